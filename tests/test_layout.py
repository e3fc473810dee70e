"""The layout's rules, read from the imports themselves (ast, nothing is run).

The folders show the flow: shim → transcript → distil (gates, backends) →
lessons → files, with store holding every SQL statement and setup changing a
person's start-up and editor files. Which package may import which is written
down here once, so a change that crosses a line fails here, by name.

A rule broken by code that is being moved right now goes in KNOWN with why;
KNOWN only ever shrinks, and a KNOWN entry that no longer happens fails too,
so the list cannot keep excuses that are no longer needed."""
from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BASE = {"core.config", "core.paths", "core.errors", "core.exits", "core.safefile", "core.sharedfile", "core.logfile", "core.project",
        "core.procs"}
MAX_LINES = 500

# Which packages each package may import, besides itself and the base modules.
MAY_USE: dict[str, set[str]] = {
    "core.setup": {"agents"},
    "core.transcript": set(),
    "core.store": set(),
    "core.claude_code": set(),
    "core.lessons": {"core.claude_code", "core.transcript", "core.store"},
    "core.evidence": {"core.transcript", "core.lessons"},
    "core.instructions": {"core.transcript", "core.lessons"},
    "core.knowledge": {"core.claude_code", "core.lessons", "core.store", "core.transcript"},
    "core.tracking": {"core.transcript", "core.lessons", "core.store", "core.knowledge"},
    "core.distil": {"core.transcript", "core.claude_code", "core.lessons", "core.evidence", "core.instructions",
                    "core.tracking", "core.knowledge", "core.store", "agents"},
    # doctor reads every part of the chain and changes none of it.
    "core.doctor": {"core.setup", "core.claude_code", "core.knowledge", "core.distil", "core.store", "agents"},
}

# (rule, importer, imported), or (rule, module, "") for size: tolerated for now, each with why.
CYCLE = "no import cycle"
# Empty now; a cycle would be tolerated by its closing edge: (CYCLE, importer, imported).
KNOWN: set[tuple[str, str, str]] = set()  # empty: every rule holds


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    top_level: bool  # at module level, not inside a function
    line: int


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def our_modules() -> dict[str, Path]:
    found = {}
    for top in ("core", "shim", "agents"):
        for path in sorted((ROOT / top).rglob("*.py")):
            found[module_name(path)] = path
    return found


MODULES = our_modules()


def _resolve(name: str) -> str | None:
    """The module of ours a dotted name refers to (a module, or a name inside one)."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def imports_of(name: str, path: Path) -> list[Import]:
    tree = ast.parse(path.read_text(), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    top_nodes = {id(n) for n in tree.body}
    for node in tree.body:  # imports under `if TYPE_CHECKING:` or try at module level still count as top level
        if isinstance(node, (ast.If, ast.Try)):
            top_nodes |= {id(n) for n in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{a.name}" for a in node.names]  # a name in a module resolves to the module
        for target in targets:
            resolved = _resolve(target)
            if resolved and resolved != name and not name.startswith(resolved + "."):
                found.append(Import(name, resolved, id(node) in top_nodes, node.lineno))
    unique = {(i.imported, i.top_level): i for i in found}
    return list(unique.values())


IMPORTS = [i for name, path in MODULES.items() for i in imports_of(name, path)]


def stdlib_tops(path: Path) -> set[str]:
    """The top-level names a module imports (ours or not)."""
    tops = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            tops |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            tops.add((node.module or "").split(".")[0])
    return tops


STDLIB = set(sys.stdlib_module_names) | {"__future__"}


PACKAGES = {m for m, p in MODULES.items() if p.name == "__init__.py" and m.count(".") == 1 and m.startswith("core.")}
MAX_SHARE = 0.2  # no package holds more than a fifth of the lines of core/, shim/ and agents/
MAX_FUNCTION_LINES = 80


def package_of(module: str) -> str:
    """core.distil.backends.api -> core.distil; core.paths -> core.paths; agents.resolve -> agents; shim.run -> shim.run."""
    if module.split(".")[0] == "agents":
        return "agents"
    top = ".".join(module.split(".")[:2])
    return top if top in PACKAGES else module


def defined_names(path: Path) -> set[str]:
    """What a module defines itself at its top level (not what it imports)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


def reexports() -> set[tuple[str, str, str]]:
    """`from M import n` where M does not define n but imports it from elsewhere: a facade."""
    found = set()
    defined = {name: defined_names(path) for name, path in MODULES.items()}
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not (isinstance(node, ast.ImportFrom) and node.module and not node.level
                    and node.module in MODULES):
                continue
            for alias in node.names:
                if f"{node.module}.{alias.name}" in MODULES or alias.name in defined[node.module]:
                    continue
                found.add(("no module re-exports names defined elsewhere", name, f"{node.module}.{alias.name}"))
    return found


def long_functions() -> set[tuple[str, str, str]]:
    found = set()
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    found.add((f"no function over {MAX_FUNCTION_LINES} lines", name, f"{node.name} ({length})"))
    return found


