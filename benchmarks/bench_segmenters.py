"""captionsmith's solver against the segmentations peers use, on the real
ASR fixtures and on generated tasks.  Per method: the share of cues that
break a profile rule, the share of cues with a line or the cue ending on a
dangling connector, the share of one-word cues, and the share of orphan
fragments: one-word cues cut out of a sentence (not a whole one-word sentence
such as "Yeah.").

    python benchmarks/bench_segmenters.py [--tasks 200] [--profile default]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path

from captionsmith.best_effort import solve_best_effort
from captionsmith.checks import PROFILE_RULES, constraint_violations
from captionsmith.generator import GeneratorConfig
from captionsmith.importers import import_words
from captionsmith.policies import fixed_cues, greedy_cues
from captionsmith.profile import Profile, resolve_profile
from captionsmith.srt import Cue
from captionsmith.tasks import make_task
from captionsmith.text import ends_clause, ends_sentence, word_form
from captionsmith.words import Word

FIXTURES = Path(__file__).parents[1] / "tests" / "fixtures" / "asr"
REAL = [
    "assemblyai_transcription.json",
    "dg_speakers.json",
    "dg_transcription.json",
    "dg_whisper_transcription.json",
    "whisper_timestamped.json",
]


def methods(profile: Profile):
    one_line = dataclasses.replace(profile, max_lines=1)
    return {
        "captionsmith solve": lambda w: solve_best_effort(w, profile),
        f"whisper greedy {profile.max_chars_per_line}x{profile.max_lines}": lambda w: greedy_cues(
            w, profile
        ),
        f"whisper greedy {profile.max_chars_per_line}x1": lambda w: greedy_cues(w, one_line),
        "fixed 8 words (deepgram-captions)": lambda w: fixed_cues(w, 8),
        "fixed 5 words": lambda w: fixed_cues(w, 5),
    }


# What peers' users call a connector ending: a line or cue that ends on an
# article, a common preposition or conjunction, or a possessive.
CONNECTORS = frozenset(
    """a an the and or but nor of to in on at for with from by into onto than via
    my your our their his its about after before during without until because
    although while""".split()
)


def _dangles(word: str) -> bool:
    return not ends_clause(word) and word_form(word) in CONNECTORS


def measure(cues: list[Cue], words: list[Word], profile: Profile) -> tuple[int, int, int, int, int]:
    """(cues, violating, connector endings, one-word cues, orphan fragments)."""
    violating = {v.cue for v in constraint_violations(cues, profile)}
    dangling = 0
    last_word = words[-1].text
    for k, cue in enumerate(cues):
        endings = [line.split()[-1] for line in cue.lines]
        if k == len(cues) - 1 and endings[-1] == last_word:
            endings = endings[:-1]
        dangling += any(_dangles(word) for word in endings)
    one_word = fragments = 0
    position = 0  # index of the cue's first word in the transcript
    for cue in cues:
        count = len(" ".join(cue.lines).split())
        if count == 1:
            one_word += 1
            starts_sentence = position == 0 or ends_sentence(words[position - 1].text)
            if not (starts_sentence and ends_sentence(words[position].text)):
                fragments += 1
        position += count
    return len(cues), len(violating), dangling, one_word, fragments


def rule_table(corpora: list[list[Word]], profile: Profile) -> None:
    """Which rules the violating cues break (shares of all cues)."""
    print("\n| method | " + " | ".join(PROFILE_RULES) + " |")
    print("| --- " * (len(PROFILE_RULES) + 1) + "|")
    for name, run in methods(profile).items():
        counts = dict.fromkeys(PROFILE_RULES, 0)
        total = 0
        for words in corpora:
            cues = run(words)
            total += len(cues)
            for v in constraint_violations(cues, profile):
                counts[v.rule] += 1
        print(f"| {name} | " + " | ".join(f"{counts[r] / total:.1%}" for r in PROFILE_RULES) + " |")


def table(title: str, corpora: list[list[Word]], profile: Profile) -> None:
    print(f"\n{title}\n")
    print(
        "| method | cues | violating cues | connector endings | one-word cues | orphan fragments |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for name, run in methods(profile).items():
        totals = [0, 0, 0, 0, 0]
        for words in corpora:
            for k, value in enumerate(measure(run(words), words, profile)):
                totals[k] += value
        n = totals[0]
        rates = " | ".join(f"{value / n:.1%}" for value in totals[1:])
        print(f"| {name} | {n} | {rates} |")
    rule_table(corpora, profile)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=200)
    ap.add_argument("--profile", default="default")
    ap.add_argument("--difficulty", type=int, default=3)
    args = ap.parse_args()
    profile = resolve_profile(args.profile)
    real = [import_words(json.loads((FIXTURES / f).read_text())).words for f in REAL]
    table(f"Real ASR fixtures ({len(real)} files), profile {args.profile}", real, profile)
    generated = [
        list(make_task(0, i, profile, GeneratorConfig(difficulty=args.difficulty), "eval").words)
        for i in range(args.tasks)
    ]
    table(
        f"{args.tasks} generated eval tasks (seed 0, difficulty {args.difficulty}), "
        f"profile {args.profile}",
        generated,
        profile,
    )


if __name__ == "__main__":
    main()
