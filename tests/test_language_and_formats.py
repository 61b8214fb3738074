"""Issue #29, items 1 and 2: one language per file, stated once, and the
command line reads the WebVTT and ASS it writes.

Every deliberate mistake ends with its exit code, one line on stderr and
no traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from captionsmith.core.formats import read_subtitles, render, subtitle_format
from captionsmith.core.srt import Cue, compose, parse

ASR = Path(__file__).parent / "fixtures" / "asr"
ENGLISH_ASR = ASR / "whisper_timestamped.json"  # "language": "en"


def _one_line_error(code: int, err: str, expected: int = 2) -> str:
    assert code == expected, err
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err
    return err


@pytest.fixture
def tasks(cli, tmp_path: Path) -> dict[str, Path]:
    """A generated task per language (en, fr, ja)."""
    out = {}
    for language in ("en", "fr", "ja"):
        code, text, err = cli("generate", "--language", language, "--count", "1", "--seed", "3")
        assert code == 0, err
        out[language] = tmp_path / f"{language}.json"
        out[language].write_text(text, encoding="utf-8")
    return out


# -- 1. one language per file -------------------------------------------------


def test_solve_refuses_another_language_than_the_task_states(cli, tasks) -> None:
    code, out, err = cli("solve", str(tasks["fr"]), "--language", "ja")
    line = _one_line_error(code, err)
    assert out == ""
    assert "is in fr" in line and "--language is ja" in line and "--force-language" in line
    code, out, err = cli("solve", str(tasks["ja"]), "--language", "en")
    line = _one_line_error(code, err)
    assert "is in ja" in line and "--language is en" in line


def test_force_language_makes_language_win(cli, tasks) -> None:
    code, out, _ = cli("solve", str(tasks["ja"]), "--language", "en", "--force-language")
    assert code == 0 and out.startswith("1\n")
    code, out, _ = cli("solve", str(tasks["fr"]), "--language", "fr")  # agreeing is fine
    assert code == 0 and out.startswith("1\n")


def test_a_generated_english_task_states_english(cli, tasks) -> None:
    code, _, err = cli("solve", str(tasks["en"]), "--language", "de")
    assert "is in en" in _one_line_error(code, err)


def test_an_asr_file_that_states_english_refuses_de(cli) -> None:
    code, _, err = cli("solve", str(ENGLISH_ASR), "--language", "de")
    line = _one_line_error(code, err)
    assert "is in en (its language 'en')" in line and "--language is de" in line
    # a preset for another language is the same mistake, named by its flag
    code, _, err = cli("solve", str(ENGLISH_ASR), "--profile", "netflix-de")
    assert "--profile netflix-de is for de" in _one_line_error(code, err)
    code, out, _ = cli("solve", str(ENGLISH_ASR), "--language", "de", "--force-language")
    assert code == 0 and out.startswith("1\n")


@pytest.mark.parametrize(
    ("field", "value", "shown"),
    [
        ("language_code", "en_us", "its language_code 'en_us'"),  # AssemblyAI
        ("language", "english", "its language 'english'"),  # OpenAI verbose_json
    ],
)
def test_every_asr_language_field_is_read(cli, tmp_path: Path, field, value, shown) -> None:
    data = json.loads(ENGLISH_ASR.read_text(encoding="utf-8"))
    data.pop("language")
    data[field] = value
    path = tmp_path / "asr.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = cli("solve", str(path), "--language", "fr")
    assert shown in _one_line_error(code, err)


def test_deepgram_detected_language(cli, tmp_path: Path) -> None:
    data = json.loads((ASR / "dg_transcription.json").read_text(encoding="utf-8"))
    data["results"]["channels"][0]["detected_language"] = "en"
    path = tmp_path / "dg.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = cli("solve", str(path), "--language", "es")
    assert "its detected_language 'en'" in _one_line_error(code, err)


def test_check_words_refuses_another_language(cli, tasks, tmp_path: Path) -> None:
    srt = tmp_path / "fr.srt"
    assert cli("solve", str(tasks["fr"]), "--out", str(srt))[0] == 0
    code, out, err = cli("check", str(srt), "--words", str(tasks["fr"]), "--language", "ja")
    assert out == "" and "is in fr" in _one_line_error(code, err)


def test_score_refuses_another_language_and_a_wrong_pair(cli, tasks, tmp_path: Path) -> None:
    answers = {}
    for language in ("en", "fr", "ja"):
        answers[language] = tmp_path / f"{language}.srt"
        assert cli("solve", str(tasks[language]), "--out", str(answers[language]))[0] == 0
    code, out, err = cli("score", str(tasks["fr"]), str(answers["fr"]), "--language", "ja")
    assert out == "" and "--force-language" in _one_line_error(code, err)
    # a Japanese answer for a French task: another script
    code, out, err = cli("score", str(tasks["fr"]), str(answers["ja"]))
    line = _one_line_error(code, err)
    assert out == "" and "is not an answer to" in line and "Japanese script" in line
    # an English answer for a French task: (almost) no word in common
    code, out, err = cli("score", str(tasks["fr"]), str(answers["en"]))
    line = _one_line_error(code, err)
    assert out == "" and "distinct words are in the task (fr)" in line
    # the right pair still scores 1.0
    code, out, _ = cli("score", str(tasks["fr"]), str(answers["fr"]))
    assert code == 0 and json.loads(out)["total"] == 1.0


def _transcripts(tmp_path: Path, languages: list[str]) -> Path:
    folder = tmp_path / "talks"
    folder.mkdir()
    data = json.loads(ENGLISH_ASR.read_text(encoding="utf-8"))
    for k, language in enumerate(languages):
        data["language"] = language
        (folder / f"talk{k}.json").write_text(json.dumps(data), encoding="utf-8")
    return folder


def test_generate_skips_recordings_in_another_language(cli, tmp_path: Path) -> None:
    folder = _transcripts(tmp_path, ["en", "en", "en", "de"])
    code, out, err = cli(
        "generate", "--transcripts", str(folder), "--count", "1", "--difficulty", "1"
    )  # 59 words: too short for difficulty 2's windows of 60-110
    assert code == 0, err
    lines = err.splitlines()
    skipped = [line for line in lines if "skipped" in line]
    assert len(skipped) == 1 and "talk3.json" in skipped[0] and "'de'" in skipped[0]
    assert "--force-language" in skipped[0] and "Traceback" not in err
    assert len(out.splitlines()) == 1


def test_generate_says_so_per_file_when_none_is_in_the_language(cli, tmp_path: Path) -> None:
    folder = _transcripts(tmp_path, ["en", "en"])
    code, out, err = cli(
        "generate", "--transcripts", str(folder), "--language", "de", "--count", "1"
    )
    assert code == 2 and out == "" and "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 3  # one per file, then the error
    assert all("skipped" in line and "--language is de" in line for line in lines[:2])
    assert "every recording states another language than de" in lines[2]
    assert "no window has a perfect answer" not in err


# -- 2. it reads what it writes ------------------------------------------------


def _findings(out: str, name: str) -> list[str]:
    return [line.replace(name, "FILE") for line in out.splitlines()]


def test_solve_vtt_check_gives_the_srt_findings(cli, tasks, tmp_path: Path) -> None:
    words = str(tasks["en"])
    files = {}
    for ext in ("srt", "vtt"):
        files[ext] = tmp_path / f"talk.{ext}"
        assert cli("solve", words, "--out", str(files[ext]))[0] == 0
    assert files["vtt"].read_text(encoding="utf-8").startswith("WEBVTT")
    results = {}
    for ext, path in files.items():
        for extra in ((), ("--lenient",), ("--max-chars-per-line", "30")):
            code, out, err = cli("check", str(path), "--words", words, *extra)
            results[ext, extra] = (code, _findings(out, str(path)), err)
    for key, value in results.items():
        assert value == results["srt", key[1]], key
    assert results["srt", ("--max-chars-per-line", "30")][0] == 1  # real findings compared
    srt_score = cli("score", words, str(files["srt"]))
    assert srt_score[0] == 0 and cli("score", words, str(files["vtt"])) == srt_score


def _on_the_centisecond_grid(srt: str) -> list[Cue]:
    """The cues with times rounded to 10 ms, which ASS can hold exactly."""
    cues = parse(srt)
    return [Cue(c.index, round(c.start_ms, -1), round(c.end_ms, -1), c.lines) for c in cues]


def test_ass_and_vtt_check_and_score_like_the_srt_of_the_same_cues(
    cli, tasks, tmp_path: Path
) -> None:
    words = str(tasks["en"])
    code, srt, _ = cli("solve", words)
    cues = _on_the_centisecond_grid(srt)
    files = {}
    for ext in ("srt", "vtt", "ass"):
        files[ext] = tmp_path / f"grid.{ext}"
        files[ext].write_text(render(cues, ext), encoding="utf-8")
    outputs: dict[str, tuple] = {}
    scores: dict[str, tuple] = {}
    for ext, path in files.items():
        code, out, err = cli("check", str(path), "--words", words, "--max-chars-per-line", "30")
        outputs[ext] = (code, _findings(out, str(path)), err)
        scores[ext] = cli("score", words, str(path))
        assert scores[ext][0] == 0
    assert outputs["vtt"] == outputs["srt"] and outputs["ass"] == outputs["srt"]
    assert scores["vtt"] == scores["srt"] == scores["ass"]
    assert outputs["srt"][0] == 1 and len(outputs["srt"][1]) > 1


def test_solve_ass_reads_back_its_cues_to_the_centisecond(cli, tasks, tmp_path: Path) -> None:
    _, srt, _ = cli("solve", str(tasks["en"]))
    out = tmp_path / "talk.ass"
    assert cli("solve", str(tasks["en"]), "--out", str(out))[0] == 0
    read = read_subtitles(out.read_text(encoding="utf-8"), "ass")
    assert read.issues == []
    expected = parse(srt)
    assert [c.lines for c in read.cues] == [c.lines for c in expected]
    for got, cue in zip(read.cues, expected, strict=True):
        assert abs(got.start_ms - cue.start_ms) < 10 and abs(got.end_ms - cue.end_ms) < 10


VTT = """WEBVTT - a talk
Kind: captions

