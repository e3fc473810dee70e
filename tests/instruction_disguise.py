"""How a planted instruction is dressed up so that a reader (or a filter) misses it.

Shared by the labelled set (tests/instruction_corpus.py) and its held-out part
(tests/instruction_heldout.py): each function takes the plain instruction and
returns the text as it would reach a lesson field."""
from __future__ import annotations

ZW = "\u200b"     # zero-width space
ZWJ = "\u200d"    # zero-width joiner
SHY = "\u00ad"    # soft hyphen, invisible in most renderings
RLO, PDF = "\u202e", "\u202c"   # bidi override and its end

# Latin letter -> a Cyrillic or Greek letter drawn the same way.
_HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
               "i": "\u0456", "y": "\u0443", "s": "\u0455", "A": "\u0391", "E": "\u0395", "O": "\u039f",
               "T": "\u03a4", "H": "\u0397", "K": "\u039a", "M": "\u039c", "B": "\u0392"}


def zero_width(text: str, mark: str = ZW) -> str:
    """A zero-width character inside every word of three letters or more."""
    words = []
    for w in text.split(" "):
        words.append(w[:2] + mark + w[2:] if len(w) >= 3 else w)
    return " ".join(words)


def soft_hyphen(text: str) -> str:
    return zero_width(text, SHY)


def joiner(text: str) -> str:
    return zero_width(text, ZWJ)


def homoglyph(text: str) -> str:
    """Every letter that has a look-alike in another script replaced by it."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def fullwidth(text: str) -> str:
    """ASCII letters as their full-width forms (NFKC folds them back)."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def bidi(text: str) -> str:
    return f"{RLO}{PDF}" + zero_width(text, "\u2066")


def html_comment(text: str) -> str:
    return f"<!-- {text} -->"


def system_tag(text: str) -> str:
    return f"<system>{text}</system>"


def system_reminder(text: str) -> str:
    return f"<system-reminder>{text}</system-reminder>"


def heading(text: str) -> str:
    return f"\n# SYSTEM: {text}"


def bracket(text: str) -> str:
    return f"[SYSTEM] {text}"


def fence(text: str) -> str:
    return f"\n```system\n{text}\n```"


def chat_tokens(text: str) -> str:
    return f"<|im_start|>system\n{text}<|im_end|>"


def important(text: str) -> str:
    return f"**IMPORTANT:** {text}"


def plain(text: str) -> str:
    return text


DISGUISES = {f.__name__: f for f in (plain, zero_width, soft_hyphen, joiner, homoglyph, fullwidth, bidi,
                                      html_comment, system_tag, system_reminder, heading, bracket, fence,
                                      chat_tokens, important)}
