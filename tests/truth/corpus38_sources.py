"""corpus38's scripted sessions, part one: golang-migrate, buildozer, Milvus (Korean), memcached, ScyllaDB."""
from __future__ import annotations

from tests.truth.corpus38_common import ESC

_BUILD_LINES = "\n".join(
    f"[INFO]:    -> running python3 setup.py build_ext -v (module {m})" for m in
    ("kivy._clock", "kivy._event", "kivy.graphics.buffer", "kivy.graphics.context", "kivy.graphics.compiler",
     "kivy.graphics.context_instructions", "kivy.graphics.fbo", "kivy.graphics.gl_instructions",
     "kivy.graphics.instructions", "kivy.graphics.opengl", "kivy.graphics.shader", "kivy.graphics.stencil_instructions",
     "kivy.graphics.texture", "kivy.graphics.transformation", "kivy.graphics.vbo", "kivy.graphics.vertex",
     "kivy.core.text.text_layout", "kivy.core.window._window_sdl2", "kivy.lib.gstplayer._gstplayer"))

_SCYLLA_LOG = "\n".join([
    "Running (['/opt/scylladb/scripts/scylla_io_setup'],)",
    "2024-05-14 09:12:29,118 INFO spawned: 'scylla' with pid 27",
    "2024-05-14 09:12:29,119 INFO spawned: 'scylla-jmx' with pid 28",
    "INFO  2024-05-14 09:12:30,004 seastar - Reactor backend: linux-aio",
    "INFO  2024-05-14 09:12:30,011 [shard 0:main] seastar - Created fair group io-queue-0, capacity rate 2147483:2147483, limit 12582912, rate 16777216 (factor 1), threshold 2000",
    "INFO  2024-05-14 09:12:30,012 [shard 0:main] seastar - IO queue uses 0.75ms latency goal for device 0",
    "WARN  2024-05-14 09:12:30,015 [shard 0:main] seastar - Requested AIO slots too large, please increase request capacity in /proc/sys/fs/aio-max-nr. configured:65536 available:65536 requested:176064",
    "ERROR 2024-05-14 09:12:31,402 [shard 0:main] seastar - Could not setup Async I/O: Resource temporarily unavailable. The most common cause is not enough request capacity in /proc/sys/fs/aio-max-nr. Try increasing that number or reducing the amount of logical CPUs available for your application",
    "2024-05-14 09:12:31,488 INFO exited: scylla (exit status 1; not expected)",
    "2024-05-14 09:12:32,490 INFO spawned: 'scylla' with pid 61",
    "2024-05-14 09:12:33,711 INFO exited: scylla (exit status 1; not expected)",
    "2024-05-14 09:12:35,713 INFO gave up: scylla entered FATAL state, too many start retries too quickly",
])

_DB = '"$DATABASE_URL"'

