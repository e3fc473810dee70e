"""The entry model: validation, fingerprints, similarity and the markdown form.

The markdown files are what Claude Code loads into every session, so anything
that reaches them from a transcript is treated as hostile: it is redacted,
squeezed onto one line, capped, and every token that could become an `@`
import, a heading or an HTML comment is neutralised or put inside a code span
(where imports are not evaluated). The same files are read and edited by
people, so parsing is lenient and an entry nobody asked us to change is
written back byte for byte."""
from __future__ import annotations

import difflib
import hashlib
import re
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterable

from core.errors import UserError

KINDS = ("knowledge", "gotcha")
SCOPES = ("global", "project")
CONFIDENCE = ("high", "medium", "low")
LANGS = ("en", "ko")
CATEGORIES = (
    "api_quirk", "tool_quirk", "env_setup", "build_config", "test_strategy",
    "debugging_technique", "performance", "security", "trade_off_decision",
    "workflow", "project_convention",
)
FIELDS: dict[str, tuple[str, ...]] = {
    "gotcha": ("symptom", "trap", "cause", "workaround"),
    "knowledge": ("situation", "approach", "rationale"),
}
PREFIX = {"gotcha": "g", "knowledge": "k"}
KIND_OF_PREFIX = {v: k for k, v in PREFIX.items()}

TITLE_CAP = 120
FIELD_CAP = 400
CITES_CAP = 12

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "symptom": "Symptom", "trap": "Trap", "cause": "Cause", "workaround": "Workaround",
        "situation": "Situation", "approach": "Approach", "rationale": "Rationale",
        "evidence": "Evidence", "cites": "Cites", "supersedes": "Supersedes", "superseded_by": "Superseded by",
        "project": "project", "session": "session", "seen": "seen {n}× (last {date})",
        "gotcha_title": "Gotchas", "knowledge_title": "Knowledge",
        "gotcha_intro": "Traps met in past Claude Code sessions, kept by claude-distill.",
        "knowledge_intro": "What worked in past Claude Code sessions, kept by claude-distill.",
        "intro_tail": ("These are notes about what happened, not instructions. Edit or delete "
                       "freely; `claude-distill entries forget ID` also keeps a lesson from coming back."),
        "archive_title": "Archive", "pending_title": "Waiting for review",
        "archive_intro": ("Entries moved out of the imported file (budget or superseded), with any "
                          "notes written under them. Claude Code does not load this file."),
        "pending_intro": "New entries waiting for `claude-distill review`. Claude Code does not load this file.",
    },
    "ko": {
        "symptom": "증상", "trap": "함정", "cause": "원인", "workaround": "해결 방법",
        "situation": "상황", "approach": "접근", "rationale": "근거",
        "evidence": "증거", "cites": "참조", "supersedes": "대체 대상", "superseded_by": "대체됨",
        "project": "프로젝트", "session": "세션", "seen": "재확인 {n}회 (최근 {date})",
        "gotcha_title": "함정 (gotchas)", "knowledge_title": "지식 (knowledge)",
        "gotcha_intro": "지난 Claude Code 세션에서 겪은 함정입니다. claude-distill이 기록합니다.",
        "knowledge_intro": "지난 Claude Code 세션에서 효과가 있었던 방법입니다. claude-distill이 기록합니다.",
        "intro_tail": ("지시가 아니라 있었던 일에 대한 기록입니다. 자유롭게 고치거나 지워도 됩니다. "
                       "`claude-distill entries forget ID`는 같은 교훈이 다시 추가되지 않게 합니다."),
        "archive_title": "보관", "pending_title": "검토 대기",
        "archive_intro": ("가져온 파일에서 옮겨진 항목(용량 한도 또는 대체)과 그 아래 적은 메모입니다. "
                          "Claude Code는 이 파일을 읽지 않습니다."),
        "pending_intro": "`claude-distill review`를 기다리는 새 항목입니다. Claude Code는 이 파일을 읽지 않습니다.",
    },
}

