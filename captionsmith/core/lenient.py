"""Lenient SRT reading for quality control of real-world files.

``read_lenient(text)`` reads what subtitle files in the wild hold and
returns a :class:`LenientRead`: the cues it could recover, in the strict
form :func:`captionsmith.core.srt.compose` writes, and every way the file
departs from strict SRT (:func:`captionsmith.core.srt.parse`), each an
:class:`Issue` with its 1-based line.  It never raises on text.

What it reads and reports (each once per place it occurs):

* line endings mixed within the file, control characters (removed);
* blank lines before the first cue or more than one between cues;
* cue numbers that do not run 1, 2, 3, …, or are missing (renumbered);
* timing lines with ``.`` or ``:`` before the milliseconds, one-digit
  hours, fewer than three millisecond digits (a fraction: ``,5`` is
  500 ms), spacing (a missing space by the arrow, more than one, a tab),
  ``->`` arrows, or position coordinates after the end time (dropped);
* cues that end before they start, or have no text (dropped);
* cues that overlap the previous one (the previous cue now ends the
  minimum gap before this one starts: ``min_gap_ms``, the profile's) or
  start before it (put back in time order);
* text after a blank line inside a cue (joined to that cue), text lines
  that look like timing lines or code fences.

What strict SRT already allows is no issue: a UTF-8 BOM, CRLF used
throughout, a missing or repeated final newline.  Strict parsing stays the
contract for models' answers; this module is for ``check --lenient``.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from captionsmith.core.srt import Cue, format_timestamp, text_line_problem

__all__ = ["Issue", "LenientRead", "read_lenient"]

_BOM = "\ufeff"
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff]")
_INDEX = re.compile(r"\s*(\d+)\s*\Z")
_STAMP = r"(\d{1,6})\s*:\s*(\d{1,2})\s*:\s*(\d{1,2})\s*([,.:])\s*(\d{1,3})"
# Groups: 0 the space before the start, 1-5 the start, 6 the space before
# the arrow, 7 the arrow, 8 the space after it, 9-13 the end, 14 the rest.
_TIMING = re.compile(r"(\s*)(" + _STAMP + r")(\s*)(-{1,2}>|–>|—>)(\s*)(" + _STAMP + r")(.*)\Z")


@dataclass(frozen=True, slots=True)
class Issue:
    """One departure from strict SRT at a 1-based line of the file."""

    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass
class LenientRead:
    """The recovered cues, the file line of each cue's timing line, and
    every issue in file order."""

    cues: list[Cue] = field(default_factory=list)
    cue_lines: list[int] = field(default_factory=list)
    issues: list[Issue] = field(default_factory=list)


@dataclass
class _Block:
    first: int  # 1-based line of its first line
    lines: list[str]


def _split(text: str, issues: list[Issue]) -> list[str]:
    """Lines of the text, whatever their endings; mixed endings and control
    characters are issues (the characters are removed)."""
    endings = re.findall(r"\r\n|\r|\n", text)
    if len(set(endings)) > 1:
        first = endings[0]
        k = next(n for n, e in enumerate(endings) if e != first)
        name = {"\r\n": "CRLF", "\r": "a lone CR", "\n": "LF"}
        issues.append(
            Issue(k + 1, f"line endings are mixed: {name[endings[k]]} after {name[first]} before")
        )
    lines = re.split(r"\r\n|\r|\n", text)
    for n, line in enumerate(lines):
        if _CONTROL.search(line):
            bad = _CONTROL.search(line)
            assert bad is not None
            issues.append(
                Issue(n + 1, f"control character U+{ord(bad[0]):04X} in the text (removed)")
            )
            lines[n] = _CONTROL.sub("", line)
    return lines


def _blocks(lines: list[str], issues: list[Issue]) -> list[_Block]:
    """Runs of non-blank lines; more than one blank line between them, or
    any before the first, is an issue."""
    blocks: list[_Block] = []
    blank_run = 0
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            blank_run += 1
            continue
        if blank_run and not blocks:
            issues.append(Issue(n - blank_run, f"{_lines(blank_run)} before the first cue"))
        elif blank_run > 1:
            issues.append(
                Issue(
                    n - blank_run,
                    f"{blank_run} blank lines between cues; exactly one separates cues",
                )
            )
        if blocks and blank_run == 0:
            blocks[-1].lines.append(line)
        else:
            blocks.append(_Block(n, [line]))
        blank_run = 0
    return [piece for block in blocks for piece in _unjoined(block, issues)]


def _unjoined(block: _Block, issues: list[Issue]) -> list[_Block]:
    """A block cut before each cue number and timing line that follows a
    cue's text with no blank line between them."""
    pieces = [_Block(block.first, [])]
    lines = block.lines
    for k, line in enumerate(lines):
        starts_cue = (
            k >= 2
            and _INDEX.match(line) is not None
            and k + 1 < len(lines)
            and _TIMING.match(lines[k + 1]) is not None
            and pieces[-1].lines
            and not _INDEX.match(pieces[-1].lines[-1])
        )
        if starts_cue and len(pieces[-1].lines) >= 3:
            issues.append(Issue(block.first + k, "no blank line before this cue (one added)"))
            pieces.append(_Block(block.first + k, []))
        pieces[-1].lines.append(line)
    return pieces


