"""Doctor, Claude Code group: the real binary behind the shim, and the lesson
files a session will load, resolved as the binary resolves them
(core.claude_code.loading through core.knowledge.reach)."""
from __future__ import annotations

from core.doctor import Check, Context, Finding, fail, ok
from core.setup import shim_status

ORDER = 20


def real_binary(ctx: Context) -> Finding:
    s = ctx.memo("shim_status", lambda: shim_status.collect(None))
    real = s.real
    if real is None or real.path is None:
        why = real.error if real is not None else "not looked for"
        return fail(f"no real Claude Code found: {why}",
                    "install Claude Code (https://docs.anthropic.com/en/docs/claude-code) or set CLAUDE_DISTILL_REAL "
                    "to its path")
    if real.version is None:
        return fail(f"{real.path} did not answer `--version`", "run it by hand to see why; reinstall Claude Code",
                    path=real.path)
    return ok(f"{real.path} ({real.version})", path=real.path, version=real.version)


def lessons_load(ctx: Context) -> Finding:
    from core.claude_code.loading import display_path
    from core.knowledge import reach
    setting, reports = reach.knowledge_report(ctx.cwd, ctx.env)
    missing = [r for r in reports if r.scope != "earlier"
               and not (r.verdict.loads or r.verdict.loads_when_written)]
    if missing:
        said = "; ".join(f"{display_path(r.verdict.path, setting.home)}: {r.verdict.why}" for r in missing)
        return fail(f"a session started in {setting.cwd} does not load: {said}",
                    "`claude-distill init` (and `claude-distill status` for the whole report)",
                    files=[str(r.verdict.path) for r in missing])
    loading = [r for r in reports if r.verdict.loads]
    return ok(f"a session started in {setting.cwd} loads {len(loading)} lesson file(s); the others load "
              "once written", files=[str(r.verdict.path) for r in loading])


def lessons_readable(ctx: Context) -> Finding:
    from core.knowledge import readable
    from core.knowledge.locations import project_root
    broken = readable.file_problems([project_root(str(ctx.cwd))])
    if broken:
        return fail("lesson files Claude Code does not read to the end: " + "; ".join(readable.warning_lines(broken)),
                    "`claude-distill entries check` shows the lines; fix them in the file")
    return ok("every lesson file reads to its end")


CHECKS = (
    Check("claude.real_binary", "the real Claude Code is found and answers", real_binary),
    Check("claude.lessons_load", "the lesson files load in a session started here", lessons_load),
    Check("claude.lessons_readable", "the lesson files read to their end", lessons_readable),
)
