"""The DP solver is exact: it matches brute-force enumeration on small
transcripts, and it succeeds where greedy packing strands a short cue."""

from __future__ import annotations

import itertools
import random

import pytest
from helpers import assert_reference_timing

from captionsmith.core.profile import Profile
from captionsmith.core.words import Word
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.solving.solver import cue_cost, solve, solve_segments

TIGHT = Profile(
    max_chars_per_line=14,
    max_lines=2,
    max_cps=12.0,
    min_duration_ms=800,
    max_duration_ms=2500,
    min_gap_ms=83,
)
VOCAB = ["the", "cat", "sat,", "on", "a", "mat.", "and", "slept", "well.", "very", "quietly"]


def random_transcript(rng: random.Random, n: int) -> list[Word]:
    words, clock = [], rng.randint(0, 500)
    for _ in range(n):
        text = rng.choice(VOCAB)
        duration = rng.randint(120, 450)
        words.append(Word(text, clock, clock + duration))
        clock += duration + rng.choice([0, 20, 40, 60, 150, 300, 700])
    return words


def brute_force_cost(t: SegmentationRules) -> int | None:
    """Minimum total cost over every segmentation and every layout."""
    n = len(t)
    best: int | None = None
    for cut_mask in range(1 << (n - 1)):
        cuts = [0] + [k + 1 for k in range(n - 1) if cut_mask >> k & 1] + [n]
        total, possible = 0, True
        for i, j in itertools.pairwise(cuts):
            verdict = t.cue_end_verdict(i, j)
            if not verdict.ok:
                possible = False
                break
            cue_best = None
            inner = range(i + 1, j)
            for lines in range(1, t.profile.max_lines + 1):
                if not t.cue_timing(i, j, lines).feasible:
                    continue
                for breaks in itertools.combinations(inner, lines - 1):
                    edges = (i, *breaks, j)
                    if any(
                        t.width(a, b) > t.profile.max_chars_per_line
                        for a, b in itertools.pairwise(edges)
                    ):
                        continue
                    cost = cue_cost(t, i, j, breaks, verdict)
                    if cost is not None and (cue_best is None or cost < cue_best):
                        cue_best = cost
            if cue_best is None:
                possible = False
                break
            total += cue_best
        if possible and (best is None or total < best):
            best = total
    return best


def dp_cost(t: SegmentationRules) -> int | None:
    segments = solve_segments(t)
    if segments is None:
        return None
    costs = [cue_cost(t, s.i, s.j, s.breaks, t.cue_end_verdict(s.i, s.j)) for s in segments]
    assert all(c is not None for c in costs), "the DP chose a layout it cannot cost"
    return sum(c for c in costs if c is not None)


@pytest.mark.parametrize("case", range(150))
def test_dp_matches_brute_force(case: int) -> None:
    rng = random.Random(f"brute/{case}")
    profile = TIGHT if case % 3 else Profile(14, 3, 14.0, 500, 3000, 0)
    t = SegmentationRules(random_transcript(rng, rng.randint(2, 8)), profile)
    assert dp_cost(t) == brute_force_cost(t)


def test_brute_force_cases_include_both_outcomes() -> None:
    outcomes = set()
    for case in range(150):
        rng = random.Random(f"brute/{case}")
        profile = TIGHT if case % 3 else Profile(14, 3, 14.0, 500, 3000, 0)
        t = SegmentationRules(random_transcript(rng, rng.randint(2, 8)), profile)
        outcomes.add(dp_cost(t) is None)
    assert outcomes == {True, False}


def greedy_pack(t: SegmentationRules) -> tuple[list[tuple[int, int]], int | None]:
    """Constraint-aware greedy: each cue takes as many words as it can.
    Returns the cues made and the word index where it got stuck, if any."""
    cues: list[tuple[int, int]] = []
    i = 0
    while i < len(t):
        ends = t.feasible_ends(i)
        if not ends:
            return cues, i
        cues.append((i, ends[-1]))
        i = ends[-1]
    return cues, None


