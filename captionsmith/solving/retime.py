"""Retiming cues onto frames and shot changes without breaking the profile.

``retime(cues, profile, shots, fps)`` moves each in- and out-time to one of
a few candidates and picks, over the whole file at once (a Viterbi pass
over the cues, the state being the previous out-time), the times that
minimise, in this order:

1. the profile rules broken (duration, cps, the minimum gap to the
   previous cue), so a valid file stays valid;
2. the shot-change problems :func:`~captionsmith.criteria.shot_checks.cut_problems`
   finds (the checker's own test), so an in-time within the threshold of a
   shot change moves onto it and an out-time to the minimum gap before it;
3. the total distance moved, in ms.

Candidates for a time: itself and every shot-change target within the
threshold (the shot change for an in-time, the shot change less the
minimum gap for an out-time); with a frame rate each of these is replaced
by the frame times around it (the frame at or before, at or after, and
one more on either side), so every time written is on a frame and a time
moves to the neighbouring frame when the nearest would break a rule.
"""

from __future__ import annotations

import bisect

from captionsmith.core.frames import FrameRate
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.criteria.checks import cue_chars, visible
from captionsmith.criteria.shot_checks import ShotTiming, cut_problems

__all__ = ["candidates", "retime"]

_HARD = 10**15  # one broken profile rule
_SHOT = 10**9  # one shot-change problem


def candidates(raw: int, targets: list[int], fps: FrameRate | None) -> list[int]:
    """The times a time ``raw`` may move to (see the module docstring),
    nearest first; ``targets`` are its shot-change targets in range.

    >>> from captionsmith.core.frames import parse_fps
    >>> candidates(1010, [1200], None), candidates(1010, [], parse_fps("25"))
    ([1010, 1200], [1000, 1040, 960, 1080])
    """
    base = [raw, *targets]
    if fps is not None:
        framed = []
        for c in base:
            low, high = fps.floor(c), fps.ceil(c)
            framed += [low, high, fps.floor(low - 1), fps.ceil(high + 1)]
        base = framed
    seen: dict[int, None] = {}
    for c in sorted(base, key=lambda c: (abs(c - raw), c)):
        if c >= 0:
            seen.setdefault(c, None)
    return list(seen)


def _near(cuts: tuple[int, ...], at: int, reach: int) -> list[int]:
    return list(cuts[bisect.bisect_left(cuts, at - reach) : bisect.bisect_right(cuts, at + reach)])


def retime(
    cues: list[Cue], profile: Profile, shots: ShotTiming | None, fps: FrameRate | None
) -> list[Cue]:
    """The cues with their times moved (see the module docstring); the
    same cues when there is neither a frame rate nor a shot change.

    >>> from captionsmith.core.frames import parse_fps
    >>> cues = [Cue(1, 10, 1010, ("Hi",)), Cue(2, 1250, 2300, ("there",))]
    >>> [(c.start_ms, c.end_ms) for c in retime(cues, Profile(), None, parse_fps("25"))]
    [(0, 1000), (1240, 2280)]
    >>> shots = ShotTiming((1200,), 500, 83)
    >>> [(c.start_ms, c.end_ms) for c in retime(cues, Profile(), shots, None)]
    [(10, 1117), (1200, 2300)]
    """
    if not cues or (fps is None and (shots is None or not shots.cuts)):
        return list(cues)
    p = profile
    gap = p.min_gap_ms
    cuts = shots.cuts if shots is not None else ()
    reach = shots.threshold_ms if shots is not None else 0
    # per cue: for each out-time candidate, (out-time, in-time, previous state)
    history: list[list[tuple[int, int, int]]] = []
    states: list[tuple[int | None, int]] = [(None, 0)]  # (previous out-time, cost)
    for cue in cues:
        chars = cue_chars(visible(cue), p.language)
        ins = candidates(cue.start_ms, _near(cuts, cue.start_ms, reach), fps)
        outs = candidates(cue.end_ms, [c - gap for c in _near(cuts, cue.end_ms + gap, reach)], fps)
        entering = []  # for each in-time: the cheapest way in, and from which state
        for a in ins:
            moved = abs(a - cue.start_ms)
            entering.append(
                min(
                    (cost + moved + (_HARD if b is not None and a - b < gap else 0), k)
                    for k, (b, cost) in enumerate(states)
                )
            )
        step: list[tuple[int, int, int]] = []
        costs: list[int] = []
        for b in outs:
            best: tuple[int, int, int] | None = None
            for a, (cost, k) in zip(ins, entering, strict=True):
                total = cost + abs(b - cue.end_ms) + _cue_cost(a, b, chars, p, shots)
                if best is None or total < best[0]:
                    best = (total, a, k)
            assert best is not None
            costs.append(best[0])
            step.append((b, best[1], best[2]))
        history.append(step)
        states = [(b, cost) for (b, _, _), cost in zip(step, costs, strict=True)]
    k = min(range(len(states)), key=lambda s: states[s][1])
    times: list[tuple[int, int]] = []
    for step in reversed(history):
        b, a, k = step[k]
        times.append((a, b))
    times.reverse()
    return [Cue(cue.index, a, b, cue.lines) for cue, (a, b) in zip(cues, times, strict=True)]


def _cue_cost(a: int, b: int, chars: int, p: Profile, shots: ShotTiming | None) -> int:
    duration = b - a
    if duration <= 0:
        return 4 * _HARD
    broken = (
        (duration < p.min_duration_ms)
        + (duration > p.max_duration_ms)
        + (not p.cps_ok(chars, duration))
    )
    problems = len(cut_problems(a, b, shots)) if shots is not None else 0
    return _HARD * broken + _SHOT * problems
