"""Frames and shot changes (issue 29, item 7): ``solve --fps --shot-changes``
writes frame-snapped cues that cross no shot change where the speech allows,
``check`` reports a cue that crosses one or lands near one, both shot-change
file formats are read, and every mistake is one line and exit 2."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from captionsmith.core.frames import parse_fps, parse_time, read_shot_changes
from captionsmith.core.profile import Profile
from captionsmith.core.srt import Cue, parse_answer
from captionsmith.core.words import Word
from captionsmith.criteria.checks import constraint_violations
from captionsmith.criteria.shot_checks import ShotTiming, cut_problems, shot_findings
from captionsmith.solving.shots import solve_on_frames

HEADER = (
    "Scene Number,Start Frame,Start Timecode,Start Time (seconds),End Frame,End Timecode,"
    "End Time (seconds),Length (frames),Length (timecode),Length (seconds)"
)
SCENES = [
    "1,1,00:00:00.000,0.000,30,00:00:01.200,1.200,30,00:00:01.200,1.200",
    "2,31,00:00:01.200,1.200,75,00:00:03.000,3.000,45,00:00:01.800,1.800",
    "3,76,00:00:03.000,3.000,150,00:00:06.000,6.000,75,00:00:03.000,3.000",
]
CUTS_CSV = "\n".join(["Timecode List:,00:00:01.200,00:00:03.000", HEADER, *SCENES]) + "\n"
# Three sentences, a shot change in each of the two silences between them.
WORDS = [
    ("Hello", 0.0, 0.4), ("there.", 0.45, 0.9),
    ("How", 1.5, 1.7), ("are", 1.75, 1.9), ("you", 1.95, 2.1), ("today?", 2.15, 2.6),
    ("I", 3.3, 3.4), ("am", 3.45, 3.6), ("fine,", 3.65, 4.0), ("thanks.", 4.1, 4.6),
]  # fmt: skip


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "captionsmith", *args], capture_output=True, text=True, check=False
    )


@pytest.fixture
def files(tmp_path: Path) -> Path:
    words = [{"word": w, "start": s, "end": e} for w, s, e in WORDS]
    (tmp_path / "talk.json").write_text(json.dumps({"words": words}), encoding="utf-8")
    (tmp_path / "cuts.csv").write_text(CUTS_CSV, encoding="utf-8")
    return tmp_path


def test_solve_on_frames_crosses_no_shot_change_and_check_agrees(files: Path) -> None:
    flags = ["--fps", "25", "--shot-changes", str(files / "cuts.csv"), "--min-gap-frames", "2"]
    out = files / "talk.srt"
    solved = _run("solve", str(files / "talk.json"), *flags, "--out", str(out), "--strict")
    assert solved.returncode == 0, solved.stderr
    assert solved.stderr == ""
    cues = parse_answer(out.read_text(encoding="utf-8"))
    assert [c.lines for c in cues] == [
        ("Hello there.",),
        ("How are you today?",),
        ("I am fine, thanks.",),
    ]
    for cue in cues:
        assert cue.start_ms % 40 == 0 and cue.end_ms % 40 == 0  # on frames at 25 fps
        assert not any(cue.start_ms < cut < cue.end_ms for cut in (1200, 3000))
    # snapped: in-times on the shot changes, out-times 2 frames before them
    assert [(c.start_ms, c.end_ms) for c in cues][:2] == [(0, 1120), (1200, 2920)]
    assert cues[2].start_ms == 3000
    assert constraint_violations(cues, Profile(min_gap_ms=80)) == []
    checked = _run("check", str(out), *flags)
    assert checked.returncode == 0, checked.stdout


def test_check_flags_a_cue_that_crosses_a_shot_change(files: Path) -> None:
    srt = files / "crossing.srt"
    srt.write_text(
        "1\n00:00:00,000 --> 00:00:02,000\nHello there.\n\n"
        "2\n00:00:03,040 --> 00:00:04,600\nI am fine, thanks.\n",
        encoding="utf-8",
    )
    result = _run("check", str(srt), "--fps", "25", "--shot-changes", str(files / "cuts.csv"))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert f"{srt}: cue 1: crosses the shot change at 00:00:01,200" in lines[0]
    assert any("cue 2: starts 0.040 s after the shot change at 00:00:03,000" in x for x in lines)
    assert lines[-1].startswith(f"{srt}: 2 problems")
    # a plain srt on no frame rate is reported off-frame with --fps
    off = _run("check", str(srt), "--fps", "24")
    assert off.returncode == 1 and "not on a frame at 24 fps" in off.stdout


def test_plain_solve_output_is_flagged_and_framed_solve_is_not(files: Path) -> None:
    plain = _run("solve", str(files / "talk.json"))
    srt = files / "plain.srt"
    srt.write_text(plain.stdout, encoding="utf-8")
    result = _run("check", str(srt), "--shot-changes", str(files / "cuts.csv"))
    assert result.returncode == 1 and "within 0.500 s: start on the shot change" in result.stdout


@pytest.mark.parametrize("with_list", [True, False])
def test_pyscenedetect_csv_with_and_without_the_timecode_list(with_list: bool) -> None:
    rows = (["Timecode List:,00:00:01.200,00:00:03.000"] if with_list else []) + [HEADER, *SCENES]
    assert read_shot_changes("\n".join(rows) + "\n") == [1200, 3000]
    assert read_shot_changes("\r\n".join(rows), parse_fps("25")) == [1200, 3000]
    # the timecode column alone is enough
    timecodes = ["Scene Number,Start Timecode", "1,00:00:00.000", "2,00:00:01.500"]
    assert read_shot_changes("\n".join(timecodes)) == [1500]


def test_plain_lists_of_times() -> None:
    text = "# shot changes\n1.5\n00:00:04.250  # a comment\n\n00:00:06:12\n1.5\n"
    assert read_shot_changes(text, parse_fps("25")) == [1480, 4240, 6480]  # a tie: the earlier
    assert read_shot_changes("2\n1\n") == [1000, 2000]
    assert parse_time("00:00:01:12", parse_fps("29.97")) == parse_fps("29.97").time_of(42)
    with pytest.raises(ValueError, match="line 1: '00:00:06:12' counts frames"):
        read_shot_changes("00:00:06:12\n")
    with pytest.raises(ValueError, match="frame 30 does not exist at 25 fps"):
        parse_time("00:00:01:30", parse_fps("25"))


@pytest.mark.parametrize(
    ("content", "args", "message"),
    [
        ("1.0\nlater\n", [], "cuts.txt: line 2: 'later' is not a time"),
        ("Scene Number,End Frame\n1,30\n", [], "needs a 'Start Time (seconds)' or"),
        ("Timecode List:,00:00:01.000\n1,2,3\n", [], "needs its 'Scene Number,...' header"),
        ("00:00:01;12\n", ["--fps", "25"], "drop-frame timecode (;), which only 29.97"),
        ("00:01:00;01\n", ["--fps", "29.97"], "drop-frame timecode skips frames 0 to 1 here"),
        ("1.0\n", ["--fps", "26"], "argument --fps: fps must be one of 23.976, 24, 25"),
        ("1.0\n", ["--min-gap-frames", "2"], "--min-gap-frames needs --fps"),
        ("1.0\n", ["--fps", "25", "--min-gap", "0.08", "--min-gap-frames", "2"], "not both"),
        ("1.0\n", ["--shot-threshold-frames", "6"], "--shot-threshold-frames needs --fps"),
        ("1.0\n", ["--fps", "25", "--max-duration-frames", "10"], "profile: min_duration"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    files: Path, content: str, args: list[str], message: str
) -> None:
    (files / "cuts.txt").write_text(content, encoding="utf-8")
    for command in ("solve", "check"):
        target = files / ("talk.json" if command == "solve" else "talk.srt")
        target.write_text(
            target.read_text() if target.exists() else "1\n00:00:00,000 --> 00:00:01,000\nHi.\n"
        )
        result = _run(command, str(target), "--shot-changes", str(files / "cuts.txt"), *args)
        assert result.returncode == 2, (command, result.stderr)
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert message in result.stderr


def test_frame_grid_and_rounding() -> None:
    ntsc = parse_fps("23.976")
    assert [ntsc.time_of(k) for k in (0, 1, 2, 12, 24)] == [0, 42, 83, 501, 1001]
    assert all(ntsc.on_frame(ntsc.time_of(k)) for k in range(500))
    assert ntsc.on_frame(41) and not ntsc.on_frame(60)  # 41.708: truncated is on the frame
    assert parse_fps("59.940").name == "59.94"
    for name in ("23.976", "24", "25", "29.97", "30", "50", "59.94", "60"):
        fps = parse_fps(name)
        assert all(
            fps.snap(ms) == fps.floor(ms) or fps.snap(ms) == fps.ceil(ms)
            for ms in range(0, 2000, 7)
        )


def test_cut_problems_each_kind() -> None:
    shots = ShotTiming((2000,), 480, 80, parse_fps("25"))
    assert cut_problems(1000, 1920, shots) == []  # touching: 2 frames before
    assert cut_problems(1000, 1880, shots) == [("near", 2000)]  # 3 frames: one too many
    # a gap of 83 ms is 3 frames at 25 fps: the frame slot that keeps it touches
    assert cut_problems(1000, 1880, ShotTiming((2000,), 480, 83, parse_fps("25"))) == []
    assert cut_problems(1000, 1960, shots) == [("close", 2000)]
    assert cut_problems(1000, 1600, shots) == [("near", 2000)]
    assert cut_problems(2040, 3000, shots) == [("starts_near", 2000)]
    assert cut_problems(1000, 2040, shots) == [("crossing", 2000)]
    assert cut_problems(1000, 1400, shots) == []  # 600 ms before: beyond 12 frames
    found = shot_findings([Cue(7, 1000, 2040, ("x",))], shots)
    assert found[0].kind == "timing" and found[0].rule == "shot_change" and found[0].cue == 7


_WORD = st.tuples(st.sampled_from(["so", "we", "went", "home", "then.", "and,", "it", "rained."]),
                  st.integers(80, 700), st.integers(20, 900))  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(
    spec=st.lists(_WORD, min_size=1, max_size=18),
    cut_at=st.lists(st.integers(0, 20_000), max_size=6),
    fps_name=st.sampled_from(["23.976", "24", "25", "29.97", "30", "50", "59.94", "60"]),
    gap_frames=st.integers(1, 3),
)
def test_snapped_output_stays_within_the_profile(
    spec: list[tuple[str, int, int]], cut_at: list[int], fps_name: str, gap_frames: int
) -> None:
    words, t = [], 0
    for text, length, pause in spec:
        words.append(Word(text, t, t + length))
        t += length + pause
    fps = parse_fps(fps_name)
    profile = Profile(min_gap_ms=fps.span_ms(gap_frames), max_duration_ms=7000)
    shots = ShotTiming(
        tuple(sorted({fps.snap(c) for c in cut_at})), fps.span_ms(12, True), profile.min_gap_ms, fps
    )
    found = solve_on_frames(words, profile, shots, fps)
    event("exact" if found.exact else "best effort")
    assert [c.lines for c in found.cues] == [c.lines for c in found.unsnapped]
    assert all(fps.on_frame(c.start_ms) and fps.on_frame(c.end_ms) for c in found.cues)
    crossed = sum(
        kind == "crossing"
        for c in found.cues
        for kind, _ in cut_problems(c.start_ms, c.end_ms, shots)
    )
    event(f"crossings: {min(crossed, 2)}")
    if found.exact:
        assert constraint_violations(found.cues, profile) == []


# -- the same flags in process (the command line's own code, measured) ---------


def _main(*args: str) -> int:
    from captionsmith.tools.cli import main

    return main(list(args))


def test_solve_and_check_on_frames_in_process(files: Path, capsys: pytest.CaptureFixture) -> None:
    out = files / "talk.srt"
    flags = ["--fps", "25", "--shot-changes", str(files / "cuts.csv"), "--min-gap-frames", "2"]
    assert _main("solve", str(files / "talk.json"), *flags, "--out", str(out), "--strict") == 0
    assert _main("check", str(out), *flags) == 0
    # frames alone, shot changes alone (the 0.5 s default threshold), a threshold in
    # seconds, a maximum duration in frames
    assert _main("solve", str(files / "talk.json"), "--fps", "25") == 0
    assert _main("solve", str(files / "talk.json"), "--shot-changes", str(files / "cuts.csv")) == 0
    assert (
        _main(
            "solve", str(files / "talk.json"), "--shot-changes", str(files / "cuts.csv"),
            "--shot-threshold", "0.2",
        )
        == 0
    )  # fmt: skip
    assert (
        _main("solve", str(files / "talk.json"), "--fps", "25", "--max-duration-frames", "150") == 0
    )
    capsys.readouterr()


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--min-gap-frames", "2"], "needs --fps"),
        (["--shot-threshold", "0.4"], "is for --shot-changes"),
        (["--fps", "25", "--min-gap", "0.08", "--min-gap-frames", "2"], "not both"),
        (["--fps", "25", "--shot-changes", "CUTS", "--shot-threshold", "0.4",
          "--shot-threshold-frames", "10"], "not both"),
        (["--shot-changes", "CUTS", "--shot-threshold-frames", "10"], "needs --fps"),
        (["--fps", "25", "--shot-threshold-frames", "10"], "is for --shot-changes"),
        (["--shot-changes", "BAD"], "BAD"),
        (["--fps", "25", "--min-duration-frames", "200"], "profile:"),
    ],
)  # fmt: skip
def test_frame_flag_mistakes_are_one_line_in_process(
    files: Path, capsys: pytest.CaptureFixture, flags: list[str], message: str
) -> None:
    (files / "bad.txt").write_text("not a time\n", encoding="utf-8")
    names = {"CUTS": str(files / "cuts.csv"), "BAD": str(files / "bad.txt")}
    args = [names.get(flag, flag) for flag in flags]
    assert _main("solve", str(files / "talk.json"), *args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert message.replace("BAD", str(files / "bad.txt")) in err


OFF_FRAME = (
    "1\n00:00:01,010 --> 00:00:02,530\nHello there.\n\n"
    "2\n00:00:03,013 --> 00:00:04,777\nGeneral Kenobi.\n"
)


@pytest.mark.parametrize("rate", ["25", "23.976", "29.97"])
def test_fix_puts_every_time_on_a_frame_and_strict_check_agrees(
    tmp_path: Path, cli, rate: str
) -> None:
    src, out = tmp_path / "off.srt", tmp_path / "fixed.srt"
    src.write_text(OFF_FRAME, encoding="utf-8")
    assert cli("check", str(src), "--fps", rate)[0] == 1
    code, _, err = cli("check", str(src), "--fps", rate, "--fix", "--out", str(out))
    assert code == 1  # the input had problems
    assert f"onto the frames of {rate} fps" in err
    assert err.strip().endswith("it passes strict check with this profile")
    fps = parse_fps(rate)
    cues = parse_answer(out.read_text(encoding="utf-8"))
    assert all(fps.on_frame(t) for c in cues for t in (c.start_ms, c.end_ms))
    assert cli("check", str(out), "--fps", rate)[0] == 0


def test_fix_does_not_claim_a_pass_while_a_cue_crosses_a_shot_change(files: Path, cli) -> None:
    src, out = files / "crossing.srt", files / "fixed.srt"
    src.write_text(
        "1\n00:00:00,000 --> 00:00:02,000\nHello there.\n\n"
        "2\n00:00:03,040 --> 00:00:04,600\nI am fine, thanks.\n",
        encoding="utf-8",
    )
    flags = ("--fps", "25", "--shot-changes", str(files / "cuts.csv"))
    code, _, err = cli("check", str(src), *flags, "--fix", "--out", str(out))
    assert code == 1
    assert "could not fix: cue 1: crosses the shot change at 00:00:01,200" in err
    assert "passes strict check" not in err
    assert cli("check", str(out), *flags)[0] == 1  # what the fixer said it could not fix


def test_fix_on_frames_refuses_ass(tmp_path: Path, cli) -> None:
    src = tmp_path / "off.srt"
    src.write_text(OFF_FRAME, encoding="utf-8")
    code, _, err = cli("check", str(src), "--fps", "25", "--fix", "--out", str(tmp_path / "x.ass"))
    assert code == 2 and "cannot write ASS" in err and len(err.strip().splitlines()) == 1


@settings(max_examples=60, deadline=None)
@given(
    rate=st.sampled_from(["23.976", "24", "25", "29.97", "30", "50", "59.94"]),
    times=st.lists(st.integers(0, 600_000), min_size=2, max_size=16, unique=True),
)
def test_fixed_times_are_on_frames_and_in_order(rate: str, times: list[int]) -> None:
    from captionsmith.criteria.fixes import fix_cues

    fps = parse_fps(rate)
    starts = sorted(times)
    cues = [
        Cue(k + 1, start, start + 1500, ("Words on screen.",)) for k, start in enumerate(starts)
    ]
    report = fix_cues(cues, Profile(), fps)
    fixed = report.cues
    assert all(fps.on_frame(t) for c in fixed for t in (c.start_ms, c.end_ms))
    assert all(a.start_ms < b.start_ms for a, b in itertools.pairwise(fixed))
    assert all(c.end_ms > c.start_ms for c in fixed)
    event("something left unfixed" if report.unfixed else "all fixed")


@pytest.mark.parametrize(("rate", "per_minute"), [("29.97", 2), ("59.94", 4)])
def test_drop_frame_timecode_keeps_up_with_the_clock(rate: str, per_minute: int) -> None:
    """A drop-frame label stays within a few frames of the clock time it reads
    (one minute's dropped frames at most), where the non-drop label drifts
    3.6 s an hour."""
    fps = parse_fps(rate)
    frame_ms = 1000 / float(fps.rate)
    for hours, minutes, secs in [(0, 0, 30), (0, 1, 0), (0, 9, 59), (0, 10, 0), (1, 0, 0)]:
        clock = ((hours * 60 + minutes) * 60 + secs) * 1000
        frames = 0 if secs or minutes % 10 == 0 else per_minute  # the first label of the minute
        label = f"{hours:02}:{minutes:02}:{secs:02};{frames:02}"
        assert abs(parse_time(label, fps) - clock) < frame_ms * (per_minute + 1)
    assert parse_time("01:00:00:00", fps) - 3_600_000 == pytest.approx(3600, abs=2)
    # consecutive labels across a minute boundary are consecutive frames
    last = parse_time(f"00:00:59;{fps.nominal - 1:02}", fps)
    first = parse_time(f"00:01:00;{per_minute:02}", fps)
    assert fps.frame_of(first) - fps.frame_of(last) == 1
