"""tracking16, part f: flatpak-builder without the SDK/runtime installed (`--install-deps-from=flathub`), and Dart's
build_runner refusing to overwrite outputs in a non-interactive shell (`--delete-conflicting-outputs`). Rules in
tracking16_cases.py."""
from __future__ import annotations

from tests.truth.tracking16_cases import T, edit, err, grep, ok, read, say, u, write

# --- K. flatpak-builder and missing SDK / runtime ----------------------------------------------------

FP = "/home/juno/src/notely-flatpak"
MAN = "io.github.juno.Notely.yml"


def lesson_k() -> None:
    T.source(
        "s-flatpak-deps", FP, "2025-04-13T10:00:00Z", "main",
        u("build the notely flatpak locally so I can test the new GNOME 46 runtime"),
        edit(f"{FP}/{MAN}", "runtime-version: '45'", "runtime-version: '46'"),
        err(f"flatpak-builder --user --force-clean build-dir {MAN}",
            "error: org.gnome.Sdk/x86_64/46 not installed\nFailed to init: Unable to find sdk org.gnome.Sdk version 46"),
        say("flatpak-builder does not fetch the SDK or runtime by itself; it can if told which remote to install "
            "dependencies from."),
        ok(f"flatpak-builder --user --install-deps-from=flathub --force-clean build-dir {MAN} 2>&1 | tail -5",
           "Installing org.gnome.Sdk/x86_64/46 from flathub\nInstalling org.gnome.Platform/x86_64/46 from flathub\n"
           "Committing stage build-notely to cache\nCleaning up\nPruning cache"),
        ok(f"flatpak-builder --user --install --force-clean build-dir {MAN} 2>&1 | tail -1 && flatpak run io.github.juno.Notely --version",
           "Installing app/io.github.juno.Notely/x86_64/master\nNotely 2.3.0"),
    )
    T.lesson(
        "t16-flatpak-install-deps-from", "global", "en", "s-flatpak-deps", "tool_quirk",
        "flatpak-builder needs --install-deps-from=flathub when the SDK/runtime is not installed",
        "`flatpak-builder` stops at once with `error: org.gnome.Sdk/x86_64/46 not installed`.",
        "Bumping `runtime-version` in the manifest looks like all that is needed; flatpak-builder never downloads the new SDK on its own.",
        "The manifest's sdk/runtime (and sdk-extensions) must be installed locally before building.",
        "Run `flatpak-builder --user --install-deps-from=flathub --force-clean build-dir <manifest>` (or `flatpak install "
        "--user flathub org.gnome.Sdk//46 org.gnome.Platform//46` first).",
        ["`error: org.gnome.Sdk/x86_64/46 not installed`",
         "`flatpak-builder --user --install-deps-from=flathub --force-clean build-dir io.github.juno.Notely.yml` → "
         "`Installing org.gnome.Sdk/x86_64/46 from flathub` … `Pruning cache`"],
    )


