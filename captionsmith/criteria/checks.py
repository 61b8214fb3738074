"""Profile checks on parsed cues, independent of any source transcript.

``constraint_violations(cues, profile)`` lists every cue that breaks a rule
of the profile: too many lines, a line too wide, too short, too long, too
fast (cps), too close to the next cue (the gap is charged to the earlier
cue), or ended against the language's convention (``cue_end``: Japanese
。).  Cues are measured as :func:`visible` shows them (``<i>``, ``<b>``,
``<u>`` and ``<font …>`` markup is no text).  Line width and reading speed
are measured in the profile language's units
(:mod:`captionsmith.core.measures`), the functions the solver uses.  All
arithmetic is on integers, so any parsed time is safe.

Every message states one unit (:func:`width_unit`), and a measured value
is rounded away from its limit (a reading speed over the maximum is
rounded up), so a breach never prints as equal to its limit.
"""

from __future__ import annotations

import dataclasses
import re

from captionsmith.core.findings import PROFILE_RULES, Finding, seconds
from captionsmith.core.languages import REGISTRY
from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.text import strip_style_tags, without_typographic_spaces
from captionsmith.languages import language_pack

__all__ = [
    "PROFILE_RULES",
    "broken_rules",
    "constraint_violations",
    "cue_chars",
    "cue_problems",
    "cue_size",
    "displayed",
    "line_widths",
    "visible",
    "visible_lines",
    "width_unit",
    "without_markup",
]


def displayed(cue: Cue) -> Cue:
    """The cue as the viewer sees it: well-formed ``<i>``, ``<b>`` and
    ``<u>`` tags removed (:func:`captionsmith.core.text.strip_style_tags`)."""
    lines = strip_style_tags(cue.lines)
    return cue if lines is cue.lines else dataclasses.replace(cue, lines=lines)


# Markup a subtitle player shows as style, not text: <i>, <b>, <u> and
# <font ...> (color, face, size), in any case.
_MARKUP = re.compile(r"<(/?)(i|b|u|font)((?:\s[^<>]*)?)>", re.IGNORECASE)


def visible_lines(lines: tuple[str, ...]) -> tuple[str, ...]:
    """The lines as a player shows them: well-formed ``<i>``, ``<b>``,
    ``<u>`` and ``<font …>`` markup removed (each tag opened is closed in
    the cue, properly nested; a closing tag has no attributes), spaces
    collapsed; markup that is not well formed is text the viewer sees, so
    the lines are returned unchanged, as they are when a line would be left
    with no text.

    >>> visible_lines(('<font color="#ff0">Hello</font> <I>there</I>',))
    ('Hello there',)
    >>> visible_lines(("<font>Hi",)), visible_lines(("<b>Hi</i>",))
    (('<font>Hi',), ('<b>Hi</i>',))
    """
    if not any("<" in line for line in lines):
        return lines
    stack: list[str] = []
    for line in lines:
        for match in _MARKUP.finditer(line):
            closing, tag, attributes = match.group(1), match.group(2).lower(), match.group(3)
            if not closing:
                stack.append(tag)
            elif attributes or not stack or stack.pop() != tag:
                return lines
    if stack:
        return lines
    stripped = tuple(without_markup(line) for line in lines)
    return stripped if all(stripped) else lines


def without_markup(line: str) -> str:
    """One line without any ``<i>``, ``<b>``, ``<u>`` or ``<font …>`` tag
    and with its spaces collapsed, whether or not the cue's markup is well
    formed (:func:`visible_lines` decides that for the whole cue).

    >>> without_markup('<font color="red">Hi</font>  <i>there')
    'Hi there'
    """
    return " ".join(_MARKUP.sub("", line).split())


def visible(cue: Cue) -> Cue:
    """The cue as the viewer sees it (:func:`visible_lines`): what the
    profile check measures.  The scorer measures :func:`displayed`, which
    removes ``<i>``, ``<b>`` and ``<u>`` only."""
    lines = visible_lines(cue.lines)
    return cue if lines is cue.lines else dataclasses.replace(cue, lines=lines)


