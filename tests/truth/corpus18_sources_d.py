"""Scripted sessions of corpus18, part D: sops with age keys, Tilt on a k3d cluster with a local registry, the
OpenTelemetry Collector after the Jaeger exporter's removal, Meilisearch filterable attributes and keys, Fly.io
deploys with a Postgres attachment. In the record envelope sessions_dsl writes."""
from __future__ import annotations

from tests.truth import corpus_builder

SOPS_NOKEY = """Failed to get the data key required to decrypt the SOPS file.

Group 0: FAILED
  age1q8w3c7m5kz2rj4d6xyl0n9s8p7v5t3u2e0a9h6g4f2d8s1k0jq3sx7qpl4: FAILED
    - | failed to load age identities: failed to open file: open
      | /home/jo/.config/sops/age/keys.txt: no such file or directory

Recovery failed because no master key was able to decrypt the file. In
order for SOPS to recover the file, at least one key has to be successful,
but none were."""

SOPS = [
    ("user", "I can't decrypt secrets/prod.yaml on my new laptop. I copied my age key over already"),
    ("bash", "cd /home/jo/ops/secrets-repo && sops -d secrets/prod.yaml", SOPS_NOKEY, True),
    ("bash", "ls ~/.age ~/.config/sops 2>&1",
     "ls: cannot access '/home/jo/.config/sops': No such file or directory\n/home/jo/.age:\njo.key", True),
    ("say", "sops only looks at ~/.config/sops/age/keys.txt unless `SOPS_AGE_KEY_FILE` says otherwise; your key is "
            "in ~/.age/jo.key."),
    ("bash", "SOPS_AGE_KEY_FILE=~/.age/jo.key sops -d secrets/prod.yaml | yq 'keys'", "- db\n- smtp\n- stripe",
     False),
    ("user", "works. now creating a new encrypted file for staging fails"),
    ("bash", "SOPS_AGE_KEY_FILE=~/.age/jo.key sops -e secrets/staging.yaml > secrets/staging.enc.yaml",
     "error loading config: no matching creation rules found", True),
    ("bash", "cat .sops.yaml", "creation_rules:\n  - path_regex: secrets/prod\\.yaml$\n"
                               "    age: age1q8w3c7m5kz2rj4d6xyl0n9s8p7v5t3u2e0a9h6g4f2d8s1k0jq3sx7qpl4", False),
    ("say", "The only creation rule matches secrets/prod.yaml exactly. Widening it to every yaml under secrets/."),
    ("edit", "/home/jo/ops/secrets-repo/.sops.yaml", "  - path_regex: secrets/prod\\.yaml$",
     "  - path_regex: secrets/.*\\.yaml$"),
    ("bash", "SOPS_AGE_KEY_FILE=~/.age/jo.key sops -e secrets/prod.yaml > /dev/null && echo ENCRYPT_OK", "ENCRYPT_OK",
     False),
    ("say", "The widened rule works; `sops -e` on the secrets folder finds its creation rule again."),
    ("user", "ok, I'll commit .sops.yaml"),
]

TILT_PUSH = """Loading Tiltfile at: /home/amir/dev/shop-platform/Tiltfile
Successfully loaded Tiltfile (421.2ms)
     api │ 
     api │ Initial Build
     api │ STEP 1/3 — Building Dockerfile: [k3d-shop-registry.localhost:5111/api]
     api │ Building Dockerfile for platform linux/amd64:
     api │      [builder 4/5] RUN go build -o /out/api ./cmd/api
     api │ STEP 2/3 — Pushing k3d-shop-registry.localhost:5111/api:tilt-8d2c7e1f
     api │ ERROR IN: [2/3] Pushing k3d-shop-registry.localhost:5111/api:tilt-8d2c7e1f
     api │ Build Failed: pushing image: Get "https://k3d-shop-registry.localhost:5111/v2/": dial tcp: lookup k3d-shop-registry.localhost: no such host
Error: Build Failed: pushing image: Get "https://k3d-shop-registry.localhost:5111/v2/": dial tcp: lookup k3d-shop-registry.localhost: no such host"""

TILT_PORT = """Successfully loaded Tiltfile (398.7ms)
     api │ STEP 2/3 — Pushing k3d-shop-registry.localhost:5111/api:tilt-8d2c7e1f
     api │      Pushing with Docker client
     api │      [==================================================>] 100%
     api │ STEP 3/3 — Deploying
     api │ ERROR IN: [3/3] Deploying
     api │ Build Failed: error applying: error installing k8s resources: The Service "api" is invalid: spec.ports[0].nodePort: Invalid value: 30080: provided port is already allocated
Error: Build Failed: error applying: error installing k8s resources: The Service "api" is invalid: spec.ports[0].nodePort: Invalid value: 30080: provided port is already allocated"""

