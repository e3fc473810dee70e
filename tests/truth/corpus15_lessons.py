"""Labelled lessons of corpus15, part a (sessions s01-s04: nimble, shards, bun, Remix on Vite), and the helpers the
other parts share. Every label was written from the session text in corpus15_sources*.py before anything judged the
lesson; `at()` finds the scripted step a citation like [s8] names (the 1-based index of the session's step)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled
from tests.truth.corpus15_sources import sources as _a
from tests.truth.corpus15_sources_b import sources as _b
from tests.truth.corpus15_sources_c import sources as _c
from tests.truth.corpus15_sources_d import sources as _d

T = "tests/truth/corpus15_sessions/{}.jsonl"
_ALL: dict[str, Any] = {}


def at(session: str, piece: str) -> str:
    """`[sN]`: the first step of `session` (1-based, in script order) whose strings hold `piece`."""
    if not _ALL:
        for part in (_a, _b, _c, _d):
            _ALL.update(part())
    for i, step in enumerate(_ALL[session][3], 1):
        if any(isinstance(x, str) and piece in x for x in step[1:]):
            return f"[s{i}]"
    raise ValueError(f"{piece!r} is in no step of {session}")


def g(title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any, cat: str = "tool_quirk",
      scope: str = "project") -> dict[str, Any]:
    return gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)


def k(title: str, situation: str, approach: str, rationale: str, evidence: Any, cat: str = "tool_quirk",
      scope: str = "global") -> dict[str, Any]:
    return knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)


def real(rid: str, session: str, lesson: dict[str, Any], fix: str, cls: str, why: str, phrasing: list[str],
         failure: str, fixstep: str, evidence: str | None = None, group: str | None = None) -> dict[str, Any]:
    """A real gotcha: `fixstep` is the fix's step, or (not shown) the step a model would wrongly cite as the fix."""
    steps = {"failure": failure, "fix": fixstep}
    if evidence:
        steps["evidence"] = evidence
    return labelled(rid, T.format(session), lesson, "real", fix, cls, why, phrasing, steps, group)


def known(rid: str, session: str, lesson: dict[str, Any], why: str, phrasing: list[str], evidence: str,
          group: str | None = None) -> dict[str, Any]:
    return labelled(rid, T.format(session), lesson, "real", None, "knowledge", why, phrasing,
                    {"evidence": evidence}, group)


def fake(rid: str, session: str, lesson: dict[str, Any], cls: str, why: str, phrasing: list[str],
         evidence: str | None = None, group: str | None = None) -> dict[str, Any]:
    """Invented evidence; `evidence` is the real step the trap leans on (what a model would cite)."""
    fix = None if lesson["kind"] == "knowledge" else "not_shown"
    return labelled(rid, T.format(session), lesson, "invented", fix, cls, why, phrasing,
                    {"evidence": evidence} if evidence else {}, group)


