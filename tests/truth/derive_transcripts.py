"""Builds the derived transcripts of tests/truth/transcripts/ (run it from the
repository root: `python tests/truth/derive_transcripts.py`).

The real fixtures have almost no person confirming a fix, no Edit that adds
an import before a test passes, no question offering a flag; those shapes are
what the fix judgement must tell apart. Each scenario below is written in the
record envelope Claude Code 2.1.332 uses (copied field for field from
tests/fixtures/transcripts/claude-code-2.1.332/en-fc227cd3-….jsonl, this
project's own MIT fixture): a user prompt, assistant text, a Bash/Edit/Write/
AskUserQuestion call and its tool_result. The conversations themselves are
scripted. The output is deterministic (uuids from uuid5, fixed timestamps),
so re-running it rewrites the same bytes."""
from __future__ import annotations

import json
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "transcripts"
NS = uuid.UUID("8b0f6a1e-17c0-4e0a-9d7e-0000000000a7")
CWD = "/home/dev/proj"
T0 = datetime(2026, 11, 30, 9, 0, 0, tzinfo=timezone.utc)

Step = tuple[Any, ...]


def _ts(i: int) -> str:
    return (T0 + timedelta(seconds=7 * i)).strftime("%Y-%m-%dT%H:%M:%S.") + f"{(i * 37) % 1000:03d}Z"


def build(name: str, steps: list[Step]) -> list[dict[str, Any]]:
    sid = str(uuid.uuid5(NS, name))
    base = {"isSidechain": False, "userType": "external", "entrypoint": "cli", "cwd": CWD, "sessionId": sid,
            "version": "2.1.332", "gitBranch": "main"}
    records: list[dict[str, Any]] = []
    parent: str | None = None
    n = 0

    def add(kind: str, message: dict[str, Any], **extra: Any) -> str:
        nonlocal parent, n
        n += 1
        u = str(uuid.uuid5(NS, f"{name}/{n}"))
        rec = {"parentUuid": parent, **base, "type": kind, "message": message, "uuid": u, "timestamp": _ts(n), **extra}
        records.append(rec)
        parent = u
        return u

    def assistant(content: list[dict[str, Any]]) -> None:
        add("assistant", {"id": f"msg_{n}", "type": "message", "role": "assistant", "model": "claude-opus-5-5",
                          "content": content, "stop_reason": "tool_use" if content[0]["type"] == "tool_use"
                          else "end_turn", "stop_sequence": None,
                          "usage": {"input_tokens": 50, "output_tokens": 20}})

    def call(tool: str, tool_input: dict[str, Any], output: str, error: bool, result: dict[str, Any]) -> None:
        tid = f"toolu_{name[:10]}_{n}"
        assistant([{"type": "tool_use", "id": tid, "name": tool, "input": tool_input}])
        add("user", {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": output,
                                                   "is_error": error}]}, toolUseResult=result)

    for step in steps:
        kind = step[0]
        if kind == "user":
            add("user", {"role": "user", "content": step[1]}, permissionMode="default")
        elif kind == "say":
            assistant([{"type": "text", "text": step[1]}])
        elif kind == "bash":
            _, command, output, error = step
            shown = f"Exit code {error}\n{output}" if error else output
            call("Bash", {"command": command, "description": command.split()[0]}, shown, bool(error),
                 {"stdout": "" if error else output, "stderr": output if error else "", "interrupted": False,
                  "isImage": False})
        elif kind == "edit":
            _, path, old, new = step
            call("Edit", {"file_path": path, "old_string": old, "new_string": new, "replace_all": False},
                 f"The file {path} has been updated successfully.", False, {"filePath": path})
        elif kind == "read":
            _, path, given, output, error = step
            call("Read", {"file_path": path, **given}, output, bool(error),
                 {"type": "text", "file": {"filePath": path}} if not error else "Error: " + output)
        elif kind == "write":
            _, path, content = step
            call("Write", {"file_path": path, "content": content}, f"File created successfully at: {path}", False,
                 {"type": "create", "filePath": path})
        elif kind == "ask":
            _, question, options, answer = step
            call("AskUserQuestion", {"questions": [{"question": question, "header": "Choice", "multiSelect": False,
                                                     "options": [{"label": o, "description": o} for o in options]}]},
                 f'User has answered your questions: "{question}"="{answer}". You can now continue with the '
                 "user's answers in mind.", False, {"answers": {question: answer}})
        else:
            raise ValueError(kind)
    return records


