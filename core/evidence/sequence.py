"""When and how often: the words of time, order and count a citation is written with.

A citation is cut into clauses at its sentences and words of sequence ("then", "after", "but", an arrow
that leads to another step), and which clause follows which in time is kept (core.evidence.claims checks
it on the calls: "after X, `cmd` passed" needs a passing call after X). The words that say how often or
which time ("again", "still", "three times", "the first `cmd`", "the next run", "right after") are read
here too; what they claim is checked in core.evidence.judge."""
from __future__ import annotations

import re
from typing import Callable

from core.evidence.outcomes import FAIL_RE, NOT_OUTCOME_RE, PAST_RE, RESOLVED_RE, outcome
from core.evidence.words import COMMAND_WORDS, LOOKS

# "X made `cmd` connect": a verb the call is made to do, not one of trouble ("made `cmd` fail", "hang", "print")
_MADE_DO = (r"(?!(?:fail|crash|error|hang|break|die|stop|time|exit|abort|panic|throw|complain|reject|refuse|choke|"
            r"segfault|loop|print|show|say|emit|warn|report|log)\w*\b)[a-z]{3,}")


def _past(verb: str) -> str:
    """A bare verb said in the past ("connect" → "connected"): what a clause of its own would say the call did."""
    return verb if verb.endswith("ed") else verb + "d" if verb.endswith("e") else verb + "ed"


# Words that tell of another step: what follows is a separate claim.
SEQUENCE_RE = re.compile(
    r"(?:[.!?](?=\s|$)|[。！？；]|;|\n|\b(?:then|until|after(?:wards)?(?!\s+[~≈]?\d)|before|once|later|"
    # ("printed nothing but `ok`" is one claim: it printed ok)
    r"(?<!\bnothing )but|(?<=\bnothing )but(?=\s+(?:errors?|warnings?|failures?)\b)|yet|although|though|whereas|"
    r"while|instead|vs\.?|versus|compared (?:to|with)|"
    r"which (?:fixed|solved)|fixed by|so that|so)\b(?!-)|,\s*and\b|"
    # "… printed `E` (and `curl -s` still exited 0)": an aside of its own
    r"\s*\(\s*and\b|"
    # "`x` failed once (`E`) and passed on every run after that": a second outcome is a second claim
    r"\s+and\s+(?=(?:then\s+)?(?:passed|failed|succeeded|worked|errored|crashed)\b)|"
    # "… → `Successfully installed x` and `num_threads()` printed 10": another quote and what it printed, or how it
    # went ("`x` listed `y` and `rpk topic create` failed with `E`")
    r"\s+and\s+(?=\x00\d+\x00\s+(?:then\s+)?(?:printed|prints|showed|shows|returned|returns|listed|lists|reported|"
    r"gave|failed|fails|passed|succeeded|exited|errored|crashed|said|answered|replied|responded)\b)|"
    # "`op read … > key` and the runner printed `true` right away": another call, named in words, and its output
    r"\s+and\s+(?=the\s+[\w-]+\s+(?:printed|showed|returned|reported|gave|answered)\s+\x00)|"
    # ... or a program named in prose, with a few words of where it ran ("and curl from 10.20.3.7 … got `200`")
    r"\s+and\s+(?=(?:" + "|".join(sorted(COMMAND_WORDS - LOOKS)) + r")\b(?:\s+[^\s\x00]+){0,6}?\s+"
    r"(?:printed|showed|returned|reported|gave|got|answered)\s+\x00)|"
    # "… printed `X` and the first `melos run test` passed": a call named by its order, with an outcome of its own
    r"\s+and\s+(?=the\s+(?:first|second|third|next|last|final)\s+\x00\d+\x00\s+(?:run\s+|call\s+)?"
    r"(?:passed|failed|succeeded|worked|errored|crashed|exited|printed|showed|returned|reported|gave)\b)|"
    # "…, npm start failed the same": a comma before a new subject of a few words and its outcome verb
    r",\s*(?!(?:all|both|every|each|the|some|most|none|no|it|they|this|that|which|who|\d+)\b)"
    r"(?=[a-z][\w.@/-]*(?:\s+[\w.@/-]+){0,3}\s+(?:failed|passed|succeeded|crashed|exited|worked|printed|said|"
    r"returned|died|exit|gave)\b)|,\s*(?=\b(?:confirmed|answered|replied)\b)|"
    # ... the person's word, even with no comma; a call that "answered `E`" is no new clause, it printed E
    r",?\s*(?=\bthe (?:person|user) (?:said|answered|replied|confirmed)\b)|(?:이후|다음에|그 ?후|(?<=\s)후(?=\s)|그리고|하지만|"
    r"(?<=[\uac00-\ud7a3])고(?=[\s,])|(?<=\s)뒤(?:에|에도)?(?=[\s,])|(?<=\s)후에(?:도)?(?=[\s,])|(?<=[\uac00-\ud7a3])해서(?=[\s,])|"
    r"(?<=\s)이어서(?=[\s,])|(?<=\s)직후(?=[\s,]))|\s[—–]\s|\x01|\x02|\bmade(?=\s+\x00\d+\x00\s+" + _MADE_DO + r"))", re.I)
