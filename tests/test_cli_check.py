"""``captionsmith check``: exit codes and one-line messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from captionsmith.core.srt import parse
from captionsmith.tools.cli import main

EXAMPLE = Path(__file__).parents[1] / "examples" / "sample.srt"


def test_valid_file_prints_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "ok: 2 cues" in out


def test_invalid_file_prints_file_line_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.srt"
    bad.write_text("1\n00:00:01,000 -> 00:00:02,000\nHi\n", encoding="utf-8")
    assert main(["check", str(bad)]) == 1
    assert capsys.readouterr().out == (
        f"{bad}:2: expected timing line 'HH:MM:SS,mmm --> HH:MM:SS,mmm', "
        "found '00:00:01,000 -> 00:00:02,000'\n"
    )


@pytest.mark.parametrize(
    ("content", "fragment"),
    [(None, "no such file"), (b"\xff\xfe1\n", "not valid UTF-8")],
)
def test_unreadable_input_is_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, fragment: str
) -> None:
    path = tmp_path / "input.srt"
    if content is not None:
        path.write_bytes(content)
    assert main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and fragment in err and "Traceback" not in err


TASK = Path(__file__).parents[1] / "examples" / "task.json"
REFERENCE = Path(__file__).parents[1] / "examples" / "reference.srt"


def test_check_with_words_accepts_the_reference(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(REFERENCE), "--words", str(TASK)]) == 0
    assert ": ok: " in capsys.readouterr().out


def test_check_lists_each_cue_violation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    srt = tmp_path / "fast.srt"
    srt.write_text(
        "1\n00:00:00,000 --> 00:00:00,500\nfar too many words for half a second\n",
        encoding="utf-8",
    )
    assert main(["check", str(srt), "--profile", "bbc"]) == 1
    out = capsys.readouterr().out
    assert "cue 1: min_duration" in out and "cue 1: cps" in out
    assert out.splitlines()[-1].endswith("2 problems: 1 cue, 0.500 s")


def test_check_with_words_reports_segmentation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from captionsmith.core.srt import compose, parse

    cues = parse(REFERENCE.read_text(encoding="utf-8"))
    one_per_line = tmp_path / "split.srt"
    # Dropping the last cue leaves words missing.
    one_per_line.write_text(compose(cues[:-1]), encoding="utf-8")
    assert main(["check", str(one_per_line), "--words", str(TASK)]) == 1
    assert "missing" in capsys.readouterr().out


def test_score_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["score", str(TASK), str(REFERENCE)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["total"] == 1.0
    assert {"coverage", "timing", "constraints", "segmentation", "parse_error"} <= set(report)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["solve", "MISSING.json"], "no such file"),
        (["generate", "--profile", "nope"], "invalid choice: 'nope'"),
        (["generate", "--difficulty", "9"], "difficulty must be"),
        (["score", "BADJSON", "-"], "invalid JSON"),
    ],
)
def test_user_errors_are_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    argv: list[str],
    fragment: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "BADJSON").write_text("{not json", encoding="utf-8")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and fragment in err


def test_generate_random_access_matches_full_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--seed", "9", "--count", "4"]) == 0
    full = capsys.readouterr().out.splitlines()
    assert main(["generate", "--seed", "9", "--count", "2", "--start", "2"]) == 0
    part = capsys.readouterr().out.splitlines()
    assert len(full) == 4 and len(part) == 2 and part == full[2:]
    assert len(set(full)) == 4


def test_solve_reads_bare_word_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    words = tmp_path / "words.json"
    words.write_text(
        '[{"word": "Hello", "start": 0.0, "end": 0.4}, {"word": "there.", "start": 0.45, "end": 0.9}]',
        encoding="utf-8",
    )
    assert main(["solve", str(words)]) == 0
    assert capsys.readouterr().out == "1\n00:00:00,000 --> 00:00:01,000\nHello there.\n"


def test_check_with_words_flags_an_all_caps_copy(tmp_path: Path, cli) -> None:
    upper = tmp_path / "caps.srt"
    upper.write_text(REFERENCE.read_text(encoding="utf-8").upper(), encoding="utf-8")
    code, out, _ = cli("check", str(upper), "--words", str(TASK))
    assert code == 1 and "change their capitals or punctuation" in out


# -- markup, encodings and --fix -------------------------------------------------


def test_font_markup_is_not_counted_as_text(tmp_path: Path, cli) -> None:
    """12 visible characters in 1.5 s are 8 cps, not the 27.3 of the tags."""
    srt = tmp_path / "font.srt"
    srt.write_text(
        '1\n00:00:00,000 --> 00:00:01,500\n<font color="#ffff00">Hello there!</font>\n\n'
        "2\n00:00:02,000 --> 00:00:03,500\n<I>Hello</I> <b>there!</b>\n",
        encoding="utf-8",
    )
    code, out, _ = cli("check", str(srt))
    assert code == 0 and "cps" not in out, out
    # Markup that is not well formed is text a player shows, and is measured.
    srt.write_text('1\n00:00:00,000 --> 00:00:01,500\n<font color="#ff0">Hello there!\n')
    code, out, _ = cli("check", str(srt))
    assert code == 1 and "cue 1: cps: 20.7 characters per second, limit 17" in out


LEGACY = [
    ("latin-1", "Ça va ? Très bien.", [], "Windows-1252 (Latin-1)"),
    ("cp1252", "“Très” bien – oui…", [], "Windows-1252 (Latin-1)"),
    ("shift_jis", "字幕の時間です", ["--profile", "netflix-ja"], "Shift-JIS"),
    ("gb18030", "今天的天气很好", ["--profile", "netflix-zh-hans"], "GB18030"),
]


@pytest.mark.parametrize(("codec", "text", "flags", "name"), LEGACY)
def test_a_legacy_encoding_is_detected_and_fixed_to_utf8(
    tmp_path: Path, cli, codec: str, text: str, flags: list[str], name: str
) -> None:
    srt, fixed = tmp_path / "legacy.srt", tmp_path / "fixed.srt"
    srt.write_bytes(f"1\n00:00:00,000 --> 00:00:02,000\n{text}\n".encode(codec))
    code, out, err = cli("check", str(srt), *flags)
    assert code == 0 and "ok: 1 cue" in out, (out, err)
    assert f"{srt}: not UTF-8: read as {name}" in err
    code, _, err = cli("check", "--fix", "--out", str(fixed), str(srt), *flags)
    assert code == 0 and "--fix writes UTF-8" in err
    assert fixed.read_text(encoding="utf-8").splitlines()[2] == text


@pytest.mark.parametrize(("codec", "text", "flags", "name"), LEGACY)
def test_a_legacy_encoding_can_be_named(
    tmp_path: Path, cli, codec: str, text: str, flags: list[str], name: str
) -> None:
    srt, fixed = tmp_path / "legacy.srt", tmp_path / "fixed.srt"
    srt.write_bytes(f"1\n00:00:00,000 --> 00:00:02,000\n{text}\n".encode(codec))
    code, _, err = cli("check", "--fix", "--out", str(fixed), str(srt), "--encoding", codec, *flags)
    assert code == 0 and "not UTF-8" not in err, err
    assert fixed.read_text(encoding="utf-8").splitlines()[2] == text


@pytest.mark.parametrize(
    ("content", "flags", "fragment"),
    [
        (b"1\n00:00:00,000 --> 00:00:01,000\nHi \x81\xff\n", [], "name its encoding with "
         "--encoding latin-1, cp1252, shift_jis or gb18030"),
        (b"1\n00:00:00,000 --> 00:00:01,000\nHi\n", ["--encoding", "klingon"],
         "--encoding 'klingon': unknown encoding"),
        (b"1\n00:00:00,000 --> 00:00:01,000\n\xff\xff\n", ["--encoding", "utf-8"],
         "not valid utf-8 (byte 32)"),
    ],
)  # fmt: skip
def test_an_unreadable_encoding_is_one_line(
    tmp_path: Path, cli, content: bytes, flags: list[str], fragment: str
) -> None:
    srt = tmp_path / "bad.srt"
    srt.write_bytes(content)
    code, out, err = cli("check", str(srt), *flags)
    assert code == 2 and out == "" and err.count("\n") == 1 and fragment in err, err


def test_fix_rewraps_drops_a_japanese_full_stop_and_lengthens_a_fast_cue(
    tmp_path: Path, cli
) -> None:
    srt, fixed = tmp_path / "a.srt", tmp_path / "fixed.srt"
    srt.write_text(
        "1\n00:00:01,000 --> 00:00:05,000\n"
        "We walked to the old harbour at dawn and watched\nthe\nboats.\n\n"
        "2\n00:00:05,000 --> 00:00:05,800\n<i>Then we all went home together.</i>\n\n"
        "3\n00:00:09,000 --> 00:00:10,000\nBye.\n",
        encoding="utf-8",
    )
    code, _, err = cli("check", "--fix", "--out", str(fixed), str(srt))
    assert code == 1 and "could not fix" not in err
    assert err.splitlines()[-1].endswith("wrote 3 cues; it passes strict check with this profile")
    assert f"{srt}:2: cue 1: fixed: rewrapped into 2 lines of at most 42 characters" in err
    assert cli("check", str(fixed))[0] == 0
    cues = parse(fixed.read_text(encoding="utf-8"))
    assert cues[0].lines == ("We walked to the old harbour", "at dawn and watched the boats.")
    assert cues[0].end_ms == 4917  # the minimum gap before cue 2
    assert (cues[1].start_ms, cues[1].end_ms) == (5000, 6824)  # 31 characters at 17 cps
    ja = tmp_path / "ja.srt"
    ja.write_text("1\n00:00:00,000 --> 00:00:02,000\n字幕です。\n", encoding="utf-8")
    code, _, err = cli("check", "--fix", "--out", str(fixed), str(ja), "--profile", "netflix-ja")
    assert code == 1 and "the final 。 dropped" in err
    assert parse(fixed.read_text(encoding="utf-8"))[0].lines == ("字幕です",)
