"""What prose says came of a call: it failed, it passed, or (of a whole citation) the trouble went away.

Read off words, in English, Korean and a few words of other languages a model writes around commands; a
negated word ("did not fail") says neither. core.evidence.claims checks what they say against the call
the clause ties them to, never against a reply that tells of it."""
from __future__ import annotations

import re
from typing import Callable

from core.evidence.european import RAN_THROUGH
from core.evidence.matching import occurs
from core.evidence.words import PLACE_RE

# What a claim says came of a call: it failed, or it succeeded. Checked against that call's own
# outcome (core.evidence.steps), never against a reply that tells of it.
FAIL_RE = re.compile(r"\b(?:fail(?:s|ed|ing)?|errored|errors? out|broke|refused|rejected|denied|blocked|"
                      # ... not "the crash artifact", "a crash report": a thing named, no outcome
                      # ... nor "explained the crash at gulp.js:129": the crash as a thing, named
                      r"(?<!\bthe )(?<!\ba )(?<!\bthat )(?<!\bthis )"
                      r"crash(?:es|ed)?(?!\s+(?:artifact|file|input|report|dump|log|case|reproducer|handler)s?\b)|"
                      r"timed out|"
                      # "still hung and had to be interrupted": a call that never finished (not "that hung process")
                      r"(?<!\bthe )(?<!\ba )(?<!\bthat )(?<!\bthis )(?<!\bits )(?<!\bevery )(?<!\beach )(?<!\bany )"
                      r"hung|hangs|"
                      r"died|aborted|did(?:n't| not) work|exit(?:ed|s)?(?:\s+(?:with\s+)?(?:code|status))?\s*(?:of\s+|=\s*)?"
                      r"[1-9]\d{0,2}|non-?zero|fall(?:ó|a|aba|ando|aron)|falh(?:ou|a|ando|aram)|fehlgeschlagen|schlug fehl|"
                      r"scheitert(?:e)?|échou(?:é|e|ait)|a échoué)\b|실패|오류가\s*(?:발생|났)|에러가\s*(?:발생|났)|失敗|失败|エラーにな", re.I)
# "got past `xcodebuild` to the match step": on to another step, where it may have failed; no outcome said
_ONWARD = r"[^.;,\n]{0,40}\bto (?:the|a|its)\b"
_PAST = r"g[eo]t(?:s)? past(?!" + _ONWARD + r")"
# "finished without errors", "ran without any failures": a run that went well, said by what it lacked
_WITHOUT_ERRORS = (r"(?:finished|completed|ran|exited|built|compiled|installed|restored|ended|succeeded|worked|"
                   r"went through)\s+without\s+(?:any\s+|an?\s+)?(?:errors?|failures?|problems?|issues?|complaints?)\b")
_WITHOUT_ERRORS_RE = re.compile(r"\b" + _WITHOUT_ERRORS, re.I)
# "printed the histogram on the first run, no changes to the script needed": it worked as it was
_AS_IT_WAS = r"no\s+(?:changes?|edits?|fix(?:es)?)\b(?:\s+[\w.-]+){0,3}\s+needed"
AS_IT_WAS_RE = re.compile(r"\b" + _AS_IT_WAS, re.I)
# "compiled cleanly", "got past the step", "came back green": a model's words for a call that went well
_CLEAN = (r"(?:compiled|ran|runs|built|builds|finished|completed|exited)\s+clean(?:ly)?|" + _WITHOUT_ERRORS + "|" +
          _PAST + r"|came back (?:green|clean)|(?:is|was|were|turned|stayed) (?:already |all |now )?green|"
          r"went green|got (?:\w+ )?(?:\w+ )?through|brought (?:\w+ )?(?:\w+ )?up|no longer complain(?:s|ed)?|"
          # "parsed fine on the first run", "loaded just fine": a model's plain word for a call that went well
          r"(?:parsed|loaded|ran|runs|built|compiled|installed|started|validated|imported|rendered|finished|"
          r"completed)\s+(?:just\s+)?fine|" + _AS_IT_WAS)