TOMLI_FAIL = ("bash", "python3 -c 'import tomli_w'",
              "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
              "ModuleNotFoundError: No module named 'tomli_w'", 1)
BUILD_FAIL = ("bash", "./build.sh", "./build.sh: line 3: cd: build: No such file or directory\n"
              "빌드 실패: 출력 디렉터리를 찾을 수 없습니다", 1)

SCENARIOS: dict[str, list[Step]] = {
    # The fix command run successfully afterwards.
    "venv-run": [("user", "run the config tests"), TOMLI_FAIL,
                 ("say", "The system interpreter lacks tomli_w; the project venv has it."),
                 ("bash", ".venv/bin/python -c 'import tomli_w; print(\"ok\")'", "ok", 0),
                 ("bash", ".venv/bin/python -m pytest -q tests/test_config.py", "4 passed in 0.03s", 0),
                 ("say", "Use .venv/bin/python for everything in this project.")],
    # Only the person confirms, right after the suggestion.
    "venv-confirm": [("user", "the config tests fail"), TOMLI_FAIL,
                     ("say", "Run them with the project interpreter: `.venv/bin/python -m pytest -q tests/test_config.py`."),
                     ("user", "that works now, thanks")],
    # A "perfect" far from the fix, about something else.
    "venv-perfect-far": [("user", "the config tests fail, and tidy the README"), TOMLI_FAIL,
                         ("say", "You could run them with .venv/bin/python instead of python3."),
                         ("bash", "ls docs", "index.md\nsetup.md", 0),
                         ("bash", "git status --short", " M README.md", 0),
                         ("edit", "/home/dev/proj/README.md", "Instal the tool", "Install the tool"),
                         ("say", "Fixed the typo in the README's install section."),
                         ("user", "perfect, the README reads well now")],
    # The re-run still fails.
    "venv-rerun-fails": [("user", "the config tests fail"), TOMLI_FAIL,
                         ("say", "Let me try the venv interpreter."),
                         ("bash", ".venv/bin/python -c 'import tomli_w'",
                          "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
                          "ModuleNotFoundError: No module named 'tomli_w'", 1),
                         ("user", "still broken, leave it for now")],
    # A confirmation word inside a denial.
    "venv-deny": [("user", "the config tests fail"), TOMLI_FAIL,
                  ("say", "Use `.venv/bin/python -m pytest -q tests/test_config.py` instead."),
                  ("user", "perfect in theory, but it still doesn't work with the venv either")],
    # The trap itself run successfully; the fix never.
    "venv-user-install": [("user", "the config tests fail"), TOMLI_FAIL,
                          ("bash", "pip install --user tomli_w", "Successfully installed tomli_w-1.0.0", 0),
                          ("say", "Installed tomli_w for the user; the venv at .venv/bin/python would be cleaner.")],
    # An Edit adding an import, then the same test passing.
    "edit-import": [("user", "tests/test_dates.py fails"),
                    ("bash", "pytest -q tests/test_dates.py",
                     "FAILED tests/test_dates.py::test_utc_now - NameError: name 'timezone' is not defined\n"
                     "1 failed, 2 passed in 0.04s", 1),
                    ("edit", "/home/dev/proj/src/dates.py", "from datetime import datetime",
                     "from datetime import datetime, timezone"),
                    ("bash", "pytest -q tests/test_dates.py", "3 passed in 0.02s", 0),
                    ("say", "src/dates.py used timezone without importing it.")],
    # The Edit made, but only another test run afterwards.
    "edit-import-other": [("user", "tests/test_dates.py fails"),
                          ("bash", "pytest -q tests/test_dates.py",
                           "FAILED tests/test_dates.py::test_utc_now - NameError: name 'timezone' is not defined\n"
                           "1 failed, 2 passed in 0.04s", 1),
                          ("edit", "/home/dev/proj/src/dates.py", "from datetime import datetime",
                           "from datetime import datetime, timezone"),
                          ("bash", "pytest -q tests/test_parse.py", "5 passed in 0.02s", 0),
                          ("say", "Added the missing import; test_parse still passes.")],
    # Korean: the person confirms right after the fix suggestion.
    "ko-confirm": [("user", "빌드가 안 돼요"), BUILD_FAIL,
                   ("say", "build 디렉터리가 없습니다. `mkdir -p build` 를 먼저 실행하세요."),
                   ("user", "mkdir -p build 하니까 됐어요")],
    # Korean: "됐어" about something else.
    "ko-other": [("user", "빌드가 안 돼요. README 오타도 고쳐 주세요"), BUILD_FAIL,
                 ("say", "build 디렉터리가 없어서 실패합니다. mkdir -p build 를 먼저 실행하면 됩니다."),
                 ("edit", "/home/dev/proj/README.md", "설치 방버", "설치 방법"),
                 ("say", "README 의 오타를 고쳤습니다."),
                 ("user", "됐어, 고마워")],
    # ANSI colour codes in test output; the fix run and the test passing.
    "ansi-config": [("user", "npm test is red"),
                    ("bash", "npm test",
                     "\x1b[31mFAIL\x1b[39m src/app.test.js\n  ● Test suite failed to run\n\n"
                     "    Cannot find module './config.json' from 'src/app.js'", 1),
                    ("bash", "cp config.example.json config.json && npm test",
                     "\x1b[32mPASS\x1b[39m src/app.test.js\nTests:       6 passed, 6 total", 0),
                    ("say", "config.json is not committed; it is created from config.example.json.")],
    # A question offering a flag; the person picks the other option, which then runs.
    "ask-flag": [("user", "install the requirements"),
                 ("bash", "pip install -r requirements.txt",
                  "error: externally-managed-environment\n\n× This environment is externally managed\n"
                  "╰─> To install Python packages system-wide, try apt install python3-xyz", 1),
                 ("ask", "pip refuses to install into the system Python. How should I proceed?",
                  ["Use --break-system-packages", "Create a venv"], "Create a venv"),
                 ("bash", "python3 -m venv .venv && .venv/bin/pip install -r requirements.txt",
                  "Successfully installed certifi-2026.1.4 requests-2.32.3", 0),
                 ("say", "Installed into .venv.")],
    # A Write of a file named like the fix; nothing runs it.
    "write-named": [("user", "build the docs"),
                    ("bash", "make docs", "make: *** No rule to make target 'docs'.  Stop.", 2),
                    ("write", "/home/dev/proj/docs/Makefile", "html:\n\tsphinx-build -b html . _build/html\n"),
                    ("say", "Added docs/Makefile with an html target; run `make -C docs html` to build.")],
    # Hook output with literal backslash-n, then the formatter and the same commit passing.
    "hook-format": [("user", "commit the parser change"),
                    ("bash", "git commit -am 'parser: accept tabs'",
                     "PreToolUse:Bash hook error: [ruff format --check]\\nWould reformat: src/parser.py\\n"
                     "1 file would be reformatted", 1),
                    ("bash", "ruff format src/parser.py", "1 file reformatted", 0),
                    ("bash", "git commit -am 'parser: accept tabs'",
                     "[main 4f2a9c1] parser: accept tabs\n 1 file changed, 3 insertions(+), 1 deletion(-)", 0)],
    # "perfect" right after the suggested fix: the person confirms it.
    "perfect-after": [("user", "the build is broken"),
                      ("bash", "npm run build", "Error: Cannot find module 'vite'\nRequire stack:\n- /home/dev/proj/"
                       "node_modules/.bin/vite", 1),
                      ("say", "node_modules is missing vite. Run `npm install` first, then `npm run build`."),
                      ("user", "perfect, npm install fixed it and the build runs now")],
    # "lgtm" before the failure, about the plan; the fix is never run or confirmed.
    "lgtm-before": [("user", "I'd like the dates in UTC everywhere"),
                    ("say", "Plan: switch src/dates.py to timezone-aware datetimes, then run the tests."),
                    ("user", "lgtm"),
                    ("bash", "pytest -q tests/test_dates.py",
                     "FAILED tests/test_dates.py::test_parse_naive - TypeError: can't compare offset-naive and "
                     "offset-aware datetimes\n1 failed, 2 passed in 0.05s", 1),
                    ("say", "test_parse_naive builds a naive datetime; it should pass tzinfo=timezone.utc.")],
    # Windows-style doubled backslashes in a path that failed, and the fixed path working.
    "backslash-path": [("user", "read the settings file"),
                       ("bash", "cat C:\\Users\\dev\\proj\\settings.json",
                        "cat: 'C:\\Users\\dev\\proj\\settings.json': No such file or directory", 1),
                       ("bash", "cat /mnt/c/Users/dev/proj/settings.json", "{\"theme\": \"dark\"}", 0),
                       ("say", "Under WSL the Windows drive is mounted at /mnt/c.")],
}

