"""French: the tagger's tables, the dialogue dash and the prompt's sentences.

Contract: :data:`PACK` (a :class:`~captionsmith.languages.latin.LatinPack`),
:func:`tables` (closed-class words and the open-class forms the tagger knows,
for :mod:`captionsmith.languages.latin`), :data:`DIALOGUE_DASH` and
:data:`PROMPT_NOTES`.  What French speakers say comes from ``bank/``.

Typography (decided, DESIGN.md): the transcript writes ``; : ! ?`` right
after the word, as ASR does; an answer may also put a space or a
no-break space (U+00A0, U+202F) before them, and keeps the surface.
"""

from __future__ import annotations

import sys
from functools import cache

from captionsmith.languages import PromptNotes
from captionsmith.languages.fr.words import (
    CLOSED,
    IRREGULAR,
    MORE_IRREGULAR,
    NOUNS,
    TOPIC_VERBS,
)
from captionsmith.languages.latin import (
    LatinPack,
    LatinTables,
    closed_table,
    open_forms,
)

__all__ = ["DIALOGUE_DASH", "PACK", "PROMPT_NOTES", "tables"]

DIALOGUE_DASH = "- "  # Netflix French: a hyphen and a space on each speaker's line
PROMPT_NOTES = PromptNotes(
    summary="A space or a no-break space before ; : ! ? is allowed.",
    spelling="capitals and punctuation",
    marks=(
        "Where the words have no sentence punctuation you may restore sentence case and "
        "punctuation; where they have it, you may add commas and full stops but not question "
        "or exclamation marks, brackets or dashes."
    ),
    between="before que or qui, a preposition or a conjunction",
    phrases=(
        "Never break inside a phrase: not between an article, adjective, number or "
        "possessive and its noun, a noun and its adjective, inside a name, between a pronoun "
        "and its verb, an auxiliary and its participle, or inside ne … pas and its verb.",
        "Never end a line or a cue on an article, a preposition, a conjunction or a possessive.",
    ),
    example=("On y va.", "Oui."),
)


# Nouns: gender, singular, plural (when not singular + s), by topic.
_NOUNS = NOUNS

# Adjectives: masculine singular, feminine singular (when not + e), plurals by rule.
_ADJECTIVES = """nouveau:nouvelle:nouveaux:nouvelles vieux:vieille:vieux:vieilles grand petit
    important intéressant difficile facile rapide lent cher:chère calme bruyant:bruyante
    propre sale moderne ancien:ancienne public:publique local:locale:locaux:locales
    excellent énorme fragile simple étrange parfait:parfaite pratique solide vide plein
    délicieux:délicieuse:délicieux:délicieuses chaud froid frais:fraîche:frais:fraîches
    gratuit sérieux:sérieuse:sérieux:sérieuses utile dangereux:dangereuse:dangereux:dangereuses
    prochain dernier:dernière complet:complète cassé fermé ouvert prêt national:nationale:nationaux:nationales
    jeune riche pauvre fort faible léger:légère lourd joli:jolie bleu vert rouge noir blanc:blanche"""

# Verbs: infinitive, present stem forms for irregulars, participle; frames:
# t = takes an object, i = intransitive with a place, c = takes que + clause.
_IRREGULAR = IRREGULAR | MORE_IRREGULAR
_TRANSITIVE = """manger regarder préparer acheter chercher trouver aimer visiter réparer nettoyer
    organiser présenter expliquer changer porter garder montrer utiliser tester envoyer
    payer commander cuisiner goûter laver fermer lancer gagner quitter rencontrer appeler
    écouter oublier terminer vérifier améliorer installer imprimer partager critiquer
    faire prendre voir mettre lire écrire comprendre apprendre attendre vendre perdre
    entendre ouvrir offrir connaître construire recevoir finir choisir"""
_INTRANSITIVE = (
    "travailler habiter marcher jouer déjeuner dîner voyager parler dormir courir réussir"
)
_THINKING = "penser dire croire savoir expliquer oublier"

