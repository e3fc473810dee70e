"""The ninth corpus's labelled lessons, part one (tsc path aliases, the Next.js Suspense boundary, ESLint 9's flat
config, Vitest without a DOM, Playwright browsers): and `records`, every part in order. Labels were written from
the session text (corpus9_sources*.py) before anything judged a lesson; each invented lesson is built from its
session's own tokens with one false claim, which its `why` names."""
from __future__ import annotations

from tests.truth.corpus9_common import Rec, gotcha, knowledge


def _part_a() -> list[Rec]:
    s = "ts-paths"
    return [
        gotcha("c9-tsp-01", s, group="c9-tsp",
               title="tsc ignores the Vite alias until tsconfig declares paths",
               symptom="`npx tsc --noEmit` fails with TS2307 for every `@/` import",
               trap="vite.config.ts already maps `@`, so the alias looks configured",
               cause="tsc reads only tsconfig.json; the bundler alias is invisible to it",
               workaround="add baseUrl and `\"paths\": { \"@/*\": [\"src/*\"] }` to compilerOptions",
               evidence="`npx tsc --noEmit` → `error TS2307: Cannot find module '@/lib/money'` (Exit code 2, "
                        "`Found 2 errors in 2 files.`). After the Edit adding baseUrl plus "
                        "`\"paths\": { \"@/*\": [\"src/*\"] }` to tsconfig.json the same command came back "
                        "clean, no output at all.",
               ev="real", fix="shown", cls="edit_then_pass",
               why="the tsconfig edit is followed by `npx tsc --noEmit` with empty output (no Exit code)",
               phrasing=["code spans", "arrow", "paraphrased outcome: came back clean"],
               st={"failure": "error TS2307: Cannot find module '@/lib/money'",
                   "fix": '"paths": { "@/*": ["src/*"] }', "evidence": "1 file changed, 2 insertions(+)"},
               category="build_config"),
        gotcha("c9-tsp-02", s, title="@types/node install clears the TS2307 alias errors",
               symptom="TS2307 Cannot find module '@/lib/money' in Invoices.tsx and Payments.tsx",
               trap="looks like a tsconfig problem", cause="vite.config.ts uses `path` without node types",
               workaround="npm i -D @types/node, then re-run tsc",
               evidence="Ran `npm i -D @types/node` (`up to date, audited 412 packages in 2s`) and the "
                        "following `npx tsc --noEmit` passed, so the missing node types were the whole problem.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="fix credited to a command that did not fix it: the tsc run after the install failed again "
                   "with the same two TS2307 errors (Exit code 2)",
               phrasing=["GPT-style after X, Y passed", "code spans"],
               st={"failure": "Found 2 errors in 2 files."}),
        gotcha("c9-tsp-03", s, title="Moved module helpers break three imports under the @ alias",
               symptom="tsc: Cannot find module '@/lib/money'", trap="only two pages import it",
               cause="alias not in tsconfig", workaround="declare paths in tsconfig.json",
               evidence="tsc summary: `Found 3 errors in 2 files.` — Invoices.tsx and Payments.tsx",
               ev="invented", fix="not_shown", cls="near_miss",
               why="wrong count in a quote: tsc printed `Found 2 errors in 2 files.`",
               phrasing=["code span with one number changed", "em dash"], st={}),
        knowledge("c9-tsp-04", s, title="Vite resolve.alias and tsconfig paths are two separate declarations",
                  situation="a Vite + TypeScript app using `@/` imports",
                  approach="declare the alias in both vite.config.ts and tsconfig.json paths",
                  rationale="the bundler resolved it while tsc did not",
                  evidence="grep of vite.config.ts shows 9:      '@': path.resolve(__dirname, 'src'), yet tsc "
                           "still failed on src/pages/Invoices.tsx:3 and src/pages/Payments.tsx:5",
                  ev="real", cls="knowledge", why="grep output and the tsc error table are both in the session",
                  phrasing=["plain prose, no quoting", "file:line references"],
                  st={"evidence": "'@': path.resolve(__dirname, 'src'),"}, category="build_config"),
        gotcha("c9-tsp-05", s, title="npm i -D @types/node exits 2 in the ledger-ui repo",
               symptom="installing node types fails", trap="output looks like a normal install",
               cause="tsc runs as part of the install", workaround="install, then run tsc separately",
               evidence="Bash(npm i -D @types/node) → Exit code 2",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="exit code moved: Exit code 2 belongs to `npx tsc --noEmit`; the install exited 0 "
                   "(`found 0 vulnerabilities`)",
               phrasing=["tool-call notation Bash(...)", "arrow"], st={}),
    ]


