"""corpus23's scripted sessions, first part: Phoenix/Ecto on Linux, Terragrunt with OpenTofu on macOS zsh, vue-tsc
in Windows PowerShell 5.1, ts-node to tsx under ESM on Linux (with a Task), probe-rs with Embassy on Fedora."""
from __future__ import annotations

from tests.truth.corpus23_common import bad, ok, read, rejected

MIG = "priv/repo/migrations/20260301101500_accounts_citext_email.exs"

S01 = [
    ("user", "Make accounts.email case-insensitive and unique (citext), then run the tests."),
    ("write", f"/home/mira/src/ledger_web/{MIG}",
     "defmodule LedgerWeb.Repo.Migrations.AccountsCitextEmail do\n  use Ecto.Migration\n\n  def change do\n"
     "    alter table(:accounts) do\n      modify :email, :citext, null: false\n    end\n\n"
     "    create unique_index(:accounts, [:email])\n  end\nend\n"),
    bad("mix ecto.migrate", 1,
        "Compiling 1 file (.ex)\n\n10:15:32.118 [info] == Running 20260301101500 "
        "LedgerWeb.Repo.Migrations.AccountsCitextEmail.change/0 forward\n\n10:15:32.120 [info] alter table accounts\n"
        "** (Postgrex.Error) ERROR 42704 (undefined_object) type \"citext\" does not exist\n"
        "    (ecto_sql 3.11.1) lib/ecto/adapters/sql.ex:1054: Ecto.Adapters.SQL.raise_sql_call_error/1\n"
        "    (elixir 1.16.1) lib/enum.ex:1700: Enum.\"-map/2-lists^map_1/2-0-\"/2"),
    ("say", "The type comes from an extension that this database has never had enabled. I'll enable it inside the "
            "same migration, reversibly, before the alter."),
    ("edit", f"/home/mira/src/ledger_web/{MIG}", "  def change do\n",
     "  def change do\n    execute \"CREATE EXTENSION IF NOT EXISTS citext\", \"DROP EXTENSION IF EXISTS citext\"\n\n"),
    ok("mix ecto.migrate",
       "10:16:05.441 [info] == Running 20260301101500 LedgerWeb.Repo.Migrations.AccountsCitextEmail.change/0 forward"
       "\n\n10:16:05.443 [info] execute \"CREATE EXTENSION IF NOT EXISTS citext\"\n\n10:16:05.459 [info] alter table "
       "accounts\n\n10:16:05.471 [info] create index accounts_email_index\n\n"
       "10:16:05.478 [info] == Migrated 20260301101500 in 0.0s"),
    bad("mix test", 2,
        "Running ExUnit with seed: 482913, max_cases: 16\n\n....................\n\n"
        "  1) test sends welcome email after signup (LedgerWeb.AccountsTest)\n"
        "     test/ledger_web/accounts_test.exs:41\n"
        "     ** (DBConnection.OwnershipError) cannot find ownership process for #PID<0.612.0>.\n\n"
        "     When using ownership, you must manage connections in one\n     of the four ways:\n     ...\n"
        "     stacktrace:\n       (ledger_web 0.4.0) lib/ledger_web/mailer/welcome_worker.ex:18: "
        "LedgerWeb.Mailer.WelcomeWorker.perform/1\n\n................\n"
        "Finished in 1.9 seconds (0.6s async, 1.3s sync)\n37 tests, 1 failure"),
    ("say", "The welcome worker runs in a process the test never allowed into its sandbox connection. The DataCase "
            "already switches to shared mode when a module is not async, so the smallest change is to make "
            "this test module synchronous."),
    read("/home/mira/src/ledger_web/test/support/data_case.ex",
         "  setup tags do\n    pid = Ecto.Adapters.SQL.Sandbox.start_owner!(LedgerWeb.Repo, shared: not tags[:async])\n"
         "    on_exit(fn -> Ecto.Adapters.SQL.Sandbox.stop_owner(pid) end)\n    :ok\n  end"),
    ("edit", "/home/mira/src/ledger_web/test/ledger_web/accounts_test.exs",
     "  use LedgerWeb.DataCase, async: true", "  use LedgerWeb.DataCase, async: false"),
    ok("mix test test/ledger_web/accounts_test.exs",
       "Running ExUnit with seed: 90211, max_cases: 16\n\n.........\n"
       "Finished in 0.4 seconds (0.00s async, 0.4s sync)\n9 tests, 0 failures"),
    ok("mix test", "Running ExUnit with seed: 17760, max_cases: 16\n\n.....................................\n"
                   "Finished in 2.1 seconds (0.5s async, 1.6s sync)\n37 tests, 0 failures"),
    ("user", "nice. CI also runs the format check, does that pass?"),
    bad("mix format --check-formatted", 1,
        "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n"
        f"  * {MIG}"),
    ok(f"mix format {MIG} && mix format --check-formatted && echo formatted-ok", "formatted-ok"),
    ("user", "Should I run mix ecto.reset on staging so it picks the migration up?"),
    ("say", "No: `mix ecto.reset` drops and recreates the database, so staging would lose its data. Staging only "
            "needs the pending migration, run through the release: `bin/ledger_web eval "
            "\"LedgerWeb.Release.migrate\"`. Mix tasks are not in the release anyway."),
]