# "still" too: a failure that persists is at least the second run of that command.
REPEAT_RE = re.compile(r"\b(?:second|third|2nd|3rd|again|re-?ran|re-?running|retried|retrying|encore)\b|(?:다시|재실행|再度|[두세] 번째)", re.I)
# "still failed", "still printed `error: …`": a failure that persists is a repeat; "X still printed Y although …" is not
STILL_RE = re.compile(r"\b(?:still|todavía|sigui[óo]|sigue|ainda|continuou|immer noch|weiterhin|toujours)\b|"
                       r"(?:여전히|まだ|仍然|依然|还是)", re.I)
PLURAL_RE = re.compile(r"\b(?:both|all|every|each)\b[^.;,]{0,40}\b(?:runs|calls|attempts|times|invocations|"
                        r"tries)\b|\b(?:twice|both times|each time|every time)\b|\bboth\s+(?:hit|failed|printed|"
                        r"showed|gave|returned|errored|ended|raised|threw|passed)\b|두 번(?!째)|매번", re.I)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "twice": 2, "thrice": 3, "dos veces": 2, "tres veces": 3,
            "zweimal": 2, "dreimal": 3, "deux fois": 2, "trois fois": 3, "duas vezes": 2, "두 번": 2, "세 번": 3}
# "three times", "the first two runs", "two attempts", "all 12 sibling Reads": how many calls at least hold what
# the clause ties
_TIMES_RE = re.compile(r"\b(?:(two|three|four|five|[2-9]|[1-9]\d)\s+(?:\w+\s+)?(?:times|runs|attempts|tries|calls|"
                       r"invocations|reads|edits|writes|greps|globs)|(twice|thrice|dos veces|tres veces|zweimal|"
                       r"dreimal|deux fois|trois fois|duas vezes))\b|(두 번|세 번)(?!째)", re.I)


def times(words: str) -> int:
    return max((_count(m.group(1) or m.group(2) or m.group(3)) for m in _TIMES_RE.finditer(words)), default=0)


def without_counts(words: str) -> str:
    """The prose with the numbers of its counts ("all 12 sibling Reads", "among 5 targets"), of the durations it
    measured ("after 4 min", "7 minutes later": read off the clock, not printed) and of its list's items ("1) `E`
    2) `fix` 3) after the prepare …") blanked: none is a name to find."""
    words = _MULTIPLE_RE.sub(" ", _DURATION_RE.sub(" ", _LIST_MARK_RE.sub(" ", words)))
    return _TIMES_RE.sub(lambda m: m.group(0).replace(m.group(1) or "", " ") if m.group(1) else m.group(0), words)


# "1) … 2) … 3) …": an item's number in a list written inline or line by line
_LIST_MARK_RE = re.compile(r"(?:(?<=\s)|^)\(?\d{1,2}\)(?=\s)|^\s*\d{1,2}\.(?=\s)", re.M)
# "(`STEP_SUCCESS` x3)": how many times a line was printed, said as a multiple; never a folder of a path
# (`Llvm\\x64\\bin`)
_MULTIPLE_RE = re.compile(r"(?<![\w.\\/])(?:[x×]\d{1,3}|\d{1,3}[x×])(?![\w.\\/])")
_DURATION_RE = re.compile(r"(?<![\w.])\d{1,3}(?=\s+(?:min|mins|minutes?|hours?|hrs?)\b)|"
                          # ... seconds only as a wait ("20 seconds later"): a run's "in 20 seconds" may be printed
                          # (a clause is cut at "later": the seconds then end it)
                          r"(?<![\w.])\d{1,3}(?=\s+(?:secs?|seconds?)(?:\s+(?:later|after(?:wards?)?)\b|\s*$))|"
                          # ... and what it counted itself: "listed x and y among 5 targets"
                          r"(?<=\bamong )\d{1,4}(?=\s+[a-z]+s\b)", re.I)


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBERS[word.casefold()]


