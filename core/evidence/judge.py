"""Does a lesson rest on the session? Evidence found by step, fixes shown run.

A model can write a fluent lesson about a command nobody ran, or join a real
command to an error that came from another one. What keeps a lesson honest is
that each claim of its citation (core.evidence.claims) is found within
ONE step of the analysed bytes: a prompt, a reply, or a tool call together
with its own result. A citation that names its steps (`[s12]`, the ids the
slice showed; core.transcript.stepids) is looked for in those steps first;
only what is cited without a usable id is looked for in every step, one step
at a time, never as pieces scattered over the session.

A gotcha also claims that its fix works. That is believed only when the
transcript shows it (`FixCheck`):

- a later successful command the session ran whose new distinctive part is
  the workaround's (not a Write of a file named like it, a description, a
  question offering it, or what the workaround says not to do);
- the failing command run again and now passing, after an edit that added
  what the workaround names, with the new number it names, or when the
  workaround names nothing to run ("wait, then retry");
- the person confirming in the prompt right after the fix was tried or
  proposed, without a denial.

Pure functions over `Turn`s; reading and redacting the transcript is the
caller's job (core/distil/screen.py); core/evidence/scan.py gives the
same answers while streaming."""
from __future__ import annotations

import re
from dataclasses import dataclass

from core.evidence.alone import holds_alone
from core.evidence.claim import Citation, Claim
from core.evidence.claims import parse
from core.evidence.matching import normalise, occurs, pieces
from core.evidence.outcomes import ERRORISH_RE, error_message, errorish, success_message
from core.evidence.fix import FixCheck
from core.evidence.fixparts import RECURRED, UNVERIFIED
from core.evidence.fixparts import FixResult
from core.evidence.person import confirms
from core.evidence.steps import Step, Transcript, holds, is_failure, mentions, passed, rejected
from core.evidence.watch import ClaimWatch, acted_at, flat_units
from core.evidence.order import after_the_act, failed_since, next_outcome_holds, next_run, runs_next
from core.transcript.conversation import MARKER, PROMPT, REPLY, TOOL_CALL, TOOL_RESULT
from core.transcript.stepids import StepRefs

# The exact words `log --entries` shows for a refused entry.
NOT_FOUND = "evidence not found in the session"
FAILURE_NOT_FAILED = "fix not shown to work in the session (the failure_step {step} it cites is not a failed call)"
# Evidence that is in the session, but not where the entry says: a person decides.
CITED_ELSEWHERE = "evidence found, but not in the steps it cites ({what})"
# A citation that ends saying the trouble went away, for a gotcha whose fix the session does not show.
WORKED_NOT_SHOWN = "evidence says the fix worked, the session does not show it"
# A citation saying the fix worked at once ("right after", "the next run passed") where it failed first.
NOT_AT_ONCE = "evidence says the fix worked at once, the session shows it failing first"
# Without step ids, a citation resting only on the assistant's own prose is not enough to write a lesson.
UNTIED = "evidence found only in the assistant's own words, not in a call or a prompt"


# --- is the evidence there? ----------------------------------------------------------------

@dataclass(frozen=True)
class Finding:
    """Where a citation was found: `anchor` is the step by which every claim
    had appeared; `missing` lists what was found in no single step;
    `elsewhere` what the entry cites step ids for but was found only in
    other steps; `tied` whether some claim rests on a call or a prompt (not
    only on the assistant's own prose)."""
    found: bool
    missing: tuple[str, ...] = ()
    anchor: int | None = None
    elsewhere: tuple[str, ...] = ()
    tied: bool = True
    start: int | None = None   # the first step holding a piece of the citation
    worked: bool = False       # the citation ends saying the trouble went away (claims.Citation.worked)
    at_once: bool = False      # ... at once (claims.Citation.at_once)


def describe(claim: Claim) -> str:
    if claim.nth:
        return f"{claim.nth[0]} call no. {claim.nth[1]}"
    return " → ".join(claim.parts) or " ".join(w for g in claim.groups for w in g)


