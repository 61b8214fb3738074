"""German: the tagger's tables and the sentence grammar.

Contract: as :mod:`.french`.  Noun phrases decline by gender, number and
case (nominative subjects, accusative objects, dative after ``mit``,
``von``, ``bei``, ``nach``, ``zu``, ``aus``, with ``im``/``am``/``zum``/
``zur``/``vom``/``beim`` contractions); adjectives take the weak or mixed
ending; main clauses put the finite verb second (after a fronted time
adverb the subject follows it), perfect and modal clauses put the
participle or infinitive last, separable verbs send their particle to the
clause end (``Ich rufe dich morgen an``), and subordinate clauses
(``weil``, ``dass``, ``wenn``, ``ob``) are verb-final (``weil wir das Buch
gelesen haben``).  Nouns are capitalised, as German writes them.
"""

from __future__ import annotations

from functools import cache

from captionsmith.languages import PromptNotes
from captionsmith.languages.german_words import (
    GENERIC_VERBS,
    INTRANSITIVE,
    NOUNS,
    TOPIC_ONLY_VERBS,
    TOPIC_VERBS,
    VERBS,
)
from captionsmith.languages.grammar import Tagged
from captionsmith.languages.latin import (
    LatinTables,
    Speech,
    TopicGrammar,
    closed_table,
    finish,
    tagged,
)

__all__ = ["DIALOGUE_DASH", "PROMPT_NOTES", "SPEECH", "Grammar", "finish", "names", "tables"]

DIALOGUE_DASH = "-"  # a hyphen without a space, as in the Netflix general style
PROMPT_NOTES = PromptNotes(
    summary="Nouns keep their capitals.",
    spelling="capitals and punctuation",
    marks=(
        "Where the words have no sentence punctuation you may restore sentence case and "
        "punctuation; where they have it, you may add commas and full stops but not question "
        "or exclamation marks, brackets or dashes."
    ),
    between="before a conjunction such as dass, weil, wenn, und or aber, or a preposition",
    phrases=(
        "Never break inside a phrase: not between an article, adjective, number or "
        "possessive and its noun, inside a name, between a pronoun and its verb, inside the "
        "verb group that ends a clause (gelesen hat), or before the particle of a separable "
        "verb (rufe … an).",
        "Never end a line or a cue on an article, a preposition, a conjunction or a possessive.",
    ),
    example=("Fertig?", "Ja."),
)
SPEECH = Speech(
    fillers=("äh", "ähm", "also", "halt", "sozusagen"),
    backchannels=("ja", "genau", "okay", "stimmt", "echt", "klar", "ach so", "natürlich"),
    topics=("city", "food", "health", "education", "tech", "sport", "family", "business"),
)

# gender:Singular:Plural
_NOUNS = NOUNS
# Weak masculine nouns take -n/-en outside the nominative singular.
_WEAK = {
    "Nachbar": "Nachbarn",
    "Patient": "Patienten",
    "Student": "Studenten",
    "Kunde": "Kunden",
    "Kollege": "Kollegen",
    "Lieferant": "Lieferanten",
}

_ADJECTIVES = """neu alt groß klein wichtig interessant schwierig einfach schnell langsam teuer
    ruhig laut sauber schmutzig modern öffentlich lokal toll riesig zerbrechlich seltsam
    perfekt praktisch leer voll lecker warm kalt frisch kostenlos ernst nützlich gefährlich
    nächste letzte kaputt offen fertig jung reich arm stark schwach leicht schwer schön
    blau grün rot schwarz weiß freundlich spannend billig bequem dunkel hell eng breit
    gemütlich günstig hübsch klug lustig müde nett pünktlich sicher sportlich traurig
    wunderbar zufrieden aktuell digital regional privat stabil""".split()
# Adverbs of the middle field: "Wir haben das Buch leider nicht gelesen."
_MIDDLE = """leider wirklich endlich vielleicht wahrscheinlich natürlich sofort gemeinsam
    trotzdem wieder kaum fast genau eigentlich schnell gern""".split()

