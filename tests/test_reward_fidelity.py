"""The reward scores what the viewer sees and agrees with professional
subtitlers: every surface trick costs, a typo never costs more than silence,
professional segmentations score 1.0 (issue 9)."""

from __future__ import annotations

import dataclasses
import unicodedata
from pathlib import Path

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.profile import DEFAULT, Profile
from captionsmith.core.srt import Cue, compose
from captionsmith.core.text import display_width, ends_sentence
from captionsmith.core.words import Word
from captionsmith.criteria.checks import constraint_violations
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.judging.prompt import render_user_prompt
from captionsmith.judging.scoring import score, score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.notation import parse_layout
from captionsmith.solving.perturb import (
    RLO,
    all_caps,
    compat_garble,
    fit_by_garbling,
    fullwidth,
    last_word_edits,
    math_bold,
    relines,
    strip_punctuation,
    surface_attacks,
)
from captionsmith.solving.policies import greedy_cues
from captionsmith.solving.solver import solve
from captionsmith.solving.tasks import make_task, reference_cues

FIXTURE = Path(__file__).parent / "fixtures" / "professional_segmentation.txt"
# Twelve punctuated tasks (raw ASR has no punctuation a trick could strip).
TASKS = [
    task
    for task in (make_task(5, i, DEFAULT, GeneratorConfig(difficulty=3)) for i in range(30))
    if any(ends_sentence(w.text) for w in task.words)
][:12]
REFS = [reference_cues(task) for task in TASKS]


def _total(task, cues: list[Cue] | None) -> float:
    assert cues is not None, "the perturbation does not apply to this answer"
    return score_cues(task.words, task.profile, cues).total


# -- the surface tricks ------------------------------------------------------

# Thresholds from issue 9: garbled or wide letters at most 0.8, bidi controls
# and symbol padding at most 0.95, punctuation stripping and ALL CAPS below 0.99.
LIMITS = {
    "garbled letters (ﬁ, ㏌ …)": 0.8,
    "full-width letters": 0.8,
    "mathematical bold letters": 0.8,
    "right-to-left override per line": 0.95,
    "♪ padding where it fits": 0.95,
    "no punctuation": 0.99,
    "ALL CAPS": 0.99,
}


@pytest.mark.parametrize("name", sorted(LIMITS))
def test_surface_trick_scores_below_its_limit(name: str) -> None:
    totals = [
        _total(task, surface_attacks(task.profile, ref)[name])
        for task, ref in zip(TASKS, REFS, strict=True)
    ]
    assert max(totals) <= LIMITS[name], totals


def test_every_task_has_punctuation_to_strip() -> None:
    # Otherwise the punctuation test above could pass on unpunctuated tasks.
    assert len(TASKS) == 12
    assert all(sum(ends_sentence(w.text) for w in t.words) >= 3 for t in TASKS)


@pytest.mark.parametrize("k", range(len(TASKS)))
def test_garbling_too_wide_lines_never_raises_the_total(k: int) -> None:
    task = TASKS[k]
    wide = greedy_cues(list(task.words), dataclasses.replace(task.profile, max_chars_per_line=45))
    garbled = relines(wide, lambda line: fit_by_garbling(line, task.profile.max_chars_per_line))
    assert garbled != wide  # garbling did change something
    assert _total(task, garbled) < _total(task, wide)


@pytest.mark.parametrize("k", range(len(TASKS)))
def test_a_typo_never_scores_below_leaving_the_word_out(k: int) -> None:
    typed, dropped = last_word_edits(REFS[k])
    assert typed is not None
    assert _total(TASKS[k], typed) >= _total(TASKS[k], dropped)
    assert _total(TASKS[k], typed) < 1.0


