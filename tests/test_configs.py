"""The shipped prime-rl GRPO configs (``captionsmith config rl [--repair]``):
every captionsmith field exists on captionsmith's config classes with a value
they accept, and every prime-rl field exists on prime-rl's config classes
with a value of the annotated type, as read from prime-rl's source at the
commit pinned in ``tests/fixtures/prime_rl_schema.json``."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from pydantic import ValidationError

from captionsmith.environment.taskset import CaptionsmithConfig, CaptionsmithTaskConfig
from captionsmith.tools.cli import training_config

SCHEMA = json.loads((Path(__file__).parent / "fixtures" / "prime_rl_schema.json").read_text())
CLASSES: dict[str, dict] = SCHEMA["classes"]
CONFIGS = {"single": training_config(), "repair": training_config(repair=True)}


def fields_of(cls: str) -> dict[str, str]:
    """A class's annotated fields, its bases' included."""
    spec = CLASSES[cls]
    out: dict[str, str] = {}
    for base in spec["bases"]:
        if base in CLASSES:
            out.update(fields_of(base))
    out.update(spec["fields"])
    return out


def classes_in(annotation: str) -> list[str]:
    """The prime-rl config classes an annotation names."""
    return [name for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", annotation) if name in CLASSES]


def scalar_ok(annotation: str, value: object) -> bool:
    literal = re.search(r"Literal\[(.*?)\]", annotation)
    if literal and isinstance(value, str):
        return repr(value) in literal.group(1) or f'"{value}"' in literal.group(1)
    if isinstance(value, bool):
        return "bool" in annotation
    if isinstance(value, int):
        return bool(re.search(r"\b(int|float)\b", annotation))
    if isinstance(value, float):
        return bool(re.search(r"\bfloat\b", annotation))
    if isinstance(value, str):
        return bool(re.search(r"\b(str|Path)\b", annotation))
    return False


def check_prime_rl(table: dict, cls: str, path: str = "") -> list[str]:
    """Every problem with a TOML table read as prime-rl class ``cls``: unknown
    fields and values of the wrong type.  The ``env`` block is verifiers' and
    captionsmith's (checked by check_env)."""
    problems = []
    known = fields_of(cls)
    for key, value in table.items():
        where = f"{path}.{key}" if path else key
        if key not in known:
            problems.append(f"{where}: no such field on {cls}")
            continue
        annotation = known[key]
        if key == "env" and "vf.EnvConfig" in annotation:
            continue
        targets = classes_in(annotation)
        if isinstance(value, dict):
            if not targets:
                problems.append(f"{where}: a table, but {cls}.{key} is {annotation}")
            else:
                problems += check_prime_rl(value, targets[0], where)
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            if not (targets and annotation.startswith("list[")):
                problems.append(f"{where}: a list of tables, but {cls}.{key} is {annotation}")
            else:
                for k, item in enumerate(value):
                    problems += check_prime_rl(item, targets[0], f"{where}[{k}]")
        elif not scalar_ok(annotation, value):
            problems.append(f"{where}: {value!r} does not fit {cls}.{key}: {annotation}")
    return problems


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


def test_the_schema_is_pinned_and_covers_the_root() -> None:
    assert re.fullmatch(r"[0-9a-f]{40}", SCHEMA["prime_rl_commit"])
    for text in CONFIGS.values():
        assert SCHEMA["prime_rl_commit"] in text
    assert {"RLConfig", "OrchestratorConfig", "TrainSourceConfig"} <= set(CLASSES)


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_every_prime_rl_field_exists_with_its_type(name: str) -> None:
    data = tomllib.loads(CONFIGS[name])
    assert check_prime_rl(data, SCHEMA["root"]) == []


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_every_captionsmith_field_exists_with_a_valid_value(name: str) -> None:
    data = tomllib.loads(CONFIGS[name])
    assert data["orchestrator"]["group_size"] == 16
    found = sources(data)
    assert {s["env"]["taskset"]["split"] for s in found} == {"train", "eval"}
    for source in found:
        check_env(source["env"])


def test_the_repair_variant_repairs_and_has_room() -> None:
    single, repair = (tomllib.loads(CONFIGS[k]) for k in ("single", "repair"))
    task = repair["orchestrator"]["train"]["source"][0]["env"]["taskset"]["task"]
    assert task["repair_turns"] >= 1 and repair["seq_len"] >= 2 * single["seq_len"]
    assert (
        single["orchestrator"]["train"]["source"][0]["env"]["taskset"]["task"]["repair_turns"] == 0
    )


@pytest.mark.parametrize(
    ("old", "new", "found"),
    [
        ("group_size = 16", "group_sise = 16", "orchestrator.group_sise: no such field"),
        ("seq_len = 8192", 'seq_len = "8192"', "seq_len: '8192' does not fit"),
        ("max_completion_tokens = 2048", "max_completion_token = 2048", "max_completion_token"),
        ('name = "captionsmith-train"', "name = 7", "train.source[0].name: 7 does not fit"),
    ],
)
def test_a_misspelled_or_mistyped_prime_rl_field_fails(old: str, new: str, found: str) -> None:
    text = CONFIGS["single"]
    assert old in text
    problems = check_prime_rl(tomllib.loads(text.replace(old, new, 1)), SCHEMA["root"])
    assert any(found in p for p in problems), problems


def test_a_captionsmith_typo_would_fail() -> None:
    data = tomllib.loads(CONFIGS["single"].replace("difficulty = 2", "dificulty = 2", 1))
    with pytest.raises(AssertionError, match="dificulty"):
        check_env(sources(data)[0]["env"])


@pytest.mark.parametrize(
    ("fields", "name"),
    [
        ({"repair_turns": 9}, "repair_turns"),
        ({"repair_turns": -1}, "repair_turns"),
        ({"repair_cost": -0.1}, "repair_cost"),
        ({"repair_gain": 1.0}, "repair_gain"),
        ({"repair_gain": 0.0}, "repair_gain"),
    ],
)
def test_task_config_rejects_bad_values_naming_the_field(fields: dict, name: str) -> None:
    with pytest.raises(ValidationError, match=name):
        CaptionsmithTaskConfig(**fields)


def test_config_rl_prints_toml_that_names_the_environment(cli) -> None:
    code, out, _ = cli("config", "rl")
    assert (
        code == 0
        and tomllib.loads(out)["orchestrator"]["train"]["source"][0]["env"]["taskset"]["id"]
        == "captionsmith"
    )
    code, out, _ = cli("config", "rl", "--repair", "--env-id", "me/captionsmith@0.4.0")
    data = tomllib.loads(out)
    assert code == 0 and all(
        s["env"]["taskset"]["id"] == "me/captionsmith@0.4.0" for s in sources(data)
    )
