"""The segmentation and timing rules shared by the solver and the scorer.

Everything that decides whether a cue or a line break is acceptable lives
here, once.  Definitions (positions are word indices; "boundary after word
k" separates word k from word k+1):

* **natural boundary** after word k: the source word carries sentence or
  clause punctuation, or the silence before the next word is at least
  :data:`NATURAL_PAUSE_MS`, and the word is not a dangling connector.  The
  end of the transcript is always natural.
* **feasible ends** ``F(i)``: the ends j (cue = words i..j-1) for which the
  cue can be laid out in at most ``max_lines`` lines of at most
  ``max_chars_per_line`` characters and timed by :func:`cue_timing` within
  the profile (duration, cps, gap before word j).
* **cue boundary** after word j-1 of a cue starting at i is acceptable when
  word j-1 does not dangle and the boundary is natural, or *forced*: no end
  in ``F(i)`` is natural.
* **line break** before word q, in a cue of words i..j-1 whose current line
  starts at p with ``r`` lines left (this one included), is acceptable when
  word q-1 does not dangle and the break is natural, or forced: words p..j-1
  do not fit on one line, and no candidate break q' (line p..q'-1 fits and
  q'..j-1 fits in r-1 lines) is natural.
* **reference timing** of a cue: start at its first word's start; end at its
  last word's end, extended as far as the minimum duration and the cps
  limit require, but capped ``min_gap`` before the next word's start and at
  ``max_duration``.  The cap may pull the end before the last word's end by
  at most ``min_gap``; more than that is infeasible.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from captionsmith.profile import Profile
from captionsmith.text import count_chars, ends_clause, ends_sentence, is_dangling
from captionsmith.words import Word

__all__ = [
    "LONG_SILENCE_MS",
    "NATURAL_PAUSE_MS",
    "CueTiming",
    "Transcript",
    "Verdict",
]

NATURAL_PAUSE_MS = 250
LONG_SILENCE_MS = 1000


@lru_cache(maxsize=65536)
def _min_ms_for_chars(profile: Profile, chars: int) -> int:
    """``profile.min_ms_for_chars``, memoised across transcripts."""
    return profile.min_ms_for_chars(chars)


class Verdict(Enum):
    """How one cue boundary or line break is judged."""

    NATURAL = "natural"
    FORCED = "forced"
    DANGLING = "dangling connector"
    UNNATURAL = "unnatural"

    @property
    def ok(self) -> bool:
        return self is Verdict.NATURAL or self is Verdict.FORCED


@dataclass(frozen=True, slots=True)
class CueTiming:
    """The reference timing of a cue and whether it meets the profile."""

    start_ms: int
    end_ms: int
    chars: int
    feasible: bool


@dataclass
class Transcript:
    """A transcript with the per-word facts the rules need, precomputed.

    >>> from captionsmith.words import Word
    >>> t = Transcript([Word("Hello,", 0, 400), Word("world.", 450, 900)], Profile())
    >>> t.width(0, 2), t.natural[0], t.natural[1]
    (13, True, True)
    """

    words: list[Word]
    profile: Profile
    chars: list[int] = field(init=False)
    prefix: list[int] = field(init=False)
    starts: list[int] = field(init=False)
    ends: list[int] = field(init=False)
    dangling: list[bool] = field(init=False)
    natural: list[bool] = field(init=False)
    sentence_end: list[bool] = field(init=False)
    sentence_prefix: list[int] = field(init=False)
    silence_prefix: list[int] = field(init=False)
    _feasible_ends: dict[int, list[int]] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        words = self.words
        n = len(words)
        self.chars = [count_chars(w.text) for w in words]
        self.prefix = [0]
        for c in self.chars:
            self.prefix.append(self.prefix[-1] + c)
        self.starts = [w.start_ms for w in words]
        self.ends = [w.end_ms for w in words]
        self.dangling = [is_dangling(w.text) for w in words]
        self.sentence_end = [ends_sentence(w.text) for w in words]
        natural = []
        for k, w in enumerate(words):
            if k == n - 1:
                natural.append(True)
            elif self.dangling[k]:
                natural.append(False)
            else:
                pause = self.starts[k + 1] - self.ends[k]
                natural.append(ends_clause(w.text) or pause >= NATURAL_PAUSE_MS)
        self.natural = natural
        # Prefix counts of sentence ends and long silences after each word,
        # for the solver's cost of what a cue holds inside it.
        self.sentence_prefix = [0]
        self.silence_prefix = [0]
        for k in range(n):
            self.sentence_prefix.append(self.sentence_prefix[-1] + self.sentence_end[k])
            long_silence = k + 1 < n and self.starts[k + 1] - self.ends[k] >= LONG_SILENCE_MS
            self.silence_prefix.append(self.silence_prefix[-1] + long_silence)
        p = self.profile
        self._min_duration = p.min_duration_ms
        self._max_ms = p.max_duration_ms
        self._gap_ms = p.min_gap_ms

    def __len__(self) -> int:
        return len(self.words)

    # -- measuring ---------------------------------------------------------

    def width(self, i: int, j: int) -> int:
        """Characters of words i..j-1 on one line, single spaces between."""
        return self.prefix[j] - self.prefix[i] + (j - i - 1)

    def cue_chars(self, i: int, j: int, lines: int) -> int:
        """Characters of words i..j-1 laid out in ``lines`` lines."""
        return self.prefix[j] - self.prefix[i] + (j - i) - lines

    def min_lines(self, i: int, j: int) -> int:
        """Fewest lines that hold words i..j-1 within the line width (greedy
        packing is optimal for this); a huge number if a word is too wide."""
        cpl = self.profile.max_chars_per_line
        lines, current = 1, -1
        for k in range(i, j):
            c = self.chars[k]
            if c > cpl:
                return 1 << 30
            if current + 1 + c <= cpl:
                current += 1 + c
            else:
                lines += 1
                current = c
        return lines

    def fits(self, i: int, j: int, lines: int) -> bool:
        """Whether words i..j-1 fit in ``lines`` lines (fast path for one)."""
        if lines <= 0:
            return False
        if lines == 1:
            return self.width(i, j) <= self.profile.max_chars_per_line
        return self.min_lines(i, j) <= lines

    # -- timing --------------------------------------------------------------

    def cue_timing(self, i: int, j: int, lines: int) -> CueTiming:
        """Reference start/end of the cue of words i..j-1 in ``lines`` lines."""
        end, chars = self._reference_end(i, j, lines)
        return CueTiming(self.starts[i], end, chars, self._end_ok(i, j, end, chars))

    def _cps_min_ms(self, chars: int) -> int:
        return _min_ms_for_chars(self.profile, chars)

    def _reference_end(self, i: int, j: int, lines: int) -> tuple[int, int]:
        start = self.starts[i]
        chars = self.prefix[j] - self.prefix[i] + (j - i) - lines
        need = max(self.ends[j - 1], start + self._min_duration, start + self._cps_min_ms(chars))
        upper = start + self._max_ms
        if j < len(self.words):
            upper = min(upper, self.starts[j] - self._gap_ms)
        return min(need, upper), chars

    def timing_feasible(self, i: int, j: int, lines: int) -> bool:
        """``cue_timing(i, j, lines).feasible``, without building the result."""
        end, chars = self._reference_end(i, j, lines)
        return self._end_ok(i, j, end, chars)

    def _end_ok(self, i: int, j: int, end: int, chars: int) -> bool:
        """Whether the reference end meets the pull-in limit, the duration
        range and the cps limit (``duration >= min ms`` is ``cps_ok``)."""
        duration = end - self.starts[i]
        return (
            end >= self.ends[j - 1] - self._gap_ms
            and self._min_duration <= duration <= self._max_ms
            and duration >= self._cps_min_ms(chars)
        )

    def feasible_ends(self, i: int) -> list[int]:
        """``F(i)``: every j such that words i..j-1 can form a cue that meets
        the profile (some layout fits, and the reference timing is valid)."""
        cached = self._feasible_ends.get(i)
        if cached is not None:
            return cached
        p = self.profile
        n = len(self.words)
        cpl, max_lines = p.max_chars_per_line, p.max_lines
        limit_ms = p.max_duration_ms + p.min_gap_ms
        out = []
        lines, current = 1, -1
        for j in range(i + 1, n + 1):
            c = self.chars[j - 1]
            if c > cpl:
                break
            if current + 1 + c <= cpl:
                current += 1 + c
            else:
                lines += 1
                current = c
            if lines > max_lines or self.ends[j - 1] - self.starts[i] > limit_ms:
                break
            if self.timing_feasible(i, j, min(max_lines, j - i)):
                out.append(j)
        self._feasible_ends[i] = out
        return out

    # -- verdicts --------------------------------------------------------------

    def cue_end_verdict(self, i: int, j: int) -> Verdict:
        """Judge the boundary closing the cue of words i..j-1."""
        if j >= len(self.words):
            return Verdict.NATURAL
        if self.dangling[j - 1]:
            return Verdict.DANGLING
        if self.natural[j - 1]:
            return Verdict.NATURAL
        natural = self.natural
        if any(natural[e - 1] for e in self.feasible_ends(i)):
            return Verdict.UNNATURAL
        return Verdict.FORCED

    def line_break_verdict(self, p: int, q: int, j: int, remaining: int) -> Verdict:
        """Judge a line break before word q; the line starts at p, the cue
        ends before j, and ``remaining`` lines are left including this one."""
        if self.dangling[q - 1]:
            return Verdict.DANGLING
        if self.natural[q - 1]:
            return Verdict.NATURAL
        cpl = self.profile.max_chars_per_line
        if self.width(p, j) <= cpl:
            return Verdict.UNNATURAL
        for candidate in range(p + 1, j):
            if self.width(p, candidate) > cpl:
                break
            if self.natural[candidate - 1] and self.fits(candidate, j, remaining - 1):
                return Verdict.UNNATURAL
        return Verdict.FORCED

    def layout_verdicts(self, i: int, j: int, breaks: tuple[int, ...]) -> list[Verdict]:
        """Verdicts for each line break of a cue (breaks are the first word
        index of every line after the first)."""
        verdicts = []
        p = i
        lines = len(breaks) + 1
        for m, q in enumerate(breaks):
            verdicts.append(self.line_break_verdict(p, q, j, lines - m))
            p = q
        return verdicts
