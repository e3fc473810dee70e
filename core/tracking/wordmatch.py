"""One word, one command and one path of a lesson against what a session ran: the same program however it
was reached (a path's `./` and absolute forms, a scoped package's own program), a flag and its long form, a
placeholder for any word, the same file. Pure functions; core/tracking/anchors.py reads lessons with them and
core/tracking/later.py matches recorded calls."""
from __future__ import annotations

import re

from core.tracking.commands import as_home
from core.tracking.spelling import ACTIVATE, program_name
from core.transcript.runners import RUNNERS
from core.transcript.shells import without_exe

#: A whole-word placeholder (`<branch>`, `{file}`, `[name]`, and a value redaction hid in the lesson's text,
#: `[REDACTED:secret]`: any value stands there), and one inside a word (`ext-<name>`).
PLACEHOLDER = re.compile(r"^(?:<[^<>\s]+>|\{[^{}\s]+\}|\[[a-z_-]+\]|\[REDACTED(?::[\w.-]+)?\])$")
HOLES = re.compile(r"<[^<>/\s]+>|\{[^{}/\s]+\}")

_SYNONYMS = {"-u": "--set-upstream", "-f": "--force", "-m": "--message", "-a": "--all", "-r": "--requirement",
             "-e": "--editable", "-b": "--branch", "-y": "--yes", "-g": "--global", "-D": "--save-dev",
             "-n": "--dry-run", "-v": "--verbose", "-q": "--quiet", "-x": "--exitfirst", "-k": "--keyword",
             "-F": "--features"}



def _python(word: str) -> str:
    return re.sub(r"^python3(?:\.\d+)?$", "python", word)


def same_program(want: str, got: str) -> bool:
    """The program a session ran is the cited one: a cited path matches its
    absolute and `./` forms (never the bare name: `.venv/bin/python` is not
    `python`); a bare name matches it anywhere (`git`, `/usr/bin/git`)."""
    if want == got:
        return True
    if want.startswith("@") and want.count("/") == 1:   # a scoped package run by `npx`: its program, `scope-name`
        scope, name = want[1:].split("@", 1)[0].split("/")
        return program_name(got) == f"{scope}-{name}" or got.split("@")[:2] == want.split("@")[:2]
    if "/" in want:
        return "/" in got and path_matches(want, got)
    return _python(without_exe(program_name(got))) == _python(without_exe(want))


def _activates(want: str, got: str) -> bool:
    """A lesson's plain `venv/bin/activate` is activated by that environment's script for any shell or OS
    (`venv/bin/activate.fish`, `venv\\Scripts\\Activate.ps1`); a lesson naming one shell's script (`activate.fish`,
    the fix for fish) wants that one."""
    if not want.endswith("/bin/activate"):
        return False
    m = ACTIVATE.match(got)
    return m is not None and path_matches(want[: -len("/bin/activate")], m.group(1).replace("\\", "/"))


def _short_long(short: str, long: str) -> bool:
    """`-n` and `--namespace`, `-i` and `--install`: one program's short flag and a long one of its letter. The
    table's meaning of a letter (`-n`, git's `--dry-run`) is one program's, not every program's."""
    return len(short) == 2 and short[0] == "-" and short[1].isalpha() and long.startswith("--") and \
        long[2:3].casefold() == short[1].casefold()


def _word(w: str) -> str:
    w = w.strip("()").removeprefix("./")
    return _SYNONYMS.get(w, w)


#: A name under a domain reserved for examples (RFC 2606: `example.com/cmd`, `registry.example.org/app`): made up.
_EXAMPLE = re.compile(r"(?:[\w-]+\.)*example\.(?:com|org|net)(?:/[^\s@=:]*)?(?=[@:]|$)")
#: ... standing for a module or an image path: a dotted host (a port at most), then a path
_MODULE_PATH = r"(?:[\w-]+\.)+[A-Za-z]{2,}(?::\d+)?/[^\s@=:]+"
_ANY = frozenset({"...", "…", "'...'", '"..."', "'…'", "HEAD"})


def word_matches(want: str, got: str) -> bool:
    """One word of a cited command against one a session ran: equal (`./x` and
    `x`, `-u` and `--set-upstream` are equal), a placeholder (git's `HEAD`
    stands for the branch it is on, so it is one too), or the same path."""
    if want == got:
        return True
    if want in _ANY or want[:1] in "<{[" and PLACEHOLDER.match(want):
        return True
    if (example := _EXAMPLE.match(want)) is not None and not got.startswith("-"):
        # `example.com/cmd@latest`: a made-up module, the reserved example domain; any name of its shape will do
        # (an image's tag is made up with it, `:1.0`; a version to install, `@latest`, is the fix's own)
        tail = want[example.end():]
        return re.fullmatch(_MODULE_PATH + (r":[\w.-]+" if tail.startswith(":") else re.escape(tail)), got) is not None
    if "<" in want and HOLES.search(want):   # `--ignore-platform-req=ext-<name>` and `…=ext-gd`
        return re.fullmatch(r"\S+".join(re.escape(p) for p in HOLES.split(want)), got) is not None
    if "," in got and "," not in want and want in got.strip("'\"").split(","):
        return True   # a value among a list given the same option (`-tags "webkit2_41,sqlite_fts5"` for `webkit2_41`)
    if not ("/" in want or "/" in got or want[:1] in "-(." or got[:1] in "-(." or got.endswith(")") or
            "=" in want or "<" in want or ">" in want):
        return False   # two plain words that differ: the common case, decided without normalising
    if _short_long(want, got) or _short_long(got, want):
        return True   # a short flag and its long form (`-s` and `--settings`, kubectl's `-n` and `--namespace`)
    if _same_setting(want, got) or _satisfies(got, want):
        return True
    if _activates(want, got):
        return True
    a, b = _word(want), _word(got)
    return a == b or ("/" in want or "<" in a) and ("/" in b or "." in b) and path_matches(a, b)


