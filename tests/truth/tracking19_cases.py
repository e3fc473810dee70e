"""The cases of the nineteenth tracking corpus, part one (Earthly's `RUN --privileged`, the Temporal dev server's
namespaces), and the tables every part fills. Parts _b … _g hold the other lessons.

Written by someone who had not read the product's tracking code, the bench or the earlier corpora's lessons,
cases and labels. Each source session `s-*` is scripted so the lesson's failing call and its fix call really
are in it (the fix is the last call and it passes). The later sessions `l-*` are labelled from their own text,
before anything judged them, by these rules (from the project's issue):

- recurred: the lesson's failure shape comes back in the later session (the same error from the same cause,
  with other names, paths, targets, ports or numbers; shown by a call, or pasted by the person), whatever
  follows it: a recurrence that is then fixed is still `recurred`, not `applied`;
- applied: the lesson's fix ran in the session (the same command, or the same fix given another way the
  lesson names: a long flag for a short one, an environment variable, a config file) with no such failure
  before it;
- neither: everything else: unrelated work with similar words, a different error from the same tool, the
  fix's program run for something that is not the fix, the fix only written into a file or a document and
  never run, and any session dated before the lesson's source session, whatever it holds.

Pairs without an honest single label are left out."""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t19-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def bash(command: str, output: str, error: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", command, output, error)


# ---------------------------------------------------------------- a: Earthly needs --allow-privileged

EARTHLY_PRIV = """ Init 🚀
————————————————————————————————————————————————————————————————————————————————
           buildkitd | Found buildkit daemon as docker container (earthly-buildkitd)

 Build 🔧
————————————————————————————————————————————————————————————————————————————————
+integration | --> WITH DOCKER --compose docker-compose.it.yml RUN ./scripts/it.sh
Error: build target: build main: failed to solve: Earthfile line 42:4 'WITH DOCKER' requires privileged mode: \
use the --allow-privileged (-P) flag
in		+integration"""

EARTHLY_OK = """ Init 🚀
————————————————————————————————————————————————————————————————————————————————
           buildkitd | Found buildkit daemon as docker container (earthly-buildkitd)

 Build 🔧
————————————————————————————————————————————————————————————————————————————————
+integration | --> WITH DOCKER --compose docker-compose.it.yml RUN ./scripts/it.sh
+integration | it: 48 passed, 0 failed (31.2s)

 🌍 Earthly run complete"""


def lesson_a() -> None:
    T.source("s-earthly-priv", "/home/dana/src/ledgerd", "2025-05-06T09:12:00Z", "feat/it-ci",
             ("user", "The integration target fails in CI and I can't tell why. Run it locally?"),
             bash("earthly +integration", EARTHLY_PRIV, True),
             ("say", "The target uses WITH DOCKER, which needs privileged mode; Earthly refuses it unless the run "
                     "is allowed with -P."),
             bash("earthly -P +integration", EARTHLY_OK))
    T.lesson("t19-earthly-privileged", "global", "en", "s-earthly-priv", "tool_quirk",
             "Earthly targets with WITH DOCKER or RUN --privileged need `earthly -P`",
             "`earthly +integration` stopped with `requires privileged mode: use the --allow-privileged (-P) flag`.",
             "Re-running the same `earthly +<target>` or blaming the buildkit container.",
             "Earthly refuses any step that needs privileged mode (WITH DOCKER, RUN --privileged) unless the run "
             "itself allows it.",
             "Run the target as `earthly -P +<target>` (long form `--allow-privileged`, or set "
             "`EARTHLY_ALLOW_PRIVILEGED=true`).",
             ["`earthly +integration`", "`use the --allow-privileged (-P) flag`", "`earthly -P +integration`"])


def later_a() -> None:
    T.later("l-earthly-longflag", "/home/dana/src/ledgerd", "2025-06-03T14:02:00Z", "fix/flaky-ledger-it",
            ("user", "Run the integration suite, the privileged way we worked out."),
            bash("earthly --allow-privileged +integration", EARTHLY_OK),
            ("say", "All 48 integration tests pass."))
    T.pair("t19-earthly-privileged", "l-earthly-longflag", "applied",
           "the long form --allow-privileged is given up front and the WITH DOCKER target passes, no refusal before")

    T.later("l-earthly-envvar", "/home/dana/src/ledgerd", "2025-06-10T08:40:00Z", "feat/e2e-target",
            ("user", "Add an e2e target that reuses the compose file, then run it."),
            ("edit", "/home/dana/src/ledgerd/Earthfile", "integration:\n",
             "e2e:\n    FROM +build\n    WITH DOCKER --compose docker-compose.it.yml\n        RUN ./scripts/e2e.sh\n"
             "    END\n\nintegration:\n"),
            bash("EARTHLY_ALLOW_PRIVILEGED=true earthly +e2e",
                 EARTHLY_OK.replace("+integration", "+e2e").replace("it: 48 passed", "e2e: 12 passed")),
            ("say", "The new e2e target passes."))
    T.pair("t19-earthly-privileged", "l-earthly-envvar", "applied",
           "privileged mode is allowed through EARTHLY_ALLOW_PRIVILEGED=true before the first run; no refusal")

    T.later("l-earthly-recur", "/home/dana/src/ledgerd", "2025-06-17T16:20:00Z", "feat/pg16",
            ("user", "Bump the Postgres image to 16 and see whether the postgres integration target still runs."),
            ("edit", "/home/dana/src/ledgerd/docker-compose.it.yml", "image: postgres:15", "image: postgres:16"),
            bash("earthly +it-postgres",
                 EARTHLY_PRIV.replace("+integration", "+it-postgres").replace("line 42:4", "line 67:4"), True),
            ("say", "It stops before Postgres even starts. I'll leave the bump in place and check the compose file "
                    "instead."),
            bash("docker compose -f docker-compose.it.yml config --services", "postgres\nledgerd\n"))
    T.pair("t19-earthly-privileged", "l-earthly-recur", "recurred",
           "+it-postgres is refused with the same 'requires privileged mode ... --allow-privileged (-P)' error")

    T.later("l-earthly-recur-fix", "/home/work/ci-tools", "2025-07-01T10:05:00Z", "main",
            ("user", "smoke target in this repo, please run it"),
            bash("earthly +smoke", EARTHLY_PRIV.replace("+integration", "+smoke").replace("line 42:4", "line 9:2")
                 .replace("'WITH DOCKER'", "'RUN --privileged'"), True),
            bash("earthly -P +smoke", EARTHLY_OK.replace("+integration", "+smoke")
                 .replace("it: 48 passed, 0 failed (31.2s)", "smoke ok")),
            ("say", "Needed -P; the smoke target passes now."))
    T.pair("t19-earthly-privileged", "l-earthly-recur-fix", "recurred",
           "+smoke first fails with the privileged-mode refusal; the -P run after it does not make it applied")

    T.later("l-earthly-copy", "/home/dana/src/ledgerd", "2025-06-24T11:30:00Z", "chore/frontend-dist",
            ("user", "earthly +build broke after I moved the frontend, can you look?"),
            bash("earthly +build", " Init 🚀\n" + "—" * 80 + "\n\n Build 🔧\n" + "—" * 80 + "\n"
                 "+build | --> COPY web/dist ./static\n"
                 "Error: build target: build main: failed to solve: Earthfile line 18:4 COPY web/dist ./static: "
                 "\"/web/dist\": not found\nin\t\t+build", True),
            ("edit", "/home/dana/src/ledgerd/Earthfile", "COPY web/dist ./static", "COPY frontend/dist ./static"),
            bash("earthly +build", " Build 🔧\n+build | --> COPY frontend/dist ./static\n\n 🌍 Earthly run complete"))
    T.pair("t19-earthly-privileged", "l-earthly-copy", "neither",
           "a different Earthly failure (a COPY path not found), fixed by editing the path; no privileged step")

    T.later("l-earthly-readme", "/home/dana/src/ledgerd", "2025-07-08T09:00:00Z", "docs/contributing",
            ("user", "Document in CONTRIBUTING.md how to run the integration tests locally."),
            ("edit", "/home/dana/src/ledgerd/CONTRIBUTING.md", "## Tests\n",
             "## Tests\n\nThe integration target starts Postgres with WITH DOCKER, so it needs privileged mode:\n\n"
             "    earthly -P +integration\n\n"),
            ("say", "Added the command, with a note on why -P is needed."))
    T.pair("t19-earthly-privileged", "l-earthly-readme", "neither",
           "the -P command is only written into CONTRIBUTING.md; nothing runs earthly")

    T.later("l-earthly-ls", "/home/dana/src/ledgerd", "2025-07-15T13:45:00Z", "main",
            ("user", "Which targets does the Earthfile have? I forget the names."),
            bash("earthly ls", "+base\n+build\n+e2e\n+integration\n+it-postgres\n+lint\n"),
            ("say", "Six targets: base, build, e2e, integration, it-postgres and lint."))
    T.pair("t19-earthly-privileged", "l-earthly-ls", "neither",
           "earthly is only run to list targets; no privileged target is built, no refusal")

    T.later("l-earthly-before", "/home/dana/src/ledgerd", "2025-04-22T15:10:00Z", "feat/it-ci",
            ("user", "Try the integration target."),
            bash("earthly -P +integration", EARTHLY_OK))
    T.pair("t19-earthly-privileged", "l-earthly-before", "neither",
           "dated before the lesson's source session, so neither whatever it runs")


# ---------------------------------------------------------------- b: Temporal dev server has only `default`

WORKER_NS = """2025/05/08 10:31:07 INFO  No logger configured for temporal client. Created default one.
2025/05/08 10:31:07 Unable to start worker: Namespace fulfilment is not found.
exit status 1"""

WORKER_OK = """2025/05/08 10:33:52 INFO  No logger configured for temporal client. Created default one.
2025/05/08 10:33:52 INFO  Started Worker Namespace fulfilment TaskQueue orders WorkerID 41873@ines-x1@"""


def lesson_b() -> None:
    T.source("s-temporal-ns", "/home/ines/work/fulfilment-svc", "2025-05-08T10:30:00Z", "feat/returns-flow",
             ("user", "Start the worker against the local dev server so I can try the returns workflow."),
             bash("temporal server start-dev --headless >/tmp/temporal.log 2>&1 & sleep 3 && tail -2 /tmp/temporal.log",
                  "time=2025-05-08T10:30:58 level=INFO msg=\"Temporal server started\"\n"
                  "CLI 1.1.2 (Server 1.25.1, UI 2.31.2)\n"),
             bash("go run ./cmd/worker", WORKER_NS, True),
             ("say", "The dev server only creates the `default` namespace and our worker uses `fulfilment`. I'll "
                     "register it."),
             bash("temporal operator namespace create --namespace fulfilment",
                  "Namespace fulfilment successfully registered.\n"),
             bash("timeout 5 go run ./cmd/worker; true", WORKER_OK))
    T.lesson("t19-temporal-namespace", "project", "en", "s-temporal-ns", "env_setup",
             "Temporal dev server only has the default namespace: register `fulfilment` before starting the worker",
             "`go run ./cmd/worker` exited with `Namespace fulfilment is not found.` against `temporal server "
             "start-dev`.",
             "Checking the task queue or the worker code; the worker is fine.",
             "`temporal server start-dev` keeps its state in memory and creates only `default`; every restart "
             "loses any other namespace.",
             "After starting the dev server run `temporal operator namespace create --namespace <ns>` (or start it "
             "as `temporal server start-dev --namespace <ns>`), then start the worker.",
             ["`Unable to start worker: Namespace fulfilment is not found.`",
              "`temporal operator namespace create --namespace fulfilment`"])


def later_b() -> None:
    cwd = "/home/ines/work/fulfilment-svc"
    T.later("l-temporal-create", cwd, "2025-06-02T09:15:00Z", "feat/billing-worker",
            ("user", "New billing worker uses namespace billing. Bring up the dev server and the worker."),
            bash("temporal server start-dev --headless >/tmp/temporal.log 2>&1 & sleep 3 && "
                 "temporal operator namespace create --namespace billing",
                 "Namespace billing successfully registered.\n"),
            bash("timeout 5 go run ./cmd/billing-worker; true",
                 WORKER_OK.replace("fulfilment", "billing").replace("orders", "invoices")),
            ("say", "Billing worker is up on the invoices task queue."))
    T.pair("t19-temporal-namespace", "l-temporal-create", "applied",
           "the namespace is registered with `temporal operator namespace create` before the worker starts; no error")

    T.later("l-temporal-startflag", cwd, "2025-06-09T13:00:00Z", "feat/returns-flow",
            ("user", "Restart the dev server, and this time keep the namespace there from the start."),
            bash("temporal server start-dev --headless --namespace fulfilment >/tmp/temporal.log 2>&1 & sleep 3 "
                 "&& temporal operator namespace list | grep -c NamespaceInfo.Name", "2\n"),
            bash("timeout 5 go run ./cmd/worker; true", WORKER_OK),
            ("say", "The server came up with both default and fulfilment; the worker started."))
    T.pair("t19-temporal-namespace", "l-temporal-startflag", "applied",
           "the dev server is started with --namespace fulfilment, the other form the lesson names; worker starts")

    T.later("l-temporal-recur", cwd, "2025-06-16T08:50:00Z", "feat/returns-v2",
            ("user", "the returns worker dies right away, why?"),
            bash("go run ./cmd/returns-worker",
                 WORKER_NS.replace("fulfilment", "returns").replace("2025/05/08 10:31:07", "2025/06/16 08:51:12"),
                 True),
            ("say", "The dev server was restarted this morning and lost the returns namespace."),
            bash("temporal operator namespace create --namespace returns", "Namespace returns successfully registered.\n"),
            bash("timeout 5 go run ./cmd/returns-worker; true",
                 WORKER_OK.replace("fulfilment", "returns").replace("orders", "returns")))
    T.pair("t19-temporal-namespace", "l-temporal-recur", "recurred",
           "the returns worker fails with 'Namespace returns is not found.' first; registering it afterwards is a fix")

    T.later("l-temporal-cli-recur", cwd, "2025-06-23T15:25:00Z", "feat/returns-flow",
            ("user", "Kick off one ReturnOrder workflow by hand so I can watch it in the UI."),
            bash("temporal workflow start --namespace fulfilment --task-queue orders --type ReturnOrder "
                 "--workflow-id return-7731 --input '{\"orderId\": 7731}'",
                 "Error: failed starting workflow: Namespace fulfilment is not found.", True),
            ("say", "The dev server lost the namespace again; I'll stop here so you can decide whether to keep a db "
                    "file."))
    T.pair("t19-temporal-namespace", "l-temporal-cli-recur", "recurred",
           "starting a workflow fails with 'Namespace fulfilment is not found.': the dev server lost it again")

    T.later("l-temporal-refused", cwd, "2025-07-02T11:10:00Z", "main",
            ("user", "worker won't start, check it"),
            bash("go run ./cmd/worker",
                 "2025/07/02 11:10:41 Unable to create client: failed reaching server: last connection error: "
                 "connection error: desc = \"transport: Error while dialing: dial tcp 127.0.0.1:7233: connect: "
                 "connection refused\"\nexit status 1", True),
            ("say", "Nothing is listening on 7233: the dev server isn't running. Starting it."),
            bash("temporal server start-dev --headless >/tmp/temporal.log 2>&1 & sleep 3 && tail -1 /tmp/temporal.log",
                 "CLI 1.1.2 (Server 1.25.1, UI 2.31.2)\n"))
    T.pair("t19-temporal-namespace", "l-temporal-refused", "neither",
           "a different Temporal failure (connection refused: no server); no namespace error and no namespace created")

    T.later("l-temporal-list", cwd, "2025-07-09T10:00:00Z", "fix/stuck-returns",
            ("user", "Some returns workflows look stuck. List the running ones in default."),
            bash("temporal workflow list --namespace default --query 'ExecutionStatus=\"Running\"'",
                 "  Status   WorkflowId    Type          StartTime\n  Running  return-7731   ReturnOrder   "
                 "2 hours ago\n  Running  return-7790   ReturnOrder   1 hour ago\n"),
            ("say", "Two returns are running, both waiting on the carrier activity."))
    T.pair("t19-temporal-namespace", "l-temporal-list", "neither",
           "the temporal CLI is only used to list workflows; no namespace is registered, no not-found error")

    T.later("l-temporal-before", cwd, "2025-04-29T14:00:00Z", "feat/returns-flow",
            ("user", "Start the worker please."),
            bash("go run ./cmd/worker", WORKER_NS.replace("2025/05/08 10:31:07", "2025/04/29 14:00:30"), True))
    T.pair("t19-temporal-namespace", "l-temporal-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")
