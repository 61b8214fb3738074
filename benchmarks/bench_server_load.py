"""A bounded loopback load on the offline endpoint: N chat-completion
requests from C concurrent clients, a new TCP connection per request.
Prints failures and latency percentiles per policy.

    python benchmarks/bench_server_load.py [--requests 1000] [--concurrency 16]
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import threading
import time

from captionsmith.core.profile import DEFAULT
from captionsmith.judging.prompt import SYSTEM_PROMPT, render_user_prompt
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task
from captionsmith.tools.server import serve_in_thread


def body_for(index: int, model: str, stream: bool) -> bytes:
    task = make_task(0, index, DEFAULT, GeneratorConfig(difficulty=2))
    messages = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": render_user_prompt(task.words, task.profile)},
    ]
    return json.dumps({"model": model, "messages": messages, "stream": stream}).encode()


def load(
    port: int, bodies: list[bytes], requests: int, concurrency: int
) -> tuple[list[float], int]:
    latencies: list[float] = []
    failures = 0
    lock = threading.Lock()
    counter = iter(range(requests))

    def client() -> None:
        nonlocal failures
        while True:
            with lock:
                k = next(counter, None)
            if k is None:
                return
            t0 = time.perf_counter()
            ok = False
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                conn.request("POST", "/v1/chat/completions", body=bodies[k % len(bodies)])
                response = conn.getresponse()
                data = response.read()
                ok = response.status == 200 and b"-->" in data
                conn.close()
            except OSError:
                ok = False
            elapsed = time.perf_counter() - t0
            with lock:
                latencies.append(elapsed)
                failures += not ok

    threads = [threading.Thread(target=client) for _ in range(concurrency)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies, failures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--requests", type=int, default=1000)
    ap.add_argument("--concurrency", type=int, default=16)
    args = ap.parse_args()
    server = serve_in_thread("greedy")
    port = server.server_address[1]
    print(f"{args.requests} requests, {args.concurrency} concurrent clients, new connection each")
    print("| policy | stream | failures | p50 ms | p95 ms | p99 ms | max ms | requests/s |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    try:
        for model, stream in (("greedy", False), ("greedy", True), ("reference", False)):
            bodies = [body_for(i, model, stream) for i in range(20)]
            t0 = time.perf_counter()
            latencies, failures = load(port, bodies, args.requests, args.concurrency)
            wall = time.perf_counter() - t0
            cuts = statistics.quantiles(latencies, n=100)
            print(
                f"| {model} | {stream} | {failures} | {cuts[49] * 1e3:.0f} | {cuts[94] * 1e3:.0f} | "
                f"{cuts[98] * 1e3:.0f} | {max(latencies) * 1e3:.0f} | {len(latencies) / wall:.0f} |"
            )
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
