"""corpus23's scripted sessions, third part: Kubebuilder envtest on Linux (with a Task), Apache mod_wsgi with a Flask
app (in Korean), Go with cgo through MSYS2 in Windows cmd, Stripe CLI webhooks and ngrok on macOS zsh (with an
interrupted call), Robot Framework with Selenium in Docker."""
from __future__ import annotations

from tests.truth.corpus23_common import INTERRUPTED, bad, interrupted, ok, read

OP = "/home/ana/go/src/github.com/acme/backup-operator"
ETCD = ("unable to start control plane itself: failed to start the controlplane. retried 5 times: fork/exec "
        "/usr/local/kubebuilder/bin/etcd: no such file or directory")
S11 = [
    ("user", "The controller tests fail on my machine with some etcd error, CI is fine. Can you look?"),
    bad("go test ./internal/controller/...", 1,
        f"Running Suite: Controller Suite - {OP}/internal/controller\n"
        "=================================================================================\n"
        "Random Seed: 1741252360\n\nWill run 6 of 6 specs\n"
        f"  [FAILED] in [BeforeSuite] - {OP}/internal/controller/suite_test.go:64 @ 03/06/26 09:12:40.118\n"
        f"  Unexpected error:\n      {ETCD}\n\nRan 0 of 6 Specs in 0.412 seconds\n"
        f"FAIL! -- A BeforeSuite node failed so all tests were skipped.\n--- FAIL: TestControllers (0.41s)\nFAIL\n"
        "FAIL\tgithub.com/acme/backup-operator/internal/controller\t0.498s\nFAIL"),
    ("task", "Find how envtest locates its binaries",
     "In this kubebuilder project, find out where envtest looks for etcd and kube-apiserver, and how the Makefile "
     "provides them. Read the Makefile and internal/controller/suite_test.go; do not change anything.",
     "envtest takes its binaries from $KUBEBUILDER_ASSETS and falls back to /usr/local/kubebuilder/bin when it is "
     "unset. The Makefile's `test` target sets it: `KUBEBUILDER_ASSETS=\"$(shell $(ENVTEST) use "
     "$(ENVTEST_K8S_VERSION) --bin-dir $(LOCALBIN) -p path)\" go test ...`, with ENVTEST_K8S_VERSION = 1.29.0 and "
     "ENVTEST = bin/setup-envtest (installed by `make envtest`). Running `go test` directly skips all of that."),
    bad("bin/setup-envtest use 1.29.0 --bin-dir bin -p path", 127,
        "/bin/bash: line 1: bin/setup-envtest: No such file or directory"),
    ok("make envtest", f"test -s {OP}/bin/setup-envtest || GOBIN={OP}/bin go install "
                       "sigs.k8s.io/controller-runtime/tools/setup-envtest@release-0.17"),
    ok("KUBEBUILDER_ASSETS=\"$(bin/setup-envtest use 1.29.0 --bin-dir bin -p path)\" go test "
       "./internal/controller/... -count=1",
       "ok  \tgithub.com/acme/backup-operator/internal/controller\t9.841s"),
    ("user", "cool. one spec flakes in CI now and then: 'timed out waiting for Backup to become Ready'. Bump the "
             "timeout?"),
    ("say", "The suite never sets a default for Eventually, so Gomega's 1s applies. I'll raise it suite-wide in "
            "BeforeSuite."),
    ("edit", f"{OP}/internal/controller/suite_test.go", "\tRegisterFailHandler(Fail)\n",
     "\tRegisterFailHandler(Fail)\n\tSetDefaultEventuallyTimeout(10 * time.Second)\n"),
    ok("go vet ./internal/controller/... && echo vet-ok", "vet-ok"),
    ("user", "also run the whole module's tests once"),
    bad("go test ./... -count=1", 1,
        "?   \tgithub.com/acme/backup-operator/cmd\t[no test files]\nok  \tgithub.com/acme/backup-operator/api/v1\t"
        f"0.212s\n  [FAILED] in [BeforeSuite] - {OP}/internal/controller/suite_test.go:65\n  Unexpected error:\n"
        f"      {ETCD}\nFAIL\tgithub.com/acme/backup-operator/internal/controller\t0.503s\nFAIL"),
    ("say", "Same thing again: a bare `go test` has no KUBEBUILDER_ASSETS. For the whole module this should go "
            "through `make test`, which sets it."),
    ("user", "stop there, I'll run make test myself. commit what you have."),
    ok("git add -A && git commit -qm 'envtest: longer Eventually timeout' && git log --oneline -1",
       "7c1d9e0 envtest: longer Eventually timeout"),
]

