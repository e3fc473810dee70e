"""corpus33's scripted sessions, part four: Hangul zip names with unzip and convmv (in Korean, an interrupted call),
ANTLR 4 with its Python runtime under WSL 2, Pipenv locks on Linux, OpenShift's restricted SCC through oc on macOS zsh
(a Task), GN and Ninja (file:line:col errors)."""
from __future__ import annotations

from tests.truth.corpus33_common import INTERRUPTED, REJECTED
from tests.truth.corpus33_sources import err, ok

UNZIP_L = """Archive:  계약서_2026.zip
  Length      Date    Time    Name
---------  ---------- -----   ----
   182344  2026-03-02 10:14   ░Φ╛α╝¡_├╓┴╛.pdf
    48211  2026-03-02 10:15   ░▀└√╝¡_v2.xlsx
        0  2026-03-02 10:16   ┬ⁿ░φ└┌╖ß/
    96120  2026-03-02 10:16   ┬ⁿ░φ└┌╖ß/╚╕└╟╖╧.docx
---------                     -------
   326675                     4 files"""

CONVMV = """Skipping, already UTF-8: archive/2025/░Φ╛α╝¡_1║╬.pdf
Skipping, already UTF-8: archive/2025/░Φ╛α╝¡_2║╬.pdf
Skipping, already UTF-8: archive/2025/░▀└√╝¡_╣½╝▒.xlsx
Skipping, already UTF-8: archive/2024/╟╧╡╡▒▐░Φ╛α╝¡.hwp
No changes to your files done. Use --notest to finally rename the files."""

FIX_NAMES = '''"""Undo cp437 mojibake in file names: UTF-8 -> cp437 bytes -> decode as cp949."""
import os
import sys

root, mode = sys.argv[1], sys.argv[2]
n = 0
for dirpath, dirnames, filenames in os.walk(root, topdown=False):
    for name in filenames + dirnames:
        try:
            fixed = name.encode("cp437").decode("cp949")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
        if fixed != name:
            n += 1
            src, dst = os.path.join(dirpath, name), os.path.join(dirpath, fixed)
            print(f"{src} -> {dst}")
            if mode == "--apply":
                os.rename(src, dst)
print(f"{n} names {'renamed' if mode == '--apply' else 'would be renamed'}")
'''

S16 = ("/srv/share/legal", "2026-03-23T01:12:40.000Z", "HEAD", [
    ("user", "윈도우에서 만든 zip을 리눅스 서버에서 풀면 한글 파일명이 전부 깨져요. `계약서_2026.zip` 좀 봐 주세요."),
    ok("unzip -l 계약서_2026.zip", UNZIP_L),
    ("say", "윈도우 탐색기의 '압축(zip) 폴더'는 파일 이름을 UTF-8 플래그 없이 CP949로 저장해요. unzip은 이걸 CP437로 "
            "해석해서 `░Φ╛α╝¡_├╓┴╛.pdf` 같은 이름이 됩니다. `-O cp949`로 원래 인코딩을 알려 주면 돼요."),
    ok("unzip -O cp949 -d contracts 계약서_2026.zip",
       "Archive:  계약서_2026.zip\n  inflating: contracts/계약서_최종.pdf  \n  inflating: contracts/견적서_v2.xlsx  \n"
       "   creating: contracts/참고자료/\n  inflating: contracts/참고자료/회의록.docx  "),
    ("user", "오 이제 한글 이름 제대로 나와요! 그런데 예전에 그냥 unzip으로 풀어 둔 archive/ 폴더에도 깨진 이름이 수백 "
             "개 있어요. 그것도 고쳐 주세요."),
    ok("convmv -f cp949 -t utf8 -r archive/ 2>&1 | tail -5", CONVMV),
    ("say", "convmv는 이미 올바른 UTF-8인 이름은 건너뛰어요. 깨진 이름은 'CP949 바이트를 CP437로 읽어 UTF-8로 저장한' "
            "결과라서 형식상으로는 멀쩡한 UTF-8이거든요. 그래서 UTF-8 → CP437 바이트로 되돌린 다음 CP949로 디코딩하는 "
            "두 단계가 필요해요. 작은 스크립트로 먼저 dry-run 할게요."),
    ("write", "/srv/share/legal/fix_names.py", FIX_NAMES),
    ok("python3 fix_names.py archive/ --dry-run | tail -4",
       "archive/2025/░Φ╛α╝¡_2║╬.pdf -> archive/2025/계약서_2부.pdf\n"
       "archive/2025/░▀└√╝¡_╣½╝▒.xlsx -> archive/2025/견적서_무선.xlsx\n"
       "archive/2024/╟╧╡╡▒▐░Φ╛α╝¡.hwp -> archive/2024/하도급계약서.hwp\n412 names would be renamed"),
    ("say", "412개 이름이 제대로 복원되는 게 확인됐어요. 실제로 바꿀게요."),
    ("bash", "python3 fix_names.py archive/ --apply | tail -1", REJECTED, True),
    ("user", [{"type": "text", "text": INTERRUPTED}]),
    ("user", "잠깐만요, archive/는 야간 백업 스크립트가 경로로 참조하고 있어서 지금 바꾸면 안 돼요. 백업 끝나고 제가 직접 "
             "돌릴게요. 그리고 우리 정리 스크립트가 `unzip -l`로 목록을 뽑는데 거기서도 깨져요."),
    ("say", "네, `fix_names.py`는 그대로 두었으니 백업 후에 `python3 fix_names.py archive/ --apply`로 돌리시면 돼요. "
            "목록도 같은 옵션이 먹혀요: 정리 스크립트에서 `unzip -O cp949 -l 파일.zip`으로 바꾸면 한글로 나옵니다."),
])

