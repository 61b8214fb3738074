"""Print the reward ladder: how each perturbation of a reference answer moves
the four scores.  Averaged over tasks; the table in DESIGN.md comes from it.

    python scripts/ladder.py [--tasks 50] [--seed 3] [--profile default] [--difficulty 3]
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics

from captionsmith.generator import GeneratorConfig
from captionsmith.profile import resolve_profile
from captionsmith.scoring import score
from captionsmith.srt import Cue, compose
from captionsmith.tasks import make_task, reference_cues
from captionsmith.text import CONNECTORS


def renumber(cues: list[Cue]) -> list[Cue]:
    return [dataclasses.replace(c, index=k) for k, c in enumerate(cues, start=1)]


def shift(cues: list[Cue], ms: int) -> list[Cue]:
    return [dataclasses.replace(c, start_ms=c.start_ms + ms, end_ms=c.end_ms + ms) for c in cues]


def perturbations(task, ref: list[Cue]) -> dict[str, list[Cue] | None]:
    words = task.words
    out: dict[str, list[Cue] | None] = {"reference": ref}
    out["drop one word"] = None
    for k, cue in enumerate(ref):
        tokens = cue.lines[0].split()
        if len(tokens) > 1:
            fixed = dataclasses.replace(cue, lines=(" ".join(tokens[1:]), *cue.lines[1:]))
            out["drop one word"] = [*ref[:k], fixed, *ref[k + 1 :]]
            break
    out["boundary after a connector"] = None
    for k in range(len(ref) - 1):
        head, *rest = ref[k + 1].lines[0].split()
        if head.lower() in CONNECTORS and rest:
            prev, nxt = ref[k], ref[k + 1]
            moved = [
                dataclasses.replace(prev, lines=(*prev.lines[:-1], prev.lines[-1] + " " + head)),
                dataclasses.replace(nxt, lines=(" ".join(rest), *nxt.lines[1:])),
            ]
            out["boundary after a connector"] = [*ref[:k], *moved, *ref[k + 2 :]]
            break
    out["shift +0.3 s"] = shift(ref, 300)
    out["shift +1 s"] = shift(ref, 1000)
    out["shift +3 s"] = shift(ref, 3000)
    out["first half only"] = ref[: len(ref) // 2]
    out["duplicated words"] = [
        dataclasses.replace(
            c, lines=tuple(" ".join(f"{w} {w}" for w in line.split()) for line in c.lines)
        )
        for c in ref
    ]
    last = ref[-1].end_ms
    out["invented extra cues"] = ref + [
        Cue(1, last + 200 + 2000 * k, last + 1800 + 2000 * k, ("Thanks for watching!",))
        for k in range(len(ref))
    ]
    out["one giant cue"] = [
        Cue(1, words[0].start_ms, words[-1].end_ms, (" ".join(w.text for w in words),))
    ]
    out["one cue per word"] = [Cue(1, w.start_ms, w.end_ms, (w.text,)) for w in words]
    span = ref[-1].end_ms + 1000
    out["100x the expected size"] = [c for r in range(100) for c in shift(ref, r * span)]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=50)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--profile", default="default")
    ap.add_argument("--difficulty", type=int, default=3)
    args = ap.parse_args()
    profile = resolve_profile(args.profile)
    rows: dict[str, list[tuple[float, ...]]] = {}
    for index in range(args.tasks):
        task = make_task(args.seed, index, profile, GeneratorConfig(difficulty=args.difficulty))
        for name, cues in perturbations(task, reference_cues(task)).items():
            if cues is None:
                continue
            r = score(task.words, profile, compose(renumber(cues)))
            rows.setdefault(name, []).append(
                (r.coverage, r.timing, r.constraints, r.segmentation, r.total)
            )
    print(
        f"ladder: {args.tasks} tasks, seed {args.seed}, profile {args.profile}, "
        f"difficulty {args.difficulty} (mean scores)\n"
    )
    print("| perturbation | n | coverage | timing | constraints | segmentation | total |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name, values in rows.items():
        means = [statistics.fmean(col) for col in zip(*values, strict=True)]
        cells = " | ".join(f"{m:.3f}" for m in means)
        print(f"| {name} | {len(values)} | {cells} |")


if __name__ == "__main__":
    main()
