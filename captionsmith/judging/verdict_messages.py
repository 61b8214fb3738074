"""What each segmentation finding says: why a span cannot be a cue, and the
message of each boundary verdict, in the profile language's units.

Contract: pure; reads the rules' precomputed facts (:class:`SegmentationRules`)
and returns :class:`~captionsmith.core.findings.Finding` objects for the
scorer (:mod:`captionsmith.judging.scoring`) to report.
"""

from __future__ import annotations

from captionsmith.core.findings import Finding, seconds
from captionsmith.criteria.cue_records import Layout
from captionsmith.criteria.rules import SegmentationRules, Verdict

__all__ = ["infeasible", "verdict_findings"]


def infeasible(t: SegmentationRules, layout: Layout, cue: int) -> Finding:
    """Why words i..j-1 cannot be one cue: too wide, spoken too long, or
    (else) not timeable within the duration, reading-speed and gap rules."""
    i, j, p = layout.start, layout.end, t.profile
    first, last = t.words[i].text, t.words[j - 1].text
    unit = t.measure.label
    lines = t.min_lines(i, j)
    spoken = t.ends[j - 1] - t.starts[i]
    turn = t.turn(i, j)
    if turn == -1:
        why = "they hold three or more turns"
    elif lines > p.max_lines:
        if turn is not None:
            why = f"a speaker's words do not fit one line of {p.max_chars_per_line} {unit}"
        elif lines >= 1 << 30:
            why = f"a word is wider than a line of {p.max_chars_per_line} {unit}"
        else:
            why = f"they need {lines} lines of {p.max_chars_per_line} {unit}, limit {p.max_lines}"
    elif spoken > p.max_duration_ms:
        why = f"they are spoken over {seconds(spoken)} s, maximum {seconds(p.max_duration_ms)} s"
    else:
        why = "no timing meets the duration, reading-speed and gap limits around them"
    return Finding(
        "segmentation",
        "infeasible",
        f"its {j - i} words, {first!r} to {last!r}, cannot form one cue: {why}",
        cue=cue,
        words=(first, last),
    )


def verdict_findings(
    t: SegmentationRules, layout: Layout, verdicts: list[Verdict], cue: int
) -> list[Finding]:
    """A finding for each imperfect verdict of a cue.  ``verdicts`` is
    :meth:`~captionsmith.criteria.rules.SegmentationRules.layout_verdicts`' list
    (one per line break, then the layout's own) and the cue end's verdict,
    then DASH if the dashes are wrong."""
    out = []
    i, j, breaks = layout.start, layout.end, layout.breaks
    lines = len(breaks) + 1
    for m, v in enumerate(verdicts):
        if v.ok:
            continue
        if m < len(breaks):
            where, q = f"line {m + 1}", breaks[m]
        elif v in (Verdict.MIXED_SPEAKERS, Verdict.NEEDLESS, Verdict.UNBALANCED, Verdict.DASH):
            where, q = "", j
        else:
            where, q = "the cue", j
        before = t.words[q - 1].text
        after = t.words[q].text if q < len(t) else ""
        if v is Verdict.DANGLING:
            message = f"{where} ends on {before!r}, which belongs with the next word {after!r}"
        elif v is Verdict.UNNATURAL:
            message = f"{where} ends inside a phrase, between {before!r} and {after!r}"
        elif v is Verdict.ORPHAN:
            opening = " ".join(w.text for w in t.words[t.sentence_start[q - 1] : q])
            message = f"{where} ends on {opening!r}, the start of a sentence it leaves for later"
        elif v is Verdict.FRAGMENT:
            opening = " ".join(w.text for w in t.words[t.sentence_start[q - 1] : q])
            message = f"{where} runs on into part of the next sentence ({opening!r})"
        elif v is Verdict.SPLIT:
            message = (
                f"{where} ends between {before!r} and {after!r}, inside a clause, where its "
                "words and the next cue's fit in one cue: break the line there instead"
            )
        elif v is Verdict.NEEDLESS:
            message = f"uses {lines} lines where {t.min_lines(i, j)} hold its words"
        elif v is Verdict.UNBALANCED:
            unit = t.measure
            shown = [unit.in_profile_units(w) for w in t.line_widths(i, j, breaks)]
            message = (
                f"has lines of {', '.join(f'{w:g}' for w in shown)} {unit.label}, "
                "one under a third of another, "
                "where a balanced layout fits"
            )
        elif v is Verdict.MIXED_SPEAKERS:
            message = (
                "holds three or more turns: give each turn its own cue"
                if t.turn(i, j) == -1
                else "puts two speakers' words on one line: give each speaker one line"
            )
        elif t.has_speakers:  # DASH
            message = "needs a dialogue dash at the start of each speaker's line, and only there"
        else:  # DASH without speaker labels: there is no turn to mark
            message = (
                "opens a line with a dialogue dash, but the words have no speakers: "
                "there is no change of speaker to mark"
            )
        out.append(Finding("segmentation", v.name.lower(), message, cue=cue, words=(before, after)))
    return out