APP_HCL = "/Users/jonas/infra-live/live/staging/app/terragrunt.hcl"
S02 = [
    ("user", "We're moving this repo from terraform to OpenTofu. Get `terragrunt run-all plan` going for "
             "live/staging please."),
    bad("cd live/staging && terragrunt run-all plan --terragrunt-non-interactive", 1,
        "Group 1\n- Module /Users/jonas/infra-live/live/staging/vpc\n\nGroup 2\n"
        "- Module /Users/jonas/infra-live/live/staging/app\n\n"
        "ERRO[0003] Module /Users/jonas/infra-live/live/staging/app has finished with an error: "
        "/Users/jonas/infra-live/live/staging/vpc/terragrunt.hcl is a dependency of "
        "/Users/jonas/infra-live/live/staging/app/terragrunt.hcl but detected no outputs. Either the target module "
        "has not been applied yet, or the module has no outputs. If this is expected, set the skip_outputs flag to "
        "true on the dependency block.  prefix=[/Users/jonas/infra-live/live/staging/app]\n"
        "ERRO[0003] Unable to determine underlying exit code, so Terragrunt will exit with error code 1"),
    ("say", "The vpc module in staging has never been applied, so app has no outputs to read. Applying vpc first:"),
    rejected("cd live/staging/vpc && terragrunt apply -auto-approve"),
    ("user", "No applies from a laptop, CI does that. Make plan work without it."),
    ("say", "Then app needs mock outputs for vpc, limited to plan and validate so an apply can never use them."),
    ("edit", APP_HCL, "dependency \"vpc\" {\n  config_path = \"../vpc\"\n}",
     "dependency \"vpc\" {\n  config_path = \"../vpc\"\n\n  mock_outputs = {\n    vpc_id             = "
     "\"vpc-00000000\"\n    private_subnet_ids = [\"subnet-00000000\"]\n  }\n"
     "  mock_outputs_allowed_terraform_commands = [\"plan\", \"validate\"]\n}"),
    ok("cd live/staging && terragrunt run-all plan --terragrunt-non-interactive",
       "Group 1\n- Module /Users/jonas/infra-live/live/staging/vpc\n\nGroup 2\n"
       "- Module /Users/jonas/infra-live/live/staging/app\n\n"
       "OpenTofu used the selected providers to generate the following execution plan.\n...\n"
       "Plan: 9 to add, 0 to change, 0 to destroy.\n...\nPlan: 14 to add, 0 to change, 0 to destroy."),
    ("user", "CI runs on linux runners with -lockfile=readonly. Can you check init there?"),
    bad("docker run --rm -v \"$PWD\":/src -w /src/live/staging/vpc ghcr.io/opentofu/opentofu:1.7.2 init "
        "-lockfile=readonly -backend=false", 1,
        "Initializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock file\n"
        "\u2577\n\u2502 Error: Failed to install provider\n\u2502 \n\u2502 Error while installing hashicorp/aws "
        "v5.46.0: the local package for registry.opentofu.org/hashicorp/aws 5.46.0 doesn't match any of the "
        "checksums previously recorded in the dependency lock file (this might be because the available checksums "
        "are for packages targeting different platforms)\n\u2575"),
    ("say", "The lock file only carries darwin_arm64 hashes from this Mac. Recording both platforms:"),
    ok("cd live/staging/vpc && tofu providers lock -platform=linux_amd64 -platform=darwin_arm64",
       "- Fetching hashicorp/aws 5.46.0 for linux_amd64...\n- Retrieved hashicorp/aws 5.46.0 for linux_amd64 "
       "(signed, key ID 0C0AF313E5FD9F80)\n- Fetching hashicorp/aws 5.46.0 for darwin_arm64...\n"
       "- Retrieved hashicorp/aws 5.46.0 for darwin_arm64 (signed, key ID 0C0AF313E5FD9F80)\n"
       "- Obtained hashicorp/aws checksums for linux_amd64; Additional checksums for this platform are now tracked "
       "in the lock file\n- Obtained hashicorp/aws checksums for darwin_arm64; All checksums for this platform were "
       "already tracked in the lock file\n\nSuccess! OpenTofu has updated the lock file."),
    ok("git status --short", " M live/staging/app/terragrunt.hcl\n M live/staging/vpc/.terraform.lock.hcl"),
    ("say", "Both modules plan, and the vpc lock file now has linux_amd64 checksums. The app module's lock file "
            "will need the same `tofu providers lock` run before CI."),
]

