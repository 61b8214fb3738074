"""How flat the reward is around the professional layouts: for each
held-out professional fixture sentence (the odd ones, as in
``bench_optimise.py``) and each of its breaks, move that break (same kind)
to every other gap the profile allows, or swap its kind, keep the rest, and
score the layout against the professional one.  A move that scores the same
is a direction in which the reward does not point towards professionals.

    python benchmarks/bench_flatness.py [--parity 1]
"""

from __future__ import annotations

import argparse
import collections
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))  # bench_optimise, beside this script

from bench_optimise import Item, fixture_items

from captionsmith.judging.scoring import score_cues
from captionsmith.solving.solver import span_cues

TIE = 5e-4  # totals closer than this are the same

Breaks = set[tuple[int, str]]


def _spans(item: Item, breaks: Breaks) -> list[tuple[int, int, tuple[int, ...]]]:
    spans, start, lines = [], 0, []
    for k in range(len(item.t) - 1):
        if (k, "cue") in breaks:
            spans.append((start, k + 1, tuple(lines)))
            start, lines = k + 1, []
        elif (k, "line") in breaks:
            lines.append(k + 1)
    spans.append((start, len(item.t), tuple(lines)))
    return spans


def _allowed(item: Item, breaks: Breaks) -> bool:
    """Whether every cue keeps the profile's line count and line width."""
    p = item.profile
    for i, j, inner in _spans(item, breaks):
        if len(inner) + 1 > p.max_lines:
            return False
        edges = (i, *inner, j)
        if any(item.t.width(a, b) > p.line_limit for a, b in itertools.pairwise(edges)):
            return False
    return True


def _total(item: Item, breaks: Breaks) -> float:
    return score_cues(item.words, item.profile, span_cues(item.t, _spans(item, breaks))).total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--parity", type=int, default=1, help="1: held-out sentences, 0: train")
    args = ap.parse_args()
    counts: collections.Counter[tuple[str, str, str]] = collections.Counter()
    tied_gaps: collections.Counter[str] = collections.Counter()
    sentences = tied_sentences = professional_perfect = 0
    for item in fixture_items(args.parity):
        assert item.human is not None
        human: Breaks = item.human
        base = _total(item, human)
        sentences += 1
        professional_perfect += base == 1.0
        tied_here = False
        for k, kind in sorted(human):
            rest = human - {(k, kind)}
            taken = {q for q, _ in rest}
            moves = [(f"{kind} break moved", rest | {(g, kind)}, g) for g in range(len(item.t) - 1)]
            moves = [(name, b, g) for name, b, g in moves if g != k and g not in taken]
            other = "cue" if kind == "line" else "line"
            moves.append((f"{kind} break made a {other} break", rest | {(k, other)}, k))
            for name, breaks, gap in moves:
                if not _allowed(item, breaks):
                    continue
                total = _total(item, breaks)
                outcome = (
                    "same" if abs(total - base) < TIE else ("lower" if total < base else "higher")
                )
                counts[(item.language, name, outcome)] += 1
                if outcome == "same" and "moved" in name:
                    tied_here = True
                    t = item.t
                    tied_gaps[f"{t.classes[gap].value}, strength {t.strength[gap]}"] += 1
        tied_sentences += tied_here
    print(
        f"{sentences} sentences; the professional layout scores 1.000 in {professional_perfect}; "
        f"{tied_sentences} have a one-break move that scores the same"
    )
    print("\n| language | change | same total | lower | higher |\n| --- | --- | --- | --- | --- |")
    for language, name in sorted({(lang, name) for lang, name, _ in counts}):
        same, lower, higher = (counts[(language, name, o)] for o in ("same", "lower", "higher"))
        print(f"| {language} | {name} | {same} | {lower} | {higher} |")
    print("\n| gap a tying line or cue break moved to (judge class, clause strength) | moves |")
    print("| --- | --- |")
    for gap, n in tied_gaps.most_common():
        print(f"| {gap} | {n} |")


if __name__ == "__main__":
    main()
