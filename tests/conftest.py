"""Shared fixtures: one generated task, its hidden reference, and a CLI
runner that returns (exit code, stdout, stderr)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, settings

from captionsmith.cli import main
from captionsmith.generator import GeneratorConfig
from captionsmith.profile import DEFAULT
from captionsmith.srt import Cue, compose
from captionsmith.tasks import TaskSpec, make_task, reference_cues

# Timing is not what these properties test: on a shared 2-core machine an
# example can take 250 ms, so no deadline and no too-slow health check.
settings.register_profile(
    "captionsmith", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("captionsmith")


@pytest.fixture(scope="session")
def task() -> TaskSpec:
    """A default-profile task of difficulty 2 (seed 0, index 2)."""
    return make_task(0, 2, DEFAULT, GeneratorConfig(difficulty=2))


@pytest.fixture(scope="session")
def reference(task: TaskSpec) -> list[Cue]:
    """The task's hidden reference cues."""
    return reference_cues(task)


@pytest.fixture(scope="session")
def reference_srt(reference: list[Cue]) -> str:
    """The task's hidden reference as SRT text."""
    return compose(reference)


CliResult = tuple[int, str, str]


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., CliResult]:
    """Run ``captionsmith ARGS...`` in-process: (exit code, stdout, stderr)."""

    def run(*args: str) -> CliResult:
        code = main(list(args))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run
