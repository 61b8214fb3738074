"""The prompts a model sees, rendered from the same profile object the
checker uses.

``SYSTEM_PROMPT`` states the output contract (``OUTPUT_CONTRACT``, which the
repair feedback repeats).  ``render_user_prompt(words,
profile)`` states the profile's numbers, the timing and segmentation rules
the rewards check, and the words as compact JSON: one ``[word, start, end]``
array per word, times in seconds, no spaces.  ``words_from_prompt`` reads
them back (the offline endpoint uses it).

This module writes only what is true in every language; each sentence that
differs by language (what a word keeps, which marks may be added or left
out, where phrases meet and must not be broken, the dialogue sentence with
the pack's dash and its spacing) comes from the language pack's
:class:`~captionsmith.languages.PromptNotes`, so a prompt states its own
language's rules and no other's (``tests/test_prompts.py``).
"""

from __future__ import annotations

import json

from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile, profile_from_dict
from captionsmith.core.words import Word, words_from_json
from captionsmith.criteria.boundaries import LONG_SILENCE_MS, NATURAL_PAUSE_MS
from captionsmith.criteria.shot_checks import DEFAULT_THRESHOLD_MS as SHOT_THRESHOLD_MS
from captionsmith.criteria.shot_checks import shot_changes_from_json
from captionsmith.languages import PromptNotes, language_pack

