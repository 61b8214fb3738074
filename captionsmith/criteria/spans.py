"""The cues that can start at a word: feasible ends, found in one pass.

:func:`feasible_from` computes ``F(i)`` of :mod:`captionsmith.criteria.rules`
for one start i: every j such that words i..j-1 can form one cue that meets
the profile.  The words must fit in at most ``max_lines`` lines of the line
width (greedy packing, which is optimal; a cue with two speakers takes two
lines, one per speaker, with their dialogue dashes, and one with more
speakers is never feasible), and the reference timing of the cue laid out
in its most lenient line count (``min(max_lines, j - i)`` lines, the fewest
characters for cps) must be valid.  The scan stops at the first j that
cannot fit or that lasts longer than ``max_duration + min_gap``.

It also gives each feasible cue's fewest lines (what
:meth:`~captionsmith.criteria.rules.SegmentationRules.min_lines` returns), as
the greedy packing finds them on the way, so the solver does not pack again.

Contract: pure; reads a :class:`~captionsmith.criteria.rules.SegmentationRules`,
which memoises the result per start (``feasible_ends``, ``feasible_lines``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from captionsmith.criteria.rules import SegmentationRules

__all__ = ["feasible_from", "latest_ends"]

# Later than any cue's end: no next word caps the last cue.
_NO_CAP = 1 << 62


def latest_ends(starts: list[int], ends: list[int], gap: int) -> list[int]:
    """For each end j (1..n; entry 0 is unused), the latest end the
    reference timing lets a cue of words ..j-1 have before its
    ``max_duration`` cap: ``gap`` before word j's start (no cap for the
    last word), or ``-_NO_CAP`` when that is earlier than ``gap`` before
    word j-1's end (the pull-in limit: no cue may end there).

    >>> caps = latest_ends([0, 1000, 1010], [900, 1040, 1500], 83)
    >>> caps[1], caps[2] == -_NO_CAP, caps[3] == _NO_CAP  # 927 is before 1040 - 83
    (917, True, True)
    """
    n = len(starts)
    # gap before word j's start is not before gap before word j-1's end
    # exactly when word j does not start before word j-1 ends
    inner = [starts[j] - gap if starts[j] >= ends[j - 1] else -_NO_CAP for j in range(1, n)]
    return [0, *inner, _NO_CAP] if n else [0]


def feasible_from(t: SegmentationRules, i: int) -> tuple[list[int], list[int]]:
    """``(ends, lines)``: the feasible ends j of cues starting at word i, in
    increasing order, and the fewest lines of each cue of words i..j-1.

    >>> from captionsmith.core.profile import Profile
    >>> from captionsmith.core.words import Word
    >>> from captionsmith.criteria.rules import SegmentationRules
    >>> ws = [Word("Hello", 0, 400), Word("there,", 1500, 1900), Word("friend.", 3000, 3500)]
    >>> feasible_from(SegmentationRules(ws, Profile(max_chars_per_line=12)), 0)
    ([1, 2, 3], [1, 1, 2])
    """
    p, n, space, widths, starts = t.profile, len(t.words), t.space, t.widths, t.starts
    cpl, max_lines, start, ends = t.cpl, p.max_lines, starts[i], t.ends
    deadline = start + p.max_duration_ms + p.min_gap_ms  # no cue's last word ends later
    chars, space_chars, rule, wp = t.char_prefix, t.space_chars, t.timing, t.width_prefix
    dash, dash_chars = t.dash_width, t.dash_chars
    # TimingRule.feasible inlined: one test per end, and the hot loop of the solver.
    min_ms, ms_for = rule.min_ms_table(), rule.min_ms_for_chars
    latest, shortest, longest = t.latest_ends, rule.min_duration_ms, rule.max_duration_ms
    plain, first_chars = t.plain_timing, chars[i]
    # From this end on, the cue holds a change of speaker (turn(i, j) is not None).
    turn_from = t.next_change[i] + 2 if t.has_speakers else n + 1
    out: list[int] = []
    counts: list[int] = []
    add_end, add_count = out.append, counts.append
    lines, current = 1, -space
    for j in range(i + 1, n + 1):
        last_end = ends[j - 1]
        if last_end > deadline:
            break
        if j >= turn_from:  # a second speaker: exactly two lines, one each, with dashes
            q = t.turn(i, j)
            assert q is not None
            if q < 0 or max_lines < 2:
                break
            w1, w2 = wp[q] - wp[i] + (q - i - 1) * space, wp[j] - wp[q] + (j - q - 1) * space
            if (w1 if w1 > w2 else w2) + dash > cpl:
                break
            lines, timed_lines = 2, 2
            count = chars[j] - first_chars + (j - i - 2) * space_chars + 2 * dash_chars
        else:
            c = widths[j - 1]
            if c > cpl:
                break
            if current + space + c <= cpl:
                current += space + c
            else:
                lines += 1
                current = c
            if lines > max_lines:
                break
            # timed in min(max_lines, j - i) lines: the fewest spaces
            timed_lines = max_lines if max_lines < j - i else j - i
            count = chars[j] - first_chars + (j - i - timed_lines) * space_chars
        if not plain:  # a subclass times cues its own way
            if not t.timing_feasible(i, j, timed_lines):
                continue
        else:  # TimingRule.feasible, inlined; the deadline kept the pull-in limit
            room = latest[j] - start  # for the end: capped at max_duration, must hold the
            if room > longest:  # minimum duration and the cps limit's
                room = longest
            if room < shortest:
                continue
            ms = min_ms.get(count)
            if room < (ms if ms is not None else ms_for(count)):
                continue
        add_end(j)
        add_count(lines)
    return out, counts
