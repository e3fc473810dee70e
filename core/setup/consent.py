"""Asking before changing a person's files.

Only an explicit y/yes typed on a terminal (or --yes) is consent: a pipe, a
closed stdin or an empty line is a no, and each answer is echoed so a log of
the run shows what was decided and why."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TextIO


@dataclass
class Console:
    """Where set-up talks to the person: what it says, and where answers come from."""
    stdin: TextIO
    stdout: TextIO
    assume_yes: bool = False

    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")
        self.stdout.flush()

    def write(self, text: str) -> None:
        self.stdout.write(text)
        self.stdout.flush()

    def ask(self, question: str) -> bool:
        if self.assume_yes:
            self.say(question + "yes (--yes)")
            return True
        try:
            interactive = self.stdin.isatty()
        except ValueError:
            interactive = False
        if not interactive:
            self.say(question + "no (no terminal to ask; --yes accepts)")
            return False
        self.write(question)
        try:
            answer = self.stdin.readline()
        except (OSError, ValueError):
            answer = ""
        if not answer:
            self.say()
        return answer.strip().lower() in ("y", "yes")
