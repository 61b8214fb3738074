"""The English language pack: tagging accuracy on a hand-tagged fixture,
determinism, no downloads, and the break classes the judge relies on."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from captionsmith.languages import BreakClass, language_pack
from captionsmith.languages.english import ENGLISH, TAGS

FIXTURE = Path(__file__).parent / "fixtures" / "tagged_english.txt"


def tagged_sentences() -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    out = []
    for line in FIXTURE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            pairs = [token.rsplit("_", 1) for token in line.split()]
            out.append((tuple(w for w, _ in pairs), tuple(t for _, t in pairs)))
    return out


def test_the_fixture_is_large_and_uses_only_known_tags() -> None:
    sentences = tagged_sentences()
    assert len(sentences) >= 300
    assert {tag for _, tags in sentences for tag in tags} <= set(TAGS)


def test_tagging_accuracy_on_the_fixture() -> None:
    total = correct = 0
    for words, gold in tagged_sentences():
        predicted = ENGLISH.tags(words)
        total += len(gold)
        correct += sum(p == g for p, g in zip(predicted, gold, strict=True))
    assert total > 2000
    assert correct / total >= 0.93, correct / total


def test_function_words_are_always_right() -> None:
    """The words the dangling rule turns on: articles, possessives and
    conjunctions are never mistagged in the fixture."""
    for words, gold in tagged_sentences():
        for word, p, g in zip(words, ENGLISH.tags(words), gold, strict=True):
            if word.lower().strip(".,?!") in {"the", "a", "an", "and", "or", "but", "my", "our"}:
                assert p == g, (word, words)


def test_tagging_imports_neither_textblob_nor_nltk() -> None:
    code = (
        "import sys; from captionsmith.languages.english import ENGLISH;"
        "ENGLISH.tags(('I', 'went', 'home.'));"
        "print(any(m.split('.')[0] in ('textblob', 'nltk') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_tags_are_deterministic_across_processes() -> None:
    code = (
        "from captionsmith.languages.english import ENGLISH;"
        "print(ENGLISH.tags(tuple('So the old bridge near the station closed in 2019.'.split())))"
    )
    outs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        ).stdout
        for seed in ("0", "1", "12345")
    }
    assert len(outs) == 1


@pytest.mark.parametrize(
    ("text", "after", "expected"),
    [
        ("the old bridge", "old", BreakClass.INSIDE),  # adjective | noun
        ("we went to the market", "the", BreakClass.DANGLING),
        ("we went to the market", "went", BreakClass.PHRASE),  # before a preposition
        ("every employee needs a badge", "employee", BreakClass.PHRASE),  # subject | verb
        ("I think that we should go", "I", BreakClass.INSIDE),  # pronoun | verb
        ("I think that we should go", "think", BreakClass.PHRASE),  # before a clause
        ("I think that we should go", "should", BreakClass.INSIDE),  # auxiliary | verb
        ("she wants to leave", "to", BreakClass.INSIDE),  # to | verb
        ("Maria Lopez called", "Maria", BreakClass.INSIDE),  # inside a name
        ("five kilometres away", "five", BreakClass.INSIDE),  # number | unit
        ("many of us agree", "many", BreakClass.INSIDE),  # quantifier | of
        ("we left because it rained", "left", BreakClass.PHRASE),  # before a subordinator
        ("we left because it rained", "because", BreakClass.DANGLING),
        ("pick it up and go", "it", BreakClass.INSIDE),  # before a particle
        ("the man who called", "who", BreakClass.INSIDE),
        ("it was late, so we left", "late,", BreakClass.PUNCTUATION),
    ],
)
def test_break_classes(text: str, after: str, expected: BreakClass) -> None:
    words = tuple(text.split())
    k = words.index(after)
    assert ENGLISH.break_classes(words)[k] is expected, ENGLISH.tags(words)


def test_an_unknown_language_is_a_one_line_error() -> None:
    with pytest.raises(
        ValueError, match=r"^language must be one of en, fr, de, es, ja, zh, got 'xx'$"
    ):
        language_pack("xx")