def _part_b() -> list[Rec]:
    s = "next-suspense"
    return [
        gotcha("c9-nxs-01", s, group="c9-nxs",
               title="Client useSearchParams needs a Suspense boundary for next build",
               symptom="next build fails prerendering /search though next dev works",
               trap="dev mode never prerenders, so the page looks fine locally",
               cause="a client page calling useSearchParams() without <Suspense> bails out of static rendering",
               workaround="move the hook into a child component and wrap it in <Suspense fallback={null}>",
               evidence="`npm run build` が `useSearchParams() should be wrapped in a suspense boundary at page "
                        "\"/search\"` で失敗。SearchBody.tsx に分けて `<Suspense fallback={null}>` で包んだ後、"
                        "ビルドは `✓ Generating static pages (7/7)` まで通った。",
               ev="real", fix="shown", cls="edit_then_pass",
               why="two Writes (SearchBody.tsx, page.tsx with Suspense) then `npm run build` passes with 7/7 pages",
               phrasing=["Japanese prose", "code spans"],
               st={"failure": "should be wrapped in a suspense boundary", "fix": "<Suspense fallback={null}>",
                   "evidence": "Generating static pages (7/7)"}, category="api_quirk"),
        gotcha("c9-nxs-02", s, title="Stale .next cache breaks prerender of the search page",
               symptom="Error occurred prerendering page /search", trap="the code looks correct",
               cause="leftover dev-server output in .next", workaround="rm -rf .next before building",
               evidence="`rm -rf .next && npm run build` got the build through; the prerender error was a "
                        "cache artefact.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="outcome reversed: that call failed with the same `Error occurred prerendering page \"/search\"` "
                   "(Exit code 1)",
               phrasing=["code span", "paraphrased outcome: got through"], st={}),
        gotcha("c9-nxs-03", s, title="next build reports dynamic server usage on /search",
               symptom="prerender error on /search", trap="dev works", cause="searchParams read at build time",
               workaround="mark the route dynamic",
               evidence="next build: \"Dynamic server usage: Page couldn't be rendered statically because it used "
                        "searchParams\"",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="this error never appears; the build said useSearchParams() should be wrapped in a suspense "
                   "boundary", phrasing=["double-quoted message"], st={}),
        knowledge("c9-nxs-04", s, title="Clearing .next is not a fix for the missing-suspense bailout",
                  situation="next build fails with missing-suspense-with-csr-bailout",
                  approach="fix the component tree instead of wiping the build cache",
                  rationale="the cache wipe reproduced the identical failure",
                  evidence=["rm -rf .next && npm run build → Exit code 1 again",
                            "same `> Export encountered errors on following paths:` block, `/search/page: /search`"],
                  ev="real", cls="knowledge", why="the second build (after rm -rf .next) fails identically",
                  phrasing=["list of citations", "arrow", "code span"],
                  st={"evidence": "rm -rf .next && npm run build"}, category="debugging_technique"),
        gotcha("c9-nxs-05", s, title="force-dynamic on the search route skips the prerender bailout",
               symptom="build fails at /search", trap="Suspense looks like the only option",
               cause="static generation of a page that reads the query",
               workaround="export const dynamic = 'force-dynamic'",
               evidence="Adding `export const dynamic = 'force-dynamic'` to app/search/page.tsx fixed it: "
                        "`└ ○ /search                              3.9 kB         90.8 kB`",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no such line was ever written; the fix was the Suspense wrapper (and /search stayed static ○)",
               phrasing=["code span", "whitespace-significant table row"], st={}),
    ]


