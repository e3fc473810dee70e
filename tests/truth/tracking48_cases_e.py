"""Cases of the forty-eighth tracking corpus, part e: python3 -m venv on Debian/Ubuntu without the python3-venv
package, an SSH private key written from a CI variable without its final newline (error in libcrypto), and
Rollup's native package left out by npm's optional-dependencies bug. The labelling rules are in
tracking48_cases.py."""
from __future__ import annotations

from tests.truth.tracking48_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- python3 -m venv without python3-venv (ensurepip missing) ---------------------------------------------

def _noensurepip(pkg: str, target: str) -> str:
    return ("The virtual environment was not created successfully because ensurepip is not\navailable.  On "
            "Debian/Ubuntu systems, you need to install the python3-venv\npackage using the following command.\n\n"
            f"    apt install {pkg}\n\nYou may need to use sudo with that command.  After installing the python3-venv"
            f"\npackage, recreate your virtual environment.\n\nFailing command: {target}/bin/python3")


def _venvpkg() -> None:
    T.source(
        "s-venvpkg", "/home/ubuntu/app", "2025-05-31T07:20:00Z", "main",
        user("Fresh Ubuntu 24.04 VM. Make a venv for the app and install it."),
        err("python3 -m venv .venv", _noensurepip("python3.12-venv", "/home/ubuntu/app/.venv")),
        say("Ubuntu splits venv's ensurepip into the python3.12-venv package, which a cloud image doesn't have. "
            "Installing it and recreating the half-made venv."),
        ok("sudo apt-get install -y python3.12-venv",
           "Reading package lists...\nThe following NEW packages will be installed:\n  python3-pip-whl "
           "python3-setuptools-whl python3.12-venv\nSetting up python3.12-venv (3.12.3-1ubuntu0.1) ..."),
        ok("rm -rf .venv && python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/python -c "
           "'import app; print(app.__version__)'", "0.9.2"),
    )
    T.lesson(
        "t48-venvpkg", "global", "en", "s-venvpkg", "env_setup",
        "python3 -m venv fails on Debian/Ubuntu until the python3-venv package is installed",
        "`python3 -m venv .venv` prints `The virtual environment was not created successfully because ensurepip is "
        "not available.` and leaves a half-made .venv without pip.",
        "python3 itself works and `import venv` succeeds, and the broken .venv directory stays behind, so a retry "
        "after installing the package can still pick up the half-made environment.",
        "Debian and Ubuntu ship ensurepip (and the pip and setuptools wheels it needs) in a separate "
        "python3-venv / python3.X-venv package that minimal and cloud images leave out.",
        "`sudo apt-get install -y python3-venv` (or the versioned `python3.12-venv` the message names), then delete "
        "the half-made directory and recreate it: `rm -rf .venv && python3 -m venv .venv`.",
        ["`The virtual environment was not created successfully because ensurepip is not` / `apt install "
         "python3.12-venv`",
         "`sudo apt-get install -y python3.12-venv` then `rm -rf .venv && python3 -m venv .venv` and the import "
         "printed `0.9.2`"],
    )
    T.later(
        "l-venvpkg-provision", "/home/dev/src/bot", "2025-06-02T08:00:00Z", "infra/provision",
        user("Provision the new bot VM (Ubuntu 24.04 cloud image): deps, venv in /opt/bot, install."),
        ok("ssh bot-vm-2 'sudo apt-get update -q && sudo apt-get install -y python3-venv python3-dev && sudo "
           "python3 -m venv /opt/bot/.venv && sudo /opt/bot/.venv/bin/pip install -q acme-bot==3.2.0 && "
           "/opt/bot/.venv/bin/acme-bot --version'",
           "Setting up python3.12-venv (3.12.3-1ubuntu0.1) ...\nSetting up python3-venv (3.12.3-0ubuntu2) ...\n"
           "acme-bot 3.2.0"),
    )
    T.pair("t48-venvpkg", "l-venvpkg-provision", "applied",
           "installs python3-venv before creating the venv over ssh; no ensurepip failure")
    T.later(
        "l-venvpkg-dockerfile", "/home/dev/src/scraper", "2025-07-05T11:15:00Z", "feat/bookworm",
        user("Base the scraper image on debian:bookworm-slim with a venv inside. Build it."),
        write("/home/dev/src/scraper/Dockerfile",
              "FROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y --no-install-recommends python3 "
              "python3-venv && rm -rf /var/lib/apt/lists/*\nRUN python3 -m venv /venv\nCOPY . /src\n"
              "RUN /venv/bin/pip install /src\n"),
        ok("docker build -t scraper:bookworm .",
           "#6 [3/5] RUN python3 -m venv /venv\n#6 DONE 2.9s\n#8 [5/5] RUN /venv/bin/pip install /src\n"
           "#8 7.2 Successfully installed scraper-1.4.0\n#9 naming to docker.io/library/scraper:bookworm done"),
    )
    T.pair("t48-venvpkg", "l-venvpkg-dockerfile", "applied",
           "the Dockerfile installs python3-venv before python3 -m venv; the build passes")
    T.later(
        "l-venvpkg-debian12", "/home/admin/etl", "2025-06-19T09:40:00Z", "main",
        user("Set up the ETL venv on the Debian 12 box."),
        err("python3 -m venv venv", _noensurepip("python3.11-venv", "/home/admin/etl/venv")),
        ok("sudo apt-get install -y python3.11-venv && rm -rf venv && python3 -m venv venv && venv/bin/pip -V",
           "Setting up python3.11-venv (3.11.2-6+deb12u2) ...\npip 23.0.1 from /home/admin/etl/venv/lib/python3.11/"
           "site-packages/pip (python 3.11)"),
    )
    T.pair("t48-venvpkg", "l-venvpkg-debian12", "recurred",
           "ensurepip missing on a Debian 12 host (python3.11-venv), then installed")
    T.later(
        "l-venvpkg-wsl-make", "/home/dev/src/reports", "2025-08-07T18:00:00Z", "main",
        user("`make venv` in WSL (Ubuntu 22.04) — can you run it?"),
        err("make venv", "python3 -m venv .venv\n" + _noensurepip("python3.10-venv", "/home/dev/src/reports/.venv") +
            "\nmake: *** [Makefile:3: venv] Error 1", 2),
        say("WSL's Ubuntu image has no python3.10-venv; install it with sudo apt and rerun."),
    )
    T.pair("t48-venvpkg", "l-venvpkg-wsl-make", "recurred",
           "a make target's python3 -m venv fails on missing ensurepip in WSL Ubuntu 22.04")
    T.later(
        "l-venvpkg-perm", "/opt/app", "2025-06-28T10:00:00Z", "main",
        user("Create the app venv under /opt/app."),
        err("python3 -m venv /opt/app/.venv", "Error: [Errno 13] Permission denied: '/opt/app/.venv'"),
        ok("sudo chown -R deploy: /opt/app && python3 -m venv /opt/app/.venv && /opt/app/.venv/bin/pip -V",
           "pip 24.0 from /opt/app/.venv/lib/python3.12/site-packages/pip (python 3.12)"),
    )
    T.pair("t48-venvpkg", "l-venvpkg-perm", "neither",
           "a permission error from venv on a root-owned directory, not missing ensurepip")
    T.later(
        "l-venvpkg-readme", "/home/dev/src/bot", "2025-07-29T12:30:00Z", "docs/setup",
        user("Write the Ubuntu setup section of the README, nothing else."),
        edit("/home/dev/src/bot/README.md", "## Setup\n",
             "## Setup\n\nOn Ubuntu/Debian first `sudo apt install python3-venv`, then `python3 -m venv .venv`.\n"),
    )
    T.pair("t48-venvpkg", "l-venvpkg-readme", "neither",
           "python3-venv only written into the README; nothing is installed or created")
    T.later(
        "l-venvpkg-before", "/home/ubuntu/app", "2025-04-19T07:00:00Z", "main",
        user("Make a venv on the staging VM."),
        err("python3 -m venv .venv", _noensurepip("python3.12-venv", "/home/ubuntu/app/.venv")),
        ok("sudo apt-get install -y python3-venv && rm -rf .venv && python3 -m venv .venv && echo ok", "ok"),
    )
    T.pair("t48-venvpkg", "l-venvpkg-before", "neither", "dated before the lesson's source session, so neither")