# "after the second edit", "a second `Edit`", "the third Read": that call of that tool, counted in order
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
_NTH_CALL_RE = re.compile(r"\b(?:the|a|an|its)\s+(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+"
                          r"(?:[^\W\d_][\w.-]*\s+)??(edit|multiedit|write|read)\b(?!\s+(?:to|of|in|on)\b)", re.I)
# The tools each word counts: a model calls any change an edit.
_EDITING = ("Edit", "MultiEdit", "Write", "NotebookEdit")
NTH_FAMILIES = {"edit": _EDITING, "multiedit": _EDITING, "write": ("Write",), "read": ("Read",),
                # "the edit", no count: any change, a command writing a file too (`sed -i`: `watch.ClaimWatch`)
                "change": _EDITING}


# "after the edit, …" (the clause the occasion is, alone): no count, so after the first change at least (which of
# several it meant, the words do not say; a model calls a `sed -i` an edit too)
# ... and "the config edit": one word saying what it changed, not which of them ("the last edit", "the second change")
_THE_EDIT_RE = re.compile(r"\s*(?:the|my|its|that|this)\s+(?:(?!(?:first|second|third|last|final|next|previous|earlier|"
                          r"later|other|same|latest|initial|original)\b)([^\W\d_][\w.-]*)\s+)?(?:edit|change)[\s,]*",
                          re.I)


def nth_call(words: str) -> tuple[str, int] | None:
    """("edit", 2) for "after the second edit": the second call of an editing tool in the session; ("change", 1) for
    "the edit", ("change:schema", 1) for "the schema edit" (`watch.ActedAt` reads the word)."""
    m = _NTH_CALL_RE.search(words.replace("\x00", " "))
    if m:
        return m.group(2).casefold(), _ORDINALS[m.group(1).casefold()]
    the = _THE_EDIT_RE.fullmatch(words)   # ("the schema edit": "change:schema", a change of a file of that name first)
    return None if the is None else ("change" + (f":{the.group(1).casefold()}" if the.group(1) else ""), 1)


# "`npm run build` after `git merge …` passed": the outcome is the first command's, as in "after `git merge …`,
# `npm run build` passed"
# ... and "the first `fossil commit` after it still failed", "`node run.mjs` after the edit failed with `E`", "the
# first `python chart.py` after pinning `kaleido==0.1` still hung"
_LATE_AFTER_RE = re.compile(r"(^|[.;:!?]\s+|\n)\s*(?:then\s+)?((?:(?:the|a|first|second|next|same|last|final)\s+)*"
                            r"\x00\d+\x00|(?:the|its|my|our)\s+(?:next\s+|second\s+|new\s+)?(?:re-?(?:run|build|slice|"
                            r"try|test|check|compile|deploy|start|launch)\w*|retry|run|build|attempt))\s+after\s+"
                            r"((?:[a-z]+ing\s+|the\s+|(?:I|we|you)\s+[a-z]+ed\s+)?\x00\d+\x00"
                            r"(?:\s+(?:edit|change|fix|patch|update|commit|bump|upgrade))?"
                            r"(?:\s+(?:to|in|into|on)\s+[\w./-]+)?|(?:the|that|this|its|my|your)\s+"
                            r"(?:edit|fix|change|update|install|patch|step)|it|that|this)(?=(?:\s+(?:still|again|also|"
                            r"then|now))?\s+(?:passe[sd]|fail(?:s|ed)|succeed(?:s|ed)|work(?:s|ed)|errored|crashe[sd]|"
                            r"hung|hangs|ran|"
                            r"exit(?:s|ed)|print(?:s|ed)|gave|gives|return(?:s|ed)|show(?:s|ed)|report(?:s|ed)|threw|"
                            r"throws|hit)\b)", re.I)


