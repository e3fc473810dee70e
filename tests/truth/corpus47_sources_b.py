"""Scripted sessions of corpus47, part two: LilyPond on macOS zsh, Babashka for a fish user, Pyodide in Node (a
Task), wasmtime and cargo component under WSL 2 (in Korean, an interrupted call), Fermyon Spin on macOS zsh (ANSI
colour, an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus47_common import ESC, INTERRUPTED

E = ESC

_CONVERSIONS = ", ".join(f"2.19.{n}" for n in range(2, 66, 3)) + ", " + ", ".join(
    f"2.21.{n}" for n in range(0, 8)) + ", " + ", ".join(f"2.23.{n}" for n in range(1, 15)) + ", 2.24.0"

LILY = [
    ("user", "brew upgraded lilypond to 2.24 and now ~/music/quartet/score.ly doesn't compile. can you fix it?"),
    ("bash", "cd ~/music/quartet && lilypond score.ly",
     "Exit code 1\nGNU LilyPond 2.24.4 (running Guile 2.2)\nProcessing `score.ly'\nParsing...\n"
     "score.ly:1: warning: program too new: 2.24.4 (file written for 2.18.2)\n"
     "score.ly:22:5: error: unknown escaped string: `\\setTextCresc'\n\n    \\setTextCresc\n"
     "score.ly:31:14: error: syntax error, unexpected SYMBOL\n  \\override Staff.TimeSignature \n"
     "             #'style = #'numbered\nfatal error: failed files: \"score.ly\"", True),
    ("say", "The score was written for 2.18.2; several commands were renamed since. convert-ly rewrites them "
            "(and the \\version line) in place."),
    ("bash", "convert-ly -e score.ly",
     "convert-ly (GNU LilyPond) 2.24.4\n\nInfo: Applying conversion: " + _CONVERSIONS + "\n", False),
    ("bash", "lilypond score.ly",
     "GNU LilyPond 2.24.4 (running Guile 2.2)\nProcessing `score.ly'\nParsing...\n"
     "Interpreting music...[8][16][24][32]\nPreprocessing graphical objects...\n"
     "Finding the ideal number of pages...\nFitting music on 2 pages...\nDrawing systems...\n"
     "Converting to `score.pdf'...\nConverting to `score.midi'...\n"
     "Success: compilation successfully completed", False),
    ("user", "great. but the midi plays the violin part with a piano sound"),
    ("say", "The staff has no MIDI instrument, so it falls back to acoustic grand. I'll set midiInstrument in "
            "the staff's \\with block."),
    ("edit", "/Users/amara/music/quartet/score.ly", "\\new Staff \\with { instrumentName = \"Violin\" }",
     "\\new Staff \\with { instrumentName = \"Violin\" midiInstrument = \"violin\" }"),
    ("bash", "lilypond score.ly 2>&1 | tail -2",
     "Converting to `score.midi'...\nSuccess: compilation successfully completed", False),
    ("user", "the PDF looks right now, thanks!"),
]

BB = [
    ("user", "`bb test` fails on my machine but passes in CI. project is ~/code/invoicer, my shell is fish."),
    ("bash", "cd ~/code/invoicer && bb test",
     "Exit code 1\n----- Error " + "-" * 68 + "\nType:     java.lang.Exception\n"
     "Message:  Could not find namespace: clojure.test.check.generators.\n"
     "Location: /home/ana/code/invoicer/test/invoicer/gen_test.clj:3:5\n\n----- Context " + "-" * 66 + "\n"
     "1: (ns invoicer.gen-test\n2:   (:require [clojure.test :refer [deftest is]]\n"
     "3:     [clojure.test.check.generators :as gen]))\n       ^--- Could not find namespace: "
     "clojure.test.check.generators.", True),
    ("bash", "cat bb.edn; grep -n test.check .github/workflows/ci.yml",
     "{:paths [\"src\"]\n :tasks {test {:extra-paths [\"test\"]\n               :extra-deps "
     "{io.github.cognitect-labs/test-runner {:git/tag \"v0.5.1\" :git/sha \"dfb30dd\"}}\n"
     "               :task (exec 'cognitect.test-runner.api/test)}}}\n"
     "14:        run: bb -Sdeps '{:deps {org.clojure/test.check {:mvn/version \"1.1.1\"}}}' test", False),
    ("say", "CI injects test.check with -Sdeps; bb.edn itself never declares it. Adding it to the test task."),
    ("edit", "/home/ana/code/invoicer/bb.edn", ":extra-deps {io.github.cognitect-labs/test-runner",
     ":extra-deps {org.clojure/test.check {:mvn/version \"1.1.1\"}\n                            "
     "io.github.cognitect-labs/test-runner"),
    ("bash", "bb test",
     "Downloading: org/clojure/test.check/1.1.1/test.check-1.1.1.pom from central\n"
     "Downloading: org/clojure/test.check/1.1.1/test.check-1.1.1.jar from central\n\n"
     "Running tests in #{\"test\"}\n\nTesting invoicer.core-test\n\nTesting invoicer.gen-test\n\n"
     "Ran 7 tests containing 19 assertions.\n0 failures, 0 errors.", False),
    ("user", "and BABASHKA_PRELOADS: I set it the fish way but bb doesn't seem to preload anything. try it"),
    ("bash", "set -x BABASHKA_PRELOADS '(require (quote [invoicer.core]))'; bb -e '(some? (find-ns (quote "
             "invoicer.core)))'",
     "+ bb -e '(some? (find-ns (quote invoicer.core)))'\nfalse", False),
    ("say", "That ran under bash, not fish — the Bash tool is always bash. In bash `set -x` turns on command "
            "tracing (the `+` line) and sets no variable. One shell-neutral way is `env`:"),
    ("bash", "env BABASHKA_PRELOADS='(require (quote [invoicer.core]))' bb -e '(some? (find-ns (quote "
             "invoicer.core)))'", "true", False),
    ("say", "In your own fish config the equivalent is `set -gx BABASHKA_PRELOADS ...`; `set -x` in fish is "
            "fine too, it is only bash that reads it as xtrace."),
    ("user", "ok, makes sense"),
]

PYODIDE = [
    ("user", "Our node script in ~/work/pyrun loads pyodide and installs pandas with micropip but it blows up. "
             "Can you investigate?"),
    ("bash", "cd ~/work/pyrun && node run.mjs",
     "Exit code 1\nLoading micropip\nLoaded micropip, packaging\nfile:///home/lee/work/pyrun/run.mjs:9\n"
     "  await micropip.install('pandas==2.2.3');\n                 ^\n\nPythonError: Traceback (most recent "
     "call last):\n  File \"/lib/python3.12/site-packages/micropip/_commands/install.py\", line 142, in install\n"
     "    raise ValueError(\nValueError: Can't find a pure Python 3 wheel for: 'pandas==2.2.3'\n"
     "See: https://pyodide.org/en/stable/usage/faq.html#why-can-t-micropip-find-a-pure-python-wheel-for-a-package"
     "\n\n    at new_error (/home/lee/work/pyrun/node_modules/pyodide/pyodide.asm.js:10:9965)\n\nNode.js v20.11.1",
     True),
    ("task", "Check pandas in the pyodide lock",
     "In ~/work/pyrun, find the version of the installed pyodide npm package and which pandas version its "
     "pyodide-lock.json ships. Do not change anything. Report the versions and the wheel file name.",
     "node_modules/pyodide/package.json has version 0.26.4. node_modules/pyodide/pyodide-lock.json lists pandas "
     "2.2.0 (file_name pandas-2.2.0-cp312-cp312-pyodide_2024_0_wasm32.whl). pandas has C extensions, so micropip "
     "can only take it from the lock: 'pandas==2.2.3' has no matching wheel. Either pin 2.2.0 or load it with "
     "pyodide.loadPackage('pandas')."),
    ("edit", "/home/lee/work/pyrun/run.mjs", "await micropip.install('pandas==2.2.3');",
     "await pyodide.loadPackage('pandas');"),
    ("bash", "node run.mjs",
     "Loading micropip\nLoaded micropip, packaging\nLoading numpy, pandas, python-dateutil, pytz, six, tzdata\n"
     "Loaded numpy, pandas, python-dateutil, pytz, six, tzdata\n   region  total\n0   north    412\n"
     "1   south    388", False),
    ("user", "works. but CI downloads all those packages from the CDN on every run, it's slow"),
    ("say", "loadPyodide accepts a `packageCacheDir` option, e.g. `loadPyodide({ packageCacheDir: "
            "'.pyodide-cache' })`; with that directory cached in CI the wheels are fetched once. Should I add "
            "`packageCacheDir` to run.mjs?"),
    ("user", "not now, let's ship this first"),
]

WASM = [
    ("user", "WSL 우분투에서 cargo component build 는 되는데 wasmtime run 하면 에러가 나요. ~/proj/greeter 입니다."),
    ("bash", "cd ~/proj/greeter && cargo component build --release",
     "   Compiling greeter v0.1.0 (/home/minji/proj/greeter)\n"
     "    Finished `release` profile [optimized] target(s) in 3.41s\n"
     "    Creating component /home/minji/proj/greeter/target/wasm32-wasip1/release/greeter.wasm", False),
    ("bash", "wasmtime run target/wasm32-wasip1/release/greeter.wasm 민지",
     "Exit code 1\nError: failed to run main module `target/wasm32-wasip1/release/greeter.wasm`\n\nCaused by:\n"
     "    0: import `wasi:cli/environment@0.2.0` has the wrong type\n"
     "    1: instance export `get-environment` has the wrong type\n"
     "    2: expected func found nothing", True),
    ("bash", "wasmtime --version; which -a wasmtime",
     "wasmtime-cli 14.0.4 (a9e2ec3f4 2023-11-07)\n/usr/local/bin/wasmtime\n/home/minji/.wasmtime/bin/wasmtime",
     False),
    ("bash", "~/.wasmtime/bin/wasmtime --version", "wasmtime 27.0.0 (8eefa236f 2024-11-20)", False),
    ("say", "PATH 에서 /usr/local/bin 에 있는 오래된 wasmtime 14.0.4 가 먼저 잡힙니다. 14 는 WASI 0.2.0 정식 "
            "인터페이스를 모릅니다. ~/.wasmtime/bin 의 27.0.0 으로 실행해 보겠습니다."),
    ("bash", "~/.wasmtime/bin/wasmtime run target/wasm32-wasip1/release/greeter.wasm 민지", "Hello, 민지!", False),
    ("say", "됩니다. 오래된 바이너리를 지우겠습니다."),
    ("bash", "sudo rm /usr/local/bin/wasmtime", INTERRUPTED, True),
    ("user", INTERRUPTED),
    ("user", "sudo 는 제가 직접 할게요. 그리고 /mnt/c 에서 빌드하면 왜 이렇게 느린지도 봐 주세요"),
    ("bash", "cd /mnt/c/Users/minji/greeter && time cargo component build --release",
     "   Compiling greeter v0.1.0 (/mnt/c/Users/minji/greeter)\n"
     "    Finished `release` profile [optimized] target(s) in 48.72s\n"
     "    Creating component /mnt/c/Users/minji/greeter/target/wasm32-wasip1/release/greeter.wasm\n\n"
     "real\t0m49.310s\nuser\t0m6.102s\nsys\t0m9.877s", False),
    ("say", "같은 프로젝트가 ext4 (~/proj) 에서는 3.41s, /mnt/c (9P 로 마운트된 Windows 드라이브) 에서는 48.72s "
            "걸립니다. 소스를 WSL 홈 디렉터리에 두는 것이 좋습니다."),
    ("user", "알겠어요, 고마워요"),
]

_SPIN_LOG = (f"Logging component stdio to \".spin/logs/\"\n\nServing http://127.0.0.1:3000\nAvailable Routes:\n"
             f"  counter: http://127.0.0.1:3000/inc\n{E}[2m2025-04-05T09:14:22.101Z{E}[0m {E}[31mERROR{E}[0m "
             f"{E}[2mspin_trigger_http{E}[0m: Error processing request: Error::AccessDenied")

SPIN = [
    ("user", "spin up returns 500 when I call the counter endpoint. project ~/dev/counter, key-value store."),
    ("bash", "cd ~/dev/counter && spin build",
     "Building component counter with `cargo build --target wasm32-wasip1 --release`\n"
     "    Finished `release` profile [optimized] target(s) in 0.42s\nFinished building all Spin components", False),
    ("bash", "(spin up --listen 127.0.0.1:3000 &> /tmp/spin.log &) ; sleep 3; curl -s -i localhost:3000/inc",
     "HTTP/1.1 500 Internal Server Error\ncontent-length: 0\ndate: Sat, 05 Apr 2025 09:14:22 GMT", False),
    ("bash", "cat /tmp/spin.log", _SPIN_LOG, False),
    ("say", "The component opens the `default` store but spin.toml grants it no key-value store, so the host "
            "denies access. Adding the permission."),
    ("edit", "/Users/sol/dev/counter/spin.toml",
     "[component.counter]\nsource = \"target/wasm32-wasip1/release/counter.wasm\"",
     "[component.counter]\nsource = \"target/wasm32-wasip1/release/counter.wasm\"\nkey_value_stores = [\"default\"]"),
    ("bash", "kill $(lsof -ti tcp:3000); (spin up --listen 127.0.0.1:3000 &> /tmp/spin.log &) ; sleep 3; "
             "curl -s localhost:3000/inc; echo; curl -s localhost:3000/inc",
     "count=1\ncount=2", False),
    ("user", "cool. the /reset route gives 404 though"),
    ("edit", "/Users/sol/dev/counter/spin.toml", "[[trigger.http]]\nroute = \"/inc\"",
     "[[trigger.http]]\nroute = \"/...\""),
    ("bash", "spin build",
     "Building component counter with `cargo build --target wasm32-wasip1 --release`\n"
     "    Finished `release` profile [optimized] target(s) in 0.39s\nFinished building all Spin components", False),
    ("user", "ok now deploy it to fermyon cloud"),
    ("bash", "spin deploy", INTERRUPTED, True),
    ("user", INTERRUPTED),
    ("user", "wait, not the cloud — skip deploying today. bye"),
]

SOURCES = {
    "lilypond-zsh": ("/Users/amara/music/quartet", "2025-03-22T14:00:00Z", "main", LILY),
    "babashka-fish": ("/home/ana/code/invoicer", "2025-03-24T10:20:00Z", "main", BB),
    "pyodide-node": ("/home/lee/work/pyrun", "2025-03-26T13:05:00Z", "main", PYODIDE),
    "wasmtime-wsl-ko": ("/home/minji/proj/greeter", "2025-03-28T02:40:00Z", "main", WASM),
    "spin-zsh": ("/Users/sol/dev/counter", "2025-04-05T09:10:00Z", "main", SPIN),
}
