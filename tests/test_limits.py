"""One table of limits: the command line and the taskset accept and refuse
the same values of every integer knob, with the same message naming the
knob and its range (captionsmith.core.limits)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from captionsmith.core.limits import Limit
from captionsmith.environment.taskset import CaptionsmithConfig
from captionsmith.languages.generator import DIFFICULTY, MAX_WORDS_LIMIT, MIN_WORDS, GeneratorConfig
from captionsmith.solving.tasks import INDEX, SEED, check_stream, task_from_json

# (limit, the taskset field, the generate flag)
KNOBS = [
    (SEED, "seed", "--seed"),
    (DIFFICULTY, "difficulty", "--difficulty"),
    (MIN_WORDS, "min_words", "--min-words"),
    (MAX_WORDS_LIMIT, "max_words", "--max-words"),
]


def _values(limit: Limit) -> list[int]:
    return [limit.low - 1, limit.low, limit.high, limit.high + 1]


def _taskset(field: str, value: int) -> str | None:
    """None when the taskset accepts ``field = value``, else its message."""
    try:
        # A transcript length alone, so min <= max holds at the edges.
        extra = {"max_words": value} if field == "min_words" else {}
        CaptionsmithConfig(**{field: value, **extra})
    except ValidationError as exc:
        return str(exc)
    return None


def _cli(cli, flag: str, value: int) -> tuple[int, str]:
    args = ["generate", "--count", "1", flag, str(value)]
    if flag == "--min-words":
        args += ["--max-words", str(value)]
    code, _, err = cli(*args)
    return code, err


@pytest.mark.parametrize(("limit", "field", "flag"), KNOBS, ids=[k[1] for k in KNOBS])
def test_cli_and_taskset_agree_at_the_edges(cli, limit: Limit, field: str, flag: str) -> None:
    for value in _values(limit):
        taskset = _taskset(field, value)
        inside = limit.low <= value <= limit.high
        if field in ("min_words", "max_words") and inside and value > 400:
            continue  # accepted by both; generating 5,000 words here is slow
        code, err = _cli(cli, flag, value)
        assert (taskset is None) == inside == (code == 0), (field, value, taskset, err)
        if not inside:
            message = limit.message(value)
            assert taskset is not None and message in taskset and message in err, (taskset, err)
            assert err.count("\n") == 1  # one line


def test_every_entry_point_of_a_knob_says_the_same() -> None:
    with pytest.raises(ValueError, match=DIFFICULTY.message(6)):
        GeneratorConfig(difficulty=6)
    with pytest.raises(ValueError, match=SEED.message(-3)):
        check_stream("train", -3, 0)
    with pytest.raises(ValueError, match=INDEX.message(-1)):
        check_stream("train", 0, -1)
    with pytest.raises(ValueError, match="seed must be an integer from 0 to"):
        task_from_json({"words": [{"word": "hi", "start": 0, "end": 0.5}], "seed": "7"})


def test_a_seed_past_32_bits_works_everywhere(cli) -> None:
    """It used to work on the command line and not in the taskset."""
    assert _taskset("seed", 3_000_000_000) is None
    code, _ = _cli(cli, "--seed", 3_000_000_000)
    assert code == 0


def test_min_words_above_max_words_blames_them_not_the_profile() -> None:
    with pytest.raises(ValidationError) as info:
        CaptionsmithConfig(min_words=50, max_words=20)
    text = str(info.value)
    assert "min_words 50 must not exceed max_words 20" in text and "overrides" not in text


def test_repair_turns_agree_between_the_demo_and_the_taskset(cli) -> None:
    from captionsmith.core.repair import REPAIR_TURNS
    from captionsmith.environment.taskset import CaptionsmithTaskConfig

    for value in (-1, 9):
        code, _, err = cli("demo", "--repair-turns", str(value))
        assert code == 2 and REPAIR_TURNS.message(value) in err
        with pytest.raises(ValidationError, match=REPAIR_TURNS.message(value)):
            CaptionsmithTaskConfig(repair_turns=value)
    assert CaptionsmithTaskConfig(repair_turns=8).repair_turns == 8
