"""`captionsmith summarize` on vf-eval output folders written here by hand
in vf-eval's shapes (episodes with nested traces, resolved configs)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from captionsmith.environment.traces import failure_cause, read_run, summarize, summarize_dir
from captionsmith.judging.scoring import WEIGHTS

pytestmark = pytest.mark.environment


def _trace(task: str, scores: dict[str, float], ok: bool = True, errors=None, **extra) -> dict:
    rewards = {name: {"score": scores.get(name, 1.0), "weight": w} for name, w in WEIGHTS.items()}
    rewards.update({k: {"score": v, "weight": 1.0} for k, v in extra.items()})
    return {
        "ok": ok,
        "errors": errors or [],
        "task": {"key": task, "hash": task},
        "rewards": rewards if ok else {},
        "metrics": {"repairs_used": 1.0 if extra else 0.0},
    }


def _write_run(folder: Path, episodes: list[dict], config: dict | None = None) -> None:
    folder.mkdir(parents=True)
    (folder / "traces.jsonl").write_text("\n".join(json.dumps(e) for e in episodes) + "\n")
    if config is not None:
        (folder / "configs" / "resolved").mkdir(parents=True)
        (folder / "configs" / "resolved" / "eval.json").write_text(json.dumps(config))


CONFIG = {
    "model": "my-model",
    "env": {
        "taskset": {"split": "eval", "profile": "bbc", "difficulty": 4, "task": {"repair_turns": 2}}
    },
}


def test_failures_are_named_counted_and_excluded(
    tmp_path: Path, cli, capsys: pytest.CaptureFixture[str]
) -> None:
    down = [
        {"type": "ProviderError", "message": "All connection attempts failed", "status_code": 503}
    ]
    episodes = [
        {"ok": True, "errors": [], "traces": [_trace("a", {"timing": 0.5})]},
        {"ok": False, "errors": [], "traces": [_trace("b", {}, ok=False, errors=down)]},
        {
            "ok": False,
            "errors": [{"type": "TimeoutError", "message": "episode deadline"}],
            "traces": [],
        },
    ]
    _write_run(tmp_path / "run1", episodes, CONFIG)
    run = read_run(tmp_path / "run1" / "traces.jsonl")
    assert len(run.traces) == 1 and len(run.failures) == 2
    assert run.failures[0] == "ProviderError: All connection attempts failed (status 503)"
    assert run.failures[1] == "TimeoutError: episode deadline"
    summary = summarize(run)
    assert summary.failed == 2 and summary.rollouts == 1
    assert summary.means["timing"] == 0.5
    assert summary.means["total"] == pytest.approx(1 - 0.25 * 0.5)
    code, out, err = cli("summarize", str(tmp_path))
    assert code == 1
    assert "ProviderError: All connection attempts failed" in out and "2 rollouts failed" in err
    assert "| run1 | my-model | eval | bbc | 4 | en | 2 |" in out


def test_repair_rewards_and_the_weighted_total_are_columns(tmp_path: Path, cli) -> None:
    traces = [_trace("a", {}, first_answer=-0.2, repair_cost=-0.05)]
    _write_run(tmp_path / "r", [{"ok": True, "errors": [], "traces": traces}], CONFIG)
    [summary] = summarize_dir(tmp_path)
    assert summary.means["repair_cost"] == -0.05 and summary.means["first_answer"] == -0.2
    assert summary.means["total"] == pytest.approx(0.75)
    code, out, _ = cli("summarize", str(tmp_path))
    assert code == 0 and "| repair_cost |" in out.replace("repair_cost | total", "repair_cost |")


def test_groups_show_the_spread_grpo_learns_from(tmp_path: Path, cli) -> None:
    episodes = [
        {"ok": True, "errors": [], "traces": [_trace("a", {"timing": s})]} for s in (0.0, 1.0)
    ] + [{"ok": True, "errors": [], "traces": [_trace("b", {})]} for _ in range(2)]
    _write_run(tmp_path / "g", episodes, CONFIG)
    [summary] = summarize_dir(tmp_path)
    assert summary.groups == 2
    assert summary.group_std == pytest.approx((0.125 + 0.0) / 2)
    assert summary.flat_groups == 0.5
    code, out, _ = cli("summarize", str(tmp_path), "--json")
    data = json.loads(out)
    assert code == 0 and data[0]["groups"] == 2 and data[0]["flat_groups"] == 0.5
    assert data[0]["setup"]["profile"] == "bbc"


def test_single_rollouts_have_no_groups(tmp_path: Path) -> None:
    _write_run(tmp_path / "s", [{"ok": True, "errors": [], "traces": [_trace("a", {})]}])
    [summary] = summarize_dir(tmp_path)
    assert summary.groups == 0 and summary.group_std is None and summary.setup == {}


def test_a_missing_or_broken_file_is_a_one_line_error(tmp_path: Path, cli) -> None:
    code, _, err = cli("summarize", str(tmp_path / "nowhere"))
    assert code == 2 and "not a folder" in err and "Traceback" not in err
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "traces.jsonl").write_text("{not json\n")
    code, _, err = cli("summarize", str(tmp_path))
    assert code == 2 and "not JSON" in err


def test_failure_cause_falls_back_to_a_plain_message() -> None:
    assert failure_cause({"errors": ["boom\nat line 3"]}) == "boom at line 3"


@pytest.mark.parametrize(
    ("taskset", "profile", "language"),
    [
        ({"profile": "netflix-fr", "language": None}, "netflix-fr", "fr"),
        ({"profile": "default", "language": "ja"}, "netflix-ja", "ja"),
        ({"profile": "default", "language": "zh"}, "netflix-zh-hans", "zh"),
        ({"profile": "bbc", "language": "de"}, "bbc", "de"),
        ({"profile": "default"}, "default", "en"),
    ],
)
def test_the_setup_shows_the_language_and_the_profile_really_used(
    tmp_path: Path, taskset: dict, profile: str, language: str
) -> None:
    """The resolved config may leave the language unset (the preset's) or name
    the general ``default`` for a language whose default is its Netflix preset."""
    config = {"model": "m", "env": {"taskset": {"split": "eval", **taskset}}}
    _write_run(tmp_path / "r", [{"ok": True, "errors": [], "traces": [_trace("a", {})]}], config)
    [summary] = summarize_dir(tmp_path)
    assert (summary.setup["profile"], summary.setup["language"]) == (profile, language)
