"""The ninth corpus's labelled lessons, part five: Xcode signing without a team and a device that is not there
(a Korean reply about the commit, a helper script named like the fix), Metro under pnpm, and `prisma generate`
on Windows while `next dev` holds the engine DLL."""
from __future__ import annotations

from tests.truth.corpus9_common import Rec, gotcha, knowledge


def _sign() -> list[Rec]:
    s = "xcode-sign"
    return [
        gotcha("c9-xs-01", s, title="Device builds need DEVELOPMENT_TEAM; pass it to xcodebuild",
               symptom="xcodebuild Exit code 65: Signing for \"Tides\" requires a development team",
               trap="simulator builds never sign, so the project looked fine",
               cause="the project has no DEVELOPMENT_TEAM (grep -c printed 0)",
               workaround="xcodebuild ... DEVELOPMENT_TEAM=<team id> -allowProvisioningUpdates build",
               evidence="```\n$ xcodebuild -workspace ios/Tides.xcworkspace -scheme Tides -configuration Debug "
                        "-destination 'generic/platform=iOS' DEVELOPMENT_TEAM=8XK2Q7RM4P -allowProvisioningUpdates "
                        "build | tail -3\n** BUILD SUCCEEDED **\n```\nbefore that: error: Signing for \"Tides\" "
                        "requires a development team.",
               ev="real", fix="shown", cls="fix_ran",
               why="with the team id on the command line the device build succeeds",
               phrasing=["fenced block with $ prompt", "double quotes"],
               st={"failure": "requires a development team", "fix": "DEVELOPMENT_TEAM=8XK2Q7RM4P",
                   "evidence": "Apple Development: Nadia Park"}, category="build_config"),
        gotcha("c9-xs-02", s, title="devicectl cannot see a locked or unplugged iPhone",
               symptom="ERROR: The specified device was not found. (com.apple.dt.CoreDeviceError error 1000.)",
               trap="the signed build succeeded, so the install step looks like the easy part",
               cause="the phone was not connected/visible to devicectl",
               workaround="connect and unlock the phone, then rerun xcrun devicectl device install app",
               evidence="`xcrun devicectl device install app --device 00008110-001A2B3C4D5E6F7A …` → `The specified "
                        "device was not found.`; the person answered 커밋은 됐네, 고마워. 폰은 내일 연결할게",
               ev="real", fix="not_shown", cls="korean_other",
               why="the Korean reply thanks for the commit and defers the phone; the install never runs again",
               group="c9-devicectl", phrasing=["code spans", "… cut inside a span", "Korean quoted unmarked"],
               st={"failure": "The specified device was not found", "fix": "커밋은 됐네"}, category="env_setup"),
        gotcha("c9-xs-03", s, title="Wrap devicectl install in ios/install-device.sh",
               symptom="devicectl: The specified device was not found",
               trap="typing the long devicectl command by hand",
               cause="the install needs the device UDID and the .app path",
               workaround="ios/install-device.sh <udid> <path to Tides.app>",
               evidence="Write ios/install-device.sh: `xcrun devicectl device install app --device \"$1\" \"$2\"` "
                        "after `ERROR: The specified device was not found. (com.apple.dt.CoreDeviceError error "
                        "1000.)`",
               ev="real", fix="not_shown", cls="write_named_like_fix",
               why="the helper script is only written (and committed); it never runs and no install succeeds",
               group="c9-devicectl", phrasing=["Write notation", "code spans"],
               st={"failure": "CoreDeviceError error 1000", "fix": "install app --device \"$1\" \"$2\""},
               category="workflow"),
        gotcha("c9-xs-04", s, title="Signed Tides build installs straight onto the phone",
               symptom="requires a development team", trap="Signing & Capabilities editor",
               cause="missing team", workaround="DEVELOPMENT_TEAM=8XK2Q7RM4P",
               evidence="After BUILD SUCCEEDED with DEVELOPMENT_TEAM=8XK2Q7RM4P, devicectl installed Tides on the "
                        "iPhone.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="outcome reversed: devicectl failed (device not found, Exit code 1)", phrasing=["prose"], st={}),
        gotcha("c9-xs-05", s, title="Team 8XK2Q7RM4Q signs the Tides device build",
               symptom="requires a development team", trap="no team in pbxproj", cause="signing",
               workaround="pass the team",
               evidence="`DEVELOPMENT_TEAM=8XK2Q7RM4Q -allowProvisioningUpdates`",
               ev="invented", fix="not_shown", cls="near_miss", why="last character of the team id changed (…4P)",
               phrasing=["code span"], st={}),
        knowledge("c9-xs-06", s, title="xcodebuild with a team id hits CoreDeviceError 1000",
                  situation="device build with DEVELOPMENT_TEAM", approach="connect the phone first",
                  rationale="the build itself needs the device",
                  evidence="the xcodebuild run with DEVELOPMENT_TEAM=8XK2Q7RM4P failed: ERROR: The specified device "
                           "was not found. (com.apple.dt.CoreDeviceError error 1000.)",
                  ev="invented", cls="other_call_error",
                  why="that error came from xcrun devicectl; the xcodebuild run printed BUILD SUCCEEDED",
                  phrasing=["unquoted error line"], st={}),
        knowledge("c9-xs-07", s, title="Check the pbxproj for a team before a device build",
                  situation="first device build of an Expo/RN iOS project",
                  approach="grep -c DEVELOPMENT_TEAM in project.pbxproj; 0 means none is set",
                  rationale="then pass the team on the xcodebuild command line instead of editing the project",
                  evidence="`grep -c DEVELOPMENT_TEAM ios/Tides.xcodeproj/project.pbxproj` → 0",
                  ev="real", cls="knowledge", why="the grep and its 0 are in the session",
                  phrasing=["code span", "arrow"], st={"evidence": "grep -c DEVELOPMENT_TEAM"},
                  category="build_config"),
    ]


def _pnpm() -> list[Rec]:
    s = "metro-pnpm"
    return [
        gotcha("c9-mp-01", s, title="Metro under pnpm needs node-linker=hoisted",
               symptom="Unable to resolve module @babel/runtime/helpers/interopRequireDefault",
               trap="clearing watchman and the metro cache exits 0 and changes nothing",
               cause="Metro does not resolve through pnpm's isolated (symlinked) node_modules",
               workaround=".npmrc node-linker=hoisted, then rm -rf node_modules && pnpm install",
               evidence="Unable to resolve module @babel/runtime/helpers/interopRequireDefault from "
                        "/Users/max/apps/cart/index.js → .npmrc `node-linker=hoisted` + `rm -rf node_modules && "
                        "pnpm install` → `iOS Bundled 2412ms index.js (1204 modules)`",
               ev="real", fix="shown", cls="fix_ran",
               why="after the reinstall with the hoisted linker the export bundles",
               phrasing=["arrows", "unquoted error then code spans"],
               st={"failure": "Unable to resolve module @babel/runtime/helpers/interopRequireDefault",
                   "fix": "rm -rf node_modules && pnpm install", "evidence": "iOS Bundled 2412ms"},
               category="build_config", scope="global"),
        gotcha("c9-mp-02", s, title="watchman watch-del-all fixes Metro after moving to pnpm",
               symptom="iOS Bundling failed", trap="pnpm layout", cause="stale watch",
               workaround="watchman watch-del-all && rm -rf $TMPDIR/metro-*",
               evidence="watchman watch-del-all && rm -rf $TMPDIR/metro-* — bundling worked on the next export",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="outcome reversed: the next export failed with the same Unable to resolve module",
               phrasing=["command as prose", "em dash"], st={}),
        gotcha("c9-mp-03", s, title="Adding a native package breaks the hoisted pnpm layout again",
               symptom="Unable to resolve module", trap="hoisted", cause="pnpm add", workaround="reinstall",
               evidence="`pnpm add react-native-svg@15.6.0` → the following export failed again",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="outcome reversed: after pnpm add the export bundled 1231 modules", phrasing=["arrow"], st={}),
        knowledge("c9-mp-04", s, title="Hoisted pnpm layout holds up when adding packages",
                  situation="Expo app on pnpm with node-linker=hoisted",
                  approach="add packages with pnpm add as usual",
                  rationale="the bundle still resolved afterwards",
                  evidence="pnpm add react-native-svg@15.6.0, then npx expo export --platform ios → iOS Bundled "
                           "2519ms index.js (1231 modules)",
                  ev="real", cls="knowledge", why="the add and the passing export follow each other",
                  phrasing=["arrow, no quoting"], st={"evidence": "iOS Bundled 2519ms"}, category="workflow"),
        gotcha("c9-mp-05", s, title="react-native-svg unresolved under pnpm",
               symptom="bundle fails", trap="hoisting", cause="symlinks", workaround="hoisted linker",
               evidence="`Unable to resolve module react-native-svg from /Users/max/apps/cart/index.js`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="never printed; the only unresolved module was @babel/runtime/helpers/interopRequireDefault",
               phrasing=["code span"], st={}),
        knowledge("c9-mp-06", s, title="The cart app already hoisted via shamefully-hoist",
                  situation="pnpm + Metro", approach="keep the existing .npmrc", rationale="it was set before",
                  evidence="cat .npmrc showed shamefully-hoist=true before the change",
                  ev="invented", cls="names_false_claim",
                  why="state that was not so: cat .npmrc failed, No such file or directory", phrasing=["prose"],
                  st={}),
    ]


def _win() -> list[Rec]:
    s = "prisma-win"
    return [
        gotcha("c9-pwin-01", s, title="prisma generate EPERM on Windows: a running next dev holds the engine DLL",
               symptom="EPERM: operation not permitted, rename ...query_engine-windows.dll.node",
               trap="retrying generate fails the same way every time",
               cause="Windows cannot replace a DLL another process (next dev, PID 8812) has loaded",
               workaround="stop the dev server's node process, run npx prisma generate, start it again",
               evidence="EPERM: operation not permitted, rename 'C:\\Users\\dana\\kiosk\\node_modules\\.prisma\\"
                        "client\\query_engine-windows.dll.node.tmp8812' (twice) → PID 8812 was "
                        "start-server.js → `Stop-Process -Id 8812; npx prisma generate` → `✔ Generated Prisma "
                        "Client (v5.19.1)`",
               ev="real", fix="shown", cls="fix_ran",
               why="after stopping 8812 the generate succeeds", phrasing=["Windows path", "arrows", "count"],
               st={"failure": "EPERM: operation not permitted, rename",
                   "fix": "Stop-Process -Id 8812; npx prisma generate", "evidence": "in 143ms"},
               category="env_setup", scope="global"),
        gotcha("c9-pwin-02", s, title="scripts\\regen.ps1 stops node and regenerates the Prisma client",
               symptom="EPERM on query_engine-windows.dll.node",
               trap="generating while next dev runs", cause="locked DLL",
               workaround="run scripts\\regen.ps1 <pid>",
               evidence="Write C:\\Users\\dana\\kiosk\\scripts\\regen.ps1 with `Stop-Process -Id (Get-Process node | "
                        "Where-Object { $_.Id -eq $args[0] }).Id` and `npx prisma generate`",
               ev="real", fix="not_shown", cls="write_named_like_fix",
               why="the script is written but never run; the successful generate was a separate inline command",
               phrasing=["Write notation", "code spans with braces"],
               st={"failure": "query_engine-windows.dll.node.tmp8812",
                   "fix": "Where-Object { $_.Id -eq $args[0] }"}, category="workflow"),
        gotcha("c9-pwin-03", s, title="Second prisma generate attempt clears the EPERM",
               symptom="EPERM rename", trap="process locks", cause="transient antivirus lock",
               workaround="run npx prisma generate again",
               evidence="npx prisma generate failed once with EPERM and passed on the immediate retry.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the immediate retry failed with the same EPERM", phrasing=["prose"], st={}),
        gotcha("c9-pwin-04", s, title="Prisma engine temp file name on Windows",
               symptom="EPERM", trap="retry", cause="lock", workaround="stop node",
               evidence="`query_engine-windows.dll.node.tmp8821`",
               ev="invented", fix="not_shown", cls="near_miss", why="digits swapped: tmp8812",
               phrasing=["code span"], st={}),
        knowledge("c9-pwin-05", s, title="Which node.exe is which: read the command line by PID",
                  situation="several node.exe processes on Windows and one holds a file",
                  approach="Get-CimInstance Win32_Process -Filter \"ProcessId=<pid>\" | Select-Object "
                           "-ExpandProperty CommandLine",
                  rationale="Get-Process shows only the path, which is node.exe for all of them",
                  evidence="Get-Process node listed 8812 and 9140, both C:\\Program Files\\nodejs\\node.exe; the "
                           "CIM query showed 8812 runs node_modules\\next\\dist\\server\\lib\\start-server.js",
                  ev="real", cls="knowledge", why="both calls' outputs are in the session",
                  phrasing=["Windows paths in prose"], st={"evidence": "start-server.js"},
                  category="debugging_technique"),
        knowledge("c9-pwin-06", s, title="No node process was running during the EPERM",
                  situation="prisma generate EPERM on Windows", approach="suspect antivirus",
                  rationale="nothing else held the file",
                  evidence="Get-Process node returned no processes, so the lock was not node's",
                  ev="invented", cls="names_false_claim",
                  why="state that was not so: it listed PIDs 8812 and 9140", phrasing=["prose"], st={}),
        knowledge("c9-pwin-07", s, title="Stop-Process on the dev server fails without admin",
                  situation="stopping next dev", approach="elevate", rationale="access denied",
                  evidence="`Stop-Process -Id 8812; npx prisma generate` → Exit code 1",
                  ev="invented", cls="other_call_error",
                  why="that call succeeded; Exit code 1 belongs to the two failed generate calls",
                  phrasing=["code span", "arrow"], st={}),
        knowledge("c9-pwin-08", s, title="Restart next dev hidden and probe the health route",
                  situation="after regenerating the Prisma client on Windows",
                  approach="Start-Process npm.cmd -ArgumentList 'run','dev' -WindowStyle Hidden, wait, then "
                           "Invoke-WebRequest the health endpoint",
                  rationale="confirms the server came back with the new client",
                  evidence="(Invoke-WebRequest http://localhost:3000/api/health).StatusCode returned 200",
                  ev="real", cls="knowledge", why="the call and its 200 are in the session",
                  phrasing=["PowerShell expression unquoted"], st={"evidence": "Invoke-WebRequest"},
                  category="workflow"),
    ]


def records_e() -> list[Rec]:
    return _sign() + _pnpm() + _win()
