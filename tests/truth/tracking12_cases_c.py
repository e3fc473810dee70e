"""The twelfth tracking corpus, part three: sbt running out of Metaspace under a capped .jvmopts (E, Spanish) and
cargo's feature unification hiding a crate's missing tokio features (F). Same tables as tracking12_cases.py."""
from __future__ import annotations

from tests.truth.tracking12_cases import B, E, R, S, T, U, W

# --- E: sbt and -XX:MaxMetaspaceSize in .jvmopts (Spanish) ----------------------------------------------------

TARIFAS = "/home/sofia/dev/tarifas-scala"
PAGOS = "/home/sofia/dev/pagos-scala"


def _metaspace(project: str, module: str, task: str = "compileIncremental", secs: str = "212 s (03:32)") -> str:
    return (f"[info] welcome to sbt 1.10.7 (Eclipse Adoptium Java 17.0.14)\n[info] loading project definition from "
            f"{project}/project\n[info] compiling 184 Scala sources to {project}/modules/{module}/target/scala-2.13/"
            f"classes ...\n[error] java.lang.OutOfMemoryError: Metaspace\n[error] java.lang.OutOfMemoryError: "
            f"Metaspace\n[error] Use 'last' for the full log.\n[error] ({module} / Compile / {task}) "
            f"java.lang.OutOfMemoryError: Metaspace\n[error] Total time: {secs}, completed 8 abr 2025 10:14:07")


def _sbt_source() -> None:
    T.source(
        "s-sbt-metaspace", TARIFAS, "2025-04-08T10:00:00Z", "feat/circe-auto",
        U("sbt compile revienta desde que añadimos la derivación automática de circe en core. ¿Lo miras?"),
        B("sbt compile", _metaspace(TARIFAS, "core"), True),
        S("Se queda sin Metaspace, no sin heap. Aun así pruebo primero con más heap para descartarlo."),
        B("sbt -J-Xmx4G compile", _metaspace(TARIFAS, "core", secs="198 s (03:18)"), True),
        R(f"{TARIFAS}/.jvmopts", "-Xms512M\n-Xmx2G\n-XX:MaxMetaspaceSize=256m\n-XX:+UseG1GC"),
        S("El .jvmopts del repo limita el Metaspace a 256m (viene de una plantilla antigua). La derivación "
          "automática genera muchísimas clases, así que más heap no sirve: hay que subir ese límite."),
        E(f"{TARIFAS}/.jvmopts", "-XX:MaxMetaspaceSize=256m", "-XX:MaxMetaspaceSize=1G"),
        B("sbt compile", "[info] welcome to sbt 1.10.7 (Eclipse Adoptium Java 17.0.14)\n[info] compiling 184 Scala "
          "sources to /home/sofia/dev/tarifas-scala/modules/core/target/scala-2.13/classes ...\n[info] done "
          "compiling\n[success] Total time: 184 s (03:04), completed 8 abr 2025 10:31:52"),
    )
    T.lesson(
        "t12-sbt-metaspace", "project", "es", "s-sbt-metaspace", "performance",
        "sbt compile se queda sin Metaspace por el límite de .jvmopts, no por el heap",
        "`sbt compile` termina con java.lang.OutOfMemoryError: Metaspace en el módulo core tras activar la "
        "derivación automática de circe.",
        "Subir el heap con `sbt -J-Xmx4G` parece lo lógico, pero el error se repite igual: el límite que se agota "
        "es el de Metaspace.",
        "El .jvmopts del repositorio fija -XX:MaxMetaspaceSize=256m y sbt lo aplica siempre; la derivación "
        "genera demasiadas clases para ese límite.",
        "Subir -XX:MaxMetaspaceSize (p. ej. a 1G) en .jvmopts, o para una sola ejecución "
        "`sbt -J-XX:MaxMetaspaceSize=1G <tarea>`.",
        "Con `sbt compile` y también con `sbt -J-Xmx4G compile`: `[error] java.lang.OutOfMemoryError: Metaspace`. "
        "En .jvmopts estaba `-XX:MaxMetaspaceSize=256m`; tras cambiarlo a 1G el mismo `sbt compile` terminó con "
        "`[success] Total time: 184 s (03:04)`.")


