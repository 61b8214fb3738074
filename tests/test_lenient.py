"""``check --lenient``: real-world SRT read, every issue located, ``--fix``."""

from __future__ import annotations

import contextlib
import io
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from test_srt import cue_lists

from captionsmith.core.lenient import read_lenient
from captionsmith.core.srt import compose, parse
from captionsmith.tools.cli import main

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
    # The overlap is trimmed to leave the profile's minimum gap (0.083 s).
    assert f"{path}:9: cue 2: min_duration: on screen 0.417 s, minimum 1.000 s" in lines
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
    assert [(c.start_ms, c.end_ms) for c in cues][:3] == [(1000, 2500), (3000, 3417), (3500, 6000)]
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
        ("1\n00:00:00,000  -->  00:00:01,000\nHi\n", 2, "2 spaces before '-->'"),
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


# -- check --fix: what it writes passes strict check, or it says why not ---------

_POOLS = {
    "en": "we walked to the old harbour at dawn and watched the fishing boats come in".split(),
    "ja": [
        "今日は",
        "天気が",
        "良いので",
        "キャンプ場に",
        "行きました",
        "。",
        "そして",
        "夕方",
        "帰りました。",
    ],
}
_PRESETS = {"en": ["default", "bbc", "vertical", "netflix-en"], "ja": ["netflix-ja"]}


def _stamp(ms: int, mark: str) -> str:
    return (
        f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d}{mark}{ms % 1000:03d}"
    )


@st.composite
def damaged_files(draw: st.DrawFn) -> tuple[str, str]:
    """(SRT-like text, preset): cues with overlaps, missing and extra blank
    lines, bad arrows, wrong numbering, markup, long lines, cues too short,
    too long and too fast."""
    language = draw(st.sampled_from(["en", "en", "en", "ja"]))
    pool, joiner = _POOLS[language], " " if language == "en" else ""
    blocks, clock = [], draw(st.integers(0, 5000))
    for k in range(draw(st.integers(0, 6))):
        number = draw(st.sampled_from([str(k + 1), str(k + 1), str(k + 5), "", f" {k + 1} "]))
        start = max(0, clock + draw(st.integers(-1500, 3000)))  # below 0: an overlap
        end = start + draw(st.integers(1, 9000))
        mark = draw(st.sampled_from([",", ",", "."]))
        arrow = draw(st.sampled_from([" --> ", " --> ", "-->", " -> ", "  -->\t", " -->"]))
        lines = []
        for _ in range(draw(st.integers(1, 3))):
            line = joiner.join(draw(st.lists(st.sampled_from(pool), min_size=1, max_size=12)))
            tag = draw(st.sampled_from(["", "", "i", "font"]))
            if tag == "i":
                line = f"<i>{line}</i>"
            elif tag == "font":
                line = f'<font color="#ffff00">{line}</font>'
            lines.append(line)
        timing = _stamp(start, mark) + arrow + _stamp(end, mark)
        blocks.append("\n".join([number, timing, *lines] if number else [timing, *lines]))
        blocks.append(draw(st.sampled_from(["\n\n", "\n\n", "\n", "\n\n\n"])))
        clock = start
    return "".join(blocks), draw(st.sampled_from(_PRESETS[language]))


def _run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


@settings(max_examples=150)
@given(damaged_files())
def test_fix_output_passes_strict_check_or_says_what_it_could_not_fix(
    damaged: tuple[str, str],
) -> None:
    text, preset = damaged
    with tempfile.TemporaryDirectory() as folder:
        path, fixed = Path(folder) / "damaged.srt", Path(folder) / "fixed.srt"
        path.write_text(text, encoding="utf-8")
        code, _, err = _run("check", "--lenient", "--fix", "--out", str(fixed), str(path),
                            "--profile", preset)  # fmt: skip
        assert code in (0, 1), err
        said = [
            line.removeprefix(f"captionsmith: {fixed}: could not fix: ")
            for line in err.splitlines()
            if line.startswith(f"captionsmith: {fixed}: could not fix: ")
        ]
        for line in err.splitlines():
            if ": fixed: " in line:
                event(f"fixed: {line.split(': fixed: ')[1].split(' ')[0]}")
        strict, out, _ = _run("check", str(fixed), "--profile", preset)
    reported = [line.removeprefix(f"{fixed}: ") for line in out.splitlines()[:-1]]
    assert not any(line.startswith(f"{fixed}:") and line[len(str(fixed)) + 1].isdigit()
                   for line in out.splitlines()), out  # fmt: skip
    assert reported == said, (text, err, out)
    assert (strict == 0) == (not said)
    event(f"{preset}: passes strict check" if not said else f"{preset}: could not fix")
    for line in said:
        event(f"could not fix: {line.split(': ')[1] if line.startswith('cue ') else line}")
    if not said:
        assert err.splitlines()[-1].endswith("it passes strict check with this profile")


def test_a_trimmed_overlap_leaves_the_minimum_gap() -> None:
    """The earlier cue ends the profile's gap before the later one starts
    (it used to end exactly there: a 0.000 s gap strict check rejects)."""
    text = "1\n00:00:01,000 --> 00:00:03,000\nHi\n\n2\n00:00:02,000 --> 00:00:04,000\nBye\n"
    read = read_lenient(text, min_gap_ms=83)
    assert [(c.start_ms, c.end_ms) for c in read.cues] == [(1000, 1917), (2000, 4000)]
    assert "that cue now ends 00:00:01,917, the minimum gap of 0.083 s" in str(read.issues[0])
    assert read_lenient(text).cues[0].end_ms == 2000


def test_an_overlap_too_close_for_the_gap_is_trimmed_to_touch_and_said_so() -> None:
    text = "1\n00:00:01,000 --> 00:00:03,000\nHi\n\n2\n00:00:01,050 --> 00:00:04,000\nBye\n"
    read = read_lenient(text, min_gap_ms=83)
    assert read.cues[0].end_ms == 1050
    assert "too soon before this one to leave the minimum gap of 0.083 s" in str(read.issues[0])


@pytest.mark.parametrize(
    ("timing", "said"),
    [
        ("00:00:00,000-->00:00:01,000", "no space before or after '-->'"),
        ("00:00:00,000 -->00:00:01,000", "no space after '-->'"),
        ("00:00:00,000--> 00:00:01,000", "no space before '-->'"),
        ("00:00:00,000 -->\t00:00:01,000", "a tab after '-->'"),
        ("00:00:00,000   --> 00:00:01,000", "3 spaces before '-->', where one belongs"),
        (" 00:00:00,000 --> 00:00:01,000", "spaces before the start time"),
        ("00:00:00,000 --> 00:00:01,000 ", "spaces after the end time"),
        ("00:00 :00,000 --> 00:00:01,000", "spaces inside a time"),
    ],
)
def test_timing_line_spacing_is_reported_as_it_is(timing: str, said: str) -> None:
    (issue,) = read_lenient(f"1\n{timing}\nHi\n").issues
    assert issue.line == 2 and said in issue.message and "extra spaces" not in issue.message
