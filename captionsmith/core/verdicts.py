"""How a cue boundary or line break is judged, and what each verdict earns.

:class:`Verdict` names every judgement the rules (:mod:`captionsmith.criteria.rules`)
give a boundary; :data:`VERDICT_CREDIT` is the segmentation credit of each
(a cue earns the product of its boundaries' credits); :func:`worse` picks
the one with less credit.  Pure standard library.
"""

from __future__ import annotations

from enum import Enum

__all__ = ["VERDICT_CREDIT", "Verdict", "worse"]


class Verdict(Enum):
    """How one cue boundary or line break is judged."""

    NATURAL = "natural"
    SYNTACTIC = "syntactic"
    FORCED = "forced"
    FRAGMENT = "sentence fragment"
    NEEDLESS = "needless line break"
    MIXED_SPEAKERS = "speakers mixed on a line"
    DASH = "dialogue dash missing or misplaced"
    UNBALANCED = "unbalanced lines"
    ORPHAN = "orphaned sentence start"
    DANGLING = "dangling connector"
    UNNATURAL = "unnatural"

    @property
    def ok(self) -> bool:
        return self is Verdict.NATURAL or self is Verdict.SYNTACTIC or self is Verdict.FORCED


# Segmentation credit of a cue is the product of its verdicts' credits: a
# break inside a phrase or an orphaned sentence start earns half, a cue
# that trails a fragment of the next sentence, takes more lines than its
# words need or leaves a line under a third of another when a balanced
# layout exists, three quarters, a dangling break none.
VERDICT_CREDIT = {
    Verdict.NATURAL: 1.0,
    Verdict.SYNTACTIC: 1.0,
    Verdict.FORCED: 1.0,
    Verdict.FRAGMENT: 0.75,
    Verdict.NEEDLESS: 0.75,
    Verdict.UNBALANCED: 0.75,
    Verdict.ORPHAN: 0.5,
    Verdict.UNNATURAL: 0.5,
    Verdict.DASH: 0.5,
    Verdict.DANGLING: 0.0,
    Verdict.MIXED_SPEAKERS: 0.0,
}


def worse(a: Verdict, b: Verdict) -> Verdict:
    """The verdict with less credit (the first on a tie).

    >>> worse(Verdict.NATURAL, Verdict.UNNATURAL), worse(Verdict.DANGLING, Verdict.ORPHAN)
    (<Verdict.UNNATURAL: 'unnatural'>, <Verdict.DANGLING: 'dangling connector'>)
    """
    return b if VERDICT_CREDIT[b] < VERDICT_CREDIT[a] else a
