"""The exact reference solver: dynamic programming over cue boundaries and
the line breaks inside each cue.

``solve(words, profile)`` returns the cues of a segmentation in which every
cue meets the profile (line count, line width, duration, cps, gap) with the
reference timing of :mod:`captionsmith.rules`, every cue boundary and line
break is natural or forced, and nothing ends on a dangling connector.  Among
all such segmentations it returns one of least cost (:func:`cue_cost`), and
``None`` when there is none.

It is exact because a cue's validity and cost depend only on its own words
and on the start of the next word (which is where the next cue starts):
``best[j] = min over i of best[i] + cost(i, j)``.  Ties keep the first
candidate found (the earliest start of the last cue, then fewer lines, then
the earliest breaks), so results are deterministic.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from captionsmith.checks import cue_problems
from captionsmith.profile import Profile
from captionsmith.rules import SegmentationRules, Verdict
from captionsmith.srt import Cue
from captionsmith.words import Word

__all__ = [
    "COSTS",
    "Segment",
    "best_effort",
    "cue_cost",
    "layouts",
    "solve",
    "solve_best_effort",
    "solve_segments",
]

# Integer costs so comparisons are exact.  Forced boundaries are the most
# expensive; then an orphan (a one-word cue cut out of a sentence); then a
# sentence end or a silence of LONG_SILENCE_MS inside a cue (a cue should hold
# one sentence and not show words long before they are spoken); then cue
# count; then a short word left alone on a line; then a syntactic rather than
# natural break (professionals break at punctuation first, then before
# function words, then for balance); then extra lines; then line imbalance.
COSTS = {
    "forced_cue_boundary": 1000,
    "forced_line_break": 300,
    "orphan_word": 500,
    "inner_long_silence": 200,
    "inner_sentence_end": 150,
    "cue": 100,
    "short_lone_line": 60,
    "syntactic_break": 45,
    "extra_line": 20,
    "imbalance_per_char": 1,
}
# A line holding one word of at most this many columns leaves it alone.
SHORT_WORD = 4


@dataclass(frozen=True, slots=True)
class Segment:
    """One cue of a solution: words i..j-1, line breaks, reference timing."""

    i: int
    j: int
    breaks: tuple[int, ...]
    start_ms: int
    end_ms: int


def layouts(t: SegmentationRules, i: int, j: int, lines: int) -> list[tuple[int, ...]]:
    """Every way to break words i..j-1 into exactly ``lines`` lines that each
    fit the line width, as tuples of first-word indices of lines 2.."""
    cpl = t.profile.max_chars_per_line
    if lines == 1:
        return [()] if t.width(i, j) <= cpl else []
    out: list[tuple[int, ...]] = []
    for q in range(i + 1, j - lines + 2):
        if t.width(i, q) > cpl:
            break
        if not t.fits(q, j, lines - 1):
            continue
        out.extend((q, *rest) for rest in layouts(t, q, j, lines - 1))
    return out


def _span_cost(t: SegmentationRules, i: int, j: int, end_verdict: Verdict) -> int:
    """The part of a cue's cost that does not depend on its layout: the cue
    itself, an orphan word, what it holds inside, and its closing boundary."""
    cost = COSTS["cue"] + COSTS["inner_sentence_end"] * (
        t.sentence_prefix[j - 1] - t.sentence_prefix[i]
    )
    cost += COSTS["inner_long_silence"] * (t.silence_prefix[j - 1] - t.silence_prefix[i])
    if j - i == 1 and not (t.sentence_end[i] and (i == 0 or t.sentence_end[i - 1])):
        cost += COSTS["orphan_word"]  # a one-word cue that is not a whole sentence
    if end_verdict is Verdict.FORCED:
        cost += COSTS["forced_cue_boundary"]
    elif end_verdict is Verdict.SYNTACTIC:
        cost += COSTS["syntactic_break"]
    return cost


def _layout_cost(
    t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...], verdicts: list[Verdict]
) -> int:
    """The layout part of a cue's cost, given its line-break verdicts."""
    cost = COSTS["extra_line"] * len(breaks)
    cost += COSTS["forced_line_break"] * sum(v is Verdict.FORCED for v in verdicts)
    cost += COSTS["syntactic_break"] * sum(v is Verdict.SYNTACTIC for v in verdicts)
    if breaks:
        edges = (i, *breaks, j)
        widths = [t.width(a, b) for a, b in itertools.pairwise(edges)]
        cost += COSTS["imbalance_per_char"] * (max(widths) - min(widths))
        lone = sum(b - a == 1 and t.widths[a] <= SHORT_WORD for a, b in itertools.pairwise(edges))
        cost += COSTS["short_lone_line"] * lone
    return cost


