"""captionsmith as a native verifiers v1 taskset (the only verifiers import).

The model gets a word-timed transcript and a constraint profile and must
answer with SRT only.  Four weighted rewards (pure trace rewards, no runtime
needed) and diagnostic metrics:

| name | kind | weight | meaning |
| --- | --- | --- | --- |
| coverage | reward | 0.25 | token F1 of the displayed words against the source words |
| timing | reward | 0.25 | cue start/end against the words each cue holds |
| constraints | reward | 0.30 | lines, line width in columns, duration, cps, gap |
| segmentation | reward | 0.20 | acceptable or forced breaks; each flaw costs by severity |
| parsed | metric | - | 1 if the answer strict-parses |
| cue_count | metric | - | cues in the answer |
| missing_words | metric | - | share of source tokens the answer lost |
| invented_words | metric | - | invented tokens per source token |
| violating_cues | metric | - | share of cues that break a profile rule |
| connector_endings | metric | - | cues ending a line or cue on a connector |
| repairs_used | metric | - | repair turns the episode used |
| first_answer_total | metric | - | weighted total of the first answer |
| first_answer | reward (repair mode) | 1 | (1 - gain) x (first - final) |
| repair_cost | reward (repair mode) | 1 | minus cost per repair that did not improve |

Tasks are infinite and generated per index: task i depends only on
(split, seed, i, config).  The hidden reference is never stored; ``validate``
recomputes it and requires 1.0 on all four rewards.

Repair mode (``--env.taskset.task.repair-turns N``, default 0): after an
imperfect answer the environment replies with the checker's findings
(:mod:`captionsmith.judging.feedback`) and the model answers again, up to N times.
The four rewards score the final answer; two more rewards recorded at the
end make the total first + gain × (final − first) − cost × (repairs that did
not improve) (:mod:`captionsmith.core.repair`): ``first_answer`` and
``repair_cost``.  With 0 the episode is the single-turn one.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import lru_cache
from typing import Literal

import verifiers.v1 as vf
from pydantic import Field, ValidationInfo, field_validator, model_validator

from captionsmith.core.languages import check_language
from captionsmith.core.profile import PRESETS, Profile, profile_from_dict, resolve_profile
from captionsmith.core.repair import REPAIR_TURNS, RepairOutcome, repair_total
from captionsmith.core.srt import Cue, compose
from captionsmith.core.words import Word
from captionsmith.criteria.shot_checks import task_shot_timing
from captionsmith.environment.wire import (
    ProfileOverrides,
    WireProfile,
    WireShotChanges,
    WireWords,
)
from captionsmith.judging.feedback import render_feedback
from captionsmith.judging.prompt import SYSTEM_PROMPT, render_user_prompt
from captionsmith.judging.scoring import WEIGHTS, ScoreReport, score
from captionsmith.languages.generator import DIFFICULTY, MAX_WORDS_LIMIT, MIN_WORDS, GeneratorConfig
from captionsmith.solving.recordings import load_recordings, split_recordings
from captionsmith.solving.tasks import (
    SEED,
    TaskSpec,
    diagnose_profile,
    diagnose_words,
    make_task,
    reference_cues,
)
from captionsmith.solving.transcripts import transcript_task

__all__ = [
    "CaptionsmithConfig",
    "CaptionsmithData",
    "CaptionsmithEnv",
    "CaptionsmithEnvConfig",
    "CaptionsmithTask",
    "CaptionsmithTaskConfig",
    "CaptionsmithTaskset",
    "answer_totals",
    "reference_answer",
    "repair_outcome",
    "repairs_used",
]


class CaptionsmithData(vf.TaskData):
    """One task on the wire.  Only ``prompt`` and ``system_prompt`` reach the
    model; the rest feeds the rewards.  In memory it holds the core's own
    ``Word`` and ``Profile`` (integer milliseconds); serialised, their JSON
    form is the task file's (seconds), so a task on the wire is a task line.

    ``id`` is declared here because verifiers 0.3.1's ``TaskData`` has no
    ``id`` field (0.4's has, with this type) and ignores unknown fields: the
    task id would be dropped silently.  Declared, it rides on the wire and in
    ``traces.jsonl`` as ``task.data.id`` under both; ``name`` holds it too."""

    id: str | None = None
    """The task id, ``split-seed-index`` (``TaskSpec.id``)."""
    words: WireWords
    """The transcript."""
    profile: WireProfile
    split: Literal["train", "eval"]
    seed: int
    index: int
    difficulty: int
    source: str | None = None
    """The recording and words a task from ``transcripts`` was cut from."""
    shot_changes: WireShotChanges = ()
    """The video's shot changes (``shot_changes = true``), judged as the checker does."""

    def spec(self) -> TaskSpec:
        """The core's view of this task."""
        return TaskSpec(
            self.split,
            self.seed,
            self.index,
            self.difficulty,
            self.profile,
            self.words,
            self.source,
            self.shot_changes,
        )


@lru_cache(maxsize=256)
def _report(
    words: tuple[Word, ...], profile: Profile, answer: str, cuts: tuple[int, ...] = ()
) -> ScoreReport:
    """The score report of one answer, computed once per distinct answer
    (every reward and metric of a rollout reads it; bounded for long runs)."""
    return score(words, profile, answer, task_shot_timing(cuts, profile))


class CaptionsmithTaskConfig(vf.TaskConfig):
    """Run-time knobs, under ``--env.taskset.task.*``."""

    repair_turns: int = 0
    """Repair turns after the first answer: the checker's findings go back to the
    model, which answers again (0: single turn; at most 8)."""

    @field_validator("repair_turns")
    @classmethod
    def _turns_in_range(cls, value: int) -> int:
        """The bounds ``captionsmith demo --repair-turns`` uses too."""
        return REPAIR_TURNS.check(value)

    repair_gain: float = Field(0.5, gt=0.0, lt=1.0)
    """Share of the improvement between the first and the final answer that the
    total keeps: total = first + repair_gain × (final − first) − costs."""
    repair_cost: float = Field(0.05, ge=0.0, le=1.0)
    """Subtracted from the total per repair turn that did not strictly improve on
    the answer before it."""


class CaptionsmithTask(vf.Task[CaptionsmithData, vf.State, CaptionsmithTaskConfig]):
    """Scoring for one task; the report is computed once per distinct answer."""

    def report(self, answer: str) -> ScoreReport:
        return _report(self.data.words, self.data.profile, answer, self.data.shot_changes)

    @vf.stop
    async def answer_limit(self, trace: vf.Trace) -> bool:
        """One answer, plus one per repair turn."""
        return trace.num_turns >= 1 + self.config.repair_turns

    @vf.reward(weight=WEIGHTS["coverage"])
    async def coverage(self, trace: vf.Trace) -> float:
        return self.report(trace.last_reply).coverage

    @vf.reward(weight=WEIGHTS["timing"])
    async def timing(self, trace: vf.Trace) -> float:
        return self.report(trace.last_reply).timing

    @vf.reward(weight=WEIGHTS["constraints"])
    async def constraints(self, trace: vf.Trace) -> float:
        return self.report(trace.last_reply).constraints

    @vf.reward(weight=WEIGHTS["segmentation"])
    async def segmentation(self, trace: vf.Trace) -> float:
        return self.report(trace.last_reply).segmentation

    @vf.metric
    async def parsed(self, trace: vf.Trace) -> float:
        return float(self.report(trace.last_reply).parse_error is None)

    @vf.metric
    async def cue_count(self, trace: vf.Trace) -> float:
        return float(self.report(trace.last_reply).cue_count)

    @vf.metric
    async def missing_words(self, trace: vf.Trace) -> float:
        r = self.report(trace.last_reply)
        return r.missing_tokens / r.source_tokens if r.parse_error is None else 1.0

    @vf.metric
    async def invented_words(self, trace: vf.Trace) -> float:
        r = self.report(trace.last_reply)
        return (r.invented_tokens + r.empty_cues) / max(1, r.source_tokens)

    @vf.metric
    async def violating_cues(self, trace: vf.Trace) -> float:
        r = self.report(trace.last_reply)
        broken = {c for cues in r.violations.values() for c in cues}
        return len(broken) / r.cue_count if r.cue_count else 0.0

    @vf.metric
    async def connector_endings(self, trace: vf.Trace) -> float:
        return float(len(self.report(trace.last_reply).connector_endings))

    @vf.metric
    async def repairs_used(self, trace: vf.Trace) -> float:
        return float(repairs_used(trace))

    @vf.metric
    async def first_answer_total(self, trace: vf.Trace) -> float:
        answers = trace.assistant_messages
        first = (answers[0].content or "").strip() if answers else ""
        return self.report(first).total

    def reference_cues(self) -> list[Cue]:
        """The hidden reference, recomputed (never stored); RuntimeError if the
        task has none (impossible for a generated task)."""
        return reference_cues(self.data.spec())

    async def validate(self, runtime: vf.Runtime) -> bool:
        """The hidden reference, recomputed, must score 1.0 on all four."""
        try:
            answer = compose(self.reference_cues())
        except RuntimeError:
            return False
        r = self.report(answer)
        return (r.coverage, r.timing, r.constraints, r.segmentation) == (1.0, 1.0, 1.0, 1.0)


_LIMITS = {limit.name: limit for limit in (SEED, DIFFICULTY, MIN_WORDS, MAX_WORDS_LIMIT)}


class CaptionsmithConfig(vf.TasksetConfig):
    """Load-time knobs, under ``--env.taskset.*``."""

    seed: int = 0
    """Seed of the task stream; task i depends only on (split, seed, i, config)."""
    split: Literal["train", "eval"] = "train"
    """Disjoint task streams: evaluate on ``eval`` what you trained on ``train``."""
    profile: str = "default"
    """Preset name: default, netflix-en, netflix-children, ted-iwslt, bbc, vertical,
    or a language preset (netflix-fr, netflix-de, netflix-es, netflix-ja,
    netflix-zh-hans, iwslt-2026-de, iwslt-2026-es, iwslt-2026-ja, iwslt-2026-zh)."""
    language: str | None = None
    """The tasks' language: en, fr, de, es, ja or zh (default: the preset's, so
    English for the general presets; netflix-ja means ja).  With ja or zh the
    ``default`` preset is that language's Netflix preset."""
    task: CaptionsmithTaskConfig = CaptionsmithTaskConfig()
    """Run-time knobs (``--env.taskset.task.repair-turns 2``)."""
    overrides: ProfileOverrides = ProfileOverrides()
    """Profile fields that replace the preset's (``--env.taskset.overrides.max-cps 20``)."""
    difficulty: int = 2
    """1 (short, slow, clean) to 5 (long, fast, disfluent, near the limits)."""
    min_words: int | None = None
    """Shortest transcript in words (default: from difficulty)."""
    max_words: int | None = None
    """Longest transcript in words (default: from difficulty)."""
    punctuation: bool = True
    """Whether the transcript carries punctuation (ASR output often has none)."""
    shot_changes: bool = False
    """Whether generated tasks carry a video's shot changes, at a rate that fits the
    register; the prompt states them and a cue across one costs."""
    transcripts: str | None = None
    """A word-timed ASR JSON file or a folder of them: tasks are cut from these
    recordings (at sentence boundaries, lengths from difficulty, min_words and
    max_words) instead of generated; each recording belongs to one split."""

    @field_validator("seed", "difficulty", "min_words", "max_words")
    @classmethod
    def _in_range(cls, value: int | None, info: ValidationInfo) -> int | None:
        """The bounds the command line uses too (captionsmith.core.limits), with
        its message, after pydantic has read the value as an int (a flag's
        "4" is 4); None stands for "from difficulty"."""
        if value is None:
            return value
        return _LIMITS[str(info.field_name)].check(value)

    @field_validator("language")
    @classmethod
    def _known_language(cls, value: str | None) -> str | None:
        return value if value is None else check_language(value)

    @model_validator(mode="after")
    def _check(self) -> CaptionsmithConfig:
        if self.profile not in PRESETS:
            raise ValueError(
                f"profile: unknown preset {self.profile!r} (known: {', '.join(PRESETS)})"
            )
        profile = self.resolved_profile()
        if self.transcripts is not None:
            try:
                recordings = load_recordings(self.transcripts)
                split_recordings(recordings, self.split)
                diagnose_words(profile, [w for r in recordings for w in r.words])
            except ValueError as exc:
                raise ValueError(f"transcripts: {exc}") from None
            return self
        config = self.generator_config()  # its own errors name their fields
        try:
            diagnose_profile(profile, config)
        except ValueError as exc:
            raise ValueError(f"overrides: {exc}") from None
        return self

    def resolved_profile(self) -> Profile:
        changes = {k: v for k, v in self.overrides.model_dump().items() if v is not None}
        try:
            base = resolve_profile(self.profile, self.language)
        except ValueError as exc:
            raise ValueError(f"language: {exc}") from None
        try:
            return profile_from_dict(changes, base=base)
        except ValueError as exc:
            raise ValueError(f"overrides: {exc}") from None

    def generator_config(self) -> GeneratorConfig:
        return GeneratorConfig(
            difficulty=self.difficulty,
            min_words=self.min_words,
            max_words=self.max_words,
            punctuation=self.punctuation,
            shot_changes=self.shot_changes,
        )


class CaptionsmithTaskset(vf.Taskset[CaptionsmithTask, CaptionsmithConfig]):
    """Infinite, seeded, per-index generated subtitle tasks."""

    INFINITE = True

    if not hasattr(vf.Taskset, "take"):  # verifiers 0.3.x calls it head

        def take(self, num_tasks: int) -> CaptionsmithTaskset:
            """The first ``num_tasks`` tasks, lazily: verifiers 0.4's name."""
            return self.head(num_tasks)

    def load(self) -> Iterator[CaptionsmithTask]:
        c = self.config
        profile = c.resolved_profile()
        generator = c.generator_config()
        recordings = None if c.transcripts is None else load_recordings(c.transcripts)
        for index in itertools.count():
            if recordings is None:
                task = make_task(c.seed, index, profile, generator, split=c.split)
            else:
                task = transcript_task(recordings, c.seed, index, profile, generator, c.split)
            yield CaptionsmithTask(
                CaptionsmithData(
                    # verifiers 0.4 sets idx to the position in load() (index
                    # too); 0.3.1 leaves it to load(), and logs tasks by it.
                    idx=index,
                    id=task.id,
                    name=task.id,
                    prompt=render_user_prompt(task.words, profile, task.shot_changes),
                    system_prompt=SYSTEM_PROMPT,
                    words=task.words,
                    profile=profile,
                    split=task.split,
                    seed=task.seed,
                    index=task.index,
                    difficulty=task.difficulty,
                    source=task.source,
                    shot_changes=task.shot_changes,
                ),
                c.task,
            )


class CaptionsmithEnvConfig(vf.EnvConfig):
    """Offline-friendly defaults: the tool-less ``null`` chat harness on the
    host ``subprocess`` runtime (``--env.agent.*`` still overrides)."""

    agent: vf.AgentConfig = vf.AgentConfig(harness={"id": "null"}, runtime={"type": "subprocess"})


def repairs_used(trace: vf.Trace) -> int:
    """Repair turns an episode used: answers after the first."""
    return max(0, len(trace.assistant_messages) - 1)


class CaptionsmithEnv(vf.Env[CaptionsmithEnvConfig]):
    """One agent, one task: one reply, or with repair turns a write, check,
    fix loop (see the module docstring)."""

    async def run(self, task: CaptionsmithTask, agents: vf.Agents) -> None:
        turns = task.config.repair_turns
        if not turns:
            await agents.agent.run(task)
            return
        async with agents.agent.interaction(task) as interaction:
            segment = await interaction.turn()
            for _ in range(turns):
                if segment.terminated:
                    break
                report = task.report(segment.last_reply)
                if report.total == 1.0:
                    break
                segment = await interaction.turn(render_feedback(report))

    async def finalize(self, task: CaptionsmithTask, episode: vf.Episode) -> None:
        """In repair mode, turn the four rewards of the final answer into the
        repair total (:func:`captionsmith.core.repair.repair_total`): record
        ``first_answer`` = (1 − gain) × (first − final) and ``repair_cost`` =
        −cost × non-improving repairs, so the weighted sum is
        first + gain × (final − first) − costs, within [0, 1]."""
        if not task.config.repair_turns:
            return
        for trace in episode.traces:
            outcome = repair_outcome(task, trace)
            trace.record_reward("first_answer", outcome.credit, 1.0)
            trace.record_reward("repair_cost", outcome.cost, 1.0)


def answer_totals(task: CaptionsmithTask, trace: vf.Trace) -> list[float]:
    """The weighted total of every answer of an episode, in order."""
    return [task.report((m.content or "").strip()).total for m in trace.assistant_messages] or [0.0]


def repair_outcome(task: CaptionsmithTask, trace: vf.Trace) -> RepairOutcome:
    """The repair total of one trace: the answers' totals, the final one as
    the four rewards scored it."""
    totals = answer_totals(task, trace)
    final = sum(
        trace.rewards[name].score * trace.rewards[name].weight
        for name in WEIGHTS
        if trace.rewards.get(name) is not None
    )
    totals[-1] = final
    return repair_total(totals, task.config.repair_gain, task.config.repair_cost)


def reference_answer(task: CaptionsmithTask) -> str:
    """The hidden reference SRT of a loaded task (recomputed, never stored)."""
    return compose(task.reference_cues())
