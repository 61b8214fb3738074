"""Tasks: generated transcripts that provably have a perfect answer.

``make_task(seed, index, profile, config, split)`` is a pure function: it
derives a private RNG from ``(split, seed, index, attempt)`` and keeps the
first attempt whose transcript the reference solver solves (from a
language's stream revision 1, later attempts keep the first attempt's pace
and register for a while, so a level's mix of slow and fast speech, talks
and conversations survives a profile that makes some of them hard to
meet).  Reading task i
never depends on reading any other task, and the two splits draw from
disjoint streams.  The reference answer is *not* part of a :class:`TaskSpec`;
:func:`reference_cues` recomputes it when needed.

Profiles that cannot work are refused up front (:func:`diagnose_profile`);
otherwise, after :data:`MAX_ATTEMPTS` failed attempts an
:class:`InfeasibleProfileError` names the profile and its binding
constraint.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, replace
from typing import Any

from captionsmith.core.languages import REGISTRY, check_language
from captionsmith.core.limits import Limit
from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile, profile_from_dict, resolve_profile
from captionsmith.core.srt import Cue
from captionsmith.core.words import Word, words_from_json, words_to_json
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.criteria.shot_checks import shot_changes_from_json
from captionsmith.languages import language_pack
from captionsmith.languages.generator import (
    DIFFICULTY,
    MIN_SPEECH_CPS,
    Draft,
    GeneratorConfig,
    generate_speech,
    widest_word,
)
from captionsmith.solving.shot_tasks import (
    draw_shot_changes,
    fitted_shot_changes,
    shot_reference,
)
from captionsmith.solving.solver import perfect, solve

__all__ = [
    "INDEX",
    "MAX_ATTEMPTS",
    "SEED",
    "SPLITS",
    "InfeasibleProfileError",
    "TaskSpec",
    "check_stream",
    "diagnose_profile",
    "diagnose_words",
    "make_task",
    "reference_cues",
    "stream_version",
    "task_from_json",
    "task_rng",
]

MAX_ATTEMPTS = 2000
SPLITS = ("train", "eval")
# A task stream's integer knobs (captionsmith.core.limits): any 64-bit seed and index.
SEED = Limit("seed", 0, 2**63 - 1)
INDEX = Limit("index", 0, 2**63 - 1)
# A task file's difficulty: 0 for a task that was not generated (your own words).
_TASK_DIFFICULTY = Limit("difficulty", 0, DIFFICULTY.high)
STREAM_VERSION = 4  # the shared version; each language adds its own revision
# From a language's revision 1 (4.1), a redraw keeps the first draft's pace for
# PACE_KEPT_ATTEMPTS attempts and its register for REGISTER_KEPT_ATTEMPTS, so the
# solvability filter cannot thin out the fast speech and the registers a profile finds
# hard to meet (fast conversation under Japanese's 4 characters a second); after them
# attempts draw freely, so a profile only some drafts can meet still gets tasks.
KIND_KEPT_FROM_REVISION = 1
PACE_KEPT_ATTEMPTS = 20
REGISTER_KEPT_ATTEMPTS = 100


class InfeasibleProfileError(ValueError):
    """The generator cannot make solvable tasks for this profile."""


@dataclass(frozen=True, slots=True)
class TaskSpec:
    """One task: the words and the profile, plus where it came from."""

    split: str
    seed: int
    index: int
    difficulty: int
    profile: Profile
    words: tuple[Word, ...]
    source: str | None = None  # "recording.json#first-last" for a task cut from a recording
    shot_changes: tuple[int, ...] = ()  # the video's shot changes, ms (solving.shot_tasks)

    @property
    def id(self) -> str:
        return f"{self.split}-{self.seed}-{self.index}"

    @property
    def language(self) -> str:
        """The task's language: its profile's (the profile's numbers count
        in that language's units)."""
        return self.profile.language

    def to_json(self) -> dict[str, object]:
        """The ``captionsmith generate`` line (times in seconds)."""
        out: dict[str, object] = {
            "id": self.id,
            "split": self.split,
            "seed": self.seed,
            "index": self.index,
            "difficulty": self.difficulty,
            "profile": self.profile.to_dict(),
            "words": words_to_json(self.words),
        }
        if self.language != "en":  # English tasks read as they always have
            out["language"] = self.language
        if self.source is not None:
            out["source"] = self.source
        if self.shot_changes:
            out["shot_changes"] = [ms / 1000 for ms in self.shot_changes]
        return out

    def digest(self) -> str:
        """SHA-256 of the canonical JSON; pinned by tests to catch drift."""
        blob = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()


def stream_version(language: str) -> str:
    """The task stream a language's tasks come from: the shared version, and
    the language's own revision when it has one (the registry's ``stream``).

    >>> stream_version("en"), stream_version("de"), stream_version("zh")
    ('4.1', '4.2', '4.2')
    """
    revision = REGISTRY[language].stream
    return f"{STREAM_VERSION}.{revision}" if revision else str(STREAM_VERSION)


def task_rng(split: str, seed: int, index: int, attempt: int, language: str) -> random.Random:
    """The private RNG of one attempt at one task of a language's stream
    (string seeds hash with SHA-512 inside ``random``, so this is stable
    across processes).  A language on revision 0 would keep the plain
    version-4 seeds."""
    return random.Random(
        f"captionsmith/{stream_version(language)}/{split}/{seed}/{index}/{attempt}"
    )


def diagnose_profile(profile: Profile, config: GeneratorConfig) -> None:
    """Refuse profiles that obviously cannot work, naming the constraint.

    >>> diagnose_profile(Profile(max_cps=5), GeneratorConfig())
    Traceback (most recent call last):
    ...
    captionsmith.solving.tasks.InfeasibleProfileError: max_cps 5 is below the slowest speech this generator makes, about 8 cps
    """
    pack = language_pack(profile.language)
    widest = widest_word(profile.language)
    if profile.line_limit < widest:
        units = pack.measure.in_profile_units(widest)
        raise InfeasibleProfileError(
            f"max_chars_per_line {profile.max_chars_per_line} is below the widest word "
            f"this generator makes in {pack.name} ({units:g} {pack.measure.label})"
        )
    if profile.language == "en" and profile.max_cps < MIN_SPEECH_CPS * 0.8:
        raise InfeasibleProfileError(
            f"max_cps {profile.max_cps:g} is below the slowest speech this generator makes, "
            f"about {MIN_SPEECH_CPS:g} cps"
        )
    _check_durations(profile)


def _check_durations(profile: Profile) -> None:
    if profile.max_duration < 0.8:
        raise InfeasibleProfileError(
            f"max_duration {profile.max_duration:g} s is shorter than many single words "
            "and interjections (about 0.8 s)"
        )
    if profile.min_gap >= profile.max_duration:
        raise InfeasibleProfileError(
            f"min_gap {profile.min_gap:g} s must be well below max_duration "
            f"{profile.max_duration:g} s: speech never pauses that long between cues"
        )


def diagnose_words(profile: Profile, words: list[Word] | tuple[Word, ...]) -> None:
    """Refuse a profile no subtitle of these words can meet, naming the
    binding constraint (a word wider than a line, cues too short to read).

    >>> diagnose_words(Profile(max_chars_per_line=5), [Word("something", 0, 500)])
    Traceback (most recent call last):
    ...
    captionsmith.solving.tasks.InfeasibleProfileError: max_chars_per_line 5 is below the widest word, 'something' (9 columns); no layout can hold it
    """
    m = measure(profile.language)
    widest = max(words, key=lambda w: m.width(w.text), default=None)
    if widest is not None and m.width(widest.text) > profile.line_limit:
        size = f"{m.in_profile_units(m.width(widest.text)):g} {m.label}"
        raise InfeasibleProfileError(
            f"max_chars_per_line {profile.max_chars_per_line} is below the widest word, "
            f"{widest.text!r} ({size}); no layout can hold it"
        )
    _check_durations(profile)


_RELAXATIONS = (
    ("max_cps", lambda p: {"max_cps": p.max_cps * 2}),
    ("max_chars_per_line", lambda p: {"max_chars_per_line": p.max_chars_per_line * 2}),
    ("max_lines", lambda p: {"max_lines": min(10, p.max_lines + 1)}),
    ("min_duration", lambda p: {"min_duration_ms": max(1, p.min_duration_ms // 4)}),
    ("max_duration", lambda p: {"max_duration_ms": min(3_600_000, p.max_duration_ms * 2)}),
    ("min_gap", lambda p: {"min_gap_ms": 0}),
)


def _binding_constraint(profile: Profile, samples: list[list[Word]]) -> str:
    """Name the constraint (or pair) whose relaxation solves most samples."""
    from itertools import combinations

    for size in (1, 2):
        best_names, best_count = "", 0
        for combo in combinations(_RELAXATIONS, size):
            changes: dict[str, Any] = {}
            for _, change in combo:
                changes.update(change(profile))
            relaxed = replace(profile, **changes)
            count = sum(solve(words, relaxed) is not None for words in samples)
            if count > best_count:
                best_names, best_count = " and ".join(name for name, _ in combo), count
        if best_count:
            return ("binding constraint: " if size == 1 else "binding constraints: ") + best_names
    return "binding constraints: several at once"


def check_stream(split: str, seed: int, index: int) -> None:
    """Refuse a split, seed or index no task stream has, naming it."""
    if split not in SPLITS:
        raise ValueError(f"split must be one of {', '.join(SPLITS)}, got {split!r}")
    SEED.check(seed)
    INDEX.check(index)


def make_task(
    seed: int,
    index: int,
    profile: Profile,
    config: GeneratorConfig,
    split: str = "train",
    max_attempts: int = MAX_ATTEMPTS,
) -> TaskSpec:
    """Task ``index`` of the stream ``(split, seed, profile, config)``."""
    check_stream(split, seed, index)
    diagnose_profile(profile, config)
    failed: list[list[Word]] = []
    keeps = REGISTRY[profile.language].stream >= KIND_KEPT_FROM_REVISION
    kept: Draft | None = None  # the first attempt's draft, whose kind redraws keep
    for attempt in range(max_attempts):
        rng = task_rng(split, seed, index, attempt, profile.language)
        draft = generate_speech(
            rng,
            profile,
            config,
            kept.register.name if kept and attempt < REGISTER_KEPT_ATTEMPTS else None,
            kept.pace if kept and attempt < PACE_KEPT_ATTEMPTS else None,
        )
        if keeps and kept is None:
            kept = draft
        words, register = draft.words, draft.register
        if perfect(words, profile):
            task = TaskSpec(split, seed, index, config.difficulty, profile, tuple(words))
            if not config.shot_changes:
                return task
            # Drawn apart from the words, so a task's words do not depend
            # on whether it carries shot changes.
            version = stream_version(profile.language)
            shots = random.Random(f"captionsmith/{version}/{split}/{seed}/{index}/{attempt}/shots")
            may_end = SegmentationRules(words, profile).acceptable
            cuts = draw_shot_changes(shots, words, may_end, register.shot_ms, profile.min_gap_ms)
            cuts, reference = fitted_shot_changes(words, profile, cuts)
            if reference is not None:
                return replace(task, shot_changes=cuts)
        if len(failed) < 8:
            failed.append(words)
    binding = _binding_constraint(profile, failed)
    raise InfeasibleProfileError(
        f"no solvable transcript in {max_attempts} attempts for profile {profile.to_json()} "
        f"at difficulty {config.difficulty}; {binding}"
    )


def reference_cues(task: TaskSpec) -> list[Cue]:
    """Recompute the hidden reference answer of a task."""
    if task.shot_changes:
        cues = shot_reference(list(task.words), task.profile, task.shot_changes)
    else:
        cues = solve(list(task.words), task.profile)
    if cues is None:  # impossible for a task made by make_task
        raise RuntimeError(f"task {task.id} has no reference solution")
    return cues


def task_from_json(data: object) -> TaskSpec:
    """Read one ``captionsmith generate`` line (already JSON-decoded).

    Also accepts ``{"words": [...]}`` and a bare list of words, which get
    the default profile and index 0.
    """
    if isinstance(data, list):
        data = {"words": data}
    if not isinstance(data, dict):
        raise ValueError(
            f"a task must be a JSON object or a list of words, got {type(data).__name__}"
        )
    if "words" not in data:
        raise ValueError("the task has no 'words' field")
    profile = profile_from_dict(data.get("profile", {}))
    if "language" in data:
        language = check_language(data["language"])
        if "profile" not in data:  # that language's default numbers
            profile = resolve_profile("default", language)
        stated = (
            data.get("profile", {}).get("language")
            if isinstance(data.get("profile"), dict)
            else None
        )
        if stated is not None and stated != language:
            raise ValueError(
                f"the task's language {language!r} differs from its profile's {stated!r}"
            )
        profile = replace(profile, language=language)
    words = words_from_json(data["words"])
    split = data.get("split", "train")
    if split not in SPLITS:
        raise ValueError(f"split must be one of {', '.join(SPLITS)}, got {split!r}")
    fields = {}
    for limit in (SEED, INDEX, _TASK_DIFFICULTY):
        fields[limit.name] = limit.check(data.get(limit.name, 0))
    source = data.get("source")
    if source is not None and not isinstance(source, str):
        raise ValueError(f"source must be a string, got {source!r}")
    cuts = shot_changes_from_json(data["shot_changes"]) if "shot_changes" in data else ()
    return TaskSpec(
        split,
        fields["seed"],
        fields["index"],
        fields["difficulty"],
        profile,
        tuple(words),
        source,
        cuts,
    )
