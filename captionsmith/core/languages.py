"""The language registry: one row per language, and every list of languages
in the package derived from it.

A :class:`Language` row names the code, the English name, the names and codes
ASR files use for it (``aliases``), its script (which decides the measure:
:mod:`captionsmith.core.measures`), the preset ``default`` becomes in it, the
module of its language pack (:mod:`captionsmith.languages`), two
conventions of its transcripts (German raw ASR keeps its nouns' capitals;
French puts a space before ``? ! ; :``), and its own revision of the task
stream (:func:`captionsmith.solving.tasks.stream_version`).  Adding a language is one row here and one
folder under ``captionsmith/languages/`` (DESIGN.md, "Adding a language").

Pure data, standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "REGISTRY",
    "SCRIPTS",
    "Language",
    "check_language",
    "language_code",
]

SCRIPTS = ("latin", "japanese", "han")


@dataclass(frozen=True, slots=True)
class Language:
    code: str  # ISO 639-1
    name: str  # in English, for prompts and messages
    aliases: tuple[str, ...]  # lower-case names ASR files state for it
    script: str  # one of SCRIPTS: decides the measure
    default_preset: str  # the preset "default" means in this language
    pack: str  # the module whose ``PACK`` is the language pack (its folder's pack.py)
    raw_case: bool = False  # raw ASR keeps the written case (German nouns), not lower case
    typographic_space: bool = False  # a space before ? ! ; : is the norm (French)
    # The language's own revision of the task stream: 0 while its tasks are
    # those of the shared stream version; raised by a change that moves this
    # language's tasks alone, so the other languages keep theirs.
    stream: int = 0


def _row(
    code: str,
    name: str,
    aliases: str,
    script: str,
    preset: str,
    *,
    raw_case: bool = False,
    typographic_space: bool = False,
    stream: int = 0,
) -> Language:
    pack = f"captionsmith.languages.{code}.pack"
    return Language(
        code,
        name,
        tuple(aliases.split()),
        script,
        preset,
        pack,
        raw_case,
        typographic_space,
        stream,
    )


REGISTRY: dict[str, Language] = {
    row.code: row
    for row in (
        _row("en", "English", "english", "latin", "default", stream=1),
        _row("fr", "French", "french", "latin", "default", typographic_space=True, stream=1),
        _row("de", "German", "german", "latin", "default", raw_case=True, stream=2),
        _row("es", "Spanish", "spanish castilian", "latin", "default", stream=1),
        _row("ja", "Japanese", "japanese", "japanese", "netflix-ja", stream=1),
        _row(
            "zh",
            "Simplified Chinese",
            "chinese mandarin zh-hans cmn",
            "han",
            "netflix-zh-hans",
            stream=2,
        ),
    )
}
LANGUAGES = tuple(REGISTRY)
LANGUAGE_NAMES = {code: row.name for code, row in REGISTRY.items()}


def check_language(code: object, field: str = "language") -> str:
    """A known language code, or a one-line error naming ``field``.

    >>> check_language("fr")
    'fr'
    >>> check_language("pt")
    Traceback (most recent call last):
    ...
    ValueError: language must be one of en, fr, de, es, ja, zh, got 'pt'
    """
    if not isinstance(code, str) or code not in REGISTRY:
        raise ValueError(f"{field} must be one of {', '.join(LANGUAGES)}, got {code!r}")
    return code


def language_code(stated: str) -> str | None:
    """A stated code or name (``en_us``, ``zh-CN``, ``french``, ``cmn``) as a
    captionsmith language, or None when captionsmith has no such language.

    >>> language_code("en_us"), language_code("zh-CN"), language_code("pt"), language_code("French")
    ('en', 'zh', None, 'fr')
    """
    text = stated.strip().lower().replace("_", "-")
    for row in REGISTRY.values():
        if text in row.aliases:
            return row.code
    head = text.split("-")[0]
    for row in REGISTRY.values():
        if head == row.code or head in row.aliases:
            return row.code
    return None
