"""The tenth tracking corpus, part one: the tables, the step shorthands and lessons A-E (PowerShell's execution
policy, SELinux labels on a bind-mounted volume, too many open files, a JDK trust store without the corporate
CA, sqlx's offline query cache).

Rules the labels follow (written from the session texts, before anything judged them):
- applied: the later session runs the lesson's fix (in any spelling: other flags, a full path, an env var, an
  edit of the config file, another name in a placeholder) and the failure does not show before it;
- recurred: the lesson's failure shows in the later session (another name, file, branch, host, package),
  whatever follows, even the fix;
- neither: nothing of the lesson (the tool ran fine, a look-alike error of another kind from the same tool, the
  fix's words in an unrelated command or output), and every session dated before the lesson's source session,
  whatever it holds.
Pairs with no honest single label (the fix ran and the failure came anyway later) were not written.
"""
from __future__ import annotations

from typing import Any

Steps = list[tuple[Any, ...]]
SOURCES: dict[str, tuple[str, str, str, Steps]] = {}
LATER: dict[str, tuple[str, str, str, Steps]] = {}
LESSONS: list[dict[str, Any]] = []
PAIRS: list[tuple[str, str, tuple[bool, bool], str]] = []

OUTCOME = {"applied": (True, False), "recurred": (False, True), "neither": (False, False)}


def source(name: str, cwd: str, start: str, branch: str, *steps: tuple[Any, ...]) -> None:
    assert name.startswith("s-") and name not in SOURCES
    SOURCES[name] = (cwd, start, branch, list(steps))


def later(name: str, cwd: str, start: str, branch: str, *steps: tuple[Any, ...]) -> None:
    assert name.startswith("l-") and name not in LATER
    LATER[name] = (cwd, start, branch, list(steps))


def pair(lid: str, session: str, outcome: str, why: str) -> None:
    PAIRS.append((lid, session, OUTCOME[outcome], why))


def lesson(lid: str, scope: str, lang: str, src: str, category: str, title: str, symptom: str, trap: str,
           cause: str, workaround: str, evidence: str | list[str]) -> None:
    LESSONS.append({"id": lid, "kind": "gotcha", "scope": scope, "lang": lang, "source": src,
                    "entry": {"kind": "gotcha", "category": category, "confidence": "high", "scope": scope,
                              "title": title, "symptom": symptom, "trap": trap, "cause": cause,
                              "workaround": workaround, "evidence": evidence}})


def U(text: str) -> tuple[str, str]:
    return ("user", text)


def S(text: str) -> tuple[str, str]:
    return ("say", text)


