"""`claude-distill analyze`: distil one session now.

`--current` is the session of the Claude Code process this runs under
(CLAUDE_CODE_SESSION_ID), so a person can ask Claude to distil the session in
progress; the analysed offset then moves and the hand-off at the end of the
session only reads what came after."""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Mapping
from pathlib import Path

from core import config, paths
from core.distil import backends, pipeline
from core.errors import UserError
from core.project import SHARED_FOLDERS
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("analyze", aliases=["analyse"], help="distil one session now",
                       description="Analyse the part of a session not analysed yet and append what is worth "
                                   "keeping to knowledge.md / gotchas.md.",
                       epilog="examples:\n"
                              "  claude-distill analyze --transcript examples/error-then-fix.jsonl --backend offline --dry-run\n"
                              "  claude-distill analyze --last            # the session that ended last\n"
                              "  claude-distill analyze --current         # from inside a Claude Code session\n"
                              "  claude-distill analyze --last --force    # again, after changing a setting")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--transcript", metavar="PATH", help="a transcript file (.jsonl)")
    which.add_argument("--session", metavar="ID",
                       help="a session id, or its start as `log` prints it; its transcript is looked up")
    which.add_argument("--current", action="store_true",
                       help="the Claude Code session this command runs inside (CLAUDE_CODE_SESSION_ID)")
    which.add_argument("--last", action="store_true", help="the most recently written transcript")
    p.add_argument("path", nargs="?", help=argparse.SUPPRESS)
    p.add_argument("--dry-run", action="store_true", help="print what would be written, write nothing")
    p.add_argument("--lang", choices=("ko", "en"), help="language of the entries")
    p.add_argument("--backend", choices=backends.NAMES, help="model backend")
    p.add_argument("--force", action="store_true",
                   help="run even at the spend cap, and analyse the whole session again even if it was "
                        "analysed before (after a setting change)")
    p.add_argument("--quiet", action="store_true", help="print nothing unless it fails")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=run)


