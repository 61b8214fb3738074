"""Tasks cut from the user's own word-timed recordings.

``load_recordings(path)`` reads a word-timed ASR JSON file, or every
``*.json`` file under a folder, in any format :mod:`captionsmith.core.importers`
reads (a task or a bare word list too), as :class:`Recording` values in
name order, each with the language its file states (whisperX/OpenAI
``language``, Deepgram ``detected_language``, AssemblyAI ``language_code``,
a task's ``language``; None when it states none); a file that holds no
readable transcript is a ``ValueError`` naming it.

``transcript_task(recordings, seed, index, profile, config, split)`` is task
``index`` of the stream, the transcript counterpart of
:func:`captionsmith.solving.tasks.make_task`: a pure function of (split, seed,
index, profile, config, the recordings).  Contract:

* **Split by recording.**  Each recording belongs to one split, chosen by
  the SHA-256 of its name (about one in five goes to ``eval``; with two or
  more recordings each split gets at least one), so train and eval never
  share a window.
* **Windows at sentence boundaries.**  A window starts at a sentence start
  and ends at a sentence end (after ``.``, ``?``, ``!`` or ``…``; in
  unpunctuated ASR, at a pause of :data:`UNPUNCTUATED_PAUSE_MS` or more),
  with a length drawn from ``config.word_range`` (difficulty, ``min_words``,
  ``max_words``).  Its times are shifted so it starts near 0; speakers are
  kept.
* **Proof.**  A window is kept only when the exact solver finds a perfect
  answer under the profile; the RNG of attempt k is private to (split,
  seed, index, k), so task i never depends on another task.  After
  ``max_attempts`` windows without one, an ``InfeasibleProfileError`` says
  how many were tried.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from pathlib import Path

from captionsmith.core.importers import import_words
from captionsmith.core.profile import Profile
from captionsmith.core.text import ends_sentence
from captionsmith.core.words import Word
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.solver import solve
from captionsmith.solving.tasks import SPLITS, InfeasibleProfileError, TaskSpec, check_stream

__all__ = [
    "MAX_WINDOW_ATTEMPTS",
    "UNPUNCTUATED_PAUSE_MS",
    "Recording",
    "WindowStats",
    "load_recordings",
    "recording_split",
    "split_recordings",
    "transcript_task",
]

MAX_WINDOW_ATTEMPTS = 400
UNPUNCTUATED_PAUSE_MS = 700  # a sentence boundary in ASR without punctuation
LEAD_MS = 500  # at most this much silence before a window's first word
_STREAM = "captionsmith-transcripts/1"


@dataclass(frozen=True, slots=True)
class Recording:
    """One recording's words, its name (the file's path inside the folder
    given, or its file name) and the language code its file states, as
    written there (``en_us``, ``french``), or None."""

    name: str
    words: tuple[Word, ...]
    language: str | None = None


@dataclass
class WindowStats:
    """How many windows were tried and kept, for the report."""

    tried: int = 0
    kept: int = 0


def _read(path: Path) -> tuple[tuple[Word, ...], str | None]:
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc).splitlines()[0]
        raise ValueError(f"{path}: not a readable JSON file ({reason})") from None
    try:
        report = import_words(data)
    except ValueError as exc:
        raise ValueError(f"{path}: not a word-timed transcript ({exc})") from None
    if not report.words:
        raise ValueError(f"{path}: the transcript holds no words")
    return tuple(report.words), report.language


def load_recordings(path: str | Path) -> tuple[Recording, ...]:
    """The recordings of a file or a folder (every ``*.json`` under it).

    >>> load_recordings("/nonexistent")
    Traceback (most recent call last):
    ...
    ValueError: /nonexistent: no such file or folder
    """
    root = Path(path)
    if root.is_file():
        return (Recording(root.name, *_read(root)),)
    if not root.is_dir():
        raise ValueError(f"{root}: no such file or folder")
    files = sorted(p for p in root.rglob("*.json") if p.is_file())
    if not files:
        raise ValueError(f"{root}: no .json transcript in the folder")
    return tuple(Recording(p.relative_to(root).as_posix(), *_read(p)) for p in files)


def _hash(name: str) -> int:
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big")


def recording_split(recordings: tuple[Recording, ...]) -> dict[str, str]:
    """The split of each recording, by name: ``eval`` when its hash is
    divisible by 5; with two or more recordings, the lowest hash goes to
    ``eval`` if none did and the highest to ``train`` if all did."""
    out = {r.name: ("eval" if _hash(r.name) % 5 == 0 else "train") for r in recordings}
    if len(recordings) >= 2:
        ranked = sorted(out, key=_hash)
        if "eval" not in out.values():
            out[ranked[0]] = "eval"
        if "train" not in out.values():
            out[ranked[-1]] = "train"
    return out


def split_recordings(recordings: tuple[Recording, ...], split: str) -> list[Recording]:
    """The recordings of one split; a ValueError when it has none."""
    if split not in SPLITS:
        raise ValueError(f"split must be one of {', '.join(SPLITS)}, got {split!r}")
    splits = recording_split(recordings)
    chosen = [r for r in recordings if splits[r.name] == split]
    if not chosen:
        raise ValueError(
            f"the {split} split has no recording: each recording belongs to one split, "
            f"so give two or more (got {len(recordings)})"
        )
    return chosen


def _sentence_starts(words: tuple[Word, ...]) -> list[int]:
    """Every index where a sentence starts, and len(words)."""
    punctuated = any(ends_sentence(w.text) for w in words)
    starts = [0]
    for k in range(1, len(words)):
        if punctuated:
            boundary = ends_sentence(words[k - 1].text)
        else:
            boundary = words[k].start_ms - words[k - 1].end_ms >= UNPUNCTUATED_PAUSE_MS
        if boundary:
            starts.append(k)
    return [*starts, len(words)]


def _openings(starts: list[int], low: int) -> list[int]:
    """The sentence starts a window of at least ``low`` words can begin at
    (the first alone when the whole recording is shorter)."""
    n = starts[-1]
    return [a for a in starts[:-1] if n - a >= low] or [0]


def _window(
    rng: random.Random, recordings: list[Recording], bounds: list[list[int]], low: int, high: int
) -> tuple[Recording, int, int]:
    """One window: a recording (weighted by the windows it can open), a
    sentence start, and the first sentence end at or after the drawn
    length (the recording's end if there is none)."""
    openings = [_openings(b, low) for b in bounds]
    k = rng.choices(range(len(recordings)), weights=[len(o) for o in openings])[0]
    a = rng.choice(openings[k])
    target = a + rng.randint(low, high)
    b = next((s for s in bounds[k] if s >= target), bounds[k][-1])
    return recordings[k], a, b


def _shifted(words: tuple[Word, ...], a: int, b: int) -> tuple[Word, ...]:
    """Words a..b-1 moved so the first starts after at most LEAD_MS of the
    silence before it."""
    before = words[a - 1].end_ms if a > 0 else 0
    lead = min(LEAD_MS, max(0, words[a].start_ms - before))
    offset = words[a].start_ms - lead
    return tuple(
        Word(w.text, w.start_ms - offset, w.end_ms - offset, speaker=w.speaker) for w in words[a:b]
    )


def transcript_task(
    recordings: tuple[Recording, ...],
    seed: int,
    index: int,
    profile: Profile,
    config: GeneratorConfig,
    split: str = "train",
    max_attempts: int = MAX_WINDOW_ATTEMPTS,
    stats: WindowStats | None = None,
) -> TaskSpec:
    """Task ``index`` of the transcript stream (see the module docstring);
    ``stats``, when given, counts the windows tried and kept."""
    check_stream(split, seed, index)
    chosen = split_recordings(recordings, split)
    bounds = [_sentence_starts(r.words) for r in chosen]
    low, high = config.word_range
    for attempt in range(max_attempts):
        rng = random.Random(f"{_STREAM}/{split}/{seed}/{index}/{attempt}")
        recording, a, b = _window(rng, chosen, bounds, low, high)
        words = _shifted(recording.words, a, b)
        if stats is not None:
            stats.tried += 1
        if solve(list(words), profile) is not None:
            if stats is not None:
                stats.kept += 1
            source = f"{recording.name}#{a + 1}-{b}"
            return TaskSpec(split, seed, index, config.difficulty, profile, words, source)
    raise InfeasibleProfileError(
        f"no window of {low}-{high} words in the {split} recordings "
        f"({', '.join(r.name for r in chosen)}) has a perfect answer under profile "
        f"{profile.to_json()}: {max_attempts} windows tried"
    )
