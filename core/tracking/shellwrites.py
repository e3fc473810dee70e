"""What a shell command writes into a file, read as an edit of it: `echo 'location' >> ~/.curlrc`,
`printf -- '--hidden\n' > ~/.ripgreprc`, `echo user_allow_other | sudo tee -a /etc/fuse.conf`, a here-document
(`cat > deploy.sh <<'EOF' … EOF`), `sed -i 's/#user_allow_other/user_allow_other/' /etc/fuse.conf` (what it puts
in), PowerShell's `Add-Content`/`Set-Content`/`Out-File`. Sessions write configuration this way as often as with
the Edit tool; tracking reads both the same way (a fix written into the file the lesson names, a script then run).
Only the shapes a shell gives such a write: no guess at what a program writes by itself."""
from __future__ import annotations

import re

_Q = r"(['\"])"
# `cat > f <<'EOF'` … `EOF`, `tee -a f <<EOF`, `cat <<EOF > f`: the body up to the closing word
_HEREDOC = re.compile(r"\b(?:cat|tee(?:\s+-a)?)\s*(?:>>?\s*(?P<a>[^\s<;&|]+)\s*)?(?P<b>[^\s<;&|>-][^\s<;&|]*)?\s*"
                      r"<<-?[ \t]*['\"]?(?P<end>\w+)['\"]?[ \t]*(?:>>?[ \t]*(?P<c>[^\s;&|]+))?[^\n]*\n(?P<body>.*?)\n\s*(?P=end)\b",
                      re.S)
# `echo 'x' >> f`, `printf -- 'x\n' > f`, `echo "x" | sudo tee -a f`, `echo x >> f` (no quotes, up to the `>`)
_ECHO = re.compile(r"\b(?:echo|printf)(?:\s+-[-neE]+)*\s+(?:" + _Q + r"(?P<text>.*?)\1|(?P<bare>[^'\"|>;&\n]+?))\s*"
                   r"(?:\|\s*(?:sudo\s+)?tee(?:\s+-a)?\s+(?P<tee>[^\s;&|]+)|>>?\s*(?P<file>[^\s;&|]+))")
# `sed -i 's/old/new/g' f`, `sed -i '' -e 's|a|b|' f`, `sed -i.bak "s/a/b/" f1 f2`: what it puts in is `new`
_SED = re.compile(r"\bsed\s+(?:-[A-Za-z]*i[^\s]*(?:\s+(?:''|\"\"))?\s+)(?:-e\s+)?" + _Q +
                  r"s(?P<sep>[^\w\s])(?:(?!(?P=sep)).)*(?P=sep)(?P<new>(?:(?!(?P=sep)).)*)(?P=sep)[^'\"]*\1"
                  r"(?P<files>(?:[ \t]+[^\s;&|<>]+)+)")   # (the line's own files: not the next line's)
# PowerShell: `Add-Content -Path f -Value 'x'`, `Set-Content f 'x'`, `'x' | Out-File -Append f`
_PS_CONTENT = re.compile(r"\b(?:Add|Set)-Content\s+(?:-Path\s+)?(?P<file>[^\s;|]+)\s+(?:-Value\s+)?" + _Q +
                         r"(?P<text>.*?)\2", re.I)
_PS_PIPED = re.compile(_Q + r"(?P<text>[^'\"]*)\1\s*\|\s*(?:Add-Content|Set-Content|Out-File)(?:\s+-(?:Append|Encoding\s+\S+))*"
                       r"\s+(?:-(?:Path|FilePath)\s+)?(?P<file>[^\s;|]+)", re.I)


def _path(word: str) -> str:
    return word.strip("'\"")


def shell_writes(command: str) -> list[tuple[str, str]]:
    """The (file, text written) pairs a shell command line gives, in the order it writes them."""
    out: list[tuple[str, str]] = []
    rest = command
    for m in _HEREDOC.finditer(command):
        target = m.group("a") or m.group("c") or m.group("b")
        if target:
            out.append((_path(target), m.group("body")))
        rest = rest.replace(m.group(0), " ")
    for m in _ECHO.finditer(rest):
        target = m.group("tee") or m.group("file")
        text = m.group("text") if m.group("text") is not None else (m.group("bare") or "")
        if target and not target.startswith("&") and target != "/dev/null":
            out.append((_path(target), text.replace("\\n", "\n").strip()))
    for m in _SED.finditer(rest):
        out += [(_path(f), m.group("new")) for f in m.group("files").split() if not f.startswith("-")]
    for rx in (_PS_CONTENT, _PS_PIPED):
        out += [(_path(m.group("file")), m.group("text")) for m in rx.finditer(rest)]
    return out
