"""Best-effort segmentation for real speech that no segmentation can fit
perfectly.

``solve_best_effort(words, profile)`` returns the exact solution
(:func:`captionsmith.solving.solver.solve`) when one exists.  Otherwise it runs a
relaxed DP over the same candidates (cues of up to 60 words and twice the
maximum duration) where broken rules are costs instead of limits, priority
lexicographic: the fewest broken profile rules (counted by
:func:`captionsmith.criteria.checks.broken_rules`, the checker's own per-cue test),
then the fewest dangling connectors, then the fewest other imperfect breaks
(inside a phrase, orphans, fragments, needless or unbalanced lines, mixed
speakers), then the
solver's ordinary cost (:func:`~captionsmith.solving.solver.span_cost` +
:func:`~captionsmith.solving.solver.layout_cost`).  Whatever happens: every word
once, in order, and valid SRT.  ``best_effort`` also returns how many rules
the chosen cues break.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.words import Word
from captionsmith.criteria.checks import broken_rules
from captionsmith.criteria.rules import SegmentationRules, Verdict
from captionsmith.solving.solver import (
    Segment,
    backtrack,
    layout_cost,
    layouts,
    segments_to_cues,
    solve_segments,
    span_cost,
)

__all__ = [
    "MARGIN_MS",
    "PIECE_SILENCE_MS",
    "RELAXED_COSTS",
    "best_effort",
    "pieces",
    "relaxed_end",
    "solve_best_effort",
]

# Costs of the relaxed search.  Priority: fewest broken profile rules (each
# rule broken by each cue counts once), then fewest dangling connectors, then
# acceptable boundaries, then the ordinary objective above.  The weights are
# far apart so the first two are strictly lexicographic for any real transcript.
RELAXED_COSTS = {
    "rule_violation": 10**12,
    "dangling": 10**8,
    "unnatural": 10**4,
}
_RELAXED_MAX_WORDS = 60
# When the whole transcript has no perfect answer, it is solved in pieces
# cut at silences this long: the exact solver where a piece has a perfect
# answer, the relaxed one only where it has none.
PIECE_SILENCE_MS = 2000
# The relaxed search over pieces with no perfect answer reaches this far
# into the perfect answers of the pieces on either side, so it can move
# their cues to make room.
MARGIN_MS = 3000


def _greedy_breaks(t: SegmentationRules, i: int, j: int) -> tuple[int, ...]:
    cpl = t.profile.max_chars_per_line
    breaks, width = [], -1
    for k in range(i, j):
        c = t.widths[k]
        if width >= 0 and width + 1 + c > cpl:
            breaks.append(k)
            width = c
        else:
            width = c if width < 0 else width + 1 + c
    return tuple(breaks)


def relaxed_end(t: SegmentationRules, i: int, j: int, chars: int) -> int:
    """The end the best-effort solver gives the cue of words i..j-1
    (:meth:`captionsmith.criteria.rules.TimingRule.relaxed_end`)."""
    next_start = t.starts[j] if j < len(t) else None
    return t.timing.relaxed_end(t.starts[i], t.ends[j - 1], chars, next_start)


_VERDICT_COST = {
    v: RELAXED_COSTS["dangling"]
    if v is Verdict.DANGLING
    else (0 if v.ok else RELAXED_COSTS["unnatural"])
    for v in Verdict
}


def _verdict_cost(verdicts: list[Verdict]) -> int:
    return sum(map(_VERDICT_COST.__getitem__, verdicts))


# What the relaxed search knows of a cue before laying it out: the fewest
# rules any of its layouts breaks; (broken, lines, end) for each line count
# whose layouts all fit; and, when none fits, the one layout it then takes
# with its end.
_Timed = tuple[int, list[tuple[int, int, int]], tuple[tuple[int, ...] | None, int] | None]


def _timed(
    t: SegmentationRules, i: int, j: int, turn: int | None, greedy: tuple[int, int, int]
) -> _Timed | None:
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
    outweighs everything else.  The definition: :func:`_candidates` gives
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


def _relaxed_cue(
    t: SegmentationRules, i: int, j: int, timed: _Timed, beat: int | None = None
) -> tuple[int, tuple[int, ...], int, int] | None:
    """(cost, breaks, end_ms, broken rules) of the best relaxed cue of words
    i..j-1 (``timed``: its :func:`_timed`), or None if none costs less than
    ``beat``."""
    fewest, options, fallback = timed
    end_verdict = t.cue_end_verdict(i, j)
    floor = RELAXED_COSTS["rule_violation"] * fewest
    floor += span_cost(t, i, j, end_verdict) + _verdict_cost([end_verdict])
    if beat is not None and floor >= beat:
        return None
    if fallback is not None:
        shape, end = fallback
        breaks = _greedy_breaks(t, i, j) if shape is None else shape
        verdicts = t.layout_verdicts(i, j, breaks)
        cost = floor + _verdict_cost(verdicts) + layout_cost(t, i, j, breaks, verdicts)
        return None if beat is not None and cost >= beat else (cost, breaks, end, fewest)
    broken, first, end = options[0]
    if first == 1 and broken == fewest and t.turn(i, j) is None:
        # One line is best: any more lines are needless, a cost no layout
        # saves (the one-line layout has no line-break verdict or cost).
        return floor, (), end, fewest
    best = None
    for broken, lines, end in options:
        if broken != fewest:
            continue
        for breaks in layouts(t, i, j, lines):
            verdicts = t.layout_verdicts(i, j, breaks, first)
            cost = floor + _verdict_cost(verdicts) + layout_cost(t, i, j, breaks, verdicts)
            if best is None or cost < best[0]:
                best = (cost, breaks, end, broken)
    if best is not None and beat is not None and best[0] >= beat:
        return None
    return best


def solve_best_effort(words: list[Word], profile: Profile) -> list[Cue]:
    """The exact solution when one exists, else the valid SRT cues that break
    the fewest profile rules (see RELAXED_COSTS for the priority).  Never
    drops or reorders words; raises ValueError if no valid SRT can hold them
    (e.g. every word starts at the same instant)."""
    return best_effort(words, profile)[0]


def pieces(t: SegmentationRules) -> list[tuple[int, int]]:
    """The transcript cut at every silence of :data:`PIECE_SILENCE_MS` or
    more, as (first word, end) ranges."""
    cuts = [k for k in range(1, len(t)) if t.starts[k] - t.ends[k - 1] >= PIECE_SILENCE_MS]
    return list(itertools.pairwise([0, *cuts, len(t)]))


def best_effort(words: Sequence[Word], profile: Profile) -> tuple[list[Cue], int]:
    """:func:`solve_best_effort`'s cues and how many profile rules they
    break, as the relaxed search counted them (0 for an exact solution).

    The exact solution of the whole transcript when there is one.  Else the
    transcript is cut into pieces at long silences (:func:`pieces`); each
    piece with a perfect answer keeps it, and the relaxed search runs over
    each run of pieces without one together with :data:`MARGIN_MS` of the
    perfect answers on either side (from a cue boundary), so its cues may
    still cross those silences and move their neighbours' cues."""
    t = SegmentationRules(list(words), profile)
    exact = solve_segments(t)
    if exact is not None:
        return segments_to_cues(t, exact), 0
    spans = pieces(t)
    answers = [solve_segments(t, a, b) for a, b in spans]
    windows: list[tuple[int, int]] = []
    for k, answer in enumerate(answers):
        if answer is not None:
            continue
        x, y = _reach(t, spans, answers, k)
        if windows and x <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(y, windows[-1][1]))
        else:
            windows.append((x, y))
    segments: list[Segment] = []
    broken = 0
    for x, y in windows:
        found, count = _relaxed_segments(t, x, y)
        segments += found
        broken += count
    inside = [False] * (len(t) + 1)
    for x, y in windows:
        inside[x:y] = [True] * (y - x)
    for answer in answers:
        segments += [s for s in answer or () if not inside[s.i]]
    segments.sort(key=lambda s: s.i)
    return segments_to_cues(t, segments), broken


