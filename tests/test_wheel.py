"""Packaging: `python -m build` makes a wheel and an sdist; the wheel installs
into a clean venv, and vf-eval from that venv scores the reference policy at
1.0 on 10 tasks.  Slow (a fresh venv); kept in CI."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from captionsmith.tools.server import serve_in_thread

pytestmark = pytest.mark.slow
ROOT = Path(__file__).parents[1]


def test_wheel_in_clean_venv_scores_reference(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    wheels = list(dist.glob("captionsmith-*.whl"))
    sdists = list(dist.glob("captionsmith-*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1

    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / "bin"
    subprocess.run(
        [str(bin_dir / "pip"), "install", "-q", str(wheels[0])],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    server = serve_in_thread("reference")
    try:
        out = tmp_path / "out"
        env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
        env.pop("PYTHONPATH", None)
        subprocess.run(
            [
                str(bin_dir / "vf-eval"), "captionsmith", "-m", "reference",
                "--client.base-url", f"http://127.0.0.1:{server.server_address[1]}/v1",
                "-n", "10", "--no-push", "--no-rich", "-o", str(out), "--run.name", "wheel",
            ],
            env=env, cwd=tmp_path, capture_output=True, text=True, timeout=900,
        )  # fmt: skip
    finally:
        server.shutdown()
    episodes = [
        json.loads(line) for line in (out / "wheel" / "traces.jsonl").read_text().splitlines()
    ]
    traces = [t for e in episodes for t in e["traces"]]
    assert len(traces) == 10 and all(t["ok"] for t in traces)
    for trace in traces:
        total = sum(r["score"] * r["weight"] for r in trace["rewards"].values())
        assert total == pytest.approx(1.0)
    # the installed package, not this checkout, was scored
    where = subprocess.run(
        [str(bin_dir / "python"), "-c", "import captionsmith; print(captionsmith.__file__)"],
        capture_output=True, text=True, check=True, cwd=tmp_path,
    ).stdout  # fmt: skip
    assert str(env_dir) in where
    # the shipped training configs come with the wheel, and the installed
    # command prints them
    config = subprocess.run(
        [str(bin_dir / "captionsmith"), "config", "rl", "--repair"],
        capture_output=True, text=True, check=True, cwd=tmp_path,
    ).stdout  # fmt: skip
    assert "repair_turns = 2" in config and "seq_len = 14336" in config
    names = zipfile.ZipFile(wheels[0]).namelist()
    assert {"captionsmith/configs/rl.toml", "captionsmith/configs/rl-repair.toml"} <= set(names)
    sdist_names = subprocess.run(
        ["tar", "-tzf", str(sdists[0])], capture_output=True, text=True, check=True
    ).stdout  # fmt: skip
    assert (
        "/scripts/ladder.py" in sdist_names
        and "/tests/fixtures/prime_rl_schema.json" in sdist_names
    )


def test_pytest_collects_from_an_unpacked_sdist(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--outdir", str(dist), str(ROOT)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    [sdist] = dist.glob("captionsmith-*.tar.gz")
    subprocess.run(["tar", "-xzf", str(sdist), "-C", str(tmp_path)], check=True)
    [unpacked] = [p for p in tmp_path.glob("captionsmith-*") if p.is_dir()]
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"],
        cwd=unpacked, capture_output=True, text=True, timeout=600,
        env={**os.environ, "PYTEST_ADDOPTS": ""},  # not CI's coverage options
    )  # fmt: skip
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    collected = re.search(r"(\d+) tests? collected", out.stdout)
    assert collected and int(collected.group(1)) > 900, out.stdout[-500:]
