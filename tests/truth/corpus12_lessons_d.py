"""Labelled lessons of the twelfth corpus over s08 (Yarn PnP), s09 (ESLint 9 flat config) and s10 (Jest on native
ESM). Labels written from the session text (corpus12_sources_b.py, _c) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

YARN, ESL, JEST = "s08-yarn-pnp", "s09-eslint-flat", "s10-jest-esm"

RECORDS: list[dict[str, Any]] = [
    gotcha("045", YARN, (
        "Yarn PnP: a package's missing peer dependency needs packageExtensions",
        "build-storybook: @storybook/react tried to access react-dom (a peer dependency) but it isn't provided",
        "Adding react-dom to the app and expecting PnP to let @storybook/react see it",
        "PnP enforces declared peers strictly; @storybook/react 8.4.2 does not declare react-dom",
        "Add `packageExtensions` for \"@storybook/react@*\" with peerDependencies react-dom in .yarnrc.yml"),
        "`tried to access react-dom (a peer dependency) but it isn't provided by its ancestors` → packageExtensions "
        "in .yarnrc.yml → `yarn install && yarn build-storybook` → `Storybook build completed successfully`",
        "real", "shown", "edit_then_pass", "The .yarnrc.yml edit is followed by a successful storybook build.",
        ["arrows", "code spans"],
        {"failure": "tried to access react-dom (a peer dependency)", "fix": "packageExtensions:",
         "evidence": "Storybook build completed successfully"}, category="build_config", group="yarn-peer"),
    gotcha("046", YARN, (
        "Under Yarn PnP run scripts with `yarn node`, not `node`",
        "node scripts/seed.js: Error: Cannot find module 'pg' (MODULE_NOT_FOUND)",
        "Calling plain node in a PnP project",
        "There is no node_modules; only `yarn node` loads the .pnp.cjs resolver",
        "`yarn node scripts/seed.js`, and use it in the package.json script"),
        "Com PnP não existe node_modules: `node scripts/seed.js` dá `Error: Cannot find module 'pg'`, e "
        "`yarn node scripts/seed.js` imprimiu `seeded 40 boards, 312 cards (db: storyboard_dev)`.",
        "real", "shown", "fix_ran", "The yarn node run seeds the database right after the plain node failure.",
        ["Portuguese prose", "code span"],
        {"failure": "Error: Cannot find module 'pg'", "fix": "yarn node scripts/seed.js",
         "evidence": "seeded 40 boards, 312 cards"}, category="tool_quirk", group="yarn-node"),
    gotcha("047", YARN, (
        "VS Code TypeScript under Yarn PnP needs the editor SDK",
        "Editor: Cannot find module 'react' or its corresponding type declarations, while the CLI is fine",
        "Treating editor errors as a broken install",
        "VS Code's bundled TypeScript cannot resolve through .pnp.cjs",
        "`yarn dlx @yarnpkg/sdks vscode`, then select the workspace TypeScript version"),
        "person: \"Cannot find module 'react' or its corresponding type declarations\"; proposed `yarn dlx "
        "@yarnpkg/sdks vscode`.", "real", "not_shown", "question_offers_flag",
        "The SDK command is offered in a question ('Want me to run it?') and declined; it never runs.",
        ["double-quoted user text", "code span"],
        {"failure": "Cannot find module 'react' or its corresponding type", "fix": "Want me to run it?",
         "evidence": "yarn dlx @yarnpkg/sdks vscode"}, category="env_setup", group="yarn-sdk"),
    gotcha("048", YARN, (
        "Generating Yarn's VS Code SDK clears PnP type errors in the editor",
        "Red squiggles for react in VS Code",
        "Editor TypeScript does not understand PnP",
        "Missing .yarn/sdks",
        "Run yarn dlx @yarnpkg/sdks vscode"),
        "Ran `yarn dlx @yarnpkg/sdks vscode`; after switching to the workspace TypeScript the squiggles were gone.",
        "invented", "not_shown", "names_false_claim",
        "The command was only offered; the person declined it.", ["code span", "claims a run"],
        {"evidence": "hmm no, I'd rather not commit .yarn/sdks"}, category="env_setup", group="yarn-sdk"),
    knowledge("049", YARN, (
        "Separate editor problems from real type errors with yarn tsc under PnP",
        "The editor reports missing modules in a Yarn PnP repo",
        "Run `yarn tsc --noEmit` from the CLI; if it is clean the problem is the editor integration",
        "yarn runs tsc with the PnP resolver"),
        "`yarn tsc --noEmit && echo TSC_OK` → `TSC_OK`", "real", "knowledge",
        "The CLI type-check passes while the person reports editor errors.", ["arrow"],
        {"evidence": "TSC_OK"}, category="debugging_technique"),
    gotcha("050", YARN, (
        "yarn node cannot find pg either without packageExtensions",
        "seed script fails",
        "Assuming yarn node alone resolves pg",
        "pg missing",
        "Add pg to packageExtensions"),
        "`yarn node scripts/seed.js` failed with `Error: Cannot find module 'pg'`", "invented", "not_shown",
        "other_call_error", "The pg error came from plain `node scripts/seed.js`; `yarn node` seeded the db.",
        ["code spans"], {"evidence": "seeded 40 boards", "failure": "Error: Cannot find module 'pg'"},
        category="tool_quirk", group="yarn-node"),
    gotcha("051", YARN, (
        "yarn install warns about the storybook peer before it breaks",
        "yarn install prints a peer warning",
        "Ignoring YN0002",
        "Peer not provided",
        "packageExtensions"),
        "yarn install warned `YN0002: │ @storybook/react@npm:8.4.2 doesn't provide react-dom`", "invented",
        "not_shown", "never_seen_error", "Only `YN0000: · Done with warnings` was printed; no YN0002 line.",
        ["code span with box char"], {"evidence": "Done with warnings in 1s 802ms"}, category="build_config",
        group="yarn-peer"),
    gotcha("052", ESL, (
        "ESLint 9 flat config takes plugins as an object, not a string array",
        "`npx eslint .` exits 2: Key \"plugins\": This appears to be in eslintrc format (array of strings)",
        "Copying `plugins: [\"react\"]` from .eslintrc into eslint.config.mjs",
        "Flat config expects plugin objects keyed by namespace",
        "`plugins: { react }` with the imported plugin"),
        "Error: Key \"plugins\": This appears to be in eslintrc format (array of strings) rather than flat config "
        "format (object). → `plugins: { react },` → (after the ignores/jsx-runtime edit) `exit=0`",
        "real", "shown", "edit_then_pass",
        "The plugins error disappears after the edit (eslint lints); with the next edit eslint exits 0.",
        ["unquoted error", "arrows"],
        {"failure": "This appears to be in eslintrc format", "fix": "    plugins: { react },",
         "evidence": "npx eslint --max-warnings=0 ."},
        category="build_config", group="eslint-plugins"),
    gotcha("053", ESL, (
        "ESLint 9 ignores .eslintignore, so dist/ gets linted",
        "214 errors, most in dist/assets/index-4f1c2a.js, plus ESLintIgnoreWarning",
        "Keeping .eslintignore after moving to eslint.config.mjs",
        "Flat config reads only the `ignores` property",
        "Add `{ ignores: [\"dist/**\"] }` as the first config object"),
        "`ESLintIgnoreWarning: The \".eslintignore\" file is no longer supported.` → added `{ ignores: "
        "[\"dist/**\"] },` → `exit=0`", "real", "shown", "edit_then_pass",
        "After the edit adding ignores the same eslint run exits 0.", ["code spans", "arrows"],
        {"failure": "ESLintIgnoreWarning", "fix": "{ ignores: [\"dist/**\"] },", "evidence": "npx eslint --max-warnings=0 ."},
        category="build_config", group="eslint-ignore"),
    knowledge("054", ESL, (
        "ESLINT_USE_FLAT_CONFIG=false keeps eslintrc working on ESLint 9 until v10",
        "ESLint 9 refuses to run without eslint.config.*",
        "As a stopgap set ESLINT_USE_FLAT_CONFIG=false; plan the migration because v10 removes it",
        "ESLint 9 still reads eslintrc behind the flag, with a deprecation warning"),
        "Con `ESLINT_USE_FLAT_CONFIG=false npx eslint .` el lint pasó (`exit=0`), pero avisó: `ESLintRCWarning: "
        "You are using an eslintrc configuration file, which is deprecated and support will be removed in "
        "v10.0.0.`", "real", "knowledge", "The env-var run prints the warning and exit=0.",
        ["Spanish prose", "code span"], {"evidence": "ESLintRCWarning: You are using an eslintrc"},
        category="tool_quirk", scope="global"),
    gotcha("055", ESL, (
        "eslint-plugin-react's recommended rules need the jsx-runtime config for the new JSX transform",
        "'React' must be in scope when using JSX  react/react-in-jsx-scope",
        "Taking react.configs.recommended.rules alone in flat config",
        "The recommended set assumes the classic runtime",
        "Add `react.configs.flat[\"jsx-runtime\"]` after the recommended rules"),
        "src/App.jsx 12:5 `'React' must be in scope when using JSX` — fixed by `react.configs.flat[\"jsx-runtime\"],`; "
        "`npm run lint` then printed only `> eslint .`", "real", "shown", "edit_then_pass",
        "After the edit the lint runs exit 0 (exit=0, npm run lint succeeds).", ["code spans", "em dash"],
        {"failure": "'React' must be in scope when using JSX", "fix": "react.configs.flat[\"jsx-runtime\"]",
         "evidence": "> kanban@1.9.0 lint"}, category="build_config"),
    gotcha("056", ESL, (
        "A hand-written eslint.config.mjs works first time on ESLint 9",
        "lint broken after the ESLint 9 bump",
        "Keeping .eslintrc.json",
        "ESLint 9 wants flat config",
        "Write eslint.config.mjs"),
        "The first eslint.config.mjs loaded fine; the only remaining errors were the dist/ ones.", "invented",
        "not_shown", "names_false_claim", "The first flat config failed to load (plugins in eslintrc format, exit 2).",
        ["prose"], {"evidence": "This appears to be in eslintrc format"}, category="build_config",
        group="eslint-plugins"),
    gotcha("057", ESL, (
        "ESLint 9.4 drops eslintrc by default",
        "eslint cannot find a config",
        "eslintrc only",
        "flat config default",
        "eslint.config.mjs"),
        "```\nOops! Something went wrong! :(\n\nESLint: 9.4.0\n\nESLint couldn't find an eslint.config.(js|mjs|cjs) "
        "file.\n```", "invented", "not_shown", "near_miss", "The session's ESLint is 9.14.0.",
        ["fenced block", "version changed"], {"evidence": "ESLint: 9.14.0"}, category="build_config"),
    gotcha("058", ESL, (
        "Flat config rejects string plugins with a ConfigError",
        "eslint crashes on plugins",
        "eslintrc syntax in flat config",
        "plugins must be objects",
        "plugins: { react }"),
        "`ConfigError: Config (unnamed): Key \"plugins\": Expected an object.`", "invented", "not_shown",
        "never_seen_error", "The printed error was 'Error: Key \"plugins\": This appears to be in eslintrc "
        "format...'.", ["code span"], {"evidence": "Error: Key \"plugins\""}, category="build_config",
        group="eslint-plugins"),
    gotcha("059", JEST, (
        "Jest on \"type\": \"module\" needs node's --experimental-vm-modules",
        "Test suite failed to run: SyntaxError: Cannot use import statement outside a module",
        "Switching package.json to ESM and running jest unchanged (no babel)",
        "Jest wraps test files as CommonJS unless Node's VM modules are enabled",
        "Run `NODE_OPTIONS=--experimental-vm-modules npx jest`"),
        "`npx jest` → `SyntaxError: Cannot use import statement outside a module`; with "
        "`NODE_OPTIONS=--experimental-vm-modules npx jest` pricing.test.js came back ` PASS ` (checkout failed for "
        "another reason).", "real", "shown", "fix_ran",
        "With the flag the SyntaxError is gone and the pricing suite passes; checkout's failure is a different error.",
        ["code span", "parenthetical"],
        {"failure": "SyntaxError: Cannot use import statement outside a module",
         "fix": "NODE_OPTIONS=--experimental-vm-modules npx jest", "evidence": "PASS  src/__tests__/pricing.test.js"},
        category="test_strategy", group="jest-esm"),
    gotcha("060", JEST, (
        "jest.mock is not hoisted under native ESM; use jest.unstable_mockModule and a dynamic import",
        "ReferenceError: jest is not defined at jest.mock('../gateway.js')",
        "Keeping CommonJS-style jest.mock calls after the ESM switch",
        "ESM has no injected jest global and static imports run before any mock call",
        "`import { jest } from '@jest/globals'`, `jest.unstable_mockModule(...)`, then `await import('../checkout.js')`"),
        "ReferenceError: jest is not defined ⇒ Edit checkout.test.js to `jest.unstable_mockModule('../gateway.js', "
        "...)` + `await import('../checkout.js')` ⇒ `Tests:       14 passed, 14 total`", "real", "shown",
        "edit_then_pass", "The edit is followed by the same jest command passing both suites.", ["⇒ arrows"],
        {"failure": "ReferenceError: jest is not defined", "fix": "jest.unstable_mockModule('../gateway.js'",
         "evidence": "Tests:       14 passed, 14 total"}, category="test_strategy", group="jest-mock"),
    gotcha("061", JEST, (
        "CI calling `npx jest` directly skips the NODE_OPTIONS set in the npm test script",
        "CI still fails with Cannot use import statement outside a module after npm test passes locally",
        "Putting the flag only in package.json's test script",
        ".github/workflows/ci.yml runs `npx jest --ci ...`, not `npm test`",
        "Make CI run `npm test -- --ci --reporters=default --reporters=jest-junit`"),
        "ci.yml line 31: `run: npx jest --ci --reporters=default --reporters=jest-junit` → changed to `run: npm test "
        "-- --ci --reporters=default --reporters=jest-junit` and pushed.", "real", "not_shown", "never_run",
        "The workflow edit is pushed and the session ends; no CI result is seen after it.", ["arrow", "code spans"],
        {"failure": "CI still fails, same thing", "fix": "Pushed; the next CI run will go through `npm test`",
         "evidence": "run: npm test -- --ci"}, category="workflow", group="jest-ci"),
    gotcha("062", JEST, (
        "Put --experimental-vm-modules into the npm test script so CI gets it",
        "Jest ESM SyntaxError in CI",
        "Remembering the flag only on the command line",
        "Jest needs VM modules for ESM",
        "\"test\": \"NODE_OPTIONS=--experimental-vm-modules jest\" in package.json"),
        "package.json now has `\"test\": \"NODE_OPTIONS=--experimental-vm-modules jest\"` and `npm test` shows "
        "`Tests:       14 passed, 14 total`; committed and pushed.", "real", "not_shown", "confirmation_denied",
        "The local npm test passes, but the person answers 'CI still fails, same thing' right after the push.",
        ["code span with quotes"],
        {"failure": "CI still fails, same thing", "fix": "git commit -qam 'test: run jest on native ESM'",
         "evidence": "Ran all test suites."}, category="workflow", group="jest-ci"),
    gotcha("063", JEST, (
        "npm test reports jest is not defined under ESM",
        "npm test fails in checkout.test.js",
        "jest global missing",
        "ESM",
        "import jest from @jest/globals"),
        "`npm test` printed `ReferenceError: jest is not defined`", "invented", "not_shown", "other_call_error",
        "That error came from the NODE_OPTIONS npx jest run before the edit; npm test passed.", ["code spans"],
        {"evidence": "npm test 2>&1 | tail -n 3", "failure": "ReferenceError: jest is not defined"},
        category="test_strategy", group="jest-mock"),
    gotcha("064", JEST, (
        "unstable_mockModule makes the checkout suite pass",
        "checkout suite fails",
        "jest.mock in ESM",
        "not hoisted",
        "unstable_mockModule"),
        "→ `Tests:       15 passed, 15 total`", "invented", "not_shown", "near_miss", "14 tests passed, not 15.",
        ["arrow", "count changed"], {"evidence": "Tests:       14 passed, 14 total"}, category="test_strategy"),
    knowledge("065", JEST, (
        "The VM-modules flag alone is enough for Jest on ESM",
        "Moving a Jest project to native ESM",
        "Set NODE_OPTIONS=--experimental-vm-modules; no test changes needed",
        "Jest then loads ESM test files"),
        "With `NODE_OPTIONS=--experimental-vm-modules npx jest` both suites passed straight away.", "invented",
        "names_false_claim", "That run failed checkout.test.js (jest is not defined); it passed only after the edit.",
        ["code span", "false outcome"], {"evidence": "Test Suites: 1 failed, 1 passed, 2 total"},
        category="test_strategy", group="jest-esm"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