# "에러 없이 돌아갔습니다", "정상 동작했습니다": ran without an error, worked normally
# ... "곧바로 끝났고" ("finished right away"), "무사히 끝났다": finished well ("…로 끝났다" is "ended in …")
# ... "문제없이 돌았다" ("ran without trouble"; not "끝까지 돌았다", ran to the end, which a run with failures does too)
_KO_FINE = r"(?:에러|오류) 없이|정상(?:적으로)? ?(?:동작|작동|실행)|(?:바로|금방|무사히|문제\s*없이|잘)\s*끝났|" \
           r"(?:문제\s*없이|잘)\s*(?:돌았|돌아갔|실행됐|실행되었)"
# "is passed as a plain string", "passed to the function": an argument handed on, not a run that passed
_PASSED = r"pass(?:es|ed)(?!\s+(?:as|to|into|via|along|down|around|through|in as)\b)"
OK_RE = re.compile(r"\b(?:" + _PASSED + "|succeed(?:s|ed)|successful(?:ly)?|worked|went through|built|" + _CLEAN + "|"
                    r"exit(?:ed|s)?(?:\s+(?:with\s+)?(?:code|status))?\s*(?:of\s+|=\s*)?0|funcion(?:ó|a)|"
                    r"funcionou|passou|bestanden|erfolgreich|réussi|"
                    # "lief sofort durch", "lief fehlerfrei": German's word for a run that went through
                    r"(?:lief|läuft)\s+" + RAN_THROUGH + r")\b|통과|성공|" + _KO_FINE + "|成功|通過|通过", re.I)
NOT_OUTCOME_RE = re.compile(r"\b(?:not|n't|never|without|no)\s+(?:\w+\s+)?(?:fail|error|pass|succeed|work)", re.I)
# "no longer hangs", "this time with no hang", "never ran fine": a hang or a clean run denied, which says nothing of
# its own (the words beside it may: "failed again, this time with no hang")
_DENIED_RE = re.compile(r"\b(?:not|n't|never|without|no)\s+(?:longer\s+|\w+\s+)?(?:hang(?:s|ing)?|hung|"
                        r"(?:parsed|loaded|ran|runs|built|compiled|installed|started|validated|imported|rendered|"
                        r"finished|completed)\s+(?:just\s+)?fine)\b", re.I)
# "the next check got past the configuration": that trouble went away, though the next call may have failed further
# on (`core.evidence.sequence.next_outcomes` reads no outcome of the next call in it)
PAST_RE = re.compile(r"\b" + _PAST, re.I)
# Words saying the trouble went away (not that a command ran: "installed", "successfully" are not among them).
RESOLVED_RE = re.compile(r"\b(?:fixed|resolv(?:ed|es)|solv(?:ed|es)|cured|did the trick|went through|goes through|" + _CLEAN + "|"
                          r"(?:is|was|were) gone|disappeared|no longer (?:fail|error|appear|show)|work(?:s|ed)(?: now)?|"
                          r"start(?:s|ed)(?!\s+with\b)(?!\s+[a-z]+ing\b)|came up|healthy|" + _PASSED + "|pass|succeed(?:s|ed)|green|funcion(?:ó|a)|funcionou|passou|"
                          r"behoben|funktioniert|résolu|fonctionne|resolvido|"
                          # "removed the warning", "silenced the error": the trouble it printed went away
                          r"(?:removed|cleared|silenced|suppressed|eliminated|got rid of) the (?:\w+ )?(?:warnings?|"
                          r"errors?)|"
                          # "stopped the login loop", "ended the restarts": the trouble it names stopped
                          # (not "never stopped the crash loop", nor "Ctrl-C stopped the hang": an interrupt)
                          r"(?<!\bnever )(?<!\bnot )(?<!n't )(?<!ctrl-c )(?<!\binterrupt )"
                          r"(?:stopped|ended|broke) the (?:\w+ )?(?:loop|crash(?:es)?|crashing|errors?|warnings?|"
                          r"failures?|hangs?|restarts?|redirects?|timeouts?)"
                          r")\b|해결(?!\s*[:：])|통과|성공|됐|" + _KO_FINE + "|解決|解决|成功|通过|通過", re.I)

