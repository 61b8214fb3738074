"""The bounds of an integer knob, stated once, with one message per mistake.

A :class:`Limit` names a knob and its inclusive range.  The module that owns
the knob defines it next to its dataclass (``generator.DIFFICULTY``,
``tasks.SEED`` ...), and every entry point derives its check from it: the
dataclass's ``__post_init__`` (:meth:`Limit.check`), argparse
(:meth:`Limit.parse`, which names the flag) and the taskset's pydantic
fields (a validator that calls :meth:`Limit.check`).  So the command line
and the taskset accept and refuse the same values, with the same words.

Pure standard library.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

__all__ = ["Limit"]


@dataclass(frozen=True, slots=True)
class Limit:
    """An integer knob ``name`` allowed from ``low`` to ``high`` inclusive.

    >>> Limit("difficulty", 1, 5).check(3)
    3
    >>> Limit("difficulty", 1, 5).check(7)
    Traceback (most recent call last):
    ...
    ValueError: difficulty must be an integer from 1 to 5, got 7
    """

    name: str
    low: int
    high: int

    def message(self, value: object) -> str:
        return f"{self.name} must be an integer from {self.low} to {self.high}, got {value!r}"

    def ok(self, value: object) -> bool:
        return type(value) is int and self.low <= value <= self.high

    def check(self, value: object) -> int:
        """``value`` when it is an int in range, else ValueError naming the knob."""
        if not self.ok(value):
            raise ValueError(self.message(value))
        assert isinstance(value, int)
        return value

    def parse(self, text: str) -> int:
        """An argparse ``type``: the same check, for a flag's text.

        >>> Limit("seed", 0, 9).parse("x")
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: seed must be an integer from 0 to 9, got 'x'
        """
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(self.message(text)) from None
        if not self.ok(value):
            raise argparse.ArgumentTypeError(self.message(value))
        return value
