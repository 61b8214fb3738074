"""English: a lexicon-plus-rules part-of-speech tagger and the break classes.

:meth:`English.tags` gives one coarse tag per word (:data:`TAGS`): function words from the
project's table (:data:`.words.CLOSED_CLASS`), open-class words from the Brill/Pattern
lexicon in the ``textblob`` wheel (its data file only: nothing imported or downloaded),
unknown words by shape and suffix, then context rules: ``to`` + verb, determiner + noun, ``that``, particles;
a noun-or-verb word is the verb after a subject it agrees with ("women face", "we actually
need", "the sun sets,") unless a verb follows ("the sales report came").

:meth:`English.break_classes` gives the :class:`~captionsmith.languages.BreakClass` of the
boundary after each word from the tags on both sides (DESIGN.md lists the rules: punctuation;
dangling after a determiner, possessive, preposition or conjunction; inside a phrase; between
phrases).  Where the tagger cannot tell a noun after a noun from a verb ("we saw the women |
face"), the lenient reading wins: a break between phrases.

Deterministic and pure; tagging a 1,000-word transcript takes a few milliseconds
(``benchmarks/bench_tagger.py``).
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from pathlib import Path

from captionsmith.core.measures import measure
from captionsmith.core.text import ends_clause, ends_sentence, word_form
from captionsmith.languages import BreakClass
from captionsmith.languages.en import prompt as english_prompt
from captionsmith.languages.en.words import (
    ABOUT_VERBS,
    BARE_INFINITIVE,
    CLAUSE_VERBS,
    CLOSED_CLASS,
    CONJ_BEFORE_CLAUSE,
    END_ADVERBS,
    HAVE_DO,
    LAST_RULE_FORMS,
    MODALS,
    MODALS_AND_DO,
    OF_BOUND,
    PARTICLES_ALWAYS,
    PARTICLES_OR_ADP,
    PENN_TAGS,
    RULE_FORMS,
    WEAK_PARTICLES,
)

__all__ = ["PACK", "TAGS", "English", "lexicon"]

# Universal tags, plus NPOSS (Maria's), SUBJ (subject pronouns, existential there), NEG (not,
# never, don't), TO (infinitival to), WH (wh-words and relatives); AUX takes "I'm", "it's".
TAGS = tuple(
    "DET POSS NPOSS SUBJ PRON NOUN PROPN NUM ADJ ADV NEG AUX VERB PART TO ADP CCONJ SCONJ WH "
    "INTJ".split()
)
_HEDGED = frozenset({"SUBJ", "AUX", "NEG", "ADV"})
_RETAGGED = frozenset({"NOUN", "ADJ", "VERB", "DET", "NPOSS"})  # tags the context rules read
_ARTICLES = frozenset({"a", "an", "the", "every"})  # determiners no context rule changes
_OBJECT_START = frozenset({"DET", "POSS", "PRON", "SUBJ", "NUM", "NPOSS"})
_OPENS = frozenset({"CCONJ", "SCONJ", "WH", "ADV", "INTJ"})  # a clause may start after them


def _main_verb(k: int, forms: list[str], tags: list[str], stops: list[bool]) -> bool:
    """Whether have or do at k is a main verb ("had a car", "had to", not "had left")."""
    if k + 1 >= len(forms) or stops[k]:
        return False
    after = tags[k + 1]
    if after in ("PRON", "SUBJ"):
        follow = tags[k + 2] if k + 2 < len(tags) and not stops[k + 1] else ""
        return follow not in ("VERB", "ADV", "NEG", "AUX")
    return after in ("DET", "POSS", "NOUN", "NUM", "ADJ", "PROPN", "TO", "NPOSS")


_ADJ_SUFFIXES = ("ous", "ful", "less", "able", "ible", "ive", "ic", "ical", "ish", "ary")
_NUMBER = re.compile(r"^[$£€]?\d[\d,.:/]*(%|st|nd|rd|th|s|k|m|am|pm)?$")


def _lexicon_path() -> Path:
    spec = importlib.util.find_spec("textblob")  # locates the package; runs none of it
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the English tagger needs the textblob package (pip install textblob)")
    return Path(next(iter(spec.submodule_search_locations))) / "en" / "en-lexicon.txt"


@lru_cache(maxsize=1)
def lexicon() -> dict[str, str]:
    """The Brill/Pattern lexicon: word -> its most frequent Penn tag."""
    out: dict[str, str] = {}
    with _lexicon_path().open(encoding="utf-8") as handle:
        for line in handle:
            if line.startswith(";;;"):
                continue
            parts = line.split()
            if len(parts) >= 2:
                out.setdefault(parts[0], parts[1])
    return out


@lru_cache(maxsize=65536)
def _can_be_verb(form: str) -> bool:
    """Whether an open-class word has verb forms in the lexicon."""
    lex = lexicon()
    tag = lex.get(form, "")
    if tag.startswith("VB"):
        return True
    stems = [form + "ed", form + "ing", form + "s", form + form[-1:] + "ed"]
    if form.endswith("e"):
        stems += [form[:-1] + "ing", form + "d"]
    if form.endswith("s") and len(form) > 3:
        stems += [form[:-1], form[:-1] + "ed", form[:-2] + "ed"]
    if form.endswith("y"):
        stems += [form[:-1] + "ied", form[:-1] + "ies"]  # copy: copied
    return any(lex.get(s, "").startswith("VB") for s in stems)


@lru_cache(maxsize=65536)
def _can_be_noun(form: str) -> bool:
    return (lex := lexicon()).get(form, "").startswith("NN") or lex.get(form + "s", "") == "NNS"


_NP = frozenset({"NOUN", "PROPN", "ADJ", "DET", "POSS", "NUM", "NPOSS", "ADV"})
_VERBAL, _HEADS = frozenset({"VERB", "AUX", "NEG"}), frozenset({"NOUN", "PROPN", "NUM", "PRON"})


@lru_cache(maxsize=65536)
def _plural(form: str) -> bool:
    """A plural noun or an -s verb: each agrees with the other kind ("parents worry")."""
    penn = lexicon().get(form, "")
    bare_s = not penn and form.endswith("s") and not form.endswith("ss")  # unknown: "apps"
    return bare_s or penn in ("NNS", "NNPS", "VBZ") or form == "police"


def _subject(h: int, tags: list[str], forms: list[str], stops: list[bool]) -> bool | None:
    """Whether the noun phrase with its head at h (and any "of my", "in big") opens its
    clause: True; None after a verb ("we saw the women face" or an object); else False."""
    j = h
    while j > 0 and not stops[j - 1]:
        t = tags[j - 1]
        inside = t in _NP or (t == "PRON" and forms[j] == "of")  # "most of my students"
        if not inside and (t != "ADP" or (j > 1 and tags[j - 2] not in _HEADS)):
            break  # "people in big cities" goes on
        j -= 1
    if j == 0 or stops[j - 1] or tags[j - 1] in ("CCONJ", "SCONJ", "WH", "INTJ"):
        return True
    if tags[j - 1] == "VERB":
        return forms[j - 1] in CLAUSE_VERBS or None
    return forms[j - 1] == "that"


def _verb_follows(k: int, tags: list[str], forms: list[str], stops: list[bool]) -> bool:
    """Whether a verb comes next, past adverbs or one noun ("the sales report came", "care
    costs keep"); not a base form after a base form, its object ("children need sleep")."""
    lex, j = lexicon(), k + 1
    while j < len(tags) and not stops[j - 1]:
        base = tags[j] == "VERB" and lex.get(forms[j]) in ("VB", "VBP")
        if tags[j] in _VERBAL and not (base and not _plural(forms[k])):
            return True
        if tags[j] != "ADV" and (j > k + 1 or tags[j] not in ("NOUN", "ADJ")):
            return False
        j += 1
    return False


def _skip_adverbs(k: int, tags: list[str], stops: list[bool]) -> int:
    """The word before k, past up to two adverbs ("we actually need", "kids today face")."""
    h = k - 1
    while h > 0 and h > k - 3 and tags[h] == "ADV" and not stops[h]:
        h -= 1
    return h


def _noun_or_verb(k: int, tags: list[str], forms: list[str], stops: list[bool]) -> str:
    """A noun or verb after a noun (and adverbs): "VERB" after a subject it agrees with
    ("women face", "companies now report", "the sun sets,"); "?" when either fits."""
    if k == 0 or tags[k - 1] not in ("NOUN", "PROPN", "ADV") or tags[k] not in ("NOUN", "ADJ"):
        return ""  # (a quick exit first: most words are not after a noun)
    h = _skip_adverbs(k, tags, stops)
    if tags[h] not in ("NOUN", "PROPN") or stops[h] or forms[k] in CLOSED_CLASS:
        return ""
    if _plural(forms[h]) == _plural(forms[k]) or not _can_be_verb(forms[k]):
        return ""
    after = tags[k + 1] if k + 1 < len(tags) and not stops[k] else ""
    if (tags[k] == "ADJ" and after not in _OBJECT_START) or _verb_follows(k, tags, forms, stops):
        return ""
    subject = _subject(h, tags, forms, stops)
    if subject is None and not _plural(forms[k]):  # "we saw the women face ..."
        return "VERB" if after in _OBJECT_START else "?" if h == k - 1 else ""
    return "VERB" if subject else ""


def _open_class(form: str, raw: str, sentence_start: bool, lex: dict[str, str]) -> str:
    core = raw.strip(".,;:!?…\"'“”‘’()[]«»")
    if _NUMBER.match(form):
        return "NUM"
    capital = core[:1].isupper() and core.lower() != "i"
    penn = lex.get(form)
    if capital and not sentence_start:
        return "PROPN"
    if capital and sentence_start and penn is None and lex.get(core, "").startswith("NNP"):
        return "PROPN"
    if penn is None and "-" in form:
        parts = [p for p in form.split("-") if p]
        if parts and all(CLOSED_CLASS.get(p) == "NUM" or _NUMBER.match(p) for p in parts):
            return "NUM"
        if parts:
            return _open_class(parts[-1], parts[-1], False, lex)
    if penn is not None:
        return "VERB" if penn.startswith("VB") else PENN_TAGS.get(penn, "NOUN")
    if form.endswith("ly"):
        return "ADV"
    if form.endswith(("ing", "ed")):
        return "VERB"
    if form.endswith(_ADJ_SUFFIXES):
        return "ADJ"
    if capital and not (form.endswith("s") and lex.get(form[:-1]) == "NN"):  # "Maths"
        return "PROPN"
    return "NOUN"


class English:
    """The English pack (see the module docstring)."""

    code = "en"
    name = "English"
    dialogue_dash = "-"  # Netflix English: a hyphen without a space
    measure = measure("en")
    prompt_notes = english_prompt.PROMPT_NOTES  # english_prompt.py: this module is at its limit

    def finish_cue(self, lines: tuple[str, ...]) -> tuple[str, ...]:
        return lines

    def cue_end_problem(self, lines: tuple[str, ...]) -> str | None:
        return None

    def filler_fits(self, before: str, after: str) -> bool:
        """Between phrases; ``it``/``you`` only after a mark or opener (after a verb: its object).

        >>> PACK.filler_fits("flip", "it."), PACK.filler_fits("so", "you"), PACK.filler_fits("Look,", "it")
        (False, True, True)
        """
        leaning = after.lower().rstrip(",.?!;:") in ("it", "you")
        return not leaning or before[-1:] in ",;:" or CLOSED_CLASS.get(before.lower()) in _OPENS

    def tags(self, words: tuple[str, ...]) -> tuple[str, ...]:
        """Coarse part-of-speech tags.

        >>> PACK.tags(("I", "want", "to", "work", "on", "the", "old", "bridge."))
        ('SUBJ', 'VERB', 'TO', 'VERB', 'ADP', 'DET', 'ADJ', 'NOUN')
        >>> PACK.tags(("She", "said", "that", "that", "car", "is", "Maria's."))
        ('SUBJ', 'VERB', 'SCONJ', 'DET', 'NOUN', 'AUX', 'NPOSS')
        """
        return _tags(tuple(words))

    def break_classes(self, words: tuple[str, ...]) -> tuple[BreakClass, ...]:
        """The class of the boundary after each word.

        >>> [c.name for c in PACK.break_classes(("Every", "employee", "needs", "a", "desk."))]
        ['DANGLING', 'PHRASE', 'PHRASE', 'DANGLING', 'PUNCTUATION']
        >>> [c.name for c in PACK.break_classes(("We", "can", "go", "now,", "I", "think."))]
        ['INSIDE', 'INSIDE', 'PHRASE', 'PUNCTUATION', 'INSIDE', 'PUNCTUATION']
        """
        return _break_classes(tuple(words))


PACK = English()


@lru_cache(maxsize=65536)
def _word(raw: str) -> tuple[str, bool, bool, str, str]:
    """What the tagger reads from a word alone: its form, whether it ends a clause and a
    sentence, and its tag before the context rules, mid-sentence and at a sentence start."""
    form = word_form(raw)  # curly apostrophes already straightened
    tag = CLOSED_CLASS.get(form)
    if tag is None and form.endswith("'s") and len(form) > 2:
        tag = "NPOSS"
    if tag is None and form.endswith("n't"):
        tag = "NEG"
    clause, sentence = ends_clause(raw), ends_sentence(raw)
    if tag is not None:
        return form, clause, sentence, tag, tag
    mid, first = (_open_class(form, raw, start, lexicon()) for start in (False, True))
    return form, clause, sentence, mid, first


@lru_cache(maxsize=256)
def _tags(words: tuple[str, ...]) -> tuple[str, ...]:
    lex = lexicon()
    n = len(words)
    read = [_word(w) for w in words]
    forms, stops = [r[0] for r in read], [r[1] for r in read]  # stops[k]: word k ends a clause
    tags: list[str] = []
    sentence_start = True
    for _, _, ends, mid, first in read:
        tags.append(first if sentence_start else mid)
        sentence_start = ends
    # Context rules, left to right, each looking at settled neighbours.
    for k in range(n):
        form, tag = forms[k], tags[k]
        if form in _ARTICLES or (tag not in _RETAGGED and form not in RULE_FORMS):
            continue  # no rule below is about this word or its tag
        prev = tags[k - 1] if k > 0 else ""
        prev_form = forms[k - 1] if k > 0 else ""
        after = tags[k + 1] if k + 1 < n and not stops[k] else ""
        clause_start = k == 0 or stops[k - 1]
        if clause_start and tag == "NOUN" and after in _OBJECT_START and _can_be_verb(form):
            tags[k] = tag = "VERB"  # an imperative: "Chop the onion", "Check your coat"
        if form in HAVE_DO and _main_verb(k, forms, tags, stops):
            tags[k] = tag = "VERB"  # have and do as main verbs: "I had a car"
        object_position = prev in ("VERB", "ADP", "TO", "PART")
        nxt = forms[k + 1] if after else ""
        if form in ("it", "you") and object_position and after not in _VERBAL:
            tags[k] = tag = "PRON"  # an object: "I told you", "cook it for"
        s_form = prev in ("NOUN", "PROPN") and form.endswith("s") and after in _OBJECT_START
        if tag == "NOUN" and s_form and _can_be_verb(form):
            tags[k] = tag = "VERB"  # "the language changes the way", "the city needs a"
        elif tag in ("NOUN", "ADJ") and _noun_or_verb(k, tags, forms, stops) == "VERB":
            tags[k] = tag = "VERB"  # "women face the same", "most people rarely question"
        if form in ("more", "less") and forms[k + 1 : k + 2] == ["than"]:
            tags[k] = tag = "ADV"
        if form in ("about", "around") and prev_form not in ABOUT_VERBS:
            counted = nxt in ("a", "an") and tags[k + 2 : k + 3] == ["NUM"]
            if after == "NUM" or counted or (form == "about" and nxt == "to"):
                tags[k] = tag = "ADV"  # "in about ten minutes", "about to go", not "talk about 25"
        if form in CONJ_BEFORE_CLAUSE and after in ("SUBJ", "AUX") and nxt not in ("it", "you"):
            tags[k] = tag = "SCONJ"  # "before they turn twelve", "until we're done"
        if form in END_ADVERBS and after in ("", "CCONJ"):
            tags[k] = tag = "ADV"
        lead = k - 1 if prev != "ADV" or tag != "NOUN" else _skip_adverbs(k, tags, stops)
        lead_tag, lead_form = (tags[lead], forms[lead]) if k else ("", "")
        if tag in ("NOUN", "ADJ") and (lead_tag in ("SUBJ", "NEG") or lead_form in MODALS):
            if _can_be_verb(form) and not (lead_tag == "SUBJ" and tag == "ADJ"):
                tags[k] = "VERB"
        elif tag == "VERB" and prev in ("DET", "POSS", "ADJ", "NPOSS", "NUM"):
            penn = lex.get(form, "")
            if penn in ("VBN", "VBG") or form.endswith(("ing", "ed")):
                tags[k] = "ADJ" if after in ("NOUN", "ADJ", "PROPN") else "NOUN"
            elif _can_be_noun(form) or penn in ("VB", "VBP", "VBZ", ""):
                tags[k] = "NOUN"
        elif tag == "VERB" and lex.get(form) in ("VB", "VBP", "VBZ") and not clause_start:
            if prev == "NOUN" and k > 1 and tags[k - 2] in ("DET", "POSS", "ADJ", "NPOSS"):
                odd = _plural(prev_form) == _plural(form) and _can_be_noun(form)
                if (odd and after not in _OBJECT_START) or _verb_follows(k, tags, forms, stops):
                    tags[k] = "NOUN"  # a compound: "the bus stop", "the phone calls started"
            elif prev == "VERB" and prev_form not in BARE_INFINITIVE and not form.endswith("s"):
                tags[k] = "NOUN"  # an object: "children need sleep", not "help build"
        if form not in LAST_RULE_FORMS and tag not in ("DET", "NPOSS"):
            continue  # none of the rules below is about this word
        right_adv = form == "right" and after in ("ADV", "ADP")  # "right now", "right at the"
        if form == "to":
            tags[k] = "TO" if after in ("VERB", "ADV", "AUX") else "ADP"
            if after in ("NOUN", "ADJ") and _can_be_verb(forms[k + 1]):
                tags[k] = "TO"
                tags[k + 1] = "VERB"
        elif form == "that":
            if after in ("SUBJ", "DET", "POSS", "PROPN", "PRON", "NUM", "NPOSS", "AUX"):
                tags[k] = "SCONJ" if after != "AUX" or forms[k + 1] in MODALS_AND_DO else "PRON"
            elif after in ("NOUN", "ADJ"):
                clause = prev == "VERB" and tags[k + 2 : k + 3] in (["AUX"], ["VERB"])
                tags[k] = "SCONJ" if clause else "DET"  # "said that luck is", "that car"
            elif after in ("VERB", "NEG", "ADV") and prev in ("NOUN", "PROPN", "PRON"):
                tags[k] = "WH"
            else:
                tags[k] = "PRON"
        elif tag == "DET" and form not in _ARTICLES and form != "no":
            if after not in ("NOUN", "ADJ", "NUM", "PROPN", "DET", "POSS", "NPOSS"):
                tags[k] = "PRON"
        elif form == "no" and after not in ("NOUN", "ADJ", "NUM", "DET"):
            tags[k] = "INTJ"
        elif form == "her":
            tags[k] = "POSS" if after in ("NOUN", "ADJ", "NUM", "PROPN") else "PRON"
        elif form in ("one", "ones") and prev in ("DET", "ADJ"):
            tags[k] = "NOUN"
        elif form == "one" and tag == "PRON" and after in ("NOUN", "ADJ"):
            tags[k] = "NUM"
        elif form == "like" and (prev in ("SUBJ", "NEG", "TO") or prev_form in MODALS_AND_DO):
            tags[k] = "VERB"
        elif form == "so":
            following = forms[k + 1] if after else ""
            participle = after == "VERB" and following.endswith("ed")  # "so excited"
            keep = after in ("ADJ", "ADV", "", "CCONJ") and not (clause_start and after != "ADJ")
            if not keep and following not in ("much", "many", "far"):  # "So, yeah", "so we"
                tags[k] = "ADV" if participle else "CCONJ"
        elif right_adv or (form in ("right", "okay", "ok") and prev == "AUX"):
            tags[k] = "ADV" if right_adv else "ADJ"  # "right now", "that's right", "it's okay"
        elif form == "there" and after in ("AUX", "VERB", "NEG"):
            tags[k] = "SUBJ"
        elif prev == "VERB" and form in PARTICLES_ALWAYS:
            tags[k] = "PART"
        elif prev in ("VERB", "PRON", "SUBJ") and form in PARTICLES_OR_ADP:
            if after not in ("PRON", "DET", "POSS", "NUM", "PROPN", "NOUN", "ADJ", "NPOSS", "WH"):
                tags[k] = "PART"
        elif (
            prev in ("NOUN", "PROPN")
            and form in PARTICLES_OR_ADP
            and after in ("", "CCONJ", "ADP", "ADV")
            and "VERB" in tags[max(0, k - 4) : k]
        ):
            tags[k] = "PART"  # a particle after the object: "pick the kids up from school"
        elif prev in ("VERB", "PRON", "SUBJ") and form in WEAK_PARTICLES and after in ("", "CCONJ"):
            tags[k] = "PART"
        elif form in ("kind", "sort") and forms[k + 1 : k + 2] == ["of"] and prev in _HEDGED:
            tags[k] = tags[k + 1] = "ADV"  # "it kind of rolls": a hedge, not a noun phrase
            if k + 2 < n and tags[k + 2] == "NOUN" and _can_be_verb(forms[k + 2]):
                tags[k + 2] = "VERB"
        elif tag == "NPOSS" and after not in ("NOUN", "ADJ", "NUM", "PROPN"):
            tags[k] = "AUX" if after in ("VERB", "ADV", "ADJ", "DET", "NEG") else tag
    return tuple(tags)


_DANGLING = frozenset({"DET", "POSS", "ADP", "CCONJ", "SCONJ"})
_INSIDE: dict[str, frozenset[str]] = {
    a: frozenset(b.split())
    for a, b in (
        pair.split(":")
        for pair in "ADJ:NOUN PROPN ADJ NUM|NUM:NOUN NUM PROPN ADJ|NOUN:NOUN PROPN PART|PROPN:PROPN|"
        "NPOSS:NOUN ADJ NUM PROPN|SUBJ:VERB AUX NEG ADV|AUX:VERB AUX NEG ADV|NEG:VERB AUX ADJ ADV|"
        "ADV:ADJ ADV VERB NUM|VERB:PART|PRON:PART|TO:VERB ADV AUX".split("|")
    )
} | {"WH": frozenset(TAGS) - {"INTJ"}}


@lru_cache(maxsize=256)
def _break_classes(words: tuple[str, ...]) -> tuple[BreakClass, ...]:
    tags, read, n = list(_tags(words)), [_word(w) for w in words], len(words)
    forms, stops = [r[0] for r in read], [r[1] for r in read]
    maybe = [  # a noun that may be a verb ("we saw the women | face"): the lenient reading
        t == tags[j - 1] == "NOUN" and _noun_or_verb(j, tags, forms, stops) == "?"
        for j, t in enumerate(tags)
    ]
    out: list[BreakClass] = []
    for k in range(n):
        if k == n - 1 or stops[k]:
            out.append(BreakClass.PUNCTUATION)
            continue
        a, b = tags[k], tags[k + 1]
        if a == "ADP" and forms[k] in PARTICLES_OR_ADP and k > 0 and tags[k - 1] == "VERB":
            # Right after a verb the word may be its particle (pick up | the
            # kids, rolls off | the tongue): a reading professionals break after.
            out.append(BreakClass.PHRASE)
        elif a in _DANGLING:
            out.append(BreakClass.DANGLING)
        elif (forms[k + 1] == "of" and (a in ("NUM", "PRON", "DET") or forms[k] in OF_BOUND)) or (
            b in _INSIDE.get(a, ()) and not (b == "NOUN" and (maybe[k] or maybe[k + 1]))
        ):
            out.append(BreakClass.INSIDE)
        else:
            out.append(BreakClass.PHRASE)
    return tuple(out)
