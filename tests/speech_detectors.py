"""Detectors for the slips a native speaker flagged in generated speech
(issue 28), one per error class and language.  Each takes one spoken
sentence (its words, as the transcript gives them) and returns a reason
when the sentence has the slip, else None.  ``tests/test_speech_detectors.py``
proves each detector fires on the slip and runs them all over generated tasks.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Detector = Callable[[list[str]], str | None]


def _text(words: list[str]) -> str:
    return " ".join(words)


def _clauses(text: str) -> list[str]:
    return [c for c in re.split(r"[,;:.!?¿¡…]", text) if c.strip()]


# -- English -------------------------------------------------------------------------
_EN_PAST_TIME = re.compile(r"\b(yesterday|last (week|year|month|night)|\w+ (days|years) ago)\b")
_EN_FUTURE = re.compile(r"\b(will|'ll|going to)\b")
_EN_FUTURE_TIME = re.compile(r"\b(tomorrow|next (week|year|month))\b")
_EN_PAST = re.compile(r"\b(went|was|were|did|had|said|came|saw|bought|made)\b")


def en_manner_adverb_at_clause_end(words: list[str]) -> str | None:
    """ "She reviews the plan hardly.": hardly never closes a clause."""
    if re.search(r"\bhardly[,.!?]", _text(words).lower()):
        return "'hardly' closes a clause"
    return None


def en_tense_against_time(words: list[str]) -> str | None:
    for clause in _clauses(_text(words).lower()):
        if _EN_PAST_TIME.search(clause) and _EN_FUTURE.search(clause):
            return f"a past time with a future: {clause.strip()!r}"
        reported = re.search(r"\b(if|said|told|thought|was going|planned)\b", clause)
        if _EN_FUTURE_TIME.search(clause) and _EN_PAST.search(clause) and not reported:
            return f"a future time with a past: {clause.strip()!r}"
    return None


_EN_CLAUSE_OPENERS = frozenset(
    "and but or so because if when where while then now well though although that since "
    "until once unless whether".split()
)


def en_filler_before_object_pronoun(words: list[str], fillers: frozenset[str]) -> str | None:
    """``let um it be``, ``the woman who runs you know it``: after a verb, ``it``
    and ``you`` are its object; a speaker does not pause between the two."""
    text = " " + _text(words).lower() + " "
    for filler in fillers:
        for m in re.finditer(rf"(\S+) {re.escape(filler)},? (it|you)[ ,.?!]", text):
            before = m.group(1)
            if before[-1:] not in ",;:" and before not in _EN_CLAUSE_OPENERS:
                return f"a filler between a verb and its object: {m.group(0).strip()}"
    return None


def en_clause_filler_as_verb(words: list[str]) -> str | None:
    """``check you know that the numbers match``, ``more I mean than doubled``: said
    before ``that``, ``than`` or ``as``, "you know" and "I mean" read as the verb."""
    m = re.search(r"\b(you know|i mean) (than|as|that) \w", _text(words).lower())
    return f"a filler read as a verb: {m.group(0)}" if m else None


# -- French --------------------------------------------------------------------------
def fr_si_il(words: list[str]) -> str | None:
    if re.search(r"\bsi (il|ils)\b", _text(words).lower()):
        return "'si il' (s'il)"
    return None


def fr_missing_elision(words: list[str]) -> str | None:
    found = re.search(
        r"(?<!-)\b(que|je|ne|le|de|me|te|se) (il|ils|elle|elles|on|a|ai|est|en|y|un|une|avait|avons"
        r"|aime|habite|étais|était)\b",
        _text(words).lower(),
    )
    if found and not re.search(r"\b(le|de) (un|une)\b", found.group(0)):
        return f"no elision: {found.group(0)!r}"
    return None


def fr_pas_un(words: list[str]) -> str | None:
    """``n'a pas acheté un livre``: a negated indefinite takes ``de``."""
    text = _text(words).lower()
    found = re.search(r"\b(n'|ne )(\w+) pas (\w+ )?(un|une) (?!seul|seule|mot|instant)", text)
    if found and re.search(r",|\bmais\b", text[found.end() :]):
        return None  # contrastive: "vous ne relisez pas un fichier, vous le reconstruisez"
    being = ("est", "es", "suis", "sont", "sommes", "êtes", "était", "étaient", "sera", "serait")
    after = ("quand", "que", "si", "comme", "pour", "seulement", "juste", "forcément")
    if found and found.group(2) not in being and (found.group(3) or "").strip() not in after:
        return f"negated indefinite: {found.group(0)!r}"
    return None


