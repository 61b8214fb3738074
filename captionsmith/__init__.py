"""captionsmith: word-timed ASR transcripts to valid, readable SRT subtitles.

The package is layered, lowest first, each importing only from itself and
the layers before it (``tests/test_layers.py`` checks it):

* ``core``: words, SRT, text measures, profiles, limits, file formats;
* ``languages``: the language packs, the grammars and the speech generator;
* ``criteria``: boundary and timing rules, profile checks, the alignment;
* ``solving`` and ``judging``: the solvers and task streams; the rewards,
  prompt and feedback;
* ``environment``: the verifiers taskset, the export, trace reading;
* ``tools``: the command line, the offline endpoint, the demo.

The verifiers taskset (``CaptionsmithTaskset``) and its offline-friendly Env
(``CaptionsmithEnv``) are exported lazily: importing verifiers takes seconds,
and the command-line tools (check, solve, score, generate) never need it.
Modules keep their old flat names as aliases (``captionsmith.scoring`` is
``captionsmith.judging.scoring``), so code written against the flat layout
still imports.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

__version__ = "0.5.0"
__all__ = ["CaptionsmithEnv", "CaptionsmithTaskset"]

if TYPE_CHECKING:
    from captionsmith.environment.taskset import CaptionsmithEnv, CaptionsmithTaskset

# Where each module of the flat layout lives now.
_LAYERS = {
    "core": "fileio findings formats importers lenient limits measures profile repair srt text units verdicts words",
    "languages": "generator grammar grammar_words inflection lexicon lexicon_nouns lexicon_words phrases speech_levels",
    "criteria": "alignment checks cue_records rules timing_rules",
    "solving": "best_effort notation perturb policies solver tasks transcripts",
    "judging": "feedback prompt scoring",
    "environment": "export taskset traces",
    "tools": "cli commands demo server",
}
MOVED = {
    name: f"{__name__}.{pkg}.{name}" for pkg, names in _LAYERS.items() for name in names.split()
}


class _FlatNames(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Imports ``captionsmith.<old name>`` as the module it moved to (the
    same module object, not a copy)."""

    def find_spec(
        self, fullname: str, path: object = None, target: object = None
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != __name__ or name not in MOVED:
            return None
        return importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return importlib.import_module(MOVED[spec.name.rpartition(".")[2]])

    def exec_module(self, module: ModuleType) -> None:
        """Already executed under its own name."""


if not any(isinstance(finder, _FlatNames) for finder in sys.meta_path):
    sys.meta_path.append(_FlatNames())


def __getattr__(name: str) -> Any:
    if name in __all__:
        from captionsmith.environment import taskset

        return getattr(taskset, name)
    raise AttributeError(f"module 'captionsmith' has no attribute {name!r}")