def cited_span(refs: StepRefs) -> tuple[int, int] | None:
    """The stretch of the session an entry cites: from the first of its `evidence_steps`, `failure_step` and
    `fix_step` to the last (one step when it cites one). None: it cites no evidence step."""
    if not refs.evidence:
        return None
    ids = [*refs.evidence, *(n for n in (refs.failure, refs.fix) if n is not None)]
    return min(ids), max(ids)


class Reach:
    """Which steps the citation covers, fed in order: the cited stretch, and what came right after its
    last step up to and including the person's next prompt (the passing re-run after a cited fix, the
    person's "works now"): a model cites the step it acted in, not each line that followed."""

    def __init__(self, span: tuple[int, int]) -> None:
        self.span = span
        self.open = True
        self.covered: set[int] = set()

    def see(self, index: int, step_id: int, kind: str) -> None:
        if not step_id:
            return
        if self.span[0] <= step_id <= self.span[1]:
            self.covered.add(index)
        elif step_id > self.span[1] and self.open:
            self.covered.add(index)
            self.open = kind != PROMPT


def tied(step: Step) -> bool:
    return step.kind in (TOOL_CALL, PROMPT, TOOL_RESULT, MARKER)


def commands_run(transcript: Transcript) -> frozenset[str]:
    """The command lines the session's calls ran, normalised (`claims.parse`'s `commands_ran`: a quote written as
    one of them is a command line)."""
    return frozenset(s.command for s in transcript.steps if s.kind == TOOL_CALL and s.command)


def find(citation: str, transcript: Transcript, refs: StepRefs = StepRefs(), commands_ran: frozenset[str] | None = None
         ) -> Finding:
    """Each claim in one step: the first step that holds it (an edit's text joined by an arrow to what the next run
    printed: those two). When the entry cites step ids, a claim held only outside the stretch it cites (`cited_span`)
    is `elsewhere`: held for a person, neither refused (a wrong id must not refuse a true claim) nor written.
    `commands_ran`: the command lines the session ran (`commands_run`)."""
    parsed = parse(citation, commands_run(transcript) if commands_ran is None else commands_ran)
    if parsed.empty:
        return Finding(False, ("(nothing concrete is cited)",))
    span = cited_span(refs)
    reach = Reach(span) if span is not None else None
    if reach is not None:
        for s in transcript.steps:
            reach.see(s.index, s.id, s.kind)
    where: list[int] = []
    missing: list[str] = []
    within: list[tuple[int, str]] = []    # (claim, unit) found in the cited stretch
    outside: list[tuple[int, str]] = []   # ... found only outside it
    before: list[set[str]] = []
    is_tied = False
    if any(c.asks_runs_before for c in parsed.claims):
        ran: set[str] = set()
        for s in transcript.steps:
            before.append(set(ran))
            if s.kind == TOOL_CALL and s.command and not rejected(s, stopped=False):
                ran.add(s.command)   # (a call turned down never ran)

    def ran_before(s: Step) -> set[str]:
        return before[s.index] if before else set()

    flat = flat_units(parsed.claims)
    by: dict[int, int] = {}   # claim -> the step by which all its units had appeared
    for owner, claim in flat:
        watch = ClaimWatch(claim, parsed.parts)
        holders: list[Step] = []
        for s in transcript.steps:
            holders.extend(watch.see(s, ran_before(s)))
            watch.note(s)
        if claim.after is not None and claim.after in by:   # "after X, `cmd` passed": a call after X
            holders = [h for h in holders if h.index >= by[claim.after]]
            if claim.first_next:   # "the next `cmd` run", "the very next run passed": only the first one after X
                nxt = next((st for st in transcript.steps if next_run(st, claim, by[claim.after])), None)
                holders = [h for h in holders if nxt is not None and h.index == nxt.index]
            elif claim.right_away:   # "X and the runner printed `true` right away": from X up to the next call run
                nxt = next((st for st in transcript.steps if st.index > by[claim.after] and runs_next(st)), None)
                holders = [h for h in holders if nxt is None or h.index <= nxt.index]
            elif claim.inputs and not claim.final:
                holders = after_the_act(holders, transcript.steps, by[claim.after], parsed.claims[claim.after], claim)
            elif not claim.final:   # "after X, the suite was green: `2 passing`": not after its own run failed since X
                holders = [h for h in holders
                           if not failed_since(transcript.steps, by[claim.after], h, parsed.claims[claim.after])]
            if not holders:
                missing.append(f"{describe(claim)} (after {describe(parsed.claims[claim.after])})")
                continue
        if claim.once and sum(h.kind == TOOL_CALL for h in holders) > 1:
            holders = []   # "failed once": more calls than one did
        if holders and claim.before is not None:   # "Y before X": Y held by the first call that did X or before it
            if acted_at(transcript.steps, parsed.claims[claim.before]).past(holders[0].index):
                holders = []
        if not holders:
            missing.append(describe(claim))
            continue
        by[owner] = max(by.get(owner, -1), holders[0].index)
        where.append(holders[0].index)
        is_tied = is_tied or tied(holders[0])
        if reach is not None and not claim.nth:
            inside = any(s.index in reach.covered for s in holders)
            (within if inside else outside).append((owner, describe(claim)))
    missing += [f"{describe(parsed.claims[o])} (alone: another change came between the failure and the run that "
                "passed)" for o in parsed.alone if not holds_alone(parsed, o, transcript.steps)]
    for owner, said, code in parsed.checked_outcomes:
        if owner in by and not next_outcome_holds(transcript.steps, by[owner], parsed.claims[owner], said, code):
            came = 'failed' if said == 'ok' else 'worked'
            missing.append(f"the call right after {describe(parsed.claims[owner])} {came}")
    if missing:
        return Finding(False, tuple(missing))
    elsewhere = outside_the_citation(parsed.claims, within, outside)
    return Finding(True, (), max(where), elsewhere, is_tied, min(where), parsed.worked, parsed.at_once)


