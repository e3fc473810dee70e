"""What only looks or rehearses: a command segment that reads things (`ls`, `git status`, `aws configure list`,
`node --version`) or only rehearses what it would do (`patch -p1 --dry-run`, `dnsmasq --test`). Neither is a fix a
lesson records, nor the fix used in a later session; a fix call that looks is met only by a look.
"""
from __future__ import annotations

import re
from typing import Sequence

from core.tracking.spelling import program_name
from core.transcript.shells import inline_at

#: Programs that look without changing anything: never the fix a lesson records.
LOOKING = frozenset({"ls", "cat", "stat", "test", "[", "file", "head", "tail", "which", "echo", "wc", "du", "find",
                     "grep", "rg", "less", "more", "readlink", "realpath", "tree", "diff", "type", "pwd", "sed",
                     "df", "free", "uname", "lsblk", "printenv", "id", "ps", "nproc", "lsof", "ss", "netstat"})

#: Subcommands that only look (`git status`): never the fix either.
_LOOKING_SUB = {"git": frozenset({"status", "log", "diff", "show", "ls-files", "rev-parse", "branch", "remote",
                                  "check-ignore", "blame", "reflog", "config"}),
                "docker": frozenset({"ps", "images", "logs"}), "podman": frozenset({"ps", "images", "logs"})}

#: Options that make a call only rehearse what it would do.
_REHEARSAL = frozenset({"--dry-run", "--dryrun", "--what-if", "-whatif", "--noop", "--simulate", "--test"})
#: Words that put a tool in its reading mode, as its subcommand or a flag (`rustup show`, `aws configure
#: list-profiles`, `php artisan config:show`, `git config --get-all`, `node --version`), or only rehearse what it
#: does (`dnsmasq --test`, `--dry-run`: the long rehearsal options, as written).
_READ_MODE = re.compile(r"^(?:[\w-]+:)?(?:show|list|ls|get|describe|status|view|info|inspect|version|whoami)(?:-[\w-]+)?$"
                        r"|^--(?:version|get|get-all|get-regexp|list|show-origin|help|"
                        + "|".join(sorted(re.escape(o[2:]) for o in _REHEARSAL if o.startswith("--"))) + r")$")
#: ... unless it is told to change something (`git config --global --add safe.directory …`), or its `get` fetches
#: (`go get x` adds a dependency).
_WRITE_FLAG = re.compile(r"^--(?:add|unset|unset-all|replace-all|set|remove-section|rename-section)$")
_FETCHING = frozenset({("go", "get")})


#: Programs whose `-v` alone is verbose, not the version (`python -v` starts a verbose interpreter, `bash -v` a shell)
_V_VERBOSE = re.compile(r"(?:python[\d.]*|bash|sh|zsh|dash|ksh|vim?|nvim)$")


def looks(seg: list[str]) -> bool:
    """A command segment that only looks at things: a looking program, or a tool in its reading mode (a short
    version flag given alone too: `node -v`, `python -V`; beside other words `-v` is verbose, or a volume), unless
    it is told to change something (`acts`)."""
    name = program_name(seg[0])
    if any(_WRITE_FLAG.match(w) for w in seg[1:]) or (name, seg[1] if len(seg) > 1 else "") in _FETCHING or \
            acts(name, seg):
        return False
    if name in ("docker", "podman") and seg[1:3] == ["system", "df"]:
        return True   # (`docker system prune` acts)
    if (at := inline_at(seg)) is not None and seg[at:]:
        # `powershell -Command Get-Alias curl`: the shell only runs what it is given (one command of it, given no
        # variable: `zsh -c 'AWS_DEFAULT_REGION=… aws ecs list-clusters'` sets one)
        return not any(re.search(r"&&|\|\||[;|]", w) for w in seg[at:]) and \
            not re.match(r"[A-Za-z_]\w*=", seg[at]) and looks(seg[at:])
    if _READING_CMDLET.fullmatch(seg[0]) and not any(_REPAIRS.fullmatch(w) for w in seg[1:]) or \
            _reads_rows(name, seg) or len(seg) == 1 and _PRINTS_VALUE.fullmatch(seg[0]):
        return True   # (a variable alone, `$PSVersionTable.PSVersion.ToString()`, prints its value)
    return name in LOOKING or len(seg) > 1 and seg[1] in _LOOKING_SUB.get(name, ()) or \
        any(_READ_MODE.match(w) for w in seg[1:4]) or seg[1:] in (["-V"], ["-version"]) or \
        seg[1:] == ["-v"] and not _V_VERBOSE.match(name)


#: PowerShell's verbs that only read (`Get-Alias curl`, `Test-Path x`, `Select-String`): a cmdlet named so looks
#: (not `Format-Volume`, nor `Select-AzSubscription`, which switches the context; nor one given `-Repair`)
_READING_CMDLET = re.compile(r"(?:Get|Test|Measure|Resolve|Compare|Find)-[A-Za-z]+|"
                             r"Format-(?:Table|List|Wide|Custom|Hex)|Select-(?:String|Object|Xml)", re.I)
