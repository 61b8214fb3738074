"""The exact reference solver: dynamic programming over cue boundaries and
the line breaks inside each cue.

``solve(words, profile)`` returns the cues of a segmentation in which every
cue meets the profile with the reference timing of :mod:`captionsmith.criteria.rules`,
every boundary and line break is natural or forced, and nothing ends on a dangling
connector: one of least cost (:func:`cue_cost`), its weak cue changes moved where
the sense divides (:func:`strong_changes`); ``None`` when there is none.

It is exact because a cue's validity and cost depend only on its own words
and on the start of the next word (which is where the next cue starts):
``best[j] = min over i of best[i] + cost(i, j)``.  Ties keep the first
candidate found (the earliest start of the last cue, then fewer lines, then
the earliest breaks), so results are deterministic.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria.boundaries import cue_end_verdicts
from captionsmith.criteria.cue_changes import strong_cue_changes
from captionsmith.criteria.flaws import split_verdict
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.weak_breaks import gives_way, one_break_move, weak_breaks
from captionsmith.languages import language_pack

__all__ = [
    "COSTS",
    "Segment",
    "backtrack",
    "cue_cost",
    "forward",
    "layout_cost",
    "layouts",
    "merge_splits",
    "perfect",
    "reference_segments",
    "segments_to_cues",
    "solve",
    "solve_segments",
    "span_cost",
    "span_cues",
    "strong_changes",
    "syntactic_cost",
    "timed_segment",
]

# Integer costs, so comparisons are exact, from the worst: forced boundaries;
# an orphan (a one-word cue cut out of a sentence); a sentence end or a long
# silence inside a cue (one sentence a cue, no words long before they are
# spoken); cue count; a short word alone on a line; a syntactic, not natural,
# break (punctuation first, then function words); extra lines; imbalance.
COSTS = {
    "forced_cue_boundary": 1000,
    "forced_line_break": 300,
    "orphan_word": 500,
    "inner_long_silence": 200,
    "inner_sentence_end": 150,
    "cue": 100,
    "short_lone_line": 60,
    "syntactic_break": 45,
    "clause_bonus": 20,  # a syntactic break before a clause costs this much less
    "preposition_bonus": 10,  # and one before a prepositional phrase this much less
    "extra_line": 20,
    "imbalance_per_char": 1,
}
# A line holding one word of at most this many columns leaves it alone.
SHORT_WORD = 4


@dataclass(frozen=True, slots=True)
class Segment:
    """One cue of a solution: words i..j-1, line breaks, reference timing."""

    i: int
    j: int
    breaks: tuple[int, ...]
    start_ms: int
    end_ms: int


def layouts(t: SegmentationRules, i: int, j: int, lines: int) -> list[tuple[int, ...]]:
    """Every way to break words i..j-1 into exactly ``lines`` lines that each
    fit the line width, as tuples of first-word indices of lines 2..  A
    two-speaker cue has one layout: two lines, one per speaker."""
    turn = t.turn(i, j)
    if turn is not None:
        return [(turn,)] if lines == 2 and t.min_lines(i, j) == 2 else []
    return t.line_layouts(i, j, lines)


def span_cost(t: SegmentationRules, i: int, j: int, end_verdict: Verdict) -> int:
    """The part of a cue's cost that does not depend on its layout: the cue
    itself, an orphan word, what it holds inside, and its closing boundary."""
    cost = COSTS["cue"] + COSTS["inner_sentence_end"] * (
        t.sentence_prefix[j - 1] - t.sentence_prefix[i]
    )
    cost += COSTS["inner_long_silence"] * (t.silence_prefix[j - 1] - t.silence_prefix[i])
    if j - i == 1 and not (t.sentence_end[i] and (i == 0 or t.sentence_end[i - 1])):
        cost += COSTS["orphan_word"]  # a one-word cue that is not a whole sentence
    if end_verdict is Verdict.FORCED:
        cost += COSTS["forced_cue_boundary"]
    elif end_verdict is Verdict.SYNTACTIC:
        cost += syntactic_cost(t, j - 1)
    return cost


def syntactic_cost(t: SegmentationRules, k: int) -> int:
    """What a syntactic (not natural) break after word k costs: less before
    a clause, then before a prepositional phrase (professionals break there
    first, Netflix: "before conjunctions", "before prepositions")."""
    bonus = (0, COSTS["preposition_bonus"], COSTS["clause_bonus"])[t.strength[k]]
    return COSTS["syntactic_break"] - bonus


def layout_cost(
    t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...], verdicts: list[Verdict]
) -> int:
    """The layout part of a cue's cost, given its line-break verdicts."""
    cost = COSTS["extra_line"] * len(breaks)
    cost += COSTS["forced_line_break"] * sum(v is Verdict.FORCED for v in verdicts)
    cost += sum(
        syntactic_cost(t, q - 1)
        for q, v in zip(breaks, verdicts, strict=False)
        if v is Verdict.SYNTACTIC
    )
    if breaks and t.turn(i, j) is None:
        edges = (i, *breaks, j)
        widths = t.line_widths(i, j, breaks)
        cost += COSTS["imbalance_per_char"] * (max(widths) - min(widths))
        lone = sum(b - a == 1 and t.widths[a] <= SHORT_WORD for a, b in itertools.pairwise(edges))
        cost += COSTS["short_lone_line"] * lone
    return cost