def outside_the_citation(claims: tuple[Claim, ...], within: list[tuple[int, str]], outside: list[tuple[int, str]]
                         ) -> tuple[str, ...]:
    """What was found only outside the cited stretch, less the acts a cited claim is said to come after ("after
    `composer clear-cache` the update failed again", the failure cited): that order is checked, and the act is
    the cited step's occasion, not a claim of its own about another step."""
    occasions = {claims[o].after for o, _ in within if claims[o].after is not None}
    return tuple(d for o, d in outside if o not in occasions)


def cited_failure(step: Step, evidence: str, symptom: str = "") -> bool:
    """What a `failure_step` may name: a failed call, an error result, a pipe that exited 0 printing trouble
    (`passed`), a call that printed the error the citation quotes (`cmd | grep …` exits 0) or the failure the lesson
    states (`symptom`: `generate_appcast` exits 0 printing "Skipping x.zip: No bundle found in archive."), a call
    that printed only an HTTP error status, or the person's prompt pasting that error."""
    return (step.kind in (TOOL_CALL, TOOL_RESULT) and step.ok is False) or \
        (step.kind == TOOL_CALL and step.ok is True and not passed(step)) or \
        (step.kind in (TOOL_CALL, PROMPT) and bool(failure_shape(step, evidence))) or \
        (step.kind == PROMPT and (_tells_error(step, evidence) or bool(_REPORTS_TROUBLE_RE.search(step.flat)))) or \
        (step.kind == TOOL_CALL and step.ok is True and prints_symptom(step, symptom)) or \
        (step.kind == TOOL_CALL and bool(re.fullmatch(r"[45]\d\d", step.result.strip())))   # `curl -w …`: 404


