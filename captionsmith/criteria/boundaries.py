"""Where a transcript's units may break, and the tables the rules look
boundaries up in (definitions: :mod:`captionsmith.criteria.rules`).

* :func:`natural_boundaries`: whether the boundary after each unit is
  natural (punctuation, a change of speaker, or a silence of at least
  :data:`NATURAL_PAUSE_MS` between two phrases, of at least
  :data:`LONG_SILENCE_MS` inside a phrase) and whether it is acceptable
  (natural, or between phrases); a dangling boundary is neither, the
  transcript's end both.
* :func:`latest_starts`, :func:`previous_flagged`, :func:`next_flagged`,
  :func:`first_flagged_from`: index tables over per-unit flags (where the
  sentence holding each unit starts, the nearest acceptable boundary on
  either side, the next change of speaker).
* :func:`forced_cue_boundaries`: which unacceptable cue boundaries are
  forced, from the acceptable boundaries and the feasible ends;
  :func:`cue_end_verdicts`: the verdict of a cue end at each boundary from
  these alone, for the solver.

Contract: pure functions of lists, one entry per unit (word index k is the
boundary after word k); no profile, no measuring.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from captionsmith.core.verdicts import Verdict
from captionsmith.languages import BreakClass

__all__ = [
    "LONG_SILENCE_MS",
    "NATURAL_PAUSE_MS",
    "cue_end_verdicts",
    "first_flagged_from",
    "forced_cue_boundaries",
    "latest_starts",
    "natural_boundaries",
    "next_flagged",
    "previous_flagged",
]

NATURAL_PAUSE_MS = 250
LONG_SILENCE_MS = 1000


def natural_boundaries(
    classes: Sequence[BreakClass], pauses: Sequence[int], turns: Sequence[bool]
) -> tuple[list[bool], list[bool]]:
    """Whether the boundary after each unit is natural, and whether it is
    acceptable; ``pauses[k]`` is the silence after unit k, ``turns[k]``
    whether the speaker changes after it.

    >>> P, I, D = BreakClass.PHRASE, BreakClass.INSIDE, BreakClass.DANGLING
    >>> natural_boundaries([P, I, I, D, P], [300, 300, 1000, 2000, 0], [False] * 5)
    ([True, False, True, False, True], [True, False, True, False, True])
    """
    n = len(turns)
    natural, acceptable = [], []
    for k in range(n):
        # The transcript's end is natural; a dangling boundary never is.
        if k == n - 1 or classes[k] is BreakClass.DANGLING:
            natural.append(k == n - 1)
            acceptable.append(k == n - 1)
        else:
            pause = pauses[k]
            # A short pause inside a phrase is a hesitation, not a place to
            # break ("agreed to ... review"); a long silence is.
            nat = (
                classes[k] is BreakClass.PUNCTUATION
                or (pause >= NATURAL_PAUSE_MS and classes[k] is BreakClass.PHRASE)
                or (pause >= LONG_SILENCE_MS and classes[k] is BreakClass.INSIDE)
                or turns[k]
            )
            natural.append(nat)
            acceptable.append(nat or classes[k] is BreakClass.PHRASE)
    return natural, acceptable


def latest_starts(ends: Sequence[bool]) -> list[int]:
    """For each unit, the latest unit at or before it that follows an end
    (0 if none): where the sentence holding it starts.

    >>> latest_starts([False, True, False, False, True, False])
    [0, 0, 2, 2, 2, 5]
    """
    start = [0] * len(ends)
    for k in range(1, len(ends)):
        start[k] = k if ends[k - 1] else start[k - 1]
    return start


def previous_flagged(flags: Sequence[bool]) -> list[int]:
    """For each k, the last k' < k with ``flags[k']``, or -1.

    >>> previous_flagged([False, True, False, True])
    [-1, -1, 1, 1]
    """
    out = []
    last = -1
    for k in range(len(flags)):
        out.append(last)
        if flags[k]:
            last = k
    return out


def next_flagged(flags: Sequence[bool]) -> list[int]:
    """For each k, the first k' > k with ``flags[k']``, or the last index.

    >>> next_flagged([True, False, True, False, False])
    [2, 2, 4, 4, 4]
    """
    n = len(flags)
    out = [n - 1] * n
    following = n - 1
    for k in range(n - 1, -1, -1):
        out[k] = following
        if flags[k]:
            following = k
    return out


def first_flagged_from(flags: Sequence[bool]) -> list[int]:
    """For each k up to ``len(flags)``, the first k' >= k with
    ``flags[k']``, or ``len(flags)``.

    >>> first_flagged_from([False, True, False])
    [1, 1, 3, 3]
    """
    n = len(flags)
    out = [n] * (n + 1)
    for k in range(n - 1, -1, -1):
        out[k] = k if flags[k] else out[k + 1]
    return out


def forced_cue_boundaries(
    acceptable: Sequence[bool], feasible_ends: Callable[[int], list[int]]
) -> list[bool]:
    """Whether an unacceptable cue boundary after word k is forced: no
    cue from an acceptable position to an acceptable position holds
    words k and k+1 (``feasible_ends(i)``: the ends of the cues from i).

    >>> forced_cue_boundaries([True, False, True], lambda i: [e for e in (i + 1, i + 2) if e <= 3])
    [True, False, True]
    """
    n = len(acceptable)
    reach = [0] * (n + 1)  # the farthest acceptable end of a cue starting at or before k
    best = 0
    for i in range(n):
        if i == 0 or acceptable[i - 1]:
            ends = [e for e in feasible_ends(i) if acceptable[e - 1]]
            if ends:
                best = max(best, ends[-1])
        reach[i] = best
    return [reach[k] < k + 2 for k in range(n)]


def cue_end_verdicts(
    base: Sequence[Verdict | None], forced: Sequence[bool]
) -> list[Verdict | None]:
    """For each boundary of ``base`` (the boundary verdicts of a transcript,
    or of its first words), the verdict of a cue ending there from the words
    alone: NATURAL at the transcript's end (``len(forced)`` units), FORCED
    where an unacceptable boundary is forced, None where no cue may end
    (unnatural and not forced, or dangling); the rules'
    ``cue_end_verdict`` before its sentence test.

    >>> S, D = Verdict.SYNTACTIC, Verdict.DANGLING
    >>> [v and v.name for v in cue_end_verdicts([S, None, None, D, S], [0, 1, 0, 0, 0])]
    ['SYNTACTIC', 'FORCED', None, None, 'NATURAL']
    """
    last = len(forced) - 1
    out: list[Verdict | None] = []
    for k, v in enumerate(base):
        if k >= last:
            v = Verdict.NATURAL
        elif v is None:
            v = Verdict.FORCED if forced[k] else None
        elif v is Verdict.DANGLING:
            v = None
        out.append(v)
    return out
