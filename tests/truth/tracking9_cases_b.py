"""The ninth tracking corpus, part two: lessons C-E (an Electron native module built for another
NODE_MODULE_VERSION, a stale Next.js `.next` cache after switching branches, CocoaPods out of sync with
Podfile.lock). The label rules are in tracking9_cases.py."""
from __future__ import annotations

from tests.truth.tracking9_cases import (
    CARE,
    DOCS,
    LEDGER,
    PILL,
    QSYNC,
    QUILL,
    bad,
    ed,
    later,
    lesson,
    ok,
    pair,
    say,
    source,
    u,
)

# --- C: Electron native module built for another NODE_MODULE_VERSION ------------------------------------------

def abi(module_path: str, built: int, wanted: int) -> str:
    return (f"App threw an error during load\nError: The module '{module_path}'\nwas compiled against a different "
            f"Node.js version using\nNODE_MODULE_VERSION {built}. This version of Node.js requires\nNODE_MODULE_VERSION "
            f"{wanted}. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or "
            "`npm install`).\n    at process.func [as dlopen] (node:electron/js2c/node_init:2:2617)")


def _electron() -> None:
    sqlite = f"{QUILL}/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
    source("s-electron", QUILL, "2026-10-04T13:00:00Z", "deps/electron-33",
           u("after the electron 33 upgrade the app dies on start, can you fix it"),
           bad("npm run smoke", "> quill@0.9.0 smoke\n> electron . --smoke\n\n" + abi(sqlite, 127, 130)),
           ok("npm rebuild better-sqlite3", "rebuilt dependencies successfully"),
           bad("npm run smoke", "> quill@0.9.0 smoke\n> electron . --smoke\n\n" + abi(sqlite, 127, 130)),
           say("npm rebuild compiled it for the system Node 22 (ABI 127) again; Electron 33 wants 130. "
               "Rebuilding against Electron's headers instead."),
           ok("npx @electron/rebuild -f -w better-sqlite3",
              "⠋ Searching dependency tree\n✔ Rebuild Complete"),
           ok("npm run smoke", "> quill@0.9.0 smoke\n> electron . --smoke\n\n[quill] db opened at "
              "/home/dev/.config/quill/quill.db\n[quill] smoke ok"))
    lesson("t9-electron-abi", "project", "en", "s-electron", "build_config",
           "Native modules must be rebuilt for Electron's ABI, not with plain npm rebuild",
           "The app quits at load: better_sqlite3.node was compiled against NODE_MODULE_VERSION 127, Electron "
           "requires 130",
           "Following the error's own hint and running `npm rebuild`, which rebuilds for the system Node again",
           "Electron ships its own Node with a different module ABI; node-gyp must build against Electron's headers",
           "`npx @electron/rebuild -f -w <module>` after every Electron bump or native dependency install",
           "```\n$ npm rebuild better-sqlite3\nrebuilt dependencies successfully\n"
           "NODE_MODULE_VERSION 127. This version of Node.js requires\n$ npx @electron/rebuild -f -w better-sqlite3\n"
           "✔ Rebuild Complete\n[quill] smoke ok\n```")

    later("l-el-keytar", QUILL, "2026-10-20T10:00:00Z", "feat/keychain",
          u("store the sync token in the OS keychain with keytar"),
          ok("npm install keytar@7.9.0", "added 3 packages, and audited 688 packages in 6s"),
          ok("npx electron-rebuild -f -w keytar", "✔ Rebuild Complete"),
          ed(f"{QUILL}/src/main/token.ts", "return store.get('token')",
             "return keytar.getPassword('quill', 'sync-token')"),
          ok("npm run smoke", "[quill] db opened at /home/dev/.config/quill/quill.db\n[quill] smoke ok"))
    pair("t9-electron-abi", "l-el-keytar", "applied",
         "rebuilds the new native dep for Electron (`electron-rebuild -f -w keytar`) before the first run")

    later("l-el-fullpath", QSYNC, "2026-10-27T09:15:00Z", "main",
          u("fresh clone of quill-sync; get it running"),
          ok("npm ci", "added 702 packages in 21s"),
          ok("./node_modules/.bin/electron-rebuild --version 33.2.0 --only sqlite3", "✔ Rebuild Complete"),
          ok("npm start -- --headless --exit-after-sync", "[sync] 0 changes pulled, 0 pushed\n[sync] exit"))
    pair("t9-electron-abi", "l-el-fullpath", "applied",
         "sibling Electron app: full-path `electron-rebuild --version 33.2.0 --only sqlite3` before starting")

    later("l-el-npm-runtime", QUILL, "2026-11-21T10:00:00Z", "feat/export-pdf",
          u("add the pdf exporter; it needs canvas"),
          ok("npm install canvas@2.11.2", "added 1 package in 14s"),
          ok("npm rebuild canvas --runtime=electron --target=33.2.0 --dist-url=https://electronjs.org/headers "
             "--build-from-source", "rebuilt dependencies successfully"),
          ed(f"{QUILL}/src/main/export.ts", "// TODO pdf", "const c = createCanvas(595, 842)"),
          ok("npm run smoke", "[quill] db opened at /home/dev/.config/quill/quill.db\n[quill] smoke ok"),
          ok("npx vitest run src/main", " Test Files  2 passed (2)\n      Tests  9 passed (9)"))
    pair("t9-electron-abi", "l-el-npm-runtime", "applied",
         "rebuilds canvas against Electron's headers (`--runtime=electron --target=33.2.0`) before any run")

    later("l-el-34", QUILL, "2026-11-06T15:30:00Z", "deps/electron-34",
          u("bump electron to 34 and check the terminal pane"),
          ok("npm i -D electron@34.0.1", "changed 1 package in 9s"),
          bad("npm run smoke", abi(f"{QUILL}/node_modules/node-pty/build/Release/pty.node", 130, 132)),
          ok("npx @electron/rebuild -f -w node-pty,better-sqlite3", "✔ Rebuild Complete"),
          ok("npm run smoke", "[quill] smoke ok"))
    pair("t9-electron-abi", "l-el-34", "recurred",
         "after the next Electron bump node-pty fails: NODE_MODULE_VERSION 130 vs 132 (rebuilt after)")

    later("l-el-sync-trap", QSYNC, "2026-11-14T17:00:00Z", "deps/electron-33",
          u("quill-sync crashes after I moved it to electron 33 too"),
          bad("npm start -- --headless --exit-after-sync",
              abi(f"{QSYNC}/node_modules/sqlite3/build/Release/node_sqlite3.node", 127, 130)),
          ok("npm rebuild sqlite3", "rebuilt dependencies successfully"),
          bad("npm start -- --headless --exit-after-sync",
              abi(f"{QSYNC}/node_modules/sqlite3/build/Release/node_sqlite3.node", 127, 130)),
          say("Still the ABI mismatch; I'll stop here and ask before touching the toolchain."))
    pair("t9-electron-abi", "l-el-sync-trap", "recurred",
         "the ABI mismatch shows in the sibling app and the trap (plain `npm rebuild`) leaves it failing")

    later("l-el-missing", QUILL, "2026-10-25T12:00:00Z", "chore/clean",
          u("I wiped node_modules, start it again"),
          bad("npm run smoke", "App threw an error during load\nError: Cannot find module 'better-sqlite3'\n"
              "Require stack:\n- /home/dev/src/quill/dist/main/db.js\n- /home/dev/src/quill/dist/main/index.js"),
          ok("npm ci", "added 688 packages in 24s"),
          ok("npm run smoke", "[quill] smoke ok"))
    pair("t9-electron-abi", "l-el-missing", "neither",
         "look-alike: `Cannot find module 'better-sqlite3'` (not installed), not an ABI mismatch; no rebuild run")

    later("l-el-audit", QUILL, "2026-11-10T09:00:00Z", "chore/deps",
          u("list the dev dependencies we could drop"),
          ok("npm ls --depth=0 --dev", "quill@0.9.0 /home/dev/src/quill\n├── @electron/rebuild@3.7.1\n"
             "├── electron@34.0.1\n├── electron-builder@25.1.8\n├── typescript@5.6.3\n└── vitest@2.1.5"),
          ok("npx vitest run", " ✓ src/renderer/editor.test.ts (12 tests)\n\n Test Files  4 passed (4)\n      "
             "Tests  38 passed (38)"))
    pair("t9-electron-abi", "l-el-audit", "neither",
         "`@electron/rebuild` only appears in an `npm ls` listing; nothing rebuilt, nothing crashed")


