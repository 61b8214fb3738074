"""French, German and Spanish: one pack shape, each language's own tables.

Contract (the :class:`captionsmith.languages.LanguagePack` interface):

* :meth:`LatinPack.tags` tags each word from the language's closed-class
  table (articles, possessives, prepositions and their contractions,
  conjunctions, pronouns, auxiliaries, negation, relative and question
  words), then from the forms its generator emits (nouns, verb forms,
  participles, adjectives, German separable particles), then by shape
  (digits are numbers; a capitalised word inside a sentence is a name,
  except in German, where nouns are capitalised).
* :meth:`LatinPack.break_classes`: **punctuation** after a sentence or
  clause mark; **dangling** after an article, possessive, preposition,
  conjunction or clitic pronoun (Netflix: never separate an article from
  its noun; French and Spanish clitics belong to their verb); **inside a
  phrase** for subject pronoun | verb, auxiliary or negation | verb, verb |
  negation (``ne … pas``), noun | adjective and adjective | noun, number |
  noun, name | name, adverb | adjective, a German verb | the auxiliary
  that closes its clause (``gelesen hat``), anything | a separable
  particle (``rufe … an``) and a question or relative word | its clause
  (``qui | fabrique``); **phrase** otherwise (before ``que``/``qui``,
  ``dass``/``weil``, ``que``/``porque``, a preposition, a conjunction).
* Sentences come from the language's grammar (:mod:`.french`,
  :mod:`.german`, :mod:`.spanish`), in the register's style, with
  dialogue, fillers and repetitions (:func:`sentence_lines`).

Pure and deterministic; nothing is downloaded.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from captionsmith.core.measures import LANGUAGE_NAMES, Measure, measure
from captionsmith.core.text import ends_clause, word_form
from captionsmith.languages import BreakClass, PromptNotes
from captionsmith.languages.grammar import Tagged
from captionsmith.languages.speech_levels import REGISTERS, Register

__all__ = [
    "LatinGrammar",
    "LatinPack",
    "LatinTables",
    "ModulePack",
    "TopicGrammar",
    "closed_table",
    "finish",
    "latin_pack",
    "open_forms",
    "tagged",
]

_DANGLING = frozenset({"DET", "POSS", "ADP", "CCONJ", "SCONJ", "CLITIC"})
_INSIDE = frozenset(
    {
        ("SUBJ", "VERB"),
        ("SUBJ", "AUX"),
        ("SUBJ", "NEG"),
        ("AUX", "VERB"),
        ("AUX", "NEG"),
        ("NEG", "VERB"),
        ("NEG", "AUX"),
        ("VERB", "NEG"),
        ("ADJ", "NOUN"),
        ("NOUN", "ADJ"),
        ("NUM", "NOUN"),
        ("NUM", "ADJ"),
        ("PROPN", "PROPN"),
        ("ADV", "ADJ"),
        ("VERB", "AUX"),  # German: the verb cluster that ends a clause
        ("WH", "AUX"),
    }
)


@dataclass(frozen=True)
class LatinTables:
    """What the tagger needs from a language."""

    closed: dict[str, str]  # word form -> tag
    open_forms: dict[str, str]  # every generated noun, verb, adjective form -> tag
    nouns_capitalised: bool  # German
    particles: frozenset[str] = frozenset()  # German separable particles at a clause end
    verb_after_pronoun: bool = True  # an unknown word after a subject pronoun is a verb


class LatinGrammar(Protocol):
    """A language's sentence grammar (see :mod:`.french`)."""

    def sentence(self) -> list[Tagged]: ...

    def longer(self, words: int) -> list[Tagged]: ...

    def reply(self) -> list[Tagged]: ...


@dataclass(frozen=True)
class Speech:
    """A language's spoken habits: fillers, back-channels, topics."""

    fillers: tuple[str, ...]
    backchannels: tuple[str, ...]
    topics: tuple[str, ...]
    repeats: bool = True  # repeated function words (not Japanese or Chinese particles)


def closed_table(spec: str) -> dict[str, str]:
    """``"DET: le la ADP: à de"`` -> word -> tag (the first tag given wins).

    >>> closed_table("DET: le la ADP: à")
    {'le': 'DET', 'la': 'DET', 'à': 'ADP'}
    """
    out: dict[str, str] = {}
    tag = ""
    for item in spec.split():
        if item.endswith(":") and item[:-1].isupper():
            tag = item[:-1]
        else:
            out.setdefault(item, tag)
    return out


