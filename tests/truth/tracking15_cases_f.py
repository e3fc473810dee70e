"""tracking15, part f: Sphinx autodoc unable to import a src-layout package (sys.path in docs/conf.py), and
Ollama listening on loopback only so other machines can't reach it (OLLAMA_HOST, a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking15_cases import T, ed, grep, rd, say, sh, u, wr

QUANTA = "/home/dev/src/quanta"
PLUG = "/home/dev/src/quanta-plugins"
SPHINX_HEAD = "Running Sphinx v7.4.7\nloading translations [en]... done\nmaking output directory... done\n"


def autodoc_fail(mod: str, pkg: str, missing: str, n: int = 3) -> str:
    return (SPHINX_HEAD + f"reading sources... [100%] api/{mod}\n"
            f"WARNING: autodoc: failed to import module '{mod}' from module '{pkg}'; the following exception was "
            f"raised:\nNo module named '{missing}' [autodoc.import_object]\n"
            f"build finished with problems, {n} warnings (with warnings treated as errors).")


BUILD_OK = SPHINX_HEAD + "reading sources... [100%] index\nbuild succeeded.\n\nThe HTML pages are in docs/_build/html."
CONF_HEAD = 'project = "quanta"\nextensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon"]\n'


def lesson_k() -> None:
    T.source("s-sphinx-path", QUANTA, "2026-02-12T14:00:00Z", "docs/api",
             u("the API pages in the docs are empty. make the docs build strict and fix whatever is wrong"),
             sh("sphinx-build -W --keep-going -b html docs docs/_build/html", autodoc_fail("client", "quanta", "quanta"),
                True),
             say("autodoc can't import `quanta`: the package lives under `src/` and isn't installed in this "
                 "environment, so it isn't on `sys.path` when Sphinx imports it."),
             rd(f"{QUANTA}/docs/conf.py", CONF_HEAD),
             ed(f"{QUANTA}/docs/conf.py", 'project = "quanta"\n',
                'import os\nimport sys\n\nsys.path.insert(0, os.path.abspath("../src"))\n\nproject = "quanta"\n'),
             sh("sphinx-build -W --keep-going -b html docs docs/_build/html", BUILD_OK))
    T.lesson("t15-sphinx-autodoc-path", "project", "en", "s-sphinx-path", "build_config",
             "Sphinx autodoc can't import the src-layout package",
             "`sphinx-build -W` fails with `autodoc: failed to import module 'client' from module 'quanta'` / "
             "`No module named 'quanta'`, and without `-W` the API pages are silently empty.",
             "The package imports fine in tests (pytest puts `src/` on the path), so the docs config looks correct.",
             "autodoc imports the modules; with the code under `src/` and the package not installed, `quanta` is "
             "not on `sys.path` during the build.",
             "In `docs/conf.py` add `sys.path.insert(0, os.path.abspath(\"../src\"))` (or build with "
             "`PYTHONPATH=src sphinx-build ...`).",
             ["`sphinx-build -W --keep-going -b html docs docs/_build/html` → `WARNING: autodoc: failed to import "
              "module 'client' from module 'quanta'`, `No module named 'quanta'`",
              "after adding `sys.path.insert(0, os.path.abspath(\"../src\"))` to docs/conf.py: `build succeeded.`"])


def later_k() -> None:
    T.later("l-sp-pythonpath", QUANTA, "2026-02-17T09:00:00Z", "docs/streaming",
            u("document the streaming module and build the docs strictly"),
            wr(f"{QUANTA}/docs/api/stream.rst", "quanta.stream\n=============\n\n.. automodule:: quanta.stream\n"
               "   :members:\n"),
            sh("PYTHONPATH=src sphinx-build -W -b html docs docs/_build/html", BUILD_OK))
    T.later("l-sp-newproj", PLUG, "2026-02-19T10:00:00Z", "docs/init",
            u("redo the quanta-plugins sphinx setup properly, with autodoc, same layout as quanta"),
            wr(f"{PLUG}/docs/conf.py", 'import os\nimport sys\n\nsys.path.insert(0, os.path.abspath("../src"))\n\n'
               'project = "quanta-plugins"\nextensions = ["sphinx.ext.autodoc"]\n'),
            wr(f"{PLUG}/docs/index.rst", "quanta-plugins\n==============\n\n.. automodule:: quanta_plugins.csv\n"
               "   :members:\n"),
            sh("sphinx-build -W -b html docs docs/_build/html", BUILD_OK))
    T.later("l-sp-recur-plugins", PLUG, "2026-02-18T15:00:00Z", "docs/init",
            u("quick sphinx setup for quanta-plugins, just autodoc"),
            wr(f"{PLUG}/docs/conf.py", 'project = "quanta-plugins"\nextensions = ["sphinx.ext.autodoc"]\n'),
            sh("sphinx-build -W -b html docs docs/_build/html",
               autodoc_fail("csv", "quanta_plugins", "quanta_plugins", 1), True),
            say("Not importable during the build; I'll stop here and come back to it."))
    T.later("l-sp-recur-rtd", QUANTA, "2026-02-24T10:00:00Z", "main",
            u("readthedocs build for the release tag is failing, here's the raw log url: "
              "https://readthedocs.org/api/v2/build/2519933.txt"),
            sh("curl -sS https://readthedocs.org/api/v2/build/2519933.txt | tail -n 7",
               "python -m sphinx -T -W --keep-going -b html -d _build/doctrees -D language=en . "
               "$READTHEDOCS_OUTPUT/html\nRunning Sphinx v7.4.7\nWARNING: autodoc: failed to import module 'client' "
               "from module 'quanta'; the following exception was raised:\nNo module named 'quanta' "
               "[autodoc.import_object]\nbuild finished with problems, 3 warnings (with warnings treated as errors).\n"
               "Command exited with status 1"),
            rd(f"{QUANTA}/.readthedocs.yaml", "version: 2\nbuild:\n  os: ubuntu-24.04\n  tools:\n    python: \"3.12\"\n"
               "sphinx:\n  configuration: docs/conf.py\npython:\n  install:\n    - requirements: docs/requirements.txt"),
            say("On RTD the release tag's conf.py predates the sys.path line and the package isn't installed. "
                "Installing the package in the RTD config fixes it for every tag."),
            ed(f"{QUANTA}/.readthedocs.yaml", "    - requirements: docs/requirements.txt",
               "    - requirements: docs/requirements.txt\n    - method: pip\n      path: ."))
    T.later("l-sp-numpy", QUANTA, "2026-02-21T13:00:00Z", "docs/fft",
            u("add the fft module to the api docs"),
            wr(f"{QUANTA}/docs/api/fft.rst", "quanta.fft\n==========\n\n.. automodule:: quanta.fft\n   :members:\n"),
            sh("sphinx-build -W --keep-going -b html docs docs/_build/html",
               autodoc_fail("fft", "quanta", "pyfftw", 1), True),
            say("`quanta` itself imports now; it's the optional `pyfftw` dependency that isn't in the docs "
                "environment. Mocking it for autodoc."),
            ed(f"{QUANTA}/docs/conf.py", 'extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon"]\n',
               'extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon"]\nautodoc_mock_imports = ["pyfftw"]\n'),
            sh("sphinx-build -W --keep-going -b html docs docs/_build/html", BUILD_OK))
    T.later("l-sp-grep", QUANTA, "2026-02-20T11:00:00Z", "main",
            u("why does docs/conf.py touch sys.path? someone asked in review"),
            grep("sys.path", f"{QUANTA}/docs/conf.py", '4:sys.path.insert(0, os.path.abspath("../src"))'),
            say("It puts `src/` on the import path so autodoc can import `quanta` without installing it."))
    for sess, outcome, why in (
            ("l-sp-pythonpath", "applied", "builds with `PYTHONPATH=src sphinx-build -W`; autodoc imports"),
            ("l-sp-newproj", "applied", "writes conf.py with the sys.path insert before the first build"),
            ("l-sp-recur-plugins", "recurred", "`failed to import module 'csv' … No module named 'quanta_plugins'`"),
            ("l-sp-recur-rtd", "recurred", "the RTD log shows `No module named 'quanta'` from autodoc"),
            ("l-sp-numpy", "neither", "autodoc fails on the optional pyfftw dependency; mocked, not a path issue"),
            ("l-sp-grep", "neither", "only greps conf.py for the sys.path line")):
        T.pair("t15-sphinx-autodoc-path", sess, outcome, why)


RAG = "/home/dev/src/ragbot"


def lesson_l() -> None:
    T.source("s-ollama-host", RAG, "2026-02-13T09:00:00Z", "feat/remote-llm",
             u("ragbot을 gpubox.lan의 ollama로 돌리고 싶어. 노트북에서 연결 확인해줘"),
             sh("curl -sS http://gpubox.lan:11434/api/tags",
                "curl: (7) Failed to connect to gpubox.lan port 11434 after 3 ms: Couldn't connect to server", True),
             sh("ssh gpubox.lan 'ss -ltnp | grep 11434'",
                'LISTEN 0      4096       127.0.0.1:11434      0.0.0.0:*    users:(("ollama",pid=2211,fd=3))'),
             say("ollama가 `127.0.0.1:11434`에만 바인딩돼 있어서 다른 머신에서 접속할 수 없습니다. "
                 "`OLLAMA_HOST=0.0.0.0:11434`로 다시 띄우겠습니다."),
             sh("ssh gpubox.lan 'kill 2211; OLLAMA_HOST=0.0.0.0:11434 nohup ollama serve > ~/ollama.log 2>&1 & "
                "sleep 2; ss -ltn | grep 11434'", "LISTEN 0      4096               *:11434            *:*"),
             sh("curl -sS http://gpubox.lan:11434/api/tags | head -c 120",
                '{"models":[{"name":"llama3.1:8b","model":"llama3.1:8b","modified_at":"2026-02-10T18:22:05Z",'
                '"size":4920753328'))
    T.lesson("t15-ollama-host-bind", "global", "ko", "s-ollama-host", "env_setup",
             "ollama는 기본적으로 127.0.0.1에만 바인딩 — 원격 접속 불가",
             "다른 머신에서 `curl http://gpubox.lan:11434/api/tags` 하면 `curl: (7) Failed to connect to gpubox.lan "
             "port 11434` 발생.",
             "서버에서 `ollama serve`는 정상 동작하니 방화벽이나 DNS 문제로 보이기 쉬움.",
             "`ollama serve`는 `OLLAMA_HOST`가 없으면 `127.0.0.1:11434`에서만 listen 함 (`ss -ltnp`로 확인).",
             "서버를 `OLLAMA_HOST=0.0.0.0:11434 ollama serve` 로 띄워 모든 인터페이스에 바인딩 (macOS 앱은 "
             "`launchctl setenv OLLAMA_HOST 0.0.0.0:11434`).",
             ["`curl -sS http://gpubox.lan:11434/api/tags` → `curl: (7) Failed to connect to gpubox.lan port 11434`",
              "`ss -ltnp`: `127.0.0.1:11434`",
              "`OLLAMA_HOST=0.0.0.0:11434 nohup ollama serve` 후 `*:11434` 로 listen, `/api/tags` 응답 정상"])


def later_l() -> None:
    T.later("l-ol-gpubox2", RAG, "2026-02-17T10:00:00Z", "feat/second-gpu",
            u("gpubox2.lan에도 ollama 띄우고 ragbot에서 쓸 수 있게 해줘"),
            sh("ssh gpubox2.lan 'OLLAMA_HOST=0.0.0.0 nohup ollama serve > ~/ollama.log 2>&1 & sleep 2; ollama pull "
               "llama3.1:8b >/dev/null && ss -ltn | grep 11434'", "LISTEN 0      4096               *:11434            "
               "*:*"),
            sh("curl -sS http://gpubox2.lan:11434/api/tags | head -c 60", '{"models":[{"name":"llama3.1:8b",'))
    T.later("l-ol-launchctl", RAG, "2026-02-20T09:00:00Z", "feat/mac-mini",
            u("use the mac mini (macmini.lan) as a third ollama backend"),
            sh("ssh macmini.lan 'launchctl setenv OLLAMA_HOST 0.0.0.0:11434 && osascript -e \"quit app \\\"Ollama\\\"\" "
               "&& sleep 1 && open -a Ollama && sleep 3 && lsof -nP -iTCP:11434 -sTCP:LISTEN'",
               "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\nollama  5120  dev    3u  IPv6 0x1f  0t0  "
               "TCP *:11434 (LISTEN)"),
            sh("curl -sS http://macmini.lan:11434/api/version", '{"version":"0.5.7"}'))
    T.later("l-ol-recur-reboot", RAG, "2026-02-23T08:30:00Z", "main",
            u("ragbot 답변이 안 나와. 로그 봐줘"),
            sh("tail -n 4 logs/ragbot.log", "2026-02-23 08:12:40 ERROR llm call failed\nhttpx.ConnectError: [Errno 111] "
               "Connection refused\n  while POST http://gpubox.lan:11434/api/chat"),
            sh("ssh gpubox.lan 'uptime; ss -ltnp | grep 11434'", " 08:31:02 up 6:14,  1 user,  load average: 0.02\n"
               'LISTEN 0      4096       127.0.0.1:11434      0.0.0.0:*    users:(("ollama",pid=1022,fd=3))'),
            say("재부팅 후 systemd 서비스로 올라온 ollama가 다시 127.0.0.1에만 바인딩돼 있습니다. 서비스 환경변수에 "
                "OLLAMA_HOST를 넣어야 합니다."))
    T.later("l-ol-recur-laptop", "/home/dev/src/notes-ai", "2026-02-25T14:00:00Z", "main",
            u("notes-ai should talk to the ollama on my other laptop, thinkpad.lan"),
            sh("curl -sS http://thinkpad.lan:11434/api/version",
               "curl: (7) Failed to connect to thinkpad.lan port 11434 after 2 ms: Couldn't connect to server", True),
            sh("ssh thinkpad.lan 'ss -ltn | grep 11434'", "LISTEN 0      4096       127.0.0.1:11434      0.0.0.0:*"),
            sh("ssh thinkpad.lan 'pkill -x ollama; OLLAMA_HOST=0.0.0.0:11434 nohup ollama serve >/dev/null 2>&1 & "
               "sleep 2' && curl -sS http://thinkpad.lan:11434/api/version", '{"version":"0.5.7"}'))
    T.later("l-ol-nomodel", RAG, "2026-02-19T15:00:00Z", "feat/llama32",
            u("llama3.2로 바꿔서 테스트해줘"),
            sh("curl -sS http://gpubox.lan:11434/api/chat -d '{\"model\":\"llama3.2\",\"messages\":[{\"role\":\"user\","
               "\"content\":\"ping\"}],\"stream\":false}'", '{"error":"model \\"llama3.2\\" not found, try pulling it '
               'first"}'),
            sh("ssh gpubox.lan ollama pull llama3.2", "pulling manifest\nsuccess"))
    T.later("l-ol-client", RAG, "2026-02-18T11:00:00Z", "main",
            u("gpubox에 어떤 모델이 있는지 ollama CLI로 보여줘"),
            sh("OLLAMA_HOST=gpubox.lan:11434 ollama list", "NAME            ID              SIZE      MODIFIED\n"
               "llama3.1:8b     46e0c10c039e    4.9 GB    8 days ago\nnomic-embed-text:latest  0a109f422b47  274 MB  "
               "8 days ago"))
    T.later("l-ol-firewall", RAG, "2026-02-24T09:00:00Z", "main",
            u("gpubox3.lan ollama에 연결이 안 돼"),
            sh("curl -sS -m 5 http://gpubox3.lan:11434/api/tags",
               "curl: (28) Connection timed out after 5001 milliseconds", True),
            sh("ssh gpubox3.lan 'ss -ltn | grep 11434; sudo ufw status | head -n 5'",
               "LISTEN 0      4096               *:11434            *:*\nStatus: active\n\nTo      Action  From\n"
               "--      ------  ----\n22/tcp  ALLOW   Anywhere"),
            say("ollama는 이미 모든 인터페이스에서 listen 중이고, ufw가 11434를 막고 있습니다."),
            sh("ssh gpubox3.lan 'sudo ufw allow from 192.168.1.0/24 to any port 11434 proto tcp' && curl -sS -m 5 "
               "http://gpubox3.lan:11434/api/tags | head -c 20", 'Rule added\n{"models":[{"name"'))
    for sess, outcome, why in (
            ("l-ol-gpubox2", "applied", "starts ollama with `OLLAMA_HOST=0.0.0.0` up front; remote curl works"),
            ("l-ol-launchctl", "applied", "`launchctl setenv OLLAMA_HOST 0.0.0.0:11434` before use; reachable"),
            ("l-ol-recur-reboot", "recurred", "after reboot ollama listens on 127.0.0.1 again; ragbot connection refused"),
            ("l-ol-recur-laptop", "recurred", "`curl: (7) Failed to connect to thinkpad.lan port 11434`, loopback bind"),
            ("l-ol-nomodel", "neither", "model not found: pull needed, server reachable"),
            ("l-ol-client", "neither", "OLLAMA_HOST used client-side to point the CLI at the server; no bind change"),
            ("l-ol-firewall", "neither", "curl (28) timeout from ufw; ollama already on *:11434")):
        T.pair("t15-ollama-host-bind", sess, outcome, why)
