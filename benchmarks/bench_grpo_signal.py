"""Does the reward give GRPO something to learn from, near the optimum *and*
far from it?  For each policy family and difficulty, groups of --group
answers per task; the table reports the mean within-group standard deviation
of the total, the share of groups whose totals are all equal (zero
advantage: prime-rl learns nothing from them), the share of "weak" groups
(std < --weak, see below), the mean within-group range, the mean total, the
share of answers that fail to parse, and the mean within-group Spearman
correlation between a family's severity knob and the total (it must be
negative: more mistakes, lower reward; a positive value is a reward bug).

Families (every draw from ``random.Random`` seeded by (family, difficulty,
task index, answer index); no global random state):

* ``near-optimum``: the reference with k ~ Poisson(--mean-mistakes) honest
  mistakes, each one of: a boundary moved by one word, a line pushed over the
  width, a cue ending 0.7 s late, a word left out.  Severity k.
* ``greedy+noise``, ``whisperx+noise``: the baseline's layout, each line or
  cue break moved 1 or 2 words left or right (to a gap without a break)
  with probability 0.15, then each cue's start and end moved by up to
  0.5 s with probability 0.1; cues timed from their words as the baselines
  do.  Sampling noise per decision, so longer transcripts get more of it.
  Severity: moves + retimings.
* ``random-breaks``: at every word gap a break with probability 1/m (m, the
  mean words per line, drawn per answer from 2 to 10); a line break while
  the cue has room for another line and a coin says so, else a cue break.
  Timed from the words.
* ``late``: the reference with every cue moved late by d ms, d drawn per
  answer from 150 to 1500.  Severity d.
* ``over-width``: greedy packing to width + k, k drawn from 1 to 12, so
  every full line is over the width.  Severity k.
* ``one-line``: every cue one line, greedy-packed to width + k, k drawn
  from 0 to the width (k = 0 is legal, larger k packs two lines' words
  onto one).  Severity k.
* ``mixture`` (a 4B model's first answers): per answer, greedy+noise 30 %,
  whisperx+noise 20 %, random-breaks 10 %, late 10 % (a whisperx+noise
  answer moved late), over-width 10 %, one-line 5 %, unparseable 15 % (a
  greedy+noise answer spoiled by one of the MALFORMED edits).  A quarter of
  the parseable answers come inside a ```srt fence, which the scorer
  accepts.  ``mixture-parsed``: the same without the unparseable
  share (the model once it has learnt the format).

"No signal": prime-rl's advantage is reward - group mean, without division
by the group's std, so a group's push on the policy scales with its spread.
A group with std < 0.01 moves each answer by less than about one cue's
constraint credit in a 30-cue transcript (0.30 / 30), a tenth of what a
typical first-answers group gives: weak.  A difficulty is "no signal" when
half its mixture groups are weak, "weak" when a tenth are.

With --repair, the near-optimum answers are each repaired once instead:
every mistake is fixed with probability 0.6, and the episode's total is the
repair total for each gain in --gains; the correlation is then between the
*first* answer's k and the total.

    python benchmarks/bench_grpo_signal.py [--tasks 30] [--group 16] [--families mixture,...]
        [--profile default] [--language en] [--repair]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import re
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile, resolve_profile
from captionsmith.core.repair import repair_total
from captionsmith.core.srt import Cue, compose
from captionsmith.core.words import Word
from captionsmith.judging.scoring import ScoreReport, score, score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.perturb import delete_word, shift
from captionsmith.solving.policies import greedy_cues, whisperx_cues
from captionsmith.solving.tasks import make_task, reference_cues

MISTAKES = ("moved boundary", "line over the limit", "late end", "missing word")
NONE, LINE, CUE = 0, 1, 2  # what follows a word: nothing, a line break, a cue break
WEAK_STD = 0.01
MOVE_RATE, RETIME_RATE = 0.15, 0.1  # the noisy baselines' per-break and per-cue rates

# An answer: SRT text, or cues scored without composing them (the near-optimum
# family's "late end" can overlap the next cue, which strict SRT cannot hold).
Answer = str | list[Cue]


def mistake(cues: list[Cue], kind: str, rng: random.Random) -> list[Cue]:
    c = rng.randrange(len(cues))
    cue = cues[c]
    if kind == "late end":
        return [*cues[:c], dataclasses.replace(cue, end_ms=cue.end_ms + 700), *cues[c + 1 :]]
    if kind == "missing word":
        line = rng.randrange(len(cue.lines))
        w = rng.randrange(len(cue.lines[line].split()))
        return delete_word(cues, c, line, w) or cues
    if kind == "line over the limit" and len(cue.lines) == 2 and len(cue.lines[1].split()) > 1:
        head, *rest = cue.lines[1].split()
        lines = (f"{cue.lines[0]} {head}", " ".join(rest))
        return [*cues[:c], dataclasses.replace(cue, lines=lines), *cues[c + 1 :]]
    if c + 1 < len(cues):  # a moved boundary: the next cue's first word joins this one
        nxt = cues[c + 1]
        head, *rest = nxt.lines[0].split()
        if rest:
            moved = dataclasses.replace(cue, lines=(*cue.lines[:-1], f"{cue.lines[-1]} {head}"))
            shifted = dataclasses.replace(nxt, lines=(" ".join(rest), *nxt.lines[1:]))
            return [*cues[:c], moved, shifted, *cues[c + 2 :]]
    return cues


def poisson(rng: random.Random, mean: float) -> int:
    limit, k, p = math.exp(-mean), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    def ranks(values: Sequence[float]) -> list[float]:
        order = sorted(range(len(values)), key=lambda i: values[i])
        out = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                out[order[k]] = (i + j) / 2
            i = j + 1
        return out

    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    sy = math.sqrt(sum((b - my) ** 2 for b in ry))
    return cov / (sx * sy) if sx and sy else 0.0


# --- layouts as break kinds at word gaps -------------------------------------


def breaks_of(words: Sequence[Word], cues: list[Cue], joiner: str) -> list[int]:
    """The break after each word (the last word's is implied) of cues whose
    lines are their words joined by ``joiner``, as the baselines write them."""
    kinds = [NONE] * len(words)
    k = 0
    for cue in cues:
        for n, line in enumerate(cue.lines):
            shown = words[k].text
            k += 1
            while shown != line:
                if k >= len(words) or len(shown) > len(line):
                    raise ValueError(f"line {line!r} is not the next words joined")
                shown += joiner + words[k].text
                k += 1
            kinds[k - 1] = LINE if n + 1 < len(cue.lines) else CUE
    if k != len(words):
        raise ValueError(f"the cues hold {k} of {len(words)} words")
    return kinds[:-1]


def build(words: Sequence[Word], kinds: list[int], joiner: str) -> list[Cue]:
    """Cues with the given breaks, each timed from its first word's start to
    its last word's end, clipped to the next cue's first word (as the
    baselines time them)."""
    groups: list[list[list[Word]]] = []
    lines: list[list[Word]] = []
    line: list[Word] = []
    for i, word in enumerate(words):
        line.append(word)
        kind = kinds[i] if i < len(kinds) else CUE
        if kind != NONE:
            lines.append(line)
            line = []
        if kind == CUE:
            groups.append(lines)
            lines = []
    spans = []
    for k, cue_lines in enumerate(groups):
        start, end = cue_lines[0][0].start_ms, cue_lines[-1][-1].end_ms
        if k + 1 < len(groups):
            end = min(end, groups[k + 1][0][0].start_ms)
        text = tuple(joiner.join(w.text for w in ln) for ln in cue_lines)
        spans.append((start, end, text))
    return settle(spans)


def settle(spans: Sequence[tuple[int, int, tuple[str, ...]]]) -> list[Cue]:
    """Valid SRT cues from (start, end, lines): times moved forward just
    enough that no cue starts before the previous one ends or ends at its
    start."""
    cues: list[Cue] = []
    previous = 0
    for start, end, lines in spans:
        start = max(start, previous, 0)
        end = max(end, start + 1)
        cues.append(Cue(len(cues) + 1, start, end, lines))
        previous = end
    return cues


def move_breaks(kinds: list[int], rate: float, rng: random.Random) -> tuple[list[int], int]:
    """Each break, with probability ``rate``, moved 1 or 2 words left or
    right to a gap without a break (a move with nowhere to go is skipped);
    the breaks and the number moved."""
    kinds = list(kinds)
    moved = 0
    for i in [i for i, kind in enumerate(kinds) if kind != NONE]:
        if rng.random() >= rate:
            continue
        j = i + rng.choice((-2, -1, 1, 2))
        if 0 <= j < len(kinds) and kinds[j] == NONE and kinds[i] != NONE:
            kinds[i], kinds[j] = NONE, kinds[i]
            moved += 1
    return kinds, moved


def retime(
    cues: list[Cue], rate: float, rng: random.Random, spread: int = 500
) -> tuple[list[Cue], int]:
    """Each cue, with probability ``rate``, with its start and end each moved
    by up to ``spread`` ms; the cues and the number retimed."""
    spans, retimed = [], 0
    for c in cues:
        start, end = c.start_ms, c.end_ms
        if rng.random() < rate:
            start += rng.randint(-spread, spread)
            end += rng.randint(-spread, spread)
            retimed += 1
        spans.append((start, end, c.lines))
    return settle(spans), retimed


# --- unparseable answers ------------------------------------------------------

_TIMING_COMMA = re.compile(r"(\d\d:\d\d:\d\d),(\d\d\d)")

MALFORMED: dict[str, Callable[[str], str]] = {
    "prose preamble": lambda srt: "Here are the subtitles for your transcript:\n\n" + srt,
    "prose, then a fence": lambda srt: "Sure! Here is the SRT file:\n```srt\n" + srt + "```\n",
    "prose after the cues": lambda srt: srt + "\nLet me know if you want any changes!\n",
    "unclosed fence": lambda srt: "```srt\n" + srt,
    "no arrow (->)": lambda srt: srt.replace(" --> ", " -> "),
    "dot before millis": lambda srt: _TIMING_COMMA.sub(r"\1.\2", srt),
    "no blank lines": lambda srt: srt.replace("\n\n", "\n"),
}
HARMLESS: dict[str, Callable[[str], str]] = {
    "plain": lambda srt: srt,
    "```srt fence": lambda srt: "```srt\n" + srt + "```\n",
    "bare ``` fence": lambda srt: "```\n" + srt + "```",
    "<think> block": lambda srt: "<think>Keep lines short.</think>\n" + srt,
}


# --- families -----------------------------------------------------------------


@dataclass(frozen=True)
class Context:
    words: tuple[Word, ...]
    profile: Profile
    joiner: str
    reference: list[Cue]
    greedy: list[int]  # the greedy baseline's breaks
    whisperx: list[int]  # the whisperx baseline's breaks


def near_optimum(ctx: Context, rng: random.Random, mean: float = 1.5) -> tuple[Answer, float]:
    k = poisson(rng, mean)
    cues = ctx.reference
    for _ in range(k):
        cues = mistake(cues, rng.choice(MISTAKES), rng)
    return cues, k


def noisy_cues(ctx: Context, base: list[int], rng: random.Random) -> tuple[list[Cue], int]:
    """A baseline's layout with each break moved with probability
    MOVE_RATE and each cue retimed with probability RETIME_RATE."""
    kinds, moved = move_breaks(base, MOVE_RATE, rng)
    cues, retimed = retime(build(ctx.words, kinds, ctx.joiner), RETIME_RATE, rng)
    return cues, moved + retimed


def noisy(base: str) -> Callable[[Context, random.Random], tuple[Answer, float]]:
    def family(ctx: Context, rng: random.Random) -> tuple[Answer, float]:
        cues, severity = noisy_cues(ctx, getattr(ctx, base), rng)
        return compose(cues), severity

    return family


greedy_noise = noisy("greedy")
whisperx_noise = noisy("whisperx")


def random_breaks(ctx: Context, rng: random.Random) -> tuple[Answer, float | None]:
    per_line = rng.uniform(2, 10)
    kinds, lines = [], 1
    for _ in range(len(ctx.words) - 1):
        if rng.random() >= 1 / per_line:
            kinds.append(NONE)
        elif lines < ctx.profile.max_lines and rng.random() < 0.5:
            kinds.append(LINE)
            lines += 1
        else:
            kinds.append(CUE)
            lines = 1
    return compose(build(ctx.words, kinds, ctx.joiner)), None


def late(ctx: Context, rng: random.Random) -> tuple[Answer, float]:
    ms = rng.randint(150, 1500)
    return compose(shift(ctx.reference, ms)), ms


def over_width(ctx: Context, rng: random.Random) -> tuple[Answer, float]:
    k = rng.randint(1, 12)
    wide = dataclasses.replace(ctx.profile, max_chars_per_line=ctx.profile.max_chars_per_line + k)
    return compose(greedy_cues(list(ctx.words), wide)), k


def one_line(ctx: Context, rng: random.Random) -> tuple[Answer, float]:
    k = rng.randint(0, ctx.profile.max_chars_per_line)
    wide = dataclasses.replace(
        ctx.profile, max_lines=1, max_chars_per_line=ctx.profile.max_chars_per_line + k
    )
    return compose(greedy_cues(list(ctx.words), wide)), k


def unparseable(ctx: Context, rng: random.Random) -> tuple[Answer, None]:
    srt, _ = greedy_noise(ctx, rng)
    assert isinstance(srt, str)
    return rng.choice(list(MALFORMED.values()))(srt), None


def late_whisperx(ctx: Context, rng: random.Random) -> tuple[Answer, None]:
    cues, _ = noisy_cues(ctx, ctx.whisperx, rng)
    return compose(shift(cues, rng.randint(150, 1500))), None


MIXTURE: list[tuple[float, Callable[[Context, random.Random], tuple[Answer, float | None]]]] = [
    (0.30, greedy_noise),
    (0.20, whisperx_noise),
    (0.10, random_breaks),
    (0.10, late_whisperx),
    (0.10, over_width),
    (0.05, one_line),
    (0.15, unparseable),
]


def mixture(ctx: Context, rng: random.Random, parseable: bool = False) -> tuple[Answer, None]:
    weights, families = zip(
        *[m for m in MIXTURE if not parseable or m[1] is not unparseable], strict=True
    )
    family = rng.choices(families, weights)[0]
    answer, _ = family(ctx, rng)
    if family is not unparseable and isinstance(answer, str) and rng.random() < 0.25:
        answer = HARMLESS["```srt fence"](answer)
    return answer, None


FAMILIES: dict[str, Callable[[Context, random.Random], tuple[Answer, float | None]]] = {
    "near-optimum": near_optimum,
    "greedy+noise": greedy_noise,
    "whisperx+noise": whisperx_noise,
    "random-breaks": random_breaks,
    "late": late,
    "over-width": over_width,
    "one-line": one_line,
    "mixture": mixture,
    "mixture-parsed": lambda ctx, rng: mixture(ctx, rng, parseable=True),
}


def answer_rng(family: str, difficulty: int, task: int, answer: int) -> random.Random:
    """The private RNG of one answer (string seeds are stable across runs)."""
    return random.Random(f"grpo-signal/{family}/{difficulty}/{task}/{answer}")


def context(index: int, profile: Profile, difficulty: int) -> Context:
    task = make_task(0, index, profile, GeneratorConfig(difficulty=difficulty), "eval")
    words = list(task.words)
    joiner = measure(profile.language).joiner
    return Context(
        task.words,
        profile,
        joiner,
        reference_cues(task),
        breaks_of(words, greedy_cues(words, profile), joiner),
        breaks_of(words, whisperx_cues(words, profile), joiner),
    )


def judge(ctx: Context, answer: Answer, cache: dict[object, ScoreReport]) -> ScoreReport:
    key = answer if isinstance(answer, str) else tuple(answer)
    if key not in cache:
        if isinstance(answer, str):
            cache[key] = score(ctx.words, ctx.profile, answer)
        else:
            cache[key] = score_cues(ctx.words, ctx.profile, answer)
    return cache[key]


@dataclass
class Cell:
    """One family at one difficulty: per-group statistics."""

    stds: list[float] = dataclasses.field(default_factory=list)
    ranges: list[float] = dataclasses.field(default_factory=list)
    corrs: list[float] = dataclasses.field(default_factory=list)
    totals: list[float] = dataclasses.field(default_factory=list)
    broken: int = 0

    def add(self, totals: list[float], severities: list[float | None]) -> None:
        self.stds.append(statistics.pstdev(totals))
        self.ranges.append(max(totals) - min(totals))
        self.totals += totals
        if None not in severities and len(set(severities)) > 1 and len(set(totals)) > 1:
            self.corrs.append(spearman([float(s or 0) for s in severities], totals))

    def row(self, weak: float) -> list[str]:
        corr = f"{statistics.fmean(self.corrs):+.2f}" if self.corrs else "—"
        return [
            f"{statistics.fmean(self.stds):.3f}",
            f"{statistics.fmean(r < 1e-12 for r in self.ranges):.0%}",
            f"{self.weak_share(weak):.0%}",
            f"{statistics.fmean(self.ranges):.3f}",
            f"{statistics.fmean(self.totals):.3f}",
            f"{self.broken / len(self.totals):.0%}",
            corr,
        ]

    def weak_share(self, weak: float) -> float:
        return statistics.fmean(s < weak for s in self.stds)


def verdict(weak_share: float) -> str:
    if weak_share >= 0.5:
        return "no signal"
    if weak_share >= 0.1:
        return "weak"
    return "signal"


def format_check(ctx: Context) -> None:
    """What the scorer gives each wrapping of the greedy answer to one task."""
    srt = compose(build(ctx.words, ctx.greedy, ctx.joiner))
    print("| answer (the greedy baseline's SRT, task 0, difficulty 1) | total | parse error |")
    print("| --- | --- | --- |")
    for name, edit in {**HARMLESS, **MALFORMED}.items():
        report = score(ctx.words, ctx.profile, edit(srt))
        error = report.parse_error or ""
        error = error if len(error) <= 60 else error[:57] + "..."
        print(f"| {name} | {report.total:.3f} | {error} |")
    print()


def run_families(args: argparse.Namespace, profile: Profile, names: list[str]) -> None:
    cells: dict[tuple[str, int], Cell] = {}
    for difficulty in range(1, 6):
        for index in range(args.tasks):
            ctx = context(index, profile, difficulty)
            if difficulty == 1 and index == 0:
                format_check(ctx)
            cache: dict[object, ScoreReport] = {}
            for name in names:
                cell = cells.setdefault((name, difficulty), Cell())
                totals, severities = [], []
                for a in range(args.group):
                    rng = answer_rng(name, difficulty, index, a)
                    if name == "near-optimum":
                        answer, severity = near_optimum(ctx, rng, args.mean_mistakes)
                    else:
                        answer, severity = FAMILIES[name](ctx, rng)
                    report = judge(ctx, answer, cache)
                    cell.broken += report.parse_error is not None
                    totals.append(report.total)
                    severities.append(severity)
                cell.add(totals, severities)
    print(
        "| family | difficulty | mean within-group std | groups all equal "
        f"| groups with std < {args.weak:g} | mean within-group range | mean total "
        "| unparseable | rank corr (severity, total) |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name in names:
        for difficulty in range(1, 6):
            cells_row = cells[name, difficulty].row(args.weak)
            print(f"| {name} | {difficulty} | " + " | ".join(cells_row) + " |")
    print()
    mixes = [n for n in names if n.startswith("mixture")]
    others = [n for n in names if n not in mixes]
    print("| difficulty | " + "".join(f"weak groups, {n} | " for n in mixes) + "worst other |")
    print("| --- | " + "--- | " * len(mixes) + "--- |")
    for difficulty in range(1, 6):
        cells_row = []
        for n in mixes:
            share = cells[n, difficulty].weak_share(args.weak)
            cells_row.append(f"{share:.0%} ({verdict(share)})")
        worst = max(((cells[n, difficulty].weak_share(args.weak), n) for n in others), default=None)
        cells_row.append("—" if worst is None else f"{worst[0]:.0%} ({worst[1]})")
        print(f"| {difficulty} | " + " | ".join(cells_row) + " |")


def run_repair(args: argparse.Namespace, profile: Profile) -> None:
    gains = [float(g) for g in args.gains.split(",")]
    print(
        "| difficulty | gain | mean within-group std | groups all equal "
        "| rank corr (first k, total) | mean total |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for difficulty in range(1, 6):
        per_gain: dict[float, tuple[list[float], list[float], list[int], list[float]]] = {
            g: ([], [], [], []) for g in gains
        }
        for index in range(args.tasks):
            task = make_task(0, index, profile, GeneratorConfig(difficulty=difficulty), "eval")
            ref = reference_cues(task)
            groups: dict[float, list[float]] = {g: [] for g in per_gain}
            for a in range(args.group):
                rng = answer_rng("near-optimum/repair", difficulty, index, a)
                k = poisson(rng, args.mean_mistakes)
                kinds = [rng.choice(MISTAKES) for _ in range(k)]
                cues = ref
                for kind in kinds:
                    cues = mistake(cues, kind, rng)
                first = score_cues(task.words, profile, cues).total
                kept = [kind for kind in kinds if rng.random() >= 0.6]
                fixed = ref
                for kind in kept:
                    fixed = mistake(fixed, kind, rng)
                final = score_cues(task.words, profile, fixed).total
                for g in per_gain:
                    # the environment asks for a repair only when the first answer is imperfect
                    answers = [first, final] if first < 1.0 else [first]
                    total = repair_total(answers, g).total
                    groups[g].append(total)
                    per_gain[g][2].append(k)
                    per_gain[g][3].append(total)
            for g, totals in groups.items():
                per_gain[g][0].append(statistics.pstdev(totals))
                per_gain[g][1].append(float(max(totals) - min(totals) < 1e-12))
        for g, (stds, flats, ks, totals) in per_gain.items():
            cells = [
                f"{statistics.fmean(stds):.3f}",
                f"{statistics.fmean(flats):.1%}",
                f"{spearman([float(k) for k in ks], totals):.2f}",
                f"{statistics.fmean(totals):.3f}",
            ]
            print(f"| {difficulty} | {g:g} | " + " | ".join(cells) + " |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=30)
    ap.add_argument("--group", type=int, default=16)
    ap.add_argument("--families", default=",".join(FAMILIES), help="comma-separated")
    ap.add_argument("--profile", default="default")
    ap.add_argument("--language", default=None)
    ap.add_argument("--mean-mistakes", type=float, default=1.5)
    ap.add_argument("--weak", type=float, default=WEAK_STD, help="a weak group's std")
    ap.add_argument("--repair", action="store_true")
    ap.add_argument("--gains", default="0.25,0.5,0.75")
    args = ap.parse_args()
    profile = resolve_profile(args.profile, args.language)
    names = [n.strip() for n in args.families.split(",") if n.strip()]
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        ap.error(f"unknown families {', '.join(unknown)} (known: {', '.join(FAMILIES)})")
    began = time.perf_counter()
    print(
        f"{args.tasks} tasks x {args.group} answers per family and difficulty, "
        f"profile {args.profile} ({profile.language}), near-optimum mistakes ~ "
        f"Poisson({args.mean_mistakes:g})\n"
    )
    if args.repair:
        run_repair(args, profile)
    else:
        run_families(args, profile, names)
    print(f"\n{time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
