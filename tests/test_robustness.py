"""Hostile answers are scored, user mistakes get one line and exit 2,
``--out`` never loses data, the endpoint holds up (issue 10)."""

from __future__ import annotations

import http.client
import json
import os
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.profile import DEFAULT, resolve_profile
from captionsmith.core.srt import compose, parse_answer
from captionsmith.criteria.checks import constraint_violations
from captionsmith.judging.prompt import render_user_prompt
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task, reference_cues
from captionsmith.tools.cli import main
from captionsmith.tools.server import BACKLOG, READ_TIMEOUT_S, serve_in_thread

ROOT = Path(__file__).parents[1]
TASK_FILE = ROOT / "examples" / "task.json"
TASK = make_task(0, 2, DEFAULT, GeneratorConfig(difficulty=2))  # the conftest ``task``
REFERENCE = compose(reference_cues(TASK))


def one_line_error(err: str, fragment: str) -> None:
    assert err.count("\n") == 1 and fragment in err and "Traceback" not in err, err


# -- the scorer never raises ---------------------------------------------------


@pytest.mark.parametrize("digits", [2, 6, 7, 302, 5001])
def test_huge_hour_fields_are_scored_not_raised(digits: int) -> None:
    hours = "9" * digits
    answer = REFERENCE.replace("00:00:", f"{hours}:00:", 1)
    report = score(TASK.words, TASK.profile, answer)
    assert 0.0 <= report.total <= 1.0
    if digits > 6:
        assert report.total == 0.0 and "timing line" in (report.parse_error or "")


def test_six_digit_hours_parse_and_check() -> None:
    text = "1\n999999:00:00,000 --> 999999:59:59,999\nHi\n"
    cues = parse_answer(text)
    assert [v.rule for v in constraint_violations(cues, DEFAULT)] == ["max_duration", "cps"] or [
        v.rule for v in constraint_violations(cues, DEFAULT)
    ] == ["max_duration"]


