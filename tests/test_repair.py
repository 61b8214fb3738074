"""Repair mode's parts without a model: the feedback text, the reviser
policy and the multi-turn endpoint (the vf-eval run is in test_e2e.py)."""

from __future__ import annotations

import http.client
import json
import re

import pytest

from captionsmith.core.profile import DEFAULT
from captionsmith.core.srt import Cue, compose, format_timestamp, parse_answer
from captionsmith.core.words import Word
from captionsmith.judging.feedback import FEEDBACK_HEADER, MAX_FINDINGS, render_feedback
from captionsmith.judging.prompt import OUTPUT_CONTRACT, SYSTEM_PROMPT, render_user_prompt
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.policies import run_policy
from captionsmith.solving.tasks import make_task, reference_cues
from captionsmith.tools.server import serve_in_thread

pytestmark = pytest.mark.environment

TASKS = [make_task(4, i, DEFAULT, GeneratorConfig(difficulty=3)) for i in range(8)]


def test_feedback_names_findings_with_numbers_and_never_the_reference() -> None:
    for task in TASKS:
        answer = run_policy("greedy", list(task.words), DEFAULT)
        report = score(task.words, DEFAULT, answer)
        text = render_feedback(report)
        assert text.startswith(FEEDBACK_HEADER) and text.endswith(OUTPUT_CONTRACT)
        assert text == render_feedback(score(task.words, DEFAULT, answer))  # deterministic
        reference = reference_cues(task)
        shown = set(re.findall(r"\d+:\d\d:\d\d,\d{3}", text))
        assert not shown & {format_timestamp(c.end_ms) for c in reference}
        # Everything a finding quotes is the answer's or the transcript's own
        # words, never a line the hidden reference would write.
        said = " ".join(w.text for w in task.words)
        written = " ".join(line for cue in parse_answer(answer) for line in cue.lines)
        findings = text.split("Answer with")[0]
        for single, double in re.findall(QUOTED, findings):
            quoted = single or double
            assert quoted in said or quoted in written, quoted
        bullets = [line for line in text.splitlines() if line.startswith("- ")]
        assert 1 <= len(bullets) <= MAX_FINDINGS + 1


# A quoted word or phrase in a finding (repr quotes, not an apostrophe).
QUOTED = r"(?<!\w)'([^']+)'(?!\w)|(?<!\w)\"([^\"]+)\"(?!\w)"


def test_feedback_gives_rule_numbers_and_caps_the_list() -> None:
    task = TASKS[0]
    answer = run_policy("fixed", list(task.words), DEFAULT)
    report = score(task.words, DEFAULT, answer)
    text = render_feedback(report)
    assert re.search(r"cue \d+: \w+: .*(limit|minimum|maximum) [\d.]+", text)
    if len(report.findings) > MAX_FINDINGS:
        assert "more findings left out" in text


def test_feedback_on_a_parse_error_names_the_line() -> None:
    report = score(TASKS[0].words, DEFAULT, "Sure!\n1\n00:00:00,000 --> 00:00:01,000\nHi\n")
    text = render_feedback(report)
    assert "not valid SRT: line 1:" in text


def test_reviser_writes_greedy_first_and_the_reference_after_feedback() -> None:
    task = TASKS[1]
    words = list(task.words)
    assert run_policy("reviser", words, DEFAULT) == run_policy("greedy", words, DEFAULT)
    assert run_policy("reviser", words, DEFAULT, revising=True) == compose(reference_cues(task))


def test_endpoint_answers_a_repair_conversation() -> None:
    task = TASKS[2]
    prompt = render_user_prompt(task.words, DEFAULT)
    first = run_policy("greedy", list(task.words), DEFAULT)
    feedback = render_feedback(score(task.words, DEFAULT, first))
    server = serve_in_thread("reference")
    try:
        port = server.server_address[1]

        def ask(model: str, messages: list[dict]) -> str:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            body = {"model": model, "messages": messages}
            conn.request("POST", "/v1/chat/completions", body=json.dumps(body))
            data = json.loads(conn.getresponse().read())
            return data["choices"][0]["message"]["content"]

        opening = [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": prompt},
        ]
        repair = [
            *opening,
            {"role": "assistant", "content": first},
            {"role": "user", "content": feedback},
        ]
        assert ask("reviser", opening) == first
        revised = ask("reviser", repair)
        assert score(task.words, DEFAULT, revised).total == 1.0
        assert ask("greedy", repair) == first  # other policies do not revise
        assert parse_answer(revised)
    finally:
        server.shutdown()


def test_feedback_states_each_cues_breach_once_so_the_limit_covers_distinct_cues() -> None:
    """Fourteen cues each spoken over the maximum duration: each is one
    finding ("cannot form one cue: spoken over ..."), not that and a
    max_duration finding besides, so the twelve findings name twelve cues."""
    words = [Word(f"Wait{k}.", 10_000 * k, 10_000 * k + 8000) for k in range(14)]
    answer = compose([Cue(k + 1, w.start_ms, w.end_ms, (w.text,)) for k, w in enumerate(words)])
    report = score(words, DEFAULT, answer)
    assert len(report.violations["max_duration"]) == 14  # the report's data keeps every breach
    bullets = [line for line in render_feedback(report).splitlines() if line.startswith("- cue")]
    assert len(bullets) == MAX_FINDINGS
    cues = [int(re.match(r"- cue (\d+):", line)[1]) for line in bullets]  # type: ignore[index]
    assert cues == list(range(1, MAX_FINDINGS + 1))
    assert all("cannot form one cue: it is spoken over 8.000 s" in line for line in bullets)
    assert "- (2 more findings left out)" in render_feedback(report)
