"""Export generated tasks as a Hugging Face ``datasets`` Dataset.

``export_tasks(out_dir, seed, count, ...)`` generates tasks ``0..count-1``
with ``datasets.Dataset.from_generator``, sharded over ``num_proc`` worker
processes through ``gen_kwargs`` (one list entry per shard, in index
order), then writes ``save_to_disk(out_dir)`` and a Parquet copy at
``out_dir/parquet/<split>.parquet``.  Because task i depends only on
(split, seed, i, config), the rows are identical for any ``num_proc``.
Rows hold the task fields and the rendered prompts; never the reference.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from captionsmith.core.profile import JSON_FIELDS, Profile, profile_from_dict
from captionsmith.judging.prompt import SYSTEM_PROMPT, render_user_prompt
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task

__all__ = ["export_tasks", "generate_rows"]


def _features():
    from datasets import Features, Value

    return Features(
        {
            "id": Value("string"),
            "split": Value("string"),
            "seed": Value("int64"),
            "index": Value("int64"),
            "difficulty": Value("int64"),
            "profile": {
                name: Value("int64" if kind is int else "float64")
                for name, (kind, _, _) in JSON_FIELDS.items()
            },
            "words": [
                {"word": Value("string"), "start": Value("float64"), "end": Value("float64")}
            ],
            "shot_changes": [Value("float64")],
            "system_prompt": Value("string"),
            "prompt": Value("string"),
        }
    )


def generate_rows(
    shards: list[tuple[int, int]], seed: int, split: str, profile: dict, config: dict
):
    """Rows for the index ranges in ``shards`` (a worker's share)."""
    prof = profile_from_dict(profile)
    generator = GeneratorConfig(**config)
    for first, stop in shards:
        for index in range(first, stop):
            task = make_task(seed, index, prof, generator, split=split)
            row = task.to_json()
            row["profile"] = {**prof.to_dict(), "max_cps": float(prof.max_cps)}
            row["shot_changes"] = row.get("shot_changes", [])  # one schema for every row
            row["system_prompt"] = SYSTEM_PROMPT
            row["prompt"] = render_user_prompt(task.words, prof, task.shot_changes)
            yield row


def export_tasks(
    out_dir: Path,
    seed: int,
    count: int,
    profile: Profile,
    config: GeneratorConfig,
    split: str = "train",
    num_proc: int = 1,
    shard_size: int = 50,
):
    """Generate and save the Dataset, and return it loaded from ``out_dir``
    (so it is backed by the saved files, not by a deleted cache)."""
    from datasets import Dataset, load_from_disk

    shards = [(k, min(count, k + shard_size)) for k in range(0, count, shard_size)]
    config_fields = {
        "difficulty": config.difficulty,
        "min_words": config.min_words,
        "max_words": config.max_words,
        "punctuation": config.punctuation,
        "shot_changes": config.shot_changes,
    }
    with tempfile.TemporaryDirectory(prefix="captionsmith-export-") as cache:
        dataset = Dataset.from_generator(
            generate_rows,
            features=_features(),
            gen_kwargs={
                "shards": shards,
                "seed": seed,
                "split": split,
                "profile": profile.to_dict(),
                "config": config_fields,
            },
            num_proc=min(num_proc, len(shards)) if num_proc > 1 else None,
            cache_dir=cache,
            split=split,
        )
        dataset.save_to_disk(str(out_dir))
        parquet = out_dir / "parquet"
        parquet.mkdir(parents=True, exist_ok=True)
        dataset.to_parquet(str(parquet / f"{split}.parquet"))
    return load_from_disk(str(out_dir))
