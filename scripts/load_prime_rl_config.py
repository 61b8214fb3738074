#!/usr/bin/env python3
"""Load a prime-rl RL TOML through prime-rl's own loading path and print what resolved.

`uv run rl @ rl.toml` runs `prime_rl.entrypoints.rl:main`, which is
`rl(cli(RLConfig))`: prime-pydantic-config's `cli` reads the `@ file.toml`
argument, merges CLI overrides and calls `RLConfig.model_validate` once (every
validator, including the shared-field propagation, runs there).  This script
makes the same `cli(RLConfig, ...)` call, with the argument list given
explicitly so that an error is raised (and printed here) instead of being
drawn as a box before exit.

Run it with the Python of an environment where prime-rl's config classes import:
a full prime-rl checkout's venv (`uv run --project PRIME_RL python ...`), or a slim
venv with `pip install -e PRIME_RL/packages/prime-rl-configs` plus the taskset
package the TOML names (here `captionsmith`), because `EnvConfig` narrows each
`env` block by importing its taskset.

    python scripts/load_prime_rl_config.py rl.toml                      # load, print resolved values
    python scripts/load_prime_rl_config.py rl.toml -- --max-steps 10    # extra CLI overrides, as for `rl`
    python scripts/load_prime_rl_config.py rl.toml --json               # the full resolved config as JSON

Exit status: 0 loaded and would start; 1 refused by RLConfig; 2 loaded, but a
check that prime-rl only makes at run time would stop the run (listed as PROBLEM).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def _fmt(value: Any) -> str:
    return json.dumps(value, default=str, sort_keys=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("config", help="RL TOML, as passed to `rl @ CONFIG`")
    parser.add_argument(
        "--json", action="store_true", help="print the full resolved RLConfig as JSON"
    )
    parser.add_argument("overrides", nargs="*", help="after `--`: CLI overrides, as for `rl`")
    args = parser.parse_args(argv)

    try:
        from prime_rl.configs.rl import RLConfig
        from prime_rl.utils.config import cli
    except ImportError as exc:
        print(
            f"ERROR: prime-rl's config classes do not import here ({exc}); run with a prime-rl venv's python"
        )
        return 1

    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            config = cli(RLConfig, args=["@", args.config, *args.overrides])
        except Exception as exc:  # pydantic_config.cli.ConfigFileError wraps ValidationError
            print(f"ERROR ({type(exc).__name__}):")
            print(str(exc))
            return 1

    if args.json:
        print(json.dumps(config.model_dump(mode="json"), indent=2, default=str))
        return 0

    print(f"OK: {args.config} loads as prime_rl.configs.rl.RLConfig")
    for w in caught:
        print(f"WARNING (config): {w.message}")

    trainer, orch, inf = config.trainer, config.orchestrator, config.inference
    rows = [
        ("seq_len (shared, top level)", config.seq_len),
        ("trainer.model.seq_len", trainer.model.seq_len),
        ("orchestrator.seq_len", orch.seq_len),
        ("inference.vllm.max_model_len", None if inf is None else inf.vllm.max_model_len),
        ("max_steps (trainer / orchestrator)", [trainer.max_steps, orch.max_steps]),
        ("orchestrator.batch_size", orch.batch_size),
        ("orchestrator.token_batch_size", orch.token_batch_size),
        ("orchestrator.group_size", orch.group_size),
        ("trainer.model.name", trainer.model.name),
        ("orchestrator.model.name", orch.model.name),
        ("inference.vllm.model", None if inf is None else inf.vllm.model),
        (
            "orchestrator.train.sampling.max_completion_tokens",
            orch.train.sampling.max_completion_tokens,
        ),
        ("inference configured", inf is not None),
        ("deployment", config.deployment.model_dump(mode="json")),
        (
            "weight_broadcast.type",
            None if config.weight_broadcast is None else config.weight_broadcast.type,
        ),
        ("orchestrator.model.client.base_url", orch.model.client.base_url),
        ("run dir", str(config.run_dir)),
    ]
    if inf is not None:
        rows += [
            (
                "inference.vllm (dp, tp, api_server_count)",
                [
                    inf.vllm.data_parallel_size,
                    inf.vllm.tensor_parallel_size,
                    inf.vllm.api_server_count,
                ],
            ),
            (
                "inference.vllm parsers (tool_call, reasoning)",
                [inf.vllm.tool_call_parser, inf.vllm.reasoning_parser],
            ),
        ]
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"  {key:<{width}} = {_fmt(value)}")

    problems: list[str] = []
    if inf is None:
        problems.append(
            "no [inference] table: the `rl` launcher starts no inference server (it only logs a warning "
            "and the orchestrator waits on orchestrator.model.client.base_url); Prime's hosted validation "
            "refuses such a run unless trainer.data.fake is set"
        )

    def taskset_is_infinite(taskset_id: str) -> bool | None:
        try:
            from verifiers.v1.utils.loaders import taskset_class

            return bool(getattr(taskset_class(taskset_id), "INFINITE", False))
        except Exception:
            return None

    groups = [("train", orch.train.source)]
    if orch.eval is not None:
        groups.append(("eval", orch.eval.source))
    for split, sources in groups:
        for src in sources:
            taskset = src.env.taskset
            infinite = taskset_is_infinite(taskset.id)
            print(f"  [{split}] source {src.resolved_name!r}:")
            print(
                f"      env config class  = {type(src.env).__name__}; taskset config class = {type(taskset).__name__}"
            )
            print(
                f"      taskset (as set)  = {_fmt(taskset.model_dump(mode='json', exclude_unset=True))}"
            )
            print(f"      group_size        = {src.group_size}")
            print(
                f"      sampling          = {_fmt(src.sampling.model_dump(mode='json', exclude_defaults=True))}"
            )
            print(f"      taskset INFINITE  = {infinite}")
            if split == "eval":
                print(f"      num_examples      = {src.num_examples}; interval = {src.interval}")
                if infinite and src.num_examples < 0:
                    problems.append(
                        f"eval source {src.resolved_name!r}: taskset {taskset.id!r} is infinite and num_examples "
                        f'is {src.num_examples}; the orchestrator raises at start: "Eval env {src.resolved_name} '
                        'has an infinite taskset — set num_examples to bound it"'
                    )
    for problem in problems:
        print(f"PROBLEM (run time): {problem}")
    return 2 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
