"""The relaxed search's candidate cues, and the fewest rules they break.

:mod:`captionsmith.solving.best_effort` counts broken profile rules before
anything else, so it first learns, for every cue it may take (up to 60
words and twice the maximum duration), the fewest
rules any of its layouts breaks, by line count (a :data:`Timed`), without
laying any out:

* :func:`timed_cue`: the definition, for one cue;
* :func:`candidates`: the same for every cue from each first word, written
  out for speed, leaving out cues that lie on no segmentation with the
  fewest broken rules, and the fewest broken rules to reach each word;
* :func:`fewest_broken`: the fewest broken rules from each word to the end.

Contract: pure and deterministic; reads
:class:`~captionsmith.criteria.rules.SegmentationRules` and counts rules with
:func:`captionsmith.criteria.checks.broken_rules` (``candidates`` with the
same numbers, written out; tests/test_long_files.py checks each cue).
"""

from __future__ import annotations

from collections.abc import Sequence

from captionsmith.core.measures import measure
from captionsmith.criteria.checks import broken_rules
from captionsmith.criteria.rules import SegmentationRules

__all__ = ["Timed", "candidates", "fewest_broken", "timed_cue"]

_RELAXED_MAX_WORDS = 60  # the most words a candidate cue holds
# What the relaxed search knows of a cue before laying it out: the fewest
# rules any of its layouts breaks; (broken, lines, end) for each line count
# whose layouts all fit; and, when none fits, the one layout it then takes
# with its end.
Timed = tuple[int, list[tuple[int, int, int]], tuple[tuple[int, ...] | None, int] | None]


def timed_cue(
    t: SegmentationRules, i: int, j: int, turn: int | None, greedy: tuple[int, int, int]
) -> Timed | None:
    """The broken rules of the cue of words i..j-1 by line count, or None
    if no cue can hold them.  ``turn``: its :meth:`~captionsmith.criteria.rules.
    SegmentationRules.turn`, never -1.  ``greedy``: the words packed greedily, as the
    fewest lines (huge if a word is wider than a line, as
    :meth:`~captionsmith.criteria.rules.SegmentationRules.min_lines`), the lines
    that packing takes, and its widest line.

    A layout of L lines that each fit breaks neither the line count nor the
    width, so its broken rules depend on L alone (through its characters and
    end): only the line counts with the fewest are laid out, which gives
    the same choice as laying out every count, since a broken rule
    outweighs everything else.  The definition: :func:`candidates` gives
    the same, written out for speed."""
    p = t.profile
    start = t.starts[i]
    next_start = t.starts[j] if j < len(t) else None
    if next_start is not None and next_start <= start:
        return None  # no room for a cue at all
    first, packed, widest = greedy
    if turn is not None:  # one line per speaker, as min_lines lays it out
        speakers = t.line_widths(i, j, (turn,))
        fits = p.max_lines >= 2 and max(speakers) <= p.max_chars_per_line
        counts = [2] if fits else []
    else:
        counts = list(range(first, min(p.max_lines, j - i) + 1))
    options = []
    lineless = t.cue_chars(i, j, 0)  # each line break saves a character
    last_end, ending = t.ends[j - 1], t.timing.relaxed_end
    for lines in counts:
        chars = lineless - lines
        end = ending(start, last_end, chars, next_start)
        gap = None if next_start is None else next_start - end
        fitting = [p.max_chars_per_line] * lines  # stands for any fitting layout
        options.append((len(broken_rules(p, fitting, chars, end - start, gap)), lines, end))
    if options:
        return min(broken for broken, _, _ in options), options, None
    # Nothing fits: one layout, whatever it breaks (the greedy one, or one
    # line per speaker), laid out only if the search takes it.
    if turn is not None:
        breaks: tuple[int, ...] | None = (turn,)
        widths = speakers
    else:
        breaks, widths = None, [widest] * packed
    chars = lineless - len(widths)
    end = ending(start, last_end, chars, next_start)
    gap = None if next_start is None else next_start - end
    return len(broken_rules(p, widths, chars, end - start, gap)), [], (breaks, end)


