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
* **sentence end**: sentence punctuation, or an end the language finds
  without one (:mod:`captionsmith.languages.sentence_ends`), then punctuation.
* **natural boundary** after word k: punctuation, a change of speaker, or a
  silence before the next word of at least :data:`NATURAL_PAUSE_MS` between
  two phrases (of at least :data:`LONG_SILENCE_MS` inside a phrase: a shorter
  one is a hesitation), and the word does not dangle; the transcript's end too.
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
  break is forced where a cue boundary would be, or when the words between
  the acceptable boundaries around it (clipped to the line's start and the
  cue's end) do not fit on one line.
  A dangling boundary is never forced.
* **orphan**: a line or cue that ends on the first one or two words of a
  new sentence (the sentence started inside it and does not end there).
  **fragment**: a line or cue that holds a sentence end and then more than
  two words of the next sentence, without finishing it.  A cue's orphan or
  fragment is excused only when no feasible end from the same start is an
  acceptable boundary without one.
* A cue boundary or line break is judged at the boundary itself; for an
  answer that leaves words out, the scorer judges both readings of the
  missing words and takes the worse (see :mod:`captionsmith.judging.scoring`).
* Widths and cps count in the language's units (:mod:`captionsmith.core.measures`:
  ``profile.line_limit``, ``profile.cps_ok``), words joined as it joins them.
* **reference timing** of a cue: start at its first word's start; end at its
  last word's end, extended as far as the minimum duration and the cps
  limit require, but capped ``min_gap`` before the next word's start and at
  ``max_duration``.  The cap may pull the end before the last word's end by
  at most ``min_gap``; more than that is infeasible.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from captionsmith.core.measures import Measure, measure
from captionsmith.core.profile import Profile
from captionsmith.core.units import attach_punctuation
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria import boundaries, spans
from captionsmith.criteria.boundaries import LONG_SILENCE_MS
from captionsmith.criteria.timing_rules import CueTiming, TimingRule, timing_rule
from captionsmith.languages import BreakClass, language_pack
from captionsmith.languages.sentence_ends import break_ranks, clause_strength, sentence_ends

__all__ = ["SegmentationRules"]


