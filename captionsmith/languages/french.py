"""French: the tagger's tables and the sentence grammar.

Contract: :func:`tables` (closed-class words and every generated form,
for :mod:`.latin`'s tagger), :func:`names`, :class:`Grammar` (``sentence``,
``longer``, ``reply``) and the spoken habits in :data:`SPEECH`.  Agreement
is by construction: articles and adjectives agree with their noun's gender
and number, verbs with their subject's person, elision (``l'``, ``j'``,
``n'``, ``qu'``, ``d'``) and contraction (``au``, ``du``, ``aux``, ``des``)
by rule.  Compound past tenses use verbs conjugated with *avoir* only, so
no participle agreement is needed.

Typography (decided, DESIGN.md): the transcript writes ``; : ! ?`` right
after the word, as ASR does; an answer may also put a space or a
no-break space (U+00A0, U+202F) before them, and keeps the surface.
"""

from __future__ import annotations

from functools import cache

from captionsmith.languages import PromptNotes
from captionsmith.languages.french_words import (
    CLOSED,
    FIRST,
    GENERIC_VERBS,
    IRREGULAR,
    LAST,
    MORE_IRREGULAR,
    NOUNS,
    PLACES,
    TOPIC_VERBS,
)
from captionsmith.languages.grammar import Tagged
from captionsmith.languages.latin import (
    LatinTables,
    Speech,
    TopicGrammar,
    closed_table,
    finish,
    open_forms,
    tagged,
)

__all__ = ["DIALOGUE_DASH", "PROMPT_NOTES", "SPEECH", "Grammar", "finish", "names", "tables"]

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
SPEECH = Speech(
    fillers=("euh", "ben", "en fait", "tu vois", "bon"),
    backchannels=("oui", "d'accord", "exactement", "voilà", "ah bon", "bien sûr", "carrément"),
    topics=("city", "food", "health", "education", "tech", "sport", "family", "business"),
)

_VOWEL = tuple("aeiouyéèêàâîôûh")

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
_BEFORE_NOUN = frozenset("nouveau vieux grand petit jeune joli prochain dernier".split())

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
_PERSON_OBJECT = frozenset("rencontrer appeler attendre voir écouter aimer regarder".split())

_FIRST, _LAST, _PLACES = FIRST, LAST, PLACES
_ADVERBS = """souvent toujours parfois rarement déjà encore vraiment enfin aussi beaucoup
    bientôt ensemble ici hier demain aujourd'hui maintenant ensuite vite lentement""".split()
_TIMES = (
    "ce matin",
    "ce soir",
    "la semaine dernière",
    "hier soir",
    "demain matin",
    "lundi",
    "ce week-end",
    "l'année dernière",
    "en ce moment",
    "cet été",
    "depuis deux ans",
)
_NUMBERS = "deux trois quatre cinq six sept huit dix douze quinze vingt trente cent".split()

_SUBJECTS = (
    ("je", 0),
    ("tu", 1),
    ("il", 2),
    ("elle", 2),
    ("on", 2),
    ("nous", 3),
    ("vous", 4),
    ("ils", 5),
    ("elles", 5),
)
_AVOIR = "ai as a avons avez ont".split()
_ETRE = "suis es est sommes êtes sont".split()
_ALLER = "vais vas va allons allez vont".split()
_POUVOIR = "peux peux peut pouvons pouvez peuvent".split()
_VOULOIR = "veux veux veut voulons voulez veulent".split()
_DEVOIR = "dois dois doit devons devez doivent".split()

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


def names() -> list[str]:
    return [*_FIRST, *_LAST, *_PLACES]


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
    return LatinTables(closed, forms, nouns_capitalised=False)


def _elide(word: str, nxt: str) -> str | None:
    """``le`` + ``école`` -> ``l'`` (joined to the next word)."""
    if nxt.lower().startswith(_VOWEL) and word in (
        "le",
        "la",
        "je",
        "ne",
        "que",
        "de",
        "me",
        "te",
        "se",
    ):
        return ("qu" if word == "que" else word[0]) + "'"
    return None


