"""What a clause says of a quoted command line: that a call ran it ("after running `x`"), that a command it names
ran it and printed it ("`task build` ran `go build -o …`"), or only that it was offered ("offered a re-run with
`-resume`"); and the options of a run again ("re-ran with `--max-model-len 16384` → `E`"). core.evidence.claims
reads a clause's quotes with these."""
from __future__ import annotations

import re
from dataclasses import replace

from core.evidence.claim import Claim
from core.evidence.matching import CUT, pieces
from core.evidence.sequence import REPEAT_RE
from core.evidence.subjects import SAID_RUN_RE
from core.evidence.words import PLACE_RE, commandish

RAN = "ran"         # a call ran the quote: it is in a call's own command
WRITTEN = "written"  # a file the session wrote runs it ("pages.yml running `x`"): in a call's command or edit
ECHOED = "echoed"   # the command the clause names ran it: it is in that call's output

# "`task build` ran `go build -o …`": a command as the subject of "ran", the quote after it what it ran
_ECHOED_RE = re.compile(r"\x00(\d+)\x00\s+(?:then\s+|now\s+|just\s+)?ran\s*$")
# "offered a re-run with `-resume …`", "suggested running `x`": a run only offered, no call said to have run it
_OFFERED_RE = re.compile(r"\b(?:offered|offering|suggested|suggesting|proposed|proposing|recommended|would)\b"
                         r"[^\x00.;]{0,30}$", re.I)
# "the user ran `fly login …`": the person's own run, in a terminal the session never saw: what it ran is the
# conversation's words (asked for, told of), no call's command
_PERSON_RAN_RE = re.compile(r"\b(?:the\s+)?(?:user|person|human|developer|maintainer|operator)\s+(?:then\s+|had\s+|"
                            r"has\s+|manually\s+|themselves\s+|also\s+)*(?:ran|run|executed|typed|entered)\s*$", re.I)
# "re-ran with", "restarted it with": the quote after it the options of a run again
_RUN_WITH_RE = re.compile(r"\b(?:re-?ran|re-?run|restarted|relaunched|re-?launched|started|ran|run|rebuilt|retried)"
                          r"(?:\s+(?:it|again))?\s+with\s*$", re.I)
# ... or an option the clause opens on as what was given ("Adding `-overwrite` made analyzeHeadless abort with `E`": the
# run given it printed E), when a command the session ran gave it (one put in a Makefile is no option of the run)
_ADDING_RE = re.compile(r"^\s*(?:adding|passing|appending|giving\s+it)\s*$", re.I)

# "added pages.yml running `x`", "a hook running `x`": a file's command, run where the file is run
_FILE_RUNS_RE = re.compile(r"(?:\.[A-Za-z]\w{0,4}|\b(?:script|workflow|job|hook|target|task|step|recipe|action|"
                           r"entrypoint|unit))\s+(?:running|that runs|which runs)\s+(?:the\s+)?(?:command\s+)?$", re.I)
# "passing `-d` got it past …": a flag given to a call (in a call's own command, not only in a hint's text); not
# "the fix is passing `-s X`", "try passing", which say what to do
_PASSED_RE = re.compile(r"(?<!\bis )(?<!\bbe )(?<!\btry )(?<!\bmeans )(?<!\bneeds )(?<!\brequires )"
                        r"\b(?:passing|passed|giving|gave|appending|appended)\s*$", re.I)


def quote_role(before: str, got: list[str], quoted: list[str]) -> str:
    """What the words `before` a quote (its pieces `got`) say of it: `ECHOED`, `RAN` or "" (nothing said of it)."""
    echoed = _ECHOED_RE.search(before)
    if echoed and commandish(quoted[int(echoed.group(1))]):
        return ECHOED
    flag = got[0].startswith("-")
    if (commandish(got[0].strip(CUT)) or flag) and (SAID_RUN_RE.search(before) or flag and _PASSED_RE.search(before)) \
            and not _OFFERED_RE.search(before) and not _PERSON_RAN_RE.search(before):
        return WRITTEN if _FILE_RUNS_RE.search(before) else RAN
    return ""


