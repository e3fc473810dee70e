"""corpus25's labelled lessons, part four: s13 (Doxygen on macOS zsh), s14 (avrdude), s15 (hcloud on macOS zsh),
s16 (Syft and Grype, a Task). Each label was written from the session text before anything judged it."""
from __future__ import annotations

from tests.truth.corpus25_common import gotcha, knowledge

S13, S14, S15, S16 = "s13-doxygen-zsh", "s14-avrdude", "s15-hcloud-zsh", "s16-grype-syft"

RECORDS = [
    # --- s13: Doxygen with Graphviz and LaTeX on macOS zsh ------------------------------------------------------
    gotcha("97", S13, "A Doxyfile DOT_PATH of /usr/local/bin breaks doxygen on Apple silicon Macs",
           "With WARN_AS_ERROR, doxygen exited 1: the dot tool could not be found as /usr/local/bin/dot.",
           "Setting HAVE_DOT = NO and losing the graphs.",
           "Homebrew on Apple silicon installs to /opt/homebrew; the Doxyfile pins the Intel prefix.",
           "Leave `DOT_PATH` empty so doxygen finds dot on PATH.",
           "`doxygen Doxyfile` → `warning: the dot tool could not be found as '/usr/local/bin/dot'` and `Exiting due "
           "to warning being treated as error (WARN_AS_ERROR=FAIL_ON_WARNINGS)`; `which dot` said "
           "`/opt/homebrew/bin/dot`. Emptying `DOT_PATH` … and fixing the @param name, `doxygen Doxyfile && echo "
           "DOCS_OK` printed `DOCS_OK`.",
           "edit_then_pass", "The dot warning (exit 1) was followed by the DOT_PATH Edit; the next run no longer "
           "mentions dot, and after the @param Edit doxygen printed DOCS_OK.", "code span, arrow, ellipsis, macOS zsh",
           {"failure": "the dot tool could not be found", "fix": "doxygen Doxyfile && echo DOCS_OK"},
           category="build_config"),
    gotcha("98", S13, "doxygen with WARN_AS_ERROR fails on a @param name that does not match the signature",
           "doxygen exited 1: argument 'tol' of command @param is not found in the argument list.",
           "Turning WARN_AS_ERROR off for the docs job.",
           "The parameter was renamed to tolerance but the doc comment still said tol.",
           "Rename the tag: `@param tolerance`.",
           "`polygon.hpp:48: warning: argument 'tol' of command @param is not found in the argument list of "
           "fastgeo::Polygon::simplify(double tolerance) const` → renamed to `@param tolerance` → `DOCS_OK`.",
           "edit_then_pass", "The @param warning exited 1; after the Edit the doxygen && echo call printed DOCS_OK.",
           "code span, arrow", {"failure": "argument 'tol' of command @param",
                                "fix": "doxygen Doxyfile && echo DOCS_OK"}, category="build_config"),
    gotcha("99", S13, "Doxygen's LaTeX PDF needs the tabu package, which BasicTeX lacks",
           "`make -C docs/latex` stopped: LaTeX could not find tabu.sty.",
           "Switching off the PDF output.", "Doxygen's refman.tex uses tabu, which BasicTeX does not ship.",
           "Install it: `tlmgr install tabu` (or texlive-latex-extra on Debian/Ubuntu).",
           "`make -C docs/latex` → LaTeX Error: File tabu.sty not found (Emergency stop, Error 1). Added "
           "`texlive-latex-extra` and `tlmgr --usermode install tabu || true` to .github/workflows/docs.yml; no "
           "local install, no re-run.",
           "never_run", "The install went only into the CI workflow by an Edit; nothing ran it and make was never "
           "re-run ('I'll see on the next push').", "code span, arrow, reworded quote",
           {"failure": "tabu.sty' not found", "fix": "tlmgr --usermode install tabu || true"},
           category="build_config"),
    knowledge("100", S13, "Find where Homebrew put Graphviz's dot before editing a Doxyfile's DOT_PATH",
              "doxygen cannot find dot on a Mac.",
              "`which dot && grep -n '^DOT_PATH' Doxyfile` to compare the real location with the configured one.",
              "It showed /opt/homebrew/bin/dot against a Doxyfile pinned to /usr/local/bin.",
              "`which dot && grep -n '^DOT_PATH' Doxyfile` → `/opt/homebrew/bin/dot` and "
              "`2561:DOT_PATH               = /usr/local/bin`",
              "knowledge", "The which/grep call and its two lines are in the session.", "code span, arrow",
              {"evidence": "which dot && grep -n '^DOT_PATH' Doxyfile"}, category="debugging_technique"),
    gotcha("101", S13, "Turn off Graphviz in the Doxyfile to clear the dot warning",
           "dot not found.", "Installing graphviz.", "DOT_PATH.", "`HAVE_DOT = NO`.",
           "Set `HAVE_DOT               = NO` and `doxygen Doxyfile` passed.",
           "invented_detail", "HAVE_DOT was never touched; DOT_PATH was emptied.", "code span, outcome claim",
           {"evidence": "DOT_PATH               ="}, category="build_config"),
    gotcha("102", S13, "doxygen fails running dot with exit code 127 on macOS",
           "dot failed.", "Reinstall.", "Wrong path.", "Fix DOT_PATH.",
           "`doxygen Doxyfile` → `error: Problems running dot: exit code=127, command='/usr/local/bin/dot'`",
           "never_seen_error", "doxygen only warned that dot could not be found; no 'Problems running dot' error "
           "appears.", "code span, arrow", {"evidence": "the dot tool could not be found"}),
    knowledge("103", S13, "tlmgr install tabu makes the doxygen PDF build",
              "Building the Doxygen PDF on a Mac with BasicTeX.", "`tlmgr install tabu`.", "tabu was missing.",
              "After `tlmgr --usermode install tabu || true`, `make -C docs/latex` produced refman.pdf.",
              "names_false_claim", "tlmgr was only added to the CI workflow; make -C docs/latex never ran again.",
              "code span, outcome claim", {"evidence": "tlmgr --usermode install tabu || true"},
              category="build_config"),
    # --- s14: avrdude and an Arduino Nano clone ------------------------------------------------------------------
    gotcha("104", S14, "Clone Arduino Nanos with the old bootloader need avrdude -b 57600",
           "avrdude at 115200 retried 10 times: not in sync: resp=0x00.",
           "Swapping cables or pressing reset in time.",
           "The old ATmega328P bootloader on clone Nanos talks at 57600 baud.",
           "`-b 57600`.",
           "```\n$ avrdude -p m328p -c arduino -P /dev/ttyUSB0 -b 115200 -U flash:w:build/thermo.hex:i\n"
           "avrdude: stk500_getsync() attempt 10 of 10: not in sync: resp=0x00\n```\n"
           "At `-b 57600`: `avrdude: 9214 bytes of flash verified`.",
           "fix_ran", "The 115200 run exited 1 out of sync; the 57600 run wrote and verified 9214 bytes.",
           "fenced block, $ prompt, code span",
           {"failure": "attempt 10 of 10: not in sync", "fix": "9214 bytes of flash verified"}),
    gotcha("105", S14, "avrdude 'Permission denied' on /dev/ttyUSB0: join the dialout group",
           "avrdude could not open /dev/ttyUSB0: Permission denied.",
           "`sudo chmod a+rw /dev/ttyUSB0`, which udev undoes on the next plug.",
           "The device is root:dialout 0660 and the user is not in dialout.",
           "`sudo usermod -aG dialout lena`, then log out and in.",
           "`ser_open(): can't open device \"/dev/ttyUSB0\": Permission denied`; `ls -l` showed "
           "`crw-rw---- 1 root dialout` and `id -nG` had no dialout. `sudo chmod a+rw /dev/ttyUSB0` got flashing "
           "going for now; the lasting fix is `sudo usermod -aG dialout lena`.",
           "ran_the_trap", "Only the chmod ran; usermod was suggested and the person will do it at the next "
           "reboot.", "code span, nested quotes",
           {"failure": "can't open device", "fix": "sudo chmod a+rw /dev/ttyUSB0"}, category="env_setup"),
    knowledge("106", S14, "Check AVR flash and RAM use with avr-size -C",
              "Flashing an ATmega328P build and wondering how close it is to the limits.",
              "`avr-size --mcu=atmega328p -C build/thermo.elf`.",
              "It prints program and data use as a share of the chip's flash and SRAM.",
              "`avr-size --mcu=atmega328p -C build/thermo.elf` → `Program:    9214 bytes (28.1% Full)`, "
              "`Data:       1422 bytes (69.4% Full)`",
              "knowledge", "The avr-size call and its output are in the session.", "code span, arrow",
              {"evidence": "avr-size --mcu=atmega328p -C build/thermo.elf"}),
    knowledge("107", S14, "Diagnose serial-port permission errors with ls -l on the device and id -nG",
              "A flashing or serial tool gets Permission denied on /dev/ttyUSB*.",
              "`ls -l /dev/ttyUSB0; id -nG` shows the device's group and whether you are in it.",
              "It pointed straight at the missing dialout membership.",
              "`ls -l /dev/ttyUSB0; id -nG` → `crw-rw---- 1 root dialout 188, 0 Mar  9 14:02 /dev/ttyUSB0` / "
              "`lena adm cdrom sudo plugdev lpadmin`",
              "knowledge", "The ls/id call and its output are in the session.", "code span, arrow",
              {"evidence": "ls -l /dev/ttyUSB0; id -nG"}, category="debugging_technique"),
    gotcha("108", S14, "chmod on /dev/ttyUSB0 is enough to flash the Nano",
           "Permission denied.", "usermod.", "Device mode.", "`sudo chmod a+rw /dev/ttyUSB0`.",
           "After `sudo chmod a+rw /dev/ttyUSB0` the next `avrdude -p m328p -c arduino -P /dev/ttyUSB0 -b 115200 -U "
           "flash:w:build/thermo.hex:i` flashed and verified `9214 bytes`.",
           "names_false_claim", "The run after chmod failed out of sync at 115200; 9214 bytes were verified only "
           "at 57600.", "code span, outcome claim", {"evidence": "programmer is not responding"}),
    knowledge("109", S14, "avrdude identifies the Nano clone's ATmega328P by its signature",
              "Checking that avrdude talks to the right chip.", "Read the Device signature line.",
              "It confirms the part before writing.",
              "`avrdude: Device signature = 0x1e950e (probably m328p)`",
              "near_miss", "The signature was 0x1e950f; 0x1e950e never appears.", "code span",
              {"evidence": "Device signature = 0x1e950f"}),
    gotcha("110", S14, "avrdude at 57600 still cannot open the port",
           "Port error.", "Lower baud.", "Permissions.", "dialout.",
           "`avrdude -p m328p -c arduino -P /dev/ttyUSB0 -b 57600 -U flash:w:build/thermo.hex:i` → `can't open "
           "device \"/dev/ttyUSB0\": Permission denied`",
           "other_call_error", "The 57600 run flashed and verified; Permission denied was the first 115200 run.",
           "code span, arrow, nested quotes", {"evidence": "-b 57600 -U flash:w:build/thermo.hex:i"}),
    # --- s15: hcloud on macOS zsh ------------------------------------------------------------------------------
    gotcha("111", S15, "hcloud says 'no active context or token' until a context is selected",
           "`hcloud server create` exited 1: no active context or token.",
           "Creating a new API token in the console.",
           "hcloud keeps tokens in named contexts and none was active in this shell.",
           "`hcloud context use prod`.",
           "\"hcloud: no active context or token\" → `hcloud context list` showed prod and staging with none "
           "active → `hcloud context use prod` → `Active context \"prod\"`",
           "fix_ran", "create exited 1; context use prod answered Active context \"prod\" and the server list "
           "worked.", "nested quotes, code span, arrow",
           {"failure": "no active context or token", "fix": "Active context \"prod\""}),
    gotcha("112", S15, "hcloud --ssh-key wants the key's exact name as listed, like pablo@mbp",
           "`--ssh-key pablo-mbp` failed: ssh key not found.",
           "Uploading the key again under a new name.", "The key is registered as pablo@mbp.",
           "Look it up with `hcloud ssh-key list` and pass that name.",
           "`--ssh-key pablo-mbp` → `hcloud: ssh key not found: pablo-mbp`; `hcloud ssh-key list` showed "
           "`pablo@mbp`; with `--ssh-key pablo@mbp` → `Server 51234567 created`, `IPv4: 159.69.12.34`.",
           "fix_ran", "create exited 1 on the name; with pablo@mbp it created the server.", "code span, arrow",
           {"failure": "ssh key not found: pablo-mbp", "fix": "Server 51234567 created"}),
    gotcha("113", S15, "A Hetzner firewall that only opens 80/443 drops SSH to a new server",
           "ssh to the new server timed out (exit 255).",
           "Waiting longer for cloud-init or recreating the server.",
           "The attached `web` firewall has rules for 80 and 443 only.",
           "`hcloud firewall add-rule web --direction in --protocol tcp --port 22 --source-ips <your IP>/32`.",
           "`ssh -o ConnectTimeout=10 root@159.69.12.34 uptime` → `Exit code 255` / `port 22: Operation timed "
           "out`; the `web` firewall listed only ports 80 and 443. After `hcloud firewall add-rule web --direction "
           "in --protocol tcp --port 22 --source-ips 203.0.113.7/32` the same ssh returned `up 3 min`.",
           "rerun_passes", "ssh exited 255; after add-rule the same ssh command printed the uptime.",
           "code span, arrow, exit code, macOS zsh", {"failure": "port 22: Operation timed out", "fix": "up 3 min"},
           category="security"),
    gotcha("114", S15, "hcloud server delete refuses protected servers until delete protection is off",
           "`hcloud server delete web-1` exited 1: server deletion is protected.",
           "Deleting it from the console.", "Delete protection is enabled on web-1.",
           "`hcloud server disable-protection web-1 delete`, then delete.",
           "`hcloud server delete web-1` → `hcloud: server deletion is protected (protected)`; the way out is "
           "`hcloud server disable-protection web-1 delete` — the person said to leave it.",
           "only_suggested", "The assistant asked 'Shall I?'; the person said to wait for DNS and nothing ran.",
           "code span, arrow", {"failure": "server deletion is protected",
                                "fix": "hcloud server disable-protection web-1 delete"}),
    knowledge("115", S15, "hcloud keeps per-project tokens as contexts; list them with hcloud context list",
              "hcloud complains about a missing token on a machine that has used it before.",
              "`hcloud context list`, then `hcloud context use <name>`.",
              "The tokens were there, only no context was active.",
              "`hcloud context list` → `ACTIVE   NAME` with `prod` and `staging`, none active",
              "knowledge", "The context list call and its output are in the session.", "code span, arrow",
              {"evidence": "hcloud context list"}),
    gotcha("116", S15, "SSH to the new Hetzner server times out until port 22 is opened",
           "ssh timed out.", "Waiting.", "Firewall.", "Open 22.",
           "`ssh -o ConnectTimeout=10 root@159.69.12.43 uptime` → `port 22: Operation timed out`",
           "near_miss", "The server's IPv4 was 159.69.12.34; .43 never appears.", "code span, arrow",
           {"evidence": "IPv4: 159.69.12.34"}, category="security"),
    gotcha("117", S15, "Export HCLOUD_TOKEN to get past hcloud's missing context error",
           "No context.", "New token.", "Token.", "`export HCLOUD_TOKEN`.",
           "`export HCLOUD_TOKEN=$(op read op://infra/hetzner/token)` fixed `no active context or token`.",
           "invented_detail", "No token was exported; `hcloud context use prod` fixed it.", "code span",
           {"evidence": "hcloud context use prod"}),
    knowledge("118", S15, "New Hetzner servers accept SSH right away with the web firewall",
              "SSH into a new cx22.", "Just ssh in.", "Port 22 is open.",
              "`ssh -o ConnectTimeout=10 root@159.69.12.34 uptime` worked on the first try: `up 3 min`.",
              "names_false_claim", "The first ssh timed out with exit 255; it worked only after the firewall rule.",
              "code span, outcome claim", {"evidence": "Operation timed out"}),
    # --- s16: Syft and Grype (a Task) ---------------------------------------------------------------------------
    gotcha("119", S16, "syft --scope all-layers reports packages deleted in later layers and fails the grype gate",
           "grype flagged curl (CVE-2024-11053) in an image whose final filesystem has no curl.",
           "Upgrading curl in the build stage, or ignoring the CVE.",
           "`--scope all-layers` catalogs every layer, deleted files included; the default squashed scope only "
           "lists the final image.",
           "Leave `--scope all-layers` out of the syft call.",
           "With `syft svc-billing:dev --scope all-layers` grype flagged `curl                 8.5.0-2ubuntu10.6` "
           "(`CVE-2024-11053`), which the subagent found is purged in layer 6. Without the flag curl was gone from "
           "the report, and the final `grype sbom:sbom.json --fail-on high --only-fixed` printed `No "
           "vulnerabilities found`.",
           "rerun_passes", "Every scan after dropping the flag lacks curl, and the last one (still without it) "
           "passed with no exit code.", "code span, negative fix, subagent",
           {"evidence": "`--scope all-layers` makes syft catalog", "failure": "CVE-2024-11053",
            "fix": "No vulnerabilities found"}, category="security"),
    gotcha("120", S16, "Gate grype on fixable findings with --only-fixed when the distro won't fix a CVE",
           "`grype --fail-on high` stayed red on libssl3 CVE-2024-9143, marked won't fix.",
           "Lowering the threshold to critical, which also lets fixable highs through.",
           "The distro has no fixed version, so no rebuild can clear it.",
           "`grype sbom:sbom.json --fail-on high --only-fixed`.",
           "`libssl3              3.0.13-0ubuntu3.1  (won't fix)` kept `--fail-on high` red (`discovered "
           "vulnerabilities at or above the severity threshold`); `--only-fixed` → `1 not-fixed, 1 ignored` and "
           "`No vulnerabilities found`.",
           "fix_ran", "The rebuilt scan exited 1 on libssl3 only; the --only-fixed scan passed with no exit code.",
           "code span, arrow", {"failure": "sha256:91ab44e07c2d18", "fix": "No vulnerabilities found"},
           category="security"),
    gotcha("121", S16, "grype fails in CI when its cached vulnerability DB is older than 5 days",
           "CI: failed to load vulnerability db, built 6 days ago (max allowed age is 5 days).",
           "Raising the max allowed age.", "The CI cache restores an old grype DB.",
           "Run `grype db update` before scanning.",
           "CI: `the vulnerability database was built 6 days ago (max allowed age is 5 days)` → wrote "
           "scripts/refresh-grype-db.sh running `grype db update`.",
           "write_named_like_fix", "The script was only written; it never ran and the person will wire it in "
           "later.", "code span, arrow", {"failure": "max allowed age is 5 days", "fix": "refresh-grype-db.sh"},
           category="security"),
    knowledge("122", S16, "Bump vulnerable Go modules with go get module@fixed-version and rescan",
              "grype flags Go modules compiled into a binary.",
              "`go get <module>@<fixed version> ... && go mod tidy`, rebuild, rescan.",
              "The rebuilt image's scan no longer listed the modules.",
              "`go get golang.org/x/net@v0.33.0 golang.org/x/crypto@v0.31.0 && go mod tidy` → `go: upgraded "
              "golang.org/x/net v0.23.0 => v0.33.0`; the rebuilt image's scan listed only libssl3.",
              "knowledge", "The go get output and the next scan (libssl3 only) are in the session.",
              "code span, arrow", {"evidence": "go: upgraded golang.org/x/net v0.23.0 => v0.33.0"},
              category="security"),
    knowledge("123", S16, "Ask a read-only subagent which flagged packages are really in the final image",
              "A scanner flags packages you believe the image does not contain.",
              "A Task that inspects layers and binaries without changing anything.",
              "It separated packages purged in a later layer from those really shipped.",
              "The Task reply: curl is installed in layer 4 and removed in layer 6; `--scope all-layers` makes syft "
              "catalog packages from every layer; the default scope, squashed, only lists what the final image "
              "contains.",
              "knowledge", "The Task's reply states the layers and scopes.", "prose, code span, subagent",
              {"evidence": "curl is installed in layer 4"}, category="debugging_technique"),
    gotcha("124", S16, "Bumping x/net and x/crypto makes the grype gate pass",
           "grype failed.", "Ignore.", "Old modules.", "`go get`.",
           "After `go get golang.org/x/net@v0.33.0 golang.org/x/crypto@v0.31.0 && go mod tidy` and a rebuild, "
           "`grype sbom:sbom.json --fail-on high` passed.",
           "names_false_claim", "The scan after the bump still exited 1 on libssl3; it passed only with "
           "--only-fixed.", "code span, outcome claim", {"evidence": "sha256:91ab44e07c2d18"}, category="security"),
    gotcha("125", S16, "golang.org/x/net v0.23.0 is flagged High by grype",
           "grype flagged x/net.", "Ignore.", "Old x/net.", "Bump to 0.33.0.",
           "`golang.org/x/net     v0.23.0            0.33.0    go-module  GHSA-w32m-9786-jp36  High`",
           "near_miss", "The advisory was GHSA-w32m-9786-jp63; jp36 never appears.", "code span",
           {"evidence": "GHSA-w32m-9786-jp63"}, category="security"),
    gotcha("126", S16, "syft cannot scan a locally built image without the Docker daemon source",
           "syft failed.", "Push first.", "Source.", "`docker:` prefix.",
           "`syft svc-billing:dev` → `could not fetch image \"svc-billing:dev\": unable to use DockerDaemon source`",
           "never_seen_error", "syft never failed; every scan produced an SBOM for grype.", "code span, arrow",
           {"evidence": "syft svc-billing:dev -o cyclonedx-json"}),
]
