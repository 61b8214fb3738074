"""What one generated transcript says: sentences from a language's speech bank.

:func:`compose` draws a section of the bank (:mod:`captionsmith.languages.bank`): a
monologue script at the level's monologue share, a dialogue otherwise.  It starts at
one of the section's entry points, says its beats in order (an optional beat is
sometimes left out), and carries on into another section of the same register until
the transcript is long enough (or ends, when the register has no section left and
it is long enough already; only when it is still too short does it go on in another
register), stopping where an exchange ends (a dialogue carries
on at the next section's opening, with new people but the same host).  For each
beat it reads every way of saying it and picks by the level: easy levels prefer
the shortest, hard ones a long one.

Then the speech layer, in every language the same, placed with the language pack's
break classes so that nothing lands inside a phrase:

- a hesitation sound at a boundary between phrases, before a phrase starts (never
  between a noun and its particle, inside a ``_`` or ``@fixed`` expression, or after
  an article, preposition, subject pronoun or clitic); a filler that is also a word
  (``pues``, ``you know``) only where a clause starts;
- a repeated function word before its phrase ("the the"), spaced languages only;
- a false start: the sentence's first phrase said, abandoned and said again;
- in dialogue, a listener's back-channel between two sentences of one turn, and an
  interruption that cuts a statement short before the next speaker's turn.

Every token says whether a speaker may stop after it to search for the next word
(``search``): after an article, a preposition or a conjunction in spaced languages,
between phrases in Japanese and Chinese.  Randomness only from ``rng``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from captionsmith.core.draws import below, between, pick
from captionsmith.core.text import ends_sentence
from captionsmith.languages import BreakClass, LanguagePack
from captionsmith.languages.bank import BIND, Bank, Section
from captionsmith.languages.speech_levels import REGISTERS, Level, Register

__all__ = ["Line", "Token", "compose", "long_sentence"]

LONG_WORDS = 25  # a long sentence in a spaced language, in words
LONG_CHARS = 40  # ... in Japanese and Chinese, in characters
CUT = "…"
FALSE_START_COMMA = {"spaced": ",", "ja": "、", "zh": "，"}


class Token(NamedTuple):
    text: str
    search: bool  # a speaker may stop after it to search for the next word


@dataclass(frozen=True, slots=True)
class Line:
    """One spoken sentence and who says it (None in a monologue)."""

    tokens: tuple[Token, ...]
    speaker: str | None


def long_sentence(words: list[str], spaced: bool) -> bool:
    """Whether a sentence counts as long for its script.

    >>> long_sentence(["a"] * 25, True), long_sentence(["今日は"] * 10, False)
    (True, False)
    """
    if spaced:
        return len(words) >= LONG_WORDS
    return sum(len(w) for w in words) >= LONG_CHARS


def _tokens(text: str, fixed: tuple[tuple[str, ...], ...] = ()) -> tuple[list[str], set[int]]:
    """Words of a sentence and the positions bound to the next word: inside
    a ``_``-joined expression or one of the bank's ``fixed`` ones.

    >>> _tokens("I have to go_home", (("have", "to"),))
    (['I', 'have', 'to', 'go', 'home'], {1, 3})
    """
    words: list[str] = []
    bound: set[int] = set()
    for chunk in text.split():
        if BIND not in chunk:  # (most words: no expression to bind)
            words.append(chunk)
            continue
        parts = [p for p in chunk.split(BIND) if p]
        for k, part in enumerate(parts):
            if k < len(parts) - 1:
                bound.add(len(words))
            words.append(part)
    if fixed:
        lowered = [w.lower().strip(",.?!¿¡;:…、，。") for w in words]
        by_first = _by_first(fixed)
        for k, word in enumerate(lowered):
            for expression in by_first.get(word, ()):
                size = len(expression)
                if tuple(lowered[k : k + size]) == expression:
                    bound.update(range(k, k + size - 1))
    return words, bound


@cache
def _by_first(fixed: tuple[tuple[str, ...], ...]) -> dict[str, list[tuple[str, ...]]]:
    """A bank's fixed expressions by their first word."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for expression in fixed:
        out.setdefault(expression[0], []).append(expression)
    return out


def _capitalise(words: list[str]) -> list[str]:
    first = words[0]
    for k, char in enumerate(first):
        if char.isalpha():
            return [first[:k] + char.upper() + first[k + 1 :], *words[1:]]
    return words


