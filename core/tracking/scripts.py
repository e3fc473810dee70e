"""What a script or a make target ran, when the session showed its text: `./scripts/push-exports.sh 2026-04-27`
after `cat scripts/push-exports.sh`, `make seal NAME=x` after `grep -A3 '^seal:' Makefile`, `sudo -E bin/nightly.sh`
after the file was written. Running it ran the lines the session saw (`rclone copy … --s3-no-check-bucket`,
`borg break-lock "$REPO"`), as running `npm run db:gen` ran the `prisma generate` npm printed and `make ep42.mp4`
the recipe line it echoed: a fix kept in a script or a target is used through it. Without its text shown (or
echoed) the script is only its own name."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from core.tracking.commands import command_segments
from core.tracking.spelling import program_name
from core.transcript.runners import ECHOING, echoed_commands
from core.transcript.signals import OUTPUT_SCAN

#: Programs whose output is (part of) the file they were given: its text, shown.
_SHOWING = frozenset({"cat", "head", "tail", "grep", "sed", "less", "more", "bat"})
#: Shells that run a script given as their first word.
_SHELLS = frozenset({"bash", "sh", "zsh", "fish", "dash", "source", "pwsh"})
#: A numbered line as the Read tool shows it (`     1→#!/bin/sh`).
_NUMBERED = re.compile(r"^\s*\d+(?:→|\t)", re.M)
_SCRIPT = re.compile(r"\.(?:sh|bash|zsh|fish|ps1|bat|cmd)$", re.I)
#: A source file's name: read, its text is code (`raise TypeError(…)` in it is no trouble the session met).
_CODE = re.compile(r"\.(?:py|pyi|js|mjs|cjs|ts|tsx|jsx|go|rs|java|kt|rb|php|c|h|cc|cpp|hpp|cs|swift|ex|exs|erl|"
                   r"scala|lua|pl|dart|vue|svelte)$", re.I)
_MAKEFILE = re.compile(r"(?:^|/)(?:GNUmakefile|[Mm]akefile|[\w.-]+\.mk)$")
#: Files kept, and characters of each: a bound for a session that shows many.
MAX_FILES = 200
MAX_TEXT = 4000


@dataclass
class ShownFiles:
    """The files whose text the session saw, by their last name (what a later command calls them by)."""
    texts: dict[str, str] = field(default_factory=dict)
    #: The calls that showed a script or makefile: their output is code (`set -euo pipefail`), no trouble met.
    steps: set[int] = field(default_factory=set)
    #: the shell aliases the shown texts define (`alias lo2pdf='soffice …'` in a `~/.zshrc` the session grepped or
    #: wrote, fish's `alias name 'value'`): running one runs what it stands for. Read as each text is noted.
    aliases: dict[str, str] = field(default_factory=dict)
    #: where each shown file was (a Dockerfile is named for its folder), and the Dockerfiles a build of failed
    paths: dict[str, str] = field(default_factory=dict)
    broke: set[str] = field(default_factory=set)

    def note(self, path: str, text: str, step: int = 0) -> None:
        """A file's text the session saw (written, or read at `step`: a script read is code, no trouble met)."""
        if path and text.strip() and len(self.texts) < MAX_FILES:
            name = _last_name(path)
            kept = self.texts[name] = _NUMBERED.sub("", text[:MAX_TEXT])
            self.paths[name] = path.replace("\\", "/")
            if step and (_SCRIPT.search(name) or _MAKEFILE.search(name) or _CODE.search(name)):
                self.steps.add(step)
            if "alias" in kept and (_START_UP.search(name) or _SCRIPT.search(name)):
                self.aliases.update((m.group(1), m.group(3).strip()) for m in _ALIAS.finditer(kept))

    def note_call(self, command: str, output: str, step: int = 0) -> None:
        """A call that worked and showed one file (`cat x.sh`, `grep -A3 '^seal:' Makefile`): its output is that
        file's text, or the part of it the session saw."""
        segs = command_segments(command)
        if len(segs) != 1 or program_name(segs[0][0]) not in _SHOWING:
            return
        files = [w for w in segs[0][1:] if not w.startswith("-") and ("/" in w or "." in w or _MAKEFILE.search(w))]
        if len(files) == 1:
            self.note(files[0], output)
            if _SCRIPT.search(files[0]) or _MAKEFILE.search(files[0]):
                self.steps.add(step)

    def _built(self, seg: list[str], failed: bool) -> list[str]:
        """What an image build ran: the RUN lines of the Dockerfile it was given, when the session saw that file (in
        the build's context folder, if its path says), continuations joined; none once a build of it failed, since
        one after that is a recovery."""
        names, context = _dockerfile(seg)
        if failed:
            self.broke.update(names)
        name = next((n for n in names if n in self.texts), "")
        if failed or not name or name in self.broke or \
                context and self.paths.get(name, "").rsplit("/", 2)[-2:-1] not in ([context], []):
            return []
        return [m.group(1).strip() for m in _RUN.finditer(re.sub(r"\\\r?\n\s*", " ", self.texts[name]))]

    def ran_by(self, command: str, failed: bool = False) -> list[str]:
        """The lines a command ran through a shown script or make target (or image build: none once a build
        failed, since one after it is a recovery, its lines no straight use)."""
        out: list[str] = []
        for seg in command_segments(command):
            words = _script_of(seg) if program_name(seg[0]) in _SHELLS and len(seg) > 1 else seg
            name = words[0].rstrip("/").rsplit("/", 1)[-1] if words else ""
            alias = self.aliases.get(seg[0]) if seg else None
            if alias is not None:   # (`lo2pdf --outdir out x.odt`, the alias `lo2pdf='soffice -env:… --headless …'`)
                out.append(" ".join([alias, *seg[1:]]))
            elif program_name(seg[0]) == "make":
                out += _recipe(self.texts, [w for w in seg[1:] if not w.startswith("-") and "=" not in w])
            elif program_name(seg[0]) in ("docker", "podman") and (seg[1:2] == ["build"] or seg[1:3] in _BUILDS):
                out += self._built(seg, failed)
            elif name in self.texts and ("/" in words[0] or _SCRIPT.search(name)):
                text = re.sub(r"\\\n\s*", " ", self.texts[name])   # (a line continued with `\` is one command)
                out += _expanded([line.strip() for line in text.splitlines()
                                  if line.strip() and not line.lstrip().startswith("#")])
        return out


