"""Case tables of the thirtieth tracking corpus (id prefix `t30-`): fourteen gotcha lessons, each written from a
scripted source session `s-*` in which the failing call and the fix call really happen (the fix is the last call
and it passes), and later sessions `l-*` labelled against them. The topics: mikefarah yq 4 without v3's `r`/`w`/`d`
subcommands, Miller 6 on ragged CSV, smartctl behind a USB bridge (a Korean lesson), ocrmypdf on PDFs that already
have text, `sc` as Set-Content's alias in Windows PowerShell, taskkill without /F, asciidoctor without the PDF
converter loaded, s3cmd signing for the wrong region (a Korean lesson), exiftool's minor errors, markdownlint's MD013,
`for` loop variables in .bat files (a prose-only fix), p4 with no P4PORT, `python -m build` on an offline runner and
qpdf's exit status 3 on warnings. This module holds the first two topics and the shared tables; the others are in
tracking30_cases_b … _f.

Labelling rules (every pair was labelled from the session text by these rules, before anything judged it, and
carries a one-line reason):
  - recurred: the lesson's failure comes back in the later session (the same error from the same cause, with other
    names: another branch, path, module, package, host, version; shown by a call, including a call that runs a
    script, a make target or a hook), whatever follows it; a recurrence then fixed is still `recurred`;
  - applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way the
    lesson names: a short flag for a long one, an environment variable for a flag, a config or argument file the
    tool reads, a script that carries it) with no such failure before it; a different failure after it does not
    undo that;
  - neither: everything else (the fix's program run for something else, the fix only written into a document, a
    different error from the same tool, the failure text quoted by the person but not re-run, a session that never
    touches the tool), and any session dated before the lesson's source session, whatever it holds.
  - Pairs without an honest single label are left out.
"""
from __future__ import annotations

from typing import Any, Callable

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t30-")
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


def yq_source() -> None:
    T.source(
        "s-yq-bump-tag", "/Users/hana/work/deploy-manifests", "2025-06-03T08:12:00Z", "chore/bump-api-image",
        u("bump the api image tag in k8s/api/values.yaml to 2.14.0, scripts/bump.sh used to do it with yq"),
        sh("cat scripts/bump.sh",
           "#!/bin/zsh\nset -e\nsvc=$1 tag=$2\necho \"old: $(yq r k8s/$svc/values.yaml image.tag)\"\n"
           "yq w -i k8s/$svc/values.yaml image.tag \"$tag\"\n"),
        sh("yq --version", "yq (https://github.com/mikefarah/yq/) version v4.44.3"),
        sh("yq r k8s/api/values.yaml image.tag",
           "Error: unknown command \"r\" for \"yq\"\nRun 'yq --help' for usage.", True),
        say("This is yq 4. Version 4 removed the v3 subcommands (r, w, d, ...): reads and writes are now expressions "
            "run by `yq eval` (short `yq e`). I will rewrite the script."),
        ("edit", "/Users/hana/work/deploy-manifests/scripts/bump.sh",
         "echo \"old: $(yq r k8s/$svc/values.yaml image.tag)\"\nyq w -i k8s/$svc/values.yaml image.tag \"$tag\"",
         "echo \"old: $(yq e '.image.tag' k8s/$svc/values.yaml)\"\n"
         "TAG=$tag yq e -i '.image.tag = strenv(TAG)' k8s/$svc/values.yaml"),
        sh("yq e '.image.tag' k8s/api/values.yaml", "2.13.1"),
        sh("zsh scripts/bump.sh api 2.14.0 && yq e '.image.tag' k8s/api/values.yaml", "old: 2.13.1\n2.14.0"),
    )
    T.lesson(
        "t30-yq4-no-read-write-subcommands", "global", "en", "s-yq-bump-tag", "tool_quirk",
        "yq 4 has no `r`/`w`/`d` subcommands: use `yq e` (`yq eval`) with a path expression",
        "A v3-style call `yq r k8s/api/values.yaml image.tag` fails with `Error: unknown command` for `r`; "
        "old scripts that read or write YAML with yq stop at the first call.",
        "The key path syntax still looks valid and the binary is still called yq, so the script looks fine until "
        "you notice mikefarah yq was upgraded from 3 to 4.",
        "mikefarah yq 4 replaced the v3 subcommands (`r`, `w`, `d`, `m`, ...) with one expression language run by "
        "`eval` (alias `e`); since 4.18 `eval` is also the default, so a bare expression works.",
        "Rewrite reads as `yq e '.image.tag' FILE` (or `yq eval '.image.tag' FILE`, or on 4.18+ just "
        "`yq '.image.tag' FILE`) and writes as `yq e -i '.image.tag = \"2.14.0\"' FILE`; deletes become "
        "`yq e -i 'del(.a.b)' FILE`.",
        ["`yq r k8s/api/values.yaml image.tag` -> `Error: unknown command`",
         "`yq --version` -> `version v4.44.3`",
         "fix: `yq e '.image.tag' k8s/api/values.yaml` -> `2.13.1`"],
    )


