"""Was a gotcha's fix shown to work? Read off the steps after its failure.

A lesson's workaround is believed only when the session shows it (`FixCheck`): a later successful command the session
ran whose new distinctive part is the workaround's (a tool parameter for a tool call, a flag added to the failing
command, the failing command run with less for a fix that says what to leave out); the failing command run again and
passing after an edit that adds what the workaround names, changes the file it names or puts two names in the order it
names (core.evidence.reorder); the person confirming right after. And only if the failure does not come back after it
(issue 24)."""
from __future__ import annotations

import re

from core.evidence.came_back import own_commands, runs_own
from core.evidence.checks import chain, same_check, same_failure, same_target, selects_other, then_again, written_words
from core.evidence.matching import CUT, normalise, occurs
from core.evidence.fixparts import (CODE_FLAGS, DENIED, FIX_ELSEWHERE, RECURRED, REMOVE_RE, UNVERIFIED, WAIT_RE,
                                    WITHOUT_RE, FixResult, adds_only, changes_then_reruns, code_names, contains,
                                    did_nothing, edits_named, edits_named_file, generic, loose, made, names_in,
                                    narrowed, objects, pairs, reads_source, into, removes, removes_failing, rerun_words,
                                    run_names, run_within, runs_again, same_change, same_program, setting_in,
                                    shares_word, takes_out, targets, under, with_less)
from core.evidence.quoted_fix import read_quoted
from core.evidence.reorder import reorders
from core.evidence.explained import (checks_syntax_only, explained_by, explained_check, failed_call, respelled,
                                     reruns_explained, restarts, writes_files)
from core.evidence.person import DENY_RE, NOTE_RE, confirms, denies, did_it, names_case, retracts
from core.evidence.spelling import filled_in, fills, placeholder, same_name
from core.evidence.outcomes import prints_quoted
from core.evidence.steps import EDIT_TOOLS, Step, argv, passed, rejected, searched_clean
from core.evidence.words import COMMAND_WORDS, LOOKS, commandish
from core.evidence.whole_way import WholeWay
from core.evidence.workaround import told_fix, workaround_parts
from core.transcript.conversation import PROMPT, REPLY, TOOL_CALL
from core.transcript.signals import trouble as trouble_words


