"""tracking15, part c: a Cloudflare Worker importing `node:*` modules without the `nodejs_compat` compatibility
flag, and Pulumi's passphrase secrets provider in a non-interactive shell."""
from __future__ import annotations

from tests.truth.tracking15_cases import T, ed, grep, rd, say, sh, u, wr

WORKER = "/home/dev/src/edge-worker"
RESIZER = "/home/dev/src/img-resizer"
WR_HEAD = " ⛅️ wrangler 3.78.2\n-------------------\n\n"


def could_not_resolve(mod: str, file: str, line: str, col: int) -> str:
    marks = " " * col + "~" * (len(mod) + 2)
    return (WR_HEAD + f'✘ [ERROR] Could not resolve "{mod}"\n\n    {file}:1:{col}:\n      1 │ {line}\n'
            f"        ╵ {marks}\n\n"
            f'  The package "{mod}" wasn\'t found on the file system but is built into node.\n'
            '  - Add the "nodejs_compat" compatibility flag to your project.\n\n\n'
            "✘ [ERROR] Build failed with 1 error:")


DRY_OK = (WR_HEAD + "Total Upload: 38.12 KiB / gzip: 9.04 KiB\nYour worker has access to the following bindings:\n"
          "- Vars:\n  - WEBHOOK_ORIGIN: \"https://hooks.tidewater.io\"\n--dry-run: exiting now.")


def lesson_e() -> None:
    T.source("s-wrangler-compat", WORKER, "2026-02-06T10:00:00Z", "feat/hmac",
             u("sign outgoing webhooks with HMAC-SHA256 using node:crypto, then check that the worker still bundles"),
             wr(f"{WORKER}/src/sign.ts", 'import { createHmac } from "node:crypto";\n\nexport function sign(body: string, '
                'key: string): string {\n  return createHmac("sha256", key).update(body).digest("hex");\n}\n'),
             sh("npx wrangler deploy --dry-run --outdir dist",
                could_not_resolve("node:crypto", "src/sign.ts", 'import { createHmac } from "node:crypto";', 27), True),
             say("Workers only expose Node built-ins when the `nodejs_compat` compatibility flag is set. Adding it to "
                 "`wrangler.toml`."),
             rd(f"{WORKER}/wrangler.toml", 'name = "edge-worker"\nmain = "src/index.ts"\ncompatibility_date = '
                '"2024-09-23"\n\n[vars]\nWEBHOOK_ORIGIN = "https://hooks.tidewater.io"'),
             ed(f"{WORKER}/wrangler.toml", 'compatibility_date = "2024-09-23"\n',
                'compatibility_date = "2024-09-23"\ncompatibility_flags = ["nodejs_compat"]\n'),
             sh("npx wrangler deploy --dry-run --outdir dist", DRY_OK))
    T.lesson("t15-wrangler-nodejs-compat", "project", "en", "s-wrangler-compat", "build_config",
             "Worker can't import `node:crypto` without the nodejs_compat flag",
             "`wrangler deploy --dry-run` (and `wrangler dev`) stops with `✘ [ERROR] Could not resolve "
             "\"node:crypto\"` as soon as a module imports a Node built-in.",
             "It reads like a missing npm dependency, so installing a crypto polyfill package is tempting; the "
             "built-in just isn't enabled.",
             "Workers expose `node:*` modules only when the `nodejs_compat` compatibility flag is on for the worker.",
             "Add `compatibility_flags = [\"nodejs_compat\"]` to `wrangler.toml` (`\"compatibility_flags\": "
             "[\"nodejs_compat\"]` in wrangler.jsonc), or pass `--compatibility-flags nodejs_compat` to "
             "`wrangler dev`.",
             ["`npx wrangler deploy --dry-run --outdir dist` → `✘ [ERROR] Could not resolve \"node:crypto\"`, "
              "`- Add the \"nodejs_compat\" compatibility flag to your project.`",
              "added `compatibility_flags = [\"nodejs_compat\"]`; the dry run then printed `--dry-run: exiting now.`"])


