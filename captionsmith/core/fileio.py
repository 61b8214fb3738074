"""Reading inputs and writing outputs for the command line, with one-line
errors.

* ``read_text(path)``: a UTF-8 file, or stdin for ``-``.
* ``read_legacy_text(path, encoding)``: a subtitle file in the encoding
  named (``--encoding``), or, with ``auto``, UTF-8 and else the legacy
  encoding it is recognisably in (:func:`detect_encoding`: Windows-1252,
  which holds Latin-1's characters, Shift-JIS or GB18030); a file in none
  of them is a one-line error naming the encodings to try.
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

import codecs
import contextlib
import json
import os
import re
import stat
import sys
import tempfile
import time
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

__all__ = [
    "ENCODING_NAMES",
    "Progress",
    "UserError",
    "atomic_output",
    "detect_encoding",
    "load_json",
    "read_legacy_text",
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


def _read_bytes(path: str) -> bytes:
    """A file's bytes, or stdin's for ``-``, with one-line errors."""
    try:
        if path == "-":
            return sys.stdin.buffer.read()
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise UserError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UserError(f"{path}: is a directory") from None
    except PermissionError:
        raise UserError(f"{path}: permission denied") from None
    except OSError as exc:
        raise UserError(f"{path}: {_os_reason(exc)}") from None


def read_text(path: str) -> str:
    """Read a UTF-8 file, or stdin for ``-``, with one-line errors."""
    data = _read_bytes(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserError(f"{path}: not valid UTF-8 (byte {exc.start})") from None


# The legacy encodings detect_encoding tells apart, by their Python codec.
ENCODING_NAMES = {
    "utf-8": "UTF-8",
    "cp1252": "Windows-1252 (Latin-1)",
    "cp932": "Shift-JIS",
    "gb18030": "GB18030",
}
_TRY = "--encoding latin-1, cp1252, shift_jis or gb18030"


def read_legacy_text(path: str, encoding: str = "auto") -> tuple[str, str]:
    """A subtitle file's text and the codec it was read with: ``encoding``
    (any Python codec name: ``latin-1``, ``cp1252``, ``shift_jis``,
    ``gb18030`` ...), or with ``auto`` UTF-8, else the legacy encoding
    :func:`detect_encoding` recognises.  Every failure is a one-line
    UserError: an unknown codec, bytes the codec cannot read, or a file
    in no encoding detection recognises (naming the ones to try)."""
    data = _read_bytes(path)
    if encoding != "auto":
        try:
            codec = codecs.lookup(encoding).name
        except LookupError:
            raise UserError(f"--encoding {encoding!r}: unknown encoding (try {_TRY})") from None
        try:
            return data.decode(codec), codec
        except UnicodeDecodeError as exc:
            raise UserError(
                f"{path}: not valid {encoding} (byte {exc.start}); try another --encoding or auto"
            ) from None
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as exc:
        first_bad = exc.start
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise UserError(
            f"{path}: not valid UTF-8 (byte {first_bad}): it starts with a UTF-16 byte-order "
            "mark; give --encoding utf-16"
        )
    found = detect_encoding(data)
    if found is None:
        raise UserError(
            f"{path}: not valid UTF-8 (byte {first_bad}), nor recognisably Windows-1252 "
            f"(Latin-1), Shift-JIS or GB18030; name its encoding with {_TRY}"
        )
    return data.decode(found), found


def detect_encoding(data: bytes) -> str | None:
    """The codec ``data`` is recognisably in: ``utf-8``; else ``cp1252``
    (Windows-1252, whose letters are Latin-1's) for text whose non-ASCII
    bytes mostly stand alone; else ``cp932`` (Shift-JIS) or ``gb18030``,
    whichever reads nearly all its non-ASCII characters as what that
    encoding holds; else ``cp1252`` if it reads so; else None.

    >>> ja, zh = "1\\n字幕の時間です。\\n", "1\\n今天的天气很好。\\n"
    >>> detect_encoding(ja.encode("shift_jis")), detect_encoding(zh.encode("gb18030"))
    ('cp932', 'gb18030')
    >>> detect_encoding("Ça va ? Très bien.".encode("latin-1")), detect_encoding(b"\\x81\\xff")
    ('cp1252', None)
    """
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        pass
    runs = [len(run) for run in re.findall(rb"[\x80-\xff]+", data)]
    latin = _plausible(data, "cp1252")
    if latin >= 0.9 and sum(runs) < 2 * len(runs):  # mostly lone accented letters
        return "cp1252"
    scores = {codec: _plausible(data, codec) for codec in ("cp932", "gb18030")}
    best = max(scores, key=lambda codec: scores[codec])
    if scores[best] >= 0.9:
        return best
    return "cp1252" if latin >= 0.9 else None


def _plausible(data: bytes, codec: str) -> float:
    """The share of the non-ASCII characters ``data`` decodes to in
    ``codec`` that a text in that encoding holds (0 if it does not decode):
    letters, marks, digits, punctuation and symbols for Windows-1252;
    the same but no half-width katakana, private-use or control character
    for Shift-JIS; characters of GB2312 (the common simplified Chinese
    set) for GB18030."""
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        return 0.0
    wide = [ch for ch in text if ord(ch) > 127]
    if not wide:
        return 1.0
    if codec == "gb18030":
        good = sum(1 for ch in wide if _in_gb2312(ch))
    else:
        good = sum(
            1
            for ch in wide
            if unicodedata.category(ch)[0] in "LMNPSZ"
            and not (codec == "cp932" and "\uff61" <= ch <= "\uff9f")
        )
    return good / len(wide)


def _in_gb2312(ch: str) -> bool:
    try:
        ch.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return True


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
