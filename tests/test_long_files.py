"""Long recordings: ``solve`` in pieces between long silences, the relaxed
search only where no perfect answer exists, and a pruned relaxed search
that chooses exactly what the plain one chooses."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable

from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.profile import DEFAULT, PRESETS, Profile
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria.checks import broken_rules, constraint_violations
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.best_effort import (
    MARGIN_MS,
    PIECE_SILENCE_MS,
    RELAXED_COSTS,
    _relaxed_segments,
    best_effort,
    pieces,
    relaxed_end,
)
from captionsmith.solving.relaxed_candidates import candidates, timed_cue
from captionsmith.solving.solver import layout_cost, layouts, solve, solve_segments, span_cost
from captionsmith.solving.tasks import make_task


def _greedy(t: SegmentationRules, i: int, j: int) -> tuple[int, ...]:
    breaks, width = [], -1
    for k in range(i, j):
        c = t.widths[k]
        if width >= 0 and width + 1 + c > t.profile.max_chars_per_line:
            breaks.append(k)
            width = c
        else:
            width = c if width < 0 else width + 1 + c
    return tuple(breaks)


def _plain_cue(
    t: SegmentationRules, i: int, j: int
) -> tuple[int, tuple[int, ...], int, int] | None:
    """The relaxed cost of the best cue of words i..j-1, every layout of
    every line count tried, as the relaxed search defines it."""
    p = t.profile
    next_start = t.starts[j] if j < len(t) else None
    if next_start is not None and next_start <= t.starts[i]:
        return None
    turn = t.turn(i, j)
    if turn is not None and turn < 0:
        return None
    candidates = [
        b for lines in range(1, min(p.max_lines, j - i) + 1) for b in layouts(t, i, j, lines)
    ] or [(turn,) if turn is not None else _greedy(t, i, j)]
    end_verdict = t.cue_end_verdict(i, j)
    best = None
    for breaks in candidates:
        chars = t.cue_chars(i, j, len(breaks) + 1)
        end = relaxed_end(t, i, j, chars)
        gap = None if next_start is None else next_start - end
        broken = len(broken_rules(p, t.line_widths(i, j, breaks), chars, end - t.starts[i], gap))
        line_verdicts = t.layout_verdicts(i, j, breaks)
        verdicts = [end_verdict, *line_verdicts]
        cost = RELAXED_COSTS["rule_violation"] * broken
        cost += RELAXED_COSTS["dangling"] * sum(v is Verdict.DANGLING for v in verdicts)
        cost += RELAXED_COSTS["unnatural"] * sum(
            not v.ok and v is not Verdict.DANGLING for v in verdicts
        )
        cost += span_cost(t, i, j, end_verdict) + layout_cost(t, i, j, breaks, line_verdicts)
        if best is None or cost < best[0]:
            best = (cost, breaks, end, broken)
    return best


def _plain_relaxed(t: SegmentationRules) -> list[tuple[int, int, tuple[int, ...], int]]:
    """The plain relaxed DP over the whole transcript: (i, j, breaks, end)."""
    n, p = len(t), t.profile
    limit = 2 * p.max_duration_ms + p.min_gap_ms
    best: list[int | None] = [None] * (n + 1)
    back: list[tuple | None] = [None] * (n + 1)
    best[0] = 0
    for i in range(n):
        base = best[i]
        if base is None:
            continue
        for j in range(i + 1, min(n, i + 60) + 1):
            if j > i + 1 and t.ends[j - 1] - t.starts[i] > limit:
                break
            found = _plain_cue(t, i, j)
            if found is None:
                continue
            current = best[j]
            if current is None or base + found[0] < current:
                best[j] = base + found[0]
                back[j] = (i, found[1], found[2])
    out, j = [], n
    while j > 0:
        step = back[j]
        assert step is not None
        out.append((step[0], j, step[1], step[2]))
        j = step[0]
    return out[::-1]


_VOCABULARY = ["a", "the", "word", "speaking", "Hello,", "fine.", "extraordinarily", "yes?"]


@st.composite
def recordings(draw: st.DrawFn) -> list[Word]:
    """Fast, uneven speech: most of it too fast for any profile somewhere,
    with silences long enough to cut at, and sometimes two speakers."""
    count = draw(st.integers(1, 36))
    speakers = draw(st.booleans())
    words, clock = [], 0
    for k in range(count):
        length = draw(st.integers(40, 700))
        speaker = draw(st.sampled_from(["A", "B"])) if speakers else None
        text = draw(st.sampled_from(_VOCABULARY))
        words.append(Word(text, clock, clock + length, speaker=speaker))
        clock += length + draw(st.sampled_from([0, 0, 20, 90, 400, 2100, 7000]))
        if k == 0 and speakers:
            words[0] = dataclasses.replace(words[0], speaker="A")
    return words


@settings(max_examples=150, deadline=None)
@given(recordings(), st.sampled_from(["default", "vertical", "netflix-en"]))
def test_the_pruned_relaxed_search_chooses_what_the_plain_one_chooses(
    words: list[Word], profile_name: str
) -> None:
    t = SegmentationRules(words, PRESETS[profile_name])
    try:
        plain = _plain_relaxed(t)
    except AssertionError:  # no valid SRT at all
        event("no valid SRT")
        return
    segments, broken = _relaxed_segments(t, 0, len(t))
    event("rules broken" if broken else "no rule broken")
    assert [(s.i, s.j, s.breaks, s.end_ms) for s in segments] == plain


@settings(max_examples=150, deadline=None)
@given(recordings(), st.sampled_from(["default", "vertical", "netflix-en", "netflix-ja"]))
def test_the_written_out_candidate_loop_times_cues_as_timed_does(
    words: list[Word], profile_name: str
) -> None:
    """candidates times its cues inline, for speed: each is what timed_cue
    says of it, given the greedy packing."""
    t = SegmentationRules(words, PRESETS[profile_name])
    cpl = t.profile.max_chars_per_line
    timed, _ = candidates(t, 0, len(t))
    for i, found in timed.items():
        for j, cue in found:
            breaks = _greedy(t, i, j)
            lines = itertools.pairwise((i, *breaks, j))
            widest = max(sum(t.widths[a:b]) + b - a - 1 for a, b in lines)  # as _greedy packs
            packed = len(breaks) + 1
            first = 1 << 30 if max(t.widths[i:j]) > cpl else packed
            assert cue == timed_cue(t, i, j, t.turn(i, j), (first, packed, widest))


@settings(max_examples=100, deadline=None)
@given(recordings(), st.sampled_from(["default", "vertical"]))
def test_best_effort_keeps_every_word_once_and_counts_like_the_checker(
    words: list[Word], profile_name: str
) -> None:
    profile = PRESETS[profile_name]
    try:
        cues, broken = best_effort(words, profile)
    except ValueError:
        event("no valid SRT")
        return
    t = SegmentationRules(words, profile)
    event(f"{min(len(pieces(t)), 3)}+ pieces")
    shown = " ".join(line.removeprefix("-") for cue in cues for line in cue.lines).split()
    assert shown == [w.text for w in t.words]
    assert broken == len(constraint_violations(cues, profile))


def _talk(tasks: int, profile: Profile, gap_ms: int = 3000) -> list[Word]:
    """Generated talk, ``gap_ms`` between tasks."""
    return _talk_of(range(tasks), profile, gap_ms)


def _talk_of(indices: Iterable[int], profile: Profile = DEFAULT, gap_ms: int = 3000) -> list[Word]:
    """The eval tasks of these indices (difficulty 3) as one talk."""
    out: list[Word] = []
    clock = 0
    for k in indices:
        words = make_task(0, k, profile, GeneratorConfig(difficulty=3), "eval").words
        base = words[0].start_ms
        out += [
            dataclasses.replace(
                w, start_ms=clock + w.start_ms - base, end_ms=clock + w.end_ms - base
            )
            for w in words
        ]
        clock = out[-1].end_ms + gap_ms
    return out


def _clean_talk(count: int) -> list[Word]:
    """Talk of ``count`` generated tasks each of whose pieces (cut at 2 s
    silences) has an exact answer of its own."""
    clean: list[int] = []
    k = 0
    while len(clean) < count:
        words = _talk_of([*clean, k])
        t = SegmentationRules(words, DEFAULT)
        if all(solve_segments(t, a, b) is not None for a, b in pieces(t)):
            clean.append(k)
        k += 1
    return _talk_of(clean)


def test_a_solvable_recording_gets_the_exact_answer_whole() -> None:
    words = _talk(12, DEFAULT)
    cues, broken = best_effort(words, DEFAULT)
    assert broken == 0 and cues == solve(words, DEFAULT)


def test_only_the_trouble_gets_the_relaxed_search() -> None:
    """One unreadable burst in the middle of clean talk: the pieces away
    from it keep their exact answers, cue for cue."""
    words = _clean_talk(12)
    t = SegmentationRules(words, DEFAULT)
    spans = pieces(t)
    assert len(spans) >= 12 and all(
        t.starts[b] - t.ends[b - 1] >= PIECE_SILENCE_MS for _, b in spans[:-1]
    )
    # The longest piece of the middle half (a one-word reply squeezed still reads).
    middle = range(len(spans) // 4 + 1, 3 * len(spans) // 4)
    k = max(middle, key=lambda n: spans[n][1] - spans[n][0])
    a, b = spans[k]
    squeezed = list(words)
    t0 = words[a].start_ms
    for m in range(a, b):  # the piece at a quarter of its time
        w = words[m]
        start = t0 + (w.start_ms - t0) // 4
        squeezed[m] = dataclasses.replace(w, start_ms=start, end_ms=start + 30)
    cues, broken = best_effort(squeezed, DEFAULT)
    rules = SegmentationRules(squeezed, DEFAULT)
    assert broken > 0 and pieces(rules) == spans
    assert solve_segments(rules, a, b) is None
    far = [solve_segments(rules, x, y) for x, y in spans[: k - 1] + spans[k + 2 :]]
    assert all(found is not None for found in far)
    expected = [(s.start_ms, s.end_ms) for found in far for s in found or ()]
    kept = {(c.start_ms, c.end_ms) for c in cues}
    assert expected and set(expected) <= kept
    # The relaxed search reached no further than its margin past the piece.
    changed = [c for c in cues if (c.start_ms, c.end_ms) not in set(expected)]
    assert changed[0].start_ms >= t.starts[spans[k - 1][0]]
    assert changed[-1].end_ms <= t.ends[spans[k + 1][1] - 1] + MARGIN_MS
