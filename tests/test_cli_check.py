"""``captionsmith check``: exit codes and one-line messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from captionsmith.cli import main

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
