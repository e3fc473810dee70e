"""Labelled lessons of corpus18, part E (sessions of corpus18_sources_d.py: sops with age, Tilt on k3d, the
OpenTelemetry Collector, Meilisearch, Fly.io). Each lesson is written as a model replies it; its labels were written
from the session text before anything judged it."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus18_common import G, K, sid
from tests.truth.corpus18_sources_d import MEILI, TILT


def _sops() -> list[dict[str, Any]]:
    s = "sops-age"
    return [
        G("099", s, "sops only reads ~/.config/sops/age/keys.txt unless SOPS_AGE_KEY_FILE is set",
          "`sops -d` fails: no master key could decrypt the file.", "Re-encrypting the file for a new key.",
          "The age key was copied to ~/.age/jo.key, where sops doesn't look.",
          "`SOPS_AGE_KEY_FILE=~/.age/jo.key sops -d ...` (or move the key).",
          "sops -d: `failed to load age identities: failed to open file: open` ... "
          "`/home/jo/.config/sops/age/keys.txt: no such file or directory`; key was at ~/.age/jo.key → "
          "`SOPS_AGE_KEY_FILE=~/.age/jo.key sops -d secrets/prod.yaml | yq 'keys'` → `- stripe` among the keys",
          "real", "fix_ran", "the decrypt with SOPS_AGE_KEY_FILE runs and lists the top-level keys",
          ["ellipsis", "arrows", "code spans"],
          {"failure": "failed to load age identities", "fix": "- db\n- smtp\n- stripe",
           "evidence": "failed to load age identities"}, category="env_setup"),
        G("100", s, "A sops creation rule pinned to one file blocks encrypting new files",
          "`sops -e` on a new file: no matching creation rules found.", "Passing --age on every call.",
          "`.sops.yaml` only matched `secrets/prod\\.yaml$`.", "Widen path_regex to `secrets/.*\\.yaml$`.",
          "`sops -e secrets/staging.yaml` → `error loading config: no matching creation rules found`; `.sops.yaml` "
          "had `path_regex: secrets/prod\\.yaml$` → widened to `secrets/.*\\.yaml$`",
          "real", "other_check_passes", "after the edit only prod.yaml (which matched before) is encrypted; "
          "staging.yaml is never retried", ["arrows", "code spans", "backslashes"],
          {"failure": "no matching creation rules found", "fix": "ENCRYPT_OK",
           "evidence": "no matching creation rules found"}, category="tool_quirk"),
        G("101", s, "sops can't find the age identity file on a new laptop",
          "Decrypt fails.", "Default key path.", "Key elsewhere.", "Set SOPS_AGE_KEY_FILE.",
          "`failed to load age identities: open /home/jo/.config/sops/age/keys.txt: no such file or directory`",
          "invented", "near_miss", "the message says `failed to open file: open` before the path, split over lines",
          ["code span", "merged lines"], {"evidence": "failed to load age identities"}, category="env_setup"),
        G("102", s, "Widening path_regex lets sops encrypt staging.yaml",
          "No creation rule.", "Narrow regex.", "Regex.", "Widen it.",
          "after widening path_regex, `sops -e secrets/staging.yaml` wrote secrets/staging.enc.yaml",
          "invented", "names_false_claim", "staging.yaml was never encrypted again; only prod.yaml was",
          ["false outcome", "code span"], {"evidence": "sops -e secrets/staging.yaml"}, category="tool_quirk"),
        K("103", s, "Where sops looks for age keys",
          "Decrypting sops files on a new machine.",
          "Put the key at ~/.config/sops/age/keys.txt or export SOPS_AGE_KEY_FILE.",
          "sops names the path it tried when decryption fails.",
          "sops tried `/home/jo/.config/sops/age/keys.txt`; `SOPS_AGE_KEY_FILE=~/.age/jo.key` points it elsewhere",
          "real", "knowledge", "the failed decrypt and the successful one", ["code spans"],
          {"evidence": "/home/jo/.config/sops/age/keys.txt"}, category="env_setup"),
        K("104", s, "Check the age key directory before decrypting",
          "sops decrypt problems.", "List ~/.age and ~/.config/sops.", "Shows where the key is.",
          "`ls ~/.age ~/.config/sops` printed `Recovery failed because no master key was able to decrypt the file`",
          "invented", "other_call_error", "that text came from sops -d; ls reported the missing directory",
          ["code spans", "wrong call"], {"evidence": "ls ~/.age ~/.config/sops"}, category="debugging_technique"),
    ]


def _tilt() -> list[dict[str, Any]]:
    s = "tilt-k3d"
    return [
        G("105", s, "k3d registry hostnames don't resolve on the host: add them to /etc/hosts",
          "tilt ci fails pushing: lookup k3d-shop-registry.localhost: no such host.", "Switching to kind.",
          "k3d creates the registry container but no host DNS entry.",
          "`echo '127.0.0.1 k3d-shop-registry.localhost' | sudo tee -a /etc/hosts`.",
          "`dial tcp: lookup k3d-shop-registry.localhost: no such host` → `echo '127.0.0.1 k3d-shop-registry.localhost'"
          " | sudo tee -a /etc/hosts` → next `tilt ci` pushed the image "
          "(`[==================================================>] 100%`)",
          "real", "fix_ran", "the hosts entry is added and the next tilt ci pushes to the registry",
          ["arrows", "code spans"],
          {"failure": "k3d-shop-registry.localhost: no such host", "fix": "sudo tee -a /etc/hosts",
           "evidence": "no such host"}, category="env_setup"),
        G("106", s, "Run tilt down to clear a stale Service before tilt ci re-allocates its nodePort",
          "tilt ci fails: nodePort 30080 provided port is already allocated.", "Retrying tilt ci.",
          "An old Service still holds the port.", "`tilt down`, then `tilt ci`.",
          "`spec.ports[0].nodePort: Invalid value: 30080: provided port is already allocated` → `tilt down` cleans up "
          "the old Service/api",
          "real", "ran_before_failure", "tilt down ran before any tilt ci and the port error came after it; the port "
          "was held by another namespace's service", ["arrow", "code spans"],
          {"failure": "provided port is already allocated", "fix": "Deleting kubernetes objects",
           "evidence": "provided port is already allocated"}, category="tool_quirk"),
        G("107", s, "Don't pin nodePort in dev Services on a shared k3d cluster",
          "Service apply fails because 30080 is taken.", "Deleting whoever holds the port.",
          "Another namespace's NodePort service owns 30080.", "Drop `nodePort: 30080` and let Kubernetes pick.",
          "legacy 네임스페이스의 `api` 서비스가 `8080:30080/TCP` 를 점유 → k8s/api-service.yaml 에서 "
          f"`nodePort: 30080` 제거 → `tilt ci` → `SUCCESS. All workloads are healthy.` [{sid(TILT, 'SUCCESS.')}]",
          "real", "edit_then_pass", "the service edit is followed by tilt ci succeeding",
          ["Korean prose", "arrows", "step id inline"],
          {"failure": "provided port is already allocated", "fix": "SUCCESS. All workloads are healthy.",
           "evidence": "8080:30080/TCP"}, category="project_convention", scope="project"),
        G("108", s, "tilt down trips over the allocated nodePort",
          "tilt down errors.", "Stale service.", "Port held.", "Delete it.",
          "`tilt down` failed with `provided port is already allocated`",
          "invented", "other_call_error", "tilt down succeeded; the port error came from the second tilt ci",
          ["code spans", "wrong call"], {"evidence": "Deleting kubernetes objects"}),
        G("109", s, "Free the nodePort by deleting the legacy api service",
          "Port taken.", "Leaving it.", "Legacy service.", "Delete it.",
          "`kubectl -n legacy delete svc api` freed 30080 and `tilt ci` went green",
          "invented", "names_false_claim", "the delete was only mentioned and the person forbade it",
          ["false outcome", "code span"], {"evidence": "kubectl -n legacy delete svc api"}),
        G("110", s, "tilt ci on k3d takes well over half a minute",
          "Slow tilt ci.", "Full rebuilds.", "No cache.", "Live update.",
          "`tilt ci` finished `SUCCESS. All workloads are healthy.` in `38.4s`",
          "invented", "invented_detail", "no 38.4s anywhere; api finished in 7.83s", ["code spans", "invented timing"],
          {"evidence": "SUCCESS. All workloads are healthy."}, category="performance"),
        K("111", s, "Use tilt ci as a one-shot check of a Tiltfile change",
          "Verifying Tiltfile or manifest edits.", "`tilt ci` builds, deploys, waits for health and exits.",
          "It returns non-zero on any build or apply error, unlike `tilt up`.",
          "`tilt ci` exits with `SUCCESS. All workloads are healthy.` after `api │ DONE IN: 7.83s`",
          "real", "knowledge", "the last tilt ci output", ["code spans"], {"evidence": "DONE IN: 7.83s"}),
    ]


def _otel() -> list[dict[str, Any]]:
    s = "otel-jaeger"
    return [
        G("112", s, "otelcol-contrib dropped the jaeger exporter: send OTLP to Jaeger",
          "The collector won't start after the upgrade: unknown type jaeger.", "Pinning an old contrib.",
          "The jaeger exporter was removed; Jaeger ingests OTLP.",
          "`otlp/jaeger` exporter with `endpoint: jaeger:4317`, referenced in the pipeline.",
          "validate: `unknown type: \"jaeger\" for id: \"jaeger\"` → `otlp/jaeger` with `endpoint: jaeger:4317`, "
          "pipeline `exporters: [otlp/jaeger]` → `CONFIG_VALID`",
          "real", "edit_then_pass", "the two edits are followed by validate printing CONFIG_VALID",
          ["arrows", "code spans", "nested quotes"],
          {"failure": "unknown type: \"jaeger\"", "fix": "CONFIG_VALID", "evidence": "unknown type: \"jaeger\""},
          category="build_config"),
        G("113", s, "COLLECTOR_OTLP_ENABLED does nothing on jaeger 1.30",
          "Collector logs connection refused to jaeger:4317.", "Setting the env var and assuming OTLP is on.",
          "The 1.30 image has no OTLP receiver.", "Upgrade Jaeger (the env var alone doesn't help).",
          "`connect: connection refused` to `jaeger:4317`; set `COLLECTOR_OTLP_ENABLED=true` on jaeger; after "
          "`docker compose up -d jaeger` still `dial tcp 172.19.0.4:4317: connect: connection refused`",
          "real", "rerun_still_fails", "the log check after the env change shows the same refusal",
          ["code spans", "prose"],
          {"failure": "connect: connection refused", "fix": "environment:\n      - COLLECTOR_OTLP_ENABLED=true",
           "evidence": "connect: connection refused"}, category="env_setup"),
        G("114", s, "Jaeger needs 1.35+ to receive OTLP on 4317",
          "The otlp/jaeger exporter can't connect.", "Debugging the collector.",
          "jaegertracing/all-in-one:1.30 predates OTLP ingestion.", "Bump the image, e.g. to 1.57.",
          "jaegertracing/all-in-one:1.30 → OTLP ingestion arrived in 1.35 → bump to 1.57 (connection refused until "
          "then)",
          "real", "only_suggested", "the bump is only proposed; the person will do it in another repo",
          ["arrows", "prose"],
          {"failure": "connect: connection refused", "fix": "Bumping the image to 1.57",
           "evidence": "jaegertracing/all-in-one:1.30"}, category="env_setup"),
        G("115", s, "contrib 0.102 lists zipkin but no jaeger exporter",
          "unknown type jaeger.", "Old config.", "Removed exporter.", "Use otlp.",
          "`unknown type: \"jaeger\" for id: \"jaeger\" (valid values: [otlp otlphttp zipkin])`",
          "invented", "near_miss", "the valid values list is much longer and ordered differently",
          ["code span", "shortened list"], {"evidence": "unknown type: \"jaeger\""}, category="build_config"),
        G("116", s, "Old Jaeger answers OTLP with Unimplemented",
          "Exports fail.", "Old Jaeger.", "No TraceService.", "Upgrade.",
          "`rpc error: code = Unimplemented desc = unknown service "
          "opentelemetry.proto.collector.trace.v1.TraceService`",
          "invented", "never_seen_error", "the exporter only ever got connection refused / Unavailable",
          ["code span"], {"evidence": "code = Unavailable"}, category="env_setup"),
        K("117", s, "Validate collector config offline with otelcol-contrib validate",
          "Changing an OpenTelemetry Collector config.", "`otelcol-contrib validate --config=...` before restarting.",
          "It parses and type-checks components without starting pipelines.",
          "`otelcol-contrib validate --config=config.yaml && echo CONFIG_VALID` → `CONFIG_VALID`",
          "real", "knowledge", "the validate call and its output", ["code spans", "arrow"],
          {"evidence": "otelcol-contrib validate --config=config.yaml && echo CONFIG_VALID"}, category="workflow"),
    ]


def _meili() -> list[dict[str, Any]]:
    s = "meili-filters"
    return [
        G("118", s, "Meilisearch filters need the attribute in filterableAttributes",
          "Search with a filter fails with invalid_search_filter.", "Changing the filter syntax.",
          "The index has no filterable attributes configured.",
          "PUT `settings/filterable-attributes` with `[\"cuisine\",\"diet\"]`, wait for the task.",
          "```\n{\"message\":\"Attribute `cuisine` is not filterable. ...\n```\nPUT filterable-attributes (task 41), "
          "waited for the task to succeed, same search:\n"
          "```\n{\"hits\":[\"Tom Kha Gai\",\"Tom Yum Goong\",\"Khao Soi\"],\"estimatedTotalHits\":3}\n```",
          "real", "rerun_passes", "once task 41 succeeded the same search returns three hits",
          ["fenced blocks", "JSON"],
          {"failure": "is not filterable", "fix": "\"estimatedTotalHits\":3", "evidence": "is not filterable"},
          category="api_quirk"),
        K("119", s, "Meilisearch settings updates are async tasks: wait before re-querying",
          "Changing index settings and testing right away.", "Poll `GET /tasks/<uid>` until status is succeeded.",
          "Until the task finishes the old settings apply.",
          "right after the PUT (taskUid 41, status enqueued) the same search still failed with "
          "`invalid_search_filter`; polling `/tasks/41` later → `{\"status\":\"succeeded\",\"duration\":\"PT3.807S\"}`",
          "real", "knowledge", "the immediate re-query fails; the task check and the later search pass",
          ["prose", "code spans", "JSON"], {"evidence": "\"status\":\"succeeded\""}, category="api_quirk"),
        G("120", s, "Browsers need Meilisearch's search key, not the master key",
          "The frontend search box gets 403.", "Shipping the master key in NEXT_PUBLIC_ env.",
          "The old master key is rejected after the server restart, and it doesn't belong in a browser.",
          "Put the \"Default Search API Key\" from `GET /keys` into NEXT_PUBLIC_MEILI_KEY.",
          f"[{sid(MEILI, 'do-not-ship')}] frontend key → HTTP `403`; the browser must use the \"Default Search API "
          "Key\" from `GET /keys` in NEXT_PUBLIC_MEILI_KEY",
          "real", "korean_other", "the key swap is only proposed; the closing 됐어요 is about the filter, the person "
          "makes new keys herself", ["step id inline", "double quotes", "code spans"],
          {"failure": "do-not-ship\n403", "fix": "Default Search API Key", "evidence": "do-not-ship\n403"},
          category="security"),
        G("121", s, "Meilisearch applies filterableAttributes immediately",
          "Filter error.", "Not configured.", "Settings.", "PUT the settings.",
          "right after the PUT (`\"status\":\"enqueued\"`) the thai filter search returned hits",
          "invented", "names_false_claim", "the immediate re-query failed with the same invalid_search_filter",
          ["false outcome", "code span"], {"evidence": "\"status\":\"enqueued\""}, category="api_quirk"),
        G("122", s, "Meilisearch lists the filterable attributes in its filter error",
          "Filter error.", "Guessing.", "Not filterable.", "Configure it.",
          "`Attribute cuisine is not filterable. Available filterable attributes are: diet`",
          "invented", "near_miss", "the index had no filterable attributes at all and said so",
          ["code span", "invented continuation"], {"evidence": "is not filterable"}, category="api_quirk"),
        G("123", s, "The settings PUT failed until the filter syntax was fixed",
          "PUT errors.", "Syntax.", "Filter.", "Fix filter.",
          "the PUT to `/indexes/recipes/settings/filterable-attributes` answered `invalid_search_filter`",
          "invented", "other_call_error", "the PUT was enqueued fine; invalid_search_filter came from the search",
          ["code spans", "wrong call"], {"evidence": "settings/filterable-attributes"}, category="api_quirk"),
        K("124", s, "Filterable attribute updates on a small index are near instant",
          "Planning settings changes.", "Expect sub-second tasks.", "Small index.",
          "task 41 took `\"duration\":\"PT0.412S\"`",
          "invented", "invented_detail", "the task took PT3.807S", ["code span", "wrong number"],
          {"evidence": "PT3.807S"}, category="performance"),
    ]


def _fly() -> list[dict[str, Any]]:
    s = "fly-postgres"
    return [
        G("125", s, "Fly apps must listen on 0.0.0.0, not 127.0.0.1",
          "`fly deploy` times out waiting for health checks.", "Raising the health check grace period.",
          "fly-proxy can't reach a server bound to loopback.", "Bind `\"0.0.0.0:\" + port`.",
          "fly deploy: `WARNING The app is not listening on the expected address and will not be reachable by "
          "fly-proxy.` listening on `127.0.0.1:8080` → `addr := \"0.0.0.0:\" + port` → `update succeeded`",
          "real", "edit_then_pass", "the bind edit is followed by a deploy whose machine update succeeds",
          ["arrows", "code spans"],
          {"failure": "The app is not listening on the expected address", "fix": "update succeeded",
           "evidence": "The app is not listening on the expected address"}, category="env_setup"),
        G("126", s, "Re-attaching Fly Postgres needs a new --database-user",
          "`fly postgres attach` fails: database user already exists.", "Dropping the old role by hand.",
          "The role from the earlier attachment survived the detach.",
          "`fly postgres attach <db> -a <app> --database-user <new>`.",
          "`Error: database user \"pastebin_go\" already exists. Please specify a new database user via "
          "--database-user` → `fly postgres attach pastebin-db -a pastebin-go --database-user pastebin_go_v2` → "
          "`Postgres cluster pastebin-db is now attached to pastebin-go`",
          "real", "fix_ran", "the attach with a new user succeeds", ["arrows", "code spans", "nested quotes"],
          {"failure": "already exists. Please specify a new database user", "fix": "is now attached to pastebin-go",
           "evidence": "already exists"}, category="tool_quirk"),
        G("127", s, "Postgres 15 needs GRANT on schema public for a new app role",
          "Migrations fail: permission denied for schema public (SQLSTATE 42501).", "Running migrations as postgres.",
          "PG 15 removed CREATE on public for ordinary roles.", "`GRANT ALL ON SCHEMA public TO pastebin_go_v2;`.",
          "`fly ssh console -a pastebin-go -C '/app/pastebin migrate'` → `ERROR: permission denied for schema public "
          "(SQLSTATE 42501)`; fix `GRANT ALL ON SCHEMA public TO pastebin_go_v2;`; user: \"perfect 👍\"",
          "real", "confirmation_far_or_other", "the grant is only written to a file; the person's perfect thanks for "
          "the earlier deploy fix and defers the grant", ["arrow", "code spans", "quoted user reply"],
          {"failure": "permission denied for schema public", "fix": "perfect 👍 thanks for getting the deploy fixed",
           "evidence": "permission denied for schema public"}, category="security"),
        G("128", s, "flyctl loses its token after an update",
          "Deploy won't authenticate.", "Old token.", "Token missing.", "fly auth login.",
          "`Error: no access token available. Please login with 'flyctl auth login'`",
          "invented", "never_seen_error", "no auth error in the session", ["code span"], {"evidence": "fly deploy"}),
        G("129", s, "Fly expects apps on port 3000 by default",
          "Health checks fail.", "Wrong port.", "Default port.", "Listen on 3000.",
          "`The app is not listening on the expected address: 0.0.0.0:3000`",
          "invented", "near_miss", "the warning asked for 0.0.0.0:8080 in different words",
          ["code span", "altered port"], {"evidence": "0.0.0.0:8080"}, category="env_setup"),
        G("130", s, "Migrations run fine after attaching with a new user",
          "Attach error.", "Old user.", "Role exists.", "New user.",
          "after the attach, `fly ssh console -a pastebin-go -C '/app/pastebin migrate'` applied 0001_create_pastes",
          "invented", "names_false_claim", "the migration failed with permission denied", ["false outcome"],
          {"evidence": "applying 0001_create_pastes.up.sql"}, category="tool_quirk"),
        K("131", s, "Fly's deploy warning tells you which address your process listens on",
          "Health checks time out after a deploy.",
          "Read the `Found these processes inside the machine with open listening sockets` table.",
          "It shows the bound address next to the one fly-proxy expects.",
          "`Found these processes inside the machine with open listening sockets:` → "
          "`/app/pastebin  | 127.0.0.1:8080`",
          "real", "knowledge", "the warning table is in the first deploy's output", ["code spans", "arrow"],
          {"evidence": "Found these processes inside the machine"}, category="debugging_technique"),
    ]


def records() -> list[dict[str, Any]]:
    return [*_sops(), *_tilt(), *_otel(), *_meili(), *_fly()]
