"""How many eval tasks a GRPO run needs: the eval source's ``num_examples``.

The taskset is infinite, so prime-rl's eval source must be bounded
(``num_examples``).  The number decides how precisely each eval measures the
mean total.  Over ``--tasks`` eval-split tasks at one difficulty, this
measures the spread of the total across tasks for the two rule-based
baselines (``greedy`` and ``whisperx``, stand-ins for a model early and
midway in training), and prints the standard error of an eval's mean total
and the smallest change between two evals that stands out (two standard
errors of a difference: 2 x sqrt(2) x se) for several ``num_examples``.

    python benchmarks/bench_eval_size.py [--tasks 200] [--difficulty 3] [--profile default]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from captionsmith.core.profile import resolve_profile
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.policies import run_policy
from captionsmith.solving.tasks import make_task

POLICIES = ("greedy", "whisperx")
SIZES = (32, 64, 128, 256)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=200)
    ap.add_argument("--difficulty", type=int, default=3)
    ap.add_argument("--profile", default="default")
    ap.add_argument("--language", default=None)
    args = ap.parse_args()
    started = time.perf_counter()
    profile = resolve_profile(args.profile, args.language)
    config = GeneratorConfig(difficulty=args.difficulty)
    totals: dict[str, list[float]] = {p: [] for p in POLICIES}
    for index in range(args.tasks):
        task = make_task(0, index, profile, config, split="eval")
        for policy in POLICIES:
            answer = run_policy(policy, task.words, profile)
            totals[policy].append(score(task.words, profile, answer).total)
    print(
        f"{args.tasks} eval tasks, difficulty {args.difficulty}, profile {args.profile}, "
        f"language {profile.language}\n"
    )
    header = " | ".join(f"se at {n} / smallest visible change" for n in SIZES)
    print(f"| policy | mean total | std across tasks | {header} |")
    print("| --- | --- | --- | " + " | ".join("---" for _ in SIZES) + " |")
    for policy in POLICIES:
        values = totals[policy]
        sd = statistics.stdev(values)
        cells = []
        for n in SIZES:
            se = sd / math.sqrt(n)
            cells.append(f"{se:.3f} / {2 * math.sqrt(2) * se:.3f}")
        print(
            f"| {policy} | {statistics.mean(values):.3f} | {sd:.3f} | " + " | ".join(cells) + " |"
        )
    print(f"\n({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
