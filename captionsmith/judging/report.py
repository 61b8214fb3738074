"""The report of one score: the four rewards, their total, the counts and
lists that explain them, and the findings (:class:`ScoreReport`).

Built once, at the end of scoring (:mod:`captionsmith.judging.scoring`),
and never changed: every reward and metric of a rollout reads the same
instance.  ``findings`` is the one record of what went wrong; the per-cue
lists of the report's JSON are read from it.  Contract: pure data.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from captionsmith.core.findings import PROFILE_RULES, Finding
from captionsmith.core.verdicts import Verdict

__all__ = ["ScoreReport"]

# The rule names of the segmentation findings the cue lists single out.
_DANGLING = Verdict.DANGLING.name.lower()
_INFEASIBLE = Verdict.INFEASIBLE.name.lower()
_MIXED_SPEAKERS = Verdict.MIXED_SPEAKERS.name.lower()
_DASH = Verdict.DASH.name.lower()


@dataclass(frozen=True, slots=True)
class ScoreReport:
    """Scores plus what explains them, built once and never changed.

    ``findings`` is the one record of what went wrong; the per-cue lists
    (``violations``, ``connector_endings``, ``unnatural_boundaries``,
    ``infeasible_spans``, ``mistimed_cues``, ``mixed_speakers``,
    ``dialogue_dashes``) are read from it, each cue's SRT index once, in
    cue order.  Two facts no finding states per cue are kept beside it:
    the cues that show a disguise (the ``invented`` finding names the
    token) and the flaws priced that no finding states.

    >>> r = ScoreReport(findings=(Finding("timing", "start", "starts late", cue=2),))
    >>> r.mistimed_cues, r.to_dict()["mistimed_cues"]
    ((2,), (2,))
    >>> r.total = 1.0
    Traceback (most recent call last):
    ...
    dataclasses.FrozenInstanceError: cannot assign to field 'total'
    """

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
    flaw_units: float = 0.0  # the segmentation flaws' total severity (criteria.flaws)
    # What went wrong, with its numbers: answer-wide findings first, then
    # each cue's in cue order (captionsmith.core.findings).
    findings: tuple[Finding, ...] = ()
    missing: tuple[str, ...] = ()  # source words not matched, in order
    invented: tuple[str, ...] = ()  # answer tokens with no source word
    changed: tuple[tuple[str, str], ...] = ()  # (answer, source) surfaces
    disguised_cues: tuple[int, ...] = ()  # cues that show a disguise
    # (cue, flaw) for each flaw priced that no finding states: a sentence
    # start left behind by a dangling break, whose finding names the connector
    unstated_flaws: tuple[tuple[int, Verdict], ...] = ()

    def _cues(self, wanted: Callable[[Finding], bool]) -> tuple[int, ...]:
        """The cues with a finding ``wanted``, each once, in cue order."""
        out: list[int] = []
        for f in self.findings:
            if f.cue is not None and wanted(f) and (not out or out[-1] != f.cue):
                out.append(f.cue)
        return tuple(out)

    def _segmentation(self, rule: str) -> tuple[int, ...]:
        return self._cues(lambda f: f.kind == "segmentation" and f.rule == rule)

    @property
    def violations(self) -> dict[str, tuple[int, ...]]:
        """Per profile rule (:data:`PROFILE_RULES`), the cues that break it."""
        out: dict[str, list[int]] = {rule: [] for rule in PROFILE_RULES}
        for f in self.findings:
            if f.kind == "profile" and f.cue is not None:
                out[f.rule].append(f.cue)
        return {rule: tuple(cues) for rule, cues in out.items()}

    @property
    def connector_endings(self) -> tuple[int, ...]:
        """Cues that end a line or the cue on a dangling connector."""
        return self._segmentation(_DANGLING)

    @property
    def unnatural_boundaries(self) -> tuple[int, ...]:
        """Cues with any other segmentation flaw (but not being a cue)."""
        other = {
            c for c, v in self.unstated_flaws if v not in (Verdict.DANGLING, Verdict.INFEASIBLE)
        }
        return self._cues(
            lambda f: (
                f.kind == "segmentation"
                and (f.rule not in (_DANGLING, _INFEASIBLE) or f.cue in other)
            )
        )

    @property
    def infeasible_spans(self) -> tuple[int, ...]:
        """Cues whose words cannot form one cue under the profile."""
        return self._segmentation(_INFEASIBLE)

    @property
    def mistimed_cues(self) -> tuple[int, ...]:
        """Cues that start or end away from their words, or (in a task with
        shot changes) cross one or end closer to one than the minimum gap."""
        return self._cues(lambda f: f.kind == "timing")

    @property
    def mixed_speakers(self) -> tuple[int, ...]:
        """Cues with two speakers' words on a line (or more than two turns)."""
        return self._segmentation(_MIXED_SPEAKERS)

    @property
    def dialogue_dashes(self) -> tuple[int, ...]:
        """Cues whose dialogue dashes are missing or misplaced."""
        return self._segmentation(_DASH)

    def to_dict(self) -> dict[str, object]:
        """Every score, count and list, with the per-cue lists in place
        (the keys and order of the report's JSON)."""
        out: dict[str, object] = {name: getattr(self, name) for name in _HEAD}
        out["violations"] = self.violations
        out["connector_endings"] = self.connector_endings
        out["unnatural_boundaries"] = self.unnatural_boundaries
        out["infeasible_spans"] = self.infeasible_spans
        out["mistimed_cues"] = self.mistimed_cues
        out["disguised_cues"] = self.disguised_cues
        out["mixed_speakers"] = self.mixed_speakers
        out["dialogue_dashes"] = self.dialogue_dashes
        out["flaw_units"] = self.flaw_units
        out["findings"] = [dataclasses.asdict(f) for f in self.findings]
        out["missing"] = self.missing
        out["invented"] = self.invented
        out["changed"] = self.changed
        return out


# The fields to_dict emits before the per-cue lists, in order.
_HEAD = (
    "coverage",
    "timing",
    "constraints",
    "segmentation",
    "total",
    "cue_count",
    "source_tokens",
    "matched_tokens",
    "missing_tokens",
    "substituted_tokens",
    "surface_changed",
    "invented_tokens",
    "empty_cues",
    "parse_error",
    "parse_error_line",
)
