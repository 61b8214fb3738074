"""What a cue's segmentation flaws cost, and the flaws that take two cues.

A verdict that is not ``ok`` is a *flaw*; its severity
(:mod:`captionsmith.core.verdicts`) is in *flaw units*, and one unit costs
the segmentation credit of :func:`flaw_unit` words: the words a full cue
holds under the profile.  So a flaw costs the same wherever it falls and
however short the cue that holds it (short cues cannot dilute a bad break),
and its share of the reward falls only as the transcript grows.

* :func:`clean_cue`, :func:`clean_layout`: whether words i..j-1 can be one
  cue whose layout in its fewest lines has every line break ``ok`` (its end
  is the next cue's), and the first such layout.
* :func:`split_verdict`: a cue boundary between phrases (a syntactic
  boundary, not a natural one) is :attr:`Verdict.SPLIT` when the cue before
  it and the cue after it could be one clean cue: a line break there would
  do.  A sentence that fits in one subtitle is shown in one (BBC: "each
  subtitle should ideally be a single sentence"); a professional changes
  subtitle inside it at punctuation, a pause or a change of speaker, and
  elsewhere only when the profile makes them.  At a comma with no silence
  of a second the same split is COMMA_SPLIT, a third of the price:
  professionals change subtitle there now and then, but most keep such a
  sentence in one, on screen through a short pause.
* :func:`layout_flaws`: every verdict of one cue as the scorer judges it
  (a weak line break included), each with whether it is priced as a cue
  boundary, and their cost.

Contract: pure, reads :class:`~captionsmith.criteria.rules.SegmentationRules`.
"""

from __future__ import annotations

from captionsmith.core.verdicts import Verdict, severity
from captionsmith.criteria.boundaries import LONG_SILENCE_MS
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.weak_breaks import weak_breaks

__all__ = [
    "Flaws",
    "clean_cue",
    "clean_layout",
    "comma_only",
    "cost",
    "flaw_unit",
    "layout_flaws",
    "split_verdict",
]

# (verdict, priced as a cue boundary); a cue's verdicts in the order the
# findings name them: line breaks, the layout's own, the cue end, the rest.
Flaws = list[tuple[Verdict, bool]]


def flaw_unit(t: SegmentationRules) -> float:
    """Words in a full cue: ``max_lines`` lines of ``max_chars_per_line``
    over the transcript's mean word width with its space (at least 1).

    >>> from captionsmith.core.profile import Profile
    >>> from captionsmith.core.words import Word
    >>> t = SegmentationRules([Word("word", 0, 300), Word("words", 400, 700)], Profile())
    >>> round(flaw_unit(t), 2)
    15.27
    """
    n = len(t)
    if n == 0:
        return 1.0
    mean = (t.width_prefix[n] + n * t.space) / n
    return max(1.0, t.profile.max_lines * t.profile.line_limit / mean)


def clean_cue(t: SegmentationRules, i: int, j: int) -> bool:
    """Whether words i..j-1 can be one cue whose layout, in its fewest
    lines, has every line break ``ok``, balance aside (memoised): a line
    break would do where a cue break was made, even if its lines end up
    unequal (a cheaper flaw than the split, and one a shorter neighbour
    must not be able to dodge).  Its end is not asked: it is the next
    cue's end, judged there."""
    key = (i, j)
    found = t._clean_cues.get(key)
    if found is None:
        found = t._clean_cues[key] = clean_layout(t, i, j, balance=False) is not None
    return found


def clean_layout(
    t: SegmentationRules, i: int, j: int, balance: bool = True
) -> tuple[int, ...] | None:
    """The first layout of words i..j-1 as one cue, in its fewest lines,
    whose every line break is ``ok`` and none weak (a two-speaker cue: one
    line each; without ``balance``, an unbalanced or weak one will do), or None when the span
    cannot be a cue or has no such layout."""
    if j not in t.feasible_ends(i):
        return None
    lines = t.min_lines(i, j)
    if lines > t.profile.max_lines or not t.timing_feasible(i, j, lines):
        return None
    turn = t.turn(i, j)
    candidates = [(turn,)] if turn is not None else t.line_layouts(i, j, lines)
    for breaks in candidates:
        verdicts = t.layout_verdicts(i, j, breaks, lines)
        if all(v.ok or (v is Verdict.UNBALANCED and not balance) for v in verdicts) and not (
            balance and weak_breaks(t, i, j, breaks)
        ):
            return breaks
    return None


