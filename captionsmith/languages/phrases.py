"""Words, numbers, noun phrases and verb phrases of the speech grammar.

:class:`PhraseGrammar` holds one task's state (its rng, topic and the
things and people already mentioned) and builds the parts of a sentence:
a noun of a class from the topic, a number as speakers say it, a noun
phrase that knows its person and number, a verb phrase inflected to agree
with its subject, a fitting object or complement, an adverbial that fits
the tense.  :class:`captionsmith.languages.grammar.Grammar` builds sentences from
them.  Randomness comes only from ``rng``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from captionsmith.languages.grammar_words import (
    MODALS,
    MONTHS,
    OBJECT_PRONOUNS,
    ONES,
    ORDINALS,
    PLACE_NAME_VERBS,
    PLURAL_DETERMINERS,
    SINGULAR_DETERMINERS,
    STATIVE,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    TENS,
    TENSES,
    TIME_ADVERBIALS,
    UNITS,
    NounPhrase,
    Tagged,
    adjectives_for,
    ordinal_suffix,
    phrase,
    punctuated,
    sequence_tense,
    subordinate_tense,
    tagged,
    verbs_for,
    verbs_taking,
)
from captionsmith.languages.lexicon import (
    Collocation,
    Lexicon,
    Noun,
    Verb,
    article,
    lexicon,
    verb_forms,
)

__all__ = ["PhraseGrammar"]


@dataclass
class PhraseGrammar:
    """The phrases of sentences about one topic, from one rng."""

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
        topical = verbs_for(self.lex, self.topic, frame, subject)
        general = verbs_for(self.lex, "general", frame, subject)
        if topical and rng.random() < self.on_topic:
            return self._choice(topical)
        return self._choice(general or topical)

    def adjective(self, cls: str) -> str:
        return self._choice(adjectives_for(self.lex, cls))

    # -- numbers -------------------------------------------------------------

    def cardinal_words(self, n: int) -> str:
        if n <= 12:
            return ONES[n]
        if n < 20:
            return {13: "thirteen", 15: "fifteen", 18: "eighteen"}.get(n, ONES[n % 10] + "teen")
        tens, ones = divmod(n, 10)
        return TENS[tens - 2] + (f"-{ONES[ones]}" if ones else "")

    def number_phrase(self) -> list[Tagged]:
        """A number as speakers say it, with what it counts."""
        rng = self.rng
        kind = rng.randrange(10)
        if kind == 0:
            return tagged(f"${rng.choice([5, 12, 40, 99, 250, 1200])}", "NUM")
        if kind == 1:
            value = rng.choice(["3.5", "1.2", "0.8", "2.75", "4.1"])
            return [Tagged(value, "NUM"), Tagged(rng.choice(["million", "billion"]), "NUM")]
        if kind == 2:
            return [Tagged(str(rng.randint(2, 95)), "NUM"), Tagged("percent", "NOUN")]
        if kind == 3:
            day = rng.randint(1, 28)
            return [
                Tagged(rng.choice(MONTHS), "PROPN"),
                Tagged(f"{day}{ordinal_suffix(day)}", "NUM"),
            ]
        if kind == 4:
            return tagged(f"{rng.randint(1, 11)}:{rng.choice(['00', '15', '30', '45'])}", "NUM")
        if kind == 5:
            return [Tagged(str(rng.choice([1998, 2007, 2015, 2019, 2023, 2030])), "NUM")]
        if kind == 6:
            return [Tagged(f"{rng.randint(0, 4)}-{rng.randint(0, 3)}", "NUM")]
        if kind == 7:
            amount = rng.choice([str(rng.randint(2, 90)), self.cardinal_words(rng.randint(2, 40))])
            return [Tagged(amount, "NUM"), Tagged(rng.choice(UNITS), "NOUN")]
        if kind == 8:
            n = rng.randint(1, 12)
            return [Tagged("the", "DET"), Tagged(ORDINALS[n - 1], "ADJ"), Tagged("time", "NOUN")]
        return [Tagged(f"{rng.choice([1, 2, 15, 40])},{rng.choice(['000', '500'])}", "NUM")]

    # -- noun phrases ----------------------------------------------------------

    def np(
        self,
        classes: tuple[str, ...],
        role: str = "subject",
        depth: int = 0,
        topical_only: bool = False,
        place_names: bool = True,
    ) -> NounPhrase:
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
            return NounPhrase([Tagged("we" if plural else "I", "SUBJ")], 1, plural, cls)
        roll = rng.random()
        if cls == "PERSON" and roll < 0.3:
            return self._pronoun(role, person_only=True)
        if (cls == "PERSON" and roll < 0.45) or (cls == "GROUP" and roll < 0.2):
            return self._name(cls)
        if cls == "PLACE" and roll < 0.12 and place_names and not topical_only:
            return NounPhrase(tagged(self._choice(self.lex.places), "PROPN"), 3, False, cls)
        noun = self.noun((cls,), topical_only)
        plural = noun.plural is not None and rng.random() < 0.35
        head = (noun.plural if plural else noun.lemma) or noun.lemma
        adjective = [Tagged(self.adjective(cls), "ADJ")] if rng.random() < 0.3 else []
        first = adjective[0].text if adjective else head
        tokens = self._determiner(noun, plural, first) + adjective + tagged(head, "NOUN")
        if depth < 2 and rng.random() < 0.12 * self.complexity:
            tokens += self._relative(noun, depth)
        elif depth < 2 and rng.random() < 0.1 * self.complexity:
            tokens += self._modifier_pp(cls)
        return NounPhrase(tokens, 3, plural, cls)

    def _determiner(self, noun: Noun, plural: bool, head: str) -> list[Tagged]:
        rng = self.rng
        if noun.plural is None:  # mass noun
            options = ["the", "some", "more", "our", "this", "the", "their"]
            choice = rng.choice(options)
            return tagged(choice, "POSS" if choice in ("our", "their") else "DET")
        if plural:
            roll = rng.random()
            if roll < 0.12:
                count = rng.randint(2, 40)
                word = (
                    str(count) if count > 10 and rng.random() < 0.6 else self.cardinal_words(count)
                )
                return [Tagged(word, "NUM")]
            choice = rng.choice(PLURAL_DETERMINERS)
        else:
            choice = rng.choice(SINGULAR_DETERMINERS)
        if choice == "a":
            return [Tagged(article(head), "DET")]
        tag = "POSS" if choice in ("my", "our", "your", "their", "her", "his") else "DET"
        return tagged(choice, tag)

    def _pronoun(self, role: str, person_only: bool = False) -> NounPhrase:
        rng = self.rng
        person, plural = rng.choice(
            [(1, False), (1, False), (2, False), (1, True), (3, True), (3, False)]
        )
        if person == 3 and not plural:
            word = rng.choice(["he", "she"])
        else:
            word = SUBJECT_PRONOUNS[(person, plural)]
        if role == "object":
            word = OBJECT_PRONOUNS.get(word, word)
        return NounPhrase(
            [Tagged(word, "SUBJ" if role == "subject" else "PRON")], person, plural, "PERSON"
        )

    def _name(self, cls: str) -> NounPhrase:
        rng = self.rng
        if cls == "GROUP":
            org = self._choice(self.lex.organisations_by.get(self.topic, self.lex.organisations))
            words = org.split()
            tokens = [
                Tagged(w, "DET" if w == "the" else ("PROPN" if w[:1].isupper() else "NOUN"))
                for w in words
            ]
            return NounPhrase(tokens, 3, False, cls)
        if self._cast and rng.random() < 0.5:
            return NounPhrase([Tagged(self._choice(self._cast), "PROPN")], 3, False, cls)
        first = self._choice(self.lex.first_names)
        self._cast = [*self._cast[-4:], first]
        roll = rng.random()
        if roll < 0.25:
            return NounPhrase(
                [Tagged(first, "PROPN"), Tagged(self._choice(self.lex.surnames), "PROPN")],
                3,
                False,
                cls,
            )
        if roll < 0.32:
            return NounPhrase(
                [
                    Tagged(rng.choice(["Dr", "Professor"]), "PROPN"),
                    Tagged(self._choice(self.lex.surnames), "PROPN"),
                ],
                3,
                False,
                cls,
            )
        return NounPhrase([Tagged(first, "PROPN")], 3, False, cls)

    def _modifier_pp(self, cls: str) -> list[Tagged]:
        rng = self.rng
        if cls in ("PERSON", "GROUP"):
            return [Tagged("from", "ADP"), *tagged(self._choice(self.lex.places), "PROPN")]
        place = self.noun(("PLACE",))
        preposition = tagged(rng.choice(["in", "near", "behind", "next to", "outside"]), "ADP")
        return [*preposition, Tagged("the", "DET"), *tagged(place.lemma, "NOUN")]

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
        candidates = verbs_taking(self.lex, noun.cls, subject.cls)
        if not candidates:
            return []
        verb = self._choice(candidates)
        past = verb_forms(verb.lemma, verb.doubles)[2]
        return [Tagged("that", "WH"), *subject.tokens, Tagged(past, "VERB")]

    # -- verb phrases ----------------------------------------------------------

    def vp(self, subject: NounPhrase, tense: str, negative: bool, depth: int) -> list[Tagged]:
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
        if tense == "progressive" and verb.lemma in STATIVE:
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

    def _noun_phrase(self, noun: Noun) -> NounPhrase:
        """A short noun phrase headed by ``noun``: a determiner, sometimes an
        adjective of its class, the noun (plural a third of the time)."""
        rng = self.rng
        plural = noun.plural is not None and rng.random() < 0.35
        head = (noun.plural if plural else noun.lemma) or noun.lemma
        fits = noun.cls != "THING" and rng.random() < 0.2
        adjective = [Tagged(self.adjective(noun.cls), "ADJ")] if fits else []
        first = adjective[0].text if adjective else head
        self._mentioned = [*self._mentioned[-11:], noun]
        return NounPhrase(
            self._determiner(noun, plural, first) + adjective + tagged(head, "NOUN"),
            3,
            plural,
            noun.cls,
        )

    def _complement(
        self, verb: Verb, subject: NounPhrase, depth: int, tense: str = "any"
    ) -> list[Tagged]:
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
            return that + self.clause(depth + 1, sequence_tense(tense))
        if verb.frame == "v":
            inner = self.verb(rng.choice(["t", "i", "p"]), subject.cls)
            base = verb_forms(inner.lemma, inner.doubles)[0]
            return [
                Tagged("to", "TO"),
                Tagged(base, "VERB"),
                *self._complement(inner, subject, depth + 1, "modal"),
            ]
        return self._adverbial(tense) if rng.random() < 0.6 else []

    def _object(self, verb: Verb, subject: NounPhrase, depth: int, own: bool) -> NounPhrase:
        """The verb's object, never the speaker or listener who is also the
        subject ("I contacted me" needs a reflexive, which this grammar
        does not make)."""
        named = verb.frame == "p" or verb.lemma in PLACE_NAME_VERBS
        while True:
            obj = self.np(
                verb.objects, role="object", depth=depth + 1, topical_only=own, place_names=named
            )
            if obj.person == 3 or obj.person != subject.person:
                return obj

    def _inflect(self, verb: Verb, subject: NounPhrase, tense: str, negative: bool) -> list[Tagged]:
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
        modal = rng.choice(MODALS)
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
            fitting = [a for a in TIME_ADVERBIALS if tense in TIME_ADVERBIALS[a]]
            if fitting:
                return phrase(self._choice(fitting), "ADV")
        if roll < 0.6:
            return [Tagged(self._choice(self.lex.adverbs["manner"]), "ADV")]
        if roll < 0.85 or tense in ("imperative", "perfect"):
            place = self.noun(("PLACE",))
            return [
                Tagged(rng.choice(["in", "at", "near"]), "ADP"),
                Tagged("the", "DET"),
                *tagged(place.lemma, "NOUN"),
            ]
        amount = rng.randint(2, 45)
        count = str(amount) if amount > 10 and rng.random() < 0.5 else self.cardinal_words(amount)
        unit = rng.choice(["minutes", "hours", "days", "weeks", "months", "years"])
        return [
            Tagged(rng.choice(["for", "in"]), "ADP"),
            Tagged(count, "NUM"),
            Tagged(unit, "NOUN"),
        ]

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
            tokens = punctuated(tokens, ",") if rng.random() < 0.3 else tokens
            inner = subordinate_tense(tense)
            tokens += [Tagged(rng.choice(SUBORDINATORS), "SCONJ"), *self.clause(depth + 1, inner)]
        return tokens