ANTLR_PYTEST = """ANTLR runtime and generated code versions disagree: 4.13.1!=4.9.3
ANTLR runtime and generated code versions disagree: 4.13.1!=4.9.3
==================================== ERRORS ====================================
___________________ ERROR collecting tests/test_parser.py ___________________
tests/test_parser.py:4: in <module>
    from qlang.gen.QueryParser import QueryParser
qlang/gen/QueryParser.py:212: in <module>
    class QueryParser ( Parser ):
qlang/gen/QueryParser.py:216: in QueryParser
    atn = ATNDeserializer().deserialize(serializedATN())
../../../../../home/priya/.local/lib/python3.12/site-packages/antlr4/atn/ATNDeserializer.py:50: in deserialize
    self.checkVersion()
../../../../../home/priya/.local/lib/python3.12/site-packages/antlr4/atn/ATNDeserializer.py:66: in checkVersion
    raise Exception("Could not deserialize ATN with version " + str(version) + " (expected " + str(SERIALIZED_VERSION) + ").")
E   Exception: Could not deserialize ATN with version 3 (expected 4).
=========================== short test summary info ============================
ERROR tests/test_parser.py - Exception: Could not deserialize ATN with version 3 (expected 4).
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.38s"""

JAVA8 = """Error: LinkageError occurred while loading main class org.antlr.v4.Tool
\tjava.lang.UnsupportedClassVersionError: org/antlr/v4/Tool has been compiled by a more recent version of the Java Runtime (class file version 55.0), this version of the Java Runtime only recognizes class file versions up to 52.0"""

GEN = ("java -jar tools/antlr-4.13.1-complete.jar -Dlanguage=Python3 -visitor -o qlang/gen -Xexact-output-dir "
       "grammar/Query.g4")

