"""The ninth corpus's labelled lessons, part six: more real lessons over the sessions of parts one to four, each
the same finding in another phrasing a model uses (short, sloppy, tool-call notation, other languages, exit
codes, paraphrased outcomes), grouped with the lesson it would dedupe against."""
from __future__ import annotations

from tests.truth.corpus9_common import Rec, gotcha, knowledge


def _more_a() -> list[Rec]:
    return [
        gotcha("c9-f-01", "ts-paths", title="tsconfig paths for @/ imports (TS2307)",
               symptom="TS2307 on @/lib/money", trap="@types/node install does nothing for it",
               cause="tsc never sees vite's alias", workaround="compilerOptions.paths",
               evidence="npm i -D @types/node: no change, tsc still exit code 2. Edit of tsconfig.json (baseUrl + "
                        "paths) → tsc --noEmit exit 0, git diff --stat: 1 file changed, 2 insertions(+)",
               ev="real", fix="shown", cls="edit_then_pass", why="the edit is followed by a clean tsc run",
               group="c9-tsp", phrasing=["terse", "exit codes in prose", "Edit of file"],
               st={"failure": "Found 2 errors in 2 files.", "fix": '"baseUrl": "."'}, category="build_config"),
        gotcha("c9-f-02", "next-suspense", title="next build: wrap useSearchParams client page in Suspense",
               symptom="prerender error on /search", trap="rm -rf .next does nothing",
               cause="CSR bailout without Suspense", workaround="Suspense wrapper around a child component",
               evidence="Write(app/search/SearchBody.tsx), Write(app/search/page.tsx with <Suspense "
                        "fallback={null}>) then Bash(npm run build) — route table shows ○ /search, build ok",
               ev="real", fix="shown", cls="edit_then_pass", why="the writes are followed by a passing build",
               group="c9-nxs", phrasing=["Write(...)/Bash(...) notation, no code spans"],
               st={"failure": "missing-suspense-with-csr-bailout", "fix": "export default function SearchBody()",
                   "evidence": "(Static)  prerendered as static content"}, category="api_quirk"),
        gotcha("c9-f-03", "eslint-flat", title="eslint 9 flat config written but lint not re-run",
               symptom="Oops! Something went wrong! :( / exit 2", trap=".eslintrc.json still present",
               cause="eslint 9 reads only eslint.config.*", workaround="eslint.config.mjs",
               evidence="Exit code 2 from npm run lint (ESLint: 9.9.0). Wrote eslint.config.mjs with "
                        "js.configs.recommended; prettier check passed. lint itself: not re-run.",
               ev="real", fix="not_shown", cls="other_check_passes",
               why="only prettier runs after the Write", group="c9-esl", phrasing=["terse notes", "honest gap"],
               st={"failure": "Oops! Something went wrong! :(", "fix": "js.configs.recommended,"},
               category="build_config"),
        gotcha("c9-f-04", "vitest-jsdom", title="vitest document is not defined -> jsdom env + jsdom dep",
               symptom="ReferenceError: document is not defined", trap="env setting alone",
               cause="node env by default", workaround="environment jsdom, npm i -D jsdom",
               evidence="vitest.config.ts environment: 'jsdom' plus npm i -D jsdom@24; vitest run went green, 4/4 "
                        "files, 12/12 tests",
               ev="real", fix="shown", cls="fix_ran", why="the install is followed by the passing run",
               group="c9-vitest", phrasing=["ascii arrow in title", "paraphrased outcome: went green", "n/n counts"],
               st={"failure": "document is not defined", "fix": "added 43 packages"}, category="test_strategy"),
        gotcha("c9-f-05", "playwright-deps", title="Playwright sin dependencias del sistema en la máquina de CI",
               symptom="Host system is missing dependencies to run browsers",
               trap="el navegador ya se descargó", cause="faltan librerías del sistema (apt)",
               workaround="sudo npx playwright install-deps o una imagen con las dependencias",
               evidence="Tras `npx playwright install chromium`, `npx playwright test` falló con \"Host system is "
                        "missing dependencies to run browsers.\"; la persona rechazó sudo (\"we don't have sudo on "
                        "the build box\").",
               ev="real", fix="not_shown", cls="confirmation_denied",
               why="install-deps is declined; no passing test run", group="c9-pw",
               phrasing=["Spanish prose", "double quotes"],
               st={"failure": "missing dependencies to run browsers", "fix": "shall I run it?"},
               category="env_setup"),
        gotcha("c9-f-06", "prisma-drift", title="Prisma のドリフトはリセットせず差分をマイグレーション化",
               symptom="Drift detected と reset の確認", trap="reset すると seed データが消える",
               cause="手で追加された nickname 列", workaround="migrate diff で SQL を作り migrate resolve --applied",
               evidence="`Drift detected: Your database schema is not in sync with your migration history.` に対し "
                        "`prisma migrate resolve --applied` を提案しただけ。ユーザーは「don't touch the db for now」。",
               ev="real", fix="not_shown", cls="only_suggested",
               why="proposal only; the person stops it", group="c9-drift", phrasing=["Japanese prose", "「」quote"],
               st={"failure": "All data will be lost.", "fix": "`prisma migrate resolve --applied`"},
               category="workflow"),
        gotcha("c9-f-07", "expo-alias", title="babel module-resolver alias did not fix Metro's @/ imports",
               symptom="Android Bundling failed, unable to resolve @/components/PriceTag",
               trap="cache clear", cause="alias target directory", workaround="alias to the real folder",
               evidence="babel-plugin-module-resolver installed + plugins entry in babel.config.js; export still "
                        "Exit code 1, same Unable to resolve. User: still fails on the phone.",
               ev="real", fix="not_shown", cls="rerun_still_fails", why="failure persists after the fix",
               group="c9-expo", phrasing=["terse", "User: paraphrase"],
               st={"failure": "Android Bundling failed 2113ms", "fix": "npm i -D babel-plugin-module-resolver"},
               category="build_config"),
        gotcha("c9-f-08", "metro-emfile", title="EMFILE watch error in expo start -> install watchman",
               symptom="Error: EMFILE: too many open files, watch", trap="ulimit -n 65536",
               cause="no watchman", workaround="brew install watchman",
               evidence="Bash(brew install watchman) → 🍺 /opt/homebrew/Cellar/watchman/2024.09.09.00; "
                        "Bash(npx expo start) then showed the QR code and Metro waiting; user: it's up",
               ev="real", fix="shown", cls="fix_ran", why="after the install expo start runs and the person confirms",
               group="c9-metro", phrasing=["Bash(...) notation", "emoji"],
               st={"failure": "errno: -24", "fix": "brew install watchman", "evidence": "the app loads on my phone"},
               category="env_setup", scope="global"),
    ]


