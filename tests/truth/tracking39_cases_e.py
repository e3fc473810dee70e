"""Cases of the thirty-ninth tracking corpus, part e: mlflow ui on macOS port 5000 held by the AirPlay Receiver
(zsh), HttpListener's Access is denied without an HTTP.sys URL reservation (netsh in cmd and PowerShell), and
Docusaurus failing the build on broken links (a prose-only fix). Rules and helpers are in tracking39_cases.py."""
from __future__ import annotations

from tests.truth.tracking39_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 13. mlflow ui / server on macOS: port 5000 held by the AirPlay Receiver (zsh)


def in_use(pid: int, ts: str) -> str:
    line = f"[{ts} +0900] [{pid}]"
    return (f"{line} [INFO] Starting gunicorn 22.0.0\n{line} [ERROR] Connection in use: ('127.0.0.1', 5000)\n"
            f"{line} [ERROR] connection to ('127.0.0.1', 5000) failed: [Errno 48] Address already in use\n"
            f"{line} [ERROR] Retrying in 1 second.\n{line} [ERROR] Can't connect to ('127.0.0.1', 5000)\n"
            "Running the mlflow server failed. Please see the logs above for details.")


LSOF_CC = ("COMMAND   PID USER   FD   TYPE             DEVICE SIZE/OFF NODE NAME\n"
           "ControlCe 612  kai    9u  IPv4 0x5c1e2a7f3b9d01c3      0t0  TCP *:5000 (LISTEN)\n"
           "ControlCe 612  kai   10u  IPv6 0x5c1e2a7f3b9d02e1      0t0  TCP *:5000 (LISTEN)")


