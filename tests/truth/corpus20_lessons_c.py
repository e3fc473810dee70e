"""Labelled lessons of corpus20, part C: the Volta/Corepack on Windows, Renovate, Netlify CLI and doctl sessions.
Every label was written from the session text (corpus20_sources_b.py) before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus20_common import gotcha, knowledge
from tests.truth.corpus20_sources_b import DOCTL, NETLIFY, RENOVATE, VOLTA

_APP = "7c2f4a18-9d3e-4b61-a0f2-5e8c1d7b3a90"

VOLTA_LESSONS = [
    gotcha("vo-01", VOLTA, (
        "A standalone Node install ahead of Volta on PATH overrides the pinned version",
        "`node --version` prints v22.11.0 although package.json pins node 20.18.1 through Volta.",
        "Keeping the Node MSI installed on Windows next to Volta.",
        r"`where.exe node` lists C:\Program Files\nodejs\node.exe before Volta's shim, so the shim never runs.",
        "Uninstall the standalone Node (Apps & features), open a new terminal and check `node --version` again."),
        r"`where.exe node` listed C:\Program Files\nodejs\node.exe before C:\Program Files\Volta\node.exe and "
        r"`node --version` gave v22.11.0; after the standalone Node was uninstalled the same check printed v20.18.1.",
        label="shown", cls="rerun_passes", category="env_setup",
        why="The person uninstalls the MSI Node and the re-run of `node --version` prints the pinned v20.18.1; v22 "
            "never shows again.",
        phrasing="Windows path, prose, code span, outcome claim",
        steps={"failure": "v22.11.0", "fix": "I uninstalled the standalone node from Apps & features"}),
    gotcha("vo-02", VOLTA, (
        "Volta ignores the project's node pin until `volta install node@<version>` runs",
        "`node --version` reports v22.11.0 in a project whose package.json pins node 20.18.1 through Volta.",
        "Assuming Volta fetches the pinned Node lazily on first use.",
        "The pinned toolchain was not installed on the new laptop.",
        "Run `volta install node@20.18.1` so the pin resolves."),
        "`node --version && yarn --version` → v22.11.0 / 1.22.22 with `\"node\": \"20.18.1\"` in the volta block; "
        "`volta install node@20.18.1` → `success: installed and set node@20.18.1 (with npm@10.8.2) as default`.",
        label="not_shown", cls="ran_before_failure", category="env_setup",
        why="`volta install node@20.18.1` ran before the v22.11.0 check, so it cannot be what fixed it; node only "
            "reported v20.18.1 after the person removed the standalone Node.",
        phrasing="code span, arrow, nested quotes",
        steps={"failure": "v22.11.0", "fix": "volta install node@20.18.1"}),
    gotcha("vo-03", VOLTA, (
        "Under Volta, get Yarn 4 by pinning it with Volta rather than through Corepack",
        "`yarn install` refuses: package.json defines packageManager yarn@4.5.3 but the global Yarn is 1.22.22.",
        "Relying on the packageManager field while Volta's global Yarn 1 shim is first on PATH.",
        "Volta's `yarn` shim resolves to the globally installed 1.22 unless the project pins a Yarn in its volta "
        "block.",
        "`volta pin yarn@4.5.3`, then `yarn install`."),
        "`yarn install` → error This project's package.json defines \"packageManager\": \"yarn@4.5.3\". However the "
        "current global version of Yarn is 1.22.22. — `volta pin yarn@4.5.3 && yarn --version` → `4.5.3`, and "
        "`yarn install && yarn build` ended `✓ built in 18.42s`.",
        label="shown", cls="fix_ran", category="env_setup",
        why="The Yarn 1 refusal is followed by the Volta pin, which prints 4.5.3, and the install and build pass.",
        phrasing="prose with quoted error, code span, arrow",
        steps={"failure": "However the current global version of Yarn is 1.22.22",
               "fix": "volta pin yarn@4.5.3 && yarn --version"}),
    gotcha("vo-04", VOLTA, (
        "Enable Corepack so the packageManager field's Yarn 4 is used",
        "Yarn 1.22.22 rejects a project whose packageManager is yarn@4.5.3 and says to enable Corepack.",
        "Running the global Yarn 1 in a Yarn 4 project.",
        "The packageManager field is enforced by Corepack, which is off by default.",
        "Run `corepack enable` once; `yarn --version` should then report 4.5.3."),
        "The error says \"Corepack must currently be enabled by running corepack enable in your terminal\"; ran "
        "`corepack enable && yarn --version` on the Windows box.",
        label="not_shown", cls="rerun_still_fails", category="env_setup",
        why="`corepack enable && yarn --version` still printed 1.22.22 (Volta's shim wins); Yarn 4 only arrived "
            "with `volta pin`, a different fix.",
        phrasing="double-quoted output, code span",
        steps={"failure": "Corepack must currently be enabled", "fix": "corepack enable && yarn --version"}),
    gotcha("vo-05", VOLTA, (
        "Corepack takes over yarn from Volta once enabled",
        "After enabling Corepack the project gets the Yarn from packageManager.",
        "Pinning yarn in two places.",
        "Corepack's shims come before Volta's.",
        "Use `corepack enable` and drop Volta's yarn."),
        "`corepack enable && yarn --version` printed `4.5.3`, so Corepack took over from Volta's yarn.",
        label="invented", cls="names_false_claim", category="env_setup",
        why="That call printed 1.22.22; 4.5.3 is the output of `volta pin yarn@4.5.3 && yarn --version`.",
        phrasing="code span, false outcome claim", steps={"evidence": "corepack enable && yarn --version"}),
    gotcha("vo-06", VOLTA, (
        "A global Yarn 1 blocks Yarn 4 projects on Windows",
        "yarn install stops on the packageManager check.",
        "Keeping an old global yarn.",
        "Yarn 1 enforces the packageManager field.",
        "Upgrade the global yarn."),
        "`However the current global version of Yarn is 1.22.19.`",
        label="invented", cls="near_miss", category="env_setup",
        why="The session's global Yarn is 1.22.22; 1.22.19 never appears.",
        phrasing="code span, near-verbatim quote",
        steps={"evidence": "However the current global version of Yarn is 1.22.22"}),
    knowledge("vo-07", VOLTA, (
        "Volta's yarn shim lives in the user's Volta bin folder on Windows",
        "Working out which yarn Windows runs when Volta and Corepack are both installed.",
        "Ask `where.exe yarn`; Volta's shim comes from the per-user Volta bin directory.",
        "The first hit on PATH is the yarn that runs."),
        r"`where.exe yarn` → `C:\Users\Ana\AppData\Local\Volta\bin\yarn.cmd` listed before the Corepack shim",
        cls="invented_detail", category="env_setup",
        why="The session only ran `where.exe node`; no yarn lookup or Volta bin path appears.",
        phrasing="Windows path, code span, arrow", steps={"evidence": "where.exe node"}),
]

RENOVATE_LESSONS = [
    gotcha("rn-01", RENOVATE, (
        "Renovate option names are case-sensitive: `groupname` is an invalid option",
        "renovate-config-validator fails on packageRules[0].groupname and the AWS SDK updates are never grouped.",
        "Writing `groupname` instead of `groupName` in a packageRules entry.",
        "Renovate only knows the camelCase option; an unknown key is a configuration error and the grouping never "
        "applies.",
        "Rename it to `groupName` and re-run `npx --yes --package renovate -- renovate-config-validator "
        "renovate.json5`."),
        "`\x1b[31mERROR\x1b[39m: Found errors in configuration` … `Invalid configuration option: "
        "packageRules[0].groupname`; after renaming the key to `groupName` the validator printed `Config validated "
        "successfully`.",
        label="shown", cls="edit_then_pass", category="tool_quirk",
        why="The validator fails on the key; the Edit renames it and the re-run validates, and the dry run then shows "
            "the aws-sdk group.",
        phrasing="ANSI codes, code span, ellipsis, outcome claim",
        steps={"failure": "packageRules[0].groupname", "fix": 'groupName: "aws-sdk"'}),
    gotcha("rn-02", RENOVATE, (
        "Group Renovate's docker updates with pinDigests and a groupName rule",
        "Renovate opens one PR per Dockerfile for node:20-alpine.",
        "Leaving docker image updates ungrouped across several Dockerfiles.",
        "Each Dockerfile's `node` dependency gets its own branch unless a packageRule groups them.",
        "Add `{ matchDatasources: [\"docker\"], matchPackageNames: [\"node\"], pinDigests: true, groupName: \"node "
        "image\" }` to packageRules."),
        "Reported: renovate opens a separate PR per Dockerfile for node:20-alpine. After adding the docker rule, "
        "`npx --yes --package renovate -- renovate-config-validator --strict renovate.json5` → `Config validated "
        "successfully`.",
        label="not_shown", cls="other_check_passes", category="build_config",
        why="Only the validator ran after the rule was added; the dry run that would show a grouped docker branch "
            "was never repeated (the assistant says so when asked), so the grouping itself is not shown.",
        phrasing="prose, code span, arrow",
        steps={"failure": "renovate opens a separate PR per Dockerfile for node:20-alpine",
               "fix": "renovate-config-validator --strict renovate.json5"}),
    knowledge("rn-03", RENOVATE, (
        "Dry-run Renovate against the working copy with `--platform=local`",
        "Checking which branches Renovate would create before pushing a config change.",
        "Run `LOG_LEVEL=debug npx --yes renovate --platform=local --dry-run=lookup` in the repository and grep the "
        "debug output for branchName and groupName.",
        "It needs no token or hosted platform and shows whether a packageRule really groups updates."),
        "`LOG_LEVEL=debug npx --yes renovate --platform=local --dry-run=lookup` against the working copy showed "
        "`\"branchName\": \"renovate/aws-sdk\"` and `\"groupName\": \"aws-sdk\"`.",
        cls="knowledge", category="debugging_technique", scope="global",
        why="Quoted from the grep over the local dry run.",
        phrasing="code span, nested quotes", steps={"evidence": '"branchName": "renovate/aws-sdk"'}),
    gotcha("rn-04", RENOVATE, (
        "pinDigests alone makes Renovate group docker updates",
        "Docker PRs per Dockerfile stop once digests are pinned.",
        "Adding a groupName that is not needed.",
        "Digest pinning collapses identical image updates.",
        "Set `pinDigests: true` for docker."),
        "the `--dry-run=lookup` pass after the docker rule showed a `renovate/node-image` branch.",
        label="invented", cls="names_false_claim", category="build_config",
        why="No dry run followed the docker rule; `renovate/node-image` only appears in the assistant's admission "
            "that it was not checked.",
        phrasing="code span, false outcome claim", steps={"evidence": "renovate-config-validator --strict"}),
    gotcha("rn-05", RENOVATE, (
        "renovate-config-validator is missing from the renovate package's bin",
        "npx cannot start the validator.",
        "Calling the validator through `--package renovate`.",
        "The validator moved to its own package.",
        "Install renovate globally."),
        "`npx --package renovate -- renovate-config-validator` → `Error: Cannot find module "
        "'renovate/dist/config-validator.js'`",
        label="invented", cls="never_seen_error", category="tool_quirk",
        why="The validator ran every time; no module error appears.",
        phrasing="code span, arrow, invented error", steps={"evidence": "Validating renovate.json5"}),
    gotcha("rn-06", RENOVATE, (
        "A lowercase key in the second packageRule breaks Renovate's grouping",
        "The validator rejects the config.",
        "Lowercase option names.",
        "Options are camelCase.",
        "Fix the casing."),
        "`Invalid configuration option: packageRules[1].groupname`",
        label="invented", cls="near_miss", category="tool_quirk",
        why="The validator named packageRules[0], not [1].",
        phrasing="code span, near-verbatim quote", steps={"evidence": "packageRules[0].groupname"}),
]

NETLIFY_LESSONS = [
    gotcha("nf-01", NETLIFY, (
        "netlify.toml's functions directory must point where the functions live",
        "/api/orders 404s under `netlify dev` although netlify/functions/orders.ts exists.",
        "Leaving `functions = \"functions\"` in netlify.toml while the code sits in netlify/functions/.",
        "Netlify Dev loads functions only from the configured directory, so the /api/* redirect reaches nothing.",
        "Set `functions = \"netlify/functions\"` under [build]."),
        "netlify.toml had `functions = \"functions\"`; after changing it, `netlify dev` logged `◈ Loaded function "
        "orders http://localhost:8888/.netlify/functions/orders` and curl on /api/orders returned 200.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="The person reports the 404; after the Edit, Netlify Dev loads the function and curl gets 200.",
        phrasing="code span, nested quotes, outcome claim",
        steps={"failure": "/api/orders 404s", "fix": 'functions = "netlify/functions"'}),
    gotcha("nf-02", NETLIFY, (
        "esbuild cannot bundle sharp's native binary into a Netlify function",
        "`netlify deploy --build` fails in Functions bundling: no loader for .node files.",
        "Bundling a function that imports sharp with the default esbuild settings.",
        "sharp loads a platform-specific `.node` addon that esbuild has no loader for.",
        "Add `[functions] external_node_modules = [\"sharp\"]` (node_bundler = esbuild) so sharp is zipped beside "
        "the function."),
        "```\n✘ [ERROR] No loader is configured for \".node\" files: "
        "node_modules/@img/sharp-darwin-arm64/lib/sharp-darwin-arm64.node\n```\nWith `external_node_modules = "
        "[\"sharp\"]` the next `netlify deploy --build` showed `✔ Finished bundling functions` and a `Website draft "
        "URL:`.",
        label="shown", cls="rerun_passes", category="build_config",
        why="The deploy fails in bundling; after the Edit the same `netlify deploy --build` bundles and deploys, and "
            "the loader error does not return.",
        phrasing="fenced block, code span, outcome claim",
        steps={"failure": 'No loader is configured for ".node" files', "fix": 'external_node_modules = ["sharp"]'}),
    gotcha("nf-03", NETLIFY, (
        "A function deployed from macOS ships sharp's darwin binary and fails on linux-x64",
        "The draft URL's /api/orders answers that sharp could not be loaded using the linux-x64 runtime.",
        "Deploying functions from a Mac with node_modules installed for darwin-arm64.",
        "external_node_modules zips node_modules/sharp as installed locally, with only the darwin-arm64 binary.",
        "Install the linux build before deploying: `npm install --os=linux --cpu=x64 sharp && netlify deploy "
        "--build` (scripts/fix-sharp-linux.sh)."),
        "```\n{\"errorType\":\"Error\",\"errorMessage\":\"Could not load the \\\"sharp\\\" module using the linux-x64 "
        "runtime\n```\nThe fix is in scripts/fix-sharp-linux.sh: `npm install --os=linux --cpu=x64 sharp` before "
        "`netlify deploy --build`.",
        label="not_shown", cls="write_named_like_fix", category="build_config",
        why="The runtime error is real; the fix is only written into scripts/fix-sharp-linux.sh, which is never run, "
            "and the person leaves the deploy to CI.",
        phrasing="fenced block, escaped quotes, code span",
        steps={"failure": "module using the linux-x64 runtime", "fix": "scripts/fix-sharp-linux.sh"}),
    knowledge("nf-04", NETLIFY, (
        "`netlify deploy --build` without --prod publishes to a draft URL",
        "Deploying a preview of a Netlify site from the CLI.",
        "Run `netlify deploy --build`: it builds locally and uploads to a `<deploy-id>--<site>.netlify.app` draft "
        "URL, leaving production alone.",
        "Functions can be tried on the draft before a production deploy."),
        "`netlify deploy --build` → `Deploying to draft URL...`, `Website draft URL:  "
        "https://6752a1f0c3b2--bakery-orders.netlify.app`",
        cls="knowledge", category="workflow",
        why="Quoted from the successful deploy's output.",
        phrasing="code span, arrow, ellipsis", steps={"evidence": "Deploying to draft URL"}),
    gotcha("nf-05", NETLIFY, (
        "`netlify dev` cannot serve functions that import sharp",
        "Netlify Dev fails when a function imports sharp.",
        "Importing native modules in local functions.",
        "The dev server bundles functions with esbuild.",
        "Mark sharp external before running `netlify dev`."),
        "`netlify dev --offline` failed with `No loader is configured for \".node\" files`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="`netlify dev` loaded the function and served 200; the loader error belongs to `netlify deploy --build`.",
        phrasing="code span, nested quotes, error from another call",
        steps={"evidence": "◈ Loaded function orders"}),
    gotcha("nf-06", NETLIFY, (
        "external_node_modules is all a sharp function needs on Netlify",
        "Once sharp is external, the function works on the deployed site.",
        "Adding platform-specific installs that are not needed.",
        "Netlify reinstalls external modules for linux at deploy time.",
        "Only set `external_node_modules = [\"sharp\"]`."),
        "Once sharp was external, `curl -s https://6752a1f0c3b2--bakery-orders.netlify.app/api/orders` returned the "
        "orders JSON.",
        label="invented", cls="names_false_claim", category="build_config",
        why="That curl returned sharp's linux-x64 load error, not orders.",
        phrasing="code span, false outcome claim", steps={"evidence": "module using the linux-x64 runtime"}),
    knowledge("nf-07", NETLIFY, (
        "Netlify Dev serves on port 8080",
        "Pointing curl or a browser at a local `netlify dev`.",
        "Use localhost:8080 unless netlify.toml sets a [dev] port.",
        "The dev server proxies the framework server behind that port."),
        "`netlify dev --offline` printed `◈ Server now ready on http://localhost:8080`",
        cls="invented_detail", category="tool_quirk",
        why="The session's ready line says http://localhost:8888.",
        phrasing="code span, changed detail", steps={"evidence": "Server now ready on http://localhost:8888"}),
]

DOCTL_LESSONS = [
    gotcha("do-01", DOCTL, (
        "App Platform rejects the old `basic-xxs` instance size slug",
        "`doctl apps spec validate .do/app.yaml` fails with 400: invalid instance_size_slug basic-xxs.",
        "Using a legacy instance size name in .do/app.yaml.",
        "App Platform renamed its sizes; current slugs look like apps-s-1vcpu-0.5gb.",
        "List valid slugs with `doctl apps tier instance-size list` and set `instance_size_slug: "
        "apps-s-1vcpu-0.5gb`."),
        "`doctl apps spec validate .do/app.yaml` → `400 (request \"b1f7e2c4-0d6a-4c3e-9f21-7a5d8e3b6c10\") invalid "
        "instance_size_slug \"basic-xxs\"`; with `instance_size_slug: apps-s-1vcpu-0.5gb` the validate printed the "
        "normalized spec.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="Validation fails on the slug; after the Edit the same validate prints the spec, and the app is created.",
        phrasing="code span, nested quotes, arrow",
        steps={"failure": 'invalid instance_size_slug "basic-xxs"', "fix": "instance_size_slug: apps-s-1vcpu-0.5gb"}),
    gotcha("do-02", DOCTL, (
        "App Platform health-checks the spec's http_port, not the port the app listens on",
        "The app exists but its deployment is ERROR: the readiness probe on :8080 gets connection refused.",
        "Leaving `http_port: 8080` in the spec while the service listens on :3000.",
        "App Platform routes traffic and probes readiness on http_port, where nothing answers.",
        "Set `http_port: 3000` and apply it with `doctl apps update <id> --spec .do/app.yaml --wait`."),
        f"`doctl apps logs {_APP} api --type deploy` showed `tidepool listening on :3000` and `Readiness probe "
        f"failed: dial tcp 10.244.14.9:8080: connect: connection refused`; after `http_port: 3000`, `doctl apps "
        f"update {_APP} --spec .do/app.yaml --wait` → `Notice: App updated` and /health returned `{{\"ok\":true}}`.",
        label="shown", cls="fix_ran", category="build_config",
        why="The deploy log shows the probe failing on 8080; the update with http_port 3000 runs and /health answers "
            "in the same call.",
        phrasing="code span, arrow, JSON in a span",
        steps={"failure": "Readiness probe failed: dial tcp 10.244.14.9:8080",
               "fix": f"doctl apps update {_APP} --spec .do/app.yaml --wait"}),
    knowledge("do-03", DOCTL, (
        "Read an App Platform deployment's phase and deploy logs with doctl",
        "An App Platform app was created but its URL answers 503.",
        "`doctl apps list-deployments <app-id> --format ID,Phase,Progress` for the phase, then `doctl apps logs "
        "<app-id> <component> --type deploy` for the health-check messages.",
        "A finished `apps create` says nothing about the deployment; the phase and deploy logs show why it failed."),
        f"curl on /health → 503; `doctl apps list-deployments {_APP} --format ID,Phase,Progress` → "
        "`0d9e6b21-4f3a-4c7d-8e15-b2a6c9f0d734    ERROR    4/6`",
        cls="knowledge", category="debugging_technique", scope="global",
        why="The 503 and the ERROR phase are both in the session.",
        phrasing="code span, arrow", steps={"evidence": "ERROR    4/6"}),
    gotcha("do-04", DOCTL, (
        "doctl's spec validation runs the health check against the image",
        "Validating the spec already fails on the port.",
        "Validating before fixing the port.",
        "The propose endpoint probes the service.",
        "Fix http_port before `doctl apps spec validate`."),
        "`doctl apps spec validate .do/app.yaml` failed with `Readiness probe failed: dial tcp 10.244.14.9:8080: "
        "connect: connection refused`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="validate failed only on the instance slug; the probe failure is from the deployment's logs.",
        phrasing="code span, error from another call",
        steps={"evidence": 'invalid instance_size_slug "basic-xxs"'}),
    gotcha("do-05", DOCTL, (
        "`doctl apps create` needs a fresh auth context on first use",
        "App creation fails on authentication.",
        "Using the default doctl context.",
        "The token lacks App Platform scope.",
        "Run `doctl auth init` again."),
        "`doctl apps create --spec .do/app.yaml --wait` → `Error: unable to authenticate you`",
        label="invented", cls="never_seen_error", category="env_setup",
        why="The create call printed `Notice: App created`; no authentication error appears.",
        phrasing="code span, arrow, invented error", steps={"evidence": "Notice: App created"}),
    gotcha("do-06", DOCTL, (
        "App Platform probes port 3000 by default",
        "Deployments fail the readiness probe.",
        "Leaving http_port unset.",
        "The default port is 3000.",
        "Listen on 3000."),
        "deploy log: `Readiness probe failed: dial tcp 10.244.14.9:3000: connect: connection refused`",
        label="invented", cls="near_miss", category="tool_quirk",
        why="The probe in the log dialled :8080, not :3000.",
        phrasing="code span, near-verbatim quote", steps={"evidence": "Readiness probe failed"}),
]


def records() -> list[dict[str, Any]]:
    return [*VOLTA_LESSONS, *RENOVATE_LESSONS, *NETLIFY_LESSONS, *DOCTL_LESSONS]
