"""The sixth tracking corpus: lessons, sessions and labels (first part: rustup targets, docker buildx
platforms, Vite's env prefix, jest and ESM-only packages). The rest is in tracking6_cases_b.py and
tracking6_cases_c.py; tests/truth/build_tracking6.py writes them out.

How the labels were written (from the session texts, before anything ran on them):
- applied: the later session ran the lesson's fix (in any spelling: other flag order, long or short
  flag, env var instead of a config command, a wrapper, `cd x && ...`) before any failure of the
  lesson's kind happened in it.
- recurred: the lesson's failure happened again (under whatever names: another target, package,
  revision, artifact, command), whether or not the fix followed later in the same session.
- neither: a look-alike error of another kind in the same tool, the fix only proposed in text,
  unrelated work, or a session dated before the lesson's source session.
Most later sessions run in the lesson's own project folder, as a person's next days of work would."""
from __future__ import annotations

from typing import Any

LESSONS: list[dict[str, Any]] = []
SOURCES: dict[str, tuple[str, str, str, list[tuple[Any, ...]]]] = {}
LATER: dict[str, tuple[str, str, str, list[tuple[Any, ...]]]] = {}
PAIRS: list[tuple[str, str, tuple[bool, bool], str]] = []

APPLIED, RECURRED, NEITHER = (True, False), (False, True), (False, False)


def ok(command: str, output: str) -> tuple[Any, ...]:
    return ("bash", command, output, False)


def err(command: str, output: str, code: int = 1) -> tuple[Any, ...]:
    return ("bash", command, f"Exit code {code}\n{output}", True)


def lesson(lid: str, topic: str, source: str, style: str, lang: str, scope: str, category: str,
           title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: str) -> None:
    entry = {"confidence": "high", "scope": scope, "kind": "gotcha", "category": category, "title": title,
             "symptom": symptom, "trap": trap, "cause": cause, "workaround": workaround, "evidence": evidence}
    LESSONS.append({"id": lid, "topic": topic, "source": source, "style": style, "scope": scope,
                    "kind": "gotcha", "lang": lang, "ignored": [], "entry": entry})


def source(name: str, cwd: str, start: str, steps: list[tuple[Any, ...]], branch: str = "main") -> None:
    SOURCES[name] = (cwd, start, branch, steps)


def later(name: str, cwd: str, start: str, steps: list[tuple[Any, ...]], branch: str = "main") -> None:
    LATER[name] = (cwd, start, branch, steps)


def pair(lid: str, sid: str, label: tuple[bool, bool], why: str) -> None:
    PAIRS.append((lid, sid, label, why))


# --------------------------------------------------------------------------- rustup target
RUST = "/home/dev/pixel-wasm"