def candidates(
    t: SegmentationRules, start: int, stop: int
) -> tuple[dict[int, list[tuple[int, Timed]]], list[int | None]]:
    """Per first word i, the cues i..j-1 the relaxed search considers (up
    to 60 words and twice the maximum duration) with their :func:`timed_cue`,
    and the fewest broken rules of a segmentation of words start..k-1 for
    each k (None if there is none).

    A cue whose lower bound of broken rules already takes more to reach its
    end than the fewest found so far is on no segmentation with the fewest,
    and is left out without being timed.  The bound: the width when its
    words overflow every layout, and the durations and reading speed that
    no end between the earliest and the latest the relaxed search may give
    it can meet (with as few characters as its most lines leave).

    This is the relaxed search's hot loop, so the bound and :func:`timed_cue`
    (``relaxed_end`` and ``broken_rules`` per line count) are written out,
    the profile's limits in locals, with the same numbers
    (tests/test_long_files.py checks each cue against :func:`timed_cue`)."""
    p = t.profile
    limit_ms = 2 * p.max_duration_ms + p.min_gap_ms
    cpl, max_lines = p.max_chars_per_line, p.max_lines
    min_ms, max_ms, min_gap = p.min_duration_ms, p.max_duration_ms, p.min_gap_ms
    # cps_ok(chars, ms) is ms > 0 and chars * per_char <= per_ms * ms, exactly.
    per_ms, per_char = float(p.max_cps).as_integer_ratio()
    per_ms *= measure(p.language).scale
    per_char *= 1000
    # A layout whose lines all fit max_chars_per_line breaks the line width
    # only if that is more than the line limit.
    line_limit = p.line_limit
    wide = int(cpl > line_limit)
    ms_for_chars = t.timing.min_ms_for_chars
    ms_cache: dict[int, int] = {}
    starts, ends, widths, n = t.starts, t.ends, t.widths, len(t)
    char_prefix, space_chars = t.char_prefix, t.space_chars
    speakers, changes, next_change = t.has_speakers, t.change_prefix, t.next_change
    dashes = 2 * t.dash_chars
    out: dict[int, list[tuple[int, Timed]]] = {}
    fewest: list[int | None] = [None] * (stop + 1)
    fewest[start] = 0
    for i in range(start, stop):
        found = out[i] = []
        base = fewest[i]
        if base is None:
            continue
        s = starts[i]
        # Greedy packing of words i..j-1: the fewest lines (a huge count
        # once a word is wider than a line, as min_lines), the widest line.
        lines, width, widest, too_wide = 1, -1, 0, False
        for j in range(i + 1, min(stop, i + _RELAXED_MAX_WORDS) + 1):
            last = ends[j - 1]
            if j > i + 1 and last - s > limit_ms:
                break
            c = widths[j - 1]
            too_wide = too_wide or c > cpl
            if width >= 0 and width + 1 + c > cpl:
                lines, width = lines + 1, c
            else:
                width = c if width < 0 else width + 1 + c
            if width > widest:
                widest = width
            turn = None  # t.turn(i, j)
            if speakers:
                change = changes[j - 1] - changes[i]
                if change > 1:
                    break  # three turns never share a cue, nor do more words
                if change:
                    turn = next_change[i] + 1
            next_start = starts[j] if j < n else None
            lineless = char_prefix[j] - char_prefix[i] + (j - i) * space_chars  # cue_chars(i, j, 0)
            if turn:
                lineless += dashes
            current = fewest[j]
            if current is not None:  # the lower bound
                overflows = turn is None and (too_wide or lines > max_lines)
                earliest = last - min_gap
                if next_start is not None and next_start < earliest:
                    earliest = next_start
                bound = overflows + (earliest - s > max_ms)  # no earlier than s + 1: same test
                if next_start is not None:
                    longest = next_start - s
                    bound += longest < min_ms
                    most = lineless - (lines if lines > max_lines else max_lines) * space_chars
                    bound += not (longest > 0 and most * per_char <= per_ms * longest)
                if base + bound > current:
                    continue
            if next_start is not None and next_start <= s:
                continue  # no room for a cue at all
            # The line counts timed_cue times, and the rules their layouts break
            # by line count and width: every count whose layouts all fit,
            # else the one layout it falls back to (one line per speaker, or
            # the greedy packing).
            if turn is not None:  # one line per speaker
                split = max(t.width(i, turn), t.width(turn, j)) + t.dash_width
                fits = max_lines >= 2 and split <= cpl
                counts: Sequence[int] = (2,)
                shape = wide if fits else (max_lines < 2) + (split > line_limit)
            else:
                first = 1 << 30 if too_wide else lines
                top = max_lines if max_lines < j - i else j - i
                fits = first <= top
                if fits:
                    counts, shape = range(first, top + 1), wide
                else:
                    counts, shape = (lines,), (lines > max_lines) + (widest > line_limit)
            options = []
            fewest_here = 1 << 30
            for count in counts:  # relaxed_end and broken_rules, as timed_cue
                chars = lineless - count
                end = ms_cache.get(chars)
                if end is None:
                    end = ms_cache[chars] = ms_for_chars(chars)
                end += s  # the reading speed's least end
                if end < s + min_ms:
                    end = s + min_ms
                if end < last:
                    end = last
                upper = s + max_ms
                earliest = last - min_gap
                if next_start is not None:
                    if next_start - min_gap < upper:
                        upper = next_start - min_gap
                    if next_start < earliest:
                        earliest = next_start
                if end > upper:
                    end = upper
                if end < earliest:
                    end = earliest
                if end <= s:
                    end = s + 1
                broken = shape
                if next_start is not None:
                    if end > next_start:
                        end = next_start
                    broken += next_start - end < min_gap
                span = end - s
                broken += (span < min_ms) + (span > max_ms)
                broken += not (span > 0 and chars * per_char <= per_ms * span)
                options.append((broken, count, end))
                if broken < fewest_here:
                    fewest_here = broken
            cue: Timed
            if fits:
                cue = fewest_here, options, None
            else:
                cue = fewest_here, [], (None if turn is None else (turn,), options[0][2])
            found.append((j, cue))
            if current is None or base + cue[0] < current:
                fewest[j] = base + cue[0]
    return out, fewest


def fewest_broken(
    timed: dict[int, list[tuple[int, Timed]]], start: int, stop: int
) -> list[int | None]:
    """The fewest broken rules of a segmentation of words k..stop-1 over
    the candidate cues, for each k; None if there is none."""
    fewest: list[int | None] = [None] * (stop + 1)
    fewest[stop] = 0
    for i in range(stop - 1, start - 1, -1):
        for j, cue in timed[i]:
            tail, current = fewest[j], fewest[i]
            if tail is not None and (current is None or cue[0] + tail < current):
                fewest[i] = cue[0] + tail
    return fewest
