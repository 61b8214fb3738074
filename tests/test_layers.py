"""The import direction: each subpackage of ``captionsmith`` is one layer,
and a module imports only from its own layer or the layers below (DESIGN.md,
Architecture).  A new subpackage must be given a rank here."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[1] / "captionsmith"

# Lowest first; subpackages of one rank may not import each other.
LAYERS = ("core", "languages", "criteria", ("solving", "judging"), "environment", "tools")
RANK = {
    name: rank
    for rank, names in enumerate(LAYERS)
    for name in ((names,) if isinstance(names, str) else names)
}
TOP = len(LAYERS)  # the package's own __init__ and __main__


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


def _layer(module: str) -> str:
    """The subpackage a module (``judging.scoring``) belongs to."""
    return module.split(".")[0]


def _rank(module: str) -> int:
    return RANK.get(_layer(module), TOP)


def _imports(path: Path) -> set[str]:
    """The package modules ``path`` imports (``captionsmith.x.y`` -> ``x.y``)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
            if node.module == "captionsmith":
                names = [f"captionsmith.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            if name.startswith("captionsmith."):
                out.add(name.removeprefix("captionsmith."))
    return out


def test_every_module_sits_in_a_layer_subpackage() -> None:
    loose = {
        _module_name(p)
        for p in PACKAGE.rglob("*.py")
        if _layer(_module_name(p)) not in RANK and p.parent != PACKAGE
    }
    top = {p.name for p in PACKAGE.glob("*.py")}
    assert loose == set() and top == {"__init__.py", "__main__.py"}
    assert {d.name for d in PACKAGE.iterdir() if (d / "__init__.py").exists()} == set(RANK)


def _wrong_imports(path: Path, name: str, modules: set[str]) -> list[str]:
    """What module ``name`` (the file ``path``) imports that it may not: a
    layer above its own, a sibling of the same rank, or a module that does
    not exist."""
    wrong = []
    for imported in _imports(path) - {name}:
        if imported.split(".")[0] in {"__version__", "CaptionsmithTaskset", "CaptionsmithEnv"}:
            continue
        elif imported not in modules and imported.rsplit(".", 1)[0] not in modules:
            wrong.append(f"{name} imports {imported}, which does not exist")
        elif _rank(imported) > _rank(name) or (
            _rank(imported) == _rank(name)
            and _layer(imported) != _layer(name)
            and _rank(name) != TOP
        ):
            wrong.append(f"{name} ({_layer(name)}) imports {imported} ({_layer(imported)})")
    return wrong


def test_imports_only_go_down_and_name_real_modules() -> None:
    """No module imports a layer above its own, a sibling of the same rank,
    or a module that does not exist (such as a flat name of 0.5,
    ``captionsmith.scoring``)."""
    modules = {_module_name(p) for p in PACKAGE.rglob("*.py")}
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        wrong += _wrong_imports(path, _module_name(path), modules)
    assert not wrong, wrong


def test_the_checker_catches_a_core_module_importing_the_cli(tmp_path: Path) -> None:
    """The check can fail: a synthetic core module that imports the command
    line, one that imports a sibling layer of its rank, and one that imports
    a flat name of 0.5 are each reported; the same module importing down is not."""
    modules = {_module_name(p) for p in PACKAGE.rglob("*.py")}
    cases = {
        "from captionsmith.tools.cli import main\n": "core.fake (core) imports tools.cli (tools)",
        "import captionsmith.environment.taskset\n": "imports environment.taskset",
        "from captionsmith.scoring import score\n": "imports scoring, which does not exist",
    }
    for source, expected in cases.items():
        fake = tmp_path / "fake.py"
        fake.write_text(source, encoding="utf-8")
        [found] = _wrong_imports(fake, "core.fake", modules)
        assert expected in found
    fake.write_text("from captionsmith.core.srt import parse\n", encoding="utf-8")
    assert _wrong_imports(fake, "core.fake", modules) == []
    solving = tmp_path / "solving_fake.py"
    solving.write_text("from captionsmith.judging.scoring import score\n", encoding="utf-8")
    assert _wrong_imports(solving, "solving.fake", modules)  # judging is solving's sibling rank


def test_the_flat_names_of_0_5_are_gone() -> None:
    """One import path per name: ``captionsmith.scoring`` (0.5's alias of
    ``captionsmith.judging.scoring``) no longer imports (CHANGELOG.md)."""
    import importlib

    for old in ("scoring", "srt", "generator", "cli"):
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(f"captionsmith.{old}")


def test_the_layers_are_not_empty_words() -> None:
    """The check can fail: a core module importing the CLI is caught."""
    assert _rank("tools.cli") > _rank("core.srt")
    assert _rank("environment.taskset") > _rank("judging.scoring") > _rank("criteria.rules")
    assert _rank("criteria.rules") > _rank("languages.latin") > _rank("core.text")


def test_readme_and_design_name_every_module() -> None:
    """README's layout lists every module under its subpackage, and DESIGN's
    module tables name every module file."""
    root = PACKAGE.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    layout = readme.split("## Layout", 1)[1].split("```", 2)[1]
    design = (root / "DESIGN.md").read_text(encoding="utf-8")
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name in ("__init__.py", "__main__.py"):
            continue
        package = path.parent.name
        if path.parent.parent != PACKAGE:  # a language folder: languages/fr/pack.py
            layer = path.parent.parent.name
            match = re.search(rf"\n  {layer}/.*?(?=\n  \S|\Z)", layout, re.S)
            lines = match.group(0).splitlines() if match else []
            if not any(f"{package}/" in line and path.name in line for line in lines):
                missing.append(f"README: {layer}/{package}/{path.name}")
            if f"`{layer}/{package}/{path.name}`" not in design:
                missing.append(f"DESIGN: {layer}/{package}/{path.name}")
            continue
        match = re.search(rf"\n  {package}/.*?(?=\n  \S|\Z)", layout, re.S)
        if match is None or f"\n    {path.name} " not in match.group(0):
            missing.append(f"README: {package}/{path.name}")
        if f"`{package}/{path.name}`" not in design:
            missing.append(f"DESIGN: {path.name}")
    assert missing == []


def test_no_module_is_over_450_lines() -> None:
    long = {
        p.name: n
        for p in PACKAGE.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450
    }
    assert long == {}


def test_the_command_line_does_not_import_verifiers() -> None:
    """Only the taskset needs verifiers; importing it costs seconds, so the
    CLI (``captionsmith --version``, ``check``, ``solve``) must not."""
    code = (
        "import sys, captionsmith.tools.cli\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('verifiers', 'datasets'))\n"
        "print(len(loaded), loaded[:3])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.startswith("0 "), out.stdout