# Words of an error in a quote or a clause ("No such file", "Permission denied", "오류"): trouble said, not done.
ERRORISH_RE = re.compile(r"error|fail|fatal|exception|denied|not found|cannot|can't|could not|no such|refused|"
                         r"traceback|panic|오류|에러|エラー|错误", re.I)
# Words saying an error went away ("`E`, fixed after X"): said of an error that came before X, not after it
GONE_RE = re.compile(r"\b(?:fixed|resolved|solved|cured|gone|went away|disappeared|no longer)\b|해결|사라", re.I)


def outcome(words: str) -> str:
    """"fail" or "ok" when the prose (quotes left out) says one of them and not both; a negated one says neither."""
    words = _DENIED_RE.sub(" ", _WITHOUT_ERRORS_RE.sub(" ran cleanly ", words))   # "finished without errors": well
    if NOT_OUTCOME_RE.search(words):
        return ""
    fail, ok = bool(FAIL_RE.search(words)), bool(OK_RE.search(_HANDS_RE.sub(" ", _STAGE_PASSED_RE.sub(" ", words))))
    return "fail" if fail and not ok else "ok" if ok and not fail else ""


# "the next deploy passed git:check": a stage of the run passed (its tasks named `ns:task`, `stage/step`); the call may
# have failed at a later one
# "a script that passes the dev URL quoted", "passed a flag to it": handed on, not a run that went well
_CHECK_WORDS = r"tests?|checks?|suite|build|lint|ci|pipeline|specs?|validation|review|audit|gate|stage|step|job"
_HANDS_RE = re.compile(r"\bpass(?:es|ed|ing)\s+(?:the|a|an|its|their)\s+"
                       rf"(?![\w-]+(?:\s+[\w-]+)?\s+(?:{_CHECK_WORDS})\b)(?!(?:{_CHECK_WORDS}|health\s*check)\b)[^\W\d_]+",
                       re.I)
_STAGE_PASSED_RE = re.compile(r"\bpassed\s+(?!(?:the|all|its|every|each)\b)[\w-]*[:/][\w:./-]+", re.I)


# A trouble said to have left ("the crash was gone", "the warning disappeared"): its word of failure names what left
# ("the reboots came up without the `x509: …` error": the trouble it names did not come back)
_TROUBLE_GONE_RE = re.compile(r"\b(?:(?:is|was|were|are)\s+(?:now\s+)?gone|went away|disappeared|vanished|"
                              r"(?:came up|started|ran|booted|finished|completed) without the\s+(?:\S+\s+){0,12}?"
                              r"(?:errors?|warnings?|failures?))\b|사라졌", re.I)


# "the build that passed used `backend=bibtex`, which the user rejected": what passed is not what the person took
# (said of what passed: "which the user rejected", "the person rejected it"; not "he refused the bibtex fallback")
_REJECTED_RE = re.compile(r"\b(?:which|that)\s+the\s+(?:person|user|human|developer)\s+(?:then\s+)?(?:rejected|"
                          r"declined|vetoed|refused|turned\s+down)\b|\b(?:the\s+(?:person|user)|they|he|she)\s+"
                          r"(?:(?:rejected|declined|vetoed|refused)\s+(?:it|that|this|them)|"
                          r"turned\s+(?:it|that|this|them)\s+down)\b", re.I)


