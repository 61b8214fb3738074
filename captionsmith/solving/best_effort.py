"""Best-effort segmentation for real speech that no segmentation can fit
perfectly.

``solve_best_effort(words, profile)`` returns the exact solution
(:func:`captionsmith.solving.solver.solve`) when one exists.  Otherwise it runs a
relaxed DP over the same candidates (cues of up to 60 words and twice the
maximum duration) where broken rules are costs instead of limits, priority
lexicographic: the fewest broken profile rules (counted by
:func:`captionsmith.criteria.checks.broken_rules`, the checker's own per-cue test),
then the fewest dangling connectors, then the fewest other imperfect breaks
(inside a phrase, orphans, fragments, needless or unbalanced lines, mixed
speakers), then the
solver's ordinary cost (:func:`~captionsmith.solving.solver.span_cost` +
:func:`~captionsmith.solving.solver.layout_cost`).  Whatever happens: every word
once, in order, and valid SRT.  ``best_effort`` also returns how many rules
the chosen cues break.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.solving.relaxed_candidates import Timed, candidates, fewest_broken
from captionsmith.solving.solver import (
    Segment,
    backtrack,
    layout_cost,
    layouts,
    segments_to_cues,
    solve_segments,
    span_cost,
)

__all__ = [
    "MARGIN_MS",
    "PIECE_SILENCE_MS",
    "RELAXED_COSTS",
    "best_effort",
    "pieces",
    "relaxed_end",
    "solve_best_effort",
]

# Costs of the relaxed search.  Priority: fewest broken profile rules (each
# rule broken by each cue counts once), then fewest dangling connectors, then
# acceptable boundaries, then the ordinary objective above.  The weights are
# far apart so the first two are strictly lexicographic for any real transcript.
RELAXED_COSTS = {
    "rule_violation": 10**12,
    "dangling": 10**8,
    "unnatural": 10**4,
}
# When the whole transcript has no perfect answer, it is solved in pieces
# cut at silences this long: the exact solver where a piece has a perfect
# answer, the relaxed one only where it has none.
PIECE_SILENCE_MS = 2000
# The relaxed search over pieces with no perfect answer reaches this far
# into the perfect answers of the pieces on either side, so it can move
# their cues to make room.
MARGIN_MS = 3000


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
    """The end the best-effort solver gives the cue of words i..j-1
    (:meth:`captionsmith.criteria.timing_rules.TimingRule.relaxed_end`)."""
    next_start = t.starts[j] if j < len(t) else None
    return t.timing.relaxed_end(t.starts[i], t.ends[j - 1], chars, next_start)


_VERDICT_COST = {
    v: RELAXED_COSTS["dangling"]
    if v is Verdict.DANGLING
    else (0 if v.ok else RELAXED_COSTS["unnatural"])
    for v in Verdict
}


def _verdict_cost(verdicts: list[Verdict]) -> int:
    return sum(map(_VERDICT_COST.__getitem__, verdicts))


def _relaxed_cue(
    t: SegmentationRules, i: int, j: int, timed: Timed, beat: int | None = None
) -> tuple[int, tuple[int, ...], int, int] | None:
    """(cost, breaks, end_ms, broken rules) of the best relaxed cue of words
    i..j-1 (``timed``: its
    :func:`~captionsmith.solving.relaxed_candidates.timed_cue`), or None if
    none costs less than ``beat``."""
    fewest, options, fallback = timed
    end_verdict = t.cue_end_verdict(i, j)
    floor = RELAXED_COSTS["rule_violation"] * fewest
    floor += span_cost(t, i, j, end_verdict) + _verdict_cost([end_verdict])
    if beat is not None and floor >= beat:
        return None
    if fallback is not None:
        shape, end = fallback
        breaks = _greedy_breaks(t, i, j) if shape is None else shape
        verdicts = t.layout_verdicts(i, j, breaks)
        cost = floor + _verdict_cost(verdicts) + layout_cost(t, i, j, breaks, verdicts)
        return None if beat is not None and cost >= beat else (cost, breaks, end, fewest)
    broken, first, end = options[0]
    if first == 1 and broken == fewest and t.turn(i, j) is None:
        # One line is best: any more lines are needless, a cost no layout
        # saves (the one-line layout has no line-break verdict or cost).
        return floor, (), end, fewest
    best = None
    for broken, lines, end in options:
        if broken != fewest:
            continue
        for breaks in layouts(t, i, j, lines):
            verdicts = t.layout_verdicts(i, j, breaks, first)
            cost = floor + _verdict_cost(verdicts) + layout_cost(t, i, j, breaks, verdicts)
            if best is None or cost < best[0]:
                best = (cost, breaks, end, broken)
    if best is not None and beat is not None and best[0] >= beat:
        return None
    return best


def solve_best_effort(words: list[Word], profile: Profile) -> list[Cue]:
    """The exact solution when one exists, else the valid SRT cues that break
    the fewest profile rules (see RELAXED_COSTS for the priority).  Never
    drops or reorders words; raises ValueError if no valid SRT can hold them
    (e.g. every word starts at the same instant)."""
    return best_effort(words, profile)[0]


def pieces(t: SegmentationRules) -> list[tuple[int, int]]:
    """The transcript cut at every silence of :data:`PIECE_SILENCE_MS` or
    more, as (first word, end) ranges."""
    cuts = [k for k in range(1, len(t)) if t.starts[k] - t.ends[k - 1] >= PIECE_SILENCE_MS]
    return list(itertools.pairwise([0, *cuts, len(t)]))


def best_effort(words: Sequence[Word], profile: Profile) -> tuple[list[Cue], int]:
    """:func:`solve_best_effort`'s cues and how many profile rules they
    break, as the relaxed search counted them (0 for an exact solution).

    The exact solution of the whole transcript when there is one.  Else the
    transcript is cut into pieces at long silences (:func:`pieces`); each
    piece with a perfect answer keeps it, and the relaxed search runs over
    each run of pieces without one together with :data:`MARGIN_MS` of the
    perfect answers on either side (from a cue boundary), so its cues may
    still cross those silences and move their neighbours' cues."""
    t = SegmentationRules(list(words), profile)
    exact = solve_segments(t)
    if exact is not None:
        return segments_to_cues(t, exact), 0
    spans = pieces(t)
    answers = [solve_segments(t, a, b) for a, b in spans]
    windows: list[tuple[int, int]] = []
    for k, answer in enumerate(answers):
        if answer is not None:
            continue
        x, y = _reach(t, spans, answers, k)
        if windows and x <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(y, windows[-1][1]))
        else:
            windows.append((x, y))
    segments: list[Segment] = []
    broken = 0
    for x, y in windows:
        found, count = _relaxed_segments(t, x, y)
        segments += found
        broken += count
    inside = [False] * (len(t) + 1)
    for x, y in windows:
        inside[x:y] = [True] * (y - x)
    for answer in answers:
        segments += [s for s in answer or () if not inside[s.i]]
    segments.sort(key=lambda s: s.i)
    return segments_to_cues(t, segments), broken


