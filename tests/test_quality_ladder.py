"""The quality ladder (issue 27, item 2): each flaw added to the solver's
layout costs at least 0.03 of the total at about 100 English words (about
seven full cues of text in any language), and one-line cues cut mid-phrase
everywhere score at most 0.90."""

from __future__ import annotations

import pytest

from captionsmith.core.profile import resolve_profile
from captionsmith.criteria.flaws import flaw_unit
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.quality_ladder import RUNGS, quality_ladder
from captionsmith.solving.tasks import make_task

PRESETS = (
    "default",
    "netflix-en",
    "bbc",
    "ted-iwslt",
    "netflix-fr",
    "netflix-de",
    "netflix-es",
    "netflix-ja",
    "netflix-zh-hans",
)
STEP = 0.03


def ladders(name: str, wanted: int = 6):
    """Ladders on tasks of six to seven and a half full cues of text (100
    English words fill about seven cues of two 42-column lines)."""
    profile = resolve_profile(name)
    out = []
    for index in range(80):
        task = make_task(29, index, profile, GeneratorConfig(difficulty=1 + index % 3))
        t = SegmentationRules(list(task.words), profile)
        if not 6 <= len(t) / flaw_unit(t) <= 7.5:
            continue
        ladder = quality_ladder(list(task.words), profile)
        if ladder is None:
            continue
        out.append([score_cues(task.words, profile, ladder[r]).total for r in RUNGS])
        if len(out) == wanted:
            break
    return out


@pytest.mark.parametrize("name", PRESETS)
def test_each_rung_costs_at_least_three_hundredths(name: str) -> None:
    found = ladders(name)
    assert len(found) == 6
    for scores in found:
        reference, needless, line_inside, cue_inside, one_line, _greedy = scores
        assert reference == 1.0
        assert reference - needless >= STEP, scores
        assert needless - line_inside >= STEP, scores
        assert line_inside - cue_inside >= STEP, scores
        assert cue_inside - one_line >= STEP, scores
        assert one_line <= 0.90, scores