TILT_OK = """Successfully loaded Tiltfile (402.9ms)
     api │ STEP 3/3 — Deploying
     api │      Objects applied to cluster:
     api │        → api:deployment
     api │        → api:service
     api │ Step 1 - 6.12s (Building Dockerfile)
     api │ Step 2 - 1.40s (Pushing k3d-shop-registry.localhost:5111/api:tilt-8d2c7e1f)
     api │ Step 3 - 0.31s (Deploying)
     api │ DONE IN: 7.83s
     web │ DONE IN: 5.02s
SUCCESS. All workloads are healthy."""

TILT = [
    ("user", "tilt ci 가 로컬 k3d 클러스터에서 계속 실패해요. 어제 클러스터를 새로 만들었어요."),
    ("bash", "cd /home/amir/dev/shop-platform && tilt down",
     "Loading Tiltfile at: /home/amir/dev/shop-platform/Tiltfile\nSuccessfully loaded Tiltfile (405.0ms)\n"
     "Deleting kubernetes objects:\n→ Deployment/api\n→ Service/api\n→ Deployment/web\n→ Service/web", False),
    ("bash", "tilt ci", TILT_PUSH, True),
    ("say", "The k3d registry name doesn't resolve on the host: k3d creates the registry container but doesn't touch "
            "/etc/hosts. Mapping it to 127.0.0.1."),
    ("bash", "echo '127.0.0.1 k3d-shop-registry.localhost' | sudo tee -a /etc/hosts",
     "127.0.0.1 k3d-shop-registry.localhost", False),
    ("bash", "tilt ci", TILT_PORT, True),
    ("bash", "kubectl get svc -A --field-selector spec.type=NodePort",
     "NAMESPACE   NAME   TYPE       CLUSTER-IP     EXTERNAL-IP   PORT(S)          AGE\n"
     "legacy      api    NodePort   10.43.118.20   <none>        8080:30080/TCP   19h", False),
    ("say", "NodePort 30080 is held by the `api` service in the `legacy` namespace. "
            "`kubectl -n legacy delete svc api` would free it, or our service can stop pinning the port."),
    ("user", "legacy 는 Sara 꺼라 건드리지 마세요. 우리 서비스에서 nodePort 고정만 빼주세요."),
    ("edit", "/home/amir/dev/shop-platform/k8s/api-service.yaml",
     "    - port: 8080\n      targetPort: 8080\n      nodePort: 30080\n",
     "    - port: 8080\n      targetPort: 8080\n"),
    ("bash", "tilt ci", TILT_OK, False),
    ("user", "됐네요, 고마워요!"),
]

OTEL_JAEGER = """Error: failed to get config: cannot unmarshal the configuration: decoding failed due to the following error(s):

error decoding 'exporters': unknown type: "jaeger" for id: "jaeger" (valid values: [otlp otlphttp prometheus prometheusremotewrite debug file kafka loadbalancing zipkin])
2024/06/10 07:58:21 collector server run finished with error: failed to get config: cannot unmarshal the configuration: decoding failed due to the following error(s):

error decoding 'exporters': unknown type: "jaeger" for id: "jaeger" (valid values: [otlp otlphttp prometheus prometheusremotewrite debug file kafka loadbalancing zipkin])"""

OTEL_REFUSED = ('otel-collector-1  | 2024-06-10T08:14:55.102Z\twarn\tzapgrpc/zapgrpc.go:195\t[core] [Channel #1 '
                'SubChannel #2] grpc: addrConn.createTransport failed to connect to {Addr: "jaeger:4317", ServerName: '
                '"jaeger:4317", }. Err: connection error: desc = "transport: Error while dialing: dial tcp '
                '172.19.0.4:4317: connect: connection refused"\n'
                'otel-collector-1  | 2024-06-10T08:14:56.311Z\tinfo\texporterhelper/retry_sender.go:118\tExporting '
                'failed. Will retry the request after interval.\t{"kind": "exporter", "data_type": "traces", '
                '"name": "otlp/jaeger", "error": "rpc error: code = Unavailable desc = connection error"}')