def prints_symptom(step: Step, symptom: str) -> bool:
    """The call printed the failure as the lesson states it: a piece its symptom quotes (not one it says never came,
    "never prints `Listening on …`"), or a clause of its prose (between commas, semicolons, dashes or words of another
    script), three words or more, or four of them in a row naming trouble, word for word in the call's own output."""
    if not symptom:
        return False
    said = [p for m in _SYMPTOM_QUOTE_RE.finditer(symptom) if not _SAID_ABSENT_RE.search(symptom[:m.start()])
            for p in pieces(m.group(1) or m.group(2))]   # (cut where the model wrote `…`)
    said += [normalise(c).strip(" .") for c in _SYMPTOM_CLAUSES_RE.split(_SYMPTOM_QUOTE_RE.sub(" ; ", symptom))]
    # ... or four words of a clause in a row that name trouble ("x: rust-analyzer not found in $PATH even after y"
    # holds "not found in $path", as `✘ rust-analyzer: C:/tools/… not found in $PATH` printed it)
    said += [w for c in said for ws in [c.split()] for w in (" ".join(ws[i:i + 4]) for i in range(len(ws) - 3))
             if ERRORISH_RE.search(w)]
    return any(len(p.split()) >= 3 and occurs(p, step.result) for p in said)


# A symptom's quote (`…`, "…"), its clauses, and the words saying a quoted line never came
_SYMPTOM_QUOTE_RE = re.compile(r"`([^`\n]+)`|\"([^\"\n]{8,})\"")
_SYMPTOM_CLAUSES_RE = re.compile(r"[;,]|\s[-–—]\s|[^\x00-\x7f]+")
_SAID_ABSENT_RE = re.compile(r"\b(?:never|not|no|without|nor|missing|instead of)\b(?:\W+\w+){0,3}\W*$", re.I)


# The person reporting trouble in their own words ("the disk panel errors with …", "it hangs after the last test",
# "Chrome에서 … 가 떠요"): what they cite as the failure is that report, the session's calls met it
_REPORTS_TROUBLE_RE = re.compile(r"\b(?:errors?|errored|fails?|failed|failing|hangs?|hung|crash(?:es|ed)?|broken|stuck|"
                                 r"doesn't work|does not work|won't|can't|isn't working|not working|refuses?|"
                                 # ("says my alacritty.yml is no longer supported"; not "drop the unsupported fonts")
                                 r"no longer (?:supported|works?|loads?|starts?|builds?|compiles?|runs?|accepted|"
                                 r"valid)|(?:says|said|complains?|complained|reports?|reported|warns?|warned)\b"
                                 r"(?:[^.!?\n]|\.(?=\S)){0,60}\b(?:unsupported|not supported|not found|"
                                 r"not recogni[sz]ed|cannot)|"
                                 r"unreachable|(?:nobody|no one)\b[^.!?\n]{0,40}\bcan\b|"
                                 # ("never starts for pull requests", "still loads 1.3.2 after i installed 1.4.0",
                                 # "keeps serving the old cert", "gets connection reset", "says no module named x"; not
                                 # "please dont work on main", "i wont be around", "the others can still use 1.3.2")
                                 r"(?:doesnt|dont)\s+work(?!\s+(?:on|in|with|for|from|at)\b)|(?:wont|cant)\s+(?:start|"
                                 r"load|run|build|compile|connect|open|install|find|reach|resolve|import|boot|work)|"
                                 r"isnt\s+working|never\s+(?:start|return|run|load|finish|complete|arrive|connect|fire|"
                                 r"trigger)(?:s|ed|es)?|(?<!can )(?<!could )(?<!may )(?<!should )(?<!will )still\s+"
                                 r"(?:loads?|loading|shows?|showing|serves?|serving|prints?|printing|uses?|using|says|"
                                 r"gets?|getting|returns?|returning)|keeps?\s+(?:serving|failing|crashing|showing|"
                                 r"printing|loading|using|restarting)|connection\s+(?:reset|refused|timed\s+out)|"
                                 r"time[sd]\s+out|no\s+module\s+named|came\s+out\s+(?:weird|wrong|broken|empty|"
                                 r"garbled))\b|"
                                 r"\berr_[a-z_]{4,}|에러|오류|실패|안 ?돼|안 ?되|멈춰|안 ?떠|안 ?믿|(?:가|이) 떠요|"
                                 # ("로드 못해요", "못 붙어요"; not "직접 못 해요", "I can't do it myself")
                                 r"못 ?(?!해요|합니다)\S+요|(?:로드|연결|실행|설치|접속|시작|빌드|로그인|인식)\s*못\s*해요", re.I)


