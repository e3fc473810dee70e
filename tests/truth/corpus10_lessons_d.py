"""The tenth corpus's labelled lessons, fourth part: nix-flake, bazel-visibility, ansible-play, systemd-unit."""
from __future__ import annotations

from tests.truth.corpus10_common import Rec, gotcha, knowledge


def _nix() -> list[Rec]:
    s = "nix-flake"
    return [
        gotcha("c10-nx-1", s, title="A flake cannot import a file git does not track",
               symptom="path '/nix/store/…-source/nix/shell.nix' does not exist", trap="checking the file on disk",
               cause="flakes are evaluated from a store copy of the git-tracked files",
               workaround="git add the new file (no commit needed)",
               evidence="nix develop (with the experimental flags): error: path "
                         "'/nix/store/5xl0v3kq8m2c9r1y4b7s6d0a2f8h1j3k-source/nix/shell.nix' does not exist — "
                         "git status said `?? nix/shell.nix`; after `git add nix/shell.nix` the same command only "
                         "warned that the Git tree is dirty and exited 0",
               ev="real", fix="shown", cls="rerun_passes", category="tool_quirk", scope="global",
               why="the flagged develop fails on shell.nix, git add runs, the same command passes with a warning",
               phrasing=["plain prose", "dash", "code spans"],
               st={"failure": "nix/shell.nix' does not exist", "fix": "git add nix/shell.nix",
                   "evidence": "warning: Git tree '/home/sol/quark' is dirty"}),
        gotcha("c10-nx-2", s, title="Enable nix-command and flakes in ~/.config/nix/nix.conf",
               symptom="error: experimental Nix feature 'nix-command' is disabled",
               trap="typing --extra-experimental-features on every call",
               cause="Nix 2.24 ships flakes and the new CLI disabled",
               workaround="experimental-features = nix-command flakes in ~/.config/nix/nix.conf",
               evidence="`nix develop` → Exit code 1 `error: experimental Nix feature 'nix-command' is disabled`. "
                        "Nach `echo 'experimental-features = nix-command flakes' >> ~/.config/nix/nix.conf` lief "
                        "`nix develop --command cargo --version` ohne Flags: `cargo 1.82.0 (8f40fc59f 2024-08-21)`; "
                        "User: perfect.",
               ev="real", fix="shown", cls="fix_ran", category="env_setup", scope="global",
               why="plain nix develop fails; the nix.conf line is written; plain nix develop then runs cargo; the "
                   "person says perfect",
               phrasing=["German", "exit code", "arrow", "code spans"],
               st={"failure": "experimental Nix feature 'nix-command' is disabled",
                   "fix": "experimental-features = nix-command flakes' >> ~/.config/nix/nix.conf",
                   "evidence": "cargo 1.82.0 (8f40fc59f 2024-08-21)"}),
        knowledge("c10-nx-3", s, title="'Git tree is dirty' from nix develop is only a warning",
                  situation="working in quark's flake with uncommitted changes",
                  approach="ignore the dirty-tree warning; it does not fail the command",
                  rationale="nix develop exited 0 and ran cargo with the warning printed",
                  evidence="warning: Git tree '/home/sol/quark' is dirty → still exit 0, cargo 1.82.0 printed",
                  ev="real", cls="knowledge", category="tool_quirk",
                  why="the passing develop calls print the warning and succeed",
                  phrasing=["bare quote without marks", "arrow"],
                  st={"evidence": "cargo 1.82.0"}),
        gotcha("c10-nx-4", s, title="Nix refuses flakes before nix-command",
               symptom="experimental feature disabled", trap="enabling only nix-command", cause="flakes off",
               workaround="enable flakes",
               evidence="`error: experimental Nix feature 'flakes' is disabled; add '--extra-experimental-features "
                        "flakes' to enable it`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the session's error names 'nix-command', not 'flakes'",
               phrasing=["code span", "altered word"],
               st={"evidence": "experimental Nix feature 'nix-command' is disabled"}),
        gotcha("c10-nx-5", s, title="--extra-experimental-features is all nix develop needs on a new laptop",
               symptom="nix-command disabled", trap="editing nix.conf", cause="flags",
               workaround="pass --extra-experimental-features 'nix-command flakes'",
               evidence="`nix --extra-experimental-features 'nix-command flakes' develop --command true` got the shell "
                         "working on the first try",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="that command's first run failed on the untracked nix/shell.nix",
               phrasing=["code span", "outcome reversed"],
               st={"evidence": "develop --command true"}),
        gotcha("c10-nx-6", s, title="nix develop cannot stat the untracked shell.nix",
               symptom="getting status error", trap="file exists", cause="untracked",
               workaround="git add",
               evidence="`error: getting status of '/home/sol/quark/nix/shell.nix': No such file or directory`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="the real error is \"path '/nix/store/…-source/nix/shell.nix' does not exist\"; no "
                   "'getting status' error exists",
               phrasing=["code span", "invented error"],
               st={"evidence": "does not exist"}),
    ]


