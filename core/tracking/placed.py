"""A path a session put in place: the destination of a copy that worked (`install -D -m 600 ~/Downloads/kaggle.json
~/.kaggle/kaggle.json`, `cp`, `mv`, `ln -s`, `tee`). A lesson whose fix names that path among others ("or put the
token at ~/.kaggle/kaggle.json") was applied by putting it there, though the path is no program the call ran."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from core.tracking.wordmatch import path_matches

# Programs whose last argument is where they write (`tee` writes each file it is given: its last is one).
_WRITERS = ("cp", "install", "mv", "ln", "tee", "rsync", "scp")


def placed(anchor: str, programs: Mapping[str, Sequence[tuple[list[str], int, int | None]]],
           early: Callable[[int | None], bool]) -> bool:
    """Whether a call of a writer that worked (`early`: in time, before any trouble) wrote to `anchor`."""
    return any(early(ok) and len(words) > 2 and not words[-1].startswith("-") and path_matches(anchor, words[-1])
               for key in _WRITERS for words, _at, ok in programs.get(key, ()))