def cue_cost(
    t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...], end_verdict: Verdict
) -> int | None:
    """Cost of one cue with these breaks, or None if a break is not allowed."""
    verdicts = t.layout_verdicts(i, j, breaks)
    if not all(v.ok for v in verdicts) or weak_breaks(t, i, j, breaks):
        return None
    return span_cost(t, i, j, end_verdict) + layout_cost(t, i, j, breaks, verdicts)


def _best_layout(
    t: SegmentationRules, i: int, j: int, beat: int | None
) -> tuple[int, tuple[int, ...]] | None:
    """The cheapest allowed layout of the cue of words i..j-1, with its cost,
    or None if there is none or none costs less than ``beat``."""
    end_verdict = t.cue_end_verdict(i, j)
    if not end_verdict.ok:
        return None
    return _cheapest(t, i, j, beat, t.min_lines(i, j), end_verdict)


def _cheapest(
    t: SegmentationRules,
    i: int,
    j: int,
    beat: int | None,
    first: int,
    end_verdict: Verdict,
    timed: bool = False,
) -> tuple[int, tuple[int, ...]] | None:
    """:func:`_best_layout` given the cue's fewest lines ``first`` and its
    end verdict (which is ``ok``); ``timed``: the timing in ``first``
    lines is known to be feasible."""
    span = span_cost(t, i, j, end_verdict)
    # Every layout pays at least this much; skip the cue if that loses.
    if beat is not None and span + COSTS["extra_line"] * (first - 1) >= beat:
        return None
    # Only the fewest lines: a layout with more is a needless break.
    if first > t.profile.max_lines or not (timed or t.timing_feasible(i, j, first)):
        return None
    best: tuple[int, tuple[int, ...]] | None = None
    if first == 1:  # one line fits (greedy packing): one layout, nothing to judge
        best = (span, ())
    elif first == 2 and t.turn(i, j) is None:
        best = _best_two_lines(t, i, j, span + COSTS["extra_line"])
    else:
        for breaks in layouts(t, i, j, first):
            verdicts = t.layout_verdicts(i, j, breaks, first)
            if not all(v.ok for v in verdicts) or weak_breaks(t, i, j, breaks):
                continue
            cost = span + layout_cost(t, i, j, breaks, verdicts)
            if best is None or cost < best[0]:
                best = (cost, breaks)
    if best is not None and beat is not None and best[0] >= beat:
        return None
    return best