def _bazel() -> list[Rec]:
    s = "bazel-visibility"
    return [
        gotcha("c10-bz-1", s, title="A moved Bazel library is private until it declares visibility",
               symptom="target '//lib/strutil:strutil' is not visible from target '//app:server'",
               trap="bazel clean --expunge", cause="cc_library defaults to package-private visibility",
               workaround="visibility = [\"//app:__pkg__\"] on the library",
               evidence="ERROR: …in cc_binary rule //app:server: target '//lib/strutil:strutil' is not visible from "
                         "target '//app:server' → added `visibility = [\"//app:__pkg__\"],` to lib/strutil/BUILD.bazel "
                         "→ `Build completed successfully, 57 total actions`",
               ev="real", fix="shown", cls="edit_then_pass", category="build_config",
               why="two failing builds, the BUILD.bazel edit, then the build completes",
               phrasing=["arrows", "ellipsis", "code spans"],
               st={"failure": "is not visible from target '//app:server'", "fix": "visibility = [\"//app:__pkg__\"]",
                   "evidence": "Build completed successfully, 57 total actions"}),
        knowledge("c10-bz-2", s, title="bazel clean --expunge does not touch a visibility error",
                  situation="an analysis-phase error in the mono repo",
                  approach="read the error's rule before cleaning caches",
                  rationale="expunging only forces a reload (42 packages, 611 targets) and the same error",
                  evidence="after `bazel clean --expunge` the build re-analysed (`42 packages loaded, 611 targets "
                           "configured`) and failed with the same visibility error",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global",
                  why="the clean, then the rebuild failing with 42 packages loaded and the same message",
                  phrasing=["code spans", "paraphrased outcome"],
                  st={"evidence": "42 packages loaded, 611 targets configured"}),
        gotcha("c10-bz-3", s, title="bazel clean --expunge clears stale visibility errors after moving a package",
               symptom="not visible from target", trap="editing BUILD files", cause="stale analysis cache",
               workaround="bazel clean --expunge",
               evidence="`bazel clean --expunge` and the next `bazel build //app:server` no longer complained",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the build after the expunge failed with the same visibility error",
               phrasing=["code spans", "no longer complained"],
               st={"evidence": "Starting clean (this may take a while)"}),
        gotcha("c10-bz-4", s, title="strutil is not visible from the app package",
               symptom="visibility error", trap="public visibility", cause="private default",
               workaround="//app:__pkg__",
               evidence="`target '//lib/strutil:strutil' is not visible from package '//app'`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="Bazel said 'from target '//app:server'', not 'from package'",
               phrasing=["code span", "reworded quote"],
               st={"evidence": "is not visible from target"}),
        gotcha("c10-bz-5", s, title="strutil had to be made public for //app:server",
               symptom="not visible", trap="__pkg__", cause="visibility",
               workaround="visibility public",
               evidence="the fix was `visibility = [\"//visibility:public\"]` in lib/strutil/BUILD.bazel",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="the edit used //app:__pkg__; public visibility appears nowhere",
               phrasing=["code span", "invented value"],
               st={"evidence": "//app:__pkg__"}),
        gotcha("c10-bz-6", s, title="bazel test //lib/... fails on the same visibility rule",
               symptom="test fails", trap="building only the app", cause="visibility",
               workaround="fix visibility",
               evidence="bazel test //lib/... → FAILED: Build did NOT complete successfully",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="bazel test passed (1 test passes); the FAILED line came from the app builds",
               phrasing=["arrow", "error moved"],
               st={"evidence": "Executed 1 out of 1 test: 1 test passes."}),
    ]


