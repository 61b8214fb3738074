"""Where a full-credit answer should change subtitle: at the strongest gap
its two cues allow.

The solver prices each cue alone, so between two layouts of full credit it
may change subtitle at a low gap: *the report was published on the fourth
// of July and read by millions*, *deux millions // de visiteurs*, *half
the audience // fell asleep*, where a sentence end or a sure clause opening
between the same two cues' outer edges gives two flawless cues.
Professionals change subtitle at the strongest break that fits ("at the
highest syntactic node", BBC; after punctuation, before a conjunction,
Netflix); the hand-segmented fixtures do so at 439 of their 442 cue changes.

A cue change before word g, between the cues a..g-1 and g..b-1, is
**weak** when the gap is weak-eligible (:func:`~captionsmith.criteria.
weak_breaks.eligible`: between phrases, no mark, pause or turn, rank 0; or
rank 1, between a subject and its verb, in favour of an earlier gap only)
and some strong gap q (:func:`~captionsmith.criteria.weak_breaks.
strong_gaps`) between a and b gives two cues a..q-1 and q..b-1 that can each
be laid out flawlessly (:func:`~captionsmith.criteria.flaws.clean_layout`)
with ends that are ``ok``, and leaves no needless or comma split at q or at
the two outer boundaries.

The judge does not price a weak cue change (one hand-segmented English unit
makes one: *everyone / who had worked on the project // from the start*);
:func:`strong_cue_changes` is the solver's taste among full-credit layouts,
and it keeps full credit.  Contract: pure, reads
:class:`~captionsmith.criteria.rules.SegmentationRules`.
"""

from __future__ import annotations

import itertools

from captionsmith.criteria.flaws import clean_layout, split_verdict
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.weak_breaks import eligible, gives_way, strong_gaps

__all__ = ["strong_cue_changes", "stronger_cue_change"]

Spans = list[tuple[int, int]]


def strong_cue_changes(t: SegmentationRules, spans: Spans) -> Spans:
    """The cues ``spans`` (first word, end) with every weak cue change moved
    to the strong gap :func:`stronger_cue_change` names, until none is left;
    unchanged when some boundary is already a needless or comma split (so
    whether an answer has full credit never changes).  Each move turns a
    weak-eligible boundary into a strong one and moves no other, so this
    ends.

    >>> from captionsmith.core.profile import Profile
    >>> from captionsmith.core.words import Word
    >>> text = "The film was so long that half the audience fell asleep before the end."
    >>> ws = [Word(w, 300 * k, 300 * k + 260) for k, w in enumerate(text.split())]
    >>> strong_cue_changes(SegmentationRules(ws, Profile()), [(0, 9), (9, 14)])  # audience // fell
    [(0, 5), (5, 14)]
    """
    if any(split_verdict(t, a, g, b) for (a, g), (_, b) in itertools.pairwise(spans)):
        return spans
    out = list(spans)
    k = 0
    while k + 1 < len(out):
        q = stronger_cue_change(t, out, k)
        if q is None:
            k += 1
            continue
        out[k : k + 2] = [(out[k][0], q), (q, out[k + 1][1])]
        k = max(0, k - 1)
    return out


def stronger_cue_change(t: SegmentationRules, spans: Spans, k: int) -> int | None:
    """Where the change from cue k to cue k+1 of ``spans`` would better be
    (the first word of the new second cue: the strong gap nearest to it,
    the earlier on a tie), or None when it is not weak (see the module)."""
    (a, g), (_, b) = spans[k], spans[k + 1]
    if not eligible(t, g - 1) or t.turn(a, b) is not None:
        return None
    before = spans[k - 1][0] if k else None
    after = spans[k + 2][1] if k + 2 < len(spans) else None
    for q in sorted(strong_gaps(t, a, b), key=lambda q: (abs(q - g), q)):
        if not gives_way(t, g - 1, q):
            continue
        if not (t.cue_end_verdict(a, q).ok and t.cue_end_verdict(q, b).ok):
            continue
        if clean_layout(t, a, q) is None or clean_layout(t, q, b) is None:
            continue
        if (
            split_verdict(t, a, q, b)
            or (before is not None and split_verdict(t, before, a, q))
            or (after is not None and split_verdict(t, q, b, after))
        ):
            continue
        return q
    return None
