#!/usr/bin/env python3
"""How much the `claude` shim costs, measured side by side in one run.

    python3 bench/bench_shim.py [--runs N] [--real PATH] [--zipapp PATH] [--compare PATH]

Rows (medians of N interleaved runs, wall time from spawn to exit):

  real          the real binary, `claude --version`, directly
  floor         a minimal zipapp that only execs the real binary, same
                interpreter, `-I -S`: the least any zipapp shim can cost
  shim          `claude --version` through the shim (pass-through path)
  floor-true    the floor zipapp exec'ing a stand-in that exits at once
  wrap-true     a session start through the shim (watcher started) on that
                stand-in, stdout and stderr captured by pipes like `$(claude -p …)`
  escape-true   the same with CLAUDE_DISTILL_INSIDE=1, the escape hatch: passed
                through, with the helper that records the session as left alone

Codex rows (when the real Codex CLI is found, --codex PATH): `codex-real`,
`codex-floor` (the floor zipapp exec'ing the real codex), `codex-shim`
(`codex --version` through the shim), `codex-wrap-true` (a codex session start
through the shim on the `true` stand-in); the same goals.

With --compare, a second zipapp (an older build, another install) gets the
rows `shim-b` and `escape-true-b`, interleaved in the same run, so a change is
measured side by side rather than across runs on a machine whose load moves.

Goals: shim / floor <= 1.05 (a pass-through, start to exit, within 1.05x of
the floor zipapp's), and wrap-true - floor-true <= 15 ms. The overheads over
the real binary alone, (shim - real) and (floor - real), are printed too. The wrap rows read pipes to EOF, so a watcher that held on to the
caller's output would show up as its whole lifetime, not a few milliseconds.

It uses the installed zipapp (install/install.py) when there is one, else it
builds its own in a temporary folder with this interpreter."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_REAL = Path.home() / ".cache/claude-distill-ci/claude-code-2.1.332/node_modules/.bin/claude"
DEFAULT_CODEX = Path.home() / ".cache/claude-distill-ci/codex-0.171.0/node_modules/.bin/codex"
FLOOR_MAIN = ("import os, sys\n"
              "real = os.environ['BENCH_REAL'].encode()\n"
              "os.execv(real, [real] + [os.fsencode(a) for a in sys.argv[1:]])\n")


def installed_zipapp() -> tuple[Path, str] | None:
    xdg = os.environ.get("XDG_DATA_HOME", "")
    data = Path(xdg) if xdg.startswith("/") else Path.home() / ".local" / "share"
    manifest = data / "claude-distill" / "install.json"
    try:
        info = json.loads(manifest.read_text())
        return Path(info["zipapp"]), info["python"]
    except (OSError, ValueError, KeyError):
        return None


def build_floor(out: Path, python: str) -> Path:
    """The same packaging as the real zipapp (stored, precompiled), minus everything but the exec."""
    import zipfile
    sys.path.insert(0, str(ROOT / "install"))
    import build
    with zipfile.ZipFile(out.with_suffix(".zip"), "w", zipfile.ZIP_STORED) as zf:
        zf.writestr("__main__.py", FLOOR_MAIN)
        zf.writestr("__main__.pyc", build._pyc(FLOOR_MAIN.encode(), "__main__.py"))
    data = f"#!{python} -IS\n".encode() + out.with_suffix(".zip").read_bytes()
    out.write_bytes(data)
    out.chmod(0o755)
    return out


def run_once(argv: list[str], env: dict[str, str], pipes: bool) -> float:
    """Spawn, read the output pipes to EOF (if any), reap; seconds elapsed."""
    devnull = os.open(os.devnull, os.O_RDWR)
    r = w = -1
    if pipes:
        r, w = os.pipe()
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 0),
               (os.POSIX_SPAWN_DUP2, w if pipes else devnull, 1),
               (os.POSIX_SPAWN_DUP2, w if pipes else devnull, 2)]
    t0 = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=actions)
    if pipes:
        os.close(w)
        while os.read(r, 65536):
            pass
        os.close(r)
    os.waitpid(pid, 0)
    elapsed = time.perf_counter() - t0
    os.close(devnull)
    return elapsed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--real", default=os.environ.get("CLAUDE_DISTILL_TEST_CLAUDE") or str(DEFAULT_REAL))
    ap.add_argument("--codex", default=os.environ.get("CLAUDE_DISTILL_TEST_CODEX") or str(DEFAULT_CODEX))
    ap.add_argument("--zipapp", help="the claude-distill zipapp to measure (default: installed, else built)")
    ap.add_argument("--compare", help="a second zipapp measured side by side (rows shim-b, escape-true-b)")
    a = ap.parse_args()
    real = os.path.realpath(a.real)
    if not os.access(real, os.X_OK):
        print(f"bench: no real Claude Code at {a.real} (use --real)", file=sys.stderr)
        return 2

    tmp = Path(tempfile.mkdtemp(prefix="cd-bench-"))
    try:
        if a.zipapp:
            zipapp, python = Path(a.zipapp), Path(a.zipapp).read_bytes().split(b"\n", 1)[0][2:].split()[0].decode()
        elif installed_zipapp():
            zipapp, python = installed_zipapp()
        else:
            sys.path.insert(0, str(ROOT / "install"))
            import build
            python = sys.executable
            zipapp = build.build(tmp / "claude-distill.pyz", python)
        floor = build_floor(tmp / "floor.pyz", python)
        shim_dir, real_dir, true_dir = tmp / "shim", tmp / "real", tmp / "true"
        for d in (shim_dir, real_dir, true_dir):
            d.mkdir()
        (shim_dir / "claude").symlink_to(zipapp)
        (real_dir / "claude").symlink_to(real)
        true_bin = shutil.which("true") or "/bin/true"
        (true_dir / "claude").symlink_to(os.path.realpath(true_bin))
        home = tmp / "home"
        home.mkdir()
        base = {"HOME": str(home), "LANG": os.environ.get("LANG", "C.UTF-8"),
                "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1", "DISABLE_AUTOUPDATER": "1",
                "CLAUDE_DISTILL_BACKEND": "offline", "CLAUDE_DISTILL_SWEEP_AFTER_SESSION": "0"}
        sys_path = "/usr/local/bin:/usr/bin:/bin"
        env_real = dict(base, PATH=f"{shim_dir}:{real_dir}:{sys_path}", BENCH_REAL=real)
        env_true = dict(base, PATH=f"{shim_dir}:{true_dir}:{sys_path}", BENCH_REAL=os.path.realpath(true_bin))
        pending_dir = home / ".local/state/claude-distill/pending"

        cases: dict[str, tuple[list[str], dict[str, str], bool]] = {
            "real": ([str(real_dir / "claude"), "--version"], env_real, False),
            "floor": ([str(floor), "--version"], env_real, False),
            "shim": ([str(shim_dir / "claude"), "--version"], env_real, False),
            "floor-true": ([str(floor), "hello"], env_true, True),
            "wrap-true": ([str(shim_dir / "claude"), "hello"], env_true, True),
            "escape-true": ([str(shim_dir / "claude"), "hello"], dict(env_true, CLAUDE_DISTILL_INSIDE="1"), True),
        }
        codex = os.path.realpath(a.codex)
        if os.access(codex, os.X_OK):
            (shim_dir / "codex").symlink_to(zipapp)
            (real_dir / "codex").symlink_to(os.path.abspath(a.codex))  # the npm launcher finds its package by it
            (true_dir / "codex").symlink_to(os.path.realpath(true_bin))
            env_codex = dict(env_real, BENCH_REAL=str(real_dir / "codex"))
            cases["codex-real"] = ([str(real_dir / "codex"), "--version"], env_codex, False)
            cases["codex-floor"] = ([str(floor), "--version"], env_codex, False)
            cases["codex-shim"] = ([str(shim_dir / "codex"), "--version"], env_codex, False)
            cases["codex-wrap-true"] = ([str(shim_dir / "codex"), "hello"], env_true, True)
        if a.compare:
            other = tmp / "shim-b"
            other.mkdir()
            (other / "claude").symlink_to(Path(a.compare).absolute())
            cases["shim-b"] = ([str(other / "claude"), "--version"],
                               dict(env_real, PATH=f"{other}:{real_dir}:{sys_path}"), False)
            cases["escape-true-b"] = ([str(other / "claude"), "hello"],
                                      dict(env_true, PATH=f"{other}:{true_dir}:{sys_path}",
                                           CLAUDE_DISTILL_INSIDE="1"), True)
        times: dict[str, list[float]] = {k: [] for k in cases}
        for _ in range(5):  # warm the page cache
            for argv, env, pipes in cases.values():
                run_once(argv, env, pipes)
        # A compared row right after its counterpart: the row after an escape-hatch
        # one shares the machine with that helper's exit and would be penalised.
        order = [n for k in cases if not k.endswith("-b") for n in (k, k + "-b") if n in cases]
        for i in range(a.runs):
            # Every other round backwards, so no row always follows the same one.
            for name in (order if i % 2 == 0 else order[::-1]):
                argv, env, pipes = cases[name]
                times[name].append(run_once(argv, env, pipes))
                if name.startswith("escape-true"):
                    time.sleep(0.02)  # its helper claims its marker after the exec, off the start path
                if name in ("wrap-true", "escape-true", "escape-true-b", "codex-wrap-true"):
                    _wait_idle(pending_dir)
        med = {k: statistics.median(v) * 1000 for k, v in times.items()}
        p90 = {k: statistics.quantiles(v, n=10)[-1] * 1000 for k, v in times.items()}
        print(f"claude-distill shim benchmark: {a.runs} interleaved runs, medians (p90)")
        print(f"interpreter {python}")
        for k in cases:
            print(f"  {k:<13} {med[k]:7.2f} ms  ({p90[k]:.2f})")
        floor_over = med["floor"] - med["real"]
        shim_over = med["shim"] - med["real"]
        ratio = shim_over / floor_over if floor_over > 0 else float("inf")
        wrap_extra = med["wrap-true"] - med["floor-true"]
        total = med["shim"] / med["floor"]
        print(f"pass-through: shim {med['shim']:.2f} ms vs floor {med['floor']:.2f} ms -> ratio {total:.3f} "
              f"(goal <= 1.05) {'OK' if total <= 1.05 else 'MISSED'}")
        print(f"  overhead over the real binary: shim {shim_over:.2f} ms vs floor {floor_over:.2f} ms "
              f"-> ratio {ratio:.2f}")
        print(f"session start: wrap-true - floor-true = {wrap_extra:.2f} ms (goal <= 15) "
              f"{'OK' if wrap_extra <= 15 else 'MISSED'}")
        escape_extra = med["escape-true"] - med["floor-true"]
        print(f"escape hatch session start: escape-true - floor-true = {escape_extra:.2f} ms "
              f"(goal <= 15) {'OK' if escape_extra <= 15 else 'MISSED'}")
        if "codex-shim" in med:
            c_ratio = med["codex-shim"] / med["codex-floor"]
            c_wrap = med["codex-wrap-true"] - med["floor-true"]
            print(f"codex pass-through: shim {med['codex-shim']:.2f} ms vs floor {med['codex-floor']:.2f} ms "
                  f"-> ratio {c_ratio:.3f} (goal <= 1.05) {'OK' if c_ratio <= 1.05 else 'MISSED'}")
            print(f"codex session start: codex-wrap-true - floor-true = {c_wrap:.2f} ms (goal <= 15) "
                  f"{'OK' if c_wrap <= 15 else 'MISSED'}")
        if a.compare:
            print(f"compared with {a.compare}:")
            print(f"  pass-through: shim-b {med['shim-b']:.2f} ms vs floor -> ratio {med['shim-b'] / med['floor']:.3f}"
                  f"; shim / shim-b = {med['shim'] / med['shim-b']:.3f}")
            print(f"  escape hatch: escape-true-b - floor-true = {med['escape-true-b'] - med['floor-true']:.2f} ms; "
                  f"escape-true - escape-true-b = {med['escape-true'] - med['escape-true-b']:.2f} ms")
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _wait_idle(folder: Path, timeout: float = 30) -> None:
    """Let the previous run's watcher finish, outside the timed region."""
    sys.path.insert(0, str(ROOT))
    from core.distil import pending
    pending.wait(timeout, folder=str(folder), interval=0.005)


if __name__ == "__main__":
    sys.exit(main())
