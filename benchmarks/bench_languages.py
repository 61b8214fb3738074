"""Per-language figures: the professional fixtures, the solver's agreement
with them, generation speed and the range of the generated words.

For each language (its Netflix preset):

* **fixture**: the sentences of ``tests/fixtures/languages/professional_L.txt``
  that lose credit (target: at most 12 %), and the bad layouts of
  ``bad_L.txt`` that cost (target: all);
* **boundary F1** of the solver (and of greedy line filling) against the
  fixture's breaks, by position (target for French: at least 0.70);
* **speed**: tasks per second, one process, difficulties 1 to 5 in turn;
* **range** over the first 8,500 tokens of train tasks: word types (target
  for French, German, Spanish: at least 1,000), and for Japanese and
  Chinese also distinct characters per 8,500 characters.

    python benchmarks/bench_languages.py [--tasks 300]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from captionsmith.core.profile import resolve_profile
from captionsmith.core.text import match_key
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.notation import boundaries, boundary_f1, parse_layout
from captionsmith.solving.policies import greedy_cues
from captionsmith.solving.solver import solve
from captionsmith.solving.tasks import make_task

FIXTURES = Path(__file__).parents[1] / "tests" / "fixtures" / "languages"
PRESETS = {
    "fr": "netflix-fr",
    "de": "netflix-de",
    "es": "netflix-es",
    "ja": "netflix-ja",
    "zh": "netflix-zh-hans",
}
SAMPLE = 8500


def fixture_lines(name: str) -> list[str]:
    text = (FIXTURES / name).read_text(encoding="utf-8")
    return [line.split("  #:")[0] for line in text.splitlines() if line and line[0] != "#"]


def fixtures(language: str) -> tuple[int, int, int, int, float, float]:
    """(sentences, losing credit, bad layouts, bad that cost, solver F1, greedy F1)."""
    profile = resolve_profile(PRESETS[language])
    rate = min(15.0, 0.9 * profile.max_cps)
    losing = 0
    sums = {"solver": [0, 0, 0], "greedy": [0, 0, 0]}
    good = fixture_lines(f"professional_{language}.txt")
    for raw in good:
        words, cues = parse_layout(raw, rate_cps=rate, profile=profile)
        losing += score_cues(words, profile, cues).total < 1.0
        wanted = boundaries(cues, words, language)
        for name, found in (
            ("solver", solve(words, profile)),
            ("greedy", greedy_cues(words, profile)),
        ):
            got = boundaries(found or [], words, language)
            for k, value in enumerate(boundary_f1(got, wanted)):
                sums[name][k] += value
    bad = fixture_lines(f"bad_{language}.txt")
    costing = 0
    for raw in bad:
        words, cues = parse_layout(raw, rate_cps=rate, profile=profile)
        costing += score_cues(words, profile, cues).total < 1.0

    def f1(tp: int, found: int, wanted: int) -> float:
        return 2 * tp / (found + wanted) if found + wanted else 1.0

    return len(good), losing, len(bad), costing, f1(*sums["solver"]), f1(*sums["greedy"])


def generated(language: str, tasks: int) -> tuple[float, int, int, int]:
    """(tasks per second, tokens sampled, word types, distinct characters)."""
    profile = resolve_profile(PRESETS[language])
    started = time.perf_counter()
    tokens: list[str] = []
    for index in range(tasks):
        task = make_task(0, index, profile, GeneratorConfig(difficulty=1 + index % 5))
        tokens += [match_key(w.text) for w in task.words]
    speed = tasks / (time.perf_counter() - started)
    sample = [t for t in tokens if t][:SAMPLE]
    characters = "".join(sample)[:SAMPLE]
    return speed, len(sample), len(set(sample)), len(set(characters))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=300, help="generated tasks per language")
    args = ap.parse_args()
    print(
        "| language | fixture sentences | losing credit | bad layouts that cost "
        "| solver F1 | greedy F1 | tasks/s | tokens | word types | distinct characters |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for language in PRESETS:
        n, losing, bad, costing, solver_f1, greedy_f1 = fixtures(language)
        speed, sampled, types, chars = generated(language, args.tasks)
        print(
            f"| {language} | {n} | {losing} ({losing / n:.0%}) | {costing} of {bad} "
            f"| {solver_f1:.2f} | {greedy_f1:.2f} | {speed:.0f} | {sampled} | {types} | {chars} |"
        )


if __name__ == "__main__":
    main()
