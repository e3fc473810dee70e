"""Doctor, state group: the state folder can be written, the schedule runs if
installed, no lesson waits for review, and linked worktrees read the
repository's lessons through Claude Code's MEMORY.md."""
from __future__ import annotations

import os
import tempfile

from core import paths
from core.doctor import Check, Context, Finding, fail, ok, skip

ORDER = 40


def state_writable(ctx: Context) -> Finding:
    folder = paths.state_dir(ctx.env)
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent  # not made yet: the first analysis makes it where its parent can be written
    try:
        fd, name = tempfile.mkstemp(prefix=".doctor.", dir=probe)
        os.close(fd)
        os.unlink(name)
    except OSError as exc:
        return fail(f"{probe} cannot be written ({exc.strerror}): analyses cannot record anything",
                    f"make {folder} writable, or set XDG_STATE_HOME to a folder that is", folder=str(folder))
    return ok(f"{folder} can be written" + ("" if probe == folder else " (made by the first analysis)"),
              folder=str(folder))


def schedule_runs(ctx: Context) -> Finding:
    from core.setup import schedule
    st = schedule.status(ctx.env)
    if not st.installed:
        return skip("no schedule installed (optional: sessions outside the shim are analysed by "
                    "`claude-distill sweep`, or hourly after `claude-distill schedule install`)")
    if st.active:
        return ok(st.line().removeprefix("schedule: "))
    return fail(st.line().removeprefix("schedule: ") + ": installed but not running",
                "`claude-distill schedule install` again where the service manager runs, or use the crontab line "
                "it prints")


def nothing_waits(ctx: Context) -> Finding:
    from core.knowledge import curate
    from core.knowledge.files import all_entries_of, pending_targets
    from core.store import db
    if not paths.state_db(ctx.env).exists():
        return ok("no analysis yet, nothing waits for review")
    conn = db.connect(paths.state_db(ctx.env))
    try:
        waiting = [loc.entry.id for kind, scope, target in pending_targets(conn, ctx.env, projects=curate.project_roots(
            str(ctx.cwd))) for loc in all_entries_of(target, kind, scope, roles=("pending",))]
    finally:
        conn.close()
    if waiting:
        return fail(f"{len(waiting)} lesson(s) wait for review and do not load until accepted: "
                    + ", ".join(waiting[:5]) + ("…" if len(waiting) > 5 else ""),
                    "`claude-distill review`", ids=list(waiting))
    return ok("no lesson waits for review")


def worktrees_read(ctx: Context) -> Finding:
    from core.knowledge.block_health import block_health
    health = block_health(ctx.cwd, ctx.env)
    if health is None:
        return skip(f"{ctx.cwd} is not in a git repository with a main checkout")
    if not health.applies:
        return skip("the repository has no linked worktrees")
    if health.ok:
        return ok(f"linked worktrees read all {health.lessons} project lesson(s) from {health.index}",
                  index=health.index, lessons=health.lessons)
    return fail(f"linked worktrees read {health.read} of {health.lessons} project lesson(s): {health.problem}",
                health.fix, index=health.index, lessons=health.lessons, read=health.read)


CHECKS = (
    Check("state.writable", "the state folder can be written", state_writable),
    Check("state.schedule", "the schedule runs, if installed", schedule_runs),
    Check("lessons.review", "no lesson waits for review", nothing_waits),
    Check("lessons.worktrees", "linked worktrees read the lessons through MEMORY.md", worktrees_read),
)
