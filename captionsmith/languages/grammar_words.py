"""The words and tables of the speech grammar (see :mod:`captionsmith.languages.grammar`).

:class:`Tagged` is one spoken token with its part of speech;
:class:`NounPhrase` a noun phrase with the person and number its verb
agrees with.  The tables are the closed-class words and fixed phrases the
grammar draws from (pronouns, discourse markers, parentheticals, links,
replies, numbers, time adverbials and the tenses they fit, determiners),
and the lexicon lookups it memoises.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from captionsmith.languages.lexicon import Lexicon, Verb

__all__ = [
    "COORDINATORS",
    "DAYS",
    "LONG_LINKS",
    "MARKERS",
    "MODALS",
    "MONTHS",
    "NONPAST",
    "NON_GRADABLE",
    "OBJECT_PRONOUNS",
    "ONES",
    "ORDINALS",
    "PARENTHETICALS",
    "PAST",
    "PHRASE_WORDS",
    "PLACE_NAME_VERBS",
    "PLURAL_DETERMINERS",
    "REPLIES",
    "SENTENCE_KINDS",
    "SINGULAR_DETERMINERS",
    "STATIVE",
    "SUBJECT_PRONOUNS",
    "SUBORDINATORS",
    "TENS",
    "TENSES",
    "TIME_ADVERBIALS",
    "UNITS",
    "NounPhrase",
    "Tagged",
    "adjectives_for",
    "capitalise",
    "ordinal_suffix",
    "phrase",
    "punctuated",
    "sequence_tense",
    "subordinate_tense",
    "tagged",
    "verbs_for",
    "verbs_taking",
    "words_of",
]


@dataclass(frozen=True, slots=True)
class Tagged:
    """One token: the text as shown and its part-of-speech tag."""

    text: str
    tag: str


def words_of(tokens: list[Tagged]) -> list[str]:
    return [t.text for t in tokens]


def capitalise(tokens: list[Tagged]) -> list[Tagged]:
    """The sentence with its first letter upper case."""
    if not tokens:
        return tokens
    first = tokens[0]
    return [Tagged(first.text[:1].upper() + first.text[1:], first.tag), *tokens[1:]]


def tagged(text: str, tag: str) -> list[Tagged]:
    """Tokens of a phrase that all share one tag."""
    return [Tagged(w, tag) for w in text.split()]


# The parts of speech of the words inside fixed phrases (adverbials,
# parentheticals, links), so "at the weekend" is ADP DET NOUN, as the judge
# reads it, and not three adverbs.
PHRASE_WORDS = {
    **dict.fromkeys("a the this these every each some".split(), "DET"),
    **dict.fromkeys("at in on for to of as by from with".split(), "ADP"),
    **dict.fromkeys("I you we it".split(), "SUBJ"),
    **dict.fromkeys("last next few".split(), "ADJ"),
    **dict.fromkeys("ago now right far so correctly honest fair".split(), "ADV"),
    **dict.fromkeys("and or but".split(), "CCONJ"),
    **dict.fromkeys("if".split(), "SCONJ"),
    **dict.fromkeys("which what".split(), "WH"),
    **dict.fromkeys("two".split(), "NUM"),
    "kind": "NOUN",
    "Friday": "PROPN",
    "enough": "ADV",
    "really": "ADV",
    "way": "NOUN",
    "no": "DET",
    "mean": "VERB",
    **dict.fromkeys("know think imagine remember means be believe can".split(), "VERB"),
    "it's": "SUBJ",
    "then": "ADV",
    "not": "NEG",
}


def phrase(text: str, tag: str) -> list[Tagged]:
    """Tokens of a fixed phrase: a single word takes ``tag``; in a longer one
    each word takes its own part of speech, and other words are nouns
    (``weekend``, ``summer``, ``days``)."""
    words = text.split()
    if len(words) == 1:
        return [Tagged(words[0], tag)]
    return [Tagged(w, PHRASE_WORDS.get(w, "NOUN")) for w in words]


def punctuated(tokens: list[Tagged], mark: str) -> list[Tagged]:
    """The tokens with ``mark`` attached to the last one."""
    if not tokens:
        return tokens
    last = tokens[-1]
    text = last.text.rstrip(",")
    return [*tokens[:-1], Tagged(text + mark, last.tag)]


@dataclass(frozen=True, slots=True)
class NounPhrase:
    tokens: list[Tagged]
    person: int  # 1, 2 or 3
    plural: bool
    cls: str


SUBJECT_PRONOUNS = {
    (1, False): "I",
    (2, False): "you",
    (1, True): "we",
    (2, True): "you",
    (3, True): "they",
}
OBJECT_PRONOUNS = {"I": "me", "we": "us", "they": "them", "he": "him", "she": "her"}
MARKERS = (
    "so",
    "well",
    "actually",
    "anyway",
    "honestly",
    "okay",
    "right",
    "basically",
    "you know",
    "I mean",
    "to be fair",
    "by the way",
    "in fact",
    "look",
)
PARENTHETICALS = (
    "as far as I know",
    "to be honest",
    "if I remember correctly",
    "as you can imagine",
    "believe it or not",
    "for what it's worth",
    "to be fair",
    "I think",
)
SUBORDINATORS = ("because", "when", "while", "although", "before", "after", "since", "until")
COORDINATORS = ("and", "but", "so", "or")
# Links of the clauses of a long sentence, "and" the most common.
LONG_LINKS = ("and", "and", "and then", "so", "but", "because", "which means", "while", "although")
# Every tense a main clause can take; a register draws from its own mix.
TENSES = ("present", "past", "past", "progressive", "future", "perfect", "modal")
REPLIES = (
    "yeah",
    "yes",
    "no",
    "right",
    "exactly",
    "sure",
    "okay",
    "really",
    "absolutely",
    "of course",
    "not really",
    "I know",
    "fair enough",
    "good point",
    "no way",
    "me too",
    "maybe",
    "thanks",
    "oh wow",
    "that's true",
    "I'm not sure",
    "sounds good",
)
MONTHS = (
    "January February March April May June July August September October November December"
).split()
DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ONES = "zero one two three four five six seven eight nine ten eleven twelve".split()
TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()
)
UNITS = (
    "kilometres",
    "metres",
    "minutes",
    "hours",
    "kilos",
    "grams",
    "litres",
    "degrees",
    "miles",
    "seconds",
    "weeks",
    "days",
)
MODALS = ("can", "could", "should", "might", "must", "would")
# Time adverbials and the tenses they fit.
PAST = {"past"}
NONPAST = {"present", "progressive", "future", "modal", "imperative"}
TIME_ADVERBIALS = {
    "yesterday": PAST,
    "last week": PAST,
    "last year": PAST,
    "last night": PAST,
    "two days ago": PAST,
    "a few weeks ago": PAST,
    "this morning": PAST | {"progressive"},
    "earlier": PAST,
    "recently": {"perfect", "past"},
    "already": {"perfect"},
    "so far": {"perfect"},
    "tomorrow": {"future", "modal", "progressive", "imperative"},
    "next week": {"future", "modal", "progressive", "imperative"},
    "next month": {"future", "modal", "progressive"},
    "later": {"future", "modal", "imperative"},
    "soon": {"future", "modal", "imperative"},
    "tonight": {"future", "modal", "progressive", "imperative"},
    "on Friday": PAST | {"future", "modal", "progressive", "imperative"},
    "at the weekend": PAST | {"future", "modal", "present"},
    "every morning": {"present"},
    "every year": {"present"},
    "these days": {"present", "progressive"},
    "right now": {"progressive", "imperative", "modal"},
    "today": PAST | NONPAST,
    "in the summer": PAST | {"present", "future", "modal"},
}
# How often each kind of sentence comes (cumulative shares of a roll).
SENTENCE_KINDS = (
    (0.06, "reply"),
    (0.16, "question"),
    (0.21, "imperative"),
    (0.26, "comparison"),
    (0.30, "passive"),
    (0.34, "listing"),
    (0.38, "conditional"),
    (0.42, "reported"),
    (0.46, "parenthetical"),
    (1.0, "declarative"),
)
# Determiners as speakers use them: mostly "the" and "a", a possessive about
# one time in four.
SINGULAR_DETERMINERS = (
    *("the",) * 5,
    *("a",) * 3,
    *("this", "that", "every", "my", "our", "your", "her", "his"),
)
PLURAL_DETERMINERS = (
    *("the",) * 4,
    *("some",) * 2,
    *("these", "those", "a few", "all the", "our", "my", "their"),
)
# Verbs whose object may be a named city or country.
PLACE_NAME_VERBS = frozenset(
    "visit leave describe explore love like see find remember miss protect defend".split()
)
# Verbs that are not used in the progressive (stative).
STATIVE = frozenset(
    "know believe like love hate want need prefer remember forget mean understand agree own".split()
)
# Adjectives with no comparative.
NON_GRADABLE = frozenset(
    """plastic wooden metal electric spare wireless portable final official quarterly
    weekly annual raw homemade frozen broken public private main whole local monthly
    perfect real extra historic""".split()
)


@lru_cache(maxsize=4096)
def verbs_for(lex: Lexicon, topic: str, frame: str, subject: str) -> tuple[Verb, ...]:
    return tuple(v for v in lex.verbs_by.get((topic, frame), ()) if subject in v.subjects)


@lru_cache(maxsize=256)
def adjectives_for(lex: Lexicon, cls: str) -> tuple[str, ...]:
    return tuple(a.lemma for a in lex.adjectives if not a.classes or cls in a.classes)


@lru_cache(maxsize=256)
def verbs_taking(lex: Lexicon, obj: str, subject: str) -> tuple[Verb, ...]:
    return tuple(
        v for v in lex.verbs if v.frame == "t" and obj in v.objects and subject in v.subjects
    )


def sequence_tense(tense: str) -> str:
    """The tense of a that-clause after a verb in ``tense`` (sequence of
    tenses: past after past, anything after the present)."""
    return "past" if tense == "past" else "any"


def subordinate_tense(tense: str) -> str:
    """The tense of a time or reason clause under a main clause in
    ``tense``: the present for the future and modals (``when it starts``)."""
    if tense in ("future", "modal", "progressive"):
        return "present"
    if tense == "perfect":
        return "past"
    return tense


def ordinal_suffix(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
