"""Scripted sessions of corpus48, part one: Beancount 3 with Fava on Linux bash, Taskwarrior 3 with the
Timewarrior hook for a fish user, Apple's Pkl on macOS zsh (ANSI colour), QMK firmware under WSL 2 (in Korean,
an interrupted call, file:line:col errors) and PocketBase 0.22 JS migrations in Windows PowerShell 7 (a rejected
tool use)."""
from __future__ import annotations

from tests.truth.corpus48_common import ESC, INTERRUPTED, REJECTED

E = ESC


def _bash(cmd: str, out: str, err: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", cmd, out, err)


BEAN = [
    ("user", "I split my ledger into yearly include files and now bean-check fails. Also fava should be reachable "
             "from my laptop on the LAN. Repo is ~/ledger, entry point main.beancount."),
    _bash("bean-check main.beancount",
          "Exit code 1\n/home/ines/ledger/2024/groceries.beancount:14:      Invalid reference to unknown account "
          "'Expenses:Food:Groceries'\n\n   2024-03-02 * \"Lidl\" \"weekly\"\n     Expenses:Food:Groceries   "
          "42.17 EUR\n     Assets:Bank:Checking\n", True),
    ("tool", "Grep", {"pattern": "Food:Gro", "path": "/home/ines/ledger", "output_mode": "content"},
     "accounts.beancount:31:2020-01-01 open Expenses:Food:Grocery EUR", False),
    ("say", "The open directive says `Expenses:Food:Grocery` (singular) while the postings use `Groceries`. "
            "I'll rename the open directive, since 40+ postings already use the plural."),
    ("edit", "/home/ines/ledger/accounts.beancount", "2020-01-01 open Expenses:Food:Grocery EUR",
     "2020-01-01 open Expenses:Food:Groceries EUR"),
    _bash("bean-check main.beancount",
          "Exit code 1\n/home/ines/ledger/2024/rent.beancount:3:      Invalid reference to inactive account "
          "'Liabilities:Deposit:Flat'\n\n   2024-01-28 * \"Hausverwaltung Kron\" \"deposit\"\n     "
          "Liabilities:Deposit:Flat   -2400.00 EUR\n     Assets:Bank:Checking\n", True),
    ("say", "Next one is different: the account exists but is opened on 2024-02-01, after the 2024-01-28 "
            "posting. Beancount rejects postings dated before an account's open directive."),
    ("edit", "/home/ines/ledger/accounts.beancount", "2024-02-01 open Liabilities:Deposit:Flat EUR",
     "2024-01-01 open Liabilities:Deposit:Flat EUR"),
    _bash("bean-check main.beancount && echo LEDGER-OK", "LEDGER-OK"),
    _bash("bean-query main.beancount \"SELECT account, sum(position) WHERE account ~ 'Groceries' GROUP BY account\"",
          "account                   sum(position)\n------------------------  -------------\nExpenses:Food:Groceries  "
          "1873.44 EUR"),
    _bash("timeout 5 fava main.beancount --port 5000",
          "Exit code 124\nStarting Fava on http://127.0.0.1:5000", True),
    ("user", "From the laptop I get connection refused on http://192.168.1.40:5000"),
    ("say", "Fava binds to 127.0.0.1 unless told otherwise, so only the box itself can reach it. Passing "
            "`--host 0.0.0.0` makes it listen on every interface."),
    _bash("timeout 5 fava --host 0.0.0.0 --port 5000 main.beancount",
          "Exit code 124\nStarting Fava on http://0.0.0.0:5000", True),
    ("user", "yes, it loads on the laptop now with the new Groceries account, thanks"),
]

TASK = [
    ("user", "fish shell here. When I `task 12 start` nothing shows up in timew. I installed the on-modify.timewarrior "
             "hook from the timew docs."),
    _bash("task config hooks on", "Config file /home/mara/.config/task/taskrc modified."),
    _bash("task 12 start", "Starting task 12 'write report'.\nStarted 1 task."),
    _bash("timew", "There is no active time tracking."),
    _bash("task diagnostics | grep -A4 -i hooks",
          "Hooks\n     System: Enabled\n   Location: /home/mara/.local/share/task/hooks\n   Inactive: "
          "on-modify.timewarrior (-x)\n     Active: (-none-)"),
    _bash("ls -l ~/.local/share/task/hooks/",
          "total 4\n-rw-r--r-- 1 mara mara 3110 Jun  2 10:11 on-modify.timewarrior"),
    ("say", "Diagnostics lists the hook as inactive with `(-x)`: Taskwarrior only runs hook scripts that carry the "
            "executable bit. `hooks on` was already the default, so that wasn't it."),
    _bash("chmod +x ~/.local/share/task/hooks/on-modify.timewarrior", ""),
    _bash("task 12 stop; task 12 start",
          "Stopping task 12 'write report'.\nStopped 1 task.\nStarting task 12 'write report'.\nTracking "
          "\"write report\" +work\n  Started 2025-06-02T10:14:09\n  Current                  09\n  Total          "
          "     0:00:00\nStarted 1 task."),
    ("user", "nice. Can you list pending tasks that are +work or +home?"),
    _bash("task ( +work or +home ) list",
          "Exit code 127\nfish: Unknown command: +work\nfish: \n( +work or +home )\n  ^~~~^\nin command "
          "substitution\n        called on standard input\n", True),
    ("say", "In fish, bare parentheses are command substitution, so fish tried to run `+work`. The parentheses must "
            "reach Taskwarrior as literal arguments, so I'll quote them."),
    _bash("task '(' +work or +home ')' list",
          "\nID Age  Project Tags Description      Urg \n12 3d   q2      work write report     8.9\n15 1d        "
          "  home fix bike light   1.8\n\n2 tasks"),
    _bash("timew summary :week",
          "\nWk  Date       Day Tags           Start      End    Time   Total\nW23 2025-06-02 Mon \"write report\" "
          "work 10:14:09 -   0:03:12 0:03:12\n\n                                                  0:03:12\n"),
]

PKL = [
    ("user", "pkl eval of config/prod.pkl to YAML started failing after I made it amend AppConfig.pkl. "
             "macOS, zsh, pkl 0.27."),
    _bash("pkl eval -f yaml config/prod.pkl",
          f"Exit code 1\n{E}[31m–– Pkl Error ––{E}[0m\nType constraint `isBetween(1, 65535)` violated.\n"
          "Value: 70000\n\n31 | port: Int(isBetween(1, 65535))\n               ^^^^^^^^^^^^^^^^^^^^\nat "
          "AppConfig#port (file:///Users/jun/svc/config/AppConfig.pkl, line 31)\n\n7 | port = 70000\n           "
          "^^^^^\nat prod#port (file:///Users/jun/svc/config/prod.pkl, line 7)\n", True),
    ("say", "prod.pkl sets `port = 70000`, outside the `isBetween(1, 65535)` constraint the amended module "
            "declares. The old value in the Helm chart was 7000, so this looks like a typo."),
    ("edit", "/Users/jun/svc/config/prod.pkl", "port = 70000", "port = 7000"),
    _bash("pkl eval -f yaml config/prod.pkl",
          "name: ledger-api\nport: 7000\nreplicas: 3\ndatabase:\n  host: db.prod.internal\n  pool: 20\n"),
    _bash("pkl eval -m out/ config/k8s.pkl",
          f"Exit code 1\n{E}[31m–– Pkl Error ––{E}[0m\nCannot find dependency `@k8s`.\n\n1 | amends "
          "\"@k8s/K8sResource.pkl\"\n           ^^^^^^^^^^^^^^^^^^^^^^^^^\nat k8s (file:///Users/jun/svc/config/"
          "k8s.pkl, line 1)\n\nHint: run `pkl project resolve` to resolve the project's dependencies.\n", True),
    _bash("pkl project resolve config/", "/Users/jun/svc/config/PklProject.deps.json"),
    _bash("pkl eval -m out/ config/k8s.pkl", "out/deployment.yaml\nout/service.yaml\nout/configmap.yaml"),
    ("say", "With `-m out/`, every entry of the module's `output.files` becomes its own file and pkl prints the "
            "paths it wrote."),
    ("user", "last thing: secrets.pkl reads read(\"prop:env\") and fails"),
    _bash("pkl eval config/secrets.pkl",
          f"Exit code 1\n{E}[31m–– Pkl Error ––{E}[0m\nCannot find resource `prop:env`.\n\n3 | env = read(\"prop:env\")"
          "\n          ^^^^^^^^^^^^^^^^\nat secrets#env (file:///Users/jun/svc/config/secrets.pkl, line 3)\n", True),
    ("say", "`prop:` resources come from `-p name=value` on the command line; nothing passes `env` here. Do you want "
            "me to rerun it with `-p env=prod`, or should secrets.pkl fall back with `read?(\"prop:env\") ?? "
            "\"dev\"`?"),
    ("user", "leave it for now, I need to ask the team which default they want. Let's stop here."),
]

QMK = [
    ("user", "QMK 펌웨어 컴파일이 안 돼요. WSL2 우분투에서 하고 있고, 키보드는 keebio/iris/rev8, 키맵은 jiwoo 예요."),
    _bash("qmk compile -kb keebio/iris/rev8 -km jiwoo",
          "Exit code 1\nΨ Compiling keymap with gmake -r -R -f builddefs/build_keyboard.mk -s "
          "KEYBOARD=keebio/iris/rev8 "
          "KEYMAP=jiwoo KEYBOARD_FILESAFE=keebio_iris_rev8 TARGET=keebio_iris_rev8_jiwoo VERBOSE=false "
          "COLOR=true SILENT=false QMK_BIN=\"qmk\"\n\nCompiling: keyboards/keebio/iris/keymaps/jiwoo/keymap.c"
          "                                  keyboards/keebio/iris/keymaps/jiwoo/keymap.c:41:9: error: 'KC_LANG1' "
          "undeclared here (not in a function); did you mean 'KC_LNG1'?\n   41 |         KC_LANG1, KC_LANG2, "
          "_______, _______,\n      |         ^~~~~~~~\n      |         KC_LNG1\n [ERRORS]\n | \n | \n | \nmake: "
          "*** [builddefs/common_rules.mk:373: .build/obj_keebio_iris_rev8_jiwoo/keyboards/keebio/iris/keymaps/"
          "jiwoo/keymap.o] Error 1\n", True),
    ("say", "QMK 0.22에서 `KC_LANG1`/`KC_LANG2` 키코드가 `KC_LNG1`/`KC_LNG2`로 이름이 바뀌었어요. 키맵을 고칠게요."),
    ("edit", "/home/jiwoo/qmk_firmware/keyboards/keebio/iris/keymaps/jiwoo/keymap.c", "KC_LANG1, KC_LANG2,",
     "KC_LNG1, KC_LNG2,"),
    _bash("qmk compile -kb keebio/iris/rev8 -km jiwoo",
          "Ψ Compiling keymap with gmake -r -R -f builddefs/build_keyboard.mk -s KEYBOARD=keebio/iris/rev8 "
          "KEYMAP=jiwoo\n\nCompiling: keyboards/keebio/iris/keymaps/jiwoo/keymap.c                          "
          "[OK]\nLinking: .build/keebio_iris_rev8_jiwoo.elf                                          [OK]\n"
          "Creating load file for flashing: .build/keebio_iris_rev8_jiwoo.hex                    [OK]\nCopying "
          "keebio_iris_rev8_jiwoo.hex to qmk_firmware folder                               [OK]\nChecking file size "
          "of keebio_iris_rev8_jiwoo.hex                                    [OK]\n * The firmware size is fine - "
          "27142/28672 (94%, 1530 bytes free)"),
    ("user", "컴파일 됐네요! 이제 플래시해 주세요."),
    _bash("qmk flash -kb keebio/iris/rev8 -km jiwoo", INTERRUPTED, True),
    ("user", "계속 'Waiting for USB serial port - reset your controller now' 만 떠서 멈췄어요. WSL에서는 USB가 안 "
             "보이는 것 같아요."),
    ("say", "맞아요, WSL2에는 USB 장치가 기본으로 안 붙어요. Windows PowerShell(관리자)에서 `usbipd bind --busid 2-3` "
            "후 `usbipd attach --wsl --busid 2-3` 로 붙일 수 있지만, caterina 부트로더는 리셋할 때마다 다시 "
            "열거되어서 붙였던 게 떨어져요. 가장 간단한 방법은 Windows 쪽에서 QMK Toolbox로 "
            "`\\\\wsl$\\Ubuntu\\home\\jiwoo\\qmk_firmware\\keebio_iris_rev8_jiwoo.hex` 를 여는 거예요."),
    ("user", "Toolbox는 나중에 해볼게요. 그런데 용량이 94%인데 괜찮은 건가요?"),
    ("say", "여유가 1530 bytes라서 기능을 더 넣으면 모자라요. rules.mk에 `LTO_ENABLE = yes` 를 넣으면 보통 줄어들어요."),
    ("edit", "/home/jiwoo/qmk_firmware/keyboards/keebio/iris/keymaps/jiwoo/rules.mk", "RGBLIGHT_ENABLE = no",
     "RGBLIGHT_ENABLE = no\nLTO_ENABLE = yes"),
    _bash("qmk compile -kb keebio/iris/rev8 -km jiwoo 2>&1 | tail -2",
          "Checking file size of keebio_iris_rev8_jiwoo.hex                                    [OK]\n * The firmware "
          "size is fine - 25318/28672 (88%, 3354 bytes free)"),
    ("user", "오 88%로 줄었네요. 됐어요, 고마워요!"),
]

PB = [
    ("user", "PocketBase: my new JS migration makes `serve` fail, and a hook in pb_hooks never runs. Windows, "
             "PowerShell 7, project in C:\\Users\\Tomasz\\src\\notes-pb."),
    _bash(".\\pocketbase.exe serve --dir .\\pb_data",
          "Exit code 1\nError: failed to apply migration 1718001234_add_notes.js: TypeError: Object has no member "
          "'save' at C:\\Users\\Tomasz\\src\\notes-pb\\pb_migrations\\1718001234_add_notes.js:12:13(34)", True),
    _bash(".\\pocketbase.exe --version", "pocketbase version 0.22.14"),
    ("say", "The migration uses the v0.23 API (`migrate((app) => { ... app.save(collection) })`) but the binary is "
            "0.22.14, where migrations get `db` and save through `Dao(db)`. The failed migration may have left "
            "state behind, so I'll start from a clean data dir."),
    _bash("Remove-Item -Recurse -Force .\\pb_data", REJECTED, True),
    ("user", "No! pb_data has my real notes. A migration that throws isn't recorded as applied, so just fix the "
             "file and run serve again."),
    ("edit", "C:\\Users\\Tomasz\\src\\notes-pb\\pb_migrations\\1718001234_add_notes.js",
     "migrate((app) => {\n  const collection = new Collection({", "migrate((db) => {\n  const collection = new "
     "Collection({"),
    ("edit", "C:\\Users\\Tomasz\\src\\notes-pb\\pb_migrations\\1718001234_add_notes.js", "  app.save(collection)",
     "  return Dao(db).saveCollection(collection)"),
    _bash(".\\pocketbase.exe serve --dir .\\pb_data",
          "2025/06/03 09:12:44 Applied 1718001234_add_notes.js\n2025/06/03 09:12:44 Server started at "
          "http://127.0.0.1:8090\n├─ REST API: http://127.0.0.1:8090/api/\n└─ Admin UI: http://127.0.0.1:8090/_/"),
    ("user", "great. And the hook? pb_hooks\\main.js should print 'notes hooks loaded' on start, it never does."),
    _bash("Get-ChildItem .\\pb_hooks | Select-Object Name, Length",
          "\nName    Length\n----    ------\nmain.js    412\n"),
    ("say", "PocketBase's JSVM only loads files in pb_hooks whose names end in `.pb.js`; a plain `main.js` is "
            "ignored without a warning."),
    _bash("Rename-Item .\\pb_hooks\\main.js main.pb.js", ""),
    _bash(".\\pocketbase.exe serve --dir .\\pb_data",
          "notes hooks loaded\n2025/06/03 09:15:02 Server started at http://127.0.0.1:8090\n├─ REST API: "
          "http://127.0.0.1:8090/api/\n└─ Admin UI: http://127.0.0.1:8090/_/"),
]

SOURCES = {
    "bean": ("/home/ines/ledger", "2025-06-01T08:00:00Z", "main", BEAN),
    "task": ("/home/mara", "2025-06-02T10:05:00Z", "HEAD", TASK),
    "pkl": ("/Users/jun/svc", "2025-06-02T13:30:00Z", "pkl-config", PKL),
    "qmk": ("/home/jiwoo/qmk_firmware", "2025-06-03T01:10:00Z", "jiwoo-keymap", QMK),
    "pb": ("C:\\Users\\Tomasz\\src\\notes-pb", "2025-06-03T09:05:00Z", "main", PB),
}
