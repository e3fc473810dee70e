"""Cases of the fortieth tracking corpus (tables in tracking40_cases.py): the Supabase CLI with no linked project
(in PowerShell), the Windows python App Execution Alias stub (a prose-only fix, in cmd and PowerShell), and
OpenOCD's LIBUSB_ERROR_ACCESS without udev rules."""
from __future__ import annotations

from tests.truth.tracking40_cases import T
from tests.truth.tracking_tables import err, ok, read, say, user, write

SB_NOREF = "Cannot find project ref. Have you run supabase link?\nTry rerunning the command with --debug to troubleshoot the error."


def supabase_link() -> None:
    T.source(
        "s-supabase-link", "C:\\Users\\hana\\src\\todo-app", "2026-04-04T05:00:00Z", "main",
        user("push the new migrations to our hosted supabase project (ref abcdwxyzqrstuvmnopef). I'm in PowerShell"),
        err("powershell -NoProfile -Command \"npx supabase db push\"", SB_NOREF),
        say("db push works on the linked project, and this checkout was never linked. Linking once writes "
            "supabase/.temp/project-ref."),
        ok("powershell -NoProfile -Command \"npx supabase link --project-ref abcdwxyzqrstuvmnopef; npx supabase db push\"",
           "Connecting to remote database...\nFinished supabase link.\nConnecting to remote database...\n"
           "Do you want to push these migrations to the remote database?\n • 20260403_add_todos.sql\n\n [Y/n] y\n"
           "Applying migration 20260403_add_todos.sql...\nFinished supabase db push."),
    )
    T.lesson(
        "t40-supabase-link", "project", "en", "s-supabase-link", "workflow",
        "Supabase CLI remote commands fail until the checkout is linked to a project",
        "`npx supabase db push` fails with `Cannot find project ref. Have you run supabase link?`",
        "Being logged in (`supabase login`) is not enough, and a fresh clone never has the link because "
        "supabase/.temp is not committed.",
        "Remote commands read the project ref written by `supabase link` into supabase/.temp; without it they do not "
        "know which hosted project to talk to.",
        "Run `supabase link --project-ref <ref>` once per checkout (through npx or pnpm as the repo does), or pass "
        "`--project-ref <ref>` to commands that accept it, such as `supabase functions deploy`.",
        ["`Cannot find project ref. Have you run supabase link?`",
         "`npx supabase link --project-ref abcdwxyzqrstuvmnopef; npx supabase db push`",
         "`Finished supabase db push.`"])

    T.later(
        "l-sb-pnpm-types", "C:\\Users\\hana\\src\\todo-app", "2026-04-10T06:00:00Z", "types",
        user("regenerate the database types from the hosted project"),
        ok("powershell -NoProfile -Command \"pnpm supabase link --project-ref abcdwxyzqrstuvmnopef; pnpm supabase gen "
           "types typescript --linked | Out-File -Encoding utf8 src/db.types.ts\"", "Finished supabase link."),
        ok("powershell -NoProfile -Command \"pnpm tsc --noEmit\"", ""),
    )
    T.pair("t40-supabase-link", "l-sb-pnpm-types", "applied",
           "supabase link --project-ref through pnpm before gen types --linked; no project-ref error")

    T.later(
        "l-sb-functions", "C:\\Users\\hana\\src\\todo-app", "2026-04-12T07:00:00Z", "email",
        user("deploy the send-email edge function to production (ref abcdwxyzqrstuvmnopef)"),
        ok("powershell -NoProfile -Command \"npx supabase functions deploy send-email --project-ref abcdwxyzqrstuvmnopef\"",
           "Bundling Function: send-email\nDeploying Function: send-email (script size: 41.2kB)\n"
           "Deployed Functions on project abcdwxyzqrstuvmnopef: send-email"),
    )
    T.pair("t40-supabase-link", "l-sb-functions", "applied",
           "functions deploy given --project-ref, a form the lesson names; deploys fine")

    T.later(
        "l-sb-fresh-clone", "D:\\work\\todo-app", "2026-04-15T08:00:00Z", "main",
        user("I cloned todo-app on my desktop; apply the pending migrations"),
        err("powershell -NoProfile -Command \"npx supabase db push\"", SB_NOREF),
        ok("powershell -NoProfile -Command \"npx supabase link --project-ref abcdwxyzqrstuvmnopef; npx supabase db push\"",
           "Finished supabase link.\nApplying migration 20260414_due_dates.sql...\nFinished supabase db push."),
    )
    T.pair("t40-supabase-link", "l-sb-fresh-clone", "recurred",
           "db push fails with Cannot find project ref on a fresh clone on another machine, then fixed")

    T.later(
        "l-sb-other-repo", "/home/hana/src/crm", "2026-04-18T09:00:00Z", "main",
        user("generate typescript types for the crm supabase project"),
        err("npx supabase gen types typescript --linked > src/types.ts", SB_NOREF),
        say("crm isn't linked yet. What's its project ref?"),
    )
    T.pair("t40-supabase-link", "l-sb-other-repo", "recurred",
           "the same project-ref error from gen types --linked in another repository")

    T.later(
        "l-sb-local-docker", "C:\\Users\\hana\\src\\todo-app", "2026-04-20T10:00:00Z", "local",
        user("start the local supabase stack"),
        err("powershell -NoProfile -Command \"npx supabase start\"",
            "failed to inspect service: error during connect: in the default daemon configuration on Windows, the "
            "docker client must be run with elevated privileges to connect: Get \"http://%2F%2F.%2Fpipe%2Fdocker_engine"
            "/v1.46/containers/supabase_db_todo-app/json\": open //./pipe/docker_engine: The system cannot find the file "
            "specified.\nDocker Desktop is a prerequisite for local development."),
        say("Docker Desktop isn't running. Start it and I'll retry."),
    )
    T.pair("t40-supabase-link", "l-sb-local-docker", "neither",
           "a different Supabase CLI error (Docker not running for the local stack); linking is not involved")

    T.later(
        "l-sb-migration-new", "C:\\Users\\hana\\src\\todo-app", "2026-04-22T11:00:00Z", "tags",
        user("create a migration for a tags table"),
        ok("powershell -NoProfile -Command \"npx supabase migration new add_tags\"",
           "Created new migration at supabase/migrations/20260422110021_add_tags.sql"),
        write("C:\\Users\\hana\\src\\todo-app\\supabase\\migrations\\20260422110021_add_tags.sql",
              "create table tags (id bigint generated always as identity primary key, name text not null unique);\n"),
    )
    T.pair("t40-supabase-link", "l-sb-migration-new", "neither",
           "the CLI only creates a local migration file; no remote command, no link")

    T.later(
        "l-sb-march", "C:\\Users\\hana\\src\\todo-app", "2026-03-28T05:00:00Z", "main",
        user("link the repo to the hosted project"),
        ok("powershell -NoProfile -Command \"npx supabase link --project-ref abcdwxyzqrstuvmnopef\"", "Finished supabase link."),
    )
    T.pair("t40-supabase-link", "l-sb-march", "neither", "dated before the lesson's source session")


