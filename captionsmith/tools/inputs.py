"""The files a command reads, and what they say about each other: a task or
ASR JSON file with the language it states, a subtitle file in SRT, WebVTT
or ASS, and whether an answer can belong to a task at all.

One rule for a file's language: when the file states one and the flags
chose another, :func:`check_language` stops with one line, unless
``--force-language``.
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from pathlib import Path

from captionsmith.core.fileio import UserError, load_json
from captionsmith.core.formats import (
    FORMAT_NAMES,
    read_subtitles,
    render,
    sniff_subtitles,
    subtitle_format,
)
from captionsmith.core.importers import detect_format, import_words
from captionsmith.core.languages import LANGUAGES, language_code
from captionsmith.core.lenient import LenientRead
from captionsmith.core.measures import measure
from captionsmith.core.profile import Profile, resolve_profile
from captionsmith.core.srt import Cue, SrtError, compose, parse_answer
from captionsmith.core.text import strip_style_tags
from captionsmith.solving.recordings import Recording
from captionsmith.solving.tasks import TaskSpec, task_from_json

__all__ = [
    "Stated",
    "answer_cues",
    "answer_mismatch",
    "check_language",
    "fixed_text",
    "load_task",
    "load_task_stated",
    "same_language",
    "subtitle_reader",
]


# A file's own statement of its language: (captionsmith code, where it says so).
Stated = tuple[str, str]


def _task_language(data: object) -> Stated | None:
    """The language a task JSON states: its ``language`` field, its
    profile's, or English for a generated task (it has a ``profile`` and
    no ``language``); None for bare words."""
    if not isinstance(data, dict):
        return None
    if isinstance(data.get("language"), str):
        return data["language"], "the task's 'language' field"
    profile = data.get("profile")
    if isinstance(profile, dict) and isinstance(profile.get("language"), str):
        return profile["language"], "the task's profile"
    if profile is not None:
        return "en", "a task with no 'language' field is English"
    return None


def _asr_language_field(data: object) -> str:
    """The name of the field an ASR file states its language in."""
    if isinstance(data, dict):
        for key in ("language_code", "language"):
            if key in data:
                return key
    return "detected_language"


def load_task_stated(
    path: str, fmt: str = "auto", language: str | None = None
) -> tuple[TaskSpec, Stated | None]:
    """:func:`load_task`, and the language the file states (None when it
    states none captionsmith knows)."""
    data = load_json(path)
    try:
        chosen = detect_format(data) if fmt == "auto" else fmt
        if chosen == "task":
            return task_from_json(data), _task_language(data)
        report = import_words(data, chosen)
        stated: Stated | None = None
        if report.language is not None and language_code(report.language) is not None:
            code = language_code(report.language)
            assert code is not None
            stated = code, f"its {_asr_language_field(data)} {report.language!r}"
        if language is None and report.language is not None:
            found = language_code(report.language)
            if found is None:
                raise ValueError(
                    f"the file's language {report.language!r} is not one captionsmith judges "
                    f"(known: {', '.join(LANGUAGES)}); pass --language to choose the rules"
                )
            language = found
    except ValueError as exc:
        raise UserError(f"{path}: {exc}") from None
    if report.repairs:
        print(
            f"captionsmith: {path}: {report.format}: repaired {report.summary()}", file=sys.stderr
        )
    if report.approximate:
        print(
            f"captionsmith: {path}: segments without word times: word times are approximate "
            "(each segment's duration spread over its words by their length)",
            file=sys.stderr,
        )
    profile = resolve_profile("default", language or "en")  # netflix-ja for Japanese
    return TaskSpec("train", 0, 0, 0, profile, tuple(report.words)), stated


def load_task(path: str, fmt: str = "auto", language: str | None = None) -> TaskSpec:
    """One task from a JSON file: a generate line, {"words": [...]}, a bare
    list, or ASR output in any format captionsmith.core.importers reads."""
    return load_task_stated(path, fmt, language)[0]


def _chosen_language(args: argparse.Namespace, profile: Profile) -> str:
    """What chose ``profile``'s language, for an error message."""
    if getattr(args, "language", None):
        return f"--language is {args.language}"
    if getattr(args, "profile", None):
        return f"--profile {args.profile} is for {profile.language}"
    if getattr(args, "profile_file", None):
        return f"--profile-file {args.profile_file} is for {profile.language}"
    return f"the language is {profile.language}"


def check_language(
    path: str, stated: Stated | None, profile: Profile, args: argparse.Namespace
) -> None:
    """A UserError when the file states one language and the flags chose
    another, unless --force-language."""
    if stated is None or getattr(args, "force_language", False):
        return
    code, where = stated
    if code != profile.language:
        raise UserError(
            f"{path} is in {code} ({where}), but {_chosen_language(args, profile)}; "
            f"add --force-language to treat it as {profile.language} anyway"
        )


def same_language(
    recordings: tuple[Recording, ...], profile: Profile, args: argparse.Namespace
) -> tuple[Recording, ...]:
    """The recordings in the tasks' language; a line on stderr for each one
    that states another (skipped unless --force-language)."""
    if args.force_language:
        return recordings
    kept = []
    for recording in recordings:
        stated = recording.language
        code = None if stated is None else language_code(stated)
        if stated is None or code == profile.language:
            kept.append(recording)
            continue
        print(
            f"captionsmith: {recording.name}: skipped: it states language {stated!r}, but "
            f"{_chosen_language(args, profile)} (--force-language keeps it)",
            file=sys.stderr,
        )
    if not kept:
        raise ValueError(
            f"{args.transcripts}: every recording states another language than "
            f"{profile.language}; choose theirs with --language, or add --force-language"
        )
    return tuple(kept)


