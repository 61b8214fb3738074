"""Integer draws for the task streams, on ``getrandbits`` alone.

Python promises that ``random()`` gives the same sequence from the same seed
in every version, and says that its other algorithms are "subject to change
across Python versions": ``randrange``, ``randint``, ``choice``,
``shuffle`` and ``expovariate`` included (``uniform``'s formula is in the
documentation).  A task must be the same under every Python this package
supports, so the streams draw here: for integers the algorithm CPython has
used since 3.2 (rejection sampling on ``getrandbits(n.bit_length())``), and
CPython's formula for the exponential, written out.  On CPython the results
are the standard methods' own, draw for draw, so no stream moved when they
came in (and skipping the methods' argument checks makes a task about 1 %
faster).

Contract: pure functions of the ``random.Random`` passed in, consuming
exactly what the standard method would; an empty range raises ``ValueError``.
"""

from __future__ import annotations

import math
import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

__all__ = ["below", "between", "exponential", "pick", "shuffle"]

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A uniform integer in ``[0, n)``: ``rng.randrange(n)``.

    >>> below(random.Random(7), 10) == random.Random(7).randrange(10)
    True
    """
    if n <= 0:
        raise ValueError(f"nothing to draw below {n}")
    bits = n.bit_length()  # not (n - 1): n may be 1
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r


def between(rng: random.Random, low: int, high: int) -> int:
    """A uniform integer in ``[low, high]``, both ends included: ``rng.randint(low, high)``.

    >>> between(random.Random(7), 80, 600) == random.Random(7).randint(80, 600)
    True
    """
    return low + below(rng, high - low + 1)


def pick(rng: random.Random, items: Sequence[T]) -> T:
    """One of ``items``, uniformly: ``rng.choice(items)``.

    >>> pick(random.Random(7), "abc") == random.Random(7).choice("abc")
    True
    """
    return items[below(rng, len(items))]


def shuffle(rng: random.Random, items: MutableSequence[T]) -> None:
    """Shuffle ``items`` in place: ``rng.shuffle(items)`` (Fisher-Yates from the end).

    >>> a, b = list(range(9)), list(range(9))
    >>> shuffle(random.Random(7), a); random.Random(7).shuffle(b); a == b
    True
    """
    for i in reversed(range(1, len(items))):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def exponential(rng: random.Random, rate: float) -> float:
    """An exponential draw of mean ``1 / rate``: ``rng.expovariate(rate)``.

    >>> exponential(random.Random(7), 0.5) == random.Random(7).expovariate(0.5)
    True
    """
    return -math.log(1.0 - rng.random()) / rate
