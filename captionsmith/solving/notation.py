"""The slash notation for hand-segmented subtitles, and boundary agreement.

A sentence written with `` / `` (a line break inside a cue), `` // `` (a
new cue), `` ~ `` (a pause of :data:`PAUSE_MS` in speech) and ``[A]``-style
tokens giving the speaker of the words after them, becomes words timed at a
steady speech rate, without pauses but the marked ones, and the
cues it describes, each timed by the reference rule and, when it holds two
speakers, with the language's dialogue dash on each line
(:func:`parse_layout`).  The profile's language decides how a line joins its
words (Japanese and Chinese tokens, written with spaces between them in the
notation, join without) and how a cue ends (no Japanese 。).  The fixtures
of professional and bad layouts use it.

:func:`boundaries` and :func:`boundary_f1` compare segmentations by where
they break (after which word, as a cue break or a line break).
"""

from __future__ import annotations

from captionsmith.core.measures import measure
from captionsmith.core.profile import DEFAULT, Profile
from captionsmith.core.srt import Cue
from captionsmith.core.text import match_key
from captionsmith.core.words import Word
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.languages import language_pack

__all__ = ["PAUSE_MS", "boundaries", "boundary_f1", "parse_layout"]

PAUSE_MS = 500  # the silence a "~" stands for


def parse_layout(
    raw: str, rate_cps: float = 15, profile: Profile = DEFAULT
) -> tuple[list[Word], list[Cue]]:
    """Words and cues of a sentence in slash notation.

    >>> words, cues = parse_layout("We left early, / and it rained. // Then it stopped.")
    >>> [c.lines for c in cues], words[0]
    ([('We left early,', 'and it rained.'), ('Then it stopped.',)], Word(text='We', start_ms=0, end_ms=200))
    >>> words, _ = parse_layout("so we left ~ // then it rained")
    >>> words[3].start_ms - words[2].end_ms
    500
    """
    words: list[Word] = []
    layout: list[list[list[int]]] = [[[]]]
    m = measure(profile.language)
    units_per_second = rate_cps * m.scale
    clock = 0
    speaker = None
    for chunk in raw.split():
        if chunk == "//":
            layout.append([[]])
        elif chunk == "/":
            layout[-1].append([])
        elif chunk == "~":
            clock += PAUSE_MS
        elif chunk.startswith("[") and chunk.endswith("]"):
            speaker = chunk[1:-1]
        else:
            length = round((m.chars(chunk) + max(1, m.space_chars)) * 1000 / units_per_second)
            layout[-1][-1].append(len(words))
            words.append(Word(chunk, clock, clock + length, speaker))
            clock += length
    t = SegmentationRules(words, profile)
    pack = language_pack(t.language)
    cues = []
    for n, lines in enumerate(layout, start=1):
        i, j = lines[0][0], lines[-1][-1] + 1
        timing = t.cue_timing(i, j, len(lines))
        lead = pack.dialogue_dash if t.turn(i, j) else ""
        text = tuple(lead + m.joiner.join(words[k].text for k in line) for line in lines)
        cues.append(Cue(n, timing.start_ms, timing.end_ms, pack.finish_cue(text)))
    return words, cues


def boundaries(
    cues: list[Cue], words: list[Word] | None = None, language: str = "en"
) -> set[tuple[int, str]]:
    """(index of the word before the break, "cue" or "line") for every
    break inside a segmentation that shows each word once, in order.  For a
    language that joins words without spaces, ``words`` gives the words
    (a line holds as many as its text spells).

    >>> sorted(boundaries([Cue(1, 0, 1, ("a b", "c")), Cue(2, 2, 3, ("d",))]))
    [(1, 'line'), (2, 'cue')]
    """
    out: set[tuple[int, str]] = set()
    k = -1
    spaced = measure(language).spaced or words is None
    for c, cue in enumerate(cues):
        for m, line in enumerate(cue.lines):
            k += len(line.split()) if spaced else _count_words(line, words or [], k + 1)
            if m + 1 < len(cue.lines):
                out.add((k, "line"))
        if c + 1 < len(cues):
            out.add((k, "cue"))
    return out


def _count_words(line: str, words: list[Word], start: int) -> int:
    """How many of ``words`` from ``start`` spell ``line`` (marks a cue
    end drops, and a leading dash, aside)."""
    text = "".join(ch for ch in line if match_key(ch))
    count, spelled = 0, ""
    while start + count < len(words) and len(spelled) < len(text):
        spelled += "".join(ch for ch in words[start + count].text if match_key(ch))
        count += 1
    return count


def boundary_f1(
    found: set[tuple[int, str]], wanted: set[tuple[int, str]], kinds: bool = False
) -> tuple[int, int, int]:
    """(true positives, found, wanted) counts: positions match, and with
    ``kinds`` the kind of break too (sum them, then F1 = 2·tp / (found + wanted)).

    >>> boundary_f1({(1, "line"), (3, "cue")}, {(1, "cue"), (4, "cue")})
    (1, 2, 2)
    """
    if not kinds:
        found_pos, wanted_pos = {k for k, _ in found}, {k for k, _ in wanted}
        return len(found_pos & wanted_pos), len(found_pos), len(wanted_pos)
    return len(found & wanted), len(found), len(wanted)
