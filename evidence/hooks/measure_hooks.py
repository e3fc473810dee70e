#!/usr/bin/env python3
"""When do Claude Code's hooks fire? Measured on the real binary.

    python3 evidence/hooks/measure_hooks.py [--only NAME,...] [--json OUT] [--keep]

Every scenario gets a throw-away HOME whose ~/.claude/settings.json registers
`hook.sh` for SessionStart, UserPromptSubmit, Stop, StopFailure and SessionEnd.
`hook.sh` appends one line per call (time, event, its pid, CLAUDE_PID, generation,
stdin JSON) to a log, so the log says which claude process fired what. Claude
Code talks to the scripted fake API in tests/fakeapi; nothing leaves the host.

The binary is $CLAUDE_DISTILL_TEST_CLAUDE, else the CI cache path (see
tests/harness/claude.py). Interactive scenarios need tmux.

The scenario functions return plain dicts; features/steps/adr_evidence_steps.py
calls them one by one to assert the observations docs/adr/0001 rests on."""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fakeapi import FakeAnthropic  # noqa: E402
from tests.harness import (  # noqa: E402
    TmuxClaude,
    find_session_files,
    make_claude_home,
    permission_args,
    real_claude_path,
    wait_until,
)

EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "StopFailure", "SessionEnd")

# One line per hook call: time, event, hook pid, CLAUDE_PID, generation, stdin JSON.
# ACTION (third argument) lets one event do more than log:
#   sleep:N   stay busy N seconds, logging "<event>-finished" or "<event>-signalled SIG"
#   detach:N  start a detached worker (setsid) that logs "worker-finished" after N s
#   spawn     start a detached `claude -p` (the way a hook-based distiller would),
#             at most $MAX_GENERATION generations deep
HOOK_SH = r'''#!/bin/bash
log=$1; event=$2; action=${3:-}
gen=${HOOK_GENERATION:-0}
line() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(date +%s.%N)" "$1" "$$" "${CLAUDE_PID:-}" "$gen" "$2" >> "$log"; }
json=$(cat | tr '\n' ' ')
line "$event" "$json"
case $action in
  sleep:*)
    for sig in TERM INT HUP; do trap "line '$event-signalled' $sig; exit 1" $sig; done
    sleep "${action#sleep:}" & wait $!
    line "$event-finished" "" ;;
  detach:*)
    setsid bash -c "sleep ${action#detach:}; printf '%s\tworker-finished\t%s\t\t$gen\t\n' \"\$(date +%s.%N)\" \$\$ >> '$log'" \
      </dev/null >/dev/null 2>&1 & ;;
  spawn)
    if [ "$gen" -lt "${MAX_GENERATION:-0}" ]; then
      next=$((gen + 1))
      HOOK_GENERATION=$next setsid "$CHILD_CLAUDE" -p "distil generation $next" $CHILD_ARGS \
        </dev/null >>"$log.children" 2>&1 &
      line "spawned-child" "generation $next pid $!"
    fi ;;
esac
exit 0
'''


# ---------------------------------------------------------------------------
# plumbing
# ---------------------------------------------------------------------------


