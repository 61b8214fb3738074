"""Layout flags: one per profile field, overriding a preset or a profile
file, validated by the profile's own rules; a profile no subtitle of the
words can meet is refused naming the binding constraint."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from captionsmith.core.profile import JSON_FIELDS
from captionsmith.core.srt import parse
from captionsmith.core.text import display_width

EXAMPLE = Path(__file__).parents[1] / "examples" / "task.json"


def test_max_chars_per_line_32_keeps_every_line_within_32(cli) -> None:
    code, out, _ = cli(
        "solve", str(EXAMPLE), "--profile", "netflix-en", "--max-chars-per-line", "32"
    )
    assert code == 0
    lines = [line for cue in parse(out) for line in cue.lines]
    assert max(display_width(line) for line in lines) <= 32
    code, wide, _ = cli("solve", str(EXAMPLE), "--profile", "netflix-en")
    assert max(display_width(line) for cue in parse(wide) for line in cue.lines) > 32


def test_flags_override_a_profile_file(tmp_path: Path, cli) -> None:
    profile = tmp_path / "p.json"
    profile.write_text(json.dumps({"max_chars_per_line": 37, "max_cps": 15}))
    code, out, _ = cli("solve", str(EXAMPLE), "--profile-file", str(profile), "--max-lines", "1")
    assert code == 0 and all(len(cue.lines) == 1 for cue in parse(out))
    assert all(display_width(cue.lines[0]) <= 37 for cue in parse(out))


def test_there_is_a_flag_for_every_profile_field(cli) -> None:
    code, out, _ = cli("solve", "--help")
    assert code == 0 and all("--" + name.replace("_", "-") in out for name in JSON_FIELDS)
    for name, (kind, _, _) in JSON_FIELDS.items():
        value = "40" if kind is int else "0.5" if "gap" in name or "linger" in name else "18"
        if name == "max_lines":
            value = "2"
        if name == "min_duration":
            value = "1"
        if name == "max_duration":
            value = "6"
        code, _, err = cli("solve", str(EXAMPLE), "--" + name.replace("_", "-"), value)
        assert code == 0, (name, err)


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--max-chars-per-line", "5"], "max_chars_per_line 5 is below the widest word"),
        (["--max-lines", "0"], "max_lines must be from 1 to 10, got 0"),
        (["--max-cps", "abc"], "--max-cps takes a number"),
        (["--min-duration", "8", "--max-duration", "6"], "min_duration 8.0 must not exceed"),
        (["--min-duration", "0.3", "--max-duration", "0.5"], "max_duration 0.5 s is shorter"),
    ],
)
def test_bad_or_impossible_layouts_are_one_line_errors(flags: list[str], message: str, cli) -> None:
    code, out, err = cli("solve", str(EXAMPLE), *flags)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1, err


def test_check_takes_the_same_flags(tmp_path: Path, cli) -> None:
    code, out, _ = cli("solve", str(EXAMPLE))
    srt = tmp_path / "a.srt"
    srt.write_text(out, encoding="utf-8")
    assert cli("check", str(srt))[0] == 0
    code, out, _ = cli("check", str(srt), "--max-chars-per-line", "20")
    assert code == 1 and "chars_per_line" in out
