"""Seeded generator of word-timed transcripts: natural speech, timed.

``generate_words(rng, profile, config)`` draws one transcript in the profile's
language: the sentences and speakers from the language's speech bank
(:func:`captionsmith.languages.compose.compose`), then word times from one speech
model shared by every language: each word takes its width in the language's
units (plus a space) over the speaking rate, most of it sound, with pauses at
clause and sentence ends, at turn changes, and where a speaker searches for a
word; a short sentence may come out in a burst, faster than anyone can read.

Difficulty is defined by measurable properties (:mod:`captionsmith.languages.speech_levels` and
DESIGN.md): longer transcripts and sentences, shorter pauses at sentence
ends and between words, more disfluency, more dialogue, a faster rate
against the profile's reading speed, and raw ASR without marks.
Randomness comes only from ``rng``; the difficulty is mixed into it, so one
seed at two levels does not open with the same sentences.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from captionsmith.core.draws import between
from captionsmith.core.languages import REGISTRY
from captionsmith.core.limits import Limit
from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile
from captionsmith.core.words import Word
from captionsmith.languages import language_pack
from captionsmith.languages.bank import bank
from captionsmith.languages.compose import CUT, FALSE_START_COMMA, Line, compose
from captionsmith.languages.speech_levels import DIFFICULTY_LEVELS, Level, Register

__all__ = [
    "DIFFICULTY",
    "DIFFICULTY_LEVELS",
    "MAX_SPEECH_CPS",
    "MAX_WORDS",
    "MAX_WORDS_LIMIT",
    "MIN_SPEECH_CPS",
    "MIN_WORDS",
    "Draft",
    "GeneratorConfig",
    "generate_speech",
    "generate_words",
    "spoken_lines",
    "widest_word",
]

MIN_SPEECH_CPS = 8.0
MAX_SPEECH_CPS = 24.0
MAX_WORDS = 5000  # the longest transcript a config may ask for

BURST_LINES = 5 / 3  # the longest sentence that can come out in a burst, in subtitle lines
# The generator's integer knobs and their bounds (captionsmith.core.limits).
DIFFICULTY = Limit("difficulty", min(DIFFICULTY_LEVELS), max(DIFFICULTY_LEVELS))
MIN_WORDS = Limit("min_words", 1, MAX_WORDS)
MAX_WORDS_LIMIT = Limit("max_words", 1, MAX_WORDS)


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
    shot_changes: bool = False  # tasks carry a video's shot changes (solving.shot_tasks)

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
        for name in ("punctuation", "shot_changes"):
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be true or false, got {getattr(self, name)!r}")

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


_CJK_MARKS = "、。，？！；："
_STRIP_WHEN_UNPUNCTUATED = ",.?!;:…" + _CJK_MARKS


def _unpunctuate(token: str, keep_case: bool = False) -> str:
    """ASR without punctuation: no clause or sentence marks (nor Spanish
    ``¿ ¡``), lower case unless the language keeps it (German nouns);
    apostrophes, hyphens and marks inside numbers (5:30) stay.

    >>> _unpunctuate("¿Vienes?"), _unpunctuate("Haus.", keep_case=True), _unpunctuate("あー、なるほど。")
    ('vienes', 'Haus', 'あーなるほど')
    """
    bare = token.rstrip(_STRIP_WHEN_UNPUNCTUATED).lstrip("¿¡")
    token = "".join(ch for ch in bare if ch not in _CJK_MARKS) or token  # あー、なるほど
    if keep_case or token == "I" or token.startswith("I'") or token.isupper():
        return token
    return token.lower()


class Draft(NamedTuple):
    """One drawn transcript: its words, the register they were spoken in,
    and its pace (the level's rate draw, a fraction of the reading speed
    before the register's own pace)."""

    words: list[Word]
    register: Register
    pace: float


def spoken_lines(
    rng: random.Random, code: str, config: GeneratorConfig, register: str | None = None
) -> tuple[list[Line], Register]:
    """What one transcript says in a language, before timing: the sentences,
    their speakers and the register (:func:`~captionsmith.languages.compose.compose`
    over the language's bank).  :func:`generate_words` times them; the range
    benchmark and the native review read them.  The difficulty is mixed into
    the draw, so one seed at two levels does not open with the same sentences.
    ``register`` (a register's name) keeps the kind of speech of an earlier draft."""
    low, high = config.word_range
    mixed = random.Random(f"{rng.getrandbits(64)}/{config.difficulty}")
    return compose(bank(code), language_pack(code), mixed, config.level, low, high, register)


def generate_words(rng: random.Random, profile: Profile, config: GeneratorConfig) -> list[Word]:
    """One transcript in the profile's language.  Uses only ``rng``; same
    rng state, same words.

    >>> words = generate_words(random.Random("doc"), Profile(), GeneratorConfig(difficulty=1))
    >>> 20 <= len(words) <= 140 and words[0].start_ms >= 0
    True
    """
    return generate_speech(rng, profile, config).words


def generate_speech(
    rng: random.Random,
    profile: Profile,
    config: GeneratorConfig,
    register: str | None = None,
    pace: float | None = None,
) -> Draft:
    """:func:`generate_words` as a :class:`Draft`; ``register`` (a
    register's name) and ``pace`` keep those of an earlier draft (the
    draws are made all the same, so the rest of the stream does not move)."""
    level = config.level
    code = profile.language
    row = REGISTRY[code]
    lines, spoken = spoken_lines(rng, code, config, register)
    m = measure(profile.language)
    # Speech in the measure's units per second (half-width columns for
    # Japanese); Latin-script speech keeps absolute bounds on the rate.
    reading = profile.max_cps * m.scale
    fraction = rng.uniform(level.rate_low, level.rate_high)  # drawn even when kept
    if pace is not None:
        fraction = pace
    rate = fraction * spoken.rate * reading
    if row.script == "latin":
        rate = min(MAX_SPEECH_CPS, max(MIN_SPEECH_CPS, rate))
    ms_per_char = 1000.0 / rate
    pause_low, pause_high = level.sentence_pause
    gap_low, gap_high = level.word_gap
    words: list[Word] = []
    clock = between(rng, 0, 1500)
    punctuated = config.punctuation and rng.random() >= level.unpunctuated

    count, space = m.chars, m.space_chars
    for n, line in enumerate(lines):
        tokens, speaker = line.tokens, line.speaker
        # The next speaker takes over after 80-600 ms, not a sentence pause.
        turn_next = n + 1 < len(lines) and lines[n + 1].speaker != speaker
        # A short sentence may come out in a burst, faster than anyone can
        # read, and then a pause long enough for its subtitle to stay up.
        units = [count(t.text) + space for t in tokens]  # each word and a space
        chars = sum(units)
        burst = chars <= BURST_LINES * profile.line_limit and rng.random() < level.burst
        scale = 1 / rng.uniform(1.3, 1.5) if burst else 1.0
        scale *= 1 + rng.uniform(-level.uneven, level.uneven)  # uneven speech
        started = clock
        for k, token in enumerate(tokens):
            text = token.text
            sound = max(80, round(units[k] * ms_per_char * scale * rng.uniform(0.8, 1.1)))
            start = clock
            end = start + sound
            gap = between(rng, gap_low, gap_high)
            if k == len(tokens) - 1 and burst:
                needed = round(chars * 1000 / reading) - (end - started)
                gap += max(needed, 0) + between(rng, 250, 600)
            elif k == len(tokens) - 1 and turn_next:
                gap += between(rng, 80, 600)  # a turn change
            elif k == len(tokens) - 1:
                if rng.random() < level.quick_end:
                    gap += between(rng, 0, 250)  # run straight into the next sentence
                else:
                    gap += round(rng.uniform(pause_low, pause_high) * spoken.pause)
            elif text[-1] in ",;:、，":
                gap += between(rng, *level.comma_pause)
            elif token.search and rng.random() < level.hesitation * 3:
                gap += between(rng, 400, 950)  # "in the... budget": a search for the word
            words.append(
                Word(
                    text if punctuated else _unpunctuate(text, row.raw_case),
                    start,
                    end,
                    speaker=speaker,
                )
            )
            clock = end + gap
    return Draft(words, spoken, fraction)


@cache
def widest_word(code: str) -> int:
    """The widest word this generator can emit in a language, in the measure's
    units: the bank's widest word with one mark added (a false start's comma,
    a cut's ellipsis; :mod:`captionsmith.languages.compose`).

    >>> widest_word("en") < 42
    True
    """
    m = measure(code)
    added = max(m.width(mark) for mark in (*FALSE_START_COMMA.values(), CUT))
    return max(m.width(w) for w in bank(code).words()) + added
