"""The ninth corpus's scripted sessions, part four: Xcode code signing without a team (and a Korean reply
about something else), Metro under pnpm's symlinked node_modules, and `prisma generate` on Windows while a
dev server holds the query engine DLL, and a Vitest coverage provider that must match vitest's version."""
from __future__ import annotations

from typing import Any

SIGN_FAIL = ("Exit code 65\nerror: Signing for \"Tides\" requires a development team. Select a development team "
             "in the Signing & Capabilities editor. (in target 'Tides' from project 'Tides')\n\n** BUILD FAILED **")

XCODE_SIGN = [
    ("user", "빌드해서 내 아이폰에 올려줘 (device build, not simulator)"),
    ('bash', 'git log --oneline -1', 'd9e0c11 ios: bump deployment target to 15.1', False),
    ("bash", "xcodebuild -workspace ios/Tides.xcworkspace -scheme Tides -configuration Debug -destination "
             "'generic/platform=iOS' build | tail -3", SIGN_FAIL, True),
    ("bash", "grep -c DEVELOPMENT_TEAM ios/Tides.xcodeproj/project.pbxproj", "0", False),
    ("say", "No team is set. I can pass it on the command line with DEVELOPMENT_TEAM=<id> "
            "-allowProvisioningUpdates; what is your team ID?"),
    ("user", "팀 ID는 8XK2Q7RM4P 야"),
    ("bash", "xcodebuild -workspace ios/Tides.xcworkspace -scheme Tides -configuration Debug -destination "
             "'generic/platform=iOS' DEVELOPMENT_TEAM=8XK2Q7RM4P -allowProvisioningUpdates build | tail -3",
     "Signing Identity:     \"Apple Development: Nadia Park (7QW3D9K2LM)\"\nProvisioning Profile: \"iOS Team "
     "Provisioning Profile: com.tides.app\"\n** BUILD SUCCEEDED **", False),
    ("bash", "xcrun devicectl device install app --device 00008110-001A2B3C4D5E6F7A "
             "~/Library/Developer/Xcode/DerivedData/Tides-abc/Build/Products/Debug-iphoneos/Tides.app",
     "Exit code 1\nERROR: The specified device was not found. (com.apple.dt.CoreDeviceError error 1000.)\n"
     "    DeviceIdentifier = 00008110-001A2B3C4D5E6F7A", True),
    ("say", "The build is signed, but the phone is not visible to devicectl. Is it connected and unlocked? "
            "Once it is, I'll rerun the install."),
    ("write", "/Users/nadia/apps/tides/ios/install-device.sh",
     "#!/bin/sh\nxcrun devicectl device install app --device \"$1\" \"$2\"\n"),
    ("user", "커밋은 됐네, 고마워. 폰은 내일 연결할게"),
    ("bash", "git log --oneline -1", "e44b0a1 ios: device install helper", False),
]

PNPM_FAIL = ("Exit code 1\nStarting Metro Bundler\niOS Bundling failed 1873ms index.js (1 module)\nUnable to resolve "
             "module @babel/runtime/helpers/interopRequireDefault from /Users/max/apps/cart/index.js: "
             "@babel/runtime/helpers/interopRequireDefault could not be found within the project or in these "
             "directories:\n  node_modules")

METRO_PNPM = [
    ("user", "switched the expo app to pnpm and now the ios bundle fails. expo-doctor says nothing useful"),
    ('bash', 'pnpm -v', '9.10.0', False),
    ("bash", "cat .npmrc", "Exit code 1\ncat: .npmrc: No such file or directory", True),
    ("bash", "npx expo export --platform ios", PNPM_FAIL, True),
    ("bash", "watchman watch-del-all && rm -rf $TMPDIR/metro-*",
     "{\n    \"version\": \"2024.09.09.00\",\n    \"roots\": [\n        \"/Users/max/apps/cart\"\n    ]\n}", False),
    ("bash", "npx expo export --platform ios", PNPM_FAIL, True),
    ("say", "Metro does not follow pnpm's isolated node_modules layout well. Setting `node-linker=hoisted` makes "
            "pnpm write a flat node_modules."),
    ("write", "/Users/max/apps/cart/.npmrc", "node-linker=hoisted\n"),
    ("bash", "rm -rf node_modules && pnpm install",
     "Lockfile is up to date, resolution step is skipped\nPackages: +1187\n++++++++++++++++++++++++++++++++\n"
     "Progress: resolved 1187, reused 1187, downloaded 0, added 1187, done\n\nDone in 14.2s", False),
    ("bash", "npx expo export --platform ios",
     "Starting Metro Bundler\niOS Bundled 2412ms index.js (1204 modules)\n\n› Assets (14):\n› ios bundles (1):\n"
     "_expo/static/js/ios/index-4f2a0c.hbc (2.31 MB)\n\nExported: dist", False),
    ("bash", "pnpm add react-native-svg@15.6.0",
     "Packages: +3\n+++\nProgress: resolved 1190, reused 1187, downloaded 3, added 3, done\n\n"
     "dependencies:\n+ react-native-svg 15.6.0\n\nDone in 3.1s", False),
    ("bash", "npx expo export --platform ios",
     "Starting Metro Bundler\niOS Bundled 2519ms index.js (1231 modules)\n\nExported: dist", False),
]

