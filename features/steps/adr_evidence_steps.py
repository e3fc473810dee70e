"""Steps for features/adr_evidence.feature: thin calls into the measurement
scripts under evidence/, so the ADR table and these checks share one code path."""
from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

from behave import given, then, when

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, relpath: str):
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / relpath)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _hooks():
    return _load("adr_measure_hooks", "evidence/hooks/measure_hooks.py")


def _exec():
    return _load("adr_measure_exec", "evidence/exec/measure_exec.py")


def _lab_dir(context) -> Path:
    path = context.base / f"hooks-lab-{len(getattr(context, 'hook_results', []))}"
    context.hook_results = getattr(context, "hook_results", []) + [None]
    return path


def _measure(context, fn, *args):
    base = _lab_dir(context)
    base.mkdir(parents=True)
    context.hook_result = fn(base, context.real_claude, *args)
    return context.hook_result


@given('the installed Claude Code with hooks that log their input')
def step_hook_claude(context):
    assert context.real_claude, "the real Claude Code binary is not installed (CLAUDE_DISTILL_TEST_CLAUDE)"
    assert shutil.which("tmux"), "tmux is needed for the interactive measurements"


@when('an interactive Claude Code session answers two prompts and is left with /exit')
def step_interactive_two(context):
    _measure(context, _hooks().interactive_two_turns)


@when('an interactive Claude Code session is killed with {signal} during its second turn')
def step_interactive_killed(context, signal):
    import signal as signals
    _measure(context, _hooks()._killed, getattr(signals, signal))


@then('the hook log shows Stop {stops:d} times and SessionEnd {ends:d} time for that claude process')
@then('the hook log shows Stop {stops:d} times and SessionEnd {ends:d} times for that claude process')
def step_hook_counts(context, stops, ends):
    r = context.hook_result
    assert (r["stop"], r["session_end"]) == (stops, ends), f"measured: {r}"


@then('the logged SessionEnd reason is "{reason}"')
def step_hook_reason(context, reason):
    assert context.hook_result["session_end_reasons"] == [reason], f"measured: {context.hook_result}"


@then('the killed Claude Code exited with status {status:d}')
def step_killed_status(context, status):
    assert context.hook_result["rc"] == status, f"measured: {context.hook_result}"


@then('its sessions/<pid>.json is left behind stale')
def step_stale_session_file(context):
    r = context.hook_result
    assert r["sessions_pid_json_during"] and r["sessions_pid_json_left"], f"measured: {r}"


@when('a print-mode session ends with a SessionEnd hook that needs 5 seconds')
def step_budget(context):
    _measure(context, _hooks().session_end_budget)


@then('the SessionEnd hook was signalled within {seconds:d} seconds and never finished')
def step_budget_cancelled(context, seconds):
    r = context.hook_result
    assert r["hook_signalled"] and not r["hook_finished"], f"measured: {r}"
    assert r["hook_signalled_after_s"] <= seconds, f"measured: {r}"


@then('Claude Code printed "Hook cancelled"')
def step_hook_cancelled_message(context):
    assert context.hook_result["hook_cancelled_message"], f"measured: {context.hook_result}"


@when('a print-mode session ends with a SessionEnd hook that starts a detached 4-second worker')
def step_detached_worker(context):
    _measure(context, _hooks().session_end_detached_worker)


@then('the detached worker finished after Claude Code had exited')
def step_worker_outlived(context):
    r = context.hook_result
    assert r["worker_finished_after_s"] > r["claude_exit_after_s"] + 2, f"measured: {r}"


@when('each SessionEnd hook starts a `claude -p` child, at most {generations:d} generations deep')
def step_children(context, generations):
    _measure(context, _hooks()._children, "hooks_fire_in_child", "", generations)


@then('{count:d} Claude Code processes fired SessionStart, Stop and SessionEnd hooks')
def step_children_fired(context, count):
    r = context.hook_result
    assert r["processes_with_hooks"] == count, f"measured: {r}"
    for gen, events in r["events_by_generation"].items():
        for event in ("SessionStart", "Stop", "SessionEnd"):
            assert event in events.split(), f"generation {gen} fired no {event}: {r}"


@when('a SessionEnd hook starts one `claude -p --safe-mode` child')
def step_safe_mode_child(context):
    _measure(context, _hooks()._children, "safe_mode_child_skips_hooks", "--safe-mode ", 1)


@then('the child reached the fake API but only the first Claude Code process fired hooks')
def step_safe_mode_no_hooks(context):
    r = context.hook_result
    assert r["children_spawned"] == 1 and r["child_api_requests"] == 1, f"measured: {r}"
    assert r["processes_with_hooks"] == 1 and list(r["events_by_generation"]) == [0], f"measured: {r}"


@when('a stand-in claude is killed with SIGKILL through the shim and through a spawn-and-wait wrapper')
def step_exec_vs_spawn(context):
    module = _exec()
    base = context.base / "exec-bench"
    base.mkdir()
    bench = module.Bench(base)
    context.exec_results = {name: module.measure(bench, name) for name in bench.launchers}


@then('through the shim the stand-in died with status 137 and left no orphan')
def step_exec_no_orphan(context):
    r = context.exec_results["exec in place (shim)"]
    assert r["same pid"] and r["SIGKILL"]["status"] == 137 and not r["SIGKILL"]["claude still running"], r


@then('through the spawn-and-wait wrapper the stand-in was left running as an orphan')
def step_spawn_orphan(context):
    r = context.exec_results["spawn-and-wait"]
    assert not r["same pid"] and r["SIGKILL"]["claude still running"], r