# "adding `read_verilog -sv …` gave `Synthesis finished`": a change put in a file, then what a run printed after it
# (not "running `x` gave `E`": the run's own output)
# (not "`cmd` after adding `x` gave `y`": the command's own run)
_CHANGE_GAVE_RE = re.compile(r"(?<!\bafter )(?<!\bbefore )(?<!\bonce )"
                             r"\b(adding|setting|putting|inserting|appending|pinning|enabling|writing|(?:changing|"
                             r"switching)\s+(?:it\s+)?to)\s+(\x00\d+\x00)((?:\s+(?:to|in|into)\s+[\w./\\:-]+)?)\s+"
                             r"(gave|produced|yielded|printed)\b", re.I)


def late_after(text: str) -> str:
    """`_LATE_AFTER_RE`'s sentences in their plain order: "after `git merge …`, `npm run build` passed" (and "the first
    `x` after it": the next `x` after it, not the command's first call); "adding `x` gave `y`": "after adding `x`, the
    run gave `y`"."""
    text = _CHANGE_GAVE_RE.sub(r"after \1 \2\3, the run \4", text)
    def plain(m: re.Match[str]) -> str:
        subject = re.sub("(?i)first", "next", m.group(2))
        # ("… was not enough: the first `x` after it still failed": after what the sentence said before)
        return f"{m.group(1)}then {subject}" if m.group(3).casefold() in ("it", "that", "this") else \
            f"{m.group(1)}after {m.group(3)}, {subject}"
    return _LATE_AFTER_RE.sub(plain, text)


# "the first `mix credo --strict`": that command's first call
FIRST_CALL_RE = re.compile(r"\b(?:first|1st)\s+\x00\d+\x00", re.I)
# "the very next `mix test` run": the first call of that command after what the clause follows
NEXT_RE = re.compile(r"\b(?:the\s+)?(?:very\s+)?next\b", re.I)
# "the last `gleam test`", "finally", "eventually": a later call of it, not the first after what came before
FINAL_RE = re.compile(r"\b(?:the (?:last|final)|finally|eventually|in the end|later)\b|마지막|결국|나중에", re.I)
# "on the first submission", "first go": a call's first run, whatever the run is called
FIRST_RE = re.compile(r"\b(?:first (?:run|try|attempt|time|go|pass|submission|invocation|execution)|(?:on|at) first|"
                      r"right away|straight away|straight to|at once|immediately)\b|처음|첫", re.I)
# "After X, Y" / "Once X (…) Y": X and Y are two steps, so the comma (or, without one, the end of
# X's first quote and its parenthesis) is a clause boundary.
# (a parenthesised list in X, "after the two Edits (`a`, `b`),", is part of X)
_AFTER_COMMA_RE = re.compile(r"\b(after|once)\b(?!\s+[~≈]?\d)((?:[^,;\n(]|\([^()\n]*\))*?),", re.I)
# What may end the occasion after its quote, never Y's first word
_OCCASION_ENDS = (r"(?:edit|change|fix|patch|update|commit|bump|upgrade)s?\b|"
                  r"(?:to|in|of|on)\s+[\w./-]+\s*(?:[.!?;,]|$)|landed\b|went in\b|was (?:made|applied|saved|added)\b")
# (with the noun that ends the occasion: "`x` passed right after the `y` edit to schema.sql", "after the `y` schema
# change landed")
_AFTER_QUOTE_RE = re.compile(r"\b(after|once)\b(?!\s+[~≈]?\d)(\s+[^,;\n\x00]*\x00\d+\x00\)?(?:\s*\([^()\n]*\))?"
                             r"(?:\s+(?:(?!(?:the|a|an|its|it|and|but)\b)[\w.-]+\s+)?(?:edit|change|fix|patch|update|"
                             r"commit|bump|upgrade)s?(?:\s+(?:to|in|of|on)\s+[\w./-]+)?(?:\s+(?:landed|went in|"
                             r"was (?:made|applied|saved|added)))?)?)(?=\s+(?!" + _OCCASION_ENDS + r")[A-Za-z]|\s*:)",
                             re.I)
# ... or, a sentence opening on it with neither a comma nor a quote after the occasion, the verb telling what a call
# printed, its quote close
_AFTER_WORDS_RE = re.compile(r"^\s*(after|once)\b([^,;\n\x00]{3,60}?)(?=\s+(?:printed|showed|returned|reported|listed|gave)"
                             r"\s[^\x00\n]{0,20}\x00\d+\x00)", re.I)
