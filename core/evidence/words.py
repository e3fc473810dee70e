"""The words of a citation's prose: which name something exactly (a command, a path, a flag, an error
name), which only join pieces, which quoted piece reads as a command line; and where its quotations are."""
from __future__ import annotations

import json
import re
from typing import Callable

from core.evidence.printed_prose import quote_printed

_TOOLS = r"Bash|Read|Edit|MultiEdit|Write|NotebookEdit|Grep|Glob|LS|WebFetch|WebSearch|Task|TaskOutput|Skill|BashOutput|KillShell"
# A tool label with its argument in prose, as the slice shows a call: `Read(test/support)`.
TOOL_ARG_RE = re.compile(rf"^({_TOOLS})\(([^()\s]+)\)?$")
TOOL_RE = re.compile(rf"(?:{_TOOLS})")
# A quote as the claims parser marks it in the prose: `\x00<its index>\x00`
PLACE_RE = re.compile(r"\x00(\d+)\x00")
# "`Read` of `path`" (quotes as the claims parser marks them): that tool's call on that path
TOOL_OF_RE = re.compile(r"\x00(\d+)\x00\s+(?:of|on|for)\s+\x00(\d+)\x00\s*$")
# ... the same in prose: "the first Read of SUMMARY.md", "an Edit on src/app.py" (a file's name or a path)
PROSE_TOOL_OF_RE = re.compile(rf"\b({_TOOLS})\s+(?:call\s+)?(?:of|on|for)\s+([\w.-]*[/\\][\w./\\-]+|[\w-]+\.[A-Za-z]\w{{0,5}})\s*$")
# What did not happen ("no Bash call") is nothing to find; a tool's parameter (`task_id=bd0afab`) is found by its
# value; an Elixir/Erlang function by its arity (`check_pane_present/1`) is named without it in code.
NEGATIONS = frozenset({"no", "not", "never", "without", "nor"})
PARAM_RE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+=(\S+)")
ARITY_RE = re.compile(r"((?:[A-Z][\w]*\.)*[a-z_][\w]*[?!]?)/\d{1,2}")
EDGE = "()[]{}<>,;:!?\"'`“”‘’«»…·。，、；：！？（）「」『』【】"
_HANGUL_TAIL_RE = re.compile(r"[\uac00-\ud7a3]+$")
_HANGUL_RE = re.compile(r"[\uac00-\ud7a3]")
_NOT_NAMES = frozenset({"e.g", "i.e", "etc", "vs", "ok", "a", "i", "e.g.", "i.e."}) | frozenset(
    # The parameter names of Claude Code's tools, which a model names in prose ("the Edit set new_string to …"):
    # the slice shows a call by its values, so the name is in no step.
    "old_string new_string file_path replace_all run_in_background output_mode head_limit notebook_path "
    "new_source cell_id cell_type edit_mode subagent_type".split()) | frozenset(
    # The platform a session ran on, said of it in prose ("isn't on PATH in PowerShell"): no call prints it.
    "powershell macos".split())
# The names of formats a model calls output by ("the dry-run printed the steps JSON"): what it looks like, not text
# it holds.
_FORMATS = frozenset("JSON JSONL NDJSON YAML TOML HTML XHTML".split())
# Words that join the pieces of a citation in prose; never required.
CONNECTING = frozenset("""
the and then with when after before from into was were that this which while but not for its has had
fails failed failing gives gave shows showed returns returned error errors running runs ran run using
""".split())

# Programs a person names in prose ("after pip failed"): a command, so distinctive.
# Calls that look at a thing rather than do it: "after X" is after doing X, not after reading it; reading a file
# the fix names (`tail /tmp/api.log`) is not running the fix.
LOOKS = frozenset({"cat", "head", "tail", "less", "ls", "grep", "rg", "find", "stat", "file", "wc", "which", "echo"})
COMMAND_WORDS = frozenset("""
git npm npx pnpm yarn bun deno pip pip3 pipx uv poetry conda pytest python python3 node make cmake cargo
rustc rustup go docker podman kubectl helm terraform ansible mvn gradle brew apt apt-get dnf yum pacman
apk systemctl journalctl ssh scp rsync curl wget tar unzip gzip ls cd cp mv rm mkdir chmod chown ln cat
grep rg sed awk find xargs sudo bash sh zsh fish tmux ruff mypy black flake8 tox nox jest vitest mocha
tsc eslint prettier webpack vite gcc clang ld java javac ruby gem bundle rake php composer dotnet
claude gh psql mysql sqlite3 redis-cli openssl mix elixir iex erl
""".split())


