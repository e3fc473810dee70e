"""The twenty-ninth tracking corpus's case tables (crictl and hyperfine here; the other twelve lessons are in
tracking29_cases_b.py … _g): scripted source sessions `s-*` where the failing call and the fix call really happen
(the fix is the last call and it passes), the gotcha lessons written from them as an extraction model writes them,
later sessions `l-*` and labelled (lesson, later session) pairs, each with a one-line reason.

Labelling rules, applied to the session text alone, before anything judged a pair:
  - recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
    other names: another branch, path, module, package, host or version), shown by a call's result, whatever
    follows it; a recurrence that is then fixed is still `recurred`;
  - applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
    the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
    reads, a script or config that the session shows and runs) with no such failure before it; a different
    failure after it does not undo that;
  - neither: everything else: the fix's program run for something else, the fix only written into a document,
    a different error from the same tool, the failure text quoted by the person but not re-run, and any session
    dated before the lesson's source session, whatever it holds.
Pairs without an honest single label are left out (for example a session where the fix came first and the
failure after it, or where the fix's own call failed with another error).

Written by a helper that did not read the product's tracking code, the bench, or the earlier corpora's lessons,
cases, labels and sessions.
"""
from __future__ import annotations

from typing import Any, Callable

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t29-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def sh(command: str, output: str, is_error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, is_error)


