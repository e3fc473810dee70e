"""Cases of the fiftieth tracking corpus (rules in tracking50_cases.py): a git push touching .github/workflows
refused for a token without the workflow scope, Yarn 1 dropping big tarballs over a slow link with ESOCKETTIMEDOUT,
and the postgres image exiting at once without POSTGRES_PASSWORD."""
from __future__ import annotations

from tests.truth.tracking50_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _rejected(repo: str, branch: str, who: str, path: str) -> str:
    return (f"To https://github.com/{repo}.git\n ! [remote rejected] {branch} -> {branch} (refusing to allow {who} to "
            f"create or update workflow `{path}` without `workflow` scope)\nerror: failed to push some refs to "
            f"'https://github.com/{repo}.git'")


_OAUTH, _PAT = "an OAuth App", "a Personal Access Token"
_DEVICE = ("! First copy your one-time code: {}\nOpen this URL to continue in your web browser: "
           "https://github.com/login/device\n✓ Authentication complete.")


def workflow_scope() -> None:
    T.source(
        "s-gh-workflow-scope", "/home/ben/src/notifier", "2025-04-22T14:00:00Z", "ci/release-workflow",
        user("commit the new release workflow and push the branch"),
        ok("git add .github/workflows/release.yml && git commit -m 'ci: add release workflow'",
           "[ci/release-workflow 4e1d2c7] ci: add release workflow\n 1 file changed, 48 insertions(+)\n create mode "
           "100644 .github/workflows/release.yml"),
        err("git push -u origin ci/release-workflow",
            _rejected("acme-labs/notifier", "ci/release-workflow", _OAUTH, ".github/workflows/release.yml")),
        ok("gh auth status", "github.com\n  ✓ Logged in to github.com account ben-acme (keyring)\n  - Active account: "
           "true\n  - Git operations protocol: https\n  - Token: gho_************************************\n"
           "  - Token scopes: 'gist', 'read:org', 'repo'"),
        say("git pushes with gh's OAuth token, and it lacks the workflow scope GitHub wants for any change under "
            ".github/workflows. Asking for it (you'll need to enter the code in the browser)."),
        ok("gh auth refresh -h github.com -s workflow", _DEVICE.format("8F2C-71AB")),
        ok("git push -u origin ci/release-workflow",
           "To https://github.com/acme-labs/notifier.git\n * [new branch]      ci/release-workflow -> "
           "ci/release-workflow\nbranch 'ci/release-workflow' set up to track 'origin/ci/release-workflow'."))
    T.lesson(
        "t50-gh-workflow-scope", "global", "en", "s-gh-workflow-scope", "tool_quirk",
        "git push of a .github/workflows change is rejected: the token has no workflow scope",
        "`git push` is rejected with ! [remote rejected] … (refusing to allow an OAuth App, or a Personal Access "
        "Token, to create or update workflow .github/workflows/release.yml without workflow scope).",
        "Other pushes with the same login work, so the credentials look fine; GitHub checks the workflow scope only "
        "when a pushed commit touches .github/workflows.",
        "The token git uses (gh's OAuth token from gh auth login, or a classic PAT) was issued without the workflow "
        "scope, which GitHub requires to create or update workflow files.",
        "Give the token git uses the scope: `gh auth refresh -h github.com -s workflow` for gh's credential (or log "
        "in with `gh auth login -s workflow`); for a PAT, issue one with the workflow scope (fine-grained: Workflows "
        "read and write) and store it in the credential helper. Then push again.",
        ["`git push -u origin ci/release-workflow` was rejected: \"refusing to allow an OAuth App to create or update "
         "workflow\"",
         "`gh auth status` showed `Token scopes: 'gist', 'read:org', 'repo'`",
         "after `gh auth refresh -h github.com -s workflow` the push went through (`[new branch]`)"])

    T.later(
        "l-wf-botpat", "/home/ben/src/infra-sync", "2025-05-20T10:30:00Z", "sync/templates-2025-05",
        user("push the refreshed CI templates to the service repos with the sync script"),
        err("./scripts/sync-templates.sh --repos repos.txt",
            "==> acme-labs/billing\n" + _rejected("acme-labs/billing", "sync/templates-2025-05", _PAT,
                                                 ".github/workflows/ci.yml") + "\nsync-templates: 1 of 12 "
                                                                               "repos failed"),
        say("The bot PAT in SYNC_TOKEN was issued with repo only; it needs the workflow scope."))
    T.pair("t50-gh-workflow-scope", "l-wf-botpat", "recurred",
           "the sync script's push of a workflow file was refused for a Personal Access Token without workflow scope")
    T.later(
        "l-wf-pwsh", "C:\\src\\desk-app", "2025-06-11T15:10:00Z", "ci/codeql",
        user("push the codeql branch (PowerShell)"),
        err("git push origin ci/codeql",
            _rejected("acme-labs/desk-app", "ci/codeql", _OAUTH, ".github/workflows/codeql.yml")),
        ok("gh auth refresh -h github.com -s workflow; git push origin ci/codeql",
           _DEVICE.format("3D9A-60C4") + "\nTo https://github.com/acme-labs/desk-app.git\n * [new branch]      "
           "ci/codeql -> ci/codeql"))
    T.pair("t50-gh-workflow-scope", "l-wf-pwsh", "recurred",
           "on Windows the push of a workflow file was rejected for the OAuth token's missing workflow scope first")
    T.later(
        "l-wf-refresh", "/home/ben/src/notifier", "2025-06-27T09:00:00Z", "ci/dependabot-automerge",
        user("I'm about to push the dependabot automerge workflow; make sure gh's token can, then push"),
        ok("gh auth refresh -s workflow", _DEVICE.format("71BE-0F3A")),
        ok("git push -u origin ci/dependabot-automerge",
           "To https://github.com/acme-labs/notifier.git\n * [new branch]      ci/dependabot-automerge -> "
           "ci/dependabot-automerge"))
    T.pair("t50-gh-workflow-scope", "l-wf-refresh", "applied",
           "gh auth refresh -s workflow ran before the workflow push, which went through with no rejection")
    T.later(
        "l-wf-login", "/Users/ben/src/notifier", "2025-07-14T18:20:00Z", "ci/nightly",
        user("new laptop: log gh in so git can push workflow changes, then push ci/nightly"),
        ok("gh auth login -h github.com -p https -s workflow -w",
           "! First copy your one-time code: 5C1E-9B2D\nPress Enter to open github.com in your browser... \n"
           "✓ Authentication complete.\n- gh config set -h github.com git_protocol https\n✓ Configured git protocol\n"
           "✓ Logged in as ben-acme"),
        ok("gh auth setup-git && git push -u origin ci/nightly",
           "To https://github.com/acme-labs/notifier.git\n * [new branch]      ci/nightly -> ci/nightly"))
    T.pair("t50-gh-workflow-scope", "l-wf-login", "applied",
           "gh auth login -s workflow, the login spelling the lesson names, before a workflow push that succeeded")
    T.later(
        "l-wf-protected", "/home/ben/src/notifier", "2025-08-04T11:45:00Z", "main",
        user("push the version bump straight to main"),
        err("git push origin main",
            "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must "
            "be made through a pull request.\nTo https://github.com/acme-labs/notifier.git\n ! [remote rejected] "
            "main -> main (protected branch hook declined)\nerror: failed to push some refs to "
            "'https://github.com/acme-labs/notifier.git'"),
        ok("git switch -c chore/bump-1.9.0 && git push -u origin chore/bump-1.9.0 && gh pr create --fill",
           "https://github.com/acme-labs/notifier/pull/214"))
    T.pair("t50-gh-workflow-scope", "l-wf-protected", "neither",
           "a push rejected by branch protection (GH006), another reason; no workflow file and no scope change")
    T.later(
        "l-wf-project", "/home/ben/src/notifier", "2025-08-18T14:00:00Z", "main",
        user("list our GitHub projects"),
        err("gh project list --owner acme-labs",
            "error: your authentication token is missing required scopes [read:project]\n"
            "To request it, run:  gh auth refresh -s read:project"),
        ok("gh auth refresh -s read:project && gh project list --owner acme-labs",
           _DEVICE.format("A4F0-2E7C") + "\n12  Platform roadmap  open  PVT_kwDOB3"))
    T.pair("t50-gh-workflow-scope", "l-wf-project", "neither",
           "gh auth refresh used to add read:project for gh project, not the workflow scope; no push was refused")


