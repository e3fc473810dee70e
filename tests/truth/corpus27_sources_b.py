"""Scripted sessions of corpus27, part two: Kong with decK under WSL 2 (an interrupted call), Wails v2 in Windows
PowerShell 5.1, .NET Aspire 9 in PowerShell 7 (a rejected tool use), Leptos with cargo-leptos for a fish user."""
from __future__ import annotations

from tests.truth.corpus27_common import INTERRUPTED, interrupted, rejected

DECK_STRIP = """Exit code 1
Error: 1 errors occurred:
	reading file kong.yaml: validating file content:

1 errors occurred:
	services.0.routes.0: Additional property strip_paths is not allowed"""

DECK_REFUSED = """Exit code 1
Error: fetching state from Kong: making HTTP request: Get "http://localhost:8001/workspaces": dial tcp \
127.0.0.1:8001: connect: connection refused"""

COMPOSE_PS = """NAME                   IMAGE      COMMAND                  SERVICE   CREATED         STATUS                   \
PORTS
edge-gateway-kong-1    kong:3.7   "/docker-entrypoint.…"   kong      3 minutes ago   Up 3 minutes (healthy)   \
0.0.0.0:8000->8000/tcp, 0.0.0.0:8001->8001/tcp"""

DECK_PLAN = """creating service orders-api
creating route orders-api-route
creating plugin rate-limiting for service orders-api
Summary:
  Created: 3
  Updated: 0
  Deleted: 0"""

S05 = ("/home/amir/src/edge-gateway", "2026-12-08T14:02:00Z", "deck-sync", [
    ("user", "sync kong.yaml to the local kong (docker compose, admin api on 8001) with deck and check the rate "
             "limiting on /orders works"),
    ("bash", "docker compose up -d --force-recreate kong",
     "[+] Running 1/1\n ✔ Container edge-gateway-kong-1  Started", False),
    ("bash", "deck gateway sync kong.yaml", DECK_STRIP, True),
    ("edit", "/home/amir/src/edge-gateway/kong.yaml", "        strip_paths: true", "        strip_path: true"),
    ("bash", "deck gateway sync kong.yaml # after the strip_path rename", DECK_REFUSED, True),
    ("bash", "docker compose ps kong", COMPOSE_PS, False),
    ("bash", "docker compose exec kong printenv KONG_ADMIN_LISTEN", "127.0.0.1:8001", False),
    ("say", "The container is healthy and 8001 is published, but Kong's admin API only listens on the container's "
            "own loopback, so the published port leads nowhere. I'll bind it to all interfaces."),
    ("edit", "/home/amir/src/edge-gateway/docker-compose.yml", '      KONG_ADMIN_LISTEN: "127.0.0.1:8001"',
     '      KONG_ADMIN_LISTEN: "0.0.0.0:8001"'),
    ("bash", "docker compose up kong", interrupted(), True),
    ("user", INTERRUPTED),
    ("user", "that runs in the foreground and never returns, use -d"),
    ("bash", "docker compose up -d kong && sleep 5 && deck gateway ping",
     "[+] Running 1/1\n ✔ Container edge-gateway-kong-1  Started\nSuccessfully connected to Kong!\n"
     "Kong version:  3.7.1", False),
    ("bash", "deck gateway diff kong.yaml", DECK_PLAN, False),
    ("bash", "deck gateway sync kong.yaml && deck gateway dump -o /tmp/kong-live.yaml && wc -l /tmp/kong-live.yaml",
     DECK_PLAN + "\n41 /tmp/kong-live.yaml", False),
    ("bash", "for i in 1 2 3 4 5 6; do curl -s -o /dev/null -w '%{http_code} ' localhost:8000/orders; done",
     "200 200 200 200 200 429 ", False),
    ("say", "Synced. The rate-limiting plugin allows 5 requests a minute, so the sixth request gets 429."),
])

GO_EMBED = """Exit code 1
main.go:14:12: pattern all:frontend/dist: no matching files found
FAIL	github.com/dkim/ledger-desk [setup failed]"""

PS_AND = """Exit code 1
At line:1 char:13
+ cd frontend && npm ci && npm run build && cd ..
+             ~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine"""

VITE_BUILD = """added 212 packages in 14s

> ledger-desk-frontend@0.3.0 build
> vite build

vite v5.4.11 building for production...
✓ 38 modules transformed.
dist/index.html                  0.46 kB
dist/assets/index-Bq3x0f1c.js  148.21 kB │ gzip: 47.90 kB
✓ built in 1.92s"""

