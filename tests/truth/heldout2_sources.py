"""The derived source sessions of the second held-out corpus (heldout2_corpus.jsonl):
scripted conversations, written by sessions_dsl.py in the record envelope of
Claude Code 2.1.332, for shapes the real fixtures lack: a Windows checkout and
its `.venv\\Scripts\\python.exe`, Korean prose around `file:line:col`, a
chain that makes a venv and switches interpreter in one call, a fix that ran
with exit 0 while the failure came back, ANSI colour codes, a commit that
succeeds once the build output is left out, a command continued over lines,
a person confirming, a question offering a flag, a fix only suggested, a
timeout cured by a flag.

Each is a few calls long and says what it shows; the lessons about them were
written after these scripts, from the rendered records. Built together with
the tracking sessions by `python -m tests.truth.build_heldout2`."""
from __future__ import annotations

from typing import Any

Session = tuple[str, str, str, list[Any]]   # cwd, start (UTC), git branch, steps

ESC = "\x1b"
# The derived projects whose lessons the tracking corpus follows live in /home/dev/proj: the one
# non-spotter project root bench/truth_tracking.py copies a repository to.
P = "/home/dev/proj"


def _c(code: str, text: str) -> str:
    return f"{ESC}[{code}m{text}{ESC}[0m"


HTTPX = ("Exit code 1\nImportError while loading conftest 'C:\\Users\\dev\\shop\\tests\\conftest.py'.\n"
         "tests\\conftest.py:3: in <module>\n    import httpx\nE   ModuleNotFoundError: No module named 'httpx'")
DOTENV = ("Exit code 1\n\n> web@1.0.0 test\n> node --test\n\nnode:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\n"
          "Error: Cannot find module 'dotenv'\nRequire stack:\n- /home/dev/web/packages/api/src/config.js\n"
          "- /home/dev/web/packages/api/test/config.test.js")
LOGIN_FAIL = ("Exit code 1\n" + _c("31", "F") + "\n=================================== FAILURES "
              "===================================\n" + _c("1", "tests/test_login.py") + ":18: in test_login\n"
              "    assert resp.status_code == 200\nE   assert 401 == 200\n"
              f"{ESC}[31m{ESC}[1m1 failed{ESC}[0m{ESC}[31m in 0.09s{ESC}[0m")
LOGIN_PASS = _c("32", ".") + f"\n{ESC}[32m{ESC}[1m1 passed{ESC}[0m{ESC}[32m in 0.05s{ESC}[0m"
LARGE = ("Exit code 1\ncheck for added large files..............................................Failed\n"
         "- hook id: check-added-large-files\n- exit code: 1\n\ndist/site.bundle.js (2048 KB) exceeds 500 KB.")
GTEST = ("Exit code 1\n-- The CXX compiler identification is GNU 13.2.0\n-- Detecting CXX compiler ABI info - done\n"
         "CMake Error at CMakeLists.txt:12 (find_package):\n  Could not find a package configuration file provided by "
         "\"GTest\" with any\n  of the following names:\n\n    GTestConfig.cmake\n    gtest-config.cmake\n\n"
         "-- Configuring incomplete, errors occurred!")
CHECK_H = ("Exit code 2\ncc -Wall -Iinclude -o build/test_vec tests/test_vec.c src/vec.c\n"
           "tests/test_vec.c:4:10: fatal error: check.h: No such file or directory\n    4 | #include <check.h>\n"
           "      |          ^~~~~~~~~\ncompilation terminated.\nmake: *** [Makefile:9: build/test_vec] Error 1")
PIP_TIMEOUT = ("Exit code 2\nCollecting numpy==2.1.3 (from -r requirements.txt (line 2))\n  Downloading numpy-2.1.3.tar.gz "
               "(18.9 MB)\nERROR: Exception:\npip._vendor.urllib3.exceptions.ReadTimeoutError: "
               "HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.")


