"""Constraint profiles: the numbers a subtitle file must meet.

A :class:`Profile` is immutable and validated on construction; a bad value
raises ``ValueError`` naming the field.  It holds times as integer
milliseconds (``min_duration_ms``, ``max_duration_ms``, ``min_gap_ms``); the
JSON form (:data:`JSON_FIELDS`, :func:`profile_from_dict`,
:meth:`Profile.to_dict`) and the prompts use seconds, converted only there.
Named presets live in :data:`PRESETS`; their sources are cited in DESIGN.md.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from typing import Any

from captionsmith.measures import LANGUAGE_NAMES, check_language, measure

__all__ = [
    "DEFAULT",
    "JSON_FIELDS",
    "LANGUAGE_PRESETS",
    "PRESETS",
    "Profile",
    "profile_from_dict",
    "resolve_profile",
]

# The JSON form: field name -> (type, Profile attribute, scale to the attribute).
# The one schema; the taskset's overrides and the export's features follow it.
JSON_FIELDS: dict[str, tuple[type, str, int]] = {
    "max_chars_per_line": (int, "max_chars_per_line", 1),
    "max_lines": (int, "max_lines", 1),
    "max_cps": (float, "max_cps", 1),
    "min_duration": (float, "min_duration_ms", 1000),
    "max_duration": (float, "max_duration_ms", 1000),
    "min_gap": (float, "min_gap_ms", 1000),
    "max_linger": (float, "max_linger_ms", 1000),
    "chain_gap": (float, "chain_gap_ms", 1000),
}


@dataclass(frozen=True, slots=True)
class Profile:
    """Subtitle constraints, times in integer milliseconds.

    >>> Profile().max_chars_per_line, Profile().min_gap_ms, Profile().min_duration
    (42, 83, 1.0)
    >>> Profile(max_cps=0)
    Traceback (most recent call last):
    ...
    ValueError: max_cps must be positive, got 0
    """

    max_chars_per_line: int = 42
    max_lines: int = 2
    max_cps: float = 17.0
    min_duration_ms: int = 1000
    max_duration_ms: int = 6000
    min_gap_ms: int = 83
    # Professional timing: an out-time may stay up to max_linger after the
    # last word, and a gap to the next word of at most chain_gap may be
    # closed to min_gap ("chaining"); neither costs timing credit.
    max_linger_ms: int = 500
    chain_gap_ms: int = 500
    # The language whose units the character numbers count in
    # (:mod:`captionsmith.measures`): Japanese lines count full-width
    # characters, so 13 means 26 half-width columns.
    language: str = "en"

    def __post_init__(self) -> None:
        check_language(self.language)
        for name in ("max_chars_per_line", "max_lines", "min_duration_ms", "max_duration_ms"):
            value = getattr(self, name)
            if type(value) is not int:
                raise ValueError(f"{name} must be an integer, got {value!r}")
            if value <= 0:
                raise ValueError(f"{name} must be positive, got {value!r}")
        for name in ("min_gap_ms", "max_linger_ms", "chain_gap_ms"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise ValueError(f"{name} must be an integer >= 0, got {value!r}")
            if value > 60_000:
                raise ValueError(
                    f"{name.removesuffix('_ms')} must be at most 60 s, got {value / 1000}"
                )
        cps = self.max_cps
        if type(cps) not in (int, float) or not math.isfinite(cps):
            raise ValueError(f"max_cps must be a finite number, got {cps!r}")
        if cps <= 0:
            raise ValueError(f"max_cps must be positive, got {cps!r}")
        if self.max_lines > 10:
            raise ValueError(f"max_lines must be at most 10, got {self.max_lines}")
        if self.max_chars_per_line > 1000:
            raise ValueError(
                f"max_chars_per_line must be at most 1000, got {self.max_chars_per_line}"
            )
        if self.max_duration_ms > 3_600_000:
            raise ValueError(f"max_duration must be at most 3600 s, got {self.max_duration}")
        if self.min_duration_ms > self.max_duration_ms:
            raise ValueError(
                f"min_duration {self.min_duration} must not exceed max_duration {self.max_duration}"
            )

    @property
    def min_duration(self) -> float:
        """Seconds, for JSON and prompts."""
        return self.min_duration_ms / 1000

    @property
    def max_duration(self) -> float:
        """Seconds, for JSON and prompts."""
        return self.max_duration_ms / 1000

    @property
    def min_gap(self) -> float:
        """Seconds, for JSON and prompts."""
        return self.min_gap_ms / 1000

    @property
    def max_linger(self) -> float:
        """Seconds, for JSON and prompts."""
        return self.max_linger_ms / 1000

    @property
    def chain_gap(self) -> float:
        """Seconds, for JSON and prompts."""
        return self.chain_gap_ms / 1000

    @property
    def line_limit(self) -> int:
        """``max_chars_per_line`` in the language's measuring units
        (:class:`captionsmith.measures.Measure`): what a line's measured
        width is compared with.

        >>> Profile().line_limit, Profile(max_chars_per_line=13, language="ja").line_limit
        (42, 26)
        """
        return self.max_chars_per_line * measure(self.language).scale

    def min_ms_for_chars(self, chars: int) -> int:
        """Shortest duration in ms at which ``chars`` characters (in the
        language's measuring units) meet max_cps.

        >>> Profile(max_cps=17).min_ms_for_chars(34)
        2000
        >>> Profile(max_cps=4, language="ja").min_ms_for_chars(8)  # 4 full-width characters
        1000
        """
        numerator, denominator = float(self.max_cps).as_integer_ratio()
        numerator *= measure(self.language).scale
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
        numerator *= measure(self.language).scale
        return duration_ms > 0 and chars * 1000 * denominator <= numerator * duration_ms

    def to_dict(self) -> dict[str, Any]:
        """The JSON form, times in seconds; ``language`` only when it is not
        English (so English profiles read as they always have).

        >>> Profile().to_dict()["min_gap"], Profile(language="ja").to_dict()["language"]
        (0.083, 'ja')
        """
        out: dict[str, Any] = {
            name: getattr(self, name.removesuffix("_ms")) for name in JSON_FIELDS
        }
        if self.language != "en":
            out["language"] = self.language
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)


DEFAULT = Profile()

PRESETS: dict[str, Profile] = {
    "default": DEFAULT,
    "netflix-en": Profile(42, 2, 20.0, 833, 7000, 83, 500, 500),
    "netflix-children": Profile(42, 2, 17.0, 833, 7000, 83, 500, 500),
    "ted-iwslt": Profile(42, 2, 21.0, 1000, 6000, 83, 500, 500),
    "bbc": Profile(37, 2, 15.0, 1000, 7000, 80, 1500, 1000),
    "vertical": Profile(25, 3, 17.0, 1000, 6000, 83, 500, 500),
    # Language presets (DESIGN.md cites each number): the language is part
    # of the profile, because it says what a "character" is.
    "netflix-fr": Profile(42, 2, 17.0, 833, 7000, 83, 500, 500, "fr"),
    "netflix-de": Profile(42, 2, 17.0, 833, 7000, 83, 500, 500, "de"),
    "netflix-es": Profile(42, 2, 17.0, 833, 7000, 83, 500, 500, "es"),
    "netflix-ja": Profile(13, 2, 4.0, 833, 7000, 83, 500, 500, "ja"),
    "netflix-zh-hans": Profile(16, 2, 9.0, 833, 7000, 83, 500, 500, "zh"),
    "iwslt-2026-de": Profile(42, 2, 21.0, 1000, 6000, 83, 500, 500, "de"),
    "iwslt-2026-es": Profile(42, 2, 21.0, 1000, 6000, 83, 500, 500, "es"),
    "iwslt-2026-ja": Profile(13, 2, 4.0, 1000, 6000, 83, 500, 500, "ja"),
    "iwslt-2026-zh": Profile(16, 2, 9.0, 1000, 6000, 83, 500, 500, "zh"),
}
# Presets that belong to one language; every other preset is general and
# serves every Latin-script language (English, French, German, Spanish).
LANGUAGE_PRESETS = frozenset(name for name, p in PRESETS.items() if p.language != "en")
_LATIN_SCRIPT = ("en", "fr", "de", "es")


def profile_from_dict(data: object, base: Profile = DEFAULT) -> Profile:
    """Build a profile from a JSON object; missing fields come from ``base``.

    >>> profile_from_dict({"max_cps": 20}).max_cps
    20
    >>> profile_from_dict({"max_cpl": 20})
    Traceback (most recent call last):
    ...
    ValueError: unknown profile field 'max_cpl' (known: max_chars_per_line, max_lines, max_cps, min_duration, max_duration, min_gap, max_linger, chain_gap, language)
    """
    if not isinstance(data, dict):
        raise ValueError(f"a profile must be a JSON object, got {type(data).__name__}")
    changes: dict[str, Any] = {}
    for key, value in data.items():
        if key == "language":
            changes["language"] = check_language(value)
            continue
        if key not in JSON_FIELDS:
            known = ", ".join([*JSON_FIELDS, "language"])
            raise ValueError(f"unknown profile field {key!r} (known: {known})")
        kind, attribute, scale = JSON_FIELDS[key]
        if kind is int:
            if type(value) is not int:
                raise ValueError(f"{key} must be an integer, got {value!r}")
        elif isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{key} must be a number, got {value!r}")
        elif not math.isfinite(value) or abs(value) > 1e9:
            raise ValueError(f"{key} must be a finite number, got {value!r}")
        if scale == 1:
            changes[attribute] = value
            continue
        ms = round(value * scale)
        may_be_zero = key in ("min_gap", "max_linger", "chain_gap")
        if may_be_zero and value < 0:
            raise ValueError(f"{key} must be >= 0, got {value!r}")
        if not may_be_zero and ms <= 0:
            raise ValueError(f"{key} must be positive (at least 1 ms), got {value!r}")
        changes[attribute] = ms
    return replace(base, **changes)


def resolve_profile(name: str, language: str | None = None) -> Profile:
    """A preset by name, with an error that lists the known names.  With a
    ``language``, a general preset is taken in that language, and a
    language preset must be for that language (the error names both); with
    none, the preset's own language.

    >>> resolve_profile("bbc").max_chars_per_line
    37
    >>> resolve_profile("default", "fr").language, resolve_profile("netflix-ja").language
    ('fr', 'ja')
    >>> resolve_profile("netflix-ja", "zh")
    Traceback (most recent call last):
    ...
    ValueError: profile netflix-ja is for Japanese (ja), but the language is Simplified Chinese (zh)
    """
    try:
        preset = PRESETS[name]
    except KeyError:
        raise ValueError(
            f"unknown profile {name!r} (known: {', '.join(sorted(PRESETS))})"
        ) from None
    if language is None or language == preset.language:
        return preset
    check_language(language)
    if name in LANGUAGE_PRESETS:
        raise ValueError(
            f"profile {name} is for {LANGUAGE_NAMES[preset.language]} ({preset.language}), "
            f"but the language is {LANGUAGE_NAMES[language]} ({language})"
        )
    if language not in _LATIN_SCRIPT:
        own = ", ".join(sorted(n for n in LANGUAGE_PRESETS if PRESETS[n].language == language))
        raise ValueError(
            f"profile {name} counts Latin-script characters; for "
            f"{LANGUAGE_NAMES[language]} ({language}) use {own}"
        )
    return replace(preset, language=language)