def run_with(before: str, quote: str, commands_ran: frozenset[str] = frozenset()) -> bool:
    """Whether `quote` is the options a run again was given ("re-ran with `--x 1`"), or a variable set for it ("re-ran
    with `CHROME_PATH=…`")."""
    return re.match(r"-|[A-Za-z_]\w*=", quote.lstrip()) is not None and (_RUN_WITH_RE.search(before) is not None or (
        _ADDING_RE.search(before) is not None and any(quote.strip().lower() in c.lower() for c in commands_ran)))


# A request named by its method and where it went ("the PUT to `/x`", "a GET on `https://…`"), and the subagent
METHOD_TO_RE = re.compile(r"\b(?:(?:GET|POST|PUT|PATCH|DELETE|HEAD)\s+(?:request\s+)?|request\s+)"
                          r"(?:to|on|of|at|against)\s+\x00\d+\x00\s*$")
# ... or a method that sends after the path ("the `boot-source` PUT came back with `E`"): the call sent there with it (a
# GET gives no method to check, so its path stays a free piece)
PATH_METHOD_RE = re.compile(r"\x00\d+\x00\s+(POST|PUT|PATCH|DELETE)(?:\s+(?:request|call))?\s*$")
SUBAGENT_RE = re.compile(r"\bthe\s+(?:sub-?agent|agent|Task(?: call)?)\s*$", re.I)

# "With `X=false` train.py got to `E`", "With `-k uvicorn.workers.UvicornWorker` the curl printed `E`": a clause
# opening on a setting or an option (checked in core.evidence.claims), which the call that printed E was given
# ("Even with `-y` pointing at `C:\\syms` the stack still showed `E`": the option and what it was given)
# (not one set in a file, "Even with `WORKERS=1` in `.env`": that is no option of the run)
WITH_SETTING_RE = re.compile(r"\s*(?:even\s+|still\s+)?with\s+\x00(\d+)\x00"
                             r"(?:\s+(?:pointing|pointed|set)\s+(?:at|to)\s+\x00(\d+)\x00)?"
                             r"(?!\s+(?:in|inside|from|into|under)\b)\s*,?\s*(?=\S)", re.I)
# ... an option or a variable it set (`--seed 3`, `X=false`), not a line of SQL or Lua whose comment opens on `--`
SETTING_RE = re.compile(r"-(?!-?\s)|[\w.]+=")

# Verbs of output that may name what the run was given instead ("crashed with `-flto` enabled")
_GIVEN_WITH_RE = re.compile(r"(?:abort|crash)(?:ed|s)? with|(?:died|dies|die) with", re.I)


def given_with(verb: str, outputs: list[str]) -> tuple[list[str], list[str]]:
    """After "crashed / died / aborted with", an option or a setting (`-flto`, `X=1`) is what the run was given, not
    what it printed: (what it printed, what it was given)."""
    if not _GIVEN_WITH_RE.fullmatch(verb):
        return outputs, []
    return [o for o in outputs if not SETTING_RE.match(o)], [o for o in outputs if SETTING_RE.match(o)]


# "re-ran `go test ./...`": a repeat word heading the quote it says ran again
_RERAN_QUOTE_RE = re.compile(r"\b(?:re-?ran|re-?running|retried|retrying)\s+\x00(\d+)\x00", re.I)


def own_repeat(claim: Claim, clause: str, quoted: list[str], still: bool) -> Claim:
    """A repeat word heading a quote the claim does not tie to its call says that quote ran again, not the tied call:
    "Built the frontend (`✓ built in 1.92s`), re-ran `go test ./...`" (the build ran once); that quote must have run
    twice ("Re-running `update-initramfs -u` after the change …" of a command run once is no re-run)."""
    again = tuple(unit for m in _RERAN_QUOTE_RE.finditer(clause) if (unit := tuple(pieces(quoted[int(m.group(1))])))
                  in claim.free and commandish(quoted[int(m.group(1))]))
    claim = replace(claim, rerun_units=again) if again else claim
    if not claim.repeat or still:
        return claim
    rest = _RERAN_QUOTE_RE.sub(lambda m: m.group(0) if any(p in claim.tied for p in pieces(quoted[int(m.group(1))]))
                               else " ", clause)
    return claim if REPEAT_RE.search(PLACE_RE.sub(" ", rest)) else replace(claim, repeat=False)