S17 = ("/mnt/c/Users/priya/src/qlang", "2026-03-24T14:20:05.000Z", "parser-v2", [
    ("user", "I'm in WSL 2 (Ubuntu 24.04), repo lives on the Windows side under /mnt/c. After a fresh `pip install -r "
             "requirements.txt` the parser tests crash on import."),
    err("python3 -m pytest -q tests/test_parser.py", 2, ANTLR_PYTEST),
    ok("pip show antlr4-python3-runtime | head -2; ls tools/; head -1 qlang/gen/QueryParser.py",
       "Name: antlr4-python3-runtime\nVersion: 4.13.1\nantlr-4.9.3-complete.jar\n"
       "# Generated from grammar/Query.g4 by ANTLR 4.9.3"),
    ("say", "The checked-in parser was generated by the ANTLR 4.9.3 tool, but requirements.txt now resolves the "
            "Python runtime to 4.13.1. The serialized ATN format changed in 4.10, so tool and runtime versions "
            "have to match. Regenerating with the 4.13.1 tool."),
    err(f"curl -fsSLo tools/antlr-4.13.1-complete.jar https://www.antlr.org/download/antlr-4.13.1-complete.jar && "
        f"{GEN}", 1, JAVA8),
    ("say", "The 4.13 tool needs Java 11 or newer (class file 55); this WSL only has Java 8 (52). Installing a "
            "headless JRE 17."),
    ok("sudo apt-get install -y openjdk-17-jre-headless >/dev/null && java -version 2>&1 | head -1",
       'openjdk version "17.0.14" 2025-01-21'),
    ok(GEN, "warning(125): grammar/Query.g4:41:12: implicit definition of token WS in parser"),
    ok("python3 -m pytest -q tests/test_parser.py", "............                                             "
                                                   "[100%]\n12 passed in 0.41s"),
    ("say", "12 passed. (The warning means the parser uses `WS` without a lexer rule named that; harmless here "
            "since whitespace is skipped, but worth a `WS` rule.)"),
    ("user", "works. But on the Windows side git now says: `warning: in the working copy of "
             "'qlang/gen/QueryParser.py', LF will be replaced by CRLF the next time Git touches it` for all "
             "generated files."),
    ("say", "That's Windows git with `core.autocrlf=true` seeing the LF files generated from WSL. Shall I add "
            "`qlang/gen/** text eol=lf` to `.gitattributes` and run `git add --renormalize qlang/gen` so both "
            "sides agree on LF?"),
    ("user", "Not now, two people have open PRs touching qlang/gen. I'll bring it up at standup."),
])

DEPLOY_FAIL = """Your Pipfile.lock (3d9b2a) is out of date. Expected: (8c4f1e).
ERROR:: Aborting deploy"""

NO_PY = """Warning: Python 3.11 was not found on your system...
Neither 'pyenv' nor 'asdf' could be found to install Python.
You can specify specific versions of Python with:
$ pipenv --python path/to/python"""

SKIP_LOCK = """Creating a virtualenv for this project...
Pipfile: /home/ci/src/reports/Pipfile
Using /usr/bin/python3.12 (3.12.3) to create virtualenv...
⠼ Creating virtual environment...created virtual environment CPython3.12.3.final.0-64 in 412ms
✔ Successfully created virtual environment!
Virtualenv location: /home/ci/.local/share/virtualenvs/reports-Xk2pL0aQ
Warning: Your Pipfile requires "python_version" 3.11, but you are using 3.12.3 (/home/ci/.local/share/v/r/bin/python).
  $ pipenv --rm and rebuilding the virtual environment may avoid this issue.
WARNING: The flag --skip-lock has been reintroduced (but is not recommended).  Without the lock resolver it is difficult to manage multiple package indexes, and hash checking is not provided.  However it can help manage installs with current deficiencies in locking across platforms.
Installing dependencies from Pipfile (14 packages)...
To activate this project's virtualenv, run pipenv shell.
Alternatively, run a command inside the virtualenv with pipenv run."""

