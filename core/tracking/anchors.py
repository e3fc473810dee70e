"""What a lesson cites, in a form later sessions can be matched against
without a model: the commands, paths, packages and settings of its text, and
which of them are its way out (the workaround or approach).

Read from the lesson's words as written (`text.unescape`), in code spans and
in prose alike: "run it with .venv/bin/python" names the same fix as
"run it with `.venv/bin/python`". What the fix text names only to warn
against ("instead of `python3`", "not `pytest`") is not the fix, and neither
is what the symptom itself names: a session running the failing command has
walked into the trap, not applied the lesson."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Iterable

from core.tracking.looking import looks, rewrites
from core.tracking.commands import command_segments, places
from core.tracking.fixoptions import short_forms, with_options, with_program
from core.tracking.fixsteps import adds_to, continues, fix_step, per_subcommand, per_system, same_step, with_flags
from core.transcript.shells import PROGRAM as _PROGRAM
from core.tracking.signature import MODULE_RE
from core.tracking.templates import symptom_errors
from core.tracking.trap import trap_part
from core.tracking.wordmatch import HOLES, PLACEHOLDER, same_program

_SPAN = re.compile(r"`([^`\n]+)`")
_INSTALL = re.compile(r"\b(?:pip3? install|uv (?:add|pip install)|poetry add|npm (?:install|i|add)|yarn add|"
                      r"pnpm add|cargo add|go get|gem install|bundle add|mix deps\.get)\s+((?:-{1,2}[\w-]+\s+)*)"
                      r"([^\s`;&|,]+)")
_SETTING = re.compile(r"^(?:[A-Z][A-Z0-9_]{2,}(?:=\S*)?|--[a-z][\w-]+(?:=\S*)?|[a-z][\w-]*(?:\.[a-z_][\w-]*)+)$")
_PATHISH = re.compile(r"^(?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+-]*)+$|^\.?[\w-]+\.[A-Za-z][A-Za-z0-9]{0,7}$")
_PROSE = re.compile(r"^(?:the|a|an|to|and|or|if|when|then|it|is|use|run|with|in|on|of)$", re.I)
# A path in prose: it has a folder and either starts like a path or names a file.
_DOTFILE = re.compile(r"^\.[A-Za-z][\w.-]*$")   # `.npmrc`, `.env`, `.dockerignore`
_PROSE_FILE = re.compile(r"(?<![\w`/.:@<-])([\w-]+(?:\.[\w-]+)*\.(?:toml|json|ya?ml|cfg|ini|properties|xml|gradle|kts|"
                         r"conf|mk))(?![\w/])")
_HANGUL_TAIL = re.compile(r"[\uac00-\ud7a3]+$")
_PROSE_PATH = re.compile(r"(?<![\w`/.:@<-])((?:~|\.{1,2})?/?[\w.@+<>-]+(?:/[\w.@+<>-]+)+/?)")
# Programs a prose command may start with ("run pytest -x before pushing").
PROGRAMS = frozenset({
    "git", "npm", "npx", "pnpm", "yarn", "pip", "pip3", "pytest", "python", "python3", "make", "cargo", "go",
    "docker", "kubectl", "uv", "uvx", "poetry", "node", "bash", "sh", "curl", "ruff", "mypy", "tox", "mix", "elixir",
    "iex", "rustc", "rustup", "gh", "bun", "deno", "bundle", "rake", "rails", "gem", "brew", "apt-get", "terraform",
    "gradle", "mvn", "jq", "chmod", "mkdir", "source", "pre-commit", "black", "isort", "eslint", "tsc", "jest",
    "vitest", "claude",
})
_PROSE_COMMAND = re.compile(r"(?i)\b(?:run|runs|running|use|using|execute|call|invoke|via|with|try|type|in)\s+"
                            r"([^\s`]+(?:\s+[^\s`]+){0,8})")
_ARGLIKE = re.compile(r"^(?:-{1,2}\w[\w-]*(?:=\S*)?|\S*[/.]\S*|<[^<>\s]+>|['\"].*)$")
_STOP = frozenset({"the", "a", "an", "to", "and", "or", "if", "when", "then", "it", "is", "so", "first", "before",
                   "after", "instead", "rather", "which", "that", "because", "from", "in", "on", "of", "for", "as",
                   "once", "again", "every", "each", "until", "since", "but", "not", "this", "these", "its", "by",
                   "there", "here", "followed", "inside", "within", "only", "also", "always", "never", "now", "later",
                   "where", "while", "whenever", "you", "your", "we", "our", "they", "at", "into", "like", "such",
                   "plus", "with", "without", "any", "all", "both"})
# Code-like words of prose a fix may name without a code span: a git range, a KEY=value, a long flag.
_CODE_TOKEN = re.compile(r"^(?:[\w./-]+\.\.\.?[\w./-]+|[A-Z][A-Z0-9_]{2,}=\S+|--[a-z][\w-]+(?:=\S+)?)$")
# An environment variable named in prose ("through the LOCUST_HOST environment variable"): a setting, as in a code span
ENV_WORD = r"[A-Z][A-Z0-9]*_[A-Z0-9_]+"
# ... or one the prose says to set ("set SEMGREP_RULES to the rulesets", "환경 변수 ANSIBLE_VAULT_PASSWORD_FILE")
_ENV_NAME = re.compile(r"\b(" + ENV_WORD + r")\s+(?:environment\s+|env\s+)?var(?:iable)?\b|"
                       r"\b(?:environment|env)\s+var(?:iable)?\s+(" + ENV_WORD + r")\b|"
                       r"\b(?:[Ss]et|[Ee]xport)\s+(" + ENV_WORD + r")\b(?!=)|환경\s*변수\s*(" + ENV_WORD + r")\b")
# ... as a fix term: the name alone or set to a value (`SWAKS_OPT_tls=1`: a tool's option, named after it, as a
# variable)
SETTING_TERM = re.compile(r"(" + ENV_WORD + r"|[A-Z][A-Z0-9]*_[A-Z0-9]+_[A-Za-z][\w]*)(?:=\S*)?")
# Flags that mean the same to the common tools, by their long form.
# Where a fix text names what not to do: up to the end of the clause.
_NEGATED = re.compile(r"(?i)\b(?:instead of|rather than|not|never|don'?t|do not|avoid|without|no longer)\b[^.;:!?,]*")

# ... or how to see that it worked ("check with `ls .git/hooks/pre-commit`"): the check is no part of the fix
_CONTEXT = re.compile(r"(?i)\b(?:before|prior to|ahead of|until|(?:check|verify|confirm|test)(?:ed|ing)? (?:it )?(?:with|by|via|using))\b"
                      r"(?:`[^`\n]*`|[^.;:!?,`])*")

#: What a workaround does after its fix ("…, then `ninja -C <builddir>`"), up to the end of its sentence.
_THEN = re.compile(r"(?i)(?:,\s*|\)\s*,?\s*|;\s*)then\b[^.;!?]*")
#: ... saying before its first quote that what follows runs the failing thing again ("then build again:"): no way out
_AGAIN = re.compile(r"(?i)\b(?:again|retry|re-?run|re-?try|rebuild)\b")

#: Fields whose anchors are the way out (a session using them "applied" the lesson).
FIX_FIELDS = ("workaround", "approach")
#: Fields whose anchors describe the trap itself, not what the project must still hold.
SYMPTOM_FIELDS = ("symptom", "evidence")
#: Fields that name the trap: what they cite is never the fix.
TRAP_FIELDS = ("symptom", "evidence", "trap")


@dataclass(frozen=True)
class Anchors:
    """What a lesson cites. `fix_*` come from its workaround or approach (less
    what the trap names); the others from any field. `kept_*` are the paths
    and packages the lesson relies on still being there (not those named in
    its symptom); `fix_terms` the settings and code the fix writes into files;
    `fix_files` the paths the fix names on their own (not as a command's words);
    `fix_changes` a program and the words a fix adds to the trap's command.
    `tracked_*` are filled in when the lesson is profiled: the kept paths the
    project held then (and that it does not ignore), and the kept packages its
    manifests named; only those can go stale."""
    commands: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    packages: tuple[str, ...] = ()
    settings: tuple[str, ...] = ()
    fix_commands: tuple[str, ...] = ()
    fix_paths: tuple[str, ...] = ()
    kept_paths: tuple[str, ...] = ()
    kept_packages: tuple[str, ...] = ()
    fix_terms: tuple[str, ...] = ()
    tracked_paths: tuple[str, ...] = ()
    tracked_packages: tuple[str, ...] = ()
    fix_files: tuple[str, ...] = ()
    fix_changes: tuple[str, ...] = ()
    errors: tuple[str, ...] = ()   # the error lines its symptom quotes (core.tracking.templates)

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


#: First words of code that is written into a file, not run.
_CODE_WORDS = frozenset({"import", "from", "def", "class", "return", "const", "let", "var", "use", "require",
                         "include", "fn", "func", "async", "await", "if", "for", "while", "with", "assert"})


def is_command(span: str) -> bool:
    """A code span that is a command line: a program and its words, not a sentence or code."""
    words = span.split()
    env = 0
    while env < len(words) - 1 and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[env]):
        env += 1                                  # `PYTHONPATH=src pytest`: settings, then the program
    if len(words) < 2 or env:
        return env > 0 and bool(_PROGRAM.match(words[env])) and len(span) <= 200
    return bool(_PROGRAM.match(words[0])) and not _PROSE.match(words[0]) \
        and words[0] not in _CODE_WORDS and not words[1].startswith(("=", ":", "(")) \
        and not span.rstrip().endswith((".", "?", "!")) and len(span) <= 200


def _prose_path(token: str) -> bool:
    """A slashed word of prose that is a path, not "and/or": it starts like one,
    names a file, is deep or has a name no prose word has (`resource_snapshots`)."""
    t = token.rstrip("/")
    return "/" in t and (t.startswith(("/", "./", "../", "~/", ".")) or "." in t.rsplit("/", 1)[-1]
                         or t.count("/") >= 2 or "_" in t or "<" in t)


@dataclass
class _Found:
    commands: list[str] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)      # every path, also those inside commands
    files: list[str] = field(default_factory=list)      # paths named on their own: what a fix may edit
    packages: list[str] = field(default_factory=list)
    settings: list[str] = field(default_factory=list)
    terms: list[str] = field(default_factory=list)


def _clause_words(text: str) -> list[str]:
    """The words of a prose command: up to a stop word or the end of the clause,
    without the plain words that trail it ("node build.js there", "… origin followed")."""
    words: list[str] = []
    for w in text.split():
        bare = w.rstrip(".,;:!?)") if not re.fullmatch(r"['\"]?\.{3}['\"]?|['\"]?…['\"]?", w) else w
        if re.search(r"[^\x00-\x7f]", bare) and words:   # the sentence goes on in another script
            bare = re.sub(r"[^\x00-\x7f].*$", "", bare)
            if bare:
                words.append(bare)
            break
        if not bare or bare.lower() in _STOP or bare.startswith(("(", "[")):
            break
        words.append(bare)
        if bare != w:
            break
    while len(words) > 2 and re.fullmatch(r"[a-z]+", words[-1]):
        words.pop()
    return words


def _prose_commands(plain: str, out: _Found) -> list[tuple[int, int]]:
    """Commands named in prose: after a verb, or a known program followed by a
    flag, path or placeholder. Returns where they are, so their paths are not
    also taken as files of their own."""
    spans: list[tuple[int, int]] = []
    after_verb = {m.start(1) for m in _PROSE_COMMAND.finditer(plain)}
    bare = {m.start(1) for m in re.finditer(r"(?<![\w./-])([\w.+-]+)(?=\s+\S)", plain) if m.group(1) in PROGRAMS}
    for at in sorted(after_verb | bare):
        words = _clause_words(plain[at:at + 300])
        if not words:
            continue
        head = words[0]
        if head not in PROGRAMS and not ("/" in head and _prose_path(head)):
            continue
        # After a verb ("run mix format") a program and a word are a command; elsewhere it needs a flag or path.
        if len(words) >= 2 and (at in after_verb or any(_ARGLIKE.match(w) for w in words[1:])):
            out.commands.append(" ".join(words))
            spans.append((at, at + len(" ".join(words))))
        out.paths += [w for w in words if "/" in w and _prose_path(w)]
    return spans


# "set onBrokenLinks to 'warn' in docusaurus.config.js": a setting of a name that is no plain word (`camelCase`,
# `snake_case`, `dotted.key`: `_NAME_LIKE`), given a value, in prose: what the fix writes, as a quoted `key: value`
_SET_TO = re.compile(r"\b[Ss]et\s+([A-Za-z_][\w.]*)\s+to\s+['\"]?([\w.:/-]*[\w/])['\"]?(?=[\s,.;)]|$)")
_NAME_LIKE = re.compile(r".[\w.]*?[A-Z_.]")


def _scan(text: str, out: _Found) -> None:
    out.terms += [f"{key} {value}" for key, value in _SET_TO.findall(text.replace("`", ""))
                  if _NAME_LIKE.match(key) and value.lower() not in _STOP | {"your", "its", "their", "true", "false"}]
    for span in _SPAN.findall(text):
        # `. $HOME/esp/export.sh`: sourced; `docker run --rm postgres:16 pg_dump ...`: a command, cut short
        span = re.sub(r"\s+(?:\.\.\.|…)$", "", re.sub(r"^\.\s+(?=[~$/\w])", "source ", span.strip()))
        if is_command(span):
            out.commands.append(" ".join(span.split()))
            # A setting the command is run with (`PYTHONPATH=src pytest`) is part of the fix.
            out.terms += re.findall(r"(?:^|\s)([A-Za-z_][A-Za-z0-9_]*=\S+)", span)
            # Every path in it, also one inside a quoted argument (`open('data/x.jsonl')`, `'source a/b.sh;`).
            first = span.split()[0]
            out.paths += [w.rstrip("/") for w in span.split()[1:] if _pathish(w) and "/" in w and w != "/"]
            out.paths += [first] if "/" in first else []
            out.paths += [m.group(1).rstrip("/") for m in _PROSE_PATH.finditer(span) if "/" in m.group(1).strip("/")]
        elif _SETTING.match(span) and not _PATHISH.match(span):
            out.settings.append(span.split("=", 1)[0])
            if re.fullmatch(r"--[A-Za-z][\w-]*=[^\s<>=]+", span):
                out.terms.append(span)   # an option with its value (`--strip=1`): a spelling of the fix, given its program
        elif _pathish(span) or _DOTFILE.match(span):
            out.paths.append(span.rstrip("/") or span)
            out.files.append(span.rstrip("/") or span)
        elif len(span) >= 4:
            out.terms.append(span)
    plain = _SPAN.sub(lambda m: " " * len(m.group(0)), text)
    taken = _prose_commands(plain, out)
    for m in _PROSE_PATH.finditer(plain):
        path = _HANGUL_TAIL.sub("", m.group(1)).rstrip("/")   # `~/.config/sops/age/keys.txt로`: a particle, no name
        if _prose_path(path):
            out.paths.append(path)
            if not any(a <= m.start(1) < b for a, b in taken):
                out.files.append(path)
    # a settings file named in prose ("in pyproject.toml add …") is a file the fix edits
    out.files += [m.group(1) for m in _PROSE_FILE.finditer(plain) if not any(a <= m.start(1) < b for a, b in taken)]
    out.terms += [t.rstrip(".,;:)") for t in plain.split() if _CODE_TOKEN.match(t.rstrip(".,;:)"))]
    out.settings += [next(filter(None, names)) for names in _ENV_NAME.findall(plain)]
    for m in _INSTALL.finditer(text):
        pkg = re.split(r"[=<>~!\[@]", m.group(2).strip("'\""), maxsplit=1)[0] if not m.group(2).startswith("@") \
            else m.group(2)
        if pkg and not pkg.startswith(("-", ".", "/")) and not PLACEHOLDER.match(pkg):
            out.packages.append(pkg.lower())
    for m in MODULE_RE.finditer(text):
        name = next((g for g in m.groups()[:4] if g), "")   # Python, Node, Go and pip names, not Elixir modules
        if name:
            out.packages.append(name.split(".")[0].lower())


def _pathish(word: str) -> bool:
    """A path, also one with placeholders in it (`priv/repo/migrations/<timestamp>_<name>.exs`)."""
    return bool(_PATHISH.match(word) or "<" in word and _PATHISH.match(HOLES.sub("x", word)))


def _affirmed(text: str) -> str:
    """A fix text without the clauses that name what not to do or when to do it
    ("before every `git commit`": the commit is the occasion, not the fix)."""
    return _CONTEXT.sub(" ", _NEGATED.sub(" ", text))


def _quotes_the_fix(command: str, fix: list[list[str]], stated: list[list[str]]) -> bool:
    """Each step of `command` is a step of the fix as written (run with `sudo` or flags of its own too: `sudo
    apt-get install -y -q x` for `apt-get install x`), and none a step the symptom or trap states."""
    steps = split_fix(command)
    return bool(steps) and all(any(same_step(w, s) or with_flags(w, s) or continues(w, s) for w in fix) and
                               not any(same_step(w, s) for w in stated) for s in steps)


_INSTANCE = re.compile(r"^(?=[\w.-]*[-_\d])[A-Za-z][\w.-]*[A-Za-z\d]$")


def _instances(text: str) -> set[str]:
    """Names the source session's error shows that belong to that session (a
    branch `spotter-gqc`, a worktree): hyphenated, numbered or snake-case words,
    not paths, and never the module or package the error is about."""
    about = {g.lower() for m in MODULE_RE.finditer(text) for g in m.groups() if g}
    return {w for w in re.findall(r"[\w.-]+", text)
            if _INSTANCE.match(w) and "." not in w and w.lower() not in about}


def _generic(words: list[str], seen: set[str]) -> list[str]:
    """A fix step with the source session's own names made placeholders:
    `git push --set-upstream origin spotter-gqc` is the fix on any branch."""
    return [w if i < 2 or w not in seen else "<" + w + ">" for i, w in enumerate(words)]


# A cited call and its output in evidence: `cmd` → `output` (or → output up to the end of the line or clause).
#: A way out said for one platform or shell ("on Fedora", "in PowerShell", "Windows Server에서는"): two of them in a fix
#: are ways out each, not a chain.
_PER_PLATFORM = re.compile(r"\b(?:on|in|for|under|from) (?:Windows|macOS|Linux|Debian|Ubuntu|Fedora|RHEL|Alpine|Arch|"
                           r"cmd|PowerShell|bash|zsh|fish|WSL|Docker|a container|CI)\b|에서는")


def _ways_out(text: str, steps: list[list[str]]) -> bool:
    """The fix gives ways out, any one of them: said with "or" ("또는", "혹은": Korean "or"; a verb ending in "-거나",
    "do this or …"), or one per subcommand, per system or per platform."""
    return re.search(r"\bor\b|\balternatively\b|또는|혹은|[\uac00-\ud7a3]거나\b", text, re.I) is not None or \
        per_subcommand(steps) or per_system(steps) or len(_PER_PLATFORM.findall(text)) >= 2


def _own_names(fields: dict[str, str], failing: str, quoted_fix: list[str]) -> set[str]:
    """The names the source session's error showed (`_instances`), in the symptom and the evidence of the trap; not
    those of a fix command the evidence quotes (`npm install --save pg pg-hstore`: `pg-hstore` is the fix's own)."""
    for command in quoted_fix:
        failing = failing.replace(command, " ")
    return _instances(" ".join(fields.get(k, "") for k in SYMPTOM_FIELDS) + " " + failing)


def anchors_of(fields: dict[str, str], evidence: str = "", cites: Iterable[str] = ()) -> Anchors:
    """The anchors of a lesson from its fields (and the cites already parsed),
    as written: pass unescaped text (`text.unescape`)."""
    every, fix, kept, trap = _Found(), _Found(), _Found(), _Found()
    failing = trap_part(evidence)
    for name, text in [*fields.items(), ("evidence", evidence)]:
        _scan(text or "", every)
        if name in FIX_FIELDS:
            _scan(_affirmed(text or ""), fix)
        if name not in SYMPTOM_FIELDS:
            _scan(text or "", kept)
        if name in TRAP_FIELDS:
            _scan(failing if name == "evidence" else text or "", trap)
    for c in cites:
        if " " not in c and _PATHISH.match(c):
            every.paths.append(c.rstrip("/") or c)
    # What the evidence names of the fix ("after writing `legacy-peer-deps=true` to `.npmrc`") is the fix it tells
    # of, not the trap, unless the symptom or trap names it too.
    stated = _Found()
    for name in ("symptom", "trap"):
        _scan(fields.get(name) or "", stated)
    # (an option the workaround says to run with, "with --no-tablespaces", is the fix's though the evidence quotes it
    # as a setting, `--no-tablespaces`; not one it says to drop or replace, "Drop --frozen-lockfile")
    said = " ".join(fields.get(n) or "" for n in FIX_FIELDS)
    used = {t for t in fix.terms if t.startswith("--") and re.search(
        r"\b(?:with|add|adding|pass|passing|use|using|append|enable|give)\s+(?:\S+\s+){0,2}?" + re.escape(t) +
        r"(?![\w-])", said, re.I)}
    for attr in ("paths", "files", "terms", "settings"):
        only_fix = (set(getattr(fix, attr)) | (used if attr == "settings" else set())) - set(getattr(stated, attr))
        setattr(trap, attr, [x for x in getattr(trap, attr) if x not in only_fix])
    # ... and so is a command it quotes that the workaround gives (`.venv/bin/pip install "numpy<2"` for `pip
    # install "numpy<2"`), run however it went, unless the symptom or trap names it.
    fix_steps = [w for c in fix.commands for w in split_fix(c)]
    stated_steps = [w for c in stated.commands for w in split_fix(c)]
    quoted_fix = [c for c in trap.commands if _quotes_the_fix(c, fix_steps, stated_steps)]
    trap.commands = [c for c in trap.commands if c not in quoted_fix]

    def u(items: list[str], drop: Iterable[str] = ()) -> tuple[str, ...]:
        dropped = set(drop)
        return tuple(x for x in dict.fromkeys(items) if x not in dropped)

    # ... and each step of such a chain that the workaround gives (`corepack enable && yarn --version` printed
    # 4.1.1: `corepack enable` is the fix it tells of, `yarn --version` what it checked with)
    trap_steps = [w for c in trap.commands for w in command_segments(c) if not fix_step(w, fix_steps, stated_steps)]
    seen = _own_names(fields, failing, quoted_fix)
    told = set(re.findall(r"[\w.-]+", (failing + " " + fields.get("symptom", "")).lower()))
    fix_commands: list[str] = []
    changes: list[str] = []
    for name in FIX_FIELDS:
        found = _Found()
        _scan(_affirmed(fields.get(name) or ""), found)
        found.commands = with_program(found.commands + short_forms(fields.get(name) or ""), found.terms, trap_steps)
        # A command run with a setting (`PYTHONPATH=src pytest`) is matched by its setting (a term), since
        # the program alone is what the trap ran too.
        steps = [_generic(w, seen) for c in found.commands if not re.match(r"[A-Za-z_]\w*=", c)
                 for w in split_fix(c) if adds_to(w, [t for t in trap_steps if not with_options(w, t)])]
        changes += [" ".join(c) for c in (_change(w, trap_steps) for w in steps) if c]
        if _ways_out(fields.get(name) or "", steps):
            fix_commands += [" ".join(w) for w in _ways_out_of(fields.get(name) or "", steps)]
        elif steps:
            # One way out in several steps: the ones about what the error shows (`mix format` for
            # "[FORMAT] Code is not formatted"), else all of them.
            key = [w for w in steps if told & {x.lower() for x in w[1:]}] or steps
            # A step that only adds options to another (`mix format --check-formatted` to verify) is a variant.
            key = [w for w in key if not any(o is not w and o[0] == w[0] and len(o) < len(w) and set(o) <= set(w)
                                             for o in key)]
            fix_commands.append(" && ".join(" ".join(w) for w in key))
    fix_paths = u(fix.paths, trap.paths)
    if not fix_commands:
        changes += _reroutes(fix_paths, trap_steps)
    if fix_paths:
        # A bare verb (`git add`) beside the paths it acts on: the paths are the fix, not the verb.
        fix_commands = [c for c in fix_commands
                        if any(len(w) > 2 or any(_ARGLIKE.match(x) for x in w[1:]) for w in split_fix(c))]
    return Anchors(commands=u(every.commands), paths=u(every.paths), packages=u(every.packages),
                   settings=u(every.settings), fix_commands=u(fix_commands),
                   fix_paths=fix_paths, kept_paths=u(kept.paths), kept_packages=u(kept.packages),
                   fix_terms=u(fix.terms + fix.settings, trap.terms + trap.settings),
                   fix_files=u(fix.files, trap.paths), fix_changes=u(changes),
                   errors=symptom_errors(fields.get("symptom") or ""))


def _ways_out_of(text: str, steps: list[list[str]]) -> list[list[str]]:
    """The steps of a workaround giving ways out, any one of them; not what comes after them ("…, then `ninja -C
    <builddir>`": the build). But when only a look comes before them ("Check `docker system df`, then free the space:
    `docker builder prune -af` …"), the ways out are the acting steps after it; unless what comes after runs the
    failing thing again ("Check `free -h`; if there is no swap, add some, then build again: `npm run build`": a way
    out said in prose)."""
    after = _Found()
    thens = [m.group(0) for m in _THEN.finditer(_affirmed(text))]
    for then in thens:
        _scan(then, after)
    follow = [w for c in after.commands for w in split_fix(c)]
    first, acts = [w for w in steps if w not in follow], [w for w in steps if w in follow and not looks(w)]
    if first and all(looks(w) and not rewrites(w) for w in first):
        first = [] if any(_AGAIN.search(t.split("`", 1)[0]) for t in thens) else acts or first
    return [w for w in steps if w in first or all(x in follow for x in steps)]


def setting_terms(anchors: Anchors) -> list[str]:
    """The settings and names the fix introduces (`master..HEAD`, `QUARTO_PYTHON=.venv/bin/python`) that a command
    line holds as they are: one word, long enough, not a plain word; paths in them spelt as `places` spells them."""
    return [places(t) for t in anchors.fix_terms if " " not in t and re.search(r"[^A-Za-z]", t) and (
        len(t) >= 5 or t.startswith("-") and "-" + t in anchors.fix_terms)]   # (`-tls` beside `--tls`: one option)


def _base(path: str) -> str:
    return re.split(r"[/\\]", path.rstrip("/\\"))[-1].lower()


def _reroutes(paths: Iterable[str], trap: list[list[str]]) -> list[str]:
    """A fix that is another way to reach the file the trap's command could not
    (`cat C:\\…\\settings.json` failing, the fix naming
    /mnt/c/…/settings.json): the trap's program on the fix's path is the fix,
    even when that program only reads it (`cat`), since the path is the new part."""
    return [f"{t[0]} {p}" for p in paths for t in trap
            if t and "/" not in t[0] and any(_base(w) == _base(p) and w != p and re.search(r"[/\\]", w)
                                             for w in t[1:])]


def _change(step: list[str], trap: list[list[str]]) -> list[str]:
    """What a fix step changes in the trap's command of the same program: the
    program and the words it adds (`git` `master..HEAD` for `git log main..HEAD`
    → `git log master..HEAD`). Run by that program in any form, they are the fix."""
    for t in trap:
        if t and same_program(step[0], t[0]):
            added = [w for w in step[1:] if w not in t[1:]]
            removed = [w for w in t[1:] if w not in step[1:]]
            # What replaced a word of the trap (`master..HEAD` for `main..HEAD`) is the change; an option
            # added beside it is not.
            added = [w for w in added if any(_shape(w) == _shape(r) for r in removed)] or added
            if any(not PLACEHOLDER.match(w) for w in added):
                return [step[0], *added]
    return []


def _shape(word: str) -> str:
    return re.sub(r"\w+", "x", word)


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


def split_fix(command: str) -> list[list[str]]:
    """A cited command's segments, for matching (`cd x && .venv/bin/python y` is
    two), without moving about and without the ellipsis that stands for the rest; a placeholder written in
    several words (`--session <세션 키>`) is one word."""
    return [_one_hole(w) for w in command_segments(command)
            if w and w[0] not in ("cd", "pushd") and not re.fullmatch(r"['\"]?(?:\.{3}|…)['\"]?", w[0])]


def _one_hole(words: list[str]) -> list[str]:
    out: list[str] = []
    for w in words:
        if out and out[-1].startswith("<") and ">" not in out[-1]:
            out[-1] += "_" + w   # (`<세션_키>`: a placeholder's words joined, so it reads as one)
        else:
            out.append(w)
    return out