def _timeout(root: str, tarball: str) -> str:
    return ("yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n"
            "info There appears to be trouble with your network connection. Retrying...\n"
            "info There appears to be trouble with your network connection. Retrying...\n"
            f"error An unexpected error occurred: \"https://registry.yarnpkg.com/{tarball}: ESOCKETTIMEDOUT\".\n"
            "info If you think this is a bug, please open a bug report with the information provided in "
            f"\"{root}/yarn-error.log\".\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about "
            "this command.")


_YDONE = ("yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking "
          "dependencies...\n[4/4] Building fresh packages...\n{}Done in {}s.")


def yarn_timeout() -> None:
    root = "/home/pia/src/console"
    T.source(
        "s-yarn-timeout", root, "2025-04-23T08:15:00Z", "feat/icons",
        user("install deps after adding @mui/icons-material; I'm on the hotel VPN"),
        err("yarn install", _timeout(root, "@mui/icons-material/-/icons-material-5.15.20.tgz")),
        say("Yarn 1 drops a request after 30 seconds by default, and the icons tarball is large over this link. "
            "Raising the network timeout."),
        ok("yarn install --network-timeout 600000", _YDONE.format("success Saved lockfile.\n", "142.37")))
    T.lesson(
        "t50-yarn1-esockettimedout", "global", "en", "s-yarn-timeout", "tool_quirk",
        "Yarn 1 gives up on big tarballs over a slow link: ESOCKETTIMEDOUT",
        "`yarn install` prints `There appears to be trouble with your network connection. Retrying` and then fails "
        "with `ESOCKETTIMEDOUT` on a large package such as @mui/icons-material.",
        "The network works (other packages download and the registry answers), so it looks like a registry outage "
        "or a corrupt cache.",
        "Yarn 1's default network timeout is 30 seconds per request; a large tarball over a slow VPN, hotel or CI "
        "link takes longer and yarn drops the socket.",
        "Raise the timeout: `yarn install --network-timeout 600000`, or persist it with network-timeout 600000 in "
        ".yarnrc (`yarn config set network-timeout 600000`).",
        ["`yarn install` failed: `icons-material-5.15.20.tgz: ESOCKETTIMEDOUT`",
         "`yarn install --network-timeout 600000` finished: `Done in 142.37s.`"])

    T.later(
        "l-yarn-docker", root, "2025-05-21T12:00:00Z", "ci/image",
        user("the console image build keeps timing out in the office; make it robust and build it"),
        edit(f"{root}/Dockerfile", "RUN yarn install --frozen-lockfile\n",
             "RUN yarn install --frozen-lockfile --network-timeout 1000000\n"),
        ok("docker build -t console:ci .", " => [4/8] RUN yarn install --frozen-lockfile --network-timeout 1000000\n"
           " => => naming to docker.io/library/console:ci"))
    T.pair("t50-yarn1-esockettimedout", "l-yarn-docker", "applied",
           "--network-timeout added to the image's yarn install, which built with no timeout error")
    T.later(
        "l-yarn-yarnrc", "/home/pia/src/partner-portal", "2025-06-06T08:30:00Z", "main",
        user("partner-portal pulls monaco too; set the timeout once for the repo and install"),
        write("/home/pia/src/partner-portal/.yarnrc", "network-timeout 600000\n"),
        ok("yarn install --frozen-lockfile", _YDONE.format("", "188.04")))
    T.pair("t50-yarn1-esockettimedout", "l-yarn-yarnrc", "applied",
           "network-timeout set in .yarnrc, a config file yarn reads, before an install that finished")
    T.later(
        "l-yarn-ci", "/home/pia/src/console", "2025-06-19T16:20:00Z", "feat/editor",
        user("run ci/build.sh, the runner keeps failing on install"),
        err("./ci/build.sh", "+ yarn install --frozen-lockfile\n"
            + _timeout("/builds/web/console", "monaco-editor/-/monaco-editor-0.49.0.tgz")))
    T.pair("t50-yarn1-esockettimedout", "l-yarn-ci", "recurred",
           "the CI script's yarn install dropped the monaco-editor tarball with ESOCKETTIMEDOUT")
    T.later(
        "l-yarn-ssh", "/home/pia/src/console", "2025-07-03T07:50:00Z", "release/3.2",
        user("build the release on build-02"),
        err("ssh build-02 'cd /srv/build/console && yarn install --frozen-lockfile'",
            _timeout("/srv/build/console", "@fortawesome/free-solid-svg-icons/-/free-solid-svg-icons-6.5.2.tgz")),
        ok("ssh build-02 'cd /srv/build/console && yarn install --frozen-lockfile --network-timeout 600000'",
           _YDONE.format("", "201.66")))
    T.pair("t50-yarn1-esockettimedout", "l-yarn-ssh", "recurred",
           "on build-02 yarn install failed with ESOCKETTIMEDOUT on a big tarball before the timeout was raised")
    T.later(
        "l-yarn-enotfound", root, "2025-07-22T09:15:00Z", "main",
        user("yarn install is failing, can you look"),
        err("yarn install", "yarn install v1.22.22\n[1/4] Resolving packages...\nerror An unexpected error occurred: "
            "\"https://registry.yarnpkg.com/react: getaddrinfo ENOTFOUND registry.yarnpkg.com\".\ninfo If you think "
            "this is a bug, please open a bug report with the information provided in "
            "\"/home/pia/src/console/yarn-error.log\"."),
        ok("resolvectl status | grep 'DNS Servers'", "Current DNS Server: 10.8.0.1\n       DNS Servers: 10.8.0.1"),
        say("The VPN's DNS server isn't answering; reconnect the VPN and retry."))
    T.pair("t50-yarn1-esockettimedout", "l-yarn-enotfound", "neither",
           "a different network error (DNS: getaddrinfo ENOTFOUND), not a timeout on a slow download")
    T.later(
        "l-yarn-registry", "/home/pia/src/partner-portal", "2025-08-11T10:40:00Z", "chore/mirror",
        user("point yarn at the internal mirror and reinstall"),
        ok("yarn config set registry https://npm.acme.internal/ && yarn install --frozen-lockfile",
           "yarn config v1.22.22\nsuccess Set \"registry\" to \"https://npm.acme.internal/\".\nDone in 0.04s.\n"
           + _YDONE.format("", "41.12")))
    T.pair("t50-yarn1-esockettimedout", "l-yarn-registry", "neither",
           "yarn config set used for the registry, not the network timeout; the install had no timeout error")
    T.pair("t50-yarn1-esockettimedout", "l-cp-keys-ci", "neither",
           "a Yarn 4 install through Corepack that finished without any timeout, and no network-timeout setting")


