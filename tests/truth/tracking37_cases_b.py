"""Cases of the thirty-seventh tracking corpus (see tracking37_cases.py for the labelling rules): the Vercel CLI
with no credentials in CI, the Nomad CLI defaulting to 127.0.0.1:4646, and node-sass on a Node it has no binding
for (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking37_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- Vercel CLI without credentials ----------------------------------------------------------------------------

VC_NOCRED = ("Vercel CLI 34.2.0\nError: No existing credentials found. Please run `vercel login` or pass \"--token\"\n"
             "Learn More: https://err.sh/vercel/no-credentials-found")


def vercel() -> None:
    T.source(
        "s-vercel-token", "/home/tomas/web/storefront", "2026-04-08T18:02:00Z", "feat/checkout-v2",
        user("deploy a preview of this branch from the build box. it's headless, nobody can do a browser login "
             "there. I use fish, the token is in my fish env as VERCEL_TOKEN"),
        ok("vercel build --yes 2>&1 | tail -3", "Vercel CLI 34.2.0\n✅  Build Completed in .vercel/output [38s]"),
        err("vercel deploy --prebuilt --yes", VC_NOCRED),
        ok("ls ~/.local/share/com.vercel.cli/ 2>/dev/null; fish -c 'set -q VERCEL_TOKEN; and echo set'", "set"),
        say("No saved login on this box, which is expected. The CLI never picks the token up on its own here, so "
            "I'll pass it explicitly."),
        ok("fish -c 'vercel deploy --prebuilt --yes --token $VERCEL_TOKEN'",
           "Vercel CLI 34.2.0\n🔍  Inspect: https://vercel.com/acme/storefront/6HqZ1kR2 [2s]\n"
           "✅  Preview: https://storefront-k2j9x-acme.vercel.app [41s]"),
    )
    T.lesson(
        "t37-vercel-token", "project", "en", "s-vercel-token", "workflow",
        "Vercel CLI on a headless build box needs the token passed with --token",
        "`vercel deploy --prebuilt --yes` stops with `Error: No existing credentials found. Please run `vercel "
        "login` or pass \"--token\"` although a build just succeeded.",
        "`vercel build` works without credentials, so the deploy failure looks like a broken project link rather "
        "than a missing login.",
        "The CLI only has credentials after an interactive `vercel login` on that machine; on a CI or build box "
        "there is no saved auth and the token in the environment is not read by itself.",
        "Pass the token on every call that talks to Vercel: `vercel deploy --prebuilt --yes --token $VERCEL_TOKEN` "
        "(short form `-t`), also for `vercel pull` and `vercel env`.",
        ["`Error: No existing credentials found. Please run `vercel login` or pass \"--token\"`",
         "`vercel deploy --prebuilt --yes --token $VERCEL_TOKEN`", "`Preview: https://storefront-k2j9x-acme.vercel.app`"],
    )

    T.later(
        "l-vercel-pull-t", "/home/tomas/web/storefront", "2026-04-14T17:30:00Z", "feat/wishlist",
        user("preview deploy again from the build box, pull the preview env first this time"),
        ok("vercel pull --yes --environment=preview -t \"$VERCEL_TOKEN\"",
           "Vercel CLI 34.2.0\n> Downloading `preview` Environment Variables for acme/storefront\n"
           "✅  Created .vercel/.env.preview.local file [312ms]"),
        ok("vercel build --yes 2>&1 | tail -1", "✅  Build Completed in .vercel/output [35s]"),
        ok("vercel deploy --prebuilt --yes -t \"$VERCEL_TOKEN\"",
           "✅  Preview: https://storefront-9fh2c-acme.vercel.app [39s]"),
    )
    T.pair("t37-vercel-token", "l-vercel-pull-t", "applied",
           "pull and deploy both pass the token with -t and succeed")

    T.later(
        "l-vercel-npm-script", "/home/tomas/web/storefront", "2026-04-21T09:12:00Z", "chore/deploy-script",
        user("make a deploy:preview npm script so people stop forgetting the token, then run it"),
        edit("/home/tomas/web/storefront/package.json", "\"build\": \"next build\",",
             "\"build\": \"next build\",\n    \"deploy:preview\": \"vercel deploy --prebuilt --yes --token=$VERCEL_TOKEN\","),
        ok("vercel build --yes >/dev/null 2>&1 && npm run deploy:preview",
           "> storefront@2.4.0 deploy:preview\n> vercel deploy --prebuilt --yes --token=$VERCEL_TOKEN\n\n"
           "✅  Preview: https://storefront-q81na-acme.vercel.app [44s]"),
    )
    T.pair("t37-vercel-token", "l-vercel-npm-script", "applied",
           "an npm script that passes --token runs the deploy, which succeeds")

    T.later(
        "l-vercel-env-ls", "/srv/build/marketing-site", "2026-04-29T11:40:00Z", "main",
        user("list the production env vars of marketing-site from the build container"),
        err("vercel env ls production", VC_NOCRED.replace("34.2.0", "34.3.1")),
        ok("vercel env ls production --token \"$VERCEL_TOKEN\"",
           "> Environment Variables found for acme/marketing-site [402ms]\n\n name              value       "
           "environments   created\n CMS_API_URL       Encrypted   Production     41d ago"),
    )
    T.pair("t37-vercel-token", "l-vercel-env-ls", "recurred",
           "vercel env ls fails with No existing credentials found in another project before the token is added")

    T.later(
        "l-vercel-script-recur", "/home/tomas/web/docs-portal", "2026-05-06T15:55:00Z", "release/5.2",
        user("run scripts/release.sh, it builds and deploys docs to prod"),
        read("/home/tomas/web/docs-portal/scripts/release.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\nvercel pull --yes --environment=production\n"
             "vercel build --prod --yes\nvercel deploy --prebuilt --prod --yes\n"),
        err("./scripts/release.sh", VC_NOCRED),
        say("The script calls vercel without a token and this box has no login. I'll stop here; tell me whether "
            "to add `--token` to the script."),
    )
    T.pair("t37-vercel-token", "l-vercel-script-recur", "recurred",
           "the release script's vercel call fails with No existing credentials found")

    T.later(
        "l-vercel-bad-token", "/home/tomas/web/storefront", "2026-05-12T08:20:00Z", "feat/search",
        user("preview deploy please"),
        err("fish -c 'vercel deploy --prebuilt --yes --token $VERCEL_TOKEN'",
            "Vercel CLI 34.3.1\nError: The specified token is not valid. Use `vercel login` to generate a new token."),
        say("The token itself was rejected, probably the rotated one. Can you put the new token into your fish env?"),
    )
    T.pair("t37-vercel-token", "l-vercel-bad-token", "applied",
           "the deploy passes --token; the invalid-token error is a different failure")

    T.later(
        "l-vercel-whoami", "/home/tomas/web/storefront", "2026-05-15T10:00:00Z", "main",
        user("on my laptop: which vercel account am I logged into, and list the projects"),
        ok("vercel whoami", "Vercel CLI 34.3.1\ntomas-acme"),
        ok("vercel project ls", "> Projects found under acme [613ms]\n\n  Project Name       Latest Production URL\n"
           "  storefront         https://shop.acme.dev\n  docs-portal        https://docs.acme.dev"),
    )
    T.pair("t37-vercel-token", "l-vercel-whoami", "neither",
           "vercel is used with a saved interactive login for other commands; no token, no failure")

    T.later(
        "l-vercel-workflow-yaml", "/home/tomas/web/storefront", "2026-05-22T13:35:00Z", "ci/gh-actions",
        user("the GitHub Actions deploy step printed `Error: No existing credentials found. Please run `vercel login` "
             "or pass \"--token\"`. fix the workflow file, don't run anything"),
        read("/home/tomas/web/storefront/.github/workflows/preview.yml",
             "      - run: vercel deploy --prebuilt --yes\n"),
        edit("/home/tomas/web/storefront/.github/workflows/preview.yml", "      - run: vercel deploy --prebuilt --yes\n",
             "      - run: vercel deploy --prebuilt --yes --token=${{ secrets.VERCEL_TOKEN }}\n"),
    )
    T.pair("t37-vercel-token", "l-vercel-workflow-yaml", "neither",
           "the error is quoted by the person and --token is only written into a workflow file that is not run here")

    T.later(
        "l-vercel-early", "/home/tomas/web/storefront", "2026-03-25T12:00:00Z", "main",
        user("deploy preview"),
        ok("vercel deploy --prebuilt --yes -t \"$VERCEL_TOKEN\"", "✅  Preview: https://storefront-0aa1b-acme.vercel.app [40s]"),
    )
    T.pair("t37-vercel-token", "l-vercel-early", "neither", "dated before the lesson's source session")


# --- Nomad CLI defaulting to 127.0.0.1:4646 --------------------------------------------------------------------

NOMAD_REFUSED = ("Error querying jobs: Get \"http://127.0.0.1:4646/v1/jobs\": dial tcp 127.0.0.1:4646: connect: "
                 "connection refused")


def nomad() -> None:
    T.source(
        "s-nomad-addr", "/Users/priya/infra/nomad-jobs", "2026-04-11T10:15:00Z", "main",
        user("what's running on the staging nomad cluster? servers are 10.20.0.10-12"),
        err("nomad job status", NOMAD_REFUSED),
        ok("grep -n NOMAD ~/.zshrc ~/.zprofile 2>/dev/null; echo \"NOMAD_ADDR=${NOMAD_ADDR:-unset}\"",
           "NOMAD_ADDR=unset"),
        say("Without NOMAD_ADDR or -address the CLI talks to a local agent on 127.0.0.1:4646, and there is none on "
            "this laptop. Pointing it at a staging server."),
        ok("nomad job status -address=http://10.20.0.10:4646",
           "ID            Type     Priority  Status   Submit Date\nbilling-api   service  50        running  "
           "2026-04-09T16:02:11+02:00\nedge-proxy    system   60        running  2026-03-30T09:44:02+02:00\n"
           "nightly-etl   batch    40        dead     2026-04-11T02:00:00+02:00"),
    )
    T.lesson(
        "t37-nomad-address", "project", "en", "s-nomad-addr", "workflow",
        "Nomad CLI talks to 127.0.0.1:4646 unless told the cluster's address",
        "`nomad job status` on a workstation fails with `dial tcp 127.0.0.1:4646: connect: connection refused`.",
        "It looks like the cluster is down, but the CLI never tried the cluster: it used its local default.",
        "The nomad CLI uses NOMAD_ADDR, or -address, and otherwise http://127.0.0.1:4646, where only a local agent "
        "would listen.",
        "Give the CLI the server address: `nomad job status -address=http://10.20.0.10:4646`, or set NOMAD_ADDR "
        "once for the shell (`export NOMAD_ADDR=http://10.20.0.10:4646` in zsh/bash, `set -x NOMAD_ADDR ...` in "
        "fish).",
        ["`Error querying jobs: Get \"http://127.0.0.1:4646/v1/jobs\": dial tcp 127.0.0.1:4646: connect: connection "
         "refused`", "`NOMAD_ADDR=unset`", "`nomad job status -address=http://10.20.0.10:4646`"],
    )

    T.later(
        "l-nomad-fish-run", "/home/priya/infra/nomad-jobs", "2026-04-17T14:05:00Z", "feat/billing-canary",
        user("roll out the billing-api canary to staging, I'm in fish on the linux box"),
        ok("fish -c 'set -x NOMAD_ADDR http://10.20.0.11:4646; nomad job plan jobs/billing-api.nomad.hcl'",
           "+/- Job: \"billing-api\"\n+/- Task Group: \"api\" (1 canary, 3 ignore)\n  +/- Task: \"api\" "
           "(forces create/destroy update)\n\nScheduler dry-run:\n- All tasks successfully allocated.\n\n"
           "Job Modify Index: 18811"),
        ok("fish -c 'set -x NOMAD_ADDR http://10.20.0.11:4646; nomad job run -check-index 18811 "
           "jobs/billing-api.nomad.hcl'",
           "==> 2026-04-17T14:06:40+02:00: Monitoring evaluation \"4c1f0e2a\"\n    Evaluation status changed: "
           "\"pending\" -> \"complete\"\n==> Evaluation \"4c1f0e2a\" finished with status \"complete\""),
    )
    T.pair("t37-nomad-address", "l-nomad-fish-run", "applied",
           "NOMAD_ADDR is exported with set -x in fish before plan and run, which succeed")

    T.later(
        "l-nomad-export-logs", "/Users/priya/infra/nomad-jobs", "2026-04-23T08:40:00Z", "main",
        user("nightly-etl died again, get me its last logs"),
        ok("export NOMAD_ADDR=http://10.20.0.10:4646 && nomad job status nightly-etl | tail -4",
           "Allocations\nID        Node ID   Task Group  Version  Desired  Status  Created    Modified\n"
           "b71e09c2  e2d4a1f0  etl         12       run      failed  6h31m ago  6h12m ago"),
        ok("export NOMAD_ADDR=http://10.20.0.10:4646 && nomad alloc logs -stderr -tail -n 5 b71e09c2",
           "psycopg.OperationalError: connection to server at \"10.20.3.5\", port 5432 failed: FATAL:  "
           "remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        say("The ETL ran out of Postgres connections; the cluster side is fine."),
    )
    T.pair("t37-nomad-address", "l-nomad-export-logs", "applied",
           "NOMAD_ADDR is exported in zsh before the status and logs calls, which work")

    T.later(
        "l-nomad-node-status", "/Users/priya/infra/nomad-prod", "2026-04-30T16:25:00Z", "main",
        user("how many clients does the prod cluster have right now"),
        err("nomad node status",
            "Error querying node status: Get \"http://127.0.0.1:4646/v1/nodes\": dial tcp 127.0.0.1:4646: connect: "
            "connection refused"),
        ok("nomad node status -address=http://10.30.0.10:4646 | tail -n +2 | wc -l", "14"),
    )
    T.pair("t37-nomad-address", "l-nomad-node-status", "recurred",
           "nomad node status hits the 127.0.0.1:4646 default again (prod cluster) before -address is added")

    T.later(
        "l-nomad-bastion", "/Users/priya/infra/nomad-jobs", "2026-05-07T07:50:00Z", "main",
        user("from the bastion, stop the old edge-proxy-v1 job"),
        err("ssh bastion-stg 'nomad job stop -purge edge-proxy-v1'",
            "Error deregistering job: Delete \"http://127.0.0.1:4646/v1/job/edge-proxy-v1?purge=true\": dial tcp "
            "127.0.0.1:4646: connect: connection refused"),
        ok("ssh bastion-stg 'NOMAD_ADDR=http://10.20.0.10:4646 nomad job stop -purge edge-proxy-v1'",
           "==> 2026-05-07T07:51:22+02:00: Monitoring evaluation \"9a0d11c3\"\n==> Evaluation \"9a0d11c3\" "
           "finished with status \"complete\""),
    )
    T.pair("t37-nomad-address", "l-nomad-bastion", "recurred",
           "on the bastion nomad job stop goes to 127.0.0.1:4646 and is refused, then NOMAD_ADDR fixes it")

    T.later(
        "l-nomad-server-down", "/Users/priya/infra/nomad-jobs", "2026-05-13T22:10:00Z", "main",
        user("is staging nomad ok? alerts say a server is gone"),
        err("nomad server members -address=http://10.20.0.12:4646",
            "Error querying servers: Get \"http://10.20.0.12:4646/v1/agent/members\": dial tcp 10.20.0.12:4646: "
            "connect: connection refused"),
        ok("nomad server members -address=http://10.20.0.10:4646",
           "Name            Address     Port  Status  Leader  Raft Version  Build  Datacenter  Region\n"
           "stg-nomad-1.global  10.20.0.10  4648  alive   true    3             1.8.2  stg         global\n"
           "stg-nomad-2.global  10.20.0.11  4648  alive   false   3             1.8.2  stg         global\n"
           "stg-nomad-3.global  10.20.0.12  4648  failed  false   3             1.8.2  stg         global"),
    )
    T.pair("t37-nomad-address", "l-nomad-server-down", "applied",
           "-address names a cluster server from the first call; the refusal is server 3 being down, another cause")

    T.later(
        "l-nomad-dev-agent", "/home/priya/scratch/nomad-play", "2026-05-18T19:00:00Z", "HEAD",
        user("spin up a nomad dev agent locally and check a job spec parses"),
        ok("nomad agent -dev > /tmp/nomad-dev.log 2>&1 & until nomad node status >/dev/null 2>&1; do :; done; "
           "nomad node status",
           "ID        Node Pool  DC   Name       Class   Drain  Eligibility  Status\n1f3b7c0d  default    dc1  "
           "devbox     <none>  false  eligible     ready"),
        ok("nomad job validate hello.nomad.hcl", "Job validation successful"),
    )
    T.pair("t37-nomad-address", "l-nomad-dev-agent", "neither",
           "nomad talks to a local dev agent on purpose; no cluster address and no failure")

    T.later(
        "l-nomad-consul", "/Users/priya/infra/consul", "2026-05-25T09:30:00Z", "main",
        user("check the consul members on staging"),
        err("consul members",
            "Error retrieving members: Get \"http://127.0.0.1:8500/v1/agent/members?segment=_all\": dial tcp "
            "127.0.0.1:8500: connect: connection refused"),
        ok("consul members -http-addr=http://10.20.0.10:8500 | head -3",
           "Node        Address          Status  Type    Build   Protocol  DC   Partition  Segment\n"
           "stg-c-1     10.20.0.10:8301  alive   server  1.18.1  2         stg  default    <all>"),
    )
    T.pair("t37-nomad-address", "l-nomad-consul", "neither",
           "the same localhost-default symptom comes from the consul CLI, not nomad")

    T.later(
        "l-nomad-early", "/Users/priya/infra/nomad-jobs", "2026-03-28T10:00:00Z", "main",
        user("job list on staging"),
        err("nomad job status", NOMAD_REFUSED),
    )
    T.pair("t37-nomad-address", "l-nomad-early", "neither", "dated before the lesson's source session")


# --- node-sass on a Node it has no binding for (prose-only fix) --------------------------------------------------

def sass_unsupported(abi: int, ver: str = "v4.14.1") -> str:
    return (f"Error: Node Sass does not yet support your current environment: Linux 64-bit with Unsupported runtime "
            f"({abi})\nFor more information on which environments are supported please see:\n"
            f"https://github.com/sass/node-sass/releases/tag/{ver}")


def nodesass() -> None:
    T.source(
        "s-nodesass-dart", "/home/rafael/work/legacy-admin", "2026-04-13T13:00:00Z", "chore/node20",
        user("we moved CI to Node 20 and the admin build broke, fix it"),
        err("npm run build", "> legacy-admin@1.8.0 build\n> vue-cli-service build\n\n ERROR  Failed to compile with "
            "1 error\n\n error  in ./src/styles/main.scss\n\nSyntax Error: " + sass_unsupported(115)),
        ok("node -v && npm ls node-sass sass-loader", "v20.12.2\nlegacy-admin@1.8.0 /home/rafael/work/legacy-admin\n"
           "├── node-sass@4.14.1\n└── sass-loader@10.5.2"),
        say("node-sass 4.14 ships no binding for Node 20 (ABI 115), and node-sass is deprecated anyway, so "
            "rebuilding it is a dead end. sass-loader 10 works with Dart Sass, the `sass` package, so I'll swap "
            "node-sass out for it."),
        ok("npm uninstall node-sass && npm install -D sass@1.77.2",
           "removed 113 packages, and audited 1204 packages in 9s\n\nadded 4 packages, and audited 1208 packages "
           "in 4s"),
        ok("npm run build", "> legacy-admin@1.8.0 build\n> vue-cli-service build\n\n DONE  Build complete. The dist "
           "directory is ready to be deployed."),
    )
    T.lesson(
        "t37-node-sass-dart", "project", "en", "s-nodesass-dart", "workflow",
        "node-sass has no binding for a newer Node; switch the project to Dart Sass",
        "The build fails with `Node Sass does not yet support your current environment: Linux 64-bit with "
        "Unsupported runtime (115)` after the Node upgrade.",
        "Reinstalling or rebuilding node-sass looks like the fix, but there is no binding for that Node version "
        "to fetch or build.",
        "node-sass is a native module that ships prebuilt bindings per Node ABI and is deprecated; 4.x stops at "
        "much older Node releases.",
        "Replace node-sass with Dart Sass: remove node-sass from the devDependencies and add the sass package "
        "instead; sass-loader uses whichever of the two is installed, so the build config stays as it is.",
        ["`Node Sass does not yet support your current environment: Linux 64-bit with Unsupported runtime (115)`",
         "`node-sass@4.14.1`", "`Build complete. The dist directory is ready to be deployed.`"],
    )

    T.later(
        "l-nodesass-yarn", "/home/rafael/work/partner-portal", "2026-04-20T10:10:00Z", "chore/deps-2026q2",
        user("partner-portal still has node-sass, get rid of it before the Node 20 move"),
        ok("yarn remove node-sass && yarn add -D sass", "success Saved lockfile.\nsuccess Saved 1 new dependency.\n"
           "info Direct dependencies\n└─ sass@1.77.4"),
        ok("yarn build", "$ vue-cli-service build\n\n DONE  Build complete. The dist directory is ready to be deployed."),
        ok("git commit -am 'replace node-sass with sass'", "[chore/deps-2026q2 71b0c4e] replace node-sass with sass\n"
           " 2 files changed, 48 insertions(+), 702 deletions(-)"),
    )
    T.pair("t37-node-sass-dart", "l-nodesass-yarn", "applied",
           "node-sass is replaced by the sass package with yarn and the build passes")

    T.later(
        "l-nodesass-pnpm", "/home/rafael/work/mail-templates", "2026-04-27T15:45:00Z", "feat/new-footer",
        user("add the new footer partial and make sure the templates still build"),
        ok("pnpm ls node-sass sass", "dependencies:\nnode-sass 7.0.3"),
        say("node-sass is deprecated and has no binding for Node 20 in CI; swapping it for Dart Sass first."),
        ok("pnpm remove node-sass && pnpm add -D sass", "devDependencies:\n- node-sass 7.0.3\n+ sass 1.77.4"),
        write("/home/rafael/work/mail-templates/src/partials/_footer.scss", ".footer { padding: 24px 0; color: #5b6470; }\n"),
        ok("pnpm run build", "> mail-templates@0.6.0 build\n> gulp build\n\n[15:47:02] Finished 'build' after 2.1 s"),
    )
    T.pair("t37-node-sass-dart", "l-nodesass-pnpm", "applied",
           "node-sass is swapped for sass with pnpm before any failure, and the build passes")

    T.later(
        "l-nodesass-node22", "/home/rafael/work/billing-admin", "2026-05-05T09:20:00Z", "chore/node22",
        user("bump billing-admin to Node 22 and check the build"),
        ok("nvm use 22 >/dev/null && node -v", "v22.2.0"),
        err("npm run build", "> billing-admin@3.1.0 build\n> vue-cli-service build\n\n error  in ./src/app.scss\n\n"
            "Syntax Error: " + sass_unsupported(127, "v7.0.3")),
        ok("npm uninstall node-sass && npm install -D sass && npm run build",
           "added 4 packages in 5s\n\n DONE  Build complete. The dist directory is ready to be deployed."),
    )
    T.pair("t37-node-sass-dart", "l-nodesass-node22", "recurred",
           "node-sass has no binding for Node 22 in another project; then replaced by sass, still a recurrence")

    T.later(
        "l-nodesass-docker", "/home/rafael/work/legacy-reports", "2026-05-10T11:00:00Z", "ci/node20-image",
        user("build the reports image on the node:20 base"),
        err("docker build -t reports:dev .",
            "#11 [build 4/6] RUN npm run build\n#11 3.902 Syntax Error: " + sass_unsupported(115, "v4.13.1") +
            "\n#11 ERROR: process \"/bin/sh -c npm run build\" did not complete successfully: exit code: 1"),
        say("Same node-sass problem as the admin app. Do you want me to swap it for Dart Sass here too?"),
    )
    T.pair("t37-node-sass-dart", "l-nodesass-docker", "recurred",
           "the docker build hits node-sass's unsupported runtime (115) in another project")

    T.later(
        "l-nodesass-vendor", "/home/rafael/work/legacy-admin-node14", "2026-05-16T14:30:00Z", "maint/1.x",
        user("the 1.x maintenance branch is still on Node 14, the build fails after npm ci --ignore-scripts"),
        err("npm run build", " error  in ./src/styles/main.scss\n\nSyntax Error: Error: ENOENT: no such file or "
            "directory, scandir '/home/rafael/work/legacy-admin-node14/node_modules/node-sass/vendor'"),
        ok("npm rebuild node-sass && npm run build", "Binary found at /home/rafael/work/legacy-admin-node14/"
           "node_modules/node-sass/vendor/linux-x64-83/binding.node\n\n DONE  Build complete. The dist directory is "
           "ready to be deployed."),
    )
    T.pair("t37-node-sass-dart", "l-nodesass-vendor", "neither",
           "node-sass's missing vendor dir after --ignore-scripts on Node 14 is a different error, fixed by a rebuild")

    T.later(
        "l-nodesass-sass-cli", "/home/rafael/work/landing", "2026-05-23T16:00:00Z", "main",
        user("compile landing.scss to css with source maps, it's a plain static page"),
        ok("npx sass --version && npx sass --source-map scss/landing.scss public/landing.css", "1.77.4"),
        ok("ls -la public/landing.css*", "-rw-r--r-- 1 rafael rafael 18211 May 23 16:01 public/landing.css\n"
           "-rw-r--r-- 1 rafael rafael  6022 May 23 16:01 public/landing.css.map"),
    )
    T.pair("t37-node-sass-dart", "l-nodesass-sass-cli", "neither",
           "the sass CLI compiles a static page that never had node-sass; nothing is replaced")

    T.later(
        "l-nodesass-early", "/home/rafael/work/legacy-admin", "2026-03-20T09:00:00Z", "main",
        user("swap node-sass for sass"),
        ok("npm uninstall node-sass && npm install -D sass", "added 4 packages in 4s"),
    )
    T.pair("t37-node-sass-dart", "l-nodesass-early", "neither", "dated before the lesson's source session")


FILLS = [vercel, nomad, nodesass]
