"""Best-effort segmentation for real speech that no segmentation can fit
perfectly.

``solve_best_effort(words, profile)`` returns the exact solution
(:func:`captionsmith.solver.solve`) when one exists.  Otherwise it runs a
relaxed DP over the same candidates (cues of up to 60 words and twice the
maximum duration) where broken rules are costs instead of limits, priority
lexicographic: the fewest broken profile rules (counted by
:func:`captionsmith.checks.cue_problems`, the checker's own per-cue test),
then the fewest dangling connectors, then the fewest other imperfect breaks
(inside a phrase, orphans, fragments, needless or unbalanced lines, mixed
speakers), then the
solver's ordinary cost (:func:`~captionsmith.solver.span_cost` +
:func:`~captionsmith.solver.layout_cost`).  Whatever happens: every word
once, in order, and valid SRT.  ``best_effort`` also returns how many rules
the chosen cues break.
"""

from __future__ import annotations

from captionsmith.checks import cue_problems
from captionsmith.profile import Profile
from captionsmith.rules import SegmentationRules, Verdict
from captionsmith.solver import (
    Segment,
    backtrack,
    layout_cost,
    layouts,
    segments_to_cues,
    solve,
    span_cost,
)
from captionsmith.srt import Cue
from captionsmith.words import Word

__all__ = ["RELAXED_COSTS", "best_effort", "relaxed_end", "solve_best_effort"]

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
    turn = t.turn(i, j)
    if turn is not None and turn < 0:
        return None  # three turns never share a cue
    candidates = [
        br for lines in range(1, min(p.max_lines, j - i) + 1) for br in layouts(t, i, j, lines)
    ] or [(turn,) if turn is not None else _greedy_breaks(t, i, j)]
    end_verdict = t.cue_end_verdict(i, j)
    span = span_cost(t, i, j, end_verdict)
    best = None
    for breaks in candidates:
        chars = t.cue_chars(i, j, len(breaks) + 1)
        end = relaxed_end(t, i, j, chars)
        widths = t.line_widths(i, j, breaks)
        gap = None if next_start is None else next_start - end
        broken = len(cue_problems(p, widths, chars, end - t.starts[i], gap))
        line_verdicts = t.layout_verdicts(i, j, breaks)
        verdicts = [end_verdict, *line_verdicts]
        cost = RELAXED_COSTS["rule_violation"] * broken
        cost += RELAXED_COSTS["dangling"] * sum(v is Verdict.DANGLING for v in verdicts)
        cost += RELAXED_COSTS["unnatural"] * sum(
            not v.ok and v is not Verdict.DANGLING for v in verdicts
        )
        cost += span + layout_cost(t, i, j, breaks, line_verdicts)
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
    steps = backtrack(back, n)
    segments = [Segment(i, j, breaks, t.starts[i], end) for i, j, (breaks, end, _) in steps]
    return segments_to_cues(t, segments), sum(broken for _, _, (_, _, broken) in steps)
