"""Lessons that tell the next session to fetch code and run it.

A lesson is loaded into every later session as advice. One that says
"install it with `curl https://… | sh`" turns a single session (or a single
page of tool output that talked the model into it) into a standing
instruction to run whatever that URL serves tomorrow. Such an entry is never
written without a person: it waits in the review queue with the reason.

The check is on the advice a lesson gives (its title, workaround or approach),
not on the symptom or evidence, which may quote the remote command that failed."""
from __future__ import annotations

import re
import unicodedata

# Programs that fetch a URL's content, and programs that run what they are given.
_FETCH = (r"(?:curl|wget|fetch|https?(?=\s)|xh|aria2c|iwr|irm|invoke-webrequest|invoke-restmethod|"
          r"\(?\s*new-object\s+(?:system\.)?net\.webclient\s*\)?\s*\.\s*download(?:string|data|file))")
_SHELL = r"(?:ba|z|da|k|c|tc|fi|a)?sh"
_RUN = (rf"(?:{_SHELL}|python[0-9.]*|py|perl|ruby|node|deno|bun|php|lua|pwsh|powershell|iex|"
        r"invoke-expression|source|eval|osascript)")
_PREFIX = r"(?:(?:sudo|doas)(?:\s+-{1,2}[\w-]+(?:=\S+)?)*\s+)?(?:env(?:\s+\w+=\S*)*\s+)?"
_B = r"(?<![\w.-])"

_PATTERNS: list[re.Pattern[str]] = [
    # curl … | sh, wget -O- … | sudo bash, iwr … | iex (through any number of pipes)
    re.compile(rf"{_B}{_FETCH}\b[^\n;&]*?\|\s*{_PREFIX}{_RUN}\b", re.I),
    # bash <(curl …), source <(wget -qO- …), python3 <(curl …)
    re.compile(rf"{_B}{_PREFIX}{_RUN}\b[^\n;&|]*?<\(\s*{_PREFIX}{_FETCH}\b", re.I),
    # sh -c "$(curl …)", eval "$(wget …)", bash -c `curl …`
    re.compile(rf"{_B}{_PREFIX}{_RUN}\b[^\n;&|]*?[\"']?(?:\$\(|`)\s*{_FETCH}\b", re.I),
    # iex (iwr …), iex (New-Object Net.WebClient).DownloadString(…), Invoke-Expression (irm …)
    re.compile(rf"{_B}(?:iex|invoke-expression)\s*[(&]?\s*{_FETCH}", re.I),
    # curl -o x.sh URL && sh x.sh: downloaded, then run straight away
    re.compile(rf"{_B}(?:curl|wget)\b[^\n;&|]*?(?:-o|-O|--output(?:-document)?)[\s=]*(\S+)"
               rf"[^\n]*?(?:&&|;|\n)\s*{_PREFIX}(?:{_RUN}\s+|\./)\1\b", re.I),
]

ADVICE_FIELDS = ("workaround", "approach")


def _plain(text: str) -> str:
    """Code spans and quotes do not hide a command; neither do odd spaces."""
    text = unicodedata.normalize("NFKC", text).replace("ˋ", "")
    return text.replace("`", "")


def remote_code(text: str) -> str | None:
    """The piece of `text` that fetches and runs remote code, or None."""
    plain = _plain(text)
    for pattern in _PATTERNS:
        m = pattern.search(plain)
        if m:
            snippet = " ".join(m.group(0).split())
            return snippet if len(snippet) <= 80 else snippet[:77] + "…"
    return None


def advice_risk(title: str, fields: dict[str, str]) -> str | None:
    """Why a lesson's advice must wait for a person, or None."""
    for text in (fields.get(name, "") for name in ADVICE_FIELDS):
        found = remote_code(text)
        if found:
            return f"runs remote code ({found})"
    found = remote_code(title)
    return f"runs remote code ({found})" if found else None
