"""Profile checks on parsed cues, independent of any source transcript.

``constraint_violations(cues, profile)`` lists every cue that breaks a rule
of the profile: too many lines, a line too wide, too short, too long, too
fast (cps), or too close to the next cue (the gap is charged to the earlier
cue).  Characters are counted by :func:`captionsmith.text.count_chars`, the
same function the solver uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from captionsmith.profile import Profile
from captionsmith.srt import Cue
from captionsmith.text import count_chars

__all__ = ["RULES", "Violation", "constraint_violations", "cue_chars"]

RULES = ("lines", "chars_per_line", "min_duration", "max_duration", "cps", "gap")


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule in one cue (``cue`` is the SRT index)."""

    cue: int
    rule: str
    detail: str

    def __str__(self) -> str:
        return f"cue {self.cue}: {self.rule}: {self.detail}"


def cue_chars(cue: Cue) -> int:
    """Characters of all the cue's lines (line breaks do not count)."""
    return sum(count_chars(line) for line in cue.lines)


def constraint_violations(cues: list[Cue], profile: Profile) -> list[Violation]:
    """Every profile violation, in cue order.

    >>> from captionsmith.srt import Cue
    >>> cues = [Cue(1, 0, 500, ("Hi",)), Cue(2, 520, 2000, ("there",))]
    >>> [str(v) for v in constraint_violations(cues, Profile())]
    ['cue 1: min_duration: 0.500 s < 1.000 s', 'cue 1: gap: 0.020 s to the next cue < 0.083 s']
    """
    out = []
    for k, cue in enumerate(cues):
        if len(cue.lines) > profile.max_lines:
            out.append(Violation(cue.index, "lines", f"{len(cue.lines)} > {profile.max_lines}"))
        widths = [count_chars(line) for line in cue.lines]
        if max(widths) > profile.max_chars_per_line:
            out.append(
                Violation(
                    cue.index,
                    "chars_per_line",
                    f"{max(widths)} > {profile.max_chars_per_line}",
                )
            )
        duration = cue.end_ms - cue.start_ms
        if duration < profile.min_duration_ms:
            out.append(
                Violation(
                    cue.index,
                    "min_duration",
                    f"{duration / 1000:.3f} s < {profile.min_duration_ms / 1000:.3f} s",
                )
            )
        if duration > profile.max_duration_ms:
            out.append(
                Violation(
                    cue.index,
                    "max_duration",
                    f"{duration / 1000:.3f} s > {profile.max_duration_ms / 1000:.3f} s",
                )
            )
        chars = sum(widths)
        if not profile.cps_ok(chars, duration):
            out.append(
                Violation(
                    cue.index,
                    "cps",
                    f"{chars * 1000 / duration:.1f} > {profile.max_cps:g}",
                )
            )
        if k + 1 < len(cues):
            gap = cues[k + 1].start_ms - cue.end_ms
            if gap < profile.min_gap_ms:
                out.append(
                    Violation(
                        cue.index,
                        "gap",
                        f"{gap / 1000:.3f} s to the next cue < {profile.min_gap_ms / 1000:.3f} s",
                    )
                )
    return out