PY_STUB = ("Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut "
           "from Settings > Manage App Execution Aliases.")


def python_alias() -> None:
    T.source(
        "s-win-python-alias", "C:\\Users\\hana\\src\\tools", "2026-04-03T08:00:00Z", "main",
        user("I installed Python 3.12 from python.org but `python` in cmd still doesn't work. check"),
        err("cmd /c \"python --version\"", PY_STUB, 9009),
        ok("cmd /c \"where python\"", "C:\\Users\\hana\\AppData\\Local\\Microsoft\\WindowsApps\\python.exe\n"
           "C:\\Users\\hana\\AppData\\Local\\Programs\\Python\\Python312\\python.exe"),
        say("The first python.exe on PATH is the Microsoft Store alias stub in WindowsApps, not your install. Open "
            "Settings > Apps > Advanced app settings > App execution aliases and turn off the two 'App Installer' "
            "entries for python.exe and python3.exe, then tell me."),
        user("done, both off"),
        ok("cmd /c \"where python && python --version\"",
           "C:\\Users\\hana\\AppData\\Local\\Programs\\Python\\Python312\\python.exe\nPython 3.12.7"),
    )
    T.lesson(
        "t40-win-python-alias", "global", "en", "s-win-python-alias", "workflow",
        "On Windows the Store's python.exe alias shadows a real Python install",
        "`python --version` in cmd prints `Python was not found; run without arguments to install from the "
        "Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.` (exit 9009) even "
        "though Python is installed.",
        "`where python` lists the real install too, so PATH looks right; the WindowsApps stub simply comes first.",
        "Windows ships App Execution Alias stubs for python.exe and python3.exe in %LOCALAPPDATA%\\Microsoft\\"
        "WindowsApps, which sits ahead of the python.org install on the user PATH.",
        "Turn off the python.exe and python3.exe App Execution Aliases in Settings (Apps, Advanced app settings, App "
        "execution aliases), or remove those stubs, or put the real Python folder ahead of WindowsApps on PATH.",
        ["`Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut "
         "from Settings > Manage App Execution Aliases.`",
         "`C:\\Users\\hana\\AppData\\Local\\Microsoft\\WindowsApps\\python.exe`",
         "`Python 3.12.7`"])

    T.later(
        "l-py-remove-stub", "C:\\Users\\hana\\src\\scraper", "2026-04-09T09:00:00Z", "main",
        user("set this laptop up to run the scraper; python.org 3.12 is installed"),
        ok("powershell -NoProfile -Command \"Remove-Item $env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python.exe, "
           "$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python3.exe; python --version\"", "Python 3.12.7"),
        ok("powershell -NoProfile -Command \"python -m venv .venv; .venv\\Scripts\\pip install -q -r requirements.txt\"", ""),
    )
    T.pair("t40-win-python-alias", "l-py-remove-stub", "applied",
           "the WindowsApps python stubs are removed before python runs; python resolves to the real install")

    T.later(
        "l-py-path-first", "C:\\build\\agent\\_work\\7\\s", "2026-04-13T10:00:00Z", "ci",
        user("the build script should use C:\\Python312 explicitly, fix the cmd script and run it"),
        write("C:\\build\\agent\\_work\\7\\s\\build.cmd", "@echo off\nset PATH=C:\\Python312;C:\\Python312\\Scripts;%PATH%\n"
              "python --version\npython -m pip install -q -r requirements.txt\npython -m pytest -q\n"),
        ok("cmd /c build.cmd", "Python 3.12.7\n........                                       [100%]\n8 passed in 3.10s"),
    )
    T.pair("t40-win-python-alias", "l-py-path-first", "applied",
           "the real Python folder is put ahead of WindowsApps on PATH in a cmd script that runs; python works")

    T.later(
        "l-py-vm", "C:\\Users\\builder\\src\\etl", "2026-04-16T11:00:00Z", "main",
        user("on the new build VM, create the venv for etl"),
        err("cmd /c \"python -m venv .venv\"", PY_STUB, 9009),
        say("This VM also resolves python to the Store alias. Turn off the App execution aliases for python.exe and "
            "python3.exe in Settings, then I'll retry."),
    )
    T.pair("t40-win-python-alias", "l-py-vm", "recurred",
           "python hits the Store alias stub again (Python was not found, 9009) on another machine")

    T.later(
        "l-py-python3-ps", "C:\\Users\\hana\\src\\tools", "2026-04-19T12:00:00Z", "main",
        user("run the csv cleaner with python3 like the README says"),
        err("powershell -NoProfile -Command \"python3 clean_csv.py data\\in.csv\"", PY_STUB, 9009),
        ok("powershell -NoProfile -Command \"python clean_csv.py data\\in.csv\"", "cleaned 2,114 rows -> data\\out.csv"),
        say("python3.exe is still the Store alias here (only python.exe's alias was turned off); python works."),
    )
    T.pair("t40-win-python-alias", "l-py-python3-ps", "recurred",
           "python3 runs the App Execution Alias stub and fails with the same message in PowerShell")

    T.later(
        "l-py-not-recognized", "C:\\Users\\guest\\src\\hello", "2026-04-21T13:00:00Z", "main",
        user("run hello.py"),
        err("cmd /c \"python hello.py\"",
            "'python' is not recognized as an internal or external command,\noperable program or batch file.", 9009),
        ok("cmd /c \"where python || dir %LOCALAPPDATA%\\Microsoft\\WindowsApps\\python*.exe\"",
           "INFO: Could not find files for the given pattern(s).\nFile Not Found"),
        say("There's no Python at all on this account, not even the Store alias. Install it first (winget install "
            "Python.Python.3.12)."),
    )
    T.pair("t40-win-python-alias", "l-py-not-recognized", "neither",
           "python is missing entirely (not recognized, no alias stub); the same symptom from another cause")

    T.later(
        "l-py-march", "C:\\Users\\hana\\src\\tools", "2026-03-22T08:00:00Z", "main",
        user("why does python open the store?"),
        err("cmd /c \"python --version\"", PY_STUB, 9009),
    )
    T.pair("t40-win-python-alias", "l-py-march", "neither", "dated before the lesson's source session")


