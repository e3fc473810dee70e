"""What a citation claims, as data: the `Claim`s a citation is read into (core.evidence.claims reads them,
core.evidence.judge and core.evidence.scan look for them in the session's steps) and the units each is looked
for by. Kept apart from the reading so the readers and the lookers share types, not a 500-line module."""
from __future__ import annotations

from dataclasses import dataclass, replace


# A state a listing gives a name (`db-1  Up 3 seconds`, `api-7d9f 0/1 Running`), and the words that say it.
STATES: dict[str, frozenset[str]] = {
    "running": frozenset({"running", "up"}), "up": frozenset({"up", "running"}), "healthy": frozenset({"healthy"}),
    "ready": frozenset({"ready"}), "listening": frozenset({"listening", "listen"}), "active": frozenset({"active"}),
    "stopped": frozenset({"stopped", "exited"}), "exited": frozenset({"exited"}),
    "down": frozenset({"down", "exited", "stopped"}), "crashloopbackoff": frozenset({"crashloopbackoff"}),
    "pending": frozenset({"pending"}), "completed": frozenset({"completed"}),
}


@dataclass(frozen=True)
class Claim:
    """What must be found within one step: verbatim `fragments` and
    distinctive `tokens` (normalised); `groups`, only for a citation with
    nothing quoted and nothing distinctive, are each piece's plain words.
    `outputs` (of those parts) must be in the call's own output, `inputs`
    ("running X gave …") in the call itself, and `empty_output` says the
    call printed nothing."""
    fragments: tuple[str, ...] = ()
    tokens: tuple[str, ...] = ()
    groups: tuple[tuple[str, ...], ...] = ()
    outputs: tuple[str, ...] = ()
    empty_output: bool = False
    inputs: tuple[str, ...] = ()
    repeat: bool = False      # "second", "again": the call ran the same command before
    ran: bool = False         # "`X` built/ran/passed": a call that ran X, with an ok result
    outcome: str = ""         # "fail" / "ok": what the claim says came of the call that holds it
    first: bool = False       # "on the first run": no call ran the same command before
    plural: bool = False      # "both runs", "every call", "twice": at least two calls hold it
    once: bool = False        # "failed once": exactly one call holds it
    times: int = 0            # "three times", "the first two runs": at least that many calls hold it
    # Pieces the clause does not tie to the call it names (each quote's pieces together, each token
    # alone): found in any one step of their own. What the clause ties together stays one claim.
    free: tuple[tuple[str, ...], ...] = ()
    tied: tuple[str, ...] = ()   # the parts that share the call's step (the rest are `free`)
    ran_units: tuple[tuple[str, ...], ...] = ()   # free command lines the prose says were run ("after running `x`")
    written_units: tuple[tuple[str, ...], ...] = ()   # ... or put in a file ("added `x` to the config")
    printed_times: bool = False   # "→ `success` twice": the count said of what the call printed, not of its runs
    rerun_units: tuple[tuple[str, ...], ...] = ()   # ... said to have run again ("re-running `x` after …"): twice
    called: bool = False    # a command line said to have run or been written: in a call's own text or edit
    run: bool = False       # ... said to have run: in a call's own command, not a script an edit wrote
    # "After X, `cmd` passed", "X, then `cmd` failed", "`cmd` passed after X": the index (in the citation's
    # claims) of the claim X whose pieces must all have appeared by the step of the call this claim names
    after: int | None = None
    next_call: bool = False   # "the next `cmd` run": with `after`, only the first call of the command after it
    # "X and the runner printed `true` right away": with `after`, each free piece from X's step up to the next call run
    right_away: bool = False
    final: bool = False   # "the last `cmd`", "finally": with `after`, any call of the command after it, not the first
    before: int | None = None   # "`bun test` passed before `bun install` …": held before that claim first appears
    absent: tuple[str, ...] = ()   # "`tasklist` listed no esbuild.exe": names not in the named call's output
    nth: tuple[str, int] | None = None   # "the second edit": the n-th call of that tool family (sequence.nth_call)
    states: tuple[tuple[str, str], ...] = ()   # "`docker compose ps` showed db-1 running": (name, state) in its output
    # a repeat's clause's every quoted piece, free ones too: "re-launched with `--max-model-len 16384`" names the
    # option the run again added (steps._relaunched)
    named: tuple[str, ...] = ()

    @property
    def parts(self) -> tuple[str, ...]:
        return self.fragments + self.tokens

    @property
    def first_next(self) -> bool:
        """"the next `cmd` run", "the very next run passed": only the first such call after what came before holds
        it (a failure said right after an act names no call of its own: any later failing one may hold it)."""
        return self.next_call and bool(self.inputs or self.outcome == "ok")

    @property
    def asks_runs_before(self) -> bool:
        """"the second run", "the first `x`", "re-running `x`", "`x` → `E`" (a command run as quoted names that run,
        core.evidence.named_run): what ran before a call decides whether it holds."""
        return self.repeat or self.first or bool(self.rerun_units) or bool(self.inputs and (self.outputs or
                                                                                             self.outcome))

    @property
    def checks(self) -> bool:
        """Whether the claim says something of the call that holds it (an outcome, a repeat, …)."""
        return bool(self.outcome or self.repeat or self.first or self.plural or self.times or self.empty_output or
                    self.ran or self.once or self.states)