def _tells_error(prompt: Step, evidence: str) -> bool:
    """The person telling the error the citation quotes in its own words, without what it names ("returns partition
    location does not exist" for `Partition location does not exist: s3a://…`): its message before the colon."""
    heads = (p.split(":", 1)[0] for p in parse(evidence).fragments
             if ":" in p and (ERRORISH_RE.search(p) or re.search(r"\bnot\b", p)))
    return any(len(h.split()) >= 3 and h in prompt.flat for h in heads)


def failure_shape(failure: Step | None, evidence: str) -> tuple[str, ...]:
    """What the citation quotes of the failure's output (of a prompt: its text): the error that, found in a
    later failing call, means the failure came back."""
    if failure is None:
        return ()
    said, own = (failure.result, failure.flat) if failure.kind == TOOL_CALL else (failure.flat, "")
    if not said:
        return ()
    parts = [p for p in shape_parts(evidence) if occurs(p, said) and not (own and occurs(p, own))
             and not re.fullmatch(r"exit code \d+", p)]
    return tuple(dict.fromkeys(parts))


def said_failed(step: Step, cited: Citation) -> bool:
    """A failed call holding what the citation says a call failed with ("`gleam test` failed with `Because …`"): the
    failure, over a later failing call holding only other pieces it quotes (`Downloaded 6 packages`)."""
    return step.ok is False and any(c.outcome == "fail" and c.outputs and all(holds(step, o) for o in c.outputs)
                                    for c in cited.claims)


def quotes_error(shape: tuple[str, ...]) -> bool:
    """A failure shape holding more than quoted success messages (`success_message`)."""
    return any(not success_message(p) for p in shape)


def failure_rank(step: Step, shape: tuple[str, ...], cited: Citation) -> int:
    """Which failing call `pick_failure` (and the scan, as it goes) takes first, 0 for none of these: one holding what
    the citation says failed, then one that printed a quoted error word, then a quoted message, then any quoted piece
    but a success message; within a rank, the call holding more of what the citation quotes (`doxygen Doxyfile`'s
    first run printing both quoted warnings over its second printing only the last of them)."""
    rank = 4 if said_failed(step, cited) else 3 if any(errorish(p) for p in shape) else \
        2 if any(error_message(p) for p in shape) else 1 if quotes_error(shape) else 0
    return rank * 64 + min(len(shape), 63) if rank else 0


def shape_parts(evidence: str) -> list[str]:
    """The citation's pieces long enough to be an error's shape (`failure_shape` keeps those a step printed)."""
    return [p for c in parse(evidence).claims for p in c.parts if len(p) >= 8]