def open_forms(
    nouns: dict[str, list[tuple[str, str, str]]],
    adjectives: Sequence[tuple[str, ...]],
    verbs: list[str],
    adverbs: list[str],
    numbers: list[str],
) -> dict[str, str]:
    """Every form a French or Spanish generator emits -> its tag: noun
    singulars and plurals (each word of a compound), adjective forms, verb
    forms (given), adverbs (``a_menudo`` is two words) and number words.  The
    first tag given to a form wins."""
    forms: dict[str, str] = {}
    for rows in nouns.values():
        for _, singular, plural in rows:
            for w in (*singular.split(), *plural.split()):
                forms.setdefault(w, "NOUN")
    for row in adjectives:
        for w in row:
            forms.setdefault(w, "ADJ")
    for w in verbs:
        forms.setdefault(w, "VERB")
    for w in adverbs:
        for part in w.replace("_", " ").split():
            forms.setdefault(part, "ADV")
    for w in numbers:
        forms.setdefault(w, "NUM")
    return forms


def tagged(text: str, tag: str) -> list[Tagged]:
    """One tagged token per word of ``text``."""
    return [Tagged(word, tag) for word in text.split()]


def finish(tokens: list[Tagged], mark: str = ".") -> list[Tagged]:
    """Capitalise the first word and end with ``mark``."""
    first = tokens[0]
    tokens = [Tagged(first.text[:1].upper() + first.text[1:], first.tag), *tokens[1:]]
    last = tokens[-1]
    tokens[-1] = Tagged(last.text.rstrip(",") + mark, last.tag)
    return tokens


Noun = tuple[str, str, str]  # gender, singular, plural


class TopicGrammar:
    """What the French, German and Spanish grammars share: the topic's
    nouns split into people and things (people as subjects, things as most
    objects), the topic's verbs, and one noun draw.  A subclass sets
    ``NOUNS`` (topic -> nouns), ``PEOPLE`` (the singulars that are people),
    ``TOPIC_VERBS`` and ``CROSS_TOPIC`` (the chance an unrestricted noun comes
    from another topic)."""

    NOUNS: dict[str, list[Noun]]
    PEOPLE: frozenset[str]
    TOPIC_VERBS: dict[str, str]
    CROSS_TOPIC = 0.2
    REPLIES: tuple[str, ...]  # short answers in a conversation
    LINKS: tuple[str, ...]  # conjunctions that chain a long sentence's clauses
    finish = staticmethod(finish)  # how the language closes a sentence
    clause: Callable[..., list[Tagged]]  # one clause; ``clause(1)`` a nested one

    def longer(self, words: int) -> list[Tagged]:
        """Clauses chained by ``LINKS``, half of them after a comma."""
        tokens = self.clause()
        while len(tokens) < words:
            if self.rng.random() < 0.5:
                tokens[-1] = Tagged(tokens[-1].text + ",", tokens[-1].tag)
            tokens += [Tagged(self.rng.choice(self.LINKS), "CCONJ"), *self.clause(1)]
        return self.finish(tokens)

    def reply(self) -> list[Tagged]:
        """A short answer from ``REPLIES``."""
        rng = self.rng
        words = [Tagged(w, "ADV") for w in rng.choice(self.REPLIES).split()]
        return self.finish(words, rng.choice(".!"))

    def __init__(self, rng: random.Random, topic: str, complexity: float) -> None:
        self.rng = rng
        self.topic = topic
        self.complexity = complexity
        self.nouns = self.NOUNS.get(topic) or self.NOUNS["city"]
        self.verbs = self.TOPIC_VERBS.get(topic, self.TOPIC_VERBS["city"]).split()
        everything = [row for rows in self.NOUNS.values() for row in rows]
        people = self.PEOPLE
        self.people = [r for r in self.nouns if r[1] in people] or [
            r for r in everything if r[1] in people
        ]
        self.things = [r for r in self.nouns if r[1] not in people]
        self.all_things = [r for r in everything if r[1] not in people]

    def _noun(self, kind: str | None) -> Noun:
        """A person, a thing (mostly of the topic), or any noun."""
        rng = self.rng
        if kind == "person":
            return rng.choice(self.people)
        if kind == "thing":
            return rng.choice(
                self.things if rng.random() < 0.9 and self.things else self.all_things
            )
        if self.CROSS_TOPIC and rng.random() >= 1 - self.CROSS_TOPIC:
            return rng.choice(rng.choice(list(self.NOUNS.values())))
        return rng.choice(self.nouns)


