"""Where two errors name their files (core.tracking.signature's `same_symptom`): in the same folder, under the
same top folder, or the same file in another environment's folder. With the same message, each is the same trap met
on another file."""
from __future__ import annotations


def siblings(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Paths in the same folder (`migrations/1_a.exs`, `migrations/2_b.exs`)."""
    folders = {x.rsplit("/", 1)[0] for x in a if "/" in x}
    return any("/" in y and y.rsplit("/", 1)[0] in folders for y in b)


def same_root(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Paths under the same top folder of the project (`_build/dev/…/migrations/x.exs`,
    `_build/test/…/snapshots/y.json`): with the same message, the same trap met on another file."""
    def roots(xs: tuple[str, ...]) -> set[str]:
        return {x.lstrip("/").split("/", 1)[0] for x in xs if x.count("/") >= 2 and not x.startswith(("/", "~"))}
    return bool(roots(a) & roots(b))


def same_file_elsewhere(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """The same file under the same top folder, one folder between them told apart
    (`tf-state/prod/terraform.tfstate`, `tf-state/staging/terraform.tfstate`: another environment's copy)."""
    def parts(xs: tuple[str, ...]) -> set[tuple[str, str, int]]:
        out = set()
        for x in xs:
            p = [q for q in x.split("/") if q]
            if len(p) >= 3 and not x.startswith(("/", "~")) and "." in p[-1]:
                out.add((p[0], p[-1], len(p)))
        return out
    return bool(parts(a) & parts(b))
