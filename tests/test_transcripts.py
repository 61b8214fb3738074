"""Tasks cut from the user's own recordings: ``transcripts`` in the taskset
and ``generate --transcripts``."""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
import sys
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
from captionsmith.solving.recordings import (
    Recording,
    load_recordings,
    recording_split,
    split_recordings,
)
from captionsmith.solving.tasks import make_task, reference_cues, task_from_json
from captionsmith.solving.transcripts import (
    UNPUNCTUATED_PAUSE_MS,
    transcript_task,
    transcript_windows,
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
        distinct = transcript_windows(RECORDINGS, 3, DEFAULT, EASY, split).distinct
        assert len({t.source for t in tasks[:distinct]}) == distinct >= 1  # each window once
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
    for split in ("train", "eval"):
        catalogue = transcript_windows(RECORDINGS, 1, DEFAULT, EASY, split)
        assert catalogue.tried >= catalogue.distinct >= 1
        for i in range(10):
            task = transcript_task(RECORDINGS, 1, i, DEFAULT, EASY, split)
            answer = compose(reference_cues(task))
            assert score(task.words, task.profile, answer).total == 1.0
            assert task_from_json(json.loads(json.dumps(task.to_json()))) == task


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
    with pytest.raises(
        ValueError, match=r"no window of 40-80 words .* 2 windows tried \(2 too fast\)"
    ):
        transcript_task(RECORDINGS, 0, 0, tight, EASY, "eval")


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
    assert "4 distinct windows of 40-80 words kept of" in err
    assert "train split: 6 of 7 recordings" in err
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


# --- Honest counts (issue 29, item 3): each window once, a report per recording,
# windows as long as the difficulty asks, and a refusal when the material runs out.

REPORT = re.compile(r"captionsmith: (\S+): (\d+) words?, (\d+) windows? tried, (\d+) kept")
TALKS = ("lecture.json", "match.json", "meeting.json", "panel.json")  # panel.json is eval


def _talk(seed: int, words: int = 300) -> tuple[Word, ...]:
    """A generated punctuated talk of ``words`` to ``words + 100`` words
    that has a perfect answer as a whole (so most of its windows have one)."""
    config = GeneratorConfig(difficulty=1, min_words=words, max_words=words + 100)
    return make_task(seed, 0, DEFAULT, config).words


def _save(path: Path, words: tuple[Word, ...] | list[Word]) -> None:
    path.write_text(json.dumps({"words": words_to_json(list(words))}), encoding="utf-8")


@pytest.fixture(scope="module")
def talks(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Four generated talks of 300-400 words; three are in ``train``."""
    folder = tmp_path_factory.mktemp("talks")
    for seed, name in enumerate(TALKS):
        _save(folder / name, _talk(seed))
    assert {r.name for r in split_recordings(load_recordings(folder), "train")} == set(TALKS[:3])
    return folder


def _span(source: str) -> tuple[str, int, int]:
    name, span = source.split("#")
    first, last = span.split("-")
    return name, int(first), int(last)


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    """The real command line, in a child process."""
    return subprocess.run(
        [sys.executable, "-m", "captionsmith", *args], capture_output=True, text=True, check=False
    )


def test_a_run_serves_each_window_once_and_no_word_twice(
    talks: Path, cli: Callable[..., CliResult]
) -> None:
    distinct = transcript_windows(load_recordings(talks), 0, DEFAULT, EASY, "train").distinct
    assert distinct >= 8  # about 1,000 train words in windows of 40-80
    code, out, err = cli(
        "generate", "--transcripts", str(talks), "--count", str(distinct), "--difficulty", "1"
    )
    tasks = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(tasks) == distinct, err
    assert len({t["source"] for t in tasks}) == distinct
    assert len({tuple(w["word"] for w in t["words"]) for t in tasks}) == distinct
    served: set[tuple[str, int]] = set()
    for task in tasks:
        name, first, last = _span(task["source"])
        words = {(name, k) for k in range(first, last + 1)}
        assert not words & served, f"{task['source']} shares words with an earlier window"
        served |= words
        assert len(task["words"]) >= 40
    assert len({_span(t["source"])[0] for t in tasks}) == 3  # every train recording serves


def test_the_fixtures_serve_distinct_windows_as_long_as_the_difficulty_asks(
    cli: Callable[..., CliResult],
) -> None:
    distinct = transcript_windows(RECORDINGS, 0, DEFAULT, EASY, "train").distinct
    code, out, err = cli(
        "generate", "--transcripts", str(ASR), "--count", str(distinct), "--difficulty", "1"
    )
    tasks = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(tasks) == distinct >= 3, err
    assert len({t["source"] for t in tasks}) == distinct
    assert all(len(t["words"]) >= 40 for t in tasks)  # 13- and 18-word recordings are not tasks
    assert any(t["source"].startswith("dg_speakers.json#") for t in tasks)  # the longest serves


def test_a_copy_of_a_recording_adds_no_task() -> None:
    talk, other = _talk(0), Recording("other.json", _talk(5))
    with_copy = (Recording("talk.json", talk), Recording("talk-copy.json", talk), other)
    split = recording_split(with_copy)["talk.json"]
    assert recording_split(with_copy)["talk-copy.json"] == split
    catalogue = transcript_windows(with_copy, 0, DEFAULT, EASY, split)
    reports = {r.name: r for r in catalogue.reports}
    served, copy = sorted((reports["talk.json"], reports["talk-copy.json"]), key=lambda r: -r.kept)
    assert served.kept >= 3 and copy.kept == 0  # the copy is cut alike, every window repeats
    assert dict(copy.not_kept)["repeated"] == served.kept
    texts = [tuple(w.text for w in window.words) for window in catalogue.windows]
    assert len(set(texts)) == len(texts) == catalogue.distinct


def test_each_recording_gets_a_report_line_with_its_counts(cli: Callable[..., CliResult]) -> None:
    distinct = transcript_windows(RECORDINGS, 0, DEFAULT, EASY, "train").distinct
    code, out, err = cli(
        "generate", "--transcripts", str(ASR), "--count", str(distinct), "--difficulty", "1"
    )
    assert code == 0
    found = {m[1]: m for line in err.splitlines() if (m := REPORT.match(line))}
    train = split_recordings(RECORDINGS, "train")
    assert set(found) == {r.name for r in train}  # one line per recording of the split
    for recording in train:
        match = found[recording.name]
        assert int(match[2]) == len(recording.words) and int(match[3]) >= int(match[4])
    assert sum(int(m[4]) for m in found.values()) == distinct == len(out.splitlines())
    assert (
        "captionsmith: openai_verbose_synthetic.json: 13 words, 1 window tried, 0 kept; "
        "not kept: 1 too short for windows of 40-80 words (difficulty 1)"
    ) in err.splitlines()
    speakers = next(line for line in err.splitlines() if "dg_speakers.json" in line)
    assert re.search(r"; not kept: \d+ too fast for max_cps 17$", speakers)
    assert f"{distinct} distinct windows of 40-80 words kept of" in err


def test_the_report_names_another_language_and_no_perfect_answer(
    tmp_path: Path, cli: Callable[..., CliResult]
) -> None:
    talk = _talk(0)
    _save(tmp_path / "talk.json", talk)
    _save(tmp_path / "talk-copy.json", talk)
    kana = [Word("きょうは" if k % 8 else "はい。", 600 * k, 600 * k + 500) for k in range(60)]
    _save(tmp_path / "kana.json", kana)
    held = [Word(f"w{k}" + ("." if k % 8 == 7 else ""), 450 * k, 450 * k + 400) for k in range(48)]
    held = [*held[:20], Word("sooo", held[20].start_ms, held[20].start_ms + 7000)] + [
        Word(w.text, w.start_ms + 7000, w.end_ms + 7000) for w in held[21:]
    ]
    _save(tmp_path / "long-word.json", held)
    _save(tmp_path / "lecture.json", [Word(w.text, w.start_ms // 3, w.end_ms // 3) for w in talk])
    lines: dict[str, str] = {}
    codes = {}
    for split in ("train", "eval"):
        codes[split], _, err = cli(
            "generate", "--transcripts", str(tmp_path), "--split", split, "--count", "1",
            "--difficulty", "1",
        )  # fmt: skip
        lines |= {m[1]: line for line in err.splitlines() if (m := REPORT.match(line))}
        lines |= {
            line.split(": ")[1]: line for line in err.splitlines() if "another language" in line
        }
    assert set(lines) == {
        "talk.json",
        "talk-copy.json",
        "kana.json",
        "long-word.json",
        "lecture.json",
    }
    assert lines["kana.json"] == (
        "captionsmith: kana.json: 60 words, 0 windows tried: another language (its letters "
        "are Chinese or Japanese script, the profile is for en)"
    )
    assert lines["long-word.json"].endswith("0 kept; not kept: 2 no perfect answer")
    copies = sorted((lines["talk.json"], lines["talk-copy.json"]), key=len)  # one is served
    assert "same words" not in copies[0] and re.search(r" [1-9]\d* kept \(", copies[0])
    assert re.search(r" 0 kept; not kept: \d+ the same words as a kept window", copies[1])
    assert "too fast for max_cps 17" in lines["lecture.json"]
    assert codes == {"train": 0, "eval": 2}  # long-word.json alone in eval gives no task


def test_difficulty_sets_the_windows_length(talks: Path, cli: Callable[..., CliResult]) -> None:
    recordings = load_recordings(talks)
    sources, means = {}, {}
    for level in (1, 3, 5):
        config = GeneratorConfig(difficulty=level)
        windows = transcript_windows(recordings, 0, DEFAULT, config, "train").windows
        low, _ = config.word_range
        assert windows and all(len(w.words) >= low for w in windows)
        sources[level] = {w.source for w in windows}
        means[level] = sum(len(w.words) for w in windows) / len(windows)
    assert not sources[1] & sources[5] and not sources[1] & sources[3]
    assert means[1] < means[3] < means[5]
    served: dict[str, list] = {}
    for name in ("1", "4"):
        code, out, _ = cli(
            "generate", "--transcripts", str(talks), "--count", "3", "--difficulty", name
        )
        assert code == 0
        served[name] = [json.loads(line) for line in out.splitlines()]
    assert {t["source"] for t in served["1"]}.isdisjoint(t["source"] for t in served["4"])
    assert all(len(t["words"]) >= 110 for t in served["4"])


def test_asking_for_more_tasks_than_distinct_windows_is_a_one_line_error(
    tmp_path: Path, cli: Callable[..., CliResult]
) -> None:
    distinct = transcript_windows(RECORDINGS, 0, DEFAULT, EASY, "train").distinct
    out = tmp_path / "tasks.jsonl"
    args = ("generate", "--transcripts", str(ASR), "--difficulty", "1", "--out", str(out))
    run = _run(*args, "--count", str(distinct + 1))
    errors = [line for line in run.stderr.splitlines() if line.startswith("captionsmith: error:")]
    assert run.returncode == 2 and run.stdout == "" and not out.exists()
    assert "Traceback" not in run.stderr and len(errors) == 1
    assert errors[0] == (
        f"captionsmith: error: {ASR}: the train split gives {distinct} distinct tasks "
        f"(tasks 0-{distinct - 1}) of 40-80 words, but --count {distinct + 1} asks for tasks "
        f"0-{distinct}; ask for --count {distinct} at most, add recordings, lower --difficulty, "
        "or add --allow-repeats"
    )
    assert run.stderr.splitlines()[-1] == errors[0]  # the reports come first
    code, _, err = cli(*args, "--start", "2", "--count", str(distinct - 1))
    assert code == 2 and f"ask for tasks 0-{distinct - 1} only" in err and not out.exists()
    assert cli(*args, "--count", str(distinct))[0] == 0 and out.exists()
    for extra in ((), ("--allow-repeats",)):  # nothing to repeat
        code, stdout, err = cli(*args[:3], "--difficulty", "3", "--count", "1", *extra)
        assert code == 2 and stdout == ""
        assert err.splitlines()[-1].startswith(
            f"captionsmith: error: {ASR}: the train split gives no task: no window of 80-140 "
            "words has a perfect answer ("
        )


def test_allow_repeats_serves_what_exists_with_a_warning(cli: Callable[..., CliResult]) -> None:
    distinct = transcript_windows(RECORDINGS, 0, DEFAULT, EASY, "train").distinct
    args = ("generate", "--transcripts", str(ASR), "--difficulty", "1")
    count = 2 * distinct + 1
    code, out, err = cli(*args, "--count", str(count), "--allow-repeats")
    sources = [json.loads(line)["source"] for line in out.splitlines()]
    assert code == 0 and len(sources) == count
    assert len(set(sources[:distinct])) == distinct == len(set(sources))  # a pass, then more
    assert max(sources.count(s) for s in sources) == 3
    assert (
        f"captionsmith: warning: --count {count} serves {distinct} distinct windows, each up to "
        "3 times (--allow-repeats)"
    ) in err.splitlines()
    plain = cli(*args, "--count", str(distinct))
    assert plain[0] == 0 and plain[1].splitlines() == out.splitlines()[:distinct]
    assert "warning" not in plain[2]
    code, usage, _ = cli("generate", "--help")
    assert code == 0 and "--allow-repeats" in usage
