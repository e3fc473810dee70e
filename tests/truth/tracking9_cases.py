"""The ninth tracking corpus, part one: the tables, the step helpers and lessons A-B (a stale Prisma client
after a schema change, Playwright's missing browsers); parts two to four are tracking9_cases_b.py (C-E),
tracking9_cases_c.py (F-I) and tracking9_cases_d.py (J-M).

Rules the labels follow (written from the session texts, before anything judged them):
- applied: the later session runs the lesson's fix (in any spelling: other flags, a full path, an env var, an
  edit of the config, another name in a placeholder) and the failure does not show before it;
- recurred: the lesson's failure shows in the later session (another name, file, branch, host, package),
  whatever follows, even the fix;
- neither: nothing of the lesson (the same tool run fine, a look-alike error of another kind, the fix's words in
  an unrelated command or output), and every session dated before the lesson's source, whatever it holds.
Pairs with no honest single label (the fix ran and the failure came anyway) are not written.
"""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t9-")
SOURCES, LATER, LESSONS, PAIRS = T.sources, T.later_sessions, T.lessons, T.pairs
source, later, pair, lesson = T.source, T.later, T.pair, T.lesson


# --- steps -------------------------------------------------------------------------------------------

def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def ok(command: str, output: str = "") -> tuple[Any, ...]:
    return ("bash", command, output, False)


def bad(command: str, output: str, code: int = 1) -> tuple[Any, ...]:
    return ("bash", command, f"Exit code {code}\n{output}", True)


