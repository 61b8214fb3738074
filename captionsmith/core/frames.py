"""Video frames and shot changes, in integer milliseconds (standard library only).

* :class:`FrameRate`: one of :data:`FRAME_RATES` (23.976, 24, 25, 29.97,
  30, 50, 59.94, 60; the NTSC rates are exactly 24000/1001, 30000/1001 and
  60000/1001).  Frame ``k`` starts at ``k / fps`` seconds; written in
  integer ms it is that time **rounded to the nearest ms, a half up**
  (:meth:`FrameRate.time_of`), so at 23.976 fps frame 1 is 42 ms and frame
  12 is 501 ms.  A time is *on a frame* (:meth:`FrameRate.on_frame`) when it
  is within 1 ms of a frame's exact time: the ms a subtitle file can state,
  whether its writer rounded or truncated.
* Frame counts as ms (:meth:`FrameRate.span_ms`): rounded down for a
  minimum (gap, minimum duration) and up for a maximum, so that every span
  of exactly N frames between frame times passes its limit.
* Shot changes (:func:`read_shot_changes`): a plain list of times, one a
  line (seconds, ``HH:MM:SS.mmm``, or ``HH:MM:SS:FF`` or drop-frame
  ``HH:MM:SS;FF`` with a frame rate;
  blank lines and ``#`` comments are skipped), or the CSV PySceneDetect's
  ``list-scenes`` writes, with or without its first ``Timecode List:`` row:
  each scene after the first starts at a shot change (its ``Start Time
  (seconds)``, else its ``Start Timecode``).  Times come back sorted,
  distinct, in ms, on frames when a frame rate is given.  Every mistake is
  a ``ValueError`` of one line naming the line of the file.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from fractions import Fraction

__all__ = [
    "FRAME_RATES",
    "FrameRate",
    "parse_fps",
    "parse_time",
    "read_shot_changes",
]

# The frame rates a subtitle is timed to, by the name a user gives.
FRAME_RATES: dict[str, Fraction] = {
    "23.976": Fraction(24000, 1001),
    "24": Fraction(24),
    "25": Fraction(25),
    "29.97": Fraction(30000, 1001),
    "30": Fraction(30),
    "50": Fraction(50),
    "59.94": Fraction(60000, 1001),
    "60": Fraction(60),
}


@dataclass(frozen=True, slots=True)
class FrameRate:
    """A frame rate, and the frame grid in integer ms.

    >>> fps = parse_fps("25")
    >>> fps.time_of(3), fps.frame_of(130), fps.on_frame(120), fps.on_frame(130)
    (120, 3, True, False)
    >>> ntsc = parse_fps("23.976")
    >>> ntsc.time_of(1), ntsc.time_of(12), ntsc.on_frame(41), ntsc.on_frame(43)
    (42, 501, True, False)
    """

    name: str
    rate: Fraction

    def __str__(self) -> str:
        return f"{self.name} fps"

    @property
    def nominal(self) -> int:
        """Frames per timecode second (30 at 29.97): what ``:FF`` counts."""
        return round(self.rate)

    def _exact(self, frame: int) -> Fraction:
        return frame * 1000 / self.rate

    def time_of(self, frame: int) -> int:
        """Frame ``frame``'s start in ms, rounded to the nearest ms (a half up)."""
        exact = self._exact(frame)
        return int((exact + Fraction(1, 2)).__floor__())

    def frame_of(self, ms: int) -> int:
        """The frame whose start is nearest ``ms`` (the earlier on a tie)."""
        below = int((ms * self.rate / 1000).__floor__())
        return below + (ms - self._exact(below) > self._exact(below + 1) - ms)

    def floor(self, ms: int) -> int:
        """The latest frame time at or before ``ms``."""
        k = int((ms * self.rate / 1000).__floor__())
        while self.time_of(k) > ms:
            k -= 1
        return self.time_of(k)

    def ceil(self, ms: int) -> int:
        """The earliest frame time at or after ``ms``."""
        k = int((ms * self.rate / 1000).__ceil__())
        while self.time_of(k) < ms:
            k += 1
        return self.time_of(k)

    def snap(self, ms: int) -> int:
        """``ms`` on its nearest frame (:meth:`time_of`)."""
        return self.time_of(self.frame_of(ms))

    def on_frame(self, ms: int) -> bool:
        """Whether ``ms`` is within 1 ms of a frame's exact start (rounded
        or truncated, a frame time is one of the ms a file can write)."""
        return abs(ms - self._exact(self.frame_of(ms))) < 1

    def span_ms(self, frames: int, maximum: bool = False) -> int:
        """``frames`` frames in ms: rounded down (a minimum), or up (``maximum``).

        >>> fps = parse_fps("23.976")
        >>> fps.span_ms(2), fps.span_ms(2, maximum=True), parse_fps("25").span_ms(12)
        (83, 84, 480)
        """
        exact = self._exact(frames)
        return int(exact.__ceil__() if maximum else exact.__floor__())

    @property
    def frame_ms(self) -> int:
        """One frame, in whole ms rounded up (40 at 25 fps, 42 at 23.976)."""
        return self.span_ms(1, maximum=True)


