"""Reading what ``vf-eval`` wrote, and summarising it for evaluation and RL.

``traces.jsonl`` holds one episode per line with its traces nested inside,
and each reward as a ``{score, weight}`` pair with no total.  vf-eval exits 0
even when rollouts fail, so :func:`read_run` sorts every trace into good
ones and failures, each failure with its cause in one line (the first error
recorded on the trace, else on its episode, as ``Type: message``).  The
run's setup (model, split, profile, difficulty, language, repair turns) comes
from its resolved config (``configs/resolved/*.json``).

:func:`summarize` gives the mean of each reward (the repair-mode rewards
``first_answer`` and ``repair_cost`` included when present), of the
weighted total (every reward the trace holds) and of each metric, over the
good traces only; and, when a task has two or more rollouts, the learning
signal GRPO sees: the mean within-group standard deviation of the total and
the share of groups whose totals are all equal (prime-rl drops those).
"""

from __future__ import annotations

import json
import statistics
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path

from captionsmith.core.profile import preset_in_use
from captionsmith.judging.scoring import WEIGHTS

__all__ = [
    "REPAIR_REWARDS",
    "REWARDS",
    "Run",
    "RunSummary",
    "TraceError",
    "failure_cause",
    "format_table",
    "read_run",
    "read_traces",
    "summarize",
    "summarize_dir",
    "task_id",
]

REWARDS = tuple(WEIGHTS)
REPAIR_REWARDS = ("first_answer", "repair_cost")
SETUP_FIELDS = ("model", "split", "profile", "difficulty", "language", "repair_turns")


class TraceError(RuntimeError):
    """A run that could not be read at all."""


@dataclass
class Run:
    """One run's traces: the good ones, the failures' causes, its setup."""

    name: str
    traces: list[dict]
    failures: list[str]
    setup: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class RunSummary:
    """Means over one run's good rollouts, its setup and its failures."""

    name: str
    rollouts: int
    means: dict[str, float]  # reward name -> mean score, plus "total"
    metrics: dict[str, float]  # metric name -> mean
    setup: dict[str, object] = field(default_factory=dict)
    failed: int = 0
    causes: tuple[str, ...] = ()  # distinct failure causes, most frequent first
    groups: int = 0  # tasks with two or more good rollouts
    group_std: float | None = None  # mean within-group standard deviation of the total
    flat_groups: float | None = None  # share of those groups whose totals are all equal

    @property
    def policy(self) -> str:  # the demo names runs after policies
        return self.name

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def failure_cause(record: dict) -> str:
    """One line naming why a trace or episode failed.

    >>> failure_cause({"errors": [{"type": "ProviderError", "message": "All connection attempts failed"}]})
    'ProviderError: All connection attempts failed'
    >>> failure_cause({"errors": []})
    'failed with no error recorded'
    """
    for error in record.get("errors") or []:
        if isinstance(error, dict):
            kind = error.get("type") or "error"
            message = " ".join(str(error.get("message") or "").split())
            status = error.get("status_code")
            text = f"{kind}: {message}" if message else str(kind)
            if status is not None and str(status) not in text:
                text += f" (status {status})"
            return text[:200]
        return " ".join(str(error).split())[:200]
    return "failed with no error recorded"


def task_id(trace: dict) -> str | None:
    """The captionsmith task id (``split-seed-index``) of one trace, None if it
    has no task data.  It is ``task.data.id`` under verifiers 0.4 and 0.3.1
    alike (captionsmith declares the field, which 0.3.1's ``TaskData`` lacks);
    a trace written under 0.3.x before that has it in ``task.data.name``
    only; else it is rebuilt from the data's split, seed and index.

    >>> task_id({"task": {"data": {"id": "train-0-3", "name": "train-0-3"}}})
    'train-0-3'
    >>> task_id({"task": {"data": {"name": "eval-1-2", "split": "eval"}}})
    'eval-1-2'
    >>> task_id({"task": {"data": {"split": "train", "seed": 4, "index": 7}}})
    'train-4-7'
    >>> task_id({"task": {"key": "ab12"}}) is None
    True
    """
    data = (trace.get("task") or {}).get("data") or {}
    for name in ("id", "name"):
        if isinstance(data.get(name), str) and data[name]:
            return data[name]
    if all(data.get(k) is not None for k in ("split", "seed", "index")):
        return f"{data['split']}-{data['seed']}-{data['index']}"
    return None


