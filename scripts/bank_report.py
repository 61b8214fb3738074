"""Check a language's speech bank: it parses, and the transcripts it makes
have the range of real speech.

Over ``--tasks`` compositions (train stream, seed 0, difficulties 1 to 5 in
turn), prints against issue 28's targets: word types and distinct bigrams in
the first 8,500 tokens (distinct characters per 8,500 characters for Japanese
and Chinese), the largest share of tasks any one sentence of four or more
words appears in, the share of long sentences, the share of tasks with two
or more speakers, and the share of monologue sentences that open with one of
the language's discourse markers.  ``--show N`` prints N sample transcripts.

    python scripts/bank_report.py fr [--tasks 1000] [--show 3] [--difficulty 5]
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter

from captionsmith.core.profile import resolve_profile
from captionsmith.core.text import word_form
from captionsmith.languages import language_pack
from captionsmith.languages.bank import BankError, bank
from captionsmith.languages.compose import compose, long_sentence
from captionsmith.languages.generator import GeneratorConfig, widest_word
from captionsmith.solving.tasks import task_rng

SAMPLE = 8500
# Sentence-initial discourse markers, and the real-speech rate we aim at (issue 28).
MARKERS = {
    "en": ("and so but now well okay", ("you know", "i mean")),
    "fr": ("alors donc et mais bon bah ben voilà enfin puis", ("en fait", "du coup", "tu vois")),
    "de": ("also und aber ja na genau gut nun dann", ("na ja",)),
    "es": ("bueno pues entonces y pero mira vale oye", ("o sea", "la verdad")),
    "ja": ("で それで でも じゃあ まあ なので だから そして あと 実は", ()),
    "zh": ("那 那么 所以 然后 但是 其实 就是 对 不过 而且 反正", ()),
}
CHAR_TARGET = {"ja": 449, "zh": 470}  # distinct characters per 8,500 before the banks
TYPE_TARGET = {"en": 1500, "fr": 1000, "de": 1000, "es": 1000}


def opens_with_marker(code: str, words: list[str]) -> bool:
    singles, pairs = MARKERS[code]
    first = word_form(words[0]).lower()
    if code in ("ja", "zh"):
        return words[0].rstrip("、，,") in singles.split()
    two = " ".join(word_form(w).lower() for w in words[:2])
    return first in singles.split() or two in pairs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("language", choices=sorted(MARKERS))
    parser.add_argument("--tasks", type=int, default=1000)
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("--difficulty", type=int, choices=range(1, 6))
    args = parser.parse_args(argv)
    code = args.language
    try:
        the_bank = bank(code)
    except BankError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    pack = language_pack(code)
    spaced = pack.measure.spaced
    monologue = sum(not s.dialogue for s in the_bank.sections)
    print(
        f"{code}: {monologue} monologue and {len(the_bank.sections) - monologue} dialogue "
        f"sections, {sum(len(s.beats) for s in the_bank.sections)} beats, "
        f"{len(the_bank.slots)} slots"
    )
    widest = widest_word(code)
    limit = resolve_profile("default", code).line_limit
    print(f"widest word: {widest} units (must fit the default profile's line: {limit} units)")
    too_wide = sorted(w for w in the_bank.words() if pack.measure.width(w) + 1 > limit)
    if too_wide:
        print(f"error: words wider than a line: {' '.join(too_wide[:20])}", file=sys.stderr)
        return 1
    tokens: list[str] = []
    seen: Counter[str] = Counter()
    sentences = longs = several = marked = mono_sentences = 0
    for k in range(args.tasks):
        difficulty = args.difficulty or 1 + k % 5
        config = GeneratorConfig(difficulty=difficulty)
        low, high = config.word_range
        rng = task_rng("train", 0, k, 0)
        lines, register = compose(the_bank, pack, rng, config.level, low, high)
        if k < args.show:
            print(f"\n--- task {k}, difficulty {difficulty}, {register.name}")
            for line in lines:
                joiner = " " if spaced else ""
                who = f"{line.speaker}: " if line.speaker else ""
                print("  " + who + joiner.join(t.text for t in line.tokens))
        speakers = {line.speaker for line in lines if line.speaker}
        several += len(speakers) >= 2
        in_task = set()
        for line in lines:
            words = [t.text for t in line.tokens]
            tokens += words
            sentences += 1
            longs += long_sentence(words, spaced)
            if line.speaker is None:
                mono_sentences += 1
                marked += opens_with_marker(code, words)
            if len(words) >= 4:
                in_task.add(" ".join(words))
        seen.update(in_task)
    sample = [word_form(t).lower() if spaced else t for t in tokens][:SAMPLE]
    bigrams = len(set(itertools.pairwise(sample))) / max(1, len(sample))
    top, top_count = seen.most_common(1)[0] if seen else ("", 0)
    print(f"\nover {args.tasks} tasks, first {len(sample)} tokens:")
    if spaced:
        print(f"  word types per 8,500 tokens: {len(set(sample))} (target {TYPE_TARGET[code]})")
    else:
        chars = "".join(tokens)[:SAMPLE]
        print(f"  token types per 8,500 tokens: {len(set(sample))}")
        print(
            f"  distinct characters per 8,500: {len(set(chars))} (target {CHAR_TARGET[code]})"
        )
    print(f"  distinct bigrams per token: {bigrams:.2f} (target 0.60)")
    print(
        f"  most repeated sentence (4+ words): in {top_count} of {args.tasks} tasks "
        f"(target at most {args.tasks / 500:g}): {top!r}"
    )
    over = sum(1 for c in seen.values() if c > args.tasks / 500)
    print(f"  sentences over that limit: {over}")
    if spaced:
        print(f"  long sentences (25+ words): {longs / sentences:.1%} (target 8 %)")
    else:
        print(f"  long sentences (40+ characters): {longs / sentences:.1%}")
    print(f"  tasks with 2+ speakers: {several / args.tasks:.1%} (target 15 %)")
    print(
        f"  monologue sentences opening with a discourse marker: "
        f"{marked / max(1, mono_sentences):.1%} (target 15-30 %)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