EPERM = ("Exit code 1\nPrisma schema loaded from prisma\\schema.prisma\nError: \nEPERM: operation not permitted, "
         "rename 'C:\\Users\\dana\\kiosk\\node_modules\\.prisma\\client\\query_engine-windows.dll.node.tmp8812' -> "
         "'C:\\Users\\dana\\kiosk\\node_modules\\.prisma\\client\\query_engine-windows.dll.node'")

PRISMA_WIN = [
    ("user", "prisma generate keeps failing with EPERM on windows after I changed the schema"),
    ("bash", 'git diff --stat prisma/schema.prisma',
     ' prisma/schema.prisma | 6 ++++++\n 1 file changed, 6 insertions(+)', False),
    ("bash", "npx prisma generate", EPERM, True),
    ("bash", "npx prisma generate", EPERM, True),
    ("bash", "Get-Process node | Select-Object Id, StartTime, Path",
     "\n   Id StartTime            Path\n   -- ---------            ----\n 8812 10/11/2026 09:02:13  "
     "C:\\Program Files\\nodejs\\node.exe\n 9140 10/11/2026 09:40:55  C:\\Program Files\\nodejs\\node.exe", False),
    ("bash", "Get-CimInstance Win32_Process -Filter \"ProcessId=8812\" | Select-Object -ExpandProperty CommandLine",
     "\"C:\\Program Files\\nodejs\\node.exe\" C:\\Users\\dana\\kiosk\\node_modules\\next\\dist\\server\\lib\\"
     "start-server.js", False),
    ("say", "PID 8812 is the running `next dev` server; it has the query engine DLL loaded, so Windows will not let "
            "prisma replace it. Stop it, generate, then start it again."),
    ("write", "C:\\Users\\dana\\kiosk\\scripts\\regen.ps1",
     "Stop-Process -Id (Get-Process node | Where-Object { $_.Id -eq $args[0] }).Id\nnpx prisma generate\n"),
    ("bash", "Stop-Process -Id 8812; npx prisma generate",
     "Prisma schema loaded from prisma\\schema.prisma\n\n✔ Generated Prisma Client (v5.19.1) to .\\node_modules\\"
     "@prisma\\client in 143ms", False),
    ("bash", "Start-Process npm.cmd -ArgumentList 'run','dev' -WindowStyle Hidden; Start-Sleep 8; "
             "(Invoke-WebRequest http://localhost:3000/api/health).StatusCode", "200", False),
]

COVERAGE = [
    ("user", "wire coverage into CI: `npx vitest run --coverage` fails locally"),
    ("bash", "grep -n '\"vitest\"' package.json", "27:    \"vitest\": \"^2.0.5\",", False),
    ("bash", "npx vitest run --coverage",
     "Exit code 1\n\n RUN  v2.0.5 /home/ana/widgets\n      Coverage enabled with v8\n\n"
     "MISSING DEPENDENCY  Cannot find dependency '@vitest/coverage-v8'\n", True),
    ("bash", "npm i -D @vitest/coverage-v8",
     "Exit code 1\nnpm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\nnpm error\n"
     "npm error While resolving: widgets@0.4.0\nnpm error Found: vitest@2.0.5\nnpm error node_modules/vitest\n"
     "npm error   dev vitest@\"^2.0.5\" from the root project\nnpm error\nnpm error Could not resolve dependency:\n"
     "npm error peer vitest@\"2.1.1\" from @vitest/coverage-v8@2.1.1", True),
    ("say", "The coverage provider has to match vitest exactly: `npm i -D @vitest/coverage-v8@2.0.5` would do it. "
            "Shall I install that and re-run coverage?"),
    ("user", "I'll add the dep in my own PR. just document the coverage command in the README"),
    ("edit", "/home/ana/widgets/README.md", "## Tests\n",
     "## Tests\n\nCoverage: `npx vitest run --coverage` (needs `@vitest/coverage-v8` at the same version as "
     "vitest).\n"),
    ("user", "looks good 👍 the README part reads well"),
    ("bash", "git add README.md && git commit -qm 'docs: coverage command' && git log --oneline -1",
     "5c1d7e2 docs: coverage command", False),
]


def sources_d() -> dict[str, tuple[str, str, str, list[Any]]]:
    return {
        "xcode-sign": ("/Users/nadia/apps/tides", "2026-10-11T07:10:00.000Z", "main", XCODE_SIGN),
        "metro-pnpm": ("/Users/max/apps/cart", "2026-10-11T08:00:00.000Z", "pnpm", METRO_PNPM),
        "vitest-coverage": ("/home/ana/widgets", "2026-10-12T10:00:00.000Z", "coverage", COVERAGE),
        "prisma-win": ("C:\\Users\\dana\\kiosk", "2026-10-11T09:45:00.000Z", "schema-v3", PRISMA_WIN),
    }
