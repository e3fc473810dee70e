"""Cases of the fiftieth tracking corpus (rules in tracking50_cases.py): a Go binary built with cgo on a new distro
failing on an older host's glibc, uv pip install with no virtual environment in a Dockerfile, and Corepack older than
0.31 failing every pnpm/yarn shim with Cannot find matching keyid."""
from __future__ import annotations

from tests.truth.tracking50_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _glibc(binary: str, versions: tuple[str, ...] = ("2.32", "2.34"), libc: str = "/lib/x86_64-linux-gnu") -> str:
    return "\n".join(f"{binary}: {libc}/libc.so.6: version `GLIBC_{v}' not found (required by {binary})"
                     for v in versions)


_DYN = ("ELF 64-bit LSB executable, x86-64, version 1 (SYSV), dynamically linked, interpreter "
        "/lib64/ld-linux-x86-64.so.2, for GNU/Linux 3.2.0, with debug_info, not stripped")


def glibc() -> None:
    T.source(
        "s-go-glibc", "/home/tomas/src/inventory-agent", "2025-04-14T10:00:00Z", "release/0.4",
        user("build the agent, copy it to legacy-db01 (debian 11) and check that it starts"),
        ok("go build -o dist/inventory-agent ./cmd/agent && file dist/inventory-agent",
           "dist/inventory-agent: " + _DYN),
        ok("scp dist/inventory-agent legacy-db01:/usr/local/bin/", ""),
        err("ssh legacy-db01 '/usr/local/bin/inventory-agent --version'", _glibc("/usr/local/bin/inventory-agent")),
        ok("ssh legacy-db01 'ldd --version | head -n 1'", "ldd (Debian GLIBC 2.31-13+deb11u11) 2.31"),
        say("The binary is linked by cgo against this laptop's glibc 2.39 (net and os/user pull cgo in); Debian 11 "
            "has 2.31. Building it static with cgo off."),
        ok("CGO_ENABLED=0 go build -o dist/inventory-agent ./cmd/agent && file dist/inventory-agent",
           "dist/inventory-agent: ELF 64-bit LSB executable, x86-64, version 1 (SYSV), statically linked, with "
           "debug_info, not stripped"),
        ok("scp dist/inventory-agent legacy-db01:/usr/local/bin/ && ssh legacy-db01 '/usr/local/bin/inventory-agent "
           "--version'", "inventory-agent 0.4.2 (go1.22.2, static)"))
    T.lesson(
        "t50-go-cgo-glibc", "global", "en", "s-go-glibc", "build_config",
        "A Go binary built on a new distro fails on an older host: GLIBC_2.34 not found",
        "The copied binary does not start; the loader prints libc.so.6 version GLIBC_2.32 / GLIBC_2.34 not found "
        "(required by the binary).",
        "Go binaries are assumed to be static, so a copy to another Linux looks safe; a native build with cgo "
        "enabled is dynamically linked against the build host's glibc.",
        "cgo is on by default for native builds, and packages such as net and os/user then link the binary against "
        "the build machine's glibc (2.39 here); an older host (Debian 11 has 2.31) lacks those symbol versions.",
        "Build a static binary with cgo off: `CGO_ENABLED=0 go build …` (or `go env -w CGO_ENABLED=0`, or "
        "CGO_ENABLED=0 in the Makefile or CI). If the program needs cgo, build it in an image with the target's "
        "glibc instead (e.g. golang:1.22-bullseye).",
        ["`ssh legacy-db01 '/usr/local/bin/inventory-agent --version'` failed: \"GLIBC_2.34' not found (required by "
         "/usr/local/bin/inventory-agent)\"",
         "the host has `ldd (Debian GLIBC 2.31-13+deb11u11) 2.31`",
         "`CGO_ENABLED=0 go build -o dist/inventory-agent ./cmd/agent` gave a `statically linked` binary that "
         "printed `inventory-agent 0.4.2 (go1.22.2, static)`"])

    T.later(
        "l-glibc-make", "/home/tomas/src/inventory-agent", "2025-05-13T11:20:00Z", "release/0.5",
        user("build 0.5 with make dist and roll it to legacy-db02"),
        ok("make dist",
           "CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build -trimpath -o dist/inventory-agent ./cmd/agent"),
        ok("scp dist/inventory-agent legacy-db02:/usr/local/bin/ && ssh legacy-db02 'sudo systemctl restart "
           "inventory-agent && /usr/local/bin/inventory-agent --version'", "inventory-agent 0.5.0 (go1.22.3, static)"))
    T.pair("t50-go-cgo-glibc", "l-glibc-make", "applied",
           "make dist built with CGO_ENABLED=0 and the binary ran on the older host with no GLIBC error")
    T.later(
        "l-glibc-bullseye", "/home/tomas/src/meter-reader", "2025-05-30T09:50:00Z", "main",
        user("meter-reader needs cgo (sqlite). build it so it runs on the debian 11 boxes"),
        ok('docker run --rm -v "$PWD":/src -w /src golang:1.22-bullseye go build -o dist/meter ./cmd/meter', ""),
        ok("scp dist/meter legacy-db01:/opt/meter/ && ssh legacy-db01 '/opt/meter/meter --version'",
           "meter 1.8.1 (cgo, sqlite 3.45.1)"))
    T.pair("t50-go-cgo-glibc", "l-glibc-bullseye", "applied",
           "the cgo build ran in golang:1.22-bullseye, the lesson's image alternative, and started on Debian 11")
    T.later(
        "l-glibc-stub", "/home/tomas/src/ledger-sync", "2025-06-10T14:30:00Z", "feat/static",
        user("build ledger-sync static so it runs on the old hosts"),
        ok("CGO_ENABLED=0 go build -o dist/ledger-sync ./cmd/sync", ""),
        err("scp dist/ledger-sync legacy-db01:/opt/ledger/ && ssh legacy-db01 '/opt/ledger/ledger-sync --once'",
            "2025/06/10 14:31:02 open state db: Binary was compiled with 'CGO_ENABLED=0', go-sqlite3 requires cgo to "
            "work. This is a stub"),
        say("mattn/go-sqlite3 needs cgo; switching to modernc.org/sqlite or building in bullseye."))
    T.pair("t50-go-cgo-glibc", "l-glibc-stub", "applied",
           "the CGO_ENABLED=0 build was used with no GLIBC failure first; the go-sqlite3 stub error after it is a "
           "different failure")
    T.later(
        "l-glibc-al2", "/home/tomas/src/metrics-relay", "2025-06-23T08:40:00Z", "main",
        user("put metrics-relay on the amazon linux 2 bastion"),
        ok("go build -o bin/metrics-relay . && scp bin/metrics-relay bastion-al2:/home/ec2-user/", ""),
        err("ssh bastion-al2 './metrics-relay -listen :9300'",
            _glibc("./metrics-relay", ("2.32", "2.34"), "/lib64")))
    T.pair("t50-go-cgo-glibc", "l-glibc-al2", "recurred",
           "another Go binary built natively failed on Amazon Linux 2 with GLIBC_2.32/2.34 not found")
    T.later(
        "l-glibc-ci", "/home/tomas/src/inventory-agent", "2025-07-09T16:00:00Z", "ci/deploy-script",
        user("run the new staging deploy script"),
        err("./ci/deploy.sh staging",
            "+ go build -o dist/inventory-agent ./cmd/agent\n+ scp dist/inventory-agent stg-db01:/usr/local/bin/\n"
            "+ ssh stg-db01 /usr/local/bin/inventory-agent --check-config /etc/inventory/agent.yaml\n"
            + _glibc("/usr/local/bin/inventory-agent")),
        edit("/home/tomas/src/inventory-agent/ci/deploy.sh", "go build -o", "CGO_ENABLED=0 go build -o"))
    T.pair("t50-go-cgo-glibc", "l-glibc-ci", "recurred",
           "the deploy script's cgo build failed on stg-db01 with the same GLIBC not found errors")
    T.later(
        "l-glibc-arm", "/home/tomas/src/inventory-agent", "2025-07-28T10:10:00Z", "release/0.6",
        user("install the agent on the new graviton box from the release artifacts"),
        err("ssh gv-01 'sudo install -m 755 /tmp/inventory-agent-linux-amd64 /usr/local/bin/inventory-agent && "
            "inventory-agent --version'",
            "bash: line 1: /usr/local/bin/inventory-agent: cannot execute binary file: Exec format error", 126),
        ok("ssh gv-01 'sudo install -m 755 /tmp/inventory-agent-linux-arm64 /usr/local/bin/inventory-agent && "
           "inventory-agent --version'", "inventory-agent 0.6.0 (go1.23.1, static)"))
    T.pair("t50-go-cgo-glibc", "l-glibc-arm", "neither",
           "an amd64 binary on an arm64 host (Exec format error): another cause, no glibc version error")
    T.later(
        "l-glibc-before", "/home/tomas/src/inventory-agent", "2025-03-27T12:00:00Z", "main",
        user("static build for the old hosts please"),
        ok("CGO_ENABLED=0 go build -o dist/inventory-agent ./cmd/agent && scp dist/inventory-agent "
           "legacy-db01:/usr/local/bin/", ""))
    T.pair("t50-go-cgo-glibc", "l-glibc-before", "neither",
           "dated before the lesson's source session, whatever it holds")


