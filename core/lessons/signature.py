"""What a lesson is about, in a form later sessions can be matched against
without a model: the symptom's signature (the error, normalised) and the
anchors it cites (commands, paths, packages, settings).

A signature keeps what tells one error from another of the same class: the
module that was missing, the test that failed, the file that was not found.
Two `ModuleNotFoundError`s of different modules are different symptoms; two
failing tests of different names are too. Numbers, line numbers, addresses
and temporary folders are dropped, since they change from run to run."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Iterable

#: Classes of error named in plain words, checked in this order after a named exception.
_WORD_CLASSES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("command not found", re.compile(r"command not found|is not recognized as an internal")),
    ("test failed", re.compile(r"^failed [\w./-]+::|--- fail: |\b[1-9]\d* (?:tests? )?failed\b|\b[1-9]\d* failures?\b|"
                               r"^\s*\d+\) test |✕ |● .+ › ", re.M)),
    ("permission denied", re.compile(r"permission denied|eacces\b")),
    ("not found", re.compile(r"no such file or directory|cannot access|cannot find|can't find|could not find|"
                             r"does not exist|doesn'?t exist|not found|enoent\b")),
    ("syntax error", re.compile(r"syntax error|unexpected token|parse error")),
    ("timed out", re.compile(r"timed out|timeout")),
    ("connection refused", re.compile(r"connection refused|econnrefused")),
)
_EXCEPTION = re.compile(r"\b([A-Z][A-Za-z0-9]*(?:Error|Exception|Exit|Failure))\b(?=[:\s(]|$)")
_EXIT = re.compile(r"\bexit(?: code|(?:ed)? (?:with )?(?:status|code)) (\d+)\b", re.I)

# Identifiers that tell one error of a class from another.
_MODULE = re.compile(r"no module named ['\"]?([\w.]+)|cannot find module ['\"]([^'\"\s]+)['\"]|"
                     r"cannot find package ['\"]?([\w./@-]+)|could not find (?:a version|package) "
                     r"(?:that satisfies the requirement )?([\w.-]+)", re.I)
_PYTEST_FAIL = re.compile(r"^FAILED ([\w./-]+::[\w\[\]./:-]+)", re.M)
_GO_FAIL = re.compile(r"--- FAIL: (\w+)")
_EX_FAIL = re.compile(r"^\s*\d+\) test (.+?) \(([\w.]+)\)", re.M)
_JEST_FAIL = re.compile(r"● (.+? › .+)$", re.M)
_NOT_FOUND_CMD = re.compile(r"(?:^|\s)([\w.+-]+): command not found|command not found: ([\w.+-]+)", re.M)
_QUOTED = re.compile(r"['\"‘`]([^'\"’`\s]{2,120})['\"’`]")
_PATH = re.compile(r"(?<![\w/])((?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+-]+)+/?)")
_LINE_NO = re.compile(r"(?::\d+)+$")
_TMP = re.compile(r"^/(?:tmp|var/folders|private/var)/")
_ANY_DIGITS = re.compile(r"^[\d.:x-]+$")

#: Key identifiers kept per signature: enough to tell errors apart, never the whole output.
MAX_IDS = 8


@dataclass(frozen=True)
class Signature:
    """An error, normalised. `error_class` is a named exception (lower-cased) or
    one of the plain-word classes; `identifiers` what distinguishes it."""
    error_class: str = ""
    identifiers: tuple[str, ...] = ()
    exit_code: int | None = None
    command_family: str = ""

    @property
    def empty(self) -> bool:
        return not self.error_class and not self.identifiers

    def to_json(self) -> str:
        return json.dumps({"class": self.error_class, "ids": list(self.identifiers), "exit": self.exit_code,
                           "family": self.command_family})

    @staticmethod
    def from_json(text: str) -> Signature:
        d = json.loads(text or "{}")
        return Signature(str(d.get("class") or ""), tuple(str(i) for i in d.get("ids") or ()),
                         d.get("exit") if isinstance(d.get("exit"), int) else None, str(d.get("family") or ""))


def _norm_id(text: str) -> str:
    t = text.strip().strip(".,;:()[]{}").lower()
    t = _LINE_NO.sub("", t)
    if t.startswith("./"):
        t = t[2:]
    return t


def _keep_id(t: str) -> bool:
    return len(t) >= 2 and not _ANY_DIGITS.match(t) and not _TMP.match(t) and t not in ("/", "..")


def identifiers(text: str) -> tuple[str, ...]:
    """The names in an error text that tell it apart: modules, test names,
    commands not found, quoted names and paths, normalised, in order of weight."""
    found: list[str] = []
    for m in _MODULE.finditer(text):
        name = next(g for g in m.groups() if g)
        found.append("module:" + name.split(".")[0].lower().replace("-", "_"))
    for rx in (_PYTEST_FAIL, _GO_FAIL, _JEST_FAIL):
        found += ["test:" + _norm_id(m.group(1)) for m in rx.finditer(text)]
    found += [f"test:{m.group(2).lower()}::{m.group(1).strip().lower()}" for m in _EX_FAIL.finditer(text)]
    found += ["cmd:" + next(g for g in m.groups() if g).lower() for m in _NOT_FOUND_CMD.finditer(text)]
    if not found:
        # Nothing specific: the quoted names and paths the message mentions.
        found += [_norm_id(m.group(1)) for m in _QUOTED.finditer(text)]
        found += [_norm_id(m.group(1)) for m in _PATH.finditer(text)]
    out: list[str] = []
    for f in found:
        if _keep_id(f.split(":", 1)[-1]) and f not in out:
            out.append(f)
    return tuple(out[:MAX_IDS])


def error_class(text: str) -> str:
    m = _EXCEPTION.search(text)
    if m and m.group(1) not in ("SystemExit",):
        return m.group(1).lower()
    low = text.lower()
    for name, rx in _WORD_CLASSES:
        if rx.search(low):
            return name
    return ""


def command_family(command: str) -> str:
    """The program a command runs, after env settings, `sudo` and `python -m`:
    `python -m pytest -x` and `pytest tests/` are both `pytest`."""
    words = split_command(command)
    return words[0] if words else ""


_SEGMENTS = re.compile(r"&&|\|\||[;|\n]")


def split_command(command: str) -> list[str]:
    """The words of a command's first segment, normalised (see `command_family`)."""
    segments = command_segments(command)
    return segments[0] if segments else []


