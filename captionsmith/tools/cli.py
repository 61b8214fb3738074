"""The ``captionsmith`` command line: its flags, and ``main``.

The commands themselves are in :mod:`captionsmith.tools.commands`.

Every user mistake (missing file, bad JSON, unknown profile, impossible
profile) ends as one line on stderr and a non-zero exit, never a traceback.
Exit codes: 0 success, 1 the input was checked and has problems, 2 usage or
input error.  The core is imported at the top; ``datasets`` (the optional
``export`` extra) only by ``export``, and verifiers never (``demo`` runs
``vf-eval`` in a subprocess).
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from captionsmith import __version__
from captionsmith.core.fileio import UserError
from captionsmith.core.formats import OUTPUT_FORMATS, SUBTITLE_FORMATS
from captionsmith.core.importers import FORMATS
from captionsmith.core.languages import LANGUAGES
from captionsmith.core.limits import Limit
from captionsmith.core.profile import JSON_FIELDS, PRESETS
from captionsmith.core.repair import REPAIR_TURNS
from captionsmith.languages.generator import DIFFICULTY, MAX_WORDS_LIMIT, MIN_WORDS
from captionsmith.solving.tasks import INDEX, SEED, SPLITS
from captionsmith.tools.checking import cmd_check
from captionsmith.tools.commands import (
    POLICY_NAMES,
    cmd_config,
    cmd_demo,
    cmd_export,
    cmd_generate,
    cmd_score,
    cmd_serve,
    cmd_solve,
    cmd_summarize,
)
from captionsmith.tools.framing import add_frame_options
from captionsmith.tools.training import MODEL, training_config

__all__ = ["main", "training_config"]

# The command line's own integer knobs (the generator's and the stream's come
# from their modules): one check and one wording each.
TASK_COUNT = Limit("--count", 1, 10**9)
NUM_PROC = Limit("--num-proc", 1, 64)
DEMO_TASKS = Limit("-n", 1, 1000)
LEVELS_HELP = f"{DIFFICULTY.low} (easy) to {DIFFICULTY.high} (hard)"


def port_number(text: str) -> int:
    """An argparse type: a TCP port from 0 (any free port) to 65535."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"port must be from 0 to 65535, got {value}")
    return value


