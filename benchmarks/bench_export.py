"""Export speed with datasets' sharded generation, for 1 and K processes,
and a check that the rows are identical.

    python benchmarks/bench_export.py [--count 2000] [--procs 2]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from captionsmith.core.profile import DEFAULT
from captionsmith.environment.export import export_tasks
from captionsmith.languages.generator import GeneratorConfig


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--runs", type=int, default=2, help="interleaved runs; the best is kept")
    args = ap.parse_args()
    config = GeneratorConfig(difficulty=3)
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for procs in sorted({1, args.procs}):
            t0 = time.perf_counter()
            dataset = export_tasks(
                Path(tmp) / f"p{procs}", 0, args.count, DEFAULT, config, num_proc=procs
            )
            elapsed = time.perf_counter() - t0
            results[procs] = (elapsed, dataset.to_list())
    base = results[1][0]
    print(f"\nexport of {args.count} tasks (difficulty 3, default profile), best of {args.runs}")
    for procs, (elapsed, rows) in results.items():
        same = rows == results[1][1]
        print(
            f"num_proc {procs}: {elapsed:6.2f} s  {args.count / elapsed:6.0f} tasks/s  "
            f"speed-up {base / elapsed:.2f}x  identical rows: {same}"
        )


if __name__ == "__main__":
    main()
