"""Profile checks on parsed cues, independent of any source transcript.

``constraint_violations(cues, profile)`` lists every cue that breaks a rule
of the profile: too many lines, a line too wide, too short, too long, too
fast (cps), or too close to the next cue (the gap is charged to the earlier
cue).  Line width is measured in display columns
(:func:`captionsmith.text.display_width`) and reading speed in characters
(:func:`captionsmith.text.count_chars`), the functions the solver uses.
All arithmetic is on integers, so any parsed time is safe.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from captionsmith.profile import Profile
from captionsmith.srt import Cue
from captionsmith.text import count_chars, display_width, strip_style_tags

__all__ = [
    "PROFILE_RULES",
    "Violation",
    "constraint_violations",
    "cue_chars",
    "cue_problems",
    "displayed",
]

PROFILE_RULES = ("lines", "chars_per_line", "min_duration", "max_duration", "cps", "gap")


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule in one cue (``cue`` is the SRT index)."""

    cue: int
    rule: str
    detail: str

    def __str__(self) -> str:
        return f"cue {self.cue}: {self.rule}: {self.detail}"


def displayed(cue: Cue) -> Cue:
    """The cue as the viewer sees it: well-formed ``<i>``, ``<b>`` and
    ``<u>`` tags removed (:func:`captionsmith.text.strip_style_tags`)."""
    lines = strip_style_tags(cue.lines)
    return cue if lines is cue.lines else dataclasses.replace(cue, lines=lines)


def cue_chars(cue: Cue) -> int:
    """Characters of all the cue's lines, for cps (line breaks do not count)."""
    return sum(count_chars(line) for line in cue.lines)


def cue_problems(
    profile: Profile, widths: list[int], chars: int, duration_ms: int, gap_after_ms: int | None
) -> list[tuple[str, str]]:
    """``(rule, detail)`` for every profile rule one cue breaks, given its
    line widths (display columns), its characters, its duration and the gap
    to the next cue (None for the last cue).  The one per-cue check used by
    the checker, the scorer and the best-effort solver.

    >>> cue_problems(Profile(), [44, 10], 54, 3000, 40)
    [('chars_per_line', '44 characters on line 1, limit 42'), ('cps', '18.0 cps, limit 17'), ('gap', '0.040 s to the next cue, minimum 0.083 s')]
    """
    out: list[tuple[str, str]] = []
    if len(widths) > profile.max_lines:
        out.append(("lines", f"{len(widths)} lines, limit {profile.max_lines}"))
    widest = max(widths)
    if widest > profile.max_chars_per_line:
        line = widths.index(widest) + 1
        out.append(
            (
                "chars_per_line",
                f"{widest} characters on line {line}, limit {profile.max_chars_per_line}",
            )
        )
    if duration_ms < profile.min_duration_ms:
        out.append(
            (
                "min_duration",
                f"{_seconds(duration_ms)} s, minimum {_seconds(profile.min_duration_ms)} s",
            )
        )
    if duration_ms > profile.max_duration_ms:
        out.append(
            (
                "max_duration",
                f"{_seconds(duration_ms)} s, maximum {_seconds(profile.max_duration_ms)} s",
            )
        )
    if not profile.cps_ok(chars, duration_ms):
        out.append(("cps", f"{_rate(chars, duration_ms)} cps, limit {profile.max_cps:g}"))
    if gap_after_ms is not None and gap_after_ms < profile.min_gap_ms:
        out.append(
            (
                "gap",
                f"{_seconds(gap_after_ms)} s to the next cue, minimum {_seconds(profile.min_gap_ms)} s",
            )
        )
    return out


def _seconds(ms: int) -> str:
    """Milliseconds as seconds with three decimals, exact for any integer."""
    sign = "-" if ms < 0 else ""
    whole, frac = divmod(abs(ms), 1000)
    return f"{sign}{whole}.{frac:03d}"


def _rate(chars: int, duration_ms: int) -> str:
    """chars per second with one decimal, exact for any integers."""
    if duration_ms <= 0:
        return "inf"
    tenths = (chars * 10_000 * 2 + duration_ms) // (2 * duration_ms)  # rounded half up
    return f"{tenths // 10}.{tenths % 10}"


def constraint_violations(cues: list[Cue], profile: Profile) -> list[Violation]:
    """Every profile violation, in cue order.

    >>> from captionsmith.srt import Cue
    >>> cues = [Cue(1, 0, 500, ("Hi",)), Cue(2, 520, 2000, ("there",))]
    >>> [str(v) for v in constraint_violations(cues, Profile())]
    ['cue 1: min_duration: 0.500 s, minimum 1.000 s', 'cue 1: gap: 0.020 s to the next cue, minimum 0.083 s']
    """
    out: list[Violation] = []
    cues = [displayed(cue) for cue in cues]
    for k, cue in enumerate(cues):
        gap = cues[k + 1].start_ms - cue.end_ms if k + 1 < len(cues) else None
        problems = cue_problems(
            profile,
            [display_width(line) for line in cue.lines],
            cue_chars(cue),
            cue.end_ms - cue.start_ms,
            gap,
        )
        out.extend(Violation(cue.index, rule, detail) for rule, detail in problems)
    return out
