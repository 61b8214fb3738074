"""A phrase-structure grammar of spoken English, written for this project.

``Grammar(rng, topic).sentence()`` returns one sentence as
:class:`Tagged` tokens (the word as spoken, with its attached punctuation,
and its part of speech in the tagger's tag set,
:data:`captionsmith.languages.english.TAGS`).  Everything comes from the
lexicon (:mod:`captionsmith.lexicon`): subjects agree with their verbs by
construction (the noun phrase carries its person and number, the verb phrase
is inflected for them), verbs take objects of the classes their frames name,
and most content words come from the sentence's topic.

Sentence kinds: declaratives (with coordination and subordinate, relative,
complement and conditional clauses, comparatives, passives, lists and
parentheticals), yes/no and wh-questions, imperatives, negation in every
tense, reported speech, and fragments and one-word replies.  Numbers of
every kind appear as speakers say them (cardinals, ordinals, decimals,
money, percentages, dates, times, years, scores, units).  Randomness comes
only from the ``rng`` given.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

from captionsmith.lexicon import (
    Collocation,
    Lexicon,
    Noun,
    Verb,
    article,
    comparative,
    lexicon,
    verb_forms,
)

__all__ = ["Grammar", "Tagged", "capitalise", "phrase", "words_of"]


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


def _t(text: str, tag: str) -> list[Tagged]:
    """Tokens of a phrase that all share one tag."""
    return [Tagged(w, tag) for w in text.split()]


# The parts of speech of the words inside fixed phrases (adverbials,
# parentheticals, links), so "at the weekend" is ADP DET NOUN, as the judge
# reads it, and not three adverbs.
_PHRASE_WORDS = {
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
    return [Tagged(w, _PHRASE_WORDS.get(w, "NOUN")) for w in words]


def _punct(tokens: list[Tagged], mark: str) -> list[Tagged]:
    """The tokens with ``mark`` attached to the last one."""
    if not tokens:
        return tokens
    last = tokens[-1]
    text = last.text.rstrip(",")
    return [*tokens[:-1], Tagged(text + mark, last.tag)]


@dataclass(frozen=True, slots=True)
class _NP:
    tokens: list[Tagged]
    person: int  # 1, 2 or 3
    plural: bool
    cls: str


_SUBJECT_PRONOUNS = {
    (1, False): "I",
    (2, False): "you",
    (1, True): "we",
    (2, True): "you",
    (3, True): "they",
}
_OBJECT_PRONOUNS = {"I": "me", "we": "us", "they": "them", "he": "him", "she": "her"}
_MARKERS = (
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
_PARENTHETICALS = (
    "as far as I know",
    "to be honest",
    "if I remember correctly",
    "as you can imagine",
    "believe it or not",
    "for what it's worth",
    "to be fair",
    "I think",
)
_SUBORDINATORS = ("because", "when", "while", "although", "before", "after", "since", "until")
_COORDINATORS = ("and", "but", "so", "or")
# Links of the clauses of a long sentence, "and" the most common.
_LONG_LINKS = ("and", "and", "and then", "so", "but", "because", "which means", "while", "although")
# Every tense a main clause can take; a register draws from its own mix.
TENSES = ("present", "past", "past", "progressive", "future", "perfect", "modal")
_REPLIES = (
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
_MONTHS = (
    "January February March April May June July August September October November December"
).split()
_DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
_ONES = "zero one two three four five six seven eight nine ten eleven twelve".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()
)
_UNITS = (
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
_MODALS = ("can", "could", "should", "might", "must", "would")
# Time adverbials and the tenses they fit.
_PAST = {"past"}
_NONPAST = {"present", "progressive", "future", "modal", "imperative"}
_TIME_ADVERBIALS = {
    "yesterday": _PAST,
    "last week": _PAST,
    "last year": _PAST,
    "last night": _PAST,
    "two days ago": _PAST,
    "a few weeks ago": _PAST,
    "this morning": _PAST | {"progressive"},
    "earlier": _PAST,
    "recently": {"perfect", "past"},
    "already": {"perfect"},
    "so far": {"perfect"},
    "tomorrow": {"future", "modal", "progressive", "imperative"},
    "next week": {"future", "modal", "progressive", "imperative"},
    "next month": {"future", "modal", "progressive"},
    "later": {"future", "modal", "imperative"},
    "soon": {"future", "modal", "imperative"},
    "tonight": {"future", "modal", "progressive", "imperative"},
    "on Friday": _PAST | {"future", "modal", "progressive", "imperative"},
    "at the weekend": _PAST | {"future", "modal", "present"},
    "every morning": {"present"},
    "every year": {"present"},
    "these days": {"present", "progressive"},
    "right now": {"progressive", "imperative", "modal"},
    "today": _PAST | _NONPAST,
    "in the summer": _PAST | {"present", "future", "modal"},
}
# How often each kind of sentence comes (cumulative shares of a roll).
_SENTENCE_KINDS = (
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
_SINGULAR_DETERMINERS = (
    *("the",) * 5,
    *("a",) * 3,
    *("this", "that", "every", "my", "our", "your", "her", "his"),
)
_PLURAL_DETERMINERS = (
    *("the",) * 4,
    *("some",) * 2,
    *("these", "those", "a few", "all the", "our", "my", "their"),
)
# Verbs whose object may be a named city or country.
_PLACE_NAME_VERBS = frozenset(
    "visit leave describe explore love like see find remember miss protect defend".split()
)
# Verbs that are not used in the progressive (stative).
_STATIVE = frozenset(
    "know believe like love hate want need prefer remember forget mean understand agree own".split()
)
# Adjectives with no comparative.
_NON_GRADABLE = frozenset(
    """plastic wooden metal electric spare wireless portable final official quarterly
    weekly annual raw homemade frozen broken public private main whole local monthly
    perfect real extra historic""".split()
)


@lru_cache(maxsize=4096)
def _verbs_for(lex: Lexicon, topic: str, frame: str, subject: str) -> tuple[Verb, ...]:
    return tuple(v for v in lex.verbs_by.get((topic, frame), ()) if subject in v.subjects)


@lru_cache(maxsize=256)
def _adjectives_for(lex: Lexicon, cls: str) -> tuple[str, ...]:
    return tuple(a.lemma for a in lex.adjectives if not a.classes or cls in a.classes)


@lru_cache(maxsize=256)
def _verbs_taking(lex: Lexicon, obj: str, subject: str) -> tuple[Verb, ...]:
    return tuple(
        v for v in lex.verbs if v.frame == "t" and obj in v.objects and subject in v.subjects
    )


def _sequence(tense: str) -> str:
    """The tense of a that-clause after a verb in ``tense`` (sequence of
    tenses: past after past, anything after the present)."""
    return "past" if tense == "past" else "any"


def _subordinate_tense(tense: str) -> str:
    """The tense of a time or reason clause under a main clause in
    ``tense``: the present for the future and modals (``when it starts``)."""
    if tense in ("future", "modal", "progressive"):
        return "present"
    if tense == "perfect":
        return "past"
    return tense


def _ordinal_suffix(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


@dataclass
class Grammar:
    """Sentences about one topic, from one rng."""

    rng: random.Random
    topic: str
    on_topic: float = 0.7  # chance a content word comes from the topic
    lex: Lexicon = field(default_factory=lexicon)
    recall: float = 0.3  # chance a noun is one already mentioned (talk returns to things)
    complexity: float = 1.0  # scales the chance of subordinate, relative and linked clauses
    collocation: float = 0.8  # chance a transitive verb phrase is one of the topic's usual pairs
    tenses: tuple[str, ...] = TENSES  # drawn from for each main clause (the register's habit)
    first_person: float = 0.1  # chance a person subject is "I" or "we"
    _mentioned: list[Noun] = field(default_factory=list)
    _cast: list[str] = field(default_factory=list)  # the people named so far

    # -- choosing words ----------------------------------------------------

    def _choice(self, items):
        return items[self.rng.randrange(len(items))]

    def noun(self, classes: tuple[str, ...], topical_only: bool = False) -> Noun:
        """A noun of one of the classes, from the topic when it has one (only
        from it with ``topical_only``: the object of a topic's own verb)."""
        rng = self.rng
        before = [n for n in self._mentioned if n.cls in classes]
        if topical_only:
            before = [n for n in before if n.topic == self.topic]
        if before and rng.random() < self.recall:
            return self._choice(before)
        topical = [n for c in classes for n in self.lex.nouns_by.get((self.topic, c), ())]
        if topical and (topical_only or rng.random() < self.on_topic):
            chosen = self._choice(topical)
        else:
            general = [n for c in classes for n in self.lex.nouns_by.get(("general", c), ())]
            chosen = self._choice(general or topical)
        self._mentioned = [*self._mentioned[-11:], chosen]
        return chosen

    def verb(self, frame: str, subject: str) -> Verb:
        rng = self.rng
        topical = _verbs_for(self.lex, self.topic, frame, subject)
        general = _verbs_for(self.lex, "general", frame, subject)
        if topical and rng.random() < self.on_topic:
            return self._choice(topical)
        return self._choice(general or topical)

    def adjective(self, cls: str) -> str:
        return self._choice(_adjectives_for(self.lex, cls))

    # -- numbers -------------------------------------------------------------

    def cardinal_words(self, n: int) -> str:
        if n <= 12:
            return _ONES[n]
        if n < 20:
            return {13: "thirteen", 15: "fifteen", 18: "eighteen"}.get(n, _ONES[n % 10] + "teen")
        tens, ones = divmod(n, 10)
        return _TENS[tens - 2] + (f"-{_ONES[ones]}" if ones else "")

    def number_phrase(self) -> list[Tagged]:
        """A number as speakers say it, with what it counts."""
        rng = self.rng
        kind = rng.randrange(10)
        if kind == 0:
            return _t(f"${rng.choice([5, 12, 40, 99, 250, 1200])}", "NUM")
        if kind == 1:
            value = rng.choice(["3.5", "1.2", "0.8", "2.75", "4.1"])
            return [Tagged(value, "NUM"), Tagged(rng.choice(["million", "billion"]), "NUM")]
        if kind == 2:
            return [Tagged(str(rng.randint(2, 95)), "NUM"), Tagged("percent", "NOUN")]
        if kind == 3:
            day = rng.randint(1, 28)
            return [
                Tagged(rng.choice(_MONTHS), "PROPN"),
                Tagged(f"{day}{_ordinal_suffix(day)}", "NUM"),
            ]
        if kind == 4:
            return _t(f"{rng.randint(1, 11)}:{rng.choice(['00', '15', '30', '45'])}", "NUM")
        if kind == 5:
            return [Tagged(str(rng.choice([1998, 2007, 2015, 2019, 2023, 2030])), "NUM")]
        if kind == 6:
            return [Tagged(f"{rng.randint(0, 4)}-{rng.randint(0, 3)}", "NUM")]
        if kind == 7:
            amount = rng.choice([str(rng.randint(2, 90)), self.cardinal_words(rng.randint(2, 40))])
            return [Tagged(amount, "NUM"), Tagged(rng.choice(_UNITS), "NOUN")]
        if kind == 8:
            n = rng.randint(1, 12)
            return [Tagged("the", "DET"), Tagged(_ORDINALS[n - 1], "ADJ"), Tagged("time", "NOUN")]
        return [Tagged(f"{rng.choice([1, 2, 15, 40])},{rng.choice(['000', '500'])}", "NUM")]

    # -- noun phrases ----------------------------------------------------------

    def np(
        self,
        classes: tuple[str, ...],
        role: str = "subject",
        depth: int = 0,
        topical_only: bool = False,
        place_names: bool = True,
    ) -> _NP:
        """A noun phrase of one of the classes; ``role`` is subject or object.
        A PLACE may be a named city or country only with ``place_names`` (you
        visit Lisbon; you do not clean it)."""
        rng = self.rng
        if topical_only:
            own = tuple(c for c in classes if (self.topic, c) in self.lex.nouns_by)
            classes = own or classes
            topical_only = bool(own)
        cls = self._choice(classes)
        if role == "subject" and cls == "PERSON" and rng.random() < self.first_person:
            plural = rng.random() < 0.35
            return _NP([Tagged("we" if plural else "I", "SUBJ")], 1, plural, cls)
        roll = rng.random()
        if cls == "PERSON" and roll < 0.3:
            return self._pronoun(role, person_only=True)
        if (cls == "PERSON" and roll < 0.45) or (cls == "GROUP" and roll < 0.2):
            return self._name(cls)
        if cls == "PLACE" and roll < 0.12 and place_names and not topical_only:
            return _NP(_t(self._choice(self.lex.places), "PROPN"), 3, False, cls)
        noun = self.noun((cls,), topical_only)
        plural = noun.plural is not None and rng.random() < 0.35
        head = (noun.plural if plural else noun.lemma) or noun.lemma
        adjective = [Tagged(self.adjective(cls), "ADJ")] if rng.random() < 0.3 else []
        first = adjective[0].text if adjective else head
        tokens = self._determiner(noun, plural, first) + adjective + _t(head, "NOUN")
        if depth < 2 and rng.random() < 0.12 * self.complexity:
            tokens += self._relative(noun, depth)
        elif depth < 2 and rng.random() < 0.1 * self.complexity:
            tokens += self._modifier_pp(cls)
        return _NP(tokens, 3, plural, cls)

    def _determiner(self, noun: Noun, plural: bool, head: str) -> list[Tagged]:
        rng = self.rng
        if noun.plural is None:  # mass noun
            options = ["the", "some", "more", "our", "this", "the", "their"]
            choice = rng.choice(options)
            return _t(choice, "POSS" if choice in ("our", "their") else "DET")
        if plural:
            roll = rng.random()
            if roll < 0.12:
                count = rng.randint(2, 40)
                word = (
                    str(count) if count > 10 and rng.random() < 0.6 else self.cardinal_words(count)
                )
                return [Tagged(word, "NUM")]
            choice = rng.choice(_PLURAL_DETERMINERS)
        else:
            choice = rng.choice(_SINGULAR_DETERMINERS)
        if choice == "a":
            return [Tagged(article(head), "DET")]
        tag = "POSS" if choice in ("my", "our", "your", "their", "her", "his") else "DET"
        return _t(choice, tag)

    def _pronoun(self, role: str, person_only: bool = False) -> _NP:
        rng = self.rng
        person, plural = rng.choice(
            [(1, False), (1, False), (2, False), (1, True), (3, True), (3, False)]
        )
        if person == 3 and not plural:
            word = rng.choice(["he", "she"])
        else:
            word = _SUBJECT_PRONOUNS[(person, plural)]
        if role == "object":
            word = _OBJECT_PRONOUNS.get(word, word)
        return _NP(
            [Tagged(word, "SUBJ" if role == "subject" else "PRON")], person, plural, "PERSON"
        )

    def _name(self, cls: str) -> _NP:
        rng = self.rng
        if cls == "GROUP":
            org = self._choice(self.lex.organisations_by.get(self.topic, self.lex.organisations))
            words = org.split()
            tokens = [
                Tagged(w, "DET" if w == "the" else ("PROPN" if w[:1].isupper() else "NOUN"))
                for w in words
            ]
            return _NP(tokens, 3, False, cls)
        if self._cast and rng.random() < 0.5:
            return _NP([Tagged(self._choice(self._cast), "PROPN")], 3, False, cls)
        first = self._choice(self.lex.first_names)
        self._cast = [*self._cast[-4:], first]
        roll = rng.random()
        if roll < 0.25:
            return _NP(
                [Tagged(first, "PROPN"), Tagged(self._choice(self.lex.surnames), "PROPN")],
                3,
                False,
                cls,
            )
        if roll < 0.32:
            return _NP(
                [
                    Tagged(rng.choice(["Dr", "Professor"]), "PROPN"),
                    Tagged(self._choice(self.lex.surnames), "PROPN"),
                ],
                3,
                False,
                cls,
            )
        return _NP([Tagged(first, "PROPN")], 3, False, cls)

    def _modifier_pp(self, cls: str) -> list[Tagged]:
        rng = self.rng
        if cls in ("PERSON", "GROUP"):
            return [Tagged("from", "ADP"), *_t(self._choice(self.lex.places), "PROPN")]
        place = self.noun(("PLACE",))
        preposition = _t(rng.choice(["in", "near", "behind", "next to", "outside"]), "ADP")
        return [*preposition, Tagged("the", "DET"), *_t(place.lemma, "NOUN")]

    def _relative(self, noun: Noun, depth: int) -> list[Tagged]:
        """``that we bought last week`` / ``who works in the kitchen``."""
        rng = self.rng
        if noun.cls == "PERSON" and rng.random() < 0.5:
            verb = self.verb("i", "PERSON")
            forms = verb_forms(verb.lemma, verb.doubles)
            return [Tagged("who", "WH"), Tagged(forms[2], "VERB"), *self._adverbial()]
        # Object relatives mostly have a pronoun subject ("that we bought"),
        # and never hold another relative ("that the club that...").
        if rng.random() < 0.6:
            subject = self._pronoun("subject", person_only=True)
        else:
            subject = self.np(("PERSON", "GROUP"), depth=2)
        candidates = _verbs_taking(self.lex, noun.cls, subject.cls)
        if not candidates:
            return []
        verb = self._choice(candidates)
        past = verb_forms(verb.lemma, verb.doubles)[2]
        return [Tagged("that", "WH"), *subject.tokens, Tagged(past, "VERB")]

    # -- verb phrases ----------------------------------------------------------

    def vp(self, subject: _NP, tense: str, negative: bool, depth: int) -> list[Tagged]:
        """A verb phrase agreeing with ``subject``."""
        rng = self.rng
        frames = ["t", "t", "t", "i", "p", "v", "c"] if depth < 2 else ["t", "t", "i", "p"]
        frame = rng.choice(frames)
        usual = self._collocation(subject.cls) if frame == "t" else None
        if usual is not None:
            tokens = self._inflect(usual.verb, subject, tense, negative)
            tokens += self._particle(usual) + self._noun_phrase(self._choice(usual.objects)).tokens
            return tokens + self._adverbial(tense) if rng.random() < 0.35 else tokens
        verb = self.verb(frame, subject.cls)
        if tense == "progressive" and verb.lemma in _STATIVE:
            tense = "present"
        head = self._inflect(verb, subject, tense, negative)
        return head + self._complement(verb, subject, depth, tense)

    def _collocation(self, subject_cls: str) -> Collocation | None:
        """One of the topic's usual verb-and-object pairs for this kind of
        subject, on :attr:`collocation` of the draws; None otherwise."""
        if self.rng.random() >= self.collocation:
            return None
        usual = [
            c for c in self.lex.collocations.get(self.topic, ()) if subject_cls in c.verb.subjects
        ]
        return self._choice(usual) if usual else None

    @staticmethod
    def _particle(usual: Collocation) -> list[Tagged]:
        return [Tagged(usual.particle, "ADP")] if usual.particle else []

    def _noun_phrase(self, noun: Noun) -> _NP:
        """A short noun phrase headed by ``noun``: a determiner, sometimes an
        adjective of its class, the noun (plural a third of the time)."""
        rng = self.rng
        plural = noun.plural is not None and rng.random() < 0.35
        head = (noun.plural if plural else noun.lemma) or noun.lemma
        fits = noun.cls != "THING" and rng.random() < 0.2
        adjective = [Tagged(self.adjective(noun.cls), "ADJ")] if fits else []
        first = adjective[0].text if adjective else head
        self._mentioned = [*self._mentioned[-11:], noun]
        return _NP(
            self._determiner(noun, plural, first) + adjective + _t(head, "NOUN"),
            3,
            plural,
            noun.cls,
        )

    def _complement(self, verb: Verb, subject: _NP, depth: int, tense: str = "any") -> list[Tagged]:
        rng = self.rng
        own = verb.topic != "general"
        if verb.frame == "t":
            obj = self._object(verb, subject, depth, own)
            tokens = obj.tokens
            if rng.random() < 0.35:
                tokens = tokens + self._adverbial(tense)
            return tokens
        if verb.frame == "p":
            assert verb.prep is not None
            obj = self._object(verb, subject, depth, own)
            return [Tagged(verb.prep, "ADP"), *obj.tokens]
        if verb.frame == "c":
            that = [Tagged("that", "SCONJ")] if rng.random() < 0.4 else []
            return that + self.clause(depth + 1, _sequence(tense))
        if verb.frame == "v":
            inner = self.verb(rng.choice(["t", "i", "p"]), subject.cls)
            base = verb_forms(inner.lemma, inner.doubles)[0]
            return [
                Tagged("to", "TO"),
                Tagged(base, "VERB"),
                *self._complement(inner, subject, depth + 1, "modal"),
            ]
        return self._adverbial(tense) if rng.random() < 0.6 else []

    def _object(self, verb: Verb, subject: _NP, depth: int, own: bool) -> _NP:
        """The verb's object, never the speaker or listener who is also the
        subject ("I contacted me" needs a reflexive, which this grammar
        does not make)."""
        named = verb.frame == "p" or verb.lemma in _PLACE_NAME_VERBS
        while True:
            obj = self.np(
                verb.objects, role="object", depth=depth + 1, topical_only=own, place_names=named
            )
            if obj.person == 3 or obj.person != subject.person:
                return obj

    def _inflect(self, verb: Verb, subject: _NP, tense: str, negative: bool) -> list[Tagged]:
        """The verb (with its auxiliaries) in ``tense``, agreeing with the subject."""
        base, third, past, participle, ing = verb_forms(verb.lemma, verb.doubles)
        singular3 = subject.person == 3 and not subject.plural
        first_singular = subject.person == 1 and not subject.plural
        rng = self.rng
        if tense == "present":
            if negative:
                aux = "doesn't" if singular3 else "don't"
                return [Tagged(aux, "NEG"), Tagged(base, "VERB")]
            adverb = (
                [Tagged(self._choice(self.lex.adverbs["frequency"]), "ADV")]
                if rng.random() < 0.2
                else []
            )
            return [*adverb, Tagged(third if singular3 else base, "VERB")]
        if tense == "past":
            if negative:
                return [Tagged("didn't", "NEG"), Tagged(base, "VERB")]
            return [Tagged(past, "VERB")]
        if tense == "progressive":
            be = "am" if first_singular else ("is" if singular3 else "are")
            if negative:
                be = {"am": "am", "is": "isn't", "are": "aren't"}[be]
                tokens = [Tagged(be, "AUX" if be == "am" else "NEG")]
                tokens += [Tagged("not", "NEG")] if be == "am" else []
                return [*tokens, Tagged(ing, "VERB")]
            return [Tagged(be, "AUX"), Tagged(ing, "VERB")]
        if tense == "future":
            if rng.random() < 0.5:
                return [
                    Tagged("won't" if negative else "will", "NEG" if negative else "AUX"),
                    Tagged(base, "VERB"),
                ]
            be = "am" if first_singular else ("is" if singular3 else "are")
            neg = [Tagged("not", "NEG")] if negative else []
            return [
                Tagged(be, "AUX"),
                *neg,
                Tagged("going", "VERB"),
                Tagged("to", "TO"),
                Tagged(base, "VERB"),
            ]
        if tense == "perfect":
            have = "has" if singular3 else "have"
            if negative:
                return [Tagged(have + "n't", "NEG"), Tagged(participle, "VERB")]
            return [Tagged(have, "AUX"), Tagged(participle, "VERB")]
        modal = rng.choice(_MODALS)
        if negative:
            word = {
                "can": "can't",
                "could": "couldn't",
                "should": "shouldn't",
                "would": "wouldn't",
            }.get(modal)
            if word:
                return [Tagged(word, "NEG"), Tagged(base, "VERB")]
            return [Tagged(modal, "AUX"), Tagged("not", "NEG"), Tagged(base, "VERB")]
        return [Tagged(modal, "AUX"), Tagged(base, "VERB")]

    def _adverbial(self, tense: str = "any") -> list[Tagged]:
        """A time, manner or place adverbial that fits the tense (no
        "yesterday" with the future, no "tomorrow" with the past)."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.45:
            fitting = [a for a in _TIME_ADVERBIALS if tense in _TIME_ADVERBIALS[a]]
            if fitting:
                return phrase(self._choice(fitting), "ADV")
        if roll < 0.6:
            return [Tagged(self._choice(self.lex.adverbs["manner"]), "ADV")]
        if roll < 0.85 or tense in ("imperative", "perfect"):
            place = self.noun(("PLACE",))
            return [
                Tagged(rng.choice(["in", "at", "near"]), "ADP"),
                Tagged("the", "DET"),
                *_t(place.lemma, "NOUN"),
            ]
        amount = rng.randint(2, 45)
        count = str(amount) if amount > 10 and rng.random() < 0.5 else self.cardinal_words(amount)
        unit = rng.choice(["minutes", "hours", "days", "weeks", "months", "years"])
        return [
            Tagged(rng.choice(["for", "in"]), "ADP"),
            Tagged(count, "NUM"),
            Tagged(unit, "NOUN"),
        ]

    # -- clauses and sentences --------------------------------------------------

    def clause(self, depth: int = 0, tense: str | None = None) -> list[Tagged]:
        """A declarative clause: subject, verb phrase, maybe a subordinate
        clause whose tense follows the main one (``when they arrive``, not
        ``when they will arrive``)."""
        rng = self.rng
        subject = self.np(("PERSON", "PERSON", "PERSON", "GROUP"), depth=depth)
        if tense is None or tense == "any":
            tense = self._choice(self.tenses)
        negative = rng.random() < 0.15
        tokens = subject.tokens + self.vp(subject, tense, negative, depth)
        if depth < 2 and rng.random() < 0.25 * self.complexity:
            tokens = _punct(tokens, ",") if rng.random() < 0.3 else tokens
            inner = _subordinate_tense(tense)
            tokens += [Tagged(rng.choice(_SUBORDINATORS), "SCONJ"), *self.clause(depth + 1, inner)]
        return tokens

    def declarative(self, depth: int = 0) -> list[Tagged]:
        rng = self.rng
        tokens = self.clause(depth)
        while rng.random() < 0.35 * self.complexity and len(tokens) < 50:
            link = rng.choice(_COORDINATORS)
            tokens = _punct(tokens, ",") if link != "or" and rng.random() < 0.6 else tokens
            tokens += [Tagged(link, "CCONJ"), *self.clause(depth + 1)]
        return tokens

    def longer(self, target: int) -> list[Tagged]:
        """A declarative of at least ``target`` words where the grammar
        allows: clauses joined until it is long enough."""
        tokens = self.clause(0)
        used: list[str] = []
        while len(tokens) < target:
            # No link twice in a row, and "but" at most once: a long sentence
            # runs on with "and", "so", "because", not "but ... but".
            last = used[-1] if used else None
            links = [w for w in _LONG_LINKS if w != last and not (w == "but" and "but" in used)]
            link = self._choice(links)
            used.append(link)
            tokens = _punct(tokens, ",")
            tag = "SCONJ" if link in _SUBORDINATORS or link == "which means" else "CCONJ"
            tokens += [*phrase(link, tag), *self.clause(1)]
        return tokens

    def sentence(self) -> list[Tagged]:
        """One sentence of any kind, capitalised, with its final mark."""
        rng = self.rng
        roll = rng.random()
        kind = next(name for limit, name in _SENTENCE_KINDS if roll < limit)
        tokens = getattr(self, kind)()
        if kind == "reply":
            mark = rng.choice([".", ".", "!"])
        elif kind == "declarative":
            mark = "!" if rng.random() < 0.03 else "."
        else:
            mark = "?" if kind == "question" else "."
        if rng.random() < 0.15 and roll >= 0.06:
            tokens = _punct(_t(rng.choice(_MARKERS), "INTJ"), ",") + tokens
        return capitalise(_punct(tokens, mark))

    def reply(self) -> list[Tagged]:
        return phrase(self.rng.choice(_REPLIES), "INTJ")

    def question(self) -> list[Tagged]:
        rng = self.rng
        subject = self.np(("PERSON", "GROUP"))
        verb = self.verb("t", subject.cls)
        base = verb_forms(verb.lemma, verb.doubles)[0]
        obj = self.np(verb.objects, role="object", depth=1)
        singular3 = subject.person == 3 and not subject.plural
        aux = rng.choice(["do", "did", "can", "will", "should"])
        if aux == "do":
            aux = "does" if singular3 else "do"
        if rng.random() < 0.5:
            wh = rng.choice(["why", "when", "where", "how"])
            return [
                Tagged(wh, "WH"),
                Tagged(aux, "AUX"),
                *subject.tokens,
                Tagged(base, "VERB"),
                *obj.tokens,
            ]
        if rng.random() < 0.3:
            noun = self.noun(verb.objects)
            head = noun.plural or noun.lemma
            return [
                Tagged("what" if noun.plural is None else "which", "WH"),
                *_t(head, "NOUN"),
                Tagged(aux, "AUX"),
                *subject.tokens,
                Tagged(base, "VERB"),
            ]
        return [Tagged(aux, "AUX"), *subject.tokens, Tagged(base, "VERB"), *obj.tokens]

    def imperative(self) -> list[Tagged]:
        rng = self.rng
        verb = self.verb("t", "PERSON")
        base = verb_forms(verb.lemma, verb.doubles)[0]
        obj = self.np(verb.objects, role="object", depth=1).tokens
        roll = rng.random()
        if roll < 0.3:
            return [
                Tagged("don't", "NEG"),
                Tagged("forget", "VERB"),
                Tagged("to", "TO"),
                Tagged(base, "VERB"),
                *obj,
            ]
        if roll < 0.55:
            return [Tagged("let's", "VERB"), Tagged(base, "VERB"), *obj]
        return [Tagged(base, "VERB"), *obj, *self._adverbial("imperative")]

    def comparison(self) -> list[Tagged]:
        rng = self.rng
        cls = rng.choice(["PLACE", "FOOD", "DEVICE", "VEHICLE", "EVENT"])
        a = self.np((cls,), depth=1)
        adjective = self.adjective(cls)
        while adjective in _NON_GRADABLE:
            adjective = self.adjective(cls)
        more, most = comparative(adjective)
        be = "are" if a.plural else "is"
        if rng.random() < 0.6:
            b = self.np((cls,), role="object", depth=1)
            while words_of(b.tokens)[-1] == words_of(a.tokens)[-1]:  # not "X is bigger than X"
                b = self.np((cls,), role="object", depth=1)
            return [
                *a.tokens,
                Tagged(be, "AUX"),
                *_t(more, "ADJ"),
                Tagged("than", "SCONJ"),
                *b.tokens,
            ]
        noun = self.noun((cls,))
        return [
            Tagged("this", "DET"),
            Tagged("is", "AUX"),
            Tagged("the", "DET"),
            *_t(most, "ADJ"),
            *_t(noun.lemma, "NOUN"),
            Tagged("we", "SUBJ"),
            Tagged("have", "AUX"),
            Tagged("ever", "ADV"),
            Tagged(verb_forms("see")[3], "VERB"),
        ]

    def passive(self) -> list[Tagged]:
        rng = self.rng
        usual = self._collocation("PERSON")
        if usual is not None:
            obj = self._noun_phrase(self._choice(usual.objects))
            participle = verb_forms(usual.verb.lemma, usual.verb.doubles)[3]
            particle = self._particle(usual)
        else:
            verb = self.verb("t", "PERSON")
            obj = self.np(verb.objects, depth=1)
            participle = verb_forms(verb.lemma, verb.doubles)[3]
            particle = []
        singular = not obj.plural and obj.person != 2
        if rng.random() < 0.6:
            be = "was" if singular else "were"
        else:
            be = "has been" if singular and obj.person == 3 else "have been"
        tokens = [*obj.tokens, *_t(be, "AUX"), Tagged(participle, "VERB"), *particle]
        if rng.random() < 0.5:
            tokens += [
                Tagged("by", "ADP"),
                *self.np(("PERSON", "GROUP"), role="object", depth=1).tokens,
            ]
        return tokens

    def listing(self) -> list[Tagged]:
        rng = self.rng
        subject = self._pronoun("subject")
        usual = self._collocation("PERSON")
        if usual is not None and len(usual.objects) >= 3:
            forms = verb_forms(usual.verb.lemma, usual.verb.doubles)
            head = [Tagged(forms[2], "VERB"), *self._particle(usual)]
            count = rng.randint(3, min(5, len(usual.objects)))
            items = [self._noun_phrase(n).tokens for n in rng.sample(usual.objects, count)]
        else:
            verb = self.verb("t", "PERSON")
            forms = verb_forms(verb.lemma, verb.doubles)
            head = [Tagged(forms[2], "VERB")]
            items = [
                self.np(verb.objects, role="object", depth=2).tokens
                for _ in range(rng.randint(3, 5))
            ]
        tokens = [*subject.tokens, *head]
        for k, item in enumerate(items):
            if k == len(items) - 1:
                tokens += [Tagged("and", "CCONJ"), *item]
            else:
                tokens += _punct(item, ",") if k < len(items) - 2 or rng.random() < 0.5 else item
        return tokens

    def conditional(self) -> list[Tagged]:
        """``If it rains, we will stay inside`` (present, then future or a
        modal), or ``if it rained, we would...``."""
        rng = self.rng
        main = rng.choice(["future", "modal"])
        condition = [Tagged("if", "SCONJ"), *self.clause(depth=2, tense="present")]
        return [*_punct(condition, ","), *self.clause(depth=2, tense=main)]

    def reported(self) -> list[Tagged]:
        rng = self.rng
        speaker = self.np(("PERSON",), depth=1)
        listener = self._pronoun("object")
        while listener.person != 3 and listener.person == speaker.person:  # not "I told me"
            listener = self._pronoun("object")
        verb = rng.choice(["told", "reminded", "warned", "promised"])
        that = [Tagged("that", "SCONJ")] if rng.random() < 0.6 else []
        return [
            *speaker.tokens,
            Tagged(verb, "VERB"),
            *listener.tokens,
            *that,
            *self.clause(depth=2),
        ]

    def parenthetical(self) -> list[Tagged]:
        rng = self.rng
        subject = self.np(("PERSON", "GROUP"), depth=1)
        aside = _punct(phrase(rng.choice(_PARENTHETICALS), "ADV"), ",")
        rest = self.vp(subject, rng.choice(["past", "present", "perfect"]), False, 1)
        return [*_punct(subject.tokens, ","), *aside, *rest]
