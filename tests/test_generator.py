"""The real-speech generator: the lexicon's size and inflection, the
grammar's agreement and tags, registers, dialogue, disfluencies, and the
difficulty levels' measured properties."""

from __future__ import annotations

import itertools
import random
import statistics

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.profile import DEFAULT, PRESETS
from captionsmith.core.text import ends_sentence
from captionsmith.criteria.rules import LONG_SILENCE_MS
from captionsmith.judging.scoring import score_cues
from captionsmith.languages.english import TAGS
from captionsmith.languages.generator import (
    DIALOGUE_SHARE,
    DIFFICULTY_LEVELS,
    REGISTERS,
    GeneratorConfig,
    generate_tokens,
    generate_words,
    longest_word_chars,
)
from captionsmith.languages.grammar import Grammar
from captionsmith.languages.lexicon import TOPICS, lexicon, plural, verb_forms
from captionsmith.solving.tasks import make_task, reference_cues, task_rng

_SINGULAR = {"he", "she", "it"}
_PLURAL = {"we", "you", "they"}


def test_the_lexicon_has_3000_lemmas_and_every_topic() -> None:
    lex = lexicon()
    assert lex.lemmas() >= 3000
    assert set(lex.collocations) == set(TOPICS) == {t for r in REGISTERS for t in r.topics}
    assert all(len(group) >= 10 for group in lex.collocations.values())


@pytest.mark.parametrize(
    ("lemma", "past", "ing"),
    [
        ("stop", "stopped", "stopping"),
        ("admit", "admitted", "admitting"),
        ("visit", "visited", "visiting"),
        ("travel", "travelled", "travelling"),
        ("fight", "fought", "fighting"),
        ("quit", "quit", "quitting"),
        ("open", "opened", "opening"),
        ("tie", "tied", "tying"),
    ],
)
def test_verb_forms_by_rule_and_table(lemma: str, past: str, ing: str) -> None:
    forms = verb_forms(lemma)
    assert (forms[2], forms[4]) == (past, ing)


def test_no_verb_of_the_lexicon_takes_a_regular_past_it_should_not() -> None:
    """The irregular verbs a speaker uses most, spelled as a child would:
    none may come out of the lexicon (``fighted``, ``shaked``)."""
    wrong = {"fighted", "shaked", "drawed", "blowed", "freezed", "sinked", "teared", "bended"}
    wrong |= {"splited", "stoped", "droped", "admited", "begining", "siting", "wining"}
    lex = lexicon()
    forms = {f for v in lex.verbs for f in verb_forms(v.lemma, v.doubles)}
    forms |= {f for g in lex.collocations.values() for c in g for f in verb_forms(c.verb.lemma)}
    assert not forms & wrong


def test_plurals() -> None:
    assert [plural(w) for w in ("potato", "leaf", "city", "bus", "photo")] == [
        "potatoes",
        "leaves",
        "cities",
        "buses",
        "photos",
    ]


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), topic=st.sampled_from(TOPICS))
def test_pronoun_subjects_agree_with_their_verb(seed: int, topic: str) -> None:
    """By construction: a pronoun subject and the verb or auxiliary right
    after it agree (not "he go", "they goes", "I is", "you was")."""
    grammar = Grammar(random.Random(seed), topic, complexity=1.5)
    for _ in range(6):
        tokens = grammar.sentence()
        assert all(t.tag in TAGS for t in tokens)
        for a, b in itertools.pairwise(tokens):
            if a.tag != "SUBJ" or a.text.endswith(","):
                continue
            subject, verb = a.text.lower(), b.text.lower()
            event(f"subject {subject}")
            if subject in _SINGULAR:
                assert verb not in {"are", "were", "have", "don't", "aren't", "weren't"}, tokens
            if subject in _PLURAL:
                assert verb not in {"is", "was", "has", "doesn't", "isn't", "wasn't"}, tokens
            if subject == "i":
                assert verb not in {"is", "are", "has", "were", "doesn't"}, tokens


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_long_sentences_are_long_and_end_with_a_mark(seed: int) -> None:
    grammar = Grammar(random.Random(seed), "energy")
    tokens = grammar.longer(40)
    assert len(tokens) >= 40
    assert tokens[0].tag != "CCONJ"
    # Its clauses are never linked "but ... but".
    links = [t.text for t in tokens if t.tag in ("CCONJ", "SCONJ")]
    event(f"{min(len(links), 5)}+ links")
    assert links.count("but") <= 1, links


def test_no_speaker_is_their_own_object() -> None:
    """ "I told me", "we contacted us" need a reflexive; the grammar makes
    none of them."""
    seen = 0
    for seed in range(300):
        grammar = Grammar(random.Random(seed), "family")
        words = [t.text.lower().strip(",.?!") for t in grammar.reported()]
        seen += 1
        assert not (words[0] == "i" and words[2] == "me"), words
        assert not (words[0] == "we" and words[2] == "us"), words
    assert seen == 300


