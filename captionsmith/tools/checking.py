"""``captionsmith check``: a subtitle file against a profile (and its words).

* Strict (the default): the file must be strict SRT (or WebVTT, ASS); the
  first departure is printed as ``FILE:LINE: message`` and the exit is 1.
* ``--lenient``: real-world files are read anyway
  (:func:`captionsmith.core.lenient.read_lenient`), every issue printed at
  its line; an overlap is trimmed to leave the profile's minimum gap.
* ``--fix --out F``: also writes the recovered cues, fixed where the
  profile allows a fix (:func:`captionsmith.criteria.fixes.fix_cues`), and
  says on stderr what it changed (``FILE:LINE: cue N: fixed: ...``) and
  what it could not fix (``F: could not fix: <finding>``): exactly what
  strict ``check F`` with the same profile reports, so the written file
  passes strict ``check`` unless such a line says why not.
* ``--fps``, ``--shot-changes``: also every time not on a frame, and every
  cue that crosses a shot change or starts or ends near one
  (:mod:`captionsmith.tools.framing`); ``--fix`` puts every time on a
  frame, but does not move a cue off a shot change (that would change
  what the film shows with it): those stay "could not fix".
* ``--encoding``: a file that is not UTF-8 is read in the encoding named,
  or (``auto``) in the legacy encoding it is recognisably in
  (:func:`captionsmith.core.fileio.read_legacy_text`), said on stderr.

With ``--words`` the findings are the scorer's, each cue's breach stated
once (:func:`captionsmith.core.findings.stated_once`), the list the repair
feedback sends.  Exit 0 when there is no problem, 1 when there is, 2 for a
user's mistake (one line on stderr).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from captionsmith.core.fileio import (
    ENCODING_NAMES,
    UserError,
    atomic_output,
    read_legacy_text,
    refuse_overwrite,
)
from captionsmith.core.findings import plural, stated_once
from captionsmith.core.formats import FORMAT_NAMES, read_subtitles
from captionsmith.core.lenient import read_lenient
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue, SrtError, parse_answer
from captionsmith.criteria.checks import constraint_violations
from captionsmith.criteria.fixes import Grid, MsGrid, fix_cues
from captionsmith.judging.scoring import score_cues
from captionsmith.tools.commands import profile_from_args
from captionsmith.tools.framing import Framing, framing_from_args
from captionsmith.tools.inputs import (
    check_language,
    fixed_text,
    load_task_stated,
    subtitle_reader,
)

__all__ = ["NO_CUES", "cmd_check"]

NO_CUES = "no cues: the file holds no subtitles"


def cmd_check(args: argparse.Namespace) -> int:
    """Check ``args.file`` (see the module docstring); the exit code."""
    lenient = args.lenient or args.fix
    if args.fix and not args.out:
        raise UserError("--fix needs --out FIXED.srt, the file to write the normalised SRT to")
    if args.out and not args.fix:
        raise UserError("--out is for --fix: check writes no file otherwise")
    if args.out:
        refuse_overwrite(args.out, (args.file,))
        if _is_ass(args.out) and getattr(args, "fps", None) is not None:
            raise UserError(
                "--fix --fps cannot write ASS: it keeps centiseconds, which are not frame "
                "times; write .srt or .vtt"
            )
    encoding = getattr(args, "encoding", None) or "auto"
    text, codec = read_legacy_text(args.file, encoding)
    if codec != "utf-8" and encoding == "auto":
        written = "; --fix writes UTF-8" if args.fix else ""
        print(
            f"captionsmith: {args.file}: not UTF-8: read as {ENCODING_NAMES.get(codec, codec)} "
            f"(--encoding names another){written}",
            file=sys.stderr,
        )
    fmt = subtitle_reader(text, args.file, args.subtitle_format)
    task, stated = (
        load_task_stated(args.words, args.format, args.language) if args.words else (None, None)
    )
    profile = profile_from_args(args, base=task.profile if task else None)
    framing = framing_from_args(args, profile, task.shot_changes if task else ())
    profile = profile if framing is None else framing.profile
    if args.words:
        check_language(args.words, stated, profile, args)
    where: list[int] = []  # with --lenient, each cue's timing line in the file
    located: list[tuple[int, str]] = []  # (file line, message), printed in line order
    if lenient:
        read = read_lenient(text, profile.min_gap_ms) if fmt == "srt" else read_subtitles(text, fmt)
        cues, where = read.cues, read.cue_lines
        located += [
            (issue.line, f"{args.file}:{issue.line}: {issue.message}") for issue in read.issues
        ]
    else:
        strict = _strict_cues(text, fmt, args.file)
        if strict is None:
            return 1
        cues = strict
    # With the words, the scorer's own findings (the list the repair
    # feedback renders); without them, the profile's rules alone.
    findings = (
        constraint_violations(cues, profile)
        if task is None
        else stated_once(list(score_cues(task.words, profile, cues).findings))
    )
    if framing is not None:  # --fps, --shot-changes: tools/framing.py
        findings = sorted(findings + framing.findings(cues), key=lambda f: f.cue or 0)
    problems = []
    for f in findings:
        if where and f.cue is not None:
            at = where[f.cue - 1]
            located.append((at, f"{args.file}:{at}: {f}"))
        else:
            problems.append(f"{args.file}: {f}")
    problems += [message for _, message in sorted(located, key=lambda item: item[0])]
    if not cues:
        problems.append(f"{args.file}: {NO_CUES}")
    for line in problems:
        print(line)
    span = (cues[-1].end_ms - cues[0].start_ms) / 1000 if cues else 0.0
    verdict = "ok" if not problems else plural(len(problems), "problem")
    print(f"{args.file}: {verdict}: {plural(len(cues), 'cue')}, {span:.3f} s")
    if args.fix:
        sys.stdout.flush()
        _write_fixed(args, cues, where, profile, framing)
    return 0 if not problems else 1


def _is_ass(path: str) -> bool:
    return Path(path).suffix.lower() == ".ass"


def _strict_cues(text: str, fmt: str, path: str) -> list[Cue] | None:
    """The cues of a strict file; None (the first departure printed) if it
    is not strict."""
    if fmt != "srt":
        read = read_subtitles(text, fmt)
        if read.issues:
            first = read.issues[0]
            print(f"{path}:{first.line}: {first.message}")
            print(
                f"{path}: not strict {FORMAT_NAMES[fmt]}; --lenient reads it anyway and "
                "reports every issue",
                file=sys.stderr,
            )
            return None
        return read.cues
    try:
        return parse_answer(text)
    except SrtError as exc:
        print(f"{path}:{exc.line}: {exc.message}")
        print(
            f"{path}: not strict SRT; --lenient reads real-world files and reports every issue",
            file=sys.stderr,
        )
        return None


def _write_fixed(
    args: argparse.Namespace,
    cues: list[Cue],
    where: list[int],
    profile: Profile,
    framing: Framing | None,
) -> None:
    """Write ``--out``: the cues fixed for ``profile`` (on the frames of
    ``--fps``, or ASS's centisecond grid for a .ass file), and say on stderr
    what changed and what strict ``check`` with the same flags will still
    report (the frame and shot-change findings included)."""
    fps = framing.fps if framing is not None else None
    grid: Grid = fps if fps is not None else MsGrid(10 if _is_ass(args.out) else 1)
    report = fix_cues(cues, profile, grid)
    if framing is not None:
        report.unfixed += framing.findings(report.cues)
    with atomic_output(args.out, (args.file,)) as out:
        out.write(fixed_text(report.cues, args.out))
    for index, change in report.fixed:
        print(
            f"captionsmith: {args.file}:{where[index - 1]}: cue {index}: fixed: {change}",
            file=sys.stderr,
        )
    left = [str(f) for f in report.unfixed] + ([] if report.cues else [NO_CUES])
    for line in left:
        print(f"captionsmith: {args.out}: could not fix: {line}", file=sys.stderr)
    state = (
        "it passes strict check with this profile"
        if not left
        else f"--fix could not fix {plural(len(left), 'problem')} (listed above), which strict "
        "check reports"
    )
    print(
        f"captionsmith: {args.out}: wrote {plural(len(report.cues), 'cue')}; {state}",
        file=sys.stderr,
    )
