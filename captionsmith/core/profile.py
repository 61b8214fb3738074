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

from captionsmith.core.languages import LANGUAGE_NAMES, REGISTRY, check_language
from captionsmith.core.measures import measure

__all__ = [
    "DEFAULT",
    "FIELDS",
    "JSON_FIELDS",
    "LANGUAGE_PRESETS",
    "PRESETS",
    "Profile",
    "ProfileField",
    "preset_in_use",
    "profile_from_dict",
    "resolve_profile",
]


@dataclass(frozen=True, slots=True)
class ProfileField:
    """One profile number: its JSON name, the attribute that holds it, its
    type in JSON, the scale from JSON to the attribute (1000 for seconds to
    ms), and its bounds in JSON units (``low`` excluded when
    ``low_open``).  The one place each bound lives: the dataclass, the
    JSON reader, the CLI flags and the taskset overrides all check through
    :meth:`check`, so each mistake has one message.

    >>> FIELDS["min_gap"].check(-1)
    Traceback (most recent call last):
    ...
    ValueError: min_gap must be from 0 to 60 s, got -0.001 s
    """

    name: str
    attribute: str
    kind: type
    scale: int
    low: float
    high: float
    low_open: bool = False
    unit: str = ""

    def check(self, value: object) -> object:
        """``value`` in the attribute's units (ms for times), or an error
        that names the field and its range in JSON units."""
        integer = self.kind is int or self.scale != 1
        if integer and type(value) is not int:
            raise ValueError(f"{self.attribute} must be an integer, got {value!r}")
        if not integer and (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
        ):
            raise ValueError(f"{self.name} must be a finite number, got {value!r}")
        assert isinstance(value, int | float)
        shown = value / self.scale
        too_low = shown <= self.low if self.low_open else shown < self.low
        if too_low or shown > self.high:
            raise ValueError(f"{self.name} must be {self.range()}, got {_number(shown)}{self.unit}")
        return value

    def range(self) -> str:
        high = f"{_number(self.high)}{self.unit}"
        if self.low_open:
            return f"above {_number(self.low)} and at most {high}"
        return f"from {_number(self.low)} to {high}"


def _number(value: float) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


# The JSON form, in order; times in seconds (attributes in ms).
FIELDS: dict[str, ProfileField] = {
    f.name: f
    for f in (
        ProfileField("max_chars_per_line", "max_chars_per_line", int, 1, 1, 1000),
        ProfileField("max_lines", "max_lines", int, 1, 1, 10),
        ProfileField("max_cps", "max_cps", float, 1, 0, 1000, low_open=True),
        ProfileField("min_duration", "min_duration_ms", float, 1000, 0.001, 3600, unit=" s"),
        ProfileField("max_duration", "max_duration_ms", float, 1000, 0.001, 3600, unit=" s"),
        ProfileField("min_gap", "min_gap_ms", float, 1000, 0, 60, unit=" s"),
        ProfileField("max_linger", "max_linger_ms", float, 1000, 0, 60, unit=" s"),
        ProfileField("chain_gap", "chain_gap_ms", float, 1000, 0, 60, unit=" s"),
    )
}
# field name -> (JSON type, Profile attribute, scale to the attribute): the
# shape the CLI flags, the taskset overrides and the export read.
JSON_FIELDS: dict[str, tuple[type, str, int]] = {
    f.name: (f.kind, f.attribute, f.scale) for f in FIELDS.values()
}


@dataclass(frozen=True, slots=True)
class Profile:
    """Subtitle constraints, times in integer milliseconds.

    >>> Profile().max_chars_per_line, Profile().min_gap_ms, Profile().min_duration
    (42, 83, 1.0)
    >>> Profile(max_cps=0)
    Traceback (most recent call last):
    ...
    ValueError: max_cps must be above 0 and at most 1000, got 0
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
    # (:mod:`captionsmith.core.measures`): Japanese lines count full-width
    # characters, so 13 means 26 half-width columns.
    language: str = "en"

    def __post_init__(self) -> None:
        check_language(self.language)
        for f in FIELDS.values():
            f.check(getattr(self, f.attribute))
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
        (:class:`captionsmith.core.measures.Measure`): what a line's measured
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

# "default" in a language whose characters the general presets do not count.


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
        f = FIELDS[key]
        if f.kind is int and type(value) is not int:
            raise ValueError(f"{key} must be an integer, got {value!r}")
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{key} must be a number, got {value!r}")
        if not math.isfinite(value):
            raise ValueError(f"{key} must be a finite number, got {value!r}")
        if f.scale == 1:
            changes[f.attribute] = f.check(value)
            continue
        # Seconds to whole ms; a time that rounds to 0 ms where 0 is not
        # allowed is named as such, not as "0 s".
        ms = round(value * f.scale) if abs(value) < 1e9 else value
        if ms == 0 and value > 0 and f.low > 0:
            raise ValueError(f"{key} must be at least 0.001 s (1 ms), got {value!r}")
        if not isinstance(ms, int):
            raise ValueError(f"{key} must be {f.range()}, got {value!r}{f.unit}")
        changes[f.attribute] = f.check(ms)
    return replace(base, **changes)


def resolve_profile(name: str, language: str | None = None) -> Profile:
    """A preset by name, with an error that lists the known names.  With a
    ``language``, a general preset is taken in that language, and a
    language preset must be for that language (the error names both); with
    none, the preset's own language.  ``default`` in Japanese or Chinese is
    that language's Netflix preset; the other general presets count
    Latin-script characters and are refused there.

    >>> resolve_profile("bbc").max_chars_per_line
    37
    >>> resolve_profile("default", "fr").language, resolve_profile("netflix-ja").language
    ('fr', 'ja')
    >>> resolve_profile("default", "ja") == resolve_profile("netflix-ja")
    True
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
    row = REGISTRY[language]
    if name == "default" and row.default_preset != "default":
        return PRESETS[row.default_preset]
    if row.script != "latin":
        own = ", ".join(sorted(n for n in LANGUAGE_PRESETS if PRESETS[n].language == language))
        raise ValueError(
            f"profile {name} counts Latin-script characters; for "
            f"{LANGUAGE_NAMES[language]} ({language}) use {own}"
        )
    return replace(preset, language=language)


def preset_in_use(name: str, language: str | None = None) -> tuple[str, str]:
    """The (preset, language) a run with preset ``name`` and ``language``
    really uses: ``default`` in Japanese is ``netflix-ja``, and a run that
    names no language has its preset's.  Unknown or refused names come back
    as given (a report shows what was asked, the taskset reports the error).

    >>> preset_in_use("default", "ja")
    ('netflix-ja', 'ja')
    >>> preset_in_use("netflix-fr")
    ('netflix-fr', 'fr')
    >>> preset_in_use("bbc", None)
    ('bbc', 'en')
    """
    try:
        profile = resolve_profile(name, language)
    except ValueError:
        return name, language or "-"
    same = [n for n, p in PRESETS.items() if p is profile]
    return (same[0] if same else name), profile.language