def sources() -> dict[str, Session]:
    s: dict[str, Session] = {}
    s["e-win-venv"] = ("C:\\Users\\dev\\shop", "2026-11-28T09:00:00Z", "main", [
        ("user", "run the API tests"),
        ("bash", "python -m pytest tests\\test_api.py", HTTPX, True),
        ("say", "The global Python has no httpx; the project's virtualenv does. Running it through the venv."),
        ("bash", ".venv\\Scripts\\python.exe -m pytest tests\\test_api.py",
         "........                                                                 [100%]\n8 passed in 0.61s", False),
        ("say", "8 passed with the venv interpreter.")])
    s["e-ko-ruff"] = ("/home/dev/app", "2026-11-28T09:30:00Z", "main", [
        ("user", "린트 에러 좀 고쳐 줘"),
        ("bash", "ruff check src/app/cli.py",
         "Exit code 1\nsrc/app/cli.py:14:12: F821 Undefined name `json`\nFound 1 error.", True),
        ("say", "`json` 모듈을 import 하지 않았습니다. 추가하겠습니다."),
        ("edit", "/home/dev/app/src/app/cli.py", "import sys\n", "import json\nimport sys\n"),
        ("bash", "ruff check src/app/cli.py", "All checks passed!", False),
        ("say", "`import json` 을 추가했고 이제 ruff 검사가 통과합니다.")])
    s["e-venv-chain"] = ("/home/dev/tool", "2026-11-28T10:00:00Z", "main", [
        ("user", "the yaml import fails, fix it"),
        ("bash", "python3 -c 'import yaml'",
         "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
         "ModuleNotFoundError: No module named 'yaml'", True),
        ("bash", "python3 -m venv .venv && .venv/bin/pip install -q pyyaml && "
                 ".venv/bin/python -c 'import yaml; print(yaml.__version__)'", "6.0.2", False),
        ("say", "It imports inside the project venv: PyYAML 6.0.2. Use .venv/bin/python for the tool.")])
    s["e-exit0-back"] = ("/home/dev/web", "2026-11-28T10:30:00Z", "main", [
        ("user", "npm test fails on a fresh clone"),
        ("bash", "npm test", DOTENV, True),
        ("bash", "npm install dotenv", "\nadded 1 package, and audited 88 packages in 1s\n\nfound 0 vulnerabilities",
         False),
        ("bash", "npm test", DOTENV, True),
        ("user", "still the same error, that didn't fix it"),
        ("say", "dotenv went into the root package.json, but the api workspace resolves its own dependencies. "
                "I'll stop here so you can decide how the workspace should get it.")])
    s["e-ansi-login"] = ("/home/dev/api", "2026-11-28T11:00:00Z", "main", [
        ("user", "the login test is red, have a look"),
        ("bash", "pytest -q tests/test_login.py", LOGIN_FAIL, True),
        ("say", "The header still carries the `Bearer ` prefix when it is compared to the token."),
        ("edit", "/home/dev/api/src/api/auth.py", "    token = header\n",
         "    token = header.removeprefix(\"Bearer \")\n"),
        ("bash", "pytest -q tests/test_login.py", LOGIN_PASS, False),
        ("say", "Green again.")])
    s["e-large-files"] = (P, "2026-11-28T11:30:00Z", "main", [
        ("user", "commit the release notes"),
        ("bash", "git add . && git commit -m 'docs: release notes 2.4'", LARGE, True),
        ("say", "`git add .` also staged the built bundle in dist/. Unstaging it and committing the notes alone."),
        ("bash", "git reset -q dist/ && git commit -m 'docs: release notes 2.4'",
         "check for added large files..............................................Passed\n"
         "[main 4f2a91c] docs: release notes 2.4\n 2 files changed, 41 insertions(+)", False)])
    s["e-cmake-gtest"] = (P, "2026-11-28T12:00:00Z", "main", [
        ("user", "configure a release build with the tests"),
        ("bash", "cmake -S . -B build \\\n  -DCMAKE_BUILD_TYPE=Release \\\n  -DWITH_TESTS=ON", GTEST, True),
        ("say", "GoogleTest is not installed on this machine."),
        ("bash", "sudo apt-get install -y libgtest-dev && cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DWITH_TESTS=ON",
         "Setting up libgtest-dev:amd64 (1.14.0-1) ...\n-- Found GTest: /usr/lib/x86_64-linux-gnu/cmake/GTest/"
         "GTestConfig.cmake (found version \"1.14.0\")\n-- Configuring done (0.4s)\n-- Generating done (0.0s)\n"
         "-- Build files have been written to: /home/dev/proj/build", False)])
    s["e-port-confirm"] = (P, "2026-11-28T12:30:00Z", "main", [
        ("user", "start the dev server"),
        ("bash", "npm run dev", "Exit code 1\n\n> ui@0.3.0 dev\n> vite\n\nerror when starting dev server:\n"
                                "Error: listen EADDRINUSE: address already in use :::5173", True),
        ("bash", "npm run dev -- --port 5174", "\n> ui@0.3.0 dev\n> vite --port 5174\n\n  VITE v5.4.2  ready in 312 ms\n\n"
                                               "  ➜  Local:   http://localhost:5174/", False),
        ("user", "ok it loads on 5174 now, thanks")])
    s["e-push-ask"] = ("/home/dev/app", "2026-11-28T13:00:00Z", "feature/search", [
        ("user", "push my branch"),
        ("bash", "git push origin feature/search",
         "Exit code 1\nTo github.com:dev/app.git\n ! [rejected]        feature/search -> feature/search (non-fast-forward)\n"
         "error: failed to push some refs to 'github.com:dev/app.git'\nhint: Updates were rejected because the tip of "
         "your current branch is behind\nhint: its remote counterpart.", True),
        ("say", "The remote branch has commits you don't have. Should I push with `--force-with-lease`, or "
                "`git pull --rebase` first?"),
        ("user", "neither, I'll look at it myself")])
    s["e-check-h"] = ("/home/dev/vec", "2026-11-28T13:30:00Z", "main", [
        ("user", "run the C tests"),
        ("bash", "make test", CHECK_H, True),
        ("say", "The Check unit-test library is not installed. Install it with `sudo apt-get install check` and "
                "re-run `make test`."),
        ("user", "thanks, later")])
    s["e-pip-timeout"] = (P, "2026-11-28T14:00:00Z", "main", [
        ("user", "set up the env"),
        ("bash", ".venv/bin/pip install -r requirements.txt", PIP_TIMEOUT, True),
        ("bash", ".venv/bin/pip install --timeout 120 -r requirements.txt",
         "Collecting numpy==2.1.3 (from -r requirements.txt (line 2))\n  Downloading numpy-2.1.3.tar.gz (18.9 MB)\n"
         "Successfully installed numpy-2.1.3 pandas-2.2.3", False),
        ("say", "Installed with a longer timeout.")])
    return s
