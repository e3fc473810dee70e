"""Labelled lessons of corpus15, part d (sessions s13-s16: Grafana with Loki, Istio, Kustomize, Crossplane). Labels
were written from the session text first (see corpus15_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus15_lessons import at, fake, g, k, known, real


def records() -> list[dict[str, Any]]:
    s13, s14, s15, s16 = "s13-grafana-loki", "s14-istio-mtls", "s15-kustomize-overlays", "s16-crossplane-rds"
    return [
        real("c15-080", s13, g(
            "Grafana file provisioning rejects dashboards exported through the HTTP API",
            "Provisioned dashboards are missing after an upgrade; the log says the title cannot be empty.",
            "Saving dashboards with the API's {dashboard, meta} wrapper into the provisioning folder.",
            "The provisioner expects the dashboard model at the top level; the wrapper has no title.",
            "Unwrap each file with jq '.dashboard' and restart Grafana.",
            "grafana log: `error=\"Dashboard title cannot be empty\"` for node.json and loki-logs.json; "
            "`jq 'keys' dashboards/node.json` showed `\"dashboard\",` / `\"meta\"` - API exports. Unwrapped each "
            "with `jq '.dashboard'`, restarted: `grep -c 'Dashboard title cannot be empty'` → 0.",
            cat="tool_quirk"),
            "shown", "fix_ran",
            "the log error, the keys check, the jq unwrap printing both titles, and a restart whose log count is 0",
            ["code spans", "nested quotes", "arrow"],
            'error="Dashboard title cannot be empty"', "jq '.dashboard'"),
        real("c15-081", s13, g(
            "promtail replaying old files blocks Loki ingestion: drop lines older than the reject age",
            "The Loki datasource connects but no labels come back.",
            "Letting promtail retry batches Loki rejects as too old.",
            "Loki rejects entries older than reject_old_samples_max_age (168h); the rejected batch retries forever "
            "and blocks newer lines.",
            "Add a promtail `drop` stage with `older_than: 168h`.",
            ["promtail: `status=400` … `has timestamp too old: 2026-02-01T03:11:09Z, oldest acceptable timestamp is: "
             "2026-03-07T09:06:40Z`",
             "labels API before: `{\"status\":\"success\",\"data\":[]}`",
             "added a `drop` stage with `older_than: 168h`, restarted promtail → "
             "`{\"status\":\"success\",\"data\":[\"filename\",\"job\"]}`"], cat="tool_quirk"),
            "shown", "rerun_passes",
            "the labels call returns an empty list; after the promtail edit the same labels call returns two labels",
            ["evidence as list", "ellipsis", "JSON in code spans", "arrow"],
            "has timestamp too old", "older_than: 168h", group="c15-loki-old"),
        real("c15-082", s13, g(
            "Grafana alerting provisioning: a mis-indented `for:` breaks the whole rules file",
            "alerting/rules.yaml isn't loaded; Grafana logs a YAML parse error.",
            "Indenting `for: 5m` under the rule's data list.",
            "The key ends up inside the data item, where YAML finds no expected key.",
            "De-indent `for: 5m` to the rule level and restart Grafana.",
            "`error=\"failure to parse file rules.yaml: error parsing YAML: yaml: line 14: did not find expected "
            "key\"` - `for: 5m` was nested inside the data item; de-indented it in provisioning/alerting/rules.yaml.",
            cat="tool_quirk"),
            "not_shown", "confirmation_far_or_other",
            "Grafana is never restarted and the log never re-checked; the person's 'great' is about the dashboards",
            ["code spans", "nested quotes"], "did not find expected key",
            "great, the dashboards look really good btw"),
        known("c15-083", s13, k(
            "Spot an API-wrapped Grafana dashboard JSON with jq 'keys'",
            "A dashboard JSON file fails to provision.",
            "Run jq 'keys' on it: a top level of dashboard and meta means it came from the HTTP API and needs "
            "unwrapping.",
            "The provisioner's error (empty title) doesn't say the file is wrapped.",
            "`jq 'keys' dashboards/node.json` → `\"dashboard\",` `\"meta\"`: an HTTP API export, not a "
            "provisionable dashboard", cat="debugging_technique"),
            "the jq keys call and its output", ["code spans", "arrow"], "jq 'keys' dashboards/node.json"),
        fake("c15-084", s13, g(
            "Loki's labels API answers 400 while promtail replays old logs",
            "The labels endpoint errors.",
            "Old entries.",
            "Loki rejects old samples.",
            "Drop old lines in promtail.",
            "`curl -s 'http://localhost:3100/loki/api/v1/labels'` came back with `server returned HTTP status 400 "
            "Bad Request (400)`."),
            "other_call_error", "the labels call returned an empty success list; the 400 is in promtail's log",
            ["code spans", "error from another call"], "loki/api/v1/labels"),
        fake("c15-085", s13, g(
            "promtail batches are rejected as too new after a clock skew",
            "promtail keeps retrying a batch.",
            "Host clock ahead of Loki.",
            "Loki rejects entries from the future.",
            "Fix NTP.",
            "`error sending batch, will retry` … `has timestamp too new: 2026-02-01T03:11:09Z`"),
            "near_miss", "the message says timestamp too old, not too new", ["code spans", "near-miss quote"],
            "error sending batch, will retry", group="c15-loki-old"),
        fake("c15-086", s13, k(
            "When promtail backfills old files, raise Loki's reject_old_samples_max_age",
            "Backfilling logs older than a week into Loki.",
            "Raise limits_config.reject_old_samples_max_age to cover the backfill window.",
            "Keeps the history instead of dropping it.",
            "The session raised `reject_old_samples_max_age: 336h` in loki-config.yaml, after which the old batches "
            "were accepted.", cat="env_setup"),
            "invented_detail", "Loki's config is never changed; 336h and loki-config.yaml never appear",
            ["code span", "invented value"], "reject_old_samples_max_age"),
        fake("c15-087", s13, g(
            "Turning off reject_old_samples in Loki brings the labels back",
            "No labels in the Loki datasource.",
            "Old samples rejected.",
            "promtail retries rejected batches.",
            "reject_old_samples: false.",
            "Setting `reject_old_samples: false` in Loki made the labels appear (`[\"filename\",\"job\"]`).",
            cat="tool_quirk"),
            "names_false_claim", "the option is only mentioned; the fix that ran was promtail's drop stage",
            ["code spans", "false outcome"], "reject_old_samples: false", group="c15-loki-old"),

        real("c15-088", s14, g(
            "istioctl analyze IST0101: a VirtualService pointing at a Service name that doesn't exist",
            "istioctl analyze fails with Referenced host not found.",
            "Routing to the short app name instead of the Service name.",
            "The Service is ledger-api; the VS said ledger.",
            "Fix the host to ledger-api.payments.svc.cluster.local and re-run analyze.",
            "istioctl analyze: `Error [IST0101] (VirtualService payments/ledger-vs) Referenced host not found: "
            "\"ledger.payments.svc.cluster.local\"` - the Service is `ledger-api`. After "
            "`host: ledger-api.payments.svc.cluster.local` and re-apply, analyze only printed the IST0103 warning.",
            cat="tool_quirk"),
            "shown", "edit_then_pass",
            "analyze errors on the host; after the edit, apply and analyze print only the warning",
            ["code spans", "nested quotes"], "Referenced host not found", "host: ledger-api.payments.svc.cluster.local"),
        real("c15-089", s14, g(
            "STRICT mTLS cuts off sidecar-less batch jobs: open a port-level PERMISSIVE exception",
            "A batch job without a sidecar gets connection resets from ledger-api.",
            "Turning on namespace-wide STRICT with sidecar-less clients left.",
            "STRICT rejects plaintext from pods without a proxy.",
            "A PeerAuthentication selecting app=ledger-api with portLevelMtls 8080 PERMISSIVE.",
            "PeerAuthentication `ledger-api-permissive` (mtls STRICT, `portLevelMtls` 8080 `mode: PERMISSIVE`) → "
            "`peerauthentication.security.istio.io/ledger-api-permissive created`; a manual run of the batch job: "
            "`job.batch/ledger-batch-manual condition met`.", cat="security"),
            "shown", "fix_ran",
            "the person reports the resets; the PeerAuthentication is applied and a job created from the cronjob "
            "completes", ["code spans", "arrow"], "connection reset", "kubectl apply -f k8s/ledger-permissive.yaml"),
        real("c15-090", s14, g(
            "IST0103 missing Istio proxy: restart the workload so the sidecar gets injected",
            "istioctl analyze warns that a pod is missing the Istio proxy.",
            "Leaving pods that started before injection was enabled.",
            "Injection happens at pod creation.",
            "kubectl rollout restart the workload.",
            "`Warning [IST0103] ... is missing the Istio proxy. This can often be resolved by restarting or "
            "redeploying the workload.` → `kubectl -n payments rollout restart deploy/ledger-api`",
            cat="tool_quirk"),
            "not_shown", "ran_before_failure",
            "the only restart ran before analyze and was of ledger-api, not the flagged batch pod; the warning is "
            "still printed afterwards", ["code spans", "ellipsis", "arrow"],
            "is missing the Istio proxy", "kubectl -n payments rollout restart deploy/ledger-api"),
        known("c15-091", s14, k(
            "Don't inject an Istio sidecar into a Job just to satisfy STRICT mTLS",
            "A CronJob without a sidecar must reach a service under STRICT mTLS.",
            "Prefer a port-level PERMISSIVE exception on the target over injecting a proxy into the Job.",
            "The proxy keeps running, so the Job never completes unless the app calls the quit endpoint.",
            "assistant: the proxy keeps running and the Job never completes unless the app calls `/quitquitquit`; a "
            "port-level PERMISSIVE exception for ledger-api let `ledger-batch-manual` complete.", cat="trade_off_decision"),
            "the assistant's reasoning and the manual job run completing", ["prose", "code spans"],
            "/quitquitquit"),
        fake("c15-092", s14, g(
            "Re-applying the fixed VirtualService still fails istioctl analyze",
            "analyze keeps failing after the host fix.",
            "Trusting the apply output.",
            "Another analyzer error remains.",
            "Fix the remaining error.",
            "`kubectl apply -f k8s/ledger-vs.yaml && istioctl analyze -n payments` ended with `Error: Analyzers found "
            "issues when analyzing namespace: payments.`"),
            "other_call_error", "that line is from the first analyze; the apply-and-analyze call printed only the "
            "warning", ["code spans", "error from another call"], "kubectl apply -f k8s/ledger-vs.yaml"),
        fake("c15-093", s14, g(
            "Exclude the app port from inbound capture for sidecar-less callers",
            "A job without a sidecar cannot reach a STRICT service.",
            "STRICT on every port.",
            "The sidecar demands mTLS on 8080.",
            "Annotate the target with excludeInboundPorts.",
            "Annotated ledger-api with `traffic.sidecar.istio.io/excludeInboundPorts: \"8080\"` so the sidecar-less "
            "batch job could connect.", cat="security"),
            "invented_detail", "the fix was a PeerAuthentication; no excludeInboundPorts annotation appears",
            ["code span", "invented annotation"], "portLevelMtls"),
        fake("c15-094", s14, g(
            "Sidecar-less clients under STRICT mTLS get 'upstream connect error'",
            "Calls from the batch job fail.",
            "STRICT mTLS with a plaintext client.",
            "The server sidecar resets plaintext connections.",
            "Port-level PERMISSIVE.",
            "The batch job logged `upstream connect error or disconnect/reset before headers. reset reason: "
            "connection termination` against ledger-api.", cat="security"),
            "never_seen_error", "the person only says connection reset; no job log is shown",
            ["code span error"], "connection reset"),

        real("c15-095", s15, g(
            "Kustomize patch targets must use the base resource's current name",
            "kustomize build of an overlay fails to find the patch target.",
            "Keeping a patch whose metadata.name is the resource's old name.",
            "Patches match by the base name; the base Deployment was renamed to web.",
            "Rename the patch's metadata.name to web.",
            f"{at(s15, 'no matches for Id')} `Error: no matches for Id Deployment.v1.apps/web-frontend.[noNs]; failed "
            "to find unique target for patch Deployment.v1.apps/web-frontend.[noNs]` - base/deployment.yaml names it "
            f"`web`. {at(s15, 'patch-replicas.yaml')} renamed it in the patch; {at(s15, 'prod-web-config')} the build "
            "then lists `name: prod-web`.", cat="build_config"),
            "shown", "edit_then_pass",
            "kustomize build fails; after the patch edit the same build lists the resources",
            ["step ids", "code spans"], "failed to find unique target for patch", "overlays/prod/patch-replicas.yaml",
            group="c15-kust-patch"),
        real("c15-096", s15, g(
            "Kustomize doesn't rewrite hashed ConfigMap names inside custom kinds without a nameReference "
            "configuration",
            "An Argo CronWorkflow keeps referencing the unhashed ConfigMap name.",
            "Expecting kustomize to know where a CRD references ConfigMaps.",
            "nameReference only covers built-in kinds unless told otherwise.",
            "Add a configurations file with a ConfigMap nameReference fieldSpec for the CronWorkflow path.",
            "`kustomize build overlays/prod | grep -A1 'configMapRef'` → `name: web-config` (unhashed) in the "
            "CronWorkflow. Added kustomizeconfig/cronworkflow-nameref.yaml with a ConfigMap nameReference for "
            "`spec/workflowSpec/templates/container/envFrom/configMapRef/name` and listed it under "
            "`configurations:`.", cat="build_config"),
            "not_shown", "rerun_still_fails",
            "the same build-and-grep after the change still prints name: web-config; the cause is left open",
            ["code spans", "arrow"], "name: web-config", "cronworkflow-nameref.yaml", group="c15-kust-ref"),
        known("c15-097", s15, k(
            "Kustomize-generated ConfigMaps carry the namePrefix and a content hash",
            "Referencing a generated ConfigMap from another resource.",
            "Reference the plain generator name and let kustomize rewrite it; check the built output for "
            "prefix-name-hash.",
            "The hash changes with the content, which rolls the pods that mount it.",
            "build output: `name: prod-web-config-7g2hk9bf5c` for the generated map; references are rewritten only "
            "in fields kustomize knows.", cat="build_config"),
            "the build listing shows the prefixed, hashed ConfigMap name", ["code span"], "prod-web-config-7g2hk9bf5c"),
        fake("c15-098", s15, g(
            "A nameReference configuration makes kustomize hash the CronWorkflow's ConfigMap reference",
            "The CronWorkflow kept the unhashed name.",
            "Custom kinds aren't known to kustomize.",
            "No fieldSpec for the CRD.",
            "Add configurations with a nameReference.",
            "After adding `configurations:` the CronWorkflow got `prod-web-config-7g2hk9bf5c`.", cat="build_config"),
            "names_false_claim", "the build after the change still shows name: web-config",
            ["code spans", "false outcome"], "cronworkflow-nameref.yaml", group="c15-kust-ref"),
        fake("c15-099", s15, g(
            "Older kustomize rejects a configurations entry in kustomization.yaml",
            "kustomize build fails after adding configurations.",
            "Using a field the installed kustomize doesn't support.",
            "Strict decoding of kustomization.yaml.",
            "Upgrade kustomize.",
            "kustomize rejected the overlay: `Error: json: unknown field \"configurations\"`.", cat="build_config"),
            "never_seen_error", "the build with configurations ran without error; it just didn't rewrite the name",
            ["code span error"], "configurations:"),
        fake("c15-100", s15, g(
            "A kustomize patch must name the base resource",
            "The overlay build fails.",
            "Wrong name in the patch.",
            "No resource of that name in the base.",
            "Fix the name.",
            "`Error: no matches for Id Deployment.v1.apps/web.[noNs]; failed to find unique target for patch`",
            cat="build_config"),
            "near_miss", "the Id in the error is web-frontend (the patch's name), not web",
            ["code span", "near-miss quote"], "failed to find unique target for patch", group="c15-kust-patch"),

        real("c15-101", s16, g(
            "Crossplane RDS composition: pin the major engine version, AWS retires minors",
            "A PostgresInstance claim stays READY False.",
            "Hardcoding engineVersion 15.3 in the composition.",
            "AWS no longer offers 15.3 in the region: InvalidParameterCombination.",
            "Set engineVersion \"15\" and wait for RDS to finish creating (several minutes).",
            ["MR condition: `InvalidParameterCombination: Cannot find version 15.3 for postgres`",
             "composition: `engineVersion: \"15.3\"`",
             "now `engineVersion: \"15\"`; the first check after 4 min was still READY False, the MR then showed "
             "SYNCED True, and 7 minutes later the claim was READY True."], cat="tool_quirk"),
            "shown", "rerun_passes",
            "the claim is not ready with the AWS error; after the composition edit the claim check fails once more "
            "(timing) and then shows READY True",
            ["evidence as list", "still failed at first", "after X it worked"],
            "Cannot find version 15.3 for postgres", 'engineVersion: "15"'),
        real("c15-102", s16, g(
            "Crossplane claims: integers quoted as strings fail XRD schema validation",
            "crossplane beta validate fails on the example claim.",
            "Writing storageGB: \"20\".",
            "The XRD declares storageGB as integer.",
            "Write storageGB: 20.",
            ["crossplane beta validate: `spec.parameters.storageGB in body must be of type integer: \"string\"`",
             "example claim had `storageGB: \"20\"`, changed to `storageGB: 20`"], cat="api_quirk"),
            "not_shown", "korean_other",
            "after the edit only yamllint runs; validate is not re-run and the Korean thanks is about the RDS claim",
            ["evidence as list", "code spans", "nested quotes"],
            "must be of type integer", "아까 RDS 건은 잘 됐어"),
        known("c15-103", s16, k(
            "Crossplane: describe the managed resource, not the claim, to see the provider's error",
            "A claim stays READY False with no reason on it.",
            "Describe the managed resource selected by crossplane.io/claim-name and read its Conditions.",
            "The provider's API error only lands on the managed resource.",
            "The claim only said `READY` False; `kubectl describe instance.rds.aws.upbound.io -l "
            "crossplane.io/claim-name=orders-db` showed `Reason:                ReconcileError` with the AWS "
            "message.", cat="debugging_technique"),
            "the claim listing, then the describe of the managed resource", ["code spans", "padding in span"],
            "crossplane.io/claim-name=orders-db"),
        fake("c15-104", s16, g(
            "RDS rejects retired postgres minors",
            "Claim never ready.",
            "Hardcoded minor.",
            "Version retired.",
            "Major only.",
            "`InvalidParameterCombination: Cannot find version 15.3 for postgresql`", cat="tool_quirk"),
            "near_miss", "the AWS message ends 'for postgres', not 'for postgresql'",
            ["code span", "near-miss quote", "terse"], "Cannot find version 15.3"),
        fake("c15-105", s16, g(
            "Applying the composition surfaces the RDS ReconcileError",
            "kubectl apply of the composition reports an error.",
            "Applying a composition with a retired version.",
            "Crossplane validates against AWS.",
            "Fix the version first.",
            "`kubectl apply -f apis/postgres/composition.yaml` answered `ReconcileError`."),
            "other_call_error", "the apply printed configured; ReconcileError is in the managed resource's "
            "conditions", ["code spans", "error from another call"], "kubectl apply -f apis/postgres/composition.yaml"),
        fake("c15-106", s16, g(
            "Pin the newest available RDS minor in the composition",
            "The claim fails on a retired engine version.",
            "An old minor.",
            "AWS retires minors.",
            "Pin 15.7.",
            "Pinned `engineVersion: \"15.7\"`, the newest minor the region offered, and the claim turned READY.",
            cat="tool_quirk"),
            "invented_detail", "the composition was changed to \"15\"; 15.7 never appears",
            ["code span", "invented value"], 'engineVersion: "15"'),
    ]