_ADVERBS = """souvent toujours parfois rarement déjà encore vraiment enfin aussi beaucoup
    bientôt ensemble ici hier demain aujourd'hui maintenant ensuite vite lentement""".split()
_NUMBERS = "deux trois quatre cinq six sept huit dix douze quinze vingt trente cent".split()


_CLOSED = CLOSED


def _regular_present(verb: str) -> list[str]:
    stem = verb[:-2]
    if verb.endswith("ger"):
        forms = [stem + "e", stem + "es", stem + "e", stem + "eons", stem + "ez", stem + "ent"]
    elif verb.endswith("cer"):
        forms = [stem + "e", stem + "es", stem + "e", stem[:-1] + "çons", stem + "ez", stem + "ent"]
    else:
        forms = [stem + e for e in ("e", "es", "e", "ons", "ez", "ent")]
    if verb in ("acheter",):
        forms = ["achète", "achètes", "achète", "achetons", "achetez", "achètent"]
    if verb in ("appeler",):
        forms = ["appelle", "appelles", "appelle", "appelons", "appelez", "appellent"]
    if verb in ("payer", "nettoyer", "envoyer"):
        soft = stem[:-1] + "i"
        forms = [soft + "e", soft + "es", soft + "e", stem + "ons", stem + "ez", soft + "ent"]
    return forms


@cache
def conjugation(verb: str) -> tuple[tuple[str, ...], str]:
    """Present forms (je … ils) and the past participle.

    >>> conjugation("manger")[0][3], conjugation("prendre")[1]
    ('mangeons', 'pris')
    """
    if verb in _IRREGULAR:
        present, participle = _IRREGULAR[verb]
        return tuple(present.split()), participle
    return tuple(_regular_present(verb)), verb[:-2] + "é"


def _noun_table() -> dict[str, list[tuple[str, str, str]]]:
    out: dict[str, list[tuple[str, str, str]]] = {}
    for topic, spec in _NOUNS.items():
        rows = []
        for entry in spec.split():
            gender, singular, *plural = entry.split(":")
            singular = singular.replace("_", " ")
            plural_form = plural[0].replace("_", " ") if plural else _plural(singular)
            rows.append((gender, singular, plural_form))
        out[topic] = rows
    return out


def _plural(word: str) -> str:
    if " " in word:
        head, _, rest = word.partition(" ")
        return _plural(head) + " " + rest
    if word.endswith(("s", "x", "z")):
        return word
    if word.endswith(("eau", "au", "eu")):
        return word + "x"
    if word.endswith("al"):
        return word[:-2] + "aux"
    return word + "s"


def _adjectives() -> list[tuple[str, str, str, str]]:
    rows = []
    for entry in _ADJECTIVES.split():
        parts = entry.split(":")
        ms = parts[0]
        fs = parts[1] if len(parts) > 1 else (ms if ms.endswith("e") else ms + "e")
        mp = parts[2] if len(parts) > 2 else (ms if ms.endswith(("s", "x")) else ms + "s")
        fp = parts[3] if len(parts) > 3 else fs + "s"
        rows.append((ms, fs, mp, fp))
    return rows


# The multi-word nouns are split into tokens; "mise à jour" keeps its words.
_NOUN_TABLE = _noun_table()
_ADJ_TABLE = _adjectives()


@cache
def tables() -> LatinTables:
    topical = [v for group in TOPIC_VERBS.values() for v in group.split()]
    verbs = []
    for verb in sorted(
        {*_TRANSITIVE.split(), *_INTRANSITIVE.split(), *_THINKING.split(), *topical}
    ):
        present, participle = conjugation(verb)
        verbs += [*present, participle, verb]
    forms = open_forms(_NOUN_TABLE, _ADJ_TABLE, verbs, _ADVERBS, _NUMBERS)
    closed = closed_table(_CLOSED)
    verbs = "aient èrent erons eront erez erais erait eraient issons issez".split()
    return LatinTables(
        closed,
        forms,
        nouns_capitalised=False,
        verb_suffixes=tuple(verbs),
        preposition_objects=frozenset("moi toi lui elle nous vous eux elles".split()),
    )


PACK = LatinPack("fr", sys.modules[__name__])
