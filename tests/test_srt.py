"""The strict SRT layer: round trips, every rejected malformation with its
line number, and conformance with cdown's ``srt`` library."""

from __future__ import annotations

from datetime import timedelta

import pytest
import srt as peer  # type: ignore[import-untyped]
from hypothesis import given
from hypothesis import strategies as st

from captionsmith.core.srt import (
    Cue,
    SrtError,
    compose,
    format_timestamp,
    parse,
    parse_answer,
    parse_timestamp,
)

CANONICAL = (
    "1\n"
    "00:00:01,000 --> 00:00:02,500\n"
    "Hello there,\n"
    "general Kenobi.\n"
    "\n"
    "2\n"
    "00:00:02,583 --> 00:00:04,000\n"
    "You are a bold one.\n"
)

# Characters a text line may hold: printable, no separators, no controls.
_text_chars = st.characters(
    blacklist_categories=("Cc", "Cs", "Zl", "Zp"),
    blacklist_characters="\ufeff",
)
_text_line = (
    st.text(_text_chars, min_size=1, max_size=30)
    .filter(lambda s: s.strip() and not s.lstrip().startswith("```"))
    .filter(lambda s: "-->" not in s and "->" not in s and ">" not in s)
)


@st.composite
def cue_lists(draw: st.DrawFn) -> list[Cue]:
    count = draw(st.integers(0, 8))
    cues = []
    clock = draw(st.integers(0, 10**7))
    for index in range(1, count + 1):
        start = clock + draw(st.integers(0, 5000))
        end = start + draw(st.integers(1, 10**6))
        lines = tuple(draw(st.lists(_text_line, min_size=1, max_size=3)))
        cues.append(Cue(index, start, end, lines))
        clock = end
    return cues


@given(cue_lists())
def test_round_trip_parse_compose(cues: list[Cue]) -> None:
    assert parse(compose(cues)) == cues


@given(cue_lists())
def test_compose_is_canonical_fixed_point(cues: list[Cue]) -> None:
    text = compose(cues)
    assert compose(parse(text)) == text


@given(cue_lists())
def test_peer_library_reads_our_output_identically(cues: list[Cue]) -> None:
    theirs = list(peer.parse(compose(cues)))
    assert len(theirs) == len(cues)
    for ours, other in zip(cues, theirs, strict=True):
        assert other.index == ours.index
        assert other.start == timedelta(milliseconds=ours.start_ms)
        assert other.end == timedelta(milliseconds=ours.end_ms)
        assert other.content == "\n".join(ours.lines)


@given(cue_lists())
def test_we_accept_peer_canonical_output(cues: list[Cue]) -> None:
    subs = [
        peer.Subtitle(
            c.index,
            timedelta(milliseconds=c.start_ms),
            timedelta(milliseconds=c.end_ms),
            "\n".join(c.lines),
        )
        for c in cues
    ]
    text = peer.compose(subs, reindex=False)
    assert parse(text) == cues
    assert peer.compose(subs, reindex=False, eol="\r\n").replace("\r\n", "\n") == text
    assert parse(peer.compose(subs, reindex=False, eol="\r\n")) == cues


def test_canonical_text_round_trips() -> None:
    assert compose(parse(CANONICAL)) == CANONICAL


@pytest.mark.parametrize(
    "variant",
    [
        "\ufeff" + CANONICAL,
        CANONICAL.replace("\n", "\r\n"),
        CANONICAL + "\n\n\n",
        CANONICAL.rstrip("\n"),
        CANONICAL.replace("00:00:0", "100:00:0"),
    ],
    ids=["bom", "crlf", "trailing-newlines", "no-final-newline", "three-digit-hours"],
)
def test_accepted_variations(variant: str) -> None:
    cues = parse(variant)
    assert len(cues) == 2
    assert cues[0].lines == ("Hello there,", "general Kenobi.")


