"""How each language measures a subtitle line and its reading speed.

Contract: :func:`measure` gives the :class:`Measure` of a language code in
:data:`~captionsmith.core.languages.LANGUAGES`
(by the registry's script column).  A measure counts in integer **units**;
``scale`` units make one unit of the profile's numbers
(``max_chars_per_line``, ``max_cps``), so every comparison stays exact
integer arithmetic:

* English, French, German, Spanish: display columns (:func:`display_width`)
  for width and code points (:func:`count_chars`) for reading speed; words
  are joined with one space; ``scale`` 1.
* Japanese: full-width characters, a half-width character, space or mark
  counting half (Netflix Japanese guide), for both width and reading speed.
  Units are half-width columns, so ``scale`` is 2.  Tokens join without
  spaces.
* Simplified Chinese: characters (code points), for width and reading
  speed; ``scale`` 1; tokens join without spaces.

Pure and standard-library first; :mod:`captionsmith.core.text` does the counting.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from captionsmith.core.languages import REGISTRY, check_language
from captionsmith.core.text import count_chars, display_width

__all__ = ["Measure", "measure"]


@dataclass(frozen=True, slots=True)
class Measure:
    """A language's line and reading-speed units.

    >>> ja = measure("ja")
    >>> ja.width("字" * 13), ja.width("7"), ja.scale  # 13 full-width = 26 half units
    (26, 1, 2)
    >>> measure("zh").width("今天的天气很好"), measure("en").width("it's")
    (7, 4)
    """

    code: str
    spaced: bool  # words are joined with one space on a line
    scale: int  # units per profile unit (characters per line, cps)
    width: Callable[[str], int]
    chars: Callable[[str], int]
    unit: str  # what the profile's character numbers count, for prompts
    label: str  # the line-width unit in messages: columns, full-width characters, characters

    @property
    def joiner(self) -> str:
        """What goes between two words on a line."""
        return " " if self.spaced else ""

    @property
    def space_width(self) -> int:
        return self.width(" ") if self.spaced else 0

    @property
    def space_chars(self) -> int:
        return self.chars(" ") if self.spaced else 0

    def in_profile_units(self, units: int) -> float:
        """Units as the profile counts them (13.5 full-width characters)."""
        return units / self.scale


_LATIN = "characters (a wide East Asian or full-width character counts 2)"

# One measure per script (the registry's ``script`` column).
_BY_SCRIPT = {
    "latin": ("columns", True, 1, display_width, count_chars, _LATIN),
    "japanese": (
        "full-width characters",
        False,
        2,
        display_width,
        display_width,
        "full-width characters (a half-width character, space or mark counts 0.5)",
    ),
    "han": ("characters", False, 1, count_chars, count_chars, "characters"),
}
_MEASURES = {
    code: Measure(code, spaced, scale, width, chars, unit, label)
    for code, row in REGISTRY.items()
    for label, spaced, scale, width, chars, unit in [_BY_SCRIPT[row.script]]
}


def measure(code: str) -> Measure:
    """The measure of a language code (see the module docstring); an
    unknown code raises :func:`~captionsmith.core.languages.check_language`'s error."""
    found = _MEASURES.get(code) if type(code) is str else None
    return found if found is not None else _MEASURES[check_language(code)]
