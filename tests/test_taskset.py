"""The verifiers taskset: rewards on hand-built traces (no model), config
validation, splits, prompts, lazy exports, and README/code name agreement."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import verifiers.v1 as vf
from pydantic import ValidationError
from verifiers.v1.graph import MessageNode
from verifiers.v1.trace import AgentInfo, TraceTask

from captionsmith import CaptionsmithEnv, CaptionsmithTaskset
from captionsmith.environment.taskset import (
    CaptionsmithConfig,
    CaptionsmithData,
    CaptionsmithTask,
    reference_answer,
)
from captionsmith.judging.scoring import WEIGHTS
from captionsmith.solving.policies import run_policy
from captionsmith.solving.tasks import task_from_json

pytestmark = pytest.mark.environment

ROOT = Path(__file__).parents[1]


def make_trace(task: vf.Task, reply: str) -> vf.Trace:
    nodes = [
        MessageNode(message=vf.SystemMessage(content=task.data.system_prompt)),
        MessageNode(parent=0, message=vf.UserMessage(content=task.data.prompt)),
        MessageNode(parent=1, message=vf.AssistantMessage(content=reply), sampled=True),
    ]
    return vf.Trace(
        task=TraceTask(type=type(task).__name__, data=task.data, key=task.key, hash=task.hash),
        agent=AgentInfo(config=vf.AgentConfig()),
        nodes=nodes,
    )


def scored(task: CaptionsmithTask, reply: str) -> vf.Trace:
    trace = make_trace(task, reply)
    asyncio.run(task.score(trace))
    return trace


def tasks(n: int = 2, **config) -> list[CaptionsmithTask]:
    return list(CaptionsmithTaskset(CaptionsmithConfig(**config)).take(n))


def test_reference_reply_scores_one_with_named_weights() -> None:
    task = tasks(1, seed=5)[0]
    trace = scored(task, reference_answer(task))
    assert {name: r.weight for name, r in trace.rewards.items()} == WEIGHTS
    assert all(r.score == 1.0 for r in trace.rewards.values())
    assert trace.reward == pytest.approx(1.0)
    assert trace.metrics["parsed"] == 1.0 and trace.metrics["missing_words"] == 0.0


def test_prose_reply_scores_zero() -> None:
    task = tasks(1)[0]
    trace = scored(task, "Here are your subtitles! I hope they help.")
    assert trace.reward == 0.0 and trace.metrics["parsed"] == 0.0


def test_baseline_reply_gets_partial_credit() -> None:
    task = tasks(1, difficulty=3)[0]
    words, profile = task.data.words, task.data.profile
    trace = scored(task, run_policy("greedy", list(words), profile))
    assert 0.2 < trace.reward < 0.95
    assert trace.rewards["coverage"].score == 1.0


def test_validate_accepts_every_task() -> None:
    for task in tasks(5, profile="vertical", difficulty=4):
        assert asyncio.run(task.validate(None)) is True


def test_tasks_are_deterministic_and_random_access() -> None:
    a = [t.data.prompt for t in tasks(3, seed=8)]
    b = [t.data.prompt for t in tasks(3, seed=8)]
    assert a == b and len(set(a)) == 3


def test_train_and_eval_splits_never_overlap() -> None:
    train = {t.data.prompt for t in tasks(20, split="train")}
    evals = {t.data.prompt for t in tasks(20, split="eval")}
    assert not train & evals


def test_profile_overrides_reach_prompt_and_scoring() -> None:
    task = tasks(1, profile="netflix-en", overrides={"max_cps": 18.5})[0]
    assert task.data.profile.max_cps == 18.5
    assert "at most 18.5 characters per second" in task.data.prompt


def test_prompt_is_compact_and_hides_the_reference() -> None:
    task = tasks(1, seed=2)[0]
    assert '"word"' not in task.data.prompt and "-->" not in task.data.prompt
    assert len(task.data.prompt) < 2000 + 30 * len(task.data.words)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"profile": "nope"}, "profile"),
        ({"overrides": {"max_cps": 0}}, "max_cps"),
        ({"overrides": {"max_cpl": 3}}, "max_cpl"),
        ({"difficulty": 9}, "difficulty"),
        ({"split": "test"}, "split"),
        ({"seed": -1}, "seed"),
        ({"min_words": 50, "max_words": 20}, "min_words"),
    ],
)
def test_config_rejects_bad_values_naming_the_field(kwargs: dict, field: str) -> None:
    with pytest.raises(ValidationError, match=field):
        CaptionsmithConfig(**kwargs)


def test_exports_and_env_defaults() -> None:
    import captionsmith

    assert captionsmith.__all__ == ["CaptionsmithEnv", "CaptionsmithTaskset"]
    assert CaptionsmithTaskset.INFINITE is True
    agent = CaptionsmithEnv.__orig_bases__[0].__args__[0]().agent
    assert agent.harness.id == "null" and agent.runtime.type == "subprocess"


def test_only_the_taskset_imports_verifiers() -> None:
    modules = [
        *sorted(
            "captionsmith." + p.stem
            for p in (ROOT / "captionsmith").glob("*.py")
            if p.stem not in ("taskset", "__main__", "__init__")
        ),
        "captionsmith.languages",
        "captionsmith.languages.en.pack",
    ]
    code = f"import sys, {', '.join(modules)}; print('verifiers' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_readme_metric_names_match_the_code() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Metrics", 1)[1].split("\n### ", 1)[0]
    documented = dict(re.findall(r"^\| `([a-z_]+)` \| ([a-z]+) \|", section, flags=re.M))
    members = vars(CaptionsmithTask).items()
    rewards = {name for name, f in members if callable(f) and hasattr(f, "reward")}
    metrics = {name for name, f in members if callable(f) and hasattr(f, "metric")}
    assert rewards == set(WEIGHTS)
    assert documented == {**dict.fromkeys(rewards, "reward"), **dict.fromkeys(metrics, "metric")}


def test_profile_schemas_agree() -> None:
    """The JSON profile form is defined once (profile.JSON_FIELDS); the
    taskset's overrides must offer exactly those fields with those types."""
    from captionsmith.core.profile import JSON_FIELDS
    from captionsmith.environment.wire import ProfileOverrides

    fields = ProfileOverrides.model_fields
    assert list(fields) == list(JSON_FIELDS)
    for name, (kind, _, _) in JSON_FIELDS.items():
        assert fields[name].annotation == kind | None, name


