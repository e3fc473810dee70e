"""Errors that reach the person as one line, never as a traceback."""
from core.exits import Exit


class UserError(Exception):
    """Bad input or a refused operation: printed as `claude-distill: <msg>`.

    The default status is usage (2); a command that ran and failed says
    `code=Exit.FAILED`."""

    def __init__(self, message: str, code: int = Exit.USAGE):
        super().__init__(message)
        self.code = int(code)
