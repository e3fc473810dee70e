"""Tracking (issue 24): the ways one fix is spelled, and which part of a call is the fix. Each rule here came
from reading the ninth tracking corpus's misses (tests/truth/tracking9_corpus.json, spent); each test fails on
the code before its rule."""
from __future__ import annotations

from core.tracking.commands import command_segments
from core.tracking.profile import text_anchors
from core.tracking.record import lesson_calls
from core.tracking.wordmatch import same_program, word_matches, words_match
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def test_a_fix_command_the_evidence_quotes_is_the_fix_not_the_trap():
    """The evidence tells how the fix went (`npx prisma generate` → clean): that command, which the workaround
    gives, is the fix to look for, not the thing the lesson warns against; and "check with `ls …`" is how to see
    it worked, not the fix."""
    e = gotcha("`npx tsc --noEmit` → `error TS2339: Property 'avatarUrl' does not exist on type` → "
               "`npx prisma generate` → tsc clean", "Run `npx prisma generate` after every schema edit")
    assert text_anchors(e).fix_commands == ("prisma generate",)
    e = gotcha("`ls -l .git/hooks/pre-commit` → `No such file or directory`",
               "Run `pre-commit install` once per clone (check with `ls .git/hooks/pre-commit`)")
    assert text_anchors(e).fix_commands == ("pre-commit install",)


def test_launchers_runners_and_removers_are_one_spelling_of_the_program_they_run():
    assert command_segments("npm exec -- prisma generate --schema x") == [["prisma", "generate", "--schema", "x"]]
    assert command_segments("bun x prisma generate") == [["prisma", "generate"]]
    assert command_segments("arch -x86_64 pod install") == [["pod", "install"]]
    assert command_segments("uv pip install numpy==1.26.4") == [["pip", "install", "numpy==1.26.4"]]
    for removal in ("npx rimraf .next", "Remove-Item -Recurse -Force .next", "rmdir /s /q .next"):
        assert command_segments(removal) == [["rm", "-rf", ".next"]], removal
    # a project's runner runs the fix (`bundle exec pod install`), but a fix that is the runner wants it
    assert words_match(["pod", "install"], ["bundle", "exec", "pod", "install", "--project-directory=ios"])
    assert not words_match(["bundle", "exec", "rake"], ["rake"])
    # a scoped package run by npx is its own program
    assert same_program("@electron/rebuild", "electron-rebuild")
    assert same_program("@electron/rebuild", "node_modules/.bin/electron-rebuild")
    assert not same_program("@electron/rebuild", "rebuild")


def test_a_bound_or_a_setting_is_kept_by_another_value_that_keeps_it():
    assert word_matches("numpy<2", "numpy==1.26.4") and word_matches("numpy<2", "numpy<1.27")
    assert not word_matches("numpy<2", "numpy==2.1.3") and not word_matches("numpy<2", "pandas==1.5")
    assert word_matches("fs.inotify.max_user_watches=524288", "fs.inotify.max_user_watches=1048576")
    assert not word_matches("fs.inotify.max_user_watches=524288", "fs.inotify.max_user_instances=1024")


def test_options_may_come_before_the_plain_words_they_stand_beside():
    want = ["alembic", "merge", "heads", "-m", "<message>"]
    assert words_match(want, ["alembic", "merge", "-m", "merge descuentos", "heads"])
    assert not words_match(want, ["alembic", "merge", "-m", "heads"])   # the value is missing
    assert not words_match(want, ["alembic", "upgrade", "-m", "x", "heads"])