def _best_two_lines(
    t: SegmentationRules, i: int, j: int, base: int
) -> tuple[int, tuple[int, ...]] | None:
    """The first cheapest allowed layout of a one-speaker cue of words i..j-1
    whose fewest lines are two, at ``base`` plus :func:`layout_cost`'s parts:
    what the loop over :func:`layouts` and ``layout_verdicts`` finds, with the
    line-break verdicts and the balance test inlined, and no weak break."""
    cpl, space, wp, widths, end = t.cpl, t.space, t.width_prefix, t.widths, t.sentence_end
    verdicts, forced, starts = t.base_verdicts, t._forced_cue_table(), t.sentence_start
    before, after, rank = t.prev_acceptable, t.next_acceptable, t.rank
    first_whole = i == 0 or end[i - 1]  # the first line starts a sentence
    lone, short, forced_cost = COSTS["short_lone_line"], SHORT_WORD, COSTS["forced_line_break"]
    best: tuple[int, tuple[int, ...]] | None = None
    move: int | None = -1  # weak_breaks.one_break_move, found when first needed
    for q in range(i + 1, j):
        w1 = wp[q] - wp[i] + (q - i - 1) * space
        if w1 > cpl:
            break
        w2 = wp[j] - wp[q] + (j - q - 1) * space
        if w2 > cpl:
            continue
        k = q - 1  # the break is after word k < n - 1
        v = verdicts[k]
        if v is None:  # forced, or unnatural (not allowed)
            a, b = max(i, before[k] + 1), min(j, after[k] + 1)
            if not forced[k] and wp[b] - wp[a] + (b - a - 1) * space <= cpl:
                continue
            cost = base + forced_cost
        elif v is Verdict.DANGLING or (starts[k] > i and not end[k]):  # or orphan, fragment
            continue
        elif v is Verdict.SYNTACTIC:
            if rank[k] < 2:  # weak-eligible: WEAK when a clause boundary here does better
                if move == -1:
                    move = one_break_move(t, i, j)
                if move is not None and gives_way(t, k, move):
                    continue
            cost = base + syntactic_cost(t, k)
        else:
            cost = base
        wide = w1 if w1 > w2 else w2
        if (
            (3 * w1 < wide and not (first_whole and end[k]))
            or (3 * w2 < wide and not (end[k] and end[j - 1]))
        ) and t._balanced_exists(i, j, 1):
            continue  # UNBALANCED
        cost += wide - (w2 if w1 > w2 else w1)
        if q - i == 1 and widths[i] <= short:
            cost += lone
        if j - q == 1 and widths[q] <= short:
            cost += lone
        if best is None or cost < best[0]:
            best = (cost, (q,))
    return best


def backtrack(back: list, n: int, start: int = 0) -> list[tuple[int, int, tuple]]:
    """Follow DP back-pointers ``back[j] = (i, *rest)`` from n to ``start``,
    as ``(i, j, rest)`` triples in order."""
    steps = []
    j = n
    while j > start:
        step = back[j]
        assert step is not None
        steps.append((step[0], j, step[1:]))
        j = step[0]
    steps.reverse()
    return steps


def solve_segments(
    t: SegmentationRules, start: int = 0, stop: int | None = None, moves: bool = True
) -> list[Segment] | None:
    """The least-cost valid segmentation of ``t``'s words start..stop-1 (all
    by default), or None; with ``moves``, its weak cue changes moved to
    stronger gaps (:func:`strong_changes`).  The verdicts and timing are
    ``t``'s, so a piece of a transcript is judged as the whole one is."""
    stop = len(t) if stop is None else stop
    best, back = forward(t, start, stop)
    if best[stop] is None:
        return None
    segments = merge_splits(t, reference_segments(t, back, start, stop))
    return strong_changes(t, segments) if moves else segments