def cue_cost(
    t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...], end_verdict: Verdict
) -> int | None:
    """Cost of one cue with these breaks, or None if a break is not allowed."""
    verdicts = t.layout_verdicts(i, j, breaks)
    if not all(v.ok for v in verdicts):
        return None
    return _span_cost(t, i, j, end_verdict) + _layout_cost(t, i, j, breaks, verdicts)


def _best_layout(
    t: SegmentationRules, i: int, j: int, beat: int | None
) -> tuple[int, tuple[int, ...]] | None:
    """The cheapest allowed layout of the cue of words i..j-1, with its cost,
    or None if there is none or none costs less than ``beat``."""
    end_verdict = t.cue_end_verdict(i, j)
    if not end_verdict.ok:
        return None
    first = t.min_lines(i, j)
    span = _span_cost(t, i, j, end_verdict)
    # Every layout pays at least this much; skip the cue if that loses.
    if beat is not None and span + COSTS["extra_line"] * (first - 1) >= beat:
        return None
    best: tuple[int, tuple[int, ...]] | None = None
    for lines in range(first, min(t.profile.max_lines, j - i) + 1):
        if not t.timing_feasible(i, j, lines):
            continue
        for breaks in layouts(t, i, j, lines):
            verdicts = t.layout_verdicts(i, j, breaks)
            if not all(v.ok for v in verdicts):
                continue
            cost = span + _layout_cost(t, i, j, breaks, verdicts)
            if best is None or cost < best[0]:
                best = (cost, breaks)
    if best is not None and beat is not None and best[0] >= beat:
        return None
    return best


def _backtrack(back: list, n: int) -> list[tuple[int, int, tuple]]:
    """Follow DP back-pointers ``back[j] = (i, *rest)`` from n to 0, as
    ``(i, j, rest)`` triples in order."""
    steps = []
    j = n
    while j > 0:
        step = back[j]
        assert step is not None
        steps.append((step[0], j, step[1:]))
        j = step[0]
    steps.reverse()
    return steps


def solve_segments(t: SegmentationRules) -> list[Segment] | None:
    """The least-cost valid segmentation of ``t``, or None."""
    n = len(t)
    best: list[int | None] = [None] * (n + 1)
    back: list[tuple[int, tuple[int, ...]] | None] = [None] * (n + 1)
    best[0] = 0
    for i in range(n):
        base = best[i]
        if base is None:
            continue
        for j in t.feasible_ends(i):
            current = best[j]
            found = _best_layout(t, i, j, None if current is None else current - base)
            if found is not None:
                best[j] = base + found[0]
                back[j] = (i, found[1])
    if best[n] is None:
        return None
    segments = []
    for i, j, (breaks,) in _backtrack(back, n):
        timing = t.cue_timing(i, j, len(breaks) + 1)
        segments.append(Segment(i, j, breaks, timing.start_ms, timing.end_ms))
    return segments


def segments_to_cues(t: SegmentationRules, segments: list[Segment]) -> list[Cue]:
    """Render segments as SRT cues (words joined by single spaces)."""
    cues = []
    for index, s in enumerate(segments, start=1):
        edges = (s.i, *s.breaks, s.j)
        lines = tuple(" ".join(w.text for w in t.words[a:b]) for a, b in itertools.pairwise(edges))
        cues.append(Cue(index, s.start_ms, s.end_ms, lines))
    return cues


def solve(words: list[Word], profile: Profile) -> list[Cue] | None:
    """Reference cues for ``words`` under ``profile``, or None if no
    segmentation meets every rule.

    >>> from captionsmith.words import Word
    >>> ws = [Word("Hello", 0, 300), Word("there.", 350, 800), Word("Bye.", 1900, 2200)]
    >>> [(c.start_ms, c.end_ms, c.lines) for c in solve(ws, Profile())]
    [(0, 1000, ('Hello there.',)), (1900, 2900, ('Bye.',))]
    """
    t = SegmentationRules(list(words), profile)
    segments = solve_segments(t)
    return None if segments is None else segments_to_cues(t, segments)


# -- best effort, for real speech that no segmentation can fit perfectly ------

# Costs of the relaxed search.  Priority: fewest broken profile rules (each
# rule broken by each cue counts once), then fewest dangling connectors, then
# acceptable boundaries, then the ordinary objective above.  The weights are
# far apart so the first two are strictly lexicographic for any real transcript.
RELAXED_COSTS = {
    "rule_violation": 10**12,
    "dangling": 10**8,
    "unnatural": 10**4,
}
_RELAXED_MAX_WORDS = 60