def test_check_and_score_on_a_huge_hour_field_give_a_verdict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    srt = tmp_path / "huge.srt"
    srt.write_text("1\n" + "9" * 400 + ":00:00,000 --> 00:00:01,000\nHi\n", encoding="utf-8")
    assert main(["check", str(srt)]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "timing line" in out
    assert main(["score", str(TASK_FILE), str(srt)]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 0.0


# An unspaced language's lines are cut letter by letter: the same answers
# against a Japanese and a Chinese task too.
TASKS = [
    TASK,
    make_task(0, 2, resolve_profile("netflix-ja"), GeneratorConfig(difficulty=2)),
    make_task(0, 2, resolve_profile("netflix-zh-hans"), GeneratorConfig(difficulty=2)),
]
_WORDS = [w.text for task in TASKS for w in task.words]


@st.composite
def srt_answers(draw: st.DrawFn) -> str:
    """SRT-shaped answers: right indices and timing-line syntax, with times,
    hour widths and text drawn freely, so most reach the scoring path."""
    blocks, clock = [], 0
    hostile = draw(st.integers(0, 9)) == 0  # one answer in ten breaks a rule of the grammar
    hour_digits = draw(st.sampled_from([2, 2, 2, 3, 4, 6] + ([7] if hostile else [])))
    for k in range(1, draw(st.integers(1, 6)) + 1):
        start = clock + draw(st.integers(0, 4000))
        end = start + draw(st.integers(1 - hostile, 9000))
        clock = end

        def stamp(ms: int, width: int = hour_digits) -> str:
            h, rest = divmod(ms, 3_600_000)
            return (
                f"{h:0{width}d}:{rest // 60_000 % 60:02d}:{rest // 1000 % 60:02d},{rest % 1000:03d}"
            )

        lines = []
        for _ in range(draw(st.integers(1, 3))):
            words = draw(
                st.lists(
                    st.sampled_from(_WORDS)
                    | st.text(
                        st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Zs")),
                        min_size=1,
                        max_size=6,
                    ),
                    min_size=1,
                    max_size=8,
                )
            )
            lines.append(" ".join(words))
        blocks.append(f"{k}\n{stamp(start)} --> {stamp(end)}\n" + "\n".join(lines) + "\n")
    return "\n".join(blocks)


@settings(max_examples=300, deadline=None)
@given(srt_answers(), st.sampled_from(TASKS))
def test_any_srt_shaped_answer_scores_in_range_deterministically(text: str, task) -> None:
    first = score(task.words, task.profile, text)
    second = score(task.words, task.profile, text)
    assert first == second
    event("reached scoring" if first.parse_error is None else "parse error")
    for value in (first.coverage, first.timing, first.constraints, first.segmentation, first.total):
        assert 0.0 <= value <= 1.0


@pytest.mark.parametrize("letter", ["İ", "ẞ", "ŉ", "ﬁ"])
@pytest.mark.parametrize("index", [1, 2])
def test_a_letter_whose_lower_case_is_longer_scores_in_an_unspaced_language(
    letter: str, index: int
) -> None:
    """The letter İ lower-cases to two characters: the letter-by-letter cutting of a
    Japanese or Chinese line raised IndexError on it (a crashed reward)."""
    task = TASKS[index]
    lines = compose(reference_cues(task)).split("\n")
    lines[2] = letter + lines[2]
    report = score(task.words, task.profile, "\n".join(lines))
    assert 0.9 < report.total < 1.0


# -- CLI: one line and exit 2 --------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["generate", "--out", "missing/tasks.jsonl"], "does not exist"),
        (["generate", "--out", "."], "is a directory"),
        (["solve", "TASK", "--out", "."], "is a directory"),
        (["solve", "NESTED"], "nested too deeply"),
        (["solve", "BIGNUM"], "unreadable JSON value"),
        (["solve", "SRT"], "looks like SRT subtitles, not JSON"),
        (["serve", "--port", "99999"], "port must be from 0 to 65535"),
        (["serve", "--port", "-1"], "port must be from 0 to 65535"),
        (["demo", "--out", "TASK"], "exists and is not a folder"),
        (["generate", "--count", "0"], "--count must be an integer from 1 to 1000000000, got 0"),
        (["export", "--count", "0", "--out", "x"], "--count must be an integer from 1"),
        (["export", "--count", "3", "--out", "x", "--num-proc", "65"], "--num-proc must be"),
        (["demo", "-n", "0"], "-n must be an integer from 1 to 1000, got 0"),
        (
            ["generate", "--count", "ten"],
            "--count must be an integer from 1 to 1000000000, got 'ten'",
        ),
    ],
)
def test_user_mistakes_are_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli, argv: list[str], fragment: str
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "TASK").write_text(TASK_FILE.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "NESTED").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    (tmp_path / "BIGNUM").write_text("[" + "7" * 5001 + "]", encoding="utf-8")
    (tmp_path / "SRT").write_text("1\n00:00:00,000 --> 00:00:01,000\nHi\n\n2\n", encoding="utf-8")
    code, _, err = cli(*argv)
    assert code == 2
    one_line_error(err, fragment)
    if argv[0] == "demo":
        assert sorted(p.name for p in tmp_path.iterdir()) == ["BIGNUM", "NESTED", "SRT", "TASK"]


def test_generate_out_keeps_the_old_file_when_the_profile_is_wrong(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "tasks.jsonl"
    out.write_text("precious\n", encoding="utf-8")
    profile = tmp_path / "p.json"
    profile.write_text('{"max_chars_per_line": 3}', encoding="utf-8")
    assert main(["generate", "--out", str(out), "--profile-file", str(profile)]) == 2
    assert out.read_text(encoding="utf-8") == "precious\n"
    assert main(["generate", "--out", str(out), "--count", "3"]) == 0
    assert len(out.read_text(encoding="utf-8").splitlines()) == 3
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_write_that_fails_midway_is_one_line_and_leaves_the_file(tmp_path: Path) -> None:
    out = tmp_path / "tasks.jsonl"
    out.write_text("precious\n", encoding="utf-8")
    code = (
        "import resource, sys; resource.setrlimit(resource.RLIMIT_FSIZE, (20000, 20000));"
        "from captionsmith.tools.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, "generate", "--count", "40", "--out", str(out)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.count("\n") == 1 and "File too large" in proc.stderr
    assert out.read_text(encoding="utf-8") == "precious\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tasks.jsonl"]


def test_stdout_on_a_full_disk_is_one_line() -> None:
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "captionsmith", "generate", "--count", "2"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
        )
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "No space left" in proc.stderr


