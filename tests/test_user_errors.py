"""Every user mistake the input layer can meet gets one line that names it:
files (fileio), profiles (profile), words (words); and the small pieces
around the command line (``python -m captionsmith``, the progress bar, the
demo's errors)."""

from __future__ import annotations

import dataclasses
import io
import os
import runpy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from captionsmith.core.fileio import (
    Progress,
    UserError,
    atomic_output,
    load_json,
    read_text,
    write_atomically,
)
from captionsmith.core.profile import DEFAULT, FIELDS, Profile, profile_from_dict, resolve_profile
from captionsmith.core.words import Word, seconds_to_ms, validate_transcript, words_from_json
from captionsmith.tools import demo

# -- files ---------------------------------------------------------------------


def test_read_text_names_the_problem(tmp_path: Path) -> None:
    with pytest.raises(UserError, match="no such file"):
        read_text(str(tmp_path / "missing.json"))
    with pytest.raises(UserError, match="is a directory"):
        read_text(str(tmp_path))
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'["caf\xe9"]')
    with pytest.raises(UserError, match=r"not valid UTF-8 \(byte 5\)"):
        read_text(str(bad))


def test_read_text_from_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"[1]")))
    assert read_text("-") == "[1]"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file")
def test_read_text_permission_denied(tmp_path: Path) -> None:
    locked = tmp_path / "locked.json"
    locked.write_text("[]")
    locked.chmod(0)
    with pytest.raises(UserError, match="permission denied"):
        read_text(str(locked))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1\n00:00:01,000 --> 00:00:02,000\nHi\n", "looks like SRT subtitles, not JSON"),
        ('{"a": 1}\n{"b": 2}', "holds several JSON values"),
        ('{"a": }', "invalid JSON at line 1 column 7"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ("1" * 5000, "unreadable JSON value"),
    ],
)
def test_load_json_errors(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "in.json"
    path.write_text(text)
    with pytest.raises(UserError, match=message):
        load_json(str(path))


def test_atomic_output_refuses_what_it_cannot_write(tmp_path: Path) -> None:
    source = tmp_path / "talk.json"
    source.write_text("[]")
    with pytest.raises(UserError, match="is the input file"):
        write_atomically(str(source), "x", inputs=(str(source),))
    with pytest.raises(UserError, match="is a directory"):
        write_atomically(str(tmp_path), "x")
    with pytest.raises(UserError, match="does not exist"):
        write_atomically(str(tmp_path / "nowhere" / "out.srt"), "x")
    assert source.read_text() == "[]"


def test_atomic_output_keeps_the_old_file_and_no_temporary_on_failure(tmp_path: Path) -> None:
    target = tmp_path / "out.srt"
    target.write_text("old")
    target.chmod(0o640)
    with pytest.raises(RuntimeError), atomic_output(str(target)) as handle:
        handle.write("half")
        raise RuntimeError("interrupted")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.srt"]
    write_atomically(str(target), "new")
    assert target.read_text() == "new" and target.stat().st_mode & 0o777 == 0o640


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_draws_only_on_a_terminal() -> None:
    terminal, log = _Terminal(), io.StringIO()
    for stream in (terminal, log):
        bar = Progress(20, "tasks", stream)
        for _ in range(20):
            bar.update()
    drawn = terminal.getvalue()
    assert drawn.startswith("\rtasks [") and "] 20/20 " in drawn and drawn.endswith("/s\n")
    assert log.getvalue() == ""


# -- profiles ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"max_lines": 1.5}, "max_lines must be an integer"),
        ({"max_lines": 0}, "max_lines must be from 1 to 10, got 0"),
        ({"min_gap_ms": -1}, "min_gap must be from 0 to 60 s, got -0.001 s"),
        ({"min_gap_ms": 1.5}, "min_gap_ms must be an integer"),
        ({"chain_gap_ms": 61_000}, "chain_gap must be from 0 to 60 s, got 61 s"),
        ({"max_cps": float("nan")}, "max_cps must be a finite number"),
        ({"max_cps": 0}, "max_cps must be above 0 and at most 1000, got 0"),
        ({"max_lines": 11}, "max_lines must be from 1 to 10, got 11"),
        ({"max_chars_per_line": 1001}, "max_chars_per_line must be from 1 to 1000, got 1001"),
        ({"max_duration_ms": 3_600_001}, "max_duration must be from 0.001 to 3600 s"),
        ({"min_duration_ms": 7000, "max_duration_ms": 6000}, "must not exceed max_duration"),
    ],
)
def test_bad_profiles_name_the_field(changes: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        dataclasses.replace(DEFAULT, **changes)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "a profile must be a JSON object"),
        ({"max_lines": "2"}, "max_lines must be an integer"),
        ({"max_cps": True}, "max_cps must be a number"),
        ({"max_cps": 1e12}, "max_cps must be above 0 and at most 1000"),
        ({"max_cps": float("inf")}, "max_cps must be a finite number"),
        ({"min_gap": -0.1}, "min_gap must be from 0 to 60 s, got -0.1 s"),
        ({"min_duration": 0.0001}, r"min_duration must be at least 0.001 s \(1 ms\)"),
    ],
)
def test_bad_profile_json_names_the_field(data: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        profile_from_dict(data)


@pytest.mark.parametrize("name", list(FIELDS))
def test_the_dataclass_and_the_json_form_give_one_message_per_field(name: str) -> None:
    """A value past a field's bound gets the same message whether it comes
    as JSON (seconds) or as the dataclass attribute (ms): both check
    through the one table."""
    f = FIELDS[name]
    too_high = f.high + (1 if f.kind is int else 0.5)
    from_json = pytest.raises(ValueError, match=rf"^{name} must be ")
    with from_json as json_error:
        profile_from_dict({name: int(too_high) if f.kind is int else too_high})
    with pytest.raises(ValueError) as direct:
        changes: dict[str, Any] = {
            f.attribute: too_high if f.scale == 1 else round(too_high * f.scale)
        }
        dataclasses.replace(DEFAULT, **changes)
    assert str(json_error.value) == str(direct.value)


def test_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(ValueError, match="unknown profile 'netflix' \\(known: bbc, default"):
        resolve_profile("netflix")


def test_min_ms_for_chars_is_the_least_duration_cps_accepts() -> None:
    for cps in (17.0, 20.0, 13.7, 0.3):
        profile = Profile(max_cps=cps)
        for chars in (1, 7, 42, 84):
            ms = profile.min_ms_for_chars(chars)
            assert profile.cps_ok(chars, ms) and (ms == 1 or not profile.cps_ok(chars, ms - 1))


# -- words ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "message"),
    [
        ([], "the transcript has no words"),
        ([Word("two words", 0, 10)], "text must be non-empty with no whitespace"),
        ([Word("a\x07b", 0, 10)], "cannot stand on a subtitle line: contains a control"),
        ([Word("a", -5, 10)], "start -5 ms is negative"),
        ([Word("a", 0, 10**12)], "implausibly late"),
        ([Word("a", 50, 60), Word("b", 10, 70)], "starts before the previous word starts"),
    ],
)
def test_bad_words_name_the_word(words: list[Word], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        validate_transcript(words)


@pytest.mark.parametrize(
    ("value", "message"),
    [("1.0", "must be a number"), (True, "must be a number"), (-1, "is negative"), (1e12, "late")],
)
def test_bad_times_name_the_word(value: object, message: str) -> None:
    with pytest.raises(ValueError, match=f"word 3: start .*{message}|word 3: start {message}"):
        seconds_to_ms(value, "start", 2)


@pytest.mark.parametrize(
    ("items", "message"),
    [
        ({"word": "hi"}, "words must be a JSON list"),
        (["hi"], "word 1: expected an object, got str"),
        ([{"word": "hi", "start": 0}], "word 1: missing field 'end'"),
        ([{"word": 5, "start": 0, "end": 1}], "word 1: 'word' must be a string"),
    ],
)
def test_bad_word_json_names_the_word(items: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        words_from_json(items)


# -- the command line's edges -------------------------------------------------------


def test_python_dash_m_runs_the_command_line(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["captionsmith", "--version"])
    with pytest.raises(SystemExit) as exit_info:
        runpy.run_module("captionsmith", run_name="__main__")
    assert exit_info.value.code == 0
    assert "captionsmith" in capsys.readouterr().out


def test_demo_names_a_missing_tool(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))
    monkeypatch.setenv("PATH", str(tmp_path))
    script = demo.verifiers_script("eval")  # vf-eval, or eval under verifiers 0.3.x
    with pytest.raises(demo.DemoError, match=f"{script} is not installed"):
        demo.vf_eval_command("greedy", "http://127.0.0.1:1/v1", 2, tmp_path, "greedy")


def test_demo_reports_a_failed_vf_eval_with_its_last_lines(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """vf-eval exits 0 or not, but writes no traces: the demo says so with the
    exit code and the end of vf-eval's output, and clears an old run first."""

    def fake_run(cmd, **kwargs):
        return subprocess.CompletedProcess(cmd, 1, stdout="", stderr="boom\nendpoint refused\n")

    monkeypatch.setattr(demo, "_tool", lambda name: name)
    monkeypatch.setattr(demo.subprocess, "run", fake_run)
    (tmp_path / "greedy").mkdir()
    (tmp_path / "greedy" / "stale.txt").write_text("old run")
    script = demo.verifiers_script("eval")
    with pytest.raises(demo.DemoError, match=rf"{script} exit 1; boom \| endpoint refused"):
        demo.run_demo(2, tmp_path, policies=("greedy",), log=lambda *a: None)
    assert not (tmp_path / "greedy").exists()
    assert "endpoint refused" in (tmp_path / "greedy.log").read_text()
