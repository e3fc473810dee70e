"""Labelled lessons of corpus20, part D: the Kamal 2, pack/Paketo, Hurl and justfile-on-Windows sessions. Every
label was written from the session text (corpus20_sources_c.py) before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus20_common import gotcha, knowledge
from tests.truth.corpus20_sources_c import HURL, JUST, KAMAL, PACK

_PS_CHECK = 'powershell.exe -NoProfile -Command "just assets; (Get-ChildItem target\\assets).Count"'

KAMAL_LESSONS = [
    gotcha("km-01", KAMAL, (
        "Kamal 2's .kamal/secrets reads `$KAMAL_REGISTRY_PASSWORD` from the shell, so unset means an empty password",
        "`kamal setup` fails at `Log into image registry...` with unauthorized: incorrect username or password.",
        "Keeping the generated `KAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD` line without exporting the "
        "variable.",
        "The secrets file is evaluated in the deploying shell; with the variable unset the password is empty.",
        "Fetch it with the secrets adapter: `kamal secrets fetch --adapter 1password ... token` into SECRETS and "
        "`KAMAL_REGISTRY_PASSWORD=$(kamal secrets extract token $SECRETS)`."),
        ["`kamal setup` → `docker stderr: Error response from daemon: Get \"https://registry-1.docker.io/v2/\": "
         "unauthorized: incorrect username or password`",
         "`kamal secrets print` → `KAMAL_REGISTRY_PASSWORD=` (empty)",
         "with the 1password adapter in .kamal/secrets the next `kamal setup` logged `Running docker login -u "
         "[REDACTED] -p [REDACTED] as nadia@localhost` … `(successful)`"],
        label="shown", cls="edit_then_pass", category="env_setup",
        why="Login fails with the empty password; after the .kamal/secrets Edit the next `kamal setup` logs in "
            "locally and on the host (it then fails on the health check, another error) and the later `kamal deploy` "
            "logs in and finishes. The registry error never returns.",
        phrasing="list evidence, code span, nested quotes, ellipsis",
        steps={"failure": "unauthorized: incorrect username or password",
               "fix": 'kamal secrets fetch --adapter 1password --account my.1password.eu --from "Private/Docker Hub" '
                      'token'}),
    gotcha("km-02", KAMAL, (
        "`config.force_ssl` makes kamal-proxy's /up health check fail with a 301",
        "`kamal setup` ends with `target failed to become healthy within configured timeout (30s)`.",
        "Deploying a Rails app with `config.force_ssl = true` behind kamal-proxy without excluding /up from the "
        "redirect.",
        "kamal-proxy health-checks over plain HTTP and only accepts a 200; force_ssl answers 301.",
        "Uncomment `config.ssl_options = { redirect: { exclude: ->(request) { request.path == \"/up\" } } }` in "
        "production.rb, then `kamal deploy`."),
        "`docker stderr: Error: target failed to become healthy within configured timeout (30s)`; `kamal app logs` "
        "showed `Started GET \"/up\"` → `Redirected to https://172.18.0.3/up` → `Completed 301 Moved Permanently in "
        "0ms`. After uncommenting the `config.ssl_options` redirect exclusion, `kamal deploy` finished: `Finished all "
        "in 71.8 seconds`.",
        label="shown", cls="edit_then_pass", category="tool_quirk",
        why="The health check fails on the redirect; after the production.rb Edit, `kamal deploy` completes and the "
            "person says the site is up.",
        phrasing="code span, arrow chain, outcome claim",
        steps={"failure": "target failed to become healthy within configured timeout (30s)",
               "fix": "config.ssl_options = { redirect: { exclude:"}),
    gotcha("km-03", KAMAL, (
        "New Kamal secrets only reach the app with the next deploy",
        "Password reset emails don't go out; the app needs SMTP_PASSWORD from 1Password.",
        "Adding a secret to .kamal/secrets and deploy.yml and expecting the running container to see it.",
        "Kamal hands secrets to a container as environment when it starts it; the running one keeps its old "
        "environment.",
        "Fetch the Postmark server-token in .kamal/secrets, list SMTP_PASSWORD under `env: secret:` in "
        "config/deploy.yml, then run `kamal deploy`."),
        "Added `SMTP_PASSWORD=$(kamal secrets extract server-token $POSTMARK)` to .kamal/secrets and `- "
        "SMTP_PASSWORD` under `secret:` in config/deploy.yml.",
        label="not_shown", cls="confirmation_far_or_other", category="env_setup",
        why="No `kamal deploy` follows the secret Edits; the person's reply praises the homepage and explicitly "
            "leaves the reset mail for tomorrow.",
        phrasing="code span, prose",
        steps={"failure": "password reset emails don't go out", "fix": "the homepage loads fast too, nice work"}),
    knowledge("km-04", KAMAL, (
        "See which Kamal secrets resolve empty without printing their values",
        "A Kamal deploy fails on a credential and .kamal/secrets uses shell substitutions.",
        "Pipe `kamal secrets print` through `sed -E 's/=.+/=<set>/'`: set values are masked, empty ones stay visibly "
        "empty.",
        "It finds the unset secret without leaking the others into the terminal or a transcript."),
        "`kamal secrets print | sed -E 's/=.+/=<set>/'` → `KAMAL_REGISTRY_PASSWORD=` and `RAILS_MASTER_KEY=<set>`",
        cls="knowledge", category="security", scope="global",
        why="The masked command and both output lines are in the session.",
        phrasing="code span, arrow, pipe", steps={"evidence": "RAILS_MASTER_KEY=<set>"}),
    gotcha("km-05", KAMAL, (
        "Kamal's 1Password adapter is all a first `kamal setup` needs",
        "The first deploy goes through once the registry token comes from 1Password.",
        "Exporting registry passwords by hand.",
        "The adapter resolves secrets before every command.",
        "Wire `kamal secrets fetch --adapter 1password` into .kamal/secrets."),
        "With the 1password adapter wired into .kamal/secrets, the second `kamal setup` went through and the app came "
        "up.",
        label="invented", cls="names_false_claim", category="env_setup",
        why="The second `kamal setup` failed with `target failed to become healthy`; the app came up only after the "
            "force_ssl fix and `kamal deploy`.",
        phrasing="code span, false outcome claim",
        steps={"evidence": "target failed to become healthy within configured timeout (30s)"}),
    gotcha("km-06", KAMAL, (
        "kamal-proxy gives a new Rails container a minute to turn healthy",
        "The deploy times out waiting for the container.",
        "A slow boot.",
        "The default deploy timeout is too short for asset precompilation.",
        "Raise `deploy_timeout` in deploy.yml."),
        "`docker stderr: Error: target failed to become healthy within configured timeout (60s)`",
        label="invented", cls="near_miss", category="tool_quirk",
        why="The session's timeout is 30s in both the error and the kamal-proxy command.",
        phrasing="code span, near-verbatim quote", steps={"evidence": "configured timeout (30s)"}),
    gotcha("km-07", KAMAL, (
        "`kamal secrets print` needs registry access",
        "Printing the secrets fails on Docker Hub credentials.",
        "Running secrets commands before logging in.",
        "kamal secrets logs into the registry first.",
        "Run `docker login` first."),
        "`kamal secrets print` failed with `unauthorized: incorrect username or password`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="`kamal secrets print` printed the two (masked) lines; the unauthorized error is from the first "
            "`kamal setup`.",
        phrasing="code span, error from another call", steps={"evidence": "KAMAL_REGISTRY_PASSWORD="}),
]

PACK_LESSONS = [
    gotcha("pk-01", PACK, (
        "Paketo's Python buildpacks don't detect a uv-only project",
        "`pack build` fails in DETECTING: no buildpack groups passed detection, status code 20.",
        "Building a project that has only pyproject.toml and uv.lock with the Paketo builder.",
        "The pip, pipenv, poetry and conda buildpacks detect on requirements.txt, Pipfile, poetry.lock or "
        "environment.yml; uv.lock matches none.",
        "Export the lock first: `uv export --format requirements-txt --no-hashes --no-dev -o requirements.txt`, "
        "then `pack build`."),
        "`pack build route-planner --builder paketobuildpacks/builder-jammy-base` → `fail: paketo-buildpacks/pip` … "
        "`ERROR: No buildpack groups passed detection.` After `uv export --format requirements-txt --no-hashes "
        "--no-dev -o requirements.txt`: `5 of 9 buildpacks participating` and `Successfully built image "
        "route-planner`.",
        label="shown", cls="fix_ran", category="build_config",
        why="Detection fails; the next call exports requirements.txt and the same pack build succeeds in it.",
        phrasing="code span, arrow, ellipsis, outcome claim",
        steps={"failure": "ERROR: No buildpack groups passed detection.",
               "fix": "uv export --format requirements-txt --no-hashes --no-dev -o requirements.txt"}),
    gotcha("pk-02", PACK, (
        "A Paketo Python image has no start command without a Procfile",
        "`docker run` of the built image exits: when there is no default process a command is required.",
        "Expecting the buildpack to guess how to start a gunicorn app.",
        "python-start only sets a default process from a Procfile (or a __main__ module).",
        "Add a Procfile `web: gunicorn route_planner.app:app --bind 0.0.0.0:8000` and rebuild."),
        "`docker run --rm -p 8000:8000 route-planner` → `ERROR: failed to launch: determine start command: when "
        "there is no default process a command is required`; with a Procfile (`web: gunicorn route_planner.app:app "
        "--bind 0.0.0.0:8000`) the rebuilt image answered /healthz `{\"status\": \"ok\"}`.",
        label="shown", cls="rerun_passes", category="build_config",
        why="The container cannot start; after the Procfile Write the rebuilt image runs and /healthz answers.",
        phrasing="code span, arrow, JSON in a span",
        steps={"failure": "when there is no default process a command is required",
               "fix": "web: gunicorn route_planner.app:app --bind 0.0.0.0:8000"}),
    gotcha("pk-03", PACK, (
        "Shrink a Paketo image with the tiny run image",
        "The buildpack image is 1.08GB against 180MB for the Dockerfile build.",
        "Keeping the default full jammy run image for a Python service.",
        "The base builder pairs with the full run image, and CPython comes as its own layer.",
        "Build with `--run-image paketobuildpacks/run-jammy-tiny`."),
        "`docker images route-planner --format '{{.Repository}} {{.Size}}'` → route-planner 1.08GB",
        label="not_shown", cls="question_offers_flag", category="performance",
        why="The tiny run image is only offered as a question, with a caveat; the person says not now. No build "
            "with --run-image runs (the closing praise is about /healthz).",
        phrasing="code span, arrow",
        steps={"failure": "route-planner 1.08GB", "fix": "Want me to try `--run-image paketobuildpacks/run-jammy-tiny`?"}),
    knowledge("pk-04", PACK, (
        "pack's DETECTING phase lists the buildpacks that will run",
        "Checking which Paketo buildpacks take part in a build.",
        "Read the lines after `===> DETECTING`: a count like `5 of 9 buildpacks participating`, each buildpack with "
        "its version, and `fail:` lines when nothing matched.",
        "It shows at once whether the app was recognised and which language buildpacks build it."),
        "`===> DETECTING` / `5 of 9 buildpacks participating` / `paketo-buildpacks/pip-install     0.6.8` (first "
        "run: `fail: paketo-buildpacks/poetry`)",
        cls="knowledge", category="debugging_technique", scope="global",
        why="Quoted from the failed and the successful detection output.",
        phrasing="code span, slashes as separators", steps={"evidence": "5 of 9 buildpacks participating"}),
    gotcha("pk-05", PACK, (
        "pack refuses untrusted Paketo builders",
        "`pack build` stops before detection.",
        "Using a builder pack does not trust by default.",
        "pack only runs trusted builders' lifecycles.",
        "`pack config trusted-builders add paketobuildpacks/builder-jammy-base`."),
        "`pack build` rejected the builder: `ERROR: failed to build: invalid builder paketobuildpacks/"
        "builder-jammy-base: not trusted`",
        label="invented", cls="never_seen_error", category="tool_quirk",
        why="Both pack builds reached DETECTING; no trust error was printed.",
        phrasing="code span, invented error", steps={"evidence": "===> DETECTING"}),
    gotcha("pk-06", PACK, (
        "A Paketo image without requirements.txt fails at docker run",
        "Running the image fails on detection.",
        "Skipping the requirements export.",
        "The image is empty without a detected buildpack.",
        "Export requirements.txt before running."),
        "`docker run --rm -p 8000:8000 route-planner` failed with `No buildpack groups passed detection`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="docker run failed on the missing start command; the detection error was the first `pack build`.",
        phrasing="code span, error from another call",
        steps={"evidence": "when there is no default process a command is required"}),
    knowledge("pk-07", PACK, (
        "Paketo Python images weigh almost two gigabytes",
        "Comparing a buildpack image with a slim Dockerfile build.",
        "Expect the full jammy run image plus CPython; measure with docker images.",
        "Buildpack images trade size for reproducible layers."),
        "`docker images route-planner` reported `route-planner 1.8GB` for the Paketo image",
        cls="invented_detail", category="performance",
        why="The size in the session is 1.08GB.", phrasing="code span, changed number",
        steps={"evidence": "route-planner 1.08GB"}),
]

HURL_LESSONS = [
    gotcha("hu-01", HURL, (
        "Hurl fails on an unset `{{password}}`; pass it as the HURL_password environment variable",
        "`hurl --test` stops before sending anything: Undefined variable, you must set the variable password.",
        "Using `{{password}}` in a .hurl file without providing the variable.",
        "Hurl only knows variables from `--variable`, `--variables-file` or `HURL_<name>` environment variables.",
        "Run `HURL_password=$SMOKE_PASSWORD hurl --test tests/smoke.hurl`."),
        "`\x1b[1;31merror\x1b[0m: \x1b[1mUndefined variable\x1b[0m` … `you must set the variable password`; with "
        "`HURL_password=$SMOKE_PASSWORD` the login request went through and, after the jsonpath fix, "
        "`tests/smoke.hurl: Success (2 request(s) in 41 ms)`.",
        label="shown", cls="fix_ran", category="tool_quirk",
        why="The first run fails on the variable; the run with HURL_password gets past the login (failing on an "
            "assert, another error) and the later run with the same variable passes.",
        phrasing="ANSI codes, code span, ellipsis, outcome claim",
        steps={"failure": "you must set the variable password",
               "fix": "tests/smoke.hurl: Success (2 request(s) in 41 ms)"}),
    gotcha("hu-02", HURL, (
        "The accounts API wraps its list in `data`: assert `$.data.accounts`, not `$.accounts`",
        "Hurl's assert on the accounts call fails with `actual: none`.",
        "Porting the Postman assertion `$.accounts` although the API returns an object with data and meta.",
        "The top-level keys are `data` and `meta`, so `$.accounts` selects nothing.",
        "Assert `jsonpath \"$.data.accounts\" count > 0`."),
        "```\n12 | jsonpath \"$.accounts\" count > 0\n   |   actual:   none\n   |   expected: greater than integer "
        "<0>\n```\n`jq -c 'keys, (.data | keys)'` → `[\"data\",\"meta\"]`; after the edit: `tests/smoke.hurl: "
        "Success (2 request(s) in 41 ms)`",
        label="shown", cls="edit_then_pass", category="test_strategy",
        why="The assert fails with actual none; jq shows the wrapper, the Edit fixes the path and the re-run passes.",
        phrasing="fenced block, ANSI stripped, code span, arrow",
        steps={"failure": "actual:   none", "fix": 'jsonpath "$.data.accounts" count > 0'}),
    gotcha("hu-03", HURL, (
        "Pass Hurl variables in CI with `--variable` from a repository secret",
        "The smoke test needs the smoke user's password, and `{{password}}` is undefined otherwise.",
        "Running `hurl --test` in a workflow without providing the variable.",
        "Hurl fails with Undefined variable when `password` has no value.",
        "In the workflow step run `hurl --test --variable password=${{ secrets.SMOKE_PASSWORD }} tests/smoke.hurl`."),
        "Locally `hurl --test --color tests/smoke.hurl` failed with Undefined variable; the `Smoke tests` step added "
        "to .github/workflows/ci.yml runs `hurl --test --variable password=${{ secrets.SMOKE_PASSWORD }} "
        "tests/smoke.hurl`.",
        label="not_shown", cls="never_run", category="workflow",
        why="The `--variable` form exists only in the workflow Edit; no CI run and no local run with --variable "
            "follows (the person merges later). The local passes used HURL_password instead.",
        phrasing="code span, prose",
        steps={"failure": "you must set the variable password",
               "fix": "hurl --test --variable password=${{ secrets.SMOKE_PASSWORD }} tests/smoke.hurl"}),
    knowledge("hu-04", HURL, (
        "Hurl reads `HURL_<name>` environment variables as template variables",
        "Passing a secret to a .hurl file without putting it on the command line.",
        "Prefix the run with `HURL_password=...`; the file's `{{password}}` then resolves.",
        "The value stays out of the command line that `--variable` would put it on."),
        "`HURL_password=$SMOKE_PASSWORD hurl --test tests/smoke.hurl` → `Executed requests: 2 (48.8/s)`, "
        "`Succeeded files:   1 (100.0%)`",
        cls="knowledge", category="tool_quirk", scope="global",
        why="Quoted from the passing run's summary.", phrasing="code span, arrow",
        steps={"evidence": "Executed requests: 2 (48.8/s)"}),
    gotcha("hu-05", HURL, (
        "Setting HURL_password is all a ported Postman smoke test needs",
        "The ported hurl file passes once the password variable is set.",
        "Rewriting Postman assertions that already match.",
        "Hurl's jsonpath matches Postman's.",
        "Export HURL_password and run."),
        "`HURL_password=$SMOKE_PASSWORD hurl --test --color tests/smoke.hurl` passed as soon as the variable was set.",
        label="invented", cls="names_false_claim", category="test_strategy",
        why="That run failed with `Assert failure` on `$.accounts` (exit code 4); it passed only after the jsonpath "
            "Edit.",
        phrasing="code span, passed first time", steps={"evidence": "Assert failure"}),
    gotcha("hu-06", HURL, (
        "Hurl rejects `$.accounts` as an invalid JSONPath",
        "The assert line does not parse.",
        "Using a bare root path.",
        "Hurl's JSONPath parser wants a filter.",
        "Quote the path differently."),
        "`error: Invalid JSONPath expression` at tests/smoke.hurl:12",
        label="invented", cls="never_seen_error", category="tool_quirk",
        why="Line 12 failed as an `Assert failure` with actual none; no parse error was printed.",
        phrasing="code span, invented error", steps={"evidence": "tests/smoke.hurl:12:0"}),
    knowledge("hu-07", HURL, (
        "Hurl's `--test` summary gives per-file results and the request count",
        "Reading a Hurl test run in CI logs.",
        "Look for `<file>: Success (N request(s) in T ms)` and the Executed/Succeeded lines.",
        "One line per file is enough to spot the failing one."),
        "`tests/smoke.hurl: Success (2 request(s) in 14 ms)`",
        cls="near_miss", category="test_strategy",
        why="The passing run took 41 ms; the quoted 14 ms line is not in the session.",
        phrasing="code span, near-verbatim quote", steps={"evidence": "Success (2 request(s) in 41 ms)"}),
]

JUST_LESSONS = [
    gotcha("ju-01", JUST, (
        "just started from PowerShell still needs `sh` unless windows-shell is set",
        "`just assets` run from PowerShell fails: could not find the shell, program not found.",
        "Running a justfile with default settings outside Git Bash on Windows.",
        "just runs recipe lines with `sh` by default, and PowerShell's PATH has no sh.",
        "Add `set windows-shell := [\"powershell.exe\", \"-NoLogo\", \"-Command\"]` to the justfile."),
        "Run from PowerShell, `powershell.exe -NoProfile -Command \"just assets\"` → \"error: Recipe `assets` could "
        "not be run because just could not find the shell: program not found\"; after adding `set windows-shell := "
        "[...]` the shell error was gone (the recipe then failed on its own `&&`, fixed next), and `just assets` "
        "copied the 42 files.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="The shell error disappears on the next run (which fails on `&&`, another error); after the recipe Edit "
            "the run passes.",
        phrasing="code span, nested quotes, ellipsis, outcome claim",
        steps={"failure": "could not find the shell: program not found",
               "fix": 'set windows-shell := ["powershell.exe", "-NoLogo", "-Command"]'}),
    gotcha("ju-02", JUST, (
        "Windows PowerShell 5.1 has no `&&`: write just recipes with `;` and cmdlets",
        "With windows-shell set to powershell.exe the recipe fails: the token '&&' is not a valid statement "
        "separator.",
        "Reusing a POSIX `mkdir -p … && cp -r …` recipe line under powershell.exe (5.1).",
        "`&&` and `||` only exist from PowerShell 7; 5.1 stops in the parser.",
        r"Use `New-Item -ItemType Directory -Force target\assets | Out-Null; Copy-Item -Recurse -Force assets\* "
        r"target\assets`."),
        "```\nThe token '&&' is not a valid statement separator in this version.\nerror: Recipe `assets` failed on "
        "line 11 with exit code 1\n```\n" + r"after rewriting the line to New-Item/Copy-Item, `just assets; "
        r"(Get-ChildItem target\assets).Count` printed 42.",
        label="shown", cls="edit_then_pass", category="tool_quirk",
        why="The recipe fails in the 5.1 parser; after the Edit to cmdlets the next call runs it and counts 42 "
            "files.",
        phrasing="fenced block, Windows path, code span, outcome claim",
        steps={"failure": "The token '&&' is not a valid statement separator",
               "fix": "New-Item -ItemType Directory -Force target\\assets | Out-Null"}),
    gotcha("ju-03", JUST, (
        "A just recipe written for PowerShell breaks on Linux: give it `[windows]` and `[unix]` bodies",
        "On Linux (WSL, CI) the recipe fails with `sh: 1: New-Item: not found` and exit code 127.",
        "Rewriting a recipe in PowerShell cmdlets for Windows while CI runs the same justfile on Ubuntu.",
        "just ignores windows-shell on Linux and gives the line to sh.",
        "Mark the PowerShell recipe `[windows]` and add a `[unix]` `assets` recipe with the mkdir/cp line."),
        "`wsl -e just assets` → `sh: 1: New-Item: not found`, exit code 127; after splitting the recipe into "
        "[windows] and [unix] variants, `just --list` still showed one `assets`.",
        label="not_shown", cls="other_check_passes", category="build_config",
        why="After the [unix] Edit only `just --list` ran, on Windows; the WSL run that failed is never repeated, so "
            "the unix recipe is not shown working.",
        phrasing="code span, arrow, exit code",
        steps={"failure": "sh: 1: New-Item: not found", "fix": 'powershell.exe -NoProfile -Command "just --list"'}),
    gotcha("ju-04", JUST, (
        "Point just's windows-shell at pwsh (PowerShell 7), not Windows PowerShell 5.1",
        "Recipes with `&&` fail under windows-shell with a statement-separator parse error.",
        "Setting windows-shell to `powershell.exe`, which is Windows PowerShell 5.1.",
        "5.1 has no pipeline chain operators; PowerShell 7 (`pwsh.exe`) does.",
        "`set windows-shell := [\"pwsh.exe\", \"-NoLogo\", \"-Command\"]` and keep the POSIX-style `&&` line."),
        "`powershell.exe -NoProfile -Command \"just assets\"` with windows-shell set to powershell.exe → \"The token "
        "'&&' is not a valid statement separator in this version.\"",
        label="not_shown", cls="ran_the_trap", category="build_config",
        why="pwsh never runs in the session; the passing run a model would cite ran powershell.exe (5.1), the trap "
            "itself, and passed only because the recipe was rewritten in cmdlets.",
        phrasing="code span, nested quotes, arrow",
        steps={"failure": "The token '&&' is not a valid statement separator", "fix": _PS_CHECK}),
    gotcha("ju-05", JUST, (
        "`just --list` needs a shell on Windows too",
        "Listing recipes fails from PowerShell.",
        "Calling just --list outside Git Bash.",
        "just evaluates backticks with sh when listing.",
        "Set windows-shell before listing."),
        "`just --list` failed with `could not find the shell: program not found`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="`just --list` printed the recipes; the shell error was the first `just assets`.",
        phrasing="code span, error from another call", steps={"evidence": "Available recipes:"}),
    gotcha("ju-06", JUST, (
        "`set windows-shell` is the only change a Makefile port needs on Windows",
        "After setting windows-shell the recipes run from PowerShell.",
        "Rewriting recipes in cmdlets.",
        "windows-shell makes powershell.exe understand POSIX lines.",
        "Set windows-shell and keep the recipes."),
        "after adding `set windows-shell`, `powershell.exe -NoProfile -Command \"just assets\"` ran cleanly and copied "
        "the assets.",
        label="invented", cls="names_false_claim", category="build_config",
        why="The run right after the windows-shell Edit failed on `&&`; it only passed after the cmdlet rewrite.",
        phrasing="code span, nested quotes, false outcome claim",
        steps={"evidence": "The token '&&' is not a valid statement separator"}),
    gotcha("ju-07", JUST, (
        "just reports the recipe line number in its failures",
        "A failing recipe line is named in the error.",
        "Guessing which line failed.",
        "just counts lines from the top of the justfile.",
        "Read the line number in the error."),
        "just said \"error: Recipe `assets` failed on line 10 with exit code 1\"",
        label="invented", cls="near_miss", category="tool_quirk",
        why="Both failures in the session name line 11 (after the windows-shell line was added).",
        phrasing="double quotes with a code span, near-verbatim quote",
        steps={"evidence": "failed on line 11 with exit code 1"}),
]


def records() -> list[dict[str, Any]]:
    return [*KAMAL_LESSONS, *PACK_LESSONS, *HURL_LESSONS, *JUST_LESSONS]
