"""The checker's findings on an answer, as the message a repair turn sends.

``render_feedback(report)`` turns a :class:`~captionsmith.scoring.ScoreReport`
into a short, deterministic message: the parse error and its line; the
missing or misspelled and the invented words; each broken profile rule with
its numbers; dangling, unnatural and impossible breaks; mistimed cues.  It
names only what the answer did and what the prompt already states (the
words and the profile), never the hidden reference's times or layout.  At
most :data:`MAX_FINDINGS` findings are listed, then how many were left out.
It ends with the same output contract as the first prompt.
"""

from __future__ import annotations

from captionsmith.prompt import OUTPUT_CONTRACT
from captionsmith.scoring import ScoreReport

__all__ = ["FEEDBACK_HEADER", "MAX_FINDINGS", "MAX_WORDS_SHOWN", "render_feedback"]

FEEDBACK_HEADER = "The subtitle checker found problems in your SRT."
MAX_FINDINGS = 12
MAX_WORDS_SHOWN = 8


def _words(label: str, words: list[str]) -> str:
    shown = ", ".join(repr(w) for w in words[:MAX_WORDS_SHOWN])
    more = f" and {len(words) - MAX_WORDS_SHOWN} more" if len(words) > MAX_WORDS_SHOWN else ""
    return f"{label}: {shown}{more}"


def _findings(report: ScoreReport) -> list[str]:
    if report.parse_error is not None:
        where = f"line {report.parse_error_line}: " if report.parse_error_line else ""
        return [f"it is not valid SRT: {where}{report.parse_error}"]
    found = []
    if report.missing:
        found.append(_words("words missing or misspelled", report.missing))
    if report.invented:
        found.append(_words("words or symbols not in the transcript", report.invented))
    if report.changed:
        pairs = [f"{a} (should be {s})" for a, s in report.changed]
        found.append(_words("capitals or punctuation changed", pairs))
    per_cue = [(int(p.split(":")[0].removeprefix("cue ")), p) for p in report.problems]
    for label, cues in (
        (
            "ends a line or the cue on an article, preposition, conjunction or possessive",
            report.connector_endings,
        ),
        (
            "breaks inside a phrase, strands the start or a fragment of a sentence, "
            "or lays out its lines needlessly or unevenly",
            report.unnatural_boundaries,
        ),
        ("holds words that cannot form one cue under the constraints", report.infeasible_spans),
        ("puts two speakers' words on one line, or holds three turns", report.mixed_speakers),
        (
            "needs a dialogue dash at the start of each speaker's line, and only there",
            report.dialogue_dashes,
        ),
        ("is not timed to its words", report.mistimed_cues),
    ):
        per_cue += [(n, f"cue {n}: {label}") for n in cues]
    per_cue.sort(key=lambda item: item[0])  # stable: each cue's findings together
    return found + [text for _, text in per_cue]


def render_feedback(report: ScoreReport) -> str:
    """The repair message for an imperfect answer.

    >>> r = ScoreReport(problems=["cue 4: chars_per_line: 46 characters on line 1, limit 42"],
    ...                 missing=["Paris,"], mistimed_cues=[2])
    >>> print(render_feedback(r).split("Answer with")[0].strip())
    The subtitle checker found problems in your SRT.
    - words missing or misspelled: 'Paris,'
    - cue 2: is not timed to its words
    - cue 4: chars_per_line: 46 characters on line 1, limit 42
    Fix them and write the whole corrected SRT again, following all the rules of the task.
    """
    found = _findings(report) or ["the answer does not yet earn full credit"]
    lines = [FEEDBACK_HEADER]
    lines += [f"- {item}" for item in found[:MAX_FINDINGS]]
    if len(found) > MAX_FINDINGS:
        lines.append(f"- ({len(found) - MAX_FINDINGS} more findings left out)")
    lines.append(
        "Fix them and write the whole corrected SRT again, following all the rules of the task."
    )
    lines.append(OUTPUT_CONTRACT)
    return "\n".join(lines)
