"""The reference solver on a video's frames and shot changes.

``solve_on_frames(words, profile, shots, fps)`` segments like
:func:`captionsmith.solving.solver.solve`, with two changes, then retimes
(:func:`captionsmith.solving.retime.retime`):

* **A cue does not cross a shot change unless the speech does** (Netflix:
  "cross only when the dialogue crosses").  :class:`ShotRules` caps a
  cue's reference end at the minimum gap before the first shot change at
  or after its last word's end (as if the next cue started there), and
  counts the shot changes a cue of words i..j-1 must cross
  (:meth:`ShotRules.crossings`): those after its first word's start and
  before its last word's end, except one its in-time can be snapped onto
  (within the threshold after the first word's start, before that word
  ends).  The DP (:func:`shot_forward`) minimises the crossings first
  (:data:`CROSSING_COST` outweighs every other cost), then the solver's
  own cost, so a cue crosses a shot change only when no valid
  segmentation avoids it.  The needless-split merge
  (:func:`~captionsmith.solving.solver.merge_splits`) never joins two cues
  across a shot change their boundary avoids.
* When no segmentation meets the profile at all, the best-effort solver's
  cues (:func:`~captionsmith.solving.best_effort.solve_best_effort`) are
  retimed instead (``exact`` is False).
"""

from __future__ import annotations

import bisect
import itertools
from dataclasses import dataclass, field

from captionsmith.core.frames import FrameRate
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria.flaws import split_verdict
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.shot_checks import ShotTiming, span_crosses
from captionsmith.solving.best_effort import solve_best_effort
from captionsmith.solving.retime import retime
from captionsmith.solving.solver import (
    Segment,
    forward,
    merge_splits,
    reference_segments,
    segments_to_cues,
)

__all__ = [
    "CROSSING_COST",
    "FramedSolution",
    "ShotRules",
    "guarded_merge",
    "shot_forward",
    "solve_on_frames",
]

# More than any segmentation's other costs: fewest crossings first.
CROSSING_COST = 10**12


@dataclass
class ShotRules(SegmentationRules):
    """:class:`~captionsmith.criteria.rules.SegmentationRules` with shot
    changes (``cuts``, sorted ms) and the snapping threshold in ms.

    >>> ws = [Word("Hello", 0, 400), Word("there.", 450, 900), Word("Bye.", 1400, 1900)]
    >>> t = ShotRules(ws, Profile(), cuts=(950,), threshold_ms=500)
    >>> t.crossings(0, 3), t.crossings(0, 2), t.cue_timing(0, 2, 1)
    (1, 0, CueTiming(start_ms=0, end_ms=867, chars=12, feasible=False))
    """

    cuts: tuple[int, ...] = ()
    threshold_ms: int = 0
    _latest_in: list[int] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.cuts = tuple(sorted(self.cuts))
        self._latest_in = [
            min(s + self.threshold_ms, e - 1) for s, e in zip(self.starts, self.ends, strict=True)
        ]

    def _reference_end(self, i: int, j: int, chars: int) -> tuple[int, int]:
        next_start = self.starts[j] if j < len(self.words) else None
        k = bisect.bisect_left(self.cuts, self.ends[j - 1])
        if k < len(self.cuts) and (next_start is None or self.cuts[k] < next_start):
            next_start = self.cuts[k]
        return self.timing.reference_end(self.starts[i], self.ends[j - 1], chars, next_start)

    def crossings(self, i: int, j: int) -> int:
        """The shot changes the cue of words i..j-1 must cross."""
        cuts, start = self.cuts, self.starts[i]
        first = bisect.bisect_right(cuts, start)
        inside = bisect.bisect_left(cuts, self.ends[j - 1]) - first
        if inside > 0 and cuts[first] <= self._latest_in[i]:
            inside -= 1  # the in-time can start on it
        return max(0, inside)


