"""Tune the solver's preference among full-credit layouts on the professional
fixtures, and report its boundary F1 on units it was not tuned on.

    python scripts/tune_solver.py [--rounds 2]

The fixtures (tests/fixtures/professional_segmentation.txt, unmarked_en.txt
and tests/fixtures/languages/{professional,unmarked}_xx.txt) are split by
position: even-numbered units tune, odd-numbered units measure.  A
coordinate search scales each preference weight of
captionsmith.solving.solver.COSTS (a syntactic break, the bonus for one
before a clause or a prepositional phrase, cue count, extra lines, line
balance, a short word alone, a sentence or silence inside a cue) by
0.5, 0.75, 1.5 or 2 and keeps a change only when it raises the F1 (break
positions and kinds) summed over the tuning units of every language.  The
hard costs (forced breaks, orphan words) stay as they are: they decide
validity, not taste.  Prints the weights found and, per language, the F1
on the measuring units without the break-strength bonuses, with the
shipped weights, and with the tuned ones.
"""

from __future__ import annotations

import argparse

from segmentation_agreement import PROFILES, fixtures, speech_rate, units  # beside this script

from captionsmith.core.profile import resolve_profile
from captionsmith.solving import solver
from captionsmith.solving.notation import boundaries, boundary_f1, parse_layout

TASTE = (
    "syntactic_break",
    "clause_bonus",
    "preposition_bonus",
    "cue",
    "extra_line",
    "imbalance_per_char",
    "short_lone_line",
    "inner_sentence_end",
    "inner_long_silence",
)
SCALES = (0.5, 0.75, 1.5, 2.0)


def prepared(language: str, half: int) -> list[tuple]:
    profile = resolve_profile(PROFILES[language])
    rate = speech_rate(language, profile)
    every = [raw for path in fixtures(language).values() for raw in units(path)]
    out = []
    for raw in every[half::2]:
        words, cues = parse_layout(raw, rate_cps=rate, profile=profile)
        out.append((words, profile, boundaries(cues, words, language)))
    return out


def f1(data: list[tuple], language: str) -> float:
    tp = found = wanted = 0
    for words, profile, human in data:
        cues = solver.solve(words, profile)
        got = boundaries(cues, words, language) if cues else set()
        a, b, c = boundary_f1(got, human, kinds=True)
        tp, found, wanted = tp + a, found + b, wanted + c
    return 2 * tp / (found + wanted) if found + wanted else 1.0


def total(data: dict[str, list[tuple]]) -> float:
    return sum(f1(rows, language) for language, rows in data.items())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    tune = {language: prepared(language, 0) for language in PROFILES}
    measure = {language: prepared(language, 1) for language in PROFILES}
    shipped = dict(solver.COSTS)
    before = {language: f1(rows, language) for language, rows in measure.items()}
    solver.COSTS.update(clause_bonus=0, preposition_bonus=0)
    flat = {language: f1(rows, language) for language, rows in measure.items()}
    solver.COSTS.update(shipped)
    best = total(tune)
    for _ in range(args.rounds):
        for key in TASTE:
            for scale in SCALES:
                old = solver.COSTS[key]
                solver.COSTS[key] = max(1, round(old * scale))
                score = total(tune)
                if score > best + 1e-9:
                    best = score
                else:
                    solver.COSTS[key] = old
    tuned = dict(solver.COSTS)
    after = {language: f1(rows, language) for language, rows in measure.items()}
    solver.COSTS.clear()
    solver.COSTS.update(shipped)
    print(
        "weights:",
        {k: (shipped[k], tuned[k]) for k in TASTE if shipped[k] != tuned[k]} or "unchanged",
    )
    print(
        "| language | measuring units | F1 (positions and kinds), no break strength "
        "| shipped | tuned on the other half |"
    )
    print("| --- | --- | --- | --- | --- |")
    for language in PROFILES:
        print(
            f"| {language} | {len(measure[language])} | {flat[language]:.3f} "
            f"| {before[language]:.3f} | {after[language]:.3f} |"
        )


if __name__ == "__main__":
    main()
