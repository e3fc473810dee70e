"""Scripted sessions of corpus20, part B: pre-commit on Windows (untracked files and mypy stubs), lefthook with
commitlint replacing husky on macOS, Volta and Corepack with Yarn 4 on Windows, a Renovate config validated and
dry-run locally (ANSI colour in its logs), Netlify CLI functions with sharp on macOS, DigitalOcean App Platform
through doctl. Steps in the shape of tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus20_common import out
from tests.truth.sessions_dsl import Step

PRECOMMIT = "pre-commit-windows-untracked"
LEFTHOOK = "lefthook-commitlint-husky"
VOLTA = "volta-corepack-yarn4"
RENOVATE = "renovate-local-dryrun"
NETLIFY = "netlify-functions-sharp"
DOCTL = "doctl-app-platform-port"

_PCC = "C:\\Users\\Marek\\dev\\invoice-tool\\.pre-commit-config.yaml"


def _hook(name: str, result: str) -> str:
    return f"{name}{'.' * (73 - len(name) - len(result))}{result}"


_PASSED = [_hook(n, "Passed") for n in ("ruff", "ruff-format", "mypy", "fix end of files", "trim trailing whitespace",
                                        "mixed line ending")]

PRECOMMIT_STEPS: list[Step] = [
    ("user", "Set up pre-commit with ruff, ruff-format, mypy and the basic pre-commit-hooks, and get "
             "`pre-commit run --all-files` clean."),
    ("write", _PCC, "repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.8.4\n    hooks:\n"
                    "      - id: ruff\n      - id: ruff-format\n  - repo: https://github.com/pre-commit/mirrors-mypy\n"
                    "    rev: v1.13.0\n    hooks:\n      - id: mypy\n"
                    "  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v5.0.0\n    hooks:\n"
                    "      - id: end-of-file-fixer\n      - id: trailing-whitespace\n      - id: mixed-line-ending"),
    ("bash", "pre-commit install && pre-commit run --all-files", out(
        "Exit code 1", "pre-commit installed at .git\\hooks\\pre-commit",
        "[INFO] Initializing environment for https://github.com/astral-sh/ruff-pre-commit.",
        "[INFO] Initializing environment for https://github.com/pre-commit/mirrors-mypy.",
        "[INFO] Initializing environment for https://github.com/pre-commit/pre-commit-hooks.",
        "[INFO] Installing environment for https://github.com/astral-sh/ruff-pre-commit.",
        "[INFO] Once installed this environment will be reused.", "[INFO] This may take a few minutes...",
        _hook("ruff", "Passed"), _hook("ruff-format", "Failed"), "- hook id: ruff-format",
        "- files were modified by this hook", "", "7 files reformatted, 12 files left unchanged", "",
        _hook("mypy", "Failed"), "- hook id: mypy", "- exit code: 1", "",
        'src\\invoice_tool\\pdf.py:3: error: Library stubs not installed for "requests"  [import-untyped]',
        'src\\invoice_tool\\pdf.py:3: note: Hint: "python3 -m pip install types-requests"',
        'src\\invoice_tool\\pdf.py:3: note: (or run "mypy --install-types" to install all missing stub packages)',
        "Found 1 error in 1 file (checked 19 source files)", "",
        _hook("fix end of files", "Failed"), "- hook id: end-of-file-fixer", "- exit code: 1",
        "- files were modified by this hook", "", "Fixing README.md", "", _hook("trim trailing whitespace", "Passed"),
        _hook("mixed line ending", "Failed"), "- hook id: mixed-line-ending", "- exit code: 1",
        "- files were modified by this hook", "", "Fixing src/invoice_tool/cli.py"), True),
    ("say", "The 'files were modified by this hook' failures are the fixers doing their job. mypy runs in "
            "pre-commit's own virtualenv, which has none of the project's packages, so `requests` has no stubs "
            "there; they go in `additional_dependencies`."),
    ("edit", _PCC, "      - id: mypy", "      - id: mypy\n        additional_dependencies: [types-requests]"),
    ("bash", "pre-commit run --all-files", out("[INFO] Installing environment for https://github.com/pre-commit/"
                                               "mirrors-mypy.", "[INFO] Once installed this environment will be "
                                               "reused.", *_PASSED), False),
    ("user", "commit it"),
    ("bash", 'git add -A && git commit -m "Add pre-commit hooks"', out(
        "Exit code 1", *_PASSED[:3], _hook("fix end of files", "Failed"), "- hook id: end-of-file-fixer",
        "- exit code: 1", "- files were modified by this hook", "", "Fixing .pre-commit-config.yaml", "",
        *_PASSED[4:]), True),
    ("say", "`--all-files` means all *tracked* files. The new config file was untracked until `git add -A`, so this "
            "commit is the first time end-of-file-fixer saw it (the Write left it without a final newline). The hook "
            "has already fixed it; re-staging and committing."),
    ("bash", 'git add .pre-commit-config.yaml && git commit -m "Add pre-commit hooks"', out(
        *_PASSED, "[hooks 4e1a9c2] Add pre-commit hooks", " 10 files changed, 96 insertions(+), 71 deletions(-)",
        " create mode 100644 .pre-commit-config.yaml"), False),
    ("user", "great, thanks"),
]

_BOX = ("╭──────────────────────────────────────╮", "│ 🥊 lefthook v1.8.4  hook: commit-msg │",
        "╰──────────────────────────────────────╯", "┃  commitlint ❯ ")

LEFTHOOK_STEPS: list[Step] = [
    ("user", "Replace husky with lefthook and wire commitlint into commit-msg."),
    ("bash", "npm uninstall husky && npm install --save-dev lefthook @commitlint/cli @commitlint/config-conventional",
     out("", "removed 1 package, and audited 801 packages in 2s", "", "added 112 packages, and audited 913 packages "
         "in 9s", "", "196 packages are looking for funding", "  run `npm fund` for details", "",
         "found 0 vulnerabilities"), False),
    ("write", "/Users/olu/work/storefront/lefthook.yml",
     "commit-msg:\n  commands:\n    commitlint:\n      run: npx commitlint --edit {1}\n\npre-commit:\n"
     "  parallel: true\n  commands:\n    eslint:\n      glob: \"*.{js,ts,tsx}\"\n      run: npx eslint {staged_files}\n"),
    ("write", "/Users/olu/work/storefront/commitlint.config.js",
     "export default { extends: ['@commitlint/config-conventional'] };\n"),
    ("bash", "npx lefthook install", out(
        "Exit code 1", "│ Error: core.hooksPath is set locally to '.husky/_'",
        "hint: Run 'git config --unset-all --local core.hooksPath' to remove it.",
        "hint: Run 'lefthook install --force' to install hooks anyway."), True),
    ("say", "husky v9 left `core.hooksPath` pointing at `.husky/_`; while it is set git never looks in .git/hooks, "
            "where lefthook installs. Removing the setting rather than forcing:"),
    ("bash", "git config --unset-all --local core.hooksPath && npx lefthook install",
     "sync hooks: ✔️ (commit-msg, pre-commit)", False),
    ("bash", 'git commit --allow-empty -m "bad message"', out(
        "Exit code 1", *_BOX, "", "/Users/olu/work/storefront/commitlint.config.js:1",
        "export default { extends: ['@commitlint/config-conventional'] };", "^^^^^^", "",
        "SyntaxError: Unexpected token 'export'", "    at wrapSafe (node:internal/modules/cjs/loader:1378:20)", "",
        "  ────────────────────────────────────", "summary: (done in 0.84 seconds)", "🥊  commitlint"), True),
    ("say", "package.json has no `\"type\": \"module\"`, so Node loads commitlint.config.js as CommonJS and chokes "
            "on `export default`. As .mjs it is an ES module whatever the package type says."),
    ("bash", "mv commitlint.config.js commitlint.config.mjs", "", False),
    ("bash", "git commit --allow-empty -m \"bad message\" 2>&1 | sed -n '5,9p'", out(
        "⧗   input: bad message", "✖   subject may not be empty [subject-empty]",
        "✖   type may not be empty [type-empty]", "", "✖   found 2 problems, 0 warnings"), False),
    ("bash", 'git add -A && git commit -m "chore: switch git hooks from husky to lefthook"', out(
        "╭─────────────────────────────────────╮", "│ 🥊 lefthook v1.8.4  hook: pre-commit │",
        "╰─────────────────────────────────────╯", "┃  eslint (skip) no matching staged files", *_BOX,
        "⧗   input: chore: switch git hooks from husky to lefthook", "✔   found 0 problems, 0 warnings", "",
        "  ────────────────────────────────────", "summary: (done in 0.91 seconds)", "✔️  commitlint",
        "[chore/hooks 81c0d3e] chore: switch git hooks from husky to lefthook",
        " 4 files changed, 1893 insertions(+), 77 deletions(-)"), False),
    ("user", "sweet. the windows folks use GitHub Desktop, anything they need to do?"),
    ("say", "They need `npx lefthook install` once after pulling (or just `npm install` if we add a `prepare` script "
            "running `lefthook install`), and GitHub Desktop has to find `npx` on PATH, so Node must be installed "
            "system-wide there. I haven't tried it from Desktop."),
    ("user", "ok, I'll tell them"),
]

VOLTA_STEPS: list[Step] = [
    ("user", "New laptop. Get atlas-web building: node is pinned with volta and yarn 4 via packageManager."),
    ("bash", "grep -n -A3 -E '\"volta\"|packageManager' package.json", out(
        '5:  "packageManager": "yarn@4.5.3",', '6-  "volta": {', '7-    "node": "20.18.1"', "8-  },"), False),
    ("bash", "volta install node@20.18.1", "success: installed and set node@20.18.1 (with npm@10.8.2) as default",
     False),
    ("bash", "node --version && yarn --version", out("v22.11.0", "1.22.22"), False),
    ("bash", "where.exe node", out("C:\\Program Files\\nodejs\\node.exe", "C:\\Program Files\\Volta\\node.exe"),
     False),
    ("say", "A standalone Node install (the MSI in C:\\Program Files\\nodejs) comes before Volta's shim on PATH, so "
            "`node` is v22 whatever Volta pins. Uninstalling that Node from Apps & features is the clean fix, and I "
            "can't do that from here."),
    ("user", "I uninstalled the standalone node from Apps & features and reopened the terminal. try again"),
    ("bash", "node --version && yarn --version && yarn install", out(
        "Exit code 1", "v20.18.1", "1.22.22",
        'error This project\'s package.json defines "packageManager": "yarn@4.5.3". However the current global '
        'version of Yarn is 1.22.22.', "",
        'Presence of the "packageManager" field indicates that the project is meant to be used with Corepack, a '
        'tool included by default with all official Node.js distributions starting from 16.9 and 14.19.',
        "Corepack must currently be enabled by running corepack enable in your terminal. For more information, "
        "check out https://yarnpkg.com/corepack."), True),
    ("bash", "corepack enable && yarn --version", "1.22.22", False),
    ("say", "corepack enable wrote its shims next to Volta's node image, but PATH still finds Volta's own `yarn` "
            "shim, the global 1.22. With Volta in charge, the way to Yarn 4 is to let Volta pin it too."),
    ("bash", "volta pin yarn@4.5.3 && yarn --version", out("success: pinned yarn@4.5.3 in package.json", "4.5.3"),
     False),
    ("bash", "yarn install && yarn build", out(
        "➤ YN0000: · Yarn 4.5.3", "➤ YN0000: ┌ Resolution step", "➤ YN0000: └ Completed", "➤ YN0000: ┌ Fetch step",
        "➤ YN0013: │ 1203 packages were added to the project (+ 412.6 MiB).", "➤ YN0000: └ Completed in 41s 203ms",
        "➤ YN0000: ┌ Link step",
        "➤ YN0007: │ esbuild@npm:0.24.0 must be built because it never has been before or the last one failed",
        "➤ YN0000: └ Completed in 12s 511ms", "➤ YN0000: · Done with warnings in 55s 9ms",
        "vite v5.4.11 building for production...", "✓ 1432 modules transformed.", "✓ built in 18.42s"), False),
    ("user", "nice, builds here now 😄"),
]

_RENOVATE_JSON5 = "/home/fatima/src/platform-config/renovate.json5"
_INFO = " \x1b[32mINFO\x1b[39m:"

RENOVATE_STEPS: list[Step] = [
    ("user", "Our renovate.json5 isn't grouping the AWS SDK updates. Validate it and do a local dry run against this "
             "repo."),
    ("bash", "npx --yes --package renovate -- renovate-config-validator renovate.json5", out(
        "Exit code 1", f"{_INFO} Validating renovate.json5", "\x1b[31mERROR\x1b[39m: Found errors in configuration",
        '       "file": "renovate.json5",', '       "errors": [', "         {",
        '           "topic": "Configuration Error",',
        '           "message": "Invalid configuration option: packageRules[0].groupname"', "         }", "       ]"),
     True),
    ("edit", _RENOVATE_JSON5, '      groupname: "aws-sdk",', '      groupName: "aws-sdk",'),
    ("bash", "npx --yes --package renovate -- renovate-config-validator renovate.json5", out(
        f"{_INFO} Validating renovate.json5", f"{_INFO} Config validated successfully"), False),
    ("bash", "LOG_LEVEL=debug npx --yes renovate --platform=local --dry-run=lookup 2>&1 | grep -E "
             "'\"(groupName|branchName)\"' | sort -u | head -6", out(
                 '         "branchName": "renovate/aws-sdk",', '         "branchName": "renovate/eslint-monorepo",',
                 '         "groupName": "aws-sdk",', '         "groupName": "eslint monorepo",'), False),
    ("user", "good. next: renovate opens a separate PR per Dockerfile for node:20-alpine. pin digests and group those "
             "into one PR"),
    ("edit", _RENOVATE_JSON5, "  packageRules: [\n",
     '  packageRules: [\n    {\n      matchDatasources: ["docker"],\n      matchPackageNames: ["node"],\n'
     '      pinDigests: true,\n      groupName: "node image",\n    },\n'),
    ("bash", "npx --yes --package renovate -- renovate-config-validator --strict renovate.json5", out(
        f"{_INFO} Validating renovate.json5", f"{_INFO} Config validated successfully"), False),
    ("say", "The rule validates, strict mode included. Docker updates of `node` in every Dockerfile now share one "
            "branch, with digests pinned."),
    ("user", "did you check the dry run actually shows the docker group though?"),
    ("say", "No, only the validator ran after that change; I haven't repeated the `--dry-run=lookup` pass to look for a "
            "`renovate/node-image` branch."),
    ("user", "ok, later. out of time, push the branch"),
    ("bash", "git push -u origin renovate-presets", out(
        "To github.com:fatima/platform-config.git", " * [new branch]      renovate-presets -> renovate-presets",
        "branch 'renovate-presets' set up to track 'origin/renovate-presets'."), False),
]

_TOML = "/Users/lena/sites/bakery-orders/netlify.toml"

NETLIFY_STEPS: list[Step] = [
    ("user", "`netlify dev` serves the site but /api/orders 404s. The function is in netlify/functions/orders.ts"),
    ("bash", "cat netlify.toml", out(
        "[build]", '  command = "npm run build"', '  publish = "dist"', '  functions = "functions"', "",
        "[[redirects]]", '  from = "/api/*"', '  to = "/.netlify/functions/:splat"', "  status = 200"), False),
    ("say", "The functions directory is set to `functions/` but the code is in `netlify/functions/`, so Netlify Dev "
            "loads no function and the redirect lands on nothing."),
    ("edit", _TOML, '  functions = "functions"', '  functions = "netlify/functions"'),
    ("bash", "(netlify dev --offline > /tmp/ndev.log 2>&1 &); sleep 12; grep -E 'Loaded function|Server now ready' "
             "/tmp/ndev.log; curl -s -o /dev/null -w '%{http_code}\\n' localhost:8888/api/orders", out(
                 "◈ Loaded function orders http://localhost:8888/.netlify/functions/orders",
                 "   │   ◈ Server now ready on http://localhost:8888   │", "200"), False),
    ("user", "ok. deploy a preview"),
    ("bash", "netlify deploy --build", out(
        "Exit code 1", "Netlify Build", "─" * 64, "", "❯ Version", "  @netlify/build 29.58.0", "",
        "Functions bundling", "─" * 64, "", "Packaging Functions from netlify/functions directory:", " - orders.ts", "",
        '✘ [ERROR] No loader is configured for ".node" files: '
        "node_modules/@img/sharp-darwin-arm64/lib/sharp-darwin-arm64.node", "",
        "    node_modules/sharp/lib/sharp.js:10:21:",
        "      10 │   require(`../build/Release/sharp-${runtimePlatform}.node`),", "",
        " ›   Error: Deploy did not succeed: Failed to bundle functions"), True),
    ("say", "sharp ships a native `.node` binary that esbuild can't bundle. Marked external, Netlify zips "
            "node_modules/sharp beside the function instead."),
    ("edit", _TOML, '  functions = "netlify/functions"\n',
     '  functions = "netlify/functions"\n\n[functions]\n  node_bundler = "esbuild"\n'
     '  external_node_modules = ["sharp"]\n'),
    ("bash", "netlify deploy --build", out(
        "Functions bundling", "─" * 64, "", "Packaging Functions from netlify/functions directory:", " - orders.ts", "",
        "✔ Finished bundling functions", "", "Deploy path:        /Users/lena/sites/bakery-orders/dist",
        "Functions path:     /Users/lena/sites/bakery-orders/netlify/functions", "Deploying to draft URL...",
        "✔ Finished uploading 41 assets", "✔ Deploy is live!", "",
        "Build logs:         https://app.netlify.com/sites/bakery-orders/deploys/6752a1f0c3b2d1e4f5a6b7c8",
        "Website draft URL:  https://6752a1f0c3b2--bakery-orders.netlify.app"), False),
    ("bash", "curl -s https://6752a1f0c3b2--bakery-orders.netlify.app/api/orders | head -c 300",
     '{"errorType":"Error","errorMessage":"Could not load the \\"sharp\\" module using the linux-x64 runtime\\n'
     'Possible solutions:\\n- Ensure optional dependencies can be installed:\\n    npm install --include=optional '
     'sharp\\n- Ensure your package manager supports multi-platform installation:","trace":', False),
    ("say", "The function deploys now, but node_modules/sharp was zipped from this Mac, so it carries only the "
            "darwin-arm64 binary while the function runs on linux-x64. Installing sharp's linux-x64 build before a "
            "deploy from here fixes that; I've put it in a script:"),
    ("write", "/Users/lena/sites/bakery-orders/scripts/fix-sharp-linux.sh",
     "#!/bin/sh\n# Deploy from macOS with sharp's linux-x64 binary in node_modules\nset -e\n"
     "npm install --os=linux --cpu=x64 sharp\nnetlify deploy --build\n"),
    ("user", "let CI deploy it, it builds on linux anyway. I'll push the branch myself."),
]

_APP = "7c2f4a18-9d3e-4b61-a0f2-5e8c1d7b3a90"
_APP_YAML = "/home/theo/src/tidepool/.do/app.yaml"
_URL = "https://tidepool-x7k2q.ondigitalocean.app"

DOCTL_STEPS: list[Step] = [
    ("user", "Deploy tidepool to DigitalOcean App Platform from .do/app.yaml. doctl is already authed."),
    ("bash", "doctl apps spec validate .do/app.yaml", out(
        "Exit code 1", 'Error: POST https://api.digitalocean.com/v2/apps/propose: 400 (request '
        '"b1f7e2c4-0d6a-4c3e-9f21-7a5d8e3b6c10") invalid instance_size_slug "basic-xxs"'), True),
    ("bash", "doctl apps tier instance-size list", out(
        "Name                CPUs    Memory (MiB)    Slug                  Tier",
        "Shared 512 MiB      1       512             apps-s-1vcpu-0.5gb    basic",
        "Shared 1 GiB        1       1024            apps-s-1vcpu-1gb      basic",
        "Dedicated 1 GiB     1       1024            apps-d-1vcpu-1gb      professional"), False),
    ("say", "`basic-xxs` is one of the old slugs; the current names look like `apps-s-1vcpu-0.5gb`."),
    ("edit", _APP_YAML, "    instance_size_slug: basic-xxs", "    instance_size_slug: apps-s-1vcpu-0.5gb"),
    ("bash", "doctl apps spec validate .do/app.yaml", out(
        "name: tidepool", "region: fra", "services:", "- name: api", "  http_port: 8080", "  instance_count: 1",
        "  instance_size_slug: apps-s-1vcpu-0.5gb", "  github:", "    repo: theo/tidepool", "    branch: main"),
     False),
    ("bash", "doctl apps create --spec .do/app.yaml --wait", out(
        "Notice: App creation is in progress, waiting for app to be running", "...........", "Notice: App created",
        "ID                                      Spec Name    Default Ingress                              "
        "Active Deployment ID    Created At",
        f"{_APP}    tidepool     {_URL}                            2025-03-17 08:52:10 +0000 UTC"), False),
    ("bash", f"curl -s -o /dev/null -w '%{{http_code}}\\n' {_URL}/health", "503", False),
    ("bash", f"doctl apps list-deployments {_APP} --format ID,Phase,Progress", out(
        "ID                                      Phase    Progress",
        "0d9e6b21-4f3a-4c7d-8e15-b2a6c9f0d734    ERROR    4/6"), False),
    ("bash", f"doctl apps logs {_APP} api --type deploy | tail -2", out(
        "api 2025-03-17T08:55:02.114Z tidepool listening on :3000",
        "api 2025-03-17T08:57:48.903Z ERROR failed health checks after 7 attempts with error Readiness probe failed: "
        "dial tcp 10.244.14.9:8080: connect: connection refused"), False),
    ("say", "The app object exists but its first deployment is in ERROR: the service listens on 3000 while the spec's "
            "`http_port`, where App Platform probes, is 8080. Setting the port in the spec and updating the app:"),
    ("edit", _APP_YAML, "  http_port: 8080", "  http_port: 3000"),
    ("bash", f"doctl apps update {_APP} --spec .do/app.yaml --wait && curl -s {_URL}/health", out(
        "Notice: App update is in progress, waiting for app to be running", ".......", "Notice: App updated",
        f"{_APP}    tidepool     {_URL}    5a1c7e90-2b4d-4f68-9a3e-c1d0b7f2e854    2025-03-17 08:52:10 +0000 UTC",
        '{"ok":true}'), False),
    ("user", "👍 merci"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        PRECOMMIT: ("C:\\Users\\Marek\\dev\\invoice-tool", "2025-03-10T13:00:00Z", "hooks", PRECOMMIT_STEPS),
        LEFTHOOK: ("/Users/olu/work/storefront", "2025-03-11T16:40:00Z", "chore/hooks", LEFTHOOK_STEPS),
        VOLTA: ("C:\\Users\\Ana\\code\\atlas-web", "2025-03-12T09:00:00Z", "main", VOLTA_STEPS),
        RENOVATE: ("/home/fatima/src/platform-config", "2025-03-13T10:00:00Z", "renovate-presets", RENOVATE_STEPS),
        NETLIFY: ("/Users/lena/sites/bakery-orders", "2025-03-14T15:10:00Z", "netlify-functions", NETLIFY_STEPS),
        DOCTL: ("/home/theo/src/tidepool", "2025-03-17T08:45:00Z", "do-app", DOCTL_STEPS),
    }
