"""Tasks per second for generate + solve on one core, at about 100, 200 and
400 words, to show how the cost grows with transcript length; with
``--languages``, tasks per second per language and difficulty (each
language's default profile, the difficulty's own lengths).  Each run makes
new tasks (no cache sees a task twice, as in training) and is timed in this
process's CPU time; the best run is reported.

    python benchmarks/bench_gen.py [--tasks 200] [--profile default] [--difficulty 3]
    python benchmarks/bench_gen.py --languages [--tasks 200]
"""

from __future__ import annotations

import argparse
import time

from captionsmith.core.languages import LANGUAGES
from captionsmith.core.profile import resolve_profile
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task, reference_cues


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=200)
    ap.add_argument("--profile", default="default")
    ap.add_argument("--difficulty", type=int, default=3)
    ap.add_argument("--runs", type=int, default=3, help="report the best of this many runs")
    ap.add_argument("--languages", action="store_true", help="the per-language table")
    args = ap.parse_args()
    if args.languages:
        by_language(args.tasks, args.runs)
        return
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
        for run in range(args.runs):  # best of N: the run least disturbed by other load
            words = 0
            t0 = time.process_time()
            for index in range(run * count, (run + 1) * count):  # new tasks each run
                words += len(make_task(0, index, profile, config).words)
            elapsed = min(elapsed, time.process_time() - t0)
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


def by_language(tasks: int, runs: int) -> None:
    """Tasks per second (best of ``runs``) per language and difficulty."""
    print(f"{tasks} tasks per cell, best of {runs} runs; make_task = generate + solve")
    print("| language | " + " | ".join(f"difficulty {d}" for d in range(1, 6)) + " |")
    print("| --- |" + " --- |" * 5)
    for code in LANGUAGES:
        profile = resolve_profile("default", code)
        cells = []
        for difficulty in range(1, 6):
            config = GeneratorConfig(difficulty=difficulty)
            elapsed = float("inf")
            for run in range(runs):
                t0 = time.process_time()
                for index in range(run * tasks, (run + 1) * tasks):  # new tasks each run
                    make_task(0, index, profile, config)
                elapsed = min(elapsed, time.process_time() - t0)
            cells.append(f"{tasks / elapsed:.0f}")
        print(f"| {code} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
