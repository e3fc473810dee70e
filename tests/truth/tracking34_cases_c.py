"""Cases of the thirty-fourth tracking corpus, part c: vcpkg install with port names in manifest mode (PowerShell,
cmd and bash), pass looking in ~/.password-store when PASSWORD_STORE_DIR is set only for interactive fish, and
Varnish refusing VCL without a version line (a prose-only fix). The tables, the helpers and the labelling rules
are in tracking34_cases.py."""
from __future__ import annotations

from tests.truth.tracking34_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 7. vcpkg install with port names in manifest mode


def _manifest(path: str) -> str:
    return ("error: In manifest mode, `vcpkg install` does not support individual package arguments.\n"
            "To install additional packages, edit vcpkg.json and then run `vcpkg install` without any package arguments.\n"
            "See https://learn.microsoft.com/vcpkg/users/manifests for more information.\n"
            f"Using manifest file at {path}.")


def fill_vcpkg() -> None:
    T.source(
        "s-vcpkg-manifest", "C:\\Users\\seojun\\src\\imgtool", "2026-03-12T06:30:00Z", "feat/png-export",
        user("add libpng to imgtool so I can write the PNG exporter, and make sure the deps install"),
        err("powershell -NoProfile -Command '& \"$env:VCPKG_ROOT\\vcpkg.exe\" install libpng:x64-windows'",
            _manifest("C:\\Users\\seojun\\src\\imgtool\\vcpkg.json")),
        ok("cat vcpkg.json", "{\n  \"name\": \"imgtool\",\n  \"version\": \"0.3.0\",\n  \"dependencies\": [\"fmt\", \"zlib\"]\n}"),
        say("The repo has a vcpkg.json, so vcpkg runs in manifest mode and only installs what the manifest lists. "
            "I'll add libpng to the manifest and install from it."),
        ok("powershell -NoProfile -Command '& \"$env:VCPKG_ROOT\\vcpkg.exe\" add port libpng; "
           "& \"$env:VCPKG_ROOT\\vcpkg.exe\" install --triplet x64-windows'",
           "Succeeded in adding ports to vcpkg.json file.\nDetecting compiler hash for triplet x64-windows...\n"
           "The following packages will be built and installed:\n    fmt:x64-windows@11.0.2\n  * libpng:x64-windows@1.6.44\n"
           "    zlib:x64-windows@1.3.1\nInstalling 3/3 libpng:x64-windows@1.6.44...\nTotal install time: 41 s\n"
           "libpng provides CMake targets:\n\n    find_package(PNG REQUIRED)\n    target_link_libraries(main PRIVATE PNG::PNG)"),
    )
    T.lesson(
        "t34-vcpkg-manifest", "project", "en", "s-vcpkg-manifest", "workflow",
        "vcpkg install <port> is refused in a repo with vcpkg.json (manifest mode)",
        "`vcpkg install libpng:x64-windows` prints `error: In manifest mode, `vcpkg install` does not support "
        "individual package arguments.` and installs nothing.",
        "The classic `vcpkg install <port>` habit from tutorials; the repository's vcpkg.json silently switches "
        "vcpkg to manifest mode.",
        "With a vcpkg.json in the current directory or above, vcpkg installs exactly the manifest's dependencies "
        "and rejects port names on the command line.",
        "Put the dependency into the manifest and install from it: `vcpkg add port libpng` (or add it to the "
        "\"dependencies\" array of vcpkg.json by hand), then `vcpkg install` with no port names; configuring with "
        "CMake's vcpkg toolchain file also installs the manifest.",
        ["`install libpng:x64-windows` -> `error: In manifest mode, `vcpkg install` does not support individual "
         "package arguments.`",
         "`Using manifest file at C:\\Users\\seojun\\src\\imgtool\\vcpkg.json.`",
         "`add port libpng` -> `Succeeded in adding ports to vcpkg.json file.` then `install --triplet x64-windows` "
         "-> `Total install time: 41 s`"],
    )

    T.later(
        "l-vcpkg-cmd-add", "C:\\Users\\seojun\\src\\thumbsvc", "2026-03-29T07:10:00Z", "feat/http-fetch",
        user("thumbsvc needs libcurl for the fetcher. add it and install deps (use cmd, the dev prompt env is set there)"),
        ok("cmd //c 'vcpkg add port curl && vcpkg install --triplet x64-windows'",
           "Succeeded in adding ports to vcpkg.json file.\nThe following packages will be built and installed:\n"
           "  * curl[core,non-http,schannel,ssl,sspi]:x64-windows@8.10.1\nTotal install time: 1.6 min\n"
           "curl is compatible with built-in CMake targets:\n\n    find_package(CURL REQUIRED)"),
        ok("cmd //c 'cmake --build build --config Debug'", "thumbsvc.vcxproj -> C:\\Users\\seojun\\src\\thumbsvc\\build\\Debug\\thumbsvc.exe"),
    )
    T.pair("t34-vcpkg-manifest", "l-vcpkg-cmd-add", "applied",
           "vcpkg add port then a bare vcpkg install in cmd, the lesson's fix, with no manifest-mode error")

    T.later(
        "l-vcpkg-cmake-preset", "/home/seojun/src/imgtool", "2026-04-02T12:00:00Z", "feat/webp",
        user("on linux now. add libwebp to imgtool and configure the release preset"),
        edit("/home/seojun/src/imgtool/vcpkg.json", "\"dependencies\": [\"fmt\", \"libpng\", \"zlib\"]",
             "\"dependencies\": [\"fmt\", \"libpng\", \"libwebp\", \"zlib\"]"),
        ok("cmake --preset linux-release",
           "Preset CMake variables:\n  CMAKE_TOOLCHAIN_FILE=\"/opt/vcpkg/scripts/buildsystems/vcpkg.cmake\"\n"
           "-- Running vcpkg install\nThe following packages will be built and installed:\n  * libwebp[core,libwebpmux,nearlossless,simd]:x64-linux@1.4.0\n"
           "-- Running vcpkg install - done\n-- Configuring done (48.3s)\n-- Generating done (0.0s)"),
        ok("cmake --build --preset linux-release -j8 | tail -1", "[42/42] Linking CXX executable imgtool"),
    )
    T.pair("t34-vcpkg-manifest", "l-vcpkg-cmake-preset", "applied",
           "libwebp is added to vcpkg.json by hand and CMake's vcpkg toolchain installs the manifest; no port arguments")

    T.later(
        "l-vcpkg-linux-spdlog", "/home/dmitri/code/telemetry-agent", "2026-04-07T15:20:00Z", "logging",
        user("swap our printf logging for spdlog; install it first"),
        ok("ls", "CMakeLists.txt\nCMakePresets.json\nsrc\nvcpkg.json"),
        err("$VCPKG_ROOT/vcpkg install spdlog", _manifest("/home/dmitri/code/telemetry-agent/vcpkg.json")),
        ok("$VCPKG_ROOT/vcpkg add port spdlog && $VCPKG_ROOT/vcpkg install",
           "Succeeded in adding ports to vcpkg.json file.\nTotal install time: 22 s"),
    )
    T.pair("t34-vcpkg-manifest", "l-vcpkg-linux-spdlog", "recurred",
           "vcpkg install spdlog in another manifest repo fails with the manifest-mode error before add port")

    T.later(
        "l-vcpkg-cmd-sqlite", "C:\\Users\\seojun\\src\\thumbsvc", "2026-04-11T08:35:00Z", "feat/cache-db",
        user("add sqlite for the thumbnail cache index"),
        err("cmd //c 'vcpkg install sqlite3:x64-windows'", _manifest("C:\\Users\\seojun\\src\\thumbsvc\\vcpkg.json")),
        say("Right, thumbsvc is in manifest mode too."),
        ok("cmd //c 'vcpkg add port sqlite3 && vcpkg install --triplet x64-windows'",
           "Succeeded in adding ports to vcpkg.json file.\nTotal install time: 19 s"),
    )
    T.pair("t34-vcpkg-manifest", "l-vcpkg-cmd-sqlite", "recurred",
           "vcpkg install sqlite3:x64-windows in cmd hits the manifest-mode error, then it is fixed")

    T.later(
        "l-vcpkg-vs-noclassic", "C:\\Users\\seojun\\scratch", "2026-04-15T10:00:00Z", "HEAD",
        user("quick test: install zlib with the vcpkg that ships with Visual Studio, in this scratch folder"),
        err("cmd //c 'vcpkg install zlib'",
            "error: Could not locate a manifest (vcpkg.json) above the current working directory.\n"
            "This vcpkg distribution does not have a classic mode instance."),
        say("The Visual Studio copy of vcpkg only supports manifest projects; this folder has none."),
    )
    T.pair("t34-vcpkg-manifest", "l-vcpkg-vs-noclassic", "neither",
           "vcpkg fails because there is no manifest and no classic instance, a different error; nothing is added")

    T.later(
        "l-vcpkg-search", "C:\\Users\\seojun\\src\\imgtool", "2026-04-19T13:40:00Z", "feat/tiff",
        user("which tiff libraries does vcpkg have, and is ours already integrated with msbuild?"),
        ok("powershell -NoProfile -Command '& \"$env:VCPKG_ROOT\\vcpkg.exe\" search tiff'",
           "tiff                     4.7.0            A library that supports the manipulation of TIFF image files\n"
           "tiff[cxx]                                 Build C++ libtiff library\n"
           "tiff[jpeg]                                Support JPEG compression in TIFF image files"),
        ok("powershell -NoProfile -Command '& \"$env:VCPKG_ROOT\\vcpkg.exe\" integrate install'",
           "Applied user-wide integration for this vcpkg root.\nCMake projects should use: "
           "\"-DCMAKE_TOOLCHAIN_FILE=C:/src/vcpkg/scripts/buildsystems/vcpkg.cmake\""),
    )
    T.pair("t34-vcpkg-manifest", "l-vcpkg-search", "neither",
           "vcpkg is used for search and integrate only; no port install, no manifest error")


