"""The case tables of the thirty-third tracking corpus (written by build_tracking33.py), and its first cases:
Nix's new CLI and flakes switched off after a fresh install, Conan 2 with no default profile, and crontab
refusing a file whose last line has no newline. The other cases are in tracking33_cases_b.py … _f.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, say, user, write

T = CaseTables("t33-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# ---------------------------------------------------------------------------------------------------------
# 1. Nix's new CLI and flakes are experimental features, off after a fresh install

NIX_CMD_OFF = ("error: experimental Nix feature 'nix-command' is disabled; use '--extra-experimental-features "
               "nix-command' to override")
NIX_FLAKES_OFF = "error: experimental Nix feature 'flakes' is disabled; use '--extra-experimental-features flakes' to override"


def nix() -> None:
    T.source("s-nix-flakes", "/home/dev/src/ledger-sync", "2026-02-09T09:12:00Z", "main",
             user("I just installed Nix on this box with the official installer. Build the flake's default package "
                  "and tell me where the binary ends up."),
             ok("head -12 flake.nix", '{\n  description = "ledger-sync";\n  inputs.nixpkgs.url = '
                '"github:NixOS/nixpkgs/nixos-24.11";\n  outputs = { self, nixpkgs }: let\n    pkgs = '
                'nixpkgs.legacyPackages.x86_64-linux;\n  in {\n    packages.x86_64-linux.default = '
                'pkgs.buildGoModule {\n      pname = "ledger-sync";'),
             err("nix build .#default", NIX_CMD_OFF),
             say("The new `nix` command is still an experimental feature on a stock install. I'll enable it for "
                 "this one call."),
             err("nix --extra-experimental-features nix-command build .#default", NIX_FLAKES_OFF),
             say("Flakes are a second experimental feature; both have to be on."),
             ok("nix --extra-experimental-features 'nix-command flakes' build .#default && ls -l result/bin",
                "total 8412\n-r-xr-xr-x 1 root root 8612864 Jan  1  1970 ledger-sync"))
    T.lesson("t33-nix-experimental", "global", "en", "s-nix-flakes", "workflow",
             "Nix's new CLI and flakes are disabled after a fresh install",
             "`nix build .#default` stops at once with `error: experimental Nix feature 'nix-command' is disabled`; "
             "enabling only nix-command then fails with `experimental Nix feature 'flakes' is disabled`.",
             "The official installer gives you a working `nix` binary, so `nix build`, `nix develop`, `nix run` "
             "and `nix flake …` look like they should just work.",
             "Both the `nix` subcommand CLI (nix-command) and flakes are experimental features that a stock "
             "Nix leaves switched off; each must be enabled, and enabling one does not enable the other.",
             "Pass `--extra-experimental-features 'nix-command flakes'` to the nix call, or enable them once with "
             "the line `experimental-features = nix-command flakes` in ~/.config/nix/nix.conf (or /etc/nix/nix.conf), "
             "or put that same line in the NIX_CONFIG environment variable.",
             ["`nix build .#default` failed: `error: experimental Nix feature 'nix-command' is disabled`",
              "with only nix-command enabled: `error: experimental Nix feature 'flakes' is disabled`",
              "`nix --extra-experimental-features 'nix-command flakes' build .#default` built it"])

    T.later("l-nix-before", "/home/dev/src/ledger-sync", "2026-01-27T16:40:00Z", "main",
            user("Try building this with nix, there's a flake now."),
            err("nix build", NIX_CMD_OFF),
            say("Nix's new CLI is not enabled on this machine. Shall I fall back to `go build`?"),
            user("yes, do that"),
            ok("go build -o bin/ledger-sync ./cmd/ledger-sync && ls bin", "ledger-sync"))
    T.pair("t33-nix-experimental", "l-nix-before", "neither",
           "dated before the lesson's source session (the same error is there, but that does not count)")

    T.later("l-nix-ci-conf", "/home/dev/src/ledger-sync", "2026-02-20T10:05:00Z", "ci/nix-checks",
            user("ci-03 is a fresh Ubuntu VM with Nix installed. Make `nix flake check` pass there for this repo."),
            ok("ssh ci-03 'nix --version'", "nix (Nix) 2.24.9"),
            ok("ssh ci-03 'mkdir -p ~/.config/nix && echo \"experimental-features = nix-command flakes\" >> "
               "~/.config/nix/nix.conf && cat ~/.config/nix/nix.conf'", "experimental-features = nix-command flakes"),
            ok("ssh ci-03 'cd ~/ledger-sync && git pull -q && nix flake check'",
               "warning: unknown flake output 'ciMatrix'"),
            say("`nix flake check` passes on ci-03 now; the features are enabled in the user's nix.conf."))
    T.pair("t33-nix-experimental", "l-nix-ci-conf", "applied",
           "enables nix-command and flakes in ~/.config/nix/nix.conf on ci-03 before any nix flake call; no error")

    T.later("l-nix-devshell-env", "/home/dev/src/ledger-sync", "2026-03-02T08:30:00Z", "feat/ofx-import",
            user("Run the Go tests inside the dev shell so we get the pinned toolchain."),
            ok("git status --short", " M internal/ofx/parse.go\n?? internal/ofx/parse_test.go"),
            ok("NIX_CONFIG='experimental-features = nix-command flakes' nix develop --command go test ./internal/...",
               "ok  \tledger-sync/internal/ofx\t0.412s\nok  \tledger-sync/internal/store\t1.087s"),
            ok("NIX_CONFIG='experimental-features = nix-command flakes' nix develop --command go vet ./...", ""),
            say("Tests and vet pass in the dev shell."))
    T.pair("t33-nix-experimental", "l-nix-devshell-env", "applied",
           "sets NIX_CONFIG with experimental-features = nix-command flakes for nix develop; no error")

    T.later("l-nix-docker", "/home/dev/src/ledger-sync", "2026-03-05T13:20:00Z", "main",
            user("Build the OCI image output of the flake inside the nixos/nix container, I don't want to touch the "
                 "host store."),
            ok("docker pull -q nixos/nix:2.24.9", "docker.io/nixos/nix:2.24.9"),
            err('docker run --rm -v "$PWD":/src -w /src nixos/nix:2.24.9 nix build .#dockerImage', NIX_CMD_OFF),
            say("The container's Nix has the experimental features off too; passing them on the command line."),
            ok('docker run --rm -v "$PWD":/src -w /src nixos/nix:2.24.9 nix --extra-experimental-features '
               '"nix-command flakes" build .#dockerImage && ls -l result',
               "lrwxrwxrwx 1 root root 63 Mar  5 13:22 result -> /nix/store/8q1v0c5k0l3bk6m8n4s3f0m2x7d9yq8a-"
               "ledger-sync-image.tar.gz"))
    T.pair("t33-nix-experimental", "l-nix-docker", "recurred",
           "nix build in the nixos/nix container fails with 'nix-command' is disabled before the flag is added")

    T.later("l-nix-treefmt", "/home/dev/src/ledger-sync", "2026-03-11T17:02:00Z", "chore/fmt",
            user("Run treefmt through nix run so the formatting matches CI."),
            err("nix run github:numtide/treefmt -- --fail-on-change", NIX_CMD_OFF),
            say("This laptop's Nix doesn't have the new CLI enabled. Do you want me to change your nix.conf?"),
            user("no, leave my config alone, just run gofmt directly"),
            ok("gofmt -l ./ | tee /dev/stderr | wc -l", "0"))
    T.pair("t33-nix-experimental", "l-nix-treefmt", "recurred",
           "nix run on the laptop fails with 'nix-command' is disabled; the fix is declined")

    T.later("l-nix-legacy", "/home/dev/src/ledger-sync", "2026-03-14T11:45:00Z", "docs/api",
            user("Regenerate the API docs with the classic nix-build attribute and show the version from "
                 "package.json using jq from nixpkgs."),
            ok("nix-build -A docs default.nix", "/nix/store/3m9r1xk8b0h5v4l1d2q7s6f0c9a8z1w2-ledger-sync-docs"),
            ok("nix-shell -p jq --run 'jq -r .version web/package.json'", "1.8.3"),
            ok("cp -r result/share/doc/ledger-sync docs/api && git status --short | head -3",
               "?? docs/api/index.html\n?? docs/api/search.js"),
            say("Docs regenerated with nix-build; the web package is at 1.8.3."))
    T.pair("t33-nix-experimental", "l-nix-legacy", "neither",
           "only the classic nix-build and nix-shell, which need no experimental feature; no flag and no error")

    T.later("l-nix-onboarding", "/home/dev/src/ledger-sync", "2026-03-20T09:10:00Z", "docs/onboarding",
            user("New hires keep pasting me `error: experimental Nix feature 'nix-command' is disabled` on their "
                 "first day. Add a short section about it to docs/onboarding.md, nothing else."),
            ok("grep -n '^## ' docs/onboarding.md", "3:## Accounts\n19:## Tooling\n41:## First build"),
            edit("docs/onboarding.md", "## First build\n",
                 "## First build\n\nEnable the new CLI and flakes once:\n\n    mkdir -p ~/.config/nix\n    echo "
                 "'experimental-features = nix-command flakes' >> ~/.config/nix/nix.conf\n\n"),
            say("Added the nix.conf step under \"First build\"."))
    T.pair("t33-nix-experimental", "l-nix-onboarding", "neither",
           "the error is only quoted by the person and the nix.conf line only written into a doc; nothing is run")

    T.later("l-nix-untracked", "/home/dev/src/ledger-sync", "2026-03-25T15:30:00Z", "feat/cli-pkg",
            user("I added nix/cli.nix for the CLI package. Build .#cli."),
            err("nix --extra-experimental-features 'nix-command flakes' build .#cli",
                "error: getting status of '/nix/store/0wq3h2l4k8m1c6v9b7x5z2n0p4r8s1t3-source/nix/cli.nix': No such "
                "file or directory"),
            say("Flakes only see files git knows about; nix/cli.nix is untracked."),
            ok("git add -N nix/cli.nix && nix --extra-experimental-features 'nix-command flakes' build .#cli && "
               "ls result/bin", "ledger-sync-cli"))
    T.pair("t33-nix-experimental", "l-nix-untracked", "applied",
           "every nix call passes --extra-experimental-features 'nix-command flakes'; the untracked-file error after "
           "is a different one")


# ---------------------------------------------------------------------------------------------------------
# 2. Conan 2 has no default profile until `conan profile detect`

def conan_missing(path: str) -> str:
    return (f"ERROR: The default build profile '{path}' doesn't exist.\nYou need to create a default profile (type "
            "'conan profile detect' command)\nor specify your own profile with '--profile:build=<myprofile>'")


CONAN_WIN = "C:\\Users\\dev\\.conan2\\profiles\\default"


def conan() -> None:
    T.source("s-conan-profile", "C:\\Users\\dev\\src\\imgtool", "2026-02-11T14:00:00Z", "main",
             user("Set up the C++ dependencies with Conan 2 on this Windows machine and configure the build (use "
                  "PowerShell, the CMake presets expect it)."),
             ok('powershell.exe -NoProfile -Command "conan --version"', "Conan version 2.9.2"),
             err('powershell.exe -NoProfile -Command "conan install . --output-folder=build --build=missing"',
                 conan_missing(CONAN_WIN)),
             say("Conan 2 starts without any profile; `conan profile detect` writes a default one from the installed "
                 "compiler."),
             ok('powershell.exe -NoProfile -Command "conan profile detect --force; conan install . '
                '--output-folder=build --build=missing"',
                "detect_api: Found msvc 17\n\nDetected profile:\n[settings]\narch=x86_64\nbuild_type=Release\n"
                "compiler=msvc\ncompiler.cppstd=14\ncompiler.runtime=dynamic\ncompiler.version=194\nos=Windows\n\n"
                "WARN: This profile is a guess of your environment, please check it.\nSaving detected profile to "
                f"{CONAN_WIN}\n\n======== Computing dependency graph ========\n...\n"
                "conanfile.txt: Generating aggregated env files\nconanfile.txt: Generated aggregated env files: "
                "['conanbuild.bat', 'conanrun.bat']\nInstall finished successfully"))
    T.lesson("t33-conan-profile", "global", "en", "s-conan-profile", "workflow",
             "Conan 2 refuses to install until a default profile exists",
             "`conan install . --output-folder=build --build=missing` fails with `ERROR: The default build profile "
             "'C:\\Users\\dev\\.conan2\\profiles\\default' doesn't exist.`",
             "Conan 1 created a default profile on first use, so a fresh Conan 2 (or a fresh CONAN_HOME on a CI "
             "runner or for another user) looks ready to run right away.",
             "Conan 2 never creates a profile on its own: every CONAN_HOME starts empty, and without a default "
             "profile (or one given on the command line) it cannot know the compiler and settings.",
             "Run `conan profile detect` (add `--force` to overwrite) once per CONAN_HOME before `conan install`, or "
             "pass your own profile files with `--profile:build` / `--profile:host` (short `-pr:b` / `-pr:h`).",
             ["`conan install . --output-folder=build --build=missing` failed: `ERROR: The default build profile`",
              "`You need to create a default profile (type 'conan profile detect' command)`",
              "`conan profile detect --force; conan install . --output-folder=build --build=missing` ended with "
              "`Install finished successfully`"])

    T.later("l-conan-ci-home", "/builds/imgtool", "2026-02-25T07:50:00Z", "ci/linux",
            user("The Linux CI job fails at the conan step. Reproduce it in the runner container and fix the job."),
            ok("cat .gitlab-ci.yml | sed -n '12,20p'",
               "build-linux:\n  image: gcc:14\n  variables:\n    CONAN_HOME: /ci/cache/conan2\n  script:\n    - pip "
               "install conan==2.9.2\n    - conan install . --output-folder=build --build=missing -s build_type=Debug"),
            err("docker run --rm -e CONAN_HOME=/ci/cache/conan2 -v \"$PWD\":/builds/imgtool -w /builds/imgtool "
                "imgtool-ci:gcc14 conan install . --output-folder=build --build=missing -s build_type=Debug",
                conan_missing("/ci/cache/conan2/profiles/default")),
            edit(".gitlab-ci.yml", "    - conan install .", "    - conan profile detect --force\n    - conan install ."),
            ok("docker run --rm -e CONAN_HOME=/ci/cache/conan2 -v \"$PWD\":/builds/imgtool -w /builds/imgtool "
               "imgtool-ci:gcc14 sh -c 'conan profile detect --force && conan install . --output-folder=build "
               "--build=missing -s build_type=Debug'", "Saving detected profile to /ci/cache/conan2/profiles/default\n"
               "...\nInstall finished successfully"))
    T.pair("t33-conan-profile", "l-conan-ci-home", "recurred",
           "conan install under CONAN_HOME=/ci/cache/conan2 fails with the missing default build profile first")

    T.later("l-conan-make", "/home/dev/src/imgtool", "2026-03-03T10:15:00Z", "build/makefile",
            user("Give the repo a `make deps` target that works on a clean machine, and run it."),
            write("/home/dev/src/imgtool/Makefile",
                  ".PHONY: deps build\n\ndeps:\n\tconan profile detect --force\n\tconan install . --output-folder=build "
                  "--build=missing\n\nbuild: deps\n\tcmake --preset conan-release\n\tcmake --build --preset "
                  "conan-release\n"),
            ok("make deps", "conan profile detect --force\ndetect_api: Found gcc 13\n...\nSaving detected profile to "
               "/home/dev/.conan2/profiles/default\nconan install . --output-folder=build --build=missing\n...\nInstall "
               "finished successfully"),
            ok("make build 2>&1 | tail -2", "[100%] Linking CXX executable imgtool\n[100%] Built target imgtool"))
    T.pair("t33-conan-profile", "l-conan-make", "applied",
           "the make deps target runs conan profile detect --force before conan install; no error")

    T.later("l-conan-search", "/home/dev/src/imgtool", "2026-03-09T16:00:00Z", "deps/bump-libpng",
            user("Which libpng versions does conancenter have? Bump ours to the newest 1.6."),
            ok("conan search 'libpng/*' -r conancenter",
               "conancenter\n  libpng\n    libpng/1.6.40\n    libpng/1.6.42\n    libpng/1.6.43\n    libpng/1.6.44"),
            edit("/home/dev/src/imgtool/conanfile.txt", "libpng/1.6.40", "libpng/1.6.44"),
            ok("conan list 'libpng/*'", "Local Cache\n  libpng\n    libpng/1.6.40"),
            say("conanfile.txt now asks for libpng/1.6.44; the next install will fetch it."))
    T.pair("t33-conan-profile", "l-conan-search", "neither",
           "conan only searches and lists packages; no install, no profile step, no profile error")

    T.later("l-conan-unresolved", "/home/dev/src/imgtool", "2026-03-12T09:40:00Z", "feat/logging",
            user("I added fmtlog to conanfile.txt, install the deps again."),
            err("conan install . --output-folder=build --build=missing",
                "======== Computing dependency graph ========\nGraph root\n    conanfile.txt: "
                "/home/dev/src/imgtool/conanfile.txt\n\nERROR: Package 'fmtlog/2.2.1' not resolved: Unable to find "
                "'fmtlog/2.2.1' in remotes"),
            ok("conan search 'fmtlog/*' -r conancenter", "conancenter\n  fmtlog\n    fmtlog/2.2.1\n    fmtlog/2.3.0"),
            say("conancenter only has fmtlog recipes for other revisions; shall I pin 2.3.0?"))
    T.pair("t33-conan-profile", "l-conan-unresolved", "neither",
           "conan install fails, but with a package that is not resolved, not the missing default profile")

    T.later("l-conan-own-profile", "C:\\Users\\dev\\src\\imgtool", "2026-03-18T12:20:00Z", "build/debug-profile",
            user("Use the checked-in profiles/msvc194-debug for both build and host and install the Debug deps."),
            ok('powershell.exe -NoProfile -Command "Get-Content profiles\\msvc194-debug"',
               "[settings]\narch=x86_64\nbuild_type=Debug\ncompiler=msvc\ncompiler.cppstd=17\ncompiler.runtime=dynamic\n"
               "compiler.version=194\nos=Windows"),
            ok('powershell.exe -NoProfile -Command "conan install . -pr:b profiles\\msvc194-debug -pr:h '
               'profiles\\msvc194-debug --output-folder=build-debug --build=missing"',
               "======== Computing dependency graph ========\n...\nInstall finished successfully"),
            say("Debug dependencies installed into build-debug with the checked-in profile."))
    T.pair("t33-conan-profile", "l-conan-own-profile", "applied",
           "passes its own profile files with -pr:b / -pr:h, the short spelling the lesson names; no error")

    T.later("l-conan-builder-user", "/srv/imgtool", "2026-03-22T18:05:00Z", "release/2.0",
            user("On the release VM, install the deps as the `builder` account, not as me."),
            ok("id builder", "uid=1002(builder) gid=1002(builder) groups=1002(builder)"),
            err("sudo -u builder -H conan install /srv/imgtool --output-folder=/srv/imgtool/build --build=missing",
                conan_missing("/home/builder/.conan2/profiles/default")),
            say("The builder account has its own empty Conan home. I'll stop here; tell me whether a detected "
                "profile is fine for release builds or whether you want the checked-in one."))
    T.pair("t33-conan-profile", "l-conan-builder-user", "recurred",
           "conan install as the builder user fails with the missing default build profile in its own CONAN_HOME")


# ---------------------------------------------------------------------------------------------------------
# 3. crontab refuses a file whose last line has no newline (a prose-only fix)

CRON_NL = "new crontab file is missing newline before EOF, can't install."


def crontab() -> None:
    T.source("s-crontab-newline", "/home/ops/deploy", "2026-02-13T08:00:00Z", "main",
             user("Install the sync job for the ops user: every 5 minutes run /opt/app/bin/sync.sh, appending its "
                  "output to /var/log/app/sync.log."),
             ok("ls -l /opt/app/bin/sync.sh", "-rwxr-xr-x 1 ops ops 1873 Feb 12 17:41 /opt/app/bin/sync.sh"),
             err("printf '*/5 * * * * /opt/app/bin/sync.sh >> /var/log/app/sync.log 2>&1' > /tmp/ops.cron && "
                 "crontab /tmp/ops.cron", CRON_NL),
             say("printf without a trailing \\n wrote the entry with no final newline, and crontab rejects such a "
                 "file. Writing it again with the newline."),
             ok("printf '*/5 * * * * /opt/app/bin/sync.sh >> /var/log/app/sync.log 2>&1\\n' > /tmp/ops.cron && "
                "crontab /tmp/ops.cron && crontab -l",
                "*/5 * * * * /opt/app/bin/sync.sh >> /var/log/app/sync.log 2>&1"))
    T.lesson("t33-crontab-newline", "global", "en", "s-crontab-newline", "workflow",
             "crontab will not install a file whose last line lacks a newline",
             "`crontab /tmp/ops.cron` exits 1 with `new crontab file is missing newline before EOF, can't install.` "
             "and the previous crontab stays in place.",
             "The entry itself is valid cron syntax, and a file written by printf or an editor without a final "
             "newline looks identical when you cat it.",
             "cron only accepts a crontab whose last entry is terminated by a newline character; printf (unlike "
             "echo) adds none, and some editors and templating tools drop it too.",
             "Make sure the last entry of the crontab file ends with a newline character before handing it to "
             "crontab (write it with a trailing newline, or append an empty line to the file), then install it "
             "again and check the result with a listing.",
             ["`crontab /tmp/ops.cron` failed: `new crontab file is missing newline before EOF, can't install.`",
              "rewritten with a trailing newline it installed and `crontab -l` showed the entry"])

    T.later("l-cron-before", "/home/ops/deploy", "2026-01-30T19:25:00Z", "main",
            user("Put the log rotation helper in root's crontab on app-02."),
            err("ssh app-02 \"printf '15 4 * * * /usr/local/sbin/rotate-app-logs' | sudo crontab -\"", CRON_NL),
            say("crontab rejected it. I'll use the /etc/cron.d drop-in instead."),
            ok("ssh app-02 \"echo '15 4 * * * root /usr/local/sbin/rotate-app-logs' | sudo tee "
               "/etc/cron.d/rotate-app-logs\"", "15 4 * * * root /usr/local/sbin/rotate-app-logs"))
    T.pair("t33-crontab-newline", "l-cron-before", "neither",
           "dated before the lesson's source session (it shows the same failure, but that does not count)")

    T.later("l-cron-www", "/home/ops/deploy", "2026-02-24T11:10:00Z", "feat/cache-prune",
            user("Add the nightly cache prune for www-data, keep the file in the repo under cron/."),
            write("/home/ops/deploy/cron/www-data.cron",
                  "0 3 * * * cd /var/www/shop && /usr/bin/php artisan cache:prune-stale-tags"),
            err("sudo crontab -u www-data cron/www-data.cron", CRON_NL),
            ok("echo >> cron/www-data.cron && sudo crontab -u www-data cron/www-data.cron && sudo crontab -u www-data -l",
               "0 3 * * * cd /var/www/shop && /usr/bin/php artisan cache:prune-stale-tags"))
    T.pair("t33-crontab-newline", "l-cron-www", "recurred",
           "installing cron/www-data.cron for www-data fails with the missing-newline error before it is fixed")

    T.later("l-cron-append", "/home/ops/deploy", "2026-03-04T06:55:00Z", "main",
            user("Keep the existing ops entries and add the 02:30 backup job."),
            ok("crontab -l", "*/5 * * * * /opt/app/bin/sync.sh >> /var/log/app/sync.log 2>&1"),
            say("Appending with printf '%s\\n' so the new last line ends with a newline, which crontab requires."),
            ok("(crontab -l; printf '%s\\n' '30 2 * * * /opt/app/bin/backup.sh') | crontab - && crontab -l",
               "*/5 * * * * /opt/app/bin/sync.sh >> /var/log/app/sync.log 2>&1\n30 2 * * * /opt/app/bin/backup.sh"))
    T.pair("t33-crontab-newline", "l-cron-append", "applied",
           "ends the new last entry with a newline (printf '%s\\n') on purpose before piping it to crontab; no error")

    T.later("l-cron-script", "/home/ops/deploy", "2026-03-10T14:30:00Z", "chore/install-cron",
            user("Write a small installer for the files in cron/ so nobody trips over crontab again, and install "
                 "ops.cron with it."),
            write("/home/ops/deploy/bin/install-cron.sh",
                  "#!/usr/bin/env bash\nset -euo pipefail\nf=$1\n# crontab rejects a file without a final newline\n"
                  "[ -n \"$(tail -c1 \"$f\")\" ] && echo >> \"$f\"\ncrontab \"$f\"\ncrontab -l\n"),
            ok("chmod +x bin/install-cron.sh && bin/install-cron.sh cron/ops.cron",
               "*/5 * * * * /opt/app/bin/sync.sh >> /var/log/app/sync.log 2>&1\n30 2 * * * /opt/app/bin/backup.sh\n"
               "0 6 * * 1 /opt/app/bin/weekly-report.sh"))
    T.pair("t33-crontab-newline", "l-cron-script", "applied",
           "runs a script that appends the missing final newline before crontab installs the file; no error")

    T.later("l-cron-percent", "/home/ops/deploy", "2026-03-15T09:00:00Z", "fix/report-cron",
            user("The weekly report cron job never seems to run. Find out why."),
            ok("crontab -l | grep report", "0 6 * * 1 /opt/app/bin/weekly-report.sh --week $(date +%V) "
               ">> /var/log/app/report.log 2>&1"),
            ok("grep 'weekly-report' /var/log/syslog | tail -2",
               "Mar  9 06:00:01 app-01 CRON[48211]: (ops) CMD (/opt/app/bin/weekly-report.sh --week $(date +)\n"
               "Mar  9 06:00:01 app-01 CRON[48210]: (CRON) info (No MTA installed, discarding output)"),
            say("cron turns an unescaped % into a newline, so the command is cut at `date +`. Escaping it."),
            ok("crontab -l | sed 's/+%V/+\\\\%V/' | crontab - && crontab -l | grep report",
               "0 6 * * 1 /opt/app/bin/weekly-report.sh --week $(date +\\%V) >> /var/log/app/report.log 2>&1"))
    T.pair("t33-crontab-newline", "l-cron-percent", "neither",
           "a job that never runs because of an unescaped %, not a crontab refusing a file without a final newline")

    T.later("l-cron-nocrontab", "/home/ops/deploy", "2026-03-19T10:45:00Z", "main",
            user("Does the deploy user have any cron jobs on this host?"),
            err("sudo crontab -l -u deploy", "no crontab for deploy"),
            ok("ls /etc/cron.d", "e2scrub_all\nphp\nrotate-app-logs"),
            say("deploy has no personal crontab; the only app job here is /etc/cron.d/rotate-app-logs."))
    T.pair("t33-crontab-newline", "l-cron-nocrontab", "neither",
           "crontab -l fails only because deploy has no crontab, a different error; nothing is installed")

    T.later("l-cron-timer", "/home/ops/deploy", "2026-03-27T15:15:00Z", "feat/systemd-timer",
            user("Last time crontab said \"new crontab file is missing newline before EOF, can't install.\" and I'm "
                 "done with it. Move the sync job to a systemd user timer."),
            write("/home/ops/.config/systemd/user/sync.service",
                  "[Unit]\nDescription=app sync\n\n[Service]\nType=oneshot\nExecStart=/opt/app/bin/sync.sh\n"),
            write("/home/ops/.config/systemd/user/sync.timer",
                  "[Unit]\nDescription=app sync every 5 minutes\n\n[Timer]\nOnCalendar=*:0/5\n\n[Install]\n"
                  "WantedBy=timers.target\n"),
            ok("systemctl --user daemon-reload && systemctl --user enable --now sync.timer && systemctl --user "
               "list-timers sync.timer --no-pager | head -2",
               "NEXT                        LEFT     LAST PASSED UNIT       ACTIVATES\nFri 2026-03-27 15:20:00 UTC "
               "4min 2s -    -      sync.timer sync.service"))
    T.pair("t33-crontab-newline", "l-cron-timer", "neither",
           "the crontab error is only quoted by the person; no crontab file is installed, a systemd timer replaces it")


FILLS = [nix, conan, crontab]
