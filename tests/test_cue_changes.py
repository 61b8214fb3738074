"""The solver changes subtitle where the sense divides (issue 27, item 8):
among full-credit layouts, a cue change at a low gap (before a
prepositional phrase, between a verb and its object, between a subject and
its verb) moves to a sentence end or a sure clause opening between the
same two cues' edges when both new cues are flawless
(criteria/cue_changes.py).  The moves keep full credit and never change
which transcripts have it (the generator's acceptance), and professionals
make such a cue change at 3 of their 442."""

from __future__ import annotations

import itertools

import pytest
from helpers import fixture_units

from captionsmith.core.profile import Profile, resolve_profile
from captionsmith.core.words import Word
from captionsmith.criteria.cue_changes import stronger_cue_change
from captionsmith.criteria.flaws import split_verdict
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.notation import boundaries
from captionsmith.solving.solver import segments_to_cues, solve, solve_segments
from captionsmith.solving.tasks import make_task

PRESETS = ("default", "netflix-fr", "netflix-de", "netflix-es", "netflix-ja", "netflix-zh-hans")


def _spans(segments) -> list[tuple[int, int]]:
    return [(s.i, s.j) for s in segments]


def _text(t: SegmentationRules, segments) -> str:
    return " // ".join(" ".join(w.text for w in t.words[s.i : s.j]) for s in segments)


def test_a_subject_verb_cue_change_moves_back_to_the_clause_opening() -> None:
    text = "The film was so long that half the audience fell asleep before the end."
    words = [Word(w, 300 * k, 300 * k + 260) for k, w in enumerate(text.split())]
    t = SegmentationRules(words, Profile())
    plain, moved = solve_segments(t, moves=False), solve_segments(t)
    assert plain is not None and moved is not None
    assert _text(t, plain).startswith("The film was so long that half the audience //")
    assert _text(t, moved).startswith("The film was so long // that half the audience")
    for segments in (plain, moved):
        assert score_cues(words, Profile(), segments_to_cues(t, segments)).total == 1.0


def test_a_quantity_is_not_cut_from_its_noun() -> None:
    # The French unmarked fixture's solver answer used to change subtitle in
    # "deux millions // de visiteurs"; the clause opening "il" does better.
    unit = next(
        (words, profile)
        for language, raw, profile, words, _ in fixture_units()
        if language == "fr" and "deux millions de visiteurs" in raw
    )
    words, profile = unit
    t = SegmentationRules(words, profile)
    plain, moved = solve_segments(t, moves=False), solve_segments(t)
    assert plain is not None and moved is not None
    assert "millions // de" in _text(t, plain)
    assert "millions // de" not in _text(t, moved) and "// il attire" in _text(t, moved)


@pytest.mark.parametrize("preset", PRESETS)
def test_moves_keep_full_credit_and_leave_no_weak_cue_change(preset: str) -> None:
    profile = resolve_profile(preset)
    moves = 0
    for difficulty, index in itertools.product((1, 3, 5), range(8)):
        task = make_task(11, index, profile, GeneratorConfig(difficulty=difficulty))
        t = SegmentationRules(list(task.words), profile)
        plain, moved = solve_segments(t, moves=False), solve_segments(t)
        assert plain is not None and moved is not None
        moves += _spans(plain) != _spans(moved)
        cues = solve(list(task.words), profile)
        assert cues == segments_to_cues(t, moved)
        assert score_cues(task.words, profile, cues).total == 1.0
        spans = _spans(moved)
        assert all(stronger_cue_change(t, spans, k) is None for k in range(len(spans) - 1))
        assert all(
            split_verdict(t, a, g, b) is None for (a, g), (_, b) in itertools.pairwise(spans)
        )
    if preset != "netflix-zh-hans":  # Chinese cue changes are at clause marks already
        assert moves > 0, preset


def test_professionals_make_a_weak_cue_change_three_times() -> None:
    """The figure the module cites: the judge does not price a weak cue
    change, because hand-segmented fixtures make one (an English clause
    before a prepositional phrase; two unmarked sentence ends the language
    packs do not find)."""
    weak = changes = 0
    for language, _, profile, words, cues in fixture_units():
        t = SegmentationRules(words, profile)
        ends = [k + 1 for k, kind in sorted(boundaries(cues, words, language)) if kind == "cue"]
        spans = list(itertools.pairwise([0, *ends, len(t)]))
        changes += len(spans) - 1
        weak += sum(stronger_cue_change(t, spans, k) is not None for k in range(len(spans) - 1))
    assert (weak, changes) == (3, 442)