def pick_failure(steps: tuple[Step, ...], anchor: int, evidence: str, refs: StepRefs,
                 start: int | None = None, commands_ran: frozenset[str] = frozenset(),
                 symptom: str = "") -> tuple[Step | None, str]:
    """The failure the fix is judged after: the cited `failure_step` (which must be a failed call or an
    error), else the latest failing call by the anchor that the citation quotes (the latest that printed the
    error it quotes, when one did), else the latest step by the anchor that shows the error it quotes (`shows_failure`),
    else (a citation of the edit and the passing run only) the latest failing call before the first step it cites."""
    if refs.failure is not None:
        cited = next((s for s in steps if s.id == refs.failure and s.kind in (TOOL_CALL, TOOL_RESULT, PROMPT)), None)
        if cited is None or not cited_failure(cited, evidence, symptom):
            return None, FAILURE_NOT_FAILED.format(step=f"s{refs.failure}")
        return cited, ""
    quoted = parse(evidence, commands_ran)
    named = [s for s in reversed(steps[: anchor + 1]) if is_failure(s) and (quoted.empty or mentions(s, quoted))]
    # the one that printed the error the citation quotes, before a later failure of the same command for
    # another reason (`./gradlew: Permission denied`, then the build failing further on after the fix)
    # (a quoted success message a failing call also printed, `Successfully validated 9 migrations` of a later run
    # failing on its port, does not make it the failure)
    # (a quoted error word over a neutral line a later failing run also printed: `[error] Not found: upickle` of the
    # first run, not the second run's `Compiled project (…)` before it failed on something else)
    # (the latest of the best rank: `named` runs from the anchor back)
    ranked = [(failure_rank(s, failure_shape(s, evidence), quoted), s) for s in named]
    best = max((r for r, _s in ranked), default=0)
    found = next((s for r, s in ranked if r == best), None) if best else None
    if found is None:   # the error it quotes, read by a call that worked (`tail .next/dev.log`) or pasted by the person,
        # over an earlier failing call that only shares a command with the citation
        # (the person's report too, which counts only after that call, as the scan reads it)
        # (not the failing command's passing re-run, whose one retried read, `read failed: A full buffer was not
        # returned`, the citation quotes as an aside)
        shown = next((s for s in reversed(steps[: anchor + 1])
                      if shows_failure(s, evidence) and not reruns_passing(s, named) or
                      reports_failure(s, evidence)), None)
        found = shown if shown is not None and (not named or shown.index > named[0].index) else \
            (named[0] if named else None)
    if found is None and start is not None:
        found = next((s for s in reversed(steps[:start]) if is_failure(s)), None)
    return found, ""


def reruns_passing(step: Step, failed: list[Step]) -> bool:
    """A call that worked, running again the command of a failing call before it: the passing re-run."""
    return step.kind == TOOL_CALL and step.ok is True and \
        any(f.index < step.index and f.command == step.command for f in failed)


# The person telling of trouble in their own words ("the preflight has no `Access-Control-Allow-Origin` header")
_REPORT_RE = re.compile(r"\b(?:no|not|missing|fails?|failing|failed|errors?|broken|crash\w*|can'?t|cannot|doesn'?t|"
                        r"won'?t|isn'?t)\b|안 |않|없", re.I)


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|\n")


def reports_failure(step: Step, evidence: str) -> bool:
    """The person's prompt, after the last failing call the citation names, reporting trouble in words around a
    piece the citation quotes: the failure the lesson is about, over that call's. The trouble word is in the
    sentence that holds the piece ("job is green and 2.4.1 is on PyPI. While you're here, the test fails" reports
    no trouble of the job), and a message saying it worked reports none ("yes! `ssh build-vm` logs straight in
    now, no password")."""
    if step.kind != PROMPT:
        return False
    said = [q for p in failure_shape(step, evidence) for q in _SENTENCE_RE.split(p) if q.strip()]
    return bool(said) and not confirms(step.flat) and \
        any(_REPORT_RE.search(s) and any(occurs(q, s) for q in said) for s in _SENTENCE_RE.split(step.flat))


# A quoted status that tells trouble with no word of an error: `wrong status code '404', expected '200'`
_STATUS_TROUBLE_RE = re.compile(r"\b(?:wrong|unexpected)\b.{0,30}\b[45]\d\d\b|\b(?:status(?: code)?|http/\S+)\s+[45]\d\d\b",
                                re.I)


_STATUS_RE = re.compile(r"[45]\d\d")


def shows_failure(step: Step, evidence: str) -> bool:
    """A step that is no failed call yet shows the failure the citation quotes: a call whose output names trouble,
    or the person's prompt, holding the error it quotes."""
    if step.kind == TOOL_CALL:
        shape = failure_shape(step, evidence)
        # (its output's words name no trouble, yet the piece it printed does: `Inconsistent object: no such table`)
        if _STATUS_RE.fullmatch(printed := step.result.strip()) and \
                any(printed in c.parts for c in parse(evidence).claims):
            return True   # its whole output the quoted error status (`curl -w '%{http_code}'` printing `404`)
        return bool(shape) and (bool(step.trouble) or any(_STATUS_TROUBLE_RE.search(p) or errorish(p) for p in shape))
    return step.kind == PROMPT and any(ERRORISH_RE.search(p) for p in failure_shape(step, evidence))