# ---------------------------------------------------------------------------------------------------------
# 8. pass looking in ~/.password-store when PASSWORD_STORE_DIR is set only for interactive fish

EMPTY = "Error: password store is empty. Try \"pass init\"."


def fill_pass() -> None:
    T.source(
        "s-pass-storedir", "/home/lena/src/release-tools", "2026-03-13T16:25:00Z", "main",
        user("publish release-tools 1.4.0 to npm. the token is in pass under npm/publish-token"),
        err("fish -c 'pass show npm/publish-token >/dev/null; and echo found'",
            "Error: npm/publish-token is not in the password store."),
        err("fish -c 'pass ls'", EMPTY),
        ok("ls -a ~/.local/share/password-store", ".\n..\n.git\n.gpg-id\nci\ndocker\nnpm"),
        ok("cat ~/.config/fish/conf.d/pass.fish",
           "if status is-interactive\n    set -gx PASSWORD_STORE_DIR ~/.local/share/password-store\nend"),
        say("The store lives in ~/.local/share/password-store, but PASSWORD_STORE_DIR is only exported in "
            "interactive fish shells; my commands run non-interactively, so pass falls back to ~/.password-store."),
        ok("fish -c 'set -x PASSWORD_STORE_DIR ~/.local/share/password-store; "
           "env NPM_TOKEN=(pass show npm/publish-token) npm publish --access public'",
           "npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n"
           "+ @lena/release-tools@1.4.0"),
    )
    T.lesson(
        "t34-pass-storedir", "project", "en", "s-pass-storedir", "workflow",
        "pass can't find entries from non-interactive shells: PASSWORD_STORE_DIR is set only in interactive fish",
        "`pass show npm/publish-token` says `Error: npm/publish-token is not in the password store.` and `pass ls` "
        "says `Error: password store is empty. Try \"pass init\".` although the store exists.",
        "It looks like a missing entry or an uninitialised store; running `pass init` would create a second, empty "
        "store instead of finding the real one.",
        "The store is in ~/.local/share/password-store and fish exports PASSWORD_STORE_DIR inside an `if status "
        "is-interactive` block, so commands run by the agent (fish -c, bash) use the default ~/.password-store.",
        "Point pass at the store explicitly in non-interactive commands: `set -x PASSWORD_STORE_DIR "
        "~/.local/share/password-store` in fish, `export PASSWORD_STORE_DIR=…` or a `PASSWORD_STORE_DIR=… pass show …` "
        "prefix in bash/zsh, or move the export out of the interactive-only block in conf.d/pass.fish.",
        ["`pass show npm/publish-token` -> `Error: npm/publish-token is not in the password store.`",
         "`pass ls` -> `Error: password store is empty. Try \"pass init\".`",
         "`if status is-interactive` around `set -gx PASSWORD_STORE_DIR ~/.local/share/password-store`",
         "`set -x PASSWORD_STORE_DIR ~/.local/share/password-store` -> `+ @lena/release-tools@1.4.0`"],
    )

    T.later(
        "l-pass-bash-prefix", "/home/lena/src/error-dash", "2026-03-30T11:45:00Z", "main",
        user("upload the source maps of error-dash 2.1 to sentry, token is ci/sentry-token in pass"),
        ok("npm run build --silent && ls dist/*.map | wc -l", "14"),
        ok("SENTRY_AUTH_TOKEN=$(PASSWORD_STORE_DIR=~/.local/share/password-store pass show ci/sentry-token) "
           "npx sentry-cli sourcemaps upload --release error-dash@2.1.0 dist/",
           "> Found 14 files\n> Uploaded files to Sentry\n> File upload complete (processing pending on server)"),
    )
    T.pair("t34-pass-storedir", "l-pass-bash-prefix", "applied",
           "pass is called with a PASSWORD_STORE_DIR prefix in bash, a spelling the lesson names; no store error")

    T.later(
        "l-pass-conffix", "/home/lena/dotfiles", "2026-04-03T09:20:00Z", "main",
        user("make pass work from scripts too, I keep hitting this"),
        edit("/home/lena/dotfiles/fish/conf.d/pass.fish",
             "if status is-interactive\n    set -gx PASSWORD_STORE_DIR ~/.local/share/password-store\nend",
             "set -gx PASSWORD_STORE_DIR ~/.local/share/password-store"),
        ok("./install.sh --only fish", "linked fish/conf.d/pass.fish -> ~/.config/fish/conf.d/pass.fish"),
        ok("fish -c 'pass ls | head -4'", "Password Store\n├── ci\n│   └── sentry-token\n├── docker"),
    )
    T.pair("t34-pass-storedir", "l-pass-conffix", "applied",
           "the export is moved out of the interactive-only block and a non-interactive pass ls then finds the store")

    T.later(
        "l-pass-wrapper", "/home/lena/src/release-tools", "2026-04-08T14:00:00Z", "main",
        user("log in to docker hub with the token from pass, then push the image"),
        ok("cat scripts/with-secrets.sh",
           "#!/usr/bin/env bash\nexport PASSWORD_STORE_DIR=\"$HOME/.local/share/password-store\"\n"
           "export DOCKERHUB_TOKEN=\"$(pass show docker/hub-token)\"\nexec \"$@\"\n"),
        ok("scripts/with-secrets.sh sh -c 'echo \"$DOCKERHUB_TOKEN\" | docker login -u lenadev --password-stdin'",
           "Login Succeeded"),
        ok("docker push lenadev/release-tools:1.4.0 | tail -1", "1.4.0: digest: sha256:9e1f0a7c2b44 size: 1578"),
    )
    T.pair("t34-pass-storedir", "l-pass-wrapper", "applied",
           "a wrapper script exports PASSWORD_STORE_DIR before pass show and is run; the login works")

    T.later(
        "l-pass-dockerhub", "/home/lena/src/site", "2026-04-12T18:30:00Z", "main",
        user("push the site image; the registry token is docker/hub-token in pass"),
        err("fish -c 'pass show docker/hub-token | docker login -u lenadev --password-stdin'",
            "Error: docker/hub-token is not in the password store.\n"
            "Error: Cannot perform an interactive login from a non TTY device"),
        err("fish -c 'pass ls'", EMPTY),
        say("Same thing as before: PASSWORD_STORE_DIR is not set in this non-interactive fish."),
        ok("fish -c 'set -x PASSWORD_STORE_DIR ~/.local/share/password-store; pass show docker/hub-token | "
           "docker login -u lenadev --password-stdin'", "Login Succeeded"),
    )
    T.pair("t34-pass-storedir", "l-pass-dockerhub", "recurred",
           "pass in non-interactive fish reports the entry missing and the store empty again, before the export")

    T.later(
        "l-pass-zsh-clip", "/Users/lena/src/infra", "2026-04-16T08:15:00Z", "main",
        user("on the mac (zsh). copy the github PAT from pass to my clipboard"),
        err("zsh -c 'pass -c github/pat'", "Error: github/pat is not in the password store."),
        ok("ls ~/.local/share/password-store/github", "pat.gpg"),
        ok("PASSWORD_STORE_DIR=~/.local/share/password-store pass -c github/pat",
           "Copied github/pat to clipboard. Will clear in 45 seconds."),
    )
    T.pair("t34-pass-storedir", "l-pass-zsh-clip", "recurred",
           "pass -c from a non-interactive zsh misses an entry that is in ~/.local/share/password-store")

    T.later(
        "l-pass-typo", "/home/lena/src/release-tools", "2026-04-20T10:05:00Z", "main",
        user("publish 1.4.1 like last time"),
        err("fish -c 'set -x PASSWORD_STORE_DIR ~/.local/share/password-store; pass show npm/publish-tokn >/dev/null'",
            "Error: npm/publish-tokn is not in the password store."),
        ok("fish -c 'set -x PASSWORD_STORE_DIR ~/.local/share/password-store; pass ls npm'", "npm\n└── publish-token"),
        ok("fish -c 'set -x PASSWORD_STORE_DIR ~/.local/share/password-store; "
           "env NPM_TOKEN=(pass show npm/publish-token) npm publish --access public'", "+ @lena/release-tools@1.4.1"),
    )
    T.pair("t34-pass-storedir", "l-pass-typo", "applied",
           "PASSWORD_STORE_DIR is exported from the first call; the not-in-store error is a typo in the entry name")

    T.later(
        "l-pass-gpg", "/home/lena/src/release-tools", "2026-04-23T07:40:00Z", "main",
        user("I restored my laptop from backup; check pass still works for the npm token"),
        err("PASSWORD_STORE_DIR=~/.local/share/password-store pass show npm/publish-token",
            "gpg: decryption failed: No secret key"),
        ok("gpg --list-secret-keys --keyid-format short | head -3", ""),
        say("The store is found, but the GPG secret key is not in this keyring; it has to be imported from the backup."),
    )
    T.pair("t34-pass-storedir", "l-pass-gpg", "applied",
           "pass is pointed at the store with the PASSWORD_STORE_DIR prefix; the GPG no-secret-key error after it is different")