_REPAIRS = re.compile(r"-(?:Repair|Fix|Force|Apply|Update|Install|Remove|Reset)", re.I)
#: A variable alone, or one of its reading methods (`ToString()`, `GetType()`), prints a value; `$proc.Kill()` acts
_PRINTS_VALUE = re.compile(r"\$[\w.:\[\]]+?(?:\.(?:ToString|GetType|Get\w*)\(\))?", re.I)
#: A database client given a query to run (`mysql -e 'SHOW GRANTS'`, `psql -c 'SELECT 1'`) that only reads rows.
_QUERY_CLIENTS = frozenset({"mysql", "mariadb", "psql", "sqlite3", "sqlcmd", "clickhouse-client", "cqlsh"})
_QUERY_OPTIONS = frozenset({"-e", "--execute", "-c", "--command", "-Q", "-q", "--query"})
_READ_QUERY = re.compile(r"(?:SHOW|SELECT|DESCRIBE|DESC|EXPLAIN|\\d\w*|\\l)$", re.I)
_FILE_OPTION = re.compile(r"-f|--file(?:=\S*)?|-o|--output(?:=\S*)?|-i|--init-command(?:=\S*)?")
_READING_FUNCTIONS = frozenset({"count", "max", "min", "sum", "avg", "version", "now", "current_user", "user",
                                "current_database", "database", "length", "lower", "upper", "coalesce", "to_char",
                                "date", "pg_size_pretty", "pg_database_size", "pg_relation_size",
                                "pg_total_relation_size"})
_WRITE_QUERY = re.compile(r"(?:INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|GRANT|REVOKE|SET|INTO|TRUNCATE|CALL|FLUSH)$",
                          re.I)


def _reads_rows(name: str, seg: list[str]) -> bool:
    """A database client run with a query whose first word reads (SHOW, SELECT, \\dt) and no word that writes, calling
    no function but a few that only read (`pg_terminate_backend(pid)` acts), and given no script or file to write."""
    if name not in _QUERY_CLIENTS or any(_FILE_OPTION.fullmatch(w) for w in seg[1:]):
        return False
    called = re.findall(r"([A-Za-z_][\w.]*)\s*\(", " ".join(seg[1:]))
    if any(f.lower() not in _READING_FUNCTIONS and not f.lower().startswith("has_") for f in called):
        return False
    at = next((i for i, w in enumerate(seg) if w in _QUERY_OPTIONS), None)
    query = [w.strip("'\";") for w in seg[at + 1:]] if at is not None else []
    return bool(query) and _READ_QUERY.match(query[0]) is not None and not any(_WRITE_QUERY.match(w) for w in query)


def acts(name: str, seg: list[str]) -> bool:
    """A looking program or subcommand told to change something: output sent to a file (`printenv > ~/.cron.env`),
    `find … -exec`/`-delete`, `git branch --set-upstream-to=…` or a new branch, `git remote set-url`, `git config
    <key> <value>`. (`sed -i` stays a look here: a later `sed` script is met by its words, in place or not; the
    ways out of a workaround tell it apart, `rewrites`.)"""
    if any(w in (">", ">>", "&>") for w in seg[1:]) and seg[-1] != "/dev/null":   # (its target may be a hole)
        return True
    if name == "find":
        return any(w in _FIND_ACTIONS for w in seg[1:])
    if name != "git" or len(seg) < 2:
        return False
    rest = [w for w in seg[2:] if not w.startswith("-")]
    if seg[1] == "branch":
        return any(_BRANCH_ACTS.match(w) for w in seg[2:]) or bool(rest) and not any(
            w.split("=", 1)[0] in _BRANCH_LISTS for w in seg[2:])
    if seg[1] == "remote":
        return bool(rest) and rest[0] in _REMOTE_ACTS
    return seg[1] == "config" and len(rest) >= 2 and not any(w.startswith("--get") for w in seg[2:])


def rewrites(seg: list[str]) -> bool:
    """`sed -i …`: a file edited in place, no look among a workaround's steps."""
    return program_name(seg[0]) == "sed" and any(re.match(r"-[a-zA-Z]*i|--in-place", w) for w in seg[1:])


_FIND_ACTIONS = frozenset({"-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprintf", "-fls"})
_BRANCH_ACTS = re.compile(r"-[dDmMcCfu]$|--(?:delete|move|copy|force|set-upstream-to|set-upstream|unset-upstream|"
                          r"edit-description|track|no-track)(?:=|$)")
_BRANCH_LISTS = frozenset({"--contains", "--no-contains", "--merged", "--no-merged", "--points-at", "--sort",
                           "--format", "--list", "-l"})
_REMOTE_ACTS = frozenset({"add", "remove", "rm", "rename", "set-url", "set-head", "set-branches", "prune", "update"})


def looking_program(seg: Sequence[str]) -> bool:
    """A segment whose program only ever looks (`ls`, `cat`), whatever it is given."""
    return bool(seg) and program_name(seg[0]) in LOOKING


def rehearses(seg: Sequence[str]) -> bool:
    """A segment given a rehearsal option anywhere, in any case, with a value or without (`-WhatIf`)."""
    return any(w.split("=", 1)[0].casefold() in _REHEARSAL for w in seg[1:])


def acting(segs: list[list[str]]) -> list[list[str]]:
    """The segments of a failed call that did something: `tail -3` at the end of `awk '…gensub…' log | sort -n |
    tail -3` only looked, so a later `tail -1` runs nothing of it again; nor did the shell that was handed the line
    (`cmd /c "cl …"` ran `cl`). A line that only looked is all its looks."""
    segs = [s for s in segs if inline_at(s) is None] or segs
    return [s for s in segs if not looks(s)] or segs
