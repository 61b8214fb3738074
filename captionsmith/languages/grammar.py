"""A phrase-structure grammar of spoken English, written for this project.

``Grammar(rng, topic).sentence()`` returns one sentence (built from the
phrases of :class:`captionsmith.languages.phrases.PhraseGrammar`) as
:class:`Tagged` tokens (the word as spoken, with its attached punctuation,
and its part of speech in the tagger's tag set,
:data:`captionsmith.languages.english.TAGS`).  Everything comes from the
lexicon (:mod:`captionsmith.languages.lexicon`): subjects agree with their verbs by
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

from dataclasses import dataclass

from captionsmith.languages.grammar_words import (
    COORDINATORS,
    LONG_LINKS,
    MARKERS,
    NON_GRADABLE,
    PARENTHETICALS,
    REPLIES,
    SENTENCE_KINDS,
    SUBORDINATORS,
    TENSES,
    Tagged,
    capitalise,
    phrase,
    punctuated,
    tagged,
    words_of,
)
from captionsmith.languages.lexicon import comparative, verb_forms
from captionsmith.languages.phrases import PhraseGrammar

__all__ = ["TENSES", "Grammar", "Tagged", "capitalise", "phrase", "words_of"]


@dataclass
class Grammar(PhraseGrammar):
    """Sentences about one topic, from one rng: clauses, and every kind of
    sentence, from the phrases of :class:`PhraseGrammar`."""

    # -- clauses and sentences --------------------------------------------------

    def declarative(self, depth: int = 0) -> list[Tagged]:
        rng = self.rng
        tokens = self.clause(depth)
        while rng.random() < 0.35 * self.complexity and len(tokens) < 50:
            link = rng.choice(COORDINATORS)
            tokens = punctuated(tokens, ",") if link != "or" and rng.random() < 0.6 else tokens
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
            links = [w for w in LONG_LINKS if w != last and not (w == "but" and "but" in used)]
            link = self._choice(links)
            used.append(link)
            tokens = punctuated(tokens, ",")
            tag = "SCONJ" if link in SUBORDINATORS or link == "which means" else "CCONJ"
            tokens += [*phrase(link, tag), *self.clause(1)]
        return tokens

    def sentence(self) -> list[Tagged]:
        """One sentence of any kind, capitalised, with its final mark."""
        rng = self.rng
        roll = rng.random()
        kind = next(name for limit, name in SENTENCE_KINDS if roll < limit)
        tokens = getattr(self, kind)()
        if kind == "reply":
            mark = rng.choice([".", ".", "!"])
        elif kind == "declarative":
            mark = "!" if rng.random() < 0.03 else "."
        else:
            mark = "?" if kind == "question" else "."
        if rng.random() < 0.15 and roll >= 0.06:
            tokens = punctuated(tagged(rng.choice(MARKERS), "INTJ"), ",") + tokens
        return capitalise(punctuated(tokens, mark))

    def reply(self) -> list[Tagged]:
        return phrase(self.rng.choice(REPLIES), "INTJ")

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
                *tagged(head, "NOUN"),
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
        while adjective in NON_GRADABLE:
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
                *tagged(more, "ADJ"),
                Tagged("than", "SCONJ"),
                *b.tokens,
            ]
        noun = self.noun((cls,))
        return [
            Tagged("this", "DET"),
            Tagged("is", "AUX"),
            Tagged("the", "DET"),
            *tagged(most, "ADJ"),
            *tagged(noun.lemma, "NOUN"),
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
        tokens = [*obj.tokens, *tagged(be, "AUX"), Tagged(participle, "VERB"), *particle]
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
                tokens += (
                    punctuated(item, ",") if k < len(items) - 2 or rng.random() < 0.5 else item
                )
        return tokens

    def conditional(self) -> list[Tagged]:
        """``If it rains, we will stay inside`` (present, then future or a
        modal), or ``if it rained, we would...``."""
        rng = self.rng
        main = rng.choice(["future", "modal"])
        condition = [Tagged("if", "SCONJ"), *self.clause(depth=2, tense="present")]
        return [*punctuated(condition, ","), *self.clause(depth=2, tense=main)]

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
        aside = punctuated(phrase(rng.choice(PARENTHETICALS), "ADV"), ",")
        rest = self.vp(subject, rng.choice(["past", "present", "perfect"]), False, 1)
        return [*punctuated(subject.tokens, ","), *aside, *rest]