def strip_token(raw: str) -> str:
    token = raw.strip(EDGE)
    if token.endswith(".") and token not in (".", "..") and not token.endswith("/."):
        token = token.rstrip(".")  # the end of a sentence, not of a name
        if token.endswith(")") and "(" not in token:
            token = token.rstrip(")")   # ... and of the parenthesis before it ("(≈ 1.3116 atol=1e-4).")
    if _HANGUL_RE.search(token) and re.search(r"[A-Za-z0-9]", token):
        token = _HANGUL_TAIL_RE.sub("", token).strip(EDGE)  # a Korean particle after a name: `./build이`
    return token


def distinctive(token: str) -> bool:
    """Whether a prose token names something exactly (not a connecting word)."""
    if not token or token.casefold() in _NOT_NAMES or _HANGUL_RE.search(token):
        return False
    if not any(ch.isalnum() for ch in token):
        return token == "/"
    if token.casefold() in COMMAND_WORDS:
        return True
    if _AGAIN_VERB_RE.fullmatch(token):
        return False   # "re-ran the same `x`": a verb of prose, its hyphen no name's
    if re.fullmatch(r"(\d+)/\1", token):
        return False   # "12/12 tests": a count said as a share, not text an output holds
    if re.fullmatch(r"[A-Z]{2,3}|(?!E)[A-Z]{4}", token) or token in _FORMATS:
        # an acronym of prose ("CI still fails", "the CIM query", "printed the steps JSON", FQDN), not a name; a
        # four-letter errno (EDOM) stays one
        return False
    if re.fullmatch(r"\d*(?:1st|2nd|3rd|[04-9]th|1[1-3]th)", token, re.I):
        return False   # "1st `x`: …, 2nd run: …": which run, said as an ordinal, not text an output holds
    if re.fullmatch(r"[~≈]\d[\d.,]*[a-z]{0,3}", token) or re.fullmatch(r"\[\d{1,3}(?:;\d{1,3})*m", token):
        return False   # "after ~38 s": a guess, not text an output holds; `[33m`: a colour code whose escape was lost
    if re.search(r"\d", token):
        return True
    if re.match(r"^--?[A-Za-z]", token):        # a flag
        return True
    if token.startswith(("$", "%", "~", "/", "./", "../")) or "://" in token:
        return True
    if re.search(r"\w[_./\\=@:]\w|\w_|_\w|\w-\w", token):   # identifier, path, key=value, module.attr
        return True
    if re.search(r"[a-z][A-Z]", token) or re.fullmatch(r"[A-Z][A-Z0-9_]{1,}", token):   # CamelCase, ENOENT
        return True
    return bool(re.fullmatch(r"\.\w[\w.-]+", token))   # a dotfile: .venv, .dialyzerignore


_AGAIN_VERB_RE = re.compile(r"re-(?:r[au]n|running|runs|tried|try|trying|started|start|built|build|installed|install|"
                            r"checked|check|applied|apply|launched|launch|ordered|order|opened|open)", re.I)
_LOG_LEVELS = frozenset({"error", "err", "warn", "warning", "fatal", "info", "notice", "verb", "debug"})
_SUBCOMMANDS = frozenset("build test run install add init update upgrade lint check start deploy exec sync "
                         "instantiate restart stop apply plan fmt compile package publish up down".split())
_PLAIN = frozenset("the a an to and or no not can will should must then this that it its we you".split())
_FILTERS = frozenset("tee sort uniq jq yq xargs cut tr column less more".split())
# The verbs a message says things with ("is not", "cannot", "was"), never a program's argument
_SAYING = frozenset("is was are were has had cannot could couldn't can't does did".split())
# Words an error line opens on and no program is named (`cannot find -lcrypto`, `unknown option --x`): with flags
# after them they are still a message, not a command line
_MESSAGE_OPENERS = _PLAIN | _SAYING | frozenset("unable failed unknown invalid missing unexpected unrecognized "
                                                "unrecognised illegal undefined expected".split())