# --- SSH private key written without its final newline (error in libcrypto) -------------------------------

_OD = ("0000000  \\n   -   -   -   -   -   E   N   D       O   P   E   N   S   S\n0000020   H       P   R   I   V   "
       "A   T   E       K   E   Y   -   -   -\n0000040   -   -\n0000042")


def _libcrypto() -> None:
    T.source(
        "s-libcrypto", "/home/runner/work/shop/shop", "2025-05-13T05:30:00Z", "ci/deploy-job",
        user("The new deploy job can't ssh to app-01. DEPLOY_KEY is set here like in CI; reproduce and fix."),
        err("printf '%s' \"$DEPLOY_KEY\" > ~/.ssh/deploy_key && chmod 600 ~/.ssh/deploy_key && ssh -i "
            "~/.ssh/deploy_key -o BatchMode=yes deploy@app-01.internal true",
            "Load key \"/home/runner/.ssh/deploy_key\": error in libcrypto\ndeploy@app-01.internal: Permission "
            "denied (publickey).", 255),
        ok("tail -c 34 ~/.ssh/deploy_key | od -c", _OD),
        say("The key file ends right after `-----END OPENSSH PRIVATE KEY-----` with no newline: `printf '%s'` drops "
            "the one the CI variable lost. OpenSSH then can't parse the key and reports it as a libcrypto error."),
        ok("printf '%s\\n' \"$DEPLOY_KEY\" > ~/.ssh/deploy_key && ssh -i ~/.ssh/deploy_key -o BatchMode=yes "
           "deploy@app-01.internal hostname", "app-01"),
    )
    T.lesson(
        "t48-libcrypto", "global", "en", "s-libcrypto", "tool_quirk",
        "An SSH private key written from a CI variable without its final newline fails with 'error in libcrypto'",
        "`ssh -i ~/.ssh/deploy_key ...` prints `Load key \"/home/runner/.ssh/deploy_key\": error in libcrypto` and "
        "then `Permission denied (publickey)`.",
        "The key's content is correct and the permission-denied line points at the server's authorized_keys, but "
        "the key never left the client.",
        "OpenSSH's key parser needs the final newline after `-----END OPENSSH PRIVATE KEY-----` (and no CR "
        "characters); CI secret fields often drop the trailing newline, and `printf '%s'` or `echo -n` does not "
        "add one back.",
        "Write the key with a trailing newline and without CRs: `printf '%s\\n' \"$DEPLOY_KEY\" > ~/.ssh/deploy_key` "
        "(plain `echo \"$KEY\"` also adds the newline), piping through `tr -d '\\r'` for keys pasted on Windows, or "
        "feed it to the agent as `echo \"$KEY\" | tr -d '\\r' | ssh-add -`.",
        ["`Load key \"/home/runner/.ssh/deploy_key\": error in libcrypto`",
         "`od -c` of the file's tail ends at `K   E   Y   -   -   -` with no `\\n`",
         "after `printf '%s\\n' \"$DEPLOY_KEY\" > ~/.ssh/deploy_key` the ssh printed `app-01`"],
    )
    T.later(
        "l-libcrypto-gha-script", "/home/runner/work/api/api", "2025-06-12T06:00:00Z", "ci/deploy",
        user("Wire the deploy workflow to our ssh setup script and test it here."),
        write("/home/runner/work/api/api/ci/ssh-setup.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\ninstall -m 700 -d ~/.ssh\n"
              "printf '%s\\n' \"$SSH_KEY\" | tr -d '\\r' > ~/.ssh/id_ed25519\nchmod 600 ~/.ssh/id_ed25519\n"
              "ssh-keyscan -H api-01.internal >> ~/.ssh/known_hosts\n"),
        ok("bash ci/ssh-setup.sh && ssh -o BatchMode=yes deploy@api-01.internal 'uptime'",
           "# api-01.internal:22 SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5\n 06:01:12 up 41 days,  2:10,  0 users,  "
           "load average: 0.08, 0.05, 0.01"),
    )
    T.pair("t48-libcrypto", "l-libcrypto-gha-script", "applied",
           "a script writes the key with printf '%s\\n' and tr -d '\\r' before ssh; it connects")
    T.later(
        "l-libcrypto-ssh-add", "/builds/acme/landing", "2025-07-08T09:20:00Z", "main",
        user("Set up ssh in the GitLab job shell like the docs do and check we can reach web-2."),
        ok("eval \"$(ssh-agent -s)\" && echo \"$SSH_PRIVATE_KEY\" | tr -d '\\r' | ssh-add - && ssh -o "
           "StrictHostKeyChecking=accept-new deploy@web-2.acme.dev 'echo reachable'",
           "Agent pid 214\nIdentity added: (stdin) (deploy@acme)\nreachable"),
    )
    T.pair("t48-libcrypto", "l-libcrypto-ssh-add", "applied",
           "feeds the key through echo and tr -d '\\r' into ssh-add - before connecting; no libcrypto error")
    T.later(
        "l-libcrypto-gitlab-clone", "/builds/acme/site", "2025-08-15T04:30:00Z", "main",
        user("The pages job fails cloning the theme submodule. Run ci/fetch-theme.sh."),
        err("bash ci/fetch-theme.sh",
            "+ echo -n \"$THEME_DEPLOY_KEY\"\n+ git clone git@gitlab.com:acme/theme.git themes/acme\nCloning into "
            "'themes/acme'...\nLoad key \"/home/gitlab-runner/.ssh/id_ed25519\": error in libcrypto\n"
            "git@gitlab.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\n"
            "Please make sure you have the correct access rights\nand the repository exists.", 128),
        say("The script writes the key with `echo -n`, so the file has no final newline."),
    )
    T.pair("t48-libcrypto", "l-libcrypto-gitlab-clone", "recurred",
           "a key written with echo -n fails to load with error in libcrypto during a CI git clone")
    T.later(
        "l-libcrypto-rsync", "/home/dev/src/landing", "2025-09-05T17:10:00Z", "main",
        user("Run deploy/push.sh to publish the landing page."),
        err("bash deploy/push.sh",
            "Load key \"/tmp/deploy_key\": error in libcrypto\ndeploy@web-3.acme.dev: Permission denied "
            "(publickey).\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
            "rsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]", 255),
        ok("grep -n DEPLOY_KEY deploy/push.sh", "4:printf '%s' \"$DEPLOY_KEY\" > /tmp/deploy_key"),
        edit("/home/dev/src/landing/deploy/push.sh", "printf '%s' \"$DEPLOY_KEY\"", "printf '%s\\n' \"$DEPLOY_KEY\""),
        ok("bash deploy/push.sh", "sent 1,204,331 bytes  received 2,118 bytes  482,579.60 bytes/sec"),
    )
    T.pair("t48-libcrypto", "l-libcrypto-rsync", "recurred",
           "rsync's ssh fails on error in libcrypto for a key written without a newline, then fixed")
    T.later(
        "l-libcrypto-perms", "/home/dev/src/shop", "2025-06-22T08:45:00Z", "main",
        user("ssh to app-01 with the deploy key I just copied over."),
        err("ssh -i ~/.ssh/deploy_key deploy@app-01.internal true",
            "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@         WARNING: UNPROTECTED PRIVATE "
            "KEY FILE!          @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions 0644 "
            "for '/home/dev/.ssh/deploy_key' are too open.\nIt is required that your private key files are NOT "
            "accessible by others.\nThis private key will be ignored.\nLoad key \"/home/dev/.ssh/deploy_key\": bad "
            "permissions\ndeploy@app-01.internal: Permission denied (publickey).", 255),
        ok("chmod 600 ~/.ssh/deploy_key && ssh -i ~/.ssh/deploy_key deploy@app-01.internal true && echo ok", "ok"),
    )
    T.pair("t48-libcrypto", "l-libcrypto-perms", "neither",
           "the key is refused for bad permissions, a different load error than libcrypto")
    T.later(
        "l-libcrypto-authkeys", "/home/dev/src/shop", "2025-07-26T10:30:00Z", "main",
        user("The new app-02 box rejects our deploy key."),
        err("ssh -v -i ~/.ssh/deploy_key -o BatchMode=yes deploy@app-02.internal true 2>&1 | grep -E "
            "'Offering|Authentications|denied'",
            "debug1: Offering public key: /home/dev/.ssh/deploy_key ED25519 SHA256:q0xvT3mXbq8d5m1a2N4R9k9sVd0ZP0Q "
            "explicit\ndebug1: Authentications that can continue: publickey\ndeploy@app-02.internal: Permission "
            "denied (publickey).", 255),
        ok("ssh admin@app-02.internal 'sudo tee -a ~deploy/.ssh/authorized_keys' < ~/.ssh/deploy_key.pub && ssh -i "
           "~/.ssh/deploy_key deploy@app-02.internal hostname", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIL7 deploy\n"
           "app-02"),
    )
    T.pair("t48-libcrypto", "l-libcrypto-authkeys", "neither",
           "same Permission denied (publickey) but the key loads fine; it's missing from authorized_keys")
    T.later(
        "l-libcrypto-quoted", "/home/dev/src/shop", "2025-08-02T13:00:00Z", "main",
        user("Teammate's pipeline shows `Load key \"/root/.ssh/id_rsa\": error in libcrypto`. Which is more likely, "
             "a bad secret or a bad server? Just answer, don't run anything."),
        say("Almost certainly the secret as written to disk: a missing final newline or CR characters. The server "
            "never sees the key when it fails to load."),
    )
    T.pair("t48-libcrypto", "l-libcrypto-quoted", "neither",
           "the error is quoted by the person and answered; nothing is written or run")


