"""captionsmith: word-timed ASR transcripts to valid, readable SRT subtitles.

The package is layered, lowest first, each importing only from itself and
the layers before it (``tests/test_layers.py`` checks it):

* ``core``: words, SRT, text measures, profiles, limits, file formats;
* ``languages``: the language packs, speech banks and the speech generator;
* ``criteria``: boundary and timing rules, profile checks, the alignment;
* ``solving`` and ``judging``: the solvers and task streams; the rewards,
  prompt and feedback;
* ``environment``: the verifiers taskset, the export, trace reading;
* ``tools``: the command line, the offline endpoint, the demo.

The verifiers taskset (``CaptionsmithTaskset``) and its offline-friendly Env
(``CaptionsmithEnv``) are exported lazily: importing verifiers takes seconds,
and the command-line tools (check, solve, score, generate) never need it.
Every name has one import path, its module's (CHANGELOG.md, 0.6.0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.5.0"
__all__ = ["CaptionsmithEnv", "CaptionsmithTaskset"]

if TYPE_CHECKING:
    from captionsmith.environment.taskset import CaptionsmithEnv, CaptionsmithTaskset


def __getattr__(name: str) -> Any:
    if name in __all__:
        from captionsmith.environment import taskset

        return getattr(taskset, name)
    raise AttributeError(f"module 'captionsmith' has no attribute {name!r}")
