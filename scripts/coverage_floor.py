"""Fail when any module of the package has less branch coverage than the floor.

Reads the JSON report pytest-cov writes (``--cov-report=json:PATH``) and
prints every module's coverage, lowest first; exits 1 naming the modules
below ``--floor`` (percent).  ``.ci/run`` runs it after the tests.

    python scripts/coverage_floor.py .coverage.json [--floor 85]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("report", type=Path)
    ap.add_argument("--floor", type=float, default=85.0)
    args = ap.parse_args()
    try:
        files = json.loads(args.report.read_text(encoding="utf-8"))["files"]
    except (OSError, ValueError, KeyError) as exc:
        print(f"coverage_floor: cannot read {args.report}: {exc}", file=sys.stderr)
        return 2
    shares = sorted((data["summary"]["percent_covered"], name) for name, data in files.items())
    for percent, name in shares:
        print(f"{percent:6.1f} %  {name}")
    low = [name for percent, name in shares if percent < args.floor]
    if low:
        print(f"below {args.floor:g} % branch coverage: {', '.join(low)}", file=sys.stderr)
        return 1
    print(f"every module at or above {args.floor:g} % branch coverage")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