def _more_b() -> list[Rec]:
    return [
        gotcha("c9-f-09", "gradle-sdk", title="Android SDK location not found on fresh clone",
               symptom="Could not determine the dependencies of task ':app:compileDebugJavaWithJavac'",
               trap="SDK exists in ~/Android/Sdk", cause="local.properties missing",
               workaround="sdk.dir in android/local.properties",
               evidence="{\"failed\": \"SDK location not found.\", \"fix\": \"sdk.dir=/home/ravi/Android/Sdk\", "
                        "\"after\": \"BUILD SUCCESSFUL in 1m 52s\"}",
               ev="real", fix="shown", cls="edit_then_pass", why="the Write is followed by a successful build",
               group="c9-gradle", phrasing=["JSON object as evidence"],
               st={"failure": "BUILD FAILED in 4s", "fix": "sdk.dir=/home/ravi/Android/Sdk",
                   "evidence": "187 actionable tasks: 187 executed"}, category="env_setup"),
        gotcha("c9-f-10", "electron-abi", title="Electron のネイティブモジュールは @electron/rebuild で作り直す",
               symptom="NODE_MODULE_VERSION 115 と 125 の不一致", trap="npm rebuild は成功と表示するが効かない",
               cause="npm rebuild はシステムの Node 向けにビルドする",
               workaround="npx @electron/rebuild -f -w better-sqlite3",
               evidence="`npm rebuild better-sqlite3` 後も同じエラー。`npx @electron/rebuild -f -w better-sqlite3` "
                        "→ `✔ Rebuild Complete` → アプリは `window ready` まで起動し、ユーザーも「starts for me too」。",
               ev="real", fix="shown", cls="fix_ran", why="after the rebuild the app starts and the person confirms",
               group="c9-electron", phrasing=["Japanese prose", "code spans", "「」quote"],
               st={"failure": "NODE_MODULE_VERSION 125", "fix": "Rebuild Complete", "evidence": "window ready"},
               category="build_config", scope="global"),
        gotcha("c9-f-11", "turbo-tasks", title="turbo 2: rename pipeline to tasks (codemod)",
               symptom="x found `pipeline` field instead of `tasks`", trap="turbo 1 config",
               cause="2.0 rename", workaround="npx @turbo/codemod rename-pipeline --force",
               evidence="exit 1 → codemod (modified 1) → 3 successful, 3 total, 0 cached",
               ev="real", fix="shown", cls="fix_ran", why="codemod then a passing build",
               group="c9-turbo", phrasing=["ultra-short arrows", "sloppy: 'exit 1'"],
               st={"failure": "Rename `pipeline` field to `tasks`", "fix": "rename-pipeline --force",
                   "evidence": "Cached:    0 cached, 3 total"}, category="build_config"),
        gotcha("c9-f-12", "nx-daemon", title="nx reset 은 데몬 크래시를 잠깐만 가린다",
               symptom="NX Daemon process terminated and closed the connection",
               trap="reset 직후 lint 가 통과해서 고쳐진 것처럼 보인다",
               cause="file watcher 한도(ENOSPC)", workaround="max_user_watches 를 올리거나 NX_DAEMON=false",
               evidence="`npx nx reset` 후 lint 는 통과했지만 다음 `npx nx run-many -t test` 에서 같은 데몬 에러로 "
                        "Exit code 1. 사용자: CI 에서도 여전히 실패.",
               ev="real", fix="not_shown", cls="rerun_still_fails", why="the failure comes back after the reset",
               group="c9-nx", phrasing=["Korean prose", "code spans"],
               st={"failure": "Please rerun the command, which will restart the daemon.",
                   "fix": "Successfully reset the Nx workspace."}, category="tool_quirk"),
        gotcha("c9-f-13", "ts-refs", title="TS6305 in a references monorepo: build mode first",
               symptom="error TS6305 Output file has not been built from source file",
               trap="tsc -p with references", cause="-p does not build references", workaround="tsc -b",
               evidence="```sh\n$ npx tsc -b packages/app\n$ npx tsc -p packages/app --noEmit\n```\nboth silent; before, "
                        "TS6305 for packages/shared/dist/index.d.ts",
               ev="real", fix="shown", cls="fix_ran", why="tsc -b then the failing command passes",
               group="c9-refs", phrasing=["fenced sh block with $ prompts"],
               st={"failure": "has not been built from source file", "fix": "npx tsc -b packages/app"},
               category="build_config"),
        gotcha("c9-f-14", "next-image", title="next/image: Host nicht in remotePatterns",
               symptom="Produktseite 500, Invalid src prop", trap="URL funktioniert im Browser",
               cause="images.remotePatterns fehlt", workaround="remotePatterns mit hostname cdn.shopbox.io",
               evidence="Edit next.config.mjs (images.remotePatterns für cdn.shopbox.io); direkt danach schrieb die "
                        "Person „yes! images are there now“.",
               ev="real", fix="shown", cls="person_confirms", why="the person confirms right after the edit",
               group="c9-image", phrasing=["German prose", "German quotation marks"],
               st={"failure": "next-image-unconfigured-host", "fix": "hostname: 'cdn.shopbox.io'",
                   "evidence": "images are there now"}, category="api_quirk"),
        gotcha("c9-f-15", "codegen-boot", title="graphql codegen ECONNREFUSED went away on its own",
               symptom="Failed to load schema ... ECONNREFUSED 127.0.0.1:4000",
               trap="editing codegen.ts", cause="API still booting", workaround="retry once it listens",
               evidence="ECONNREFUSED on the first codegen; nothing was changed; the second run passed once the API "
                        "log showed it listening.",
               ev="real", fix="shown", cls="rerun_passes", why="the unchanged re-run passes",
               group="c9-codegen", phrasing=["paraphrase: went away on its own"],
               st={"failure": "ECONNREFUSED 127.0.0.1:4000", "fix": "prisma client ready",
                   "evidence": "Generate outputs"}, category="workflow"),
        gotcha("c9-f-16", "storybook-vite", title="Storybook : framework encore sur react-webpack5",
               symptom="SB_CORE-SERVER_0002 (CriticalPresetLoadError)", trap="les paquets sont à jour",
               cause="main.ts pas mis à jour", workaround="framework: '@storybook/react-vite'",
               evidence="Après l'édition de .storybook/main.ts (`framework: '@storybook/react-vite',`), "
                        "`npm run build-storybook` a réussi (`✓ 412 modules transformed.`).",
               ev="real", fix="shown", cls="edit_then_pass", why="the edit is followed by a passing build",
               group="c9-sb", phrasing=["French prose", "code spans"],
               st={"failure": "SB_CORE-SERVER_0002", "fix": "framework: '@storybook/react-vite',",
                   "evidence": "412 modules transformed"}, category="build_config"),
        gotcha("c9-f-17", "tailwind4", title="tailwind v4 postcss plugin moved",
               symptom="[vite:css] [postcss] error", trap="npm i alone", cause="config still names tailwindcss",
               workaround="@tailwindcss/postcss in postcss config + @import \"tailwindcss\"",
               evidence="vite build failed twice (exit code 1), once before and once after npm i -D "
                        "@tailwindcss/postcss; after editing postcss.config.js and index.css it built: dist/index.html "
                        "0.46 kB",
               ev="real", fix="shown", cls="edit_then_pass", why="the edits are followed by a passing build",
               group="c9-tw", phrasing=["sloppy lower-case", "counts"],
               st={"failure": "The PostCSS plugin has moved to a separate package", "fix": '@import "tailwindcss";'},
               category="build_config"),
    ]


def records_f() -> list[Rec]:
    return _more_a() + _more_b()
