"""Scripted sessions of corpus22, part three: PgBouncer transaction pooling with asyncpg (in Korean), Sqitch on
Postgres, Quarto with Jupyter on macOS zsh, the Raspberry Pi Pico SDK through usbipd on WSL (in Korean),
cargo-nextest with cargo-llvm-cov and cargo-deny (with a Task call)."""
from __future__ import annotations

from tests.truth.corpus22_common import err

DUP = ("api-1  | asyncpg.exceptions.DuplicatePreparedStatementError: prepared statement \"__asyncpg_stmt_1a__\" "
       "already exists\napi-1  | HINT:\napi-1  | NOTE: pgbouncer with pool_mode set to \"transaction\" or\n"
       "api-1  | \"statement\" does not support prepared statements properly.\n"
       "api-1  |     You have two options:\napi-1  |     * if you have no option of avoiding the use of pgbouncer,\n"
       "api-1  |       then you can set statement_cache_size to 0 when creating\n"
       "api-1  |       the asyncpg connection object.")
SMOKE = "docker compose exec api python -m scripts.smoke --requests 500"
INI = "/home/jiwoo/svc/payments-api/deploy/pgbouncer/pgbouncer.ini"

S11 = ("/home/jiwoo/svc/payments-api", "2027-01-18T01:30:00Z", "feat/pgbouncer", [
    ("user", "pgbouncer 붙이고 나서 간헐적으로 500 에러가 나요. prepared statement 관련인 것 같은데 확인해 주세요"),
    ("bash", "docker compose logs api --since 10m | grep -A8 -m1 DuplicatePrepared", DUP, False),
    ("bash", "grep -nE 'pool_mode|max_prepared' deploy/pgbouncer/pgbouncer.ini", "7:pool_mode = transaction", False),
    ("say", "transaction 모드라서 asyncpg의 prepared statement 캐시와 충돌하고 있어요. 방법은 두 가지예요: asyncpg에 "
     "`statement_cache_size=0`을 주거나, PgBouncer 1.21 이상이면 `max_prepared_statements`를 켜는 것. 버전부터 볼게요."),
    ("bash", "docker compose exec pgbouncer pgbouncer --version", "PgBouncer 1.22.1\nlibevent 2.1.12-stable\n"
     "adns: c-ares 1.19.1\ntls: OpenSSL 3.1.4 24 Oct 2023", False),
    ("edit", INI, "pool_mode = transaction\n", "pool_mode = transaction\nmax_prepared_statements = 200\n"),
    ("bash", "docker compose restart pgbouncer && sleep 2 && " + SMOKE, err(1, " Container payments-api-pgbouncer-1  "
     "Restarting\n Container payments-api-pgbouncer-1  Started\nsmoke: 500 requests, 37 failed\nfirst failure: "
     "asyncpg.exceptions.DuplicatePreparedStatementError: prepared statement \"__asyncpg_stmt_3f__\" already exists"),
     True),
    ("say", "재시작은 됐는데 에러가 그대로예요. 설정이 컨테이너에 실제로 들어갔는지 확인해 볼게요."),
    ("bash", "docker compose exec pgbouncer grep -c max_prepared /etc/pgbouncer/pgbouncer.ini", err(1, "0"), True),
    ("say", "컨테이너 안의 ini에는 없네요. Dockerfile이 ini를 이미지에 COPY하고 있어서 restart로는 안 바뀌어요. "
     "이미지를 다시 빌드할게요."),
    ("bash", "docker compose up -d --build pgbouncer && sleep 2 && " + SMOKE, " => [pgbouncer 2/2] COPY "
     "deploy/pgbouncer/pgbouncer.ini /etc/pgbouncer/pgbouncer.ini\n Container payments-api-pgbouncer-1  Recreated\n"
     " Container payments-api-pgbouncer-1  Started\nsmoke: 500 requests, 0 failed", False),
    ("user", "오 이제 되네요. 근데 statement_cache_size=0 방식은 안 써도 돼요?"),
    ("say", "PgBouncer가 1.21 이상이면 `max_prepared_statements` 쪽이 낫습니다. `statement_cache_size=0`은 asyncpg가 "
     "쿼리마다 prepare를 다시 하게 만들어서 왕복이 늘어나요. 지금은 1.22.1이라 서버 쪽 설정으로 충분합니다."),
    ("user", "좋아요. 마이그레이션도 돌려주세요"),
    ("bash", "docker compose exec api alembic upgrade head", err(1, "INFO  [alembic.runtime.migration] Context impl "
     "PostgresqlImpl.\nTraceback (most recent call last):\n  ...\nsqlalchemy.exc.OperationalError: "
     "(psycopg.OperationalError) connection failed: FATAL:  unsupported startup parameter: options"), True),
    ("say", "alembic의 env.py가 `options=-csearch_path=payments`를 보내는데 PgBouncer가 모르는 시작 파라미터라 거부해요. "
     "마이그레이션은 PgBouncer를 거치지 말고 postgres:5432에 직접 붙는 게 맞아요. env.py가 `DATABASE_URL_DIRECT`를 "
     "먼저 보게 바꿀게요."),
    ("edit", "/home/jiwoo/svc/payments-api/migrations/env.py", "url = os.environ[\"DATABASE_URL\"]",
     "url = os.environ.get(\"DATABASE_URL_DIRECT\", os.environ[\"DATABASE_URL\"])"),
    ("say", "실행하려면 compose의 api 서비스에 DATABASE_URL_DIRECT를 추가해야 해요. README에 두 설정을 정리해 둘게요."),
    ("edit", "/home/jiwoo/svc/payments-api/README.md", "## Database\n", "## Database\n\nPgBouncer runs in "
     "transaction mode with `max_prepared_statements = 200`; migrations connect directly to postgres:5432 through "
     "`DATABASE_URL_DIRECT`.\n"),
    ("user", "README 완벽해요, 감사합니다! 마이그레이션은 내일 할게요"),
])

