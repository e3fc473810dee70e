"""Cases of the thirty-fifth tracking corpus, part e: VirtualBox VMs refused while KVM holds VMX root mode,
dpkg-buildpackage with unmet Build-Depends, and the nats CLI defaulting to 127.0.0.1:4222 (fish). Tables and rules
are in tracking35_cases.py."""
from __future__ import annotations

from tests.truth.tracking35_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# VirtualBox and KVM's VMX root mode (Linux 6.12+)
# ---------------------------------------------------------------------------------------------------------

WINVM = "/home/tomas/labs/win-build-vm"
VMX = ("VBoxManage: error: VirtualBox can't operate in VMX root mode. Please disable the KVM kernel extension, "
       "recompile your kernel and reboot (VERR_VMX_IN_VMX_ROOT_MODE)\n"
       "VBoxManage: error: Details: code NS_ERROR_FAILURE (0x80004005), component ConsoleWrap, interface IConsole")


def vbox_err(vm: str) -> str:
    return f"Waiting for VM \"{vm}\" to power on...\n" + VMX


def vbox_ok(vm: str) -> str:
    return f"Waiting for VM \"{vm}\" to power on...\nVM \"{vm}\" has been successfully started."


def vbox() -> None:
    T.source(
        "s-vbox-kvm", WINVM, "2026-04-15T18:00:00Z", "main",
        user("Start the win11-build VM headless. I updated the kernel this morning."),
        ok("uname -r && VBoxManage --version", "6.12.9-arch1-1\n7.1.6r167084"),
        err("VBoxManage startvm win11-build --type headless", vbox_err("win11-build")),
        ok("lsmod | grep -E '^kvm'", "kvm_intel             413696  0\nkvm                  1359872  1 kvm_intel"),
        say("Since Linux 6.12 KVM enables VMX as soon as its module loads, and VirtualBox can't start a VM while "
            "that is so. Nothing is using KVM (refcount 0), so I'll unload it and start the VM."),
        ok("sudo modprobe -r kvm_intel kvm && VBoxManage startvm win11-build --type headless",
           vbox_ok("win11-build")),
    )
    T.lesson(
        "t35-vbox-kvm", "global", "en", "s-vbox-kvm", "tool_quirk",
        "VirtualBox VMs won't start while the KVM modules are loaded (kernel 6.12+)",
        "`VBoxManage startvm win11-build --type headless` fails with \"VirtualBox can't operate in VMX root mode\" "
        "(VERR_VMX_IN_VMX_ROOT_MODE) right after a kernel update.",
        "The message says to recompile the kernel, which is not needed; and the VM worked yesterday, so it looks "
        "like a broken VirtualBox update.",
        "From Linux 6.12 KVM turns VMX on when kvm_intel/kvm_amd loads, not when a KVM guest starts; while the "
        "modules are loaded VirtualBox cannot enter VMX itself.",
        "Unload KVM before starting VirtualBox guests: `sudo modprobe -r kvm_intel kvm` (kvm_amd on AMD; `sudo "
        "rmmod kvm_intel kvm` also works); to keep it off across reboots, blacklist the modules in a file under "
        "/etc/modprobe.d or boot with kvm.enable_virt_at_load=0. `vagrant up` with the virtualbox provider fails "
        "the same way and is fixed the same way.",
        ["`VBoxManage startvm win11-build --type headless` → \"VirtualBox can't operate in VMX root mode\"",
         "\"VERR_VMX_IN_VMX_ROOT_MODE\"",
         "`sudo modprobe -r kvm_intel kvm && VBoxManage startvm win11-build --type headless` → "
         "\"has been successfully started.\""],
    )

    T.later(
        "l-vbox-amd-vagrant", "/home/tomas/labs/k8s-lab", "2026-05-07T19:10:00Z", "main",
        user("Bring up the k8s lab with vagrant on the AMD laptop."),
        ok("lsmod | grep -E '^kvm'", "kvm_amd               204800  0\nkvm                  1359872  1 kvm_amd"),
        ok("sudo modprobe -r kvm_amd kvm && vagrant up --provider virtualbox",
           "Bringing machine 'cp1' up with 'virtualbox' provider...\nBringing machine 'w1' up with 'virtualbox' "
           "provider...\n==> cp1: Booting VM...\n==> cp1: Machine booted and ready!\n==> w1: Booting VM...\n"
           "==> w1: Machine booted and ready!"),
        ok("vagrant status --machine-readable | grep ',state,'",
           "1780859431,cp1,state,running\n1780859431,w1,state,running"),
    )
    T.pair("t35-vbox-kvm", "l-vbox-amd-vagrant", "applied",
           "kvm_amd and kvm are unloaded with modprobe -r before vagrant starts the VirtualBox VMs, which boot")

    T.later(
        "l-vbox-blacklist", WINVM, "2026-05-15T08:30:00Z", "main",
        user("I'm tired of this after every reboot. Make KVM stay unloaded, then start win11-build."),
        ok("printf 'blacklist kvm_intel\\nblacklist kvm\\n' | sudo tee /etc/modprobe.d/no-kvm.conf",
           "blacklist kvm_intel\nblacklist kvm"),
        ok("sudo rmmod kvm_intel kvm && VBoxManage startvm win11-build --type headless", vbox_ok("win11-build")),
    )
    T.pair("t35-vbox-kvm", "l-vbox-blacklist", "applied",
           "the KVM modules are blacklisted in modprobe.d and removed with rmmod before the VM starts")

    T.later(
        "l-vbox-rmmod", "/home/tomas/labs/ubuntu-runner", "2026-05-22T17:45:00Z", "main",
        user("Start the ubuntu-runner VM and check the runner service inside."),
        ok("sudo rmmod kvm_intel kvm; VBoxManage startvm ubuntu-runner --type headless", vbox_ok("ubuntu-runner")),
        ok("VBoxManage guestcontrol ubuntu-runner run --username runner --passwordfile ~/.vbox-runner-pass -- "
           "/usr/bin/systemctl is-active actions.runner.acme.ubuntu-runner.service", "active"),
    )
    T.pair("t35-vbox-kvm", "l-vbox-rmmod", "applied",
           "rmmod kvm_intel kvm is run before startvm, which succeeds with no VMX error")

    T.later(
        "l-vbox-after-reboot", "/home/tomas/labs/ubuntu-runner", "2026-05-29T07:55:00Z", "main",
        user("The runner VM is down after last night's reboot. Start it."),
        err("VBoxManage startvm ubuntu-runner --type headless", vbox_err("ubuntu-runner")),
        ok("sudo modprobe -r kvm_intel kvm && VBoxManage startvm ubuntu-runner --type headless",
           vbox_ok("ubuntu-runner")),
        say("KVM was loaded again at boot; this machine has no blacklist yet."),
    )
    T.pair("t35-vbox-kvm", "l-vbox-after-reboot", "recurred",
           "another VM fails with VERR_VMX_IN_VMX_ROOT_MODE after a reboot before modprobe -r fixes it")

    T.later(
        "l-vbox-vagrant-err", "/home/tomas/labs/k8s-lab", "2026-06-05T20:20:00Z", "main",
        user("vagrant up the lab on the desktop (Intel)."),
        err("vagrant up",
            "Bringing machine 'cp1' up with 'virtualbox' provider...\n==> cp1: Booting VM...\n"
            "There was an error while executing `VBoxManage`, a CLI used by Vagrant\nfor controlling VirtualBox. "
            "The command and stderr is shown below.\n\nCommand: [\"startvm\", "
            "\"3f6c1d2e-8a7b-4c9d-b0e1-2f3a4b5c6d7e\", \"--type\", \"headless\"]\n\nStderr: " + VMX),
        say("KVM is loaded on this machine too. Unload it with `sudo modprobe -r kvm_intel kvm` and re-run?"),
        user("Not now, I'm running a KVM guest."),
    )
    T.pair("t35-vbox-kvm", "l-vbox-vagrant-err", "recurred",
           "vagrant's VBoxManage startvm fails with the same VMX root mode error (left unfixed)")

    T.later(
        "l-vbox-driver", WINVM, "2026-06-12T09:05:00Z", "main",
        user("Start win11-build; I updated the kernel again."),
        err("VBoxManage startvm win11-build --type headless",
            "Waiting for VM \"win11-build\" to power on...\nVBoxManage: error: The virtual machine 'win11-build' has "
            "terminated unexpectedly during startup with exit code 1 (0x1).  More details may be available in "
            "'/home/tomas/VirtualBox VMs/win11-build/Logs/VBoxHardening.log'\n"
            "VBoxManage: error: Details: code NS_ERROR_FAILURE (0x80004005), component MachineWrap, interface "
            "IMachine"),
        ok("grep -m1 -i 'vboxdrv' '/home/tomas/VirtualBox VMs/win11-build/Logs/VBoxHardening.log'",
           "supR3HardenedMainInitRuntime: Kernel driver not installed (rc=-1908) /dev/vboxdrv does not exist"),
        ok("sudo modprobe vboxdrv && VBoxManage startvm win11-build --type headless", vbox_ok("win11-build")),
    )
    T.pair("t35-vbox-kvm", "l-vbox-driver", "neither",
           "a different VirtualBox failure (vboxdrv not loaded after the kernel update); modprobe loads vboxdrv")

    T.later(
        "l-vbox-nested-kvm", "/home/tomas/labs/kvm-nested", "2026-06-19T16:30:00Z", "main",
        user("Turn on nested virtualisation for KVM and start the k8s-node1 libvirt guest."),
        ok("sudo modprobe -r kvm_intel && sudo modprobe kvm_intel nested=1 && cat "
           "/sys/module/kvm_intel/parameters/nested", "Y"),
        ok("virsh -c qemu:///system start k8s-node1", "Domain 'k8s-node1' started"),
    )
    T.pair("t35-vbox-kvm", "l-vbox-nested-kvm", "neither",
           "modprobe -r kvm_intel is used only to reload KVM with nested=1 for a libvirt guest; no VirtualBox")


