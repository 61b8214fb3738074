"""Each language's prompt states that language's rules only (issue 29, item 6).

For every language the real prompt of a one-speaker and of a two-speaker task
(the taskset's ``render_user_prompt`` on a generated task and its profile)
names no rule of another language: no ``'to'`` outside English, no capitals
where the script has none, no full-stop advice where subtitles drop the full
stop, and the dialogue dash stated once, with exactly the pack's spacing.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from captionsmith.core.languages import LANGUAGES, REGISTRY
from captionsmith.core.profile import resolve_profile
from captionsmith.judging.prompt import render_user_prompt
from captionsmith.languages import language_pack
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import TaskSpec, make_task


@cache
def _task(language: str, speakers: bool) -> TaskSpec:
    """The first generated task of the language's default profile with (or
    without) two speakers."""
    profile = resolve_profile("default", language)
    difficulty = 5 if speakers else 1
    for index in range(60):
        task = make_task(29, index, profile, GeneratorConfig(difficulty=difficulty))
        if (len({w.speaker for w in task.words} - {None}) >= 2) == speakers:
            return task
    raise AssertionError(f"no {language} task with speakers={speakers} in 60")


def _prompt(task: TaskSpec) -> str:
    return render_user_prompt(task.words, task.profile)


def _rules(prompt: str) -> str:
    """The prompt without its PROFILE and WORDS sections (the words may hold anything)."""
    return prompt[: prompt.index("PROFILE (JSON):")]


@pytest.mark.parametrize("speakers", [False, True], ids=["one speaker", "two speakers"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_prompt_names_no_rule_of_another_language(language: str, speakers: bool) -> None:
    pack = language_pack(language)
    task = _task(language, speakers)
    text = _rules(_prompt(task)).lower()
    # 'to' + verb is English grammar
    assert ("'to'" in text) == (language == "en")
    # capitals and sentence case only where the script has letter case (a
    # Japanese task may hold a Latin word such as "App": its script has none)
    cased = REGISTRY[language].script == "latin"
    assert ("capital" in text) == cased, "capitals"
    assert cased or "sentence case" not in text
    # a language whose subtitles drop the full stop is not told to add one
    if pack.cue_end_problem(("x。",)) is not None:
        assert "full stop" not in text
    # the numbers are the profile's, the one the checker uses
    profile = task.profile
    assert f"at most {profile.max_chars_per_line} " in text
    assert f"at most {profile.max_cps:g} " in text
    assert f"{profile.min_duration:g} to {profile.max_duration:g} seconds" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_dialogue_dash_is_stated_once_with_the_packs_spacing(language: str) -> None:
    dash = language_pack(language).dialogue_dash
    mark, spaced = dash.rstrip(" "), dash.endswith(" ")
    text = _rules(_prompt(_task(language, True)))
    spacings = re.findall(r"hyphen and a space|and a space|and no space|without a space", text)
    assert spacings == ["and a space" if spaced else "and no space"], spacings
    sentence = next(line for line in text.splitlines() if "Each word has a speaker" in line)
    assert text.count(f"'{mark}") == sentence.count(f"'{mark}") == 3  # the dash, two examples
    assert f"starting with '{mark}' and" in sentence
    quoted = re.findall(r"'([^']*)'", sentence.split("(for example", 1)[1])
    assert len(quoted) == 2
    for example in quoted:
        assert example.startswith(dash) and not example[len(dash)].isspace(), example
    alone = _rules(_prompt(_task(language, False)))
    assert "Each word has a speaker" not in alone and "two-speaker" not in alone
    assert f"'{mark}" not in alone  # no dash stated where no one speaks twice


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_other_languages_own_sentences(language: str) -> None:
    """No sentence of another pack's notes that this pack does not share
    appears in this language's prompt (French ne … pas, German gelesen hat,
    Japanese bunsetsu, Chinese 的 in their own prompts only)."""
    notes = language_pack(language).prompt_notes
    own = {notes.summary, notes.marks, notes.between, *notes.phrases}
    text = _rules(_prompt(_task(language, True)))
    for other in LANGUAGES:
        theirs = language_pack(other).prompt_notes
        for sentence in {theirs.summary, theirs.marks, theirs.between, *theirs.phrases}:
            if sentence and sentence not in own:
                assert sentence not in text, (other, sentence)
    assert notes.between in text and all(rule in text for rule in notes.phrases)
