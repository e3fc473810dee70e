"""The cases of the nineteenth tracking corpus, part five: mise refusing an untrusted config file, and direnv
blocking an .envrc it has not been allowed to load (two look-alike lessons, each the other's near miss). Rules:
tracking19_cases.py."""
from __future__ import annotations

from tests.truth.tracking19_cases import T, bash

# ---------------------------------------------------------------- i: mise trust

MISE_UNTRUSTED = """mise ERROR Config files in /home/lea/dev/orbit-cli/.mise.toml are not trusted.
Trust them with `mise trust`. See https://mise.jdx.dev/cli/trust.html for more information.
mise ERROR Run with --verbose or MISE_VERBOSE=1 for more information"""

MISE_INSTALL_OK = """mise node@22.3.0    ✓ installed
mise python@3.12.4  ✓ installed
mise go@1.22.5      ✓ installed"""


def lesson_i() -> None:
    T.source("s-mise-trust", "/home/lea/dev/orbit-cli", "2025-05-21T08:30:00Z", "chore/toolchain",
             ("user", "I cloned orbit-cli fresh. Install the tool versions from .mise.toml."),
             bash("mise install", MISE_UNTRUSTED, True),
             ("say", "mise won't read a config file from a new checkout until it is trusted."),
             bash("mise trust && mise install",
                  "mise trusted /home/lea/dev/orbit-cli\n" + MISE_INSTALL_OK))
    T.lesson("t19-mise-trust", "global", "en", "s-mise-trust", "tool_quirk",
             "mise ignores a fresh checkout's .mise.toml until `mise trust`",
             "`mise install` failed with `Config files in /home/lea/dev/orbit-cli/.mise.toml are not trusted.`",
             "Reinstalling mise or pinning versions with `mise use -g`, which changes the global config instead.",
             "mise only loads config files from directories the user has trusted; a new clone is untrusted.",
             "Run `mise trust` in the checkout (or `mise trust <path>/.mise.toml`) before `mise install` / "
             "`mise run`; in CI set `MISE_TRUSTED_CONFIG_PATHS=<dir>`.",
             ["`Config files in /home/lea/dev/orbit-cli/.mise.toml are not trusted.`",
              "`mise trust && mise install`"])


