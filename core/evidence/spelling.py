"""Two spellings of one word of a fix: a path from here or from the session's folder, a name given as a value
(`x@2`, `--with=x`), a word with a placeholder (`types-<package>`) and the word that fills it. Read by the fix
check (core.evidence.fix) when it matches what a workaround says against what a call ran."""
from __future__ import annotations

import re
from functools import lru_cache

#: A file's extension at the end of a word (`acme-root-ca.crt`): a file, not a folder.
EXTENSION_RE = re.compile(r"\.[a-z0-9]{1,5}$")


def _path(p: str, cwd: str) -> str:
    for lead in ("$pwd/", "${pwd}/"):
        if p.startswith(lead):
            p = p[len(lead):]
    if cwd and p.startswith(cwd.rstrip("/") + "/"):
        p = p[len(cwd.rstrip("/")) + 1:]
    while p.startswith("./"):
        p = p[2:]
    return p


_PLACEHOLDER_RE = re.compile(r"<[\w-]+>|\{[\w-]+\}|\$\{?[A-Za-z][A-Za-z0-9_]*\}?")


def placeholder(word: str) -> bool:
    """A word that is a placeholder and nothing else (`$USER`, `<token>`): it stands for a word, names none."""
    return _PLACEHOLDER_RE.fullmatch(word) is not None


def one_placeholder(words: tuple[str, ...]) -> tuple[str, ...]:
    """A placeholder written with spaces (`<키 파일>`, `<your key file>`) as one word."""
    out: list[str] = []
    open_ = False
    for w in words:
        if open_:
            out[-1] += " " + w
            open_ = ">" not in w
        else:
            out.append(w)
            open_ = w.startswith("<") and ">" not in w
    return tuple("<x>" if w.startswith("<") and w.endswith(">") and " " in w else w for w in out)


def fills(wanted: str, ran: str) -> bool:
    """A word of the workaround with a placeholder (`<lock>`, `types-<package>`) and a word that fills it; a
    placeholder the citation reader cut off leaves the word dangling (`types-`): a prefix."""
    if wanted.endswith(("-", "_", "@", "=", "/")) and len(wanted) > 1:
        return ran.startswith(wanted) and len(ran) > len(wanted)
    if "/" not in wanted and ran.startswith(("/", "~/")) and EXTENSION_RE.search(wanted) and ran.endswith("/" + wanted):
        return True   # a file named bare (`acme-root-ca.crt`) and where the session had it (`~/Downloads/…`)
    if not _PLACEHOLDER_RE.search(wanted):
        return False
    return re.fullmatch(_filled(wanted), ran) is not None


@lru_cache(maxsize=1024)
def _filled(wanted: str) -> str:
    """A pattern for the words with a placeholder, each placeholder any word."""
    return "".join(r"\S+" if _PLACEHOLDER_RE.fullmatch(part) else re.escape(part)
                   for part in re.split(r"(<[\w-]+>|\{[\w-]+\}|\$\{?[A-Za-z][A-Za-z0-9_]*\}?)", wanted) if part)


def filled_in(wanted: str, text: str, *, path: bool = False) -> bool:
    """Quoted words with a placeholder (`-js -sd <dir>`, `.changeset/<name>.md`) filled somewhere in a text (the
    new text of an edit: `-js -sd /var/tmp/nats`), or, for a `path`, as the end of it."""
    if not _PLACEHOLDER_RE.search(wanted):
        return False
    if path:
        return re.search(r"(?:^|/)" + _filled(wanted.removeprefix("./")) + "$", text) is not None
    return re.search(r"(?<!\S)" + _filled(wanted) + r"(?!\S)", text) is not None


def same_name(wanted: str, ran: str, cwd: str = "") -> bool:
    """Two spellings of one thing: equal words, or paths to really the same
    file (`./.venv/bin/python`, `$PWD/.venv/bin/python` and the absolute path
    under the session's directory; never `/tmp/x/bin/python`)."""
    if "/" in wanted or "/" in ran:
        # (a package named with a scope or a module path, at a version or tag: `@turbo/codemod@latest`,
        # `golang.org/x/tools/gopls@v0.16.1`)
        return _path(wanted, cwd) == _path(ran, cwd) or not wanted.endswith("/") and \
            re.fullmatch(re.escape(wanted) + r"@[\w.^~*+-]+", ran) is not None
    # A name given as a value (`--with=x`, `x==1.2`, `x@2`), never a piece of a longer word.
    return wanted == ran or ran.endswith("=" + wanted) or bool(re.match(re.escape(wanted) + r"(?:[=<>@\[~]|$)", ran))
