"""The cases of the twenty-first tracking corpus, part two: a Prefect flow run's result read back from the API without
result persistence (a Korean lesson), and helmfile without the helm-diff plugin. The labelling rules are in
tracking21_cases.py."""
from __future__ import annotations

from tests.truth.tracking21_cases import T, bash

# ---------------------------------------------------------------- c: Prefect MissingResult (Korean)

ETL = "/home/jiwoo/work/etl-flows"


def missing_result(script: str, line: int, call: str) -> str:
    return (f"Traceback (most recent call last):\n  File \"{ETL}/scripts/{script}\", line {line}, in <module>\n"
            f"    {call}\n  File \"{ETL}/.venv/lib/python3.12/site-packages/prefect/client/schemas/objects.py\", "
            "line 364, in result\n    return get_state_result(self, raise_on_failure=raise_on_failure, "
            "fetch=fetch)\n  File \"" + ETL + "/.venv/lib/python3.12/site-packages/prefect/states.py\", line 91, "
            "in get_state_result\n    return _get_state_result(state, raise_on_failure=raise_on_failure)\n"
            "prefect.exceptions.MissingResult: State data is missing. Typically, this occurs when result "
            "persistence is disabled and the state has been retrieved from the API.")


TRIGGER = """from prefect.deployments import run_deployment

run = run_deployment("nightly-sync/nightly", parameters={"full": False})
print("state:", run.state.name)
print("synced rows:", run.state.result())
"""


def lesson_c() -> None:
    T.source("s-prefect-result", ETL, "2025-09-06T05:40:00Z", "feat/nightly-sync",
             ("user", "nightly-sync 배포를 트리거하고 동기화된 행 수를 출력하는 scripts/trigger.py 를 만들어서 돌려줘."),
             ("write", f"{ETL}/scripts/trigger.py", TRIGGER),
             bash("uv run python scripts/trigger.py",
                  "state: Completed\n" + missing_result("trigger.py", 5,
                                                        'print("synced rows:", run.state.result())'), True),
             ("say", "플로우 실행은 Completed 인데, 워커에서 돌아간 실행의 반환값이 어디에도 저장되지 않아서 API 에서 "
                     "가져온 상태에는 데이터가 없습니다. 플로우에서 결과 영속화를 켜겠습니다."),
             ("edit", f"{ETL}/flows/nightly.py", '@flow(name="nightly-sync")',
              '@flow(name="nightly-sync", persist_result=True)'),
             bash("uv run python scripts/trigger.py", "state: Completed\nsynced rows: 18342"))
    T.lesson("t21-prefect-missing-result", "global", "ko", "s-prefect-result", "api_quirk",
             "API 에서 가져온 Prefect 플로우 실행의 result() 는 결과 영속화가 꺼져 있으면 MissingResult 로 실패한다",
             "`uv run python scripts/trigger.py` 가 `prefect.exceptions.MissingResult: State data is missing` 로 "
             "끝났다. 플로우 실행 자체는 Completed 였다.",
             "플로우가 실패했다고 보고 플로우 코드를 디버깅하는 것. 실행은 성공했고 반환값만 저장되지 않았다.",
             "Prefect 는 기본값으로 결과를 저장하지 않는다. 다른 프로세스(워커)에서 실행된 플로우의 반환값은 API 에서 "
             "읽어 온 상태에 들어 있지 않다.",
             "결과를 읽을 플로우에서 영속화를 켠다: `@flow(persist_result=True)` (태스크는 `@task(persist_result=True)`). "
             "또는 워커와 스크립트가 쓰는 프로필에 `PREFECT_RESULTS_PERSIST_BY_DEFAULT=true` 를 설정한다 "
             "(`prefect config set PREFECT_RESULTS_PERSIST_BY_DEFAULT=true`).",
             ["`uv run python scripts/trigger.py`",
              "`prefect.exceptions.MissingResult: State data is missing. Typically, this occurs when result "
              "persistence is disabled and the state has been retrieved from the API.`",
              "`@flow(name=\"nightly-sync\", persist_result=True)`"])


BACKFILL = """from prefect import flow, task


@task(retries=2)
def copy_day(day: str) -> int:
    from etl.sync import copy_partition
    return copy_partition(day)


@flow(name="backfill", persist_result=True)
def backfill(days: list[str]) -> int:
    return sum(copy_day.map(days).result())
"""


