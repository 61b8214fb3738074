"""Word-timed ASR JSON in, a clean transcript out.

Formats (``detect_format`` picks one for ``auto``):

| format | words at | text field | times |
| --- | --- | --- | --- |
| ``task`` | ``words[]`` (with ``profile``/``seed``/``index``), or a bare list | ``word`` | seconds |
| ``openai`` | ``words[]`` (``verbose_json``) | ``word`` | seconds |
| ``whisperx`` | ``segments[].words[]`` | ``word`` | seconds, sometimes absent |
| ``whisper-timestamped`` | ``segments[].words[]`` | ``text`` | seconds |
| ``deepgram`` | ``results.channels[0].alternatives[0].words[]`` | ``punctuated_word`` else ``word`` | seconds |
| ``assemblyai`` | ``words[]`` | ``text`` | milliseconds |

Repairs, applied in this order and counted in :class:`ImportReport`; the
word order is never changed and no word with text is ever dropped:

1. surrounding whitespace is stripped; a word that is empty after that is
   removed (it is not a word);
2. text with whitespace inside ("New York") becomes several words sharing
   the time in proportion to their characters;
3. a missing time (absent or ``null``) is filled from the neighbours: the
   untimed run shares the silence between the previous word's end and the
   next timed word's start in proportion to characters (zero-length at the
   previous end when there is no silence);
4. ``end < start`` becomes ``end = start``;
5. a start before the previous word's start is raised to it (out-of-order
   times), and its end with it if needed;
6. a word that overlaps the previous one cuts the previous word's end back
   to its own start.

Rejected with a ``ValueError`` naming the word's index: a time that is not a
number (a string, a boolean, NaN, infinite), a negative time, text that is
not a string, and a transcript with no timed word at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from captionsmith.words import Word, seconds_to_ms, validate_transcript

__all__ = ["FORMATS", "ImportReport", "detect_format", "import_words"]

FORMATS = ("auto", "task", "openai", "whisperx", "whisper-timestamped", "deepgram", "assemblyai")


@dataclass
class ImportReport:
    """What the importer found and repaired."""

    format: str
    words: list[Word]
    repairs: dict[str, int] = field(default_factory=dict)

    def note(self, kind: str, count: int = 1) -> None:
        self.repairs[kind] = self.repairs.get(kind, 0) + count


def _dig(data: object, *path: object) -> object:
    for key in path:
        if isinstance(key, int):
            if not isinstance(data, list) or len(data) <= key:
                return None
            data = data[key]
        else:
            if not isinstance(data, dict) or key not in data:
                return None
            data = data[key]
    return data


def detect_format(data: object) -> str:
    """Which format ``data`` (decoded JSON) is in; ValueError if none.

    >>> detect_format({"words": [{"text": "Hi", "start": 10, "end": 300}]})
    'assemblyai'
    >>> detect_format({"segments": [{"words": [{"word": "Hi", "start": 0.1, "end": 0.3}]}]})
    'whisperx'
    """
    if isinstance(data, list):
        return "task"
    if not isinstance(data, dict):
        raise ValueError(f"expected a JSON object or list, got {type(data).__name__}")
    if isinstance(_dig(data, "results", "channels", 0, "alternatives", 0, "words"), list):
        return "deepgram"
    segments = data.get("segments")
    if isinstance(segments, list) and any(isinstance(s, dict) and "words" in s for s in segments):
        for segment in segments:
            for word in (segment.get("words") or []) if isinstance(segment, dict) else []:
                if isinstance(word, dict):
                    return (
                        "whisper-timestamped"
                        if "text" in word and "word" not in word
                        else "whisperx"
                    )
        return "whisperx"
    words = data.get("words")
    if isinstance(words, list):
        first = next((w for w in words if isinstance(w, dict)), None)
        if first is not None and "text" in first and "word" not in first:
            return "assemblyai"
        if any(key in data for key in ("profile", "seed", "index", "difficulty", "id")):
            return "task"
        return "openai" if ("task" in data or "duration" in data or "text" in data) else "task"
    raise ValueError(
        "unrecognised JSON: no words[] (task, OpenAI, AssemblyAI), segments[].words[] "
        "(whisperX, whisper-timestamped) or results.channels[0].alternatives[0].words[] "
        "(Deepgram)"
    )


def _raw_words(data: object, fmt: str) -> tuple[list[object], str, float]:
    """(word objects, text key, seconds per unit) for a format."""
    if fmt == "task":
        items = data if isinstance(data, list) else _dig(data, "words")
        return _as_list(items, "words"), "word", 1.0
    if fmt == "openai":
        return _as_list(_dig(data, "words"), "words"), "word", 1.0
    if fmt == "assemblyai":
        return _as_list(_dig(data, "words"), "words"), "text", 0.001
    if fmt in ("whisperx", "whisper-timestamped"):
        segments = _as_list(_dig(data, "segments"), "segments")
        items: list[object] = []
        for k, segment in enumerate(segments):
            if not isinstance(segment, dict):
                raise ValueError(f"segment {k}: expected an object")
            items.extend(_as_list(segment.get("words", []), f"segments[{k}].words"))
        return items, ("word" if fmt == "whisperx" else "text"), 1.0
    if fmt == "deepgram":
        items = _dig(data, "results", "channels", 0, "alternatives", 0, "words")
        return _as_list(items, "results.channels[0].alternatives[0].words"), "punctuated_word", 1.0
    raise ValueError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")


def _as_list(value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise ValueError(f"{where}: expected a list")
    return value


def _time(item: dict, key: str, index: int, scale: float) -> int | None:
    value = item.get(key)
    return None if value is None else seconds_to_ms(value, key, index, unit_ms=scale * 1000)


def import_words(data: object, fmt: str = "auto") -> ImportReport:
    """Read and repair the words of decoded ASR JSON (see the module doc).

    >>> r = import_words({"segments": [{"words": [
    ...     {"word": "It", "start": 0.1, "end": 0.3}, {"word": "cost"},
    ...     {"word": "$5.", "start": 0.9, "end": 1.2}]}]})
    >>> r.format, [(w.text, w.start_ms, w.end_ms) for w in r.words], r.repairs
    ('whisperx', [('It', 100, 300), ('cost', 300, 900), ('$5.', 900, 1200)], {'missing time': 1})
    """
    if fmt == "auto":
        fmt = detect_format(data)
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    items, text_key, scale = _raw_words(data, fmt)
    report = ImportReport(fmt, [])
    # (text, start, end) with None for missing times
    rows: list[tuple[str, int | None, int | None]] = []
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            raise ValueError(f"word {index}: expected an object, got {type(item).__name__}")
        text = item.get(text_key)
        if text is None and fmt == "deepgram":
            text = item.get("word")
        if not isinstance(text, str):
            raise ValueError(f"word {index}: {text_key!r} must be a string, got {text!r}")
        start, end = _time(item, "start", index, scale), _time(item, "end", index, scale)
        if start is None or end is None:
            start = end = None  # half a time is no time
        pieces = text.split()
        if not pieces:
            report.note("empty word removed")
            continue
        if len(pieces) > 1:
            report.note("word split at whitespace")
        rows.append((" ".join(pieces), start, end))
    if not rows:
        raise ValueError("the transcript has no words")
    if all(r[1] is None for r in rows):
        raise ValueError("no word has a start and end time")
    report.words = _repair(rows, report)
    validate_transcript(report.words)
    return report


def _fill_missing(
    rows: list[tuple[str, int | None, int | None]], report: ImportReport
) -> list[tuple[str, int, int]]:
    filled: list[tuple[str, int, int]] = []
    k = 0
    while k < len(rows):
        text, start, end = rows[k]
        if start is not None and end is not None:
            filled.append((text, start, end))
            k += 1
            continue
        run_end = k
        while run_end < len(rows) and rows[run_end][1] is None:
            run_end += 1
        run = rows[k:run_end]
        report.note("missing time", len(run))
        low = filled[-1][2] if filled else None
        high = rows[run_end][1] if run_end < len(rows) else None
        if low is None:
            low = high
        if high is None or high < low:
            high = low
        assert low is not None and high is not None
        weights = [len(r[0]) for r in run]
        total = sum(weights)
        clock = float(low)
        for (text_, _, _), weight in zip(run, weights, strict=True):
            span = (high - low) * weight / total
            filled.append((text_, round(clock), round(clock + span)))
            clock += span
        k = run_end
    return filled


def _repair(rows: list[tuple[str, int | None, int | None]], report: ImportReport) -> list[Word]:
    filled = _fill_missing(rows, report)
    words: list[Word] = []
    for text, start, end in filled:
        if end < start:
            report.note("end before start")
            end = start
        if words and start < words[-1].start_ms:
            report.note("start before previous start")
            start = words[-1].start_ms
            end = max(end, start)
        if words and start < words[-1].end_ms:
            report.note("overlap with previous word")
            previous = words[-1]
            words[-1] = Word(previous.text, previous.start_ms, start)
        pieces = text.split()
        if len(pieces) == 1:
            words.append(Word(text, start, end))
            continue
        total = sum(len(p) for p in pieces)
        clock = float(start)
        for piece in pieces:
            span = (end - start) * len(piece) / total
            words.append(Word(piece, round(clock), round(clock + span)))
            clock += span
    return words