_NOVENV = ("error: No virtual environment found; run `uv venv` to create an environment, or pass `--system` to "
           "install into a non-virtual environment")


def _uvbuild(step: str, run: str) -> str:
    return (f" > [{step}] RUN {run}:\n0.214 {_NOVENV}\n------\nERROR: failed to solve: process \"/bin/sh -c {run}\" "
            "did not complete successfully: exit code: 2")


def uv() -> None:
    T.source(
        "s-uv-system", "/home/ana/src/pricing-svc", "2025-04-15T09:00:00Z", "chore/uv-docker",
        user("switch the Dockerfile from pip to uv and build it"),
        edit("/home/ana/src/pricing-svc/Dockerfile", "RUN pip install --no-cache-dir -r requirements.txt\n",
             "COPY --from=ghcr.io/astral-sh/uv:0.6.14 /uv /uvx /bin/\nRUN uv pip install -r requirements.txt\n"),
        err("docker build -t pricing-svc:uv .", _uvbuild("4/6", "uv pip install -r requirements.txt")),
        say("uv pip only installs into a virtual environment unless told to use the system interpreter, and the "
            "python image has none. Adding --system."),
        edit("/home/ana/src/pricing-svc/Dockerfile", "RUN uv pip install -r requirements.txt\n",
             "RUN uv pip install --system -r requirements.txt\n"),
        ok("docker build -t pricing-svc:uv . && docker run --rm pricing-svc:uv python -c 'import fastapi; "
           "print(fastapi.__version__)'",
           " => [4/6] RUN uv pip install --system -r requirements.txt\n => => naming to "
           "docker.io/library/pricing-svc:uv"
           "\n0.115.12"))
    T.lesson(
        "t50-uv-pip-no-venv", "global", "en", "s-uv-system", "tool_quirk",
        "uv pip install in a Dockerfile fails: No virtual environment found",
        "The RUN step exits 2 with `error: No virtual environment found;` and the build stops.",
        "pip install worked in the same image, so uv pip looks like a drop-in replacement; but it refuses to "
        "install into an interpreter outside a virtual environment unless asked.",
        "uv pip installs into the active or discovered virtual environment (VIRTUAL_ENV or .venv) and, unlike pip, "
        "does not fall back to the system Python; the official python images have no venv.",
        "Pass `--system` (`uv pip install --system -r requirements.txt`), or set `ENV UV_SYSTEM_PYTHON=1` in the "
        "Dockerfile, or create a venv first with `uv venv` and put its bin directory on PATH.",
        ["`docker build -t pricing-svc:uv .` stopped at `RUN uv pip install -r requirements.txt` with `error: No "
         "virtual environment found;`",
         "after changing it to `uv pip install --system -r requirements.txt` the build passed and the image "
         "imported fastapi (`0.115.12`)"])

    T.later(
        "l-uv-env", "/home/ana/src/rates-worker", "2025-05-15T10:40:00Z", "chore/uv",
        user("same uv switch for rates-worker"),
        write("/home/ana/src/rates-worker/Dockerfile",
              "FROM python:3.12-slim\nCOPY --from=ghcr.io/astral-sh/uv:0.6.14 /uv /uvx /bin/\nENV UV_SYSTEM_PYTHON=1\n"
              "WORKDIR /app\nCOPY requirements.txt .\nRUN uv pip install -r requirements.txt\nCOPY . .\n"
              "CMD [\"python\", \"-m\", \"rates.worker\"]\n"),
        ok("docker build -t rates-worker:uv .", " => [5/6] RUN uv pip install -r requirements.txt\n"
           " => => naming to docker.io/library/rates-worker:uv"))
    T.pair("t50-uv-pip-no-venv", "l-uv-env", "applied",
           "ENV UV_SYSTEM_PYTHON=1 in the Dockerfile (the env-var spelling of --system); the uv pip step built")
    T.later(
        "l-uv-ci", "/home/ana/src/pricing-svc", "2025-06-02T15:05:00Z", "ci/uv",
        user("run the test job the way CI runs it"),
        ok("docker run --rm -v \"$PWD\":/src -w /src python:3.11 sh -c 'pip install -q uv && uv pip install "
           "--system -r requirements-dev.txt && pytest -q'",
           "Resolved 48 packages in 402ms\nInstalled 48 packages in 61ms\n112 passed in 7.84s"))
    T.pair("t50-uv-pip-no-venv", "l-uv-ci", "applied",
           "uv pip install --system inside the python container, then the tests passed")
    T.later(
        "l-uv-quotes", "/home/ana/src/quotes-api", "2025-06-17T11:30:00Z", "chore/uv",
        user("quotes-api: replace pip with uv in the image too"),
        edit("/home/ana/src/quotes-api/Dockerfile", "RUN pip install .\n",
             "COPY --from=ghcr.io/astral-sh/uv:0.7.2 /uv /bin/\nRUN uv pip install .\n"),
        err("docker build -t quotes-api .", _uvbuild("5/7", "uv pip install .")))
    T.pair("t50-uv-pip-no-venv", "l-uv-quotes", "recurred",
           "another repo's Dockerfile ran uv pip install without a venv and hit No virtual environment found")
    T.later(
        "l-uv-devcontainer", "/workspaces/pricing-svc", "2025-07-01T09:00:00Z", "main",
        user("the devcontainer post-create step failed, rerun it"),
        err("bash .devcontainer/post-create.sh", "+ uv pip install -r requirements-dev.txt\n" + _NOVENV, 2),
        ok("uv venv && bash .devcontainer/post-create.sh", "Using CPython 3.12.8 at: /usr/local/bin/python3\n"
           "Creating virtual environment at: .venv\n+ uv pip install -r requirements-dev.txt\nInstalled 48 packages "
           "in 70ms"))
    T.pair("t50-uv-pip-no-venv", "l-uv-devcontainer", "recurred",
           "the post-create script's uv pip install failed with No virtual environment found before a venv was made")
    T.later(
        "l-uv-compile", "/home/ana/src/pricing-svc", "2025-07-14T13:15:00Z", "deps/bump",
        user("bump httpx and regenerate requirements.txt"),
        edit("/home/ana/src/pricing-svc/requirements.in", "httpx>=0.27", "httpx>=0.28"),
        ok("uv pip compile requirements.in -o requirements.txt",
           "Resolved 31 packages in 512ms\n# This file was autogenerated by uv via the following command:\n"
           "#    uv pip compile requirements.in -o requirements.txt"))
    T.pair("t50-uv-pip-no-venv", "l-uv-compile", "neither",
           "uv pip compile only resolves a lock; no install into an interpreter, no venv error")
    T.later(
        "l-uv-sync", "/home/ana/src/forecast", "2025-08-05T10:00:00Z", "feat/pandas-23",
        user("uv sync after the pandas bump"),
        err("uv sync", "  × No solution found when resolving dependencies:\n  ╰─▶ Because only pandas<=2.2.3 is "
            "available and your project depends on pandas>=2.3, we can conclude that your project's requirements "
            "are unsatisfiable."),
        say("pandas 2.3 isn't on the internal mirror yet; keeping 2.2.3."))
    T.pair("t50-uv-pip-no-venv", "l-uv-sync", "neither",
           "a different uv error (an unsatisfiable resolution) in a project uv sync manages; no venv error")
    T.later(
        "l-uv-before", "/home/ana/src/pricing-svc", "2025-03-30T14:00:00Z", "spike/uv",
        user("try uv in the image"),
        err("docker build -t pricing-svc:spike .", _uvbuild("4/6", "uv pip install -r requirements.txt")))
    T.pair("t50-uv-pip-no-venv", "l-uv-before", "neither",
           "dated before the lesson's source session, whatever it holds")


