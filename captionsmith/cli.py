"""The ``captionsmith`` command line.

Every user mistake (missing file, bad JSON, unknown profile, impossible
profile) ends as one line on stderr and a non-zero exit, never a traceback.
Exit codes: 0 success, 1 the input was checked and has problems, 2 usage or
input error.  The core is imported at the top; ``datasets`` (the optional
``export`` extra) only by ``export``, and verifiers never (``demo`` runs
``vf-eval`` in a subprocess).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from importlib import resources
from importlib.metadata import version
from pathlib import Path
from typing import NoReturn

from captionsmith import __version__
from captionsmith.best_effort import solve_best_effort
from captionsmith.checks import constraint_violations
from captionsmith.demo import DemoError, run_demo
from captionsmith.fileio import (
    Progress,
    UserError,
    atomic_output,
    load_json,
    read_text,
    refuse_overwrite,
)
from captionsmith.formats import OUTPUT_FORMATS, output_format, render
from captionsmith.generator import DIFFICULTY, MAX_WORDS_LIMIT, MIN_WORDS, GeneratorConfig
from captionsmith.importers import FORMATS, detect_format, import_words
from captionsmith.lenient import read_lenient
from captionsmith.policies import POLICIES
from captionsmith.profile import (
    DEFAULT,
    JSON_FIELDS,
    PRESETS,
    Profile,
    profile_from_dict,
    resolve_profile,
)
from captionsmith.scoring import score, score_cues
from captionsmith.server import make_server
from captionsmith.srt import SrtError, compose, parse_answer
from captionsmith.tasks import (
    INDEX,
    SEED,
    SPLITS,
    TaskSpec,
    diagnose_profile,
    diagnose_words,
    make_task,
    task_from_json,
)
from captionsmith.traces import TraceError, format_table, summarize_dir
from captionsmith.transcripts import (
    WindowStats,
    load_recordings,
    split_recordings,
    transcript_task,
)

__all__ = ["main"]

POLICY_NAMES = tuple(POLICIES)


def _plural(count: int, noun: str) -> str:
    """``1 problem``, ``2 problems``.

    >>> _plural(1, "problem"), _plural(3, "cue")
    ('1 problem', '3 cues')
    """
    return f"{count} {noun}{'' if count == 1 else 's'}"


def port_number(text: str) -> int:
    """An argparse type: a TCP port from 0 (any free port) to 65535."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"port must be from 0 to 65535, got {value}")
    return value


def profile_from_args(args: argparse.Namespace, base: Profile | None = None) -> Profile:
    """The profile chosen by --profile / --profile-file, else ``base``, with
    every layout flag (``--max-chars-per-line 32`` ...) applied on top."""
    try:
        if getattr(args, "profile_file", None):
            chosen = profile_from_dict(load_json(args.profile_file))
        elif getattr(args, "profile", None):
            chosen = resolve_profile(args.profile)
        else:
            chosen = base if base is not None else DEFAULT
        changes = {
            name: getattr(args, f"set_{name}")
            for name in JSON_FIELDS
            if getattr(args, f"set_{name}", None) is not None
        }
        return profile_from_dict(changes, base=chosen) if changes else chosen
    except ValueError as exc:
        raise UserError(f"profile: {exc}") from None


def load_task(path: str, fmt: str = "auto") -> TaskSpec:
    """One task from a JSON file: a generate line, {"words": [...]}, a bare
    list, or ASR output in any format captionsmith.importers reads."""
    data = load_json(path)
    try:
        chosen = detect_format(data) if fmt == "auto" else fmt
        if chosen == "task":
            return task_from_json(data)
        report = import_words(data, chosen)
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
    return TaskSpec("train", 0, 0, 0, DEFAULT, tuple(report.words))


def generator_config_from_args(args: argparse.Namespace) -> GeneratorConfig:
    """The GeneratorConfig of --difficulty/--min-words/--max-words/--no-punctuation."""
    try:
        return GeneratorConfig(
            difficulty=args.difficulty,
            min_words=args.min_words,
            max_words=args.max_words,
            punctuation=not args.no_punctuation,
        )
    except ValueError as exc:
        raise UserError(str(exc)) from None