def command_segments(command: str) -> list[list[str]]:
    """Each `&&`/`;`/`|` segment of a shell command as normalised words."""
    out: list[list[str]] = []
    for seg in _SEGMENTS.split(command):
        words = [w.strip("'\"") for w in seg.split()]
        while words and (re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0]) or words[0] in ("sudo", "env", "exec",
                                                                                        "time", "(", "{")):
            words = words[1:]
        if not words:
            continue
        first = words[0].rsplit("/", 1)[-1] if "/" in words[0] and not words[0].startswith(".") else words[0]
        first = re.sub(r"^python3(?:\.\d+)?$", "python", first)
        words = [first, *words[1:]]
        if first == "python" and len(words) > 2 and words[1] == "-m":
            words = words[2:]
        out.append(words)
    return out


def signature_of(text: str, command: str = "") -> Signature:
    """The signature of one error: a failed call's output (and the command that
    ran), or a lesson's symptom and evidence."""
    head = text[:6000]
    code = next((int(m.group(1)) for m in _EXIT.finditer(head) if m.group(1) != "0"), None)
    family = command_family(command) if command else ""
    if not family:
        # "ls: cannot access …": the program names itself at the start of its message.
        m = re.match(r"\s*(?:Error: Exit code \d+\s*)?([a-z][\w.+-]*): ", head)
        family = m.group(1) if m else ""
    return Signature(error_class(head), identifiers(head), code, family)


def same_symptom(lesson: Signature, seen: Signature) -> bool:
    """Whether an error met in a session is the symptom a lesson is about.

    Strict on purpose: a false "recurred" would retire a lesson that works.
    The classes must agree where both are known; with identifiers on the
    lesson's side, one of them must be met again (the same module, test, file);
    without, the same program must fail with the same class and exit code."""
    if lesson.empty or seen.empty:
        return False
    if lesson.error_class and seen.error_class and lesson.error_class != seen.error_class:
        return False
    if lesson.identifiers:
        return bool(set(lesson.identifiers) & set(seen.identifiers))
    if not lesson.error_class or lesson.error_class != seen.error_class:
        return False
    if lesson.command_family and seen.command_family and lesson.command_family != seen.command_family:
        return False
    return lesson.exit_code is None or seen.exit_code is None or lesson.exit_code == seen.exit_code


# --- anchors ------------------------------------------------------------------------------

_SPAN = re.compile(r"`([^`\n]+)`")
_INSTALL = re.compile(r"\b(?:pip3? install|uv (?:add|pip install)|poetry add|npm (?:install|i|add)|yarn add|"
                      r"pnpm add|cargo add|go get|gem install|bundle add)\s+((?:-{1,2}[\w-]+\s+)*)([^\s`;&|]+)")
_SETTING = re.compile(r"^(?:[A-Z][A-Z0-9_]{2,}(?:=\S*)?|--[a-z][\w-]+(?:=\S*)?|[a-z][\w-]*(?:\.[a-z_][\w-]*)+)$")
_PATHISH = re.compile(r"^(?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+-]*)+$|^\.?[\w-]+\.[A-Za-z][A-Za-z0-9]{0,7}$")
_PROGRAM = re.compile(r"^(?:\.{0,2}/)?[\w./+-]*[a-z][\w.+-]*$")
_PROSE = re.compile(r"^(?:the|a|an|to|and|or|if|when|then|it|is|use|run|with|in|on|of)$", re.I)

