"""The slips a native speaker found in generated speech (issue 28) never
occur: each detector (``tests/speech_detectors.py``) fires on the slip it
names, and none fires on 5,000 generated transcripts per language."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable

import pytest
import speech_detectors as d

from captionsmith.core.languages import LANGUAGES
from captionsmith.languages.bank import bank
from captionsmith.languages.generator import GeneratorConfig, spoken_lines
from captionsmith.solving.tasks import task_rng

TASKS = 5000


def _fillers(code: str) -> frozenset[str]:
    """Every filler of the bank as written and without its mark (えー、, えー)."""
    said = (*bank(code).fillers, *bank(code).casual_fillers)
    return frozenset(f.lower() for f in said) | frozenset(f.lower().rstrip(",、，") for f in said)


def _names(code: str) -> frozenset[str]:
    slots = bank(code).slots
    return frozenset(
        word
        for name, values in slots.items()
        for v in values
        for word in v.split()
        if word[:1].isupper()
    )


def detectors(code: str) -> list[Callable[[list[str]], str | None]]:
    """The detectors of one language, with the bank's fillers and names bound."""
    table: dict[str, list[Callable[[list[str]], str | None]]] = {
        "en": [
            d.en_manner_adverb_at_clause_end,
            d.en_tense_against_time,
            functools.partial(d.en_filler_before_object_pronoun, fillers=_fillers("en")),
            d.en_clause_filler_as_verb,
        ],
        "fr": [d.fr_si_il, d.fr_missing_elision, d.fr_pas_un, d.fr_qu_name],
        "de": [
            d.de_kein_nicht,
            d.de_plural_non_word,
            functools.partial(d.de_filler_before_leaning_pronoun, fillers=_fillers("de")),
        ],
        "es": [
            functools.partial(d.es_wh_without_inversion, names=_names("es")),
            d.es_nunca_after_verb,
            functools.partial(d.es_filler_in_tener_que, fillers=_fillers("es")),
            functools.partial(d.es_filler_before_que, fillers=_fillers("es")),
        ],
        "ja": [
            functools.partial(d.ja_filler_before_particle, fillers=_fillers("ja")),
            functools.partial(d.ja_filler_inside_noun_phrase, fillers=_fillers("ja")),
            functools.partial(d.ja_filler_after_object, fillers=_fillers("ja")),
            d.ja_third_person_volition,
            d.ja_shi_chain,
        ],
        "zh": [d.zh_aspect_against_future, d.zh_jiu_before_subject],
    }
    return table[code]


@pytest.mark.parametrize(
    ("detector", "bad", "good"),
    [
        (d.en_manner_adverb_at_clause_end, "She reviews the plan hardly.", "She hardly sleeps."),
        (d.en_tense_against_time, "Last year we will open a shop.", "Last year we opened a shop."),
        (d.en_tense_against_time, "Tomorrow we went home.", "Tomorrow we go home."),
        (d.fr_si_il, "Si il pleut, on reste.", "S'il pleut, on reste."),
        (d.fr_missing_elision, "Je pense que il a raison.", "Je pense qu'il a raison."),
        (d.fr_pas_un, "Il n'a pas acheté un livre.", "Il n'a pas acheté de livre."),
        (d.fr_qu_name, "Je crois qu'Yasmine arrive.", "Je crois que Yasmine arrive."),
        (d.de_kein_nicht, "Ich habe keine Zeit nicht.", "Ich habe keine Zeit."),
        (d.de_kein_nicht, "Er hat kaum keine Zeit.", "Er hat kaum Zeit."),
        (d.de_plural_non_word, "Zwei Blutdruckn sind hoch.", "Der Blutdruck ist hoch."),
        (d.es_nunca_after_verb, "Quiere dormir nunca.", "No quiere dormir nunca."),
        (d.ja_shi_chain, "安い し、 近い し、 広い し、 いい です。", "安い し、 近い です。"),
        (d.zh_aspect_against_future, "下周 爸爸 正在 做 方案。", "现在 爸爸 正在 做 方案。"),
        (d.zh_jiu_before_subject, "星期一 就 我 去。", "星期一 我 就 去。"),
        (
            d.ja_third_person_volition,
            "先週 山本さん は 伊藤さん に 聞きましょう。",
            "山本さん は 行きたい と 言って いました。",
        ),
    ],
)
def test_each_detector_fires_on_its_slip(
    detector: Callable[[list[str]], str | None], bad: str, good: str
) -> None:
    assert detector(bad.split()) is not None
    assert detector(good.split()) is None


