"""How one cue's segmentation is judged: in every layout its shown words
allow, with the flaws its boundary with the next cue makes.

:func:`judge_segmentation` returns a :class:`Judgement`: whether the cue's
words earn segmentation credit, what its flaws cost in flaw units
(:mod:`captionsmith.criteria.flaws`), the worst layout's findings and its
flaws.  :mod:`captionsmith.judging.scoring` adds them up.  Contract: pure.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from captionsmith.core.findings import Finding
from captionsmith.core.text import is_dash
from captionsmith.criteria.cue_records import CueRecord, Layout
from captionsmith.criteria.flaws import Flaws, cost, layout_flaws, split_verdict
from captionsmith.criteria.rules import SegmentationRules, Verdict
from captionsmith.judging.verdict_messages import infeasible, verdict_findings

__all__ = ["Judgement", "judge_segmentation"]


@dataclass(frozen=True, slots=True)
class Judgement:
    """One cue's segmentation: whether its words earn credit, its flaws'
    cost in flaw units, the worst layout's findings, and its flaws."""

    earns: bool
    price: float
    findings: list[Finding]
    flaws: set[Verdict]


def _positions(low: int, high: int) -> list[int]:
    """Where a boundary may stand among the words an answer leaves out next
    to it: every position when there are few, else the two extremes."""
    return list(range(low, high + 1)) if high - low <= 3 else [low, high]


def _candidates(readings: tuple[Layout, ...]) -> list[Layout]:
    """Every layout the shown words allow: the cue's start, each line break
    and its end anywhere among the words left out around it (tight and wide
    are the extremes).  Judging the worst of them means no deletion, of any
    number of words, can hide a bad break or move it somewhere better."""
    tight, wide = readings[0], readings[-1]
    starts = _positions(wide.start, tight.start)
    ends = _positions(tight.end, wide.end)
    spans = [_positions(a, b) for a, b in zip(tight.breaks, wide.breaks, strict=True)]
    if len(starts) * len(ends) * math.prod(len(x) for x in spans) > 256:
        spans = [[x[0], x[-1]] for x in spans]
    return [
        Layout(start, breaks, end)
        for start in starts
        for breaks in itertools.product(*spans)
        for end in ends
    ]


def judge_segmentation(
    t: SegmentationRules,
    record: CueRecord,
    following: tuple[Layout, ...],
    cue_number: int,
) -> Judgement:
    """Judge one cue at source positions in every layout its shown words
    allow, and keep the worst: whether its words earn segmentation credit
    (not if a span cannot be a cue), its flaws' cost in flaw units, and the
    worst layout's findings.  ``following``: the next cue's readings, for
    the flaws its boundary with this cue makes (:func:`_boundary_price`)."""
    assert record.readings is not None
    worst: tuple[float, Layout, list[Verdict], Flaws] | None = None
    earns = not record.disguised
    for layout in _candidates(record.readings):
        verdicts, flaws = layout_flaws(t, layout.start, layout.breaks, layout.end)
        if Verdict.INFEASIBLE in verdicts:
            earns = False
        if _dashes_wrong(t, layout, record):
            verdicts.append(Verdict.DASH)
            flaws.append((Verdict.DASH, False))
        price = cost(flaws)
        # The worse of the next cue's readings, counted once.
        priced = [_boundary_price(t, layout, after, price) for after in following]
        if any(split for split, _ in priced):
            verdicts.append(Verdict.SPLIT)
            flaws.append((Verdict.SPLIT, True))
            price += cost([(Verdict.SPLIT, True)])
        price += max((extra for _, extra in priced), default=0.0)
        if worst is None or price > worst[0]:
            worst = (price, layout, verdicts, flaws)
    assert worst is not None
    price, layout, verdicts, flaws = worst
    findings = []
    if Verdict.INFEASIBLE in verdicts:
        findings.append(infeasible(t, layout, cue_number))
    judged: list[Verdict] = [v for v in verdicts if v is not Verdict.INFEASIBLE]
    # the displayed lines that show a word: one per line of the layout
    texts = tuple(text for text, words in zip(record.shown, record.lines, strict=False) if words)
    findings += verdict_findings(t, layout, judged, cue_number, texts)
    return Judgement(earns, price, findings, {v for v, _ in flaws})


def _boundary_price(
    t: SegmentationRules, layout: Layout, after: Layout, price: float
) -> tuple[bool, float]:
    """What the boundary between this cue (``layout``, its flaws costing
    ``price``) and the next (``after``) adds where it is not natural:
    whether it is a needless split (between phrases), and, inside a phrase,
    what it must add so that it costs at least what a line break at the
    same gap would in the one cue the two would make (when the profile
    allows that cue).  So a cue break inside a phrase is never cheaper than
    a line break there: splitting a cue cannot shed its needless line, its
    imbalance or a fragment it holds."""
    g = layout.end
    if g != after.start or g >= len(t) or t.natural[g - 1]:
        return False, 0.0
    split = split_verdict(t, layout.start, g, after.end) is not None
    breaks = (*layout.breaks, g, *after.breaks)
    if t.acceptable[g - 1] or (  # between phrases only a needless split costs
        len(breaks) >= t.profile.max_lines
        or max(t.line_widths(layout.start, after.end, breaks)) > t.profile.line_limit
        or not t.timing_feasible(layout.start, after.end, len(breaks) + 1)
    ):
        return split, 0.0  # the one cue is not a layout the profile allows
    merged = layout_flaws(t, layout.start, breaks, after.end)
    if Verdict.INFEASIBLE in merged[0]:
        return split, 0.0
    own = price + cost(layout_flaws(t, after.start, after.breaks, after.end)[1])
    if split:
        own += cost([(Verdict.SPLIT, True)])
    return split, max(0.0, cost(merged[1]) - own)


def _dashes_wrong(t: SegmentationRules, layout: Layout, record: CueRecord) -> bool:
    """Whether a cue's dialogue dashes are wrong: a two-speaker cue needs one
    at the start of each line, a one-speaker cue has none.  Words without
    speaker labels have no turn to mark, so there every line-opening dash
    is wrong (unless the source word itself starts with it)."""
    lines = [
        (text, k)
        for text, k in zip(record.openings, record.opening_words, strict=True)
        if text is not None
    ]
    if t.turn(layout.start, layout.end) is not None:
        return not all(is_dash(text[:1]) for text, _ in lines)
    return any(
        is_dash(text[:1]) and (k is None or t.words[k].text[:1] != text[:1]) for text, k in lines
    )
