"""Whether an edit of a file the lesson's fix names (by the Edit tool or a shell's `echo … >> f`) is that fix: it
writes one of the fix's terms (`writes_fix`), or the recorded fix call's options (`options_written`):
`smartctl -d sat -H /dev/sdb` fixed the failing `smartctl -H /dev/sdb`, and a later session puts `-d sat` on the
disk's line of /etc/smartd.conf, the file the lesson names. The options are the recorded fix call's own words, so
this holds for any tool whose config file takes its command-line options (smartd.conf, .curlrc, a daemon's
ExecStart), not for a phrase the lesson happens to use. A fix that is itself a configuration line counts written
again with another value (`directives`, `written`)."""
from __future__ import annotations

import re
from typing import Callable

from core.transcript.cmdline import line_words, redirect_targets, split_line
from core.tracking.calls import LessonCalls
from core.tracking.setters import setting_written
from core.tracking.wordmatch import path_matches


def _options(calls: LessonCalls) -> str:
    """The fix call's words after its program when they hold an option (`-d sat`), as one run of words."""
    words = [w for w in calls.fix_words[1:] if w]
    return " ".join(words) if any(w.startswith("-") for w in words) else ""


def options_written(calls: LessonCalls, fix_files: tuple[str, ...], edits: dict[str, list[tuple[int, str]]],
                    until: int | None, ok: dict[str, int] | None = None) -> bool:
    """Whether an edit of a file the lesson's fix names wrote the fix call's options, before `until`; or, for a fix
    call of a program's config command (`git config --global http.version HTTP/1.1`), whether that setting was
    written into any file or given with `-c` to a call that worked (`ok`: `setters.setting_written`)."""
    if ok is not None and calls.fix is not None and setting_written(calls.fix.command, edits, ok, until):
        return True
    said = _options(calls)
    if not said or not fix_files:
        return False
    return any(path_matches(anchor, path) and any((until is None or at < until) and said in " ".join(text.split())
                                                  for at, text in made)
               for path, made in edits.items() for anchor in fix_files)


def writes_fix(text: str, terms: tuple[str, ...], runs: bool) -> bool:
    """An edit of the fix's file is the fix when it writes one of the fix's terms
    (or the fix names nothing to write and nothing to run); any other edit of
    that file is not."""
    if not terms:
        return not runs
    # Code (`tomli-w`, `asyncio_mode = "auto"`) says more than a plain word (`dependencies`): when the
    # fix gives both, an edit must write the code.
    terms = tuple(t for t in terms if re.search(r"[^A-Za-z ]", t)) or terms
    flat = " ".join(text.split())
    return any(" ".join(t.split()) in flat for t in terms)


# Whether a later session wrote the lesson's fix when that fix is a configuration line (`client_max_body_size 200m;`):
# its directive, with any value, written into a file under a folder the lesson names (`/etc/nginx`), by an edit or by
# a command that worked (`ssh web-2 "sudo sed -i '… client_max_body_size 100m;' /etc/nginx/sites-available/media"`).
# The value is generalised as error shapes generalise numbers: the next upload may need 500m where the lesson's
# needed 200m; the directive is what the lesson taught. The folder keeps a note or a README quoting the line from
# counting: such a file is written, never read by the program the lesson is about.
# A directive of a configuration file: a snake_case name (two words at least) then one value a setting takes (a
# number with its unit, on/off, a word of yes or no), the whole fix anchor; never a command (`pg_ctl restart`)
_VALUE = r"(?i:\d[\w.]*|on|off|true|false|yes|no|auto)"
_DIRECTIVE_RE = re.compile(r"([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s+" + _VALUE + ";?")


def directives(fix_commands: tuple[str, ...]) -> tuple[str, ...]:
    """The names of the fix anchors that are configuration lines, not commands."""
    return tuple(m.group(1) for c in fix_commands if (m := _DIRECTIVE_RE.fullmatch(c.strip())))


def _under(path: str, folders: tuple[str, ...]) -> bool:
    path = path.strip("'\"").replace("\\", "/").casefold()
    return any(f.startswith(("/", "~")) and path.startswith(f.replace("\\", "/").rstrip("/").casefold() + "/")
               for f in folders)


def _targets(words: list[str], piped: list[str]) -> list[str]:
    """The files a command writes: a redirection's target, `sed -i`'s files, what the `tee` it is piped to names,
    PowerShell's `-Path` of `Add-Content`/`Set-Content`/`Out-File`."""
    out = redirect_targets(words)
    if words and words[0] in ("sed", "sudo") and any(re.fullmatch(r"-\w*i\S*", w) for w in words):
        out.append(words[-1])
    if piped and "tee" in piped[:2]:
        out += [w for w in piped[piped.index("tee") + 1:] if not w.startswith("-")]
    if words and words[0] in ("add-content", "set-content", "out-file") and "-path" in words[:-1]:
        out.append(words[words.index("-path") + 1])
    return [t for t in out if t and not t.startswith("&") and t != "/dev/null"]


def _parts(command: str) -> list[tuple[list[str], str]]:
    """A command line's commands as written, each with the operator after it (`core.transcript.cmdline.split_line`:
    a newline joins two commands as `;` does)."""
    return [(words, joint) for part, joint in split_line(command) if (words := line_words(part))]


def _writes(command: str, said: re.Pattern[str], folders: tuple[str, ...]) -> bool:
    """A command line (or a line it hands a shell or ssh, quoted) that writes the directive, not commented out, into a
    file under one of the folders: the same command writes it (`echo … >> f`, `sed -i '…' f`, `echo … | tee f`)."""
    parts = _parts(command)
    for k, (words, joint) in enumerate(parts):
        for w in words:
            m = said.search(w)
            if m is None or re.search(r"#[\s\\]*$", w[:m.start()].rsplit("\n", 1)[-1]):
                continue
            if " " in w.strip("'\"") and w[:1] in "'\"" and _writes(w[1:-1], said, folders):
                return True   # a line handed on (`ssh web-2 "sudo sed -i '…' /etc/nginx/…"`)
            piped = parts[k + 1][0] if joint == "|" and k + 1 < len(parts) else []
            if any(_under(t, folders) for t in _targets([x.lower() for x in words], [x.lower() for x in piped])):
                return True
    return False


def written(names: tuple[str, ...], folders: tuple[str, ...], ok: dict[str, int],
            edits: dict[str, list[tuple[int, str]]], early: Callable[[int | None], bool]) -> bool:
    """A directive of the fix, given a value, written (not commented out) into a file under one of the lesson's
    folders by an edit, or by a command that worked and writes that file (`_writes`); early enough (`early`: before
    the session first met the lesson's trouble). A `grep` for it writes nothing."""
    if not names or not folders:
        return False
    said = re.compile(r"(?<![\w])(?:" + "|".join(map(re.escape, names)) + r")\s+" + _VALUE + r"(?![\w/])")
    for path, made in edits.items():
        if _under(path, folders) and any(early(at) and any(said.search(line) and not line.lstrip().startswith(
                ("#", ";")) for line in text.splitlines()) for at, text in made):
            return True
    return any(early(at) and said.search(cmd) is not None and _writes(cmd, said, folders) for cmd, at in ok.items())