def test_the_bound_detectors_fire_too() -> None:
    assert d.es_wh_without_inversion("¿Cómo Mohamed va a hablar?".split(), frozenset({"Mohamed"}))
    assert (
        d.es_wh_without_inversion("¿Cómo va a hablar Mohamed?".split(), frozenset({"Mohamed"}))
        is None
    )
    assert d.es_filler_in_tener_que("Tengo eh que salir.".split(), frozenset({"eh"}))
    pues = frozenset({"pues", "eh"})
    assert d.es_filler_before_que("Las opciones pues que tenemos".split(), pues)
    assert d.es_filler_before_que("con fuerza, pues porque si no".split(), pues)
    assert d.es_filler_before_que("Pues que venga".split(), pues) is None
    assert d.es_filler_before_que("Las opciones eh que tenemos".split(), pues) is None
    um = frozenset({"um", "you know", "i mean"})
    assert d.en_filler_before_object_pronoun("Now let um it be.".split(), um)
    assert d.en_filler_before_object_pronoun("the woman who runs you know it told me".split(), um)
    assert d.en_filler_before_object_pronoun("Leave it, then flip um it.".split(), um)
    assert d.en_filler_before_object_pronoun("and um it was".split(), um) is None
    assert d.en_filler_before_object_pronoun("Look, you know, it works".split(), um) is None
    assert d.en_clause_filler_as_verb("check you know that the numbers match".split())
    assert d.en_clause_filler_as_verb("it more I mean than doubled".split())
    assert d.en_clause_filler_as_verb("Phones away, you know that, that's the rule".split()) is None
    aeh = frozenset({"äh", "hm"})
    assert d.de_filler_before_leaning_pronoun("Genauer gesagt geht äh es um".split(), aeh)
    assert d.de_filler_before_leaning_pronoun("Was hältst hm du davon?".split(), aeh)
    assert d.de_filler_before_leaning_pronoun("Entschuldigen hm Sie, bitte".split(), aeh)
    assert d.de_filler_before_leaning_pronoun("Mach äh ich.".split(), aeh)
    assert d.de_filler_before_leaning_pronoun("und äh ich gehe".split(), aeh) is None
    assert d.de_filler_before_leaning_pronoun("Gestern, äh, ich meine".split(), aeh) is None
    eh = frozenset({"えー、", "えー"})
    assert d.ja_filler_after_object("本 を えー、 読みます。".split(), eh)
    assert d.ja_filler_after_object("本 は えー、 読みます。".split(), eh) is None
    assert d.ja_filler_before_particle("青木さん まあ は 来ました。".split(), frozenset({"まあ"}))
    assert (
        d.ja_filler_before_particle("青木さん は まあ 来ました。".split(), frozenset({"まあ"}))
        is None
    )
    nanka = frozenset({"なんか"})
    assert d.ja_filler_inside_noun_phrase("この カメラ の なんか ボタン".split(), nanka)
    assert d.ja_filler_inside_noun_phrase("この カメラ は なんか 重い".split(), nanka) is None


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_slip_in_generated_speech(code: str) -> None:
    found: list[str] = []
    checks = detectors(code)
    sentences = 0
    for i in range(TASKS):
        config = GeneratorConfig(difficulty=1 + i % 5)
        lines, _ = spoken_lines(task_rng("train", 0, i, 0, code), code, config)
        for line in lines:
            words = [t.text for t in line.tokens]
            sentences += 1
            for check in checks:
                reason = check(words)
                if reason:
                    found.append(f"{reason} in {' '.join(words)!r}")
    assert sentences > TASKS * 5
    assert not found, f"{len(found)} slips, e.g. " + "; ".join(found[:5])


@pytest.mark.parametrize("code", LANGUAGES)
def test_read_and_fluent_registers_say_no_filler(code: str) -> None:
    """A news reader and a narrator read the script, a commentator does not
    search for words: no filler of the bank that their scripts do not write
    ("um"; "enfin" may be a news reader's word) in their transcripts.  Every language's
    bank declares these registers; the counts show that they are reached and
    that the other registers do hesitate."""
    the_bank = bank(code)
    assert {"news", "narration"} <= the_bank.scripted and "commentary" in the_bank.fluent
    marks = ",.?!、，。"
    quiet_registers = the_bank.scripted | the_bank.fluent
    scripts = [s for s in the_bank.sections if s.register in quiet_registers]
    said = dataclasses.replace(the_bank, sections=tuple(scripts)).script_words()
    written = {w.lower().strip(marks) for w in said}
    sounds = {f.lower().strip(marks) for f in _fillers(code)} - written
    assert sounds
    heard: dict[bool, int] = {True: 0, False: 0}
    sentences = 0
    for i in range(1500):
        config = GeneratorConfig(difficulty=1 + i % 5)
        lines, register = spoken_lines(task_rng("train", 0, i, 0, code), code, config)
        quiet = register.name in quiet_registers
        sentences += quiet * len(lines)
        for line in lines:
            heard[quiet] += sum(t.text.lower().strip(marks) in sounds for t in line.tokens)
    assert sentences > 1000
    assert heard[True] == 0 and heard[False] > 50
