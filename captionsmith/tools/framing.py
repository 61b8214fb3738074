"""``--fps``, ``--shot-changes`` and the profile stated in frames, for
``solve`` and ``check``.

* ``--fps RATE`` (:data:`captionsmith.core.frames.FRAME_RATES`): ``solve``
  puts every in- and out-time on a frame; ``check`` reports a time that is
  not on one.  ``--min-gap-frames``, ``--min-duration-frames`` and
  ``--max-duration-frames`` state those profile numbers in frames (they
  need ``--fps``; a minimum is rounded down to whole ms, a maximum up, see
  :meth:`~captionsmith.core.frames.FrameRate.span_ms`) and replace the
  profile's seconds.
* ``--shot-changes FILE`` (:func:`captionsmith.core.frames.read_shot_changes`):
  ``solve`` keeps cues from crossing them and snaps in- and out-times to
  them (:mod:`captionsmith.solving.shots`); ``check`` reports a cue that
  crosses one, or starts or ends within the threshold of one without
  touching it (:mod:`captionsmith.criteria.shot_checks`).  The threshold
  is ``--shot-threshold`` seconds or ``--shot-threshold-frames`` frames;
  by default 12 frames with ``--fps``, else 0.5 s (Netflix).

Every mistake is a :class:`~captionsmith.core.fileio.UserError` of one line.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from captionsmith.core.fileio import UserError, read_text
from captionsmith.core.findings import Finding, stated_once
from captionsmith.core.frames import FRAME_RATES, FrameRate, parse_fps, read_shot_changes
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.words import Word
from captionsmith.criteria.checks import constraint_violations
from captionsmith.criteria.shot_checks import (
    DEFAULT_THRESHOLD_FRAMES,
    DEFAULT_THRESHOLD_MS,
    ShotTiming,
    frame_findings,
    shot_findings,
)
from captionsmith.judging.scoring import score_cues
from captionsmith.solving.shots import solve_on_frames

__all__ = ["FRAME_FIELDS", "Framing", "add_frame_options", "framing_from_args"]

# --X-frames flag -> (the profile attribute it sets, the seconds flag it replaces, a maximum)
FRAME_FIELDS = {
    "min_gap_frames": ("min_gap_ms", "min_gap", False),
    "min_duration_frames": ("min_duration_ms", "min_duration", False),
    "max_duration_frames": ("max_duration_ms", "max_duration", True),
}


def _fps(text: str) -> FrameRate:
    try:
        return parse_fps(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _frames(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"takes a whole number of frames, got {text!r}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError(f"takes seconds from 0 to 60, got {text!r}")
    return value


def add_frame_options(parser: argparse.ArgumentParser, checking: bool = False) -> None:
    """The frame and shot-change flags of ``solve`` (``checking``: of ``check``)."""
    does = (
        "report an in- or out-time that is not on a frame"
        if checking
        else "put every in- and out-time on a frame (the nearest that keeps the profile)"
    )
    group = parser.add_argument_group("frames and shot changes")
    group.add_argument(
        "--fps",
        type=_fps,
        metavar="RATE",
        help=f"the video's frame rate ({', '.join(FRAME_RATES)}): {does}",
    )
    for flag, (_, seconds_flag, _) in FRAME_FIELDS.items():
        group.add_argument(
            "--" + flag.replace("_", "-"),
            type=_frames,
            metavar="N",
            help=f"the profile's {seconds_flag} in frames at --fps (instead of seconds)",
        )
    shots = (
        "report a cue that crosses a shot change, or starts or ends within the threshold of "
        "one without touching it"
        if checking
        else "keep cues from crossing a shot change unless the speech does, and snap in- and "
        "out-times within the threshold to it"
    )
    group.add_argument(
        "--shot-changes",
        metavar="FILE",
        help="shot-change times, one a line (seconds, HH:MM:SS.mmm, or HH:MM:SS:FF with --fps), "
        f"or PySceneDetect's list-scenes CSV: {shots}",
    )
    group.add_argument(
        "--shot-threshold",
        type=_seconds,
        metavar="S",
        help="snap to a shot change within this many seconds (default: 12 frames with "
        "--fps, else 0.5)",
    )
    group.add_argument(
        "--shot-threshold-frames",
        type=_frames,
        metavar="N",
        help="the threshold in frames at --fps",
    )


@dataclass(frozen=True, slots=True)
class Framing:
    """What the frame flags ask for: the profile with its frame-stated
    numbers, the frame rate and the shot changes (each None if not asked)."""

    profile: Profile
    fps: FrameRate | None
    shots: ShotTiming | None

    def findings(self, cues: list[Cue]) -> list[Finding]:
        """The frame and shot-change findings of ``cues``, in that order."""
        out = frame_findings(cues, self.fps) if self.fps is not None else []
        return out + (shot_findings(cues, self.shots) if self.shots is not None else [])

    def solve(self, words: Sequence[Word]) -> tuple[list[Cue], list[Finding], list[Finding]]:
        """Cues for ``words`` on frames and shot changes
        (:func:`captionsmith.solving.shots.solve_on_frames`), the problems
        they have (the scorer's word and segmentation findings of the
        segmentation, and the profile's findings of the retimed cues), and
        the shot changes they still cross or miss (where the speech runs
        across one, or snapping would break the profile)."""
        found = solve_on_frames(list(words), self.profile, self.shots, self.fps)
        scored = score_cues(list(words), self.profile, found.unsnapped).findings
        problems = [f for f in stated_once(list(scored)) if f.kind not in ("profile", "timing")]
        problems += constraint_violations(found.cues, self.profile)
        return found.cues, problems, self.findings(found.cues)


def framing_from_args(
    args: argparse.Namespace, profile: Profile, task_cuts: tuple[int, ...] = ()
) -> Framing | None:
    """The :class:`Framing` of the frame flags on ``profile``; None when no
    frame flag is given and the task carries no shot changes
    (``task_cuts``, ms: a task line's ``shot_changes``, which
    ``--shot-changes FILE`` replaces)."""
    fps: FrameRate | None = getattr(args, "fps", None)
    frames = {f: getattr(args, f, None) for f in FRAME_FIELDS}
    path = getattr(args, "shot_changes", None)
    threshold_s = getattr(args, "shot_threshold", None)
    threshold_frames = getattr(args, "shot_threshold_frames", None)
    if fps is None and path is None and not task_cuts and all(v is None for v in frames.values()):
        if threshold_s is not None or threshold_frames is not None:
            raise UserError("--shot-threshold is for --shot-changes FILE")
        return None
    changes: dict[str, Any] = {}
    for flag, value in frames.items():
        if value is None:
            continue
        attribute, seconds_flag, maximum = FRAME_FIELDS[flag]
        dashed = "--" + flag.replace("_", "-")
        if fps is None:
            raise UserError(f"{dashed} needs --fps, the frame rate to count in")
        if getattr(args, f"set_{seconds_flag}", None) is not None:
            raise UserError(f"give --{seconds_flag.replace('_', '-')} or {dashed}, not both")
        changes[attribute] = fps.span_ms(value, maximum=maximum)
    try:
        profile = replace(profile, **changes) if changes else profile
    except ValueError as exc:
        raise UserError(f"profile: {exc}") from None
    if path is None and not task_cuts:
        if threshold_s is not None or threshold_frames is not None:
            raise UserError("--shot-threshold is for --shot-changes FILE")
        return Framing(profile, fps, None)
    if threshold_s is not None and threshold_frames is not None:
        raise UserError("give --shot-threshold or --shot-threshold-frames, not both")
    if threshold_frames is not None and fps is None:
        raise UserError("--shot-threshold-frames needs --fps, the frame rate to count in")
    if threshold_s is not None:
        threshold = round(threshold_s * 1000)
    elif fps is not None:
        count = DEFAULT_THRESHOLD_FRAMES if threshold_frames is None else threshold_frames
        threshold = fps.span_ms(count, maximum=True)
    else:
        threshold = DEFAULT_THRESHOLD_MS
    if path is None:
        cuts = list(task_cuts)
    else:
        try:
            cuts = read_shot_changes(read_text(path), fps)
        except ValueError as exc:
            raise UserError(f"{path}: {exc}") from None
    return Framing(profile, fps, ShotTiming(tuple(cuts), threshold, profile.min_gap_ms, fps))
