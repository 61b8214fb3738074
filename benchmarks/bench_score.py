"""Completions scored per second for reference answers to tasks of about 100,
400 and 1,600 words, the warm score set side by side with jiwer on the same
words, and the time to score one 1 MB garbage answer.

    python benchmarks/bench_score.py [--repeat 200] [--runs 3]

Warm is the taskset's case: the transcript's preparation is cached
(``_prepared``), as it is for every answer of a GRPO group after the first;
cold clears that cache before each call; fresh is warm with the cache's
layouts judged so far forgotten (an answer none of whose layouts was seen
before: the slowest warm answer).  The jiwer column is ``jiwer.wer``
(English, ``default``) or ``jiwer.cer`` (Chinese, ``netflix-zh-hans``) of
the transcript's text against the answer's text, and the ratio is warm
score time over jiwer time (issue 30: at most 10 in English, 15 in
Chinese).  Times are this process's CPU time (so other load on a shared machine
disturbs them less), each the best of ``--runs`` runs.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import jiwer

from captionsmith.core.profile import resolve_profile
from captionsmith.core.srt import compose
from captionsmith.judging.scoring import _prepared, score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task, reference_cues

PROFILES = (("en", "default", jiwer.wer), ("zh", "netflix-zh-hans", jiwer.cer))


def _per_call(
    call: Callable[[], object], repeat: int, runs: int, before: Callable[[], None] | None = None
) -> float:
    """Seconds per call, best of ``runs`` runs of ``repeat`` calls."""
    best = float("inf")
    for _ in range(runs):
        t0 = time.process_time()
        for _ in range(repeat):
            if before is not None:
                before()
            call()
        best = min(best, (time.process_time() - t0) / repeat)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--runs", type=int, default=3, help="report the best of this many runs")
    args = ap.parse_args()
    print(f"(best of {args.runs}; cold: cache cleared before each call)")
    print("lang  words  cold/s  warm/s  warm ms  fresh ms  jiwer ms  ratio  fresh ratio")
    for language, name, metric in PROFILES:
        profile = resolve_profile(name)
        for size in (100, 400, 1600):
            config = GeneratorConfig(difficulty=3, min_words=size, max_words=size)
            task = make_task(0, 0, profile, config)
            cues = reference_cues(task)
            answer = compose(cues)
            assert score(task.words, profile, answer).total == 1.0
            joiner = "" if language == "zh" else " "
            source = joiner.join(w.text for w in task.words)
            shown = joiner.join(line for cue in cues for line in cue.lines)
            repeat = max(5, args.repeat * 100 // size)

            def scored(task=task, profile=profile, answer=answer) -> object:
                return score(task.words, profile, answer)

            cold = _per_call(scored, repeat, args.runs, before=_prepared.cache_clear)
            scored()
            warm = _per_call(scored, repeat, args.runs)
            memo = _prepared(tuple(task.words), profile).memo
            fresh = _per_call(scored, repeat, args.runs, before=memo.clear)
            base = _per_call(lambda m=metric, a=source, b=shown: m(a, b), repeat, args.runs)
            print(
                f"{language:4}  {len(task.words):5d}  {1 / cold:6.0f}  {1 / warm:6.0f}  "
                f"{warm * 1e3:7.2f}  {fresh * 1e3:8.2f}  {base * 1e3:8.3f}  {warm / base:5.1f}  "
                f"{fresh / base:11.1f}"
            )
    profile = resolve_profile("default")
    task = make_task(0, 0, profile, GeneratorConfig(min_words=100, max_words=100))
    garbage = ("1\n00:00:00,000 --> 00:00:01,000\n" + "garbage words here " * 60_000)[:1_000_000]
    t0 = time.process_time()
    report = score(task.words, profile, garbage)
    elapsed = time.process_time() - t0
    print(f"1 MB garbage answer: {elapsed * 1e3:.1f} ms, total {report.total}")


if __name__ == "__main__":
    main()