S18 = ("/home/ci/src/reports", "2026-03-25T09:05:51.000Z", "main", [
    ("user", "The reports image build in CI dies at `pipenv install --deploy`. Can you reproduce it on this build box "
             "and sort it out?"),
    err("pipenv install --deploy", 1, DEPLOY_FAIL),
    ok("git log -2 --format='%h %an %s' -- Pipfile Pipfile.lock; git diff HEAD~1 -- Pipfile",
       "a41c9e7 Bruno Keller add httpx for the exporter\n5d02b1f Lea Roth lock: bump pandas\n"
       "diff --git a/Pipfile b/Pipfile\n--- a/Pipfile\n+++ b/Pipfile\n@@ -9,6 +9,7 @@ sqlalchemy = \"==2.0.36\"\n"
       " psycopg = {extras = [\"binary\"], version = \"==3.2.3\"}\n+httpx = \"*\"\n \n [dev-packages]\n"
       " pytest = \"*\""),
    ("say", "The last commit added `httpx` to the Pipfile but didn't touch Pipfile.lock, so the lock's hash no "
            "longer matches and `--deploy` refuses. The fix is to re-lock and commit the lock."),
    err("pipenv lock", 1, NO_PY),
    ("say", "The Pipfile pins `python_version = \"3.11\"` and this box only has 3.12, so pipenv can't resolve for "
            "3.11. Proper fix: install 3.11 here (deadsnakes: `sudo apt-get install python3.11 python3.11-venv`), "
            "then `pipenv lock` and commit the new Pipfile.lock. Quick but wrong for CI: `pipenv install "
            "--skip-lock`, which ignores the lock completely."),
    ("user", "I just need the tests running here right now. Do the --skip-lock thing, I'll get someone to fix the "
             "lock properly later."),
    ok("pipenv --python /usr/bin/python3.12 install --skip-lock", SKIP_LOCK),
    ok("pipenv run pytest -q", "......................................                                   [100%]\n"
                               "38 passed, 2 warnings in 4.12s"),
    ("user", "ok tests pass here, thanks. Lock later."),
])

NGINX_LOGS = """/docker-entrypoint.sh: /docker-entrypoint.d/ is not empty, will attempt to perform configuration
/docker-entrypoint.sh: Looking for shell scripts in /docker-entrypoint.d/
/docker-entrypoint.sh: Launching /docker-entrypoint.d/10-listen-on-ipv6-by-default.sh
10-listen-on-ipv6-by-default.sh: info: can not modify /etc/nginx/conf.d/default.conf (read-only file system?)
/docker-entrypoint.sh: Configuration complete; ready for start up
2026/03/26 08:41:07 [warn] 1#1: the "user" directive makes sense only if the master process runs with super-user privileges, ignored in /etc/nginx/nginx.conf:2
nginx: [warn] the "user" directive makes sense only if the master process runs with super-user privileges, ignored in /etc/nginx/nginx.conf:2
2026/03/26 08:41:07 [emerg] 1#1: mkdir() "/var/cache/nginx/client_temp" failed (13: Permission denied)
nginx: [emerg] mkdir() "/var/cache/nginx/client_temp" failed (13: Permission denied)"""

SCC_TASK = ("Findings for shop-web (nothing changed):\n\n"
            "- The pod is admitted under SCC `restricted-v2` (annotation `openshift.io/scc: restricted-v2`).\n"
            "- It runs as a random UID `1000650000` from the namespace range "
            "`openshift.io/sa.scc.uid-range: 1000650000/10000`, with supplemental group 0.\n"
            "- `nginx:1.27` expects to run as root: it writes /var/cache/nginx (owned by root) and binds port 80.\n\n"
            "Options: (1) switch to `nginxinc/nginx-unprivileged:1.27`, which listens on 8080 and makes its "
            "writable dirs group-0 writable; (2) grant the `anyuid` SCC to the service account (needs "
            "cluster-admin, and runs nginx as root).")

BIND_LOGS = """2026/03/26 08:52:30 [emerg] 1#1: bind() to 0.0.0.0:80 failed (13: Permission denied)
nginx: [emerg] bind() to 0.0.0.0:80 failed (13: Permission denied)"""