def strong_changes(t: SegmentationRules, segments: list[Segment]) -> list[Segment]:
    """:func:`~captionsmith.criteria.cue_changes.strong_cue_changes` on a
    solution, each moved cue in its cheapest layout (full credit kept)."""
    kept = {(s.i, s.j): s for s in segments}
    out = []
    for i, j in strong_cue_changes(t, list(kept)):
        found = kept.get((i, j)) or _best_layout(t, i, j, None)
        if found is None:  # cannot happen: a moved cue has a flawless layout
            return segments
        out.append(found if isinstance(found, Segment) else timed_segment(t, i, j, found[1]))
    return out


def merge_splits(t: SegmentationRules, segments: list[Segment]) -> list[Segment]:
    """Join every two neighbouring cues whose boundary is a needless split
    (:func:`~captionsmith.criteria.flaws.split_verdict`) into one cue, in
    its cheapest clean layout, until none is left.  Each join removes a
    cue, so this ends; only a clean cue replaces two."""
    out = list(segments)
    k = 0
    while k + 1 < len(out):
        a, b = out[k], out[k + 1]
        if split_verdict(t, a.i, a.j, b.j) is None:
            k += 1
            continue
        found = _best_layout(t, a.i, b.j, None)
        if found is None:  # the joined cue's end is not clean: keep the two
            k += 1
            continue
        out[k : k + 2] = [timed_segment(t, a.i, b.j, found[1])]
        k = max(0, k - 1)
    return out


def forward(
    t: SegmentationRules,
    start: int,
    stop: int,
    span_extra: Callable[[int, int], int] | None = None,
) -> tuple[list[int | None], list[tuple[int, tuple[int, ...]] | None]]:
    """The DP from ``start``: ``best[k]`` is the least cost of a valid
    segmentation of words start..k-1 (None if there is none; indices below
    ``start`` stay None), ``back[k] = (i, breaks)`` its last cue.
    ``span_extra(i, j)``, when given, adds to the cost of the cue of words
    i..j-1 (the shot-change solver prices crossings with it)."""
    best: list[int | None] = [None] * (stop + 1)
    back: list[tuple[int, tuple[int, ...]] | None] = [None] * (stop + 1)
    best[start] = 0
    ends = cue_end_verdicts(t.base_verdicts[:stop], t._forced_cue_table())
    n, sentence_start, sentence_end = len(t), t.sentence_start, t.sentence_end
    # feasible_ends timed each cue in min(max_lines, j - i) lines (two with
    # two speakers): the same characters as in its fewest lines when these
    # are as many, or when the language joins words without spaces.
    max_lines, spaced = t.profile.max_lines, t.space_chars != 0
    cheapest, extra_line = COSTS["cue"], COSTS["extra_line"]
    # The timing in a cue's fewest lines, inlined where the rule is the plain
    # one and no cue has dashes: feasible_ends kept the pull-in limit and the
    # minimum duration, so only the reading speed of those characters is left.
    inline_timing = t.plain_timing and not t.has_speakers
    latest, onsets, chars, space_chars = t.latest_ends, t.starts, t.char_prefix, t.space_chars
    rule = t.timing
    longest, min_ms, ms_for = rule.max_duration_ms, rule.min_ms_table(), rule.min_ms_for_chars
    for i in range(start, stop):
        base = best[i]
        if base is None:
            continue
        clean: bool | None = None  # whether a clean end exists from i, when asked
        for j, first in zip(t.feasible_ends(i), t.feasible_lines(i), strict=True):
            if j > stop:
                break
            # t.cue_end_verdict(i, j), inlined; skip the cue unless it is ok.
            k = j - 1
            end_verdict = ends[k]
            if end_verdict is None:
                continue
            if (
                end_verdict is not Verdict.FORCED
                and sentence_start[k] > i
                and not sentence_end[k]
                and j != n  # an orphan or a fragment: not ok if a clean end exists
                and (clean if clean is not None else (clean := t._clean_end_exists(i)))
            ):
                continue
            extra = span_extra(i, j) if span_extra is not None else 0
            current = best[j]
            beat = None if current is None else current - base - extra
            if beat is not None and beat <= cheapest + extra_line * (first - 1):
                continue  # every cue costs at least this (span_cost's parts are >= 0)
            timed = not spaced or first == (max_lines if max_lines < j - i else j - i)
            if not timed and inline_timing:
                room = latest[j] - onsets[i]
                if room > longest:
                    room = longest
                count = chars[j] - chars[i] + (j - i - first) * space_chars
                ms = min_ms.get(count)
                if room < (ms if ms is not None else ms_for(count)):
                    continue  # too fast to read in its fewest lines
                timed = True
            found = _cheapest(t, i, j, beat, first, end_verdict, timed)
            if found is not None:
                best[j] = base + extra + found[0]
                back[j] = (i, found[1])
    return best, back