def fr_qu_name(words: list[str]) -> str | None:
    if re.search(r"\bqu'[YH][a-zé]", _text(words)):
        return "qu' before a name in Y or H"
    return None


# -- German --------------------------------------------------------------------------
_KEIN = r"\bkein(e|en|em|er|es)?\b"


def de_kein_nicht(words: list[str]) -> str | None:
    text = re.sub(r"\b(und|oder|aber|sondern|doch)\b", ",", _text(words).lower())
    for clause in _clauses(text):
        idiom = re.search(r"\bnicht nur\b|\bnicht mal\b|\bnoch nicht\b", clause)
        if re.search(_KEIN, clause) and re.search(r"\bnicht\b", clause) and not idiom:
            return f"kein and nicht in one clause: {clause.strip()!r}"
        if re.search(r"\bkaum " + _KEIN[2:], clause):
            return "kaum kein"
    return None


def de_plural_non_word(words: list[str]) -> str | None:
    """Mass nouns pluralised into non-words (``Blutdruckn``)."""
    for word in words:
        if re.fullmatch(r"[A-ZÄÖÜ]\w*(ck|tz|ft|pf|rk|lk|rt|lt|rd|cht|st)n[,.!?]?", word):
            return f"not a German word: {word!r}"
    return None


# -- Spanish -------------------------------------------------------------------------
_ES_WH = r"¿(cómo|dónde|cuándo|qué|por qué|cuánto|cuánta|cuántos|cuántas|adónde|quién)"


def es_wh_without_inversion(words: list[str], names: frozenset[str] = frozenset()) -> str | None:
    """``¿Cómo Mohamed va a hablar?``: the subject follows the verb."""
    text = _text(words)
    found = re.search(_ES_WH + r" ([A-ZÁÉÍÓÚ]\w+) (\w+)", text, re.IGNORECASE)
    if found and found.group(2) in names:
        return f"wh-question without inversion: {found.group(0)!r}"
    found = re.search(
        _ES_WH + r" (yo|tú|él|ella|nosotros|ellos|ellas|usted|ustedes) ", text.lower()
    )
    if found:
        return f"wh-question without inversion: {found.group(0)!r}"
    return None


def es_nunca_after_verb(words: list[str]) -> str | None:
    """``quiere dormir nunca``: a post-verbal nunca needs ``no`` before the verb
    (a turn cut off after it, ``pero yo nunca…``, is not one)."""
    text = _text(words).lower()
    if text.endswith("…"):  # the cut-off clause is unfinished: leave it out
        text = re.sub(r"[^,;:.!?]*$", "", text[:-1])
    for clause in _clauses(text):
        tokens = clause.split()
        if tokens[-1:] == ["nunca"] and len(tokens) > 1:
            before = tokens[: tokens.index("nunca")]
            negatives = {
                "no",
                "nadie",
                "nada",
                "ni",
                "tampoco",
                "ningún",
                "ninguna",
                "ninguno",
                "jamás",
            }
            superlative = {"mejor", "peor", "más", "menos", "único", "única", "primera"}
            if (negatives | superlative) & set(before):
                continue
            if before and before[-1] not in ("casi", "y", "o", "pero", "que", "como", "más"):
                return f"post-verbal nunca without no: {clause.strip()!r}"
    return None


def es_filler_in_tener_que(words: list[str], fillers: frozenset[str]) -> str | None:
    for k in range(len(words) - 2):
        if (
            re.fullmatch(r"(tengo|tienes|tiene|tenemos|tienen|tener|tenía|tuve)", words[k].lower())
            and words[k + 1].lower() in fillers
            and words[k + 2].lower() == "que"
        ):
            return "a filler inside 'tener que'"
    return None


def es_filler_before_que(words: list[str], fillers: frozenset[str]) -> str | None:
    """``las opciones pues que tenemos``, ``…, pues porque``: a filler that is
    also a word, mid-sentence, reads as part of the clause ``que`` or
    ``porque`` opens (``Pues que venga`` or ``Uf, pues que…`` opening a
    sentence, and ``o sea que``, are Spanish)."""
    lowered = [w.lower() for w in words]
    for k in range(1, len(words) - 1):
        opening = k == 1 and words[0].endswith(",")
        if (
            not opening
            and lowered[k] in fillers
            and lowered[k] in ("pues", "bueno")
            and lowered[k + 1] in ("que", "porque")
        ):
            return f"a filler before {lowered[k + 1]!r}: {' '.join(words[max(0, k - 2) : k + 2])}"
    return None


