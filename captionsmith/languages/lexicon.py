"""The English lexicon of the speech grammar, written for this project.

Every open-class word carries its part of speech, a semantic class and the
topics it belongs to, so the grammar (:mod:`captionsmith.languages.grammar`) can make
verbs take fitting arguments ("cooked the soup", never "cooked the kitchen
table") and keep a task on one subject.  Inflection is by rule, with the
irregular forms listed, so agreement is right by construction:

* :func:`plural`, :func:`article` ("a"/"an" by sound);
* :func:`verb_forms` (base, third person singular, past, participle, -ing);
* :func:`comparative` (-er/-est or more/most).

Data layout (plain strings, split once at import, so loading takes a few
milliseconds): nouns per topic and class, ``lemma`` or ``lemma/plural``,
``!`` for a mass noun; verbs per topic as ``lemma:frame``, ``+`` when the
final consonant doubles (``plan+``); adjectives per class they describe.

Noun classes: PERSON, GROUP, PLACE, FOOD, THING (objects one handles),
DEVICE, DOC (documents and media), EVENT, IDEA (plans, problems, topics),
MONEY, NATURE, VEHICLE, ANIMAL.  Verb frames: ``i`` (intransitive),
``t=CLASS,CLASS`` (transitive, the object's classes), ``c`` (takes a
that-clause), ``v`` (takes to + verb), ``p=PREP=CLASS,CLASS`` (a
preposition and its object).  A verb whose subject may be a thing lists
the subject classes after ``@`` (``break:i@DEVICE,VEHICLE``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from captionsmith.languages.inflection import article, comparative, plural, verb_forms
from captionsmith.languages.lexicon_nouns import MORE_NOUNS, NOUNS
from captionsmith.languages.lexicon_words import (
    ACRONYMS,
    ADJECTIVES,
    ADVERBS,
    COLLOCATIONS,
    FIRST_NAMES,
    MORE_ADJECTIVES,
    MORE_VERBS,
    ORGANISATIONS,
    PLACES,
    SURNAMES,
    VERBS,
)

__all__ = [
    "CLASSES",
    "TOPICS",
    "Adjective",
    "Lexicon",
    "Noun",
    "Verb",
    "article",
    "comparative",
    "lexicon",
    "plural",
    "verb_forms",
]

CLASSES = (
    "PERSON",
    "GROUP",
    "PLACE",
    "FOOD",
    "THING",
    "DEVICE",
    "DOC",
    "EVENT",
    "IDEA",
    "MONEY",
    "NATURE",
    "VEHICLE",
    "ANIMAL",
)

TOPICS = (
    "energy",
    "cooking",
    "sport",
    "business",
    "travel",
    "science",
    "health",
    "music",
    "education",
    "film",
    "city",
    "gardening",
    "tech",
    "history",
    "weather",
    "shopping",
    "family",
)


@dataclass(frozen=True, slots=True)
class Noun:
    lemma: str
    plural: str | None  # None for a mass noun
    cls: str
    topic: str


@dataclass(frozen=True, slots=True)
class Verb:
    lemma: str
    frame: str  # i, t, c, v, p
    objects: tuple[str, ...]  # classes of the object (t, p)
    prep: str | None  # for p
    subjects: tuple[str, ...]  # classes of the subject
    doubles: bool  # the final consonant doubles before -ed and -ing
    topic: str


@dataclass(frozen=True, slots=True)
class Adjective:
    lemma: str
    classes: tuple[str, ...]  # empty: any


@dataclass(frozen=True, slots=True)
class Collocation:
    """A verb, its particle (``off`` in *switch off*) and the objects it is
    said with."""

    verb: Verb
    particle: str | None
    objects: tuple[Noun, ...]


@dataclass(frozen=True, eq=False)
class Lexicon:
    """Everything the grammar draws from, indexed for drawing."""

    nouns: tuple[Noun, ...]
    verbs: tuple[Verb, ...]
    adjectives: tuple[Adjective, ...]
    adverbs: dict[str, tuple[str, ...]]
    first_names: tuple[str, ...]
    surnames: tuple[str, ...]
    places: tuple[str, ...]
    organisations: tuple[str, ...]
    organisations_by: dict[str, tuple[str, ...]]  # topic -> organisations
    acronyms: tuple[str, ...]
    collocations: dict[str, tuple[Collocation, ...]]  # topic -> collocations
    nouns_by: dict[tuple[str, str], tuple[Noun, ...]]  # (topic, class) -> nouns
    verbs_by: dict[tuple[str, str], tuple[Verb, ...]]  # (topic, frame) -> verbs

    def lemmas(self) -> int:
        """How many distinct (lemma, part of speech) pairs it holds."""
        pairs = {(n.lemma, "NOUN") for n in self.nouns}
        pairs |= {(v.lemma, "VERB") for v in self.verbs}
        pairs |= {(a.lemma, "ADJ") for a in self.adjectives}
        pairs |= {(a, "ADV") for group in self.adverbs.values() for a in group}
        pairs |= {(p, "PROPN") for p in (*self.first_names, *self.surnames, *self.places)}
        pairs |= {(o, "PROPN") for o in self.organisations}
        for group in self.collocations.values():
            pairs |= {(c.verb.lemma, "VERB") for c in group}
            pairs |= {(n.lemma, "NOUN") for c in group for n in c.objects}
        return len(pairs)


def _merged_nouns() -> dict[str, dict[str, str]]:
    out = {topic: dict(classes) for topic, classes in NOUNS.items()}
    for topic, classes in MORE_NOUNS.items():
        for cls, text in classes.items():
            mine = out.setdefault(topic, {})
            mine[cls] = mine.get(cls, "") + " " + text
    return out


def _nouns() -> list[Noun]:
    out = []
    seen: set[tuple[str, str, str]] = set()
    for topic, classes in _merged_nouns().items():
        for cls, text in classes.items():
            for item in _compounds(text):
                mass = item.endswith("!")
                item = item.rstrip("!")
                lemma, _, irregular = item.partition("/")
                lemma = lemma.replace("_", " ")
                plural_form = None if mass else (irregular.replace("_", " ") or plural(lemma))
                if (lemma, cls, topic) not in seen:
                    seen.add((lemma, cls, topic))
                    out.append(Noun(lemma, plural_form, cls, topic))
    return out


def _compounds(text: str) -> list[str]:
    """Words of a noun list; ``_`` joins a compound (``heat_pump``)."""
    return text.split()


# Verbs a group (a team, a council, a company) can be the subject of.
_GROUP_VERBS = frozenset(
    """organise plan cancel discuss build design hire approve launch review change buy
    sell need invite visit start finish improve reduce increase protect decide agree
    promise offer refuse expect want hope announce install test update choose replace
    publish study analyse postpone schedule prioritise deploy ship win lose score
    defend concede train recommend collect predict treat pay rent order prepare
    talk worry plan meet help support""".split()
)


def _verbs() -> list[Verb]:
    out = []
    texts = {
        topic: VERBS.get(topic, "") + " " + MORE_VERBS.get(topic, "")
        for topic in (*VERBS, *MORE_VERBS)
    }
    doubling = {
        item.partition(":")[0].rstrip("+")
        for text in texts.values()
        for item in text.split()
        if item.partition(":")[0].endswith("+")
    }
    for topic, text in texts.items():
        for item in text.split():
            lemma, _, frame = item.partition(":")
            lemma = lemma.rstrip("+")
            doubles = lemma in doubling
            frame, _, subjects = frame.partition("@")
            agents = ("PERSON", "GROUP") if lemma.rstrip("+") in _GROUP_VERBS else ("PERSON",)
            subject_classes = tuple(subjects.split(",")) if subjects else agents
            if "@" in item and not subjects:
                subject_classes = ("PERSON",)
            kinds = [frame] if frame[:1] in "tp" else list(frame)
            for kind in kinds:
                objects: tuple[str, ...] = ()
                prep = None
                if kind.startswith("t="):
                    objects = tuple(kind[2:].split(","))
                    kind = "t"
                elif kind.startswith("p="):
                    _, prep, classes = kind.split("=")
                    objects = tuple(classes.split(","))
                    kind = "p"
                out.append(Verb(lemma, kind, objects, prep, subject_classes, doubles, topic))
    return out


def _collocations(
    nouns: tuple[Noun, ...], verbs: tuple[Verb, ...]
) -> dict[str, tuple[Collocation, ...]]:
    """Parse :data:`COLLOCATIONS`.  An object that is a lexicon noun keeps
    its class (so it fits the adjectives of that class); another is a noun of
    class THING of the topic.  A verb that is a lexicon verb keeps the
    subjects it allows; another takes a person (or a group, for the verbs
    groups do)."""
    known_nouns: dict[str, Noun] = {}
    for noun in nouns:
        known_nouns.setdefault(noun.lemma, noun)
    subjects: dict[str, tuple[str, ...]] = {}
    for verb in verbs:
        subjects[verb.lemma] = tuple(dict.fromkeys((*subjects.get(verb.lemma, ()), *verb.subjects)))
    out: dict[str, tuple[Collocation, ...]] = {}
    for topic, text in COLLOCATIONS.items():
        group = []
        for entry in text.split(";"):
            head, _, objects = entry.partition(":")
            lemma, _, particle = head.strip().partition("_")
            agents = ("PERSON", "GROUP") if lemma in _GROUP_VERBS else ("PERSON",)
            verb = Verb(lemma, "t", ("THING",), None, subjects.get(lemma, agents), False, topic)
            found = []
            for item in objects.split():
                mass = item.endswith("!")
                word = item.rstrip("!").replace("_", " ")
                known = known_nouns.get(word)
                if known is None:
                    known = Noun(word, None if mass else plural(word), "THING", topic)
                found.append(known)
            group.append(Collocation(verb, particle or None, tuple(found)))
        out[topic] = tuple(group)
    return out


def _adjectives() -> list[Adjective]:
    merged: dict[str, str] = dict(ADJECTIVES)
    for classes, text in MORE_ADJECTIVES.items():
        merged[classes] = merged.get(classes, "") + " " + text
    out: dict[tuple[str, tuple[str, ...]], Adjective] = {}
    for classes, text in merged.items():
        cls = () if classes == "*" else tuple(classes.split(","))
        for word in text.split():
            out.setdefault((word, cls), Adjective(word, cls))
    return list(out.values())


def _phrases(text: str) -> tuple[str, ...]:
    return tuple(" ".join(p.split()) for p in text.split("|"))


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The lexicon, built once.

    >>> lexicon().lemmas() > 1000
    True
    """
    nouns = tuple(_nouns())
    verbs = tuple(_verbs())
    collocations = _collocations(nouns, verbs)
    nouns_by: dict[tuple[str, str], list[Noun]] = {}
    for n in nouns:
        nouns_by.setdefault((n.topic, n.cls), []).append(n)
    verbs_by: dict[tuple[str, str], list[Verb]] = {}
    for v in verbs:
        verbs_by.setdefault((v.topic, v.frame), []).append(v)
    adverbs = {
        kind: _phrases(text) if kind.endswith("phrase") else tuple(text.split())
        for kind, text in ADVERBS.items()
    }
    return Lexicon(
        nouns=nouns,
        verbs=verbs,
        adjectives=tuple(_adjectives()),
        adverbs=adverbs,
        first_names=tuple(dict.fromkeys(FIRST_NAMES.split())),
        surnames=tuple(SURNAMES.split()),
        places=tuple(p.replace("_", " ") for p in PLACES.split()),
        organisations=tuple(dict.fromkeys(o for t in ORGANISATIONS.values() for o in _phrases(t))),
        organisations_by={topic: _phrases(text) for topic, text in ORGANISATIONS.items()},
        acronyms=tuple(ACRONYMS.split()),
        collocations=collocations,
        nouns_by={k: tuple(v) for k, v in nouns_by.items()},
        verbs_by={k: tuple(v) for k, v in verbs_by.items()},
    )
