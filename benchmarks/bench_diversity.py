"""How much of the range of real speech the generated tasks have.

Over ``--tasks`` train tasks (seed 0, difficulties 1 to 5 in turn, default
profile): word types and distinct bigrams in the first 8,500 tokens (the
size of the TED sample in issue 16), the sentence-length distribution (tasks with punctuation), the
share of distinct sentences of four or more words, the share of tasks with
two or more speakers, an independent subject-verb agreement check (pronoun
subjects and the verb after them, read with the judge's tagger), and how
often the judge's tagger gives a generated word the part of speech the
grammar meant.  Targets (issue 16) are printed beside the figures.

    python benchmarks/bench_diversity.py [--tasks 2000]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
from collections import Counter

from captionsmith.core.profile import DEFAULT
from captionsmith.core.text import ends_sentence, word_form
from captionsmith.languages import language_pack
from captionsmith.languages.generator import GeneratorConfig, generate_tokens
from captionsmith.languages.lexicon import lexicon, verb_forms
from captionsmith.solving.tasks import make_task, task_rng

SAMPLE_TOKENS = 8500
SINGULAR = frozenset({"he", "she", "it"})
PLURAL = frozenset({"i", "we", "you", "they"})
# Words after which a subject is followed by a bare verb: a question's
# auxiliary ("did she go?") or a causative ("let him go").
INVERTED = frozenset(
    "do does did can could will would should might must shall may let make help".split()
)


def sentences(words: list[str]) -> list[list[str]]:
    out, current = [], []
    for w in words:
        current.append(w)
        if ends_sentence(w):
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def agreement_errors(words: list[str], tags: tuple[str, ...], third: set, base: set) -> list[str]:
    """Pronoun subject + verb pairs that disagree: "he go", "they goes",
    "he don't", "I is", "they was"."""
    errors = []
    for k in range(len(words) - 1):
        subject, verb = word_form(words[k]), word_form(words[k + 1])
        if words[k][-1:] in ",.?!" or tags[k] != "SUBJ":
            continue
        if k and word_form(words[k - 1]) in INVERTED:  # "did she go", "can they..."
            continue
        if subject in SINGULAR and (
            verb in ("don't", "are", "were", "have", "aren't", "weren't", "haven't")
            or (verb in base and verb not in third and tags[k + 1] == "VERB" and verb != "must")
        ):
            errors.append(f"{words[k]} {words[k + 1]}")
        if subject in PLURAL and (
            verb in ("doesn't", "has", "hasn't", "isn't")
            or (verb == "is")
            or (subject != "i" and verb in ("was", "wasn't", "am"))
            or (subject == "i" and verb in ("are", "is", "were"))
            or (verb in third and verb not in base and tags[k + 1] == "VERB")
        ):
            errors.append(f"{words[k]} {words[k + 1]}")
    return errors


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=2000)
    args = ap.parse_args()
    lex = lexicon()
    forms = [verb_forms(v.lemma, v.doubles) for v in lex.verbs]
    third = {f[1] for f in forms} - {f[0] for f in forms}
    # A base form that is also a past form ("quit", "forecast") may follow "he".
    base = {f[0] for f in forms} - third - {f[2] for f in forms}
    pack = language_pack("en")
    tokens: list[str] = []
    lengths: list[int] = []
    seen: Counter[str] = Counter()
    multi = 0
    errors: list[str] = []
    checked = 0
    tagged = agreed = 0
    for i in range(args.tasks):
        config = GeneratorConfig(difficulty=1 + i % 5)
        task = make_task(0, i, DEFAULT, config)
        words = [w.text for w in task.words]
        multi += len({w.speaker for w in task.words if w.speaker}) > 1
        if len(tokens) < SAMPLE_TOKENS:
            tokens += [word_form(w) for w in words]
        # Raw-ASR tasks (no punctuation) have no sentence ends to read.
        for sentence in sentences(words) if ends_sentence(words[-1]) else []:
            lengths.append(len(sentence))
            if len(sentence) >= 4:
                seen[" ".join(word_form(w) for w in sentence)] += 1
        # Agreement is read where the commas are: without them a parenthetical
        # ("he, believe it or not, ...") looks like a subject and its verb.
        if ends_sentence(words[-1]):
            checked += 1
            errors += agreement_errors(words, pack.tags(tuple(words)), third, base)
        if i < 300:  # the grammar's own tags against the tagger's, before timing
            lines, _ = generate_tokens(task_rng("train", 0, i, 0), config)
            meant = [t for line, _ in lines for t in line]
            read = pack.tags(tuple(t.text for t in meant))
            tagged += len(meant)
            agreed += sum(a.tag == b for a, b in zip(meant, read, strict=True))
    sample = tokens[:SAMPLE_TOKENS]
    types = len(set(sample))
    bigrams = len(set(itertools.pairwise(sample))) / len(sample)
    distinct = len(seen) / sum(seen.values())
    long_share = sum(n >= 25 for n in lengths) / len(lengths)
    rows = [
        ("word types per 8,500 tokens", f"{types:,}", ">= 1,500", types >= 1500),
        ("distinct bigrams per token", f"{bigrams:.2f}", ">= 0.60", bigrams >= 0.60),
        (
            "mean sentence length (words)",
            f"{statistics.mean(lengths):.1f}",
            "12-20",
            12 <= statistics.mean(lengths) <= 20,
        ),
        ("sentences of 25+ words", f"{long_share:.1%}", ">= 8 %", long_share >= 0.08),
        ("longest sentence", str(max(lengths)), ">= 45", max(lengths) >= 45),
        ("distinct sentences (4+ words)", f"{distinct:.1%}", ">= 97 %", distinct >= 0.97),
        (
            "tasks with 2+ speakers",
            f"{multi / args.tasks:.1%}",
            ">= 15 %",
            multi / args.tasks >= 0.15,
        ),
        (f"agreement errors ({checked:,} punctuated tasks)", str(len(errors)), "0", not errors),
    ]
    print(f"{args.tasks} train tasks (seed 0, difficulties 1-5 in turn), default profile\n")
    print("| measure | value | target | met |")
    print("| --- | --- | --- | --- |")
    for name, value, target, met in rows:
        print(f"| {name} | {value} | {target} | {'yes' if met else 'no'} |")
    print(
        f"\ntagger agrees with the grammar's part of speech on {agreed / tagged:.1%} of {tagged:,} words"
    )
    if errors:
        print("agreement errors, first 10:", errors[:10])


if __name__ == "__main__":
    main()
