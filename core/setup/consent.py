"""Asking before changing a person's files.

Only an explicit y/yes typed on a terminal (or --yes) is consent: a pipe, a
closed stdin or an empty line is a no, an answer that is neither asks again, and each answer is echoed so a log of
the run shows what was decided and why."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, TextIO


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

    def interactive(self) -> bool:
        """A person at a terminal answers (not --yes, not a pipe)."""
        if self.assume_yes:
            return False
        try:
            return self.stdin.isatty()
        except ValueError:
            return False

    def ask(self, question: str, show: Callable[[], None] | None = None) -> bool:
        """y/yes is a yes; n/no, an empty line or the end of input is a no.
        Anything else (`maybe`, a typo) asks again rather than being taken
        as an answer; with `show`, `s`/`show` prints the details and asks again."""
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
        while True:
            self.write(question)
            try:
                answer = self.stdin.readline()
            except (OSError, ValueError):
                answer = ""
            if not answer:
                self.say()
                return False
            word = answer.strip().lower()
            if word in ("y", "yes"):
                return True
            if word in ("", "n", "no"):
                return False
            if show is not None and word in ("s", "show"):
                show()
                continue
            self.say("Please answer y or n" + (" (or s to show the lines first)." if show else "."))