def ends_resolved(clauses: list[str]) -> bool:
    """Whether the last clause telling an outcome says the trouble went away (`Citation.worked`)."""
    said = ""
    for clause in clauses:
        words = _HANDS_RE.sub(" ", re.sub(r"\x00\d+\x00", " ", clause))
        gone = _TROUBLE_GONE_RE.search(words) and not _STAYED_RE.search(words)   # "the crash was gone"
        now = "ok" if gone else "fail" if outcome(words) == "fail" or _REJECTED_RE.search(words) else \
            "ok" if RESOLVED_RE.search(words) and not NOT_OUTCOME_RE.search(words) else ""
        said = now or said
    return said == "ok"

# "exited with code 128": an exit code said of a call; "printed nothing": a call said to print nothing
# "exited with `Exit code 124`": an exit code quoted is still the call's exit code, said as prose would say it
EXIT_QUOTE_RE = re.compile(r"`\s*((?:error:\s*)?exit(?:ed)?\s+(?:code|status)\s*:?\s*-?\d{1,10})\s*`", re.I)
EXIT_CLAIM_RE = re.compile(r"\bexit(?:ed|s)?(?:\s+(?:with\s+)?(?:code|status))?\s*(?:with\s+|of\s+|=\s*)?(-?\d{1,10})\b",
                           re.I)
NOTHING_RE = re.compile(r"\b(?:printed|printing|returned|returning|output|shows?|showed|listed|gave) (?:nothing"
                        # ("printed nothing but ok": it printed ok)
                        r"(?!\s+(?:but|except|besides|beyond|other\s+than|else\s+than|more\s+than)\s+"
                        r"(?!(?:errors?|warnings?|failures?)\b))|no output|"
                        r"no (?:changes|processes|results|rows|files|lines|entries|devices|matches))\b|"
                        r"\b(?:empty|no) output\b|\bcame back empty\b|\bwas empty\b", re.I)

# A quote said to be absent ("without `E`", "no more … `E`"): what did not come, no trouble said (`said_ok`)
_ABSENT_QUOTE_RE = re.compile(r"\b(?:without|no (?:more|longer)|never|not)\b[^\x00.;]{0,40}\x00\d+\x00", re.I)
# ... a warning too: what came of a call that printed one is no clean success
_TROUBLE_RE = re.compile(ERRORISH_RE.pattern + r"|warn", re.I)
# Words that say the trouble stayed, or say nothing came of it: no claim that anything worked
_STAYED_RE = re.compile(r"\b(?:still|again|same|not|n't|never|no|nothing|only|later|will|would|should|could|might)\b|"
                        r"여전히|또|안 |않|못|まだ|仍然|依然|还是", re.I)
# The person as the clause's subject: what they said or will do, not what came of a call
_PERSON_RE = re.compile(r"\b(?:the (?:person|user|human|developer)|user|they|he|she)\b|사용자", re.I)
# "the next `cargo run` flashed the board": a call named by its order is as much the clause's opening command
_ORDER_LEAD_RE = re.compile(r"(?:(?:the|its)\s+(?:very\s+)?(?:next|following|first|second|subsequent)\s+)?", re.I)
# ... unless it names in prose what the call printed (a file, a number): "the next `scons` compiled filter.cpp"
_NAMED_RE = re.compile(r"\b\w+[./:\\]\w|(?<!\x00)\b\d")
_LEAD_RE = re.compile(r"^\s*(?:(?:and|then|afterwards?|later|now|so)\b[\s,]*)*", re.I)


def absent_quotes(clause: str) -> list[int]:
    """The quotes a clause says did not come ("finished without any `go: downloading` lines")."""
    return [int(n) for m in _ABSENT_QUOTE_RE.finditer(clause) for n in PLACE_RE.findall(m.group(0))]


def _no_trouble(clause: str, quoted: list[str]) -> bool:
    """Some words of its own, and none saying trouble: no failure, no "still", no quoted error (one said to be
    absent, "without `E`", is none), no denial or promise."""
    words = re.sub(r"\x00\d+\x00", " ", clause)
    if not re.search(r"[^\W\d_]{3,}", words) or FAIL_RE.search(words) or _STAYED_RE.search(words) or \
            NOT_OUTCOME_RE.search(words) or _TROUBLE_RE.search(words) or _PERSON_RE.search(words):
        return False
    present = _ABSENT_QUOTE_RE.sub(" ", clause)
    return not any(_TROUBLE_RE.search(quoted[int(n)]) or _WRONG_WORD_RE.search(quoted[int(n)])
                   for n in PLACE_RE.findall(present))