def later_k() -> None:
    T.later(
        "l-fp-preinstall", FP, "2025-04-20T09:00:00Z", "feat/spellcheck",
        u("I'm on a fresh fedora install. build notely with the spellcheck module"),
        ok("flatpak remote-add --user --if-not-exists flathub https://dl.flathub.org/repo/flathub.flatpakrepo && "
           "flatpak install --user -y flathub org.gnome.Sdk//46 org.gnome.Platform//46",
           "Installing 2/2… ████████████████████ 100%  412.0 MB/s  00:00\nInstallation complete."),
        ok(f"flatpak-builder --user --force-clean build-dir {MAN} 2>&1 | tail -2", "Cleaning up\nPruning cache"),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-preinstall", "applied",
           "installs the SDK and runtime from flathub before building (the lesson's other spelling); build succeeds")

    T.later(
        "l-fp-make", "/home/juno/src/sketchpad-flatpak", "2025-05-04T15:00:00Z", "main",
        u("add a Makefile to the sketchpad flatpak repo and build"),
        write("/home/juno/src/sketchpad-flatpak/Makefile",
              "APP := io.github.juno.Sketchpad\n\nbuild:\n\tflatpak-builder --user --install-deps-from=flathub "
              "--force-clean --repo=repo build-dir $(APP).yml\n\nbundle: build\n\tflatpak build-bundle repo $(APP).flatpak $(APP)\n"),
        ok("make bundle 2>&1 | tail -3", "Pruning cache\nflatpak build-bundle repo io.github.juno.Sketchpad.flatpak io.github.juno.Sketchpad\n"
           "ls: io.github.juno.Sketchpad.flatpak 18M"),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-make", "applied",
           "the Makefile it writes passes --install-deps-from=flathub; make bundle builds without a missing-SDK error")

    T.later(
        "l-fp-builderapp", FP, "2025-05-15T11:30:00Z", "chore/builder-flatpak",
        u("use the flatpak'd builder (org.flatpak.Builder) like flathub CI does, and lint the manifest too"),
        ok(f"flatpak run org.flatpak.Builder --user --install-deps-from=flathub --force-clean build-dir {MAN} 2>&1 | tail -2 && "
           f"flatpak run --command=flatpak-builder-lint org.flatpak.Builder manifest {MAN}",
           "Cleaning up\nPruning cache\n{\n    \"errors\": [],\n    \"warnings\": []\n}"),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-builderapp", "applied",
           "runs org.flatpak.Builder (another launcher) with --install-deps-from=flathub; builds and lints clean")

    T.later(
        "l-fp-47", FP, "2025-06-03T10:00:00Z", "feat/gnome-47",
        u("move notely to GNOME 47"),
        edit(f"{FP}/{MAN}", "runtime-version: '46'", "runtime-version: '47'"),
        err(f"flatpak-builder --user --force-clean build-dir {MAN}",
            "error: org.gnome.Sdk/x86_64/47 not installed\nFailed to init: Unable to find sdk org.gnome.Sdk version 47"),
        ok(f"flatpak-builder --user --install-deps-from=flathub --force-clean build-dir {MAN} 2>&1 | tail -1", "Pruning cache"),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-47", "recurred",
           "after the runtime bump the build fails with 'org.gnome.Sdk/x86_64/47 not installed' before the flag")

    T.later(
        "l-fp-ext", "/home/juno/src/ferris-flatpak", "2025-05-24T16:00:00Z", "main",
        u("build the rust app's flatpak"),
        err("flatpak-builder --user --force-clean build-dir io.github.juno.Ferris.yml",
            "error: org.freedesktop.Sdk.Extension.rust-stable/x86_64/24.08 not installed\n"
            "Failed to init: Requested extension org.freedesktop.Sdk.Extension.rust-stable/x86_64/24.08 not installed"),
        ok("flatpak-builder --user --install-deps-from=flathub --force-clean build-dir io.github.juno.Ferris.yml 2>&1 | tail -1",
           "Pruning cache"),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-ext", "recurred",
           "an SDK extension 'not installed' stops flatpak-builder in another app; same missing-deps failure")

    T.later(
        "l-fp-source404", FP, "2025-04-28T13:00:00Z", "feat/libspelling",
        u("add libspelling as a module"),
        edit(f"{FP}/{MAN}", "modules:\n", "modules:\n  - name: libspelling\n    buildsystem: meson\n    sources:\n"
             "      - type: archive\n        url: https://download.gnome.org/sources/libspelling/0.2/libspelling-0.2.9.tar.xz\n"),
        err(f"flatpak-builder --user --install-deps-from=flathub --force-clean build-dir {MAN}",
            "Downloading https://download.gnome.org/sources/libspelling/0.2/libspelling-0.2.9.tar.xz\n"
            "Failed to download sources: module libspelling: The requested URL returned error: 404"),
        edit(f"{FP}/{MAN}", "libspelling/0.2/libspelling-0.2.9.tar.xz", "libspelling/0.2/libspelling-0.2.1.tar.xz"),
        ok(f"flatpak-builder --user --install-deps-from=flathub --force-clean build-dir {MAN} 2>&1 | tail -1", "Pruning cache"),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-source404", "applied",
           "passes --install-deps-from=flathub from its first build; the only error is a source 404, not a missing SDK")

    T.later(
        "l-fp-list", FP, "2025-05-09T08:30:00Z", "main",
        u("which GNOME runtimes do I have installed? clean the old ones"),
        ok("flatpak list --runtime --columns=application,branch | grep -i gnome",
           "org.gnome.Platform\t45\norg.gnome.Platform\t46\norg.gnome.Sdk\t45\norg.gnome.Sdk\t46"),
        ok("flatpak uninstall --user -y org.gnome.Sdk//45 org.gnome.Platform//45 && flatpak uninstall --unused -y",
           "Uninstall complete.\nNothing unused to uninstall"),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-list", "neither",
           "lists and removes old runtimes; no build, no missing-SDK error")

    T.later(
        "l-fp-before", FP, "2025-03-22T10:00:00Z", "main",
        u("first try at packaging notely as a flatpak"),
        err(f"flatpak-builder build-dir {MAN}",
            "error: org.gnome.Sdk/x86_64/45 not installed\nFailed to init: Unable to find sdk org.gnome.Sdk version 45"),
        ok("flatpak install -y flathub org.gnome.Sdk//45 org.gnome.Platform//45", "Installation complete."),
    )
    T.pair("t16-flatpak-install-deps-from", "l-fp-before", "neither",
           "dated before the lesson's source session")