def fix_result(workaround: str, transcript: Transcript, anchor: int, evidence: str = "", *,
               refs: StepRefs = StepRefs(), trap: str = "", start: int | None = None,
               commands_ran: frozenset[str] | None = None, symptom: str = "") -> FixResult:
    """The failure (`pick_failure`); then the steps after it must show the fix (`FixCheck`) and the failure
    must not come back after it; a cited `fix_step` must be where it was shown."""
    steps = transcript.steps
    failure, why_not = pick_failure(steps, anchor, evidence, refs, start,
                                    commands_run(transcript) if commands_ran is None else commands_ran, symptom)
    if why_not:
        return FixResult(False, why_not)
    # the step before the failure, past the model's words (`FixCheck.explained`)
    before = next((s for s in reversed(steps[:failure.index]) if s.kind != REPLY), None) if failure else None
    check = FixCheck(workaround, failure, trap, shape=failure_shape(failure, evidence), cited_fix=refs.fix,
                     evidence=evidence, before=before)
    start = failure.index if failure is not None else anchor
    for s in steps[start + 1:]:
        check.see(s)
    return check.verdict()


def fix_verified(workaround: str, transcript: Transcript, anchor: int, evidence: str = "", *,
                 refs: StepRefs = StepRefs(), trap: str = "") -> bool:
    return fix_result(workaround, transcript, anchor, evidence, refs=refs, trap=trap).verified


@dataclass(frozen=True)
class Answer:
    """What the evidence step found for one entry: whether its citation is in
    the session, whether (when asked) its fix was shown to work, and why it
    waits for a person although found (`hold`: cited elsewhere, only the
    assistant's prose) or why its fix is not verified (`fix_reason`)."""
    found: bool
    fix_verified: bool
    hold: str = ""
    fix_reason: str = ""
    refusal: str = ""   # why it is refused, when not for evidence not found (WORKED_NOT_SHOWN)


def answer(finding: Finding, refs: StepRefs, fix: FixResult | None) -> Answer:
    """The verdict from a finding and a fix result, the same for the whole-range judge and the scan."""
    if not finding.found:
        return Answer(False, False)
    hold = ""
    if finding.elsewhere:
        hold = CITED_ELSEWHERE.format(what="; ".join(finding.elsewhere)[:160])
    elif not refs.evidence and not finding.tied:
        hold = UNTIED
    if fix is None:
        return Answer(True, False, hold)
    if finding.worked and fix.reason in (RECURRED, UNVERIFIED):
        # it says the trouble went away, but no fix is seen making it go away (or the failure comes back
        # after it): that claim is not in the session. A fix shown at another step than cited waits for a person.
        return Answer(False, False, refusal=WORKED_NOT_SHOWN)
    if finding.at_once and not fix.at_once:   # shown (where cited or elsewhere), but not at once
        return Answer(False, False, refusal=NOT_AT_ONCE)
    return Answer(True, fix.verified, hold, fix.reason)


def judge_entry(evidence: str, transcript: Transcript, refs: StepRefs = StepRefs(), workaround: str | None = None,
                trap: str = "", commands_ran: frozenset[str] | None = None, symptom: str = "") -> Answer:
    """One entry against the whole analysed transcript (core/evidence/scan.py answers the same streaming).
    `commands_ran`: the command lines its calls ran, when the caller knows them (`commands_run`)."""
    commands_ran = commands_run(transcript) if commands_ran is None else commands_ran
    finding = find(evidence, transcript, refs, commands_ran)
    fix = None
    if finding.found and finding.anchor is not None and workaround is not None:
        fix = fix_result(workaround, transcript, finding.anchor, evidence, refs=refs, trap=trap, start=finding.start,
                         commands_ran=commands_ran, symptom=symptom)
    return answer(finding, refs, fix)