def join_elisions(tokens: list[Tagged]) -> list[Tagged]:
    """Join elided words to the next word (``l'école``, ``j'ai``)."""
    out: list[Tagged] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if k + 1 < len(tokens):
            nxt = tokens[k + 1]
            short = _elide(t.text.lower(), nxt.text)
            if t.text.lower() == "si" and nxt.text in ("il", "ils"):
                short = "s'"
            if short is not None and not t.text.endswith(","):
                lead = short if t.text.islower() else short.capitalize()
                out.append(Tagged(lead + nxt.text, nxt.tag))
                k += 2
                continue
        out.append(t)
        k += 1
    return out


_PEOPLE = frozenset(
    """voisin voisine habitant chef serveur serveuse médecin patient patiente infirmière infirmier élève professeur étudiant étudiante directrice directeur ingénieur ingénieure joueur joueuse entraîneur arbitre supporter gardien frère sœur père mère fils fille cousin cousine oncle tante grand-père grand-mère enfant bébé client cliente patron patronne collègue fournisseur""".split()
)


class Grammar(TopicGrammar):
    """French sentences on one topic (see the module docstring)."""

    NOUNS = _NOUN_TABLE
    PEOPLE = _PEOPLE
    TOPIC_VERBS = TOPIC_VERBS
    CROSS_TOPIC = 0.2
    REPLIES = (
        "je ne sais pas",
        "pas du tout",
        "je crois que oui",
        "ça dépend",
        "tout à fait",
        "pas vraiment",
        "c'est vrai",
    )
    LINKS = ("et", "mais", "puis", "donc")

    def np(self, plural: bool | None = None, kind: str | None = None) -> tuple[list[Tagged], int]:
        """A noun phrase and its person (2 singular, 5 plural)."""
        rng = self.rng
        gender, singular, plural_form = self._noun(kind)
        if plural is None:
            plural = rng.random() < 0.3
        noun = plural_form if plural else singular
        if kind == "name":
            return tagged(rng.choice(_FIRST), "PROPN"), 2
        if plural:
            det = rng.choice(("les", "des", "ces", "mes", "nos", "leurs", "plusieurs", "quelques"))
        elif gender == "f":
            det = rng.choice(("la", "une", "cette", "ma", "notre", "sa", "leur"))
        else:
            det = rng.choice(("le", "un", "ce", "mon", "notre", "son", "leur"))
        if det == "ce" and noun[0] in _VOWEL:
            det = "cet"
        if det in ("ma", "sa") and noun[0] in _VOWEL:
            det = {"ma": "mon", "sa": "son"}[det]
        words = [
            Tagged(
                det, "POSS" if det in tables().closed and tables().closed[det] == "POSS" else "DET"
            )
        ]
        adjective = None
        if rng.random() < 0.35:
            ms, fs, mp, fp = rng.choice(_ADJ_TABLE)
            adjective = {(False, "m"): ms, (False, "f"): fs, (True, "m"): mp, (True, "f"): fp}[
                (plural, gender)
            ]
            if ms in _BEFORE_NOUN:
                if ms == "nouveau" and not plural and gender == "m" and noun[0] in _VOWEL:
                    adjective = "nouvel"
                if ms == "vieux" and not plural and gender == "m" and noun[0] in _VOWEL:
                    adjective = "vieil"
                if det == "des":
                    words = [Tagged("de", "DET")]
                words.append(Tagged(adjective, "ADJ"))
                adjective = None
        words += tagged(noun, "NOUN")
        if adjective:
            words.append(Tagged(adjective, "ADJ"))
        if rng.random() < 0.15 * self.complexity:
            words += self.pp()
        return join_elisions(words), 5 if plural else 2

    def pp(self) -> list[Tagged]:
        rng = self.rng
        prep = rng.choice(
            ("dans", "sur", "avec", "pour", "sans", "près de", "à côté de", "chez", "de", "à")
        )
        if rng.random() < 0.2 and prep in ("à", "de", "dans"):
            return [Tagged(prep, "ADP"), *tagged(rng.choice(_PLACES), "PROPN")]
        phrase, _ = self.np(kind="thing")
        while phrase[0].text in ("des", "de") and prep.endswith("de"):
            phrase, _ = self.np(kind="thing")
        first = phrase[0].text
        if prep.endswith(("à", "de")):
            contracted = {
                ("à", "le"): "au",
                ("à", "les"): "aux",
                ("de", "le"): "du",
                ("de", "les"): "des",
            }
            last = prep.split()[-1]
            if (last, first) in contracted:
                head = prep.split()[:-1]
                return [
                    *(Tagged(w, "ADP") for w in head),
                    Tagged(contracted[(last, first)], "DET"),
                    *phrase[1:],
                ]
            if last == "de" and first[0].lower() in _VOWEL:
                head = prep.split()[:-1]
                return [
                    *(Tagged(w, "ADP") for w in head),
                    Tagged("d'" + first, phrase[0].tag),
                    *phrase[1:],
                ]
        return [*(Tagged(w, "ADP") for w in prep.split()), *phrase]

    # -- clauses -----------------------------------------------------------------

    def subject(self) -> tuple[list[Tagged], int]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.6:
            word, person = rng.choice(_SUBJECTS)
            return [Tagged(word, "SUBJ")], person
        if roll < 0.85:
            return self.np(kind="name")
        return self.np(kind="person")

    def clause(self, depth: int = 0) -> list[Tagged]:
        rng = self.rng
        subject, person = self.subject()
        tense = rng.choice(("present", "present", "past", "future", "modal"))
        negative = rng.random() < 0.15
        roll = rng.random()
        if roll < 0.18 * self.complexity and depth < 2:
            verb = rng.choice(_THINKING.split())
            frame = "c"
        elif roll < 0.35:
            verb = rng.choice(_INTRANSITIVE.split())
            frame = "i"
        else:
            verb = rng.choice(self.verbs if rng.random() < 0.6 else GENERIC_VERBS)
            frame = "t"
        present, participle = conjugation(verb)
        words = list(subject)
        if tense == "present":
            core = [Tagged(present[person], "VERB")]
        elif tense == "past":
            core = [Tagged(_AVOIR[person], "AUX"), Tagged(participle, "VERB")]
        elif tense == "future":
            core = [Tagged(_ALLER[person], "AUX"), Tagged(verb, "VERB")]
        else:
            modal = rng.choice((_POUVOIR, _VOULOIR, _DEVOIR))
            core = [Tagged(modal[person], "AUX"), Tagged(verb, "VERB")]
        if negative:
            core = [
                Tagged("ne", "NEG"),
                core[0],
                Tagged(rng.choice(("pas", "pas", "jamais", "plus")), "NEG"),
                *core[1:],
            ]
        words += core
        if frame == "t":
            obj, _ = self.np(
                kind="name" if verb in _PERSON_OBJECT and rng.random() < 0.4 else "thing"
            )
            words += obj
        elif frame == "i":
            words += self.pp() if rng.random() < 0.7 else [Tagged(rng.choice(_ADVERBS), "ADV")]
        else:
            words += [Tagged("que", "SCONJ"), *self.clause(depth + 1)]
            return join_elisions(words)
        if rng.random() < 0.25:
            words += (
                tagged(rng.choice(_TIMES), "ADV")
                if rng.random() < 0.6
                else [Tagged(rng.choice(_ADVERBS), "ADV")]
            )
        if rng.random() < 0.12 * self.complexity and depth < 2:
            words += [Tagged(rng.choice(("parce que", "quand", "si")).split()[0], "SCONJ")]
            if words[-1].text == "parce":
                words.append(Tagged("que", "SCONJ"))
            words += self.clause(depth + 1)
        return join_elisions(words)

    def sentence(self) -> list[Tagged]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.12:
            return finish(
                join_elisions([Tagged("est-ce", "WH"), Tagged("que", "SCONJ"), *self.clause(1)]),
                "?",
            )
        if roll < 0.2:
            wh = rng.choice(("pourquoi", "comment", "quand", "où"))
            words = [Tagged(wh, "WH"), Tagged("est-ce", "WH"), Tagged("que", "SCONJ")]
            return finish(join_elisions([*words, *self.clause(1)]), "?")
        if roll < 0.3 * (1 + self.complexity / 3):
            first = self.clause(1)
            first[-1] = Tagged(first[-1].text + ",", first[-1].tag)
            return finish(
                [Tagged("si", "SCONJ"), *first, *self.clause(1)]
                if rng.random() < 0.5
                else [*first, Tagged(rng.choice(("mais", "et", "donc")), "CCONJ"), *self.clause(1)]
            )
        if roll < 0.36:
            return finish(self.clause(), "!")
        return finish(self.clause())
