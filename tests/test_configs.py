"""The prime-rl GRPO configs (``captionsmith config rl``): every prime-rl field
exists on prime-rl's config classes with a value of the annotated type, every
required field is there, and the checks that decide whether a run starts
pass (an [inference] table, a bounded eval source over the infinite taskset,
GPUs for a hosted run, ...), as read from prime-rl's source and the prime
CLI's at the versions pinned in ``tests/fixtures/prime_rl_schema.json``
(``scripts/prime_rl_schema.py``).  Every captionsmith field exists on
captionsmith's config classes with a value they accept, and the flags reach
the TOML.  BENCHMARKS.md records the same configs loaded by prime-rl's own
``RLConfig`` and checked by the prime CLI's hosted validation."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from pydantic import ValidationError

from captionsmith.core.fileio import UserError
from captionsmith.core.languages import LANGUAGES
from captionsmith.environment.taskset import CaptionsmithConfig, CaptionsmithTaskConfig
from captionsmith.tools.training import (
    EVAL_EXAMPLES,
    PRIME_RL_COMMIT,
    REASONING,
    TrainingChoice,
    sizing,
    training_config,
)

# The taskset's config classes are verifiers': CI runs these under every supported verifiers.
pytestmark = pytest.mark.environment

SCHEMA = json.loads((Path(__file__).parent / "fixtures" / "prime_rl_schema.json").read_text())
CLASSES: dict[str, dict] = SCHEMA["classes"]
ALIASES: dict[str, str] = SCHEMA["aliases"]
IMPORTS: dict[str, dict[str, str]] = SCHEMA["imports"]
CONFIGS = {"single": training_config(), "repair": training_config(repair=True)}
SHIPPED = Path(__file__).parents[1] / "captionsmith" / "configs"


# --- prime-rl's schema, read as Python resolves the names ------------------


def resolve(module: str, name: str) -> str | None:
    """The ``module.Class`` or ``module.Alias`` that ``name`` means in ``module``."""
    for key in (f"{module}.{name}", IMPORTS.get(module, {}).get(name)):
        if key and (key in CLASSES or key in ALIASES):
            return key
    return None


def fields_of(cls: str) -> dict[str, dict]:
    """A class's fields, its bases' included (the subclass's win)."""
    module = cls.split(".")[0]
    out: dict[str, dict] = {}
    for base in CLASSES[cls]["bases"]:
        key = resolve(module, base)
        if key in CLASSES:
            out.update(fields_of(key))
    out.update(CLASSES[cls]["fields"])
    return out


def classes_in(module: str, annotation: str) -> list[str]:
    """The config classes an annotation names, aliases expanded."""
    out: list[str] = []
    for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", annotation):
        key = resolve(module, name)
        if key in CLASSES:
            out.append(key)
        elif key in ALIASES:
            out += classes_in(key.split(".")[0], ALIASES[key])
    return out


def pick(candidates: list[str], table: dict, default: object) -> str:
    """The class a table is read as: the union member its ``type`` names,
    else the default's class, else the first."""
    for cls in candidates:
        literal = fields_of(cls).get("type", {}).get("annotation", "")
        if "type" in table and repr(table["type"]) in literal:
            return cls
    if isinstance(default, dict) and "expr" in default:
        name = default["expr"].split("(")[0]
        for cls in candidates:
            if cls.endswith(f".{name}"):
                return cls
    return candidates[0]


def scalar_ok(annotation: str, value: object) -> bool:
    literal = re.search(r"Literal\[(.*?)\]", annotation)
    if literal and isinstance(value, str):
        return repr(value) in literal.group(1) or f'"{value}"' in literal.group(1)
    if isinstance(value, bool):
        return "bool" in annotation
    if isinstance(value, int):
        return bool(re.search(r"\b(int|float|PositiveInt|NonNegativeInt)\b", annotation))
    if isinstance(value, float):
        return bool(re.search(r"\bfloat\b", annotation))
    if isinstance(value, str):
        return bool(re.search(r"\b(str|Path)\b", annotation))
    return False


def check_prime_rl(table: dict, cls: str, path: str = "") -> list[str]:
    """Every problem with a TOML table read as prime-rl class ``cls``: unknown
    fields, required fields left out (pydantic's "Field required") and values
    of the wrong type.  The ``env`` block is captionsmith's (check_env)."""
    problems = []
    module = cls.split(".")[0]
    known = fields_of(cls)
    for key, spec in known.items():
        if spec["required"] and key not in table:
            problems.append(f"{path + '.' if path else ''}{key}: Field required")
    for key, value in table.items():
        where = f"{path}.{key}" if path else key
        if key not in known:
            problems.append(f"{where}: no such field on {cls}")
            continue
        annotation = known[key]["annotation"]
        if key == "env" and "vf.EnvConfig" in annotation:
            continue
        targets = classes_in(module, annotation)
        if isinstance(value, dict):
            if not targets:
                problems.append(f"{where}: a table, but {cls}.{key} is {annotation}")
            else:
                chosen = pick(targets, value, known[key].get("default"))
                problems += check_prime_rl(value, chosen, where)
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            if not (targets and annotation.startswith("list[")):
                problems.append(f"{where}: a list of tables, but {cls}.{key} is {annotation}")
            else:
                for k, item in enumerate(value):
                    problems += check_prime_rl(item, targets[0], f"{where}[{k}]")
        elif not scalar_ok(annotation, value):
            problems.append(f"{where}: {value!r} does not fit {cls}.{key}: {annotation}")
    return problems


def default(cls: str, field: str) -> object:
    return fields_of(cls)[field]["default"]


def run_problems(data: dict, hosted: bool = True) -> list[str]:
    """The schema's problems, then the checks that decide whether a run
    starts (SCHEMA["rules"], defaults from the schema's classes): each
    problem names its rule."""
    problems = check_prime_rl(data, SCHEMA["root"])
    deployment = {
        "num_train_gpus": default("rl.SingleNodeDeploymentConfig", "num_train_gpus"),
        "num_infer_gpus": default("rl.SingleNodeDeploymentConfig", "num_infer_gpus"),
        "gpus_per_node": default("rl.BaseDeploymentConfig", "gpus_per_node"),
        **data.get("deployment", {}),
    }
    gpus = deployment["num_train_gpus"] + deployment["num_infer_gpus"]
    if "inference" not in data:
        problems.append("inference_table: no [inference] table, so no inference server starts")
    orchestrator = data.get("orchestrator", {})
    group_default = orchestrator.get("eval", {}).get(
        "num_examples", default("orchestrator.EvalConfig", "num_examples")
    )
    for k, source in enumerate(orchestrator.get("eval", {}).get("source", [])):
        if source.get("num_examples", group_default) < 0:  # captionsmith is INFINITE
            problems.append(f"bounded_eval: eval source {k} over an infinite taskset, unbounded")
    if gpus > deployment["gpus_per_node"]:
        problems.append(f"gpu_count: {gpus} GPUs on a node of {deployment['gpus_per_node']}")
    if gpus < 2:
        problems.append("nccl_gpus: NCCL weight broadcast needs 2 GPUs or more")
    batch = orchestrator.get("batch_size", 0)
    group = orchestrator.get("group_size", 1)
    if batch % group:
        problems.append(f"batch_divisible: batch_size {batch} is not a multiple of {group}")
    seq_len = data.get("seq_len")
    trainer_len = data.get("trainer", {}).get("model", {}).get("seq_len", seq_len)
    if seq_len and trainer_len and trainer_len < seq_len:
        problems.append(f"trainer_seq_len: trainer {trainer_len} < orchestrator {seq_len}")
    if hosted and ("inference" not in data or deployment["num_infer_gpus"] < 1):
        problems.append("hosted_inference: a hosted run needs inference GPUs")
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


# --- the schema itself ------------------------------------------------------


def test_the_schema_is_pinned_and_complete() -> None:
    assert re.fullmatch(r"[0-9a-f]{40}", SCHEMA["prime_rl_commit"])
    assert SCHEMA["prime_rl_commit"] == PRIME_RL_COMMIT
    for text in CONFIGS.values():
        assert PRIME_RL_COMMIT in text
    assert len(SCHEMA["modules"]) == 10, SCHEMA["modules"]
    assert {"rl.RLConfig", "orchestrator.OrchestratorConfig", "trainer.TrainerConfig"} <= set(
        CLASSES
    )
    assert fields_of("rl.RLConfig")["trainer"]["required"] is True
    assert fields_of("rl.RLConfig")["inference"]["required"] is False
    assert default("orchestrator.EvalSourceConfig", "num_examples") == -1
    assert set(SCHEMA["rules"]) == {
        "inference_table",
        "bounded_eval",
        "gpu_count",
        "nccl_gpus",
        "batch_divisible",
        "trainer_seq_len",
        "hosted_inference",
    }
    for rule in SCHEMA["rules"].values():
        assert re.fullmatch(r"prime-(rl|cli):[\w/.-]+\.py:\d+", rule["source"]), rule


def test_a_union_table_is_read_as_the_member_its_type_names() -> None:
    members = classes_in("rl", fields_of("rl.RLConfig")["deployment"]["annotation"])
    assert members == ["rl.SingleNodeDeploymentConfig", "rl.MultiNodeDeploymentConfig"]
    assert pick(members, {}, default("rl.RLConfig", "deployment")) == members[0]
    assert pick(members, {"type": "multi_node"}, None) == members[1]
    problems = check_prime_rl({"type": "multi_node"}, members[1])
    assert any("Field required" in p for p in problems), problems


# --- the shipped configs ----------------------------------------------------


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_the_shipped_config_would_start_a_run(name: str) -> None:
    assert run_problems(tomllib.loads(CONFIGS[name])) == []


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_the_shipped_files_are_what_config_rl_prints(name: str) -> None:
    file = SHIPPED / ("rl-repair.toml" if name == "repair" else "rl.toml")
    assert file.read_text(encoding="utf-8") == CONFIGS[name]


@pytest.mark.parametrize(
    ("fault", "rule"),
    [
        (lambda d: d.pop("trainer"), "trainer: Field required"),
        (lambda d: d.pop("inference"), "inference_table"),
        (lambda d: d.pop("inference"), "hosted_inference"),
        (lambda d: d["orchestrator"]["eval"]["source"][0].pop("num_examples"), "bounded_eval"),
        (lambda d: d["deployment"].update(num_infer_gpus=0), "hosted_inference"),
        (lambda d: d["deployment"].update(num_infer_gpus=8), "gpu_count"),
        (lambda d: d["orchestrator"].update(batch_size=250), "batch_divisible"),
        (lambda d: d.update(trainer={"model": {"seq_len": 4096}}), "trainer_seq_len"),
    ],
    ids=[
        "no-trainer",
        "no-inference",
        "no-inference-hosted",
        "unbounded-eval",
        "no-inference-gpu",
        "too-many-gpus",
        "batch-not-multiple",
        "short-trainer",
    ],
)
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_each_fault_that_stops_a_run_is_caught(name: str, fault, rule: str) -> None:
    """Today's three faults (no [trainer], no [inference], an unbounded eval
    source) and the other checks that decide whether a run starts."""
    data = tomllib.loads(CONFIGS[name])
    fault(data)
    problems = run_problems(data)
    assert any(rule in p for p in problems), problems


def test_an_eval_bound_on_the_group_counts_for_its_sources() -> None:
    data = tomllib.loads(CONFIGS["single"])
    data["orchestrator"]["eval"]["source"][0].pop("num_examples")
    data["orchestrator"]["eval"]["num_examples"] = 64
    assert run_problems(data) == []


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_every_captionsmith_field_exists_with_a_valid_value(name: str) -> None:
    data = tomllib.loads(CONFIGS[name])
    assert data["orchestrator"]["group_size"] == 16
    found = sources(data)
    assert {s["env"]["taskset"]["split"] for s in found} == {"train", "eval"}
    for source in found:
        check_env(source["env"])
    assert data["orchestrator"]["eval"]["source"][0]["num_examples"] == EVAL_EXAMPLES


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_the_sizes_agree_everywhere(name: str) -> None:
    """One seq_len (vLLM's max_model_len too) and one completion limit for
    train and eval, both from the measured sizes."""
    data = tomllib.loads(CONFIGS[name])
    turns = 2 if name == "repair" else 0
    size = sizing("en", 2, turns)
    assert data["seq_len"] == data["inference"]["vllm"]["max_model_len"] == size.seq_len
    train = data["orchestrator"]["train"]["sampling"]["max_completion_tokens"]
    evaluation = data["orchestrator"]["eval"]["source"][0]["sampling"]["max_completion_tokens"]
    assert train == evaluation == size.max_completion_tokens
    assert size.max_completion_tokens - size.answer >= REASONING
    assert size.seq_len >= size.prompt + (turns + 1) * train + turns * size.feedback
    assert f"seq_len = {size.seq_len}" in CONFIGS[name]
    assert f"{size.prompt:,} tokens" in CONFIGS[name]  # the comment quotes the table


def test_the_sizes_table_covers_every_language_and_difficulty() -> None:
    record = json.loads((SHIPPED / "sizes.json").read_text(encoding="utf-8"))
    assert "qwen3" in record["tokenizer"]
    for language in LANGUAGES:
        assert set(record["sizes"][language]) == {"1", "2", "3", "4", "5"}
        prompts = [record["sizes"][language][str(d)]["prompt"] for d in range(1, 6)]
        assert prompts == sorted(prompts)  # longer tasks, longer prompts


def test_a_denser_language_or_a_harder_start_gets_more_room() -> None:
    assert sizing("ja", 4, 0).seq_len > sizing("en", 2, 0).seq_len
    assert sizing("en", 4, 0).seq_len >= sizing("en", 2, 0).seq_len
    assert sizing("en", 2, 3).seq_len > sizing("en", 2, 2).seq_len > sizing("en", 2, 0).seq_len


def test_the_repair_variant_repairs_and_has_room() -> None:
    single, repair = (tomllib.loads(CONFIGS[k]) for k in ("single", "repair"))
    for source in (
        repair["orchestrator"]["train"]["source"] + repair["orchestrator"]["eval"]["source"]
    ):
        assert source["env"]["taskset"]["task"]["repair_turns"] == 2
    assert repair["seq_len"] > single["seq_len"]
    assert (
        single["orchestrator"]["train"]["source"][0]["env"]["taskset"]["task"]["repair_turns"] == 0
    )


@pytest.mark.parametrize(
    ("old", "new", "found"),
    [
        ("group_size = 16", "group_sise = 16", "orchestrator.group_sise: no such field"),
        ("max_steps = 200", 'max_steps = "200"', "max_steps: '200' does not fit"),
        ("num_infer_gpus = 1", "num_infer_gpu = 1", "deployment.num_infer_gpu: no such field"),
        ("max_model_len = ", "max_model_length = ", "max_model_length: no such field"),
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


# --- the flags ---------------------------------------------------------------


def test_config_rl_prints_toml_that_names_the_environment(cli) -> None:
    code, out, _ = cli("config", "rl")
    assert code == 0 and out == CONFIGS["single"]
    code, out, _ = cli("config", "rl", "--repair", "--env-id", "me/captionsmith@0.4.0")
    data = tomllib.loads(out)
    assert code == 0 and all(
        s["env"]["taskset"]["id"] == "me/captionsmith@0.4.0" for s in sources(data)
    )


def test_every_flag_reaches_the_toml(cli) -> None:
    code, out, err = cli(
        "config",
        "rl",
        *("--language", "fr", "--profile", "bbc", "--difficulty", "4"),
        *("--repair-turns", "1", "--model", "Qwen/Qwen3-8B", "--env-id", "me/cs"),
    )
    assert code == 0, err
    data = tomllib.loads(out)
    assert data["model"]["name"] == "Qwen/Qwen3-8B"
    train, evaluation = sources(data)
    for source in (train, evaluation):
        taskset = source["env"]["taskset"]
        assert (taskset["id"], taskset["language"], taskset["profile"]) == ("me/cs", "fr", "bbc")
        assert taskset["task"]["repair_turns"] == 1
    assert train["env"]["taskset"]["difficulty"] == 4
    assert evaluation["env"]["taskset"]["difficulty"] == 4
    size = sizing("fr", 4, 1)
    assert data["seq_len"] == size.seq_len and size.top_difficulty == 5
    assert run_problems(data) == []


def test_a_language_preset_sets_the_language(cli) -> None:
    code, out, _ = cli("config", "rl", "--profile", "netflix-ja")
    taskset = sources(tomllib.loads(out))[0]["env"]["taskset"]
    assert code == 0 and taskset["language"] == "ja"
    CaptionsmithConfig(**{k: v for k, v in taskset.items() if k not in ("id", "task")})


@pytest.mark.parametrize(
    ("choice", "message"),
    [
        (TrainingChoice(difficulty=9), "difficulty must be an integer from 1 to 5, got 9"),
        (TrainingChoice(repair_turns=9), "repair_turns must be an integer from 0 to 8, got 9"),
        (TrainingChoice(profile="nope"), "profile: unknown preset 'nope'"),
        (TrainingChoice(language="xx"), "language"),
        (TrainingChoice(language="zh", profile="bbc"), "language: "),
        (TrainingChoice(env_id="bad id"), "--env-id 'bad id'"),
        (TrainingChoice(model="no spaces please"), "--model"),
    ],
)
def test_a_bad_knob_gets_the_taskset_s_message(choice: TrainingChoice, message: str) -> None:
    with pytest.raises(UserError) as caught:
        training_config(choice=choice)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    "args",
    [
        ("--difficulty", "0"),
        ("--difficulty", "x"),
        ("--repair-turns", "12"),
        ("--profile", "nope"),
        ("--language", "xx"),
        ("--repair", "--repair-turns", "1"),
    ],
)
def test_config_rl_refuses_a_bad_flag_in_one_line(cli, args: tuple[str, ...]) -> None:
    code, out, err = cli("config", "rl", *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) <= 2 and "Traceback" not in err  # usage + message
