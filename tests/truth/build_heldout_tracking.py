"""The held-out tracking corpus (issue 17): 7 lessons and 22 (lesson, later
session) pairs written apart from tracking_lessons.py / tracking_sessions.py,
by someone who had not read the signature, anchor or usage code, to estimate
whether the applied/recurred rules generalise beyond the corpus they were
built against. Same record format as tracking_corpus.json, so
`python bench/truth_tracking.py --corpus tests/truth/heldout_tracking_corpus.json`
runs it.

Sources are the derived transcripts of tests/truth/transcripts/ (dated
2026-11-30 09:00); the later sessions are constructed with sessions_dsl.py in
the project /home/dev/proj, dated after that, except one dated the day before
(a lesson cannot apply or recur before it was learned). Labels were written
from the session text below before the bench ran:
applied = the session went to the lesson's fix before (or instead of)
walking into the trap; recurred = the trap's symptom came back.

Run from the repository root: `python -m tests.truth.build_heldout_tracking`."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from tests.truth.build_tracking_corpus import span
from tests.truth.sessions_dsl import render

HERE = Path(__file__).parent
P = "/home/dev/proj"
D = "truth/transcripts/"
SRC = {
    "hook": "d-hook-format-5a975a45-0f59-5ce0-8b58-f9c7885c3941.jsonl",
    "cfg": "d-ansi-config-0feec989-eb0b-55e7-910f-ef800a412085.jsonl",
    "wsl": "d-backslash-path-590b1310-979d-58b5-8202-686cba498815.jsonl",
    "vite": "d-perfect-after-b71a3e7a-d689-5a09-9926-d401d31a04a8.jsonl",
    "ko": "d-ko-confirm-567cd952-29ae-59c7-a017-73ebb82d225f.jsonl",
    "venv": "d-venv-run-805197c4-a37c-5aff-9ab8-18a8d3e63f7e.jsonl",
}


def _lesson(lid: str, topic: str, style: str, entry: dict[str, Any]) -> dict[str, Any]:
    return {"id": lid, "topic": topic, "source": SRC[topic], "style": style, "scope": "project",
            "kind": entry["kind"], "lang": "ko" if topic == "ko" else "en", "ignored": [],
            "entry": {"confidence": "high", "scope": "project", **entry}}


LESSONS = [
    _lesson("ho-ruff-placeholder", "hook", "code span with a <file> placeholder", {
        "kind": "gotcha", "category": "tool_quirk",
        "title": "The ruff format pre-commit hook rejects unformatted Python",
        "symptom": "`git commit` fails with `PreToolUse:Bash hook error: [ruff format --check]`",
        "trap": "Committing a Python file without formatting it first",
        "cause": "A PreToolUse hook runs `ruff format --check` on every commit",
        "workaround": "Run `ruff format <file>` on the changed file before `git commit`",
        "evidence": "`git commit -am 'parser: accept tabs'` → `Would reformat: src/parser.py`"}),
    _lesson("ho-config-copy", "cfg", "cmd → error, fix as a code span", {
        "kind": "gotcha", "category": "env_setup",
        "title": "npm test needs a config.json made from the example",
        "symptom": "`Cannot find module './config.json' from 'src/app.js'`",
        "trap": "Running npm test in a checkout without config.json",
        "cause": "config.json is not committed; only config.example.json is",
        "workaround": "Create it first: `cp config.example.json config.json`",
        "evidence": "`npm test` → `Cannot find module './config.json' from 'src/app.js'`"}),
    _lesson("ho-wsl-mount", "wsl", "path named in prose, Windows path as the trap", {
        "kind": "gotcha", "category": "env_setup",
        "title": "WSL shells cannot open C:\\ paths; use the /mnt/c mount",
        "symptom": "`cat: 'C:\\Users\\dev\\proj\\settings.json': No such file or directory`",
        "trap": "Passing a Windows-style C:\\ path to a Linux command",
        "cause": "Under WSL drive C: is mounted at /mnt/c",
        "workaround": "Read the file through the mount, /mnt/c/Users/dev/proj/settings.json, not the C:\\ path",
        "evidence": "`cat C:\\Users\\dev\\proj\\settings.json` → `No such file or directory`"}),
    _lesson("ho-vite-install", "vite", "prose with code spans, person confirmed", {
        "kind": "gotcha", "category": "env_setup",
        "title": "npm run build cannot find vite until dependencies are installed",
        "symptom": "`Error: Cannot find module 'vite'`",
        "trap": "Running `npm run build` in a checkout without node_modules",
        "cause": "The dependencies were never installed",
        "workaround": "Run `npm install` first, then `npm run build`",
        "evidence": "`npm run build` → `Error: Cannot find module 'vite'`"}),
    _lesson("ho-ko-mkdir", "ko", "Korean prose, command spans", {
        "kind": "gotcha", "category": "env_setup",
        "title": "build 디렉터리가 없으면 ./build.sh 가 실패한다",
        "symptom": "`./build.sh: line 3: cd: build: No such file or directory`",
        "trap": "build 디렉터리를 만들지 않고 `./build.sh` 를 실행한다",
        "cause": "스크립트가 build 디렉터리로 cd 한다",
        "workaround": "`mkdir -p build` 를 먼저 실행한다",
        "evidence": "`./build.sh` → `./build.sh: line 3: cd: build: No such file or directory`"}),
    _lesson("ho-venv-prose", "venv", "interpreter named as a path in prose", {
        "kind": "gotcha", "category": "env_setup",
        "title": "System python3 lacks tomli_w; the project venv has it",
        "symptom": "`ModuleNotFoundError: No module named 'tomli_w'`",
        "trap": "Running the project's Python with the system python3",
        "cause": "tomli_w is installed only in the project venv",
        "workaround": "Use the venv interpreter .venv/bin/python instead of python3",
        "evidence": "`python3 -c 'import tomli_w'` → `ModuleNotFoundError: No module named 'tomli_w'`"}),
    _lesson("ho-venv-knowledge", "venv", "knowledge: approach", {
        "kind": "knowledge", "category": "project_convention",
        "title": "Run this project's tests through .venv/bin/python",
        "situation": "Running the test suite of this project",
        "approach": "Call `.venv/bin/python -m pytest -q` rather than a bare pytest or python3",
        "rationale": "Only the venv has the project's dependencies",
        "evidence": "`.venv/bin/python -m pytest -q tests/test_config.py` → `4 passed in 0.03s`"}),
]

FMT_ERR = ("Exit code 1\nPreToolUse:Bash hook error: [ruff format --check]\\nWould reformat: {f}\\n"
           "1 file would be reformatted")
CFG_ERR = ("Exit code 1\nFAIL src/server.test.js\n  ● Test suite failed to run\n\n    Cannot find module "
           "'./config.json' from 'src/app.js'")
PASS = "PASS src/app.test.js\nPASS src/server.test.js\nTests:       9 passed, 9 total"
VITE_ERR = "Exit code 1\nError: Cannot find module 'vite'\nRequire stack:\n- /home/dev/proj/node_modules/.bin/vite"
BUILT = "vite v5.4.2 building for production...\n✓ 42 modules transformed.\ndist/index.html  0.46 kB\n✓ built in 812ms"
KO_ERR = ("Exit code 1\n./build.sh: line 3: cd: build: No such file or directory\n"
          "빌드 실패: 출력 디렉터리를 찾을 수 없습니다")
TOMLI = ("Exit code 1\nImportError while importing test module '/home/dev/proj/tests/test_export.py'.\n"
         "tests/test_export.py:1: in <module>\n    import tomli_w\nE   ModuleNotFoundError: No module named 'tomli_w'")


def sessions() -> dict[str, tuple[str, list[Any]]]:
    """name: (start, steps); every session in /home/dev/proj."""
    s: dict[str, tuple[str, list[Any]]] = {}
    s["h-ruff-first"] = ("2026-11-30T12:00:00Z", [
        ("user", "commit the lexer change"),
        ("bash", "ruff format src/lexer.py", "1 file reformatted", False),
        ("bash", "git commit -am 'lexer: accept CRLF'", "[main 7b1e0d2] lexer: accept CRLF\n 1 file changed", False)])
    s["h-ruff-recur"] = ("2026-11-30T12:30:00Z", [
        ("user", "commit the lexer change"),
        ("bash", "git commit -am 'lexer: accept CRLF'", FMT_ERR.format(f="src/lexer.py"), True),
        ("bash", "ruff format src/lexer.py", "1 file reformatted", False),
        ("bash", "git commit -am 'lexer: accept CRLF'", "[main 7b1e0d2] lexer: accept CRLF\n 1 file changed", False)])
    s["h-ruff-check-only"] = ("2026-11-30T13:00:00Z", [
        ("user", "lint and commit the docs tweak"),
        ("bash", "ruff check src/", "All checks passed!", False),
        ("bash", "git commit -am 'docs: typo'", "[main 91c3aa0] docs: typo\n 1 file changed", False)])
    s["h-ruff-before-source"] = ("2026-11-29T15:00:00Z", [
        ("user", "commit the parser change"),
        ("bash", "git commit -am 'parser: tabs'", FMT_ERR.format(f="src/parser.py"), True),
        ("bash", "ruff format src/parser.py", "1 file reformatted", False)])
    s["h-cfg-copy"] = ("2026-11-30T12:00:00Z", [
        ("user", "run the app tests on the fresh clone"),
        ("bash", "cp config.example.json config.json && npm test", PASS, False)])
    s["h-cfg-recur"] = ("2026-11-30T12:30:00Z", [
        ("user", "run the server tests"),
        ("bash", "npm test -- src/server.test.js", CFG_ERR, True),
        ("say", "The test run needs a config.json; I'll leave that to you.")])
    s["h-cfg-read-example"] = ("2026-11-30T13:00:00Z", [
        ("user", "what settings does config.example.json have?"),
        ("bash", "cat config.example.json", "{\n  \"port\": 8080,\n  \"debug\": false\n}", False),
        ("say", "It sets port 8080 and debug false.")])
    s["h-cfg-lint"] = ("2026-11-30T13:30:00Z", [
        ("user", "lint"), ("bash", "npm run lint", "> eslint src\n", False)])
    s["h-wsl-mount"] = ("2026-11-30T12:00:00Z", [
        ("user", "what theme is set in my settings?"),
        ("bash", "cat /mnt/c/Users/dev/proj/settings.json", "{\"theme\": \"dark\"}", False)])
    s["h-wsl-recur"] = ("2026-11-30T12:30:00Z", [
        ("user", "what theme is set in my settings?"),
        ("bash", "cat C:\\Users\\dev\\proj\\settings.json",
         "Exit code 1\ncat: 'C:\\Users\\dev\\proj\\settings.json': No such file or directory", True),
        ("say", "That file does not exist.")])
    s["h-wsl-unrelated"] = ("2026-11-30T13:00:00Z", [
        ("user", "how much disk is free?"), ("bash", "df -h /", "Filesystem Size Used Avail Use% Mounted on\n"
                                              "/dev/sdc 1007G 96G 860G 11% /", False)])
    s["h-vite-install-first"] = ("2026-11-30T12:00:00Z", [
        ("user", "build the frontend on the new machine"),
        ("bash", "npm install && npm run build", "added 212 packages in 9s\n" + BUILT, False)])
    s["h-vite-recur"] = ("2026-11-30T12:30:00Z", [
        ("user", "build the frontend"),
        ("bash", "npm run build", VITE_ERR, True),
        ("bash", "npm install", "added 212 packages in 9s", False),
        ("bash", "npm run build", BUILT, False)])
    s["h-vite-test-only"] = ("2026-11-30T13:00:00Z", [
        ("user", "run the unit tests"), ("bash", "npm test", PASS, False)])
    s["h-ko-mkdir-first"] = ("2026-11-30T12:00:00Z", [
        ("user", "새 체크아웃에서 빌드해 줘"),
        ("bash", "mkdir -p build && ./build.sh", "빌드 완료: build/app.bin", False)])
    s["h-ko-recur"] = ("2026-11-30T12:30:00Z", [
        ("user", "빌드해 줘"), ("bash", "./build.sh", KO_ERR, True),
        ("say", "빌드 디렉터리가 없어서 실패했습니다.")])
    s["h-ko-test"] = ("2026-11-30T13:00:00Z", [
        ("user", "테스트 돌려 줘"), ("bash", "./test.sh", "3 tests passed", False)])
    s["h-venv-abs"] = ("2026-11-30T12:00:00Z", [
        ("user", "run the export tests"),
        ("bash", "/home/dev/proj/.venv/bin/python -m pytest -q tests/test_export.py", "1 passed in 0.02s", False)])
    s["h-venv-cd"] = ("2026-11-30T12:15:00Z", [
        ("user", "run all the tests"),
        ("bash", "cd /home/dev/proj && .venv/bin/python -m pytest -q", "5 passed in 0.05s", False)])
    s["h-venv-recur"] = ("2026-11-30T12:30:00Z", [
        ("user", "run the export tests"),
        ("bash", "python3 -m pytest -q tests/test_export.py", TOMLI, True),
        ("say", "tomli_w is missing for python3.")])
    s["h-venv-scratch"] = ("2026-11-30T13:00:00Z", [
        ("user", "check that venv creation works here"),
        ("bash", "python3 -m venv /tmp/scratch && /tmp/scratch/bin/python -c 'print(1)'", "1", False)])
    return s


A, R, N = (True, False), (False, True), (False, False)
# (lesson, session, (applied, recurred), why) — written from the session texts above.
PAIRS: list[tuple[str, str, tuple[bool, bool], str]] = [
    ("ho-ruff-placeholder", "h-ruff-first", A, "ruff format on the changed file, then a clean commit"),
    ("ho-ruff-placeholder", "h-ruff-recur", R, "commit blocked by the ruff format hook first; fix only after"),
    ("ho-ruff-placeholder", "h-ruff-check-only", N, "ruff check (lint), not ruff format; no hook error"),
    ("ho-ruff-placeholder", "h-ruff-before-source", N, "dated before the lesson's source session"),
    ("ho-config-copy", "h-cfg-copy", A, "copies config.example.json to config.json before npm test"),
    ("ho-config-copy", "h-cfg-recur", R, "npm test fails with Cannot find module './config.json'"),
    ("ho-config-copy", "h-cfg-read-example", N, "only reads config.example.json; nothing copied, no test run"),
    ("ho-config-copy", "h-cfg-lint", N, "npm run lint, unrelated"),
    ("ho-wsl-mount", "h-wsl-mount", A, "reads the settings through /mnt/c"),
    ("ho-wsl-mount", "h-wsl-recur", R, "cat of the C:\\ path fails with No such file or directory"),
    ("ho-wsl-mount", "h-wsl-unrelated", N, "df, unrelated"),
    ("ho-vite-install", "h-vite-install-first", A, "npm install before npm run build"),
    ("ho-vite-install", "h-vite-recur", R, "npm run build fails on vite first; npm install only afterwards"),
    ("ho-vite-install", "h-vite-test-only", N, "npm test only; no build, no install"),
    ("ho-ko-mkdir", "h-ko-mkdir-first", A, "mkdir -p build before ./build.sh"),
    ("ho-ko-mkdir", "h-ko-recur", R, "./build.sh fails: cd: build: No such file or directory"),
    ("ho-ko-mkdir", "h-ko-test", N, "./test.sh, unrelated"),
    ("ho-venv-prose", "h-venv-abs", A, "absolute form of .venv/bin/python"),
    ("ho-venv-prose", "h-venv-cd", A, "cd /home/dev/proj && .venv/bin/python form"),
    ("ho-venv-prose", "h-venv-recur", R, "python3 -m pytest fails on tomli_w"),
    ("ho-venv-prose", "h-venv-scratch", N, "/tmp/scratch/bin/python is not the project venv; no import error"),
    ("ho-venv-knowledge", "h-venv-abs", (True, False), "runs the tests through the venv interpreter (absolute)"),
    ("ho-venv-knowledge", "h-venv-recur", (False, False), "ran python3 instead: not applied (knowledge: no recur)"),
]


def _uuid(name: str) -> str:
    h = hashlib.sha1(("heldout-tracking:" + name).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:32]}"


def main(argv: list[str] | None = None) -> int:
    out_dir, corpus_path = HERE / "heldout_sessions", HERE / "heldout_tracking_corpus.json"
    out_dir.mkdir(exist_ok=True)
    sess: dict[str, dict[str, Any]] = {}
    for name, (start, steps) in sessions().items():
        (out_dir / f"{name}.jsonl").write_text(render(_uuid(name), P, start, steps, version="2.1.332"),
                                               encoding="utf-8")
        first, last, _ = span(out_dir / f"{name}.jsonl")
        sess[name] = {"kind": "constructed", "path": f"truth/heldout_sessions/{name}.jsonl", "cwd": P,
                      "first": first, "last": last}
    for topic, fname in SRC.items():
        first, last, cwd = span(HERE / "transcripts" / fname)
        sess[fname] = {"kind": "real", "path": D + fname, "cwd": cwd, "first": first, "last": last}
    kinds = {l["id"]: l["kind"] for l in LESSONS}
    pairs = [{"lesson": lid, "session": sid, "applied": ar[0],
              "recurred": None if kinds[lid] == "knowledge" else ar[1], "why": why} for lid, sid, ar, why in PAIRS]
    corpus = {"about": "Held-out tracking corpus (issue 17); see tests/truth/build_heldout_tracking.py.",
              "lessons": LESSONS, "sessions": sess, "pairs": pairs, "stale_controls": []}
    corpus_path.write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(LESSONS)} lessons, {len(pairs)} pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