CONF = "/etc/apache2/sites-available/survey.conf"
LOG = "[Fri Mar 06 10:21:07.333501 2026] [wsgi:error] [pid 41822:tid 140233] [remote 10.0.4.17:51322]"
CURL = "curl -s -o /dev/null -w '%{http_code}\\n' http://localhost/survey/"
S12 = [
    ("user", "아파치 mod_wsgi 로 Flask 설문 앱을 올렸는데 500 이 나요. error.log 좀 봐 주세요."),
    ok("sudo tail -n 3 /var/log/apache2/error.log",
       f"{LOG} mod_wsgi (pid=41822): Failed to exec Python script file '/srv/www/survey-app/survey.wsgi'.\n"
       f"{LOG}     from survey import create_app\n{LOG} ModuleNotFoundError: No module named 'flask'"),
    ("say", "데몬 프로세스가 시스템 파이썬으로 떠서 venv 에 설치된 flask 를 못 찾습니다. WSGIDaemonProcess 에 "
            "venv 경로를 지정하겠습니다."),
    ("edit", CONF, "WSGIDaemonProcess survey user=www-data group=www-data threads=5",
     "WSGIDaemonProcess survey user=www-data group=www-data threads=5 python-home=/srv/www/survey-app/.venv "
     "python-path=/srv/www/survey-app"),
    ok(f"sudo apachectl configtest && sudo systemctl reload apache2 && {CURL}", "Syntax OK\n500"),
    ok("sudo tail -n 1 /var/log/apache2/error.log",
       f"{LOG} sqlite3.OperationalError: attempt to write a readonly database"),
    ("say", "flask 는 이제 import 됩니다. 다음은 www-data 가 instance/survey.db 에 쓸 수 없는 문제입니다."),
    ok("sudo chown www-data:www-data /srv/www/survey-app/instance/survey.db && ls -l "
       "/srv/www/survey-app/instance/survey.db",
       "-rw-r--r-- 1 www-data www-data 81920 Mar  6 10:02 /srv/www/survey-app/instance/survey.db"),
    ok(f"{CURL} && sudo tail -n 1 /var/log/apache2/error.log",
       f"500\n{LOG} sqlite3.OperationalError: unable to open database file"),
    ("say", "SQLite 는 쓰기 때 같은 디렉터리에 저널 파일을 만들기 때문에 파일뿐 아니라 instance/ 디렉터리도 "
            "www-data 가 쓸 수 있어야 합니다."),
    ok(f"sudo chown www-data:www-data /srv/www/survey-app/instance && {CURL}", "200"),
    ("user", "이제 200 나오네요. 고마워요!"),
    ("user", "아, 그리고 코드 바꿀 때마다 apache 를 reload 해야 하나요?"),
    ("say", "데몬 모드에서는 `touch /srv/www/survey-app/survey.wsgi` 만 하면 그 데몬 프로세스만 다음 요청 때 "
            "다시 시작됩니다. apache 전체 reload 는 필요 없습니다."),
]

S13 = [
    ("user", "go build fails since I added the webp package (it's cgo). I'm in cmd, MSYS2 is at C:\\msys64."),
    bad("go build ./...", 1,
        "# runtime/cgo\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in %PATH%"),
    ok("where gcc & dir /b C:\\msys64\\ucrt64\\bin\\gcc.exe",
       "INFO: Could not find files for the given pattern(s).\ngcc.exe"),
    ("say", "gcc is installed in MSYS2's UCRT64 tree but not on PATH. Prepending it:"),
    ok("set \"PATH=C:\\msys64\\ucrt64\\bin;%PATH%\" && go env CC CGO_ENABLED", "gcc\n0"),
    ok("go env GOENV & type \"%APPDATA%\\go\\env\"",
       "C:\\Users\\hyun\\AppData\\Roaming\\go\\env\nCGO_ENABLED=0\nGOFLAGS=-trimpath"),
    ("say", "CGO_ENABLED=0 is pinned in the user's go env file, so cgo stays off even with gcc found. Unsetting it."),
    ok("go env -u CGO_ENABLED && go env CGO_ENABLED", "1"),
    bad("go build ./...", 1,
        "# runtime/cgo\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in %PATH%"),
    ("say", "The PATH change did not carry over: each command here starts a fresh cmd. Putting it on the same "
            "line as the build."),
    ok("set \"PATH=C:\\msys64\\ucrt64\\bin;%PATH%\" && go build ./... && echo build-ok", "build-ok"),
    bad("thumbs.exe testdata\\cat.webp", -1073741515, ""),
    ("say", "-1073741515 is 0xC0000135, STATUS_DLL_NOT_FOUND: thumbs.exe needs libwebp-7.dll from "
            "C:\\msys64\\ucrt64\\bin, which is not on PATH in this fresh shell either. Either link statically with "
            "`-ldflags \"-extldflags=-static\"` or ship the DLL next to the exe. Want me to try the static build?"),
    ("user", "no, we'll ship the dll with the installer. stop here."),
]

