"""Speed and accuracy of the English tagger (captionsmith.languages.en.pack).

    python benchmarks/bench_tagger.py [--words 1000] [--repeat 20]

Prints the lexicon load time (first use, in a fresh process), the warm time
to tag and class a transcript of about --words words (best of --repeat, the
caches cleared each time), and the accuracy on tests/fixtures/tagged_english.txt.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from captionsmith.core.profile import DEFAULT
from captionsmith.languages.en import pack as english
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task

FIXTURE = Path(__file__).parents[1] / "tests" / "fixtures" / "tagged_english.txt"


def transcript(size: int) -> tuple[str, ...]:
    words: list[str] = []
    index = 0
    while len(words) < size:
        task = make_task(0, index, DEFAULT, GeneratorConfig(difficulty=5))
        words.extend(w.text for w in task.words)
        index += 1
    return tuple(words[:size])


def accuracy() -> tuple[int, float]:
    total = correct = 0
    for line in FIXTURE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pairs = [token.rsplit("_", 1) for token in line.split()]
        predicted = english.PACK.tags(tuple(w for w, _ in pairs))
        total += len(pairs)
        correct += sum(p == g for p, (_, g) in zip(predicted, pairs, strict=True))
    return total, correct / total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    code = (
        "import time; t = time.perf_counter();"
        "from captionsmith.languages.en.pack import lexicon; lexicon();"
        "print((time.perf_counter() - t) * 1000)"
    )
    load = float(
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        ).stdout
    )
    words = transcript(args.words)
    english.lexicon()
    best = float("inf")
    for _ in range(args.repeat):
        english._tags.cache_clear()
        english._break_classes.cache_clear()
        start = time.perf_counter()
        english.PACK.break_classes(words)
        best = min(best, time.perf_counter() - start)
    total, acc = accuracy()
    print("| measure | value |")
    print("| --- | --- |")
    print(f"| import and lexicon load, fresh process | {load:.0f} ms |")
    print(
        f"| tag and class {len(words)} words, warm (best of {args.repeat}) | {best * 1000:.1f} ms |"
    )
    print(f"| accuracy on {total} hand-tagged words | {acc:.3f} |")


if __name__ == "__main__":
    main()