DEPLOY_OLD = ("ALTER TABLE inventory.items ADD COLUMN sku_normalized text GENERATED ALWAYS AS "
              "(upper(replace(sku, '-', ''))) STORED;")
DEPLOY_NEW = ("ALTER TABLE inventory.items DROP COLUMN sku_normalized;\nALTER TABLE inventory.items ADD COLUMN "
              "sku_normalized text GENERATED ALWAYS AS (upper(regexp_replace(sku, '[-[:space:]]', '', 'g'))) STORED;")
SQ = "/home/ana/db/inventory-schema/"

S12 = ("/home/ana/db/inventory-schema", "2027-01-18T09:15:00Z", "main", [
    ("user", "add a sqitch change that adds a generated sku_normalized column to items, deploy it to dev and verify"),
    ("bash", "sqitch add items_sku_normalized --requires items -n 'Add normalized SKU column'",
     "Created deploy/items_sku_normalized.sql\nCreated revert/items_sku_normalized.sql\n"
     "Created verify/items_sku_normalized.sql\nAdded \"items_sku_normalized [items]\" to sqitch.plan", False),
    ("write", SQ + "deploy/items_sku_normalized.sql", "-- Deploy inventory:items_sku_normalized to pg\n"
     "-- requires: items\n\nBEGIN;\n\n" + DEPLOY_OLD + "\n\nCOMMIT;\n"),
    ("write", SQ + "verify/items_sku_normalized.sql", "SELECT sku_normalized FROM inventory.items WHERE FALSE;\n"),
    ("write", SQ + "revert/items_sku_normalized.sql", "BEGIN;\nALTER TABLE inventory.items DROP COLUMN "
     "sku_normalized;\nCOMMIT;\n"),
    ("bash", "sqitch deploy dev --verify", err(2, "Deploying changes to db:pg://app_rw@dev-db.internal/inventory\n"
     "  + items_sku_normalized .. psql:deploy/items_sku_normalized.sql:7: ERROR:  must be owner of table items\n"
     "not ok\n\"psql\" unexpectedly returned exit value 3\nDeploy failed"), True),
    ("bash", "grep -A1 '\\[target' sqitch.conf", "[target \"dev\"]\n\turi = db:pg://app_rw@dev-db.internal/inventory\n"
     "[target \"dev_owner\"]\n\turi = db:pg://inventory_owner@dev-db.internal/inventory\n[target \"prod\"]\n"
     "\turi = db:pg://inventory_owner@prod-db.internal/inventory", False),
    ("say", "The dev target logs in as app_rw, which can write rows but doesn't own the tables, and ALTER TABLE "
     "needs the owner. sqitch.conf already has a dev_owner target for DDL."),
    ("bash", "sqitch deploy dev_owner --verify", "Deploying changes to "
     "db:pg://inventory_owner@dev-db.internal/inventory\n  + items_sku_normalized .. ok", False),
    ("user", "did the verify script actually run there?"),
    ("bash", "sqitch verify dev_owner", "Verifying db:pg://inventory_owner@dev-db.internal/inventory\n"
     "  * items ................. ok\n  * items_sku_normalized .. ok\nVerify successful", False),
    ("user", "now I realise it should strip spaces too, not just dashes. can you change it?"),
    ("say", "It's deployed, so editing the deploy script in place would make dev and the plan disagree. Sqitch's way "
     "is `sqitch rework`."),
    ("bash", "sqitch rework items_sku_normalized -n 'Strip spaces too'", err(2, "Cannot rework "
     "\"items_sku_normalized\" without an intervening tag.\nUse \"sqitch tag\" to create a tag and try again"),
     True),
    ("bash", "sqitch tag v1.4.0 -n 'Tag v1.4.0' && sqitch rework items_sku_normalized -n 'Strip spaces too'",
     "Tagged \"items_sku_normalized\" with @v1.4.0\nAdded \"items_sku_normalized [items_sku_normalized@v1.4.0]\" "
     "to sqitch.plan.\nModify these files as appropriate:\n  * deploy/items_sku_normalized.sql\n"
     "  * revert/items_sku_normalized.sql\n  * verify/items_sku_normalized.sql", False),
    ("say", "A generated column's expression can't be altered in place in Postgres, so the reworked deploy drops and "
     "re-adds the column."),
    ("edit", SQ + "deploy/items_sku_normalized.sql", DEPLOY_OLD, DEPLOY_NEW),
    ("bash", "sqitch deploy dev_owner --verify", "Deploying changes to "
     "db:pg://inventory_owner@dev-db.internal/inventory\n  + items_sku_normalized .. ok", False),
    ("user", "great, thanks"),
])