S14 = [
    ("user", "Stripe webhook signature verification fails locally with stripe listen running. Fix it."),
    ok("stripe trigger checkout.session.completed && sleep 2 && tail -n 1 logs/dev.log",
       "Setting up fixture for: product\nRunning fixture for: product\nSetting up fixture for: price\n"
       "Running fixture for: price\nSetting up fixture for: checkout_session\nRunning fixture for: checkout_session\n"
       "Trigger succeeded! Check dashboard for event details.\n[webhook] 400 StripeSignatureVerificationError: No "
       "signatures found matching the expected signature for payload. Are you passing the raw request body you "
       "received from Stripe?"),
    read("/Users/priya/dev/shopfront-api/src/app.ts",
         "const app = express();\napp.use(express.json());\napp.post('/webhooks/stripe', stripeWebhook);\n"),
    ("say", "express.json() parses the body before the webhook handler, so constructEvent checks the signature "
            "against re-serialised JSON. The webhook route needs the raw bytes and must be mounted before the JSON "
            "parser."),
    ("edit", "/Users/priya/dev/shopfront-api/src/app.ts",
     "app.use(express.json());\napp.post('/webhooks/stripe', stripeWebhook);",
     "app.post('/webhooks/stripe', express.raw({ type: 'application/json' }), stripeWebhook);\n"
     "app.use(express.json());"),
    ok("stripe trigger checkout.session.completed && sleep 2 && tail -n 1 logs/dev.log",
       "Setting up fixture for: checkout_session\nRunning fixture for: checkout_session\n"
       "Trigger succeeded! Check dashboard for event details.\n"
       "[webhook] 200 checkout.session.completed evt_1OxQ2aLkdIwHu7ixVb3c9ZqK handled"),
    interrupted("npm run test:integration"),
    ("user", INTERRUPTED),
    ("user", "that suite needs docker compose up first, don't run it from here. just the unit tests for webhooks."),
    ok("npm test -- webhooks",
       "PASS src/webhooks/stripe.test.ts\n  stripe webhook\n    \u2713 rejects a bad signature (12 ms)\n"
       "    \u2713 accepts a signed payload (9 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total"),
    ("user", "the mobile team wants a public URL via ngrok but they get ERR_NGROK_4018. check?"),
    bad("ngrok http 4242 --log stdout --log-format logfmt | head -n 1", 1,
        "t=2026-03-07T10:12:03+0100 lvl=eror msg=\"failed to reconnect session\" err=\"authentication failed: Usage "
        "of ngrok requires a verified account and authtoken.\\n\\nSign up for an account: "
        "https://dashboard.ngrok.com/signup\\nInstall your authtoken: "
        "https://dashboard.ngrok.com/get-started/your-authtoken\\r\\n\\r\\nERR_NGROK_4018\\r\\n\""),
    ("say", "ngrok refuses to start without an authtoken. I'll add a helper that registers the team token from "
            "the environment."),
    ("write", "/Users/priya/dev/shopfront-api/scripts/ngrok-auth.sh",
     "#!/bin/sh\nset -eu\nngrok config add-authtoken \"$NGROK_AUTHTOKEN\"\n"),
    ("user", "ok thanks, I'll pass it on"),
]

