"""Tracking (issue 24), fortieth round: an independent review's guards over the round's rules (programs that only
look, a look named before a workaround's ways out, a cited path nobody may look at), written by a reviewer who had read
the rules but no corpus. All pass after the round's narrowing (`git branch --set-upstream-to`, `git remote set-url`,
`git config <key> <value>`, `find -exec`, output sent to a file act; `docker ps` looks; "then build again" is no way
out; a path nobody may look at is tracked when git says so, and never gone)."""
from __future__ import annotations


import os
import subprocess
from pathlib import Path

from core.tracking.commands import command_segments
from core.tracking.looking import looks
from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def _judge(lesson, source, *steps):
    return verdict(lesson, lesson_calls(lesson, source.log, redact), session(*steps))


# --- rule 2: the first step "looks" by `looks()` but is the fix ------------------------------------------------

NOUP = "There is no tracking information for the current branch.\nPlease specify which branch you want to merge with."
UPSTREAM = gotcha("`git pull` → `There is no tracking information for the current branch.`",
                  "Set the upstream: `git branch --set-upstream-to=origin/main main`, then pull: `git pull --rebase` "
                  "(or `git pull --ff-only`).")
UPSTREAM_SOURCE = session(("git pull", NOUP, True),
                          ("git branch --set-upstream-to=origin/main main",
                           "branch 'main' set up to track 'origin/main'.", False),
                          ("git pull --rebase", "Successfully rebased and updated refs/heads/main.", False))


def test_setting_the_upstream_is_the_fix_applied():
    """Rule 2: `git branch --set-upstream-to=…` acts (it is no look); setting it on another branch is the fix."""
    assert _judge(UPSTREAM, UPSTREAM_SOURCE, ("git branch --set-upstream-to=origin/dev dev && git pull",
                                              "Already up to date.", False)) == (False, True)


def test_a_pull_where_an_upstream_was_already_set_is_no_fix():
    """Rule 2: the pull after "then" is what follows the fix, not the fix: `git pull --ff-only` alone is nothing."""
    assert _judge(UPSTREAM, UPSTREAM_SOURCE, ("git pull --ff-only", "Already up to date.", False)) == (False, False)


PW = ("remote: Support for password authentication was removed on August 13, 2021.\n"
      "fatal: Authentication failed for 'https://github.com/acme/api.git/'")
SSH = gotcha("`git push` → `remote: Support for password authentication was removed on August 13, 2021.`",
             "Point origin at SSH: `git remote set-url origin git@github.com:acme/api.git`, then push again: "
             "`git push` (or `git push -u origin main`)")
SSH_SOURCE = session(("git push", PW, True), ("git remote set-url origin git@github.com:acme/api.git", "", False),
                     ("git push", "To github.com:acme/api.git\n   1a2b3c4..5d6e7f8  main -> main", False))


def test_pushing_a_new_branch_is_not_switching_the_remote_to_ssh():
    """Rule 2: `git remote set-url` acts; the push after "then" is no way out, so a first push of a branch over a
    remote already on SSH is not the fix applied."""
    assert _judge(SSH, SSH_SOURCE, ("git push -u origin feature-x",
                                    "branch 'feature-x' set up to track 'origin/feature-x'.", False)) == (False, False)


HB = ("error: RPC failed; HTTP 400 curl 22 The requested URL returned error: 400\n"
      "send-pack: unexpected disconnect while reading sideband packet")
BUFFER = gotcha("`git push` → `error: RPC failed; HTTP 400 curl 22 The requested URL returned error: 400`",
                "Raise Git's HTTP buffer: `git config http.postBuffer 524288000`, then push again: `git push` "
                "(or `git push --no-thin`)")
BUFFER_SOURCE = session(("git push", HB, True), ("git config http.postBuffer 524288000", "", False),
                        ("git push", "main -> main", False))


def test_a_push_without_raising_the_buffer_is_no_fix():
    """Rule 2: `git config <key> <value>` writes a setting; `git push --no-thin` alone did not raise the buffer."""
    assert _judge(BUFFER, BUFFER_SOURCE, ("git push --no-thin", "main -> main", False)) == (False, False)


MISMATCH = ("import file mismatch:\nimported module 'test_app' has this __file__ attribute:\n"
            "  /old/tests/test_app.py\n"
            "which is not the same as the test file we want to collect")
PYCACHE = gotcha("`pytest` → `import file mismatch`",
                 "Delete the stale bytecode: `find . -name __pycache__ -type d -exec rm -rf {} +`, then rerun "
                 "`pytest` (or `python -m pytest`).")
PYCACHE_SOURCE = session(("pytest", MISMATCH, True),
                         ("find . -name __pycache__ -type d -exec rm -rf {} +", "", False),
                         ("pytest", "12 passed", False))