def test_registers_read_differently() -> None:
    """Commentary is mostly present tense, narration past; vlogs say "I"."""
    shares: dict[str, dict[str, float]] = {}
    for register in REGISTERS:
        grammar = Grammar(
            random.Random(register.name),
            register.topics[0],
            tenses=register.tenses,
            first_person=register.first_person,
        )
        words = [t.text.lower() for _ in range(200) for t in grammar.clause()]
        shares[register.name] = {
            "I": words.count("i") / len(words),
            "past": sum(w.endswith("ed") for w in words) / len(words),
        }
    assert shares["vlog"]["I"] > 2 * shares["narration"]["I"]
    assert shares["narration"]["past"] > 1.5 * shares["commentary"]["past"]


def test_the_same_rng_gives_the_same_words() -> None:
    config = GeneratorConfig(difficulty=4)
    a = generate_words(random.Random("x"), DEFAULT, config)
    b = generate_words(random.Random("x"), DEFAULT, config)
    assert a == b


@pytest.mark.parametrize("difficulty", [3, 4, 5])
def test_dialogue_share_and_its_rules(difficulty: int) -> None:
    """20-40 % of the tasks at difficulty 3 and above are conversations: every
    word has a speaker, turns never overlap, and the words of a turn change
    are a turn's last and the next one's first."""
    config = GeneratorConfig(difficulty=difficulty)
    n, multi = 150, 0
    for i in range(n):
        words = generate_words(task_rng("train", 9, i, 0), DEFAULT, config)
        speakers = {w.speaker for w in words}
        if speakers == {None}:
            continue
        assert None not in speakers
        multi += len(speakers) > 1
        for a, b in itertools.pairwise(words):
            assert b.start_ms >= a.end_ms
    assert 0.2 <= multi / n <= 0.45
    assert DIALOGUE_SHARE[difficulty] >= 0.2
    assert DIALOGUE_SHARE[1] == DIALOGUE_SHARE[2] == 0


def test_conversations_have_replies_back_channels_and_questions() -> None:
    config = GeneratorConfig(difficulty=5)
    replies = questions = interrupted = 0
    for i in range(200):
        lines, _ = generate_tokens(task_rng("train", 4, i, 0), config)
        if not any(speaker for _, speaker in lines):
            continue
        replies += sum(len(tokens) <= 3 for tokens, _ in lines)
        questions += sum(tokens[-1].text.endswith("?") for tokens, _ in lines)
        interrupted += sum(tokens[-1].text.endswith("…") for tokens, _ in lines)
    assert replies >= 30 and questions >= 30 and interrupted >= 5


def test_multi_speaker_references_score_one() -> None:
    found = 0
    for i in range(40):
        task = make_task(2, i, PRESETS["default"], GeneratorConfig(difficulty=4), "eval")
        if len({w.speaker for w in task.words}) < 2:
            continue
        found += 1
        assert score_cues(task.words, task.profile, reference_cues(task)).total == 1.0
    assert found >= 5


def test_hesitations_are_not_natural_breaks() -> None:
    """A hesitation inside a sentence lasts less than the judge's long
    silence, so the judge does not take it for a place to cut."""
    config = GeneratorConfig(difficulty=5)
    longest = 0
    for i in range(60):
        words = generate_words(task_rng("train", 1, i, 0), DEFAULT, config)
        if not ends_sentence(words[-1].text):  # raw ASR: sentence ends are unmarked
            continue
        for a, b in itertools.pairwise(words):
            if a.speaker == b.speaker and not ends_sentence(a.text) and a.text[-1] not in ",;:":
                longest = max(longest, b.start_ms - a.end_ms)
    assert 400 <= longest < LONG_SILENCE_MS


def _level_properties(difficulty: int) -> dict[str, float]:
    config = GeneratorConfig(difficulty=difficulty)
    rates, lengths, fills = [], [], []
    for i in range(40):
        words = generate_words(task_rng("eval", 3, i, 0), DEFAULT, config)
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


def test_levels_get_faster_longer_and_tighter() -> None:
    levels = [_level_properties(d) for d in sorted(DIFFICULTY_LEVELS)]
    for easier, harder in itertools.pairwise(levels):
        assert harder["rate"] > easier["rate"]
        assert harder["words"] > easier["words"]
        assert harder["gap"] < easier["gap"]


def test_longest_word_bounds_every_generated_word() -> None:
    widest = 0
    for i in range(100):
        words = generate_words(task_rng("train", 5, i, 0), DEFAULT, GeneratorConfig(difficulty=5))
        widest = max(widest, *(len(w.text) for w in words))
    assert widest <= longest_word_chars()
