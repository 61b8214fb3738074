"""Tasks cut from the user's own word-timed recordings.

The recordings are :class:`~captionsmith.solving.recordings.Recording`
values read by :func:`~captionsmith.solving.recordings.load_recordings`;
:mod:`captionsmith.solving.recordings` also assigns them to splits.

``transcript_windows(recordings, seed, profile, config, split)`` is the
split's :class:`WindowCatalogue`: every window the material gives, the
distinct ones kept, and a :class:`RecordingReport` per recording saying
why the others were not.  ``transcript_task(..., index)`` is task ``index``
of the stream, the transcript counterpart of
:func:`captionsmith.solving.tasks.make_task`: a pure function of (split,
seed, index, profile, config, the recordings).  Contract:

* **Split by recording.**  Each recording belongs to one split
  (:func:`~captionsmith.solving.recordings.recording_split`), chosen by
  the SHA-256 of its name (about one in five goes to ``eval``; with two or
  more recordings each split gets at least one), so train and eval never
  share a window.
* **Disjoint windows at sentence boundaries.**  Each recording is cut from
  its start into windows that never share a word: a window starts at a
  sentence start and ends at the first sentence end (after ``.``, ``?``,
  ``!`` or ``…``; in unpunctuated ASR, at a pause of
  :data:`UNPUNCTUATED_PAUSE_MS` or more) at or after a length drawn from
  ``config.word_range`` (difficulty, ``min_words``, ``max_words``), so the
  difficulty sets the windows' length; a tail shorter than the range joins
  the window before it when the two fit the range.  The lengths are drawn
  from an RNG private to (seed, word range, the recording's words).  Times
  are shifted so a window starts near 0; speakers are kept, and so are the
  recording's shot changes (a list beside it) from the window's start to
  the longest a cue may stay after its last word, shifted alike.
* **Proof and reasons.**  A window is kept only when the exact solver finds
  a perfect answer under the profile (with shot changes, one that crosses
  none: :func:`~captionsmith.solving.shot_tasks.shot_reference`) and no kept window of the split has
  the same words; the next window then starts where it ended.  A window
  not kept is counted under one reason (:data:`REASONS`): a recording
  shorter than the range, words too fast to read at the profile's
  ``max_cps`` (without that limit it would be solved), letters in another
  script than the profile's language, the same words as a kept window (a
  copy of a recording: the next window starts where it ended, in step with
  the kept one's), or no perfect answer; the next window then starts one
  sentence later.
* **Serving order.**  The kept windows are served in an order shuffled by
  (split, seed): tasks ``0 .. distinct - 1`` are each window once.  An
  index past them starts another pass in a fresh order (an infinite
  stream, as the taskset needs), so a caller that must not repeat a window
  checks :attr:`WindowCatalogue.distinct` first, as ``generate`` does.
  With no window kept, an ``InfeasibleProfileError`` gives the reasons.
"""

from __future__ import annotations

import bisect
import hashlib
import random
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from captionsmith.core.draws import between, shuffle
from captionsmith.core.languages import REGISTRY
from captionsmith.core.profile import Profile
from captionsmith.core.text import ends_sentence
from captionsmith.core.words import Word
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.recordings import Recording, split_recordings
from captionsmith.solving.shot_tasks import shot_reference
from captionsmith.solving.solver import solve
from captionsmith.solving.tasks import InfeasibleProfileError, TaskSpec, check_stream

__all__ = [
    "REASONS",
    "UNPUNCTUATED_PAUSE_MS",
    "RecordingReport",
    "Window",
    "WindowCatalogue",
    "transcript_task",
    "transcript_windows",
]

UNPUNCTUATED_PAUSE_MS = 700  # a sentence boundary in ASR without punctuation
LEAD_MS = 500  # at most this much silence before a window's first word
_STREAM = "captionsmith-transcripts/2"
# Why a window was not kept, in the order a report lists them.
TOO_SHORT, TOO_FAST, OTHER_LANGUAGE, REPEATED, NO_ANSWER = REASONS = (
    "too short",
    "too fast",
    "another language",
    "repeated",
    "no perfect answer",
)
_SCRIPT_SAMPLE = 500  # words read to tell a recording's script
_NO_SPEED_LIMIT = 1000.0  # the highest max_cps a profile takes


@dataclass(frozen=True, slots=True)
class Window:
    """A kept window: words ``first .. end - 1`` (0-based) of a recording,
    shifted to start near 0."""

    recording: str
    first: int
    end: int
    words: tuple[Word, ...]
    shot_changes: tuple[int, ...] = ()  # the recording's, shifted with the words

    @property
    def source(self) -> str:
        """``name#first-last``, words counted from 1."""
        return f"{self.recording}#{self.first + 1}-{self.end}"


