"""The ``captionsmith`` command line.

Every user mistake (missing file, bad JSON, unknown profile, impossible
profile) ends as one line on stderr and a non-zero exit, never a traceback.
Exit codes: 0 success, 1 the input was checked and has problems, 2 usage or
input error.  Heavy modules (verifiers, datasets) are imported only by the
commands that need them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from captionsmith import __version__

__all__ = ["main"]


class UserError(Exception):
    """A problem with what the user asked for; printed as one line."""


def read_text(path: str) -> str:
    """Read a UTF-8 file, or stdin for ``-``, with one-line errors."""
    try:
        if path == "-":
            return sys.stdin.buffer.read().decode("utf-8")
        return Path(path).read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise UserError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UserError(f"{path}: is a directory") from None
    except PermissionError:
        raise UserError(f"{path}: permission denied") from None
    except UnicodeDecodeError as exc:
        raise UserError(f"{path}: not valid UTF-8 (byte {exc.start})") from None
    except OSError as exc:
        raise UserError(f"{path}: {exc.strerror or exc}") from None


def load_json(path: str) -> object:
    """Parse a JSON file (or stdin) with a one-line error naming the spot."""
    import json

    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data":
            raise UserError(f"{path}: holds several JSON values; give one per file") from None
        raise UserError(
            f"{path}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None


def profile_from_args(args: argparse.Namespace, base=None):
    """The profile chosen by --profile / --profile-file, else ``base``."""
    from captionsmith.profile import DEFAULT, profile_from_dict, resolve_profile

    try:
        if getattr(args, "profile_file", None):
            return profile_from_dict(load_json(args.profile_file))
        if getattr(args, "profile", None):
            return resolve_profile(args.profile)
    except ValueError as exc:
        raise UserError(f"profile: {exc}") from None
    return base if base is not None else DEFAULT


def load_task(path: str, fmt: str = "auto"):
    """One task from a JSON file: a generate line, {"words": [...]}, a bare
    list, or ASR output in any format captionsmith.importers reads."""
    from captionsmith.importers import detect_format, import_words
    from captionsmith.profile import DEFAULT
    from captionsmith.tasks import Task, task_from_json

    data = load_json(path)
    try:
        chosen = detect_format(data) if fmt == "auto" else fmt
        if chosen == "task":
            return task_from_json(data)
        report = import_words(data, chosen)
    except ValueError as exc:
        raise UserError(f"{path}: {exc}") from None
    if report.repairs:
        fixes = ", ".join(f"{k} x{v}" for k, v in sorted(report.repairs.items()))
        print(f"captionsmith: {path}: {report.format}: repaired {fixes}", file=sys.stderr)
    return Task("train", 0, 0, 0, DEFAULT, tuple(report.words))


def write_atomically(path: str, text: str, inputs: list[str]) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename;
    refuse to overwrite any of the ``inputs``."""
    import os
    import tempfile

    target = Path(path)
    for source in inputs:
        if source != "-" and target.exists() and target.resolve() == Path(source).resolve():
            raise UserError(f"--out {path} is the input file; refusing to overwrite it")
    directory = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=directory)
    except OSError as exc:
        raise UserError(f"cannot write {path}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Progress:
    """A small progress bar on stderr for long runs (no dependency)."""

    def __init__(self, total: int, label: str, enabled: bool = True) -> None:
        import time

        self.total, self.label, self.done = total, label, 0
        self.enabled = enabled and total >= 20
        self._clock = time.monotonic
        self._t0 = self._last = self._clock()

    def update(self, n: int = 1) -> None:
        self.done += n
        now = self._clock()
        if self.enabled and (now - self._last >= 0.25 or self.done == self.total):
            self._last = now
            width = 30
            filled = width * self.done // max(1, self.total)
            rate = self.done / max(1e-9, now - self._t0)
            end = "\n" if self.done == self.total else ""
            sys.stderr.write(
                f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                f"{self.done}/{self.total} {rate:.0f}/s{end}"
            )
            sys.stderr.flush()


def generator_config_from_args(args: argparse.Namespace):
    """The GeneratorConfig of --difficulty/--min-words/--max-words/--no-punctuation."""
    from captionsmith.generator import GeneratorConfig

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
    import json

    from captionsmith.tasks import make_task

    profile = profile_from_args(args)
    config = generator_config_from_args(args)
    if args.count < 0 or args.start < 0 or args.seed < 0:
        raise UserError("--seed, --count and --start must be >= 0")
    out = open(args.out, "w", encoding="utf-8") if args.out else sys.stdout  # noqa: SIM115
    progress = Progress(args.count, "generate")
    try:
        for index in range(args.start, args.start + args.count):
            try:
                task = make_task(args.seed, index, profile, config, split=args.split)
            except ValueError as exc:
                raise UserError(str(exc)) from None
            out.write(json.dumps(task.to_json(), ensure_ascii=False) + "\n")
            progress.update()
    finally:
        if out is not sys.stdout:
            out.close()
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    from captionsmith.checks import constraint_violations
    from captionsmith.scoring import score_cues
    from captionsmith.solver import solve_best_effort
    from captionsmith.srt import compose

    task = load_task(args.file, args.format)
    profile = profile_from_args(args, base=task.profile)
    try:
        cues = solve_best_effort(list(task.words), profile)
    except ValueError as exc:
        raise UserError(f"{args.file}: {exc}") from None
    text = compose(cues)
    problems = [str(v) for v in constraint_violations(cues, profile)]
    report = score_cues(task.words, profile, cues)
    problems += [f"cue {n}: ends on a dangling connector" for n in report.connector_endings]
    if args.out:
        write_atomically(args.out, text, [args.file])
    else:
        sys.stdout.write(text)
    for line in problems:
        print(f"captionsmith: {args.file}: {line}", file=sys.stderr)
    if problems:
        print(
            f"captionsmith: {args.file}: the profile cannot be met perfectly; "
            f"{len(problems)} problems remain (the fewest the relaxed search finds)",
            file=sys.stderr,
        )
    return 1 if problems and args.strict else 0


def cmd_check(args: argparse.Namespace) -> int:
    from captionsmith.checks import constraint_violations
    from captionsmith.scoring import score_cues
    from captionsmith.srt import SrtError, parse_answer

    text = read_text(args.file)
    task = load_task(args.words, args.format) if args.words else None
    profile = profile_from_args(args, base=task.profile if task else None)
    try:
        cues = parse_answer(text)
    except SrtError as exc:
        print(f"{args.file}:{exc.line}: {exc.message}")
        return 1
    problems = [f"{args.file}: {v}" for v in constraint_violations(cues, profile)]
    if task is not None:
        report = score_cues(task.words, profile, cues)
        for label, found in (
            ("ends on a dangling connector", report.connector_endings),
            ("has an unnatural boundary or line break", report.unnatural_boundaries),
            ("holds words that cannot form one cue under the profile", report.infeasible_spans),
            ("is timed away from its words", report.mistimed_cues),
        ):
            problems += [f"{args.file}: cue {n}: {label}" for n in found]
        if report.missing_words or report.invented_words:
            problems.append(
                f"{args.file}: words: {report.missing_words} missing, "
                f"{report.invented_words} not in the transcript"
            )
    for line in problems:
        print(line)
    span = (cues[-1].end_ms - cues[0].start_ms) / 1000 if cues else 0.0
    verdict = "ok" if not problems else f"{len(problems)} problems"
    print(f"{args.file}: {verdict}: {len(cues)} cues, {span:.3f} s")
    return 0 if not problems else 1


def cmd_score(args: argparse.Namespace) -> int:
    import json

    from captionsmith.scoring import score

    task = load_task(args.task)
    completion = read_text(args.completion)
    report = score(task.words, task.profile, completion)
    print(json.dumps(report.to_dict(), indent=2))
    return 0


def cmd_export(args: argparse.Namespace) -> int:

    try:
        import datasets  # noqa: F401

        from captionsmith.export import export_tasks
    except ImportError:
        raise UserError(
            "export needs the datasets library: pip install 'captionsmith[export]'"
        ) from None
    profile = profile_from_args(args)
    config = generator_config_from_args(args)
    if args.count < 1 or args.seed < 0 or not 1 <= args.num_proc <= 64:
        raise UserError("--count must be >= 1, --seed >= 0, --num-proc from 1 to 64")
    out = Path(args.out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise UserError(f"--out {out} exists and is not an empty directory")
    from captionsmith.tasks import diagnose_profile

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
    from captionsmith.server import make_server

    try:
        server = make_server(args.policy, args.host, args.port, quiet=not args.verbose)
    except OSError as exc:
        raise UserError(
            f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}"
        ) from None
    host, port = server.server_address[:2]
    print(f"captionsmith serve: policy {args.policy} on http://{host}:{port}/v1", flush=True)
    try:
        server.serve_forever()
    finally:
        server.server_close()
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    import tempfile

    from captionsmith.demo import DemoError, format_table, run_demo

    if not 1 <= args.n <= 1000:
        raise UserError("-n must be between 1 and 1000")
    out = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="captionsmith-demo-"))
    out.mkdir(parents=True, exist_ok=True)
    from importlib.metadata import version

    from captionsmith.profile import PRESETS

    if args.profile not in PRESETS:
        raise UserError(f"unknown profile {args.profile!r} (known: {', '.join(PRESETS)})")
    if not 1 <= args.difficulty <= 5:
        raise UserError("--difficulty must be from 1 to 5")
    extra = [
        "--env.taskset.seed", str(args.seed),
        "--env.taskset.split", args.split,
        "--env.taskset.profile", args.profile,
        "--env.taskset.difficulty", str(args.difficulty),
    ]  # fmt: skip
    signature = (
        f"captionsmith {__version__}, verifiers {version('verifiers')}, split {args.split}, "
        f"seed {args.seed}, profile {args.profile}, difficulty {args.difficulty}, n {args.n}"
    )
    print(f"captionsmith demo: {signature}; outputs in {out}", flush=True)
    try:
        results = run_demo(args.n, out, extra_args=extra, log=lambda m: print(m, flush=True))
    except DemoError as exc:
        raise UserError(f"demo failed: {exc}") from None
    print()
    print(format_table(results))
    print(f"\nsignature: {signature}")
    return 0


