"""How long a captionsmith episode is in the trained model's tokens, to size
prime-rl's seq_len and max_completion_tokens, per language and difficulty.

    python benchmarks/bench_seq_len.py [--tasks 40] [--seq-len 8192]
        [--max-completion-tokens 3072] [--repair-seq-len 16384] [--tokenizer qwen3]

Counts with the tokenizer of the shipped configs' model (Qwen3-4B-Instruct-2507:
Qwen2.5/Qwen3 byte-level BPE, 151,643 tokens + specials), bundled offline by
``quicktok-v1`` (``pip install quicktok-v1``; ``--tokenizer cl100k`` uses the
same package's cl100k_base, for comparison).  Without it the bench refuses
to run: there is no character-based estimate.

Every message sits in Qwen3's chat template, each added token counted as 1:

* **prompt**: ``<|im_start|>system\\n{system}<|im_end|>\\n<|im_start|>user\\n
  {user}<|im_end|>\\n<|im_start|>assistant\\n``, what the model reads first;
* **answer**: a reference SRT and ``<|im_end|>`` (a completion without
  reasoning); **draft**: the same for the greedy baseline's SRT;
* **feedback**: the checker's message on the draft, with its turn markers
  ``<|im_end|>\\n<|im_start|>user\\n{feedback}<|im_end|>\\n<|im_start|>assistant\\n``;
* **single**: prompt + answer; **repair**: prompt + draft + feedback + draft
  + feedback + answer (two repair turns, each task's own sum).

Reasoning room (tokens left for reasoning in one completion), from the p95s,
answer = the larger of answer and draft p95:

* single: min(max_completion_tokens, seq_len - prompt) - answer;
* repair: min(max_completion_tokens, (repair_seq_len - prompt - 2 feedback) / 3)
  - answer: each completion's share of the episode, and every turn is capped
  by max_completion_tokens too (so a repair seq_len above prompt + 2 feedback
  + 3 x max_completion_tokens buys nothing).

``--write PATH`` also writes the per-cell p95s (prompt; answer, the larger of
answer and draft; feedback) as JSON: ``captionsmith/configs/sizes.json``, from
which ``captionsmith config rl`` sizes seq_len and max_completion_tokens.

Cells with less than 1,000 tokens of room are marked ``<1k``.  The last rows
take, per difficulty, the maximum of each size over the languages (and so the
minimum room), which is what a config for every language must hold.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from captionsmith.core.profile import resolve_profile
from captionsmith.core.srt import compose
from captionsmith.judging.feedback import render_feedback
from captionsmith.judging.prompt import SYSTEM_PROMPT, render_user_prompt
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.policies import run_policy
from captionsmith.solving.tasks import make_task, reference_cues

PACKAGE = "quicktok-v1"
# --tokenizer name -> quicktok encoding.
ENCODINGS = {"qwen3": "qwen3", "cl100k": "cl100k_base"}
# language -> the profile its tasks are made with.
LANGUAGES = {
    "en": "default",
    "fr": "netflix-fr",
    "de": "netflix-de",
    "es": "netflix-es",
    "ja": "netflix-ja",
    "zh": "netflix-zh-hans",
}
DIFFICULTIES = range(1, 6)
REPAIRS = 2
LOW_ROOM = 1000
IM_START, IM_END = "<|im_start|>", "<|im_end|>"


class TokenizerMissing(SystemExit):
    """The counting tokenizer cannot load: uncaught, Python prints the one-line
    message to stderr and exits with status 1."""


def load_counter(name: str = "qwen3") -> Callable[[str], int]:
    """Token count of a text, as the model's tokenizer splits it: each of the
    encoding's added tokens (for Qwen3 also ``<think>`` and ``</think>``,
    which the system prompt and the feedback name) and the chat markers
    ``<|im_start|>`` and ``<|im_end|>`` is one token, the text between them
    ordinary BPE.  Exits with one line naming the package when the tokenizer
    is not installed."""
    try:
        import quicktok

        encoding = quicktok.get_encoding(ENCODINGS[name])
        added = set(encoding.special_tokens_set) | {IM_START, IM_END}
    except Exception as exc:  # ImportError, or a broken install's data files
        raise TokenizerMissing(
            f"bench_seq_len: the {name} tokenizer is unavailable ({type(exc).__name__}: {exc}); "
            f"install it with `pip install {PACKAGE}` (no estimate is made without it)"
        ) from None
    marker = re.compile("|".join(re.escape(t) for t in sorted(added, key=len, reverse=True)))

    def count(text: str) -> int:
        pieces = marker.split(text)
        return len(pieces) - 1 + sum(len(encoding.encode_ordinary(p)) for p in pieces if p)

    return count


def prompt_text(user: str) -> str:
    return (
        f"{IM_START}system\n{SYSTEM_PROMPT}{IM_END}\n"
        f"{IM_START}user\n{user}{IM_END}\n{IM_START}assistant\n"
    )


def reply_text(srt: str) -> str:
    return f"{srt}{IM_END}"


def feedback_text(feedback: str) -> str:
    """The environment's tokens between two completions (the newline after
    the previous ``<|im_end|>`` included)."""
    return f"\n{IM_START}user\n{feedback}{IM_END}\n{IM_START}assistant\n"


@dataclass
class Cell:
    prompt: list[int]
    answer: list[int]
    draft: list[int]
    feedback: list[int]
    single: list[int]
    repair: list[int]


def measure(
    language: str, difficulty: int, tasks: int, split: str, count: Callable[[str], int]
) -> Cell:
    profile = resolve_profile(LANGUAGES[language])
    cell = Cell([], [], [], [], [], [])
    for index in range(tasks):
        task = make_task(0, index, profile, GeneratorConfig(difficulty=difficulty), split=split)
        prompt = prompt_text(render_user_prompt(task.words, profile))
        answer = reply_text(compose(reference_cues(task)))
        draft_srt = run_policy("greedy", list(task.words), profile)
        draft = reply_text(draft_srt)
        feedback = feedback_text(render_feedback(score(task.words, profile, draft_srt)))
        sizes = [count(text) for text in (prompt, answer, draft, feedback)]
        for column, size in zip(
            (cell.prompt, cell.answer, cell.draft, cell.feedback), sizes, strict=True
        ):
            column.append(size)
        cell.single.append(count(prompt + answer))
        cell.repair.append(count(prompt + (draft + feedback) * REPAIRS + answer))
    return cell


def p95(values: list[int]) -> int:
    """Nearest-rank 95th percentile."""
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def rooms(prompt: int, answer: int, feedback: int, args: argparse.Namespace) -> tuple[int, int]:
    """(single-turn, repair) reasoning room in one completion."""
    single = min(args.max_completion_tokens, args.seq_len - prompt) - answer
    share = (args.repair_seq_len - prompt - REPAIRS * feedback) // (REPAIRS + 1)
    return single, min(args.max_completion_tokens, share) - answer


def room_cell(room: int) -> str:
    return f"{room:,}" + (" <1k" if room < LOW_ROOM else "")


def row(label: str, sizes: list[int], single: int, repair: int) -> str:
    cells = [label, *(f"{s:,}" for s in sizes), room_cell(single), room_cell(repair)]
    return "| " + " | ".join(cells) + " |"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=40, help="tasks per language and difficulty")
    ap.add_argument("--languages", default=",".join(LANGUAGES), help="comma-separated")
    ap.add_argument("--split", default="train", choices=("train", "eval"))
    ap.add_argument("--tokenizer", default="qwen3", choices=sorted(ENCODINGS))
    ap.add_argument("--seq-len", type=int, default=8192)
    ap.add_argument("--max-completion-tokens", type=int, default=3072)
    ap.add_argument("--repair-seq-len", type=int, default=16384)
    ap.add_argument("--write", type=Path, help="write the p95s as JSON (sizes.json)")
    args = ap.parse_args(argv)
    args.languages = [code.strip() for code in args.languages.split(",") if code.strip()]
    unknown = sorted(set(args.languages) - set(LANGUAGES))
    if unknown or args.tasks < 1:
        ap.error(f"unknown languages {unknown}" if unknown else "--tasks must be at least 1")
    return args


HEADER = (
    "| language, difficulty | prompt p50 | prompt p95 | prompt max | answer p95 | draft p95 "
    "| feedback p95 | single p95 | repair p95 | single room | repair room |"
)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    count = load_counter(args.tokenizer)
    print(
        f"tokenizer: {args.tokenizer} ({PACKAGE}), Qwen3 chat template; {args.tasks} {args.split} "
        f"tasks per cell; single: seq_len {args.seq_len}, max_completion_tokens "
        f"{args.max_completion_tokens}; repair ({REPAIRS} turns): seq_len {args.repair_seq_len}\n"
    )
    print(HEADER)
    print("|" + " --- |" * 11)
    worst: dict[int, list[int]] = {}
    table: dict[str, dict[str, dict[str, int]]] = {}
    for language in args.languages:
        for difficulty in DIFFICULTIES:
            cell = measure(language, difficulty, args.tasks, args.split, count)
            prompt = p95(cell.prompt)
            answer = max(p95(cell.answer), p95(cell.draft))
            feedback = p95(cell.feedback)
            sizes = [
                round(statistics.median(cell.prompt)),
                prompt,
                max(cell.prompt),
                p95(cell.answer),
                p95(cell.draft),
                feedback,
                p95(cell.single),
                p95(cell.repair),
            ]
            single, repair = rooms(prompt, answer, feedback, args)
            print(row(f"{language}, {difficulty}", sizes, single, repair), flush=True)
            table.setdefault(language, {})[str(difficulty)] = {
                "prompt": prompt,
                "answer": answer,
                "feedback": feedback,
            }
            top = worst.setdefault(difficulty, sizes)
            worst[difficulty] = [max(a, b) for a, b in zip(top, sizes, strict=True)]
    for difficulty, sizes in worst.items():
        answer = max(sizes[3], sizes[4])
        single, repair = rooms(sizes[1], answer, sizes[5], args)
        print(row(f"max over languages, {difficulty}", sizes, single, repair))
    if args.write:
        record = {
            "tokenizer": f"{args.tokenizer} tokens, Qwen3 chat template ({PACKAGE})",
            "statistic": f"95th percentile over {args.tasks} {args.split} tasks, seed 0",
            "command": f"python benchmarks/bench_seq_len.py --tasks {args.tasks} --write {args.write}",
            "sizes": table,
        }
        args.write.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
        print_configs(table)


def print_configs(table: dict[str, dict[str, dict[str, int]]]) -> None:
    """What ``captionsmith config rl`` makes of these sizes (tools/training.sizing,
    reading the installed sizes.json, so run with the package installed in
    editable mode): per language and start difficulty, seq_len and
    max_completion_tokens single-turn and with 2 repair turns, and the
    reasoning room per completion at the sized level (the curriculum's next)."""
    from captionsmith.tools.training import sizing

    print(
        "\n| language, start difficulty | sized for level | max_completion_tokens "
        "| seq_len | room | seq_len, 2 repairs | room, 2 repairs |"
    )
    print("|" + " --- |" * 7)
    for language, cells in table.items():
        for difficulty in DIFFICULTIES:
            single, repair = sizing(language, difficulty, 0), sizing(language, difficulty, REPAIRS)
            cell = cells[str(single.top_difficulty)]
            completion = single.max_completion_tokens
            room = min(completion, single.seq_len - cell["prompt"]) - cell["answer"]
            share = (repair.seq_len - cell["prompt"] - REPAIRS * cell["feedback"]) // (REPAIRS + 1)
            repair_room = min(completion, share) - cell["answer"]
            print(
                f"| {language}, {difficulty} | {single.top_difficulty} | {completion:,} "
                f"| {single.seq_len:,} | {room:,} | {repair.seq_len:,} | {repair_room:,} |"
            )


if __name__ == "__main__":
    main()
