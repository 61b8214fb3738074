"""Tasks with shot changes, per language and difficulty: how many shot
changes they carry, how long the shots are, how often the shot changes
bind (the reference without them would cross one), what ignoring them
costs, that the reference scores 1.0, and what they cost to generate.

    python benchmarks/bench_shot_tasks.py [--tasks 30] [--seed 0]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time

from captionsmith.core.languages import LANGUAGES
from captionsmith.core.profile import resolve_profile
from captionsmith.core.srt import compose
from captionsmith.criteria.shot_checks import JUDGED, shot_findings, task_shot_timing
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.solver import solve
from captionsmith.solving.tasks import make_task, reference_cues


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=30, help="tasks per language and difficulty")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    print(
        "| language | difficulty | shot changes / task | shot changes / min | mean shot (s) "
        "| binding | ignoring them scores | reference = 1.0 | generation, × plain |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for code in LANGUAGES:
        profile = resolve_profile("default", code)
        for difficulty in (1, 3, 5):
            shots_config = GeneratorConfig(difficulty=difficulty, shot_changes=True)
            plain_config = GeneratorConfig(difficulty=difficulty)
            t0 = time.perf_counter()
            tasks = [make_task(args.seed, i, profile, shots_config) for i in range(args.tasks)]
            with_shots = time.perf_counter() - t0
            t0 = time.perf_counter()
            for i in range(args.tasks):
                make_task(args.seed, i, profile, plain_config)
            plain_time = time.perf_counter() - t0
            counts, minutes, lengths, blind, perfect, binding = [], 0.0, [], [], 0, 0
            for task in tasks:
                cuts = task.shot_changes
                counts.append(len(cuts))
                minutes += (task.words[-1].end_ms - task.words[0].start_ms) / 60_000
                lengths += [(b - a) / 1000 for a, b in itertools.pairwise(cuts)]
                shots = task_shot_timing(cuts, profile)
                reference = score(task.words, profile, compose(reference_cues(task)), shots)
                perfect += reference.total == 1.0
                plain = solve(list(task.words), profile) or []
                blind.append(score(task.words, profile, compose(plain), shots).total)
                binding += shots is not None and bool(shot_findings(plain, shots, JUDGED))
            n = len(tasks)
            mean_shot = f"{statistics.mean(lengths):.1f}" if lengths else "-"
            print(
                f"| {code} | {difficulty} | {statistics.mean(counts):.1f} "
                f"| {sum(counts) / minutes:.1f} | {mean_shot} | {binding / n:.0%} "
                f"| {statistics.mean(blind):.3f} | {perfect}/{n} "
                f"| {with_shots / plain_time:.1f} |"
            )


if __name__ == "__main__":
    main()
