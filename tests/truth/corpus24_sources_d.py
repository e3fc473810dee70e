"""corpus24's scripted sessions, part four: PureScript with spago on Arch (a fish user), SBCL with Quicklisp
local-projects (macOS zsh), mdBook with mdbook-linkcheck and a Task, a VS Code extension with vsce and
@vscode/test-electron (Windows PowerShell 7), an Inno Setup installer signed with signtool (Windows cmd), Hugging Face
accelerate on two GPUs in a container (in Korean)."""
from __future__ import annotations

from tests.truth.corpus24_common import fail, interrupted, ok

SPAGO_NO_MOD = """Reading Spago workspace configuration...
✅ Selecting package to build: webapp

Downloading dependencies...
Building...
[1 of 3] Compiling Api.Client
Error found:
in module Api.Client
at src/Api/Client.purs:6:1 - 6:24 (line 6, column 1 - line 6, column 24)

  Module Affjax was not found.
  Make sure the source file exists, and that it has been provided as an input to the compiler.

✘ Failed to build."""

S16 = [
    ("user", "spago build fails since I bumped the package set to 0.15.15. I'm in fish on Arch if that matters."),
    fail("spago build", 1, SPAGO_NO_MOD),
    ("say", "In this package set affjax was split: the `Affjax` module no longer ships a driver, and code calls "
            "`Affjax.Web` (package affjax-web) in the browser. Installing it and switching the import."),
    fail("spago install affjax-web", 1, "Reading Spago workspace configuration...\n✅ Selecting package to build: "
                                        "webapp\n\nAdding 1 package to the config in spago.yaml\n"
                                        "Downloading dependencies...\nBuilding...\n"
                                        "[1 of 3] Compiling Api.Client\nError found:\nin module Api.Client\n\n"
                                        "  Module Affjax was not found.\n\n✘ Failed to build."),
    ("edit", "/home/noor/src/webapp/src/Api/Client.purs", "import Affjax as AX", "import Affjax.Web as AX"),
    ok("spago build 2>&1 | tail -6",
       "[2 of 3] Compiling Api.Client\n[3 of 3] Compiling Main\n           Src   Lib   All\n"
       "Warnings     0     0     0\nErrors       0     0     0\n\n✅ Build succeeded."),
    ("user", "ok. spago test now just sits there forever"),
    *interrupted("spago test"),
    ("user", "see? it hangs after the last test. is there a flag?"),
    ("say", "Not a flag: test/Main.purs runs `launchAff_ $ runSpec [consoleReporter] spec`, and the test's mock "
            "server keeps Node's event loop alive after the specs finish. `runSpecAndExitProcess` exits with the "
            "result when the run ends."),
    ("edit", "/home/noor/src/webapp/test/Main.purs", "main = launchAff_ $ runSpec [consoleReporter] spec",
     "main = runSpecAndExitProcess [consoleReporter] spec"),
    ok("timeout 120 spago test 2>&1 | tail -6",
       "Api.Client\n  ✓︎ decodes orders\n  ✓︎ rejects bad json\n\nSummary\n2/2 tests passed\n✅ Test succeeded."),
    ("user", "great, thanks"),
]

SBCL_NOT_FOUND = """This is SBCL 2.4.9, an implementation of ANSI Common Lisp.
Unhandled QUICKLISP-CLIENT:SYSTEM-NOT-FOUND in thread #<SB-THREAD:THREAD "main thread" RUNNING {7005B80003}>:
  System "ledger" not found

Backtrace for: #<SB-THREAD:THREAD "main thread" RUNNING {7005B80003}>
0: (QUICKLISP-CLIENT::RECURSE-QUICKLOAD "ledger" :VERBOSE NIL)
unhandled condition in --disable-debugger mode, quitting"""
SBCL_WARN = """To load "ledger":
  Load 1 ASDF system:
    ledger
; Loading "ledger"
..
; caught WARNING:
;   The function LEDGER.CRYPTO::HMAC-SHA256 is called with two arguments, but wants exactly three.
Unhandled UIOP/LISP-BUILD:COMPILE-FILE-ERROR in thread #<SB-THREAD:THREAD "main thread" RUNNING {7005B80003}>:
  COMPILE-FILE-ERROR while compiling #<CL-SOURCE-FILE "ledger" "src" "crypto">"""
