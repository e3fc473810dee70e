"""Every behave feature says, right under its `Feature:` line, what it covers
and how (black box through the installed zipapp, the real Claude Code, ...),
so a reader knows which behaviours live in features/ and which in pytest."""
from __future__ import annotations

from pathlib import Path

FEATURES = Path(__file__).resolve().parent.parent / "features"


def covers_line(text: str) -> str | None:
    """The `Covers (...)` line of a feature's description, if it has one: the
    description being the lines between `Feature:` and the first blank line."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.lstrip().startswith("Feature:")), None)
    if start is None:
        return None
    for line in lines[start + 1:]:
        stripped = line.strip()
        if not stripped:
            return None
        if stripped.startswith("Covers (") and "):" in stripped:
            return stripped
    return None


def test_covers_line_is_found_only_in_the_description() -> None:
    assert covers_line("Feature: x\n  Covers (black box): y\n\n  Scenario: z\n") == "Covers (black box): y"
    assert covers_line("Feature: x\n  some text\n\n  Covers (black box): y\n") is None
    assert covers_line("Feature: x\n  Covers nothing\n") is None


def test_every_feature_file_says_what_it_covers() -> None:
    files = sorted(FEATURES.glob("*.feature"))
    assert files, f"no feature files under {FEATURES}"
    missing = [f.name for f in files if covers_line(f.read_text(encoding="utf-8")) is None]
    assert not missing, (
        f"{', '.join(missing)}: add a line 'Covers (<how: black box, the installed zipapp / the real Claude Code>): "
        "<what behaviour>' in the description right under the 'Feature:' line, before the first blank line")
