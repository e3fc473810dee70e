"""The command a typo most likely meant (`stauts` -> status).

Optimal string alignment distance (edits, with a swap of two neighbours as
one edit, the commonest typing slip); among equally close words the one of the
typed length wins, so a swap beats a dropped letter (`stauts` is `status`,
not `stats`)."""
from __future__ import annotations


def distance(a: str, b: str) -> int:
    """Edits from a to b: insert, delete, replace, or swap two neighbours."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def closest(typed: str, words: list[str]) -> str | None:
    """The word meant, or None when nothing is close (at most a third of the letters off)."""
    limit = max(1, len(typed) // 3)
    scored = sorted((distance(typed.lower(), w.lower()), abs(len(w) - len(typed)), w) for w in words)
    if not scored or scored[0][0] > limit:
        return None
    return scored[0][2]