RENDER = "QUARTO_PYTHON=.venv/bin/python quarto render report.qmd"
CELLS = ("Starting python3 kernel...Done\n\nExecuting 'report.quarto_ipynb'\n  Cell 1/9: 'setup'.......Done\n"
         "  Cell 2/9: 'load'........Done\n  Cell 7/9: 'fit-model'...Done\n  Cell 9/9: 'summary'.....Done\n\n")

S13 = ("/Users/noor/research/tidal-report", "2027-01-19T14:00:00Z", "main", [
    ("user", "quarto render fails on my report with missing xarray, help. mac, zsh. the venv is .venv"),
    ("bash", ".venv/bin/python -m pip install -q xarray netCDF4 && .venv/bin/python -c 'import xarray; "
     "print(xarray.__version__)'", "2024.11.0", False),
    ("bash", "quarto render report.qmd", err(1, "Starting python3 kernel...Done\n\nExecuting 'report.quarto_ipynb'\n"
     "  Cell 1/9: 'setup'.......Done\n  Cell 2/9: 'load'........\n\nAn error occurred while executing the following "
     "cell:\n------------------\nimport xarray as xr\nds = xr.open_dataset(\"data/tides_2026.nc\")\n"
     "------------------\n\nModuleNotFoundError: No module named 'xarray'"), True),
    ("bash", "quarto check jupyter", "[✓] Checking Python 3 installation....OK\n      Version: 3.9.6\n"
     "      Path: /Library/Developer/CommandLineTools/usr/bin/python3\n      Jupyter: 5.3.0\n      Kernels: python3\n"
     "[✓] Checking Jupyter engine render....OK", False),
    ("say", "xarray is in .venv, but Quarto runs the Command Line Tools python 3.9 from PATH. QUARTO_PYTHON tells "
     "it which interpreter to use."),
    ("bash", RENDER, err(1, "Unable to locate an installed version of Jupyter.\nPython 3 installation:\n"
     "  Version: 3.12.1\n  Path: /Users/noor/research/tidal-report/.venv/bin/python\n  Jupyter: (None)\n\n"
     "Jupyter is not available in this Python installation.\nInstall with python3 -m pip install jupyter"), True),
    ("tool", "Bash", {"command": ".venv/bin/python -m pip install -q jupyter ipykernel && " + RENDER,
                      "timeout": 400000, "description": "install jupyter in venv and render"},
     CELLS + "pandoc\n  to: html\n  output-file: report.html\n\nOutput created: report.html", False),
    ("user", "ok it renders! but every render takes 3 minutes because of the model fit cell"),
    ("say", "Quarto's freeze can reuse cell results. Adding `freeze: auto` to _quarto.yml."),
    ("edit", "/Users/noor/research/tidal-report/_quarto.yml", "project:\n  type: default\n",
     "project:\n  type: default\nexecute:\n  freeze: auto\n"),
    ("tool", "Bash", {"command": "time " + RENDER, "timeout": 400000, "description": "timed render"},
     CELLS + "Output created: report.html\n\nreal\t2m58.431s\nuser\t2m41.007s\nsys\t0m6.212s", False),
    ("say", "It still ran every cell. Freeze is only honoured on a whole-project render (`quarto render` without a "
     "file name); rendering a single file always executes it. The first project render fills _freeze/, later ones "
     "should skip the fit."),
    ("user", "ugh ok, I'll try the project render tomorrow"),
])

