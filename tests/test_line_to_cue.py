"""A cue break is judged at least as strictly as a line break (issue 27,
item 1): turning a line break inside a phrase into a cue break never
raises the total, and turning every line break of the hand-segmented
fixture into a cue break lowers its mean."""

from __future__ import annotations

import random
import statistics
from pathlib import Path

import pytest
from helpers import random_layout
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.profile import resolve_profile
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.notation import parse_layout
from captionsmith.solving.solver import span_cues
from captionsmith.solving.tasks import make_task

PRESETS = ("default", "netflix-fr", "netflix-de", "netflix-es", "netflix-ja", "netflix-zh-hans")
TASKS = [
    make_task(17, i, resolve_profile(name), GeneratorConfig(difficulty=1 + i % 3))
    for name in PRESETS
    for i in range(4)
]
RULES = [SegmentationRules(list(task.words), task.profile) for task in TASKS]
FIXTURE = Path(__file__).parent / "fixtures" / "professional_segmentation.txt"

Span = tuple[int, int, tuple[int, ...]]


def split_at(t: SegmentationRules, spans: list[Span], c: int, m: int) -> list[Span] | None:
    """The layout with cue c's line break m turned into a cue break, or
    None when either half cannot be a cue."""
    i, j, breaks = spans[c]
    q = breaks[m]
    if q not in t.feasible_ends(i) or j not in t.feasible_ends(q):
        return None
    first, second = (i, q, breaks[:m]), (q, j, breaks[m + 1 :])
    for a, b, lines in (first, second):
        if not t.timing_feasible(a, b, len(lines) + 1):
            return None
    return [*spans[:c], first, second, *spans[c + 1 :]]


@settings(max_examples=200, deadline=None)
@given(index=st.integers(0, len(TASKS) - 1), seed=st.integers(0, 10**6), data=st.data())
def test_a_line_break_inside_a_phrase_never_gains_by_becoming_a_cue_break(
    index: int, seed: int, data
) -> None:
    t, task = RULES[index], TASKS[index]
    spans = random_layout(t, random.Random(seed))
    if spans is None:
        event("no layout")
        return
    inside = [
        (c, m)
        for c, (_, _, breaks) in enumerate(spans)
        for m, q in enumerate(breaks)
        if not t.acceptable[q - 1] and t.turn(spans[c][0], spans[c][1]) is None
    ]
    if not inside:
        event("no line break inside a phrase")
        return
    c, m = data.draw(st.sampled_from(inside))
    split = split_at(t, spans, c, m)
    if split is None:
        event("a half cannot be a cue")
        return
    event(f"split, {task.profile.language}")
    before = score_cues(task.words, task.profile, span_cues(t, spans))
    after = score_cues(task.words, task.profile, span_cues(t, split))
    assert after.total <= before.total, (index, seed, c, m)
    assert after.segmentation <= before.segmentation


def test_turning_every_line_break_of_the_fixture_into_a_cue_break_lowers_the_mean() -> None:
    sentences = [
        line
        for line in FIXTURE.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    before, after, lowered, raised = [], [], 0, 0
    for raw in sentences:
        if " / " not in raw:
            continue
        words, cues = parse_layout(raw)
        split_words, split_cues = parse_layout(raw.replace(" / ", " // "))
        assert split_words == words
        a = score_cues(words, resolve_profile("default"), cues).total
        b = score_cues(words, resolve_profile("default"), split_cues).total
        before.append(a)
        after.append(b)
        lowered += b < a
        raised += b > a
    assert len(before) >= 100
    assert raised == 0
    assert lowered >= len(before) // 2
    assert statistics.mean(after) < statistics.mean(before) - 0.05


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_the_solver_writes_no_needless_cue_break(index: int) -> None:
    from captionsmith.solving.tasks import reference_cues

    report = score_cues(TASKS[index].words, TASKS[index].profile, reference_cues(TASKS[index]))
    assert report.total == 1.0
    assert not any(f.rule == "split" for f in report.findings)
