"""Tasks that carry a video's shot changes.

A generated task with ``GeneratorConfig(shot_changes=True)`` gets shot
changes drawn at the rate of its register (:class:`Register.shot_ms
<captionsmith.languages.speech_levels.Register>`, the mean shot length):
shot lengths are exponential with that mean and at least one second, and
each shot change lands in the next pause where a subtitle may end (the
language's cue boundaries,
:class:`~captionsmith.criteria.rules.SegmentationRules`) and that is long enough to end one before it (at least the profile's
minimum gap after the word before): editors cut in the pauses between
phrases far more often than inside a word or a phrase.
A drawn shot change that every segmentation of the words would have to
cross (the cue before it could not end in time, or would be too short) is
dropped (:func:`fitted_shot_changes`): a video may cut there, but then the
subtitle crosses it as the dialogue does, and the judge counts every
crossing.  The task is kept only if the reference solver on shot changes
(:func:`~captionsmith.solving.shots.solve_on_frames`, no frame rate) finds
a segmentation that crosses none and breaks no profile rule, so every such
task has a perfect answer.  The judge and the checker read the same
:class:`~captionsmith.criteria.shot_checks.ShotTiming`
(:func:`~captionsmith.criteria.shot_checks.task_shot_timing`): the Netflix
threshold of half a second, and the profile's minimum gap before a shot
change.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Sequence

from captionsmith.core.draws import between, exponential
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.words import Word
from captionsmith.criteria.checks import constraint_violations
from captionsmith.criteria.shot_checks import JUDGED, shot_findings, task_shot_timing
from captionsmith.solving.shots import FramedSolution, solve_on_frames

__all__ = ["MIN_SHOT_MS", "draw_shot_changes", "fitted_shot_changes", "shot_reference"]

MIN_SHOT_MS = 1000  # no generated shot is shorter than a second


def draw_shot_changes(
    rng: random.Random,
    words: list[Word],
    may_end: Sequence[bool],
    mean_shot_ms: int,
    min_gap_ms: int,
) -> tuple[int, ...]:
    """Shot changes (ms) over the span of ``words`` (see the module
    docstring); ``may_end[k]``: a subtitle may end after word k.  Uses only
    ``rng``.

    >>> ws = [Word("a", 0, 400), Word("b", 1500, 1900), Word("c", 5000, 5400)]
    >>> cuts = draw_shot_changes(random.Random(1), ws, [False, True, True], 2000, 83)
    >>> cuts and all(1900 + 83 <= c <= 5000 for c in cuts)
    True
    """
    # Where a shot change may fall: from the minimum gap after a word a
    # subtitle may end on to the start of the next word.
    slots = [
        (a.end_ms + min_gap_ms, b.start_ms)
        for a, b, ok in zip(words, words[1:], may_end, strict=False)
        if ok and b.start_ms - a.end_ms >= min_gap_ms
    ]
    if not slots:
        return ()
    highs = [high for _, high in slots]
    cuts: list[int] = []
    clock = words[0].start_ms
    last = words[-1].end_ms
    while True:
        clock += max(MIN_SHOT_MS, round(exponential(rng, 1 / mean_shot_ms)))
        k = bisect.bisect_left(highs, clock)  # the first slot not over yet
        if clock >= last or k == len(slots):
            return tuple(cuts)
        clock = between(rng, max(clock, slots[k][0]), slots[k][1])
        cuts.append(clock)


def fitted_shot_changes(
    words: list[Word], profile: Profile, cuts: tuple[int, ...]
) -> tuple[tuple[int, ...], list[Cue] | None]:
    """``cuts`` without those the exact solver's cues must cross, dropped
    until it crosses none (each round drops at least one, so at most
    ``len(cuts)`` rounds), and the reference on what is left
    (:func:`shot_reference`'s answer, without solving again).

    >>> ws = [Word("Hello", 0, 400), Word("there.", 450, 900), Word("Bye.", 1400, 1900)]
    >>> fitted_shot_changes(ws, Profile(), (430, 1200))[0]
    (1200,)
    """
    while True:
        found = solve_on_frames(words, profile, task_shot_timing(cuts, profile), None)
        crossed = {c for cue in found.unsnapped for c in cuts if cue.start_ms < c < cue.end_ms}
        if not (found.exact and found.crossings and crossed):
            return cuts, _checked(found, profile, cuts)
        cuts = tuple(c for c in cuts if c not in crossed)


def shot_reference(words: list[Word], profile: Profile, cuts: tuple[int, ...]) -> list[Cue] | None:
    """The reference answer of a task with shot changes: the exact solver's
    cues retimed onto the shot changes, if the solver needs to cross none,
    ends no cue inside a phrase only because the shot changes leave it no
    other end, and the retimed cues cross none, come no closer to one than
    the minimum gap and break no profile rule; else None.

    >>> ws = [Word("Hello", 0, 400), Word("there.", 450, 900), Word("Bye.", 1400, 1900)]
    >>> [(c.start_ms, c.end_ms, c.lines) for c in shot_reference(ws, Profile(), (1200,))]
    [(0, 1117, ('Hello there.',)), (1200, 2400, ('Bye.',))]
    """
    found = solve_on_frames(words, profile, task_shot_timing(cuts, profile), None)
    return _checked(found, profile, cuts)


def _checked(found: FramedSolution, profile: Profile, cuts: tuple[int, ...]) -> list[Cue] | None:
    """The solution's cues if they prove the task (see :func:`shot_reference`)."""
    if not found.exact or found.crossings or found.shot_forced or not found.cues:
        return None
    shots = task_shot_timing(cuts, profile)
    cues = found.cues
    # The checker's own tests: the profile's rules, and the shot-change
    # problems the judge costs.
    if constraint_violations(cues, profile):
        return None
    if shots is not None and shot_findings(cues, shots, JUDGED):
        return None
    return cues
