"""Cases of the thirty-second tracking corpus (see tracking32_cases.py for the labelling rules): certbot's
standalone plugin while nginx holds port 80, Rscript's install.packages with no CRAN mirror (a Korean lesson),
and adb with more than one device attached (a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking32_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 7. certbot --standalone while nginx listens on port 80

CB_BIND = ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\nRequesting a certificate for {d}\n\n"
           "Could not bind TCP port 80 because it is already in use by another process on this system (such as a "
           "web server). Please stop the program in question and then try again.\nAsk for help or search for "
           "solutions at https://community.letsencrypt.org. See the logfile /var/log/letsencrypt/letsencrypt.log or "
           "re-run Certbot with -v for more details.")
CB_OK = ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\nRequesting a certificate for {d}\n\n"
         "Successfully received certificate.\nCertificate is saved at: /etc/letsencrypt/live/{d}/fullchain.pem\n"
         "Key is saved at:         /etc/letsencrypt/live/{d}/privkey.pem\nThis certificate expires on {exp}.\n"
         "These files will be updated when the certificate renews.\n"
         "Certbot has set up a scheduled task to automatically renew this certificate in the background.")


def _certbot() -> None:
    T.source(
        "s-certbot-webroot", "/home/admin", "2025-07-15T10:00:00Z", "HEAD",
        user("Get a Let's Encrypt certificate for status.quarry.io. nginx already serves that site; don't take it "
             "down."),
        err("sudo certbot certonly --standalone -d status.quarry.io --non-interactive --agree-tos -m ops@quarry.io",
            CB_BIND.format(d="status.quarry.io")),
        ok("sudo ss -ltnp 'sport = :80'",
           "State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess\n"
           "LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:((\"nginx\",pid=1187,fd=6))"),
        ok("grep -n 'root' /etc/nginx/sites-enabled/status.conf", "4:    root /var/www/status;"),
        say("`--standalone` starts certbot's own web server on port 80, which nginx already holds. The webroot "
            "plugin instead drops the challenge file into nginx's document root, so nginx keeps running."),
        ok("sudo certbot certonly --webroot -w /var/www/status -d status.quarry.io --non-interactive --agree-tos "
           "-m ops@quarry.io", CB_OK.format(d="status.quarry.io", exp="2025-10-13")),
    )
    T.lesson(
        "t32-certbot-webroot", "global", "en", "s-certbot-webroot", "workflow",
        "certbot --standalone cannot get a certificate while nginx already listens on port 80",
        "`certbot certonly --standalone -d status.quarry.io` fails with `Could not bind TCP port 80 because it is "
        "already in use by another process on this system (such as a web server).`",
        "The message suggests stopping the web server, which means downtime, although certbot can work beside it.",
        "The standalone plugin answers the HTTP-01 challenge with its own server on port 80; nginx is bound there.",
        "Use the webroot plugin with nginx's document root (`certbot certonly --webroot -w /var/www/status -d …`, "
        "`--webroot-path` is the long form, `authenticator = webroot` in cli.ini), or the nginx plugin (`--nginx`).",
        ["`sudo certbot certonly --standalone -d status.quarry.io`",
         "`Could not bind TCP port 80 because it is already in use by another process on this system`",
         "`sudo certbot certonly --webroot -w /var/www/status -d status.quarry.io`",
         "`Successfully received certificate.`"],
    )

    T.later(
        "l-cb-before", "/home/admin", "2025-07-02T09:30:00Z", "HEAD",
        user("Issue a certificate for metrics.quarry.io with certbot; nginx is already up there."),
        ok("sudo certbot certonly --nginx -d metrics.quarry.io --non-interactive --agree-tos -m ops@quarry.io",
           CB_OK.format(d="metrics.quarry.io", exp="2025-09-30")),
    )
    T.later(
        "l-cb-recur-grafana", "/home/admin", "2025-07-24T08:15:00Z", "HEAD",
        user("grafana.quarry.io needs a certificate; nginx proxies it on this box."),
        ok("sudo nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
           "nginx: configuration file /etc/nginx/nginx.conf test is successful"),
        err("sudo certbot certonly --standalone --preferred-challenges http -d grafana.quarry.io -n --agree-tos "
            "-m ops@quarry.io", CB_BIND.format(d="grafana.quarry.io")),
        say("Port 80 is nginx's. Switching to the webroot plugin with the ACME location the proxy config serves."),
        ok("sudo certbot certonly --webroot --webroot-path /var/www/acme -d grafana.quarry.io -n --agree-tos "
           "-m ops@quarry.io", CB_OK.format(d="grafana.quarry.io", exp="2025-10-22")),
    )
    T.later(
        "l-cb-nginx-plugin", "/home/admin", "2025-07-31T14:00:00Z", "HEAD",
        user("Add HTTPS to docs.quarry.io and redirect plain HTTP to it."),
        ok("sudo certbot --nginx -d docs.quarry.io --non-interactive --agree-tos -m ops@quarry.io --redirect",
           CB_OK.format(d="docs.quarry.io", exp="2025-10-29").split("\nThese files")[0]
           + "\n\nDeploying certificate\nSuccessfully deployed certificate for docs.quarry.io to "
           "/etc/nginx/sites-enabled/docs.conf\nCongratulations! You have successfully enabled HTTPS on "
           "https://docs.quarry.io"),
        ok("curl -sI http://docs.quarry.io | head -2", "HTTP/1.1 301 Moved Permanently\nServer: nginx/1.24.0"),
    )
    T.later(
        "l-cb-cli-ini", "/home/admin", "2025-08-07T11:20:00Z", "HEAD",
        user("Every cert on this box should use the webroot at /var/www/html. Make that certbot's default, then "
             "issue wiki.quarry.io."),
        write("/etc/letsencrypt/cli.ini",
              "# Because we are using logrotate for greater flexibility, disable the\n# internal certbot logrotation.\n"
              "max-log-backups = 0\nauthenticator = webroot\nwebroot-path = /var/www/html\nemail = ops@quarry.io\n"
              "agree-tos = true\n"),
        ok("sudo certbot certonly -d wiki.quarry.io -n", CB_OK.format(d="wiki.quarry.io", exp="2025-11-05")),
    )
    T.later(
        "l-cb-inventory", "/home/admin", "2025-08-14T07:40:00Z", "HEAD",
        user("Which certificates on this box expire in the next month? Remove the one for the old beta site."),
        ok("sudo certbot certificates 2>/dev/null | grep -E 'Certificate Name|Expiry'",
           "  Certificate Name: beta.quarry.io\n    Expiry Date: 2025-08-30 10:11:02+00:00 (VALID: 15 days)\n"
           "  Certificate Name: status.quarry.io\n    Expiry Date: 2025-10-13 10:02:44+00:00 (VALID: 59 days)"),
        ok("sudo certbot delete --cert-name beta.quarry.io --non-interactive",
           "Deleted all files relating to certificate beta.quarry.io."),
    )
    T.later(
        "l-cb-cron-mail", "/home/admin", "2025-08-21T06:55:00Z", "HEAD",
        user("Cron mailed me this for shop.quarry.io: 'Could not bind TCP port 80 because it is already in use'. "
             "Change its renewal config so renewals stop trying standalone. Don't run certbot now, I'll watch the "
             "next renewal."),
        ok("sudo grep -n authenticator /etc/letsencrypt/renewal/shop.quarry.io.conf", "9:authenticator = standalone"),
        edit("/etc/letsencrypt/renewal/shop.quarry.io.conf", "authenticator = standalone\n",
             "authenticator = webroot\nwebroot_path = /var/www/shop,\n[[webroot_map]]\nshop.quarry.io = /var/www/shop\n"),
        say("The renewal config now uses webroot; certbot was not run."),
    )
    lid = "t32-certbot-webroot"
    T.pair(lid, "l-cb-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-cb-recur-grafana", "recurred", "`--standalone` for grafana.quarry.io hits the port-80 bind error, then webroot")
    T.pair(lid, "l-cb-nginx-plugin", "applied", "certbot --nginx, the nginx plugin the lesson names, issues and deploys the cert")
    T.pair(lid, "l-cb-cli-ini", "applied", "`authenticator = webroot` and webroot-path in cli.ini, then certbot certonly succeeds")
    T.pair(lid, "l-cb-inventory", "neither", "certbot only lists and deletes certificates")
    T.pair(lid, "l-cb-cron-mail", "neither", "the error is quoted from a cron mail and webroot written into a renewal file; certbot not run")


# ---------------------------------------------------------------------------------------------------------
# 8. Rscript install.packages with no CRAN mirror (a Korean lesson)

R_MIRROR = ("Installing packages into ‘/home/{u}/R/x86_64-pc-linux-gnu-library/4.4’\n(as ‘lib’ is unspecified)\n"
            "Error in contrib.url(repos, \"source\") : \n  trying to use CRAN without setting a mirror\n"
            "Calls: install.packages -> contrib.url\nExecution halted")


def _rscript() -> None:
    T.source(
        "s-rscript-cran", "/home/minseo/analysis/churn", "2025-07-22T05:00:00Z", "main",
        user("renv 없이 data.table이랑 ggplot2만 설치하고 scripts/report.R 돌려 줘."),
        err("Rscript -e 'install.packages(c(\"data.table\", \"ggplot2\"))'", R_MIRROR.format(u="minseo")),
        say("대화형 R이면 미러 선택 메뉴가 뜨지만 Rscript는 물어볼 수 없어서 repos가 비어 있으면 바로 멈춥니다. repos를 "
            "직접 지정해서 설치하겠습니다."),
        ok("Rscript -e 'install.packages(c(\"data.table\", \"ggplot2\"), repos = \"https://cloud.r-project.org\")' "
           "2>&1 | tail -2 && Rscript scripts/report.R",
           "The downloaded source packages are in\n\t‘/tmp/RtmpXq3n1B/downloaded_packages’\n"
           "wrote out/churn-report.html"),
    )
    T.lesson(
        "t32-rscript-cran-mirror", "global", "ko", "s-rscript-cran", "workflow",
        "Rscript에서 install.packages는 CRAN 미러가 정해져 있지 않으면 바로 실패한다",
        "`Rscript -e 'install.packages(...)'`가 `trying to use CRAN without setting a mirror`와 `Execution halted`로 "
        "끝난다.",
        "R 콘솔에서는 미러 선택 창이 떠서 잘 되니까, 패키지 이름이나 네트워크 문제로 착각하기 쉽다.",
        "비대화형 Rscript는 미러를 고르라고 물어볼 수 없고, repos 옵션이 비어 있으면 contrib.url에서 멈춘다.",
        "`install.packages(..., repos = \"https://cloud.r-project.org\")`처럼 repos를 직접 주거나, `~/.Rprofile`에 "
        "`options(repos = c(CRAN = \"https://cloud.r-project.org\"))`를 넣어 둔다.",
        ["`trying to use CRAN without setting a mirror`", "`Calls: install.packages -> contrib.url`",
         "`repos = \"https://cloud.r-project.org\"`"],
    )

    T.later(
        "l-r-before", "/home/minseo/analysis/retention", "2025-07-10T02:00:00Z", "main",
        user("retention 분석에 필요한 arrow 패키지 설치해 줘."),
        err("Rscript -e 'install.packages(\"arrow\")'", R_MIRROR.format(u="minseo")),
        ok("Rscript -e 'install.packages(\"arrow\", repos = \"https://cloud.r-project.org\")' 2>&1 | tail -1",
           "\t‘/tmp/RtmpP0c2aa/downloaded_packages’"),
    )
    T.later(
        "l-r-rprofile", "/home/minseo/analysis/churn", "2025-07-29T04:10:00Z", "main",
        user("앞으로 Rscript에서 매번 repos 적기 싫어. 기본 미러를 설정해 두고 arrow 설치해 줘."),
        write("/home/minseo/.Rprofile",
              "local({\n  options(repos = c(CRAN = \"https://cloud.r-project.org\"))\n})\n"),
        ok("Rscript -e 'getOption(\"repos\")' && Rscript -e 'install.packages(\"arrow\")' 2>&1 | tail -1",
           "                           CRAN \n\"https://cloud.r-project.org\" \n"
           "\t‘/tmp/RtmpT3kq9z/downloaded_packages’"),
    )
    T.later(
        "l-r-docker-recur", "/home/minseo/analysis/churn-api", "2025-08-05T06:30:00Z", "feature/plumber-api",
        user("plumber API 이미지를 빌드해 줘."),
        ok("grep -n Rscript Dockerfile", "5:RUN Rscript -e 'install.packages(c(\"plumber\", \"jsonlite\"))'"),
        err("docker build -t churn-api:dev .",
            "#7 [3/5] RUN Rscript -e 'install.packages(c(\"plumber\", \"jsonlite\"))'\n"
            "#7 0.912 " + R_MIRROR.format(u="root").replace("/home/root/R/x86_64-pc-linux-gnu-library/4.4",
                                                               "/usr/local/lib/R/site-library").replace("\n", "\n#7 0.912 ")
            + "\n#7 ERROR: process \"/bin/sh -c Rscript -e 'install.packages(c(\\\"plumber\\\", \\\"jsonlite\\\"))'\" "
              "did not complete successfully: exit code: 1"),
        edit("/home/minseo/analysis/churn-api/Dockerfile",
             "RUN Rscript -e 'install.packages(c(\"plumber\", \"jsonlite\"))'",
             "RUN Rscript -e 'install.packages(c(\"plumber\", \"jsonlite\"), repos = \"https://cloud.r-project.org\")'"),
        ok("docker build -q -t churn-api:dev .", "sha256:5e1f0a9c3b7d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7d9f2a4c6e8b0d1f"),
    )
    T.later(
        "l-r-makefile", "/home/minseo/analysis/forecast", "2025-08-12T03:45:00Z", "main",
        user("새 서버에서 forecast 프로젝트 돌릴 수 있게 make deps부터 해 줘."),
        ok("make deps",
           "Rscript -e 'install.packages(readLines(\"r-packages.txt\"), repos = \"https://cran.rstudio.com\")'\n"
           "Installing packages into ‘/home/minseo/R/x86_64-pc-linux-gnu-library/4.4’\n(as ‘lib’ is unspecified)\n"
           "trying URL 'https://cran.rstudio.com/src/contrib/forecast_8.23.0.tar.gz'\n* DONE (forecast)"),
        ok("make report", "Rscript scripts/forecast.R\nwrote out/forecast-2025-08.html"),
    )
    T.later(
        "l-r-missing-library", "/home/minseo/analysis/churn", "2025-08-19T07:00:00Z", "feature/cohorts",
        user("코호트 리포트 스크립트 돌려 봐."),
        err("Rscript scripts/cohorts.R",
            "Error in library(lubridate) : there is no package called ‘lubridate’\nExecution halted"),
        say("lubridate가 설치되어 있지 않습니다. 설치해도 될까요?"),
    )
    T.later(
        "l-r-readme", "/home/minseo/analysis/churn", "2025-08-26T01:30:00Z", "main",
        user("민준 씨가 'trying to use CRAN without setting a mirror' 에러가 난다고 하네. README에 설치 방법만 적어 줘. "
             "실행은 안 해도 돼."),
        edit("/home/minseo/analysis/churn/README.md", "## 설치\n",
             "## 설치\n\n```sh\nRscript -e 'install.packages(c(\"data.table\", \"ggplot2\"), repos = "
             "\"https://cloud.r-project.org\")'\n```\n"),
        say("README에 repos를 지정한 설치 명령을 적었습니다."),
    )
    lid = "t32-rscript-cran-mirror"
    T.pair(lid, "l-r-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-r-rprofile", "applied", "`options(repos = …)` in ~/.Rprofile, then install.packages from Rscript works")
    T.pair(lid, "l-r-docker-recur", "recurred", "the Dockerfile's Rscript install fails with `trying to use CRAN without setting a mirror`")
    T.pair(lid, "l-r-makefile", "applied", "make deps runs install.packages with `repos = \"https://cran.rstudio.com\"`")
    T.pair(lid, "l-r-missing-library", "neither", "a different R error (no package called lubridate); nothing installed")
    T.pair(lid, "l-r-readme", "neither", "the error is quoted and the repos fix written into README; nothing run")


# ---------------------------------------------------------------------------------------------------------
# 9. adb with more than one device (a Korean lesson)

ADB_DEVICES = ("List of devices attached\nemulator-5554          device product:sdk_gphone64_x86_64 "
               "model:sdk_gphone64_x86_64 device:emu64xa transport_id:3\n35091FDH2000KM         device usb:1-4 "
               "product:husky model:Pixel_8_Pro device:husky transport_id:5")


def _adb() -> None:
    win = "C:\\Users\\yuna\\src\\wallet-android"
    T.source(
        "s-adb-serial", win, "2025-07-29T06:00:00Z", "develop",
        user("연결된 픽셀 폰에 디버그 APK 설치하고 MainActivity 띄워 줘."),
        err("adb install -r app/build/outputs/apk/debug/app-debug.apk", "adb: more than one device/emulator"),
        ok("adb devices -l", ADB_DEVICES),
        say("에뮬레이터도 같이 켜져 있어서 adb가 어느 기기로 보낼지 모릅니다. `-s <시리얼>`로 기기를 지정하겠습니다. "
            "USB 기기가 하나뿐이면 `-d`, 에뮬레이터가 하나뿐이면 `-e`, 또는 ANDROID_SERIAL 환경 변수로도 됩니다."),
        ok("adb -s 35091FDH2000KM install -r app/build/outputs/apk/debug/app-debug.apk && adb -s 35091FDH2000KM "
           "shell am start -n com.yuna.wallet/.MainActivity",
           "Performing Streamed Install\nSuccess\nStarting: Intent { cmp=com.yuna.wallet/.MainActivity }"),
    )
    T.lesson(
        "t32-adb-more-than-one-device", "global", "ko", "s-adb-serial", "workflow",
        "기기가 둘 이상 연결되어 있으면 adb는 대상을 지정하지 않은 명령을 거부한다",
        "`adb install -r app/build/outputs/apk/debug/app-debug.apk`가 `adb: more than one device/emulator`로 "
        "실패한다.",
        "폰 하나만 꽂았다고 생각하지만, 켜 둔 에뮬레이터도 adb에는 기기로 보인다.",
        "adb는 연결된 기기가 여럿이면 어느 기기로 보낼지 정하지 못하고 명령을 거부한다.",
        "`adb -s <시리얼>`로 기기를 지정하거나(`adb devices -l`로 확인), USB 기기 하나면 `-d`, 에뮬레이터 하나면 "
        "`-e`를 쓰거나, `ANDROID_SERIAL` 환경 변수에 시리얼을 넣는다.",
        ["`adb: more than one device/emulator`", "`emulator-5554`",
         "`adb -s 35091FDH2000KM install -r app/build/outputs/apk/debug/app-debug.apk`"],
    )

    T.later(
        "l-adb-env-ps", win, "2025-08-04T05:20:00Z", "develop",
        user("릴리스 APK를 픽셀에 깔아 줘. 이번 세션 동안은 기기를 매번 지정하지 않아도 되게 해 줘. PowerShell로."),
        ok("powershell.exe -NoProfile -Command '$env:ANDROID_SERIAL = \"35091FDH2000KM\"; adb install -r "
           "app\\build\\outputs\\apk\\release\\app-release.apk; adb shell getprop ro.product.model'",
           "Performing Streamed Install\nSuccess\nPixel 8 Pro"),
    )
    T.later(
        "l-adb-recur-keyevent", win, "2025-08-11T08:10:00Z", "feature/lockscreen",
        user("잠금 화면 풀고 설정 앱 열어 줘."),
        err("adb shell input keyevent 82", "adb: error: failed to get feature set: more than one device/emulator"),
        ok("adb devices", "List of devices attached\nemulator-5554\tdevice\n35091FDH2000KM\tdevice"),
        say("기기가 둘이라 다시 막혔습니다. 폰은 USB 기기 하나뿐이니 `-d`로 보냅니다."),
        ok("adb -d shell input keyevent 82 && adb -d shell am start -a android.settings.SETTINGS",
           "Starting: Intent { act=android.settings.SETTINGS }"),
    )
    T.later(
        "l-adb-emulator-flag", win, "2025-08-18T02:40:00Z", "develop",
        user("에뮬레이터에 저장된 앱 데이터를 지워 줘. 폰은 건드리지 마."),
        ok("adb devices", "List of devices attached\nemulator-5554\tdevice\n35091FDH2000KM\tdevice"),
        ok("adb -e shell pm clear com.yuna.wallet", "Success"),
    )
    T.later(
        "l-adb-single-device", win, "2025-08-25T09:00:00Z", "develop",
        user("폰만 꽂혀 있어. 로그캣에서 WalletSync 태그만 덤프해 줘."),
        ok("adb devices", "List of devices attached\n35091FDH2000KM\tdevice"),
        ok("adb logcat -d -s WalletSync | tail -3",
           "08-25 18:01:12.331  8812  8890 I WalletSync: sync started\n08-25 18:01:13.004  8812  8890 I WalletSync: "
           "fetched 42 transactions\n08-25 18:01:13.051  8812  8890 I WalletSync: sync done in 720 ms"),
    )
    T.later(
        "l-adb-unauthorized", win, "2025-09-01T03:30:00Z", "develop",
        user("새 테스트폰 연결했어. 디버그 APK 설치해 줘."),
        err("adb install -r app/build/outputs/apk/debug/app-debug.apk",
            "adb: device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that "
            "seems wrong.\nOtherwise check for a confirmation dialog on your device."),
        say("폰 화면에 USB 디버깅 허용 창이 떠 있을 겁니다. 허용을 누른 뒤 알려 주세요."),
    )
    lid = "t32-adb-more-than-one-device"
    T.pair(lid, "l-adb-env-ps", "applied", "ANDROID_SERIAL set in PowerShell before adb install; it succeeds")
    T.pair(lid, "l-adb-recur-keyevent", "recurred", "`adb shell` fails with `more than one device/emulator`, then -d")
    T.pair(lid, "l-adb-emulator-flag", "applied", "two devices attached and `adb -e` picks the emulator; no error")
    T.pair(lid, "l-adb-single-device", "neither", "only one device attached, so plain adb works; no target flag used")
    T.pair(lid, "l-adb-unauthorized", "neither", "a different adb error: device unauthorized")


FILLS = [_certbot, _rscript, _adb]