# ... unless a verb of what came of it follows the quote: then the quote opens Y
_DID_NEXT_RE = re.compile(r"\s+(?:(?:finally|then|now)\s+)?(?:finished|passed|failed|succeeded|completed|ran|printed|"
                          r"built|worked|crashed|exited|returned|showed|gave|went)\b", re.I)


def _occasion(prose: str) -> bool:
    """Words naming an occasion ("the reorder"), not an act on the quote after them ("running `x`")."""
    words = re.findall(r"[^\W\d_]+", prose)
    return bool(words) and not any(w.casefold().endswith(("ing", "ed")) for w in words)


# A sentence opening "With X, Y": Y came with X done, as after it
_WITH_RE = re.compile(r"^(\s*)With\b([^,;\n]*?),")
# ... and so does "with X it printed Y", no comma, where a pronoun or the thing built is the subject of a verb of what
# came of it
_WITH_IT_RE = re.compile(r"^(\s*)[Ww]ith\b([^,;\n\x00]*?(?:\x00\d+\x00[^,;\n\x00]*?)?)\s+"
                         r"(?=(?:it|they|this|that|the (?:build|binary|run|app|image|test|tests|suite))\s+(?:printed|"
                         r"ran|passed|built|worked|started|returned|showed|succeeded|compiled|linked)\b)")
# "Both `A` and `B` ended in `E`": one claim per subject (A→E, B→E).
_BOTH_RE = re.compile(r"\bboth\s+(\x00\d+\x00)\s+and\s+(\x00\d+\x00)([^;\n]*)", re.I)
# "failed once", "appeared only once": a count of one (not "once X, Y"), marked so the clause is not cut there
ONCE = "justonce"
_ONCE_RE = re.compile(r"\b(failed|passed|errored|crashed|broke|ran|appeared|happened|occurred|printed|showed)\s+"
                      r"(?:only\s+|just\s+)?once\b", re.I)


def _split_subordinate(text: str) -> str:
    # "X made `zig build` pass", "made `check_db` connect": the call right after X did it (said in the past, as
    # a clause of its own says it)
    text = re.sub(r"\bmade(\s+\x00\d+\x00\s+)(" + _MADE_DO + r")\b", lambda m: f"made{m.group(1)}{_past(m.group(2))}",
                  text)
    text = _ONCE_RE.sub(rf"\1 {ONCE}", text)
    text = _BOTH_RE.sub(lambda m: f"{m.group(1)}{m.group(3)} ; {m.group(2)}{m.group(3)}", text)
    out = []
    for sentence in re.split(r"(?<=[.!?;\n])(?=\s|$)", text):
        sentence = _WITH_RE.sub(r"\1After\2,", sentence, count=1)   # "With the cast in x.py, `cmd` rendered …"
        sentence = _WITH_IT_RE.sub(r"\1After\2, ", sentence, count=1)   # "with -static it printed …"
        if _AFTER_COMMA_RE.search(sentence):
            sentence = _AFTER_COMMA_RE.sub("\\1\\2 \x01", sentence, count=1)
        elif (m := _AFTER_QUOTE_RE.search(sentence)) and _DID_NEXT_RE.match(sentence, m.end()) and \
                _occasion(sentence[m.start(2):(at := m.start(2) + m.group(2).index("\x00"))]):
            # "After the reorder `earthly +test` finished …": the quote is what came after, with its verb
            sentence = sentence[:at] + "\x01 " + sentence[at:]
        elif (m := _AFTER_WORDS_RE.search(sentence)) and _occasion(m.group(2)):
            # "After the ~/.zshrc edit a new tab printed `go version …`": no comma, no quote, the verb is where Y is
            sentence = sentence[:m.end()] + " \x01" + sentence[m.end():]
        else:
            sentence = _AFTER_QUOTE_RE.sub("\\1\\2 \x01", sentence, count=1)
        out.append(sentence)
    return "".join(out)


# Words of sequence that put the clause after them later than the one before ("X, then Y", "X 후 Y").
_THEN_WORDS = frozenset({"then", "afterwards", "afterward", "later", "이후", "다음에", "그 후", "그후", "후", "후에",
                         "후에도", "뒤", "뒤에", "뒤에도", "이어서", "직후"})