@dataclass(frozen=True, slots=True)
class RecordingReport:
    """What one recording gave: its words, the windows tried and kept (and
    the words those hold), and how many windows each reason turned away,
    as ``(reason, count)`` pairs in :data:`REASONS` order; ``script`` names
    the script of a recording in another language's letters."""

    name: str
    words: int
    tried: int
    kept: int
    kept_words: int
    not_kept: tuple[tuple[str, int], ...] = ()
    script: str | None = None

    def describe(self, profile: Profile, config: GeneratorConfig) -> str:
        """One line for stderr.

        >>> from captionsmith.core.profile import DEFAULT
        >>> RecordingReport("a.json", 13, 1, 0, 0, ((TOO_SHORT, 1),)).describe(
        ...     DEFAULT, GeneratorConfig(difficulty=1))
        'a.json: 13 words, 1 window tried, 0 kept; not kept: 1 too short for windows of 40-80 words (difficulty 1)'
        """
        low, high = config.word_range
        head = f"{self.name}: {_count(self.words, 'word')}, "
        if self.script is not None:
            return (
                f"{head}0 windows tried: another language (its letters are {self.script} "
                f"script, the profile is for {profile.language})"
            )
        text = f"{head}{_count(self.tried, 'window')} tried, {self.kept} kept"
        if self.kept:
            text += f" ({_count(self.kept_words, 'word')})"
        why = {
            TOO_SHORT: f"too short for windows of {low}-{high} words (difficulty {config.difficulty})",
            TOO_FAST: f"too fast for max_cps {profile.max_cps:g}",
            REPEATED: "the same words as a kept window",
            NO_ANSWER: "no perfect answer",
        }
        if self.not_kept:
            text += "; not kept: " + ", ".join(f"{n} {why[r]}" for r, n in self.not_kept)
        return text


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class WindowCatalogue:
    """The windows of one split under one (seed, profile, config): the kept
    ones in recording and word order, and a report per recording."""

    split: str
    seed: int
    profile: Profile
    config: GeneratorConfig
    windows: tuple[Window, ...]
    reports: tuple[RecordingReport, ...]

    @property
    def distinct(self) -> int:
        """How many tasks the split gives before one repeats."""
        return len(self.windows)

    @property
    def tried(self) -> int:
        return sum(r.tried for r in self.reports)

    def reasons(self) -> str:
        """``2 too short, 40 too fast``: the split's windows not kept, by
        reason (and its recordings in another script, which give none)."""
        totals = {reason: 0 for reason in REASONS}
        for report in self.reports:
            for reason, n in report.not_kept:
                totals[reason] += n
            totals[OTHER_LANGUAGE] += report.script is not None
        parts = [
            _count(n, "recording") + " in " + r if r == OTHER_LANGUAGE else f"{n} {r}"
            for r, n in totals.items()
            if n
        ]
        return ", ".join(parts) or "none"

    def task(self, index: int) -> TaskSpec:
        """Task ``index``: window ``index`` of the shuffled order while
        ``index < distinct``, then another pass in a fresh order."""
        check_stream(self.split, self.seed, index)
        if not self.windows:
            low, high = self.config.word_range
            names = ", ".join(r.name for r in self.reports)
            raise InfeasibleProfileError(
                f"no window of {low}-{high} words in the {self.split} recordings ({names}) has "
                f"a perfect answer under profile {self.profile.to_json()}: "
                f"{_count(self.tried, 'window')} tried ({self.reasons()})"
            )
        rounds, position = divmod(index, self.distinct)
        order = list(range(self.distinct))
        shuffle(random.Random(f"{_STREAM}/{self.split}/{self.seed}/order/{rounds}"), order)
        window = self.windows[order[position]]
        return TaskSpec(
            self.split,
            self.seed,
            index,
            self.config.difficulty,
            self.profile,
            window.words,
            window.source,
            window.shot_changes,
        )


def _sentence_starts(words: tuple[Word, ...]) -> list[int]:
    """Every index where a sentence starts, and len(words)."""
    punctuated = any(ends_sentence(w.text) for w in words)
    starts = [0]
    for k in range(1, len(words)):
        if punctuated:
            boundary = ends_sentence(words[k - 1].text)
        else:
            boundary = words[k].start_ms - words[k - 1].end_ms >= UNPUNCTUATED_PAUSE_MS
        if boundary:
            starts.append(k)
    return [*starts, len(words)]


def _script(words: tuple[Word, ...]) -> str | None:
    """The script most of the letters of the first words are in: ``Latin``,
    ``Chinese or Japanese`` (Han and kana), ``Cyrillic`` ...; None without
    letters."""
    counts: dict[str, int] = {}
    for word in words[:_SCRIPT_SAMPLE]:
        for ch in word.text:
            if ch.isalpha():
                name = unicodedata.name(ch, "").split(" ")[0]
                if name in ("CJK", "HIRAGANA", "KATAKANA"):
                    script = "Chinese or Japanese"
                else:
                    script = "Latin" if name in ("LATIN", "FULLWIDTH") else name.title()
                counts[script] = counts.get(script, 0) + 1
    return max(counts, key=lambda k: counts[k]) if counts else None


def _other_script(words: tuple[Word, ...], language: str) -> str | None:
    """The script of ``words`` when it is not the one ``language`` is
    written in, else None."""
    found = _script(words)
    expected = "Chinese or Japanese" if REGISTRY[language].script != "latin" else "Latin"
    return None if found is None or found == expected else found


