"""Text from a transcript or a model made safe for a knowledge file.

The markdown files are what Claude Code loads into every session, so anything
that reaches them is treated as hostile: it is redacted, squeezed onto one
line, capped, and every token that could become an `@` import, a heading or an
HTML comment is neutralised or put inside a code span."""
from __future__ import annotations

import re
import unicodedata

from core.transcript.redact import redact

# Characters that split or break a line: a field is one line, so they become spaces.
_BREAKING = dict.fromkeys([*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0), 0x2028, 0x2029], " ")
# Characters that are not seen but change what is read: zero-width spaces and
# joiners, direction marks and overrides, invisible operators, soft hyphens
# and Unicode tags (which can spell hidden text). They are removed.
_INVISIBLE = dict.fromkeys(
    [0x00AD, 0x061C, 0x180E, *range(0x200B, 0x2010), *range(0x202A, 0x202F), *range(0x2060, 0x2065),
     *range(0x2066, 0x206A), 0xFEFF, *range(0xE0000, 0xE0080)], None)


def strip_invisible(text: str) -> str:
    """`text` without the invisible characters above. Evidence matching uses the
    same set, so a transcript that holds one still matches the entry written from it."""
    return text.translate(_INVISIBLE)

SAFE_TICK = "ˋ"  # stands in for a backtick inside a code span, which can then never be closed early
# Stands in for an `@` that could start an import: Claude Code follows `@path`
# at the start of any text token or after whitespace, in code spans too when
# the line is a list item. An `@` right after an ASCII letter or digit can do
# neither (e-mail addresses, `user@host`, `pkg@1.2` keep theirs).
SAFE_AT = "＠"
_LIVE_AT = re.compile(r"(?<![A-Za-z0-9])@")


def defuse_at(text: str) -> str:
    """`text` with every `@` that could start an import written as `＠`."""
    return _LIVE_AT.sub(SAFE_AT, text)


def redacted_line(text: object) -> str:
    """Secrets out, then one line. Redaction runs on the text as it came, lines
    and all, so a key body spread over several lines is still recognised; then
    once more on the flattened line, for a secret only the joined line shows."""
    return one_line(redact(one_line(redact(str(text)))))


def one_line(text: str) -> str:
    text = strip_invisible(unicodedata.normalize("NFC", str(text))).translate(_BREAKING)
    text = defuse_at(text)
    # An HTML comment, even inside a code span, could hide the rest of a file
    # from a scanner that strips comments first; break the markers apart.
    text = text.replace("<!--", "<! --").replace("-->", "-- >")
    return re.sub(r"\s+", " ", text).strip()


def cap(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit * 0.6:
        cut = cut[:space]
    return cut.rstrip() + "…"


def code(text: str) -> str:
    text = text.replace("`", SAFE_TICK).strip()
    return f"`{text}`" if text else ""


_RISKY_TOKEN = re.compile(r"@|<!--|-->|</?[A-Za-z!?][^>]*>?|^\[.*\]\(.*\)$")


def _escape_plain(text: str) -> str:
    """Plain text between code spans: tokens that could act as an import, an
    HTML comment or a tag go inside code spans; everything else stays readable."""
    out = []
    for token in re.split(r"(\s+)", text):
        if token and not token.isspace() and _RISKY_TOKEN.search(token):
            out.append(code(token))
        else:
            # A link or an image, `[text](target)`, is shown as text, never followed.
            out.append(token.replace("](", "] ("))
    result = "".join(out)
    # A backslash before the backtick that opens a code span would turn the span into plain text.
    return result + " " if result.endswith("\\") else result


def escape_inline(text: str) -> str:
    """One-line markdown that cannot add structure, imports or comments."""
    parts = defuse_at(text).split("`")
    if len(parts) % 2 == 0:  # an unmatched backtick: keep it visible but inert
        parts[-2] = parts[-2] + SAFE_TICK + parts[-1]
        parts.pop()
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(code(part) or "")
        else:
            out.append(_escape_plain(part))
    result = "".join(out)
    # Leading characters that would start a heading, quote or list in the title.
    return re.sub(r"^[\s#>*+\-|=]+", "", result)


def clean(text: object, limit: int) -> str:
    """Redacted, single-line, capped and escaped: the one way text gets in."""
    if text is None:
        return ""
    return escape_inline(cap(redacted_line(text), limit))


_LONE_SPAN = re.compile(r"`(<[\w.:-]+>)`")


def unescape(text: str) -> str:
    """The words a stored field was written from, as far as display escaping
    changed them: `ˋ` back to a backtick, `＠` back to `@`, the broken comment
    markers joined again, and a lone placeholder (`<branch>`) out of the code
    span escaping put it in. What redaction and capping removed stays removed.
    Matching (signatures, anchors) reads this, never the display form, so an
    error class followed by an escaped backtick is still an error class."""
    text = text.replace(SAFE_TICK, "`").replace(SAFE_AT, "@").replace("<! --", "<!--").replace("-- >", "-->")
    return _LONE_SPAN.sub(r"\1", text)


def clean_name(text: str, limit: int = 80) -> str:
    """A value shown inside a code span (project names, session ids, cites)."""
    return cap(redacted_line(text), limit).replace("`", SAFE_TICK)