def test_the_new_step_on_a_name_the_fix_gives_is_the_fix_not_a_changed_rerun_beside_it():
    """`kill-port`, `rm -rf .next`, the dev server in a subshell and a `curl -w …` recheck in one line: for "delete
    the .next folder" the fix is `rm -rf .next` (a subshell's parentheses and a background `&` end segments)."""
    assert command_segments("(npm run dev > /tmp/log 2>&1 &) && sleep 2") == \
        [["npm", "run", "dev", ">", "/tmp/log"], ["sleep", "2"]]
    failing = "npm run dev > /tmp/next.log 2>&1 & sleep 10; curl -sf localhost:3000/dashboard"
    fixed = "npx kill-port 3000 ; rm -rf .next && (npm run dev > /tmp/next.log 2>&1 &) && sleep 12 && " \
            "curl -sf -w '%{http_code}' localhost:3000/dashboard"
    source = session((failing, "Error: Cannot find module './948.js'", True), (fixed, "200", False))
    e = gotcha("`curl` → `Error: Cannot find module './948.js'`", "Delete the .next folder and restart the dev server")
    assert lesson_calls(e, source.log, redact).fix_words == ("rm", "-rf", ".next")


def test_a_fenced_block_kept_on_one_line_still_finds_the_failing_call():
    """A stored lesson keeps a fenced block on one line; six words of it in a failing call's output find that call."""
    out = "App threw an error during load\nwas compiled against a different Node.js version using\n" \
          "NODE_MODULE_VERSION 127. This version of Node.js requires\nNODE_MODULE_VERSION 130."
    source = session(("npm run smoke", out, True), ("npx @electron/rebuild -f -w better-sqlite3", "Rebuild Complete",
                                                    False), ("npm run smoke", "smoke ok", False))
    e = gotcha("```\n$ npm rebuild better-sqlite3\nNODE_MODULE_VERSION 127. This version of Node.js requires\n"
               "$ npx @electron/rebuild -f -w better-sqlite3\n✔ Rebuild Complete\n```",
               "`npx @electron/rebuild -f -w <module>` after every native dependency install")
    calls = lesson_calls(e, source.log, redact)
    assert calls.failure is not None and calls.failure.command == "npm run smoke"
    assert verdict(e, calls, session(("electron-rebuild -f -w keytar", "Rebuild Complete", False)))[1] is True


def test_a_fix_run_through_the_runner_the_failing_call_used_is_what_the_runner_runs():
    source = session(("uv run alembic upgrade head", "FAILED: Multiple head revisions are present", True),
                     ('uv run alembic merge heads -m "merge proveedores"', "Generating merge", False),
                     ("uv run alembic upgrade head", "Running upgrade", False))
    e = gotcha("`uv run alembic upgrade head` → `FAILED: Multiple head revisions are present`",
               'Create a merge revision with `alembic merge heads -m "<message>"`, then upgrade')
    assert lesson_calls(e, source.log, redact).fix_words[:3] == ("alembic", "merge", "heads")


def test_a_wrapper_that_only_limits_a_run_is_not_its_program():
    assert command_segments("timeout 20 npm run dev:renderer") == [["npm", "run", "dev:renderer"]]
    assert command_segments("timeout -s KILL 5s make test") == [["make", "test"]]
    assert command_segments("nohup node server.js") == [["node", "server.js"]]


def test_a_system_error_name_is_the_shape_and_the_path_it_quotes_is_where_it_happened():
    """`ENOSPC: System limit for number of file watchers reached, watch '<path>'` from webpack, then from nodemon
    (its own `[nodemon]` lines around it, no class word) watching another folder: the trap again."""
    limit = "ENOSPC: System limit for number of file watchers reached, watch '{}'"
    source = session(("timeout 20 npm run dev", "Error: " + limit.format("/home/dev/quill/src"), True),
                     ("sudo sysctl fs.inotify.max_user_watches=524288", "fs.inotify.max_user_watches = 524288", False))
    e = gotcha(f"`npm run dev` → `{limit.format('/home/dev/quill/src')}`",
               "Raise it: `sudo sysctl fs.inotify.max_user_watches=524288`")
    calls = lesson_calls(e, source.log, redact)
    nodemon = "[nodemon] 3.1.7\n[nodemon] Internal watch failed: " + limit.format("/home/dev/ledger/src/jobs")
    assert verdict(e, calls, session(("nodemon --watch src src/index.ts", nodemon, True)))[0] is True
    assert verdict(e, calls, session(("nodemon src/index.ts", "[nodemon] app crashed - waiting for file changes",
                                      True)))[0] is False