# Every spelling of a label in any language, so a file stays readable whatever
# language wrote each entry.
_LABEL_KEYS: dict[str, str] = {}
for _lang in LABELS.values():
    for _key in (*FIELDS["gotcha"], *FIELDS["knowledge"], "evidence", "cites", "supersedes", "superseded_by"):
        _LABEL_KEYS[_lang[_key].casefold()] = _key

ID_RE = re.compile(r"^[gk]-[0-9a-f]{8}$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_META_RE = re.compile(r"^`([gk]-[0-9a-f]{8})`(.*)$")
_HEADING_RE = re.compile(r"^#{1,3}(?:\s|$)")
_ENTRY_HEADING_RE = re.compile(r"^###\s+(.*?)\s*#*\s*$")
_FIELD_RE = re.compile(r"^\s*[-*]\s+\*\*(.+?):\*\*\s?(.*)$")
_SEEN_RE = re.compile(r"^(?:seen|재확인)\s+(\d+)\s*(?:×|x|회)\s*\((?:last|최근)\s+(\d{4}-\d{2}-\d{2})\)$")
_PROJECT_RE = re.compile(r"^(?:project|프로젝트)\s+`(.*)`$")
_SESSION_RE = re.compile(r"^(?:session|세션)\s+`(.*)`$")
SEP = " · "

# Characters that change how text is displayed or split without being visible.
_INVISIBLE = dict.fromkeys(
    [*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0), 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF,
     *range(0x202A, 0x202F), *range(0x2066, 0x206A)], " ")
_SAFE_TICK = "ˋ"  # stands in for a backtick inside a code span, which can then never be closed early


@dataclass
class Entry:
    id: str
    kind: str
    category: str
    scope: str
    title: str
    fields: dict[str, str]
    date: str
    project: str = ""
    session_id: str = ""
    lang: str = "en"
    confidence: str | None = None
    cites: list[str] = field(default_factory=list)
    evidence: str = ""
    supersedes: str | None = None
    superseded_by: str | None = None
    seen: int = 1
    last_seen: str = ""
    project_path: str = ""
    # The block exactly as it was read; kept so hand edits survive a rewrite.
    raw: str | None = None

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.kind, self.title, self.fields)

    @property
    def short_session(self) -> str:
        return self.session_id[:8]


# --- cleaning -------------------------------------------------------------------------

def _redact(text: str) -> str:
    """Secrets out a second time, right before anything is written; a missing
    redactor must not stop the writer (the pipeline redacts first)."""
    try:
        from core.transcript.redact import redact
    except ImportError:
        return text
    return redact(text)


def _one_line(text: str) -> str:
    text = unicodedata.normalize("NFC", str(text)).translate(_INVISIBLE)
    # An HTML comment, even inside a code span, could hide the rest of a file
    # from a scanner that strips comments first; break the markers apart.
    text = text.replace("<!--", "<! --").replace("-->", "-- >")
    return re.sub(r"\s+", " ", text).strip()


def _cap(text: str, cap: int) -> str:
    if len(text) <= cap:
        return text
    cut = text[: cap - 1]
    space = cut.rfind(" ")
    if space > cap * 0.6:
        cut = cut[:space]
    return cut.rstrip() + "…"


def _code(text: str) -> str:
    text = text.replace("`", _SAFE_TICK).strip()
    return f"`{text}`" if text else ""


_RISKY_TOKEN = re.compile(r"@|<!--|-->|</?[A-Za-z!?][^>]*>?|^\[.*\]\(.*\)$")


def _escape_plain(text: str) -> str:
    """Plain text between code spans: tokens that could act as an import, an
    HTML comment or a tag go inside code spans; everything else stays readable."""
    out = []
    for token in re.split(r"(\s+)", text):
        if token and not token.isspace() and _RISKY_TOKEN.search(token):
            out.append(_code(token))
        else:
            out.append(token)
    return "".join(out)


def escape_inline(text: str) -> str:
    """One-line markdown that cannot add structure, imports or comments."""
    parts = text.split("`")
    if len(parts) % 2 == 0:  # an unmatched backtick: keep it visible but inert
        parts[-2] = parts[-2] + _SAFE_TICK + parts[-1]
        parts.pop()
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(_code(part) or "")
        else:
            out.append(_escape_plain(part))
    result = "".join(out)
    # Leading characters that would start a heading, quote or list in the title.
    return re.sub(r"^[\s#>*+\-|=]+", "", result)


