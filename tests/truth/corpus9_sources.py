"""The ninth corpus's scripted sessions, part one: TypeScript/tsc path aliases, a Next.js build and its
Suspense boundary, ESLint 9's flat config, Vitest without a DOM, Playwright browsers and host packages,
Prisma against a stopped database and a drifted one, and an Expo app whose alias Metro does not know.
Each session: (cwd, start, git branch, steps in the step format of sessions_dsl.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus9_sources_b import sources_b
from tests.truth.corpus9_sources_c import sources_c
from tests.truth.corpus9_sources_d import sources_d

TSC_FAIL = ("Exit code 2\n"
            "src/pages/Invoices.tsx(3,28): error TS2307: Cannot find module '@/lib/money' or its corresponding "
            "type declarations.\n"
            "src/pages/Payments.tsx(5,22): error TS2307: Cannot find module '@/lib/money' or its corresponding "
            "type declarations.\n\nFound 2 errors in 2 files.\n\nErrors  Files\n     1  src/pages/Invoices.tsx:3\n"
            "     1  src/pages/Payments.tsx:5")

TS_PATHS = [
    ("user", "the type check broke after I moved money helpers to src/lib, can you get `tsc` green again?"),
    ("bash", 'git show --stat HEAD | tail -3',
     ' src/lib/money.ts   | 42 ++++++++++++++++\n src/utils/money.ts | 42 ----------------\n'
     ' 2 files changed, 42 insertions(+), 42 deletions(-)', False),
    ("bash", "cat tsconfig.json",
     '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "module": "ESNext",\n    "moduleResolution": "bundler",'
     '\n    "jsx": "react-jsx",\n    "strict": true,\n    "noEmit": true\n  },\n  "include": ["src"]\n}', False),
    ("bash", "npx tsc --noEmit", TSC_FAIL, True),
    ("bash", "grep -n \"'@'\" vite.config.ts", "9:      '@': path.resolve(__dirname, 'src'),", False),
    ("say", "Vite knows the `@` alias but tsc does not read vite.config.ts. Let me first make sure node types are "
            "installed, since the config uses `path`."),
    ("bash", "npm i -D @types/node", "\nup to date, audited 412 packages in 2s\n\n98 packages are looking for funding\n"
                                      "  run `npm fund` for details\n\nfound 0 vulnerabilities", False),
    ("bash", "npx tsc --noEmit", TSC_FAIL, True),
    ("say", "Same two errors. The alias has to be declared in tsconfig.json itself."),
    ("edit", "/home/mira/code/ledger-ui/tsconfig.json", '    "strict": true,',
     '    "strict": true,\n    "baseUrl": ".",\n    "paths": { "@/*": ["src/*"] },'),
    ("bash", "npx tsc --noEmit", "", False),
    ("bash", "git diff --stat", " tsconfig.json | 2 ++\n 1 file changed, 2 insertions(+)", False),
    ("say", "`tsc --noEmit` exits 0 now with no output. The alias lives in two places (vite.config.ts for the "
            "bundler, tsconfig.json `paths` for the type checker)."),
]

NEXT_FAIL = ("Exit code 1\n   ▲ Next.js 14.2.5\n\n   Creating an optimized production build ...\n ✓ Compiled successfully\n"
             "   Linting and checking validity of types ...\n   Collecting page data ...\n"
             "   Generating static pages (0/7) ...\n"
             " ⨯ useSearchParams() should be wrapped in a suspense boundary at page \"/search\". Read more: "
             "https://nextjs.org/docs/messages/missing-suspense-with-csr-bailout\n\n"
             "Error occurred prerendering page \"/search\". Read more: https://nextjs.org/docs/messages/prerender-error\n\n"
             "> Export encountered errors on following paths:\n\t/search/page: /search")
NEXT_OK = ("   ▲ Next.js 14.2.5\n\n   Creating an optimized production build ...\n ✓ Compiled successfully\n"
           "   Linting and checking validity of types ...\n ✓ Generating static pages (7/7)\n"
           "   Finalizing page optimization ...\n\nRoute (app)                              Size     First Load JS\n"
           "┌ ○ /                                    5.2 kB         92.1 kB\n"
           "└ ○ /search                              3.9 kB         90.8 kB\n\n○  (Static)  prerendered as static content")

NEXT_SUSPENSE = [
    ("user", "vercel deploy fails on `next build` since I added the search page. Locally `next dev` is fine."),
    ('bash', 'git log --oneline -2', 'b41d2e0 search page\n8a0c6f1 header: cart badge', False),
    ("bash", "cat app/search/page.tsx",
     "'use client'\nimport { useSearchParams } from 'next/navigation'\nimport Results from './Results'\n\n"
     "export default function SearchPage() {\n  const q = useSearchParams().get('q') ?? ''\n  return <Results q={q} />\n}",
     False),
    ("bash", "npm run build", NEXT_FAIL, True),
    ("say", "Could be a stale `.next` cache from the dev server; clearing it first."),
    ("bash", "rm -rf .next && npm run build", NEXT_FAIL, True),
    ("say", "Not the cache. The page reads search params on the client with no Suspense boundary, so static "
            "prerendering bails out. I'll move the hook into a child component wrapped in <Suspense>."),
    ("write", "/srv/shop-web/app/search/SearchBody.tsx",
     "'use client'\nimport { useSearchParams } from 'next/navigation'\nimport Results from './Results'\n\n"
     "export default function SearchBody() {\n  const q = useSearchParams().get('q') ?? ''\n  return <Results q={q} />\n}\n"),
    ("write", "/srv/shop-web/app/search/page.tsx",
     "import { Suspense } from 'react'\nimport SearchBody from './SearchBody'\n\nexport default function SearchPage() {\n"
     "  return (\n    <Suspense fallback={null}>\n      <SearchBody />\n    </Suspense>\n  )\n}\n"),
    ("bash", "npm run build", NEXT_OK, False),
    ("bash", "git status --short", " M app/search/page.tsx\n?? app/search/SearchBody.tsx", False),
    ("say", "Build passes: all 7 pages prerendered, /search static."),
]

ESLINT_FLAT = [
    ("user", "upgraded eslint to 9 and `npm run lint` now dies immediately. fix pls, keep our rules"),
    ('bash', 'grep -n \'"lint"\' package.json', '9:    "lint": "eslint src",', False),
    ("bash", "npx eslint --version", "v9.9.0", False),
    ("bash", "npm run lint",
     "Exit code 2\n\n> dashboard@0.3.0 lint\n> eslint src\n\n\nOops! Something went wrong! :(\n\nESLint: 9.9.0\n\n"
     "ESLint couldn't find an eslint.config.(js|mjs|cjs) file.\n\nFrom ESLint v9.0.0, the default configuration file "
     "is now eslint.config.js.\nIf you are using a .eslintrc.* file, please follow the migration guide\nto update "
     "your configuration file to the new format:\n\nhttps://eslint.org/docs/latest/use/configure/migration-guide",
     True),
    ("bash", "ls -a | grep eslint", ".eslintignore\n.eslintrc.json", False),
    ("bash", "cat .eslintrc.json",
     '{\n  "extends": ["eslint:recommended"],\n  "rules": { "no-console": "warn", "eqeqeq": "error" }\n}', False),
    ("say", "The old .eslintrc.json is ignored by ESLint 9. Writing an equivalent eslint.config.mjs."),
    ("write", "/home/jo/dashboard/eslint.config.mjs",
     "import js from '@eslint/js'\n\nexport default [\n  js.configs.recommended,\n  { ignores: ['dist/**'] },\n"
     "  { rules: { 'no-console': 'warn', eqeqeq: 'error' } },\n]\n"),
    ("bash", "git rm -q .eslintrc.json .eslintignore && git status --short",
     "D  .eslintignore\nD  .eslintrc.json\n?? eslint.config.mjs", False),
    ("bash", "npx prettier --check .", "Checking formatting...\nAll matched files use Prettier code style!", False),
    ("say", "Config migrated: eslint.config.mjs carries the recommended set, the dist ignore and both rules; "
            "prettier is happy."),
    ("user", "ok thanks, I'll try lint in CI"),
]

VITEST_FAIL = ("Exit code 1\n\n RUN  v2.0.5 /home/ana/widgets\n\n ❯ src/Toggle.test.tsx (1 test | 1 failed) 6ms\n"
               "   × Toggle > flips aria-pressed on click\n     → document is not defined\n\n"
               "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/Toggle.test.tsx > Toggle > flips aria-pressed on click\n"
               "ReferenceError: document is not defined\n ❯ render node_modules/@testing-library/react/dist/pure.js:257:5\n\n"
               " Test Files  1 failed | 3 passed (4)\n      Tests  1 failed | 11 passed (12)")

VITEST_JSDOM = [
    ("user", "new Toggle component test fails in vitest, the other tests are fine"),
    ("bash", 'ls src',
     'Menu.test.tsx\nMenu.tsx\nToggle.test.tsx\nToggle.tsx\nformat.test.ts\nformat.ts\n'
     'hooks.test.ts\nhooks.ts', False),
    ('bash', 'git log --oneline -1', '77c2d90 Toggle: aria-pressed', False),
    ("bash", "npx vitest run", VITEST_FAIL, True),
    ("bash", "cat vitest.config.ts",
     "import { defineConfig } from 'vitest/config'\n\nexport default defineConfig({\n  test: {\n    globals: true,\n"
     "  },\n})", False),
    ("edit", "/home/ana/widgets/vitest.config.ts", "    globals: true,", "    globals: true,\n    environment: 'jsdom',"),
    ("bash", "npx vitest run",
     "Exit code 1\n\n RUN  v2.0.5 /home/ana/widgets\n\n"
     "MISSING DEPENDENCY  Cannot find dependency 'jsdom'\n\n"
     "Error: Cannot find package 'jsdom' imported from /home/ana/widgets/node_modules/vitest/dist/chunks/"
     "environments.js", True),
    ("bash", "npm i -D jsdom@24", "\nadded 43 packages, and audited 455 packages in 6s\n\nfound 0 vulnerabilities", False),
    ("bash", "npx vitest run",
     "\n RUN  v2.0.5 /home/ana/widgets\n\n ✓ src/format.test.ts (5 tests) 3ms\n ✓ src/Toggle.test.tsx (1 test) 41ms\n"
     " ✓ src/Menu.test.tsx (4 tests) 58ms\n ✓ src/hooks.test.ts (2 tests) 4ms\n\n Test Files  4 passed (4)\n"
     "      Tests  12 passed (12)\n   Duration  1.84s", False),
    ("bash", "git add -A && git commit -qm 'test: run vitest in jsdom' && git log --oneline -1",
     "4be01c9 test: run vitest in jsdom", False),
]

PW_MISSING = ("Exit code 1\n\nRunning 6 tests using 2 workers\n\n  1) [chromium] › login.spec.ts:4:5 › signs in "
              "────────────\n\n    Error: browserType.launch: Executable doesn't exist at "
              "/home/runner/.cache/ms-playwright/chromium-1129/chrome-linux/chrome\n"
              "    ╔═════════════════════════════════════════════════════════════════════════╗\n"
              "    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n"
              "    ║ Please run the following command to download new browsers:              ║\n"
              "    ║                                                                         ║\n"
              "    ║     npx playwright install                                              ║\n"
              "    ╚═════════════════════════════════════════════════════════════════════════╝\n\n"
              "  6 failed\n    [chromium] › login.spec.ts:4:5 › signs in")
PW_DEPS = ("Exit code 1\n\nRunning 6 tests using 2 workers\n\n  1) [chromium] › login.spec.ts:4:5 › signs in\n\n"
           "    Error: browserType.launch: \n    ╔══════════════════════════════════════════════════════╗\n"
           "    ║ Host system is missing dependencies to run browsers. ║\n"
           "    ║ Please install them with the following command:      ║\n"
           "    ║                                                      ║\n"
           "    ║     sudo npx playwright install-deps                 ║\n"
           "    ╚══════════════════════════════════════════════════════╝\n\n"
           "  6 failed\n    [chromium] › login.spec.ts:4:5 › signs in")

PLAYWRIGHT = [
    ("user", "e2e: `npx playwright test` fails on the new build box. Can you sort it out?"),
    ('bash', 'grep -n testDir playwright.config.ts', "5:  testDir: './e2e',", False),
    ("bash", "npx playwright --version", "Version 1.46.0", False),
    ("bash", "npx playwright test", PW_MISSING, True),
    ("bash", "npx playwright install chromium",
     "Downloading Chromium 128.0.6613.18 (playwright build v1129) from https://playwright.azureedge.net/builds/"
     "chromium/1129/chromium-linux.zip\n162.8 MiB [====================] 100% 0.0s\nChromium 128.0.6613.18 "
     "(playwright build v1129) downloaded to /home/runner/.cache/ms-playwright/chromium-1129", False),
    ("bash", "npx playwright test", PW_DEPS, True),
    ("say", "The browser is there now but the box lacks system libraries. The fix is `sudo npx playwright "
            "install-deps` (apt packages such as libnss3, libatk-bridge2.0-0). It needs root; shall I run it?"),
    ("user", "no, we don't have sudo on the build box. I'll ask infra to bake the deps into the image."),
    ("bash", "npx playwright test --list",
     "Listing tests:\n  [chromium] › login.spec.ts:4:5 › signs in\n  [chromium] › login.spec.ts:19:5 › rejects bad "
     "password\n  [chromium] › cart.spec.ts:6:5 › adds item\n  [chromium] › cart.spec.ts:22:5 › removes item\n"
     "  [chromium] › checkout.spec.ts:8:5 › pays\n  [chromium] › checkout.spec.ts:30:5 › shows receipt\n"
     "Total: 6 tests in 3 files", False),
    ("say", "Understood. The tests themselves are discovered fine (6 in 3 files); they will run once the image "
            "has the host dependencies."),
]

PRISMA_P1001 = [
    ("user", "run the prisma migration for the new `Subscription` model and regenerate the client"),
    ('bash', 'git status --short', ' M prisma/schema.prisma\n M src/billing/plans.ts', False),
    ("bash", "grep -n 'model Subscription' -A4 prisma/schema.prisma",
     '41:model Subscription {\n42-  id        String   @id @default(cuid())\n'
     '43-  plan      String\n44-  renewsAt  DateTime\n45-  userId    String', False),
    ("bash", "npx prisma migrate dev --name add_subscription",
     "Exit code 1\nEnvironment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n"
     "Datasource \"db\": PostgreSQL database \"billing\", schema \"public\" at \"localhost:5432\"\n\n"
     "Error: P1001: Can't reach database server at `localhost:5432`\n\nPlease make sure your database server is "
     "running at `localhost:5432`.", True),
    ("bash", "docker compose ps", "NAME      IMAGE         COMMAND   SERVICE   CREATED   STATUS    PORTS", False),
    ("bash", "docker compose up -d db",
     "[+] Running 2/2\n ✔ Network billing_default  Created   0.1s\n ✔ Container billing-db-1  Started   0.6s", False),
    ("bash", "npx prisma migrate dev --name add_subscription",
     "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource \"db\": "
     "PostgreSQL database \"billing\", schema \"public\" at \"localhost:5432\"\n\nApplying migration "
     "`20241002101544_add_subscription`\n\nThe following migration(s) have been created and applied from new "
     "schema changes:\n\nmigrations/\n  └─ 20241002101544_add_subscription/\n    └─ migration.sql\n\nYour "
     "database is now in sync with your schema.\n\n✔ Generated Prisma Client (v5.19.1) to ./src/generated/"
     "client in 88ms", False),
    ("bash", "npm test -- subscription",
     "Exit code 1\n FAIL  test/subscription.test.ts\n  ● Test suite failed to run\n\n    @prisma/client did not "
     "initialize yet. Please run \"prisma generate\" and try to import it again.\n\n      at new PrismaClient "
     "(node_modules/.prisma/client/index.js:3:11)\n\nTest Suites: 1 failed, 1 total\nTests:       0 total", True),
    ("bash", "grep -n output prisma/schema.prisma", "3:  output   = \"../src/generated/client\"", False),
    ("say", "The generator writes to src/generated/client but the test imports @prisma/client, which is empty. "
            "Pointing the import at the generated path."),
    ("edit", "/home/kai/billing/src/db.ts", "import { PrismaClient } from '@prisma/client'",
     "import { PrismaClient } from './generated/client'"),
    ("bash", "npx prisma generate",
     "Prisma schema loaded from prisma/schema.prisma\n\n✔ Generated Prisma Client (v5.19.1) to ./src/generated/"
     "client in 91ms", False),
    ("bash", "npm test -- subscription",
     " PASS  test/subscription.test.ts\n  Subscription\n    ✓ creates a monthly plan (38 ms)\n    ✓ cancels at "
     "period end (21 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total", False),
]

PRISMA_DRIFT = [
    ("user", "prisma migrate dev complains about drift on my local db, what do I do? there's seed data in there "
             "I'd rather keep"),
    ("bash", "docker compose ps --format '{{.Name}} {{.Status}} {{.Ports}}'",
     'crm-db-1 Up 3 days 0.0.0.0:5433->5432/tcp', False),
    ("bash", 'ls prisma/migrations',
     '20240901083000_initial\n20240915120000_phone_index\nmigration_lock.toml', False),
    ("bash", "npx prisma migrate dev",
     "Exit code 1\nEnvironment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n"
     "Datasource \"db\": PostgreSQL database \"crm\", schema \"public\" at \"localhost:5433\"\n\n"
     "Drift detected: Your database schema is not in sync with your migration history.\n\n"
     "The following is a summary of the differences between the expected database schema given your migrations "
     "files, and the actual schema of the database.\n\nIt should be understood as the set of changes to get from "
     "the expected schema to the actual schema.\n\n[*] Changed the `Contact` table\n  [+] Added column `nickname`\n\n"
     "We need to reset the \"public\" schema at \"localhost:5433\"\nDo you want to continue? All data will be lost.",
     True),
    ("bash", "git log --oneline -3 -- prisma/", "9d1e2aa contacts: phone index\n51f0c3b contacts: initial", False),
    ("say", "Someone added `nickname` to the live table by hand (no migration has it). Options: (1) `prisma migrate "
            "reset` — drops the data; (2) keep the data: write the column into a migration with `npx prisma "
            "migrate diff --from-migrations prisma/migrations --to-schema-datasource prisma/schema.prisma "
            "--script` and mark it applied with `prisma migrate resolve --applied`. Shall I do (2)?"),
    ("user", "let me talk to Lena first, she added that column. don't touch the db for now"),
    ("bash", "npx prisma validate", "Prisma schema loaded from prisma/schema.prisma\nThe schema at prisma/schema.prisma "
                                     "is valid 🚀", False),
    ("say", "Leaving the database alone. The schema file itself is valid; the drift is only the hand-added column."),
]

EXPO_ALIAS_FAIL = ("Exit code 1\nStarting Metro Bundler\nAndroid Bundling failed 2113ms index.js (1012 modules)\n"
                   "Unable to resolve \"@/components/PriceTag\" from \"app/(tabs)/index.tsx\"\n"
                   "  12 | import { PriceTag } from '@/components/PriceTag'\n     |                          ^")

EXPO_ALIAS = [
    ("user", "Metro can't resolve my @/ imports in the expo app, ts is fine with them"),
    ("bash", "cat babel.config.js",
     "module.exports = function (api) {\n  api.cache(true)\n  return { presets: ['babel-preset-expo'] }\n}", False),
    ("bash", "npx expo export --platform android", EXPO_ALIAS_FAIL, True),
    ("bash", "npm i -D babel-plugin-module-resolver",
     "\nadded 6 packages, and audited 1311 packages in 9s\n\nfound 0 vulnerabilities", False),
    ("edit", "/Users/lee/apps/pricer/babel.config.js", "return { presets: ['babel-preset-expo'] }",
     "return {\n    presets: ['babel-preset-expo'],\n    plugins: [['module-resolver', { alias: { '@': './src' } }]],\n  }"),
    ("bash", "npx expo start -c --no-dev --minify",
     "Starting project at /Users/lee/apps/pricer\nStarting Metro Bundler\nwarning: Bundler cache is empty, "
     "rebuilding (this may take a minute)\nWaiting on http://localhost:8081\nLogs for your project will appear "
     "below.", False),
    ("bash", "npx expo export --platform android", EXPO_ALIAS_FAIL, True),
    ("say", "Still unresolved. `@/components` maps to ./src/components, but the file is in ./components at the root. "
            "The alias should point at '.' instead; want me to change it?"),
    ("user", "I changed it to './' myself and restarted, still fails on the phone. leave it, I'll look tonight"),
]


def sources() -> dict[str, tuple[str, str, str, list[Any]]]:
    out = {
        "ts-paths": ("/home/mira/code/ledger-ui", "2026-10-02T08:11:04.000Z", "alias-move", TS_PATHS),
        "next-suspense": ("/srv/shop-web", "2026-10-02T09:30:00.000Z", "search-page", NEXT_SUSPENSE),
        "eslint-flat": ("/home/jo/dashboard", "2026-10-03T14:02:10.000Z", "eslint9", ESLINT_FLAT),
        "vitest-jsdom": ("/home/ana/widgets", "2026-10-03T16:20:00.000Z", "toggle", VITEST_JSDOM),
        "playwright-deps": ("/home/runner/work/shop-e2e", "2026-10-04T07:45:00.000Z", "main", PLAYWRIGHT),
        "prisma-p1001": ("/home/kai/billing", "2026-10-04T10:00:00.000Z", "subscriptions", PRISMA_P1001),
        "prisma-drift": ("/home/sam/crm", "2026-10-05T11:15:00.000Z", "main", PRISMA_DRIFT),
        "expo-alias": ("/Users/lee/apps/pricer", "2026-10-05T19:40:00.000Z", "alias", EXPO_ALIAS),
    }
    out.update(sources_b())
    out.update(sources_c())
    out.update(sources_d())
    return out
