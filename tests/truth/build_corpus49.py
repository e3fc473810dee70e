"""The forty-ninth corpus (ecosystems no earlier corpus used: sway and Waybar on Arch for a fish user, a Vapor 4 API
with Fluent migrations on macOS zsh (ANSI colour, file:line:col errors), Qiskit 1.x with qiskit-aer and
qiskit-ibm-runtime's fake backends in Windows PowerShell 7 (an interrupted call), Perforce's p4 with SSL trust,
P4CLIENT and P4CONFIG in Windows cmd (a rejected tool use, tabs in output), a Paper 1.21 Minecraft server on Java 21
under systemd with RCON (a long output), Lima VMs with the docker template on macOS zsh, YARA rules with yarac and
yara-python on Linux bash (file(line) errors), GROMACS grompp, genion and mdrun on a Linux workstation (a Task, long
outputs), a Vivado 2023.2 batch build in Windows cmd (an interrupted call, file:line errors), yabai and skhd on macOS
zsh (ANSI colour, a rejected tool use, file:line:col errors), Zigbee2MQTT with a SONOFF ZBDongle-E on a Raspberry Pi
(in Korean, tabs in output), the OCI CLI under WSL 2 (in Korean), a GNOME Shell 47 extension on Fedora 41 (in
Korean, file:line:col errors), HTCondor job submission and holds (a Task, a long output), Argo Workflows and
CronWorkflows on macOS zsh (a Task), Hexo 7 deploys in Windows PowerShell 7 (ANSI colour, Spanish prompts),
CircuitPython 9 with circup on a Raspberry Pi Pico in Windows cmd, oauth2-proxy in front of Grafana in docker compose
on Linux bash, whisper.cpp with Metal on macOS zsh (an interrupted call, a long output), cwltool with podman for a
fish user (file:line:col errors, tabs in output)): writes tests/truth/corpus49_sessions/ (the scripted sessions of
corpus49_sources.py and _b.._d) and tests/truth/corpus49.jsonl (the labelled lessons of corpus49_lessons.py and
_b.._d, in the record format of EVIDENCE.md, built by corpus49_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders) and saw,
in a listing of corpus.py's top-level names, the regular expressions the written-corpus test uses to find quoted
pieces (not the bodies of `loose`, `looser`, `quoted_pieces` or `texts`). The sessions were written first; every
label was then written from the session text before anything judged the lesson, and nothing but this builder and the
written-corpus test was run on it. Evidence is phrased in many ways on purpose: code spans, prose, arrows, lists,
fenced blocks with `$` prompts, `…` cuts, nested quotes, JSON, tabs, ANSI codes with and without the escape byte,
Windows paths with single, doubled and forward slashes, tool-call notation, GPT-style "After running X, Y"
sentences, outcome words ("still", "first run", "exit code N"), and Korean, German and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus49`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus49_sources", "corpus49_sources_b", "corpus49_sources_c", "corpus49_sources_d")
_LESSONS = ("corpus49_lessons", "corpus49_lessons_b", "corpus49_lessons_c", "corpus49_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus49", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
