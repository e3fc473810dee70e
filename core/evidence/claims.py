"""What a citation claims: which pieces it cites, and which of them it ties to one call.

A citation is split into claims by its sentences and words of sequence ("then", "after", "but", an
arrow that leads to another step); each is read in the comparable form of core.evidence.matching:

- a quoted part (a code span, a fenced line, a "double-" or 'single-quoted' string) is verbatim; quotes
  are read by position, outermost first, so `python3 -c 'print("ok")'` stays one quote; an ellipsis in
  it cuts it into pieces (`CUT`);
- in the prose around it only tokens that name something exactly count (core.evidence.words);
- what a clause ties to ONE call must share its step: the command it names (`inputs`), what that call
  printed right after a word of output, an arrow or an outcome word (`outputs`), and what it says came
  of the call (failed, passed, the first run, again). Every other piece is free: found in any one step
  of its own (`units`), because a model joins pieces of several steps in one sentence ("after the edit
  and `mix deps.get` the error was gone")."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from functools import lru_cache

from core.evidence.alone import sufficient
from core.evidence.arrows import arrows
from core.evidence.attributed import attributed
from core.evidence.claim import Citation, Claim
from core.evidence.earlier import earlier_apart
from core.evidence.european import european_outputs
from core.evidence.korean import korean_outputs
from core.evidence.nextcall import act_before_next, link_next_after_acts
from core.evidence.runs import (ECHOED, METHOD_TO_RE, PATH_METHOD_RE, RAN, SETTING_RE, SUBAGENT_RE, WITH_SETTING_RE,
                                WRITTEN, given_with, own_repeat, quote_role, run_with)
from core.evidence.matching import (ANSI_RE, BARE_SGR_RE, CUT, REDACTION_RE, STEP_LABELS_RE, normalise, pieces,
                                    without_written_codes)
from core.evidence.sequence import (AT_ONCE_RE, AT_ONCE_END_RE, FIRST_CALL_RE, FIRST_RE, LEFT_CLEAN_RE, NEXT_RE,
                                     NOT_APPLIED_RE, PLURAL_RE, PRINTED_TIMES_RE, REPEAT_RE, FINAL_RE, ONCE,
                                     STILL_RE, UNCHANGED_RE, code_outcomes, edit_subject, late_after, next_outcomes,
                                     nth_call, quoted_sentences, split_clauses, times, without_counts)
from core.evidence.outcomes import (AS_IT_WAS_RE, ERRORISH_RE, EXIT_CLAIM_RE, EXIT_QUOTE_RE, FAIL_RE, NOTHING_RE, OK_RE,
                                    GONE_RE, absent_quotes, ends_resolved, parenthesised_outputs, said_ok)
from core.evidence.outcomes import outcome as outcome_of
from core.evidence.subjects import (ANOTHER_RE, SAID_EDITED_RE, command_quote, named_states, named_subject,
                                     nearest, not_named, opening_command, opening_pair, opens_on, as_run)
from core.evidence.words import (COMMAND_WORDS, CONNECTING, OPTIONS_RE, PROSE_TOOL_OF_RE, TOOL_OF_RE, PLACE_RE,
                                  TOOL_RE, TYPED_PROMPT_RE, command_at, commandish, json_values, literal_breaks,
                                  quoted_in_prose, quotes, strip_token, BY_PERSON_RE)
from core.evidence.tokens import JOINS_RE, PROSE_HYPHENED_RE, PROSE_VERB_RE, prose_tokens, without_parts
from core.transcript.redact import redact
from core.transcript.error_phrases import (COMMAND_NOT_FOUND, GIT_REFUSALS, MISSING_MODULE, NOT_FOUND,
                                         PERMISSION_DENIED, any_of)

FENCE_RE = re.compile(r"```[^\n`]*\n(.*?)(?:```|$)", re.S)
# What a claim says a step printed: what follows these words must be in that call's own output.
_OUTPUT_RE = re.compile(r"(?<![\w./-])(?<!the )(?<!'s )(?<!its )(?<!his )(?<!not )(?:reported|returned|printed|prints|showed|shows|output|outputs|gave|gives|listed|lists|found|finds|"
                        r"answered|replied|said|says|reverted|reverts|rolled back|rolls back|failed with|fails with|"
                        r"errored with|errored out with|(?:abort|crash)(?:ed|s)? with|(?:died|dies|die) with|"
                        r"(?:came|comes) back with|respond(?:ed|s)? with|"
                        r"ended(?: in| with)?|hit|hits|raised|raises|threw|throws|ran into|runs into|"
                        r"(?<!was |got )(?<!were |been )stopped (?:at|with)|stops (?:at|with)|hung at|hangs at|"
                        r"stuck at|got to|gets to)(?![\w./-])"
                        r"(?!\s+(?:file|files|path|dir|directory|folder|log|stream|buffer)\b)", re.I)
# "Running X gave …": X is what the call ran (a subject like "the hook" is not).
_RUN_RE = re.compile(r"^\s*(?:\x00|(?:re-?)?(?:running|ran|run|calling|called|executing|invoking)\b)", re.I)
# Error messages a model writes without quotes: cited, so found verbatim.
_ERROR_PHRASE_RE = re.compile(r"(?:(?<![\w./-])(?!(?:failed|fails|failing|error|errors|errored|with|and|but)\b)[A-Za-z][A-Za-z0-9_./-]*: )?"
                              + any_of(COMMAND_NOT_FOUND[0], NOT_FOUND[0], PERMISSION_DENIED[0], *GIT_REFUSALS,
                                       *(f"{p} [^\\s,;]+" for p in MISSING_MODULE)), re.I)


# "`make html` built the docs": the quoted command ran, in a call whose result was ok.
_RAN_RE = re.compile(r"(\x00\d+\x00)(?:\s+(?:command|call|script|build|step|run))?\s+(?:was\s+|then\s+)?(?:built|ran|(?<=was )run|succeeded|passed|worked|went through|"
                     r"completed|installed|finished|fixed|resolved|solved|cured)\b", re.I)


# A thing that ran, the subject of "wrote", "added" ("the final exe ran and wrote `x`", "the rework added `x`"): the
# words are what it printed; the session's own edit is told with no subject, or as the edit, fix or change
_THING_SUBJECT_RE = re.compile(r"(?:\b(?:ran|runs|run)\s+and|\b(?:the|its)\s+(?:\w+\s+)?(?!(?:edit|fix|change|patch|"
                               r"commit|diff|pr|rewrite|update|agent|subagent|task|assistant|model|claude|session)s?"
                               r"\b)[^\W\d_]{3,})\s*$", re.I)
_PERSON_SUBJECT_RE = re.compile(r"\b(?:the (?:user|person|human|developer|maintainer)|user|they|he|she)\s*$", re.I)


def _edited(before: str, quoted: list[str], commands_ran: frozenset[str] = frozenset()) -> bool:
    """"changed x to `y`", "added `y`": the quote is what a call put in a file, unless a command is the verb's
    subject ("`go get x` added `y`": y is what that command printed; a command as the session ran it, too)."""
    verb = SAID_EDITED_RE.search(before)
    if verb is None or _PERSON_SUBJECT_RE.search(before[:verb.start()]):
        return False   # "the user wrote `x`": the person's words, not a call's
    if re.fullmatch(r"\W*set\b", before[:verb.end()].split(" - ")[-1].strip(), re.I):
        return False   # "Set `timeout: 180` in manifest.yml": the fix said, as an instruction
    between = before[verb.start():].split(maxsplit=1)[1:]   # the words after the verb, up to the quote
    adjective = re.search(r"\b(?:the|an?)\s+$", before[:verb.start()], re.I)   # "the edited build printed `x`"
    if not adjective and (between and (_OUTPUT_RE.search(between[0]) or re.search(r"\bgot\b", between[0])) or
                          _THING_SUBJECT_RE.search(before[:verb.start()])):
        return False   # "after it was updated ping got `x`", "the final exe ran and wrote `x`": what a call printed
    if _OUTPUT_RE.search(before[:verb.start()]) or re.search(r"(?:\[[*+~-]\]|^\s*>)\s*$", before[:verb.start()]) or \
            ANOTHER_RE.search(before[:verb.start()]):   # "the same set image printed `y`": what a call printed
        return False   # "the report listed Changed the `Contact` table", "[*] Changed …": the words of what it printed
    near = nearest(before[:verb.start()])
    return near is None or not command_quote(quoted, near) and not _DONE_BY_RE.search(before[:verb.start()]) and \
        not any(as_run(p, commands_ran) for p in pieces(quoted[near])[:1])


# "copying `.lake/…/lean-toolchain` set it to `y`": a command's act is the subject, y what it made (a file's content)
_DONE_BY_RE = re.compile(r"\b(?:copying|moving|running|executing|installing|applying|restoring|renaming|linking|"
                         r"extracting|unpacking|downloading|fetching|pulling|cloning)\s+\x00\d+\x00\s*$", re.I)


def _adjacent(clause: str, start: int, quoted: list[str]) -> tuple[list[int], int]:
    """The quotes right after a word of output ("gave `A` (`B`)"): the first within a few words, each next
    one after at most a joining word; a quote after more prose ("… and the person said `C`") is not
    what the call printed, nor is a command line after the first ("`a` → `out`, `b` → …"). Returns their indices
    and where the run of them ends."""
    out: list[int] = []
    at = start
    for m in PLACE_RE.finditer(clause, start):
        gap = clause[at:m.start()]
        if len(re.findall(r"[^\W\d_]{2,}", gap)) > (4 if not out else 1) or re.search(r"[,;]\s+\w", gap) or \
                out and command_quote(quoted, int(m.group(1))):
            break   # more prose, or another clause ("…, where plain `x` could not …"): no longer the output
        out.append(int(m.group(1)))
        at = m.end()
    return out, at




# What may open a clause before the quote that is its command: joining words ("and `x` failed")
_OPENS_CLAUSE_RE = re.compile(r"\s*(?:(?:and|then|but|so)\s+)*", re.I)
# ... or those and an order word ("The first `x` printed", "then the second `x` gave"; not "the next `x`": which call
# is next is read off the act before it, which a quote may name loosely)
_OPENS_ORDERED_RE = re.compile(_OPENS_CLAUSE_RE.pattern + r"(?:(?:the|its)\s+(?:first|second|third)\s+)?", re.I)


# A quote of the person's thanks in parentheses: what they said, never what a call printed
_THANKS_RE = re.compile(r"\bthanks?\b|\bthank you\b|\bthx\b|고마워|감사합니다|\bmerci\b|\bdanke\b|\bgracias\b", re.I)
# "`ALTER EXTENSION pg_repack UPDATE;` left the extension at 1.4.8": a value shown after the call (by it or a check)
_LEFT_AT_RE = re.compile(r"(\x00\d+\x00)\s+(?:left|kept)\s+(?:the|its|it|them)\b(?:\s+[\w-]+){0,3}?\s+at\s+"
                         r"(v?\d[\w.+-]*\w|\x00\d+\x00)", re.I)


def _verb_parts(clause: str, at: int, after: str, quoted: list[str], tokens: list[str],
                commands_ran: frozenset[str]) -> tuple[list[str], list[str]]:
    """Around a word of output at `at`: the names it printed (prose after it), and its subject: the quote right
    before it (not every quote of the clause), or a command named in prose ("running X gave", "git ls-files -- x
    printed nothing", `tail -3 /tmp/api.log showed …`); "the hook" is none. A quote the clause opens on, written as
    a command the session ran (`as_run`; "The first `sudo rsnapshot configtest` printed …"), is its subject too."""
    before = clause[:at]
    said = [t for t in prose_tokens(PLACE_RE.sub(" ", _ASIDE_RE.sub(_aside, after)), []) if t in tokens]
    inputs: list[str] = []
    if (given := WITH_SETTING_RE.match(before)) and SETTING_RE.match(quoted[int(given.group(1))].strip()):
        inputs.extend(pieces(quoted[int(given.group(1))]))   # "With `X=false` train.py got to `E`": that call had X
        inputs.extend(pieces(quoted[int(given.group(2))]) if given.group(2) else [])
        before = before[given.end():]
    head = before.split()
    runs = bool(_RUN_RE.match(before)) or (bool(head) and strip_token(head[0]).casefold() in COMMAND_WORDS) or \
        (bool(head) and "\x00" not in before and not any(w.endswith(":") for w in head) and commandish(" ".join(head)))
    near = nearest(before)
    if runs:   # ... but after a quoted command, prose tells of its run ("`ko build` built for linux/arm64"), save a flag
        quoted_run = (lead := re.match(r"\s*\x00(\d+)\x00", before)) is not None and command_quote(quoted, int(lead.group(1)))
        inputs.extend(t for t in prose_tokens(PLACE_RE.sub(" ", before), []) if t in tokens and
                      (not quoted_run or t.startswith("-")))
    # "`x` gave `E`": x is the call's own only when it reads as a command (code an edit wrote is no call)
    # ... or a few lower-case words the clause opens on ("`fc-list :lang=zh family` listed `E`")
    if near is not None and (runs and not before.lstrip().startswith("\x00") or command_quote(quoted, near) or
                             opens_on(before, near) and opening_command(quoted, near) or
                             _OPENS_ORDERED_RE.fullmatch(before[:before.rfind(f"\x00{near}\x00")]) is not None and
                             any(as_run(p, commands_ran) for p in pieces(quoted[near])[:1])):
        inputs.extend(pieces(quoted[near]))
    elif near is not None and METHOD_TO_RE.search(before):
        inputs.extend(pieces(quoted[near]))   # "the PUT to `/indexes/x/settings` answered `E`": the call sent there
    elif near is not None and (sent := PATH_METHOD_RE.search(before)):
        inputs.extend([*pieces(quoted[near]), sent.group(1).lower()])
    elif near is not None and run_with(before[:before.rfind(f"\x00{near}\x00")], quoted[near], commands_ran):
        inputs.extend(pieces(quoted[near]))   # "re-ran with `--max-model-len 16384` → `E`": that run's options
    if SUBAGENT_RE.search(before):
        inputs.append("task")   # "the subagent hit `E`": what the Task call's own result holds
    tool_of = TOOL_OF_RE.search(before)
    if tool_of and TOOL_RE.fullmatch(quoted[int(tool_of.group(1))].strip()):
        # "`Read` of `assets/js/app.js` returned `E`": that tool's call on that path printed E
        inputs.extend([normalise(quoted[int(tool_of.group(1))].strip()), *pieces(quoted[int(tool_of.group(2))])])
    elif (prose_tool := PROSE_TOOL_OF_RE.search(before)) is not None:   # "the first Read of SUMMARY.md failed with"
        inputs.extend([normalise(prose_tool.group(1)), normalise(prose_tool.group(2))])
    return said, inputs


# A parenthesis after what a call printed: "→ 33 (32 characters plus newline; the length was fine)"
_ASIDE_RE = re.compile(r"\([^()\x00]*(?:\)|$)")   # (a `;` inside it ends the clause first)


def _aside(m: re.Match[str]) -> str:
    """A parenthesis of prose (three words or more) is the writer's aside, not more of what the call printed; a
    short one (`(E0425, E0308)`) may be."""
    return " " if len(re.findall(r"[^\W\d_]{2,}", m.group(0))) >= 3 else m.group(0)


_LISTED_STATE_RE = re.compile(r"\s*(?:each|every|all|the|its|two|three|\d+)\s+(?:of\s+the\s+)?(?:rejected|failed|failing|"
                              r"broken|crashed|errored|passed|passing)\s+[^\W\d_]{3,}", re.I)
_ANOTHER_SUBJECT_RE = re.compile(r"[,;]?\s+(?:and|but|while|whereas)\s+(?:the|a|an|its|their)\s", re.I)
# After a word of output, a thing and what became of it ("showed the API had crashed", "said the job failed").
_SHOWED_STATE_RE = re.compile(r"\s*(?:that\s+)?(?:the|a|an|its)\s+[^\W\d_][\w.'’-]*(?:\s+[\w.-]+)?\s+"
                              r"(?:had|has|have|was|is|were|got|just)?\s*\w+", re.I)


Units = list[tuple[str, ...]]


def _quotes(clause: str, quoted: list[str], split: int, adjacent: list[int],
            commands_ran: frozenset[str]) -> tuple[list[str], Units, list[str], Units, Units, list[str]]:
    """Each quote of the clause: its pieces, each quote's pieces as a unit, those a call printed (right after the output
    verb, or echoed by the command), the units said to have run or been written, and those said not printed."""
    absent: list[str] = []
    fragments: list[str] = []
    outputs: list[str] = []
    free: Units = []
    ran_units: Units = []
    written: Units = []
    for m in PLACE_RE.finditer(clause):
        got = pieces(quoted[int(m.group(1))])
        if m.start() >= split and int(m.group(1)) in adjacent and re.search(r"\bno\s*$", clause[:m.start()], re.I):
            absent.extend(got)   # "listed no `X`": X is what the call's output does not show
            continue
        fragments.extend(got)
        free.append(tuple(got))
        role = quote_role(clause[:m.start()], got, quoted) if got else ""
        if role in (RAN, WRITTEN) or not role and got and _edited(clause[:m.start()], quoted, commands_ran):
            (ran_units if role == RAN else written).append(tuple(got))
        thanks = clause[:m.start()].rstrip().endswith("(") and _THANKS_RE.search(quoted[int(m.group(1))])
        if (role == ECHOED or m.start() >= split and int(m.group(1)) in adjacent) and not thanks:   # ("gave 48213
            # ("works, thanks!")": the person's words in parentheses, not more of what it printed)
            outputs.extend(got)   # (ECHOED: "`task build` ran `go build …`", in what that call printed)
    return fragments, free, outputs, ran_units, written, absent


def _claim(clause: str, quoted: list[str], commands_ran: frozenset[str] = frozenset()) -> Claim | None:
    """One clause's parts. What it ties to one call (the command it says ran, what that call printed
    right after a word of output, its outcome) must share a step; the rest is free (`units`). `commands_ran`: the
    command lines the session ran (`parse`)."""
    verb = _OUTPUT_RE.search(clause)
    split = verb.end() if verb else len(clause)
    adjacent, adjacent_end = _adjacent(clause, split, quoted) if verb else ([], split)
    fragments, free, outputs, ran_units, written, not_printed = _quotes(clause, quoted, split, adjacent, commands_ran)
    words = PLACE_RE.sub(" ", clause)
    opening = None if (outcome := outcome_of(words)) or verb else said_ok(clause, quoted, opening_command)
    outcome = outcome or ("ok" if opening is not None else "")   # "`x` applied the migrations": its call went well
    outcome = "" if edit_subject(clause, quoted, commandish) else outcome   # "the `X` edit passed": the next run's
    if outcome and verb and (_SHOWED_STATE_RE.match(clause[split:]) or _LISTED_STATE_RE.match(clause[split:])) and \
            not outcome_of(PLACE_RE.sub(" ", clause[:split])) and not AS_IT_WAS_RE.search(words):
        outcome = ""   # "`tail` showed the API had crashed", "listed each rejected task": what the output said of things
    for m in _ERROR_PHRASE_RE.finditer(words):
        got = pieces(m.group(0))
        fragments.extend(got)
        free.append(tuple(got))
    words = _ERROR_PHRASE_RE.sub(" ", words)
    exit_code = EXIT_CLAIM_RE.search(words)
    if exit_code:   # a failure's "Exit code N" heads the call's output; a success prints none
        if int(exit_code.group(1)):
            fragments.append(f"exit code {int(exit_code.group(1))}")
            outputs.append(fragments[-1])
        words = words[:exit_code.start()] + " " + words[exit_code.end():]
    absent: list[str] = [*not_printed]
    tokens = without_parts(prose_tokens(without_counts(words), fragments, absent))   # "all 12 Reads": no name
    if fragments:  # beside a quote, a bare program name in prose binds nothing of its own
        tokens = [t for t in tokens if t not in COMMAND_WORDS]
    inputs: list[str] = []
    together: list[str] = []
    ran = [m for m in _RAN_RE.finditer(clause) if not verb or m.start() < verb.start()]
    if verb:
        window = clause[split:adjacent_end if adjacent else split + 60]
        # ... up to another subject ("printed 0 and the count query returned 12": 12 is that query's)
        window = window[:cut.start()] if (cut := _ANOTHER_SUBJECT_RE.search(window)) else window
        said, subject = _verb_parts(clause, verb.start(), window, quoted, tokens, commands_ran)
        outputs.extend(said)
        inputs.extend(subject)
        outputs = not_named(outputs, subject, clause, quoted)   # "`SELECT a, b …` shows … its `b`": a column
        outputs, given = given_with(verb.group(0), outputs)   # "crashed with `-flto`": an option it was given
        inputs.extend(given)
    for m in ran:
        inputs.extend(pieces(quoted[int(m.group(1).strip("\x00"))]))
    if not fragments and not tokens and not (absent and inputs):
        return None
    if outcome:   # the command said to have failed or passed is the call's own, not a hint in another's output
        # (a command line as the session ran it is the subject too, unless a verb's subject came first: "`a` gave
        # `x`, `b` succeeded" says two calls, the tie is the first's)
        subjects = pieces(quoted[opening]) if opening is not None else \
            _subjects(clause, quoted, tokens, outcome, frozenset() if inputs else commands_ran)
        inputs.extend(subjects)
        if not subjects and not inputs and named_subject(before := _before_outcome(clause, outcome), quoted):
            # ... yet it and what it failed with share a step: "`vault login` failed with `Code: 403`" is not a login
            thing = PLACE_RE.fullmatch(before[-1]) if outcome == "fail" else None
            named = pieces(quoted[int(thing.group(1))]) if thing else [normalise(strip_token(before[-1]))]
            # ("Publishing @acme/notify-client failed with `E413`": the name and E in one step too)
            together = [*named, *_outcome_outputs(clause, quoted, "fail")] if outcome == "fail" else []
            outcome = ""   # "api-1 crashed with `E`": a container's, a service's outcome, not the call's that showed it
        elif not verb:   # "rejected it with `X`": X is what the call that failed printed (options before X, its own)
            outputs.extend(_outcome_outputs(clause, quoted, outcome))
            inputs.extend(_outcome_outputs(clause, quoted, outcome, options=True))
    claim = Claim(tuple(dict.fromkeys(fragments)), tuple(tokens), outputs=tuple(dict.fromkeys(outputs)),
                  empty_output=bool(NOTHING_RE.search(words)), inputs=tuple(dict.fromkeys(inputs)),
                  absent=tuple(absent) if verb and inputs else tuple(p for n in absent_quotes(clause) for p in
                                                                     pieces(quoted[n])) if opening is not None else (),
                  states=named_states(clause[split:], outputs, quoted) if verb else (),
                  repeat=bool(REPEAT_RE.search(words)) or _still(words, outcome, fragments),
                  ran=bool(ran), outcome=outcome,
                  first=bool((outcome or inputs) and (FIRST_RE.search(words) or FIRST_CALL_RE.search(clause))),
                  next_call=bool(NEXT_RE.search(words)), final=bool(FINAL_RE.search(words)),
                  plural=bool(PLURAL_RE.search(words)), times=times(words), once=ONCE in words,
                  printed_times=bool(PRINTED_TIMES_RE.search(clause)))
    if not verb and not outcome and not together:
        together = opening_pair(clause, quoted)
    tied = _tie(claim, free, together if len(together) >= 2 else [])
    return own_repeat(replace(tied, ran_units=tuple(u for u in ran_units if u in tied.free),
                              written_units=tuple(u for u in written if u in tied.free)), clause, quoted,
                      _still(words, outcome, fragments)) if tied is not None else None


def _still(words: str, outcome: str, fragments: list[str]) -> bool:
    """"still failed", "still printed `error: …`": a failure that persists is a repeat."""
    return bool(STILL_RE.search(words)) and (outcome == "fail" or any(ERRORISH_RE.search(f) for f in fragments))


def _tie(claim: Claim, quoted_units: list[tuple[str, ...]], together: list[str] | None = None) -> Claim | None:
    """What the clause ties to one call: the command it names (`inputs`) with what that call printed (`outputs`) and
    what it says came of it; else the output it says a call printed and came of it; else a thing and what it failed
    with (`together`). The rest is `free`; with nothing tied, what it says of a call is dropped."""
    if claim.inputs:
        bound = set(claim.inputs) | set(claim.outputs)
    elif claim.outputs and claim.checks or any(o.startswith("exit code ") for o in claim.outputs):
        bound = set(claim.outputs)
    else:
        bound = set(together or ())
    if not bound:
        claim = replace(claim, outcome="", repeat=False, first=False, plural=False, times=0, once=False, empty_output=False, ran=False,
                        outputs=(), inputs=(), absent=(), states=())
    units: list[tuple[str, ...]] = []
    for unit in quoted_units:
        rest = tuple(p for p in unit if p not in bound)
        if rest and rest not in units:
            units.append(rest)
    units += [(f,) for f in claim.fragments if f not in bound and not any(f in u for u in units)]
    # a hyphenated word of prose ("re-ran", "sub-folder") is not a name to find
    units += [(t,) for t in claim.tokens if t not in bound and not PROSE_HYPHENED_RE.fullmatch(t)
              and not PROSE_VERB_RE.fullmatch(t)]
    if not bound and not units:
        return None   # only plain prose words: nothing to find
    return replace(claim, free=tuple(units), tied=tuple(p for p in claim.parts if p in bound))


def _subjects(clause: str, quoted: list[str], tokens: list[str], outcome: str, commands_ran: frozenset[str]
              ) -> list[str]:
    """The command(s) before the outcome word: what the call itself must have run (a quote that reads as a command
    line, `commandish`, or one written as the session ran it, `as_run`)."""
    m = (FAIL_RE if outcome == "fail" else OK_RE).search(re.sub(r"\x00\d+\x00", lambda q: "_" * len(q.group(0)),
                                                                    clause))
    before = clause[:m.start()] if m else clause
    # (its first piece, or every piece of a command cut in its middle, `py -3 …\chart.py`; a quote that reads as a
    # command by its first piece or whole, `pg_restore ... --no-owner`, or as the session ran it when the clause opens
    # on it, "In CI, `x` failed", not a remote run's or a thing's in the clause)
    cmds = [(q.end(), got if got[0].endswith(CUT) else got[:1]) for q in PLACE_RE.finditer(before)
            if (got := pieces(quoted[int(q.group(1))])) and (commandish(got[0]) or commandish(quoted[int(q.group(1))])
                                                             or _OPENS_CLAUSE_RE.fullmatch(before[:q.start()]) and
                                                             as_run(got[0], commands_ran))]
    # the command right before the outcome word, not every command of the clause; a prose subject between
    # ("with `git pull` done the compiler rejected it") is what failed, not the quoted command
    out = [p for end, got in cmds[-1:] if not _PROSE_SUBJECT_RE.search(PLACE_RE.sub(" ", before[end:])) for p in got]
    prose = prose_tokens(re.sub(r"\x00\d+\x00", " ", before), [])
    first = strip_token(before.split()[0]).casefold() if before.split() else ""
    if any(t in COMMAND_WORDS for t in prose) and (_RUN_RE.match(before) or first in COMMAND_WORDS):
        out += [t for t in prose if t in tokens and (t.startswith("-") or t in COMMAND_WORDS)]
    return out


def _before_outcome(clause: str, outcome: str) -> list[str]:
    """The two words right before the outcome word (a quote standing as one)."""
    m = (FAIL_RE if outcome == "fail" else OK_RE).search(PLACE_RE.sub(lambda q: "_" * len(q.group(0)), clause))
    return clause[:m.start()].split()[-2:] if m else []


_PROSE_SUBJECT_RE = re.compile(r"\b(?:the|a|an|this|that|its|his|her)\s+[^\W\d_]{2,}", re.I)


def _outcome_outputs(clause: str, quoted: list[str], outcome: str, options: bool = False) -> list[str]:
    """What a call said to have failed or passed printed: the quotes right after the outcome word ("failed:
    `X`", "failed with `X`") or between the command and it ("`cmd` 가 `X` 로 실패"); with `options`, the options
    quoted before such an output, which the call ran with ("exit code 1 with `-gpu_id 1`: `E`")."""
    masked = PLACE_RE.sub(lambda q: "_" * len(q.group(0)), clause)
    m = (FAIL_RE if outcome == "fail" else OK_RE).search(masked)
    if m is None:
        return []
    after, _end = _adjacent(clause, m.end(), quoted)
    first = PLACE_RE.search(clause, m.end())
    lead = clause[m.end():first.start()] if first else ""
    # "failed: `X`", "failed with `X`", "passed (`X`)": the call's output; "the failing `X` run": its subject
    # ("rejected by the user (`use install …`)": what the person said, in a prompt of their own)
    out = [p for i in after if (i != after[-1] and OPTIONS_RE.fullmatch(quoted[i]) is not None) == options
           for p in pieces(quoted[i])] if re.search(r"[:(]|\bwith\b", lead) and not BY_PERSON_RE.fullmatch(lead) else []
    if options:
        return out
    places = list(PLACE_RE.finditer(clause[:m.start()]))
    cmd = next((k for k in range(len(places) - 1, -1, -1) if command_quote(quoted, int(places[k].group(1)))), None)
    if cmd is not None:
        for q in places[cmd + 1:]:
            gap = clause[q.end():m.start()]
            if len(re.findall(r"[^\W\d_]{2,}", gap)) <= 3:
                out += pieces(quoted[int(q.group(1))])
    return out


# "the first `x` then passed": "then" between a subject and its verb is no word of sequence; it moves before the
# subject, so the outcome stays the quoted call's and the clause still follows the one before it in its sentence
_SUBJECT_THEN_RE = re.compile(r"(^|[.;:!?]\s+|,\s*(?:and\s+)?|\n)\s*((?:(?:the|a|an|first|second|third|next|last|"
                              r"final|new|same|this|that)\s+)*\x00\d+\x00)\s+then\s+(?=[^\W\d_]{2,}ed\b|(?:ran|gave|"
                              r"threw|hit|built|went|got)\b)", re.I)

# "Deleting `x` did not help: `cmd` still failed": what follows the colon came after the act said to change nothing
_NO_EFFECT_RE = re.compile(r"(\b(?:did(?:n't| not)\s+(?:help|fix\s+(?:it|anything|that|this)|change\s+anything|make\s+"
                           r"(?:a|any)\s+difference)|had\s+no\s+effect|made\s+no\s+difference|changed\s+nothing|"
                           r"fixed\s+nothing|was(?:n't| not)\s+enough))\s*[:—–]\s+", re.I)


@lru_cache(maxsize=512)
def parse(citation: str, commands_ran: frozenset[str] = frozenset()) -> Citation:
    """Split a citation into claims of what must be found (see the module's docstring; `commands_ran`: `as_run`)."""
    # Redacted like the transcript, so a secret the model repeated is a mark on both sides.
    if citation.lstrip().startswith("{"):
        citation = json_values(citation.strip())
    text = quoted_in_prose(unicodedata.normalize("NFKC", redact(citation)).replace("ˋ", "`"))   # `Bash(x)`: a quote
    text = ANSI_RE.sub("", without_written_codes(text))
    text = REDACTION_RE.sub(" ", BARE_SGR_RE.sub("", STEP_LABELS_RE.sub(" ", text)))
    claims: list[Claim] = []
    for block in FENCE_RE.findall(text):   # a fenced line is a verbatim quote of its own
        for line in re.sub(r"\\\s*\n\s*", " ", block).splitlines():
            got = pieces(TYPED_PROMPT_RE.sub("", re.sub(r"^\s*[$>#]\s+", "", line)))
            if got:
                claims.append(Claim(tuple(got)))
    text = EXIT_QUOTE_RE.sub(r"\1", FENCE_RE.sub(" ; ", text))
    spans = quotes(text)
    quoted: list[str] = []
    prose, last = [], 0
    for start, end in spans:
        prose.append(text[last:start - 1])
        prose.append(f"\x00{len(quoted)}\x00")
        quoted.append(text[start:end])
        last = end + 1
    prose.append(text[last:])
    rest = literal_breaks("".join(prose))   # hook output's literal \n ends a line, outside quotes and Windows paths
    rest = re.sub(r"(?m)^(\s*)\d{1,2}[.)](?=\s)", r"\1", rest)   # a numbered list's number is no name
    rest = re.sub(r"(\x00\d+\x00)-(?=[^\W\d_])", r"\1 ", rest)   # `.dockerignore`-Regel: a compound, not a flag
    rest = korean_outputs(european_outputs(rest, command_at(quoted)), command_at(quoted))
    rest = attributed(earlier_apart(rest), quoted, commands_ran)   # "from A to B", "E came from x"
    rest = late_after(arrows(parenthesised_outputs(rest, quoted), quoted))
    rest = _SUBJECT_THEN_RE.sub(r"\1then \2 ", rest)
    rest = _NO_EFFECT_RE.sub(r"\1, then ", rest)
    rest = UNCHANGED_RE.sub(lambda m: f", then {m.group(1) or m.group(2)} again", rest)
    rest = LEFT_CLEAN_RE.sub(r", then \1 printed nothing", rest)
    rest = _LEFT_AT_RE.sub(r"\1 ran, then \2", rest)
    rest = quoted_sentences(rest, quoted)
    plain: list[str] = []
    clauses, follows, arrowed, nexted, precedes, afterwards, lately = split_clauses(rest)
    at: dict[int, int] = {}   # clause -> its claim's index in `claims`
    for i, clause in enumerate(clauses):
        claim = _claim(clause, quoted, commands_ran)
        nth = nth_call(PLACE_RE.sub(lambda q: f" {quoted[int(q.group(1))]} ", clause))
        if nth and claim is None:   # "after the second edit": that call
            claim = Claim(nth=nth)
        elif nth and claim is not None:   # "after the second edit: `E`": E at that call or after it
            claims.append(Claim(nth=nth))
            claim = replace(claim, after=len(claims) - 1)
        if claim is not None and i not in follows:   # "installing `x` was all it took: the very next `cmd` passed"
            act, claim = act_before_next(claim, clause, quoted, len(claims))
            claims.extend(act)
        if claim is not None:
            at[i] = len(claims)
            claims.append(replace(claim, final=True) if i in lately else claim)
        plain.append(re.sub(r"\x00\d+\x00", " ", clause))
    link_next_after_acts(clauses, at, claims, follows)   # "X was enough — the next `cmd` passed"
    for later, earlier in follows.items():
        if later in at and earlier in at and (claims[at[later]].parts or later in arrowed) and not (
                later < earlier and GONE_RE.search(PLACE_RE.sub(" ", clauses[later]))):   # "`E`, fixed after X"
            nxt = claims[at[later]].next_call or later in nexted   # "right after X", "X made `cmd` pass"
            # "`cmd` → `Exit code 6` again": the output came again, of the call the arrow names, not its command
            again = claims[at[later]].repeat and not (later in arrowed and not claims[at[later]].inputs)
            claims[at[later]] = replace(claims[at[later]], after=at[earlier], next_call=nxt, repeat=again,
                                        right_away=nxt and bool(AT_ONCE_END_RE.search(clauses[later])))
    for earlier, later in precedes.items():
        if earlier in at and later in at and (claims[at[earlier]].checks or claims[at[earlier]].inputs):
            claims[at[earlier]] = replace(claims[at[earlier]], before=at[later])
    if claims:
        worked = ends_resolved(clauses) and not NOT_APPLIED_RE.search(rest)
        bare = {i for i, n in at.items() if not (claims[n].outcome or claims[n].inputs or claims[n].outputs)}
        return Citation(tuple(claims), worked, worked and bool(AT_ONCE_RE.search(PLACE_RE.sub(" ", rest))),
                        next_outcomes(clauses, at, afterwards), code_outcomes(clauses, at, bare, quoted, commandish),
                        sufficient(clauses, at, claims))
    groups: list[tuple[str, ...]] = []
    for piece in re.split(r"\s*;\s*|" + JOINS_RE.pattern, " ; ".join(plain)):
        words_of = tuple(w for w in (normalise(strip_token(raw)) for raw in piece.split())
                         if len(w) >= 3 and w not in CONNECTING)
        if len(words_of) >= 2:  # one common word ("the deploy failed") cites nothing
            groups.append(words_of)
    return Citation((Claim(groups=tuple(groups)),) if groups else ())
