"""Generated tasks: determinism, random access, golden hashes, disjoint
splits, feasibility of every reference, and the impossible-profile errors."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import pytest
from helpers import assert_reference_timing

from captionsmith.checks import constraint_violations
from captionsmith.generator import GeneratorConfig
from captionsmith.profile import PRESETS, Profile, profile_from_dict
from captionsmith.srt import compose, parse
from captionsmith.tasks import (
    InfeasibleProfileError,
    make_task,
    reference_cues,
    task_from_json,
)
from captionsmith.text import normalize_tokens

# Digests of the whole task JSON and of its words alone (text, start, end).
# All changed once with stream version 2 (issue 16: the real-speech
# generator); before that, the task digests changed when profiles gained
# fields (issue 15) and when syntactic breaks became acceptable (issue 9).
GOLDEN = [
    (
        ("train", 0, 0, "default", 2),
        "b6b64ae91ee4fbeb4781658536de89ac9f083bf2398d4a0fbacc749e5f707356",
    ),
    (
        ("train", 7, 123456, "default", 3),
        "73e66390a285b655034d4f50cca1eda874b15ab361150c13fa482c5bb4fda0ea",
    ),
    (
        ("eval", 0, 0, "default", 2),
        "515a6dc9c01e349ed0fa196b84f3f4a0fabe436f9f544cd8bad16fea6fcbc34a",
    ),
    (
        ("train", 3, 5, "vertical", 5),
        "ec7eac6f6e19bd00ac79be5cfb0237e2db9dce4783ad1bcfc8cd6b7834cbe061",
    ),
    (
        ("eval", 11, 42, "bbc", 1),
        "482dff972a3f1dd44a112dad5ec1db359f06a54d781080ba128302e70d63b1b0",
    ),
]
WORDS_GOLDEN = [
    "8e2250fc280646a697b1f28eabbf8df8a34145e8ca73bcf841a2dabae1158c49",
    "d153acf3c71e27be74ec3bcec5be1d078bc5e125c04b87a7f4a7a8adfeafd112",
    "2ee02485b2b12d47a41340ba4f55eb62544f2184e068cd05874b7d91dee77529",
    "d49b5e12c661532087f5d092820544ddaa55f81e666e23bdd3067dce0b70cf7a",
    "dd9f6eb6b5eef85ef9f4dc5b9de799cb819056bc71ca32350112f689357c6186",
]


def _task(split: str, seed: int, index: int, profile: str, difficulty: int):
    return make_task(seed, index, PRESETS[profile], GeneratorConfig(difficulty=difficulty), split)


@pytest.mark.parametrize(("key", "digest"), GOLDEN, ids=[str(g[0]) for g in GOLDEN])
def test_golden_task_hashes(key: tuple, digest: str) -> None:
    assert _task(*key).digest() == digest


@pytest.mark.parametrize(
    ("key", "digest"), list(zip([g[0] for g in GOLDEN], WORDS_GOLDEN, strict=True))
)
def test_golden_word_hashes(key: tuple, digest: str) -> None:
    words = [(w.text, w.start_ms, w.end_ms) for w in _task(*key).words]
    assert hashlib.sha256(json.dumps(words).encode()).hexdigest() == digest


def test_stable_across_processes_and_hash_seeds() -> None:
    code = (
        "from captionsmith.tasks import make_task;"
        "from captionsmith.generator import GeneratorConfig;"
        "from captionsmith.profile import PRESETS;"
        "print(make_task(7, 123456, PRESETS['default'], GeneratorConfig(difficulty=3)).digest())"
    )
    for hash_seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        assert out.stdout.strip() == GOLDEN[1][1]


def test_random_access_does_not_depend_on_order() -> None:
    profile, config = PRESETS["default"], GeneratorConfig()
    forward = [make_task(5, i, profile, config).digest() for i in range(6)]
    backward = [make_task(5, i, profile, config).digest() for i in reversed(range(6))]
    assert forward == backward[::-1]
    assert len(set(forward)) == 6


def test_splits_are_disjoint_streams() -> None:
    profile, config = PRESETS["default"], GeneratorConfig()
    train = {make_task(0, i, profile, config, "train").words for i in range(30)}
    evals = {make_task(0, i, profile, config, "eval").words for i in range(30)}
    assert not train & evals


def test_reference_is_not_stored_in_task_data() -> None:
    task = _task("train", 0, 0, "default", 2)
    blob = json.dumps(task.to_json())
    reference = compose(reference_cues(task))
    assert "-->" not in blob
    assert reference.splitlines()[2] not in blob or len(reference.splitlines()[2].split()) == 1


def test_task_json_round_trip() -> None:
    task = _task("eval", 11, 42, "bbc", 1)
    assert task_from_json(json.loads(json.dumps(task.to_json()))) == task


def _undashed(lines: tuple[str, ...]) -> str:
    """A cue's text without the dialogue dashes of a two-speaker cue."""
    return " ".join(line.removeprefix("-") if len(lines) == 2 else line for line in lines)


