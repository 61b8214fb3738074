"""Does the reward give GRPO something to learn from?  For each difficulty,
groups of 16 answers per task from a stochastic policy: the reference with k
honest mistakes, k drawn per answer (Poisson, mean --mean-mistakes), each
mistake one of: a boundary moved by one word, a line pushed over the width
(the next line's first word pulled up), a cue ending 0.7 s late, a word left
out.  Reports the mean within-group standard deviation of the total, the share
of groups whose 16 totals are all equal (prime-rl drops those), and the
Spearman rank correlation between k and the total (it should be strongly
negative: more mistakes, lower reward).

With --repair, each answer is also repaired once: every mistake is fixed
with probability 0.6, and the episode's total is the repair total for each
gain in --gains; the correlation is then between the *first* answer's k and
the total, which is what keeps the first answer worth improving.

    python benchmarks/bench_grpo_signal.py [--tasks 40] [--group 16] [--repair]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import statistics

from captionsmith.core.profile import DEFAULT
from captionsmith.core.repair import repair_total
from captionsmith.core.srt import Cue
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.perturb import delete_word
from captionsmith.solving.tasks import make_task, reference_cues

MISTAKES = ("moved boundary", "line over the limit", "late end", "missing word")


def mistake(cues: list[Cue], kind: str, rng: random.Random) -> list[Cue]:
    c = rng.randrange(len(cues))
    cue = cues[c]
    if kind == "late end":
        return [*cues[:c], dataclasses.replace(cue, end_ms=cue.end_ms + 700), *cues[c + 1 :]]
    if kind == "missing word":
        line = rng.randrange(len(cue.lines))
        w = rng.randrange(len(cue.lines[line].split()))
        return delete_word(cues, c, line, w) or cues
    if kind == "line over the limit" and len(cue.lines) == 2 and len(cue.lines[1].split()) > 1:
        head, *rest = cue.lines[1].split()
        lines = (f"{cue.lines[0]} {head}", " ".join(rest))
        return [*cues[:c], dataclasses.replace(cue, lines=lines), *cues[c + 1 :]]
    if c + 1 < len(cues):  # a moved boundary: the next cue's first word joins this one
        nxt = cues[c + 1]
        head, *rest = nxt.lines[0].split()
        if rest:
            moved = dataclasses.replace(cue, lines=(*cue.lines[:-1], f"{cue.lines[-1]} {head}"))
            shifted = dataclasses.replace(nxt, lines=(" ".join(rest), *nxt.lines[1:]))
            return [*cues[:c], moved, shifted, *cues[c + 2 :]]
    return cues


def poisson(rng: random.Random, mean: float) -> int:
    limit, k, p = math.exp(-mean), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def spearman(xs: list[float], ys: list[float]) -> float:
    def ranks(values: list[float]) -> list[float]:
        order = sorted(range(len(values)), key=lambda i: values[i])
        out = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                out[order[k]] = (i + j) / 2
            i = j + 1
        return out

    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    sy = math.sqrt(sum((b - my) ** 2 for b in ry))
    return cov / (sx * sy) if sx and sy else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=40)
    ap.add_argument("--group", type=int, default=16)
    ap.add_argument("--mean-mistakes", type=float, default=1.5)
    ap.add_argument("--repair", action="store_true")
    ap.add_argument("--gains", default="0.25,0.5,0.75")
    args = ap.parse_args()
    gains = [float(g) for g in args.gains.split(",")]
    print(
        f"{args.tasks} tasks x {args.group} answers per difficulty, default profile, "
        f"mistakes ~ Poisson({args.mean_mistakes:g})\n"
    )
    if args.repair:
        print(
            "| difficulty | gain | mean within-group std | groups all equal | rank corr (first k, total) | mean total |"
        )
        print("| --- | --- | --- | --- | --- | --- |")
    else:
        print(
            "| difficulty | mean within-group std | groups all equal | rank corr (k, total) | mean total |"
        )
        print("| --- | --- | --- | --- | --- |")
    for difficulty in range(1, 6):
        rng = random.Random(difficulty)
        per_gain: dict[float, tuple[list[float], list[float], list[int], list[float]]] = {
            g: ([], [], [], []) for g in (gains if args.repair else [0.0])
        }
        for index in range(args.tasks):
            task = make_task(0, index, DEFAULT, GeneratorConfig(difficulty=difficulty), "eval")
            ref = reference_cues(task)
            groups: dict[float, list[float]] = {g: [] for g in per_gain}
            for _ in range(args.group):
                k = poisson(rng, args.mean_mistakes)
                kinds = [rng.choice(MISTAKES) for _ in range(k)]
                cues = ref
                for kind in kinds:
                    cues = mistake(cues, kind, rng)
                first = score_cues(task.words, DEFAULT, cues).total
                if args.repair:
                    kept = [kind for kind in kinds if rng.random() >= 0.6]
                    fixed = ref
                    for kind in kept:
                        fixed = mistake(fixed, kind, rng)
                    final = score_cues(task.words, DEFAULT, fixed).total
                for g in per_gain:
                    # the environment asks for a repair only when the first answer is imperfect
                    if not args.repair:
                        total = first
                    else:
                        answers = [first, final] if first < 1.0 else [first]
                        total = repair_total(answers, g).total
                    groups[g].append(total)
                    per_gain[g][2].append(k)
                    per_gain[g][3].append(total)
            for g, totals in groups.items():
                per_gain[g][0].append(statistics.pstdev(totals))
                per_gain[g][1].append(float(max(totals) - min(totals) < 1e-12))
        for g, (stds, flats, ks, totals) in per_gain.items():
            cells = [
                f"{statistics.fmean(stds):.3f}",
                f"{statistics.fmean(flats):.1%}",
                f"{spearman([float(k) for k in ks], totals):.2f}",
                f"{statistics.fmean(totals):.3f}",
            ]
            lead = f"| {difficulty} | {g:g} | " if args.repair else f"| {difficulty} | "
            print(lead + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
