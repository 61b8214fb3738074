"""The ugliest layout built only from boundaries the language allows: the
judge must charge for what it finds."""

from __future__ import annotations

import pytest

from captionsmith.generator import GeneratorConfig
from captionsmith.perturb import ugliest_layout
from captionsmith.profile import PRESETS
from captionsmith.scoring import score_cues
from captionsmith.tasks import make_task, reference_cues


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_ugliest_acceptable_layout_scores_at_most_097(name: str) -> None:
    """With real-speech tasks (pauses at most sentence ends at low
    difficulty, so many breaks are natural) the ugliest layout built from
    acceptable boundaries scores up to 0.963; it must still cost."""
    profile = PRESETS[name]
    totals, charged = [], 0
    for i in range(12):
        task = make_task(1, i, profile, GeneratorConfig(difficulty=1 + i % 5))
        ugly = ugliest_layout(list(task.words), profile)
        assert ugly is not None
        assert ugly != reference_cues(task)
        report = score_cues(task.words, profile, ugly)
        assert report.coverage == 1.0 and report.constraints == 1.0  # rule-abiding
        totals.append(report.total)
        charged += report.segmentation < 1
    assert max(totals) <= 0.97, totals
    assert charged == len(totals)
