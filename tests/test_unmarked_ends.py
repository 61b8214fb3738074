"""Sentence ends without marks (issue 27, item 6), and the two surface rules
decided from the guides: spaces inside Japanese and Chinese lines, and the
Spanish dialogue dash.

Raw ASR has no punctuation and subtitles drop 。, so the language finds a
sentence end from the words and the timing; a professional cue break there
earns full credit, and a line that ends on the next sentence's first word
is an orphan as it would be with a mark."""

from __future__ import annotations

import helpers
import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.languages import LANGUAGES
from captionsmith.core.measures import measure
from captionsmith.core.profile import resolve_profile
from captionsmith.core.srt import Cue
from captionsmith.core.verdicts import Verdict
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.scoring import score_cues
from captionsmith.languages import BreakClass
from captionsmith.languages.sentence_ends import unmarked_ends
from captionsmith.solving.notation import parse_layout

AGREEMENT = helpers.load_script(
    "segmentation_agreement"
)  # scripts/segmentation_agreement.py: the fixtures' profiles and rate
PROFILES = AGREEMENT.PROFILES


def _score(language: str, layout: str) -> float:
    profile = resolve_profile(PROFILES[language])
    rate = AGREEMENT.speech_rate(language, profile)
    words, cues = parse_layout(layout, rate_cps=rate, profile=profile)
    return score_cues(words, profile, cues).segmentation


# A professional cue break at a sentence end the transcript does not mark.
PROFESSIONAL = [
    ("ja", "待て よ // 酔って ない"),
    ("ja", "もう 帰り ます ~ // 明日 また 来 ます"),
    ("ja", "本当 に 行った ~ // 誰 も 信じて くれ ない"),
    ("zh", "你 明天 来 吗 // 我 在 家 等 你"),
    ("zh", "我们 已经 吃 了 ~ // 你 自己 去 吧"),
    ("en", "we finished the prototype last week ~ // so now we test it with real users"),
    ("fr", "on a fini le prototype la semaine dernière ~ // alors maintenant on le teste"),
    ("es", "terminamos el prototipo la semana pasada ~ // entonces ahora lo probamos"),
    ("de", "Abends mache ich das Licht aus / und gehe früh ins Bett."),
    ("de", "Wir nahmen Bilder an vierzig Tagen auf // Dann haben wir sie verglichen."),
]


@pytest.mark.parametrize(("language", "layout"), PROFESSIONAL)
def test_a_break_at_an_unmarked_sentence_end_earns_full_credit(language: str, layout: str) -> None:
    assert _score(language, layout) == 1.0


@pytest.mark.parametrize(
    ("language", "better", "worse"),
    [
        # the cue ends on the next sentence's first word: an orphan, as with a mark
        (
            "en",
            "we finished the prototype last week ~ // so now we test it with real users",
            "we finished the prototype last week ~ so // now we test it with real users",
        ),
        ("ja", "もう 帰り ます ~ // 明日 また 来 ます", "もう 帰り ます ~ 明日 // また 来 ます"),
        ("zh", "你 明天 来 吗 // 我 在 家 等 你", "你 明天 来 吗 我 // 在 家 等 你"),
    ],
)
def test_a_cue_that_ends_on_the_next_sentences_first_word_costs(
    language: str, better: str, worse: str
) -> None:
    assert _score(language, worse) < _score(language, better) == 1.0


