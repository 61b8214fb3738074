"""Completions scored per second for reference answers to tasks of about 100,
400 and 1,600 words, and the time to score one 1 MB garbage answer.

    python benchmarks/bench_score.py [--repeat 200]
"""

from __future__ import annotations

import argparse
import time

from captionsmith.core.profile import DEFAULT
from captionsmith.core.srt import compose
from captionsmith.judging.scoring import _prepared, score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task, reference_cues


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--runs", type=int, default=3, help="report the best of this many runs")
    args = ap.parse_args()
    print(f"words  cold/s  warm/s   (best of {args.runs}; cold: cache cleared before each call)")
    for size in (100, 400, 1600):
        config = GeneratorConfig(difficulty=3, min_words=size, max_words=size)
        task = make_task(0, 0, DEFAULT, config)
        answer = compose(reference_cues(task))
        assert score(task.words, DEFAULT, answer).total == 1.0
        repeat = max(5, args.repeat * 100 // size)
        cold = warm = 0.0
        for _ in range(args.runs):  # best of N: the run least disturbed by other load
            t0 = time.perf_counter()
            for _ in range(repeat):
                _prepared.cache_clear()
                score(task.words, DEFAULT, answer)
            cold = max(cold, repeat / (time.perf_counter() - t0))
            t0 = time.perf_counter()
            for _ in range(repeat):
                score(task.words, DEFAULT, answer)
            warm = max(warm, repeat / (time.perf_counter() - t0))
        print(f"{len(task.words):5d}  {cold:6.0f}  {warm:6.0f}")
    task = make_task(0, 0, DEFAULT, GeneratorConfig(min_words=100, max_words=100))
    garbage = ("1\n00:00:00,000 --> 00:00:01,000\n" + "garbage words here " * 60_000)[:1_000_000]
    t0 = time.perf_counter()
    report = score(task.words, DEFAULT, garbage)
    elapsed = time.perf_counter() - t0
    print(f"1 MB garbage answer: {elapsed * 1e3:.1f} ms, total {report.total}")


if __name__ == "__main__":
    main()