# ---------------------------------------------------------------------------------------------------------
# dpkg-buildpackage with unmet Build-Depends
# ---------------------------------------------------------------------------------------------------------

FOO = "/home/ana/pkg/fooctl"


def dpkg_err(pkg: str, version: str, deps: str) -> str:
    return (f"dpkg-buildpackage: info: source package {pkg}\ndpkg-buildpackage: info: source version {version}\n"
            "dpkg-buildpackage: info: source distribution unstable\n"
            "dpkg-buildpackage: info: source changed by Ana Souza <ana@example.org>\n"
            "dpkg-buildpackage: info: host architecture amd64\n dpkg-source --before-build .\n"
            f"dpkg-checkbuilddeps: error: Unmet build dependencies: {deps}\n"
            "dpkg-buildpackage: warning: build dependencies/conflicts unsatisfied; aborting\n"
            "dpkg-buildpackage: warning: (Use -d flag to override.)")


def dpkg_ok(pkg: str, version: str) -> str:
    return (f"dpkg-buildpackage: info: source package {pkg}\ndpkg-buildpackage: info: source version {version}\n"
            " dpkg-source --before-build .\n fakeroot debian/rules clean\n debian/rules binary\n"
            "dh binary\n   dh_auto_build\n...\n"
            f"dpkg-deb: building package '{pkg}' in '../{pkg}_{version}_amd64.deb'.\n"
            f" dpkg-genbuildinfo --build=binary -O../{pkg}_{version}_amd64.buildinfo\n"
            f" dpkg-genchanges --build=binary -O../{pkg}_{version}_amd64.changes\n"
            "dpkg-genchanges: info: binary-only upload (no source code included)\n dpkg-source --after-build .\n"
            "dpkg-buildpackage: info: binary-only upload (no source included)")


