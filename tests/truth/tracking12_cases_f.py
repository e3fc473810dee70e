"""The twelfth tracking corpus, part six: a MongoDB replica set started but never initiated (K) and DuckDB unable
to download its extensions on an offline host (L). Same tables as tracking12_cases.py."""
from __future__ import annotations

from tests.truth.tracking12_cases import B, E, R, S, T, U, W

# --- K: mongod --replSet without rs.initiate() ---------------------------------------------------------------

ROSTER = "/home/dana/code/rosterly"
INITIATE = ("docker compose exec mongo mongosh --quiet --eval 'rs.initiate({_id: \"rs0\", members: [{_id: 0, host: "
            "\"localhost:27017\"}]})'")


def _selection_timeout(test: str) -> str:
    return (f"FAIL test/{test}.test.ts (31.42 s)\n  ● {test} › creates a shift inside a transaction\n\n"
            "    MongoServerSelectionError: Server selection timed out after 30000 ms\n\n      at Topology.selectServer "
            "(node_modules/mongodb/src/sdam/topology.ts:633:30)\n    reason: TopologyDescription {\n      type: "
            "'ReplicaSetNoPrimary',\n      servers: Map(1) { 'localhost:27017' => [ServerDescription] },\n      "
            "setName: 'rs0',\n    }\n\nTests:       1 failed, 8 passed, 9 total")


def _mongo_source() -> None:
    T.source(
        "s-mongo-rs", ROSTER, "2025-04-18T12:30:00Z", "feat/shift-transactions",
        U("Since we switched shift creation to a transaction, the shift tests hang 30 s and fail. Mongo runs in "
          "compose."),
        B("npm test -- shifts", _selection_timeout("shifts"), True),
        B("grep -n -A4 '  mongo:' docker-compose.yml; grep MONGO_URL .env.test",
          "4:  mongo:\n5-    image: mongo:7.0\n6-    command: [\"--replSet\", \"rs0\", \"--bind_ip_all\"]\n"
          "7-    ports: [\"27017:27017\"]\n8-    volumes: [\"mongo-data:/data/db\"]\n"
          "MONGO_URL=mongodb://localhost:27017/rosterly_test?replicaSet=rs0"),
        B("docker compose exec mongo mongosh --quiet --eval 'rs.status()'",
          "MongoServerError: no replset config has been received", True),
        S("mongod was started with --replSet rs0 (transactions need a replica set), but the set was never "
          "initiated, so there is no primary and the driver waits for one until it times out."),
        B(INITIATE, "{ ok: 1 }"),
        B("sleep 3 && docker compose exec mongo mongosh --quiet --eval 'rs.status().members[0].stateStr'",
          "PRIMARY"),
        B("npm test -- shifts", "PASS test/shifts.test.ts\n\nTests:       9 passed, 9 total\nTime:        2.84 s"),
    )
    T.lesson(
        "t12-mongo-rs", "project", "en", "s-mongo-rs", "workflow",
        "Compose mongo runs with --replSet but the replica set was never initiated",
        "Every test that opens a transaction waits 30 s and fails with MongoServerSelectionError, topology type "
        "ReplicaSetNoPrimary.",
        "The container is up and plain connections look fine, so it reads like a network or timeout problem; "
        "raising serverSelectionTimeoutMS only makes the wait longer.",
        "mongod started with --replSet rs0 (needed for transactions) does not become primary until the set is "
        "initiated once; with a fresh volume nobody did that.",
        "Initiate the replica set once after the mongo container first starts, with a member host the app can "
        "reach (localhost:27017 here), wait until the member is PRIMARY, then run the app or tests; the volume "
        "keeps the config afterwards, so it is needed again only after the volume is removed.",
        "The test run: `MongoServerSelectionError: Server selection timed out after 30000 ms` (`ReplicaSetNoPrimary`)."
        " `rs.status()` said \"no replset config has been received\". After rs.initiate with localhost:27017 → "
        "`{ ok: 1 }`, member `PRIMARY`, the same tests passed (9 passed).")


