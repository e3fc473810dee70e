"""The case tables of the forty-eighth tracking corpus (written by build_tracking48.py), and its first cases:
urllib3 2 imported by a Python whose ssl module is built against OpenSSL 1.0.2, Flask 2.x importing url_quote
from a Werkzeug 3 that no longer has it (a Korean lesson), and NumPy 1.24 dropping the np.float family of
aliases (a prose-only fix). The other cases are in tracking48_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t48-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs

_U3 = ("ImportError: urllib3 v2 only supports OpenSSL 1.1.1+, currently the 'ssl' module is compiled with "
       "'OpenSSL 1.0.2k-fips  26 Jan 2017'. See: https://github.com/urllib3/urllib3/issues/2168")


def _u3_trace(script: str, site: str, line: int = 3) -> str:
    return ("Traceback (most recent call last):\n"
            f'  File "{script}", line {line}, in <module>\n    import requests\n'
            f'  File "{site}/requests/__init__.py", line 43, in <module>\n    import urllib3\n'
            f'  File "{site}/urllib3/__init__.py", line 41, in <module>\n'
            '    raise ImportError(\n' + _U3)


# --- urllib3 2 on a Python built against OpenSSL 1.0.2 ------------------------------------------------------

def _urllib3() -> None:
    site = "/home/ec2-user/.local/lib/python3.7/site-packages"
    T.source(
        "s-urllib3", "/home/ec2-user/reports", "2025-05-06T08:12:00Z", "main",
        user("The report sync on the bastion broke after I reinstalled the requirements. Can you get it running?"),
        err("python3 sync_reports.py", _u3_trace("/home/ec2-user/reports/sync_reports.py", site)),
        ok("python3 -c 'import ssl; print(ssl.OPENSSL_VERSION)'; pip3 show urllib3 | head -2",
           "OpenSSL 1.0.2k-fips  26 Jan 2017\nName: urllib3\nVersion: 2.0.7"),
        say("Amazon Linux 2's python3 is linked against OpenSSL 1.0.2k and the reinstall pulled urllib3 2.0.7, which "
            "refuses anything older than OpenSSL 1.1.1. Pinning urllib3 below 2 keeps requests working here."),
        ok('pip3 install --user "urllib3<2"',
           "Collecting urllib3<2\n  Downloading urllib3-1.26.20-py2.py3-none-any.whl (144 kB)\n"
           "Installing collected packages: urllib3\n  Attempting uninstall: urllib3\n"
           "    Found existing installation: urllib3 2.0.7\n    Uninstalling urllib3-2.0.7:\n"
           "      Successfully uninstalled urllib3-2.0.7\nSuccessfully installed urllib3-1.26.20"),
        edit("/home/ec2-user/reports/requirements.txt", "requests==2.31.0\n", "requests==2.31.0\nurllib3<2\n"),
        ok("python3 sync_reports.py", "synced 42 reports to s3://acme-reports/2025-05-06/"),
    )
    T.lesson(
        "t48-urllib3", "global", "en", "s-urllib3", "env_setup",
        "urllib3 2 refuses to import on a Python whose ssl module is OpenSSL 1.0.2 (Amazon Linux 2, CentOS 7)",
        "`import requests` dies at import time with `ImportError: urllib3 v2 only supports OpenSSL 1.1.1+, "
        "currently the 'ssl' module is compiled with 'OpenSSL 1.0.2k-fips  26 Jan 2017'`.",
        "Nothing in the code changed; a fresh `pip install -r requirements.txt` resolves requests' urllib3 to 2.x "
        "because requests 2.30+ allows it, and the script only breaks on the old-OpenSSL host.",
        "urllib3 2.0 dropped support for OpenSSL older than 1.1.1 and checks `ssl.OPENSSL_VERSION` when imported. "
        "The system python3 of Amazon Linux 2 (and CentOS/RHEL 7) is built against OpenSSL 1.0.2k.",
        "Pin urllib3 below 2 on those hosts: `pip3 install --user \"urllib3<2\"` (or `urllib3==1.26.20`), and put "
        "`urllib3<2` in requirements.txt or a constraints file (`pip install -r requirements.txt -c "
        "constraints.txt`) so the next reinstall keeps it. A Python built against OpenSSL 1.1.1+ also avoids it.",
        ["`ImportError: urllib3 v2 only supports OpenSSL 1.1.1+` from `python3 sync_reports.py`",
         "`OpenSSL 1.0.2k-fips  26 Jan 2017` and `Version: 2.0.7`",
         "`Successfully installed urllib3-1.26.20`, then `synced 42 reports`"],
    )
    T.later(
        "l-urllib3-extras38", "/home/ec2-user/alerts", "2025-06-11T10:02:00Z", "main",
        user("New bastion (Amazon Linux 2, python3.8 from amazon-linux-extras). Install the alert poller deps and "
             "run it once."),
        ok("python3.8 -c 'import ssl; print(ssl.OPENSSL_VERSION)'", "OpenSSL 1.0.2k-fips  26 Jan 2017"),
        say("Same old OpenSSL as the other bastion, so urllib3 has to stay on 1.26 here."),
        ok('python3.8 -m pip install --user "urllib3<2" requests==2.31.0 pyyaml',
           "Successfully installed PyYAML-6.0.1 certifi-2024.6.2 charset-normalizer-3.3.2 idna-3.7 "
           "requests-2.31.0 urllib3-1.26.19"),
        ok("python3.8 poll_alerts.py --once", "polled 3 sources, 0 new alerts"),
    )
    T.pair("t48-urllib3", "l-urllib3-extras38", "applied",
           "pins urllib3<2 on an OpenSSL 1.0.2 python before running; the poller imports requests fine")
    T.later(
        "l-urllib3-docker-al2", "/home/dev/src/ingest", "2025-07-02T14:40:00Z", "feat/al2-image",
        user("Build the ingest image on amazonlinux:2 like prod and check it starts."),
        read("/home/dev/src/ingest/requirements.txt", "requests==2.32.3\nboto3==1.34.120\n"),
        edit("/home/dev/src/ingest/requirements.txt", "requests==2.32.3\n", "requests==2.32.3\nurllib3==1.26.19\n"),
        ok("docker build -t ingest:al2 . && docker run --rm ingest:al2 python3 -m ingest --dry-run",
           "#9 [4/5] RUN pip3 install -r requirements.txt\n#9 12.4 Successfully installed boto3-1.34.120 "
           "requests-2.32.3 urllib3-1.26.19\n#10 exporting to image\n#10 DONE 1.8s\ningest: dry run, 0 objects"),
    )
    T.pair("t48-urllib3", "l-urllib3-docker-al2", "applied",
           "pins urllib3==1.26.19 in the requirements the amazonlinux:2 image installs, and it runs")
    T.later(
        "l-urllib3-legacy-ssh", "/home/dev/src/etl", "2025-07-21T09:30:00Z", "main",
        user("Run the notifier on legacy-etl (RHEL 7) after yesterday's deploy."),
        err("ssh etl@legacy-etl 'cd /opt/etl && python3 -m etl.notify --channel ops'",
            _u3_trace("/opt/etl/etl/notify.py", "/opt/etl/.venv/lib64/python3.8/site-packages", 7)),
        ok("ssh etl@legacy-etl '/opt/etl/.venv/bin/pip install \"urllib3<2\" && cd /opt/etl && "
           "/opt/etl/.venv/bin/python3 -m etl.notify --channel ops'",
           "Successfully installed urllib3-1.26.20\nposted 1 message to #ops"),
    )
    T.pair("t48-urllib3", "l-urllib3-legacy-ssh", "recurred",
           "urllib3 v2 ImportError on another RHEL 7 host over ssh, fixed only after it failed")
    T.later(
        "l-urllib3-ci-pytest", "/builds/acme/billing-sync", "2025-08-05T06:15:00Z", "ci/al2-runner",
        user("The al2 CI job fails during test collection. Here's the runner; run ci/test.sh and tell me why."),
        err("bash ci/test.sh",
            "+ python3 -m pytest -q tests\nImportError while loading conftest '/builds/acme/billing-sync/tests/"
            "conftest.py'.\ntests/conftest.py:4: in <module>\n    import requests\n/usr/local/lib/python3.8/"
            "site-packages/requests/__init__.py:43: in <module>\n    import urllib3\n/usr/local/lib/python3.8/"
            "site-packages/urllib3/__init__.py:41: in <module>\n    raise ImportError(\nE   " + _U3, 4),
        say("The runner image's python3.8 is built against OpenSSL 1.0.2k, and urllib3 2 won't import there."),
    )
    T.pair("t48-urllib3", "l-urllib3-ci-pytest", "recurred",
           "the same urllib3 v2 / OpenSSL 1.0.2 ImportError in a CI script's pytest run")
    T.later(
        "l-urllib3-ciphers", "/home/dev/src/uploader", "2025-06-19T11:00:00Z", "main",
        user("After bumping urllib3 the uploader won't start on my laptop (Ubuntu 24.04)."),
        err("python3 -m uploader",
            "Traceback (most recent call last):\n  File \"/home/dev/src/uploader/uploader/http.py\", line 5, in "
            "<module>\n    from requests_toolbelt.adapters.ssl import SSLAdapter\n  File \"/home/dev/src/uploader/"
            ".venv/lib/python3.12/site-packages/requests_toolbelt/adapters/ssl.py\", line 12, in <module>\n"
            "    from .._compat import poolmanager\nImportError: cannot import name 'DEFAULT_CIPHERS' from "
            "'urllib3.util.ssl_' (/home/dev/src/uploader/.venv/lib/python3.12/site-packages/urllib3/util/ssl_.py)"),
        ok("python3 -c 'import ssl; print(ssl.OPENSSL_VERSION)'", "OpenSSL 3.0.13 30 Jan 2024"),
        ok(".venv/bin/pip install -U 'requests-toolbelt>=1.0' && python3 -m uploader --check",
           "Successfully installed requests-toolbelt-1.0.0\nuploader: config ok"),
    )
    T.pair("t48-urllib3", "l-urllib3-ciphers", "neither",
           "a different urllib3 2 ImportError (DEFAULT_CIPHERS) on OpenSSL 3, fixed by upgrading requests-toolbelt")
    T.later(
        "l-urllib3-runbook", "/home/dev/src/ops-notes", "2025-06-27T15:20:00Z", "docs/bastion",
        user("Last month the bastion sync died with \"urllib3 v2 only supports OpenSSL 1.1.1+\". Add a line to the "
             "bastion runbook so the next person knows what to do."),
        write("/home/dev/src/ops-notes/bastion.md",
              "# Bastion\n\n## Python deps\nThe system python3 uses OpenSSL 1.0.2k. Keep urllib3 on 1.26:\n\n"
              "    pip3 install --user \"urllib3<2\"\n"),
        ok("git add bastion.md && git commit -m 'bastion: note the urllib3 pin'",
           "[docs/bastion 4c1e2aa] bastion: note the urllib3 pin\n 1 file changed, 6 insertions(+)"),
    )
    T.pair("t48-urllib3", "l-urllib3-runbook", "neither",
           "the error is quoted and the pin only written into a runbook; nothing is installed or run")
    T.later(
        "l-urllib3-before", "/home/ec2-user/reports", "2025-04-14T09:00:00Z", "main",
        user("Set up the report sync on the bastion from scratch."),
        err("python3 sync_reports.py", _u3_trace("/home/ec2-user/reports/sync_reports.py", site)),
        ok('pip3 install --user "requests<2.30"', "Successfully installed requests-2.29.0 urllib3-1.26.18"),
        ok("python3 sync_reports.py", "synced 17 reports to s3://acme-reports/2025-04-14/"),
    )
    T.pair("t48-urllib3", "l-urllib3-before", "neither", "dated before the lesson's source session, so neither")


# --- Flask 2.x against Werkzeug 3 (url_quote) ---------------------------------------------------------------

def _wz_trace(root: str, py: str = "3.11", head: str = "") -> str:
    site = f"{root}/lib/python{py}/site-packages"
    return ("Traceback (most recent call last):\n" + head +
            f'  File "{site}/flask/__init__.py", line 5, in <module>\n    from .app import Flask as Flask\n'
            f'  File "{site}/flask/app.py", line 30, in <module>\n    from werkzeug.urls import url_quote\n'
            f"ImportError: cannot import name 'url_quote' from 'werkzeug.urls' ({site}/werkzeug/urls.py)")


def _werkzeug() -> None:
    T.source(
        "s-werkzeug", "/srv/shop", "2025-05-08T02:30:00Z", "release/2.4",
        user("새 서버에 shop 앱을 올렸는데 flask가 바로 죽어요. 확인해 주세요."),
        err("/srv/shop/.venv/bin/flask --app shop run --port 8000",
            _wz_trace("/srv/shop/.venv", head='  File "/srv/shop/.venv/bin/flask", line 5, in <module>\n'
                      "    from flask.cli import main\n")),
        ok("/srv/shop/.venv/bin/pip list 2>/dev/null | grep -iE '^(flask|werkzeug) '",
           "Flask      2.2.5\nWerkzeug   3.0.3"),
        say("requirements.txt가 Flask==2.2.5만 고정하고 Werkzeug는 고정하지 않아서 새로 설치할 때 Werkzeug 3.0.3이 "
            "들어왔습니다. Werkzeug 3에서 url_quote가 제거되어 Flask 2.2가 import 단계에서 실패합니다. Werkzeug를 "
            "3 미만으로 고정하겠습니다."),
        edit("/srv/shop/requirements.txt", "Flask==2.2.5\n", "Flask==2.2.5\nWerkzeug==2.3.8\n"),
        ok('/srv/shop/.venv/bin/pip install "Werkzeug<3"',
           "Collecting Werkzeug<3\n  Downloading werkzeug-2.3.8-py3-none-any.whl (242 kB)\n"
           "Installing collected packages: Werkzeug\n  Attempting uninstall: Werkzeug\n"
           "    Found existing installation: Werkzeug 3.0.3\n    Uninstalling Werkzeug-3.0.3:\n"
           "      Successfully uninstalled Werkzeug-3.0.3\nSuccessfully installed Werkzeug-2.3.8"),
        ok("/srv/shop/.venv/bin/flask --app shop routes | head -3",
           "Endpoint  Methods  Rule\n--------  -------  -----------------------\nindex     GET      /"),
    )
    T.lesson(
        "t48-werkzeug", "global", "ko", "s-werkzeug", "build_config",
        "Werkzeug를 고정하지 않은 Flask 2.x는 Werkzeug 3에서 url_quote import 오류로 시작조차 못 한다",
        "`flask` 명령이나 `from flask import Flask`가 즉시 `ImportError: cannot import name 'url_quote' from "
        "'werkzeug.urls'`로 실패한다.",
        "Flask 버전은 requirements.txt에 고정되어 있어 안전해 보이지만, 의존성인 Werkzeug는 고정되지 않아 새 환경에서는 "
        "최신 Werkzeug 3.x가 설치된다. 기존 서버에서는 문제없이 돌아가므로 코드 문제로 오해하기 쉽다.",
        "Werkzeug 3.0에서 `werkzeug.urls.url_quote`가 제거되었는데 Flask 2.2.x는 `flask/app.py`에서 이를 import "
        "한다. Flask 2.2는 Werkzeug 상한을 두지 않았다.",
        "Werkzeug를 3 미만으로 고정한다: `pip install \"Werkzeug<3\"`, 그리고 requirements.txt에 `Werkzeug==2.3.8`"
        "(또는 `werkzeug<3`)을 Flask 옆에 추가해 이후 설치에도 유지되게 한다.",
        ["`ImportError: cannot import name 'url_quote' from 'werkzeug.urls'` (`flask --app shop run`)",
         "`Flask      2.2.5` / `Werkzeug   3.0.3`",
         "`pip install \"Werkzeug<3\"` → `Successfully installed Werkzeug-2.3.8` 후 `flask --app shop routes` 성공"],
    )
    T.later(
        "l-werkzeug-newsvc", "/home/jiwoo/src/coupon-api", "2025-06-09T01:10:00Z", "main",
        user("coupon-api를 기존 shop과 같은 Flask 2.2로 시작하려고 해요. requirements 만들고 테스트 돌려 주세요."),
        write("/home/jiwoo/src/coupon-api/requirements.txt", "Flask==2.2.5\nWerkzeug==2.3.8\npytest==8.2.2\n"),
        ok("python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && .venv/bin/python -m pytest -q",
           "....                                                                     [100%]\n4 passed in 0.21s"),
    )
    T.pair("t48-werkzeug", "l-werkzeug-newsvc", "applied",
           "pins Werkzeug==2.3.8 beside Flask 2.2.5 in the requirements it installs; tests pass with no ImportError")
    T.later(
        "l-werkzeug-docker-ps", "C:\\Users\\minseo\\src\\admin-portal", "2025-07-15T05:45:00Z", "feat/docker",
        user("admin-portal 도커 이미지 만들어 주세요. Flask 2.1 그대로 씁니다."),
        write("C:\\Users\\minseo\\src\\admin-portal\\Dockerfile",
              "FROM python:3.11-slim\nWORKDIR /app\nCOPY . .\n"
              "RUN pip install --no-cache-dir \"flask==2.1.3\" \"werkzeug<3\" gunicorn\n"
              "CMD [\"gunicorn\", \"-b\", \"0.0.0.0:8000\", \"portal:app\"]\n"),
        ok("powershell -NoProfile -Command \"docker build -t admin-portal:dev . ; docker run --rm admin-portal:dev "
           "python -c 'import flask, werkzeug; print(flask.__version__, werkzeug.__version__)'\"",
           "#8 [4/4] RUN pip install --no-cache-dir \"flask==2.1.3\" \"werkzeug<3\" gunicorn\n#8 DONE 9.7s\n"
           "2.1.3 2.3.8"),
    )
    T.pair("t48-werkzeug", "l-werkzeug-docker-ps", "applied",
           "installs werkzeug<3 with Flask 2.1 in a Dockerfile it builds from PowerShell; flask imports fine")
    T.later(
        "l-werkzeug-ci", "/home/runner/work/orders/orders", "2025-08-12T03:00:00Z", "dependabot/pip/pytest-8.3.2",
        user("dependabot PR의 CI가 빨간색이에요. ci/test.sh 돌려서 원인 봐 주세요."),
        err("bash ci/test.sh",
            "+ pip install -q -r requirements.txt\n+ python -m pytest -q\nImportError while loading conftest "
            "'/home/runner/work/orders/orders/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n"
            "    from flask import Flask\n/opt/hostedtoolcache/Python/3.10.14/x64/lib/python3.10/site-packages/"
            "flask/__init__.py:5: in <module>\n    from .app import Flask as Flask\n/opt/hostedtoolcache/Python/"
            "3.10.14/x64/lib/python3.10/site-packages/flask/app.py:30: in <module>\n    from werkzeug.urls import "
            "url_quote\nE   ImportError: cannot import name 'url_quote' from 'werkzeug.urls' (/opt/hostedtoolcache/"
            "Python/3.10.14/x64/lib/python3.10/site-packages/werkzeug/urls.py)", 4),
        say("Flask 2.1.3에 Werkzeug 3.0.4가 설치되어 conftest에서 import가 실패합니다."),
    )
    T.pair("t48-werkzeug", "l-werkzeug-ci", "recurred",
           "the url_quote ImportError from Flask 2.1 on Werkzeug 3 in a CI script's pytest")
    T.later(
        "l-werkzeug-staging-ssh", "/home/jiwoo/src/shop", "2025-09-03T08:25:00Z", "release/2.6",
        user("staging에 2.6 배포 후 gunicorn이 안 떠요."),
        err("ssh deploy@stage-web-2 'cd /opt/shop && .venv/bin/gunicorn --check-config shop.wsgi:app'",
            _wz_trace("/opt/shop/.venv", "3.9").replace(
                "Traceback (most recent call last):\n",
                "Traceback (most recent call last):\n  File \"/opt/shop/shop/wsgi.py\", line 1, in <module>\n"
                "    from flask import Flask\n")),
        ok("ssh deploy@stage-web-2 'cd /opt/shop && .venv/bin/pip install \"Werkzeug==2.3.8\" && "
           ".venv/bin/gunicorn --check-config shop.wsgi:app && echo ok'",
           "Successfully installed Werkzeug-2.3.8\nok"),
    )
    T.pair("t48-werkzeug", "l-werkzeug-staging-ssh", "recurred",
           "staging over ssh hits the url_quote ImportError from Flask on Werkzeug 3 first, then pins it")
    T.later(
        "l-werkzeug-jinja", "/home/jiwoo/src/legacy-admin", "2025-06-24T06:00:00Z", "main",
        user("아주 오래된 legacy-admin(Flask 1.1)을 로컬에서 띄워야 해요."),
        err(".venv/bin/flask run",
            "Traceback (most recent call last):\n  File \"/home/jiwoo/src/legacy-admin/.venv/lib/python3.9/"
            "site-packages/flask/__init__.py\", line 14, in <module>\n    from jinja2 import escape\n"
            "ImportError: cannot import name 'escape' from 'jinja2' (/home/jiwoo/src/legacy-admin/.venv/lib/"
            "python3.9/site-packages/jinja2/__init__.py)"),
        ok('.venv/bin/pip install "Jinja2<3.1" "itsdangerous<2.1" && .venv/bin/flask routes | head -2',
           "Successfully installed Jinja2-3.0.3 itsdangerous-2.0.1\nEndpoint  Methods  Rule"),
    )
    T.pair("t48-werkzeug", "l-werkzeug-jinja", "neither",
           "a different Flask import error (escape from Jinja2 3.1), fixed by pinning Jinja2, not Werkzeug")
    T.later(
        "l-werkzeug-quoted", "/home/jiwoo/src/shop", "2025-07-01T04:40:00Z", "main",
        user("동료가 슬랙에 \"ImportError: cannot import name 'url_quote' from 'werkzeug.urls'\" 라고 올렸는데, 이게 "
             "우리 코드 문제인가요? 실행은 하지 말고 설명만 해 주세요."),
        read("/home/jiwoo/src/shop/requirements.txt", "Flask==2.2.5\nWerkzeug==2.3.8\ngunicorn==22.0.0\n"),
        say("우리 requirements에는 Werkzeug==2.3.8이 고정되어 있어 이 저장소에서는 재현되지 않습니다. 동료 환경에서 "
            "Werkzeug 3가 설치된 것으로 보입니다."),
    )
    T.pair("t48-werkzeug", "l-werkzeug-quoted", "neither",
           "the error is only quoted by the person and explained; nothing is installed or run")
    T.later(
        "l-werkzeug-before", "/srv/shop", "2025-03-28T07:00:00Z", "release/2.3",
        user("shop 서버 의존성 재설치해 주세요."),
        ok('/srv/shop/.venv/bin/pip install -r requirements.txt "Werkzeug<3"',
           "Successfully installed Flask-2.2.5 Werkzeug-2.3.8 gunicorn-21.2.0"),
        ok("/srv/shop/.venv/bin/flask --app shop routes | head -1", "Endpoint  Methods  Rule"),
    )
    T.pair("t48-werkzeug", "l-werkzeug-before", "neither", "dated before the lesson's source session, so neither")


# --- NumPy 1.24 without np.float / np.int / np.bool (prose-only fix) ----------------------------------------

def _np_alias(name: str, builtin: str) -> str:
    return (f"AttributeError: module 'numpy' has no attribute '{name}'.\n`np.{name}` was a deprecated alias for "
            f"the builtin `{builtin}`. To avoid this error in existing code, use `{builtin}` by itself. Doing this "
            "will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use "
            f"`np.{name}_` here.\nThe aliases was originally deprecated in NumPy 1.20; for more details and "
            "guidance see the original release note at:\n    https://numpy.org/devdocs/release/1.20.0-notes.html"
            "#deprecations")


def _npfloat() -> None:
    float_msg = _np_alias("float", "float").replace("use `np.float_` here", "use `np.float64` here")
    T.source(
        "s-npfloat", "/home/mina/lab", "2025-05-12T13:05:00Z", "exp/reweight",
        user("scripts/score.py stopped working after I rebuilt the venv. Fix it please."),
        err(".venv/bin/python scripts/score.py --run 17",
            "Traceback (most recent call last):\n  File \"/home/mina/lab/scripts/score.py\", line 14, in <module>\n"
            "    weights = np.ones(n, dtype=np.float)\n  File \"/home/mina/lab/.venv/lib/python3.11/site-packages/"
            "numpy/__init__.py\", line 324, in __getattr__\n    raise AttributeError(__former_attrs__[attr])\n"
            + float_msg),
        ok(".venv/bin/python -c 'import numpy; print(numpy.__version__)'", "1.26.4"),
        say("NumPy 1.24 removed the np.float alias (and np.int, np.bool, np.object). The builtin float is what it "
            "always meant."),
        edit("/home/mina/lab/scripts/score.py", "weights = np.ones(n, dtype=np.float)",
             "weights = np.ones(n, dtype=float)"),
        ok(".venv/bin/python scripts/score.py --run 17", "run 17: 2048 rows, weighted AUC 0.8312"),
    )
    T.lesson(
        "t48-npfloat", "global", "en", "s-npfloat", "api_quirk",
        "NumPy 1.24+ no longer has np.float, np.int, np.bool or np.object",
        "Old code fails on the first use with `AttributeError: module 'numpy' has no attribute 'float'.` "
        "followed by a note that it was a deprecated alias for the builtin.",
        "The code worked for years and only the environment was rebuilt; the deprecation warnings from NumPy "
        "1.20–1.23 were easy to miss, so the break looks sudden.",
        "NumPy 1.20 deprecated the aliases np.float, np.int, np.bool, np.object, np.complex and np.str for the "
        "Python builtins, and NumPy 1.24 removed them.",
        "Edit the code: replace np.float with the builtin float (np.int with int, np.bool with bool, np.object "
        "with object), or with np.float64 / np.int64 / np.bool_ where the NumPy scalar type is meant. In a "
        "third-party package that still uses them, upgrade the package to a release that dropped them.",
        ["`AttributeError: module 'numpy' has no attribute 'float'.` at `weights = np.ones(n, dtype=np.float)`",
         "numpy `1.26.4`", "after `dtype=float` the rerun printed `run 17: 2048 rows, weighted AUC 0.8312`"],
    )
    T.later(
        "l-npfloat-port", "/home/mina/lab", "2025-06-16T09:10:00Z", "exp/port-2019",
        user("Port scripts/bootstrap_ci.py from the 2019 repo into this lab (numpy 1.26 here) and run it on run 21."),
        read("/home/mina/lab/scripts/bootstrap_ci.py",
             "import numpy as np\n\ndef draws(n, k):\n    idx = np.random.randint(0, n, size=(k, n)).astype(np.int)\n"
             "    return idx\n"),
        say("This still uses np.int, which NumPy 1.24 removed; switching it to the builtin int before running."),
        edit("/home/mina/lab/scripts/bootstrap_ci.py", ".astype(np.int)", ".astype(int)"),
        ok(".venv/bin/python scripts/bootstrap_ci.py --run 21", "run 21: AUC 0.8290 [0.8211, 0.8367] (k=1000)"),
    )
    T.pair("t48-npfloat", "l-npfloat-port", "applied",
           "replaces np.int with the builtin int before running on numpy 1.26; the script runs clean")
    T.later(
        "l-npfloat-bool", "/home/mina/src/maskutil", "2025-07-08T16:30:00Z", "chore/numpy2-prep",
        user("Clean maskutil up for newer numpy before we bump it, then run the tests."),
        ok("grep -rn 'np\\.\\(bool\\|object\\)\\b' maskutil/",
           "maskutil/ops.py:22:    out = np.zeros(shape, dtype=np.bool)\nmaskutil/io.py:9:    return "
           "np.array(items, dtype=np.object)"),
        edit("/home/mina/src/maskutil/maskutil/ops.py", "dtype=np.bool)", "dtype=bool)"),
        edit("/home/mina/src/maskutil/maskutil/io.py", "dtype=np.object)", "dtype=object)"),
        ok("python -m pytest -q", "..............                                                  [100%]\n"
           "14 passed in 0.62s"),
    )
    T.pair("t48-npfloat", "l-npfloat-bool", "applied",
           "replaces np.bool and np.object with the builtins before any failure; tests pass")
    T.later(
        "l-npfloat-train-int", "/home/mina/src/churn", "2025-06-30T10:05:00Z", "main",
        user("Run the churn training script once with the new venv."),
        err("python train.py --epochs 1",
            "Traceback (most recent call last):\n  File \"/home/mina/src/churn/train.py\", line 41, in <module>\n"
            "    y = labels.astype(np.int)\n  File \"/home/mina/src/churn/.venv/lib/python3.12/site-packages/"
            "numpy/__init__.py\", line 324, in __getattr__\n    raise AttributeError(__former_attrs__[attr])\n"
            + _np_alias("int", "int").replace("use `np.int_` here", "use `np.int64` or `np.int32` here")),
        edit("/home/mina/src/churn/train.py", "labels.astype(np.int)", "labels.astype(int)"),
        ok("python train.py --epochs 1", "epoch 1/1  loss 0.4121  val_auc 0.781"),
    )
    T.pair("t48-npfloat", "l-npfloat-train-int", "recurred",
           "the removed-alias AttributeError comes back as np.int in another repo, then fixed")
    T.later(
        "l-npfloat-imgaug", "/home/mina/src/augment", "2025-08-19T13:45:00Z", "feat/aug",
        user("The augmentation smoke test fails; see what's up."),
        err("python -m pytest -q tests/test_smoke.py",
            "tests/test_smoke.py:14: in test_segmaps\n    out = seq(image=img, segmentation_maps=segmap)\n"
            ".venv/lib/python3.11/site-packages/imgaug/augmentables/segmaps.py:118: in __init__\n"
            "    if arr.dtype.type == np.bool:\n.venv/lib/python3.11/site-packages/numpy/__init__.py:324: "
            "in __getattr__\n    raise AttributeError(__former_attrs__[attr])\nE   "
            + _np_alias("bool", "bool"), 2),
        say("imgaug 0.4.0 still uses np.bool, which NumPy 1.24 removed."),
    )
    T.pair("t48-npfloat", "l-npfloat-imgaug", "recurred",
           "np.bool removed-alias AttributeError inside a third-party package on the new numpy")
    T.later(
        "l-npfloat-inhomog", "/home/mina/lab", "2025-06-20T11:20:00Z", "exp/ragged",
        user("scripts/pack.py fails on run 19."),
        err(".venv/bin/python scripts/pack.py --run 19",
            "Traceback (most recent call last):\n  File \"/home/mina/lab/scripts/pack.py\", line 30, in <module>\n"
            "    arr = np.array(seqs)\nValueError: setting an array element with a sequence. The requested array "
            "has an inhomogeneous shape after 1 dimensions. The detected shape was (64,) + inhomogeneous part."),
        edit("/home/mina/lab/scripts/pack.py", "arr = np.array(seqs)", "arr = np.array(seqs, dtype=object)"),
        ok(".venv/bin/python scripts/pack.py --run 19", "run 19: packed 64 sequences"),
    )
    T.pair("t48-npfloat", "l-npfloat-inhomog", "neither",
           "a different NumPy 1.24 error (inhomogeneous shape), not a removed alias")
    T.later(
        "l-npfloat-doc", "/home/mina/lab", "2025-07-25T08:00:00Z", "docs/upgrade",
        user("Write an UPGRADING.md for the lab about moving to numpy 1.26. Don't run anything."),
        write("/home/mina/lab/UPGRADING.md",
              "# numpy 1.26\n\n- np.float, np.int, np.bool, np.object are gone: use float, int, bool, object\n"
              "  (or np.float64 etc. when you need the numpy type).\n"),
    )
    T.pair("t48-npfloat", "l-npfloat-doc", "neither",
           "the replacement is only written into a document; no code is changed or run")
    T.later(
        "l-npfloat-float-underscore", "/home/mina/src/feature-store", "2025-09-10T10:00:00Z", "chore/numpy2",
        user("We moved feature-store to numpy 2.0. Run the tests."),
        err("python -m pytest -q",
            "feature_store/cast.py:8: in <module>\n    FLOAT = np.float_\n.venv/lib/python3.12/site-packages/"
            "numpy/__init__.py:397: in __getattr__\n    raise AttributeError(\nE   AttributeError: `np.float_` was "
            "removed in the NumPy 2.0 release. Use `np.float64` instead.", 2),
        edit("/home/mina/src/feature-store/feature_store/cast.py", "FLOAT = np.float_", "FLOAT = np.float64"),
        ok("python -m pytest -q", "........                                                        [100%]\n"
           "8 passed in 0.40s"),
    )
    T.pair("t48-npfloat", "l-npfloat-float-underscore", "neither",
           "NumPy 2.0's removal of np.float_ is another removal with its own message, not the 1.24 builtin aliases")


FILLS = [_urllib3, _werkzeug, _npfloat]
