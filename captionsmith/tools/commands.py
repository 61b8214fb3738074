"""What each ``captionsmith`` command does, given its parsed arguments.

One function per command (``cmd_generate`` ... ``cmd_config``; ``check``'s
is in :mod:`captionsmith.tools.checking`) and the
helpers they share (the profile, task and generator config a command's
flags describe).  Each returns the exit code and raises
:class:`captionsmith.core.fileio.UserError` for a user's mistake;
:mod:`captionsmith.tools.cli` parses the flags, calls it and turns the error
into one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from dataclasses import replace
from importlib.metadata import version
from pathlib import Path

from captionsmith import __version__
from captionsmith.core.fileio import (
    Progress,
    UserError,
    atomic_output,
    load_json,
    read_text,
    refuse_overwrite,
)
from captionsmith.core.findings import stated_once
from captionsmith.core.formats import output_format, render
from captionsmith.core.profile import (
    JSON_FIELDS,
    Profile,
    profile_from_dict,
    resolve_profile,
)
from captionsmith.criteria.shot_checks import task_shot_timing
from captionsmith.environment.traces import TraceError, format_table, summarize_dir
from captionsmith.judging.scoring import score, score_cues
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.best_effort import solve_best_effort
from captionsmith.solving.policies import POLICIES
from captionsmith.solving.recordings import load_recordings
from captionsmith.solving.tasks import (
    diagnose_profile,
    diagnose_words,
    make_task,
)
from captionsmith.solving.transcripts import WindowCatalogue, transcript_windows
from captionsmith.tools.demo import DemoError, run_demo
from captionsmith.tools.framing import framing_from_args
from captionsmith.tools.inputs import (
    answer_cues,
    answer_mismatch,
    check_language,
    load_task_stated,
    same_language,
    subtitle_reader,
)
from captionsmith.tools.server import make_server
from captionsmith.tools.training import TrainingChoice, training_config

POLICY_NAMES = tuple(POLICIES)


def _plural(count: int, noun: str) -> str:
    """``1 problem``, ``2 problems``.

    >>> _plural(1, "problem"), _plural(3, "cue")
    ('1 problem', '3 cues')
    """
    return f"{count} {noun}{'' if count == 1 else 's'}"


def profile_from_args(args: argparse.Namespace, base: Profile | None = None) -> Profile:
    """The profile chosen by --profile / --profile-file, else ``base``, with
    every layout flag (``--max-chars-per-line 32`` ...) applied on top, in
    the language of --language, else of the task or ASR file (``base``),
    else of the preset.  A language preset for another language, or a
    profile file stating another language, is an error naming both."""
    language = getattr(args, "language", None)
    if language is None and base is not None and base.language != "en":
        language = base.language
    try:
        if getattr(args, "profile_file", None):
            chosen = profile_from_dict(load_json(args.profile_file))
            stated = chosen.language
            if language is not None and stated not in ("en", language):
                raise ValueError(
                    f"{args.profile_file} is for {stated}, but the language is {language}"
                )
            chosen = replace(chosen, language=language or stated)
        elif getattr(args, "profile", None):
            chosen = resolve_profile(args.profile, language)
        elif base is not None and language is not None and language != base.language:
            # another language: the base's own numbers if it has any, else
            # that language's default (13 full-width characters in Japanese)
            untouched = base == resolve_profile("default", base.language)
            chosen = (
                resolve_profile("default", language)
                if untouched
                else replace(base, language=language)
            )
        elif base is not None:
            chosen = base
        else:
            chosen = resolve_profile("default", language)
        changes = {
            name: getattr(args, f"set_{name}")
            for name in JSON_FIELDS
            if getattr(args, f"set_{name}", None) is not None
        }
        return profile_from_dict(changes, base=chosen) if changes else chosen
    except ValueError as exc:
        raise UserError(f"profile: {exc}") from None


def generator_config_from_args(args: argparse.Namespace) -> GeneratorConfig:
    """The GeneratorConfig of --difficulty/--min-words/--max-words/--no-punctuation
    and --with-shot-changes."""
    try:
        return GeneratorConfig(
            difficulty=args.difficulty,
            min_words=args.min_words,
            max_words=args.max_words,
            punctuation=not args.no_punctuation,
            shot_changes=getattr(args, "with_shot_changes", False),
        )
    except ValueError as exc:
        raise UserError(str(exc)) from None


def cmd_generate(args: argparse.Namespace) -> int:
    """Write tasks ``--start .. --start + --count - 1``.  With
    ``--transcripts``, first a line per recording on stderr (words, windows
    tried and kept, why the others were not) and the split's total; when
    the split gives fewer distinct windows than the run needs, a UserError
    saying how many it gives, unless ``--allow-repeats`` (then a warning,
    and the stream's later passes)."""
    profile = profile_from_args(args)
    config = generator_config_from_args(args)
    catalogue = None
    try:
        if args.transcripts is None:
            diagnose_profile(profile, config)
        else:
            for flag in ("no_punctuation", "with_shot_changes"):
                if getattr(args, flag, False):
                    name = "--" + flag.replace("_", "-")
                    raise ValueError(f"{name} applies to generated tasks, not to transcripts")
            recordings = same_language(load_recordings(args.transcripts), profile, args)
            diagnose_words(profile, [w for r in recordings for w in r.words])
            catalogue = transcript_windows(
                recordings,
                args.seed,
                profile,
                config,
                args.split,
                check_script=not args.force_language,
            )
            _report_windows(args, catalogue, len(recordings))
    except ValueError as exc:
        raise UserError(str(exc)) from None

    def write(out) -> None:
        progress = Progress(args.count, "generate")
        for index in range(args.start, args.start + args.count):
            try:
                if catalogue is None:
                    task = make_task(args.seed, index, profile, config, split=args.split)
                else:
                    task = catalogue.task(index)
            except ValueError as exc:
                raise UserError(str(exc)) from None
            out.write(json.dumps(task.to_json(), ensure_ascii=False) + "\n")
            progress.update()

    if args.out:
        with atomic_output(args.out) as out:
            write(out)
    else:
        write(sys.stdout)
    return 0


def _report_windows(args: argparse.Namespace, catalogue: WindowCatalogue, total: int) -> None:
    """``generate --transcripts``'s report on stderr, and its refusal of a
    run the split cannot fill with distinct windows (see cmd_generate)."""
    for report in catalogue.reports:
        line = report.describe(catalogue.profile, catalogue.config)
        print(f"captionsmith: {line}", file=sys.stderr)
    low, high = catalogue.config.word_range
    distinct, tried = catalogue.distinct, catalogue.tried
    print(
        f"captionsmith: {args.transcripts}: {args.split} split: "
        f"{len(catalogue.reports)} of {_plural(total, 'recording')}; "
        f"{_plural(distinct, 'distinct window')} of {low}-{high} words kept of "
        f"{tried} tried ({distinct / tried if tried else 0.0:.0%} have a perfect answer)",
        file=sys.stderr,
    )
    needed = args.start + args.count
    if needed <= distinct:
        return
    if args.start == 0:
        asked, fits = f"--count {args.count}", f"--count {distinct} at most"
    else:
        asked = f"--start {args.start} --count {args.count}"
        fits = f"tasks 0-{distinct - 1} only"
    if distinct == 0:
        raise UserError(
            f"{args.transcripts}: the {args.split} split gives no task: no window of "
            f"{low}-{high} words has a perfect answer ({catalogue.reasons()}; see above)"
        )
    if not args.allow_repeats:
        raise UserError(
            f"{args.transcripts}: the {args.split} split gives {_plural(distinct, 'distinct task')}"
            f" (tasks 0-{distinct - 1}) of {low}-{high} words, but {asked} asks for tasks "
            f"{args.start}-{needed - 1}; ask for {fits}, add recordings, lower "
            "--difficulty, or add --allow-repeats"
        )
    passes = (needed - 1) // distinct - args.start // distinct + 1  # each a window once
    print(
        f"captionsmith: warning: {asked} serves {_plural(distinct, 'distinct window')}, each "
        f"up to {passes} times (--allow-repeats)",
        file=sys.stderr,
    )


def cmd_solve(args: argparse.Namespace) -> int:
    if args.out:
        refuse_overwrite(args.out, (args.file,))
    try:
        fmt = output_format(args.out, args.format_out)
    except ValueError as exc:
        raise UserError(str(exc)) from None
    task, stated = load_task_stated(args.file, args.format, args.language)
    profile = profile_from_args(args, base=task.profile)
    check_language(args.file, stated, profile, args)
    framing = framing_from_args(args, profile, task.shot_changes)
    profile = profile if framing is None else framing.profile
    try:
        diagnose_words(profile, task.words)
    except ValueError as exc:
        raise UserError(f"profile: {exc}") from None
    notes: list[str] = []
    try:
        if framing is None:
            cues = solve_best_effort(list(task.words), profile)
            findings = stated_once(list(score_cues(task.words, profile, cues).findings))
        else:  # on frames and shot changes: tools/framing.py
            cues, findings, missed = framing.solve(task.words)
            notes = [f"note: {f}" for f in missed]
    except ValueError as exc:
        raise UserError(f"{args.file}: {exc}") from None
    text = render(cues, fmt)
    problems = [str(f) for f in findings]
    if args.out:
        with atomic_output(args.out, (args.file,)) as out:
            out.write(text)
    else:
        sys.stdout.write(text)
    for line in problems + notes:
        print(f"captionsmith: {args.file}: {line}", file=sys.stderr)
    if notes:
        print(
            f"captionsmith: {args.file}: {_plural(len(notes), 'shot-change note')}: the speech "
            "runs across these shot changes, or meeting them would break the profile",
            file=sys.stderr,
        )
    if problems:
        print(
            f"captionsmith: {args.file}: the profile cannot be met perfectly; "
            f"{_plural(len(problems), 'problem')} remain (the fewest the relaxed search finds)",
            file=sys.stderr,
        )
    return 1 if problems and args.strict else 0


def cmd_score(args: argparse.Namespace) -> int:
    task, stated = load_task_stated(args.task, language=args.language)
    answer = read_text(args.answer)
    fmt = subtitle_reader(answer, args.answer, args.subtitle_format)
    profile = profile_from_args(args, base=task.profile)
    check_language(args.task, stated, profile, args)
    cues, srt = answer_cues(answer, args.answer, fmt)
    if cues:
        problem = answer_mismatch(replace(task, profile=profile), cues)
        if problem is not None:
            raise UserError(
                f"{args.answer} is not an answer to {args.task}: {problem} (wrong pair of files?)"
            )
    report = score(task.words, profile, srt, task_shot_timing(task.shot_changes, profile))
    print(json.dumps(report.to_dict(), indent=2))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    try:
        import datasets  # noqa: F401

        from captionsmith.environment.export import export_tasks
    except ImportError:
        raise UserError(
            "export needs the datasets library: pip install 'captionsmith[export]' "
            "(from a clone of the repository: pip install '.[export]')"
        ) from None
    profile = profile_from_args(args)
    config = generator_config_from_args(args)
    out = Path(args.out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise UserError(f"--out {out} exists and is not an empty directory")

    try:
        diagnose_profile(profile, config)
    except ValueError as exc:
        raise UserError(str(exc)) from None
    dataset = export_tasks(
        out, args.seed, args.count, profile, config, split=args.split, num_proc=args.num_proc
    )
    print(
        f"wrote {len(dataset)} tasks to {out} (datasets.load_from_disk) and "
        f"{out / 'parquet' / (args.split + '.parquet')}"
    )
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        server = make_server(args.policy, args.host, args.port, quiet=not args.verbose)
    except OSError as exc:
        raise UserError(
            f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc!s}"
        ) from None
    host, port = str(server.server_address[0]), server.server_address[1]
    print(
        f"captionsmith serve: http://{host}:{port}/v1; the request's model name picks the "
        f"policy ({', '.join(POLICY_NAMES)}); any other name gets {args.policy}",
        flush=True,
    )
    try:
        server.serve_forever()
    finally:
        server.server_close()
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    if args.out and Path(args.out).exists() and not Path(args.out).is_dir():
        raise UserError(f"--out {args.out} exists and is not a folder")
    out = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="captionsmith-demo-"))
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot create {out}: {exc.strerror or exc}") from None
    extra = [
        "--env.taskset.seed", str(args.seed),
        "--env.taskset.split", args.split,
        "--env.taskset.profile", args.profile,
        "--env.taskset.difficulty", str(args.difficulty),
    ]  # fmt: skip
    signature = (
        f"captionsmith {__version__}, verifiers {version('verifiers')}, split {args.split}, "
        f"seed {args.seed}, profile {args.profile}, difficulty {args.difficulty}, n {args.n}"
        + (f", repair turns {args.repair_turns}" if args.repair_turns else "")
    )
    print(f"captionsmith demo: {signature}; outputs in {out}", flush=True)
    try:
        results = run_demo(
            args.n,
            out,
            extra_args=extra,
            log=lambda m: print(m, flush=True),
            repair_turns=args.repair_turns,
        )
    except DemoError as exc:
        raise UserError(f"demo failed: {exc}") from None
    print()
    columns = ("first_answer_total", "repairs_used") if args.repair_turns else ()
    print(format_table(results, columns=columns))
    print(f"\nsignature: {signature}")
    return 0


def cmd_summarize(args: argparse.Namespace) -> int:
    try:
        results = summarize_dir(Path(args.out_dir))
    except TraceError as exc:
        raise UserError(str(exc)) from None
    if args.json:
        print(json.dumps([r.to_dict() for r in results], indent=2))
    else:
        print(format_table(results, metrics=True))
    failed = sum(r.failed for r in results)
    if failed:
        print(
            f"captionsmith: {_plural(failed, 'rollout')} failed (excluded from the means); "
            f"first cause: {next(c for r in results for c in r.causes)}",
            file=sys.stderr,
        )
        return 1
    return 0


def cmd_config(args: argparse.Namespace) -> int:
    turns = args.repair_turns if args.repair_turns is not None else 2 * args.repair
    choice = TrainingChoice(
        repair_turns=turns,
        env_id=args.env_id,
        model=args.model,
        language=args.language,
        profile=args.profile,
        difficulty=args.difficulty,
    )
    sys.stdout.write(training_config(choice=choice))
    return 0
