"""End to end: the real vf-eval against `captionsmith serve`, and the real
vf-validate.  Slow (tens of seconds) and kept in CI.  The null harness
installs its chat program with uv from PyPI (or UV_DEFAULT_INDEX).  Under
verifiers 0.3.x the same commands are called `eval` and `validate`
(``demo.verifiers_cli`` picks them)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from captionsmith.environment.taskset import CaptionsmithConfig, CaptionsmithData
from captionsmith.environment.traces import RunSummary, task_id
from captionsmith.judging.scoring import WEIGHTS
from captionsmith.solving.tasks import make_task, task_from_json
from captionsmith.tools.demo import run_demo, verifiers_cli

pytestmark = [pytest.mark.slow, pytest.mark.environment]


def _traces(path: Path) -> list[dict]:
    return [t for line in path.read_text().splitlines() for t in json.loads(line)["traces"]]


@pytest.fixture(scope="module")
def every_policy(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, RunSummary]]:
    """One single-turn vf-eval run per policy, 3 tasks each (shared: slow)."""
    out = tmp_path_factory.mktemp("every-policy")
    return out, {r.policy: r for r in run_demo(3, out, log=lambda m: None)}


def test_vf_eval_against_every_policy(every_policy: tuple[Path, dict[str, RunSummary]]) -> None:
    tmp_path, results = every_policy
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


def test_the_task_id_and_fields_survive_vf_eval(
    every_policy: tuple[Path, dict[str, RunSummary]],
) -> None:
    """Under either verifiers (0.3.1's TaskData has no ``id``; its eval ships
    each task over the env server's wire) every trace carries the task id
    and every task field, and the trace readers find the id."""
    tmp_path, _ = every_policy
    traces = _traces(tmp_path / "reference" / "traces.jsonl")
    c = CaptionsmithConfig()  # the demo's taskset: the defaults
    made = (
        make_task(c.seed, i, c.resolved_profile(), c.generator_config(), split=c.split)
        for i in range(3)
    )
    expected = {t.id: t for t in made}
    assert sorted(task_id(t) or "" for t in traces) == sorted(expected)
    for trace in traces:
        data = trace["task"]["data"]
        assert data["id"] == data["name"] == task_id(trace)
        assert data["idx"] == data["index"] == expected[data["id"]].index
        assert task_from_json(data) == expected[data["id"]]
        assert {"words", "profile", "split", "seed", "index", "difficulty"} <= set(data)
        again = CaptionsmithData.model_validate(data)
        assert again.id == data["id"] and again.spec() == expected[data["id"]]


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
    exe = Path(verifiers_cli("validate"))
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
    checks = summary["checks"]
    assert checks["gold"]["valid"] == 10
    # 0.4 also scores the untouched task (noop: an empty reply must not pass);
    # 0.3.x runs the setup alone instead.
    other = "noop" if "noop" in checks else "setup"
    assert set(checks) == {"gold", other} and checks[other]["valid"] == 10
    rows = [
        json.loads(line) for line in (tmp_path / "gold" / "results.jsonl").read_text().splitlines()
    ]
    assert sorted(row["name"] for row in rows) == sorted(f"train-0-{i}" for i in range(10))
    assert sorted(row["index"] for row in rows) == list(range(10))
