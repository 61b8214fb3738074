"""Reading what ``vf-eval`` wrote: every run's ``traces.jsonl``, checked,
and summarised as mean rewards, the weighted total and mean metrics.

``traces.jsonl`` holds one episode per line with its traces nested inside,
and each reward as a ``{score, weight}`` pair with no total.  vf-eval exits 0
even when rollouts fail, so :func:`read_traces` checks every trace: the
expected count (when given), each one ``ok``, all four rewards present.
:func:`summarize_dir` finds the runs under an output folder.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from pathlib import Path

from captionsmith.scoring import WEIGHTS

__all__ = [
    "REWARDS",
    "RunSummary",
    "TraceError",
    "format_table",
    "read_traces",
    "summarize",
    "summarize_dir",
]

REWARDS = tuple(WEIGHTS)


class TraceError(RuntimeError):
    """A run that did not produce a full set of good traces."""


@dataclass(frozen=True)
class RunSummary:
    """Means over one run's rollouts."""

    name: str
    rollouts: int
    means: dict[str, float]  # reward name -> mean score, plus "total"
    metrics: dict[str, float]  # metric name -> mean

    @property
    def policy(self) -> str:  # the demo names runs after policies
        return self.name


def read_traces(path: Path, expected: int | None = None) -> list[dict]:
    """Every trace of a run, checked; raises TraceError naming what is wrong."""
    if not path.exists():
        raise TraceError(f"{path} was not written; vf-eval failed before any rollout")
    traces: list[dict] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            episode = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TraceError(f"{path}:{number}: not JSON ({exc.msg})") from None
        if not isinstance(episode, dict):
            raise TraceError(f"{path}:{number}: expected an episode object")
        traces.extend(episode.get("traces") or [])
        if not episode.get("ok", False):
            raise TraceError(f"{path}:{number}: an episode failed: {episode.get('errors')}")
    if expected is not None and len(traces) != expected:
        raise TraceError(f"{path}: {len(traces)} traces, expected {expected}")
    if not traces:
        raise TraceError(f"{path}: no traces")
    for trace in traces:
        if not trace.get("ok", False):
            raise TraceError(f"{path}: a rollout failed: {trace.get('errors')}")
        missing = [r for r in REWARDS if r not in (trace.get("rewards") or {})]
        if missing:
            raise TraceError(f"{path}: a trace lacks rewards {missing}")
    return traces


def summarize(name: str, traces: list[dict]) -> RunSummary:
    """Mean of each reward, of the weighted total (every reward the trace
    holds, the repair cost included) and of each metric."""
    means = {r: statistics.fmean(t["rewards"][r]["score"] for t in traces) for r in REWARDS}
    means["total"] = statistics.fmean(
        sum(
            reward["score"] * reward["weight"]
            for reward in t["rewards"].values()
            if reward is not None
        )
        for t in traces
    )
    names = sorted({m for t in traces for m in (t.get("metrics") or {})})
    metrics = {
        m: statistics.fmean(float(t["metrics"][m]) for t in traces if m in (t.get("metrics") or {}))
        for m in names
    }
    return RunSummary(name, len(traces), means, metrics)


def summarize_dir(out_dir: Path) -> list[RunSummary]:
    """One summary per ``traces.jsonl`` under ``out_dir`` (the folder itself
    or its run folders), named by the run folder."""
    if not out_dir.is_dir():
        raise TraceError(f"{out_dir}: not a folder")
    paths = sorted(out_dir.glob("traces.jsonl")) + sorted(out_dir.glob("*/traces.jsonl"))
    if not paths:
        raise TraceError(f"{out_dir}: no traces.jsonl in it or in its run folders")
    return [summarize(p.parent.name, read_traces(p)) for p in paths]


def format_table(
    results: list[RunSummary], metrics: bool = False, columns: tuple[str, ...] = ()
) -> str:
    """A Markdown table of the runs: rewards, total and the metrics named in
    ``columns``; then, with ``metrics``, a table of every metric."""
    header = "| run | rollouts | " + " | ".join((*REWARDS, "total", *columns)) + " |"
    rule = "| --- " * (len(REWARDS) + 3 + len(columns)) + "|"
    rows = [
        f"| {r.name} | {r.rollouts} | "
        + " | ".join(f"{r.means[name]:.3f}" for name in (*REWARDS, "total"))
        + "".join(f" | {r.metrics.get(m, float('nan')):.3f}" for m in columns)
        + " |"
        for r in results
    ]
    out = [header, rule, *rows]
    names = sorted({m for r in results for m in r.metrics})
    if metrics and names:
        out += ["", "| run | " + " | ".join(names) + " |", "| --- " * (len(names) + 1) + "|"]
        out += [
            f"| {r.name} | "
            + " | ".join(f"{r.metrics[m]:.3f}" if m in r.metrics else "-" for m in names)
            + " |"
            for r in results
        ]
    return "\n".join(out)