def cmd_generate(args: argparse.Namespace) -> int:
    if args.count < 1:
        raise UserError(f"--count must be at least 1, got {args.count}")
    profile = profile_from_args(args)
    config = generator_config_from_args(args)
    recordings = None
    try:
        if args.transcripts is None:
            diagnose_profile(profile, config)
        else:
            if args.no_punctuation:
                raise ValueError("--no-punctuation applies to generated tasks, not to transcripts")
            recordings = load_recordings(args.transcripts)
            split_recordings(recordings, args.split)
            diagnose_words(profile, [w for r in recordings for w in r.words])
    except ValueError as exc:
        raise UserError(str(exc)) from None
    stats = WindowStats()

    def write(out) -> None:
        progress = Progress(args.count, "generate")
        for index in range(args.start, args.start + args.count):
            try:
                if recordings is None:
                    task = make_task(args.seed, index, profile, config, split=args.split)
                else:
                    task = transcript_task(
                        recordings, args.seed, index, profile, config, args.split, stats=stats
                    )
            except ValueError as exc:
                raise UserError(str(exc)) from None
            out.write(json.dumps(task.to_json(), ensure_ascii=False) + "\n")
            progress.update()

    if args.out:
        with atomic_output(args.out) as out:
            write(out)
    else:
        write(sys.stdout)
    if recordings is not None:
        share = stats.kept / stats.tried if stats.tried else 0.0
        chosen = len(split_recordings(recordings, args.split))
        print(
            f"captionsmith: {args.transcripts}: {args.split} split: {chosen} of "
            f"{_plural(len(recordings), 'recording')}; kept {stats.kept} of "
            f"{_plural(stats.tried, 'window')} tried ({share:.0%} have a perfect answer)",
            file=sys.stderr,
        )
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    if args.out:
        refuse_overwrite(args.out, (args.file,))
    try:
        fmt = output_format(args.out, args.format_out)
    except ValueError as exc:
        raise UserError(str(exc)) from None
    task = load_task(args.file, args.format)
    profile = profile_from_args(args, base=task.profile)
    try:
        diagnose_words(profile, task.words)
    except ValueError as exc:
        raise UserError(f"profile: {exc}") from None
    try:
        cues = solve_best_effort(list(task.words), profile)
    except ValueError as exc:
        raise UserError(f"{args.file}: {exc}") from None
    text = render(cues, fmt)
    problems = [str(f) for f in score_cues(task.words, profile, cues).findings]
    if args.out:
        with atomic_output(args.out, (args.file,)) as out:
            out.write(text)
    else:
        sys.stdout.write(text)
    for line in problems:
        print(f"captionsmith: {args.file}: {line}", file=sys.stderr)
    if problems:
        print(
            f"captionsmith: {args.file}: the profile cannot be met perfectly; "
            f"{_plural(len(problems), 'problem')} remain (the fewest the relaxed search finds)",
            file=sys.stderr,
        )
    return 1 if problems and args.strict else 0