def later_i() -> None:
    T.later("l-mise-trustpath", "/home/lea/dev", "2025-06-05T09:00:00Z", "main",
            ("user", "orbit-cli was recloned by the backup script. Run its test task."),
            bash("mise trust ~/dev/orbit-cli/.mise.toml && cd orbit-cli && mise run test",
                 "mise trusted /home/lea/dev/orbit-cli\n[test] $ go test ./...\nok  \torbit/cmd\t0.412s\n"
                 "ok  \torbit/internal/api\t1.087s"),
            ("say", "Tests pass."))
    T.pair("t19-mise-trust", "l-mise-trustpath", "applied",
           "`mise trust <path>/.mise.toml` runs before `mise run test`; no untrusted-config error")

    T.later("l-mise-envvar", "/home/lea/dev/orbit-cli", "2025-06-12T10:15:00Z", "ci/mise",
            ("user", "Make the CI script install tools without prompting, and try it locally in a clean clone."),
            bash("rm -rf /tmp/orbit && git clone -q . /tmp/orbit && cd /tmp/orbit && MISE_TRUSTED_CONFIG_PATHS=/tmp/orbit "
                 "mise install", MISE_INSTALL_OK),
            ("edit", "/home/lea/dev/orbit-cli/ci/setup.sh", "mise install",
             "export MISE_TRUSTED_CONFIG_PATHS=\"$PWD\"\nmise install"),
            ("say", "A clean clone installs with MISE_TRUSTED_CONFIG_PATHS set; the CI script exports it now."))
    T.pair("t19-mise-trust", "l-mise-envvar", "applied",
           "the clean clone is trusted through MISE_TRUSTED_CONFIG_PATHS (the CI form) before mise install; no error")

    T.later("l-mise-recur", "/home/lea/dev/starlight", "2025-06-19T14:00:00Z", "feat/astro5",
            ("user", "Which node does starlight's mise config give me?"),
            bash("mise exec -- node --version",
                 MISE_UNTRUSTED.replace("orbit-cli/.mise.toml", "starlight/mise.toml"), True),
            ("say", "mise hasn't been told to trust starlight's mise.toml, so I can't tell from mise. The file says "
                    "node = \"20\"."),
            bash("grep node mise.toml", "node = \"20\""))
    T.pair("t19-mise-trust", "l-mise-recur", "recurred",
           "starlight's mise.toml is 'not trusted' again: `mise exec` fails with the same error")

    T.later("l-mise-recur-fix", "/home/lea/dev/orbit-cli", "2025-06-26T08:00:00Z", "feat/plugin-api",
            ("user", "I checked out a worktree for the plugin api; lint it"),
            bash("cd ../orbit-cli-plugin && mise run lint",
                 MISE_UNTRUSTED.replace("orbit-cli/.mise.toml", "orbit-cli-plugin/.mise.toml"), True),
            bash("cd ../orbit-cli-plugin && mise trust && mise run lint",
                 "mise trusted /home/lea/dev/orbit-cli-plugin\n[lint] $ golangci-lint run\n0 issues."),
            ("say", "The new worktree needed trusting; lint is clean."))
    T.pair("t19-mise-trust", "l-mise-recur-fix", "recurred",
           "the worktree's .mise.toml is 'not trusted' first; `mise trust` after it is a fix of a recurrence")

    T.later("l-mise-404", "/home/lea/dev/orbit-cli", "2025-07-03T11:30:00Z", "chore/node23",
            ("user", "bump node to 23.99 in mise"),
            bash("mise use node@23.99",
                 "mise ERROR Failed to install core:node@23.99: \n   0: HTTP status client error (404 Not Found) for "
                 "url (https://nodejs.org/dist/v23.99/node-v23.99-linux-x64.tar.gz)\nmise ERROR Run with --verbose or "
                 "MISE_VERBOSE=1 for more information", True),
            ("say", "There is no node 23.99. The latest 23 is 23.11; using that."),
            bash("mise use node@23.11", "mise node@23.11.0  ✓ installed\nmise ~/dev/orbit-cli/.mise.toml tools: "
                                         "node@23.11.0"))
    T.pair("t19-mise-trust", "l-mise-404", "neither",
           "a different mise error (a node version that doesn't exist, 404); the config was trusted, no trust run")

    T.later("l-mise-before", "/home/lea/dev/orbit-cli", "2025-04-26T08:00:00Z", "main",
            ("user", "install tools"),
            bash("mise install", MISE_UNTRUSTED, True))
    T.pair("t19-mise-trust", "l-mise-before", "neither",
           "dated before the lesson's source session, so neither although the trust error shows")


# ---------------------------------------------------------------- j: direnv allow

DIRENV_BLOCKED = ("direnv: error /home/lea/dev/ops-portal/.envrc is blocked. Run `direnv allow` to approve its "
                  "content")

MIGRATE_OK = """direnv: loading ~/dev/ops-portal/.envrc
direnv: export +DATABASE_URL +PGPASSWORD +RAILS_ENV
bin/rails db:migrate
== 20250521093000 AddAuditLog: migrating ======================================
-- create_table(:audit_logs)
   -> 0.0123s
== 20250521093000 AddAuditLog: migrated (0.0124s) ============================="""


def lesson_j() -> None:
    T.source("s-direnv-allow", "/home/lea/dev/ops-portal", "2025-05-22T09:20:00Z", "feat/audit-log",
             ("user", "Run the migration for the audit log; the db creds are in .envrc."),
             bash("direnv exec . make migrate", DIRENV_BLOCKED, True),
             ("say", "direnv hasn't approved this .envrc (it changed when you added the creds)."),
             bash("direnv allow . && direnv exec . make migrate", MIGRATE_OK))
    T.lesson("t19-direnv-allow", "global", "en", "s-direnv-allow", "tool_quirk",
             "direnv refuses an .envrc that is new or was edited until `direnv allow`",
             "`direnv exec . make migrate` failed with `.envrc is blocked. Run `direnv allow` to approve its "
             "content`.",
             "Sourcing .envrc by hand, which skips direnv's layout helpers and leaks the variables into the shell.",
             "direnv keeps a hash of every approved .envrc; a new file, or any edit to it, blocks loading until it "
             "is approved again.",
             "`direnv allow .` (after every edit of .envrc), then `direnv exec . <command>`.",
             ["`direnv exec . make migrate`", "`direnv allow . && direnv exec . make migrate`"])


