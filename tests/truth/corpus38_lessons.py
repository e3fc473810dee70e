"""corpus38 lessons over part one of the sessions: golang-migrate, buildozer, Milvus (Korean), memcached, ScyllaDB."""
from __future__ import annotations

from tests.truth.corpus38_common import gotcha, knowledge

S1, S2, S3, S4, S5 = ("s01-golang-migrate-dirty", "s02-buildozer-android", "s03-milvus-pymilvus-ko",
                      "s04-memcached-item-size", "s05-scylla-docker-aio")

RECORDS = [
    # --- s01 golang-migrate -----------------------------------------------------------------------------
    gotcha(1, S1, "real shown edit_then_pass", (
        "golang-migrate: CREATE INDEX CONCURRENTLY needs a migration file of its own",
        "`migrate up` fails with 'CREATE INDEX CONCURRENTLY cannot run inside a transaction block' and leaves the "
        "schema dirty.",
        "Putting the concurrent index in the same .up.sql as the type and column it depends on.",
        "golang-migrate sends the whole file as one multi-statement query; Postgres runs it as an implicit "
        "transaction, which CONCURRENTLY refuses.",
        "Move the CONCURRENTLY statement into its own numbered migration, force back to the last clean version, "
        "re-run up."),
        "`migrate ... up` -> `error: migration failed: CREATE INDEX CONCURRENTLY cannot run inside a transaction "
        "block`; after splitting it into `000008_index_order_status.up.sql` the up run printed `7/u add_order_status "
        "(41.2ms)` and `8/u index_order_status (118.9ms)`.",
        "The second up fails on CONCURRENTLY; the Edit removes the line from 7, the Write creates 000008, and the "
        "next force+up prints both migrations applied.",
        ["code spans", "arrow", "command then result"],
        {"failure": "CONCURRENTLY cannot run inside a transaction block in line 0",
         "fix": "8/u index_order_status (118.9ms)"}, cat="build_config", group="c38-migrate-concurrently"),
    gotcha(2, S1, "real shown fix_ran", (
        "Clear golang-migrate's dirty flag with force to the last good version",
        "Every `migrate up` stops with 'Dirty database version 7. Fix and force version.'",
        "Re-running up, or forcing to the failed version 7, which would mark a half-applied migration as done.",
        "A migration failed mid-way and schema_migrations kept version 7 with dirty = t.",
        "Check schema_migrations, make sure nothing of 7 was applied, then `migrate ... force 6` and run up again."),
        ["Bash: migrate up -> \"error: Dirty database version 7. Fix and force version.\"",
         "schema_migrations showed `7 | t`",
         "`migrate -path db/migrations -database \"$DATABASE_URL\" force 6` cleared it: the next up ran migration 7 "
         "again instead of refusing"],
        "The force 6 call returns empty success and the following up actually executes migration 7 (fails for "
        "another reason, no longer 'Dirty'); the final force 6 && up applies 7 and 8.",
        ["list", "nested quotes", "tool names"],
        {"failure": "error: Dirty database version 7. Fix and force version.",
         "fix": "-database \"$DATABASE_URL\" force 6"}),
    gotcha(3, S1, "real not_shown question_offers_flag", (
        "golang-migrate in CI: lock timeout when two jobs migrate at once",
        "CI's migrate step dies with `error: timeout: can't acquire database lock`.",
        "Running the migrate stage in parallel jobs against one database.",
        "golang-migrate takes an advisory lock and waits 15 s by default before giving up.",
        "Run the migrate stage once per pipeline, or pass `-lock-timeout 60`."),
        "The person pasted `error: timeout: can't acquire database lock`; the assistant asked whether to rerun the "
        "CI job with `-lock-timeout 60` added to the migrate command.",
        "The flag is only offered in a question and the person defers ('I'll ping you tomorrow'); the session ends "
        "without any run. Evidence quotes are real; the claim it fixed it is the fix judgement's trap.",
        ["code spans", "prose"],
        {"failure": "error: timeout: can't acquire database lock",
         "fix": "Should I rerun the CI job with `-lock-timeout 60`"}),
    knowledge(4, S1, "real knowledge", (
        "Inspect schema_migrations before forcing a golang-migrate version",
        "golang-migrate reports a dirty database version.",
        "Query `select * from schema_migrations` to see version and dirty flag, read the failed migration, and only "
        "then force to the version below it.",
        "Forcing blindly can mark partly applied DDL as done; the table says which version is dirty."),
        "psql -c 'select * from schema_migrations' printed ` version | dirty ` with `7 | t`, and the assistant read "
        "000007_add_order_status.up.sql before running force 6.",
        "The psql call's result and the cat of the migration precede the force.",
        ["prose", "code spans"], {"evidence": "select * from schema_migrations"}),
    gotcha(5, S1, "invented not_shown near_miss", (
        "golang-migrate dirty version after an interrupted migrate run",
        "migrate refuses with a dirty version error.",
        "Re-running up.",
        "The previous run died mid-migration.",
        "Force to the previous version."),
        "`error: Dirty database version 6. Fix and force version.` on the first `migrate up`.",
        "The session's error names version 7, not 6 (6 is the force target).",
        ["code span"], {"failure": "error: Dirty database version 7"}),
    gotcha(6, S1, "invented not_shown names_false_claim", (
        "golang-migrate: forcing the previous version is enough to unstick a dirty migration",
        "Dirty database version after a failed migration.",
        "Editing the migration first.",
        "Only the dirty flag blocks the run.",
        "Run `migrate force 6`, then `migrate up`."),
        "Ran `migrate ... force 6` then `migrate ... up` and it passed on the first try, applying 7.",
        "After the first force 6 the up failed again with the CONCURRENTLY error; it passed only after the split and a "
        "second force.",
        ["GPT prose", "outcome claim"], {"failure": "Dirty database version 7"}),
    gotcha(7, S1, "invented not_shown other_call_error", (
        "psql against schema_migrations trips on the concurrent index",
        "Querying schema_migrations fails.",
        "Inspecting the table while the index build runs.",
        "The index build holds a lock.",
        "Wait for the migration to finish."),
        "`psql \"$DATABASE_URL\" -c 'select * from schema_migrations'` → `pq: CREATE INDEX CONCURRENTLY cannot run "
        "inside a transaction block`",
        "The psql call returned the table (7 | t); the CONCURRENTLY error came from the second `migrate up`.",
        ["arrow", "code spans"], {"failure": "select * from schema_migrations"}),
    # --- s02 buildozer -------------------------------------------------------------------------------
    gotcha(8, S2, "real shown edit_then_pass", (
        "buildozer: 'Aidl not found' means the SDK licence was never accepted",
        "buildozer stops with `# Aidl not found, please install it.` after downloading a fresh SDK.",
        "Installing aidl by hand or chasing build-tools paths.",
        "Without an accepted SDK licence the non-interactive sdkmanager skips build-tools, so aidl is missing.",
        "Set `android.accept_sdk_license = True` in buildozer.spec and rebuild."),
        "First run after the upgrade ended in \"# Aidl not found, please install it.\" - after the Edit to "
        "buildozer.spec (`android.accept_sdk_license = True`) the same `buildozer -v android debug` printed "
        "`# Android packaging done!`.",
        "Edit of buildozer.spec, then the same build command re-run ends with Android packaging done and an APK.",
        ["quotes", "code spans", "prose"],
        {"failure": "# Aidl not found, please install it.", "fix": "android.accept_sdk_license = True"},
        cat="build_config"),
    knowledge(9, S2, "real knowledge", (
        "Old buildozer versions break on Java 11+ through tools/bin/sdkmanager",
        "A Kivy app build with buildozer 1.2.0 on a machine with OpenJDK 17.",
        "Upgrade buildozer (1.5.0 uses cmdline-tools) and delete ~/.buildozer/android/platform/android-sdk so it "
        "downloads a current SDK manager.",
        "The legacy sdkmanager needs JAXB (javax.xml.bind), removed from the JDK after Java 8."),
        "```\nException in thread \"main\" java.lang.NoClassDefFoundError: javax/xml/bind/annotation/XmlSchema\n```\n"
        "`java -version` -> openjdk version \"17.0.10\", `pip show buildozer` -> Version: 1.2.0; after "
        "`pip install -U buildozer` (Successfully installed buildozer-1.5.0) the sdkmanager step no longer crashed.",
        "The JAXB error, Java 17 and buildozer 1.2.0 are in the first two results; the rerun after the upgrade got "
        "past the SDK manager to a different error.",
        ["fenced block", "arrow", "prose"], {"evidence": "java.lang.NoClassDefFoundError: javax/xml/bind"},
        cat="env_setup"),
    gotcha(10, S2, "real not_shown never_run", (
        "python-for-android only bundles the modules named in buildozer requirements",
        "The APK installs but crashes on launch with ModuleNotFoundError: No module named 'requests'.",
        "Assuming pip-installed packages of the host venv get packaged.",
        "p4a builds only recipes and pure-Python packages listed in `requirements`.",
        "List requests and its dependencies (urllib3, certifi, charset-normalizer, idna) in requirements and rebuild."),
        "logcat: `ModuleNotFoundError: No module named 'requests'`. Fix: Edit buildozer.spec -> `requirements = "
        "python3,kivy,requests,urllib3,certifi,charset-normalizer,idna`.",
        "The spec is edited but no rebuild or phone run happens; the person will try tomorrow.",
        ["code spans", "tool names"],
        {"failure": "ModuleNotFoundError: No module named 'requests'",
         "fix": "requirements = python3,kivy,requests,urllib3,certifi,charset-normalizer,idna"}),
    gotcha(11, S2, "invented not_shown never_seen_error", (
        "buildozer's Gradle step rejects Java 17 class files",
        "The Android build fails at the Gradle stage.",
        "Using the default JDK.",
        "Gradle too old for Java 17.",
        "Install openjdk-11."),
        "`# Command failed: ... Unsupported class file major version 61` from the gradle step.",
        "No such error in the session; the only Java failure was the JAXB NoClassDefFoundError.",
        ["code span", "ellipsis"], {"failure": "Buildozer failed to execute the last command"}),
    gotcha(12, S2, "invented not_shown names_false_claim", (
        "Upgrading buildozer alone makes the Android debug build succeed",
        "buildozer android debug fails on Ubuntu with Java 17.",
        "Keeping buildozer 1.2.0.",
        "Old SDK tooling.",
        "`pip install -U buildozer`."),
        "After `pip install -U buildozer` the next `buildozer -v android debug` completed and produced the APK.",
        "The run after the upgrade ended with 'Aidl not found'; the APK came only after the licence edit.",
        ["GPT prose", "outcome claim"], {"failure": "Aidl not found"}),
    gotcha(13, S2, "invented not_shown near_miss", (
        "buildozer writes the debug APK into bin/ with both ABIs in its name",
        "Cannot find the APK after the build.",
        "Looking under .buildozer.",
        "buildozer copies the APK to bin/.",
        "Look in bin/."),
        "Build log: `# APK weatherkv-0.1-arm64-v8a-debug.apk available in the bin directory`",
        "The real line names weatherkv-0.1-arm64-v8a_armeabi-v7a-debug.apk.",
        ["code span"], {"failure": "available in the bin directory"}),
    # --- s03 Milvus (Korean) ---------------------------------------------------------------------------
    gotcha(14, S3, "real shown rerun_passes", (
        "Milvus 검색 전에 인덱스 생성과 load_collection이 필요",
        "`client.search` 가 `collection not loaded` 로 실패한다.",
        "바로 load_collection만 호출하면 `index not found` 로 다시 실패한다.",
        "Milvus는 벡터 필드에 인덱스가 있어야 컬렉션을 메모리에 올릴 수 있고, 올라간 컬렉션만 검색한다.",
        "embedding 필드에 인덱스(HNSW, COSINE)를 만들고 load_collection 후 검색한다."),
        "search.py 실행 시 `message=failed to search: collection not loaded[collection=451234567890123456]` 에러, "
        "create_index.py 실행 후 `python search.py` 가 `[{'id': 17, 'distance': 0.8731}, ...]` 결과를 냈음.",
        "python create_index.py && python search.py prints the hits after the earlier failure.",
        ["Korean", "code spans", "ellipsis"],
        {"failure": "collection not loaded[collection=451234567890123456]",
         "fix": "python create_index.py && python search.py"}, cat="api_quirk", group="c38-milvus-load"),
    knowledge(15, S3, "real knowledge", (
        "Milvus load_collection는 인덱스가 없으면 code=700으로 거부",
        "pymilvus 2.4 에서 인덱스 없는 컬렉션을 load 하려 할 때.",
        "prepare_index_params()/add_index() 로 벡터 필드 인덱스를 먼저 만든 뒤 load_collection 한다.",
        "load 요청이 `index not found[collection=docs]` (code=700) 로 거부된다."),
        "Bash: `c.load_collection('docs')` → MilvusException (code=700, message=index not found[collection=docs])",
        "The one-liner load call's error result.",
        ["Korean", "arrow", "tool names"], {"evidence": "message=index not found"}, cat="api_quirk",
        group="c38-milvus-load"),
    gotcha(16, S3, "real not_shown korean_other", (
        "임베딩 모델 차원이 Milvus 스키마 차원과 다르면 insert 실패",
        "ingest.py 의 insert 가 `the dim (1024) of field data(embedding) is not equal to schema dim (768)` 로 실패.",
        "컬렉션 스키마를 확인하지 않고 임베딩 모델만 바꾸는 것.",
        "컬렉션은 768차원으로 생성됐는데 bge-m3 는 1024차원 벡터를 낸다.",
        "스키마와 같은 차원(768)의 모델로 맞추거나 컬렉션을 다시 만든다."),
        "ingest.py 에러: \"the dim (1024) of field data(embedding) is not equal to schema dim (768)\". MODEL 을 "
        "`intfloat/multilingual-e5-base` 로 바꿨고, 그 뒤 사용자가 \"됐어요\" 라고 답함.",
        "The model Edit is never followed by an ingest run; the later '됐어요, README 좋네요' is about the README.",
        ["Korean", "double quotes", "code span"],
        {"failure": "is not equal to schema dim (768)", "fix": "MODEL = \"intfloat/multilingual-e5-base\""}),
    gotcha(17, S3, "invented not_shown near_miss", (
        "pymilvus search on a fresh collection: collection not found",
        "search raises code=101.",
        "Searching before creating.",
        "The collection is not visible.",
        "Create and load it."),
        "`MilvusException: (code=101, message=failed to search: collection not found[collection=docs])`",
        "The session's message is 'collection not loaded[collection=451234567890123456]'.",
        ["code span"], {"failure": "failed to search"}),
    gotcha(18, S3, "invented not_shown other_call_error", (
        "load_collection 자체가 not loaded 에러를 낸다",
        "load_collection 호출이 실패한다.",
        "load를 두 번 호출.",
        "컬렉션 상태 캐시.",
        "인덱스부터 만든다."),
        "`c.load_collection('docs')` 를 실행하자 `collection not loaded` 에러가 났다.",
        "The load call failed with 'index not found'; 'collection not loaded' was the search.py error.",
        ["Korean", "code spans"], {"failure": "c.load_collection('docs')"}),
    knowledge(19, S3, "invented invented_detail", (
        "Milvus HNSW 인덱스 파라미터 선택",
        "RAG 데모에서 Milvus 인덱스를 만들 때.",
        "HNSW, M=16, efConstruction=200 을 쓴다.",
        "작은 컬렉션에서 재현율이 좋다."),
        "create_index.py: `metric_type='L2'` 와 `params={'M': 16, 'efConstruction': 200}` 로 인덱스 생성",
        "The Write uses metric_type='COSINE'; L2 never appears.",
        ["Korean", "code spans"], {"evidence": "efConstruction"}),
    # --- s04 memcached -------------------------------------------------------------------------------
    gotcha(20, S4, "real shown rerun_passes", (
        "memcached silently drops items over its 1m item size limit",
        "A 2 MB value is set without error but get returns None.",
        "pymemcache's set uses noreply=True, so the server's refusal never raises.",
        "memcached's max item size defaults to 1m (`-I`).",
        "Start memcached with a larger `-I` (e.g. `-I 4m`) or keep values under 1 MB."),
        "set(..., noreply=False) -> `pymemcache.exceptions.MemcacheServerError: b'object too large for cache'`; "
        "`memcached -h` says `(default: 1m, min: 1k, max: 1024m)`; restarted with `memcached -d -m 256 -I 4m` and "
        "pytest went from `1 failed, 1 passed` to `2 passed in 0.38s`.",
        "The probe shows the server error; the restart with -I 4m is in the same call as the re-run tests passing.",
        ["code spans", "arrow", "failed first then passed"],
        {"failure": "assert None is not None", "fix": "memcached -d -m 256 -I 4m"}, cat="tool_quirk",
        group="c38-memcached-size"),
    gotcha(21, S4, "real shown edit_then_pass", (
        "Compress large memcached values when the server's -I can't be changed",
        "Reports over 1 MB vanish from a stock memcached.",
        "Asking ops for a bigger item size.",
        "The server limit is 1m and the PDFs are ~2 MB uncompressed.",
        "zlib.compress before set and decompress after get."),
        ["Edit reports/cache.py: `self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)`",
         "plus `zlib.decompress(raw) if raw is not None else None` and `import zlib`",
         "back on stock `brew services start memcached`: `2 passed in 0.44s`; the person: \"works with the stock 1m "
         "server too\""],
        "Three Edits, then the stock server restarted and the test suite passes; person confirms.",
        ["list", "tool names", "nested quotes"],
        {"failure": "FAILED tests/test_cache.py::test_big_report_roundtrip",
         "fix": "zlib.compress(pdf_bytes, 6)"}, group="c38-memcached-size"),
    knowledge(22, S4, "real knowledge", (
        "pymemcache: pass noreply=False to see why a set was refused",
        "A value stored with pymemcache is missing right after set.",
        "Repeat the set with `noreply=False`; the server's error is then raised as MemcacheServerError.",
        "The default noreply=True means set returns True without reading the server reply."),
        "The probe one-liner with `noreply=False` surfaced `MemcacheServerError: b'object too large for cache'`.",
        "The probe call and its error result.",
        ["prose", "code spans"], {"evidence": "noreply=False))"}, cat="debugging_technique"),
    gotcha(23, S4, "invented not_shown near_miss", (
        "memcached: object too big for cache on 2 MB values",
        "Large values not stored.",
        "Default item size.",
        "1m item limit.",
        "-I 4m."),
        "`MemcacheServerError: b'object too big for cache'` when setting the 2 MB probe",
        "The real reply is 'object too large for cache'.",
        ["code span"], {"failure": "MemcacheServerError"}),
    gotcha(24, S4, "invented not_shown names_false_claim", (
        "Restarting the Homebrew memcached service fixes vanishing reports",
        "get_report returns None.",
        "Suspecting the code.",
        "A stale memcached process.",
        "`brew services start memcached`."),
        "Just running `brew services start memcached` made `tests/test_cache.py` pass - no code change was needed.",
        "The stock restart passed only because cache.py had been edited to compress; without code change the test "
        "failed on the 1m server.",
        ["prose", "outcome claim"], {"failure": "1 failed, 1 passed in 0.41s"}),
    # --- s05 ScyllaDB --------------------------------------------------------------------------------
    gotcha(25, S5, "real shown fix_ran", (
        "ScyllaDB container exits: 'Could not setup Async I/O' on many-core laptops",
        "The scylla container gives up with 'Could not setup Async I/O: Resource temporarily unavailable'.",
        "Running the image with default flags on a 16-thread machine with fs.aio-max-nr 65536.",
        "Scylla requests AIO slots per shard; the default shard count asks for more than aio-max-nr allows.",
        "`sudo sysctl -w fs.aio-max-nr=1048576` and run with `--smp 2 --memory 2G --overprovisioned 1`."),
        "docker logs: `ERROR ... seastar - Could not setup Async I/O: Resource temporarily unavailable` "
        "(aio-max-nr was 65536). After `sudo sysctl -w fs.aio-max-nr=1048576` and re-running with --smp 2 "
        "`nodetool status` shows `UN  172.17.0.2`.",
        "The sysctl call prints the new value; the container re-run with --smp 2 comes up UN.",
        ["code spans", "ellipsis", "prose"],
        {"failure": "Could not setup Async I/O: Resource temporarily unavailable",
         "fix": "sudo sysctl -w fs.aio-max-nr=1048576"}, cat="env_setup"),
    gotcha(26, S5, "real shown rerun_passes", (
        "cqlsh refuses connections until Scylla finishes starting",
        "`docker exec scylla cqlsh` right after docker run: Connection refused on 9042.",
        "Treating the refusal as a networking problem.",
        "The CQL port opens only after the node bootstraps.",
        "Wait for `nodetool status` to show UN, then connect."),
        "`Connection error: ('Unable to connect to any servers', {'172.17.0.2:9042': ConnectionRefusedError(111, ...` "
        "then `sleep 40 && docker exec scylla nodetool status && docker exec scylla cqlsh -e 'describe keyspaces'` "
        "listed system_auth, system_schema, ...",
        "The same cqlsh describe keyspaces fails 3 s after start and passes after waiting.",
        ["code spans", "ellipsis"],
        {"failure": "Unable to connect to any servers", "fix": "sleep 40 && docker exec scylla nodetool status"}),
    gotcha(27, S5, "real not_shown write_named_like_fix", (
        "fs.aio-max-nr set with sysctl -w is gone after a reboot",
        "Scylla fails again after the laptop restarts.",
        "Relying on `sysctl -w`.",
        "sysctl -w changes only the running kernel.",
        "Persist `fs.aio-max-nr = 1048576` in /etc/sysctl.d/ and apply with `sysctl --system`."),
        "Wrote scripts/persist-aio-max-nr.sh (`echo 'fs.aio-max-nr = 1048576' | sudo tee "
        "/etc/sysctl.d/99-scylla-aio.conf` + `sudo sysctl --system`) to keep the setting across reboots.",
        "The script is only written; it is never run and no reboot follows. The person will 'find out next time'.",
        ["code spans", "prose"],
        {"failure": "Could not setup Async I/O", "fix": "scripts/persist-aio-max-nr.sh"}),
    knowledge(28, S5, "real knowledge", (
        "Development flags for the ScyllaDB Docker image",
        "Running a single Scylla node on a laptop in Docker.",
        "Pass `--smp 2 --memory 2G --overprovisioned 1` to limit shards and memory and avoid CPU pinning.",
        "Fewer shards need fewer AIO slots and leave the laptop usable (from the Task's research)."),
        "The Task (subagent) reported the ScyllaDB docs recommend `--smp 2 --memory 2G --overprovisioned 1` for "
        "development machines and `sysctl -w fs.aio-max-nr=1048576`.",
        "The Task result carries the recommendation; the later run used those flags.",
        ["tool names", "code spans"], {"evidence": "Research Scylla Docker AIO limits"}),
    gotcha(29, S5, "invented not_shown near_miss", (
        "Scylla AIO slot request exceeds aio-max-nr 65535",
        "Scylla exits at start.",
        "Default sysctl.",
        "aio-max-nr too low.",
        "Raise it."),
        "`cat /proc/sys/fs/aio-max-nr` printed `65535` on the laptop",
        "It printed 65536.",
        ["code spans"], {"failure": "cat /proc/sys/fs/aio-max-nr"}),
    gotcha(30, S5, "invented not_shown invented_detail", (
        "Scylla in Docker needs --developer-mode to start on laptops",
        "Scylla exits with an AIO error.",
        "Production defaults.",
        "Developer mode skips checks.",
        "Add `--developer-mode 1`."),
        "Re-ran `docker run --name scylla -d scylladb/scylla:5.4 --developer-mode 1 --smp 2` and the node came up",
        "No run used --developer-mode; the flags were --smp 2 --memory 2G --overprovisioned 1.",
        ["code span", "outcome claim"], {"failure": "Could not setup Async I/O"}),
    gotcha(31, S5, "invented not_shown other_call_error", (
        "sysctl on the host refused while the Scylla container was running",
        "Raising aio-max-nr fails.",
        "Changing it with the container up.",
        "Resource busy.",
        "Stop the container first."),
        "`sudo sysctl -w fs.aio-max-nr=1048576` → `Connection refused`",
        "The sysctl call printed 'fs.aio-max-nr = 1048576'; Connection refused belongs to the first cqlsh.",
        ["arrow", "code spans"], {"failure": "sudo sysctl -w fs.aio-max-nr=1048576"}),
]