OTEL = [
    ("user", "upgraded otelcol-contrib to 0.102 and it won't start. config is collector-config/config.yaml"),
    ("bash", "cd /home/lena/obs/collector-config && otelcol-contrib validate --config=config.yaml", OTEL_JAEGER, True),
    ("say", "The `jaeger` exporter was removed from contrib; Jaeger ingests OTLP itself, so an `otlp` exporter "
            "pointed at Jaeger's OTLP gRPC port replaces it."),
    ("edit", "/home/lena/obs/collector-config/config.yaml",
     "  jaeger:\n    endpoint: jaeger:14250\n    tls:\n      insecure: true",
     "  otlp/jaeger:\n    endpoint: jaeger:4317\n    tls:\n      insecure: true"),
    ("edit", "/home/lena/obs/collector-config/config.yaml", "      exporters: [jaeger]",
     "      exporters: [otlp/jaeger]"),
    ("bash", "otelcol-contrib validate --config=config.yaml && echo CONFIG_VALID", "CONFIG_VALID", False),
    ("user", "collector is up, but no traces show up in jaeger"),
    ("bash", "docker compose logs --tail=2 otel-collector", OTEL_REFUSED, False),
    ("say", "Jaeger isn't listening on 4317. Its all-in-one image only opens the OTLP receiver when "
            "`COLLECTOR_OTLP_ENABLED=true` is set."),
    ("edit", "/home/lena/obs/collector-config/docker-compose.yaml",
     "    image: jaegertracing/all-in-one:1.30\n    ports:",
     "    image: jaegertracing/all-in-one:1.30\n    environment:\n      - COLLECTOR_OTLP_ENABLED=true\n    ports:"),
    ("bash", "docker compose up -d jaeger && sleep 10 && docker compose logs --tail=2 otel-collector",
     " ✔ Container collector-config-jaeger-1  Started\n" + OTEL_REFUSED.replace("08:14:55.102", "08:21:40.877")
     .replace("08:14:56.311", "08:21:41.904"), False),
    ("say", "Still refused. jaegertracing/all-in-one:1.30 predates OTLP ingestion altogether (it arrived in 1.35), so "
            "the env var does nothing there. Bumping the image to 1.57 would give you the 4317 receiver."),
    ("user", "the jaeger image is pinned in the infra repo, I'll bump it there. thanks for the config fix"),
]

MEILI_FILTER = ('{"message":"Attribute `cuisine` is not filterable. This index does not have configured filterable '
                'attributes.\\n1:8 cuisine = thai","code":"invalid_search_filter","type":"invalid_request",'
                '"link":"https://docs.meilisearch.com/errors#invalid_search_filter"}')

MEILI_SEARCH = ("curl -s -X POST 'http://localhost:7700/indexes/recipes/search' -H 'Content-Type: application/json' "
                "-H \"Authorization: Bearer $MEILI_MASTER_KEY\" --data '{\"q\":\"soup\",\"filter\":\"cuisine = thai\"}'")

MEILI = [
    ("user", "filtering by cuisine in the recipes index errors out. meilisearch 1.8 runs locally on 7700"),
    ("bash", "cd /home/yusuf/apps/recipes-search && " + MEILI_SEARCH, MEILI_FILTER, False),
    ("bash", "curl -s -X PUT 'http://localhost:7700/indexes/recipes/settings/filterable-attributes' "
             "-H 'Content-Type: application/json' -H \"Authorization: Bearer $MEILI_MASTER_KEY\" "
             "--data '[\"cuisine\",\"diet\"]'",
     '{"taskUid":41,"indexUid":"recipes","status":"enqueued","type":"settingsUpdate",'
     '"enqueuedAt":"2024-06-11T07:20:04.118Z"}', False),
    ("bash", MEILI_SEARCH, MEILI_FILTER, False),
    ("say", "Settings updates are asynchronous: task 41 re-indexes the documents for the new filter first. Checking "
            "the task."),
    ("bash", "sleep 5; curl -s 'http://localhost:7700/tasks/41' -H \"Authorization: Bearer $MEILI_MASTER_KEY\" "
             "| jq -c '{status, duration}'",
     '{"status":"succeeded","duration":"PT3.807S"}', False),
    ("bash", MEILI_SEARCH + " | jq -c '{hits: [.hits[].title], estimatedTotalHits}'",
     '{"hits":["Tom Kha Gai","Tom Yum Goong","Khao Soi"],"estimatedTotalHits":3}', False),
    ("user", "nice. the frontend search box gets a 403 though, it uses the key from .env.local"),
    ("bash", "grep MEILI web/.env.local && curl -s -o /dev/null -w '%{http_code}\\n' -X POST "
             "'http://localhost:7700/indexes/recipes/search' -H \"Authorization: Bearer $(grep -oP "
             "'(?<=NEXT_PUBLIC_MEILI_KEY=).*' web/.env.local)\" --data '{\"q\":\"soup\"}'",
     "NEXT_PUBLIC_MEILI_KEY=masterKey-dev-do-not-ship\n403", False),
    ("say", "The frontend sends the old master key, which the server no longer accepts (it was restarted with a "
            "new MEILI_MASTER_KEY). The browser should get the default search key instead: `GET /keys` lists it as "
            "\"Default Search API Key\"; put that into NEXT_PUBLIC_MEILI_KEY."),
    ("user", "키는 제가 대시보드에서 새로 만들게요. 검색 필터는 잘 되네요, 됐어요!"),
]

