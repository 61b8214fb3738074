"""Shared fixtures: a CLI runner that returns (exit code, stdout, stderr),
and the hypothesis profile every property test runs under."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, settings

from captionsmith.tools.cli import main

# Timing is not what these properties test: on a shared 2-core machine an
# example can take 250 ms, so no deadline and no too-slow health check.
settings.register_profile(
    "captionsmith", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("captionsmith")


CliResult = tuple[int, str, str]


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., CliResult]:
    """Run ``captionsmith ARGS...`` in-process: (exit code, stdout, stderr)."""

    def run(*args: str) -> CliResult:
        code = main(list(args))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run
