"""The names a citation's prose gives outside its quotes (`Cargo.toml`, `feat-x`, `check_pane_present/1`): each
one looked for on its own. Apart from core.evidence.claims, which reads the clause around them, because what is a
name here is decided word by word: an English verb that is also a program (`make`, `find`), a word of prose with a
hyphen (re-ran, a drop-in), what a negation says is absent, a tool's parameter as the slice shows it."""
from __future__ import annotations

import re

from core.evidence.matching import normalise, occurs
from core.evidence.words import ARITY_RE, EDGE, NEGATIONS, PARAM_RE, TOOL_ARG_RE, distinctive, pair_of, strip_token

# Where a citation is joined from pieces: arrows and ellipses (a cut).
JOINS_RE = re.compile(r"\s*(?:→|->|=>|⇒|⟶|➜|➔|\.\.\.|…|<[A-Za-z][\w -]{0,30}>)\s*")


def prose_tokens(text: str, fragments: list[str], absent: list[str] | None = None) -> list[str]:
    """The names in `text` (prose, its quotes taken out), normalised, each once and none inside a quoted fragment;
    `absent` gathers what a negation says is not there ("listed no esbuild.exe")."""
    tokens: list[str] = []
    raws: list[str] = []
    for raw in JOINS_RE.sub(" ", text).split():
        label = TOOL_ARG_RE.match(raw.strip(EDGE.replace("(", "").replace(")", "")))
        raws.extend((label.group(1), label.group(2)) if label else pair_of(raw))
    negated = False
    for k, raw in enumerate(raws):
        token = re.sub(r"['’]s$", "", strip_token(raw))   # "the commit-analyzer's verdict": the analyzer's name
        if _said_as_verb(token, raws[k - 1] if k else "", raws[k + 1] if k + 1 < len(raws) else ""):
            continue   # "they would make the change", "go to the page": an English verb, not the program
        was, negated = negated, raw.casefold() in NEGATIONS
        if was:
            if absent is not None and distinctive(token):
                absent.append(normalise(token))   # "listed no esbuild.exe process": not in what it listed
            continue   # "no Bash call", "without mkdir": what did not happen is nothing to find
        param = PARAM_RE.fullmatch(token)
        if param:      # `TaskOutput(task_id=bd0afab, …)`: a tool's parameter as the slice shows it, its value
            token = param.group(1)
        arity = ARITY_RE.fullmatch(token)
        if arity:      # `check_pane_present/1`: an Elixir/Erlang function by its arity, named without it in code
            token = arity.group(1)
        if token[:1].isupper() and re.fullmatch(r"[^\W\d_]+(?:-[^\W\d_]+)+", token) and not token.isupper():
            continue   # a capitalised compound of prose (Credo-Korrekturen, Follow-Up), not a name
        if _COMPOUND_RE.fullmatch(token) and k and raws[k - 1].casefold() in _ARTICLES:
            continue   # "a module-level `_RE`", "the root-level run": an adjective of prose (not "set log-level")
        following = strip_token(raws[k + 1] if k + 1 < len(raws) else "").lower()
        if _NOTATION_RE.fullmatch(token) or _CASE_STYLE_RE.fullmatch(token) and (
                token != token.lower() or _STYLE_OF_RE.fullmatch(following)):
            continue   # "listed both changes with line:col", "the kebab-case name": the form of a name, not a name
        if token == "Claude":
            continue   # "Claude suggested …", "Claude asked the user": the assistant by its name, not the `claude` CLI
        if distinctive(token) and any(ch.isalnum() for ch in token):   # a lone "/" between two quotes names nothing
            norm = normalise(token)
            if norm and norm not in tokens and not any(occurs(norm, f) for f in fragments):
                tokens.append(norm)
    return tokens


# An adjective of prose made with a hyphen ("module-level", "root-level", "project-wide"), after an article
_COMPOUND_RE = re.compile(r"[a-z]{2,}-(?:level|wide|based|specific|side|only|safe|aware|free|scoped|time|bound|driven)")
_ARTICLES = frozenset({"a", "an", "the", "its", "our", "their", "this", "that", "my", "your"})


# The words a model names a location's form with (`file:line:col`, `line:col`, `path:line`)
_NOTATION_RE = re.compile(r"(?:file|path|line|col|column|row)(?::(?:file|path|line|col|column|row))+", re.I)


# The words a model names a spelling's style with (`kebab-case`, `snake_case`, `camelCase`): said of a name ("the
# kebab-case name"), or written with capitals; a lower-case one alone may be a package or a value (`snake-case`)
_STYLE_OF_RE = re.compile(r"names?|naming|style|form|spelling|keys?|identifiers?")
_CASE_STYLE_RE = re.compile(r"(?:kebab|snake|camel|pascal|title|upper|lower|sentence|train|screaming[-_]snake|"
                            r"dot|flat)[-_]?case", re.I)


# Before a program name that is also an English verb, words that make it the verb ("would make", "to find"); after
# it, the verb's object ("make the change", "find a way", "go to")
_VERB_BEFORE = frozenset("to would will can could should must might may they we i you he she it and or not never "
                         "also just then".split())
_VERB_AFTER = frozenset("the a an it its this that these those them sure sense up out to through into over back "
                        "their our your his her my some any".split())
_ENGLISH_PROGRAMS = frozenset("make find go cat bundle black gem fish".split())


def _said_as_verb(token: str, before: str, after: str) -> bool:
    """A lower-case program name used as an English word in prose (`make`, `find`, `go`, `cat`)."""
    return token in _ENGLISH_PROGRAMS and (strip_token(before).casefold() in _VERB_BEFORE or
                                          strip_token(after).casefold() in _VERB_AFTER)


# A hyphenated word of prose: a prefix (re-ran, pre-commit, sub-folder) or a capitalised compound
# (Credo-Korrekturen). A lower-case hyphenated name (a branch `feat-x`, a package) is still looked for.
PROSE_HYPHENED_RE = re.compile(r"(?:re|pre|sub|non|co|multi|self|well|post|un|de|anti|cross|over|under|out|semi|per|"
                                r"mid|auto|in|on|off|up|down|follow|set|built|long|short|one|two|first|second|"
                                r"third|last|next|end|side|real|full|half|double|single|all|before|after)-[^\W\d_]+(?:-[^\W\d_]+)*|"
                                # ... or a noun made of a verb and its particle (a drop-in, a check-in, an add-on)
                                r"[a-z]+-(?:in|on|out|up|down|off|back|away)")
PROSE_VERB_RE = re.compile(r"[a-z]+-[a-z]+(?:ed|ing|ly)")   # `fast-forwarded`, `hard-coding`: prose, no name


def without_parts(tokens: list[str]) -> list[str]:
    """The names prose gives, less a part of a name it also gives whole ("the PC32 relocation error (…
    R_X86_64_PC32 …)": found with it), as a count is no name either ("all 12 Reads")."""
    parts = {p for u in tokens for p in re.split(r"[_.@/-]", u) if p != u}
    return [t for t in tokens if t not in parts]
