"""Frame and shot-change checks on cue times (``check --fps --shot-changes``).

The Netflix timing rules (DESIGN.md, "Frames and shot changes", cites
them): in- and out-times on frames; a cue does not cross a shot change
(``crossing``); its out-time is not closer to a shot change than the
minimum gap (``close``: "not 1 frame before or at" it); and an in- or
out-time within the threshold of a shot change (12 frames, half a second
at 24 fps) is snapped to it (``near``): the in-time *on* the shot change,
the out-time the minimum gap *before* it (with a frame rate, anywhere in
the frame slot that keeps the gap).  :func:`cut_problems` is the one
per-cue test (the solver's retiming counts it); :func:`shot_findings` and
:func:`frame_findings` word it as ``timing`` findings
(:class:`~captionsmith.core.findings.Finding`).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from captionsmith.core.findings import Finding, seconds
from captionsmith.core.frames import FrameRate
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue, format_timestamp
from captionsmith.core.words import seconds_to_ms

__all__ = [
    "DEFAULT_THRESHOLD_FRAMES",
    "DEFAULT_THRESHOLD_MS",
    "JUDGED",
    "ShotTiming",
    "cut_problems",
    "frame_findings",
    "shot_changes_from_json",
    "shot_findings",
    "snapped_in",
    "snapped_out",
    "span_crosses",
    "task_shot_timing",
]


def span_crosses(start_ms: int, end_ms: int, cuts: tuple[int, ...]) -> bool:
    """Whether one cue from a word starting at ``start_ms`` to a word ending
    at ``end_ms`` would cross a shot change (sorted ``cuts``): one after the
    start and before the end.  The judge asks it of two neighbouring cues
    joined: a boundary a shot change needs is no needless split.

    >>> span_crosses(0, 900, (950,)), span_crosses(0, 1900, (950,))
    (False, True)
    """
    k = bisect.bisect_right(cuts, start_ms)
    return k < len(cuts) and cuts[k] < end_ms


# What the judge costs in a task with shot changes: a cue across one, or
# ending closer to one than the minimum gap.  Snapping is accepted (a time
# on a shot change within the threshold is on time), not required: whether
# to snap depends on the neighbouring cues (solving.retime decides over the
# whole file), so no one cue can be faulted for not snapping.
JUDGED = ("crossing", "close")
# Netflix: snap to a shot change within 12 frames (half a second at 24 fps).
DEFAULT_THRESHOLD_FRAMES = 12
DEFAULT_THRESHOLD_MS = 500


@dataclass(frozen=True, slots=True)
class ShotTiming:
    """Shot changes (sorted ms), the snapping threshold in ms, the minimum
    gap in ms that an out-time keeps before a shot change, and the frame
    rate if the times are on frames.

    >>> from captionsmith.core.frames import parse_fps
    >>> ShotTiming((2000,), 500, 83).slack, ShotTiming((2000,), 480, 83, parse_fps("25")).slack
    (0, 39)
    """

    cuts: tuple[int, ...]
    threshold_ms: int
    gap_ms: int
    fps: FrameRate | None = None

    @property
    def slack(self) -> int:
        """How much earlier than ``cut - gap_ms`` an out-time still touches
        the cut: the rest of its frame with a frame rate, else none."""
        return 0 if self.fps is None else self.fps.frame_ms - 1

    def threshold_text(self) -> str:
        frames = f" ({round(self.threshold_ms * self.fps.rate / 1000)} frames)" if self.fps else ""
        return f"{seconds(self.threshold_ms)} s{frames}"


def cut_problems(start: int, end: int, shots: ShotTiming) -> list[tuple[str, int]]:
    """What is wrong with a cue shown from ``start`` to ``end`` ms against
    the shot changes, as (kind, shot change) pairs: ``crossing`` for each
    shot change strictly inside, ``close`` or ``near`` for the first shot
    change at or after the out-time, ``starts_near`` for the last one
    before the in-time.

    >>> shots = ShotTiming((2000, 6000), 500, 83)
    >>> cut_problems(1000, 2500, shots), cut_problems(1000, 1960, shots)
    ([('crossing', 2000)], [('close', 2000)])
    >>> cut_problems(2100, 5700, shots), cut_problems(2000, 5917, shots)
    ([('starts_near', 2000), ('near', 6000)], [])
    """
    cuts, out = shots.cuts, list[tuple[str, int]]()
    if not cuts:
        return out
    first = bisect.bisect_right(cuts, start)
    k = first
    while k < len(cuts) and cuts[k] < end:
        out.append(("crossing", cuts[k]))
        k += 1
    if k < len(cuts) and cuts[k] > start:
        away = cuts[k] - end
        if away < shots.gap_ms:
            out.append(("close", cuts[k]))
        elif shots.gap_ms + shots.slack < away <= shots.threshold_ms:
            out.append(("near", cuts[k]))
    if first > 0 and 0 < start - cuts[first - 1] <= shots.threshold_ms:
        out.insert(0, ("starts_near", cuts[first - 1]))
    return out


def snapped_in(at: int, first_start: int, first_end: int, shots: ShotTiming) -> bool:
    """Whether an in-time ``at`` is a shot change a cue may start on instead
    of its first word's start: within the threshold of it, before the word
    ends.

    >>> shots = ShotTiming((1600,), 500, 83)
    >>> snapped_in(1600, 2000, 2300, shots), snapped_in(1600, 2200, 2300, shots)
    (True, False)
    """
    low = first_start - shots.threshold_ms
    high = min(first_start + shots.threshold_ms, first_end - 1)
    return low <= at <= high and _is_cut(shots, at)


def snapped_out(at: int, low: int, high: int, shots: ShotTiming) -> bool:
    """Whether an out-time ``at`` is the minimum gap before a shot change,
    within the threshold of the cue's end window ``low`` to ``high``.

    >>> shots = ShotTiming((3000,), 500, 83)
    >>> snapped_out(2917, 2000, 2500, shots), snapped_out(2917, 2000, 2400, shots)
    (True, False)
    """
    reach = shots.threshold_ms
    return low - reach <= at <= high + reach and _is_cut(shots, at + shots.gap_ms)


def _is_cut(shots: ShotTiming, at: int) -> bool:
    k = bisect.bisect_left(shots.cuts, at)
    return k < len(shots.cuts) and shots.cuts[k] == at


def shot_findings(
    cues: list[Cue], shots: ShotTiming, kinds: tuple[str, ...] | None = None
) -> list[Finding]:
    """A ``timing`` finding (rule ``shot_change``) for each problem of
    :func:`cut_problems` (of ``kinds`` only, if given), in cue order.

    >>> cues = [Cue(1, 1000, 2500, ("Hello",)), Cue(2, 5300, 6300, ("there",))]
    >>> for f in shot_findings(cues, ShotTiming((2000, 5000), 500, 83)):
    ...     print(f)
    cue 1: crosses the shot change at 00:00:02,000 (on screen 1.000 s before it and 0.500 s after)
    cue 2: starts 0.300 s after the shot change at 00:00:05,000, within 0.500 s: start on the shot change
    """
    out = []
    for cue in cues:
        for kind, cut in cut_problems(cue.start_ms, cue.end_ms, shots):
            if kinds is not None and kind not in kinds:
                continue
            at = format_timestamp(cut)
            if kind == "crossing":
                message = (
                    f"crosses the shot change at {at} (on screen {seconds(cut - cue.start_ms)} s "
                    f"before it and {seconds(cue.end_ms - cut)} s after)"
                )
            elif kind == "close":
                when = f"{seconds(cut - cue.end_ms)} s before" if cut > cue.end_ms else "on"
                message = (
                    f"ends {when} the shot change at {at}, less "
                    f"than the minimum gap {seconds(shots.gap_ms)} s: end it "
                    f"{seconds(shots.gap_ms)} s before the shot change"
                )
            elif kind == "near":
                message = (
                    f"ends {seconds(cut - cue.end_ms)} s before the shot change at {at}, within "
                    f"{shots.threshold_text()}: end it {seconds(shots.gap_ms)} s before the "
                    "shot change"
                )
            else:
                message = (
                    f"starts {seconds(cue.start_ms - cut)} s after the shot change at {at}, "
                    f"within {shots.threshold_text()}: start on the shot change"
                )
            out.append(
                Finding(
                    "timing",
                    "shot_change",
                    message,
                    cue=cue.index,
                    measured=abs(cut - (cue.start_ms if kind == "starts_near" else cue.end_ms))
                    / 1000,
                    limit=shots.threshold_ms / 1000,
                )
            )
    return out


def frame_findings(cues: list[Cue], fps: FrameRate) -> list[Finding]:
    """A ``timing`` finding (rule ``frame``) for each in- or out-time that
    is not on a frame (:meth:`~captionsmith.core.frames.FrameRate.on_frame`).

    >>> from captionsmith.core.frames import parse_fps
    >>> [str(f) for f in frame_findings([Cue(1, 1000, 2010, ("Hi",))], parse_fps("25"))]
    ['cue 1: ends at 00:00:02,010, not on a frame at 25 fps (nearest 00:00:02,000)']
    """
    out = []
    for cue in cues:
        for side, ms in (("starts", cue.start_ms), ("ends", cue.end_ms)):
            if not fps.on_frame(ms):
                nearest = format_timestamp(fps.snap(ms))
                message = (
                    f"{side} at {format_timestamp(ms)}, not on a frame at {fps} (nearest {nearest})"
                )
                out.append(Finding("timing", "frame", message, cue=cue.index))
    return out


def task_shot_timing(cuts: tuple[int, ...], profile: Profile) -> ShotTiming | None:
    """How a task's shot changes are judged: the Netflix threshold (half a
    second) and the profile's minimum gap; None for a task without any.

    >>> task_shot_timing((2000,), Profile())
    ShotTiming(cuts=(2000,), threshold_ms=500, gap_ms=83, fps=None)
    >>> task_shot_timing((), Profile()) is None
    True
    """
    if not cuts:
        return None
    return ShotTiming(tuple(sorted(cuts)), DEFAULT_THRESHOLD_MS, profile.min_gap_ms)


def shot_changes_from_json(value: object) -> tuple[int, ...]:
    """A task line's ``shot_changes`` (seconds) as sorted integer ms, with a
    one-line error for anything else.

    >>> shot_changes_from_json([2.5, 1.0])
    (1000, 2500)
    >>> shot_changes_from_json("2.5")
    Traceback (most recent call last):
    ...
    ValueError: shot_changes must be a list of times in seconds, got '2.5'
    """
    if not isinstance(value, list):
        raise ValueError(f"shot_changes must be a list of times in seconds, got {value!r}")
    cuts = []
    for n, item in enumerate(value):
        try:
            cuts.append(seconds_to_ms(item, "time", n))
        except ValueError as exc:
            raise ValueError(f"shot_changes: {exc}".replace("word ", "shot change ")) from None
    return tuple(sorted(cuts))