class Lab:
    """A fake API, a work folder and a hook-logging HOME for one scenario."""

    def __init__(self, base: Path, claude: str, *, session_end_action: str = "",
                 session_end_timeout: float | None = None, extra_env: dict | None = None,
                 script: list | None = None):
        self.base = base
        self.claude = claude
        self.log = base / "hooks.log"
        self.work = base / "work"
        self.work.mkdir(parents=True)
        hook = base / "hook.sh"
        hook.write_text(HOOK_SH)
        hook.chmod(0o755)
        hooks: dict = {}
        for event in EVENTS:
            entry: dict = {"type": "command", "command": f"{hook} {self.log} {event}"}
            if event == "SessionEnd":
                if session_end_action:
                    entry["command"] += f" {session_end_action}"
                if session_end_timeout is not None:
                    entry["timeout"] = session_end_timeout
            hooks[event] = [{"matcher": "", "hooks": [entry]}]
        self.api = FakeAnthropic(script=script or [
            {"match_last_user": "slow", "text": "Slow answer.", "delay": 8},
            {"text": "OK."},
        ], log_path=base / "requests.jsonl").start()
        self.env = make_claude_home(base, self.api.url, [self.work], settings={"hooks": hooks},
                                    extra_env=extra_env)
        self.log.touch()

    def close(self) -> None:
        self.api.stop()

    def records(self) -> list[dict]:
        out = []
        for raw in self.log.read_text(errors="replace").splitlines():
            parts = raw.split("\t", 5)
            if len(parts) < 6:
                continue
            stamp, event, hook_pid, claude_pid, gen, payload = parts
            try:
                data = json.loads(payload) if payload.strip().startswith("{") else None
            except ValueError:
                data = None
            out.append({"t": float(stamp), "event": event, "hook_pid": int(hook_pid or 0),
                        "claude_pid": int(claude_pid) if claude_pid.isdigit() else None,
                        "generation": int(gen or 0), "data": data, "extra": payload.strip()})
        out.sort(key=lambda r: r["t"])
        return out

    def count(self, event: str, pid: int | None = None) -> int:
        return sum(1 for r in self.records()
                   if r["event"] == event and (pid is None or r["claude_pid"] == pid))

    def wait_count(self, event: str, n: int, timeout: float = 40) -> None:
        wait_until(lambda: self.count(event) >= n, timeout=timeout,
                   message=f"{event} was not seen {n} times within {timeout}s:\n{self.log.read_text()}")

    def sessions_files(self) -> list[str]:
        return [p.name for p in find_session_files(self.env["HOME"])]

    def print_run(self, prompt: str, *extra: str, timeout: float = 60) -> dict:
        """Run `claude -p`; `ended` is when the process exited (not when its pipes closed)."""
        out, err = self.base / "stdout.txt", self.base / "stderr.txt"
        started = time.time()
        with open(out, "w") as fo, open(err, "w") as fe:
            proc = subprocess.Popen([self.claude, "-p", prompt, *permission_args(), *extra], env=self.env,
                                    cwd=self.work, stdin=subprocess.DEVNULL, stdout=fo, stderr=fe)
            rc = proc.wait(timeout=timeout)
        ended = time.time()
        return {"rc": rc, "pid": proc.pid, "stdout": out.read_text(errors="replace"),
                "stderr": err.read_text(errors="replace"), "started": started, "ended": ended}


def sequence(records: list[dict], pid: int | None = None) -> str:
    """`SessionStart(startup) UserPromptSubmit Stop … SessionEnd(other)` for one process."""
    parts = []
    for r in records:
        if pid is not None and r["claude_pid"] != pid:
            continue
        if r["event"] not in EVENTS:
            continue
        data = r["data"] or {}
        detail = data.get("source") or data.get("reason") or ""
        parts.append(f"{r['event']}({detail})" if detail else r["event"])
    return " ".join(parts) or "(nothing)"


def pids(records: list[dict]) -> list[int]:
    seen: list[int] = []
    for r in records:
        if r["claude_pid"] and r["claude_pid"] not in seen:
            seen.append(r["claude_pid"])
    return seen


def _scenario(fn):
    SCENARIOS[fn.__name__] = fn
    return fn


SCENARIOS: dict = {}


def _wait_ready(tui: TmuxClaude) -> None:
    tui.wait_for(r"accept edits on|\? for shortcuts", timeout=40)


# ---------------------------------------------------------------------------
# scenarios
# ---------------------------------------------------------------------------


