"""Dialogue: speakers on the words, one speaker per line, dialogue dashes,
never three turns in a cue; the solver, best effort, checker and scorer all
follow it."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from captionsmith.core.importers import import_words
from captionsmith.core.profile import DEFAULT, PRESETS
from captionsmith.core.srt import Cue, compose
from captionsmith.core.words import Word, words_from_json, words_to_json
from captionsmith.criteria.checks import constraint_violations
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.solving.best_effort import best_effort
from captionsmith.solving.solver import solve
from captionsmith.tools.cli import main

FIXTURES = Path(__file__).parent / "fixtures" / "asr"


def _dialogue() -> list[Word]:
    turns = [
        ("A", "Are you coming to the match tonight?"),
        ("B", "Yes."),
        ("A", "Great, I will save you a seat next to Maria."),
        ("B", "Thanks."),
        ("A", "See you there."),
    ]
    words, clock = [], 0
    for speaker, text in turns:
        for w in text.split():
            words.append(Word(w, clock, clock + 280, speaker))
            clock += 300
        clock += 100
    return words


def _speakers_per_line(words: list[Word], cues: list[Cue]) -> list[set[str | None]]:
    """The speakers of the words on each line, in order (lines hold the
    words' texts joined by spaces, after any dash)."""
    out, k = [], 0
    for cue in cues:
        for line in cue.lines:
            count = len(line.removeprefix("-").split())
            out.append({w.speaker for w in words[k : k + count]})
            k += count
    assert k == len(words)
    return out


def test_the_solver_gives_each_speaker_a_line_with_a_dash() -> None:
    words = _dialogue()
    cues = solve(words, DEFAULT)
    assert cues is not None
    assert all(len(s) == 1 for s in _speakers_per_line(words, cues))
    t = SegmentationRules(words, DEFAULT)
    shared = [c for c in cues if any(line.startswith("-") for line in c.lines)]
    assert shared, "some cue should hold two speakers"
    for cue in shared:
        assert len(cue.lines) == 2 and all(line.startswith("-") for line in cue.lines)
    assert t.change_prefix[-1] == 4
    assert score_cues(words, DEFAULT, cues).total == 1.0
    assert constraint_violations(cues, DEFAULT) == []


def test_a_line_that_mixes_speakers_scores_zero_segmentation_and_check_flags_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = _dialogue()
    cues = solve(words, DEFAULT)
    assert cues is not None
    shared = next(k for k, c in enumerate(cues) if c.lines[0].startswith("-"))
    merged = dataclasses.replace(
        cues[shared], lines=(" ".join(line.removeprefix("-") for line in cues[shared].lines),)
    )
    answer = [*cues[:shared], merged, *cues[shared + 1 :]]
    report = score_cues(words, DEFAULT, answer)
    assert report.mixed_speakers == (merged.index,) and report.total < 1.0
    task = tmp_path / "task.json"
    task.write_text(json.dumps({"words": words_to_json(words), "profile": DEFAULT.to_dict()}))
    srt = tmp_path / "mixed.srt"
    srt.write_text(compose(answer), encoding="utf-8")
    assert main(["check", str(srt), "--words", str(task)]) == 1
    assert "puts two speakers' words on one line" in capsys.readouterr().out
    srt.write_text(compose(cues), encoding="utf-8")
    assert main(["check", str(srt), "--words", str(task)]) == 0


def test_missing_and_misplaced_dashes_cost() -> None:
    words = _dialogue()
    cues = solve(words, DEFAULT)
    assert cues is not None
    undashed = [
        dataclasses.replace(c, lines=tuple(x.removeprefix("-") for x in c.lines)) for c in cues
    ]
    report = score_cues(words, DEFAULT, undashed)
    assert report.dialogue_dashes and report.total < 1.0
    single = next(k for k, c in enumerate(cues) if not c.lines[0].startswith("-"))
    dashed = dataclasses.replace(cues[single], lines=tuple("-" + x for x in cues[single].lines))
    wrong = [*cues[:single], dashed, *cues[single + 1 :]]
    assert score_cues(words, DEFAULT, wrong).dialogue_dashes == (dashed.index,)


def test_three_turns_never_share_a_cue() -> None:
    words = [
        Word("Yes.", 0, 300, "A"),
        Word("No.", 400, 700, "B"),
        Word("Maybe.", 800, 1100, "A"),
    ]
    t = SegmentationRules(words, DEFAULT)
    assert 3 not in t.feasible_ends(0)
    together = [Cue(1, 0, 2000, ("-Yes. -No.", "-Maybe."))]
    assert score_cues(words, DEFAULT, together).mixed_speakers == (1,)


def test_speakers_round_trip_through_task_json() -> None:
    words = _dialogue()
    assert words_from_json(words_to_json(words)) == words
    with pytest.raises(ValueError, match="word 1: 'speaker' must be"):
        words_from_json([{"word": "a", "start": 0, "end": 1, "speaker": ["x"]}])


@pytest.mark.parametrize("name", ["dg_speakers.json", "assemblyai_transcription.json"])
def test_diarised_asr_gets_one_speaker_per_line(name: str) -> None:
    words = import_words(json.loads((FIXTURES / name).read_text(encoding="utf-8"))).words
    assert any(w.speaker is not None for w in words)
    for profile in (PRESETS["default"], PRESETS["netflix-en"]):
        cues, _ = best_effort(words, profile)
        assert all(len(s) == 1 for s in _speakers_per_line(words, cues))
        report = score_cues(words, profile, cues)
        assert report.mixed_speakers == () and report.dialogue_dashes == ()


def test_deepgram_speakers_are_read() -> None:
    words = import_words(json.loads((FIXTURES / "dg_speakers.json").read_text())).words
    assert len({w.speaker for w in words}) >= 2
