"""The one block-level reading of markdown the tool uses, modelled on the lexer
inside Claude Code 2.1.332 (a marked-compatible lexer, GFM off) and checked
against the binary on the generated probe set (tests/markdown_probes.py).

It answers two questions: which pieces of a file Claude Code hands to its
import walk (paragraph and heading inline text, a list item's raw text, HTML
comment blocks), and which top-level lines sit inside a code or HTML block
(so a `#` there is no heading to the tool's own entry parser either). Rules
that differ from CommonMark and matter here, all measured:

* a backtick fence's info string may not hold a backtick (```` ``` a`b ```` is
  paragraph text); a fence closes on a line starting with the same run
  followed only by backticks, tildes and spaces, else at the end of its block;
* `>` takes one following space *or tab*;
* HTML blocks start as CommonMark's seven kinds, but a tag line (kind 7) only
  with ASCII attribute names separated by spaces, and only the comment,
  raw-text and block-tag kinds interrupt a paragraph;
* list items follow marked: content after the marker's spaces (over four: one),
  continuation by indentation, lazy lines only after paragraph text;
* reference definitions are collected from the whole file before any link is
  resolved."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_RAW_TAGS = ("script", "pre", "style", "textarea")
_BLOCK_TAGS = set(
    "address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div "
    "dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe "
    "legend li link main menu menuitem meta nav noframes ol optgroup option p param search section summary table "
    "tbody td tfoot th thead title tr track ul".split())
_BLOCK_ALT = "|".join(sorted(_BLOCK_TAGS))
_HTML_INTERRUPT = re.compile(rf"<(?:!--|(?:{'|'.join(_RAW_TAGS)})[\s>]|/?(?:{_BLOCK_ALT})(?:[\n >]|/>|$))", re.I)
_HR = re.compile(r"^ {0,3}(?:-[\t ]*-[\t ]*-[-\t ]*|_[\t ]*_[\t ]*_[_\t ]*|\*[\t ]*\*[\t ]*\*[*\t ]*)$")
_ATX = re.compile(r"^ {0,3}#{1,6}(?=[ \t]|$)")
_FENCE = re.compile(r"^ {0,3}(`{3,}(?![^`]*`)|~{3,})")
_INDENTED = re.compile(r"^(?: {0,3}\t| {4})")
_QUOTE = re.compile(r"^ {0,3}>[\t ]?")
_LIST_FIRST = re.compile(r"^ {0,3}(?:\d{1,9}[).]|[-+*])(?:[\t ].*\S.*)?$|^ {0,3}(?:\d{1,9}[).]|[-+*])[\t ]*$")
_MARKER = re.compile(r"^( {0,3})(\d{1,9}[).]|[-+*])(?=[\t ]|$)")
_SETEXT = re.compile(r"^ {0,3}(?:-+|=+) *$")
_SETEXT_TEXT_STOP = re.compile(r"^(?:[-+*] |\d{1,9}[).] | {0,3}(?:[\t#>]|```|~~~|<[^>]+>$)| {4})")
_PARA_STOP = re.compile(
    r"^ {0,3}(?:>|[-+*] |1[).] |#{1,6}(?:[ \t]|$)|`{3,}[^`]*$|~~~|(?:-[\t ]*-[\t ]*-[-\t ]*|_[\t ]*_[\t ]*_[_\t ]*"
    r"|\*[\t ]*\*[\t ]*\*[*\t ]*)$)|^ *$")
_ITEM_STOP = re.compile(r"#|```|~~~|(?:- *- *-[- ]*|_ *_ *_[_ ]*|[*] *[*] *[*][* ]*)$|<!--|<[A-Za-z].*>|"
                        r"(?:\d{1,9}[).]|[-+*])(?:[\t ]|$)", re.I)
_LAZY_BLOCKER = re.compile(r"#|```|~~~|(?:- *- *-[- ]*|_ *_ *_[_ ]*|[*] *[*] *[*][* ]*)$")
_CODE_LINE = re.compile(r"^(?: {0,3}\t| {4})[\t ]*[^\t ]")
_TAG_NAME = re.compile(r"[A-Za-z][-\w]*")
_ATTR = re.compile(r""" +[:A-Za-z_][-.:0-9A-Za-z_]*(?: *= *(?:[^\s"'<=>`]+|'[^\n']*'|"[^\n"]*"))?""")
_DEF = re.compile(r"^ {0,3}\[((?:[^\[\]\\]|\\.)+)\]:[ \t]*(?:\n[ \t]*)?(<[^<>\n]*>|[^\s<][^\s]*)"
                  r"""(?:(?:[ \t]+|[ \t]*\n[ \t]*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?[ \t]*(?:\n|$)""")


@dataclass
class Reading:
    """What the import walk sees in a file, and which top-level lines are code.

    `inline`: markdown inline text (paragraphs, headings) to be split into text
    tokens; `raw`: text scanned as it stands (a list item's text, an HTML
    comment block with its comments cut out); `labels`: reference definitions
    (normalised); `code_lines`: indexes of top-level lines inside a code or HTML
    block; `open_at_end`: the file ends inside a fence or a raw HTML block."""
    inline: list[str] = field(default_factory=list)
    raw: list[str] = field(default_factory=list)
    labels: set[str] = field(default_factory=set)
    code_lines: set[int] = field(default_factory=set)
    open_at_end: int | None = None


def label(text: str) -> str:
    return " ".join(text.split()).casefold()


def _blank(line: str) -> bool:
    return not line.strip(" \t")



def fence_end(lines: list[str], i: int) -> tuple[int, bool] | None:
    """(index after the fence block starting at line i, closed?), or None when line i opens no fence."""
    m = _FENCE.match(lines[i])
    if m is None:
        return None
    mark = m.group(1)
    for j in range(i + 1, len(lines)):
        body = lines[j]
        stripped = body.lstrip(" ")
        if len(body) - len(stripped) <= 3 and stripped.startswith(mark) and \
                re.fullmatch(r"[`~]* *", stripped[len(mark):]):
            return j + 1, True
    return len(lines), False


def html_end(lines: list[str], i: int) -> tuple[int, bool] | None:
    """(index after the HTML block starting at line i, closed?), or None when it starts none."""
    line = lines[i]
    s = line.lstrip(" ")
    if len(line) - len(s) > 3 or not s.startswith("<"):
        return None

    def until(token: str, start: int = 0) -> tuple[int, bool]:
        text = s[start:]
        if token in text:
            return i + 1, True
        for j in range(i + 1, len(lines)):
            if token in lines[j]:
                return j + 1, True
        return len(lines), False

    def blank_line() -> tuple[int, bool]:
        for j in range(i + 1, len(lines)):
            if _blank(lines[j]):
                return j, True
        return len(lines), True

    if s.startswith("<?"):
        return until("?>", 2)
    if s.startswith("<!--"):
        return until("-->", 4)
    if s.startswith("<!") and len(s) > 2 and s[2].isascii() and s[2].isalpha():
        return until(">", 2)
    if s[2:9].upper() == "[CDATA[" and s.startswith("<!"):
        return until("]]>", 9)
    if s.startswith("<!"):
        return None
    closing = s.startswith("</")
    start = 2 if closing else 1
    m = _TAG_NAME.match(s, start)
    name = m.group(0).lower() if m else ""
    after = s[m.end():] if m else s[start:]
    if any(name.startswith(t) for t in _RAW_TAGS):
        if not closing and name in _RAW_TAGS and (after == "" or after[0] in ">" or after[0].isspace()):
            for j in range(i, len(lines)):
                if re.search(rf"</{name}>", lines[j] if j > i else after, re.I):
                    return j + 1, True
            return len(lines), False
        return None
    if name in _BLOCK_TAGS and (after == "" or after[0] in " >" or after.startswith("/>")):
        return blank_line()
    if not name:
        return None
    if closing:
        rest = re.match(r"\s*>", after)
    else:
        pos = 0
        while (a := _ATTR.match(after, pos)) is not None and a.end() > pos:
            pos = a.end()
        rest = re.match(r" */?>", after[pos:])
        if rest is not None:
            after = after[pos:]
    if rest is None or after[rest.end():].strip(" \t"):
        return None
    return blank_line()



@dataclass
class _Item:
    content: list[str]
    end: int


def _list_item(lines: list[str], i: int) -> _Item:
    """One list item from line i (which starts with a marker), as marked reads it."""
    line = lines[i]
    m = _MARKER.match(line)
    assert m is not None
    o = m.end()
    tabs = len(line[o:]) - len(line[o:].lstrip("\t"))
    y = line[o + tabs:]
    if tabs:
        y = " " * (3 * tabs) + y
    blank = not y.strip()
    indent = o
    if blank:
        indent += 1
        first = ""
    else:
        spaces = len(line[o:]) - len(line[o:].lstrip(" "))
        take = 1 if spaces > 4 else spaces
        first = y[take:]
        indent += take
    content = [first]
    previous, saw_blank = y, blank
    limit = min(3, indent - 1)
    j = i + 1
    while j < len(lines):
        raw = lines[j]
        w = len(raw) - len(raw.lstrip(" ")) if raw.strip(" ") else len(raw)
        if w <= limit and _ITEM_STOP.match(raw, w):
            break
        expanded = raw.replace("\t", "    ")
        is_blank = not raw.strip()
        rest = expanded[indent:]
        first_char = len(expanded) - len(expanded.lstrip(" ")) if expanded.strip(" ") else len(expanded)
        if is_blank or first_char >= indent:
            content.append(rest)
        elif saw_blank or not _lazy_ok(previous, limit):
            break
        else:
            content.append(raw)
        saw_blank = saw_blank or is_blank
        previous = rest
        j += 1
    return _Item(content, j)


def _lazy_ok(previous: str, limit: int) -> bool:
    o = len(previous) - len(previous.lstrip(" ")) if previous.strip(" ") else len(previous)
    return not _CODE_LINE.match(previous) and (o > limit or not _LAZY_BLOCKER.match(previous, o))


def _quote(lines: list[str], i: int) -> tuple[list[str], int]:
    """A block quote's lines without their markers, lazy paragraph lines included.
    Whether the quoted content ends in paragraph text (only that takes a lazy
    line) is followed line by line, so a long quote costs linear time."""
    body: list[str] = []
    fence: str | None = None  # the run of an open fence inside the quote
    para = False

    def take(line: str) -> None:
        nonlocal fence, para
        body.append(line)
        if fence is not None:
            stripped = line.lstrip(" ")
            if len(line) - len(stripped) <= 3 and stripped.startswith(fence) and \
                    re.fullmatch(r"[`~]* *", stripped[len(fence):]):
                fence = None
            return
        m = _FENCE.match(line)
        if m is not None:
            fence, para = m.group(1), False
        elif _blank(line) or _ATX.match(line) or _HR.match(line):
            para = False
        elif not para and _INDENTED.match(line):
            para = False
        else:
            para = True

    take(_QUOTE.sub("", lines[i], count=1))
    j = i + 1
    while j < len(lines):
        line = lines[j]
        if _QUOTE.match(line):
            take(_QUOTE.sub("", line, count=1))
        elif para and fence is None and not _blank(line) and not _interrupts(line):
            body.append(line)
        else:
            break
        j += 1
    return body, j


def _interrupts(line: str) -> bool:
    return bool(_PARA_STOP.match(line) or _HTML_INTERRUPT.match(line) or _MARKER_INTERRUPT.match(line))


_MARKER_INTERRUPT = re.compile(r"^ {0,3}(?:\d{1,9}[).]|[-+*])(?:[\t ]|$)")


def _paragraph_end(lines: list[str], i: int, top: bool) -> tuple[int, bool]:
    """(end of the paragraph starting at i, became a setext heading?)."""
    j = i + 1
    while j < len(lines):
        line = lines[j]
        if top and _SETEXT.match(line) and j >= i + 1:
            return j + 1, True
        if _PARA_STOP.match(line) or _HTML_INTERRUPT.match(line):
            break
        j += 1
    return j, False


def _read(lines: list[str], top: bool, r: Reading, offset: int | None) -> None:
    """Read `lines` into `r`. `offset`: their index in the file (top level only), for `code_lines`."""
    _Reader(lines, top, r, offset).run()


class _Reader:
    """One pass over a run of lines (the file, a list item's content, a quote's body), each block
    kind tried in the lexer's order; a `take_…` method consumes its block and says True."""

    def __init__(self, lines: list[str], top: bool, r: Reading, offset: int | None) -> None:
        self.lines, self.top, self.r, self.offset = lines, top, r, offset
        self.i, self.n = 0, len(lines)
        self.text_run: list[str] = []  # consecutive `text` lines of a list item form one text token

    def flush(self) -> None:
        if self.text_run:
            joined = "\n".join(self.text_run)
            self.r.raw.append(joined)
            self.r.inline.append(joined)
            self.text_run.clear()

    def code(self, a: int, b: int) -> None:
        if self.offset is not None:
            self.r.code_lines.update(range(self.offset + a, self.offset + b))

    def run(self) -> None:
        while self.i < self.n:
            line = self.lines[self.i]
            if _blank(line):
                self.flush()
                self.i += 1
                continue
            lead = len(line) - len(line.lstrip(" "))
            ch = line[lead] if lead < len(line) else ""
            if (self.take_indented(line, lead, ch) or self.take_fence(ch) or self.take_heading(line, ch)
                    or self.take_rule(line, ch) or self.take_list(line, ch) or self.take_quote(ch)
                    or self.take_html(ch) or self.take_definition(ch)):
                continue
            if not self.top:
                self.take_item_text(line)
                continue
            j, setext = _paragraph_end(self.lines, self.i, self.top)
            para = self.lines[self.i:j - 1] if setext else self.lines[self.i:j]
            self.r.inline.append("\n".join(p.lstrip(" \t") for p in para))
            self.i = j
        self.flush()

    def take_indented(self, line: str, lead: int, ch: str) -> bool:
        if not (lead >= 4 or ch == "\t"):
            return False
        if self.text_run:  # indented lines after a list item's text are more of that text
            self.text_run.append(line)
            self.i += 1
            return True
        j = self.i
        while j < self.n and (_blank(self.lines[j]) or _INDENTED.match(self.lines[j])):
            j += 1
        self.code(self.i, j)
        self.i = j
        return True

    def take_fence(self, ch: str) -> bool:
        if ch not in "`~":
            return False
        fe = fence_end(self.lines, self.i)
        if fe is None:
            return False
        self.flush()
        self.code(self.i, fe[0])
        if not fe[1] and self.offset is not None:
            self.r.open_at_end = self.offset + self.i
        self.i = fe[0]
        return True

    def take_heading(self, line: str, ch: str) -> bool:
        if not (ch == "#" and _ATX.match(line)):
            return False
        self.flush()
        content = re.sub(r"(?:^| )#+ *$", "", _ATX.sub("", line, count=1).strip(" \t")).strip(" \t")
        self.r.inline.append(content)
        self.i += 1
        return True

    def take_rule(self, line: str, ch: str) -> bool:
        if not (ch in "_-*" and _HR.match(line)):
            return False
        self.flush()
        self.i += 1
        return True

    def take_list(self, line: str, ch: str) -> bool:
        first = _MARKER.match(line) if ch in "-*+0123456789" and _LIST_FIRST.match(line) else None
        if first is None:
            return False
        self.flush()
        kind = first.group(2)[-1]
        lines, n = self.lines, self.n
        while self.i < n:
            mm = _MARKER.match(lines[self.i])
            if mm is None or mm.group(2)[-1] != kind or _HR.match(lines[self.i]):
                break
            item = _list_item(lines, self.i)
            _read(item.content, False, self.r, None)
            self.i = item.end
            while self.i < n and _blank(lines[self.i]):
                self.i += 1
        return True

    def take_quote(self, ch: str) -> bool:
        if ch != ">":
            return False
        self.flush()
        body, j = _quote(self.lines, self.i)
        _read(body, True, self.r, None)
        self.i = j
        return True

    def take_html(self, ch: str) -> bool:
        he = html_end(self.lines, self.i) if ch == "<" else None
        if he is None:
            return False
        self.flush()
        block = "\n".join(self.lines[self.i:he[0]])
        if block.lstrip().startswith("<!--") and "-->" in block:
            rest = re.sub(r"<!--[\s\S]*?-->", "", block)
            if rest.strip():
                self.r.raw.append(rest)
        self.code(self.i, he[0])
        if not he[1] and self.offset is not None:
            self.r.open_at_end = self.offset + self.i
        self.i = he[0]
        return True

    def take_definition(self, ch: str) -> bool:
        if ch != "[":
            return False
        m = _DEF.match("\n".join(self.lines[self.i:self.i + 3]))
        if m is None or self.text_run:  # after a list item's text it is more text
            return False
        self.r.labels.add(label(m.group(1)))
        self.i += m.group(0).rstrip("\n").count("\n") + 1
        return True

    def take_item_text(self, line: str) -> None:
        """Inside a list item: a setext heading, else one more line of the item's text."""
        nxt = self.lines[self.i + 1] if self.i + 1 < self.n else "x"
        if _SETEXT.match(nxt) and not _SETEXT_TEXT_STOP.match(line) and not self.text_run:
            self.r.inline.append(line)
            self.i += 2
            return
        self.text_run.append(line)
        self.i += 1


def read(text: str) -> Reading:
    """The whole file, read once: definitions anywhere count for links anywhere."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    r = Reading()
    _read(text.split("\n"), True, r, 0)
    return r


def code_lines(text: str) -> set[int]:
    """Indexes of the top-level lines inside a code or HTML block."""
    return read(text).code_lines