def _script_of(seg: list[str]) -> list[str]:
    """What a shell was given to run: its first word past its options (`bash -x deploy.sh`, with the script's own
    words; `bash deploy.sh < answers.txt` runs deploy.sh), else the file fed to it (`bash -s < provision/gpu-node.sh`,
    as `ssh host 'sudo bash -s' < x.sh` does)."""
    at = next((i for i, w in enumerate(seg[1:], 1) if not w.startswith("-")), len(seg))
    if at < len(seg) and seg[at] != "<":
        return seg[at:]
    fed = next((seg[i + 1] for i, w in enumerate(seg[:-1]) if w == "<"), None)
    return [fed] if fed is not None else []


#: A shell's start-up or alias file (`.zshrc`, `.bash_aliases`, `.profile`; a script, `config.fish`, by `_SCRIPT`):
#: where aliases are.
_START_UP = re.compile(r"(?:rc|profile|aliases)$")
#: A shell alias's definition: bash's and zsh's `alias name='value'`, fish's `alias name 'value'` or `alias name=value`.
_ALIAS = re.compile(r"""^\s*alias\s+(?:--\s+)?([\w.-]+)(?:=|\s+)(["']?)(.+?)\2\s*$""", re.M)


#: A variable the script sets (`SOCK=unix:///run/containerd/containerd.sock`, `export X=1`, `$x = '…'`)
_ASSIGN = re.compile(r"^(?:export\s+|readonly\s+|local\s+)?\$?([A-Za-z_]\w*)\s*=\s*(['\"]?)([^'\"\s;]+)\2\s*$")