S19 = ("/Users/kenji/src/shop-web", "2026-03-26T08:38:14.000Z", "openshift", [
    ("user", "Our nginx deployment crashloops on the OpenShift 4.15 cluster (namespace shop-web). The same manifests "
             "ran fine on our old plain Kubernetes. zsh, oc is logged in."),
    ok("oc get pods -n shop-web", "NAME                   READY   STATUS             RESTARTS      AGE\n"
                                  "web-6f9c7d8b5-2xkqp    0/1     CrashLoopBackOff   6 (2m11s ago)  8m"),
    ok("oc logs web-6f9c7d8b5-2xkqp -n shop-web", NGINX_LOGS),
    ("task", "Check SCC and UID for shop-web",
     "In namespace shop-web on the current oc context, find which SCC the web pod runs under, which UID/GID it "
     "gets and why nginx:1.27 can't create /var/cache/nginx. List the options. Do not change anything.", SCC_TASK),
    ("say", "OpenShift runs the container as an arbitrary non-root UID, so stock nginx can't write its cache dir. "
            "Going with the unprivileged image (no extra privileges), which listens on 8080; the Service has to "
            "target 8080."),
    ok("oc set image deployment/web nginx=docker.io/nginxinc/nginx-unprivileged:1.27 -n shop-web && oc patch svc "
       "web -n shop-web -p '{\"spec\":{\"ports\":[{\"port\":80,\"targetPort\":8080}]}}'",
       "deployment.apps/web image updated\nservice/web patched"),
    err("oc rollout status deployment/web -n shop-web --timeout=120s", 1,
        "Waiting for deployment \"web\" rollout to finish: 1 old replicas are pending termination...\n"
        "error: deployment \"web\" exceeded its progress deadline"),
    ok("oc logs deployment/web -n shop-web --tail=5", BIND_LOGS),
    ("say", "The cache error is gone; now it's our own ConfigMap: `k8s/nginx-default.conf` is mounted over "
            "default.conf and still says `listen 80;`, which a non-root process can't bind."),
    ("edit", "/Users/kenji/src/shop-web/k8s/nginx-default.conf", "    listen 80;", "    listen 8080;"),
    ok("oc apply -f k8s/ -n shop-web && oc rollout restart deployment/web -n shop-web && oc rollout status "
       "deployment/web -n shop-web --timeout=120s",
       "configmap/nginx-default configured\ndeployment.apps/web unchanged\nservice/web configured\nroute.route."
       "openshift.io/web unchanged\ndeployment.apps/web restarted\nWaiting for deployment \"web\" rollout to "
       "finish: 1 old replicas are pending termination...\ndeployment \"web\" successfully rolled out"),
    ok("curl -s -o /dev/null -w '%{http_code}\\n' https://$(oc get route web -n shop-web -o "
       "jsonpath='{.spec.host}')/", "200"),
    ("user", "page loads again, thanks. Security asked whether we could keep the official nginx image instead?"),
    ("say", "Only by letting it run as root: `oc adm policy add-scc-to-user anyuid -z default -n shop-web` (needs "
            "cluster-admin, and every pod on that service account may then run as root). Do you want me to try it, "
            "or stay on nginx-unprivileged?"),
    ("user", "Stay on unprivileged, I'll tell them why."),
])

GN_UNRESOLVED = """ERROR Unresolved dependencies.
//codec:codec(//build/toolchain/linux:clang_x64)
  needs //base:logging(//build/toolchain/linux:clang_x64)"""

GN_NOT_ALLOWED = """ERROR at //codec/varint.cc:9:11: Include not allowed.
#include "base/internal/ring.h"
          ^-------------------
It is not in any dependency of
  //codec:codec
The include file is in the target(s):
  //base:base
which should somehow be reachable."""

GN_PRIVATE = """ERROR at //codec/varint.cc:9:11: Including a private header.
#include "base/internal/ring.h"
          ^-------------------
This file is private to the target //base:base"""

GN_OK = """Done. Made 48 targets from 19 files in 29ms
ninja: Entering directory `out/Debug'
[1/9] CXX obj/codec/codec.varint.o
[2/9] CXX obj/codec/codec.zigzag.o
[3/9] AR obj/codec/libcodec.a
[4/9] CXX obj/codec/codec_tests.varint_test.o
[5/9] CXX obj/codec/codec_tests.zigzag_test.o
[9/9] LINK ./codec_tests
[==========] Running 9 tests from 2 test suites.
[----------] Global test environment set-up.
[----------] 6 tests from VarintTest
[ RUN      ] VarintTest.RoundTripsSmall
[       OK ] VarintTest.RoundTripsSmall (0 ms)
[ RUN      ] VarintTest.RoundTripsMax
[       OK ] VarintTest.RoundTripsMax (0 ms)
[ RUN      ] VarintTest.RejectsOverlong
[       OK ] VarintTest.RejectsOverlong (0 ms)
[ RUN      ] VarintTest.ReadsFromRing
[       OK ] VarintTest.ReadsFromRing (0 ms)
[ RUN      ] VarintTest.WrapsAroundRing
[       OK ] VarintTest.WrapsAroundRing (0 ms)
[ RUN      ] VarintTest.EmptyInput
[       OK ] VarintTest.EmptyInput (0 ms)
[----------] 6 tests from VarintTest (0 ms total)
[----------] 3 tests from ZigzagTest
[ RUN      ] ZigzagTest.Positive
[       OK ] ZigzagTest.Positive (0 ms)
[ RUN      ] ZigzagTest.Negative
[       OK ] ZigzagTest.Negative (0 ms)
[ RUN      ] ZigzagTest.MinInt
[       OK ] ZigzagTest.MinInt (0 ms)
[----------] 3 tests from ZigzagTest (0 ms total)
[==========] 9 tests from 2 test suites ran. (1 ms total)
[  PASSED  ] 9 tests."""