def read_run(path: Path, name: str | None = None) -> Run:
    """Every trace of a ``traces.jsonl``, sorted into good ones and failures
    (an episode that failed before producing a trace counts as one failure).
    Raises TraceError only when the file is missing or not JSON lines."""
    if not path.exists():
        raise TraceError(f"{path} was not written; the eval run failed before any rollout")
    good: list[dict] = []
    failures: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            episode = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TraceError(f"{path}:{number}: not JSON ({exc.msg})") from None
        if not isinstance(episode, dict):
            raise TraceError(f"{path}:{number}: expected an episode object")
        traces = episode.get("traces") or []
        if not traces and not episode.get("ok", False):
            failures.append(failure_cause(episode))
        for trace in traces:
            if not trace.get("ok", False) or not episode.get("ok", False):
                failures.append(failure_cause(trace if trace.get("errors") else episode))
                continue
            missing = [r for r in REWARDS if r not in (trace.get("rewards") or {})]
            if missing:
                failures.append(f"a trace lacks rewards {missing}")
                continue
            good.append(trace)
    return Run(name or path.parent.name, good, failures, _setup(path.parent))


def read_traces(path: Path, expected: int | None = None) -> list[dict]:
    """Every trace of a run, all of them good; raises TraceError naming the
    first failure's cause (the demo and the end-to-end tests use this)."""
    run = read_run(path)
    if run.failures:
        raise TraceError(
            f"{path}: {len(run.failures)} rollout(s) failed; first cause: {run.failures[0]}"
        )
    if expected is not None and len(run.traces) != expected:
        raise TraceError(f"{path}: {len(run.traces)} traces, expected {expected}")
    if not run.traces:
        raise TraceError(f"{path}: no traces")
    return run.traces


