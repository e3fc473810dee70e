"""What `status` and `init` say about the knowledge files: for a session started in a folder,
each file that applies there and whether Claude Code will load it (core.claude_code.loading
resolves it the way the binary does), including the worktree case where the lessons reach the
session through the repository's MEMORY.md."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core.claude_code.loading import DiskFiles, Files, LoadVerdict, Setting, display_path, resolve, setting_for, verdict
from core.knowledge import locations
from core.knowledge import memory_block
from core.knowledge.repo_files import memory_index
from core.lessons.document import parse_document


@dataclass(frozen=True)
class FileReport:
    kind: str    # "knowledge" or "gotcha"
    scope: str   # "global", "project", "earlier" (a project file where earlier versions put it) or
    #              "worktree" (a linked worktree's own lesson file)
    verdict: LoadVerdict


def knowledge_report(cwd: str | Path, env: Mapping[str, str] | None = None,
                     files: Files | None = None) -> tuple[Setting, list[FileReport]]:
    """For a session started in `cwd`: each knowledge file that applies there,
    and whether it loads. A project file where earlier versions wrote it is listed
    too while it exists, since a person may still expect it to load."""
    fs = files if files is not None else DiskFiles()
    setting = setting_for(cwd, env)
    res = resolve(setting, fs)
    out: list[FileReport] = []
    listed: set[Path] = set()
    for kind, scope, path in locations.targets([setting.cwd], env):
        if path not in listed:
            listed.add(path)
            v = verdict(res, path, fs)
            if scope == "project" and not v.loads and setting.main is not None:
                v = _through_memory(v, kind, setting, env, fs)
            out.append(FileReport(kind, scope, v))
    root = locations.project_root(setting.cwd)
    for kind, name in locations.FILE_NAMES.items():
        earlier = root / ".claude" / name
        if earlier not in listed and fs.read_text(earlier) is not None:
            out.append(FileReport(kind, "earlier", verdict(res, earlier, fs)))
        # A linked worktree's own lesson files: committed on its branch, or written by an earlier version.
        own = setting.checkout.joinpath(*locations.PROJECT_FOLDER, name) if setting.checkout is not None else None
        if own is not None and own not in listed and fs.read_text(own) is not None:
            out.append(FileReport(kind, "worktree", verdict(res, own, fs)))
    return setting, out


def _through_memory(v: LoadVerdict, kind: str, setting: Setting, env: Mapping[str, str] | None,
                    fs: Files) -> LoadVerdict:
    """In a linked worktree the main checkout's lesson files are not read; their
    lessons reach it as a block in the repository's auto-memory index, when that
    block is within what Claude Code reads of it."""
    assert setting.main is not None
    index, why = memory_index(setting.main, env)
    text = fs.read_text(index) if index is not None else None
    found = memory_block.in_file(text) if text is not None else None
    if index is not None and found is not None and found.present and found.read and v.exists:
        return LoadVerdict(v.path, True, True, True, f"its lessons copied into {display_path(index, setting.home)}, "
                           "which Claude Code reads in every worktree of the repository", "")
    shown = display_path(index, setting.home) if index else "MEMORY.md"
    if found is not None and found.present:
        missing = (f"its copy in {shown} is past the first {memory_block.LINE_LIMIT} lines / "
                   f"{memory_block.CHAR_LIMIT:,} characters Claude Code reads (`claude-distill status` says what to do)")
    else:
        missing = f"{shown} holds no copy (`claude-distill status` says why and what to do)"
    reason = why or f"a session in a linked worktree does not read the main checkout's rules folder, and {missing}"
    via = "" if why else f"copied into {shown}"
    held = fs.read_text(v.path) if v.exists else None
    if held and parse_document(held, kind=kind, scope="project").entries:  # lessons there, none reach the worktree
        return LoadVerdict(v.path, True, False, False, via, reason)
    return LoadVerdict(v.path, v.exists, False, not why, via, reason)


def report_json(cwd: str | Path, env: Mapping[str, str] | None = None) -> dict[str, object]:
    setting, reports = knowledge_report(cwd, env)
    return {"folder": str(setting.cwd), "files": [{
        "path": str(r.verdict.path), "kind": r.kind, "scope": r.scope, "exists": r.verdict.exists,
        "loads": r.verdict.loads, "loads_when_written": r.verdict.loads_when_written,
        "via": r.verdict.via or None, "why": r.verdict.why or None} for r in reports]}


def report_lines(cwd: str | Path, env: Mapping[str, str] | None = None) -> list[str]:
    setting, reports = knowledge_report(cwd, env)
    lines = [f"knowledge files a session started in {setting.cwd} loads:"]
    for r in reports:
        v = r.verdict
        shown = display_path(v.path, setting.home)
        if v.loads:
            lines.append(f"  loads        {shown} ({v.via})")
        elif v.loads_when_written:
            lines.append(f"  when written {shown} (no lessons yet; will be {v.via})")
        else:
            lines.append(f"  NOT loaded   {shown}: {v.why}")
        if r.scope == "worktree":
            lines.append("               (this worktree's own copy: committed on its branch, or written by an earlier "
                         "version; `claude-distill init` in the main checkout takes in an uncommitted one)")
        if r.scope == "earlier":
            lines.append("               (where earlier versions wrote project lessons; `claude-distill init` "
                         "moves it into .claude/rules/claude-distill/)")
    return lines
