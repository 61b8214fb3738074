"""How a cue boundary or line break is judged, and what each verdict costs.

:class:`Verdict` names every judgement the rules (:mod:`captionsmith.criteria.rules`)
give a boundary.  A verdict that is not :attr:`Verdict.ok` is a *flaw*, and
each flaw costs segmentation credit by its *severity*, in flaw units (one
unit costs as much as a full cue's words earn: see
:mod:`captionsmith.criteria.flaws`).  :data:`LINE_SEVERITY` prices a flaw at
a line break or of a cue's layout; :data:`CUE_SEVERITY` prices the same
flaw at a cue boundary, which is never cheaper: the change of subtitle is
the strongest break a viewer sees.  Pure standard library.
"""

from __future__ import annotations

from enum import Enum

__all__ = ["CUE_SEVERITY", "LINE_SEVERITY", "Verdict", "severity"]


class Verdict(Enum):
    """How one cue boundary or line break is judged."""

    NATURAL = "natural"
    SYNTACTIC = "syntactic"
    FORCED = "forced"
    WEAK = "weak line break"
    COMMA_SPLIT = "sentence split at a comma"
    FRAGMENT = "sentence fragment"
    NEEDLESS = "needless line break"
    SPLIT = "needless cue break"
    MIXED_SPEAKERS = "speakers mixed on a line"
    DASH = "dialogue dash missing or misplaced"
    UNBALANCED = "unbalanced lines"
    ORPHAN = "orphaned sentence start"
    DANGLING = "dangling connector"
    UNNATURAL = "unnatural"
    INFEASIBLE = "not a possible cue"

    @property
    def ok(self) -> bool:
        return self is Verdict.NATURAL or self is Verdict.SYNTACTIC or self is Verdict.FORCED


# Severity in flaw units.  At a line break or of a layout: a weak break (one
# that a flawless layout would move to a clause boundary) half a unit, as a
# cue break at a comma where one cue would hold both; a fragment of
# the next sentence or lines out of balance cost one unit; a needless line,
# a needless cue, an orphaned sentence start, a wrong dialogue dash or a
# span that cannot be a cue one and a half; a break inside a phrase two and
# a half; two speakers on a line three; a dangling connector three and a
# half.  At a cue boundary each costs at least as much as at a line break
# plus the needless line the line break may have made (so turning a line
# break into a cue break never pays): a fragment two and a half, an orphan
# three, a break inside a phrase four and a half, a dangling connector six.
LINE_SEVERITY = {
    Verdict.NATURAL: 0.0,
    Verdict.SYNTACTIC: 0.0,
    Verdict.FORCED: 0.0,
    Verdict.WEAK: 0.5,
    Verdict.COMMA_SPLIT: 0.5,
    Verdict.FRAGMENT: 1.0,
    Verdict.UNBALANCED: 1.0,
    Verdict.NEEDLESS: 1.5,
    Verdict.SPLIT: 1.5,
    Verdict.ORPHAN: 1.5,
    Verdict.DASH: 1.5,
    Verdict.INFEASIBLE: 1.5,
    Verdict.UNNATURAL: 2.5,
    Verdict.MIXED_SPEAKERS: 3.0,
    Verdict.DANGLING: 3.5,
}
CUE_SEVERITY = {
    **LINE_SEVERITY,
    Verdict.FRAGMENT: 2.5,
    Verdict.ORPHAN: 3.0,
    Verdict.UNNATURAL: 4.5,
    Verdict.DANGLING: 6.0,
}


def severity(verdict: Verdict, at_cue_end: bool = False) -> float:
    """The verdict's cost in flaw units, at a line break (or of a layout)
    or at a cue boundary.

    >>> severity(Verdict.UNNATURAL), severity(Verdict.UNNATURAL, at_cue_end=True)
    (2.5, 4.5)
    >>> needless = LINE_SEVERITY[Verdict.NEEDLESS]
    >>> all(CUE_SEVERITY[v] >= LINE_SEVERITY[v] + needless for v in Verdict if not v.ok
    ...     and v not in (Verdict.NEEDLESS, Verdict.SPLIT, Verdict.UNBALANCED, Verdict.DASH,
    ...                   Verdict.INFEASIBLE, Verdict.MIXED_SPEAKERS, Verdict.WEAK,
    ...                   Verdict.COMMA_SPLIT))
    True
    """
    return (CUE_SEVERITY if at_cue_end else LINE_SEVERITY)[verdict]