def parse_fps(text: str) -> FrameRate:
    """One of :data:`FRAME_RATES` by its name (``25``, ``25.0`` and
    ``29.970`` are accepted too); a ``ValueError`` naming ``fps`` otherwise.

    >>> parse_fps("29.97").rate, parse_fps("25.0").name
    (Fraction(30000, 1001), '25')
    >>> parse_fps("26")
    Traceback (most recent call last):
    ...
    ValueError: fps must be one of 23.976, 24, 25, 29.97, 30, 50, 59.94, 60, got '26'
    """
    name = text.strip()
    if re.fullmatch(r"\d+(\.\d+)?", name):
        name = name.rstrip("0").rstrip(".") if "." in name else name
    if name not in FRAME_RATES:
        raise ValueError(f"fps must be one of {', '.join(FRAME_RATES)}, got {text!r}")
    return FrameRate(name, FRAME_RATES[name])


_CLOCK = re.compile(r"(\d+):([0-5]\d):([0-5]\d)(?:([.,])(\d{1,3})|([:;])(\d{2}))?")
# Drop-frame timecode (``HH:MM:SS;FF``): frame numbers skipped at each minute
# not divisible by ten, so the count keeps up with the NTSC clock.
_DROPPED = {"29.97": 2, "59.94": 4}