def _mongo_later() -> None:
    T.later(
        "l-mongo-before", ROSTER, "2025-04-12T09:00:00Z", "chore/compose-mongo",
        U("Replace the local mongod I run by hand with a compose service."),
        W(f"{ROSTER}/docker-compose.yml", "services:\n  mongo:\n    image: mongo:7.0\n    ports: [\"27017:27017\"]\n"
          "    volumes: [\"mongo-data:/data/db\"]\nvolumes:\n  mongo-data: {}\n"),
        B("docker compose up -d mongo && npm test", "[+] Running 2/2\n ✔ Volume \"rosterly_mongo-data\"  Created\n ✔ "
          "Container rosterly-mongo-1  Started\n\nTests:       41 passed, 41 total"),
    )
    T.later(
        "l-mongo-a1", ROSTER, "2025-04-30T10:40:00Z", "fix/seed-data",
        U("I need a clean database: wipe the volume, bring mongo back and re-seed."),
        B("docker compose down -v && docker compose up -d mongo", "[+] Running 3/3\n ✔ Container rosterly-mongo-1  "
          "Removed\n ✔ Volume rosterly_mongo-data  Removed\n ✔ Container rosterly-mongo-1  Started"),
        S("A fresh volume means the replica set config is gone too; initiating it before anything connects."),
        B("docker compose exec -T mongo mongosh --quiet --eval \"rs.initiate({_id: 'rs0', members: [{_id: 0, "
          "host: 'localhost:27017'}]})\" && sleep 3", "{ ok: 1 }"),
        B("npm run seed && npm test", "seeded 14 teams, 212 people, 1840 shifts\n\nTests:       52 passed, 52 total"),
    )
    T.later(
        "l-mongo-r1", ROSTER, "2025-05-03T15:15:00Z", "feat/swap-requests",
        U("CI is failing on my swap-requests PR, locally it's green."),
        B("gh run view --log-failed | grep -E 'MongoServerSelectionError|type:|Tests:' | head -4",
          "test\tnpm test\t    MongoServerSelectionError: Server selection timed out after 30000 ms\ntest\tnpm test"
          "\t      type: 'ReplicaSetNoPrimary',\ntest\tnpm test\tTests:       7 failed, 45 passed, 52 total"),
        R(f"{ROSTER}/.github/workflows/ci.yml", "    services:\n      mongo:\n        image: mongo:7.0\n        "
          "ports: [\"27017:27017\"]\n        options: >-\n          --health-cmd \"mongosh --quiet --eval 'db.runCommand"
          "({ping:1})'\"\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test"),
        S("Two problems: the service can't take `--replSet` (services have no command), and nothing initiates a set. "
          "I'll run mongo in a step with --replSet and initiate it before the tests."),
        E(f"{ROSTER}/.github/workflows/ci.yml", "      - run: npm ci\n", "      - run: npm ci\n      - run: docker "
          "run -d --name mongo -p 27017:27017 mongo:7.0 --replSet rs0 && sleep 5 && docker exec mongo mongosh "
          "--quiet --eval \"rs.initiate({_id:'rs0',members:[{_id:0,host:'localhost:27017'}]})\"\n"),
        B("git commit -qam 'ci: initiate a replica set for transactions' && git push -q && gh run watch "
          "--exit-status | tail -1", "✓ test in 2m41s (ID 14998102)"),
    )
    T.later(
        "l-mongo-a2", ROSTER, "2025-05-08T11:00:00Z", "chore/compose-init",
        U("Make `docker compose up` leave mongo ready for transactions on its own, so nobody has to remember an "
          "init step."),
        E(f"{ROSTER}/docker-compose.yml", "    volumes: [\"mongo-data:/data/db\"]\n",
          "    volumes: [\"mongo-data:/data/db\"]\n    healthcheck:\n      test: mongosh --quiet --eval \"try { "
          "rs.status().ok } catch (e) { rs.initiate({_id: 'rs0', members: [{_id: 0, host: 'localhost:27017'}]}).ok "
          "}\"\n      interval: 5s\n      retries: 10\n"),
        B("docker compose down -v && docker compose up -d --wait mongo", " ✔ Volume rosterly_mongo-data  Removed\n ✔ "
          "Container rosterly-mongo-1  Healthy"),
        B("npm test", "Tests:       52 passed, 52 total\nTime:        9.12 s"),
    )
    T.later(
        "l-mongo-r2", "/home/dana/code/rosterly-notifier", "2025-05-12T08:20:00Z", "main",
        U("The notifier (Python) can't reach mongo on my new laptop. It uses the same compose file from rosterly."),
        B("python -m notifier.run --once", "Traceback (most recent call last):\n  File \"/home/dana/code/rosterly-"
          "notifier/notifier/run.py\", line 31, in main\n    pending = db.reminders.find_one({\"sent\": False})\n"
          "pymongo.errors.ServerSelectionTimeoutError: localhost:27017: No replica set members match selector "
          "\"Primary()\", Timeout: 30s, Topology Description: <TopologyDescription id: 6821a3f0, topology_type: "
          "ReplicaSetNoPrimary, servers: [<ServerDescription ('localhost', 27017) server_type: RSGhost>]>", True),
        B("docker compose -f ../rosterly/docker-compose.yml ps --format '{{.Image}} {{.Status}}'",
          "mongo:7.0 Up 4 minutes"),
        S("This laptop still has rosterly's older compose file without the init healthcheck and a fresh volume: "
          "RSGhost, no primary. Initiating the set."),
        B("docker compose -f ../rosterly/docker-compose.yml exec mongo mongosh --quiet --eval \"rs.initiate({_id:"
          "'rs0',members:[{_id:0,host:'localhost:27017'}]})\" && sleep 3 && python -m notifier.run --once",
          "{ ok: 1 }\nsent 3 reminders"),
    )
    T.later(
        "l-mongo-n1", ROSTER, "2025-05-16T14:50:00Z", "chore/auth",
        U("I turned on auth in compose; now the app won't start."),
        B("npm run dev 2>&1 | grep -m1 Mongo", "MongoServerError: Authentication failed."),
        B("grep -n MONGO_ .env docker-compose.yml", ".env:2:MONGO_URL=mongodb://rosterly:rosterly@localhost:27017/"
          "rosterly?replicaSet=rs0&authSource=admin\ndocker-compose.yml:9:      MONGO_INITDB_ROOT_PASSWORD: "
          "change-me"),
        S("The app's user doesn't exist; only the root user was created. Creating the app user with the password "
          "from .env."),
        B("docker compose exec mongo mongosh -u root -p change-me --quiet --eval \"db.getSiblingDB('admin')"
          ".createUser({user: 'rosterly', pwd: 'rosterly', roles: [{role: 'readWrite', db: 'rosterly'}]})\" && "
          "npm run dev 2>&1 | grep -m1 listening", "{ ok: 1 }\nrosterly api listening on :4000"),
    )


