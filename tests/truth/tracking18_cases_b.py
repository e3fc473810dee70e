"""The eighteenth tracking corpus, lessons C and D: Azure Functions Core Tools without AzureWebJobsStorage, Heroku's
H14 with no web dyno. The labelling rules are in tracking18_cases.py."""
from __future__ import annotations

from tests.truth.tracking18_cases import edit, fail, later, lesson, ok, pair, read, say, source, user, write

# --- C: func start needs AzureWebJobsStorage for non-HTTP triggers ------------------------------------------------

FUNC_HEAD = ("Azure Functions Core Tools\nCore Tools Version:       4.0.5907 Commit hash: N/A +1a2b3c4d (64-bit)\n"
             "Function Runtime Version: 4.834.3.22875\n\n")
FUNC_ERR = ("Missing value for AzureWebJobsStorage in local.settings.json. This is required for all triggers other than "
            "httptrigger, kafkatrigger, rabbitmqtrigger, orchestrationTrigger, activityTrigger, entityTrigger. You can "
            "run 'func azure functionapp fetch-app-settings <functionAppName>', specify a connection string in "
            "local.settings.json, or use managed identity to authenticate.")
AZURITE = ("Azurite Blob service is starting at http://127.0.0.1:10000\nAzurite Blob service is successfully listening "
           "at http://127.0.0.1:10000\nAzurite Queue service is successfully listening at http://127.0.0.1:10001\n"
           "Azurite Table service is successfully listening at http://127.0.0.1:10002")


def func_ok(name: str, trigger: str) -> str:
    return (FUNC_HEAD + f"Functions:\n\n\t{name}: {trigger}\n\nFor detailed output, run func with --verbose flag.\n"
            "[2026-03-02T10:14:02.118Z] Host lock lease acquired by instance ID '000000000000000000000000A1B2C3D4'.")


def lesson_c() -> None:
    source("s-func", "/home/dev/thumbnailer", "2026-02-05T10:00:00Z", "main",
           user("Run the blob-trigger function locally so I can drop a test image in."),
           fail("func start", "Exit code 1\n" + FUNC_HEAD + FUNC_ERR),
           say("Blob triggers need a storage account for their leases. Locally that is Azurite with "
               "`UseDevelopmentStorage=true`."),
           ok("npx azurite --silent --location .azurite --debug .azurite/debug.log &", AZURITE),
           edit("/home/dev/thumbnailer/local.settings.json", "\"AzureWebJobsStorage\": \"\"",
                "\"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\""),
           ok("func start", func_ok("MakeThumbnail", "blobTrigger")))
    lesson("t18-func-storage", "global", "en", "s-func", "env_setup",
           "func start refuses non-HTTP triggers while AzureWebJobsStorage is empty in local.settings.json",
           "`func start` exits at once with `Missing value for AzureWebJobsStorage in local.settings.json`.",
           "Running a blob, queue or timer triggered function locally from a fresh project whose local.settings.json "
           "has `\"AzureWebJobsStorage\": \"\"`.",
           "Every trigger except HTTP and a few others keeps its leases and checkpoints in the storage account that "
           "AzureWebJobsStorage names; Core Tools will not start the host without it.",
           "Run Azurite and set `\"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\"` in local.settings.json "
           "(or `func settings add AzureWebJobsStorage UseDevelopmentStorage=true`, or pull the real value with "
           "`func azure functionapp fetch-app-settings <app>`).",
           ["`func start` failed: `Missing value for AzureWebJobsStorage in local.settings.json. This is required for "
            "all triggers other than httptrigger`",
            "with Azurite running and `\"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\"` the host started: "
            "`MakeThumbnail: blobTrigger`"])


