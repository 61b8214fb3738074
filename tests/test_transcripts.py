"""Tasks cut from the user's own recordings: ``transcripts`` in the taskset
and ``generate --transcripts``."""

from __future__ import annotations

import itertools
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from pydantic import ValidationError

from captionsmith import CaptionsmithTaskset
from captionsmith.core.profile import DEFAULT
from captionsmith.core.srt import compose
from captionsmith.core.text import ends_sentence
from captionsmith.core.words import Word, words_to_json
from captionsmith.environment.taskset import CaptionsmithConfig, reference_answer
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import reference_cues, task_from_json
from captionsmith.solving.transcripts import (
    UNPUNCTUATED_PAUSE_MS,
    Recording,
    WindowStats,
    load_recordings,
    recording_split,
    split_recordings,
    transcript_task,
)

CliResult = tuple[int, str, str]
ASR = Path(__file__).parent / "fixtures" / "asr"
RECORDINGS = load_recordings(ASR)
EASY = GeneratorConfig(difficulty=1)


def test_a_folder_reads_every_recording_in_name_order() -> None:
    names = [r.name for r in RECORDINGS]
    assert names == sorted(p.name for p in ASR.glob("*.json")) and len(names) == 7
    assert all(r.words for r in RECORDINGS)
    (single,) = load_recordings(ASR / "dg_speakers.json")
    assert single.name == "dg_speakers.json" and single.words == RECORDINGS[1].words


@pytest.mark.parametrize(
    ("make", "fragment"),
    [
        (lambda d: d / "missing", "no such file or folder"),
        (lambda d: d, "no .json transcript in the folder"),
        (lambda d: _write(d / "a.json", "{not json"), "not a readable JSON file"),
        (lambda d: _write(d / "a.json", '{"config": 1}'), "not a word-timed transcript"),
        (lambda d: _write(d / "a.json", '{"words": []}'), "no words"),
    ],
)
def test_no_readable_transcript_is_an_error_naming_the_path(
    tmp_path: Path, make: Callable[[Path], Path], fragment: str
) -> None:
    with pytest.raises(ValueError, match=fragment):
        load_recordings(make(tmp_path))


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_each_recording_belongs_to_one_split_and_both_splits_have_one() -> None:
    splits = recording_split(RECORDINGS)
    train = {r.name for r in split_recordings(RECORDINGS, "train")}
    evals = {r.name for r in split_recordings(RECORDINGS, "eval")}
    assert train and evals and not train & evals and train | evals == set(splits)
    assert recording_split(RECORDINGS[::-1]) == splits  # by name, not by order
    for k in range(10):  # any two recordings split one each
        pair = (RECORDINGS[k % 7], RECORDINGS[(k + 3) % 7])
        assert sorted(recording_split(pair).values()) == ["eval", "train"]
    with pytest.raises(ValueError, match="the eval split has no recording"):
        split_recordings(RECORDINGS[:1], "eval")


def test_tasks_are_random_access_deterministic_and_split_by_recording() -> None:
    for split in ("train", "eval"):
        allowed = {r.name for r in split_recordings(RECORDINGS, split)}
        tasks = [transcript_task(RECORDINGS, 3, i, DEFAULT, EASY, split) for i in range(8)]
        assert tasks[5] == transcript_task(RECORDINGS, 3, 5, DEFAULT, EASY, split)
        assert all(t.source is not None and t.source.split("#")[0] in allowed for t in tasks)
        assert len({t.source for t in tasks}) >= 2
    other = transcript_task(RECORDINGS, 4, 0, DEFAULT, EASY, "train")
    assert other.id == "train-4-0"


def test_windows_start_and_end_at_sentence_boundaries_and_keep_speakers() -> None:
    by_name = {r.name: r.words for r in RECORDINGS}
    speakers = 0
    for i in range(30):
        task = transcript_task(RECORDINGS, 0, i, DEFAULT, EASY, "train")
        assert task.source is not None
        name, span = task.source.split("#")
        first, last = (int(x) for x in span.split("-"))
        words = by_name[name]
        assert [w.text for w in task.words] == [w.text for w in words[first - 1 : last]]

        def boundary(k: int, words: tuple[Word, ...] = words) -> bool:
            """Whether a sentence ends after word k (0-based)."""
            if any(ends_sentence(w.text) for w in words):  # punctuated ASR
                return ends_sentence(words[k].text)
            return words[k + 1].start_ms - words[k].end_ms >= UNPUNCTUATED_PAUSE_MS

        assert first == 1 or boundary(first - 2)
        assert last == len(words) or boundary(last - 1)
        assert 0 <= task.words[0].start_ms <= 500
        gaps = [b.start_ms - a.end_ms for a, b in itertools.pairwise(task.words)]
        original = words[first - 1 : last]
        assert gaps == [b.start_ms - a.end_ms for a, b in itertools.pairwise(original)]
        speakers += any(w.speaker for w in task.words)
    assert speakers >= 1  # the diarised interview's windows keep their speakers