def later_c() -> None:
    T.later("l-prefect-config-set", ETL, "2025-10-04T06:10:00Z", "feat/weekly-report",
            ("user", "weekly-report 배포를 돌리고 결과를 출력하는 스크립트를 실행해줘. 결과가 비어 오지 않게 해줘."),
            bash("uv run prefect config set PREFECT_RESULTS_PERSIST_BY_DEFAULT=true",
                 "Set 'PREFECT_RESULTS_PERSIST_BY_DEFAULT' to 'true'.\nUpdated profile 'local'."),
            bash("uv run python scripts/trigger_weekly.py", "state: Completed\nweekly rows: 120331"))
    T.pair("t21-prefect-missing-result", "l-prefect-config-set", "applied", "PREFECT_RESULTS_PERSIST_BY_DEFAULT=true "
           "set in the profile before the result was read; no MissingResult")
    T.later("l-prefect-backfill", ETL, "2025-10-12T02:30:00Z", "feat/backfill",
            ("user", "Add a backfill flow that copies a list of days and returns the row count, deploy it and run it "
                     "for Oct 1-3."),
            ("write", f"{ETL}/flows/backfill.py", BACKFILL),
            bash("uv run prefect deploy flows/backfill.py:backfill -n manual -p etl-pool",
                 "Deployment 'backfill/manual' successfully created with id '0c9f6f53-8d2e-4b7e-9a61-2f0e8e3b1d47'."),
            bash("uv run python -c \"from prefect.deployments import run_deployment; r = run_deployment("
                 "'backfill/manual', parameters={'days': ['2025-10-01', '2025-10-02', '2025-10-03']}); "
                 "print(r.state.name, r.state.result())\"", "Completed 55218"))
    T.pair("t21-prefect-missing-result", "l-prefect-backfill", "applied", "the new flow is declared with "
           "persist_result=True and its result reads back from the API without MissingResult")
    T.later("l-prefect-reconcile", ETL, "2025-10-19T07:05:00Z", "feat/reconcile",
            ("user", "reconcile 플로우 결과(불일치 건수)를 보고하는 scripts/reconcile_report.py 를 돌려줘."),
            bash("uv run python scripts/reconcile_report.py",
                 "state: Completed\n" + missing_result("reconcile_report.py", 7,
                                                       'mismatches = run.state.result()'), True),
            ("say", "reconcile 플로우에는 persist_result 가 없어서 반환값이 저장되지 않았습니다. 켜고 다시 돌리겠습니다."),
            ("edit", f"{ETL}/flows/reconcile.py", '@flow(name="reconcile")', '@flow(name="reconcile", '
                                                                             'persist_result=True)'),
            bash("uv run python scripts/reconcile_report.py", "state: Completed\nmismatches: 3"))
    T.pair("t21-prefect-missing-result", "l-prefect-reconcile", "recurred", "MissingResult again for the reconcile "
           "flow's run before persist_result=True was added")
    later_c2()


README_PREFECT = """## 결과를 읽는 스크립트

워커에서 실행된 플로우의 반환값을 `run.state.result()` 로 읽으려면 결과 영속화가 켜져 있어야 한다.
플로우에 `persist_result=True` 를 주거나 프로필에 `PREFECT_RESULTS_PERSIST_BY_DEFAULT=true` 를 설정할 것.
"""


