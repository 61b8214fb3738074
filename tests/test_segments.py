"""Segment-only ASR (plain whisper, OpenAI verbose_json without word
timestamps): accepted, words timed by spreading each segment over its
characters, and both solve and check say the times are approximate."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from captionsmith.core.importers import detect_format, import_words
from captionsmith.core.srt import parse
from captionsmith.core.text import normalize_tokens

WHISPER: dict[str, Any] = {
    "text": "...",
    "language": "en",
    "segments": [
        {
            "id": 0,
            "seek": 0,
            "start": 0.0,
            "end": 3.2,
            "text": " So today I want to talk about the grid,",
        },
        {
            "id": 1,
            "seek": 0,
            "start": 3.2,
            "end": 6.9,
            "text": " and why it loses twelve percent of its energy.",
        },
        {"id": 2, "seek": 0, "start": 7.5, "end": 9.0, "text": " Nobody talks about it."},
        {
            "id": 3,
            "seek": 0,
            "start": 9.4,
            "end": 12.8,
            "text": " But the numbers from 2019 are clear, and they are not good.",
        },
    ],
}


def test_segments_are_detected_and_spread_over_their_characters() -> None:
    assert detect_format(WHISPER) == "segments"
    report = import_words(WHISPER)
    assert report.approximate and report.format == "segments"
    first = [w for w in report.words if w.start_ms < 3200]
    assert first[0].start_ms == 0 and first[-1].end_ms == 3200
    assert all(a.end_ms <= b.start_ms for a, b in zip(report.words, report.words[1:], strict=False))
    said = normalize_tokens(" ".join(s["text"] for s in WHISPER["segments"]))
    assert normalize_tokens(" ".join(w.text for w in report.words)) == said


def test_solve_keeps_every_word_and_says_the_times_are_approximate(tmp_path: Path, cli) -> None:
    source = tmp_path / "whisper.json"
    source.write_text(json.dumps(WHISPER))
    code, out, err = cli("solve", str(source))
    assert code == 0 and "approximate" in err
    shown = normalize_tokens(" ".join(line for c in parse(out) for line in c.lines))
    assert shown == normalize_tokens(" ".join(s["text"] for s in WHISPER["segments"]))
    srt = tmp_path / "out.srt"
    srt.write_text(out, encoding="utf-8")
    code, report, err = cli("check", str(srt), "--words", str(source))
    assert code == 0 and "approximate" in err and ": ok:" in report


def test_word_level_json_is_not_mistaken_for_segments() -> None:
    words = {
        "segments": [
            {"start": 0, "end": 1, "text": "Hi", "words": [{"word": "Hi", "start": 0, "end": 1}]}
        ]
    }
    assert detect_format(words) == "whisperx"
    assert not import_words(words).approximate