SOURCES = {
    "s01-golang-migrate-dirty": ("/home/oskar/src/ledger", "2026-03-02T08:10:00Z", "feat/order-status", [
        ("user", "make migrate fails on my local copy of the staging db, can you look? it's golang-migrate"),
        ("bash", f"migrate -path db/migrations -database {_DB} up",
         "Exit code 1\nerror: Dirty database version 7. Fix and force version.", True),
        ("say", "The schema is marked dirty at version 7, which means a previous run of migration 7 failed halfway. "
                "Let me look at the tracking table and the migration itself."),
        ("bash", f"psql {_DB} -c 'select * from schema_migrations'",
         " version | dirty \n---------+-------\n       7 | t\n(1 row)", False),
        ("bash", "cat db/migrations/000007_add_order_status.up.sql",
         "CREATE TYPE order_status AS ENUM ('new', 'paid', 'shipped');\n"
         "ALTER TABLE orders ADD COLUMN status order_status NOT NULL DEFAULT 'new';\n"
         "CREATE INDEX CONCURRENTLY idx_orders_status ON orders (status);", False),
        ("say", "Postgres ran the whole file as one implicit transaction, so nothing from 7 was applied. "
                "Forcing the version back to 6 clears the dirty flag, then I'll retry."),
        ("bash", f"migrate -path db/migrations -database {_DB} force 6", "", False),
        ("bash", f"migrate -path db/migrations -database {_DB} up",
         "Exit code 1\nerror: migration failed: CREATE INDEX CONCURRENTLY cannot run inside a transaction block in "
         "line 0: CREATE TYPE order_status AS ENUM ('new', 'paid', 'shipped'); (details: pq: CREATE INDEX "
         "CONCURRENTLY cannot run inside a transaction block)", True),
        ("say", "That's the real cause: golang-migrate sends the file as a single multi-statement query, which "
                "Postgres wraps in a transaction, and CONCURRENTLY refuses to run inside one. I'll move the index "
                "into its own migration so it is the only statement in its file."),
        ("edit", "db/migrations/000007_add_order_status.up.sql",
         "ALTER TABLE orders ADD COLUMN status order_status NOT NULL DEFAULT 'new';\n"
         "CREATE INDEX CONCURRENTLY idx_orders_status ON orders (status);",
         "ALTER TABLE orders ADD COLUMN status order_status NOT NULL DEFAULT 'new';"),
        ("write", "db/migrations/000008_index_order_status.up.sql",
         "CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_orders_status ON orders (status);\n"),
        ("write", "db/migrations/000008_index_order_status.down.sql",
         "DROP INDEX CONCURRENTLY IF EXISTS idx_orders_status;\n"),
        ("bash", f"migrate -path db/migrations -database {_DB} force 6 && migrate -path db/migrations -database {_DB} up",
         "7/u add_order_status (41.2ms)\n8/u index_order_status (118.9ms)", False),
        ("user", "nice, that went through. in CI the same job sometimes dies with a lock error though, see: "
                 "error: timeout: can't acquire database lock"),
        ("say", "That happens when two pipeline jobs run `migrate up` against the same database at once: the "
                "second waits on the advisory lock for the default 15 seconds and gives up. The stage should only "
                "run once per pipeline. Should I rerun the CI job with `-lock-timeout 60` added to the migrate "
                "command so it waits longer instead?"),
        ("user", "let me think about it, I'll ping you tomorrow"),
    ]),
    "s02-buildozer-android": ("/home/mina/apps/weatherkv", "2026-03-02T13:40:00Z", "main", [
        ("user", "buildozer android debug dies on my ubuntu box, can you get the APK built?"),
        ("bash", "buildozer -v android debug 2>&1 | tail -40",
         "# Check configuration tokens\n# Ensure build layout\n# Check target requirements\n"
         "# Android ANT is missing, downloading\n# Apache ANT installation done.\n"
         "# Android SDK found at /home/mina/.buildozer/android/platform/android-sdk\n"
         "# Installing/updating SDK platform tools if necessary\n"
         "# Run '/home/mina/.buildozer/android/platform/android-sdk/tools/bin/sdkmanager --sdk_root=/home/mina/.buildozer/android/platform/android-sdk platform-tools'\n"
         "# Cwd /home/mina/.buildozer/android/platform/android-sdk\n"
         "Exception in thread \"main\" java.lang.NoClassDefFoundError: javax/xml/bind/annotation/XmlSchema\n"
         "\tat com.android.repository.api.SchemaModule$SchemaModuleVersion.<init>(SchemaModule.java:156)\n"
         "\tat com.android.repository.api.SchemaModule.<init>(SchemaModule.java:75)\n"
         "\tat com.android.sdklib.repository.AndroidSdkHandler.<clinit>(AndroidSdkHandler.java:81)\n"
         "Caused by: java.lang.ClassNotFoundException: javax.xml.bind.annotation.XmlSchema\n"
         "\tat java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)\n"
         "\t... 5 more\n"
         "# Command failed: ['/home/mina/.buildozer/android/platform/android-sdk/tools/bin/sdkmanager', '--sdk_root=/home/mina/.buildozer/android/platform/android-sdk', 'platform-tools']\n"
         "# \n# Buildozer failed to execute the last command\n"
         "# The error might be hidden in the log above this error\n"
         "# Please read the full log, and search for it before\n# raising an issue with buildozer itself.", False),
        ("say", "The SDK manager it downloaded is the old `tools/bin/sdkmanager`, which needs JAXB from Java 8. "
                "Checking which Java and which buildozer are installed."),
        ("bash", "java -version 2>&1; pip show buildozer | head -2",
         "openjdk version \"17.0.10\" 2024-01-16\nOpenJDK Runtime Environment (build 17.0.10+7-Ubuntu-122.04.1)\n"
         "OpenJDK 64-Bit Server VM (build 17.0.10+7-Ubuntu-122.04.1, mixed mode, sharing)\n"
         "Name: buildozer\nVersion: 1.2.0", False),
        ("say", "buildozer 1.2.0 predates the switch to `cmdline-tools`. Upgrading it and removing the stale SDK "
                "should let it fetch a manager that runs on Java 17."),
        ("bash", "pip install -U buildozer",
         "Collecting buildozer\n  Downloading buildozer-1.5.0-py3-none-any.whl (89 kB)\n"
         "Installing collected packages: buildozer\n  Attempting uninstall: buildozer\n"
         "    Found existing installation: buildozer 1.2.0\n    Uninstalling buildozer-1.2.0:\n"
         "      Successfully uninstalled buildozer-1.2.0\nSuccessfully installed buildozer-1.5.0", False),
        ("bash", "rm -rf ~/.buildozer/android/platform/android-sdk && buildozer -v android debug 2>&1 | tail -12",
         "# Android SDK is missing, downloading\n# Unpacking Android SDK\n"
         "# Installing/updating SDK platform tools if necessary\n"
         "# Searching latest build tools version\n"
         "Traceback (most recent call last):\n"
         "  File \"/home/mina/.local/lib/python3.10/site-packages/buildozer/targets/android.py\", line 600, in _install_android_packages\n"
         "    self._check_aidl(v_build_tools)\n"
         "  File \"/home/mina/.local/lib/python3.10/site-packages/buildozer/targets/android.py\", line 642, in _check_aidl\n"
         "    sys.exit(1)\n"
         "# Aidl not found, please install it.", False),
        ("say", "Progress: the SDK manager runs now. `Aidl not found` means the build-tools were never installed "
                "because the SDK licence prompt was declined non-interactively. buildozer.spec can accept it."),
        ("edit", "buildozer.spec", "# android.accept_sdk_license = False", "android.accept_sdk_license = True"),
        ("bash", "buildozer -v android debug 2>&1 | tail -30",
         "# Accepting SDK licenses\n# Installing build-tools;34.0.0\n" + _BUILD_LINES +
         "\n[INFO]:    Copying python distribution\n[INFO]:    Creating Android project (weatherkv)\n"
         "BUILD SUCCESSFUL in 1m 12s\n35 actionable tasks: 35 executed\n"
         "# Android packaging done!\n"
         "# APK weatherkv-0.1-arm64-v8a_armeabi-v7a-debug.apk available in the bin directory", False),
        ("user", "great, it builds. but on the phone it crashes at launch, logcat says "
                 "ModuleNotFoundError: No module named 'requests'"),
        ("say", "p4a only packages what `requirements` in buildozer.spec lists; requests and its dependencies "
                "have to be named there explicitly."),
        ("edit", "buildozer.spec", "requirements = python3,kivy",
         "requirements = python3,kivy,requests,urllib3,certifi,charset-normalizer,idna"),
        ("say", "Rebuild and run it on the phone with `buildozer android debug deploy run logcat` and the import "
                "error should be gone."),
        ("user", "ok I'll try it on the phone tomorrow, out of time today"),
    ]),
    "s03-milvus-pymilvus-ko": ("/home/jiwoo/rag-demo", "2026-03-03T01:20:00Z", "main", [
        ("user", "pymilvus로 검색하면 에러가 나요. search.py 좀 봐주세요."),
        ("bash", "python search.py",
         "Exit code 1\nTraceback (most recent call last):\n  File \"/home/jiwoo/rag-demo/search.py\", line 14, in <module>\n"
         "    hits = client.search(\"docs\", data=[vec], limit=2, output_fields=[\"id\"])\n"
         "pymilvus.exceptions.MilvusException: <MilvusException: (code=101, message=failed to search: collection "
         "not loaded[collection=451234567890123456])>", True),
        ("say", "검색 전에 컬렉션을 메모리에 load 해야 합니다. 먼저 load를 시도해 볼게요."),
        ("bash", "python -c \"from pymilvus import MilvusClient; c = MilvusClient('http://localhost:19530'); "
                 "c.load_collection('docs')\"",
         "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
         "pymilvus.exceptions.MilvusException: <MilvusException: (code=700, message=index not found"
         "[collection=docs])>", True),
        ("say", "load 하려면 벡터 필드에 인덱스가 먼저 있어야 합니다. embedding 필드에 HNSW 인덱스를 만드는 스크립트를 "
                "작성할게요."),
        ("write", "create_index.py",
         "from pymilvus import MilvusClient\n\nc = MilvusClient('http://localhost:19530')\n"
         "params = c.prepare_index_params()\n"
         "params.add_index(field_name='embedding', index_type='HNSW', metric_type='COSINE',\n"
         "                 params={'M': 16, 'efConstruction': 200})\n"
         "c.create_index('docs', params)\nprint('index created: docs/embedding HNSW COSINE')\n"
         "c.load_collection('docs')\nprint('loaded: docs')\n"),
        ("bash", "python create_index.py && python search.py",
         "index created: docs/embedding HNSW COSINE\nloaded: docs\n"
         "[{'id': 17, 'distance': 0.8731}, {'id': 4, 'distance': 0.8512}]", False),
        ("user", "됐어요! 이제 새 문서도 넣어야 하는데 ingest.py도 에러가 나네요."),
        ("bash", "python ingest.py notes/2026-03.md",
         "Exit code 1\nembedding 42 chunks with BAAI/bge-m3\nTraceback (most recent call last):\n"
         "  File \"/home/jiwoo/rag-demo/ingest.py\", line 31, in <module>\n    client.insert(\"docs\", rows)\n"
         "pymilvus.exceptions.MilvusException: <MilvusException: (code=1100, message=the dim (1024) of field "
         "data(embedding) is not equal to schema dim (768): invalid parameter[expected=768][actual=1024])>", True),
        ("say", "컬렉션은 768차원으로 만들어졌는데 ingest.py는 1024차원을 내는 bge-m3를 씁니다. 컬렉션을 다시 만들면 "
                "기존 데이터가 지워지니, 검색 쪽과 같은 768차원 모델로 맞추겠습니다."),
        ("edit", "ingest.py", "MODEL = \"BAAI/bge-m3\"", "MODEL = \"intfloat/multilingual-e5-base\""),
        ("user", "아 그리고 README에 실행 순서 좀 적어주세요. create_index 먼저 돌려야 한다는 거."),
        ("edit", "README.md", "## 실행\n", "## 실행\n\n1. `python create_index.py` (최초 1회)\n2. `python ingest.py <파일>`\n3. `python search.py`\n"),
        ("user", "됐어요, README 좋네요. 오늘은 여기까지."),
    ]),
    "s04-memcached-item-size": ("/Users/dana/work/reports", "2026-03-03T16:05:00Z", "cache-reports", [
        ("user", "caching the rendered PDF report is flaky, get_report sometimes returns None right after we set it. "
                 "tests/test_cache.py shows it"),
        ("bash", "python -m pytest tests/test_cache.py -q",
         "Exit code 1\nF.                                                                       [100%]\n"
         "=================================== FAILURES ===================================\n"
         "_____________________________ test_big_report_roundtrip _____________________________\n"
         "    def test_big_report_roundtrip(cache):\n        cache.put_report('q1', BIG)\n"
         ">       assert cache.get_report('q1') is not None\n"
         "E       AssertionError: assert None is not None\n"
         "E        +  where None = <bound method ReportCache.get_report ...>('q1')\n\n"
         "tests/test_cache.py:18: AssertionError\n"
         "=========================== short test summary info ============================\n"
         "FAILED tests/test_cache.py::test_big_report_roundtrip - AssertionError: assert None is not None\n"
         "1 failed, 1 passed in 0.41s", True),
        ("say", "pymemcache's `set` defaults to noreply=True, so a server-side refusal is never raised. Let me "
                "repeat the set with noreply=False to see what the server says."),
        ("bash", "python -c \"from pymemcache.client.base import Client; c = Client(('localhost', 11211)); "
                 "print(c.set('probe', b'x' * 2_000_000, noreply=False))\"",
         "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
         "  File \"/Users/dana/work/reports/.venv/lib/python3.12/site-packages/pymemcache/client/base.py\", line 1425, in _check_key_and_value\n"
         "pymemcache.exceptions.MemcacheServerError: b'object too large for cache'", True),
        ("bash", "memcached -h | grep -A1 -- '--max-item-size'",
         "-I, --max-item-size=<num>  adjusts max item size\n"
         "                          (default: 1m, min: 1k, max: 1024m)", False),
        ("say", "The report is about 2 MB and the server's item limit is 1m. Restarting memcached with `-I 4m`."),
        ("bash", "brew services stop memcached && memcached -d -m 256 -I 4m && python -m pytest tests/test_cache.py -q",
         "Stopping `memcached`... (might take a while)\n"
         "==> Successfully stopped `memcached` (label: homebrew.mxcl.memcached)\n"
         "..                                                                       [100%]\n2 passed in 0.38s", False),
        ("user", "ok that's the cause. but prod memcached is managed by ops, I can't change flags there. "
                 "can we compress instead?"),
        ("edit", "reports/cache.py",
         "        self.client.set(key, pdf_bytes, expire=3600)",
         "        self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)"),
        ("edit", "reports/cache.py", "        return self.client.get(key)",
         "        raw = self.client.get(key)\n        return zlib.decompress(raw) if raw is not None else None"),
        ("edit", "reports/cache.py", "import logging\n", "import logging\nimport zlib\n"),
        ("bash", "pkill -x memcached; brew services start memcached && sleep 1 && python -m pytest tests/test_cache.py -q",
         "==> Successfully started `memcached` (label: homebrew.mxcl.memcached)\n"
         "..                                                                       [100%]\n2 passed in 0.44s", False),
        ("user", "works with the stock 1m server too. thanks!"),
    ]),
    "s05-scylla-docker-aio": ("/home/tomas/dev/events", "2026-03-04T09:10:00Z", "main", [
        ("user", "the scylla container dies right after start on my laptop, can you get a local node running?"),
        ("bash", "docker run --name scylla -d scylladb/scylla:5.4 && sleep 8 && docker logs scylla 2>&1 | tail -20",
         "7b1f0c2d9e4a8f61c3d5b2a9e0f4c7d1a8b3e6f9c2d5a8b1e4f7c0d3a6b9e2f5\n" + _SCYLLA_LOG, False),
        ("bash", "cat /proc/sys/fs/aio-max-nr; nproc", "65536\n16", False),
        ("task", "Research Scylla Docker AIO limits",
         "Find out how ScyllaDB in Docker relates to fs.aio-max-nr and which docker run flags are meant for a "
         "development laptop. Report the flags and the sysctl value, with sources.",
         "Scylla allocates AIO slots per shard, so on a 16-thread laptop it asks for far more than the default "
         "fs.aio-max-nr of 65536. The ScyllaDB docs for the Docker image recommend raising it, e.g. "
         "`sysctl -w fs.aio-max-nr=1048576`, and for development machines passing `--smp 2 --memory 2G "
         "--overprovisioned 1` so the container uses fewer shards and does not pin CPUs. Setting it with "
         "sysctl -w does not survive a reboot; a file under /etc/sysctl.d/ makes it permanent. Sources: "
         "ScyllaDB docs, 'Run ScyllaDB in Docker' and 'Error: Could not setup Async I/O'."),
        ("bash", "sudo sysctl -w fs.aio-max-nr=1048576", "fs.aio-max-nr = 1048576", False),
        ("bash", "docker rm -f scylla && docker run --name scylla -d scylladb/scylla:5.4 --smp 2 --memory 2G "
                 "--overprovisioned 1 && sleep 3 && docker exec scylla cqlsh -e 'describe keyspaces'",
         "Exit code 1\nscylla\n3c9d2e1f0a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d\n"
         "Connection error: ('Unable to connect to any servers', {'172.17.0.2:9042': "
         "ConnectionRefusedError(111, \"Tried connecting to [('172.17.0.2', 9042)]. Last error: Connection "
         "refused\")})", True),
        ("say", "Refused right after start is normal: the CQL port only opens once the node finished "
                "bootstrapping. Waiting for nodetool to report UN, then retrying."),
        ("bash", "sleep 40 && docker exec scylla nodetool status && docker exec scylla cqlsh -e 'describe keyspaces'",
         "Datacenter: datacenter1\n=======================\nStatus=Up/Down\n|/ State=Normal/Leaving/Joining/Moving\n"
         "--  Address     Load       Tokens  Owns  Host ID                               Rack\n"
         "UN  172.17.0.2  512 KB     256     ?     2c1e7b4a-9d3f-4e8a-b1c2-5f6a7d8e9b0c  rack1\n\n"
         "system_auth  system_schema  system_distributed  system_traces  system", False),
        ("user", "up now, thanks. will it survive a reboot?"),
        ("say", "The sysctl -w value is lost on reboot. I'll add a script that persists it in /etc/sysctl.d/."),
        ("write", "scripts/persist-aio-max-nr.sh", "#!/bin/sh\n# ScyllaDB needs more AIO slots than the default\n"
                  "echo 'fs.aio-max-nr = 1048576' | sudo tee /etc/sysctl.d/99-scylla-aio.conf\n"
                  "sudo sysctl --system\n"),
        ("say", "Run `sh scripts/persist-aio-max-nr.sh` once and the value will be kept across reboots."),
        ("user", "ok, I'll find out next time I restart"),
    ]),
}
