"""Which `@path` imports Claude Code 2.1.332 follows in a markdown file.

Claude Code lexes an imported file as markdown and walks the tokens: code
blocks and code spans are skipped; an HTML block made of comments is scanned
with the comments cut out, any other HTML is skipped; every *text* token is
scanned for `@path` at its start or after whitespace (JavaScript's `\\s`).
Two consequences matter for what we write:

* In a list item, the item's lines are themselves a text token, scanned as
  they stand, code spans, comments and all: `- \\`see @./f y\\`` loads `f`.
* A text token starts right after any other inline token: `**@./f**`,
  `\\*@./f`, `\\`x\\`@./f`, `<b>@./f` and `[@./f](u)` all load `f`.

An `@` right after an ASCII letter or digit never starts an import in either
case (the letter is in the same text token), which is what the renderer
relies on. The blocks are read by `markdown` (the one reading the tool uses);
this module splits their inline text into text tokens the way the lexer does
and scans them, agreeing with the binary on every probe line where it loads
(tests/test_markdown_probes_real_claude.py, tests/test_import_rule_real_claude.py)."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from core.claude_code import markdown

# JavaScript's \s (Python's differs: it has \x1c-\x1f and \x85, lacks \ufeff).
JS_SPACE = "\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_IMPORT_RE = re.compile(rf"(?:^|[{JS_SPACE}])@((?:[^{JS_SPACE}\\]|\\ )+)")
_PUNCT = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

_TAG = r"(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s\"'=<>`]+|'[^']*'|\"[^\"]*\"))?)*\s*/?>|</[A-Za-z][A-Za-z0-9-]*\s*>)"
_INLINE_TAG_RE = re.compile(_TAG)
_AUTOLINK_RE = re.compile(r"<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*)>")


def accepted(ref: str) -> str | None:
    """The path Claude Code would try for one `@` match, or None when it ignores it."""
    cut = ref.find("#")
    if cut != -1:
        ref = ref[:cut]
    ref = ref.replace("\\ ", " ")
    if not ref:
        return None
    if ref.startswith(("./", "~/")) or (ref.startswith("/") and ref != "/"):
        return ref
    if not ref.startswith("@") and not re.match(r"^[#%^&*()]+", ref) and re.match(r"^[A-Za-z0-9._-]", ref):
        return ref
    return None


def scan_text(text: str) -> list[str]:
    """`@` references in one text token, in order."""
    out = []
    for m in _IMPORT_RE.finditer(text):
        ref = accepted(m.group(1))
        if ref is not None:
            out.append(ref)
    return out


# --- inline tokens --------------------------------------------------------------------

@dataclass
class _Inline:
    texts: list[str]
    buf: list[str]

    def flush(self) -> None:
        if self.buf:
            self.texts.append("".join(self.buf))
            self.buf = []


def _closing_bracket(s: str, i: int) -> int:
    """Index of the `]` closing the `[` at i (nested brackets balanced, code spans skipped), or -1."""
    depth, j = 0, i
    while j < len(s):
        c = s[j]
        if c == "\\":
            j += 2
            continue
        if c == "`":
            run = _run(s, j, "`")
            end = s.find("`" * run, j + run)
            while end != -1 and (end + run < len(s) and s[end + run] == "`" or s[end - 1] == "`"):
                end = s.find("`" * run, end + 1)
            j = end + run if end != -1 else j + run
            continue
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return -1


def _link_tail(s: str, j: int) -> int:
    """End (exclusive) of `(destination "title")` starting at j, or -1."""
    if j >= len(s) or s[j] != "(":
        return -1
    depth, k = 0, j
    while k < len(s):
        c = s[k]
        if c == "\\":
            k += 2
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return k + 1
        elif c == "\n" and k + 1 < len(s) and s[k + 1] == "\n":
            return -1
        k += 1
    return -1


def _run(s: str, i: int, ch: str) -> int:
    n = 0
    while i + n < len(s) and s[i + n] == ch:
        n += 1
    return n


def _space(c: str) -> bool:
    return c == "" or bool(re.match(rf"[{JS_SPACE}]", c))


def _punct(c: str) -> bool:
    return c != "" and (c in _PUNCT or unicodedata.category(c)[0] in "PS")


def _flanking(s: str, i: int, run: int) -> tuple[bool, bool]:
    """(left-flanking, right-flanking) of the delimiter run s[i:i+run], as CommonMark defines them."""
    before = s[i - 1] if i > 0 else ""
    after = s[i + run] if i + run < len(s) else ""
    left = not _space(after) and (not _punct(after) or _space(before) or _punct(before))
    right = not _space(before) and (not _punct(before) or _space(after) or _punct(after))
    return left, right


def _emphasis_end(s: str, i: int, ch: str, run: int, depth: int = 0) -> int:
    """Where the emphasis opened by the delimiter run at i closes (index of the
    closing run), or -1: the next run of the same character that can close,
    past any emphasis nested inside (`*a **b** c*`)."""
    left, right = _flanking(s, i, run)
    before = s[i - 1] if i > 0 else ""
    if not left or (ch == "_" and right and not _punct(before)):
        return -1
    j = i + run
    while j < len(s):
        if s[j] == "\\":
            j += 2
            continue
        if s[j] == "`":
            n = _run(s, j, "`")
            end = s.find("`" * n, j + n)
            j = end + n if end != -1 else j + n
            continue
        if s[j] == ch:
            n = _run(s, j, ch)
            cl, cr = _flanking(s, j, n)
            nxt = s[j + n] if j + n < len(s) else ""
            if cr and (ch == "*" or not cl or _punct(nxt)):
                return j
            if cl and depth < 8:  # a nested opener: skip to past its own closer
                inner = _emphasis_end(s, j, ch, n, depth + 1)
                if inner != -1:
                    j = inner + _run(s, inner, ch)
                    continue
            j += n
            continue
        j += 1
    return -1


def _reflink(s: str, i: int, close: int, labels: set[str] | frozenset[str]) -> int:
    """End of a reference link `[text][label]`, `[label][]` or `[label]` at i whose
    label is defined somewhere in the file, or -1."""
    if s.startswith("[", close + 1):
        end = s.find("]", close + 2)
        if end != -1 and "[" not in s[close + 2:end]:
            key = s[close + 2:end] or s[i + 1:close]
            if markdown.label(key) in labels:
                return end + 1
            if s[close + 2:end]:
                return -1
    if markdown.label(s[i + 1:close]) in labels:
        return close + 1
    return -1


def inline_texts(s: str, labels: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The text tokens of inline markdown, as Claude Code's lexer makes them:
    maximal runs of plain text between code spans, HTML, escapes, links,
    images and emphasis (their inner text is text tokens of its own)."""
    st = _Inline([], [])
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s) and s[i + 1] in _PUNCT:
            st.flush()
            i += 2
            continue
        if c == "`":
            i = _take_code_span(s, i, st)
            continue
        j = _take_html(s, i, st) if c == "<" else -1
        if j == -1 and c == "!" and s.startswith("![", i):
            j = _take_image(s, i, st, labels)
        if j == -1 and c == "[":
            j = _take_link(s, i, st, labels)
        if j != -1:
            i = j
            continue
        if c in "*_":
            run = _run(s, i, c)
            end = _emphasis_end(s, i, c, run)
            if end != -1:
                st.flush()
                st.texts.extend(inline_texts(s[i + run:end], labels))
                i = end + _run(s, end, c)
                continue
            st.buf.append(c * run)
            i += run
            continue
        st.buf.append(c)
        i += 1
    st.flush()
    return st.texts


