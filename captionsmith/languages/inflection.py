"""English inflection by rule, with the irregular forms listed.

* :func:`plural`, :func:`article` ("a"/"an" by sound);
* :func:`verb_forms` (base, third person singular, past, participle, -ing),
  with consonant doubling by syllable and stress (stopped, admitted,
  visited, travelled) and an irregular-verb table;
* :func:`comparative` (-er/-est or more/most).

Pure standard library; the lexicon and the grammar inflect every word here.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["article", "comparative", "plural", "verb_forms"]

# Irregular verbs: base past participle.
_IRREGULAR = """
    be was been|begin began begun|break broke broken|bring brought brought|build built built
    buy bought bought|catch caught caught|choose chose chosen|come came come|cut cut cut
    do did done|drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen
    feed fed fed|feel felt felt|find found found|fly flew flown|forget forgot forgotten
    get got got|give gave given|go went gone|grow grew grown|have had had|hear heard heard
    hide hid hidden|hold held held|keep kept kept|know knew known|lead led led
    learn learned learned|leave left left|lend lent lent|let let let|lose lost lost
    make made made|mean meant meant|meet met met|pay paid paid|put put put
    read read read|ride rode ridden|ring rang rung|rise rose risen|run ran run
    say said said|see saw seen|sell sold sold|send sent sent|set set set|shut shut shut
    sing sang sung|sit sat sat|sleep slept slept|speak spoke spoken|spend spent spent
    stand stood stood|steal stole stolen|swim swam swum|take took taken|teach taught taught
    babysit babysat babysat|tell told told|think thought thought|throw threw thrown|understand understood understood
    wake woke woken|wear wore worn|win won won|write wrote written|fry fried fried
    light lit lit|hit hit hit|shoot shot shot|dig dug dug|stick stuck stuck
    bend bent bent|blow blew blown|cast cast cast|draw drew drawn|fight fought fought
    forecast forecast forecast|freeze froze frozen|hang hung hung|quit quit quit
    rewrite rewrote rewritten|shake shook shaken|shine shone shone|sink sank sunk
    split split split|spread spread spread|tear tore torn|upset upset upset
    broadcast broadcast broadcast|overcome overcame overcome|rebuild rebuilt rebuilt
    rethink rethought rethought|undo undid undone|redo redid redone|seek sought sought
    sweep swept swept|swing swung swung|bite bit bitten|beat beat beaten|bet bet bet
    burst burst burst|cost cost cost|hurt hurt hurt|lay laid laid|sew sewed sewn
    shrink shrank shrunk|slide slid slid|spin spun spun|strike struck struck
    withdraw withdrew withdrawn|become became become|forgive forgave forgiven
