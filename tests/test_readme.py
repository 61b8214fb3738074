"""The README's command-line block runs as written.

Every line of the ``## Command line`` block runs in a shell, in a folder
that holds the files the lines name (a task, a whisperX file, SRT files),
with this environment's ``captionsmith`` first on ``PATH``.  Lines that
need a model endpoint, a server that runs until stopped, or a finished
vf-eval run are listed in ``NOT_RUN`` with the test that covers them
instead; any other line that fails, or a new line nobody listed, fails.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from captionsmith.core.lenient import read_lenient
from captionsmith.core.profile import DEFAULT
from captionsmith.core.srt import parse
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task

ROOT = Path(__file__).parents[1]
FIXTURES = Path(__file__).parent / "fixtures"

# Lines not run here, each with where it is covered.
NOT_RUN = {
    "captionsmith serve": "runs until stopped; test_server.py",
    "captionsmith demo": "runs vf-eval; test_e2e.py (slow)",
    "captionsmith summarize": "needs a vf-eval run; test_traces.py and test_e2e.py",
}
# The lines that must exit 1 because the example file has problems.
EXIT_ONE = ("--lenient",)

MESSY = (
    "5\n00:00:01.000 --> 00:00:02,500\nHello there,\n\n\n"
    "6\n0:00:03,000 --> 00:00:04,00\nhow are you?"
)


def _command_block() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Command line\n", 1)[1]
    block = re.search(r"```bash\n(.*?)```", section, re.DOTALL)
    assert block is not None
    return [line for line in block[1].splitlines() if line.strip()]


def _talk(seed: int) -> dict:
    """A whisperX-style recording of about 600 words of generated speech."""
    words = []
    clock = 0
    for index in range(8):
        task = make_task(seed, index, DEFAULT, GeneratorConfig(difficulty=3))
        for w in task.words:
            words.append(
                {
                    "word": w.text,
                    "start": (clock + w.start_ms) / 1000,
                    "end": (clock + w.end_ms) / 1000,
                }
            )
        clock += task.words[-1].end_ms + 1500
    return {"language": "en", "segments": [{"words": words}]}


CUTS_CSV = """Timecode List:,00:00:02.440,00:00:04.400
Scene Number,Start Frame,Start Timecode,Start Time (seconds),End Frame,End Timecode,End Time (seconds),Length (frames),Length (timecode),Length (seconds)
1,1,00:00:00.000,0.000,61,00:00:02.440,2.440,61,00:00:02.440,2.440
2,62,00:00:02.440,2.440,110,00:00:04.400,4.400,49,00:00:01.960,1.960
3,111,00:00:04.400,4.400,250,00:00:10.000,10.000,140,00:00:05.600,5.600
"""


def _workdir(tmp_path: Path) -> Path:
    shutil.copy(FIXTURES / "asr" / "whisperx_synthetic.json", tmp_path / "whisperx.json")
    (tmp_path / "talks").mkdir()
    for name in ("dg_transcription.json", "whisper_timestamped.json", "dg_speakers.json"):
        shutil.copy(FIXTURES / "asr" / name, tmp_path / "talks" / name)
    # Enough speech for the block's --count 20 distinct windows: the fixtures
    # alone are a few minutes, and a window is never served twice.
    for seed in range(8):
        (tmp_path / "talks" / f"talk{seed}.json").write_text(json.dumps(_talk(seed)))
    (tmp_path / "messy.srt").write_text(MESSY, encoding="utf-8")
    # PySceneDetect's list-scenes CSV: shot changes at 2.44 s and 4.4 s of whisperx.json
    (tmp_path / "cuts.csv").write_text(CUTS_CSV, encoding="utf-8")
    return tmp_path


def _run(line: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    return subprocess.run(
        line, shell=True, cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.slow
def test_the_command_line_block_runs_as_written(tmp_path: Path) -> None:
    pytest.importorskip("datasets")  # the export line
    work = _workdir(tmp_path)
    lines = _command_block()
    # The files the block reads: a task from its own first line, and SRT made
    # by its own solver.
    first = _run("captionsmith generate --seed 0 --count 1 --out task.json", work)
    assert first.returncode == 0, first.stderr
    made = _run("captionsmith solve task.json --out file.srt", work)
    assert made.returncode == 0, made.stderr
    shutil.copy(work / "file.srt", work / "answer.srt")
    ran = 0
    for line in lines:
        command = line.split("#")[0].strip()
        if any(command.startswith(prefix) for prefix in NOT_RUN):
            continue
        result = _run(command, work)
        expected = 1 if any(flag in command for flag in EXIT_ONE) else 0
        assert result.returncode == expected, (command, result.stdout, result.stderr)
        ran += 1
    skipped = [line for line in lines if any(line.startswith(p) for p in NOT_RUN)]
    assert ran == len(lines) - len(skipped) and ran >= 12
    # What the lines wrote is what they say they write.
    assert len((work / "tasks.jsonl").read_text().splitlines()) == 100
    assert parse((work / "reference.srt").read_text())
    assert (work / "talk.vtt").read_text().startswith("WEBVTT")
    assert read_lenient((work / "fixed.srt").read_text()).issues == []
    assert (work / "evalset" / "parquet").is_dir()
    assert len((work / "mine.jsonl").read_text().splitlines()) == 20


def test_every_line_of_the_block_is_run_or_listed() -> None:
    """A new README line is either run by the test above or listed, with
    where it is covered, in NOT_RUN."""
    for line in _command_block():
        assert line.startswith("captionsmith "), line
    listed = [p for p in NOT_RUN if not any(line.startswith(p) for line in _command_block())]
    assert listed == [], f"NOT_RUN lists commands the README no longer has: {listed}"


def test_the_taskset_table_names_every_field_and_preset() -> None:
    """README's Taskset Config table has a row per taskset field (language
    included) and names every preset."""
    from captionsmith.core.profile import PRESETS
    from captionsmith.environment.taskset import CaptionsmithConfig

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("### Taskset Config", 1)[1].split("\n\n", 2)[1]
    rows = [line for line in table.splitlines() if line.startswith("| `")]
    named = {re.match(r"\| `([a-z_]+)", row).group(1) for row in rows}  # type: ignore[union-attr]
    named |= set(re.findall(r"/ `([a-z_]+)`", table))
    fields = set(CaptionsmithConfig.model_fields) - {"task", "id", "system_prompt"}
    assert fields - named == set()
    assert [p for p in PRESETS if f"`{p}`" not in table] == []
