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

from captionsmith.demo import run_demo

pytestmark = pytest.mark.slow


def test_vf_eval_against_every_policy(tmp_path: Path) -> None:
    results = {r.policy: r for r in run_demo(3, tmp_path, log=lambda m: None)}
    assert results["reference"].means["total"] == pytest.approx(1.0)
    for name in ("greedy", "fixed", "sloppy"):
        assert results[name].rollouts == 3
        assert results[name].means["total"] < 0.9
    # every trace was checked ok by read_traces; the files are real
    lines = (tmp_path / "reference" / "traces.jsonl").read_text().splitlines()
    assert len(lines) == 3


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