def write(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def edit(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


# ---------------------------------------------------------------- crictl's default endpoints (bash, zsh, fish)

DOCKERSHIM = ('WARN[0000] runtime connect using default endpoints: [unix:///var/run/dockershim.sock '
              'unix:///run/containerd/containerd.sock unix:///run/crio/crio.sock unix:///var/run/cri-dockerd.sock]. '
              'As the default settings are now deprecated, you should set the endpoint instead.\n'
              'FATA[0000] validate service connection: validate CRI v1 runtime API for endpoint '
              '"unix:///var/run/dockershim.sock": rpc error: code = Unavailable desc = connection error: desc = '
              '"transport: Error while dialing: dial unix /var/run/dockershim.sock: connect: no such file or '
              'directory"')
PS_HEAD = "CONTAINER           IMAGE               CREATED             STATE               NAME                ATTEMPT"


def crictl_source() -> None:
    T.source(
        "s-crictl-containerd", "/home/ops/infra-nodes", "2025-05-06T08:10:00Z", "main",
        u("Pod payments-worker on node wk-03 is stuck in ContainerCreating. SSH is set up, please look at the "
          "containers on the node itself with crictl."),
        sh("ssh wk-03 'sudo crictl ps -a'", DOCKERSHIM, True),
        sh("ssh wk-03 'ls -l /run/containerd/containerd.sock; systemctl is-active containerd'",
           "srw-rw---- 1 root root 0 May  6 07:58 /run/containerd/containerd.sock\nactive"),
        say("containerd is up; crictl is trying its deprecated default list and gives up on the dockershim socket "
            "first. I'll name the containerd endpoint."),
        sh("ssh wk-03 'sudo crictl --runtime-endpoint unix:///run/containerd/containerd.sock ps -a'",
           PS_HEAD + "\n4be1f0a9c2d31       3f1c2a7e0b9d4       2 minutes ago       Exited              payments-worker"
           "     6\n9d0c7e11aa42f       registry.k8s.io/pause:3.9   3 hours ago   Running   POD   0"),
    )
    T.lesson(
        "t29-crictl-endpoint", "global", "en", "s-crictl-containerd", "tool_quirk",
        "crictl falls back to the removed dockershim socket unless the runtime endpoint is set",
        "`crictl ps -a` on a containerd node fails with `validate service connection` and "
        "`dial unix /var/run/dockershim.sock: connect: no such file or directory`, after a warning about "
        "default endpoints.",
        "The message names dockershim and looks like the container runtime is down, but containerd is active and "
        "its socket exists; only crictl's endpoint is wrong.",
        "With no endpoint configured crictl walks a deprecated default list that starts with dockershim, which "
        "Kubernetes 1.24+ nodes no longer have, and stops there.",
        "Name the endpoint: `crictl --runtime-endpoint unix:///run/containerd/containerd.sock ps -a` (short "
        "`-r`), or export `CONTAINER_RUNTIME_ENDPOINT=unix:///run/containerd/containerd.sock`, or write it once "
        "to `/etc/crictl.yaml` as `runtime-endpoint: unix:///run/containerd/containerd.sock`. On k3s the socket "
        "is `/run/k3s/containerd/containerd.sock`.",
        ["`sudo crictl ps -a` failed: `dial unix /var/run/dockershim.sock: connect: no such file or directory`",
         "`sudo crictl --runtime-endpoint unix:///run/containerd/containerd.sock ps -a` listed the "
         "payments-worker container"],
    )


def crictl_later_a() -> None:
    T.later(
        "l-crictl-k3s-edge", "/home/ops/edge-fleet", "2025-06-10T07:20:00Z", "fix/edge-07-oom",
        u("edge-07 (k3s) keeps restarting the telemetry agent. Check with the crictl we installed from the "
          "cri-tools release, not the one bundled with k3s."),
        sh("ssh edge-07 'sudo /usr/local/bin/crictl pods --name telemetry'", DOCKERSHIM, True),
        say("Same default-endpoint problem; on k3s containerd listens under /run/k3s."),
        sh("ssh edge-07 'sudo /usr/local/bin/crictl -r unix:///run/k3s/containerd/containerd.sock pods "
           "--name telemetry'",
           "POD ID              CREATED             STATE               NAME                       NAMESPACE\n"
           "a81f3c0d9e2b1       41 minutes ago      Ready               telemetry-agent-7xk2p      monitoring"),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-k3s-edge", "recurred",
           "crictl on another host (k3s edge-07) fails on the dockershim default again before -r fixes it")
    T.later(
        "l-crictl-env-export", "/Users/nadia/work/platform", "2025-06-17T13:05:00Z", "main",
        u("I'm in zsh on my Mac, ssh'd nodes are gpu-01 and gpu-02. List images on gpu-02 that are older than "
          "the CUDA 12.4 base."),
        sh("ssh gpu-02 'export CONTAINER_RUNTIME_ENDPOINT=unix:///run/containerd/containerd.sock; "
           "sudo -E crictl images | grep cuda'",
           "nvcr.io/nvidia/cuda   12.2.0-runtime-ubuntu22.04   a1b2c3d4e5f6   1.21GB\n"
           "nvcr.io/nvidia/cuda   12.4.1-runtime-ubuntu22.04   0f9e8d7c6b5a   1.34GB"),
        say("gpu-02 still has the 12.2.0 runtime image, which is older than the 12.4 base."),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-env-export", "applied",
           "the endpoint is given through CONTAINER_RUNTIME_ENDPOINT before crictl images, no dockershim failure")
    T.later(
        "l-crictl-yaml-file", "/home/ops/infra-nodes", "2025-06-24T09:40:00Z", "chore/crictl-config",
        u("Put a crictl config on wk-05 so nobody has to pass the socket again, then show running containers."),
        sh("ssh wk-05 'printf \"runtime-endpoint: unix:///run/containerd/containerd.sock\\n"
           "image-endpoint: unix:///run/containerd/containerd.sock\\ntimeout: 10\\n\" | sudo tee /etc/crictl.yaml'",
           "runtime-endpoint: unix:///run/containerd/containerd.sock\n"
           "image-endpoint: unix:///run/containerd/containerd.sock\ntimeout: 10"),
        sh("ssh wk-05 'sudo crictl ps'", PS_HEAD + "\n2c7d9e0b1a3f4       5e6f7a8b9c0d1       1 hour ago   Running"
           "   ledger-api   0"),
        sh("ssh wk-05 'crictl ps'",
           'FATA[0000] validate service connection: validate CRI v1 runtime API for endpoint '
           '"unix:///run/containerd/containerd.sock": rpc error: code = Unavailable desc = connection error: '
           'desc = "transport: Error while dialing: dial unix /run/containerd/containerd.sock: connect: '
           'permission denied"', True),
        say("Without sudo the socket is root-only; that is a permission issue, not the endpoint."),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-yaml-file", "applied",
           "runtime-endpoint written to /etc/crictl.yaml and crictl then works; the later permission error differs")


def crictl_later_b() -> None:
    T.later(
        "l-crictl-inspect-missing", "/home/ops/infra-nodes", "2025-07-02T11:15:00Z", "main",
        u("What is container 9f1e on wk-03 doing?"),
        sh("ssh wk-03 'sudo crictl inspect 9f1e'",
           'FATA[0000] getting the status of the container "9f1e": rpc error: code = NotFound desc = an error '
           'occurred when try to find container "9f1e": not found', True),
        sh("ssh wk-03 'sudo crictl ps -a --name ledger'",
           PS_HEAD + "\n9f2e4410bd7a3       5e6f7a8b9c0d1       10 minutes ago   Running   ledger-api   0"),
        say("9f1e no longer exists; the ledger container is now 9f2e4410bd7a3 and running."),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-inspect-missing", "neither",
           "a different crictl error (container not found); no dockershim failure and no endpoint given")
    T.later(
        "l-crictl-runbook", "/home/ops/infra-nodes", "2025-07-08T15:30:00Z", "docs/node-runbook",
        u("Write the node debugging runbook section about crictl for the on-call wiki."),
        write("/home/ops/infra-nodes/docs/runbooks/node-debugging.md",
              "# Debugging a node\n\n## Containers\n\ncrictl needs the containerd socket:\n\n"
              "    sudo crictl --runtime-endpoint unix:///run/containerd/containerd.sock ps -a\n\n"
              "or export CONTAINER_RUNTIME_ENDPOINT first. Without it you get a dockershim error.\n"),
        say("Added the crictl section to docs/runbooks/node-debugging.md."),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-runbook", "neither",
           "the endpoint flag is only written into a runbook; crictl is never run")
    T.later(
        "l-crictl-quoted", "/home/ops/infra-nodes", "2025-07-15T08:05:00Z", "main",
        u("Yesterday on wk-04 crictl printed `dial unix /var/run/dockershim.sock: connect: no such file or "
          "directory`. Is wk-04 still on dockershim? Check what runtime the node reports."),
        sh("kubectl get node wk-04 -o jsonpath='{.status.nodeInfo.containerRuntimeVersion}'", "containerd://1.7.13"),
        say("wk-04 runs containerd 1.7.13; the message came from crictl's default endpoint list, not the node."),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-quoted", "neither",
           "the dockershim error is only quoted by the person; crictl is not run")
    T.later(
        "l-crictl-script", "/home/ops/infra-nodes", "2025-08-04T10:00:00Z", "feat/node-ps",
        u("Make a tiny script that lists containers on a node given as argument, and try it on wk-02."),
        write("/home/ops/infra-nodes/scripts/node-ps.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\nSOCK=unix:///run/containerd/containerd.sock\n"
              "ssh \"$1\" \"sudo crictl -r $SOCK ps -a\"\n"),
        sh("chmod +x scripts/node-ps.sh && ./scripts/node-ps.sh wk-02",
           PS_HEAD + "\n77ab01c3d9e8f       5e6f7a8b9c0d1       2 days ago   Running   ledger-api   0"),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-script", "applied",
           "the script the session writes passes -r with the containerd socket and runs cleanly")
    T.later(
        "l-crictl-april", "/home/ops/infra-nodes", "2025-04-22T09:00:00Z", "main",
        u("Check containers on wk-01 after the containerd upgrade."),
        sh("ssh wk-01 'sudo crictl ps'", DOCKERSHIM, True),
        sh("ssh wk-01 'sudo crictl -r unix:///run/containerd/containerd.sock ps'",
           PS_HEAD + "\n11aa22bb33cc4       5e6f7a8b9c0d1       5 minutes ago   Running   ledger-api   0"),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-april", "neither",
           "dated before the lesson's source session")


def crictl_later_c() -> None:
    T.later(
        "l-crictl-stats-fish", "/home/ops/infra-nodes", "2025-08-18T12:40:00Z", "ops/wk-09-memory",
        u("fish shell. wk-09 is short on memory; which containers use the most? Use crictl stats."),
        sh("ssh wk-09 'sudo crictl stats'", DOCKERSHIM, True),
        say("crictl has no endpoint configured on wk-09. Reading containerd directly with ctr instead."),
        sh("ssh wk-09 'sudo ctr -n k8s.io tasks ls | head -3'",
           "TASK" + " " * 64 + "PID     STATUS\n"
           "2f0c9b1e7a44d3c5e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1    40112    RUNNING"),
    )
    T.pair("t29-crictl-endpoint", "l-crictl-stats-fish", "recurred",
           "crictl stats on another node (wk-09) hits the dockershim default; ctr is used instead")


# ---------------------------------------------------------------- hyperfine and a non-zero exit (zsh, fish)

GREP_BENCH = ("Benchmark 1: ./target/release/logscan E4242 fixtures/big.log\n"
              "  Time (mean ± σ):      41.2 ms ±   1.3 ms    [User: 30.1 ms, System: 10.4 ms]\n"
              "  Range (min … max):    39.6 ms …  45.0 ms    69 runs\n \n"
              "Benchmark 2: grep -c E4242 fixtures/big.log\n")
NONZERO = ("Error: Command terminated with non-zero exit code: 1. Use the '-i'/'--ignore-failure' option if you "
           "want to ignore this. Alternatively, use the '--show-output' option to debug what went wrong.")


def hyperfine_source() -> None:
    T.source(
        "s-hyperfine-grep", "/Users/mira/code/logscan", "2025-05-07T14:00:00Z", "perf/search",
        u("Benchmark logscan against grep -c on fixtures/big.log for the rare code E4242 (zsh, macOS)."),
        sh("hyperfine --warmup 3 './target/release/logscan E4242 fixtures/big.log' "
           "'grep -c E4242 fixtures/big.log'", GREP_BENCH + NONZERO, True),
        say("grep exits 1 when nothing matches, and hyperfine aborts on any non-zero exit. Ignoring the exit code "
            "is right here: the count of 0 is the expected answer."),
        sh("hyperfine -i --warmup 3 './target/release/logscan E4242 fixtures/big.log' "
           "'grep -c E4242 fixtures/big.log'",
           GREP_BENCH +
           "  Time (mean ± σ):     212.7 ms ±   4.9 ms    [User: 180.2 ms, System: 30.8 ms]\n"
           "  Range (min … max):   206.1 ms … 221.3 ms    13 runs\n \n"
           "  Warning: Ignoring non-zero exit code.\n \nSummary\n"
           "  ./target/release/logscan E4242 fixtures/big.log ran\n    5.16 ± 0.20 times faster than "
           "grep -c E4242 fixtures/big.log"),
    )
    T.lesson(
        "t29-hyperfine-exit", "global", "en", "s-hyperfine-grep", "tool_quirk",
        "hyperfine aborts the whole run when a benchmarked command exits non-zero (grep with no match)",
        "hyperfine prints the first benchmark, then stops with `Command terminated with non-zero exit code: 1` "
        "on `grep -c E4242 fixtures/big.log`.",
        "Nothing is wrong with the command: grep's exit status 1 just means no line matched, which is the "
        "expected result for a rare pattern.",
        "hyperfine treats any non-zero exit status of a benchmarked command as a failure by default.",
        "Pass `-i` (long form `--ignore-failure`) when a non-zero exit is expected, e.g. `hyperfine -i --warmup 3 "
        "'...' 'grep -c E4242 fixtures/big.log'`; keep it off for commands whose failure would make the timing "
        "meaningless.",
        "`hyperfine --warmup 3` stopped with `Error: Command terminated with non-zero exit code: 1`; the same run "
        "with `hyperfine -i --warmup 3` finished and printed `Warning: Ignoring non-zero exit code.`",
    )


FAST = ("  Time (mean ± σ):      12.4 ms ±   0.6 ms    [User: 8.0 ms, System: 4.1 ms]\n"
        "  Range (min … max):    11.5 ms …  14.2 ms    221 runs\n")


def hyperfine_later() -> None:
    T.later(
        "l-hyperfine-fish-ag", "/home/theo/src/needle", "2025-06-03T18:30:00Z", "bench/ag-vs-needle",
        u("fish shell here. Compare needle with ag for a pattern that is not in the kernel tree."),
        sh("hyperfine --runs 10 'needle ZZQX_NOPE ~/linux' 'ag ZZQX_NOPE ~/linux'",
           "Benchmark 1: needle ZZQX_NOPE ~/linux\n" + NONZERO, True),
        say("needle returns 1 on no match too; ignoring exit codes."),
        sh("hyperfine --ignore-failure --runs 10 'needle ZZQX_NOPE ~/linux' 'ag ZZQX_NOPE ~/linux'",
           "Benchmark 1: needle ZZQX_NOPE ~/linux\n" + FAST + "  Warning: Ignoring non-zero exit code.\n"),
    )
    T.pair("t29-hyperfine-exit", "l-hyperfine-fish-ag", "recurred",
           "hyperfine stops on another tool's no-match exit 1 before --ignore-failure is added")
    T.later(
        "l-hyperfine-diff-long", "/Users/mira/code/jsondiff", "2025-06-12T10:10:00Z", "perf/compare",
        u("Time our jsondiff vs diff -q on two files that differ."),
        sh("hyperfine --ignore-failure --warmup 2 'jsondiff a.json b.json' 'diff -q a.json b.json'",
           "Benchmark 1: jsondiff a.json b.json\n" + FAST + "  Warning: Ignoring non-zero exit code.\n \n"
           "Benchmark 2: diff -q a.json b.json\n" + FAST + "  Warning: Ignoring non-zero exit code.\n"),
    )
    T.pair("t29-hyperfine-exit", "l-hyperfine-diff-long", "applied",
           "--ignore-failure, the long form the lesson names, is used up front for commands that exit 1")
    T.later(
        "l-hyperfine-make", "/Users/mira/code/logscan", "2025-07-01T09:00:00Z", "perf/make-bench",
        u("Add a `make bench` target for the rare-pattern comparison and run it."),
        edit("/Users/mira/code/logscan/Makefile", ".PHONY: test\n",
             ".PHONY: test bench\n\nbench:\n\thyperfine -i --warmup 3 --export-markdown bench.md \\\n"
             "\t  './target/release/logscan E9999 fixtures/big.log' 'grep -c E9999 fixtures/big.log'\n"),
        sh("make bench", "hyperfine -i --warmup 3 --export-markdown bench.md './target/release/logscan E9999 "
           "fixtures/big.log' 'grep -c E9999 fixtures/big.log'\nBenchmark 1: ./target/release/logscan E9999 "
           "fixtures/big.log\n" + FAST + " \nBenchmark 2: grep -c E9999 fixtures/big.log\n" + FAST +
           "  Warning: Ignoring non-zero exit code.\n"),
    )
    T.pair("t29-hyperfine-exit", "l-hyperfine-make", "applied",
           "the Makefile target the session writes passes -i and make bench runs it without the abort")
    T.later(
        "l-hyperfine-startup", "/home/theo/src/needle", "2025-07-09T16:45:00Z", "perf/startup",
        u("Measure needle's startup time with and without the plugin cache."),
        sh("hyperfine --warmup 5 'needle --version' 'NEEDLE_NO_CACHE=1 needle --version'",
           "Benchmark 1: needle --version\n" + FAST + " \nBenchmark 2: NEEDLE_NO_CACHE=1 needle --version\n" + FAST),
    )
    T.pair("t29-hyperfine-exit", "l-hyperfine-startup", "neither",
           "hyperfine run for commands that succeed; no failure and no -i")
    T.later(
        "l-hyperfine-export", "/Users/mira/code/jsondiff", "2025-07-22T11:30:00Z", "perf/report",
        u("Export the parse benchmark as JSON into reports/."),
        sh("hyperfine --export-json reports/parse.json 'jsondiff --parse-only big.json'",
           "Error: Failed to create 'reports/parse.json': No such file or directory (os error 2)", True),
        sh("mkdir -p reports && hyperfine --export-json reports/parse.json 'jsondiff --parse-only big.json'",
           "Benchmark 1: jsondiff --parse-only big.json\n" + FAST),
    )
    T.pair("t29-hyperfine-exit", "l-hyperfine-export", "neither",
           "a different hyperfine error (export path missing), no non-zero exit abort and no -i")
    T.later(
        "l-hyperfine-april", "/Users/mira/code/logscan", "2025-04-29T15:00:00Z", "perf/first",
        u("First rough benchmark against grep."),
        sh("hyperfine 'grep -c NOPE fixtures/big.log'", "Benchmark 1: grep -c NOPE fixtures/big.log\n" + NONZERO,
           True),
        sh("hyperfine -i 'grep -c NOPE fixtures/big.log'", "Benchmark 1: grep -c NOPE fixtures/big.log\n" + FAST +
           "  Warning: Ignoring non-zero exit code.\n"),
    )
    T.pair("t29-hyperfine-exit", "l-hyperfine-april", "neither", "dated before the lesson's source session")


FILLS: list[Callable[[], None]] = [crictl_source, crictl_later_a, crictl_later_b, crictl_later_c,
                                   hyperfine_source, hyperfine_later]
