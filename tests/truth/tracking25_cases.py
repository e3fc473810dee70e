"""The twenty-fifth tracking corpus's case tables (source sessions `s-*`, later sessions `l-*`, gotcha lessons and
labelled pairs), with the Flask CLI and rclone cases; tracking25_cases_b … _g hold the rest and fill the same tables.

Labelling rules. Every pair was labelled from the session text as written here, before anything judged it, and
each carries a one-line reason:
  - recurred: the lesson's failure comes back in the later session (the same error from the same cause, with other
    names: another branch, path, module, package, host or version), shown by a call the session made, whatever
    follows it; a recurrence that is then fixed is still `recurred`;
  - applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way the
    lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool reads, a
    script whose text the session shows) with no such failure before it; a different failure after it does not
    undo that;
  - neither: everything else (the fix's program run for something else, the fix only written into a document, a
    different error from the same tool, the failure text quoted by the person but not re-run, no contact at all),
    and any session dated before the lesson's source session, whatever it holds.
Pairs without an honest single label were left out.
"""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t25-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def sh(command: str, output: str, error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, error)


def write(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def edit(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


FLASK_ERR = ("Usage: flask run [OPTIONS]\nTry 'flask run --help' for help.\n\nError: Could not locate a Flask "
             "application. Use the 'flask --app' option, 'FLASK_APP' environment variable, or a 'wsgi.py' or "
             "'app.py' file in the current directory.")


def flask_source() -> None:
    T.source(
        "s-flask-app", "/home/dana/src/ledger", "2026-04-01T09:00:00Z", "main",
        u("Start the dev server for the ledger app so I can click through the new invoice page."),
        sh("flask run --debug", FLASK_ERR, True),
        sh("ls && grep -rn 'def create_app' ledger/", "ledger\npyproject.toml\ntests\n"
           "ledger/__init__.py:12:def create_app(config=None):"),
        say("The app is built by the create_app() factory in ledger/__init__.py and there is no app.py or wsgi.py at "
            "the root, so Flask has nothing to discover. I'll name the package explicitly."),
        sh("flask --app ledger run --debug > /tmp/flask.log 2>&1 & sleep 2; curl -s -o /dev/null -w '%{http_code}\\n' "
           "http://127.0.0.1:5000/invoices", "200"),
    )
    T.lesson(
        "t25-flask-app", "global", "en", "s-flask-app", "tool_quirk",
        "`flask run` cannot find an app built by a factory inside a package",
        "`flask run` exits with `Error: Could not locate a Flask application.` in a project whose app is created by "
        "`create_app()` in a package.",
        "Nothing is broken in the install: Flask only auto-discovers `app.py` or `wsgi.py` in the current directory, "
        "so reinstalling Flask or the package changes nothing.",
        "Without an explicit app, the Flask CLI looks only for those two files; a package that exposes a factory is "
        "invisible to it.",
        "Name the app: `flask --app ledger run` (short form `flask -A ledger run`), or set `FLASK_APP=ledger` in the "
        "environment, or put `FLASK_APP=ledger` in a `.flaskenv` file at the project root (Flask reads it when "
        "python-dotenv is installed).",
        ["`flask run --debug` failed with `Error: Could not locate a Flask application.`",
         "the factory is at `ledger/__init__.py:12:def create_app(config=None):`",
         "`flask --app ledger run --debug` then served the invoice page (`200`)"],
    )


def flask_later_a() -> None:
    T.later("l-flask-billing-zsh", "/Users/dana/work/billing-api", "2026-04-21T10:04:00Z", "feat/refunds",
            u("Run the billing API locally on port 5001, I want to try the refunds endpoint."),
            sh("flask run -p 5001", FLASK_ERR, True),
            say("Same as in ledger: the factory is in the billing_api package. Naming it."),
            sh("flask --app billing_api run -p 5001 > /tmp/billing.log 2>&1 & sleep 2; curl -s "
               "localhost:5001/health", '{"status": "ok"}'))
    T.pair("t25-flask-app", "l-flask-billing-zsh", "recurred",
           "flask run in billing-api fails with Could not locate a Flask application before --app is used")
    T.later("l-flask-shop-pwsh", "C:\\Users\\dana\\src\\shop", "2026-04-22T08:30:00Z", "main",
            u("Bring up the shop app on 5002 in PowerShell and check /health."),
            sh("$env:FLASK_APP = \"shop\"; Start-Job { flask run --port 5002 } | Out-Null; Start-Sleep 2; "
               "(Invoke-WebRequest http://127.0.0.1:5002/health -UseBasicParsing).StatusCode", "200"))
    T.pair("t25-flask-app", "l-flask-shop-pwsh", "applied",
           "sets FLASK_APP before its first flask run (the env-var spelling) and the server answers")
    T.later("l-flask-fish-env", "/home/dana/src/ledger", "2026-04-23T14:10:00Z", "chore/dotenv",
            u("Make `flask run` work without extra flags for everyone on the ledger repo."),
            sh("pip install python-dotenv", "Successfully installed python-dotenv-1.0.1"),
            write("/home/dana/src/ledger/.flaskenv", "FLASK_APP=ledger\nFLASK_DEBUG=1\n"),
            sh("flask run --port 5003 > /tmp/ledger.log 2>&1 &; sleep 2; curl -s localhost:5003/health",
               '{"status": "ok"}'))
    T.pair("t25-flask-app", "l-flask-fish-env", "applied",
           "writes FLASK_APP=ledger into .flaskenv before flask run, which then serves")
    T.later("l-flask-version", "/home/dana/src/ledger", "2026-04-24T09:12:00Z", "chore/deps",
            u("Bump Flask to 3.1 and make sure the tests still pass."),
            sh("pip install -U 'flask>=3.1' && flask --version",
               "Successfully installed flask-3.1.0\nPython 3.12.3\nFlask 3.1.0\nWerkzeug 3.1.3"),
            sh("pytest -q", "........................................ [100%]\n40 passed in 3.81s"))
    T.pair("t25-flask-app", "l-flask-version", "neither",
           "flask is only upgraded and asked for its version; no app is run or named")


def flask_later_b() -> None:
    T.later("l-flask-notes-import", "/home/dana/src/notes", "2026-04-25T16:40:00Z", "main",
            u("Start the notes app (app.py at the root)."),
            sh("flask run", "Usage: flask run [OPTIONS]\nTry 'flask run --help' for help.\n\nError: While importing "
               "'app', an ImportError was raised:\n\nTraceback (most recent call last):\n  File \"/home/dana/src/"
               "notes/app.py\", line 3, in <module>\n    from flask_sqlalchemy import SQLAlchemy\n"
               "ModuleNotFoundError: No module named 'flask_sqlalchemy'", True),
            sh("pip install flask-sqlalchemy && flask run > /tmp/notes.log 2>&1 & sleep 2; curl -s localhost:5000/",
               "Successfully installed flask-sqlalchemy-3.1.1\n<h1>Notes</h1>"))
    T.pair("t25-flask-app", "l-flask-notes-import", "neither",
           "flask found app.py; the failure is a missing flask_sqlalchemy import, another error")
    T.later("l-flask-intranet-cmd", "C:\\src\\intranet", "2026-04-27T11:00:00Z", "release/2.4",
            u("Run the intranet portal locally from cmd so I can check the login page."),
            sh("cmd /c \"flask run\"", FLASK_ERR, True),
            say("The portal package is `intranet` and nothing tells flask about it."),
            sh("cmd /c \"set FLASK_APP=intranet&& flask routes\"", "Endpoint        Methods  Rule\n"
               "--------------  -------  -----------------------\nauth.login      GET      /login\n"
               "static          GET      /static/<path:filename>"))
    T.pair("t25-flask-app", "l-flask-intranet-cmd", "recurred",
           "flask run in the intranet repo fails with Could not locate a Flask application, fixed afterwards")
    T.later("l-flask-early", "/home/dana/src/ledger", "2026-03-20T13:00:00Z", "main",
            u("Start the ledger dev server."),
            sh("flask run", FLASK_ERR, True),
            sh("flask --app ledger run > /tmp/flask.log 2>&1 & sleep 2; curl -s -o /dev/null -w '%{http_code}\\n' "
               "localhost:5000/", "200"))
    T.pair("t25-flask-app", "l-flask-early", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


RCLONE_DENIED = ("{ts} INFO  : S3 bucket {bucket} path {path}: Making directory\n{ts} ERROR : Attempt 1/3 failed "
                 "with 1 errors and: AccessDenied: Access Denied\n\tstatus code: 403, request id: 7KX1N2Q8H4, host "
                 "id: pZ3w\n{ts} ERROR : Attempt 3/3 failed with 1 errors and: AccessDenied: Access Denied\n\tstatus "
                 "code: 403, request id: 9QF2M1C7T0, host id: aB8k\n{ts} Failed to copy: AccessDenied: Access Denied"
                 "\n\tstatus code: 403, request id: 9QF2M1C7T0, host id: aB8k")


def rclone_source() -> None:
    T.source(
        "s-rclone-bucket", "/home/ops/backup-jobs", "2026-04-02T07:10:00Z", "main",
        u("Push last night's exports to the acme-exports bucket with the ci-uploader key (it only has PutObject "
          "and ListBucket on that bucket)."),
        sh("rclone copy ./exports/2026-04-01 s3prod:acme-exports/daily/2026-04-01 -v",
           RCLONE_DENIED.format(ts="2026/04/02 07:12:09", bucket="acme-exports", path="daily/2026-04-01"), True),
        say("The key may put objects but rclone first tries to create the bucket (CreateBucket), which this key is "
            "not allowed to do, and the 403 comes from that call. Telling rclone not to check or create the bucket."),
        sh("rclone copy ./exports/2026-04-01 s3prod:acme-exports/daily/2026-04-01 -v --s3-no-check-bucket",
           "2026/04/02 07:14:31 INFO  : orders.csv.gz: Copied (new)\n2026/04/02 07:14:32 INFO  : refunds.csv.gz: "
           "Copied (new)\n2026/04/02 07:14:32 INFO  : customers.csv.gz: Copied (new)\nTransferred:   \t   41.902 MiB"
           " / 41.902 MiB, 100%\nTransferred:            3 / 3, 100%"),
    )
    T.lesson(
        "t25-rclone-nocheck", "global", "en", "s-rclone-bucket", "tool_quirk",
        "rclone copy to S3 fails with AccessDenied when the key cannot create buckets",
        "`rclone copy` to an existing S3 bucket fails with `AccessDenied: Access Denied` (status code 403) right "
        "after `Making directory`, although the key is allowed to upload objects.",
        "The 403 looks like a bad key or a missing PutObject grant, so people rotate keys or widen the object "
        "policy; neither helps.",
        "Before uploading, rclone checks for and tries to create the bucket; a key scoped to objects has no "
        "CreateBucket permission, and that call is what is denied.",
        "Tell rclone to skip the bucket check: add `--s3-no-check-bucket`, or set `RCLONE_S3_NO_CHECK_BUCKET=true` "
        "in the environment, or put `no_check_bucket = true` in the remote's section of `rclone.conf`.",
        ["`rclone copy ./exports/2026-04-01 s3prod:acme-exports/daily/2026-04-01 -v` failed: `Failed to copy: "
         "AccessDenied: Access Denied`",
         "with `--s3-no-check-bucket` the same copy finished: `Transferred:            3 / 3, 100%`"],
    )


def rclone_later_a() -> None:
    T.later("l-rclone-env-cron", "/home/ops/backup-jobs", "2026-04-20T06:00:00Z", "main",
            u("Sync the weekly reports to s3prod:acme-reports/weekly, same restricted key as the exports."),
            sh("RCLONE_S3_NO_CHECK_BUCKET=true rclone sync ./reports/2026-w16 s3prod:acme-reports/weekly/2026-w16 -v",
               "2026/04/20 06:00:41 INFO  : summary.pdf: Copied (new)\n2026/04/20 06:00:42 INFO  : detail.xlsx: "
               "Copied (new)\nTransferred:            2 / 2, 100%"))
    T.pair("t25-rclone-nocheck", "l-rclone-env-cron", "applied",
           "sets RCLONE_S3_NO_CHECK_BUCKET=true on its first rclone sync, which succeeds")
    T.later("l-rclone-conf-zsh", "/Users/ops/src/media-pipeline", "2026-04-21T15:20:00Z", "feat/thumbs",
            u("Set up the s3media remote so uploads with the uploader key work, then push the thumbnails."),
            sh("rclone config file", "Configuration file is stored at:\n/Users/ops/.config/rclone/rclone.conf"),
            edit("/Users/ops/.config/rclone/rclone.conf", "[s3media]\ntype = s3\nprovider = AWS\n",
                 "[s3media]\ntype = s3\nprovider = AWS\nno_check_bucket = true\n"),
            sh("rclone copy ./out/thumbs s3media:media-uploads/thumbs -v",
               "2026/04/21 15:22:10 INFO  : 0001.webp: Copied (new)\nTransferred:          118 / 118, 100%"))
    T.pair("t25-rclone-nocheck", "l-rclone-conf-zsh", "applied",
           "adds no_check_bucket = true to the remote in rclone.conf before the copy, which succeeds")
    T.later("l-rclone-logs-fish", "/home/ops/log-shipper", "2026-04-22T23:45:00Z", "main",
            u("Ship today's compressed logs to the EU log bucket with the shipper key."),
            sh("rclone copy ./logs/2026-04-22 s3logs:acme-logs-eu/2026-04-22 -v",
               RCLONE_DENIED.format(ts="2026/04/22 23:46:02", bucket="acme-logs-eu", path="2026-04-22"), True),
            say("The shipper key only writes objects; skipping rclone's bucket check."),
            sh("rclone copy ./logs/2026-04-22 s3logs:acme-logs-eu/2026-04-22 -v --s3-no-check-bucket",
               "Transferred:           24 / 24, 100%"))
    T.pair("t25-rclone-nocheck", "l-rclone-logs-fish", "recurred",
           "copy to acme-logs-eu fails with AccessDenied after Making directory, then fixed with the flag")
    T.later("l-rclone-finance-pwsh", "C:\\Users\\ops\\finance-export", "2026-04-24T17:05:00Z", "main",
            u("Upload the Q1 finance exports to the acme-finance bucket."),
            sh("rclone copy C:\\exports\\q1 s3prod:acme-finance/q1 -v",
               RCLONE_DENIED.format(ts="2026/04/24 17:05:40", bucket="acme-finance", path="q1"), True),
            say("It is denied at the bucket step. I'll stop here and ask whether the finance key should get "
                "bucket permissions or whether I should skip the check."))
    T.pair("t25-rclone-nocheck", "l-rclone-finance-pwsh", "recurred",
           "copy to acme-finance fails with the same AccessDenied at Making directory; left unfixed")


def rclone_later_b() -> None:
    T.later("l-rclone-noremote", "/home/ops/backup-jobs", "2026-04-25T07:30:00Z", "feat/archive",
            u("Copy the archive folder to the s3archive remote."),
            sh("rclone copy ./archive s3archive:acme-archive/2026 -v",
               "2026/04/25 07:30:12 Failed to create file system for \"s3archive:acme-archive/2026\": didn't find "
               "section in config file", True),
            sh("rclone listremotes", "s3logs:\ns3prod:"),
            say("There is no s3archive remote on this host; I'll ask for its credentials instead of guessing."))
    T.pair("t25-rclone-nocheck", "l-rclone-noremote", "neither",
           "rclone fails because the remote is not configured, a different error; no bucket check involved")
    T.later("l-rclone-runbook", "/home/ops/backup-jobs", "2026-04-26T10:00:00Z", "docs/runbook",
            u("Write the upload step into the runbook so the on-call person doesn't hit the 403 again."),
            edit("/home/ops/backup-jobs/docs/runbook.md", "## Upload\n",
                 "## Upload\n\n    rclone copy ./exports/<day> s3prod:acme-exports/daily/<day> -v --s3-no-check-bucket\n"
                 "\nThe uploader key cannot create buckets; without the flag rclone answers 403.\n"))
    T.pair("t25-rclone-nocheck", "l-rclone-runbook", "neither",
           "the flag is only written into docs/runbook.md; rclone is never run")
    T.later("l-rclone-script", "/home/ops/backup-jobs", "2026-04-28T06:15:00Z", "main",
            u("Run the export push script for yesterday."),
            sh("cat scripts/push-exports.sh", "#!/usr/bin/env bash\nset -euo pipefail\nday=\"$1\"\nrclone copy "
               "\"./exports/$day\" \"s3prod:acme-exports/daily/$day\" -v --s3-no-check-bucket"),
            sh("./scripts/push-exports.sh 2026-04-27", "2026/04/28 06:15:44 INFO  : orders.csv.gz: Copied (new)\n"
               "Transferred:            4 / 4, 100%"))
    T.pair("t25-rclone-nocheck", "l-rclone-script", "applied",
           "runs a script whose shown text passes --s3-no-check-bucket to rclone copy; it succeeds")


FILLS = [flask_source, flask_later_a, flask_later_b, rclone_source, rclone_later_a, rclone_later_b]
