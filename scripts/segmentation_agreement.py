"""How well the judge and the solver agree with hand-segmented subtitles.

    python scripts/segmentation_agreement.py [--fixture tests/fixtures/professional_segmentation.txt]

For each sentence of the fixture (slash notation, captionsmith.solving.notation):

* the share of the human breaks inside a sentence that the judge does not
  give full credit, and the share of sentences that lose any credit;
* boundary F1 of the exact solver's breaks against the human ones (same
  words, pause-free timings, default profile), break positions only and
  with the kind (cue or line) too; the greedy line-filling baseline beside
  it.

The fixture was written for the project by the same hand that wrote the
rules: a stand-in for professional data, not a held-out measurement.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from captionsmith.core.profile import DEFAULT
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.solving.notation import boundaries, boundary_f1, parse_layout
from captionsmith.solving.policies import greedy_cues
from captionsmith.solving.solver import solve

FIXTURE = Path(__file__).parents[1] / "tests" / "fixtures" / "professional_segmentation.txt"


def inner_breaks_rejected(words, cues) -> tuple[int, int]:
    """(human breaks inside a sentence, of which the judge does not fully credit)."""
    t = SegmentationRules(words, DEFAULT)
    inner = rejected = 0
    start = 0
    for cue in cues:
        count = sum(len(line.removeprefix("-").split()) for line in cue.lines)
        end = start + count
        p = start
        for line in cue.lines[:-1]:
            q = p + len(line.removeprefix("-").split())
            if not t.sentence_end[q - 1]:
                inner += 1
                rejected += not t.line_break_verdict(p, q, end).ok
            p = q
        if end < len(t) and not t.sentence_end[end - 1]:
            inner += 1
            rejected += not t.cue_end_verdict(start, end).ok
        start = end
    return inner, rejected


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fixture", type=Path, default=FIXTURE)
    args = ap.parse_args()
    sentences = [
        line
        for line in args.fixture.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    inner = rejected = losing = 0
    counts = {name: [0, 0, 0, 0, 0, 0] for name in ("solver", "greedy")}
    for raw in sentences:
        words, cues = parse_layout(raw)
        a, b = inner_breaks_rejected(words, cues)
        inner, rejected = inner + a, rejected + b
        losing += score_cues(words, DEFAULT, cues).segmentation < 1.0
        human = boundaries(cues)
        for name, found in (
            ("solver", solve(words, DEFAULT)),
            ("greedy", greedy_cues(words, DEFAULT)),
        ):
            if found is None:
                continue
            got = boundaries(found)
            for offset, kinds in ((0, False), (3, True)):
                tp, f, w = boundary_f1(got, human, kinds)
                row = counts[name]
                row[offset] += tp
                row[offset + 1] += f
                row[offset + 2] += w

    def f1(tp: int, found: int, wanted: int) -> float:
        return 2 * tp / (found + wanted) if found + wanted else 1.0

    print(f"{len(sentences)} sentences, {inner} human breaks inside a sentence\n")
    print("| measure | value |")
    print("| --- | --- |")
    print(f"| inner human breaks without full credit | {rejected / max(1, inner):.1%} |")
    print(f"| sentences that lose segmentation credit | {losing / len(sentences):.1%} |")
    for name, row in counts.items():
        print(f"| {name}: boundary F1, positions | {f1(*row[:3]):.3f} |")
        print(f"| {name}: boundary F1, positions and kinds | {f1(*row[3:]):.3f} |")


if __name__ == "__main__":
    main()
