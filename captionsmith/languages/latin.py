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
* Each language's tables and prompt sentences live in its folder's
  ``pack.py`` (:mod:`captionsmith.languages.fr.pack`, ``de``, ``es``), which
  builds its :class:`LatinPack`; what the language says comes from its speech
  bank (:mod:`captionsmith.languages.compose`).

Pure and deterministic; nothing is downloaded.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from captionsmith.core.languages import LANGUAGE_NAMES, REGISTRY
from captionsmith.core.measures import Measure, measure
from captionsmith.core.text import ends_clause, word_form
from captionsmith.languages import BreakClass, PromptNotes

__all__ = ["LatinPack", "LatinTables", "ModulePack", "closed_table", "open_forms"]

_DANGLING = frozenset({"DET", "POSS", "ADP", "CCONJ", "SCONJ", "CLITIC"})
_INSIDE = frozenset(
    {
        ("SUBJ", "VERB"),
        ("SUBJ", "AUX"),
        ("SUBJ", "NEG"),
        ("SUBJ", "CLITIC"),  # je | te ramène, yo | lo sé
        ("NEG", "CLITIC"),  # ne | te
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
        ("WH", "AUX"),
    }
)


@dataclass(frozen=True)
class LatinTables:
    """What the tagger needs from a language."""

    closed: dict[str, str]  # word form -> tag
    open_forms: dict[str, str]  # open-class forms (and the lexicon's words) -> tag
    nouns_capitalised: bool  # German
    particles: frozenset[str] = frozenset()  # German separable particles at a clause end
    verb_after_pronoun: bool = True  # an unknown word after a subject pronoun is a verb
    verb_suffixes: tuple[str, ...] = ()  # endings only verb forms have (-amos, -aient)
    # Subject pronouns that are a preposition's object after one (pour vous, à moi).
    preposition_objects: frozenset[str] = frozenset()
    # Subject pronouns that lean on the verb before them (German: geht es, hältst du),
    # as written: no filler goes between unless a mark or a conjunction comes first.
    leaning_pronouns: frozenset[str] = frozenset()


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


class ModulePack:
    """A pack whose language facts come from one module (``DIALOGUE_DASH``,
    ``PROMPT_NOTES``, a :class:`~captionsmith.languages.PromptNotes` of the
    prompt's sentences in that language); :class:`LatinPack` and the CJK
    pack."""

    def __init__(self, code: str, module: Any) -> None:
        self.code = code
        self.name = LANGUAGE_NAMES[code]
        self.module = module
        self.dialogue_dash: str = module.DIALOGUE_DASH
        self.measure: Measure = measure(code)
        self.prompt_notes: PromptNotes = module.PROMPT_NOTES

    def filler_fits(self, before: str, after: str) -> bool:
        """Anywhere between phrases; the tags decide (:mod:`captionsmith.languages.compose`)."""
        return True


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

    def filler_fits(self, before: str, after: str) -> bool:
        """Anywhere between phrases (the tags decide), except right before a
        pronoun the tables say leans on the verb before it
        (:attr:`LatinTables.leaning_pronouns`, German), unless a mark, a
        conjunction or a subordinator comes first: ``geht äh es``, ``hältst
        hm du`` are not said; ``und äh ich``, ``weil äh es`` are.  The
        pronoun is read without its mark (``Entschuldigen hm Sie,``).

        >>> from captionsmith.languages import language_pack
        >>> de = language_pack("de")
        >>> de.filler_fits("geht", "es"), de.filler_fits("und", "ich"), de.filler_fits("Haus,", "du")
        (False, True, True)
        >>> de.filler_fits("Entschuldigen", "Sie,"), de.filler_fits("Mach", "ich.")
        (False, False)
        """
        if after.rstrip(",.?!;:") not in self.tables.leaning_pronouns:
            return True
        return before[-1:] in ",;:" or self.tables.closed.get(before.lower()) in ("CCONJ", "SCONJ")

    def cue_end_problem(self, lines: tuple[str, ...]) -> str | None:
        return None


@cache
def _tables(code: str) -> LatinTables:
    module = importlib.import_module(REGISTRY[code].pack)
    tables: LatinTables = module.tables()
    lexicon = {form: tag for form, tag in read_lexicon(code).items() if form not in tables.closed}
    if lexicon:
        tables = replace(tables, open_forms=tables.open_forms | lexicon)
    return tables


def read_lexicon(code: str) -> dict[str, str]:
    """The language's ``lexicon.txt`` (``form<TAB>TAG`` per line: the most
    frequent tag in speech of the words its tables lack), or {} without one."""
    path = resources.files("captionsmith.languages").joinpath(code, "lexicon.txt")
    if not path.is_file():
        return {}
    out: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        form, _, tag = line.partition("\t")
        if form and tag and not line.startswith("#"):
            out.setdefault(form.strip(), tag.strip())
    return out


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
    if tables.verb_suffixes and form.endswith(tables.verb_suffixes) and len(form) > 5:
        return "VERB"
    if tables.nouns_capitalised and raw[:1].islower():
        return "VERB"  # German writes its nouns with a capital: a lower-case unknown is no noun
    return "NOUN"


@lru_cache(maxsize=256)
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
    for k, tag in enumerate(out):  # a determiner or preposition that heads no noun phrase
        following = out[k + 1] if k + 1 < len(out) and not ends_clause(words[k]) else None
        if tag == "DET" and (following is None or following in _NO_NOUN_PHRASE):
            out[k] = "PRON"  # c'est tout | donc, alle | sind da
        elif tag == "ADP" and following in _NO_NOUN_PHRASE - {"VERB", "ADP"}:
            if following == "SUBJ" and word_form(words[k + 1]) in tables.preposition_objects:
                continue  # pour | vous: the pronoun is the preposition's object
            out[k] = "ADV"  # un an après | j'ai couru
    return tuple(out)


# What cannot continue a noun phrase (so the determiner or preposition before it stands alone).
_NO_NOUN_PHRASE = frozenset("CCONJ SCONJ SUBJ AUX VERB NEG INTJ WH ADP CLITIC".split())


def _clause_follows(word: str, tag: str) -> bool:
    """Whether ``word`` (tagged ``tag``) starts a clause, so that a
    particle before it closes one: a conjunction, or a capitalised
    function word (only a sentence start capitalises one; ``Sie`` aside)."""
    if tag in ("CCONJ", "SCONJ"):
        return word_form(word) != "dass"
    capital = word.lstrip('"„“(')[:1].isupper() and word_form(word) not in ("sie", "ihr", "ihnen")
    return capital and tag in ("DET", "SUBJ", "ADV", "INTJ", "WH", "POSS")


# German closes a clause with its verb cluster (``gelesen hat``); elsewhere a verb
# before an auxiliary is a new clause (``lo que quiero decir | es que``).
_VERB_CLUSTER = {"de": ("VERB", "AUX")}


@lru_cache(maxsize=256)
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
        elif (a, b) in _INSIDE or b == "PART" or a == "WH" or (a, b) == _VERB_CLUSTER.get(code):
            out.append(BreakClass.INSIDE)
        else:
            out.append(BreakClass.PHRASE)
    return tuple(out)
