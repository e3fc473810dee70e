"""Scripted sessions of the eleventh corpus, part three: Redis maxmemory policies, a Node tool moved to Deno, Vite
env prefixes and an IPv6 localhost proxy, SwiftPM on Linux, Flutter's Android minSdk and a plugin without a
namespace (Chinese prompts)."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources
from tests.truth.sessions_dsl import Step

OOM = "(error) OOM command not allowed when used memory > 'maxmemory'."


def _redis_oom() -> list[Step]:
    r = "redis-cli -h 10.0.3.21"
    return [
        ("user", "rate limiter writes fail in staging with OOM command not allowed"),
        ("bash", f"{r} SET probe 1", OOM, False),
        ("bash", f"{r} INFO memory | grep -E 'used_memory_human|maxmemory_human|maxmemory_policy'",
         "used_memory_human:255.98M\nmaxmemory_human:256.00M\nmaxmemory_policy:noeviction", False),
        ("bash", f"{r} --scan --pattern 'rl:*' | head -3; {r} TTL rl:203.0.113.9:login",
         "rl:198.51.100.4:login\nrl:203.0.113.9:login\nrl:192.0.2.77:api\n-1", False),
        ("say", "The limiter keys have no TTL (-1) and the policy is noeviction, so memory fills up and Redis refuses "
                "writes. Two fixes: let Redis evict, and expire the keys in the limiter."),
        ("bash", f"{r} CONFIG SET maxmemory-policy volatile-lru", "OK", False),
        ("bash", f"{r} SET probe 1", OOM, False),
        ("say", "Still OOM: volatile-lru only evicts keys that have a TTL, and none of these do. Switching to "
                "allkeys-lru."),
        ("bash", f"{r} CONFIG SET maxmemory-policy allkeys-lru && {r} SET probe 1", "OK\nOK", False),
        ("bash", f"{r} INFO server | grep redis_version", "redis_version:6.2.14", False),
        ("edit", "/home/sam/svc/ratelimiter/src/limiter.ts", "  const n = await redis.incr(key);",
         "  const [[, n]] = await redis.multi().incr(key).expire(key, windowSec, \"NX\").exec();"),
        ("bash", "npx vitest run src/limiter.test.ts",
         "Exit code 1\n\n FAIL  src/limiter.test.ts > limiter > counts hits in a window\nReplyError: ERR wrong number of "
         "arguments for 'expire' command\n ❯ parseError node_modules/redis-parser/lib/parser.js:179:12\n\n Test Files  1 "
         "failed (1)\n      Tests  1 failed | 3 passed (4)", True),
        ("say", "EXPIRE ... NX is Redis 7; this server is 6.2.14. Setting the TTL only when INCR returns 1 instead."),
        ("edit", "/home/sam/svc/ratelimiter/src/limiter.ts",
         "  const [[, n]] = await redis.multi().incr(key).expire(key, windowSec, \"NX\").exec();",
         "  const n = await redis.incr(key);\n  if (n === 1) await redis.expire(key, windowSec);"),
        ("bash", "npx vitest run src/limiter.test.ts",
         "\n ✓ src/limiter.test.ts (4 tests) 38ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)", False),
        ("bash", f"{r} CONFIG REWRITE", "(error) ERR The server is running without a config file", False),
        ("say", "CONFIG SET won't survive a restart, and CONFIG REWRITE can't persist it because this instance was "
                "started without a config file. The policy belongs in the container args (`--maxmemory-policy "
                "allkeys-lru`) in the redis chart values."),
        ("user", "ok I'll put it in the redis chart values"),
    ]


def _deno_port() -> list[Step]:
    return [
        ("user", "moving feedbot from node to deno. deno run fails on the zod import"),
        ("bash", "deno --version",
         "deno 2.0.6 (stable, release, x86_64-unknown-linux-gnu)\nv8 12.9.202.13-rusty\ntypescript 5.6.2", False),
        ("bash", "deno run main.ts",
         "Exit code 1\nerror: Relative import path \"zod\" not prefixed with / or ./ or ../\n    at "
         "file:///home/felix/tools/feedbot/src/schema.ts:1:19", True),
        ("tool", "Read", {"file_path": "/home/felix/tools/feedbot/deno.json"},
         "     1\t{\n     2\t  \"tasks\": {\n     3\t    \"start\": \"deno run --allow-net main.ts\"\n     4\t  }\n     5\t}\n",
         False),
        ("say", "Bare specifiers need an import map entry in Deno; node resolved `zod` from node_modules."),
        ("edit", "/home/felix/tools/feedbot/deno.json", "  \"tasks\": {",
         "  \"imports\": {\n    \"zod\": \"npm:zod@^3.23.8\"\n  },\n  \"tasks\": {"),
        ("bash", "deno task start",
         "Exit code 1\nTask start deno run --allow-net main.ts\nerror: Uncaught (in promise) NotCapable: Requires env "
         "access to \"SLACK_WEBHOOK\", run again with the --allow-env flag\n    const hook = Deno.env.get(\"SLACK_WEBHOOK\");"
         "\n                          ^\n    at Object.getEnv [as get] (ext:deno_os/30_os.js:124:16)", True),
        ("edit", "/home/felix/tools/feedbot/deno.json", "\"start\": \"deno run --allow-net main.ts\"",
         "\"start\": \"deno run --allow-net --allow-env=SLACK_WEBHOOK main.ts\""),
        ("bash", "deno task start",
         "Task start deno run --allow-net --allow-env=SLACK_WEBHOOK main.ts\nfeedbot: 14 new items, posted 3", False),
        ("bash", "deno check --frozen main.ts",
         "Exit code 1\nerror: The lockfile is out of date. Run `deno install --frozen=false`, or rerun with "
         "`--frozen=false` to update it.\nchanges:\n 4 | -    \"npm:zod@^3.22.0\": \"3.22.4\"\n 4 | +    "
         "\"npm:zod@^3.23.8\": \"3.23.8\"", True),
        ("bash", "deno install", "", False),
        ("bash", "deno check --frozen main.ts", "Check file:///home/felix/tools/feedbot/main.ts", False),
        ("bash", "deno lint",
         "Exit code 1\nerror[no-explicit-any]: `any` type is not allowed\n  --> /home/felix/tools/feedbot/src/feed.ts"
         ":22:31\n   | \n22 | export function toPost(item: any): Post {\n   |                              ^^^\n   = hint: "
         "Use a specific type other than `any`\n\nFound 1 problem\nChecked 6 files", True),
        ("say", "One lint error left. Want me to add `// deno-lint-ignore no-explicit-any` above toPost, or should "
                "the feed item get a real type?"),
        ("user", "I'll type the feed items properly myself later, leave it"),
    ]


def _vite_env() -> list[Step]:
    dev = "npx vite --port 5173 & sleep 3; curl -s localhost:5173/api/health; kill %1"
    return [
        ("user", "the built dashboard calls `undefined/orders` instead of the API host"),
        ("bash", "grep -rn 'import.meta.env' src | head", "src/api/client.ts:3:const base = import.meta.env.API_URL;",
         False),
        ("bash", "cat .env.production", "API_URL=https://api.acme.dev", False),
        ("say", "Vite only exposes variables prefixed with VITE_ to client code; API_URL is silently left out."),
        ("edit", "/home/noor/web/dashboard/.env.production", "API_URL=https://api.acme.dev",
         "VITE_API_URL=https://api.acme.dev"),
        ("edit", "/home/noor/web/dashboard/src/api/client.ts", "const base = import.meta.env.API_URL;",
         "const base = import.meta.env.VITE_API_URL;"),
        ("bash", "npx vite build && grep -o 'https://api.acme.dev' dist/assets/index-*.js | head -1",
         "vite v5.4.10 building for production...\n✓ 412 modules transformed.\ndist/index.html                   "
         "0.46 kB │ gzip:  0.30 kB\ndist/assets/index-B7xk2LqP.js   187.22 kB │ gzip: 61.04 kB\n✓ built in 3.21s\n"
         "https://api.acme.dev", False),
        ("user", "yep, staging calls the right host now 🎉 but the dev proxy for /api gives ECONNREFUSED"),
        ("bash", dev,
         "\n  VITE v5.4.10  ready in 312 ms\n\n  ➜  Local:   http://localhost:5173/\n3:41:07 PM [vite] http proxy "
         "error: /api/health\nError: connect ECONNREFUSED ::1:8080\n    at TCPConnectWrap.afterConnect [as oncomplete]"
         " (node:net:1607:16)", False),
        ("bash", "ss -ltnp | grep 8080",
         "LISTEN 0      511          0.0.0.0:8080       0.0.0.0:*    users:((\"node\",pid=48122,fd=21))", False),
        ("say", "The API listens on IPv4 only, and Node 17+ resolves `localhost` to ::1 first. Pointing the proxy at "
                "127.0.0.1."),
        ("edit", "/home/noor/web/dashboard/vite.config.ts", "target: 'http://localhost:8080'",
         "target: 'http://127.0.0.1:8080'"),
        ("bash", dev, "\n  VITE v5.4.10  ready in 298 ms\n\n  ➜  Local:   http://localhost:5173/\n{\"status\":\"ok\"}",
         False),
        ("user", "also Kai's branch kai/config-loader doesn't build, can you see why?"),
        ("bash", "git stash -q && git checkout -q kai/config-loader && npx vite build",
         "Exit code 1\nvite v5.4.10 building for production...\n✓ 38 modules transformed.\nx Build failed in 412ms\n"
         "error during build:\nsrc/lib/config.ts (1:9): \"readFileSync\" is not exported by \"__vite-browser-external\","
         " imported by \"src/lib/config.ts\".", True),
        ("bash", "git checkout -q main && git stash pop -q && git status --short",
         " M .env.production\n M src/api/client.ts\n M vite.config.ts", False),
        ("say", "config.ts imports readFileSync from node:fs; in a browser build that module is an empty stub. It "
                "should import the JSON directly (`import cfg from './config.json'`) or move to the server. That's "
                "Kai's branch, so I've left it alone."),
        ("user", "yeah I'll tell Kai"),
    ]


def _swift_linux() -> list[Step]:
    data_err = ("/home/arun/swift/inventory-cli/Sources/Inventory/Sync.swift:18:43: error: value of type 'URLSession' "
                "has no member 'data'\n        let (body, _) = try await URLSession.shared.data(for: request)\n"
                "                                  ~~~~~~~~~~~~~~~~~~ ^~~~")
    return [
        ("user", "swift build fails on the linux CI box, works on my mac"),
        ("bash", "swift --version", "Swift version 5.10.1 (swift-5.10.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu",
         False),
        ("bash", "swift build",
         "Exit code 1\nBuilding for debugging...\n/home/arun/swift/inventory-cli/Sources/Inventory/Sync.swift:14:23: "
         "error: cannot find type 'URLRequest' in scope\n        var request = URLRequest(url: endpoint)\n"
         "                      ^~~~~~~~~~\n" + data_err + "\nerror: fatalError", True),
        ("say", "On Linux the networking types live in FoundationNetworking, not Foundation."),
        ("edit", "/home/arun/swift/inventory-cli/Sources/Inventory/Sync.swift", "import Foundation\n",
         "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"),
        ("bash", "swift build", "Exit code 1\nBuilding for debugging...\n" + data_err + "\nerror: fatalError", True),
        ("say", "URLRequest resolves now. swift-corelibs-foundation in 5.10 has no async `data(for:)`, so I'll add a "
                "small shim over dataTask for Linux."),
        ("write", "/home/arun/swift/inventory-cli/Sources/Inventory/URLSession+Linux.swift",
         "#if canImport(FoundationNetworking)\nimport Foundation\nimport FoundationNetworking\n\nextension URLSession {\n"
         "    func data(for request: URLRequest) async throws -> (Data, URLResponse) {\n        try await "
         "withCheckedThrowingContinuation { cont in\n            dataTask(with: request) { data, response, error in\n"
         "                if let error { return cont.resume(throwing: error) }\n                cont.resume(returning: "
         "(data ?? Data(), response!))\n            }.resume()\n        }\n    }\n}\n#endif\n"),
        ("bash", "swift build", "Building for debugging...\n[7/7] Linking inventory\nBuild complete! (18.42s)", False),
        ("user", "now `swift test -c release` fails in CI"),
        ("bash", "swift test -c release",
         "Exit code 1\nBuilding for production...\n/home/arun/swift/inventory-cli/Tests/InventoryTests/SyncTests.swift:"
         "2:18: error: module 'Inventory' was not compiled for testing\n@testable import Inventory\n"
         "                 ^", True),
        ("bash", "swift test -c release -Xswiftc -enable-testing",
         "Building for production...\nBuild complete! (64.10s)\nTest Suite 'All tests' started at 2026-11-07 "
         "10:14:02.118\nTest Suite 'All tests' passed at 2026-11-07 10:14:02.436\n\t Executed 17 tests, with 0 "
         "failures (0 unexpected) in 0.318 (0.318) seconds", False),
        ("user", "and the slim runtime image: the binary dies with `error while loading shared libraries: "
                 "libFoundationNetworking.so: cannot open shared object file`"),
        ("say", "swift:5.10-slim has the runtime but not Foundation's networking library. Linking the Swift stdlib "
                "and Foundation statically (`--static-swift-stdlib`) avoids needing them in the image."),
        ("edit", "/home/arun/swift/inventory-cli/Dockerfile", "RUN swift build -c release",
         "RUN swift build -c release --static-swift-stdlib"),
        ("say", "Updated the Dockerfile's build line to link statically. I haven't built the image here (no docker "
                "on this box)."),
    ]


def _flutter_android() -> list[Step]:
    ns = ("Exit code 1\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nA problem occurred configuring "
          "project ':image_gallery_saver'.\n> Could not create an instance of type com.android.build.api.variant.impl."
          "LibraryVariantBuilderImpl.\n   > Namespace not specified. Specify a namespace in the module's build file: "
          "/Users/chen/.pub-cache/hosted/pub.dev/image_gallery_saver-2.0.3/android/build.gradle. See "
          "https://d.android.com/r/tools/upgrade-assistant/set-namespace for information about setting the namespace."
          "\n\nBUILD FAILED in 6s\nError: Gradle task assembleDebug failed with exit code 1")
    return [
        ("user", "加了 firebase_auth 之后 flutter build apk 就失败了，帮我看看"),
        ("bash", "flutter build apk --debug",
         "Exit code 1\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task "
         "':app:processDebugMainManifest'.\n> Manifest merger failed : uses-sdk:minSdkVersion 19 cannot be smaller "
         "than version 23 declared in library [:firebase_auth] /Users/chen/dev/pantry_app/build/firebase_auth/"
         "intermediates/merged_manifest/debug/AndroidManifest.xml as the library might be using APIs not available in "
         "19\n  \tSuggestion: use a compatible library with a minSdk of at most 19,\n  \t\tor increase this project's "
         "minSdk version to at least 23,\n  \t\tor use tools:overrideLibrary=\"io.flutter.plugins.firebase.auth\" to "
         "force usage (may lead to runtime failures)\n\nBUILD FAILED in 38s\nError: Gradle task assembleDebug failed "
         "with exit code 1", True),
        ("bash", "grep -n minSdk android/app/build.gradle", "31:        minSdkVersion 19", False),
        ("edit", "/Users/chen/dev/pantry_app/android/app/build.gradle", "        minSdkVersion 19",
         "        minSdkVersion 23"),
        ("bash", "flutter build apk --debug",
         "Running Gradle task 'assembleDebug'...                            41.2s\n✓ Built "
         "build/app/outputs/flutter-apk/app-debug.apk", False),
        ("user", "好的。现在加 image_gallery_saver"),
        ("bash", "flutter pub add image_gallery_saver",
         "Resolving dependencies...\n+ image_gallery_saver 2.0.3\nChanged 1 dependency!", False),
        ("bash", "flutter build apk --debug", ns, True),
        ("bash", "flutter clean && flutter pub get",
         "Deleting build...                                                  12ms\nDeleting .dart_tool...           "
         "                                   4ms\nResolving dependencies...\nGot dependencies!", False),
        ("bash", "flutter build apk --debug", ns, True),
        ("bash", "flutter pub outdated | grep image_gallery",
         "image_gallery_saver       *2.0.3    *2.0.3      *2.0.3      2.0.3", False),
        ("say", "Clean didn't help: image_gallery_saver 2.0.3 (the newest release) has no `namespace` in its "
                "build.gradle, which AGP 8 requires. The maintained fork is image_gallery_saver_plus; switching means "
                "changing the calls in lib/share.dart. Want me to do that?"),
        ("user", "今天先不换。把这个插件去掉，minSdk 的改动先提交"),
        ("bash", "flutter pub remove image_gallery_saver && git commit -qam 'android: minSdk 23 for firebase_auth' && "
                 "git log -1 --format=%h", "Resolving dependencies...\nThese packages are no longer being depended "
                 "on:\n- image_gallery_saver 2.0.3\nChanged 1 dependency!\n4e1a9c2", False),
    ]


def sources() -> Sources:
    return {
        "redis-oom": ("/home/sam/svc/ratelimiter", "2026-11-06T15:20:00Z", "main", _redis_oom()),
        "deno-port": ("/home/felix/tools/feedbot", "2026-11-06T19:05:00Z", "deno", _deno_port()),
        "vite-env": ("/home/noor/web/dashboard", "2026-11-07T08:40:00Z", "main", _vite_env()),
        "swift-linux": ("/home/arun/swift/inventory-cli", "2026-11-07T10:02:00Z", "linux-ci", _swift_linux()),
        "flutter-android": ("/Users/chen/dev/pantry_app", "2026-11-07T12:30:00Z", "main", _flutter_android()),
    }