OCD_HEAD = ("Open On-Chip Debugger 0.12.0\nLicensed under GNU GPL v2\nFor bug reports, read\n"
            "\thttp://openocd.org/doc/doxygen/bugs.html\nInfo : auto-selecting first available session transport "
            "\"hla_swd\". To override use 'transport select <transport>'.\nInfo : clock speed 2000 kHz\n")
OCD_ACCESS = OCD_HEAD + "Error: libusb_open() failed with LIBUSB_ERROR_ACCESS\nError: open failed"
OCD_OK = ("** Programming Started **\n** Programming Finished **\n** Verify Started **\n** Verified OK **\n"
          "** Resetting Target **\nshutdown command invoked")
FLASH = "openocd -f interface/stlink.cfg -f target/stm32f4x.cfg -c \"program build/{elf} verify reset exit\""


def openocd_udev() -> None:
    T.source(
        "s-openocd-udev", "/home/jun/fw-sensor", "2026-04-08T11:00:00Z", "main",
        user("flash build/fw.elf to the nucleo board with openocd (st-link on USB)"),
        err(FLASH.format(elf="fw.elf"), OCD_ACCESS),
        ok("lsusb | grep -i st-link", "Bus 001 Device 014: ID 0483:374b STMicroelectronics ST-LINK/V2.1"),
        say("The probe is there but the device node is root-only. OpenOCD ships udev rules that grant access; "
            "installing them and reloading udev fixes it without sudo."),
        ok("sudo cp /usr/share/openocd/contrib/60-openocd.rules /etc/udev/rules.d/ && sudo udevadm control "
           "--reload-rules && sudo udevadm trigger && " + FLASH.format(elf="fw.elf"), OCD_OK),
    )
    T.lesson(
        "t40-openocd-udev", "global", "en", "s-openocd-udev", "workflow",
        "OpenOCD cannot open the USB debug probe without udev rules",
        "Flashing fails with `Error: libusb_open() failed with LIBUSB_ERROR_ACCESS` and `Error: open failed` though "
        "lsusb shows the ST-Link.",
        "Running openocd with sudo works and hides the cause, leaving root-owned files and a habit of flashing as root.",
        "Without a udev rule the probe's /dev/bus/usb node is writable only by root.",
        "Install OpenOCD's udev rules (`sudo cp /usr/share/openocd/contrib/60-openocd.rules /etc/udev/rules.d/`), "
        "then `sudo udevadm control --reload-rules && sudo udevadm trigger` (or replug), and be in the plugdev group.",
        ["`Error: libusb_open() failed with LIBUSB_ERROR_ACCESS`",
         "`sudo cp /usr/share/openocd/contrib/60-openocd.rules /etc/udev/rules.d/`",
         "`** Verified OK **`"])

    T.later(
        "l-ocd-setup-script", "/home/mina/fw-sensor", "2026-04-12T12:00:00Z", "onboarding",
        user("new laptop: run our dev setup script, then flash the board"),
        read("/home/mina/fw-sensor/scripts/setup-dev.sh", "#!/bin/sh\nset -e\nsudo apt-get install -y openocd "
             "gcc-arm-none-eabi\nsudo cp /usr/share/openocd/contrib/60-openocd.rules /etc/udev/rules.d/\n"
             "sudo udevadm control --reload-rules && sudo udevadm trigger\nsudo usermod -aG plugdev \"$USER\"\n"),
        ok("sh scripts/setup-dev.sh", "openocd is already the newest version (0.12.0-1build2).\n"
           "gcc-arm-none-eabi is already the newest version (15:13.2.rel1-2)."),
        ok("make flash", FLASH.format(elf="fw.elf") + "\n" + OCD_OK),
    )
    T.pair("t40-openocd-udev", "l-ocd-setup-script", "applied",
           "a setup script that installs the OpenOCD udev rules and reloads udev runs before flashing; it works")

    T.later(
        "l-ocd-lab-pc", "/home/jun/fw-sensor", "2026-04-16T13:00:00Z", "main",
        user("flash the release build on the lab PC (lab02) over ssh"),
        ok("scp build/fw-1.4.elf lab02:fw-sensor/build/", ""),
        err("ssh lab02 'cd fw-sensor && " + FLASH.format(elf="fw-1.4.elf").replace('"', '\\"') + "'", OCD_ACCESS),
        ok("ssh lab02 'sudo cp /usr/share/openocd/contrib/60-openocd.rules /etc/udev/rules.d/ && sudo udevadm control "
           "--reload-rules && sudo udevadm trigger && cd fw-sensor && " + FLASH.format(elf="fw-1.4.elf").replace('"', '\\"') + "'",
           OCD_OK),
    )
    T.pair("t40-openocd-udev", "l-ocd-lab-pc", "recurred",
           "LIBUSB_ERROR_ACCESS on another host (lab02), then the udev rules are installed there")

    T.later(
        "l-ocd-target", "/home/jun/fw-sensor", "2026-04-20T14:00:00Z", "rev-b",
        user("flash the rev-B board"),
        err(FLASH.format(elf="fw.elf"),
            OCD_HEAD + "Info : STLINK V2J37M26 (API v2) VID:PID 0483:374B\nInfo : Target voltage: 0.012346\n"
            "Error: init mode failed (unable to connect to the target)"),
        say("The probe opens fine; the target voltage is ~0 V, so the board isn't powered or SWD isn't wired."),
    )
    T.pair("t40-openocd-udev", "l-ocd-target", "neither",
           "a different OpenOCD error (cannot connect to the unpowered target); USB access works")

    T.later(
        "l-ocd-march", "/home/jun/fw-sensor", "2026-03-24T11:00:00Z", "main",
        user("flash the board"),
        err(FLASH.format(elf="fw.elf"), OCD_ACCESS),
    )
    T.pair("t40-openocd-udev", "l-ocd-march", "neither", "dated before the lesson's source session")


