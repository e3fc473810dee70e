"""tracking25, part c: papermill on a notebook without kernelspec metadata and the influx CLI with no org. The
labelling rules are in tracking25_cases.py."""
from __future__ import annotations

from tests.truth.tracking25_cases import T, edit, say, sh, u


def _pm_err(inp: str, out: str) -> str:
    return (f"Input Notebook:  {inp}\nOutput Notebook: {out}\nTraceback (most recent call last):\n  File "
            "\"/opt/venv/bin/papermill\", line 8, in <module>\n    sys.exit(papermill())\n  File "
            "\"/opt/venv/lib/python3.11/site-packages/papermill/engines.py\", line 370, in execute_notebook\n"
            "    kernel_name = kernel_name or nb.metadata.kernelspec.name\nValueError: No kernel name found in "
            "notebook and no override provided.")


def papermill_source() -> None:
    T.source(
        "s-papermill-kernel", "/home/lena/src/forecasting", "2026-04-05T08:00:00Z", "main",
        u("Run the weekly forecast notebook for week 14 with papermill and save it under out/."),
        sh("papermill notebooks/weekly_forecast.ipynb out/weekly_forecast_2026-14.ipynb -p week 14",
           _pm_err("notebooks/weekly_forecast.ipynb", "out/weekly_forecast_2026-14.ipynb"), True),
        sh("python -c \"import json; print(json.load(open('notebooks/weekly_forecast.ipynb'))['metadata'])\" && "
           "jupyter kernelspec list", "{'language_info': {'name': 'python'}}\nAvailable kernels:\n  python3    "
           "/home/lena/.venv/share/jupyter/kernels/python3"),
        say("The notebook was saved by a tool that stripped its kernelspec metadata, so papermill does not know "
            "which kernel to start. Naming the kernel on the command line."),
        sh("papermill notebooks/weekly_forecast.ipynb out/weekly_forecast_2026-14.ipynb -p week 14 -k python3",
           "Input Notebook:  notebooks/weekly_forecast.ipynb\nOutput Notebook: out/weekly_forecast_2026-14.ipynb\n"
           "Executing:   0%|          | 0/12 [00:00<?, ?cell/s]Executing notebook with kernel: python3\n"
           "Executing: 100%|██████████| 12/12 [00:21<00:00,  1.78s/cell]"),
    )
    T.lesson(
        "t25-papermill-kernel", "global", "en", "s-papermill-kernel", "tool_quirk",
        "papermill refuses a notebook whose kernelspec metadata was stripped",
        "`papermill in.ipynb out.ipynb` fails at once with `ValueError: No kernel name found in notebook and no "
        "override provided.`",
        "The kernel is installed and `jupyter kernelspec list` shows it, so it looks like an environment problem; "
        "it is the notebook file that lacks the kernel name.",
        "papermill takes the kernel from the notebook's `metadata.kernelspec`; notebooks saved by some editors or "
        "cleaned by output-stripping tools have no kernelspec, and papermill will not guess.",
        "Name the kernel: `-k python3` (long form `--kernel python3`) on the papermill command, or put the "
        "kernelspec back into the notebook's metadata (`\"kernelspec\": {\"name\": \"python3\", ...}`) so runs "
        "without the flag work.",
        ["`papermill notebooks/weekly_forecast.ipynb out/weekly_forecast_2026-14.ipynb -p week 14` failed with "
         "`ValueError: No kernel name found in notebook and no override provided.`",
         "the metadata holds only `{'language_info': {'name': 'python'}}`",
         "with `-k python3` it ran: `Executing notebook with kernel: python3`"],
    )