def _take_code_span(s: str, i: int, st: _Inline) -> int:
    """A code span (no text token), or its opening backticks as text when it never closes."""
    run = _run(s, i, "`")
    j = i + run
    while True:
        k = s.find("`" * run, j)
        if k == -1:
            st.buf.append("`" * run)
            return i + run
        if _run(s, k, "`") == run:
            st.flush()
            return k + run
        j = k + _run(s, k, "`")


def _take_html(s: str, i: int, st: _Inline) -> int:
    """A comment, an autolink (its address is text) or an inline tag; -1 when none starts here."""
    if s.startswith("<!--", i):
        end = s.find("-->", i + 4)
        if end != -1:
            st.flush()
            return end + 3
    m = _AUTOLINK_RE.match(s, i) or _INLINE_TAG_RE.match(s, i)
    if not m:
        return -1
    st.flush()
    if m.re is _AUTOLINK_RE:
        st.texts.append(m.group(1))
    return m.end()


def _take_image(s: str, i: int, st: _Inline, labels: set[str] | frozenset[str]) -> int:
    """An image, inline or by reference (its alt text is no text token); -1 when none starts here."""
    close = _closing_bracket(s, i + 1)
    tail = _link_tail(s, close + 1) if close != -1 else -1
    if tail == -1 and close != -1:
        tail = _reflink(s, i + 1, close, labels)
    if tail != -1:
        st.flush()
    return tail


def _take_link(s: str, i: int, st: _Inline, labels: set[str] | frozenset[str]) -> int:
    """A link, inline or by reference: its text is read as inline text of its own; -1 when none starts here."""
    close = _closing_bracket(s, i)
    if close == -1:
        return -1
    tail = _link_tail(s, close + 1)
    if tail == -1:
        tail = _reflink(s, i, close, labels)
    if tail == -1:
        return -1
    st.flush()
    st.texts.extend(inline_texts(s[i + 1:close], labels))
    return tail


def find_imports(text: str) -> list[str]:
    """The `@` references Claude Code follows in `text`, each once, in order
    (relative ones are relative to the file's folder; `~/` is the home folder)."""
    reading = markdown.read(text)
    chunks = list(reading.raw)
    for inline in reading.inline:
        chunks.extend(inline_texts(inline, reading.labels))
    refs: list[str] = []
    for chunk in chunks:
        refs.extend(r for r in scan_text(chunk) if r not in refs)
    return refs
