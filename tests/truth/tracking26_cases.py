"""The twenty-sixth tracking corpus's case tables (its parts _b … _g add to them) and its first cases: virsh on
the session URI, and esbuild bundling for the browser by default.

Labelling rules (every pair was labelled by them from the session text, before anything judged it, with a
one-line reason):
  - recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
    other names: another branch, path, module, package, host, version), shown by a call's result, whatever
    follows it; a recurrence then fixed is still `recurred`.
  - applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
    the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
    reads, a script the session shows holding it) with no such failure before it; a different failure after it
    does not undo that.
  - neither: everything else (the fix's program run for something else, the fix only written into a document,
    a different error from the same tool, the same error text from another cause, the failure quoted by the
    person but never re-run), and any session dated before the lesson's source session, whatever it holds.
  - Pairs without an honest single label are left out.

Written by a helper that did not read the product's tracking code, the bench, the docs, the ADRs or the earlier
corpora's lessons, cases, labels and sessions.
"""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t26-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def ok(command: str, output: str = "") -> tuple[Any, ...]:
    return ("bash", command, output, False)


def bad(command: str, output: str, code: int = 1) -> tuple[Any, ...]:
    return ("bash", command, f"Exit code {code}\n{output}", True)


def write(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def edit(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


# ---- virsh: a non-root virsh talks to qemu:///session ----

VIRSH_LIST = " Id   Name        State\n-----------------------------\n"


def virsh_source() -> None:
    T.source(
        "s-virsh-uri", "/home/dana/infra/lab-vms", "2026-01-12T09:00:00Z", "main",
        u("Start the web01 VM from the lab and tell me when it's up."),
        bad("virsh start web01", "error: failed to get domain 'web01'"),
        ok("virsh list --all", VIRSH_LIST),
        ok("ls /etc/libvirt/qemu/", "autostart  db01.xml  networks  web01.xml"),
        say("The domain XML is under /etc/libvirt/qemu, which is the system instance. As a normal user virsh "
            "connects to qemu:///session, where nothing is defined. Using the system URI explicitly."),
        ok("virsh -c qemu:///system start web01", "Domain 'web01' started\n"),
    )
    T.lesson(
        "t26-virsh-session-uri", "global", "en", "s-virsh-uri", "tool_quirk",
        "virsh run as a normal user looks at qemu:///session, not the system VMs",
        "`virsh start web01` fails with `error: failed to get domain 'web01'` and `virsh list --all` prints an "
        "empty table, although the domain's XML sits in /etc/libvirt/qemu.",
        "Concluding the VM was deleted or renamed and re-defining it from its XML.",
        "Without root, virsh's default connection URI is qemu:///session (a per-user libvirt); VMs created with "
        "virt-install or virt-manager as root live in qemu:///system.",
        "Name the system URI: `virsh -c qemu:///system start web01` (long form `--connect qemu:///system`), or "
        "export `LIBVIRT_DEFAULT_URI=qemu:///system`, or put `uri_default = \"qemu:///system\"` in "
        "`~/.config/libvirt/libvirt.conf`.",
        ["`virsh start web01` → `error: failed to get domain 'web01'`",
         "`virsh -c qemu:///system start web01` → `Domain 'web01' started`"],
    )


def virsh_later() -> None:
    T.later(
        "l-virsh-db02-fedora", "/home/oskar/homelab", "2026-03-02T18:10:00Z", "feat/db02",
        u("Boot db02 on the fedora box, I need postgres on it for the migration test."),
        bad("virsh start db02", "error: failed to get domain 'db02'"),
        say("Same thing as last time: virsh is on the session URI. Going through the system connection."),
        ok("virsh --connect qemu:///system start db02", "Domain 'db02' started\n"),
    )
    T.later(
        "l-virsh-env-zsh", "/Users/dana/infra/lab-vms", "2026-03-09T08:30:00Z", "main",
        u("ssh to kvm01 and start ci-runner and ci-runner-2 (zsh over there)."),
        ok("ssh kvm01 'export LIBVIRT_DEFAULT_URI=qemu:///system; virsh start ci-runner && virsh start "
           "ci-runner-2'", "Domain 'ci-runner' started\n\nDomain 'ci-runner-2' started\n"),
    )
    T.later(
        "l-virsh-conf-file", "/home/dana/infra/lab-vms", "2026-03-20T14:00:00Z", "chore/virsh-default",
        u("I keep forgetting the URI. Make virsh default to the system VMs for my user, then shut web01 down."),
        ok("mkdir -p ~/.config/libvirt"),
        write("/home/dana/.config/libvirt/libvirt.conf", 'uri_default = "qemu:///system"\n'),
        ok("virsh list --all", " Id   Name    State\n-------------------------\n 3    web01   running\n -    db01"
           "    shut off\n"),
        ok("virsh shutdown web01", "Domain 'web01' is being shutdown\n"),
    )
    T.later(
        "l-virsh-define-emulator", "/home/dana/infra/lab-vms", "2026-04-03T10:00:00Z", "feat/web03",
        u("Define web03 from web03.xml."),
        bad("virsh define web03.xml", "error: Failed to define domain from web03.xml\nerror: unsupported "
            "configuration: Emulator '/usr/bin/qemu-kvm' does not support virt type 'kvm'"),
        say("The XML was written on a RHEL host; on Ubuntu the emulator is /usr/bin/qemu-system-x86_64."),
        edit("/home/dana/infra/lab-vms/web03.xml", "<emulator>/usr/bin/qemu-kvm</emulator>",
             "<emulator>/usr/bin/qemu-system-x86_64</emulator>"),
        bad("virsh define web03.xml", "error: Failed to define domain from web03.xml\nerror: Cannot check QEMU "
            "binary /usr/bin/qemu-system-x86_64: No such file or directory"),
    )
    T.later(
        "l-virsh-quoted", "/home/dana/infra/lab-vms", "2026-04-15T16:45:00Z", "main",
        u("Someone on the team got \"error: failed to get domain 'web01'\" this morning. Don't touch the VMs, "
          "just tell me which libvirt version we run."),
        ok("virsh --version", "10.0.0\n"),
        say("libvirt 10.0.0. That error usually means virsh was talking to the per-user session instance; "
            "they can add -c qemu:///system."),
    )
    T.later(
        "l-virsh-before", "/home/dana/infra/lab-vms", "2025-12-04T11:00:00Z", "main",
        u("Start web01."),
        bad("virsh start web01", "error: failed to get domain 'web01'"),
        ok("virsh -c qemu:///system start web01", "Domain 'web01' started\n"),
    )


def virsh_pairs() -> None:
    lid = "t26-virsh-session-uri"
    T.pair(lid, "l-virsh-db02-fedora", "recurred", "virsh start db02 fails with failed to get domain on the "
           "session URI before --connect qemu:///system fixes it")
    T.pair(lid, "l-virsh-env-zsh", "applied", "LIBVIRT_DEFAULT_URI=qemu:///system exported before virsh start, "
           "no failure")
    T.pair(lid, "l-virsh-conf-file", "applied", "uri_default = qemu:///system written into libvirt.conf, then "
           "virsh reaches the system VMs")
    T.pair(lid, "l-virsh-define-emulator", "neither", "a different virsh error (unsupported emulator), no URI "
           "problem and no system URI used")
    T.pair(lid, "l-virsh-quoted", "neither", "the error is only quoted by the person; virsh is run only for "
           "--version")
    T.pair(lid, "l-virsh-before", "neither", "dated before the lesson's source session")


# ---- esbuild: bundling for node needs --platform=node ----

ESBUILD_FS = """\u2718 [ERROR] Could not resolve "fs"

    src/config.ts:1:29:
      1 \u2502 import { readFileSync } from "fs";
        \u2575                              ~~~~

  The package "fs" wasn't found on the file system but is built into node. Are you trying to bundle for node? \
You can use "--platform=node" to do that, which will remove this error.

1 error"""


def esbuild_source() -> None:
    T.source(
        "s-esbuild-node", "/Users/mira/src/webhook-relay", "2026-01-19T13:20:00Z", "feat/bundle",
        u("Bundle the relay server into a single dist/server.js with esbuild so the container doesn't need "
          "node_modules."),
        ok("npx esbuild --version", "0.24.2\n"),
        bad("npx esbuild src/server.ts --bundle --outfile=dist/server.js", ESBUILD_FS),
        say("esbuild targets the browser unless told otherwise, so node built-ins like fs can't be resolved."),
        ok("npx esbuild src/server.ts --bundle --platform=node --outfile=dist/server.js",
           "\n  dist/server.js  412.3kb\n\n\u26a1 Done in 38ms\n"),
    )
    T.lesson(
        "t26-esbuild-platform-node", "global", "en", "s-esbuild-node", "build_config",
        "esbuild bundles for the browser by default: server code needs --platform=node",
        "`npx esbuild src/server.ts --bundle` stops with `Could not resolve \"fs\"` for every Node built-in the "
        "server imports.",
        "Installing a polyfill package or marking each built-in `--external:fs` one by one.",
        "esbuild's default platform is browser, where Node's built-in modules don't exist.",
        "Add `--platform=node` to the esbuild command line, or `platform: \"node\"` in the options passed to "
        "`esbuild.build()` in a build script such as build.mjs.",
        ["`[ERROR] Could not resolve \"fs\"`",
         "`npx esbuild src/server.ts --bundle --platform=node --outfile=dist/server.js`"],
    )


def esbuild_later() -> None:
    T.later(
        "l-esbuild-worker", "/home/ci/queue-worker", "2026-02-25T09:40:00Z", "feat/esbuild-worker",
        u("Swap tsc for esbuild in the worker package's build."),
        bad("npx esbuild src/worker.ts --bundle --outfile=build/worker.js",
            ESBUILD_FS.replace('"fs"', '"path"').replace("src/config.ts:1:29", "src/paths.ts:1:22")
            .replace("readFileSync", "join"), 1),
        ok("npx esbuild src/worker.ts --bundle --platform=node --outfile=build/worker.js",
           "\n  build/worker.js  96.0kb\n\n\u26a1 Done in 12ms\n"),
    )
    T.later(
        "l-esbuild-buildscript", "/Users/mira/src/webhook-relay", "2026-03-04T10:00:00Z", "chore/build-script",
        u("Move the esbuild flags into a build.mjs so the Dockerfile just runs node build.mjs."),
        write("/Users/mira/src/webhook-relay/build.mjs",
              'import * as esbuild from "esbuild";\n\nawait esbuild.build({\n  entryPoints: ["src/server.ts"],\n'
              '  bundle: true,\n  platform: "node",\n  target: "node20",\n  outfile: "dist/server.js",\n});\n'),
        ok("node build.mjs && ls -la dist/server.js", "-rw-r--r--  1 mira  staff  422912 Mar  4 10:01 "
           "dist/server.js\n"),
    )
    T.later(
        "l-esbuild-lambda-fish", "/home/jo/lambdas/thumbs", "2026-03-18T15:30:00Z", "main",
        u("Build the thumbs lambda with esbuild and smoke-test it locally (I'm in fish)."),
        ok("fish -c 'npx esbuild src/handler.ts --bundle --platform=node --target=node20 --outfile=out/index.js'",
           "\n  out/index.js  1.2mb\n\n\u26a1 Done in 71ms\n"),
        bad("fish -c 'node scripts/smoke.mjs'",
            "Error: Could not load the \"sharp\" module using the linux-x64 runtime"),
    )
    T.later(
        "l-esbuild-widget-docs", "/Users/mira/src/embed-widget", "2026-04-07T11:15:00Z", "docs/build",
        u("Build the browser widget and write down in BUILDING.md how both bundles are made."),
        ok("npx esbuild src/widget.tsx --bundle --minify --outfile=public/widget.js",
           "\n  public/widget.js  38.7kb\n\n\u26a1 Done in 9ms\n"),
        write("/Users/mira/src/embed-widget/BUILDING.md",
              "# Building\n\nWidget (browser): `npx esbuild src/widget.tsx --bundle --minify "
              "--outfile=public/widget.js`\n\nServer: `npx esbuild src/server.ts --bundle --platform=node "
              "--outfile=dist/server.js`\n"),
    )
    T.later(
        "l-esbuild-syntax", "/Users/mira/src/webhook-relay", "2026-04-21T17:05:00Z", "fix/retry",
        u("Rebuild after my retry change."),
        bad("npx esbuild src/retry.ts --bundle --outfile=tmp/retry.js",
            '\u2718 [ERROR] Expected ";" but found ")"\n\n    src/retry.ts:14:31:\n      14 \u2502   for (let i = 0; '
            'i < max) {\n         \u2575                                ^\n\n1 error'),
        edit("/Users/mira/src/webhook-relay/src/retry.ts", "for (let i = 0; i < max) {",
             "for (let i = 0; i < max; i++) {"),
    )
    T.later(
        "l-esbuild-pwsh-crypto", "C:\\Users\\mira\\src\\signer", "2026-05-05T08:00:00Z", "feat/bundle-signer",
        u("Bundle the signer CLI with esbuild, from PowerShell."),
        bad("pwsh -NoProfile -Command \"npx esbuild src/sign.ts --bundle --outfile=dist/sign.js\"",
            ESBUILD_FS.replace('"fs"', '"crypto"').replace("src/config.ts:1:29", "src/hmac.ts:1:28")
            .replace("readFileSync", "createHmac")),
        say("esbuild can't resolve crypto. Is the signer meant to run under Node or in the browser? I'll wait for "
            "your answer before picking a platform."),
    )


def esbuild_pairs() -> None:
    lid = "t26-esbuild-platform-node"
    T.pair(lid, "l-esbuild-worker", "recurred", "Could not resolve \"path\" from a bundle without a platform, "
           "in another package, before --platform=node is added")
    T.pair(lid, "l-esbuild-buildscript", "applied", "a build.mjs with platform: \"node\" is written and run, no "
           "resolve error")
    T.pair(lid, "l-esbuild-lambda-fish", "applied", "--platform=node used from fish; the later sharp error is a "
           "different failure")
    T.pair(lid, "l-esbuild-widget-docs", "neither", "a browser bundle that needs no platform; --platform=node "
           "only written into BUILDING.md")
    T.pair(lid, "l-esbuild-pwsh-crypto", "recurred", "Could not resolve \"crypto\" in another CLI from PowerShell, "
           "left unfixed")
    T.pair(lid, "l-esbuild-syntax", "neither", "a different esbuild error (a syntax error), no platform flag")
    T.pair("t26-virsh-session-uri", "l-esbuild-buildscript", "neither", "an esbuild build script, nothing about "
           "virsh")


FILLS = [virsh_source, virsh_later, virsh_pairs, esbuild_source, esbuild_later, esbuild_pairs]
