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
| ``segments`` | ``segments[]`` with no word times (plain whisper, OpenAI without ``timestamp_granularities=word``) | ``text`` | seconds, spread over each segment's words by characters: approximate |

Repairs, applied in this order and counted in :class:`ImportReport`; the
word order is never changed and no word with text is ever dropped:

1. control characters and Unicode line separators (which cannot stand on
   an SRT text line) are removed; a Deepgram word whose ``punctuated_word``
   is empty takes its ``word``; surrounding whitespace is stripped; a word
   that is empty after that is removed (it is not a word);
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

Speakers: a word's ``speaker`` label (Deepgram and AssemblyAI words,
whisperX words or, failing that, their segment) is kept on the word as a
string; words without one have none.

Rejected with a ``ValueError`` naming the word (counted from 1, as
``word 4``): a time that is not a number (a string, a boolean, NaN,
infinite), a negative time, text that is not a string, text that cannot
start a subtitle line (a code fence, a timing line), and a transcript with
no timed word at all.  Each repair is reported with the words it touched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from captionsmith.core.words import (
    Word,
    seconds_to_ms,
    speaker_label,
    validate_transcript,
    word_label,
)

__all__ = ["FORMATS", "ImportReport", "detect_format", "import_words"]

FORMATS = (
    "auto",
    "task",
    "openai",
    "whisperx",
    "whisper-timestamped",
    "deepgram",
    "assemblyai",
    "segments",
)


# What cannot stand on an SRT text line (as srt.py forbids), tab excluded:
# a tab is whitespace and splits words instead.
_CONTROL_REGEX = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff]")


@dataclass
class ImportReport:
    """What the importer found and repaired; ``where`` holds, per repair,
    the input positions (counted from 1) of the words it touched."""

    format: str
    words: list[Word]
    repairs: dict[str, int] = field(default_factory=dict)
    where: dict[str, list[int]] = field(default_factory=dict)
    approximate: bool = False  # word times spread over segments (no word timestamps)
    language: str | None = None  # as the ASR file states it (whisperX, Deepgram, AssemblyAI)

    def note(self, kind: str, indices: list[int]) -> None:
        self.repairs[kind] = self.repairs.get(kind, 0) + len(indices)
        self.where.setdefault(kind, []).extend(k + 1 for k in indices)

    def summary(self) -> str:
        """One line: each repair, its count and the first words it touched.

        >>> r = ImportReport("deepgram", [])
        >>> r.note("control character removed", [3, 8])
        >>> r.summary()
        'control character removed x2 (words 4, 9)'
        """
        parts = []
        for kind, count in sorted(self.repairs.items()):
            places = self.where.get(kind, [])
            shown = ", ".join(map(str, places[:5])) + (", ..." if len(places) > 5 else "")
            parts.append(f"{kind} x{count} (word{'s' if len(places) > 1 else ''} {shown})")
        return ", ".join(parts)


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
    if (
        isinstance(segments, list)
        and segments
        and "words" not in data
        and all(isinstance(seg, dict) and "text" in seg and "start" in seg for seg in segments)
    ):
        return "segments"  # plain whisper or OpenAI verbose_json without word timestamps
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
        found = data if isinstance(data, list) else _dig(data, "words")
        return _as_list(found, "words"), "word", 1.0
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
            words = _as_list(segment.get("words", []), f"segments[{k}].words")
            speaker = segment.get("speaker")
            if speaker is not None:  # whisperX labels segments; a word's own label wins
                words = [{"speaker": speaker, **w} if isinstance(w, dict) else w for w in words]
            items.extend(words)
        return items, ("word" if fmt == "whisperx" else "text"), 1.0
    if fmt == "segments":
        return _segment_words(_as_list(_dig(data, "segments"), "segments")), "word", 1.0
    if fmt == "deepgram":
        found = _dig(data, "results", "channels", 0, "alternatives", 0, "words")
        return _as_list(found, "results.channels[0].alternatives[0].words"), "punctuated_word", 1.0
    raise ValueError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")


def _segment_words(segments: list[object]) -> list[object]:
    """Word objects for segments that have only text and times: each
    segment's duration spread over its words in proportion to their
    characters (so the times are approximate)."""
    items: list[object] = []
    for k, segment in enumerate(segments):
        if not isinstance(segment, dict):
            raise ValueError(f"segment {k}: expected an object")
        text = segment.get("text")
        if not isinstance(text, str):
            raise ValueError(f"segment {k}: 'text' must be a string, got {text!r}")
        start = seconds_to_ms(segment.get("start"), "start", k) / 1000
        end = seconds_to_ms(segment.get("end"), "end", k) / 1000
        pieces = text.split()
        total = sum(len(p) for p in pieces) or 1
        clock = start
        for piece in pieces:
            span = (end - start) * len(piece) / total
            item = {"word": piece, "start": round(clock, 3), "end": round(clock + span, 3)}
            if segment.get("speaker") is not None:
                item["speaker"] = segment["speaker"]
            items.append(item)
            clock += span
    return items