SBCL_OK = """To load "ledger":
  Load 1 ASDF system:
    ledger
; Loading "ledger"
..
Running test suite LEDGER-SUITE
 Running test HMAC-VECTORS ....
 Running test POSTING-BALANCE ..
 Did 6 checks.
    Pass: 6 (100%)
    Skip: 0 ( 0%)
    Fail: 0 ( 0%)"""
QL = "sbcl --non-interactive --eval '(ql:quickload :ledger)'"

S17 = [
    ("user", "moved my ledger checkout from ~/src/ledger-old to ~/src/ledger and now quickload can't find it. mac, zsh."),
    fail(QL, 1, SBCL_NOT_FOUND),
    ok("ls -l ~/quicklisp/local-projects/",
       "total 8\nlrwxr-xr-x  1 kenji  staff    30 Nov  2 09:14 old-ledger -> /Users/kenji/src/ledger-old\n"
       "-rw-r--r--  1 kenji  staff    52 Nov  2 09:15 system-index.txt"),
    ("say", "local-projects only holds a symlink to the old path, and Quicklisp caches what it found in "
            "system-index.txt. I'll link the new checkout, drop the old link, and let it rebuild the index."),
    fail("ln -sfn ~/src/ledger ~/quicklisp/local-projects/ledger && rm ~/quicklisp/local-projects/old-ledger && "
         "sbcl --non-interactive --eval '(ql:register-local-projects)' --eval '(ql:quickload :ledger)'", 1, SBCL_WARN),
    ("say", "The system is found now. The new failure is ASDF refusing a file with a full WARNING, and it's a real "
            "bug: hmac-sha256 takes key, data and an output format, and the call in crypto.lisp passes two."),
    ("edit", "/Users/kenji/src/ledger/src/crypto.lisp", "(hmac-sha256 secret payload)",
     "(hmac-sha256 secret payload :hex)"),
    ok(QL + " --eval '(asdf:test-system :ledger)'", SBCL_OK),
    ("user", "thanks. I read somewhere to just set asdf:*compile-file-warnings-behaviour* to :ignore, should I?"),
    ("say", "I'd leave it at the default. With :ignore the arity bug we just fixed would have compiled quietly and "
            "failed at run time instead."),
    ("user", "fair"),
]

LINKCHECK = """2026-12-16 09:12:03 [INFO] (mdbook::book): Book building has started
2026-12-16 09:12:03 [INFO] (mdbook::book): Running the html backend
2026-12-16 09:12:05 [INFO] (mdbook::book): Running the linkcheck backend
2026-12-16 09:12:05 [INFO] (mdbook::renderer): Invoking the "linkcheck" renderer
error: Potential incomplete link
   ┌─ guide/config.md:42:11
   │
42 │ See the [retention settings][retention] for details.
   │           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ Did you forget to define a URL for `retention settings`?

Error: One or more incorrect links
2026-12-16 09:12:05 [ERROR] (mdbook::renderer): Renderer exited with non-zero return code.
2026-12-16 09:12:05 [ERROR] (mdbook::utils): Error: Rendering failed
2026-12-16 09:12:05 [ERROR] (mdbook::utils): 	Caused By: The "linkcheck" renderer failed"""
READ_BIG = ("File content (31822 tokens) exceeds maximum allowed tokens (25000). Please use offset and limit "
            "parameters to read specific portions of the file, or use the GrepTool to search for specific content.")
LC_REPLY = ("mdbook-linkcheck only fetches web links when `follow-web-links = true` is set under "
            "`[output.linkcheck]`; docs/book/book.toml sets it to true, so every build makes HTTP requests to the "
            "external sites. Options: set it to false for CI; keep it and add an `exclude` list of URL regexes for "
            "slow hosts; or set `warning-policy = \"warn\"`, which only downgrades some errors. mdBook also reads "
            "any book.toml key from the environment, e.g. MDBOOK_OUTPUT__LINKCHECK__FOLLOW_WEB_LINKS=false. "
            "I did not run a build.")

