"""Timed words: the transcript every task, solver and scorer works on.

A :class:`Word` has its text and integer-millisecond start and end.  A valid
transcript is non-empty, each word has text without whitespace that could
start a subtitle line (no control characters, no code fence, nothing that
reads as a timing line) and ``0 <= start <= end``, and starts never go
backwards.  Messages name words counted from 1 ("word 4" is the fourth).  JSON uses seconds
(``{"word", "start", "end"}``), rounded to the millisecond, and an optional
``"speaker"`` (a diarised speaker label: a string, or an integer as
Deepgram writes it, kept as its decimal string).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from captionsmith.core.srt import text_line_problem

__all__ = [
    "Word",
    "seconds_to_ms",
    "speaker_label",
    "validate_transcript",
    "word_label",
    "words_from_json",
    "words_to_json",
]

MAX_TIME_MS = 10**9  # about 277 hours; anything later is a unit mistake


def word_label(index: int) -> str:
    """How messages name the word at 0-based ``index``: counted from 1.

    >>> word_label(3)
    'word 4'
    """
    return f"word {index + 1}"


@dataclass(frozen=True, slots=True)
class Word:
    """One timed word.

    >>> Word("hello,", 120, 480).duration_ms
    360
    """

    text: str
    start_ms: int
    end_ms: int
    speaker: str | None = None  # a diarised speaker label, when the source has one

    def __repr__(self) -> str:
        speaker = "" if self.speaker is None else f", speaker={self.speaker!r}"
        return f"Word(text={self.text!r}, start_ms={self.start_ms}, end_ms={self.end_ms}{speaker})"

    @property
    def duration_ms(self) -> int:
        return self.end_ms - self.start_ms


def validate_transcript(words: list[Word] | tuple[Word, ...]) -> None:
    """Raise ``ValueError`` naming the first bad word's index.

    >>> validate_transcript([Word("a", 0, 10), Word("b", 5, 20)])
    >>> validate_transcript([Word("a", 0, 10), Word("b", 20, 15)])
    Traceback (most recent call last):
    ...
    ValueError: word 2 ('b'): end 15 ms is before start 20 ms
    """
    if not words:
        raise ValueError("the transcript has no words")
    previous_start = 0
    for index, word in enumerate(words):
        label = f"{word_label(index)} ({word.text!r})"
        if (
            not isinstance(word.text, str)
            or not word.text
            or word.text != "".join(word.text.split())
        ):
            raise ValueError(f"{label}: text must be non-empty with no whitespace")
        problem = text_line_problem(word.text)
        if problem:
            raise ValueError(f"{label}: cannot stand on a subtitle line: {problem}")
        if not (0 <= word.start_ms <= word.end_ms):
            if word.start_ms < 0:
                raise ValueError(f"{label}: start {word.start_ms} ms is negative")
            raise ValueError(f"{label}: end {word.end_ms} ms is before start {word.start_ms} ms")
        if word.end_ms > MAX_TIME_MS:
            raise ValueError(f"{label}: end {word.end_ms} ms is implausibly late")
        if word.start_ms < previous_start:
            raise ValueError(f"{label}: starts before the previous word starts")
        previous_start = word.start_ms


def seconds_to_ms(value: object, field: str, index: int, unit_ms: float = 1000) -> int:
    """A JSON time (seconds, or ``unit_ms`` per unit) as integer ms, with a
    one-line error naming the word for anything that is not a sane time."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{word_label(index)}: {field} must be a number, got {value!r}")
    if value < 0:
        raise ValueError(f"{word_label(index)}: {field} is negative ({value!r})")
    if value * unit_ms > MAX_TIME_MS:
        raise ValueError(f"{word_label(index)}: {field} {value!r} is implausibly late")
    return round(value * unit_ms)


def words_from_json(items: object) -> list[Word]:
    """Parse ``[{"word", "start", "end"}, ...]`` (seconds) into validated words.

    >>> words_from_json([{"word": "hi", "start": 0.1, "end": 0.35}])
    [Word(text='hi', start_ms=100, end_ms=350)]
    """
    if not isinstance(items, list):
        raise ValueError(f"words must be a JSON list, got {type(items).__name__}")
    words = []
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            raise ValueError(f"{word_label(index)}: expected an object, got {type(item).__name__}")
        missing = [key for key in ("word", "start", "end") if key not in item]
        if missing:
            raise ValueError(f"{word_label(index)}: missing field {missing[0]!r}")
        text = item["word"]
        if not isinstance(text, str):
            raise ValueError(f"{word_label(index)}: 'word' must be a string, got {text!r}")
        words.append(
            Word(
                text,
                seconds_to_ms(item["start"], "start", index),
                seconds_to_ms(item["end"], "end", index),
                speaker_label(item.get("speaker"), index),
            )
        )
    validate_transcript(words)
    return words


def speaker_label(value: object, index: int) -> str | None:
    """A JSON speaker label as a string (None when absent), with a one-line
    error naming the word for anything else.

    >>> speaker_label(0, 0), speaker_label("A", 0), speaker_label(None, 0)
    ('0', 'A', None)
    """
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**9:
        return str(value)
    if isinstance(value, str) and value.strip() and len(value) <= 64:
        return value.strip()
    raise ValueError(
        f"{word_label(index)}: 'speaker' must be a short string or an integer, got {value!r}"
    )


def words_to_json(words: list[Word] | tuple[Word, ...]) -> list[dict[str, object]]:
    """The JSON form, times in seconds with millisecond precision.

    >>> words_to_json([Word("hi", 100, 350), Word("yo", 400, 600, "B")])
    [{'word': 'hi', 'start': 0.1, 'end': 0.35}, {'word': 'yo', 'start': 0.4, 'end': 0.6, 'speaker': 'B'}]
    """
    out: list[dict[str, object]] = []
    for w in words:
        item: dict[str, object] = {
            "word": w.text,
            "start": w.start_ms / 1000,
            "end": w.end_ms / 1000,
        }
        if w.speaker is not None:
            item["speaker"] = w.speaker
        out.append(item)
    return out
