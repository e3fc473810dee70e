"""What the person says right after a fix: that it worked, or that it did not (core.evidence.fix reads each
prompt after the fix was shown or proposed). Judged from the words alone, so kept to the few forms people use
and measured on the labelled corpora (tests/truth)."""
from __future__ import annotations

import re

from core.evidence.outcomes import FAIL_RE
from core.evidence.sequence import STILL_RE
from core.transcript.signals import trouble as trouble_words

# The person saying a fix worked, and saying it did not.
CONFIRM_RE = re.compile(
    r"\b(?:(?:it|that|this)\s+(?:works|worked|did it|fixed it)|works now|working now|now works|now it works|"
    r"(?:runs|passes|builds|starts|compiles|deploys|loads|goes through) now|now (?:runs|passes|builds|starts|compiles)|"
    r"fixed it|that fixed|problem solved|solved it|all good|perfect|lgtm|confirmed)\b"
    # "build works. but …": a message opening on a check that works now, a sentence of its own
    r"|^\s*(?:the\s+)?(?:build|tests?|suite|ci|pipeline|deploy|page|site|app|server|lint|check|job)\s+"
    r"(?:works|worked|passes|passed)\s*[.!]"
    r"|(?:됐어|됐네|됩니다|되네|돼요|잘 돼|잘 되|잘 나와|제대로 (?:나와|돼|되|보여)|돌아가(?:요|네)|해결됐|해결되었|작동해|작동합니다|성공했"
    # ... "이제 있어요" ("it is there now"), as "is there now": a state said to hold now
    r"|이제\s*(?:있어|있네|있습니다|나와|나오네|보여|보이네|떠요|뜨네|잡혀|잡히네|붙어|붙네)(?:요|네|습니다)?(?![가-힣?]))", re.I)
DENY_RE = re.compile(
    # ("see if it still works" asks; "still" says nothing failed until a failure word follows it)
    r"(?:\bnot|n'?t|\bno longer|\bnever)\b[^.!?\n]{0,30}\b(?:work|works|working|fixed|solved|help|helped)\b"
    r"|\bstill (?:fails|failing|broken|errors?|takes|is|shows|says|gets|hangs|slow)\b|\b(?:no|nope|wrong)\b[,.!]"
    # "still nothing on the charger", "still go1.21.6 in a new tab": what stayed, by its value
    r"|^\s*still (?:nothing|none|empty|the same|no\b|[\w.-]*\d)"
    r"|\b(?:no (?:change|difference|improvement)|nothing changed|(?:did|does)n'?t change|same (?:error|result))\b"
    # "no wait, that's wrong — my edits are now in an unversioned file", "this isn't right": what was just done, called
    # wrong now (as the prompt is read: apostrophes dropped; "it was wrong all along" tells of the old state)
    r"|\b(?:that|this|it)(?:['’]?s| is) (?:wrong|not right)\b|\b(?:that|this|it) isn['’]?t right\b|잘못(?:됐|되었)"
    r"|(?:안 ?돼|안 ?되|여전히|아직도|실패|안 됩니다|그대로|^\s*아니(?:요|오)|^\s*아뇨)",
    re.I)
# A sentence of praise the prompt opens on ("좋아요.", "nice!", "great."): what the person says after it fails is
# another thing than what they just praised ("좋아요. 그런데 ci 에서는 luarocks make 가 실패해요.")
PRAISED_RE = re.compile(r"^\s*(?:good|great|nice|excellent|awesome|좋아요|좋네요|좋습니다|훌륭해요)\s*[.!]", re.I)


def denies(text: str, felt: frozenset[str] = frozenset()) -> bool:
    """The person saying it does not work (`DENY_RE`, or "still" and a word of trouble they reported before the fix,
    `felt`: "still connection refused from the app server"), with no word that it worked nor praise before the denial:
    "works now, but the 3.13 job still fails" and "좋아요. 그런데 ci 에서는 … 실패해요" tell of another thing."""
    deny = DENY_RE.search(text) or (next((m for m in STILL_RE.finditer(text)
                                         if felt & trouble_words(text[m.end():m.end() + 60])), None) if felt else None)
    return deny is not None and not CONFIRM_RE.search(text[:deny.start()]) and \
        not PRAISED_RE.match(text[:deny.start()])


# A "yes!", "for me too", or a state said to hold now ("images are there now", "it loads on 5174 now"): a person's
# word that the fix did it, counted only right after the fix and with no denial or failure beside it. Thanks
# alone are no confirmation ("thanks, later", "not now, thanks").
_NOW_RE = re.compile(r"\byes!|\byay\b|\bfor me too\b|"
                     r"\b(?:is|are|loads?|shows?|appears?|renders?|connects?|there)\b[^.!?\n]{0,40}(?<!not )\bnow\b|"
                     # ... or "now shows BUILD-07", to the message's end: what it goes on to say may take it back
                     r"\bnow (?:shows?|lists?|loads?|appears?|renders?|connects?)\b[^!?\n]*", re.I)


