"""The four deterministic rewards and their diagnostics.

``score(words, profile, answer)`` returns a :class:`ScoreReport` with
four scores in [0, 1] and their weighted total (weights below, summing to
1).  Formulas (DESIGN.md explains the reasons):

* An answer that fails :func:`captionsmith.core.srt.parse_answer`, whose SRT
  (after one leading ``<think>`` block) is longer than
  :func:`max_answer_chars`, or whose think block is longer than
  :data:`MAX_THINK_CHARS`, scores 0 on all four.
* One alignment (:mod:`captionsmith.criteria.alignment`) of the displayed answer
  tokens with the source words: matches, substitutions (stand at their
  word's position, earn nothing), disguises (the same, and invented too)
  and invented tokens.  ``S`` source tokens; ``kept`` matches that keep
  the source's case and punctuation; ``invented`` = unpaired answer tokens
  + disguises + one per cue with no token at all.
* **coverage** = 2·kept / (S + kept + invented).
* The other three are shares over ``S + invented``: each match earns its
  cue's credit; nothing else earns.

  - **timing**: the cue's credit is the mean of a start credit and an end
    credit, each ``max(0, 1 - error / TIMING_WINDOW_MS)``.  The start error
    is the distance from the first word's start; the end error the distance
    from :meth:`captionsmith.criteria.rules.TimingRule.end_window` for the source
    words of the cue's span (so padding the text cannot excuse a late end).
  - **constraints**: credit 1 if the cue breaks no profile rule
    (:func:`captionsmith.criteria.checks.cue_problems`), measured as displayed but
    with each word counted at least as wide and long as its source word.
  - **segmentation**: each match of a cue whose span can be a cue earns 1;
    the sum is divided by ``1 + F``, ``F`` = the flaws of every cue (in flaw
    units, :mod:`captionsmith.criteria.flaws`, judged in every layout the
    cue's shown words allow: :mod:`captionsmith.judging.segmentation`) times
    :func:`~captionsmith.criteria.flaws.flaw_unit` over ``S + invented``.
  - A cue that shows a disguise earns no constraints or segmentation credit,
    and its flaws still cost.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import lru_cache

from captionsmith.core.findings import Finding, located, seconds
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue, SrtError, format_timestamp, parse_answer, think_block_end
from captionsmith.core.surface import word_part
from captionsmith.core.text import ends_sentence
from captionsmith.core.words import Word
from captionsmith.criteria.alignment import Alignment, OutputToken, align, source_tokens
from captionsmith.criteria.checks import (
    PROFILE_RULES,
    cue_chars,
    cue_problems,
    displayed,
    line_widths,
)
from captionsmith.criteria.cue_records import (
    AnswerTokens,
    CueRecord,
    Layout,
    cue_records,
    missing_by_line,
    set_readings,
    word_findings,
)
from captionsmith.criteria.flaws import flaw_unit
from captionsmith.criteria.rules import NATURAL_PAUSE_MS, SegmentationRules, Verdict
from captionsmith.judging.segmentation import judge_segmentation

__all__ = [
    "MAX_THINK_CHARS",
    "TIMING_WINDOW_MS",
    "WEIGHTS",
    "ScoreReport",
    "max_answer_chars",
    "score",
    "score_cues",
]

WEIGHT_COVERAGE = 0.25
WEIGHT_TIMING = 0.25
WEIGHT_CONSTRAINTS = 0.30
WEIGHT_SEGMENTATION = 0.20
WEIGHTS = {
    "coverage": WEIGHT_COVERAGE,
    "timing": WEIGHT_TIMING,
    "constraints": WEIGHT_CONSTRAINTS,
    "segmentation": WEIGHT_SEGMENTATION,
}

TIMING_WINDOW_MS = 1000
# A leading <think> block has its own cap, apart from the answer's limit:
# about 50k tokens of reasoning.
MAX_THINK_CHARS = 200_000


@dataclass
class ScoreReport:
    """Scores plus what explains them."""

    coverage: float = 0.0
    timing: float = 0.0
    constraints: float = 0.0
    segmentation: float = 0.0
    total: float = 0.0
    cue_count: int = 0
    source_tokens: int = 0
    matched_tokens: int = 0
    missing_tokens: int = 0  # source tokens with no match (substituted ones included)
    substituted_tokens: int = 0  # misspellings standing at their word's position
    surface_changed: int = 0  # matches whose case or punctuation differs from the source
    invented_tokens: int = 0  # answer tokens with no source word, disguises included
    empty_cues: int = 0  # cues with no token at all; each counts as one invented token
    parse_error: str | None = None
    parse_error_line: int | None = None
    violations: dict[str, list[int]] = field(default_factory=lambda: {r: [] for r in PROFILE_RULES})
    connector_endings: list[int] = field(default_factory=list)
    unnatural_boundaries: list[int] = field(default_factory=list)
    infeasible_spans: list[int] = field(default_factory=list)
    mistimed_cues: list[int] = field(default_factory=list)
    disguised_cues: list[int] = field(default_factory=list)
    mixed_speakers: list[int] = field(default_factory=list)  # a line holds two speakers' words
    dialogue_dashes: list[int] = field(default_factory=list)  # dashes missing or misplaced
    flaw_units: float = 0.0  # the segmentation flaws' total severity (criteria.flaws)
    # Everything above as findings with their numbers, answer-wide ones
    # first, then each cue's in cue order (captionsmith.core.findings).
    findings: list[Finding] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)  # source words not matched, in order
    invented: list[str] = field(default_factory=list)  # answer tokens with no source word
    changed: list[tuple[str, str]] = field(default_factory=list)  # (answer, source) surfaces

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def max_answer_chars(words: list[Word] | tuple[Word, ...]) -> int:
    """Answers longer than this score 0 without being parsed: about 20 times
    a reference answer's size, so a padded answer cannot cost unbounded work."""
    source = sum(len(w.text) + 1 for w in words)
    return 20 * (source + 40 * max(1, len(words) // 4)) + 10_000


@lru_cache(maxsize=128)
def _prepared(
    words: tuple[Word, ...], profile: Profile
) -> tuple[SegmentationRules, list, bool, tuple[bool, ...]]:
    """The rules, the source tokens, whether the source is raw ASR (no
    sentence punctuation in any word, whatever its capitals), where
    restoring sentence case and punctuation is free, and after which words
    a restored sentence or clause may end: where the language allows a cue
    boundary, at a pause, or at the end."""
    t = SegmentationRules(list(words), profile)
    ends = tuple(
        t.acceptable[k]
        or k + 1 == len(t)
        or t.starts[k + 1] - t.ends[k] >= NATURAL_PAUSE_MS
        or (t.has_speakers and t.speaker_change(k))
        for k in range(len(t))
    )
    raw = not any(ends_sentence(w.text) for w in t.words)  # marks, not ends found without one
    return t, source_tokens(t.words), raw, ends


def _credit(error_ms: int) -> float:
    return max(0.0, 1.0 - min(error_ms, TIMING_WINDOW_MS) / TIMING_WINDOW_MS)


def _timing(t: SegmentationRules, cue: Cue, layout: Layout) -> tuple[float, list[Finding]]:
    """Start and end credit against the span's words, and what is off.  The
    end window's cps extension counts the source words of the span, as the
    reference rule does: padding the text cannot excuse a late end."""
    start = t.starts[layout.start]
    last_end = t.ends[layout.end - 1]
    chars = t.cue_chars(layout.start, layout.end, len(cue.lines))
    next_start = t.starts[layout.end] if layout.end < len(t) else None
    low, high = t.timing.end_window(start, last_end, chars, next_start)
    start_error = cue.start_ms - start
    end_error = low - cue.end_ms if cue.end_ms < low else max(0, cue.end_ms - high)
    found = []
    if start_error:
        side = "after" if start_error > 0 else "before"
        found.append(
            Finding(
                "timing",
                "start",
                f"starts {seconds(abs(start_error))} s {side} its first word "
                f"{t.words[layout.start].text!r} ({format_timestamp(start)})",
                cue=cue.index,
                measured=start_error / 1000,
                limit=0,
            )
        )
    if cue.end_ms < low:
        message = (
            f"ends {seconds(end_error)} s too early: its last word "
            f"{t.words[layout.end - 1].text!r} ends at {format_timestamp(last_end)}"
        )
        found.append(Finding("timing", "end", message, cue=cue.index, measured=-end_error / 1000))
    elif end_error:
        message = (
            f"stays on {seconds(end_error)} s longer than the profile allows after its last "
            f"word {t.words[layout.end - 1].text!r} ends ({format_timestamp(last_end)})"
        )
        found.append(Finding("timing", "end", message, cue=cue.index, measured=end_error / 1000))
    return (_credit(abs(start_error)) + _credit(end_error)) / 2, found


def _measure(
    t: SegmentationRules, cue: Cue, rewritten: list[OutputToken], missing: list[tuple[int, int]]
) -> tuple[list[int], int]:
    """Line widths and characters of a cue as the profile judges them: as
    displayed, but a token that stands for a source word counts at least as
    wide and as long as that word, and every source word of the cue's span
    that the answer leaves out counts as if it were shown on the line whose
    span holds it (``missing``: (line, word) pairs), so no rewriting or
    deleting of a word can make a cue fit.  ``rewritten``: the cue's tokens
    that stand for a source word but do not spell it as given."""
    m = t.measure
    widths = line_widths(cue, t.language)
    chars = cue_chars(cue, t.language)
    for token in rewritten:
        k = token.source_word
        assert k is not None  # only tokens that stand for a source word are rewritten
        # The line is measured with its dash and added marks; the word
        # without them, so a dash or a "?" cannot pay for a shortened word.
        source, shown = word_part(t.words[k].text, token.text)
        widths[token.line] += max(0, m.width(source) - m.width(shown))
        chars += max(0, m.chars(source) - m.chars(shown))
    for line, k in missing:
        widths[line] += t.widths[k] + t.space
        chars += t.chars[k] + t.space_chars
    return widths, chars


def _count_words(
    report: ScoreReport,
    t: SegmentationRules,
    alignment: Alignment,
    found: AnswerTokens,
    records: list[CueRecord],
    missing_at: list[int],
) -> None:
    """The report's word counts and lists, from the alignment and the pass
    over the answer tokens."""
    report.empty_cues = sum(r.tokens == 0 for r in records)
    report.missing = [t.words[k].text for k in missing_at]
    report.invented = [tok.text for tok in found.invented]
    report.changed = [
        (tok.text, t.words[tok.source_word].text)
        for tok in found.changed
        if tok.source_word is not None
    ]
    report.matched_tokens = alignment.matched
    report.missing_tokens = alignment.missing
    report.substituted_tokens = alignment.substituted
    report.surface_changed = alignment.matched - alignment.surface_kept
    report.invented_tokens = alignment.invented


def _weigh(report: ScoreReport, kept: int, sums: tuple[float, float, float]) -> None:
    """The four rewards and the total: coverage from the kept matches, the
    other three as shares of the credits ``sums`` over S + invented."""
    invented = report.invented_tokens + report.empty_cues
    source = report.source_tokens
    report.coverage = 2 * kept / (source + kept + invented)
    shares = source + invented
    report.timing, report.constraints, report.segmentation = (x / shares for x in sums)
    report.total = (
        WEIGHT_COVERAGE * report.coverage
        + WEIGHT_TIMING * report.timing
        + WEIGHT_CONSTRAINTS * report.constraints
        + WEIGHT_SEGMENTATION * report.segmentation
    )


def _judge_cue(
    t: SegmentationRules,
    cue: Cue,
    gap: int | None,
    record: CueRecord,
    following: tuple[Layout, ...],
    report: ScoreReport,
) -> tuple[float, float, float, float]:
    """One cue's timing, constraints and segmentation credit (each earned
    by every word it matches) and its flaws' cost in flaw units, with its
    findings added to ``report``."""
    missing = [] if record.readings is None else missing_by_line(record, record.readings[-1])
    widths, chars = _measure(t, cue, record.rewritten, missing)
    problems = cue_problems(
        t.profile, widths, chars, cue.duration_ms, gap, cue=cue.index, lines=cue.lines
    )
    for problem in problems:
        report.violations[problem.rule].append(cue.index)
    report.findings += problems
    if record.readings is None:
        return 0.0, 0.0, 0.0, 0.0
    # Each credit is the worse of the two readings, so leaving a word out
    # can never make a cue fit, look better timed or break better.
    timing, timing_findings = min(
        (_timing(t, cue, layout) for layout in record.readings), key=lambda pair: pair[0]
    )
    if timing < 1.0:
        report.mistimed_cues.append(cue.index)
        report.findings += timing_findings
    # A disguised cue's text is not the words it stands for: no layout
    # credit, and its flaws still cost.
    judged = judge_segmentation(t, record, following, cue.index)
    earns, price = judged.earns, judged.price
    report.findings += judged.findings
    report.flaw_units += price
    found = judged.flaws
    for cues, flagged in (
        (report.infeasible_spans, Verdict.INFEASIBLE in found),
        (report.connector_endings, Verdict.DANGLING in found),
        (report.unnatural_boundaries, bool(found - {Verdict.DANGLING, Verdict.INFEASIBLE})),
        (report.mixed_speakers, Verdict.MIXED_SPEAKERS in found),
        (report.dialogue_dashes, Verdict.DASH in found),
    ):
        if flagged:
            cues.append(cue.index)
    if record.disguised:
        report.disguised_cues.append(cue.index)
        return timing, 0.0, 0.0, price
    constraints = 0.0 if problems else 1.0
    return timing, constraints, float(earns), price


def score_cues(
    words: list[Word] | tuple[Word, ...], profile: Profile, cues: list[Cue]
) -> ScoreReport:
    """Score already-parsed cues (see the module docstring)."""
    t, source, raw, ends = _prepared(tuple(words), profile)
    cues = [displayed(cue) for cue in cues]
    m = t.measure
    droppable = "。、" if profile.language == "ja" else ""  # Netflix Japanese: no 。 or 、
    # A space inside a Japanese or Chinese line stands where 、 or 。 would.
    spaces = (
        None
        if m.spaced
        else [True, *(t.natural[k] or t.sentence_end[k] for k in range(len(t) - 1))]
    )

    def aligned(latest: bool) -> Alignment:
        return align(source, cues, raw, m.spaced, droppable, ends, spaces, latest)

    first = aligned(latest=False)
    report = _score_aligned(t, source, cues, first)
    # Where the answer leaves words out and its words match the source in
    # more than one way (the ``und`` shown may be either of two), the
    # reading worse for the answer counts: which word is missing, and so
    # which cue is blamed for it, is never the answer's to choose.
    if first.missing:
        last = aligned(latest=True)
        if last.output != first.output:
            other = _score_aligned(t, source, cues, last)
            if other.total < report.total:
                report = other
    return report


def _score_aligned(
    t: SegmentationRules, source: list, cues: list[Cue], alignment: Alignment
) -> ScoreReport:
    """:func:`score_cues` on one alignment of the displayed cues."""
    report = ScoreReport(cue_count=len(cues), source_tokens=len(source))
    records, found = cue_records(t, cues, alignment)
    missing_at = [k for _, k in source if k not in found.matched]
    _count_words(report, t, alignment, found, records, missing_at)
    if not source:
        return report

    set_readings(records, len(t))
    timing_sum = constraint_sum = segmentation_sum = flaw_sum = 0.0
    following = [r.readings for r in records if r.readings is not None][1:]
    for c, (cue, record) in enumerate(zip(cues, records, strict=True)):
        gap = cues[c + 1].start_ms - cue.end_ms if c + 1 < len(cues) else None
        after = following.pop(0) if record.readings is not None and following else ()
        timing, constraints, segmentation, price = _judge_cue(t, cue, gap, record, after, report)
        timing_sum += record.matches * timing
        constraint_sum += record.matches * constraints
        segmentation_sum += record.matches * segmentation
        flaw_sum += price
    # Flaws scale the credit down by 1 / (1 + F), F = the flaws' cost in
    # words over the words judged: nearly as steep as a linear loss at
    # first, and never flat, so a bad layout with fewer flaws still scores
    # clearly above a worse one and a poor policy still learns from it.
    shares = report.source_tokens + report.invented_tokens + report.empty_cues
    segmentation_sum /= 1 + flaw_unit(t) * flaw_sum / max(1, shares)

    report.findings = word_findings(t, missing_at, found, records, cues) + sorted(
        report.findings, key=located
    )
    _weigh(report, alignment.surface_kept, (timing_sum, constraint_sum, segmentation_sum))
    return report


def score(words: list[Word] | tuple[Word, ...], profile: Profile, answer: str) -> ScoreReport:
    """Score a model's answer against the transcript and profile.

    >>> from captionsmith.core.words import Word
    >>> ws = [Word("Hello", 0, 300), Word("there.", 350, 800)]
    >>> score(ws, Profile(), "1\\n00:00:00,000 --> 00:00:01,000\\nHello there.\\n").total
    1.0
    >>> score(ws, Profile(), "Hello there.").parse_error
    "expected cue index 1, found 'Hello there.'"
    """
    if not isinstance(answer, str):
        answer = ""
    limit = max_answer_chars(words)
    oversize = None
    if len(answer) > MAX_THINK_CHARS + limit:
        oversize = (
            f"answer is {len(answer)} characters, over the limit of {MAX_THINK_CHARS + limit}"
        )
    else:
        think = think_block_end(answer)
        if think > MAX_THINK_CHARS:
            oversize = f"think block is {think} characters, over the cap of {MAX_THINK_CHARS}"
        elif len(answer) - think > limit:
            oversize = (
                f"answer is {len(answer) - think} characters (after any think block), "
                f"over the limit of {limit} for this transcript"
            )
    if oversize is not None:
        report = ScoreReport(source_tokens=len(_prepared(tuple(words), profile)[1]))
        report.parse_error = oversize
        report.findings = [Finding("parse", "size", f"it is not valid SRT: {oversize}")]
        return report
    try:
        cues = parse_answer(answer)
    except SrtError as exc:
        report = ScoreReport(source_tokens=len(_prepared(tuple(words), profile)[1]))
        report.parse_error = exc.message
        report.parse_error_line = exc.line
        where = f"line {exc.line}: " if exc.line else ""
        report.findings = [
            Finding("parse", "srt", f"it is not valid SRT: {where}{exc.message}", line=exc.line)
        ]
        return report
    return score_cues(words, profile, cues)
