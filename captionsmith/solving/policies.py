"""Baseline subtitle writers, for the offline endpoint and the benchmarks.

Each policy maps (words, profile) to SRT text:

* ``reference``: the exact DP solver, the ceiling.
* ``greedy``: whisper's writer: pack words into lines up to the profile's
  width and into cues up to its line count, start a new cue after a silence
  of more than 3 s, time each cue from its first word's start to its last
  word's end.  No duration, cps, gap or linguistic checks.
* ``whisperx``: what whisperX and stable-ts users get from sentence
  splitting: a new cue after sentence punctuation or a pause of 0.5 s or
  more, lines filled to the profile's width, a new cue when its lines are
  full; timed first start to last end.
* ``fixed``: deepgram-captions: a fixed number of words per cue (8) on one
  line, timed from first start to last end.
* ``sloppy``: a careless human: the greedy layout, every time rounded to the
  nearest half second, filler words dropped, and "okay" added to every
  fifth cue.  It shows the rewards' partial credit.
* ``reviser``: for repair mode: writes like ``greedy`` first, and like
  ``reference`` once it has seen the checker's feedback (``revising=True``).

``greedy`` and ``whisperx`` follow the language's cue-end convention (a
Japanese cue without its final 。), as any writer for that language does.
All are deterministic and never raise on a valid transcript.  Only the
reviser reads ``revising``; the others write the same answer every turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue, compose
from captionsmith.core.text import ends_sentence, word_form
from captionsmith.core.words import Word
from captionsmith.languages import language_pack
from captionsmith.solving.shot_tasks import shot_reference
from captionsmith.solving.solver import solve

__all__ = ["POLICIES", "fixed_cues", "greedy_cues", "run_policy", "whisperx_cues"]

WHISPER_PAUSE_MS = 3000
WHISPERX_PAUSE_MS = 500
FIXED_WORDS_PER_CUE = 8
_FILLERS = frozenset({"uh", "um", "erm", "hmm"})


def _timed(groups: list[list[list[Word]]], joiner: str = " ", language: str = "en") -> list[Cue]:
    """Cues from groups of lines of words, timed first start to last end and
    clipped so they never overlap (the SRT must stay valid).  A cue's end
    follows the language's convention, as any writer for it does (a Japanese
    cue drops its final 。)."""
    pack = language_pack(language)
    cues: list[Cue] = []
    for k, lines in enumerate(groups):
        first, last = lines[0][0], lines[-1][-1]
        start = first.start_ms
        if cues and start < cues[-1].end_ms:
            start = cues[-1].end_ms
        end = max(last.end_ms, start + 1)
        if k + 1 < len(groups):
            end = max(start + 1, min(end, groups[k + 1][0][0].start_ms))
        text = tuple(joiner.join(w.text for w in line) for line in lines)
        if pack.cue_end_problem(text) and len(text[-1]) > 1:
            text = (*text[:-1], text[-1][:-1])
        cues.append(Cue(len(cues) + 1, start, end, text))
    return cues


def greedy_cues(words: Sequence[Word], profile: Profile) -> list[Cue]:
    """Whisper-style greedy packing (see the module docstring)."""
    m = measure(profile.language)  # the language's widths and joiner
    groups: list[list[list[Word]]] = []
    lines: list[list[Word]] = []
    line: list[Word] = []
    width = 0
    previous: Word | None = None
    for word in words:
        chars = m.width(word.text)
        long_pause = previous is not None and word.start_ms - previous.start_ms > WHISPER_PAUSE_MS
        if line and (width + m.space_width + chars > profile.line_limit or long_pause):
            lines.append(line)
            line, width = [], 0
            if len(lines) >= profile.max_lines or long_pause:
                groups.append(lines)
                lines = []
        line.append(word)
        width = chars if len(line) == 1 else width + m.space_width + chars
        previous = word
    if line:
        lines.append(line)
    if lines:
        groups.append(lines)
    return _timed(groups, m.joiner, profile.language)


def whisperx_cues(words: Sequence[Word], profile: Profile) -> list[Cue]:
    """Sentence-and-pause segmentation with filled lines (see the module
    docstring).

    >>> from captionsmith.core.words import Word
    >>> ws = [Word("Hi.", 0, 300), Word("So", 400, 600), Word("we", 1200, 1400), Word("go.", 1450, 1800)]
    >>> [c.lines for c in whisperx_cues(ws, Profile())]
    [('Hi.',), ('So',), ('we go.',)]
    """
    m = measure(profile.language)  # the language's widths and joiner
    groups: list[list[list[Word]]] = []
    lines: list[list[Word]] = []
    line: list[Word] = []
    width = 0
    for k, word in enumerate(words):
        chars = m.width(word.text)
        if line and width + m.space_width + chars > profile.line_limit:
            lines.append(line)
            line, width = [], 0
            if len(lines) >= profile.max_lines:
                groups.append(lines)
                lines = []
        line.append(word)
        width = chars if len(line) == 1 else width + m.space_width + chars
        pause = k + 1 < len(words) and words[k + 1].start_ms - word.end_ms >= WHISPERX_PAUSE_MS
        if ends_sentence(word.text) or pause:
            groups.append([*lines, line])
            lines, line, width = [], [], 0
    if line:
        lines.append(line)
    if lines:
        groups.append(lines)
    return _timed(groups, m.joiner, profile.language)


def fixed_cues(
    words: Sequence[Word], per_cue: int = FIXED_WORDS_PER_CUE, joiner: str = " "
) -> list[Cue]:
    """deepgram-captions style: ``per_cue`` words per one-line cue."""
    groups = [[list(words[k : k + per_cue])] for k in range(0, len(words), per_cue)]
    return _timed(groups, joiner)


def _round_half_second(ms: int) -> int:
    return round(ms / 500) * 500


def sloppy_cues(words: Sequence[Word], profile: Profile) -> list[Cue]:
    """A careless writer (see the module docstring)."""
    kept = [w for w in words if word_form(w.text) not in _FILLERS] or list(words)
    cues = []
    previous_end = 0
    for k, cue in enumerate(greedy_cues(kept, profile)):
        start = max(previous_end, _round_half_second(cue.start_ms))
        end = max(start + 500, _round_half_second(cue.end_ms))
        lines = cue.lines
        if k % 5 == 4:
            lines = ("okay " + lines[0], *lines[1:])
        cues.append(Cue(k + 1, start, end, lines))
        previous_end = end
    return cues


def _reference(words: list[Word], profile: Profile) -> list[Cue]:
    cues = solve(words, profile)
    return cues if cues is not None else greedy_cues(words, profile)


POLICIES: dict[str, Callable[[list[Word], Profile], list[Cue]]] = {
    "reference": _reference,
    "greedy": greedy_cues,
    "whisperx": whisperx_cues,
    "fixed": lambda words, profile: fixed_cues(words, joiner=measure(profile.language).joiner),
    "sloppy": sloppy_cues,
    "reviser": greedy_cues,  # its first answer; see run_policy
}


def run_policy(
    name: str,
    words: Sequence[Word],
    profile: Profile,
    revising: bool = False,
    shot_changes: tuple[int, ...] = (),
) -> str:
    """SRT text written by the named policy; the reference (and the
    reviser's second answer) keeps ``shot_changes`` (ms) as a task's
    reference does, the baselines ignore them as their tools do.

    >>> from captionsmith.core.words import Word
    >>> print(run_policy("fixed", [Word("Hi", 0, 300), Word("there.", 320, 700)], Profile()), end="")
    1
    00:00:00,000 --> 00:00:00,700
    Hi there.
    """
    try:
        policy = POLICIES[name]
    except KeyError:
        raise ValueError(f"unknown policy {name!r} (known: {', '.join(POLICIES)})") from None
    if name == "reviser" and revising:
        policy = _reference
    if shot_changes and policy is _reference:
        cues = shot_reference(list(words), profile, shot_changes)
        if cues is not None:
            return compose(cues)
    return compose(policy(list(words), profile))
