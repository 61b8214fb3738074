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


def cmd_check(args: argparse.Namespace) -> int:
    from captionsmith.srt import SrtError, parse_answer

    text = read_text(args.file)
    try:
        cues = parse_answer(text)
    except SrtError as exc:
        print(f"{args.file}:{exc.line}: {exc.message}")
        return 1
    span = (cues[-1].end_ms - cues[0].start_ms) / 1000 if cues else 0.0
    print(f"{args.file}: ok: {len(cues)} cues, {span:.3f} s")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="captionsmith",
        description="Word-timed ASR transcripts to valid, readable SRT subtitles.",
    )
    parser.add_argument("--version", action="version", version=f"captionsmith {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    check = sub.add_parser("check", help="strict-parse an SRT file and report problems")
    check.add_argument("file", help="SRT file, or - for stdin")
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
