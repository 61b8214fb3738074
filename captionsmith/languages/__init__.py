"""Language packs: how a language's text is tagged and where it may break.

A pack answers one question for the judge and the solver: for each
boundary between two consecutive transcript words, what kind of boundary
is it?  (:class:`BreakClass`, one per word, for the boundary *after* it;
the last word's is always :attr:`BreakClass.PUNCTUATION`.)  Punctuation is
read from the words; pauses and speaker changes are timing facts that the
rules (:mod:`captionsmith.rules`) add on top.

Packs are pure, deterministic, download nothing and are looked up by
language code with :func:`language_pack`.  English is the only pack so far;
a pack for another language implements the same :class:`LanguagePack`
protocol.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

__all__ = ["BreakClass", "LanguagePack", "language_pack"]


class BreakClass(Enum):
    """What a boundary after a word is, from the text alone."""

    PUNCTUATION = "punctuation"  # sentence or clause punctuation: a natural break
    PHRASE = "phrase"  # between two phrases: an acceptable break
    INSIDE = "inside a phrase"  # splits a phrase: unnatural
    DANGLING = "dangling"  # leaves an article, preposition, conjunction or possessive alone


class LanguagePack(Protocol):
    """The interface every language pack implements."""

    code: str
    dialogue_dash: str  # what starts each speaker's line in a two-speaker cue

    def tags(self, words: tuple[str, ...]) -> tuple[str, ...]:
        """One part-of-speech tag per word (the pack's own tag set)."""
        ...

    def break_classes(self, words: tuple[str, ...]) -> tuple[BreakClass, ...]:
        """One :class:`BreakClass` per word, for the boundary after it."""
        ...


def language_pack(code: str = "en") -> LanguagePack:
    """The pack for a language code, with a one-line error for others.

    >>> language_pack("en").code
    'en'
    >>> language_pack("xx")
    Traceback (most recent call last):
    ...
    ValueError: unknown language 'xx' (known: en)
    """
    if code == "en":
        from captionsmith.languages.english import ENGLISH

        return ENGLISH
    raise ValueError(f"unknown language {code!r} (known: en)")