class _Speaker:
    """Draws the sentences of one transcript."""

    def __init__(self, bank: Bank, pack: LanguagePack, rng: random.Random, level: Level) -> None:
        self.bank, self.pack, self.rng, self.level = bank, pack, rng, level
        self.spaced = pack.measure.spaced
        self.lowercase = bank.lowercase

    def sentence(self, section: Section, index: int, bound: dict[str, str], register: Register):
        beat = section.beats[index]
        readings = [t.realise(self.rng, self.bank.slots, bound) for t in beat.alternatives]
        longs = [k for k, r in enumerate(readings) if long_sentence(r.split(), self.spaced)]
        rest = [k for k in range(len(readings)) if k not in longs] or list(range(len(readings)))
        rng, level = self.rng, self.level
        if longs and rng.random() < min(0.95, level.long_sentence * register.long_sentences):
            chosen = pick(rng, longs)
        elif rng.random() < level.short_sentence:  # easy levels: the shortest way to say it
            chosen = min(range(len(readings)), key=lambda k: len(readings[k]))
        else:
            chosen = pick(rng, rest)
        words, fixed = _tokens(readings[chosen], self.bank.fixed)
        if self.spaced:
            words = _capitalise(words)
        return words, fixed

    def speak(self, words: list[str], fixed: set[int], register: str) -> tuple[Token, ...]:
        """The sentence as said in ``register``: perhaps one disfluency, and
        where a speaker may search for a word."""
        classes = self.pack.break_classes(tuple(words))
        scripted = register in self.bank.scripted  # read from a script: said as written
        if len(words) >= 3 and self.rng.random() < self.level.disfluency and not scripted:
            fillers = self.bank.fillers_for(register)
            words, fixed, classes = self._disfluent(words, fixed, classes, fillers)
        search_after = BreakClass.DANGLING if self.spaced else BreakClass.PHRASE
        return tuple(
            Token(w, k not in fixed and k < len(words) - 1 and classes[k] == search_after)
            for k, w in enumerate(words)
        )

    def _disfluent(
        self,
        words: list[str],
        fixed: set[int],
        classes: tuple[BreakClass, ...],
        fillers: tuple[str, ...],
    ):
        rng = self.rng
        phrase_ends = (BreakClass.PHRASE, BreakClass.PUNCTUATION)
        kind = rng.random()
        if kind < 0.5 and fillers:  # a filler between two phrases
            filler = pick(rng, fillers).split()
            # A filler that is also a word ("pues", "you know", "bon") goes only
            # where a clause starts, or it reads as that word; and never before
            # a word it would govern ("pues que", "pues porque").
            clause_only = len(filler) > 1 or filler[0].lower() in self.lowercase
            not_before = self.bank.no_filler_before if clause_only else frozenset()
            tags = self.pack.tags(tuple(words)) if self.spaced else ()
            spots = [
                k
                for k in range(1, len(words))
                if k - 1 not in fixed
                and classes[k - 1] in phrase_ends
                and not ends_sentence(words[k - 1])  # a filler opens no sentence mid-beat
                and words[k][:1].isalnum()  # nor goes before ¿ ¡ « 「
                and self.pack.filler_fits(words[k - 1], words[k])
                and (not tags or _filler_fits(words[k - 1], tags[k - 1], tags[k], clause_only))
                and filler[0].lower() != words[k].lower()
                and words[k].lower() not in not_before
                and filler[-1].lower() != words[k - 1].lower().strip(",")
            ]
            if spots:
                at = pick(rng, spots)
                return self._insert(words, fixed, classes, at, filler, BreakClass.PHRASE)
        if kind < 0.75 and self.spaced:  # a repeated article, preposition or conjunction
            spots = [
                k
                for k in range(len(words) - 1)
                if classes[k] == BreakClass.DANGLING and k not in fixed and words[k].isalpha()
            ]
            if spots:
                at = pick(rng, spots)
                word = words[at]
                again = word[0].lower() + word[1:] if at == 0 and self._lower_ok(word) else word
                return self._insert(words, fixed, classes, at, [word], BreakClass.DANGLING, again)
        # a false start: the first phrase, abandoned and said again
        end = next((k for k in range(len(words)) if classes[k] != BreakClass.INSIDE), 0)
        end = min(end, 2)
        if (
            end == 0  # "Und, und…": a one-word start is no false start
            or any(k in fixed for k in range(end + 1))
            or classes[end] == BreakClass.PUNCTUATION
            or not words[0][:1].isalnum()  # ¿Da, ¿da…: no false start before an opening mark
        ):
            return words, fixed, classes
        comma = FALSE_START_COMMA["spaced" if self.spaced else self.pack.code]
        start = words[: end + 1]
        start[-1] = start[-1] + comma
        first = words[0]
        if self.spaced and first[:1].isupper() and self._lower_ok(first):
            first = first[0].lower() + first[1:]
        restart = [first, *words[1:]]
        out_classes = (*classes[:end], BreakClass.PUNCTUATION, *classes)
        out_fixed = {k + len(start) for k in fixed}
        return start + restart, out_fixed, out_classes

    def _lower_ok(self, word: str) -> bool:
        """A sentence's capitalised first word said again mid-sentence is
        written lower case where the bank writes it so elsewhere (``Tout`` ->
        ``tout``; never ``I``, a name or a German noun)."""
        lowered = word[0].lower() + word[1:]
        return lowered.strip(",.?!") in self.lowercase

    @staticmethod
    def _insert(words, fixed, classes, at, new, new_class, again=None):
        words = list(words)
        if again is None:  # new words go before position ``at``
            out = words[:at] + new + words[at:]
            out_classes = classes[:at] + (new_class,) * len(new) + classes[at:]
            shift = len(new)
            out_fixed = {k if k < at else k + shift for k in fixed}
            return out, out_fixed, out_classes
        out = [*words[: at + 1], again, *words[at + 1 :]]
        out_classes = (*classes[: at + 1], new_class, *classes[at + 1 :])
        out_fixed = {k if k <= at else k + 1 for k in fixed}
        return out, out_fixed, out_classes


