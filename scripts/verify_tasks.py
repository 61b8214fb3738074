"""Generate N tasks per preset and per difficulty and check every reference
independently: strict parse of the composed SRT, every profile rule
(captionsmith.criteria.checks), every word in order, and a perfect score.  Also
prints the generator's acceptance rate (solvable attempts / attempts) per
cell, to watch for quiet bias.

    python scripts/verify_tasks.py [--count 1000] [--seed 0] [--jobs 2] [--presets a,b]

Every preset by default, the language presets (netflix-ja ...) included;
the table adds generation speed (tasks per second, one process).
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from captionsmith.core.measures import measure
from captionsmith.core.profile import PRESETS
from captionsmith.core.srt import compose, parse
from captionsmith.core.text import normalize_tokens
from captionsmith.criteria.checks import constraint_violations
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig, generate_words
from captionsmith.solving.solver import solve
from captionsmith.solving.tasks import make_task, reference_cues, task_rng


def check_cell(
    job: tuple[str, int, int, int],
) -> tuple[str, int, int, int, int, int, float, float]:
    name, difficulty, count, seed = job
    profile = PRESETS[name]
    config = GeneratorConfig(difficulty=difficulty)
    failures = 0
    spaced = measure(profile.language).spaced
    started = time.perf_counter()
    for index in range(count):
        task = make_task(seed, index, profile, config)
        cues = parse(compose(reference_cues(task)))
        said = normalize_tokens(" ".join(w.text for w in task.words))
        shown = normalize_tokens(
            " ".join(
                " ".join(line.removeprefix("-") if len(c.lines) == 2 else line for line in c.lines)
                for c in cues
            )
        )
        if not spaced:  # Japanese and Chinese lines join words without spaces
            said, shown = ["".join(said)], ["".join(shown)]
        report = score(task.words, profile, compose(cues))
        if constraint_violations(cues, profile) or said != shown or report.total != 1.0:
            failures += 1
    speed = count / (time.perf_counter() - started)
    # Acceptance: first attempts of 200 indices, solvable or not.
    attempts = 200
    accepted = sum(
        solve(
            generate_words(task_rng("train", seed, i, 0, profile.language), profile, config),
            profile,
        )
        is not None
        for i in range(attempts)
    )
    return name, difficulty, count, failures, accepted, attempts, accepted / attempts, speed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--presets", default=",".join(PRESETS), help="comma-separated preset names")
    args = ap.parse_args()
    names = args.presets.split(",")
    jobs = [(name, d, args.count, args.seed) for name in names for d in range(1, 6)]
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(check_cell, jobs))
    print(f"{args.count} tasks per cell, seed {args.seed}\n")
    print("| profile | difficulty | tasks | failures | acceptance | tasks/s |")
    print("| --- | --- | --- | --- | --- | --- |")
    total_failures = 0
    for name, d, count, failures, _, _, rate, speed in results:
        total_failures += failures
        print(f"| {name} | {d} | {count} | {failures} | {rate:.2f} | {speed:.0f} |")
    print(f"\nall references valid: {total_failures == 0}")
    raise SystemExit(1 if total_failures else 0)


if __name__ == "__main__":
    main()