#: How each package manager adds a package, by ecosystem: `pnpm add pg` installs what `npm install --save pg` does.
_INSTALLS = {("npm", "install"): "node", ("npm", "i"): "node", ("npm", "add"): "node", ("pnpm", "add"): "node",
             ("yarn", "add"): "node", ("bun", "add"): "node", ("pip", "install"): "python", ("pip3", "install"): "python",
             ("uv", "add"): "python", ("poetry", "add"): "python", ("pdm", "add"): "python", ("rye", "add"): "python"}

#: ... and how each takes one out: `pnpm remove node-sass` removes what `npm uninstall node-sass` does.
_REMOVES = {("npm", "uninstall"): "node", ("npm", "remove"): "node", ("npm", "rm"): "node", ("npm", "un"): "node",
            ("pnpm", "remove"): "node", ("pnpm", "rm"): "node", ("pnpm", "uninstall"): "node",
            ("yarn", "remove"): "node",
            ("bun", "remove"): "node", ("pip", "uninstall"): "python", ("pip3", "uninstall"): "python",
            ("uv", "remove"): "python", ("poetry", "remove"): "python", ("pdm", "remove"): "python"}
_ACTIONS = {**{k: f"+{v}" for k, v in _INSTALLS.items()}, **{k: f"-{v}" for k, v in _REMOVES.items()}}

#: Options that only say "a dependency of the project", the default of every manager.
_PLAIN_SAVE = frozenset({"--save", "-S", "--save-prod", "-P"})


def installs(words: list[str]) -> tuple[str, frozenset[str]] | None:
    """The ecosystem and the packages a package manager's install adds, or its removal takes out (`+node`, `-node`;
    `uv pip install x` as `pip install x`; versions and options left out), or None for any other command."""
    if len(words) < 3 or words[1] not in ("install", "i", "add", "pip", "uninstall", "remove", "rm", "un"):
        return None   # most commands: no parsing (this runs for every segment a lesson's fix is matched against)
    words = [program_name(words[0]), *words[1:]]
    if words[:2] == ["uv", "pip"]:
        words = words[1:]
    kind = _ACTIONS.get((words[0], words[1]))
    names = frozenset(re.split(r"(?<=.)[@=<>~!\[]", w, maxsplit=1)[0].lower() for w in words[2:] if not w.startswith("-"))
    return (kind, names) if kind and names else None


def words_match(want: list[str], words: list[str]) -> bool:
    """`words` (one segment a session ran) runs the program of `want` with its
    words in order; a placeholder matches any word; an install of the same packages by another package manager of
    the ecosystem is the same install. Failing that, the same with each joined option and its value as two words
    and quotes inside words dropped (`--pdf-engine xelatex -V CJKmainfont='Noto Sans'` for `--pdf-engine=xelatex -V
    CJKmainfont="Noto Sans"`): a second try, so an option's value is never read as a plain word where the joined
    form matched."""
    if _words_match(want, words):
        return True
    a, b = _spread(want), _spread(words)
    return (a != want or b != words) and _words_match(a, b)


def _words_match(want: list[str], words: list[str]) -> bool:
    wanted = installs(want)
    # ... with each of its options (one may be the fix: `--legacy-peer-deps`), but for the default "save"
    if wanted is not None and all(w in _PLAIN_SAVE or any(word_matches(w, x) for x in words) for w in want[2:]
                                  if w.startswith("-")):
        got = installs(words)
        if got is not None and got[0] == wanted[0] and wanted[1] <= got[1]:
            return True
    if len(words) > 2 and tuple(words[:2]) in RUNNERS and tuple(want[:2]) != tuple(words[:2]):
        words = words[2:]
    if len(words) < len(want) or not same_program(want[0], words[0].strip("()")):
        return False
    i, n = 1, len(want)
    for w in words[1:]:
        if i == n:
            break
        if word_matches(want[i], w):
            i += 1
    return i == n or _flags_anywhere(want, words)


#: A long option joined to its value (`--pdf-engine=xelatex`), one way a shell is told what the other (`--pdf-engine
#: xelatex`) says; and quotes left inside a word the line split apart (`CJKmainfont="Noto` and `CJKmainfont='Noto`).
_JOINED = re.compile(r"^(--[\w-]+)=(.+)$")