def later_e() -> None:
    T.later("l-wr-newworker", RESIZER, "2026-02-16T11:00:00Z", "main",
            u("scaffold img-resizer as a worker; it needs Buffer from node:buffer for the base64 bits"),
            wr(f"{RESIZER}/wrangler.toml", 'name = "img-resizer"\nmain = "src/index.ts"\ncompatibility_date = '
               '"2024-09-23"\ncompatibility_flags = [ "nodejs_compat" ]\n'),
            wr(f"{RESIZER}/src/index.ts", 'import { Buffer } from "node:buffer";\n\nexport default {\n  async '
               'fetch(req: Request): Promise<Response> {\n    const b = Buffer.from(await req.arrayBuffer());\n'
               '    return new Response(b.toString("base64"));\n  },\n};\n'),
            sh("npx wrangler deploy --dry-run --outdir dist",
               WR_HEAD + "Total Upload: 12.77 KiB / gzip: 3.10 KiB\n--dry-run: exiting now."))
    T.later("l-wr-devflag", WORKER, "2026-02-18T14:30:00Z", "spike/node-streams",
            u("quick spike: try node:stream in the worker locally without committing config changes"),
            ed(f"{WORKER}/src/index.ts", 'import { sign } from "./sign";',
               'import { sign } from "./sign";\nimport { Readable } from "node:stream";'),
            sh("(timeout 25 npx wrangler dev --local --compatibility-flags nodejs_compat --port 8788 > /tmp/wr.log 2>&1 "
               "&) ; sleep 12 && curl -s -X POST localhost:8788/hooks/test -d '{}' ; grep -E 'Ready|ERROR' /tmp/wr.log",
               '{"ok":true,"signed":true}\n[wrangler:inf] Ready on http://localhost:8788'))
    T.later("l-wr-jsonc", "/home/dev/src/queue-consumer", "2026-02-21T09:15:00Z", "feat/events",
            u("the queue consumer needs EventEmitter from node:events; wire it up"),
            rd("/home/dev/src/queue-consumer/wrangler.jsonc", '{\n  "name": "queue-consumer",\n  "main": "src/index.ts",\n'
               '  "compatibility_date": "2024-10-01"\n}'),
            ed("/home/dev/src/queue-consumer/wrangler.jsonc", '"compatibility_date": "2024-10-01"\n',
               '"compatibility_date": "2024-10-01",\n  "compatibility_flags": ["nodejs_compat"]\n'),
            ed("/home/dev/src/queue-consumer/src/index.ts", "export default {",
               'import { EventEmitter } from "node:events";\n\nexport default {'),
            sh("npx wrangler deploy --dry-run --outdir dist",
               WR_HEAD + "Total Upload: 21.40 KiB / gzip: 5.62 KiB\n--dry-run: exiting now."))
    T.later("l-wr-recur-resizer", "/home/dev/src/thumb-worker", "2026-02-23T10:40:00Z", "main",
            u("thumb-worker: hash the image bytes with node:crypto for the cache key"),
            ed("/home/dev/src/thumb-worker/src/cache.ts", "export function cacheKey(",
               'import { createHash } from "node:crypto";\n\nexport function cacheKey('),
            sh("npx wrangler deploy --dry-run --outdir dist",
               could_not_resolve("node:crypto", "src/cache.ts", 'import { createHash } from "node:crypto";', 27), True),
            ed("/home/dev/src/thumb-worker/wrangler.toml", 'compatibility_date = "2024-09-23"\n',
               'compatibility_date = "2024-09-23"\ncompatibility_flags = ["nodejs_compat"]\n'),
            sh("npx wrangler deploy --dry-run --outdir dist", WR_HEAD + "--dry-run: exiting now."))
    T.later("l-wr-recur-ci", WORKER, "2026-02-25T16:00:00Z", "feat/zlib",
            u("deploy job failed on main after merging the gzip PR. what happened?"),
            sh("gh run view 8830011245 --log-failed | tail -n 9",
               "deploy\tDeploy\t2026-02-25T15:41:10Z > wrangler deploy --env production\n"
               "deploy\tDeploy\t2026-02-25T15:41:14Z ✘ [ERROR] Could not resolve \"node:zlib\"\n"
               "deploy\tDeploy\t2026-02-25T15:41:14Z     src/gzip.ts:1:29:\n"
               "deploy\tDeploy\t2026-02-25T15:41:14Z   The package \"node:zlib\" wasn't found on the file system but "
               "is built into node.\ndeploy\tDeploy\t2026-02-25T15:41:14Z   - Add the \"nodejs_compat\" "
               "compatibility flag to your project.\ndeploy\tDeploy\t2026-02-25T15:41:15Z ##[error]Process completed "
               "with exit code 1."),
            rd(f"{WORKER}/wrangler.toml", 'name = "edge-worker"\nmain = "src/index.ts"\ncompatibility_date = '
               '"2024-09-23"\ncompatibility_flags = ["nodejs_compat"]\n\n[env.production]\nname = '
               '"edge-worker-prod"\ncompatibility_flags = []'),
            say("The production environment overrides `compatibility_flags` with an empty list, so the flag is off "
                "there. Removing the override."),
            ed(f"{WORKER}/wrangler.toml", 'name = "edge-worker-prod"\ncompatibility_flags = []',
               'name = "edge-worker-prod"'),
            sh("npx wrangler deploy --dry-run --env production --outdir dist", DRY_OK))
    T.later("l-wr-hono", WORKER, "2026-02-19T12:00:00Z", "feat/jwt",
            u("verify the JWT on /admin with hono's jwt middleware"),
            ed(f"{WORKER}/src/index.ts", 'import { Hono } from "hono";',
               'import { Hono } from "hono";\nimport { jwt } from "hono/jwt";'),
            sh("npx wrangler deploy --dry-run --outdir dist",
               WR_HEAD + '✘ [ERROR] Could not resolve "hono/jwt"\n\n    src/index.ts:2:20:\n      2 │ import { jwt } '
               'from "hono/jwt";\n\n  You can mark the path "hono/jwt" as external to exclude it from the bundle, which '
               'will remove this error.', True),
            sh("npm ls hono", "edge-worker@0.3.0 /home/dev/src/edge-worker\n└── hono@3.1.0"),
            say("The installed hono 3.1 predates the `hono/jwt` export; upgrading it."),
            sh("npm install hono@^4.6.0 && npx wrangler deploy --dry-run --outdir dist",
               "changed 1 package, and audited 212 packages in 2s\n" + DRY_OK))
    T.later("l-wr-whoami", WORKER, "2026-02-20T08:00:00Z", "main",
            u("which cloudflare account is wrangler logged into, and what does our config enable?"),
            sh("npx wrangler whoami", WR_HEAD + "Getting User settings...\n👋 You are logged in with an OAuth Token, "
               "associated with the email dev@tidewater.io."),
            grep("compatibility", f"{WORKER}/wrangler.toml",
                 '3:compatibility_date = "2024-09-23"\n4:compatibility_flags = ["nodejs_compat"]'))
    for sess, outcome, why in (
            ("l-wr-newworker", "applied", "writes wrangler.toml with `compatibility_flags = [ \"nodejs_compat\" ]` "
                                          "before importing node:buffer; bundles"),
            ("l-wr-devflag", "applied", "passes `--compatibility-flags nodejs_compat` to wrangler dev; no error"),
            ("l-wr-jsonc", "applied", "adds the flag to wrangler.jsonc by Edit before importing node:events"),
            ("l-wr-recur-resizer", "recurred", "`Could not resolve \"node:crypto\"` again in thumb-worker"),
            ("l-wr-recur-ci", "recurred", "CI log shows `Could not resolve \"node:zlib\"` in the production env"),
            ("l-wr-hono", "neither", "`Could not resolve \"hono/jwt\"`: an old npm package, not a Node built-in"),
            ("l-wr-whoami", "neither", "whoami and a grep that only reads the flag in wrangler.toml")):
        T.pair("t15-wrangler-nodejs-compat", sess, outcome, why)