GN_ARGS_WARN = """WARNING at the command-line "--args":1:16: Build argument has no effect.
is_debug=false is_offical=true
               ^---------
The variable "is_offical" was set as a build argument
but never appeared in a declare_args() block in any buildfile.

To view all possible args, run "gn args --list <out_dir>"

The build continued as if that argument was unspecified.

Done. Made 48 targets from 19 files in 27ms"""

S20 = ("/home/arvid/src/wirefmt", "2026-03-27T13:02:26.000Z", "codec", [
    ("user", "`gn gen` fails since I added the codec source set. Linux, gn + ninja, clang toolchain from //build."),
    err("gn gen out/Debug", 1, GN_UNRESOLVED),
    ok("grep -n 'source_set\\|static_library\\|public =' base/BUILD.gn",
       "3:static_library(\"base\") {\n9:  public = [ \"ring_view.h\", \"strings.h\" ]\n21:source_set(\"log\") {"),
    ("say", "There's no `logging` target in //base; the logging source set is called `log`."),
    ("edit", "/home/arvid/src/wirefmt/codec/BUILD.gn", '    "//base:logging",', '    "//base:log",'),
    err("gn gen out/Debug && gn check out/Debug", 1, "Done. Made 48 targets from 19 files in 31ms\n" + GN_NOT_ALLOWED),
    ("say", "gen itself passes now; `gn check` complains because codec/varint.cc includes a header of //base:base "
            "and codec doesn't depend on //base. Adding the dependency."),
    ("edit", "/home/arvid/src/wirefmt/codec/BUILD.gn", '    "//base:log",', '    "//base",\n    "//base:log",'),
    err("gn check out/Debug", 1, GN_PRIVATE),
    ("say", "Next layer: //base lists `public = [ \"ring_view.h\", \"strings.h\" ]`, so `internal/ring.h` is private "
            "to it. Either add it to base's `public` list, or use the public `base/ring_view.h` in codec. Which do "
            "you prefer?"),
    ("user", "Use ring_view.h, //base is owned by another team."),
    ("edit", "/home/arvid/src/wirefmt/codec/varint.cc", '#include "base/internal/ring.h"', '#include "base/ring_view.h"'),
    ok("gn gen out/Debug --check && ninja -C out/Debug codec_tests && out/Debug/codec_tests", GN_OK),
    ("user", "great. CI builds release with `.ci/build.sh`, which does `gn gen out/Release --args='is_debug=false "
             "is_offical=true'`. Anything to change there?"),
    ok("gn gen out/Release --args='is_debug=false is_offical=true'", GN_ARGS_WARN),
    ("say", "It generates, but the warning shows `is_offical` is a typo, so the official-build settings were "
            "silently never applied in CI. Fixing the script."),
    ("edit", "/home/arvid/src/wirefmt/.ci/build.sh", "--args='is_debug=false is_offical=true'",
     "--args='is_debug=false is_official=true'"),
    ("say", "Fixed `.ci/build.sh` to `is_official=true`."),
])

SOURCES = {"s16-unzip-cp949-ko": S16, "s17-antlr-wsl": S17, "s18-pipenv-lock": S18, "s19-openshift-scc": S19,
           "s20-gn-ninja": S20}