TSC_APP = "C:\\Users\\dana\\code\\shop-admin\\tsconfig.app.json"
S03 = [
    ("user", "npm run typecheck fails since I moved the components under src/components/admin. Can you fix it?"),
    bad("npm run typecheck", 2,
        "\n> shop-admin@0.9.0 typecheck\n> vue-tsc --noEmit -p tsconfig.app.json\n\n"
        "src/views/OrdersView.vue:4:29 - error TS2307: Cannot find module '@/components/admin/OrderTable.vue' or its "
        "corresponding type declarations.\n\n4 import OrderTable from '@/components/admin/OrderTable.vue'\n"
        "                              ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\n\nFound 1 error in "
        "src/views/OrdersView.vue:4\n"),
    read(TSC_APP, "{\n  \"extends\": \"@vue/tsconfig/tsconfig.dom.json\",\n  \"include\": [\"env.d.ts\", "
                  "\"src/**/*\", \"src/**/*.vue\"],\n  \"compilerOptions\": {\n    \"composite\": true,\n"
                  "    \"noEmit\": true\n  }\n}"),
    ("say", "The `@/` alias lives only in vite.config.ts and the root tsconfig.json; vue-tsc runs with "
            "-p tsconfig.app.json, which has no paths of its own."),
    ("edit", TSC_APP, "    \"composite\": true,",
     "    \"composite\": true,\n    \"baseUrl\": \".\",\n    \"paths\": { \"@/*\": [\"./src/*\"] },"),
    bad("npm run typecheck && npm run lint", 1,
        "At line:1 char:19\n+ npm run typecheck && npm run lint\n+                   ~~\n"
        "The token '&&' is not a valid statement separator in this version.\n"
        "    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n"
        "    + FullyQualifiedErrorId : InvalidEndOfLine"),
    ("say", "This is Windows PowerShell 5.1, which has no `&&`. Chaining on `$?` instead."),
    ok("npm run typecheck; if ($?) { npm run lint }",
       "\n> shop-admin@0.9.0 typecheck\n> vue-tsc --noEmit -p tsconfig.app.json\n\n\n"
       "> shop-admin@0.9.0 lint\n> eslint . --ext .vue,.ts\n"),
    ("user", "great. the e2e prep uses npm run clean and that one is broken here too"),
    bad("npm run clean", 1,
        "\n> shop-admin@0.9.0 clean\n> rm -rf dist coverage\n\n'rm' is not recognized as an internal or external "
        "command,\noperable program or batch file."),
    ("say", "npm runs scripts through cmd.exe on Windows, where there is no `rm`. A cross-platform remover fixes it "
            "for everyone; changing the script to rimraf."),
    ("edit", "C:\\Users\\dana\\code\\shop-admin\\package.json", "\"clean\": \"rm -rf dist coverage\"",
     "\"clean\": \"rimraf dist coverage\""),
    ("user", "leave it like that, I'll add rimraf to the devDependencies myself when I do the lockfile bump"),
    ok("git diff --stat", " package.json      | 2 +-\n tsconfig.app.json | 2 ++\n 2 files changed, 3 insertions(+), "
                          "1 deletion(-)"),
]

