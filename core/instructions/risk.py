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

from core.transcript.fetch import FETCH

# Programs that run what they are given (what fetches: core.transcript.fetch).
_SHELL = r"(?:ba|z|da|k|c|tc|fi|a)?sh"
_RUN = (rf"(?:{_SHELL}|python[0-9.]*|py|perl|ruby|node|deno|bun|php|lua|pwsh|powershell|iex|"
        r"invoke-expression|source|eval|osascript)")
_PREFIX = r"(?:(?:sudo|doas)(?:\s+-{1,2}[\w-]+(?:=\S+)?)*\s+)?(?:env(?:\s+\w+=\S*)*\s+)?"
_B = r"(?<![\w.-])"

_PATTERNS: list[re.Pattern[str]] = [
    # curl … | sh, wget -O- … | sudo bash, iwr … | iex (through any number of pipes)
    re.compile(rf"{_B}{FETCH}\b[^\n;&]*?\|\s*{_PREFIX}{_RUN}\b", re.I),
    # bash <(curl …), source <(wget -qO- …), python3 <(curl …)
    re.compile(rf"{_B}{_PREFIX}{_RUN}\b[^\n;&|]*?<\(\s*{_PREFIX}{FETCH}\b", re.I),
    # sh -c "$(curl …)", eval "$(wget …)", bash -c `curl …`
    re.compile(rf"{_B}{_PREFIX}{_RUN}\b[^\n;&|]*?[\"']?(?:\$\(|`)\s*{FETCH}\b", re.I),
    # iex (iwr …), iex (New-Object Net.WebClient).DownloadString(…), Invoke-Expression (irm …)
    re.compile(rf"{_B}(?:iex|invoke-expression)\s*[(&]?\s*{FETCH}", re.I),
    # curl -o x.sh URL && sh x.sh: downloaded, then run straight away
    re.compile(rf"{_B}(?:curl|wget)\b[^\n;&|]*?(?:-o|-O|--output(?:-document)?)[\s=]*(\S+)"
               rf"[^\n]*?(?:&&|;|\n)\s*{_PREFIX}(?:{_RUN}\s+|\./)\1\b", re.I),
]

# One download command, up to the next command separator.
_DOWNLOAD_RE = re.compile(rf"{_B}(curl|wget|iwr|invoke-webrequest)\b[^\n;&|]*", re.I)
_URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://[^\s'\"<>]+", re.I)
_TRAILING = ".,;:)]}'\""


def _saved_as(program: str, words: list[str], command: str) -> list[str]:
    """The file names a download command writes what it fetched to: curl's -o /
    --output (also inside combined flags such as -fsSLo), its -O / --remote-name
    (the URL's last part, as in `curl -LO`), wget's -O (else the URL's last part),
    PowerShell's -OutFile, and a `> file` redirect."""
    names: list[str] = []
    remote_name = program == "wget"
    i = 0
    while i < len(words):
        w, nxt = words[i], (words[i + 1] if i + 1 < len(words) else "")
        low = w.lower()
        if program == "curl":
            if w in ("-o", "--output"):
                names.append(nxt)
                i += 1
            elif w.startswith("--output="):
                names.append(w.split("=", 1)[1])
            elif w.startswith("--remote-name"):
                remote_name = True
            elif re.fullmatch(r"-[A-Za-z]+", w):
                flags = w[1:]
                cut = flags.find("o")
                if "O" in (flags if cut < 0 else flags[:cut]):
                    remote_name = True
                if cut >= 0:
                    names.append(flags[cut + 1:] or nxt)
                    i += 0 if flags[cut + 1:] else 1
        elif program == "wget":
            m = re.fullmatch(r"-[A-Za-z]*O(\S*)|--output-document(?:=(\S*))?", w)
            if m:
                value = m.group(1) or m.group(2)
                if not value:
                    value, i = nxt, i + 1
                names.append(value)
                remote_name = False
        elif low == "-outfile":
            names.append(nxt)
            i += 1
        i += 1
    if remote_name:
        for url in _URL_RE.findall(command):
            last = url.split("?", 1)[0].split("#", 1)[0].rstrip(_TRAILING).rstrip("/").rsplit("/", 1)[-1]
            if last and "://" not in last and "/" not in last:
                names.append(last)
    redirect = re.search(r">\s*([^\s>&|]+)", command)
    if redirect:
        names.append(redirect.group(1))
    return [n.strip(_TRAILING) for n in names if n.strip(_TRAILING) not in ("", "-")]


def _downloaded_then_run(plain: str) -> str | None:
    """A file fetched by one command and run by a later one, in the same text:
    `curl -LO …/install.sh` … `sh install.sh`, `wget -O x.sh URL; bash x.sh`,
    `curl -o i.sh URL && chmod +x i.sh && ./i.sh`."""
    for m in _DOWNLOAD_RE.finditer(plain):
        program = m.group(1).lower()
        program = "iwr" if program == "invoke-webrequest" else program
        after = m.start() + len(m.group(1))
        for name in _saved_as(program, m.group(0).split()[1:], m.group(0)):
            base = re.escape(name.replace("\\", "/").rsplit("/", 1)[-1])
            by_interpreter = re.compile(rf"{_B}{_PREFIX}{_RUN}(?:\s+-{{1,2}}[\w-]+)*\s+"
                                        rf"(?:[^\s;&|]*[/\\])?{base}(?![\w-]|\.\w)", re.I)
            # `./x.sh`, `.\x.ps1`, `& .\x.ps1`, `/tmp/x.sh` where a command starts
            by_path = re.compile(rf"(?:^|(?<=[;&|\n(])|(?<=\bthen )|(?<=\brun )|(?<=\bexecute ))\s*"
                                 rf"(?:&\s*)?{_PREFIX}(?:[^\s;&|]*[/\\]){base}(?![\w-]|\.\w)", re.I)
            hit = by_interpreter.search(plain, after) or by_path.search(plain, m.end())
            if hit:
                snippet = " ".join(plain[m.start():hit.end()].split())
                return snippet if len(snippet) <= 80 else snippet[:77] + "…"
    return None


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
    return _downloaded_then_run(plain)


def advice_risk(title: str, fields: dict[str, str]) -> str | None:
    """Why a lesson's advice must wait for a person, or None."""
    for text in (fields.get(name, "") for name in ADVICE_FIELDS):
        found = remote_code(text)
        if found:
            return f"runs remote code ({found})"
    found = remote_code(title)
    return f"runs remote code ({found})" if found else None