def test_a_leading_think_block_scores_like_the_bare_answer() -> None:
    task, ref = TASKS[0], REFS[0]
    bare = score(task.words, task.profile, compose(ref))
    thought = score(task.words, task.profile, "<think>\nshort lines\n</think>\n\n" + compose(ref))
    assert bare.total == thought.total == 1.0
    twice = score(task.words, task.profile, "<think>a</think><think>b</think>\n" + compose(ref))
    trailing = score(task.words, task.profile, compose(ref) + "\n<think>a</think>\n")
    assert twice.total == trailing.total == 0.0 and twice.parse_error and trailing.parse_error


_TRANSFORMS = {"compat": compat_garble, "fullwidth": fullwidth, "math bold": math_bold}


@settings(max_examples=150, deadline=None)
@given(
    task_index=st.integers(0, len(TASKS) - 1),
    cue_pick=st.integers(0, 10_000),
    word_pick=st.integers(0, 10_000),
    kind=st.sampled_from(sorted(_TRANSFORMS)),
)
def test_replacing_letters_with_lookalikes_always_lowers_the_total(
    task_index: int, cue_pick: int, word_pick: int, kind: str
) -> None:
    task, ref = TASKS[task_index], REFS[task_index]
    k = cue_pick % len(ref)
    words = ref[k].lines[0].split()
    w = word_pick % len(words)
    changed = _TRANSFORMS[kind](words[w])
    if changed == words[w]:
        event("word has no letters this transform changes")
        changed = compat_garble(words[w]) if kind == "compat" else changed
    if changed == words[w]:
        return
    event(f"garbled with {kind}")
    line = " ".join([*words[:w], changed, *words[w + 1 :]])
    cues = [*ref[:k], dataclasses.replace(ref[k], lines=(line, *ref[k].lines[1:])), *ref[k + 1 :]]
    assert _total(task, cues) < 1.0


@settings(max_examples=150, deadline=None)
@given(
    task_index=st.integers(0, len(TASKS) - 1),
    cue_pick=st.integers(0, 10_000),
    symbol=st.sampled_from(["♪", "*", "#", "🎵", "\u202e", "\u200b", "♪♪", "→"]),
    attached=st.booleans(),
)
def test_a_symbol_chunk_always_lowers_the_total(
    task_index: int, cue_pick: int, symbol: str, attached: bool
) -> None:
    task, ref = TASKS[task_index], REFS[task_index]
    k = cue_pick % len(ref)
    event("attached to a word" if attached else "a chunk of its own")
    line = ref[k].lines[0] + (symbol if attached else " " + symbol)
    cues = [*ref[:k], dataclasses.replace(ref[k], lines=(line, *ref[k].lines[1:])), *ref[k + 1 :]]
    assert _total(task, cues) < 1.0


@settings(max_examples=150, deadline=None)
@given(
    task_index=st.integers(0, len(TASKS) - 1),
    cue_pick=st.integers(0, 10_000),
    word_pick=st.integers(0, 10_000),
    letter=st.sampled_from("abcdefghijklmnopqrstuvwxyz"),
    where=st.integers(0, 30),
)
def test_a_typo_anywhere_never_scores_below_its_omission(
    task_index: int, cue_pick: int, word_pick: int, letter: str, where: int
) -> None:
    task, ref = TASKS[task_index], REFS[task_index]
    k = cue_pick % len(ref)
    line_no = word_pick % len(ref[k].lines)
    words = ref[k].lines[line_no].split()
    w = word_pick % len(words)
    position = where % len(words[w])
    typed_word = words[w][:position] + letter + words[w][position + 1 :]
    if typed_word.lower() == words[w].lower():
        return
    event("typo at the end of a line" if w == len(words) - 1 else "typo inside a line")

    def with_line(text: str) -> list[Cue]:
        lines = list(ref[k].lines)
        lines[line_no] = text
        lines = [x for x in lines if x.strip()]
        if not lines:
            return [*ref[:k], *ref[k + 1 :]]
        return [*ref[:k], dataclasses.replace(ref[k], lines=tuple(lines)), *ref[k + 1 :]]

    typed = with_line(" ".join([*words[:w], typed_word, *words[w + 1 :]]))
    dropped = with_line(" ".join([*words[:w], *words[w + 1 :]]))
    dropped = [dataclasses.replace(c, index=n) for n, c in enumerate(dropped, start=1)]
    assert _total(task, typed) >= _total(task, dropped) - 1e-12


