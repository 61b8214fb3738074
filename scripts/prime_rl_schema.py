"""Read prime-rl's config classes from its source and write the schema that
tests/test_configs.py checks captionsmith's GRPO configs against.

    python scripts/prime_rl_schema.py PRIME_RL_CHECKOUT --prime-cli PRIME_CLI_DIR \
        [--out tests/fixtures/prime_rl_schema.json]

PRIME_RL_CHECKOUT is a git checkout of prime-rl (the commit read is recorded);
PRIME_CLI_DIR is the installed ``prime_cli`` package of the prime CLI (``pip
install prime==0.18.0``; its version is recorded), whose hosted-run checks
are part of the rules.

What it writes, read with ``ast`` from every module of
``packages/prime-rl-configs/src/prime_rl/configs`` at HEAD (nothing is
imported, so any Python runs it):

* ``classes``, keyed ``module.Class`` (several modules define a class of the
  same name): for each class, its base classes and, per annotated field,
  the annotation as written, whether the field is **required** (no default),
  and its **default** (a literal, or the expression's text);
* ``aliases`` (``module.Alias``): the type aliases, as written
  (``DeploymentConfig = Annotated[A | B, Field(discriminator="type")]``);
* ``imports``: per module, the names it imports from its sibling modules, so
  that a name in an annotation resolves as Python resolves it;
* ``rules``: the checks outside the field types that decide whether a run
  starts, each with the file and the message that states it.  The rules
  themselves are :data:`RULES` below (their logic is in the test, which reads
  defaults from ``classes``); this script proves each one is still in the
  source at the recorded commit and records the line, and refuses to write
  the schema when a message has gone (re-read the rule then).
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
from pathlib import Path

CONFIGS = Path("packages/prime-rl-configs/src/prime_rl/configs")
CLI_VERSION_FILE = "__init__.py"

# id -> (where: "prime-rl" or "prime-cli", file, a message the check raises or logs, what it means)
RULES: dict[str, tuple[str, str, str, str]] = {
    "inference_table": (
        "prime-rl",
        "src/prime_rl/entrypoints/rl.py",
        "No [inference] block configured - the policy inference server will not be started here",
        "without an [inference] table `rl` starts no inference server, and [model] name "
        "never reaches inference.vllm.model: the orchestrator waits for a server forever",
    ),
    "bounded_eval": (
        "prime-rl",
        "src/prime_rl/orchestrator/envs.py",
        "has an infinite taskset — set num_examples to bound it",
        "an eval source over an infinite taskset (INFINITE = True) needs num_examples >= 0 "
        "(on the source, or inherited from [orchestrator.eval])",
    ),
    "gpu_count": (
        "prime-rl",
        str(CONFIGS / "rl.py"),
        "exceeds gpus_per_node",
        "single node: num_train_gpus + num_infer_gpus <= gpus_per_node",
    ),
    "nccl_gpus": (
        "prime-rl",
        str(CONFIGS / "rl.py"),
        "NCCL weight broadcast requires at least 2 GPUs",
        "the default NCCL weight broadcast needs 2 GPUs or more in all",
    ),
    "batch_divisible": (
        "prime-rl",
        str(CONFIGS / "orchestrator.py"),
        "Batch size must be divisible by the number of samples per problem",
        "orchestrator.batch_size is a multiple of group_size",
    ),
    "trainer_seq_len": (
        "prime-rl",
        "packages/prime-rl-configs/src/prime_rl/utils/validation.py",
        "must be >= orchestrator seq_len",
        "trainer.model.seq_len >= orchestrator.seq_len (one shared top-level seq_len fills both)",
    ),
    "hosted_inference": (
        "prime-cli",
        "utils/training_schema_worker.py",
        "Hosted RL runs need inference GPUs",
        "a hosted single-node run needs an [inference] table and deployment.num_infer_gpus >= 1",
    ),
}


def _literal(node: ast.expr) -> object:
    """A default as JSON: a literal's value, else {"expr": its text}."""
    try:
        return ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError):
        return {"expr": ast.unparse(node)}