_VERBS = VERBS | TOPIC_ONLY_VERBS
_INTRANSITIVE = INTRANSITIVE
_NUMBERS = "zwei drei vier fünf sechs sieben acht neun zehn zwölf zwanzig hundert".split()
# Separable particles: a clause-final one is PART (rufe … an, mache … aus).
_PARTICLES = frozenset(
    """ab an auf aus bei ein fest fort her herein heraus herunter hin los mit nach vor
    vorbei weg weiter zu zurück zusammen""".split()
)
_PERSON_OBJECT = frozenset("besuchen treffen an|rufen ab|holen sehen".split())
_GLAUBEN = "glaube glaubst glaubt glauben glaubt glauben".split()
_SAGEN = "sage sagst sagt sagen sagt sagen".split()
_DENKEN = "denke denkst denkt denken denkt denken".split()
_WISSEN = "weiß weißt weiß wissen wisst wissen".split()
_SEIN = "bin bist ist sind seid sind".split()
_HABEN = "habe hast hat haben habt haben".split()
_WERDEN = "werde wirst wird werden werdet werden".split()
_KOENNEN = "kann kannst kann können könnt können".split()
_WOLLEN = "will willst will wollen wollt wollen".split()
_MUESSEN = "muss musst muss müssen müsst müssen".split()

_FIRST = """Anna Lena Hannah Lea Mia Sophie Laura Julia Sarah Leonie Emma Miriam Aylin Elif
    Lukas Felix Jonas Leon Paul Max Tim Jan Niklas David Tobias Moritz Emre Mehmet Yusuf
    Ole Finn Karl Greta Ida Jakob""".split()
_PLACES = """Berlin Hamburg München Köln Frankfurt Stuttgart Leipzig Dresden Bremen Hannover
    Nürnberg Wien Zürich Graz Basel Bonn Kiel Freiburg""".split()
_TIMES = {
    "present": ("heute", "jetzt", "montags", "oft", "gerade"),
    "past": ("gestern", "letzte Woche", "heute Morgen", "schon", "letztes Jahr"),
    "future": ("morgen", "bald", "nächste Woche", "am Wochenende", "später"),
}
_SUBJECTS = (
    ("ich", 0),
    ("du", 1),
    ("er", 2),
    ("sie", 2),
    ("man", 2),
    ("wir", 3),
    ("ihr", 4),
    ("sie", 5),
)
_OBJECT_PRONOUNS = ("mich", "dich", "ihn", "sie", "uns", "euch")

_CLOSED = """DET: der die das den dem des ein eine einen einem einer eines kein keine keinen
        keinem keiner dieser diese dieses diesen diesem jeder jede jedes jeden jedem
        im am zum zur vom beim ins ans viele einige
    POSS: mein meine meinen meinem meiner dein deine deinen deinem deiner sein seine
        seinen seinem seiner ihr ihre ihren ihrem ihrer unser unsere unseren unserem
        unserer euer eure euren eurem
    ADP: in an auf mit von bei nach zu aus für ohne über unter vor neben zwischen durch gegen seit
    CCONJ: und aber oder denn sondern
    SCONJ: dass weil wenn ob als obwohl damit
    SUBJ: ich du er es man wir sie
    PRON: mich dich ihn uns euch sich
    NEG: nicht nie
    AUX: bin bist ist sind seid habe hast hat haben habt werde wirst wird werden werdet
        kann kannst können könnt will willst wollen wollt muss musst müssen müsst
    WH: wer wo warum wie was wann welche
    ADV: sehr zu ziemlich gut schlecht auch viel oft immer schon noch hier gestern morgen
        heute jetzt dann später bald gerade montags
    INTJ: ja nein äh ähm also halt genau okay"""


def _regular(stem: str) -> tuple[str, ...]:
    if stem.endswith(("t", "d")) or stem.endswith(("chn", "ffn", "gn")):
        return (stem + "e", stem + "est", stem + "et", stem + "en", stem + "et", stem + "en")
    if stem.endswith(("s", "ß", "z")):
        return (stem + "e", stem + "t", stem + "t", stem + "en", stem + "t", stem + "en")
    return (stem + "e", stem + "st", stem + "t", stem + "en", stem + "t", stem + "en")


