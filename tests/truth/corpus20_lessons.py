"""Labelled lessons of corpus20, part A: the GoReleaser, ko, tox-on-Windows and nox sessions. Every label was
written from the session text (corpus20_sources.py) before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus20_common import gotcha, knowledge
from tests.truth.corpus20_sources import GORELEASER, KO, NOX, TOX

GORELEASER_LESSONS = [
    gotcha("gor-01", GORELEASER, (
        "GoReleaser 2 refuses a .goreleaser.yaml without `version: 2`",
        "`goreleaser release --snapshot --clean` stops at once: only version 2 configuration files are supported.",
        "Running GoReleaser 2.x against a config written for 1.x, which has no `version` key.",
        "GoReleaser 2 only loads configuration files that declare `version: 2`; a missing key counts as version 0.",
        "Put `version: 2` at the top of .goreleaser.yaml (above `project_name`) and re-run the snapshot."),
        "`goreleaser release --snapshot --clean` → `error=only version: 2 configuration files are supported, yours is "
        "version: 0, please update your configuration`; with `version: 2` added above `project_name: tern` the same "
        "command ended `release succeeded after 14s`.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="The first snapshot fails on the missing key; the Edit adds `version: 2` and the re-run of the same "
            "command succeeds, and the error never comes back.",
        phrasing="code span, arrow, outcome claim",
        steps={"failure": "only version: 2 configuration files are supported", "fix": "version: 2\n\nproject_name: tern"}),
    gotcha("gor-02", GORELEASER, (
        "`-X main.version` does nothing when the version variable lives in another package",
        "The snapshot binary prints `tern version dev (commit: none)` although GoReleaser built 0.8.5-SNAPSHOT-3f9c2e1.",
        "Keeping the template ldflags `-X main.version={{.Version}}` when the variables are declared in "
        "internal/buildinfo.",
        "The linker's -X needs the full import path of the package declaring the variable; a name that matches "
        "nothing is ignored without an error.",
        "Point the ldflags at the declaring package: `-X github.com/dmitri/tern/internal/buildinfo.Version={{.Version}}` "
        "(and the same for Commit)."),
        "```\n$ ./dist/tern_linux_amd64_v1/tern --version\ntern version dev (commit: none)\n```\nAfter changing the "
        "ldflags to `-X github.com/dmitri/tern/internal/buildinfo.Version={{.Version}}`, `goreleaser build --snapshot "
        "--clean --single-target` produced a binary printing `tern version 0.8.5-SNAPSHOT-3f9c2e1 (commit: 3f9c2e1)`.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="The built binary reports `dev`; the Edit rewrites the ldflags to the buildinfo package and the next build "
            "in the same chain prints the snapshot version.",
        phrasing="fenced block, $ prompt, code span, outcome claim",
        steps={"failure": "tern version dev (commit: none)",
               "fix": "github.com/dmitri/tern/internal/buildinfo.Version={{.Version}}"}),
    gotcha("gor-03", GORELEASER, (
        "A real GoReleaser release refuses the uncommitted config edits a snapshot ignored",
        "`goreleaser release --clean` after tagging v0.9.0 fails with `error=git is in a dirty state` listing "
        ".goreleaser.yaml.",
        "Tagging and releasing right after iterating on .goreleaser.yaml with `--snapshot`, which tolerates a dirty "
        "tree.",
        "A non-snapshot release validates the git state and aborts on modified tracked files; the snapshot runs had "
        "`dirty=true` and carried on.",
        "Commit the config and move the tag onto that commit: `git commit -am 'build: goreleaser v2 config' && git tag "
        "-fa v0.9.0 -m v0.9.0 && goreleaser release --clean`."),
        '`git tag -a v0.9.0 -m "v0.9.0" && goreleaser release --clean` → `⨯ release failed after 0s '
        'error=git is in a dirty state` and "Please check in your pipeline what can be changing the following '
        'files:" ` M .goreleaser.yaml`',
        label="not_shown", cls="only_suggested", category="workflow",
        why="The dirty-state failure is real; committing and re-tagging is only written in the assistant's prose, "
            "the person declines to have it run, and nothing releases afterwards.",
        phrasing="code span, nested quotes, arrow, double-quoted output",
        steps={"failure": "error=git is in a dirty state",
               "fix": "git tag -fa v0.9.0 -m v0.9.0 && goreleaser release --clean"}),
    knowledge("gor-04", GORELEASER, (
        "A GoReleaser snapshot builds from a dirty tree and versions after the last tag",
        "Checking the release archives locally before tagging, with uncommitted changes in the repository.",
        "Run `goreleaser release --snapshot --clean`: it skips publishing, accepts `dirty=true`, and names the "
        "artifacts after the next patch version plus `-SNAPSHOT-<commit>`.",
        "The real archive names and binaries come out without a tag or a clean tree, so the config can be iterated "
        "on before the release commit."),
        "Snapshot run with `dirty=true` in the git state still built `version=0.8.5-SNAPSHOT-3f9c2e1` and archived "
        "`dist/tern_0.8.5-SNAPSHOT-3f9c2e1_linux_x86_64.tar.gz` (\"skipping announce, publish and validate...\").",
        cls="knowledge", category="workflow", scope="global",
        why="Quoted from the successful snapshot run's git-state, snapshot and archive lines.",
        phrasing="code span, double-quoted output, ellipsis",
        steps={"evidence": "skipping announce, publish and validate"}),
    gotcha("gor-05", GORELEASER, (
        "GoReleaser 2 also needs the archive template rewritten after the version header",
        "Even with `version: 2` at the top, `goreleaser release --snapshot --clean` keeps ending in `release failed`.",
        "Assuming the version header is the only GoReleaser 2 migration step.",
        "GoReleaser 2 changed the fields the archives `name_template` may use.",
        "Rewrite the archives `name_template` after adding `version: 2`, then re-run the snapshot."),
        "The second `goreleaser release --snapshot --clean`, run right after the `version: 2` edit, failed again "
        "with `release failed after 0s`.",
        label="invented", cls="names_false_claim", category="build_config",
        why="The re-run after the Edit ends `release succeeded after 14s`; the only later `release failed after 0s` "
            "is the dirty-state release, a different command.",
        phrasing="code span, outcome claim, still failed",
        steps={"evidence": "release succeeded after 14s"}),
    gotcha("gor-06", GORELEASER, (
        "goreleaser release needs --skip=validate when the tree has local edits",
        "The tagged release aborts with a dirty-state error naming the changed files.",
        "Releasing with uncommitted edits.",
        "GoReleaser validates the git state before building.",
        "Pass `--skip=validate` to `goreleaser release --clean`."),
        "`goreleaser release --clean` → `error=git is currently in a dirty state, please check in your pipeline what "
        "can be changing the following files`",
        label="invented", cls="near_miss", category="tool_quirk",
        why="The session's message is `error=git is in a dirty state` with the pipeline hint on its own line; the "
            "quoted sentence is a reworded blend of the two, and --skip=validate never appears.",
        phrasing="code span, arrow, near-verbatim quote",
        steps={"evidence": "error=git is in a dirty state"}),
    knowledge("gor-07", GORELEASER, (
        "`goreleaser build --single-target` builds only the host platform",
        "Checking one binary quickly without building the whole release matrix.",
        "Run `goreleaser build --snapshot --clean --single-target`; it builds only the GOOS/GOARCH of the machine.",
        "Far faster than the full matrix while iterating on ldflags."),
        "`goreleaser build --snapshot --clean --single-target` built only `dist/tern_linux_amd64_v1/tern` but first "
        "warned `DEPRECATED: --single-target is ignored when GOOS is set`.",
        cls="never_seen_error", category="tool_quirk",
        why="The single-target build printed no warning at all; the DEPRECATED line is nowhere in the session.",
        phrasing="code span, invented warning",
        steps={"evidence": "build succeeded after 4s"}),
]

KO_LESSONS = [
    gotcha("ko-01", KO, (
        "ko needs KO_DOCKER_REPO even to build into the local docker daemon",
        "`ko build ./cmd/ledgerd` fails immediately because KO_DOCKER_REPO is unset.",
        "Running `ko build` with no target repository for a local smoke test.",
        "ko always publishes somewhere and takes the destination from KO_DOCKER_REPO; `ko.local` is the value that "
        "loads the image into the docker daemon.",
        "Prefix the build with `KO_DOCKER_REPO=ko.local` (or export it) for local images."),
        "Plain `ko build ./cmd/ledgerd` → Error: KO_DOCKER_REPO environment variable is unset. "
        "`KO_DOCKER_REPO=ko.local ko build ./cmd/ledgerd` then built for linux/arm64 and printed "
        "`Loaded ko.local/ledgerd-3b0b7c4d5e8e1f4a2c9d7b8e6f0a1b2c:9a7e2d4c…`.",
        label="shown", cls="fix_ran", category="env_setup",
        why="The plain build fails on the unset variable; the next call sets KO_DOCKER_REPO=ko.local and loads the "
            "image, and the variable error never returns.",
        phrasing="prose, code span, ellipsis, arrow",
        steps={"failure": "Error: KO_DOCKER_REPO environment variable is unset",
               "fix": "KO_DOCKER_REPO=ko.local ko build ./cmd/ledgerd"}),
    gotcha("ko-02", KO, (
        "ko images hold only the binary: ship config files through kodata/ and KO_DATA_PATH",
        "The container built by ko exits at start with `open config/ledgerd.yaml: no such file or directory`.",
        "Reading a config file by a repository-relative path from a ko-built image.",
        "ko puts only the compiled Go binary on a static base; files under `<main package>/kodata/` are the only "
        "extra files it copies, and KO_DATA_PATH says where they are.",
        "Move the file to cmd/ledgerd/kodata/ and open it with `filepath.Join(os.Getenv(\"KO_DATA_PATH\"), "
        "\"ledgerd.yaml\")`."),
        ["`docker run --rm -p 8080:8080 ko.local/ledgerd:latest` → `open config/ledgerd.yaml: no such file or "
         "directory`",
         "After `git mv config/ledgerd.yaml cmd/ledgerd/kodata/ledgerd.yaml` and reading the path from KO_DATA_PATH, "
         "the rebuilt container answered /healthz with `{\"status\":\"ok\",\"version\":\"dev\"}`"],
        label="shown", cls="edit_then_pass", category="build_config",
        why="The first container run fails on the missing file; after the git mv and the main.go Edit, the rebuilt "
            "container serves /healthz.",
        phrasing="list evidence, code span, arrow, JSON in a span",
        steps={"failure": "open config/ledgerd.yaml: no such file or directory",
               "fix": 'filepath.Join(os.Getenv("KO_DATA_PATH"), "ledgerd.yaml")'}),
    gotcha("ko-03", KO, (
        "ko publishes to ghcr.io only with a registry login it can find",
        "The multi-arch `ko build -B --platform=linux/amd64,linux/arm64` to ghcr.io/amara fails: UNAUTHORIZED.",
        "Switching KO_DOCKER_REPO from ko.local to a remote registry without logging in.",
        "ko uses the credentials in the docker config (or its own `ko login`), and there was no ghcr.io entry.",
        "Log in first with `echo $GHCR_PAT | ko login ghcr.io --username amara --password-stdin` (a PAT with "
        "write:packages), then re-run the build."),
        "`KO_DOCKER_REPO=ghcr.io/amara ko build -B --platform=linux/amd64,linux/arm64 ./cmd/ledgerd` → `POST "
        "https://ghcr.io/v2/amara/ledgerd/blobs/uploads/: UNAUTHORIZED: authentication required`",
        label="not_shown", cls="only_suggested", category="env_setup",
        why="The push failure is real; the login is only suggested in prose and the person puts it off to the next "
            "day. No later call logs in or publishes.",
        phrasing="code span, arrow",
        steps={"failure": "UNAUTHORIZED: authentication required",
               "fix": "ko login ghcr.io --username amara --password-stdin"}),
    knowledge("ko-04", KO, (
        "`ko build -B` names the image after the last path element instead of an md5 suffix",
        "Building a ko image that should be run or referenced by a short, predictable name.",
        "Pass `-B` (`--base-import-paths`): the image becomes `<repo>/ledgerd` rather than `<repo>/ledgerd-<md5>`.",
        "Without it the name is only known by copying ko's output; with it `docker run ko.local/ledgerd:latest` "
        "works."),
        "Without -B: `ko.local/ledgerd-3b0b7c4d5e8e1f4a2c9d7b8e6f0a1b2c:9a7e2d4c…`; with `KO_DOCKER_REPO=ko.local ko "
        "build -B ./cmd/ledgerd`: `Loaded ko.local/ledgerd:latest`.",
        cls="knowledge", category="tool_quirk", scope="global",
        why="Both image names are quoted from the two ko build outputs.",
        phrasing="code span, ellipsis", steps={"evidence": "Loaded ko.local/ledgerd:latest"}),
    gotcha("ko-05", KO, (
        "ko.local images need a docker login before `docker run`",
        "Running the freshly loaded ko image fails with an authentication error.",
        "Running a `ko.local/...` image right after `ko build` without logging in.",
        "The daemon tries to pull ko.local images from a registry.",
        "Run `docker login` before `docker run ko.local/ledgerd:latest`."),
        "`docker run --rm -p 8080:8080 ko.local/ledgerd:latest` failed with `UNAUTHORIZED: authentication required`.",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="That UNAUTHORIZED belongs to the later ghcr.io push; the docker run failed on the missing config file.",
        phrasing="code span, error from another call",
        steps={"evidence": "open config/ledgerd.yaml: no such file or directory"}),
    knowledge("ko-06", KO, (
        "ko builds on a distroless static base unless told otherwise",
        "Checking what a ko image contains besides the Go binary.",
        "Look at the `Using base` line ko prints; set `defaultBaseImage` in .ko.yaml to change it.",
        "A static base has no shell and none of the repository's files, which is why config must go through kodata/."),
        "`KO_DOCKER_REPO=ko.local ko build ./cmd/ledgerd` logged `Using base gcr.io/distroless/static:nonroot for "
        "github.com/amara/ledgerd/cmd/ledgerd`.",
        cls="invented_detail", category="tool_quirk",
        why="The session's base line names cgr.dev/chainguard/static, not gcr.io/distroless/static:nonroot.",
        phrasing="code span, changed detail", steps={"evidence": "Using base cgr.dev/chainguard/static"}),
    gotcha("ko-07", KO, (
        "Multi-arch ko pushes to ghcr.io go through once `-B` is added",
        "The two-platform ko build to ghcr.io only published after switching to base import paths.",
        "Publishing multi-arch images under md5-suffixed names.",
        "ghcr.io rejects the long md5 repository names for manifest lists.",
        "Always pass `-B` when pushing multi-platform ko images to ghcr.io."),
        "With `-B` added, `KO_DOCKER_REPO=ghcr.io/amara ko build -B --platform=linux/amd64,linux/arm64 ./cmd/ledgerd` "
        "published both architectures.",
        label="invented", cls="names_false_claim", category="tool_quirk",
        why="That exact command is the one that failed with UNAUTHORIZED; nothing was ever published to ghcr.io.",
        phrasing="code span, false outcome claim",
        steps={"evidence": "Publishing ghcr.io/amara/ledgerd:latest"}),
]

TOX_LESSONS = [
    gotcha("tox-01", TOX, (
        "Python 3.12's utcnow() deprecation fails tests when warnings are errors",
        "Only the py312 tox env fails, on a DeprecationWarning from `datetime.utcnow()`.",
        "Calling `datetime.utcnow()` in code whose pytest config turns every warning into an error.",
        "3.12 deprecates utcnow(); pyproject's `filterwarnings` set to error makes that warning a test failure on "
        "3.12 only.",
        "Use `datetime.now(timezone.utc)` (importing timezone) and re-run `tox -e py312`."),
        r"py312: `FAILED tests/test_stamp.py::test_stamp_is_utc - DeprecationWarning: datetime.datetime.utcnow() is "
        r"deprecated and scheduled for removal in a future version.` Edited C:\Users\Priya\src\pyfathom\src\pyfathom"
        r"\stamp.py to `datetime.now(timezone.utc)` → `tox -e py312`: `56 passed in 3.52s`, `congratulations :) "
        r"(6.10 seconds)`",
        label="shown", cls="edit_then_pass", category="test_strategy",
        why="The py312 env fails on the warning; after the two Edits to stamp.py, `tox -e py312` passes and the "
            "warning never shows again.",
        phrasing="Windows path, code span, arrow, outcome claim",
        steps={"failure": "datetime.datetime.utcnow() is deprecated", "fix": "datetime.now(timezone.utc).strftime"}),
    gotcha("tox-02", TOX, (
        "tox does not see Pythons installed by `uv python install` without tox-uv",
        "After `uv python install 3.9` succeeded, `tox -e py39` still skipped py39 for lack of an interpreter.",
        "Expecting tox's interpreter discovery to find uv-managed Pythons.",
        "tox 4 discovers interpreters through virtualenv (PATH and the py launcher), which never looks into uv's "
        "managed-python directory.",
        "Install tox with the plugin, `uv tool install tox --with tox-uv --force`; tox then asks uv for the "
        "interpreter."),
        "`uv python install 3.9 && tox -e py39` → Installed Python 3.9.21 in 2.31s, yet py39: SKIP (0.01 seconds) and "
        "evaluation failed :( … `uv tool install tox --with tox-uv --force && tox -e py39` → "
        "`py39: OK (9.88=setup[5.61]+cmd[4.27] seconds)`.",
        label="shown", cls="fix_ran", category="env_setup",
        why="py39 is still skipped right after the uv install; the tox-uv install runs in the next call and py39 "
            "passes in it, and the person confirms.",
        phrasing="code span, arrow, ellipsis, prose",
        steps={"failure": "Installed Python 3.9.21 in 2.31s", "fix": "uv tool install tox --with tox-uv --force"}),
    gotcha("tox-03", TOX, (
        "tox skips py39 when the py launcher has no 3.9: install one with winget",
        "The tox matrix reports py39 as SKIP while py310 to py312 run.",
        "Trusting a tox run on Windows when an interpreter is missing; tox 4 only marks that env SKIP.",
        "No CPython 3.9 is registered with the py launcher (`py -0p` lists 3.12, 3.11 and 3.10).",
        "Install 3.9 system-wide with `winget install --id Python.Python.3.9 -e --silent`, then re-run "
        "`tox -e py39`."),
        "`py39: skipped because could not find python interpreter with spec(s): py39`; `py -0p` showed -V:3.12, "
        "-V:3.11 and -V:3.10 only.",
        label="not_shown", cls="never_run", category="env_setup",
        why="The winget call is rejected by the person ([Request interrupted by user for tool use]), who asks for uv "
            "instead; winget never runs. 3.9 later comes from uv and tox-uv, a different fix.",
        phrasing="code span, prose",
        steps={"failure": "py39: skipped because could not find python interpreter with spec(s): py39",
               "fix": "winget install --id Python.Python.3.9 -e --silent"}),
    knowledge("tox-04", TOX, (
        "tox 4 reports a missing interpreter as SKIP, not as a failure",
        "Running a tox env list on a machine that lacks some of the Pythons.",
        "Read the summary for SKIP lines, and list the installed interpreters (`py -0p` on Windows) before trusting "
        "the matrix.",
        "A skipped env reads like part of a complete run; here the failing summary came from py312, not from the "
        "missing 3.9."),
        "Summary lines `py39: SKIP (0.02 seconds)`, `py310: OK (21.87=setup[18.10]+cmd[3.77] seconds)` and `py312: "
        "FAIL code 1 (24.33=setup[20.13]+cmd[4.20] seconds)`; `py -0p` listed no 3.9.",
        cls="knowledge", category="test_strategy", scope="global",
        why="Quoted from the first tox summary and the py launcher listing.",
        phrasing="code span, exit summary", steps={"evidence": "py39: SKIP (0.02 seconds)"}),
    gotcha("tox-05", TOX, (
        "Replacing utcnow() is not enough while a stale .tox env keeps the old bytecode",
        "After the utcnow() change `tox -e py312` still fails on the same DeprecationWarning.",
        "Fixing only the call site and re-running the existing env.",
        "The cached py312 env still imports the old module.",
        "Recreate the env with `tox -r -e py312`."),
        "After the edit to `datetime.now(timezone.utc)`, `tox -e py312` still ended with `FAIL code 1`.",
        label="invented", cls="names_false_claim", category="test_strategy",
        why="The re-run after the Edits prints `56 passed in 3.52s` and `congratulations :)`; `FAIL code 1` is the "
            "first matrix run's summary.",
        phrasing="code span, still failed",
        steps={"evidence": "congratulations :) (6.10 seconds)"}),
    knowledge("tox-06", TOX, (
        "With tox-uv, tox creates its envs through uv.exe",
        "Looking at how tox builds envs once the tox-uv plugin is installed on Windows.",
        "Check the `venv>` line: the env is created by uv with the requested Python version.",
        "It confirms the interpreter now comes from uv's discovery instead of virtualenv's."),
        r"`py39: venv> C:\Users\Priya\.local\bin\uv.exe venv -p 3.9 --allow-existing C:\Users\Priya\src\pyfathom"
        r"\.tox\py39`",
        cls="near_miss", category="tool_quirk",
        why="The session's line reads `venv -p py39 --allow-existing --python-preference system`; the quoted "
            "`-p 3.9` form without the preference flag is not there.",
        phrasing="Windows path, code span, near-verbatim quote",
        steps={"evidence": "uv.exe venv -p py39"}),
    knowledge("tox-07", TOX, (
        "uv keeps its managed Pythons under AppData Roaming on Windows",
        "Finding the interpreter that `uv python install` downloaded on Windows.",
        "Look under the Roaming uv python directory; each version gets a cpython-<version>-windows-x86_64-none folder.",
        "Handy when another tool needs the interpreter path directly."),
        r"`uv python install 3.9` placed the interpreter at `C:\\Users\\Priya\\AppData\\Roaming\\uv\\python\\"
        r"cpython-3.9.21-windows-x86_64-none\\python.exe`",
        cls="invented_detail", category="env_setup",
        why="The uv install only printed `Installed Python 3.9.21 in 2.31s` and the key name; no install path appears "
            "anywhere in the session.",
        phrasing="doubled backslashes, Windows path, code span",
        steps={"evidence": "cpython-3.9.21-windows-x86_64-none"}),
]

NOX_LESSONS = [
    gotcha("nox-01", NOX, (
        "nox's `session.install(\"-e\", \".[test]\")` cannot install a PEP 735 dependency group",
        "With the uv backend the tests session warns that the package has no extra named test and then fails with "
        "`No module named pytest`.",
        "Installing test dependencies as the extra `.[test]` when pyproject declares them under "
        "`[dependency-groups]`.",
        "Dependency groups are not extras and cannot be named in an install requirement; uv only warns and installs "
        "the bare package.",
        "Install the group with uv into the session venv: `session.run_install(\"uv\", \"sync\", \"--group\", "
        "\"test\", env={\"UV_PROJECT_ENVIRONMENT\": session.virtualenv.location})`."),
        "nox > uv pip install -e '.[test]' → \"warning: The package `geoparse @ file:///home/jonas/src/geoparse` does "
        "not have an extra named `test`\" … `No module named pytest`. After switching to `uv sync --group test` the "
        "session ran `41 passed in 1.92s`.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="tests-3.11 fails with no pytest; the Edit replaces session.install with `uv sync --group test`, and "
            "`nox -s tests` passes next, with no recurrence.",
        phrasing="double-quoted output with code spans, arrow, ellipsis, outcome claim",
        steps={"failure": "does not have an extra named `test`",
               "fix": 'session.run_install("uv", "sync", "--group", "test"'}),
    gotcha("nox-02", NOX, (
        "uv refuses a 3.13 nox session while requires-python stops below 3.13",
        "`nox -s tests-3.13` fails in `uv sync --group test`: Python 3.13.1 is incompatible with the project's "
        "Python requirement.",
        "Adding a Python to the nox parametrize that the project's `requires-python` excludes.",
        "pyproject caps `requires-python` below 3.13, and uv sync will not install the project into an interpreter "
        "outside it.",
        "Widen `requires-python` to `>=3.10,<3.14`, then re-run `nox -s tests-3.13`."),
        "\"error: The requested interpreter resolved to Python 3.13.1, which is incompatible with the project's Python "
        "requirement\" — then `nox > Command uv sync --group test failed with exit code 2`.",
        label="not_shown", cls="question_offers_flag", category="build_config",
        why="Widening requires-python is only offered as a question; the person keeps the cap and has 3.13 removed, "
            "so it never changes and no 3.13 session passes.",
        phrasing="double-quoted output, code span, exit code",
        steps={"failure": "which is incompatible with the project's Python requirement",
               "fix": "Should I widen it to `>=3.10,<3.14`"}),
    knowledge("nox-03", NOX, (
        "Point `uv sync` at the nox session's venv with UV_PROJECT_ENVIRONMENT",
        "Installing a project's dependency group inside a nox session that uses the uv backend.",
        "Call `session.run_install(\"uv\", \"sync\", \"--group\", \"test\", env={\"UV_PROJECT_ENVIRONMENT\": "
        "session.virtualenv.location})`.",
        "uv sync otherwise targets the project's .venv; with the variable it installs into .nox/tests-3-11, which "
        "the session's `python -m pytest` uses."),
        "The session log after the change: `nox > Re-using existing virtual environment at .nox/tests-3-11.`, "
        "`nox > uv sync --group test`, ` + pytest==8.3.4`, then `41 passed in 1.92s`.",
        cls="knowledge", category="build_config", scope="global",
        why="Quoted from the passing `nox -s tests` run after the Edit.",
        phrasing="code span", steps={"evidence": "Re-using existing virtual environment at .nox/tests-3-11."}),
    gotcha("nox-04", NOX, (
        "A uv-backed nox lint session trips over the missing pytest too",
        "The lint session fails alongside tests after switching to the uv backend.",
        "Sharing one broken install step between sessions.",
        "The lint venv inherits the failed test install.",
        "Give the lint session its own `session.install(\"ruff\")`."),
        "`nox > ruff check src tests` failed: `No module named pytest`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="The lint session printed `All checks passed!` and `lint: success`; the pytest error belongs to "
            "tests-3.11.",
        phrasing="code span, error from another call", steps={"evidence": "All checks passed!"}),
    gotcha("nox-05", NOX, (
        "`uv sync --group` needs the group under [dependency-groups], not [tool.uv]",
        "`uv sync --group test` refuses a group it cannot find.",
        "Declaring dev groups under a tool table.",
        "uv only reads groups from the standard table.",
        "Move the group to `[dependency-groups]`."),
        "The first `uv sync --group test` in the session failed with \"error: Group test is not defined in any "
        "project's dependency-groups table\".",
        label="invented", cls="never_seen_error", category="build_config",
        why="Every `uv sync --group test` in the session either installed the group or failed on requires-python; "
            "no such group error was printed.",
        phrasing="double-quoted invented error", steps={"evidence": "nox > uv sync --group test"}),
    knowledge("nox-06", NOX, (
        "Switching nox to the uv backend needs no session changes",
        "Moving an existing noxfile to `nox.options.default_venv_backend = \"uv\"`.",
        "Set the option at the top of noxfile.py; the existing `session.install` calls keep working.",
        "uv pip mirrors pip's install syntax."),
        "Right after adding `nox.options.default_venv_backend = \"uv\"`, `nox -s tests lint` passed both sessions on "
        "the first run.",
        cls="names_false_claim", category="workflow",
        why="The first `nox -s tests lint` after that Edit ended `tests-3.11: failed`; only lint passed.",
        phrasing="code span, passed first time", steps={"evidence": "nox > * tests-3.11: failed"}),
]


def records() -> list[dict[str, Any]]:
    return [*GORELEASER_LESSONS, *KO_LESSONS, *TOX_LESSONS, *NOX_LESSONS]