def papermill_later_a() -> None:
    T.later("l-papermill-churn-zsh", "/Users/lena/src/churn", "2026-04-20T07:30:00Z", "main",
            u("Render the churn notebook for March with papermill."),
            sh("papermill notebooks/churn.ipynb out/churn_2026-03.ipynb --kernel python3 -p month 2026-03",
               "Input Notebook:  notebooks/churn.ipynb\nOutput Notebook: out/churn_2026-03.ipynb\nExecuting "
               "notebook with kernel: python3\nExecuting: 100%|██████████| 18/18 [00:40<00:00,  2.22s/cell]"))
    T.pair("t25-papermill-kernel", "l-papermill-churn-zsh", "applied",
           "its first papermill run names the kernel with --kernel python3 and executes")
    T.later("l-papermill-kpi", "/home/lena/src/reporting", "2026-04-21T06:00:00Z", "feat/kpi",
            u("Run the KPI report notebook into /tmp so I can look at the charts."),
            sh("papermill reports/kpi.ipynb /tmp/kpi.ipynb", _pm_err("reports/kpi.ipynb", "/tmp/kpi.ipynb"), True),
            say("The kpi notebook has no kernelspec either; passing the kernel."),
            sh("papermill reports/kpi.ipynb /tmp/kpi.ipynb -k python3",
               "Executing notebook with kernel: python3\nExecuting: 100%|██████████| 9/9 [00:12<00:00]"))
    T.pair("t25-papermill-kernel", "l-papermill-kpi", "recurred",
           "papermill on reports/kpi.ipynb fails with No kernel name found before -k is added")
    T.later("l-papermill-inventory-pwsh", "C:\\Users\\lena\\src\\inventory", "2026-04-22T09:00:00Z", "main",
            u("Execute the inventory notebook in PowerShell and keep the output notebook."),
            sh("papermill .\\notebooks\\inventory.ipynb .\\out\\inventory.ipynb",
               _pm_err(".\\notebooks\\inventory.ipynb", ".\\out\\inventory.ipynb"), True),
            say("It stops before starting a kernel. I'll wait for you to tell me which kernel this notebook "
                "should use, since this machine has both python3 and a conda kernel."))
    T.pair("t25-papermill-kernel", "l-papermill-inventory-pwsh", "recurred",
           "papermill on inventory.ipynb fails with the same ValueError; left open")


def papermill_later_b() -> None:
    T.later("l-papermill-keyerror", "/home/lena/src/forecasting", "2026-04-23T08:00:00Z", "main",
            u("Week 15 forecast please, same notebook."),
            sh("papermill notebooks/weekly_forecast.ipynb out/weekly_forecast_2026-15.ipynb -p week 15",
               "Input Notebook:  notebooks/weekly_forecast.ipynb\nOutput Notebook: out/weekly_forecast_2026-15"
               ".ipynb\nExecuting notebook with kernel: python3\nExecuting:  42%|████▏     | 5/12 [00:09<00:13]\n"
               "papermill.exceptions.PapermillExecutionError: \n---------------------------------------------------"
               "------------------------\nException encountered at \"In [5]\":\nKeyError: 'region'", True),
            say("The notebook runs now but cell 5 expects a region column the week-15 extract lacks."))
    T.pair("t25-papermill-kernel", "l-papermill-keyerror", "neither",
           "papermill starts the kernel and fails inside a cell on KeyError 'region', a different error")
    T.later("l-papermill-readme", "/home/lena/src/forecasting", "2026-04-24T12:00:00Z", "docs/readme",
            u("Document how to run the weekly notebook in the README."),
            edit("/home/lena/src/forecasting/README.md", "## Running\n",
                 "## Running\n\n    papermill notebooks/weekly_forecast.ipynb out/weekly_<week>.ipynb "
                 "-p week <week> -k python3\n"))
    T.pair("t25-papermill-kernel", "l-papermill-readme", "neither",
           "the -k python3 command is only written into the README; papermill is not run")
    T.later("l-papermill-metadata", "/home/lena/src/forecasting", "2026-04-26T07:00:00Z", "fix/kernelspec",
            u("Put the kernelspec back into the weekly notebook so plain papermill works, then run week 16."),
            sh("jq '.metadata.kernelspec = {\"name\": \"python3\", \"display_name\": \"Python 3\", \"language\": "
               "\"python\"}' notebooks/weekly_forecast.ipynb > /tmp/nb.json && mv /tmp/nb.json "
               "notebooks/weekly_forecast.ipynb", ""),
            sh("papermill notebooks/weekly_forecast.ipynb out/weekly_forecast_2026-16.ipynb -p week 16",
               "Executing notebook with kernel: python3\nExecuting: 100%|██████████| 12/12 [00:22<00:00]"))
    T.pair("t25-papermill-kernel", "l-papermill-metadata", "applied",
           "restores metadata.kernelspec in the notebook before running papermill, which executes")


def _influx_err() -> str:
    return "Error: must specify org ID or org name"


