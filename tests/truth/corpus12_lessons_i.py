"""Labelled lessons of the twelfth corpus over s20 (pyodbc on Windows) and s21 (cargo features and wasm-pack,
Chinese). Labels written from the session text (corpus12_sources_h.py, _i) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

ODBC, WASM = "s20-pyodbc-mssql", "s21-cargo-wasm"

RECORDS: list[dict[str, Any]] = [
    gotcha("122", ODBC, (
        "pyodbc IM002 means the driver named in the connection string is not installed",
        "pyodbc.InterfaceError: ('IM002', ... Data source name not found and no default driver specified",
        "Keeping DRIVER={ODBC Driver 17 for SQL Server} after reinstalling Windows with only driver 18",
        "The ODBC Driver Manager can't find a driver by that exact name",
        "Check `pyodbc.drivers()` and use a listed name (ODBC Driver 18 for SQL Server)"),
        "`File \"C:\\Users\\dmitri\\src\\invoice-sync\\sync.py\", line 14` → `Data source name not found and no default "
        "driver specified`; `pyodbc.drivers()` gave `['SQL Server', 'ODBC Driver 18 for SQL Server']`; after switching "
        "DRIVER to 18 (and the certificate fix) sync.py printed `synced 312 invoices (2026-11) in 4.2s`.",
        "real", "shown", "edit_then_pass",
        "The driver edit, then the TrustServerCertificate edit, are followed by the same sync.py run succeeding.",
        ["Windows path in span", "arrow", "code spans"],
        {"failure": "Data source name not found and no default driver specified",
         "fix": "DRIVER={ODBC Driver 18 for SQL Server}", "evidence": "synced 312 invoices (2026-11) in 4.2s"},
        category="env_setup", group="odbc-driver"),
    gotcha("123", ODBC, (
        "ODBC Driver 18 encrypts by default and rejects a self-signed SQL Server certificate",
        "[08001] SSL Provider: The certificate chain was issued by an authority that is not trusted",
        "Upgrading from driver 17 to 18 without touching the connection string",
        "Driver 18 defaults to Encrypt=yes with certificate validation",
        "Add TrustServerCertificate=yes for the dev server (install the CA for prod)"),
        "[Microsoft][ODBC Driver 18 for SQL Server]SSL Provider: The certificate chain was issued by an authority "
        "that is not trusted. -> `TrustServerCertificate=yes;` -> `synced 312 invoices`", "real", "shown",
        "edit_then_pass", "After the edit the same sync.py run succeeds.", ["unquoted error", "ascii arrows"],
        {"failure": "The certificate chain was issued by an authority that is not trusted",
         "fix": "SERVER=devsql01;DATABASE=invoices;TrustServerCertificate=yes;", "evidence": "in 4.2s"},
        category="security", group="odbc-tls"),
    gotcha("124", ODBC, (
        "Make the ODBC driver name configurable for hosts with a different driver",
        "BUILD02's scheduled task only has ODBC Driver 17",
        "Hard-coding one driver name for every machine",
        "Driver names differ per host",
        "Read it from ODBC_DRIVER (default 'ODBC Driver 18 for SQL Server'); set it on BUILD02"),
        "sync.py now uses `os.environ.get('ODBC_DRIVER', 'ODBC Driver 18 for SQL Server')` and the local run still "
        "works (`synced 0 invoices (2026-11) in 1.1s`).", "real", "not_shown", "other_check_passes",
        "Only the local run with the default driver is seen; BUILD02 with driver 17 is never tried ('I can't test "
        "that from here').", ["code spans"],
        {"failure": "only has driver 17", "fix": "synced 0 invoices (2026-11) in 1.1s",
         "evidence": "os.environ.get('ODBC_DRIVER', 'ODBC Driver 18 for SQL Server')"}, category="env_setup",
        group="odbc-env"),
    knowledge("125", ODBC, (
        "pyodbc.drivers() shows the exact ODBC driver names a connection string may use",
        "An IM002 error on Windows after a reinstall",
        "Print `pyodbc.drivers()` from the project's venv before editing DRIVER=",
        "The name must match exactly, braces aside"),
        "Ran `.venv/Scripts/python.exe -c \"import pyodbc; print(pyodbc.drivers())\"` for "
        "`C:\\\\Users\\\\dmitri\\\\src\\\\invoice-sync\\\\sync.py` → `['SQL Server', 'ODBC Driver 18 for SQL Server']`.",
        "real", "knowledge", "The drivers call and its output are in the session.",
        ["doubled backslashes", "nested quotes", "arrow"], {"evidence": "print(pyodbc.drivers())"},
        category="debugging_technique", scope="global"),
    gotcha("126", ODBC, (
        "IM002 from pyodbc on a fresh Windows install",
        "sync.py can't connect",
        "Driver 17 gone",
        "Driver name mismatch",
        "Use driver 18"),
        "`('IM002', '[IM002] [Microsoft][ODBC Driver Manager] Data source name not found and no default driver "
        "specified (0) (SQLConnect)')`", "invented", "not_shown", "near_miss", "The call was SQLDriverConnect.",
        ["code span", "one word changed"], {"evidence": "(SQLDriverConnect)')"}, category="env_setup",
        group="odbc-driver"),
    gotcha("127", ODBC, (
        "sync.py's first connection attempt hits the TLS check",
        "SSL Provider error on first run",
        "Self-signed dev certificate",
        "Encrypt=yes",
        "TrustServerCertificate=yes"),
        "The very first `.venv/Scripts/python.exe sync.py` failed with `SSL Provider: The certificate chain was "
        "issued by an authority that is not trusted`.", "invented", "not_shown", "other_call_error",
        "The first run failed with IM002; the SSL error came from the run after the driver edit.", ["code spans"],
        {"evidence": "pyodbc.InterfaceError: ('IM002'", "failure": "SSL Provider: The certificate chain"},
        category="security", group="odbc-tls"),
    gotcha("128", WASM, (
        "wasm-pack needs the wasm32-unknown-unknown target installed with rustup",
        "Error: wasm32-unknown-unknown target not found in sysroot",
        "Running wasm-pack on a toolchain without the wasm std",
        "rust-std for wasm32-unknown-unknown is a separate rustup component",
        "`rustup target add wasm32-unknown-unknown`"),
        "wasm-pack 报 `wasm32-unknown-unknown target not found in sysroot`,执行 `rustup target add "
        "wasm32-unknown-unknown`(`installing component 'rust-std'`)后,编译进入了 crate 阶段。", "real", "shown",
        "fix_ran", "The target install succeeds and the next wasm-pack gets to compiling (getrandom).",
        ["Chinese prose", "code spans"],
        {"failure": "target not found in sysroot", "fix": "installing component 'rust-std'",
         "evidence": "Compiling getrandom v0.2.15"}, category="env_setup", scope="global", group="wasm-target"),
    gotcha("129", WASM, (
        "getrandom 0.2 on wasm32-unknown-unknown needs the \"js\" feature",
        "error: the wasm*-unknown-unknown targets are not supported by default, you may need to enable the \"js\" feature",
        "Depending on rand in a crate built for the browser",
        "getrandom has no entropy source on bare wasm32 unless told to use JS (crypto.getRandomValues)",
        "`[target.'cfg(target_arch = \"wasm32\")'.dependencies] getrandom = { version = \"0.2\", features = [\"js\"] }`"),
        "```\nerror: the wasm*-unknown-unknown targets are not supported by default, you may need to enable the \"js\" "
        "feature.\n```\n加了 getrandom 的 js feature 之后:`Your wasm pkg is ready to publish at /home/wei/imgcore/pkg.`",
        "real", "shown", "edit_then_pass", "After the Cargo.toml edit wasm-pack build succeeds.",
        ["fenced block", "Chinese prose"],
        {"failure": "targets are not supported by default", "fix": "getrandom = { version = \"0.2\", features = [\"js\"] }",
         "evidence": "Your wasm pkg is ready to publish"}, category="build_config", group="wasm-getrandom"),
    gotcha("130", WASM, (
        "Code using an optional dependency must be behind the same cfg(feature) everywhere",
        "cargo check --no-default-features: E0433 use of undeclared crate or module `rayon`, then E0425 in lib.rs",
        "Gating only the `use rayon` line and not the function and its callers",
        "rayon is only a dependency with the `parallel` feature",
        "`#[cfg(feature = \"parallel\")]` on the import, blur_rows and its call; a serial fallback otherwise"),
        "E0433 (`src/filters.rs:3:5`) → cfg on filters.rs → E0425, blur_rows not found at `src/lib.rs:41:18` → "
        "cfg on the call → `cargo check --no-default-features && cargo check --all-features && cargo test` → "
        "`test result: ok. 23 passed`", "real", "shown", "edit_then_pass",
        "Two edits, then both feature sets check and the tests pass.", ["arrows", "long chain"],
        {"failure": "use of undeclared crate or module `rayon`", "fix": "filters::blur_rows_serial(&mut img, radius);",
         "evidence": "test result: ok. 23 passed"}, category="build_config", group="cargo-features"),
    gotcha("131", WASM, (
        "wasm-pack bundles are large until wasm-opt -Oz is configured",
        "pkg/imgcore_bg.wasm is 1987342 bytes (1.9 MB)",
        "Shipping the default release build",
        "wasm-pack runs wasm-opt only as configured in [package.metadata.wasm-pack.profile.release]",
        "`wasm-opt = ['-Oz']` under [package.metadata.wasm-pack.profile.release]"),
        "`-rw-r--r-- 1 wei wei 1987342 Dec  8 09:14 pkg/imgcore_bg.wasm`; Cargo.toml gained `wasm-opt = ['-Oz']`.",
        "real", "not_shown", "never_run",
        "The config is written, but no wasm-pack build runs after it ('下次 ... 时会生效').", ["code spans"],
        {"failure": "1987342 Dec  8 09:14", "fix": "已加上 wasm-opt 配置", "evidence": "ls -la pkg/imgcore_bg.wasm"},
        category="performance", group="wasm-size"),
    gotcha("132", WASM, (
        "A single cfg attribute on the rayon import fixes --no-default-features",
        "no-default-features check fails on rayon",
        "Optional dependency used unconditionally",
        "rayon behind a feature",
        "cfg the import"),
        "只在 filters.rs 的 `use rayon::prelude::*;` 上加了 `#[cfg(feature = \"parallel\")]`,"
        "`cargo check --no-default-features` 就通过了。", "invented", "not_shown", "names_false_claim",
        "The check after that edit failed with E0425 in lib.rs; a second edit was needed.", ["Chinese prose"],
        {"evidence": "cannot find function `blur_rows`"}, category="build_config", group="cargo-features"),
    gotcha("133", WASM, (
        "getrandom's wasm compile_error in the registry source",
        "wasm build fails in getrandom",
        "no js feature",
        "bare wasm32",
        "enable js"),
        "`--> /home/wei/.cargo/registry/src/index.crates.io-6f17d22bba15001f/getrandom-0.2.14/src/lib.rs:342:9`",
        "invented", "not_shown", "near_miss", "The crate was getrandom-0.2.15.", ["code span", "version changed"],
        {"evidence": "getrandom-0.2.15/src/lib.rs:342:9"}, category="build_config", group="wasm-getrandom"),
    knowledge("134", WASM, (
        "cargo tree -i shows which dependency pulls a crate into a target",
        "A transitive crate breaks the build for one target",
        "`cargo tree -i <crate> --target <triple>` to walk back to the direct dependency",
        "Tells whether to configure the crate directly or drop its parent"),
        "cargo tree -i getrandom --target wasm32-unknown-unknown: getrandom v0.2.15 ← rand_core v0.6.4 ← rand v0.8.5 "
        "← imgcore v0.3.0", "real", "knowledge", "The cargo tree output is in the session.",
        ["unquoted", "reversed arrows"], {"evidence": "rand_core v0.6.4"}, category="debugging_technique",
        scope="global"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