PICO = "/home/minjun/pico/blink-temp"
CMAKE = "cmake -B build -G Ninja -DPICO_SDK_PATH=$HOME/pico/pico-sdk"

S14 = (PICO, "2027-01-20T03:00:00Z", "main", [
    ("user", "피코 SDK로 빌드하고 WSL에서 picotool로 올리고 싶어요. 빌드부터 안 돼요"),
    ("bash", "cmake -B build -G Ninja", err(1, "CMake Error at pico_sdk_import.cmake:53 (message):\n  SDK location "
     "was not specified. Please set PICO_SDK_PATH or set\n  PICO_SDK_FETCH_FROM_GIT to on to fetch from git.\n"
     "Call Stack (most recent call first):\n  CMakeLists.txt:4 (include)\n\n-- Configuring incomplete, errors "
     "occurred!"), True),
    ("bash", "ls ~/pico/pico-sdk/CMakeLists.txt && " + CMAKE, "/home/minjun/pico/pico-sdk/CMakeLists.txt\n"
     "Using PICO_SDK_PATH from command line ('/home/minjun/pico/pico-sdk')\nTarget board (PICO_BOARD) is 'pico'.\n"
     "CMake Warning at /home/minjun/pico/pico-sdk/src/rp2_common/tinyusb/CMakeLists.txt:10 (message):\n  TinyUSB "
     "submodule has not been initialized; USB support will be unavailable\n\n  hint: try 'git submodule update "
     "--init' from your SDK directory\n  (/home/minjun/pico/pico-sdk).\n-- Configuring done (2.1s)\n-- Generating "
     "done (0.1s)\n-- Build files have been written to: /home/minjun/pico/blink-temp/build", False),
    ("bash", "cmake --build build", err(1, "[12/118] Building C object CMakeFiles/blink_temp.dir/main.c.o\n"
     "FAILED: CMakeFiles/blink_temp.dir/main.c.o\n/home/minjun/pico/blink-temp/main.c:3:10: fatal error: tusb.h: "
     "No such file or directory\n    3 | #include \"tusb.h\"\n      |          ^~~~~~~~\ncompilation terminated.\n"
     "ninja: build stopped: subcommand failed."), True),
    ("say", "TinyUSB 서브모듈이 초기화되지 않아서 USB stdio가 빠졌어요. configure 때 나온 경고가 그 힌트였어요."),
    ("bash", "git -C ~/pico/pico-sdk submodule update --init lib/tinyusb && " + CMAKE + " && cmake --build build",
     "Submodule 'lib/tinyusb' (https://github.com/hathach/tinyusb.git) registered for path 'lib/tinyusb'\n"
     "Submodule path 'lib/tinyusb': checked out '86ad6e56c1700e85f1c5678607a762cfe3aa2f47'\n-- Build files have "
     "been written to: /home/minjun/pico/blink-temp/build\n[118/118] Linking CXX executable blink_temp.elf", False),
    ("user", "빌드 됐네요! 이제 picotool로 올려 주세요. BOOTSEL 누른 채로 꽂았어요"),
    ("bash", "picotool load -x build/blink_temp.uf2", err(1, "No accessible RP2040 devices in BOOTSEL mode were "
     "found."), True),
    ("say", "WSL에는 USB 장치가 기본으로 보이지 않아요. Windows 쪽에서 usbipd로 넘겨줘야 해요: `usbipd list` → "
     "`usbipd bind --busid <id>` → `usbipd attach --wsl --busid <id>`."),
    ("bash", "powershell.exe -NoProfile -Command \"usbipd list\"", "Connected:\nBUSID  VID:PID    DEVICE"
     "                                      STATE\n2-3    2e8a:0003  USB Mass Storage Device, RP2 Boot           "
     "Not shared\n2-7    8087:0026  Intel(R) Wireless Bluetooth(R)              Not shared", False),
    ("bash", "powershell.exe -NoProfile -Command \"usbipd bind --busid 2-3\"", err(1, "usbipd: error: Access "
     "denied; this operation requires administrator privileges."), True),
    ("say", "bind는 관리자 권한이 필요해요. 관리자 PowerShell에서 `usbipd bind --busid 2-3`을 한 번만 실행해 주세요."),
    ("user", "관리자 창에서 bind 했어요"),
    ("bash", "powershell.exe -NoProfile -Command \"usbipd attach --wsl --busid 2-3\"", "usbipd: info: Using WSL "
     "distribution 'Ubuntu-22.04' to attach; the device will be available in all WSL 2 distributions.\n"
     "usbipd: info: Using IP address 172.28.160.1 to reach the host.", False),
    ("bash", "picotool load -x build/blink_temp.uf2", err(1, "Device at bus 1, address 3 appears to be an RP2040 "
     "device in BOOTSEL mode, but picotool was unable to connect. Maybe try 'sudo' or check your permissions."),
     True),
    ("say", "이번엔 장치는 보이는데 권한이 없어요. udev 규칙이 없어서 그래요. 일단 sudo로 올려 볼게요."),
    ("bash", "sudo picotool load -x build/blink_temp.uf2", "Loading into Flash: [==============================]  "
     "100%\n\nThe device was rebooted to start the application.", False),
    ("write", "/home/minjun/pico/99-picotool.rules", "SUBSYSTEM==\"usb\", ATTRS{idVendor}==\"2e8a\", "
     "ATTRS{idProduct}==\"0003\", MODE=\"0666\"\n"),
    ("say", "규칙 파일을 ~/pico/99-picotool.rules에 만들어 뒀어요. `sudo cp ~/pico/99-picotool.rules "
     "/etc/udev/rules.d/ && sudo udevadm control --reload`를 하면 다음부터 sudo 없이 됩니다."),
    ("user", "LED 깜박여요 👍 규칙 파일은 나중에 복사할게요"),
])

