"""The speech generator: banks that parse with named mistakes, composition
that follows a section's beats, the speech layer's placements, dialogue,
and the difficulty levels' measured properties, in every registered language."""

from __future__ import annotations

import dataclasses
import itertools
import random
import statistics
from collections import Counter

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.languages import LANGUAGES
from captionsmith.core.profile import resolve_profile
from captionsmith.core.text import ends_sentence
from captionsmith.criteria.boundaries import LONG_SILENCE_MS
from captionsmith.judging.scoring import score_cues
from captionsmith.languages import BreakClass, language_pack
from captionsmith.languages.bank import Bank, BankError, bank, parse_bank
from captionsmith.languages.compose import compose
from captionsmith.languages.generator import (
    DIFFICULTY_LEVELS,
    GeneratorConfig,
    generate_words,
    widest_word,
)
from captionsmith.solving.tasks import make_task, reference_cues, task_rng

TOY = """
@fillers um | uh
@backchannels Right. | Mm-hmm.
@slot city: Leeds | York
@slot woman: Ann | Priya
== talk | towns
> (So|) I grew up in {city#1}.
> {woman#1} lived next door, and she still lives in {city#1}.
>? She has a dog.
--
> Now let me tell you about the market.
| Let me tell you about the market, which opens at six every morning and closes at noon.
== interview | work
A> Where did you grow up?
B> In {city}, near the station.
A> And did you like it?
B> I loved it.
"""


def toy() -> Bank:
    return parse_bank("en", [("toy.txt", TOY)])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("== talk | t\n> Hi (there.\n", "toy.txt:2: '(' is never closed"),
        ("== chat | t\n> Hi.\n", "toy.txt:1: unknown register 'chat'"),
        ("> Hi.\n", "toy.txt:1: a beat before any '== register | topic' line"),
        ("== talk | t\n> Hi {who}.\n", "toy.txt:2: slot 'who' is not defined"),
        ("== talk | t\nA> Hi.\n", "toy.txt:2: a monologue beat starts with '>'"),
        ("== interview | t\n> Hi.\n", "toy.txt:2: a dialogue beat starts with A>, B> or C>"),
        ("@slot x: a\n@slot x: b\n== talk | t\n> Hi.\n", "toy.txt:2: slot 'x' is defined twice"),
        ("== talk | t\n| Hi.\n", "toy.txt:2: an alternative before any beat"),
        ("== talk | t\n> Hi } there.\n", "toy.txt:2: '}' without '{'"),
    ],
)
def test_bank_mistakes_name_file_and_line(text: str, message: str) -> None:
    with pytest.raises(BankError) as caught:
        parse_bank("en", [("toy.txt", text)])
    assert str(caught.value) == message


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_registered_language_has_a_bank_that_fits_its_lines(code: str) -> None:
    """Every language of the registry ships a bank with monologues and
    dialogues, and no word of it is wider than the default profile's line."""
    the_bank = bank(code)
    kinds = {section.dialogue for section in the_bank.sections}
    assert kinds == {True, False}
    assert the_bank.fillers and the_bank.backchannels
    limit = resolve_profile("default", code).line_limit
    assert widest_word(code) <= limit


def test_composition_follows_the_beats_and_binds_labelled_slots() -> None:
    the_bank = toy()
    pack = language_pack("en")
    level = DIFFICULTY_LEVELS[1]
    seen_optional = skipped_optional = 0
    for seed in range(200):
        lines, register = compose(the_bank, pack, random.Random(seed), level, 10, 20)
        text = [" ".join(t.text for t in line.tokens) for line in lines]
        assert register.name == "talk"
        if text[0].startswith(("So I grew", "I grew")):
            city = text[0].split()[-1].rstrip(".")
            assert text[1].endswith(f"still lives in {city}.")
            has_dog = any(t == "She has a dog." for t in text)
            seen_optional += has_dog
            skipped_optional += not has_dog
    assert seen_optional and skipped_optional


def test_a_dialogue_keeps_its_speakers_in_turn() -> None:
    the_bank = toy()
    pack = language_pack("en")
    level = DIFFICULTY_LEVELS[5]
    dialogues = 0
    for seed in range(200):
        lines, register = compose(the_bank, pack, random.Random(seed), level, 8, 12)
        if register.name != "interview":
            continue
        dialogues += 1
        said = [(line.speaker, " ".join(t.text for t in line.tokens)) for line in lines]
        first = said[0]
        assert first[1].endswith("grow up?") or first[1].endswith("…")
        answer = next(s for s in said[1:] if s[1] not in ("Right.", "Mm-hmm."))
        assert answer[0] != first[0]
    assert dialogues > 20