def _spread(words: list[str]) -> list[str]:
    """The words with each long option and its joined value as two, and quotes inside a word dropped: both spellings
    of one command are the same words. Most commands have neither, and are returned as they are."""
    if not any("=" in w or "'" in w or '"' in w for w in words):
        return words
    out: list[str] = []
    for w in words:
        if ("'" in w or '"' in w) and w not in ("''", '""'):
            w = w.replace("'", "").replace('"', "")
        m = _JOINED.match(w)
        out.extend(m.groups() if m else (w,))
    return out


def _flags_anywhere(want: list[str], words: list[str]) -> bool:
    """The same words with the options in another place (`alembic merge -m "x" heads` for `alembic merge heads -m
    <msg>`): the plain words in order, each option anywhere after the program, with a word after it when the fix
    gives it a placeholder for its value."""
    plain: list[str] = []
    flags: list[tuple[str, bool]] = []
    k = 1
    while k < len(want):
        w = want[k]
        if w.startswith("-") and len(w) > 1:
            valued = k + 1 < len(want) and PLACEHOLDER.match(want[k + 1]) is not None
            flags.append((w, valued))
            k += 2 if valued else 1
        else:
            plain.append(w)
            k += 1
    if not flags:
        return False
    rest = words[1:]
    taken: set[int] = set()
    for f, valued in flags:
        at = next((j for j, w in enumerate(rest) if j not in taken and (word_matches(f, w) or
                                                                          w.startswith(f + "=") and f.startswith("--"))),
                  None)
        if at is None or valued and "=" not in rest[at] and at + 1 >= len(rest):
            return False
        taken.update({at, at + 1} if valued and "=" not in rest[at] else {at})
    i = 0
    for j, w in enumerate(rest):
        if i < len(plain) and j not in taken and word_matches(plain[i], w):
            i += 1
    return i == len(plain)


def program_is_the_fix(want: list[str]) -> bool:
    """A cited command whose program is a path (`.venv/bin/python -m pytest`):
    running that program at all, with any words, is going to the fix."""
    return "/" in want[0]


def path_matches(anchor: str, used: str) -> bool:
    """A path a session used is the cited one: equal, or one ends with the
    other at a folder boundary (`src/app.py` and `/home/x/proj/src/app.py`)."""
    a = anchor.rstrip("/").removeprefix("./")
    u = used.rstrip("/").removeprefix("./")
    if not a or not u:
        return False
    if HOLES.search(a):
        parts = [re.escape(p) for p in HOLES.split(a.lstrip("/"))]
        return re.search("(?:^|/)" + r"[^/\s]+".join(parts) + "$", u) is not None
    if a == u:
        return True
    if a.startswith("~/") and _HOME.sub("~/", as_home(u), count=1) == a:   # `~/.config/x` is `/home/kai/.config/x`
        return True
    if "/" not in a:
        return u.endswith("/" + a)
    return u.endswith("/" + a.lstrip("/")) or a.endswith("/" + u.lstrip("/")) and "/" in u


#: A home folder written out (`/home/kai/`, `/Users/ren/`, `/root/`, `C:/Users/mina/`): what `~/` stands for (`$HOME/`
#: is read as `~/` by `commands.as_home`, as a command's words are).
_HOME = re.compile(r"^(?:/home/[^/]+|/Users/[^/]+|/root|[A-Za-z]:/Users/[^/]+)/")


_SETTING = re.compile(r"^([\w.-]+)=(\d[\d.]*[kKmMgG]?[bB]?)$")


def _same_setting(want: str, got: str) -> bool:
    """A setting to a number is the same setting to another number: `fs.inotify.max_user_watches=524288` is raised
    by `…=1048576` too."""
    a, b = _SETTING.match(want), _SETTING.match(got)
    return a is not None and b is not None and a.group(1) == b.group(1)


_REQUIREMENT = re.compile(r"^([A-Za-z0-9][\w.-]*)(==|<=|>=|<|>|~=)(\d+(?:\.\d+)*)$")


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split("."))


def _satisfies(got: str, want: str) -> bool:
    """A package pinned in a way that keeps the fix's bound: `numpy==1.26.4` or `numpy<1.27` for `numpy<2`."""
    a, b = _REQUIREMENT.match(want), _REQUIREMENT.match(got)
    if a is None or b is None or a.group(1).casefold().replace("_", "-") != b.group(1).casefold().replace("_", "-"):
        return False
    bound, v = _version(a.group(3)), _version(b.group(3))
    op, by = a.group(2), b.group(2)
    if by == "==":
        return {"<": v < bound, "<=": v <= bound, ">": v > bound, ">=": v >= bound, "==": v == bound,
                "~=": v[:len(bound) - 1] == bound[:len(bound) - 1] and v >= bound}[op]
    return by == op and {"<": v <= bound, "<=": v <= bound, ">": v >= bound, ">=": v >= bound}.get(op, v == bound)