# -- surface rules on unpunctuated ASR ----------------------------------------


def test_restoring_case_and_punctuation_on_raw_asr_costs_nothing() -> None:
    words = [
        Word("so", 0, 200),
        Word("i", 250, 350),
        Word("think", 400, 700),
        Word("its", 750, 900),
        Word("fine", 950, 1300),
    ]
    raw = [Cue(1, 0, 1300, ("so i think its fine",))]
    restored = [Cue(1, 0, 1300, ("So, I think it's fine.",))]
    assert score_cues(words, DEFAULT, raw).total == 1.0
    assert score_cues(words, DEFAULT, restored).total == 1.0


def test_title_case_costs_on_a_cased_source() -> None:
    task, ref = TASKS[3], REFS[3]
    title = relines(ref, lambda line: " ".join(w[:1].upper() + w[1:] for w in line.split()))
    assert title != ref
    report = score_cues(task.words, task.profile, title)
    assert report.surface_changed > 0 and report.total < 0.99


def test_case_and_punctuation_changes_cost_in_proportion() -> None:
    task, ref = TASKS[1], REFS[1]
    one = relines(ref[:1], all_caps) + ref[1:]
    every = relines(ref, all_caps)
    assert 1.0 > _total(task, one) > _total(task, every)
    k = next(k for k, cue in enumerate(ref) if relines([cue], strip_punctuation) != [cue])
    one_stripped = [*ref[:k], *relines(ref[k : k + 1], strip_punctuation), *ref[k + 1 :]]
    assert 1.0 > _total(task, one_stripped) > _total(task, relines(ref, strip_punctuation))


# -- display width --------------------------------------------------------------


def test_wide_characters_count_two_columns_in_solver_checker_and_scorer() -> None:
    profile = Profile(max_chars_per_line=12)
    words = [Word("日本語の", 0, 500), Word("字幕", 520, 900), Word("です。", 950, 1400)]
    cues = reference_cues_for(words, profile)
    assert max(display_width(line) for cue in cues for line in cue.lines) <= 12
    assert len([line for cue in cues for line in cue.lines]) == 2
    assert score_cues(words, profile, cues).total == 1.0
    one_line = [Cue(1, 0, 1400, ("日本語の 字幕 です。",))]  # 11 characters, 20 columns
    assert score_cues(words, profile, one_line).constraints == 0.0
    assert [v.rule for v in constraint_violations(one_line, profile)] == ["chars_per_line"]
    assert "wide" in render_user_prompt(words, profile)


def reference_cues_for(words: list[Word], profile: Profile) -> list[Cue]:
    cues = solve(words, profile)
    assert cues is not None
    return cues


# -- professional segmentation ----------------------------------------------------

RATE_CPS = 15  # speech rate of the synthetic timings, below the default 17 cps


def case_from_layout(raw: str) -> tuple[str, list[Word], list[Cue]]:
    """A sentence in slash notation as (text, words, cues); see
    :func:`captionsmith.solving.notation.parse_layout`."""
    words, cues = parse_layout(raw, RATE_CPS)
    return raw, words, cues


def professional_cases() -> list[tuple[str, list[Word], list[Cue]]]:
    """Each fixture sentence as :func:`case_from_layout` makes it."""
    return [
        case_from_layout(raw)
        for raw in FIXTURE.read_text(encoding="utf-8").splitlines()
        if raw.strip() and not raw.startswith("#")
    ]


CASES = professional_cases()


def test_the_fixture_has_150_sentences_and_their_breaks() -> None:
    assert len(CASES) >= 150
    breaks = sum(raw.count(" / ") + raw.count(" // ") for raw, _, _ in CASES)
    assert breaks >= len(CASES)