def reference_segments(
    t: SegmentationRules, back: list, start: int = 0, stop: int | None = None
) -> list[Segment]:
    """The segments a DP's back-pointers ``back[j] = (i, breaks)`` describe
    (from ``start`` to ``stop``, all words by default), each with the
    reference timing."""
    stop = len(t) if stop is None else stop
    return [timed_segment(t, i, j, breaks) for i, j, (breaks,) in backtrack(back, stop, start)]


def timed_segment(t: SegmentationRules, i: int, j: int, breaks: tuple[int, ...]) -> Segment:
    """Words i..j-1 with these line breaks, timed by the reference rule."""
    timing = t.cue_timing(i, j, len(breaks) + 1)
    return Segment(i, j, breaks, timing.start_ms, timing.end_ms)


def span_cues(t: SegmentationRules, spans: list[tuple[int, int, tuple[int, ...]]]) -> list[Cue]:
    """SRT cues for ``(i, j, breaks)`` spans, each timed by the reference rule."""
    return segments_to_cues(t, [timed_segment(t, i, j, breaks) for i, j, breaks in spans])


def segments_to_cues(t: SegmentationRules, segments: list[Segment]) -> list[Cue]:
    """Render segments as SRT cues: words joined as the language joins them, a
    dialogue dash on each line of a two-speaker cue, its cue-end convention."""
    cues = []
    pack = language_pack(t.language)
    joiner = t.measure.joiner
    for index, s in enumerate(segments, start=1):
        edges = (s.i, *s.breaks, s.j)
        lead = pack.dialogue_dash if t.turn(s.i, s.j) else ""
        lines = tuple(
            lead + joiner.join(w.text for w in t.words[a:b]) for a, b in itertools.pairwise(edges)
        )
        cues.append(Cue(index, s.start_ms, s.end_ms, pack.finish_cue(lines)))
    return cues


def perfect(words: list[Word], profile: Profile) -> bool:
    """Whether :func:`solve` finds a layout of full credit: a valid one with no
    needless split between two cues (the flaw between cues the DP does not
    see; :func:`merge_splits` joins such cues where it can)."""
    t = SegmentationRules(list(words), profile)
    segments = solve_segments(t, moves=False)  # moves keep full credit: not needed here
    if segments is None:
        return False
    return all(split_verdict(t, a.i, a.j, b.j) is None for a, b in itertools.pairwise(segments))


def solve(words: list[Word], profile: Profile) -> list[Cue] | None:
    """Reference cues for ``words`` under ``profile``, or None if no
    segmentation meets every rule.

    >>> from captionsmith.core.words import Word
    >>> ws = [Word("Hello", 0, 300), Word("there.", 350, 800), Word("Bye.", 1900, 2200)]
    >>> [(c.start_ms, c.end_ms, c.lines) for c in solve(ws, Profile())]
    [(0, 1000, ('Hello there.',)), (1900, 2900, ('Bye.',))]
    """
    t = SegmentationRules(list(words), profile)
    segments = solve_segments(t)
    return None if segments is None else segments_to_cues(t, segments)