def _mongo_pairs() -> None:
    lid = "t12-mongo-rs"
    T.pair(lid, "l-mongo-before", "neither", "dated before the lesson; compose mongo without a replica set")
    T.pair(lid, "l-mongo-a1", "applied", "after wiping the volume, initiates rs0 (exec -T, other quoting) before "
           "seeding and testing")
    T.pair(lid, "l-mongo-a2", "applied", "writes an rs.initiate healthcheck into the compose file and brings it up "
           "--wait before tests")
    T.pair(lid, "l-mongo-r1", "recurred", "CI log: server selection timed out, ReplicaSetNoPrimary; init step "
           "added after")
    T.pair(lid, "l-mongo-r2", "recurred", "Python notifier: pymongo ServerSelectionTimeoutError, RSGhost, no "
           "primary; initiated after")
    T.pair(lid, "l-mongo-n1", "neither", "authentication failed for a missing app user, not an uninitiated set")
    T.pair(lid, "l-pnpm-a1", "neither", "another project's pnpm work; no MongoDB")


# --- L: DuckDB extensions on a host without internet -------------------------------------------------------------

VENTAS = "/home/ines/analytics/ventas-lake"
ART = "/mnt/artifacts/duckdb"


def _no_download(ext: str, version: str = "v1.2.1") -> str:
    return (f"duckdb.duckdb.IOException: IO Error: Failed to download extension \"{ext}\" at URL "
            f"\"http://extensions.duckdb.org/{version}/linux_amd64_gcc4/{ext}.duckdb_extension.gz\"\nExtension \"{ext}\""
            f" is an existing extension.\n\nFor more info, visit https://duckdb.org/docs/extensions/troubleshooting/"
            f"?version={version}&platform=linux_amd64_gcc4&extension={ext} (ERROR Could not establish connection)")