def find_session(session_id: str, env: Mapping[str, str]) -> Path:
    """A session id's transcript, found by file name (the folder name encoding is lossy)."""
    projects = paths.claude_projects_dir(env)
    if any(c in session_id for c in "/*?[]\\") or session_id in ("", ".", ".."):
        raise UserError(f"not a session id: {session_id!r}")
    hits = sorted(projects.glob(f"*/{session_id}.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)
    if not hits:
        # `log` prints a session as its first 8 characters: a unique start is enough, as for entry ids.
        hits = sorted(projects.glob(f"*/{session_id}*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)
        ids = sorted({p.stem for p in hits})
        if len(ids) > 1:
            raise UserError(f"{session_id} is the start of {len(ids)} sessions: {', '.join(ids)}; type more of the id")
    if not hits:
        raise UserError(f"no transcript for session {session_id} under {projects}", code=Exit.FAILED)
    return hits[0]


def last_transcript(env: Mapping[str, str]) -> Path:
    from core.distil import sweep
    best: tuple[int, str] | None = None
    for path, sid, st, newest in sweep.iter_transcripts(str(paths.claude_projects_dir(env))):
        if sid != "child" and (best is None or newest > best[0]):
            best = (newest, path)
    if best is None:
        raise UserError(f"no transcripts under {paths.claude_projects_dir(env)}", code=Exit.FAILED)
    return Path(best[1])


def looks_like_transcript(path: Path, probe: int = 20) -> bool:
    """A file a person names by hand: its first non-empty lines must be JSON records."""
    from core.transcript.reader import looks_like_jsonl
    try:
        return looks_like_jsonl(path, probe)
    except OSError as exc:
        raise UserError(f"cannot read {path}: {exc.strerror}", code=Exit.FAILED) from None


def _target(args: argparse.Namespace, env: Mapping[str, str]) -> Path:
    if args.transcript or args.path:
        path = Path(args.transcript or args.path).expanduser()
        if path.is_dir():
            raise UserError(f"{path} is a directory; --transcript takes one transcript file (.jsonl)",
                            code=Exit.FAILED)
        if not path.is_file():
            raise UserError(f"no such transcript: {path}", code=Exit.FAILED)
        if not looks_like_transcript(path):
            raise UserError(f"{path} is not a Claude Code transcript (expected JSON lines with a \"type\")",
                            code=Exit.FAILED)
        return path
    if args.session:
        return find_session(args.session, env)
    if args.current:
        sid = env.get("CLAUDE_CODE_SESSION_ID", "")
        if not sid:
            raise UserError("--current: not inside a Claude Code session (CLAUDE_CODE_SESSION_ID is not set)", code=Exit.FAILED)
        return find_session(sid, env)
    if args.last:
        return last_transcript(env)
    raise UserError("say which session: --transcript PATH, --session ID, --current or --last")


def human(r: pipeline.RunResult, dry_run: bool) -> list[str]:
    out = [f"transcript: {r.transcript}"]
    if r.outcome in ("nothing_new", "skipped"):
        out.append(r.reason)
        return out
    share = f" ({100.0 * r.slice_chars / r.file_bytes:.1f}% of its size)" if r.file_bytes else ""
    out.append(f"slice: {r.slice_chars:,} chars from bytes {r.start:,}-{r.end:,} of a {r.file_bytes:,}-byte "
               f"transcript{share}")
    out.extend(f"note: {note}" for note in r.notes)
    gates = []
    if r.gate1:
        gates.append(f"gate 1 {r.gate1}")
    if r.gate2:
        gates.append(f"gate 2 {r.gate2}")
    if gates:
        out.append(", ".join(gates))
    if r.backend:
        spent = f", {r.input_tokens:,} tokens in / {r.output_tokens:,} out, ~${r.cost_usd:.4f}" \
            if (r.input_tokens or r.output_tokens) else ""
        model = f" ({r.model})" if r.model and r.model != r.backend else ""
        out.append(f"backend: {r.backend}{model}{spent}")
    if r.outcome == "failed":
        out.append(f"failed: {r.error}")
        out.append("dry run: nothing was queued; run it again when the backend answers" if dry_run else
                   "given up after repeated failures" if r.given_up else
                   "the transcript waits until that setting changes; the sweep then tries it again" if r.blocked else
                   "the transcript stays queued and is retried later")
        return out
    if r.outcome == "capped":
        out.append(f"waiting: {r.reason} (`--force` runs it anyway)")
        return out
    if r.outcome in ("stopped", "duplicate"):
        out.append(f"{'stopped at ' + str(r.stage) if r.outcome == 'stopped' else 'duplicate'}: {r.reason}")
        return out
    if r.project and Path(r.project).parent.name == SHARED_FOLDERS:
        out.append(f"note: the session ran in a folder every user of this machine can write to (such as /tmp); "
                   f"its project lessons are kept in {r.project}, a folder of your own")
    if dry_run:
        n = len(r.rendered)
        out.append(f"dry run: {n} entr{'y' if n == 1 else 'ies'} would be written" + (":" if n else ""))
    elif r.outcome == "written":
        out.append(f"entries: {r.write_summary}")  # `1 written, 1 reconfirmed`
    else:
        out.append(f"nothing written: {r.reason}")
    if r.rendered:
        out.append("")
        for block in r.rendered:
            out.append(block.rstrip("\n"))
            out.append("")
    for s in r.screened:
        verb = {"review": "would wait for review" if dry_run else "waiting for review",
                "refused": "would be refused" if dry_run else "refused"}[s["verdict"]]
        out.append(f"{verb}: {s['id']} {s['title']} — {s['reason']}")
    return out


def run(args: argparse.Namespace) -> int:
    env = os.environ
    if pipeline.is_child(env):
        return Exit.OK  # the distiller's own model call: never start an analysis from there
    target = _target(args, env)
    cfg = config.load(flags={"lang": args.lang, "backend": args.backend}, env=env)
    result = pipeline.analyze(target, cfg=cfg, env=env, backend_override=args.backend, lang_override=args.lang,
                              dry_run=args.dry_run, force=args.force, again=args.force, trigger="manual")
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    elif not args.quiet:
        print("\n".join(human(result, args.dry_run)).rstrip("\n"))
    if result.outcome == "failed":
        if args.quiet or args.json:
            sys.stderr.write(f"claude-distill: analysis failed: {result.error}\n")
        return Exit.FAILED
    return Exit.OK
