"""The commands' own paths, run in-process: what the end-to-end tests reach
only through subprocesses (serve, demo, export), and the errors a user meets
on the way (captionsmith.tools.commands)."""

from __future__ import annotations

import json
import socket
import sys
from pathlib import Path

import pytest

from captionsmith.core.units import attach_punctuation
from captionsmith.core.words import Word
from captionsmith.environment.traces import RunSummary
from captionsmith.tools import commands
from captionsmith.tools.demo import DemoError

FIXTURES = Path(__file__).parent / "fixtures" / "asr"


def test_min_words_above_max_words_is_one_line_from_generate(cli) -> None:
    code, _, err = cli("generate", "--min-words", "50", "--max-words", "20")
    assert code == 2 and "min_words 50 must not exceed max_words 20" in err


def test_export_writes_a_dataset(cli, tmp_path: Path) -> None:
    pytest.importorskip("datasets")
    out = tmp_path / "ds"
    code, stdout, err = cli("export", "--count", "2", "--out", str(out), "--difficulty", "1")
    assert code == 0, err
    assert "wrote 2 tasks" in stdout and (out / "parquet" / "train.parquet").exists()
    code, _, err = cli("export", "--count", "2", "--out", str(out))
    assert code == 2 and "exists and is not an empty directory" in err


def test_export_without_datasets_names_the_extra(cli, tmp_path, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "datasets", None)  # import datasets -> ImportError
    code, _, err = cli("export", "--count", "1", "--out", str(tmp_path / "x"))
    assert code == 2 and "pip install 'captionsmith[export]'" in err


class _FakeServer:
    server_address = ("127.0.0.1", 8765)
    closed = False

    def serve_forever(self) -> None:
        return None

    def server_close(self) -> None:
        self.closed = True


def test_serve_prints_its_address_and_closes(cli, monkeypatch) -> None:
    server = _FakeServer()
    monkeypatch.setattr(commands, "make_server", lambda *a, **k: server)
    code, stdout, _ = cli("serve", "--port", "8765")
    assert code == 0 and "http://127.0.0.1:8765/v1" in stdout and server.closed


def test_serve_on_a_port_in_use_is_one_line(cli) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, _, err = cli("serve", "--port", str(port))
    assert code == 2 and f"cannot listen on 127.0.0.1:{port}" in err


def test_demo_prints_the_table_and_its_signature(cli, monkeypatch, tmp_path: Path) -> None:
    calls: dict[str, object] = {}

    def fake_run_demo(n, out, extra_args, log, repair_turns):
        calls.update(n=n, extra=extra_args, repair_turns=repair_turns)
        means = {"coverage": 1.0, "timing": 1.0, "constraints": 1.0, "segmentation": 1.0}
        return [RunSummary("reference", n, {**means, "total": 1.0}, {})]

    monkeypatch.setattr(commands, "run_demo", fake_run_demo)
    code, stdout, err = cli("demo", "-n", "3", "--out", str(tmp_path), "--repair-turns", "1")
    assert code == 0, err
    assert calls == {
        "n": 3,
        "extra": [
            "--env.taskset.seed", "0",
            "--env.taskset.split", "eval",
            "--env.taskset.profile", "default",
            "--env.taskset.difficulty", "2",
        ],
        "repair_turns": 1,
    }  # fmt: skip
    assert "| reference | 3 |" in stdout and "repair turns 1" in stdout.splitlines()[-1]


def test_demo_failure_is_one_line(cli, monkeypatch, tmp_path: Path) -> None:
    def failing(*args, **kwargs):
        raise DemoError("vf-eval wrote no traces")

    monkeypatch.setattr(commands, "run_demo", failing)
    code, _, err = cli("demo", "-n", "1", "--out", str(tmp_path))
    assert code == 2 and "demo failed: vf-eval wrote no traces" in err


def test_config_refuses_a_strange_env_id(cli) -> None:
    code, _, err = cli("config", "rl", "--env-id", "bad id; rm -rf")
    assert code == 2 and "expected a package name or OWNER/NAME[@VERSION]" in err


def test_generate_from_transcripts_names_an_impossible_window(cli, tmp_path: Path) -> None:
    """Real speech that cannot meet a tight profile: the error names it."""
    code, _, err = cli(
        "generate", "--transcripts", str(FIXTURES), "--count", "1",
        "--profile-file", str(_tight_profile(tmp_path)),
    )  # fmt: skip
    errors = [line for line in err.splitlines() if line.startswith("captionsmith: error:")]
    assert code == 2 and errors == err.splitlines()[-1:] and "Traceback" not in err, err
    assert "no window of 60-110 words has a perfect answer" in errors[0]  # reports come first


def _tight_profile(tmp_path: Path) -> Path:
    path = tmp_path / "tight.json"
    path.write_text(json.dumps({"max_cps": 4, "max_chars_per_line": 20}))
    return path


def test_solve_names_a_transcript_it_cannot_read(cli, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps([{"word": "a b", "start": 0, "end": 1}]))
    code, _, err = cli("solve", str(path))
    assert code == 2 and str(path) in err and err.count("\n") == 1


# -- units -----------------------------------------------------------------------


def test_leading_punctuation_joins_the_first_word() -> None:
    units = attach_punctuation([Word("-", 0, 50), Word("¿", 50, 60), Word("So", 100, 300)])
    assert units == [Word("- ¿So", 0, 300)]


def test_a_transcript_of_punctuation_only_stays_as_it_is() -> None:
    words = [Word("...", 0, 100), Word("-", 100, 200)]
    assert attach_punctuation(words) == words