def comma_only(t: SegmentationRules, k: int) -> bool:
    """Whether the boundary after word k is natural only by a comma inside a
    sentence, in a language written with spaces (a Japanese or Chinese
    comma parts clauses, and their short lines make cues change there): no
    sentence end, no silence of
    :data:`~captionsmith.criteria.boundaries.LONG_SILENCE_MS` (a shorter pause
    is one the cue can stay on screen through), no change of speaker."""
    return (
        k + 1 < len(t)
        and t.measure.spaced
        and t.words[k].text.endswith(",")
        and not t.sentence_end[k]
        and t.starts[k + 1] - t.ends[k] < LONG_SILENCE_MS
        and not (t.has_speakers and t.speaker_change(k))
    )


def split_verdict(t: SegmentationRules, i: int, g: int, j: int) -> Verdict | None:
    """SPLIT for the boundary before word g between the cues i..g-1 and
    g..j-1 when it is syntactic (not natural), COMMA_SPLIT when it is
    natural only by a comma inside the sentence (:func:`comma_only`), and
    the words i..j-1 make one clean cue (and the second cue's end does not
    become an orphan or a fragment it is excused from now); else None.

    >>> from captionsmith.core.profile import Profile
    >>> from captionsmith.core.words import Word
    >>> ws = [Word(w, 300 * k, 300 * k + 250) for k, w in enumerate("We ate dinner late.".split())]
    >>> t = SegmentationRules(ws, Profile())
    >>> split_verdict(t, 0, 2, 4), split_verdict(t, 0, 4, 4)
    (<Verdict.SPLIT: 'needless cue break'>, None)
    >>> ws = [Word(w, 300 * k, 300 * k + 250) for k, w in enumerate("We ate, I think, late.".split())]
    >>> split_verdict(SegmentationRules(ws, Profile()), 0, 2, 5)
    <Verdict.COMMA_SPLIT: 'sentence split at a comma'>
    """
    if g >= j or not t.acceptable[g - 1]:
        return None
    verdict = Verdict.COMMA_SPLIT if comma_only(t, g - 1) else Verdict.SPLIT
    if verdict is Verdict.SPLIT and t.natural[g - 1]:
        return None
    if not clean_cue(t, i, j):
        return None
    # The second cue may end leaving a sentence start behind because nothing
    # from its start can do better (excused); joined, the same end would not
    # be excused, so joining is no improvement.  (Its other verdicts are the
    # second cue's, judged there.)
    excused = t.sentence_problem(g, j) and not t.sentence_problem(g, j, cue=True)
    if excused and t.sentence_problem(i, j, cue=True):
        return None
    return verdict


def layout_flaws(
    t: SegmentationRules, start: int, breaks: tuple[int, ...], end: int
) -> tuple[list[Verdict], Flaws]:
    """The cue's verdicts (line breaks, then the layout's own, then its
    end) and its flaws with how each is priced.  A span that cannot be a
    cue is INFEASIBLE, and its line breaks and end are still judged.  A
    line break a flawless layout would move to a clause boundary is WEAK
    (:mod:`captionsmith.criteria.weak_breaks`)."""
    verdicts = t.layout_verdicts(start, end, breaks)
    for m in weak_breaks(t, start, end, breaks) if breaks else ():
        if verdicts[m] is Verdict.SYNTACTIC:  # an orphan or fragment stays
            verdicts[m] = Verdict.WEAK
    if end not in t.feasible_ends(start):
        verdicts.append(Verdict.INFEASIBLE)
    verdicts.append(t.cue_end_verdict(start, end))
    last = len(verdicts) - 1
    flaws = [(v, m == last) for m, v in enumerate(verdicts) if not v.ok]
    # A break that dangles or cuts a phrase may also leave a sentence start
    # behind: both cost, so splitting a cue there cannot trade one for other.
    edges = (start, *breaks, end)
    for m, v in enumerate(verdicts[: len(breaks)]):
        if v is Verdict.DANGLING or v is Verdict.UNNATURAL:
            problem = t.sentence_problem(edges[m], edges[m + 1])
            if problem is not None:
                flaws.append((problem, False))
    if verdicts[last] is Verdict.DANGLING or verdicts[last] is Verdict.UNNATURAL:
        problem = t.sentence_problem(start, end, cue=True)
        if problem is not None:
            flaws.append((problem, True))
    return verdicts, flaws


def cost(flaws: Flaws) -> float:
    """The flaws' total severity in flaw units.

    >>> cost([(Verdict.UNNATURAL, False), (Verdict.UNNATURAL, True)])
    7.0
    """
    return sum(severity(v, at_end) for v, at_end in flaws)
