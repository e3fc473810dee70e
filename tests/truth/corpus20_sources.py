"""Scripted sessions of corpus20, part A: a GoReleaser 2 snapshot and release on Linux, ko images loaded into local
docker on macOS, a tox matrix on Windows with the py launcher and uv (with an interrupted call), nox on the uv
backend with PEP 735 dependency groups, moving a project to PDM on macOS, twine uploads to TestPyPI from WSL (a
Korean-speaking person). Steps in the shape of tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus20_common import out
from tests.truth.sessions_dsl import Step

GORELEASER = "goreleaser-v2-snapshot"
KO = "ko-local-kodata"
TOX = "tox-windows-py-launcher"
NOX = "nox-uv-dependency-groups"
PDM = "pdm-import-lock"
TWINE = "twine-testpypi-korean"

_GR_HEAD = ("  • starting release...", "  • loading                                          path=.goreleaser.yaml")

GORELEASER_STEPS: list[Step] = [
    ("user", "Cut a local snapshot of the v0.9 release with goreleaser so I can look at the archives before I tag "
             "anything."),
    ("bash", "goreleaser release --snapshot --clean", out(
        "Exit code 1", *_GR_HEAD,
        "  ⨯ release failed after 0s                          error=only version: 2 configuration files are "
        "supported, yours is version: 0, please update your configuration"), True),
    ("say", "GoReleaser 2.x refuses a config without `version: 2`, and this one predates it. Adding the header."),
    ("edit", "/home/dmitri/src/tern-cli/.goreleaser.yaml", "project_name: tern", "version: 2\n\nproject_name: tern"),
    ("bash", "goreleaser release --snapshot --clean", out(
        *_GR_HEAD,
        "  • skipping announce, publish and validate...", "  • cleaning distribution directory",
        "  • loading environment variables", "  • getting and validating git state",
        "    • git state                                      commit=3f9c2e1 branch=release/v0.9 current_tag=v0.8.4 "
        "previous_tag=v0.8.3 dirty=true",
        "  • parsing tag", "  • setting defaults", "  • snapshotting",
        "    • building snapshot...                           version=0.8.5-SNAPSHOT-3f9c2e1",
        "  • running before hooks", "    • running                                        hook=go mod tidy",
        "  • building binaries",
        "    • building                                       binary=dist/tern_linux_amd64_v1/tern",
        "    • building                                       binary=dist/tern_darwin_arm64_v8.0/tern",
        "    • building                                       binary=dist/tern_windows_amd64_v1/tern.exe",
        "  • archives",
        "    • archiving                                      name=dist/tern_0.8.5-SNAPSHOT-3f9c2e1_linux_x86_64.tar.gz",
        "    • archiving                                      name=dist/tern_0.8.5-SNAPSHOT-3f9c2e1_darwin_arm64.tar.gz",
        "    • archiving                                      name=dist/tern_0.8.5-SNAPSHOT-3f9c2e1_windows_x86_64.zip",
        "  • calculating checksums", "  • storing artifacts metadata", "  • release succeeded after 14s",
        "  • thanks for using GoReleaser!"), False),
    ("bash", "./dist/tern_linux_amd64_v1/tern --version", "tern version dev (commit: none)", False),
    ("say", "The binary still says `dev`. The ldflags set `main.version`, so let me see where the variables live."),
    ("bash", "grep -n 'ldflags' -A2 .goreleaser.yaml; grep -n '= \"' internal/buildinfo/buildinfo.go", out(
        "14:    ldflags:", "15-      - -s -w -X main.version={{.Version}} -X main.commit={{.ShortCommit}}",
        "16-    goos: [linux, darwin, windows]", 'internal/buildinfo/buildinfo.go:4:\tVersion = "dev"',
        'internal/buildinfo/buildinfo.go:5:\tCommit  = "none"'), False),
    ("say", "`-X` needs the full import path of the package that declares the variable; `main.version` names nothing, "
            "and the linker ignores it silently."),
    ("edit", "/home/dmitri/src/tern-cli/.goreleaser.yaml",
     "      - -s -w -X main.version={{.Version}} -X main.commit={{.ShortCommit}}",
     "      - -s -w -X github.com/dmitri/tern/internal/buildinfo.Version={{.Version}} "
     "-X github.com/dmitri/tern/internal/buildinfo.Commit={{.ShortCommit}}"),
    ("bash", "goreleaser build --snapshot --clean --single-target && ./dist/tern_linux_amd64_v1/tern --version", out(
        "  • starting build...", "  • loading                                          path=.goreleaser.yaml",
        "  • building binaries",
        "    • building                                       binary=dist/tern_linux_amd64_v1/tern",
        "  • build succeeded after 4s", "  • thanks for using GoReleaser!",
        "tern version 0.8.5-SNAPSHOT-3f9c2e1 (commit: 3f9c2e1)"), False),
    ("user", "good. now the real one: tag v0.9.0 and release. GITHUB_TOKEN is exported in my shell."),
    ("bash", 'git tag -a v0.9.0 -m "v0.9.0" && goreleaser release --clean', out(
        "Exit code 1", *_GR_HEAD, "  • loading environment variables", '    • using token from "$GITHUB_TOKEN"',
        "  • getting and validating git state",
        "    • git state                                      commit=3f9c2e1 branch=release/v0.9 current_tag=v0.9.0 "
        "previous_tag=v0.8.4 dirty=true",
        "  ⨯ release failed after 0s                          error=git is in a dirty state",
        "Please check in your pipeline what can be changing the following files:", " M .goreleaser.yaml", "",
        "Learn more at https://goreleaser.com/errors/dirty"), True),
    ("say", "The two .goreleaser.yaml edits are still uncommitted, and a real release refuses a dirty tree (the "
            "snapshot didn't care). Once they are committed the tag has to move onto that commit: `git commit -am "
            "'build: goreleaser v2 config' && git tag -fa v0.9.0 -m v0.9.0 && goreleaser release --clean`."),
    ("user", "no, I want to review the yaml diff and commit it myself. leave the tag where it is for now."),
]

_KO_REF = "ko.local/ledgerd-3b0b7c4d5e8e1f4a2c9d7b8e6f0a1b2c"
_KO_DIGEST = "9a7e2d4c1b0f8e6d5c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d"

KO_STEPS: list[Step] = [
    ("user", "Build the ledgerd image with ko and run it in local docker for a smoke test."),
    ("bash", "ko build ./cmd/ledgerd", out(
        "Exit code 1", "Error: KO_DOCKER_REPO environment variable is unset",
        "2025/03/04 10:12:01 error during command execution: KO_DOCKER_REPO environment variable is unset"), True),
    ("say", "ko needs a target repository even for local use; `ko.local` loads the image straight into docker."),
    ("bash", "KO_DOCKER_REPO=ko.local ko build ./cmd/ledgerd", out(
        "2025/03/04 10:12:19 Using base cgr.dev/chainguard/static:latest@sha256:5f1f0ad5b7e0f2c3d4a6b8c9e1f3a5b7c9d1e3f5"
        "a7b9c1d3e5f7a9b1c3d5e7f9 for github.com/amara/ledgerd/cmd/ledgerd",
        "2025/03/04 10:12:20 Building github.com/amara/ledgerd/cmd/ledgerd for platform linux/arm64",
        f"2025/03/04 10:12:31 Loading {_KO_REF}:{_KO_DIGEST}", f"2025/03/04 10:12:33 Loaded {_KO_REF}:{_KO_DIGEST}",
        f"{_KO_REF}:{_KO_DIGEST}"), False),
    ("say", "ko names the image after an md5 of the import path. `-B` (--base-import-paths) keeps just `ledgerd`."),
    ("bash", "KO_DOCKER_REPO=ko.local ko build -B ./cmd/ledgerd && docker run --rm -p 8080:8080 ko.local/ledgerd:latest",
     out("Exit code 1",
         "2025/03/04 10:14:02 Building github.com/amara/ledgerd/cmd/ledgerd for platform linux/arm64",
         "2025/03/04 10:14:05 Loaded ko.local/ledgerd:latest", "ko.local/ledgerd:latest",
         '{"level":"error","ts":"2025-03-04T10:14:07Z","msg":"load config",'
         '"error":"open config/ledgerd.yaml: no such file or directory"}'), True),
    ("say", "The image holds only the Go binary on a static base, none of the repository's files. ko copies "
            "`<main package>/kodata/` into the image and points `KO_DATA_PATH` at it, so the config goes there and "
            "main.go reads it through that variable."),
    ("bash", "mkdir -p cmd/ledgerd/kodata && git mv config/ledgerd.yaml cmd/ledgerd/kodata/ledgerd.yaml && "
             "git status --short", "R  config/ledgerd.yaml -> cmd/ledgerd/kodata/ledgerd.yaml", False),
    ("edit", "/Users/amara/src/ledgerd/cmd/ledgerd/main.go", '\tcfgPath := "config/ledgerd.yaml"',
     '\tcfgPath := filepath.Join(os.Getenv("KO_DATA_PATH"), "ledgerd.yaml")'),
    ("bash", "KO_DOCKER_REPO=ko.local ko build -B ./cmd/ledgerd && docker run --rm -d --name ledgerd -p 8080:8080 "
             "ko.local/ledgerd:latest && sleep 2 && curl -s localhost:8080/healthz", out(
                 "2025/03/04 10:17:40 Building github.com/amara/ledgerd/cmd/ledgerd for platform linux/arm64",
                 "2025/03/04 10:17:44 Loaded ko.local/ledgerd:latest", "ko.local/ledgerd:latest",
                 "e4b1c09a7d3f5b2e8c6a1d0f9e7b3c5a2d4f6e8b0c1a3d5f7e9b2c4a6d8f0e1b",
                 '{"status":"ok","version":"dev"}'), False),
    ("user", "nice. the cluster nodes are amd64 and this mac is arm — push it to ghcr.io/amara for both arches"),
    ("bash", "docker rm -f ledgerd >/dev/null; KO_DOCKER_REPO=ghcr.io/amara ko build -B "
             "--platform=linux/amd64,linux/arm64 ./cmd/ledgerd", out(
                 "Exit code 1",
                 "2025/03/04 10:21:09 Building github.com/amara/ledgerd/cmd/ledgerd for platform linux/amd64",
                 "2025/03/04 10:21:09 Building github.com/amara/ledgerd/cmd/ledgerd for platform linux/arm64",
                 "2025/03/04 10:21:18 Publishing ghcr.io/amara/ledgerd:latest",
                 "Error: failed to publish images: error publishing ghcr.io/amara/ledgerd:latest: POST "
                 "https://ghcr.io/v2/amara/ledgerd/blobs/uploads/: UNAUTHORIZED: authentication required; "
                 "[map[Action:upload Class: Name:amara/ledgerd Type:repository]]"), True),
    ("say", "ko pushes with whatever credentials docker's config holds, and there is no ghcr.io entry. After "
            "`echo $GHCR_PAT | ko login ghcr.io --username amara --password-stdin` (a PAT with write:packages) the "
            "same multi-platform build should publish."),
    ("user", "I'll do the login myself tomorrow, the PAT is on my other machine. stop here"),
]

_WIN_PY = "C:\\Users\\Priya\\AppData\\Local\\Programs\\Python"
_REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
             "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
             "tell you how to proceed.")

TOX_STEPS: list[Step] = [
    ("user", "Run the tox matrix (py39 to py312) on this Windows box; CI only covers Linux."),
    ("bash", "tox -e py39,py310,py311,py312", out(
        "Exit code 1", "py39: skipped because could not find python interpreter with spec(s): py39",
        "py310: install_deps> python -I -m pip install hypothesis pytest>=8", "py310: commands[0]> pytest -q",
        "56 passed in 3.41s", "py311: install_deps> python -I -m pip install hypothesis pytest>=8",
        "py311: commands[0]> pytest -q", "56 passed in 3.12s",
        "py312: install_deps> python -I -m pip install hypothesis pytest>=8", "py312: commands[0]> pytest -q",
        ".................F......................................                 [100%]",
        "FAILED tests/test_stamp.py::test_stamp_is_utc - DeprecationWarning: datetime.datetime.utcnow() is "
        "deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent "
        "datetimes in UTC: datetime.datetime.now(datetime.UTC).",
        "1 failed, 55 passed in 3.88s",
        "py312: exit 1 (4.20 seconds) C:\\Users\\Priya\\src\\pyfathom> pytest -q pid=11234",
        "  py39: SKIP (0.02 seconds)", "  py310: OK (21.87=setup[18.10]+cmd[3.77] seconds)",
        "  py311: OK (19.02=setup[15.61]+cmd[3.41] seconds)",
        "  py312: FAIL code 1 (24.33=setup[20.13]+cmd[4.20] seconds)", "  evaluation failed :( (69.26 seconds)"), True),
    ("bash", "py -0p", out(f" -V:3.12 *        {_WIN_PY}\\Python312\\python.exe",
                           f" -V:3.11          {_WIN_PY}\\Python311\\python.exe",
                           f" -V:3.10          {_WIN_PY}\\Python310\\python.exe"), False),
    ("say", "Two things. No 3.9 is installed, and tox 4 only reports that as SKIP, so the matrix looks complete but "
            "3.9 never ran. The py312 failure is `filterwarnings = error` turning 3.12's utcnow() deprecation into a "
            "test failure:"),
    ("bash", "grep -rn 'utcnow' src/ && grep -n 'filterwarnings' -A2 pyproject.toml", out(
        'src/pyfathom/stamp.py:9:    return datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")', "41:filterwarnings = [",
        '42-    "error",', "43-]"), False),
    ("edit", "C:\\Users\\Priya\\src\\pyfathom\\src\\pyfathom\\stamp.py", "from datetime import datetime\n",
     "from datetime import datetime, timezone\n"),
    ("edit", "C:\\Users\\Priya\\src\\pyfathom\\src\\pyfathom\\stamp.py",
     '    return datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")',
     '    return datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")'),
    ("bash", "tox -e py312", out(
        "py312: commands[0]> pytest -q",
        "........................................................                 [100%]", "56 passed in 3.52s",
        "  py312: OK (6.02=setup[2.41]+cmd[3.61] seconds)", "  congratulations :) (6.10 seconds)"), False),
    ("user", "and py39? we still claim 3.9 support in the classifiers"),
    ("bash", "winget install --id Python.Python.3.9 -e --silent", _REJECTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "no system-wide pythons on this laptop please. use uv to fetch a 3.9"),
    ("bash", "uv python install 3.9 && tox -e py39", out(
        "Exit code 1", "Installed Python 3.9.21 in 2.31s", " + cpython-3.9.21-windows-x86_64-none",
        "py39: skipped because could not find python interpreter with spec(s): py39", "  py39: SKIP (0.01 seconds)",
        "  evaluation failed :( (0.05 seconds)"), True),
    ("say", "tox finds interpreters through virtualenv's discovery (PATH and the py launcher registry), which never "
            "looks in uv's managed-python directory. The tox-uv plugin makes tox ask uv instead."),
    ("bash", "uv tool install tox --with tox-uv --force && tox -e py39", out(
        "Resolved 15 packages in 402ms", "Installed 15 packages in 1.12s", "Installed 1 executable: tox.exe",
        "py39: venv> C:\\Users\\Priya\\.local\\bin\\uv.exe venv -p py39 --allow-existing --python-preference system "
        "C:\\Users\\Priya\\src\\pyfathom\\.tox\\py39",
        "py39: install_deps> uv pip install hypothesis pytest>=8", "py39: commands[0]> pytest -q",
        "56 passed in 4.02s", "  py39: OK (9.88=setup[5.61]+cmd[4.27] seconds)",
        "  congratulations :) (9.95 seconds)"), False),
    ("user", "perfect, that's the one. thanks"),
]

_NOX_PY = "/home/jonas/src/geoparse/noxfile.py"

NOX_STEPS: list[Step] = [
    ("user", "Switch the noxfile to the uv backend and get `nox -s tests lint` green."),
    ("edit", _NOX_PY, "import nox\n", 'import nox\n\nnox.options.default_venv_backend = "uv"\n'),
    ("bash", "nox -s tests lint", out(
        "Exit code 1", "nox > Running session tests-3.11",
        "nox > Creating virtual environment (uv) using python3.11 in .nox/tests-3-11", "nox > uv pip install -e '.[test]'",
        "warning: The package `geoparse @ file:///home/jonas/src/geoparse` does not have an extra named `test`",
        "nox > python -m pytest -q", "/home/jonas/src/geoparse/.nox/tests-3-11/bin/python: No module named pytest",
        "nox > Command python -m pytest -q failed with exit code 1", "nox > Session tests-3.11 failed.",
        "nox > Running session lint", "nox > Creating virtual environment (uv) using python3.12 in .nox/lint",
        "nox > uv pip install ruff", "nox > ruff check src tests", "All checks passed!",
        "nox > Session lint was successful.", "nox > Ran multiple sessions:", "nox > * tests-3.11: failed",
        "nox > * lint: success"), True),
    ("bash", "grep -n 'dependency-groups' -A3 pyproject.toml && grep -n 'session.install' noxfile.py", out(
        "31:[dependency-groups]", '32-test = ["pytest>=8", "pytest-cov"]', '33-docs = ["pdoc"]', "34-",
        '14:    session.install("-e", ".[test]")', '21:    session.install("ruff")'), False),
    ("say", "`.[test]` asks for an extra, but the test deps are a PEP 735 dependency group, which an install "
            "requirement can't name; uv only warned and installed the bare package. `uv sync --group test` into the "
            "session's venv installs the group (UV_PROJECT_ENVIRONMENT points uv at the nox venv, not .venv)."),
    ("edit", _NOX_PY, '    session.install("-e", ".[test]")',
     '    session.run_install("uv", "sync", "--group", "test",\n'
     '                        env={"UV_PROJECT_ENVIRONMENT": session.virtualenv.location})'),
    ("bash", "nox -s tests", out(
        "nox > Running session tests-3.11", "nox > Re-using existing virtual environment at .nox/tests-3-11.",
        "nox > uv sync --group test", "Resolved 14 packages in 4ms", "Installed 9 packages in 18ms",
        " + geoparse==0.6.2 (from file:///home/jonas/src/geoparse)", " + pytest==8.3.4", " + pytest-cov==6.0.0",
        "nox > python -m pytest -q", ".........................................                                [100%]",
        "41 passed in 1.92s", "nox > Session tests-3.11 was successful."), False),
    ("user", "add 3.13 to the tests parametrize too"),
    ("edit", _NOX_PY, '@nox.session(python=["3.11"])', '@nox.session(python=["3.11", "3.13"])'),
    ("bash", "nox -s tests-3.13", out(
        "Exit code 1", "nox > Running session tests-3.13",
        "nox > Creating virtual environment (uv) using python3.13 in .nox/tests-3-13", "nox > uv sync --group test",
        "error: The requested interpreter resolved to Python 3.13.1, which is incompatible with the project's "
        "Python requirement: `>=3.10, <3.13`",
        "nox > Command uv sync --group test failed with exit code 2", "nox > Session tests-3.13 failed."), True),
    ("say", "pyproject caps `requires-python` below 3.13, so uv won't put the project into a 3.13 venv. Should I widen "
            "it to `>=3.10,<3.14` and re-run `nox -s tests-3.13`, or keep 3.13 out of the matrix for now?"),
    ("user", "keep the cap, numba isn't on 3.13 for us yet. take 3.13 back out"),
    ("edit", _NOX_PY, '@nox.session(python=["3.11", "3.13"])', '@nox.session(python=["3.11"])'),
    ("bash", "nox -s tests lint 2>&1 | tail -3", out(
        "nox > Ran multiple sessions:", "nox > * tests-3.11: success", "nox > * lint: success"), False),
]

_PYPROJECT = "/Users/keiko/src/kestrel-api/pyproject.toml"

PDM_STEPS: list[Step] = [
    ("user", "Move kestrel-api from requirements.txt to PDM and lock it."),
    ("bash", "pdm import requirements.txt && pdm lock", out(
        "Exit code 1", "Changes are written to pyproject.toml.", "Resolving dependencies", "🔒 Lock failed",
        "Unable to find a resolution because the following dependencies don't work on all Python versions in the "
        "range of the project's requires-python: >=3.8.",
        "  numpy>=2.1.3 (from kestrel-api) requires-python>=3.10",
        "A possible solution is to change the value of `requires-python` in pyproject.toml to >=3.10."), True),
    ("edit", _PYPROJECT, 'requires-python = ">=3.8"', 'requires-python = ">=3.10"'),
    ("bash", "pdm lock", out("Resolving dependencies", "🔒 Lock successful.", "Changes are written to pdm.lock.",
                             "Changes are written to pyproject.toml."), False),
    ("bash", "pdm install && pdm run pytest -q", out(
        "Exit code 2", "Synchronizing working set with resolved packages: 23 to add, 0 to update, 0 to remove",
        "  ✔ Install fastapi 0.115.6 successful", "  ✔ Install numpy 2.1.3 successful", "🎉 All complete! 23/23",
        "==================================== ERRORS ====================================",
        "____________________ ERROR collecting tests/test_routes.py _____________________",
        "ImportError while importing test module '/Users/keiko/src/kestrel-api/tests/test_routes.py'.",
        "tests/test_routes.py:3: in <module>", "    from kestrel.app import create_app",
        "E   ModuleNotFoundError: No module named 'kestrel'", "ERROR tests/test_routes.py",
        "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!", "1 error in 0.31s"),
     True),
    ("bash", "grep -n -A1 '\\[tool.pdm\\]' pyproject.toml && ls src", out(
        "17:[tool.pdm]", "18-distribution = false", "kestrel"), False),
    ("say", "`pdm import` marked the project `distribution = false`, so PDM installs only the dependencies and never "
            "the project itself, and `src/kestrel` isn't importable. Making it a distribution with pdm-backend:"),
    ("edit", _PYPROJECT, "[tool.pdm]\ndistribution = false",
     '[build-system]\nrequires = ["pdm-backend"]\nbuild-backend = "pdm.backend"\n\n[tool.pdm]\ndistribution = true'),
    ("bash", "pdm install && pdm run pytest -q", out(
        "Synchronizing working set with resolved packages: 0 to add, 0 to update, 0 to remove",
        "  ✔ Install kestrel-api 0.3.0 successful", "🎉 All complete! 0/0",
        "......................................                                   [100%]", "38 passed in 2.21s"),
     False),
    ("user", "CI is ubuntu and some devs are on windows. is a lock made on my mac going to work there?"),
    ("bash", "pdm export --no-hashes | grep -E '^(uvloop|colorama|pywin32)'", out(
        'colorama==0.4.6; sys_platform == "win32"',
        'uvloop==0.21.0; sys_platform != "win32" and platform_python_implementation != "PyPy"'), False),
    ("say", "Yes: PDM locks for every platform by default and keeps the environment markers, so the lock carries "
            "colorama for Windows and uvloop for the rest even though it was made on this Mac."),
    ("user", "great. commit it as 'build: move to pdm'"),
    ("bash", "git add pyproject.toml pdm.lock && git rm -q requirements.txt && git commit -m 'build: move to pdm'",
     out("[pdm-migrate 6b0e2a1] build: move to pdm", " 3 files changed, 1412 insertions(+), 23 deletions(-)",
         " create mode 100644 pdm.lock", " delete mode 100644 requirements.txt"), False),
]

_BAR = "━" * 40

TWINE_STEPS: list[Step] = [
    ("user", "hangul-slug 0.4.0 빌드해서 TestPyPI에 올려줘"),
    ("bash", "python -m build", out(
        "* Creating isolated environment: venv+pip...", "* Installing packages in isolated environment:",
        "  - hatchling", "* Getting build dependencies for sdist...", "* Building sdist...",
        "* Building wheel from sdist", "Successfully built hangul_slug-0.4.0.tar.gz and "
        "hangul_slug-0.4.0-py3-none-any.whl"), False),
    ("bash", "twine check dist/*", out(
        "Exit code 1", "Checking dist/hangul_slug-0.4.0-py3-none-any.whl: FAILED",
        "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
        '         line 14: Error: Unknown target name: "korean romanization".',
        "Checking dist/hangul_slug-0.4.0.tar.gz: FAILED",
        "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
        '         line 14: Error: Unknown target name: "korean romanization".'), True),
    ("bash", "sed -n '12,16p' README.rst", out(
        "Rules", "-----", "See `Korean Romanization`_ for the exact transliteration table.", "", "Usage"), False),
    ("say", "`Korean Romanization`_ refers to a link target the README never defines, and docutils fails the whole "
            "long_description on it. Adding the target:"),
    ("edit", "/home/sungmin/projects/hangul-slug/README.rst",
     "See `Korean Romanization`_ for the exact transliteration table.\n",
     "See `Korean Romanization`_ for the exact transliteration table.\n\n"
     ".. _Korean Romanization: https://www.korean.go.kr/front_eng/roman/roman_01.do\n"),
    ("bash", "rm -rf dist && python -m build -q && twine check dist/*", out(
        "Checking dist/hangul_slug-0.4.0-py3-none-any.whl: PASSED", "Checking dist/hangul_slug-0.4.0.tar.gz: PASSED"),
     False),
    ("bash", "twine upload --repository testpypi dist/*", out(
        "Exit code 1", "Uploading distributions to https://test.pypi.org/legacy/",
        "Uploading hangul_slug-0.4.0-py3-none-any.whl", f"100% {_BAR} 9.1/9.1 kB • 00:00 • ?",
        "WARNING  Error during upload. Retry with the --verbose option for more details.",
        "ERROR    HTTPError: 403 Forbidden from https://test.pypi.org/legacy/",
        "         Invalid or non-existent authentication information. See https://test.pypi.org/help/#invalid-auth "
        "for more information."), True),
    ("bash", "grep -n -A3 '^\\[testpypi\\]' ~/.pypirc | sed -E 's/(password = pypi-.{8}).*/\\1…/'", out(
        "7:[testpypi]", "8-  repository = https://test.pypi.org/legacy/", "9-  username = __token__",
        "10-  password = pypi-AgEIcHlw…"), False),
    ("say", "The [testpypi] section reuses a token whose prefix decodes to pypi.org, a production PyPI token. TestPyPI "
            "is a separate index with its own accounts and tokens, so it answers 403."),
    ("user", "테스트파이파이 토큰은 TWINE_PASSWORD에 넣어놨어. 그걸로 해"),
    ("bash", "TWINE_USERNAME=__token__ twine upload --repository testpypi dist/*", out(
        "Uploading distributions to https://test.pypi.org/legacy/", "Uploading hangul_slug-0.4.0-py3-none-any.whl",
        f"100% {_BAR} 9.1/9.1 kB • 00:00 • ?", "Uploading hangul_slug-0.4.0.tar.gz",
        f"100% {_BAR} 11.3/11.3 kB • 00:00 • ?", "", "View at:", "https://test.pypi.org/project/hangul-slug/0.4.0/"),
     False),
    ("user", "됐어. 이제 깨끗한 venv에서 설치 테스트 해봐"),
    ("bash", "python -m venv /tmp/hs && /tmp/hs/bin/pip install -q -i https://test.pypi.org/simple/ hangul-slug==0.4.0",
     out("Exit code 1",
         "ERROR: Could not find a version that satisfies the requirement jamo>=0.4.1 (from hangul-slug) (from "
         "versions: none)", "ERROR: No matching distribution found for jamo>=0.4.1"), True),
    ("say", "TestPyPI only has what people uploaded there, and `jamo` lives on the real PyPI. TestPyPI stays the index "
            "for our package, PyPI becomes an extra index for the dependency:"),
    ("bash", "/tmp/hs/bin/pip install -q -i https://test.pypi.org/simple/ --extra-index-url https://pypi.org/simple/ "
             "hangul-slug==0.4.0 && /tmp/hs/bin/python -c \"import hangul_slug; "
             "print(hangul_slug.slugify('한글 슬러그'))\"", "hangeul-seulleogeu", False),
    ("user", "굿 👍"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        GORELEASER: ("/home/dmitri/src/tern-cli", "2025-03-03T09:12:00Z", "release/v0.9", GORELEASER_STEPS),
        KO: ("/Users/amara/src/ledgerd", "2025-03-04T10:10:00Z", "ko-images", KO_STEPS),
        TOX: ("C:\\Users\\Priya\\src\\pyfathom", "2025-03-05T14:00:00Z", "tox-matrix", TOX_STEPS),
        NOX: ("/home/jonas/src/geoparse", "2025-03-06T08:30:00Z", "nox-uv", NOX_STEPS),
        PDM: ("/Users/keiko/src/kestrel-api", "2025-03-07T11:05:00Z", "pdm-migrate", PDM_STEPS),
        TWINE: ("/home/sungmin/projects/hangul-slug", "2025-03-08T05:20:00Z", "release-0.4", TWINE_STEPS),
    }