def test_running_the_tests_another_way_is_not_deleting_the_bytecode():
    """Rule 2: `find … -exec rm -rf {} +` deletes; `python -m pytest` after "then" is the rerun, not the fix."""
    assert _judge(PYCACHE, PYCACHE_SOURCE, ("python -m pytest tests/", "12 passed", False)) == (False, False)


HOST = 'psql: error: could not translate host name "db-old" to address: Name or service not known'
REHOST = gotcha(f"`bin/migrate` → `{HOST}`",
                "Point the app at the new host: `sed -i 's/db-old/db-new/' config/app.yml`, then restart it: "
                "`docker compose restart app` (or `systemctl restart app`)")
REHOST_SOURCE = session(("bin/migrate", HOST, True), ("sed -i 's/db-old/db-new/' config/app.yml", "", False),
                        ("docker compose restart app", "Container app Started", False),
                        ("bin/migrate", "migrated 3", False))


def test_a_restart_without_the_edit_is_no_fix():
    """Rule 2: `sed -i` edits the file; restarting the app without it is not the lesson's fix."""
    assert _judge(REHOST, REHOST_SOURCE, ("docker compose restart app", "Container app Started", False)) == \
        (False, False)


def test_guard_the_edit_and_the_restart_is_the_fix_applied():
    """Rule 2 (should hold): the edit made again is the fix."""
    assert _judge(REHOST, REHOST_SOURCE, ("sed -i 's/db-old/db-new/' config/app.yml && docker compose restart app",
                                          "Container app Started", False)) == (False, True)


# --- rule 2: the only acting words after "then" are the rerun; the fix is said in prose ----------------------------

OOM = "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"
SWAP = gotcha(f"`npm run build` → `{OOM}`",
              "Check `free -h`; if there is no swap, add some, then build again: `npm run build` (or `yarn build`)")
SWAP_SOURCE = session(("npm run build", OOM, True), ("free -h", "Mem: 3.8Gi 3.5Gi 0.3Gi\nSwap: 0B 0B 0B", False),
                      ("sudo fallocate -l 4G /swapfile && sudo mkswap /swapfile && sudo swapon /swapfile", "", False),
                      ("npm run build", "Compiled successfully", False))


def test_the_build_run_again_is_not_adding_swap():
    """Rule 2: the build after "then" is the failing command run again; a build that simply worked is no fix."""
    assert _judge(SWAP, SWAP_SOURCE, ("npm run build", "Compiled successfully", False)) == (False, False)


def test_the_build_with_yarn_is_not_adding_swap():
    """Rule 2: `yarn build` is the other way to run the build, not the way out of the heap limit."""
    assert _judge(SWAP, SWAP_SOURCE, ("yarn build", "Done in 41.2s", False)) == (False, False)


def test_guard_only_looking_at_memory_is_no_fix():
    """Rule 1/2 (should hold): `free -h` only looks."""
    assert _judge(SWAP, SWAP_SOURCE, ("free -h", "Swap: 0B 0B 0B", False)) == (False, False)


# --- rule 2: where it should hold ----------------------------------------------------------------------------

KILLED = "c++: fatal error: Killed signal terminated program cc1plus\nmake: *** [Makefile:120: all] Error 2"
JOBS = gotcha("`make -j16` → `c++: fatal error: Killed signal terminated program cc1plus`",
              "Check `nproc`, then build with fewer jobs: `make -j2` (or `ninja -j2`)")
JOBS_SOURCE = session(("make -j16", KILLED, True), ("nproc", "16", False),
                      ("make -j2", "[100%] Built target app", False))


def test_guard_fewer_jobs_is_the_fix_and_nproc_is_not():
    """Rule 2 (should hold): the look before "then" is no fix; the way out after it is."""
    assert _judge(JOBS, JOBS_SOURCE, ("make -j2", "[100%] Built target app", False)) == (False, True)
    assert _judge(JOBS, JOBS_SOURCE, ("nproc", "16", False)) == (False, False)


NOSPC = "cp: error writing '/data/dump.sql': No space left on device"
GROW = gotcha("`cp dump.sql /data/` → `No space left on device`",
              "Check `lsblk`, then grow the partition and the file system: `sudo growpart /dev/nvme0n1 1` and "
              "`sudo resize2fs /dev/nvme0n1p1` (or `sudo xfs_growfs -d /`)")
GROW_SOURCE = session(("cp dump.sql /data/", NOSPC, True),
                      ("lsblk", "nvme0n1 259:0 0 100G 0 disk\n└─nvme0n1p1 259:1 0 20G 0 part /", False),
                      ("sudo growpart /dev/nvme0n1 1 && sudo resize2fs /dev/nvme0n1p1", "CHANGED: partition=1", False),
                      ("cp dump.sql /data/", "", False))