def _swap(old: str, new: str) -> str:
    assert old in CANONICAL
    return CANONICAL.replace(old, new, 1)


# (id, text, expected line, a fragment of the message)
MALFORMED = [
    ("dot-separator", _swap("01,000 -->", "01.000 -->"), 2, "timing line"),
    ("fullwidth-comma", _swap("01,000 -->", "01，000 -->"), 2, "timing line"),
    ("two-ms-digits", _swap("01,000 -->", "01,00 -->"), 2, "timing line"),
    ("four-ms-digits", _swap("01,000 -->", "01,0000 -->"), 2, "timing line"),
    ("one-digit-hour", _swap("00:00:01,000 -->", "0:00:01,000 -->"), 2, "timing line"),
    ("minutes-60", _swap("00:00:01,000 -->", "00:60:01,000 -->"), 2, "timing line"),
    ("seconds-99", _swap("00:00:01,000 -->", "00:00:99,000 -->"), 2, "timing line"),
    ("short-arrow", _swap(" --> 00:00:02,500", " -> 00:00:02,500"), 2, "timing line"),
    ("no-spaces-arrow", _swap(" --> 00:00:02,500", "-->00:00:02,500"), 2, "timing line"),
    ("double-space", _swap(" --> 00:00:02,500", "  --> 00:00:02,500"), 2, "timing line"),
    ("tab-in-timing", _swap(" --> 00:00:02,500", "\t--> 00:00:02,500"), 2, "U+0009"),
    ("coordinates", _swap("02,500\n", "02,500 X1:10 X2:20 Y1:1 Y2:2\n"), 2, "timing line"),
    ("trailing-space-timing", _swap("02,500\n", "02,500 \n"), 2, "timing line"),
    ("missing-index", CANONICAL[2:], 1, "expected cue index 1"),
    ("non-numeric-index", _swap("2\n00", "two\n00"), 6, "expected cue index 2"),
    ("index-out-of-order", _swap("2\n00", "3\n00"), 6, "found index 3"),
    ("zero-padded-index", _swap("2\n00", "02\n00"), 6, "expected cue index 2"),
    ("index-trailing-space", _swap("2\n00", "2 \n00"), 6, "expected cue index 2"),
    ("empty-cue", _swap("You are a bold one.\n", ""), 8, "empty cue"),
    ("blank-line-in-cue", _swap("Hello there,\n", "Hello there,\n\n"), 5, "expected cue index 2"),
    ("whitespace-line-in-cue", _swap("Hello there,\n", "Hello there,\n   \n"), 4, "whitespace"),
    ("two-blank-lines", _swap("\n\n2", "\n\n\n2"), 6, "blank line"),
    (
        "no-blank-between-cues",
        _swap("Kenobi.\n\n2\n", "Kenobi.\n2\n"),
        6,
        "missing blank line",
    ),
    ("webvtt-header", "WEBVTT\n\n" + CANONICAL, 1, "expected cue index 1"),
    ("leading-garbage", "Here you go:\n" + CANONICAL, 1, "expected cue index 1"),
    ("trailing-garbage", CANONICAL + "\nThanks!\n", 10, "expected cue index 3"),
    ("leading-blank-line", "\n" + CANONICAL, 1, "blank line"),
    ("control-char", _swap("Hello", "Hel\x07lo"), 3, "U+0007"),
    ("line-separator", _swap("Hello", "Hel\u2028lo"), 3, "U+2028"),
    ("paragraph-separator", _swap("bold", "bo\u2029ld"), 8, "U+2029"),
    ("bom-in-middle", _swap("bold", "bo\ufeffld"), 8, "U+FEFF"),
    ("lone-cr", _swap("Hello there,\n", "Hello\rthere,\n"), 3, "lone CR"),
    ("mixed-endings", CANONICAL.replace("\n", "\r\n", 3), 4, "LF without CR"),
    ("end-equals-start", _swap("00:00:02,500\n", "00:00:01,000\n"), 2, "end time"),
    ("end-before-start", _swap("00:00:02,500\n", "00:00:00,500\n"), 2, "end time"),
    ("overlap", _swap("00:00:02,583 -->", "00:00:02,000 -->"), 7, "overlap"),
    (
        "out-of-order",
        _swap("00:00:02,583 --> 00:00:04,000", "00:00:00,100 --> 00:00:00,500"),
        7,
        "out of order",
    ),
    ("fence-inside", _swap("Hello there,\n", "```\nHello there,\n"), 3, "code fence"),
    ("negative-time", _swap("00:00:01,000 -->", "-00:00:01,000 -->"), 2, "timing line"),
    ("missing-timing", CANONICAL + "\n3\n", 11, "timing line after index 3"),
]


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [case[1:] for case in MALFORMED],
    ids=[case[0] for case in MALFORMED],
)
def test_rejected_malformation_reports_line(text: str, line: int, fragment: str) -> None:
    with pytest.raises(SrtError) as info:
        parse(text)
    assert info.value.line == line, str(info.value)
    assert fragment in info.value.message