def B(command: str, output: str, error: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", command, output, error)


def E(path: str, old: str, new: str) -> tuple[str, str, str, str]:
    return ("edit", path, old, new)


def W(path: str, content: str) -> tuple[str, str, str]:
    return ("write", path, content)


# --- A: PowerShell's execution policy (global) ---------------------------------------------------------------

def _ps_blocked(path: str, short: str) -> str:
    return (f"{short} : File {path} cannot be loaded because running scripts is disabled on this system. For more "
            "information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\n"
            f"At line:1 char:1\n+ {short}\n+ {'~' * len(short)}\n"
            "    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n"
            "    + FullyQualifiedErrorId : UnauthorizedAccess")


def _powershell() -> None:
    d = "C:\\Users\\jon\\src\\relay"
    source("s-relay-ps1", d, "2026-11-03T08:12:00Z", "main",
           U("Run the bootstrap script so the dev certs and the local config get generated."),
           B("cat scripts/bootstrap.ps1 | head -20", "param([switch]$Force)\n$ErrorActionPreference = 'Stop'\n"
             "Write-Host 'generating dev certificate'\ndotnet dev-certs https --trust\n"
             "Copy-Item config/appsettings.sample.json config/appsettings.Development.json -Force:$Force"),
           B("powershell -NoProfile -File scripts/bootstrap.ps1",
             "Exit code 1\n" + _ps_blocked("C:\\Users\\jon\\src\\relay\\scripts\\bootstrap.ps1",
                                           ".\\scripts\\bootstrap.ps1"), True),
           B("powershell -NoProfile -Command \"Get-ExecutionPolicy -List\"",
             "        Scope ExecutionPolicy\n        ----- ---------------\nMachinePolicy       Undefined\n"
             "   UserPolicy       Undefined\n      Process       Undefined\n  CurrentUser       Undefined\n"
             " LocalMachine       Restricted"),
           S("LocalMachine is Restricted, so no .ps1 runs. Bypassing the policy for this one process only."),
           B("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/bootstrap.ps1",
             "generating dev certificate\nThe HTTPS developer certificate was generated successfully.\n"
             "bootstrap complete"))
    lesson("t10-ps-policy", "global", "en", "s-relay-ps1", "env_setup",
           "PowerShell refuses .ps1 scripts on a fresh Windows box (execution policy Restricted)",
           "`<script>.ps1 cannot be loaded because running scripts is disabled on this system` (PSSecurityException, "
           "UnauthorizedAccess).",
           "Running a repo's PowerShell script with `powershell -File <script>.ps1` on a machine whose LocalMachine "
           "execution policy is still Restricted.",
           "Windows ships with the Restricted policy; no scope in `Get-ExecutionPolicy -List` allows scripts.",
           "Run it with `powershell -NoProfile -ExecutionPolicy Bypass -File <script>.ps1` (this process only), or "
           "once per user: `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned`.",
           "Bash(`powershell -NoProfile -File scripts/bootstrap.ps1`) → `cannot be loaded because running scripts is "
           "disabled on this system`; Get-ExecutionPolicy showed ` LocalMachine       Restricted`; "
           "Bash(`powershell -NoProfile -ExecutionPolicy Bypass -File scripts/bootstrap.ps1`) → exit 0, "
           "`bootstrap complete`.")

    t = "C:\\Users\\jon\\src\\tally"
    later("l-tally-bypass", t, "2026-11-10T09:00:00Z", "main",
          U("Set up this repo for local dev, there's a setup script in tools/"),
          B("ls tools", "setup-dev.ps1\nseed.sql\nREADME.md"),
          B("powershell -ExecutionPolicy Bypass -NoProfile -File .\\tools\\setup-dev.ps1",
            "restoring packages...\n  Determining projects to restore...\n  Restored C:\\Users\\jon\\src\\tally\\"
            "src\\Tally.Api\\Tally.Api.csproj (in 2.31 sec).\nseeding database from seed.sql\nsetup done"),
          B("dotnet test", "Passed!  - Failed:     0, Passed:    48, Skipped:     0, Total:    48"))
    pair("t10-ps-policy", "l-tally-bypass", "applied",
         "runs the setup .ps1 with -ExecutionPolicy Bypass (flags in another order) before any policy error; it works")

    later("l-relay-cu-policy", d, "2026-11-12T14:30:00Z", "feature/release-notes",
          U("Make the policy thing permanent for me and then run scripts/release.ps1 -DryRun"),
          B("powershell -NoProfile -Command \"Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned "
            "-Force; Get-ExecutionPolicy -Scope CurrentUser\"", "RemoteSigned"),
          B("pwsh -NoProfile -File scripts/release.ps1 -DryRun",
            "version 1.8.0 -> 1.9.0 (dry run)\nwould tag v1.9.0\nwould push 3 commits"))
    pair("t10-ps-policy", "l-relay-cu-policy", "applied",
         "sets the CurrentUser policy to RemoteSigned first, then the .ps1 runs without the error")

    later("l-relay-migrate-ps1", d, "2026-11-14T10:05:00Z", "main",
          U("Apply the pending DB migrations with the migrate script"),
          B("git pull --ff-only", "Updating 4a1c2e9..b7d03f1\nFast-forward\n scripts/migrate.ps1 | 14 ++++++++\n"
            " 1 file changed, 14 insertions(+)"),
          B("powershell -NoProfile -File scripts/migrate.ps1",
            "Exit code 1\n" + _ps_blocked("C:\\Users\\jon\\src\\relay\\scripts\\migrate.ps1", ".\\scripts\\migrate.ps1"),
            True),
          S("Same execution policy block as before; running it with Bypass."),
          B("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/migrate.ps1",
            "Applying migration 20261113_add_outbox... done"))
    pair("t10-ps-policy", "l-relay-migrate-ps1", "recurred",
         "another script (migrate.ps1) is refused with 'running scripts is disabled on this system'; the Bypass after "
         "it does not change the label")

    k = "C:\\Users\\jon\\src\\kiosk-agent"
    later("l-kiosk-build-ps1", k, "2026-11-16T16:40:00Z", "main",
          U("build the MSI installer"),
          B("cat build.ps1 | head -5", "# builds the WiX installer\nparam([string]$Configuration = 'Release')\n"
            "dotnet publish src/Agent -c $Configuration -r win-x64"),
          B("pwsh -File build.ps1 -Configuration Release",
            "Exit code 1\n" + _ps_blocked("C:\\Users\\jon\\src\\kiosk-agent\\build.ps1", ".\\build.ps1"), True),
          S("The script is blocked; I'll run the two commands it contains by hand instead."),
          B("dotnet publish src/Agent -c Release -r win-x64", "  Agent -> C:\\Users\\jon\\src\\kiosk-agent\\src\\Agent\\"
            "bin\\Release\\net8.0\\win-x64\\publish\\"))
    pair("t10-ps-policy", "l-kiosk-build-ps1", "recurred",
         "in a third project build.ps1 is refused with the same execution-policy message")

    later("l-tally-term-missing", t, "2026-11-18T11:20:00Z", "main",
          U("run tools/setup-dev.ps1 again, I wiped the db"),
          B("powershell -ExecutionPolicy Bypass -File tools/setup-dev.ps1",
            "Exit code 1\nrestoring packages...\nsqlcmd : The term 'sqlcmd' is not recognized as the name of a "
            "cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was "
            "included, verify that the path is correct and try again.\nAt C:\\Users\\jon\\src\\tally\\tools\\"
            "setup-dev.ps1:9 char:1", True),
          B("winget install Microsoft.Sqlcmd --silent", "Successfully installed"),
          B("powershell -ExecutionPolicy Bypass -File tools/setup-dev.ps1", "restoring packages...\nsetup done"))
    pair("t10-ps-policy", "l-tally-term-missing", "applied",
         "the script runs under -ExecutionPolicy Bypass from the start and is never blocked; its sqlcmd error is "
         "another kind")

    later("l-relay-docs-grep", d, "2026-11-19T09:45:00Z", "docs/onboarding",
          U("Does our onboarding doc mention the execution policy? If not, add a line."),
          B("grep -rn \"ExecutionPolicy\" docs/", "docs/windows.md:12:If scripts are blocked, use "
            "`-ExecutionPolicy Bypass` for a single run."),
          S("It's already there in docs/windows.md; linking it from onboarding."),
          E("docs/onboarding.md", "## Windows\n", "## Windows\n\nSee [windows.md](windows.md) for the script policy.\n"))
    pair("t10-ps-policy", "l-relay-docs-grep", "neither",
         "only a grep of the docs prints the fix's words; no script is run and nothing is blocked")

    later("l-relay-early", d, "2026-10-28T17:00:00Z", "main",
          U("try scripts/lint.ps1"),
          B("powershell -File scripts/lint.ps1",
            "Exit code 1\n" + _ps_blocked("C:\\Users\\jon\\src\\relay\\scripts\\lint.ps1", ".\\scripts\\lint.ps1"), True),
          B("dotnet format --verify-no-changes", ""))
    pair("t10-ps-policy", "l-relay-early", "neither",
         "dated before the lesson's source session (the block shows, but the lesson did not exist yet)")


# --- B: SELinux and a bind-mounted volume (Korean) -----------------------------------------------------------

def _selinux() -> None:
    d = "/home/minji/labdata"
    source("s-labdata-selinux", d, "2026-11-04T01:30:00Z", "main",
           U("컨테이너 안에서 data/check.py 돌려서 CSV 검증해줘"),
           B("podman run --rm -v ./data:/data docker.io/library/python:3.12-slim python /data/check.py",
             "Exit code 2\npython: can't open file '/data/check.py': [Errno 13] Permission denied", True),
           B("ls -lZ data | head -3", "total 48\n-rw-r--r--. 1 minji minji unconfined_u:object_r:user_home_t:s0 "
             "1832 Nov  3 22:10 check.py\n-rw-r--r--. 1 minji minji unconfined_u:object_r:user_home_t:s0 41022 Nov  3 "
             "22:10 samples.csv"),
           S("파일 권한은 문제없고 SELinux 라벨이 user_home_t 라서 컨테이너가 못 읽습니다. 볼륨에 :z 를 붙여 다시 라벨링합니다."),
           B("podman run --rm -v ./data:/data:z docker.io/library/python:3.12-slim python /data/check.py",
             "checked 1204 rows: 0 errors"))
    lesson("t10-selinux-z", "project", "ko", "s-labdata-selinux", "env_setup",
           "Fedora에서 바인드 마운트한 볼륨은 SELinux 라벨 때문에 컨테이너가 못 읽음",
           "컨테이너 안에서 마운트한 파일을 열면 `[Errno 13] Permission denied` (파일 권한은 정상).",
           "`podman run -v ./<dir>:/<path>` 로 홈 디렉터리 아래 폴더를 라벨 옵션 없이 마운트할 때.",
           "호스트 파일의 SELinux 타입이 `user_home_t` 라서 container_t 프로세스가 읽을 수 없다.",
           "볼륨 뒤에 `:z` (공유) 또는 `:Z` (전용)를 붙인다: `-v ./<dir>:/<path>:z`. 아니면 "
           "`chcon -Rt container_file_t <dir>` 로 미리 라벨을 바꾼다.",
           "`python: can't open file '/data/check.py': [Errno 13] Permission denied` 가 났고 `ls -lZ` 에는 "
           "`unconfined_u:object_r:user_home_t:s0` 가 보였다. `-v ./data:/data:z` 로 다시 돌리니 "
           "`checked 1204 rows: 0 errors`.")

    later("l-labdata-Z-out", d, "2026-11-09T02:10:00Z", "main",
          U("결과를 results/ 에 쓰도록 export 스크립트 돌려줘"),
          B("cat data/export.py | head -8", "import csv, pathlib\nOUT = pathlib.Path('/out')\n"
            "def main():\n    rows = load('/data/samples.csv')"),
          B("podman run --rm -v ./data:/data:z -v ./results:/out:Z docker.io/library/python:3.12-slim "
            "python /data/export.py", "wrote /out/summary.csv (38 rows)"),
          B("head -3 results/summary.csv", "site,n,mean\nA,312,4.21\nB,298,4.07"))
    pair("t10-selinux-z", "l-labdata-Z-out", "applied",
         "both volumes carry :z / :Z from the first run; no Permission denied")

    later("l-labdata-chcon", d, "2026-11-11T05:00:00Z", "feat/models",
          U("models/ 폴더를 컨테이너에 마운트해서 추론 돌려줘"),
          B("chcon -Rt container_file_t ./models && ls -Z models | head -2",
            "unconfined_u:object_r:container_file_t:s0 tokenizer.json\n"
            "unconfined_u:object_r:container_file_t:s0 weights.safetensors"),
          B("podman run --rm -v ./models:/models -v ./data:/data:z localhost/infer:dev python -m infer /data/samples.csv",
            "loaded 2 files from /models\npredicted 1204 rows"))
    pair("t10-selinux-z", "l-labdata-chcon", "applied",
         "relabels models/ with chcon container_file_t before mounting; the run reads it fine")

    later("l-labdata-compose-config", d, "2026-11-13T03:15:00Z", "main",
          U("podman-compose 로 api 띄워줘"),
          B("podman-compose up -d api && podman logs labdata_api_1 | tail -3",
            "Exit code 1\ncat: /etc/labapi/settings.toml: Permission denied\nlabapi: cannot read config, exiting", True),
          S("설정 볼륨에 SELinux 라벨 옵션이 빠져 있어서 같은 문제입니다. compose 파일에 :z 추가."),
          E("compose.yaml", "      - ./config:/etc/labapi", "      - ./config:/etc/labapi:z"),
          B("podman-compose up -d api && podman logs labdata_api_1 | tail -1", "labapi listening on :8000"))
    pair("t10-selinux-z", "l-labdata-compose-config", "recurred",
         "the config bind mount is denied inside the container (Permission denied on the mounted file), then fixed "
         "with :z")

    v = "/home/minji/labviz"
    later("l-labviz-notebooks", v, "2026-11-15T06:20:00Z", "main",
          U("jupyter 컨테이너 띄워서 notebooks 열 수 있게 해줘"),
          B("podman run -d --name nb -p 8888:8888 -v $PWD/notebooks:/home/jovyan/work quay.io/jupyter/scipy-notebook "
            "&& sleep 5 && podman exec nb ls /home/jovyan/work",
            "Exit code 2\n3f9a1c0b7e2d\nls: cannot open directory '/home/jovyan/work': Permission denied", True),
          B("podman rm -f nb", "nb"))
    pair("t10-selinux-z", "l-labviz-notebooks", "recurred",
         "in a sibling project the mounted notebooks folder is denied inside the container, no label option")

    later("l-labdata-port80", d, "2026-11-17T07:00:00Z", "main",
          U("api를 80번 포트로 열어줘"),
          B("podman run -d -p 80:8000 -v ./config:/etc/labapi:z localhost/labapi:dev",
            "Exit code 126\nError: rootlessport cannot expose privileged port 80, you can add "
            "'net.ipv4.ip_unprivileged_port_start=80' to /etc/sysctl.conf (currently 1024), or choose a larger port "
            "number (>= 1024): listen tcp 0.0.0.0:80: bind: permission denied", True),
          B("podman run -d -p 8080:8000 -v ./config:/etc/labapi:z localhost/labapi:dev", "9b2e7f1a44c0"))
    pair("t10-selinux-z", "l-labdata-port80", "applied",
         "the volume is mounted with :z and its file is read; the permission error is about a privileged port, "
         "another kind")

    later("l-labdata-pytest", d, "2026-11-20T04:00:00Z", "main",
          U("check.py 에 빈 줄 처리 추가하고 테스트 돌려줘"),
          E("data/check.py", "    for row in rows:\n", "    for row in rows:\n        if not any(row):\n"
            "            continue\n"),
          B("python -m pytest -q tests/test_check.py", "......                                                   [100%]\n"
            "6 passed in 0.21s"))
    pair("t10-selinux-z", "l-labdata-pytest", "neither",
         "an edit and a local pytest run; no container, no mount")


# --- C: too many open files (fix only in prose) ---------------------------------------------------------------

EMFILE = ("Traceback (most recent call last):\n  File \"/home/ops/crawlr/crawlr/fetch.py\", line 88, in _one\n"
          "    async with session.get(url) as resp:\n  ...\nOSError: [Errno 24] Too many open files")


def _ulimit() -> None:
    d = "/home/ops/crawlr"
    source("s-crawlr-ulimit", d, "2026-11-05T12:00:00Z", "main",
           U("Crawl seeds/top10k.txt with concurrency 2000 and tell me the error count"),
           B("python -m crawlr.fetch --urls seeds/top10k.txt --concurrency 2000",
             "Exit code 1\nfetching 10000 urls (concurrency 2000)\n" + EMFILE, True),
           B("ulimit -n; ulimit -Hn", "1024\n524288"),
           S("The soft limit on file descriptors is 1024 and each connection holds a socket. Raising the soft limit "
             "in this shell (the hard limit allows it) and running again."),
           B("ulimit -n 65536 && python -m crawlr.fetch --urls seeds/top10k.txt --concurrency 2000",
             "fetching 10000 urls (concurrency 2000)\nfetched 10000 urls in 212.4s (errors: 37)"))
    lesson("t10-nofile", "project", "en", "s-crawlr-ulimit", "performance",
           "High-concurrency crawls die on the 1024 open-file soft limit",
           "The crawl aborts with OSError Errno 24, too many open files, a few seconds in.",
           "Running crawlr.fetch with a concurrency in the thousands from a normal login shell.",
           "Each in-flight request holds a socket, and the shell's soft limit for file descriptors is 1024 (the "
           "hard limit is 524288).",
           "Raise the soft open-file limit in the same shell right before starting the crawl (ulimit with the n "
           "option, e.g. to 65536, which stays under the hard limit); the crawl itself needs no change.",
           ["- `python -m crawlr.fetch --urls seeds/top10k.txt --concurrency 2000` → exit 1, "
            "`OSError: [Errno 24] Too many open files`",
            "- `ulimit -n; ulimit -Hn` printed 1024 and 524288",
            "- with the limit raised first the same crawl went through: `fetched 10000 urls in 212.4s (errors: 37)`"])

    later("l-crawlr-news", d, "2026-11-08T12:30:00Z", "main",
          U("Crawl seeds/news.txt, concurrency 1500"),
          B("wc -l seeds/news.txt", "6120 seeds/news.txt"),
          B("ulimit -S -n 32768; python -m crawlr.fetch --urls seeds/news.txt --concurrency 1500",
            "fetching 6120 urls (concurrency 1500)\nfetched 6120 urls in 131.9s (errors: 12)"))
    pair("t10-nofile", "l-crawlr-news", "applied",
         "raises the soft nofile limit (-S -n) before the big crawl; no Errno 24")

    later("l-crawlr-bashc", d, "2026-11-10T08:00:00Z", "perf/pool",
          U("benchmark the new connection pool at concurrency 3000"),
          E("crawlr/pool.py", "MAX_PER_HOST = 8", "MAX_PER_HOST = 16"),
          B("bash -c 'ulimit -n 100000 && exec python -m crawlr.bench --concurrency 3000'",
            "concurrency 3000: 4410 req/s p50 61ms p99 480ms"),
          B("git diff --stat", " crawlr/pool.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"))
    pair("t10-nofile", "l-crawlr-bashc", "applied",
         "the bench runs inside bash -c with ulimit -n raised first; no descriptor error")

    later("l-crawlr-prlimit", d, "2026-11-11T07:45:00Z", "main",
          U("recrawl the failed urls from yesterday at 2500 concurrency"),
          B("python -m crawlr.failed --since yesterday > /tmp/retry.txt && wc -l < /tmp/retry.txt", "4870"),
          B("prlimit --nofile=65536:524288 --pid $$ && python -m crawlr.fetch --urls /tmp/retry.txt --concurrency 2500",
            "fetching 4870 urls (concurrency 2500)\nfetched 4870 urls in 98.0s (errors: 211)"),
          S("211 still fail; most are DNS errors on dead domains."))
    pair("t10-nofile", "l-crawlr-prlimit", "applied",
         "raises the shell's open-file limit with prlimit --nofile (another spelling of ulimit -n) before the crawl; "
         "no Errno 24")

    later("l-crawlr-resolve", d, "2026-11-12T09:10:00Z", "main",
          U("Run the DNS pre-resolver over the whole seed list"),
          B("python -m crawlr.resolve seeds/top10k.txt --workers 4000",
            "Exit code 1\nresolving 10000 hosts\nTraceback (most recent call last):\n  File \"/usr/lib/python3.12/"
            "socket.py\", line 233, in __init__\n    _socket.socket.__init__(self, family, type, proto, fileno)\n"
            "OSError: [Errno 24] Too many open files", True),
          S("Same descriptor ceiling; I'll drop workers to 500."),
          B("python -m crawlr.resolve seeds/top10k.txt --workers 500", "resolved 9961 hosts, 39 failed"))
    pair("t10-nofile", "l-crawlr-resolve", "recurred",
         "another module (resolve) dies with OSError Errno 24 Too many open files")

    later("l-crawlr-pytest-emfile", d, "2026-11-14T15:00:00Z", "main",
          U("run the test suite"),
          B("python -m pytest -q -x", "Exit code 1\n........F\n_____ test_pool_saturation _____\n"
            "    conns = [await pool.acquire() for _ in range(5000)]\nE   OSError: [Errno 24] Too many open files\n"
            "FAILED tests/test_pool.py::test_pool_saturation - OSError: [Errno 24] Too many open files\n"
            "1 failed, 8 passed in 3.02s", True),
          B("ulimit -n 65536 && python -m pytest -q -x", "......... [100%]\n9 passed in 3.40s"))
    pair("t10-nofile", "l-crawlr-pytest-emfile", "recurred",
         "a test hits Errno 24 Too many open files before the limit is raised")

    later("l-crawlr-disk", d, "2026-11-16T10:00:00Z", "main",
          U("crawl seeds/archive.txt and keep the bodies"),
          B("python -m crawlr.fetch --urls seeds/archive.txt --concurrency 200 --keep-bodies",
            "Exit code 1\nfetching 25000 urls (concurrency 200)\nTraceback (most recent call last):\n  File "
            "\"/home/ops/crawlr/crawlr/store.py\", line 41, in put\n    fh.write(body)\nOSError: [Errno 28] No space "
            "left on device", True),
          B("df -h /home | tail -1", "/dev/nvme0n1p3  200G  200G     0 100% /home"),
          B("rm -rf cache/bodies-2026-10 && df -h /home | tail -1", "/dev/nvme0n1p3  200G  141G   59G  71% /home"))
    pair("t10-nofile", "l-crawlr-disk", "neither",
         "an OSError of another kind (Errno 28, disk full) at low concurrency; nothing about descriptors")

    later("l-crawlr-coredump", d, "2026-11-18T13:00:00Z", "main",
          U("the parser segfaults on one page, get me a core dump"),
          B("ulimit -c unlimited && ulimit -a | head -4", "real-time non-blocking time  (microseconds, -R) unlimited\n"
            "core file size              (blocks, -c) unlimited\ndata seg size               (kbytes, -d) unlimited\n"
            "scheduling priority                 (-e) 0"),
          B("python -m crawlr.parse samples/bad.html", "Exit code 139\nSegmentation fault (core dumped)", True),
          B("coredumpctl list --no-pager | tail -1", "Wed 2026-11-18 13:01:12 UTC 88412 1000 1000 SIGSEGV present "
            "/usr/bin/python3.12"))
    pair("t10-nofile", "l-crawlr-coredump", "neither",
         "ulimit is used for core dumps (-c), not the open-file limit; no Errno 24")


# --- D: a JDK trust store without the corporate CA (German, global) ----------------------------------------

PKIX = ("PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find "
        "valid certification path to requested target")


def _keystore() -> None:
    d = "/home/lena/work/billing"
    source("s-billing-pkix", d, "2026-11-05T07:40:00Z", "main",
           U("Bau mal das billing-Modul, Tests überspringen"),
           B("./mvnw -DskipTests package",
             "Exit code 1\n[INFO] Scanning for projects...\n[ERROR] Failed to execute goal on project billing: Could not "
             "resolve dependencies for project de.acme:billing:jar:2.4.0: Failed to collect dependencies at "
             "org.postgresql:postgresql:jar:42.7.4: Failed to read artifact descriptor for "
             "org.postgresql:postgresql:jar:42.7.4: Could not transfer artifact org.postgresql:postgresql:pom:42.7.4 "
             "from/to central (https://repo.maven.apache.org/maven2): " + PKIX, True),
           B("openssl s_client -connect repo.maven.apache.org:443 </dev/null 2>/dev/null | grep 'issuer='",
             "issuer=C = DE, O = ACME AG, CN = ACME Corporate Proxy CA"),
           S("Der Proxy bricht TLS mit der Firmen-CA auf, und die steht nicht im cacerts des JDK. Ich importiere sie."),
           B("sudo keytool -importcert -cacerts -alias acme-proxy -file /usr/local/share/ca-certificates/acme-proxy.crt "
             "-storepass changeit -noprompt", "Certificate was added to keystore"),
           B("./mvnw -DskipTests package | tail -3",
             "[INFO] BUILD SUCCESS\n[INFO] Total time:  41.772 s\n[INFO] Finished at: 2026-11-05T08:44:10Z"))
    lesson("t10-jdk-corp-ca", "global", "de", "s-billing-pkix", "env_setup",
           "Maven/Gradle hinter dem Firmenproxy: Firmen-CA fehlt im cacerts des JDK",
           "Abhängigkeiten lassen sich nicht laden: `PKIX path building failed` … `unable to find valid certification "
           "path to requested target`.",
           "Bauen mit einem JDK, dessen cacerts die Proxy-CA nicht kennt (neu installiertes oder aktualisiertes JDK).",
           "Der Firmenproxy signiert TLS neu mit der ACME Corporate Proxy CA; das JDK vertraut nur seinem eigenen "
           "cacerts, nicht dem System-Store.",
           "CA ins cacerts des JDK importieren: `sudo keytool -importcert -cacerts -alias <alias> -file <ca>.crt "
           "-storepass changeit -noprompt` (nach jedem JDK-Wechsel wiederholen), dann neu bauen.",
           "```\n$ ./mvnw -DskipTests package\n[ERROR] Failed to execute goal on project billing: Could not resolve "
           "dependencies for project de.acme:billing:jar:2.4.0\n$ sudo keytool -importcert -cacerts -alias acme-proxy "
           "-file /usr/local/share/ca-certificates/acme-proxy.crt -storepass changeit -noprompt\nCertificate was added "
           "to keystore\n[INFO] BUILD SUCCESS\n```\nVorher zeigte openssl `issuer=C = DE, O = ACME AG, CN = ACME "
           "Corporate Proxy CA`.")

    g = "/home/lena/work/ledger-api"
    later("l-ledger-keystore-path", g, "2026-11-09T08:00:00Z", "main",
          U("Neues Repo, bitte einmal bauen. Vorsicht, hier ist Temurin 21 frisch installiert."),
          B("echo $JAVA_HOME", "/usr/lib/jvm/temurin-21-jdk-amd64"),
          B("sudo keytool -importcert -keystore $JAVA_HOME/lib/security/cacerts -alias acme-proxy -file "
            "/usr/local/share/ca-certificates/acme-proxy.crt -storepass changeit -noprompt",
            "Certificate was added to keystore"),
          B("./gradlew build", "> Task :compileJava\n> Task :test\n\nBUILD SUCCESSFUL in 1m 12s\n9 actionable tasks: "
            "9 executed"))
    pair("t10-jdk-corp-ca", "l-ledger-keystore-path", "applied",
         "imports the proxy CA into the new JDK's cacerts (by -keystore path) before building; no PKIX error")

    later("l-billing-jdk-upgrade", d, "2026-11-12T07:30:00Z", "chore/jdk21",
          U("Wir gehen auf JDK 21. Stell JAVA_HOME um und bau."),
          E(".mvn/jvm.config", "-Xmx1g", "-Xmx2g"),
          B("export JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 && ./mvnw -DskipTests package",
            "Exit code 1\n[ERROR] Plugin org.apache.maven.plugins:maven-surefire-plugin:3.5.2 or one of its "
            "dependencies could not be resolved: Failed to read artifact descriptor for "
            "org.apache.maven.plugins:maven-surefire-plugin:jar:3.5.2: The following artifacts could not be resolved: "
            "org.apache.maven.plugins:maven-surefire-plugin:pom:3.5.2 (absent): Could not transfer artifact "
            "org.apache.maven.plugins:maven-surefire-plugin:pom:3.5.2 from/to central "
            "(https://repo.maven.apache.org/maven2): " + PKIX, True),
          B("sudo /usr/lib/jvm/temurin-21-jdk-amd64/bin/keytool -importcert -cacerts -alias acme-proxy -file "
            "/usr/local/share/ca-certificates/acme-proxy.crt -storepass changeit -noprompt",
            "Certificate was added to keystore"),
          B("export JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 && ./mvnw -DskipTests package | tail -1",
            "[INFO] BUILD SUCCESS"))
    pair("t10-jdk-corp-ca", "l-billing-jdk-upgrade", "recurred",
         "after the JDK switch the plugin download fails with PKIX path building failed again, before the import")

    later("l-billing-dockerfile-ca", d, "2026-11-14T09:20:00Z", "chore/docker-build",
          U("Baue billing im Docker-Image statt lokal; im Container gibt es die Firmen-CA natürlich nicht"),
          B("cp /usr/local/share/ca-certificates/acme-proxy.crt docker/ && sed -n 1,6p Dockerfile",
            "FROM eclipse-temurin:21-jdk AS build\nWORKDIR /src\nCOPY . .\nRUN ./mvnw -q -DskipTests package"),
          E("Dockerfile", "WORKDIR /src\nCOPY . .\n", "WORKDIR /src\nCOPY . .\nRUN keytool -importcert -cacerts "
            "-alias acme-proxy -file docker/acme-proxy.crt -storepass changeit -noprompt\n"),
          B("docker build -t billing:dev . 2>&1 | tail -3", "#9 [build 4/5] RUN keytool -importcert -cacerts -alias "
            "acme-proxy -file docker/acme-proxy.crt -storepass changeit -noprompt\n#9 0.912 Certificate was added to "
            "keystore\n#11 naming to docker.io/library/billing:dev done"))
    pair("t10-jdk-corp-ca", "l-billing-dockerfile-ca", "applied",
         "adds the keytool import of the proxy CA to the Dockerfile before the Maven build runs in it; no PKIX error")

    s = "/home/lena/work/reports-scala"
    later("l-reports-sbt-pkix", s, "2026-11-15T09:00:00Z", "main",
          U("sbt compile bitte"),
          B("sbt -batch compile", "Exit code 1\n[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 17.0.13)\n"
            "[error] (update) sbt.librarymanagement.ResolveException: Error downloading "
            "org.typelevel:cats-core_3:2.12.0\n[error]   download error: Caught javax.net.ssl.SSLHandshakeException ("
            + PKIX + ") while downloading https://repo1.maven.org/maven2/org/typelevel/cats-core_3/2.12.0/"
            "cats-core_3-2.12.0.pom", True),
          S("Das JDK 17 hier hat die Proxy-CA auch nicht; ich sage dir, welchen keytool-Befehl du mit sudo ausführen "
            "musst."))
    pair("t10-jdk-corp-ca", "l-reports-sbt-pkix", "recurred",
         "sbt in another project fails downloading with the PKIX path building message")

    later("l-billing-san", d, "2026-11-17T10:15:00Z", "main",
          U("Der Integrationstest gegen den internen Steuer-Service schlägt fehl, schau mal"),
          B("./mvnw -Dtest=TaxClientIT verify | grep -A2 ERROR",
            "Exit code 1\n[ERROR] TaxClientIT.quote:31 » SSLHandshake No subject alternative DNS name matching "
            "tax.internal.acme found.\n[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0", True),
          B("grep -n 'tax.base-url' src/test/resources/application-it.yml",
            "4:tax.base-url: https://tax.internal.acme:8443"),
          E("src/test/resources/application-it.yml", "tax.base-url: https://tax.internal.acme:8443",
            "tax.base-url: https://tax-svc.internal.acme:8443"),
          B("./mvnw -Dtest=TaxClientIT verify | tail -1", "[INFO] BUILD SUCCESS"))
    pair("t10-jdk-corp-ca", "l-billing-san", "neither",
         "a TLS error of another kind (hostname not in the certificate's SAN), fixed by the URL; no CA import")

    a = "/home/lena/work/field-app"
    later("l-fieldapp-keytool-list", a, "2026-11-19T13:00:00Z", "release/3.2",
          U("Welcher SHA-256-Fingerprint hat unser Release-Keystore? Brauche ihn für die Play Console."),
          B("keytool -list -v -keystore keystore/release.jks -alias upload -storepass:env KS_PASS | grep SHA256",
            "\t SHA256: 5E:1A:9C:0F:77:3B:D2:41:8E:60:AA:19:C4:0B:F3:27:92:DE:11:05:6B:8C:3A:E4:90:72:1F:CD:54:B8:2E:66"),
          S("Der Fingerprint steht oben."))
    pair("t10-jdk-corp-ca", "l-fieldapp-keytool-list", "neither",
         "keytool only lists an app signing keystore; no trust store, no PKIX error")

    later("l-ledger-early", g, "2026-10-30T08:00:00Z", "main",
          U("Gradle-Wrapper aktualisieren"),
          B("./gradlew wrapper --gradle-version 8.11", "Exit code 1\nException in thread \"main\" "
            "javax.net.ssl.SSLHandshakeException: " + PKIX, True))
    pair("t10-jdk-corp-ca", "l-ledger-early", "neither",
         "dated before the lesson's source session")


# --- E: sqlx's offline query cache (Spanish) -------------------------------------------------------------------

def _sqlx_err(path: str, line: int) -> str:
    return ("error: set `DATABASE_URL` to use query macros online, or run `cargo sqlx prepare` to update the query "
            f"cache\n  --> {path}:{line}:17\n   |\n{line:<3}|         let row = sqlx::query_as!(")


def _sqlx() -> None:
    d = "/home/pablo/tienda-api"
    source("s-tienda-sqlx", d, "2026-11-06T16:00:00Z", "main",
           U("construye la imagen docker de la api"),
           B("docker build -t tienda-api .",
             "Exit code 1\n#12 [builder 6/6] RUN cargo build --release\n#12 41.20    Compiling tienda-api v0.3.0 "
             "(/app)\n#12 44.87 " + _sqlx_err("src/repo/orders.rs", 41) + "\n#12 45.02 error: could not compile "
             "`tienda-api` (bin \"tienda-api\") due to 6 previous errors\nERROR: failed to solve: process \"/bin/sh -c "
             "cargo build --release\" did not complete successfully: exit code: 101", True),
           S("Dentro del build no hay base de datos, así que las macros query! necesitan la caché offline."),
           B("cargo sqlx prepare", "query data written to .sqlx in the current directory; please check this into "
             "version control"),
           E("Dockerfile", "RUN cargo build --release", "ENV SQLX_OFFLINE=true\nRUN cargo build --release"),
           B("docker build -t tienda-api . 2>&1 | tail -2", "#14 naming to docker.io/library/tienda-api done\n"
             "#14 DONE 0.1s"))
    lesson("t10-sqlx-offline", "project", "es", "s-tienda-sqlx", "build_config",
           "sqlx: las macros query! no compilan sin base de datos (docker build, CI)",
           "`cargo build` falla con `set DATABASE_URL to use query macros online, or run cargo sqlx prepare`.",
           "Compilar el crate en un entorno sin la base de datos (la imagen docker, el runner de CI) después de "
           "añadir o cambiar una consulta.",
           "Las macros de sqlx comprueban cada consulta contra la base de datos al compilar; sin `DATABASE_URL` "
           "solo pueden usar la caché `.sqlx`, que no estaba generada o está desactualizada.",
           "Con la base local levantada: `cargo sqlx prepare` y versionar `.sqlx/`; compilar con "
           "`SQLX_OFFLINE=true` (en el Dockerfile `ENV SQLX_OFFLINE=true`).",
           "docker build → `error: set `DATABASE_URL` to use query macros online` (src/repo/orders.rs:41); luego "
           "`cargo sqlx prepare` → `query data written to .sqlx in the current directory`, el Dockerfile con "
           "`ENV SQLX_OFFLINE=true` y el build termino bien: `naming to docker.io/library/tienda-api done`.")

    later("l-tienda-customers-prepare", d, "2026-11-10T15:00:00Z", "feat/customers",
          U("añade la consulta de clientes por email y vuelve a construir la imagen"),
          E("src/repo/customers.rs", "// TODO: by_email",
            "pub async fn by_email(db: &PgPool, email: &str) -> sqlx::Result<Customer> {\n    sqlx::query_as!("
            "Customer, \"select * from customers where email = $1\", email).fetch_one(db).await\n}"),
          B("cargo sqlx prepare -- --all-targets && git add .sqlx",
            "query data written to .sqlx in the current directory; please check this into version control"),
          B("docker build -t tienda-api . 2>&1 | tail -1", "#14 DONE 0.1s"))
    pair("t10-sqlx-offline", "l-tienda-customers-prepare", "applied",
         "regenerates the .sqlx cache (prepare with extra args) right after the new query; the build passes")

    later("l-tienda-offline-env", d, "2026-11-12T18:00:00Z", "main",
          U("la base de datos local está apagada; compila en release igual"),
          B("docker compose ps db", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"),
          B("SQLX_OFFLINE=true cargo build --release",
            "   Compiling tienda-api v0.3.0 (/home/pablo/tienda-api)\n    Finished `release` profile [optimized] "
            "target(s) in 1m 03s"))
    pair("t10-sqlx-offline", "l-tienda-offline-env", "applied",
         "builds with SQLX_OFFLINE=true while the database is down; no query-macro error")

    later("l-tienda-ci-log", d, "2026-11-14T11:00:00Z", "feat/refunds",
          U("el CI está rojo en la rama de reembolsos, mira por qué"),
          B("gh run view 8812345678 --log-failed | tail -6",
            "build\tRun cargo build --locked\n" + _sqlx_err("src/repo/refunds.rs", 18) +
            "\nerror: could not compile `tienda-api` (bin \"tienda-api\") due to 2 previous errors", False),
          S("Falta regenerar la caché .sqlx para la consulta nueva de refunds."))
    pair("t10-sqlx-offline", "l-tienda-ci-log", "recurred",
         "the CI log shows the query-macro error again for another file (refunds.rs)")

    w = "/home/pablo/tienda-worker"
    later("l-worker-sqlx", w, "2026-11-16T09:30:00Z", "main",
          U("compila el worker"),
          B("cargo build", "Exit code 101\n   Compiling tienda-worker v0.1.0 (/home/pablo/tienda-worker)\n" +
            _sqlx_err("src/jobs/expire.rs", 27) + "\nerror: could not compile `tienda-worker` due to 1 previous error",
            True),
          B("docker compose -f ../tienda-api/compose.yaml up -d db && DATABASE_URL=postgres://tienda:tienda@localhost/"
            "tienda cargo sqlx prepare", "query data written to .sqlx in the current directory; please check this "
            "into version control"),
          B("SQLX_OFFLINE=true cargo build", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.8s"))
    pair("t10-sqlx-offline", "l-worker-sqlx", "recurred",
         "the sibling worker crate fails with the same query-macro error before prepare")

    later("l-tienda-changelog", d, "2026-11-17T17:00:00Z", "main",
          U("escribe las notas de la versión 0.4 a partir de los commits"),
          B("git log --oneline v0.3.0..HEAD", "9c1e2d4 feat(refunds): partial refunds\n51aa0b7 chore: cargo sqlx "
            "prepare for refunds queries\n0d8f3e2 feat(customers): lookup by email\n7b61c90 build: SQLX_OFFLINE=true "
            "in Dockerfile"),
          W("CHANGELOG.md", "## 0.4.0\n\n- Partial refunds\n- Customer lookup by email\n- The image builds "
            "without a database\n"),
          S("CHANGELOG.md escrito con las tres entradas."))
    pair("t10-sqlx-offline", "l-tienda-changelog", "neither",
         "the fix's words only in commit subjects read for a changelog; nothing is built")

    later("l-tienda-migrate", d, "2026-11-18T10:00:00Z", "main",
          U("aplica las migraciones en local"),
          B("cargo sqlx migrate run", "Exit code 1\nerror: while executing migrations: error returned from database: "
            "relation \"orders\" already exists", True),
          B("cargo sqlx migrate info | tail -2", "20261101_orders/pending create orders\n20261020_init/installed init"),
          S("La tabla ya existe de un dump manual; marco la migración como aplicada."))
    pair("t10-sqlx-offline", "l-tienda-migrate", "neither",
         "a sqlx error of another kind (migration: relation already exists); no query cache involved")

    later("l-tienda-column", d, "2026-11-20T12:00:00Z", "main",
          U("compila con la base local"),
          B("DATABASE_URL=postgres://tienda:tienda@localhost/tienda cargo check",
            "Exit code 101\n    Checking tienda-api v0.3.0 (/home/pablo/tienda-api)\nerror: error returned from "
            "database: column \"total_cents\" does not exist\n  --> src/repo/orders.rs:55:9", True),
          B("cargo sqlx migrate run", "Applied 20261119/migrate add total cents (12.1ms)"),
          B("DATABASE_URL=postgres://tienda:tienda@localhost/tienda cargo check", "    Finished `dev` profile "
            "[unoptimized + debuginfo] target(s) in 4.2s"))
    pair("t10-sqlx-offline", "l-tienda-column", "neither",
         "online macro check fails for another reason (a missing column) with DATABASE_URL set; no cache error")


def build_first_half() -> None:
    _powershell()
    _selinux()
    _ulimit()
    _keystore()
    _sqlx()