def _add_format_option(parser: argparse.ArgumentParser) -> None:
    from captionsmith.importers import FORMATS

    parser.add_argument(
        "--format", choices=FORMATS, default="auto", help="input JSON format (default: detect)"
    )


def _add_profile_options(parser: argparse.ArgumentParser) -> None:
    from captionsmith.profile import PRESETS

    group = parser.add_mutually_exclusive_group()
    group.add_argument("--profile", help=f"preset: {', '.join(PRESETS)}")
    group.add_argument("--profile-file", help="JSON object with profile fields")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="captionsmith",
        description="Word-timed ASR transcripts to valid, readable SRT subtitles.",
    )
    parser.add_argument("--version", action="version", version=f"captionsmith {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    gen = sub.add_parser("generate", help="write tasks as JSON Lines")
    gen.add_argument("--seed", type=int, default=0)
    gen.add_argument("--count", type=int, default=10)
    gen.add_argument("--start", type=int, default=0, help="first task index (random access)")
    gen.add_argument("--split", choices=("train", "eval"), default="train")
    gen.add_argument("--difficulty", type=int, default=2, help="1 (easy) to 5 (hard)")
    gen.add_argument("--min-words", type=int, default=None)
    gen.add_argument("--max-words", type=int, default=None)
    gen.add_argument(
        "--no-punctuation", action="store_true", help="ASR-style words without punctuation"
    )
    _add_profile_options(gen)
    gen.add_argument("--out", help="output file (default stdout)")
    gen.set_defaults(func=cmd_generate)

    solve = sub.add_parser("solve", help="segment a transcript into compliant SRT")
    solve.add_argument("file", help="task JSON or word-timed ASR JSON, or - for stdin")
    _add_format_option(solve)
    _add_profile_options(solve)
    solve.add_argument("--out", help="write the SRT here (atomically) instead of stdout")
    solve.add_argument(
        "--strict", action="store_true", help="exit 1 if the profile cannot be met perfectly"
    )
    solve.set_defaults(func=cmd_solve)

    score = sub.add_parser("score", help="score a completion against a task (JSON)")
    score.add_argument("task", help="task JSON: one line of `captionsmith generate` output")
    score.add_argument("completion", help="the model's answer (SRT text), or - for stdin")
    score.set_defaults(func=cmd_score)

    export = sub.add_parser("export", help="write tasks as a Hugging Face dataset + Parquet")
    export.add_argument("--seed", type=int, default=0)
    export.add_argument("--count", type=int, required=True)
    export.add_argument("--out", required=True, help="new or empty directory")
    export.add_argument("--split", choices=("train", "eval"), default="eval")
    export.add_argument("--difficulty", type=int, default=2)
    export.add_argument("--min-words", type=int, default=None)
    export.add_argument("--max-words", type=int, default=None)
    export.add_argument("--no-punctuation", action="store_true")
    export.add_argument("--num-proc", type=int, default=1, help="worker processes (datasets)")
    _add_profile_options(export)
    export.set_defaults(func=cmd_export)

    serve = sub.add_parser(
        "serve", help="offline OpenAI-compatible endpoint answering with a policy"
    )
    serve.add_argument(
        "--policy", choices=("reference", "greedy", "fixed", "sloppy"), default="reference"
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8765)
    serve.add_argument("--verbose", action="store_true", help="log each request")
    serve.set_defaults(func=cmd_serve)

    demo = sub.add_parser("demo", help="run vf-eval against every baseline policy, offline")
    demo.add_argument("-n", type=int, default=5, help="tasks per policy (default 5)")
    demo.add_argument("--out", help="output directory (default: a new temporary one)")
    demo.add_argument("--seed", type=int, default=0)
    demo.add_argument("--split", choices=("train", "eval"), default="eval")
    demo.add_argument("--profile", default="default")
    demo.add_argument("--difficulty", type=int, default=2)
    demo.set_defaults(func=cmd_demo)

    check = sub.add_parser("check", help="strict-parse an SRT file and report problems")
    check.add_argument("file", help="SRT file, or - for stdin")
    _add_profile_options(check)
    check.add_argument("--words", help="task or ASR JSON whose words the SRT should caption")
    _add_format_option(check)
    check.set_defaults(func=cmd_check)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except UserError as exc:
        print(f"captionsmith: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("captionsmith: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 141


if __name__ == "__main__":
    raise SystemExit(main())