class FixCheck:
    """Whether the steps after a failure show the workaround working; fed one step at a time. `shown` holds once it
    is shown and the failure has not come back since: a fix is verified only if the failure does not return after it
    (the same command failing again, the error the citation quotes in a later failing call, the person saying right
    after that it does not work); a fix shown again after that counts again."""

    def __init__(self, workaround: str, failure: Step | None, trap: str = "", *,
                 shape: tuple[str, ...] = (), cited_fix: int | None = None, evidence: str = "",
                 before: Step | None = None) -> None:
        # `trap` is accepted but not used: a trap often names the fix as what was skipped.
        raw_fragments, prose, negated = workaround_parts(workaround)
        if not raw_fragments and evidence:   # a workaround in prose: the fix the evidence quotes
            raw_fragments = told_fix(workaround, evidence, failure.result if failure is not None else "")
        self.workaround, self.about = workaround, f"{workaround}\n{evidence}"   # (`about`: what a "done" names)
        self.named_fix = " ".join((workaround, *shape))   # the fix and its error, for the thing a "perfect" names
        self.failure = failure
        self.failed = failure.command if failure is not None else ""
        self.failed_chain = chain(self.failed)   # its commands, as joined (`&&`, `;`, `|`)
        self.old = failure.argv if failure is not None else ()
        self.programs = failure.programs if failure is not None else ()
        self.cwd = failure.cwd if failure is not None else ""
        self.tool = failure.tool if failure is not None else ""
        read = read_quoted(raw_fragments, self.old, self.cwd, self.failed_chain, self.programs)   # (`quoted_fix`)
        sequences, flags, self.lesser = read.sequences, read.flags, read.lesser
        self.quoted, self.checks = read.quoted, read.checks
        self._ran_in_failure = read.ran_in_failure   # a name of the fix the failing line already ran
        names: list[str] = []
        numbers: list[str] = []
        new_programs: list[str] = []
        for word in names_in(" ".join(prose)):
            if word in COMMAND_WORDS and word not in self.programs and word not in ("cd", "sudo") and \
                    not any(same_name(word, o, self.cwd) for o in self.old):
                new_programs.append(word)   # a program new to the fix (bash -c, an interpreter switch)
            if any(same_name(word, o, self.cwd) for o in self.old):
                # `-E` of "use sudo -E" after `sudo -E wg-quick up` failed: the fix already ran, and failed
                self._ran_in_failure = self._ran_in_failure or word.startswith("-") or not generic(word)
                continue
            if word.startswith("-") and generic(word):
                flags.append(word)
            if re.fullmatch(r"\d[\d.]*", word):
                numbers.append(word)
            elif not generic(word):
                names.append(word)
        self.sequences = tuple(dict.fromkeys(sequences))
        self.fragments = tuple(" ".join(q) for q in self.sequences)
        self.whole = WholeWay(workaround, self.quoted, raw_fragments, self.cwd)   # (its commands in order)
        # the quoted code as written, for an edit that puts it in a file (`Sandbox.mode(Repo, …)`)
        self.code = tuple(c for c in (normalise(f).strip(CUT) for f in raw_fragments) if len(c) >= 6 and not
                          run_within(argv(c), self.old, self.cwd) and argv(c) not in self.checks)
        # the operands of a whole command the fix gives, as the evidence quotes it run, are that command's, not its
        # names (`chown www-data:www-data …/survey.db`: the owner given the folder is no fix); settings are
        told = normalise(evidence)
        quoted = [q for q in sequences if len(q) >= 3 and commandish(" ".join(q)) and " ".join(q) in told]
        self.names = tuple(n for n in dict.fromkeys(names) if "=" in n or n.startswith("-") or
                           not any(n in q for q in quoted))
        # prose programs only when no quoted command says more exactly what the fix runs
        self.new_programs = () if sequences else tuple(dict.fromkeys(new_programs))
        self.numbers = tuple(dict.fromkeys(numbers))
        self.waited = tuple(re.findall(r"\b\d+\b", " ".join(prose)))   # "sleep 60 and retry": a wait of 60, not 120
        self.flags = tuple(f for f in dict.fromkeys(flags) if f not in self.old and f not in pairs(self.old))
        # "commit without X", "leave X out of `git add`": the failing command run with less can show it
        self.without = tuple(w for w in (normalise(n) for n in negated) if w)
        # ... or a quoted part of the failing command the workaround says to use instead of, or without
        self.less = bool(self.failed) and (bool(WITHOUT_RE.search(workaround)) or any(
            r == w or r.startswith(w.rstrip("/") + "/") for w in self.without for r in self.old))
        # a fix naming only a flag in prose ("use sudo -E"), or quoting what the failing line already ran (`docker compose
        # restart x` of `… && smoke`), names something all the same: a reply must name it to propose it, not any reply
        self.anything = bool(self.sequences or self.names or self.new_programs or self.flags or self._ran_in_failure
                             and not names and not WAIT_RE.search(workaround))
        self.removes = bool(REMOVE_RE.search(workaround))
        self.targets, self.again = targets(workaround), then_again(workaround, self.failed_chain)   # (`fixparts`)
        # "wait, then retry": the same command passing later shows a fix that names nothing to run; for any other such
        # fix the failing command passing with no edit before it is a flaky check passing on its own, unless what it
        # was run with is what the workaround names ("chain ulimit with the build")
        self.waits = bool(WAIT_RE.search(workaround))
        self.acted = False   # a successful call other than the failing check ran after the failure
        self.words = frozenset(w.strip(".,;:()") for w in normalise(workaround).split())
        self.runs, self.shape, self.cited_fix = run_names(workaround), shape, cited_fix
        call = explained_by(failed_call(before), failure, shape) if self.reads_state else None
        self.explained = explained_check(call.command) if call is not None else None   # (that call's check, once)
        self.objects = objects(failure.result if failure is not None else "", shape)
        self.cited_line: tuple[str, ...] = ()   # the cited fix's words, when its line failed further on (`_shows`)
        # the fix's own commands (core.evidence.came_back); run, then the check failing the same way: not shown
        self.own = own_commands(self.sequences, failure)
        self.fix_ran = self.came_back = self.fix_again = False
        self._watch(failure)

    def _watch(self, failure: Step | None) -> None:
        """What the steps after the failure have shown so far: nothing yet."""
        self.edited = self._last_adds = False   # (`_last_adds`: the latest change, an edit, added the fix)
        self.written: set[str] = set()   # the words the edits writing the fix wrote (`checks.written_words`)
        self.by_person = False   # the person's act is cited as the fix: only the very next call may show it
        self._felt = trouble_words(failure.flat) if failure and failure.kind == PROMPT else frozenset()   # (reported)
        # the failing check, or for a failure that ran no command (a failed edit, the person's report) the checks that
        # failed after it: after an edit that names the fix, one of them passing shows it
        self.failing: list[Step] = [failure] if failure is not None and failure.command else []
        self.proposed = False
        self.shown_at: Step | None = None
        self.part: set[int] = set()   # ids of the steps that showed the fix (edits, proposal, the run)
        # successful calls and edits since the failure, before the fix was shown: one the model cites as its fix
        # stands when the check then passed (the session ran it in words the workaround does not give)
        self.tried: set[int] = set()
        self.recurred = False
        self._asked = self._answer = False   # the last step was a reply asking; this one follows such a reply
        self.denied = False   # it came back in the person's word, after other calls (`DENIED`)
        # what each check run before the fix printed as trouble: printed again after it, the trouble is back
        self._trouble: dict[str, frozenset[str]] = {}
        self._after_shown = False     # the first prompt after the fix was shown is still to come
        self._late = False            # nor the person nor another edit came since the fix was shown
        self._same_turn = False       # nor the person (the model's own turn goes on since the fix was shown)
        # a run of the fix failed before it was shown (the failure may itself be one): not "at once"
        self.stumbled = failure is not None and failure.kind == TOOL_CALL and bool(failure.command) and \
            self.runs_fix(failure)

    def _named_in(self, text: str) -> bool:
        return any(occurs(f, text) or filled_in(f, text) for f in self.fragments + self.code) or \
            any(occurs(n, text) for n in self.names + self.new_programs + self.flags)

    def _writes_code(self, edit: str) -> bool:
        """An edit holding every name a quoted piece of the fix's code calls or reads (`fixparts.code_names`)."""
        return any(names and all(occurs(n, edit) for n in names) for names in map(code_names, self.code))

    def runs_fix(self, step: Step) -> bool:
        """A quoted command of the workaround run whole (its words in order, paths as the same file; a lone word as the
        program, a flag or a value, never a file the command merely touches), or a distinctive name the workaround
        gives that the failing command did not use; for a tool call (Read), a parameter the workaround names, given to
        the tool that failed."""
        if step.params:   # (a Bash call's `timeout` as well as Read's `offset`)
            keys = step.params[::2] if len(step.params) % 2 == 0 else step.params
            if step.tool == self.tool and (any(len(q) <= 2 and q[0].rstrip(":") in keys for q in self.sequences) or
                                           not step.command and any(k in self.words for k in keys)):
                return True   # ... or, for a tool that runs no command, a parameter its prose names ("with offset")
            if not step.command:
                return False
        if step.command and checks_syntax_only(step.commands):
            return False   # `python -m py_compile publishconf.py`: the file read, checked, not run; no run of the fix
        if removes(step) and not self.removes:
            return False   # removing the file a fix names undoes it (unless the fix is to remove it)
        for want in self.sequences:
            if len(want) == 1:
                # a lone word: the program, a flag, a value, or an argument to the failing program run again (`git add x`)
                w = want[0]
                again = same_program(step.programs, self.programs)
                where = step.argv if w.startswith("-") or "=" in w or (self.removes and removes(step)) else \
                    (*step.argv, *step.programs) if again else step.programs   # (and what a shell is handed runs)
                if any(same_name(w, r, self.cwd) for r in where) or made(w, step.commands, self.cwd) or \
                        w[0] in "?&" and any(w in r for c in step.commands if c and c[0] in self.programs for r in c):
                    # (`?authSource=admin`: in a URI the failing program is given)
                    return True
            elif any(run_within(want, part, self.cwd, True) for part in (step.argv, *step.commands)) or \
                    contains(loose(step.command), loose(" ".join(want))):   # (a part: what a shell was handed too)
                return True
        if any(run_within(want, part, self.cwd) and not any(d in part for d in dropped)   # each command of the line
               for want, dropped in self.lesser for part in (step.commands or (step.argv,))):
            return True
        if any(adds_only(self.old, part, self.sequences) for part in step.commands):
            return True
        if step.programs and all(p in LOOKS for p in step.programs):
            return False   # reading a file the fix names (`tail -3 /tmp/api.log`) is not running the fix
        # code handed to an interpreter (`julia -e 'using Pkg; Pkg.resolve()'`) is run: its words are words run too
        words = [*step.argv, *(w for flag, r in zip(step.argv, step.argv[1:]) if flag in CODE_FLAGS for w in r.split())]
        # ... but not a name only a reading part of the line touches (`zsh -ic '…'; grep -n go/bin ~/.zshrc`)
        parts = step.commands if step.command else ()
        # ... nor the folder a `cd` part moves to: where the line ran, not what it ran (`cd vpc && tofu …`)
        read = {w for p in parts if p[0] in (*LOOKS, "cd", "pushd") for w in p} - \
            {w for p in parts if p[0] not in (*LOOKS, "cd", "pushd") for w in p}
        words = [w for w in words if w not in read]
        return any(same_name(n, r, self.cwd) or fills(n, r) and not placeholder(n) or under(n, r) or setting_in(n, r)
                   for n in self.names for r in words) or any(p in step.programs for p in self.new_programs)

    def reruns(self, command: str, exactly: bool, inner: bool = False) -> bool:
        """The failing command again: every word of it (besides variables set for it), plus at most flags when
        `exactly`; else its program and most of its words (a parameter changed). `inner`: of a line handed to a shell,
        its own words, even when not `exactly` (`fixparts.runs_again`)."""
        return bool(self.failed) and runs_again(list(self.old), list(argv(command)), exactly, self.cwd, inner)

    def _shows(self, step: Step) -> bool:
        if step.kind == TOOL_CALL and self.by_person:
            self.by_person = False
            self.edited = passed(step) and bool(step.command) and (
                self.reruns(step.command, exactly=True) or any(same_check(f, step) for f in self.failing))
        if step.kind == TOOL_CALL:
            if self._cited_shows(step):
                return True
            self.edited = self.edited and not self._piped_again(step)
            if passed(step) and (step.command or step.params):
                if self.runs_fix(step) and not did_nothing(step):
                    if not (self.recurred or self.targets and self.failing or self.again) and self.whole.ran_all(step):
                        return True
                    self.edited = True   # (failure back, an edit or re-check named: the check passing shows it)
                    self.part.add(step.id)
                if step.command and self.reruns(step.command, exactly=True) and (
                        self.edited or respelled(self.failure, step) or not self.anything and (
                            self.waits or self.acted or set(argv(step.command)) - set(self.old) & self.words)) and \
                        not selects_other(self.failure, step, self.shape):
                    return True
                if step.command and not self.anything and self.waits and self._checks_again(step) and \
                        all(n in step.argv for n in self.waited):
                    # "wait and retry": the check that ended the failing line passes (`sleep 120; apt-get …`), with
                    # the wait the workaround names if it names one
                    return True
                if step.command and not self.reruns(step.command, exactly=False, inner=True):
                    self.acted = True   # something else ran between: the check passing after it is no flake
                again = step.command and self.edited and self.anything and (
                    any(same_check(f, step, self.written) or same_target(f, step) for f in self.failing) or
                    self._checks_again(step) or self._last_adds and reruns_explained(self.explained, step)
                    or narrowed(step, self.checks, self.failed_chain, self.failure, self.cwd))
                if again and not selects_other(self.failure, step, self.shape):
                    return True   # after an edit naming the fix, the check that failed (or ended its line) passes
                self._last_adds = self._last_adds and (self.explained is None or not writes_files(step.raw_command) or
                                                       self.runs_fix(step))   # (read only with an explained call)
                if self.reruns(step.command, exactly=False) and (   # the failing command with a number or flag named
                        any(n in step.argv or n in step.params for n in self.numbers) or bool(step.command) and
                        any(f in step.argv or f in pairs(step.argv) for f in self.flags)):
                    return True
                if step.command and self.less and with_less(self.old, step.argv, self.without):
                    return True
                if self.edited and self.reads_state and reads_source(self.failed_chain, step.command) and not \
                        prints_quoted(self.shape, step.result):
                    return True   # the log or listing that showed the error, read again after the edit: it is gone
                if step.command and self.whole.ends_chain(step):
                    return True
            elif step.ok is False and step.command:
                if self.edited and searched_clean(step) and self.reruns(step.command, exactly=False):
                    return True   # after the edit, the check searched for trouble and found none (`| grep -c E` → 0)
                if self.shape and not rejected(step) and self.runs_fix(step) and \
                        not prints_quoted(self.shape, step.result):
                    # the fix ran and the line failed further on, the quoted error gone (`git mv a.js a.mjs && npx
                    # rollup -c` failing in a plugin): the check passing later, the failure never back, shows it
                    self.edited = True
                    self.part.add(step.id)
                if any(same_check(f, step) and same_failure(f.result, step.result) for f in self.failing) and \
                        (not self.shape or prints_quoted(self.shape, step.result, every=True)):
                    # the check failed the same way after the edit (every line of the quoted error, not a wrapper's
                    # "exited with status 1" or a closing line the next error shares): that edit did not fix it
                    self.edited, self.came_back, self.fix_again = False, self.came_back or self.fix_ran, False
                elif not self.failed:
                    self.failing.append(step)
            if step.tool in EDIT_TOOLS and step.ok is not False:
                self._sees_edit(step)
            # a confirmation counts right after the fix; refused by the person, or taken out by an edit, it is none
            note = self._note(step)   # (a README writing the fix down proposes none, yet keeps one proposed before it)
            named = self._named_in(step.flat) and not rejected(step) and not note and \
                not (takes_out(step, self.fragments, self.code, self.names) and not self.removes)
            self.proposed = named or self.proposed and (note or bool(step.command) and not rejected(step) and (
                self.reruns(step.command, exactly=False) or not self.failed and passed(step) or
                self.edited and passed(step) and restarts(step.command)))   # (to take effect)
            if named:
                self.part.add(step.id)
        elif step.kind == REPLY:
            if self._named_in(step.flat) or not self.anything:
                self.proposed = True
                self.part.add(step.id)
        elif step.kind == PROMPT:
            return self._heard(step)
        return False

    def _cited_shows(self, step: Step) -> bool:
        """The step the model cites as its fix, judged by what it did (ADR 0010, thirty-third round)."""
        cited = passed(step) and step.id == self.cited_fix and bool(step.id)
        edit = step.tool in EDIT_TOOLS
        if cited and (step.command or edit) and (self._named_in(step.edit if edit else step.flat) or shares_word(
                f"{step.edit} {step.path}" if edit else step.command, self.words, {w.casefold() for w in self.old} |
                set(self.programs)) or edits_named(step, self.runs, self.about, self.failure)):
            # a passing command naming the fix or sharing a word of its own with it (`shares_word`), an edit writing
            # it or changing a file the lesson or the failure names; a passing re-run then shows it
            self.edited = True
            self.part.add(step.id)
        if step.ok is False and step.command and self.shape and not rejected(step) and step.id == self.cited_fix and \
                step.id and not self.runs_fix(step) and self.reruns(step.command, exactly=True) and \
                not prints_quoted(self.shape, step.result):
            self.cited_line = rerun_words(step.raw_command, self.old, self.cwd)   # failed further on: made again later?
            self.part.add(step.id)
        if cited and step.command and changes_then_reruns(step.raw_command, self.old, self.cwd) and \
                not prints_quoted(self.shape, step.result) and not selects_other(self.failure, step, self.shape):
            return True   # it changed something, then ran the failing command again, and passed
        return passed(step) and bool(step.command) and bool(self.cited_line) and \
            self.reruns(step.command, exactly=False) and same_change(self.old, self.cited_line, step.argv) and \
            not prints_quoted(self.shape, step.result)   # the failing command again with the cited line's change

    def _sees_edit(self, step: Step) -> None:
        if takes_out(step, self.fragments, self.code, self.names):
            # the edit took the fix out again (a revert): a pass after it shows nothing; unless taking it out is the
            # fix ("remove the `!include public_tags.yaml` line")
            adds = self.edited = self.removes
        else:
            # an edit that adds what the workaround names (into the file it says to put it in, if it says one), or
            # changes the file it names; then the failing command passing shows it
            adds = (self._named_in(step.edit) or self._writes_code(step.edit)) and into(step.path, self.targets) or \
                not self.anything or \
                edits_named_file(step.path, self.sequences, self.names, self.runs, self.cwd, step.edit) or \
                self.removes and removes_failing(step, self.shape) or reorders(step, self.workaround, self.targets)
            self.edited = self.edited or adds
        self._last_adds = adds
        if adds:
            self.part.add(step.id)
            self.written |= written_words(step.edit)

    def _heard(self, step: Step) -> bool:
        """The person's prompt: a confirmation right after the fix, or their act cited as the fix ("installed Build Tools,
        try again") or told ("done, added dnsTunneling=true and restarted WSL"), which the failing check passing next
        shows; told with a thing said to work ("restarted with --host=0.0.0.0 and the phone loads …"), that is the fix's."""
        self._felt |= trouble_words(step.flat) if self.shown_at is None else frozenset()   # (the person's report)
        told = self._named_in(step.flat) and did_it(step.flat)
        if self.proposed and confirms(step.flat, self.about, self.named_fix) or told and confirms(step.flat, self.about):
            return True
        self.proposed = False
        if self.edited and not self.by_person and denies(step.flat) and not self._answer:
            self.edited = False   # "still go1.21.6 in a new tab" after the edit: the person's check failed as before
        if step.id and step.id == self.cited_fix and not DENY_RE.search(step.flat) or told:
            self.by_person = self.by_person or not self.edited   # (after an edit: the person's act is part of it)
            self.edited = True
            self.part.add(step.id)
        return False

    def _note(self, step: Step) -> bool:
        """An edit of a note (a README, a .md) that names the fix: writing it down, no proposal of its own."""
        return step.tool in EDIT_TOOLS and NOTE_RE.search(step.path) is not None and self._named_in(step.flat)

    def _piped_again(self, step: Step) -> bool:
        """The failing check re-run through a pipe exiting 0 (`… | grep -A3 '^error'`) printing the quoted error."""
        return bool(step.ok and not passed(step) and self.shape and prints_quoted(self.shape, step.result) and
                    self.reruns(step.command, exactly=False))

    def _checks_again(self, step: Step) -> bool:
        """The failing line's last command (the check: `curl -s localhost:8088/health`) run again in a later line."""
        return len(self.failed_chain) > 1 and self.failed_chain[-1] in chain(step.command)

    def recurs(self, step: Step) -> bool:
        """The failure back: the failing command failing again, the error the citation quotes in a later
        failing call, or the person saying right after the fix that it still does not work."""
        if step.kind == PROMPT:
            first, late = self._after_shown, self._late
            self._after_shown = self._late = self._same_turn = False
            # "the workflow runs now, but the 3.13 job still fails: …": it worked, and something else fails. After other
            # calls (no other edit), the person's first word still speaks of this failure when it names its case ("아니요,
            # order-88412 는 아직도 WorkflowTaskFailed 로 보여요"): what came before may have worked, so it is held (`DENIED`)
            said = denies(step.flat, self._felt) and not self._answer   # (or "still" and trouble they reported)
            self.denied = said and not first and late and names_case(step.flat, self.about)
            return said and first or self.denied
        if step.kind != TOOL_CALL:
            return step.kind == REPLY and self._same_turn and retracts(step.flat)   # "That was wrong of me: …"
        at = self.shown_at
        if step.ok is False and at is not None and at.command and self.runs_fix(at) and \
                self.reruns(at.command, exactly=True) and not self.runs_fix(step):
            return False   # a fix given with the check itself (`KUBEBUILDER_ASSETS=… go test`): a run without it
        if step.ok is not False:
            recorded = self._trouble.get(step.command)   # (a step's trouble words are read only when recorded)
            return self._read_again(step) or bool(recorded and recorded & step.trouble) or self._piped_again(step)
        if self.shape:   # the error the citation quotes, from the same program (or tool) as the failure
            return all(occurs(p, step.result) for p in self.shape) and self._same_kind(step) and \
                all(o in step.result for o in self.objects)
        # the failing command failing again, the same way: not the failure fixed and the next one revealed
        return self.failure is not None and bool(self.failed) and step.command == self.failure.command and \
            same_failure(self.failure.result, step.result)

    @property
    def reads_state(self) -> bool:
        """The failure was read from a call that succeeded (`kubectl get pods` listing CreateContainerConfigError)."""
        f = self.failure
        return f is not None and f.kind == TOOL_CALL and f.ok is not False and bool(self.shape)

    def _read_again(self, step: Step) -> bool:
        """Such a failure shown again by the same program's output: that call is no pass, and after the fix it is
        the failure back."""
        return self.reads_state and step.kind == TOOL_CALL and all(occurs(p, step.result) for p in self.shape) and \
            self._same_kind(step)

    def _same_kind(self, step: Step) -> bool:
        """A later call of the program (or tool) that failed: a generic error from another program ("Sibling
        tool call errored" of a parallel call) is not this failure coming back."""
        f = self.failure
        if f is None or f.kind != TOOL_CALL:
            return True
        if f.command and step.command:
            return same_program(f.programs, step.programs)
        return f.tool == step.tool

    def see(self, step: Step) -> bool:
        """Feed the next step; whether the fix stands shown after it."""
        if step.kind == TOOL_CALL and self.own and runs_own(step, self.own, self.cwd) and not rejected(step):
            self.fix_ran, self.fix_again = True, self.came_back   # (the fix's own command: `came_back`)
        # the person's "no" right after a reply asking something answers it (`설치할까요?` → "아니요"): no failure report
        self._answer, self._asked = self._asked, step.kind == REPLY and step.flat.rstrip().endswith("?")
        if self.shown_at is not None:
            if self.recurs(step):
                self.shown_at, self.edited, self.proposed, self.recurred = None, False, False, True
                self.part, self.came_back, self.fix_again = set(), self.came_back or self.fix_ran, False
            elif self._shows(step) or (step.kind == TOOL_CALL and passed(step) and bool(step.command) and
                                       (self.reruns(step.command, exactly=False) or self._checks_again(step))) or \
                    (step.kind == PROMPT and confirms(step.flat, self.about, self.named_fix)):
                self.part.add(step.id)   # shown again, or the failing command now passing: either can be cited
            elif step.kind == TOOL_CALL and (step.command or step.tool in EDIT_TOOLS) and \
                    not self._named_in(step.edit if step.tool in EDIT_TOOLS else step.flat):
                # other work since (a command failing, another fix; not the fix again): the person speaks of that next,
                # and the model's "my mistake" after another call failed is about that call
                self._after_shown = False
                self._late = self._late and step.tool not in EDIT_TOOLS
                self._same_turn = self._same_turn and step.ok is not False
            return self.shown_at is not None
        if step.kind == TOOL_CALL and step.command and (step.ok is False and self.runs_fix(step) or self.edited and
                                                        step.ok and not passed(step) and self.reruns(step.command, False)):
            self.stumbled = True   # (or the check re-run after the edit failed behind a pipe that exited 0: not at once)
        if self._read_again(step):
            return False
        if self._shows(step) and (self.fix_again or not self.came_back):
            self.shown_at = step
            self.part.add(step.id)
            self._after_shown = self._late = self._same_turn = True
        elif step.kind == TOOL_CALL and step.ok and (step.command or step.tool in EDIT_TOOLS):
            self.tried.add(step.id)
            if step.command:
                self._trouble[step.command] = step.trouble
        return self.shown_at is not None

    def verdict(self) -> "FixResult":
        if self.shown_at is None:
            return FixResult(False, DENIED if self.denied else RECURRED if self.recurred else UNVERIFIED)
        if self.cited_fix is not None and self.cited_fix not in self.part and self.cited_fix not in self.tried:
            return FixResult(False, FIX_ELSEWHERE.format(step=f"s{self.cited_fix}", at=f"s{self.shown_at.id}"),
                             at_once=not (self.stumbled or self.recurred))
        return FixResult(True, "", at_once=not (self.stumbled or self.recurred))
