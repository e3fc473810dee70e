"""When two lessons are the same lesson: fingerprints, text similarity and
title comparison, independent of language."""
from __future__ import annotations

import difflib
import hashlib
import re
import unicodedata

from core.lessons.labels import FIELDS, PREFIX
from core.lessons.text import SAFE_TICK


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().replace(SAFE_TICK, "")
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

_TOKEN_EDGE = "\"'()[]{}<>*,;:!?…—–·" + SAFE_TICK


def title_tokens(title: str) -> tuple[frozenset[str], frozenset[str]]:
    """(specific tokens, content words) of a title. Specific tokens are what a
    lesson is about exactly: identifiers (`_`, `.`, `/` or an inner `-`),
    anything with a digit, code spans, flags and numbers."""
    text = unicodedata.normalize("NFKC", title).replace(SAFE_TICK, "")
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



def title_matches(title: str, other: str) -> bool:
    return titles_same(title, other)


def make_id(kind: str, fp: str, salt: str = "") -> str:
    return f"{PREFIX[kind]}-{hashlib.sha256((fp + salt).encode()).hexdigest()[:8]}"

