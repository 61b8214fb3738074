"""Deleting never pays, for any number of words (issue 27, item 4): two or
three adjacent words deleted anywhere (at line ends, cue ends and cue
starts, across a break), alone or together with a moved break, never
score above the same answer with those words kept."""

from __future__ import annotations

import itertools
import random

from helpers import random_layout
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.profile import resolve_profile
from captionsmith.core.srt import Cue
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.quality_ladder import one_line_cues
from captionsmith.solving.solver import solve_segments
from captionsmith.solving.tasks import make_task

PRESETS = ("default", "netflix-fr", "netflix-de", "netflix-es", "netflix-ja", "netflix-zh-hans")
TASKS = [
    make_task(23, i, resolve_profile(name), GeneratorConfig(difficulty=1 + i % 2))
    for name in PRESETS
    for i in range(3)
]
RULES = [SegmentationRules(list(task.words), task.profile) for task in TASKS]

# An answer as source positions: cues of lines of word indices, each cue
# with its (start, end) times.
Shown = list[list[list[int]]]


def layouts(index: int, seed: int) -> tuple[Shown, list[tuple[int, int]]] | None:
    t = RULES[index]
    rng = random.Random(seed)
    kind = rng.choice(["reference", "random", "one-line"])
    if kind == "reference":
        found = solve_segments(t)
        spans = None if found is None else [(s.i, s.j, s.breaks) for s in found]
    elif kind == "random":
        spans = random_layout(t, rng)
    else:
        spans = one_line_cues(t)
    if spans is None:
        return None
    shown: Shown = []
    times = []
    for i, j, breaks in spans:
        edges = (i, *breaks, j)
        shown.append([list(range(a, b)) for a, b in itertools.pairwise(edges)])
        timing = t.cue_timing(i, j, len(breaks) + 1)
        times.append((timing.start_ms, timing.end_ms))
    return shown, times


def render(t: SegmentationRules, shown: Shown, times: list[tuple[int, int]]) -> list[Cue] | None:
    cues: list[Cue] = []
    for (start, end), lines in zip(times, shown, strict=True):
        texts = tuple(
            t.measure.joiner.join(t.words[k].text for k in line) for line in lines if line
        )
        if not texts:
            return None
        cues.append(Cue(len(cues) + 1, start, end, texts))
    return cues


def moved(shown: Shown, rng: random.Random) -> Shown:
    """Move one break (a line break or a cue boundary) by one word."""
    flat = [(c, m) for c, cue in enumerate(shown) for m in range(len(cue))]
    out = [[list(line) for line in cue] for cue in shown]
    a = rng.randrange(len(flat) - 1)
    (c1, m1), (c2, m2) = flat[a], flat[a + 1]
    first, second = out[c1][m1], out[c2][m2]
    if rng.random() < 0.5 and len(first) > 1:
        second.insert(0, first.pop())
    elif len(second) > 1:
        first.append(second.pop(0))
    return out


def delete(shown: Shown, start: int, count: int) -> tuple[Shown, set[str]]:
    """Delete ``count`` adjacent shown words from the ``start``-th on; and
    which edges the window touches."""
    order = [(c, m, k) for c, cue in enumerate(shown) for m, line in enumerate(cue) for k in line]
    window = order[start : start + count]
    gone = {k for _, _, k in window}
    touched = set()
    for c, m, k in window:
        cue, line = shown[c], shown[c][m]
        if k == line[-1] and m + 1 < len(cue):
            touched.add("line end")
        if k == cue[-1][-1]:
            touched.add("cue end")
        if k == cue[0][0]:
            touched.add("cue start")
    return [[[k for k in line if k not in gone] for line in cue] for cue in shown], touched


# The same 400 examples on every run: a property test that fails one CI run
# in twenty is no gate.  Other seeds were searched by hand (see below).
@settings(max_examples=400, deadline=None, derandomize=True)
@given(
    index=st.integers(0, len(TASKS) - 1),
    seed=st.integers(0, 10**6),
    count=st.integers(2, 3),
    move=st.booleans(),
    data=st.data(),
)
def test_deleting_adjacent_words_never_pays(
    index: int, seed: int, count: int, move: bool, data
) -> None:
    t, task = RULES[index], TASKS[index]
    found = layouts(index, seed)
    if found is None:
        event("no layout")
        return
    shown, times = found
    if move:
        shown = moved(shown, random.Random(seed))
    total = sum(len(line) for cue in shown for line in cue)
    start = data.draw(st.integers(0, total - count))
    deleted, touched = delete(shown, start, count)
    honest, attack = render(t, shown, times), render(t, deleted, times)
    if honest is None or attack is None:
        event("a cue emptied")
        return
    for edge in sorted(touched) or ["inside a line"]:
        event(f"{count} words at {edge}" + (", break moved" if move else ""))
    before = score_cues(task.words, task.profile, honest).total
    after = score_cues(task.words, task.profile, attack).total
    assert after <= before, (index, seed, count, move, start)


def test_three_words_across_a_moved_break() -> None:
    """Once a hole (issue 27, item 4; found by --hypothesis-seed=18), now a
    regression case: the answer's ``und`` may be either of two, and the
    reading worse for the answer counts.  German: ``... mit Salz und
    Pfeffer | abschmecken, und das war's!`` with ``und Pfeffer
    abschmecken,`` deleted scored 0.789 against 0.758 kept, by matching the
    ``und`` shown to the earlier one and so moving the too-wide line's blame
    onto the next cue."""
    index, seed, count, start = 8, 1658, 3, 47
    t, task = RULES[index], TASKS[index]
    found = layouts(index, seed)
    assert found is not None
    shown, times = found
    shown = moved(shown, random.Random(seed))
    deleted, _ = delete(shown, start, count)
    honest, attack = render(t, shown, times), render(t, deleted, times)
    assert honest is not None and attack is not None
    before = score_cues(task.words, task.profile, honest).total
    after = score_cues(task.words, task.profile, attack).total
    assert after <= before
