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