NET = "/home/dev/infra/pulumi-net"
PASS_ERR = ("error: getting secrets manager: passphrase must be set with PULUMI_CONFIG_PASSPHRASE or "
            "PULUMI_CONFIG_PASSPHRASE_FILE environment variables")
PREVIEW_OK = """Previewing update (dev):
     Type                       Name            Plan
     pulumi:pulumi:Stack        pulumi-net-dev
 +   └─ hcloud:index:NetworkSubnet  private-c   create

Resources:
    + 1 to create
    14 unchanged"""


def lesson_f() -> None:
    T.source("s-pulumi-pass", NET, "2026-02-07T09:00:00Z", "feat/subnet-c",
             u("preview the dev stack after the new subnet"),
             sh("pulumi preview --stack dev", PASS_ERR, True),
             say("The stack uses the passphrase secrets provider and this shell can't answer the prompt, so Pulumi "
                 "wants the passphrase from the environment. Where is it kept?"),
             u("~/.config/pulumi/dev.pass"),
             sh("PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/pulumi/dev.pass pulumi preview --stack dev", PREVIEW_OK))
    T.lesson("t15-pulumi-passphrase", "project", "en", "s-pulumi-pass", "env_setup",
             "pulumi needs the passphrase in the environment in a non-interactive shell",
             "`pulumi preview --stack dev` fails immediately with `passphrase must be set with "
             "PULUMI_CONFIG_PASSPHRASE or PULUMI_CONFIG_PASSPHRASE_FILE environment variables`.",
             "In a terminal Pulumi prompts for the passphrase, so nothing in the repo hints that the agent's "
             "non-interactive shell needs it set.",
             "The dev stack uses the passphrase secrets provider; without a TTY Pulumi can't prompt and reads only "
             "the two environment variables.",
             "Set `PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/pulumi/<stack>.pass` (or export it) before any pulumi "
             "command that opens the stack: `PULUMI_CONFIG_PASSPHRASE_FILE=... pulumi preview --stack dev`.",
             [f"`pulumi preview --stack dev` → `{PASS_ERR}`",
              "`PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/pulumi/dev.pass pulumi preview --stack dev` → `+ 1 to create`"])


