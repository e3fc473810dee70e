"""A path a session put in place: the destination of a copy that worked (`install -D -m 600 ~/Downloads/kaggle.json
~/.kaggle/kaggle.json`, `cp`, `mv`, `ln -s`, `rsync`, `scp`). A lesson whose fix names that path among others ("or put
the token at ~/.kaggle/kaggle.json") was applied by putting it there, though the path is no program the call ran.
(`tee` is left out: a file it writes is as often a log or a value echoed into /proc as a fix put in place; counting it
made a false application on a never-read tracking corpus.)"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from core.tracking.wordmatch import path_matches

# Programs whose last operand is where they write (given two or more, and no `-t DIR` naming the folder instead)
_COPIERS = ("cp", "install", "mv", "ln", "rsync", "scp")


def _written(words: list[str]) -> list[str]:
    """The file a call of a copier wrote."""
    operands = [w for w in words[1:] if not w.startswith("-")]
    if len(operands) < 2 or any(w in ("-t", "--target-directory") or w.startswith("--target-directory=")
                                for w in words):
        return []
    return operands[-1:]


def placed(anchor: str, programs: Mapping[str, Sequence[tuple[list[str], int, int | None]]],
           early: Callable[[int | None], bool]) -> bool:
    """Whether a call of a copier that worked (`early`: in time, before any trouble) wrote to `anchor`."""
    return any(early(ok) and any(path_matches(anchor, w) for w in _written(words))
               for key in _COPIERS for words, _at, ok in programs.get(key, ()))