def later_c2() -> None:
    T.later("l-prefect-unfinished", ETL, "2025-10-26T04:45:00Z", "fix/trigger-timeout",
            ("user", "trigger.py 가 가끔 에러를 내. 원인 찾아줘."),
            bash("uv run python scripts/trigger.py --no-wait",
                 "state: Pending\nTraceback (most recent call last):\n  File \"" + ETL + "/scripts/trigger.py\", "
                 "line 7, in <module>\n    print(\"synced rows:\", run.state.result())\nprefect.exceptions."
                 "UnfinishedRun: Run is in PENDING state, its result is not available.", True),
            ("say", "--no-wait 일 때 run_deployment 에 timeout=0 을 넘겨서 실행이 끝나기 전에 결과를 읽고 있습니다. "
                    "결과를 읽는 경로에서는 기다리도록 고치겠습니다."),
            ("edit", f"{ETL}/scripts/trigger.py", "timeout=0 if args.no_wait else None",
             "timeout=None"),
            bash("uv run python scripts/trigger.py --no-wait", "state: Completed\nsynced rows: 18807"))
    T.pair("t21-prefect-missing-result", "l-prefect-unfinished", "neither", "UnfinishedRun (result read before the "
           "run finished): similar words, a different cause; persistence was not touched")
    T.later("l-prefect-docs", ETL, "2025-11-02T08:20:00Z", "docs/runbook",
            ("user", "README 에 결과를 읽는 스크립트 쓸 때 주의할 점을 적어줘. 실행은 하지 말고."),
            ("write", f"{ETL}/docs/results.md", README_PREFECT),
            ("say", "docs/results.md 에 정리했습니다."))
    T.pair("t21-prefect-missing-result", "l-prefect-docs", "neither", "the fix is only written into a document; "
           "nothing runs")
    T.later("l-prefect-before", ETL, "2025-08-30T03:00:00Z", "main",
            ("user", "nightly-sync 를 로컬에서 한 번 돌려줘."),
            bash("uv run python -m flows.nightly", "05:01:12.118 | INFO    | Flow run 'amber-lynx' - Beginning flow run "
                 "'amber-lynx' for flow 'nightly-sync'\n05:03:40.552 | INFO    | Flow run 'amber-lynx' - Finished in "
                 "state Completed()"))
    T.pair("t21-prefect-missing-result", "l-prefect-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- d: helmfile needs the helm-diff plugin

REL = "/home/ops/infra/platform-releases"


def helm_no_diff(release: str, chart: str, ns: str) -> str:
    return (f"Comparing release={release}, chart={chart}, namespace={ns}\nin ./helmfile.yaml: command "
            "\"/usr/local/bin/helm\" exited with non-zero status:\n\nPATH:\n  /usr/local/bin/helm\n\nARGS:\n"
            "  0: helm (4 bytes)\n  1: diff (4 bytes)\n  2: upgrade (7 bytes)\n  3: --allow-unreleased (20 bytes)\n\n"
            "ERROR:\n  exit status 1\n\nEXIT STATUS\n  1\n\nSTDERR:\n  Error: unknown command \"diff\" for \"helm\"\n"
            "  Run 'helm --help' for usage.")


def helm_updated(release: str, ns: str, chart: str, version: str) -> str:
    return (f"UPDATED RELEASES:\nNAME       NAMESPACE    CHART             VERSION   DURATION\n"
            f"{release:<10} {ns:<12} {chart:<17} {version:<9} 41s")


def lesson_d() -> None:
    T.source("s-helmfile-diff", REL, "2025-09-08T13:00:00Z", "feat/grafana-bump",
             ("user", "Bump grafana to chart 8.5.1 in helmfile.yaml and apply it to staging."),
             ("edit", f"{REL}/helmfile.yaml", "    version: 8.4.9", "    version: 8.5.1"),
             bash("helmfile -e staging apply", "Adding repo grafana https://grafana.github.io/helm-charts\n\"grafana\" "
                  "has been added to your repositories\n\n" + helm_no_diff("grafana", "grafana/grafana", "monitoring"),
                  True),
             ("say", "helmfile apply first runs `helm diff`, which is a plugin, and this machine's helm doesn't have "
                     "it. Installing it."),
             bash("helm plugin install https://github.com/databus23/helm-diff", "Installed plugin: diff"),
             bash("helmfile -e staging apply", helm_updated("grafana", "monitoring", "grafana/grafana", "8.5.1")))
    T.lesson("t21-helmfile-helm-diff", "global", "en", "s-helmfile-diff", "tool_quirk",
             "helmfile apply and diff fail on a machine whose helm has no diff plugin",
             "`helmfile -e staging apply` failed with `Error: unknown command \"diff\" for \"helm\"` before touching "
             "any release.",
             "Reading it as a helm version problem or a broken helmfile.yaml.",
             "helmfile apply and helmfile diff shell out to `helm diff`, which comes from the databus23/helm-diff "
             "plugin, not from helm itself; only helmfile sync works without it.",
             "Install the plugin once per machine or CI image: `helm plugin install "
             "https://github.com/databus23/helm-diff`, or run `helmfile init` (`--force` in a script), which "
             "installs the plugins helmfile needs.",
             ["`helmfile -e staging apply`", "`Error: unknown command \"diff\" for \"helm\"`",
              "`helm plugin install https://github.com/databus23/helm-diff`"])


def later_d() -> None:
    T.later("l-helmfile-init", "/home/runner/work/platform-releases/platform-releases", "2025-10-06T10:00:00Z",
            "ci/runner-image",
            ("user", "The new self-hosted runner has helm and helmfile. Make it able to run the prod diff job."),
            bash("helmfile init --force", "helm version is v3.18.6\nhelm-diff plugin is not installed, installing it "
                 "now\nInstalled plugin: diff\nhelmfile initialization completed!"),
            bash("helmfile -e prod diff", "Comparing release=grafana, chart=grafana/grafana, namespace=monitoring\n"
                 "Comparing release=loki, chart=grafana/loki, namespace=monitoring\nNo changes"))
    T.pair("t21-helmfile-helm-diff", "l-helmfile-init", "applied", "helmfile init --force installed helm-diff "
           "before helmfile diff ran; no unknown-command failure")
    T.later("l-helmfile-ci-step", REL, "2025-10-13T09:25:00Z", "ci/pin-helm-diff",
            ("user", "Pin the helm-diff plugin version in the CI setup step and check the staging diff still runs."),
            ("edit", f"{REL}/.gitlab-ci.yml", "    - helm plugin install https://github.com/databus23/helm-diff",
             "    - helm plugin install https://github.com/databus23/helm-diff --version v3.12.5"),
            bash("helm plugin uninstall diff && helm plugin install https://github.com/databus23/helm-diff "
                 "--version v3.12.5", "Uninstalled plugin: diff\nInstalled plugin: diff"),
            bash("helmfile -e staging diff", "Comparing release=grafana, chart=grafana/grafana, namespace=monitoring\n"
                 "No changes"))
    T.pair("t21-helmfile-helm-diff", "l-helmfile-ci-step", "applied", "helm plugin install …/helm-diff (pinned) ran "
           "before helmfile diff; no failure")
    T.later("l-helmfile-laptop", "/Users/ops-amir/infra/platform-releases", "2025-10-20T17:45:00Z",
            "feat/loki-retention",
            ("user", "Set Loki retention to 30 days and apply to dev."),
            ("edit", "/Users/ops-amir/infra/platform-releases/values/loki.yaml", "retention_period: 168h",
             "retention_period: 720h"),
            bash("helmfile -e dev apply", helm_no_diff("loki", "grafana/loki", "logging"), True),
            ("say", "This laptop's helm lacks the diff plugin."),
            bash("helm plugin install https://github.com/databus23/helm-diff", "Installed plugin: diff"),
            bash("helmfile -e dev apply", helm_updated("loki", "logging", "grafana/loki", "6.41.0")))
    T.pair("t21-helmfile-helm-diff", "l-helmfile-laptop", "recurred", "helmfile -e dev apply failed with unknown "
           "command \"diff\" for \"helm\" on another machine and release before the plugin was installed")
    later_d2()


def later_d2() -> None:
    T.later("l-helmfile-unreachable", REL, "2025-10-27T08:10:00Z", "main",
            ("user", "Show me what would change in staging."),
            bash("helmfile -e staging diff",
                 "Comparing release=grafana, chart=grafana/grafana, namespace=monitoring\nin ./helmfile.yaml: command "
                 "\"/usr/local/bin/helm\" exited with non-zero status:\n\nSTDERR:\n  Error: Kubernetes cluster "
                 "unreachable: Get \"https://10.20.4.10:6443/version\": dial tcp 10.20.4.10:6443: i/o timeout", True),
            ("say", "The staging API server isn't reachable from here; the VPN is probably down."),
            bash("tailscale status | head -n 3", "100.101.7.3   ops-box   ops@   linux   -\n"
                 "# Health check:\n#     - not connected to a tailnet"),
            ("say", "Tailscale is disconnected. Reconnect and I'll rerun the diff."))
    T.pair("t21-helmfile-helm-diff", "l-helmfile-unreachable", "neither", "helmfile diff failed because the cluster "
           "was unreachable, a different error; the diff plugin is there")
    T.later("l-helmfile-sync", REL, "2025-11-03T11:30:00Z", "main",
            ("user", "Which helm plugins are installed here? Then sync the monitoring releases."),
            bash("helm plugin list", "NAME   \tVERSION\tDESCRIPTION\ndiff   \t3.12.5 \tPreview helm upgrade changes "
                 "as a diff\nsecrets\t4.6.5 \tThis plugin provides secrets values encryption for Helm charts"),
            bash("helmfile -e staging -l tier=monitoring sync",
                 helm_updated("grafana", "monitoring", "grafana/grafana", "8.5.1")))
    T.pair("t21-helmfile-helm-diff", "l-helmfile-sync", "neither", "lists plugins and runs helmfile sync; no failure "
           "and no plugin install")
    T.later("l-helmfile-before", REL, "2025-08-25T12:00:00Z", "main",
            ("user", "Sync staging."),
            bash("helmfile -e staging sync", helm_updated("grafana", "monitoring", "grafana/grafana", "8.4.9")))
    T.pair("t21-helmfile-helm-diff", "l-helmfile-before", "neither", "dated before the lesson's source session")
