"""Tally the blind review of short Chinese subtitle events, and check the
unmarked Chinese fixture against it.

    python scripts/line_review.py

``tests/fixtures/languages/zh_line_review.tsv`` holds twenty events in two
layouts each, one with a line break and one without, and what two cold
readers (experienced zh-Hans subtitlers and QC reviewers by instruction)
would deliver.  Twelve are two-line cues of the unmarked fixture as it was
first written, whose words fit on one 16-character line; eight are controls,
one-line cues of it split at a phrase boundary.  The script prints, per
source, how often each reader chose one line, two lines or either, and how
many of the fixture's reviewed cues it still writes on two lines.
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "tests" / "fixtures" / "languages"
REVIEW = FIXTURES / "zh_line_review.tsv"
READERS = ("reader 1", "reader 2")


def rows(path: Path = REVIEW) -> list[dict[str, str]]:
    """The review's rows (comment lines dropped)."""
    with path.open(encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t"))


def choices(found: list[dict[str, str]]) -> Counter[tuple[str, str, str]]:
    """(source, reader, "one line" / "two lines" / "either") counts."""
    out: Counter[tuple[str, str, str]] = Counter()
    for row in found:
        for reader in READERS:
            choice = row[reader]
            kind = (
                "either"
                if choice == "either"
                else ("two lines" if choice == row["two_lines"] else "one line")
            )
            out[row["source"], reader, kind] += 1
    return out


def two_line_fixture_cues(found: list[dict[str, str]]) -> list[str]:
    """The reviewed fixture cues the unmarked fixture still breaks in two
    lines (its units join a cue's words without spaces, ``/`` a line break)."""
    text = (FIXTURES / "unmarked_zh.txt").read_text(encoding="utf-8")
    cues = [
        "/".join(re.sub(r"\[[A-Z]\]|~| ", "", line) for line in cue.split(" / "))
        for unit in text.splitlines()
        if not unit.startswith("#")
        for cue in unit.split(" // ")
    ]
    out = []
    for row in found:
        if row["source"] != "fixture":
            continue
        layout = row["layout A"] if row["two_lines"] == "A" else row["layout B"]
        first, second = (part.replace(" ", "") for part in layout.split("⏎"))
        if any(f"{first}/{second}" in cue for cue in cues):
            out.append(f"{first} / {second}")
    return out


def main() -> None:
    found = rows()
    counts = choices(found)
    print("| source | events | reader | one line | two lines | either |")
    print("| --- | --- | --- | --- | --- | --- |")
    for source in ("fixture", "control"):
        n = sum(row["source"] == source for row in found)
        for reader in READERS:
            c = [counts[source, reader, kind] for kind in ("one line", "two lines", "either")]
            print(f"| {source} | {n} | {reader} | {c[0]} | {c[1]} | {c[2]} |")
    left = two_line_fixture_cues(found)
    print(f"\nreviewed fixture cues still on two lines in unmarked_zh.txt: {len(left)}")
    for cue in left:
        print(f"  {cue}")


if __name__ == "__main__":
    main()
