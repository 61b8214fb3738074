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
    from :meth:`captionsmith.criteria.timing_rules.TimingRule.end_window` for the source
    words of the cue's span (so padding the text cannot excuse a late end).
  - **constraints**: credit 1 if the cue breaks no profile rule
    (:func:`captionsmith.criteria.checks.cue_problems`), measured as displayed but
    with each word counted at least as wide and long as its source word.
  - **segmentation**: each match of a cue whose span can be a cue earns 1;
    the sum is divided by ``1 + F``, ``F`` = the flaws of every cue (in flaw
    units, :mod:`captionsmith.criteria.flaws`, judged in every layout the
    cue's shown words allow: :mod:`captionsmith.criteria.cue_judgement`) times
    :func:`~captionsmith.criteria.flaws.flaw_unit` over ``S + invented``.
  - A cue that shows a disguise earns no constraints or segmentation credit,
    and its flaws still cost.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from functools import lru_cache

from captionsmith.core.findings import Finding, located
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue, SrtError, parse_answer, think_block_end
from captionsmith.core.text import ends_sentence
from captionsmith.core.verdicts import Verdict
from captionsmith.core.words import Word
from captionsmith.criteria.alignment import Alignment, align, source_tokens
from captionsmith.criteria.boundaries import NATURAL_PAUSE_MS
from captionsmith.criteria.checks import displayed
from captionsmith.criteria.cue_judgement import TIMING_WINDOW_MS, LayoutMemo, judge_cue
from captionsmith.criteria.cue_records import cue_records, set_readings, word_findings
from captionsmith.criteria.flaws import flaw_unit
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.shot_checks import ShotTiming
from captionsmith.judging.report import ScoreReport

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

# A leading <think> block has its own cap, apart from the answer's limit:
# about 50k tokens of reasoning.
MAX_THINK_CHARS = 200_000


def max_answer_chars(words: list[Word] | tuple[Word, ...]) -> int:
    """Answers longer than this score 0 without being parsed: about 20 times
    a reference answer's size, so a padded answer cannot cost unbounded work."""
    source = sum(len(w.text) + 1 for w in words)
    return 20 * (source + 40 * max(1, len(words) // 4)) + 10_000


@dataclass(frozen=True, slots=True)
class _Prepared:
    """What scoring needs of one transcript, whatever the answer."""

    rules: SegmentationRules
    source: list  # the source tokens (criteria.alignment.source_tokens)
    raw: bool  # raw ASR: no sentence punctuation in any word, whatever its capitals
    # after which words a restored sentence or clause may end: where the
    # language allows a cue boundary, at a pause, or at the end
    ends: tuple[bool, ...]
    # unspaced languages: where a space inside a line stands for 、 or 。
    spaces: list[bool] | None
    memo: LayoutMemo  # the layouts judged so far, across answers


@lru_cache(maxsize=128)
def _prepared(words: tuple[Word, ...], profile: Profile) -> _Prepared:
    """The rules and the per-transcript facts every answer's score reads
    (:class:`_Prepared`), built once per transcript and profile."""
    t = SegmentationRules(list(words), profile)
    ends = tuple(
        t.acceptable[k]
        or k + 1 == len(t)
        or t.starts[k + 1] - t.ends[k] >= NATURAL_PAUSE_MS
        or (t.has_speakers and t.speaker_change(k))
        for k in range(len(t))
    )
    raw = not any(ends_sentence(w.text) for w in t.words)  # marks, not ends found without one
    # A space inside a Japanese or Chinese line stands where 、 or 。 would.
    spaces = (
        None
        if t.measure.spaced
        else [True, *(t.natural[k] or t.sentence_end[k] for k in range(len(t) - 1))]
    )
    return _Prepared(t, source_tokens(t.words), raw, ends, spaces, LayoutMemo())


# The last transcript prepared, found again by identity: hashing its
# words for the cache costs as much as a word error rate of them.
_last: tuple[tuple[Word, ...], Profile, _Prepared] | None = None


def _prepare(words: list[Word] | tuple[Word, ...], profile: Profile) -> _Prepared:
    """:func:`_prepared`, the same transcript as the last call's found
    without hashing (while the cache holds anything: clearing it still
    makes the next call cold)."""
    global _last
    key = words if isinstance(words, tuple) else tuple(words)
    last = _last
    hit = last is not None and last[0] is key and last[1] is profile
    if hit and _prepared.cache_info().currsize:
        assert last is not None
        return last[2]
    prepared = _prepared(key, profile)
    _last = (key, profile, prepared)
    return prepared


def score_cues(
    words: list[Word] | tuple[Word, ...],
    profile: Profile,
    cues: list[Cue],
    shots: ShotTiming | None = None,
) -> ScoreReport:
    """Score already-parsed cues (see the module docstring); ``shots``: the
    video's shot changes, for a task that carries them
    (:func:`captionsmith.criteria.shot_checks.task_shot_timing`)."""
    prepared = _prepare(words, profile)
    t, source = prepared.rules, prepared.source
    cues = [displayed(cue) for cue in cues]
    droppable = "。、" if profile.language == "ja" else ""  # Netflix Japanese: no 。 or 、

    def aligned(latest: bool) -> Alignment:
        p = prepared
        return align(source, cues, p.raw, t.measure.spaced, droppable, p.ends, p.spaces, latest)

    first = aligned(latest=False)
    report = _score_aligned(prepared, cues, first, shots)
    # Where the answer leaves words out and its words match the source in
    # more than one way (the ``und`` shown may be either of two), and the
    # two readings blame different cues for the words left out, the reading
    # worse for the answer counts: which cue is blamed is never the answer's
    # to choose.  (Within one cue the earliest reading stands: ``The, the``
    # cleaned to ``The`` shows the first word, on time.)
    if first.missing:
        last = aligned(latest=True)
        if last.output != first.output and _blamed(first, len(t)) != _blamed(last, len(t)):
            other = _score_aligned(prepared, cues, last, shots)
            if other.total < report.total:
                report = other
    return report


def _blamed(alignment: Alignment, n: int) -> frozenset[int]:
    """The cues (positions) whose wide reading holds a word the answer
    leaves out (:func:`captionsmith.criteria.cue_records.set_readings`: a
    word left out between two cues belongs to both)."""
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for token in alignment.output:
        k = token.source_word
        if k is not None:
            first[token.cue] = min(first.get(token.cue, k), k)
            last[token.cue] = max(last.get(token.cue, k), k)
    shown = {token.source_word for token in alignment.output}
    missing = [k for k in range(n) if k not in shown]
    order = sorted(first)
    blamed = set()
    for m, c in enumerate(order):
        low = 0 if m == 0 else last[order[m - 1]] + 1
        high = n if m + 1 == len(order) else first[order[m + 1]]
        at = bisect.bisect_left(missing, low)
        if at < len(missing) and missing[at] < high:
            blamed.add(c)
    return frozenset(blamed)


def _score_aligned(
    prepared: _Prepared, cues: list[Cue], alignment: Alignment, shots: ShotTiming | None
) -> ScoreReport:
    """:func:`score_cues` on one alignment of the displayed cues: each cue
    judged in one call (:func:`captionsmith.criteria.cue_judgement.judge_cue`),
    its credits weighed by its matches and summed, the report built once."""
    t, source = prepared.rules, prepared.source
    records, found = cue_records(t, cues, alignment)
    matched = found.matched  # source words, so all of them when as many
    missing_at = [] if len(matched) == len(source) else [k for _, k in source if k not in matched]
    empty = sum(r.tokens == 0 for r in records)
    # the report's word counts and lists, from the alignment and the pass
    # over the answer tokens: the whole report when there is nothing to judge
    counted: dict = dict(
        cue_count=len(cues),
        source_tokens=len(source),
        matched_tokens=alignment.matched,
        missing_tokens=alignment.missing,
        substituted_tokens=alignment.substituted,
        surface_changed=alignment.matched - alignment.surface_kept,
        invented_tokens=alignment.invented,
        empty_cues=empty,
        missing=tuple(t.words[k].text for k in missing_at),
        invented=tuple(tok.text for tok in found.invented),
        changed=tuple(
            (tok.text, t.words[tok.source_word].text)
            for tok in found.changed
            if tok.source_word is not None
        ),
    )
    if not source:
        return ScoreReport(**counted)

    set_readings(records, len(t))
    timing_sum = constraint_sum = segmentation_sum = flaw_sum = 0.0
    findings: list[Finding] = []
    disguised: list[int] = []
    unstated: list[tuple[int, Verdict]] = []
    # each cue that shows a word judged with the next such cue's readings
    following = iter([r.readings for r in records if r.readings is not None][1:])
    for c, (cue, record) in enumerate(zip(cues, records, strict=True)):
        gap = cues[c + 1].start_ms - cue.end_ms if c + 1 < len(cues) else None
        after = next(following, ()) if record.readings is not None else ()
        judged = judge_cue(t, cue, gap, record, after, prepared.memo, shots)
        timing_sum += record.matches * judged.timing
        constraint_sum += record.matches * judged.constraints
        segmentation_sum += record.matches * judged.segmentation
        flaw_sum += judged.price
        findings += judged.findings
        if judged.unstated:
            unstated += ((cue.index, v) for v in judged.unstated)
        if record.disguised and record.readings is not None:
            disguised.append(cue.index)
    # Flaws scale the credit down by 1 / (1 + F), F = the flaws' cost in
    # words over the words judged: nearly as steep as a linear loss at
    # first, and never flat, so a bad layout with fewer flaws still scores
    # clearly above a worse one and a poor policy still learns from it.
    invented = alignment.invented + empty
    shares = len(source) + invented
    segmentation_sum /= 1 + flaw_unit(t) * flaw_sum / max(1, shares)
    # coverage from the kept matches; the other three as shares of the
    # credits over S + invented
    kept = alignment.surface_kept
    coverage = 2 * kept / (len(source) + kept + invented)
    timing, constraints, segmentation = (
        x / shares for x in (timing_sum, constraint_sum, segmentation_sum)
    )
    total = (
        WEIGHT_COVERAGE * coverage
        + WEIGHT_TIMING * timing
        + WEIGHT_CONSTRAINTS * constraints
        + WEIGHT_SEGMENTATION * segmentation
    )
    return ScoreReport(
        **counted,
        coverage=coverage,
        timing=timing,
        constraints=constraints,
        segmentation=segmentation,
        total=total,
        flaw_units=flaw_sum,
        findings=(
            *word_findings(t, missing_at, found, records, cues),
            *sorted(findings, key=located),
        ),
        disguised_cues=tuple(disguised),
        unstated_flaws=tuple(unstated),
    )


def score(
    words: list[Word] | tuple[Word, ...],
    profile: Profile,
    answer: str,
    shots: ShotTiming | None = None,
) -> ScoreReport:
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
    # max_answer_chars with every word counted empty: no more than the
    # limit, so the words are only counted for an answer longer than this
    floor = 20 * (len(words) + 40 * max(1, len(words) // 4)) + 10_000
    limit = floor if len(answer) <= floor else max_answer_chars(words)
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
        return ScoreReport(
            source_tokens=len(_prepare(words, profile).source),
            parse_error=oversize,
            findings=(Finding("parse", "size", f"it is not valid SRT: {oversize}"),),
        )
    try:
        cues = parse_answer(answer)
    except SrtError as exc:
        where = f"line {exc.line}: " if exc.line else ""
        return ScoreReport(
            source_tokens=len(_prepare(words, profile).source),
            parse_error=exc.message,
            parse_error_line=exc.line,
            findings=(
                Finding(
                    "parse", "srt", f"it is not valid SRT: {where}{exc.message}", line=exc.line
                ),
            ),
        )
    return score_cues(words, profile, cues, shots)