def _add_format_option(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument(
        "--format", choices=FORMATS, default="auto", help=f"format of {what}; auto detects it"
    )


def _add_force_language(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--force-language",
        action="store_true",
        help="let --language (or the preset's language) win over the language the task or "
        "ASR file states; without it a difference is an error",
    )


def _add_subtitle_format(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument(
        "--subtitle-format",
        choices=SUBTITLE_FORMATS,
        default="auto",
        help=f"how to read {what} (auto: a WEBVTT or [Script Info] header, else the "
        "extension .vtt, .ass or .ssa, else SRT)",
    )


def _add_profile_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--language",
        choices=LANGUAGES,
        default=None,
        help="the transcript's language (default: the task's or ASR file's, else the preset's)",
    )
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
    parser.add_argument("--difficulty", type=DIFFICULTY.parse, default=2, help=LEVELS_HELP)
    parser.add_argument(
        "--min-words", type=MIN_WORDS.parse, default=None, help="shortest transcript"
    )
    parser.add_argument(
        "--max-words", type=MAX_WORDS_LIMIT.parse, default=None, help="longest transcript"
    )
    parser.add_argument(
        "--no-punctuation", action="store_true", help="ASR-style words without punctuation"
    )
    parser.add_argument(
        "--with-shot-changes",
        action="store_true",
        help="generated tasks carry a video's shot changes, at a rate that fits the register",
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
    gen.add_argument("--count", type=TASK_COUNT.parse, default=10, help="how many tasks")
    gen.add_argument(
        "--start", type=INDEX.parse, default=0, help="first task index (random access)"
    )
    _add_generator_options(gen)
    gen.add_argument(
        "--transcripts",
        help="cut the tasks from these word-timed ASR recordings (a JSON file or a folder) "
        "instead of generating them: windows that share no word, whose length the "
        "difficulty sets; stderr gives each recording's words and windows tried and kept, "
        "and why the others were not",
    )
    gen.add_argument(
        "--allow-repeats",
        action="store_true",
        help="with --transcripts: when the recordings give fewer distinct windows than "
        "--start + --count, serve them again (with a warning) instead of stopping",
    )
    _add_force_language(gen)
    gen.add_argument("--out", help="output file, written atomically (default: stdout)")
    gen.set_defaults(func=cmd_generate)

    solve = sub.add_parser(
        "solve", help="segment a transcript into compliant SRT", formatter_class=fmt
    )
    solve.add_argument("file", help="task JSON or word-timed ASR JSON, or - for stdin")
    _add_format_option(solve, "the input JSON")
    _add_profile_options(solve)
    _add_force_language(solve)
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
    add_frame_options(solve)
    solve.set_defaults(func=cmd_solve)

    score = sub.add_parser(
        "score", help="score an answer against a task (JSON)", formatter_class=fmt
    )
    score.add_argument("task", help="task JSON: one line of `captionsmith generate` output")
    score.add_argument(
        "answer",
        help="the answer (SRT, WebVTT or ASS), or - for stdin; exit 2 when it is "
        "not an answer to this task (no word in common, another script)",
    )
    _add_subtitle_format(score, "the answer")
    _add_profile_options(score)
    _add_force_language(score)
    score.set_defaults(func=cmd_score)

    export = sub.add_parser(
        "export", help="write tasks as a Hugging Face dataset + Parquet", formatter_class=fmt
    )
    export.add_argument("--count", type=TASK_COUNT.parse, required=True, help="how many tasks")
    export.add_argument("--out", required=True, help="new or empty directory")
    _add_generator_options(export)
    export.add_argument(
        "--num-proc", type=NUM_PROC.parse, default=1, help="worker processes (datasets)"
    )
    export.set_defaults(func=cmd_export)

    serve = sub.add_parser(
        "serve",
        help="offline OpenAI-compatible endpoint answering with a policy",
        formatter_class=fmt,
        description=(
            "Answer chat completions with a baseline policy. The request's model name "
            f"picks the policy when it names one ({', '.join(POLICY_NAMES)}); "
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
        "config",
        help="print a prime-rl GRPO config",
        formatter_class=fmt,
        description=(
            "Print a prime-rl GRPO config (TOML) for this taskset, sized in the model's "
            "tokens for the chosen language and difficulty (see README, Train with GRPO)."
        ),
    )
    config.add_argument("which", choices=("rl",), help="the config to print")
    turns = config.add_mutually_exclusive_group()
    turns.add_argument("--repair", action="store_true", help="repair mode: 2 repair turns")
    turns.add_argument(
        "--repair-turns",
        type=REPAIR_TURNS.parse,
        metavar="N",
        help=f"repair turns after the first answer ({REPAIR_TURNS.low}-{REPAIR_TURNS.high}; default 0)",
    )
    config.add_argument(
        "--language",
        metavar="CODE",
        help=f"the tasks' language: {', '.join(LANGUAGES)} (default: the preset's)",
    )
    config.add_argument(
        "--profile",
        default="default",
        metavar="PRESET",
        help=f"a preset: {', '.join(PRESETS)}",
    )
    config.add_argument(
        "--difficulty",
        type=DIFFICULTY.parse,
        default=2,
        help=f"the train source's difficulty, the curriculum's start ({DIFFICULTY.low}-{DIFFICULTY.high})",
    )
    config.add_argument("--model", default=MODEL, help="the model to train")
    config.add_argument(
        "--env-id",
        default="captionsmith",
        help="environment id: the installed package, or the Hub id `prime env push` printed",
    )
    config.set_defaults(func=cmd_config)

    demo = sub.add_parser(
        "demo", help="run vf-eval against every baseline policy, offline", formatter_class=fmt
    )
    demo.add_argument("-n", type=DEMO_TASKS.parse, default=5, help="tasks per policy")
    demo.add_argument("--out", help="output directory (default: a new temporary one)")
    demo.add_argument("--seed", type=SEED.parse, default=0, help="seed of the task stream")
    demo.add_argument("--split", choices=SPLITS, default="eval", help="task stream")
    demo.add_argument("--profile", choices=tuple(PRESETS), default="default", help="a preset")
    demo.add_argument("--difficulty", type=DIFFICULTY.parse, default=2, help=LEVELS_HELP)
    demo.add_argument(
        "--repair-turns",
        type=REPAIR_TURNS.parse,
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
        help="check an SRT, WebVTT or ASS file (strict, or --lenient) against a profile "
        "and its words",
        formatter_class=fmt,
    )
    check.add_argument("file", help="SRT, WebVTT or ASS file, or - for stdin")
    _add_subtitle_format(check, "FILE")
    check.add_argument(
        "--encoding",
        metavar="NAME",
        help="FILE's text encoding: latin-1, cp1252, shift_jis, gb18030 or any Python codec "
        "(default: UTF-8, else the legacy encoding it is recognisably in, said on stderr)",
    )
    _add_profile_options(check)
    _add_force_language(check)
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
        help="with --out: write the normalised file, fixed to pass strict check with the "
        "same profile where a fix exists; stderr lists each fix and what could not be fixed "
        "(implies --lenient)",
    )
    check.add_argument(
        "--out", help="where --fix writes the normalised file (.vtt or .ass: that format, else SRT)"
    )
    _add_format_option(check, "the --words JSON")
    add_frame_options(check, checking=True)
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