# The words right after a program's name that make a sentence of it ("Python was not found", "docker is not
# running"): what a message says of the program, not its arguments.
_MESSAGE_VERBS = _SAYING | frozenset("not doesn't didn't isn't wasn't".split())
# A PowerShell cmdlet by its approved verb (`remove-item`, as a citation's pieces are lower-cased, `Get-ChildItem`):
# its name alone is a command line, as `Get-ExecutionPolicy` is.
_CMDLET_RE = re.compile(r"(?:add|clear|copy|disable|enable|export|get|import|install|invoke|join|measure|move|new|"
                        r"out|push|pop|register|remove|rename|resolve|restart|select|set|sort|split|start|stop|test|"
                        r"uninstall|unregister|update|wait|where|write|convertto|convertfrom|expand|compress|format|"
                        r"foreach)-[a-z][a-z0-9]+", re.I)


# A shell's pipe or `&&` into a program, or a redirection into a file: what only a command line has (not a test
# report's `OrderRoutesTest > listOrders() PASSED`, nor a table's `name | value`).
_SHELL_JOIN_RE = re.compile(r"\S\s+(?:(?:\||&&|\|\|)\s+(?P<prog>[a-z][\w.-]*)(?=\s|$)|"
                            r"(?:2?>>?|&>)\s*(?:/dev/null|[\w.~$-]*/[\w./-]+|[\w.-]+\.[a-z0-9]{1,5})(?=\s|$))")


# A Windows program's option (`/FI`, `/scannow`, `/Online`, `/Source:ESD:…`), never a folder of a Unix root (`/usr`)
_WINDOWS_OPTION_RE = re.compile(r"/(?!(?:bin|boot|dev|etc|home|lib|lib32|lib64|media|mnt|opt|proc|root|run|sbin|srv|sys|"
                                r"tmp|usr|var|snap|nix|data|app|private|workspace|Users|Volumes|Library|System|"
                                r"Applications)$)(?:[A-Za-z]{1,2}|[A-Z][A-Za-z]+|[a-z]{3,}|[A-Za-z]+[:=]\S*)")


# Words a printed line or a sentence names a file after (`from main.py`, `at index.js`), never a program
_PROSE_LEADS = frozenset("from in at of into for with by on see edit edited open opened read wrote saved".split())
# A script file by its language's extension: what an interpreter is handed to run
_SCRIPT_RE = re.compile(r"[\w./-]+\.(?:exp|tcl|pl|rb|lua|py|js|mjs|ts|sh|bash|zsh|fish|ps1|bat|cmd|php|awk|sed|r|jl|"
                        r"groovy)")


def command_at(quoted: list[str]) -> Callable[[int], bool]:
    """Whether quote N of a citation reads as a command line (`commandish`)."""
    return lambda n: commandish(quoted[n])


# A version in parentheses after a program's name (`Poetry (version 2.1.2)`, `gcc (v13.2)`): what it printed
_VERSION_RE = re.compile(r"\((?:v(?:ersion)?\s*)?\d", re.I)


