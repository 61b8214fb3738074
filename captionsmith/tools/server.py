"""An offline OpenAI-compatible endpoint that answers with a baseline policy.

``serve(policy, host, port)`` serves ``POST /v1/chat/completions`` (plain
JSON and streaming SSE, with a final usage chunk when asked) and ``GET
/v1/models``.  It reads the words and profile from the last user message
that holds a task (as rendered by :mod:`captionsmith.judging.prompt`) and answers
with the policy's SRT.  In a repair conversation, when the last message is
the checker's feedback (:mod:`captionsmith.judging.feedback`), the ``reviser``
policy revises; every other policy writes its answer again.  A request whose model name is a policy name uses that policy, so one
server can play every baseline; the server's own policy answers any other
model name and is listed first by ``/v1/models``.

Hardening: a listen backlog of :data:`BACKLOG` (bursts of new connections
are not dropped), a read timeout of :data:`READ_TIMEOUT_S` per connection (an
idle or short-bodied client cannot hold a thread), and JSON errors with HTTP
semantics: 400 for a bad request (``stream`` must be a boolean), 404 for an
unknown path, 405 for a wrong method, 411 for a body without
Content-Length (chunked).  The server never dies on bad input.  Standard
library only.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from captionsmith.judging.feedback import FEEDBACK_HEADER
from captionsmith.judging.prompt import (
    profile_from_prompt,
    shot_changes_from_prompt,
    words_from_prompt,
)
from captionsmith.solving.policies import POLICIES, run_policy

__all__ = [
    "BACKLOG",
    "MAX_BODY_BYTES",
    "READ_TIMEOUT_S",
    "answer_request",
    "make_server",
    "serve_in_thread",
]

MAX_BODY_BYTES = 8 * 1024 * 1024
BACKLOG = 128
READ_TIMEOUT_S = 10


class BadRequest(ValueError):
    """The request cannot be answered; becomes HTTP 400."""


def _message_text(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    raise BadRequest("message content must be a string or a list of parts")


def answer_request(body: object, default_policy: str) -> tuple[str, str]:
    """(model, SRT answer) for a chat-completions request body."""
    if not isinstance(body, dict):
        raise BadRequest("the request body must be a JSON object")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise BadRequest("'messages' must be a non-empty list")
    users = [m for m in messages if isinstance(m, dict) and m.get("role") == "user"]
    if not users:
        raise BadRequest("no user message")
    if "stream" in body and not isinstance(body["stream"], bool):
        raise BadRequest("'stream' must be a boolean")
    texts = [_message_text(m.get("content")) for m in users]
    revising = texts[-1].startswith(FEEDBACK_HEADER)
    prompt = next((text for text in reversed(texts) if not text.startswith(FEEDBACK_HEADER)), "")
    model = body.get("model")
    if not isinstance(model, str):
        model = default_policy
    policy = model if model in POLICIES else default_policy
    try:
        words = words_from_prompt(prompt)
        profile = profile_from_prompt(prompt)
        cuts = shot_changes_from_prompt(prompt)
    except ValueError as exc:
        raise BadRequest(f"cannot read the task from the prompt: {exc}") from None
    return model, run_policy(policy, words, profile, revising=revising, shot_changes=cuts)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "captionsmith-serve"
    policy = "reference"
    quiet = True
    timeout = READ_TIMEOUT_S  # socket timeout for every read of a request

    def log_message(self, fmt: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(fmt, *args)

    def _json(self, code: int, obj: object) -> None:
        data = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _error(self, code: int, message: str) -> None:
        self._json(code, {"error": {"message": message, "type": "invalid_request_error"}})

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        # http.server's own errors (bad request line, unsupported method) as JSON
        self.close_connection = True
        self._error(code, message or explain or "error")

    def _wrong_method(self) -> None:
        allowed = "GET" if self.path.rstrip("/").endswith("/models") else "POST"
        self.close_connection = True
        self._json(
            405,
            {
                "error": {
                    "message": f"{self.command} not allowed here; use {allowed}",
                    "type": "invalid_request_error",
                }
            },
        )

    do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = _wrong_method

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            order = [self.policy, *(p for p in POLICIES if p != self.policy)]
            data = [
                {"id": p, "object": "model", "created": 0, "owned_by": "captionsmith"}
                for p in order
            ]
            return self._json(200, {"object": "list", "data": data})
        if self.path.rstrip("/").endswith("/chat/completions"):
            return self._wrong_method()
        self._error(404, f"unknown path {self.path}")

    def do_POST(self) -> None:
        if "chunked" in (self.headers.get("transfer-encoding") or "").lower():
            self.close_connection = True
            return self._error(411, "send the body with a Content-Length, not chunked")
        try:
            length = int(self.headers.get("content-length") or 0)
        except ValueError:
            length = -1
        if length < 0 or length > MAX_BODY_BYTES:
            self.close_connection = True
            return self._error(400, "missing, bad or too large content-length")
        try:
            raw = self.rfile.read(length)
        except TimeoutError:
            self.close_connection = True
            return
        if len(raw) < length:
            self.close_connection = True
            return self._error(400, "the body is shorter than its content-length")
        if self.path.rstrip("/").endswith("/models"):
            return self._wrong_method()
        if not self.path.rstrip("/").endswith("/chat/completions"):
            return self._error(404, f"unknown path {self.path}")
        try:
            body = json.loads(raw or b"null")
            model, content = answer_request(body, self.policy)
        except json.JSONDecodeError as exc:
            return self._error(400, f"invalid JSON body: {exc.msg}")
        except BadRequest as exc:
            return self._error(400, str(exc))
        except Exception as exc:  # never die on input we did not foresee
            return self._error(400, f"cannot answer this request: {type(exc).__name__}: {exc}")
        created = int(time.time())
        cid = f"chatcmpl-captionsmith-{time.monotonic_ns()}"
        prompt_tokens = len(raw) // 4
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": len(content) // 4,
            "total_tokens": prompt_tokens + len(content) // 4,
        }
        if not body.get("stream"):
            return self._json(
                200,
                {
                    "id": cid,
                    "object": "chat.completion",
                    "created": created,
                    "model": model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": content},
                            "finish_reason": "stop",
                            "logprobs": None,
                        }
                    ],
                    "usage": usage,
                },
            )
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("connection", "close")
        self.end_headers()
        base = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": model}
        chunks = [
            {
                **base,
                "choices": [
                    {
                        "index": 0,
                        "delta": {"role": "assistant", "content": ""},
                        "finish_reason": None,
                    }
                ],
            },
            {
                **base,
                "choices": [{"index": 0, "delta": {"content": content}, "finish_reason": None}],
            },
            {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
        ]
        options = body.get("stream_options")
        if isinstance(options, dict) and options.get("include_usage"):
            chunks.append({**base, "choices": [], "usage": usage})
        for chunk in chunks:
            self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True


def make_server(
    policy: str, host: str = "127.0.0.1", port: int = 0, quiet: bool = True
) -> ThreadingHTTPServer:
    """A ready-to-serve endpoint (port 0 picks a free port)."""
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r} (known: {', '.join(POLICIES)})")
    handler = type("Handler", (_Handler,), {"policy": policy, "quiet": quiet})
    server = _Server((host, port), handler)
    return server


class _Server(ThreadingHTTPServer):
    request_queue_size = BACKLOG  # the listen() backlog
    daemon_threads = True


def serve_in_thread(policy: str, host: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    """Start a server on a background thread; call ``.shutdown()`` to stop."""
    server = make_server(policy, host, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