def _lines(count: int) -> str:
    return "1 blank line" if count == 1 else f"{count} blank lines"


def _timing(line: str, n: int, issues: list[Issue]) -> tuple[int, int] | None:
    """(start, end) of a timing line read leniently, with an issue for each
    departure from ``HH:MM:SS,mmm --> HH:MM:SS,mmm``; None if it is none.
    Spacing is named as it is: a missing space by the arrow, more than one,
    a tab, spaces inside a time or around the line."""
    match = _TIMING.match(line)
    if not match:
        return None
    g = match.groups()
    # g: 0 lead, 1 start text, 2-6 start fields, 7 before, 8 arrow, 9 after,
    # 10 end text, 11-15 end fields, 16 rest
    first, second = g[2:7], g[11:16]
    start, end = _stamp(first), _stamp(second)
    if start is None or end is None:
        issues.append(Issue(n, f"timing line has minutes or seconds over 59: {line.strip()!r}"))
        return None
    found = []
    if first[3] != "," or second[3] != ",":
        marks = sorted({first[3], second[3]} - {","})
        found.append(f"{' and '.join(repr(m) for m in marks)} before the milliseconds")
    widths = [len(x) for x in (*first[:3], first[4], *second[:3], second[4])]
    if min(widths[0], widths[4]) < 2 or {widths[k] for k in (1, 2, 5, 6)} != {2}:
        found.append("hours, minutes or seconds with one digit")
    if widths[3] != 3 or widths[7] != 3:
        found.append("milliseconds with fewer than three digits (read as a fraction)")
    if g[8] != "-->":
        found.append(f"{g[8]!r} for the arrow '-->'")
    found += _spacing(g[0], g[1], g[7], g[9], g[10], g[16])
    if g[16].strip():
        found.append(f"text after the end time ({g[16].strip()!r}, dropped)")
    canonical = f"{format_timestamp(start)} --> {format_timestamp(end)}"
    if not found and line != canonical:  # nothing named, yet not the canonical line
        found.append("spacing")
    if found:
        issues.append(Issue(n, f"timing line: {'; '.join(found)}; read as {canonical!r}"))
    return start, end


def _spacing(lead: str, first: str, before: str, after: str, second: str, rest: str) -> list[str]:
    """What is wrong with a timing line's spaces, each as it is.

    >>> _spacing("", "00:00:01,000", "", " ", "00:00:02,000", "")
    ["no space before '-->'"]
    >>> _spacing(" ", "00:00:01,000", "", "", "00:00:02,000", "  ")
    ["spaces before the start time; no space before or after '-->'", 'spaces after the end time']
    """
    out = []
    where = []
    if lead:
        where.append("spaces before the start time")
    sides = {"before": before, "after": after}
    missing = [side for side, space in sides.items() if not space]
    if missing:
        where.append(f"no space {' or '.join(missing)} '-->'")
    for side, space in sides.items():
        if "\t" in space:
            where.append(f"a tab {side} '-->'")
        elif len(space) > 1:
            where.append(f"{len(space)} spaces {side} '-->', where one belongs")
    if where:
        out.append("; ".join(where))
    if any(ch.isspace() for ch in first + second):
        out.append("spaces inside a time")
    if rest and not rest.strip():
        out.append("spaces after the end time")
    return out


def _stamp(parts: tuple[str, ...]) -> int | None:
    hours, minutes, seconds, _, millis = parts
    if int(minutes) > 59 or int(seconds) > 59:
        return None
    fraction = int(millis.ljust(3, "0"))  # ",5" is half a second
    return ((int(hours) * 60 + int(minutes)) * 60 + int(seconds)) * 1000 + fraction


def read_lenient(text: str, min_gap_ms: int = 0) -> LenientRead:
    """Read real-world SRT; see the module docstring.  A cue that overlaps
    the next is trimmed to end ``min_gap_ms`` (the profile's minimum gap)
    before it.

    >>> read = read_lenient("5\\r\\n00:00:01.000 --> 00:00:02,500\\r\\nHi!\\r\\n\\r\\n\\r\\n"
    ...                     "6\\r\\n00:00:03,000 --> 00:00:04,000\\r\\nBye.")
    >>> [str(i) for i in read.issues]
    ['line 1: numbering starts at 5, not 1 (renumbered)', "line 2: timing line: '.' before the milliseconds; read as '00:00:01,000 --> 00:00:02,500'", 'line 4: 2 blank lines between cues; exactly one separates cues']
    >>> [(c.index, c.start_ms, c.lines) for c in read.cues]
    [(1, 1000, ('Hi!',)), (2, 3000, ('Bye.',))]
    """
    issues: list[Issue] = []
    if text.startswith(_BOM):
        text = text[1:]
    raw: list[tuple[int, int, int, list[str]]] = []  # (timing line, start, end, text)
    numbers: list[int] = []
    for block in _blocks(_split(text, issues), issues):
        _read_block(block, raw, numbers, issues)
    return _settle(raw, issues, min_gap_ms)