def influx_source() -> None:
    T.source(
        "s-influx-org", "/Users/omar/src/telemetry", "2026-04-06T15:00:00Z", "feat/sensors",
        u("Create a sensors_raw bucket with 30 days retention on the local InfluxDB."),
        sh("influx bucket create --name sensors_raw --retention 30d", _influx_err(), True),
        sh("influx config list", "Active\tName\tURL\t\t\tOrg\n*\tlocal\thttp://localhost:8086\t"),
        say("The active CLI config has no org, and the operator token spans every org, so the CLI will not pick "
            "one. Passing the org."),
        sh("influx bucket create --name sensors_raw --retention 30d --org acme",
           "ID\t\t\tName\t\tRetention\tShard group duration\tOrganization ID\t\tSchema Type\n0a1b2c3d4e5f6a7b\t"
           "sensors_raw\t720h0m0s\t24h0m0s\t\t\t9f8e7d6c5b4a3921\timplicit"),
    )
    T.lesson(
        "t25-influx-org", "global", "en", "s-influx-org", "tool_quirk",
        "influx CLI commands fail when the active config has no org",
        "`influx bucket create` (and other org-scoped influx commands) fail with `Error: must specify org ID or "
        "org name`.",
        "The token is valid and `influx ping` works, so it looks like the command is missing a bucket option; the "
        "CLI wants the organisation.",
        "The influx CLI takes the org from the flag, the `INFLUX_ORG` environment variable or the active CLI "
        "config; a config created without `--org` leaves it empty and an all-access token does not imply one.",
        "Give the org: `--org acme` (short `-o acme`), or `INFLUX_ORG=acme` in the environment, or store it in the "
        "active CLI config (`influx config set --config-name local --org acme`).",
        ["`influx bucket create --name sensors_raw --retention 30d` → `Error: must specify org ID or org name`",
         "`influx config list` shows the active config `local` with an empty Org column",
         "`influx bucket create --name sensors_raw --retention 30d --org acme` created `sensors_raw`"],
    )


def influx_later() -> None:
    T.later("l-influx-query-short", "/home/omar/src/telemetry", "2026-04-20T10:00:00Z", "main",
            u("How many points landed in sensors_raw in the last hour?"),
            sh("influx query -o acme 'from(bucket:\"sensors_raw\") |> range(start: -1h) |> count()'",
               "Result: _result\nTable: keys: [_start, _stop, _field, _measurement]\n_value\n------\n3612"))
    T.pair("t25-influx-org", "l-influx-query-short", "applied", "its influx query passes the org with -o and answers")
    T.later("l-influx-fish-env", "/home/omar/src/telemetry", "2026-04-21T11:20:00Z", "chore/retention",
            u("List the buckets and their retention."),
            sh("set -gx INFLUX_ORG acme; influx bucket list", "ID\t\t\tName\t\tRetention\n0a1b2c3d4e5f6a7b\t"
               "sensors_raw\t720h0m0s\n1b2c3d4e5f6a7b8c\t_monitoring\t168h0m0s"))
    T.pair("t25-influx-org", "l-influx-fish-env", "applied",
           "exports INFLUX_ORG (fish set -gx) before influx bucket list, which succeeds")
    T.later("l-influx-edge", "/home/omar/src/edge-agent", "2026-04-22T14:00:00Z", "feat/eu",
            u("Write the test batch to edge_metrics on the EU InfluxDB."),
            sh("influx write --bucket edge_metrics --host http://influx-eu.internal:8086 -f batch.lp",
               _influx_err(), True),
            sh("influx write --bucket edge_metrics --host http://influx-eu.internal:8086 --org acme-eu -f batch.lp",
               ""))
    T.pair("t25-influx-org", "l-influx-edge", "recurred",
           "influx write to the EU host fails with must specify org ID or org name before --org")
    T.later("l-influx-pwsh", "C:\\Users\\omar\\telemetry", "2026-04-23T09:30:00Z", "main",
            u("Show me the buckets on the Windows test box."),
            sh("influx bucket list", _influx_err(), True),
            say("The CLI config on this box has no org set; which org should I use here?"))
    T.pair("t25-influx-org", "l-influx-pwsh", "recurred", "influx bucket list fails with the same org error")
    T.later("l-influx-backup-401", "/home/omar/src/telemetry", "2026-04-24T02:00:00Z", "main",
            u("Back up the local InfluxDB to /tmp/influx-backup."),
            sh("influx backup /tmp/influx-backup", "Error: failed to backup metadata: failed to download metadata "
               "snapshot: 401 Unauthorized: read:authorizations is unauthorized", True),
            say("Backups need an operator token; the configured token is a read/write token."))
    T.pair("t25-influx-org", "l-influx-backup-401", "neither",
           "influx backup fails with 401 for a token lacking permissions, a different error")
    T.later("l-influx-before", "/Users/omar/src/telemetry", "2026-03-22T10:00:00Z", "main",
            u("Make a scratch bucket on the local InfluxDB."),
            sh("influx bucket create --name scratch", _influx_err(), True),
            sh("influx bucket create --name scratch --org acme", "ID\t\t\tName\n2c3d4e5f6a7b8c9d\tscratch"))
    T.pair("t25-influx-org", "l-influx-before", "neither", "dated before the lesson's source session")


FILLS = [papermill_source, papermill_later_a, papermill_later_b, influx_source, influx_later]