def width_unit(language: str) -> str:
    """What a line's width and a reading speed count, in a message:
    ``characters``, or ``full-width characters`` in Japanese (the profile's
    own numbers count them; a half-width character is half of one).

    >>> width_unit("en"), width_unit("zh"), width_unit("ja")
    ('characters', 'characters', 'full-width characters')
    """
    return "characters" if measure(language).scale == 1 else "full-width characters"


# Languages whose typography puts a (no-break) space before ; : ! ? (French,
# decided in captionsmith.languages.fr.pack): the space is not measured.


def _measured(cue: Cue, language: str) -> tuple[str, ...]:
    if REGISTRY[language].typographic_space:
        return tuple(without_typographic_spaces(line) for line in cue.lines)
    return cue.lines


def cue_chars(cue: Cue, language: str = "en") -> int:
    """Characters of all the cue's lines, for cps (line breaks do not
    count), in the language's measuring units; a French typographic space
    before ``; : ! ?`` does not count."""
    chars = measure(language).chars
    return sum(chars(line) for line in _measured(cue, language))


def line_widths(cue: Cue, language: str = "en") -> list[int]:
    """Each line's width in the language's measuring units; a French
    typographic space before ``; : ! ?`` does not count.

    >>> from captionsmith.core.srt import Cue
    >>> line_widths(Cue(1, 0, 1, ("Oui ?",)), "fr"), line_widths(Cue(1, 0, 1, ("Yes ?",)), "en")
    ([4], [5])
    """
    width = measure(language).width
    return [width(line) for line in _measured(cue, language)]


def cue_size(cue: Cue, language: str = "en") -> tuple[list[int], int]:
    """:func:`line_widths` and :func:`cue_chars` of a cue, measured once.

    >>> from captionsmith.core.srt import Cue
    >>> cue_size(Cue(1, 0, 1, ("Oui ?", "Non.")), "fr")
    ([4, 4], 8)
    """
    m = measure(language)
    lines = _measured(cue, language)
    width, chars = m.width, m.chars
    return [width(line) for line in lines], sum(chars(line) for line in lines)


def broken_rules(
    profile: Profile,
    widths: list[int],
    chars: int,
    duration_ms: int,
    gap_after_ms: int | None,
    lines: tuple[str, ...] = (),
) -> list[str]:
    """The names (:data:`PROFILE_RULES`) of the rules one cue breaks, given
    its line widths (display columns), its characters, its duration and the
    gap to the next cue (None for the last cue), widths and characters in
    the profile language's units; with the cue's ``lines``, also the
    language's cue-end convention (``cue_end``).  The one per-cue test:
    :func:`cue_problems` words its result, and the best-effort solver counts
    it.

    >>> broken_rules(Profile(), [44, 10], 54, 3000, 40)
    ['chars_per_line', 'cps', 'gap']
    """
    out = []
    if len(widths) > profile.max_lines:
        out.append("lines")
    if max(widths) > profile.line_limit:
        out.append("chars_per_line")
    if duration_ms < profile.min_duration_ms:
        out.append("min_duration")
    if duration_ms > profile.max_duration_ms:
        out.append("max_duration")
    if not profile.cps_ok(chars, duration_ms):
        out.append("cps")
    if gap_after_ms is not None and gap_after_ms < profile.min_gap_ms:
        out.append("gap")
    if lines and language_pack(profile.language).cue_end_problem(lines):
        out.append("cue_end")
    return out


