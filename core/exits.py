"""The exit statuses of `claude-distill`, named once.

Scripts branch on these numbers, so each has a name here, the help's table is
generated from this list, and tests/test_exit_codes.py pins which status each
command gives for which outcome. The numbers follow the shell's conventions:
2 for usage as argparse and most tools do, 128+N for death by signal N."""
from __future__ import annotations

from enum import IntEnum


class Exit(IntEnum):
    """One exit status of `claude-distill`; the shim itself only ever passes on claude's."""
    OK = 0
    FAILED = 1        # the command ran and failed: nothing found, a file that cannot be used or written
    USAGE = 2         # what was typed cannot be understood: an unknown command, option, setting or value
    INTERRUPTED = 130  # Ctrl-C (128 + SIGINT)
    PIPE_CLOSED = 141  # the reader of our output went away, as `| head` (128 + SIGPIPE)


MEANING: dict[Exit, str] = {
    Exit.OK: "done (for `status`-like checks: all is well)",
    Exit.FAILED: "the command ran and failed (nothing found, a transcript or file that cannot be used or "
                 "written, a check that does not hold)",
    Exit.USAGE: "what was typed cannot be understood (an unknown command, option, setting or value)",
    Exit.INTERRUPTED: "interrupted (Ctrl-C)",
    Exit.PIPE_CLOSED: "the reader of the output went away (`| head`)",
}


def table(indent: str = "  ") -> str:
    """The help's exit-status table, one line per status."""
    return "\n".join(f"{indent}{int(code):<4} {MEANING[code]}" for code in Exit)
