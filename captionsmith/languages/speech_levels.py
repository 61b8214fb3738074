"""The difficulty levels and the speaking registers of generated speech.

A :class:`Level` is one row of measurable knobs of the words (speech rate
against the profile's reading speed, pauses, sentence length, hesitations,
run-on sentence ends, bursts, dialogue, raw ASR); DESIGN.md's Difficulty
table is :data:`DIFFICULTY_LEVELS`.  A :class:`Register` is a speaking
style (talk, lecture, vlog, recipe, demo, commentary, news, narration,
interview, meeting, conversation, scene): its pace and how often it runs long.  Pure data;
:mod:`captionsmith.languages.generator` draws from both.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DIFFICULTY_LEVELS", "REGISTERS", "Level", "Register"]


@dataclass(frozen=True, slots=True)
class Level:
    min_words: int
    max_words: int
    rate_low: float  # speaking rate as a fraction of the profile's max_cps
    rate_high: float
    sentence_pause: tuple[int, int]  # ms of silence after a sentence
    word_gap: tuple[int, int]  # ms between words inside a sentence
    long_sentence: float  # chance a beat with a long way of saying it is said long
    disfluency: float  # chance per sentence of one disfluency
    dialogue: float  # chance the task is a conversation
    hesitation: float  # chance per word of a pause inside a sentence (300-900 ms)
    unpunctuated: float  # chance the task is raw ASR without punctuation
    quick_end: float  # chance a sentence end has only 150-450 ms of pause
    burst: float  # chance a short sentence is said too fast to read, then a pause
    short_sentence: float  # chance a beat is said its shortest way
    comma_pause: tuple[int, int]  # ms of silence after a comma inside a sentence
    uneven: float  # each sentence's rate varies by up to this fraction


DIFFICULTY_LEVELS = {
    1: Level(
        min_words=40,
        max_words=80,
        rate_low=0.95,
        rate_high=1.01,
        sentence_pause=(2600, 3800),
        word_gap=(85, 110),
        long_sentence=0.0,
        disfluency=0.0,
        dialogue=0.0,
        hesitation=0.0,
        unpunctuated=0.0,
        quick_end=0.0,
        burst=0.0,
        short_sentence=0.8,
        comma_pause=(500, 600),
        uneven=0.0,
    ),
    2: Level(
        min_words=60,
        max_words=110,
        rate_low=0.93,
        rate_high=1.05,
        sentence_pause=(1800, 3600),
        word_gap=(70, 120),
        long_sentence=0.06,
        disfluency=0.08,
        dialogue=0.0,
        hesitation=0.03,
        unpunctuated=0.0,
        quick_end=0.05,
        burst=0.1,
        short_sentence=0.5,
        comma_pause=(250, 600),
        uneven=0.03,
    ),
    3: Level(
        min_words=80,
        max_words=140,
        rate_low=0.88,
        rate_high=1.04,
        sentence_pause=(1400, 3400),
        word_gap=(50, 110),
        long_sentence=0.2,
        disfluency=0.15,
        dialogue=0.25,
        hesitation=0.06,
        unpunctuated=0.1,
        quick_end=0.15,
        burst=0.3,
        short_sentence=0.25,
        comma_pause=(150, 450),
        uneven=0.05,
    ),
    4: Level(
        min_words=110,
        max_words=180,
        rate_low=0.88,
        rate_high=1.06,
        sentence_pause=(1100, 3100),
        word_gap=(30, 100),
        long_sentence=0.35,
        disfluency=0.2,
        dialogue=0.32,
        hesitation=0.09,
        unpunctuated=0.25,
        quick_end=0.3,
        burst=0.5,
        short_sentence=0.1,
        comma_pause=(120, 400),
        uneven=0.08,
    ),
    5: Level(
        min_words=140,
        max_words=240,
        rate_low=0.88,
        rate_high=1.08,
        sentence_pause=(300, 1500),
        word_gap=(0, 50),
        long_sentence=0.5,
        disfluency=0.25,
        dialogue=0.5,
        hesitation=0.18,
        unpunctuated=0.4,
        quick_end=0.55,
        burst=0.7,
        short_sentence=0.0,
        comma_pause=(80, 300),
        uneven=0.1,
    ),
}


@dataclass(frozen=True, slots=True)
class Register:
    """A speaking style: its pace, how often it runs long, and how long its
    video's shots last on average (``shot_ms``, for tasks that carry shot
    changes).  The bank's sections name their register
    (:mod:`captionsmith.languages.bank`)."""

    name: str
    rate: float  # multiplies the level's rate
    pause: float  # multiplies the level's pauses
    long_sentences: float  # multiplies the level's long_sentence chance
    shot_ms: int  # mean shot length of such video (DESIGN.md, "Shot changes in tasks")
    dialogue: bool = False  # its sections are dialogues (roles A, B, C)


REGISTERS = {
    r.name: r
    for r in (
        Register("talk", 1.0, 1.0, 1.6, 8000),
        Register("lecture", 0.95, 1.1, 1.8, 15000),
        Register("vlog", 1.1, 0.9, 0.8, 4000),
        Register("recipe", 1.0, 1.0, 0.8, 5000),
        Register("demo", 1.05, 0.9, 1.0, 8000),
        Register("commentary", 1.15, 0.7, 0.8, 6000),
        Register("news", 1.05, 0.9, 1.4, 5000),
        Register("narration", 0.9, 1.2, 1.8, 6000),
        Register("interview", 0.95, 1.1, 1.2, 6000, dialogue=True),
        Register("meeting", 1.05, 0.8, 1.0, 20000, dialogue=True),
        Register("conversation", 1.1, 0.8, 0.7, 5000, dialogue=True),
        Register("scene", 1.1, 0.8, 0.6, 4000, dialogue=True),
    )
}
