"""One cue judged in one call: its profile rules, its timing and its
segmentation in every layout its shown words allow.

:func:`judge_cue` returns a :class:`CueJudgement`: the credit each of the
cue's matched words earns for timing, constraints and segmentation, what
its flaws cost in flaw units (:mod:`captionsmith.criteria.flaws`), its
findings in the order a reader is told them (profile, timing,
segmentation), and the flaws it is priced for that no finding states.
:mod:`captionsmith.judging.scoring` weighs and sums them.  Contract: pure
(it reads and fills the rules' memo tables only).

* Widths and characters are measured as displayed, but a token that stands
  for a source word counts at least as wide and long as that word, and a
  word left out counts on the line whose span holds it (:func:`_measure`).
* Timing (:func:`_timing`): start and end credit against the span's words;
  each credit is the worse of the cue's two readings of the words it
  leaves out (:func:`captionsmith.criteria.cue_records.set_readings`).
* Segmentation (:func:`_segmentation`): the worst of every layout the
  shown words allow, with the flaws its boundary with the next cue makes.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from captionsmith.core.findings import Finding, seconds
from captionsmith.core.srt import Cue, format_timestamp
from captionsmith.core.surface import word_part
from captionsmith.core.text import is_dash
from captionsmith.core.verdicts import Verdict
from captionsmith.criteria.alignment import OutputToken
from captionsmith.criteria.checks import cue_problems, cue_size
from captionsmith.criteria.cue_records import CueRecord, Layout, missing_by_line
from captionsmith.criteria.flaws import Flaws, cost, layout_flaws, split_verdict
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.shot_checks import (
    JUDGED,
    ShotTiming,
    shot_findings,
    snapped_in,
    snapped_out,
    span_crosses,
)
from captionsmith.criteria.verdict_messages import infeasible, verdict_findings

__all__ = ["TIMING_WINDOW_MS", "CueJudgement", "LayoutMemo", "judge_cue"]

TIMING_WINDOW_MS = 1000


@dataclass(frozen=True, slots=True)
class CueJudgement:
    """One cue's credits (earned by each word it matches), its flaws' cost
    in flaw units, its findings, and the flaws priced that no finding
    states (a sentence start a dangling break leaves behind: the finding
    names the connector)."""

    timing: float
    constraints: float
    segmentation: float
    price: float
    findings: tuple[Finding, ...]
    unstated: tuple[Verdict, ...] = ()


def judge_cue(
    t: SegmentationRules,
    cue: Cue,
    gap: int | None,
    record: CueRecord,
    following: tuple[Layout, ...],
    memo: LayoutMemo | None = None,
    shots: ShotTiming | None = None,
) -> CueJudgement:
    """Judge one displayed cue: ``gap`` to the next cue (None for the last),
    its ``record`` (:func:`captionsmith.criteria.cue_records.cue_records`,
    readings set) and the next cue's readings ``following``, for the flaws
    their boundary makes; ``memo``: the transcript's layouts judged so far
    (:class:`LayoutMemo`; a fresh one when not given).  A cue that shows
    no source word earns nothing; a cue that shows a disguise earns no
    constraints or segmentation credit, and its flaws still cost.  With the
    video's ``shots``, a cue across a shot change or ending closer to one
    than the minimum gap earns no constraints credit (the checker's
    finding says so), and a time snapped to a shot change is on time."""
    readings = record.readings
    missing = (
        []
        if readings is None or _whole(record, readings[-1])
        else (missing_by_line(record, readings[-1]))
    )
    widths, chars = _measure(t, cue, record.rewritten, missing)
    problems = cue_problems(
        t.profile, widths, chars, cue.duration_ms, gap, cue=cue.index, lines=cue.lines
    )
    if shots is not None:
        problems += shot_findings([cue], shots, JUDGED)
    if readings is None:
        return CueJudgement(0.0, 0.0, 0.0, 0.0, tuple(problems))
    # Each credit is the worse of the two readings, so leaving a word out
    # can never make a cue fit, look better timed or break better.
    timing, timing_findings = (
        _timing(t, cue, readings[0], shots)
        if len(readings) == 1
        else min((_timing(t, cue, layout, shots) for layout in readings), key=lambda pair: pair[0])
    )
    memo = LayoutMemo() if memo is None else memo
    earns, price, judged, unstated = _segmentation(t, record, following, cue.index, memo, shots)
    findings = (*problems, *(timing_findings if timing < 1.0 else ()), *judged)
    if record.disguised:
        # A disguised cue's text is not the words it stands for: no
        # credit for its layout, and its flaws still cost.
        return CueJudgement(timing, 0.0, 0.0, price, findings, unstated)
    constraints = 0.0 if problems else 1.0
    return CueJudgement(timing, constraints, float(earns), price, findings, unstated)


def _whole(record: CueRecord, wide: Layout) -> bool:
    """Whether the cue shows every word of its wide reading, in order: then
    no word is missing from any of its lines (the fast path of
    :func:`~captionsmith.criteria.cue_records.missing_by_line`)."""
    k = wide.start
    for line in record.lines:
        for shown in line:
            if shown != k:
                return False
            k += 1
    return k == wide.end


def _credit(error_ms: int) -> float:
    return max(0.0, 1.0 - min(error_ms, TIMING_WINDOW_MS) / TIMING_WINDOW_MS)


def _timing(
    t: SegmentationRules, cue: Cue, layout: Layout, shots: ShotTiming | None = None
) -> tuple[float, list[Finding]]:
    """Start and end credit against the span's words, and what is off.  The
    end window's cps extension counts the source words of the span, as the
    reference rule does: padding the text cannot excuse a late end.  A time
    snapped to one of ``shots``' shot changes within the threshold
    (:func:`~captionsmith.criteria.shot_checks.snapped_in`,
    :func:`~captionsmith.criteria.shot_checks.snapped_out`) is on time."""
    start = t.starts[layout.start]
    last_end = t.ends[layout.end - 1]
    chars = t.cue_chars(layout.start, layout.end, len(cue.lines))
    next_start = t.starts[layout.end] if layout.end < len(t) else None
    low, high = t.timing.end_window(start, last_end, chars, next_start)
    start_error = cue.start_ms - start
    end_error = low - cue.end_ms if cue.end_ms < low else max(0, cue.end_ms - high)
    if shots is not None:
        if start_error and snapped_in(cue.start_ms, start, t.ends[layout.start], shots):
            start_error = 0
        if end_error and snapped_out(cue.end_ms, low, high, shots):
            end_error = 0
    if not start_error and not end_error:
        return 1.0, []  # both credits 1
    found = []
    if start_error:
        side = "after" if start_error > 0 else "before"
        found.append(
            Finding(
                "timing",
                "start",
                f"starts {seconds(abs(start_error))} s {side} its first word "
                f"{t.words[layout.start].text!r} ({format_timestamp(start)})",
                cue=cue.index,
                measured=start_error / 1000,
                limit=0,
            )
        )
    if end_error and cue.end_ms < low:
        message = (
            f"ends {seconds(end_error)} s too early: its last word "
            f"{t.words[layout.end - 1].text!r} ends at {format_timestamp(last_end)}"
        )
        found.append(Finding("timing", "end", message, cue=cue.index, measured=-end_error / 1000))
    elif end_error:
        message = (
            f"stays on {seconds(end_error)} s longer than the profile allows after its last "
            f"word {t.words[layout.end - 1].text!r} ends ({format_timestamp(last_end)})"
        )
        found.append(Finding("timing", "end", message, cue=cue.index, measured=end_error / 1000))
    return (_credit(abs(start_error)) + _credit(end_error)) / 2, found


def _measure(
    t: SegmentationRules, cue: Cue, rewritten: list[OutputToken], missing: list[tuple[int, int]]
) -> tuple[list[int], int]:
    """Line widths and characters of a cue as the profile judges them: as
    displayed, but a token that stands for a source word counts at least as
    wide and as long as that word, and every source word of the cue's span
    that the answer leaves out counts as if it were shown on the line whose
    span holds it (``missing``: (line, word) pairs), so no rewriting or
    deleting of a word can make a cue fit.  ``rewritten``: the cue's tokens
    that stand for a source word but do not spell it as given."""
    m = t.measure
    widths, chars = cue_size(cue, t.language)
    for token in rewritten:
        k = token.source_word
        assert k is not None  # only tokens that stand for a source word are rewritten
        # The line is measured with its dash and added marks; the word
        # without them, so a dash or a "?" cannot pay for a shortened word.
        source, shown = word_part(t.words[k].text, token.text)
        widths[token.line] += max(0, m.width(source) - m.width(shown))
        chars += max(0, m.chars(source) - m.chars(shown))
    for line, k in missing:
        widths[line] += t.widths[k] + t.space
        chars += t.chars[k] + t.space_chars
    return widths, chars


# -- segmentation ----------------------------------------------------------------


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
    if tight is wide:
        return [tight]
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


class LayoutMemo(dict[Layout, tuple[tuple[Verdict, ...], tuple[tuple[Verdict, bool], ...]]]):
    """A transcript's :func:`~captionsmith.criteria.flaws.layout_flaws` per
    layout, kept across the answers scored against it (a GRPO group's
    answers share most of their cues); cleared when it grows past
    :attr:`LIMIT` entries, so no answer can make it grow without bound."""

    LIMIT = 50_000

    def flaws(self, t: SegmentationRules, layout: Layout) -> tuple[list[Verdict], Flaws]:
        """``layout_flaws`` of the layout, as fresh lists the caller may extend."""
        found = self.get(layout)
        if found is None:
            if len(self) >= self.LIMIT:
                self.clear()
            verdicts, flaws = layout_flaws(t, layout.start, layout.breaks, layout.end)
            found = self[layout] = (tuple(verdicts), tuple(flaws))
        return list(found[0]), list(found[1])


def _segmentation(
    t: SegmentationRules,
    record: CueRecord,
    following: tuple[Layout, ...],
    cue_number: int,
    memo: LayoutMemo,
    shots: ShotTiming | None = None,
) -> tuple[bool, float, list[Finding], tuple[Verdict, ...]]:
    """Judge one cue at source positions in every layout its shown words
    allow, and keep the worst: whether its words earn segmentation credit
    (not if a span cannot be a cue, nor when it shows a disguise), its
    flaws' cost in flaw units, the worst layout's findings and the flaws
    priced there that no finding states.  ``following``: the next cue's
    readings, for the flaws its boundary with this cue makes
    (:func:`_boundary_price`); ``shots``: a boundary a shot change needs
    is no needless split."""
    assert record.readings is not None
    worst: tuple[float, Layout, list[Verdict], Flaws] | None = None
    earns = not record.disguised
    for layout in _candidates(record.readings):
        verdicts, flaws = memo.flaws(t, layout)
        if Verdict.INFEASIBLE in verdicts:
            earns = False
        if _dashes_wrong(t, layout, record):
            verdicts.append(Verdict.DASH)
            flaws.append((Verdict.DASH, False))
        price = cost(flaws)
        # The worse of the next cue's readings, counted once.
        priced = [
            (None, 0.0)
            if shots is not None
            and span_crosses(t.starts[layout.start], t.ends[after.end - 1], shots.cuts)
            else _boundary_price(t, layout, after, price, memo)
            for after in following
        ]
        split = next((v for v, _ in priced if v is not None), None)
        if split is not None:
            verdicts.append(split)
            flaws.append((split, True))
            price += cost([(split, True)])
        price += max((extra for _, extra in priced), default=0.0)
        if worst is None or price > worst[0]:
            worst = (price, layout, verdicts, flaws)
    assert worst is not None
    price, layout, verdicts, flaws = worst
    findings = []
    if Verdict.INFEASIBLE in verdicts:
        findings.append(infeasible(t, layout, cue_number))
    judged: list[Verdict] = [v for v in verdicts if v is not Verdict.INFEASIBLE]
    if not all(v.ok for v in judged):
        # the displayed lines that show a word: one per line of the layout
        texts = tuple(
            text for text, words in zip(record.shown, record.lines, strict=False) if words
        )
        findings += verdict_findings(t, layout, judged, cue_number, texts)
    stated = set(verdicts)
    unstated = tuple(dict.fromkeys(v for v, _ in flaws if v not in stated))
    return earns, price, findings, unstated


def _boundary_price(
    t: SegmentationRules, layout: Layout, after: Layout, price: float, memo: LayoutMemo
) -> tuple[Verdict | None, float]:
    """What the boundary between this cue (``layout``, its flaws costing
    ``price``) and the next (``after``) adds: the needless split it is (between
    phrases, or at a comma: :func:`~captionsmith.criteria.flaws.split_verdict`),
    if any, and, inside a phrase,
    what it must add so that it costs at least what a line break at the
    same gap would in the one cue the two would make (when the profile
    allows that cue).  So a cue break inside a phrase is never cheaper than
    a line break there: splitting a cue cannot shed its needless line, its
    imbalance or a fragment it holds."""
    g = layout.end
    if g != after.start or g >= len(t):
        return None, 0.0
    split = split_verdict(t, layout.start, g, after.end)
    if t.natural[g - 1]:
        return split, 0.0
    breaks = (*layout.breaks, g, *after.breaks)
    if t.acceptable[g - 1] or (  # between phrases only a needless split costs
        len(breaks) >= t.profile.max_lines
        or max(t.line_widths(layout.start, after.end, breaks)) > t.profile.line_limit
        or not t.timing_feasible(layout.start, after.end, len(breaks) + 1)
    ):
        return split, 0.0  # the one cue is not a layout the profile allows
    merged = memo.flaws(t, Layout(layout.start, breaks, after.end))
    if Verdict.INFEASIBLE in merged[0]:
        return split, 0.0
    own = price + cost(memo.flaws(t, after)[1])
    if split is not None:
        own += cost([(split, True)])
    return split, max(0.0, cost(merged[1]) - own)


def _dashes_wrong(t: SegmentationRules, layout: Layout, record: CueRecord) -> bool:
    """Whether a cue's dialogue dashes are wrong: a two-speaker cue needs one
    at the start of each line, a one-speaker cue has none.  Words without
    speaker labels have no turn to mark, so there every line-opening dash
    is wrong (unless the source word itself starts with it)."""
    openings = record.openings
    if t.turn(layout.start, layout.end) is not None:
        return not all(is_dash(text[:1]) for text in openings if text is not None)
    words = t.words
    return any(
        text is not None and is_dash(text[:1]) and (k is None or words[k].text[:1] != text[:1])
        for text, k in zip(openings, record.opening_words, strict=True)
    )
