"""Fuzz the reward and the checker with hostile answers: no exception, every
score in [0, 1], the same report twice.

Categories (deterministic, from --seed): random text, decoded random bytes,
mutated references, huge numbers in timing lines, huge inputs.  Each case is
scored twice (``score``) and, when it parses, checked (``constraint_violations``).

    python benchmarks/fuzz_score.py [--cases 100000] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from captionsmith.core.profile import PRESETS
from captionsmith.core.srt import SrtError, compose, parse_answer
from captionsmith.criteria.checks import constraint_violations
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task, reference_cues

ALPHABET = (
    "abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789 .,;:!?-'\"—… \n\n\r\n --> ,000 00:00:01 "
    "ﬁ㏌ＡＢ𝐀♪🎵\u202e\u200b\u200d\u2028\x00\x1b\ufeff*#<think></think>```srt "
)


def random_text(rng: random.Random, _ref: str) -> str:
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 400)))


def random_bytes(rng: random.Random, _ref: str) -> str:
    raw = bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 600)))
    return raw.decode("utf-8", errors=rng.choice(["replace", "ignore", "surrogateescape"]))


SAFE = "abcdefghijklmnopqrstuvwxyz ABC 0123456789 .,;:!?-'\"—… ﬁ㏌ＡＢ𝐀♪🎵\u202e\u200b*#"


def _srt(blocks: list[tuple[int, int, list[str]]]) -> str:
    """Cues as SRT text with right indices, whatever their times and text."""

    def stamp(ms: int) -> str:
        h, rest = divmod(ms, 3_600_000)
        return f"{h:02d}:{rest // 60_000 % 60:02d}:{rest // 1000 % 60:02d},{rest % 1000:03d}"

    return "\n".join(
        f"{k}\n{stamp(a)} --> {stamp(b)}\n" + "\n".join(lines) + "\n"
        for k, (a, b, lines) in enumerate(blocks, start=1)
    )


def mutated_reference(rng: random.Random, ref: str) -> str:
    """Cue-level edits that mostly keep the SRT valid (times moved, words
    changed, garbled, dropped or invented, cues split, merged, dropped), then
    sometimes a few character-level edits anywhere."""
    blocks = [(c.start_ms, c.end_ms, list(c.lines)) for c in parse_answer(ref)]
    for _ in range(rng.randint(1, 8)):
        k = rng.randrange(len(blocks))
        a, b, lines = blocks[k]
        op = rng.randrange(6)
        if op == 0:  # move times
            a = max(0, a + rng.randint(-2000, 2000))
            b = max(a + 1, b + rng.randint(-2000, 2000))
        elif op == 1:  # edit a word
            li = rng.randrange(len(lines))
            words = lines[li].split() or ["x"]
            w = rng.randrange(len(words))
            words[w] = "".join(rng.choice(SAFE) for _ in range(rng.randint(1, 8))).strip() or "y"
            lines[li] = " ".join(words)
        elif op == 2 and len(blocks) > 1:  # drop a cue
            del blocks[k]
            continue
        elif op == 3:  # merge lines or split a line
            lines = [" ".join(lines)] if len(lines) > 1 else lines[0].split(" ", 1)
        elif op == 4:  # duplicate the text
            lines = lines + lines
        else:  # invent a cue after the last one
            last = blocks[-1][1]
            blocks.append(
                (last + rng.randint(0, 3000), last + rng.randint(3001, 9000), ["♪ la la"])
            )
        blocks[k] = (a, b, [line for line in lines if line.strip()] or ["z"])
    blocks.sort(key=lambda block: block[0])
    text = _srt(blocks)
    if rng.random() < 0.3:
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            chars.insert(rng.randrange(len(chars) + 1), rng.choice(ALPHABET))
        text = "".join(chars)
    return text


def huge_numbers(rng: random.Random, ref: str) -> str:
    digits = rng.choice([2, 4, 6, 7, 50, 302, 5000, 20_000])
    big = "9" * digits
    lines = ref.split("\n")
    timing = [i for i, line in enumerate(lines) if "-->" in line]
    if timing:
        i = rng.choice(timing)
        lines[i] = (
            f"{big}:00:00,000 --> {big}:59:59,999"
            if rng.random() < 0.5
            else lines[i].replace("00:", big + ":", 1)
        )
    if rng.random() < 0.3:
        lines[0] = big
    return "\n".join(lines)


def huge_input(rng: random.Random, ref: str) -> str:
    kind = rng.randrange(3)
    if kind == 0:  # many valid cues: the reference repeated later and later
        cues = parse_answer(ref)
        span = cues[-1].end_ms + 1000
        repeats = rng.randint(2, 40)
        return _srt(
            [
                (c.start_ms + r * span, c.end_ms + r * span, list(c.lines))
                for r in range(repeats)
                for c in cues
            ]
        )
    if kind == 1:
        return "1\n00:00:00,000 --> 00:00:01,000\n" + "word " * rng.randint(10_000, 200_000)
    return "\n".join(ref.split("\n")[:3]) + "\n" + "x" * rng.randint(10_000, 2_000_000)


CATEGORIES = {
    "random text": (random_text, 30),
    "decoded random bytes": (random_bytes, 20),
    "mutated references": (mutated_reference, 35),
    "huge numbers": (huge_numbers, 10),
    "huge inputs": (huge_input, 5),
}


def run(cases: int, seed: int) -> tuple[Counter, Counter, list[str]]:
    tasks = [
        make_task(seed, i, PRESETS[p], GeneratorConfig(difficulty=1 + i % 5))
        for i, p in enumerate(["default", "bbc", "vertical", "netflix-en"])
    ]
    refs = [compose(reference_cues(t)) for t in tasks]
    rng = random.Random(f"captionsmith-fuzz/{seed}")
    names = list(CATEGORIES)
    weights = [CATEGORIES[n][1] for n in names]
    counts: Counter = Counter()
    parsed: Counter = Counter()
    failures: list[str] = []
    for case in range(cases):
        name = rng.choices(names, weights)[0]
        k = rng.randrange(len(tasks))
        task, ref = tasks[k], refs[k]
        text = CATEGORIES[name][0](rng, ref)
        counts[name] += 1
        try:
            first = score(task.words, task.profile, text)
            second = score(task.words, task.profile, text)
            values = (
                first.coverage,
                first.timing,
                first.constraints,
                first.segmentation,
                first.total,
            )
            if first != second:
                failures.append(f"case {case} ({name}): two different reports")
            elif not all(0.0 <= v <= 1.0 for v in values):
                failures.append(f"case {case} ({name}): score out of range {values}")
            if first.parse_error is None:
                parsed[name] += 1
                constraint_violations(parse_answer(text), task.profile)
        except SrtError as exc:
            failures.append(f"case {case} ({name}): SrtError escaped the scorer: {exc}")
        except Exception as exc:  # the point: nothing may escape
            failures.append(f"case {case} ({name}): {type(exc).__name__}: {str(exc)[:120]}")
    return counts, parsed, failures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    t0 = time.perf_counter()
    counts, parsed, failures = run(args.cases, args.seed)
    elapsed = time.perf_counter() - t0
    print(f"fuzz: {args.cases} cases, seed {args.seed}, {elapsed:.1f} s")
    print("| category | cases | reached scoring (parsed) |")
    print("| --- | --- | --- |")
    for name in CATEGORIES:
        print(f"| {name} | {counts[name]} | {parsed[name]} |")
    print(f"exceptions or bad reports: {len(failures)}")
    for line in failures[:20]:
        print("  " + line)
    raise SystemExit(1 if failures else 0)


if __name__ == "__main__":
    main()
