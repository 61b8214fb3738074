"""Surface perturbations of subtitle text: what a reward-hacking policy
tries.  The reward ladder (``scripts/ladder.py``) and the reward tests apply
them to reference answers; each must lower the score.

* ``compat_garble``: letter pairs and triples replaced by one compatibility
  character that NFKC would fold back (``fi`` -> ``ﬁ``, ``in`` -> ``㏌``).
* ``fullwidth``, ``math_bold``: letters replaced by their full-width or
  mathematical bold forms.
* ``strip_punctuation``, ``all_caps``: surface changes of a correct answer.
* ``RLO``: the right-to-left override a line can start with.
* ``delete_word``, ``fit_by_deleting``, ``drop_cue_end_connectors``: words
  left out of a cue, the cheapest way to make a line fit or a cue end look
  clean (the judge must never pay for them).
* ``ugliest_layout``: the ugliest layout the judge's rules give full
  credit, for the bound on what rule-abiding ugliness can score.

And the structural ones, written once for the judge's tests and the ladder:
``renumber``, ``shift``, ``first_half``, ``dropped_word``,
``duplicated_words``, ``invented_cues``, ``giant_cue``, ``cue_per_word``.

>>> ref = [Cue(1, 0, 900, ("Hello there.",)), Cue(2, 1000, 2000, ("Fine, thanks.",))]
>>> [c.start_ms for c in shift(ref, 300)], first_half(ref)[0].lines
([300, 1300], ('Hello there.',))
>>> dropped_word(ref)[1].lines, duplicated_words(ref)[0].lines
(('thanks.',), ('Hello Hello there. there.',))
>>> words = [Word("Hi", 0, 300), Word("you.", 350, 700)]
>>> giant_cue(words)[0].lines, [c.lines for c in cue_per_word(words)]
(('Hi you.',), [('Hi',), ('you.',)])
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import unicodedata
from collections.abc import Sequence

from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.text import display_width, word_form
from captionsmith.core.units import attach_punctuation
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.languages import language_pack
from captionsmith.solving.solver import layouts, reference_segments, segments_to_cues

__all__ = [
    "INVENTED_LINES",
    "RLO",
    "all_caps",
    "compat_garble",
    "cue_per_word",
    "delete_after_line_breaks",
    "delete_word",
    "drop_cue_end_connectors",
    "dropped_word",
    "duplicated_words",
    "first_half",
    "fit_by_deleting",
    "fit_by_garbling",
    "fullwidth",
    "giant_cue",
    "invented_cues",
    "last_word_edits",
    "linger",
    "math_bold",
    "relines",
    "renumber",
    "shift",
    "solver_spans",
    "strip_punctuation",
    "surface_attacks",
    "typo",
    "ugliest_layout",
]

RLO = "\u202e"


@functools.cache
def _compat_table() -> dict[str, str]:
    """Every code point whose NFKC is 2 or 3 ASCII letters, keyed by those
    letters (the lowest code point wins)."""
    table: dict[str, str] = {}
    for cp in range(0x110000):
        ch = chr(cp)
        folded = unicodedata.normalize("NFKC", ch)
        if 2 <= len(folded) <= 3 and folded.isascii() and folded.isalpha():
            table.setdefault(folded, ch)
    return table


def compat_garble(text: str, limit: int | None = None) -> str:
    """Replace letter groups by compatibility characters, left to right, at
    most ``limit`` times.

    >>> compat_garble("find it")
    'ﬁnd it'
    """
    table = _compat_table()
    out, k, done = [], 0, 0
    while k < len(text):
        for size in (3, 2):
            group = text[k : k + size]
            if (limit is None or done < limit) and group in table:
                out.append(table[group])
                k += size
                done += 1
                break
        else:
            out.append(text[k])
            k += 1
    return "".join(out)


def fit_by_garbling(line: str, width: int) -> str:
    """Garble a line just enough that its display width is at most ``width``
    (as far as garbling can go)."""
    limit = 0
    garbled = line
    while display_width(garbled) > width:
        limit += 1
        attempt = compat_garble(line, limit)
        if attempt == garbled:
            break
        garbled = attempt
    return garbled


def _map_letters(text: str, upper: int, lower: int) -> str:
    out = []
    for ch in text:
        if "A" <= ch <= "Z":
            out.append(chr(upper + ord(ch) - ord("A")))
        elif "a" <= ch <= "z":
            out.append(chr(lower + ord(ch) - ord("a")))
        else:
            out.append(ch)
    return "".join(out)


def fullwidth(text: str) -> str:
    """ASCII letters as full-width letters.

    >>> fullwidth("Hi!")
    'Ｈｉ!'
    """
    return _map_letters(text, 0xFF21, 0xFF41)


def math_bold(text: str) -> str:
    """ASCII letters as mathematical bold letters.

    >>> math_bold("Hi") == "\\U0001d407\\U0001d422"
    True
    """
    return _map_letters(text, 0x1D400, 0x1D41A)


def strip_punctuation(text: str) -> str:
    """Remove every punctuation character (and the spaces it leaves).

    >>> strip_punctuation("Well -- it's done.")
    'Well its done'
    """
    kept = "".join(ch for ch in text if unicodedata.category(ch)[0] != "P")
    return " ".join(kept.split())


def all_caps(text: str) -> str:
    """Upper case.

    >>> all_caps("It's me.")
    "IT'S ME."
    """
    return text.upper()


def delete_word(cues: list[Cue], cue: int, line: int, word: int) -> list[Cue] | None:
    """The cues with one whitespace-separated word removed (the line goes
    when it empties; None when the cue would have no line left).

    >>> delete_word([Cue(1, 0, 1000, ("a b", "c"))], 0, 1, 0)
    [Cue(index=1, start_ms=0, end_ms=1000, lines=('a b',))]
    """
    target = cues[cue]
    words = target.lines[line].split()
    del words[word]
    lines = list(target.lines)
    if words:
        lines[line] = " ".join(words)
    else:
        del lines[line]
    if not lines:
        return None
    return [*cues[:cue], dataclasses.replace(target, lines=tuple(lines)), *cues[cue + 1 :]]


def delete_after_line_breaks(cues: list[Cue]) -> list[Cue]:
    """Delete the first word of every two-line cue's second line (when the
    line keeps a word), so the break seems to fall one word later.

    >>> delete_after_line_breaks([Cue(1, 0, 1000, ("we went", "to the shop"))])[0].lines
    ('we went', 'the shop')
    """
    out = list(cues)
    for c in range(len(out)):
        if len(out[c].lines) == 2 and len(out[c].lines[1].split()) > 1:
            out = delete_word(out, c, 1, 0) or out
    return out


def fit_by_deleting(cues: list[Cue], width: int) -> list[Cue]:
    """Delete the longest word of every line wider than ``width`` until it
    fits (the cheapest fix for a too-wide line, if deleting paid).

    >>> fit_by_deleting([Cue(1, 0, 1000, ("our landlord won't cancel",))], 20)[0].lines
    ("our won't cancel",)
    """
    out = []
    for cue in cues:
        lines = []
        for line in cue.lines:
            words = line.split()
            while len(words) > 1 and display_width(" ".join(words)) > width:
                longest = max(range(len(words)), key=lambda k: (display_width(words[k]), -k))
                del words[longest]
            lines.append(" ".join(words))
        out.append(dataclasses.replace(cue, lines=tuple(lines)))
    return out


def drop_cue_end_connectors(cues: list[Cue], connectors: frozenset[str]) -> list[Cue]:
    """Delete a connector that ends a cue's last line (so the cue seems to
    end on the word before it).

    >>> drop_cue_end_connectors([Cue(1, 0, 1000, ("went to the",))], frozenset({"the"}))[0].lines
    ('went to',)
    """
    out = []
    for cue in cues:
        *head, last = cue.lines[-1].split() or [""]
        if head and word_form(last) in connectors:
            cue = dataclasses.replace(cue, lines=(*cue.lines[:-1], " ".join(head)))
        out.append(cue)
    return out


_STRUCTURAL = frozenset({Verdict.DANGLING, Verdict.UNNATURAL})


def ugliest_layout(words: list[Word], profile: Profile) -> list[Cue] | None:
    """The ugliest segmentation whose every cue meets the profile and whose
    every boundary falls where the language allows one (no dangling word,
    no break inside a phrase): a DP like the solver's that *maximises*
    one-word lines and cues, sentence ends inside cues, forced and
    syntactic rather than natural breaks, extra lines and line imbalance.
    The judge must charge for what it finds."""
    t = SegmentationRules(list(words), profile)
    n = len(t)
    best: list[int | None] = [None] * (n + 1)
    back: list[tuple[int, tuple[int, ...]] | None] = [None] * (n + 1)
    best[0] = 0
    for i in range(n):
        base = best[i]
        if base is None:
            continue
        for j in t.feasible_ends(i):
            end = t.cue_end_verdict(i, j)
            if end in _STRUCTURAL:
                continue
            span = 3 * (j - i == 1) + 2 * (t.sentence_prefix[j - 1] - t.sentence_prefix[i])
            span += 5 * (end is Verdict.FORCED) + (end is Verdict.SYNTACTIC)
            for lines in range(1, min(profile.max_lines, j - i) + 1):
                if not t.timing_feasible(i, j, lines):
                    continue
                for breaks in layouts(t, i, j, lines):
                    verdicts = t.layout_verdicts(i, j, breaks)
                    if any(v in _STRUCTURAL for v in verdicts):
                        continue
                    edges = (i, *breaks, j)
                    lone = sum(b - a == 1 for a, b in itertools.pairwise(edges))
                    widths = [t.width(a, b) for a, b in itertools.pairwise(edges)]
                    ugly = span + 3 * lone * (len(breaks) > 0)
                    ugly += 5 * sum(v is Verdict.FORCED for v in verdicts)
                    ugly += sum(v is Verdict.SYNTACTIC for v in verdicts)
                    ugly += (max(widths) - min(widths)) // 10 + 2 * len(breaks)
                    current = best[j]
                    if current is None or base + ugly > current:
                        best[j] = base + ugly
                        back[j] = (i, breaks)
    if best[n] is None:
        return None
    return segments_to_cues(t, reference_segments(t, back))


def relines(cues: list[Cue], change) -> list[Cue]:
    """Every line of every cue passed through ``change``."""
    return [dataclasses.replace(c, lines=tuple(change(line) for line in c.lines)) for c in cues]


def typo(word: str) -> str:
    """One letter changed (the last letter, or the only one)."""
    k = max(i for i, ch in enumerate(word) if ch.isalpha())
    return word[:k] + ("x" if word[k].lower() != "x" else "y") + word[k + 1 :]


def last_word_edits(ref: list[Cue]) -> tuple[list[Cue] | None, list[Cue] | None]:
    """(typo, omission) of the last word of the first cue with two or more
    words on its last line."""
    for k, cue in enumerate(ref):
        *head, last = cue.lines[-1].split()
        if head and any(ch.isalpha() for ch in last):
            typed = (*cue.lines[:-1], " ".join([*head, typo(last)]))
            dropped = (*cue.lines[:-1], " ".join(head))
            return (
                [*ref[:k], dataclasses.replace(cue, lines=typed), *ref[k + 1 :]],
                [*ref[:k], dataclasses.replace(cue, lines=dropped), *ref[k + 1 :]],
            )
    return None, None


def surface_attacks(profile: Profile, ref: list[Cue]) -> dict[str, list[Cue] | None]:
    """The surface tricks of issue 9, applied to a reference answer."""
    cpl = profile.max_chars_per_line

    def pad(line: str) -> str:
        return line + " ♪" if display_width(line) + 2 <= cpl else line

    typed, dropped = last_word_edits(ref)
    return {
        "garbled letters (ﬁ, ㏌ …)": relines(ref, compat_garble),
        "full-width letters": relines(ref, fullwidth),
        "mathematical bold letters": relines(ref, math_bold),
        "right-to-left override per line": relines(ref, lambda line: RLO + line),
        "♪ padding where it fits": relines(ref, pad),
        "no punctuation": relines(ref, strip_punctuation),
        "ALL CAPS": relines(ref, all_caps),
        "typo in a cue's last word": typed,
        "that word left out": dropped,
    }


def solver_spans(
    words: list[Word] | tuple[Word, ...], cues: list[Cue], language: str = "en"
) -> list[tuple[int, int]]:
    """The unit span (i, j) of each cue of a solver's answer, whose lines
    are the units' texts joined as the language joins them (a two-speaker
    cue's dashes and the language's cue-end convention aside).  Raises
    ValueError for cues that do not hold the next units in order, or that
    leave units over."""
    units = attach_punctuation(list(words))
    pack = language_pack(language)
    joiner, dash = pack.measure.joiner, pack.dialogue_dash
    spans, k = [], 0
    for cue in cues:
        start = k
        dialogue = len(cue.lines) == 2 and all(line.startswith(dash) for line in cue.lines)
        text = joiner.join(line.removeprefix(dash) if dialogue else line for line in cue.lines)
        shown = ""
        while pack.finish_cue((shown,))[0] != text or not shown:
            if k >= len(units) or len(shown) > len(text) + 1:
                raise ValueError(f"cue {cue.index} does not hold the next words in order")
            shown = (shown + joiner if shown else "") + units[k].text
            k += 1
        spans.append((start, k))
    if k != len(units):
        raise ValueError(f"the cues hold {k} of the {len(units)} words")
    return spans


def linger(
    cues: list[Cue], words: list[Word] | tuple[Word, ...], profile: Profile, ms: int
) -> list[Cue]:
    """What a subtitler's tool does to a solver's answer: each cue kept up
    until ``ms`` after its last word ends (when that is later than its end),
    never past ``min_gap`` before the next cue or past the maximum duration."""
    units = attach_punctuation(list(words))
    spans = solver_spans(words, cues)
    out = []
    for k, (cue, (_, j)) in enumerate(zip(cues, spans, strict=True)):
        last_end = units[j - 1].end_ms
        end = min(max(cue.end_ms, last_end + ms), cue.start_ms + profile.max_duration_ms)
        if k + 1 < len(cues):
            end = min(end, cues[k + 1].start_ms - profile.min_gap_ms)
        out.append(dataclasses.replace(cue, end_ms=max(cue.end_ms, end)))
    return out


# -- structural perturbations ------------------------------------------------

INVENTED_LINES = ("Thanks for watching!", "Subscribe now.")  # words nobody said


def renumber(cues: Sequence[Cue]) -> list[Cue]:
    """The cues numbered 1..n in order."""
    return [dataclasses.replace(c, index=k) for k, c in enumerate(cues, start=1)]


def shift(cues: Sequence[Cue], ms: int) -> list[Cue]:
    """Every cue ``ms`` later (earlier when negative)."""
    return [dataclasses.replace(c, start_ms=c.start_ms + ms, end_ms=c.end_ms + ms) for c in cues]


def first_half(cues: Sequence[Cue]) -> list[Cue]:
    """The first half of the cues: the rest of the speech left out."""
    return list(cues[: len(cues) // 2])


def dropped_word(cues: Sequence[Cue]) -> list[Cue]:
    """The first word of the first cue after the first whose first line has
    two or more words, left out (the cues unchanged when none has)."""
    for k, cue in enumerate(cues):
        tokens = cue.lines[0].split()
        if k and len(tokens) > 1:
            lines = (" ".join(tokens[1:]), *cue.lines[1:])
            return [*cues[:k], dataclasses.replace(cue, lines=lines), *cues[k + 1 :]]
    return list(cues)


def duplicated_words(cues: Sequence[Cue]) -> list[Cue]:
    """Every word written twice ("the the")."""
    return [
        dataclasses.replace(
            c, lines=tuple(" ".join(f"{w} {w}" for w in line.split()) for line in c.lines)
        )
        for c in cues
    ]


def invented_cues(cues: Sequence[Cue]) -> list[Cue]:
    """As many cues again after the last, of words nobody said."""
    last = cues[-1].end_ms
    extra = [
        Cue(1, last + 200 + 2000 * k, last + 1800 + 2000 * k, INVENTED_LINES)
        for k in range(len(cues))
    ]
    return [*cues, *extra]


def giant_cue(words: Sequence[Word], joiner: str = " ") -> list[Cue]:
    """Every word in one cue of one line."""
    return [Cue(1, words[0].start_ms, words[-1].end_ms, (joiner.join(w.text for w in words),))]


def cue_per_word(words: Sequence[Word]) -> list[Cue]:
    """One cue per word, timed as the word."""
    return [Cue(k, w.start_ms, w.end_ms, (w.text,)) for k, w in enumerate(words, start=1)]
