"""configs/rl.toml: the prime-rl GRPO config sets only fields that exist on
captionsmith's config classes, with values they accept (issue 11)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from pydantic import ValidationError

from captionsmith.taskset import CaptionsmithConfig, CaptionsmithTaskConfig

CONFIG = Path(__file__).parents[1] / "configs" / "rl.toml"
TEXT = CONFIG.read_text(encoding="utf-8")


def sources(data: dict) -> list[dict]:
    orchestrator = data["orchestrator"]
    return [*orchestrator["train"]["source"], *orchestrator["eval"]["source"]]


def check_env(env: dict) -> None:
    taskset = dict(env["taskset"])
    assert taskset.pop("id") == "captionsmith"
    task = taskset.pop("task", {})
    unknown = set(taskset) - set(CaptionsmithConfig.model_fields)
    assert not unknown, f"unknown taskset fields {unknown}"
    unknown = set(task) - set(CaptionsmithTaskConfig.model_fields)
    assert not unknown, f"unknown task fields {unknown}"
    CaptionsmithConfig(**taskset, task=task)  # the values validate too
    assert env["agent"]["harness"]["id"] == "null"
    assert env["agent"]["runtime"]["type"] == "subprocess"


def test_every_source_sets_known_fields_with_valid_values() -> None:
    data = tomllib.loads(TEXT)
    assert data["orchestrator"]["group_size"] == 16
    found = sources(data)
    assert {s["env"]["taskset"]["split"] for s in found} == {"train", "eval"}
    for source in found:
        check_env(source["env"])


def test_the_commented_repair_variant_is_valid_too() -> None:
    block = re.search(r"# --- repair-mode variant.*?\n(.*?)# --- end of variant", TEXT, re.S)
    assert block, "the repair-mode variant markers are missing"
    uncommented = "\n".join(line.removeprefix("# ") for line in block.group(1).splitlines())
    task = tomllib.loads(uncommented)["orchestrator"]["train"]["source"]["env"]["taskset"]["task"]
    assert task["repair_turns"] >= 1
    assert set(task) <= set(CaptionsmithTaskConfig.model_fields)
    CaptionsmithTaskConfig(**task)


@pytest.mark.parametrize(
    ("fields", "name"),
    [
        ({"repair_turns": 9}, "repair_turns"),
        ({"repair_turns": -1}, "repair_turns"),
        ({"repair_cost": -0.1}, "repair_cost"),
    ],
)
def test_task_config_rejects_bad_values_naming_the_field(fields: dict, name: str) -> None:
    with pytest.raises(ValidationError, match=name):
        CaptionsmithTaskConfig(**fields)


def test_a_typo_would_fail() -> None:
    data = tomllib.loads(TEXT.replace("difficulty = 2", "dificulty = 2", 1))
    with pytest.raises(AssertionError, match="dificulty"):
        check_env(sources(data)[0]["env"])
