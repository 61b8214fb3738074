"""Helpers shared by the tests (imported as ``helpers``: pytest puts this
folder on ``sys.path``)."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.words import Word
from captionsmith.criteria.checks import cue_chars
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.timing_rules import timing_rule
from captionsmith.solving.perturb import solver_spans


def cue_spans(
    words: list[Word] | tuple[Word, ...], cues: list[Cue], language: str = "en"
) -> list[tuple[int, int]]:
    """The unit span (i, j) of each cue of a solver answer; fails the test
    if the cues do not hold every unit once, in order."""
    try:
        return solver_spans(words, cues, language)
    except ValueError as exc:
        raise AssertionError(str(exc)) from None


def assert_reference_timing(
    words: list[Word] | tuple[Word, ...], profile: Profile, cues: list[Cue]
) -> None:
    """Each cue starts exactly at its first unit's start and ends exactly at
    the reference end of its span (timing_rules.TimingRule.reference_end)."""
    t = SegmentationRules(list(words), profile)
    units = t.words
    for cue, (i, j) in zip(cues, cue_spans(words, cues, profile.language), strict=True):
        assert cue.start_ms == units[i].start_ms, cue
        next_start = units[j].start_ms if j < len(units) else None
        # The reference counts its span's source characters (a Japanese
        # subtitle's dropped 。 still counts), in the language's units.
        chars = t.cue_chars(i, j, len(cue.lines))
        if profile.language == "en":
            assert chars == cue_chars(cue)
        end, earliest = timing_rule(profile).reference_end(
            units[i].start_ms, units[j - 1].end_ms, chars, next_start
        )
        assert cue.end_ms == end and end >= earliest, cue


BENCHMARKS = Path(__file__).parents[1] / "benchmarks"
SCRIPTS = Path(__file__).parents[1] / "scripts"


def load_bench(name: str, folder: Path = BENCHMARKS) -> ModuleType:
    """``benchmarks/<name>.py`` (or ``<folder>/<name>.py``) imported as module
    ``name`` (registered in ``sys.modules``, where its dataclasses look
    themselves up)."""
    spec = importlib.util.spec_from_file_location(name, folder / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def load_script(name: str) -> ModuleType:
    """``scripts/<name>.py`` imported as module ``name``."""
    return load_bench(name, SCRIPTS)


def fixture_units() -> Iterator[tuple[str, str, Profile, list[Word], list[Cue]]]:
    """Every hand-segmented fixture unit of every language, as
    ``scripts/segmentation_agreement.py`` reads it: (language, unit, profile,
    words, the professional's cues)."""
    from captionsmith.core.profile import resolve_profile
    from captionsmith.solving.notation import parse_layout

    agreement = load_script("segmentation_agreement")
    for language, profile_name in agreement.PROFILES.items():
        profile = resolve_profile(profile_name)
        rate = agreement.speech_rate(language, profile)
        for path in agreement.fixtures(language).values():
            for raw in agreement.units(path):
                words, cues = parse_layout(raw, rate_cps=rate, profile=profile)
                yield language, raw, profile, words, cues


def random_layout(
    t: SegmentationRules, rng: random.Random
) -> list[tuple[int, int, tuple[int, ...]]] | None:
    """A layout of all the words in which every cue meets the profile: a
    random feasible end for each cue, and a random layout of its lines."""
    spans: list[tuple[int, int, tuple[int, ...]]] = []
    i = 0
    while i < len(t):
        ends = t.feasible_ends(i)
        if not ends:
            return None
        j = rng.choice(ends)
        turn = t.turn(i, j)
        options: list[tuple[int, ...]] = [
            breaks
            for lines in range(t.min_lines(i, j), min(t.profile.max_lines, j - i) + 1)
            if t.timing_feasible(i, j, lines)
            for breaks in ([(turn,)] if turn is not None else t.line_layouts(i, j, lines))
        ]
        if not options:
            return None
        spans.append((i, j, rng.choice(options)))
        i = j
    return spans
