"""``check --fix``: recovered cues made to meet a profile where a fix exists.

Contract: :func:`fix_cues` returns a :class:`FixReport`: the fixed cues,
what was changed in each, and ``unfixed``, the findings strict ``check``
reports on the fixed cues under the same profile
(:func:`captionsmith.criteria.checks.constraint_violations`).  So the file
``--fix`` writes passes strict ``check`` exactly when ``unfixed`` is empty,
and otherwise strict ``check`` says what ``unfixed`` says: the fixer never
claims more than it did.

It moves a start time only onto the grid below (the starts are the film's), never changes,
adds or drops a word, and never merges or splits a cue.  What it fixes,
in this order:

* **layout** (``lines``, ``chars_per_line``): a cue with more lines than
  the profile allows or a line too wide is rewrapped into the fewest lines
  that fit, as balanced as they go: at spaces, or in Japanese and Chinese
  at BudouX phrase boundaries (at characters when there is markup or a
  phrase is wider than a line).  Markup (``<i>``, ``<font …>``) moves
  with its words and is not measured.  A two-speaker cue (lines opening
  with a dash) is not rewrapped: that would mix the speakers.
* **cue end** (``cue_end``): the language's convention; a Japanese cue's
  final 。 is dropped.
* **timing** (``gap``, ``max_duration``, ``min_duration``, ``cps``): each
  cue's end moves earlier to leave the minimum gap before the next cue
  and stay within the maximum duration, or later, as far as that room
  allows, to stay the minimum duration and be read at the maximum reading
  speed.

On a grid (:class:`MsGrid` of 10 ms for ASS, which keeps centiseconds; a
:class:`captionsmith.core.frames.FrameRate` for ``--fps``, whose frames
Netflix asks every in- and out-time to sit on) every time is put on the grid
first (to the nearest grid time, as Aegisub and pysubs2 round; a start stays
after the one before), and every moved end stays on it, so the file as
written is the file checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Protocol

from captionsmith.core.findings import Finding, seconds
from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue, format_timestamp
from captionsmith.core.text import is_dash
from captionsmith.criteria.checks import (
    constraint_violations,
    cue_chars,
    line_widths,
    visible,
    visible_lines,
    width_unit,
    without_markup,
)
from captionsmith.languages import language_pack

__all__ = ["FixReport", "Grid", "MsGrid", "fix_cues"]

_TAG = re.compile(r"<[^<>]*>")
_CHUNK = re.compile(r"(?:<[^<>]*>|[^\s<]+|<)+")  # words, their tags glued on
_FULL_STOP = re.compile(r"[。\s]*。((?:\s|<[^<>]*>)*)\Z")


class Grid(Protocol):
    """Where times may fall: :class:`MsGrid` or a frame rate."""

    def floor(self, ms: int) -> int: ...
    def ceil(self, ms: int) -> int: ...
    def snap(self, ms: int) -> int: ...


@dataclass(frozen=True, slots=True)
class MsGrid:
    """Times on multiples of ``step`` ms (1: any ms; 10: ASS's centiseconds).

    >>> MsGrid(10).floor(1237), MsGrid(10).ceil(1231), MsGrid(10).snap(1235)
    (1230, 1240, 1240)
    """

    step: int = 1

    def floor(self, ms: int) -> int:
        return ms // self.step * self.step

    def ceil(self, ms: int) -> int:
        return -(-ms // self.step) * self.step

    def snap(self, ms: int) -> int:
        return (ms + self.step // 2) // self.step * self.step


def _grid_name(grid: Grid) -> str:
    return f"{grid.step} ms grid" if isinstance(grid, MsGrid) else f"frames of {grid}"


@dataclass
class FixReport:
    """The fixed cues; (cue index, what was changed) for each change; and
    what strict ``check`` still finds on the fixed cues."""

    cues: list[Cue] = field(default_factory=list)
    fixed: list[tuple[int, str]] = field(default_factory=list)
    unfixed: list[Finding] = field(default_factory=list)


def fix_cues(cues: list[Cue], profile: Profile, grid: Grid = MsGrid()) -> FixReport:
    """The cues with every fix of the module docstring applied, in order.

    >>> from captionsmith.core.srt import Cue
    >>> report = fix_cues([Cue(1, 0, 900, ("Hi",)), Cue(2, 900, 3000, ("there",))], Profile())
    >>> [(c.start_ms, c.end_ms) for c in report.cues], report.fixed, report.unfixed
    ([(0, 817), (900, 3000)], [(1, 'end moved from 00:00:00,900 to 00:00:00,817, to leave the minimum gap of 0.083 s before the next cue (the minimum duration of 1.000 s does not fit before it)')], [Finding(kind='profile', rule='min_duration', message='on screen 0.817 s, minimum 1.000 s', cue=1, measured=0.817, limit=1.0, words=(), line=None, covers=())])
    """
    report = FixReport()
    texts = []
    for cue in cues:
        lines = _rewrapped(cue, profile, report)
        texts.append(_cue_end(cue.index, lines, profile, report))
    starts = _starts([cue.start_ms for cue in cues], grid)
    for k, cue in enumerate(cues):
        following = starts[k + 1] if k + 1 < len(cues) else None
        if starts[k] != cue.start_ms:
            moved = f"{format_timestamp(cue.start_ms)} to {format_timestamp(starts[k])}"
            report.fixed.append(
                (cue.index, f"start moved from {moved}, onto the {_grid_name(grid)}")
            )
        shown = Cue(cue.index, starts[k], starts[k] + 1, texts[k])
        end = _end(shown, cue.end_ms, following, profile, grid, report)
        report.cues.append(replace(shown, end_ms=end))
    report.unfixed = constraint_violations(report.cues, profile)
    return report


def _starts(starts: list[int], grid: Grid) -> list[int]:
    """The start times on the grid (to the nearest grid time), each after the one before."""
    if grid == MsGrid(1):
        return starts
    out: list[int] = []
    for start in starts:
        snapped = grid.snap(start)
        out.append(max(snapped, grid.ceil(out[-1] + 1)) if out else snapped)
    return out


# -- layout -------------------------------------------------------------------


def _rewrapped(cue: Cue, profile: Profile, report: FixReport) -> tuple[str, ...]:
    """The cue's lines, rewrapped when there are too many or one is too wide
    and a layout that fits exists; else as they were."""
    shown = visible(cue)
    widths = line_widths(shown, profile.language)
    if len(widths) <= profile.max_lines and max(widths) <= profile.line_limit:
        return cue.lines
    if sum(1 for line in shown.lines if is_dash(line[:1])) >= 2:
        return cue.lines  # two speakers, one line each: rewrapping would mix them
    strip = shown.lines is not cue.lines  # the markup is well formed: not measured
    spaced = measure(profile.language).spaced
    joined = (" " if spaced else "").join(line.strip() for line in cue.lines)
    for chunks in _chunkings(joined, spaced, profile.language):
        lines = _fewest_lines(chunks, spaced, profile, strip)
        if lines is not None:
            count = len(lines)
            unit = width_unit(profile.language)
            report.fixed.append(
                (
                    cue.index,
                    f"rewrapped into {count} line{'s' if count > 1 else ''} of at most "
                    f"{profile.max_chars_per_line} {unit}",
                )
            )
            return lines
    return cue.lines


def _chunkings(text: str, spaced: bool, language: str) -> list[list[str]]:
    """The ways to cut ``text`` into pieces a line may break between, the
    best first: words (tags glued to them); in Japanese and Chinese BudouX
    phrases, then characters (only characters when there is markup)."""
    if spaced:
        return [_glued(_CHUNK.findall(text))]
    characters = _glued(re.findall(r"<[^<>]*>|\S", text))
    if "<" in text:
        return [characters]
    from captionsmith.languages.cjk import phrases  # BudouX, only when needed

    found = [p.strip() for p in phrases(language, text) if p.strip()]
    if "".join(found) != "".join(text.split()):
        return [characters]
    return [found, characters]


def _glued(pieces: list[str]) -> list[str]:
    """The pieces with each tag-only piece glued on: an opening tag to the
    piece after it, a closing tag to the piece before it."""
    out: list[str] = []
    pending = ""  # opening tags waiting for the next piece
    for piece in pieces:
        if _TAG.sub("", piece) != "":
            out.append(pending + piece)
            pending = ""
        elif piece.startswith("</") and out:
            out[-1] += piece
        else:
            pending += piece
    if pending and out:
        out[-1] += pending
    elif pending:
        out.append(pending)
    return out


def _fewest_lines(
    chunks: list[str], spaced: bool, profile: Profile, strip: bool
) -> tuple[str, ...] | None:
    """``chunks`` in the fewest lines that fit (:func:`_balanced`), or None."""
    for count in range(1, profile.max_lines + 1):
        lines = _balanced(chunks, count, spaced, profile, strip)
        if lines is not None:
            return lines
    return None


def _balanced(
    chunks: list[str], count: int, spaced: bool, profile: Profile, strip: bool
) -> tuple[str, ...] | None:
    """``chunks`` in ``count`` lines that each fit the profile's width, the
    widest as narrow as it goes; None if they do not fit."""
    n = len(chunks)
    if count > n:
        return None
    joiner = " " if spaced else ""
    limit = profile.line_limit

    def width(a: int, b: int) -> int | None:
        line = joiner.join(chunks[a:b]).strip()
        text = without_markup(line) if strip else line
        if not text:
            return None
        return line_widths(Cue(1, 0, 1, (text,)), profile.language)[0]

    inf = limit + 1
    # best[k][b]: the narrowest widest line of chunks[:b] in k lines, and where the last starts
    best: list[list[tuple[int, int]]] = [[(inf, -1)] * (n + 1) for _ in range(count + 1)]
    best[0][0] = (0, 0)
    for k in range(1, count + 1):
        for a in range(n):
            before = best[k - 1][a][0]
            if before > limit:
                continue
            for b in range(a + 1, n + 1):
                w = width(a, b)
                if w is None:
                    continue
                if w > limit:
                    break
                if max(before, w) < best[k][b][0]:
                    best[k][b] = (max(before, w), a)
    if best[count][n][0] > limit:
        return None
    lines, b = [], n
    for k in range(count, 0, -1):
        a = best[k][b][1]
        lines.append(joiner.join(chunks[a:b]).strip())
        b = a
    return tuple(reversed(lines))


def _cue_end(
    index: int, lines: tuple[str, ...], profile: Profile, report: FixReport
) -> tuple[str, ...]:
    """The lines with the language's cue-end convention met (a Japanese
    final 。 dropped), when dropping it leaves text; else as they were."""
    pack = language_pack(profile.language)
    if not pack.cue_end_problem(visible_lines(lines)):
        return lines
    last = _FULL_STOP.sub(r"\1", lines[-1])
    fixed = (*lines[:-1], last)
    if not last.strip() and len(lines) > 1:
        fixed = lines[:-1]  # a last line of only 。
    elif last == lines[-1] or not _TAG.sub("", last).strip():
        return lines
    if pack.cue_end_problem(visible_lines(fixed)):
        return lines
    report.fixed.append((index, "the final 。 dropped (a Japanese subtitle ends without one)"))
    return fixed


# -- timing -------------------------------------------------------------------


def _least_ms(chars: int, profile: Profile) -> int:
    """The shortest duration that meets the minimum duration and the reading
    speed for ``chars`` characters (in the language's units)."""
    numerator, denominator = float(profile.max_cps).as_integer_ratio()
    numerator *= measure(profile.language).scale
    need = -(-chars * 1000 * denominator // numerator) if numerator > 0 else 1 << 62
    return max(profile.min_duration_ms, need)


def _end(
    cue: Cue,
    end: int,
    following: int | None,
    profile: Profile,
    grid: Grid,
    report: FixReport,
) -> int:
    """The cue's end time: ``end`` moved within the room the next cue's
    start (``following``) and the profile leave; the change is reported."""
    p, start = profile, cue.start_ms
    room = start + p.max_duration_ms
    if following is not None:
        room = min(room, following - p.min_gap_ms)
    room = grid.floor(room)
    chars = cue_chars(visible(cue), p.language)
    need = grid.ceil(start + _least_ms(chars, p))
    new = grid.snap(end)
    why = []
    if new > room:
        if following is not None and new > following - p.min_gap_ms:
            why.append(f"to leave the minimum gap of {seconds(p.min_gap_ms)} s before the next cue")
        if new - start > p.max_duration_ms:
            why.append(f"to stay within the maximum duration of {seconds(p.max_duration_ms)} s")
        new = room
    elif new < need and room > new:
        too_short = new - start < p.min_duration_ms
        new = min(need, room)
        if too_short:
            why.append(f"to stay the minimum duration of {seconds(p.min_duration_ms)} s")
        if not p.cps_ok(chars, end - start):
            why.append(f"to be read at {p.max_cps:g} {width_unit(p.language)} per second at most")
    last = following if following is not None else grid.ceil(start + 1)
    if new <= start:  # no room at all before the next cue: keep what was there
        new = max(grid.ceil(start + 1), grid.floor(min(end, last)))
    if new == end:
        return end
    note = ""
    if new < need:
        note = (
            f" (the minimum duration of {seconds(p.min_duration_ms)} s does not fit before it)"
            if need - start == p.min_duration_ms
            else " (the time its reading speed needs does not fit before it)"
        )
    reason = ", ".join(why) if why else f"onto the {_grid_name(grid)}"
    report.fixed.append(
        (
            cue.index,
            f"end moved from {format_timestamp(end)} to {format_timestamp(new)}, {reason}{note}",
        )
    )
    return new