def _duck_source() -> None:
    T.source(
        "s-duck-offline", VENTAS, "2025-04-21T08:15:00Z", "main",
        U("Run the S3 load on the analytics box (it has no internet, only the MinIO endpoint)."),
        B("python etl/load.py --day 2025-04-20", "Traceback (most recent call last):\n  File \"/home/ines/analytics/"
          "ventas-lake/etl/load.py\", line 22, in <module>\n    con.sql(\"CREATE TABLE raw AS SELECT * FROM "
          "read_parquet('s3://ventas-raw/2025/04/20/*.parquet')\")\n" + _no_download("httpfs"), True),
        S("Reading s3:// makes DuckDB autoload httpfs, and with nothing installed it tries to download it; this "
          "box can't reach extensions.duckdb.org. The artifact share has the extension files per version."),
        B(f"ls {ART}/v1.2.1/linux_amd64_gcc4/; python -c 'import duckdb; print(duckdb.__version__)'",
          "aws.duckdb_extension\nhttpfs.duckdb_extension\npostgres_scanner.duckdb_extension\nspatial.duckdb_extension"
          "\n1.2.1"),
        B(f"python -c \"import duckdb; duckdb.sql(\\\"INSTALL '{ART}/v1.2.1/linux_amd64_gcc4/httpfs.duckdb_extension'"
          "\\\"); print(duckdb.sql(\\\"SELECT installed FROM duckdb_extensions() WHERE extension_name='httpfs'\\\")"
          ".fetchone())\"", "(True,)"),
        B("python etl/load.py --day 2025-04-20", "loaded 1,204,331 rows into ventas.fact_sales"),
    )
    T.lesson(
        "t12-duck-offline", "project", "en", "s-duck-offline", "workflow",
        "DuckDB can't autoload httpfs on the offline analytics box",
        "The ETL dies on its first s3:// read with IOException \"Failed to download extension \"httpfs\"\" "
        "(Could not establish connection).",
        "Nothing in the script installs an extension, so it is not obvious DuckDB is reaching the internet at all: "
        "autoloading does it behind the scenes.",
        "Reading s3:// autoloads httpfs; when it isn't installed DuckDB downloads it from extensions.duckdb.org, "
        "which the host can't reach. Extensions are per DuckDB version and platform.",
        "Install the extension from the local artifact share first, matching the DuckDB version: "
        "`INSTALL '<share>/v<version>/<platform>/<ext>.duckdb_extension'` (or point extension_directory at a "
        "vendored copy), then run the job.",
        "`python etl/load.py --day 2025-04-20` → `IO Error: Failed to download extension \"httpfs\"` … "
        "`(ERROR Could not establish connection)`; INSTALL from `/mnt/artifacts/duckdb/v1.2.1/linux_amd64_gcc4/` "
        "→ `(True,)`; rerun → `loaded 1,204,331 rows into ventas.fact_sales`.")


