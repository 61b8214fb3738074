"""The offline endpoint: plain and streaming answers, and HTTP 400 on bad input."""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator

import pytest

from captionsmith.core.profile import PRESETS
from captionsmith.judging.prompt import render_user_prompt
from captionsmith.judging.scoring import score
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task
from captionsmith.tools.server import serve_in_thread

TASK = make_task(0, 3, PRESETS["default"], GeneratorConfig())
PROMPT = render_user_prompt(TASK.words, TASK.profile)


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    server = serve_in_thread("reference")
    yield server.server_address[1]
    server.shutdown()


def post(port: int, body: bytes | str, path: str = "/v1/chat/completions") -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("POST", path, body=body, headers={"content-type": "application/json"})
    response = conn.getresponse()
    return response.status, response.read()


def request(model: str, stream: bool = False) -> str:
    return json.dumps(
        {
            "model": model,
            "messages": [{"role": "system", "content": "x"}, {"role": "user", "content": PROMPT}],
            "stream": stream,
            "stream_options": {"include_usage": True},
        }
    )


def test_plain_completion_is_the_reference(port: int) -> None:
    status, raw = post(port, request("reference"))
    assert status == 200
    content = json.loads(raw)["choices"][0]["message"]["content"]
    assert score(TASK.words, TASK.profile, content).total == 1.0


def test_model_name_selects_the_policy(port: int) -> None:
    _, raw = post(port, request("greedy"))
    content = json.loads(raw)["choices"][0]["message"]["content"]
    assert score(TASK.words, TASK.profile, content).total < 1.0


def test_streaming_sse_carries_the_answer_and_usage(port: int) -> None:
    status, raw = post(port, request("reference", stream=True))
    assert status == 200
    events = [line[6:] for line in raw.decode().split("\n\n") if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c["choices"])
    assert score(TASK.words, TASK.profile, text).total == 1.0
    assert "usage" in chunks[-1]


def test_models_endpoint_lists_policies(port: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/v1/models")
    ids = {m["id"] for m in json.loads(conn.getresponse().read())["data"]}
    assert ids == {"reference", "greedy", "whisperx", "fixed", "sloppy", "reviser"}


@pytest.mark.parametrize(
    "body",
    [
        "{not json",
        "[]",
        json.dumps({"messages": []}),
        json.dumps({"messages": [{"role": "user", "content": "write me a poem"}]}),
        json.dumps({"messages": [{"role": "user", "content": 42}]}),
        json.dumps({"messages": [{"role": "user", "content": PROMPT.replace('[["', "[[")}]}),
    ],
    ids=["bad-json", "not-object", "no-messages", "no-task", "bad-content", "broken-words"],
)
def test_malformed_requests_get_400_json(port: int, body: str) -> None:
    status, raw = post(port, body)
    assert status == 400
    assert json.loads(raw)["error"]["message"]
    # ...and the server is still alive.
    assert post(port, request("reference"))[0] == 200
