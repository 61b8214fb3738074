"""captionsmith: word-timed ASR transcripts to valid, readable SRT subtitles.

The verifiers taskset (``CaptionsmithTaskset``) and its offline-friendly Env
(``CaptionsmithEnv``) are exported lazily: importing verifiers takes seconds,
and the command-line tools (check, solve, score, generate) never need it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.5.0"
__all__ = ["CaptionsmithEnv", "CaptionsmithTaskset"]

if TYPE_CHECKING:
    from captionsmith.taskset import CaptionsmithEnv, CaptionsmithTaskset


def __getattr__(name: str) -> Any:
    if name in __all__:
        from captionsmith import taskset

        return getattr(taskset, name)
    raise AttributeError(f"module 'captionsmith' has no attribute {name!r}")
