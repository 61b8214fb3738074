"""Read prime-rl's config classes from its source and write the field schema
that tests/test_configs.py checks captionsmith's GRPO configs against.

    python scripts/prime_rl_schema.py PRIME_RL_CHECKOUT [--out tests/fixtures/prime_rl_schema.json]

prime-rl is not on PyPI (its slim `prime-rl-configs` package needs Python
3.12 and is not published either), so the fields are read with `ast` from
`packages/prime-rl-configs/src/prime_rl/configs/*.py` of a checkout: for each
class, its annotated fields and their annotations as written, and its base
classes.  The commit read is recorded in the output.
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
from pathlib import Path

CONFIGS = Path("packages/prime-rl-configs/src/prime_rl/configs")


def classes(source: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            fields = {
                stmt.target.id: ast.unparse(stmt.annotation)
                for stmt in node.body
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)
            }
            out[node.name] = {"bases": [ast.unparse(b) for b in node.bases], "fields": fields}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("checkout", type=Path)
    ap.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).parents[1] / "tests" / "fixtures" / "prime_rl_schema.json",
    )
    args = ap.parse_args()
    commit = subprocess.run(
        ["git", "-C", str(args.checkout), "rev-parse", "HEAD"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    found: dict[str, dict] = {}
    for name in (
        "rl.py",
        "orchestrator.py",
        "trainer.py",
        "shared.py",
        "algorithm.py",
        "inference.py",
    ):
        text = subprocess.run(
            ["git", "-C", str(args.checkout), "show", f"HEAD:{CONFIGS / name}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for cls, spec in classes(text).items():
            found.setdefault(cls, {**spec, "file": name})
    schema = {"prime_rl_commit": commit, "root": "RLConfig", "classes": found}
    args.out.write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(found)} classes from prime-rl {commit[:12]} -> {args.out}")


if __name__ == "__main__":
    main()
