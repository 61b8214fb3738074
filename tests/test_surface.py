"""The surface rules: what a subtitler may change in the words' spelling,
punctuation and markup, and what costs."""

from __future__ import annotations

import dataclasses

import pytest

from captionsmith.core.profile import DEFAULT
from captionsmith.core.srt import Cue, compose
from captionsmith.core.words import Word
from captionsmith.judging.scoring import MAX_THINK_CHARS, score, score_cues
from captionsmith.solving.solver import solve


def _words(text: str, step: int = 300) -> list[Word]:
    return [Word(w, step * k, step * k + step - 40) for k, w in enumerate(text.split())]


RAW = _words("so i went to the market and i bought some bread then we went home")
PUNCTUATED = _words("So I went to the market, and I bought some bread. Then we went home.")


def _retext(cues: list[Cue], lines: list[tuple[str, ...]]) -> list[Cue]:
    return [dataclasses.replace(c, lines=text) for c, text in zip(cues, lines, strict=True)]


def test_restoring_case_and_punctuation_on_raw_asr_with_i_is_free() -> None:
    # Lines with room for the marks restored (a mark is a column the viewer reads).
    wide = dataclasses.replace(DEFAULT, max_chars_per_line=46)
    ref = solve(RAW, wide)
    assert ref is not None and score_cues(RAW, wide, ref).total == 1.0
    restored = " ".join(" ".join(c.lines) for c in ref)
    assert restored.startswith("so i went")
    fixed = (
        restored.replace("so i", "So I")
        .replace("and i", "and I")
        .replace("bread then", "bread. Then")
    )
    fixed = fixed.replace("market and", "market, and").removesuffix("home") + "home."
    words = iter(fixed.split())
    lines = [tuple(" ".join(next(words) for _ in line.split()) for line in c.lines) for c in ref]
    report = score_cues(RAW, wide, _retext(ref, lines))
    assert report.total == 1.0, report.changed


def test_changing_case_on_punctuated_text_costs() -> None:
    ref = solve(PUNCTUATED, DEFAULT)
    assert ref is not None
    lower = _retext(ref, [tuple(line.lower() for line in c.lines) for c in ref])
    assert score_cues(PUNCTUATED, DEFAULT, lower).total < 1.0


@pytest.mark.parametrize(
    "change",
    [
        lambda line: line + "?",  # a question mark after every line
        lambda line: f"({line})",  # parentheses
        lambda line: line.replace(" ", " — ", 1),  # a dash outside dialogue
    ],
    ids=["question marks", "parentheses", "dash"],
)
def test_meaning_changing_marks_on_punctuated_text_cost(change) -> None:
    ref = solve(PUNCTUATED, DEFAULT)
    assert ref is not None
    changed = _retext(ref, [tuple(change(line) for line in c.lines) for c in ref])
    assert score_cues(PUNCTUATED, DEFAULT, changed).total < 1.0


def test_adding_a_question_mark_to_raw_asr_is_free() -> None:
    words = _words("do you want to go home now")
    ref = solve(words, DEFAULT)
    assert ref is not None and len(ref) == 1
    asked = [dataclasses.replace(ref[0], lines=("Do you want to go home now?",))]
    assert score_cues(words, DEFAULT, asked).total == 1.0


def test_a_punctuation_only_line_counts_as_invented() -> None:
    ref = solve(PUNCTUATED, DEFAULT)
    assert ref is not None
    junk = [dataclasses.replace(c, lines=(*c.lines, "—")) for c in ref if len(c.lines) == 1]
    assert junk, "the reference needs a one-line cue"
    padded = [junk[0] if c.index == junk[0].index else c for c in ref]
    report = score_cues(PUNCTUATED, DEFAULT, padded)
    assert report.total < 1.0 and "—" in report.invented


def test_well_formed_italics_are_free_and_not_counted() -> None:
    ref = solve(PUNCTUATED, DEFAULT)
    assert ref is not None
    italic = [dataclasses.replace(ref[0], lines=tuple(f"<i>{line}</i>" for line in ref[0].lines))]
    assert score_cues(PUNCTUATED, DEFAULT, [*italic, *ref[1:]]).total == 1.0
    # A tag spanning both lines of a cue, and bold and underline.
    spanning = dataclasses.replace(ref[0], lines=(f"<b><u>{ref[0].lines[0]}", *ref[0].lines[1:]))
    spanning = dataclasses.replace(
        spanning, lines=(*spanning.lines[:-1], spanning.lines[-1] + "</u></b>")
    )
    assert score_cues(PUNCTUATED, DEFAULT, [spanning, *ref[1:]]).total == 1.0


@pytest.mark.parametrize("bad", ["<i>{}", "{}</i>", "<i>{}</b>", "<x>{}</x>"])
def test_malformed_tags_are_invented_text(bad: str) -> None:
    ref = solve(PUNCTUATED, DEFAULT)
    assert ref is not None
    tagged = dataclasses.replace(ref[0], lines=(bad.format(ref[0].lines[0]), *ref[0].lines[1:]))
    assert score_cues(PUNCTUATED, DEFAULT, [tagged, *ref[1:]]).total < 1.0


def test_a_long_think_block_does_not_count_toward_the_answer_limit() -> None:
    ref = solve(PUNCTUATED, DEFAULT)
    assert ref is not None
    thinking = "<think>" + "Lines of 42 characters; break at commas. " * 800 + "</think>\n"
    assert len(thinking) > 30_000
    assert score(PUNCTUATED, DEFAULT, thinking + compose(ref)).total == 1.0


def test_a_think_block_over_its_cap_scores_zero() -> None:
    ref = solve(PUNCTUATED, DEFAULT)
    assert ref is not None
    thinking = "<think>" + "x" * MAX_THINK_CHARS + "</think>\n"
    report = score(PUNCTUATED, DEFAULT, thinking + compose(ref))
    assert report.total == 0.0 and "think block" in (report.parse_error or "")


FALSE_START = _words("The, the two of us argued about the slides for Monday.")


def test_cleaning_a_false_start_never_scores_below_garbling_it() -> None:
    ref = solve(FALSE_START, DEFAULT)
    assert ref is not None and len(ref) == 1
    text = ref[0].lines
    cleaned = [
        dataclasses.replace(ref[0], lines=tuple(line.replace("The, the", "The") for line in text))
    ]
    garbles = ["The, teh", "Thethe", "Teh, the", "Teh", "Thee", "Tthe"]
    clean = score_cues(FALSE_START, DEFAULT, cleaned).total
    assert clean < 1.0  # the task keeps every word
    for garble in garbles:
        garbled = [
            dataclasses.replace(
                ref[0], lines=tuple(line.replace("The, the", garble) for line in text)
            )
        ]
        assert clean >= score_cues(FALSE_START, DEFAULT, garbled).total, garble