def _field(stmt: ast.AnnAssign) -> dict:
    spec: dict = {"annotation": ast.unparse(stmt.annotation), "required": stmt.value is None}
    value = stmt.value
    if isinstance(value, ast.Call) and ast.unparse(value.func) in {"Field", "pydantic.Field"}:
        keywords = {k.arg: k.value for k in value.keywords}
        if "default" in keywords:
            value = keywords["default"]
        elif "default_factory" in keywords:
            value = ast.Call(func=keywords["default_factory"], args=[], keywords=[])
        elif value.args and not (
            isinstance(value.args[0], ast.Constant) and value.args[0].value is Ellipsis
        ):
            value = value.args[0]
        else:
            spec["required"] = True
            value = None
    if value is not None:
        spec["default"] = _literal(value)
    return spec


def read_module(source: str) -> tuple[dict[str, dict], dict[str, str], dict[str, str]]:
    """The classes, the type aliases (as text) and the imports from sibling
    config modules (name -> ``module.Name``) of one module."""
    classes: dict[str, dict] = {}
    aliases: dict[str, str] = {}
    imports: dict[str, str] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("prime_rl.configs."):
            module = (node.module or "").rsplit(".", 1)[1]
            for alias in node.names:
                imports[alias.asname or alias.name] = f"{module}.{alias.name}"
        elif isinstance(node, ast.ClassDef):
            fields = {
                stmt.target.id: _field(stmt)
                for stmt in node.body
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)
            }
            classes[node.name] = {"bases": [ast.unparse(b) for b in node.bases], "fields": fields}
        elif (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and ast.unparse(node.annotation) == "TypeAlias"
            and node.value is not None
        ):
            aliases[node.target.id] = ast.unparse(node.value)
    return classes, aliases, imports


def _git(checkout: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(checkout), *args], capture_output=True, text=True, check=True
    ).stdout


def _find(text: str, message: str) -> int | None:
    for number, line in enumerate(text.splitlines(), 1):
        if message in line:
            return number
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("checkout", type=Path, help="a prime-rl git checkout")
    ap.add_argument("--prime-cli", type=Path, required=True, help="the installed prime_cli dir")
    ap.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).parents[1] / "tests" / "fixtures" / "prime_rl_schema.json",
    )
    args = ap.parse_args()
    commit = _git(args.checkout, "rev-parse", "HEAD").strip()
    classes: dict[str, dict] = {}
    aliases: dict[str, str] = {}
    imports: dict[str, dict[str, str]] = {}
    modules = sorted(
        Path(name).name
        for name in _git(args.checkout, "ls-tree", "--name-only", "HEAD", f"{CONFIGS}/").split()
        if name.endswith(".py") and not name.endswith("__init__.py")
    )
    for name in modules:
        module = name.removesuffix(".py")
        found, named, imported = read_module(_git(args.checkout, "show", f"HEAD:{CONFIGS / name}"))
        classes.update({f"{module}.{cls}": spec for cls, spec in found.items()})
        aliases.update({f"{module}.{alias}": text for alias, text in named.items()})
        imports[module] = imported
    version_text = (args.prime_cli / CLI_VERSION_FILE).read_text(encoding="utf-8")
    cli_version = next(
        line.split("=", 1)[1].strip().strip("\"'")
        for line in version_text.splitlines()
        if line.startswith("__version__")
    )
    rules = {}
    for rule, (where, path, message, meaning) in RULES.items():
        if where == "prime-rl":
            text = _git(args.checkout, "show", f"HEAD:{path}")
        else:
            text = (args.prime_cli / path).read_text(encoding="utf-8")
        line = _find(text, message)
        if line is None:
            raise SystemExit(f"rule {rule}: {message!r} is no longer in {where} {path}")
        rules[rule] = {"source": f"{where}:{path}:{line}", "message": message, "meaning": meaning}
    schema = {
        "prime_rl_commit": commit,
        "prime_cli_version": cli_version,
        "root": "rl.RLConfig",
        "modules": modules,
        "imports": imports,
        "classes": classes,
        "aliases": aliases,
        "rules": rules,
    }
    args.out.write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(
        f"{len(classes)} classes, {len(aliases)} aliases, {len(rules)} rules from "
        f"{len(modules)} modules of prime-rl {commit[:12]} and prime CLI {cli_version} -> {args.out}"
    )


if __name__ == "__main__":
    main()
