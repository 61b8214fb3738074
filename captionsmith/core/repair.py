"""The repair-mode total: the first answer counts, improvement pays.

``repair_total(totals, gain, cost)`` takes the weighted total of every
answer of an episode, in order (the first answer, then one per repair turn),
and returns the episode's total:

    total = first + gain · (final − first) − cost · (repairs that did not
    strictly improve on the answer before them)

clamped to [0, 1].  With ``0 < gain < 1``: a better first draft wins at equal
final quality; a repair that improves the answer always pays (``gain · Δ >
0``); one that does not costs ``cost`` (and loses ``gain · |Δ|`` if it made
things worse); a repaired answer never reaches a perfect first answer
(``first + gain · (1 − first) < 1`` when ``first < 1``).  This is the shape
of SCoRe's improvement bonus (ICLR 2025) and of verifiers' ``alphabet_sort``,
which counts a later attempt only when it strictly improves.  DESIGN.md says
why ``gain`` is 0.5 and ``cost`` 0.05 by default.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from captionsmith.core.limits import Limit

__all__ = ["REPAIR_TURNS", "RepairOutcome", "repair_total"]

# How many repair turns an episode may have after its first answer.
REPAIR_TURNS = Limit("repair_turns", 0, 8)


@dataclass(frozen=True, slots=True)
class RepairOutcome:
    """An episode's total and its parts (``final + credit + cost == total``)."""

    total: float
    first: float
    final: float
    credit: float  # (1 - gain) * (first - final): what the first answer adds or takes
    cost: float  # minus the cost of non-improving repairs (<= 0), clamped
    stalled: int  # repairs that did not strictly improve


def repair_total(totals: list[float], gain: float = 0.5, cost: float = 0.05) -> RepairOutcome:
    """The repair-mode total of an episode's answers (see the module doc).

    >>> o = repair_total([0.6, 0.9, 1.0])
    >>> round(o.total, 3), o.stalled
    (0.8, 0)
    >>> repair_total([0.9, 0.9]).total < 0.9 < repair_total([0.9, 1.0]).total
    True
    >>> repair_total([1.0]).total
    1.0
    """
    if not totals:
        raise ValueError("an episode has at least one answer")
    if not 0 < gain < 1:
        raise ValueError(f"gain must be between 0 and 1 (exclusive), got {gain}")
    if cost < 0:
        raise ValueError(f"cost must be >= 0, got {cost}")
    first, final = totals[0], totals[-1]
    stalled = sum(b <= a for a, b in itertools.pairwise(totals))
    earned = first + gain * (final - first)
    charge = min(cost * stalled, max(0.0, earned))
    total = min(1.0, max(0.0, earned - charge))
    return RepairOutcome(total, first, final, (1 - gain) * (first - final), -charge, stalled)
