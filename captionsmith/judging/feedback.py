"""The checker's findings on an answer, as the message a repair turn sends.

``render_feedback(report)`` turns a :class:`~captionsmith.judging.scoring.ScoreReport`
into a short, deterministic message: its findings
(:class:`captionsmith.core.findings.Finding`, the list ``check`` prints too),
answer-wide ones first, then each cue's.  They name only what the answer
did and what the prompt already states (the words, their times and the
profile), never the hidden reference's times or layout.  Each cue's breach
is stated once, by the finding that says most about it
(:func:`captionsmith.core.findings.stated_once`: an overlong cue is "its
words cannot form one cue: they are spoken over …", not that and a
duration finding besides), so the limit covers distinct problems.  At most
:data:`MAX_FINDINGS` findings are listed, then how many were left out.
It ends with the same output contract as the first prompt.
"""

from __future__ import annotations

from captionsmith.core.findings import stated_once
from captionsmith.judging.prompt import OUTPUT_CONTRACT
from captionsmith.judging.scoring import ScoreReport

__all__ = ["FEEDBACK_HEADER", "MAX_FINDINGS", "render_feedback"]

FEEDBACK_HEADER = "The subtitle checker found problems in your SRT."
MAX_FINDINGS = 12


def render_feedback(report: ScoreReport) -> str:
    """The repair message for an imperfect answer.

    >>> from captionsmith.core.findings import Finding
    >>> r = ScoreReport(findings=(
    ...     Finding("words", "missing", "1 of the transcript's words missing or misspelled: "
    ...             "'Paris,' (00:00:03,200)"),
    ...     Finding("timing", "start", "starts 0.400 s after its first word 'So' (00:00:04,100)",
    ...             cue=2),
    ...     Finding("profile", "chars_per_line", "46 characters on line 1, limit 42", cue=4)))
    >>> print(render_feedback(r).split("Answer with")[0].strip())
    The subtitle checker found problems in your SRT.
    - 1 of the transcript's words missing or misspelled: 'Paris,' (00:00:03,200)
    - cue 2: starts 0.400 s after its first word 'So' (00:00:04,100)
    - cue 4: chars_per_line: 46 characters on line 1, limit 42
    Fix them and write the whole corrected SRT again, following all the rules of the task.
    """
    found = [str(f) for f in stated_once(list(report.findings))] or [
        "the answer does not yet earn full credit"
    ]
    lines = [FEEDBACK_HEADER]
    lines += [f"- {item}" for item in found[:MAX_FINDINGS]]
    if len(found) > MAX_FINDINGS:
        lines.append(f"- ({len(found) - MAX_FINDINGS} more findings left out)")
    lines.append(
        "Fix them and write the whole corrected SRT again, following all the rules of the task."
    )
    lines.append(OUTPUT_CONTRACT)
    return "\n".join(lines)