def _ansible() -> list[Rec]:
    s = "ansible-play"
    return [
        gotcha("c10-an-1", s, title="A task at play level: 'apt' is not a valid attribute for a Play",
               symptom="ansible-playbook exits 4 before contacting any host",
               trap="reading it as a missing apt module", cause="the - apt: item sits at the play level (line 9)",
               workaround="move it under tasks: as a named task",
               evidence="ERROR! 'apt' is not a valid attribute for a Play (site.yml line 9) → moved under tasks; "
                        "`--syntax-check` now prints `playbook: site.yml`",
               ev="real", fix="not_shown", cls="other_check_passes", category="tool_quirk", group="c10-an",
               why="only the syntax check passed; the real run (even --check) was rejected and never ran",
               phrasing=["arrow", "code spans", "short"],
               st={"failure": "'apt' is not a valid attribute for a Play", "fix": "site.yml --syntax-check",
                   "evidence": "playbook: site.yml"}),
        gotcha("c10-an-6", s, title="Verify the re-nested certbot task with a --check --diff run",
               symptom="ERROR! 'apt' is not a valid attribute for a Play",
               trap="trusting the edit without a dry run", cause="a task list item at play level",
               workaround="nest it under tasks, then ansible-playbook ... --check --diff",
               evidence="ERROR! 'apt' is not a valid attribute for a Play → certbot moved under tasks → "
                        "`ansible-playbook -i inventory/staging.ini site.yml --check --diff`",
               ev="real", fix="not_shown", cls="never_run", category="workflow", group="c10-an",
               why="the --check --diff call was rejected by the person and interrupted; it never ran",
               phrasing=["arrows", "code span", "rejected call cited"],
               st={"failure": "'apt' is not a valid attribute for a Play", "fix": "site.yml --check --diff",
                   "evidence": "site.yml --check --diff"}),
        knowledge("c10-an-2", s, title="Do not run infra playbooks against staging without the VPN",
                  situation="running site.yml against inventory/staging.ini from this machine",
                  approach="stop at --syntax-check unless the person confirms the VPN is up",
                  rationale="the person interrupted the --check --diff run because the VPN was down",
                  evidence="Bash(ansible-playbook -i inventory/staging.ini site.yml --check --diff) was rejected; "
                           "user: \"don't touch staging from here, the VPN isn't up\"",
                  ev="real", cls="knowledge", category="project_convention",
                  why="the rejected call, the interrupt and the person's next prompt",
                  phrasing=["tool notation", "quoted user"],
                  st={"evidence": "the VPN isn't up"}),
        gotcha("c10-an-3", s, title="The staging dry run showed only the certbot change",
               symptom="unsure what the play changes", trap="applying blindly", cause="no dry run against staging",
               workaround="--check --diff first",
               evidence="`--check --diff` against staging reported `changed=2`",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="the --check --diff call was rejected by the person; it has no output",
               phrasing=["code spans", "invented output"],
               st={"evidence": "site.yml --check --diff"}),
        gotcha("c10-an-4", s, title="site.yml applies cleanly to staging once certbot is a task",
               symptom="play-level apt error", trap="leaving the stray item", cause="indentation",
               workaround="nest the apt task",
               evidence="after the indentation fix the playbook ran against staging without errors",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="nothing ran against staging: the run was rejected and the person stopped at the syntax check",
               phrasing=["plain prose", "false outcome"],
               st={"evidence": "Nothing was run against staging"}),
        gotcha("c10-an-5", s, title="ansible-playbook --syntax-check exits 4 on play-level tasks",
               symptom="syntax check fails", trap="running the full play first", cause="play attribute",
               workaround="nest the task",
               evidence="`ansible-playbook -i inventory/staging.ini site.yml --syntax-check` → Exit code 4, ERROR! "
                        "'apt' is not a valid attribute for a Play",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="the syntax check ran after the edit and passed; exit 4 was the first, plain run",
               phrasing=["arrow", "exit code moved"],
               st={"evidence": "playbook: site.yml"}),
    ]


