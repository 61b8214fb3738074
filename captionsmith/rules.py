"""The segmentation and timing rules shared by the solver and the scorer.

Everything that decides whether a cue or a line break is acceptable lives
here, once.  Definitions (positions are word indices; "boundary after word
k" separates word k from word k+1):

* **units**: a transcript word that is punctuation only (``...``, ``-``)
  belongs to the word before it (to the next word at the very start), for
  boundaries, alignment and timing; the rules work on these units.
* **break classes**: the language pack (:mod:`captionsmith.languages`)
  classes each boundary from the words' parts of speech: punctuation,
  between phrases, inside a phrase, or dangling (after an article or
  other determiner, a possessive, a preposition or a conjunction).
* **natural boundary** after word k: punctuation, a change of speaker, or a
  silence before the next word of at least :data:`NATURAL_PAUSE_MS` between
  two phrases (of at least :data:`LONG_SILENCE_MS` inside a phrase: a
  shorter one there is a hesitation), and the word does not dangle.  The end of the transcript is always natural.
* **syntactic boundary**: a boundary between two phrases.  Natural and
  syntactic boundaries are both *acceptable*.
* **feasible ends** ``F(i)``: the ends j (cue = words i..j-1) for which the
  cue can be laid out in at most ``max_lines`` lines of at most
  ``max_chars_per_line`` characters and timed by :func:`cue_timing` within
  the profile (duration, cps, gap before word j).
* **forced** is a property of the transcript and the profile, never of the
  answer's earlier choices.  An unacceptable cue boundary after word k is
  forced when no cue that starts and ends at acceptable positions (or the
  transcript's ends) can contain words k and k+1; an unacceptable line
  break is forced when the words between the acceptable boundaries around
  it (clipped to the line's start and the cue's end) do not fit on one line.  A dangling boundary is
  never forced.
* **orphan**: a line or cue that ends on the first one or two words of a
  new sentence (the sentence started inside it and does not end there).
  **fragment**: a line or cue that holds a sentence end and then more than
  two words of the next sentence, without finishing it.  A cue's orphan or
  fragment is excused only when no feasible end from the same start is an
  acceptable boundary without one.
* A cue boundary or line break is judged at the boundary itself; for an
  answer that leaves words out, the scorer judges both readings of the
  missing words and takes the worse (see :mod:`captionsmith.scoring`).
* Widths are display columns (:func:`captionsmith.text.display_width`);
  reading speed counts characters (:func:`captionsmith.text.count_chars`).
* **reference timing** of a cue: start at its first word's start; end at its
  last word's end, extended as far as the minimum duration and the cps
  limit require, but capped ``min_gap`` before the next word's start and at
  ``max_duration``.  The cap may pull the end before the last word's end by
  at most ``min_gap``; more than that is infeasible.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from captionsmith.languages import BreakClass, language_pack
from captionsmith.profile import Profile
from captionsmith.text import (
    count_chars,
    display_width,
    ends_sentence,
    is_dash,
    is_punctuation_only,
)
from captionsmith.words import Word

__all__ = [
    "LONG_SILENCE_MS",
    "NATURAL_PAUSE_MS",
    "VERDICT_CREDIT",
    "CueTiming",
    "SegmentationRules",
    "TimingRule",
    "Verdict",
    "attach_punctuation",
    "timing_rule",
    "worse",
]

NATURAL_PAUSE_MS = 250
LONG_SILENCE_MS = 1000


class Verdict(Enum):
    """How one cue boundary or line break is judged."""

    NATURAL = "natural"
    SYNTACTIC = "syntactic"
    FORCED = "forced"
    FRAGMENT = "sentence fragment"
    NEEDLESS = "needless line break"
    MIXED_SPEAKERS = "speakers mixed on a line"
    DASH = "dialogue dash missing or misplaced"
    UNBALANCED = "unbalanced lines"
    ORPHAN = "orphaned sentence start"
    DANGLING = "dangling connector"
    UNNATURAL = "unnatural"

    @property
    def ok(self) -> bool:
        return self is Verdict.NATURAL or self is Verdict.SYNTACTIC or self is Verdict.FORCED


# Segmentation credit of a cue is the product of its verdicts' credits: a
# break inside a phrase or an orphaned sentence start earns half, a cue
# that trails a fragment of the next sentence, takes more lines than its
# words need or leaves a line under a third of another when a balanced
# layout exists, three quarters, a dangling break none.
VERDICT_CREDIT = {
    Verdict.NATURAL: 1.0,
    Verdict.SYNTACTIC: 1.0,
    Verdict.FORCED: 1.0,
    Verdict.FRAGMENT: 0.75,
    Verdict.NEEDLESS: 0.75,
    Verdict.UNBALANCED: 0.75,
    Verdict.ORPHAN: 0.5,
    Verdict.UNNATURAL: 0.5,
    Verdict.DASH: 0.5,
    Verdict.DANGLING: 0.0,
    Verdict.MIXED_SPEAKERS: 0.0,
}


def worse(a: Verdict, b: Verdict) -> Verdict:
    """The verdict with less credit (the first on a tie).

    >>> worse(Verdict.NATURAL, Verdict.UNNATURAL), worse(Verdict.DANGLING, Verdict.ORPHAN)
    (<Verdict.UNNATURAL: 'unnatural'>, <Verdict.DANGLING: 'dangling connector'>)
    """
    return b if VERDICT_CREDIT[b] < VERDICT_CREDIT[a] else a


def attach_punctuation(words: list[Word] | tuple[Word, ...]) -> list[Word]:
    """Join each punctuation-only word to the word before it (the first
    ones to the word after), a dash with a space, other marks without.

    >>> attach_punctuation([Word("Well", 0, 300), Word("-", 300, 350), Word("so", 400, 600),
    ...                     Word("...", 600, 650)])
    [Word(text='Well -', start_ms=0, end_ms=350), Word(text='so...', start_ms=400, end_ms=650)]
    """
    out: list[Word] = []
    leading: list[Word] = []
    for word in words:
        if is_punctuation_only(word.text):
            if out:
                prev = out[-1]
                glue = " " if is_dash(word.text) else ""
                out[-1] = Word(
                    prev.text + glue + word.text,
                    prev.start_ms,
                    max(prev.end_ms, word.end_ms),
                    prev.speaker,
                )
            else:
                leading.append(word)
            continue
        if leading:
            text = "".join(w.text + (" " if is_dash(w.text) else "") for w in leading)
            word = Word(
                text + word.text,
                leading[0].start_ms,
                max(word.end_ms, leading[-1].end_ms),
                word.speaker,
            )
            leading = []
        out.append(word)
    if leading and not out:
        return list(words)  # nothing but punctuation: keep it as it is
    return out


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


@dataclass
class SegmentationRules:
    """A transcript's units (see :func:`attach_punctuation`) with the
    per-unit facts the rules need, precomputed.

    >>> from captionsmith.words import Word
    >>> t = SegmentationRules([Word("Hello,", 0, 400), Word("world.", 450, 900)], Profile())
    >>> t.width(0, 2), t.natural[0], t.natural[1]
    (13, True, True)
    """

    words: list[Word]
    profile: Profile
    language: str = "en"
    widths: list[int] = field(init=False)
    chars: list[int] = field(init=False)
    width_prefix: list[int] = field(init=False)
    char_prefix: list[int] = field(init=False)
    starts: list[int] = field(init=False)
    ends: list[int] = field(init=False)
    classes: list[BreakClass] = field(init=False)
    dangling: list[bool] = field(init=False)
    natural: list[bool] = field(init=False)
    acceptable: list[bool] = field(init=False)
    sentence_end: list[bool] = field(init=False)
    sentence_prefix: list[int] = field(init=False)
    sentence_start: list[int] = field(init=False)
    prev_acceptable: list[int] = field(init=False)
    next_acceptable: list[int] = field(init=False)
    silence_prefix: list[int] = field(init=False)
    timing: TimingRule = field(init=False)
    has_speakers: bool = field(init=False)
    dash_width: int = field(init=False)
    dash_chars: int = field(init=False)
    change_prefix: list[int] = field(init=False)
    next_change: list[int] = field(init=False)
    _feasible_ends: dict[int, list[int]] = field(init=False, default_factory=dict)
    _forced_cue: list[bool] | None = field(init=False, default=None)
    _clean_ends: dict[int, bool] = field(init=False, default_factory=dict)
    _balanced: dict[tuple[int, int, int], bool] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.words = words = attach_punctuation(self.words)
        n = len(words)
        self.widths = [display_width(w.text) for w in words]
        self.chars = [count_chars(w.text) for w in words]
        self.width_prefix = list(itertools.accumulate(self.widths, initial=0))
        self.char_prefix = list(itertools.accumulate(self.chars, initial=0))
        self.starts = [w.start_ms for w in words]
        self.ends = [w.end_ms for w in words]
        self.has_speakers = any(w.speaker is not None for w in words)
        classes = language_pack(self.language).break_classes(tuple(w.text for w in words))
        self.classes = list(classes)
        self.dangling = [c is BreakClass.DANGLING for c in classes]
        self.sentence_end = [ends_sentence(w.text) for w in words]
        natural, acceptable = [], []
        for k in range(n):
            if k == n - 1:
                natural.append(True)
                acceptable.append(True)
            elif self.dangling[k]:
                natural.append(False)
                acceptable.append(False)
            else:
                pause = self.starts[k + 1] - self.ends[k]
                # A short pause inside a phrase is a hesitation, not a place to
                # break ("agreed to ... review"); a long silence is.
                nat = (
                    classes[k] is BreakClass.PUNCTUATION
                    or (pause >= NATURAL_PAUSE_MS and classes[k] is BreakClass.PHRASE)
                    or (pause >= LONG_SILENCE_MS and classes[k] is BreakClass.INSIDE)
                    or (self.has_speakers and self.speaker_change(k))
                )
                natural.append(nat)
                acceptable.append(nat or classes[k] is BreakClass.PHRASE)
        self.natural = natural
        self.acceptable = acceptable
        # The latest sentence start at or before each word (0 if none), for
        # orphans and fragments; the nearest acceptable boundaries around each.
        self.sentence_start = []
        latest = 0
        for k in range(n):
            if k > 0 and self.sentence_end[k - 1]:
                latest = k
            self.sentence_start.append(latest)
        self.prev_acceptable = []
        last = -1
        for k in range(n):
            self.prev_acceptable.append(last)
            if acceptable[k]:
                last = k
        self.next_acceptable = [n - 1] * n
        following = n - 1
        for k in range(n - 1, -1, -1):
            self.next_acceptable[k] = following
            if acceptable[k]:
                following = k
        # Prefix counts of sentence ends and long silences after each word,
        # for the solver's cost of what a cue holds inside it.
        self.sentence_prefix = [0]
        self.silence_prefix = [0]
        for k in range(n):
            self.sentence_prefix.append(self.sentence_prefix[-1] + self.sentence_end[k])
            long_silence = k + 1 < n and self.starts[k + 1] - self.ends[k] >= LONG_SILENCE_MS
            self.silence_prefix.append(self.silence_prefix[-1] + long_silence)
        self.timing = timing_rule(self.profile)
        pack = language_pack(self.language)
        self.dash_width = display_width(pack.dialogue_dash)
        self.dash_chars = count_chars(pack.dialogue_dash)
        changes = [self.has_speakers and k + 1 < n and self.speaker_change(k) for k in range(n)]
        self.change_prefix = list(itertools.accumulate(changes, initial=0))
        self.next_change = [n] * n  # the first k' >= k with a change after word k'
        following = n
        for k in range(n - 1, -1, -1):
            if changes[k]:
                following = k
            self.next_change[k] = following

    def __len__(self) -> int:
        return len(self.words)

    def speaker_change(self, k: int) -> bool:
        """Whether word k+1 has another (known) speaker than word k."""
        a, b = self.words[k].speaker, self.words[k + 1].speaker
        return a is not None and b is not None and a != b

    # -- measuring ---------------------------------------------------------

    def width(self, i: int, j: int) -> int:
        """Display columns of words i..j-1 on one line, single spaces between."""
        return self.width_prefix[j] - self.width_prefix[i] + (j - i - 1)

    def cue_chars(self, i: int, j: int, lines: int) -> int:
        """Characters (for cps) of words i..j-1 laid out in ``lines`` lines
        (with the dialogue dashes of a two-speaker cue)."""
        chars = self.char_prefix[j] - self.char_prefix[i] + (j - i) - lines
        return chars + 2 * self.dash_chars if self.has_speakers and self.turn(i, j) else chars

    # -- dialogue ------------------------------------------------------------------

    def turn(self, i: int, j: int) -> int | None:
        """For the cue of words i..j-1: None when one speaker says it all,
        the first word of the second speaker when there are two turns, and
        -1 when there are more (no cue may hold them)."""
        if not self.has_speakers:
            return None
        changes = self.change_prefix[j - 1] - self.change_prefix[i]
        if changes == 0:
            return None
        if changes > 1:
            return -1
        return self.next_change[i] + 1

    def line_widths(self, i: int, j: int, breaks: tuple[int, ...]) -> list[int]:
        """Display columns of each line of a cue, dialogue dashes included."""
        dash = self.dash_width if self.turn(i, j) else 0
        return [self.width(a, b) + dash for a, b in itertools.pairwise((i, *breaks, j))]

    def min_lines(self, i: int, j: int) -> int:
        """Fewest lines that hold words i..j-1 within the line width (greedy
        packing is optimal for this); a huge number if a word is too wide.
        A two-speaker cue takes exactly two lines, one per speaker, each
        with its dash."""
        cpl = self.profile.max_chars_per_line
        q = self.turn(i, j)
        if q is not None:
            if q > 0 and max(self.line_widths(i, j, (q,))) <= cpl:
                return 2
            return 1 << 30
        lines, current = 1, -1
        for k in range(i, j):
            c = self.widths[k]
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
        chars = self.cue_chars(i, j, lines)
        end, earliest = self._reference_end(i, j, chars)
        return CueTiming(self.starts[i], end, chars, self._end_ok(i, end, earliest, chars))

    def _reference_end(self, i: int, j: int, chars: int) -> tuple[int, int]:
        next_start = self.starts[j] if j < len(self.words) else None
        return self.timing.reference_end(self.starts[i], self.ends[j - 1], chars, next_start)

    def timing_feasible(self, i: int, j: int, lines: int) -> bool:
        """``cue_timing(i, j, lines).feasible``, without building the result."""
        chars = self.cue_chars(i, j, lines)
        end, earliest = self._reference_end(i, j, chars)
        return self._end_ok(i, end, earliest, chars)

    def _end_ok(self, i: int, end: int, earliest: int, chars: int) -> bool:
        """Whether the reference end meets the pull-in limit, the duration
        range and the cps limit (``duration >= min ms`` is ``cps_ok``)."""
        duration = end - self.starts[i]
        rule = self.timing
        return (
            end >= earliest
            and rule.min_duration_ms <= duration <= rule.max_duration_ms
            and duration >= rule.min_ms_for_chars(chars)
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
            if self.ends[j - 1] - self.starts[i] > limit_ms:
                break
            q = self.turn(i, j)
            if q is not None:  # a second speaker: exactly two lines, one each
                if q < 0 or max_lines < 2 or max(self.line_widths(i, j, (q,))) > cpl:
                    break
                if self.timing_feasible(i, j, 2):
                    out.append(j)
                continue
            c = self.widths[j - 1]
            if c > cpl:
                break
            if current + 1 + c <= cpl:
                current += 1 + c
            else:
                lines += 1
                current = c
            if lines > max_lines:
                break
            if self.timing_feasible(i, j, min(max_lines, j - i)):
                out.append(j)
        self._feasible_ends[i] = out
        return out

    # -- verdicts ----------------------------------------------------------------

    def _forced_cue_table(self) -> list[bool]:
        """Whether an unacceptable cue boundary after word k is forced: no
        cue from an acceptable position to an acceptable position holds
        words k and k+1."""
        if self._forced_cue is not None:
            return self._forced_cue
        n = len(self.words)
        reach = [0] * (n + 1)  # the farthest acceptable end of a cue starting at or before k
        best = 0
        for i in range(n):
            if i == 0 or self.acceptable[i - 1]:
                ends = [e for e in self.feasible_ends(i) if self.acceptable[e - 1]]
                if ends:
                    best = max(best, ends[-1])
            reach[i] = best
        self._forced_cue = [reach[k] < k + 2 for k in range(n)]
        return self._forced_cue

    def _base(self, k: int) -> Verdict | None:
        """The verdict of the boundary after word k from the words alone;
        None when it is unacceptable but not dangling."""
        if k >= len(self.words) - 1:
            return Verdict.NATURAL
        if self.dangling[k]:
            return Verdict.DANGLING
        if self.natural[k]:
            return Verdict.NATURAL
        if self.acceptable[k]:
            return Verdict.SYNTACTIC
        return None

    def _sentence_problem(self, i: int, j: int) -> Verdict | None:
        """ORPHAN or FRAGMENT for a line or cue of words i..j-1, or None."""
        s = self.sentence_start[j - 1]
        if s <= i or self.sentence_end[j - 1] or j == len(self.words):
            return None
        return Verdict.ORPHAN if j - s <= 2 else Verdict.FRAGMENT

    def _clean_end(self, i: int, e: int) -> bool:
        return self.acceptable[e - 1] and self._sentence_problem(i, e) is None

    def cue_end_verdict(self, i: int, j: int) -> Verdict:
        """Judge the boundary closing the cue of words i..j-1."""
        return self._cue_end(i, j)

    def _cue_end(self, i: int, j: int) -> Verdict:
        verdict = self._base(j - 1)
        if verdict is None:
            return Verdict.FORCED if self._forced_cue_table()[j - 1] else Verdict.UNNATURAL
        if verdict is Verdict.DANGLING:
            return verdict
        problem = self._sentence_problem(i, j)
        if problem is not None and self._clean_end_exists(i):
            return problem
        return verdict

    def _clean_end_exists(self, i: int) -> bool:
        """Whether some feasible end from i is acceptable with no orphan or
        fragment (memoised per start)."""
        found = self._clean_ends.get(i)
        if found is None:
            found = self._clean_ends[i] = any(self._clean_end(i, e) for e in self.feasible_ends(i))
        return found

    def line_break_verdict(self, p: int, q: int, j: int) -> Verdict:
        """Judge a line break before word q; the line starts at p and the cue
        ends before j.  Forcedness does not depend on the answer's other
        lines."""
        return self._line_break(p, q, j)

    def _line_break(self, p: int, q: int, j: int) -> Verdict:
        verdict = self._base(q - 1)
        if verdict is None:
            start = max(p, self.prev_acceptable[q - 1] + 1)
            end = min(j, self.next_acceptable[q - 1] + 1)
            if self.width(start, end) > self.profile.max_chars_per_line:
                return Verdict.FORCED
            return Verdict.UNNATURAL
        if verdict is Verdict.DANGLING:
            return verdict
        return self._sentence_problem(p, q) or verdict

    def layout_verdicts(
        self, i: int, j: int, breaks: tuple[int, ...], min_lines: int | None = None
    ) -> list[Verdict]:
        """Verdicts for each line break of a cue (breaks are the first word
        index of every line after the first); MIXED_SPEAKERS when a
        two-speaker cue is not laid out as one line per speaker (or the cue
        holds more than two turns); NEEDLESS when a one-speaker cue takes
        more lines than its words need (Netflix: "text should usually be
        kept to one line, unless it exceeds the character limitation");
        UNBALANCED when a line is under a third of another and a balanced
        layout exists."""
        verdicts = []
        p = i
        for q in breaks:
            verdicts.append(self.line_break_verdict(p, q, j))
            p = q
        turn = self.turn(i, j)
        if turn is not None:
            if breaks != (turn,):
                verdicts.append(Verdict.MIXED_SPEAKERS)
        elif breaks:
            if len(breaks) + 1 > (self.min_lines(i, j) if min_lines is None else min_lines):
                verdicts.append(Verdict.NEEDLESS)
            elif (
                len(breaks) <= 2
                and self._unbalanced(i, j, breaks)
                and self._balanced_exists(i, j, len(breaks))
            ):
                verdicts.append(Verdict.UNBALANCED)
        return verdicts

    def _unbalanced(self, i: int, j: int, breaks: tuple[int, ...]) -> bool:
        """Whether a line is under a third as wide as the widest."""
        widths = [self.width(a, b) for a, b in itertools.pairwise((i, *breaks, j))]
        return 3 * min(widths) < max(widths)

    def _balanced_exists(self, i: int, j: int, count: int) -> bool:
        """Whether the cue has a layout with ``count`` breaks, each at an
        acceptable boundary, none unbalanced (memoised)."""
        key = (i, j, count)
        found = self._balanced.get(key)
        if found is None:
            found = self._balanced[key] = self._find_balanced(i, j, count)
        return found

    def _find_balanced(self, i: int, j: int, count: int) -> bool:
        return any(
            all(self.acceptable[q - 1] for q in breaks) and not self._unbalanced(i, j, breaks)
            for breaks in self.line_layouts(i, j, count + 1)
        )

    def line_layouts(self, i: int, j: int, lines: int) -> list[tuple[int, ...]]:
        """Every way to break words i..j-1 into exactly ``lines`` lines that
        each fit the line width, as tuples of first-word indices of lines
        2.. (one speaker; the solver's ``layouts`` adds dialogue)."""
        cpl = self.profile.max_chars_per_line
        if lines == 1:
            return [()] if self.width(i, j) <= cpl else []
        out: list[tuple[int, ...]] = []
        for q in range(i + 1, j - lines + 2):
            if self.width(i, q) > cpl:
                break
            if not self.fits(q, j, lines - 1):
                continue
            out.extend((q, *rest) for rest in self.line_layouts(q, j, lines - 1))
        return out

    def _min_lines_between_turns(self, i: int, j: int, breaks: tuple[int, ...]) -> int:
        """Fewest lines the cue's words need, each speaker's turn on its own
        lines, less one line per turn after the first."""
        edges = [i, *(q for q in breaks if self.speaker_change(q - 1)), j]
        return sum(self.min_lines(a, b) for a, b in itertools.pairwise(edges)) - (len(edges) - 2)