def _sbt_later() -> None:
    T.later(
        "l-sbt-a1", "/home/sofia/tmp/tarifas-review", "2025-04-28T15:10:00Z", "review/pr-88",
        U("Revisa el PR 88 de tarifas: clónalo aparte y pasa los tests."),
        B("git clone -q git@github.com:sofia/tarifas-scala.git /home/sofia/tmp/tarifas-review && cd "
          "/home/sofia/tmp/tarifas-review && gh pr checkout 88 && grep Metaspace .jvmopts",
          "Switched to branch 'review/pr-88'\n-XX:MaxMetaspaceSize=256m"),
        S("La rama del PR parte de antes del arreglo del .jvmopts (256m). No toco el fichero del PR: paso el "
          "límite por línea de comandos."),
        B("sbt -J-XX:MaxMetaspaceSize=1G -J-Xmx3G test", "[info] compiling 184 Scala sources to "
          "/home/sofia/tmp/tarifas-review/modules/core/target/scala-2.13/classes ...\n[info] Passed: Total 326, "
          "Failed 0, Errors 0, Passed 326\n[success] Total time: 271 s (04:31), completed 28 abr 2025 15:19:02"),
    )
    T.later(
        "l-sbt-a2", PAGOS, "2025-05-02T09:20:00Z", "feat/circe",
        U("En pagos-scala también vamos a usar circe con derivación automática. Déjalo preparado y compila."),
        B("ls -a | grep jvmopts; cat project/build.properties", "sbt.version=1.10.7"),
        S("pagos no tiene .jvmopts. Antes de activar la derivación creo uno con un Metaspace holgado, como "
          "aprendimos en tarifas."),
        W(f"{PAGOS}/.jvmopts", "-Xmx3G\n-XX:MaxMetaspaceSize=1G\n-XX:+UseG1GC\n"),
        E(f"{PAGOS}/build.sbt", "libraryDependencies ++= Seq(\n", "libraryDependencies ++= Seq(\n  \"io.circe\" %% "
          "\"circe-generic\" % \"0.14.12\",\n"),
        B("sbt compile", "[info] compiling 97 Scala sources to /home/sofia/dev/pagos-scala/target/scala-2.13/classes "
          "...\n[success] Total time: 121 s (02:01), completed 2 may 2025 09:27:40"),
    )
    T.later(
        "l-sbt-a3", "/home/sofia/dev/cobros-scala", "2025-05-07T11:00:00Z", "ci/sbt-opts",
        U("El runner de CI de cobros tiene poca memoria por defecto; configura las opciones de la JVM para sbt "
          "en el workflow antes de añadir la derivación de circe."),
        E("/home/sofia/dev/cobros-scala/.github/workflows/ci.yml", "    env:\n      TZ: Europe/Madrid",
          "    env:\n      TZ: Europe/Madrid\n      SBT_OPTS: -Xmx3G -XX:MaxMetaspaceSize=1G"),
        B("SBT_OPTS='-Xmx3G -XX:MaxMetaspaceSize=1G' sbt 'Test/compile'", "[info] compiling 142 Scala sources to "
          "/home/sofia/dev/cobros-scala/target/scala-2.13/test-classes ...\n[success] Total time: 133 s (02:13), "
          "completed 7 may 2025 11:04:31"),
        B("git commit -qam 'ci: sbt memory options' && git push -q", ""),
    )
    T.later(
        "l-sbt-r1", TARIFAS, "2025-05-10T16:45:00Z", "release/1.8",
        U("Genera el jar de la API para la release 1.8."),
        B("sbt api/assembly", _metaspace(TARIFAS, "api", "assembly", "240 s (04:00)").replace("8 abr", "10 may"), True),
        B("git log --oneline -1 -- .jvmopts; grep Metaspace .jvmopts", "91ad2c0 Restore JVM options from 1.7\n"
          "-XX:MaxMetaspaceSize=256m"),
        S("En release/1.8 alguien restauró el .jvmopts antiguo. Vuelvo a subir el Metaspace."),
        E(f"{TARIFAS}/.jvmopts", "-XX:MaxMetaspaceSize=256m", "-XX:MaxMetaspaceSize=1G"),
        B("sbt api/assembly | tail -2", "[info] Built: /home/sofia/dev/tarifas-scala/modules/api/target/scala-2.13/"
          "tarifas-api-assembly-1.8.0.jar\n[success] Total time: 205 s (03:25), completed 10 may 2025 16:58:12"),
    )


