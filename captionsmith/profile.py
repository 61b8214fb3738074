"""Constraint profiles: the numbers a subtitle file must meet.

A :class:`Profile` is immutable and validated on construction; a bad value
raises ``ValueError`` naming the field.  JSON and prompts use seconds; the
``*_ms`` properties give the integer milliseconds used everywhere in code.
Named presets live in :data:`PRESETS`; their sources are cited in DESIGN.md.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

__all__ = ["DEFAULT", "PRESETS", "Profile", "profile_from_dict", "resolve_profile"]


@dataclass(frozen=True, slots=True)
class Profile:
    """Subtitle constraints.

    >>> Profile().max_chars_per_line, Profile().min_gap_ms
    (42, 83)
    >>> Profile(max_cps=0)
    Traceback (most recent call last):
    ...
    ValueError: max_cps must be positive, got 0
    """

    max_chars_per_line: int = 42
    max_lines: int = 2
    max_cps: float = 17.0
    min_duration: float = 1.0
    max_duration: float = 6.0
    min_gap: float = 0.083

    def __post_init__(self) -> None:
        for name in ("max_chars_per_line", "max_lines"):
            value = getattr(self, name)
            if type(value) is not int:
                raise ValueError(f"{name} must be an integer, got {value!r}")
            if value <= 0:
                raise ValueError(f"{name} must be positive, got {value!r}")
        for name in ("max_cps", "min_duration", "max_duration", "min_gap"):
            value = getattr(self, name)
            if type(value) not in (int, float) or not math.isfinite(value):
                raise ValueError(f"{name} must be a finite number, got {value!r}")
            if name == "min_gap":
                if value < 0:
                    raise ValueError(f"min_gap must be >= 0, got {value!r}")
            elif value <= 0:
                raise ValueError(f"{name} must be positive, got {value!r}")
        if self.max_lines > 10:
            raise ValueError(f"max_lines must be at most 10, got {self.max_lines}")
        if self.max_chars_per_line > 1000:
            raise ValueError(
                f"max_chars_per_line must be at most 1000, got {self.max_chars_per_line}"
            )
        if self.max_duration > 3600:
            raise ValueError(f"max_duration must be at most 3600 s, got {self.max_duration}")
        if self.min_gap > 60:
            raise ValueError(f"min_gap must be at most 60 s, got {self.min_gap}")
        if self.min_duration_ms > self.max_duration_ms:
            raise ValueError(
                f"min_duration {self.min_duration} must not exceed max_duration {self.max_duration}"
            )
        if self.max_duration_ms < 1:
            raise ValueError(f"max_duration {self.max_duration} rounds to 0 ms")

    @property
    def min_duration_ms(self) -> int:
        return round(self.min_duration * 1000)

    @property
    def max_duration_ms(self) -> int:
        return round(self.max_duration * 1000)

    @property
    def min_gap_ms(self) -> int:
        return round(self.min_gap * 1000)

    def min_ms_for_chars(self, chars: int) -> int:
        """Shortest duration in ms at which ``chars`` characters meet max_cps.

        >>> Profile(max_cps=17).min_ms_for_chars(34)
        2000
        """
        numerator, denominator = float(self.max_cps).as_integer_ratio()
        ms = max(1, -(-chars * 1000 * denominator // numerator))
        # Make it exactly the least duration that cps_ok accepts, whatever
        # the float rounding, so "duration >= min_ms_for_chars" == cps_ok.
        while not self.cps_ok(chars, ms):
            ms += 1
        while ms > 1 and self.cps_ok(chars, ms - 1):
            ms -= 1
        return ms

    def cps_ok(self, chars: int, duration_ms: int) -> bool:
        """Whether ``chars`` characters shown for ``duration_ms`` meet max_cps.
        The one reading-speed test used by the solver and every checker;
        exact integer arithmetic, so it holds for any integer inputs.

        >>> Profile(max_cps=17).cps_ok(34, 2000), Profile(max_cps=17).cps_ok(35, 2000)
        (True, False)
        """
        numerator, denominator = float(self.max_cps).as_integer_ratio()
        return duration_ms > 0 and chars * 1000 * denominator <= numerator * duration_ms

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)


DEFAULT = Profile()

PRESETS: dict[str, Profile] = {
    "default": DEFAULT,
    "netflix-en": Profile(42, 2, 20.0, 0.833, 7.0, 0.083),
    "netflix-children": Profile(42, 2, 17.0, 0.833, 7.0, 0.083),
    "ted-iwslt": Profile(42, 2, 21.0, 1.0, 6.0, 0.083),
    "bbc": Profile(37, 2, 15.0, 1.0, 7.0, 0.08),
    "vertical": Profile(25, 3, 17.0, 1.0, 6.0, 0.083),
}

_FIELD_NAMES = tuple(f.name for f in fields(Profile))


def profile_from_dict(data: object, base: Profile = DEFAULT) -> Profile:
    """Build a profile from a JSON object; missing fields come from ``base``.

    >>> profile_from_dict({"max_cps": 20}).max_cps
    20
    >>> profile_from_dict({"max_cpl": 20})
    Traceback (most recent call last):
    ...
    ValueError: unknown profile field 'max_cpl' (known: max_chars_per_line, max_lines, max_cps, min_duration, max_duration, min_gap)
    """
    if not isinstance(data, dict):
        raise ValueError(f"a profile must be a JSON object, got {type(data).__name__}")
    for key in data:
        if key not in _FIELD_NAMES:
            raise ValueError(f"unknown profile field {key!r} (known: {', '.join(_FIELD_NAMES)})")
    return replace(base, **data)


def resolve_profile(name: str) -> Profile:
    """A preset by name, with an error that lists the known names.

    >>> resolve_profile("bbc").max_chars_per_line
    37
    """
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(
            f"unknown profile {name!r} (known: {', '.join(sorted(PRESETS))})"
        ) from None