#: Fields whose anchors are the way out (a session using them "applied" the lesson).
FIX_FIELDS = ("workaround", "approach")
#: Fields whose anchors describe the trap itself, not what the project must still hold.
SYMPTOM_FIELDS = ("symptom", "evidence")


@dataclass(frozen=True)
class Anchors:
    """What a lesson cites. `fix_*` come from its workaround or approach; the
    others from any field. `kept_*` are the paths and packages the lesson relies
    on still being there (not those named in its symptom)."""
    commands: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    packages: tuple[str, ...] = ()
    settings: tuple[str, ...] = ()
    fix_commands: tuple[str, ...] = ()
    fix_paths: tuple[str, ...] = ()
    kept_paths: tuple[str, ...] = ()
    kept_packages: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.commands or self.paths or self.packages or self.settings)

    def to_json(self) -> str:
        return json.dumps({k: list(v) for k, v in self.__dict__.items()})

    @staticmethod
    def from_json(text: str) -> Anchors:
        d = json.loads(text or "{}")
        return Anchors(**{k: tuple(str(x) for x in d.get(k) or ()) for k in Anchors.__dataclass_fields__})

    def all(self) -> list[str]:
        return list(dict.fromkeys([*self.commands, *self.paths, *self.packages, *self.settings]))


def _is_command(span: str) -> bool:
    words = span.split()
    return len(words) >= 2 and bool(_PROGRAM.match(words[0])) and not _PROSE.match(words[0]) \
        and not span.rstrip().endswith((".", "?", "!")) and len(span) <= 200


@dataclass
class _Found:
    commands: list[str] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    packages: list[str] = field(default_factory=list)
    settings: list[str] = field(default_factory=list)


def _scan(text: str, out: _Found) -> None:
    for span in _SPAN.findall(text):
        span = span.strip()
        if _is_command(span):
            out.commands.append(" ".join(span.split()))
            out.paths += [w for w in span.split()[1:] if _PATHISH.match(w) and "/" in w and w != "/"]
        elif _SETTING.match(span) and not _PATHISH.match(span):
            out.settings.append(span.split("=", 1)[0])
        elif _PATHISH.match(span):
            out.paths.append(span.rstrip("/") or span)
    for m in _INSTALL.finditer(text):
        pkg = re.split(r"[=<>~!\[@]", m.group(2).strip("'\""), maxsplit=1)[0] if not m.group(2).startswith("@") \
            else m.group(2)
        if pkg and not pkg.startswith(("-", ".", "/")):
            out.packages.append(pkg.lower())
    for m in _MODULE.finditer(text):
        out.packages.append(next(g for g in m.groups() if g).split(".")[0].lower())


def anchors_of(fields: dict[str, str], evidence: str = "", cites: Iterable[str] = ()) -> Anchors:
    """The anchors of a lesson from its fields (and the cites already parsed)."""
    every, fix, kept = _Found(), _Found(), _Found()
    for name, text in [*fields.items(), ("evidence", evidence)]:
        _scan(text or "", every)
        if name in FIX_FIELDS:
            _scan(text or "", fix)
        if name not in SYMPTOM_FIELDS:
            _scan(text or "", kept)
    for c in cites:
        if " " not in c and _PATHISH.match(c):
            every.paths.append(c.rstrip("/") or c)

    def u(items: list[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(items))

    return Anchors(commands=u(every.commands), paths=u(every.paths), packages=u(every.packages),
                   settings=u(every.settings), fix_commands=u(fix.commands), fix_paths=u(fix.paths),
                   kept_paths=u(kept.paths), kept_packages=u(kept.packages))


def words_match(want: list[str], words: list[str]) -> bool:
    """`words` (one segment a session ran) runs the program of `want` with its words in order."""
    if not words or words[0] != want[0]:
        return False
    i = 1
    for w in words[1:]:
        if i < len(want) and w == want[i]:
            i += 1
    return i == len(want)


def path_matches(anchor: str, used: str) -> bool:
    """A path a session used is the cited one: equal, or one ends with the
    other at a folder boundary (`src/app.py` and `/home/x/proj/src/app.py`)."""
    a = anchor.rstrip("/").removeprefix("./")
    u = used.rstrip("/").removeprefix("./")
    if not a or not u:
        return False
    if a == u:
        return True
    if "/" not in a:
        return u.endswith("/" + a)
    return u.endswith("/" + a.lstrip("/")) or a.endswith("/" + u.lstrip("/")) and "/" in u


def is_package_in(package: str, manifests: str) -> bool:
    """A package is named in a project's manifests or lock files (`tomli-w`,
    `tomli_w` and `Tomli.W` are one name, as the Python packaging rules say)."""
    def norm(s: str) -> str:
        return re.sub(r"[-_.]+", "-", s.lower())
    want = norm(package)
    if not want:
        return True
    text = norm(manifests)
    return re.search(r"(?<![\w-])" + re.escape(want) + r"(?![\w-])", text) is not None