PYYAML_FAIL = ("bash", "python3 -c 'import yaml'",
               "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
               "ModuleNotFoundError: No module named 'yaml'", 1)
VITEST_RED = ("\x1b[1m\x1b[46m RUN \x1b[49m\x1b[22m \x1b[36mv1.6.0 \x1b[39m\x1b[90m/home/dev/proj\x1b[39m\n\n"
              " \x1b[31m❯\x1b[39m src/sum.test.ts \x1b[2m(\x1b[22m\x1b[2m1 test\x1b[22m\x1b[2m | \x1b[22m\x1b[31m1 failed"
              "\x1b[39m\x1b[2m)\x1b[22m\n\x1b[31m\x1b[1mAssertionError\x1b[22m: expected 3 to be 4\x1b[39m\n"
              " \x1b[31m❯\x1b[39m src/sum.test.ts:5:20")
# Issue 24's classes, each in a scripted session (the real fixtures have none of these shapes).
SCENARIOS_24: dict[str, list[Step]] = {
    # ANSI colours whose escape byte a model drops; the test passes after an edit the lesson describes in prose.
    "ansi-vitest": [("user", "the sum test is red"),
                    ("bash", "npx vitest run", VITEST_RED, 1),
                    ("edit", "/home/dev/proj/src/sum.ts", "return a - b", "return a + b"),
                    ("bash", "npx vitest run",
                     "\x1b[1m\x1b[46m RUN \x1b[49m\x1b[22m \x1b[36mv1.6.0 \x1b[39m\x1b[90m/home/dev/proj\x1b[39m\n\n"
                     " \x1b[32m✓\x1b[39m src/sum.test.ts \x1b[2m(\x1b[22m\x1b[2m1 test\x1b[22m\x1b[2m)\x1b[22m\n"
                     "\x1b[2m Test Files \x1b[22m \x1b[1m\x1b[32m1 passed\x1b[39m\x1b[22m\x1b[90m (1)\x1b[39m", 0),
                    ("say", "sum() subtracted instead of adding.")],
    # TypeScript's file:line:col, cited in Korean prose; an import added, then tsc passes.
    "ko-tsc": [("user", "타입 체크가 깨졌어요"),
               ("bash", "npx tsc --noEmit",
                "src/app.ts:12:5 - error TS2304: Cannot find name 'formatDate'.\n\n12     formatDate(now)\n"
                "       ~~~~~~~~~~\n\nFound 1 error in src/app.ts:12", 2),
               ("edit", "/home/dev/proj/src/app.ts", "import { parse } from './parse'",
                "import { parse } from './parse'\nimport { formatDate } from './dates'"),
               ("bash", "npx tsc --noEmit", "", 0),
               ("say", "formatDate 를 ./dates 에서 import 하지 않았습니다.")],
    # Windows: the system python lacks pytest; the venv's python.exe runs the tests.
    "win-venv": [("user", "run the tests"),
                 ("bash", "python -m pytest -q",
                  "C:\\Users\\dev\\AppData\\Local\\Programs\\Python\\Python312\\python.exe: No module named pytest",
                  1),
                 ("bash", "\".venv\\Scripts\\python.exe\" -m pytest -q", "12 passed in 0.41s", 0),
                 ("say", "The tests run with the project's virtualenv interpreter.")],
    # A file too large for one Read: read again with offset/limit.
    "read-large": [("user", "what does the parser do with tabs?"),
                   ("read", "/home/dev/proj/src/parser.py", {},
                    "File content (48213 tokens) exceeds maximum allowed tokens (25000). Please use offset and "
                    "limit parameters to read specific portions of the file, or use the GrepTool to search for "
                    "specific content.", 1),
                   ("read", "/home/dev/proj/src/parser.py", {"offset": 1, "limit": 400}, "1\timport re\n", 0),
                   ("say", "Tabs are expanded to four spaces before tokenising.")],
    # The same failure; only a search follows, the file is never read in parts.
    "read-large-grep": [("user", "where does the parser expand tabs?"),
                        ("read", "/home/dev/proj/src/parser.py", {},
                         "File content (48213 tokens) exceeds maximum allowed tokens (25000). Please use offset and "
                         "limit parameters to read specific portions of the file, or use the GrepTool to search for "
                         "specific content.", 1),
                        ("bash", "grep -n expandtabs src/parser.py", "88:    line = line.expandtabs(4)", 0),
                        ("say", "Line 88 expands tabs.")],
    # Build output staged with the source: refused as ignored; the source alone is committed.
    "stage-source": [("user", "commit the fix"),
                     ("bash", "git add src/app.js dist/app.js && git commit -m 'fix: date parsing'",
                      "The following paths are ignored by one of your .gitignore files:\ndist\n"
                      "hint: Use -f if you really want to add them.\n"
                      "hint: Turn this message off by running\nhint: \"git config advice.addIgnoredFile false\"", 1),
                     ("bash", "git add src/app.js && git commit -m 'fix: date parsing'",
                      "[main 7c1e2d4] fix: date parsing\n 1 file changed, 4 insertions(+), 2 deletions(-)", 0),
                     ("say", "dist/ is build output and ignored; only the source is committed.")],
    # An ignored file that is meant to be tracked: force-added.
    "force-add": [("user", "commit the stylesheet"),
                  ("bash", "git add priv/static/app.css",
                   "The following paths are ignored by one of your .gitignore files:\npriv/static\n"
                   "hint: Use -f if you really want to add them.", 1),
                  ("bash", "git add -f priv/static/app.css && git commit -m 'style: table spacing'",
                   "[main 91ab0c3] style: table spacing\n 1 file changed, 6 insertions(+)", 0)],
    # The fix command exits 0, the failing import still fails, the person says it does not work.
    "still-import": [("user", "the yaml loader fails"), PYYAML_FAIL,
                     ("bash", "pip install pyyaml",
                      "Defaulting to user installation because normal site-packages is not writeable\n"
                      "Successfully installed PyYAML-6.0.2", 0),
                     PYYAML_FAIL,
                     ("say", "pip installed PyYAML for another interpreter than python3, it seems."),
                     ("user", "it still doesn't work")],
    # A backslash-continued docker command failing.
    "docker-continued": [("user", "run the tests in the container"),
                         ("bash", "docker run --rm \\\n  -v \"$PWD\":/app \\\n  -w /app \\\n  node:20 npm test",
                          "npm ERR! Missing script: \"test\"\n\nnpm ERR! To see a list of scripts, run:\n"
                          "npm ERR!   npm run", 1),
                         ("bash", "docker run --rm \\\n  -v \"$PWD\":/app \\\n  -w /app \\\n  node:20 npm run test:unit",
                          "Tests: 9 passed, 9 total", 0),
                         ("say", "The script is called test:unit in this package.json.")],
    # The venv made and used in one chained call (the offline extractor must keep the interpreter switch).
    "venv-chain": [("user", "load the config"), PYYAML_FAIL,
                   ("bash", "python3 -m venv .venv && .venv/bin/pip install -q pyyaml && "
                            ".venv/bin/python -c 'import yaml; print(yaml.__version__)'", "6.0.2", 0),
                   ("say", "The system python3 has no PyYAML; the project venv does.")],
}
SCENARIOS.update(SCENARIOS_24)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, steps in SCENARIOS.items():
        records = build(name, steps)
        sid = records[0]["sessionId"]
        path = OUT / f"d-{name}-{sid}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in records),
                        encoding="utf-8")
        print(path.name)


if __name__ == "__main__":
    main()
