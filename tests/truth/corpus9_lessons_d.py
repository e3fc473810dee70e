"""The ninth corpus's labelled lessons, part four: Turborepo 2 (`tasks`, strict env hashing), the Nx daemon,
TypeScript project references, next/image remote hosts, and typescript-eslint's project service."""
from __future__ import annotations

from tests.truth.corpus9_common import Rec, gotcha, knowledge


def _turbo() -> list[Rec]:
    s = "turbo-tasks"
    return [
        gotcha("c9-tu-01", s, group="c9-turbo",
               title="Turbo 2 rejects turbo.json's pipeline key",
               symptom="x found `pipeline` field instead of `tasks`",
               trap="the config worked on turbo 1.x unchanged",
               cause="turbo 2.0 renamed pipeline to tasks",
               workaround="npx @turbo/codemod rename-pipeline --force",
               evidence="turbo run build aborted (Exit code 1): help: changed in 2.0: `pipeline` has been renamed "
                        "to `tasks`. Bash(`npx @turbo/codemod rename-pipeline --force`) modified turbo.json, and "
                        "the build then reported `Tasks:    3 successful, 3 total`.",
               ev="real", fix="shown", cls="fix_ran",
               why="the codemod runs and the following turbo run build passes",
               phrasing=["Bash(`...`) notation", "code spans", "exit code"],
               st={"failure": "found `pipeline` field instead of `tasks`",
                   "fix": "npx @turbo/codemod rename-pipeline --force", "evidence": "3 successful, 3 total"},
               category="build_config"),
        gotcha("c9-tu-02", s, title="Turbo 2 replays a cached Next build unless env vars are declared",
               symptom="staging build still uses the prod API URL; turbo says cache hit",
               trap="setting NEXT_PUBLIC_API_URL on the command line looks sufficient",
               cause="strict env mode: undeclared variables do not enter the task hash",
               workaround="list the variable under the task's env in turbo.json",
               evidence="Mit gesetzter Variable: `@acme/web:build: cache hit, replaying logs f01e77b2` (gleicher "
                        "Hash wie vorher). Nach `\"env\": [\"NEXT_PUBLIC_API_URL\"]` in turbo.json: `cache miss, "
                        "executing 8a4e2d10`, und grep findet staging.acme.dev im Bundle.",
               ev="real", fix="shown", cls="edit_then_pass",
               why="after the turbo.json edit the build misses the cache and the bundle holds the staging URL",
               phrasing=["German prose", "code spans with JSON"],
               st={"failure": "cache hit, replaying logs f01e77b2", "fix": '"env": ["NEXT_PUBLIC_API_URL"]',
                   "evidence": "cache miss, executing 8a4e2d10"}, category="build_config", scope="global"),
        gotcha("c9-tu-03", s, title="Passing NEXT_PUBLIC_API_URL inline rebuilds the web app",
               symptom="prod API in staging build", trap="turbo.json env", cause="stale build",
               workaround="prefix the turbo command with the variable",
               evidence="NEXT_PUBLIC_API_URL=https://staging.acme.dev npx turbo run build --filter=@acme/web rebuilt "
                        "@acme/web with the staging URL",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="that call was a cache hit (FULL TURBO), replaying the old build", phrasing=["command as prose"],
               st={}),
        gotcha("c9-tu-04", s, title="Codemodded turbo.json builds fully from cache",
               symptom="pipeline renamed", trap="looks harmless", cause="cache shared", workaround="none needed",
               evidence="`Cached:    3 cached, 3 total` on the first build after the codemod",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the first build was `Cached:    0 cached, 3 total`", phrasing=["code span"], st={}),
        knowledge("c9-tu-05", s, title="turbo codemod output points to the 2.0 change",
                  situation="upgrading turbo", approach="run the codemod",
                  rationale="it explains the rename",
                  evidence="`npx @turbo/codemod rename-pipeline --force` printed `help: changed in 2.0: `pipeline` has "
                           "been renamed to `tasks``",
                  ev="invented", cls="other_call_error",
                  why="that help line came from the failing turbo run build, not from the codemod",
                  phrasing=["nested backticks"], st={}),
    ]


def _nx() -> list[Rec]:
    s = "nx-daemon"
    return [
        gotcha("c9-nx-01", s, group="c9-nx",
               title="nx reset only papers over a daemon killed by inotify limits",
               symptom="NX Daemon process terminated and closed the connection",
               trap="nx reset makes the next command pass, so it looks fixed",
               cause="the daemon hits ENOSPC (file watcher limit); reset does not raise the limit",
               workaround="raise fs.inotify.max_user_watches, or run with NX_DAEMON=false",
               evidence="`npx nx reset` → `Successfully reset the Nx workspace.`; lint then passed, but the next "
                        "`npx nx run-many -t test` died with `Daemon process terminated and closed the connection` "
                        "again, and the person says CI still fails.",
               ev="real", fix="not_shown", cls="rerun_still_fails",
               why="the failure returns after the reset; the person reports CI still failing",
               phrasing=["code spans", "outcome came back later"],
               st={"failure": "Daemon process terminated and closed the connection", "fix": "npx nx reset"},
               category="tool_quirk"),
        gotcha("c9-nx-02", s, title="nx reset permanently cures the daemon crash",
               symptom="Daemon process terminated", trap="sysctl", cause="stale daemon state",
               workaround="npx nx reset",
               evidence="After `npx nx reset` every later nx command passed (lint and test for all 3 projects).",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="false universal: the test run after the reset failed with the daemon error again",
               phrasing=["universal claim", "code span"], st={}),
        gotcha("c9-nx-03", s, title="Lint passes for four Nx projects after reset",
               symptom="daemon terminated", trap="looks harmless", cause="daemon", workaround="reset",
               evidence="\" NX   Successfully ran target lint for 4 projects (7s)\"",
               ev="invented", fix="not_shown", cls="near_miss", why="count changed: 3 projects",
               phrasing=["double quotes with significant spaces"], st={}),
        knowledge("c9-nx-04", s, title="Read the Nx daemon log the error message points to",
                  situation="Nx reports the daemon closed the connection",
                  approach="tail the daemon.log path printed in the error",
                  rationale="it held the real cause, an inotify watcher limit",
                  evidence="daemon.log (`.nx/workspace-data/d/daemon.log`): Error: ENOSPC: System limit for number "
                           "of file watchers reached, watch '/home/uma/mono/libs'",
                  ev="real", cls="knowledge", why="the tail of daemon.log was read with Bash",
                  phrasing=["prose with path span"], st={"evidence": "System limit for number of file watchers"},
                  category="debugging_technique"),
        knowledge("c9-nx-05", s, title="Nx daemon log empty when it dies",
                  situation="Daemon process terminated", approach="look elsewhere",
                  rationale="no log output", evidence="tail of .nx/workspace-data/d/daemon.log came back empty",
                  ev="invented", cls="names_false_claim",
                  why="false absence: it showed the ENOSPC error and Server stopped", phrasing=["absence claim"],
                  st={}),
        knowledge("c9-nx-06", s, title="NX_DAEMON=false runs the targets without the daemon",
                  situation="Nx daemon keeps dying on a machine with low watcher limits",
                  approach="prefix the command with NX_DAEMON=false",
                  rationale="the targets then run in-process",
                  evidence="NX_DAEMON=false npx nx run-many -t test → NX   Successfully ran target test for 3 "
                           "projects (14s)",
                  ev="real", cls="knowledge", why="the call and its output are in the session",
                  phrasing=["arrow, no quoting"], st={"evidence": "Successfully ran target test for 3 projects"},
                  category="workflow"),
    ]


def _refs() -> list[Rec]:
    s = "ts-refs"
    return [
        gotcha("c9-rf-01", s, group="c9-refs",
               title="tsc -p does not build referenced projects (TS6305)",
               symptom="error TS6305: Output file .../shared/dist/index.d.ts has not been built from source file",
               trap="the reference is declared in tsconfig, so tsc -p seems enough",
               cause="only build mode (tsc -b) builds references first",
               workaround="tsc -b packages/app (and use it in the typecheck script)",
               evidence="TS6305 → `npx tsc -b packages/app` (sem saída) → `ls packages/shared/dist` mostra "
                        "`index.d.ts` → `npx tsc -p packages/app --noEmit` passou limpo",
               ev="real", fix="shown", cls="fix_ran",
               why="tsc -b runs, then the failing tsc -p command passes with no output",
               phrasing=["Portuguese prose", "arrow chain"],
               st={"failure": "error TS6305", "fix": "npx tsc -b packages/app", "evidence": "tsconfig.tsbuildinfo"},
               category="build_config", scope="global"),
        gotcha("c9-rf-02", s, title="Shared package declarations existed before the build",
               symptom="TS6305", trap="dist present", cause="stale outputs", workaround="tsc -b",
               evidence="`ls packages/shared/dist` showed index.d.ts even before `npx tsc -b packages/app` ran",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="wrong order: ls ran after tsc -b", phrasing=["order claim"], st={}),
        gotcha("c9-rf-03", s, title="TS6306 when app references shared",
               symptom="output file not built", trap="references", cause="build mode", workaround="tsc -b",
               evidence="`error TS6306: Output file '/home/vic/mono/packages/shared/dist/index.d.ts' has not been "
                        "built from source file`",
               ev="invented", fix="not_shown", cls="near_miss", why="code changed: TS6305",
               phrasing=["long code span"], st={}),
        knowledge("c9-rf-04", s, title="Typecheck script uses build mode for the monorepo",
                  situation="packages/app references packages/shared",
                  approach="\"typecheck\": \"tsc -b packages/app\" in the root package.json",
                  rationale="build mode builds shared's declarations before checking app",
                  evidence="Edit package.json: `\"typecheck\": \"tsc -b packages/app\"`; `npm run typecheck` "
                           "terminou sem erros.",
                  ev="real", cls="knowledge", why="the edit and the clean npm run typecheck are in the session",
                  phrasing=["Portuguese", "nested quotes in a code span"],
                  st={"evidence": "> tsc -b packages/app"}, category="project_convention"),
    ]


def _image() -> list[Rec]:
    s = "next-image"
    return [
        gotcha("c9-im-01", s, group="c9-image",
               title="next/image refuses remote hosts not in images.remotePatterns",
               symptom="product page 500; dev log: Invalid src prop ... hostname is not configured",
               trap="the image URL works in a browser", cause="Next requires remote image hosts to be allowed",
               workaround="images.remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopbox.io' }]",
               evidence="\"Invalid src prop (https://cdn.shopbox.io/p/42/main.webp) on `next/image`, hostname\" … "
                        "added `remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopbox.io' }],` to "
                        "next.config.mjs; person: \"yes! images are there now\"",
               ev="real", fix="shown", cls="person_confirms",
               why="the person confirms right after the config edit",
               phrasing=["double quotes with inner backticks", "… cut"],
               st={"failure": "Invalid src prop (https://cdn.shopbox.io/p/42/main.webp)",
                   "fix": "remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopbox.io' }]",
                   "evidence": "images are there now"}, category="api_quirk"),
        gotcha("c9-im-02", s, title="Product page returns 200 once cdn host is allowed",
               symptom="500 on /p/42", trap="looks harmless", cause="remote host", workaround="remotePatterns",
               evidence="`curl -s localhost:3000/p/42` returned 200 after the next.config.mjs change",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="curl ran only before the change and returned 500", phrasing=["code span", "order"], st={}),
        gotcha("c9-im-03", s, title="Turbopack dev server reloads next.config.mjs",
               symptom="config change ignored", trap="looks harmless", cause="dev server", workaround="restart",
               evidence="restarted with `npm run dev -- --turbo` to pick up remotePatterns",
               ev="invented", fix="not_shown", cls="invented_detail", why="no restart command was ever run",
               phrasing=["code span"], st={}),
    ]


def _tseslint() -> list[Rec]:
    s = "tseslint-project"
    return [
        gotcha("c9-te-01", s, title="typescript-eslint projectService rejects files outside tsconfig",
               symptom="Parsing error: vitest.config.ts was not found by the project service",
               trap="the file lints fine as plain JS elsewhere",
               cause="projectService only knows files included by tsconfig.json",
               workaround="projectService: { allowDefaultProject: ['vitest.config.ts'] }",
               evidence="0:0  error  Parsing error: /home/wen/api/vitest.config.ts was not found by the project "
                        "service. Suggested `allowDefaultProject: ['vitest.config.ts']`; the person will do it "
                        "later on another branch.",
               ev="real", fix="not_shown", cls="question_offers_flag",
               why="the option is offered in a question; nothing is changed or re-run",
               phrasing=["verbatim error unquoted", "code span"],
               st={"failure": "was not found by the project service",
                   "fix": "allowDefaultProject: ['vitest.config.ts']"}, category="tool_quirk"),
        gotcha("c9-te-02", s, title="allowDefaultProject clears the vitest.config.ts parsing error",
               symptom="not found by the project service", trap="tsconfig include", cause="project service",
               workaround="allowDefaultProject",
               evidence="After adding allowDefaultProject, `npx eslint vitest.config.ts` passed.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="never done: the person declined for now; eslint on that file never ran again",
               phrasing=["GPT-style after X"], st={}),
        knowledge("c9-te-03", s, title="Only files outside tsconfig hit the project-service error",
                  situation="typescript-eslint with projectService: true",
                  approach="lint src normally; handle config files separately",
                  rationale="src is covered by tsconfig include",
                  evidence="`npx eslint src` came back with no output at all, while `npx eslint vitest.config.ts` "
                           "failed (`✖ 1 problem (1 error, 0 warnings)`).",
                  ev="real", cls="knowledge", why="both eslint calls are in the session",
                  phrasing=["code spans", "paraphrase: came back with no output"],
                  st={"evidence": "1 problem (1 error, 0 warnings)"}, category="build_config"),
        knowledge("c9-te-04", s, title="grep for projectService exits 1 when nested",
                  situation="checking eslint.config.js", approach="grep -n projectService",
                  rationale="nested option", evidence="`grep -n projectService eslint.config.js` → Exit code 1",
                  ev="invented", cls="other_call_error",
                  why="grep printed `14:        projectService: true,`; Exit code 1 belongs to eslint",
                  phrasing=["arrow"], st={}),
    ]


def records_d() -> list[Rec]:
    return _turbo() + _nx() + _refs() + _image() + _tseslint()
