"""SQL lives in core/store/ only: every other module records and reads through
functions named for what they do, so a schema change has one place to look."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SQL_CALLS = {"execute", "executemany", "executescript"}


def _sql_calls(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name = node.func.attr
        owner = node.func.value
        if name in SQL_CALLS or (name == "connect" and isinstance(owner, ast.Name) and owner.id == "sqlite3"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {name}")
    return found


def test_only_core_store_runs_sql() -> None:
    store = ROOT / "core" / "store"
    outside = [hit for folder in ("core", "shim") for path in sorted((ROOT / folder).rglob("*.py"))
               if store not in path.parents for hit in _sql_calls(path)]
    assert outside == []


def test_the_check_sees_sql() -> None:
    assert _sql_calls(ROOT / "core" / "store" / "ledger.py")  # the store itself is where it is found
