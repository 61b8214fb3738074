"""German: the tagger's tables, the dialogue dash and the prompt's sentences.

Contract: as :mod:`captionsmith.languages.fr.pack`; the tables also name the
separable particles that close a clause (``Ich rufe dich morgen an``), and
nouns are capitalised, as German writes them.  What German speakers say
comes from ``bank/``.
"""

from __future__ import annotations

import sys
from functools import cache

from captionsmith.languages import PromptNotes
from captionsmith.languages.de.words import (
    INTRANSITIVE,
    NOUNS,
    TOPIC_ONLY_VERBS,
    VERBS,
)
from captionsmith.languages.latin import (
    LatinPack,
    LatinTables,
    closed_table,
)

__all__ = ["DIALOGUE_DASH", "PACK", "PROMPT_NOTES", "tables"]

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
_GLAUBEN = "glaube glaubst glaubt glauben glaubt glauben".split()
_SAGEN = "sage sagst sagt sagen sagt sagen".split()
_DENKEN = "denke denkst denkt denken denkt denken".split()
_WISSEN = "weiß weißt weiß wissen wisst wissen".split()


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
        closed,
        forms,
        nouns_capitalised=True,
        particles=_PARTICLES,
        verb_after_pronoun=False,
        # lower-case "ihr" is the pronoun; "Ihr" inside a sentence the possessive
        leaning_pronouns=frozenset("ich du er es man wir sie ihr Sie".split()),
    )


PACK = LatinPack("de", sys.modules[__name__])
