"""Text folded to what a reader (or a model) takes it to say, with a map back.

A planted instruction hides from a pattern by looking different to it while
reading the same to a model: zero-width characters inside words, bidi
overrides, full-width letters, Cyrillic or Greek letters drawn like Latin
ones. The instruction check judges the folded text; the map lets it mark the
suspicious part in the text the person sees."""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

# Not seen, but split a word for a pattern: zero-width spaces and joiners,
# direction marks, overrides and isolates, soft hyphens, word joiners, BOM,
# Unicode tag characters.
INVISIBLE = frozenset([0x00AD, 0x061C, 0x180E, *range(0x200B, 0x2010), *range(0x202A, 0x202F),
                       *range(0x2060, 0x2065), *range(0x2066, 0x206A), 0xFEFF, *range(0xE0000, 0xE0080)])

# Letters of other scripts drawn like a Latin letter (lower case after casefold).
_CONFUSABLE = {
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
    "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "ԁ": "d", "ԛ": "q", "ԝ": "w",
    "ɡ": "g", "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "m", "ν": "v", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ϲ": "c", "ℓ": "l", "ı": "i",
}
# Capitals drawn like a Latin capital whose small letter is drawn differently (Greek Η is H, η is not h).
_CONFUSABLE_UPPER = {
    "Α": "a", "Β": "b", "Ε": "e", "Ζ": "z", "Η": "h", "Ι": "i", "Κ": "k", "Μ": "m", "Ν": "n", "Ο": "o",
    "Ρ": "p", "Τ": "t", "Υ": "y", "Χ": "x", "А": "a", "В": "b", "Е": "e", "К": "k", "М": "m", "Н": "h",
    "О": "o", "Р": "p", "С": "c", "Т": "t", "Х": "x", "У": "y", "Ѕ": "s", "І": "i", "Ј": "j",
}
# Stored fields write a backtick inside a code span as this (core.lessons.text.SAFE_TICK).
_STAND_INS = {"ˋ": "`"}


@dataclass(frozen=True)
class Folded:
    text: str                   # casefolded, NFKC, invisible characters removed, look-alikes folded
    source: tuple[int, ...]     # source[i]: the index in the original text of folded character i
    hidden: bool                # invisible characters were removed


def _is_latin(c: str) -> bool:
    return "a" <= c <= "z"


def _twin(folded: str, original: str) -> str | None:
    return _CONFUSABLE_UPPER.get(original) or _CONFUSABLE.get(folded)


def _fold_lookalikes(chars: list[str], originals: list[str]) -> None:
    """In place: a confusable letter becomes its Latin twin when its word also
    holds Latin letters ("іgnоrе"), or when the word is made only of
    confusables in a text that is mostly Latin ("ѕеt" in English prose).
    A Russian or Greek word in Russian or Greek text stays as it is."""
    latin = sum(1 for c in chars if _is_latin(c))
    other = sum(1 for c in chars if c.isalpha() and not _is_latin(c) and ord(c) < 0x0530)
    i = 0
    while i < len(chars):
        if not chars[i].isalpha():
            i += 1
            continue
        j = i
        while j < len(chars) and (chars[j].isalpha() or chars[j] in "-_"):
            j += 1
        word = chars[i:j]
        has_latin = any(_is_latin(c) for c in word)
        all_confusable = all(_twin(chars[k], originals[k]) or not chars[k].isalpha() for k in range(i, j))
        if has_latin or (all_confusable and latin >= other):
            for k in range(i, j):
                chars[k] = _twin(chars[k], originals[k]) or chars[k]
        i = j


# Digits and signs written for letters ("1gn0re"), read as letters only inside a word
# that also has letters and is not a version, a hash or a name with a number.
_LEET = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
_MARKDOWN_ESCAPED = frozenset("_*`#[]()~>-")


def _fold_leet(chars: list[str]) -> None:
    """In place: "1gn0re" -> "ignore", "instruct1ons" -> "instructions".
    Only a word with at least three letters and at most as many leet digits as
    letters, whose digits are not all at its end (`python3`, `sha256`, `utf8`)."""
    i = 0
    while i < len(chars):
        if not (chars[i].isalnum() or chars[i] in "@$"):
            i += 1
            continue
        j = i
        while j < len(chars) and (chars[j].isalnum() or chars[j] in "@$"):
            j += 1
        word = chars[i:j]
        letters = sum(1 for c in word if c.isalpha())
        leet = [k for k in range(len(word)) if word[k] in _LEET]
        inner = any(0 < k < len(word) - 1 and word[k].isdigit() for k in leet)
        if letters >= 3 and leet and inner and len(leet) <= letters and not word[0] in "@$" and \
                all(c.isalpha() or c in _LEET for c in word):
            for k in leet:
                chars[i + k] = _LEET[word[k]]
        i = j


def _join_spelled_out(out: list[str], originals: list[str], source: list[int]) -> None:
    """In place: "i g n o r e" -> "ignore". A run of four or more single
    letters, each alone between spaces, is one word spelled out."""
    def single(k: int) -> bool:
        return out[k].isalpha() and (k == 0 or out[k - 1] == " ") and (k + 1 == len(out) or out[k + 1] == " ")

    drop: set[int] = set()
    k = 0
    while k < len(out):
        if not single(k):
            k += 1
            continue
        run = [k]
        while run[-1] + 2 < len(out) and out[run[-1] + 1] == " " and single(run[-1] + 2):
            run.append(run[-1] + 2)
        if len(run) >= 4:
            drop.update(r + 1 for r in run[:-1])
        k = run[-1] + 1
    if drop:
        keep = [k for k in range(len(out)) if k not in drop]
        out[:] = [out[k] for k in keep]
        originals[:] = [originals[k] for k in keep]
        source[:] = [source[k] for k in keep]


def fold(text: str) -> Folded:
    out: list[str] = []
    originals: list[str] = []
    source: list[int] = []
    hidden = False
    for i, c in enumerate(text):
        if ord(c) in INVISIBLE:
            hidden = True
            continue
        if c == "\\" and i + 1 < len(text) and text[i + 1] in _MARKDOWN_ESCAPED:
            continue   # markdown's escape: `ignore\_all` reads `ignore_all`
        c = _STAND_INS.get(c, c)
        for n in unicodedata.normalize("NFKC", c).casefold():
            out.append(n)
            originals.append(c)
            source.append(i)
    _join_spelled_out(out, originals, source)
    _fold_lookalikes(out, originals)
    _fold_leet(out)
    return Folded("".join(out), tuple(source), hidden)


def span_in_source(folded: Folded, start: int, end: int, original_len: int) -> tuple[int, int]:
    """The original text's [start, end) behind folded characters [start, end)."""
    if not folded.source:
        return 0, 0
    s = folded.source[min(start, len(folded.source) - 1)]
    e = folded.source[end - 1] + 1 if end > start else s
    return s, min(e, original_len)


def squeeze(text: str) -> str:
    """Folded, with runs of white space as one space: what provenance compares."""
    return " ".join(fold(text).text.split())


_COARSE = str.maketrans({**{c: None for c in map(chr, INVISIBLE)}, **_CONFUSABLE,
                         **{k: v for k, v in _CONFUSABLE_UPPER.items()}})


def coarse(text: str) -> str:
    """A fast, rougher `fold` (C-speed: NFKC, casefold, one table): every
    look-alike letter folded, whatever its word. For telling quickly which
    of many long texts may hold a folded phrase; `squeeze` then decides."""
    return unicodedata.normalize("NFKC", text).translate(_COARSE).casefold().translate(_COARSE)
