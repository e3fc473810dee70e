"""A lesson's symptom: the error, normalised, for later sessions to be matched against without a model (`anchors`).

A signature keeps what tells one error from another of the same class: the module that was missing, the test that
failed, the file that was not found. Two `ModuleNotFoundError`s of different modules are different symptoms; two
failing tests of different names too. Numbers, line numbers, addresses and temporary folders change run to run: gone."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass

from core.tracking.causes import other_act, other_kinds
from core.tracking.commands import split_command
from core.tracking.fields import field_name
from core.tracking.places import same_file_elsewhere, same_root, siblings
from core.tracking.preamble import past_help, past_usage, past_warnings
from core.tracking.raised import NAMED_ENDINGS, raised
from core.tracking.redirected import by_role
from core.tracking.spelling import program_name
from core.transcript.logfmt import plain_output
from core.transcript.error_phrases import COMMAND_NOT_FOUND, NOT_FOUND, PERMISSION_DENIED, any_of

#: Classes of error named in plain words, checked in this order after a named exception.
WORD_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("command not found", re.compile(any_of(*COMMAND_NOT_FOUND))),
    ("test failed", re.compile(r"(?:^|\s)failed [\w./-]+::|--- fail: |\b[1-9]\d* (?:tests? )?failed\b|"
                               r"\b[1-9]\d* failures?\b|(?:^|\s)\d+\) test |✕ |● .+ › ", re.M)),
    ("permission denied", re.compile(any_of(*PERMISSION_DENIED))),
    ("ignored", re.compile(r"ignored by one of your \.gitignore|paths? (?:is|are) ignored\b")),
    ("not found", re.compile(any_of(*NOT_FOUND))),
    ("syntax error", re.compile(r"syntax error|unexpected token|parse error")),
    ("timed out", re.compile(r"timed out|timeout")),
    ("connection refused", re.compile(r"connection refused|econnrefused")))
#: The plain-word classes: what an output says when it names no exception.
WORD_CLASSES = frozenset(label for label, _rx in WORD_PATTERNS)
_EXCEPTION = re.compile(r"\b([A-Z][A-Za-z0-9]*" + NAMED_ENDINGS + r")\b(?=[:\s()`'\",.\]]|$)")
#: Exceptions that wrap a more telling one printed after them (pytest's "ImportError while importing").
_WRAPPERS = {"importerror": ("modulenotfounderror",), "exception": (), "error": ()}
#: Classes that are one symptom for matching: the wrapper and what it wraps.
_SAME_CLASS = {"importerror": "modulenotfounderror"}
# Error shapes without a Python-style class: each gives a class and the message after it.
_ELIXIR = re.compile(r"\*\* \(([A-Z][\w.]*)\)\s*([^\n]*)")
_RUSTC = re.compile(r"\berror\[(E\d{3,5})\]:?\s*([^\n]*)")
_TSC = re.compile(r"\berror (TS\d{3,5}):\s*([^\n]*)")
_NPM = re.compile(r"\bnpm (?:ERR!|error) code ([\w-]+)|\bnpm ERR!\s*([^\n]*)")
# A tool's tagged line: a pre-commit hook's `[FORMAT] Code is not formatted.`, esbuild's `✘ [ERROR] Could not …`.
# (a usage line's `flask run [OPTIONS]` ends its line: no tag; nor is a banner's list, `[LZO] [LZ4] [EPOLL]`)
_TAGGED = re.compile(r"(?:^|[\s✘×!])\[([A-Z][A-Z0-9_-]{1,15})\]:?[ \t]+(?!\[)([^\n]{3,})", re.M)
_PREFIXED = re.compile(r"(?:^|[\s>:])(fatal|error|panic|abort|FATAL|Fatal|ERROR|Error|PANIC|Panic)(?: \[\w+\])?:\s+([^\n]{3,})", re.M)
#: A service's error code in parentheses (`An error occurred (ExpiredToken) when calling the X operation`).
_CODED = re.compile(r"\berror occurred \(([A-Z][A-Za-z0-9.]+)\)")
# The pre-commit framework: `check for added large files....Failed` then `- hook id: check-added-large-files`.
_HOOK = re.compile(r"\.{3,}\s*Failed\s*\n\s*- hook id: ([\w.:-]+)")
_CODE = re.compile(r"(?:^|[\s:(])(E\d{3,5})\b")
_EXIT = re.compile(r"\bexit(?: code|(?:ed)? (?:with )?(?:status|code)) (\d+)\b", re.I)

# Identifiers that tell one error of a class from another.
MODULE_RE = re.compile(r"no module named ['\"`]?([\w.]+)|cannot find module ['\"`]([^'\"`\s]+)['\"`]|"
                     r"cannot find package ['\"`]?([\w./@-]+)|could not find (?:a version|package) "
                     r"(?:that satisfies the requirement )?([\w.-]+)|\bmodule ([A-Z][\w.]+) is not available|"
                     r"function ([A-Z][\w.]*\.[a-z_][\w!?]*/\d+) is undefined", re.I)
_PYTEST_FAIL = re.compile(r"(?:^|\s)FAILED ([\w./-]+::[\w\[\]./:-]+)", re.M)
_GO_FAIL = re.compile(r"--- FAIL: (\w+)")
_EX_FAIL = re.compile(r"(?:^|\s)\d+\) test (.+?) \(([\w.]+)\)", re.M)
_JEST_FAIL = re.compile(r"● (.+? › .+)$", re.M)
# (and cmd's and PowerShell's `'cl' is not recognized as …`: the same program missing, whichever shell said so)
_NOT_FOUND_CMD = re.compile(r"command not found: ([\w.+-]+)|(?:^|\s)([\w.+-]+): (?:command not found|not found)\b(?!:)"
                            r"|'([\w.+-]+)' is not recognized as (?:an internal|the name of a cmdlet)", re.M)
_QUOTED = re.compile(r"['\"‘`]([^'\"’`\s]{2,120})['\"’`]")
#: The quoted words a message ends on (`Not an executable object: 'SELECT id FROM orders …'`): what was passed.
_QUOTED_TAIL = re.compile(r":\s+(['\"`])[^'\"`\n]*\s[^'\"`\n]*\1?\s*$")
_PATH = re.compile(r"(?<![\w/])((?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+-]+)+/?)")
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+", re.I)
_LINE_NO = re.compile(r"(?::\d+)+$")
_TMP = re.compile(r"^/(?:tmp|var/folders|private/var)/")
_ANY_DIGITS = re.compile(r"^[\d.:x-]+$")
_MESSAGE_WORD = re.compile(r"[a-z][a-z'-]+[a-z]|no")
_MESSAGE_SKIP = frozenset({"the", "a", "an", "of", "to", "in", "is", "was", "for", "and", "or", "with", "this", "that",
                           "it", "be", "on", "at", "by", "from"})
#: Identifier kinds strong enough to name one symptom whatever class is printed around them.
STRONG = ("module:", "test:", "cmd:", "hook:")

#: Key identifiers kept per signature: enough to tell errors apart, never the whole output.
MAX_IDS = 8
#: Words of an error's message kept for the classes that name no exception (`fatal:`, `panic:`).
MAX_WORDS = 10


@dataclass(frozen=True)
class Signature:
    """An error, normalised. `error_class` is a named exception (lower-cased), a prefix class (`fatal`,
    `error[e0425]`, `panic`, `npm eresolve`) or one of the plain-word classes; `identifiers` what distinguishes it;
    `message` the words of the message after a prefix class, without its names and numbers (`fatal: The current
    branch x has no upstream branch` and the same on another branch share them)."""
    error_class: str = ""
    identifiers: tuple[str, ...] = ()
    exit_code: int | None = None
    command_family: str = ""
    message: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.error_class and not self.identifiers

    def to_json(self) -> str:
        return json.dumps({"class": self.error_class, "ids": list(self.identifiers), "exit": self.exit_code,
                           "family": self.command_family, "msg": list(self.message)})

    @staticmethod
    def from_json(text: str) -> Signature:
        d = json.loads(text or "{}")
        return Signature(str(d.get("class") or ""), tuple(str(i) for i in d.get("ids") or ()),
                         d.get("exit") if isinstance(d.get("exit"), int) else None, str(d.get("family") or ""),
                         tuple(str(w) for w in d.get("msg") or ()))


def _norm_id(text: str) -> str:
    t = _LINE_NO.sub("", text.strip().strip(",;:()[]{}").rstrip(".").lower())
    return t[2:] if t.startswith("./") else t


#: Where a traceback passes through the language's own library: never what tells errors apart.
_LIBRARY = re.compile(r"/lib/python\d|site-packages/|dist-packages/|/usr/lib/|^<.*>$")


def _keep_id(t: str) -> bool:
    return len(t) >= 2 and not _ANY_DIGITS.match(t) and not _TMP.match(t) and t not in ("/", "..") \
        and not _LIBRARY.search(t)


# PowerShell's "At line:1 char:2" and the "+ …" lines under it that repeat the failing line and mark its place
_PS_AT, _PS_ECHO = re.compile(r"(?m)^At (?:line|\S.*?):\d+ char:\d+$"), re.compile(r"(?m)^\s*\+ (?!CategoryInfo|Fully)[^\n]*$")


def identifiers(text: str) -> tuple[str, ...]:
    """The names in an error text that tell it apart: modules, test names,
    commands not found, quoted names and paths, normalised, in order of weight."""
    found: list[str] = []
    text = _PS_ECHO.sub("", text) if _PS_AT.search(text) else text   # (its echo of the line: the call's own words)
    for m in MODULE_RE.finditer(text):
        name = next(g for g in m.groups() if g)
        if m.group(6):      # an Elixir function `Foo.Bar.baz/1 is undefined`: its module
            found.append("module:" + name.split("/", 1)[0].rsplit(".", 1)[0].lower())
        elif m.group(5):    # an Elixir module, named whole
            found.append("module:" + name.lower())
        else:
            found.append("module:" + name.split(".")[0].lower().replace("-", "_"))
    for rx in (_PYTEST_FAIL, _GO_FAIL, _JEST_FAIL):
        found += ["test:" + _norm_id(m.group(1)) for m in rx.finditer(text)]
    found += [f"test:{m.group(2).lower()}::{m.group(1).strip().lower()}" for m in _EX_FAIL.finditer(text)]
    found += ["hook:" + m.group(1).lower() for m in _HOOK.finditer(text)]
    found += ["cmd:" + next(g for g in m.groups() if g).lower() for m in _NOT_FOUND_CMD.finditer(text)
              if next(g for g in m.groups() if g).lower() not in ("error", "fatal", "warning", "bash", "sh", "zsh")]
    if not found:
        # Nothing specific: the quoted names and paths the message mentions.
        found += ["kind:env" if _ENV_NAME.match(m.group(1)) else
                  _norm_id(m.group(1)) if not _introduced(text, m.start()) else _kind(text, m.start())
                  for m in _QUOTED.finditer(text) if not field_name(text, m.start(), m.end())]
        found += [_norm_id(m.group(1)) for m in _PATH.finditer(text)]
    out: list[str] = []
    for f in found:
        if _keep_id(f.split(":", 1)[-1]) and f not in out:
            out.append(f)
    return tuple(out[:MAX_IDS])


def _exception(text: str) -> str:
    """The exception an output is about: the last one printed as `Name: message` (a traceback ends with the one raised,
    `core.tracking.raised`; pytest's `ImportError while importing` wraps the `ModuleNotFoundError` it prints after),
    else the first named."""
    names = [(m.group(1), text[m.end():m.end() + 1] == ":") for m in _EXCEPTION.finditer(text)
             if m.group(1) != "SystemExit"] + raised(text)
    if not names:
        return ""
    stated = [n for n, colon in names if colon]
    chosen = (stated[-1] if stated else names[0][0]).lower()
    later = {n.lower() for n, _c in names}
    for inner in _WRAPPERS.get(chosen, ()):
        if inner in later:
            return inner
    return chosen


#: A class that is an exception raised by name (`ValueError`, `ConditionalCheckFailedException`).
_RAISED = re.compile(r"[a-z][\w.]*(?:error|exception|warning)")
#: Files of code: where a traceback passed, not what its error is about.
_CODE_FILE = re.compile(r"\.(?:py|pyx|pxd|js|mjs|cjs|ts|tsx|rb|ex|exs|java|kt|go|rs|c|cc|cpp|h|so|node)$")


def _code_places(ids: tuple[str, ...]) -> bool:
    return all(_CODE_FILE.search(i) for i in ids)


def _exception_message(text: str, name: str) -> tuple[str, ...]:
    """What the raised exception says of itself when that is a sentence (`ValueError: numpy.dtype size changed,
    may indicate binary incompatibility`): three plain words or more, so the same message raised through another
    library is the same error. A bare name (`KeyError: 'x'`) is no message."""
    found = [m for m in re.finditer(r"(?<![\w.])(?:[\w]+\.)*" + re.escape(name) + r": ([^\n]+)", text, re.I)]
    if not found:
        return ()
    words = message_words(found[-1].group(1))
    return words if sentence(words) else ()


def sentence(words: tuple[str, ...]) -> bool:
    """Whether a message's words make a sentence of its own (three plain words or more, names aside)."""
    return sum(not w.startswith("'") for w in words) >= 3


def message_words(text: str) -> tuple[str, ...]:
    """The words of a message, without quoted names, paths and numbers; then the names it quotes, each marked with
    a leading `'` (`Could not resolve "react"` and `… "js/app.js"` share their words, not their name)."""
    text = _CLAUSE_END.split(text[:300].split("\n", 1)[0], maxsplit=1)[0]
    text = _QUOTED_TAIL.sub(":", text)
    line = text
    quoted = ["'" + _norm_id(m.group(1)) for m in _QUOTED.finditer(line)
              if not _introduced(line, m.start()) and not _HOST_PORT.match(m.group(1))]
    flags = re.findall(r"(?<![\w'\"‘`-])--[a-z][\w-]+", line)   # the flag it says to use (a quoted one: given it)
    text = _QUOTED.sub(" ", re.sub(r"(?<![\w-])--[a-z][\w-]+", " ", text[:300]))
    text = _PATH.sub(" ", _URL.sub(" ", text))   # (a mirror's address is where, like a path: `http://archive…`)
    text = _NAMED.sub(r"\1", text)
    text = " ".join(w for w in re.split(r"[\s,]+", text) if not _MADE_UP.match(w.strip(".,;:()"))).lower()
    words = [w for w in _MESSAGE_WORD.findall(text) if w not in _MESSAGE_SKIP][:MAX_WORDS - len(flags[:2])] + flags[:2]
    return tuple(words) + tuple(dict.fromkeys(q for q in quoted if _keep_id(q[1:])))[:3]


#: Where a message's clause ends: prose that quotes an error goes on after it (`…; the same files …`).
_CLAUSE_END = re.compile(r";\s|\.\s+(?=[A-Z(`'\"]|the\b|then\b|after\b)")
#: Nouns a message puts before a name the session made up: `branch spotter-gqc`, `remote 'fork'`.
_NAMING = (r"(?:branch|remote|tag|host|hostname|worktree|refspec|revision|commit|container|image|user|session|pid|port"
           r"|role|database|repo|repository|chart|command"
           # the kinds of object a cluster or a cloud names (`namespaces "payments" not found`)
           r"|namespaces?|contexts?|clusters?|pods?|deployments?|services?|volumes?|networks?|secrets?|buckets?)")
_NOUN = re.compile(_NAMING)
#: A quoted host and port (`"api.github.com:443"`): where the session went, made up like a branch.
_HOST_PORT = re.compile(r"^[\w.-]+\.[a-z]{2,}:\d{1,5}$", re.I)
_NAMED = re.compile(r"(?i)\b(" + _NAMING + r"):?\s+(?!has\b|is\b|was\b|not\b|does\b|did\b)[^\s'\"`]+")
#: Words a session makes up (ids, hashes, names with digits or `_` but no constant like `NTE_BAD_DATA`, files): no message words.
_MADE_UP = re.compile(r"^(?:[0-9a-f]{7,40}|[\w.@-]*\d[\w.@-]*|(?!(?-i:[A-Z]+(?:_[A-Z]+)+)$)[\w.-]*_[\w.-]*|[\w.-]+@[\w.-]+|"
                      r"[\w-]+\.[a-z]{1,5}(?::\d+)*)$", re.I)


#: A quoted name shaped like an environment variable (`'DATABASE_URL'`): which one is the session's own
#: setting, so `KeyError: 'REDIS_URL'` is the same trap as `KeyError: 'DATABASE_URL'`.
_ENV_NAME = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
_KINDS = re.compile(r"(?i)\b(namespace|context|cluster|pod|deployment|service|volume|network|secret|bucket)s?[:=]?\s*$")


def _kind(text: str, at: int) -> str:
    """What a made-up name is the name of, when that tells errors apart (`namespaces "x"`, not `pods "x"`):
    `kind:namespace`; else nothing (`branch 'x'` is any branch)."""
    m = _KINDS.search(text[max(0, at - 20):at])
    return "kind:" + m.group(1).lower() if m else ""


def _introduced(line: str, at: int) -> bool:
    """A quoted name right after a naming noun (`branch 'x'`): made up by the session, not what the error is about."""
    return re.search(r"(?i)\b" + _NAMING + r"[:=]?\s*$", line[max(0, at - 20):at]) is not None


def classify(text: str, said: bool = False) -> tuple[str, tuple[str, ...]]:
    """The class of an error and, for a prefix class, the words of its message; `said`: a call's output, whose line
    saying what is wrong is its shape (a lesson's prose says it too, around the class the output printed)."""
    if _HOOK.search(text):
        return "hook failed", ()    # which hook (its id) tells them apart, whatever file it refused
    m = _ELIXIR.search(text)
    if m:
        return m.group(1).lower(), message_words(m.group(2))
    name = _exception(text)
    if name:
        return name, _exception_message(text, name)
    for rx, label in ((_RUSTC, "error[{}]"), (_TSC, "error {}")):
        m = rx.search(text)
        if m:
            return label.format(m.group(1).lower()), message_words(m.group(2))
    m = _NPM.search(text)
    if m:
        return ("npm " + m.group(1).lower(), ()) if m.group(1) else ("npm err!", message_words(m.group(2) or ""))
    low = text.lower()
    m = _CODED.search(text)
    if m:
        return f"({m.group(1).lower()})", ()   # the code is the class, whichever operation or resource met it
    m = _TAGGED.search(text)
    if m:
        return f"[{m.group(1).lower()}]", message_words(m.group(2))
    if "command not found" not in low:
        m = _PREFIXED.search(text)
        if m:
            return m.group(1).lower(), message_words(m.group(2))
        m = _CODE.search(text)
        if m:
            return m.group(1).lower(), ()
    for label, rx in WORD_PATTERNS:
        if rx.search(low):
            return label, ()
    m = _LOCATED.search(text)
    if m:
        return "located", message_words(m.group(1))
    m = _SAID.search(text) if said else None
    if m:
        return "said", message_words(m.group(1))
    return "", ()


# A line that says what is wrong in words, with neither a class nor a place (composer's `your php version (8.0.30) does not
# satisfy that requirement`, gradle's `Unsupported class file major version 66`, cmake's `does not contain a
# CMakeLists.txt file.`): its words are its shape, whatever names and numbers it carries.
_SAID = re.compile(r"^[\s>*-]*((?:[^\n]*?\b(?:does not|do not|did not|cannot|can't|could not|unable to|is not|are not)"
                   r"\b|\s*(?:unsupported|invalid|incompatible|missing)\b)[^\n]{6,})", re.M | re.I)
# A message a tool prints at a place in a file, without a class (`cmd/root.go:6:2: missing go.sum entry …`,
# make's `Makefile:12: *** missing separator.  Stop.`): its words are its shape, whichever file it is in.
_LOCATED = re.compile(r"^\s*[\w./@+-]+:\d+(?::\d+)?:\s*(?:\*\*\*\s*)?([A-Za-z][^\n]{5,})", re.M)


def error_class(text: str) -> str:
    return classify(text)[0]


def command_family(command: str) -> str:
    """The program a command runs, after env settings, `sudo` and `python -m`:
    `python -m pytest -x` and `pytest tests/` are both `pytest`; `python manage.py migrate` and
    `./manage.py migrate` are both `manage.py` (the script is the program)."""
    words = split_command(command)
    if words[1:] and program_name(words[0]) == "python" and words[1].endswith(".py"):
        return program_name(words[1])
    return program_name(words[0]) if words else ""


def _unclassed(head: str, program: str, first_line: bool) -> tuple[str, tuple[str, ...]]:
    """An output no class word names: the program's own message (`go: updates to go.mod needed`), a Node-style
    code (`ERR_PNPM_ADDING_TO_ROOT`), or (for a failed call's output) its first line when it says what went
    wrong (`Job for nginx.service failed because …`), never a progress line."""
    said = re.match(rf"{_LEAD}{re.escape(program)}: ([^\n]{{6,}})", head) if program else None
    if said:
        return "said", message_words(said.group(1))
    code_word = _ERR_CODE.search(head)
    if code_word:
        return code_word.group(1).lower(), ()
    errno = _ERRNO.search(head)
    if errno:   # `[nodemon] Internal watch failed: ENOSPC: System limit …`: the system's error, as `Error: ENOSPC: …`
        return "error", message_words(errno.group(0).replace("ESOCKETTIMEDOUT", "ETIMEDOUT"))   # (one timeout)
    first = re.match(rf"{_LEAD}([^\n]{{12,}})", head) if first_line else None
    if first and len(message_words(first.group(1))) >= 3 and (errorish(first.group(1)) or _NO_THING.match(first.group(1))):
        return "said", message_words(first.group(1))
    # ... or the one line it printed at all (`Vault is locked.`, glab's `none of the git remotes … point to a known
    # GitLab host`): a failed call that said only that said what went wrong, whatever its words
    only = re.fullmatch(rf"{_LEAD}([^\n]{{8,}}?)\s*", head) if first_line else None
    if only and len(words := message_words(only.group(1))) >= 2:
        return "said", words
    return "", ()


# A first line saying something is not there (`No version is set for command npm`): what went wrong, no failure word
_NO_THING = re.compile(r"no\s+[a-z][a-z-]+\s+(?:is|was|are|were|has|have|found|set|given|specified|available|defined|"
                       r"configured|installed|selected|matches|matching)\b", re.I)
_LEAD = r"\s*(?:Error: )?(?:Exit code \d+\s*)?"   # before a failed call's own words: Claude Code's `Exit code N`
_ERRORISH = re.compile(r"\b(?:fail(?:ed|s|ure)?|error|cannot|can't|could not|unable|denied|refused|invalid|unsupported|"
                       r"missing|no such|not (?:found|allowed|permitted|supported)|unknown|conflict|privileges?\b|"
                       r"quitting|aborting)", re.I)


def errorish(text: str) -> bool:   # whether words say something went wrong (`unknown authority`, `cannot`, `denied`)
    return _ERRORISH.search(text) is not None


_ERR_CODE = re.compile(r"\b(ERR_[A-Z][A-Z0-9_]{3,})\b")
# A system error name and what it says (`ENOSPC: System limit …`), or one ending what failed (`….tgz: ENOTFOUND`)
_ERRNO = re.compile(r"\bE(?:NOSPC|ACCES|PERM|NOENT|ADDRINUSE|MFILE|NFILE|CONNREFUSED|EXIST|NOTEMPTY|BUSY|ROFS|"
                    r"NOTDIR|ISDIR|TIMEDOUT|AGAIN|HOSTUNREACH|NOMEM): [^\n]{6,}|"
                    r"(?:(?<=: )|(?<=connect )|(?<=getaddrinfo ))E(?!RROR|XCEPTION)[A-Z]{4,}\b(?![:\w])")


def signature_of(text: str, command: str = "", *, output: bool = True) -> Signature:
    """The signature of one error: a failed call's output (and its command), or a lesson's symptom and evidence."""
    head = plain_output(text[:6000])   # (line breaks escaped, a logfmt line's `msg=`)
    code = next((int(m.group(1)) for m in _EXIT.finditer(head) if m.group(1) != "0"), None)
    family = command_family(command) if command else ""
    if not family:
        # "ls: cannot access …": the program names itself at the start of its message.
        m = re.match(r"\s*(?:Error: Exit code \d+\s*)?([a-z][a-z0-9_+-]*): ", head)
        family = m.group(1) if m and m.group(1) not in ("fatal", "error", "panic", "bash", "sh", "zsh") else ""
    for text in dict.fromkeys((past_warnings(past_help(past_usage(head))), head)):   # past the warnings, usage, help
        cls, message = classify(text, said=bool(command))
        if not cls:
            cls, message = _unclassed(text, program_name(family) if family else "", bool(command) and output)
        if cls:
            break
    return Signature(cls, by_role(identifiers(text), command), code, family, message)


def _strong(ids: tuple[str, ...]) -> set[str]:
    return {i for i in ids if i.startswith(STRONG)}


def meet(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Two errors name the same thing: an equal name, or paths one of which
    holds the other (`priv/static/assets` and `priv/static/assets/app.css`)."""
    if set(a) & set(b):
        return True
    pa, pb = [x for x in a if "/" in x], [x for x in b if "/" in x]
    return any(x.startswith(y.rstrip("/") + "/") or y.startswith(x.rstrip("/") + "/") or
               x.endswith("/" + y.lstrip("/")) or y.endswith("/" + x.lstrip("/")) or _tail(x) == _tail(y)
               for x in pa for y in pb)


def _tail(path: str) -> str:
    """A file by its folder and name: `lib/x.ex` in any checkout or worktree of the project."""
    parts = [p for p in path.split("/") if p]
    return "/".join(parts[-2:]) if len(parts) >= 3 and "." in parts[-1] else path


def _same_class(a: str, b: str) -> bool:
    return _SAME_CLASS.get(a, a) == _SAME_CLASS.get(b, b)


def _said_in(cls: str, other: Signature) -> bool:
    """A class of words (`permission denied`) said in the message of an error read only as a generic one."""
    words = cls.split()
    return len(words) >= 2 and other.error_class in ("error", "said") and all(w in other.message for w in words)


def schemes(names: tuple[str, ...]) -> set[str]:
    """The schemes the names are given in (`node` of `node:crypto`): another name of a fix for any name keeps it."""
    return {n.split(":", 1)[0] for n in names if ":" in n.strip(":")}


def _named_kind(identifier: str) -> str:
    """What a strong identifier names (`module:x` → module)."""
    return identifier.split(":", 1)[0] if ":" in identifier else ""


def _one(word: str) -> str:   # a message word without a plural `s`
    return word[:-1] if len(word) > 4 and word.endswith("s") and not word.endswith("ss") else word


def same_symptom(lesson: Signature, seen: Signature, alike: tuple[str, ...] = (), any_name: bool = False) -> bool:
    """Whether an error met in a session is the symptom a lesson is about.

    Strict on purpose: a false "recurred" would retire a lesson that works. A module, test or missing command named
    on both sides is the symptom whatever class is printed around it (pytest's `ImportError` and the
    `ModuleNotFoundError` it wraps); two different ones are two symptoms. Otherwise the classes must agree. A class
    with a message (`fatal: …`, `[FORMAT] …`, `** (RuntimeError) …`) is the symptom when most of the lesson's message
    words come back, whatever file or branch it names this time. Without one, a name the lesson quotes (file, path)
    must be met again where the error names any; and the same program must fail with the same exit code. `alike`:
    names the lesson's own text gives for the symptom (``can't find crate for `core` (or `std`)``), each as good as
    the one its failing call printed."""
    if lesson.empty or seen.empty:
        return False
    strong, seen_strong = _strong(lesson.identifiers), _strong(seen.identifiers)
    if strong and strong & seen_strong:
        return True
    if strong and seen_strong and any_name and _same_class(lesson.error_class, seen.error_class) and \
            {_named_kind(x) for x in strong} & {_named_kind(x) for x in seen_strong}:
        return True   # a fix for any name (`python -m pytest <tests>`): another missing module is the same trap
    if strong and (seen_strong or not seen.identifiers and lesson.error_class != seen.error_class):
        return False
    if lesson.error_class and seen.error_class and meet(lesson.identifiers, seen.identifiers) and \
            (_said_in(lesson.error_class, seen) or _said_in(seen.error_class, lesson)):
        return True   # `permission denied` on /var/run/docker.sock, read once as such and once inside an `ERROR: …`
    if not lesson.error_class or not seen.error_class or not _same_class(lesson.error_class, seen.error_class):
        # With no class to compare, only a shared name says it is the same error.
        return not lesson.error_class and meet(lesson.identifiers, seen.identifiers)
    words = {_one(w) for w in lesson.message if not w.startswith("'")}
    if words and seen.message:   # a message of only a quoted name (`KeyError: 'X'`) says nothing of its own
        said = {_one(w) for w in seen.message}   # (`file sources` and `files source` alike)
        shared = len(words & said)
        # A message of one telling word (`error: externally-managed-environment`) is met when that word is.
        if shared < min(len(words), max(2, (len(words) * 3 + 4) // 5)) or not shared or \
                other_act(lesson.message, seen.message):   # `failed to get domain` is not `failed to define domain`
            return False
        # What the message names must be the same kind of thing: a missing role is not a missing database, nor a
        # relation a function (a table is a relation: PostgreSQL 11 renamed it in its messages)
        if any(_NOUN.fullmatch(w) or w.startswith("--") for w in words - said) or other_kinds(words, said):
            return False
        # A raised exception's message names no resource (`The conditional request failed`): the lock path beside
        # it does, so the names below decide; only code files a traceback passed through are where it happened.
        by_names = bool(_RAISED.fullmatch(lesson.error_class) and lesson.identifiers and seen.identifiers) and \
            not (_code_places(lesson.identifiers) and _code_places(seen.identifiers))
        if shared >= 3 and not by_names:
            # The message decides, unless both quote names in it that are not the same or side by side
            # (another migration in the same folder is the same trap; another module is not). Names
            # elsewhere in the output (a hook's list of files) do not count against it.
            # An absolute path it quotes (`watch '/home/dev/src/quill/src/renderer'`) is where it happened this time.
            mine = tuple(w[1:] for w in lesson.message if w.startswith("'") and not w.startswith("'/")) + alike
            theirs = tuple(w[1:] for w in seen.message if w.startswith("'") and not w.startswith("'/"))
            return any_name and schemes(mine) <= schemes(theirs) or not (mine and theirs) or meet(mine, theirs) or \
                siblings(mine, theirs) or same_root(mine, theirs)
    if lesson.identifiers and seen.identifiers:
        # the same file or name fails again, by any program; or the same file in another folder of the same tree;
        # or, for a fix written for any name (`kubectl -n <namespace> … deployment/<name>`), the program's same error
        # ... or an exception with no message (`ValidationFailedException`) on another file under the same top folder
        return meet(lesson.identifiers, seen.identifiers) or same_file_elsewhere(lesson.identifiers, seen.identifiers) \
            or any_name and bool(lesson.command_family) and \
            program_name(lesson.command_family) == program_name(seen.command_family) or \
            not lesson.message and _RAISED.fullmatch(lesson.error_class) is not None and \
            same_root(lesson.identifiers, seen.identifiers)
    if lesson.command_family and seen.command_family and \
            program_name(lesson.command_family) != program_name(seen.command_family):
        return False
    return lesson.exit_code is None or seen.exit_code is None or lesson.exit_code == seen.exit_code
