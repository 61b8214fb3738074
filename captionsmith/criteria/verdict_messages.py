"""What each segmentation finding says: why a span cannot be a cue, and the
message of each boundary verdict, in the profile language's units.

Contract: pure; reads the rules' precomputed facts (:class:`SegmentationRules`)
and returns :class:`~captionsmith.core.findings.Finding` objects for the
per-cue judgement (:mod:`captionsmith.criteria.cue_judgement`) to report.
"""

from __future__ import annotations

from captionsmith.core.findings import Finding, seconds
from captionsmith.core.verdicts import Verdict
from captionsmith.criteria.checks import width_unit
from captionsmith.criteria.cue_records import Layout
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.weak_breaks import stronger_break

__all__ = ["infeasible", "split_word", "verdict_findings"]


def infeasible(t: SegmentationRules, layout: Layout, cue: int) -> Finding:
    """Why words i..j-1 cannot be one cue: too wide, spoken too long, or
    (else) not timeable within the duration, reading-speed and gap rules.
    The finding ``covers`` the rules of the cue its reason implies (too
    many turns: ``mixed_speakers``; too wide: ``lines`` and
    ``chars_per_line``; spoken too long: ``max_duration``), so
    :func:`captionsmith.core.findings.stated_once` tells a reader the
    breach once, with its cause; when no timing fits, the profile findings
    keep their numbers and this finding adds the cause.

    >>> from captionsmith.core.profile import Profile
    >>> from captionsmith.core.words import Word
    >>> t = SegmentationRules([Word("Ready?", 0, 9000)], Profile())
    >>> str(infeasible(t, Layout(0, (), 1), 1))
    "cue 1: its word 'Ready?' cannot form one cue: it is spoken over 9.000 s, maximum 6.000 s"
    """
    i, j, p = layout.start, layout.end, t.profile
    first, last = t.words[i].text, t.words[j - 1].text
    unit = width_unit(t.language)
    one = j - i == 1
    they, are, them = ("it", "is", "it") if one else ("they", "are", "them")
    lines = t.min_lines(i, j)
    spoken = t.ends[j - 1] - t.starts[i]
    turn = t.turn(i, j)
    covers: tuple[str, ...]
    if turn == -1:
        why, covers = f"{they} hold three or more turns", ("mixed_speakers",)
    elif lines > p.max_lines:
        covers = ("lines", "chars_per_line")
        if turn is not None:
            why = f"a speaker's words do not fit one line of {p.max_chars_per_line} {unit}"
        elif lines >= 1 << 30:
            wider = "it is" if one else "a word is"
            why = f"{wider} wider than a line of {p.max_chars_per_line} {unit}"
        else:
            need = "it needs" if one else "they need"
            why = f"{need} {lines} lines of {p.max_chars_per_line} {unit}, limit {p.max_lines}"
    elif spoken > p.max_duration_ms:
        covers = ("max_duration",)
        why = (
            f"{they} {are} spoken over {seconds(spoken)} s, maximum {seconds(p.max_duration_ms)} s"
        )
    else:  # the profile findings give the numbers; this gives the cause
        covers = ()
        why = f"no timing meets the duration, reading-speed and gap limits around {them}"
    if one:
        words = f"its word {first!r}"
    elif j - i == 2:
        words = f"its 2 words, {first!r} and {last!r},"
    else:
        words = f"its {j - i} words, {first!r} to {last!r},"
    return Finding(
        "segmentation",
        "infeasible",
        f"{words} cannot form one cue: {why}",
        cue=cue,
        words=(first, last),
        covers=covers,
    )


def split_word(t: SegmentationRules, layout: Layout, q: int, left: str, right: str) -> str | None:
    """The message for a line that ends inside a word of the transcript
    (``left`` ends with the word's first part, ``right`` starts with the
    rest), or None: a word near the break ``q`` split where it was split.

    >>> from captionsmith.core.profile import resolve_profile
    >>> from captionsmith.core.words import Word
    >>> words = [Word(w, 400 * k, 400 * k + 300) for k, w in enumerate(["その", "キャンプ場", "は"])]
    >>> t = SegmentationRules(words, resolve_profile("default", "ja"))
    >>> split_word(t, Layout(0, (2,), 3), 2, "そのキャン", "プ場は")
    "ends inside the word 'キャンプ場', between 'キャン' and 'プ場'"
    """
    spaced = t.measure.spaced
    left, right = left.rstrip(), right.lstrip()
    for k in range(max(layout.start, q - 2), min(layout.end, q + 2)):
        word = t.words[k].text
        for cut in range(1, len(word)):
            head, tail = word[:cut], word[cut:]
            rest = tail.rstrip(_MARKS) or tail
            if not (left.endswith(head) and right.startswith(rest)):
                continue
            before = left[: len(left) - len(head)]
            after = right[len(rest) :]
            if spaced and (before[-1:].isalnum() or after[:1].isalnum()):
                continue  # part of a longer word, not this one split
            return f"ends inside the word {word!r}, between {head!r} and {rest!r}"
    return None


_MARKS = ".,;:!?…。、，！？；："


def verdict_findings(
    t: SegmentationRules,
    layout: Layout,
    verdicts: list[Verdict],
    cue: int,
    lines: tuple[str, ...] = (),
) -> list[Finding]:
    """A finding for each imperfect verdict of a cue.  ``verdicts`` is
    :meth:`~captionsmith.criteria.rules.SegmentationRules.layout_verdicts`' list
    (one per line break, then the layout's own) and the cue end's verdict,
    then DASH if the dashes are wrong.  ``lines``: the cue's displayed lines
    that show a word, one more than its breaks; a line break inside a word
    is then reported where the word was split (:func:`split_word`)."""
    out = []
    i, j, breaks = layout.start, layout.end, layout.breaks
    count = len(breaks) + 1
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
        inside = (
            split_word(t, layout, q, lines[m], lines[m + 1])
            if m < len(breaks) and len(lines) == len(breaks) + 1
            else None
        )
        if inside is not None:
            message = f"{where} {inside}"
        elif v is Verdict.DANGLING:
            message = f"{where} ends on {before!r}, which belongs with the next word {after!r}"
        elif v is Verdict.UNNATURAL:
            message = f"{where} ends inside a phrase, between {before!r} and {after!r}"
        elif v is Verdict.WEAK:
            better = stronger_break(t, i, j, breaks, m)
            assert better is not None  # WEAK only where a better break exists
            at = (
                f"after {t.words[better - 1].text!r}, where a sentence ends,"
                if t.sentence_end[better - 1]
                else f"before {t.words[better].text!r}, where a clause starts,"
            )
            message = (
                f"{where} breaks between {before!r} and {after!r}; a break {at} "
                "divides the sense and keeps the lines balanced: break there"
            )
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
        elif v is Verdict.COMMA_SPLIT:
            message = (
                f"{where} ends after {before!r}, inside a sentence that fits in one cue "
                "with the next cue's words: keep the sentence in one cue and break the "
                "line there instead"
            )
        elif v is Verdict.NEEDLESS:
            fewest = t.min_lines(i, j)
            message = (
                f"uses {count} lines where {fewest} {'holds' if fewest == 1 else 'hold'} its words"
            )
        elif v is Verdict.UNBALANCED:
            shown = [f"{t.measure.in_profile_units(w):g}" for w in t.line_widths(i, j, breaks)]
            other = "the other" if len(shown) == 2 else "another"
            message = (
                f"has lines of {', '.join(shown[:-1])} and {shown[-1]} "
                f"{width_unit(t.language)}, one under a third of {other}, "
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