def _digest(words: tuple[Word, ...]) -> str:
    """A recording's words and times, hashed: its windows' RNG seed, so two
    copies of a recording are cut alike (and the copy's windows repeat)."""
    text = "\n".join(f"{w.text}\t{w.start_ms}\t{w.end_ms}" for w in words)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _offset(words: tuple[Word, ...], a: int) -> int:
    """How far a window from word a is moved back, so its first word
    starts after at most LEAD_MS of the silence before it."""
    before = words[a - 1].end_ms if a > 0 else 0
    return words[a].start_ms - min(LEAD_MS, max(0, words[a].start_ms - before))


def _shifted(words: tuple[Word, ...], a: int, b: int) -> tuple[Word, ...]:
    """Words a..b-1 moved back by :func:`_offset`."""
    offset = _offset(words, a)
    return tuple(
        Word(w.text, w.start_ms - offset, w.end_ms - offset, speaker=w.speaker) for w in words[a:b]
    )


def _window_cuts(recording: Recording, a: int, b: int, profile: Profile) -> tuple[int, ...]:
    """The recording's shot changes a window of words a..b-1 can meet (from
    its start to the longest a cue may stay after its last word), moved
    back with its words."""
    offset = _offset(recording.words, a)
    stop = recording.words[b - 1].end_ms + profile.max_duration_ms
    return tuple(c - offset for c in recording.shot_changes if offset < c <= stop)


def _cut(
    recording: Recording,
    seed: int,
    profile: Profile,
    low: int,
    high: int,
    seen: set[tuple[str, ...]],
) -> tuple[list[Window], RecordingReport]:
    """The kept windows of one recording (see the module docstring) and its
    report; ``seen`` holds the kept windows' words so far, and grows."""
    words = recording.words
    n = len(words)
    starts = _sentence_starts(words)
    rng = random.Random(f"{_STREAM}/{seed}/{low}-{high}/{_digest(words)}")
    relaxed = replace(profile, max_cps=_NO_SPEED_LIMIT)
    kept: list[Window] = []
    reasons = dict.fromkeys(REASONS, 0)
    tried, i = 0, 0
    if n < low:
        tried, reasons[TOO_SHORT] = 1, 1
    while i < len(starts) - 1 and n - starts[i] >= low:
        a = starts[i]
        target = min(n, a + between(rng, low, high))
        b = starts[bisect.bisect_left(starts, target)]
        if 0 < n - b < low and n - a <= high:
            b = n  # the tail joins this window rather than being lost
        tried += 1
        shifted = _shifted(words, a, b)
        texts = tuple(w.text for w in shifted)
        if texts in seen:  # a copy of a recording: follow the kept one's windows
            reasons[REPEATED] += 1
            i = bisect.bisect_left(starts, b)
            continue
        cuts = _window_cuts(recording, a, b, profile)
        if cuts:
            solved = shot_reference(list(shifted), profile, cuts) is not None
        else:
            solved = solve(list(shifted), profile) is not None
        if solved:
            seen.add(texts)
            kept.append(Window(recording.name, a, b, shifted, cuts))
            i = bisect.bisect_left(starts, b)
            continue
        if solve(list(shifted), relaxed) is not None:
            reasons[TOO_FAST] += 1
        else:
            reasons[NO_ANSWER] += 1
        i += 1
    not_kept = tuple((r, c) for r, c in reasons.items() if c)
    report = RecordingReport(
        recording.name, n, tried, len(kept), sum(len(w.words) for w in kept), not_kept
    )
    return kept, report


@lru_cache(maxsize=8)
def transcript_windows(
    recordings: tuple[Recording, ...],
    seed: int,
    profile: Profile,
    config: GeneratorConfig,
    split: str = "train",
    check_script: bool = True,
) -> WindowCatalogue:
    """The split's windows and reports (see the module docstring), in
    recording name order; ``check_script=False`` cuts a recording whose
    letters are in another script than the profile's language's too.
    Cached: the taskset and ``generate`` ask for it once per task."""
    check_stream(split, seed, 0)
    low, high = config.word_range
    windows: list[Window] = []
    reports: list[RecordingReport] = []
    seen: set[tuple[str, ...]] = set()
    for recording in split_recordings(recordings, split):
        script = _other_script(recording.words, profile.language) if check_script else None
        if script is not None:
            reports.append(
                RecordingReport(recording.name, len(recording.words), 0, 0, 0, (), script)
            )
            continue
        kept, report = _cut(recording, seed, profile, low, high, seen)
        windows.extend(kept)
        reports.append(report)
    return WindowCatalogue(split, seed, profile, config, tuple(windows), tuple(reports))


def transcript_task(
    recordings: tuple[Recording, ...],
    seed: int,
    index: int,
    profile: Profile,
    config: GeneratorConfig,
    split: str = "train",
    check_script: bool = True,
) -> TaskSpec:
    """Task ``index`` of the transcript stream (see the module docstring):
    ``transcript_windows(...).task(index)``."""
    check_stream(split, seed, index)
    catalogue = transcript_windows(recordings, seed, profile, config, split, check_script)
    return catalogue.task(index)
