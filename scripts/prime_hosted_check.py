#!/usr/bin/env python3
"""Run the prime CLI's local hosted-training schema check on a TOML, offline, no login.

`prime train validate CONFIG` (prime 0.18.0) first asks the platform
(POST /training/runs/prepare, which needs `prime login`) which prime-rl commit the
hosted runtime uses, then runs the CLI's own schema worker
(prime_cli/utils/training_schema_worker.py) in a Python that has that commit's
`prime-rl-configs` installed.  This script skips only the platform request: it
reads the TOML with the CLI's own helpers, then runs the same worker's
`normalize()` in SCHEMA_PYTHON, a Python with prime-rl-configs installed (the
worker's `main()` also compares the installed prime-rl-configs commit with the
platform's one; that comparison is the one step left out).

Run it with the Python of the venv where `prime==0.18.0` is installed:

    VENV_PRIME/bin/python scripts/prime_hosted_check.py CONFIG.toml SCHEMA_PYTHON [--commit SHA]

Prints what `prime train validate` prints ("Config validated locally against
SHA." or "Error: ..."); exits 0 or 1 likewise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

DRIVER = """
import json, sys
ns = {"__name__": "prime_training_schema_worker"}
exec(WORKER, ns)
request = json.load(sys.stdin)
try:
    print(json.dumps({"artifact": ns["normalize"](request)}, allow_nan=False))
except Exception as exc:
    from pydantic import ValidationError
    if isinstance(exc, ValidationError):
        error = ns["format_errors"](exc.errors(include_input=False))
    else:
        error = str(exc)
    print(json.dumps({"error": error}))
    sys.exit(1)
"""


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("config", type=Path)
    parser.add_argument(
        "schema_python", type=Path, help="python of a venv with prime-rl-configs installed"
    )
    parser.add_argument("--commit", default="559b44772e471d1538537b8805cc77f3824a5e64")
    parser.add_argument("--artifact-out", type=Path)
    args = parser.parse_args()

    import toml
    from prime_cli.commands.rl import _hosted_config, _is_sft, _schema_input
    from prime_cli.utils import training_compiler
    from prime_cli.utils.training_compiler import SFT_ONLINE_EVAL_KEYS, _run_process

    with args.config.open() as stream:
        raw = toml.load(stream)  # as `prime train validate` reads it
    config = _schema_input(_hosted_config(raw))
    mode = "sft" if _is_sft(raw, flag=False) else "rl"
    request = {
        "config": config,
        "sft_online_eval_keys": sorted(SFT_ONLINE_EVAL_KEYS),
        "mode": mode,
        "schema_commit": args.commit,
    }
    worker = Path(training_compiler.__file__).with_name("training_schema_worker.py").read_text()
    code = f"WORKER = {worker!r}\n{DRIVER}"
    result = _run_process(
        [str(args.schema_python.absolute()), "-I", "-B", "-c", code],
        input=json.dumps(request),
        timeout=120,
    )
    try:
        response = json.loads(result.stdout)
    except ValueError:
        print("Error: schema worker returned invalid JSON:\n" + result.stderr[-2000:])
        return 1
    if result.returncode or "error" in response:
        print(f"Error: {response.get('error', 'Local schema worker failed.')}")
        return 1
    artifact = response["artifact"]
    if args.artifact_out:
        args.artifact_out.write_text(json.dumps(artifact, indent=2) + "\n")
    print(f"Config validated locally against {artifact['schema_commit']}.")
    print("Environment plugins and deployment policy remain deferred; no run submitted.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