WAILS_NSIS = """Exit code 1
Wails CLI v2.9.2

 • Generating bindings: Done.
 • Installing frontend dependencies: Done.
 • Compiling frontend: Done.
 • Compiling application: Done.
 • Packaging application: Done.
 • Creating NSIS installer
ERROR   exec: "makensis": executable file not found in %PATH%"""

S06 = ("C:\\Users\\dkim\\src\\ledger-desk", "2026-12-09T08:30:00Z", "wails-v2", [
    ("user", "`go test ./...` and `wails build` both fail on my box (Windows, PowerShell 5.1). Go 1.23.3, "
             "Wails v2.9.2."),
    ("bash", "wails doctor",
     "Wails Doctor\n\n# Wails\nVersion | v2.9.2\n\n# System\nOS           | Windows 10 Pro\nVersion      | 2009 "
     "(Build: 19045)\n\n# Dependencies\nDependency | Package Name | Status    | Version\nWebView2   | N/A          "
     "| Installed | 131.0.2903.70\nNodejs     | N/A          | Installed | 22.11.0\nnpm        | N/A          | "
     "Installed | 10.9.0\n*nsis      | N/A          | Available |\n\n# Diagnosis\n SUCCESS  Your system is ready "
     "for Wails development!", False),
    ("bash", "go test ./...", GO_EMBED, True),
    ("say", "`//go:embed all:frontend/dist` needs that folder to exist, and it is gitignored: only the frontend "
            "build creates it."),
    ("bash", "cd frontend && npm ci && npm run build && cd ..", PS_AND, True),
    ("say", "Windows PowerShell 5.1 has no `&&`. I'll chain with semicolons and check $LASTEXITCODE instead."),
    ("bash", "Push-Location frontend; npm ci; if ($LASTEXITCODE -eq 0) { npm run build }; Pop-Location",
     VITE_BUILD, False),
    ("bash", "go test ./...  # frontend built",
     "ok  \tgithub.com/dkim/ledger-desk\t0.412s\nok  \tgithub.com/dkim/ledger-desk/internal/ledger\t0.188s", False),
    ("user", "ok but CI runs go vet before the frontend build, can we make that not explode?"),
    ("say", "A placeholder keeps the embed pattern matching; `all:` includes dotfiles, so a .gitkeep in "
            "frontend/dist is enough. I'll write a helper that creates it."),
    ("write", "C:\\Users\\dkim\\src\\ledger-desk\\scripts\\ensure-dist.ps1",
     "New-Item -ItemType Directory -Force frontend/dist | Out-Null\n"
     "New-Item -ItemType File -Force frontend/dist/.gitkeep | Out-Null\n"),
    ("say", "Add `./scripts/ensure-dist.ps1` as the first step of the CI job, before `go vet`. Now the installer "
            "build."),
    ("bash", "wails build -clean -platform windows/amd64 -nsis", WAILS_NSIS, True),
    ("say", "The NSIS step needs makensis on PATH. Do you want me to install NSIS with `winget install NSIS.NSIS`, "
            "or build without `-nsis` for now?"),
    ("user", "without the installer for now. it has to run on the test VM that has no webview2 though"),
    ("bash", "wails build -clean -platform windows/amd64 -webview2 embed",
     "Wails CLI v2.9.2\n\n • Compiling application: Done.\n • Packaging application: Done.\nBuilt "
     "'C:\\Users\\dkim\\src\\ledger-desk\\build\\bin\\ledger-desk.exe' in 41.87s.", False),
    ("user", "runs on the test VM without the webview2 installer prompt now 👍"),
])

ASPIRE_CSPROJ = "C:\\src\\shopfront\\src\\Shopfront.AppHost\\Shopfront.AppHost.csproj"

ASPIRE_WORKLOAD = f"""Exit code 1
{ASPIRE_CSPROJ} : error NETSDK1147: To build this project, the following workloads must be installed: aspire
To install these workloads, run the following command: dotnet workload restore"""

ASPIRE_DOCKER = """Exit code 1
info: Aspire.Hosting.DistributedApplication[0]
      Aspire version: 9.0.0+01ed51919f8df692ececce51048a140615dc759d
fail: Aspire.Hosting.Dcp.DcpHostService[0]
      Container runtime 'docker' was found but appears to be unhealthy. Ensure that Docker is running and that the \
Docker daemon is accessible. If Resource Saver mode is enabled, containers may not run."""