_PGERR = ("Error: Database is uninitialized and superuser password is not specified.\n       You must specify "
          "POSTGRES_PASSWORD to a non-empty value for the\n       superuser. For example, \"-e "
          "POSTGRES_PASSWORD=password\" on \"docker run\".\n\n       You may also use "
          "\"POSTGRES_HOST_AUTH_METHOD=trust\" "
          "to allow all\n       connections without a password. This is *not* recommended.\n\n       See PostgreSQL "
          "documentation about \"trust\":\n       https://www.postgresql.org/docs/current/auth-trust.html")


def pg_password() -> None:
    cid = "b7e2c1d0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2"
    T.source(
        "s-postgres-password", "/home/marco/src/fleet-api", "2025-04-24T09:00:00Z", "feat/pg-tests",
        user("start a throwaway postgres 16 on 5432 for the integration tests and check it's up"),
        ok("docker run -d --name pg-test -p 5432:5432 postgres:16", cid),
        err("sleep 3 && docker exec pg-test pg_isready -U postgres",
            f"Error response from daemon: container {cid} is not running"),
        ok("docker logs pg-test", _PGERR),
        say("The image refuses to initialise an empty data directory without a superuser password. Recreating the "
            "container with POSTGRES_PASSWORD."),
        ok("docker rm pg-test && docker run -d --name pg-test -e POSTGRES_PASSWORD=devpass -p 5432:5432 postgres:16",
           "pg-test\n0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d"),
        ok("sleep 3 && docker exec pg-test pg_isready -U postgres",
           "/var/run/postgresql:5432 - accepting connections"))
    T.lesson(
        "t50-postgres-image-no-password", "global", "en", "s-postgres-password", "env_setup",
        "The postgres image exits at once without POSTGRES_PASSWORD",
        "`docker run -d … postgres:16` prints a container id, but the container is gone seconds later (`is not "
        "running`), and `docker logs` shows `Error: Database is uninitialized and superuser password is not "
        "specified.`",
        "docker run -d succeeds, so the failure only shows on the next command; older tutorials start postgres with "
        "no environment at all.",
        "The official image's entrypoint refuses to initialise an empty data directory unless POSTGRES_PASSWORD (or "
        "POSTGRES_PASSWORD_FILE, or POSTGRES_HOST_AUTH_METHOD=trust) is set.",
        "Give it a password when the data directory is created: `docker run -e POSTGRES_PASSWORD=… postgres:16`, "
        "POSTGRES_PASSWORD under environment in compose (or POSTGRES_PASSWORD_FILE with a secret); for throwaway "
        "test databases POSTGRES_HOST_AUTH_METHOD=trust also works.",
        ["`docker exec pg-test pg_isready -U postgres` failed: `is not running`",
         "`docker logs pg-test`: `Error: Database is uninitialized and superuser password is not specified.`",
         "recreated with `-e POSTGRES_PASSWORD=devpass`, then `/var/run/postgresql:5432 - accepting connections`"])

    T.later(
        "l-pg-compose", "/home/marco/src/fleet-api", "2025-05-27T10:10:00Z", "feat/compose",
        user("add a compose file with the api and postgres and bring it up"),
        write("/home/marco/src/fleet-api/compose.yaml",
              "services:\n  db:\n    image: postgres:16\n    volumes: [pgdata:/var/lib/postgresql/data]\n  api:\n"
              "    build: .\n    depends_on: [db]\nvolumes:\n  pgdata:\n"),
        err("docker compose up -d --wait", "[+] Running 3/3\n ✔ Network fleet-api_default  Created\n ✔ Volume "
            "\"fleet-api_pgdata\"   Created\n ✘ Container fleet-api-db-1  Error\ncontainer fleet-api-db-1 exited (1)"),
        ok("docker compose logs db | head -n 2", "db-1  | Error: Database is uninitialized and superuser password is "
           "not specified.\ndb-1  |        You must specify POSTGRES_PASSWORD to a non-empty value for the"))
    T.pair("t50-postgres-image-no-password", "l-pg-compose", "recurred",
           "the compose db service had no password and exited with Database is uninitialized and superuser password "
           "is not specified")
    T.pair("t50-compose-external-network", "l-pg-compose", "neither",
           "compose up failed because the db container exited, not over an external network that does not exist")
    T.later(
        "l-pg-podman", "/home/marco/src/telemetry", "2025-06-13T13:30:00Z", "main",
        user("spin up postgres 15 with podman on 5433"),
        ok("podman run -d --name pgx -p 5433:5432 docker.io/library/postgres:15-alpine",
           "e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4"),
        err("podman exec pgx psql -U postgres -c 'select 1'",
            "Error: can only create exec sessions on running containers: container state improper", 125),
        ok("podman logs pgx | head -n 1",
           "Error: Database is uninitialized and superuser password is not specified."))
    T.pair("t50-postgres-image-no-password", "l-pg-podman", "recurred",
           "a postgres:15-alpine container under podman exited for the missing superuser password again")
    T.later(
        "l-pg-secretfile", "/home/marco/src/billing", "2025-06-30T09:45:00Z", "feat/db",
        user("add postgres to billing's compose, password from a secret file, and start it"),
        write("/home/marco/src/billing/compose.yaml",
              "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: "
              "/run/secrets/pg_password\n    secrets: [pg_password]\n    healthcheck:\n      test: [\"CMD\", "
              "\"pg_isready\", \"-U\", \"postgres\"]\nsecrets:\n  pg_password:\n    file: "
              "./secrets/pg_password.txt\n"),
        ok("docker compose up -d --wait", "[+] Running 2/2\n ✔ Network billing_default  Created\n ✔ Container "
           "billing-db-1     Healthy"))
    T.pair("t50-postgres-image-no-password", "l-pg-secretfile", "applied",
           "POSTGRES_PASSWORD_FILE from a secret set in compose; the db came up healthy with no init error")
    T.later(
        "l-pg-trust-ci", "/home/marco/src/fleet-api", "2025-07-16T14:20:00Z", "ci/integration",
        user("run the integration job script locally"),
        read("/home/marco/src/fleet-api/ci/integration.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\ndocker run -d --rm --name ci-pg -e "
             "POSTGRES_HOST_AUTH_METHOD=trust "
             "-p 5432:5432 postgres:16\nuntil docker exec ci-pg pg_isready -U postgres; do sleep 1; done\n"
             "DATABASE_URL=postgresql://postgres@localhost:5432/postgres pytest -q tests/integration\n"),
        ok("./ci/integration.sh", "4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e\n"
           "/var/run/postgresql:5432 - no response\n/var/run/postgresql:5432 - accepting connections\n"
           "37 passed in 12.48s"))
    T.pair("t50-postgres-image-no-password", "l-pg-trust-ci", "applied",
           "the CI script started postgres with POSTGRES_HOST_AUTH_METHOD=trust and the tests ran against it")
    T.later(
        "l-pg-mysql", "/home/marco/src/legacy-cms", "2025-08-05T11:00:00Z", "main",
        user("start a mysql 8 for the legacy CMS"),
        ok("docker run -d --name cms-db -p 3306:3306 mysql:8.0",
           "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b"),
        err("sleep 5 && docker exec cms-db mysqladmin ping",
            "Error response from daemon: container "
            "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b is "
            "not running"),
        ok("docker logs cms-db | tail -n 4", "2025-08-05 11:00:41+00:00 [ERROR] [Entrypoint]: Database is "
           "uninitialized and password option is not specified\n    You need to specify one of the following as an "
           "environment variable:\n    - MYSQL_ROOT_PASSWORD\n    - MYSQL_ALLOW_EMPTY_PASSWORD\n"
           "    - MYSQL_RANDOM_ROOT_PASSWORD"))
    T.pair("t50-postgres-image-no-password", "l-pg-mysql", "neither",
           "the same symptom from the mysql image (MYSQL_ROOT_PASSWORD missing), another tool; no postgres container")
    T.later(
        "l-pg-authfail", "/home/marco/src/fleet-api", "2025-08-20T16:30:00Z", "main",
        user("psql won't let me in to the compose db since I changed the password in .env"),
        err("psql postgresql://postgres:newpass@localhost:5432/fleet -c 'select 1'",
            "psql: error: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: FATAL:  password "
            "authentication failed for user \"postgres\"", 2),
        say("The pgdata volume was initialised with the old password; POSTGRES_PASSWORD only applies to an empty "
            "data directory. Changing it inside the server."),
        ok("docker compose exec db psql -U postgres -c \"ALTER USER postgres PASSWORD 'newpass'\"", "ALTER ROLE"))
    T.pair("t50-postgres-image-no-password", "l-pg-authfail", "neither",
           "a password authentication failure against an already initialised volume; the container was running")


FILLS = (workflow_scope, yarn_timeout, pg_password)