REGISTERED = """
@fillers um | well
@casual_fillers like
@fluent commentary
@scripted news
@no_filler_before that | as
== news | towns
> The council says the market will open in the square on Monday and close at noon.
== commentary | towns
> And the home side win the ball in the middle of the pitch and go forward again.
== talk | towns
> I think that we moved the market, and I know that it helped the town as well.
== vlog | towns
> So I went to the market in the square and bought a lot of cheese for the trip.
"""


def test_a_register_that_runs_out_of_sections_ends_its_transcript() -> None:
    """A news bulletin does not run on into a vlog: once the register's
    sections are said, a transcript long enough ends; one still too short
    goes on in another register (the counts show both branches)."""
    the_bank = parse_bank("en", [("r.txt", REGISTERED)])
    level = dataclasses.replace(DIFFICULTY_LEVELS[5], disfluency=0.0, long_sentence=0.0)
    news = "The council says the market will open in the square on Monday and close at noon."
    ended = went_on = 0
    for seed in range(40):
        for low, high in ((10, 200), (40, 60)):
            lines, register = compose(
                the_bank, language_pack("en"), random.Random(seed), level, low, high, "news"
            )
            said = [" ".join(t.text for t in line.tokens) for line in lines]
            assert register.name == "news" and said[0] == news
            if low == 10:
                assert said == [news]
                ended += 1
            else:
                assert len(said) > 1
                went_on += 1
    assert ended == went_on == 40


def test_fillers_follow_the_register() -> None:
    """A news reader says the script as written, a commentator no filler (a
    repeated word at most), a speaker in a talk only the plain fillers, a
    vlogger the casual ones too; a filler that is also a word never goes
    before a word the bank names (the counts show each branch is reached)."""
    level = dataclasses.replace(DIFFICULTY_LEVELS[5], disfluency=1.0)

    def heard(text: str) -> dict[str, Counter[str]]:
        the_bank = parse_bank("en", [("r.txt", text)])
        out: dict[str, Counter[str]] = {
            r: Counter() for r in ("news", "commentary", "talk", "vlog")
        }
        for seed in range(400):
            lines, register = compose(
                the_bank, language_pack("en"), random.Random(seed), level, 10, 20
            )
            written = {  # the toy bank's beats are plain sentences
                "".join(p for p in beat.alternatives[0].parts if isinstance(p, str))
                for s in the_bank.sections
                for beat in s.beats
            }
            for line in lines:
                words = [t.text.lower().strip(",.") for t in line.tokens]
                out[register.name]["disfluent"] += (
                    " ".join(t.text for t in line.tokens) not in written
                )
                out[register.name].update(w for w in words if w in ("um", "like"))
                # "well" is a word of the bank too: said as a filler, it is "well that"
                out[register.name].update(
                    f"well {b}"
                    for a, b in itertools.pairwise(words)
                    if a == "well" and b in ("that", "as")
                )
        return out

    said = heard(REGISTERED)
    assert sum(said["news"].values()) == 0
    assert said["commentary"]["disfluent"] > 10
    assert said["commentary"]["um"] + said["commentary"]["like"] == 0
    assert said["talk"]["um"] > 10 and said["talk"]["like"] == 0
    assert said["vlog"]["um"] > 10 and said["vlog"]["like"] > 10
    assert said["talk"]["well that"] + said["talk"]["well as"] == 0
    unguarded = heard(REGISTERED.replace("@no_filler_before that | as", ""))
    assert unguarded["talk"]["well that"] > 5


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**6), code=st.sampled_from(LANGUAGES))
def test_fillers_go_between_phrases_only(seed: int, code: str) -> None:
    """A filler never lands inside a phrase or after an article, preposition
    or particle: the boundary before it, without the filler, is between
    phrases or at a mark."""
    the_bank = bank(code)
    pack = language_pack(code)
    level = DIFFICULTY_LEVELS[5]
    lines, _ = compose(the_bank, pack, random.Random(seed), level, 140, 240)
    said = {w.lower() for w in the_bank.script_words()}
    heard = (*the_bank.fillers, *the_bank.casual_fillers)
    fillers = {f for f in heard if " " not in f and f.lower() not in said}
    placed = 0
    for line in lines:
        words = [t.text for t in line.tokens]
        for k in range(1, len(words) - 1):
            if words[k] not in fillers or words[k - 1] in fillers:
                continue
            without = tuple(words[:k] + words[k + 1 :])
            before = pack.break_classes(without)[k - 1]
            placed += 1
            assert before in (BreakClass.PHRASE, BreakClass.PUNCTUATION), (words, k)
    event(f"fillers placed: {min(placed, 3)}")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_same_rng_gives_the_same_words(code: str) -> None:
    profile = resolve_profile("default", code)
    config = GeneratorConfig(difficulty=4)
    a = generate_words(random.Random("x"), profile, config)
    b = generate_words(random.Random("x"), profile, config)
    assert a == b


