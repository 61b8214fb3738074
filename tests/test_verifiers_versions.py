"""What differs between the verifiers releases captionsmith supports (0.3.1,
what prime-rl ships, and 0.4): the names of the v1 commands, ``TaskData``
without an ``id`` in 0.3.1, ``Taskset.head`` renamed ``take``.  Each test
holds under whichever verifiers is installed; CI runs them under both.  The
vf-eval run that checks the same end to end is in ``test_e2e.py``."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import shutil
from importlib.metadata import distribution
from pathlib import Path

import msgpack  # type: ignore[import-untyped]
import pytest
import verifiers.v1 as vf
from verifiers.v1.episode import WireEpisode
from verifiers.v1.task import WireTaskData

from captionsmith import CaptionsmithTaskset
from captionsmith.environment.taskset import (
    CaptionsmithConfig,
    CaptionsmithData,
    CaptionsmithTask,
    reference_answer,
)
from captionsmith.environment.traces import task_id
from captionsmith.tools import demo

pytestmark = pytest.mark.environment

# verifiers 0.3.x ships the v0 stack as verifiers.legacy, and its v0 scripts
# hold the vf-* names; 0.4 has no legacy stack.
LEGACY = importlib.util.find_spec("verifiers.legacy") is not None


def _tasks(n: int, **config: object) -> list[CaptionsmithTask]:
    return list(CaptionsmithTaskset(CaptionsmithConfig(**config)).take(n))


@pytest.mark.parametrize("command", ["eval", "validate"])
def test_the_v1_command_is_the_installed_entry_point(command: str) -> None:
    script = demo.verifiers_script(command)
    assert script == (command if LEGACY else f"vf-{command}")
    points = {
        p.name: p.value
        for p in distribution("verifiers").entry_points
        if p.group == "console_scripts"
    }
    assert points[script].startswith(f"verifiers.v1.cli.{command}")
    path = Path(demo.verifiers_cli(command))
    assert path.name == script and path.exists()


def test_the_demo_runs_the_v1_eval(tmp_path: Path) -> None:
    cmd = demo.vf_eval_command("greedy", "http://127.0.0.1:1/v1", 2, tmp_path, "greedy")
    assert cmd[0] == demo.verifiers_cli("eval") and cmd[1] == "captionsmith"


def test_a_missing_command_is_named_by_its_installed_name(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(demo.sys, "executable", str(tmp_path / "python"))
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(demo.DemoError, match=f"^{demo.verifiers_script('eval')} is not installed"):
        demo.verifiers_cli("eval")


def test_without_verifiers_the_command_is_its_04_name(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> None:
        raise demo.PackageNotFoundError(name)

    monkeypatch.setattr(demo, "distribution", missing)
    assert demo.verifiers_script("validate") == "vf-validate"


def test_take_reads_the_first_tasks_with_their_positions_and_ids() -> None:
    tasks = _tasks(3, seed=4, split="eval")
    assert [t.data.idx for t in tasks] == [0, 1, 2]
    assert [t.data.id for t in tasks] == ["eval-4-0", "eval-4-1", "eval-4-2"]
    assert [t.data.name for t in tasks] == [t.data.id for t in tasks]


@pytest.mark.parametrize("config", [{}, {"profile": "netflix-ja"}, {"split": "eval", "seed": 7}])
def test_the_id_and_every_field_survive_the_wire(config: dict) -> None:
    """The env server's round trip (prime-rl's, and 0.3.1's eval by default):
    the client dumps the TaskData to JSON, msgpack carries it, the server
    validates it into the taskset's TaskData type.  Traces come back as
    ``WireTaskData`` (task fields kept as extras)."""
    [task] = _tasks(1, **config)
    dumped = task.data.model_dump(mode="json")
    assert dumped["id"] == task.data.spec().id
    carried = msgpack.unpackb(msgpack.packb(dumped, use_bin_type=True), raw=False)
    again = CaptionsmithTask.data_type().model_validate(carried)
    assert again == task.data and again.id == task.data.id
    assert again.model_dump(mode="json") == dumped
    back = WireTaskData.model_validate(json.loads(json.dumps(dumped)))
    assert back.model_dump(mode="json") == dumped


def test_the_id_survives_scoring_and_the_trace_file_shape() -> None:
    """A scored trace dumped as vf-eval writes it (an episode line of
    ``traces.jsonl``) and read back loose: the task data keeps the id, and
    ``traces.task_id`` finds it."""
    from verifiers.v1.graph import MessageNode
    from verifiers.v1.trace import AgentInfo, TraceTask

    [task] = _tasks(1, seed=2)
    trace = vf.Trace(
        task=TraceTask(type=type(task).__name__, data=task.data, key=task.key, hash=task.hash),
        agent=AgentInfo(config=vf.AgentConfig()),
        nodes=[
            MessageNode(message=vf.SystemMessage(content=task.data.system_prompt)),
            MessageNode(parent=0, message=vf.UserMessage(content=task.data.prompt)),
            MessageNode(
                parent=1,
                message=vf.AssistantMessage(content=reference_answer(task)),
                sampled=True,
            ),
        ],
    )
    asyncio.run(task.score(trace))
    line = json.loads(vf.Episode(task=trace.task, traces=[trace]).model_dump_json())
    [dumped] = line["traces"]
    assert task_id(dumped) == "train-2-0" == dumped["task"]["data"]["id"]
    assert CaptionsmithData.model_validate(dumped["task"]["data"]) == task.data
    loose = WireEpisode.model_validate(line)
    assert loose.traces[0].task.data.model_dump(mode="json")["id"] == "train-2-0"
    assert loose.traces[0].reward == pytest.approx(1.0)


def test_the_data_declares_id_whatever_the_base_has() -> None:
    """0.3.1's TaskData ignores unknown fields, so an undeclared id would be
    dropped without an error."""
    assert "id" in CaptionsmithData.model_fields
    [task] = _tasks(1)
    wire = task.data.model_dump(mode="json")
    assert CaptionsmithData.model_validate({**wire, "id": "x"}).id == "x"
