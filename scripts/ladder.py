"""Print the reward ladder: how each perturbation of a reference answer moves
the four scores.  Averaged over tasks; the table in DESIGN.md comes from it.

    python scripts/ladder.py [--tasks 50] [--seed 3] [--profile default] [--difficulty 3]
    python scripts/ladder.py --quality [--tasks 10] [--seed 29]

``--quality`` prints the quality ladder instead (solving/quality_ladder.py):
per preset, the mean total of each rung over ``--tasks`` tasks of six to
seven and a half full cues of text (about 100 English words), and the
smallest step between successive rungs on any task.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import statistics

from captionsmith.core.profile import PRESETS, Profile, resolve_profile
from captionsmith.core.srt import Cue, compose
from captionsmith.core.text import display_width, ends_sentence
from captionsmith.criteria.flaws import flaw_unit
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score
from captionsmith.languages import connector_forms
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.perturb import (
    cue_per_word,
    delete_after_line_breaks,
    drop_cue_end_connectors,
    dropped_word,
    duplicated_words,
    first_half,
    fit_by_deleting,
    fit_by_garbling,
    giant_cue,
    invented_cues,
    linger,
    relines,
    renumber,
    shift,
    surface_attacks,
    ugliest_layout,
)
from captionsmith.solving.policies import greedy_cues
from captionsmith.solving.quality_ladder import RUNGS, quality_ladder
from captionsmith.solving.solver import solve
from captionsmith.solving.tasks import make_task, reference_cues

THINK = "<think>The profile allows 42 characters per line; break at commas.</think>\n"
LONG_THINK = "<think>" + "Lines of 42 characters; break between phrases. " * 625 + "</think>\n"


def perturbations(task, ref: list[Cue]) -> dict[str, list[Cue] | None]:
    words = task.words
    out: dict[str, list[Cue] | None] = {"reference": ref}
    connectors = connector_forms(task.profile.language, tuple(w.text for w in words))
    dropped = dropped_word(ref)
    out["drop one word"] = dropped if dropped != ref else None
    out["boundary after a connector"] = None
    for k in range(len(ref) - 1):
        head, *rest = ref[k + 1].lines[0].split()
        if head.lower() in connectors and rest:
            prev, nxt = ref[k], ref[k + 1]
            moved = [
                dataclasses.replace(prev, lines=(*prev.lines[:-1], prev.lines[-1] + " " + head)),
                dataclasses.replace(nxt, lines=(" ".join(rest), *nxt.lines[1:])),
            ]
            out["boundary after a connector"] = [*ref[:k], *moved, *ref[k + 2 :]]
            break
    out["shift +0.3 s"] = shift(ref, 300)
    out["shift +1 s"] = shift(ref, 1000)
    out["shift +3 s"] = shift(ref, 3000)
    out["first half only"] = first_half(ref)
    out["duplicated words"] = duplicated_words(ref)
    out["invented extra cues"] = invented_cues(ref)
    out["one giant cue"] = giant_cue(words)
    out["one cue per word"] = cue_per_word(words)
    span = ref[-1].end_ms + 1000
    out["100x the expected size"] = [c for r in range(100) for c in shift(ref, r * span)]
    out.update(surface_attacks(task.profile, ref))
    wide = greedy_cues(
        list(words),
        dataclasses.replace(task.profile, max_chars_per_line=task.profile.max_chars_per_line + 3),
    )
    out["greedy, lines 3 columns too wide"] = wide
    out["same, too-wide lines garbled to fit"] = relines(
        wide, lambda line: fit_by_garbling(line, task.profile.max_chars_per_line)
    )
    out.update(judge_attacks(task, ref, wide))
    return out


def orphan_starts(words, ref: list[Cue], profile: Profile) -> list[Cue] | None:
    """The first word of each sentence that opens a cue moved to the end of
    the cue before it ("...a follow-up email. Do / you remember..."), both
    cues retimed to their new words (the minimum gap kept)."""
    out = list(ref)
    firsts, k = [], 0  # each cue's first word (the reference shows every word once)
    for cue in ref:
        firsts.append(k)
        k += sum(len(line.split()) for line in cue.lines)
    moved = False
    for c in range(1, len(out)):
        before, cue = out[c - 1], out[c]
        head, *rest = cue.lines[0].split()
        if not rest or not ends_sentence(before.lines[-1].split()[-1]):
            continue
        line = before.lines[-1] + " " + head
        if display_width(line) > profile.max_chars_per_line:
            continue
        word, following = words[firsts[c]], words[firsts[c] + 1]
        end = max(before.end_ms, word.end_ms)
        start = following.start_ms
        if start - end < profile.min_gap_ms:
            end = start - profile.min_gap_ms
        out[c - 1] = dataclasses.replace(before, lines=(*before.lines[:-1], line), end_ms=end)
        out[c] = dataclasses.replace(cue, lines=(" ".join(rest), *cue.lines[1:]), start_ms=start)
        moved = True
    return out if moved else None


def judge_attacks(task, ref: list[Cue], wide: list[Cue]) -> dict[str, list[Cue] | None]:
    """The attacks and professional habits of issue 15."""
    profile = task.profile
    greedy = greedy_cues(list(task.words), profile)
    gap = profile.min_gap_ms
    chained = list(ref)
    for k in range(len(chained) - 1):
        end = min(chained[k + 1].start_ms - gap, chained[k].start_ms + profile.max_duration_ms)
        if chained[k + 1].start_ms - chained[k].end_ms <= 500 and end > chained[k].end_ms:
            chained[k] = dataclasses.replace(chained[k], end_ms=end)
    last = ref[-1]
    roomy = solve(
        list(task.words),
        dataclasses.replace(profile, max_chars_per_line=profile.max_chars_per_line + 3),
    )
    return {
        "greedy": greedy,
        "greedy, connectors ending cues deleted": drop_cue_end_connectors(
            greedy, connector_forms(task.profile.language, tuple(w.text for w in task.words))
        ),
        "greedy, first word after each line break deleted": delete_after_line_breaks(greedy),
        "reference, first word after each line break deleted": delete_after_line_breaks(ref),
        "ugliest layout from acceptable breaks": ugliest_layout(list(task.words), profile),
        "orphaned sentence starts": orphan_starts(task.words, ref, profile),
        "solver with 3 more columns": roomy,
        "same, words deleted to fit the width": None
        if roomy is None
        else fit_by_deleting(roomy, profile.max_chars_per_line),
        "every cue lingers 0.5 s": linger(ref, task.words, profile, 500),
        "gaps under 0.5 s chained": chained,
        "last cue stays 3 s": [*ref[:-1], dataclasses.replace(last, end_ms=last.end_ms + 3000)],
        "<i> around every line": relines(ref, lambda line: f"<i>{line}</i>"),
        "? after every line": relines(ref, lambda line: line + "?"),
        "a — line added to each cue": [
            dataclasses.replace(c, lines=(*c.lines, "—")) if len(c.lines) < profile.max_lines else c
            for c in ref
        ],
    }


def quality(tasks: int, seed: int) -> None:
    """The quality ladder per preset (see the module docstring)."""
    print(f"quality ladder: {tasks} tasks per preset of 6-7.5 full cues, seed {seed}\n")
    print(f"| preset | n | {' | '.join(RUNGS)} | smallest step |")
    print("| --- | --- |" + " --- |" * (len(RUNGS) + 1))
    for name in PRESETS:
        profile = resolve_profile(name)
        rows: list[list[float]] = []
        for index in range(200):
            task = make_task(seed, index, profile, GeneratorConfig(difficulty=1 + index % 3))
            t = SegmentationRules(list(task.words), profile)
            ladder = None
            if 6 <= len(t) / flaw_unit(t) <= 7.5:
                ladder = quality_ladder(list(task.words), profile)
            if ladder is not None:
                rows.append([score(task.words, profile, compose(ladder[r])).total for r in RUNGS])
            if len(rows) == tasks:
                break
        if not rows:
            continue
        means = [statistics.fmean(col) for col in zip(*rows, strict=True)]
        step = min(min(a - b for a, b in itertools.pairwise(r[:5])) for r in rows)
        cells = " | ".join(f"{m:.3f}" for m in means)
        print(f"| {name} | {len(rows)} | {cells} | {step:.3f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=None)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--profile", default="default")
    ap.add_argument("--difficulty", type=int, default=3)
    ap.add_argument("--quality", action="store_true", help="print the quality ladder")
    args = ap.parse_args()
    if args.quality:
        quality(args.tasks or 10, 29 if args.seed is None else args.seed)
        return
    args.tasks = 50 if args.tasks is None else args.tasks
    args.seed = 3 if args.seed is None else args.seed
    profile = resolve_profile(args.profile)
    rows: dict[str, list[tuple[float, ...]]] = {}
    for index in range(args.tasks):
        task = make_task(args.seed, index, profile, GeneratorConfig(difficulty=args.difficulty))
        for name, cues in perturbations(task, reference_cues(task)).items():
            if cues is None:
                continue
            r = score(task.words, profile, compose(renumber(cues)))
            rows.setdefault(name, []).append(
                (r.coverage, r.timing, r.constraints, r.segmentation, r.total)
            )
        for name, answer in (
            ("reference after a <think> block", THINK + compose(reference_cues(task))),
            (
                "reference after a 30,000-character <think> block",
                LONG_THINK + compose(reference_cues(task)),
            ),
        ):
            r = score(task.words, profile, answer)
            rows.setdefault(name, []).append(
                (r.coverage, r.timing, r.constraints, r.segmentation, r.total)
            )
    print(
        f"ladder: {args.tasks} tasks, seed {args.seed}, profile {args.profile}, "
        f"difficulty {args.difficulty} (mean scores)\n"
    )
    print("| perturbation | n | coverage | timing | constraints | segmentation | total |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name, values in rows.items():
        means = [statistics.fmean(col) for col in zip(*values, strict=True)]
        cells = " | ".join(f"{m:.3f}" for m in means)
        print(f"| {name} | {len(values)} | {cells} |")


if __name__ == "__main__":
    main()