def later_c() -> None:
    later("l-func-queue", "/home/dev/order-events", "2026-03-02T10:10:00Z", "main",
          user("New queue-triggered function project, get it running locally."),
          ok("npx azurite --silent --location .azurite &", AZURITE),
          ok("func settings add AzureWebJobsStorage UseDevelopmentStorage=true",
             "Local settings file is encrypted. Use 'func settings decrypt' to view values.\n"
             "AzureWebJobsStorage added"),
          ok("func start", func_ok("HandleOrderEvent", "queueTrigger")))
    later("l-func-fetch", "/home/dev/thumbnailer", "2026-03-04T09:00:00Z", "debug/prod-images",
          user("Debug the thumbnailer against the real dev storage account this time, not Azurite."),
          ok("az login --use-device-code >/dev/null && func azure functionapp fetch-app-settings thumbnailer-dev",
             "App Settings:\nLoading AzureWebJobsStorage = *****\nLoading FUNCTIONS_WORKER_RUNTIME = *****\n"
             "Loading THUMB_CONTAINER = *****\n\nConnection Strings:"),
          ok("func start", func_ok("MakeThumbnail", "blobTrigger")))
    later("l-func-sync", "/home/dev/orders-sync", "2026-03-06T11:30:00Z", "main",
          user("Start orders-sync locally, it's the Python timer function."),
          fail("func start --python", "Exit code 1\n" + FUNC_HEAD + FUNC_ERR),
          ok("azurite --silent --location /tmp/azurite &", AZURITE),
          edit("/home/dev/orders-sync/local.settings.json", "\"AzureWebJobsStorage\": \"\"",
               "\"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\""),
          ok("func start --python", func_ok("SyncOrders", "timerTrigger")))
    later("l-func-logfile", "/home/dev/thumbnailer", "2026-03-09T08:45:00Z", "main",
          user("The VS Code task for the function dies immediately; it writes to func.log. What's wrong?"),
          ok("tail -n 4 func.log", FUNC_HEAD + FUNC_ERR),
          say("Your local.settings.json lost the storage setting (the last merge reset it). Restoring it."),
          edit("/home/dev/thumbnailer/local.settings.json", "\"AzureWebJobsStorage\": \"\"",
               "\"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\""))
    later("l-func-azurite-only", "/home/dev/report-timer", "2026-03-11T14:00:00Z", "main",
          user("Set up local storage emulation for report-timer, we'll wire the function tomorrow."),
          ok("npm i -g azurite && azurite --silent --location .azurite &", "added 1 package in 6s\n" + AZURITE),
          user("Good, leave it there for today."),
          say("Azurite is running on 10000-10002; local.settings.json is untouched."))
    later("l-func-lang", "/home/dev/thumbnailer-v2", "2026-03-13T10:00:00Z", "rewrite",
          user("Run the rewritten thumbnailer locally."),
          fail("func start", "Exit code 1\n" + FUNC_HEAD + "Can't determine project language from files. Please use "
               "one of [--csharp, --javascript, --typescript, --java, --python, --powershell, --custom]"),
          ok("func start --typescript", func_ok("MakeThumbnail", "blobTrigger")))
    later("l-func-subdir", "/home/dev/media", "2026-03-16T09:30:00Z", "main",
          user("Run the ResizeVideo function, it's under src/ResizeFn."),
          edit("/home/dev/media/local.settings.json", "\"AzureWebJobsStorage\": \"\"",
               "\"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\""),
          fail("cd src/ResizeFn && func start", "Exit code 1\n" + FUNC_HEAD + FUNC_ERR),
          say("Core Tools reads local.settings.json from the function app folder, not the repository root."),
          ok("cp local.settings.json src/ResizeFn/ && cd src/ResizeFn && func start",
             func_ok("ResizeVideo", "blobTrigger")))
    later("l-func-early", "/home/dev/thumbnailer", "2026-01-28T09:00:00Z", "main",
          user("Scaffold the thumbnailer function app."),
          ok("func init thumbnailer --worker-runtime node --language javascript",
             "Writing package.json\nWriting .funcignore\nWriting host.json\nWriting local.settings.json"),
          ok("func new --name MakeThumbnail --template \"Azure Blob Storage trigger\"",
             "The function \"MakeThumbnail\" was created successfully from the \"Azure Blob Storage trigger\" template."))

    pair("t18-func-storage", "l-func-queue", "applied",
         "other spelling: func settings add AzureWebJobsStorage UseDevelopmentStorage=true before func start")
    pair("t18-func-storage", "l-func-fetch", "applied",
         "other spelling named in the workaround: fetch-app-settings fills AzureWebJobsStorage before func start")
    pair("t18-func-storage", "l-func-sync", "recurred", "same Missing value error in another app; fix only afterwards")
    pair("t18-func-storage", "l-func-logfile", "recurred", "the error is read from func.log")
    pair("t18-func-storage", "l-func-azurite-only", "neither",
         "preparatory half only: Azurite started, the setting never written, func never started")
    pair("t18-func-storage", "l-func-lang", "neither",
         "look-alike: func start fails because it cannot determine the project language")
    pair("t18-func-storage", "l-func-subdir", "recurred",
         "setting written in the root local.settings.json, then func start in the subfolder still reports it missing")
    pair("t18-func-storage", "l-func-early", "neither", "starts before the lesson's source session")


# --- D: Heroku H14, no web dyno running ----------------------------------------------------------------------------

