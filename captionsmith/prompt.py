"""The prompts a model sees, rendered from the same profile object the
checker uses.

``SYSTEM_PROMPT`` states the output contract (``OUTPUT_CONTRACT``, which the
repair feedback repeats).  ``render_user_prompt(words,
profile)`` states the profile's numbers, the timing and segmentation rules
the rewards check, and the words as compact JSON: one ``[word, start, end]``
array per word, times in seconds, no spaces.  ``words_from_prompt`` reads
them back (the offline endpoint uses it).
"""

from __future__ import annotations

import json

from captionsmith.profile import Profile, profile_from_dict
from captionsmith.rules import NATURAL_PAUSE_MS
from captionsmith.text import AUXILIARIES, CONNECTORS, SUBJECT_WORDS
from captionsmith.words import Word, words_from_json

__all__ = [
    "OUTPUT_CONTRACT",
    "SYSTEM_PROMPT",
    "profile_from_prompt",
    "render_user_prompt",
    "words_from_prompt",
]

OUTPUT_CONTRACT = (
    "Answer with the SRT file only: numbered cues from 1, each "
    "with a timing line 'HH:MM:SS,mmm --> HH:MM:SS,mmm', one or more text lines, "
    "and exactly one blank line between cues. You may wrap the whole answer in one "
    "```srt code fence, and you may put one <think>...</think> block before it. "
    "Write nothing else: no explanation, no notes."
)
SYSTEM_PROMPT = (
    "You write subtitles. Turn a word-timed transcript into SRT that meets the "
    "given constraints. " + OUTPUT_CONTRACT
)

_WORDS_MARK = "WORDS (JSON [word, start_s, end_s]):"
_PROFILE_MARK = "PROFILE (JSON):"


def _seconds(ms: int) -> float | int:
    value = ms / 1000
    return int(value) if value == int(value) else value


def render_user_prompt(words: list[Word] | tuple[Word, ...], profile: Profile) -> str:
    """The user message for one task.

    >>> from captionsmith.words import Word
    >>> text = render_user_prompt([Word("Hi.", 0, 250)], Profile())
    >>> text.splitlines()[-1]
    '[["Hi.",0,0.25]]'
    >>> "at most 42 characters" in text
    True
    """
    compact = json.dumps(
        [[w.text, _seconds(w.start_ms), _seconds(w.end_ms)] for w in words],
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return "\n".join(
        [
            "Make SRT subtitles for these words.",
            "",
            "Constraints:",
            f"- at most {profile.max_lines} lines per cue and at most "
            f"{profile.max_chars_per_line} characters per line (a wide East Asian or "
            "full-width character counts as 2);",
            f"- at most {profile.max_cps:g} characters per second (all of a cue's "
            "characters, spaces and punctuation included, line breaks not, divided by "
            "its duration);",
            f"- each cue lasts {profile.min_duration:g} to {profile.max_duration:g} seconds;",
            f"- at least {profile.min_gap:g} seconds between one cue's end and the next "
            "cue's start.",
            "",
            "Rules:",
            "- keep every word, in order, exactly once, spelled as given with its "
            "capitals and punctuation; add no words or symbols. Where the words have no "
            "capitals or punctuation you may add them (sentence case, commas, full stops, "
            "apostrophes);",
            "- start each cue at its first word's start; end it at its last word's end, "
            "later only as much as the minimum duration or the cps limit needs, and "
            f"earlier by at most {profile.min_gap:g} s when that is needed to keep the "
            "gap before the next cue;",
            "- break cues and lines after punctuation or at a pause of at least "
            f"{NATURAL_PAUSE_MS / 1000:g} s, or before one of the words listed below; "
            "break elsewhere only when no such point fits the constraints;",
            "- never end a line or a cue on a connector unless punctuation follows it.",
            f"Connectors: {', '.join(sorted(CONNECTORS))}.",
            f"Subject words: {', '.join(sorted(SUBJECT_WORDS))}.",
            f"Auxiliaries: {', '.join(sorted(AUXILIARIES))}.",
            "",
            _PROFILE_MARK,
            profile.to_json(),
            "",
            _WORDS_MARK,
            compact,
        ]
    )


def _section(prompt: str, mark: str) -> str:
    at = prompt.rfind(mark)
    if at < 0:
        raise ValueError(f"the prompt has no {mark!r} section")
    rest = prompt[at + len(mark) :].lstrip("\n")
    return rest.split("\n", 1)[0] if mark == _PROFILE_MARK else rest.strip()


def words_from_prompt(prompt: str) -> list[Word]:
    """Read the words back out of a rendered user prompt.

    >>> from captionsmith.words import Word
    >>> words_from_prompt(render_user_prompt([Word("Hi.", 0, 250)], Profile()))
    [Word(text='Hi.', start_ms=0, end_ms=250)]
    """
    raw = _section(prompt, _WORDS_MARK)
    try:
        items = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValueError(f"the WORDS section is not valid JSON: {exc.msg}") from None
    if not isinstance(items, list) or not all(
        isinstance(item, list) and len(item) == 3 for item in items
    ):
        raise ValueError("the WORDS section must be a list of [word, start, end]")
    return words_from_json([{"word": w, "start": s, "end": e} for w, s, e in items])


def profile_from_prompt(prompt: str) -> Profile:
    """Read the profile back out of a rendered user prompt."""
    raw = _section(prompt, _PROFILE_MARK)
    try:
        return profile_from_dict(json.loads(raw))
    except json.JSONDecodeError as exc:
        raise ValueError(f"the PROFILE section is not valid JSON: {exc.msg}") from None