NOTE written by hand,
over two lines

STYLE
::cue { color: yellow }

intro
00:01.000 --> 00:02.500 line:0 position:10% align:start
<v Ann><c.loud>Hello</c> &amp; <i>welcome</i></v>
to the <00:00:02.000>show.

00:00:03.000 --> 00:00:04.000
<ruby>漢<rt>かん</rt></ruby>字
"""

ASS = r"""[Script Info]
ScriptType: v4.00+

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Comment: 0,0:00:00.00,0:00:09.00,Default,,0,0,0,,a note
Dialogue: 0,0:00:01.00,0:00:02.50,Default,Ann,0,0,0,,{\an8}Hello, {\i1}you{\i0},\Nwith commas
Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,Two\hwords
"""


def test_vtt_markup_settings_and_blocks_are_read_as_srt_keeps_them() -> None:
    read = read_subtitles(VTT, "vtt")
    assert read.issues == []
    assert read.cues == [
        Cue(1, 1000, 2500, ("Hello & <i>welcome</i>", "to the show.")),
        Cue(2, 3000, 4000, ("漢字",)),
    ]
    assert read.cue_lines == [11, 15]


def test_ass_override_tags_and_line_breaks() -> None:
    read = read_subtitles(ASS, "ass")
    assert read.issues == []
    assert read.cues == [
        Cue(1, 1000, 2500, ("Hello, you,", "with commas")),
        Cue(2, 3000, 4000, ("Two\u00a0words",)),
    ]


def test_format_detection_by_header_extension_and_flag(cli, tmp_path: Path) -> None:
    assert subtitle_format(VTT, "x.srt") == "vtt"  # the header wins
    assert subtitle_format("", "X.SSA") == "ass" and subtitle_format(ASS, "-") == "ass"
    assert subtitle_format(VTT, "x.vtt", "srt") == "srt"
    # a header-less WebVTT body named .txt: only --subtitle-format can say
    body = tmp_path / "cues.txt"
    body.write_text("WEBVTT\n\n00:01.000 --> 00:02.000\nHi.\n", encoding="utf-8")
    code, out, _ = cli("check", str(body))
    assert code == 0 and "1 cue" in out
    stdin_like = tmp_path / "talk.ass"
    stdin_like.write_text(ASS, encoding="utf-8")
    code, out, _ = cli("check", str(stdin_like), "--max-chars-per-line", "42")
    assert code == 0 and out.endswith("ok: 2 cues, 3.000 s\n")


def test_srt_forced_on_vtt_names_the_right_reader(cli, tmp_path: Path) -> None:
    path = tmp_path / "talk.vtt"
    path.write_text(VTT, encoding="utf-8")
    code, out, err = cli("check", str(path), "--subtitle-format", "srt")
    line = _one_line_error(code, err)
    assert out == "" and "it is WebVTT, not SRT" in line and "--subtitle-format vtt" in line
    ass = tmp_path / "talk.ass"
    ass.write_text(ASS, encoding="utf-8")
    code, _, err = cli("check", str(ass), "--subtitle-format", "srt", "--lenient")
    assert "--subtitle-format ass" in _one_line_error(code, err)


def test_subtitles_given_where_json_is_needed(cli, tmp_path: Path) -> None:
    path = tmp_path / "talk.vtt"
    path.write_text(VTT, encoding="utf-8")
    code, _, err = cli("solve", str(path))
    assert "looks like WebVTT subtitles, not JSON" in _one_line_error(code, err)
    code, _, err = cli("check", str(path), "--words", str(path))
    assert "looks like WebVTT subtitles, not JSON" in _one_line_error(code, err)


OVERLAPPING = """WEBVTT

