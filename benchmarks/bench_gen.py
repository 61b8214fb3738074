"""Tasks per second for generate + solve on one core, at about 100, 200 and
400 words, to show how the cost grows with transcript length.

    python benchmarks/bench_gen.py [--tasks 200] [--profile default] [--difficulty 3]
"""

from __future__ import annotations

import argparse
import time

from captionsmith.core.profile import resolve_profile
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task, reference_cues


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=200)
    ap.add_argument("--profile", default="default")
    ap.add_argument("--difficulty", type=int, default=3)
    ap.add_argument("--runs", type=int, default=3, help="report the best of this many runs")
    args = ap.parse_args()
    profile = resolve_profile(args.profile)
    print(
        f"profile {args.profile}, difficulty {args.difficulty}, {args.tasks} tasks per row, "
        f"best of {args.runs} runs"
    )
    print("words  tasks/s  ms/task  ms/word  (make_task = generate + solve, retries included)")
    for size in (100, 200, 400):
        config = GeneratorConfig(difficulty=args.difficulty, min_words=size, max_words=size + 10)
        count = max(10, args.tasks * 100 // size)
        elapsed = float("inf")
        for _ in range(args.runs):  # best of N: the run least disturbed by other load
            words = 0
            t0 = time.perf_counter()
            for index in range(count):
                words += len(make_task(0, index, profile, config).words)
            elapsed = min(elapsed, time.perf_counter() - t0)
        print(
            f"{words / count:5.0f}  {count / elapsed:7.0f}  {elapsed / count * 1e3:7.2f}"
            f"  {elapsed / words * 1e3:7.4f}"
        )
    config = GeneratorConfig(difficulty=args.difficulty, min_words=100, max_words=110)
    task = make_task(0, 0, profile, config)
    t0 = time.perf_counter()
    for _ in range(50):
        reference_cues(task)
    print(
        f"reference recompute (validate) at ~100 words: {(time.perf_counter() - t0) / 50 * 1e3:.2f} ms"
    )


if __name__ == "__main__":
    main()