ASPIRE_RUNNING = """<status>running</status>

<stdout>
info: Aspire.Hosting.DistributedApplication[0]
      Now listening on: https://localhost:17043
info: Aspire.Hosting.DistributedApplication[0]
      Login to the dashboard at https://localhost:17043/login?t=5f0c2a9d7e4b41a8b3e0f6a1c2d9e7b4
info: Aspire.Hosting.DistributedApplication[0]
      Distributed application started. Press Ctrl+C to shut down.
</stdout>"""

S07 = ("C:\\src\\shopfront", "2026-12-09T15:20:00Z", "aspire", [
    ("user", "Get the Aspire AppHost running locally. pwsh 7.4, .NET 9 SDK, Docker Desktop."),
    ("bash", "dotnet run --project src/Shopfront.AppHost", ASPIRE_WORKLOAD, True),
    ("say", "The SDK wants the aspire workload for this project. I'll install it."),
    ("bash", "dotnet workload install aspire",
     rejected("no, don't install workloads machine-wide. Aspire 9 doesn't need the workload, use the "
              "Aspire.AppHost.Sdk in the csproj"), True),
    ("edit", ASPIRE_CSPROJ, '<Project Sdk="Microsoft.NET.Sdk">\n\n  <PropertyGroup>',
     '<Project Sdk="Microsoft.NET.Sdk">\n\n  <Sdk Name="Aspire.AppHost.Sdk" Version="9.0.0" />\n\n  <PropertyGroup>'),
    ("edit", ASPIRE_CSPROJ, '<PackageReference Include="Aspire.Hosting.AppHost" Version="8.2.2" />',
     '<PackageReference Include="Aspire.Hosting.AppHost" Version="9.0.0" />'),
    ("bash", "dotnet run --project src/Shopfront.AppHost  # Aspire 9 SDK", ASPIRE_DOCKER, True),
    ("bash", "docker info --format '{{.ServerVersion}}'",
     "Exit code 1\nerror during connect: Get \"http://%2F%2F.%2Fpipe%2FdockerDesktopLinuxEngine/v1.47/info\": open "
     "//./pipe/dockerDesktopLinuxEngine: The system cannot find the file specified.", True),
    ("say", "Docker Desktop's engine isn't running. Starting it and waiting for the daemon."),
    ("bash", "Start-Process \"C:\\Program Files\\Docker\\Docker\\Docker Desktop.exe\"; Start-Sleep 40; docker info "
             "--format '{{.ServerVersion}}'", "27.3.1", False),
    ("tool", "Bash", {"command": "dotnet run --project src/Shopfront.AppHost", "run_in_background": True,
                      "description": "Start the AppHost in the background"},
     "Command running in background with ID: bash_1", False),
    ("tool", "BashOutput", {"bash_id": "bash_1"}, ASPIRE_RUNNING, False),
    ("user", "dashboard opens but the browser says NET::ERR_CERT_AUTHORITY_INVALID"),
    ("bash", "dotnet dev-certs https --trust",
     "Trusting the HTTPS development certificate was requested. A confirmation prompt will be displayed if the "
     "certificate was not previously trusted. Click yes on the prompt to trust the certificate.\n"
     "Successfully trusted the existing HTTPS certificate.", False),
    ("say", "Trusted. Reload the dashboard tab."),
    ("user", "nope, still the same cert error in Firefox"),
    ("say", "Firefox keeps its own certificate store. Setting `security.enterprise_roots.enabled` to true in "
            "about:config makes it read the Windows store, where dev-certs put the certificate."),
    ("user", "leave it, I'll look at it later. commit the csproj"),
    ("bash", "git commit -am \"AppHost on Aspire 9 SDK\"",
     "[aspire 0c71e5b] AppHost on Aspire 9 SDK\n 1 file changed, 3 insertions(+), 1 deletion(-)", False),
])

LEPTOS_WASM = """Exit code 1
       Cargo finished cargo build --package=notes-leptos --lib --target-dir=target/front \
--target=wasm32-unknown-unknown --no-default-features --features=hydrate
error[E0463]: can't find crate for `core`
  |
  = note: the `wasm32-unknown-unknown` target may not be installed
  = help: consider downloading the target with `rustup target add wasm32-unknown-unknown`"""

LEPTOS_SCHEMA = """Exit code 1
       Front generating JS/WASM with wasm-bindgen
Error: at `cargo-leptos-0.2.24/src/compile/front.rs:137:10`

it looks like the Rust project used to create this wasm file was linked against
version of wasm-bindgen that uses a different bindgen format than this binary:

  rust wasm file schema version: 0.2.95
     this binary schema version: 0.2.93"""