DENY = ("\x1b[31merror[rejected]\x1b[0m: failed to satisfy license requirements\n   ┌─ registry+https://github.com/rust-lang/"
        "crates.io-index#unicode-ident@1.0.12:4:12\n   │\n 4 │ license = \"(MIT OR Apache-2.0) AND Unicode-DFS-2016\"\n"
        "   │            ─────────────────────────────────────────\n   │            │                        │\n"
        "   │            │                        rejected: license is not explicitly allowed\n\n"
        "\x1b[31merror[duplicate]\x1b[0m: found 2 duplicate entries for crate 'syn'\n   ┌─ /home/felix/src/quill/Cargo.lock:142:1\n"
        "    │\n142 │ ╭ syn 1.0.109 registry+https://github.com/rust-lang/crates.io-index\n"
        "143 │ │ syn 2.0.48 registry+https://github.com/rust-lang/crates.io-index\n"
        "    │ ╰──────────────────────────────────────────────────────────^ lock entries\n\n"
        "advisories ok, bans FAILED, licenses FAILED, sources ok")

S15 = ("/home/felix/src/quill", "2027-01-20T10:20:00Z", "ci/nextest", [
    ("user", "move our test CI to nextest + llvm-cov, and make `cargo deny check` green. keep the doc tests too"),
    ("bash", "cargo nextest run --workspace", "    Starting 214 tests across 6 binaries\n"
     "     Summary [   3.402s] 214 tests run: 214 passed, 0 skipped", False),
    ("bash", "cargo llvm-cov nextest --workspace --lcov --output-path lcov.info", err(1, "error: failed to find "
     "llvm-tools-preview, please install llvm-tools-preview, or set LLVM_COV and LLVM_PROFDATA environment "
     "variables"), True),
    ("bash", "rustup component add llvm-tools-preview && cargo llvm-cov nextest --workspace --lcov --output-path "
     "lcov.info", "info: downloading component 'llvm-tools'\ninfo: installing component 'llvm-tools'\n"
     "     Summary [   5.918s] 214 tests run: 214 passed, 0 skipped\n    Finished report saved to lcov.info", False),
    ("say", "Coverage works. One catch for CI: `cargo nextest run` doesn't run doctests at all, so the 214 above "
     "leave them out. They need their own `cargo test --doc` step."),
    ("bash", "cargo test --doc --workspace 2>&1 | tail -2", "test result: ok. 17 passed; 0 failed; 0 ignored; "
     "0 measured; 0 filtered out; finished in 2.81s\n", False),
    ("bash", "cargo deny check", err(1, DENY), True),
    ("task", "Find what pulls in syn 1.x", "In /home/felix/src/quill, cargo deny reports two syn versions (1.0.109 "
     "and 2.0.48). Find which dependency pulls syn 1.0.109 and the smallest change that removes it. Don't edit the "
     "repo; a scratch copy is fine.", "`cargo tree -i syn@1.0.109 -e normal,build` shows one path: quill-core → "
     "derive-new 0.5.9 → syn 1.0.109. derive-new 0.6.0 is on syn 2. In a scratch copy I changed "
     "crates/quill-core/Cargo.toml to `derive-new = \"0.6\"`, ran `cargo update -p derive-new`, and "
     "`cargo deny check bans` reported `bans ok`. The crate compiled without code changes."),
    ("edit", "/home/felix/src/quill/deny.toml", "allow = [\"MIT\", \"Apache-2.0\", \"BSD-3-Clause\"]",
     "allow = [\"MIT\", \"Apache-2.0\", \"BSD-3-Clause\", \"Unicode-DFS-2016\"]"),
    ("edit", "/home/felix/src/quill/crates/quill-core/Cargo.toml", "derive-new = \"0.5\"", "derive-new = \"0.6\""),
    ("bash", "cargo update -p derive-new && cargo deny check", "    Updating derive-new v0.5.9 -> v0.6.0\n"
     "    Removing syn v1.0.109\nadvisories ok, bans ok, licenses ok, sources ok", False),
    ("bash", "cargo nextest run --workspace", "    Starting 214 tests across 6 binaries\n"
     "     Summary [   3.377s] 214 tests run: 214 passed, 0 skipped", False),
    ("write", "/home/felix/src/quill/.github/workflows/test.yml", "name: test\non: [push, pull_request]\njobs:\n"
     "  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
     "      - uses: dtolnay/rust-toolchain@stable\n        with:\n          components: llvm-tools-preview\n"
     "      - uses: taiki-e/install-action@v2\n        with:\n          tool: cargo-nextest,cargo-llvm-cov,cargo-deny\n"
     "      - run: cargo llvm-cov nextest --workspace --lcov --output-path lcov.info\n"
     "      - run: cargo test --doc --workspace\n      - run: cargo deny check\n"),
    ("user", "perfect, ship it"),
])

SOURCES = {"s11-pgbouncer-asyncpg-ko": S11, "s12-sqitch-postgres": S12, "s13-quarto-jupyter-zsh": S13,
           "s14-pico-usbipd-wsl-ko": S14, "s15-nextest-llvmcov-deny": S15}
