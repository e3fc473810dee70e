"""The ninth corpus's labelled lessons, part two (b): CocoaPods and the Xcode user-script sandbox, an Android
build without sdk.dir and an adb install over another signature, a Detox run the person interrupts, and an
Electron native module built for the wrong ABI."""
from __future__ import annotations

from tests.truth.corpus9_common import Rec, gotcha, knowledge


def _pods() -> list[Rec]:
    s = "pods-xcode"
    return [
        gotcha("c9-po-01", s, title="Podfile.lock pins FirebaseCore after a Firebase major bump",
               symptom="pod install: could not find compatible versions for pod FirebaseCore",
               trap="pod install never updates locked pods, so it fails the same way every time",
               cause="the lock snapshot has FirebaseCore 10.22.0 while the Podfile now wants 11.2",
               workaround="pod update FirebaseCore Firebase",
               evidence="[!] CocoaPods could not find compatible versions for pod \"FirebaseCore\" ... "
                        "`pod update FirebaseCore Firebase` → \"Pod installation complete! There are 14 dependencies "
                        "from the Podfile and 31 total pods installed.\"",
               ev="real", fix="shown", cls="fix_ran",
               why="pod update runs and completes the installation the failed pod install could not",
               phrasing=["... cut", "arrow", "double quotes"],
               st={"failure": "could not find compatible versions for pod",
                   "fix": "pod update FirebaseCore Firebase", "evidence": "Pod installation complete!"},
               category="build_config"),
        gotcha("c9-po-02", s, title="Xcode 15 user-script sandbox blocks the Embed Pods Frameworks rsync",
               symptom="xcodebuild Exit code 65, Sandbox: rsync.samba deny(1) file-write-create",
               trap="looks like a DerivedData permission problem",
               cause="ENABLE_USER_SCRIPT_SANDBOXING = YES stops the CocoaPods script from writing into the app",
               workaround="set ENABLE_USER_SCRIPT_SANDBOXING = NO in the project build settings",
               evidence="```\nSandbox: rsync.samba(48211) deny(1) file-write-create\n** BUILD FAILED **\n```\n"
                        "sed flipped both `ENABLE_USER_SCRIPT_SANDBOXING = YES;` lines to NO, and the same "
                        "xcodebuild then ended with `** BUILD SUCCEEDED **`.",
               ev="real", fix="shown", cls="fix_ran",
               why="the sed call is followed by the identical xcodebuild succeeding", group="c9-sandbox",
               phrasing=["fenced block", "code spans"],
               st={"failure": "Sandbox: rsync.samba(48211) deny(1) file-write-create",
                   "fix": "s/ENABLE_USER_SCRIPT_SANDBOXING = YES;/ENABLE_USER_SCRIPT_SANDBOXING = NO;/",
                   "evidence": "** BUILD SUCCEEDED **"}, category="build_config"),
        gotcha("c9-po-03", s, title="pod update exits 65 when the sandbox is on",
               symptom="pod update fails", trap="looks like a CocoaPods error", cause="sandboxing",
               workaround="disable sandboxing first",
               evidence="pod update FirebaseCore Firebase — Exit code 65, PhaseScriptExecution failed",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="Exit code 65 and PhaseScriptExecution belong to the first xcodebuild; pod update completed",
               phrasing=["em dash", "no quoting"], st={}),
        gotcha("c9-po-04", s, title="Three sandboxing flags in the Tides project",
               symptom="BUILD FAILED", trap="only one build configuration seems affected",
               cause="each configuration sets it", workaround="flip all of them",
               evidence="grep found ENABLE_USER_SCRIPT_SANDBOXING = YES in three configurations (lines 412, 476, "
                        "531); the sed changed all three.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="wrong count: grep found two lines (412, 476) and git diff shows 2 insertions(+), 2 deletions(-)",
               phrasing=["prose with numbers"], st={}),
        gotcha("c9-po-05", s, title="CocoaPods cannot find a FirebaseCore specification",
               symptom="pod install fails", trap="spec repo", cause="outdated trunk", workaround="pod repo update",
               evidence="pod install said \"[!] Unable to find a specification for FirebaseCore\"",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="this message never appears; pod install reported incompatible versions", phrasing=["double quotes"],
               st={}),
        knowledge("c9-po-06", s, title="pod update names the version jump it makes",
                  situation="resolving a Podfile.lock conflict after bumping a pod",
                  approach="run pod update on the named pods only and read its Installing lines",
                  rationale="it shows exactly which pods moved and from where",
                  evidence="`Installing Firebase 11.2.0 (was 10.22.0)` and `Installing FirebaseCore 11.2.0 (was "
                           "10.22.0)`",
                  ev="real", cls="knowledge", why="both lines are in the pod update output",
                  phrasing=["two code spans"], st={"evidence": "Installing FirebaseCore 11.2.0 (was 10.22.0)"},
                  category="workflow"),
    ]