LEPTOS_OK = """    Updating crates.io index
  Downgrading wasm-bindgen v0.2.95 -> v0.2.93
       Front generating JS/WASM with wasm-bindgen
    Finished generating JS/WASM for front in 412.338ms
       Cargo finished cargo build --package=notes-leptos --bin=notes-leptos --no-default-features --features=ssr"""

FISH_ENV = """Exit code 1
/home/rui/.cargo/env (line 4): 'case' builtin not inside of switch block
case ":${PATH}:" in
^~~^
from sourcing file /home/rui/.cargo/env
source: Error while reading file '/home/rui/.cargo/env'"""

LEPTOS_AXUM = """Exit code 1
error[E0433]: failed to resolve: use of undeclared crate or module `leptos_axum`
  --> src/app.rs:41:5
   |
41 |     leptos_axum::redirect("/login");
   |     ^^^^^^^^^^^ use of undeclared crate or module `leptos_axum`"""

S08 = ("/home/rui/dev/notes-leptos", "2026-12-10T19:45:00Z", "ssr", [
    ("user", "set up cargo leptos for this repo. my shell is fish btw, and new terminals don't find cargo since I "
             "reinstalled rustup"),
    ("bash", "cargo install cargo-leptos --locked",
     "    Installed package `cargo-leptos v0.2.24` (executable `cargo-leptos`)", False),
    ("bash", "cargo leptos build", LEPTOS_WASM, True),
    ("bash", "rustup target add wasm32-unknown-unknown",
     "info: downloading component 'rust-std' for 'wasm32-unknown-unknown'\n"
     "info: installing component 'rust-std' for 'wasm32-unknown-unknown'", False),
    ("bash", "cargo leptos build  # with the wasm target", LEPTOS_SCHEMA, True),
    ("say", "cargo-leptos 0.2.24 runs wasm-bindgen 0.2.93, but the lock file resolved the wasm-bindgen crate to "
            "0.2.95. The two have to match exactly, so I'll pin the crate."),
    ("edit", "/home/rui/dev/notes-leptos/Cargo.toml", 'wasm-bindgen = "0.2"', 'wasm-bindgen = "=0.2.93"'),
    ("bash", "cargo update -p wasm-bindgen --precise 0.2.93 && cargo leptos build", LEPTOS_OK, False),
    ("user", "nice. now the fish thing"),
    ("bash", "fish -c 'source ~/.cargo/env'", FISH_ENV, True),
    ("bash", "ls ~/.cargo/env*", "/home/rui/.cargo/env\n/home/rui/.cargo/env.fish", False),
    ("say", "rustup ships a fish version of the env script. I'll source that one from conf.d so every fish "
            "session gets cargo on PATH."),
    ("bash", "mkdir -p ~/.config/fish/conf.d && echo 'source \"$HOME/.cargo/env.fish\"' > "
             "~/.config/fish/conf.d/rustup.fish && fish -l -c 'command -v cargo'",
     "/home/rui/.cargo/bin/cargo", False),
    ("user", "now add a logout server fn that redirects to /login"),
    ("edit", "/home/rui/dev/notes-leptos/src/app.rs", "#[server]\npub async fn logout() -> Result<(), ServerFnError> {\n",
     "#[server]\npub async fn logout() -> Result<(), ServerFnError> {\n    leptos_axum::redirect(\"/login\");\n"),
    ("bash", "cargo leptos build  # logout fn", LEPTOS_AXUM, True),
    ("say", "leptos_axum is only a dependency under the ssr feature, and the front build compiles the crate with "
            "hydrate. Gating the call."),
    ("edit", "/home/rui/dev/notes-leptos/src/app.rs", "    leptos_axum::redirect(\"/login\");\n",
     "    #[cfg(feature = \"ssr\")]\n    leptos_axum::redirect(\"/login\");\n"),
    ("bash", "cargo check --features ssr",
     "    Checking notes-leptos v0.1.0 (/home/rui/dev/notes-leptos)\n    Finished `dev` profile [unoptimized + "
     "debuginfo] target(s) in 6.21s", False),
    ("say", "Compiles now."),
    ("user", "cool, commit it"),
    ("bash", "git commit -am 'Logout server fn, pin wasm-bindgen'",
     "[ssr 2a9f0d4] Logout server fn, pin wasm-bindgen\n 3 files changed, 21 insertions(+), 2 deletions(-)", False),
])

SESSIONS = {"s05-kong": S05, "s06-wails": S06, "s07-aspire": S07, "s08-leptos": S08}
