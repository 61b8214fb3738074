"""Print generated sentences, a few per register, so a reader can judge them.

Draws transcripts of the train stream (seed 0, difficulty 3) until each
register has ``--per-register`` sentences of four or more words, taking the
first sentences of each transcript as they come (no picking).  DESIGN.md
quotes its output.

    python scripts/sample_sentences.py [--per-register 5]
"""

from __future__ import annotations

import argparse

from captionsmith.languages.generator import REGISTERS, GeneratorConfig, generate_tokens
from captionsmith.solving.tasks import task_rng


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-register", type=int, default=5)
    args = ap.parse_args()
    config = GeneratorConfig(difficulty=3)
    wanted = {r.name: args.per_register for r in REGISTERS}
    found: dict[str, list[str]] = {r.name: [] for r in REGISTERS}
    index = 0
    while any(len(found[name]) < n for name, n in wanted.items()):
        lines, register = generate_tokens(task_rng("train", 0, index, 0), config)
        index += 1
        taken = found[register.name]
        for tokens, speaker in lines[:2]:
            if len(taken) < wanted[register.name] and len(tokens) >= 4:
                who = f"{speaker}: " if speaker else ""
                taken.append(who + " ".join(t.text for t in tokens))
    for name, sentences in found.items():
        print(f"**{name}**\n")
        for sentence in sentences:
            print(f"- {sentence}")
        print()


if __name__ == "__main__":
    main()