FLY_LISTEN = """==> Verifying app config
Validating /Users/noor/code/pastebin-go/fly.toml
✓ Configuration is valid
--> Verified app config
==> Building image
--> Pushing image done
image: registry.fly.io/pastebin-go:deployment-01HZX4T0Q4K7W9M2B3N5C8D1EF
image size: 14 MB

Watch your deployment at https://fly.io/apps/pastebin-go/monitoring

-------
Updating existing machines in 'pastebin-go' with rolling strategy

WARNING The app is not listening on the expected address and will not be reachable by fly-proxy.
You can fix this by configuring your app to listen on the following addresses:
  - 0.0.0.0:8080
Found these processes inside the machine with open listening sockets:
  PROCESS        | ADDRESSES
-----------------*---------------------------------------
  /app/pastebin  | 127.0.0.1:8080

 ✖ [1/1] Machine 148e272a0e5689 [app] update failed: timeout reached waiting for health checks to pass for machine 148e272a0e5689
Error: timeout reached waiting for health checks to pass for machine 148e272a0e5689"""

FLY = [
    ("user", "fly deploy times out on pastebin-go since I added the PORT env handling"),
    ("bash", "cd /Users/noor/code/pastebin-go && fly deploy", FLY_LISTEN, True),
    ("say", "The server binds 127.0.0.1, which fly-proxy can't reach from outside the VM."),
    ("edit", "/Users/noor/code/pastebin-go/main.go", "\taddr := \"127.0.0.1:\" + port",
     "\taddr := \"0.0.0.0:\" + port"),
    ("bash", "fly deploy", "==> Verifying app config\n✓ Configuration is valid\n--> Pushing image done\n-------\n"
                           "Updating existing machines in 'pastebin-go' with rolling strategy\n\n"
                           " ✔ [1/1] Machine 148e272a0e5689 [app] update succeeded\n-------\n"
                           "Visit your newly deployed app at https://pastebin-go.fly.dev/", False),
    ("user", "it's up! now attach the pastebin-db postgres please, I detached it last week"),
    ("bash", "fly postgres attach pastebin-db -a pastebin-go",
     "Checking for existing attachments\nError: database user \"pastebin_go\" already exists. Please specify a new "
     "database user via --database-user", True),
    ("say", "The old attachment's role survived the detach. A fresh user name avoids the clash."),
    ("bash", "fly postgres attach pastebin-db -a pastebin-go --database-user pastebin_go_v2",
     "Checking for existing attachments\nRegistering attachment\nCreating database\nCreating user\n\n"
     "Postgres cluster pastebin-db is now attached to pastebin-go\nThe following secret was added to pastebin-go:\n"
     "  DATABASE_URL=postgres://pastebin_go_v2:****@pastebin-db.flycast:5432/pastebin_go?sslmode=disable", False),
    ("bash", "fly ssh console -a pastebin-go -C '/app/pastebin migrate'",
     "Connecting to fdaa:2:9c41:a7b:1bd:6a1f:2e8c:2... complete\n"
     "migrate: applying 0001_create_pastes.up.sql\n"
     "Error: migration 0001_create_pastes failed: ERROR: permission denied for schema public (SQLSTATE 42501)", True),
    ("say", "Postgres 15 no longer lets every role create in `public`. The new user needs a grant, run as "
            "postgres: `GRANT ALL ON SCHEMA public TO pastebin_go_v2;` (e.g. via `fly postgres connect -a "
            "pastebin-db -d pastebin_go`). I've written it down as a migration prerequisite."),
    ("write", "/Users/noor/code/pastebin-go/migrations/000_grant_public.sql",
     "-- run as postgres before the app's migrations (PG 15+)\nGRANT ALL ON SCHEMA public TO pastebin_go_v2;\n"),
    ("user", "perfect 👍 thanks for getting the deploy fixed earlier, that's what I needed today. I'll sort the db "
             "grant out with Ines tomorrow"),
]


def sources() -> corpus_builder.Sources:
    return {
        "sops-age": ("/home/jo/ops/secrets-repo", "2024-05-31T08:00:00Z", "main", SOPS),
        "tilt-k3d": ("/home/amir/dev/shop-platform", "2024-06-01T02:20:00Z", "dev-env", TILT),
        "otel-jaeger": ("/home/lena/obs/collector-config", "2024-06-02T07:55:00Z", "otelcol-0.102", OTEL),
        "meili-filters": ("/home/yusuf/apps/recipes-search", "2024-06-03T07:15:00Z", "cuisine-filter", MEILI),
        "fly-postgres": ("/Users/noor/code/pastebin-go", "2024-06-04T17:30:00Z", "main", FLY),
    }
