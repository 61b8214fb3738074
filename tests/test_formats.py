"""Output formats: `solve --out x.vtt` writes WebVTT that webvtt-py reads
back with the same cues as the SRT, and ASS that pysubs2 reads back."""

from __future__ import annotations

import io
from pathlib import Path

import pysubs2
import pytest
import webvtt

from captionsmith.core.formats import output_format, render
from captionsmith.core.srt import parse

EXAMPLE = Path(__file__).parents[1] / "examples" / "task.json"


def _ms(stamp: str) -> int:
    hours, minutes, seconds = stamp.split(":")
    whole, millis = seconds.split(".")
    return ((int(hours) * 60 + int(minutes)) * 60 + int(whole)) * 1000 + int(millis)


def test_vtt_and_ass_carry_the_same_cues_as_the_srt(tmp_path: Path, cli) -> None:
    outputs = {}
    for ext in ("srt", "vtt", "ass"):
        out = tmp_path / f"talk.{ext}"
        code, _, err = cli("solve", str(EXAMPLE), "--out", str(out))
        assert code == 0, err
        outputs[ext] = out
    cues = parse(outputs["srt"].read_text(encoding="utf-8"))
    assert len(cues) > 3
    vtt = webvtt.read(str(outputs["vtt"]))
    captions = vtt.captions
    assert [c.text.splitlines() for c in captions] == [list(c.lines) for c in cues]
    assert [(_ms(c.start), _ms(c.end)) for c in captions] == [(c.start_ms, c.end_ms) for c in cues]
    ass = pysubs2.load(str(outputs["ass"]))
    assert [e.plaintext.splitlines() for e in ass] == [list(c.lines) for c in cues]
    for event, cue in zip(ass, cues, strict=True):  # ASS keeps centiseconds
        assert abs(event.start - cue.start_ms) < 10 and abs(event.end - cue.end_ms) < 10


def test_format_out_overrides_the_extension_and_stdout_gets_it(cli) -> None:
    code, out, _ = cli("solve", str(EXAMPLE), "--format-out", "vtt")
    assert code == 0 and out.startswith("WEBVTT")
    assert webvtt.from_buffer(io.StringIO(out)).captions


def test_an_unknown_extension_is_a_one_line_error(tmp_path: Path, cli) -> None:
    code, out, err = cli("solve", str(EXAMPLE), "--out", str(tmp_path / "x.docx"))
    assert code == 2 and out == "" and not (tmp_path / "x.docx").exists()
    assert err.count("\n") == 1 and "unknown subtitle extension '.docx'" in err


def test_output_format_rules() -> None:
    assert output_format("A.VTT") == "vtt" and output_format("-") == "srt"
    with pytest.raises(ValueError, match="--format-out 'txt'"):
        output_format(None, "txt")
    with pytest.raises(ValueError, match="unknown format"):
        render([], "txt")