# ---------------------------------------------------------------------------------------------------------
# 9. Varnish refusing VCL without a version line (prose-only fix)


def _novcl(path: str) -> str:
    return ("Message from VCC-compiler:\nVCL version declaration missing\nUpdate your VCL to Version 4 syntax, and add\n"
            f"\tvcl 4.1;\non the first line of the VCL files.\n('{path}' Line 1 Pos 1)\nbackend default {{\n"
            "#######--------\n\nRunning VCC-compiler failed, exited with 2\nVCL compilation failed")


def fill_varnish() -> None:
    T.source(
        "s-varnish-vcl", "/home/ops/edge-cache", "2026-03-16T13:10:00Z", "migrate-varnish7",
        user("the cache box is on varnish 7.5 now. bring over our old default.vcl and check that it compiles"),
        ok("varnishd -V 2>&1 | head -1", "varnishd (varnish-7.5.0 revision eef25264e5ca5f96a77129308edb83ccf84cb1b1)"),
        err("varnishd -C -f $PWD/vcl/default.vcl > /dev/null", _novcl("/home/ops/edge-cache/vcl/default.vcl"), 2),
        ok("head -3 vcl/default.vcl", "backend default {\n    .host = \"127.0.0.1\";\n    .port = \"8080\";"),
        say("Varnish 4 and later want the VCL syntax version declared as the first statement of the file; the old "
            "file starts straight with the backend."),
        edit("/home/ops/edge-cache/vcl/default.vcl", "backend default {\n    .host = \"127.0.0.1\";",
             "vcl 4.1;\n\nbackend default {\n    .host = \"127.0.0.1\";"),
        ok("varnishd -C -f $PWD/vcl/default.vcl > /dev/null && echo 'VCL compiles'", "VCL compiles"),
    )
    T.lesson(
        "t34-varnish-vcl", "project", "en", "s-varnish-vcl", "workflow",
        "Varnish 4+ rejects a VCL file that does not start with a version declaration",
        "`varnishd -C -f …/default.vcl` fails with `VCL version declaration missing` and `VCL compilation failed`; "
        "the cache will not load the file.",
        "Old VCL (Varnish 3 era) files begin directly with `backend default {`; the error points at line 1 of a "
        "file that looks syntactically fine.",
        "Since Varnish 4.0 every top-level VCL must declare its syntax version before anything else.",
        "Make the first statement of every top-level .vcl file a version line, `vcl 4.1;` (or `vcl 4.0;`), before "
        "compiling or loading it; then check it with varnishd -C.",
        ["`varnishd -C -f $PWD/vcl/default.vcl > /dev/null` -> `VCL version declaration missing`",
         "`head -3 vcl/default.vcl` -> `backend default {`",
         "after adding `vcl 4.1;` as the first line -> `VCL compiles`"],
    )

    T.later(
        "l-varnish-new-api", "/home/ops/edge-cache", "2026-03-31T10:30:00Z", "api-cache",
        user("write a separate VCL for the api hosts (backend 10.0.3.20:8000, no caching of POST) and load it"),
        write("/home/ops/edge-cache/vcl/api.vcl",
              "vcl 4.1;\n\nbackend api {\n    .host = \"10.0.3.20\";\n    .port = \"8000\";\n}\n\n"
              "sub vcl_recv {\n    if (req.method == \"POST\") {\n        return (pass);\n    }\n}\n"),
        ok("varnishd -C -f $PWD/vcl/api.vcl > /dev/null && sudo cp vcl/api.vcl /etc/varnish/api.vcl && "
           "sudo varnishadm vcl.load api /etc/varnish/api.vcl", "VCL compiled."),
        ok("sudo varnishadm vcl.list", "active      auto    warm         0    boot\navailable   auto    warm         0    api"),
    )
    T.pair("t34-varnish-vcl", "l-varnish-new-api", "applied",
           "the new VCL is written with vcl 4.1; as its first line and is compiled and loaded without the error")

    T.later(
        "l-varnish-sed-legacy", "/etc/varnish", "2026-04-04T06:50:00Z", "HEAD",
        user("load the legacy redirect vcl we copied from the old box as 'legacy', but check it first"),
        ok("head -2 /etc/varnish/legacy.vcl", "# redirects from the old shop\nbackend shop {"),
        ok("sudo sed -i '1i vcl 4.1;' /etc/varnish/legacy.vcl && sudo varnishadm vcl.load legacy /etc/varnish/legacy.vcl",
           "VCL compiled."),
        ok("sudo varnishadm vcl.list | tail -1", "available   auto    warm         0    legacy"),
    )
    T.pair("t34-varnish-vcl", "l-varnish-sed-legacy", "applied",
           "a vcl 4.1; line is inserted at the top of the copied file before vcl.load, which compiles it")

    T.later(
        "l-varnish-docker", "/home/dev/shop-stack", "2026-04-08T11:25:00Z", "feat/cache",
        user("add a varnish container in front of the shop app in the compose stack"),
        write("/home/dev/shop-stack/varnish/default.vcl",
              "vcl 4.1;\n\nbackend default {\n    .host = \"shop\";\n    .port = \"3000\";\n}\n"),
        edit("/home/dev/shop-stack/compose.yaml", "services:\n",
             "services:\n  varnish:\n    image: varnish:7.5\n    volumes:\n      - ./varnish/default.vcl:/etc/varnish/default.vcl:ro\n"
             "    ports:\n      - \"8080:80\"\n"),
        ok("docker compose up -d varnish && curl -sI localhost:8080 | grep -i '^via'",
           " Container shop-stack-varnish-1  Started\nVia: 1.1 a41c2f0e9b7d (Varnish/7.5)"),
    )
    T.pair("t34-varnish-vcl", "l-varnish-docker", "applied",
           "the VCL for the varnish image starts with vcl 4.1; and the container serves with it")

    T.later(
        "l-varnish-staging", "/etc/varnish", "2026-04-13T15:15:00Z", "HEAD",
        user("activate the staging vcl on the cache box"),
        err("sudo varnishadm vcl.load staging /etc/varnish/staging.vcl",
            _novcl("/etc/varnish/staging.vcl") + "\nCommand failed with error code 106", 1),
        say("staging.vcl is still an old-style file without the version line."),
    )
    T.pair("t34-varnish-vcl", "l-varnish-staging", "recurred",
           "vcl.load of staging.vcl fails with VCL version declaration missing")

    T.later(
        "l-varnish-compose-logs", "/home/dev/blog-stack", "2026-04-17T09:00:00Z", "main",
        user("the varnish service of the blog stack keeps restarting, why?"),
        ok("docker compose ps varnish --format '{{.State}} {{.Status}}'", "restarting Restarting (2) 4 seconds ago"),
        ok("docker compose logs --tail 12 varnish", _novcl("/etc/varnish/default.vcl")),
        say("The mounted VCL has no `vcl 4.1;` at the top, so varnishd refuses it on every start."),
    )
    T.pair("t34-varnish-vcl", "l-varnish-compose-logs", "recurred",
           "the blog stack's varnish container logs VCL version declaration missing for its mounted VCL")

    T.later(
        "l-varnish-req-request", "/home/ops/edge-cache", "2026-04-21T14:40:00Z", "migrate-varnish7",
        user("port the purge rules too (vcl/purge.vcl) and check they compile"),
        ok("head -1 vcl/purge.vcl", "vcl 4.1;"),
        err("varnishd -C -f $PWD/vcl/purge.vcl > /dev/null",
            "Message from VCC-compiler:\nSymbol not found: 'req.request'\n('/home/ops/edge-cache/vcl/purge.vcl' Line 9 Pos 9)\n"
            "    if (req.request == \"PURGE\") {\n--------###########-------------\n\nRunning VCC-compiler failed, exited with 2\n"
            "VCL compilation failed", 2),
        edit("/home/ops/edge-cache/vcl/purge.vcl", "if (req.request == \"PURGE\")", "if (req.method == \"PURGE\")"),
        ok("varnishd -C -f $PWD/vcl/purge.vcl > /dev/null && echo 'VCL compiles'", "VCL compiles"),
    )
    T.pair("t34-varnish-vcl", "l-varnish-req-request", "neither",
           "the file already has vcl 4.1; and fails on req.request, a different VCC error; the version line is not added")

    T.later(
        "l-varnish-template", "/home/ops/ansible-edge", "2026-04-25T12:20:00Z", "main",
        user("add a VCL skeleton for new sites to the templates folder, with a note that the version line is required"),
        write("/home/ops/ansible-edge/templates/site.vcl.j2",
              "vcl 4.1;\n\nbackend {{ site_name }} {\n    .host = \"{{ backend_host }}\";\n    .port = \"{{ backend_port }}\";\n}\n"),
        write("/home/ops/ansible-edge/templates/README.md",
              "site.vcl.j2: every VCL must start with `vcl 4.1;`, Varnish refuses files without it.\n"),
        ok("git add templates && git commit -qm 'templates: vcl skeleton' && git log --oneline -1", "8d02b7e templates: vcl skeleton"),
    )
    T.pair("t34-varnish-vcl", "l-varnish-template", "neither",
           "vcl 4.1; only goes into a template and a README that are committed, never compiled or loaded")


FILLS = [fill_vcpkg, fill_pass, fill_varnish]