def test_one_seed_opens_differently_at_each_level() -> None:
    """The difficulty is mixed into the draw, so tasks of one seed at two
    levels do not open with the same sentence."""
    same = 0
    for seed in range(30):
        first = [
            generate_words(
                random.Random(seed), resolve_profile("default", "ja"), GeneratorConfig(difficulty=d)
            )[0:5]
            for d in (1, 3, 5)
        ]
        texts = [tuple(w.text for w in words) for words in first]
        same += len(set(texts)) < 3
    assert same <= 3


@pytest.mark.parametrize("difficulty", [3, 4, 5])
def test_dialogue_share_and_its_rules(difficulty: int) -> None:
    """A share of the tasks at difficulty 3 and above are conversations:
    every word has a speaker and turns never overlap."""
    config = GeneratorConfig(difficulty=difficulty)
    profile = resolve_profile("default", "en")
    n, multi = 150, 0
    for i in range(n):
        words = generate_words(task_rng("train", 9, i, 0, profile.language), profile, config)
        speakers = {w.speaker for w in words}
        if speakers == {None}:
            continue
        assert None not in speakers
        multi += len(speakers) > 1
        for a, b in itertools.pairwise(words):
            assert b.start_ms >= a.end_ms
    assert multi / n >= 0.15
    assert abs(multi / n - DIFFICULTY_LEVELS[difficulty].dialogue) <= 0.12


@pytest.mark.parametrize("code", LANGUAGES)
def test_multi_speaker_references_score_one(code: str) -> None:
    profile = resolve_profile("default", code)
    found = 0
    for i in range(30):
        task = make_task(2, i, profile, GeneratorConfig(difficulty=5), "eval")
        if len({w.speaker for w in task.words}) < 2:
            continue
        found += 1
        assert score_cues(task.words, task.profile, reference_cues(task)).total == 1.0
    assert found >= 3


def test_hesitations_are_not_natural_breaks() -> None:
    """A hesitation inside a sentence lasts less than the judge's long
    silence, so the judge does not take it for a place to cut."""
    config = GeneratorConfig(difficulty=5)
    profile = resolve_profile("default", "en")
    longest = 0
    for i in range(60):
        words = generate_words(task_rng("train", 1, i, 0, profile.language), profile, config)
        if not ends_sentence(words[-1].text):  # raw ASR: sentence ends are unmarked
            continue
        for a, b in itertools.pairwise(words):
            if a.speaker == b.speaker and not ends_sentence(a.text) and a.text[-1] not in ",;:":
                longest = max(longest, b.start_ms - a.end_ms)
    assert 400 <= longest < LONG_SILENCE_MS


def _level_properties(code: str, difficulty: int) -> dict[str, float]:
    config = GeneratorConfig(difficulty=difficulty)
    profile = resolve_profile("default", code)
    rates, lengths, fills = [], [], []
    for i in range(40):
        words = generate_words(task_rng("eval", 3, i, 0, profile.language), profile, config)
        gaps = [b.start_ms - a.end_ms for a, b in itertools.pairwise(words)]
        spoken = words[-1].end_ms - words[0].start_ms - sum(g for g in gaps if g >= 250)
        rates.append(sum(len(w.text) + 1 for w in words) * 1000 / spoken)
        lengths.append(len(words))
        fills.append(statistics.mean(g for g in gaps))
    return {
        "rate": statistics.mean(rates),
        "words": statistics.mean(lengths),
        "gap": statistics.mean(fills),
    }


