"""Language packs: how a language's text is tagged and where it may break.

A pack answers one question for the judge and the solver: for each
boundary between two consecutive transcript words, what kind of boundary
is it?  (:class:`BreakClass`, one per word, for the boundary *after* it;
the last word's is always :attr:`BreakClass.PUNCTUATION`.)  Punctuation is
read from the words; pauses and speaker changes are timing facts that the
rules (:mod:`captionsmith.criteria.rules`) add on top.

A pack also carries what else differs by language: its measure (width
and reading-speed units, how a line joins words: :mod:`captionsmith.core.measures`),
its dialogue dash, its cue-end convention (Japanese drops a final 。), the
rules the prompt states in that language (:class:`PromptNotes`: the prompt
itself states only what is true in every language), and where a speaker's
filler may follow a word.  What a language's speakers say is its speech
bank (``<code>/bank/``, :mod:`.bank`, :mod:`.compose`).

Packs are pure, deterministic, download nothing and are looked up by
language code with :func:`language_pack`, which imports the module the
language registry names (:mod:`captionsmith.core.languages`): each
language's folder holds its ``pack.py`` and its ``PACK``.  English has its
own tagger (:mod:`.en.pack`); French, German and Spanish share
:mod:`.latin` with each language's tables; Japanese and Simplified Chinese
share :mod:`.cjk`, phrases from BudouX's shipped models.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Protocol

from captionsmith.core.languages import REGISTRY, check_language
from captionsmith.core.measures import Measure
from captionsmith.core.text import word_form

__all__ = ["BreakClass", "LanguagePack", "PromptNotes", "connector_forms", "language_pack"]


class BreakClass(Enum):
    """What a boundary after a word is, from the text alone."""

    PUNCTUATION = "punctuation"  # sentence or clause punctuation: a natural break
    PHRASE = "phrase"  # between two phrases: an acceptable break
    INSIDE = "inside a phrase"  # splits a phrase: unnatural
    DANGLING = "dangling"  # leaves an article, preposition, conjunction or possessive alone


@dataclass(frozen=True)
class PromptNotes:
    """The sentences of the prompt that differ by language, each true of its
    language only (:mod:`captionsmith.judging.prompt` puts them among the
    rules every language shares).

    ``summary`` follows ``Language: <name>.`` ("" for English, whose prompt
    has no such line); ``spelling`` is what a word keeps ("capitals and
    punctuation": "keep every word … spelled as given with its …");
    ``marks`` says which marks may be added or left out; ``between`` lists
    where phrases meet (the break rule's parenthesis); ``phrases`` are the
    language's never-break sentences; ``example`` is two speakers' lines for
    the dialogue sentence (:meth:`dialogue_rule`).
    """

    summary: str
    spelling: str
    marks: str
    between: str
    phrases: tuple[str, ...]
    example: tuple[str, str]

    def dialogue_rule(self, dash: str) -> str:
        """The dialogue sentence for a pack whose ``dialogue_dash`` is
        ``dash``: the dash and its spacing stated once, as written.

        >>> rule = PromptNotes("", "", "", "", (), ("Ready?", "Yes.")).dialogue_rule("- ")
        >>> rule[rule.index("each starting") : rule.index(");")]
        "each starting with '-' and a space (for example '- Ready?' and '- Yes.'"
        """
        mark = dash.rstrip(" ")
        spacing = "and a space" if dash != mark else "and no space"
        first, second = self.example
        return (
            "Each word has a speaker. Two speakers may share a cue only as two lines, one per "
            f"speaker, each starting with '{mark}' {spacing} (for example '{dash}{first}' and "
            f"'{dash}{second}'); never put two speakers on one line or three turns in one cue."
        )


class LanguagePack(Protocol):
    """The interface every language pack implements."""

    code: str
    name: str  # in English, for prompts and messages
    dialogue_dash: str  # what starts each speaker's line in a two-speaker cue
    measure: Measure
    prompt_notes: PromptNotes  # the language's own sentences of the prompt

    def tags(self, words: tuple[str, ...]) -> tuple[str, ...]:
        """One part-of-speech tag per word (the pack's own tag set)."""
        ...

    def break_classes(self, words: tuple[str, ...]) -> tuple[BreakClass, ...]:
        """One :class:`BreakClass` per word, for the boundary after it."""
        ...

    def finish_cue(self, lines: tuple[str, ...]) -> tuple[str, ...]:
        """A cue's lines as the language's convention ends a subtitle."""
        ...

    def cue_end_problem(self, lines: tuple[str, ...]) -> str | None:
        """What breaks the language's cue-end convention, or None."""
        ...

    def filler_fits(self, before: str, after: str) -> bool:
        """Whether a speaker's filler ("um", えーと) may come between these two
        words, on top of the boundary being between phrases (the generator's
        speech layer asks)."""
        ...


@cache
def language_pack(code: str = "en") -> LanguagePack:
    """The pack for a language code, with a one-line error for others.

    >>> language_pack("en").code, language_pack("ja").measure.spaced
    ('en', False)
    >>> language_pack("xx")
    Traceback (most recent call last):
    ...
    ValueError: language must be one of en, fr, de, es, ja, zh, got 'xx'
    """
    row = REGISTRY[check_language(code)]
    pack: LanguagePack = importlib.import_module(row.pack).PACK
    return pack


def connector_forms(code: str, words: tuple[str, ...]) -> frozenset[str]:
    """The lower-cased forms that the language's pack leaves dangling
    somewhere in ``words`` (an article, preposition, conjunction or
    possessive a line or cue must not end on): what "a connector" means for
    the attacks on the judge and the benchmarks, from the break classes the
    judge itself uses.

    >>> sorted(connector_forms("en", ("I", "went", "to", "the", "shop", "and", "left.")))
    ['and', 'the', 'to']
    """
    classes = language_pack(code).break_classes(words)
    return frozenset(
        word_form(w) for w, c in zip(words, classes, strict=True) if c is BreakClass.DANGLING
    )
