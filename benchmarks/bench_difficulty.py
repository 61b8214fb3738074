"""What ``difficulty`` does to tasks, measured.

Per difficulty 1 to 5, over ``--tasks`` eval tasks (seed 0) of one profile:
the mean total of two independent rule-based segmenters (the ``greedy``
whisper writer and the ``whisperx`` sentence-and-pause policy), and the
task properties a level moves: the articulation rate (characters per second
of speech, pauses of 250 ms or more left out) against the profile's reading
speed, pauses of 250 ms or more per 100 words, the share of sentence ends
with less than ``min_gap`` of silence (run-on: a cue ending there must cut
its last word short), mean sentence length (in tasks with punctuation), the
share of tasks without punctuation (raw ASR), the share with two or more
speakers, disfluencies (fillers and repeated words) per 100 words, names and
numbers per 100 words, and per word the feasible cue ends and how many of
them are acceptable boundaries.

    python benchmarks/bench_difficulty.py [--tasks 100] [--profile default] [--rules]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
from collections import Counter

from captionsmith.core.profile import resolve_profile
from captionsmith.core.text import count_chars, ends_sentence, word_form
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.policies import run_policy
from captionsmith.solving.tasks import make_task

FILLERS = frozenset({"uh", "um", "erm", "hmm", "like"})
SEGMENTERS = ("greedy", "whisperx")


def properties(words, profile) -> dict[str, float]:
    """The measured properties of one task (None where one does not apply:
    sentence length in a task without punctuation)."""
    n = len(words)
    chars = sum(count_chars(w.text) + 1 for w in words)
    gaps = [b.start_ms - a.end_ms for a, b in itertools.pairwise(words)]
    # Articulation rate: speech time without the pauses of 250 ms or more.
    spoken_ms = max(1, words[-1].end_ms - words[0].start_ms - sum(g for g in gaps if g >= 250))
    punctuated = any(ends_sentence(w.text) for w in words[:-1])
    forms = [word_form(w.text) for w in words]
    disfluent = sum(f in FILLERS for f in forms)
    disfluent += sum(a == b for a, b in itertools.pairwise(forms))
    named = sum(
        any(c.isdigit() for c in w.text)
        or (k > 0 and w.text[:1].isupper() and not ends_sentence(words[k - 1].text))
        for k, w in enumerate(words)
    )
    t = SegmentationRules(list(words), profile)
    ends = [t.feasible_ends(i) for i in range(len(t))]
    good = [sum(t.acceptable[e - 1] for e in row) for row in ends]
    return {
        "rate / max_cps": chars * 1000 / spoken_ms / profile.max_cps,
        "pauses / 100 words": 100 * sum(g >= 250 for g in gaps) / n,
        "run-on sentence ends": (
            statistics.mean(
                g < profile.min_gap_ms
                for g, w in zip(gaps, words, strict=False)
                if ends_sentence(w.text)
            )
            if punctuated
            else None
        ),
        "sentence length": n / sum(ends_sentence(w.text) for w in words) if punctuated else None,
        "unpunctuated": float(not punctuated),
        "multi-speaker": float(len({w.speaker for w in words if w.speaker}) > 1),
        "disfluencies / 100 words": 100 * disfluent / n,
        "names, numbers / 100 words": 100 * named / n,
        "feasible ends / word": statistics.mean(len(row) for row in ends),
        "acceptable feasible ends / word": statistics.mean(good),
    }


def breakdown(reports) -> str:
    """Constraints and segmentation credit, and the rules broken most per cue."""
    cues = max(1, sum(r.cue_count for r in reports))
    broken: Counter[str] = Counter()
    for r in reports:
        for rule, where in r.violations.items():
            broken[rule] += len(where)
        broken["cue inside a phrase"] += len(r.unnatural_boundaries)
        broken["cue or line ends on a function word"] += len(r.connector_endings)
    parts = [
        f"constraints {statistics.mean(r.constraints for r in reports):.2f}",
        f"segmentation {statistics.mean(r.segmentation for r in reports):.2f}",
    ]
    parts += [f"{rule} {n / cues:.2f}" for rule, n in broken.most_common(4) if n]
    return ", ".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=100)
    ap.add_argument("--profile", default="default")
    ap.add_argument(
        "--rules", action="store_true", help="also print what each segmenter loses, per level"
    )
    args = ap.parse_args()
    profile = resolve_profile(args.profile)
    rows = []
    breakdowns = []
    for difficulty in range(1, 6):
        config = GeneratorConfig(difficulty=difficulty)
        tasks = [make_task(0, i, profile, config, "eval") for i in range(args.tasks)]
        reports = {
            name: [score(t.words, profile, run_policy(name, list(t.words), profile)) for t in tasks]
            for name in SEGMENTERS
        }
        totals = {name: statistics.mean(r.total for r in reports[name]) for name in SEGMENTERS}
        spreads = {name: statistics.stdev(r.total for r in reports[name]) for name in SEGMENTERS}
        breakdowns.append((difficulty, {name: breakdown(reports[name]) for name in SEGMENTERS}))
        measured = [properties(t.words, profile) for t in tasks]
        means = {
            key: statistics.mean(m[key] for m in measured if m[key] is not None)
            for key in measured[0]
        }
        rows.append((difficulty, totals, means, spreads))
    keys = list(rows[0][2])
    print(f"{args.tasks} eval tasks per level (seed 0), profile {args.profile}\n")
    print("| difficulty | " + " | ".join([*SEGMENTERS, *keys]) + " |")
    print("| --- " * (1 + len(SEGMENTERS) + len(keys)) + "|")
    for difficulty, totals, means, _ in rows:
        cells = [f"{totals[name]:.3f}" for name in SEGMENTERS]
        cells += [f"{means[key]:.2f}" for key in keys]
        print(f"| {difficulty} | " + " | ".join(cells) + " |")
    for name in SEGMENTERS:
        drops = [rows[k][1][name] - rows[k + 1][1][name] for k in range(4)]
        falls = all(d > 0 for d in drops)
        total = rows[0][1][name] - rows[4][1][name]
        # The drop's standard error: two independent means of args.tasks tasks.
        error = (rows[0][3][name] ** 2 / args.tasks + rows[4][3][name] ** 2 / args.tasks) ** 0.5
        print(
            f"\n{name}: falls at every step: {'yes' if falls else 'no'}; "
            f"from 1 to 5 by {total:.3f} ± {error:.3f} (target: every step, and at least 0.15)"
        )

    if args.rules:
        print("\nper level: mean credit, and the rules broken most (per cue)\n")
        for difficulty, parts in breakdowns:
            for name in SEGMENTERS:
                print(f"- {difficulty} {name}: {parts[name]}")


if __name__ == "__main__":
    main()
