"""The offline demo evaluation: the real ``vf-eval`` against local baselines.

``run_demo(n)`` starts the offline endpoint (:mod:`captionsmith.tools.server`) on
a free local port, runs ``vf-eval captionsmith`` once per policy with the
policy as the model name, reads every run's ``traces.jsonl`` (vf-eval exits
0 even when rollouts fail, so the traces are the verdict), and returns the
mean of each reward per policy.  No API key, no GPU; the ``null`` harness
fetches its small chat program with ``uv`` from PyPI the first time.

verifiers' v1 commands have two names: ``vf-eval`` and ``vf-validate`` in
0.4, bare ``eval`` and ``validate`` in 0.3.x (where ``vf-eval`` is the old
v0 script).  :func:`verifiers_cli` is the one place that picks the installed
one, from verifiers' own entry points; the demo and the tests use it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

from captionsmith.environment.traces import RunSummary, TraceError, read_traces, summarize
from captionsmith.solving.policies import POLICIES
from captionsmith.tools.server import serve_in_thread

__all__ = ["DemoError", "run_demo", "verifiers_cli", "verifiers_script", "vf_eval_command"]

DemoError = TraceError

# The module of each v1 command's entry point, the same in 0.3.x and 0.4.
V1_COMMANDS = {"eval": "verifiers.v1.cli.eval.main", "validate": "verifiers.v1.cli.validate"}


def _tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if not found:
        raise DemoError(f"{name} is not installed (pip install captionsmith brings it)")
    return found


def verifiers_script(command: str) -> str:
    """The script name of verifiers' v1 ``command`` (``eval`` or ``validate``):
    the installed console script whose entry point is that command's v1
    module, so ``vf-eval`` under verifiers 0.4 and ``eval`` under 0.3.x (whose
    ``vf-eval`` runs ``verifiers.legacy``).  ``vf-<command>`` when verifiers
    is not installed or names no such script.

    >>> verifiers_script("eval") in ("vf-eval", "eval")
    True
    """
    module = V1_COMMANDS[command]
    try:
        points = distribution("verifiers").entry_points
    except PackageNotFoundError:
        return f"vf-{command}"
    names = sorted(
        (p.name for p in points if p.group == "console_scripts" and p.module == module),
        key=lambda name: (not name.startswith("vf-"), name),
    )
    return names[0] if names else f"vf-{command}"


def verifiers_cli(command: str) -> str:
    """The path of verifiers' v1 ``command`` (:func:`verifiers_script`), next
    to this Python or on PATH; DemoError if it is not installed."""
    return _tool(verifiers_script(command))


def vf_eval_command(
    model: str, base_url: str, n: int, out_dir: Path, run_name: str, extra: list[str] | None = None
) -> list[str]:
    return [
        verifiers_cli("eval"),
        "captionsmith",
        "-m",
        model,
        "--client.base-url",
        base_url,
        "-n",
        str(n),
        "--no-push",
        "--no-rich",
        "-o",
        str(out_dir),
        "--run.name",
        run_name,
        *(extra or []),
    ]


def run_demo(
    n: int,
    out_dir: Path,
    policies: tuple[str, ...] | None = None,
    extra_args: list[str] | None = None,
    log=print,
    repair_turns: int = 0,
) -> list[RunSummary]:
    """Run vf-eval once per policy against a local endpoint; see module doc.
    With ``repair_turns`` the runs use repair mode, and the default policies
    include ``reviser`` (which only differs from ``greedy`` there)."""
    if policies is None:
        policies = tuple(p for p in POLICIES if repair_turns or p != "reviser")
    if repair_turns:
        extra_args = [*(extra_args or []), "--env.taskset.task.repair-turns", str(repair_turns)]
    server = serve_in_thread("reference")
    base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env.setdefault("PYTHONUNBUFFERED", "1")
    results = []
    script = verifiers_script("eval")
    try:
        for k, policy in enumerate(policies, start=1):
            log(f"[{k}/{len(policies)}] {script} captionsmith -m {policy} -n {n} ...")
            t0 = time.monotonic()
            run_dir = out_dir / policy
            if run_dir.exists():
                shutil.rmtree(run_dir)
            cmd = vf_eval_command(policy, base_url, n, out_dir, policy, extra_args)
            proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
            (out_dir / f"{policy}.log").write_text(proc.stdout + proc.stderr, encoding="utf-8")
            try:
                traces = read_traces(run_dir / "traces.jsonl", n)
            except DemoError as exc:
                tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
                raise DemoError(
                    f"{exc} ({script} exit {proc.returncode}; {' | '.join(tail)})"
                ) from None
            result = summarize(policy, traces)
            results.append(result)
            log(f"      done in {time.monotonic() - t0:.1f} s: total {result.means['total']:.3f}")
    finally:
        server.shutdown()
    return results