def test_guard_growing_another_disk_is_the_fix_and_lsblk_is_not():
    """Rule 2 (should hold)."""
    assert _judge(GROW, GROW_SOURCE, ("sudo growpart /dev/xvda 1 && sudo resize2fs /dev/xvda1",
                                      "CHANGED: partition=1", False)) == (False, True)
    assert _judge(GROW, GROW_SOURCE, ("lsblk", "xvda 202:0 0 100G 0 disk", False)) == (False, False)


# --- rule 1/2: looks the list does not know, taken as the fix ------------------------------------------------

PORT = "Error: listen EADDRINUSE: address already in use :::3000"
BUSY = gotcha(f"`npm run dev` → `{PORT}`",
              "Check `lsof -i :3000`, then stop what holds it: `kill <pid>` (or `npx kill-port 3000`)")
BUSY_SOURCE = session(("npm run dev", PORT, True),
                      ("lsof -i :3000", "node 4242 me 23u IPv6 TCP *:3000 (LISTEN)", False), ("kill 4242", "", False),
                      ("npm run dev", "ready - started server on 0.0.0.0:3000", False))


def test_looking_at_who_holds_the_port_is_no_fix():
    """Rule 1/2: `lsof -i :3000` only looks, as `ps` does; "Check `lsof …`, then …" puts the fix after it."""
    assert _judge(BUSY, BUSY_SOURCE, ("lsof -i :3000", "node 777 me 23u IPv6 TCP *:3000 (LISTEN)", False)) == \
        (False, False)


def test_freeing_the_port_with_kill_port_is_the_fix_applied():
    """Rule 1/2: the way out after "then" is the fix."""
    assert _judge(BUSY, BUSY_SOURCE, ("npx kill-port 3000 && npm run dev", "Process on port 3000 killed\nready",
                                      False)) == (False, True)


CONFLICT = ('docker: Error response from daemon: Conflict. The container name "/api" is already in use by container '
            '"9f8e". You have to remove (or rename) that container to be able to reuse that name.')
NAME = gotcha(f"`docker run --name api -d acme/api` → `{CONFLICT}`",
              "Check `docker ps -a`, then remove the old container: `docker rm -f api` "
              "(or give the new one another `--name`)")
NAME_SOURCE = session(("docker run --name api -d acme/api", CONFLICT, True),
                      ("docker ps -a", "9f8e acme/api Exited (0) api", False), ("docker rm -f api", "api", False),
                      ("docker run --name api -d acme/api", "c0ffee", False))


def test_docker_ps_only_looks_as_ps_does():
    """Rule 1: `ps` only looks and so does `docker ps -a` (as `docker system df`); listing containers is no fix."""
    assert _judge(NAME, NAME_SOURCE, ("docker ps -a", "9f8e acme/api Exited (0) api", False)) == (False, False)


# --- rule 1: commands that act, read as looks -------------------------------------------------------------------

STUCK = ('Waiting for deployment "ingest" rollout to finish: 1 old replicas are pending termination...\n'
         "error: timed out waiting for the condition")
TERMINATING = gotcha("`kubectl rollout status deploy/ingest` → `1 old replicas are pending termination`",
                     "Force-delete the pod stuck in Terminating and let the deployment finish.")
TERMINATING_SOURCE = session(("kubectl rollout status deploy/ingest --timeout=60s", STUCK, True),
                             ("kubectl delete pod df-worker-0 --grace-period=0 --force",
                              'pod "df-worker-0" force deleted', False),
                             ("kubectl rollout status deploy/ingest --timeout=60s",
                              'deployment "ingest" successfully rolled out', False))


def test_deleting_a_pod_named_df_something_is_the_fix_applied():
    """Rule 1: `df` read as a reading mode anywhere in the first words makes `kubectl delete pod df-worker-0` a look;
    the source's fix is lost and the later force-delete is not met."""
    assert _judge(TERMINATING, TERMINATING_SOURCE, ("kubectl delete pod df-worker-1 --grace-period=0 --force",
                                                    'pod "df-worker-1" force deleted', False)) == (False, True)


def test_removing_a_container_named_df_cache_does_not_only_look():
    """Rule 1: `df` is a reading mode as a subcommand (`docker system df`), not as a container's name."""
    assert not looks(["docker", "rm", "-f", "df-cache"])
    assert not looks(["docker", "volume", "rm", "df-data"])


def test_guard_docker_system_df_only_looks():
    """Rule 1 (should hold)."""
    assert looks(["docker", "system", "df"]) and looks(["docker", "system", "df", "-v"])
    assert looks(["free", "-h"]) and looks(["ps", "aux"]) and looks(["id", "-u"]) and looks(["uname", "-m"])