class ModulePack:
    """A pack whose language facts come from one module (``DIALOGUE_DASH``,
    ``PROMPT_NOTES``, a :class:`~captionsmith.languages.PromptNotes` of the
    prompt's sentences in that language, ``SPEECH``); :class:`LatinPack` and
    the CJK pack."""

    def __init__(self, code: str, module: Any) -> None:
        self.code = code
        self.name = LANGUAGE_NAMES[code]
        self.module = module
        self.dialogue_dash: str = module.DIALOGUE_DASH
        self.measure: Measure = measure(code)
        self.prompt_notes: PromptNotes = module.PROMPT_NOTES
        self.speech: Speech = module.SPEECH


class LatinPack(ModulePack):
    """The pack of French, German or Spanish (see the module docstring)."""

    @property
    def tables(self) -> LatinTables:
        return _tables(self.code)

    def tags(self, words: tuple[str, ...]) -> tuple[str, ...]:
        """Coarse tags (the English tag set plus ``CLITIC``)."""
        return _tags(self.code, tuple(words))

    def break_classes(self, words: tuple[str, ...]) -> tuple[BreakClass, ...]:
        """The class of the boundary after each word."""
        return _break_classes(self.code, tuple(words))

    def finish_cue(self, lines: tuple[str, ...]) -> tuple[str, ...]:
        return lines

    def cue_end_problem(self, lines: tuple[str, ...]) -> str | None:
        return None

    def grammar(self, rng: random.Random, topic: str, complexity: float) -> LatinGrammar:
        grammar: LatinGrammar = self.module.Grammar(rng, topic, complexity)
        return grammar

    def sentence_lines(self, rng: random.Random, config: Any) -> tuple[list[Any], Register]:
        return sentence_lines(self, rng, config)

    def longest_word(self) -> int:
        return _longest(self.code)


@cache
def latin_pack(code: str) -> LatinPack:
    """The pack of ``fr``, ``de`` or ``es``.

    >>> [c.name for c in latin_pack("fr").break_classes(("Je", "pense", "que", "la", "ville", "change."))]
    ['INSIDE', 'PHRASE', 'DANGLING', 'DANGLING', 'PHRASE', 'PUNCTUATION']
    """
    names = {"fr": "french", "de": "german", "es": "spanish"}
    return LatinPack(code, importlib.import_module(f"captionsmith.languages.{names[code]}"))


@cache
def _tables(code: str) -> LatinTables:
    module = latin_pack(code).module
    tables: LatinTables = module.tables()
    return tables


@cache
def _longest(code: str) -> int:
    tables = _tables(code)
    m = measure(code)
    forms = [*tables.open_forms, *tables.closed]
    forms += latin_pack(code).module.names()
    return max(m.width(w) for w in forms) + 2  # a mark or an elided article attached


def _tag(form: str, raw: str, start: bool, tables: LatinTables) -> str:
    if form in tables.closed:
        return tables.closed[form]
    if form in tables.open_forms:
        return tables.open_forms[form]
    if form[:1].isdigit():
        return "NUM"
    if "'" in form:  # an elided article or pronoun: l'école, j'aime, qu'il
        head, _, rest = form.partition("'")
        known = tables.open_forms.get(rest) or tables.closed.get(rest)
        if known:
            return known
        return "VERB" if head in ("j", "n", "m", "t", "s") else "NOUN"
    if raw[:1].isupper() and not start and not tables.nouns_capitalised:
        return "PROPN"
    return "NOUN"


@cache
def _tags(code: str, words: tuple[str, ...]) -> tuple[str, ...]:
    tables = _tables(code)
    out = []
    start = True
    for word in words:
        raw = word.lstrip('¿¡"«“(-– ')
        form = word_form(word).replace("’", "'")
        if form in tables.particles and ends_clause(word):
            out.append("PART")
        else:
            tag = _tag(form, raw, start, tables)
            after = ("NEG", "SUBJ", "CLITIC", "AUX") if tables.verb_after_pronoun else ("NEG",)
            if tag == "NOUN" and out and out[-1] in after:
                tag = "VERB"  # an unknown word after ne, a pronoun, a clitic or an auxiliary is a verb
            out.append(tag)
        start = ends_clause(word) and word.rstrip('"»”)')[-1:] in ".!?…"
    for k in range(len(out) - 1):  # a particle before a conjunction or a new sentence
        if word_form(words[k]) in tables.particles and _clause_follows(words[k + 1], out[k + 1]):
            out[k] = "PART"
    return tuple(out)


def _clause_follows(word: str, tag: str) -> bool:
    """Whether ``word`` (tagged ``tag``) starts a clause, so that a
    particle before it closes one: a conjunction, or a capitalised
    function word (only a sentence start capitalises one; ``Sie`` aside)."""
    if tag in ("CCONJ", "SCONJ"):
        return word_form(word) != "dass"
    capital = word.lstrip('"„“(')[:1].isupper() and word_form(word) not in ("sie", "ihr", "ihnen")
    return capital and tag in ("DET", "SUBJ", "ADV", "INTJ", "WH", "POSS")