# --- npm's optional-dependencies bug and Rollup's native package ------------------------------------------

def _rollup(pkg: str, root: str) -> str:
    return (f"{root}/node_modules/rollup/dist/native.js:59\n\t\tthrow new Error(\n\t\t^\n\nError: Cannot find module "
            f"{pkg}. npm has a bug related to optional dependencies (https://github.com/npm/cli/issues/4828). "
            "Please try `npm i` again after removing both package-lock.json and node_modules directory.\n"
            f"    at requireWithFriendlyError ({root}/node_modules/rollup/dist/native.js:59:9)\n"
            f"    at Object.<anonymous> ({root}/node_modules/rollup/dist/native.js:68:76)\n  ... 3 lines matching "
            f"cause stack trace ...\n    at node:internal/main/run_main_module:28:49 {{\n  [cause]: Error: Cannot "
            f"find module '{pkg}'\n  Require stack:\n  - {root}/node_modules/rollup/dist/native.js")


def _rollupnative() -> None:
    T.source(
        "s-rollupnative", "/workspaces/web", "2025-05-22T10:45:00Z", "feat/linux-dev",
        user("In the Linux devcontainer `npm run build` crashes; it works on my Mac."),
        err("npm run build", "\n> web@0.4.0 build\n> vite build\n\n" +
            _rollup("@rollup/rollup-linux-x64-gnu", "/workspaces/web")),
        ok("ls node_modules/@rollup/", "pluginutils"),
        say("Rollup 4 loads its native binary from a platform optional dependency, and with this lock file npm "
            "skipped the Linux one. Doing what Rollup's message says: remove the lock and node_modules, reinstall."),
        ok("rm -rf node_modules package-lock.json && npm install",
           "added 287 packages, and audited 288 packages in 14s\n\n64 packages are looking for funding\n  run `npm "
           "fund` for details\n\nfound 0 vulnerabilities"),
        ok("npm run build", "\n> web@0.4.0 build\n> vite build\n\nvite v5.2.11 building for production...\n✓ 412 "
           "modules transformed.\ndist/index.html                 0.46 kB │ gzip:  0.30 kB\n✓ built in 3.21s"),
    )
    T.lesson(
        "t48-rollupnative", "global", "en", "s-rollupnative", "tool_quirk",
        "Rollup 4's native package is missing after npm installs from a lock file made on another platform",
        "Vite/Rollup crashes with `Error: Cannot find module @rollup/rollup-linux-x64-gnu. npm has a bug related "
        "to optional dependencies (https://github.com/npm/cli/issues/4828).`",
        "`npm install` or `npm ci` reports success, and the same package-lock.json builds fine on the machine that "
        "wrote it.",
        "Rollup 4 ships its native code as per-platform optionalDependencies; npm's optional-dependency bug "
        "(npm/cli#4828) leaves the current platform's package out when the lock file or node_modules came from "
        "another platform.",
        "Remove both and reinstall, as the message says: `rm -rf node_modules package-lock.json && npm install` (or "
        "`npm i`), then commit the regenerated lock file.",
        ["`Error: Cannot find module @rollup/rollup-linux-x64-gnu. npm has a bug related to optional dependencies`",
         "`ls node_modules/@rollup/` shows only `pluginutils`",
         "`rm -rf node_modules package-lock.json && npm install` then `✓ built in 3.21s`"],
    )
    T.later(
        "l-rollupnative-vm", "/home/dev/src/dashboard", "2025-06-16T14:20:00Z", "main",
        user("I copied dashboard from my Mac to this Linux VM with its node_modules. Make it build here."),
        say("A lock file and node_modules from macOS are exactly where npm drops Rollup's Linux native package, so "
            "reinstalling clean before building."),
        ok("rm -rf node_modules package-lock.json && npm install", "added 301 packages, and audited 302 packages in "
           "16s\n\nfound 0 vulnerabilities"),
        ok("npm run build", "\n> dashboard@1.2.0 build\n> vite build\n\n✓ 655 modules transformed.\n✓ built in 4.02s"),
    )
    T.pair("t48-rollupnative", "l-rollupnative-vm", "applied",
           "removes node_modules and package-lock.json and reinstalls before building; no rollup native error")
    T.later(
        "l-rollupnative-make", "/home/dev/src/dashboard", "2025-07-21T10:00:00Z", "feat/charts",
        user("After switching to the arm64 runner, reinstall with our make target and run the unit tests."),
        read("/home/dev/src/dashboard/Makefile",
             "reinstall:\n\trm -rf node_modules package-lock.json\n\tnpm install\n"),
        ok("make reinstall && npx vitest run",
           "rm -rf node_modules package-lock.json\nnpm install\nadded 301 packages in 18s\n\n Test Files  22 passed "
           "(22)\n      Tests  131 passed (131)"),
    )
    T.pair("t48-rollupnative", "l-rollupnative-make", "applied",
           "a make target removes node_modules and the lock and reinstalls before vitest; tests pass")
    T.later(
        "l-rollupnative-arm64", "/home/ubuntu/src/dashboard", "2025-06-30T07:30:00Z", "main",
        user("Run the unit tests on the Graviton box."),
        err("npx vitest run", _rollup("@rollup/rollup-linux-arm64-gnu", "/home/ubuntu/src/dashboard")),
        ok("rm -rf node_modules package-lock.json && npm i && npx vitest run",
           "added 301 packages in 21s\n\n Test Files  22 passed (22)"),
    )
    T.pair("t48-rollupnative", "l-rollupnative-arm64", "recurred",
           "the npm optional-dependency rollup error for linux-arm64, then the clean reinstall")
    T.later(
        "l-rollupnative-alpine", "/builds/acme/web", "2025-08-22T05:10:00Z", "ci/alpine",
        user("The alpine CI job fails at build. Run ci/build.sh."),
        err("sh ci/build.sh", "+ npm ci\nadded 286 packages in 9s\n+ npm run build\n\n> web@0.5.1 build\n> vite "
            "build\n\n" + _rollup("@rollup/rollup-linux-x64-musl", "/builds/acme/web")),
        say("The lock file was last written on a Mac and npm ci left out the musl build of Rollup's native package."),
    )
    T.pair("t48-rollupnative", "l-rollupnative-alpine", "recurred",
           "npm ci on alpine leaves out @rollup/rollup-linux-x64-musl, the same npm optional-deps failure")
    T.later(
        "l-rollupnative-esbuild", "/home/dev/src/dashboard", "2025-06-26T16:00:00Z", "feat/docker",
        user("The docker image builds but the container dies on start."),
        err("docker run --rm dashboard:dev",
            "Error: \nYou installed esbuild for another platform than the one you're currently using.\nThis won't "
            "work because esbuild is written with native code and needs to\ninstall a platform-specific binary "
            "executable.\n\nSpecifically the \"@esbuild/darwin-arm64\" package is present but this platform\nneeds "
            "the \"@esbuild/linux-x64\" package instead. People often get into this\nsituation by installing esbuild "
            "on Windows or macOS and copying \"node_modules\"\ninto a Docker image that runs Linux, or by copying "
            "\"node_modules\" between\nWindows and WSL environments."),
        write("/home/dev/src/dashboard/.dockerignore", "node_modules\ndist\n"),
        ok("docker build -t dashboard:dev . && docker run --rm dashboard:dev --version", "dashboard 1.2.0"),
    )
    T.pair("t48-rollupnative", "l-rollupnative-esbuild", "neither",
           "esbuild's other-platform error from a copied node_modules, a different tool's error")
    T.later(
        "l-rollupnative-eresolve", "/home/dev/src/web", "2025-07-12T09:50:00Z", "feat/dnd",
        user("Add react-beautiful-dnd."),
        err("npm install react-beautiful-dnd",
            "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \nnpm ERR! While "
            "resolving: web@0.4.0\nnpm ERR! Found: react@18.3.1\nnpm ERR! node_modules/react\nnpm ERR!   "
            "react@\"^18.3.1\" from the root project\nnpm ERR! \nnpm ERR! Could not resolve dependency:\nnpm ERR! "
            "peer react@\"^16.8.5 || ^17.0.0\" from react-beautiful-dnd@13.1.1"),
        ok("npm install @hello-pangea/dnd", "added 9 packages, and audited 297 packages in 3s"),
    )
    T.pair("t48-rollupnative", "l-rollupnative-eresolve", "neither",
           "an npm peer-dependency ERESOLVE error, nothing about Rollup's native package")
    T.later(
        "l-rollupnative-adddep", "/workspaces/web", "2025-08-09T11:25:00Z", "feat/forms",
        user("Add zod and use it in the signup form schema."),
        ok("npm install zod", "added 1 package, and audited 289 packages in 2s\n\nfound 0 vulnerabilities"),
        edit("/workspaces/web/src/signup.ts", "export const schema = null;",
             "import { z } from \"zod\";\nexport const schema = z.object({ email: z.string().email() });"),
        ok("npm run build", "\n> web@0.4.0 build\n> vite build\n\n✓ 418 modules transformed.\n✓ built in 3.30s"),
    )
    T.pair("t48-rollupnative", "l-rollupnative-adddep", "neither",
           "npm install run to add a dependency, not the clean reinstall; no rollup error either")


FILLS = [_venvpkg, _libcrypto, _rollupnative]