NOENV = "Error: DATABASE_URL is not set"
CRON = gotcha(f"cron's `./run-report.sh` → `{NOENV}`",
              "Write the login shell's environment to the file the cron job sources")
CRON_SOURCE = session(("./run-report.sh", NOENV, True), ("printenv > ~/.cron.env", "", False),
                      ("./run-report.sh", "report sent", False))


def test_printenv_into_a_file_writes():
    """Rule 1: `printenv > ~/.cron.env` writes a file; it does not only look."""
    assert not looks(command_segments("printenv > ~/.cron.env")[0])


def test_writing_the_environment_again_is_the_fix_applied():
    """Rule 1: with `printenv > file` read as a look, the source's fix call is lost and the later one not met."""
    assert _judge(CRON, CRON_SOURCE, ("printenv > ~/.cron.env", "", False)) == (False, True)


NOPS = "bash: ps: command not found"
PROCPS = gotcha(f"`ps aux` → `{NOPS}` in the python:3.12-slim container",
                "Install procps in the image: `apt-get install -y procps`")
PROCPS_SOURCE = session(("ps aux", NOPS, True), ("apt-get update && apt-get install -y procps", "Setting up procps",
                                                  False), ("ps aux", "USER PID ... gunicorn", False))


def test_guard_ps_missing_again_is_a_recurrence_and_installing_procps_the_fix():
    """Rule 1 (should hold): a failing look is still the failure; `ps` being a look does not hide it."""
    assert _judge(PROCPS, PROCPS_SOURCE, ("ps -ef | grep gunicorn", NOPS, True)) == (True, False)
    assert _judge(PROCPS, PROCPS_SOURCE, ("apt-get install -y procps && ps -ef", "UID PID", False)) == (False, True)


# --- rule 3 -------------------------------------------------------------------------------------------------------

def _unlookable(monkeypatch, name):
    real = Path.stat

    def stat(self, *a, **k):
        if self.name == name:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *a, **k)
    monkeypatch.setattr(Path, "stat", stat)


def test_a_path_git_tracks_is_tracked_though_it_cannot_be_looked_at(tmp_path, monkeypatch):
    """Rule 3: a path in a folder the user may not enter (a root-owned `deploy/` a container wrote) that git tracks is
    the project's: git says so without looking at the file."""
    from core.tracking.anchors import Anchors
    from core.tracking.tracked import tracked_now
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "deploy").mkdir()
    (tmp_path / "deploy" / "prod.env").write_text("A=1\n")
    subprocess.run(["git", "-C", str(tmp_path), "add", "deploy/prod.env"], check=True)
    _unlookable(monkeypatch, "prod.env")
    assert tracked_now(Anchors(kept_paths=("deploy/prod.env",)), str(tmp_path)).tracked_paths == ("deploy/prod.env",)


def test_guard_a_path_tracked_before_stays_tracked_when_it_cannot_be_looked_at(tmp_path, monkeypatch):
    """Rule 3 (should hold)."""
    from core.tracking.anchors import Anchors
    from core.tracking.tracked import tracked_now
    cite = str(tmp_path / "secret.yaml")
    _unlookable(monkeypatch, "secret.yaml")
    before = Anchors(kept_paths=(cite,), tracked_paths=(cite,))
    assert tracked_now(Anchors(kept_paths=(cite,)), "", before).tracked_paths == (cite,)


def _known(paths):
    from core.tracking.anchors import Anchors
    from core.tracking.profile import Known
    from core.tracking.signature import Signature
    return Known(CRON, "global", "", "gotchas.md", 0.0, Signature(), Anchors(tracked_paths=tuple(paths)))


def test_guard_a_tracked_path_denied_is_not_gone(tmp_path, monkeypatch):
    """Rule 3 (should hold): permission denied is neither tracked nor gone; a removed path is gone."""
    from core.tracking.record import stale_anchors
    denied, gone = str(tmp_path / "denied.yaml"), str(tmp_path / "removed.yaml")
    _unlookable(monkeypatch, "denied.yaml")
    assert stale_anchors(_known([denied, gone]), None) == [gone]


def test_a_tracked_path_caught_in_a_symlink_loop_is_not_gone(tmp_path):
    """Rule 3: a path whose links loop ("Too many levels of symbolic links") cannot be looked at either; the link is
    still there, so it is not gone from the project."""
    from core.tracking.record import stale_anchors
    a, b = tmp_path / "config.yaml", tmp_path / "config.alt.yaml"
    os.symlink(b, a)
    os.symlink(a, b)
    assert stale_anchors(_known([str(a)]), None) == []