def commandish(piece: str) -> bool:
    """A quoted piece that reads as a command line: a known program or a path to one first."""
    words = piece.split()
    while words[1:] and (re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=\S*", words[0]) or words[0] in ("sudo", "env", "time")
                         or words[0] == "timeout" and re.fullmatch(r"\d+[smhd]?", words[1]) and words[2:]):
        sudo = words[0] == "sudo"
        words = words[2:] if words[0] == "timeout" else words[1:]
        # `TZ=UTC .venv/bin/python …`, `sudo make install`, `timeout 20 expect x.exp`: the program comes after
        while sudo and words[1:] and words[0].startswith("-"):   # `sudo -E wg-quick …`, `sudo -u postgres psql`
            words = words[2:] if words[0] in ("-u", "-g") and words[2:] else words[1:]
    first = words[0] if words else ""
    if words[1:2] == ["="] or _VERSION_RE.match(" ".join(words[1:3])):
        return False   # `python = ">=3.10,<4.0"`: a setting, no command line; `Poetry (version 2.1.2)`: what it printed
    if words[1:2] and words[1].rstrip(":!").casefold() in _LOG_LEVELS and not (
            words[1].casefold() in _QUIET_LEVELS and _piped(piece, first)):
        return False   # `npm error code ERESOLVE`, `npm ERR! …`: a program's log line, not a command (`hdiutil info |
        # grep x` pipes to a program: a command line)
    if first.endswith(":") and words[1:]:
        return False   # `/bin/bash: line 1: hledger: command not found`: a program naming itself in its message
    if words[1:2] and words[1].casefold() in _MESSAGE_VERBS:
        return False   # "Python was not found; …", "node is not recognized …": a message about a program, no command
    if re.fullmatch(r"[A-Z][a-z]+-[A-Z][A-Za-z]+", first) and words[1:] or _CMDLET_RE.fullmatch(first):
        return True   # a PowerShell cmdlet (`Get-Process node`, `Remove-Item -Recurse x`), in any case
    if re.fullmatch(r"[a-z][a-z0-9._-]*", first) and first not in _MESSAGE_OPENERS and \
            any(re.match(r"--?[a-zA-Z0-9]", w) or _WINDOWS_OPTION_RE.fullmatch(w) for w in words[1:]):
        return True   # a lower-case word run with flags (`corepack enable --x`, `tasklist /FI …`, `sfc /scannow`)
    if re.fullmatch(r"[a-z][a-z0-9._-]*", first) and \
            first not in _MESSAGE_OPENERS | _PROSE_LEADS | _PLAIN | _CUT_LEADS and not first.endswith("ing") and words[1:2] in (["..."], ["…"]) and words[2:] and \
            (words[2] in _SUBCOMMANDS or re.match(r"--?[a-zA-Z]", words[2])):
        return True   # a command line the model cut short after its program (`migrate ... up`), not `waiting … up`
    if re.fullmatch(r"[a-z][a-z0-9._-]*", first) and words[1:2] and words[1] in _SUBCOMMANDS and first not in _PLAIN:
        return True   # a program the vocabulary does not know, by its subcommand (`swift build`, `zig build`)
    if re.fullmatch(r"[a-z][a-z0-9._-]*", first) and first not in _MESSAGE_OPENERS | _PROSE_LEADS and \
            not first.endswith("ing") and words[1:2] and _SCRIPT_RE.fullmatch(words[1]):
        return True   # a program handed a script to run (`expect backup.exp`, `tclsh gen.tcl`, `perl fix.pl`), not a
        # line of prose or output naming a file (`loading config.js`, `from main.py`)
    join = _SHELL_JOIN_RE.search(piece) if re.fullmatch(r"[a-z][a-z0-9._-]*", first) and first not in _PLAIN else None
    if join and (not join.group("prog") or join.group("prog") in COMMAND_WORDS | LOOKS | _FILTERS):
        return True   # words the shell joins or sends to a file (`circleci config process x.yml > p.yml`): a command line
    return first in COMMAND_WORDS or first.startswith(("./", "../", "~/", "bin/")) or "/bin/" in first or \
        (first.startswith("/") and len(words) > 1) or first.endswith((".sh", ".exe"))


#: Words a line of prose or output opens on before a cut (`please ... run setup`, `hint … run`): no program
_CUT_LEADS = frozenset({"please", "hint", "note", "try", "then", "and", "or", "to", "see", "now", "also", "you", "we"})


#: Log levels a subcommand may share a name with (`hdiutil info`), unlike `error`/`ERR!`, which a logged line of a
#: script (`npm error command sh -c a && b`) opens on.
_QUIET_LEVELS = frozenset({"info", "notice", "debug", "verb"})


def _piped(piece: str, first: str) -> bool:
    """Words piped on to a program the vocabulary knows (`| grep`, `| wc -l`): not `&&`, which a logged script has."""
    join = _SHELL_JOIN_RE.search(piece) if re.fullmatch(r"[a-z][a-z0-9._-]*", first) else None
    return join is not None and join.group("prog") in COMMAND_WORDS | LOOKS | _FILTERS and \
        re.match(r"\S\s+\|\s", join.group(0)) is not None


def word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


# A quote opens where a quotation can start and closes at the next same mark
# (a single quote only before a non-word: "doesn't" is no quotation).
_CLOSERS = {"`": "`", "\"": "\"", "“": "”", "”": "”", "„": "“", "«": "»", "'": "'", "‘": "’", "「": "」", "『": "』"}


def quotes(text: str) -> list[tuple[int, int]]:
    """(start, end) of each outermost quotation, by position: an inner quote
    belongs to the outer one and never splits it."""
    out: list[tuple[int, int]] = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        closer = _CLOSERS.get(ch)
        if closer is None or (ch in "'‘" and i > 0 and (word_char(text[i - 1]) or _possessive(text, i))):
            i += 1
            continue
        j = i + 1
        while j < n:
            k = text.find(closer, j)
            if k < 0 or "\n" in text[i:k]:
                k = -1
                break
            if closer in "'’" and k + 1 < n and word_char(text[k + 1]):
                j = k + 1
                continue
            break
        else:
            k = -1
        if k > i + 1:
            out.append((i + 1, k))
            i = k + 1
        else:
            i += 1
    return out


