"""Deleting words never pays: each way a policy could leave words out to
dodge a rule scores below the honest answer it started from."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.profile import DEFAULT, PRESETS, Profile
from captionsmith.core.srt import Cue
from captionsmith.judging.scoring import score_cues
from captionsmith.languages import connector_forms
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.best_effort import best_effort
from captionsmith.solving.perturb import (
    delete_after_line_breaks,
    delete_word,
    drop_cue_end_connectors,
    fit_by_deleting,
)
from captionsmith.solving.policies import fixed_cues, greedy_cues
from captionsmith.solving.tasks import make_task, reference_cues

TASKS = [make_task(7, i, DEFAULT, GeneratorConfig(difficulty=1 + i % 5)) for i in range(12)]


def _answers(index: int) -> dict[str, list[Cue]]:
    task = TASKS[index]
    return {
        "reference": reference_cues(task),
        "greedy": greedy_cues(task.words, DEFAULT),
        "fixed": fixed_cues(task.words),
    }


@settings(max_examples=300, deadline=None)
@given(
    index=st.integers(0, len(TASKS) - 1),
    policy=st.sampled_from(["reference", "greedy", "fixed"]),
    data=st.data(),
)
def test_deleting_any_word_never_raises_the_total(index: int, policy: str, data) -> None:
    cues = _answers(index)[policy]
    c = data.draw(st.integers(0, len(cues) - 1))
    line = data.draw(st.integers(0, len(cues[c].lines) - 1))
    words = cues[c].lines[line].split()
    w = data.draw(st.integers(0, len(words) - 1))
    deleted = delete_word(cues, c, line, w)
    if deleted is None:
        event("cue emptied")
        return
    edge = (line == 0 and w == 0, line == len(cues[c].lines) - 1 and w == len(words) - 1)
    event({(True, False): "cue's first word", (False, True): "cue's last word"}.get(edge, "inside"))
    before = score_cues(TASKS[index].words, DEFAULT, cues).total
    after = score_cues(TASKS[index].words, DEFAULT, deleted).total
    assert after <= before, (policy, c, line, w)


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_deleting_words_to_fit_the_width_loses(index: int) -> None:
    task = TASKS[index]
    wide = greedy_cues(task.words, dataclasses.replace(DEFAULT, max_chars_per_line=45))
    honest = score_cues(task.words, DEFAULT, wide).total
    trimmed = fit_by_deleting(wide, DEFAULT.max_chars_per_line)
    assert trimmed != wide
    assert score_cues(task.words, DEFAULT, trimmed).total < honest


def test_deleting_dangling_connectors_at_cue_ends_loses() -> None:
    attacked = 0
    for task in TASKS:
        greedy = greedy_cues(task.words, DEFAULT)
        connectors = connector_forms("en", tuple(w.text for w in task.words))
        dropped = drop_cue_end_connectors(greedy, connectors)
        if dropped == greedy:  # no cue of this answer ends on a connector
            continue
        attacked += 1
        assert (
            score_cues(task.words, DEFAULT, dropped).total
            < score_cues(task.words, DEFAULT, greedy).total
        )
    assert attacked >= 5


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_deleting_the_word_after_a_line_break_loses(index: int) -> None:
    task = TASKS[index]
    for cues in (greedy_cues(task.words, DEFAULT), reference_cues(task)):
        moved = delete_after_line_breaks(cues)
        if moved != cues:
            assert (
                score_cues(task.words, DEFAULT, moved).total
                < score_cues(task.words, DEFAULT, cues).total
            )


# Speech faster than the profile allows: the best-effort solver's answer is
# the honest one, and no single deletion beats it.
FAST = Profile(max_cps=11.0)


@pytest.mark.parametrize("index", range(6))
def test_the_best_effort_answer_beats_itself_with_any_word_deleted(index: int) -> None:
    task = TASKS[index]
    cues, _broken = best_effort(task.words, FAST)
    honest = score_cues(task.words, FAST, cues).total
    tried = 0
    for c, cue in enumerate(cues):
        for line, text in enumerate(cue.lines):
            for w in range(len(text.split())):
                deleted = delete_word(cues, c, line, w)
                if deleted is not None:
                    tried += 1
                    assert score_cues(task.words, FAST, deleted).total <= honest, (c, line, w)
    assert tried > 20


def test_fast_speech_is_really_fast_for_the_best_effort_test() -> None:
    broken = [best_effort(TASKS[i].words, FAST)[1] for i in range(6)]
    assert sum(broken) > 0  # at least some of these tasks cannot meet the profile


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_reference_with_a_word_deleted_loses_on_every_preset(name: str) -> None:
    profile = PRESETS[name]
    task = make_task(3, 1, profile, GeneratorConfig(difficulty=3))
    ref = reference_cues(task)
    assert score_cues(task.words, profile, ref).total == 1.0
    for c in range(len(ref)):
        deleted = delete_word(ref, c, 0, 0)
        if deleted is not None:
            assert score_cues(task.words, profile, deleted).total < 1.0