def mlflow_cases() -> None:
    T.source(
        "s-mlflow-airplay", "/Users/kai/ml/churn", "2026-03-18T01:00:00Z", "main",
        user("Open the MLflow UI for the churn runs."),
        err("mlflow ui --backend-store-uri ./mlruns", in_use(48211, "2026-03-18 10:02:11")),
        ok("lsof -nP -iTCP:5000 -sTCP:LISTEN", LSOF_CC),
        say("Port 5000 belongs to ControlCenter: macOS's AirPlay Receiver listens there. I'll run MLflow on "
            "another port rather than change your system settings."),
        ok("(mlflow ui --backend-store-uri ./mlruns --port 5001 > /tmp/mlflow.log 2>&1 &); curl -s --retry 5 "
           "--retry-connrefused -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:5001/", "200"),
    )
    T.lesson(
        "t39-mlflow-port-5000", "global", "en", "s-mlflow-airplay", "tool_quirk",
        "mlflow ui cannot bind port 5000 on macOS: the AirPlay Receiver holds it",
        "On macOS, `mlflow ui` (or `mlflow server`) exits with `Connection in use: ('127.0.0.1', 5000)` and "
        "`Running the mlflow server failed.`",
        "Nothing MLflow-related is running, so the message looks like a stale server; killing python processes "
        "does not help.",
        "Since macOS 12 the AirPlay Receiver (ControlCenter) listens on port 5000, MLflow's default port.",
        "Run MLflow on another port with `--port 5001` / `-p 5001` (and point MLFLOW_TRACKING_URI at it), or "
        "turn off AirPlay Receiver in System Settings.",
        ["`mlflow ui --backend-store-uri ./mlruns` -> `Connection in use: ('127.0.0.1', 5000)` and `Running the "
         "mlflow server failed.`",
         "`lsof -nP -iTCP:5000 -sTCP:LISTEN` showed `ControlCe`; with `--port 5001` the UI answered `200`"])

    T.later(
        "l-mlflow-server-p", "/Users/kai/ml/pricing", "2026-04-02T00:30:00Z", "exp/gbm",
        user("Start a tracking server for the pricing experiments and log the GBM run to it."),
        ok("(mlflow server -p 5050 --backend-store-uri sqlite:///mlflow.db > /tmp/mlf.log 2>&1 &); curl -s --retry 5 "
           "--retry-connrefused -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:5050/health", "200"),
        ok("MLFLOW_TRACKING_URI=http://127.0.0.1:5050 python train_gbm.py --max-depth 6",
           "2026/04/02 09:31:40 INFO mlflow.tracking.fluent: Experiment with name 'pricing' does not exist. "
           "Creating a new experiment.\nrmse=0.4127\n🏃 View run bold-hare-12 at: http://127.0.0.1:5050/#/experiments/"
           "1/runs/4c1f9e"),
    )
    T.pair("t39-mlflow-port-5000", "l-mlflow-server-p", "applied",
           "mlflow server is started with -p 5050 and the tracking URI points there; the run logs")

    T.later(
        "l-mlflow-make", "/Users/kai/ml/churn", "2026-04-10T02:00:00Z", "chore/make",
        user("Add a make target for the MLflow UI and start it."),
        edit("/Users/kai/ml/churn/Makefile", "train:\n",
             "ui:\n\tmlflow ui --backend-store-uri ./mlruns --port 5001\n\ntrain:\n"),
        ok("(make ui > /tmp/ui.log 2>&1 &); curl -s --retry 5 --retry-connrefused -o /dev/null "
           "-w '%{http_code}\\n' http://127.0.0.1:5001/", "200"),
    )
    T.pair("t39-mlflow-port-5000", "l-mlflow-make", "applied",
           "the make target runs mlflow ui --port 5001 and the UI answers")

    T.later(
        "l-mlflow-newmac", "/Users/kai/ml/churn", "2026-04-18T01:00:00Z", "main",
        user("New MacBook. Start an MLflow tracking server with the sqlite store."),
        err("mlflow server --backend-store-uri sqlite:///mlflow.db", in_use(1733, "2026-04-18 10:01:02")),
        ok("lsof -nP -iTCP:5000 -sTCP:LISTEN", LSOF_CC.replace(" 612", " 498")),
        say("AirPlay Receiver again on the new machine. Which port do you want?"),
    )
    T.pair("t39-mlflow-port-5000", "l-mlflow-newmac", "recurred",
           "on the new Mac, mlflow server fails with Connection in use on 5000 held by ControlCenter")

    T.later(
        "l-mlflow-fraud", "/Users/kai/ml/fraud", "2026-04-25T03:00:00Z", "main",
        user("Show me the fraud-model runs in the UI."),
        err("mlflow ui", in_use(2290, "2026-04-25 12:00:14")),
        ok("(mlflow ui -p 5002 > /tmp/fraud-ui.log 2>&1 &); curl -s --retry 5 --retry-connrefused -o /dev/null "
           "-w '%{http_code}\\n' http://127.0.0.1:5002/", "200"),
    )
    T.pair("t39-mlflow-port-5000", "l-mlflow-fraud", "recurred",
           "mlflow ui on the default port fails with Connection in use before -p 5002 is used")

    T.later(
        "l-mlflow-stale", "/home/kai/ml/churn", "2026-05-03T02:00:00Z", "main",
        user("On the Linux GPU box, restart the MLflow UI."),
        err("mlflow ui --backend-store-uri ./mlruns",
            in_use(90112, "2026-05-03 11:00:40").replace("+0900", "+0000")),
        ok("lsof -nP -iTCP:5000 -sTCP:LISTEN", "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\n"
           "gunicorn 71020  kai    5u  IPv4 4412871      0t0  TCP 127.0.0.1:5000 (LISTEN)"),
        ok("kill 71020 && (mlflow ui --backend-store-uri ./mlruns > /tmp/ui.log 2>&1 &); curl -s --retry 5 "
           "--retry-connrefused -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:5000/", "200"),
    )
    T.pair("t39-mlflow-port-5000", "l-mlflow-stale", "neither",
           "on Linux the port is held by yesterday's MLflow gunicorn: the same message from another cause")

    T.later(
        "l-mlflow-gc", "/Users/kai/ml/churn", "2026-05-10T04:00:00Z", "main",
        user("Clean out deleted runs from the churn store."),
        ok("mlflow gc --backend-store-uri ./mlruns", "Run with ID 0e1d2c3b4a59 has been permanently deleted.\n"
           "Run with ID 7f6e5d4c3b2a has been permanently deleted."),
        ok("du -sh mlruns", "412M\tmlruns"),
    )
    T.pair("t39-mlflow-port-5000", "l-mlflow-gc", "neither",
           "mlflow is used for gc; no server is started")

    T.later(
        "l-mlflow-early", "/Users/kai/ml/churn", "2026-02-24T01:00:00Z", "main",
        user("Open the UI."),
        ok("(mlflow ui --port 8080 > /tmp/mlflow.log 2>&1 &); curl -s --retry 5 --retry-connrefused -o /dev/null "
           "-w '%{http_code}\\n' http://127.0.0.1:8080/", "200"),
    )
    T.pair("t39-mlflow-port-5000", "l-mlflow-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 14. HttpListener's Access is denied without an HTTP.sys URL reservation (netsh in cmd and PowerShell)

TA = "C:\\src\\TelemetryAgent"


def denied(app: str, prefix: str, line: int) -> str:
    return (f"info: {app}[0]\n      Starting listener on {prefix}\nUnhandled exception. "
            "System.Net.HttpListenerException (5): Access is denied.\n   at System.Net.HttpListener.SetupV2Config()\n"
            f"   at System.Net.HttpListener.Start()\n   at {app}.Program.Main(String[] args) in C:\\src\\{app}\\src\\"
            f"{app}\\Program.cs:line {line}")


def added() -> str:
    return "\nURL reservation successfully added\n"


def urlacl_cases() -> None:
    T.source(
        "s-urlacl", TA, "2026-03-19T05:00:00Z", "feat/health",
        user("Run the telemetry agent locally and hit its health endpoint."),
        err("dotnet run --project src\\TelemetryAgent", denied("TelemetryAgent", "http://+:8080/", 21)),
        say("HttpListener goes through HTTP.sys: a non-admin account may only listen on a wildcard prefix like "
            "http://+:8080/ if the URL is reserved for it. One elevated netsh call reserves it for your user."),
        ok("Start-Process netsh -Verb RunAs -Wait -ArgumentList \"http add urlacl url=http://+:8080/ "
           "user=$env:USERDOMAIN\\$env:USERNAME\"; netsh http show urlacl url=http://+:8080/; "
           "$p = Start-Process dotnet -ArgumentList 'run --project src\\TelemetryAgent' -PassThru; "
           "Start-Sleep -Seconds 8; (Invoke-WebRequest http://localhost:8080/health -UseBasicParsing).StatusCode; "
           "Stop-Process $p",
           "\nURL Reservations: \n----------------- \n\n    Reserved URL            : http://+:8080/ \n"
           "        User: CONTOSO\\amir\n            Listen: Yes\n            Delegate: No\n\n200"),
    )
    T.lesson(
        "t39-httplistener-urlacl", "global", "en", "s-urlacl", "env_setup",
        "HttpListener on a wildcard prefix needs an HTTP.sys URL reservation for non-admin users",
        "Starting a self-hosted HttpListener on `http://+:8080/` as a normal user throws "
        "`System.Net.HttpListenerException (5): Access is denied.`",
        "It runs fine from an elevated prompt or in Visual Studio as admin, so it looks like a code or firewall "
        "problem.",
        "HTTP.sys only lets administrators register wildcard URL prefixes unless the URL has been reserved "
        "(urlacl) for the account.",
        "Reserve the prefix once from an elevated shell: `netsh http add urlacl url=http://+:8080/ "
        "user=DOMAIN\\user` (cmd or PowerShell, or a setup .cmd script), then run the app as yourself. For "
        "local-only use, listening on `http://localhost:8080/` needs no reservation.",
        ["`dotnet run --project src\\TelemetryAgent` -> `System.Net.HttpListenerException (5): Access is denied.`",
         "after `http add urlacl url=http://+:8080/ user=$env:USERDOMAIN\\$env:USERNAME` through an elevated "
         "netsh, the health endpoint answered `200`"])

    T.later(
        "l-urlacl-cmd", "C:\\src\\MetricsGateway", "2026-04-03T06:00:00Z", "main",
        user("I opened an admin cmd for you. Reserve the gateway's URL and start it as my user."),
        ok("netsh http add urlacl url=http://+:9100/ user=%USERDOMAIN%\\%USERNAME%", added()),
        ok("runas /trustlevel:0x20000 \"dotnet run --project src\\MetricsGateway\" & "
           "curl -s -o NUL -w \"%{http_code}\" --retry 5 --retry-connrefused http://localhost:9100/metrics", "200"),
    )
    T.pair("t39-httplistener-urlacl", "l-urlacl-cmd", "applied",
           "netsh http add urlacl reserves http://+:9100/ in cmd before the gateway starts; it answers")

    T.later(
        "l-urlacl-script", TA, "2026-04-11T07:00:00Z", "chore/dev-setup",
        user("Make a dev setup script that reserves the agent's URLs, run it, then start the agent."),
        write(f"{TA}\\tools\\setup-dev.cmd", "@echo off\nrem run from an elevated prompt\n"
              "netsh http add urlacl url=http://+:8080/ user=%USERDOMAIN%\\%USERNAME%\n"
              "netsh http add urlacl url=http://+:8081/ user=%USERDOMAIN%\\%USERNAME%\n"),
        ok("Start-Process cmd -Verb RunAs -Wait -ArgumentList '/c tools\\setup-dev.cmd'; netsh http show urlacl | "
           "Select-String '808'", "    Reserved URL            : http://+:8080/ \n"
           "    Reserved URL            : http://+:8081/ "),
        ok("$p = Start-Process dotnet -ArgumentList 'run --project src\\TelemetryAgent -- --admin-port 8081' "
           "-PassThru; Start-Sleep -Seconds 8; (Invoke-WebRequest http://localhost:8081/admin/ping "
           "-UseBasicParsing).StatusCode; Stop-Process $p", "200"),
    )
    T.pair("t39-httplistener-urlacl", "l-urlacl-script", "applied",
           "a setup .cmd with the netsh urlacl lines is run elevated; the agent then listens on 8081")

    T.later(
        "l-urlacl-gateway", "C:\\src\\MetricsGateway", "2026-04-19T02:00:00Z", "feat/pull",
        user("Start MetricsGateway on this new dev VM."),
        err("dotnet run --project src\\MetricsGateway", denied("MetricsGateway", "http://+:9100/", 33)),
        say("The new VM has no URL reservation for 9100. Do you want me to add one (needs elevation)?"),
    )
    T.pair("t39-httplistener-urlacl", "l-urlacl-gateway", "recurred",
           "MetricsGateway on the new VM throws HttpListenerException (5) Access is denied for http://+:9100/")

    T.later(
        "l-urlacl-ps1", "C:\\tools\\hooks", "2026-04-26T09:00:00Z", "main",
        user("Run my little webhook listener script."),
        err(".\\listen.ps1 -Port 8088",
            "Listening on http://*:8088/\nException calling \"Start\" with \"0\" argument(s): \"Access is denied.\"\n"
            "At C:\\tools\\hooks\\listen.ps1:7 char:1\n+ $listener.Start()\n+ ~~~~~~~~~~~~~~~~~\n"
            "    + CategoryInfo          : NotSpecified: (:) [], MethodInvocationException\n"
            "    + FullyQualifiedErrorId : HttpListenerException"),
        edit("C:\\tools\\hooks\\listen.ps1", "\"http://*:$Port/\"", "\"http://localhost:$Port/\""),
        ok(".\\listen.ps1 -Port 8088 -Once", "Listening on http://localhost:8088/\nreceived POST /hook (212 bytes)"),
    )
    T.pair("t39-httplistener-urlacl", "l-urlacl-ps1", "recurred",
           "the PowerShell HttpListener on http://*:8088/ fails with Access is denied before switching to localhost")

    T.later(
        "l-urlacl-conflict", TA, "2026-05-04T05:00:00Z", "main",
        user("Agent won't start again this morning."),
        err("dotnet run --project src\\TelemetryAgent",
            "info: TelemetryAgent[0]\n      Starting listener on http://+:8080/\nUnhandled exception. "
            "System.Net.HttpListenerException (183): Failed to listen on prefix 'http://+:8080/' because it "
            "conflicts with an existing registration on the machine."),
        ok("Get-Process TelemetryAgent | Select-Object Id, StartTime",
           "   Id StartTime\n   -- ---------\n 8844 04/05/2026 08:12:31"),
        ok("Stop-Process -Id 8844; dotnet run --project src\\TelemetryAgent --no-build -- --check",
           "listener ok on http://+:8080/"),
    )
    T.pair("t39-httplistener-urlacl", "l-urlacl-conflict", "neither",
           "error 183, a prefix already registered by a leftover process: a different HttpListener error")

    T.later(
        "l-urlacl-firewall", TA, "2026-05-12T03:00:00Z", "ops/lab",
        user("Let the lab laptops reach the agent on 8080 through the Windows firewall."),
        ok("netsh advfirewall firewall add rule name=\"TelemetryAgent 8080\" dir=in action=allow protocol=TCP "
           "localport=8080", "Ok.\n"),
        ok("netsh advfirewall firewall show rule name=\"TelemetryAgent 8080\" | Select-String 'LocalPort|Action'",
           "LocalPort:                            8080\nAction:                               Allow"),
    )
    T.pair("t39-httplistener-urlacl", "l-urlacl-firewall", "neither",
           "netsh is used for a firewall rule, not a URL reservation; nothing fails")

    T.later(
        "l-urlacl-early", TA, "2026-02-19T05:00:00Z", "main",
        user("First run of the agent skeleton."),
        ok("dotnet run --project src\\TelemetryAgent -- --prefix http://localhost:8080/ --check",
           "listener ok on http://localhost:8080/"),
    )
    T.pair("t39-httplistener-urlacl", "l-urlacl-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 15. Docusaurus failing the build on broken links (a prose-only fix)

SD = "/home/ines/site-docs"


def broken(page: str, link: str, resolved: str) -> str:
    return ("[INFO] [en] Creating an optimized production build...\n[SUCCESS] Client\n[SUCCESS] Server\n"
            "[ERROR] Error: Unable to build website for locale en.\n    at tryToBuildLocale (/node_modules/"
            "@docusaurus/core/lib/commands/build.js:83:15)\n  [cause]: Error: Docusaurus found broken links!\n\n"
            "  Please check the pages of your site in the list below, and make sure you don't reference any path that "
            "does not exist.\n  Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus "
            "configuration, and let the build pass.\n\n  Exhaustive list of all broken links found:\n"
            f"  - Broken link on source page path = {page}:\n     -> linking to {link} (resolved as: {resolved})")


BUILT = "[SUCCESS] Generated static files in \"build\".\n[INFO] Use `npm run serve` command to test your build locally."


def docusaurus_cases() -> None:
    T.source(
        "s-docusaurus-links", SD, "2026-03-20T03:00:00Z", "docs/reorg",
        user("I moved the deploy guide under docs/guides/. The build is red now; fix it."),
        err("npm run build", "> site-docs@1.0.0 build\n> docusaurus build\n\n"
            + broken("/docs/guides/deploy", "../install", "/docs/install")),
        ok("ls docs docs/getting-started", "docs:\ngetting-started\nguides\nintro.md\n\ndocs/getting-started:\n"
           "install.md\nquickstart.md"),
        say("The guide links by URL path relative to its page, which broke when it moved. Linking the Markdown "
            "file instead lets Docusaurus resolve it wherever the page ends up."),
        edit(f"{SD}/docs/guides/deploy.md", "[install the CLI](../install)",
             "[install the CLI](../getting-started/install.md)"),
        ok("npm run build", BUILT),
    )
    T.lesson(
        "t39-docusaurus-broken-links", "project", "en", "s-docusaurus-links", "build_config",
        "Docusaurus fails the production build on broken links after pages move",
        "`docusaurus build` stops with `Error: Docusaurus found broken links!` listing a link and what it "
        "`resolved as`, although `npm start` showed the pages fine.",
        "The dev server does not check links, so the breakage shows up only in the production build or CI.",
        "Links written as URL paths relative to the page (`../install`) resolve against the page's new route "
        "after a move; onBrokenLinks defaults to 'throw'.",
        "Fix each listed link, preferably by linking the Markdown file path (`../getting-started/install.md`), "
        "which Docusaurus resolves from the file, and rebuild. Only if a link cannot be fixed yet, set "
        "onBrokenLinks to 'warn' in docusaurus.config.js.",
        ["`npm run build` -> `Error: Docusaurus found broken links!` with `linking to ../install (resolved as: "
         "/docs/install)`",
         "after changing the link to `../getting-started/install.md`, `npm run build` -> `Generated static files "
         "in \"build\".`"])

    T.later(
        "l-docu-mdlinks", SD, "2026-04-04T02:00:00Z", "docs/move-faq",
        user("Move the FAQ under docs/help/ and keep every link working."),
        ok("git mv docs/faq.md docs/help/faq.md && grep -rn '](' docs/help/faq.md | head -3",
           "docs/help/faq.md:12:See [install](getting-started/install.md).\ndocs/help/faq.md:19:[quickstart]"
           "(getting-started/quickstart.md)"),
        edit(f"{SD}/docs/help/faq.md", "[install](getting-started/install.md)",
             "[install](../getting-started/install.md)"),
        edit(f"{SD}/docs/help/faq.md", "[quickstart](getting-started/quickstart.md)",
             "[quickstart](../getting-started/quickstart.md)"),
        ok("npm run build", BUILT),
    )
    T.pair("t39-docusaurus-broken-links", "l-docu-mdlinks", "applied",
           "links are rewritten as Markdown file paths for the moved page before the build, which passes")

    T.later(
        "l-docu-warn", "/home/ines/api-portal", "2026-04-12T04:00:00Z", "release/1.8",
        user("The release can't wait for the API team's pages; let the portal build with their dead links for now."),
        read("/home/ines/api-portal/docusaurus.config.js", "module.exports = {\n  title: 'API Portal',\n"
             "  onBrokenLinks: 'throw',\n"),
        edit("/home/ines/api-portal/docusaurus.config.js", "onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',"),
        ok("npm run build", "[WARNING] Docusaurus found broken links!\n  - Broken link on source page path = "
           "/api/v2/auth:\n     -> linking to /api/v2/tokens\n" + BUILT),
    )
    T.pair("t39-docusaurus-broken-links", "l-docu-warn", "applied",
           "onBrokenLinks is set to 'warn' as the lesson allows and the build passes with warnings")

    T.later(
        "l-docu-versioned", SD, "2026-04-20T05:00:00Z", "docs/v2-snapshot",
        user("Cut the 2.x docs version and build."),
        ok("npm run docusaurus docs:version 2.x", "[SUCCESS] [docs]: version 2.x created!"),
        err("npm run build", broken("/docs/2.x/guides/rollback", "../deploy-old", "/docs/2.x/deploy-old")),
        say("The rollback guide in the 2.x snapshot links a page that was removed. Which target should it use?"),
    )
    T.pair("t39-docusaurus-broken-links", "l-docu-versioned", "recurred",
           "the build fails with Docusaurus found broken links on the 2.x versioned rollback page")

    T.later(
        "l-docu-ci", "/home/ines/handbook", "2026-04-28T06:00:00Z", "docs/oncall",
        user("Reproduce the handbook's CI failure locally and fix it."),
        err("yarn docusaurus build", broken("/oncall/escalation", "./paging", "/oncall/escalation/paging")),
        edit("/home/ines/handbook/docs/oncall/escalation.md", "[paging policy](./paging)",
             "[paging policy](./paging.md)"),
        ok("yarn docusaurus build", BUILT),
    )
    T.pair("t39-docusaurus-broken-links", "l-docu-ci", "recurred",
           "the handbook build fails on a broken link before it is changed to a .md path")

    T.later(
        "l-docu-mdx", SD, "2026-05-05T03:00:00Z", "docs/api-table",
        user("Build after the API table page was added."),
        err("npm run build",
            "[ERROR] Error: MDX compilation failed for file \"/home/ines/site-docs/docs/api.mdx\"\nCause: Could not "
            "parse expression with acorn\nDetails:\n{\n  \"line\": 41,\n  \"column\": 12\n}"),
        edit(f"{SD}/docs/api.mdx", "| `{limit}` |", "| `\\{limit\\}` |"),
        ok("npm run build", BUILT),
    )
    T.pair("t39-docusaurus-broken-links", "l-docu-mdx", "neither",
           "an MDX compilation error: a different Docusaurus build failure")

    T.later(
        "l-docu-i18n", SD, "2026-05-13T02:00:00Z", "i18n/ko",
        user("Extract the strings for a Korean translation."),
        ok("npm run write-translations -- --locale ko",
           "[INFO] 84 translations will be written at \"i18n/ko/code.json\".\n[SUCCESS] 3 translations written at "
           "\"i18n/ko/docusaurus-theme-classic/navbar.json\"."),
    )
    T.pair("t39-docusaurus-broken-links", "l-docu-i18n", "neither",
           "docusaurus writes translations; no build and no link check")

    T.later(
        "l-docu-early", SD, "2026-02-26T03:00:00Z", "main",
        user("Build the docs."),
        err("npm run build", broken("/docs/intro", "./quickstart", "/docs/quickstart")),
        edit(f"{SD}/docs/intro.md", "(./quickstart)", "(./getting-started/quickstart.md)"),
        ok("npm run build", BUILT),
    )
    T.pair("t39-docusaurus-broken-links", "l-docu-early", "neither",
           "dated before the lesson's source session")


FILLS = [mlflow_cases, urlacl_cases, docusaurus_cases]
