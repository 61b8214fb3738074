"""The GRPO-signal benchmark's answer families do what its docstring says:
the baselines' layouts survive the round trip through break kinds, the
unparseable edits score 0 and the harmless wrappings score as the plain
answer, every family is reproducible from its seed, and the correlated
mistakes cost more as they grow."""

from __future__ import annotations

import sys

import helpers
import pytest

from captionsmith.core.profile import resolve_profile
from captionsmith.core.srt import compose
from captionsmith.judging.scoring import score
from captionsmith.solving.policies import run_policy


@pytest.fixture(scope="module")
def bench():
    yield helpers.load_bench("bench_grpo_signal")
    del sys.modules["bench_grpo_signal"]


@pytest.fixture(scope="module")
def ctx(bench):
    return bench.context(0, resolve_profile("default"), 1)


def test_baseline_layouts_round_trip(bench, ctx):
    for name, kinds in (("greedy", ctx.greedy), ("whisperx", ctx.whisperx)):
        rebuilt = compose(bench.build(ctx.words, kinds, ctx.joiner))
        assert rebuilt == run_policy(name, ctx.words, ctx.profile)


def test_malformed_answers_score_zero_and_wrappings_nothing(bench, ctx):
    srt = compose(bench.build(ctx.words, ctx.greedy, ctx.joiner))
    plain = score(ctx.words, ctx.profile, srt).total
    assert plain > 0.5
    for name, edit in bench.MALFORMED.items():
        report = score(ctx.words, ctx.profile, edit(srt))
        assert report.parse_error is not None, name
        assert report.total == 0.0, name
    for name, edit in bench.HARMLESS.items():
        assert score(ctx.words, ctx.profile, edit(srt)).total == plain, name


def test_families_are_seeded_per_answer(bench, ctx):
    for name, family in bench.FAMILIES.items():
        first = [family(ctx, bench.answer_rng(name, 1, 0, a))[0] for a in range(4)]
        again = [family(ctx, bench.answer_rng(name, 1, 0, a))[0] for a in range(4)]
        assert first == again, name


def test_correlated_mistakes_cost_more_as_they_grow(bench, ctx):
    reference = score(ctx.words, ctx.profile, compose(ctx.reference)).total
    totals = [
        score(ctx.words, ctx.profile, compose(bench.shift(ctx.reference, ms))).total
        for ms in (0, 300, 700, 1500)
    ]
    assert totals[0] == reference == 1.0
    assert totals == sorted(totals, reverse=True) and totals[-1] < totals[1]
