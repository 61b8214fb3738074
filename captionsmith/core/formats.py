"""Subtitle output formats: SRT (our own strict writer), WebVTT and ASS
(through pysubs2).

``output_format(path, explicit)`` picks the format: ``explicit`` (a name from
:data:`OUTPUT_FORMATS`) when given, else the extension of ``path``, else SRT
(no ``--out``, or a name without an extension); an unknown name or
extension is a one-line ``ValueError``.
``render(cues, fmt)`` writes the same cues and text in any of them: line
breaks stay line breaks, times stay exact to the millisecond (ASS rounds to
centiseconds, as the format does).
"""

from __future__ import annotations

from pathlib import Path

from captionsmith.core.srt import Cue, compose

__all__ = ["OUTPUT_FORMATS", "output_format", "render"]

OUTPUT_FORMATS = ("srt", "vtt", "ass")
_EXTENSIONS = {".srt": "srt", ".vtt": "vtt", ".ass": "ass"}


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