def test_a_class_of_words_is_met_inside_a_generic_error_naming_the_same_thing():
    """`… connect: permission denied` on /var/run/docker.sock (read as `permission denied`), then `ERROR: permission
    denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock …` (read as a generic
    error): the same socket refused again."""
    socket = "dial unix /var/run/docker.sock: connect: permission denied"
    source = session(("docker compose up -d db", "permission denied while trying to connect to the Docker daemon "
                      f"socket at unix:///var/run/docker.sock: Get \"http://x/v1.47/containers/json\": {socket}", True),
                     ("sudo usermod -aG docker dev", "", False), ("sg docker -c 'docker compose up -d db'", "Started",
                                                                 False))
    e = gotcha(f"`docker compose up -d db` → `{socket}`", "`sudo usermod -aG docker <user>`, then `sg docker -c '…'`")
    calls = lesson_calls(e, source.log, redact)
    later = "ERROR: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/" \
            f"docker.sock: Head \"http://x/_ping\": {socket}"
    assert verdict(e, calls, session(("docker build -t app:ci .", later, True)))[0] is True


def test_a_package_script_runs_the_command_lines_it_prints():
    """`npm run db:gen` printing `> app@1.0.0 db:gen` / `> prisma generate` ran `prisma generate`."""
    source = session(("npx tsc --noEmit", "error TS2339: Property 'avatarUrl' does not exist on type", True),
                     ("npx prisma generate", "Generated Prisma Client", False), ("npx tsc --noEmit", "", False))
    e = gotcha("`npx tsc --noEmit` → `error TS2339: Property 'avatarUrl' does not exist on type`",
               "Run `npx prisma generate` after every schema edit")
    calls = lesson_calls(e, source.log, redact)
    script = "\n> ledgerly-worker@0.3.0 db:gen\n> prisma generate\n\nGenerated Prisma Client (v5.22.0)"
    assert verdict(e, calls, session(("npm run db:gen", script, False)))[1] is True
    assert verdict(e, calls, session(("npm run lint", "\n> w@0.3.0 lint\n> eslint src", False)))[1] is False


def test_a_name_inside_a_stated_path_is_any_name_and_a_quoted_option_value_is_its_value():
    big = "remote: error: File tiles/brazil.mbtiles is 187.00 MB; this exceeds GitHub's file size limit of 100.00 MB"
    source = session(("git push -u origin data/osm-2026", big, True),
                     ('git lfs migrate import --include="*.mbtiles" --include-ref=refs/heads/data/osm-2026', "ok", False))
    e = gotcha(f"`git push -u origin data/osm-2026` → `{big}`",
               'Move it to LFS: `git lfs migrate import --include="<pattern>" --include-ref=refs/heads/<branch>`')
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[-1] == "--include-ref=refs/heads/<name>"
    again = session(('git lfs migrate import --include="*.gpkg" --include-ref=refs/heads/feat/parcels', "ok", False))
    assert verdict(e, calls, again)[1] is True


def test_a_script_line_read_after_the_facts_were_first_asked_is_still_among_them():
    """The lines a failing script printed count even when the session's programs were read before its result."""
    from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
    facts = session(("npm run lint", "\n> w@0.3.0 lint\n> eslint src", False))
    assert "eslint" in facts.by_program()
    facts.add(Turn(TOOL_CALL, "npm run db:gen", tool_name="Bash", tool_input={"command": "npm run db:gen"},
                   tool_use_id="late"))
    facts.by_program()
    facts.add(Turn(TOOL_RESULT, "Exit code 1\n> w@0.3.0 db:gen\n> prisma generate\nError: P1012", tool_name="Bash",
                   tool_use_id="late", is_error=True))
    assert "prisma" in facts.by_program()
