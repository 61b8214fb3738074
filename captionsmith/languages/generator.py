"""Seeded generator of word-timed transcripts with the range of real speech.

``generate_words(rng, profile, config)`` draws one transcript: a register
(talk, interview, meeting, vlog, narration, commentary) and a topic, then
sentences from the phrase-structure grammar (:mod:`captionsmith.languages.grammar`)
in that register's style, with its disfluencies placed where speakers put
them (fillers before a content word, a repeated function word, a false start
abandoned at a sentence start, a self-correction), and word times from a
speech model: each word takes ``(chars + 1) / rate`` seconds of which most
is sound, with pauses at clause and sentence ends.

At difficulty 3 and above a share of tasks (:data:`DIALOGUE_SHARE`) are
conversations of 2 to 4 speakers: turns of one to three sentences, short
replies and back-channels, questions and their answers, and interruptions
that end a turn early.  Words carry the ``speaker`` field; turns never
overlap.

Difficulty is defined by measurable properties (:mod:`captionsmith.languages.speech_levels` and
DESIGN.md): longer transcripts and sentences, shorter pauses at sentence
ends and between words, more disfluency, more dialogue, a faster rate
against the profile's reading speed.  Randomness comes only from ``rng``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from captionsmith.core.limits import Limit
from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile
from captionsmith.core.words import Word
from captionsmith.languages.grammar import Grammar, Tagged, capitalise, phrase
from captionsmith.languages.lexicon import comparative, lexicon, verb_forms
from captionsmith.languages.speech_levels import DIFFICULTY_LEVELS, REGISTERS, Level, Register

__all__ = [
    "DIALOGUE_SHARE",
    "DIFFICULTY",
    "DIFFICULTY_LEVELS",
    "MAX_SPEECH_CPS",
    "MAX_WORDS",
    "MAX_WORDS_LIMIT",
    "MIN_SPEECH_CPS",
    "MIN_WORDS",
    "REGISTERS",
    "GeneratorConfig",
    "Register",
    "generate_tokens",
    "generate_words",
    "longest_word_chars",
]

MIN_SPEECH_CPS = 8.0
MAX_SPEECH_CPS = 24.0
MAX_WORDS = 5000  # the longest transcript a config may ask for


SHORT_CHARS = 40  # a sentence that fits one line of any general profile
BURST_CHARS = 70  # the longest sentence that can come out in a burst
# The generator's integer knobs and their bounds (captionsmith.core.limits).
DIFFICULTY = Limit("difficulty", min(DIFFICULTY_LEVELS), max(DIFFICULTY_LEVELS))
MIN_WORDS = Limit("min_words", 1, MAX_WORDS)
MAX_WORDS_LIMIT = Limit("max_words", 1, MAX_WORDS)
DIALOGUE_SHARE = {k: level.dialogue for k, level in DIFFICULTY_LEVELS.items()}


@dataclass(frozen=True, slots=True)
class GeneratorConfig:
    """Knobs of the transcript generator.  ``None`` means "from difficulty".

    >>> GeneratorConfig(difficulty=6)
    Traceback (most recent call last):
    ...
    ValueError: difficulty must be an integer from 1 to 5, got 6
    """

    difficulty: int = 2
    min_words: int | None = None
    max_words: int | None = None
    punctuation: bool = True

    def __post_init__(self) -> None:
        DIFFICULTY.check(self.difficulty)
        for limit in (MIN_WORDS, MAX_WORDS_LIMIT):
            value = getattr(self, limit.name)
            if value is not None:
                limit.check(value)
        if self.word_range[0] > self.word_range[1]:
            raise ValueError(
                f"min_words {self.word_range[0]} must not exceed max_words {self.word_range[1]}"
            )
        if type(self.punctuation) is not bool:
            raise ValueError(f"punctuation must be true or false, got {self.punctuation!r}")

    @property
    def level(self) -> Level:
        return DIFFICULTY_LEVELS[self.difficulty]

    @property
    def word_range(self) -> tuple[int, int]:
        level = self.level
        low = self.min_words if self.min_words is not None else level.min_words
        high = self.max_words if self.max_words is not None else level.max_words
        if self.min_words is not None and self.max_words is None:
            high = max(high, low)
        if self.max_words is not None and self.min_words is None:
            low = min(low, high)
        return low, high


# One spoken sentence: its tokens and who says it (None in a monologue).
_Line = tuple[list[Tagged], str | None]

_BACKCHANNELS = ("yeah", "right", "mm-hmm", "okay", "sure", "exactly", "wow", "really")
_PHRASE_START = frozenset({"DET", "POSS", "ADP", "SUBJ", "PROPN", "SCONJ", "CCONJ", "TO"})
_INSIDE_PHRASE = frozenset({"DET", "POSS", "ADJ", "ADP", "AUX", "NEG", "TO"})
# Where speakers stop to find the next word: after an article, a possessive,
# a preposition or "to", before the content word they are looking for.
_HESITATE_AFTER = frozenset({"DET", "POSS", "ADP", "TO"})
_FUNCTION = frozenset({"DET", "ADP", "CCONJ", "SCONJ", "SUBJ", "PRON", "POSS", "AUX", "TO"})


def _disfluent(rng: random.Random, tokens: list[Tagged], fillers: tuple[str, ...]) -> list[Tagged]:
    """One disfluency where speakers put it."""
    kind = rng.random()
    if kind < 0.45:  # a filler where a phrase starts
        spots = [
            k
            for k, t in enumerate(tokens)
            if k > 0 and t.tag in _PHRASE_START and tokens[k - 1].tag not in _INSIDE_PHRASE
        ]
        if not spots:
            return tokens
        at = rng.choice(spots)
        filler = phrase(rng.choice(fillers), "INTJ")
        return tokens[:at] + filler + tokens[at:]
    if kind < 0.7:  # a repeated function word
        spots = [k for k, t in enumerate(tokens) if t.tag in _FUNCTION and t.text[-1:].isalpha()]
        if not spots:
            return tokens
        at = rng.choice(spots)
        word = tokens[at]
        keep = not at or word.text == "I" or word.text.startswith("I'")
        lowered = Tagged(word.text if keep else word.text.lower(), word.tag)
        return [*tokens[:at], word, lowered, *tokens[at + 1 :]]
    if kind < 0.88:  # a false start abandoned at the sentence start
        size = min(len(tokens) - 1, rng.randint(1, 3))
        if size < 1:
            return tokens
        start = [Tagged(t.text.rstrip(",.?!"), t.tag) for t in tokens[:size]]
        start[-1] = Tagged(start[-1].text + ",", start[-1].tag)
        first = tokens[0]
        keep = first.tag == "PROPN" or first.text == "I" or first.text.startswith("I'")
        again = Tagged(first.text if keep else first.text.lower(), first.tag)
        return [*start, again, *tokens[1:]]
    # a self-correction: a number said, then the right one after "I mean"
    spots = [k for k, t in enumerate(tokens[:-1]) if t.tag == "NUM" and t.text in _NUMBER_WORDS]
    if not spots:
        return tokens
    at = rng.choice(spots)
    wrong = rng.choice([w for w in _NUMBER_WORDS if w != tokens[at].text])
    return [*tokens[:at], Tagged(wrong + ",", "NUM"), *_MEAN, *tokens[at:]]


_NUMBER_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_MEAN = (Tagged("I", "SUBJ"), Tagged("mean,", "VERB"))


def _sentence(
    grammar: Grammar, rng: random.Random, level: Level, register: Register
) -> list[Tagged]:
    if rng.random() < min(0.9, level.long_sentence * register.long_sentences):
        tokens = capitalise(grammar.longer(rng.randint(25, 60)))
        last = tokens[-1]
        tokens[-1] = Tagged(last.text.rstrip(",") + ".", last.tag)
    else:
        tokens = grammar.sentence()
        if rng.random() < level.short_sentence:
            for _ in range(6):
                if sum(len(t.text) + 1 for t in tokens) <= SHORT_CHARS + 1:
                    break
                tokens = grammar.sentence()
    if rng.random() < level.disfluency:
        tokens = _disfluent(rng, tokens, register.fillers)
    return tokens


def _monologue(
    grammar: Grammar, rng: random.Random, level: Level, register: Register, target: int
) -> list[_Line]:
    lines: list[_Line] = []
    count = 0
    while count < target:
        tokens = _sentence(grammar, rng, level, register)
        lines.append((tokens, None))
        count += len(tokens)
    return lines


def _conversation(
    grammar: Grammar, rng: random.Random, level: Level, register: Register, target: int
) -> list[_Line]:
    """Turns between 2-4 speakers: questions and answers, replies and
    back-channels, and interruptions that cut a turn short."""
    low, high = register.speakers
    speakers = [f"S{k + 1}" for k in range(rng.randint(low, high))]
    lines: list[_Line] = []
    count = 0
    current = speakers[0]
    while count < target:
        roll = rng.random()
        if roll < 0.15 and lines:  # a back-channel or a short reply
            if rng.random() < 0.6:
                word = rng.choice(_BACKCHANNELS)
                tokens = [Tagged(word[:1].upper() + word[1:] + rng.choice(".!?"), "INTJ")]
            else:
                tokens = capitalise(grammar.reply())
                tokens[-1] = Tagged(tokens[-1].text + ".", "INTJ")
            turn = [tokens]
        else:
            turn = [_sentence(grammar, rng, level, register) for _ in range(rng.randint(1, 3))]
            if rng.random() < 0.12 and len(turn[-1]) > 5:  # interrupted
                cut = rng.randint(3, len(turn[-1]) - 2)
                last = turn[-1][:cut]
                last[-1] = Tagged(last[-1].text.rstrip(",") + "…", last[-1].tag)
                turn[-1] = last
        for tokens in turn:
            lines.append((tokens, current))
            count += len(tokens)
        others = [s for s in speakers if s != current]
        asked = turn[-1][-1].text.endswith("?")
        current = others[0] if asked and len(others) == 1 else rng.choice(others)
    return lines


def generate_tokens(rng: random.Random, config: GeneratorConfig) -> tuple[list[_Line], Register]:
    """The sentences of one transcript, with their speakers, before timing."""
    level = config.level
    register = REGISTERS[rng.randrange(len(REGISTERS))]
    topic = rng.choice(register.topics)
    grammar = Grammar(
        rng,
        topic,
        complexity=level.complexity,
        tenses=register.tenses,
        first_person=register.first_person,
    )
    low, high = config.word_range
    target = rng.randint(low, high)
    if rng.random() < level.dialogue:
        lines = _conversation(grammar, rng, level, register, target)
    else:
        lines = _monologue(grammar, rng, level, register, target)
    # Trim at a sentence end at or after ``low`` words when the last sentence
    # overshoots badly, so lengths stay near the requested range.
    total = sum(len(tokens) for tokens, _ in lines)
    while len(lines) > 1 and total > high and total - len(lines[-1][0]) >= low:
        total -= len(lines.pop()[0])
    return lines, register


_STRIP_WHEN_UNPUNCTUATED = ",.?!;:…"


def _unpunctuate(token: str) -> str:
    """ASR without punctuation: lower case, no clause or sentence marks;
    apostrophes, hyphens and marks inside numbers (5:30) stay."""
    token = token.rstrip(_STRIP_WHEN_UNPUNCTUATED)
    if token == "I" or token.startswith("I'") or token.isupper():
        return token
    return token.lower()


def generate_words(rng: random.Random, profile: Profile, config: GeneratorConfig) -> list[Word]:
    """One transcript in the profile's language.  Uses only ``rng``; same
    rng state, same words.

    >>> words = generate_words(random.Random("doc"), Profile(), GeneratorConfig(difficulty=1))
    >>> 20 <= len(words) <= 140 and words[0].start_ms >= 0
    True
    """
    level = config.level
    english = profile.language == "en"
    if english:
        lines, register = generate_tokens(rng, config)
    else:
        from captionsmith.languages import language_pack

        lines, register = language_pack(profile.language).sentence_lines(rng, config)
    m = measure(profile.language)
    # Speech in the measure's units per second (half-width columns for
    # Japanese); English keeps its absolute bounds on the rate.
    reading = profile.max_cps * m.scale
    rate = rng.uniform(level.rate_low, level.rate_high) * register.rate * reading
    if english:
        rate = min(MAX_SPEECH_CPS, max(MIN_SPEECH_CPS, rate))
    ms_per_char = 1000.0 / rate
    pause_low, pause_high = level.sentence_pause
    gap_low, gap_high = level.word_gap
    words: list[Word] = []
    clock = rng.randint(0, 1500)
    punctuated = config.punctuation and rng.random() >= level.unpunctuated
    # Other languages' tasks keep their punctuation: word-timed ASR in them
    # (Whisper, Deepgram) is punctuated.
    punctuated = punctuated or not english
    previous_speaker: str | None = None

    def units(text: str) -> int:
        return len(text) + 1 if english else m.chars(text) + max(1, m.space_chars)

    for n, (tokens, speaker) in enumerate(lines):
        if n and speaker != previous_speaker:
            clock += rng.randint(80, 600)  # a turn change
        # A short sentence may come out in a burst, faster than anyone can
        # read, and then a pause long enough for its subtitle to stay up.
        chars = sum(units(t.text) for t in tokens)
        burst = chars <= BURST_CHARS * m.scale and rng.random() < level.burst
        scale = 1 / rng.uniform(1.3, 1.5) if burst else 1.0
        started = clock
        for k, token in enumerate(tokens):
            text = token.text
            sound = max(80, round(units(text) * ms_per_char * scale * rng.uniform(0.8, 1.1)))
            start = clock
            end = start + sound
            gap = rng.randint(gap_low, gap_high)
            if k == len(tokens) - 1 and burst:
                needed = round(chars * 1000 / reading) - (end - started)
                gap += max(needed, 0) + rng.randint(250, 600)
            elif k == len(tokens) - 1:
                if rng.random() < level.quick_end:
                    gap += rng.randint(0, 250)  # run straight into the next sentence
                else:
                    gap += round(rng.uniform(pause_low, pause_high) * register.pause)
            elif text[-1] in ",;:、，":
                gap += rng.randint(120, 400)
            elif token.tag in _HESITATE_AFTER and rng.random() < level.hesitation * 3:
                gap += rng.randint(400, 950)  # "in the... budget": a search for the word
            words.append(
                Word(text if punctuated else _unpunctuate(text), start, end, speaker=speaker)
            )
            clock = end + gap
        previous_speaker = speaker
    return words


@lru_cache(maxsize=1)
def longest_word_chars() -> int:
    """The widest word (with one attached mark) this generator can emit:
    every noun, verb, adjective and adverb form, and every name."""
    lex = lexicon()
    forms: list[str] = []
    for noun in lex.nouns:
        forms += noun.lemma.split() + (noun.plural or "").split()
    for verb in lex.verbs:
        forms += verb_forms(verb.lemma, verb.doubles)
    for adjective in lex.adjectives:
        forms += [adjective.lemma, *" ".join(comparative(adjective.lemma)).split()]
    forms += [w for group in lex.adverbs.values() for phrase in group for w in phrase.split()]
    for names in (lex.first_names, lex.surnames, lex.places, lex.organisations):
        forms += [w for name in names for w in name.split()]
    return max(len(w) for w in forms) + 1
