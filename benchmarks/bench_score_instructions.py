"""Instructions per scored answer and per generated task, this tree
against a git ref, counted by valgrind (cachegrind, no cache simulation):
repeatable where wall-clock timing on a shared VM is not.  Scoring: reference answers to
tasks of about 100 and 400 words, warm (the per-transcript cache kept, the
taskset's case) and cold (cleared each call, the tagger's caches too).
Generation: ``make_task`` (generate + solve, retries included) at 100
words, difficulty 3, after one warm-up task in both runs (so the lexicon's
one-time load is not charged to each task).  With ``--languages``, only
generation, as ``bench_gen.py --languages`` makes tasks: each language's
default profile at ``--difficulty``, the level's own lengths, task indices
5000 on; a tree whose stream moved makes other tasks, so use enough calls
(a few hundred) for the mean to settle.

Each figure is (instructions of a run with N calls - a run with 0 calls) / N,
so start-up and task generation cancel out.

    python benchmarks/bench_score_instructions.py [--against 1a90ac0] [--calls 10]
    python benchmarks/bench_score_instructions.py --against 58ae938 --languages en --calls 500
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).parents[1]

CHILD = """
import sys
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.core.profile import DEFAULT, resolve_profile
from captionsmith.judging.scoring import score, _prepared
from captionsmith.core.srt import compose
from captionsmith.solving.tasks import make_task, reference_cues
size, mode, calls = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
config = GeneratorConfig(difficulty=3, min_words=size, max_words=size)
try:  # the tagger's caches, in trees that have one
    from captionsmith.languages.en import pack as english
    tag_caches = [english._tags, english._break_classes]
except ImportError:
    tag_caches = []
if mode == "level":  # size is the difficulty; the language follows the calls
    profile = resolve_profile("default", sys.argv[4])
    config = GeneratorConfig(difficulty=size)
    make_task(0, 99, profile, config)
    for index in range(calls):
        make_task(0, 5000 + index, profile, config)
    sys.exit(0)
if mode == "generate":
    make_task(0, 99, DEFAULT, config)  # first use (the lexicon, caches) in both runs
    for index in range(calls):
        make_task(0, 100 + index, DEFAULT, config)
    sys.exit(0)
task = make_task(0, 0, DEFAULT, config)
answer = compose(reference_cues(task))
assert score(task.words, DEFAULT, answer).total == 1.0
for _ in range(calls):
    if mode == "cold":
        _prepared.cache_clear()
        for cache in tag_caches:
            cache.cache_clear()
    score(task.words, DEFAULT, answer)
"""


def instructions(tree: Path, size: int, mode: str, calls: int, *extra: str) -> int:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    proc = subprocess.run(
        [
            *("valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"),
            *(sys.executable, "-c", CHILD, str(size), mode, str(calls), *extra),
        ],
        env=env,
        cwd=tree,  # `python -c` puts the working folder first on sys.path
        capture_output=True,
        text=True,
        check=True,
    )
    match = re.search(r"I\s+refs:\s+([\d,]+)", proc.stderr)
    assert match, proc.stderr[-500:]
    return int(match.group(1).replace(",", ""))


def per_call(tree: Path, size: int, mode: str, calls: int, *extra: str) -> float:
    return (
        instructions(tree, size, mode, calls, *extra) - instructions(tree, size, mode, 0, *extra)
    ) / calls


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", default="1a90ac0", help="git ref to compare with")
    ap.add_argument("--calls", type=int, default=10)
    ap.add_argument("--languages", help="comma-separated: generation per language only")
    ap.add_argument("--difficulty", type=int, default=3, help="with --languages")
    args = ap.parse_args()
    if not shutil.which("valgrind"):
        raise SystemExit("valgrind is not installed")
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(old), args.against],
            check=True,
        )
        try:
            if args.languages:
                print(
                    f"instructions per make_task (millions), difficulty {args.difficulty}, "
                    f"{args.calls} tasks; {args.against} vs this tree"
                )
                print("| language | before | after | change |")
                print("| --- | --- | --- | --- |")
                for code in args.languages.split(","):
                    level = (args.difficulty, "level", args.calls, code)
                    before, after = per_call(old, *level), per_call(ROOT, *level)
                    print(
                        f"| {code} | {before / 1e6:.2f} | {after / 1e6:.2f} | "
                        f"{(after - before) / before:+.1%} |"
                    )
                return
            print(f"instructions per call (millions); {args.against} vs this tree")
            print("| words | call | before | after | change |")
            print("| --- | --- | --- | --- | --- |")
            for size, mode in [
                (100, "warm"),
                (100, "cold"),
                (400, "warm"),
                (400, "cold"),
                (100, "generate"),
            ]:
                before = per_call(old, size, mode, args.calls)
                after = per_call(ROOT, size, mode, args.calls)
                label = "make_task" if mode == "generate" else f"score, {mode}"
                print(
                    f"| {size} | {label} | {before / 1e6:.2f} | {after / 1e6:.2f} | "
                    f"{(after - before) / before:+.1%} |"
                )
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)])


if __name__ == "__main__":
    main()