_DE_SUBJECTS = frozenset("ich du er es man wir sie ihr Sie".split())  # "Ihr" is possessive
_DE_CLAUSE_OPENERS = frozenset(
    "und aber oder denn sondern dass weil wenn ob als obwohl damit".split()
)


def de_filler_before_leaning_pronoun(words: list[str], fillers: frozenset[str]) -> str | None:
    """``Genauer gesagt geht äh es um``, ``Was hältst hm du``: a subject
    pronoun after its verb leans on it; a speaker does not pause between."""
    lowered = [w.lower() for w in words]
    for k in range(1, len(words) - 1):
        before = lowered[k - 1]
        if (
            lowered[k].strip(",") in fillers
            and words[k + 1].rstrip(",.?!;:") in _DE_SUBJECTS
            and before[-1:] not in ",;:"
            and before not in _DE_CLAUSE_OPENERS
        ):
            return f"a filler between a verb and its pronoun: {' '.join(words[k - 1 : k + 2])}"
    return None


# -- Japanese ------------------------------------------------------------------------
_JA_PARTICLES = frozenset("は が を に で と も へ から まで の".split())


def ja_filler_before_particle(words: list[str], fillers: frozenset[str]) -> str | None:
    for k in range(1, len(words) - 1):
        if words[k] in fillers and words[k + 1] in _JA_PARTICLES:
            return f"a filler between a noun and its particle: {''.join(words[k - 1 : k + 2])}"
    return None


def ja_filler_inside_noun_phrase(words: list[str], fillers: frozenset[str]) -> str | None:
    """``このカメラの なんか ボタン``: の and や join nouns; nothing goes after them."""
    for k in range(1, len(words) - 1):
        if words[k] in fillers and words[k - 1] in ("の", "や"):
            return f"a filler inside a noun phrase: {''.join(words[k - 1 : k + 2])}"
    return None


def ja_filler_after_object(words: list[str], fillers: frozenset[str]) -> str | None:
    """``本を えー 読む``: an object holds on to its verb."""
    for k in range(1, len(words) - 1):
        if words[k] in fillers and words[k - 1] == "を":
            return f"a filler between an object and its verb: {''.join(words[k - 2 : k + 2])}"
    return None


def ja_third_person_volition(words: list[str]) -> str | None:
    """``山本さんは…聞きましょう。``: たい and ましょう belong to the speaker."""
    text = "".join(words)
    for sentence in re.split(r"(?<=[。？！?!])", text):
        subject = re.search(r"(さん|くん|ちゃん|先生|彼|彼女|部長)(は|が)", sentence)
        if not subject:
            continue
        rest = sentence[subject.end() :]
        ending = re.search(r"(ましょう|たいです|たい)[。！!]?$", rest)
        quoted = re.search(r"(と|って|か)", rest[: ending.start()][-6:]) if ending else None
        if ending and not quoted and not re.search(r"(と|って)(言|思|話)", rest):
            return f"たい/ましょう with a third-person subject: {sentence}"
    return None


def ja_shi_chain(words: list[str]) -> str | None:
    if sum(w.endswith("し、") or w == "し、" for w in words) >= 3:
        return "a chain of three or more し clauses"
    return None


# -- Chinese -------------------------------------------------------------------------
_ZH_FUTURE = re.compile(r"(明天|后天|下周|下个星期|下星期|明年|下个月|待会儿|一会儿)")


def zh_aspect_against_future(words: list[str]) -> str | None:
    for clause in re.split(r"[，。？！,]", "".join(words)):
        words_with_guo = re.search(
            r"(过来|过去|经过|通过|过年|不过|难过|超过|过程|错过|路过)", clause
        )
        if _ZH_FUTURE.search(clause) and re.search(r"(正在|过)", clause) and not words_with_guo:
            return f"a future time with 正在 or 过: {clause}"
    return None


def zh_jiu_before_subject(words: list[str]) -> str | None:
    """``星期一就孙悦…``: 就 follows the subject."""
    for k in range(1, len(words) - 1):
        if (
            words[k] == "就"
            and re.fullmatch(r"(星期.|周.|今天|明天|昨天|早上|晚上|下午|上午)", words[k - 1])
            and re.fullmatch(r"(我|你|他|她|我们|你们|他们|大家)", words[k + 1])
        ):
            return f"就 before the subject: {''.join(words[k - 1 : k + 2])}"
    return None
