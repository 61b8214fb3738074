"""Mean reward per component for a vf-eval run directory's traces.jsonl,
checking every rollout succeeded (vf-eval exits 0 even when they fail).

    python scripts/summarize_traces.py OUT_DIR/RUN_NAME/traces.jsonl [--name LABEL]
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from captionsmith.demo import format_table, read_traces, summarize


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("traces", type=Path)
    ap.add_argument("--name", default="model")
    args = ap.parse_args()
    lines = args.traces.read_text(encoding="utf-8").splitlines()
    count = sum(len(json.loads(line).get("traces") or []) for line in lines)
    traces = read_traces(args.traces, count)
    print(format_table([summarize(args.name, traces)]))
    parsed = [t["metrics"].get("parsed", 0.0) for t in traces]
    print(f"\nparsed: {statistics.fmean(parsed):.2f} of {len(traces)} answers strict-parse")


if __name__ == "__main__":
    main()