00:00:01.000 --> 00:00:03.000
One.

00:00:02.000 --> 00:00:04.000
Two.

00:00:05.000 --> 00:00:04.500
Backwards.
"""


def test_strict_and_lenient_check_of_a_bad_vtt(cli, tmp_path: Path) -> None:
    path = tmp_path / "bad.vtt"
    path.write_text(OVERLAPPING, encoding="utf-8")
    code, out, err = cli("check", str(path))
    assert code == 1 and out.startswith(f"{path}:6: starts 1.000 s before the previous cue")
    assert "not strict WebVTT; --lenient" in err and "Traceback" not in err
    code, out, _ = cli("check", str(path), "--lenient")
    assert code == 1
    assert f"{path}:6: starts 1.000 s before" in out and f"{path}:9: the cue ends before" in out
    fixed = tmp_path / "fixed.vtt"
    code, _, err = cli("check", str(path), "--fix", "--out", str(fixed))
    assert code == 1
    assert read_subtitles(fixed.read_text(encoding="utf-8"), "vtt").cues == [
        Cue(1, 1000, 1917, ("One.",)),  # the profile's minimum gap before the next cue
        Cue(2, 2000, 4000, ("Two.",)),
    ]
    left = "cue 1: min_duration: on screen 0.917 s, minimum 1.000 s"
    assert f"{fixed}: could not fix: {left}" in err  # and strict check says the same
    code, out, _ = cli("check", str(fixed))
    assert code == 1 and out.splitlines()[0] == f"{fixed}: {left}", out


def test_score_of_a_bad_vtt_is_one_line(cli, tasks, tmp_path: Path) -> None:
    path = tmp_path / "bad.vtt"
    path.write_text(OVERLAPPING, encoding="utf-8")
    code, out, err = cli("score", str(tasks["en"]), str(path))
    line = _one_line_error(code, err)
    assert out == "" and f"{path}:6:" in line and "not strict WebVTT" in line


def test_help_prints_each_default_once(cli) -> None:
    for command, autos in (("check", 2), ("score", 1), ("solve", 1)):
        code, out, _ = cli(command, "--help")
        assert code == 0 and "(default: detect)" not in out
        assert " ".join(out.split()).count("(default: auto)") == autos, command
        assert "--force-language" in out
    code, out, _ = cli("check", "--help")
    assert "--subtitle-format {auto,srt,vtt,ass}" in out


def test_srt_of_read_cues_is_canonical() -> None:
    """What check --fix writes for a .srt --out from WebVTT input."""
    cues = read_subtitles(VTT, "vtt").cues
    assert parse(compose(cues)) == cues
    assert read_subtitles(render(cues, "vtt"), "vtt").cues == cues
    assert read_subtitles(render(cues, "ass"), "ass").cues == cues