def ed(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def wr(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


LEDGER = "/home/dev/src/ledgerly"
WORKER = "/home/dev/src/ledgerly-worker"
DOCS = "/home/dev/src/ledgerly-docs"
TIDE = "/home/dev/src/tidepool"
QUILL = "/home/dev/src/quill"
QSYNC = "/home/dev/src/quill-sync"
PILL = "/Users/mika/src/pillbox"
CARE = "/Users/mika/src/carecal"

TSC_OK = ""
JEST_OK = ("PASS  src/lib/money.test.ts\nPASS  src/lib/users.test.ts\n\nTest Suites: 2 passed, 2 total\n"
           "Tests:       17 passed, 17 total\nTime:        2.41 s")


# --- A: Prisma client not regenerated ------------------------------------------------------------------

def _prisma() -> None:
    source("s-prisma", LEDGER, "2026-10-02T09:10:00Z", "feat/avatars",
           u("add an optional avatarUrl to User and show it on the profile page"),
           ok("sed -n '1,30p' prisma/schema.prisma",
              'generator client {\n  provider = "prisma-client-js"\n}\n\ndatasource db {\n  provider = "postgresql"\n'
              '  url      = env("DATABASE_URL")\n}\n\nmodel User {\n  id        String   @id @default(cuid())\n'
              '  email     String   @unique\n  name      String?\n  createdAt DateTime @default(now())\n}'),
           ed(f"{LEDGER}/prisma/schema.prisma", "  name      String?\n",
              "  name      String?\n  avatarUrl String?\n"),
           ok("npx prisma migrate dev --name add_avatar_url --skip-generate",
              "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n"
              'Datasource "db": PostgreSQL database "ledgerly", schema "public" at "localhost:5432"\n\n'
              "Applying migration `20261002091530_add_avatar_url`\n\nThe following migration(s) have been created "
              "and applied from new schema changes:\n\nmigrations/\n  └─ 20261002091530_add_avatar_url/\n"
              "    └─ migration.sql\n\nYour database is now in sync with your schema."),
           ed(f"{LEDGER}/src/app/profile/page.tsx", "<h1>{user.name}</h1>",
              "<h1>{user.name}</h1>\n      {user.avatarUrl && <Avatar src={user.avatarUrl} />}"),
           bad("npx tsc --noEmit",
               "src/app/profile/page.tsx(14,22): error TS2339: Property 'avatarUrl' does not exist on type "
               "'{ id: string; email: string; name: string | null; createdAt: Date; }'.\n"
               "src/app/profile/page.tsx(14,51): error TS2339: Property 'avatarUrl' does not exist on type "
               "'{ id: string; email: string; name: string | null; createdAt: Date; }'.", 2),
           say("The migration ran with --skip-generate, so node_modules/.prisma/client still has the old User "
               "type. Regenerating the client."),
           ok("npx prisma generate",
              "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n\n"
              "✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 142ms"),
           ok("npx tsc --noEmit", TSC_OK),
           ok("npm test -- --silent", JEST_OK))
    lesson("t9-prisma", "project", "en", "s-prisma", "tool_quirk",
           "Prisma client stays stale after a schema change when migrate ran with --skip-generate",
           "`npx tsc --noEmit` says `Property 'avatarUrl' does not exist on type` right after the column was "
           "added to prisma/schema.prisma and migrated",
           "Believing the migration refreshed the client too and hunting the type error in the page code",
           "`--skip-generate` applies the SQL but leaves node_modules/.prisma/client generated from the old schema",
           "Run `npx prisma generate` after every schema edit (or migrate without --skip-generate), then tsc again",
           "Edit of prisma/schema.prisma (`avatarUrl String?`), then `npx prisma migrate dev --name add_avatar_url "
           "--skip-generate` → `error TS2339: Property 'avatarUrl' "
           "does not exist on type` … `npx prisma generate` (`✔ Generated Prisma Client (v5.22.0)`) and tsc "
           "came back clean")

    later("l-prisma-before", LEDGER, "2026-09-18T14:00:00Z", "feat/teams",
          u("add Team.plan and use it in billing"),
          ed(f"{LEDGER}/prisma/schema.prisma", "  name String\n", "  name String\n  plan String @default(\"free\")\n"),
          ok("npx prisma db push --skip-generate", "🚀  Your database is now in sync with your Prisma schema. Done in 88ms"),
          bad("npx tsc --noEmit", "src/lib/billing.ts(9,17): error TS2339: Property 'plan' does not exist on type "
              "'{ id: string; name: string; }'.", 2),
          ok("npx prisma generate", "✔ Generated Prisma Client (v5.21.1) to ./node_modules/@prisma/client in 131ms"),
          ok("npx tsc --noEmit", TSC_OK))
    pair("t9-prisma", "l-prisma-before", "neither", "dated before the lesson's source session (whatever it holds)")

    later("l-prisma-due", LEDGER, "2026-10-17T10:20:00Z", "feat/due-dates",
          u("invoices need a due date; add it to the schema and the invoice form"),
          ok("grep -n 'model Invoice' -A8 prisma/schema.prisma",
             "41:model Invoice {\n42-  id       String @id @default(cuid())\n43-  total    Int\n44-  teamId   String\n"
             "45-  team     Team   @relation(fields: [teamId], references: [id])\n46-}"),
          ed(f"{LEDGER}/prisma/schema.prisma", "  total    Int\n", "  total    Int\n  dueDate  DateTime?\n"),
          ok("npx prisma migrate dev --name invoice_due_date --skip-generate",
             "Applying migration `20261017102544_invoice_due_date`\n\nYour database is now in sync with your schema."),
          ok("npm exec -- prisma generate --schema prisma/schema.prisma",
             "✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 151ms"),
          ed(f"{LEDGER}/src/app/invoices/new/form.tsx", "<TotalField />", "<TotalField />\n        <DueDateField />"),
          ok("npx tsc --noEmit", TSC_OK),
          ok("npm test -- --silent", JEST_OK))
    pair("t9-prisma", "l-prisma-due", "applied",
         "regenerates the client (`npm exec -- prisma generate --schema …`) right after the migration; tsc clean")

    later("l-prisma-worker-script", WORKER, "2026-10-21T08:05:00Z", "main",
          u("the worker needs Job.retryCount; add it"),
          ok("cat package.json | head -14",
             '{\n  "name": "ledgerly-worker",\n  "scripts": {\n    "build": "tsc -p .",\n'
             '    "db:gen": "prisma generate --schema db/schema.prisma",\n    "db:push": "prisma db push '
             '--skip-generate --schema db/schema.prisma",\n    "start": "node dist/index.js"\n  },'),
          ed(f"{WORKER}/db/schema.prisma", "  status    String\n", "  status    String\n  retryCount Int @default(0)\n"),
          ok("npm run db:push", "> ledgerly-worker@0.4.0 db:push\n> prisma db push --skip-generate --schema "
             "db/schema.prisma\n\n🚀  Your database is now in sync with your Prisma schema. Done in 73ms"),
          ok("npm run db:gen", "> ledgerly-worker@0.4.0 db:gen\n> prisma generate --schema db/schema.prisma\n\n"
             "✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 118ms"),
          ed(f"{WORKER}/src/jobs/retry.ts", "attempts: job.attempts", "retryCount: job.retryCount + 1"),
          ok("npm run build", "> ledgerly-worker@0.4.0 build\n> tsc -p ."))
    pair("t9-prisma", "l-prisma-worker-script", "applied",
         "sibling project: `npm run db:gen`, which prints `prisma generate`, after the schema push; build passes")

    later("l-prisma-slug", LEDGER, "2026-10-24T15:40:00Z", "feat/team-slugs",
          u("teams get a url slug"),
          ed(f"{LEDGER}/prisma/schema.prisma", "  plan String @default(\"free\")\n",
             "  plan String @default(\"free\")\n  slug String @unique\n"),
          ok("npx prisma migrate dev --name team_slug --skip-generate",
             "Applying migration `20261024154210_team_slug`\n\nYour database is now in sync with your schema."),
          bad("npm run build", "> ledgerly@1.5.0 build\n> next build\n\n   ▲ Next.js 15.0.3\n\n   Creating an optimized "
              "production build ...\n ✓ Compiled successfully\n   Linting and checking validity of types  ..Failed "
              "to compile.\n\n./src/app/t/[slug]/page.tsx:11:34\nType error: Property 'slug' does not exist on type "
              "'{ id: string; name: string; plan: string; }'."),
          ok("npx prisma generate", "✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 139ms"),
          ok("npm run build", " ✓ Compiled successfully\n ✓ Generating static pages (14/14)"))
    pair("t9-prisma", "l-prisma-slug", "recurred",
         "after a --skip-generate migration the build fails on `Property 'slug' does not exist on type` (fixed after)")

    later("l-prisma-runtime", WORKER, "2026-11-02T11:30:00Z", "feat/priority",
          u("add a priority column to Job and order the queue by it"),
          ed(f"{WORKER}/db/schema.prisma", "  retryCount Int @default(0)\n",
             "  retryCount Int @default(0)\n  priority   Int @default(5)\n"),
          ok("npm run db:push", "> prisma db push --skip-generate --schema db/schema.prisma\n\n🚀  Your database is now "
             "in sync with your Prisma schema. Done in 70ms"),
          ed(f"{WORKER}/src/queue.ts", "orderBy: { createdAt: 'asc' }", "orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }]"),
          bad("npx tsx src/queue.ts --dry-run",
              "PrismaClientValidationError: \nInvalid `prisma.job.findMany()` invocation in\n"
              "/home/dev/src/ledgerly-worker/src/queue.ts:18:33\n\nUnknown argument `priority`. Available options "
              "are marked with ?.\n    at wn (/home/dev/src/ledgerly-worker/node_modules/@prisma/client/runtime/"
              "library.js:29:1363)"),
          say("The client was never regenerated after db push."),
          ok("npm run db:gen", "> prisma generate --schema db/schema.prisma\n\n✔ Generated Prisma Client (v5.22.0)"),
          ok("npx tsx src/queue.ts --dry-run", "[queue] 3 jobs ready, first priority=1"))
    pair("t9-prisma", "l-prisma-runtime", "recurred",
         "the stale client shows at runtime: `Unknown argument `priority`` right after a --skip-generate push")

    later("l-prisma-unreachable", LEDGER, "2026-10-19T09:00:00Z", "main",
          u("run the pending migrations"),
          bad("npx prisma migrate deploy",
              "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n"
              'Datasource "db": PostgreSQL database "ledgerly", schema "public" at "localhost:5432"\n\n'
              "Error: P1001: Can't reach database server at `localhost:5432`\n\nPlease make sure your database "
              "server is running at `localhost:5432`."),
          ok("docker compose up -d postgres", " ✔ Container ledgerly-postgres-1  Started"),
          ok("npx prisma migrate deploy", "2 migrations found in prisma/migrations\n\nNo pending migrations to apply."))
    pair("t9-prisma", "l-prisma-unreachable", "neither",
         "a Prisma error of another kind (P1001, database down); no schema change, no generate")

    later("l-prisma-typo", LEDGER, "2026-10-28T13:10:00Z", "fix/email-digest",
          u("the digest email shows undefined instead of the address"),
          ok("sed -n '1,20p' src/lib/digest.ts", "import { prisma } from '@/lib/db'\n\nexport async function digest(id: string) {\n"
             "  const user = await prisma.user.findUniqueOrThrow({ where: { id } })\n  return `to: ${user.emial}`\n}"),
          bad("npx tsc --noEmit", "src/lib/digest.ts(5,22): error TS2551: Property 'emial' does not exist on type "
              "'{ id: string; email: string; name: string | null; avatarUrl: string | null; createdAt: Date; }'. "
              "Did you mean 'email'?", 2),
          ed(f"{LEDGER}/src/lib/digest.ts", "user.emial", "user.email"),
          ok("npx tsc --noEmit", TSC_OK))
    pair("t9-prisma", "l-prisma-typo", "neither",
         "look-alike: a 'does not exist on type' from a misspelt field in code, no schema change")

    later("l-prisma-ci-grep", LEDGER, "2026-11-05T16:45:00Z", "ci/cache",
          u("why does CI take 9 minutes? look at the workflow"),
          ok("grep -n 'run:' .github/workflows/ci.yml",
             "18:      - run: npm ci\n19:      - run: npx prisma generate\n20:      - run: npm run lint\n"
             "21:      - run: npm test -- --ci\n22:      - run: npx playwright test"),
          ed(f"{LEDGER}/.github/workflows/ci.yml", "      - uses: actions/setup-node@v4\n",
             "      - uses: actions/setup-node@v4\n        with:\n          cache: npm\n"),
          ok("git commit -am 'ci: cache npm'", "[ci/cache 7d1e0a2] ci: cache npm\n 1 file changed, 2 insertions(+)"))
    pair("t9-prisma", "l-prisma-ci-grep", "neither",
         "`npx prisma generate` only appears in grep output of the CI file; nothing was run or failed")


# --- B: Playwright browsers not installed (Korean, global) -------------------------------------------------

PW_MISSING = ("Error: browserType.launch: Executable doesn't exist at {path}\n"
              "    ╔═════════════════════════════════════════════════════════════════════════╗\n"
              "    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n"
              "    ║ Please run the following command to download new browsers:              ║\n"
              "    ║                                                                         ║\n"
              "    ║     npx playwright install                                              ║\n"
              "    ║                                                                         ║\n"
              "    ║ <3 Playwright Team                                                      ║\n"
              "    ╚═════════════════════════════════════════════════════════════════════════╝")


def _playwright() -> None:
    shell = "/home/dev/.cache/ms-playwright/chromium_headless_shell-1148/chrome-linux/headless_shell"
    source("s-playwright", LEDGER, "2026-10-03T10:00:00Z", "feat/login-otp",
           u("로그인 e2e 테스트 돌려서 통과하는지 봐줘"),
           bad("npx playwright test e2e/login.spec.ts",
               "Running 3 tests using 2 workers\n\n  ✘  1 [chromium] › e2e/login.spec.ts:5:5 › login with email (14ms)\n"
               "  ✘  2 [chromium] › e2e/login.spec.ts:19:5 › login with otp (12ms)\n"
               "  ✘  3 [chromium] › e2e/login.spec.ts:33:5 › logout (11ms)\n\n  1) [chromium] › e2e/login.spec.ts:5:5 "
               "› login with email\n\n    " + PW_MISSING.format(path=shell) + "\n\n  3 failed"),
           say("브라우저 바이너리가 없습니다. @playwright/test가 1.49로 올라가면서 새 빌드가 필요해졌네요."),
           ok("npx playwright install chromium",
              "Downloading Chromium 131.0.6778.33 (playwright build v1148) from https://playwright.azureedge.net/"
              "builds/chromium/1148/chromium-linux.zip\n164.5 MiB [====================] 100% 0.0s\nChromium "
              "131.0.6778.33 (playwright build v1148) downloaded to /home/dev/.cache/ms-playwright/chromium-1148\n"
              "Downloading Chromium Headless Shell 131.0.6778.33 (playwright build v1148)\n100.9 MiB "
              "[====================] 100% 0.0s\nChromium Headless Shell 131.0.6778.33 (playwright build v1148) "
              "downloaded to /home/dev/.cache/ms-playwright/chromium_headless_shell-1148"),
           ok("npx playwright test e2e/login.spec.ts", "Running 3 tests using 2 workers\n\n  3 passed (4.1s)"))
    lesson("t9-playwright", "global", "ko", "s-playwright", "env_setup",
           "Playwright 버전이 바뀐 뒤 브라우저가 없어서 e2e 테스트가 전부 실패함",
           "`npx playwright test` 가 세 테스트 모두 browserType.launch 단계에서 실패: Executable doesn't exist",
           "테스트 코드나 로그인 로직 문제로 보고 login.spec.ts 를 고치려 하는 것",
           "@playwright/test 버전마다 맞는 브라우저 빌드가 ~/.cache/ms-playwright 에 따로 필요한데, npm install 은 "
           "그걸 받아 주지 않음",
           "`npx playwright install chromium` (또는 그냥 `npx playwright install`) 실행 후 다시 테스트",
           f"`Executable doesn't exist at {shell}` → `npx playwright install chromium` 후 재실행하니 "
           "`3 passed (4.1s)`")

    later("l-pw-before", LEDGER, "2026-09-22T11:00:00Z", "main",
          u("e2e 돌려줘"),
          bad("npx playwright test", "  1) [chromium] › e2e/home.spec.ts:3:5 › home\n\n    " + PW_MISSING.format(
              path="/home/dev/.cache/ms-playwright/chromium_headless_shell-1140/chrome-linux/headless_shell")
              + "\n\n  6 failed"),
          ok("npx playwright install", "Chromium 130.0.6723.31 (playwright build v1140) downloaded to "
             "/home/dev/.cache/ms-playwright/chromium-1140"),
          ok("npx playwright test", "  6 passed (7.9s)"))
    pair("t9-playwright", "l-pw-before", "neither", "dated before the lesson's source session")

    later("l-pw-tide-ci", TIDE, "2026-10-18T09:30:00Z", "ci/e2e",
          u("set up an e2e job in CI and check it locally first on this fresh box"),
          ok("cat package.json | grep playwright", '    "@playwright/test": "^1.49.0",'),
          ok("npx playwright install --with-deps chromium",
             "Installing dependencies...\nReading package lists... Done\n...\nChromium 131.0.6778.33 (playwright build "
             "v1148) downloaded to /home/dev/.cache/ms-playwright/chromium-1148"),
          ok("npx playwright test --project=chromium", "Running 11 tests using 4 workers\n\n  11 passed (9.8s)"),
          wr(f"{TIDE}/.github/workflows/e2e.yml", "name: e2e\non: [push]\njobs:\n  e2e:\n    runs-on: ubuntu-latest\n"
             "    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n"
             "      - run: npx playwright install --with-deps chromium\n      - run: npx playwright test\n"),
          ok("git add .github && git commit -m 'ci: e2e job'", "[ci/e2e 51c0b8e] ci: e2e job\n 1 file changed"))
    pair("t9-playwright", "l-pw-tide-ci", "applied",
         "another project: `npx playwright install --with-deps chromium` before the first run; tests pass")

    later("l-pw-webkit", LEDGER, "2026-10-26T14:00:00Z", "fix/safari-date",
          u("safari users see the wrong date; reproduce with webkit"),
          ok("sed -n '1,12p' playwright.config.ts", "import { defineConfig, devices } from '@playwright/test'\n\n"
             "export default defineConfig({\n  projects: [\n    { name: 'chromium', use: devices['Desktop Chrome'] },\n"
             "    { name: 'webkit', use: devices['Desktop Safari'] },\n  ],\n})"),
          ok("pnpm exec playwright install webkit", "Downloading Webkit 18.2 (playwright build v2104)\n"
             "Webkit 18.2 (playwright build v2104) downloaded to /home/dev/.cache/ms-playwright/webkit-2104"),
          bad("pnpm exec playwright test e2e/dates.spec.ts --project=webkit",
              "  1) [webkit] › e2e/dates.spec.ts:8:5 › due date renders in local time\n\n    Error: expect(received)"
              ".toHaveText(expected)\n\n    Expected: \"Oct 31, 2026\"\n    Received: \"Nov 1, 2026\"\n\n  1 failed"),
          ed(f"{LEDGER}/src/lib/dates.ts", "new Date(iso)", "parseISO(iso)"),
          ok("pnpm exec playwright test e2e/dates.spec.ts --project=webkit", "  1 passed (2.2s)"))
    pair("t9-playwright", "l-pw-webkit", "applied",
         "`pnpm exec playwright install webkit` before running webkit; the failure after is a real assertion")

    later("l-pw-firefox", TIDE, "2026-11-03T10:10:00Z", "deps/pw-1.50",
          u("bump @playwright/test to 1.50 and run the firefox project"),
          ok("npm i -D @playwright/test@1.50.0", "changed 2 packages, and audited 612 packages in 3s"),
          bad("npx playwright test --project=firefox", "  1) [firefox] › e2e/map.spec.ts:4:5 › map loads\n\n    "
              + PW_MISSING.format(path="/home/dev/.cache/ms-playwright/firefox-1471/firefox/firefox")
              + "\n\n  11 failed"),
          ok("npx playwright install firefox", "Firefox 132.0 (playwright build v1471) downloaded to "
             "/home/dev/.cache/ms-playwright/firefox-1471"),
          ok("npx playwright test --project=firefox", "  11 passed (14.0s)"))
    pair("t9-playwright", "l-pw-firefox", "recurred",
         "after a version bump firefox's `Executable doesn't exist at …firefox-1471…` fails all tests")

    later("l-pw-python", "/home/dev/src/pricewatch", "2026-11-09T19:00:00Z", "main",
          u("the scraper can't start chrome on the new VM"),
          bad(".venv/bin/python scrape.py --shop acme",
              "Traceback (most recent call last):\n  File \"/home/dev/src/pricewatch/scrape.py\", line 41, in <module>\n"
              "    browser = p.chromium.launch()\nplaywright._impl._errors.Error: BrowserType.launch: Executable "
              "doesn't exist at /home/dev/.cache/ms-playwright/chromium_headless_shell-1148/chrome-linux/"
              "headless_shell\n╔════════════════════════════════════════════════════════════╗\n║ Looks like "
              "Playwright was just installed or updated.       ║\n║ Please run the following command to download "
              "new browsers: ║\n║                                                            ║\n║     playwright "
              "install                                        ║\n╚════════════════════════════════════════════"
              "════════════════╝"),
          ok(".venv/bin/python -m playwright install chromium", "Chromium 131.0.6778.33 (playwright build v1148) "
             "downloaded to /home/dev/.cache/ms-playwright/chromium-1148"),
          ok(".venv/bin/python scrape.py --shop acme", "acme: 214 prices, 3 changed"))
    pair("t9-playwright", "l-pw-python", "recurred",
         "global lesson, Python binding: `BrowserType.launch: Executable doesn't exist` on a new VM")

    later("l-pw-timeout", LEDGER, "2026-10-30T10:00:00Z", "feat/login-otp",
          u("the otp e2e test is flaky, look"),
          bad("npx playwright test e2e/login.spec.ts -g otp",
              "  1) [chromium] › e2e/login.spec.ts:19:5 › login with otp\n\n    Error: Timed out 5000ms waiting for "
              "expect(locator).toBeVisible()\n\n    Locator: getByRole('heading', { name: 'Dashboard' })\n"
              "    Expected: visible\n    Received: <element(s) not found>\n\n  1 failed"),
          ed(f"{LEDGER}/e2e/login.spec.ts", "await page.getByLabel('Code').fill(code)",
             "await page.getByLabel('Code').fill(code)\n  await page.waitForURL('**/dashboard')"),
          ok("npx playwright test e2e/login.spec.ts -g otp --repeat-each 5", "  5 passed (6.3s)"))
    pair("t9-playwright", "l-pw-timeout", "neither",
         "Playwright fails with an assertion timeout, another kind; the browsers are there")

    later("l-pw-deps", TIDE, "2026-11-12T08:40:00Z", "main",
          u("e2e on the new debian container fails, fix the image"),
          bad("npx playwright test",
              "  1) [chromium] › e2e/map.spec.ts:4:5 › map loads\n\n    Error: browserType.launch: \n"
              "╔══════════════════════════════════════════════════════╗\n║ Host system is missing dependencies to run "
              "browsers. ║\n║ Please install them with the following command:      ║\n║                       "
              "                               ║\n║     sudo npx playwright install-deps                 ║\n"
              "╚══════════════════════════════════════════════════════╝\n\n  11 failed"),
          ok("sudo npx playwright install-deps chromium", "Installing dependencies...\nSetting up libnss3:amd64 "
             "(2:3.87.1-1) ...\nSetting up libatk-bridge2.0-0:amd64 (2.46.0-5) ..."),
          ok("npx playwright test", "  11 passed (10.4s)"))
    pair("t9-playwright", "l-pw-deps", "neither",
         "look-alike of another kind: missing OS libraries (`install-deps`), the browser binaries were present")


def build_first_half() -> None:
    _prisma()
    _playwright()