@pytest.mark.parametrize("profile_name", sorted(PRESETS))
@pytest.mark.parametrize("difficulty", [1, 2, 3, 4, 5])
def test_every_reference_meets_the_profile(profile_name: str, difficulty: int) -> None:
    """An independent check of the reference: strict-parse, profile checks,
    every word in order.  (scripts/verify_tasks.py runs 1,000 per cell.)"""
    profile = PRESETS[profile_name]
    config = GeneratorConfig(difficulty=difficulty)
    for index in range(12):
        task = make_task(1, index, profile, config)
        text = compose(reference_cues(task))
        cues = parse(text)
        assert constraint_violations(cues, profile) == []
        said = normalize_tokens(" ".join(w.text for w in task.words))
        shown = normalize_tokens(" ".join(_undashed(c.lines) for c in cues))
        assert shown == said
        assert_reference_timing(task.words, profile, cues)


def test_unpunctuated_tasks_still_solve() -> None:
    config = GeneratorConfig(difficulty=3, punctuation=False)
    task = make_task(2, 0, PRESETS["default"], config)
    assert not any(w.text[-1] in ".,?!" for w in task.words)
    assert reference_cues(task)


@pytest.mark.parametrize(
    ("profile", "fragment"),
    [
        (Profile(max_cps=5), "max_cps 5 is below the slowest speech"),
        (Profile(max_chars_per_line=8), "max_chars_per_line 8 is below the widest word"),
        (Profile(min_duration_ms=200, max_duration_ms=500), "max_duration 0.5 s"),
    ],
)
def test_obviously_impossible_profiles_fail_fast(profile: Profile, fragment: str) -> None:
    with pytest.raises(InfeasibleProfileError, match=fragment):
        make_task(0, 0, profile, GeneratorConfig())


def test_hopeless_profile_names_binding_constraint_after_attempt_limit() -> None:
    # Plausible numbers, but one line of 18 characters cannot hold this speech.
    profile = Profile(max_chars_per_line=18, max_lines=1, max_cps=17, max_duration_ms=1200)
    with pytest.raises(InfeasibleProfileError, match=r"binding constraints?: max_"):
        make_task(0, 0, profile, GeneratorConfig(), max_attempts=20)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"difficulty": 0}, "difficulty"),
        ({"min_words": 0}, "min_words"),
        ({"min_words": 50, "max_words": 10}, "min_words"),
    ],
)
def test_generator_config_names_bad_field(kwargs: dict, field: str) -> None:
    with pytest.raises(ValueError, match=field):
        GeneratorConfig(**kwargs)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"max_chars_per_line": 0}, "max_chars_per_line"),
        ({"max_lines": 1.5}, "max_lines"),
        ({"max_cps": -1.0}, "max_cps"),
        ({"min_duration": 0}, "min_duration"),
        ({"max_duration": float("inf")}, "max_duration"),
        ({"min_gap": -0.1}, "min_gap"),
        ({"min_duration": 5.0, "max_duration": 2.0}, "min_duration"),
    ],
)
def test_profile_names_bad_field(kwargs: dict, field: str) -> None:
    with pytest.raises(ValueError, match=field):
        profile_from_dict(kwargs)


def test_touching_cues_are_allowed() -> None:
    assert Profile(min_gap_ms=0).min_gap_ms == 0