def _gradle() -> list[Rec]:
    s = "gradle-sdk"
    return [
        gotcha("c9-gr-01", s, group="c9-gradle",
               title="Fresh Android clone needs local.properties with sdk.dir",
               symptom="gradlew assembleDebug: SDK location not found",
               trap="the SDK is installed under ~/Android/Sdk, so it looks like Gradle should find it",
               cause="no ANDROID_HOME and no local.properties (git-ignored) in a new clone",
               workaround="write android/local.properties with sdk.dir=/home/<you>/Android/Sdk",
               evidence="SDK location not found. Define a valid SDK location with an ANDROID_HOME environment "
                        "variable... Write(android/local.properties: `sdk.dir=/home/ravi/Android/Sdk`) then "
                        "`./gradlew assembleDebug` → `BUILD SUCCESSFUL in 1m 52s`",
               ev="real", fix="shown", cls="edit_then_pass",
               why="the Write of local.properties is followed by the same build succeeding",
               phrasing=["Write(...) notation", "dots cut", "arrow"],
               st={"failure": "SDK location not found.", "fix": "sdk.dir=/home/ravi/Android/Sdk",
                   "evidence": "BUILD SUCCESSFUL in 1m 52s"}, category="env_setup"),
        gotcha("c9-gr-02", s, title="adb install -r cannot replace an app signed with another key",
               symptom="INSTALL_FAILED_UPDATE_INCOMPATIBLE: signatures do not match newer version",
               trap="-r (reinstall) sounds like it should overwrite",
               cause="the device has the Play Store build, signed with the release key",
               workaround="adb uninstall com.tides.app (loses its data), then adb install",
               evidence=["adb install -r … → Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package "
                         "com.tides.app signatures do not match newer version; ignoring!]",
                         "adb uninstall com.tides.app → Success",
                         "adb install android/app/build/outputs/apk/debug/app-debug.apk → Performing Streamed "
                         "Install / Success"],
               ev="real", fix="shown", cls="fix_ran",
               why="after the uninstall the install prints Success", phrasing=["list", "arrows", "… cut"],
               st={"failure": "INSTALL_FAILED_UPDATE_INCOMPATIBLE", "fix": "adb uninstall com.tides.app"},
               category="tool_quirk", scope="global"),
        gotcha("c9-gr-03", s, title="Reinstall flag gets the debug APK over the store build",
               symptom="INSTALL_FAILED_UPDATE_INCOMPATIBLE", trap="uninstalling loses data",
               cause="signature mismatch", workaround="adb install -r",
               evidence="`adb install -r android/app/build/outputs/apk/debug/app-debug.apk` replaced the app "
                        "without uninstalling.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="outcome reversed: -r failed with the same INSTALL_FAILED_UPDATE_INCOMPATIBLE (Exit code 1)",
               phrasing=["code span"], st={}),
        gotcha("c9-gr-04", s, title="assembleDebug takes under a minute once sdk.dir is set",
               symptom="SDK location not found", trap="ANDROID_HOME", cause="missing local.properties",
               workaround="sdk.dir", evidence="`BUILD SUCCESSFUL in 1m 25s` / `187 actionable tasks: 187 executed`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="duration changed in the quote: it was 1m 52s", phrasing=["slash-joined code spans"], st={}),
        knowledge("c9-gr-05", s, title="Check adb devices before blaming the install",
                  situation="installing a debug build on a Pixel", approach="run adb devices first",
                  rationale="the phone was not listed at first",
                  evidence="adb devices initially showed an empty list of devices attached",
                  ev="invented", cls="names_false_claim",
                  why="state that was not so: adb devices listed 37141FDJH00BCX as `device`",
                  phrasing=["prose absence claim"], st={}),
    ]


def _adb() -> list[Rec]:
    s = "adb-interrupt"
    return [
        gotcha("c9-ad-01", s, title="Detox avdName must match an AVD that exists locally",
               symptom="DetoxRuntimeError: Failed to find a device by name: Pixel_7_API_34",
               trap="the emulator binary works, so the setup looks fine",
               cause=".detoxrc.js names an AVD this machine does not have",
               workaround="set avdName to one from emulator -list-avds (here Pixel_6_API_33)",
               evidence="Detox: `Failed to find a device by name: Pixel_7_API_34`; `emulator -list-avds` lists "
                        "`Pixel_6_API_33` and `Pixel_8_API_35`; Edit .detoxrc.js → `avdName: 'Pixel_6_API_33'`.",
               ev="real", fix="not_shown", cls="never_run",
               why="the config was edited but Detox never ran again (the person said to stop there)",
               phrasing=["semicolon-separated citations", "Edit notation"],
               st={"failure": "Failed to find a device by name: Pixel_7_API_34",
                   "fix": "avdName: 'Pixel_6_API_33'"}, category="test_strategy"),
        gotcha("c9-ad-02", s, title="Pixel_8_API_35 runs the courier smoke test",
               symptom="no device named Pixel_7_API_34", trap="config", cause="AVD missing",
               workaround="boot Pixel_8_API_35",
               evidence="booted with `emulator -avd Pixel_8_API_35 -no-snapshot -no-audio`; smoke test passed on it",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the boot call was rejected/interrupted by the person; no test ran", phrasing=["code span"],
               st={}),
        knowledge("c9-ad-03", s, title="Ask before booting an emulator on Ivy's laptop",
                  situation="a test needs an Android emulator on the courier dev machine",
                  approach="edit config only; do not start an emulator without asking",
                  rationale="the person interrupted the boot because the laptop has 8GB",
                  evidence="The emulator call was rejected ([Request interrupted by user for tool use]) and the "
                           "person wrote \"don't boot it, my laptop has 8GB\".",
                  ev="real", cls="knowledge", why="the rejection, the interrupt marker and the prompt are in the session",
                  phrasing=["double quotes", "bracketed marker"], st={"evidence": "my laptop has 8GB"},
                  category="workflow"),
        knowledge("c9-ad-04", s, title="No AVDs configured on the courier box",
                  situation="Detox cannot find a device", approach="create an AVD first",
                  rationale="nothing to boot", evidence="`emulator -list-avds` printed nothing.",
                  ev="invented", cls="names_false_claim",
                  why="false absence: it printed Pixel_6_API_33 and Pixel_8_API_35", phrasing=["absence claim"],
                  st={}),
        knowledge("c9-ad-05", s, title="adb devices raises DetoxRuntimeError with no emulator",
                  situation="starting Detox", approach="check adb", rationale="adb itself reports the missing device",
                  evidence="adb devices → DetoxRuntimeError: Failed to find a device by name",
                  ev="invented", cls="other_call_error",
                  why="error moved: adb devices printed an empty list; the DetoxRuntimeError came from npx detox test",
                  phrasing=["arrow"], st={}),
    ]


def _electron() -> list[Rec]:
    s = "electron-abi"
    return [
        gotcha("c9-el-01", s, group="c9-electron",
               title="npm rebuild builds native modules for Node, not for Electron",
               symptom="NODE_MODULE_VERSION 115 vs 125 when Electron loads better-sqlite3",
               trap="the error text itself recommends npm rebuild, which prints success",
               cause="npm rebuild targets the system Node ABI (115); Electron 31 needs 125",
               workaround="npx @electron/rebuild -f -w better-sqlite3",
               evidence="npm rebuild better-sqlite3 said `rebuilt dependencies successfully`, npm start failed the "
                        "same. `npx @electron/rebuild -f -w better-sqlite3` → `✔ Rebuild Complete`; the app then "
                        "logged `[main] window ready` (the Exit code 124 is just timeout).",
               ev="real", fix="shown", cls="fix_ran",
               why="after @electron/rebuild the app reaches window ready and the person confirms it starts",
               phrasing=["code spans", "exit code explained"],
               st={"failure": "was compiled against a different Node.js version",
                   "fix": "npx @electron/rebuild -f -w better-sqlite3", "evidence": "[main] window ready"},
               category="build_config", scope="global"),
        gotcha("c9-el-02", s, title="npm rebuild fixes the better-sqlite3 ABI mismatch",
               symptom="NODE_MODULE_VERSION mismatch", trap="electron-rebuild", cause="stale build",
               workaround="npm rebuild better-sqlite3",
               evidence="Ran `npm rebuild better-sqlite3` as the error message suggests; the app started "
                        "afterwards.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="outcome reversed: npm start after npm rebuild failed with the same NODE_MODULE_VERSION error",
               phrasing=["code span", "paraphrase"], st={}),
        gotcha("c9-el-03", s, title="@electron/rebuild can exit 124",
               symptom="rebuild killed", trap="looks like a compile error", cause="slow compile", workaround="rerun",
               evidence="npx @electron/rebuild -f -w better-sqlite3: Exit code 124",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="Exit code 124 belongs to `timeout 20 npm start`; the rebuild printed Rebuild Complete",
               phrasing=["colon notation"], st={}),
        knowledge("c9-el-04", s, title="Compare process.versions.modules with the ABI in the Electron error",
                  situation="a native module fails to load after an Electron upgrade",
                  approach="node -p process.versions.modules shows the ABI npm builds for",
                  rationale="115 there against 125 in the error shows the module was built for plain Node",
                  evidence="`node -p process.versions.modules` → 115; the error: This version of Node.js requires "
                           "NODE_MODULE_VERSION 125.",
                  ev="real", cls="knowledge", why="the node -p output and the error are in the session",
                  phrasing=["code span", "arrow", "paraphrased line break"], st={"evidence": "node -p process.versions.modules"},
                  category="debugging_technique"),
        gotcha("c9-el-05", s, title="Electron 31 wants ABI 127 for better-sqlite3",
               symptom="module compiled against another version", trap="npm rebuild",
               cause="ABI mismatch", workaround="electron-rebuild",
               evidence="`NODE_MODULE_VERSION 127. Please try re-compiling or re-installing`",
               ev="invented", fix="not_shown", cls="near_miss", why="number changed: Electron required 125",
               phrasing=["code span"], st={}),
    ]


def records_b2() -> list[Rec]:
    return _pods() + _gradle() + _adb() + _electron()
