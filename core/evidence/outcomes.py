"""What prose says came of a call: it failed, it passed, or (of a whole citation) the trouble went away.

Read off words, in English, Korean and a few words of other languages a model writes around commands; a
negated word ("did not fail") says neither. core.evidence.claims checks what they say against the call
the clause ties them to, never against a reply that tells of it."""
from __future__ import annotations

import re

# What a claim says came of a call: it failed, or it succeeded. Checked against that call's own
# outcome (core.evidence.steps), never against a reply that tells of it.
FAIL_RE = re.compile(r"\b(?:fail(?:s|ed|ing)?|errored|errors? out|crash(?:es|ed)?|broke|refused|rejected|timed out|"
                      r"died|aborted|did(?:n't| not) work|exit(?:ed|s)?(?:\s+(?:with\s+)?(?:code|status))?\s*(?:of\s+|=\s*)?"
                      r"[1-9]\d{0,2}|non-?zero|fall(?:ó|a|aba|ando|aron)|falh(?:ou|a|ando|aram)|fehlgeschlagen|schlug fehl|"
                      r"scheitert(?:e)?|échou(?:é|e|ait)|a échoué)\b|실패|오류가\s*(?:발생|났)|에러가\s*(?:발생|났)|失敗|失败|エラーにな", re.I)
# "compiled cleanly", "got past the step", "came back green": a model's words for a call that went well
_CLEAN = r"(?:compiled|ran|runs|built|builds|finished|completed|exited)\s+clean(?:ly)?|g[eo]t(?:s)? past|came back (?:green|clean)|" \
    r"went green|got (?:\w+ )?(?:\w+ )?through|brought (?:\w+ )?(?:\w+ )?up|no longer complain(?:s|ed)?"
OK_RE = re.compile(r"\b(?:pass(?:es|ed)|succeed(?:s|ed)|successful(?:ly)?|worked|went through|built|" + _CLEAN + "|"
                    r"exit(?:ed|s)?(?:\s+(?:with\s+)?(?:code|status))?\s*(?:of\s+|=\s*)?0|funcion(?:ó|a)|"
                    r"funcionou|passou|bestanden|erfolgreich|réussi)\b|통과|성공|成功|通過|通过", re.I)
NOT_OUTCOME_RE = re.compile(r"\b(?:not|n't|never|without|no)\s+(?:\w+\s+)?(?:fail|error|pass|succeed|work)", re.I)
# Words saying the trouble went away (not that a command ran: "installed", "successfully" are not among them).
RESOLVED_RE = re.compile(r"\b(?:fixed|resolv(?:ed|es)|solv(?:ed|es)|cured|did the trick|went through|goes through|" + _CLEAN + "|"
                          r"(?:is|was|were) gone|disappeared|no longer (?:fail|error|appear|show)|work(?:s|ed)(?: now)?|"
                          r"start(?:s|ed)|came up|healthy|pass(?:es|ed)?|succeed(?:s|ed)|green|funcion(?:ó|a)|funcionou|passou|"
                          r"behoben|funktioniert|résolu|fonctionne|resolvido)\b|해결|통과|성공|됐|解決|解决|成功|通过|通過", re.I)


def outcome(words: str) -> str:
    """"fail" or "ok" when the prose (quotes left out) says one of them and not both; a negated one says neither."""
    if NOT_OUTCOME_RE.search(words):
        return ""
    fail, ok = bool(FAIL_RE.search(words)), bool(OK_RE.search(words))
    return "fail" if fail and not ok else "ok" if ok and not fail else ""


def ends_resolved(clauses: list[str]) -> bool:
    """Whether the last clause telling an outcome says the trouble went away (`Citation.worked`)."""
    said = ""
    for clause in clauses:
        words = re.sub(r"\x00\d+\x00", " ", clause)
        now = "fail" if outcome(words) == "fail" else \
            "ok" if RESOLVED_RE.search(words) and not NOT_OUTCOME_RE.search(words) else ""
        said = now or said
    return said == "ok"

# "exited with code 128": an exit code said of a call; "printed nothing": a call said to print nothing
EXIT_CLAIM_RE = re.compile(r"\bexit(?:ed|s)?(?:\s+(?:with\s+)?(?:code|status))?\s*(?:with\s+|of\s+|=\s*)?(\d{1,3})\b", re.I)
NOTHING_RE = re.compile(r"\b(?:printed|printing|returned|returning|output|shows?|showed|listed|gave) (?:nothing|no output|"
                        r"no (?:changes|processes|results|rows|files|lines|entries|devices|matches))\b|"
                        r"\b(?:empty|no) output\b|\bcame back empty\b|\bwas empty\b", re.I)