def cmd_check(args: argparse.Namespace) -> int:
    lenient = args.lenient or args.fix
    if args.fix and not args.out:
        raise UserError("--fix needs --out FIXED.srt, the file to write the normalised SRT to")
    if args.out and not args.fix:
        raise UserError("--out is for --fix: check writes no file otherwise")
    if args.out:
        refuse_overwrite(args.out, (args.file,))
    text = read_text(args.file)
    task = load_task(args.words, args.format) if args.words else None
    profile = profile_from_args(args, base=task.profile if task else None)
    where: list[int] = []  # with --lenient, each cue's timing line in the file
    located: list[tuple[int, str]] = []  # (file line, message), printed in line order
    if lenient:
        read = read_lenient(text)
        cues, where = read.cues, read.cue_lines
        located += [
            (issue.line, f"{args.file}:{issue.line}: {issue.message}") for issue in read.issues
        ]
        if args.fix:
            with atomic_output(args.out, (args.file,)) as out:
                out.write(compose(cues))
    else:
        try:
            cues = parse_answer(text)
        except SrtError as exc:
            print(f"{args.file}:{exc.line}: {exc.message}")
            print(
                f"{args.file}: not strict SRT; --lenient reads real-world files and reports "
                "every issue",
                file=sys.stderr,
            )
            return 1
    # With the words, the scorer's own findings (the list the repair
    # feedback renders); without them, the profile's rules alone.
    findings = (
        constraint_violations(cues, profile)
        if task is None
        else score_cues(task.words, profile, cues).findings
    )
    problems = []
    for f in findings:
        if where and f.cue is not None:
            at = where[f.cue - 1]
            located.append((at, f"{args.file}:{at}: {f}"))
        else:
            problems.append(f"{args.file}: {f}")
    problems += [message for _, message in sorted(located, key=lambda item: item[0])]
    if not cues:
        problems.append(f"{args.file}: no cues: the file holds no subtitles")
    for line in problems:
        print(line)
    span = (cues[-1].end_ms - cues[0].start_ms) / 1000 if cues else 0.0
    verdict = "ok" if not problems else _plural(len(problems), "problem")
    print(f"{args.file}: {verdict}: {_plural(len(cues), 'cue')}, {span:.3f} s")
    return 0 if not problems else 1


def cmd_score(args: argparse.Namespace) -> int:
    task = load_task(args.task)
    answer = read_text(args.answer)
    report = score(task.words, task.profile, answer)
    print(json.dumps(report.to_dict(), indent=2))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    try:
        import datasets  # noqa: F401

        from captionsmith.export import export_tasks
    except ImportError:
        raise UserError(
            "export needs the datasets library: pip install 'captionsmith[export]' "
            "(from a clone of the repository: pip install '.[export]')"
        ) from None
    profile = profile_from_args(args)
    config = generator_config_from_args(args)
    if args.count < 1 or not 1 <= args.num_proc <= 64:
        raise UserError("--count must be >= 1, --num-proc from 1 to 64")
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
    if not 1 <= args.n <= 1000:
        raise UserError("-n must be between 1 and 1000")
    if not 0 <= args.repair_turns <= 8:
        raise UserError("--repair-turns must be from 0 to 8")
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


def training_config(repair: bool = False, env_id: str = "captionsmith") -> str:
    """The shipped prime-rl GRPO config (``captionsmith/configs``), with the
    environment id set.

    >>> 'id = "me/captionsmith"' in training_config(env_id="me/captionsmith")
    True
    """
    name = "rl-repair.toml" if repair else "rl.toml"
    text = (resources.files("captionsmith") / "configs" / name).read_text(encoding="utf-8")
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._/@-]{0,200}", env_id):
        raise UserError(f"--env-id {env_id!r}: expected a package name or OWNER/NAME[@VERSION]")
    return text.replace('id = "captionsmith"', f'id = "{env_id}"')


def cmd_config(args: argparse.Namespace) -> int:
    sys.stdout.write(training_config(args.repair, args.env_id))
    return 0


def _add_format_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--format", choices=FORMATS, default="auto", help="input JSON format (default: detect)"
    )


def _add_profile_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--profile", choices=tuple(PRESETS), help="a preset")
    group.add_argument("--profile-file", help="JSON object with profile fields")
    # One flag per profile field, from the profile's own JSON schema, each
    # overriding the preset or file (validated by profile_from_dict).
    for name, (kind, _, scale) in JSON_FIELDS.items():
        unit = " (seconds)" if scale != 1 else ""
        parser.add_argument(
            "--" + name.replace("_", "-"),
            dest=f"set_{name}",
            type=_number(kind, name),
            metavar="N",
            help=f"override the profile's {name}{unit}",
        )