def _as_list(value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise ValueError(f"{where}: expected a list")
    return value


def _time(item: dict, key: str, index: int, scale: float) -> int | None:
    value = item.get(key)
    return None if value is None else seconds_to_ms(value, key, index, unit_ms=scale * 1000)


def stated_language(data: object) -> str | None:
    """The language an ASR file states, as its raw code: whisperX's
    ``language``, Deepgram's ``detected_language``, AssemblyAI's
    ``language_code``; None when it states none.

    >>> stated_language({"language_code": "en_us"}), stated_language({"segments": []})
    ('en_us', None)
    >>> stated_language({"results": {"channels": [{"detected_language": "fr"}]}})
    'fr'
    """
    if not isinstance(data, dict):
        return None
    for key in ("language", "language_code"):
        if isinstance(data.get(key), str):
            return str(data[key])
    results = data.get("results")
    if isinstance(results, dict):
        channels = results.get("channels")
        if isinstance(channels, list) and channels and isinstance(channels[0], dict):
            code = channels[0].get("detected_language")
            if isinstance(code, str):
                return code
    return None


def import_words(data: object, fmt: str = "auto") -> ImportReport:
    """Read and repair the words of decoded ASR JSON (see the module doc).

    >>> r = import_words({"segments": [{"words": [
    ...     {"word": "It", "start": 0.1, "end": 0.3}, {"word": "cost"},
    ...     {"word": "$5.", "start": 0.9, "end": 1.2}]}]})
    >>> r.format, [(w.text, w.start_ms, w.end_ms) for w in r.words], r.repairs
    ('whisperx', [('It', 100, 300), ('cost', 300, 900), ('$5.', 900, 1200)], {'missing time': 1})
    >>> r.summary()
    'missing time x1 (word 2)'
    """
    if fmt == "auto":
        fmt = detect_format(data)
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    items, text_key, scale = _raw_words(data, fmt)
    report = ImportReport(fmt, [], approximate=fmt == "segments", language=stated_language(data))
    # (text, start, end) with None for missing times
    rows: list[tuple[str, int | None, int | None, int]] = []
    speakers: dict[int, str] = {}
    for index, item in enumerate(items):
        label = word_label(index)
        if not isinstance(item, dict):
            raise ValueError(f"{label}: expected an object, got {type(item).__name__}")
        text = item.get(text_key)
        if fmt == "deepgram" and (text is None or (isinstance(text, str) and not text.strip())):
            fallback = item.get("word")
            if isinstance(fallback, str) and fallback.strip():
                if text is not None:
                    report.note("empty punctuated_word replaced by word", [index])
                text = fallback
        if not isinstance(text, str):
            raise ValueError(f"{label}: {text_key!r} must be a string, got {text!r}")
        if _CONTROL_REGEX.search(text):
            report.note("control character removed", [index])
            text = _CONTROL_REGEX.sub("", text)
        speaker = speaker_label(item.get("speaker"), index)
        if speaker is not None:
            speakers[index] = speaker
        start, end = _time(item, "start", index, scale), _time(item, "end", index, scale)
        if start is None or end is None:
            start = end = None  # half a time is no time
        pieces = text.split()
        if not pieces:
            report.note("empty word removed", [index])
            continue
        if len(pieces) > 1:
            report.note("word split at whitespace", [index])
        rows.append((" ".join(pieces), start, end, index))
    if not rows:
        raise ValueError("the transcript has no words")
    if all(r[1] is None for r in rows):
        raise ValueError("no word has a start and end time")
    report.words, origins = _repair(rows, report, speakers)
    try:
        validate_transcript(report.words)
    except ValueError as exc:
        # name the word as the input counts it, not as the repaired list does
        match = re.match(r"word (\d+)", str(exc))
        if match:
            position = origins[int(match.group(1)) - 1]
            raise ValueError(word_label(position) + str(exc)[match.end() :]) from None
        raise
    return report


def _fill_missing(
    rows: list[tuple[str, int | None, int | None, int]], report: ImportReport
) -> list[tuple[str, int, int, int]]:
    filled: list[tuple[str, int, int, int]] = []
    k = 0
    while k < len(rows):
        text, start, end, origin = rows[k]
        if start is not None and end is not None:
            filled.append((text, start, end, origin))
            k += 1
            continue
        run_end = k
        while run_end < len(rows) and rows[run_end][1] is None:
            run_end += 1
        run = rows[k:run_end]
        report.note("missing time", [r[3] for r in run])
        low: int | None = filled[-1][2] if filled else None
        high = rows[run_end][1] if run_end < len(rows) else None
        if low is None:
            low = high
        assert low is not None  # some word is timed (checked by the caller)
        if high is None or high < low:
            high = low
        weights = [len(r[0]) for r in run]
        total = sum(weights)
        clock = float(low)
        for (text_, _, _, origin_), weight in zip(run, weights, strict=True):
            span = (high - low) * weight / total
            filled.append((text_, round(clock), round(clock + span), origin_))
            clock += span
        k = run_end
    return filled


def _repair(
    rows: list[tuple[str, int | None, int | None, int]],
    report: ImportReport,
    speakers: dict[int, str],
) -> tuple[list[Word], list[int]]:
    """The repaired words and, for each, its position in the input."""
    filled = _fill_missing(rows, report)
    words: list[Word] = []
    origins: list[int] = []
    for text, start, end, origin in filled:
        if end < start:
            report.note("end before start", [origin])
            end = start
        if words and start < words[-1].start_ms:
            report.note("start before previous start", [origin])
            start = words[-1].start_ms
            end = max(end, start)
        if words and start < words[-1].end_ms:
            report.note("overlap with previous word", [origin])
            previous = words[-1]
            words[-1] = Word(previous.text, previous.start_ms, start, previous.speaker)
        pieces = text.split()
        total = sum(len(p) for p in pieces)
        clock = float(start)
        for piece in pieces:
            span = (end - start) * len(piece) / total
            words.append(Word(piece, round(clock), round(clock + span), speakers.get(origin)))
            origins.append(origin)
            clock += span
    return words, origins
