"""The import direction: every module of the package sits in one layer and
imports only from its own layer or the layers below (DESIGN.md,
Architecture).  A new module must be given a layer here."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[1] / "captionsmith"

# Lowest first.  A module may import from its own layer and the ones before it.
LAYERS = {
    "core": """srt text measures profile words limits verdicts findings repair fileio
        importers formats lenient""",
    "language": """languages languages.english inflection lexicon_nouns lexicon_words lexicon
        grammar_words phrases grammar speech_levels generator units languages.latin
        languages.french_words languages.french languages.german_words languages.german
        languages.spanish languages.cjk languages.japanese languages.chinese""",
    "rules": "timing_rules rules checks alignment cue_records",
    "solving and judging": """solver best_effort scoring notation perturb policies prompt
        feedback tasks transcripts""",
    "environment": "taskset export traces",
    "tools": "server demo commands cli __main__ __init__",
}
LAYER_OF = {m: rank for rank, names in enumerate(LAYERS.values()) for m in names.split()}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """The package modules ``path`` imports (``captionsmith.x`` -> ``x``)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            if name == "captionsmith":
                out.add("__init__")
            elif name.startswith("captionsmith."):
                out.add(name.removeprefix("captionsmith."))
    return out


def test_every_module_has_a_layer() -> None:
    modules = {_module_name(p) for p in PACKAGE.rglob("*.py")}
    assert modules == set(LAYER_OF), (modules - set(LAYER_OF), set(LAYER_OF) - modules)


def test_imports_only_go_down() -> None:
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = _module_name(path)
        for imported in _imports(path) - {name}:
            if LAYER_OF[imported] > LAYER_OF[name]:
                upward.append(
                    f"{name} ({LAYER_OF[name]}) imports {imported} ({LAYER_OF[imported]})"
                )
    assert not upward, upward


def test_the_layers_are_not_empty_words() -> None:
    """The check can fail: a core module importing the CLI is caught."""
    assert LAYER_OF["cli"] > LAYER_OF["srt"]
    assert LAYER_OF["taskset"] > LAYER_OF["scoring"] > LAYER_OF["rules"] > LAYER_OF["text"]


def test_readme_and_design_name_every_module() -> None:
    """README's layout and DESIGN's module table list every module file."""
    root = PACKAGE.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    layout = readme.split("## Layout", 1)[1].split("```", 2)[1]
    design = (root / "DESIGN.md").read_text(encoding="utf-8")
    files = {p.name for p in PACKAGE.glob("*.py")} - {"__init__.py", "__main__.py"}
    assert {f for f in files if f"  {f}" not in layout} == set()
    assert {f for f in files if f"`{f}`" not in design} == set()


def test_no_module_is_over_500_lines() -> None:
    long = {
        p.name: n
        for p in PACKAGE.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500
    }
    assert long == {}