@cache
def conjugation(verb: str) -> tuple[tuple[str, ...], str, str, str]:
    """Present forms (ich … sie), participle, infinitive, separable particle.

    >>> conjugation("an|rufen")[0][0], conjugation("an|rufen")[1:]
    ('rufe', ('angerufen', 'anrufen', 'an'))
    >>> conjugation("lesen")[0][2], conjugation("arbeiten")[0][1]
    ('liest', 'arbeitest')
    """
    spec = _VERBS.get(verb) or _INTRANSITIVE[verb]
    particle, _, base = verb.rpartition("|")
    present = (
        tuple(spec[0].split())
        if spec[0]
        else _regular(base[:-2] if base.endswith("en") else base[:-1])
    )
    return present, spec[1], particle + base, particle


def _nouns() -> dict[str, list[tuple[str, str, str]]]:
    out = {}
    for topic, spec in _NOUNS.items():
        rows = []
        for entry in spec.split():
            gender, singular, plural = entry.split(":")
            rows.append((gender, singular, plural))
        out[topic] = rows
    return out


_NOUN_TABLE = _nouns()

# Articles by (kind, gender or "pl", case)
_DEF = {
    ("m", "nom"): "der",
    ("m", "acc"): "den",
    ("m", "dat"): "dem",
    ("f", "nom"): "die",
    ("f", "acc"): "die",
    ("f", "dat"): "der",
    ("n", "nom"): "das",
    ("n", "acc"): "das",
    ("n", "dat"): "dem",
    ("pl", "nom"): "die",
    ("pl", "acc"): "die",
    ("pl", "dat"): "den",
}
_INDEF_ENDING = {
    ("m", "nom"): "",
    ("m", "acc"): "en",
    ("m", "dat"): "em",
    ("f", "nom"): "e",
    ("f", "acc"): "e",
    ("f", "dat"): "er",
    ("n", "nom"): "",
    ("n", "acc"): "",
    ("n", "dat"): "em",
    ("pl", "nom"): "e",
    ("pl", "acc"): "e",
    ("pl", "dat"): "en",
}
_DIESER = {"der": "dieser", "den": "diesen", "dem": "diesem", "die": "diese", "das": "dieses"}


def _adjective(base: str, key: tuple[str, str], weak: bool) -> str:
    stem = base[:-1] if base.endswith("e") else base
    if base == "teuer":
        stem = "teur"
    gender, case = key
    if weak:  # after der/dieser: -e in the nominative singular (and f/n accusative), else -en
        ending = (
            "e"
            if (case == "nom" and gender != "pl") or (case == "acc" and gender in "fn")
            else "en"
        )
    elif gender == "pl" and case != "dat":
        ending = "e"
    else:  # after ein/mein: the strong ending where the article shows none
        ending = {
            ("m", "nom"): "er",
            ("n", "nom"): "es",
            ("n", "acc"): "es",
            ("f", "nom"): "e",
            ("f", "acc"): "e",
        }.get(key, "en")
    return stem + ending


def names() -> list[str]:
    return [*_FIRST, *_PLACES]


@cache
def tables() -> LatinTables:
    closed = closed_table(_CLOSED)
    forms: dict[str, str] = {}
    for rows in _NOUN_TABLE.values():
        for _, singular, plural in rows:
            for w in (singular, plural, plural + "n", _WEAK.get(singular, singular)):
                forms.setdefault(w.lower(), "NOUN")
    for base in _ADJECTIVES:
        for key in _DEF:
            for weak in (True, False):
                forms.setdefault(_adjective(base, key, weak), "ADJ")
        forms.setdefault(base, "ADJ")
    for forms_list in (_GLAUBEN, _SAGEN, _DENKEN, _WISSEN):
        for w in forms_list:
            forms.setdefault(w, "VERB")
    for verb in (*_VERBS, *_INTRANSITIVE):
        present, participle, infinitive, particle = conjugation(verb)
        for w in (*present, participle, infinitive):
            forms.setdefault(w, "VERB")
        for w in present:
            forms.setdefault(particle + w, "VERB")  # verb-final: ... anruft
    for w in _NUMBERS:
        forms.setdefault(w, "NUM")
    for w in _MIDDLE:
        forms.setdefault(w, "ADV")
    # German puts the subject after the verb (V2), so a word after a
    # pronoun is not taken for a verb.
    return LatinTables(
        closed, forms, nouns_capitalised=True, particles=_PARTICLES, verb_after_pronoun=False
    )