@dataclass
class SegmentationRules:
    """A transcript's units (see :func:`attach_punctuation`) with the
    per-unit facts the rules need, precomputed.

    >>> from captionsmith.core.words import Word
    >>> t = SegmentationRules([Word("Hello,", 0, 400), Word("world.", 450, 900)], Profile())
    >>> t.width(0, 2), t.natural[0], t.natural[1]
    (13, True, True)
    """

    words: list[Word]
    profile: Profile
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
    strength: list[int] = field(init=False)  # a break before a clause 2, a preposition 1
    rank: list[int] = field(init=False)  # sentence_ends.break_ranks, for weak_breaks
    sentence_start: list[int] = field(init=False)
    prev_acceptable: list[int] = field(init=False)
    next_acceptable: list[int] = field(init=False)
    silence_prefix: list[int] = field(init=False)
    timing: TimingRule = field(init=False)
    cpl: int = field(init=False)  # profile.line_limit
    plain_timing: bool = field(init=False)  # _reference_end is not overridden
    latest_ends: list[int] = field(init=False)  # spans.latest_ends
    base_verdicts: list[Verdict | None] = field(init=False)  # see _base
    measure: Measure = field(init=False)
    space: int = field(init=False)  # width of the space between two words on a line
    space_chars: int = field(init=False)
    has_speakers: bool = field(init=False)
    dash_width: int = field(init=False)
    dash_chars: int = field(init=False)
    change_prefix: list[int] = field(init=False)
    next_change: list[int] = field(init=False)
    _feasible_ends: dict[int, list[int]] = field(init=False, default_factory=dict)
    _feasible_lines: dict[int, list[int]] = field(init=False, default_factory=dict)
    _forced_cue: list[bool] | None = field(init=False, default=None)
    _clean_ends: dict[int, bool] = field(init=False, default_factory=dict)
    _balanced: dict[tuple[int, int, int], bool] = field(init=False, default_factory=dict)
    _clean_cues: dict[tuple[int, int], bool] = field(init=False, default_factory=dict)  # flaws.py
    _stronger: dict[tuple[int, int], int | None] = field(init=False, default_factory=dict)
    _strong_gaps: list[int] | None = field(init=False, default=None)  # both for weak_breaks

    def __post_init__(self) -> None:
        self.words = words = attach_punctuation(self.words)
        n = len(words)
        self.measure = m = measure(self.profile.language)
        self.space, self.space_chars = m.space_width, m.space_chars
        self.widths = [m.width(w.text) for w in words]
        self.chars = [m.chars(w.text) for w in words]
        self.width_prefix = list(itertools.accumulate(self.widths, initial=0))
        self.char_prefix = list(itertools.accumulate(self.chars, initial=0))
        self.starts = [w.start_ms for w in words]
        self.ends = [w.end_ms for w in words]
        self.has_speakers = any(w.speaker is not None for w in words)
        pack = language_pack(self.profile.language)
        pauses = [self.starts[k + 1] - self.ends[k] for k in range(n - 1)] + [0]
        texts = tuple(w.text for w in words)
        turns = [self.has_speakers and k + 1 < n and self.speaker_change(k) for k in range(n)]
        self.sentence_end, self.classes = sentence_ends(
            self.language, texts, pauses, pack.break_classes(texts), turns
        )
        classes = self.classes
        tags = pack.tags(texts)
        self.strength = clause_strength(self.language, texts, tags)
        self.rank = break_ranks(self.language, texts, tags, self.strength)
        self.dangling = [c is BreakClass.DANGLING for c in classes]
        self.natural, self.acceptable = boundaries.natural_boundaries(classes, pauses, turns)
        # The latest sentence start at or before each word (0 if none), for
        # orphans and fragments; the nearest acceptable boundaries around each.
        self.sentence_start = boundaries.latest_starts(self.sentence_end)
        self.prev_acceptable = boundaries.previous_flagged(self.acceptable)
        self.next_acceptable = boundaries.next_flagged(self.acceptable)
        # Prefix counts of sentence ends and long silences after each word,
        # for the solver's cost of what a cue holds inside it.
        self.sentence_prefix = [0]
        self.silence_prefix = [0]
        for k in range(n):
            self.sentence_prefix.append(self.sentence_prefix[-1] + self.sentence_end[k])
            long_silence = k + 1 < n and self.starts[k + 1] - self.ends[k] >= LONG_SILENCE_MS
            self.silence_prefix.append(self.silence_prefix[-1] + long_silence)
        self.timing = timing_rule(self.profile)
        self.cpl = self.profile.line_limit
        self.plain_timing = type(self)._reference_end is SegmentationRules._reference_end
        self.latest_ends = spans.latest_ends(self.starts, self.ends, self.timing.min_gap_ms)
        self.base_verdicts = [
            Verdict.DANGLING if d else Verdict.NATURAL if nat else Verdict.SYNTACTIC if ok else None
            for d, nat, ok in zip(self.dangling, self.natural, self.acceptable, strict=True)
        ]
        self.dash_width = m.width(pack.dialogue_dash)
        self.dash_chars = m.chars(pack.dialogue_dash)
        self.change_prefix = list(itertools.accumulate(turns, initial=0))
        self.next_change = boundaries.first_flagged_from(turns)  # first k' >= k: a change after k'

    def __len__(self) -> int:
        return len(self.words)

    @property
    def language(self) -> str:
        return self.profile.language

    def speaker_change(self, k: int) -> bool:
        """Whether word k+1 has another (known) speaker than word k."""
        a, b = self.words[k].speaker, self.words[k + 1].speaker
        return a is not None and b is not None and a != b

    # -- measuring ---------------------------------------------------------

    def width(self, i: int, j: int) -> int:
        """Width of words i..j-1 on one line, joined as the language joins them."""
        return self.width_prefix[j] - self.width_prefix[i] + (j - i - 1) * self.space

    def cue_chars(self, i: int, j: int, lines: int) -> int:
        """Characters (for cps) of words i..j-1 laid out in ``lines`` lines
        (with the dialogue dashes of a two-speaker cue)."""
        chars = self.char_prefix[j] - self.char_prefix[i] + ((j - i) - lines) * self.space_chars
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
        cpl = self.cpl
        q = self.turn(i, j)
        if q is not None:
            if q > 0 and max(self.line_widths(i, j, (q,))) <= cpl:
                return 2
            return 1 << 30
        lines, current = 1, -self.space
        for k in range(i, j):
            c = self.widths[k]
            if c > cpl:
                return 1 << 30
            if current + self.space + c <= cpl:
                current += self.space + c
            else:
                lines += 1
                current = c
        return lines

    def fits(self, i: int, j: int, lines: int) -> bool:
        """Whether words i..j-1 fit in ``lines`` lines (fast path for one)."""
        if lines <= 0:
            return False
        if lines == 1:
            return self.width(i, j) <= self.cpl
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
        if self.plain_timing:
            after = self.starts[j] if j < len(self.words) else None
            return self.timing.feasible(self.starts[i], self.ends[j - 1], chars, after)
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
        the profile (some layout fits, and the reference timing is valid);
        see :func:`~captionsmith.criteria.spans.feasible_from`, memoised."""
        if i not in self._feasible_ends:
            self._feasible_ends[i], self._feasible_lines[i] = spans.feasible_from(self, i)
        return self._feasible_ends[i]

    def feasible_lines(self, i: int) -> list[int]:
        """``min_lines(i, j)`` for each j of ``feasible_ends(i)``, in order."""
        self.feasible_ends(i)
        return self._feasible_lines[i]

    # -- verdicts ----------------------------------------------------------------

    def _forced_cue_table(self) -> list[bool]:
        """Whether an unacceptable cue boundary after word k is forced
        (:func:`~captionsmith.criteria.boundaries.forced_cue_boundaries`), memoised."""
        if self._forced_cue is None:
            self._forced_cue = boundaries.forced_cue_boundaries(self.acceptable, self.feasible_ends)
        return self._forced_cue

    def _base(self, k: int) -> Verdict | None:
        """The verdict of the boundary after word k from the words alone
        (NATURAL at the end, else DANGLING, NATURAL, SYNTACTIC in that
        order); None when it is unacceptable but not dangling."""
        return Verdict.NATURAL if k >= len(self.words) - 1 else self.base_verdicts[k]

    def _sentence_problem(self, i: int, j: int) -> Verdict | None:
        """ORPHAN or FRAGMENT for a line or cue of words i..j-1, or None."""
        s = self.sentence_start[j - 1]
        if s <= i or self.sentence_end[j - 1] or j == len(self.words):
            return None
        return Verdict.ORPHAN if j - s <= 2 else Verdict.FRAGMENT

    def sentence_problem(self, i: int, j: int, cue: bool = False) -> Verdict | None:
        """ORPHAN or FRAGMENT of the line (or ``cue``) of words i..j-1, also
        where its boundary has a worse verdict; a cue's only when a clean
        end exists from i (as :meth:`cue_end_verdict` excuses it)."""
        problem = self._sentence_problem(i, j)
        return None if cue and problem and not self._clean_end_exists(i) else problem

    def _clean_end(self, i: int, e: int) -> bool:
        return self.acceptable[e - 1] and self._sentence_problem(i, e) is None

    def cue_end_verdict(self, i: int, j: int) -> Verdict:
        """Judge the boundary closing the cue of words i..j-1."""
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
        verdict = self._base(q - 1)
        if verdict is None:
            # Forced where a cue break would be (so a cue break is never
            # more lenient), or where the phrase is wider than a line.
            start = max(p, self.prev_acceptable[q - 1] + 1)
            end = min(j, self.next_acceptable[q - 1] + 1)
            if self._forced_cue_table()[q - 1] or self.width(start, end) > self.cpl:
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
        holds more than two turns); NEEDLESS when a one-speaker cue takes more
        lines than its words need, not a sentence a line (Netflix: "usually")
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
            fewest = self.min_lines(i, j) if min_lines is None else min_lines
            if len(breaks) + 1 > fewest and not all(self.sentence_end[q - 1] for q in breaks):
                verdicts.append(Verdict.NEEDLESS)
            elif (
                len(breaks) <= 2
                and self._unbalanced(i, j, breaks)
                and self._balanced_exists(i, j, len(breaks))
            ):
                verdicts.append(Verdict.UNBALANCED)
        return verdicts

    def _unbalanced(self, i: int, j: int, breaks: tuple[int, ...]) -> bool:
        """Whether a line is under a third as wide as the widest, unless it is
        whole sentences ("Yes." above the next one has no balanced alternative)."""
        spans = list(itertools.pairwise((i, *breaks, j)))
        widest = max(self.width(a, b) for a, b in spans)
        end = self.sentence_end
        return any(
            3 * self.width(a, b) < widest and not ((a == 0 or end[a - 1]) and end[b - 1])
            for a, b in spans
        )

    def _balanced_exists(self, i: int, j: int, count: int) -> bool:
        """Whether the cue has a layout with ``count`` breaks, each at an
        acceptable boundary, none unbalanced (memoised)."""
        key = (i, j, count)
        found = self._balanced.get(key)
        if found is None:
            found = self._balanced[key] = self._find_balanced(i, j, count)
        return found

    def _find_balanced(self, i: int, j: int, count: int) -> bool:
        if count == 1:  # two lines: _unbalanced inlined
            end, whole = self.sentence_end, i == 0 or self.sentence_end[i - 1]
            for (q,) in self.line_layouts(i, j, 2):
                a, b = self.width(i, q), self.width(q, j)
                wide = max(a, b)
                if self.acceptable[q - 1] and not (
                    (3 * a < wide and not (whole and end[q - 1]))
                    or (3 * b < wide and not (end[q - 1] and end[j - 1]))
                ):
                    return True
            return False
        return any(
            all(self.acceptable[q - 1] for q in breaks) and not self._unbalanced(i, j, breaks)
            for breaks in self.line_layouts(i, j, count + 1)
        )

    def line_layouts(self, i: int, j: int, lines: int) -> list[tuple[int, ...]]:
        """Every way to break words i..j-1 into exactly ``lines`` lines that
        each fit the line width, as tuples of first-word indices of lines
        2.. (one speaker; the solver's ``layouts`` adds dialogue)."""
        cpl = self.cpl
        if lines == 1:
            return [()] if self.width(i, j) <= cpl else []
        out: list[tuple[int, ...]] = []
        for q in range(i + 1, j - lines + 2):
            if self.width(i, q) > cpl:
                break
            if lines == 2:  # the rest is one line
                if self.width(q, j) <= cpl:
                    out.append((q,))
            elif self.fits(q, j, lines - 1):
                out.extend((q, *rest) for rest in self.line_layouts(q, j, lines - 1))
        return out