def _part_c() -> list[Rec]:
    s = "eslint-flat"
    return [
        gotcha("c9-esl-01", s, group="c9-esl",
               title="ESLint 9 ignores .eslintrc.json entirely",
               symptom="npm run lint exits 2 before linting anything",
               trap="the old config file is still there, so the rules seem configured",
               cause="from v9 only eslint.config.(js|mjs|cjs) is read",
               workaround="port the rules to eslint.config.mjs (js.configs.recommended + the rules) and delete "
                          ".eslintrc.json/.eslintignore",
               evidence="ESLint 9.9.0: \"ESLint couldn't find an eslint.config.(js|mjs|cjs) file.\" — rules "
                        "moved to eslint.config.mjs; afterwards `npx prettier --check .` said `All matched files "
                        "use Prettier code style!`",
               ev="real", fix="not_shown", cls="other_check_passes",
               why="eslint is never run after eslint.config.mjs is written; only prettier passes, and the person "
                   "says they will try lint in CI",
               phrasing=["double quotes", "em dash", "code spans"],
               st={"failure": "ESLint couldn't find an eslint.config.(js|mjs|cjs) file.",
                   "fix": "import js from '@eslint/js'"}, category="build_config"),
        gotcha("c9-esl-02", s, title="Flat config port makes npm run lint pass under ESLint 9",
               symptom="Oops! Something went wrong! :( on npm run lint", trap=".eslintrc.json present",
               cause="v9 default config file name", workaround="write eslint.config.mjs",
               evidence="After writing eslint.config.mjs, npm run lint went green (no more Oops! Something went "
                         "wrong!).",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="lint was never re-run after the Write; the only later check was prettier",
               phrasing=["prose", "paraphrased outcome: went green"], st={}),
        gotcha("c9-esl-03", s, title="ESLint 9.0.0 drops eslintrc lookup",
               symptom="couldn't find an eslint.config file", trap="version bump looked minor",
               cause="flat config default", workaround="migrate the config",
               evidence="lint output header: `ESLint: 9.0.0` then `ESLint couldn't find an eslint.config.(js|mjs|cjs) "
                        "file.`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="version changed in a quote: the output header was `ESLint: 9.9.0` (v9.0.0 appears only in the "
                   "migration sentence)", phrasing=["two code spans, one altered"], st={}),
        knowledge("c9-esl-04", s, title="Carry eslintrc rules over verbatim into the flat config array",
                  situation="migrating a small .eslintrc.json to ESLint 9",
                  approach="spread js.configs.recommended, add an ignores object for dist, then one rules object",
                  rationale="keeps no-console warn and eqeqeq error as they were",
                  evidence="- old: `\"rules\": { \"no-console\": \"warn\", \"eqeqeq\": \"error\" }`\n- new: "
                           "`{ rules: { 'no-console': 'warn', eqeqeq: 'error' } },`\n- `git status --short` → "
                           "`D  .eslintrc.json`",
                  ev="real", cls="knowledge", why="the cat of .eslintrc.json, the Write and git status are in the session",
                  phrasing=["bullet list", "code spans", "nested quotes"],
                  st={"evidence": "D  .eslintrc.json"}, category="project_convention"),
    ]


def _part_d() -> list[Rec]:
    s = "vitest-jsdom"
    return [
        gotcha("c9-vit-01", s, title="Vitest component tests need environment jsdom plus the jsdom package",
               symptom="ReferenceError: document is not defined in a Testing Library test",
               trap="setting environment: 'jsdom' alone just swaps the error",
               cause="vitest defaults to the node environment and does not bundle jsdom",
               workaround="environment: 'jsdom' in vitest.config.ts and npm i -D jsdom",
               evidence="`ReferenceError: document is not defined` → added `environment: 'jsdom'` → `MISSING "
                        "DEPENDENCY  Cannot find dependency 'jsdom'` → `npm i -D jsdom@24` → `Test Files  4 passed "
                        "(4)`",
               ev="real", fix="shown", cls="fix_ran",
               why="the install is followed by `npx vitest run` with 12 passed", group="c9-vitest",
               phrasing=["arrow chain", "code spans"],
               st={"failure": "ReferenceError: document is not defined", "fix": "npm i -D jsdom@24",
                   "evidence": "Tests  12 passed (12)"}, category="test_strategy"),
        gotcha("c9-vit-02", s, title="Install jsdom before switching vitest's environment",
               symptom="document is not defined", trap="config-first order fails",
               cause="vitest loads the environment package eagerly",
               workaround="npm i -D jsdom@24, then environment: 'jsdom'",
               evidence="First `npm i -D jsdom@24`, then `environment: 'jsdom'` in vitest.config.ts — the run right "
                        "after the config edit passed.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="wrong order: the config edit came first and its run failed (Cannot find package 'jsdom'); "
                   "the install came after", phrasing=["code spans", "em dash"], st={}),
        gotcha("c9-vit-03", s, title="jsdom environment edit alone leaves document undefined",
               symptom="same ReferenceError after editing vitest.config.ts", trap="edit looks complete",
               cause="missing package", workaround="install jsdom",
               evidence="After the vitest.config.ts Edit, `npx vitest run` still failed: `ReferenceError: document "
                        "is not defined`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="error moved: the run after the edit failed with `Cannot find package 'jsdom'`; the "
                   "ReferenceError was the first run's", phrasing=["prose with one code span"], st={}),
        knowledge("c9-vit-04", s, title="Vitest bringt jsdom nicht selbst mit",
                  situation="Vitest 2 mit environment 'jsdom'",
                  approach="jsdom als devDependency installieren (hier jsdom@24)",
                  rationale="sonst bricht vitest mit MISSING DEPENDENCY ab",
                  evidence="Nach der Konfigurationsänderung meldete vitest v2.0.5 `Error: Cannot find package 'jsdom' "
                           "imported from /home/ana/widgets/node_modules/vitest/dist/chunks/environments.js`; "
                           "erst `npm i -D jsdom@24` (added 43 packages) half.",
                  ev="real", cls="knowledge", why="the MISSING DEPENDENCY run and the install are in the session",
                  group="c9-vitest", phrasing=["German prose", "long code span"],
                  st={"evidence": "Cannot find package 'jsdom' imported from"}, category="test_strategy"),
        knowledge("c9-vit-05", s, title="One failing Toggle test among thirteen",
                  situation="vitest suite of 4 files", approach="fix the single DOM test",
                  rationale="the rest of the suite was already green",
                  evidence="Initial run: 1 failed | 12 passed; after the jsdom fix all 13 tests passed.",
                  ev="invented", cls="names_false_claim",
                  why="wrong count: the runs report `1 failed | 11 passed (12)` and then `12 passed (12)`",
                  phrasing=["paraphrase with counts"], st={}),
    ]


def _part_e() -> list[Rec]:
    s = "playwright-deps"
    return [
        gotcha("c9-pw-01", s, group="c9-pw",
               title="Playwright on a bare Linux box also needs install-deps as root",
               symptom="browserType.launch fails: Host system is missing dependencies to run browsers",
               trap="the browser download succeeded, so the setup looks done",
               cause="Chromium needs system libraries that only apt (root) can add",
               workaround="sudo npx playwright install-deps, or bake the packages into the image",
               evidence="`Host system is missing dependencies to run browsers.` The suggested `sudo npx playwright "
                        "install-deps` was not run: the person said there is no sudo on the build box.",
               ev="real", fix="not_shown", cls="confirmation_denied",
               why="the fix is proposed and the person declines it; the only later call is `--list`",
               phrasing=["code spans", "prose outcome"],
               st={"failure": "Host system is missing dependencies to run browsers.",
                   "fix": "The fix is `sudo npx playwright install-deps`"}, category="env_setup"),
        gotcha("c9-pw-02", s, title="install-deps makes the Playwright suite pass on the build box",
               symptom="6 failed with missing host dependencies", trap="browser installed",
               cause="system libraries", workaround="sudo npx playwright install-deps",
               evidence="ran sudo npx playwright install-deps, then npx playwright test: all 6 passed",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="never ran: the person refused sudo; no test run passed", phrasing=["plain prose"], st={}),
        gotcha("c9-pw-03", s, title="Playwright 1.46 looks for chromium-1140 in the runner cache",
               symptom="Executable doesn't exist", trap="npx playwright install seems optional",
               cause="browsers not downloaded", workaround="npx playwright install chromium",
               evidence="`Executable doesn't exist at /home/runner/.cache/ms-playwright/chromium-1140/chrome-linux/"
                        "chrome`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="path segment changed: the build was chromium-1129", phrasing=["single long code span"], st={}),
        knowledge("c9-pw-04", s, title="A fresh CI image needs Playwright browsers and then host packages",
                  situation="first Playwright run on a new Linux build machine",
                  approach="expect two separate steps: download the browser, then the system dependencies",
                  rationale="fixing the first error only revealed the second",
                  evidence="npx playwright install chromium downloaded Chromium 128.0.6613.18 (playwright build "
                           "v1129); the next npx playwright test failed differently, with Host system is missing "
                           "dependencies to run browsers.",
                  ev="real", cls="knowledge", why="the download and the second, different failure follow each other",
                  phrasing=["prose without quotes"], st={"evidence": "downloaded to /home/runner/.cache/ms-playwright"},
                  category="env_setup"),
        knowledge("c9-pw-05", s, title="Listing Playwright tests works without any browser deps",
                  situation="checking test discovery while the browsers cannot start",
                  approach="npx playwright test --list", rationale="listing does not launch a browser",
                  evidence="`npx playwright test --list` → `Total: 6 tests in 2 files`",
                  ev="invented", cls="near_miss", why="count changed in a quote: it was `Total: 6 tests in 3 files`",
                  phrasing=["arrow", "code spans"], st={}),
    ]


def records() -> list[Rec]:
    from tests.truth.corpus9_lessons_b import records_b
    from tests.truth.corpus9_lessons_c import records_c
    from tests.truth.corpus9_lessons_d import records_d
    from tests.truth.corpus9_lessons_e import records_e
    from tests.truth.corpus9_lessons_f import records_f
    from tests.truth.corpus9_lessons_g import records_g
    return (_part_a() + _part_b() + _part_c() + _part_d() + _part_e() + records_b() + records_c() + records_d()
            + records_e() + records_f() + records_g())
