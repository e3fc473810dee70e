"""The case tables of the forty-sixth tracking corpus (written by build_tracking46.py), and its first cases:
sudo in front of a command whose > or >> redirection the unprivileged shell opens, Cargo older than 1.85 on a
crate published with edition = "2024", and systemd's 203/EXEC for a script with no shebang line. The other cases
are in tracking46_cases_b.py … _e.py.

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

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t46-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- sudo does not cover the shell's redirection -----------------------------------------------------------

def _sudo_tee() -> None:
    T.source(
        "s-sudo-tee", "/home/ana/infra/lab-hosts", "2025-05-06T09:02:00Z", "main",
        user("Make registry.lab resolve to 10.0.4.21 on this workstation, the lab DNS is down again."),
        err('sudo echo "10.0.4.21 registry.lab" >> /etc/hosts', "bash: /etc/hosts: Permission denied"),
        say("The >> is opened by my own shell before sudo starts, so sudo only elevates echo. Writing through "
            "sudo tee -a instead."),
        ok('echo "10.0.4.21 registry.lab" | sudo tee -a /etc/hosts', "10.0.4.21 registry.lab"),
        ok("getent hosts registry.lab", "10.0.4.21       registry.lab"),
    )
    T.lesson(
        "t46-sudo-redirect", "global", "en", "s-sudo-tee", "tool_quirk",
        "sudo does not cover the shell's > or >> redirection: write root-owned files through sudo tee",
        "`sudo echo \"10.0.4.21 registry.lab\" >> /etc/hosts` fails with `bash: /etc/hosts: Permission denied` "
        "although the command runs under sudo.",
        "Putting sudo in front of the line looks as if the whole line runs as root, so the permission error on a "
        "file root can obviously write is confusing.",
        "The redirection is opened by the calling, unprivileged shell before sudo even starts; sudo only elevates "
        "the echo, which never touches the file.",
        "Pipe into sudo instead: `echo \"...\" | sudo tee -a /etc/hosts` (tee without -a to overwrite, add "
        "`> /dev/null` to silence it), or run the whole line in a root shell: `sudo sh -c 'echo ... >> "
        "/etc/hosts'`.",
        ["The failing call: `bash: /etc/hosts: Permission denied`",
         "The fix that worked: `echo \"10.0.4.21 registry.lab\" | sudo tee -a /etc/hosts`"],
    )
    T.later(
        "l-sudo-apt-list", "/home/ana/infra/ci-runner", "2025-06-02T10:15:00Z", "runner-bookworm",
        user("Add the internal apt mirror to this runner and refresh the package lists."),
        ok('echo "deb [trusted=yes] http://apt.lab.internal/debian bookworm main" | '
           "sudo tee /etc/apt/sources.list.d/lab.list > /dev/null", ""),
        ok("sudo apt-get update", "Get:1 http://apt.lab.internal/debian bookworm InRelease [3,112 B]\n"
           "Hit:2 http://deb.debian.org/debian bookworm InRelease\nReading package lists... Done"),
    )
    T.pair("t46-sudo-redirect", "l-sudo-apt-list", "applied",
           "the root-owned list file is written through sudo tee, no permission error first")
    T.later(
        "l-sudo-pi-boot", "/home/ana/kiosk", "2025-06-09T14:40:00Z", "main",
        user("Turn bluetooth off on kiosk-3 via the firmware config."),
        err("ssh pi@kiosk-3 'sudo echo \"dtoverlay=disable-bt\" >> /boot/firmware/config.txt'",
            "bash: line 1: /boot/firmware/config.txt: Permission denied"),
        say("Same old trap, the remote shell opens the file. Using tee."),
        ok("ssh pi@kiosk-3 'echo dtoverlay=disable-bt | sudo tee -a /boot/firmware/config.txt'",
           "dtoverlay=disable-bt"),
    )
    T.pair("t46-sudo-redirect", "l-sudo-pi-boot", "recurred",
           "sudo echo >> into a root-owned file over ssh gets Permission denied again before tee fixes it")
    T.later(
        "l-sudo-zsh-forward", "/Users/kev/lab/router", "2025-06-17T08:30:00Z", "nat",
        user("enable ip forwarding on the lab router VM (I'm in zsh on it)"),
        err("sudo printf '%s\\n' 'net.ipv4.ip_forward=1' > /etc/sysctl.d/60-forward.conf",
            "zsh: permission denied: /etc/sysctl.d/60-forward.conf"),
        ok("sudo sh -c \"printf '%s\\n' 'net.ipv4.ip_forward=1' > /etc/sysctl.d/60-forward.conf\" && "
           "sudo sysctl --system | grep forward", "net.ipv4.ip_forward = 1"),
    )
    T.pair("t46-sudo-redirect", "l-sudo-zsh-forward", "recurred",
           "zsh opens the redirect unprivileged: permission denied on the sysctl file before sudo sh -c")
    T.later(
        "l-sudo-make-hosts", "/home/ana/infra/lab-hosts", "2025-07-01T11:00:00Z", "main",
        user("New box, install the lab hosts entries with the make target."),
        read("/home/ana/infra/lab-hosts/Makefile",
             "install-hosts:\n\tsudo sh -c 'cat hosts.lab >> /etc/hosts'\n"),
        ok("make install-hosts", "sudo sh -c 'cat hosts.lab >> /etc/hosts'"),
        ok("getent hosts registry.lab", "10.0.4.21       registry.lab"),
    )
    T.pair("t46-sudo-redirect", "l-sudo-make-hosts", "applied",
           "the make target runs the append inside sudo sh -c, the lesson's other spelling, and it works")
    T.later(
        "l-sudo-tee-log", "/home/ana/src/gatekeeper", "2025-06-05T16:20:00Z", "fix-timeouts",
        user("Run the integration tests and keep a log I can attach to the ticket."),
        ok("make integration 2>&1 | tee integration.log | tail -n 3",
           "--- PASS: TestUpstreamTimeout (2.31s)\nPASS\nok  \tgatekeeper/internal/proxy\t4.882s"),
    )
    T.pair("t46-sudo-redirect", "l-sudo-tee-log", "neither",
           "tee only copies test output into a user file; nothing root-owned is written, no sudo")
    T.later(
        "l-sudo-no-tty", "/home/ana/infra/edge", "2025-06-23T07:45:00Z", "main",
        user("Restart nginx on edge-2 after the cert renewal."),
        err("ssh edge-2 'sudo systemctl restart nginx'",
            "sudo: a terminal is required to read the password; either use the -S option to read from standard "
            "input or configure an askpass helper\nsudo: a password is required"),
        ok("ssh -t edge-2 'sudo systemctl restart nginx'", "[sudo] password for ana: \nConnection to edge-2 closed."),
    )
    T.pair("t46-sudo-redirect", "l-sudo-no-tty", "neither",
           "a different sudo error (no terminal for the password), no redirection involved")
    T.later(
        "l-sudo-motd-early", "/home/ana/infra/lab-hosts", "2025-04-14T13:10:00Z", "main",
        user("put a warning in the motd of this box"),
        err('sudo echo "LAB BOX - wiped every Sunday" > /etc/motd', "bash: /etc/motd: Permission denied"),
        ok('echo "LAB BOX - wiped every Sunday" | sudo tee /etc/motd', "LAB BOX - wiped every Sunday"),
    )
    T.pair("t46-sudo-redirect", "l-sudo-motd-early", "neither",
           "dated before the lesson's source session")
    T.later(
        "l-sudo-applog", "/opt/ledger", "2025-07-08T09:05:00Z", "main",
        user("The nightly script can't write its log, check it."),
        err("./scripts/nightly.sh", "./scripts/nightly.sh: line 12: /var/log/ledger/nightly.log: Permission denied"),
        ok("ls -ld /var/log/ledger && id -nG",
           "drwxr-x--- 2 ledger ledger 4096 Jul  1 02:00 /var/log/ledger\nana adm sudo"),
        say("The script runs as you and the directory belongs to the ledger user; no sudo is involved. Adding "
            "you to the ledger group."),
        ok("sudo usermod -aG ledger ana && sudo chmod 0770 /var/log/ledger", ""),
    )
    T.pair("t46-sudo-redirect", "l-sudo-applog", "neither",
           "Permission denied on a redirect from a script run without sudo at all: another cause")


# --- Cargo older than 1.85 and edition = "2024" -------------------------------------------------------------

def _ed2024(path: str, cargo: str) -> str:
    return (f"error: failed to parse manifest at `{path}`\n\nCaused by:\n  feature `edition2024` is required\n\n"
            "  The package requires the Cargo feature called `edition2024`, but that feature is not stabilized in "
            f"this version of Cargo ({cargo}).\n  Consider trying a newer version of Cargo (this may require the "
            "nightly release).\n  See https://doc.rust-lang.org/nightly/cargo/reference/unstable.html"
            "#edition-2024 for more information about the status of this feature.")


def _dep2024(crate: str, path: str, cargo: str) -> str:
    return (f"    Updating crates.io index\nerror: failed to download `{crate}`\n\nCaused by:\n  unable to get "
            "packages from source\n\nCaused by:\n  " + _ed2024(path, cargo).removeprefix("error: "))


_REG = "/home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f"


def _edition() -> None:
    T.source(
        "s-ed2024", "/home/dev/src/tidewatch", "2025-05-20T10:00:00Z", "deps-bump",
        user("cargo build broke after I bumped the dependencies, can you look?"),
        err("cargo build", _dep2024("base64ct v1.8.0", f"{_REG}/base64ct-1.8.0/Cargo.toml",
                                    "1.82.0 (8f40fc59f 2024-08-21)"), 101),
        ok("rustc --version; ls rust-toolchain.toml", "rustc 1.82.0 (f6e511eec 2024-10-15)\n"
           "ls: cannot access 'rust-toolchain.toml': No such file or directory"),
        say("base64ct 1.8.0 is published with edition = \"2024\", which Cargo only understands from 1.85. "
            "Updating the stable toolchain."),
        ok("rustup update stable",
           "info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'\n"
           "  stable-x86_64-unknown-linux-gnu updated - rustc 1.87.0 (17067e9ac 2025-05-09) "
           "(from rustc 1.82.0 (f6e511eec 2024-10-15))"),
        ok("cargo build", "   Compiling base64ct v1.8.0\n   Compiling tidewatch v0.4.1 (/home/dev/src/tidewatch)\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 38.41s"),
    )
    T.lesson(
        "t46-cargo-edition2024", "global", "en", "s-ed2024", "env_setup",
        "Cargo before 1.85 cannot parse a crate published with edition = \"2024\": update the toolchain",
        "`cargo build` stops with `feature `edition2024` is required` while parsing the manifest of a dependency "
        "(here base64ct 1.8.0), although the project itself did not change editions.",
        "The message suggests nightly and unstable features, which sends you hunting for a cargo-features line; "
        "the crate is fine, only the local Cargo is too old.",
        "The 2024 edition is stable only from Rust 1.85; any Cargo older than that cannot read a manifest that "
        "declares it, whether it is your crate or a freshly resolved dependency.",
        "Update the toolchain: `rustup update stable` (or select 1.85+ through rust-toolchain.toml, "
        "`rustup default`, or a rust:1.85+ image in Docker), then build again.",
        ["\"feature `edition2024` is required\" with \"this version of Cargo (1.82.0 (8f40fc59f 2024-08-21))\"",
         "Fix: `rustup update stable` then `cargo build` finished"],
    )
    T.later(
        "l-ed-docker", "/home/dev/src/relay", "2025-06-11T09:30:00Z", "edition-2024",
        user("Build the relay image, I moved the crate to the 2024 edition."),
        read("/home/dev/src/relay/Dockerfile", "FROM rust:1.80-slim AS build\nWORKDIR /app\nCOPY . .\n"
             "RUN cargo build --release\n"),
        err("docker build -t relay:dev .", "#8 [build 4/4] RUN cargo build --release\n#8 0.311 " +
            _ed2024("/app/Cargo.toml", "1.80.0 (376290515 2024-07-16)").replace("\n", "\n#8 0.311 ") +
            "\nERROR: failed to solve: process \"/bin/sh -c cargo build --release\" did not complete "
            "successfully: exit code: 101"),
        edit("/home/dev/src/relay/Dockerfile", "FROM rust:1.80-slim", "FROM rust:1.87-slim"),
        ok("docker build -t relay:dev .", "#8 41.20     Finished `release` profile [optimized] target(s) in 40.87s\n"
           "#10 naming to docker.io/library/relay:dev done"),
    )
    T.pair("t46-cargo-edition2024", "l-ed-docker", "recurred",
           "Cargo 1.80 in the image fails on edition2024 for the crate's own manifest before the image bump")
    T.later(
        "l-ed-ci-script", "/builds/platform/ingest", "2025-06-26T13:12:00Z", "renovate/tokio-1.x",
        user("The ingest pipeline is red on the renovate branch, here is the job script."),
        read("/builds/platform/ingest/ci/build.sh", "#!/bin/sh\nset -eu\ncargo --version\ncargo test --locked\n"),
        err("sh ci/build.sh", "cargo 1.83.0 (5ffbef321 2024-10-29)\n" + _dep2024(
            "wasi v0.14.2+wasi-0.2.4", "/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/"
            "wasi-0.14.2+wasi-0.2.4/Cargo.toml", "1.83.0 (5ffbef321 2024-10-29)"), 101),
    )
    T.pair("t46-cargo-edition2024", "l-ed-ci-script", "recurred",
           "the CI cargo 1.83 fails on a dependency's edition2024 manifest, same error, other crate and host")
    T.later(
        "l-ed-toolchain-file", "/home/dev/src/quay-sim", "2025-07-03T15:00:00Z", "main",
        user("Start the quay-sim crate on the 2024 edition; pin a toolchain that can build it."),
        write("/home/dev/src/quay-sim/rust-toolchain.toml", "[toolchain]\nchannel = \"1.87\"\n"
              "components = [\"clippy\", \"rustfmt\"]\n"),
        ok("cargo build", "info: syncing channel updates for '1.87-x86_64-unknown-linux-gnu'\n"
           "   Compiling quay-sim v0.1.0 (/home/dev/src/quay-sim)\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s"),
    )
    T.pair("t46-cargo-edition2024", "l-ed-toolchain-file", "applied",
           "a 1.85+ toolchain is selected through rust-toolchain.toml before building, no edition2024 failure")
    T.later(
        "l-ed-ssh-update", "/home/dev/src/tidewatch", "2025-07-10T08:20:00Z", "release-0.5",
        user("Cut the 0.5 release build on build-02; its toolchain hasn't been touched in a year."),
        ok("ssh build-02 'rustup update stable && cargo --version'",
           "  stable-x86_64-unknown-linux-gnu updated - rustc 1.88.0 (6b00bc388 2025-06-23) "
           "(from rustc 1.79.0 (129f3b996 2024-06-10))\ncargo 1.88.0 (873a06493 2025-05-10)"),
        ok("ssh build-02 'cd ~/tidewatch && git pull -q && cargo build --release'",
           "    Finished `release` profile [optimized] target(s) in 1m 12s"),
    )
    T.pair("t46-cargo-edition2024", "l-ed-ssh-update", "applied",
           "rustup update stable on the stale host before building, and the build passes")
    T.later(
        "l-ed-wasm-target", "/home/dev/src/tidewatch", "2025-06-30T11:40:00Z", "web-ui",
        user("Add the wasm target so the web UI crate builds."),
        ok("rustup target add wasm32-unknown-unknown", "info: downloading component 'rust-std' for "
           "'wasm32-unknown-unknown'\ninfo: installing component 'rust-std' for 'wasm32-unknown-unknown'"),
        ok("cargo build -p tidewatch-web --target wasm32-unknown-unknown",
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.77s"),
    )
    T.pair("t46-cargo-edition2024", "l-ed-wasm-target", "neither",
           "rustup only adds a target; no toolchain update and no edition2024 failure")
    T.later(
        "l-ed-msrv", "/home/dev/src/harbor-cli", "2025-07-15T10:05:00Z", "main",
        user("cargo build fails on the old laptop toolchain; keep 1.82 if you can."),
        err("cargo build", "error: package `clap_derive v4.5.41` cannot be built because it requires rustc 1.85 "
            "or newer, while the currently active rustc version is 1.82.0\nEither upgrade to rustc 1.85 or newer, "
            "or use\ncargo update clap_derive@4.5.41 --precise ver\nwhere `ver` is the latest version of "
            "`clap_derive` supporting rustc 1.82.0", 101),
        ok("cargo update clap_derive@4.5.41 --precise 4.5.32 && cargo build",
           "    Updating crates.io index\n Downgrading clap_derive v4.5.41 -> v4.5.32\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.40s"),
    )
    T.pair("t46-cargo-edition2024", "l-ed-msrv", "neither",
           "a rust-version requirement error, not edition2024, solved by pinning rather than a toolchain update")
    T.later(
        "l-ed-early", "/home/dev/src/tidewatch", "2025-04-02T09:00:00Z", "main",
        user("try the new edition on tidewatch"),
        err("cargo check", _ed2024("/home/dev/src/tidewatch/Cargo.toml", "1.82.0 (8f40fc59f 2024-08-21)"), 101),
        ok("git checkout Cargo.toml && cargo check", "    Finished `dev` profile [unoptimized + debuginfo] "
           "target(s) in 4.10s"),
    )
    T.pair("t46-cargo-edition2024", "l-ed-early", "neither", "dated before the lesson's source session")


# --- systemd's 203/EXEC for a script without a shebang -------------------------------------------------------

def _journal(host: str, pid: int, unit: str, desc: str, path: str, why: str, status: str = "203/EXEC") -> str:
    head = f"Jun 03 02:14:11 {host}"
    return (f"{head} systemd[1]: Starting {desc}...\n"
            f"{head} systemd[{pid}]: {unit}: Failed to execute command: {why}\n"
            f"{head} systemd[{pid}]: {unit}: Failed at step EXEC spawning {path}: {why}\n"
            f"{head} systemd[1]: {unit}: Main process exited, code=exited, status={status}\n"
            f"{head} systemd[1]: {unit}: Failed with result 'exit-code'.\n"
            f"{head} systemd[1]: Failed to start {desc}.")


def _job_failed(unit: str) -> str:
    return (f"Job for {unit} failed because the control process exited with error code.\n"
            f"See \"systemctl status {unit}\" and \"journalctl -xeu {unit}\" for details.")


def _exec203() -> None:
    T.source(
        "s-203exec", "/srv/ops/backup", "2025-05-27T07:50:00Z", "main",
        user("The new nightly-backup unit never runs its script. Find out why."),
        err("sudo systemctl start nightly-backup.service", _job_failed("nightly-backup.service")),
        ok("journalctl -u nightly-backup.service -n 6 --no-pager",
           _journal("vault-2", 91822, "nightly-backup.service", "Nightly backup", "/srv/ops/backup/run-backup.sh",
                    "Exec format error")),
        ok("head -n 2 /srv/ops/backup/run-backup.sh", "set -euo pipefail\nrestic backup /srv/data --tag nightly"),
        say("Exec format error: the script has no #! line. A shell falls back to running it with sh, but systemd "
            "execve()s it directly and the kernel refuses it. Adding the shebang."),
        edit("/srv/ops/backup/run-backup.sh", "set -euo pipefail\n", "#!/usr/bin/env bash\nset -euo pipefail\n"),
        ok("sudo systemctl start nightly-backup.service && systemctl is-active nightly-backup.service; "
           "systemctl show -p Result nightly-backup.service", "inactive\nResult=success"),
    )
    T.lesson(
        "t46-systemd-203-shebang", "global", "en", "s-203exec", "tool_quirk",
        "systemd fails a script with no #! line with status=203/EXEC (Exec format error)",
        "`systemctl start` reports the job failed; the journal shows `Failed at step EXEC spawning "
        "/srv/ops/backup/run-backup.sh: Exec format error` and `status=203/EXEC`, although the script runs fine "
        "from a shell.",
        "Running the script by hand works, because an interactive shell retries a file without a #! line with "
        "/bin/sh, so the script looks correct.",
        "systemd execs ExecStart= directly; the kernel rejects a text file without an interpreter line with "
        "ENOEXEC, which systemd reports as 203/EXEC.",
        "Put an interpreter line first in the script (`#!/usr/bin/env bash`), or name the interpreter in the "
        "unit: `ExecStart=/bin/bash /srv/ops/backup/run-backup.sh`; then start the unit again.",
        ["`Failed at step EXEC spawning /srv/ops/backup/run-backup.sh: Exec format error`",
         "`status=203/EXEC`",
         "the script began with `set -euo pipefail`; after adding `#!/usr/bin/env bash` the start gave "
         "`Result=success`"],
    )
    T.later(
        "l-203-python", "/opt/feeds", "2025-06-12T06:10:00Z", "main",
        user("feed-sync.service keeps failing since the deploy, please fix."),
        err("sudo systemctl restart feed-sync.service", _job_failed("feed-sync.service")),
        ok("journalctl -u feed-sync.service -n 6 --no-pager",
           _journal("feeds-1", 4410, "feed-sync.service", "Feed sync", "/opt/feeds/sync.py", "Exec format error")),
        edit("/opt/feeds/sync.py", '"""Pull partner feeds."""\n',
             '#!/usr/bin/env python3\n"""Pull partner feeds."""\n'),
        ok("sudo systemctl restart feed-sync.service && systemctl is-active feed-sync.service", "active"),
    )
    T.pair("t46-systemd-203-shebang", "l-203-python", "recurred",
           "a python script without #! fails with Exec format error / 203/EXEC before the shebang is added")
    T.later(
        "l-203-ssh-user-unit", "/home/mo/dotfiles", "2025-07-02T19:25:00Z", "laptop",
        user("my user timer for the photo sync on nas-1 doesn't fire, look at it"),
        err("ssh nas-1 'systemctl --user start photo-sync.service'", _job_failed("photo-sync.service")),
        ok("ssh nas-1 'journalctl --user -u photo-sync.service -n 6 --no-pager'",
           _journal("nas-1", 2231, "photo-sync.service", "Photo sync", "/home/mo/bin/photo-sync", "Exec format error")
           .replace("systemd[1]", "systemd[1187]")),
    )
    T.pair("t46-systemd-203-shebang", "l-203-ssh-user-unit", "recurred",
           "a user unit on another host fails with Exec format error and 203/EXEC, the same cause")
    T.later(
        "l-203-execstart-bash", "/srv/ops/reports", "2025-06-19T10:00:00Z", "main",
        user("Add a oneshot unit that runs reports/export.sh every morning."),
        write("/etc/systemd/system/report-export.service", "[Unit]\nDescription=Report export\n\n[Service]\n"
              "Type=oneshot\nUser=reports\nExecStart=/bin/bash /srv/ops/reports/export.sh\n"),
        say("ExecStart names bash itself, so the script's first line does not matter to systemd."),
        ok("sudo systemctl daemon-reload && sudo systemctl start report-export.service && "
           "systemctl show -p Result report-export.service", "Result=success"),
    )
    T.pair("t46-systemd-203-shebang", "l-203-execstart-bash", "applied",
           "the unit names the interpreter in ExecStart, the lesson's alternative, and the start succeeds")
    T.later(
        "l-203-check-head", "/srv/ops/rotate", "2025-07-09T08:45:00Z", "main",
        user("Wire rotate-keys.sh into a systemd service like the backup one."),
        ok("head -n 1 /srv/ops/rotate/rotate-keys.sh", "set -eu"),
        say("No interpreter line, systemd would refuse it with 203/EXEC. Adding one first."),
        edit("/srv/ops/rotate/rotate-keys.sh", "set -eu\n", "#!/bin/sh\nset -eu\n"),
        ok("sudo systemctl daemon-reload && sudo systemctl start rotate-keys.service && "
           "systemctl show -p Result rotate-keys.service", "Result=success"),
    )
    T.pair("t46-systemd-203-shebang", "l-203-check-head", "applied",
           "the missing #! line is added before the first start, which succeeds")
    T.later(
        "l-203-perm", "/opt/metrics", "2025-06-24T12:30:00Z", "main",
        user("metrics-push.service fails with 203 too, same thing as the backup?"),
        err("sudo systemctl start metrics-push.service", _job_failed("metrics-push.service")),
        ok("journalctl -u metrics-push.service -n 6 --no-pager",
           _journal("mon-1", 7712, "metrics-push.service", "Metrics push", "/opt/metrics/push.sh",
                    "Permission denied")),
        ok("ls -l /opt/metrics/push.sh && head -n 1 /opt/metrics/push.sh",
           "-rw-r--r-- 1 root root 812 Jun 20 09:14 /opt/metrics/push.sh\n#!/bin/bash"),
        ok("sudo chmod 755 /opt/metrics/push.sh && sudo systemctl start metrics-push.service && "
           "systemctl is-active metrics-push.service", "active"),
    )
    T.pair("t46-systemd-203-shebang", "l-203-perm", "neither",
           "203/EXEC from a missing execute bit (Permission denied); the script has its shebang: another cause")
    T.later(
        "l-203-user", "/opt/ingest", "2025-07-14T09:10:00Z", "main",
        user("ingest.service won't start after the move to the new host"),
        err("sudo systemctl start ingest.service", _job_failed("ingest.service")),
        ok("journalctl -u ingest.service -n 3 --no-pager",
           "Jul 14 09:10:31 ing-2 systemd[5120]: ingest.service: Failed to determine user credentials: No such "
           "process\nJul 14 09:10:31 ing-2 systemd[5120]: ingest.service: Failed at step USER spawning "
           "/opt/ingest/run.sh: No such process\nJul 14 09:10:31 ing-2 systemd[1]: ingest.service: Main process "
           "exited, code=exited, status=217/USER"),
        ok("sudo useradd --system --no-create-home ingest && sudo systemctl start ingest.service", ""),
    )
    T.pair("t46-systemd-203-shebang", "l-203-user", "neither",
           "a different systemd failure (217/USER, the service user is missing)")
    T.later(
        "l-203-early", "/srv/ops/backup", "2025-04-22T07:30:00Z", "main",
        user("write me a unit for run-backup.sh"),
        write("/etc/systemd/system/nightly-backup.service", "[Unit]\nDescription=Nightly backup\n\n[Service]\n"
              "Type=oneshot\nExecStart=/srv/ops/backup/run-backup.sh\n"),
        err("sudo systemctl daemon-reload && sudo systemctl start nightly-backup.service",
            _job_failed("nightly-backup.service")),
    )
    T.pair("t46-systemd-203-shebang", "l-203-early", "neither", "dated before the lesson's source session")


FILLS = [_sudo_tee, _edition, _exec203]