def _sbt_later_b() -> None:
    T.later(
        "l-sbt-r2", PAGOS, "2025-05-13T08:30:00Z", "feat/refunds",
        U("Metals en VS Code dice que la compilación falló en pagos, pero sbt compila bien. Mira el log."),
        B("grep -n -B1 -A2 OutOfMemory .metals/metals.log | tail -6",
          "2281-2025.05.13 08:24:11 INFO  compiling pagos (97 scala sources)\n2282:2025.05.13 08:26:40 ERROR "
          "bloop: java.lang.OutOfMemoryError: Metaspace\n2283-\tat java.base/java.lang.ClassLoader.defineClass1("
          "Native Method)\n2284-2025.05.13 08:26:40 INFO  time: compiled pagos in 2m29s (failed)"),
        S("Metals compila con el servidor de Bloop, que no lee el .jvmopts del proyecto: usa sus propias "
          "opciones y se queda en el Metaspace por defecto que le puso la instalación. Le doy las mismas "
          "opciones."),
        W("/home/sofia/.bloop/bloop.json", "{\n  \"javaOptions\": [\"-Xmx3G\", \"-XX:MaxMetaspaceSize=1G\"]\n}\n"),
        B("bloop exit && bloop compile pagos", "Shutting down bloop server...\nStarting bloop server...\n"
          "Compiling pagos (97 Scala sources)\nCompiled pagos (148230ms)"),
    )
    T.later(
        "l-sbt-n1", TARIFAS, "2025-05-15T12:00:00Z", "feat/tarifa-anidada",
        U("Añade el tipo TarifaAnidada con 40 campos opcionales y su codec."),
        W(f"{TARIFAS}/modules/core/src/main/scala/tarifas/TarifaAnidada.scala",
          "package tarifas\n\nimport io.circe.generic.auto._\n\nfinal case class TarifaAnidada(/* 40 campos */)\n"),
        B("sbt core/compile", "[info] compiling 185 Scala sources to /home/sofia/dev/tarifas-scala/modules/core/"
          "target/scala-2.13/classes ...\n[error] java.lang.StackOverflowError\n[error] \tat scala.tools.nsc."
          "typechecker.Implicits$ImplicitSearch.typedImplicit(Implicits.scala:612)\n[error] (core / Compile / "
          "compileIncremental) java.lang.StackOverflowError", True),
        S("Desbordamiento de pila del compilador buscando implícitos: necesita más pila (-Xss), no memoria."),
        B("sbt -J-Xss8m core/compile", "[info] compiling 185 Scala sources ...\n[success] Total time: 190 s (03:10), "
          "completed 15 may 2025 12:09:44"),
        E(f"{TARIFAS}/.jvmopts", "-XX:+UseG1GC", "-XX:+UseG1GC\n-Xss8m"),
    )
    T.later(
        "l-sbt-n2", TARIFAS, "2025-05-20T09:10:00Z", "main",
        U("¿Qué opciones de JVM usa el proyecto? Lo necesito para el documento de onboarding."),
        B("cat .jvmopts .sbtopts 2>/dev/null", "-Xms512M\n-Xmx2G\n-XX:MaxMetaspaceSize=1G\n-XX:+UseG1GC\n-Xss8m\n"
          "-Dsbt.server.forcestart=true"),
        S("Están en .jvmopts: heap de 2G, Metaspace máximo de 1G, G1 y pila de 8m; .sbtopts arranca el servidor "
          "de sbt. Lo resumo en el documento."),
        E(f"{TARIFAS}/docs/onboarding.md", "## Compilar\n", "## Compilar\n\nLas opciones de la JVM están en "
          "`.jvmopts` (heap 2G, Metaspace 1G, pila 8m).\n"),
    )


