"""The user's own word-timed recordings, read and assigned to splits.

``load_recordings(path)`` reads a word-timed ASR JSON file, or every
``*.json`` file under a folder, in any format :mod:`captionsmith.core.importers`
reads (a task or a bare word list too), as :class:`Recording` values in
name order, each with the language its file states (whisperX/OpenAI
``language``, Deepgram ``detected_language``, AssemblyAI ``language_code``,
a task's ``language``; None when it states none); a file that holds no
readable transcript is a ``ValueError`` naming it.  A shot-change list
beside a recording (``talk.shots.txt`` or ``talk.shots.csv`` next to
``talk.json``, or PySceneDetect's ``talk-Scenes.csv``; any format
:func:`captionsmith.core.frames.read_shot_changes` reads) gives the
recording its video's shot changes, which the tasks cut from it carry.

``recording_split(recordings)`` puts each recording in one split, chosen by
the SHA-256 of its name (about one in five goes to ``eval``; with two or
more recordings each split gets at least one); ``split_recordings`` gives
one split's.  :mod:`captionsmith.solving.transcripts` cuts the tasks from them.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from captionsmith.core.frames import read_shot_changes
from captionsmith.core.importers import import_words
from captionsmith.core.words import Word
from captionsmith.solving.tasks import SPLITS

__all__ = [
    "SHOT_FILE_SUFFIXES",
    "Recording",
    "load_recordings",
    "recording_split",
    "split_recordings",
]

# The names of a recording's shot-change list, after its file name's stem.
SHOT_FILE_SUFFIXES = (".shots.txt", ".shots.csv", "-Scenes.csv")


@dataclass(frozen=True, slots=True)
class Recording:
    """One recording's words, its name (the file's path inside the folder
    given, or its file name), the language code its file states, as
    written there (``en_us``, ``french``), or None, and its video's shot
    changes in ms (from a shot-change list beside it; none without one)."""

    name: str
    words: tuple[Word, ...]
    language: str | None = None
    shot_changes: tuple[int, ...] = ()


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


def _shot_changes(path: Path) -> tuple[int, ...]:
    """The shot changes listed beside the recording at ``path``, if any."""
    for suffix in SHOT_FILE_SUFFIXES:
        beside = path.with_name(path.stem + suffix)
        if beside.is_file():
            try:
                text = beside.read_bytes().decode("utf-8")
                return tuple(sorted(set(read_shot_changes(text))))
            except (OSError, UnicodeDecodeError, ValueError) as exc:
                reason = getattr(exc, "strerror", None) or str(exc).splitlines()[0]
                raise ValueError(f"{beside}: not a readable shot-change list ({reason})") from None
    return ()


def _recording(name: str, path: Path) -> Recording:
    return Recording(name, *_read(path), _shot_changes(path))


def load_recordings(path: str | Path) -> tuple[Recording, ...]:
    """The recordings of a file or a folder (every ``*.json`` under it).

    >>> load_recordings("/nonexistent")
    Traceback (most recent call last):
    ...
    ValueError: /nonexistent: no such file or folder
    """
    root = Path(path)
    if root.is_file():
        return (_recording(root.name, root),)
    if not root.is_dir():
        raise ValueError(f"{root}: no such file or folder")
    files = sorted(p for p in root.rglob("*.json") if p.is_file())
    if not files:
        raise ValueError(f"{root}: no .json transcript in the folder")
    return tuple(_recording(p.relative_to(root).as_posix(), p) for p in files)


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