# Where a filler fits in a spaced language: before the start of a phrase
# (an article, a name, a number, a preposition, a conjunction, a subject), not
# after a word that holds on to what follows (a subject pronoun before its verb,
# a clitic, a question word, an auxiliary, a negation), or after a clause mark.
_PHRASE_STARTS = frozenset("DET POSS PROPN NUM ADP SCONJ CCONJ SUBJ".split())
# A filler that is also a word goes only before a subordinator or a subject:
# after a comma or before "and" it reads as the word ("la salsa, pues y el pan").
_CLAUSE_STARTS = frozenset("SCONJ SUBJ".split())
_HOLDS_ON = frozenset("SUBJ CLITIC WH AUX NEG DET POSS ADP PART TO".split())


def _filler_fits(before: str, tag_before: str, tag: str, clause_only: bool) -> bool:
    """A hesitation sound ("um") before a phrase start; a filler that is
    also a word ("you know", "pues") only where a clause starts
    (``Select I mean a cell``, ``Ponemos la pues de repuesto``)."""
    if tag_before == "NUM" and tag == "NUM" and before[-1:] not in ",;:":
        return False  # inside a number: "trois cent | mille"
    if clause_only:
        return tag in _CLAUSE_STARTS and (before[-1:] in ",;:" or tag_before not in _HOLDS_ON)
    if before[-1:] in ",;:":
        return True
    return tag in _PHRASE_STARTS and tag_before not in _HOLDS_ON


def _sentences(tokens: tuple[Token, ...]) -> list[tuple[Token, ...]]:
    """A beat's tokens cut into its sentences (a beat may say two).

    >>> said = tuple(Token(w, False) for w in "Yes. We did it. Twice".split())
    >>> [" ".join(t.text for t in s) for s in _sentences(said)]
    ['Yes.', 'We did it.', 'Twice']
    """
    out: list[tuple[Token, ...]] = []
    start = 0
    for k, token in enumerate(tokens):
        text = token.text.rstrip("\"'»”」)")
        ordinal = text[:-1].isdigit()  # German "in der 23. Minute"
        if k < len(tokens) - 1 and text[-1:] in ".?!。？！" and not ordinal:
            out.append(tokens[start : k + 1])
            start = k + 1
    out.append(tokens[start:])
    return out


