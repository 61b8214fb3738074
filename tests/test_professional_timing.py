"""Professional timing: lingering after the last word and chaining to the
next cue are free; overstaying costs in proportion."""

from __future__ import annotations

import dataclasses

import pytest

from captionsmith.core.profile import PRESETS
from captionsmith.core.srt import Cue
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.perturb import linger
from captionsmith.solving.tasks import make_task, reference_cues


def _tasks(name: str) -> list:
    return [make_task(11, i, PRESETS[name], GeneratorConfig(difficulty=3)) for i in range(8)]


def _chain(cues: list[Cue], profile) -> list[Cue]:
    """Gaps of at most ``chain_gap`` closed to ``min_gap``, within the
    maximum duration."""
    out = list(cues)
    for k in range(len(out) - 1):
        gap = out[k + 1].start_ms - out[k].end_ms
        end = min(
            out[k + 1].start_ms - profile.min_gap_ms, out[k].start_ms + profile.max_duration_ms
        )
        if gap <= profile.chain_gap_ms and end > out[k].end_ms:
            out[k] = dataclasses.replace(out[k], end_ms=end)
    return out


@pytest.mark.parametrize("name", ["default", "netflix-en", "bbc"])
def test_a_half_second_linger_costs_nothing(name: str) -> None:
    profile = PRESETS[name]
    for task in _tasks(name):
        lingering = linger(reference_cues(task), task.words, profile, 500)
        assert lingering != reference_cues(task)
        assert score_cues(task.words, profile, lingering).total == 1.0


@pytest.mark.parametrize("name", ["default", "netflix-en", "bbc"])
def test_chaining_short_gaps_costs_nothing(name: str) -> None:
    profile = PRESETS[name]
    changed = 0
    for task in _tasks(name):
        ref = reference_cues(task)
        chained = _chain(ref, profile)
        changed += chained != ref
        assert score_cues(task.words, profile, chained).total == 1.0
    assert changed >= 4


def test_a_three_second_overstay_costs_and_more_than_a_linger() -> None:
    profile = PRESETS["default"]
    for task in _tasks("default"):
        ref = reference_cues(task)
        # The last cue has room to stay up: nothing follows it.
        lingered = linger(ref, task.words, profile, 500)
        last_lingers = [*ref[:-1], lingered[-1]]
        stay = [*ref[:-1], dataclasses.replace(ref[-1], end_ms=ref[-1].end_ms + 3000)]
        assert score_cues(task.words, profile, last_lingers).total == 1.0
        assert score_cues(task.words, profile, stay).total < 1.0


def test_overstaying_costs_in_proportion() -> None:
    profile = PRESETS["default"]
    task = _tasks("default")[0]
    ref = reference_cues(task)
    lingered = linger(ref, task.words, profile, 500)[-1]  # the most a linger may add
    totals = []
    for extra in (0, 500, 1000, 1500):
        last = dataclasses.replace(lingered, end_ms=lingered.end_ms + extra)
        totals.append(score_cues(task.words, profile, [*ref[:-1], last]).total)
    assert totals[0] == 1.0 and totals[0] > totals[1] > totals[2] >= totals[3]