def _reach(
    t: SegmentationRules,
    spans: list[tuple[int, int]],
    answers: list[list[Segment] | None],
    k: int,
) -> tuple[int, int]:
    """The words the relaxed search covers for piece k: the piece, and the
    perfect answers of the pieces on either side back to a cue boundary
    :data:`MARGIN_MS` before it and on to one as far after it (their whole
    piece if they are shorter)."""
    a, b = spans[k]
    x, y = a, b
    before = answers[k - 1] if k > 0 else None
    if before is not None:
        x = spans[k - 1][0]
        for s in reversed(before):
            if t.starts[a] - t.starts[s.i] >= MARGIN_MS:
                x = s.i
                break
    after = answers[k + 1] if k + 1 < len(spans) else None
    if after is not None:
        y = spans[k + 1][1]
        for s in after:
            if t.ends[s.j - 1] - t.starts[b] >= MARGIN_MS:
                y = s.j
                break
    return x, y


def _relaxed_segments(t: SegmentationRules, start: int, stop: int) -> tuple[list[Segment], int]:
    """The relaxed DP over words start..stop-1, and the rules its cues break.

    Broken rules come first in the cost, so a first pass counts them alone
    (forward and backward over every candidate cue, without laying any
    out), and the full search lays out only the cues that lie on some
    segmentation with the fewest: the same answer, far fewer layouts."""
    timed, ahead = _candidates(t, start, stop)
    behind = _fewest_broken(timed, start, stop)
    total = ahead[stop]
    if total is None:
        raise ValueError("no valid SRT can hold these words (their start times leave no room)")
    best: list[int | None] = [None] * (stop + 1)
    back: list[tuple[int, tuple[int, ...], int, int] | None] = [None] * (stop + 1)
    best[start] = 0
    for i in range(start, stop):
        base, before = best[i], ahead[i]
        if base is None or before is None:
            continue
        for j, cue in timed[i]:
            after = behind[j]
            if after is None or before + cue[0] + after != total:
                continue  # on no segmentation with the fewest broken rules
            current = best[j]
            found = _relaxed_cue(t, i, j, cue, None if current is None else current - base)
            if found is None:
                continue
            cost = base + found[0]
            if current is None or cost < current:
                best[j] = cost
                back[j] = (i, *found[1:])
    steps = backtrack(back, stop, start)
    segments = [Segment(i, j, breaks, t.starts[i], end) for i, j, (breaks, end, _) in steps]
    return segments, sum(broken for _, _, (_, _, broken) in steps)