def cue_problems(
    profile: Profile,
    widths: list[int],
    chars: int,
    duration_ms: int,
    gap_after_ms: int | None,
    cue: int | None = None,
    lines: tuple[str, ...] = (),
) -> list[Finding]:
    """A ``profile`` :class:`~captionsmith.core.findings.Finding` for each rule
    of :func:`broken_rules`, with its measured value and limit; ``cue`` is
    the cue's SRT index.  Used by the checker and the scorer.

    >>> [str(f) for f in cue_problems(Profile(), [44, 10], 54, 3000, 40, cue=2)]
    ['cue 2: chars_per_line: 44 characters on line 1, limit 42', 'cue 2: cps: 18.0 characters per second, limit 17', 'cue 2: gap: 0.040 s to the next cue, minimum 0.083 s']
    """
    p = profile
    out: list[Finding] = []
    broken = broken_rules(p, widths, chars, duration_ms, gap_after_ms, lines)
    if not broken:
        return out
    measured: float
    limit: float
    m = measure(p.language)
    unit = width_unit(p.language)
    for rule in broken:
        if rule == "lines":
            measured, limit = len(widths), p.max_lines
            message = f"{len(widths)} lines, limit {p.max_lines}"
        elif rule == "chars_per_line":
            widest, limit = max(widths), p.max_chars_per_line
            measured = m.in_profile_units(widest) if m.scale != 1 else widest
            line = widths.index(widest) + 1
            message = f"{measured:g} {unit} on line {line}, limit {limit}"
        elif rule in ("min_duration", "max_duration"):
            bound = p.min_duration_ms if rule == "min_duration" else p.max_duration_ms
            measured, limit = duration_ms / 1000, bound / 1000
            word = "minimum" if rule == "min_duration" else "maximum"
            message = f"on screen {seconds(duration_ms)} s, {word} {seconds(bound)} s"
        elif rule == "cps":
            rate = _rate(chars, duration_ms * m.scale)
            measured, limit = float(rate), p.max_cps
            message = f"{rate} {unit} per second, limit {p.max_cps:g}"
        elif rule == "cue_end":
            measured, limit = 1, 0
            message = str(language_pack(p.language).cue_end_problem(lines))
        else:  # gap
            assert gap_after_ms is not None
            measured, limit = gap_after_ms / 1000, p.min_gap_ms / 1000
            message = (
                f"{seconds(gap_after_ms)} s to the next cue, minimum {seconds(p.min_gap_ms)} s"
            )
        out.append(Finding("profile", rule, message, cue=cue, measured=measured, limit=limit))
    return out


def _rate(chars: int, duration_ms: int) -> str:
    """chars per second with one decimal, rounded up (away from a maximum,
    so a rate over its limit never prints as the limit); exact for any
    integers.

    >>> _rate(101, 25_000), _rate(100, 25_000)  # 4.04 and 4.0 per second
    ('4.1', '4.0')
    """
    if duration_ms <= 0:
        return "inf"
    tenths = -(-chars * 10_000 // duration_ms)  # rounded up
    return f"{tenths // 10}.{tenths % 10}"


def constraint_violations(cues: list[Cue], profile: Profile) -> list[Finding]:
    """Every profile violation, in cue order, each cue measured as
    :func:`visible` shows it.

    >>> from captionsmith.core.srt import Cue
    >>> cues = [Cue(1, 0, 500, ("Hi",)), Cue(2, 520, 2000, ("there",))]
    >>> [str(v) for v in constraint_violations(cues, Profile())]
    ['cue 1: min_duration: on screen 0.500 s, minimum 1.000 s', 'cue 1: gap: 0.020 s to the next cue, minimum 0.083 s']
    """
    out: list[Finding] = []
    cues = [visible(cue) for cue in cues]
    for k, cue in enumerate(cues):
        gap = cues[k + 1].start_ms - cue.end_ms if k + 1 < len(cues) else None
        out += cue_problems(
            profile,
            line_widths(cue, profile.language),
            cue_chars(cue, profile.language),
            cue.end_ms - cue.start_ms,
            gap,
            cue=cue.index,
            lines=cue.lines,
        )
    return out