__all__ = [
    "DIALOGUE_RULE",
    "OUTPUT_CONTRACT",
    "SEGMENTATION_RULES",
    "SYSTEM_PROMPT",
    "profile_from_prompt",
    "render_user_prompt",
    "segmentation_rules",
    "shot_changes_from_prompt",
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
_WORDS_MARK_SPEAKERS = "WORDS (JSON [word, start_s, end_s, speaker]):"
_PROFILE_MARK = "PROFILE (JSON):"
_SHOTS_MARK = "SHOT CHANGES (JSON, seconds):"


def _seconds(ms: int) -> float | int:
    value = ms / 1000
    return int(value) if value == int(value) else value


# What the prompt says in every language; a pack adds its own sentences
# (its ``prompt_notes``: spelling, marks, phrase rules, the dialogue sentence).
def _spoken(ms: int) -> str:
    """A duration as the prompt says it.

    >>> _spoken(250), _spoken(1000), _spoken(1500)
    ('a quarter of a second', 'a full second', '1.5 seconds')
    """
    words = {250: "a quarter of a second", 500: "half a second", 1000: "a full second"}
    return words.get(ms, f"{ms / 1000:g} seconds")


_BREAK_RULE = (
    "Break cues and lines where a professional subtitler would: after sentence or clause "
    f"punctuation, at a pause of {_spoken(NATURAL_PAUSE_MS)} or more "
    f"({_spoken(LONG_SILENCE_MS)} inside a phrase), "
    "at a change of speaker, or between phrases ({between})."
)
_ORPHAN_RULE = (
    "Do not end a line or a cue on the first one or two words of a new sentence, and "
    "do not let a cue that finishes one sentence run on into part of the next."
)
_LINE_RULE = (
    "Keep a cue on one line unless it does not fit; break two lines where the sense "
    "divides most (at a sentence end or a clause start, not between a verb and its "
    "object), keeping them balanced."
)
# The languages written with spaces price a cue break at a comma where one cue
# would hold the sentence (criteria.flaws.comma_only); the others do not.
_CUE_RULE = {
    True: "A new cue is a stronger break than a new line: keep a sentence that fits one "
    "cue in one; start a cue at a sentence end, a pause or a change of speaker, and "
    "elsewhere only when the next words do not fit; never inside a phrase.",
    False: "A new cue is a stronger break than a new line: start one at punctuation, a "
    "pause or a change of speaker, and elsewhere only when the next words do not fit in "
    "the current cue; never inside a phrase.",
}
_LAST_RESORT = "Break elsewhere only where nothing else fits the constraints."


def segmentation_rules(notes: PromptNotes, spaced: bool = True) -> tuple[str, ...]:
    """The segmentation rules as a language's prompt states them: the break
    rule with the language's phrase boundaries, its never-break sentences,
    then the rules every language shares (``spaced``: the language writes
    spaces between words, and a sentence split at a comma costs)."""
    return (
        _BREAK_RULE.format(between=notes.between),
        *notes.phrases,
        _ORPHAN_RULE,
        _LINE_RULE,
        _CUE_RULE[spaced],
        _LAST_RESORT,
    )


# The English prompt's segmentation and dialogue rules (the latter with its
# dash as ``{dash}``): DESIGN.md quotes these word for word (a test checks).
SEGMENTATION_RULES = segmentation_rules(language_pack("en").prompt_notes)
DIALOGUE_RULE = language_pack("en").prompt_notes.dialogue_rule("{dash}")


def _shot_rule(profile: Profile, threshold_ms: int) -> str:
    return (
        "- The video cuts to a new shot at each time under SHOT CHANGES: no cue stays on "
        "screen across a shot change, and a cue that ends before one ends at least "
        f"{profile.min_gap:g} s before it. A cue may start on a shot change up to "
        f"{threshold_ms / 1000:g} s before its first word, and end {profile.min_gap:g} s "
        f"before one up to {threshold_ms / 1000:g} s away from where it would otherwise end."
    )


def render_user_prompt(
    words: list[Word] | tuple[Word, ...],
    profile: Profile,
    shot_changes: tuple[int, ...] = (),
) -> str:
    """The user message for one task; ``shot_changes`` (ms): the video's,
    stated with their rule when there are any.

    >>> from captionsmith.core.words import Word
    >>> text = render_user_prompt([Word("Hi.", 0, 250)], Profile())
    >>> text.splitlines()[-1]
    '[["Hi.",0,0.25]]'
    >>> "at most 42 characters" in text, "SHOT" in text
    (True, False)
    >>> render_user_prompt([Word("Hi.", 0, 250)], Profile(), (1500,)).splitlines()[-5:-3]
    ['SHOT CHANGES (JSON, seconds):', '[1.5]']
    """
    speakers = any(w.speaker is not None for w in words)
    compact = json.dumps(
        [
            [w.text, _seconds(w.start_ms), _seconds(w.end_ms)] + ([w.speaker] if speakers else [])
            for w in words
        ],
        ensure_ascii=False,
        separators=(",", ":"),
    )
    pack = language_pack(profile.language)
    notes = pack.prompt_notes
    if pack.measure.spaced:  # the units of every Latin-script language
        width = "characters per line (a wide East Asian or full-width character counts as 2)"
        speed = "characters per second (all of a cue's characters, spaces and punctuation"
    else:
        width = f"{pack.measure.unit} per line"
        speed = f"{pack.measure.label} per second (all of a cue's characters"
    return "\n".join(
        [
            "Make SRT subtitles for these words.",
            *([f"Language: {pack.name}. {notes.summary}"] if notes.summary else []),
            "",
            "Constraints:",
            f"- at most {profile.max_lines} lines per cue and at most "
            f"{profile.max_chars_per_line} {width};",
            f"- at most {profile.max_cps:g} {speed} included, line breaks not, divided by "
            "its duration);",
            f"- each cue lasts {profile.min_duration:g} to {profile.max_duration:g} seconds;",
            f"- at least {profile.min_gap:g} seconds between one cue's end and the next "
            "cue's start.",
            "",
            "Rules:",
            "- keep every word, in order, exactly once, spelled as given with its "
            f"{notes.spelling}; add no words or symbols. {notes.marks} <i>, <b> and <u> "
            "tags are allowed;",
            "- start each cue at its first word's start; end it between its last word's "
            f"end and {profile.max_linger:g} s after it (later if the minimum duration or "
            "the cps limit needs it); when the next cue would start less than "
            f"{profile.chain_gap:g} s after that, you may instead end {profile.min_gap:g} s "
            f"before it; end up to {profile.min_gap:g} s before the last word's end only "
            "when the gap before the next cue needs it;",
            *(f"- {rule}" for rule in segmentation_rules(notes, measure(profile.language).spaced)),
            *([f"- {notes.dialogue_rule(pack.dialogue_dash)}"] if speakers else []),
            *([_shot_rule(profile, SHOT_THRESHOLD_MS)] if shot_changes else []),
            "",
            _PROFILE_MARK,
            profile.to_json(),
            "",
            *(
                [_SHOTS_MARK, json.dumps([_seconds(ms) for ms in shot_changes]), ""]
                if shot_changes
                else []
            ),
            _WORDS_MARK if not speakers else _WORDS_MARK_SPEAKERS,
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

    >>> from captionsmith.core.words import Word
    >>> words_from_prompt(render_user_prompt([Word("Hi.", 0, 250)], Profile()))
    [Word(text='Hi.', start_ms=0, end_ms=250)]
    """
    mark = _WORDS_MARK_SPEAKERS if _WORDS_MARK_SPEAKERS in prompt else _WORDS_MARK
    size = 4 if mark is _WORDS_MARK_SPEAKERS else 3
    raw = _section(prompt, mark)
    try:
        items = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValueError(f"the WORDS section is not valid JSON: {exc.msg}") from None
    if not isinstance(items, list) or not all(
        isinstance(item, list) and len(item) == size for item in items
    ):
        raise ValueError(f"the WORDS section must be a list of {mark.split('JSON ')[1][:-2]}")
    keys = ("word", "start", "end", "speaker")
    return words_from_json([dict(zip(keys, item, strict=False)) for item in items])


def shot_changes_from_prompt(prompt: str) -> tuple[int, ...]:
    """Read the shot changes (ms) back out of a rendered user prompt; none
    when it states none.

    >>> from captionsmith.core.words import Word
    >>> shot_changes_from_prompt(render_user_prompt([Word("Hi.", 0, 250)], Profile(), (1500,)))
    (1500,)
    """
    if _SHOTS_MARK not in prompt:
        return ()
    raw = prompt[prompt.rfind(_SHOTS_MARK) + len(_SHOTS_MARK) :].lstrip("\n").split("\n", 1)[0]
    try:
        return shot_changes_from_json(json.loads(raw))
    except json.JSONDecodeError as exc:
        raise ValueError(f"the SHOT CHANGES section is not valid JSON: {exc.msg}") from None


def profile_from_prompt(prompt: str) -> Profile:
    """Read the profile back out of a rendered user prompt."""
    raw = _section(prompt, _PROFILE_MARK)
    try:
        return profile_from_dict(json.loads(raw))
    except json.JSONDecodeError as exc:
        raise ValueError(f"the PROFILE section is not valid JSON: {exc.msg}") from None