def _keyid(root: str, node: str) -> str:
    cjs = f"{root}/corepack/dist/lib/corepack.cjs"
    return (f"{cjs}:21535\n  if (key == null || signature == null) throw new Error(`Cannot find matching keyid: "
            "${JSON.stringify({ signatures, keys })}`);\n                                              ^\n\n"
            "Error: Cannot find matching keyid: {\"signatures\":[{\"sig\":\"MEUCIQDZHx9pLn3ZqJ...\",\"keyid\":"
            "\"SHA256:DhQ8wR5APBvFHLF/+Tc+AYvPOdTpcIDqOhxsBHRwC7U\"}],\"keys\":[{\"expires\":null,\"keyid\":"
            "\"SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA\",\"keytype\":\"ecdsa-sha2-nistp256\",\"scheme\":"
            "\"ecdsa-sha2-nistp256\",\"key\":\"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE1Olb3zMAFFxXKHiIkQO5cJ3Yhl5i6UPp+"
            "IhuteBJbuHcA5UogKo0EWtlWwW6KSaKoTNEYL7JlCQiVnkhBktUgg==\"}]}\n"
            f"    at verifySignature ({cjs}:21535:47)\n    at fetchLatestStableVersion ({cjs}:21553:5)\n\n"
            f"Node.js {node}")