S04 = [
    ("user", "I switched package.json to \"type\": \"module\" and now `npm run dev` dies. Fix it, but don't go back "
             "to CommonJS."),
    bad("npm run dev", 1,
        "\n> ingest-cli@2.3.0 dev\n> ts-node src/main.ts --dry-run\n\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: "
        "Unknown file extension \".ts\" for /home/ravi/work/ingest-cli/src/main.ts\n"
        "    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:160:9)\n"
        "    at defaultGetFormat (node:internal/modules/esm/get_format:203:36)\n"
        "    at defaultLoad (node:internal/modules/esm/load:143:22) {\n  code: 'ERR_UNKNOWN_FILE_EXTENSION'\n}\n\n"
        "Node.js v20.12.2"),
    ("task", "Check ts-node ESM options on Node 20",
     "The project is an ESM package (\"type\": \"module\") on Node 20.12 using ts-node 10.9. Find the supported ways "
     "to run src/main.ts directly, with their caveats. Do not change files.",
     "On Node 20, plain `ts-node` cannot load `.ts` files in an ESM package. Options:\n"
     "1. `node --loader ts-node/esm src/main.ts` works, but prints an ExperimentalWarning: `--loader` is being "
     "replaced by `--import` with `register()`.\n"
     "2. Replace ts-node with `tsx` (`tsx src/main.ts`), which handles ESM and CJS without flags.\n"
     "Caveat for option 1: under ESM resolution, relative imports must carry their `.js` extension "
     "(`./config.js`), or Node reports ERR_MODULE_NOT_FOUND."),
    bad("node --loader ts-node/esm src/main.ts --dry-run", 1,
        "(node:48213) ExperimentalWarning: `--experimental-loader` may be removed in the future; instead use "
        "`register()`:\n--import 'data:text/javascript,import { register } from \"node:module\"; import { "
        "pathToFileURL } from \"node:url\"; register(\"ts-node/esm\", pathToFileURL(\"./\"));'\n"
        "(Use `node --trace-warnings ...` to show where the warning was created)\n"
        "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/home/ravi/work/ingest-cli/src/config' imported from "
        "/home/ravi/work/ingest-cli/src/main.ts\n    at finalizeResolution (node:internal/modules/esm/resolve:264:11)"
        "\n  code: 'ERR_MODULE_NOT_FOUND',\n  url: 'file:///home/ravi/work/ingest-cli/src/config'\n}\n\n"
        "Node.js v20.12.2"),
    ("say", "The loader gets further, but now Node wants extensions on relative imports: every `./config` would "
            "have to become `./config.js` across src/. That's 40-odd imports, so I'll switch the runner to tsx "
            "instead, which resolves them as they are."),
    ok("npm i -D tsx@4.7.2", "\nadded 5 packages, and audited 214 packages in 3s\n\n41 packages are looking for "
                             "funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
    ("edit", "/home/ravi/work/ingest-cli/package.json", "\"dev\": \"ts-node src/main.ts --dry-run\"",
     "\"dev\": \"tsx src/main.ts --dry-run\""),
    ok("npm run dev", "\n> ingest-cli@2.3.0 dev\n> tsx src/main.ts --dry-run\n\n[ingest] dry run: 3 sources, 0 writes"),
    ("user", "great. does npm test still work?"),
    bad("npm test", 1,
        "\n> ingest-cli@2.3.0 test\n> mocha -r ts-node/register 'test/**/*.test.ts'\n\n"
        "TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for "
        "/home/ravi/work/ingest-cli/test/config.test.ts\n    at Object.getFileProtocolModuleFormat [as file:] "
        "(node:internal/modules/esm/get_format:160:9)"),
    ("edit", "/home/ravi/work/ingest-cli/package.json", "\"test\": \"mocha -r ts-node/register 'test/**/*.test.ts'\"",
     "\"test\": \"mocha --import=tsx 'test/**/*.test.ts'\""),
    ok("npm test", "\n> ingest-cli@2.3.0 test\n> mocha --import=tsx 'test/**/*.test.ts'\n\n\n\n  config\n"
                   "    \u2714 parses the source list\n    \u2714 rejects an empty config\n\n  sinks\n"
                   "    \u2714 batches writes by 500\n\n  12 passing (184ms)\n"),
    ("user", "thanks. drop ts-node from the deps then"),
    ok("npm uninstall ts-node", "\nremoved 18 packages, and audited 196 packages in 2s\n\nfound 0 vulnerabilities"),
]

RUN = "probe-rs run --chip STM32F401RETx target/thumbv7em-none-eabihf/release/blinky-embassy"
S05 = [
    ("user", "Flash the Nucleo-F401RE with cargo run --release, it's plugged in over USB."),
    bad("cargo run --release", 101,
        f"    Finished `release` profile [optimized + debuginfo] target(s) in 0.21s\n     Running `{RUN}`\n"
        "Error: Failed to open probe: Failed to open the debug probe.\n\nCaused by:\n"
        "    0: The debug probe could not be created.\n    1: A USB error occurred.\n"
        "    2: Access denied (insufficient permissions)\n"
        f"error: process didn't exit successfully: `{RUN}` (exit status: 1)"),
    ok("ls -l /dev/bus/usb/003/ && lsusb | grep -i st-link",
       "total 0\ncrw-rw-r--. 1 root root 189, 256 Mar  2 09:02 001\ncrw-rw-r--. 1 root root 189, 262 Mar  2 09:12 "
       "007\nBus 003 Device 007: ID 0483:374b STMicroelectronics ST-LINK/V2.1"),
    ("say", "The ST-LINK node is root-only. Installing probe-rs's udev rules and reloading udev."),
    ok("curl -fsSL https://probe.rs/files/69-probe-rs.rules -o /tmp/69-probe-rs.rules && sudo cp "
       "/tmp/69-probe-rs.rules /etc/udev/rules.d/ && sudo udevadm control --reload-rules && echo reloaded",
       "reloaded"),
    bad("cargo run --release", 101,
        f"    Finished `release` profile [optimized + debuginfo] target(s) in 0.18s\n     Running `{RUN}`\n"
        "Error: Failed to open probe: Failed to open the debug probe.\n\nCaused by:\n"
        "    0: The debug probe could not be created.\n    1: A USB error occurred.\n"
        "    2: Access denied (insufficient permissions)\n"
        f"error: process didn't exit successfully: `{RUN}` (exit status: 1)"),
    ("say", "Reloading only affects devices that appear from now on; the probe was already enumerated. Re-applying "
            "the rules to it:"),
    ok("sudo udevadm trigger --subsystem-match=usb --attr-match=idVendor=0483 && sleep 1 && ls -l "
       "/dev/bus/usb/003/007", "crw-rw-rw-+ 1 root plugdev 189, 262 Mar  2 09:14 /dev/bus/usb/003/007"),
    ok("probe-rs download --chip STM32F401RETx target/thumbv7em-none-eabihf/release/blinky-embassy",
       "      Erasing \u2714 [00:00:00] [########################] 16.00 KiB/16.00 KiB @ 41.03 KiB/s (eta 0s )\n"
       "  Programming \u2714 [00:00:00] [########################] 14.00 KiB/14.00 KiB @ 28.77 KiB/s (eta 0s )"
       "    Finished in 0.88s"),
    ("say", "Flashing works. `cargo run` keeps the RTT log attached forever, so I'll bound it with timeout to see "
            "the first defmt lines."),
    bad("timeout 8 cargo run --release", 124,
        f"    Finished `release` profile [optimized + debuginfo] target(s) in 0.17s\n     Running `{RUN}`\n"
        "      Erasing \u2714 [00:00:00] [########################] 16.00 KiB/16.00 KiB @ 40.12 KiB/s (eta 0s )\n"
        "  Programming \u2714 [00:00:00] [########################] 14.00 KiB/14.00 KiB @ 28.51 KiB/s (eta 0s )"
        "    Finished in 0.9s\n0.000000 INFO  Hello from blinky\n"
        "\u2514\u2500 blinky_embassy::____embassy_main_task::{async_fn#0} @ src/main.rs:14\n"
        "0.500213 INFO  led on\n1.000427 INFO  led off\n1.500640 INFO  led on"),
    ("user", "LED is blinking on the board now, thanks!"),
]

SOURCES = {
    "s01-phoenix-ecto": ("/home/mira/src/ledger_web", "2026-03-01T10:14:02Z", "feat/citext-email", S01),
    "s02-terragrunt-tofu": ("/Users/jonas/infra-live", "2026-03-02T08:40:11Z", "chore/tofu-migrate", S02),
    "s03-vue-tsc-powershell": ("C:\\Users\\dana\\code\\shop-admin", "2026-03-02T13:05:44Z", "fix/typecheck", S03),
    "s04-ts-node-esm": ("/home/ravi/work/ingest-cli", "2026-03-03T09:21:30Z", "esm", S04),
    "s05-probe-rs-embassy": ("/home/lin/fw/blinky-embassy", "2026-03-03T16:02:09Z", "main", S05),
}