def _systemd() -> list[Rec]:
    s = "systemd-unit"
    return [
        gotcha("c10-sd-1", s, title="status=203/EXEC: the unit's ExecStart script lacks the exec bit",
               symptom="metrics-agent fails with status=203/EXEC", trap="daemon-reload",
               cause="/opt/metrics/run.sh was -rw-r--r--", workaround="chmod 755 run.sh and restart",
               evidence="journalctl: `Failed to execute /opt/metrics/run.sh: Permission denied`, `ls -l` → "
                        "`-rw-r--r-- 1 root root 412`; `sudo chmod 755 /opt/metrics/run.sh && sudo systemctl restart "
                        "metrics-agent && systemctl is-active metrics-agent` → `active`",
               ev="real", fix="not_shown", cls="rerun_still_fails", category="env_setup", group="c10-systemd",
               why="active right after the restart, but 30 s later is-active says failed (Exit code 3) and the "
                   "journal shows a new failure; the service never stayed up",
               phrasing=["code spans", "arrows"],
               st={"failure": "Failed to execute /opt/metrics/run.sh: Permission denied",
                   "fix": "sudo chmod 755 /opt/metrics/run.sh", "evidence": "-rw-r--r-- 1 root root 412"}),
        knowledge("c10-sd-2", s, title="systemctl is-active right after a restart proves little",
                  situation="checking a unit that crashes a few seconds after start",
                  approach="wait and check is-active again, then read the journal",
                  rationale="metrics-agent said active, then failed 30 seconds later",
                  evidence="직후엔 `active`, 30초 뒤 `sleep 30; systemctl is-active metrics-agent` 는 Exit code 3 "
                           "`failed` — journal: `cannot open /var/lib/metrics/spool: Permission denied`",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global", group="c10-systemd",
                  why="the active result, then the failed one, then the journal",
                  phrasing=["Korean", "code spans", "exit code"],
                  st={"evidence": "cannot open /var/lib/metrics/spool: Permission denied"}),
        gotcha("c10-sd-3", s, title="StateDirectory= lets systemd create the agent's spool owned by its user",
               symptom="cannot open /var/lib/metrics/spool: Permission denied",
               trap="chown by hand", cause="the unit runs as User=metrics and the spool is root's",
               workaround="StateDirectory=metrics in [Service]",
               evidence="status=1/FAILURE after `cannot open /var/lib/metrics/spool: Permission denied`; suggested "
                        "`StateDirectory=metrics` in the [Service] section",
               ev="real", fix="not_shown", cls="only_suggested", category="env_setup",
               why="only suggested; the person stops the session before any unit change",
               phrasing=["code spans", "suggested"],
               st={"failure": "status=1/FAILURE", "fix": "Adding StateDirectory=metrics",
                   "evidence": "stop here, I'll go through the unit file"}),
        gotcha("c10-sd-4", s, title="daemon-reload is what clears a 203/EXEC after changing run.sh",
               symptom="status=203/EXEC", trap="restarting only", cause="cached unit",
               workaround="sudo systemctl daemon-reload",
               evidence="`sudo systemctl daemon-reload` fixed the 203/EXEC",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="daemon-reload printed nothing and changed nothing; the 203 went away with chmod",
               phrasing=["code span", "fix credited to the wrong call"],
               st={"evidence": "sudo systemctl daemon-reload"}),
        gotcha("c10-sd-5", s, title="ls -l on the unit script already shows the exec failure",
               symptom="203/EXEC", trap="reading only systemctl status", cause="mode", workaround="chmod",
               evidence="`ls -l /opt/metrics/run.sh` printed `status=203/EXEC`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="ls printed the file mode line; 203/EXEC came from systemctl status and journalctl",
               phrasing=["code spans", "output moved"],
               st={"evidence": "-rw-r--r-- 1 root root 412"}),
        gotcha("c10-sd-6", s, title="metrics-agent cannot resolve its User= account",
               symptom="status=217/USER", trap="chmod", cause="missing user", workaround="useradd metrics",
               evidence="journalctl: `Failed to determine user credentials: No such process` (status=217/USER)",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="no 217/USER or credentials error exists; the failures were 203/EXEC and 1/FAILURE",
               phrasing=["code span", "invented error"],
               st={"evidence": "status=203/EXEC"}),
    ]


def records() -> list[Rec]:
    return [*_nix(), *_bazel(), *_ansible(), *_systemd()]