@pytest.mark.parametrize("code", ["en", "fr"])
def test_levels_get_faster_longer_and_tighter(code: str) -> None:
    levels = [_level_properties(code, d) for d in sorted(DIFFICULTY_LEVELS)]
    for easier, harder in itertools.pairwise(levels):
        assert harder["rate"] > easier["rate"]
        assert harder["words"] > easier["words"]
        assert harder["gap"] < easier["gap"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_widest_word_bounds_every_generated_word(code: str) -> None:
    profile = resolve_profile("default", code)
    measure = language_pack(code).measure
    widest = 0
    for i in range(60):
        words = generate_words(
            task_rng("train", 5, i, 0, profile.language), profile, GeneratorConfig(difficulty=5)
        )
        widest = max(widest, *(measure.width(w.text) for w in words))
    assert widest <= widest_word(code)


def test_empty_choices_leave_no_stray_space_and_labels_differ() -> None:
    """An empty choice before a mark or after an opening mark leaves no space
    (``the date .``, ``¿ cuánto``), and two labels of one slot name two
    different people."""
    text = (
        "@slot who: Ann | Bo\n== talk | t\n"
        "> The date (today|).\n> ¿(Y|) cuánto?\n> {who#a} met {who#b}.\n"
    )
    the_bank = parse_bank("en", [("toy.txt", text)])
    readings = set()
    for seed in range(40):
        rng = random.Random(seed)
        bound: dict[str, str] = {}
        section = the_bank.sections[0]
        said = [b.alternatives[0].realise(rng, the_bank.slots, bound) for b in section.beats]
        readings.update(said[:2])
        assert said[2] in ("Ann met Bo.", "Bo met Ann.")
    assert readings == {"The date today.", "The date.", "¿Y cuánto?", "¿cuánto?"}


DIALOGUE = """
@fillers um
@backchannels Mm-hmm-hmm.
== interview | t
A> How was the trip?
B> It was long and it was cold all the way there. The train stopped twice in the snow. We got in at midnight, tired and hungry.
A> And the hotel?
B> The hotel was lovely, with a fire in every room and soup at any hour.
--
A> Would you go back?
B> Yes. Next winter, with the whole family and a much bigger suitcase.
"""


def test_back_channels_follow_statements_and_cuts_follow_no_mark() -> None:
    """A listener's back-channel comes between two sentences of one turn,
    after a statement of six or more words, never after a question or a
    section's opening; an interruption never cuts right after a sentence mark."""
    the_bank = parse_bank("en", [("toy.txt", DIALOGUE)])
    pack = language_pack("en")
    level = DIFFICULTY_LEVELS[5]
    checked = cuts = 0
    for seed in range(300):
        lines, _ = compose(the_bank, pack, random.Random(seed), level, 30, 60)
        for before, line in itertools.pairwise(lines):
            said = " ".join(t.text for t in line.tokens)
            if said == "Mm-hmm-hmm.":
                checked += 1
                assert before.speaker != line.speaker
                assert before.tokens[-1].text[-1] == "."
                assert len(before.tokens) >= 6
            if said.endswith("…"):
                cuts += 1
                assert not said[:-1].endswith((".", "?", "!"))
    assert checked >= 10 and cuts >= 3


@pytest.mark.parametrize(
    ("before", "tag_before", "tag", "clause_only", "fits"),
    [
        ("salsa,", "NOUN", "NOUN", True, False),  # "la salsa, pues encima": reads as the word
        ("pan", "NOUN", "CCONJ", True, False),  # "pan pues y queso"
        ("salsa,", "NOUN", "SUBJ", True, True),  # "la salsa, pues yo la hago"
        ("dije", "VERB", "SCONJ", True, True),  # "dije pues que sí"
        ("yo", "SUBJ", "SCONJ", True, False),  # a subject holds on to its verb
        ("salsa,", "NOUN", "NOUN", False, True),  # "um" after a comma fits anywhere
        ("the", "DET", "NOUN", False, False),  # never after an article
        ("idea", "NOUN", "ADP", False, True),
        ("cent", "NUM", "NUM", False, False),  # "trois cent hum mille": inside a number
        ("trois,", "NUM", "NUM", False, True),  # a list of numbers
    ],
)
def test_a_filler_that_is_also_a_word_goes_only_where_a_clause_starts(
    before: str, tag_before: str, tag: str, clause_only: bool, fits: bool
) -> None:
    from captionsmith.languages.compose import _filler_fits

    assert _filler_fits(before, tag_before, tag, clause_only) is fits


def test_level_one_pauses_at_commas_long_enough_to_split_on() -> None:
    """Careful speech at level 1 pauses at its commas; fast speech at level 5
    barely does (the hard levels give a writer no pause to lean on)."""
    slow, fast = DIFFICULTY_LEVELS[1].comma_pause, DIFFICULTY_LEVELS[5].comma_pause
    assert slow[0] >= 500 and fast[1] < slow[0]
    uneven = [DIFFICULTY_LEVELS[d].uneven for d in sorted(DIFFICULTY_LEVELS)]
    assert uneven == sorted(uneven) and uneven[0] == 0 < uneven[-1]


@pytest.mark.parametrize("policy", ["greedy", "whisperx"])
def test_baseline_writers_follow_the_japanese_cue_end_convention(policy: str) -> None:
    """A writer for Japanese drops a cue's final 。 (Netflix's Japanese guide),
    so the baselines lose credit for their breaks, not for the full stop."""
    from captionsmith.judging.scoring import score
    from captionsmith.solving.policies import run_policy

    profile = resolve_profile("netflix-ja")
    task = make_task(0, 0, profile, GeneratorConfig(difficulty=1), "eval")
    ends = sum(w.text.endswith("。") for w in task.words)
    assert ends >= 2
    srt = run_policy(policy, list(task.words), profile)
    assert srt.count("。") < ends  # the cue-final ones are gone
    assert score(task.words, profile, srt).violations["cue_end"] == ()
