"""A quality ladder: layouts of the same words from the solver's to clearly
bad, each rung adding a flaw a professional would not ship.

``quality_ladder(words, profile)`` returns the rungs in order (or None when
the transcript offers no place for one of them):

1. ``reference``: the solver's answer;
2. ``one needless line``: plus a one-line cue broken in two lines;
3. ``line break inside a phrase``: plus a two-line cue's break moved inside
   a phrase (an unnatural, unforced line break);
4. ``cue break inside a phrase``: plus a boundary between two cues moved
   inside a phrase;
5. ``one-line cues cut mid-phrase``: every cue one line, filled as far as
   the profile allows, wherever that falls (the layout a reward-only
   optimiser drifted to);
6. ``greedy``: lines and cues filled to the width (whisper's writer).

Every rung but the last keeps every cue within the profile with the
reference timing, so only segmentation tells them apart.  The test of
issue 27 holds each rung at least 0.03 below the one before at about 100
words; ``scripts/ladder.py --quality`` prints them.
"""

from __future__ import annotations

from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria.flaws import clean_layout
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.solving.policies import greedy_cues
from captionsmith.solving.solver import solve_segments, span_cues

__all__ = ["RUNGS", "one_line_cues", "quality_ladder"]

RUNGS = (
    "reference",
    "one needless line",
    "line break inside a phrase",
    "cue break inside a phrase",
    "one-line cues cut mid-phrase",
    "greedy",
)

Span = tuple[int, int, tuple[int, ...]]


def _one_speaker(t: SegmentationRules, i: int, j: int) -> bool:
    return t.turn(i, j) is None


def _needless(t: SegmentationRules, spans: list[Span]) -> int | None:
    """Break the first one-line cue of one sentence that can take a second
    line at an acceptable boundary (a cue of two sentences may give each its
    own line); the index of the cue changed."""
    if t.profile.max_lines < 2:
        return None
    for c, (i, j, breaks) in enumerate(spans):
        if breaks or j - i < 2 or not _one_speaker(t, i, j) or not t.timing_feasible(i, j, 2):
            continue
        if any(t.sentence_end[q - 1] for q in range(i + 1, j)):
            continue
        gaps = [q for q in range(i + 1, j) if t.acceptable[q - 1]]
        if gaps:
            q = min(gaps, key=lambda q: abs(2 * q - i - j))
            spans[c] = (i, j, (q,))
            return c
    return None


def _inside(t: SegmentationRules, spans: list[Span], skip: set[int]) -> int | None:
    """Move a two-line cue's break inside a phrase (unnatural and unforced)."""
    limit = t.profile.line_limit
    for c, (i, j, breaks) in enumerate(spans):
        if c in skip or len(breaks) != 1 or not _one_speaker(t, i, j):
            continue
        for q in sorted(range(i + 1, j), key=lambda q: abs(q - breaks[0])):
            if (
                t.line_break_verdict(i, q, j) is Verdict.UNNATURAL
                and t.width(i, q) <= limit
                and t.width(q, j) <= limit
            ):
                spans[c] = (i, j, (q,))
                return c
    return None


def _cue_inside(t: SegmentationRules, spans: list[Span], skip: set[int]) -> bool:
    """Move a boundary between two untouched cues inside a phrase, both cues
    re-laid out cleanly and within the profile."""
    for c in range(len(spans) - 1):
        if c in skip or c + 1 in skip:
            continue
        (i, g, _), (_, j, _) = spans[c], spans[c + 1]
        if not (_one_speaker(t, i, g) and _one_speaker(t, g, j)):
            continue
        for moved in (g - 1, g + 1, g - 2, g + 2, g - 3, g + 3):
            if not (i < moved < j) or t.cue_end_verdict(i, moved) is not Verdict.UNNATURAL:
                continue
            if moved not in t.feasible_ends(i) or j not in t.feasible_ends(moved):
                continue
            first, second = clean_layout(t, i, moved), clean_layout(t, moved, j)
            if first is not None and second is not None:
                spans[c : c + 2] = [(i, moved, first), (moved, j, second)]
                return True
    return False


def one_line_cues(t: SegmentationRules) -> list[Span] | None:
    """Every cue one line, filled as far as the profile allows (None when
    a word cannot start a one-line cue)."""
    spans: list[Span] = []
    i = 0
    while i < len(t):
        ends = [j for j in t.feasible_ends(i) if t.fits(i, j, 1)]
        if not ends:
            return None
        spans.append((i, ends[-1], ()))
        i = ends[-1]
    return spans


def quality_ladder(words: list[Word], profile: Profile) -> dict[str, list[Cue]] | None:
    """The rungs of :data:`RUNGS` for these words, or None when one cannot
    be built (no solution, no cue to break, no phrase to break inside)."""
    t = SegmentationRules(list(words), profile)
    segments = solve_segments(t)
    one_line = one_line_cues(t)
    if segments is None or one_line is None:
        return None
    spans: list[Span] = [(s.i, s.j, s.breaks) for s in segments]
    out = {"reference": span_cues(t, spans)}
    needless = _needless(t, spans)
    if needless is None:
        return None
    out["one needless line"] = span_cues(t, spans)
    inside = _inside(t, spans, {needless})
    if inside is None:
        return None
    out["line break inside a phrase"] = span_cues(t, spans)
    if not _cue_inside(t, spans, {needless, inside}):
        return None
    out["cue break inside a phrase"] = span_cues(t, spans)
    out["one-line cues cut mid-phrase"] = span_cues(t, one_line)
    out["greedy"] = greedy_cues(words, profile)
    return out