# "nginx is down now", "the page is broken now": a state of trouble said to hold now, no confirmation
_TROUBLE_NOW_RE = re.compile(r"\b(?:down|broken|dead|stuck|gone|missing|empty|wrong|still|offline|hanging|blank|"
                             r"unreachable|failing|erroring|crashing|but|do ?n[o']?t|don't)\b", re.I)


# A confirmation scoped to one thing while another waits ("레플리카 건은 됐어, 고마워. 타임존은 내일 …", "issuer는 이제
# https로 잘 나와요. import는 내일"): it names the part that worked and the part left for later
_DONE_RE = re.compile(r"됐|잘 ?돼|잘 나와|되네|돼요|\b(?:is|are) (?:done|fine|good)\b", re.I)
_LATER_RE = re.compile(r"내일|나중에|다음에|\blater\b|\btomorrow\b|after lunch", re.I)
_WORD = r"(?:[^\s.,!?]|\.(?=\S))"   # (a dot inside a word is part of it: `waybar.conf는`)
_TOPIC_RE = re.compile(rf"((?:{_WORD}+\s+)?{_WORD}+?)(?:[은는]|\s+(?:is|are))\s")


# A Korean "done" said of an earlier thing ("아까", earlier) or of the person's own act ("제가 … 바꿨어요", I changed …),
# not of the fix just shown ("아까 말씀하신 대로 했더니 됐어요", done as the assistant said, is: `confirms`)
_THEIRS_RE = re.compile(r"아까|(?:제가|내가)\s[^.!?]{0,40}?(?:바꿨|고쳤|했어|했고|해 ?봤|설치했)")


def _done_by_them(text: str) -> bool:
    """A sentence saying it is done, which (or the sentence before it) tells of an earlier thing or the person's own act
    (`_THEIRS_RE`); "됐어요! 그런데 아까 말한 strictarp도 …" (done; then a question of an earlier thing) is a confirmation."""
    said = re.split(r"(?<=[.!?])\s+", text)
    return "대로" not in text and any(_DONE_RE.search(s) and (_THEIRS_RE.search(s) or
                                                              i > 0 and _THEIRS_RE.search(said[i - 1]))
                                     for i, s in enumerate(said))


def _topics(text: str, said: re.Pattern[str]) -> set[str]:
    """The names each clause saying `said` puts as its topic ("readme 업데이트는 됐어요": readme, 업데이트)."""
    # (a clause ends at a stop that ends a word, not at the one inside `hyprpaper.conf`)
    clauses = [c for c in re.split(r"[,!?;]\s*|\.(?:\s+|$)", text) if said.search(c)]
    return {w.casefold() for c in clauses for m in _TOPIC_RE.finditer(c + " ") for w in m.group(1).split() if len(w) >= 2}


def confirms(text: str, about: str = "", fix: str = "") -> bool:
    """The person saying it worked (and not that it still does not). Said of one part while another waits, it is
    this fix's only when the lesson's own words (`about`) name the part that worked and not the one left; said of a
    thing it names ("the staging update looks perfect"), only when the fix or its error (`fix`) names that thing."""
    if DENY_RE.search(text):
        return False
    if _done_by_them(text):
        return False   # "아까 커널 설치는 됐어요", "proxy_read_timeout은 제가 방금 바꿨어요. 됐어요": done, of another act
    if _DONE_RE.search(text) and _LATER_RE.search(text):
        about = about.casefold()
        done, later = _topics(text, _DONE_RE), _topics(text, _LATER_RE)
        if not any(t in about for t in done - later) or any(t in about for t in later - done):
            return False
    elif about and _DONE_RE.search(text) and (done := _topics(text, _DONE_RE)) and \
            not any(t in about.casefold() for t in done):
        return False   # "아까 말한 iOS 빌드 번호 문제는 됐어": done, said of a thing the lesson never names
    if fix and _defers(text, fix):
        return False
    subject = _SUBJECT_RE.search(text) or _PRAISED_RE.search(text)
    if fix and subject and not any(w.casefold() in fix.casefold() for w in re.findall(r"[\w-]{3,}", subject.group(1))):
        return False   # "btw the staging update looks perfect", "the cover images look great": a thing it never names
    return bool(CONFIRM_RE.search(text)) or any(not _TROUBLE_NOW_RE.search(m.group(0)) for m in _NOW_RE.finditer(text)) \
        and not FAIL_RE.search(text) or _glad(text) or bool(_GONE_RE.search(text)) and not _NEGATED_RE.search(text)


# "it wraps now and the Bad config message is gone": the error it reported, gone (with nothing still wrong beside it)
_GONE_RE = re.compile(r"\b(?:error|message|warning|complaint|popup|banner)s?\s+(?:is|are|has|have)\s+(?:gone|"
                      r"disappeared)\b", re.I)