def dpkg() -> None:
    T.source(
        "s-dpkg-builddeps", FOO, "2026-04-16T10:00:00Z", "debian/sid",
        user("Build the fooctl binary package from the debian/sid branch."),
        ok("dpkg-parsechangelog -S Version && grep -A4 '^Build-Depends' debian/control",
           "2.4.1-1\nBuild-Depends: debhelper-compat (= 13),\n               libcurl4-openssl-dev,\n"
           "               libyaml-dev,\n               pkgconf"),
        err("dpkg-buildpackage -us -uc -b",
            dpkg_err("fooctl", "2.4.1-1", "debhelper-compat (= 13) libcurl4-openssl-dev libyaml-dev pkgconf"), 3),
        say("The -d it suggests would only skip the check and fail later in the compiler. Installing the "
            "Build-Depends instead: mk-build-deps makes a dummy package that depends on them and installs it."),
        ok("sudo mk-build-deps --install --remove --tool 'apt-get -y --no-install-recommends' debian/control "
           "&& dpkg-buildpackage -us -uc -b",
           "dpkg-deb: building package 'fooctl-build-deps' in '../fooctl-build-deps_2.4.1-1_all.deb'.\n"
           "The package has been created.\n...\nSetting up fooctl-build-deps (2.4.1-1) ...\n"
           + dpkg_ok("fooctl", "2.4.1-1")),
    )
    T.lesson(
        "t35-dpkg-builddeps", "global", "en", "s-dpkg-builddeps", "workflow",
        "dpkg-buildpackage stops on unmet Build-Depends; install them, don't pass -d",
        "`dpkg-buildpackage -us -uc -b` exits 3 with \"dpkg-checkbuilddeps: error: Unmet build dependencies: "
        "debhelper-compat (= 13) libcurl4-openssl-dev libyaml-dev pkgconf\".",
        "The warning offers \"(Use -d flag to override.)\"; -d only skips the check, and the build then fails "
        "later on missing headers or debhelper.",
        "The build machine lacks the packages listed in debian/control's Build-Depends; dpkg-checkbuilddeps "
        "refuses to start the build (debuild runs the same check).",
        "Install the Build-Depends from debian/control before building: `sudo mk-build-deps --install --remove "
        "--tool 'apt-get -y --no-install-recommends' debian/control` (devscripts + equivs; `-i -r -t` for short), "
        "or `sudo apt-get build-dep ./` in the source tree; the same line works in a Dockerfile that builds the "
        "package.",
        ["`dpkg-buildpackage -us -uc -b` → \"dpkg-checkbuilddeps: error: Unmet build dependencies: "
         "debhelper-compat (= 13) libcurl4-openssl-dev libyaml-dev pkgconf\"",
         "\"(Use -d flag to override.)\"",
         "`sudo mk-build-deps --install --remove --tool 'apt-get -y --no-install-recommends' debian/control` → "
         "\"dpkg-deb: building package 'fooctl' in '../fooctl_2.4.1-1_amd64.deb'.\""],
    )

    T.later(
        "l-dpkg-build-dep", FOO, "2026-05-08T09:00:00Z", "debian/sid",
        user("New container for packaging. Get the deps in and build fooctl with debuild."),
        ok("sudo apt-get build-dep -y ./",
           "Note, using directory './' to get the build dependencies\nReading package lists... Done\n"
           "Building dependency tree... Done\nThe following NEW packages will be installed:\n  debhelper "
           "libcurl4-openssl-dev libyaml-dev pkgconf ...\n0 upgraded, 41 newly installed, 0 to remove and 0 not "
           "upgraded."),
        ok("debuild -us -uc -b", dpkg_ok("fooctl", "2.4.1-1")),
        ok("ls ../*.deb", "../fooctl_2.4.1-1_amd64.deb"),
    )
    T.pair("t35-dpkg-builddeps", "l-dpkg-build-dep", "applied",
           "apt-get build-dep ./ installs the Build-Depends before debuild, which builds cleanly")

    T.later(
        "l-dpkg-dockerfile", FOO, "2026-05-16T14:20:00Z", "ci/docker-build",
        user("Make a Dockerfile that builds the .deb in CI and try it."),
        write(FOO + "/debian/Dockerfile",
              "FROM debian:sid\nRUN apt-get update && apt-get install -y --no-install-recommends devscripts "
              "equivs\nWORKDIR /src\nCOPY . .\n"
              "RUN mk-build-deps -i -r -t 'apt-get -y --no-install-recommends' debian/control\n"
              "RUN dpkg-buildpackage -us -uc -b\n"),
        ok("docker build -t fooctl-build -f debian/Dockerfile .",
           "#7 [5/6] RUN mk-build-deps -i -r -t 'apt-get -y --no-install-recommends' debian/control\n"
           "#7 41.3 Setting up fooctl-build-deps (2.4.1-1) ...\n#7 DONE 44.9s\n\n"
           "#8 [6/6] RUN dpkg-buildpackage -us -uc -b\n"
           "#8 58.1 dpkg-buildpackage: info: binary-only upload (no source included)\n#8 DONE 58.6s\n\n"
           "#9 exporting to image\n#9 naming to docker.io/library/fooctl-build done\n#9 DONE 0.4s"),
    )
    T.pair("t35-dpkg-builddeps", "l-dpkg-dockerfile", "applied",
           "the Dockerfile runs mk-build-deps -i -r before dpkg-buildpackage and the image builds")

    T.later(
        "l-dpkg-zsh-barctl", "/home/ana/pkg/barctl", "2026-05-23T11:35:00Z", "debian/sid",
        user("Build barctl too; my shell here is zsh."),
        ok("zsh -c 'sudo mk-build-deps -i -r -t \"apt-get -y\" debian/control && dpkg-buildpackage -b -uc -us'",
           "Setting up barctl-build-deps (0.9.3-1) ...\n" + dpkg_ok("barctl", "0.9.3-1")),
    )
    T.pair("t35-dpkg-builddeps", "l-dpkg-zsh-barctl", "applied",
           "mk-build-deps with the short -i -r -t flags runs before the build, which passes")

    T.later(
        "l-dpkg-barctl-new", "/home/ana/pkg/barctl", "2026-05-30T10:10:00Z", "debian/0.10",
        user("barctl 0.10 switched to cmake. Build it."),
        ok("git switch debian/0.10", "Switched to branch 'debian/0.10'"),
        err("dpkg-buildpackage -us -uc -b",
            dpkg_err("barctl", "0.10.0-1", "cmake libssl-dev (>= 3.0)"), 3),
        ok("sudo mk-build-deps -i -r -t 'apt-get -y' debian/control && dpkg-buildpackage -us -uc -b",
           dpkg_ok("barctl", "0.10.0-1")),
    )
    T.pair("t35-dpkg-builddeps", "l-dpkg-barctl-new", "recurred",
           "another package's new version fails dpkg-checkbuilddeps with unmet build dependencies first")

    T.later(
        "l-dpkg-debuild-zstd", FOO, "2026-06-06T15:00:00Z", "debian/2.5",
        user("fooctl 2.5 adds zstd support. Build it with debuild."),
        err("debuild -us -uc -b",
            dpkg_err("fooctl", "2.5.0-1", "libzstd-dev") + "\ndebuild: fatal error at line 1182:\n"
            "dpkg-buildpackage -us -uc -ui -b failed", 29),
        say("The new Build-Depends libzstd-dev isn't installed."),
        ok("sudo apt-get build-dep -y ./ && debuild -us -uc -b", dpkg_ok("fooctl", "2.5.0-1")),
    )
    T.pair("t35-dpkg-builddeps", "l-dpkg-debuild-zstd", "recurred",
           "debuild hits the same unmet-build-dependencies check for the new libzstd-dev before it is installed")

    T.later(
        "l-dpkg-orig-tarball", FOO, "2026-06-13T13:25:00Z", "debian/sid",
        user("Now build the source package as well, for the upload."),
        err("dpkg-buildpackage -us -uc",
            "dpkg-buildpackage: info: source package fooctl\ndpkg-buildpackage: info: source version 2.4.1-1\n"
            " dpkg-source --before-build .\n fakeroot debian/rules clean\n dh clean\n dpkg-source -b .\n"
            "dpkg-source: info: using source format '3.0 (quilt)'\n"
            "dpkg-source: error: can't build with source format '3.0 (quilt)': no upstream tarball found at "
            "../fooctl_2.4.1.orig.tar.{bz2,gz,lzma,xz}\ndpkg-buildpackage: error: dpkg-source -b . subprocess "
            "returned exit status 255", 255),
        ok("uscan --download-current-version",
           "uscan: Newest version of fooctl on remote site is 2.4.1, specified download version is 2.4.1\n"
           "Successfully symlinked ../fooctl-2.4.1.tar.gz to ../fooctl_2.4.1.orig.tar.gz."),
        ok("dpkg-buildpackage -us -uc | tail -1", "dpkg-buildpackage: info: full upload (original source is "
           "included)"),
    )
    T.pair("t35-dpkg-builddeps", "l-dpkg-orig-tarball", "neither",
           "the build deps are satisfied; dpkg-source fails for a missing orig tarball, a different error")

    T.later(
        "l-dpkg-contributing", FOO, "2026-06-20T09:40:00Z", "main",
        user("Add a CONTRIBUTING section on building the .deb locally. No need to build."),
        edit(FOO + "/CONTRIBUTING.md", "## Packaging\n",
             "## Packaging\n\nInstall the build dependencies first, then build:\n\n"
             "    sudo mk-build-deps -i -r debian/control\n    dpkg-buildpackage -us -uc -b\n\n"
             "Don't use `-d` to get past \"Unmet build dependencies\".\n"),
    )
    T.pair("t35-dpkg-builddeps", "l-dpkg-contributing", "neither",
           "mk-build-deps is only written into CONTRIBUTING.md; nothing is built or installed")