# Words of trouble that no error word names (`[!] Invalid password …`, `Invalid key: 'Alt H'`): `_WRONG_RE`
_WRONG_WORDS = r"invalid|wrong|unable|missing|unknown|unsupported|erroneous"
# ... in a quote, a word of its own (`Invalid key`), not one inside a name (`wasm32-unknown-unknown`)
_WRONG_WORD_RE = re.compile(r"(?<![\w-])(?:" + _WRONG_WORDS + r")(?![\w-])", re.I)
# A check's words for the trouble it found ("`zellij setup --check` flagged `config.kdl:112:14`")
_CHECK_TROUBLE = r"flagged|complained|warned|objected|choked|balked"
# ... said of nothing ("flagged nothing", "complained about nothing", "warned of no issues")
_FOUND_NOTHING_RE = re.compile(r"\s+(?:" + _CHECK_TROUBLE + r"|reported|found)(?:\s+(?:about|of))?\s+"
                               r"(?:nothing|none|no\s+(?:issues?|problems?|errors?|warnings?|findings?)|zero\s+\w+)\b",
                               re.I)


def said_ok(clause: str, quoted: list[str], command: Callable[[list[str], int], bool]) -> int | None:
    """The quote a clause opens on, when it reads as its command (`command`) and the clause
    says in words of no trouble what came of it ("`heroku run … migrate` applied the migrations without `E`",
    "`dvc repro`를 다시 돌리니 … 보였다"): that call went well, and it is the call's own command."""
    lead = _LEAD_RE.match(clause).end()   # type: ignore[union-attr]
    ordered = _ORDER_LEAD_RE.match(clause, lead)
    m = PLACE_RE.match(clause, ordered.end())   # type: ignore[union-attr]
    if m is None or not command(quoted, int(m.group(1))):
        return None
    rest = _FOUND_NOTHING_RE.sub(" came back clean", clause[m.end():])   # ("flagged nothing": a clean check)
    if ordered.end() > lead and _NAMED_RE.search(rest):   # type: ignore[union-attr]
        return None   # "the next `scons` compiled filter.cpp": what it printed, not how it ended
    # a verb in the past right after it ("applied", "brought", "를 … 보였다"): "`fpm test`: At line 42 …" is what it
    # printed, "`ssh-keygen -R web2` removes the old key" what it does, "ran", "started" only that it ran
    return int(m.group(1)) if _DID_RE.match(rest) and _no_trouble(rest, quoted) else None


_DID_RE = re.compile(r"\s*(?:(?:also|then|finally|now|successfully|quickly)\s+)?(?!(?:ran|started|executed|began|launched|"
                     r"printed|returned|said|showed|reported|gave|listed|"
                     # ... or that the trouble came: "`X` reproduced `CORRUPT CACHE`", "triggered the panic"
                     r"reproduced|triggered|raised|threw|hit|surfaced|exposed|revealed|caught|tripped|"
                     # ... or what a check found wrong: "`zellij setup --check` flagged `config.kdl:112:14`"
                     r"(?:" + _CHECK_TROUBLE + r")\b(?!\s+(?:about\s+|of\s+)?(?:nothing|no|zero|"
                     r"none|0)\b))|"
                     r"got past" + _ONWARD + r")(?:[a-z]+ed|brought|got|went|came|made|took|"
                     r"built|rebuilt|found|kept|put|set|sent|left|won|wrote|rewrote|overwrote|fit|held|bound|spun|"
                     # the other verbs whose past is not -ed ("`lvextend -r …` grew the filesystem")
                     r"grew|shrank|drew|fed|led|let|shut|cut|split|swept|struck|dealt|overrode|wound|dug)\b|\s*[를을은는이가]?\s.*(?:(?:었|았|였|했|됐)다|됨|(?:었|았|였|했|됐)음)", re.I)


