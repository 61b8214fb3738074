"""The one per-cue record of an answer, built in one pass over its tokens.

:func:`cue_records` walks the alignment's answer tokens once: per cue, the
source positions shown on each line, its matches, whether it shows a
disguise, and the tokens that do not spell their source word as given;
answer-wide (:class:`AnswerTokens`), the matched positions and the invented
and changed tokens.  :func:`set_readings` then gives each cue its two
readings of the words it leaves out (:class:`Layout`: tight and wide), and
:func:`missing_by_line` and :func:`word_findings` say what is missing.
:mod:`captionsmith.judging.scoring` judges each record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from captionsmith.core.findings import Finding, listed, plural, quoted
from captionsmith.core.srt import Cue
from captionsmith.criteria.alignment import Alignment, Link, OutputToken
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.languages import language_pack

__all__ = [
    "AnswerTokens",
    "CueRecord",
    "Layout",
    "cue_records",
    "missing_by_line",
    "set_readings",
    "word_findings",
]


class Layout(NamedTuple):
    """A cue as source positions: words start..end-1, and the first word of
    each line after the first (a tuple: hashed and compared as one, the
    memo of judged layouts' key)."""

    start: int
    breaks: tuple[int, ...]
    end: int


@dataclass(slots=True)
class CueRecord:
    """Everything the scorer learns about one cue: from the alignment, its
    words per line, matches, disguise and rewritten tokens; from the
    neighbours, its readings of the words it leaves out (:func:`_readings`)."""

    lines: list[list[int]]  # source positions shown on each line
    openings: list[str | None]  # what each line starts with (its first token), None if empty
    # the source word each line's first token stands for (None: invented or empty)
    opening_words: list[int | None] = field(default_factory=list)
    matches: int = 0
    tokens: int = 0
    disguised: bool = False
    rewritten: list[OutputToken] = field(default_factory=list)
    # (tight, wide), one when both are the same; None: the cue shows no source word
    readings: tuple[Layout, ...] | None = None
    shown: tuple[str, ...] = ()  # the cue's lines as judged (displayed), one per line


@dataclass(slots=True)
class AnswerTokens:
    """What the one pass over the answer tokens finds answer-wide."""

    matched: set[int] = field(default_factory=set)  # source positions matched
    invented: list[OutputToken] = field(default_factory=list)  # disguises included
    changed: list[OutputToken] = field(default_factory=list)  # matches re-cased or re-punctuated


def cue_records(
    t: SegmentationRules, cues: list[Cue], alignment: Alignment
) -> tuple[list[CueRecord], AnswerTokens]:
    """One pass over the answer tokens: per cue, the source positions of
    its words per line, its matches, whether it shows a disguise, and the
    tokens that do not spell their source word as given (for _measure);
    answer-wide, the matched positions and the invented and changed tokens."""
    records = [
        CueRecord(
            [[] for _ in cue.lines],
            [None] * len(cue.lines),
            [None] * len(cue.lines),
            shown=cue.lines,
        )
        for cue in cues
    ]
    found = AnswerTokens()
    finish = language_pack(t.language).finish_cue
    words, invented, changed, matched = t.words, found.invented, found.changed, found.matched
    match, substitution = Link.MATCH, Link.SUBSTITUTION
    for token in alignment.output:
        surface, c, li, link, k, kept = token
        text = surface.surface
        record = records[c]
        record.tokens += 1
        if record.openings[li] is None:
            record.openings[li] = text
            record.opening_words[li] = k
        if k is None:
            if link is not match and link is not substitution:
                invented.append(token)  # invented
            continue
        record.lines[li].append(k)
        if link is match:
            record.matches += 1
            matched.add(k)
            if not kept:
                changed.append(token)
        elif link is not substitution:
            invented.append(token)  # a disguise
            record.disguised = record.disguised or link is Link.DISGUISE
        source = words[k].text
        # The language's cue-end convention (Japanese drops 。) is no rewrite.
        if text != source and text != finish((source,))[0]:
            record.rewritten.append(token)
    return records, found


def set_readings(records: list[CueRecord], n: int) -> None:
    """Set each cue's two readings of the words it leaves out, (tight, wide).
    Tight: only the words from its first shown to its last shown, each line
    ending after its last word shown.  Wide: every word left out next to it
    is counted in: from just after the previous cue's last word shown (0 for
    the first cue that shows any) to the next one's first word shown (n for
    the last), each line running to the next line's first word shown.  A
    word left out between two cues (or lines) so belongs to both.  None for
    a cue that shows no source word; one reading when both are the same."""
    shown = [
        [line for line in r.lines if line] for r in records
    ]  # per cue, its lines that show a word
    cues = [c for c, lines in enumerate(shown) if lines]
    last = len(cues) - 1
    for m, c in enumerate(cues):
        lines = shown[c]
        start, end = lines[0][0], lines[-1][-1] + 1
        wide_start = 0 if m == 0 else shown[cues[m - 1]][-1][-1] + 1
        wide_end = n if m == last else shown[cues[m + 1]][0][0]
        breaks: tuple[int, ...] = ()
        wide_breaks = breaks
        if len(lines) > 1:
            breaks = tuple(line[-1] + 1 for line in lines[:-1])
            wide_breaks = tuple(line[0] for line in lines[1:])
        tight = Layout(start, breaks, end)
        if (wide_start, wide_breaks, wide_end) == (start, breaks, end):
            records[c].readings = (tight,)
        else:
            records[c].readings = (tight, Layout(wide_start, wide_breaks, wide_end))


def missing_by_line(record: CueRecord, wide: Layout) -> list[tuple[int, int]]:
    """(display line, word) for every source word the cue leaves out, on
    each line whose wide reading holds it (a word between two lines counts
    on both)."""
    filled = [(li, line) for li, line in enumerate(record.lines) if line]
    shown = {k for _, line in filled for k in line}
    out: list[tuple[int, int]] = []
    for m, (li, _line) in enumerate(filled):
        first = wide.start if m == 0 else filled[m - 1][1][-1] + 1
        stop = wide.end if m + 1 == len(filled) else filled[m + 1][1][0]
        out.extend((li, k) for k in range(first, stop) if k not in shown)
    return out


def word_findings(
    t: SegmentationRules,
    missing: list[int],
    found: AnswerTokens,
    records: list[CueRecord],
    cues: list[Cue],
) -> list[Finding]:
    """The answer-wide findings on its words: missing (with their times),
    invented and re-cased (with their cues), and cues with no words."""
    out = []
    if missing:
        texts = tuple(t.words[k].text for k in missing)
        shown = quoted(texts, at=[t.starts[k] for k in missing])
        message = f"{len(missing)} of the transcript's words missing or misspelled: {shown}"
        out.append(Finding("words", "missing", message, measured=len(missing), words=texts))
    if found.invented:
        texts = tuple(tok.text for tok in found.invented)
        shown = listed([f"{tok.text!r} (cue {cues[tok.cue].index})" for tok in found.invented])
        what = plural(len(texts), "word or symbol", "words or symbols")
        message = f"{what} not in the transcript: {shown}"
        out.append(Finding("words", "invented", message, measured=len(texts), words=texts))
    if found.changed:
        texts = tuple(tok.text for tok in found.changed)
        shown = listed(
            [
                f"{tok.text!r} for {t.words[tok.source_word].text!r} (cue {cues[tok.cue].index})"
                for tok in found.changed
                if tok.source_word is not None
            ]
        )
        what = (
            f"{plural(len(texts), 'word')} {'changes its' if len(texts) == 1 else 'change their'}"
        )
        message = f"{what} capitals or punctuation: {shown}"
        out.append(Finding("words", "changed", message, measured=len(texts), words=texts))
    empty = [cues[c].index for c, r in enumerate(records) if r.tokens == 0]
    if empty:
        shown = listed([f"cue {n}" for n in empty])
        out.append(
            Finding(
                "words",
                "empty",
                f"{plural(len(empty), 'cue')} {'shows' if len(empty) == 1 else 'show'} no words: "
                f"{shown}",
                measured=len(empty),
            )
        )
    return out