def units(claim: Claim) -> tuple[Claim, ...]:
    """What is looked for, each in one step: the part of the claim the clause ties to one call (with what
    it says of that call), and each free piece on its own. A model joins pieces of several steps in one
    sentence ("after the edit and `mix deps.get` the error was gone"); only what the sentence binds to
    one call ("`cmd` → `error`", "`cmd` failed with exit code 128") must share its step."""
    if not claim.free and not claim.tied:
        return (claim,)
    core = replace(claim, fragments=tuple(f for f in claim.fragments if f in claim.tied),
                   tokens=tuple(t for t in claim.tokens if t in claim.tied), free=(), tied=(),
                   named=claim.fragments if claim.repeat else ())
    # with nothing tied, what must come after another claim ("`fix` → `output`") is each free piece
    # (and "… right away": each in the very call after it)
    after = None if core.parts else claim.after
    said = claim.ran_units + claim.written_units + claim.rerun_units
    return ((core,) if core.parts else ()) + tuple(Claim(fragments=unit, called=unit in said,
                                                         run=unit in claim.ran_units, after=after, final=claim.final,
                                                         repeat=unit in claim.rerun_units,
                                                         right_away=after is not None and claim.right_away)
                                                   for unit in claim.free)


@dataclass(frozen=True)
class Citation:
    """A citation as claims; `fragments`/`tokens` are all of its claims' together."""
    claims: tuple[Claim, ...]
    # It ends saying the trouble went away ("the tests passed", "it worked", "the commit went through") in
    # prose tied to no call: a claim about the fix, which only the fix check can bear out.
    worked: bool = False
    # ... and that it went away at once ("right after", "the next run passed", "was enough"): a fix that failed
    # first, or after which the failure came back before it held, is not what it says
    at_once: bool = False
    # "`npm rebuild x`; the app started afterwards", "→ the following export failed again": an outcome said, in a
    # clause naming nothing of its own, of the call right after the one an earlier claim names — (that claim's
    # index, "ok" / "fail"); the next call that runs something must have had it
    next_outcomes: tuple[tuple[int, str], ...] = ()
    # "`@njit(cache=True)` … passed the tests on the first run": the same, said of code an edit must have written,
    # and only of the call right after the first such edit (core.evidence.sequence.code_outcomes)
    code_outcomes: tuple[tuple[int, str], ...] = ()
    # "`X` alone fixed it", "was enough", "no code change was needed": the claims said to be the only change between
    # the failure and the passing run (core.evidence.alone)
    alone: tuple[int, ...] = ()

    @property
    def checked_outcomes(self) -> tuple[tuple[int, str, bool], ...]:
        """Both kinds, as (claim index, "ok" / "fail", said of code): what judge and scan check alike."""
        return tuple((o, s, False) for o, s in self.next_outcomes) + tuple((o, s, True) for o, s in self.code_outcomes)

    @property
    def fragments(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f for c in self.claims for f in c.fragments))

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t for c in self.claims for t in c.tokens))

    @property
    def parts(self) -> tuple[str, ...]:
        return self.fragments + self.tokens

    @property
    def empty(self) -> bool:
        return not self.claims
