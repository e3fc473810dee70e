"""Scripted sessions of the twelfth corpus (part c): ESLint 9 flat config, Jest with native ESM."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

ESLINT_NOCONF = """Exit code 2

Oops! Something went wrong! :(

ESLint: 9.14.0

ESLint couldn't find an eslint.config.(js|mjs|cjs) file.

From ESLint v9.0.0, the default configuration file is now eslint.config.js.
If you are using a .eslintrc.* file, please follow the migration guide
to update your configuration file to the new format:

https://eslint.org/docs/latest/use/configure/migration-guide"""

FLAT_CONFIG = """import js from "@eslint/js";
import react from "eslint-plugin-react";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["**/*.{js,jsx}"],
    plugins: ["react"],
    languageOptions: { globals: globals.browser, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: { ...react.configs.recommended.rules },
  },
];
"""

LINT_DIST = """Exit code 1
(node:42107) ESLintIgnoreWarning: The ".eslintignore" file is no longer supported. Switch to using the "ignores" property in "eslint.config.js": https://eslint.org/docs/latest/use/configure/migration-guide#ignoring-files
(Use `node --trace-warnings ...` to show where the warning was created)

/home/ivo/kanban/dist/assets/index-4f1c2a.js
  1:1822  error  'e' is assigned a value but never used  no-unused-vars
  1:9310  error  Unexpected empty object pattern         no-empty-pattern

/home/ivo/kanban/src/App.jsx
  12:5  error  'React' must be in scope when using JSX  react/react-in-jsx-scope

✖ 214 problems (214 errors, 0 warnings)"""


def eslint() -> tuple[str, str, str, list]:
    return ("/home/ivo/kanban", "2026-12-05T09:00:00Z", "eslint9", [
        ("user", "renovate bumped eslint to 9 and `npm run lint` is broken. get lint green again"),
        ("bash", "npx eslint .", ESLINT_NOCONF, True),
        ("bash", "ESLINT_USE_FLAT_CONFIG=false npx eslint . ; echo \"exit=$?\"", "(node:41822) ESLintRCWarning: You "
         "are using an eslintrc configuration file, which is deprecated and support will be removed in v10.0.0. "
         "Please migrate to using eslint.config.js instead.\nexit=0", False),
        ("say", "With the legacy switch it lints clean, but eslintrc support goes away in v10. Do you want the env "
         "var as a stopgap in the lint script, or a proper eslint.config.mjs?"),
        ("user", "migrate properly please"),
        ("write", "/home/ivo/kanban/eslint.config.mjs", FLAT_CONFIG),
        ("bash", "npx eslint .", "Exit code 2\n\nOops! Something went wrong! :(\n\nESLint: 9.14.0\n\nError: Key "
         "\"plugins\": This appears to be in eslintrc format (array of strings) rather than flat config format "
         "(object).", True),
        ("edit", "/home/ivo/kanban/eslint.config.mjs", "    plugins: [\"react\"],", "    plugins: { react },"),
        ("bash", "npx eslint .", LINT_DIST, True),
        ("say", "Two things the old setup handled: `.eslintignore` is no longer read (so dist/ gets linted), and the "
         "new JSX transform needs react's jsx-runtime config."),
        ("edit", "/home/ivo/kanban/eslint.config.mjs", "export default [\n  js.configs.recommended,\n",
         "export default [\n  { ignores: [\"dist/**\"] },\n  js.configs.recommended,\n  react.configs.flat[\"jsx-runtime\"],\n"),
        ("bash", "npx eslint --max-warnings=0 . ; echo \"exit=$?\"", "exit=0", False),
        ("bash", "git rm -q .eslintrc.json .eslintignore && npm run lint", "> kanban@1.9.0 lint\n> eslint .\n", False),
        ("say", "Lint is green on ESLint 9.14.0 with eslint.config.mjs; the old .eslintrc.json and .eslintignore are "
         "removed."),
    ])


JEST_SYNTAX = """Exit code 1
 FAIL  src/__tests__/pricing.test.js
  ● Test suite failed to run

    Jest encountered an unexpected token

    Details:

    /home/ivo/cart/src/__tests__/pricing.test.js:1
    ({"Object.<anonymous>":function(module,exports,require,__dirname,__filename,jest){import { priceWithTax } from '../pricing.js';
                                                                                      ^^^^^^

    SyntaxError: Cannot use import statement outside a module

      at Runtime.createScriptFromCode (node_modules/jest-runtime/build/index.js:1505:14)

Test Suites: 2 failed, 2 total"""


def jest() -> tuple[str, str, str, list]:
    return ("/home/ivo/cart", "2026-12-05T10:30:00Z", "esm", [
        ("user", "we set \"type\": \"module\" in package.json and jest stopped working. no babel please"),
        ("bash", "npx jest", JEST_SYNTAX, True),
        ("bash", "NODE_OPTIONS=--experimental-vm-modules npx jest", "Exit code 1\n(node:50312) ExperimentalWarning: VM "
         "Modules is an experimental feature and might change at any time\n PASS  src/__tests__/pricing.test.js\n "
         "FAIL  src/__tests__/checkout.test.js\n  ● Test suite failed to run\n\n    ReferenceError: jest is not "
         "defined\n\n      2 | import { checkout } from '../checkout.js';\n      3 |\n    > 4 | "
         "jest.mock('../gateway.js');\n        | ^\n\nTest Suites: 1 failed, 1 passed, 2 total", True),
        ("say", "Under native ESM there's no injected `jest` global and `jest.mock` isn't hoisted above imports. It "
         "needs `jest.unstable_mockModule` before a dynamic import of the module under test."),
        ("edit", "/home/ivo/cart/src/__tests__/checkout.test.js",
         "import { checkout } from '../checkout.js';\n\njest.mock('../gateway.js');",
         "import { jest } from '@jest/globals';\n\njest.unstable_mockModule('../gateway.js', () => ({ charge: "
         "jest.fn(async () => ({ ok: true })) }));\nconst { checkout } = await import('../checkout.js');"),
        ("bash", "NODE_OPTIONS=--experimental-vm-modules npx jest", "(node:50498) ExperimentalWarning: VM Modules is "
         "an experimental feature and might change at any time\n PASS  src/__tests__/pricing.test.js\n PASS  "
         "src/__tests__/checkout.test.js\n\nTest Suites: 2 passed, 2 total\nTests:       14 passed, 14 total", False),
        ("edit", "/home/ivo/cart/package.json", "\"test\": \"jest\"",
         "\"test\": \"NODE_OPTIONS=--experimental-vm-modules jest\""),
        ("bash", "npm test 2>&1 | tail -n 3", "Test Suites: 2 passed, 2 total\nTests:       14 passed, 14 total\n"
         "Ran all test suites.", False),
        ("bash", "git commit -qam 'test: run jest on native ESM' && git push -q", "", False),
        ("user", "CI still fails, same thing: SyntaxError: Cannot use import statement outside a module"),
        ("tool", "Grep", {"pattern": "jest", "path": ".github/workflows"},
         ".github/workflows/ci.yml:31:        run: npx jest --ci --reporters=default --reporters=jest-junit", False),
        ("say", "CI calls `npx jest` directly, so it never gets the NODE_OPTIONS from the npm script. Pointing it at "
         "`npm test`."),
        ("edit", "/home/ivo/cart/.github/workflows/ci.yml",
         "run: npx jest --ci --reporters=default --reporters=jest-junit",
         "run: npm test -- --ci --reporters=default --reporters=jest-junit"),
        ("bash", "git commit -qam 'ci: run tests through npm test' && git push -q", "", False),
        ("say", "Pushed; the next CI run will go through `npm test` and pick up the flag."),
    ])


def sources() -> Sources:
    return {"s09-eslint-flat": eslint(), "s10-jest-esm": jest()}