# --- L. build_runner conflicting outputs -----------------------------------------------------------

BR = "/home/rafa/src/fieldnotes"
CONFLICT = ("[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them. "
            "These outputs must be removed manually or the build can be run with `--delete-conflicting-outputs`. "
            "The outputs are: lib/src/models/note.g.dart")


def lesson_l() -> None:
    T.source(
        "s-buildrunner-conflict", BR, "2025-04-14T14:00:00Z", "feat/tags",
        u("I added a tags field to Note; regenerate the json code and run the tests"),
        err("dart run build_runner build",
            "[INFO] Generating build script completed, took 412ms\n[INFO] Reading cached asset graph completed, took 88ms\n"
            "[INFO] Checking for updates since last build completed, took 640ms\n" + CONFLICT, 78),
        say("The checked-in `note.g.dart` wasn't produced by this build's asset graph, and build_runner can't ask "
            "for permission in a non-interactive shell. Telling it to delete conflicting outputs."),
        ok("dart run build_runner build --delete-conflicting-outputs",
           "[INFO] Generating build script completed, took 398ms\n[INFO] Running build completed, took 4.6s\n"
           "[INFO] Caching finalized dependency graph completed, took 61ms\n"
           "[INFO] Succeeded after 4.7s with 14 outputs (42 actions)"),
        ok("dart test", "00:03 +27: All tests passed!"),
    )
    T.lesson(
        "t16-build-runner-conflicting-outputs", "global", "en", "s-buildrunner-conflict", "tool_quirk",
        "build_runner in a non-interactive shell needs --delete-conflicting-outputs",
        "`dart run build_runner build` exits with `[SEVERE] Conflicting outputs were detected and the build is unable "
        "to prompt for permission to remove them.`",
        "Locally in a terminal it prompts and you answer yes; from an agent or CI there is no prompt, so it just fails.",
        "Generated `*.g.dart` files already exist that build_runner's asset graph did not produce (checked in, or from "
        "another branch).",
        "`dart run build_runner build --delete-conflicting-outputs` (short: `-d`).",
        "```\n$ dart run build_runner build\n" + CONFLICT + "\n$ dart run build_runner build --delete-conflicting-outputs\n"
        "[INFO] Succeeded after 4.7s with 14 outputs (42 actions)\n```",
    )