def _reach(
    t: SegmentationRules,
    spans: list[tuple[int, int]],
    answers: list[list[Segment] | None],
    k: int,
) -> tuple[int, int]:
    """The words the relaxed search covers for piece k: the piece, and the
    perfect answers of the pieces on either side back to a cue boundary
    :data:`MARGIN_MS` before it and on to one as far after it (their whole
    piece if they are shorter)."""
    a, b = spans[k]
    x, y = a, b
    before = answers[k - 1] if k > 0 else None
    if before is not None:
        x = spans[k - 1][0]
        for s in reversed(before):
            if t.starts[a] - t.starts[s.i] >= MARGIN_MS:
                x = s.i
                break
    after = answers[k + 1] if k + 1 < len(spans) else None
    if after is not None:
        y = spans[k + 1][1]
        for s in after:
            if t.ends[s.j - 1] - t.starts[b] >= MARGIN_MS:
                y = s.j
                break
    return x, y


def _relaxed_segments(t: SegmentationRules, start: int, stop: int) -> tuple[list[Segment], int]:
    """The relaxed DP over words start..stop-1, and the rules its cues break.

    Broken rules come first in the cost, so a first pass counts them alone
    (forward and backward over every candidate cue, without laying any
    out), and the full search lays out only the cues that lie on some
    segmentation with the fewest: the same answer, far fewer layouts."""
    timed, ahead = candidates(t, start, stop)
    behind = fewest_broken(timed, start, stop)
    total = ahead[stop]
    if total is None:
        raise ValueError("no valid SRT can hold these words (their start times leave no room)")
    best: list[int | None] = [None] * (stop + 1)
    back: list[tuple[int, tuple[int, ...], int, int] | None] = [None] * (stop + 1)
    best[start] = 0
    for i in range(start, stop):
        base, before = best[i], ahead[i]
        if base is None or before is None:
            continue
        for j, cue in timed[i]:
            after = behind[j]
            if after is None or before + cue[0] + after != total:
                continue  # on no segmentation with the fewest broken rules
            current = best[j]
            found = _relaxed_cue(t, i, j, cue, None if current is None else current - base)
            if found is None:
                continue
            cost = base + found[0]
            if current is None or cost < current:
                best[j] = cost
                back[j] = (i, *found[1:])
    steps = backtrack(back, stop, start)
    segments = [Segment(i, j, breaks, t.starts[i], end) for i, j, (breaks, end, _) in steps]
    return segments, sum(broken for _, _, (_, _, broken) in steps)