def parse_time(text: str, fps: FrameRate | None = None) -> int:
    """A time as integer ms (rounded to the nearest): seconds (``12.5``),
    ``HH:MM:SS.mmm`` (or ``,mmm``), ``HH:MM:SS:FF`` (non-drop-frame
    timecode, FF counting the rate's nominal frames; needs ``fps``) or
    ``HH:MM:SS;FF`` (drop-frame timecode, at 29.97 or 59.94 fps: frame numbers
    0 and 1, or 0 to 3, are skipped at each minute not divisible by ten).

    >>> parse_time("12.5"), parse_time("00:01:02.250"), parse_time("00:00:01:12", parse_fps("25"))
    (12500, 62250, 1480)
    >>> ntsc = parse_fps("29.97")
    >>> parse_time("00:01:00;02", ntsc), parse_time("00:01:00:02", ntsc)
    (60060, 60127)
    >>> parse_time("00:10:00;00", ntsc), parse_time("01:00:00;00", ntsc)  # the clock, within ms
    (599999, 3599996)
    >>> parse_time("00:00:01:12")
    Traceback (most recent call last):
    ...
    ValueError: '00:00:01:12' counts frames (HH:MM:SS:FF): give the frame rate with --fps
    """
    value = text.strip()
    if re.fullmatch(r"\d+(\.\d+)?", value):
        return int((Fraction(value) * 1000 + Fraction(1, 2)).__floor__())
    match = _CLOCK.fullmatch(value)
    if match is None:
        raise ValueError(
            f"{value!r} is not a time (seconds, HH:MM:SS.mmm, HH:MM:SS:FF or HH:MM:SS;FF)"
        )
    hours, minutes, secs, _, millis, mark, frames = match.groups()
    whole = (int(hours) * 60 + int(minutes)) * 60 + int(secs)
    if frames is None:
        return whole * 1000 + (int(millis.ljust(3, "0")) if millis else 0)
    if fps is None:
        raise ValueError(f"{value!r} counts frames (HH:MM:SS:FF): give the frame rate with --fps")
    if int(frames) >= fps.nominal:
        raise ValueError(f"{value!r}: frame {frames} does not exist at {fps}")
    number = whole * fps.nominal + int(frames)
    if mark == ";":
        dropped = _DROPPED.get(fps.name)
        if dropped is None:
            raise ValueError(
                f"{value!r} is drop-frame timecode (;), which only 29.97 and 59.94 fps use"
            )
        total_minutes = int(hours) * 60 + int(minutes)
        if int(secs) == 0 and int(frames) < dropped and total_minutes % 10:
            raise ValueError(f"{value!r}: drop-frame timecode skips frames 0 to {dropped - 1} here")
        number -= dropped * (total_minutes - total_minutes // 10)
    return fps.time_of(number)


# PySceneDetect's list-scenes CSV: the columns a shot change is read from.
_SECONDS_COLUMN = "Start Time (seconds)"
_TIMECODE_COLUMN = "Start Timecode"


def read_shot_changes(text: str, fps: FrameRate | None = None) -> list[int]:
    """The shot changes a file lists, in ms (see the module docstring).

    >>> read_shot_changes("# cuts\\n1.5\\n00:00:04.000\\n\\n1.5\\n")
    [1500, 4000]
    >>> scenes = ("Scene Number,Start Frame,Start Timecode,Start Time (seconds),End Frame\\n"
    ...           "1,1,00:00:00.000,0.000,50\\n2,51,00:00:02.000,2.000,125\\n")
    >>> read_shot_changes("Timecode List:,00:00:02.000\\n" + scenes), read_shot_changes(scenes)
    ([2000], [2000])
    >>> read_shot_changes("1.5\\nsoon\\n")
    Traceback (most recent call last):
    ...
    ValueError: line 2: 'soon' is not a time (seconds, HH:MM:SS.mmm, HH:MM:SS:FF or HH:MM:SS;FF)
    """
    lines = text.removeprefix("\ufeff").splitlines()
    header = next((n for n, line in enumerate(lines[:2]) if line.startswith("Scene Number")), None)
    if header is not None:
        times = _scene_starts(lines, header, fps)
    elif lines and lines[0].startswith("Timecode List:"):
        raise ValueError(
            "line 2: a PySceneDetect scene list needs its 'Scene Number,...' header here"
        )
    else:
        times = []
        for number, line in enumerate(lines, start=1):
            value = line.split("#", 1)[0].strip()
            if value:
                times.append(_time_at(value, number, fps))
    if fps is not None:
        times = [fps.snap(ms) for ms in times]
    return sorted(set(times))


def _time_at(value: str, number: int, fps: FrameRate | None) -> int:
    try:
        return parse_time(value, fps)
    except ValueError as exc:
        raise ValueError(f"line {number}: {exc}") from None


def _scene_starts(lines: list[str], header: int, fps: FrameRate | None) -> list[int]:
    """The start of every scene after the first of a PySceneDetect CSV
    whose header row is ``lines[header]``."""
    rows = list(csv.reader(lines[header:]))
    names = [name.strip() for name in rows[0]]
    column = next((names.index(c) for c in (_SECONDS_COLUMN, _TIMECODE_COLUMN) if c in names), None)
    if column is None:
        raise ValueError(
            f"line {header + 1}: a PySceneDetect scene list needs a "
            f"{_SECONDS_COLUMN!r} or {_TIMECODE_COLUMN!r} column"
        )
    times = []
    for offset, row in enumerate(rows[1:], start=header + 2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) <= column:
            raise ValueError(f"line {offset}: {len(row)} columns, the header has {len(names)}")
        times.append(_time_at(row[column], offset, fps))
    return times[1:]  # the first scene starts the video, not at a cut