def _sbt_pairs() -> None:
    lid = "t12-sbt-metaspace"
    T.pair(lid, "l-sbt-a1", "applied", "PR clone still capped at 256m: passes -J-XX:MaxMetaspaceSize=1G up front")
    T.pair(lid, "l-sbt-a2", "applied", "sibling project: writes a .jvmopts with MaxMetaspaceSize=1G before enabling "
           "circe derivation")
    T.pair(lid, "l-sbt-a3", "applied", "third project: SBT_OPTS with MaxMetaspaceSize written into CI and used "
           "before compiling")
    T.pair(lid, "l-sbt-r1", "recurred", "release branch restored the 256m cap; api/assembly dies of Metaspace")
    T.pair(lid, "l-sbt-r2", "recurred", "Bloop (via Metals) runs out of Metaspace in the sibling project; fixed "
           "in bloop.json")
    T.pair(lid, "l-sbt-n1", "neither", "StackOverflowError in implicit search, fixed with -Xss, not Metaspace")
    T.pair(lid, "l-sbt-n2", "neither", "only lists .jvmopts and documents it; nothing compiled")
    T.pair(lid, "l-mvn-a2", "neither", "another project's Maven surefire config; no sbt")


# --- F: cargo feature unification hides a crate's missing tokio features -----------------------------------------

TIDE = "/home/ravi/src/tidepool"
DRIFT = "/home/ravi/src/driftnet"
TOKIO_SRC = "/home/ravi/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/tokio-1.44.2/src"


def _gated(krate: str, path: str, line: str, module: str, src_line: str) -> str:
    return (f"   Compiling {krate} v0.4.0 ({TIDE}/crates/{krate.split('-')[1]})\nerror[E0433]: failed to resolve: "
            f"could not find `{module}` in `tokio`\n  --> {path}\n   |\n{line}\n   |\nnote: found an item that was "
            f"configured out\n  --> {TOKIO_SRC}/lib.rs:{src_line}\n    |\n{src_line} |     pub mod {module};\n    |"
            f"             ^^\nnote: the item is gated behind the `{module}` feature\n\nFor more information about "
            f"this error, try `rustc --explain E0433`.\nerror: could not compile `{krate}` (lib) due to 1 previous "
            "error")


