"""Real ASR output: import every format (messy cases included), solve it
into strict SRT that keeps every word, check it, and export datasets."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.importers import detect_format, import_words
from captionsmith.core.profile import PRESETS
from captionsmith.core.srt import compose, parse
from captionsmith.core.text import normalize_tokens
from captionsmith.core.words import validate_transcript
from captionsmith.criteria.checks import constraint_violations
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.best_effort import best_effort, solve_best_effort
from captionsmith.solving.solver import solve
from captionsmith.tools.cli import main

FIXTURES = Path(__file__).parent / "fixtures" / "asr"
EXPECTED_FORMATS = {
    "assemblyai_transcription.json": "assemblyai",
    "dg_speakers.json": "deepgram",
    "dg_transcription.json": "deepgram",
    "dg_whisper_transcription.json": "deepgram",
    "whisper_timestamped.json": "whisper-timestamped",
    "whisperx_synthetic.json": "whisperx",
    "openai_verbose_synthetic.json": "openai",
}


def load(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def raw_texts(name: str) -> list[str]:
    """The words as the file spells them, independently of the importer."""
    data = load(name)
    fmt = EXPECTED_FORMATS[name]
    if fmt == "deepgram":
        items = data["results"]["channels"][0]["alternatives"][0]["words"]
        return [w.get("punctuated_word", w["word"]) for w in items]
    if fmt in ("whisperx", "whisper-timestamped"):
        key = "word" if fmt == "whisperx" else "text"
        return [w[key] for s in data["segments"] for w in s["words"]]
    key = "text" if fmt == "assemblyai" else "word"
    return [w[key] for w in data["words"]]


@pytest.mark.parametrize("name", sorted(EXPECTED_FORMATS))
def test_every_format_imports_all_words_in_order(name: str) -> None:
    report = import_words(load(name))
    assert report.format == EXPECTED_FORMATS[name] == detect_format(load(name))
    assert [w.text for w in report.words] == [t.strip() for t in raw_texts(name)]
    starts = [w.start_ms for w in report.words]
    assert starts == sorted(starts)


def test_whisperx_untimed_numbers_are_filled_between_neighbours() -> None:
    report = import_words(load("whisperx_synthetic.json"))
    by_text = {w.text: w for w in report.words}
    assert report.repairs == {"missing time": 3}
    assert 1210 <= by_text["25"].start_ms <= by_text["25"].end_ms <= 1630
    assert 4930 <= by_text["2019"].start_ms <= by_text["2019"].end_ms <= 5710


def test_assemblyai_times_are_milliseconds() -> None:
    first = import_words(load("assemblyai_transcription.json")).words[0]
    assert (first.text, first.start_ms, first.end_ms) == ("Yeah.", 170, 718)


@pytest.mark.parametrize("name", sorted(EXPECTED_FORMATS))
@pytest.mark.parametrize("profile_name", ["default", "bbc", "vertical"])
def test_solved_srt_parses_and_keeps_every_word(name: str, profile_name: str) -> None:
    words = import_words(load(name)).words
    cues = parse(compose(solve_best_effort(words, PRESETS[profile_name])))
    shown = normalize_tokens(" ".join(" ".join(c.lines) for c in cues))
    assert shown == normalize_tokens(" ".join(w.text for w in words))


@pytest.mark.parametrize("name", sorted(EXPECTED_FORMATS))
def test_check_finds_nothing_where_the_profile_is_feasible(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = import_words(load(name)).words
    if solve(words, PRESETS["default"]) is None:
        pytest.skip("this real recording cannot meet the default profile")
    out = tmp_path / "out.srt"
    assert main(["solve", str(FIXTURES / name), "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["check", str(out), "--words", str(FIXTURES / name)]) == 0
    assert ": ok: " in capsys.readouterr().out


def test_infeasible_recording_still_gets_valid_srt_and_a_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = FIXTURES / "dg_speakers.json"
    assert solve(import_words(load("dg_speakers.json")).words, PRESETS["default"]) is None
    out = tmp_path / "speakers.srt"
    assert main(["solve", str(source), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "cps" in err and "cannot be met perfectly" in err
    assert parse(out.read_text(encoding="utf-8"))
    assert main(["solve", str(source), "--strict", "--out", str(out)]) == 1


@pytest.mark.parametrize("profile_name", ["default", "bbc", "vertical"])
@pytest.mark.parametrize("name", ["dg_speakers.json", "assemblyai_transcription.json"])
def test_best_effort_counts_violations_like_the_checker(name: str, profile_name: str) -> None:
    profile = PRESETS[profile_name]
    words = import_words(load(name)).words
    cues, broken = best_effort(words, profile)
    assert broken == len(constraint_violations(cues, profile))
    if name == "dg_speakers.json" and profile_name != "vertical":
        assert broken > 0  # the comparison covers the relaxed path, not only exact solutions


def test_solve_never_overwrites_its_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "in.json"
    copy.write_bytes((FIXTURES / "dg_transcription.json").read_bytes())
    before = copy.read_bytes()
    assert main(["solve", str(copy), "--out", str(copy)]) == 2
    assert copy.read_bytes() == before
    assert "refusing to overwrite" in capsys.readouterr().err


MESSY = [
    ({"words": [{"word": "a", "start": 0.5, "end": 0.4}]}, {"end before start": 1}),
    (
        {
            "task": "transcribe",
            "words": [
                {"word": "a", "start": 1.0, "end": 1.5},
                {"word": "b", "start": 0.8, "end": 1.2},
            ],
        },
        {"start before previous start": 1, "overlap with previous word": 1},
    ),
    (
        {
            "task": "transcribe",
            "words": [
                {"word": "a", "start": 0.0, "end": 1.0},
                {"word": "b", "start": 0.6, "end": 1.2},
            ],
        },
        {"overlap with previous word": 1},
    ),
    (
        {
            "task": "transcribe",
            "words": [{"word": " ", "start": 0, "end": 1}, {"word": "ok", "start": 1, "end": 1}],
        },
        {"empty word removed": 1},
    ),
    (
        {"task": "transcribe", "words": [{"word": "New York", "start": 0, "end": 1}]},
        {"word split at whitespace": 1},
    ),
    (
        {"segments": [{"words": [{"word": "x"}, {"word": "y", "start": 2.0, "end": 2.5}]}]},
        {"missing time": 1},
    ),
]


@pytest.mark.parametrize(("data", "repairs"), MESSY)
def test_messy_input_is_repaired_by_rule(data: dict, repairs: dict) -> None:
    report = import_words(data)
    assert report.repairs == repairs
    starts = [w.start_ms for w in report.words]
    assert starts == sorted(starts)
    for a, b in zip(report.words, report.words[1:], strict=False):
        assert a.end_ms <= b.start_ms


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"task": "t", "words": [{"word": "a", "start": "0.1", "end": 0.2}]}, "word 1: start"),
        (
            {
                "task": "t",
                "words": [
                    {"word": "a", "start": 0, "end": 1},
                    {"word": "b", "start": -1, "end": 1},
                ],
            },
            "word 2: start is negative",
        ),
        ({"task": "t", "words": [{"word": 5, "start": 0, "end": 1}]}, "word 1"),
        ({"segments": [{"words": [{"word": "a"}, {"word": "b"}]}]}, "no word has a start"),
        ({"hello": "world"}, "unrecognised JSON"),
        ({"task": "t", "words": [{"word": "a", "start": float("nan"), "end": 1}]}, "word 1: start"),
    ],
)
def test_bad_input_is_rejected_naming_the_word(data: dict, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        import_words(data)


def test_bad_asr_file_is_a_one_line_cli_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"task": "t", "words": [{"word": "a", "start": "x", "end": 1}]}')
    assert main(["solve", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "word 1: start" in err


def test_export_loads_back_identically_for_any_num_proc(tmp_path: Path) -> None:
    import datasets

    from captionsmith.environment.export import export_tasks
    from captionsmith.solving.tasks import make_task

    config = GeneratorConfig(difficulty=1)
    one = export_tasks(
        tmp_path / "one", 3, 12, PRESETS["default"], config, num_proc=1, shard_size=4
    )
    two = export_tasks(
        tmp_path / "two", 3, 12, PRESETS["default"], config, num_proc=2, shard_size=4
    )
    assert one.to_list() == two.to_list()
    loaded = datasets.load_from_disk(str(tmp_path / "one"))
    parquet = datasets.load_dataset(
        "parquet", data_files=str(tmp_path / "one" / "parquet" / "train.parquet"), split="train"
    )
    assert loaded.to_list() == parquet.to_list() == one.to_list()
    row = loaded[5]
    task = make_task(3, 5, PRESETS["default"], config)
    assert row["id"] == task.id and len(row["words"]) == len(task.words)
    assert "-->" not in row["prompt"]


def test_export_refuses_a_non_empty_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "keep.txt").write_text("mine")
    assert main(["export", "--count", "2", "--out", str(tmp_path)]) == 2
    assert "not an empty directory" in capsys.readouterr().err


_json_scalars = (
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.floats() | st.text(max_size=6)
)
_TEXT_KEY = {
    "openai": "word",
    "assemblyai": "text",
    "whisperx": "word",
    "whisper-timestamped": "text",
    "deepgram": "punctuated_word",
}


@st.composite
def _asr_words(draw: st.DrawFn, layout: str) -> tuple[list[dict], int]:
    """Mostly valid words for a layout, a few corrupted; (words, corrupted)."""
    key = _TEXT_KEY[layout]
    scale = 1000 if layout == "assemblyai" else 1
    clock = 0.0
    items, corrupted = [], 0
    for _ in range(draw(st.integers(1, 8))):
        clock += draw(st.floats(0, 0.5))
        length = draw(st.floats(0.05, 0.6))
        text = draw(st.text(st.characters(codec="utf-8"), min_size=1, max_size=8))
        item: dict = {key: text, "start": clock * scale, "end": (clock + length) * scale}
        clock += length
        if layout == "deepgram":
            item["word"] = text.lower()
        if draw(st.integers(0, 9)) == 0:  # corrupt one field in ten words
            corrupted += 1
            field = draw(st.sampled_from([key, "start", "end", "word"]))
            item[field] = draw(_json_scalars)
        items.append(item)
    return items, corrupted


_LAYOUTS = {
    "openai": lambda w: {"task": "transcribe", "words": w},
    "assemblyai": lambda w: {"words": w},
    "whisperx": lambda w: {"segments": [{"words": w}]},
    "whisper-timestamped": lambda w: {"segments": [{"words": w}]},
    "deepgram": lambda w: {"results": {"channels": [{"alternatives": [{"words": w}]}]}},
}


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(sorted(_LAYOUTS)).flatmap(
        lambda layout: st.tuples(st.just(layout), _asr_words(layout))
    )
)
def test_importer_never_crashes(case: tuple[str, tuple[list[dict], int]]) -> None:
    """Any word list in any layout either imports to a valid transcript or
    raises ValueError; nothing else escapes, and no word with text is lost."""
    layout, (items, corrupted) = case
    try:
        report = import_words(_LAYOUTS[layout](items))
    except ValueError:
        event("rejected (ValueError)")
        return
    event("imported with corrupted words" if corrupted else "imported, all words valid")
    validate_transcript(report.words)
    assert all(w.text.strip() == w.text and w.text for w in report.words)
    if not corrupted:
        key = _TEXT_KEY[layout]
        pieces = [p for item in items for p in _CONTROL.sub("", item[key]).split()]
        assert [w.text for w in report.words] == pieces


_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff]")


def test_deepgram_empty_punctuated_word_falls_back_to_word() -> None:
    data = load("dg_transcription.json")
    items = data["results"]["channels"][0]["alternatives"][0]["words"]
    expected = len(items)
    for item in items[::5]:
        item["punctuated_word"] = ""
    report = import_words(data)
    assert len(report.words) >= expected
    assert report.repairs["empty punctuated_word replaced by word"] == len(items[::5])


def test_control_characters_are_removed_and_reported_with_the_word() -> None:
    data = {
        "words": [
            {"text": "he\x00llo", "start": 0, "end": 400},
            {"text": "there\x1b", "start": 450, "end": 900},
        ]
    }
    report = import_words(data)
    assert [w.text for w in report.words] == ["hello", "there"]
    assert report.summary() == "control character removed x2 (words 1, 2)"


@pytest.mark.parametrize("text", ["```", "```srt", "1:2:3-->"])
def test_text_that_cannot_start_a_line_is_refused_naming_the_word(text: str) -> None:
    data = {
        "words": [
            {"text": "fine", "start": 0, "end": 400},
            {"text": text, "start": 450, "end": 900},
        ]
    }
    with pytest.raises(ValueError, match=r"^word 2 .*cannot stand on a subtitle line"):
        import_words(data)