_AFTER_WORDS = frozenset({"after", "once"})
# "Y right after X", "Immediately after X, Y": Y is the very next such call after X
_RIGHT_RE = re.compile(r"\b(?:right|immediately|just|directly|straight)\s*$", re.I)
_AFTERWARDS_RE = re.compile(r"afterwards?", re.I)
# A clause ending "right away" / "immediately": said of what came at once after the clause before it
AT_ONCE_END_RE = re.compile(r"\b(?:right away|immediately|at once|straight away)\W*$", re.I)
# Before "after", what makes it no "Y after X": a dash or colon ("`E` — after the IDE was closed the upload ended
# with `Y`": a new thought, its own X and Y), or a place in a file ("added `x` after `y`": where, not when)
_NOT_LATER_RE = re.compile(r"(?:[—–:]|\s-)\s*$|\b(?:add(?:ed|s)?|insert(?:ed|s)?|put|placed?|mov(?:ed|es?)|"
                           r"append(?:ed|s)?)\b[^\x00]{0,20}\x00\d+\x00\s*$", re.I)
_MARK = "\x01"   # where `_split_subordinate` cut "After X, Y" between X and Y
STEP = "\x02"   # an arrow to what came of a step, at it or after it (core.evidence.arrows)


def _sentence_end(sep: str) -> bool:
    return sep.strip() in (".", "!", "?", ";") or (not sep.strip() and "\n" in sep)


# A word and a colon heading a line before its first quote ("PS7: `pyenv: The term …`", "zsh: `…`"), or a program
# and an option of it ("dive --ci: `FAIL: …`": the run named loosely, as a heading)
_LABEL_RE = re.compile(r"(?m)^(\s*(?:[-*]\s+)?)[A-Za-z][\w.+-]{0,15}(?:\s+--?[A-Za-z][\w-]{0,15})?:\s+(?=\x00)")
_QUOTE_THEN_CAPITAL_RE = re.compile(r"\x00(\d+)\x00(?=\s+[A-Z])")


def quoted_sentences(text: str, quoted: list[str]) -> str:
    """A citation's prose (its quotes as `\x00N\x00`) without a label heading a line before its first quote ("PS7:
    `E`": where it was seen, no name a step holds), and with a quote that ends its sentence ending it ("… bundle
    instead." With `x` it built …): the next sentence is a clause of its own."""
    return _QUOTE_THEN_CAPITAL_RE.sub(lambda m: m.group(0) + " ." * (quoted[int(m.group(1))].rstrip()[-1:] in (".", "!", "?")),
                                      _LABEL_RE.sub(r"\1", text))


