"""Seeded generator of ASR-like word-timed transcripts.

``generate_words(rng, profile, config)`` draws one transcript from the
vocabulary in :mod:`captionsmith.vocabulary`: sentences with clause links,
questions and interjections; numbers, contractions and hyphenated words;
optional disfluencies (fillers, repeated words, false starts); clause and
sentence pauses and occasional long silences; punctuation on or off.

Speaking rate adapts to the profile: it is drawn as a fraction of the
profile's ``max_cps`` (higher at higher difficulty), clamped to a realistic
human band of :data:`MIN_SPEECH_CPS`..:data:`MAX_SPEECH_CPS`, so a tight
preset does not only accept the slowest speakers.  The generator never reads
global random state: all randomness comes from the ``rng`` passed in.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from captionsmith import vocabulary as vocab
from captionsmith.profile import Profile
from captionsmith.words import Word

__all__ = [
    "DIFFICULTY_LEVELS",
    "MAX_SPEECH_CPS",
    "MAX_WORDS",
    "MIN_SPEECH_CPS",
    "GeneratorConfig",
    "generate_words",
    "longest_word_chars",
]

MIN_SPEECH_CPS = 8.0
MAX_SPEECH_CPS = 24.0
MAX_WORDS = 5000  # the longest transcript a config may ask for
LONG_SILENCE_RATE = 0.04  # sentences followed by an extra 1.2-3.5 s of silence


@dataclass(frozen=True, slots=True)
class _Level:
    min_words: int
    max_words: int
    rate_low: float  # speaking rate as a fraction of the profile's max_cps
    rate_high: float
    disfluency: float  # chance per sentence of one disfluency
    hesitation: float  # chance per word of a mid-sentence pause
    compound: float  # chance a statement gets a second, linked clause


DIFFICULTY_LEVELS = {
    1: _Level(40, 80, 0.55, 0.70, 0.00, 0.02, 0.25),
    2: _Level(60, 110, 0.62, 0.78, 0.08, 0.04, 0.35),
    3: _Level(80, 140, 0.70, 0.86, 0.15, 0.06, 0.45),
    4: _Level(110, 180, 0.78, 0.93, 0.25, 0.08, 0.55),
    5: _Level(140, 240, 0.85, 1.00, 0.35, 0.10, 0.65),
}


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
        if type(self.difficulty) is not int or self.difficulty not in DIFFICULTY_LEVELS:
            raise ValueError(f"difficulty must be an integer from 1 to 5, got {self.difficulty!r}")
        for name in ("min_words", "max_words"):
            value = getattr(self, name)
            if value is not None and (type(value) is not int or not 1 <= value <= MAX_WORDS):
                raise ValueError(f"{name} must be an integer from 1 to {MAX_WORDS}, got {value!r}")
        if self.word_range[0] > self.word_range[1]:
            raise ValueError(
                f"min_words {self.word_range[0]} must not exceed max_words {self.word_range[1]}"
            )
        if type(self.punctuation) is not bool:
            raise ValueError(f"punctuation must be true or false, got {self.punctuation!r}")

    @property
    def level(self) -> _Level:
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


def _capitalize(token: str) -> str:
    return token[:1].upper() + token[1:]


def _statement(rng: random.Random, level: _Level) -> list[str]:
    tokens: list[str] = []
    if rng.random() < 0.2:
        tokens += rng.choice(vocab.OPENERS).split()
        tokens[-1] += ","
    tokens += rng.choice(vocab.SUBJECTS).split()
    tokens += rng.choice(vocab.VERBS).split()
    tokens += rng.choice(vocab.OBJECTS).split()
    if rng.random() < 0.5:
        tokens += rng.choice(vocab.ADVERBIALS).split()
    if rng.random() < level.compound:
        link = rng.choice(vocab.CLAUSE_LINKS)
        if rng.random() < 0.7:
            tokens[-1] += ","
        tokens += link.split()
        tokens += rng.choice(vocab.SUBJECTS).split()
        tokens += rng.choice(vocab.VERBS).split()
        tokens += rng.choice(vocab.OBJECTS).split()
    tokens[-1] += "!" if rng.random() < 0.05 else "."
    return tokens


def _question(rng: random.Random) -> list[str]:
    tokens = rng.choice(vocab.QUESTIONS).split() + rng.choice(vocab.OBJECTS).split()
    tokens[-1] += "?"
    return tokens


def _disfluent(rng: random.Random, tokens: list[str]) -> list[str]:
    kind = rng.random()
    if kind < 0.45:  # a filler somewhere inside
        at = rng.randrange(1, len(tokens)) if len(tokens) > 1 else 0
        filler = rng.choice(vocab.FILLERS).split()
        if len(filler) > 1:
            filler[-1] += ","
        return tokens[:at] + filler + tokens[at:]
    if kind < 0.75:  # a repeated word
        at = rng.randrange(len(tokens))
        if tokens[at][-1:].isalnum():
            return tokens[: at + 1] + tokens[at:]
        return tokens
    # a false start: the first words, abandoned, then the sentence
    size = min(len(tokens) - 1, rng.randint(1, 3))
    if size < 1:
        return tokens
    start = [t.rstrip(",.?!") for t in tokens[:size]]
    start[-1] += ","
    return start + tokens


def _sentence(rng: random.Random, config: GeneratorConfig) -> list[str]:
    level = config.level
    roll = rng.random()
    if roll < 0.08:
        tokens = rng.choice(vocab.INTERJECTIONS).split()
    elif roll < 0.18:
        tokens = _question(rng)
    else:
        tokens = _statement(rng, level)
    if rng.random() < level.disfluency:
        tokens = _disfluent(rng, tokens)
    tokens[0] = _capitalize(tokens[0])
    return tokens


_STRIP_WHEN_UNPUNCTUATED = ",.?!;:"


def _unpunctuate(token: str) -> str:
    """ASR without punctuation: lower case, no clause or sentence marks;
    apostrophes, hyphens and marks inside numbers (5:30) stay."""
    token = token.rstrip(_STRIP_WHEN_UNPUNCTUATED)
    return token if token == "I" or token.startswith("I'") else token.lower()


def generate_words(rng: random.Random, profile: Profile, config: GeneratorConfig) -> list[Word]:
    """One transcript.  Uses only ``rng``; same rng state, same words.

    >>> words = generate_words(random.Random("doc"), Profile(), GeneratorConfig(difficulty=1))
    >>> 40 <= len(words) <= 80 + 30 and words[0].start_ms >= 0
    True
    """
    level = config.level
    low, high = config.word_range
    target = rng.randint(low, high)
    tokens: list[str] = []
    while len(tokens) < target:
        tokens += _sentence(rng, config)
    # Trim at a sentence end at or after ``low`` words when the last sentence
    # overshoots badly, so lengths stay near the requested range.
    if len(tokens) > high:
        cut = max(
            (k + 1 for k in range(low - 1, high) if tokens[k][-1:] in ".?!"),
            default=len(tokens),
        )
        tokens = tokens[:cut]
    rate = rng.uniform(level.rate_low, level.rate_high) * profile.max_cps
    rate = min(MAX_SPEECH_CPS, max(MIN_SPEECH_CPS, rate))
    ms_per_char = 1000.0 / rate
    words: list[Word] = []
    clock = rng.randint(0, 1500)
    for k, token in enumerate(tokens):
        slot = (len(token) + 1) * ms_per_char * rng.uniform(0.85, 1.15)
        sound = max(80, round(slot * rng.uniform(0.82, 0.97)))
        start = clock
        end = start + sound
        gap = max(0, round(slot) - sound)
        if token[-1] in ".?!":
            gap += round(rng.uniform(300, 900))
            if rng.random() < LONG_SILENCE_RATE:
                gap += round(rng.uniform(1200, 3500))
        elif token[-1] in ",;:":
            gap += round(rng.uniform(120, 400))
        elif k + 1 < len(tokens) and rng.random() < level.hesitation:
            gap += round(rng.uniform(150, 500))
        text = token if config.punctuation else _unpunctuate(token)
        words.append(Word(text, start, end))
        clock = end + gap
    return words


def longest_word_chars() -> int:
    """The widest word (with punctuation) this generator can emit."""
    pieces = [
        *vocab.SUBJECTS,
        *vocab.VERBS,
        *vocab.OBJECTS,
        *vocab.ADVERBIALS,
        *vocab.CLAUSE_LINKS,
        *vocab.OPENERS,
        *vocab.QUESTIONS,
        *vocab.INTERJECTIONS,
        *vocab.FILLERS,
    ]
    return max(len(token) for piece in pieces for token in piece.split()) + 1