@_scenario
def print_two_turns(base: Path, claude: str) -> dict:
    """`claude -p` then `claude -p --continue`: two processes, one conversation."""
    lab = Lab(base, claude)
    try:
        first = lab.print_run("first turn")
        second = lab.print_run("second turn", "--continue")
        time.sleep(0.5)
        recs = lab.records()
        procs = pids(recs)
        ids = {(r["data"] or {}).get("session_id") for r in recs if r["data"]}
        return {
            "scenario": "print_two_turns",
            "how": "claude -p 'first turn'; claude -p --continue 'second turn'",
            "rc": [first["rc"], second["rc"]],
            "per_process": [sequence(recs, p) for p in procs],
            "stop": lab.count("Stop"), "session_end": lab.count("SessionEnd"),
            "processes": len(procs), "session_ids": len(ids - {None}),
        }
    finally:
        lab.close()


@_scenario
def interactive_two_turns(base: Path, claude: str) -> dict:
    """One interactive process, two prompts, then /exit."""
    lab = Lab(base, claude)
    try:
        with TmuxClaude(claude, lab.env, lab.work) as tui:
            _wait_ready(tui)
            tui.submit("first turn")
            lab.wait_count("Stop", 1)
            tui.submit("second turn")
            lab.wait_count("Stop", 2)
            tui.submit("/exit")
            rc = tui.wait_exit(timeout=30)
            pid = tui.pid
        time.sleep(0.5)
        recs = lab.records()
        return {
            "scenario": "interactive_two_turns",
            "how": "tmux: claude; 'first turn'; 'second turn'; /exit",
            "rc": rc, "per_process": [sequence(recs, pid)],
            "stop": lab.count("Stop", pid), "session_end": lab.count("SessionEnd", pid),
            "session_end_reasons": [(r["data"] or {}).get("reason") for r in recs
                                    if r["event"] == "SessionEnd"],
        }
    finally:
        lab.close()


def _killed(base: Path, claude: str, sig: signal.Signals) -> dict:
    """Interactive: one finished turn, then a signal while the second turn waits on the API."""
    lab = Lab(base, claude)
    try:
        with TmuxClaude(claude, lab.env, lab.work) as tui:
            _wait_ready(tui)
            tui.submit("first turn")
            lab.wait_count("Stop", 1)
            tui.submit("slow second turn")
            lab.wait_count("UserPromptSubmit", 2)
            time.sleep(1.0)  # the request to the fake API is in flight
            pid = tui.pid
            sessions_before = lab.sessions_files()
            os.kill(pid, sig)
            rc = tui.wait_exit(timeout=30)
            time.sleep(2.5)  # let any SessionEnd hook finish writing
            recs = lab.records()
            sessions_after = lab.sessions_files()
        return {
            "scenario": f"interactive_{sig.name}",
            "how": f"tmux: claude; 'first turn'; 'slow second turn'; kill -{sig.name[3:]} <pid> mid-turn",
            "rc": rc, "per_process": [sequence(recs, pid)],
            "stop": lab.count("Stop", pid), "session_end": lab.count("SessionEnd", pid),
            "session_end_reasons": [(r["data"] or {}).get("reason") for r in recs
                                    if r["event"] == "SessionEnd"],
            "sessions_pid_json_left": f"{pid}.json" in sessions_after,
            "sessions_pid_json_during": f"{pid}.json" in sessions_before,
        }
    finally:
        lab.close()


for _sig in (signal.SIGKILL, signal.SIGQUIT, signal.SIGSEGV, signal.SIGTERM, signal.SIGHUP):
    def _make(sig):
        def fn(base: Path, claude: str) -> dict:
            return _killed(base, claude, sig)
        fn.__name__ = f"interactive_{sig.name}"
        return fn
    _scenario(_make(_sig))