def _cargo_source() -> None:
    T.source(
        "s-cargo-features", TIDE, "2025-04-10T14:20:00Z", "feat/worker-image",
        U("The worker's Docker image build fails, but `cargo build` at the root is fine. Dockerfile builds only "
          "the worker."),
        B("cargo build", "   Compiling tidepool-common v0.4.0\n   Compiling tidepool-api v0.4.0\n   Compiling "
          "tidepool-worker v0.4.0\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 41.08s"),
        B("cargo build -p tidepool-worker --release",
          _gated("tidepool-worker", "crates/worker/src/spool.rs:14:18",
                 "14 |     let f = tokio::fs::File::open(&path).await?;", "fs", "503")
          .replace("(lib)", "(bin \"tidepool-worker\")"), True),
        S("In the workspace build, tidepool-api pulls tokio with `full`, and cargo unifies features across "
          "the packages it builds together, so the worker silently got `fs`. Built alone, it only has what its "
          "own Cargo.toml asks for."),
        B("grep -n tokio crates/*/Cargo.toml", "crates/api/Cargo.toml:14:tokio = { version = \"1\", features = "
          "[\"full\"] }\ncrates/worker/Cargo.toml:11:tokio = { version = \"1\", features = [\"rt-multi-thread\", "
          "\"macros\"] }"),
        B("cargo add tokio -p tidepool-worker -F fs", "    Updating crates.io index\n      Adding tokio v1.44.2 to "
          "dependencies\n             Features:\n             + fs\n             + macros\n             + "
          "rt-multi-thread\n             32 deactivated features"),
        B("cargo build -p tidepool-worker --release", "   Compiling tokio v1.44.2\n   Compiling tidepool-common "
          "v0.4.0\n   Compiling tidepool-worker v0.4.0\n    Finished `release` profile [optimized] target(s) in "
          "1m 02s"),
    )
    T.lesson(
        "t12-cargo-features", "project", "en", "s-cargo-features", "workflow",
        "A workspace build hides a crate's missing tokio features (feature unification)",
        "Building one crate alone (`cargo build -p <crate>`, as the Dockerfile does) fails with E0433 \"could not "
        "find `fs` in `tokio`\", while `cargo build` at the workspace root succeeds.",
        "Root builds pass, so the crate looks correct; the gap only shows when the crate is built alone.",
        "Cargo unifies a dependency's features across all packages built together: tidepool-api enables tokio's "
        "`full`, so the worker silently got `fs` in workspace builds, although its own Cargo.toml only asks for "
        "rt-multi-thread and macros.",
        "Declare every feature the crate uses in its own Cargo.toml (`cargo add tokio -p <crate> -F <feature>`) "
        "and check crates one at a time with `cargo build -p <crate>` / `cargo check -p <crate>`.",
        "- `cargo build` → Finished (root)\n- `cargo build -p tidepool-worker --release` → `could not find `fs` in "
        "`tokio`` … `the item is gated behind the `fs` feature`\n- `cargo add tokio -p tidepool-worker -F fs`, "
        "then the same -p build → `Finished `release` profile`")


