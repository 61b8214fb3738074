"""Where one optimiser run of ``bench_optimise.py`` gains its reward and
loses its F1: the same run (same seed, same data, same results), with each
checkpoint's policy scored per language on the held-out generated tasks and
the held-out fixture sentences apart, and the fixture sentences whose layout
changed between two checkpoints, with the total each layout scores.

    python benchmarks/bench_optimise_breakdown.py --seed 1 --at 12,24 [--control]

A rise of the blended held-out reward that ``bench_optimise.py`` reports
can come from the generated tasks while the fixture sentences stay level;
their layouts can then move between layouts the judge scores the same
(a direction in which the reward does not point towards professionals,
which ``bench_flatness.py`` counts one break at a time), or to layouts it
scores lower (the policy trading one kind of speech for the other).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))  # bench_optimise, beside this script

from bench_optimise import (
    PROFILES,
    Item,
    Span,
    _data,
    agreement,
    decode,
    human_breaks,
    optimise,
    reward,
    span_breaks,
)

from captionsmith.judging.scoring import score_cues
from captionsmith.solving.solver import span_cues


def shown(item: Item, spans: list[Span]) -> tuple[str, float]:
    """A layout of ``item`` as text (" / " a line break, " // " a cue
    break) and its total."""
    words = [w.text for w in item.words]
    cues = []
    for i, j, breaks in spans:
        edges = (i, *breaks, j)
        cues.append(" / ".join(" ".join(words[a:b]) for a, b in itertools.pairwise(edges)))
    total = score_cues(item.words, item.profile, span_cues(item.t, spans)).total
    return " // ".join(cues), total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1, help="the optimiser seed")
    ap.add_argument("--at", default="12,24", help="comma-separated checkpoint iterations")
    ap.add_argument("--control", action="store_true", help="the control run (reward + F1)")
    ap.add_argument("--population", type=int, default=48)
    ap.add_argument("--tasks", type=int, default=8, help="train (and held-out) tasks per language")
    args = ap.parse_args(argv)
    at = sorted({int(x) for x in args.at.split(",")})
    # A checkpoint at every iteration, of which the ones asked for are kept:
    # the optimiser's draws do not depend on ``every``, so this is the run
    # bench_optimise.py makes with the same seed.
    run = argparse.Namespace(
        iterations=at[-1],
        population=args.population,
        tasks=args.tasks,
        every=1,
        seed=args.seed,
        tasks_only=False,
        sample=False,
    )
    train, held_out, control, measured = _data(run)
    checkpoints = {
        c.iteration: c
        for c in optimise(run, train, held_out, control if args.control else None, measured)
        if c.iteration in at
    }
    name = "control" if args.control else "reward only"
    print(f"bench_optimise_breakdown: seed {args.seed}, {name}, checkpoints {at}\n")
    print(
        "| iteration | language | held-out tasks: reward | held-out sentences: reward | "
        "boundary F1 | line breaks / sentence (fixtures) |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for iteration in at:
        weights = list(checkpoints[iteration].weights)
        for language in PROFILES:
            tasks = [it for it in held_out[0] if it.language == language]
            sentences = [it for it in measured if it.language == language]
            f1, _, lines, _, _ = agreement(sentences, weights)
            print(
                f"| {iteration} | {language} | {statistics.mean(reward(tasks, weights, None)):.3f} | "
                f"{statistics.mean(reward(sentences, weights, None)):.3f} | {f1:.3f} | "
                f"{lines:.2f} ({human_breaks(sentences)[0]:.2f}) |"
            )
    first, last = (list(checkpoints[k].weights) for k in (at[0], at[-1]))
    print(f"\nHeld-out fixture sentences whose layout changed from iteration {at[0]} to {at[-1]}\n")
    print(
        f"| language | iteration {at[0]} | total | iteration {at[-1]} | total | "
        "professional's breaks kept, then | now |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    moved = {"same total": 0, "higher": 0, "lower": 0}
    for item in measured:
        old, new = decode(item, first, None), decode(item, last, None)
        before, after = span_breaks(old), span_breaks(new)
        if before == after:
            continue
        (a, x), (b, y) = shown(item, old), shown(item, new)
        moved["same total" if abs(x - y) < 5e-4 else ("higher" if y > x else "lower")] += 1
        human = item.human or set()
        print(
            f"| {item.language} | {a} | {x:.3f} | {b} | {y:.3f} | "
            f"{len(before & human)}/{len(human)} | {len(after & human)}/{len(human)} |"
        )
    print(
        f"\n{sum(moved.values())} sentences changed layout: "
        + ", ".join(f"{n} {k}" for k, n in moved.items())
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