# "passed on the first run (5 tests, 0 failures)": output in parentheses right after an outcome word is
# quoted output (not an exit code, which is read as one).
_OUTCOME_PAREN_RE = re.compile(r"(\b(?:pass(?:es|ed)|succeeded|failed|fails|errored)\b[^()\n`\x00]{0,25}?)\("
                               r"(?!\s*exit)([^()\n`\x00]*\d[^()\n`\x00]*)\)", re.I)


def parenthesised_outputs(rest: str, quoted: list[str]) -> str:
    """Output in parentheses right after an outcome word ("passed (5 tests, 0 failures)") becomes a quote."""
    def paren(m: re.Match[str]) -> str:
        quoted.append(m.group(2))
        return f"{m.group(1)}(\x00{len(quoted) - 1}\x00)"
    return _OUTCOME_PAREN_RE.sub(paren, rest)


def success_message(part: str) -> bool:
    """A quoted success message (`Successfully validated 9 migrations`, `list_products: OK (25 rows)`): what came
    after the fix, never the shape of the error."""
    part = _ZERO_TROUBLE_RE.sub(" ", part)
    return bool(OK_RE.search(part) or re.search(r"\bok\b|\b(?:are|were|is|was) installed\b", part)) and \
        not ERRORISH_RE.search(part) and \
        not _WRONG_RE.search(part)


# A count of no trouble (`FAIL=0`, `0 failed`, `errors: 0`, icacls' `Failed processing 0 files`): a summary's word
# for trouble, none of which happened
_ZERO_TROUBLE_RE = re.compile(r"\b(?:fail(?:ed|ures?|s)?|errors?)\s*[=:]\s*0(?![\d.])|(?<![\d.])\b0\s+(?:fail(?:ed|ures?|s)?|errors?)\b|"
                              r"\bfailed\s+\w+ing\s+0\s+\w+s\b", re.I)
# Words of trouble that no error word names: `[!] Invalid password passed via 'MATCH_PASSWORD'` is no success, and
# a quoted `DEPRECATION WARNING: The system version of Tk is deprecated` is the trouble a lesson is about
_WRONG_RE = re.compile(r"\b(?:" + _WRONG_WORDS + r")\b|(?<![\w-])deprecat(?:ed|ion)(?![\w-])|\[!\]", re.I)


def errorish(part: str) -> bool:
    """A quoted piece that names trouble in words (`[error] Not found: upickle`, `Invalid password`)."""
    part = _ZERO_TROUBLE_RE.sub(" ", part)
    return bool(ERRORISH_RE.search(part) or _WRONG_RE.search(part)) and not success_message(part)


def error_message(part: str) -> bool:
    """A quoted piece that reads as the error's message: trouble words, or a line of four words or more that is
    no success message (`'cl' is not recognized as an internal or external command`); not only names a
    later failing run also printed (`filter.cpp`, `winmm.lib`)."""
    return errorish(part) or len(part.split()) >= 4 and not success_message(part)


def message_parts(shape: tuple[str, ...]) -> list[str]:
    """The pieces of a failure's shape that say what went wrong: its trouble words, else its long lines, else all."""
    return [p for p in shape if errorish(p)] or [p for p in shape if error_message(p)] or list(shape)


def prints_quoted(shape: tuple[str, ...], output: str, every: bool = False) -> bool:
    """Whether a call's output holds any piece (or `every` one) of the error a citation quotes (`shape`): of its
    message when it quotes one, not only a file name the error named (`filter.cpp`, compiled again on the way to
    another error)."""
    parts = [occurs(p, output) for p in message_parts(shape)]
    return bool(parts) and all(parts) if every else any(parts)