def _cargo_later() -> None:
    T.later(
        "l-cargo-before", TIDE, "2025-04-05T10:40:00Z", "main",
        U("Fix the clippy warnings in the api crate."),
        B("cargo clippy -p tidepool-api -- -D warnings", "    Checking tidepool-api v0.4.0\nerror: this `if` has "
          "identical blocks\n  --> crates/api/src/routes.rs:88:9\nerror: could not compile `tidepool-api` (lib) due "
          "to 1 previous error", True),
        E(f"{TIDE}/crates/api/src/routes.rs", "        if cached { render(&page) } else { render(&page) }",
          "        render(&page)"),
        B("cargo clippy -p tidepool-api -- -D warnings", "    Checking tidepool-api v0.4.0\n    Finished `dev` "
          "profile [unoptimized + debuginfo] target(s) in 3.90s"),
    )
    T.later(
        "l-cargo-a1", TIDE, "2025-04-27T09:15:00Z", "feat/spool-timeout",
        U("Give the worker's spool flush a 5 second timeout."),
        S("That needs tokio's `time` feature in the worker crate. The api crate enables `full`, so a root build "
          "would hide it; I'll declare it in the worker's own Cargo.toml and check the crate alone."),
        E(f"{TIDE}/crates/worker/Cargo.toml", "features = [\"rt-multi-thread\", \"macros\", \"fs\"]",
          "features = [\"rt-multi-thread\", \"macros\", \"fs\", \"time\"]"),
        E(f"{TIDE}/crates/worker/src/spool.rs", "    self.flush().await?;",
          "    tokio::time::timeout(Duration::from_secs(5), self.flush()).await??;"),
        B("cargo check -p tidepool-worker", "    Checking tokio v1.44.2\n    Checking tidepool-worker v0.4.0\n"
          "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.12s"),
    )
    T.later(
        "l-cargo-a2", TIDE, "2025-05-01T13:00:00Z", "feat/cli",
        U("New crate tidepool-cli: a small binary that drains the spool on SIGTERM."),
        B("cargo new --bin crates/cli --name tidepool-cli", "    Creating binary (application) `tidepool-cli` "
          "package\n      Adding `tidepool-cli` as member of workspace at `/home/ravi/src/tidepool`"),
        B("cargo add --package tidepool-cli tokio --features rt,macros,signal",
          "    Updating crates.io index\n      Adding tokio v1.44.2 to dependencies\n             Features:\n"
          "             + macros\n             + rt\n             + signal\n             33 deactivated features"),
        W(f"{TIDE}/crates/cli/src/main.rs", "#[tokio::main(flavor = \"current_thread\")]\nasync fn main() {\n"
          "    tokio::signal::ctrl_c().await.expect(\"signal\");\n    tidepool_common::spool::drain_all();\n}\n"),
        B("cargo build --package tidepool-cli", "   Compiling tidepool-cli v0.1.0 (/home/ravi/src/tidepool/crates/"
          "cli)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 8.77s"),
    )
    T.later(
        "l-cargo-a3", DRIFT, "2025-05-06T10:25:00Z", "feat/fetch-json",
        U("driftnet-fetch should parse the feed index as JSON with reqwest's .json()."),
        B("grep -n reqwest crates/*/Cargo.toml", "crates/fetch/Cargo.toml:9:reqwest = { version = \"0.12\" }\n"
          "crates/sync/Cargo.toml:12:reqwest = { version = \"0.12\", features = [\"json\", \"gzip\"] }"),
        S("The sync crate turns on reqwest's `json`, so a workspace build would compile; fetch itself doesn't ask "
          "for it. Adding the feature to fetch's own manifest first."),
        E(f"{DRIFT}/crates/fetch/Cargo.toml", "reqwest = { version = \"0.12\" }",
          "reqwest = { version = \"0.12\", features = [\"json\"] }"),
        E(f"{DRIFT}/crates/fetch/src/index.rs", "    let body = resp.text().await?;\n    serde_json::from_str(&body)",
          "    resp.json::<FeedIndex>().await"),
        B("cargo check -p driftnet-fetch && cargo test -p driftnet-fetch -q", "    Finished `dev` profile "
          "[unoptimized + debuginfo] target(s) in 5.41s\n\nrunning 9 tests\n.........\ntest result: ok. 9 passed; "
          "0 failed; 0 ignored"),
    )


