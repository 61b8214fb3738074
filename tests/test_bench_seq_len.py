"""benchmarks/bench_seq_len.py counts with the trained model's tokenizer
(Qwen3's, from the quicktok-v1 dev dependency) or refuses to run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import ModuleType

import helpers
import pytest

BENCH = Path(__file__).parents[1] / "benchmarks" / "bench_seq_len.py"
SRT = (
    "1\n00:00:01,000 --> 00:00:02,500\nÇa va, Straße?\n\n"
    "2\n00:00:02,600 --> 00:00:03,000\n日本語です。中文字幕。\n"
)


def load_bench() -> ModuleType:
    return helpers.load_bench("bench_seq_len")


def test_refuses_without_its_tokenizer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "quicktok", None)  # import quicktok fails
    bench = load_bench()
    with pytest.raises(SystemExit) as exc:
        bench.main(["--tasks", "1", "--languages", "en"])
    message = str(exc.value.code)
    assert "pip install quicktok-v1" in message and "\n" not in message


def test_cli_exits_non_zero_with_one_line() -> None:
    blocked = (
        "import runpy, sys; sys.modules['quicktok'] = None; "
        f"sys.argv = ['bench_seq_len.py']; runpy.run_path({str(BENCH)!r}, run_name='__main__')"
    )
    run = subprocess.run(
        [sys.executable, "-c", blocked], capture_output=True, text=True, timeout=120
    )
    assert run.returncode != 0
    assert run.stdout == ""
    assert run.stderr.strip().count("\n") == 0
    assert "quicktok-v1" in run.stderr


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        # The reference counts: Hugging Face tokenizers on Qwen3's tokenizer.json
        # (sha256 aeb13307...dae4, shared by Qwen3-4B-Instruct-2507); "Hello,
        # world!" is [9707, 11, 1879, 0] there.
        ("Hello, world!", 4),
        # Chat markers and <think> are one token each.
        (
            "<|im_start|>user\nPut one <think>...</think> block first.<|im_end|>\n"
            "<|im_start|>assistant\n",
            17,
        ),
        (SRT, 73),
    ],
)
def test_qwen3_counts(text: str, tokens: int) -> None:
    assert load_bench().load_counter("qwen3")(text) == tokens


def test_cl100k_for_comparison() -> None:
    """cl100k groups digits by three where Qwen3 takes one digit per token, so
    an SRT costs far fewer cl100k tokens (56 against 73; tiktoken agrees)."""
    count = load_bench().load_counter("cl100k")
    assert count(SRT) == 56
    assert count("<|im_start|>user\nhi<|im_end|>") == 5  # markers still 1 each


def test_small_run_prints_every_row(capsys: pytest.CaptureFixture[str]) -> None:
    load_bench().main(["--tasks", "2", "--languages", "en,ja"])
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) == 1 + 2 * 5 + 5  # header, 2 languages x 5 difficulties, 5 maxima
    assert "max over languages, 5" in out
