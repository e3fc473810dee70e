"""tracking29, part b: fnm used before its environment is evaluated in the shell (fish, PowerShell, zsh, cmd) and
bin/solr refusing to run as root. The labelling rules are in tracking29_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking29_cases import T, say, sh, u, write

FNM_ENV = ("error: We can't find the necessary environment variables to replace the Node version.\n"
           "You should setup your shell profile to evaluate `fnm env`, see "
           "https://github.com/Schniz/fnm#shell-setup on how to do this\n"
           "Check out our documentation for more information: https://fnm.vercel.app")


def fnm_source() -> None:
    T.source(
        "s-fnm-fish", "/home/jo/web/dashboard", "2025-05-08T09:30:00Z", "chore/node20",
        u("Install Node 20 with fnm and switch this repo to it. My shell is fish."),
        sh("fnm install 20", "Installing Node v20.15.1 (x64)\n00:00:03 ████████████████████ 24.91 MiB/24.91 MiB "
           "(8.12 MiB/s, 0s)"),
        sh("fnm use 20", FNM_ENV, True),
        say("fnm switches versions through a per-shell directory that `fnm env` sets up; this shell never "
            "evaluated it. For fish that is `fnm env --use-on-cd | source`, and I'll keep it in conf.d."),
        write("/home/jo/.config/fish/conf.d/fnm.fish", "fnm env --use-on-cd | source\n"),
        sh("fnm env --use-on-cd | source; fnm use 20; and node --version", "Using Node v20.15.1\nv20.15.1"),
    )
    T.lesson(
        "t29-fnm-env", "global", "en", "s-fnm-fish", "env_setup",
        "fnm use fails until the shell has evaluated `fnm env`",
        "`fnm install 20` works but `fnm use 20` fails with `We can't find the necessary environment variables to "
        "replace the Node version`.",
        "Installing works, so fnm looks set up; but `fnm use` needs the multishell PATH entry and variables that "
        "only `fnm env` puts into the current shell, and a fresh or non-interactive shell has none of them.",
        "fnm keeps one symlinked Node directory per shell session, created and exported by `fnm env`; without "
        "it there is nothing to switch.",
        "Evaluate `fnm env` in the shell before `fnm use`, in that shell's syntax: fish `fnm env --use-on-cd | "
        "source` (persist it in `~/.config/fish/conf.d/fnm.fish`), bash or zsh `eval \"$(fnm env --use-on-cd)\"`, "
        "PowerShell `fnm env --use-on-cd | Out-String | Invoke-Expression`, cmd `FOR /f \"tokens=*\" %i IN "
        "('fnm env --use-on-cd') DO CALL %i`.",
        ["`fnm use 20` failed: `We can't find the necessary environment variables to replace the Node version.`",
         "`fnm env --use-on-cd | source; fnm use 20; and node --version` printed `v20.15.1`"],
    )


def fnm_later_a() -> None:
    T.later(
        "l-fnm-pwsh-portal", "C:\\Users\\jo\\src\\admin-portal", "2025-06-05T08:15:00Z", "feature/sso",
        u("PowerShell 7 on Windows. The admin portal needs Node 18; switch with fnm and run the unit tests."),
        sh("fnm use 18", FNM_ENV, True),
        sh("fnm env --use-on-cd | Out-String | Invoke-Expression; fnm use 18; node --version",
           "Using Node v18.20.3\nv18.20.3"),
        sh("npm test -- --watch=false", "> admin-portal@3.2.0 test\n> vitest run --watch=false\n\n"
           " Test Files  41 passed (41)\n      Tests  388 passed (388)"),
    )
    T.pair("t29-fnm-env", "l-fnm-pwsh-portal", "recurred",
           "fnm use 18 fails with the missing environment error in PowerShell before fnm env is evaluated")
    T.later(
        "l-fnm-zsh-ci", "/Users/jo/web/marketing-site", "2025-06-19T14:20:00Z", "main",
        u("zsh. Use the Node version from .node-version and reinstall dependencies."),
        sh("eval \"$(fnm env --use-on-cd)\" && fnm use && node --version",
           "Using Node v22.3.0\nv22.3.0"),
        sh("npm ci", "npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your "
           "package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file "
           "with `npm install` before continuing.", True),
        sh("npm install && npm ci", "added 912 packages, and audited 913 packages in 21s\n\nadded 912 packages "
           "in 14s"),
    )
    T.pair("t29-fnm-env", "l-fnm-zsh-ci", "applied",
           "eval of fnm env precedes fnm use; the later npm ci lock-file error is a different failure")
    T.later(
        "l-fnm-cmd-build", "C:\\build\\kiosk-ui", "2025-07-03T06:50:00Z", "release/4.1",
        u("This runs in a plain cmd.exe build step. Select Node 20 through fnm and build."),
        sh("FOR /f \"tokens=*\" %i IN ('fnm env --use-on-cd') DO CALL %i && fnm use 20 && npm run build",
           "Using Node v20.15.1\n\n> kiosk-ui@4.1.0 build\n> vite build\n\n✓ 214 modules transformed.\n"
           "dist/index.html  0.61 kB\n✓ built in 6.21s"),
    )
    T.pair("t29-fnm-env", "l-fnm-cmd-build", "applied",
           "the cmd FOR /f form of fnm env that the lesson names runs before fnm use, no failure")


def fnm_later_b() -> None:
    T.later(
        "l-fnm-list-remote", "/home/jo/web/dashboard", "2025-07-11T10:00:00Z", "chore/node22",
        u("Which Node 22 LTS releases can fnm install? Install the newest one but don't switch yet."),
        sh("fnm list-remote --lts | grep v22 | tail -3", "v22.9.0 (Jod)\nv22.10.0 (Jod)\nv22.11.0 (Jod)"),
        sh("fnm install 22.11.0", "Installing Node v22.11.0 (x64)\n00:00:03 ████████████████████ 27.02 MiB/27.02 MiB"),
    )
    T.pair("t29-fnm-env", "l-fnm-list-remote", "neither",
           "fnm run only to list and install versions; no fnm use failure and no fnm env")
    T.later(
        "l-fnm-contributing", "/home/jo/web/dashboard", "2025-07-25T13:40:00Z", "docs/setup",
        u("Document the Node setup in CONTRIBUTING.md for bash, zsh and fish users."),
        write("/home/jo/web/dashboard/CONTRIBUTING.md",
              "## Node\n\nWe use fnm. Add this to your shell start-up file:\n\n- bash/zsh: "
              "`eval \"$(fnm env --use-on-cd)\"`\n- fish: `fnm env --use-on-cd | source`\n\nThen `fnm use` "
              "picks the version from `.node-version`.\n"),
        say("CONTRIBUTING.md now explains the fnm setup."),
    )
    T.pair("t29-fnm-env", "l-fnm-contributing", "neither",
           "fnm env is only written into CONTRIBUTING.md; nothing is run")
    T.later(
        "l-fnm-not-installed", "/home/jo/web/legacy-cms", "2025-08-06T09:25:00Z", "maint/node16",
        u("The old CMS needs Node 16. Switch to it."),
        sh("fnm use 16", "error: Requested version v16 is not currently installed", True),
        sh("fnm install 16 && fnm use 16 && node --version",
           "Installing Node v16.20.2 (x64)\nUsing Node v16.20.2\nv16.20.2"),
    )
    T.pair("t29-fnm-env", "l-fnm-not-installed", "neither",
           "a different fnm error (version not installed); the environment error never appears")
    T.later(
        "l-fnm-april-fish", "/home/jo/web/dashboard", "2025-04-30T17:10:00Z", "main",
        u("fish. Switch to Node 20."),
        sh("fnm use 20", FNM_ENV, True),
        sh("fnm env | source; fnm use 20", "Using Node v20.12.2"),
    )
    T.pair("t29-fnm-env", "l-fnm-april-fish", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- bin/solr run as root (bash)

ROOT_START = ("WARNING: Starting Solr as the root user is a security risk and not considered best practice. "
              "Exiting.\n         Please consult the Reference Guide. To override this check, start with "
              "argument '-force'")
STARTED = "Waiting up to 180 seconds to see Solr running on port {p} [\\]\nStarted Solr server on port {p} " \
          "(pid={pid}). Happy searching!"


def solr_source() -> None:
    T.source(
        "s-solr-root", "/opt/search", "2025-05-09T10:00:00Z", "main",
        u("Start the local Solr 9 on port 8983 and create the products core. I'm logged in as root on the VM."),
        sh("/opt/solr/bin/solr start -p 8983", ROOT_START, True),
        sh("whoami && id solr", "root\nuid=8983(solr) gid=8983(solr) groups=8983(solr)"),
        say("bin/solr refuses root on purpose. The install created a solr user that owns /var/solr, so I'll run "
            "it as that user rather than forcing."),
        sh("sudo -u solr /opt/solr/bin/solr start -p 8983 && sudo -u solr /opt/solr/bin/solr create -c products",
           STARTED.format(p=8983, pid=5121) + "\nCreated new core 'products'"),
    )
    T.lesson(
        "t29-solr-root", "global", "en", "s-solr-root", "tool_quirk",
        "bin/solr exits when run as root; run it as the solr user",
        "`/opt/solr/bin/solr start -p 8983` prints `Starting Solr as the root user is a security risk` and "
        "exits without starting anything.",
        "It is printed as a WARNING, so it reads like advice, but it is the reason Solr is not running; a "
        "root shell on a VM makes it easy to hit every time.",
        "bin/solr checks the effective user and refuses root unless told to override the check.",
        "Run bin/solr as the service user that owns /var/solr: `sudo -u solr /opt/solr/bin/solr start -p 8983` "
        "(the same for `create` and `restart`), or `su -s /bin/bash solr -c '...'`. Only in a throwaway "
        "container, add `-force` (`--force` on newer 9.x) to override.",
        "`/opt/solr/bin/solr start -p 8983` as root: `Starting Solr as the root user is a security risk`; "
        "`sudo -u solr /opt/solr/bin/solr start -p 8983` started it and `Created new core 'products'`.",
    )


def solr_later_a() -> None:
    T.later(
        "l-solr-idx02-cloud", "/opt/search", "2025-06-11T07:30:00Z", "ops/idx-02",
        u("On idx-02, start Solr in cloud mode on 8984 against the zk ensemble."),
        sh("ssh root@idx-02 '/opt/solr-9.6.1/bin/solr start -c -p 8984 -z zk1:2181,zk2:2181'", ROOT_START, True),
        sh("ssh root@idx-02 'sudo -u solr /opt/solr-9.6.1/bin/solr start -c -p 8984 -z zk1:2181,zk2:2181'",
           STARTED.format(p=8984, pid=2210)),
    )
    T.pair("t29-solr-root", "l-solr-idx02-cloud", "recurred",
           "bin/solr start as root on another host and version exits with the root warning before sudo -u solr")
    T.later(
        "l-solr-ci-force", "/builds/search/catalog-indexer", "2025-06-20T12:00:00Z", "ci/integration",
        u("In the throwaway CI container (root), start Solr for the integration tests and run them."),
        sh("/opt/solr/bin/solr start -force -p 8983", STARTED.format(p=8983, pid=88)),
        sh("pytest -q tests/integration", "........................                                  [100%]\n"
           "24 passed in 38.12s"),
    )
    T.pair("t29-solr-root", "l-solr-ci-force", "applied",
           "-force, which the lesson names for a throwaway container, is used from the start; Solr starts")
    T.later(
        "l-solr-restart-core", "/opt/search", "2025-07-07T09:10:00Z", "feat/synonyms",
        u("Reload Solr after the synonym change and create a test core called products."),
        sh("sudo -u solr /opt/solr/bin/solr restart -p 8983", "Sending stop command to Solr running on port 8983 "
           "... waiting up to 180 seconds to allow Jetty process 5121 to stop gracefully.\n" +
           STARTED.format(p=8983, pid=6634)),
        sh("sudo -u solr /opt/solr/bin/solr create -c products",
           "\nERROR: \nCore 'products' already exists!\nChecked core existence using Core API command:\n"
           "http://localhost:8983/solr/admin/cores?action=STATUS&core=products", True),
        say("The core is already there; the restart picked up the new synonyms."),
    )
    T.pair("t29-solr-root", "l-solr-restart-core", "applied",
           "bin/solr runs as the solr user; the later 'already exists' error is a different failure")


def solr_later_b() -> None:
    T.later(
        "l-solr-deploy-user", "/home/deploy/search", "2025-07-16T15:00:00Z", "main",
        u("As the deploy user, start a second Solr for the staging index."),
        sh("/opt/solr/bin/solr start -p 8990",
           "ERROR: Logs directory /var/solr/logs is not writable or could not be created. Exiting", True),
        sh("ls -ld /var/solr/logs", "drwxr-x--- 2 solr solr 4096 Jul 16 14:58 /var/solr/logs"),
        say("The deploy user can't write Solr's log directory; that needs SOLR_LOGS_DIR or the solr user."),
    )
    T.pair("t29-solr-root", "l-solr-deploy-user", "neither",
           "a different bin/solr error (log dir not writable) as a non-root user; no root refusal")
    T.later(
        "l-solr-unit-quoted", "/opt/search", "2025-07-28T11:20:00Z", "ops/systemd",
        u("The box rebooted and Solr stayed down; journal said `Starting Solr as the root user is a security "
          "risk`. Make the systemd unit run it as solr."),
        ("edit", "/etc/systemd/system/solr.service", "[Service]\nType=forking\n",
         "[Service]\nType=forking\nUser=solr\nGroup=solr\n"),
        say("The unit now has User=solr; it takes effect after daemon-reload and a restart."),
    )
    T.pair("t29-solr-root", "l-solr-unit-quoted", "neither",
           "the root warning is only quoted and the unit file is edited; bin/solr is never run")
    T.later(
        "l-solr-logs-only", "/opt/search", "2025-08-12T08:00:00Z", "main",
        u("Why are product searches slow since this morning? Look at Solr's log."),
        sh("sudo -u solr tail -n 3 /var/solr/logs/solr.log",
           "2025-08-12 07:58:01.112 INFO  (qtp1-41) [c:products] o.a.s.c.S.Request webapp=/solr path=/select "
           "params={q=shoe} hits=48211 status=0 QTime=2314"),
        say("QTime of 2.3 s on a plain query; the filter cache was disabled in the last config push."),
    )
    T.pair("t29-solr-root", "l-solr-logs-only", "neither",
           "sudo -u solr is used only to read the log; bin/solr is not run")
    T.later(
        "l-solr-april", "/opt/search", "2025-04-18T10:00:00Z", "main",
        u("Start Solr."),
        sh("/opt/solr/bin/solr start", ROOT_START, True),
        sh("sudo -u solr /opt/solr/bin/solr start", STARTED.format(p=8983, pid=990)),
    )
    T.pair("t29-solr-root", "l-solr-april", "neither", "dated before the lesson's source session")


FILLS: list[Callable[[], None]] = [fnm_source, fnm_later_a, fnm_later_b, solr_source, solr_later_a, solr_later_b]