def later_l() -> None:
    T.later(
        "l-br-short", BR, "2025-04-21T10:00:00Z", "feat/attachments",
        u("add an Attachment model with json_serializable and generate"),
        write(f"{BR}/lib/src/models/attachment.dart",
              "import 'package:json_annotation/json_annotation.dart';\n\npart 'attachment.g.dart';\n\n@JsonSerializable()\n"
              "class Attachment {\n  Attachment(this.id, this.mime, this.bytes);\n  final String id;\n  final String mime;\n"
              "  final int bytes;\n  factory Attachment.fromJson(Map<String, dynamic> json) => _$AttachmentFromJson(json);\n"
              "  Map<String, dynamic> toJson() => _$AttachmentToJson(this);\n}\n"),
        ok("dart run build_runner build -d", "[INFO] Running build completed, took 3.9s\n[INFO] Succeeded after 4.0s with 16 outputs (46 actions)"),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-short", "applied",
           "runs build_runner build -d (short form) up front; succeeds with no conflict message")

    T.later(
        "l-br-watch", BR, "2025-05-03T09:00:00Z", "feat/sync",
        u("keep codegen running in the background while we work on sync"),
        ok("(dart run build_runner watch --delete-conflicting-outputs > /tmp/br.log 2>&1 &) ; sleep 15; tail -2 /tmp/br.log",
           "[INFO] Succeeded after 5.2s with 16 outputs (46 actions)\n[INFO] ------------------------------------------------------------------------"),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-watch", "applied",
           "starts build_runner watch with --delete-conflicting-outputs; no conflicting-outputs failure")

    T.later(
        "l-br-make", "/home/rafa/src/fieldnotes_server", "2025-05-12T11:00:00Z", "main",
        u("the server package needs codegen too; add a make target and run it"),
        write("/home/rafa/src/fieldnotes_server/Makefile",
              "gen:\n\tdart run build_runner build --delete-conflicting-outputs\n\ntest: gen\n\tdart test\n"),
        ok("make test", "dart run build_runner build --delete-conflicting-outputs\n[INFO] Succeeded after 3.1s with 6 outputs (18 actions)\n"
           "dart test\n00:02 +12: All tests passed!"),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-make", "applied",
           "a Makefile gen target wraps the flag; make test regenerates and passes")

    T.later(
        "l-br-freezed", "/home/rafa/src/fieldnotes_sync", "2025-05-20T15:00:00Z", "feat/freezed",
        u("switch the sync state classes to freezed and regenerate"),
        err("dart run build_runner build",
            "[INFO] Running build completed, took 6.2s\n"
            "[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them. "
            "These outputs must be removed manually or the build can be run with `--delete-conflicting-outputs`. "
            "The outputs are: lib/src/state.freezed.dart, lib/src/state.g.dart", 78),
        ok("dart run build_runner build --delete-conflicting-outputs", "[INFO] Succeeded after 6.8s with 9 outputs (30 actions)"),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-freezed", "recurred",
           "another package's freezed outputs trigger the Conflicting outputs SEVERE before the flag is added")

    T.later(
        "l-br-ci", BR, "2025-06-04T09:30:00Z", "feat/search",
        u("CI codegen check is failing on my branch"),
        ok("gh run view 9440019922 --log-failed | tail -4",
           "analyze\tCodegen\tdart run build_runner build\n"
           "analyze\tCodegen\t[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to "
           "remove them. These outputs must be removed manually or the build can be run with `--delete-conflicting-outputs`. "
           "The outputs are: lib/src/models/search_hit.g.dart\n"
           "analyze\tCodegen\t##[error]Process completed with exit code 78."),
        edit(f"{BR}/.github/workflows/ci.yml", "      - run: dart run build_runner build\n",
             "      - run: dart run build_runner build --delete-conflicting-outputs\n"),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-ci", "recurred",
           "the CI log shows build_runner's Conflicting outputs SEVERE for search_hit.g.dart")

    T.later(
        "l-br-jsonerr", BR, "2025-04-29T16:00:00Z", "feat/colors",
        u("add a color to Tag and regenerate"),
        err("dart run build_runner build --delete-conflicting-outputs",
            "[SEVERE] json_serializable on lib/src/models/tag.dart:\n\nCould not generate `fromJson` code for `color`.\n"
            "To support the type `Color` you can:\n* Use `JsonConverter`\n  https://pub.dev/documentation/json_annotation/latest/json_annotation/JsonConverter-class.html\n"
            "[SEVERE] Failed after 3.4s"),
        edit(f"{BR}/lib/src/models/tag.dart", "  final Color color;", "  @ColorConverter()\n  final Color color;"),
        ok("dart run build_runner build --delete-conflicting-outputs", "[INFO] Succeeded after 3.6s with 16 outputs (46 actions)"),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-jsonerr", "applied",
           "passes --delete-conflicting-outputs from the first run; its SEVERE is a json_serializable type error, another cause")

    T.later(
        "l-br-pubget", BR, "2025-05-07T08:00:00Z", "chore/deps",
        u("upgrade build_runner and json_serializable to latest"),
        err("dart pub upgrade --major-versions build_runner json_serializable",
            "Resolving dependencies...\nBecause json_serializable >=6.9.1 depends on analyzer ^7.0.0 and build_runner 2.4.9 "
            "depends on analyzer ^6.4.0, json_serializable >=6.9.1 is incompatible with build_runner 2.4.9.\n"
            "So, because fieldnotes depends on both build_runner 2.4.9 and json_serializable ^6.9.1, version solving failed."),
        ok("dart pub upgrade --major-versions build_runner json_serializable source_gen",
           "Resolving dependencies...\nChanged 7 dependencies!"),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-pubget", "neither",
           "a pub version-solving failure while upgrading; build_runner never runs")

    T.later(
        "l-br-readme", BR, "2025-05-26T10:00:00Z", "docs/dev",
        u("write dev setup notes in the README"),
        edit(f"{BR}/README.md", "## Development\n", "## Development\n\n```sh\ndart pub get\n"
             "dart run build_runner build --delete-conflicting-outputs\ndart test\n```\n"),
        say("README now lists the setup commands."),
    )
    T.pair("t16-build-runner-conflicting-outputs", "l-br-readme", "neither",
           "the flag only appears in a README code block it edits; nothing is run")
