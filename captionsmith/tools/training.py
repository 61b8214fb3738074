"""The prime-rl GRPO config that ``captionsmith config rl`` prints.

One function, :func:`training_config`, renders the TOML from the taskset's
knobs (checked by the taskset's own config class, so a bad value gets the
taskset's message) and from the episode sizes that
``benchmarks/bench_seq_len.py --write`` measured in the model's own tokens
(``captionsmith/configs/sizes.json``):

* ``max_completion_tokens`` holds the language's longest reference answer
  (p95 at difficulty 5) plus :data:`REASONING` tokens of reasoning, rounded
  up to 1,024;
* ``seq_len`` holds the prompt (p95) of the curriculum's next level (the
  config's difficulty + 1, at most 5, and at least the eval's), one full
  completion per answer and the feedback messages between them, rounded up
  to 2,048.

The shipped files ``captionsmith/configs/rl.toml`` and ``rl-repair.toml``
are this function's output with the defaults (a test holds them equal).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from pydantic import ValidationError

from captionsmith.core.fileio import UserError

if TYPE_CHECKING:  # verifiers is imported only when a config is built
    from captionsmith.environment.taskset import CaptionsmithConfig

__all__ = [
    "EVAL_EXAMPLES",
    "MODEL",
    "PRIME_RL_COMMIT",
    "REASONING",
    "Sizing",
    "TrainingChoice",
    "sizing",
    "training_config",
]

MODEL = "Qwen/Qwen3-4B-Instruct-2507"
"""The model the shipped configs train; the sizes are counted in its tokens."""
PRIME_RL_COMMIT = "559b44772e471d1538537b8805cc77f3824a5e64"
"""The prime-rl commit whose config classes the configs were loaded with."""
REASONING = 1536
"""Tokens of reasoning each completion has room for on top of its answer."""
EVAL_EXAMPLES = 128
"""Eval tasks per evaluation: the across-task spread of the total is about
0.055 at difficulty 3 (``benchmarks/bench_eval_size.py``), so an eval's mean
has a standard error of 0.005 and two evals 0.014 apart differ visibly."""
EVAL_DIFFICULTY = 3
_ENV_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/@-]{0,200}")
_MODEL_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/:-]{0,200}")


@dataclass(frozen=True)
class TrainingChoice:
    """What ``captionsmith config rl``'s flags choose."""

    repair_turns: int = 0
    env_id: str = "captionsmith"
    model: str = MODEL
    language: str | None = None
    profile: str = "default"
    difficulty: int = 2


@dataclass(frozen=True)
class Sizing:
    """The token budget of one config, and the measured sizes it rests on."""

    language: str
    top_difficulty: int
    prompt: int
    answer: int
    feedback: int
    max_completion_tokens: int
    seq_len: int
    tokenizer: str
    statistic: str


def _sizes() -> dict:
    text = (resources.files("captionsmith") / "configs" / "sizes.json").read_text("utf-8")
    return json.loads(text)


def _round_up(value: int, step: int) -> int:
    return math.ceil(value / step) * step


def sizing(language: str, difficulty: int, repair_turns: int) -> Sizing:
    """The budget for a run in ``language`` starting at ``difficulty``.

    >>> s = sizing("en", 2, 0)
    >>> s.seq_len >= s.prompt + s.max_completion_tokens
    True
    >>> s.max_completion_tokens - s.answer >= REASONING
    True
    """
    record = _sizes()
    cells = record["sizes"][language]
    top = max(min(5, difficulty + 1), eval_difficulty(difficulty))
    prompt = cells[str(top)]["prompt"]
    answer = cells["5"]["answer"]
    feedback = max(cell["feedback"] for cell in cells.values())
    completion = _round_up(answer + REASONING, 1024)
    episode = prompt + (repair_turns + 1) * completion + repair_turns * feedback
    return Sizing(
        language=language,
        top_difficulty=top,
        prompt=prompt,
        answer=answer,
        feedback=feedback,
        max_completion_tokens=completion,
        seq_len=_round_up(episode, 2048),
        tokenizer=record["tokenizer"],
        statistic=record["statistic"],
    )


def eval_difficulty(difficulty: int) -> int:
    """The eval source's difficulty: 3, or the start when it is higher, so
    that evals stay comparable while the curriculum moves up."""
    return max(EVAL_DIFFICULTY, difficulty)


def _checked(choice: TrainingChoice) -> CaptionsmithConfig:
    """The train source's taskset config, or UserError with the taskset's
    own message for the first bad value."""
    from captionsmith.environment.taskset import CaptionsmithConfig  # imports verifiers

    if not _ENV_ID.fullmatch(choice.env_id):
        raise UserError(
            f"--env-id {choice.env_id!r}: expected a package name or OWNER/NAME[@VERSION]"
        )
    if not _MODEL_ID.fullmatch(choice.model):
        raise UserError(f"--model {choice.model!r}: expected a model id such as {MODEL}")
    try:
        return CaptionsmithConfig(
            profile=choice.profile,
            language=choice.language,
            difficulty=choice.difficulty,
            task={"repair_turns": choice.repair_turns},
        )
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        message = str(error["msg"]).removeprefix("Value error, ")
        raise UserError(f"{where}: {message}" if where else message) from None


def _taskset_lines(choice: TrainingChoice, language: str, split: str, difficulty: int) -> list[str]:
    lines = [
        f'id = "{choice.env_id}"',
        f'split = "{split}"'
        + ("  # a disjoint stream: never a training task" if split == "eval" else ""),
        "seed = 0",
        f'profile = "{choice.profile}"',
        f'language = "{language}"',
    ]
    if split == "train":
        lines += [
            "# Curriculum (benchmarks/bench_grpo_signal.py): start at 2; move up a level",
            "# once the train mean total passes 0.9 or a fifth of the groups stop differing.",
        ]
    return [*lines, f"difficulty = {difficulty}"]


