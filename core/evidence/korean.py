"""Korean word order read as the English the claims parser reads: the command, then what it printed, then the verb
("`cmd`에서 `E`가 나왔습니다", "`cmd`가 `E`를 돌려줬습니다", "`cmd` 실행 결과가 `E` 였습니다") is "`cmd` printed `E`" (and
"`cmd` 는 처음에 `E` 를 냈다가" its first run printed it); "`cmd` 가 `E` 로 실패했다" is "`cmd` failed with `E`",
"`cmd` 가 `E` 에서 멈췄다" "`cmd` stopped at `E`"; a request named by where it went ("`_index`로 인덱스를 만드는 요청이
`E`를 돌려줬습니다") is "the request to `_index` printed `E`". Quotes are the parser's marks (`\x00<n>\x00`)."""
from __future__ import annotations

import re
from collections.abc import Callable

# Between the command and what it printed, only a few words without a quote ("로 인덱스를 만드는 요청이").
# ("`cmd` 결과에 `E`가 찍힘": "in what `cmd` gave, `E` was printed", the verb as a noun as notes write it)
# ("`cmd` 단계에서 `E`가 났다": "at the `cmd` step, `E` arose")
_KO_OUTPUT_RE = re.compile(r"(\x00\d+\x00)\s*(에서|은|는|이|가|로|으로|단계에서|(?:의\s*)?(?:실행\s*)?결과(?:에서|에|로|는)?)"
                           r"(\s[^\x00.;:\n]{0,30}?)?\s+(\x00\d+\x00)\s*"
                           r"(?:가|이|를|을|라는|이라는)?\s*(?:에러가\s*|오류가\s*|메시지가\s*)?(?:그대로\s*|또\s*|다시\s*)?"
                           r"(?:나왔|나옵니다|나온다|나와|돌려줬|돌려주었|돌려줍니다|반환했|반환됐|반환되었|출력했|출력됐|출력되었|"
                           r"찍혔|떴|뜹니다|뱉었|냈|찍힘|나옴|뜸|출력됨|반환됨|났|발생했|발생함)[^\s.,;]*")


# ... but not "결과에 상관없이" ("whatever the result"): what came regardless of the call
_REGARDLESS_RE = re.compile(r"상관\s*없이|관계\s*없이|따라|비해|무관하게")


def _korean_output(m: re.Match[str]) -> str:
    """The verb and its ending too: a clause goes on after "출력했지만" ("printed, but"), so it ends there."""
    if "결과" in m.group(2) and _REGARDLESS_RE.search(m.group(3) or ""):
        return m.group(0)
    if m.group(2) in ("로", "으로") and re.search(r"요청|호출", m.group(3) or ""):
        return f"the request to {m.group(1)} printed {m.group(4)} ; "   # "`_index`로 … 요청이": the request sent there
    return f"{m.group(1)}{m.group(3) or ''} printed {m.group(4)} ; "


# "`X`로 (다시) 실행": a quote, then that the run was given it (again)
_KO_RAN_WITH = r"(\x00\d+\x00)\s*(?:으로|로)\s*(?:다시\s*)?(?:재시작|재실행|실행|띄우|띄워|돌리|돌려)"
# "`--max-model-len 16384`으로 재시작 → …": the run again with those options, then what came of it
_KO_RERUN_RE = re.compile(_KO_RAN_WITH + r"[^\s→]*\s*(?:→|->|=>)(?:\s*[^\x00\s,;.→]+){0,3},?\s*(?=\x00)")
# "`CHROME_PATH=…`로 실행해도 `E`가 나왔다" ("run with X, E still came out"): that run, and what it printed, no arrow
_KO_RAN_WITH_RE = re.compile(_KO_RAN_WITH + r"[^\s\x00]*\s+(?=\x00\d+\x00\s*(?:이|가|도)?\s*(?:나왔|나오|떴|떠|출력|찍혔|찍혀))")


# "`cmd` 실행 결과가 `E` 였습니다" ("the result of running `cmd` was `E`"): what that call printed
# ... and "`cmd` 결과: `E`" ("`cmd`'s result: `E`"), as notes write it
_KO_RESULT_RE = re.compile(r"(\x00\d+\x00)\s*(?:의\s*)?(?:실행\s*)?결과(?:(?:가|는|로)?\s*(\x00\d+\x00)\s*"
                           r"(?:였|이었|입니다|이다|였다|이에요|예요|였어요|이었어요)[^\s.,;]*|\s*[:：]\s*(\x00\d+\x00))")


# "`cmd` 가 `E` 로 실패했다" ("`cmd` failed with `E`"), "`cmd` 가 `E` 에서 멈췄다" ("`cmd` stopped at `E`"); "첫 `cmd`
# 실행이" is its first run
_KO_FAILED_RE = re.compile(r"(\x00\d+\x00)\s*(?:(실행)(?:이|은)|이|가|은|는)\s*(\x00\d+\x00|[Ee]xit code -?\d+)\s*"
                           r"(?:(으로|로)\s*실패|(?:(으로|로)|에서)\s*(?:멈췄|멈춤|멈추|멈춥|중단됐|중단되었|걸렸|막혔))[^\s.,;]*")