# The fixture's sentences that change subtitle at a comma where one cue would
# hold the sentence: 3 of the 55 commas inside a sentence (the other 52 stay
# inside one cue).  BBC: "each subtitle should ideally be a single sentence";
# the judge prices the minority choice at its cheapest flaw (COMMA_SPLIT).
COMMA_SPLITS = 3


@pytest.mark.parametrize(("raw", "words", "cues"), CASES, ids=[c[0][:40] for c in CASES])
def test_professional_segmentation_scores_one(raw: str, words: list[Word], cues: list[Cue]) -> None:
    report = score_cues(words, DEFAULT, cues)
    if report.total < 1.0:  # only the cheapest flaw, a sentence split at a comma
        assert [f.rule for f in report.findings] == ["comma_split"], (raw, report)
        assert report.total > 0.9
    else:
        assert report.total == 1.0


def test_few_professional_sentences_change_subtitle_at_a_comma() -> None:
    priced = [raw for raw, words, cues in CASES if score_cues(words, DEFAULT, cues).total < 1.0]
    assert len(priced) == COMMA_SPLITS, priced


def test_breaking_after_a_connector_still_costs() -> None:
    _raw, words, cues = next(c for c in CASES if c[0].startswith("We spent the whole summer"))
    # "We spent the whole summer in / a small village near the coast."
    line1, line2 = cues[0].lines
    moved = [dataclasses.replace(cues[0], lines=(line1 + " in", line2.removeprefix("in ")))]
    report = score_cues(words, DEFAULT, moved)
    assert report.segmentation < 0.25 and report.connector_endings == (1,)


def test_a_break_inside_a_phrase_costs_and_a_dangling_one_more() -> None:
    # "We | were" splits a subject pronoun from its verb; "leave | when" exists.
    _raw, words, cues = case_from_layout(
        "We were about to leave / when the phone rang again and again."
    )
    assert score_cues(words, DEFAULT, cues).segmentation == 1.0
    split = [
        dataclasses.replace(
            cues[0], lines=("We were about to", "leave when the phone rang again and again.")
        )
    ]
    report = score_cues(words, DEFAULT, split)
    assert report.segmentation < 1.0 and report.unnatural_boundaries == (1,)
    inside = [
        dataclasses.replace(
            cues[0], lines=("We were about to leave when the", "phone rang again and again.")
        )
    ]
    dangling = score_cues(words, DEFAULT, inside)  # ends a line on an article
    assert dangling.segmentation < report.segmentation and dangling.connector_endings == (1,)


def test_subject_noun_phrase_and_verb_phrase_may_part() -> None:
    # Between a subject noun phrase and its verb phrase: a break the Netflix
    # and BBC guides accept.
    _raw, words, cues = case_from_layout(
        "Every employee in the building / needs a badge by Monday."
    )
    assert score_cues(words, DEFAULT, cues).total == 1.0


def test_a_double_hyphen_dash_is_punctuation() -> None:
    words = [
        Word(w, 300 * k, 300 * k + 250)
        for k, w in enumerate("I was going to -- well, never mind what I said.".split())
    ]
    t = SegmentationRules(words, DEFAULT)
    assert len(t) == len(words) - 1  # "--" belongs to "to"
    assert t.words[3].text == "to --" and t.natural[3] and not t.dangling[3]


def test_punctuation_only_words_belong_to_the_word_before() -> None:
    words = [
        Word("Well", 0, 300),
        Word("...", 300, 320),
        Word("maybe", 800, 1200),
        Word("not.", 1250, 1700),
    ]
    answer = [Cue(1, 0, 1700, ("Well... maybe not.",))]
    report = score_cues(words, DEFAULT, answer)
    assert report.total == 1.0 and report.source_tokens == 3
    spaced = [Cue(1, 0, 1700, ("Well ... maybe not.",))]
    assert score_cues(words, DEFAULT, spaced).total == 1.0