def h14(app: str, path: str = "/", ts: str = "2026-02-06T11:02:11.412345+00:00") -> str:
    return (f"{ts} heroku[router]: at=error code=H14 desc=\"No web processes running\" method=GET path=\"{path}\" "
            f"host={app}.herokuapp.com request_id=5f0c2e1a-77d1-4f0e-9a0b-2c1d3e4f5a6b fwd=\"203.0.113.7\" dyno= "
            "connect= service= status=503 bytes= protocol=https")


def lesson_d() -> None:
    source("s-heroku", "/home/dev/invoicer", "2026-02-06T11:00:00Z", "main",
           user("I pushed invoicer to heroku (invoicer-staging) and the site only shows Application error."),
           fail("curl -fsS https://invoicer-staging.herokuapp.com/health",
                "Exit code 22\ncurl: (22) The requested URL returned error: 503"),
           ok("heroku logs -n 5 -a invoicer-staging", h14("invoicer-staging") + "\n" +
              h14("invoicer-staging", "/favicon.ico", "2026-02-06T11:02:12.019233+00:00")),
           ok("heroku ps -a invoicer-staging", "No dynos on ⬢ invoicer-staging"),
           ok("cat Procfile", "web: gunicorn invoicer.wsgi --log-file -"),
           say("The Procfile declares a web process but no web dyno is running (a new app starts scaled to 0 for "
               "non-default process types created by a manifest). Scaling it to 1."),
           ok("heroku ps:scale web=1 -a invoicer-staging", "Scaling dynos... done, now running web at 1:Basic"),
           ok("sleep 15; curl -fsS https://invoicer-staging.herokuapp.com/health", "{\"status\":\"ok\"}"))
    lesson("t18-heroku-h14", "global", "en", "s-heroku", "env_setup",
           "Heroku answers 503 with H14 when the app has no web dyno scaled up",
           "Every request returns 503 \"Application error\" and the router logs `code=H14 desc=\"No web processes "
           "running\"`; `heroku ps` shows no dynos.",
           "Assuming a successful push also starts a web dyno; on this app the web process type stayed at 0.",
           "The router has no web dyno to send requests to; the process type exists in the Procfile but its "
           "formation is scaled to zero.",
           "Scale the web process up: `heroku ps:scale web=1 -a <app>` (any size suffix such as `web=1:Basic` "
           "works), then retry the request.",
           ["the router log said `at=error code=H14 desc=\"No web processes running\"` and `heroku ps -a "
            "invoicer-staging` printed `No dynos on ⬢ invoicer-staging`",
            "`heroku ps:scale web=1 -a invoicer-staging` printed `Scaling dynos... done, now running web at "
            "1:Basic` and `/health` returned `{\"status\":\"ok\"}`"])


