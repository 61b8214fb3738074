"""The native review of generated speech: draw the sample, count the marks.

``sample`` writes ``tests/fixtures/review/<code>.tsv`` for a reviewer to mark:
the first sentences of index 0 of the eval stream for seeds 9000 and up, at
difficulties 1, 3 and 5 (no picking), and the first turn changes of the first
dialogues after them.  A reviewer marks each sentence ``y`` or ``n`` for
grammatical, sensible and natural (the ``follows`` column holds ``-``), and
each turn change ``y`` or ``n`` for "follows from the turn before" (its
other marks hold ``-``).  ``count`` prints the shares per language and
difficulty against issue 28's targets (95 % grammatical, 90 % sensible, 80 %
natural; 80 % of turn changes follow).

    python scripts/native_review.py sample fr [--first 9300] [--force]
    python scripts/native_review.py count [fr ...]
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

from captionsmith.languages import language_pack
from captionsmith.languages.compose import Line
from captionsmith.languages.generator import GeneratorConfig, spoken_lines
from captionsmith.solving.tasks import task_rng

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "review"
DIFFICULTIES = (1, 3, 5)
FIRST_SEED = 9300  # 9000-9299: earlier rounds, read while fixing the banks
SEED_COUNT = 12  # twelve seeds a difficulty
PER_TASK = 3  # sentences from each task: 12 x 3 x 3 = 108
TURNS = 30
TARGETS = {"grammatical": 0.95, "sensible": 0.90, "natural": 0.80, "follows": 0.80}
HEADER = "kind\tdifficulty\tseed\tgrammatical\tsensible\tnatural\tfollows\ttext\tnote"


def _lines(code: str, seed: int, index: int, difficulty: int) -> list[Line]:
    config = GeneratorConfig(difficulty=difficulty)
    lines, _ = spoken_lines(task_rng("eval", seed, index, 0, code), code, config)
    return lines


def _said(code: str, line: Line) -> str:
    joiner = " " if language_pack(code).measure.spaced else ""
    return joiner.join(t.text for t in line.tokens)


def sample(code: str, first: int = FIRST_SEED) -> list[tuple[str, int, int, str]]:
    """``(kind, difficulty, seed, text)`` rows from seeds ``first`` onwards:
    sentences, then turn changes (``previous ⟶ reply``)."""
    rows: list[tuple[str, int, int, str]] = []
    seeds = range(first, first + SEED_COUNT)
    for difficulty in DIFFICULTIES:
        for seed in seeds:
            for line in _lines(code, seed, 0, difficulty)[:PER_TASK]:
                rows.append(("sentence", difficulty, seed, _said(code, line)))
    turns = 0
    seed = seeds.stop
    while turns < TURNS:
        difficulty = DIFFICULTIES[seed % 2 + 1]  # 3 and 5: the levels with dialogue
        lines = _lines(code, seed, 0, difficulty)
        taken = 0
        for before, after in itertools.pairwise(lines):
            if before.speaker and after.speaker and before.speaker != after.speaker:
                text = f"{before.speaker}: {_said(code, before)} ⟶ {after.speaker}: {_said(code, after)}"
                rows.append(("turn", difficulty, seed, text))
                turns += 1
                taken += 1
                if taken == 2 or turns == TURNS:
                    break
        seed += 1
    return rows


def first_seed(code: str) -> int:
    """The first seed of a marked fixture (its ``# seeds from N`` line)."""
    line = (FIXTURES / f"{code}.tsv").read_text(encoding="utf-8").splitlines()[0]
    return int(line.rsplit(" ", 1)[1]) if line.startswith("# seeds from") else FIRST_SEED


def read(code: str) -> list[dict[str, str]]:
    """The marked fixture's rows as dicts (HEADER's columns)."""
    path = FIXTURES / f"{code}.tsv"
    lines = [x for x in path.read_text(encoding="utf-8").splitlines() if not x.startswith("#")]
    names = HEADER.split("\t")
    rows = []
    for line in lines[1:]:
        if line.strip() and not line.startswith("#"):
            cells = line.split("\t")
            rows.append(dict(zip(names, cells + [""] * (len(names) - len(cells)), strict=True)))
    return rows


def shares(rows: list[dict[str, str]]) -> dict[str, float]:
    sentences = [r for r in rows if r["kind"] == "sentence"]
    turns = [r for r in rows if r["kind"] == "turn"]
    out = {
        mark: sum(r[mark] == "y" for r in sentences) / max(1, len(sentences))
        for mark in ("grammatical", "sensible", "natural")
    }
    out["follows"] = sum(r["follows"] == "y" for r in turns) / max(1, len(turns))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    write = sub.add_parser("sample")
    write.add_argument("language")
    write.add_argument("--force", action="store_true", help="overwrite a marked fixture")
    write.add_argument("--first", type=int, default=FIRST_SEED, help="the first seed")
    count = sub.add_parser("count")
    count.add_argument("languages", nargs="*")
    args = parser.parse_args(argv)
    if args.command == "sample":
        path = FIXTURES / f"{args.language}.tsv"
        if path.exists() and not args.force:
            print(f"error: {path} exists (marked?); pass --force to overwrite", file=sys.stderr)
            return 1
        FIXTURES.mkdir(parents=True, exist_ok=True)
        body = [f"# seeds from {args.first}", HEADER]
        for kind, d, seed, text in sample(args.language, args.first):
            marks = "\t\t\t-" if kind == "sentence" else "-\t-\t-\t"
            body.append(f"{kind}\t{d}\t{seed}\t{marks}\t{text}\t")
        path.write_text("\n".join(body) + "\n", encoding="utf-8")
        print(f"wrote {len(body) - 2} rows to {path}")
        return 0
    codes = args.languages or sorted(p.stem for p in FIXTURES.glob("*.tsv"))
    print(
        "| language | difficulty | sentences | grammatical | sensible | natural | turn changes | follow |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for code in codes:
        rows = read(code)
        for difficulty in [*DIFFICULTIES, None]:
            picked = [r for r in rows if difficulty is None or r["difficulty"] == str(difficulty)]
            s = shares(picked)
            n = sum(r["kind"] == "sentence" for r in picked)
            t = sum(r["kind"] == "turn" for r in picked)
            label = "all" if difficulty is None else str(difficulty)
            follow = f"{s['follows']:.0%}" if t else "–"  # no turn changes at this level
            print(
                f"| {code} | {label} | {n} | {s['grammatical']:.0%} | {s['sensible']:.0%} | "
                f"{s['natural']:.0%} | {t} | {follow} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
