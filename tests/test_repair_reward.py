"""The repair-mode total through the real scoring and finalize code: real
traces with several answers, ``Task.score`` then ``CaptionsmithEnv.finalize``
on a real ``vf.Episode``.  The orderings issue 18 asks for, each a test."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest
import verifiers.v1 as vf
from hypothesis import given, settings
from hypothesis import strategies as st
from verifiers.v1.graph import MessageNode
from verifiers.v1.trace import AgentInfo, TraceTask

from captionsmith import CaptionsmithEnv, CaptionsmithTaskset
from captionsmith.core.repair import repair_total
from captionsmith.core.srt import compose, parse
from captionsmith.environment.taskset import CaptionsmithConfig, CaptionsmithTask, reference_answer
from captionsmith.judging.feedback import render_feedback
from captionsmith.solving.perturb import fit_by_deleting
from captionsmith.solving.policies import run_policy

pytestmark = pytest.mark.environment


def _tasks(n: int = 3, **task) -> list[CaptionsmithTask]:
    config = CaptionsmithConfig(seed=9, difficulty=3, task={"repair_turns": 2, **task})
    return list(CaptionsmithTaskset(config).take(n))


def episode_total(task: CaptionsmithTask, answers: list[str]) -> float:
    """Score an episode whose model gave ``answers`` (feedback between them)
    the way the environment does, and return its total."""
    nodes = [
        MessageNode(message=vf.SystemMessage(content=task.data.system_prompt)),
        MessageNode(parent=0, message=vf.UserMessage(content=task.data.prompt)),
    ]
    for k, answer in enumerate(answers):
        if k:
            feedback = render_feedback(task.report(answers[k - 1]))
            nodes.append(
                MessageNode(parent=len(nodes) - 1, message=vf.UserMessage(content=feedback))
            )
        nodes.append(
            MessageNode(
                parent=len(nodes) - 1, message=vf.AssistantMessage(content=answer), sampled=True
            )
        )
    trace = vf.Trace(
        task=TraceTask(type=type(task).__name__, data=task.data, key=task.key, hash=task.hash),
        agent=AgentInfo(config=vf.AgentConfig()),
        nodes=nodes,
    )
    asyncio.run(task.score(trace))
    episode = vf.Episode(task=trace.task, traces=[trace])
    env = CaptionsmithEnv.__new__(CaptionsmithEnv)  # finalize reads nothing of the env
    asyncio.run(env.finalize(task, episode))
    assert set(trace.rewards) >= {"first_answer", "repair_cost"}
    return trace.reward


TASKS = _tasks()


def _drafts(task: CaptionsmithTask) -> dict[str, str]:
    words, profile = list(task.data.words), task.data.profile
    return {
        "reference": reference_answer(task),
        "greedy": run_policy("greedy", words, profile),
        "fixed": run_policy("fixed", words, profile),
        "junk": "1\n00:00:00,000 --> 00:00:01,000\nHello.\n",
    }


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_a_better_first_draft_wins_at_equal_final_quality(index: int) -> None:
    task = TASKS[index]
    d = _drafts(task)
    assert task.report(d["greedy"]).total > task.report(d["junk"]).total
    assert episode_total(task, [d["greedy"], d["reference"]]) > episode_total(
        task, [d["junk"], d["reference"]]
    )


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_an_improving_repair_pays_and_a_stalled_one_costs(index: int) -> None:
    task = TASKS[index]
    d = _drafts(task)
    first = task.report(d["greedy"]).total
    assert episode_total(task, [d["greedy"], d["reference"]]) > first
    assert episode_total(task, [d["greedy"], d["greedy"]]) < first
    assert episode_total(task, [d["greedy"], d["junk"]]) < first


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_a_repaired_answer_never_reaches_a_perfect_first_answer(index: int) -> None:
    task = TASKS[index]
    d = _drafts(task)
    assert episode_total(task, [d["reference"]]) == pytest.approx(1.0)
    assert episode_total(task, [d["greedy"], d["reference"]]) < 1.0
    assert episode_total(task, [d["fixed"], d["greedy"], d["reference"]]) < 1.0


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_deleting_words_after_width_feedback_never_beats_resubmitting(index: int) -> None:
    task = TASKS[index]
    profile = task.data.profile
    wide = run_policy(
        "greedy", list(task.data.words), dataclasses.replace(profile, max_chars_per_line=45)
    )
    deleted = compose(fit_by_deleting(parse(wide), profile.max_chars_per_line))
    # The width is breached (feedback names each cue's most telling breach, so
    # a cue that is also too long may be reported by its duration).
    assert any(f.rule == "chars_per_line" for f in task.report(wide).findings)
    assert episode_total(task, [wide, deleted]) <= episode_total(task, [wide, wide])


@pytest.mark.parametrize("index", range(len(TASKS)))
def test_totals_stay_in_range(index: int) -> None:
    task = TASKS[index]
    d = _drafts(task)
    for answers in (["junk", "junk", "junk"], ["reference"], ["junk", "fixed", "reference"]):
        total = episode_total(task, [d[a] for a in answers])
        assert 0.0 <= total <= 1.0


def test_single_turn_episodes_are_unchanged() -> None:
    task = _tasks(1, repair_turns=0)[0]
    greedy = _drafts(task)["greedy"]
    nodes = [
        MessageNode(message=vf.SystemMessage(content=task.data.system_prompt)),
        MessageNode(parent=0, message=vf.UserMessage(content=task.data.prompt)),
        MessageNode(parent=1, message=vf.AssistantMessage(content=greedy), sampled=True),
    ]
    trace = vf.Trace(
        task=TraceTask(type=type(task).__name__, data=task.data, key=task.key, hash=task.hash),
        agent=AgentInfo(config=vf.AgentConfig()),
        nodes=nodes,
    )
    asyncio.run(task.score(trace))
    asyncio.run(
        CaptionsmithEnv.__new__(CaptionsmithEnv).finalize(
            task, vf.Episode(task=trace.task, traces=[trace])
        )
    )
    assert "repair_cost" not in trace.rewards and "first_answer" not in trace.rewards
    assert trace.reward == pytest.approx(task.report(greedy).total)


# Totals as the scorer makes them: shares of a transcript's words (no denormals).
scores = st.integers(0, 2000).map(lambda k: k / 2000)


@settings(max_examples=400, deadline=None)
@given(first=scores, final=scores, middle=st.lists(scores, max_size=3), better=scores)
def test_the_repair_total_keeps_its_orderings(first, final, middle, better) -> None:
    totals = [first, *middle, final]
    outcome = repair_total(totals)
    assert 0.0 <= outcome.total <= 1.0
    assert outcome.total == pytest.approx(
        outcome.final + outcome.credit + outcome.cost
    ) or outcome.total in (0.0, 1.0)
    if first < 1.0:
        assert outcome.total < 1.0  # never as good as a perfect first answer
    if final > better > first and not middle:
        # a better first draft, repaired to the same final answer.  (A draft
        # already as good as the final one whose repair then stalls pays the
        # stall cost instead: otherwise resubmitting unchanged would be free.)
        assert repair_total([better, final]).total > outcome.total
    if final > first and not middle:
        assert outcome.total > first  # one improving repair pays
    if final <= first and not middle:
        assert outcome.total < first or first == 0.0  # one stalled repair costs


def test_bad_repair_parameters_are_refused() -> None:
    with pytest.raises(ValueError, match="gain"):
        repair_total([0.5], gain=1.0)
    with pytest.raises(ValueError, match="cost"):
        repair_total([0.5], cost=-1)