@_scenario
def print_SIGKILL(base: Path, claude: str) -> dict:
    """`claude -p` killed with SIGKILL while its only turn waits on the API."""
    lab = Lab(base, claude)
    try:
        proc = subprocess.Popen([claude, "-p", "slow turn", *permission_args()], env=lab.env,
                                cwd=lab.work, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        lab.wait_count("UserPromptSubmit", 1)
        time.sleep(1.0)
        proc.kill()
        rc = proc.wait(timeout=30)
        time.sleep(2.5)
        recs = lab.records()
        return {
            "scenario": "print_SIGKILL", "how": "claude -p 'slow turn' & kill -KILL <pid> mid-turn",
            "rc": 128 + 9 if rc == -9 else rc, "per_process": [sequence(recs, proc.pid)],
            "stop": lab.count("Stop"), "session_end": lab.count("SessionEnd"),
            "sessions_pid_json_left": f"{proc.pid}.json" in lab.sessions_files(),
        }
    finally:
        lab.close()


def _budget(base: Path, claude: str, name: str, timeout: float | None, env: dict | None) -> dict:
    lab = Lab(base, claude, session_end_action="sleep:5", session_end_timeout=timeout, extra_env=env)
    try:
        run = lab.print_run("one turn")
        time.sleep(6.5)  # longer than the hook's own 5 s
        recs = lab.records()
        start = next(r["t"] for r in recs if r["event"] == "SessionEnd")
        finished = [r for r in recs if r["event"] == "SessionEnd-finished"]
        signalled = [r for r in recs if r["event"] == "SessionEnd-signalled"]
        return {
            "scenario": name,
            "how": ("claude -p 'one turn' with a SessionEnd hook that sleeps 5 s"
                    + (f", hook timeout {timeout:g}" if timeout is not None else "")
                    + (" and " + " ".join(f"{k}={v}" for k, v in env.items()) if env else "")),
            "rc": run["rc"],
            "claude_exit_after_s": round(run["ended"] - start, 2),
            "hook_finished": bool(finished),
            "hook_signalled": signalled[0]["extra"] if signalled else None,
            "hook_signalled_after_s": round(signalled[0]["t"] - start, 2) if signalled else None,
            "hook_cancelled_message": "Hook cancelled" in (run["stdout"] + run["stderr"]),
        }
    finally:
        lab.close()


@_scenario
def session_end_budget(base: Path, claude: str) -> dict:
    return _budget(base, claude, "session_end_budget", None, None)


@_scenario
def session_end_budget_hook_timeout(base: Path, claude: str) -> dict:
    return _budget(base, claude, "session_end_budget_hook_timeout", 10, None)


@_scenario
def session_end_budget_env(base: Path, claude: str) -> dict:
    return _budget(base, claude, "session_end_budget_env", None,
                   {"CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS": "8000"})


@_scenario
def session_end_detached_worker(base: Path, claude: str) -> dict:
    """A SessionEnd hook that only starts a detached worker fits the default budget."""
    lab = Lab(base, claude, session_end_action="detach:4")
    try:
        run = lab.print_run("one turn")
        start = next(r["t"] for r in lab.records() if r["event"] == "SessionEnd")
        wait_until(lambda: any(r["event"] == "worker-finished" for r in lab.records()), timeout=15)
        done = next(r["t"] for r in lab.records() if r["event"] == "worker-finished")
        return {
            "scenario": "session_end_detached_worker",
            "how": "claude -p 'one turn' with a SessionEnd hook that setsid-starts a 4 s worker",
            "rc": run["rc"], "claude_exit_after_s": round(run["ended"] - start, 2),
            "worker_finished_after_s": round(done - start, 2),
        }
    finally:
        lab.close()


def _child_generations(lab: Lab) -> set[str]:
    """Generations of spawned children that reached the API (read from the prompts)."""
    found = set()
    for req in lab.api.message_requests():
        found.update(re.findall(r"distil generation (\d+)", json.dumps(req.get("body"))))
    return found


def _children(base: Path, claude: str, name: str, child_args: str, generations: int) -> dict:
    env = {"CHILD_CLAUDE": claude, "MAX_GENERATION": str(generations), "CHILD_ARGS": child_args}
    lab = Lab(base, claude, session_end_action="spawn", extra_env=env)
    try:
        run = lab.print_run("the person's own session")

        def settled():
            recs = lab.records()
            spawned = sum(1 for r in recs if r["event"] == "spawned-child")
            child_requests = _child_generations(lab)
            ends = sum(1 for r in recs if r["event"] == "SessionEnd")
            # every spawned child has either fired its SessionEnd or at least talked to the API
            return spawned and (ends > spawned or (child_args and len(child_requests) >= spawned))
        try:
            wait_until(settled, timeout=30 * generations, interval=0.2)
        except TimeoutError:
            pass
        time.sleep(2.0)
        recs = lab.records()
        child_requests = _child_generations(lab)
        by_gen: dict[int, list[str]] = {}
        for r in recs:
            if r["event"] in EVENTS:
                by_gen.setdefault(r["generation"], []).append(r["event"])
        return {
            "scenario": name,
            "how": (f"claude -p; its SessionEnd hook runs setsid claude -p {child_args}'distil…'"
                    .replace("  ", " ") + f" in the background; guard stops at generation {generations}"),
            "rc": run["rc"],
            "processes_with_hooks": len(pids(recs)),
            "events_by_generation": {g: " ".join(ev) for g, ev in sorted(by_gen.items())},
            "children_spawned": sum(1 for r in recs if r["event"] == "spawned-child"),
            "child_api_requests": len(child_requests),
        }
    finally:
        lab.close()


@_scenario
def hooks_fire_in_child(base: Path, claude: str) -> dict:
    return _children(base, claude, "hooks_fire_in_child", "", 3)


@_scenario
def bare_child_skips_hooks(base: Path, claude: str) -> dict:
    return _children(base, claude, "bare_child_skips_hooks", "--bare ", 1)


@_scenario
def safe_mode_child_skips_hooks(base: Path, claude: str) -> dict:
    """The flag the distiller's claude backend passes (core/distil/backends/claude_cli.py)."""
    return _children(base, claude, "safe_mode_child_skips_hooks", "--safe-mode ", 1)


# ---------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------


def observations(results: dict[str, dict]) -> list[tuple[str, str, str]]:
    """(observation, measured, how to reproduce) rows for whatever ran."""
    rows = []
    r = results.get("interactive_two_turns")
    if r:
        rows.append(("Stop fires once per turn, SessionEnd once per process (interactive)",
                     f"Stop×{r['stop']}, SessionEnd×{r['session_end']} ({', '.join(map(str, r['session_end_reasons']))}); "
                     f"rc {r['rc']}", r["how"]))
    r = results.get("print_two_turns")
    if r:
        rows.append(("-p: each process fires its own SessionStart…SessionEnd, one conversation spans both",
                     f"{r['processes']} processes, {r['session_ids']} session id; Stop×{r['stop']}, "
                     f"SessionEnd×{r['session_end']}; rc {r['rc']}", r["how"]))
    for sig in ("SIGKILL", "SIGQUIT", "SIGSEGV", "SIGTERM", "SIGHUP"):
        r = results.get(f"interactive_{sig}")
        if r:
            end = (f"SessionEnd({','.join(map(str, r['session_end_reasons']))})" if r["session_end"]
                   else "no SessionEnd")
            rows.append((f"{sig} mid-turn (interactive)",
                         f"Stop×{r['stop']} (2nd turn lost), {end}; rc {r['rc']}; "
                         f"sessions/<pid>.json {'left stale' if r['sessions_pid_json_left'] else 'removed'}",
                         r["how"]))
    r = results.get("print_SIGKILL")
    if r:
        rows.append(("SIGKILL mid-turn (-p)",
                     f"Stop×{r['stop']}, SessionEnd×{r['session_end']}; rc {r['rc']}; sessions/<pid>.json "
                     f"{'left stale' if r['sessions_pid_json_left'] else 'removed'}", r["how"]))
    for key in ("session_end_budget", "session_end_budget_hook_timeout", "session_end_budget_env"):
        r = results.get(key)
        if r:
            fate = ("finished" if r["hook_finished"] else
                    f"killed ({r['hook_signalled']}) after {r['hook_signalled_after_s']} s" if r["hook_signalled"]
                    else "never finished")
            rows.append(("SessionEnd budget" + {"session_end_budget": " (default)",
                                                 "session_end_budget_hook_timeout": " (hook timeout 10)",
                                                 "session_end_budget_env": " (env 8000 ms)"}[key],
                         f"claude exited {r['claude_exit_after_s']} s after the hook started; hook {fate}; "
                         f"'Hook cancelled' printed: {'yes' if r['hook_cancelled_message'] else 'no'}",
                         r["how"]))
    r = results.get("session_end_detached_worker")
    if r:
        rows.append(("a detached worker started by SessionEnd outlives the budget",
                     f"claude exited {r['claude_exit_after_s']} s after the hook started; worker finished "
                     f"{r['worker_finished_after_s']} s after", r["how"]))
    r = results.get("hooks_fire_in_child")
    if r:
        gens = "; ".join(f"gen {g}: {ev}" for g, ev in r["events_by_generation"].items())
        rows.append(("hooks fire in a `claude -p` started by a hook: a self-triggering chain",
                     f"{r['processes_with_hooks']} claude processes fired hooks ({gens}); stopped only by the guard",
                     r["how"]))
    for key, flag in (("bare_child_skips_hooks", "--bare"), ("safe_mode_child_skips_hooks", "--safe-mode")):
        r = results.get(key)
        if r:
            gens = "; ".join(f"gen {g}: {ev}" for g, ev in r["events_by_generation"].items())
            rows.append((f"a `claude -p {flag}` child fires no settings hooks",
                         f"children that reached the API: {r['child_api_requests']}; hooks seen: {gens}",
                         r["how"]))
    return rows


def table(rows: list[tuple[str, str, str]]) -> str:
    out = ["| observation | measured | how to reproduce |", "|---|---|---|"]
    for obs, measured, how in rows:
        out.append(f"| {obs} | {measured} | `{how}` |")
    return "\n".join(out)


def version(claude: str) -> str:
    try:
        return subprocess.run([claude, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
    except Exception:
        return "?"


def run_one(name: str, claude: str, keep: bool = False) -> dict:
    base = Path(tempfile.mkdtemp(prefix=f"hooks-{name}-"))
    try:
        return SCENARIOS[name](base, claude)
    finally:
        if not keep:
            shutil.rmtree(base, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="comma-separated scenario names (default: all): " + ", ".join(SCENARIOS))
    ap.add_argument("--json", help="also write the raw results here")
    ap.add_argument("--keep", action="store_true", help="keep the temporary homes and logs")
    args = ap.parse_args(argv)
    claude = real_claude_path()
    if not claude:
        print("measure_hooks: the real Claude Code is not installed (set CLAUDE_DISTILL_TEST_CLAUDE)",
              file=sys.stderr)
        return 2
    names = args.only.split(",") if args.only else list(SCENARIOS)
    results: dict[str, dict] = {}
    print(f"# Claude Code {version(claude)}: {claude}", flush=True)
    for name in names:
        t0 = time.time()
        try:
            results[name] = run_one(name, claude, args.keep)
        except Exception as exc:  # one broken scenario must not hide the others
            results[name] = {"scenario": name, "error": f"{type(exc).__name__}: {exc}"}
        r = results[name]
        detail = r.get("error") or " | ".join(r.get("per_process", [])) or ""
        print(f"- {name} ({time.time() - t0:.1f} s) {detail}", flush=True)
    print()
    print(table(observations(results)))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2, default=str) + "\n")
    return 1 if any("error" in r for r in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