def test_dp_succeeds_where_greedy_strands_a_short_final_cue() -> None:
    # One line per cue, 18 characters.  Greedy packs "We painted it so"
    # and strands "well.": 0.2 s of speech that cannot last the 0.5 s
    # minimum before the next sentence, and cannot join it (too wide).
    # The DP ends the first cue one word earlier and succeeds.
    texts = ["We", "painted", "it", "so", "well.", "Unbelievable."]
    words = [Word(text, 230 * k, 230 * k + 200) for k, text in enumerate(texts[:5])]
    words.append(Word(texts[5], 1420, 1620))
    profile = Profile(18, 1, 30.0, 500, 3000, 83)
    t = SegmentationRules(words, profile)
    greedy, stuck = greedy_pack(t)
    assert greedy == [(0, 4)] and stuck == 4
    cues = solve(words, profile)
    assert cues is not None
    assert [c.lines for c in cues] == [("We painted it",), ("so well.",), ("Unbelievable.",)]
    assert all(c.end_ms - c.start_ms >= 500 for c in cues)


def test_solution_starts_each_cue_at_its_first_word() -> None:
    rng = random.Random("starts")
    words = random_transcript(rng, 8)
    profile = Profile(20, 2, 30.0, 500, 4000, 0)
    cues = solve(words, profile)
    assert cues is not None and len(cues) >= 2
    assert " ".join(" ".join(c.lines) for c in cues) == " ".join(w.text for w in words)
    assert_reference_timing(words, profile, cues)


class _GeneralTiming(SegmentationRules):
    """The same rules, timed through the general path: a subclass with its
    own ``_reference_end`` turns off the solver's inlined timing tests
    (``plain_timing``), so the two must agree everywhere."""

    def _reference_end(self, i: int, j: int, chars: int) -> tuple[int, int]:
        return super()._reference_end(i, j, chars)


def _speakers(rng: random.Random, words: list[Word]) -> list[Word]:
    """The words in turns of 1 to 6 words by speakers A and B."""
    out, speaker, left = [], "A", rng.randint(1, 6)
    for word in words:
        if left == 0:
            speaker, left = ("B" if speaker == "A" else "A"), rng.randint(1, 6)
        out.append(Word(word.text, word.start_ms, word.end_ms, speaker=speaker))
        left -= 1
    return out


def test_inlined_timing_agrees_with_the_general_timing_path() -> None:
    # feasible_from and forward inline the plain timing rule (one speaker
    # and two); a subclass that times cues its own way takes the general
    # path.  The feasible ends, their fewest lines and the DP's costs and
    # layouts must be the same, or the inlining changed an answer.
    from captionsmith.solving.solver import forward

    reached = {"turn ends": 0, "too fast in fewest lines": 0}
    for case in range(240):
        rng = random.Random(f"inline/{case}")
        words = random_transcript(rng, rng.randint(3, 30))
        if case % 2:
            words = _speakers(rng, words)
        profile = Profile(
            max_chars_per_line=rng.choice([14, 20, 30, 42]),
            max_lines=rng.choice([1, 2, 3]),
            max_cps=rng.choice([8.0, 12.0, 17.0, 25.0]),
            min_duration_ms=rng.choice([500, 833, 1000]),
            max_duration_ms=rng.choice([2500, 4000, 7000]),
            min_gap_ms=rng.choice([0, 83, 120]),
        )
        fast, slow = SegmentationRules(words, profile), _GeneralTiming(words, profile)
        assert fast.plain_timing and not slow.plain_timing
        for i in range(len(words)):
            assert fast.feasible_ends(i) == slow.feasible_ends(i), (case, i)
            assert fast.feasible_lines(i) == slow.feasible_lines(i), (case, i)
            for j, first in zip(slow.feasible_ends(i), slow.feasible_lines(i), strict=True):
                reached["turn ends"] += slow.turn(i, j) is not None
                reached["too fast in fewest lines"] += not slow.timing_feasible(i, j, first)
        assert forward(fast, 0, len(words)) == forward(slow, 0, len(words)), case
    assert all(count > 20 for count in reached.values()), reached