def test_solve_out_honours_the_umask_and_keeps_an_existing_mode(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        new = tmp_path / "new.srt"
        assert main(["solve", str(TASK_FILE), "--out", str(new)]) == 0
        assert stat.S_IMODE(new.stat().st_mode) == 0o644
        kept = tmp_path / "kept.srt"
        kept.write_text("old", encoding="utf-8")
        kept.chmod(0o640)
        assert main(["solve", str(TASK_FILE), "--out", str(kept)]) == 0
        assert stat.S_IMODE(kept.stat().st_mode) == 0o640
        assert parse_answer(kept.read_text(encoding="utf-8"))
    finally:
        os.umask(old)


def test_check_on_an_empty_file_is_a_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.srt"
    empty.write_text("", encoding="utf-8")
    assert main(["check", str(empty)]) == 1
    assert capsys.readouterr().out.splitlines()[-1].endswith("1 problem: 0 cues, 0.000 s")


def test_help_shows_the_split_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("generate", "export", "demo"):
        assert main([command, "--help"]) == 0
        out = capsys.readouterr().out
        assert "(default: train)" in out or (command == "demo" and "(default: eval)" in out)


def test_progress_never_writes_frames_into_a_file(tmp_path: Path) -> None:
    err = tmp_path / "err.log"
    with err.open("w") as handle:
        proc = subprocess.run(
            [
                sys.executable,
                "-m",
                "captionsmith",
                "generate",
                "--count",
                "25",
                "--out",
                str(tmp_path / "t.jsonl"),
            ],
            stderr=handle,
        )
    assert proc.returncode == 0
    assert err.read_text() == ""


# -- the offline endpoint --------------------------------------------------------


@pytest.fixture(scope="module")
def server():
    server = serve_in_thread("greedy")
    yield server
    server.shutdown()


def _raw(port: int, data: bytes) -> tuple[int, dict]:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        chunks = b""
        while True:
            piece = sock.recv(65536)
            if not piece:
                break
            chunks += piece
    head, _, body = chunks.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)


@pytest.mark.parametrize(
    ("request_bytes", "status"),
    [
        (b"PUT /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n", 405),
        (b"GET /v1/chat/completions HTTP/1.1\r\nHost: x\r\n\r\n", 405),
        (b"BREW /v1/chat/completions HTTP/1.1\r\nHost: x\r\n\r\n", 501),
        (
            b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            b"5\r\nhello\r\n0\r\n\r\n",
            411,
        ),
    ],
    ids=["put", "get-completions", "unknown-method", "chunked"],
)
def test_http_semantics_with_json_errors(server, request_bytes: bytes, status: int) -> None:
    code, body = _raw(server.server_address[1], request_bytes)
    assert code == status and body["error"]["message"]


def test_stream_must_be_a_boolean(server) -> None:
    port = server.server_address[1]
    body = {
        "model": "x",
        "stream": "yes",
        "messages": [{"role": "user", "content": render_user_prompt(TASK.words, TASK.profile)}],
    }
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("POST", "/v1/chat/completions", body=json.dumps(body))
    response = conn.getresponse()
    assert response.status == 400 and "boolean" in json.loads(response.read())["error"]["message"]


def test_models_lists_the_default_policy_first(server) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    conn.request("GET", "/v1/models")
    ids = [m["id"] for m in json.loads(conn.getresponse().read())["data"]]
    assert ids[0] == "greedy" and sorted(ids) == [
        "fixed",
        "greedy",
        "reference",
        "reviser",
        "sloppy",
        "whisperx",
    ]


def test_backlog_and_read_timeout_are_set(server) -> None:
    assert server.request_queue_size == BACKLOG >= 128
    assert 0 < READ_TIMEOUT_S <= 30


def test_a_short_body_does_not_hold_a_thread(server, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server.RequestHandlerClass, "timeout", 0.5)
    port = server.server_address[1]
    t0 = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(
            b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"
        )
        assert sock.recv(65536) == b""  # the server hung up after its read timeout
    assert time.monotonic() - t0 < 5
