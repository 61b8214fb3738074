"""The difficulty levels and the speaking registers of generated speech.

A :class:`Level` is one row of measurable knobs of the words (speech rate
against the profile's reading speed, pauses, sentence length, hesitations,
run-on sentence ends, bursts, dialogue, raw ASR); DESIGN.md's Difficulty
table is :data:`DIFFICULTY_LEVELS`.  A :class:`Register` is a speaking
style (talk, interview, meeting, vlog, narration, commentary): its topics,
pace, fillers, tenses and how often it says "I".  Pure data;
:mod:`captionsmith.languages.generator` draws from both.
"""

from __future__ import annotations

from dataclasses import dataclass

from captionsmith.languages.lexicon import TOPICS

__all__ = ["DIFFICULTY_LEVELS", "REGISTERS", "Level", "Register"]


@dataclass(frozen=True, slots=True)
class Level:
    min_words: int
    max_words: int
    rate_low: float  # speaking rate as a fraction of the profile's max_cps
    rate_high: float
    sentence_pause: tuple[int, int]  # ms of silence after a sentence
    word_gap: tuple[int, int]  # ms between words inside a sentence
    long_sentence: float  # chance a sentence is built long (25-60 words)
    disfluency: float  # chance per sentence of one disfluency
    dialogue: float  # chance the task is a conversation
    complexity: float  # scales subordinate, relative and linked clauses
    hesitation: float  # chance per word of a pause inside a sentence (300-900 ms)
    unpunctuated: float  # chance the task is raw ASR without punctuation
    quick_end: float  # chance a sentence end has only 150-450 ms of pause
    burst: float  # chance a short sentence is said too fast to read, then a pause
    short_sentence: float  # chance a sentence is kept to one line (SHORT_CHARS)


DIFFICULTY_LEVELS = {
    1: Level(
        min_words=40,
        max_words=80,
        rate_low=0.80,
        rate_high=0.90,
        sentence_pause=(2600, 3800),
        word_gap=(100, 160),
        long_sentence=0.0,
        disfluency=0.0,
        dialogue=0.0,
        complexity=0.25,
        hesitation=0.0,
        unpunctuated=0.0,
        quick_end=0.0,
        burst=0.0,
        short_sentence=0.8,
    ),
    2: Level(
        min_words=60,
        max_words=110,
        rate_low=0.88,
        rate_high=0.98,
        sentence_pause=(1800, 3600),
        word_gap=(50, 110),
        long_sentence=0.04,
        disfluency=0.08,
        dialogue=0.0,
        complexity=0.5,
        hesitation=0.03,
        unpunctuated=0.0,
        quick_end=0.05,
        burst=0.1,
        short_sentence=0.5,
    ),
    3: Level(
        min_words=80,
        max_words=140,
        rate_low=0.93,
        rate_high=1.02,
        sentence_pause=(1400, 3400),
        word_gap=(50, 120),
        long_sentence=0.08,
        disfluency=0.15,
        dialogue=0.25,
        complexity=1.0,
        hesitation=0.06,
        unpunctuated=0.1,
        quick_end=0.15,
        burst=0.3,
        short_sentence=0.25,
    ),
    4: Level(
        min_words=110,
        max_words=180,
        rate_low=0.98,
        rate_high=1.08,
        sentence_pause=(1100, 3100),
        word_gap=(30, 90),
        long_sentence=0.12,
        disfluency=0.2,
        dialogue=0.32,
        complexity=1.3,
        hesitation=0.09,
        unpunctuated=0.25,
        quick_end=0.3,
        burst=0.5,
        short_sentence=0.1,
    ),
    5: Level(
        min_words=140,
        max_words=240,
        rate_low=1.0,
        rate_high=1.09,
        sentence_pause=(500, 2000),
        word_gap=(0, 50),
        long_sentence=0.17,
        disfluency=0.25,
        dialogue=0.4,
        complexity=1.8,
        hesitation=0.12,
        unpunctuated=0.4,
        quick_end=0.45,
        burst=0.7,
        short_sentence=0.0,
    ),
}


@dataclass(frozen=True, slots=True)
class Register:
    """A speaking style: its topics, pace and habits."""

    name: str
    topics: tuple[str, ...]
    rate: float  # multiplies the level's rate
    pause: float  # multiplies the level's pauses
    long_sentences: float  # multiplies the level's share of long sentences
    fillers: tuple[str, ...]
    speakers: tuple[int, int]  # in a conversation
    tenses: tuple[str, ...]  # the tenses its main clauses are drawn from
    first_person: float  # chance a person subject is "I" or "we"


REGISTERS = (
    Register(
        "talk",
        ("energy", "science", "health", "education", "city", "history", "tech"),
        1.0,
        1.0,
        1.6,
        ("um", "uh", "you know"),
        (2, 2),
        ("present", "present", "past", "perfect", "future", "modal", "progressive"),
        0.25,
    ),
    Register(
        "interview",
        ("health", "music", "film", "business", "science", "sport", "family"),
        0.95,
        1.1,
        1.2,
        ("um", "uh", "I mean", "like"),
        (2, 2),
        ("present", "past", "past", "perfect", "progressive", "modal"),
        0.4,
    ),
    Register(
        "meeting",
        ("business", "tech", "city", "education"),
        1.05,
        0.8,
        1.0,
        ("um", "uh", "you know", "I mean"),
        (3, 4),
        ("future", "future", "present", "modal", "modal", "perfect", "progressive"),
        0.4,
    ),
    Register(
        "vlog",
        ("travel", "cooking", "shopping", "family", "gardening", "weather"),
        1.1,
        0.9,
        0.6,
        ("like", "um", "literally", "you know"),
        (2, 3),
        ("past", "past", "progressive", "future", "present", "perfect"),
        0.55,
    ),
    Register(
        "narration",
        ("history", "science", "weather", "travel", "gardening"),
        0.9,
        1.2,
        1.8,
        ("uh",),
        (2, 2),
        ("past", "past", "past", "past", "perfect"),
        0.0,
    ),
    Register(
        "commentary",
        ("sport",),
        1.15,
        0.7,
        0.8,
        ("oh", "uh"),
        (2, 2),
        ("present", "present", "progressive", "progressive", "perfect", "past"),
        0.05,
    ),
)
assert {t for r in REGISTERS for t in r.topics} == set(TOPICS)