def _interrupted(tokens: tuple[Token, ...], rng: random.Random) -> tuple[Token, ...]:
    """A statement cut short near its end (the listener takes over what they
    can already tell), never right after a sentence mark.

    >>> said = tuple(Token(w, False) for w in "we could try the new place on the corner.".split())
    >>> " ".join(t.text for t in _interrupted(said, random.Random(3))).endswith("…")
    True
    """
    spots = [
        k
        for k in range(max(3, len(tokens) * 2 // 3), len(tokens) - 1)
        if tokens[k - 1].text[-1:] not in ".?!。？！」…" and not tokens[k - 1].search
    ]
    if not spots:
        return tokens
    cut = pick(rng, spots)
    last = tokens[cut - 1]
    return (*tokens[: cut - 1], Token(last.text.rstrip(",、，;:") + CUT, False))


def _roles(section: Section) -> list[str]:
    return sorted({beat.role for beat in section.beats if beat.role})


def compose(
    bank: Bank,
    pack: LanguagePack,
    rng: random.Random,
    level: Level,
    low: int,
    high: int,
    register_name: str | None = None,
) -> tuple[list[Line], Register]:
    """The sentences of one transcript of ``low`` to ``high`` words (a little
    over ``high`` when the last exchange needs it), and its register: drawn
    with the level's share of dialogue, or ``register_name`` when given (a
    redraw that keeps the kind of speech, :func:`~captionsmith.solving.tasks.make_task`)."""
    dialogue = rng.random() < level.dialogue
    pool = [s for s in bank.sections if s.dialogue == dialogue] or list(bank.sections)
    if register_name is not None:
        pool = [s for s in bank.sections if s.register == register_name] or pool
    section = pool[below(rng, len(pool))]
    register = REGISTERS[section.register]
    speaker = _Speaker(bank, pack, rng, level)
    target = between(rng, low, high)
    lines: list[Line] = []
    count = 0
    used = {section.source}
    host: str | None = None
    people = 0
    index = pick(rng, section.entries)
    while True:
        # A dialogue's roles are new people, except that the host (role A) of a
        # continued recording stays: the interviewer moves on to a new guest.
        cast: dict[str, str] = {}
        for role in _roles(section):
            if role == "A" and host is not None:
                cast[role] = host
                continue
            people += 1
            cast[role] = f"S{people}"
        host = cast.get("A", host)
        bound: dict[str, str] = {}
        beats = section.beats
        while index < len(beats):
            if count >= target and (index in section.entries or count >= high):
                break
            beat = beats[index]
            if beat.optional and rng.random() < 0.35:
                index += 1
                continue
            words, fixed = speaker.sentence(section, index, bound, register)
            who = cast.get(beat.role) if beat.role else None
            tokens = speaker.speak(words, fixed, section.register)
            following = beats[index + 1] if index + 1 < len(beats) else None
            if (
                who
                and following is not None
                and following.role != beat.role
                and len(tokens) >= 8
                and tokens[-1].text[-1:] not in "?？"
                and rng.random() < level.disfluency * 0.5
            ):
                tokens = _interrupted(tokens, rng)
            opening = index in section.entries  # a greeting or an opening: no back-channel
            sentences = _sentences(tokens)
            for k, sentence in enumerate(sentences):
                lines.append(Line(sentence, who))
                count += len(sentence)
                more = k < len(sentences) - 1 or (
                    following is not None and following.role == beat.role
                )
                if (
                    who
                    and more
                    and not opening
                    and sentence[-1].text[-1:] in ".。"
                    and len(sentence) >= 6
                    and bank.backchannels
                    and rng.random() < 0.2
                ):
                    listener = pick(rng, [p for p in cast.values() if p != who])
                    casual = section.register in ("conversation", "scene")
                    heard = bank.backchannels + (bank.casual_backchannels if casual else ())
                    said = pick(rng, heard).split()
                    lines.append(Line(tuple(Token(w, False) for w in said), listener))
                    count += len(said)
            index += 1
        if count >= target:
            break
        same = [s for s in pool if s.register == section.register and s.source not in used]
        if not same and count >= low:
            break  # a news bulletin does not carry on into a vlog: it ends long enough
        others = [s for s in pool if s.source not in used]
        choices = same or others or pool
        section = choices[below(rng, len(choices))]
        used.add(section.source)
        # A monologue carries on past the next section's opening (its greeting),
        # where it has a later entry; a dialogue starts at its opening, which
        # introduces the people.
        index = 0 if section.dialogue else pick(rng, section.entries[1:] or section.entries)
    # Trim at a sentence end when the last section overshot badly.
    while len(lines) > 1 and count > high and count - len(lines[-1].tokens) >= low:
        count -= len(lines.pop().tokens)
    return lines, register