def later_d() -> None:
    later("l-heroku-receipts", "/home/dev/receipts", "2026-03-03T12:00:00Z", "main",
          user("Create the receipts-prod app on heroku and get it serving."),
          ok("heroku create receipts-prod --region eu && git push heroku main",
             "Creating ⬢ receipts-prod... done, region is eu\nremote: -----> Building on the Heroku-22 stack\n"
             "remote: -----> Launching...\nremote:        Released v3\nremote: Verifying deploy... done."),
          ok("heroku ps:scale web=1:standard-1x -a receipts-prod",
             "Scaling dynos... done, now running web at 1:Standard-1X"),
          ok("curl -fsS https://receipts-prod.herokuapp.com/health", "{\"status\":\"ok\"}"))
    later("l-heroku-make", "/home/dev/ledger", "2026-03-05T10:00:00Z", "chore/make-targets",
          user("Add a make target that brings a heroku app's web dyno up, and use it on ledger-staging."),
          edit("/home/dev/ledger/Makefile", "deploy:\n\tgit push heroku main\n",
               "deploy:\n\tgit push heroku main\n\nheroku-up:\n\theroku ps:scale web=1 -a $(APP)\n"),
          ok("make heroku-up APP=ledger-staging",
             "heroku ps:scale web=1 -a ledger-staging\nScaling dynos... done, now running web at 1:Basic"),
          ok("curl -fsS -o /dev/null -w '%{http_code}' https://ledger-staging.herokuapp.com/", "200"))
    later("l-heroku-paste", "/home/dev/invoicer", "2026-03-07T09:10:00Z", "main",
          user("invoicer-review-412 is down again, from the dashboard logs:\n" +
               h14("invoicer-review-412", "/login", "2026-03-07T09:05:44.101010+00:00")),
          ok("heroku ps:scale web=1 -a invoicer-review-412", "Scaling dynos... done, now running web at 1:Basic"),
          ok("curl -fsS https://invoicer-review-412.herokuapp.com/health", "{\"status\":\"ok\"}"))
    later("l-heroku-logfile", "/home/dev/ops-reports", "2026-03-10T15:00:00Z", "main",
          user("Summarise yesterday's outages from the exported router log logs/router-2026-03-09.log."),
          ok("grep -c 'status=503' logs/router-2026-03-09.log && grep -m2 'code=H' logs/router-2026-03-09.log",
             "214\n" + h14("shopfront-prod", "/cart", "2026-03-09T02:14:07.000111+00:00") + "\n" +
             h14("shopfront-prod", "/", "2026-03-09T02:14:09.500222+00:00")),
          say("All 214 errors are H14 on shopfront-prod between 02:14 and 02:31: the web formation was at zero."))
    later("l-heroku-h10", "/home/dev/invoicer", "2026-03-12T11:00:00Z", "deps/bump",
          user("After the dependency bump invoicer-staging shows Application error."),
          ok("heroku logs -n 4 -a invoicer-staging",
             "2026-03-12T10:58:01.000000+00:00 app[web.1]: ModuleNotFoundError: No module named 'whitenoise'\n"
             "2026-03-12T10:58:02.000000+00:00 heroku[web.1]: State changed from starting to crashed\n"
             "2026-03-12T10:58:40.000000+00:00 heroku[router]: at=error code=H10 desc=\"App crashed\" method=GET "
             "path=\"/\" host=invoicer-staging.herokuapp.com status=503 bytes= protocol=https"),
          edit("/home/dev/invoicer/requirements.txt", "gunicorn==22.0.0\n", "gunicorn==22.0.0\nwhitenoise==6.7.0\n"),
          ok("git commit -qam 'add whitenoise' && git push -q heroku main && heroku ps -a invoicer-staging",
             "=== web (Basic): gunicorn invoicer.wsgi --log-file - (1)\nweb.1: up 2026/03/12 11:03:12 +0000 (~ 9s ago)"))
    later("l-heroku-runbook", "/home/dev/ops-handbook", "2026-03-14T10:00:00Z", "docs",
          user("Add a short section to the on-call handbook about heroku 503s."),
          edit("/home/dev/ops-handbook/oncall.md", "## Heroku\n",
               "## Heroku\n\n- H14 (no web processes running): `heroku ps:scale web=1 -a <app>`.\n"
               "- H10 (app crashed): read `heroku logs` for the traceback.\n"),
          say("Added the H14 and H10 entries."))
    later("l-heroku-noweb", "/home/dev/worker-only", "2026-03-17T16:00:00Z", "main",
          user("worker-only-staging should serve the status page now, make it so."),
          fail("heroku ps:scale web=1 -a worker-only-staging",
               "Exit code 1\nScaling dynos... !\n ▸    Couldn't find that process type (web)."),
          ok("heroku logs -n 1 -a worker-only-staging",
             h14("worker-only-staging", "/status", "2026-03-17T16:01:30.303030+00:00")),
          write("/home/dev/worker-only/Procfile", "worker: python worker.py\nweb: python status_page.py\n"),
          ok("git add Procfile && git commit -qm 'web process' && git push -q heroku main && "
             "heroku ps:scale web=1 -a worker-only-staging", "Scaling dynos... done, now running web at 1:Basic"))
    later("l-heroku-early", "/home/dev/invoicer", "2026-01-30T10:00:00Z", "main",
          user("Scale invoicer-staging down for the weekend and back up Monday."),
          ok("heroku ps:scale web=0 -a invoicer-staging", "Scaling dynos... done, now running web at 0:Basic"),
          ok("heroku ps:scale web=1 -a invoicer-staging", "Scaling dynos... done, now running web at 1:Basic"))

    pair("t18-heroku-h14", "l-heroku-receipts", "applied", "web scaled with a size suffix right after the first deploy")
    pair("t18-heroku-h14", "l-heroku-make", "applied",
         "fix through a Makefile target holding heroku ps:scale web=1; make runs it; no H14")
    pair("t18-heroku-h14", "l-heroku-paste", "recurred", "the person pastes an H14 router line for another app")
    pair("t18-heroku-h14", "l-heroku-logfile", "recurred", "H14 lines read from an exported router log file")
    pair("t18-heroku-h14", "l-heroku-h10", "neither", "look-alike: H10 App crashed from a missing module")
    pair("t18-heroku-h14", "l-heroku-runbook", "neither", "H14 and ps:scale only written into a handbook")
    pair("t18-heroku-h14", "l-heroku-noweb", "recurred",
         "ps:scale run first but fails (no web type), then the router log shows H14")
    pair("t18-heroku-h14", "l-heroku-early", "neither", "starts before the lesson's source session")