def split_clauses(text: str) -> tuple[list[str], dict[int, int], set[int], set[int], dict[int, int], set[int],
                                      set[int]]:
    """The clauses, and which follows which in time: {later clause: earlier clause} for "After X, Y",
    "Y after X", "X, then Y" (and their Korean forms), within one sentence; the clauses an arrow led to
    from a step (`STEP`: whatever they quote came at or after it); and those that are the very next call after
    the earlier ("Y right after X", "X made `cmd` pass"); and {earlier clause: later clause} for "Y before X"
    (Y came before X first appeared); and the clauses a trailing "afterwards" ends ("the app started
    afterwards": said of what came next); and those a "later" opens ("…, and later runs printed `X`": any later
    call, as `FINAL_RE` says within a clause)."""
    parts = re.split(f"({SEQUENCE_RE.pattern})", _split_subordinate(text), flags=re.I)
    clauses: list[str] = []
    seps: list[list[str]] = []
    pending: list[str] = []
    for k, part in enumerate(parts):
        if k % 2:
            pending.append(part or "")
        elif part and part.strip():
            clauses.append(part)
            seps.append(pending)
            pending = []
    trailing = seps[1:] + [pending]
    afterwards = {i for i, after in enumerate(trailing) if any(_AFTERWARDS_RE.fullmatch(s.strip()) for s in after)}
    follows: dict[int, int] = {}
    arrowed: set[int] = set()
    nexted: set[int] = set()
    precedes: dict[int, int] = {}
    for i in range(len(clauses)):
        words = {s.strip().casefold() for s in seps[i]}
        if STEP in words and i > 0:
            follows[i] = i - 1
            arrowed.add(i)
            continue
        new_sentence = i == 0 or any(_sentence_end(s) for s in seps[i])
        if "made" in words and i > 0:
            follows[i] = i - 1
            nexted.add(i)
        elif words == {"and"} and AT_ONCE_END_RE.search(clauses[i]) and not new_sentence:
            follows[i] = i - 1   # "X and the runner printed `true` right away": the very next call after X
            nexted.add(i)
        elif words & _THEN_WORDS and not new_sentence:
            follows[i] = i - 1
        elif "before" in words and not new_sentence:
            precedes[i - 1] = i
        elif words & _AFTER_WORDS:
            if i + 1 < len(clauses) and _MARK in seps[i + 1] and not any(_sentence_end(s) for s in seps[i + 1]):
                follows[i + 1] = i
            elif any(re.fullmatch(r",?\s*and", s.strip(), re.I) for s in seps[i][:-1]):
                pass   # "…, and after the test fix it printed `X`": a clause of its own opening on "after", not "Y after X"
            elif not new_sentence and not _NOT_LATER_RE.search(clauses[i - 1] + "".join(seps[i][:-1])) and \
                    follows.get(i) != i - 1:   # "after A, B and, once C, D": no clause is before the one before it
                follows[i - 1] = i
    nexted |= {later for later, earlier in follows.items() if _RIGHT_RE.search(clauses[later]) or
               earlier > 0 and _RIGHT_RE.search(clauses[earlier - 1]) and
               any(w.strip().casefold() in _AFTER_WORDS for w in seps[earlier])}   # "Immediately after X, Y"
    lately = {i for i, sep in enumerate(seps) if any(FINAL_RE.fullmatch(w.strip()) for w in sep)}
    return clauses, follows, arrowed, nexted, precedes, afterwards, lately


# An arrow, and what may follow one as the output of the call before it: a count ("8 passed"), an error or
# warning line, "no output"
ARROW_AT_RE = re.compile(r"\s*(?:→|->|=>|⇒|⟶|➜|➔)\s*")
ARROW_BEFORE_RE = re.compile(r"(?:→|->|=>|⇒|⟶|➜|➔)\s*$")
OUTPUT_AFTER_RE = re.compile(r"\(?\s*(?:\d|(?:error|fatal|warning|exception|traceback)\b)", re.I)
# "switched to `python 3.12` → `200 OK`": a value an edit set, not a command that printed what follows the arrow
SET_TO_RE = re.compile(r"\b(?:switched|changed|set|bumped|pinned|moved|updated|renamed|replaced|turned|raised|lowered|"
                       r"upgraded|downgraded|flipped)\b[^\x00.;]{0,20}?\b(?:to|with)\s*$", re.I)
# "Adding X left `TOTAL 418.67` unchanged", "X did not change `TOTAL …`": what the act is said not to change was printed
# again after it, as "X, then `TOTAL …` again" says
UNCHANGED_RE = re.compile(r"\s+(?:left|kept)\s+(\x00\d+\x00)\s+(?:unchanged|as it was|the same|untouched)\b|"
                          r"\s+(?:did(?:n't| not)|does(?:n't| not))\s+change\s+(\x00\d+\x00)", re.I)
# "`stow --adopt …` left `git status --short` clean": after the act, that command printed nothing
LEFT_CLEAN_RE = re.compile(r"\s+(?:left|kept)\s+(\x00\d+\x00)\s+(?:clean|empty)\b", re.I)
# "…, `--list-ports` → `3000/tcp`": a call named by its option after a comma, heading an arrow of its own
FLAG_ARROW_RE = re.compile(r",\s*(\x00(\d+)\x00)(?=\s*(?:→|->|=>|⇒|⟶|➜|➔))")
# "→ `success` twice": a count right after what was printed is how often it was printed
PRINTED_TIMES_RE = re.compile(r"\x00\d+\x00\s+(?:twice|thrice|(?:two|three|[2-9])\s+times)\b", re.I)
NOTHING_AFTER_RE = re.compile(r"\(?\s*(?:no output|nothing|empty)\b", re.I)


AT_ONCE_RE = re.compile(r"\b(?:right after|immediately|right away|at once|straight away|on the first (?:try|attempt|run|go|submission)|"
                         r"first time|(?:was|is) enough|the (?:very )?next (?:\w+ ){0,2}(?:run|build|test|tests|call|try|"
                         r"attempt|spec|specs|check)s?)\b|곧바로|바로|단번에|すぐ", re.I)