def later_f() -> None:
    T.later("l-pu-early", NET, "2026-01-25T10:00:00Z", "main",
            u("run pulumi up on dev for the firewall rule"),
            sh("export PULUMI_CONFIG_PASSPHRASE_FILE=$HOME/.config/pulumi/dev.pass && pulumi up --stack dev --yes",
               "Updating (dev):\n ~   hcloud:index:Firewall  edge-fw  update  [diff: ~rules]\nResources:\n    ~ 1 "
               "updated\n    14 unchanged"))
    T.later("l-pu-up", NET, "2026-02-17T13:00:00Z", "feat/subnet-c",
            u("looks good, apply it to dev"),
            sh("export PULUMI_CONFIG_PASSPHRASE_FILE=$HOME/.config/pulumi/dev.pass && pulumi up --stack dev --yes",
               "Updating (dev):\n +   hcloud:index:NetworkSubnet  private-c  created (2s)\nResources:\n    + 1 "
               "created\n    14 unchanged\nDuration: 6s"))
    T.later("l-pu-secret", NET, "2026-02-19T10:20:00Z", "feat/db-password",
            u("store the new db password as a stack secret on dev; it's in $DB_PW in my shell env"),
            sh('PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/pulumi/dev.pass pulumi config set --secret --stack dev '
               'dbPassword "$DB_PW" && pulumi config --stack dev', "KEY          VALUE\ndbPassword   [secret]\n"
               "hcloud:token [secret]\nregion       fsn1"))
    T.later("l-pu-make", NET, "2026-02-22T15:00:00Z", "chore/make",
            u("add make targets for preview and up so we stop typing the env var"),
            wr(f"{NET}/Makefile", "STACK ?= dev\nexport PULUMI_CONFIG_PASSPHRASE_FILE ?= $(HOME)/.config/pulumi/"
               "$(STACK).pass\n\npreview:\n\tpulumi preview --stack $(STACK)\n\nup:\n\tpulumi up --stack $(STACK) "
               "--yes\n"),
            sh("make preview", "pulumi preview --stack dev\nPreviewing update (dev):\nResources:\n    15 unchanged"))
    T.later("l-pu-recur-output", NET, "2026-02-24T09:00:00Z", "main",
            u("give me the prod load balancer IP from the stack outputs"),
            sh("pulumi stack output --stack prod --show-secrets lbIpv4",
               PASS_ERR, True),
            say("Prod has its own passphrase file; using it."),
            sh("PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/pulumi/prod.pass pulumi stack output --stack prod lbIpv4",
               "49.12.201.77"))
    T.later("l-pu-recur-refresh", "/home/dev/infra/pulumi-dns", "2026-02-26T11:30:00Z", "main",
            u("refresh the dns stack, someone changed records by hand"),
            sh("pulumi refresh --stack dev --yes",
               "error: constructing secrets manager of type \"passphrase\": passphrase must be set with "
               "PULUMI_CONFIG_PASSPHRASE or PULUMI_CONFIG_PASSPHRASE_FILE environment variables", True),
            sh("PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/pulumi/dns-dev.pass pulumi refresh --stack dev --yes",
               "Refreshing (dev):\n ~   hcloud:index:Rdns  api-rdns  updated  [diff: ~dnsPtr]\nResources:\n    ~ 1 "
               "updated"))
    T.later("l-pu-token", NET, "2026-02-20T17:00:00Z", "ci/pulumi-cloud",
            u("we're moving state to pulumi cloud. log in and check which org we're in"),
            sh("pulumi login && pulumi whoami -v", "error: PULUMI_ACCESS_TOKEN must be set for login during "
               "non-interactive CLI sessions", True),
            u("token is in 1password, I exported it in your env now"),
            sh("pulumi login && pulumi whoami -v", "Logged in to pulumi.com as tidewater-dev "
               "(https://app.pulumi.com/tidewater-dev)\nUser: tidewater-dev\nOrganizations: tidewater"))
    T.later("l-pu-version", NET, "2026-02-21T08:30:00Z", "main",
            u("which pulumi and provider versions are we on?"),
            sh("pulumi version && pulumi plugin ls", "v3.142.0\nNAME    KIND      VERSION  SIZE   INSTALLED\n"
               "hcloud  resource  1.21.1   88 MB  2 weeks ago"),
            grep("PASSPHRASE", f"{NET}/README.md", "12:Export PULUMI_CONFIG_PASSPHRASE_FILE before running pulumi."))
    for sess, outcome, why in (
            ("l-pu-early", "neither", "dated before the lesson's source session"),
            ("l-pu-up", "applied", "exports PULUMI_CONFIG_PASSPHRASE_FILE before `pulumi up`; update succeeds"),
            ("l-pu-secret", "applied", "sets the passphrase file env for `config set --secret`; no error"),
            ("l-pu-make", "applied", "Makefile exports PULUMI_CONFIG_PASSPHRASE_FILE; `make preview` works"),
            ("l-pu-recur-output", "recurred", "`passphrase must be set` on `pulumi stack output` for prod"),
            ("l-pu-recur-refresh", "recurred", "reworded `constructing secrets manager … passphrase must be set`"),
            ("l-pu-token", "neither", "PULUMI_ACCESS_TOKEN for login: another variable, another cause"),
            ("l-pu-version", "neither", "version listing and a README grep naming the variable")):
        T.pair("t15-pulumi-passphrase", sess, outcome, why)