def later_j() -> None:
    cwd = "/home/lea/dev/ops-portal"
    T.later("l-direnv-seed", cwd, "2025-06-06T13:00:00Z", "feat/seed-data",
            ("user", "I pulled a new .envrc from main. Seed the dev db."),
            bash("direnv allow && direnv exec . ./bin/seed --env dev",
                 "direnv: loading ~/dev/ops-portal/.envrc\ndirenv: export +DATABASE_URL +PGPASSWORD +RAILS_ENV\n"
                 "Seeded 120 users, 14 teams, 3,402 audit entries"),
            ("say", "Seeded."))
    T.pair("t19-direnv-allow", "l-direnv-seed", "applied",
           "`direnv allow` runs before the first `direnv exec`; nothing is blocked")

    T.later("l-direnv-recur", cwd, "2025-06-13T15:30:00Z", "feat/s3-exports",
            ("user", "Add the S3 bucket name to .envrc and run the export tests."),
            ("edit", "/home/lea/dev/ops-portal/.envrc", "export RAILS_ENV=development",
             "export RAILS_ENV=development\nexport EXPORT_BUCKET=ops-portal-exports-dev"),
            bash("direnv exec . make test TEST=test/exports", DIRENV_BLOCKED, True),
            ("say", "Editing .envrc re-blocked it. I won't approve it myself since it holds credentials; please run "
                    "`direnv allow` when you've looked at the change."))
    T.pair("t19-direnv-allow", "l-direnv-recur", "recurred",
           "after the .envrc edit, `direnv exec` is blocked again with the same error; no allow follows")

    T.later("l-direnv-recur-fix", "/home/lea/dev/billing-portal", "2025-06-20T10:10:00Z", "main",
            ("user", "run billing-portal's console check"),
            bash("direnv exec . bin/rails runner 'puts Invoice.count'",
                 DIRENV_BLOCKED.replace("ops-portal", "billing-portal"), True),
            bash("direnv allow . && direnv exec . bin/rails runner 'puts Invoice.count'",
                 "direnv: loading ~/dev/billing-portal/.envrc\ndirenv: export +DATABASE_URL\n18342"),
            ("say", "18342 invoices."))
    T.pair("t19-direnv-allow", "l-direnv-recur-fix", "recurred",
           "billing-portal's .envrc is blocked first; the allow after it fixes a recurrence")

    T.later("l-direnv-pgdown", cwd, "2025-06-27T09:45:00Z", "feat/audit-log",
            ("user", "migrate again please"),
            bash("direnv exec . make migrate",
                 "direnv: loading ~/dev/ops-portal/.envrc\ndirenv: export +DATABASE_URL +PGPASSWORD +RAILS_ENV\n"
                 "bin/rails db:migrate\nbin/rails aborted!\nActiveRecord::ConnectionNotEstablished: connection to "
                 "server at \"127.0.0.1\", port 5432 failed: Connection refused\nmake: *** [Makefile:12: migrate] "
                 "Error 1", True),
            bash("docker compose up -d db && sleep 3 && direnv exec . make migrate",
                 MIGRATE_OK.replace("20250521093000 AddAuditLog", "20250626120000 AddAuditIndex")
                 .replace("create_table(:audit_logs)", "add_index(:audit_logs, :actor_id)")))
    T.pair("t19-direnv-allow", "l-direnv-pgdown", "neither",
           "direnv loads fine; the migration fails on Postgres being down, a different problem; no allow run")

    T.later("l-direnv-before", cwd, "2025-04-23T11:00:00Z", "main",
            ("user", "migrate"),
            bash("direnv allow . && direnv exec . make migrate", MIGRATE_OK))
    T.pair("t19-direnv-allow", "l-direnv-before", "neither",
           "dated before the lesson's source session, so neither whatever it runs")


def cross_pairs_ij() -> None:
    """The two look-alikes against each other's sessions."""
    T.pair("t19-direnv-allow", "l-mise-recur", "neither",
           "mise's 'not trusted' error, not direnv's blocked .envrc; direnv never runs")
    T.pair("t19-direnv-allow", "l-mise-envvar", "neither",
           "mise is trusted through an env var; nothing about direnv or .envrc")
    T.pair("t19-mise-trust", "l-direnv-recur", "neither",
           "direnv's blocked .envrc, not mise's untrusted config; mise never runs")
    T.pair("t19-mise-trust", "l-direnv-seed", "neither",
           "`direnv allow` is not `mise trust`; mise never runs")