S18 = [
    ("user", "mdbook build fails in CI with linkcheck errors. book is in docs/book. SUMMARY.md is huge, careful"),
    fail("mdbook build docs/book", 101, LINKCHECK),
    ("tool", "Read", {"file_path": "/home/lee/src/tsdb/docs/book/src/SUMMARY.md"}, READ_BIG, True),
    ("tool", "Read", {"file_path": "/home/lee/src/tsdb/docs/book/src/SUMMARY.md", "offset": 1, "limit": 200},
     "     1→# Summary\n     2→\n     3→[Introduction](intro.md)\n     4→\n     5→# Guide\n"
     "     6→- [Configuration](guide/config.md)\n     7→- [Retention](reference/retention.md)\n", False),
    ("say", "The paged Read (offset 1, limit 200) went through: SUMMARY.md lists the retention chapter as "
            "reference/retention.md on line 7."),
    ("tool", "Grep", {"pattern": "\\[retention\\]:", "path": "/home/lee/src/tsdb/docs/book/src"},
     "No matches found", False),
    ("say", "The reference-style link `[retention settings][retention]` has no `[retention]: ...` definition "
            "anywhere, so linkcheck can't resolve it. Adding the definition below the paragraph."),
    ("edit", "/home/lee/src/tsdb/docs/book/src/guide/config.md",
     "See the [retention settings][retention] for details.\n",
     "See the [retention settings][retention] for details.\n\n[retention]: ../reference/retention.md\n"),
    ok("mdbook build docs/book 2>&1 | tail -2",
       "2026-12-16 09:14:40 [INFO] (mdbook::book): Running the linkcheck backend\n"
       "2026-12-16 09:14:40 [INFO] (mdbook::renderer): Invoking the \"linkcheck\" renderer"),
    ("user", "ok. in CI it also fails now and then because external links time out. have a subagent look at how "
             "mdbook-linkcheck handles web links, then fix CI"),
    ("task", "mdbook-linkcheck web links",
     "Read docs/book/book.toml and the mdbook-linkcheck documentation. Explain how it treats external links and "
     "which settings avoid CI failures from slow external sites. Don't run builds.", LC_REPLY),
    ("say", "Simplest for CI is turning web-link checks off there only, through the environment, and keeping them "
            "on locally. Should I change book.toml instead, or set the variable in the docs workflow?"),
    ("user", "the variable in the workflow"),
    ("edit", "/home/lee/src/tsdb/.github/workflows/docs.yml", "      - run: mdbook build docs/book\n",
     "      - run: mdbook build docs/book\n        env:\n          MDBOOK_OUTPUT__LINKCHECK__FOLLOW_WEB_LINKS: "
     "\"false\"\n"),
    ("user", "thanks, I'll see how the next CI runs go"),
]

VSCE_README = "\x1b[41m ERROR \x1b[49m Make sure to edit the README.md file before you package or publish your extension."
VSCE_DONE = ("\x1b[43m WARNING \x1b[49m This extension consists of 3121 files, out of which 3007 are JavaScript files. For "
             "performance reasons, you should bundle your extension: https://aka.ms/vscode-bundle-extension . You "
             "should also exclude unnecessary files by adding them to your .vscodeignore: "
             "https://aka.ms/vscode-vscodeignore\n"
             "\x1b[42m DONE \x1b[49m Packaged: C:\\src\\todo-lens\\todo-lens-0.2.0.vsix (3121 files, 4.61MB)")
NPM_TEST_FAIL = """
> todo-lens@0.2.0 test
> node ./out/test/runTests.js

Found existing install in C:\\src\\todo-lens\\.vscode-test\\vscode-win32-x64-archive-1.96.2. Skipping download
Running extension tests from the command line is currently only supported if no other instance of Code is running.
Test run failed with code 1
Failed to run tests"""
NPM_TEST_OK = """
> todo-lens@0.2.0 test
> node ./out/test/runTests.js

Downloading VS Code insiders from https://update.code.visualstudio.com/latest/win32-x64-archive/insider
Downloaded VS Code into C:\\src\\todo-lens\\.vscode-test\\vscode-win32-x64-archive-insiders

  TodoLens
    ✔ finds TODO(alice) with a due date
    ✔ ignores TODO inside strings
  2 passing (412ms)
Exit code: 0"""

