"""Scripted sessions of corpus45, part three: goose migrations against Postgres under WSL 2 (an interrupted call),
Karabiner-Elements complex modifications on macOS zsh, Hammerspoon's hs CLI on macOS zsh, a Home Manager flake for a
fish user, the Azure Static Web Apps CLI in Windows PowerShell 7 (a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus_makers import INTERRUPTED, REJECTED

_G = "goose -dir db/migrations postgres \"$ORDERS_DSN\""

GOOSE = [
    ("user", "goose up fails on the new index migration, fix it. I'm in WSL 2; postgres runs in Docker Desktop on "
             "5433 and the DSN is in $ORDERS_DSN"),
    ("bash", f"{_G} status",
     "2026/03/09 10:02:11     Applied At                  Migration\n"
     "2026/03/09 10:02:11     =======================================\n"
     "2026/03/09 10:02:11     Mon Mar  2 08:14:51 2026 -- 20260210093000_create_orders.sql\n"
     "2026/03/09 10:02:11     Mon Mar  2 08:14:51 2026 -- 20260218150000_add_status.sql\n"
     "2026/03/09 10:02:11     Pending                  -- 20260305120000_orders_customer_idx.sql\n"
     "2026/03/09 10:02:11     Pending                  -- 20260306090000_backfill_totals.sql", False),
    ("bash", "goose -allow-missing -dir db/migrations postgres \"$ORDERS_DSN\" up",
     "Exit code 1\n2026/03/09 10:02:40 goose run: ERROR 20260305120000_orders_customer_idx.sql: failed to parse SQL "
     "migration file: failed to parse migration: must start with '-- +goose Up' annotation, see "
     "https://pressly.github.io/goose/annotations", True),
    ("say", "The file starts with `-- migrate:up` (dbmate's header), which goose doesn't know."),
    ("edit", "/home/kenji/work/orders-svc/db/migrations/20260305120000_orders_customer_idx.sql", "-- migrate:up\n",
     "-- +goose Up\n"),
    ("bash", f"{_G} up",
     "Exit code 1\n2026/03/09 10:04:02 goose run: ERROR 20260305120000_orders_customer_idx.sql: failed to run SQL "
     "migration: failed to execute SQL query \"CREATE INDEX CONCURRENTLY orders_customer_idx ON orders "
     "(customer_id);\": ERROR: CREATE INDEX CONCURRENTLY cannot run inside a transaction block (SQLSTATE 25001)", True),
    ("say", "goose wraps each migration in a transaction unless the file opts out."),
    ("edit", "/home/kenji/work/orders-svc/db/migrations/20260305120000_orders_customer_idx.sql", "-- +goose Up\n",
     "-- +goose NO TRANSACTION\n-- +goose Up\n"),
    ("bash", f"{_G} up",
     "2026/03/09 10:05:17 OK   20260305120000_orders_customer_idx.sql (1.84s)\n"
     "2026/03/09 10:05:19 OK   20260306090000_backfill_totals.sql (2.11s)\n"
     "2026/03/09 10:05:19 goose: successfully migrated database to version: 20260306090000", False),
    ("user", "pulled main, Aiko's refunds migration came in. run up again"),
    ("bash", f"git pull --rebase origin main && {_G} up",
     "Exit code 1\nSuccessfully rebased and updated refs/heads/feat/order-index.\n"
     "2026/03/09 10:21:40 goose run: error: found 1 missing migrations before current version 20260306090000:\n"
     "\tversion 20260301110000: db/migrations/20260301110000_add_refunds.sql", True),
    ("say", "Aiko's migration is dated before ours, and goose refuses to apply an older version out of order. "
            "Simplest locally is to reset and replay everything."),
    ("bash", f"{_G} reset", INTERRUPTED, True),
    ("user", "no, reset wipes my local test data. leave it, I'll sort the ordering out with Aiko"),
]

_KC = "'/Library/Application Support/org.pqrs/Karabiner-Elements/bin/karabiner_cli'"

KARABINER = [
    ("user", "my caps-lock to escape rule in assets/complex_modifications/caps.json doesn't show up in Karabiner's "
             "list of rules"),
    ("bash", f"{_KC} --lint-complex-modifications assets/complex_modifications/caps.json",
     "Exit code 1\nassets/complex_modifications/caps.json: error: `to` entry error: unknown key `key_codee` in "
     "`{\"key_codee\":\"escape\"}`", True),
    ("say", "A typo in the `to` entry; the whole file is skipped when one rule fails to parse."),
    ("edit", "/Users/hugo/.config/karabiner/assets/complex_modifications/caps.json", "\"key_codee\": \"escape\"",
     "\"key_code\": \"escape\""),
    ("bash", f"{_KC} --lint-complex-modifications assets/complex_modifications/caps.json",
     "assets/complex_modifications/caps.json: ok", False),
    ("user", "it's in the list now and I enabled it, but caps still types capitals"),
    ("bash", "log show --last 5m --predicate 'process == \"karabiner_grabber\"' --style compact | tail -n 1",
     "2026-03-10 21:14:03.118 E  karabiner_grabber[412:1a2f] [org.pqrs:grabber] IOHIDDeviceOpen error: "
     "(iokit/common) not permitted Apple Internal Keyboard / Trackpad", False),
    ("say", "karabiner_grabber isn't allowed to open the keyboard, which is the Input Monitoring permission. In "
            "System Settings → Privacy & Security → Input Monitoring, turn karabiner_grabber on (off and on again "
            "if it is already listed). Can you confirm caps acts as escape after that?"),
    ("user", "toggled it off and on, still types capitals"),
    ("say", "Then the virtual keyboard's driver extension probably still needs approval: System Settings → General "
            "→ Login Items & Extensions → Driver Extensions → enable Karabiner-DriverKit-VirtualHIDDevice."),
    ("user", "have to run to a meeting, later"),
]

HAMMERSPOON = [
    ("user", "I want to reload my hammerspoon config from the terminal. `hs` is installed but doesn't work"),
    ("bash", "hs -c 'hs.reload()'",
     "Exit code 69\nerror: can't access Hammerspoon message port Hotkeys; is it running with the ipc module loaded?",
     True),
    ("bash", "grep -n 'hs.ipc' init.lua", "Exit code 1", True),
    ("edit", "/Users/priya/.hammerspoon/init.lua", "local hyper = {\"cmd\", \"alt\", \"ctrl\"}",
     "require(\"hs.ipc\")\nlocal hyper = {\"cmd\", \"alt\", \"ctrl\"}"),
    ("say", "Hammerspoon only opens the message port once hs.ipc is loaded, so this first time the config has to "
            "be reloaded from the menu bar icon (Reload Config). After that the CLI can reload it."),
    ("user", "reloaded from the menu"),
    ("bash", "hs -c 'hs.reload()'; sleep 2; hs -c 'print(hs.screen.mainScreen():name())'", "Built-in Retina Display",
     False),
    ("user", "cool. my window snap hotkey hyper+left never fires though"),
    ("bash", "hs -c 'print(hs.console.getConsole():sub(-330))'",
     "2026-03-11 09:12:44: -- Loading extension: window\n2026-03-11 09:12:44: ** Warning:   hotkey: This hotkey is "
     "already in use by another application or the system: ⌘⌥⌃←\n2026-03-11 09:12:44: hint: free it in System "
     "Settings → Keyboard → Keyboard Shortcuts → Mission Control (Move left a space)", False),
    ("say", "macOS's Mission Control shortcut ctrl+← (Move left a space) still grabs the key with cmd and alt held. "
            "Unticking it in Keyboard Shortcuts → Mission Control frees hyper+left for Hammerspoon."),
    ("user", "ok, I'll look at it tonight"),
]

HOME_MANAGER = [
    ("user", "switch to my new home-manager flake, I moved the fish config into it"),
    ("bash", "home-manager switch --flake .#alice",
     "Exit code 1\nerror:\n       … while evaluating the attribute 'activationPackage'\n\n"
     "       error: path '/nix/store/0v5k7d1qz9x3-source/modules/fish.nix' does not exist", True),
    ("say", "A flake only sees files git tracks, and modules/fish.nix is new and untracked."),
    ("bash", "git add modules/fish.nix; and git status --short", "A  modules/fish.nix", False),
    ("bash", "home-manager switch --flake .#alice",
     "Exit code 1\nStarting Home Manager activation\nActivating checkFilesChanged\nActivating checkLinkTargets\n"
     "Existing file '/home/alice/.config/fish/config.fish' is in the way of "
     "'/nix/store/9c1m2w8hh0-home-manager-files/.config/fish/config.fish'\nPlease do one of the following:\n"
     "- Move or remove the above files and try again.\n- In standalone mode, use 'home-manager switch -b backup' to "
     "back up\n  files automatically.", True),
    ("bash", "home-manager switch -b backup --flake .#alice",
     "Starting Home Manager activation\nActivating checkFilesChanged\nActivating checkLinkTargets\n"
     "Existing file '/home/alice/.config/fish/config.fish' is in the way of "
     "'/nix/store/9c1m2w8hh0-home-manager-files/.config/fish/config.fish', will be moved to "
     "'/home/alice/.config/fish/config.fish.backup'\nActivating linkGeneration\n"
     "Creating home file links in /home/alice\nActivating onFilesChange", False),
    ("user", "fish loads the config now, but ~/.local/bin isn't on my PATH even though home.sessionPath has it"),
    ("bash", "fish -c 'contains ~/.local/bin $PATH; and echo yes; or echo no'", "no", False),
    ("say", "home.sessionPath is exported from hm-session-vars, which fish only reads in a login shell. A new "
            "login, or `exec fish -l` in this terminal, picks it up."),
    ("user", "ok thanks, the prompt theme looks great by the way"),
]

SWA = [
    ("user", "swa start doesn't work on my machine, the api never comes up"),
    ("bash", "swa start dist --api-location api",
     "Exit code 1\n\nWelcome to Azure Static Web Apps CLI (2.0.2)\n\nUsing configuration \"recipes-web\" from file:\n"
     "  C:\\src\\recipes-web\\swa-cli.config.json\n\n✖ Could not find or install Azure Functions Core Tools.\n"
     "✖ Install Azure Functions Core Tools with:\n  npm i -g azure-functions-core-tools@4 --unsafe-perm true\n"
     "✖ See https://aka.ms/functions-core-tools for more information.", True),
    ("bash", "npm i -g azure-functions-core-tools@4 --unsafe-perm true", REJECTED, True),
    ("user", "no global npm installs on this machine, use winget"),
    ("bash", "winget install --id Microsoft.Azure.FunctionsCoreTools -e --accept-source-agreements",
     "Found Azure Functions Core Tools [Microsoft.Azure.FunctionsCoreTools] Version 4.0.6821\n"
     "This application is licensed to you by its owner.\nDownloading https://go.microsoft.com/fwlink/?linkid=2174087\n"
     "Successfully verified installer hash\nStarting package install...\nSuccessfully installed", False),
    ("bash", "$env:Path = [Environment]::GetEnvironmentVariable('Path','Machine') + ';' + "
             "[Environment]::GetEnvironmentVariable('Path','User'); func --version", "4.0.6821", False),
    ("bash", "Start-Process -NoNewWindow swa -ArgumentList 'start dist --api-location api' "
             "-RedirectStandardOutput swa.log; Start-Sleep 25; Get-Content swa.log -Tail 3",
     "[api]         recipes: [GET] http://localhost:7071/api/recipes\n[swa] \n"
     "[swa] Azure Static Web Apps emulator started at http://localhost:4280. Press CTRL+C to exit.", False),
    ("user", "the app loads, but refreshing /recipes/42 gives a 404"),
    ("bash", "curl.exe -s -o NUL -w \"%{http_code}\" http://localhost:4280/recipes/42", "404", False),
    ("say", "staticwebapp.config.json has no navigationFallback, so a deep link is looked up as a static file."),
    ("edit", "C:\\src\\recipes-web\\staticwebapp.config.json", "  \"routes\": [",
     "  \"navigationFallback\": {\n    \"rewrite\": \"/index.html\",\n    \"exclude\": [\"/assets/*\", \"/api/*\"]\n"
     "  },\n  \"routes\": ["),
    ("bash", "curl.exe -s -o NUL -w \"%{http_code}\" http://localhost:4280/recipes/42; curl.exe -s -o NUL -w "
             "\" %{content_type}\" http://localhost:4280/assets/index-4f2a9c.js", "200 text/javascript", False),
]

SOURCES = {
    "goose-wsl": ("/home/kenji/work/orders-svc", "2026-03-09T10:00:00Z", "feat/order-index", GOOSE),
    "karabiner-caps": ("/Users/hugo/.config/karabiner", "2026-03-10T21:05:00Z", "HEAD", KARABINER),
    "hammerspoon-ipc": ("/Users/priya/.hammerspoon", "2026-03-11T09:00:00Z", "main", HAMMERSPOON),
    "home-manager-fish": ("/home/alice/dotfiles", "2026-03-12T19:30:00Z", "main", HOME_MANAGER),
    "swa-cli": ("C:\\src\\recipes-web", "2026-03-13T13:45:00Z", "main", SWA),
}