def test_infeasible_overrides_fail_when_the_config_is_built() -> None:
    with pytest.raises(ValueError, match="max_chars_per_line 8 is below the widest word"):
        CaptionsmithConfig(overrides={"max_chars_per_line": 8})


def test_wire_data_round_trips_through_json_with_validation() -> None:
    task = next(iter(CaptionsmithTaskset(CaptionsmithConfig()).load()))
    wire = task.data.model_dump(mode="json")
    again = CaptionsmithData.model_validate(wire)
    assert again.words == task.data.words and again.profile == task.data.profile
    wire["profile"]["max_cps"] = 0
    with pytest.raises(ValueError, match="max_cps"):
        CaptionsmithData.model_validate(wire)


def test_a_task_on_the_wire_is_a_task_line() -> None:
    """One JSON form: the wire's words and profile are the task file's
    (seconds), so ``task_from_json`` reads the wire data and its output goes
    back on the wire unchanged."""
    task = next(iter(CaptionsmithTaskset(CaptionsmithConfig(difficulty=4)).load()))
    wire = json.loads(task.data.model_dump_json())
    line = task.data.spec().to_json()
    assert wire["words"] == line["words"] and wire["profile"] == line["profile"]
    assert "start_ms" not in json.dumps(wire) and "min_duration_ms" not in json.dumps(wire)
    assert task_from_json(wire) == task.data.spec()
    again = CaptionsmithData.model_validate({**wire, "words": line["words"]})
    assert again.words == task.data.words and again.profile == task.data.profile


def test_the_taskset_splits_are_the_core_splits() -> None:
    from typing import get_args

    from captionsmith.solving.tasks import SPLITS

    assert get_args(CaptionsmithConfig.model_fields["split"].annotation) == SPLITS
    assert get_args(CaptionsmithData.model_fields["split"].annotation) == SPLITS


@pytest.mark.parametrize(
    ("language", "profile"),
    [("fr", "netflix-fr"), ("de", "default"), ("ja", "netflix-ja"), ("zh", "iwslt-2026-zh")],
)
def test_a_taskset_in_another_language_prompts_and_scores_in_it(
    language: str, profile: str
) -> None:
    """The language reaches the prompt, the wire profile and the reward:
    the reference scores 1.0 through the taskset, a French/Japanese prompt
    states its rules, and the wire data keeps the language."""
    config = {"profile": profile} if profile != "default" else {"language": language}
    task = tasks(1, seed=3, **config)[0]
    assert task.data.profile.language == language
    assert "Language: " in task.data.prompt
    wire = CaptionsmithData.model_validate(task.data.model_dump(mode="json"))
    assert wire.profile == task.data.profile
    trace = scored(task, reference_answer(task))
    assert trace.reward == pytest.approx(1.0)