def test_docs_and_prompt_state_the_same_segmentation_rules() -> None:
    from captionsmith.judging.prompt import DIALOGUE_RULE, SEGMENTATION_RULES, render_user_prompt

    design = " ".join((Path(__file__).parents[1] / "DESIGN.md").read_text(encoding="utf-8").split())
    prompt = render_user_prompt([Word("Hi.", 0, 500)], DEFAULT)
    for rule in SEGMENTATION_RULES:
        assert rule in prompt
        assert rule in design, rule
    assert DIALOGUE_RULE in design
    assert "Each word has a speaker" not in prompt  # only diarised tasks get the dialogue rule
    diarised = render_user_prompt([Word("Hi.", 0, 500, "A"), Word("Yo.", 600, 900, "B")], DEFAULT)
    assert DIALOGUE_RULE.format(dash="-") in diarised


def test_no_compatibility_letter_matches_what_it_folds_to() -> None:
    from captionsmith.core.surface import surface_kept
    from captionsmith.core.text import match_key

    letters = [
        ch
        for ch in map(chr, range(0x20, 0x30000))
        if unicodedata.category(ch)[0] == "L"
        and unicodedata.normalize("NFC", ch) == ch
        and unicodedata.normalize("NFKC", ch) != ch
    ]
    assert len(letters) > 1000
    for ch in letters:
        plain = unicodedata.normalize("NFKC", ch)
        assert match_key(ch) != match_key(plain) or not surface_kept(plain, ch), hex(ord(ch))


def test_rtl_override_on_a_single_line_costs() -> None:
    task, ref = TASKS[2], REFS[2]
    cues = [dataclasses.replace(ref[0], lines=(RLO + ref[0].lines[0], *ref[0].lines[1:])), *ref[1:]]
    assert _total(task, cues) < 1.0


@pytest.mark.parametrize("k", range(6))
def test_punctuation_padding_cannot_excuse_a_late_end(k: int) -> None:
    """Padding a cue with dots raises its cps need, which once stretched the
    end window; a late end must stay late however much is padded."""
    task, ref = TASKS[k], REFS[k]
    late = [dataclasses.replace(c, end_ms=c.end_ms + 1500) for c in ref]
    late = [
        dataclasses.replace(c, end_ms=min(c.end_ms, ref[n + 1].start_ms - 83))
        if n + 1 < len(ref)
        else c
        for n, c in enumerate(late)
    ]
    padded = relines(late, lambda line: line + " " + "." * 40)
    late_timing = score_cues(task.words, task.profile, late).timing
    assert late_timing < 1.0
    assert score_cues(task.words, task.profile, padded).timing <= late_timing


BAD_FIXTURE = Path(__file__).parent / "fixtures" / "bad_segmentation.txt"


def bad_cases() -> list[tuple[str, str, list[Word], list[Cue]]]:
    out = []
    for raw in BAD_FIXTURE.read_text(encoding="utf-8").splitlines():
        if raw.strip() and not raw.startswith("#"):
            layout, fault = raw.split("  #: ")
            out.append((fault, *case_from_layout(layout)))
    return out


BAD = bad_cases()


def test_the_bad_layout_fixture_covers_each_fault() -> None:
    assert len(BAD) >= 20
    faults = " ".join(fault for fault, *_ in BAD)
    for kind in ("orphan", "noun", "name", "pronoun", "speakers", "needless", "unbalanced"):
        assert kind in faults, kind


@pytest.mark.parametrize(("fault", "raw", "words", "cues"), BAD, ids=[b[0] for b in BAD])
def test_each_bad_layout_costs(fault: str, raw: str, words: list[Word], cues: list[Cue]) -> None:
    report = score_cues(words, DEFAULT, cues)
    assert report.segmentation < 1.0 and report.total < 1.0, (raw, report)
    # And the solver, given the same words, finds a layout that scores 1.0
    # whenever one exists: the fault was a choice, not the words' fault.
    solved = solve(words, DEFAULT)
    if solved is not None:
        assert score_cues(words, DEFAULT, solved).total == 1.0
