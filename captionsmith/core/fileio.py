"""Reading inputs and writing outputs for the command line, with one-line
errors.

* ``read_text(path)``: a UTF-8 file, or stdin for ``-``.
* ``load_json(path)``: one JSON value; says when the file looks like SRT,
  WebVTT or ASS, is nested too deeply, or holds a number too long to read.
* ``atomic_output(path, inputs)``: a context manager giving a text handle
  whose content replaces ``path`` only when the block succeeds (temporary
  file in the same folder, then a rename).  A missing folder, a folder in
  the way, an input file as the target, or a failing write (disk full,
  ``ulimit -f``) is a :class:`UserError` and leaves ``path`` untouched.  A
  new file gets the mode the umask allows; an existing file keeps its mode.
* ``Progress``: a progress bar on stderr, only when stderr is a terminal.

Every error is a :class:`UserError` whose message is one line.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

__all__ = [
    "Progress",
    "UserError",
    "atomic_output",
    "load_json",
    "read_text",
    "refuse_overwrite",
    "write_atomically",
]

_SRT_START = re.compile(r"\A\ufeff?\s*\d+\s*\r?\n\s*\d+:\d+:\d+[,.]\d+\s*-->")
_SUBTITLE_START = re.compile(r"\A\ufeff?\s*(?:(WEBVTT)|\[Script Info\])", re.IGNORECASE)


class UserError(Exception):
    """A problem with what the user asked for; printed as one line."""


def _os_reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def read_text(path: str) -> str:
    """Read a UTF-8 file, or stdin for ``-``, with one-line errors."""
    try:
        if path == "-":
            return sys.stdin.buffer.read().decode("utf-8")
        return Path(path).read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise UserError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UserError(f"{path}: is a directory") from None
    except PermissionError:
        raise UserError(f"{path}: permission denied") from None
    except UnicodeDecodeError as exc:
        raise UserError(f"{path}: not valid UTF-8 (byte {exc.start})") from None
    except OSError as exc:
        raise UserError(f"{path}: {_os_reason(exc)}") from None


def load_json(path: str) -> object:
    """Parse a JSON file (or stdin) with a one-line error naming the spot."""
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if _SRT_START.match(text):
            raise UserError(f"{path}: looks like SRT subtitles, not JSON") from None
        subtitles = _SUBTITLE_START.match(text)
        if subtitles:
            kind = "WebVTT" if subtitles.group(1) else "ASS"
            raise UserError(
                f"{path}: looks like {kind} subtitles, not JSON (captionsmith check reads "
                "subtitles; this needs task or ASR JSON)"
            ) from None
        if exc.msg == "Extra data":
            raise UserError(f"{path}: holds several JSON values; give one per file") from None
        raise UserError(
            f"{path}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise UserError(f"{path}: JSON nested too deeply to read") from None
    except ValueError as exc:  # e.g. an integer past Python's digit limit
        raise UserError(f"{path}: unreadable JSON value: {str(exc).splitlines()[0]}") from None


def _new_file_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def refuse_overwrite(path: str, inputs: tuple[str, ...]) -> None:
    """A UserError when ``--out path`` is one of the input files."""
    target = Path(path)
    for source in inputs:
        if source != "-" and target.exists() and target.resolve() == Path(source).resolve():
            raise UserError(f"--out {path} is the input file; refusing to overwrite it")


@contextlib.contextmanager
def atomic_output(path: str, inputs: tuple[str, ...] = ()) -> Iterator[TextIO]:
    """Write through a temporary file that replaces ``path`` on success."""
    refuse_overwrite(path, inputs)
    target = Path(path)
    if target.is_dir():
        raise UserError(f"--out {path} is a directory; give a file name")
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise UserError(f"--out {path}: folder {directory} does not exist")
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = _new_file_mode()
    except OSError as exc:
        raise UserError(f"cannot write {path}: {_os_reason(exc)}") from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=directory)
    except OSError as exc:
        raise UserError(f"cannot write {path}: {_os_reason(exc)}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            yield handle
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise UserError(f"cannot write {path}: {_os_reason(exc)}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_atomically(path: str, text: str, inputs: tuple[str, ...] = ()) -> None:
    """Replace ``path`` with ``text`` atomically (see :func:`atomic_output`)."""
    with atomic_output(path, inputs) as handle:
        handle.write(text)


class Progress:
    """A small progress bar on stderr for long runs; silent unless stderr is
    a terminal, so logs and files never collect ``\\r`` frames."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.total, self.label, self.done = total, label, 0
        self.enabled = total >= 20 and self.stream.isatty()
        self._t0 = self._last = time.monotonic()

    def update(self, n: int = 1) -> None:
        self.done += n
        now = time.monotonic()
        if self.enabled and (now - self._last >= 0.25 or self.done == self.total):
            self._last = now
            width = 30
            filled = width * self.done // max(1, self.total)
            rate = self.done / max(1e-9, now - self._t0)
            end = "\n" if self.done == self.total else ""
            self.stream.write(
                f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                f"{self.done}/{self.total} {rate:.0f}/s{end}"
            )
            self.stream.flush()