def corepack() -> None:
    T.source(
        "s-corepack-keyid", "/home/lena/src/storefront", "2025-04-16T15:30:00Z", "feat/checkout-v2",
        user("install deps and run the unit tests"),
        err("pnpm install --frozen-lockfile", _keyid("/usr/local/lib/node_modules", "v20.11.1")),
        ok("corepack --version", "0.24.0"),
        say("Corepack 0.24 only knows npm's old signing key; after the registry rotated keys it cannot verify the "
            "pnpm download. Updating Corepack itself."),
        ok("npm install -g corepack@latest", "\nchanged 1 package in 1s"),
        ok("corepack --version && pnpm install --frozen-lockfile && pnpm test",
           "0.32.0\nLockfile is up to date, resolution step is skipped\nDone in 9.8s\n\n> storefront@2.3.0 test\n"
           "> vitest run\n\n Test Files  38 passed (38)\n      Tests  214 passed (214)"))
    T.lesson(
        "t50-corepack-keyid", "global", "en", "s-corepack-keyid", "tool_quirk",
        "Corepack older than 0.31 fails every pnpm/yarn shim with Cannot find matching keyid",
        "`pnpm` or `yarn` started through Corepack crashes with `Error: Cannot find matching keyid:` and a JSON of "
        "signatures and keys, before the package manager even runs.",
        "It looks like a pnpm bug or a broken lock file, and reinstalling through Corepack gives the same error; "
        "the Corepack bundled with Node is what is out of date.",
        "npm rotated its registry signing keys; Corepack releases before 0.31.0 (bundled with older Node 18/20/22 "
        "releases) only carry the old key, so verifying the package manager's download fails.",
        "Update Corepack itself: `npm install -g corepack@latest` (then `corepack enable` if the shims are missing), "
        "or use a Node release bundling Corepack >= 0.31. As a stopgap, COREPACK_INTEGRITY_KEYS=0 skips the "
        "signature check.",
        ["`pnpm install --frozen-lockfile` failed: `Error: Cannot find matching keyid:`",
         "`corepack --version` printed `0.24.0`",
         "after `npm install -g corepack@latest` Corepack was `0.32.0` and install and tests passed (`Tests  214 "
         "passed (214)`)"])

    T.later(
        "l-cp-docker", "/home/lena/src/storefront", "2025-05-16T08:45:00Z", "ci/image",
        user("the CI image still uses node:20.11-alpine; make the pnpm install in it work and build it"),
        edit("/home/lena/src/storefront/Dockerfile", "RUN corepack enable && pnpm install --frozen-lockfile\n",
             "RUN npm install -g corepack@latest && corepack enable && pnpm install --frozen-lockfile\n"),
        ok("docker build -t storefront:ci .", " => [4/7] RUN npm install -g corepack@latest && corepack enable && "
           "pnpm install --frozen-lockfile\n => => naming to docker.io/library/storefront:ci"))
    T.pair("t50-corepack-keyid", "l-cp-docker", "applied",
           "the image updated Corepack with npm install -g corepack@latest before pnpm install, which succeeded")
    T.later(
        "l-cp-keys-ci", "/home/lena/src/admin", "2025-06-04T12:00:00Z", "main",
        user("run ci/install.sh locally like the runner does"),
        read("/home/lena/src/admin/ci/install.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\n# runner image bundles corepack 0.28; skip the key check until "
             "it is rebuilt\nexport COREPACK_INTEGRITY_KEYS=0\ncorepack enable\nyarn install --immutable\n"),
        ok("./ci/install.sh", "➤ YN0000: · Yarn 4.5.3\n➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed\n"
           "➤ YN0000: · Done in 6s 201ms"))
    T.pair("t50-corepack-keyid", "l-cp-keys-ci", "applied",
           "the script exported COREPACK_INTEGRITY_KEYS=0, the lesson's stopgap, before yarn ran without the error")
    T.later(
        "l-cp-yarn", "/home/lena/src/admin", "2025-05-21T17:10:00Z", "feat/roles",
        user("yarn install in admin"),
        err("yarn install", _keyid("/usr/local/lib/node_modules", "v20.11.1")),
        ok("npm install -g corepack@latest && yarn install", "changed 1 package in 1s\n➤ YN0000: · Done in 7s 8ms"))
    T.pair("t50-corepack-keyid", "l-cp-yarn", "recurred",
           "yarn through the old Corepack failed with Cannot find matching keyid again, before Corepack was updated")
    T.later(
        "l-cp-fish", "/Users/lena/src/landing", "2025-06-26T20:30:00Z", "main",
        user("which pnpm does landing use? (fish, node 18 from brew)"),
        err("pnpm -v", _keyid("/opt/homebrew/Cellar/node@18/18.19.0/lib/node_modules", "v18.19.0")))
    T.pair("t50-corepack-keyid", "l-cp-fish", "recurred",
           "on macOS with Node 18.19's Corepack, pnpm -v crashed with Cannot find matching keyid")
    T.later(
        "l-cp-usage", "/home/lena/src/admin", "2025-07-10T09:20:00Z", "main",
        user("pnpm add zod in admin"),
        err("pnpm add zod", "Usage Error: This project is configured to use yarn because "
            "/home/lena/src/admin/package.json has a \"packageManager\" field\n\n$ pnpm ...", 1),
        ok("yarn add zod", "➤ YN0000: · Done in 3s 412ms"))
    T.pair("t50-corepack-keyid", "l-cp-usage", "neither",
           "a different Corepack error (the wrong package manager for the project); no signature failure")
    T.later(
        "l-cp-npmglobal", "/home/lena/src", "2025-07-30T11:00:00Z", "HEAD",
        user("scaffold a nest api next to storefront"),
        ok("npm install -g @nestjs/cli", "added 250 packages in 14s"),
        ok("nest new catalog-api --package-manager npm --skip-git", "✔ Installation in progress... ☕\n"
           "🚀  Successfully created project catalog-api"))
    T.pair("t50-corepack-keyid", "l-cp-npmglobal", "neither",
           "npm install -g used to install the Nest CLI, not Corepack; no Corepack failure")
    T.later(
        "l-cp-before", "/home/lena/src/storefront", "2025-02-10T10:00:00Z", "main",
        user("pnpm is broken this morning"),
        err("pnpm install", _keyid("/usr/local/lib/node_modules", "v20.11.1")),
        ok("COREPACK_INTEGRITY_KEYS=0 pnpm install", "Done in 11.2s"))
    T.pair("t50-corepack-keyid", "l-cp-before", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = (glibc, uv, corepack)