def _duck_later() -> None:
    T.later(
        "l-duck-before", VENTAS, "2025-04-16T09:30:00Z", "main",
        U("Quick query: top 10 stores by April revenue from the local parquet export."),
        B("python -c \"import duckdb; print(duckdb.sql(\\\"SELECT store_id, sum(amount) AS rev FROM "
          "'exports/2025-04/*.parquet' GROUP BY 1 ORDER BY 2 DESC LIMIT 3\\\"))\"",
          "┌──────────┬────────────┐\n│ store_id │    rev     │\n├──────────┼────────────┤\n│ 0412     │ 1843210.55 "
          "│\n│ 0077     │ 1611984.10 │\n│ 0230     │ 1520437.92 │\n└──────────┴────────────┘"),
    )
    T.later(
        "l-duck-a1", VENTAS, "2025-04-28T10:00:00Z", "feat/store-geo",
        U("Join stores to the municipality polygons (GeoPackage in data/geo/) on the analytics box."),
        S("That needs the spatial extension; this box is offline, so installing it from the artifact share before "
          "the script touches ST_ functions."),
        B(f"duckdb -c \"INSTALL '{ART}/v1.2.1/linux_amd64_gcc4/spatial.duckdb_extension'; LOAD spatial; SELECT "
          "extension_name, loaded FROM duckdb_extensions() WHERE extension_name = 'spatial';\"",
          "┌────────────────┬─────────┐\n│ extension_name │ loaded  │\n├────────────────┼─────────┤\n│ spatial        │ "
          "true    │\n└────────────────┴─────────┘"),
        W(f"{VENTAS}/etl/geo_join.py", "import duckdb\n\ncon = duckdb.connect(\"ventas.duckdb\")\ncon.sql(\"LOAD "
          "spatial\")\ncon.sql(\"CREATE OR REPLACE TABLE store_muni AS SELECT s.store_id, m.name FROM stores s JOIN "
          "ST_Read('data/geo/municipios.gpkg') m ON ST_Contains(m.geom, ST_Point(s.lon, s.lat))\")\n"),
        B("python etl/geo_join.py && duckdb ventas.duckdb -c 'SELECT count(*) FROM store_muni'",
          "┌──────────────┐\n│ count_star() │\n├──────────────┤\n│          611 │\n└──────────────┘"),
    )
    T.later(
        "l-duck-r1", VENTAS, "2025-05-06T07:45:00Z", "main",
        U("Last night's load didn't run. The log is in /var/log/ventas/nightly.log."),
        R("/var/log/ventas/nightly.log", "2025-05-06 02:00:01 start load day=2025-05-05\n2025-05-06 02:00:03 "
          "ERROR " + _no_download("httpfs", "v1.2.2").replace("\n", " ") + "\n2025-05-06 02:00:03 exit 1"),
        S("Yesterday's requirements bump moved duckdb to 1.2.2. Extensions are installed per version, so the "
          "1.2.1 httpfs doesn't count and it tried to download again. Installing the 1.2.2 build from the share."),
        B(f"ls {ART}/v1.2.2/linux_amd64_gcc4/ && python -c \"import duckdb; duckdb.sql(\\\"INSTALL "
          f"'{ART}/v1.2.2/linux_amd64_gcc4/httpfs.duckdb_extension'\\\")\" && python etl/load.py --day 2025-05-05",
          "httpfs.duckdb_extension\nspatial.duckdb_extension\nloaded 1,187,902 rows into ventas.fact_sales"),
    )
    T.later(
        "l-duck-r2", VENTAS, "2025-05-09T13:10:00Z", "feat/sso-credentials",
        U("Switch the S3 reader to the credential chain and run its tests."),
        E(f"{VENTAS}/etl/s3.py", "    con.sql(f\"SET s3_access_key_id='{key}'\")",
          "    con.sql(\"CREATE SECRET (TYPE s3, PROVIDER credential_chain)\")"),
        B("pytest -q tests/test_s3_reader.py", "F..\n=== FAILURES ===\n___ test_reads_partition ___\n"
          + _no_download("aws", "v1.2.2") + "\n1 failed, 2 passed in 1.91s", True),
        S("The credential_chain provider lives in the aws extension, which isn't installed here, and the box is "
          "offline. Installing it from the share."),
        B(f"python -c \"import duckdb; duckdb.sql(\\\"INSTALL '{ART}/v1.2.2/linux_amd64_gcc4/aws.duckdb_extension'"
          "\\\")\" && pytest -q tests/test_s3_reader.py", "...\n3 passed in 1.47s"),
    )
    T.later(
        "l-duck-r3", "/home/ines/analytics/clientes-dash", "2025-05-13T09:00:00Z", "main",
        U("Start the customers dashboard on the analytics box; it reads the CRM Postgres through DuckDB."),
        B("streamlit run app.py --server.headless true 2>&1 | tail -3", "  File \"/home/ines/analytics/clientes-dash/"
          "app.py\", line 9, in <module>\n    con.sql(\"ATTACH 'dbname=crm host=crm-db' AS crm (TYPE postgres)\")\n"
          + _no_download("postgres_scanner", "v1.2.2"), True),
        B(f"python -c \"import duckdb; duckdb.sql(\\\"INSTALL '{ART}/v1.2.2/linux_amd64_gcc4/"
          "postgres_scanner.duckdb_extension'\\\")\" && (timeout 15 streamlit run app.py --server.headless true "
          "2>&1 | tail -2)", "  You can now view your Streamlit app in your browser.\n  URL: http://0.0.0.0:8501"),
    )
    T.later(
        "l-duck-n1", VENTAS, "2025-05-17T08:30:00Z", "main",
        U("The load for 2025-05-16 fails. Everything else ran fine this week."),
        B("python etl/load.py --day 2025-05-16", "Traceback (most recent call last):\n  File \"/home/ines/analytics/"
          "ventas-lake/etl/load.py\", line 22, in <module>\nduckdb.duckdb.IOException: IO Error: No files found that "
          "match the pattern \"s3://ventas-raw/2025/05/16/*.parquet\"", True),
        B("mc ls minio/ventas-raw/2025/05/ | tail -2", "[2025-05-16 23:58:10 UTC]     0B 15/\n"
          "[2025-05-17 06:12:44 UTC]     0B 16-late/"),
        S("httpfs works; the export for the 16th landed under a `16-late/` prefix. Loading from there."),
        B("python etl/load.py --day 2025-05-16 --prefix 2025/05/16-late", "loaded 1,199,415 rows into "
          "ventas.fact_sales"),
    )