def package_shares() -> set[tuple[str, str, str]]:
    lines: dict[str, int] = {}
    for name, path in MODULES.items():
        top = package_of(name) if not name.startswith("shim.") else "shim"
        lines[top] = lines.get(top, 0) + len(path.read_text().splitlines())
    total = sum(lines.values())
    return {(f"no package holds more than {MAX_SHARE:.0%} of the lines", pkg, f"{n}/{total}")
            for pkg, n in lines.items() if n > MAX_SHARE * total}


def violations() -> set[tuple[str, str, str]]:
    found: set[tuple[str, str, str]] = set()
    for imp in IMPORTS:
        src, dst = package_of(imp.importer), package_of(imp.imported)
        if dst == "core.commands" and src not in ("core.cli", "core.commands"):
            found.add(("commands are imported only by core.cli", imp.importer, imp.imported))
        if src == "core.commands" and dst == "core.commands" and imp.importer != imp.imported:
            found.add(("commands are imported only by core.cli", imp.importer, imp.imported))
        if src in MAY_USE and dst != src and dst not in BASE and dst not in MAY_USE[src]:
            found.add((f"{src} uses only the base modules and {sorted(MAY_USE[src]) or 'nothing else'}",
                       imp.importer, imp.imported))
        if src in BASE and dst not in BASE:
            found.add(("base modules use only base modules", imp.importer, imp.imported))
        if imp.importer.startswith("shim.") and imp.imported.startswith("core") and imp.top_level:
            found.add(("shim imports core only inside functions, after the pass-through decision",
                       imp.importer, imp.imported))
    for name, path in MODULES.items():
        if len(path.read_text().splitlines()) > MAX_LINES:
            found.add((f"no module over {MAX_LINES} lines", name, ""))
        if name.split(".")[0] == "agents" and not stdlib_tops(path) <= STDLIB:
            found.add(("agents uses the standard library only", name, ", ".join(sorted(stdlib_tops(path) - STDLIB))))
    found |= reexports() | long_functions() | package_shares()
    known_edges = {(a, b) for rule, a, b in KNOWN if rule == CYCLE}
    for cycle in cycles(known_edges):
        found.add((CYCLE, cycle[0], " -> ".join(cycle)))
    graph = import_graph(set())
    for a, b in known_edges:  # still needed while the edge closes a cycle
        if b in graph.get(a, set()) and reaches(graph, b, a):
            found.add((CYCLE, a, b))
    return found


def import_graph(without: set[tuple[str, str]]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for imp in IMPORTS:
        if (imp.importer, imp.imported) not in without:
            graph[imp.importer].add(imp.imported)
    return graph


def reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    todo, seen = [start], {start}
    while todo:
        node = todo.pop()
        if node == goal:
            return True
        for nxt in graph[node] - seen:
            seen.add(nxt)
            todo.append(nxt)
    return False


def cycles(without: set[tuple[str, str]]) -> list[list[str]]:
    """Import cycles between modules, lazy imports included (each reported once);
    `without` are the edges KNOWN tolerates for now."""
    graph = import_graph(without)
    found: list[list[str]] = []
    seen: set[frozenset[str]] = set()
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycle = stack[stack.index(nxt):] + [nxt]
                key = frozenset(cycle)
                if key not in seen:
                    seen.add(key)
                    found.append(cycle)
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


def test_the_import_reader_sees_what_it_must() -> None:
    """The rules are only as good as the reader: check it on known imports."""
    pairs = {(i.importer, i.imported, i.top_level) for i in IMPORTS}
    assert ("core.cli", "core.errors", True) in pairs
    assert ("core.commands.shim", "core.setup.shim_install", True) in pairs
    assert ("core.setup.shim_status", "agents.resolve", False) in pairs
    assert not any(i.importer.startswith("shim.") and i.imported.startswith("core") and i.top_level
                   for i in IMPORTS)
    assert ("shim.run", "agents.resolve", True) in pairs
    assert ("core.distil.sweep", "agents.jobs", False) in pairs
    assert package_of("agents.resolve") == "agents" and package_of("core.evidence.judge") == "core.evidence"


def test_the_layout_rules_hold() -> None:
    new = violations() - KNOWN
    assert not new, "layout rules broken:\n" + "\n".join(f"  {r}: {a} -> {b}" for r, a, b in sorted(new))


def test_known_exceptions_are_still_needed() -> None:
    stale = KNOWN - violations()
    assert not stale, "no longer broken, take out of KNOWN:\n" + "\n".join(map(str, sorted(stale)))


@pytest.mark.parametrize("package", sorted(MAY_USE) + ["core.commands", "agents"])
def test_every_package_says_what_it_is_for(package: str) -> None:
    init = ROOT / package.replace(".", "/") / "__init__.py"
    assert ast.get_docstring(ast.parse(init.read_text())), f"{init} has no docstring"


def test_the_architecture_table_is_current() -> None:
    import runpy
    gen = runpy.run_path(str(ROOT / "docs" / "gen_architecture.py"))
    current = (ROOT / "docs" / "architecture.md").read_text()
    assert gen["render"](current) == current, "run `python docs/gen_architecture.py`"
