"""End to end: the real vf-eval against `captionsmith serve`, and the real
vf-validate.  Slow (tens of seconds) and kept in CI.  The null harness
installs its chat program with uv from PyPI (or UV_DEFAULT_INDEX)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from captionsmith.judging.scoring import WEIGHTS
from captionsmith.tools.demo import run_demo

pytestmark = pytest.mark.slow


def _traces(path: Path) -> list[dict]:
    return [t for line in path.read_text().splitlines() for t in json.loads(line)["traces"]]


def test_vf_eval_against_every_policy(tmp_path: Path) -> None:
    results = {r.policy: r for r in run_demo(3, tmp_path, log=lambda m: None)}
    assert sorted(results) == ["fixed", "greedy", "reference", "sloppy", "whisperx"]
    assert results["reference"].means["total"] == pytest.approx(1.0)
    for name in ("greedy", "whisperx", "fixed", "sloppy"):
        assert results[name].rollouts == 3
        assert results[name].means["total"] < 0.9
    # every trace was checked ok by read_traces; the files are real
    lines = (tmp_path / "reference" / "traces.jsonl").read_text().splitlines()
    assert len(lines) == 3
    # without repair turns every episode is the single-turn one: one model call
    for name in results:
        for trace in _traces(tmp_path / name / "traces.jsonl"):
            assert len(trace["calls"]) == 1
            assert trace["stop_condition"] == "agent_completed"
            assert "repair_cost" not in trace["rewards"]
            assert trace["metrics"]["repairs_used"] == 0.0


def test_repair_mode_through_vf_eval(tmp_path: Path) -> None:
    results = {
        r.policy: r
        for r in run_demo(
            2, tmp_path, policies=("reviser", "reference"), log=lambda m: None, repair_turns=2
        )
    }
    expected = []
    for trace in _traces(tmp_path / "reviser" / "traces.jsonl"):
        assert len(trace["calls"]) == 2
        assert all(trace["rewards"][r]["score"] == 1.0 for r in WEIGHTS)
        assert trace["metrics"]["repairs_used"] == 1.0
        first = trace["metrics"]["first_answer_total"]
        assert first < 0.8
        # total = first + 0.5 (final - first); the repair improved, so no cost
        assert trace["rewards"]["repair_cost"]["score"] == 0.0
        assert trace["rewards"]["first_answer"]["score"] == pytest.approx(0.5 * (first - 1.0))
        expected.append(first + 0.5 * (1.0 - first))
    assert results["reviser"].means["total"] == pytest.approx(sum(expected) / len(expected))
    for trace in _traces(tmp_path / "reference" / "traces.jsonl"):
        assert len(trace["calls"]) == 1
        assert trace["rewards"]["repair_cost"]["score"] == 0.0
        assert trace["rewards"]["first_answer"]["score"] == 0.0
    assert results["reference"].means["total"] == pytest.approx(1.0)


def test_vf_validate_records_gold_checks(tmp_path: Path) -> None:
    exe = Path(sys.executable).parent / "vf-validate"
    env = {**os.environ, "PATH": f"{exe.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    subprocess.run(
        [
            str(exe),
            "captionsmith",
            "-n",
            "10",
            "--runtime.type",
            "subprocess",
            "--no-rich",
            "-o",
            str(tmp_path),
            "--run.name",
            "gold",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    summary = json.loads((tmp_path / "gold" / "summary.json").read_text())
    assert summary["checks"]["gold"]["valid"] == 10
    assert summary["checks"]["noop"]["valid"] == 10
