"""Labelled lessons of the twelfth corpus over s17 (MongoDB replica set, Spanish), s18 (Elasticsearch, French) and
s19 (DuckDB extensions offline, Portuguese). Labels written from the session text (corpus12_sources_g.py, _h)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

MONGO, ES, DUCK = "s17-mongo-replset", "s18-elastic-mapcount", "s19-duckdb-offline"

RECORDS: list[dict[str, Any]] = [
    gotcha("105", MONGO, (
        "MongoDB transactions need a replica set, even a single-node one in docker compose",
        "MongoServerError: Transaction numbers are only allowed on a replica set member or mongos (code 20)",
        "Running a standalone mongo:7.0 container for code that uses sessions/transactions",
        "Transactions are only supported on replica set members or mongos",
        "Start mongod with `--replSet rs0` and run `rs.initiate()` once"),
        "El error `Transaction numbers are only allowed on a replica set member or mongos` (`codeName: "
        "'IllegalOperation'`) desapareció tras `command: [\"--replSet\", \"rs0\", \"--bind_ip_all\"]` + "
        "`rs.initiate()`; la transferencia terminó con `transfer ok: 250.00 acc_1 -> acc_2 (session committed)`.",
        "real", "shown", "edit_then_pass",
        "The compose edit and rs.initiate are followed (with directConnection) by the transfer succeeding.",
        ["Spanish prose", "code spans"],
        {"failure": "Transaction numbers are only allowed on a replica set member",
         "fix": "command: [\"--replSet\", \"rs0\", \"--bind_ip_all\"]", "evidence": "(session committed)"},
        category="env_setup", group="mongo-rs"),
    gotcha("106", MONGO, (
        "Connecting from the host to a dockerized replica set needs directConnection=true",
        "MongoServerSelectionError: getaddrinfo ENOTFOUND 7f3a9c2e1b4d with ?replicaSet=rs0",
        "Using ?replicaSet=rs0 from the host after a default rs.initiate()",
        "The driver discovers members by the host in the set config (the container id), which the host can't resolve",
        "`mongodb://localhost:27017/bank?directConnection=true`"),
        "- `?replicaSet=rs0` → `getaddrinfo ENOTFOUND 7f3a9c2e1b4d`\n- `?directConnection=true` → "
        "`transfer ok: 250.00 acc_1 -> acc_2`\n- la usuaria: \"perfecto, ya funciona\"", "real", "shown",
        "person_confirms", "The person confirms right after the directConnection run succeeds.",
        ["bullets", "Spanish", "quoted user reply"],
        {"failure": "getaddrinfo ENOTFOUND 7f3a9c2e1b4d", "fix": "perfecto, ya funciona",
         "evidence": "bank?directConnection=true' npm run transfer:demo"}, category="env_setup", group="mongo-direct"),
    knowledge("107", MONGO, (
        "A default rs.initiate() in docker records the container id as the member host",
        "Initiating a single-node replica set inside a container",
        "Read `me:` in the rs.initiate() reply; if it is the container id, clients outside need directConnection or "
        "an explicit host in the config",
        "Drivers connect to the hosts named in the replica set config"),
        "rs.initiate() respondió `info2: 'no configuration specified. Using a default configuration for the set'` y "
        "`me: '7f3a9c2e1b4d:27017'`", "real", "knowledge", "The rs.initiate output is in the session.",
        ["Spanish prose", "code spans"], {"evidence": "me: '7f3a9c2e1b4d:27017'"}, category="env_setup"),
    gotcha("108", MONGO, (
        "rs.initiate() must be re-run after docker compose down",
        "Transfers fail again after recreating containers",
        "Assuming the replica set config survives",
        "Config lost with the container",
        "Run rs.initiate() after every down/up"),
        "After `docker compose down && docker compose up -d` the demo failed again with `Transaction numbers are only "
        "allowed on a replica set member or mongos` until rs.initiate() was re-run.", "invented", "not_shown",
        "other_call_error", "The run after down/up printed 'transfer ok'; the transaction error was the first run's.",
        ["code spans", "error moved"],
        {"evidence": "Container bank-api-mongo-1  Removed", "failure": "Transaction numbers are only allowed"},
        category="env_setup", group="mongo-rs"),
    gotcha("109", MONGO, (
        "Host clients fail server selection against a compose replica set",
        "ENOTFOUND on the member host",
        "replicaSet= from the host",
        "container hostname",
        "directConnection=true"),
        "`MongoServerSelectionError: getaddrinfo ENOTFOUND 7f3a9c2e1b4e`", "invented", "not_shown", "near_miss",
        "The host was 7f3a9c2e1b4d.", ["code span", "hex digit changed"],
        {"evidence": "getaddrinfo ENOTFOUND 7f3a9c2e1b4d"}, category="env_setup", group="mongo-direct"),
    gotcha("110", ES, (
        "Elasticsearch's max_map_count bootstrap check: sysctl -w",
        "es01 exits with code 78: max virtual memory areas vm.max_map_count [65530] is too low",
        "Leaving the kernel default 65530",
        "Elasticsearch's bootstrap checks require vm.max_map_count >= 262144",
        "`sudo sysctl -w vm.max_map_count=262144`"),
        "`bootstrap check failure [1] of [1]: max virtual memory areas vm.max_map_count [65530] is too low, increase "
        "to at least [262144]` → `sudo sysctl -w vm.max_map_count=262144` (`vm.max_map_count = 262144`).",
        "real", "not_shown", "ran_before_failure",
        "The sysctl -w ran at the start, before the reboot; the failure came after it and the sysctl.d file fixed it.",
        ["arrow", "code spans"],
        {"failure": "es01 exited with code 78", "fix": "sudo sysctl -w vm.max_map_count=262144",
         "evidence": "is too low, increase to at least [262144]"}, category="env_setup", group="es-mapcount"),
    gotcha("111", ES, (
        "sysctl -w does not survive a reboot; persist vm.max_map_count in /etc/sysctl.d",
        "After a VM reboot es01 fails the bootstrap check again (exit 78)",
        "Setting vm.max_map_count once with sysctl -w",
        "Runtime sysctl values are reset at boot",
        "`echo 'vm.max_map_count=262144' | sudo tee /etc/sysctl.d/99-elasticsearch.conf && sudo sysctl --system`"),
        "Après le redémarrage : `vm.max_map_count [65530] is too low` ; `* Applying "
        "/etc/sysctl.d/99-elasticsearch.conf ...` puis le cluster répond `\"status\":\"green\"` (avec --cacert).",
        "real", "shown", "fix_ran",
        "The sysctl.d file is applied and ES comes back green (the intermediate curl failed only on TLS).",
        ["French prose", "code spans"],
        {"failure": "ERROR: Elasticsearch did not exit normally",
         "fix": "sudo tee /etc/sysctl.d/99-elasticsearch.conf", "evidence": "Successfully copied 3.58kB"},
        category="env_setup", scope="global", group="es-persist"),
    gotcha("112", ES, (
        "An ES_JAVA_OPTS heap larger than the container's mem_limit gets Elasticsearch OOM-killed",
        "es01 Exited (137); docker inspect shows OOMKilled=true",
        "Keeping -Xms2g -Xmx2g with mem_limit 1g",
        "The JVM heap alone exceeds the cgroup limit",
        "Lower the heap, e.g. ES_JAVA_OPTS=-Xms512m -Xmx512m"),
        "docker compose ps -a: `Exited (137) 21 seconds ago`; inspect: `true 1073741824`; compose line "
        "`ES_JAVA_OPTS=-Xms2g -Xmx2g` → `-Xms512m -Xmx512m` → `_cluster/health` green.", "real", "shown",
        "edit_then_pass", "After the heap edit the same compose up is followed by a green health check.",
        ["arrows", "code spans"],
        {"failure": "Exited (137) 21 seconds ago", "fix": "      - ES_JAVA_OPTS=-Xms512m -Xmx512m",
         "evidence": "\"number_of_nodes\":1"}, category="performance", group="es-heap"),
    knowledge("113", ES, (
        "Elasticsearch 8 in docker serves HTTPS with its own CA",
        "curl to a fresh ES 8 container fails with curl: (60) self-signed certificate in certificate chain",
        "Copy config/certs/http_ca.crt out of the container and use `curl --cacert http_ca.crt -u elastic:...`",
        "Security and TLS are on by default since 8.0"),
        "`curl: (60) SSL certificate problem: self-signed certificate in certificate chain` ; avec "
        "`docker cp es01:/usr/share/elasticsearch/config/certs/http_ca.crt .` et `--cacert http_ca.crt` la requête "
        "passe.", "real", "knowledge", "Exit 60 without the CA, green with it.", ["French prose", "code spans"],
        {"evidence": "docker cp es01:/usr/share/elasticsearch/config/certs/http_ca.crt ."},
        category="security", scope="global"),
    gotcha("114", ES, (
        "Setting max_map_count once fixes Elasticsearch for good",
        "bootstrap check failure on max_map_count",
        "Default kernel setting",
        "65530 too low",
        "sysctl -w vm.max_map_count=262144"),
        "Seit `sudo sysctl -w vm.max_map_count=262144` ist die Bootstrap-Prüfung nie wieder aufgetreten, auch nicht "
        "nach dem Neustart.", "invented", "not_shown", "names_false_claim",
        "After the reboot the check failed again (65530, exit 78).", ["German prose", "false claim"],
        {"evidence": "es01 exited with code 78"}, category="env_setup", group="es-mapcount"),
    gotcha("115", ES, (
        "ES heap above the container limit",
        "es01 killed",
        "2g heap in 1g container",
        "OOM",
        "512m heap"),
        "`docker compose ps -a es01` → `Exited (78) 21 seconds ago`", "invented", "not_shown", "near_miss",
        "The OOM exit was 137; 78 is the later bootstrap-check exit.", ["arrow", "exit code swapped"],
        {"evidence": "Exited (137) 21 seconds ago"}, category="performance", group="es-heap"),
    gotcha("116", DUCK, (
        "Vendor DuckDB extensions with extension_directory for offline CI",
        "INSTALL spatial fails without network: Failed to download extension \"spatial\"",
        "Leaving `INSTALL spatial; LOAD spatial;` in code that runs in an offline job",
        "INSTALL downloads from extensions.duckdb.org; offline only a local extension_directory works",
        "INSTALL once into vendor/duckdb_ext, connect with config={\"extension_directory\": \"vendor/duckdb_ext\"} and only LOAD"),
        "Sem rede (`unshare -rn`) o load.py falhou com `Failed to download extension \"spatial\"`; depois de "
        "instalar em `vendor/duckdb_ext/v1.1.3/linux_amd64_gcc4/spatial.duckdb_extension` e trocar para só "
        "`LOAD spatial;`, o mesmo comando imprimiu `loaded 1204 parcels into parcels.duckdb`.",
        "real", "shown", "edit_then_pass", "The same offline command passes after the vendor install and the edit.",
        ["Portuguese prose", "code spans"],
        {"failure": "Failed to download extension \"spatial\"", "fix": "config={\"extension_directory\": \"vendor/duckdb_ext\"}",
         "evidence": "loaded 1204 parcels into parcels.duckdb"}, category="build_config", group="duck-vendor"),
    gotcha("117", DUCK, (
        "DuckDB extensions are tied to the exact DuckDB version; vendor one per version",
        "CLI v1.0.0: Extension \"vendor/duckdb_ext/v1.0.0/linux_amd64_gcc4/spatial.duckdb_extension\" not found",
        "Copying the v1.1.3 extension file into the v1.0.0 directory",
        "The file records the DuckDB version it was built for and other versions refuse it",
        "Run `INSTALL spatial` from each DuckDB version into the directory (or use one DuckDB version everywhere)"),
        "Copiar o arquivo para v1.0.0 deu `The file was built for DuckDB version 'v1.1.3', but we can only load "
        "extensions built for DuckDB version 'v1.0.0'.`", "real", "not_shown", "ran_the_trap",
        "The only call after the failure is the copy, which is the trap and fails; the proper install never runs.",
        ["Portuguese prose", "code span"],
        {"failure": "spatial.duckdb_extension\" not found", "fix": "cp vendor/duckdb_ext/v1.1.3/linux_amd64_gcc4/",
         "evidence": "but we can only load extensions built for DuckDB version 'v1.0.0'"},
        category="tool_quirk", group="duck-version"),
    gotcha("118", DUCK, (
        "Upgrade the duckdb CLI to the Python package's version to share vendored extensions",
        "The v1.0.0 CLI cannot use extensions vendored by duckdb 1.1.3",
        "Mixing an apt duckdb CLI with a newer pip duckdb",
        "Extension directories are per version",
        "Upgrade the CLI to 1.1.3"),
        "`duckdb --version` → `v1.0.0 1f98600c2c` vs Python `1.1.3`; offered to upgrade the CLI.", "real",
        "not_shown", "only_suggested", "The person declines ('vamos atualizar na semana que vem').",
        ["arrow", "code spans"],
        {"failure": "v1.0.0 1f98600c2c", "fix": "Quer que eu atualize o CLI?", "evidence": "duckdb --version"},
        category="tool_quirk", group="duck-version"),
    knowledge("119", DUCK, (
        "unshare -rn reproduces an offline CI job locally",
        "Testing code that must run without network access",
        "Run it under `unshare -rn` (user + network namespace, no root needed)",
        "The command sees no network, like the offline runner"),
        "`unshare -rn .venv/bin/python load.py` → `(ERROR Could not establish connection)` before vendoring, "
        "`loaded 1204 parcels` after.", "real", "knowledge", "Both unshare runs are in the session.",
        ["arrows", "code spans"], {"evidence": "unshare -rn .venv/bin/python load.py"},
        category="test_strategy", scope="global"),
    gotcha("120", DUCK, (
        "DuckDB INSTALL fails offline with an HTTP error",
        "INSTALL spatial fails in CI",
        "No network",
        "download blocked",
        "vendor the extension"),
        "`duckdb.duckdb.HTTPException: HTTP Error: Failed to download extension \"spatial\" (HTTP 403)`",
        "invented", "not_shown", "never_seen_error",
        "The error was an IOException with 'Could not establish connection'; no HTTP 403.", ["code span"],
        {"evidence": "duckdb.duckdb.IOException: IO Error"}, category="build_config", group="duck-vendor"),
    gotcha("121", DUCK, (
        "Copying a vendored extension into the CLI's version directory works",
        "CLI can't find spatial",
        "Per-version directories",
        "Path mismatch",
        "cp the file into v1.0.0"),
        "Copied spatial.duckdb_extension into `vendor/duckdb_ext/v1.0.0/linux_amd64_gcc4/` and the CLI loaded it.",
        "invented", "not_shown", "names_false_claim",
        "The CLI refused the copied file (built for v1.1.3) and the copy was removed.", ["code span", "false outcome"],
        {"evidence": "rm -r vendor/duckdb_ext/v1.0.0"}, category="tool_quirk", group="duck-version"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