def _cargo_later_b() -> None:
    T.later(
        "l-cargo-r1", TIDE, "2025-05-08T15:30:00Z", "feat/common-events",
        U("Add an event bus to tidepool-common using a tokio mpsc channel, and unit-test it."),
        W(f"{TIDE}/crates/common/src/events.rs", "use tokio::sync::mpsc;\n\npub struct Bus { tx: mpsc::Sender<Event> "
          "}\n"),
        B("cargo test -p tidepool-common",
          _gated("tidepool-common", "crates/common/src/events.rs:1:12", "1 | use tokio::sync::mpsc;", "sync",
                 "556"), True),
        S("Same unification trap in another crate: common only declares `rt`; the api crate's `full` covered it "
          "in root builds. Adding `sync` to common's own manifest."),
        B("cargo add tokio -p tidepool-common -F sync && cargo test -p tidepool-common -q", "      Adding tokio "
          "v1.44.2 to dependencies\n             + rt\n             + sync\n\nrunning 14 tests\n..............\n"
          "test result: ok. 14 passed; 0 failed; 0 ignored"),
    )
    T.later(
        "l-cargo-r2", DRIFT, "2025-05-11T11:50:00Z", "release/0.9",
        U("Publish driftnet-store 0.9 to our registry."),
        B("cargo publish -p driftnet-store --registry ravi --dry-run", "   Packaging driftnet-store v0.9.0\n"
          "   Verifying driftnet-store v0.9.0\n   Compiling driftnet-store v0.9.0 (/home/ravi/src/driftnet/target/"
          "package/driftnet-store-0.9.0)\nerror: cannot find derive macro `Deserialize` in this scope\n --> "
          "src/record.rs:4:24\n  |\n4 | #[derive(Debug, Clone, Deserialize, Serialize)]\n  |                        "
          "^^^^^^^^^^^\n  |\nnote: `Deserialize` is imported here, but it is only a trait, without a derive macro\n"
          "error: could not compile `driftnet-store` (lib) due to 2 previous errors", True),
        S("Packaging builds the crate on its own. Its serde dependency has no `derive` feature; in the workspace "
          "the sync crate enabled it for everyone."),
        B("cargo add serde -p driftnet-store -F derive && cargo publish -p driftnet-store --registry ravi "
          "--dry-run 2>&1 | tail -1", "warning: aborting upload due to dry run"),
    )
    T.later(
        "l-cargo-n1", TIDE, "2025-05-16T08:05:00Z", "feat/tls-upstream",
        U("Build the worker alone for the image again, now that it talks TLS to the upstream."),
        B("cargo build -p tidepool-worker --release", "   Compiling openssl-probe v0.1.6\n   Compiling "
          "tidepool-worker v0.4.0\nerror: linking with `cc` failed: exit status: 1\n  |\n  = note: /usr/bin/ld: "
          "cannot find -lssl: No such file or directory\n          /usr/bin/ld: cannot find -lcrypto: No such file "
          "or directory\n          collect2: error: ld returned 1 exit status\n\nerror: could not compile "
          "`tidepool-worker` (bin \"tidepool-worker\") due to 1 previous error", True),
        S("A link error, not a Rust one: the OpenSSL development libraries aren't installed in this box. Switching "
          "the TLS stack to rustls avoids the system dependency."),
        E(f"{TIDE}/crates/worker/Cargo.toml", "reqwest = { version = \"0.12\" }",
          "reqwest = { version = \"0.12\", default-features = false, features = [\"rustls-tls\"] }"),
        B("cargo build -p tidepool-worker --release", "   Compiling rustls v0.23.26\n   Compiling tidepool-worker "
          "v0.4.0\n    Finished `release` profile [optimized] target(s) in 1m 17s"),
    )


def _cargo_pairs() -> None:
    lid = "t12-cargo-features"
    T.pair(lid, "l-cargo-before", "neither", "dated before the lesson; clippy on the api crate")
    T.pair(lid, "l-cargo-a1", "applied", "adds `time` to the worker's own tokio features by Edit before using it, "
           "checks with -p")
    T.pair(lid, "l-cargo-a2", "applied", "new crate gets its tokio features via `cargo add --package … --features` "
           "before building alone")
    T.pair(lid, "l-cargo-a3", "applied", "sibling workspace: declares reqwest's json feature in the crate's own "
           "manifest up front")
    T.pair(lid, "l-cargo-r1", "recurred", "common crate alone: could not find `sync` in `tokio`; fixed after")
    T.pair(lid, "l-cargo-r2", "recurred", "sibling's package verify builds the crate alone: serde derive missing")
    T.pair(lid, "l-cargo-n1", "neither", "-p build fails at link time for a missing libssl, not a feature")
    T.pair(lid, "l-opam-a1", "neither", "another project's OCaml build; no cargo")


def build_third_part() -> None:
    _sbt_source()
    _sbt_later()
    _sbt_later_b()
    _sbt_pairs()
    _cargo_source()
    _cargo_later()
    _cargo_later_b()
    _cargo_pairs()