def _number(kind: type, name: str):
    """An argparse type: an int or float, with a message naming the flag."""

    def parse(text: str) -> int | float:
        try:
            return kind(text)
        except ValueError:
            flag = "--" + name.replace("_", "-")
            raise argparse.ArgumentTypeError(
                f"{flag} takes {'a whole number' if kind is int else 'a number'}, got {text!r}"
            ) from None

    return parse


def _add_generator_options(parser: argparse.ArgumentParser) -> None:
    """The options ``generate`` and ``export`` share."""
    parser.add_argument("--seed", type=SEED.parse, default=0, help="seed of the task stream")
    parser.add_argument("--split", choices=SPLITS, default="train", help="task stream")
    parser.add_argument(
        "--difficulty", type=DIFFICULTY.parse, default=2, help="1 (easy) to 5 (hard)"
    )
    parser.add_argument(
        "--min-words", type=MIN_WORDS.parse, default=None, help="shortest transcript"
    )
    parser.add_argument(
        "--max-words", type=MAX_WORDS_LIMIT.parse, default=None, help="longest transcript"
    )
    parser.add_argument(
        "--no-punctuation", action="store_true", help="ASR-style words without punctuation"
    )
    _add_profile_options(parser)


class _Defaults(argparse.HelpFormatter):
    """Help that shows every option's default, unless it is unset."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        unset = action.default is None or action.default is False
        if action.option_strings and not unset and action.default is not argparse.SUPPRESS:
            text += " (default: %(default)s)"
        return text.strip()


class _Parser(argparse.ArgumentParser):
    """argparse with usage mistakes as one line on stderr and exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="captionsmith",
        description="Word-timed ASR transcripts to valid, readable SRT subtitles.",
    )
    parser.add_argument("--version", action="version", version=f"captionsmith {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    fmt = _Defaults

    gen = sub.add_parser("generate", help="write tasks as JSON Lines", formatter_class=fmt)
    gen.add_argument("--count", type=int, default=10, help="how many tasks")
    gen.add_argument(
        "--start", type=INDEX.parse, default=0, help="first task index (random access)"
    )
    _add_generator_options(gen)
    gen.add_argument(
        "--transcripts",
        help="cut the tasks from these word-timed ASR recordings (a JSON file or a folder) "
        "instead of generating them",
    )
    gen.add_argument("--out", help="output file, written atomically (default: stdout)")
    gen.set_defaults(func=cmd_generate)

    solve = sub.add_parser(
        "solve", help="segment a transcript into compliant SRT", formatter_class=fmt
    )
    solve.add_argument("file", help="task JSON or word-timed ASR JSON, or - for stdin")
    _add_format_option(solve)
    _add_profile_options(solve)
    solve.add_argument(
        "--out",
        help="write the subtitles here (atomically) instead of stdout; .srt, .vtt or .ass",
    )
    solve.add_argument(
        "--format-out",
        choices=OUTPUT_FORMATS,
        help="output format (default: from --out's extension, else srt)",
    )
    solve.add_argument(
        "--strict", action="store_true", help="exit 1 if the profile cannot be met perfectly"
    )
    solve.set_defaults(func=cmd_solve)

    score = sub.add_parser(
        "score", help="score an answer against a task (JSON)", formatter_class=fmt
    )
    score.add_argument("task", help="task JSON: one line of `captionsmith generate` output")
    score.add_argument("answer", help="the model's answer (SRT text), or - for stdin")
    score.set_defaults(func=cmd_score)

    export = sub.add_parser(
        "export", help="write tasks as a Hugging Face dataset + Parquet", formatter_class=fmt
    )
    export.add_argument("--count", type=int, required=True, help="how many tasks")
    export.add_argument("--out", required=True, help="new or empty directory")
    _add_generator_options(export)
    export.add_argument("--num-proc", type=int, default=1, help="worker processes (datasets)")
    export.set_defaults(func=cmd_export)

    serve = sub.add_parser(
        "serve",
        help="offline OpenAI-compatible endpoint answering with a policy",
        formatter_class=fmt,
        description=(
            "Answer chat completions with a baseline policy. The request's model name "
            "picks the policy when it names one (reference, greedy, fixed, sloppy, "
            "reviser); "
            "--policy only answers requests whose model name is something else. "
            "/v1/models lists the --policy default first. The reference policy is the "
            "hidden solver: evaluating it scores 1.0 by construction."
        ),
    )
    serve.add_argument(
        "--policy",
        choices=POLICY_NAMES,
        default="reference",
        help="policy for requests whose model name is not a policy",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", type=port_number, default=8765, help="0 picks a free port")
    serve.add_argument("--verbose", action="store_true", help="log each request")
    serve.set_defaults(func=cmd_serve)

    config = sub.add_parser(
        "config", help="print the shipped prime-rl GRPO config", formatter_class=fmt
    )
    config.add_argument("which", choices=("rl",), help="the config to print")
    config.add_argument("--repair", action="store_true", help="the repair-mode variant")
    config.add_argument(
        "--env-id",
        default="captionsmith",
        help="environment id: the installed package, or the Hub id `prime env push` printed",
    )
    config.set_defaults(func=cmd_config)

    demo = sub.add_parser(
        "demo", help="run vf-eval against every baseline policy, offline", formatter_class=fmt
    )
    demo.add_argument("-n", type=int, default=5, help="tasks per policy")
    demo.add_argument("--out", help="output directory (default: a new temporary one)")
    demo.add_argument("--seed", type=SEED.parse, default=0, help="seed of the task stream")
    demo.add_argument("--split", choices=SPLITS, default="eval", help="task stream")
    demo.add_argument("--profile", choices=tuple(PRESETS), default="default", help="a preset")
    demo.add_argument("--difficulty", type=DIFFICULTY.parse, default=2, help="1 (easy) to 5 (hard)")
    demo.add_argument(
        "--repair-turns",
        type=int,
        default=0,
        help="repair mode: checker feedback and another answer, up to N times",
    )
    demo.set_defaults(func=cmd_demo)

    summarize = sub.add_parser(
        "summarize",
        help="mean rewards, weighted total and metrics of vf-eval runs",
        formatter_class=fmt,
        description=(
            "Read OUTPUT_DIR/traces.jsonl or OUTPUT_DIR/*/traces.jsonl (what vf-eval -o "
            "writes), check every rollout succeeded, and print per run the mean of each "
            "reward, the weighted total and the mean of each metric."
        ),
    )
    summarize.add_argument("out_dir", metavar="OUTPUT_DIR", help="a vf-eval output folder")
    summarize.add_argument("--json", action="store_true", help="print the summaries as JSON")
    summarize.set_defaults(func=cmd_summarize)

    check = sub.add_parser(
        "check",
        help="check an SRT file (strict, or --lenient) against a profile and its words",
        formatter_class=fmt,
    )
    check.add_argument("file", help="SRT file, or - for stdin")
    _add_profile_options(check)
    check.add_argument("--words", help="task or ASR JSON whose words the SRT should caption")
    check.add_argument(
        "--lenient",
        action="store_true",
        help="read real-world SRT (any numbering, extra blank lines, '.' before the "
        "milliseconds, mixed line endings...) and report every issue as FILE:LINE",
    )
    check.add_argument(
        "--fix",
        action="store_true",
        help="with --out: write the normalised file (implies --lenient)",
    )
    check.add_argument("--out", help="where --fix writes the normalised SRT")
    _add_format_option(check)
    check.set_defaults(func=cmd_check)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error already printed
        return exc.code if isinstance(exc.code, int) else 2
    try:
        code = args.func(args)
        sys.stdout.flush()  # a full disk shows here, not at interpreter exit
        return code
    except UserError as exc:
        print(f"captionsmith: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("captionsmith: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 141
    except OSError as exc:  # writing stdout failed: disk full, file size limit
        print(f"captionsmith: error: cannot write output: {exc.strerror or exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