def shot_forward(
    t: ShotRules, start: int, stop: int
) -> tuple[list[int | None], list[tuple[int, tuple[int, ...]] | None]]:
    """:func:`captionsmith.solving.solver.forward` with each crossing of a
    shot change costing :data:`CROSSING_COST`."""
    if not t.cuts:
        return forward(t, start, stop)
    return forward(t, start, stop, lambda i, j: CROSSING_COST * t.crossings(i, j))


def guarded_merge(t: ShotRules, segments: list[Segment]) -> list[Segment]:
    """:func:`~captionsmith.solving.solver.merge_splits` within each run of
    cues whose boundaries no shot change needs (joining the two cues would
    cross more shot changes than they do)."""
    out: list[Segment] = []
    run: list[Segment] = []
    for s in segments:
        if run and t.crossings(run[-1].i, s.j) > t.crossings(run[-1].i, run[-1].j) + t.crossings(
            s.i, s.j
        ):
            out += merge_splits(t, run)
            run = []
        run.append(s)
    return out + merge_splits(t, run)


@dataclass(frozen=True, slots=True)
class FramedSolution:
    """Cues timed on frames and shot changes (``cues``), the same cues with
    the reference timing before retiming (``unsnapped``), whether they
    are the exact solver's (False: the best-effort solver's), and how many
    shot changes the exact solver's cues must cross (0 when not exact)."""

    cues: list[Cue]
    unsnapped: list[Cue]
    exact: bool
    crossings: int = 0
    # A cue ends inside a phrase, or splits what could be one cue, only
    # because the shot changes leave no other end: the judge, which reads
    # forced boundaries from the words and the profile alone, and excuses a
    # split only where the joined cue would cross a shot change, prices it,
    # so such cues prove no task.
    shot_forced: bool = False


def solve_on_frames(
    words: list[Word], profile: Profile, shots: ShotTiming | None, fps: FrameRate | None
) -> FramedSolution:
    """Cues for ``words`` that avoid crossing ``shots``' shot changes where
    the speech allows, with in- and out-times snapped to shot changes and
    frames while keeping the profile (see the module docstring).

    >>> from captionsmith.core.frames import parse_fps
    >>> ws = [Word("Hello", 0, 400), Word("there.", 450, 900), Word("Bye.", 1400, 1900)]
    >>> shots = ShotTiming((1200,), 480, 80, parse_fps("25"))
    >>> found = solve_on_frames(ws, Profile(min_gap_ms=80), shots, parse_fps("25"))
    >>> [(c.start_ms, c.end_ms, c.lines) for c in found.cues]
    [(0, 1120, ('Hello there.',)), (1200, 2400, ('Bye.',))]
    """
    cuts = shots.cuts if shots is not None else ()
    threshold = shots.threshold_ms if shots is not None else 0
    t = ShotRules(list(words), profile, cuts=cuts, threshold_ms=threshold)
    n = len(t)
    best, back = shot_forward(t, 0, n) if n else ([0], [None])
    total = best[n] if n else 0
    shot_forced = False
    if total is None:
        unsnapped = solve_best_effort(list(words), profile)
        exact, crossings = False, 0
    else:
        segments = guarded_merge(t, reference_segments(t, back)) if n else []
        unsnapped = segments_to_cues(t, segments)
        exact, crossings = True, total // CROSSING_COST
        if cuts:
            shot_forced = _priced(SegmentationRules(list(words), profile), segments, cuts)
    return FramedSolution(
        retime(unsnapped, profile, shots, fps), unsnapped, exact, crossings, shot_forced
    )


def _priced(t: SegmentationRules, segments: list[Segment], cuts: tuple[int, ...]) -> bool:
    """Whether the judge, reading ``t``'s words and profile alone, prices a
    cue end of these segments: one inside a phrase, or a needless split
    (:func:`~captionsmith.criteria.flaws.split_verdict`) where the two cues
    joined would cross no shot change."""
    if any(t.cue_end_verdict(s.i, s.j) is Verdict.UNNATURAL for s in segments):
        return True
    return any(
        split_verdict(t, a.i, a.j, b.j) is not None
        and not span_crosses(t.starts[a.i], t.ends[b.j - 1], cuts)
        for a, b in itertools.pairwise(segments)
    )
