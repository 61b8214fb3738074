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

from captionsmith.findings import PROFILE_RULES, Finding, seconds
from captionsmith.profile import Profile
from captionsmith.srt import Cue
from captionsmith.text import count_chars, display_width, strip_style_tags

__all__ = [
    "PROFILE_RULES",
    "constraint_violations",
    "cue_chars",
    "cue_problems",
    "displayed",
]


def displayed(cue: Cue) -> Cue:
    """The cue as the viewer sees it: well-formed ``<i>``, ``<b>`` and
    ``<u>`` tags removed (:func:`captionsmith.text.strip_style_tags`)."""
    lines = strip_style_tags(cue.lines)
    return cue if lines is cue.lines else dataclasses.replace(cue, lines=lines)


def cue_chars(cue: Cue) -> int:
    """Characters of all the cue's lines, for cps (line breaks do not count)."""
    return sum(count_chars(line) for line in cue.lines)


def cue_problems(
    profile: Profile,
    widths: list[int],
    chars: int,
    duration_ms: int,
    gap_after_ms: int | None,
    cue: int | None = None,
) -> list[Finding]:
    """A ``profile`` :class:`~captionsmith.findings.Finding` for every rule
    one cue breaks, given its line widths (display columns), its
    characters, its duration and the gap to the next cue (None for the last
    cue); ``cue`` is its SRT index.  The one per-cue check used by the
    checker, the scorer and the best-effort solver.

    >>> [str(f) for f in cue_problems(Profile(), [44, 10], 54, 3000, 40, cue=2)]
    ['cue 2: chars_per_line: 44 characters on line 1, limit 42', 'cue 2: cps: 18.0 characters per second, limit 17', 'cue 2: gap: 0.040 s to the next cue, minimum 0.083 s']
    """
    out: list[Finding] = []

    def found(rule: str, message: str, measured: float, limit: float) -> None:
        out.append(Finding("profile", rule, message, cue=cue, measured=measured, limit=limit))

    if len(widths) > profile.max_lines:
        found(
            "lines",
            f"{len(widths)} lines, limit {profile.max_lines}",
            len(widths),
            profile.max_lines,
        )
    widest = max(widths)
    if widest > profile.max_chars_per_line:
        line = widths.index(widest) + 1
        found(
            "chars_per_line",
            f"{widest} characters on line {line}, limit {profile.max_chars_per_line}",
            widest,
            profile.max_chars_per_line,
        )
    if duration_ms < profile.min_duration_ms:
        found(
            "min_duration",
            f"on screen {seconds(duration_ms)} s, minimum {seconds(profile.min_duration_ms)} s",
            duration_ms / 1000,
            profile.min_duration_ms / 1000,
        )
    if duration_ms > profile.max_duration_ms:
        found(
            "max_duration",
            f"on screen {seconds(duration_ms)} s, maximum {seconds(profile.max_duration_ms)} s",
            duration_ms / 1000,
            profile.max_duration_ms / 1000,
        )
    if not profile.cps_ok(chars, duration_ms):
        rate = _rate(chars, duration_ms)
        found(
            "cps",
            f"{rate} characters per second, limit {profile.max_cps:g}",
            float(rate),
            profile.max_cps,
        )
    if gap_after_ms is not None and gap_after_ms < profile.min_gap_ms:
        found(
            "gap",
            f"{seconds(gap_after_ms)} s to the next cue, minimum {seconds(profile.min_gap_ms)} s",
            gap_after_ms / 1000,
            profile.min_gap_ms / 1000,
        )
    return out


def _rate(chars: int, duration_ms: int) -> str:
    """chars per second with one decimal, exact for any integers."""
    if duration_ms <= 0:
        return "inf"
    tenths = (chars * 10_000 * 2 + duration_ms) // (2 * duration_ms)  # rounded half up
    return f"{tenths // 10}.{tenths % 10}"


def constraint_violations(cues: list[Cue], profile: Profile) -> list[Finding]:
    """Every profile violation, in cue order.

    >>> from captionsmith.srt import Cue
    >>> cues = [Cue(1, 0, 500, ("Hi",)), Cue(2, 520, 2000, ("there",))]
    >>> [str(v) for v in constraint_violations(cues, Profile())]
    ['cue 1: min_duration: on screen 0.500 s, minimum 1.000 s', 'cue 1: gap: 0.020 s to the next cue, minimum 0.083 s']
    """
    out: list[Finding] = []
    cues = [displayed(cue) for cue in cues]
    for k, cue in enumerate(cues):
        gap = cues[k + 1].start_ms - cue.end_ms if k + 1 < len(cues) else None
        out += cue_problems(
            profile,
            [display_width(line) for line in cue.lines],
            cue_chars(cue),
            cue.end_ms - cue.start_ms,
            gap,
            cue=cue.index,
        )
    return out