@cache
def _break_classes(code: str, words: tuple[str, ...]) -> tuple[BreakClass, ...]:
    tags = _tags(code, words)
    out = []
    for k, word in enumerate(words):
        if k == len(words) - 1 or ends_clause(word):
            out.append(BreakClass.PUNCTUATION)
            continue
        a, b = tags[k], tags[k + 1]
        if a in _DANGLING:
            out.append(BreakClass.DANGLING)
        elif (a, b) in _INSIDE or b == "PART" or a == "WH":
            out.append(BreakClass.INSIDE)
        else:
            out.append(BreakClass.PHRASE)
    return tuple(out)


# -- the spoken transcript ---------------------------------------------------------


def _disfluent(rng: random.Random, tokens: list[Tagged], speech: Speech) -> list[Tagged]:
    """A filler before a phrase start, or a repeated function word."""
    if len(tokens) < 3:
        return tokens
    if rng.random() < 0.6 or not speech.repeats:
        spots = [
            k
            for k in range(1, len(tokens))
            if tokens[k].tag in ("DET", "POSS", "ADP", "SCONJ", "SUBJ", "PROPN")
            and tokens[k - 1].tag not in _DANGLING
        ]
        if not spots:
            return tokens
        at = rng.choice(spots)
        filler = tagged(rng.choice(speech.fillers), "INTJ")
        return tokens[:at] + filler + tokens[at:]
    spots = [k for k, t in enumerate(tokens) if t.tag in ("DET", "ADP", "SUBJ") and k > 0]
    if not spots:
        return tokens
    at = rng.choice(spots)
    word = tokens[at]
    return [*tokens[:at], word, word, *tokens[at + 1 :]]


def _one(grammar: LatinGrammar, rng: random.Random, config: Any, register: Register) -> list:
    level = config.level
    if rng.random() < min(0.9, level.long_sentence * register.long_sentences):
        tokens = grammar.longer(rng.randint(25, 50))
    else:
        tokens = grammar.sentence()
        if rng.random() < level.short_sentence:
            for _ in range(6):
                if sum(len(t.text) + 1 for t in tokens) <= 40:
                    break
                tokens = grammar.sentence()
    return tokens


def sentence_lines(
    pack: LatinPack, rng: random.Random, config: Any
) -> tuple[list[tuple[list[Tagged], str | None]], Register]:
    """The sentences of one transcript with their speakers: a monologue or,
    at the level's dialogue share, turns between 2-4 speakers with
    back-channels, questions and interruptions."""
    level = config.level
    register = REGISTERS[rng.randrange(len(REGISTERS))]
    speech = pack.speech
    shared = [t for t in register.topics if t in speech.topics]
    topic = rng.choice(shared or list(speech.topics))
    grammar = pack.grammar(rng, topic, level.complexity)
    low, high = config.word_range
    target = rng.randint(low, high)
    dialogue = rng.random() < level.dialogue
    lines: list[tuple[list[Tagged], str | None]] = []
    speakers = [f"S{k + 1}" for k in range(rng.randint(*register.speakers))] if dialogue else []
    current = speakers[0] if speakers else None
    count = 0
    while count < target:
        if dialogue and lines and rng.random() < 0.15:
            if rng.random() < 0.6:
                word = rng.choice(speech.backchannels)
                tokens = pack.module.finish(tagged(word, "INTJ"), rng.choice(".!?"))
            else:
                tokens = grammar.reply()
            turn = [tokens]
        else:
            turn = [_one(grammar, rng, config, register) for _ in range(rng.randint(1, 3))]
            if dialogue and rng.random() < 0.12 and len(turn[-1]) > 5:
                cut = rng.randint(3, len(turn[-1]) - 2)
                last = turn[-1][:cut]
                last[-1] = Tagged(last[-1].text.rstrip(",") + "…", last[-1].tag)
                turn[-1] = last
        for tokens in turn:
            if rng.random() < level.disfluency:
                tokens = _disfluent(rng, tokens, speech)
            lines.append((tokens, current))
            count += len(tokens)
        if dialogue:
            others = [s for s in speakers if s != current]
            current = rng.choice(others)
    total = sum(len(tokens) for tokens, _ in lines)
    while len(lines) > 1 and total > high and total - len(lines[-1][0]) >= low:
        total -= len(lines.pop()[0])
    return lines, register