def clean(text: Any, cap: int) -> str:
    """Redacted, single-line, capped and escaped: the one way text gets in."""
    if text is None:
        return ""
    if not isinstance(text, str):
        text = str(text)
    return escape_inline(_cap(_one_line(_redact(_one_line(text))), cap))


def clean_name(text: str, cap: int = 80) -> str:
    """A value shown inside a code span (project names, session ids, cites)."""
    return _cap(_one_line(_redact(_one_line(text))), cap).replace("`", _SAFE_TICK)


# --- fingerprints and similarity ------------------------------------------------------

def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().replace(_SAFE_TICK, "")
    text = re.sub(r"[`*_~\[\]()<>\"'.,:;!?·…—–-]+", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def _core_text(kind: str, title: str, fields: dict[str, str]) -> str:
    names = FIELDS.get(kind, ())
    main = " ".join(fields.get(n, "") for n in names[:2])
    return normalise(f"{title} {main}")


def fingerprint(kind: str, title: str, fields: dict[str, str]) -> str:
    return hashlib.sha256(f"{kind}\n{_core_text(kind, title, fields)}".encode()).hexdigest()


def _grams(text: str, n: int = 3) -> set[str]:
    text = f" {text} "
    return {text[i:i + n] for i in range(max(1, len(text) - n + 1))}


def text_similarity(a: str, b: str) -> float:
    """0..1, language-agnostic: the mean of character-trigram overlap and
    difflib's ratio, so both rewording and small edits count."""
    a, b = normalise(a), normalise(b)
    if not a or not b:
        return 0.0
    if a == b:
        return 1.0
    ga, gb = _grams(a), _grams(b)
    jaccard = len(ga & gb) / len(ga | gb)
    return (jaccard + difflib.SequenceMatcher(None, a, b).ratio()) / 2


# Losing a lesson is worse than keeping a near-duplicate, so two titles name
# the same lesson only when they differ in nothing but stop words, case and
# punctuation: "drops" against "keeps", `tomli_w` against `yaml_x`, `-x on`
# against `-x off` or Node 18 against Node 20 are two lessons.
TITLE_CLOSE = 0.72

STOP_WORDS = frozenset("""
a an the this that these those it its of to in into onto for with by at from as and or
is are was be been being do does did has have had will would can could should may might
your you we our their there here then so very just also when while which who what
""".split())

_TOKEN_EDGE = "\"'()[]{}<>*,;:!?…—–·" + _SAFE_TICK


def title_tokens(title: str) -> tuple[frozenset[str], frozenset[str]]:
    """(specific tokens, content words) of a title. Specific tokens are what a
    lesson is about exactly: identifiers (`_`, `.`, `/` or an inner `-`),
    anything with a digit, code spans, flags and numbers."""
    text = unicodedata.normalize("NFKC", title).replace(_SAFE_TICK, "")
    specific: set[str] = set()
    for span in re.findall(r"`([^`]*)`", text):
        if span.strip():
            span = re.sub(r"\s+", " ", span.strip())
            specific.add(span if span.startswith("-") else span.casefold())
    text = re.sub(r"`[^`]*`", " ", text).replace("`", " ")
    words: set[str] = set()
    for raw in text.split():
        token = raw.strip(_TOKEN_EDGE).rstrip(".")
        if not token or not any(ch.isalnum() for ch in token):
            continue
        if re.match(r"^--?[^\W_]", token):  # a flag: -x is not -X
            specific.add(token)
            continue
        token = token.casefold()
        if re.search(r"\d|[_./]|\w-\w", token):
            specific.add(token)
        elif token not in STOP_WORDS:
            words.add(token)
    return frozenset(specific), frozenset(words)


def titles_same(a: str, b: str) -> bool:
    """Two titles of one lesson: near-identical, with the same specific tokens
    and no content word swapped for another."""
    return title_tokens(a) == title_tokens(b) and text_similarity(a, b) >= TITLE_CLOSE


def similar(a: Entry, b: Entry) -> bool:
    """Same lesson: the same fingerprint, or titles that differ only in stop
    words and punctuation."""
    if a.kind != b.kind:
        return False
    if a.fingerprint == b.fingerprint:
        return True
    return titles_same(a.title, b.title)


def title_matches(title: str, other: str) -> bool:
    return titles_same(title, other)


def make_id(kind: str, fp: str, salt: str = "") -> str:
    return f"{PREFIX[kind]}-{hashlib.sha256((fp + salt).encode()).hexdigest()[:8]}"


# --- cites ----------------------------------------------------------------------------

_PATHISH = re.compile(r"^(?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+-]+)+/?$|^[\w.-]+\.[A-Za-z][A-Za-z0-9]{0,7}$")
_COMMAND_WORDS = {
    "git", "npm", "npx", "pnpm", "yarn", "pip", "pytest", "python", "python3", "make", "cargo",
    "go", "docker", "kubectl", "uv", "poetry", "node", "bash", "sh", "curl", "claude", "ruff",
    "mypy", "tox", "gradle", "mvn", "brew", "apt", "apt-get", "systemctl", "terraform",
}
_NOT_FILES = re.compile(r"^(?:e\.g|i\.e|etc|vs|v\d[\w.]*|\d[\d.]*|https?:.*|[\w.-]+@[\w.-]+)$", re.I)


def extract_cites(texts: Iterable[str]) -> list[str]:
    """Files and commands a lesson refers to, so `entries check` can notice when
    a cited file has gone."""
    found: list[str] = []
    for text in texts:
        if not text:
            continue
        spans = re.findall(r"`([^`\n]+)`", text)
        plain = re.sub(r"`[^`\n]*`", " ", text)
        # Korean particles attach to the word before them (`package.json이`).
        # Trailing punctuation ends a sentence; a leading dot belongs to the name (`.venv/`).
        candidates = list(spans) + [re.sub(r"[\uac00-\ud7a3]+$", "", t.strip("()[]{}'\"").rstrip(".,;:"))
                                    for t in plain.split()]
        for cand in candidates:
            cand = cand.strip()
            if not cand or len(cand) > 160:
                continue
            if " " in cand:
                if cand.split()[0] in _COMMAND_WORDS:
                    found.append(cand)
                continue
            if _NOT_FILES.match(cand):
                continue
            if _PATHISH.match(cand):
                found.append(cand)
    out: list[str] = []
    for c in found:
        c = clean_name(c, 160)
        if c and c not in out:
            out.append(c)
    return out[:CITES_CAP]


def is_file_cite(cite: str) -> bool:
    return " " not in cite and bool(_PATHISH.match(cite))


# --- construction ---------------------------------------------------------------------

def _require(obj: dict, key: str, where: str) -> Any:
    if key not in obj or obj[key] is None:
        raise ValueError(f"{where}: missing {key!r}")
    return obj[key]


def from_model(obj: Any, *, project: str | Path = "", session_id: str = "", date: str,
               lang: str = "en") -> Entry:
    """Turn one item of model output into an Entry, or raise ValueError.

    Strict: an item that does not say exactly what it is gets dropped rather
    than guessed at, because whatever is accepted ends up in every session."""
    if not isinstance(obj, dict):
        raise ValueError("entry: not an object")
    kind = _require(obj, "kind", "entry")
    if kind not in KINDS:
        raise ValueError(f"entry: kind {kind!r} is not one of {', '.join(KINDS)}")
    category = _require(obj, "category", "entry")
    if category not in CATEGORIES:
        raise ValueError(f"entry: category {category!r} is not one of the {len(CATEGORIES)} categories")
    scope = obj.get("scope", "project")
    if scope not in SCOPES:
        raise ValueError(f"entry: scope {scope!r} is not global or project")
    if lang not in LANGS:
        lang = "en"
    if not DATE_RE.match(date or ""):
        raise ValueError(f"entry: date {date!r} is not YYYY-MM-DD")
    confidence = obj.get("confidence")
    if confidence is not None and confidence not in CONFIDENCE:
        # The extractor's own vocabulary: a level, never a made-up probability.
        raise ValueError(f"entry: confidence {confidence!r} is not one of {', '.join(CONFIDENCE)}")
    raw_title = _require(obj, "title", "entry")
    if not isinstance(raw_title, str) or not raw_title.strip():
        raise ValueError("entry: empty title")
    fields: dict[str, str] = {}
    for name in FIELDS[kind]:
        value = _require(obj, name, f"{kind} entry")
        if not isinstance(value, str) or not value.strip():
            raise ValueError(f"{kind} entry: empty {name!r}")
        fields[name] = clean(value, FIELD_CAP)
    title = clean(raw_title, TITLE_CAP)
    if not title:
        raise ValueError("entry: title is empty once cleaned")
    supersedes = obj.get("supersedes")
    if supersedes in ("", None):
        supersedes = None
    elif not isinstance(supersedes, str) or not ID_RE.match(supersedes.strip()):
        raise ValueError(f"entry: supersedes {supersedes!r} is not an entry id")
    else:
        supersedes = supersedes.strip()
    evidence = obj.get("evidence") or ""
    if isinstance(evidence, list):
        evidence = " ".join(str(e) for e in evidence)
    cites = extract_cites([*fields.values(), _redact(str(evidence))])
    return build(kind=kind, category=category, scope=scope, title=title, fields=fields, date=date,
                 project=project, session_id=session_id, lang=lang, confidence=confidence,
                 cites=cites, supersedes=supersedes, evidence=clean_name(str(evidence), FIELD_CAP))


def build(*, kind: str, category: str, scope: str, title: str, fields: dict[str, str], date: str,
          project: str | Path = "", session_id: str = "", lang: str = "en",
          confidence: str | None = None, cites: list[str] | None = None,
          supersedes: str | None = None, evidence: str = "") -> Entry:
    """An Entry from already-cleaned text, with its stable id."""
    project_path = str(project) if project else ""
    name = Path(project_path).name if project_path else ""
    fp = fingerprint(kind, title, fields)
    salt = f"{scope}\n{project_path if scope == 'project' else ''}"
    return Entry(id=make_id(kind, fp, salt), kind=kind, category=category, scope=scope, title=title,
                 fields=fields, date=date, project=clean_name(name), session_id=clean_name(session_id, 64),
                 lang=lang, confidence=confidence, cites=list(cites or []), supersedes=supersedes,
                 last_seen=date, project_path=project_path, evidence=evidence)


def manual(text: str, *, kind: str, scope: str, category: str = "workflow", title: str | None = None,
           project: str | Path = "", date: str, lang: str = "en",
           extra: dict[str, str] | None = None) -> Entry:
    """A lesson typed by a person: the text is the trap (gotcha) or the approach
    (knowledge); other fields are optional."""
    if kind not in KINDS:
        raise UserError(f"kind must be one of {', '.join(KINDS)}")
    if scope not in SCOPES:
        raise UserError(f"scope must be one of {', '.join(SCOPES)}")
    if category not in CATEGORIES:
        raise UserError(f"category must be one of: {', '.join(CATEGORIES)}")
    body = clean(text, FIELD_CAP)
    if not body:
        raise UserError("nothing to remember: the text is empty")
    head = clean(title if title else re.split(r"(?<=[.!?])\s|\n", str(text).strip())[0], TITLE_CAP)
    main = "trap" if kind == "gotcha" else "approach"
    fields = {main: body}
    for key, value in (extra or {}).items():
        if key not in FIELDS[kind]:
            raise UserError(f"a {kind} has no field {key!r} (fields: {', '.join(FIELDS[kind])})")
        if value:
            fields[key] = clean(value, FIELD_CAP)
    ordered = {k: fields[k] for k in FIELDS[kind] if k in fields}
    return build(kind=kind, category=category, scope=scope, title=head or body[:TITLE_CAP],
                 fields=ordered, date=date, project=project, session_id="manual", lang=lang,
                 cites=extract_cites(ordered.values()))


# --- rendering ------------------------------------------------------------------------

def meta_line(e: Entry) -> str:
    labels = LABELS.get(e.lang, LABELS["en"])
    parts = [f"`{e.id}`", e.category, e.date]
    if e.project:
        parts.append(f"{labels['project']} `{clean_name(e.project)}`")
    if e.session_id:
        parts.append(f"{labels['session']} `{clean_name(e.short_session)}`")
    if e.seen > 1:
        parts.append(labels["seen"].format(n=e.seen, date=e.last_seen or e.date))
    return SEP.join(parts)


def render(e: Entry) -> str:
    """The markdown block of an entry (ends with one newline)."""
    if e.raw is not None:
        return e.raw if e.raw.endswith("\n") else e.raw + "\n"
    labels = LABELS.get(e.lang, LABELS["en"])
    lines = [f"### {clean(e.title, TITLE_CAP) or e.id}", meta_line(e), ""]
    for name in FIELDS[e.kind]:
        value = e.fields.get(name)
        if value:
            lines.append(f"- **{labels[name]}:** {escape_inline(value)}")
    if e.evidence:
        # The command or error the lesson rests on, verbatim but inert: a code span.
        lines.append(f"- **{labels['evidence']}:** {_code(clean_name(e.evidence, FIELD_CAP))}")
    if e.cites:
        lines.append(f"- **{labels['cites']}:** " + ", ".join(_code(clean_name(c, 160)) for c in e.cites))
    if e.supersedes:
        lines.append(f"- **{labels['supersedes']}:** `{e.supersedes}`")
    if e.superseded_by:
        lines.append(f"- **{labels['superseded_by']}:** `{e.superseded_by}`")
    text = "\n".join(lines) + "\n"
    from core.lessons.imports import find_imports
    if find_imports(text):  # defence in depth: escaping above should make this unreachable
        raise ValueError(f"entry {e.id} would add an import")
    return text


def rerender_meta(e: Entry) -> Entry:
    """The entry with its metadata line refreshed and everything else as the
    person left it."""
    if e.raw is None:
        return e
    lines = e.raw.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if _META_RE.match(line.strip()):
            ending = "\n" if line.endswith("\n") else ""
            old = line.strip()
            # Parts a person added to the line that we do not understand are kept.
            extras = [p for p in _split_meta(old)[1:] if _meta_part_kind(p) is None]
            new = SEP.join([meta_line(e), *extras]) if extras else meta_line(e)
            lines[i] = new + ending
            break
    return replace(e, raw="".join(lines))


def set_field_line(e: Entry, key: str, value: str) -> Entry:
    """Add or replace one `- **Label:** value` line in a block we must otherwise keep."""
    labels = LABELS.get(e.lang, LABELS["en"])
    raw = e.raw if e.raw is not None else render(e)
    lines = raw.rstrip("\n").split("\n")
    new_line = f"- **{labels[key]}:** {value}"
    for i, line in enumerate(lines):
        m = _FIELD_RE.match(line)
        if m and _LABEL_KEYS.get(m.group(1).strip().casefold()) == key:
            lines[i] = new_line
            break
    else:
        lines.append(new_line)
    return replace(e, raw="\n".join(lines) + "\n")


def file_header(kind: str, lang: str, role: str = "main") -> str:
    labels = LABELS.get(lang, LABELS["en"])
    if role == "archive":
        return f"# {labels[kind + '_title']}: {labels['archive_title']}\n\n{labels['archive_intro']}\n\n"
    if role == "pending":
        return f"# {labels[kind + '_title']}: {labels['pending_title']}\n\n{labels['pending_intro']}\n\n"
    return f"# {labels[kind + '_title']}\n\n{labels[kind + '_intro']} {labels['intro_tail']}\n\n"


# --- parsing --------------------------------------------------------------------------

def _split_meta(line: str) -> list[str]:
    return [p.strip() for p in line.split("·")]


def _meta_part_kind(part: str) -> str | None:
    if DATE_RE.match(part):
        return "date"
    if part in CATEGORIES:
        return "category"
    if _PROJECT_RE.match(part):
        return "project"
    if _SESSION_RE.match(part):
        return "session"
    if _SEEN_RE.match(part):
        return "seen"
    return None


def _lang_of(text: str) -> str:
    return "ko" if re.search(r"[\uac00-\ud7a3]", text) else "en"


def parse_block(raw: str, *, kind: str | None = None, scope: str = "global") -> Entry | None:
    """An entry block back into an Entry; None when it is not one of ours."""
    lines = raw.split("\n")
    if not lines:
        return None
    m = _ENTRY_HEADING_RE.match(lines[0])
    if not m:
        return None
    meta_index = next((i for i in range(1, len(lines)) if lines[i].strip()), None)
    if meta_index is None:
        return None
    mm = _META_RE.match(lines[meta_index].strip())
    if not mm:
        return None
    entry_id = mm.group(1)
    kind = kind or KIND_OF_PREFIX[entry_id[0]]
    e = Entry(id=entry_id, kind=kind, category="workflow", scope=scope, title=m.group(1).strip(),
              fields={}, date="", raw=raw if raw.endswith("\n") else raw + "\n")
    for part in _split_meta(lines[meta_index].strip())[1:]:
        what = _meta_part_kind(part)
        if what == "date":
            e.date = part
        elif what == "category":
            e.category = part
        elif what == "project":
            e.project = _PROJECT_RE.match(part).group(1)  # type: ignore[union-attr]
        elif what == "session":
            e.session_id = _SESSION_RE.match(part).group(1)  # type: ignore[union-attr]
        elif what == "seen":
            sm = _SEEN_RE.match(part)
            e.seen, e.last_seen = int(sm.group(1)), sm.group(2)  # type: ignore[union-attr]
    e.last_seen = e.last_seen or e.date
    current: str | None = None
    for line in lines[meta_index + 1:]:
        fm = _FIELD_RE.match(line)
        if fm:
            key = _LABEL_KEYS.get(fm.group(1).strip().casefold())
            current = key
            value = fm.group(2).strip()
            if key == "evidence":
                span = re.fullmatch(r"`(.*)`", value)
                e.evidence = span.group(1) if span else value
            elif key == "cites":
                e.cites = [c.strip() for c in re.findall(r"`([^`]+)`", value)] or \
                    [c.strip() for c in value.split(",") if c.strip()]
            elif key in ("supersedes", "superseded_by"):
                idm = re.search(r"[gk]-[0-9a-f]{8}", value)
                setattr(e, key, idm.group(0) if idm else None)
            elif key in FIELDS.get(kind, ()):
                e.fields[key] = value
            continue
        # A field a person wrapped over several lines continues it.
        if current in FIELDS.get(kind, ()) and line.startswith(("  ", "\t")) and line.strip():
            e.fields[current] = (e.fields[current] + " " + line.strip()).strip()
        elif not line.strip():
            continue
        else:
            current = None
    e.lang = _lang_of(raw)
    return e


def own_lines(block: str, kind: str | None = None) -> str:
    """The lines of an entry's block that rendering the entry would not
    produce: what a person wrote under it. Empty when there are none."""
    entry = parse_block(block, kind=kind)
    if entry is None:
        return ""
    rendered = {line.rstrip() for line in render(replace(entry, raw=None)).split("\n")}
    lines = block.split("\n")
    meta_index = next((i for i in range(1, len(lines)) if lines[i].strip()), 0)
    kept: list[str] = []
    in_field = False
    for i, line in enumerate(lines):
        fm = _FIELD_RE.match(line)
        ours = i in (0, meta_index) or line.rstrip() in rendered
        if fm:
            in_field = _LABEL_KEYS.get(fm.group(1).strip().casefold()) is not None
            ours = ours or in_field
        elif in_field and line.startswith(("  ", "\t")) and line.strip():
            ours = True  # a field wrapped over several lines
        elif line.strip():
            in_field = False
        if not line.strip():
            if kept and kept[-1]:
                kept.append("")
        elif not ours:
            kept.append(line)
    while kept and not kept[-1]:
        kept.pop()
    return "\n".join(kept) + "\n" if kept else ""


@dataclass
class Block:
    text: str
    entry: Entry | None = None


@dataclass
class Document:
    """A knowledge file as an ordered list of blocks: our entries and whatever
    else a person wrote, both kept as they were."""
    blocks: list[Block]

    @property
    def entries(self) -> list[Entry]:
        return [b.entry for b in self.blocks if b.entry is not None]

    def find(self, entry_id: str) -> Entry | None:
        return next((e for e in self.entries if e.id == entry_id), None)

    def remove(self, entry_id: str, *, keep_notes: bool = False) -> Entry | None:
        """Take an entry's block out. With `keep_notes`, lines a person wrote
        under the entry stay where they were (after the previous entry)."""
        for i, b in enumerate(self.blocks):
            if b.entry is not None and b.entry.id == entry_id:
                notes = own_lines(b.text, kind=b.entry.kind) if keep_notes else ""
                if notes:
                    last = i == len(self.blocks) - 1
                    self.blocks[i] = Block(notes if last else notes + "\n")
                else:
                    del self.blocks[i]
                return b.entry
        return None

    def replace_entry(self, entry: Entry) -> bool:
        for i, b in enumerate(self.blocks):
            if b.entry is not None and b.entry.id == entry.id:
                text = render(entry)
                # Keep the blank lines that separated this block from the next.
                tail = b.text[len(b.text.rstrip("\n")):]
                text = text.rstrip("\n") + (tail if tail else "\n")
                if i == len(self.blocks) - 1:
                    text = text.rstrip("\n") + "\n"
                self.blocks[i] = Block(text, replace(entry, raw=text))
                return True
        return False

    def append(self, entry: Entry) -> None:
        if self.blocks:
            last = self.blocks[-1]
            if last.text.strip() and not last.text.endswith("\n\n"):
                last.text = last.text.rstrip("\n") + "\n\n"
                if last.entry is not None:
                    last.entry = replace(last.entry, raw=last.text)
        text = render(entry)
        self.blocks.append(Block(text, replace(entry, raw=text)))

    def render(self) -> str:
        return "".join(b.text for b in self.blocks)


def parse_document(text: str, *, kind: str | None = None, scope: str = "global") -> Document:
    """Split a file into blocks. An entry runs from its `###` heading to the
    next heading of level 1–3, so text a person adds under an entry stays
    with it, and a section of their own stays theirs."""
    lines = text.splitlines(keepends=True)
    fenced = _fenced_lines(lines)
    starts = [i for i, line in enumerate(lines) if _HEADING_RE.match(line) and not fenced[i]]
    cuts = sorted(set([0, *starts, len(lines)]))
    blocks: list[Block] = []
    for a, b in zip(cuts, cuts[1:]):
        chunk = "".join(lines[a:b])
        if not chunk:
            continue
        entry = parse_block(chunk, kind=kind, scope=scope) if _ENTRY_HEADING_RE.match(lines[a]) else None
        if entry is not None and entry.kind != kind and kind is not None and entry.id[0] != PREFIX[kind]:
            entry = None
        if entry is None and blocks and blocks[-1].entry is None:
            blocks[-1].text += chunk
        else:
            blocks.append(Block(chunk, entry))
    return Document(blocks)


def _fenced_lines(lines: list[str]) -> list[bool]:
    """Which lines sit inside a fenced code block (a `#` there is not a heading)."""
    out, fence = [], None
    for line in lines:
        m = re.match(r"^\s{0,3}(`{3,}|~{3,})", line)
        if m and fence is None:
            fence = m.group(1)[0] * 3
            out.append(True)
        elif m and m.group(1).startswith(fence or "\0"):
            fence = None
            out.append(True)
        else:
            out.append(fence is not None)
    return out


def to_dict(e: Entry) -> dict[str, Any]:
    return {
        "id": e.id, "kind": e.kind, "category": e.category, "scope": e.scope, "title": e.title,
        "fields": dict(e.fields), "date": e.date, "project": e.project, "session": e.session_id,
        "lang": e.lang, "evidence": e.evidence, "cites": list(e.cites), "supersedes": e.supersedes,
        "superseded_by": e.superseded_by, "seen": e.seen, "last_seen": e.last_seen,
    }
