"""Errors that reach the person as one line, never as a traceback."""


class UserError(Exception):
    """Bad input or a refused operation: printed as `claude-distill: <msg>`."""

    def __init__(self, message: str, code: int = 2):
        super().__init__(message)
        self.code = code
