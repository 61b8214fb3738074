"""``check --lenient``: real-world SRT read, every issue located, ``--fix``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from test_srt import cue_lists

from captionsmith.core.lenient import read_lenient
from captionsmith.core.srt import compose, parse

CliResult = tuple[int, str, str]

MESSY = (
    "5\n00:00:01.000 --> 00:00:02,500\nHello there,\n\nhow are you?\n\n\n"
    "6\n0:00:03,000 --> 00:00:04,00 X1:10 X2:20\nI'm fine.\n\n"
    "8\n00:00:03,500 --> 00:00:06,000\nOverlapping line.\n"
    "9\n00:00:07,000 --> 00:00:06,000\nbackwards\n\n"
    "10\n00:00:08,000 --> 00:00:09,000\nNo final newline"
)


def test_a_messy_file_reports_every_issue_at_its_line(
    tmp_path: Path, cli: Callable[..., CliResult]
) -> None:
    path = tmp_path / "messy.srt"
    path.write_text(MESSY, encoding="utf-8")
    code, out, _ = cli("check", "--lenient", str(path))
    lines = out.splitlines()
    located = [
        line for line in lines if line.startswith(f"{path}:") and line[len(str(path)) + 1].isdigit()
    ]
    numbers = [int(line.split(":")[1]) for line in located]
    assert code == 1 and len(located) >= 8 and numbers == sorted(numbers)
    for line, fragment in [
        (1, "numbering starts at 5, not 1"),
        (2, "'.' before the milliseconds"),
        (5, "text after a blank line inside cue 1"),
        (6, "2 blank lines between cues"),
        (9, "text after the end time ('X1:10 X2:20', dropped)"),
        (12, "cue number 8 follows 6"),
        (13, "starts 0.500 s before the previous cue ends"),
        (15, "no blank line before this cue"),
        (16, "ends before it starts"),
    ]:
        assert any(x.startswith(f"{path}:{line}: ") and fragment in x for x in located), fragment
    # Profile problems of the recovered cues carry their cue's timing line.
    assert f"{path}:9: cue 2: min_duration: on screen 0.500 s, minimum 1.000 s" in lines
    assert lines[-1] == f"{path}: {len(lines) - 1} problems: 4 cues, 8.000 s"


def test_strict_stays_the_default(tmp_path: Path, cli: Callable[..., CliResult]) -> None:
    path = tmp_path / "messy.srt"
    path.write_text(MESSY, encoding="utf-8")
    code, out, err = cli("check", str(path))
    assert code == 1 and out == f"{path}:1: expected cue index 1, found index 5\n"
    assert "--lenient" in err


def test_fix_writes_strict_srt_with_the_recovered_cues(
    tmp_path: Path, cli: Callable[..., CliResult]
) -> None:
    path, fixed = tmp_path / "messy.srt", tmp_path / "fixed.srt"
    path.write_text(MESSY, encoding="utf-8")
    code, _, _ = cli("check", "--fix", "--out", str(fixed), str(path))
    assert code == 1  # the issues are still reported
    cues = parse(fixed.read_text(encoding="utf-8"))
    assert [c.lines for c in cues] == [
        ("Hello there,", "how are you?"),
        ("I'm fine.",),
        ("Overlapping line.",),
        ("No final newline",),
    ]
    assert [(c.start_ms, c.end_ms) for c in cues][:3] == [(1000, 2500), (3000, 3500), (3500, 6000)]
    assert read_lenient(fixed.read_text(encoding="utf-8")).issues == []


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--fix"], "--fix needs --out"),
        (["--out", "x.srt"], "--out is for --fix"),
    ],
)
def test_fix_and_out_go_together(
    tmp_path: Path, cli: Callable[..., CliResult], args: list[str], fragment: str
) -> None:
    path = tmp_path / "a.srt"
    path.write_text(MESSY, encoding="utf-8")
    code, out, err = cli("check", str(path), *args)
    assert code == 2 and fragment in err and out == ""


def test_fix_refuses_to_overwrite_its_input(tmp_path: Path, cli: Callable[..., CliResult]) -> None:
    path = tmp_path / "a.srt"
    path.write_text(MESSY, encoding="utf-8")
    code, _, err = cli("check", "--fix", "--out", str(path), str(path))
    assert code == 2 and "refusing to overwrite" in err
    assert path.read_text(encoding="utf-8") == MESSY


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("1\r\n00:00:00,000 --> 00:00:01,000\nHi\n", 2, "line endings are mixed"),
        ("\n\n1\n00:00:00,000 --> 00:00:01,000\nHi\n", 1, "2 blank lines before the first cue"),
        ("1\n00:00:00,000 -> 00:00:01,000\nHi\n", 2, "'->' for the arrow"),
        ("1\n00:00:00,000 --> 00:00:01,000\nH\x07i\n", 3, "control character U+0007"),
        ("00:00:00,000 --> 00:00:01,000\nHi\n", 1, "cue 1 has no cue number"),
        ("1\n00:00:00,000 --> 00:00:01,000\n", 2, "no text (dropped)"),
        ("1\n00:00:00,000  -->  00:00:01,000\nHi\n", 2, "extra spaces"),
        ("1\n00:00:00:500 --> 00:00:01,000\nHi\n", 2, "':' before the milliseconds"),
        ("1\n00:00:00,000 --> 00:00:01,000\nHi\n\n2\n", 5, "with no timing line"),
        ("Hello\n", 1, "expected a cue number, found 'Hello'"),
        (
            "1\n00:00:02,000 --> 00:00:03,000\nB\n\n2\n00:00:00,000 --> 00:00:01,000\nA\n",
            6,
            "out of time order",
        ),
    ],
)
def test_each_departure_is_one_located_issue(text: str, line: int, fragment: str) -> None:
    issues = read_lenient(text).issues
    assert any(i.line == line and fragment in i.message for i in issues), issues


@pytest.mark.parametrize(
    "variant",
    [
        lambda s: "\ufeff" + s,  # a BOM
        lambda s: s.replace("\n", "\r\n"),  # CRLF throughout
        lambda s: s.rstrip("\n"),  # no final newline
        lambda s: s + "\n\n",  # extra final newlines
    ],
)
def test_what_strict_srt_allows_is_no_issue(variant: Callable[[str], str]) -> None:
    text = "1\n00:00:00,000 --> 00:00:01,000\nHi\n\n2\n00:00:02,000 --> 00:00:03,000\nBye\n"
    read = read_lenient(variant(text))
    assert read.issues == [] and read.cues == parse(text)


@given(cue_lists(), st.booleans())
def test_strict_files_read_the_same_with_no_issue(cues: list, crlf: bool) -> None:
    event(f"{min(len(cues), 3)}+ cues")
    text = compose(cues)
    if crlf:
        text = text.replace("\n", "\r\n")
    read = read_lenient(text)
    assert read.issues == [] and read.cues == cues


_INDEXES = st.sampled_from(["1", "2", "7", " 3 ", "", "x"])
_TIMINGS = st.sampled_from(
    [
        "00:00:01,000 --> 00:00:02,000",
        "0:0:1.5 -> 0:0:2,25",
        "00:00:02,000 --> 00:00:01,000",
        "00:00:00,500 --> 00:00:09,000 X1:3",
        "00:99:00,000 --> 01:00:00,000",
        "Hi",
    ]
)
_TEXTS = st.sampled_from(["Hi there.", "  ", "", "```", "a\x00b", "\ufeffx", "5", "-->"])
_SEPARATORS = st.sampled_from(["", "", "", "  ", "", "\n"])


@st.composite
def messy_files(draw: st.DrawFn) -> str:
    """SRT-like text: blocks of a number, a timing line and text, with
    every kind of damage mixed in."""
    lines: list[str] = []
    for _ in range(draw(st.integers(0, 6))):
        lines += [draw(_INDEXES), draw(_TIMINGS)]
        lines += draw(st.lists(_TEXTS, max_size=3))
        lines.append(draw(_SEPARATORS))
    return draw(st.sampled_from(["\n", "\r\n", "\r"])).join(lines)


@given(messy_files())
def test_any_text_reads_without_raising_and_fixes_to_strict_srt(text: str) -> None:
    read = read_lenient(text)
    event("cues recovered" if read.cues else "no cue")
    assert parse(compose(read.cues)) == read.cues
    assert len(read.cue_lines) == len(read.cues)