def _possessive(text: str, i: int) -> bool:
    """The `'` of "`run`'s command": an apostrophe after a closing quote, not a quotation's start."""
    return text[i - 1] in "`\"”’)" and text[i + 1:i + 2] in ("s", "S") and (i + 2 >= len(text) or
                                                                       not word_char(text[i + 2]))


def pair_of(raw: str) -> tuple[str, ...]:
    """A prose word joining two names of one shape with a slash: dotted ("10.0.0.11/10.0.0.13", "a.js/b.ts"),
    compound ("New-Item/Copy-Item") or plain words of one shape ("select/ignore", "node1/node2"); the two, each a
    word of its own. A path (`lib/grid.f90`, `/tmp/x`, `src/utils`) or a branch (`feat/login`, `origin/main`) is one
    name."""
    m = re.fullmatch(r"([^/\s]+\.[^/\s]+)/([^/\s]+\.[^/\s]+)", raw.strip(EDGE))
    # ... or two compound names of one shape ("New-Item/Copy-Item", "AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY")
    m = m or re.fullmatch(r"([A-Za-z]+(?:[-_][A-Za-z0-9]+)+)/([A-Za-z]+(?:[-_][A-Za-z0-9]+)+)", raw.strip(EDGE))
    # ... or two plain words ("the select/ignore lists", "daily/rotate 14", "node1/node2"), or one word in two cases
    # ("Lia/lia"), not a branch, a path's first folder or a path of capitalised folders (`Users/Alice`)
    m = m or re.fullmatch(r"([a-z][a-z\d]{2,})/([a-z][a-z\d]{2,})", raw.strip(EDGE)) or \
        (p if (p := re.fullmatch(r"([A-Za-z]{3,})/([A-Za-z]{3,})", raw.strip(EDGE))) and
         p.group(1).casefold() == p.group(2).casefold() else None)
    if m and m.group(1).casefold() in _ROOTS:
        return (raw,)
    return m.groups() if m and _shape(m.group(1)) == _shape(m.group(2)) else (raw,)


# A branch's prefix, a remote, or a project's first folder: `feat/login`, `origin/main`, `src/app` are one name
_ROOTS = frozenset({"feat", "feature", "fix", "bugfix", "hotfix", "release", "chore", "docs", "refactor", "test",
                    "tests", "dependabot", "renovate", "origin", "upstream", "src", "lib", "app", "apps", "bin",
                    "build", "dist", "pkg", "cmd", "internal", "config", "scripts", "packages", "home", "usr", "etc",
                    "var", "tmp", "opt", "dev", "main", "master", "api", "web", "spec", "vendor", "node_modules"})


def _shape(word: str) -> str:
    return re.sub(r"[a-z]+", "a", re.sub(r"\d+", "0", word.casefold()))


def outside_quotes(text: str, change: Callable[[str], str]) -> str:
    """`change` applied to the prose between quotes only."""
    out, last = [], 0
    for start, end in quotes(text):
        out += [change(text[last:start - 1]), text[start - 1:end + 1]]
        last = end + 1
    return "".join(out) + change(text[last:])


# A drive's path in prose whose folders' names hold spaces (either separator; the last part ends at a space; a file's
# name before a space ends it: "C:\\x\\node.exe and lib\\y")
_SPACED_PATH_RE = re.compile(r"(?<![\w`])[A-Za-z]:[\\/](?:(?:(?!\S*\.[A-Za-z]{2,4} )[^\s\"'`\\/:]+ ){0,3}[^\s\"'`\\/:]+[\\/])+"
                             r"(?:[^\s\"'`\\/]*[^\s\"'`\\/.,;:!?)])?")


def quote_spaced_paths(text: str) -> str:
    """A path such as C:\\Program Files\\LOVE\\*.dll written in prose, quoted: one name, not the words its spaces
    split it into."""
    if not _SPACED_PATH_RE.search(text):
        return text
    return outside_quotes(text, lambda t: _SPACED_PATH_RE.sub(lambda m: f"`{m.group(0)}`" if " " in m.group(0)
                                                              else m.group(0), t))


