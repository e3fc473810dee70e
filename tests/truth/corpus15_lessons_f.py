"""Labelled lessons of corpus15, part f (sessions s20-s22: PlatformIO on an ESP32, Yocto bitbake with an interrupted
call, AWS SAM). Labels were written from the session text first (see corpus15_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus15_lessons import at, fake, g, k, known, real


def records() -> list[dict[str, Any]]:
    s20, s21, s22 = "s20-platformio-esp32", "s21-yocto-bitbake", "s22-aws-sam"
    return [
        real("c15-129", s20, g(
            "PlatformIO lib_deps in one [env:...] section don't reach the other environments",
            "pio run -e esp32dev fails: DHT.h not found.",
            "Declaring lib_deps only under [env:esp32-s3].",
            "Environment sections only inherit from the shared [env] section.",
            "Move lib_deps (with the Unified Sensor dependency) into [env].",
            "`src/main.cpp:5:10: fatal error: DHT.h: No such file or directory` "
            "(`*** [.pio/build/esp32dev/src/main.cpp.o] Error 1`). lib_deps only lived in [env:esp32-s3]; moved it "
            "to `[env]` with `adafruit/Adafruit Unified Sensor@^1.1.14` → `[SUCCESS] Took 14.77 seconds`.",
            cat="build_config"),
            "shown", "edit_then_pass",
            "the build fails on DHT.h; after the platformio.ini edit the same pio run installs the libraries and "
            "succeeds", ["file:line:col", "code spans", "exit code", "arrow"],
            "fatal error: DHT.h: No such file or directory", "adafruit/Adafruit Unified Sensor@^1.1.14",
            group="c15-pio-dht"),
        real("c15-130", s20, g(
            "esptool on Linux: Permission denied on /dev/ttyUSB0 means the user isn't in dialout",
            "pio upload fails: could not open port /dev/ttyUSB0, Permission denied.",
            "Retrying with another port or cable.",
            "Serial devices belong to the dialout group; the user isn't in it.",
            "sudo usermod -aG dialout $USER, then log out and back in.",
            "esptool: `[Errno 13] Permission denied: '/dev/ttyUSB0'` (`*** [upload] Error 2`). Fix: "
            "`sudo usermod -aG dialout $USER` and log in again - the user: \"did it and relogged. upload worked from "
            "my terminal\".", cat="env_setup"),
            "shown", "person_confirms",
            "upload fails on the permission; the assistant gives the usermod step and the person confirms the upload "
            "worked after relogging", ["code spans", "quoted confirmation", "exit code"],
            "Permission denied: '/dev/ttyUSB0'", "did it and relogged. upload worked from my terminal"),
        real("c15-131", s20, g(
            "PlatformIO OTA (espota) gets no response when the firmware sets an OTA password",
            "`-t upload --upload-port <host>.local` ends with No response from the ESP.",
            "Uploading over OTA without --auth while the sketch calls ArduinoOTA.setPassword.",
            "espota sends an empty auth and the device ignores the invitation.",
            "In an OTA env set upload_protocol = espota and upload_flags = --auth=<password>.",
            "espota: `15:02:54 [ERROR]: No response from the ESP`; options show `'auth': ''` while the firmware calls "
            "`ArduinoOTA.setPassword(...)`. Needs `upload_protocol = espota` + `upload_flags = --auth=...`.",
            cat="tool_quirk"),
            "not_shown", "question_offers_flag",
            "setting --auth is only offered as a question; the person wants to think about it",
            ["code spans", "ellipsis", "fix as flag"], "No response from the ESP", "Do you want me to set `--auth`"),
        known("c15-132", s20, k(
            "PlatformIO: shared settings go in [env], per-board ones in [env:name]",
            "Several boards in one platformio.ini need the same libraries.",
            "Put lib_deps in the plain [env] section; every [env:...] section inherits it.",
            "Per-environment lib_deps silently leave other boards without the library.",
            "grep showed `lib_deps` only under the section before `[env:esp32dev]`; esp32dev got the library once it "
            "sat in the shared `[env]` section.", cat="build_config"),
            "the grep of platformio.ini and the successful build after the move", ["code spans", "prose"],
            "grep -n -A3 lib_deps platformio.ini"),
        fake("c15-133", s20, g(
            "DHT sensor builds need Adafruit Unified Sensor next to the DHT library",
            "The ESP32 build can't find DHT.h.",
            "Missing library dependency.",
            "lib_deps didn't apply to esp32dev.",
            "Add both libraries to [env].",
            "`fatal error: DHT.h: No such file or directory` at `src/main.cpp:6:10`.", cat="build_config"),
            "near_miss", "the compiler reported src/main.cpp:5:10, not line 6", ["code spans", "near-miss position"],
            "fatal error: DHT.h", group="c15-pio-dht"),
        fake("c15-134", s20, g(
            "PlatformIO OTA uploads work once upload_protocol = espota is set",
            "OTA upload gets no response.",
            "Uploading via the default protocol.",
            "The serial protocol can't talk over the network.",
            "upload_protocol = espota.",
            "After adding `upload_protocol = espota` the OTA upload to greenhouse-node.local went through.",
            cat="tool_quirk"),
            "names_false_claim", "upload_protocol is only mentioned; no OTA upload succeeds in the session",
            ["code span", "false outcome"], "upload_protocol = espota"),
        fake("c15-135", s20, k(
            "PlatformIO picks the serial port during a plain build",
            "Working out which port PlatformIO will upload to.",
            "Run `pio run -e esp32dev` and read the auto-detected port at the top.",
            "Saves passing --upload-port.",
            "`pio run -e esp32dev` printed `Auto-detected: /dev/ttyUSB0` before compiling.", cat="tool_quirk"),
            "other_call_error", "the plain builds print no port; Auto-detected comes from the -t upload call",
            ["code spans", "from another call"], "pio run -e esp32dev -t upload"),

        real("c15-136", s21, g(
            "Yocto SRC_URI git://github.com needs ;protocol=https",
            "do_fetch fails for a recipe fetching from GitHub.",
            "Keeping git:// URLs with the default git protocol.",
            "GitHub no longer serves the unauthenticated git protocol.",
            "Add ;protocol=https to the git:// SRC_URI.",
            "`Fetcher failure for URL: 'git://github.com/acme/sensord.git;branch=main'. Unable to fetch URL from any "
            "source.` → SRC_URI `git://github.com/acme/sensord.git;protocol=https;branch=main`; `bitbake sensord -c "
            "fetch` → `all succeeded`.", cat="build_config"),
            "shown", "rerun_passes",
            "do_fetch fails; after the recipe edit the fetch task is re-run and succeeds",
            ["code spans", "arrow"], "Fetcher failure for URL", ";protocol=https;branch=main", group="c15-yocto-fetch"),
        real("c15-137", s21, g(
            "A 180G Yocto tmp/ can be deleted outright; it is rebuilt from sstate",
            "The build disk fills up; tmp/ alone is 180G.",
            "Deleting sstate-cache instead of tmp/.",
            "tmp/ holds work dirs that sstate can recreate.",
            "rm -rf build/tmp (and INHERIT += \"rm_work\" to keep it small).",
            "tmp/ was 180G; the plan was `rm -rf build/tmp` (tmp is rebuilt from sstate).", cat="env_setup"),
            "not_shown", "never_run",
            "the rm call is rejected and the person says not to delete tmp ([Request interrupted by user for tool "
            "use])", ["code span", "terse"], "tmp/ is 180G", "rm -rf build/tmp"),
        real("c15-138", s21, g(
            "Yocto rootfs fails when a recipe links a library it doesn't declare",
            "do_rootfs: dnf can't install the package because libgpiod.so.2 has no provider.",
            "Relying on the library being in the sysroot by accident.",
            "Without DEPENDS/RDEPENDS the image doesn't pull the library in.",
            "Add DEPENDS += \"libgpiod\" and RDEPENDS:${PN} += \"libgpiod\".",
            ["do_rootfs: `Problem: package sensord-1.2.0-r0.cortexa53 requires libgpiod.so.2()(64bit), but none of "
             "the providers can be installed`",
             "recipe: `DEPENDS += \"libgpiod\"`",
             "and `RDEPENDS:${PN} += \"libgpiod\"`",
             "`bitbake core-image-minimal` then: `all succeeded`"], cat="build_config"),
            "shown", "edit_then_pass",
            "the image build fails in do_rootfs; after the recipe edit the same bitbake call succeeds",
            ["evidence as list", "code spans"], "requires libgpiod.so.2()(64bit)", 'RDEPENDS:${PN} += "libgpiod"'),
        real("c15-151", s21, g(
            "Long bitbake runs outlive the Bash tool's 2-minute default: raise the call's timeout",
            "The image build call stops with Command timed out after 2m 0.0s while bitbake is still in do_rootfs.",
            "Reading the tool's timeout as a bitbake failure and debugging the recipe.",
            "The Bash tool kills a command after its default two minutes.",
            "Call Bash with its timeout parameter raised (1800000 ms) for full image builds.",
            "`Command timed out after 2m 0.0s` during `bitbake core-image-minimal` (task 3911 of 4127). The same "
            "command with the Bash tool's timeout parameter set to 1800000 → `all succeeded`.", cat="tool_quirk",
            scope="global"),
            "shown", "rerun_passes",
            "the build call times out; the same command re-run with a 30 min timeout parameter finishes",
            ["fix as tool parameter", "code spans", "arrow"],
            "Command timed out after 2m 0.0s", "Build core-image-minimal with a 30 min timeout"),
        known("c15-139", s21, k(
            "Re-run only the failing bitbake task with -c",
            "A recipe's do_fetch failed and you changed SRC_URI.",
            "Run `bitbake <recipe> -c fetch` instead of the whole image.",
            "It checks the fix in seconds.",
            f"{at(s21, 'sensord -c fetch')} `bitbake sensord -c fetch` → `Attempted 2 tasks of which 0 didn't need to "
            "be rerun and all succeeded.`", cat="workflow"),
            "the fetch-only bitbake call after the SRC_URI edit", ["step id", "code spans"], "bitbake sensord -c fetch"),
        fake("c15-140", s21, g(
            "Wiping build/tmp reclaims Yocto's disk without losing sstate",
            "tmp/ grows to 180G.",
            "Keeping old work dirs.",
            "tmp holds per-recipe work dirs.",
            "rm -rf build/tmp.",
            "`rm -rf build/tmp` freed the 180G and the next `bitbake core-image-minimal` rebuilt from sstate.",
            cat="env_setup"),
            "names_false_claim", "the rm call was rejected by the person and tmp was kept",
            ["code spans", "false outcome"], "rm -rf build/tmp"),
        fake("c15-141", s21, g(
            "bitbake still fails to fetch with protocol=https when the branch is wrong",
            "do_fetch fails after adding protocol=https.",
            "A wrong branch name.",
            "The branch doesn't exist upstream.",
            "Fix branch=.",
            "`ERROR: sensord-1.2.0-r0 do_fetch: Fetcher failure for URL: "
            "'git://github.com/acme/sensord.git;protocol=https;branch=main'`", cat="build_config"),
            "near_miss", "the fetch failure named the URL without protocol=https; with it the fetch succeeded",
            ["code span", "near-miss quote"], "Fetcher failure for URL", group="c15-yocto-fetch"),
        fake("c15-142", s21, g(
            "rm_work deletes the work dir you need for debugging unless excluded",
            "The sensord work dir vanished after a build.",
            "Global rm_work.",
            "rm_work cleans every recipe.",
            "RM_WORK_EXCLUDE the recipe.",
            "Added `INHERIT += \"rm_work\"` together with `RM_WORK_EXCLUDE += \"sensord\"` in local.conf.",
            cat="env_setup"),
            "invented_detail", "local.conf only got INHERIT += rm_work; RM_WORK_EXCLUDE never appears",
            ["code spans", "invented setting"], 'INHERIT += "rm_work"'),

        real("c15-143", s22, g(
            "sam build on Apple silicon can't resolve x86_64 wheels: use --use-container",
            "sam build fails resolving pillow for an x86_64 function on an M2.",
            "Building natively on arm64 for an x86_64 Lambda.",
            "pip on the host can't pick a wheel for the target architecture.",
            "`sam build --use-container`.",
            "first run: `sam build` → `Build Failed` / `Error: PythonPipBuilder:ResolveDependencies - {pillow==10.3.0(wheel)}` "
            "(function is `architecture: x86_64`, host is an M2). `sam build --use-container` → `Build Succeeded`.",
            cat="build_config"),
            "shown", "rerun_passes",
            "sam build fails; the same build with --use-container succeeds",
            ["first run", "code spans", "flag fix", "arrow"],
            "PythonPipBuilder:ResolveDependencies - {pillow==10.3.0(wheel)}", "sam build --use-container"),
        real("c15-144", s22, g(
            "A CloudFormation stack in ROLLBACK_COMPLETE must be deleted before sam deploy",
            "sam deploy fails to create a changeset.",
            "Re-running deploy against a stack whose first create rolled back.",
            "ROLLBACK_COMPLETE stacks can't be updated, only deleted.",
            "sam delete --stack-name <name> --no-prompts, then deploy again.",
            "`is in ROLLBACK_COMPLETE state and can not be updated.` → `sam delete --stack-name thumbs-dev "
            "--no-prompts` then the same deploy → `Successfully created/updated stack - thumbs-dev in eu-west-1`.",
            cat="tool_quirk"),
            "shown", "fix_ran",
            "deploy fails; after the person agrees, delete and deploy run and the stack is created",
            ["code spans", "arrow"], "ROLLBACK_COMPLETE state and can not be updated",
            "sam delete --stack-name thumbs-dev --no-prompts"),
        real("c15-145", s22, g(
            "SAM functions time out at the 3 s default when resizing images at 128 MB",
            "sam local invoke ends with Task timed out after 3.00 seconds.",
            "Keeping SAM's default Timeout and MemorySize for an image function.",
            "pillow at 128 MB is slow and the default timeout is 3 s.",
            "Raise Globals to Timeout: 30 and MemorySize: 512.",
            "sam local invoke: `Task timed out after 3.00 seconds` (`Memory Size: 128 MB`). Raised Globals to "
            "`Timeout: 30` / `MemorySize: 512`; `sam validate --lint` → valid, user: \"perfect\".",
            cat="performance"),
            "not_shown", "confirmation_far_or_other",
            "the person's perfect is about the lint warning; the only invoke after the edit still times out at 3 s "
            "(no rebuild)", ["code spans", "quoted confirmation"],
            "Task timed out after 3.00 seconds", "perfect, that template lint warning was bugging me anyway",
            group="c15-sam-timeout"),
        real("c15-146", s22, g(
            "sam local invoke runs the built template: rebuild after editing template.yaml",
            "After raising Timeout, sam local invoke still times out at 3 s with 128 MB.",
            "Re-invoking without sam build.",
            "sam local invoke reads .aws-sam/build/template.yaml, which still has the old values.",
            "Run sam build --use-container before invoking again.",
            "The second `sam local invoke ThumbnailFunction -e events/s3-put.json` after the template edit still "
            "showed `Duration: 3000.00 ms` and `Memory Size: 128 MB` - it reads `.aws-sam/build/template.yaml`; run "
            "`sam build --use-container` first.", cat="tool_quirk"),
            "not_shown", "ran_the_trap",
            "the session re-invoked without rebuilding (the trap) and the person defers the rebuild",
            ["code spans", "prose"], "Task timed out after 3.00 seconds", "7d1e9a40-2b6c-4f0e-8c3a-91f5d2e6b7a8",
            group="c15-sam-timeout"),
        known("c15-147", s22, k(
            "sam local invoke reports a function timeout in the payload, not as a failed command",
            "Scripting sam local invoke in a check.",
            "Inspect the output for an errorMessage; the command itself doesn't fail on a timeout.",
            "A script that only looks at the exit status misses the timeout.",
            "`{\"errorMessage\": \"... Task timed out after 3.00 seconds\"}` came back as the invoke's normal output, "
            "after `REPORT RequestId:`.", cat="test_strategy"),
            "the first invoke's output ends with the errorMessage JSON", ["code spans", "ellipsis"],
            "Task timed out after 3.00 seconds"),
        fake("c15-148", s22, g(
            "sam validate --lint catches a too-short function timeout",
            "Lint flags the function's Timeout.",
            "Default 3 s.",
            "cfn-lint checks timeouts.",
            "Raise Timeout.",
            "`sam validate --lint` reported `Task timed out after 3.00 seconds` for ThumbnailFunction."),
            "other_call_error", "sam validate said the template is valid; the timeout came from sam local invoke",
            ["code spans", "error from another call"], "sam validate --lint"),
        fake("c15-149", s22, g(
            "sam build --use-container needs Docker Desktop running on macOS",
            "sam build --use-container fails at once.",
            "Docker Desktop not started.",
            "The build image can't be pulled.",
            "Start Docker Desktop.",
            "`Error: Running AWS SAM projects locally requires Docker. Have you got it installed and running?`",
            cat="env_setup"),
            "never_seen_error", "the container build ran and succeeded; this Docker error never appears",
            ["code span error", "terse"], "Starting Build inside a container"),
        fake("c15-150", s22, k(
            "Thumbnail Lambdas need 30 s and 512 MB to finish locally",
            "Sizing an image-resizing Lambda.",
            "Start at Timeout 30 and MemorySize 512.",
            "At those values the local invoke finished.",
            "After `Timeout: 30` and `MemorySize: 512` the local invoke finished in about 4 s.", cat="performance"),
            "names_false_claim", "the only invoke after the edit still timed out at 3 s with 128 MB (no rebuild)",
            ["code spans", "false outcome"], "MemorySize: 512", group="c15-sam-timeout"),
    ]
