"""One name for the entry model and its markdown form, for the callers that
use many of its parts (the pipeline, the curation commands, the tests).

Each part lives in a module with one job: `labels` (the vocabulary), `text`
(redaction and escaping), `similarity`, `cites`, `model` (the entry and its
validation), `render` (markdown out) and `document` (markdown in)."""
from __future__ import annotations

from core.lessons.cites import extract_cites, is_file_cite
from core.lessons.document import Block, Document, own_lines, parse_block, parse_document
from core.lessons.labels import CATEGORIES, CITES_CAP, CONFIDENCE, DATE_RE, FIELD_CAP, FIELDS, ID_RE, \
    KIND_OF_PREFIX, KINDS, LABEL_KEYS, LABELS, LANGS, PREFIX, SCOPES, TITLE_CAP
from core.lessons.model import Entry, build, from_model, manual, similar, to_dict
from core.lessons.render import file_header, meta_line, render, rerender_meta, set_field_line
from core.lessons.similarity import STOP_WORDS, TITLE_CLOSE, fingerprint, make_id, normalise, text_similarity, \
    title_matches, title_tokens, titles_same
from core.lessons.text import SAFE_TICK, clean, clean_name, escape_inline

__all__ = [
    "extract_cites", "is_file_cite", "Block", "Document", "own_lines", "parse_block", "parse_document",
    "CATEGORIES", "CITES_CAP", "CONFIDENCE", "DATE_RE", "FIELD_CAP", "FIELDS", "ID_RE", "KIND_OF_PREFIX",
    "KINDS", "LABEL_KEYS", "LABELS", "LANGS", "PREFIX", "SCOPES", "TITLE_CAP", "Entry", "build", "from_model",
    "manual", "similar", "to_dict", "file_header", "meta_line", "render", "rerender_meta", "set_field_line",
    "STOP_WORDS", "TITLE_CLOSE", "fingerprint", "make_id", "normalise", "text_similarity", "title_matches",
    "title_tokens", "titles_same", "SAFE_TICK", "clean", "clean_name", "escape_inline",
]