def _greedy_breaks(t: SegmentationRules, i: int, j: int) -> tuple[int, ...]:
    cpl = t.profile.max_chars_per_line
    breaks, width = [], -1
    for k in range(i, j):
        c = t.widths[k]
        if width >= 0 and width + 1 + c > cpl:
            breaks.append(k)
            width = c
        else:
            width = c if width < 0 else width + 1 + c
    return tuple(breaks)


def relaxed_end(t: SegmentationRules, i: int, j: int, chars: int) -> int:
    """The end the best-effort solver gives the cue of words i..j-1: the
    reference end, moved as little as needed to keep the SRT valid (after
    the start, no later than the next cue's start)."""
    n = len(t)
    start = t.starts[i]
    next_start = t.starts[j] if j < n else None
    end, earliest = t.timing.reference_end(start, t.ends[j - 1], chars, next_start)
    if next_start is not None:
        earliest = min(earliest, next_start)
    end = max(end, earliest, start + 1)
    return end if next_start is None else min(end, next_start)


def _relaxed_cue(
    t: SegmentationRules, i: int, j: int
) -> tuple[int, tuple[int, ...], int, int] | None:
    """(cost, breaks, end_ms, broken rules) of the best relaxed cue of words i..j-1."""
    p = t.profile
    n = len(t)
    next_start = t.starts[j] if j < n else None
    if next_start is not None and next_start <= t.starts[i]:
        return None  # no room for a cue at all
    candidates = [
        br for lines in range(1, min(p.max_lines, j - i) + 1) for br in layouts(t, i, j, lines)
    ] or [_greedy_breaks(t, i, j)]
    end_verdict = t.cue_end_verdict(i, j)
    span = _span_cost(t, i, j, end_verdict)
    best = None
    for breaks in candidates:
        chars = t.cue_chars(i, j, len(breaks) + 1)
        end = relaxed_end(t, i, j, chars)
        edges = (i, *breaks, j)
        widths = [t.width(a, b) for a, b in itertools.pairwise(edges)]
        gap = None if next_start is None else next_start - end
        broken = len(cue_problems(p, widths, chars, end - t.starts[i], gap))
        line_verdicts = t.layout_verdicts(i, j, breaks)
        verdicts = [end_verdict, *line_verdicts]
        cost = RELAXED_COSTS["rule_violation"] * broken
        cost += RELAXED_COSTS["dangling"] * sum(v is Verdict.DANGLING for v in verdicts)
        cost += RELAXED_COSTS["unnatural"] * sum(v is Verdict.UNNATURAL for v in verdicts)
        cost += span + _layout_cost(t, i, j, breaks, line_verdicts)
        if best is None or cost < best[0]:
            best = (cost, breaks, end, broken)
    return best


def solve_best_effort(words: list[Word], profile: Profile) -> list[Cue]:
    """The exact solution when one exists, else the valid SRT cues that break
    the fewest profile rules (see RELAXED_COSTS for the priority).  Never
    drops or reorders words; raises ValueError if no valid SRT can hold them
    (e.g. every word starts at the same instant)."""
    return best_effort(words, profile)[0]


def best_effort(words: list[Word], profile: Profile) -> tuple[list[Cue], int]:
    """:func:`solve_best_effort`'s cues and how many profile rules they
    break, as the relaxed search counted them (0 for an exact solution)."""
    exact = solve(words, profile)
    if exact is not None:
        return exact, 0
    t = SegmentationRules(list(words), profile)
    n = len(t)
    limit_ms = 2 * profile.max_duration_ms + profile.min_gap_ms
    best: list[int | None] = [None] * (n + 1)
    back: list[tuple[int, tuple[int, ...], int, int] | None] = [None] * (n + 1)
    best[0] = 0
    for i in range(n):
        base = best[i]
        if base is None:
            continue
        for j in range(i + 1, min(n, i + _RELAXED_MAX_WORDS) + 1):
            if j > i + 1 and t.ends[j - 1] - t.starts[i] > limit_ms:
                break
            found = _relaxed_cue(t, i, j)
            if found is None:
                continue
            total = base + found[0]
            current = best[j]
            if current is None or total < current:
                best[j] = total
                back[j] = (i, *found[1:])
    if best[n] is None:
        raise ValueError("no valid SRT can hold these words (their start times leave no room)")
    steps = _backtrack(back, n)
    segments = [Segment(i, j, breaks, t.starts[i], end) for i, j, (breaks, end, _) in steps]
    return segments_to_cues(t, segments), sum(broken for _, _, (_, _, broken) in steps)