def _agent(prefix: str) -> list[str]:
    return [
        f"[{prefix}.env.agent.harness]",
        'id = "null"',
        "",
        f"[{prefix}.env.agent.runtime]",
        'type = "subprocess"',
    ]


def training_config(
    repair: bool = False,
    env_id: str = "captionsmith",
    *,
    choice: TrainingChoice | None = None,
) -> str:
    """The prime-rl GRPO config as TOML text.  ``repair`` picks two repair
    turns and ``env_id`` the environment id, for the plain call; ``choice``
    sets every knob (it wins over both).  A bad knob raises UserError with
    the taskset's message.

    >>> 'id = "me/captionsmith"' in training_config(env_id="me/captionsmith")
    True
    >>> training_config(choice=TrainingChoice(difficulty=9))
    Traceback (most recent call last):
    ...
    captionsmith.core.fileio.UserError: difficulty: difficulty must be an integer from 1 to 5, got 9
    """
    if choice is None:
        choice = TrainingChoice(repair_turns=2 if repair else 0, env_id=env_id)
    config = _checked(choice)
    language = config.resolved_profile().language
    size = sizing(language, choice.difficulty, choice.repair_turns)
    turns = choice.repair_turns
    episode = (
        "the prompt and one completion"
        if not turns
        else f"the prompt, {turns + 1} completions and {turns} feedback messages"
    )
    lines = [
        "# GRPO on captionsmith with prime-rl (the native TOML shape, which Prime's",
        "# Hosted Training reads too). Printed by",
        "#",
        "#   captionsmith config rl [--repair-turns N] [--language L] [--profile P]",
        "#                          [--difficulty D] [--model M] [--env-id OWNER/NAME]",
        "#",
        "# Run it with prime-rl on NVIDIA GPUs (`uv run rl @ rl.toml` in a prime-rl",
        "# checkout) or on Hosted Training (`prime train rl.toml`). It loads with",
        f"# prime-rl's own RLConfig at commit {PRIME_RL_COMMIT}",
        "# (BENCHMARKS.md, Training configs), and tests/test_configs.py checks it against",
        "# the schema scripts/prime_rl_schema.py extracted there: fields, types, required",
        "# tables and the checks that decide whether a run starts.",
        "#",
        "# GRPO's advantage is reward - group mean (no std division): a group of 16",
        "# answers to one task learns from how their totals differ. A perfect answer",
        "# totals exactly 1.0.",
        "#",
        f"# Sizes, in {size.tokenizer}",
        f"# ({size.statistic}; benchmarks/bench_seq_len.py, BENCHMARKS.md):",
        f"# in {size.language} the prompt takes {size.prompt:,} tokens at difficulty "
        f"{size.top_difficulty} (the curriculum's next",
        f"# level, or the eval's), a reference answer {size.answer:,} at difficulty 5, "
        f"a feedback message {size.feedback:,}.",
        f"# A completion may take {size.max_completion_tokens:,} tokens: the answer and at least "
        f"{REASONING:,} of reasoning.",
        f"# seq_len holds {episode}.",
        "",
        "max_steps = 200",
        f"seq_len = {size.seq_len}",
        "",
        "[model]",
        f'name = "{choice.model}"',
        "",
        "[deployment]  # one node: a trainer GPU and an inference GPU (hosted runs need one)",
        "num_train_gpus = 1",
        "num_infer_gpus = 1",
        "",
        "[trainer]  # required by RLConfig; [model], seq_len and max_steps fill it",
        "",
        "[inference]  # starts the inference server (local rl) and asks for its GPU (hosted)",
        "",
        "[inference.vllm]",
        f"max_model_len = {size.seq_len}  # the episode, as seq_len: no room for longer ones",
        "",
        "[orchestrator]",
        "batch_size = 256",
        "group_size = 16",
        "",
        "[orchestrator.train.sampling]",
        f"max_completion_tokens = {size.max_completion_tokens}",
        "",
        "[[orchestrator.train.source]]",
        'name = "captionsmith-train"',
        "",
        "[orchestrator.train.source.env.taskset]",
        *_taskset_lines(choice, language, "train", choice.difficulty),
        "",
        "[orchestrator.train.source.env.taskset.task]",
        f"repair_turns = {turns}" + ("  # rounds of checker feedback" if turns else ""),
    ]
    if turns:
        task = config.task
        lines += [
            f"repair_gain = {task.repair_gain}  # total = first + gain x (final - first) - costs",
            f"repair_cost = {task.repair_cost}  # per repair that does not improve on the one before",
            "# Feedback turns are environment tokens: prime-rl masks them from training.",
        ]
    lines += [
        "",
        *_agent("orchestrator.train.source"),
        "",
        "[[orchestrator.eval.source]]",
        'name = "captionsmith-eval"',
        "# The taskset is infinite: the orchestrator refuses an unbounded eval source.",
        f"# {EVAL_EXAMPLES} tasks: an eval's mean total has a standard error of about 0.004",
        "# (benchmarks/bench_eval_size.py).",
        f"num_examples = {EVAL_EXAMPLES}",
        "",
        "[orchestrator.eval.source.sampling]  # eval does not inherit the train sampling",
        f"max_completion_tokens = {size.max_completion_tokens}",
        "",
        "[orchestrator.eval.source.env.taskset]",
        *_taskset_lines(choice, language, "eval", eval_difficulty(choice.difficulty)),
        "",
        "[orchestrator.eval.source.env.taskset.task]",
        f"repair_turns = {turns}  # the episode the model is trained on",
        "",
        *_agent("orchestrator.eval.source"),
        "",
    ]
    return "\n".join(lines)