def _duck_later_b() -> None:
    T.later(
        "l-duck-a2", VENTAS, "2025-05-20T10:20:00Z", "chore/vendor-extensions",
        U("Stop depending on whatever is installed in ~/.duckdb on the box: vendor the extensions in the repo and "
          "make the ETL use them. We're on duckdb 1.2.2 now."),
        B(f"mkdir -p vendor/duckdb_extensions/v1.2.2/linux_amd64_gcc4 && cp {ART}/v1.2.2/linux_amd64_gcc4/"
          "{httpfs,aws}.duckdb_extension vendor/duckdb_extensions/v1.2.2/linux_amd64_gcc4/ && ls -R vendor | tail -3",
          "vendor/duckdb_extensions/v1.2.2/linux_amd64_gcc4:\naws.duckdb_extension\nhttpfs.duckdb_extension"),
        E(f"{VENTAS}/etl/db.py", "def connect(path: str = \"ventas.duckdb\") -> duckdb.DuckDBPyConnection:\n"
          "    con = duckdb.connect(path)\n", "def connect(path: str = \"ventas.duckdb\") -> duckdb.DuckDBPyConnection:\n"
          "    con = duckdb.connect(path)\n    con.sql(f\"SET extension_directory = '{VENDOR}'\")\n"
          "    con.sql(\"SET autoinstall_known_extensions = false\")\n    con.sql(\"LOAD httpfs\")\n"),
        B("HOME=/tmp/empty-home python etl/load.py --day 2025-05-19", "loaded 1,176,050 rows into ventas.fact_sales"),
    )


def _duck_pairs() -> None:
    lid = "t12-duck-offline"
    T.pair(lid, "l-duck-before", "neither", "dated before the lesson; local parquet query, no extension")
    T.pair(lid, "l-duck-a1", "applied", "installs spatial from the share with the duckdb CLI before using it")
    T.pair(lid, "l-duck-a2", "applied", "vendors the version's extension files and points extension_directory at "
           "them in code")
    T.pair(lid, "l-duck-r1", "recurred", "nightly log: httpfs download fails again after the upgrade to 1.2.2")
    T.pair(lid, "l-duck-r2", "recurred", "test hits the aws extension download failure; installed from the share "
           "after")
    T.pair(lid, "l-duck-r3", "recurred", "sibling dashboard: postgres_scanner download fails offline; installed "
           "after")
    T.pair(lid, "l-duck-n1", "neither", "no files match the S3 pattern; httpfs works")
    T.pair(lid, "l-uv-a1", "neither", "another project's dependency work; no DuckDB")


def build_sixth_part() -> None:
    _mongo_source()
    _mongo_later()
    _mongo_pairs()
    _duck_source()
    _duck_later()
    _duck_later_b()
    _duck_pairs()
