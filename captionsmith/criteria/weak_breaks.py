"""Weak line breaks: a break a professional would have moved to where the
sense divides.

Guides rank the gaps a line may break at: after punctuation, before a
conjunction, before a preposition (Netflix); "at the highest syntactic
node" (BBC).  Any gap between two phrases is acceptable, but when a clause
boundary sits in the same cue and breaking there gives lines as good, a
subtitler breaks there: *playing in the garden / when the storm began*,
not *playing in / the garden when the storm began* or *playing / in the
garden when the storm began*.

* A line break is **weak-eligible** after word k when the gap is syntactic
  (between phrases, with no punctuation, pause or change of speaker, not
  dangling) and not at a sure clause start (``rank[k] < 2``,
  :func:`~captionsmith.languages.sentence_ends.break_ranks`).  A gap of
  rank 1 (between a subject and its verb, or where a clause may start) is
  a high node of its own clause: it is weak only in favour of a strong gap
  *before* it, where the clause that holds it opens (*Je ne comprends pas
  / pourquoi le colis n'est pas arrivé*, not *pourquoi le colis / n'est
  pas arrivé*), never one after it (*the problem with most diets / is that
  they're built around restriction* stays: the subject and its predicate
  part there, above the clause the verb opens).
* A gap is **strong** when it is acceptable, not dangling, and a sentence
  ends or a clause surely starts there (after a comma that does not join
  list items, before "because", "when", "but", "that" ...: ``rank[k] == 2``).
* The break is :attr:`~captionsmith.core.verdicts.Verdict.WEAK` when moving
  that one break, within its line's neighbours, to a strong gap gives a
  layout whose every verdict is ``ok``, whose lines fit, and whose narrowest
  line is at least :data:`BALANCE` of its widest.

So WEAK never fires without a flawless alternative of the same cue in the
same lines (the solver can always avoid it), and it leaves alone every
choice among gaps of the same strength.  Contract: pure, reads
:class:`~captionsmith.criteria.rules.SegmentationRules` (memoising two-line
cues in its ``_stronger`` table).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from fractions import Fraction
from itertools import pairwise

from captionsmith.core.verdicts import Verdict
from captionsmith.criteria.rules import SegmentationRules

__all__ = [
    "BALANCE",
    "eligible",
    "gives_way",
    "one_break_move",
    "strong_gaps",
    "stronger_break",
    "weak_breaks",
]

# The narrowest line of the better layout is at least this share of its widest.
BALANCE = Fraction(2, 5)


def eligible(t: SegmentationRules, k: int) -> bool:
    """Whether a line break after word k could be weak: a syntactic gap
    (no punctuation, pause or turn, not dangling) where no clause surely
    starts (rank 0, or rank 1 in favour of an earlier gap only)."""
    return t.base_verdicts[k] is Verdict.SYNTACTIC and t.rank[k] < 2


def _strong(t: SegmentationRules, k: int) -> bool:
    return t.acceptable[k] and not t.dangling[k] and (t.sentence_end[k] or t.rank[k] == 2)


def gives_way(t: SegmentationRules, k: int, q: int) -> bool:
    """Whether a weak-eligible gap after word k gives way to the strong gap
    before word q: a gap of rank 0 to any, a gap of rank 1 (a subject and
    its verb) only to one before it, where the clause holding it opens."""
    return t.rank[k] == 0 or q <= k


def strong_gaps(t: SegmentationRules, low: int, high: int) -> list[int]:
    """The first words q, low < q < high, of a line or cue after a strong
    gap (a sentence end or a sure clause start, acceptable and not
    dangling), in order; the table behind it is memoised in ``t``."""
    gaps = t._strong_gaps
    if gaps is None:  # the first word of a line after each strong gap
        gaps = t._strong_gaps = [k + 1 for k in range(len(t) - 1) if _strong(t, k)]
    return gaps[bisect_right(gaps, low) : bisect_left(gaps, high)]


def stronger_break(
    t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...], m: int
) -> int | None:
    """Where the ``m``-th line break of the one-speaker cue of words
    i..j-1 would better be (the first word of its new line), or None when
    it is not weak.

    >>> from captionsmith.core.profile import Profile
    >>> from captionsmith.core.words import Word
    >>> text = "the kids were playing in the garden when the storm began"
    >>> ws = [Word(w, 300 * k, 300 * k + 250) for k, w in enumerate(text.split())]
    >>> t = SegmentationRules(ws, Profile(max_chars_per_line=36))
    >>> stronger_break(t, 0, 11, (4,), 0), stronger_break(t, 0, 11, (7,), 0)
    (7, None)
    """
    q = breaks[m]
    if not eligible(t, q - 1) or t.turn(i, j) is not None:
        return None
    better = one_break_move(t, i, j) if len(breaks) == 1 else _first_move(t, i, j, breaks, m)
    # A break at a strong gap is never weak.
    return better if better is not None and better != q and gives_way(t, q - 1, better) else None


def one_break_move(t: SegmentationRules, i: int, j: int) -> int | None:
    """Where the line break of a two-line, one-speaker cue of words
    i..j-1 would better be when it stands at a weak-eligible gap: the
    first strong gap with a flawless, balanced layout, or None (the same
    wherever the break stands, so memoised per cue in ``t._stronger``)."""
    key = (i, j)
    if key not in t._stronger:
        t._stronger[key] = _first_move(t, i, j, (j,), 0)  # j: no strong gap is the break
    return t._stronger[key]


def _first_move(
    t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...], m: int
) -> int | None:
    """The first strong gap the ``m``-th break may move to with a flawless,
    balanced layout (the move keeps it between its neighbours; with one
    break, the answer is the same wherever it stands)."""
    low = breaks[m - 1] if m else i
    high = breaks[m + 1] if m + 1 < len(breaks) else j
    fewest = 0  # found on the first candidate that fits
    low_share, high_share = BALANCE.numerator, BALANCE.denominator
    wp, space, cpl = t.width_prefix, t.space, t.cpl  # one speaker: no dashes
    for q in strong_gaps(t, low, high):
        if q == breaks[m]:
            continue
        moved = (*breaks[:m], q, *breaks[m + 1 :])
        widths = [wp[b] - wp[a] + (b - a - 1) * space for a, b in pairwise((i, *moved, j))]
        widest = max(widths)  # below: the narrowest is under BALANCE of it, in integers
        if widest > cpl or min(widths) * high_share < low_share * widest:
            continue
        fewest = fewest or t.min_lines(i, j)
        if all(v.ok for v in t.layout_verdicts(i, j, moved, fewest)):
            return q
    return None


def weak_breaks(t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...]) -> list[int]:
    """The indices of the cue's weak line breaks (see the module)."""
    return [m for m in range(len(breaks)) if stronger_break(t, i, j, breaks, m) is not None]