S19 = [
    ("user", "packaging my VS Code extension fails, and npm test can't start VS Code. Windows 11, PowerShell 7."),
    fail("npx @vscode/vsce package", 1, VSCE_README),
    ("say", "vsce refuses to package while README.md is still the generator's template."),
    ("edit", "C:\\src\\todo-lens\\README.md",
     "# todo-lens README\n\nThis is the README for your extension \"todo-lens\".",
     "# Todo Lens\n\nHighlights TODO comments with owners and due dates."),
    ok("npx @vscode/vsce package", VSCE_DONE),
    ("say", "Packaged, but the .vsix carries node_modules and the TypeScript sources (3121 files, 4.61MB). Adding "
            "`node_modules/**`, `src/**` and `.vscode-test/**` to .vscodeignore would leave them out; worth doing "
            "before you publish."),
    ("user", "later. npm test first"),
    fail("npm test", 1, NPM_TEST_FAIL),
    ("say", "VS Code stable is open (you're editing in it), and the test runner can't start a second stable "
            "instance. Running the tests against Insiders avoids the clash."),
    ("edit", "C:\\src\\todo-lens\\src\\test\\runTests.ts",
     "await runTests({ extensionDevelopmentPath, extensionTestsPath });",
     "await runTests({ version: 'insiders', extensionDevelopmentPath, extensionTestsPath });"),
    ok("npm run compile; npm test", NPM_TEST_OK),
    ("user", "nice, ship it"),
]

ISCC = "\"C:\\Program Files (x86)\\Inno Setup 6\\ISCC.exe\" /DAppVersion=3.1.0 installer\\setup.iss"
ISCC_HEAD = """Inno Setup 6 Command-Line Compiler
Copyright (C) 1997-2024 Jordan Russell. All rights reserved.
Portions Copyright (C) 2000-2024 Martijn Laan. All rights reserved.
Compiler engine version: Inno Setup 6.3.3

[ISPP] Preprocessing.
[ISPP] Preprocessed.

Parsing [Setup] section, line 4
Parsing [Files] section, line 21
"""
ISCC_ERR = ISCC_HEAD + """
Error on line 21 in C:\\build\\meteo\\installer\\setup.iss: Source file "C:\\build\\meteo\\installer\\dist\\meteo.exe" does not exist.
Compile aborted."""
ISCC_OK = ISCC_HEAD + """Compiling [Files] section
Successful compile (4.812 sec). Resulting Setup program filename is:
C:\\build\\meteo\\installer\\Output\\meteo-setup-3.1.0.exe"""
SIGN_TAIL = "/fd SHA256 /tr http://timestamp.digicert.com /td SHA256"
NO_CERT = "Done Adding Additional Store\nSignTool Error: No certificates were found that met all the given criteria."
THUMB = "7d3e9b1c0a5f2e4d6c8b0a1f3e5d7c9b2a4f6e8d"

S20 = [
    ("user", "our build.cmd can't build the installer anymore and signtool says no certificates. cmd.exe, build box"),
    fail(ISCC, 2, ISCC_ERR),
    ("say", "Inno Setup resolves `Source:` relative to the .iss file's folder (installer\\), not the directory "
            "ISCC was started from, so `dist\\meteo.exe` points into installer\\dist."),
    ("edit", "C:\\build\\meteo\\installer\\setup.iss", 'Source: "dist\\meteo.exe"; DestDir: "{app}"',
     'Source: "..\\dist\\meteo.exe"; DestDir: "{app}"'),
    ok(ISCC, ISCC_OK),
    fail("signtool sign " + SIGN_TAIL + " /a installer\\Output\\meteo-setup-3.1.0.exe", 1, NO_CERT),
    ok("certutil -store My | findstr /i \"Subject Hash\"",
       "Subject: CN=Meteo Labs GmbH, O=Meteo Labs GmbH, L=Graz, C=AT\nCert Hash(sha1): " + THUMB),
    ("say", "The code-signing certificate is in the local machine store (certutil without -user), and signtool "
            "searches the current user's store unless told `/sm`."),
    ok("signtool sign /sm /sha1 " + THUMB + " " + SIGN_TAIL + " installer\\Output\\meteo-setup-3.1.0.exe",
       "Done Adding Additional Store\nSuccessfully signed: installer\\Output\\meteo-setup-3.1.0.exe\n\n"
       "Number of files successfully Signed: 1\nNumber of warnings: 0\nNumber of errors: 0"),
    ok("signtool verify /pa /v installer\\Output\\meteo-setup-3.1.0.exe | findstr /c:\"Successfully verified\"",
       "Successfully verified: installer\\Output\\meteo-setup-3.1.0.exe"),
    ("user", "put that in build.cmd"),
    ("edit", "C:\\build\\meteo\\build.cmd", "signtool sign " + SIGN_TAIL + " /a %SETUP%",
     "signtool sign /sm /sha1 %SIGN_THUMBPRINT% " + SIGN_TAIL + " %SETUP%"),
    fail("build.cmd", 1, "Successful compile (4.655 sec). Resulting Setup program filename is:\n"
                         "C:\\build\\meteo\\installer\\Output\\meteo-setup-3.1.0.exe\n" + NO_CERT),
    ("say", "build.cmd reads the thumbprint from %SIGN_THUMBPRINT%, which isn't set in this shell, so signtool got "
            "`/sha1` with nothing usable and fell back to the same error. It needs to be set where the build runs."),
    ("user", "I'll add SIGN_THUMBPRINT to the build agent's environment."),
]