def _rust() -> None:
    source("s-rust-target", RUST, "2026-10-05T09:00:00.000Z", [
        ("user", "build the wasm package for the demo page"),
        ok("sed -n 1,20p crates/pixel-core/Cargo.toml",
           '[package]\nname = "pixel-core"\nversion = "0.3.0"\nedition = "2021"\n\n[lib]\ncrate-type = ["cdylib", "rlib"]'),
        err("cargo build --release --target wasm32-unknown-unknown",
            "   Compiling pixel-core v0.3.0 (/home/dev/pixel-wasm/crates/pixel-core)\n"
            "error[E0463]: can't find crate for `core`\n  |\n"
            "  = note: the `wasm32-unknown-unknown` target may not be installed\n"
            "  = help: consider downloading the target with `rustup target add wasm32-unknown-unknown`\n\n"
            "For more information about this error, try `rustc --explain E0463`.\n"
            "error: could not compile `pixel-core` (lib) due to 1 previous error", 101),
        ("say", "The toolchain has no standard library for the wasm target yet; adding it with rustup."),
        ok("rustup target add wasm32-unknown-unknown",
           "info: downloading component 'rust-std' for 'wasm32-unknown-unknown'\n"
           "info: installing component 'rust-std' for 'wasm32-unknown-unknown'"),
        ok("cargo build --release --target wasm32-unknown-unknown",
           "   Compiling pixel-core v0.3.0 (/home/dev/pixel-wasm/crates/pixel-core)\n"
           "    Finished `release` profile [optimized] target(s) in 14.82s"),
    ])
    lesson("t6-rust-target", "rustup target not installed", "s-rust-target", "code spans, placeholder <target>",
           "en", "global", "tool_quirk",
           "Cross-compiling fails until rustup has installed the target's standard library",
           "cargo build --target for a new target fails with error[E0463]: can't find crate for `core` (or `std`).",
           "Building for a target (wasm, another CPU) the active toolchain has never installed.",
           "rustup installs the standard library per target; a toolchain only has its host target at first.",
           "Run `rustup target add <target>` for the toolchain in use before `cargo build --target <target>`.",
           "`cargo build --release --target wasm32-unknown-unknown` failed with `error[E0463]: can't find crate for` "
           "and the note that the target `may not be installed`; after "
           "`rustup target add wasm32-unknown-unknown` the same build finished.")
    later("l-rt-before", RUST, "2026-09-28T10:00:00.000Z", [
        ("user", "run the tests and fix the clippy warning in blend.rs"),
        ok("cargo test -p pixel-core", "running 18 tests\ntest result: ok. 18 passed; 0 failed"),
        ok("cargo clippy -p pixel-core", "warning: this `if` has identical blocks\n --> crates/pixel-core/src/blend.rs:41:9"),
        ("edit", f"{RUST}/crates/pixel-core/src/blend.rs", "if a > b { a } else { a }", "a"),
        ok("cargo clippy -p pixel-core", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.91s"),
    ])
    later("l-rt-thumb", RUST, "2026-10-14T09:30:00.000Z", [
        ("user", "set up the embedded example for the thumbv7em board and make sure it compiles"),
        ok("cat examples/embedded/Cargo.toml", '[package]\nname = "pixel-embedded"\n\n[dependencies]\npixel-core = { path = "../../crates/pixel-core", default-features = false }\ncortex-m-rt = "0.7"'),
        ok("rustup target add thumbv7em-none-eabihf",
           "info: downloading component 'rust-std' for 'thumbv7em-none-eabihf'\n"
           "info: installing component 'rust-std' for 'thumbv7em-none-eabihf'"),
        ok("cargo build -p pixel-embedded --target thumbv7em-none-eabihf",
           "   Compiling cortex-m-rt v0.7.3\n   Compiling pixel-embedded v0.1.0\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.40s"),
        ok("cargo test -p pixel-core", "running 18 tests\ntest result: ok. 18 passed; 0 failed"),
    ])
    later("l-rt-arm", RUST, "2026-10-20T14:00:00.000Z", [
        ("user", "we need a linux arm64 build of the cli for the raspberry pi"),
        ok("cargo test -p pixel-cli", "running 6 tests\ntest result: ok. 6 passed; 0 failed"),
        err("cargo build --release -p pixel-cli --target aarch64-unknown-linux-gnu",
            "   Compiling pixel-core v0.3.0 (/home/dev/pixel-wasm/crates/pixel-core)\n"
            "error[E0463]: can't find crate for `std`\n  |\n"
            "  = note: the `aarch64-unknown-linux-gnu` target may not be installed\n"
            "  = help: consider downloading the target with `rustup target add aarch64-unknown-linux-gnu`\n"
            "error: could not compile `pixel-core` (lib) due to 1 previous error", 101),
        ok("rustup target add aarch64-unknown-linux-gnu",
           "info: installing component 'rust-std' for 'aarch64-unknown-linux-gnu'"),
        ok("cargo build --release -p pixel-cli --target aarch64-unknown-linux-gnu --config target.aarch64-unknown-linux-gnu.linker=\\\"aarch64-linux-gnu-gcc\\\"",
           "    Finished `release` profile [optimized] target(s) in 31.07s"),
    ])
    _rust_more()


def _rust_more() -> None:
    later("l-rt-import", RUST, "2026-10-22T11:00:00.000Z", [
        ("user", "draw the sprite preview into a canvas element"),
        ("edit", f"{RUST}/crates/pixel-core/src/web.rs", "use web_sys::Document;",
         "use web_sys::{Document, HtmlCanvasElement};"),
        err("cargo build --target wasm32-unknown-unknown",
            "error[E0432]: unresolved import `web_sys::HtmlCanvasElement`\n --> crates/pixel-core/src/web.rs:1:25\n"
            "  |\n1 | use web_sys::{Document, HtmlCanvasElement};\n  |                         ^^^^^^^^^^^^^^^^^ no `HtmlCanvasElement` in the root\n"
            "  = note: the item is gated behind the `HtmlCanvasElement` feature", 101),
        ("edit", f"{RUST}/crates/pixel-core/Cargo.toml", 'web-sys = { version = "0.3", features = ["Document"] }',
         'web-sys = { version = "0.3", features = ["Document", "HtmlCanvasElement"] }'),
        ok("cargo build --target wasm32-unknown-unknown",
           "   Compiling web-sys v0.3.72\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 22.3s"),
    ])
    later("l-rt-nightly", RUST, "2026-10-27T16:10:00.000Z", [
        ("user", "try the simd128 path, it needs nightly"),
        ok("rustup toolchain list", "stable-x86_64-unknown-linux-gnu (default)\nnightly-x86_64-unknown-linux-gnu"),
        ok("rustup target add --toolchain nightly wasm32-unknown-unknown && cargo +nightly build --target wasm32-unknown-unknown --features simd",
           "info: installing component 'rust-std' for 'wasm32-unknown-unknown'\n"
           "   Compiling pixel-core v0.3.0 (/home/dev/pixel-wasm/crates/pixel-core)\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 17.66s"),
        ok("cargo +nightly test -p pixel-core --features simd", "running 21 tests\ntest result: ok. 21 passed; 0 failed"),
    ])
    later("l-rt-windows", RUST, "2026-10-29T10:20:00.000Z", [
        ("user", "could we ship a windows exe of the cli too? just tell me what it takes, don't do it yet"),
        ok("cat crates/pixel-cli/Cargo.toml", '[package]\nname = "pixel-cli"\nversion = "0.2.1"\n\n[dependencies]\nclap = { version = "4", features = ["derive"] }'),
        ("say", ("It's doable: you'd run `rustup target add x86_64-pc-windows-gnu`, install mingw-w64 for the "
                "linker, then `cargo build --release -p pixel-cli --target x86_64-pc-windows-gnu`. Nothing in "
                "the cli is unix-only.")),
        ok("cargo test -p pixel-cli", "running 6 tests\ntest result: ok. 6 passed; 0 failed"),
    ])
    later("l-rt-pin", RUST, "2026-11-03T09:00:00.000Z", [
        ("user", "pin the toolchain to 1.82 with a rust-toolchain.toml and rebuild the web demo"),
        ("write", f"{RUST}/rust-toolchain.toml", '[toolchain]\nchannel = "1.82.0"\n'),
        ok("cargo test -p pixel-core",
           "info: syncing channel updates for '1.82.0-x86_64-unknown-linux-gnu'\n"
           "info: installing component 'rustc'\nrunning 18 tests\ntest result: ok. 18 passed; 0 failed"),
        err("wasm-pack build crates/pixel-core --target web",
            "[INFO]: Compiling to Wasm...\n   Compiling pixel-core v0.3.0 (/home/dev/pixel-wasm/crates/pixel-core)\n"
            "error[E0463]: can't find crate for `core`\n  |\n"
            "  = note: the `wasm32-unknown-unknown` target may not be installed\n"
            "  = help: consider downloading the target with `rustup target add wasm32-unknown-unknown`\n"
            "Error: Compiling your crate to WebAssembly failed", 1),
        ("edit", f"{RUST}/rust-toolchain.toml", 'channel = "1.82.0"', 'channel = "1.82.0"\ntargets = ["wasm32-unknown-unknown"]'),
        ok("wasm-pack build crates/pixel-core --target web",
           "info: installing component 'rust-std' for 'wasm32-unknown-unknown'\n"
           "[INFO]: :-) Done in 19.40s\n[INFO]: :-) Your wasm pkg is ready to publish at /home/dev/pixel-wasm/crates/pixel-core/pkg."),
    ])
    pair("t6-rust-target", "l-rt-before", NEITHER, "dated before the lesson's source session")
    pair("t6-rust-target", "l-rt-thumb", APPLIED, "rustup target add thumbv7em-none-eabihf before the first cross build; no E0463")
    pair("t6-rust-target", "l-rt-arm", RECURRED, "E0463 can't find crate for std, aarch64 target not installed; fixed after")
    pair("t6-rust-target", "l-rt-import", NEITHER, "E0432 unresolved import behind a web-sys feature, not a missing target")
    pair("t6-rust-target", "l-rt-nightly", APPLIED, "rustup target add --toolchain nightly wasm32 before the nightly build")
    pair("t6-rust-target", "l-rt-pin", RECURRED, "the newly pinned 1.82.0 toolchain lacked the wasm target: E0463 again under wasm-pack")
    pair("t6-rust-target", "l-rt-windows", NEITHER, "the target add only proposed in text; nothing cross-built")


# --------------------------------------------------------------------------- docker buildx platform
SHIP = "/home/dev/shipyard"


def _buildx() -> None:
    source("s-buildx", SHIP, "2026-10-05T14:00:00.000Z", [
        ("user", "the api on the staging box is crash-looping since this morning's deploy, can you look"),
        ok("ssh deploy@stage-01 'docker ps -a --filter name=shipyard-api --format \"{{.Status}}\"'",
           "Restarting (1) 4 seconds ago"),
        err("ssh deploy@stage-01 'docker run --rm registry.acme.dev/shipyard-api:1.4.0 node --version'",
            "exec /usr/local/bin/docker-entrypoint.sh: exec format error"),
        ok("docker image inspect registry.acme.dev/shipyard-api:1.4.0 --format '{{.Os}}/{{.Architecture}}'",
           "linux/arm64"),
        ("say", ("The image was built on this Apple Silicon laptop, so it is arm64; stage-01 is amd64. "
                "Rebuilding it with buildx for linux/amd64 and pushing it again.")),
        ok("docker buildx build --platform linux/amd64 -t registry.acme.dev/shipyard-api:1.4.0 --push .",
           "[+] Building 84.2s (14/14) FINISHED\n => pushing layers\n => pushing manifest for registry.acme.dev/shipyard-api:1.4.0"),
        ok("ssh deploy@stage-01 'docker pull -q registry.acme.dev/shipyard-api:1.4.0 && docker run --rm registry.acme.dev/shipyard-api:1.4.0 node --version'",
           "registry.acme.dev/shipyard-api:1.4.0\nv20.18.1"),
    ])
    lesson("t6-buildx-platform", "docker image built for the wrong CPU", "s-buildx",
           "prose fix only, host names", "en", "project", "env_setup",
           "Images built on the arm64 laptop do not run on the amd64 servers",
           "The container on the server exits at once with exec format error on its entrypoint.",
           "Building the deploy image with a plain docker build on an Apple Silicon machine and pushing it.",
           "docker build makes an image for the builder's own architecture (arm64); stage-01 runs amd64.",
           "Build every image meant for the servers with Docker's buildx builder, asking for the servers' "
           "platform (linux/amd64) explicitly, and push that build; never push the laptop's native build.",
           "`exec /usr/local/bin/docker-entrypoint.sh: exec format error` on stage-01; the image reported "
           "`linux/arm64`; after `docker buildx build --platform linux/amd64 -t registry.acme.dev/shipyard-api:1.4.0 --push .` "
           "it ran (`v20.18.1`).")
    later("l-bx-before", SHIP, "2026-10-01T09:00:00.000Z", [
        ("user", "add a /healthz route to the api"),
        ("edit", f"{SHIP}/api/src/routes.ts", "router.get('/version', version);",
         "router.get('/version', version);\nrouter.get('/healthz', (_req, res) => res.json({ ok: true }));"),
        ok("npm --prefix api test", "Test Suites: 7 passed, 7 total\nTests:       41 passed, 41 total"),
    ])
    later("l-bx-worker", SHIP, "2026-10-13T10:00:00.000Z", [
        ("user", "ship the new worker image (0.9.2) to staging"),
        ok("npm --prefix worker test", "Test Suites: 3 passed, 3 total\nTests:       17 passed, 17 total"),
        ok("docker buildx build --platform=linux/amd64 --push -t registry.acme.dev/shipyard-worker:0.9.2 -f worker.Dockerfile .",
           "[+] Building 61.9s (12/12) FINISHED\n => pushing manifest for registry.acme.dev/shipyard-worker:0.9.2"),
        ok("ssh deploy@stage-01 'docker pull -q registry.acme.dev/shipyard-worker:0.9.2 && docker compose -f /srv/shipyard/compose.yml up -d worker'",
           "registry.acme.dev/shipyard-worker:0.9.2\n Container shipyard-worker-1  Started"),
        ok("ssh deploy@stage-01 'docker logs --tail 2 shipyard-worker-1'", "worker ready, 4 queues\nconsumer connected to amqp://mq:5672"),
    ])
    later("l-bx-cron", SHIP, "2026-10-16T15:30:00.000Z", [
        ("user", "deploy the cleanup cron container, the Dockerfile is in cron/"),
        ok("cat cron/Dockerfile", "FROM python:3.12-slim\nCOPY cleanup.py /app/cleanup.py\nENTRYPOINT [\"python3\", \"/app/cleanup.py\"]"),
        ok("docker build -t registry.acme.dev/shipyard-cron:0.2.0 cron && docker push registry.acme.dev/shipyard-cron:0.2.0",
           "[+] Building 12.4s (8/8) FINISHED\n0.2.0: digest: sha256:5be1c0a7 size: 1573"),
        err("ssh deploy@stage-01 'docker run --rm registry.acme.dev/shipyard-cron:0.2.0 --dry-run'",
            "exec /usr/local/bin/python3: exec format error"),
        ok("docker buildx build --platform linux/amd64 -t registry.acme.dev/shipyard-cron:0.2.0 --push cron",
           "[+] Building 20.1s (8/8) FINISHED\n => pushing manifest for registry.acme.dev/shipyard-cron:0.2.0"),
        ok("ssh deploy@stage-01 'docker pull -q registry.acme.dev/shipyard-cron:0.2.0 && docker run --rm registry.acme.dev/shipyard-cron:0.2.0 --dry-run'",
           "would delete 0 expired uploads"),
    ])
    later("l-bx-chmod", SHIP, "2026-10-19T11:00:00.000Z", [
        ("user", "the api image now uses our own entrypoint script; check it starts locally"),
        ("write", f"{SHIP}/api/entrypoint.sh", "#!/bin/sh\nset -e\nnode dist/migrate.js\nexec node dist/server.js\n"),
        ok("docker build -t shipyard-api:dev api", "[+] Building 30.2s (13/13) FINISHED"),
        err("docker run --rm shipyard-api:dev",
            "docker: Error response from daemon: failed to create task for container: failed to create shim task: "
            "OCI runtime create failed: runc create failed: unable to start container process: "
            "exec: \"/app/entrypoint.sh\": permission denied: unknown.", 126),
        ("edit", f"{SHIP}/api/Dockerfile", "COPY entrypoint.sh /app/entrypoint.sh",
         "COPY --chmod=0755 entrypoint.sh /app/entrypoint.sh"),
        ok("docker build -t shipyard-api:dev api && docker run --rm shipyard-api:dev --check", "migrations up to date\nconfig ok"),
    ])
    _buildx_more()


def _buildx_more() -> None:
    later("l-bx-local", SHIP, "2026-10-23T09:40:00.000Z", [
        ("user", "reproduce the pagination bug locally with the compose stack"),
        ok("docker compose up -d --build db api", " Container shipyard-db-1  Started\n Container shipyard-api-1  Started"),
        ok("curl -s 'localhost:3000/items?page=2&per=50' | head -c 120", '{"items":[],"page":2,"total":73}'),
        ("edit", f"{SHIP}/api/src/items.ts", "const offset = page * per;", "const offset = (page - 1) * per;"),
        ok("npm --prefix api test -- items", "Tests:       9 passed, 9 total"),
    ])
    pair("t6-buildx-platform", "l-bx-before", NEITHER, "dated before the lesson's source session")
    pair("t6-buildx-platform", "l-bx-worker", APPLIED, "built the worker with buildx --platform=linux/amd64 before deploying; it ran")
    pair("t6-buildx-platform", "l-bx-cron", RECURRED, "plain docker build pushed; exec format error on stage-01 for the cron image")
    pair("t6-buildx-platform", "l-bx-chmod", NEITHER, "entrypoint permission denied (no exec bit), not a wrong architecture")
    pair("t6-buildx-platform", "l-bx-local", NEITHER, "local compose build run locally; nothing pushed to the servers, no failure")


# --------------------------------------------------------------------------- vite env prefix
SHOP = "/home/dev/storefront-ui"


def _vite() -> None:
    source("s-vite-env", SHOP, "2026-10-06T10:00:00.000Z", [
        ("user", "point the product list at the API url from .env instead of the hardcoded one"),
        ("edit", f"{SHOP}/src/api/client.ts", "const base = 'http://localhost:8080';",
         "const base = import.meta.env.API_BASE_URL;"),
        ("edit", f"{SHOP}/.env", "VITE_APP_TITLE=Storefront", "VITE_APP_TITLE=Storefront\nAPI_BASE_URL=http://localhost:8080"),
        err("npx vitest run src/api",
            " FAIL  src/api/client.test.ts > fetchProducts > calls the API base url\n"
            "TypeError: Failed to parse URL from undefined/products\n ❯ fetchProducts src/api/client.ts:9:16\n\n"
            " Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)"),
        ("say", ("Vite only exposes variables whose names start with VITE_ to client code through "
                "import.meta.env; API_BASE_URL is undefined there. Renaming it.")),
        ("edit", f"{SHOP}/.env", "API_BASE_URL=http://localhost:8080", "VITE_API_BASE_URL=http://localhost:8080"),
        ("edit", f"{SHOP}/src/api/client.ts", "const base = import.meta.env.API_BASE_URL;",
         "const base = import.meta.env.VITE_API_BASE_URL;"),
        ok("npx vitest run src/api", " ✓ src/api/client.test.ts (4 tests) 12ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
    ])
    lesson("t6-vite-env", "vite env variable without the VITE_ prefix", "s-vite-env",
           "prose with code spans, placeholder <NAME>", "en", "project", "build_config",
           "Browser code only sees .env variables whose names start with VITE_",
           "A value read from import.meta.env is undefined; URLs come out as undefined/products.",
           "Adding a variable to .env under a plain name and reading it from the client code.",
           "Vite exposes only variables with the VITE_ prefix to import.meta.env (to keep secrets out of the bundle).",
           "Name every variable the client code reads `VITE_<NAME>` in `.env` and read it as "
           "`import.meta.env.VITE_<NAME>`.",
           "`const base = import.meta.env.API_BASE_URL;` gave `TypeError: Failed to parse URL from undefined/products`; "
           "renamed to `VITE_API_BASE_URL=http://localhost:8080` the tests passed (`Tests  4 passed (4)`).")
    later("l-vt-before", SHOP, "2026-10-02T13:00:00.000Z", [
        ("user", "the price badge overlaps the title on mobile"),
        ("edit", f"{SHOP}/src/components/PriceBadge.css", "position: absolute;", "position: static;\n  margin-top: 4px;"),
        ok("npx vitest run src/components", " Test Files  6 passed (6)\n      Tests  22 passed (22)"),
    ])
    later("l-vt-sentry", SHOP, "2026-10-12T09:15:00.000Z", [
        ("user", "hook up Sentry in the client, the DSN is https://4f1c@o88.ingest.sentry.io/701"),
        ok("npm install @sentry/react", "added 9 packages, and audited 612 packages in 6s"),
        ("edit", f"{SHOP}/.env", "VITE_API_BASE_URL=http://localhost:8080",
         "VITE_API_BASE_URL=http://localhost:8080\nVITE_SENTRY_DSN=https://4f1c@o88.ingest.sentry.io/701"),
        ("edit", f"{SHOP}/src/main.tsx", "createRoot(",
         "Sentry.init({ dsn: import.meta.env.VITE_SENTRY_DSN });\ncreateRoot("),
        ok("npx vitest run", " Test Files  14 passed (14)\n      Tests  63 passed (63)"),
        ok("npx vite build", "vite v5.4.8 building for production...\n✓ 412 modules transformed.\n✓ built in 4.81s"),
    ])
    later("l-vt-stripe", SHOP, "2026-10-17T14:20:00.000Z", [
        ("user", "add the Stripe checkout button; publishable key pk_test_51Hx is fine to commit in .env"),
        ("edit", f"{SHOP}/.env", "VITE_SENTRY_DSN=https://4f1c@o88.ingest.sentry.io/701",
         "VITE_SENTRY_DSN=https://4f1c@o88.ingest.sentry.io/701\nSTRIPE_PUBLISHABLE_KEY=pk_test_51Hx"),
        ("write", f"{SHOP}/src/checkout/stripe.ts",
         "import { loadStripe } from '@stripe/stripe-js';\nexport const stripe = loadStripe(import.meta.env.STRIPE_PUBLISHABLE_KEY);\n"),
        err("npx vitest run src/checkout",
            " FAIL  src/checkout/CheckoutButton.test.tsx > renders and loads stripe\n"
            "IntegrationError: Invalid value for Stripe(): apiKey should be a string. You specified: undefined.\n\n"
            " Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)"),
        ("edit", f"{SHOP}/.env", "STRIPE_PUBLISHABLE_KEY=pk_test_51Hx", "VITE_STRIPE_PUBLISHABLE_KEY=pk_test_51Hx"),
        ("edit", f"{SHOP}/src/checkout/stripe.ts", "import.meta.env.STRIPE_PUBLISHABLE_KEY",
         "import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY"),
        ok("npx vitest run src/checkout", " Test Files  1 passed (1)\n      Tests  3 passed (3)"),
    ])
    later("l-vt-alias", SHOP, "2026-10-21T10:00:00.000Z", [
        ("user", "move the price formatting into a shared component"),
        ("write", f"{SHOP}/src/components/shared/Price.tsx", "export function Price({ cents }: { cents: number }) {\n  return <span>{(cents / 100).toFixed(2)}</span>;\n}\n"),
        ("edit", f"{SHOP}/src/pages/Cart.tsx", "import { formatPrice } from '../util';", "import { Price } from '@/components/Price';"),
        err("npx vite build",
            "vite v5.4.8 building for production...\n"
            "[vite]: Rollup failed to resolve import \"@/components/Price\" from \"/home/dev/storefront-ui/src/pages/Cart.tsx\"."),
        ("edit", f"{SHOP}/src/pages/Cart.tsx", "'@/components/Price'", "'@/components/shared/Price'"),
        ok("npx vite build", "✓ 414 modules transformed.\n✓ built in 4.92s"),
    ])
    _vite_more()


def _vite_more() -> None:
    later("l-vt-plausible", SHOP, "2026-10-25T16:00:00.000Z", [
        ("user", "we may add Plausible analytics later; where would its domain setting go? also run lint"),
        ok("npx eslint src --max-warnings 0", ""),
        ("say", ("When you add it, put the domain in .env as VITE_PLAUSIBLE_DOMAIN and read "
                "import.meta.env.VITE_PLAUSIBLE_DOMAIN in main.tsx; a name without the prefix would be undefined. "
                "Lint is clean.")),
    ])
    pair("t6-vite-env", "l-vt-before", NEITHER, "dated before the lesson's source session")
    pair("t6-vite-env", "l-vt-sentry", APPLIED, "new client variable named VITE_SENTRY_DSN from the start; build and tests pass")
    pair("t6-vite-env", "l-vt-stripe", RECURRED, "STRIPE_PUBLISHABLE_KEY without prefix read as undefined in the client; renamed after")
    pair("t6-vite-env", "l-vt-alias", NEITHER, "vite cannot resolve an import path; not an env variable")
    pair("t6-vite-env", "l-vt-plausible", NEITHER, "the VITE_ name only proposed for later; no variable added")


# --------------------------------------------------------------------------- jest ESM-only package (Japanese)
NOTES = "/home/dev/notes-app"

_ESM_HEAD = (" FAIL  {test}\n  ● Test suite failed to run\n\n    Jest encountered an unexpected token\n\n"
             "    Jest failed to parse a file. This happens e.g. when your code or its dependencies use "
             "non-standard JavaScript syntax, or when Jest is not configured to support such syntax.\n\n")


def _jest() -> None:
    source("s-jest-esm", NOTES, "2026-10-06T15:00:00.000Z", [
        ("user", "ノートの id を nanoid で作るようにして"),
        ok("npm install nanoid@5", "added 1 package, and audited 743 packages in 3s"),
        ("edit", f"{NOTES}/src/store/notes.js", "let nextId = 1;", "import { nanoid } from 'nanoid';"),
        err("npx jest src/store",
            _ESM_HEAD.format(test="src/store/notes.test.js")
            + "    /home/dev/notes-app/node_modules/nanoid/index.browser.js:1\n"
              "    import { urlAlphabet as scopedUrlAlphabet } from './url-alphabet/index.js'\n    ^^^^^^\n\n"
              "    SyntaxError: Cannot use import statement outside a module\n\n"
              "Test Suites: 1 failed, 1 total"),
        ok("cat jest.config.js", "module.exports = {\n  testEnvironment: 'jsdom',\n  transformIgnorePatterns: ['/node_modules/'],\n};"),
        ("say", "nanoid 5 は ESM のみなので、node_modules を変換しない既定のままだと jest が読めません。"),
        ("edit", f"{NOTES}/jest.config.js", "transformIgnorePatterns: ['/node_modules/'],",
         "transformIgnorePatterns: ['/node_modules/(?!(nanoid)/)'],"),
        ok("npx jest src/store", " PASS  src/store/notes.test.js\nTest Suites: 1 passed, 1 total\nTests:       9 passed, 9 total"),
    ])
    lesson("t6-jest-esm", "jest and an ESM-only dependency", "s-jest-esm", "Japanese prose, code spans, placeholder <package>",
           "ja", "project", "test_strategy",
           "ESM 専用パッケージを入れると jest が node_modules で構文エラーになる",
           "jest が node_modules 内のファイルで「SyntaxError: Cannot use import statement outside a module」を出してテストスイートが動かない。",
           "ESM のみで配布されるパッケージ（nanoid 5 など）を追加して、そのまま jest を走らせること。",
           "jest.config.js の transformIgnorePatterns が node_modules 全体を変換対象外にしているため、ESM の import 文がそのまま CommonJS として読まれる。",
           "`jest.config.js` の `transformIgnorePatterns` を `/node_modules/(?!(<package>)/)` の形にして、"
           "ESM のパッケージを babel の変換対象に加えてから jest を走らせる。",
           "`npx jest src/store` が `SyntaxError: Cannot use import statement outside a module` で失敗し、"
           "`transformIgnorePatterns: ['/node_modules/(?!(nanoid)/)'],` に変えたら `Tests:       9 passed, 9 total`。")
    later("l-js-lodash", NOTES, "2026-10-13T10:30:00.000Z", [
        ("user", "debounce the autosave with lodash-es"),
        ok("npm install lodash-es", "added 1 package, and audited 744 packages in 2s"),
        ("edit", f"{NOTES}/jest.config.js", "transformIgnorePatterns: ['/node_modules/(?!(nanoid)/)'],",
         "transformIgnorePatterns: ['/node_modules/(?!(nanoid|lodash-es)/)'],"),
        ("edit", f"{NOTES}/src/editor/autosave.js", "export function autosave(save) {\n  return save;",
         "import { debounce } from 'lodash-es';\nexport function autosave(save) {\n  return debounce(save, 800);"),
        ok("npx jest", "Test Suites: 11 passed, 11 total\nTests:       58 passed, 58 total"),
    ])
    later("l-js-query", NOTES, "2026-10-18T13:45:00.000Z", [
        ("user", "keep the search filter in the url, use query-string"),
        ok("npm install query-string@9", "added 4 packages, and audited 748 packages in 3s"),
        ("edit", f"{NOTES}/src/search/filters.js", "export function toUrl(f) {",
         "import queryString from 'query-string';\nexport function toUrl(f) {"),
        err("npx jest src/search",
            _ESM_HEAD.format(test="src/search/filters.test.js")
            + "    /home/dev/notes-app/node_modules/query-string/index.js:1\n"
              "    import * as queryString from './base.js';\n    ^^^^^^\n\n"
              "    SyntaxError: Cannot use import statement outside a module\n\nTest Suites: 1 failed, 1 total"),
        ("edit", f"{NOTES}/jest.config.js", "'/node_modules/(?!(nanoid|lodash-es)/)'",
         "'/node_modules/(?!(nanoid|lodash-es|query-string|decode-uri-component|split-on-first|filter-obj)/)'"),
        ok("npx jest src/search", " PASS  src/search/filters.test.js\nTests:       7 passed, 7 total"),
    ])
    later("l-js-svg", NOTES, "2026-10-22T09:00:00.000Z", [
        ("user", "use the new pin icon svg in the note header"),
        ("edit", f"{NOTES}/src/notes/Header.jsx", "import React from 'react';",
         "import React from 'react';\nimport PinIcon from '../assets/pin.svg';"),
        err("npx jest src/notes",
            _ESM_HEAD.format(test="src/notes/Header.test.jsx")
            + "    /home/dev/notes-app/src/assets/pin.svg:1\n"
              "    <svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M16 3l5 5\"/></svg>\n    ^\n\n"
              "    SyntaxError: Unexpected token '<'\n\nTest Suites: 1 failed, 1 total"),
        ("edit", f"{NOTES}/jest.config.js", "testEnvironment: 'jsdom',",
         "testEnvironment: 'jsdom',\n  moduleNameMapper: { '\\\\.svg$': '<rootDir>/test/fileStub.js' },"),
        ok("npx jest src/notes", " PASS  src/notes/Header.test.jsx\nTests:       5 passed, 5 total"),
    ])
    later("l-js-rename", NOTES, "2026-10-26T11:10:00.000Z", [
        ("user", "rename archive to trash everywhere in the ui"),
        ok("grep -rln 'Archive' src | head", "src/notes/Menu.jsx\nsrc/notes/Menu.test.jsx"),
        ("edit", f"{NOTES}/src/notes/Menu.jsx", "label: 'Archive'", "label: 'Move to trash'"),
        ("edit", f"{NOTES}/src/notes/Menu.test.jsx", "getByText('Archive')", "getByText('Move to trash')"),
        ok("npx jest src/notes", "Test Suites: 3 passed, 3 total\nTests:       14 passed, 14 total"),
    ])
    _jest_more()


def _jest_more() -> None:
    pair("t6-jest-esm", "l-js-lodash", APPLIED, "lodash-es added to transformIgnorePatterns before running jest; all pass")
    pair("t6-jest-esm", "l-js-query", RECURRED, "query-string 9 (ESM) fails with Cannot use import statement outside a module")
    pair("t6-jest-esm", "l-js-svg", NEITHER, "an svg asset parsed as JS (Unexpected token '<'), fixed by moduleNameMapper")
    pair("t6-jest-esm", "l-js-rename", NEITHER, "unrelated ui rename; jest passes, no package added")


def build_first_half() -> None:
    _rust()
    _buildx()
    _vite()
    _jest()