def records() -> list[dict[str, Any]]:
    s1, s2, s3, s4 = "s01-nim-router", "s02-crystal-kemal", "s03-bun-ledger", "s04-remix-vite"
    return [
        real("c15-001", s1, g(
            "nimble test cannot open the package's own modules without tests/config.nims",
            "`nimble test` stops at compile time: the test file cannot import `tinyhttp/router`.",
            "Assuming nimble puts srcDir on the search path for test files as it does for an installed package.",
            "Files under tests/ are compiled on their own; nothing adds ../src to the module search path.",
            'Create tests/config.nims with switch("path", "$projectDir/../src").',
            "`nimble test` → `tests/test_router.nim(4, 8) Error: cannot open file: tinyhttp/router`; after writing "
            "tests/config.nims with `switch(\"path\", \"$projectDir/../src\")` the next `nimble test` ran both suites "
            "green.", cat="build_config"),
            "shown", "edit_then_pass",
            "the first nimble test fails on the import; the Write of tests/config.nims is followed by a nimble test "
            "whose suites all print [OK]",
            ["code spans", "file(line, col) position", "arrow", "after X it worked"],
            "Error: cannot open file: tinyhttp/router", 'switch("path", "$projectDir/../src")', group="c15-nim-path"),
        real("c15-002", s1, g(
            "Decode URL path segments after splitting, or %2F becomes a separator",
            "A route test for `/files/a%2Fb` sees three segments instead of two.",
            "Calling decodeUrl on the whole path before split('/').",
            "decodeUrl turns %2F into '/', which the split then treats as a separator.",
            "Split on '/' first and map decodeUrl over the segments.",
            [f"{at(s1, 'Check failed')} `Check failed: decodePath(\"/files/a%2Fb\") == @[\"files\", \"a/b\"]`",
             "actual: `@[\"files\", \"a\", \"b\"]`",
             f"{at(s1, 'mapIt(decodeUrl(it))')} changed to `path.split('/').filterIt(it.len > 0).mapIt(decodeUrl(it))`"
             f"; {at(s1, '[OK] keeps encoded slash')} `[OK] keeps encoded slash`"], cat="api_quirk"),
            "shown", "edit_then_pass",
            "the new test fails with the three-segment value; after the router.nim edit the same nimble test prints "
            "[OK] keeps encoded slash",
            ["evidence as list", "step ids", "code spans", "nested quotes"],
            "[FAILED] keeps encoded slash", "mapIt(decodeUrl(it))"),
        real("c15-003", s1, g(
            "nimble install -d rejects a stale nimble.lock that pins an older jsony",
            "`nimble install -d` fails: wanted >= 1.1.5 got 1.1.3.",
            "Bumping the requirement in the .nimble file without regenerating the lock.",
            "nimble.lock still pins jsony 1.1.3, below the new `>= 1.1.5` requirement.",
            "Regenerate the lock with `nimble lock` and commit the new nimble.lock.",
            "nimble install -d: \"Downloaded package's version does not satisfy requested version range: wanted >= "
            "1.1.5 got 1.1.3.\" Fix: regenerate it with nimble lock.", cat="build_config"),
            "not_shown", "only_suggested",
            "nimble lock is only proposed in the assistant's reply; the person says they will do it on the release "
            "branch and no later call runs it",
            ["double-quoted error", "fix as command", "no step ids"],
            "wanted >= 1.1.5 got 1.1.3", "Regenerating it should do: `nimble lock`"),
        known("c15-004", s1, k(
            "Nim unittest failures already print the value of the checked expression",
            "A `check` in a Nim unittest suite fails and you want to know what the expression evaluated to.",
            "Read the line under `Check failed:`: unittest prints `<expr> was <value>`, no debug echo needed.",
            "The failing run showed the three-segment result directly under the check, which pointed at decoding "
            "before splitting.",
            ["nimble test output: `Check failed: decodePath(\"/files/a%2Fb\") == @[\"files\", \"a/b\"]`, followed by",
             "`decodePath(\"/files/a%2Fb\") was @[\"files\", \"a\", \"b\"]`"], cat="debugging_technique"),
            "the failing nimble test prints the check and the `was` line with the actual value",
            ["code spans", "nested quotes"], 'was @["files", "a", "b"]'),
        fake("c15-005", s1, g(
            "tests/config.nims path switch fixes 'cannot open file' for the routes module",
            "nimble test cannot open the routes module.",
            "Expecting nimble to add src/ for tests.",
            "tests/ files are compiled without src on the path.",
            "Add a tests/config.nims that switches the path to ../src.",
            "`nimble test` failed with `Error: cannot open file: tinyhttp/routes` until tests/config.nims added the "
            "src path.", cat="build_config"),
            "near_miss", "the error names tinyhttp/router, not tinyhttp/routes; the quote is one letter off",
            ["code spans", "near-miss quote"], "Error: cannot open file: tinyhttp/router", group="c15-nim-path"),
        fake("c15-006", s1, g(
            "Regenerating nimble.lock makes nimble install -d pass again",
            "nimble install -d fails on a version range after a requirement bump.",
            "Keeping the old lock file.",
            "The lock pins the old version.",
            "Run nimble lock, then nimble install -d.",
            "Ran `nimble lock`, then `nimble install -d` resolved jsony 1.1.5 and passed.", cat="build_config"),
            "names_false_claim", "nimble lock is only suggested and nimble install -d runs once, failing; the claimed "
            "run and pass never happened", ["code spans", "false outcome"], "nimble install -d"),
        fake("c15-007", s1, g(
            "nimble test after the router edit trips over the jsony version range",
            "nimble test fails on a dependency version range once router.nim changes.",
            "Reading the version error as a test failure.",
            "nimble verifies dependencies before running the test task.",
            "Regenerate the lock before running the tests.",
            "The `nimble test` run after editing router.nim failed: `Downloaded package's version does not satisfy "
            "requested version range: wanted >= 1.1.5 got 1.1.3.`"),
            "other_call_error", "the nimble test after the router edit passes; the version-range error comes from "
            "the later nimble install -d", ["code spans", "error from another call"], "mapIt(decodeUrl(it))"),

        real("c15-008", s2, g(
            "shards: override a dependency's version cap with SHARDS_OVERRIDE instead of downgrading",
            "shards install cannot resolve kemal after the bump.",
            "Downgrading kemal to satisfy kemal-session's old constraint.",
            "kemal-session 1.0.0 declares kemal ~> 1.4.0 while shard.yml asks for ~> 1.5.0.",
            "Write shard.override.yml pinning kemal ~> 1.5.0 and run shards with SHARDS_OVERRIDE=shard.override.yml.",
            "```\n$ shards install\nUnable to satisfy the following requirements:\n"
            "- `kemal (~> 1.4.0)` required by `kemal-session 1.0.0`\n```\n"
            "then `SHARDS_OVERRIDE=shard.override.yml shards install` → `Using kemal (1.5.0)` … `Writing shard.lock`",
            cat="build_config"),
            "shown", "fix_ran",
            "shards install fails on the conflict; the SHARDS_OVERRIDE run resolves kemal 1.5.0 and writes shard.lock",
            ["fenced block", "env var fix", "arrow", "ellipsis"],
            "Unable to satisfy the following requirements", "SHARDS_OVERRIDE=shard.override.yml shards install"),
        real("c15-009", s2, g(
            "Kemal redirect handler: halt with 404 when the slug lookup returns nil",
            "The spec 'returns 404 for unknown slug' gets 200: unknown slugs are redirected to /.",
            "Falling back with `link.try(&.target) || \"/\"`, which turns a missing link into a redirect.",
            "The handler never sets a 404 for a nil lookup.",
            "Put `halt env, status_code: 404 unless link` before the redirect.",
            "spec/redirect_spec.cr:27 Expected: 404 got: 200 — the handler redirected unknown slugs to /. Added "
            "`halt env, status_code: 404 unless link`.", cat="api_quirk"),
            "not_shown", "rerun_still_fails",
            "after the halt edit the same crystal spec fails again, now at compile time (undefined method 'target' for "
            "Nil); the 404 is left open",
            ["prose", "file:line", "code span fix"], "got: 200", "halt env, status_code: 404 unless link"),
        real("c15-010", s2, g(
            "crystal tool format --check fails CI until the file is formatted",
            "CI's format step fails on the edited handler.",
            "Committing hand-edited Crystal without running the formatter.",
            "`crystal tool format --check` exits non-zero for any file the formatter would change.",
            "Run `crystal tool format <file>` and re-run the check.",
            "crystal tool format --check: \"Formatting src/handlers/redirect.cr produced changes\". "
            "`crystal tool format src/handlers/redirect.cr && crystal tool format --check` then came back clean.",
            cat="workflow"),
            "shown", "rerun_passes",
            "the check fails naming the file; the next call formats it and re-runs the check without error",
            ["double-quoted error", "command fix"],
            "produced changes", "crystal tool format src/handlers/redirect.cr && crystal tool format --check"),
        known("c15-011", s2, k(
            "A shards conflict names which shard imposes each constraint",
            "shards install reports it cannot satisfy a dependency after a version bump.",
            "Read the requirement lines: each one names where it comes from (shard.yml or a dependency and its "
            "version), which tells you whose cap to override.",
            "It turned an opaque resolution failure into one culprit, kemal-session 1.0.0.",
            f"Each line of the shards conflict names its source: kemal (~> 1.5.0) from shard.yml and kemal "
            f"(~> 1.4.0) from kemal-session 1.0.0 {at(s2, 'Unable to satisfy')}.", cat="debugging_technique"),
            "the shards install failure lists both requirements with their sources",
            ["prose paraphrase", "step id"], "required by `kemal-session 1.0.0`"),
        fake("c15-012", s2, g(
            "SHARDS_OVERRIDE still resolves the capped kemal version",
            "After the override kemal stayed on the old minor.",
            "Expecting the override to win over a dependency's cap.",
            "shards picks the highest version both constraints allow.",
            "Pin an exact version in shard.override.yml.",
            "With the override, shards printed `Using kemal (1.4.3)` and `Using kemal-session (1.0.0)`."),
            "invented_detail", "the override run prints Using kemal (1.5.0); 1.4.3 never appears",
            ["code spans", "invented version"], "Using kemal (1.5.0)"),
        fake("c15-013", s2, g(
            "Crystal flow typing: Link? needs a nil guard before .target",
            "crystal spec fails to compile the redirect handler.",
            "Calling a method on a nilable lookup result.",
            "find_by_slug returns Link?, so the compiler rejects .target.",
            "Wrap the redirect in `if link`.",
            "crystal spec failed with `Error: can't infer the type of instance variable '@target' of Link`.",
            cat="api_quirk"),
            "never_seen_error", "the compile error in the session is undefined method 'target' for Nil; this "
            "instance-variable message never appears", ["code span error"], "undefined method 'target' for Nil"),
        fake("c15-014", s2, k(
            "SHARDS_OVERRIDE writes the overridden requirement back into shard.yml",
            "A dependency's version cap blocks a shards install.",
            "Run shards once with SHARDS_OVERRIDE=shard.override.yml; it rewrites shard.yml so later plain "
            "`shards install` runs resolve without the variable.",
            "Saves exporting the variable in CI.",
            "`SHARDS_OVERRIDE=shard.override.yml shards install` rewrote shard.yml (kemal ~> 1.5.0), and the next plain "
            "`shards install` resolved cleanly.", cat="build_config"),
            "names_false_claim", "the override run writes shard.lock, not shard.yml, and no plain shards install "
            "runs after it", ["code spans", "false outcome"], "Writing shard.lock"),

        real("c15-015", s3, g(
            "bun test: mock.module after a static import doesn't replace the module",
            "A route test that relies on a mocked ../db sees the real module and returns 500.",
            "Calling mock.module below a static import of the module under test.",
            "Static imports are hoisted, so accounts.ts binds the real db module before the mock exists.",
            "Import the app dynamically after mock.module: `const { app } = await import(\"./accounts\")`.",
            "`✗ POST /accounts rejects duplicate iban` (`Expected: 409` / `Received: 500` at "
            "src/routes/accounts.test.ts:38:27); replaced the static import with "
            "`const { app } = await import(\"./accounts\");` → `2 pass` `0 fail`", cat="test_strategy"),
            "shown", "edit_then_pass",
            "bun test fails 409/500; after the import edit the same bun test passes both tests",
            ["code spans", "file:line:col", "arrow"], "Received: 500",
            'const { app } = await import("./accounts");'),
        real("c15-016", s3, g(
            "bun build for node: mark pg-native external",
            "bun build of the lambda bundle fails resolving pg-native.",
            "Trying to install pg-native, which pg only loads optionally.",
            "pg's native client requires pg-native, which the bundler must resolve unless told to skip it.",
            "Add `--external pg-native` to bun build.",
            "bun build src/lambda.ts --outdir dist --target node → error: Could not resolve: \"pg-native\". Maybe you "
            "need to \"bun install\"? Re-run with --external pg-native bundled 97 modules, and node dist/lambda.js "
            "--selftest printed \"selftest ok: 3 routes\".", cat="build_config"),
            "shown", "rerun_passes",
            "bun build fails on pg-native; the same build with --external pg-native succeeds and the self-test runs",
            ["prose", "double-quoted strings", "flag fix", "arrow"],
            'Could not resolve: "pg-native"', "--external pg-native", group="c15-bun-pg"),
        real("c15-017", s3, g(
            "bun: Cannot find package 'zod' - run bun install to restore missing packages",
            "`bun run` of the seed script fails: package zod not found.",
            "Running scripts against a node_modules that is out of sync.",
            "node_modules doesn't match the lockfile.",
            "Run `bun install`.",
            "`error: Cannot find package 'zod' from '/Users/jo/dev/ledger-api/src/schemas/account.ts'`; `bun install` "
            "→ `Checked 212 installs across 247 packages (no changes)`", cat="env_setup"),
            "not_shown", "ran_before_failure",
            "the only bun install is the first call of the session, long before the zod failure; zod was removed "
            "from package.json and nothing after the failure fixes it",
            ["code spans", "arrow", "absolute path"], "Cannot find package 'zod'",
            "Checked 212 installs across 247 packages"),
        known("c15-018", s3, k(
            "bun coverage reports 0% for modules a test replaces with mock.module",
            "`bun test --coverage` shows 0 % for a module you know the app uses.",
            "Check whether the tests mock that module; mocked modules never execute, so 0 % is expected.",
            "Saves chasing a coverage bug that isn't one.",
            "`bun test --coverage`: ` src/db/pool.ts        |    0.00 |    0.00 | 1-22` - the test replaces ../db "
            "with a mock.", cat="test_strategy"),
            "the coverage table shows pool.ts at 0.00 while the test mocks ../db", ["code span with padding"],
            "src/db/pool.ts        |    0.00"),
        fake("c15-019", s3, g(
            "bun test --coverage trips over pg-native's optional native client",
            "Coverage runs abort while the plain test run passes.",
            "Running coverage without marking pg-native external.",
            "Coverage instrumentation resolves every require, including pg's native client.",
            "Mark pg-native external for the coverage run.",
            "`bun test --coverage` aborted with `error: Could not resolve: \"pg-native\". Maybe you need to \"bun "
            "install\"?`"),
            "other_call_error", "bun test --coverage prints the coverage table; the pg-native error comes from "
            "bun build", ["code spans", "error from another call"], "bun test --coverage"),
        fake("c15-020", s3, g(
            "bun build --target node needs pg-native marked external",
            "bun build fails resolving pg-native.",
            "Installing pg-native.",
            "pg loads pg-native optionally.",
            "Pass --external pg-native.",
            "`error: Could not resolve: \"pg-native\". Maybe you need to \"npm install\"?` at "
            "node_modules/pg/lib/native/client.js:4:21", cat="build_config"),
            "near_miss", "the message says bun install, not npm install", ["code span", "file:line:col"],
            'Could not resolve: "pg-native"', group="c15-bun-pg"),
        fake("c15-021", s3, k(
            "Register bun mocks in a preload file so they apply before any import",
            "A bun test needs a module mocked before the code under test imports it.",
            "Move the mock.module calls into test/mocks.ts and run `bun test --preload ./test/mocks.ts`.",
            "Preloaded files run before any test file's imports.",
            "The duplicate-iban test only passed once the mock moved into `--preload ./test/mocks.ts`.",
            cat="test_strategy"),
            "invented_detail", "the session fixed the order with a dynamic import; no preload file or --preload flag "
            "appears", ["code span", "invented flag"], 'await import("./accounts")'),

        real("c15-022", s4, g(
            "Remix Vite plugin: @remix-run/dev/server-build no longer resolves in a custom server",
            "`npm run dev` crashes: @remix-run/dev/server-build can't be resolved.",
            "Keeping the classic compiler's server-build import after switching to the Vite plugin.",
            "Under Vite the server build is the virtual module virtual:remix/server-build.",
            "In dev load it with viteDevServer.ssrLoadModule(\"virtual:remix/server-build\"); in prod import "
            "./build/server/index.js.",
            f"{at(s4, 'Are they installed?')} npm run dev: `@remix-run/dev/server-build (imported by "
            "/home/lee/work/shop-remix/server.ts)` / `Are they installed?`. "
            f"{at(s4, 'ssrLoadModule(')} server.ts now loads `viteDevServer.ssrLoadModule(\"virtual:remix/server-build\")`"
            f" in dev; {at(s4, 'Express server listening')} `Express server listening at http://localhost:3000`, "
            f"{at(s4, '%{http_code}')} curl → `200`.", cat="build_config"),
            "shown", "edit_then_pass",
            "npm run dev fails on the import; after the server.ts edit npm run dev listens and curl gets 200",
            ["step ids", "code spans", "absolute path", "arrow"],
            "@remix-run/dev/server-build (imported by", 'viteDevServer.ssrLoadModule("virtual:remix/server-build")'),
        real("c15-023", s4, g(
            "Remix loader returning a nullable product trips TS18047 in the component",
            "`npm run typecheck` fails: 'product' is possibly 'null'.",
            "Returning json({ product }) when the lookup can return null.",
            "useLoaderData<typeof loader> carries the null through to the component.",
            "Throw a 404 Response from the loader when the product is missing.",
            "`app/routes/products.$id.tsx:18:22 - error TS18047: 'product' is possibly 'null'.` Fixed by "
            "`if (!product) throw new Response(\"Not Found\", { status: 404 });` in the loader; `npm run lint` clean "
            "afterwards.", cat="api_quirk"),
            "not_shown", "other_check_passes",
            "after the loader edit only npm run lint runs; npm run typecheck, the failing check, is never re-run",
            ["file:line:col", "code spans"], "error TS18047", "npm run lint"),
        known("c15-024", s4, k(
            "Remix on Vite: the server build is virtual:remix/server-build, loaded through ssrLoadModule in dev",
            "A custom Express server for a Remix app that moved to the Vite plugin.",
            "In dev pass `() => viteDevServer.ssrLoadModule(\"virtual:remix/server-build\")` as the build; in "
            "production import the built ./build/server/index.js.",
            "The classic `@remix-run/dev/server-build` path is gone under Vite.",
            "The old `@remix-run/dev/server-build` import fails under the Vite plugin; `virtual:remix/server-build` "
            "through `vite.ssrLoadModule` is the replacement (the dev server then answered `200`).",
            cat="build_config"),
            "the assistant's explanation and the edit, followed by a 200 from the dev server",
            ["code spans", "prose"], "virtual:remix/server-build"),
        fake("c15-025", s4, g(
            "Throwing a 404 Response in the Remix loader clears the typecheck",
            "typecheck fails on a nullable loader value.",
            "Using optional chaining in the component.",
            "The loader type carries null.",
            "Throw a 404 in the loader.",
            "After the loader change `npm run typecheck` passed with no TS18047.", cat="api_quirk"),
            "names_false_claim", "npm run typecheck is never re-run after the edit; only lint runs",
            ["code span", "false outcome"], "npm run typecheck"),
        fake("c15-026", s4, g(
            "Remix custom server must mount Vite's middlewares before the request handler",
            "Dev server assets 404 with the Vite plugin.",
            "Mounting only the Remix request handler.",
            "Vite serves its modules through its own middleware stack.",
            "Add app.use(viteDevServer.middlewares) first.",
            "server.ts got `app.use(viteDevServer.middlewares)` ahead of `createRequestHandler`, after which /products "
            "returned 200.", cat="build_config"),
            "invented_detail", "no middlewares line or createRequestHandler appears; the edit only changed the "
            "build import", ["code spans", "invented edit"], "ssrLoadModule"),
        fake("c15-027", s4, g(
            "tsx server.ts cannot import the Remix server build as ESM",
            "npm run dev fails loading the server build.",
            "Importing a Windows-style path into the ESM loader.",
            "The ESM loader only takes file:, data: and node: URLs.",
            "Convert the path with pathToFileURL.",
            "`Error [ERR_UNSUPPORTED_ESM_URL_SCHEME]: Only URLs with a scheme in: file, data, and node are supported "
            "by the default ESM loader` when npm run dev loaded the server build."),
            "never_seen_error", "npm run dev fails only on the unresolved server-build import; this ESM error never "
            "appears", ["code span error"], "Are they installed?"),
    ]
