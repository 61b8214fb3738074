"""Parse and compose a 10,000-cue SRT file with captionsmith and with cdown's
``srt`` library; print both timings and the ratio (ours / theirs).

    python benchmarks/bench_srt.py [--cues 10000] [--repeat 10]
"""

from __future__ import annotations

import argparse
import random
import time

import srt as peer

from captionsmith.core.srt import Cue, compose, parse


def make_cues(count: int) -> list[Cue]:
    rng = random.Random(0)
    words = "the quick brown fox jumps over a lazy dog while we watch and wait".split()
    cues, clock = [], 0
    for index in range(1, count + 1):
        start = clock + rng.randint(83, 900)
        end = start + rng.randint(1000, 6000)
        lines = tuple(
            " ".join(rng.choices(words, k=rng.randint(3, 7))).capitalize()
            for _ in range(rng.randint(1, 2))
        )
        cues.append(Cue(index, start, end, lines))
        clock = end
    return cues


def best_of_interleaved(repeat: int, ours, theirs) -> tuple[float, float]:
    """Best time of each over ``repeat`` alternating runs, so a change in
    machine load hits both sides alike."""
    best = [float("inf"), float("inf")]
    for _ in range(repeat):
        for k, func in enumerate((ours, theirs)):
            t0 = time.perf_counter()
            func()
            best[k] = min(best[k], time.perf_counter() - t0)
    return best[0], best[1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cues", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=10)
    args = ap.parse_args()
    cues = make_cues(args.cues)
    text = compose(cues)
    subs = list(peer.parse(text))
    assert len(parse(text)) == len(subs) == args.cues

    ours_parse, theirs_parse = best_of_interleaved(
        args.repeat, lambda: parse(text), lambda: list(peer.parse(text))
    )
    ours_compose, theirs_compose = best_of_interleaved(
        args.repeat, lambda: compose(cues), lambda: peer.compose(subs, reindex=False)
    )
    print(f"file: {args.cues} cues, {len(text) / 1e6:.2f} MB; best of {args.repeat}, interleaved")
    print(
        f"parse    captionsmith {ours_parse * 1e3:8.1f} ms   srt {theirs_parse * 1e3:8.1f} ms"
        f"   ratio {ours_parse / theirs_parse:.2f}"
    )
    print(
        f"compose  captionsmith {ours_compose * 1e3:8.1f} ms   srt {theirs_compose * 1e3:8.1f} ms"
        f"   ratio {ours_compose / theirs_compose:.2f}"
    )


if __name__ == "__main__":
    main()