def _read_block(
    block: _Block,
    raw: list[tuple[int, int, int, list[str]]],
    numbers: list[int],
    issues: list[Issue],
) -> None:
    """Read one block into ``raw`` (a dropped cue as start -1, so the
    numbering after it holds); ``numbers`` are the file's cue numbers so far."""
    lines = block.lines
    expected = len(raw) + 1
    index = _INDEX.match(lines[0])
    timing_at = 1 if index else 0
    times = (
        _timing(lines[timing_at], block.first + timing_at, issues)
        if timing_at < len(lines)
        else None
    )
    if times is None:
        if index and len(lines) == 1:
            issues.append(
                Issue(block.first, f"cue number {index[1]} with no timing line (dropped)")
            )
        elif raw:
            issues.append(
                Issue(
                    block.first,
                    f"text after a blank line inside cue {len(raw)}: a blank line ends a cue "
                    "(joined to that cue)",
                )
            )
            raw[-1][3].extend(_text(lines, block.first, issues))
        else:
            issues.append(Issue(block.first, f"expected a cue number, found {lines[0].strip()!r}"))
        return
    # Numbering is judged against the file's own previous number, so a file
    # numbered from 5 is one issue, not one per cue.
    previous = numbers[-1] if numbers else 0
    if index is None:
        issues.append(Issue(block.first, f"cue {expected} has no cue number (numbered {expected})"))
        numbers.append(previous + 1)
    else:
        number = int(index[1])
        if number != previous + 1:
            if not numbers:
                problem = f"numbering starts at {number}, not 1"
            else:
                problem = f"cue number {number} follows {previous}"
            issues.append(Issue(block.first, f"{problem} (renumbered)"))
        elif lines[0] != index[1]:
            issues.append(Issue(block.first, "spaces around the cue number"))
        numbers.append(number)
    start, end = times
    line = block.first + timing_at
    text = _text(lines[timing_at + 1 :], line + 1, issues)
    if end <= start:
        issues.append(Issue(line, "the cue ends before it starts, or when it starts (dropped)"))
    elif not text:
        issues.append(Issue(line, "the cue has no text (dropped)"))
    else:
        raw.append((line, start, end, text))
        return
    raw.append((line, -1, -1, []))  # keeps the numbering of the cues after it


def _text(lines: list[str], first: int, issues: list[Issue]) -> list[str]:
    """The lines that can be cue text; an issue for each that cannot."""
    out = []
    for k, shown in enumerate(lines, start=first):
        problem = text_line_problem(shown)
        if problem:
            issues.append(Issue(k, f"{problem} (dropped)"))
        else:
            out.append(shown)
    return out


def _settle(
    raw: list[tuple[int, int, int, list[str]]], issues: list[Issue], min_gap_ms: int = 0
) -> LenientRead:
    """Drop the unreadable cues, put the rest in time order, trim overlaps
    (the earlier cue then ends ``min_gap_ms`` before the later one starts,
    or where it starts when that leaves the earlier cue no time), and
    number them 1..n."""
    kept = [r for r in raw if r[1] >= 0]
    ordered = sorted(kept, key=lambda r: (r[1], r[0]))
    early = next((b for a, b in itertools.pairwise(kept) if b[1] < a[1]), None)
    if early is not None:
        issues.append(
            Issue(early[0], "starts before the cue above it: out of time order (put back in order)")
        )
    out = LenientRead()
    for line, start, end, text in ordered:
        if out.cues and start < out.cues[-1].end_ms:
            previous = out.cues[-1]
            if start <= previous.start_ms:  # same start: they cannot both be shown
                issues.append(
                    Issue(line, "starts with the previous cue: both cannot be shown (dropped)")
                )
                continue
            trimmed = start - min_gap_ms
            if trimmed > previous.start_ms:
                now = (
                    f"that cue now ends {format_timestamp(trimmed)}, the minimum gap of "
                    f"{min_gap_ms / 1000:.3f} s before this one"
                    if min_gap_ms
                    else "that cue now ends here"
                )
            else:
                trimmed = start
                now = (
                    f"that cue now ends here (it starts too soon before this one to leave "
                    f"the minimum gap of {min_gap_ms / 1000:.3f} s)"
                )
            issues.append(Issue(line, _overlap(previous, start, now)))
            out.cues[-1] = Cue(previous.index, previous.start_ms, trimmed, previous.lines)
        out.cues.append(Cue(len(out.cues) + 1, start, end, tuple(text)))
        out.cue_lines.append(line)
    out.issues = sorted(issues, key=lambda issue: issue.line)
    return out


def _overlap(previous: Cue, start: int, now: str) -> str:
    return (
        f"starts {(previous.end_ms - start) / 1000:.3f} s before the previous "
        f"cue ends ({format_timestamp(previous.end_ms)}); {now}"
    )