def test_a_hesitation_is_not_a_sentence_end() -> None:
    """A pause after an article, or before a word that opens no clause, ends
    nothing; nor does a pause in a transcript that marks its sentences."""
    profile = resolve_profile("default")
    words, _ = parse_layout("we bought the ~ new car ~ yesterday ~ and it broke", profile=profile)
    t = SegmentationRules(words, profile)
    assert [w.text for w, end in zip(t.words, t.sentence_end, strict=True) if end] == ["yesterday"]
    words, _ = parse_layout("We bought a car. ~ It was new ~ and it broke.", profile=profile)
    t = SegmentationRules(words, profile)
    assert [w.text for w, end in zip(t.words, t.sentence_end, strict=True) if end] == [
        "car.",
        "broke.",
    ]


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # a German separable particle before a conjunction or a new sentence is no preposition
        ("Abends mache ich das Licht aus und gehe ins Bett.", "aus"),
        ("Sie riefen mich gestern an aber ich war nicht da.", "an"),
        # a real preposition still dangles
        ("Ich warte auf den Bus und lese.", None),
    ],
)
def test_a_german_particle_at_a_clause_end_never_dangles(words: str, expected: str | None) -> None:
    profile = resolve_profile("netflix-de")
    parsed, _ = parse_layout(words, profile=profile)
    t = SegmentationRules(parsed, profile)
    particles = {"aus", "an", "auf"}
    dangling = [
        w.text for w, d in zip(t.words, t.dangling, strict=True) if d and w.text in particles
    ]
    if expected is None:
        assert dangling == ["auf"]
    else:
        assert dangling == []
        k = [w.text for w in t.words].index(expected)
        assert t.classes[k] is BreakClass.PHRASE


@settings(max_examples=150, deadline=None)
@given(
    language=st.sampled_from(LANGUAGES),
    words=st.lists(
        st.sampled_from(["so", "we", "left", "Then", "ます", "よ", "吗", "了", "我", "the", "und"]),
        min_size=2,
        max_size=8,
    ),
    pause=st.integers(0, 2000),
)
def test_a_word_that_carries_a_mark_is_never_an_unmarked_end(
    language: str, words: list[str], pause: int
) -> None:
    """The mark says what a word is; only the last word before an unmarked
    word can be found, and the transcript's last word never is."""
    marked = [w + "," for w in words]
    pauses = [pause] * len(words)
    classes = [BreakClass.PHRASE] * len(words)
    assert not any(unmarked_ends(language, marked, pauses, classes))
    found = unmarked_ends(language, words, pauses, classes)
    assert not found[-1]
    event(f"found {sum(found) > 0}")


# -- spaces inside Japanese and Chinese lines -----------------------------------
# Netflix Japanese guide, punctuation: no 。 or 、; a half-width space instead
# of 、, a space between two sentences on one line.  Chinese subtitles write a
# space where a comma or full stop would stand.  A space anywhere else is a
# surface the transcript does not have.


@pytest.mark.parametrize(
    ("language", "layout", "spaced"),
    [
        (
            "ja",
            "駅 に 着いた 時、 // 最終 電車 は もう 出て いました。",
            ("駅に着いた時", "最終電車はもう出ていました"),
        ),
        ("ja", "待て よ 酔って ない", ("待てよ 酔ってない",)),
        (
            "zh",
            "好的， 我们 走 吧",
            ("好的， 我们走吧",),
        ),
        ("zh", "你 明天 来 吗 我 在 家 等 你", ("你明天来吗 我在家等你",)),
    ],
)
def test_a_space_where_a_mark_or_a_sentence_end_stands_is_free(
    language: str, layout: str, spaced: tuple[str, ...]
) -> None:
    profile = resolve_profile(PROFILES[language])
    words, cues = parse_layout(layout, rate_cps=0.9 * profile.max_cps, profile=profile)
    # the same words, with a space for the mark (or the unmarked end)
    lines = spaced
    answer = (
        [Cue(1, cues[0].start_ms, cues[-1].end_ms, lines[:1])]
        if len(lines) == 1
        else [
            Cue(n + 1, c.start_ms, c.end_ms, (line,))
            for n, (c, line) in enumerate(zip(cues, lines, strict=True))
        ]
    )
    report = score_cues(words, profile, answer)
    assert report.surface_changed == 0


@pytest.mark.parametrize("language", [c for c in LANGUAGES if not measure(c).spaced])
def test_a_space_between_every_two_words_costs(language: str) -> None:
    layout = {
        "ja": "夏 の 間 ずっと / 海辺 の 小さな 村 に いました。",
        "zh": "整个 夏天 我们 都 住 / 在 海边 的 一个 小 村子 里。",
    }[language]
    profile = resolve_profile(PROFILES[language])
    words, cues = parse_layout(layout, rate_cps=0.9 * profile.max_cps, profile=profile)
    honest = score_cues(words, profile, cues)
    k = 0
    spaced = []
    for cue in cues:
        lines = []
        for line in cue.lines:
            taken: list[str] = []
            while "".join(taken) != line and k < len(words):
                taken.append(words[k].text.rstrip("。"))
                k += 1
            lines.append(" ".join(taken))
        spaced.append(Cue(cue.index, cue.start_ms, cue.end_ms, tuple(lines)))
    assert [c.lines for c in spaced] != [c.lines for c in cues]
    attacked = score_cues(words, profile, spaced)
    assert honest.total == 1.0
    assert attacked.surface_changed > 0
    assert attacked.total < honest.total - 0.1


