"""Subtitle formats: SRT (our own strict writer), WebVTT and ASS (written
through pysubs2, read here).

``output_format(path, explicit)`` picks the format: ``explicit`` (a name from
:data:`OUTPUT_FORMATS`) when given, else the extension of ``path``, else SRT
(no ``--out``, or a name without an extension); an unknown name or
extension is a one-line ``ValueError``.
``render(cues, fmt)`` writes the same cues and text in any of them: line
breaks stay line breaks, times stay exact to the millisecond (ASS rounds to
centiseconds, as the format does).

Reading: ``subtitle_format(text, path, explicit)`` picks the reader:
``explicit`` (``srt``, ``vtt``, ``ass``) when not ``auto``, else the header
(``WEBVTT`` on the first line; ``[Script Info]``), else the extension
(``.vtt``; ``.ass`` or ``.ssa``), else SRT.  ``read_subtitles(text, fmt)``
reads WebVTT or ASS into the same :class:`~captionsmith.core.lenient.LenientRead`
the lenient SRT reader returns: integer-millisecond cues, each cue's timing
line, and every issue at its line (it never raises).  WebVTT cue settings,
identifiers, ``NOTE``/``STYLE``/``REGION`` blocks, timestamp, class, voice,
language and ruby tags are dropped (ruby text too), ``<i>``/``<b>``/``<u>``
stay as SRT keeps them and entities (``&amp;``) are decoded; ASS override
blocks (``{\\an8}``) are dropped, ``\\N``/``\\n`` break the line,
``\\h`` is a no-break space, ``Comment:`` events are skipped.  Cues that end
before they start or have no text are dropped, overlaps trimmed and the
order put right, as ``--lenient`` does for SRT; each is an issue.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from captionsmith.core.lenient import Issue, LenientRead, _settle, _text
from captionsmith.core.srt import Cue, compose

__all__ = [
    "FORMAT_NAMES",
    "OUTPUT_FORMATS",
    "SUBTITLE_FORMATS",
    "output_format",
    "read_subtitles",
    "render",
    "sniff_subtitles",
    "subtitle_format",
]

OUTPUT_FORMATS = ("srt", "vtt", "ass")
SUBTITLE_FORMATS = ("auto", *OUTPUT_FORMATS)  # what --subtitle-format takes
FORMAT_NAMES = {"srt": "SRT", "vtt": "WebVTT", "ass": "ASS"}
_EXTENSIONS = {".srt": "srt", ".vtt": "vtt", ".ass": "ass"}
_READ_EXTENSIONS = {**_EXTENSIONS, ".ssa": "ass"}


def sniff_subtitles(text: str) -> str | None:
    """``vtt`` or ``ass`` when the text's header says so, else None.

    >>> sniff_subtitles("WEBVTT\\n\\n1\\n"), sniff_subtitles("\\ufeff[Script Info]\\n")
    ('vtt', 'ass')
    >>> sniff_subtitles("1\\n00:00:00,000 --> 00:00:01,000\\nHi\\n") is None
    True
    """
    head = text.lstrip("\ufeff")
    first = head.split("\n", 1)[0].rstrip("\r")
    if re.match(r"WEBVTT(?:[ \t]|\Z)", first):
        return "vtt"
    if head.lstrip().lower().startswith("[script info]"):
        return "ass"
    return None


def subtitle_format(text: str, path: str | None = None, explicit: str = "auto") -> str:
    """The reader for a subtitle file: ``explicit`` unless ``auto``, else
    its header, else its extension, else SRT.

    >>> subtitle_format("WEBVTT\\n", "a.srt"), subtitle_format("", "a.SSA"), subtitle_format("")
    ('vtt', 'ass', 'srt')
    """
    if explicit != "auto":
        return explicit
    found = sniff_subtitles(text)
    if found is not None:
        return found
    if path is not None and path != "-":
        return _READ_EXTENSIONS.get(Path(path).suffix.lower(), "srt")
    return "srt"


_VTT_STAMP = r"(?:(\d{2,6}):)?([0-5]\d):([0-5]\d)\.(\d{3})"
_VTT_TIMING = re.compile(
    r"[ \t]*" + _VTT_STAMP + r"[ \t]+-->[ \t]+" + _VTT_STAMP + r"(?:[ \t].*)?\Z"
)
_VTT_BLOCK = re.compile(r"(?:NOTE|STYLE|REGION)(?:[ \t]|\Z)")
_VTT_RUBY_TEXT = re.compile(r"<rt(?:[.\s][^>]*)?>.*?(?:</rt>|(?=</ruby>)|\Z)", re.DOTALL)
_VTT_TAG = re.compile(r"<(/?)([A-Za-z]*)(?:[.\s][^>]*)?>|<\d[^>]*>")
_ASS_STAMP = re.compile(r"\s*(\d{1,6}):([0-5]\d):([0-5]\d)[.:](\d{1,3})\s*\Z")
_ASS_OVERRIDE = re.compile(r"\{[^}]*\}")
_ASS_FIELDS = (
    "Layer",
    "Start",
    "End",
    "Style",
    "Name",
    "MarginL",
    "MarginR",
    "MarginV",
    "Effect",
    "Text",
)


def _lines(text: str) -> list[str]:
    return re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff"))


def _vtt_ms(hours: str | None, minutes: str, seconds: str, millis: str) -> int:
    return ((int(hours or 0) * 60 + int(minutes)) * 60 + int(seconds)) * 1000 + int(millis)


def _vtt_text(line: str) -> str:
    """A WebVTT text line as SRT keeps it: <i>, <b>, <u> kept, every other
    tag dropped, entities decoded."""

    def keep(match: re.Match[str]) -> str:
        slash, name = match.group(1) or "", (match.group(2) or "").lower()
        return f"<{slash}{name}>" if name in ("i", "b", "u") else ""

    line = _VTT_TAG.sub(keep, _VTT_RUBY_TEXT.sub("", line))
    return html.unescape(line).strip()


def _read_vtt(lines: list[str], issues: list[Issue]) -> list[tuple[int, int, int, list[str]]]:
    if not lines or not re.match(r"WEBVTT(?:[ \t]|\Z)", lines[0]):
        shown = lines[0][:40] if lines else ""
        issues.append(Issue(1, f"expected 'WEBVTT' on the first line, found {shown!r}"))
    blocks: list[tuple[int, list[str]]] = []
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            blocks.append((n + 1, []))
        elif not blocks:
            blocks.append((n, [line]))
        else:
            blocks[-1][1].append(line)
    raw: list[tuple[int, int, int, list[str]]] = []
    for k, (first, block) in enumerate(b for b in blocks if b[1]):
        if k == 0 and re.match(r"WEBVTT(?:[ \t]|\Z)", block[0]):
            continue  # the header and its metadata lines
        if _VTT_BLOCK.match(block[0]) and "-->" not in block[0]:
            continue
        at = 0 if "-->" in block[0] else 1 if len(block) > 1 and "-->" in block[1] else -1
        if at < 0:
            issues.append(
                Issue(first, f"expected a cue timing line, found {block[0][:40]!r} (dropped)")
            )
            continue
        timing_line = first + at
        match = _VTT_TIMING.match(block[at])
        if not match:
            issues.append(
                Issue(
                    timing_line,
                    "expected a WebVTT timing line '(HH:)MM:SS.mmm --> (HH:)MM:SS.mmm', "
                    f"found {block[at][:60]!r} (dropped)",
                )
            )
            continue
        g = match.groups()
        start, end = _vtt_ms(*g[:4]), _vtt_ms(*g[4:8])
        cue_text = [t for t in (_vtt_text(x) for x in block[at + 1 :]) if t]
        text = _text(cue_text, timing_line + 1, issues)
        raw.append(_checked(timing_line, start, end, text, issues))
    return raw


def _checked(
    line: int, start: int, end: int, text: list[str], issues: list[Issue]
) -> tuple[int, int, int, list[str]]:
    if end <= start:
        issues.append(Issue(line, "the cue ends before it starts, or when it starts (dropped)"))
    elif not text:
        issues.append(Issue(line, "the cue has no text (dropped)"))
    else:
        return (line, start, end, text)
    return (line, -1, -1, [])


def _ass_ms(text: str) -> int | None:
    match = _ASS_STAMP.match(text)
    if not match:
        return None
    h, m, s, frac = match.groups()
    return ((int(h) * 60 + int(m)) * 60 + int(s)) * 1000 + int(frac.ljust(3, "0")[:3])


def _ass_text(text: str) -> list[str]:
    text = _ASS_OVERRIDE.sub("", text).replace("\\h", "\u00a0")
    pieces = re.split(r"\\[Nn]", text)
    return [p.strip() for p in pieces if p.strip()]


def _read_ass(lines: list[str], issues: list[Issue]) -> list[tuple[int, int, int, list[str]]]:
    first = next((ln for ln in lines if ln.strip()), "")
    if first.strip().lower() != "[script info]":
        issues.append(Issue(1, f"expected '[Script Info]' first, found {first[:40]!r}"))
    section, fields = "", list(_ASS_FIELDS)
    raw: list[tuple[int, int, int, list[str]]] = []
    for n, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped.lower()
            continue
        if section != "[events]" or ":" not in stripped:
            continue
        kind, _, rest = stripped.partition(":")
        if kind == "Format":
            fields = [f.strip() for f in rest.split(",")]
            continue
        if kind != "Dialogue":
            continue  # Comment, Picture, Sound, Movie, Command
        values = dict(zip(fields, rest.strip().split(",", len(fields) - 1), strict=False))
        if not {"Start", "End", "Text"} <= values.keys():
            issues.append(
                Issue(n, f"Dialogue line with fewer fields than its Format {fields} (dropped)")
            )
            continue
        start, end = _ass_ms(values["Start"]), _ass_ms(values["End"])
        if start is None or end is None:
            bad = values["Start"] if start is None else values["End"]
            issues.append(
                Issue(n, f"expected a time 'H:MM:SS.cc', found {bad.strip()!r} (dropped)")
            )
            continue
        raw.append(_checked(n, start, end, _text(_ass_text(values["Text"]), n, issues), issues))
    if section == "" and not raw:
        issues.append(Issue(1, "no [Events] section"))
    return raw


def read_subtitles(text: str, fmt: str) -> LenientRead:
    """WebVTT (``vtt``) or ASS (``ass``) text as cues and issues (see the
    module docstring); never raises on text.

    >>> read = read_subtitles("WEBVTT\\n\\nintro\\n00:01.000 --> 00:02.500 line:0\\n<v Ann><i>Hi</i> &amp; bye\\n", "vtt")
    >>> read.cues, read.issues
    ([Cue(index=1, start_ms=1000, end_ms=2500, lines=('<i>Hi</i> & bye',))], [])
    >>> ass = "[Script Info]\\n[Events]\\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\\n"
    >>> read_subtitles(ass + "Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,{\\\\an8}Hi,\\\\Nyou\\n", "ass").cues
    [Cue(index=1, start_ms=1000, end_ms=2500, lines=('Hi,', 'you'))]
    """
    issues: list[Issue] = []
    if fmt == "vtt":
        raw = _read_vtt(_lines(text), issues)
    elif fmt == "ass":
        raw = _read_ass(_lines(text), issues)
    else:
        raise ValueError(f"read_subtitles reads vtt or ass, not {fmt!r}")
    return _settle(raw, issues)


def output_format(path: str | None, explicit: str | None = None) -> str:
    """The output format for ``--out path`` and ``--format-out explicit``.

    >>> output_format("talk.vtt"), output_format(None), output_format("x.txt", "ass")
    ('vtt', 'srt', 'ass')
    >>> output_format("talk.docx")
    Traceback (most recent call last):
    ...
    ValueError: --out talk.docx: unknown subtitle extension '.docx' (known: .srt, .vtt, .ass; or give --format-out)
    """
    if explicit is not None:
        if explicit not in OUTPUT_FORMATS:
            raise ValueError(
                f"--format-out {explicit!r}: unknown format (known: {', '.join(OUTPUT_FORMATS)})"
            )
        return explicit
    if path is None or path == "-":
        return "srt"
    if Path(path).is_dir():
        raise ValueError(f"--out {path} is a directory; give a file name")
    suffix = Path(path).suffix.lower()
    if not suffix:
        return "srt"  # a bare name (``--out subtitles``) keeps the SRT default
    if suffix not in _EXTENSIONS:
        raise ValueError(
            f"--out {path}: unknown subtitle extension {suffix!r} "
            f"(known: {', '.join(_EXTENSIONS)}; or give --format-out)"
        )
    return _EXTENSIONS[suffix]


def render(cues: list[Cue], fmt: str = "srt") -> str:
    """The cues as text in ``fmt``.

    >>> print(render([Cue(1, 0, 1500, ("Hello,", "world."))], "vtt").strip())
    WEBVTT
    <BLANKLINE>
    1
    00:00:00.000 --> 00:00:01.500
    Hello,
    world.
    """
    if fmt == "srt":
        return compose(cues)
    if fmt not in OUTPUT_FORMATS:
        raise ValueError(f"unknown format {fmt!r} (known: {', '.join(OUTPUT_FORMATS)})")
    import pysubs2  # only the VTT and ASS writers need it

    subs = pysubs2.SSAFile()
    for cue in cues:
        event = pysubs2.SSAEvent(start=cue.start_ms, end=cue.end_ms)
        event.plaintext = "\n".join(cue.lines)  # escapes what ASS would read as markup
        subs.append(event)
    return subs.to_string(fmt)