"""

_VOWELS = "aeiou"


def plural(noun: str) -> str:
    """The regular plural of a noun (of its last word).

    >>> [plural(w) for w in ("box", "city", "day", "leaf", "potato", "solar panel", "chef", "diagnosis")]
    ['boxes', 'cities', 'days', 'leaves', 'potatoes', 'solar panels', 'chefs', 'diagnoses']
    """
    head, _, last = noun.rpartition(" ")
    prefix = head + " " if head else ""
    if last.endswith("sis"):
        return prefix + last[:-2] + "es"
    if last.endswith(("s", "x", "z", "ch", "sh")):
        return prefix + last + "es"
    if last.endswith("y") and last[-2:-1] not in _VOWELS:
        return prefix + last[:-1] + "ies"
    if last.endswith(("potato", "tomato", "hero", "echo", "volcano")):
        return prefix + last + "es"
    if last in ("leaf", "loaf", "half", "shelf", "wolf", "calf"):
        return prefix + last[:-1] + "ves"
    if last.endswith("fe") and last not in ("safe", "cafe", "giraffe"):
        return prefix + last[:-2] + "ves"
    return prefix + last + "s"


_AN_EXCEPTIONS = ("hour", "honest", "heir")
_A_EXCEPTIONS = ("uni", "use", "usu", "euro", "one", "once", "ufo", "ukul")


def article(word: str) -> str:
    """``a`` or ``an`` for the word that follows, by its sound.

    >>> [article(w) for w in ("apple", "hour", "university", "one-way", "EU", "box")]
    ['an', 'an', 'a', 'a', 'an', 'a']
    """
    lower = word.lower()
    if word.isupper() and len(word) > 1:  # an acronym, read letter by letter
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    if lower.startswith(_AN_EXCEPTIONS):
        return "an"
    if lower.startswith(_A_EXCEPTIONS):
        return "a"
    if lower[:1].isdigit():
        return "an" if lower.startswith(("8", "11", "18")) else "a"
    return "an" if lower[:1] in _VOWELS else "a"


@lru_cache(maxsize=4096)
def verb_forms(lemma: str, doubles: bool = False) -> tuple[str, str, str, str, str]:
    """(base, third person singular, past, past participle, -ing).

    >>> verb_forms("carry"), verb_forms("plan", doubles=True)[2:], verb_forms("go")[1:3]
    (('carry', 'carries', 'carried', 'carried', 'carrying'), ('planned', 'planned', 'planning'), ('goes', 'went'))
    >>> verb_forms("make")[4], verb_forms("lie")[4], verb_forms("fix")[1]
    ('making', 'lying', 'fixes')
    >>> verb_forms("stop")[2], verb_forms("admit")[4], verb_forms("visit")[2], verb_forms("fight")[2]
    ('stopped', 'admitting', 'visited', 'fought')
    """
    irregular = _irregular().get(lemma)
    doubles = doubles or _doubles(lemma)
    if lemma.endswith(("s", "x", "z", "ch", "sh", "o")) and lemma not in ("do",):
        third = lemma + "es"
    elif lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        third = lemma[:-1] + "ies"
    else:
        third = {"have": "has", "be": "is", "do": "does"}.get(lemma, lemma + "s")
    if lemma.endswith("ie"):
        ing = lemma[:-2] + "ying"
    elif lemma.endswith("e") and not lemma.endswith(("ee", "ye", "oe")) and lemma != "be":
        ing = lemma[:-1] + "ing"
    elif doubles:
        ing = lemma + lemma[-1] + "ing"
    else:
        ing = lemma + "ing"
    if irregular:
        past, participle = irregular
    elif lemma.endswith("e"):
        past = participle = lemma + "d"
    elif lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        past = participle = lemma[:-1] + "ied"
    elif doubles:
        past = participle = lemma + lemma[-1] + "ed"
    else:
        past = participle = lemma + "ed"
    return lemma, third, past, participle, ing


# Verbs of two or more syllables stressed on the last one: the final
# consonant doubles (admitted, beginning), as it does in one-syllable verbs.
_STRESSED_LAST = frozenset(
    """admit babysit begin commit compel confer control defer deter embed enrol equip
    forget incur omit occur patrol permit prefer rebel refer regret submit transfer
    unplug unwrap upset repot""".split()
)


def _doubles(lemma: str) -> bool:
    """Whether the final consonant doubles before -ed and -ing: after one
    vowel letter in a one-syllable verb (stop, chat, win) or a verb stressed
    on its last syllable (admit, prefer), and a final ``l`` after one vowel
    letter (British: travelled, labelled)."""
    if len(lemma) < 3 or " " in lemma:
        return False
    last, vowel, before = lemma[-1], lemma[-2], lemma[-3]
    if before == "u" and lemma[-4:-3] == "q":  # the u of "qu" is a consonant: quit, quitting
        before = "q"
    if last in _VOWELS or last in "wxy" or vowel not in _VOWELS or before in _VOWELS:
        return False
    if last == "l":
        return True
    syllables = sum(
        1 for k, c in enumerate(lemma) if c in _VOWELS and (k == 0 or lemma[k - 1] not in _VOWELS)
    )
    return syllables == 1 or lemma in _STRESSED_LAST


@lru_cache(maxsize=1)
def _irregular() -> dict[str, tuple[str, str]]:
    out = {}
    for entry in _IRREGULAR.replace("\n", "|").split("|"):
        parts = entry.split()
        if parts:
            out[parts[0]] = (parts[1], parts[2])
    return out


def comparative(adjective: str) -> tuple[str, str]:
    """(comparative, superlative) by rule: -er/-est for short adjectives,
    more/most for long ones.

    >>> comparative("big"), comparative("busy"), comparative("expensive"), comparative("good")
    (('bigger', 'biggest'), ('busier', 'busiest'), ('more expensive', 'most expensive'), ('better', 'best'))
    """
    irregular = {
        "good": ("better", "best"),
        "bad": ("worse", "worst"),
        "far": ("further", "furthest"),
    }
    if adjective in irregular:
        return irregular[adjective]
    syllables = sum(
        1
        for k, c in enumerate(adjective)
        if c in "aeiouy" and (k == 0 or adjective[k - 1] not in "aeiouy")
    )
    if adjective.endswith("e") and syllables > 1:
        syllables -= 1
    if syllables == 1 or (syllables == 2 and adjective.endswith("y")):
        if adjective.endswith("y") and adjective[-2:-1] not in _VOWELS:
            return adjective[:-1] + "ier", adjective[:-1] + "iest"
        if adjective.endswith("e"):
            return adjective + "r", adjective + "st"
        if (
            len(adjective) >= 3
            and adjective[-1] not in "aeiouwy"
            and adjective[-2] in _VOWELS
            and adjective[-3] not in _VOWELS
        ):
            return adjective + adjective[-1] + "er", adjective + adjective[-1] + "est"
        return adjective + "er", adjective + "est"
    return "more " + adjective, "most " + adjective