# -- the Spanish dialogue dash --------------------------------------------------
# Netflix's Castilian & Latin American Spanish guide (Continuity) writes two
# speakers with a hyphen ("-Te iba a decir que..." / "-¡No quiero saberlo!"), as
# the pack does; a raya (—) is not the dash the guide asks for, so it
# changes the surface like any other added mark.


def test_a_spanish_raya_as_dialogue_dash_costs_and_the_hyphen_does_not() -> None:
    profile = resolve_profile("netflix-es")
    words, cues = parse_layout("[A] ¿Vienes? / [B] Ahora voy.", rate_cps=12, profile=profile)
    assert cues[0].lines[0].startswith("-")
    honest = score_cues(words, profile, cues)
    raya = [
        Cue(
            1,
            cues[0].start_ms,
            cues[0].end_ms,
            tuple("—" + line.lstrip("- ") for line in cues[0].lines),
        )
    ]
    attacked = score_cues(words, profile, raya)
    assert honest.total == 1.0
    assert attacked.total < honest.total


def test_orphan_verdict_reaches_an_unmarked_end() -> None:
    profile = resolve_profile("default")
    words, _ = parse_layout("we finished it last week ~ then we tested it", profile=profile)
    t = SegmentationRules(words, profile)
    k = [w.text for w in t.words].index("then")
    assert t.line_break_verdict(0, k + 1, len(t)) is Verdict.ORPHAN


# -- the professional fixtures, marked and unmarked -----------------------------


# Issue 27's targets on held-out professional subtitles: at most 10 % of units
# lose credit in English and French, 12 % in Japanese and Chinese.  Our fixtures
# stand in (the Chinese unmarked one as corrected by the blind review below).
LOSING_AT_MOST = {"en": 0.10, "fr": 0.10, "de": 0.10, "es": 0.10, "ja": 0.12, "zh": 0.12}


@pytest.mark.parametrize("language", sorted(LOSING_AT_MOST))
def test_professional_fixtures_lose_credit_rarely(language: str) -> None:
    agreement = AGREEMENT
    found = agreement.fixtures(language)
    assert set(found) == {"marked", "unmarked"}
    losing = units = 0
    for path in found.values():
        m = agreement.measure(language, path)
        losing += round(m["losing"] * m["sentences"])
        units += m["sentences"]
    assert units >= 70
    assert losing / units <= LOSING_AT_MOST[language]


# -- short Chinese events: one line, as professionals deliver them ------------

LINE_REVIEW = helpers.load_script("line_review")  # scripts/line_review.py


def test_professional_readers_keep_short_chinese_events_on_one_line() -> None:
    """Two cold readers chose one line for every short event of the blind
    review, the twelve two-line cues first written in the unmarked fixture
    included, and would flag the two-line layout (Netflix: one line unless
    it exceeds the limit); the fixture now writes each of them on one line,
    and the judge prices every two-line layout below its one-line twin."""
    rows = LINE_REVIEW.rows()
    counts = LINE_REVIEW.choices(rows)
    assert len(rows) == 20
    assert sum(row["source"] == "fixture" for row in rows) == 12
    for reader in LINE_REVIEW.READERS:
        assert counts["fixture", reader, "one line"] == 12
        assert counts["control", reader, "one line"] == 8
        assert all(row[reader + " flags"] == "y" for row in rows)
    assert LINE_REVIEW.two_line_fixture_cues(rows) == []
    for row in rows:
        layout = row["layout A"] if row["two_lines"] == "A" else row["layout B"]
        first, second = (" ".join(part.replace(" ", "")) for part in layout.split("⏎"))
        assert _score("zh", f"{first} / {second}") < _score("zh", f"{first} {second}") == 1.0
