"""The four deterministic rewards and their diagnostics.

``score(words, profile, completion)`` returns a :class:`ScoreReport` with
four scores in [0, 1] and their weighted total (weights below, summing to
1).  Formulas (DESIGN.md explains the reasons):

* An answer that fails :func:`captionsmith.srt.parse_answer`, or is longer
  than :func:`max_completion_chars`, scores 0 on all four.
* One LCS alignment (:mod:`captionsmith.alignment`) of answer tokens with
  source tokens; ``m`` matched, ``S`` source tokens, ``O`` answer tokens.
  ``invented = O - m`` plus one for every cue with no token at all.
* **coverage** = 2m / (S + O), the token F1.
* The other three are shares over ``S + invented``: each matched token
  earns its cue's credit, an invented token earns nothing.

  - **timing**: the cue's credit is the mean of a start credit and an end
    credit, each ``max(0, 1 - error / TIMING_WINDOW_MS)``.  The start error
    is the distance from the first matched word's start.  The end error is
    the distance from the interval the reference solver may use:
    ``[last_end - min_gap, max(last_end, start + min_duration, start +
    chars / max_cps)]`` where start is the first matched word's start.
  - **constraints**: credit 1 if the cue breaks no profile rule
    (:mod:`captionsmith.checks`), else 0.
  - **segmentation**: credit 1 if the cue's matched words form a span that
    can be a cue under the profile, its closing boundary and every line
    break are natural or forced, and nothing ends on a dangling connector
    (:mod:`captionsmith.rules`); else 0.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import lru_cache

from captionsmith.alignment import Alignment, align, source_tokens
from captionsmith.checks import RULES, constraint_violations, cue_chars
from captionsmith.profile import Profile
from captionsmith.rules import Transcript, Verdict
from captionsmith.srt import Cue, SrtError, parse_answer
from captionsmith.words import Word

__all__ = [
    "TIMING_WINDOW_MS",
    "WEIGHTS",
    "ScoreReport",
    "max_completion_chars",
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
assert abs(sum(WEIGHTS.values()) - 1.0) < 1e-12

TIMING_WINDOW_MS = 1000


@dataclass
class ScoreReport:
    """Scores plus what explains them."""

    coverage: float = 0.0
    timing: float = 0.0
    constraints: float = 0.0
    segmentation: float = 0.0
    total: float = 0.0
    cues: int = 0
    source_words: int = 0
    matched_words: int = 0
    missing_words: int = 0
    invented_words: int = 0
    empty_cues: int = 0
    parse_error: str | None = None
    parse_error_line: int | None = None
    violations: dict[str, list[int]] = field(default_factory=lambda: {r: [] for r in RULES})
    connector_endings: list[int] = field(default_factory=list)
    unnatural_boundaries: list[int] = field(default_factory=list)
    infeasible_spans: list[int] = field(default_factory=list)
    mistimed_cues: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def max_completion_chars(words: list[Word] | tuple[Word, ...]) -> int:
    """Answers longer than this score 0 without being parsed: about 20 times
    a reference answer's size, so a padded answer cannot cost unbounded work."""
    source = sum(len(w.text) + 1 for w in words)
    return 20 * (source + 40 * max(1, len(words) // 4)) + 10_000


@lru_cache(maxsize=128)
def _prepared(words: tuple[Word, ...], profile: Profile) -> tuple[Transcript, list]:
    return Transcript(list(words), profile), source_tokens(words)


def _credit(error_ms: int) -> float:
    return max(0.0, 1.0 - error_ms / TIMING_WINDOW_MS)


def _timing_credit(t: Transcript, cue: Cue, first: int, last: int) -> float:
    p = t.profile
    start = t.starts[first]
    last_end = t.ends[last]
    low = last_end - p.min_gap_ms
    high = max(
        last_end,
        start + p.min_duration_ms,
        start + p.min_ms_for_chars(cue_chars(cue)),
    )
    start_error = abs(cue.start_ms - start)
    end_error = low - cue.end_ms if cue.end_ms < low else max(0, cue.end_ms - high)
    return (_credit(start_error) + _credit(end_error)) / 2


def _segmentation_ok(
    t: Transcript, lines: list[list[int]], report: ScoreReport, cue_number: int
) -> bool:
    """Judge one cue from the source indices of its matched words per line."""
    filled = [ws for ws in lines if ws]
    first, last = filled[0][0], filled[-1][-1]
    ok = True
    if last + 1 not in t.feasible_ends(first):
        report.infeasible_spans.append(cue_number)
        ok = False
    verdicts = [t.cue_end_verdict(first, last + 1)]
    for m in range(len(filled) - 1):
        p, q = filled[m][0], filled[m + 1][0]
        verdicts.append(t.line_break_verdict(p, q, last + 1, len(filled) - m))
    if any(v is Verdict.DANGLING for v in verdicts):
        report.connector_endings.append(cue_number)
        ok = False
    if any(v is Verdict.UNNATURAL for v in verdicts):
        report.unnatural_boundaries.append(cue_number)
        ok = False
    return ok


def score_cues(
    words: list[Word] | tuple[Word, ...], profile: Profile, cues: list[Cue]
) -> ScoreReport:
    """Score already-parsed cues (see the module docstring)."""
    t, source = _prepared(tuple(words), profile)
    report = ScoreReport(cues=len(cues), source_words=len(source))
    alignment: Alignment = align(source, cues)
    per_cue: list[list[list[int]]] = [[[] for _ in cue.lines] for cue in cues]
    tokens_in_cue = [0] * len(cues)
    for token in alignment.output:
        tokens_in_cue[token.cue] += 1
        if token.source_word is not None:
            per_cue[token.cue][token.line].append(token.source_word)
    report.empty_cues = tokens_in_cue.count(0)
    report.matched_words = alignment.matched
    report.missing_words = alignment.missing
    report.invented_words = alignment.invented + report.empty_cues
    if not source:
        return report

    for v in constraint_violations(cues, profile):
        report.violations[v.rule].append(v.cue)
    broken = {c for cues_ in report.violations.values() for c in cues_}

    timing_sum = constraint_sum = segmentation_sum = 0.0
    for c, cue in enumerate(cues):
        matched = [w for line in per_cue[c] for w in line]
        if not matched:
            continue
        count = len(matched)
        credit = _timing_credit(t, cue, matched[0], matched[-1])
        if credit < 1.0:
            report.mistimed_cues.append(cue.index)
        timing_sum += count * credit
        if cue.index not in broken:
            constraint_sum += count
        if _segmentation_ok(t, per_cue[c], report, cue.index):
            segmentation_sum += count

    output_count = len(alignment.output)
    report.coverage = 2 * alignment.matched / (len(source) + output_count)
    shares = len(source) + report.invented_words
    report.timing = timing_sum / shares
    report.constraints = constraint_sum / shares
    report.segmentation = segmentation_sum / shares
    report.total = (
        WEIGHT_COVERAGE * report.coverage
        + WEIGHT_TIMING * report.timing
        + WEIGHT_CONSTRAINTS * report.constraints
        + WEIGHT_SEGMENTATION * report.segmentation
    )
    return report


def score(words: list[Word] | tuple[Word, ...], profile: Profile, completion: str) -> ScoreReport:
    """Score a model's completion against the transcript and profile.

    >>> from captionsmith.words import Word
    >>> ws = [Word("Hello", 0, 300), Word("there.", 350, 800)]
    >>> score(ws, Profile(), "1\\n00:00:00,000 --> 00:00:01,000\\nHello there.\\n").total
    1.0
    >>> score(ws, Profile(), "Hello there.").parse_error
    "expected cue index 1, found 'Hello there.'"
    """
    if not isinstance(completion, str):
        completion = ""
    if len(completion) > max_completion_chars(words):
        report = ScoreReport(source_words=len(source_tokens(words)))
        report.parse_error = (
            f"answer is {len(completion)} characters, over the limit of "
            f"{max_completion_chars(words)} for this transcript"
        )
        return report
    try:
        cues = parse_answer(completion)
    except SrtError as exc:
        report = ScoreReport(source_words=len(source_tokens(words)))
        report.parse_error = exc.message
        report.parse_error_line = exc.line
        return report
    return score_cues(words, profile, cues)