IMG = "docker run --rm -v \"$PWD\":/work -w /work e2e-robot:latest robot --outputdir out tests/"
RULE = "=" * 78
S15 = [
    ("user", "The Robot suite broke after the base image update. Run it in the container and fix it."),
    bad(IMG, 3,
        f"{RULE}\nTests\n{RULE}\nTests.Login\n{RULE}\n"
        "Valid Login                                                           | FAIL |\n"
        "SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports "
        "Chrome version 114\nCurrent browser version is 124.0.6367.60 with binary path /usr/bin/google-chrome\n"
        f"{'-' * 78}\n...\nTests                                                                 | FAIL |\n"
        f"3 tests, 0 passed, 3 failed\n{RULE}\nOutput:  /work/out/output.xml"),
    ok("docker run --rm e2e-robot:latest sh -c 'chromedriver --version; pip show selenium | head -2'",
       "ChromeDriver 114.0.5735.90 (386bc09e8f4f2e025eddae123f36f6263096ae49-refs/branch-heads/5735@{#1052})\n"
       "Name: selenium\nVersion: 4.9.1"),
    ("say", "The image still downloads chromedriver 114 into /usr/local/bin and Selenium 4.9 uses whatever is on "
            "PATH. From 4.11 Selenium Manager fetches the driver that matches the installed Chrome, so I'll drop "
            "the pinned download and bump selenium."),
    ("edit", "/home/olu/qa/e2e-robot/Dockerfile",
     "RUN wget -q https://chromedriver.storage.googleapis.com/114.0.5735.90/chromedriver_linux64.zip && unzip "
     "chromedriver_linux64.zip -d /usr/local/bin && rm chromedriver_linux64.zip\n", ""),
    ("edit", "/home/olu/qa/e2e-robot/requirements.txt", "selenium==4.9.1", "selenium==4.19.0"),
    ("tool", "Bash", {"command": "docker build -t e2e-robot:latest .", "description": "Rebuild the e2e image"},
     "Command timed out after 2m 0.0s\n#8 [4/7] RUN pip install --no-cache-dir -r requirements.txt\n"
     "#8 41.22 Collecting selenium==4.19.0", True),
    ("say", "The build outlives the Bash tool's default two minutes. Running it again with a 10-minute timeout."),
    ("tool", "Bash", {"command": "docker build -t e2e-robot:latest . 2>&1 | tail -n 2",
                      "description": "Rebuild the e2e image", "timeout": 600000},
     "#12 naming to docker.io/library/e2e-robot:latest done\n#12 DONE 0.1s", False),
    bad(IMG, 3,
        "Valid Login                                                           | FAIL |\n"
        "WebDriverException: Message: unknown error: Chrome failed to start: exited abnormally.\n"
        "  (unknown error: DevToolsActivePort file doesn't exist)\n  (The process started from chrome location "
        "/usr/bin/google-chrome is no longer running, so ChromeDriver is assuming that Chrome has crashed.)\n"
        f"...\n3 tests, 0 passed, 3 failed\n{RULE}"),
    ("say", "The driver now matches. Chrome itself dies: as root in a container it needs --no-sandbox, and "
            "Docker's 64M /dev/shm is too small for it."),
    ("edit", "/home/olu/qa/e2e-robot/resources/common.resource", "Open Browser    ${URL}    headlesschrome",
     "Open Browser    ${URL}    headlesschrome    "
     "options=add_argument(\"--no-sandbox\");add_argument(\"--disable-dev-shm-usage\")"),
    ok(IMG, f"Tests.Login\n{RULE}\nValid Login                                                           | PASS |\n"
            "...\nTests                                                                 | PASS |\n"
            f"3 tests, 3 passed, 0 failed\n{RULE}\nOutput:  /work/out/output.xml"),
    ("user", "nice. could we drop --disable-dev-shm-usage by giving the container more shm?"),
    ("say", "Yes: run the container with `--shm-size=2g` and Chrome can use /dev/shm again; then the option can go "
            "from common.resource."),
    ("user", "let's leave it as is for now."),
]

SOURCES = {
    "s11-envtest-kubebuilder": (OP, "2026-03-06T09:10:02Z", "envtest-local", S11),
    "s12-mod-wsgi-ko": ("/srv/www/survey-app", "2026-03-06T01:20:41Z", "main", S12),
    "s13-cgo-msys2-cmd": ("C:\\src\\thumbs", "2026-03-06T13:45:10Z", "cgo-webp", S13),
    "s14-stripe-ngrok": ("/Users/priya/dev/shopfront-api", "2026-03-07T09:58:00Z", "stripe-webhooks", S14),
    "s15-robot-selenium": ("/home/olu/qa/e2e-robot", "2026-03-07T14:02:45Z", "chrome-124", S15),
}