# ---------------------------------------------------------------------------------------------------------
# nats CLI with no server configured (fish)
# ---------------------------------------------------------------------------------------------------------

ORD = "/home/kai/svc/order-events"
DEV = "nats://nats.dev.internal:4222"
NO_SRV = "nats: error: nats: no servers available for connection"
STREAMS = ("╭───────────────────────────────────────────────────────────────────────────╮\n"
           "│                                  Streams                                  │\n"
           "├────────┬─────────────┬─────────────────────┬──────────┬─────────┬─────────┤\n"
           "│ Name   │ Description │ Created             │ Messages │ Size    │ Last    │\n"
           "├────────┼─────────────┼─────────────────────┼──────────┼─────────┼─────────┤\n"
           "│ AUDIT  │             │ 2026-02-03 09:13:02 │ 40,912   │ 9.8 MiB │ 1m12s   │\n"
           "│ ORDERS │             │ 2026-02-03 09:12:44 │ 182,331  │ 61 MiB  │ 3.02s   │\n"
           "╰────────┴─────────────┴─────────────────────┴──────────┴─────────┴─────────╯")


def nats() -> None:
    T.source(
        "s-nats-default", ORD, "2026-04-17T12:00:00Z", "main",
        user("List the JetStream streams on the dev NATS (nats.dev.internal). My shell is fish."),
        ok("fish -c 'echo \"NATS_URL=[$NATS_URL]\"; nats --version'", "NATS_URL=[]\n0.1.5"),
        err("fish -c 'nats stream ls'", NO_SRV),
        say("With no selected context and no NATS_URL the CLI dials nats://127.0.0.1:4222, and nothing listens "
            "there. Pointing it at the dev server."),
        ok("fish -c 'nats --server " + DEV + " stream ls'", STREAMS),
    )
    T.lesson(
        "t35-nats-server", "project", "en", "s-nats-default", "tool_quirk",
        "the nats CLI talks to 127.0.0.1:4222 unless told the server",
        "`nats stream ls` fails with \"nats: error: nats: no servers available for connection\".",
        "The message sounds like the dev cluster is down; it is up, the CLI simply never tried it.",
        "With no context selected and NATS_URL unset the CLI connects to nats://127.0.0.1:4222; this machine runs "
        "no NATS server.",
        "Give the CLI the server: `--server nats://nats.dev.internal:4222` (or `-s`), or export NATS_URL (`set -x "
        "NATS_URL nats://nats.dev.internal:4222` in fish; a plain `set` is not exported), or save and select a "
        "context once: `nats context save dev --server nats://nats.dev.internal:4222 --select`.",
        ["`nats stream ls` → \"nats: error: nats: no servers available for connection\"",
         "\"NATS_URL=[]\"",
         "`nats --server nats://nats.dev.internal:4222 stream ls` → \"│ ORDERS │\""],
    )

    T.later(
        "l-nats-fish-env", ORD, "2026-05-09T10:40:00Z", "main",
        user("How many messages are in ORDERS right now?"),
        ok("fish -c 'set -x NATS_URL " + DEV + "; nats stream info ORDERS --json | jq .state.messages'", "190112"),
        say("190,112 messages."),
    )
    T.pair("t35-nats-server", "l-nats-fish-env", "applied",
           "NATS_URL is exported with set -x in fish before the nats call, which reaches the dev server")

    T.later(
        "l-nats-context", ORD, "2026-05-17T15:05:00Z", "feat/order-cancelled",
        user("Save the dev server as a context, then watch three orders.> messages."),
        ok("nats context save dev --server " + DEV + " --select",
           "NATS Configuration Context \"dev\"\n\n      Server URLs: " + DEV + "\n             Path: "
           "/home/kai/.config/nats/context/dev.json\n"),
        ok("nats sub 'orders.>' --count 3",
           "12:05:41 Subscribing on orders.> \n[#1] Received on \"orders.created\"\n{\"id\":88120,\"total\":41.9}\n\n"
           "[#2] Received on \"orders.paid\"\n{\"id\":88117}\n\n[#3] Received on \"orders.cancelled\"\n"
           "{\"id\":88093,\"reason\":\"timeout\"}"),
    )
    T.pair("t35-nats-server", "l-nats-context", "applied",
           "a dev context with --server is saved and selected, and the subscription that follows works")

    T.later(
        "l-nats-short-kv", "/home/kai/svc/inventory", "2026-05-24T09:15:00Z", "main",
        user("Which KV buckets exist on dev?"),
        ok("nats -s " + DEV + " kv ls --names", "reservations\nstock"),
    )
    T.pair("t35-nats-server", "l-nats-short-kv", "applied",
           "the short -s flag names the dev server and kv ls works")

    T.later(
        "l-nats-pub", ORD, "2026-05-31T13:50:00Z", "feat/refund-events",
        user("Publish a test orders.refunded event for order 991."),
        err("fish -c 'nats pub orders.refunded \"{\\\"id\\\":991}\"'", NO_SRV),
        ok("fish -c 'nats -s " + DEV + " pub orders.refunded \"{\\\"id\\\":991}\"'",
           "13:51:07 Published 10 bytes to \"orders.refunded\""),
    )
    T.pair("t35-nats-server", "l-nats-pub", "recurred",
           "nats pub with no server given fails with no servers available again before -s fixes it")

    T.later(
        "l-nats-consumer", "/home/kai/svc/billing-sink", "2026-06-07T11:25:00Z", "main",
        user("In billing-sink: does the billing consumer on ORDERS exist yet?"),
        ok("grep -n durable internal/consume.go", "31:\t\tDurable:       \"billing\","),
        err("nats consumer ls ORDERS", NO_SRV),
        say("No server configured in this shell; which one should I use, dev?"),
    )
    T.pair("t35-nats-server", "l-nats-consumer", "recurred",
           "in another repo nats consumer ls fails with the same no-servers error")

    T.later(
        "l-nats-local-server", ORD, "2026-06-14T16:10:00Z", "feat/replay-test",
        user("For the replay test start a local JetStream server and create a TEST stream on it."),
        ok("nats-server -js -p 4222 -sd /tmp/js-test > /tmp/nats-server.log 2>&1 & echo started", "started"),
        ok("nats stream add TEST --subjects 'test.>' --defaults | head -3",
           "Stream TEST was created\n\nInformation for Stream TEST created 2026-06-14 16:11:02"),
        ok("go test ./internal/replay/...", "ok  \tgithub.com/acme/order-events/internal/replay\t2.113s"),
    )
    T.pair("t35-nats-server", "l-nats-local-server", "neither",
           "a local server runs on 127.0.0.1:4222, so the CLI's default is right: no failure and no fix")

    T.later(
        "l-nats-readme", ORD, "2026-06-21T10:00:00Z", "main",
        user("People keep asking about \"nats: no servers available for connection\". Put the answer in the "
             "README; don't run anything."),
        edit(ORD + "/README.md", "## Local tooling\n",
             "## Local tooling\n\nThe nats CLI defaults to 127.0.0.1. Once per machine run\n\n"
             "    nats context save dev --server " + DEV + " --select\n"),
    )
    T.pair("t35-nats-server", "l-nats-readme", "neither",
           "the error is only quoted and the context command only written into the README")


FILLS = [vbox, dpkg, nats]
