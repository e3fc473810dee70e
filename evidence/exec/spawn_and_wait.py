#!/usr/bin/env python3
"""The design ADR 0003 rejects, kept small for comparison: start claude as a
child, forward the signals that can be forwarded, wait, then run the
after-session work, and exit with the child's status.

    spawn_and_wait.py <real claude> [args…]

The after-session work is a line appended to $AFTER_LOG."""
import os
import signal
import subprocess
import sys

child = subprocess.Popen(sys.argv[1:])
for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGQUIT):
    signal.signal(sig, lambda s, _f: child.send_signal(s))
rc = child.wait()
if os.environ.get("AFTER_LOG"):
    with open(os.environ["AFTER_LOG"], "a") as fh:
        fh.write(f"after-session work ran for pid {child.pid}, status {rc}\n")
if rc < 0:  # died of a signal: die of the same one so the shell sees 128+N
    signal.signal(-rc, signal.SIG_DFL)
    os.kill(os.getpid(), -rc)
sys.exit(rc)
