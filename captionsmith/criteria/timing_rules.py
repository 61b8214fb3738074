"""The reference timing rule of a profile, in integer milliseconds.

:class:`TimingRule` answers, for a cue of words from ``start`` whose last
word ends at ``last_end`` and which shows ``chars`` characters: which ends
cost nothing (``end_window``), which end the reference solver gives it
(``reference_end``) and which the best-effort solver gives it when the
profile cannot be met (``relaxed_end``).  :class:`CueTiming` is one cue's
reference timing.  The scorer, the solvers and the checker all read these.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from captionsmith.core.profile import Profile

__all__ = ["CueTiming", "TimingRule", "timing_rule"]


class TimingRule:
    """The reference timing rule of one profile, in integer milliseconds.

    * ``end_window(start, last_end, chars, next_start)``: (earliest, latest)
      end that costs nothing: from ``min_gap`` before the last word's end
      (pulled in for the gap) up to the latest of: the last word's end plus
      ``max_linger``, and the end the minimum duration and the cps limit
      need; and when the next word starts at most ``chain_gap`` after that,
      up to ``min_gap`` before it (chaining).
    * ``reference_end(start, last_end, chars, next_start)``: (end, earliest):
      the last word's end extended only as far as the minimum duration and
      the cps limit need, capped at ``max_duration`` and ``min_gap`` before
      the next cue; the cue is infeasible when end < earliest.
    * ``relaxed_end(start, last_end, chars, next_start)``: the reference end
      kept valid whatever it breaks, for the best-effort solver.

    >>> rule = timing_rule(Profile())
    >>> rule.end_window(0, 400, 12), rule.reference_end(0, 400, 12, 900)
    ((317, 1000), (817, 317))
    >>> rule.end_window(0, 2000, 12), rule.end_window(0, 2000, 12, 2300)
    ((1917, 2500), (1917, 2500))
    """

    __slots__ = (
        "_cps",
        "chain_gap_ms",
        "max_duration_ms",
        "max_linger_ms",
        "min_duration_ms",
        "min_gap_ms",
        "profile",
    )

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.min_duration_ms = profile.min_duration_ms
        self.max_duration_ms = profile.max_duration_ms
        self.min_gap_ms = profile.min_gap_ms
        self.max_linger_ms = profile.max_linger_ms
        self.chain_gap_ms = profile.chain_gap_ms
        self._cps: dict[int, int] = {}

    def min_ms_for_chars(self, chars: int) -> int:
        """``profile.min_ms_for_chars``, memoised."""
        ms = self._cps.get(chars)
        if ms is None:
            ms = self._cps[chars] = self.profile.min_ms_for_chars(chars)
        return ms

    def min_ms_table(self) -> dict[int, int]:
        """The memo behind :meth:`min_ms_for_chars` (chars -> ms), for loops
        that look it up inline; only :meth:`min_ms_for_chars` fills it."""
        return self._cps

    def _needed_end(self, start: int, last_end: int, chars: int) -> int:
        need = start + self.min_duration_ms
        cps = start + self.min_ms_for_chars(chars)
        return max(last_end, need, cps)

    def end_window(
        self, start: int, last_end: int, chars: int, next_start: int | None = None
    ) -> tuple[int, int]:
        latest = max(self._needed_end(start, last_end, chars), last_end + self.max_linger_ms)
        if next_start is not None and next_start - latest <= self.chain_gap_ms:
            latest = max(latest, next_start - self.min_gap_ms)
        return last_end - self.min_gap_ms, latest

    def reference_end(
        self, start: int, last_end: int, chars: int, next_start: int | None
    ) -> tuple[int, int]:
        need = self._needed_end(start, last_end, chars)
        upper = start + self.max_duration_ms
        if next_start is not None and next_start - self.min_gap_ms < upper:
            upper = next_start - self.min_gap_ms
        return (need if need < upper else upper), last_end - self.min_gap_ms

    def feasible(self, start: int, last_end: int, chars: int, next_start: int | None) -> bool:
        """Whether :meth:`reference_end` gives a valid cue: its end is not
        before the earliest, its duration is within the profile's range
        and meets the cps limit (``duration >= min_ms_for_chars(chars)``).
        The same test as building the end, without the tuple (the solver
        asks it for every span).  The end is the needed end capped at
        ``upper``, and the needed end meets every test but the pull-in
        limit, so this holds exactly when ``upper`` is late enough for each.

        >>> rule = timing_rule(Profile())
        >>> rule.feasible(0, 400, 12, 1500), rule.feasible(0, 400, 12, 900)  # 817 ms is too short
        (True, False)
        """
        upper = start + self.max_duration_ms
        if next_start is not None and next_start - self.min_gap_ms < upper:
            upper = next_start - self.min_gap_ms
        room = upper - start
        return (
            upper >= last_end - self.min_gap_ms
            and room >= self.min_duration_ms
            and room >= self.min_ms_for_chars(chars)
        )

    def relaxed_end(self, start: int, last_end: int, chars: int, next_start: int | None) -> int:
        """The end the best-effort solver gives a cue: the reference end,
        moved as little as needed to keep the SRT valid (after the start, no
        later than the next cue's start).

        >>> timing_rule(Profile()).relaxed_end(0, 400, 12, 300)
        300
        """
        end, earliest = self.reference_end(start, last_end, chars, next_start)
        if next_start is not None and next_start < earliest:
            earliest = next_start
        end = max(end, earliest, start + 1)
        return end if next_start is None or end <= next_start else next_start


@lru_cache(maxsize=256)
def timing_rule(profile: Profile) -> TimingRule:
    """The shared :class:`TimingRule` of a profile."""
    return TimingRule(profile)


@dataclass(frozen=True, slots=True)
class CueTiming:
    """The reference timing of a cue and whether it meets the profile."""

    start_ms: int
    end_ms: int
    chars: int
    feasible: bool
