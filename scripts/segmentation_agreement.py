"""How well the judge and the solver agree with hand-segmented subtitles,
per language.

    python scripts/segmentation_agreement.py [--languages en,fr,de,es,ja,zh]

For each unit (a sentence, or a passage of unmarked fixtures) of each
language's fixtures (slash notation, captionsmith.solving.notation; English:
tests/fixtures/professional_segmentation.txt and unmarked_en.txt, default
profile, 15 cps; the others: tests/fixtures/languages/professional_xx.txt and
unmarked_xx.txt, the language's Netflix profile, at 15 cps or 90 % of its
limit):

* the share of the human breaks inside a sentence that the judge does not
  give full credit, and the share of units that lose any credit;
* boundary F1 of the exact solver's breaks against the human ones (same
  words, pause-free timings), break positions only and with the kind (cue
  or line) too; the greedy line-filling baseline beside it.

The fixtures were written for the project by the same hand that wrote the
rules: a stand-in for professional data, not a held-out measurement.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from captionsmith.core.profile import Profile, resolve_profile
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.solving.notation import boundaries, boundary_f1, parse_layout
from captionsmith.solving.policies import greedy_cues
from captionsmith.solving.solver import solve

FIXTURES = Path(__file__).parents[1] / "tests" / "fixtures"
PROFILES = {
    "en": "default",
    "fr": "netflix-fr",
    "de": "netflix-de",
    "es": "netflix-es",
    "ja": "netflix-ja",
    "zh": "netflix-zh-hans",
}


def fixtures(language: str) -> dict[str, Path]:
    """The language's fixtures by kind: "marked" (punctuated sentences) and,
    where written, "unmarked" (passages whose sentence ends carry no mark:
    raw ASR, or Japanese and Chinese subtitles without 。; `~` marks a pause)."""
    folder = FIXTURES if language == "en" else FIXTURES / "languages"
    marked = "professional_segmentation.txt" if language == "en" else f"professional_{language}.txt"
    found = {"marked": folder / marked, "unmarked": folder / f"unmarked_{language}.txt"}
    return {kind: path for kind, path in found.items() if path.exists()}


def inner_breaks_rejected(t: SegmentationRules, cues, words, language: str) -> tuple[int, int]:
    """(human breaks inside a sentence, of which the judge does not fully credit)."""
    inner = rejected = 0
    human = sorted(boundaries(cues, words, language))
    starts = [0] + [k + 1 for k, kind in human if kind == "cue"]
    ends = [k + 1 for k, kind in human if kind == "cue"] + [len(t)]
    for start, end in zip(starts, ends, strict=True):
        p = start
        for k, kind in human:
            if kind == "line" and start <= k < end - 1:
                if not t.sentence_end[k]:
                    inner += 1
                    rejected += not t.line_break_verdict(p, k + 1, end).ok
                p = k + 1
        if end < len(t) and not t.sentence_end[end - 1]:
            inner += 1
            rejected += not t.cue_end_verdict(start, end).ok
    return inner, rejected


def f1(tp: int, found: int, wanted: int) -> float:
    return 2 * tp / (found + wanted) if found + wanted else 1.0


def units(path: Path) -> list[str]:
    """A fixture's units in slash notation (comments and notes dropped)."""
    return [
        line.partition("  #:")[0]
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]


def speech_rate(language: str, profile: Profile) -> float:
    """The rate the fixtures are spoken at: 15 cps, or 90 % of a slower limit."""
    return 15.0 if language == "en" else min(15.0, 0.9 * profile.max_cps)


def measure(language: str, path: Path, show: bool = False) -> dict[str, float]:
    profile = resolve_profile(PROFILES[language])
    rate = speech_rate(language, profile)
    sentences = units(path)
    inner = rejected = losing = 0
    counts = {name: [0, 0, 0, 0, 0, 0] for name in ("solver", "greedy")}
    for raw in sentences:
        words, cues = parse_layout(raw, rate_cps=rate, profile=profile)
        t = SegmentationRules(words, profile)
        a, b = inner_breaks_rejected(t, cues, words, language)
        inner, rejected = inner + a, rejected + b
        report = score_cues(words, profile, cues)
        losing += report.segmentation < 1.0
        if show and report.segmentation < 1.0:
            print(f"{language}: {raw}")
            for finding in report.findings:
                print(f"    {finding.message}")
        human = boundaries(cues, words, language)
        for name, found in (
            ("solver", solve(words, profile)),
            ("greedy", greedy_cues(words, profile)),
        ):
            if found is None:
                continue
            got = boundaries(found, words, language)
            for offset, kinds in ((0, False), (3, True)):
                tp, f, w = boundary_f1(got, human, kinds)
                row = counts[name]
                row[offset] += tp
                row[offset + 1] += f
                row[offset + 2] += w
    return {
        "sentences": len(sentences),
        "inner": inner,
        "rejected": rejected / max(1, inner),
        "losing": losing / len(sentences),
        "solver": f1(*counts["solver"][:3]),
        "solver_kinds": f1(*counts["solver"][3:]),
        "greedy": f1(*counts["greedy"][:3]),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--languages", default=",".join(PROFILES))
    ap.add_argument("--show", action="store_true", help="print the units that lose credit")
    args = ap.parse_args()
    print(
        "| language | fixture | units | inner human breaks | without full credit | "
        "units losing credit | solver F1, positions | solver F1, positions and kinds "
        "| greedy F1, positions |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for language in args.languages.split(","):
        for kind, path in fixtures(language).items():
            m = measure(language, path, args.show)
            print(
                f"| {language} | {kind} | {m['sentences']} | {m['inner']} | {m['rejected']:.1%} | "
                f"{m['losing']:.1%} | {m['solver']:.3f} | {m['solver_kinds']:.3f} | "
                f"{m['greedy']:.3f} |"
            )


if __name__ == "__main__":
    main()