# A citation that says the fix was only offered, or not taken, does not claim it worked.
NOT_APPLIED_RE = re.compile(r"\b(?:only (?:offered|suggested|proposed)|(?:was|were) (?:only )?(?:offered|suggested|"
                             r"proposed)|declined|not applied|never (?:ran|run|applied|tried)|(?:said|answered|replied)"
                             r" (?:\W*)(?:no|not now|later)\b)", re.I)


# A call named by its place right after another ("the following export", "the run right after the edit", "the
# immediate retry"), not by anything it ran
_NEXT_CALL_RE = re.compile(r"\b(?:right after|immediately after|the (?:following|next|immediate) (?:[\w-]+ ){0,2}?"
                           r"(?:run|build|test|tests|call|try|attempt|retry|export|start|launch|install|deploy|check|"
                           r"command)s?)\b", re.I)


def next_outcomes(clauses: list[str], at: dict[int, int], afterwards: set[int]) -> tuple[tuple[int, str], ...]:
    """The outcomes said of the call right after the one an earlier clause names, in a clause that names no call
    of its own: "the app started afterwards", "the following export failed again" (`Citation.next_outcomes`)."""
    out: list[tuple[int, str]] = []
    for i, clause in enumerate(clauses):
        tail = clause.rsplit(": ", 1)[-1] if ": " in clause and i in at else ""
        if tail and "\x00" not in tail and _NEXT_CALL_RE.search(tail):
            # "with `git mv a b` was enough: the next pytest run passed": said of the call after the clause's own
            said = outcome(tail)
            out.extend([(at[i], said)] if said else [])
            continue
        earlier = [j for j in at if j < i]
        if i in at or not earlier:
            continue
        words = re.sub(r"\x00\d+\x00", " ", clause)
        if i not in afterwards and not _NEXT_CALL_RE.search(words):
            continue
        words = PAST_RE.sub(" ", words)   # "the next check got past the configuration": that trouble gone, no outcome
        said = outcome(words) or ("ok" if RESOLVED_RE.search(words) and not NOT_OUTCOME_RE.search(words)
                                  and not FAIL_RE.search(words) else "")
        if said:
            out.append((at[max(earlier)], said))
    return tuple(out)


# "The `X` edit with `Y` parsed fine on the first run": the subject is what an edit wrote, so the outcome is the run's
# right after that edit (`code_outcomes`), never the edit call's own
_EDIT_SUBJECT_RE = re.compile(r"\s*(?:the\s+)?\x00\d+\x00\s+(?:edit|change|fix|patch)\b", re.I)


def edit_subject(clause: str, quoted: list[str], command: Callable[[str], bool]) -> bool:
    """Whether the clause opens on an edit named by the code it wrote, and quotes no command a call could have run."""
    return _EDIT_SUBJECT_RE.match(clause) is not None and \
        not any(command(quoted[int(n)]) for n in re.findall(r"\x00(\d+)\x00", clause))


def code_outcomes(clauses: list[str], at: dict[int, int], bare: set[int], quoted: list[str],
                  command: Callable[[str], bool]) -> tuple[tuple[int, str], ...]:
    """The outcomes said of code a clause opens on, on its first run ("`@njit(cache=True)` on bin_spikes passed the
    tests on the first run"): no call ran that code, so the outcome is the call's right after the first edit that
    wrote it (`Citation.code_outcomes`). `bare`: the clauses whose claim kept no outcome of its own (nothing the call
    printed or ran is quoted in it). Only where an edit wrote the code is the claim checked
    (`order.next_outcome_holds`): a quote first seen as output is not."""
    out: list[tuple[int, str]] = []
    for i in sorted(bare & set(at)):
        m = re.match(r"\s*(?:[Tt]he\s+)?\x00(\d+)\x00", clauses[i])
        if m is None or command(quoted[int(m.group(1))]):
            continue
        words = PAST_RE.sub(" ", re.sub(r"\x00\d+\x00", " ", clauses[i][m.end():]))
        said = outcome(words)   # (only "on the first run": a code "failed until X" says of no call which)
        out.extend([(at[i], said)] if said and FIRST_RE.search(words) else [])
    return tuple(out)