# The person saying the thing works or went green ("yep, activate.fish works. thanks!", "pushed, ci is green"): counted
# only as the first word after the fix was the last thing done (the caller's order), and only with no trouble, no
# negation and nothing left for later in it. Thanks alone ("a laptop just got an address, thanks!") is no outcome:
# counted as one, it verified thirty not-shown fixes over the read corpora for five shown ones.
_GLAD_RE = re.compile(r"\b(?:works|worked|(?:is|are|went|turned|all) green|green now)\b", re.I)
_NEGATED_RE = re.compile(r"\b(?:not|no|nope|never|still|again|anymore)\b|n't|안 ?[돼되나]|아직|여전히|못", re.I)


def _glad(text: str) -> bool:
    """The thing said to work or be green, with nothing against it in the same message."""
    return bool(_GLAD_RE.search(text)) and not _NEGATED_RE.search(text) and not FAIL_RE.search(text) and \
        not trouble_words(text.casefold()) and not _LATER_RE.search(text)


def _defers(text: str, fix: str) -> bool:
    """A clause leaving for later a thing the fix names ("perfect 👍 thanks for the deploy. ill sort the db grant out
    tomorrow" of `GRANT ALL ON SCHEMA public …`), while no clause saying it worked names one: praise for other work."""
    named = {_stem(w) for w in re.findall(r"[^\W\d_]{4,}", fix)}
    clauses = re.split(r"[.,!?;]\s*", text)
    later = [c for c in clauses if _LATER_RE.search(c)]
    def names(c: str) -> bool:   # ("the token" of `turso db tokens create`: one word, in the singular or plural)
        return any(_stem(w) in named for w in re.findall(r"[^\W\d_]{4,}", c))
    return any(names(c) for c in later) and not any(names(c) for c in clauses if c not in later)


def _stem(word: str) -> str:
    """A word in the singular ("entries" as "entry", "branches" as "branch", "tokens" as "token")."""
    word = word.casefold()
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


# A confirmation naming its thing: "the staging update looks perfect in the db"
_SUBJECT_RE = re.compile(r"\bthe ((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:looks?|is|are|works?|went|seems?|runs?|ran|shows?|"
                         r"loads?|renders?|reads?)\b[^.!?\n]{0,25}?\b(?:perfect|good|fine|great|done|now|well)\b", re.I)
# A note a session writes (a README, a .md; not CMakeLists.txt): it proposes no fix, and praise may be of it
NOTE_RE = re.compile(r"(?:^|[/\\])(?:README|NOTES|CHANGELOG)[^/\\]*$|\.(?:md|markdown|rst|adoc)$|[/\\]\.claude[/\\]",
                     re.I)
# ... and the praise first ("perfect, that README is exactly what the next student needs"): said of that thing
_PRAISED_RE = re.compile(r"^\W*(?:perfect|great|nice|excellent|lovely|awesome)\b[\s,!.]+(?:the|that|this|your)\s+"
                         r"((?:[\w-]+\s+){0,2}?[\w.-]+)\s+(?:is|looks?|reads?|was)\b", re.I)


# A name of one case ("order-88412", "build-api-run-x7k2p", "billing_v2.sql"): letters with digits, or parts joined
_CASE_RE = re.compile(r"[^\W\d_][\w.-]*\d[\w.-]*|[^\W\d_]\w*[._-]\w[\w.-]*")


def names_case(text: str, about: str) -> bool:
    """Whether the person's words name a case the lesson's own words (`about`) name: of six characters or more."""
    said = text.casefold()
    return any(len(m.group(0).strip(".-")) >= 6 and m.group(0).strip(".-").casefold() in said
               for m in _CASE_RE.finditer(about))


# The model taking back what it just did ("That was wrong of me: the merge brought the old history back", "my
# mistake, reverting it"): after the fix was shown, what it showed is undone in its own words
_RETRACT_RE = re.compile(r"\b(?:that|this|it) was (?:wrong|a mistake)\b|\bmy (?:mistake|bad)\b|"
                         r"\bi (?:shouldn'?t|should not) have\b|\bthat (?:undid|undoes|broke)\b|"
                         r"제 실수|잘못했습니다|잘못된 (?:방법|선택)이었", re.I)


def retracts(text: str) -> bool:
    """Whether the model's reply takes back what it just did."""
    return _RETRACT_RE.search(text) is not None


# The person telling of an act of their own, done ("done, added dnsTunneling=true and restarted WSL", "설치했어요")
_DID_IT_RE = re.compile(r"\b(?:done|did|added|installed|enabled|disabled|changed|set|ran|restarted|rebooted|updated|"
                        r"upgraded|removed|deleted|replaced|switched|turned)\b|했어|했습니다|했어요|했고|설치했|추가했|바꿨|껐|켰",
                        re.I)


def did_it(text: str) -> bool:
    """The person saying they did something (`_DID_IT_RE`) and not that it failed or still fails."""
    return bool(_DID_IT_RE.search(text)) and not DENY_RE.search(text) and not FAIL_RE.search(text)