FILLS = [supabase_link, python_alias, openocd_udev]


def cross_pairs() -> None:
    """Pairs of later sessions written for one lesson with another lesson whose tool they never touch."""
    T.pair("t40-nltk-punkt-tab", "l-xl-uv-report", "neither", "Excel report only; NLTK is never used")
    T.pair("t40-opencv-libgl", "l-punkt-dockerfile", "neither", "an NLTK image; cv2 is never installed or imported")
    T.pair("t40-pydantic-settings", "l-xl-requirements", "neither", "requirements and tests of the survey repo; no pydantic")
    T.pair("t40-clamav-freshclam", "l-nfs-ansible", "neither", "an NFS mount role; no ClamAV")
    T.pair("t40-gitleaks-ignore", "l-fr-mirror", "neither", "a token scrubbed with filter-repo; gitleaks is not run")
    T.pair("t40-actionlint-labels", "l-gl-baseline", "neither",
           "a workflow step is edited but actionlint never runs and no runner label is involved")
    T.pair("t40-filter-repo-fresh", "l-gl-real-key", "neither",
           "history removal is only recommended in prose; filter-repo is never run")
    T.pair("t40-supabase-link", "l-py-remove-stub", "neither", "Python setup on Windows; no Supabase CLI")


FILLS.append(cross_pairs)
