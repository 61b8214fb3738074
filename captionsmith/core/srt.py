"""Strict SRT: parse, compose, and the answer contract around them.

Contract
--------
``parse(text)`` accepts exactly the SRT that ``compose`` writes, plus three
harmless variations: a UTF-8 BOM at offset 0, CRLF line endings (used
consistently), and any number of trailing newlines.  Everything else raises
:class:`SrtError` carrying the 1-based line number and a message that names
what was expected there.  Times are integer milliseconds.  Semantic order is
part of the syntax: a cue must end after it starts and must not start before
the previous cue ends.

``parse_answer(text)`` is the contract for a model's completion: exactly one
leading, closed ``<think>…</think>`` block (a reasoning model's inline
reasoning), surrounding blank lines and exactly one enclosing Markdown code
fence are removed, then the rest must satisfy ``parse``.  Error line numbers always refer to the text
as given.

This module uses the standard library only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "Cue",
    "SrtError",
    "compose",
    "format_timestamp",
    "parse",
    "parse_answer",
    "parse_timestamp",
    "text_line_problem",
]

MS_PER_SECOND = 1000
MS_PER_MINUTE = 60 * MS_PER_SECOND
MS_PER_HOUR = 60 * MS_PER_MINUTE

# Hours take 2 to 6 digits: up to 999,999 hours (114 years), far past any
# real recording, and small enough that every time is an exact, bounded int.
MAX_HOUR_DIGITS = 6
_RGX_TIMESTAMP = rf"(\d{{2,{MAX_HOUR_DIGITS}}}):([0-5]\d):([0-5]\d),(\d{{3}})"
_TIMESTAMP_REGEX = re.compile(_RGX_TIMESTAMP + r"\Z")
_TIMING_REGEX = re.compile(_RGX_TIMESTAMP + " --> " + _RGX_TIMESTAMP + r"\Z")
# Anything a reader would take for a timing line, however sloppy.  Seeing one
# inside cue text means a blank line between cues is missing.
_LOOSE_TIMING_REGEX = re.compile(r"\s*\d+\s*[:：]\s*\d+\s*[:：]\s*\d+.*-+\s*>")
_INDEX_REGEX = re.compile(r"[1-9]\d*\Z")
_FENCE_REGEX = re.compile(r"\s*```")
_OPENING_FENCE_REGEX = re.compile(r"```[A-Za-z0-9_+-]*[ \t]*\Z")
_CLOSING_FENCE_REGEX = re.compile(r"```[ \t]*\Z")
# C0/C1 controls except LF and CR (which are line structure), DEL, the
# Unicode line/paragraph separators, and a BOM anywhere but offset 0.
_FORBIDDEN_REGEX = re.compile("[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff]")
_BOM = "\ufeff"
_THINK_REGEX = re.compile(r"\s*<think>.*?</think>", re.DOTALL)
_STRAY_IN_CRLF_REGEX = re.compile(r"\r(?!\n)|(?<!\r)\n")
_STRAY_IN_LF_REGEX = re.compile(r"\r")


class SrtError(ValueError):
    """Raised when text is not strict SRT.

    ``line`` is the 1-based line number where the problem was found and
    ``message`` names what was expected there.

    >>> str(SrtError(3, "expected a timing line"))
    'line 3: expected a timing line'
    """

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


@dataclass(frozen=True, slots=True)
class Cue:
    """One subtitle event.  Immutable; validated on construction.

    >>> Cue(1, 0, 1500, ("Hello there.",)).duration_ms
    1500
    """

    index: int
    start_ms: int
    end_ms: int
    lines: tuple[str, ...]

    def __post_init__(self) -> None:
        if type(self.index) is not int or self.index < 1:
            raise ValueError(f"index must be an int >= 1, got {self.index!r}")
        for name in ("start_ms", "end_ms"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise ValueError(f"{name} must be an int >= 0, got {value!r}")
        if self.end_ms <= self.start_ms:
            raise ValueError(f"end_ms {self.end_ms} must be after start_ms {self.start_ms}")
        if not isinstance(self.lines, tuple) or not self.lines:
            raise ValueError("lines must be a non-empty tuple of str")
        for line in self.lines:
            problem = text_line_problem(line)
            if problem:
                raise ValueError(f"bad text line {line!r}: {problem}")

    @property
    def duration_ms(self) -> int:
        return self.end_ms - self.start_ms


_TEXT_PROBLEM_MESSAGES = {
    "blank line inside a cue": "expected subtitle text, found a whitespace-only line",
    "text line looks like a timing line": (
        "expected subtitle text, found a timing line (missing blank line between cues?)"
    ),
    "text line is a code fence": "expected subtitle text, found a code fence line",
}


def text_line_problem(line: object) -> str | None:
    """Why ``line`` cannot be a line of cue text, or None if it can."""
    if not isinstance(line, str):
        return "not a str"
    if not line.strip():
        return "blank line inside a cue"
    if "\n" in line or "\r" in line:
        return "contains a line break"
    if _FORBIDDEN_REGEX.search(line):
        return "contains a control character or Unicode line separator"
    if _LOOSE_TIMING_REGEX.match(line):
        return "text line looks like a timing line"
    if _FENCE_REGEX.match(line):
        return "text line is a code fence"
    return None


def _shown(line: str, limit: int = 60) -> str:
    """A line quoted for an error message, cut to ``limit`` characters."""
    return (
        repr(line) if len(line) <= limit else repr(line[:limit]) + f" (+{len(line) - limit} more)"
    )


def format_timestamp(ms: int) -> str:
    """Render integer milliseconds as ``HH:MM:SS,mmm``; hours may exceed 99.

    >>> format_timestamp(3_723_004)
    '01:02:03,004'
    >>> format_timestamp(360_000_000)
    '100:00:00,000'
    """
    if type(ms) is not int or ms < 0:
        raise ValueError(f"timestamp must be an int >= 0 ms, got {ms!r}")
    hours, rest = divmod(ms, MS_PER_HOUR)
    minutes, rest = divmod(rest, MS_PER_MINUTE)
    seconds, millis = divmod(rest, MS_PER_SECOND)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d},{millis:03d}"


def parse_timestamp(text: str) -> int:
    """Parse a strict ``HH:MM:SS,mmm`` timestamp into integer milliseconds.

    >>> parse_timestamp("00:01:02,500")
    62500
    >>> parse_timestamp("00:00:02.500")
    Traceback (most recent call last):
    ...
    ValueError: expected a timestamp 'HH:MM:SS,mmm', found '00:00:02.500'
    """
    match = _TIMESTAMP_REGEX.match(text)
    if not match:
        raise ValueError(f"expected a timestamp 'HH:MM:SS,mmm', found {text!r}")
    return _ms(*match.groups())


def _ms(hours: str, minutes: str, seconds: str, millis: str) -> int:
    return (
        int(hours) * MS_PER_HOUR
        + int(minutes) * MS_PER_MINUTE
        + int(seconds) * MS_PER_SECOND
        + int(millis)
    )


def compose(cues: list[Cue] | tuple[Cue, ...]) -> str:
    """Write cues as canonical SRT: LF endings, one blank line between cues,
    a single final newline.  The cues must already form a valid file
    (indices 1..n, each cue starting no earlier than the previous one ends).

    >>> print(compose([Cue(1, 0, 1200, ("Hello,", "world."))]), end="")
    1
    00:00:00,000 --> 00:00:01,200
    Hello,
    world.
    """
    blocks = []
    previous_end = 0
    for position, cue in enumerate(cues, start=1):
        if cue.index != position:
            raise ValueError(f"cue {position} has index {cue.index}; indices must run 1..n")
        if cue.start_ms < previous_end:
            raise ValueError(f"cue {position} starts before cue {position - 1} ends")
        previous_end = cue.end_ms
        timing = f"{format_timestamp(cue.start_ms)} --> {format_timestamp(cue.end_ms)}"
        blocks.append(f"{cue.index}\n{timing}\n" + "\n".join(cue.lines) + "\n")
    return "\n".join(blocks)


def _split_lines(text: str, first_line: int) -> list[str]:
    """Split on LF or CRLF (one style per file) after checking characters."""
    bad = _FORBIDDEN_REGEX.search(text)
    if bad:
        line = first_line + text.count("\n", 0, bad.start())
        raise SrtError(line, f"expected text, found forbidden character U+{ord(bad[0]):04X}")
    if "\r" in text:
        # The first line break decides the file's style.
        first_lf = text.find("\n")
        crlf = first_lf > 0 and text[first_lf - 1] == "\r"
        stray = (_STRAY_IN_CRLF_REGEX if crlf else _STRAY_IN_LF_REGEX).search(text)
        if stray:
            line = first_line + text.count("\n", 0, stray.start())
            found = "a lone CR" if stray[0] == "\r" else "an LF without CR"
            raise SrtError(line, f"expected one line-ending style throughout, found {found}")
        if crlf:
            return text.split("\r\n")
    return text.split("\n")


def parse(text: str) -> list[Cue]:
    """Parse strict SRT into cues.

    >>> parse("1\\n00:00:01,000 --> 00:00:02,500\\nHi!\\n")
    [Cue(index=1, start_ms=1000, end_ms=2500, lines=('Hi!',))]
    >>> parse("1\\n00:00:01.000 --> 00:00:02,500\\nHi!\\n")
    Traceback (most recent call last):
    ...
    captionsmith.core.srt.SrtError: line 2: expected timing line 'HH:MM:SS,mmm --> HH:MM:SS,mmm', found '00:00:01.000 --> 00:00:02,500'
    """
    if not isinstance(text, str):
        raise TypeError(f"parse() needs str, got {type(text).__name__}")
    if text.startswith(_BOM):
        text = text[1:]
    return _parse_lines(_split_lines(text, 1), 1)


def _parse_lines(lines: list[str], first_line: int) -> list[Cue]:
    end = len(lines)
    while end and lines[end - 1] == "":
        end -= 1
    cues: list[Cue] = []
    previous_end = 0
    i = 0
    timing_match = _TIMING_REGEX.match
    while i < end:
        expected = len(cues) + 1
        line = lines[i]
        if line != str(expected):
            if _INDEX_REGEX.match(line):
                found = f"index {line}"
            elif not line:
                found = "a blank line (exactly one blank line separates cues)"
            else:
                found = _shown(line)
            raise SrtError(first_line + i, f"expected cue index {expected}, found {found}")
        i += 1
        if i >= end:
            raise SrtError(first_line + i, f"expected a timing line after index {expected}")
        match = timing_match(lines[i])
        if not match:
            raise SrtError(
                first_line + i,
                f"expected timing line 'HH:MM:SS,mmm --> HH:MM:SS,mmm', found {_shown(lines[i])}",
            )
        groups = match.groups()
        start_ms = _ms(*groups[:4])
        end_ms = _ms(*groups[4:])
        if end_ms <= start_ms:
            raise SrtError(first_line + i, "expected the end time to be after the start time")
        if start_ms < previous_end:
            raise SrtError(
                first_line + i,
                f"expected cue {expected} to start at or after the previous cue's end "
                f"({format_timestamp(previous_end)}); cues overlap or are out of order",
            )
        timing_line = i
        i += 1
        text_lines = []
        while i < end and lines[i]:
            problem = text_line_problem(lines[i])
            if problem:
                raise SrtError(first_line + i, _TEXT_PROBLEM_MESSAGES.get(problem, problem))
            text_lines.append(lines[i])
            i += 1
        if not text_lines:
            raise SrtError(first_line + timing_line + 1, "expected subtitle text (empty cue)")
        cues.append(_checked_cue(expected, start_ms, end_ms, tuple(text_lines)))
        previous_end = end_ms
        if i < end:
            i += 1  # the one blank line separating cues
            if i >= end:
                break
    return cues


def _checked_cue(index: int, start_ms: int, end_ms: int, lines: tuple[str, ...]) -> Cue:
    """A :class:`Cue` of values the parser has already checked as
    ``Cue.__post_init__`` would (an index from 1, times from the timing
    line's digits with the end after the start, text lines that pass
    :func:`text_line_problem`), built without checking them again."""
    cue = object.__new__(Cue)
    setattr_ = object.__setattr__  # Cue is frozen
    setattr_(cue, "index", index)
    setattr_(cue, "start_ms", start_ms)
    setattr_(cue, "end_ms", end_ms)
    setattr_(cue, "lines", lines)
    return cue


def think_block_end(text: str) -> int:
    """Where the answer starts after one leading, closed ``<think>…</think>``
    block (0 when there is none).

    >>> think_block_end("<think>x</think>\\n1"), think_block_end("1\\n<think>x</think>")
    (16, 0)
    """
    start = 1 if text.startswith(_BOM) else 0
    think = _THINK_REGEX.match(text, start)
    return think.end() if think else 0


def parse_answer(text: str) -> list[Cue]:
    """Parse a model's answer: strict SRT, optionally inside one code fence,
    optionally after one reasoning block.

    One leading ``<think>…</think>`` block is removed (only one, only at the
    start, only when closed).  Leading and trailing blank lines are ignored.  A fence is an opening line
    of three backticks with an optional language tag (```` ```srt ````) and a
    closing line of three backticks; it must enclose the whole answer.

    >>> parse_answer("```srt\\n1\\n00:00:00,000 --> 00:00:01,000\\nHi\\n```")[0].lines
    ('Hi',)
    >>> parse_answer("<think>Short lines.</think>\\n1\\n00:00:00,000 --> 00:00:01,000\\nHi\\n")[0].lines
    ('Hi',)
    >>> parse_answer("Sure! Here it is:\\n1\\n00:00:00,000 --> 00:00:01,000\\nHi\\n")
    Traceback (most recent call last):
    ...
    captionsmith.core.srt.SrtError: line 1: expected cue index 1, found 'Sure! Here it is:'
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_answer() needs str, got {type(text).__name__}")
    if text.startswith(_BOM):
        text = text[1:]
    think = _THINK_REGEX.match(text)
    first_line = 1
    if think:
        first_line += text.count("\n", 0, think.end())
        text = text[think.end() :]
    lines = _split_lines(text, first_line)
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    if start < end and _FENCE_REGEX.match(lines[start]):
        if not _OPENING_FENCE_REGEX.match(lines[start]):
            raise SrtError(start + first_line, "expected an opening code fence like ```srt")
        if end - start < 2 or not _CLOSING_FENCE_REGEX.match(lines[end - 1]):
            raise SrtError(end + first_line - 1, "expected a closing ``` fence ending the answer")
        start += 1
        end -= 1
    return _parse_lines(lines[start:end], start + first_line)
