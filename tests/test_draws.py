"""The streams' own draws (core/draws.py): pinned values that no Python
version may move, the standard methods' results on this interpreter, and
no stream code that draws through the methods Python may change."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from captionsmith.core.draws import below, between, exponential, pick, shuffle

PACKAGE = Path(__file__).parents[1] / "captionsmith"


def test_pinned_draws() -> None:
    # Fixed now: a Python whose randint or choice changed would still give these.
    r = random.Random("captionsmith/draws")
    assert [below(r, n) for n in (1, 2, 3, 10, 1000, 10**9)] == [0, 1, 1, 4, 982, 116142276]
    assert [between(r, a, b) for a, b in ((0, 1500), (80, 600), (-5, 5), (7, 7))] == [
        173,
        550,
        -3,
        7,
    ]
    assert [pick(r, "abcdefg") for _ in range(5)] == ["c", "e", "b", "f", "g"]
    items = list(range(10))
    shuffle(r, items)
    assert items == [8, 3, 7, 4, 6, 0, 9, 2, 5, 1]
    assert exponential(r, 1 / 7000) == 491.0013926612266


@given(st.text(max_size=8), st.lists(st.integers(1, 2**40), min_size=1, max_size=20))
def test_the_same_draws_as_the_standard_methods(seed: str, sizes: list[int]) -> None:
    # On this interpreter: what the streams drew before they drew here.
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in sizes:
        event("a rejected draw" if n & (n - 1) and n > 2 else "n a power of two or small")
        assert below(ours, n) == theirs.randrange(n)
        assert between(ours, -n, n) == theirs.randint(-n, n)
        assert pick(ours, range(n)) == theirs.choice(range(n))
        assert exponential(ours, 1 / n) == theirs.expovariate(1 / n)
    items, same = list(range(len(sizes) + 1)), list(range(len(sizes) + 1))
    shuffle(ours, items)
    theirs.shuffle(same)
    assert items == same
    assert ours.random() == theirs.random()  # and the streams are at the same place


@pytest.mark.parametrize("bad", [0, -3])
def test_an_empty_range_is_refused(bad: int) -> None:
    with pytest.raises(ValueError, match="nothing to draw below"):
        below(random.Random(1), bad)
    with pytest.raises(ValueError, match="nothing to draw below"):
        pick(random.Random(1), [])


def test_no_stream_draws_through_the_methods_python_may_change() -> None:
    method = re.compile(r"\.(randint|randrange|choice|choices|shuffle|sample|expovariate)\(")
    found = [
        f"{path.relative_to(PACKAGE)}:{number}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "draws.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if method.search(line) and not line.lstrip().startswith(">>>")
    ]
    assert found == []