def test_every_reference_scores_one_and_the_source_travels_in_json() -> None:
    stats = WindowStats()
    for split in ("train", "eval"):
        for i in range(10):
            task = transcript_task(RECORDINGS, 1, i, DEFAULT, EASY, split, stats=stats)
            answer = compose(reference_cues(task))
            assert score(task.words, task.profile, answer).total == 1.0
            assert task_from_json(json.loads(json.dumps(task.to_json()))) == task
    assert stats.kept == 20 and stats.tried >= 20


def test_unpunctuated_asr_is_cut_at_pauses() -> None:
    words, clock = [], 0
    for sentence in range(12):
        for k in range(8):
            words.append(Word(f"w{sentence}x{k}", clock, clock + 400))
            clock += 450
        clock += 900  # a pause between sentences
    path_words = tuple(words)
    recordings = (Recording("a.json", path_words), Recording("b.json", path_words))
    task = transcript_task(recordings, 0, 0, DEFAULT, GeneratorConfig(min_words=16, max_words=24))
    assert len(task.words) in (16, 24) and task.words[0].text.endswith("x0")


def test_an_impossible_profile_names_the_windows_tried() -> None:
    tight = DEFAULT.__class__(max_cps=9.0)
    with pytest.raises(ValueError, match=r"no window of 40-80 words .* windows tried"):
        transcript_task(RECORDINGS, 0, 0, tight, EASY, "eval", max_attempts=5)


def test_generate_cuts_tasks_and_reports_what_it_kept(
    tmp_path: Path, cli: Callable[..., CliResult]
) -> None:
    out = tmp_path / "tasks.jsonl"
    code, _, err = cli(
        "generate",
        "--transcripts",
        str(ASR),
        "--count",
        "4",
        "--difficulty",
        "1",
        "--out",
        str(out),
    )
    lines = out.read_text(encoding="utf-8").splitlines()
    assert code == 0 and len(lines) == 4
    assert all(json.loads(line)["source"] for line in lines)
    assert "kept 4 of" in err and "train split: 6 of 7 recordings" in err
    code, again, _ = cli(
        "generate", "--transcripts", str(ASR), "--count", "2", "--start", "2", "--difficulty", "1"
    )
    assert again.splitlines() == lines[2:4]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--transcripts", "/nonexistent"], "no such file or folder"),
        (["--transcripts", str(ASR / "dg_speakers.json"), "--split", "eval"], "eval split has"),
        (["--transcripts", str(ASR), "--no-punctuation"], "applies to generated tasks"),
    ],
)
def test_generate_refuses_bad_transcripts_in_one_line(
    cli: Callable[..., CliResult], args: list[str], fragment: str
) -> None:
    code, out, err = cli("generate", *args)
    assert code == 2 and out == "" and fragment in err and err.count("\n") == 1


def test_the_taskset_serves_tasks_from_transcripts(tmp_path: Path) -> None:
    folder = tmp_path / "talks"
    folder.mkdir()
    for name in ("dg_speakers.json", "dg_transcription.json", "whisper_timestamped.json"):
        shutil.copy(ASR / name, folder / name)
    config = CaptionsmithConfig(transcripts=str(folder), difficulty=1, split="train")
    served = list(CaptionsmithTaskset(config).take(3))
    assert all(
        t.data.source
        and t.data.source.split("#")[0]
        in {r.name for r in split_recordings(load_recordings(folder), "train")}
        for t in served
    )
    for task in served:
        assert score(task.data.words, task.data.profile, reference_answer(task)).total == 1.0
    with pytest.raises(ValidationError, match=r"transcripts: .*no such file or folder"):
        CaptionsmithConfig(transcripts=str(tmp_path / "none"))
    lone = tmp_path / "lone.json"
    lone.write_text(json.dumps({"words": words_to_json([Word("Hi.", 0, 500)])}))
    with pytest.raises(ValidationError, match="transcripts: the eval split has no recording"):
        CaptionsmithConfig(transcripts=str(lone), split="eval")
