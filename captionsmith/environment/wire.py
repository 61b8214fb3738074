"""The taskset's JSON forms as pydantic types.

* :data:`WireWords`, :data:`WireProfile`: words and a profile, read from
  the task file's JSON form or taken as the core's own objects, and written
  in that form (see the comment above them).
* :data:`WireShotChanges`: a task's shot changes, seconds on the wire and
  integer ms in memory, as in the task file.
* :class:`ProfileOverrides`: the profile fields a taskset config may
  replace, exactly ``profile.JSON_FIELDS``.

Contract: pure; imports core, criteria and pydantic only, never verifiers (the
taskset, :mod:`captionsmith.environment.taskset`, is the only module that does).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, PlainSerializer

from captionsmith.core.profile import Profile, profile_from_dict
from captionsmith.core.words import Word, words_from_json, words_to_json
from captionsmith.criteria.shot_checks import shot_changes_from_json

__all__ = ["ProfileOverrides", "WireProfile", "WireShotChanges", "WireWords"]


def _words_in(value: object) -> object:
    """Words from the one JSON form (``words.words_from_json``), or the
    core's own ``Word`` objects as they are."""
    if isinstance(value, list | tuple) and all(isinstance(w, Word) for w in value):
        return tuple(value)
    return tuple(words_from_json(value))


def _profile_in(value: object) -> object:
    """A profile from the one JSON form (``profile.profile_from_dict``), or
    the core's own ``Profile`` as it is."""
    return value if isinstance(value, Profile) else profile_from_dict(value)


# The task file's JSON form of words and profiles, on the wire too: a task
# serialised by pydantic reads back with ``tasks.task_from_json`` and the
# other way round (times in seconds; the code keeps integer milliseconds).
WireWords = Annotated[
    tuple[Word, ...], BeforeValidator(_words_in), PlainSerializer(words_to_json, return_type=list)
]
WireProfile = Annotated[
    Profile, BeforeValidator(_profile_in), PlainSerializer(Profile.to_dict, return_type=dict)
]


def _shots_in(value: object) -> object:
    """Shot changes in seconds (the task file's form), or already in ms."""
    if isinstance(value, tuple) and all(type(v) is int for v in value):
        return value
    return shot_changes_from_json(list(value) if isinstance(value, tuple) else value)


def _shots_out(value: tuple[int, ...]) -> list[float]:
    return [ms / 1000 for ms in value]


WireShotChanges = Annotated[
    tuple[int, ...], BeforeValidator(_shots_in), PlainSerializer(_shots_out, return_type=list)
]


class ProfileOverrides(BaseModel):
    """Profile fields that replace the preset's (unset = keep the preset's), in
    the JSON form (seconds): the fields of ``profile.JSON_FIELDS``, which a test
    checks."""

    model_config = ConfigDict(extra="forbid")

    max_chars_per_line: int | None = None
    max_lines: int | None = None
    max_cps: float | None = None
    min_duration: float | None = None
    max_duration: float | None = None
    min_gap: float | None = None
    max_linger: float | None = None
    chain_gap: float | None = None