_PEOPLE = frozenset(
    """Nachbar Nachbarin Koch Köchin Kellner Arzt Ärztin Patient Pflegerin Schüler Schülerin Lehrer Lehrerin Student Studentin Direktorin Ingenieur Ingenieurin Spieler Spielerin Trainer Schiedsrichter Fan Torwart Bruder Schwester Vater Mutter Sohn Tochter Cousin Cousine Onkel Tante Opa Oma Kind Baby Kunde Kundin Chef Chefin Kollege Kollegin Lieferant""".split()
)


class Grammar(TopicGrammar):
    """German sentences on one topic (see the module docstring)."""

    NOUNS = _NOUN_TABLE
    PEOPLE = _PEOPLE
    TOPIC_VERBS = TOPIC_VERBS
    CROSS_TOPIC = 0.0
    REPLIES = (
        "ich weiß nicht",
        "gar nicht",
        "ich glaube schon",
        "kommt darauf an",
        "auf jeden Fall",
        "nicht wirklich",
        "das stimmt",
    )

    def np(self, case: str, kind: str = "np") -> tuple[list[Tagged], int]:
        rng = self.rng
        if kind == "name":
            return tagged(rng.choice(_FIRST), "PROPN"), 2
        gender, singular, plural_form = self._noun(kind)
        plural = rng.random() < 0.3
        key = ("pl" if plural else gender, case)
        noun = plural_form if plural else singular
        if plural and case == "dat" and not noun.endswith(("n", "s")):
            noun += "n"
        if not plural and case != "nom" and singular in _WEAK:
            noun = _WEAK[singular]
        roll = rng.random()
        if roll < 0.45:
            det, weak = _DEF[key], True
        elif roll < 0.6:
            det, weak = _DIESER[_DEF[key]], True
        elif plural and rng.random() < 0.4:  # "zwei neue Bücher": the strong ending
            det, weak = rng.choice(_NUMBERS[:8]), False
        elif plural:
            # after a plural possessive or keine the adjective is weak: -en
            det, weak = (
                rng.choice(("meine", "unsere", "ihre", "keine"))[:-1] + _INDEF_ENDING[key],
                True,
            )
        else:
            det, weak = (
                rng.choice(("ein", "mein", "unser", "sein", "kein")) + _INDEF_ENDING[key],
                False,
            )
        tag = "POSS" if tables().closed.get(det) == "POSS" else "DET"
        words = [Tagged(det, "NUM" if det in _NUMBERS else tag)]
        if rng.random() < 0.35:
            words.append(Tagged(_adjective(rng.choice(_ADJECTIVES), key, weak), "ADJ"))
        words.append(Tagged(noun, "NOUN"))
        return words, 5 if plural else 2

    def pp(self) -> list[Tagged]:
        rng = self.rng
        prep = rng.choice(("mit", "von", "bei", "nach", "zu", "aus", "in", "an", "für", "ohne"))
        if prep in ("nach", "aus", "in") and rng.random() < 0.3:
            return [Tagged(prep, "ADP"), Tagged(rng.choice(_PLACES), "PROPN")]
        case = "acc" if prep in ("für", "ohne") else "dat"
        phrase, _ = self.np(case, "thing")
        contracted = {
            ("in", "dem"): "im",
            ("an", "dem"): "am",
            ("zu", "dem"): "zum",
            ("zu", "der"): "zur",
            ("von", "dem"): "vom",
            ("bei", "dem"): "beim",
        }
        merged = contracted.get((prep, phrase[0].text))
        if merged:
            return [Tagged(merged, "DET"), *phrase[1:]]
        return [Tagged(prep, "ADP"), *phrase]

    def _subject(self) -> tuple[list[Tagged], int]:
        roll = self.rng.random()
        if roll < 0.55:
            word, person = self.rng.choice(_SUBJECTS)
            return [Tagged(word, "SUBJ")], person
        if roll < 0.8:
            return self.np("nom", "name")
        return self.np("nom", "person")

    def clause(self, subordinate: bool = False, depth: int = 0) -> list[Tagged]:
        """A main clause (verb second) or a subordinate one (verb last)."""
        rng = self.rng
        subject, person = self._subject()
        tense = rng.choice(("present", "present", "perfect", "future", "modal"))
        transitive = rng.random() < 0.7
        if transitive:
            verb = rng.choice(self.verbs if rng.random() < 0.6 else GENERIC_VERBS)
        else:
            verb = rng.choice(list(_INTRANSITIVE))
        present, participle, infinitive, particle = conjugation(verb)
        middle: list[Tagged] = []
        if transitive:
            if verb in _PERSON_OBJECT and rng.random() < 0.4:
                middle += (
                    [Tagged(rng.choice(_OBJECT_PRONOUNS), "PRON")]
                    if rng.random() < 0.5
                    else self.np("acc", "name")[0]
                )
            else:
                middle += self.np("acc", "thing")[0]
        times = _TIMES["past" if tense == "perfect" else tense if tense in _TIMES else "present"]
        time = tagged(rng.choice(times), "ADV") if rng.random() < 0.35 else []
        if rng.random() < 0.3:
            middle.insert(0, Tagged(rng.choice(_MIDDLE), "ADV"))
        if rng.random() < 0.12:
            middle.append(Tagged("nicht", "NEG"))
        place = self.pp() if not transitive or rng.random() < 0.25 else []
        final: list[Tagged]
        if tense == "present":
            if subordinate:  # verb last, the particle joined to it: "dass ich ihn anrufe"
                return [
                    *subject,
                    *time,
                    *middle,
                    *place,
                    Tagged(particle + present[person], "VERB"),
                ]
            finite = Tagged(present[person], "VERB")
            final = [Tagged(particle, "PART")] if particle else []
        elif tense == "perfect":
            finite, final = Tagged(_HABEN[person], "AUX"), [Tagged(participle, "VERB")]
        elif tense == "future":
            finite, final = Tagged(_WERDEN[person], "AUX"), [Tagged(infinitive, "VERB")]
        else:
            modal = rng.choice((_KOENNEN, _WOLLEN, _MUESSEN))
            finite, final = Tagged(modal[person], "AUX"), [Tagged(infinitive, "VERB")]
        body = [*middle, *place]
        if subordinate:
            return [*subject, *time, *body, *final, finite]
        if time and rng.random() < 0.5:  # the time first, the subject after the verb
            return [*time, finite, *subject, *body, *final]
        return [*subject, finite, *time, *body, *final]

    def sentence(self) -> list[Tagged]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.12:  # a yes/no question: the finite verb first
            clause = self.clause()
            verb_at = next(k for k, t in enumerate(clause) if t.tag in ("VERB", "AUX"))
            if clause[0].tag == "SUBJ" or clause[0].tag in ("PROPN", "DET", "POSS"):
                clause = [clause[verb_at], *clause[:verb_at], *clause[verb_at + 1 :]]
            return finish(clause, "?")
        if roll < 0.35 * (1 + self.complexity / 3):
            first = self.clause()
            first[-1] = Tagged(first[-1].text + ",", first[-1].tag)
            link = rng.choice(("dass", "weil", "wenn", "obwohl"))
            if link == "dass":
                subject, person = self._subject()
                saying = rng.choice((_GLAUBEN, _SAGEN, _DENKEN, _WISSEN))
                first = [*subject, Tagged(saying[person] + ",", "VERB")]
            return finish([*first, Tagged(link, "SCONJ"), *self.clause(subordinate=True)])
        if roll < 0.45:
            first = self.clause()
            first[-1] = Tagged(first[-1].text + ",", first[-1].tag)
            return finish(
                [*first, Tagged(rng.choice(("aber", "und", "denn")), "CCONJ"), *self.clause()]
            )
        if roll < 0.5:
            return finish(self.clause(), "!")
        return finish(self.clause())

    def longer(self, words: int) -> list[Tagged]:
        tokens = self.clause()
        while len(tokens) < words:
            tokens[-1] = Tagged(tokens[-1].text + ",", tokens[-1].tag)
            if self.rng.random() < 0.5:
                tokens += [
                    # "dass" only after a verb of saying or thinking (sentence())
                    Tagged(self.rng.choice(("weil", "wenn", "obwohl")), "SCONJ"),
                    *self.clause(True),
                ]
            else:
                tokens += [Tagged(self.rng.choice(("und", "aber")), "CCONJ"), *self.clause()]
        return finish(tokens)