ACC = "accelerate launch --num_processes 2 train.py --config configs/base.yaml"
NCCL_ERR = """[rank1]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5
[rank1]: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
[rank1]: Last error:
[rank1]: Error while creating shared memory segment /dev/shm/nccl-Xk2P9q (size 9637888)
E1216 11:02:17.412000 139872 torch/distributed/elastic/multiprocessing/api.py:826] failed (exitcode: 1) local_rank: 1 (pid: 48213) of binary: /opt/venv/bin/python"""

S21 = [
    ("user", "도커 컨테이너 안에서 accelerate launch로 A6000 두 장 학습을 돌리면 NCCL 에러가 나요. Ubuntu 22.04 이미지예요."),
    fail(ACC, 1, NCCL_ERR),
    ok("df -h /dev/shm", "Filesystem      Size  Used Avail Use% Mounted on\nshm              64M     0   64M   0% /dev/shm"),
    ("say", "컨테이너의 /dev/shm이 도커 기본값 64M이라 NCCL이 공유 메모리 세그먼트를 만들지 못합니다. 컨테이너를 "
            "`--shm-size=16g`(또는 `--ipc=host`)로 다시 띄우는 게 정석입니다. 컨테이너를 재시작할까요?"),
    ("user", "아니요, 이 컨테이너는 다른 사람도 쓰고 있어서 재시작하면 안 돼요. 다른 방법은요?"),
    ("say", "NCCL_SHM_DISABLE=1이면 NCCL이 공유 메모리 대신 P2P/소켓 경로를 씁니다. 조금 느릴 수 있습니다. "
            "20스텝만 돌려 보겠습니다."),
    ok("NCCL_SHM_DISABLE=1 " + ACC + " --max_steps 20 2>&1 | tail -5",
       "{'loss': 2.113, 'grad_norm': 1.84, 'learning_rate': 4.9e-05, 'epoch': 0.02}\n***** train metrics *****\n"
       "  epoch                    =       0.02\n  train_loss               =     2.4471\n"
       "  train_runtime            = 0:00:41.17"),
    ("user", "오 됐네요. 그런데 프로젝트의 accelerate_config.yaml이 안 먹어요. 로그에 계속 mixed precision이 no로 나와요."),
    ok("accelerate env | grep -i -E 'config|mixed'",
       "- `Accelerate` default config:\n\tNot found\n- `Accelerate` config passed:\n\t- mixed_precision: no"),
    ("say", "accelerate launch는 옵션이 없으면 ~/.cache/huggingface/accelerate/default_config.yaml만 읽습니다. "
            "프로젝트 파일은 `--config_file`로 넘겨야 합니다."),
    ok("NCCL_SHM_DISABLE=1 accelerate launch --config_file accelerate_config.yaml train.py --config "
       "configs/base.yaml --max_steps 5 2>&1 | grep -E 'Mixed precision|Num processes'",
       "Num processes: 2\nMixed precision type: bf16"),
    ("user", "완벽해요. 오늘은 여기까지."),
]

SESSIONS = {
    "s16-spago-fish": ("/home/noor/src/webapp", "2026-12-16T07:45:00Z", "deps/package-set-0.15.15", S16),
    "s17-sbcl-quicklisp": ("/Users/kenji/src/ledger", "2026-12-16T11:30:00Z", "main", S17),
    "s18-mdbook-linkcheck": ("/home/lee/src/tsdb", "2026-12-16T09:10:00Z", "docs/retention", S18),
    "s19-vscode-ext": ("C:\\src\\todo-lens", "2026-12-16T13:15:00Z", "main", S19),
    "s20-inno-signtool": ("C:\\build\\meteo", "2026-12-16T15:40:00Z", "release/3.1", S20),
    "s21-accelerate-ko": ("/workspace/llm-ft", "2026-12-17T02:00:00Z", "exp/two-gpu", S21),
}