def _candidates(
    t: SegmentationRules, start: int, stop: int
) -> tuple[dict[int, list[tuple[int, _Timed]]], list[int | None]]:
    """Per first word i, the cues i..j-1 the relaxed search considers (up
    to 60 words and twice the maximum duration) with their :func:`_timed`,
    and the fewest broken rules of a segmentation of words start..k-1 for
    each k (None if there is none).

    A cue whose lower bound of broken rules already takes more to reach its
    end than the fewest found so far is on no segmentation with the fewest,
    and is left out without being timed.  The bound: the width when its
    words overflow every layout, and the durations and reading speed that
    no end between the earliest and the latest the relaxed search may give
    it can meet (with as few characters as its most lines leave).

    This is the relaxed search's hot loop, so the bound and :func:`_timed`
    (``relaxed_end`` and ``broken_rules`` per line count) are written out,
    the profile's limits in locals, with the same numbers
    (tests/test_long_files.py checks each cue against :func:`_timed`)."""
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
    out: dict[int, list[tuple[int, _Timed]]] = {}
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
            # The line counts _timed times, and the rules their layouts break
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
            for count in counts:  # relaxed_end and broken_rules, as _timed
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
            cue: _Timed
            if fits:
                cue = fewest_here, options, None
            else:
                cue = fewest_here, [], (None if turn is None else (turn,), options[0][2])
            found.append((j, cue))
            if current is None or base + cue[0] < current:
                fewest[j] = base + cue[0]
    return out, fewest


def _fewest_broken(
    timed: dict[int, list[tuple[int, _Timed]]], start: int, stop: int
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
