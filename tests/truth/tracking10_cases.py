"""The tenth tracking corpus, part one: the tables, the step shorthands and lessons A-C (PowerShell's execution
policy, SELinux labels on a bind-mounted volume, too many open files); lessons D and E are in
tracking10_cases_d.py.

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

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t10-")
SOURCES, LATER, LESSONS, PAIRS = T.sources, T.later_sessions, T.lessons, T.pairs
source, later, pair, lesson = T.source, T.later, T.pair, T.lesson


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


def build_first_half() -> None:
    _powershell()
    _selinux()
    _ulimit()