def yq_later() -> None:
    T.later(
        "l-yq-chart-version", "/home/dmitri/src/platform-charts", "2025-06-20T13:40:00Z", "release/web-1.9",
        u("what chart version is charts/web at? then bump the patch"),
        sh("yq r charts/web/Chart.yaml version", "Error: unknown command \"r\" for \"yq\"\nRun 'yq --help' for usage.",
           True),
        say("yq here is v4; reading with an expression instead."),
        sh("yq e '.version' charts/web/Chart.yaml", "1.9.3"),
        sh("yq e -i '.version = \"1.9.4\"' charts/web/Chart.yaml && yq e '.version' charts/web/Chart.yaml", "1.9.4"),
    )
    T.later(
        "l-yq-delete-limits", "/home/dmitri/src/platform-charts", "2025-07-02T09:05:00Z", "fix/cron-oom",
        u("drop the resources.limits block from k8s/cron/values.yaml, it OOM-kills the nightly job"),
        sh("yq d -i k8s/cron/values.yaml resources.limits",
           "Error: unknown command \"d\" for \"yq\"\nRun 'yq --help' for usage.", True),
        sh("yq e -i 'del(.resources.limits)' k8s/cron/values.yaml && yq e '.resources' k8s/cron/values.yaml",
           "requests:\n  cpu: 200m\n  memory: 256Mi"),
    )
    T.later(
        "l-yq-ci-matrix", "/home/paz/code/libfoo", "2025-06-25T17:22:00Z", "ci/py313",
        u("which python versions does the test matrix run? add 3.13 (I'm in fish)"),
        sh("yq '.jobs.test.strategy.matrix.python' .github/workflows/ci.yml", "- \"3.10\"\n- \"3.11\"\n- \"3.12\""),
        sh("yq -i '.jobs.test.strategy.matrix.python += [\"3.13\"]' .github/workflows/ci.yml; and "
           "yq '.jobs.test.strategy.matrix.python' .github/workflows/ci.yml",
           "- \"3.10\"\n- \"3.11\"\n- \"3.12\"\n- \"3.13\""),
    )
    T.later(
        "l-yq-worker-replicas", "/Users/hana/work/deploy-manifests", "2025-07-14T10:00:00Z", "ops/scale-worker",
        u("set the worker replicas to 3 in k8s/worker/values.yaml"),
        sh("yq eval -i '.replicas = 3' k8s/worker/values.yaml && yq eval '.replicas' k8s/worker/values.yaml", "3"),
        sh("git diff --stat", " k8s/worker/values.yaml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    )
    T.later(
        "l-yq-contributing-note", "/Users/hana/work/deploy-manifests", "2025-07-20T15:30:00Z", "docs/yq4",
        u("add a note to CONTRIBUTING.md that our scripts need yq 4 syntax"),
        ("edit", "/Users/hana/work/deploy-manifests/CONTRIBUTING.md", "## Tooling\n",
         "## Tooling\n\nScripts use mikefarah yq 4: read with `yq e '.image.tag' FILE`, write with "
         "`yq e -i '.image.tag = \"X\"' FILE`. The v3 forms `yq r` / `yq w` no longer exist.\n"),
        say("Added the note under Tooling."),
    )
    T.later(
        "l-yq-before-upgrade", "/home/dmitri/src/platform-charts", "2025-05-06T11:00:00Z", "main",
        u("bump charts/api appVersion to 2.11.0"),
        sh("yq r charts/api/Chart.yaml appVersion", "Error: unknown command \"r\" for \"yq\"\nRun 'yq --help' for usage.",
           True),
        sh("yq e -i '.appVersion = \"2.11.0\"' charts/api/Chart.yaml && yq e '.appVersion' charts/api/Chart.yaml",
           "2.11.0"),
    )


def yq_pairs() -> None:
    lid = "t30-yq4-no-read-write-subcommands"
    T.pair(lid, "l-yq-chart-version", "recurred", "`yq r charts/web/Chart.yaml version` fails with unknown command "
           "\"r\" again (another repo and file) before `yq e` fixes it")
    T.pair(lid, "l-yq-delete-limits", "recurred", "the v3 subcommand `d` fails with unknown command on yq 4, same cause "
           "as the lesson's `r`; fixed afterwards with `yq e -i 'del(...)'`")
    T.pair(lid, "l-yq-ci-matrix", "applied", "reads and writes with the bare-expression form `yq '.jobs...'` the lesson "
           "names for 4.18+, no unknown-command failure")
    T.pair(lid, "l-yq-worker-replicas", "applied", "`yq eval -i '.replicas = 3'`: the long spelling of the lesson's "
           "`yq e`, first yq call, no failure")
    T.pair(lid, "l-yq-contributing-note", "neither", "the `yq e` form is only written into CONTRIBUTING.md; yq is "
           "never run")
    T.pair(lid, "l-yq-before-upgrade", "neither", "dated before the lesson's source session, whatever it holds")


def mlr_source() -> None:
    T.source(
        "s-mlr-orders", "/home/ines/data/orders-export", "2025-06-04T07:45:00Z", "main",
        u("sum the order totals per region in exports/orders-2025-05.csv with mlr (my shell is fish)"),
        sh("mlr --icsv --opprint stats1 -a sum -f total -g region exports/orders-2025-05.csv",
           "mlr: mlr: CSV header/data length mismatch 6 != 5 at filename exports/orders-2025-05.csv row 214.\n", True),
        sh("sed -n '1p;214p' exports/orders-2025-05.csv",
           "order_id,date,region,sku,total,note\n88213,2025-05-19,EMEA,KB-204,129.90"),
        say("Row 214 comes from the legacy exporter and drops the empty trailing note column. Miller 6 is strict "
            "about ragged rows unless told to allow them; --allow-ragged-csv-input fills the missing fields."),
        sh("mlr --icsv --opprint --allow-ragged-csv-input stats1 -a sum -f total -g region "
           "exports/orders-2025-05.csv",
           "region total_sum\nEMEA   48211.40\nAPAC   31877.15\nAMER   66020.05"),
    )
    T.lesson(
        "t30-mlr-ragged-csv", "global", "en", "s-mlr-orders", "tool_quirk",
        "Miller 6 stops on CSV rows with fewer fields than the header",
        "mlr aborts the whole run with `mlr: mlr: CSV header/data length mismatch 6 != 5 at filename ... row 214.` "
        "as soon as one row is shorter than the header.",
        "Most rows are fine, so the file looks like valid CSV; the short rows come from an exporter that omits empty "
        "trailing columns.",
        "Miller 6 treats a data line whose field count differs from the header as an error unless ragged input is "
        "allowed.",
        "Pass `--allow-ragged-csv-input` (Miller also accepts the shorter alias `--ragged`) before the verb; to make "
        "it the default, put the line `allow-ragged-csv-input` in a `.mlrrc` (home or current directory, or the file "
        "named by the `MLRRC` environment variable).",
        ["`mlr --icsv --opprint stats1 -a sum -f total -g region exports/orders-2025-05.csv` -> "
         "`CSV header/data length mismatch 6 != 5`",
         "`mlr --icsv --opprint --allow-ragged-csv-input stats1 -a sum -f total -g region exports/orders-2025-05.csv`"],
    )


def mlr_later() -> None:
    T.later(
        "l-mlr-vendors-ragged", "/home/kofi/etl/vendor-feeds", "2025-06-18T12:10:00Z", "feed/acme",
        u("convert vendors/acme-2025-06.csv to JSON lines for the loader"),
        sh("mlr --icsv --ojsonl --ragged cat vendors/acme-2025-06.csv | head -2",
           "{\"vendor_id\": 7, \"name\": \"Acme GmbH\", \"country\": \"DE\", \"iban\": \"\"}\n"
           "{\"vendor_id\": 8, \"name\": \"Acme SARL\", \"country\": \"FR\", \"iban\": \"\"}"),
        sh("mlr --icsv --ojsonl --ragged cat vendors/acme-2025-06.csv > out/acme.jsonl && wc -l out/acme.jsonl",
           "412 out/acme.jsonl"),
    )
    T.later(
        "l-mlr-rc-file", "/home/ines/data/orders-export", "2025-07-03T08:30:00Z", "main",
        u("set mlr up so I don't have to repeat the csv flags, then show June's top orders (fish)"),
        ("write", "/home/ines/data/orders-export/.mlrrc", "icsv\nopprint\nallow-ragged-csv-input\n"),
        sh("mlr sort -nr total then head -n 3 exports/orders-2025-06.csv",
           "order_id date       region sku    total  note\n91120 2025-06-28 AMER   SV-900 4120.00 -\n"
           "90877 2025-06-14 EMEA   SV-900 4120.00 -\n90311 2025-06-03 APAC   KB-310 2890.50 -"),
    )
    T.later(
        "l-mlr-returns", "/Users/sana/analytics/returns", "2025-07-09T14:00:00Z", "q2-report",
        u("give me returns per reason from returns/returns-q2.csv as json"),
        sh("mlr --icsv --ojson count -g reason returns/returns-q2.csv",
           "mlr: mlr: CSV header/data length mismatch 4 != 3 at filename returns/returns-q2.csv row 38.\n", True),
        sh("mlr --icsv --ojson --allow-ragged-csv-input count -g reason returns/returns-q2.csv",
           "[\n{\"reason\": \"damaged\", \"count\": 41},\n{\"reason\": \"late\", \"count\": 17}\n]"),
    )
    T.later(
        "l-mlr-make-report", "/home/kofi/etl/vendor-feeds", "2025-07-21T06:55:00Z", "report/july",
        u("run make report for July"),
        sh("make report MONTH=2025-07",
           "mlr --icsv --opprint stats1 -a sum,count -f amount -g vendor_id invoices/2025-07.csv > out/report.txt\n"
           "mlr: mlr: CSV header/data length mismatch 7 != 6 at filename invoices/2025-07.csv row 1033.\n"
           "make: *** [Makefile:8: report] Error 1", True),
        say("A short row in invoices/2025-07.csv again; stopping here so you can decide whether to fix the export."),
    )
    T.later(
        "l-mlr-option-typo", "/home/ines/data/orders-export", "2025-07-11T09:20:00Z", "main",
        u("count orders per sku in exports/skus.csv (fish)"),
        sh("env MLRRC=__none__ mlr --icvs --opprint count -g sku exports/skus.csv",
           "mlr: option \"--icvs\" not recognized.\nPlease run \"mlr --help\" for usage information.", True),
        sh("env MLRRC=__none__ mlr --icsv --opprint count -g sku exports/skus.csv",
           "sku    count\nKB-204 311\nSV-900 27"),
    )
    T.later(
        "l-mlr-asks-about-error", "/home/kofi/etl/vendor-feeds", "2025-07-25T16:00:00Z", "main",
        u("a colleague got `mlr: mlr: CSV header/data length mismatch 5 != 4 at filename feeds/old.csv row 9.` "
          "from our nightly job, what does that mean? don't run anything"),
        say("Row 9 of feeds/old.csv has fewer fields than the header. Miller 6 refuses ragged rows by default; "
            "either fix the exporter or run with --allow-ragged-csv-input (alias --ragged) or put it in .mlrrc."),
    )
    T.later(
        "l-mlr-before", "/home/ines/data/orders-export", "2025-05-12T10:00:00Z", "main",
        u("sum April's totals per region"),
        sh("mlr --icsv --opprint --allow-ragged-csv-input stats1 -a sum -f total -g region exports/orders-2025-04.csv",
           "region total_sum\nEMEA   45002.10\nAPAC   29810.00\nAMER   60112.75"),
    )


def mlr_pairs() -> None:
    lid = "t30-mlr-ragged-csv"
    T.pair(lid, "l-mlr-vendors-ragged", "applied", "uses `--ragged`, the short alias the lesson names, on the first mlr "
           "call; no mismatch error")
    T.pair(lid, "l-mlr-rc-file", "applied", "writes `allow-ragged-csv-input` into .mlrrc and runs mlr through it with no "
           "failure")
    T.pair(lid, "l-mlr-returns", "recurred", "the header/data length mismatch comes back on returns/returns-q2.csv "
           "row 38; fixed after with the flag")
    T.pair(lid, "l-mlr-make-report", "recurred", "`make report` runs mlr and it stops on the same length mismatch in "
           "invoices/2025-07.csv")
    T.pair(lid, "l-mlr-option-typo", "neither", "a different mlr error (unrecognised option typo); no ragged row and no "
           "ragged flag (MLRRC=__none__ even disables the rc file)")
    T.pair(lid, "l-mlr-asks-about-error", "neither", "the person quotes the mismatch text but nothing is run")
    T.pair(lid, "l-mlr-before", "neither", "dated before the lesson's source session, though it holds the fix")


FILLS: list[Callable[[], None]] = [yq_source, yq_later, yq_pairs, mlr_source, mlr_later, mlr_pairs]
