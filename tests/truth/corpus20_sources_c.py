"""Scripted sessions of corpus20, part C: a first Kamal 2 deploy of a Rails app from macOS (1Password secrets
adapter, force_ssl and the /up health check), Cloud Native Buildpacks through `pack` for a uv project, Hurl smoke
tests with ANSI-coloured errors, a justfile on Windows PowerShell 5.1 and WSL, mise replacing asdf on macOS. Steps in
the shape of tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus20_common import out
from tests.truth.sessions_dsl import Step

KAMAL = "kamal2-first-deploy"
PACK = "pack-paketo-uv"
HURL = "hurl-smoke-variables"
JUST = "just-windows-shell"
MISE = "mise-activate-zsh"

_HOST = "65.21.14.90"
_SECRETS = "/Users/nadia/src/quill/.kamal/secrets"
_DOCKER_ERR = "docker stdout: Nothing written"

KAMAL_STEPS: list[Step] = [
    ("user", f"First kamal deploy of quill to the hetzner box at {_HOST}. config/deploy.yml is ready."),
    ("bash", "kamal setup", out(
        "Exit code 1", f"  INFO [5e1d2a7c] Running /usr/bin/env mkdir -p .kamal on {_HOST}",
        "  INFO [5e1d2a7c] Finished in 0.621 seconds with exit status 0 (successful).", "Acquiring the deploy lock...",
        "Ensure Docker is installed...", f"  INFO [0b3f9e21] Running docker -v on {_HOST}",
        "  INFO [0b3f9e21] Finished in 0.412 seconds with exit status 0 (successful).", "Log into image registry...",
        "  INFO [c7d2e4f8] Running docker login -u [REDACTED] -p [REDACTED] as nadia@localhost",
        "Releasing the deploy lock...", "  Finished all in 3.2 seconds",
        "  ERROR (SSHKit::Command::Failed): Exception while executing as nadia@localhost: docker exit status: 1",
        _DOCKER_ERR, 'docker stderr: Error response from daemon: Get "https://registry-1.docker.io/v2/": '
        "unauthorized: incorrect username or password"), True),
    ("bash", "kamal secrets print | sed -E 's/=.+/=<set>/'", out("KAMAL_REGISTRY_PASSWORD=", "RAILS_MASTER_KEY=<set>"),
     False),
    ("bash", "cat .kamal/secrets", out(
        "# Secrets defined here are available for reference under registry/password, env/secret in "
        "config/deploy.yml.", "KAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD",
        "RAILS_MASTER_KEY=$(cat config/master.key)"), False),
    ("say", "The registry password is empty: .kamal/secrets takes `$KAMAL_REGISTRY_PASSWORD` from the environment, "
            "and this shell doesn't have it."),
    ("user", "the docker hub token is in 1password, item 'Docker Hub' in the Private vault, field 'token'. use the "
             "kamal secrets adapter"),
    ("edit", _SECRETS, "KAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD",
     'SECRETS=$(kamal secrets fetch --adapter 1password --account my.1password.eu --from "Private/Docker Hub" token)\n'
     "KAMAL_REGISTRY_PASSWORD=$(kamal secrets extract token $SECRETS)"),
    ("bash", "kamal setup", out(
        "Exit code 1", "Acquiring the deploy lock...", "Ensure Docker is installed...", "Log into image registry...",
        "  INFO [41a8d0c3] Running docker login -u [REDACTED] -p [REDACTED] as nadia@localhost",
        "  INFO [41a8d0c3] Finished in 1.884 seconds with exit status 0 (successful).",
        f"  INFO [6e02b7d9] Running docker login -u [REDACTED] -p [REDACTED] on {_HOST}",
        "  INFO [6e02b7d9] Finished in 1.207 seconds with exit status 0 (successful).", "Build and push app image...",
        "  INFO [9f3c1a55] Finished in 212.481 seconds with exit status 0 (successful).",
        "Ensure kamal-proxy is running...",
        f"  INFO [2c8b6f1e] Running docker run --detach --restart unless-stopped --name quill-web-a91f3c2 ... on {_HOST}",
        '  INFO [5d7a9c40] Running docker exec kamal-proxy kamal-proxy deploy quill-web --target "a4f0e1c2b3d4:80" '
        f'--deploy-timeout "30s" --drain-timeout "30s" ... on {_HOST}',
        "Releasing the deploy lock...", "  Finished all in 251.6 seconds",
        f"  ERROR (SSHKit::Command::Failed): Exception while executing on host {_HOST}: docker exit status: 1",
        _DOCKER_ERR, "docker stderr: Error: target failed to become healthy within configured timeout (30s)"), True),
    ("bash", "kamal app logs --lines 40 | grep -E '\"/up\"|Redirected|Completed 301' | tail -3", out(
        f'{_HOST} 2025-03-18T09:21:55.311Z I, [2025-03-18T09:21:55.310944 #1]  INFO -- : [8e4c2a1b] Started GET "/up" '
        "for 172.18.0.2 at 2025-03-18 09:21:55 +0000",
        f"{_HOST} 2025-03-18T09:21:55.312Z I, [2025-03-18T09:21:55.312210 #1]  INFO -- : [8e4c2a1b] Redirected to "
        "https://172.18.0.3/up",
        f"{_HOST} 2025-03-18T09:21:55.312Z I, [2025-03-18T09:21:55.312388 #1]  INFO -- : [8e4c2a1b] Completed 301 "
        "Moved Permanently in 0ms"), False),
    ("say", "`config.force_ssl` redirects kamal-proxy's plain-HTTP health check on `/up` to https, and the proxy only "
            "counts a 200. Rails' generated production.rb has the exclusion for exactly this, commented out:"),
    ("edit", "/Users/nadia/src/quill/config/environments/production.rb",
     '  # config.ssl_options = { redirect: { exclude: ->(request) { request.path == "/up" } } }',
     '  config.ssl_options = { redirect: { exclude: ->(request) { request.path == "/up" } } }'),
    ("bash", "kamal deploy", out(
        "Acquiring the deploy lock...", "Log into image registry...",
        "  INFO [77b1e3a0] Finished in 1.771 seconds with exit status 0 (successful).", "Build and push app image...",
        "  INFO [0ce5d4f2] Finished in 48.902 seconds with exit status 0 (successful).",
        '  INFO [a8e31f6c] Running docker exec kamal-proxy kamal-proxy deploy quill-web --target "b71d09e4c2a6:80" '
        f"... on {_HOST}", "  INFO [a8e31f6c] Finished in 6.417 seconds with exit status 0 (successful).",
        "Prune old containers and images...", "Releasing the deploy lock...", "  Finished all in 71.8 seconds"), False),
    ("user", "site's up at quill.nadia.dev 🎉 one more: password reset emails don't go out. the postmark server token "
             "is in 1password too, item 'Postmark', field 'server-token'. the app reads it as SMTP_PASSWORD"),
    ("edit", _SECRETS, "KAMAL_REGISTRY_PASSWORD=$(kamal secrets extract token $SECRETS)",
     "KAMAL_REGISTRY_PASSWORD=$(kamal secrets extract token $SECRETS)\n"
     "POSTMARK=$(kamal secrets fetch --adapter 1password --account my.1password.eu --from Private/Postmark "
     "server-token)\nSMTP_PASSWORD=$(kamal secrets extract server-token $POSTMARK)"),
    ("edit", "/Users/nadia/src/quill/config/deploy.yml", "  secret:\n    - RAILS_MASTER_KEY",
     "  secret:\n    - RAILS_MASTER_KEY\n    - SMTP_PASSWORD"),
    ("say", "SMTP_PASSWORD is now fetched from 1Password and handed to the container as a secret; it reaches the app "
            "with the next `kamal deploy`."),
    ("user", "the homepage loads fast too, nice work. I'll test the reset mail tomorrow, thanks!"),
]

_BUILDER = "--builder paketobuildpacks/builder-jammy-base"

PACK_STEPS: list[Step] = [
    ("user", "Build route-planner with paketo buildpacks through `pack` instead of our Dockerfile."),
    ("bash", f"pack build route-planner {_BUILDER}", out(
        "Exit code 1", "latest: Pulling from paketobuildpacks/builder-jammy-base",
        "Status: Image is up to date for paketobuildpacks/builder-jammy-base:latest", "===> ANALYZING",
        'Image with name "route-planner" not found', "===> DETECTING", "======== Results ========",
        "fail: paketo-buildpacks/pip", "fail: paketo-buildpacks/pipenv", "fail: paketo-buildpacks/poetry",
        "fail: paketo-buildpacks/conda-env-update", "ERROR: No buildpack groups passed detection.",
        "ERROR: Please check that you are running against the correct path.",
        "ERROR: failed to detect: no buildpacks participating",
        "ERROR: failed to build: executing lifecycle: failed with status code: 20"), True),
    ("bash", "ls", out("Dockerfile", "README.md", "pyproject.toml", "route_planner", "tests", "uv.lock"), False),
    ("say", "The Python buildpacks detect on requirements.txt, Pipfile, poetry.lock or environment.yml; a uv project "
            "(pyproject.toml plus uv.lock) matches none of them. Exporting the lock gives the pip buildpack something "
            "to detect:"),
    ("bash", f"uv export --format requirements-txt --no-hashes --no-dev -o requirements.txt && pack build route-planner "
             f"{_BUILDER}", out(
                 "Resolved 31 packages in 2ms", "===> DETECTING", "5 of 9 buildpacks participating",
                 "paketo-buildpacks/ca-certificates 3.9.0", "paketo-buildpacks/cpython         1.14.2",
                 "paketo-buildpacks/pip             0.21.5", "paketo-buildpacks/pip-install     0.6.8",
                 "paketo-buildpacks/python-start    0.14.0", "===> RESTORING", "===> BUILDING",
                 "Paketo Buildpack for CPython 1.14.2", "    Selected CPython version (using <unknown>): 3.12.8",
                 "Paketo Buildpack for Pip Install 0.6.8",
                 "  Running 'pip install --requirement requirements.txt --exists-action=w --compile --user "
                 "--disable-pip-version-check'", "      Completed in 21.4s", "===> EXPORTING",
                 "Adding layer 'paketo-buildpacks/cpython:cpython'",
                 "Adding layer 'paketo-buildpacks/pip-install:packages'", "Saving route-planner...",
                 "*** Images (7e1c90b4d2a3):", "      route-planner", "Successfully built image route-planner"),
     False),
    ("bash", "docker run --rm -p 8000:8000 route-planner", out(
        "Exit code 1",
        "ERROR: failed to launch: determine start command: when there is no default process a command is required"),
     True),
    ("say", "python-start only sets a default process when it finds a Procfile (or a __main__ module), so the image "
            "has no start command. A Procfile with a web process:"),
    ("write", "/home/ines/src/route-planner/Procfile", "web: gunicorn route_planner.app:app --bind 0.0.0.0:8000\n"),
    ("bash", f"pack build route-planner {_BUILDER} -q && docker run --rm -d --name rp -p 8000:8000 route-planner && "
             "sleep 3 && curl -s localhost:8000/healthz", out(
                 "Successfully built image route-planner",
                 "b3f20c9d8e7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e", '{"status": "ok"}'), False),
    ("user", "works. but the image is 1.1GB, the Dockerfile one was 180MB"),
    ("bash", "docker rm -f rp >/dev/null && docker images route-planner --format '{{.Repository}} {{.Size}}'",
     "route-planner 1.08GB", False),
    ("say", "Most of that is the full jammy run image plus the CPython layer. Want me to try `--run-image "
            "paketobuildpacks/run-jammy-tiny`? It drops the shell and most system libraries, so the Python runtime "
            "may not even start on it."),
    ("user", "not now, size isn't blocking. good job on the healthz though"),
]

_SMOKE = "/home/kofi/src/ledger-api/tests/smoke.hurl"
_B = "\x1b[1;34m"
_R = "\x1b[1;31m"
_X = "\x1b[0m"

HURL_STEPS: list[Step] = [
    ("user", "Port the postman smoke tests to hurl and run them against the local compose stack (api on :8080). The "
             "smoke user's password is in $SMOKE_PASSWORD."),
    ("write", _SMOKE, 'POST http://localhost:8080/api/login\nContent-Type: application/json\n'
                      '{ "user": "smoke", "password": "{{password}}" }\nHTTP 200\n[Captures]\n'
                      'token: jsonpath "$.token"\n\nGET http://localhost:8080/api/accounts\n'
                      'Authorization: Bearer {{token}}\nHTTP 200\n[Asserts]\njsonpath "$.accounts" count > 0\n'),
    ("bash", "hurl --test --color tests/smoke.hurl", out(
        "Exit code 3", f"{_R}error{_X}: \x1b[1mUndefined variable{_X}", f"  {_B}-->{_X} tests/smoke.hurl:3:33",
        f"   {_B}|{_X}", f' {_B}3{_X} {_B}|{_X} {{ "user": "smoke", "password": "{{{{password}}}}" }}',
        f"   {_B}|{_X}                                 {_R}^^^^^^^^ you must set the variable password{_X}",
        f"   {_B}|{_X}", "", f"tests/smoke.hurl: {_R}Failure{_X} (1 request(s) in 3 ms)"), True),
    ("say", "Hurl takes variables from `--variable`, a `--variables-file`, or environment variables named "
            "`HURL_<name>`. The environment keeps the password off the command line:"),
    ("bash", "HURL_password=$SMOKE_PASSWORD hurl --test --color tests/smoke.hurl", out(
        "Exit code 4", f"{_R}error{_X}: \x1b[1mAssert failure{_X}", f"  {_B}-->{_X} tests/smoke.hurl:12:0",
        f"   {_B}|{_X}", f"   {_B}|{_X} \x1b[90mGET http://localhost:8080/api/accounts{_X}",
        f"   {_B}|{_X}\x1b[90m ...{_X}", f'{_B}12{_X} {_B}|{_X} jsonpath "$.accounts" count > 0',
        f"   {_B}|{_X}   {_R}actual:   none{_X}", f"   {_B}|{_X}   {_R}expected: greater than integer <0>{_X}",
        f"   {_B}|{_X}", "", f"tests/smoke.hurl: {_R}Failure{_X} (2 request(s) in 38 ms)"), True),
    ("bash", "TOKEN=$(jq -n --arg p \"$SMOKE_PASSWORD\" '{user:\"smoke\",password:$p}' | curl -s -X POST "
             "localhost:8080/api/login -H 'Content-Type: application/json' -d @- | jq -r .token) && curl -s -H "
             "\"Authorization: Bearer $TOKEN\" localhost:8080/api/accounts | jq -c 'keys, (.data | keys)'",
     out('["data","meta"]', '["accounts","cursor"]'), False),
    ("edit", _SMOKE, 'jsonpath "$.accounts" count > 0', 'jsonpath "$.data.accounts" count > 0'),
    ("bash", "HURL_password=$SMOKE_PASSWORD hurl --test tests/smoke.hurl", out(
        "tests/smoke.hurl: Success (2 request(s) in 41 ms)", "-" * 80, "Executed files:    1",
        "Executed requests: 2 (48.8/s)", "Succeeded files:   1 (100.0%)", "Failed files:      0 (0.0%)",
        "Duration:          41 ms"), False),
    ("user", "add it to the CI workflow after the compose step"),
    ("edit", "/home/kofi/src/ledger-api/.github/workflows/ci.yml",
     "      - name: Start stack\n        run: docker compose up -d --wait\n",
     "      - name: Start stack\n        run: docker compose up -d --wait\n      - name: Smoke tests\n"
     "        run: hurl --test --variable password=${{ secrets.SMOKE_PASSWORD }} tests/smoke.hurl\n"),
    ("say", "Added a `Smoke tests` step after `Start stack`; it passes the password from the `SMOKE_PASSWORD` "
            "repository secret with `--variable`."),
    ("user", "ok, merging after lunch"),
]

_JUSTFILE = "C:\\src\\pixelforge\\justfile"
_PS_RECIPE = "New-Item -ItemType Directory -Force target\\assets | Out-Null; Copy-Item -Recurse -Force assets\\* " \
             "target\\assets"

JUST_STEPS: list[Step] = [
    ("user", "Port our Makefile to a justfile. I run things from PowerShell on this machine, make isn't installed."),
    ("write", _JUSTFILE, "set dotenv-load\n\nbuild:\n    cargo build --release\n\ntest:\n    cargo test --workspace\n\n"
                         "assets:\n    mkdir -p target/assets && cp -r assets/* target/assets/\n"),
    ("bash", 'powershell.exe -NoProfile -Command "just assets"', out(
        "Exit code 1",
        "error: Recipe `assets` could not be run because just could not find the shell: program not found"), True),
    ("say", "Started from PowerShell, just still runs recipes with `sh`, which only exists inside Git Bash. "
            "`windows-shell` tells it what to use on Windows:"),
    ("edit", _JUSTFILE, "set dotenv-load\n",
     'set dotenv-load\nset windows-shell := ["powershell.exe", "-NoLogo", "-Command"]\n'),
    ("bash", 'powershell.exe -NoProfile -Command "just assets"', out(
        "Exit code 1", "mkdir -p target/assets && cp -r assets/* target/assets/", "At line:1 char:24",
        "+ mkdir -p target/assets && cp -r assets/* target/assets/", "+                        ~~",
        "The token '&&' is not a valid statement separator in this version.",
        "    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException",
        "    + FullyQualifiedErrorId : InvalidEndOfLine", "error: Recipe `assets` failed on line 11 with exit code 1"),
     True),
    ("say", "That's Windows PowerShell 5.1, which has no `&&` (PowerShell 7 does). Rewriting the recipe with "
            "cmdlets 5.1 understands:"),
    ("edit", _JUSTFILE, "    mkdir -p target/assets && cp -r assets/* target/assets/\n", f"    {_PS_RECIPE}\n"),
    ("bash", 'powershell.exe -NoProfile -Command "just assets; (Get-ChildItem target\\assets).Count"',
     out(_PS_RECIPE, "42"), False),
    ("user", "CI is ubuntu. try the recipe in WSL to see if it still works there"),
    ("bash", "wsl -e just assets", out(
        "Exit code 127", _PS_RECIPE, "sh: 1: New-Item: not found", "sh: 1: Out-Null: not found",
        "sh: 1: Copy-Item: not found", "error: Recipe `assets` failed on line 11 with exit code 127"), True),
    ("say", "On Linux just ignores `windows-shell` and hands the PowerShell line to sh. Giving the recipe one body "
            "per OS:"),
    ("edit", _JUSTFILE, "assets:\n    New-Item", "[windows]\nassets:\n    New-Item"),
    ("edit", _JUSTFILE, "Copy-Item -Recurse -Force assets\\* target\\assets\n",
     "Copy-Item -Recurse -Force assets\\* target\\assets\n\n[unix]\nassets:\n"
     "    mkdir -p target/assets && cp -r assets/* target/assets/\n"),
    ("bash", 'powershell.exe -NoProfile -Command "just --list"', out(
        "Available recipes:", "    assets", "    build", "    test"), False),
    ("say", "Both variants parse; `just --list` shows a single `assets`, chosen per OS."),
    ("user", "cool, push it"),
    ("bash", 'git add justfile && git commit -qm "Replace Makefile with justfile" && git push -q', "", False),
]

_MISE_GO = "/Users/chen/.local/share/mise/installs/go/1.22.5/bin/go"

MISE_STEPS: list[Step] = [
    ("user", "Switch harbor-cli from asdf to mise. .tool-versions pins go and node."),
    ("bash", "mise install", out("mise WARN  missing: go@1.22.5 node@20.17.0", "mise go@1.22.5 ✓ installed",
                                 "mise node@20.17.0 ✓ installed"), False),
    ("bash", "go version && make test", out(
        "Exit code 2", "go version go1.21.6 darwin/arm64", "go test ./...",
        "go: go.mod requires go >= 1.22.5 (running go 1.21.6; GOTOOLCHAIN=local)", "make: *** [test] Error 1"), True),
    ("bash", "which -a go; mise which go", out("/usr/local/go/bin/go", _MISE_GO), False),
    ("say", "mise installed 1.22.5, but its PATH changes come from `mise activate` in an interactive shell, and this "
            "non-interactive shell never ran it, so `go` is still the pkg-installer Go in /usr/local/go. `mise exec` "
            "runs a command with the mise tools on PATH:"),
    ("bash", "mise exec -- go version && mise exec -- make test", out(
        "go version go1.22.5 darwin/arm64", "go test ./...", "ok  \tgithub.com/chen/harbor-cli/cmd\t0.412s",
        "ok  \tgithub.com/chen/harbor-cli/internal/api\t1.208s"), False),
    ("user", "ok but my own terminal still gives go1.21 after opening a new tab"),
    ("bash", "grep -n 'asdf\\|mise' ~/.zshrc", "12:. /opt/homebrew/opt/asdf/libexec/asdf.sh", False),
    ("say", "~/.zshrc still sources asdf and never activates mise. Swapping that line:"),
    ("edit", "/Users/chen/.zshrc", ". /opt/homebrew/opt/asdf/libexec/asdf.sh", 'eval "$(mise activate zsh)"'),
    ("say", "Open a new tab and run `go version`; it should print go1.22.5 now."),
    ("user", "still go1.21.6 in a new tab 😕"),
    ("bash", "zsh -ic 'which -a go' 2>/dev/null; grep -n 'go/bin' ~/.zshrc", out(
        "/usr/local/go/bin/go", _MISE_GO, "40:export PATH=/usr/local/go/bin:$PATH"), False),
    ("say", "Line 40 of ~/.zshrc puts the old /usr/local/go/bin back in front after mise has set PATH, so it wins. "
            "Deleting that line (or the /usr/local/go install) would let mise's Go through."),
    ("user", "I'll clean up my zshrc myself, thanks"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        KAMAL: ("/Users/nadia/src/quill", "2025-03-18T09:00:00Z", "kamal", KAMAL_STEPS),
        PACK: ("/home/ines/src/route-planner", "2025-03-19T13:30:00Z", "buildpacks", PACK_STEPS),
        HURL: ("/home/kofi/src/ledger-api", "2025-03-20T10:20:00Z", "hurl-tests", HURL_STEPS),
        JUST: ("C:\\src\\pixelforge", "2025-03-21T17:00:00Z", "justfile", JUST_STEPS),
        MISE: ("/Users/chen/dev/harbor-cli", "2025-03-24T08:00:00Z", "mise", MISE_STEPS),
    }