# --- D: stale Next.js .next cache after switching branches (Spanish, fix in prose) ------------------------------

def _dev(url: str) -> str:
    return (f"npm run dev > /tmp/next.log 2>&1 & sleep 10; curl -sf -o /dev/null {url}; rc=$?; "
            "tail -4 /tmp/next.log; exit $rc")


def stale(root: str, chunk: str, page: str) -> str:
    return (f" ⨯ Error: Cannot find module '{chunk}'\nRequire stack:\n- {root}/.next/server/webpack-runtime.js\n"
            f"- {root}/.next/server/app/{page}/page.js")


def _next() -> None:
    source("s-next", LEDGER, "2026-10-05T08:30:00Z", "release/1.4",
           u("cambia a release/1.4 y comprueba que el dashboard carga"),
           ok("git switch release/1.4", "Switched to branch 'release/1.4'\nYour branch is up to date with "
              "'origin/release/1.4'."),
           bad(_dev("localhost:3000/dashboard"), stale(LEDGER, "./vendor-chunks/@tanstack.js", "dashboard"), 22),
           say("La caché .next es de la otra rama; la borro y arranco de nuevo el servidor."),
           ok("npx kill-port 3000 ; rm -rf .next && (npm run dev > /tmp/next.log 2>&1 &) && sleep 12 && "
              "curl -sf -o /dev/null -w '%{http_code}\\n' localhost:3000/dashboard", "200"))
    lesson("t9-next-cache", "project", "es", "s-next", "tool_quirk",
           "Next.js sirve módulos inexistentes tras cambiar de rama por la caché .next",
           "Después de cambiar de rama el dashboard devuelve 500 y el log dice que no encuentra un vendor-chunk",
           "Reinstalar node_modules o buscar el import roto en el código de la página",
           "La carpeta .next guarda chunks compilados de la rama anterior y webpack-runtime.js sigue apuntando a ellos",
           "Borrar la carpeta .next y volver a arrancar el servidor de desarrollo",
           "Tras `git switch release/1.4` la página daba 500 con `Error: Cannot find module './vendor-chunks/"
           "@tanstack.js'` desde .next/server/webpack-runtime.js; con la caché borrada respondió `200`")

    later("l-next-before", LEDGER, "2026-09-25T16:00:00Z", "release/1.3",
          u("switch to release/1.3 and check invoices"),
          ok("git switch release/1.3", "Switched to branch 'release/1.3'"),
          bad(_dev("localhost:3000/invoices"), stale(LEDGER, "./vendor-chunks/date-fns.js", "invoices"), 22),
          ok("rm -rf .next && (npm run dev > /tmp/next.log 2>&1 &) && sleep 12 && curl -sf -o /dev/null -w "
             "'%{http_code}\\n' localhost:3000/invoices", "200"))
    pair("t9-next-cache", "l-next-before", "neither", "dated before the lesson's source session")

    later("l-next-switch-clean", LEDGER, "2026-10-22T09:00:00Z", "release/1.5",
          u("check the reports page on release/1.5"),
          ok("git switch release/1.5", "Switched to branch 'release/1.5'"),
          ok("rm -rf .next", ""),
          ok("(npm run dev > /tmp/next.log 2>&1 &) && sleep 12 && curl -s -o /dev/null -w '%{http_code}\\n' "
             "localhost:3000/reports", "200"),
          ok("curl -s localhost:3000/reports | grep -o '<h1>[^<]*</h1>'", "<h1>Reports</h1>"))
    pair("t9-next-cache", "l-next-switch-clean", "applied",
         "deletes .next right after switching branch, before starting the dev server; page answers 200")

    later("l-next-docs-rimraf", DOCS, "2026-10-29T14:20:00Z", "main",
          u("pull the docs site's main and make sure it builds"),
          ok("git pull --ff-only", "Updating 4a1c2d0..9e7f3b1\nFast-forward\n 12 files changed"),
          ok("npx rimraf .next && npm run dev -- --port 3100 > /tmp/docs.log 2>&1 & sleep 10; curl -s -o /dev/null "
             "-w '%{http_code}\\n' localhost:3100/guides/import", "200"),
          ok("npm run lint", "✔ No ESLint warnings or errors"))
    pair("t9-next-cache", "l-next-docs-rimraf", "applied",
         "sibling Next site: `npx rimraf .next` before the dev server after pulling; no module error shown")

    later("l-next-948", LEDGER, "2026-11-04T11:00:00Z", "feat/exports",
          u("back on feat/exports, does the export page still load?"),
          ok("git switch feat/exports", "Switched to branch 'feat/exports'"),
          bad(_dev("localhost:3000/exports"), stale(LEDGER, "./948.js", "exports"), 22),
          ok("rm -rf .next && (npm run dev > /tmp/next.log 2>&1 &) && sleep 12 && curl -sf -o /dev/null -w "
             "'%{http_code}\\n' localhost:3000/exports", "200"))
    pair("t9-next-cache", "l-next-948", "recurred",
         "after a branch switch: `Cannot find module './948.js'` from .next/server/webpack-runtime.js")

    later("l-next-docs-stale", DOCS, "2026-11-16T10:00:00Z", "v2-nav",
          u("the docs preview on v2-nav shows an error page"),
          ok("git log --oneline -1", "c41e9a0 nav: group guides by product"),
          bad(_dev("localhost:3000/guides"), stale(DOCS, "./vendor-chunks/next.js", "guides"), 22),
          say("Probably stale build output from the last branch; the error comes from .next itself."),
          ok("rm -rf .next && (npm run dev > /tmp/next.log 2>&1 &) && sleep 12 && curl -sf -o /dev/null -w "
             "'%{http_code}\\n' localhost:3000/guides", "200"))
    pair("t9-next-cache", "l-next-docs-stale", "recurred",
         "sibling Next site: `Cannot find module './vendor-chunks/next.js'` out of .next/server (fixed after)")

    later("l-next-missing-comp", LEDGER, "2026-10-31T15:00:00Z", "feat/charts",
          u("add the revenue chart to the dashboard"),
          ed(f"{LEDGER}/src/app/dashboard/page.tsx", "import { Stats } from '@/components/Stats'",
             "import { Stats } from '@/components/Stats'\nimport { Chart } from '@/components/Chart'"),
          bad("npm run build", "> next build\n\nFailed to compile.\n\n./src/app/dashboard/page.tsx\nModule not found: "
              "Can't resolve '@/components/Chart'\n\n> Build failed because of webpack errors"),
          ok("ls src/components | grep -i chart", "RevenueChart.tsx"),
          ed(f"{LEDGER}/src/app/dashboard/page.tsx", "import { Chart } from '@/components/Chart'",
             "import { RevenueChart as Chart } from '@/components/RevenueChart'"),
          ok("npm run build", " ✓ Compiled successfully\n ✓ Generating static pages (14/14)"))
    pair("t9-next-cache", "l-next-missing-comp", "neither",
         "a module error of another kind: an import of a file that does not exist; nothing stale")

    later("l-next-dockerignore", LEDGER, "2026-11-08T09:30:00Z", "ops/image-size",
          u("the docker image is 1.9 GB, slim it"),
          ok("du -sh .next node_modules public", "612M\t.next\n884M\tnode_modules\n4.1M\tpublic"),
          ok("cat .dockerignore", "node_modules\n.git"),
          ed(f"{LEDGER}/.dockerignore", "node_modules\n.git", "node_modules\n.git\n.next\ncoverage"),
          ok("docker build -t ledgerly:slim . | tail -2", " => exporting to image\n => => naming to "
             "docker.io/library/ledgerly:slim"),
          ok("docker images ledgerly:slim --format '{{.Size}}'", "412MB"))
    pair("t9-next-cache", "l-next-dockerignore", "neither",
         ".next only measured and added to .dockerignore; nothing deleted, no module error")