def _expanded(lines: list[str]) -> list[str]:
    """The script's lines with the variables it set itself spelled out (`crictl -r $SOCK` as `crictl -r unix://…`):
    what a later session ran through it, as a lesson names it."""
    values: dict[str, str] = {}
    out: list[str] = []
    for line in lines:
        for name, value in values.items():
            line = re.sub(rf"\$(?:{name}\b|\{{{name}\}})", value.replace("\\", "\\\\"), line)
        m = _ASSIGN.match(line)
        if m:
            values[m.group(1)] = m.group(3)
        out.append(line)
    return out


def _recipe(texts: dict[str, str], targets: list[str]) -> list[str]:
    """The recipe lines of the targets named (or of the first one a shown makefile has), continuations joined and
    `@`/`-` prefixes dropped."""
    out: list[str] = []
    for name, text in texts.items():
        if not _MAKEFILE.search(name):
            continue
        body = re.sub(r"\\\n\s*", " ", text)
        for target in targets[:3]:
            m = re.search(rf"^{re.escape(target)}\s*:[^\n=]*\n((?:\t[^\n]*\n?)+)", body, re.M)
            if m:
                out += [line.strip().lstrip("@-").strip() for line in m.group(1).splitlines() if line.strip()]
    return out


#: A Dockerfile's RUN instruction (shell form), to its end; an image build's words, and its options given a value.
_RUN = re.compile(r"^RUN\s+(?!\[)(.+)$", re.M | re.I)
_BUILDS = (["buildx", "build"], ["image", "build"])
_VALUED = frozenset({"-t", "--tag", "-f", "--file", "--build-arg", "--target", "--platform", "--label", "--secret",
                     "--cache-from", "--network", "-o", "--output", "--progress", "--ssh"})


def _dockerfile(seg: list[str]) -> tuple[list[str], str]:
    """The names the Dockerfile of a build may have (`-f x`, `--file=x`, else `Dockerfile`, `Containerfile`), and the
    folder of its context (`./web`; "" for `.`)."""
    given = next((seg[i + 1] if "=" not in w else w.split("=", 1)[1] for i, w in enumerate(seg)
                  if w.split("=", 1)[0] in ("-f", "--file") and ("=" in w or i + 1 < len(seg))), "")
    names = [_last_name(given)] if given else ["Dockerfile", "Containerfile"]
    last = seg[-1] if len(seg) > 2 and not seg[-1].startswith("-") and seg[-2] not in _VALUED else "."
    return names, _last_name(last).strip(".")


def _last_name(path: str) -> str:
    """A path's last name, whichever separator it is written with (`scripts\\sign.bat`, `./web/`)."""
    return re.split(r"[/\\]", path.rstrip("/\\"))[-1]


_SCRIPT_HEAD = re.compile(r"^> \S+@\S+ (\S+)\n> (.+)$", re.M)


def runner_lines(command: str, output: str) -> list[str]:
    """The commands a build runner echoed running (`make ep42.mp4` printing `ffmpeg … -safe 0 -i list.txt …`): a
    fix kept in a recipe is used through it, shown or not."""
    if not any(seg and program_name(seg[0]) in ECHOING for seg in command_segments(command)):
        return []
    return echoed_commands(output[:OUTPUT_SCAN])


def script_lines(command: str, output: str) -> list[str]:
    """The command lines a package script ran, as npm, pnpm and yarn print them (`> app@1.0.0 db:gen` then
    `> prisma generate`): running the script is running them."""
    if not re.match(r"\s*(?:\S+=\S+\s+)*(?:npm|pnpm|yarn|bun)\b", command):
        return []
    return [m.group(2).strip() for m in _SCRIPT_HEAD.finditer(output[:4000]) if m.group(2).strip()]