def test_control_character_rejected_with_message() -> None:
    with pytest.raises(SrtError, match="U\\+0000"):
        parse(_swap("bold", "bo\x00ld"))


def test_answer_strips_one_fence_and_surrounding_blank_lines() -> None:
    fenced = "\n```srt\n" + CANONICAL + "```\n\n"
    assert parse_answer(fenced) == parse(CANONICAL)
    assert parse_answer("```\n" + CANONICAL + "```") == parse(CANONICAL)


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("```srt\n" + CANONICAL, 9, "closing"),
        ("```srt\n```srt\n" + CANONICAL + "```\n```\n", 2, "expected cue index 1"),
        ("Here:\n```srt\n" + CANONICAL + "```\n", 1, "expected cue index 1"),
        ("```srt\n" + CANONICAL + "```\nHope this helps!\n", 11, "closing"),
        ("``` srt please\n" + CANONICAL + "```\n", 1, "opening code fence"),
    ],
    ids=["unclosed", "double-fence", "prose-before", "prose-after", "bad-opening"],
)
def test_answer_rejects_anything_outside_the_fence(text: str, line: int, fragment: str) -> None:
    with pytest.raises(SrtError) as info:
        parse_answer(text)
    assert info.value.line == line, str(info.value)
    assert fragment in info.value.message


def test_answer_line_numbers_refer_to_the_original_text() -> None:
    with pytest.raises(SrtError) as info:
        parse_answer("\n\n```srt\n" + _swap("01,000 -->", "01.000 -->") + "```\n")
    assert info.value.line == 5


def test_empty_text_is_no_cues() -> None:
    assert parse("") == []
    assert compose([]) == ""


@given(st.integers(0, 10**9))
def test_timestamp_round_trip(ms: int) -> None:
    assert parse_timestamp(format_timestamp(ms)) == ms


@pytest.mark.parametrize(
    "kwargs",
    [
        {"index": 0},
        {"start_ms": -1},
        {"end_ms": 0},
        {"lines": ()},
        {"lines": ("ok", "")},
        {"lines": ("a\nb",)},
        {"lines": ("00:00:01,000 --> 00:00:02,000",)},
        {"start_ms": 1.5},
    ],
)
def test_cue_rejects_invalid_fields(kwargs: dict) -> None:
    fields = {"index": 1, "start_ms": 0, "end_ms": 1000, "lines": ("ok",)} | kwargs
    with pytest.raises(ValueError):
        Cue(**fields)


def test_compose_rejects_invalid_sequences() -> None:
    a = Cue(1, 0, 1000, ("a",))
    with pytest.raises(ValueError, match="indices"):
        compose([Cue(2, 0, 1000, ("a",))])
    with pytest.raises(ValueError, match="starts before"):
        compose([a, Cue(2, 500, 1500, ("b",))])
