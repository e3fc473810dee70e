"""Answer a [y/N] question on a real pseudo-terminal, as a person at a keyboard would."""
from __future__ import annotations

import os
import pty
import select
import subprocess
import time
from typing import Mapping, Sequence


def answer_on_terminal(argv: Sequence[str], *, env: Mapping[str, str], cwd: str | os.PathLike,
                       answer: bytes | None, prompt: bytes = b"[y/N]", timeout: float = 120,
                       new_session: bool = False) -> tuple[int, bytes]:
    """Run `argv` with stdin/stdout/stderr on a pty; type `answer` at the first `prompt`
    (None: Ctrl-D, end of input). Returns the exit status and everything printed."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(list(argv), stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=dict(env),
                            close_fds=True, start_new_session=new_session)
    os.close(slave)
    out = b""
    answered = False
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    break  # the other side closed: the program ended
                if not chunk:
                    break
                out += chunk
            if not answered and prompt in out:
                os.write(master, answer if answer is not None else b"\x04")
                answered = True
            if proc.poll() is not None and not ready:
                break
    finally:
        os.close(master)
    return proc.wait(timeout=30), out