def _setup(folder: Path) -> dict[str, object]:
    """Model, split, profile, difficulty, language and repair turns from the
    run's resolved config; fields it lacks are left out."""
    for config in sorted((folder / "configs" / "resolved").glob("*.json")):
        try:
            data = json.loads(config.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        taskset = ((data.get("env") or {}).get("taskset")) or {}
        task = taskset.get("task") or {}
        profile, language = taskset.get("profile"), taskset.get("language")
        if profile is not None:  # what the run really used: default in ja is netflix-ja
            profile, language = preset_in_use(str(profile), language)
        setup: dict[str, object] = {
            "model": data.get("model"),
            "split": taskset.get("split"),
            "profile": profile,
            "difficulty": taskset.get("difficulty"),
            "language": language,
            "repair_turns": task.get("repair_turns"),
        }
        return {k: v for k, v in setup.items() if v is not None}
    return {}


def _total(trace: dict) -> float:
    return sum(
        reward["score"] * reward["weight"]
        for reward in (trace.get("rewards") or {}).values()
        if reward is not None
    )


def summarize(run: Run | str, traces: list[dict] | None = None) -> RunSummary:
    """Means of each reward, of the weighted total (every reward the trace
    holds, the repair rewards included) and of each metric over the good
    traces, with the failures and the within-group spread.  (Also accepts
    ``summarize(name, traces)`` for a list of good traces.)"""
    if isinstance(run, str):
        run = Run(run, list(traces or []), [])
    good = run.traces
    names = [*REWARDS, *(r for r in REPAIR_REWARDS if any(r in t["rewards"] for t in good))]
    means = (
        {
            r: statistics.fmean(t["rewards"][r]["score"] for t in good if r in t["rewards"])
            for r in names
        }
        if good
        else {}
    )
    if good:
        means["total"] = statistics.fmean(_total(t) for t in good)
    metric_names = sorted({m for t in good for m in (t.get("metrics") or {})})
    metrics = {
        m: statistics.fmean(float(t["metrics"][m]) for t in good if m in (t.get("metrics") or {}))
        for m in metric_names
    }
    by_task: dict[str, list[float]] = defaultdict(list)
    for t in good:
        task = t.get("task") or {}
        by_task[str(task.get("key") or task.get("hash") or task_id(t) or id(t))].append(_total(t))
    groups = [totals for totals in by_task.values() if len(totals) >= 2]
    causes = tuple(sorted(set(run.failures), key=lambda c: (-run.failures.count(c), c)))
    return RunSummary(
        run.name,
        len(good),
        means,
        metrics,
        run.setup,
        len(run.failures),
        causes,
        len(groups),
        statistics.fmean(statistics.pstdev(g) for g in groups) if groups else None,
        sum(max(g) - min(g) < 1e-12 for g in groups) / len(groups) if groups else None,
    )


def summarize_dir(out_dir: Path) -> list[RunSummary]:
    """One summary per ``traces.jsonl`` under ``out_dir`` (the folder itself
    or its run folders), named by the run folder."""
    if not out_dir.is_dir():
        raise TraceError(f"{out_dir}: not a folder")
    paths = sorted(out_dir.glob("traces.jsonl")) + sorted(out_dir.glob("*/traces.jsonl"))
    if not paths:
        raise TraceError(f"{out_dir}: no traces.jsonl in it or in its run folders")
    return [summarize(read_run(p)) for p in paths]


def _cell(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def format_table(
    results: list[RunSummary], metrics: bool = False, columns: tuple[str, ...] = ()
) -> str:
    """Markdown tables: each run's setup; its rewards, total and the metrics
    named in ``columns``; with ``metrics``, every metric; the within-group
    spread when any run has groups; and every failure cause."""
    out: list[str] = []
    if any(r.setup for r in results):
        out += [
            "| run | " + " | ".join(SETUP_FIELDS) + " |",
            "| --- " * (len(SETUP_FIELDS) + 1) + "|",
        ]
        out += [
            f"| {r.name} | " + " | ".join(_cell(r.setup.get(f)) for f in SETUP_FIELDS) + " |"
            for r in results
        ]
        out.append("")
    extra = [x for x in REPAIR_REWARDS if any(x in r.means for r in results)]
    head = (*REWARDS, *extra, "total", *columns)
    out += [
        "| run | rollouts | failed | " + " | ".join(head) + " |",
        "| --- " * (len(head) + 3) + "|",
    ]
    for r in results:
        cells = [_cell(r.means.get(name)) for name in (*REWARDS, *extra, "total")]
        cells += [_cell(r.metrics.get(m)) for m in columns]
        out.append(f"| {r.name} | {r.rollouts} | {r.failed} | " + " | ".join(cells) + " |")
    names = sorted({m for r in results for m in r.metrics})
    if metrics and names:
        out += ["", "| run | " + " | ".join(names) + " |", "| --- " * (len(names) + 1) + "|"]
        out += [
            f"| {r.name} | " + " | ".join(_cell(r.metrics.get(m)) for m in names) + " |"
            for r in results
        ]
    if any(r.groups for r in results):
        out += [
            "",
            "| run | groups | mean within-group std of total | groups with all totals equal |",
            "| --- | --- | --- | --- |",
        ]
        out += [
            f"| {r.name} | {r.groups} | {_cell(r.group_std)} | "
            + ("-" if r.flat_groups is None else f"{r.flat_groups:.1%}")
            + " |"
            for r in results
        ]
    for r in results:
        for cause in r.causes:
            out.append(f"{r.name}: failed rollouts: {cause}")
    return "\n".join(out)