_KO_FIRST_RE = re.compile(r"(?<![\w])첫\s*(?:번째\s*)?(\x00\d+\x00)(\s*(?:실행|run\b))?")


def _korean_failed(m: re.Match[str]) -> str:
    run = " run" if m.group(2) else ""
    return f"{m.group(1)}{run} {'failed with' if m.group(4) else 'stopped at'} {m.group(3)} ; "


# "`cmd`를 실행하자 …", "`cmd`을 돌렸더니 …" ("on running `cmd`, …"): the verb after the quote says a call ran it, as
# "running `cmd`" does before one
# ... and "`cmd`로 확인했더니 …" ("on checking with `cmd`, …"): the check was a call that ran it (of a command line only:
# "`Poetry (version 2.1.2)`로 확인했다" is "confirmed as what it printed")
_KO_CHECK = r"\s*(?:다시\s*)?(?:확인|검사|점검|테스트)"   # ("로 확인", "으로 다시 검사": checked with it)
_KO_RAN_RE = re.compile(r"(\x00\d+\x00)(?=\s*(?:(?:를|을)\s*(?:다시\s*)?(?:실행|돌리|돌려|돌렸)|(으로|로)" + _KO_CHECK +
                        r")(?:하자|하니|했더니|했고|한\s*뒤|한\s*후|했다|했습니다|더니|니|자))")

# ... and "`curl …`로 확인했더니 `Y`가 나왔다" ("checked with curl, `Y` came out"): Y is what that command printed
_KO_CHECKED_RE = re.compile(r"(\x00\d+\x00)\s*(?:으로|로)" + _KO_CHECK + r"(?:했더니|하니|하자)\s*"
                            r"(\x00\d+\x00)\s*(?:가|이)?\s*(?:나왔|떴|출력)[^\s.,;]*")


# "같은 설치가 `Setting up …` 로 성공" ("the same install succeeded with `X`"): what the call that went well printed;
# "`E` 로 끝났고" ("ended with `E`") says how it ended, which `E` tells
_KO_OK_WITH_RE = re.compile(r"(\x00\d+\x00)\s*(?:으로|로)\s*(?:(성공|완료)|끝났|끝남|마쳤)[^\s.,;]*")


# "`X`를 넣고", "`X`를 추가했다" ("put `X` in", "added `X`"): what a call wrote into a file, as "added `X`" says; "`X`/`Y`를
# 넣은 뒤" ("after putting in `X`/`Y`") is "after adding `X`/`Y`," (the occasion of what follows)
_KO_PUT = r"((?:\x00\d+\x00\s*(?:/|,|와|과|및)\s*)*\x00\d+\x00)\s*(?:을|를)\s*(?:넣|추가)"
_KO_PUT_AFTER_RE = re.compile(_KO_PUT + r"(?:은|한|하고\s*난)\s*(?:뒤|후|다음)(?:에는|에도|에)?")
_KO_PUT_RE = re.compile(_KO_PUT + r"(?:었|고|어|했|하고|해)(?!\s*야|라)[^\s.,;\x00]*")   # (not 넣지 않은, 넣으라, 넣기 전)


def korean_outputs(text: str, command: Callable[[int], bool] = lambda i: False) -> str:
    """The text with each such Korean clause read as its English form. `command`: whether quote i is a command line
    ("`pip install --user x` 로 성공했다" is "succeeded by running it", not what it printed)."""
    text = _KO_CHECKED_RE.sub(lambda m: f"{m.group(1)} printed {m.group(2)} ; " if
                              command(int(m.group(1).strip("\x00"))) else m.group(0), text)
    # (the Korean after it kept: its connective ends the clause, "다시" repeats)
    text = _KO_RAN_RE.sub(lambda m: f"{m.group(1)} ran " if m.group(2) is None or command(int(m.group(1).strip("\x00")))
                          else m.group(0), text)
    text = _KO_FAILED_RE.sub(_korean_failed, text)
    text = _KO_FIRST_RE.sub(lambda m: f"the first {m.group(1)}{' run' if m.group(2) else ''}", text)
    text = _KO_OK_WITH_RE.sub(lambda m: m.group(0) if command(int(m.group(1).strip("\x00"))) else
                              f"{'succeeded' if m.group(2) else 'ended'} with {m.group(1)} ; ", text)
    text = _KO_RESULT_RE.sub(lambda m: f"running {m.group(1)} printed {m.group(2) or m.group(3)} ; ", text)
    text = _KO_PUT_RE.sub(r"added \1 ; ", _KO_PUT_AFTER_RE.sub(r"after adding \1, ", text))
    text = _KO_RAN_WITH_RE.sub(r"restarted with \1 → ", text)
    return _KO_RERUN_RE.sub(r"restarted with \1 → ", _KO_OUTPUT_RE.sub(_korean_output, text))