def subtitle_reader(text: str, path: str, explicit: str) -> str:
    """The reader for ``path`` (see :func:`captionsmith.core.formats.subtitle_format`);
    a UserError naming the right reader when SRT is forced on WebVTT or ASS."""
    fmt = subtitle_format(text, path, explicit)
    found = sniff_subtitles(text)
    if fmt == "srt" and found is not None:
        header = "WEBVTT" if found == "vtt" else "[Script Info]"
        raise UserError(
            f"{path}: starts with {header}: it is {FORMAT_NAMES[found]}, not SRT; read it with "
            f"--subtitle-format {found} (or auto)"
        )
    return fmt


def fixed_text(cues: list[Cue], out: str) -> str:
    """``check --fix``'s output: WebVTT or ASS for a .vtt or .ass --out, else SRT."""
    suffix = Path(out).suffix.lower()
    return render(cues, "vtt" if suffix == ".vtt" else "ass" if suffix == ".ass" else "srt")


_SCRIPTS = {"HIRAGANA": "Japanese", "KATAKANA": "Japanese", "CJK": "Chinese or Japanese"}


def _scripts(text: str) -> dict[str, int]:
    """How many letters of each script ``text`` holds (Latin, Cyrillic,
    Japanese kana, Han ...); digits count for none."""
    counts: dict[str, int] = {}
    for ch in text:
        if ch.isalpha():
            name = unicodedata.name(ch, "").split(" ")[0]
            script = "Latin" if name in ("LATIN", "FULLWIDTH") else _SCRIPTS.get(name, name.title())
            counts[script] = counts.get(script, 0) + 1
    return counts


def _units(text: str, spaced: bool) -> set[str]:
    """Words (spaced languages) or letters (Japanese, Chinese), lowercased."""
    text = text.lower()
    return set(re.findall(r"\w+", text)) if spaced else {ch for ch in text if ch.isalnum()}


def answer_mismatch(task: TaskSpec, cues: list[Cue]) -> str | None:
    """Why ``cues`` cannot be an answer to ``task`` at all, or None: most
    of its letters are in a script the task does not use, or fewer than 1
    in 10 of its distinct words (letters in Japanese and Chinese) are in
    the task.

    >>> from captionsmith.core.words import Word
    >>> words = (Word("Bonjour", 0, 400), Word("tout", 400, 700), Word("le", 700, 800))
    >>> t = TaskSpec("train", 0, 0, 0, resolve_profile("netflix-fr"), words)
    >>> answer_mismatch(t, [Cue(1, 0, 900, ("こんにちは",))])
    'the answer is in Japanese script, the task (fr) in Latin'
    >>> answer_mismatch(t, [Cue(1, 0, 900, ("Hello there",))])
    'the answer shares no word with the task (fr)'
    >>> answer_mismatch(t, [Cue(1, 0, 900, ("Hello there, said le big", "fat cat who ran far away"))])
    "only 1 of the answer's 11 distinct words are in the task (fr)"
    >>> answer_mismatch(t, [Cue(1, 0, 900, ("<i>Bonjour</i>",))]) is None
    True
    """
    said = " ".join(w.text for w in task.words)
    shown = " ".join(line for cue in cues for line in strip_style_tags(cue.lines))
    task_scripts, answer_scripts = _scripts(said), _scripts(shown)
    if task_scripts and answer_scripts:
        ours = max(task_scripts, key=lambda k: task_scripts[k])
        theirs = max(answer_scripts, key=lambda k: answer_scripts[k])
        if ours != theirs and theirs not in task_scripts:
            return f"the answer is in {theirs} script, the task ({task.language}) in {ours}"
    spaced = measure(task.language).spaced
    ours_units, theirs_units = _units(said, spaced), _units(shown, spaced)
    shared = len(ours_units & theirs_units)
    unit = "word" if spaced else "character"
    if ours_units and not shared:
        return f"the answer shares no {unit} with the task ({task.language})"
    if shared * 10 < len(theirs_units):  # fewer than 1 in 10: another transcript
        return (
            f"only {shared} of the answer's {len(theirs_units)} distinct {unit}s are in the "
            f"task ({task.language})"
        )
    return None


def answer_cues(text: str, path: str, fmt: str) -> tuple[list[Cue] | None, str]:
    """The answer's cues (None when it is not valid SRT: the scorer says
    why) and the SRT text to score: WebVTT and ASS are scored as the SRT
    of the same cues; one that is not strict is a UserError."""
    if fmt == "srt":
        try:
            return parse_answer(text), text
        except SrtError:
            return None, text
    read: LenientRead = read_subtitles(text, fmt)
    if read.issues:
        first = read.issues[0]
        raise UserError(
            f"{path}:{first.line}: {first.message} (not strict {FORMAT_NAMES[fmt]}; "
            f"captionsmith check --lenient {path} lists every issue)"
        )
    return read.cues, compose(read.cues)