# A shell call in tool-call notation, outside a quote.
_TOOL_CALL_RE = re.compile(r"(?<![`\w])(?:Bash|PowerShell)\(([^()`\n]+)\)(?!`)")


# A shell's prompt before a line typed at it (`$ yadm alt`, `dev@laptop:~/src$ make`, `PS C:\\src> npm ci`,
# `C:\\src>npm ci`, a starship or fish `❯`): what follows is the command as typed
TYPED_PROMPT_RE = re.compile(r"^\s*(?:\$\s|[\w.-]+@[\w.-]+:[^$#\n]*[$#]\s|PS [^>\n]*>\s*|[A-Za-z]:\\[^>\n]*>\s*|❯\s)\s*")


def quote_tool_calls(text: str) -> str:
    """`Bash(npm i x)` written in prose: the call's command, quoted."""
    return outside_quotes(text, lambda t: _TOOL_CALL_RE.sub(r"`\1`", t)) if _TOOL_CALL_RE.search(text) else text


def quoted_in_prose(text: str) -> str:
    """What a citation's prose holds that is one quote: a tool call's command, a drive's path with spaces, and the
    line a quoted command printed, written unquoted after an arrow or "failed:" (core.evidence.printed_prose)."""
    return quote_printed(quote_spaced_paths(quote_tool_calls(text)))


# A Windows path in prose: a drive (or a share) and backslash-separated names, spaces allowed inside a part; or
# names joined by backslashes ending in a file's extension.
_WINDOWS_PATH_RE = re.compile(r"(?:[A-Za-z]:|\\\\[\w.-]+)(?:\\[\w.-]+(?: [\w.-]+)?)+|"
                              r"\b[\w.-]+(?:\\[\w.-]+)+\.[A-Za-z][A-Za-z0-9]{0,3}\b")


def literal_breaks(prose: str) -> str:
    """Hook output's literal `\\n` read as the line break it stands for; not inside a Windows path
    (`C:\\Program Files\\nodejs`), nor after a backslash of its own (`C:\\\\src\\\\notes`: a path written with
    its backslashes doubled)."""
    kept = _WINDOWS_PATH_RE.sub(lambda m: m.group(0).replace("\\n", "\x03"), prose)
    return re.sub(r"(?<!\\)\\n", "\n", kept).replace("\x03", "\\n")


# A quote of options alone (`--tmpdir-prefix /x/ --tmp-outdir-prefix /x/`, `-gpu_id 1`): what a call ran with, never
# what it printed
OPTIONS_RE = re.compile(r"\s*(?:--?[A-Za-z][\w-]*(?:[ =](?!-)\S+)?\s*)+")


# "failed, rejected by the user (`…`)": what follows is the person's words
BY_PERSON_RE = re.compile(r"\s*by\s+the\s+(?:user|person|human|reviewer)\s*[(:]\s*", re.I)
# The keys a JSON citation names a command by, and those it names what the command printed by
_RAN_KEYS = frozenset({"command", "cmd", "ran", "run", "call"})
_PRINTED_KEYS = frozenset({"output", "printed", "stdout", "stderr", "result"})


def json_values(citation: str) -> str:
    """Evidence written as a JSON object (`{"failed": "…", "fix": "…"}`): its values are what it quotes (a list of
    plain strings, `"now": ["a", "b"]`, each of them); a command's key beside an output's, what that command printed
    (`{"command": "x", "output": ["y"]}`: "`x` printed `y`")."""
    try:
        obj = json.loads(citation)
    except ValueError:
        return citation
    if not isinstance(obj, dict) or not obj or any(isinstance(v, list) and not all(
            isinstance(x, str) and "`" not in x for x in v) for v in obj.values()):
        return citation
    values = {k: v if isinstance(v, list) else [v] for k, v in obj.items()}
    if not all(isinstance(v, str) for vs in values.values() for v in vs):
        return citation
    ran = next((k for k in values if k.casefold() in _RAN_KEYS and len(values[k]) == 1), None)
    printed = [k for k in values if k.casefold() in _PRINTED_KEYS]
    said = [f"`{values[ran][0]}` printed `{v}`" for k in printed for v in values[k]] if ran and printed else []
    return "; ".join(said + [f"`{v}`" for k, vs in values.items() if not said or k not in (ran, *printed)
                             for v in vs if "`" not in v])