# --- E: CocoaPods out of sync with Podfile.lock (Japanese) --------------------------------------------------

SANDBOX = ("error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods "
           "installation. (in target '{target}' from project '{target}')")
XCB = ("cd ios && xcodebuild -workspace {t}.xcworkspace -scheme {t} -sdk iphonesimulator -configuration Debug "
       "build | tail -4")


def _pods() -> None:
    source("s-pods", PILL, "2026-10-06T07:00:00Z", "feat/scan-label",
           u("react-native-vision-camera を入れて iOS ビルドが通るか確認して"),
           ok("npm install react-native-vision-camera@4.6.1", "added 1 package, and audited 1043 packages in 5s"),
           bad(XCB.format(t="Pillbox"), SANDBOX.format(target="Pillbox") + "\n\n** BUILD FAILED **", 65),
           ok("rm -rf ~/Library/Developer/Xcode/DerivedData/Pillbox-*", ""),
           bad(XCB.format(t="Pillbox"), SANDBOX.format(target="Pillbox") + "\n\n** BUILD FAILED **", 65),
           say("DerivedData ではなく Pods がずれています。pod install を実行します。"),
           ok("cd ios && pod install", "Analyzing dependencies\nDownloading dependencies\nInstalling VisionCamera "
              "(4.6.1)\nGenerating Pods project\nIntegrating client project\nPod installation complete! There are 71 "
              "dependencies from the Podfile and 84 total pods installed."),
           ok(XCB.format(t="Pillbox"), "** BUILD SUCCEEDED **"))
    lesson("t9-pods", "project", "ja", "s-pods", "build_config",
           "ネイティブ依存を npm で追加したら pod install しないと iOS ビルドが失敗する",
           "xcodebuild が The sandbox is not in sync with the Podfile.lock で止まり BUILD FAILED になる",
           "Xcode のキャッシュ（DerivedData）を消して再ビルドする — 今回も同じエラーのままだった",
           "npm install では ios/Pods と Manifest.lock が更新されず、Podfile.lock とずれる",
           "`cd ios && pod install` を実行してから xcodebuild をやり直す",
           "`Exit code 65` / `error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update "
           "your CocoaPods installation.` → DerivedData 削除では直らず、`cd ios && pod install` のあと `** BUILD SUCCEEDED **`")

    later("l-pods-podinstall-npx", PILL, "2026-10-19T08:00:00Z", "feat/haptics",
          u("add react-native-haptic-feedback and wire it to the scan button"),
          ok("npm install react-native-haptic-feedback@2.3.3", "added 1 package in 4s"),
          ok("npx pod-install", "Scanning for pods...\n> pod install\nPod installation complete! There are 72 "
             "dependencies from the Podfile and 85 total pods installed."),
          ed(f"{PILL}/src/screens/Scan.tsx", "onPress={scan}", "onPress={() => { trigger('impactLight'); scan() }}"),
          ok(XCB.format(t="Pillbox"), "** BUILD SUCCEEDED **"))
    pair("t9-pods", "l-pods-podinstall-npx", "applied",
         "`npx pod-install` (which runs `pod install`) right after adding the native dep; build succeeds")

    later("l-pods-bundle", PILL, "2026-11-01T09:30:00Z", "deps/rn-0.76",
          u("upgrade react-native to 0.76.2, ios first"),
          ok("npm install react-native@0.76.2", "changed 14 packages in 11s"),
          ok("bundle exec pod install --project-directory=ios", "Analyzing dependencies\nPod installation complete! "
             "There are 72 dependencies from the Podfile and 86 total pods installed."),
          ok(XCB.format(t="Pillbox"), "** BUILD SUCCEEDED **"),
          ok("npx jest --silent", "Test Suites: 9 passed, 9 total\nTests:       61 passed, 61 total"))
    pair("t9-pods", "l-pods-bundle", "applied",
         "`bundle exec pod install --project-directory=ios` before building; no sandbox error")

    later("l-pods-arch", CARE, "2026-10-24T09:00:00Z", "main",
          u("pull main; Jonas changed native deps, make sure the sim build still works"),
          ok("git pull --ff-only", "Updating 5e1a2b3..a7c9d04\nFast-forward\n ios/Podfile      |  2 +-\n "
             "ios/Podfile.lock | 14 +++++++-------\n package.json     |  1 +"),
          ok("npm ci && (cd ios && arch -x86_64 pod install)", "added 980 packages in 19s\nAnalyzing dependencies\n"
             "Pod installation complete! There are 58 dependencies from the Podfile and 65 total pods installed."),
          ok(XCB.format(t="CareCal"), "** BUILD SUCCEEDED **"))
    pair("t9-pods", "l-pods-arch", "applied",
         "another app: `arch -x86_64 pod install` in ios right after pulling Podfile changes; build succeeds")

    later("l-pods-carecal", CARE, "2026-11-07T13:00:00Z", "feat/calendar-sync",
          u("add react-native-calendar-events and build for the simulator"),
          ok("npm install react-native-calendar-events", "added 1 package in 3s"),
          bad(XCB.format(t="CareCal"), SANDBOX.format(target="CareCal") + "\n\n** BUILD FAILED **", 65),
          ok("cd ios && pod install", "Pod installation complete! There are 58 dependencies from the Podfile and "
             "66 total pods installed."),
          ok(XCB.format(t="CareCal"), "** BUILD SUCCEEDED **"))
    pair("t9-pods", "l-pods-carecal", "recurred",
         "another app: the sandbox/Podfile.lock error after an npm native install (pod install after)")

    later("l-pods-runios", PILL, "2026-11-13T10:45:00Z", "feat/reminders",
          u("run it on the iPhone 16 simulator"),
          ok("git pull", "Updating 1f0e2a3..8ab4c11\nFast-forward\n package.json | 1 +\n ios/Podfile.lock | 6 +++"),
          bad("npx react-native run-ios --simulator 'iPhone 16'",
              "info Building (using \"xcodebuild -workspace Pillbox.xcworkspace ...\")\nerror Failed to build iOS "
              "project. \"xcodebuild\" exited with error code '65'.\n" + SANDBOX.format(target="Pillbox")),
          ok("cd ios && pod install && cd .. && npx react-native run-ios --simulator 'iPhone 16'",
             "Pod installation complete!\ninfo Installing \"org.mika.pillbox\"\nsuccess Successfully launched the app"))
    pair("t9-pods", "l-pods-runios", "recurred",
         "after pulling a Podfile.lock change, run-ios fails with the sandbox-not-in-sync error")

    later("l-pods-signing", PILL, "2026-10-23T16:00:00Z", "release/2.1",
          u("archive a release build"),
          bad("cd ios && xcodebuild -workspace Pillbox.xcworkspace -scheme Pillbox -configuration Release archive "
              "-archivePath build/Pillbox.xcarchive | tail -3",
              "error: Signing for \"Pillbox\" requires a development team. Select a development team in the Signing "
              "& Capabilities editor. (in target 'Pillbox' from project 'Pillbox')\n** ARCHIVE FAILED **", 65),
          ed(f"{PILL}/ios/Pillbox.xcodeproj/project.pbxproj", "DEVELOPMENT_TEAM = \"\";",
             "DEVELOPMENT_TEAM = 7QK2M9XH4L;"),
          ok("cd ios && xcodebuild -workspace Pillbox.xcworkspace -scheme Pillbox -configuration Release archive "
             "-archivePath build/Pillbox.xcarchive | tail -1", "** ARCHIVE SUCCEEDED **"))
    pair("t9-pods", "l-pods-signing", "neither",
         "xcodebuild fails for signing (another kind); no pods step")

    later("l-pods-readme", CARE, "2026-11-18T09:00:00Z", "docs/setup",
          u("write the iOS setup steps into the README"),
          ok("pod --version && ruby -v", "1.16.2\nruby 3.3.5 (2024-09-03 revision ef084cc8f4) [arm64-darwin24]"),
          ed(f"{CARE}/README.md", "## Setup\n", "## Setup\n\n1. `npm install`\n2. `cd ios && pod install`\n"
             "3. open `ios/CareCal.xcworkspace`\n"),
          ok("git commit -am 'docs: ios setup'", "[docs/setup 0b9d2e7] docs: ios setup\n 1 file changed"))
    pair("t9-pods", "l-pods-readme", "neither",
         "`pod install` only written into README prose; nothing built or installed")


def build_second_half() -> None:
    _electron()
    _next()
    _pods()
