"""Labelled lessons of corpus20, part E: the mise, Vector/VRL (Korean) and Typst sessions. Every label was written
from the session text (corpus20_sources_c.py, _d) before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus20_common import gotcha, knowledge
from tests.truth.corpus20_sources_c import MISE
from tests.truth.corpus20_sources_d import TYPST, VECTOR

MISE_LESSONS = [
    gotcha("mi-01", MISE, (
        "mise's tools are not on PATH in a non-interactive shell; run them through `mise exec`",
        "`go version` still prints go1.21.6 right after `mise install` installed go 1.22.5, and `make test` refuses "
        "the go.mod version.",
        "Expecting `mise install` alone to change which `go` a script or agent shell runs.",
        "mise switches versions through `mise activate` in an interactive shell; a non-interactive shell never runs "
        "it, so /usr/local/go/bin/go wins.",
        "Run commands as `mise exec -- go version` / `mise exec -- make test` (or put mise's shims on PATH)."),
        "`go version && make test` → go version go1.21.6 darwin/arm64 and `go: go.mod requires go >= 1.22.5 (running "
        "go 1.21.6; GOTOOLCHAIN=local)`; `mise which go` → /Users/chen/.local/share/mise/installs/go/1.22.5/bin/go; "
        "`mise exec -- go version && mise exec -- make test` → `go version go1.22.5 darwin/arm64` and both packages "
        "ok.",
        label="shown", cls="fix_ran", category="env_setup",
        why="make test fails under the old Go; the `mise exec` call runs the right Go and the tests pass in it.",
        phrasing="code span, arrow, outcome claim",
        steps={"failure": "go.mod requires go >= 1.22.5", "fix": "mise exec -- go version && mise exec -- make test"}),
    gotcha("mi-02", MISE, (
        "Replace asdf.sh with `mise activate zsh` in ~/.zshrc when moving from asdf to mise",
        "New terminal tabs still run go1.21.6 after the project switched to mise.",
        "Leaving `. /opt/homebrew/opt/asdf/libexec/asdf.sh` in ~/.zshrc without activating mise.",
        "Without `mise activate` in the interactive shell, mise never puts its versions on PATH.",
        "Swap line 12 of ~/.zshrc for `eval \"$(mise activate zsh)\"` and open a new tab."),
        "`grep -n 'asdf\\|mise' ~/.zshrc` → `12:. /opt/homebrew/opt/asdf/libexec/asdf.sh`; replaced it with `eval "
        "\"$(mise activate zsh)\"`.",
        label="not_shown", cls="confirmation_denied", category="env_setup",
        why="After the ~/.zshrc Edit the person reports `still go1.21.6 in a new tab`; the next check finds line 40 "
            "putting /usr/local/go first, and the session ends with that unresolved.",
        phrasing="code span, nested quotes, arrow",
        steps={"failure": "my own terminal still gives go1.21", "fix": 'eval "$(mise activate zsh)"'}),
    gotcha("mi-03", MISE, (
        "A later PATH export in ~/.zshrc undoes mise activate",
        "Even with mise activated in ~/.zshrc, `which -a go` lists /usr/local/go/bin/go first.",
        "Keeping an old `export PATH=/usr/local/go/bin:$PATH` below the mise activation.",
        "The export runs after mise has set PATH and puts the pkg-installer Go back in front.",
        "Delete line 40 (`export PATH=/usr/local/go/bin:$PATH`) or remove /usr/local/go."),
        "`zsh -ic 'which -a go' 2>/dev/null; grep -n 'go/bin' ~/.zshrc` → /usr/local/go/bin/go before the mise "
        "install, and `40:export PATH=/usr/local/go/bin:$PATH`.",
        label="not_shown", cls="only_suggested", category="env_setup",
        why="Deleting line 40 is only proposed; the person will clean ~/.zshrc up themselves and no new shell is "
            "checked afterwards.",
        phrasing="code span, arrow",
        steps={"failure": "40:export PATH=/usr/local/go/bin:$PATH",
               "fix": "Deleting that line (or the /usr/local/go install)"}),
    knowledge("mi-04", MISE, (
        "`mise install` reads an existing asdf .tool-versions file",
        "Moving a project from asdf to mise without rewriting its version file.",
        "Run `mise install` in the project; it picks up .tool-versions and installs each pinned tool.",
        "No new mise config is needed for the switch, so teammates on asdf keep working."),
        "`mise install` → `mise WARN  missing: go@1.22.5 node@20.17.0` then `mise go@1.22.5 ✓ installed` and "
        "`mise node@20.17.0 ✓ installed`.",
        cls="knowledge", category="env_setup", scope="global",
        why="Quoted from the install output in a project pinned by .tool-versions.",
        phrasing="code span, arrow", steps={"evidence": "mise go@1.22.5 ✓ installed"}),
    gotcha("mi-05", MISE, (
        "Adding `mise activate` to ~/.zshrc switches new terminals to mise's Go",
        "New tabs keep the old Go after moving to mise.",
        "Forgetting the activation line.",
        "mise needs its shell hook.",
        "Add `eval \"$(mise activate zsh)\"` to ~/.zshrc."),
        "After the ~/.zshrc edit a new tab printed `go version go1.22.5 darwin/arm64`.",
        label="invented", cls="names_false_claim", category="env_setup",
        why="The person reported `still go1.21.6 in a new tab`; go1.22.5 was only printed through `mise exec`.",
        phrasing="code span, false outcome claim", steps={"evidence": "still go1.21.6 in a new tab"}),
    knowledge("mi-06", MISE, (
        "mise wants .tool-versions migrated to its own config",
        "Running mise in a project that still uses asdf's version file.",
        "Run `mise migrate` when mise warns about the old file.",
        "mise's own config supports more than asdf's format."),
        "`mise install` warned `mise WARN  .tool-versions is deprecated, run mise migrate`",
        cls="never_seen_error", category="env_setup",
        why="mise's only warning was the missing-tools line; no deprecation warning appears.",
        phrasing="code span, invented warning", steps={"evidence": "mise WARN  missing"}),
    gotcha("mi-07", MISE, (
        "`mise install` refuses a go.mod that asks for a newer Go",
        "mise install fails on the toolchain check.",
        "Installing tools while an old Go is first on PATH.",
        "mise runs `go` to validate go.mod.",
        "Remove the old Go first."),
        "`mise install` failed with `go: go.mod requires go >= 1.22.5 (running go 1.21.6; GOTOOLCHAIN=local)`",
        label="invented", cls="other_call_error", category="env_setup",
        why="`mise install` succeeded; the go.mod error is from `go version && make test`.",
        phrasing="code span, error from another call", steps={"evidence": "mise node@20.17.0 ✓ installed"}),
]

VECTOR_LESSONS = [
    gotcha("ve-01", VECTOR, (
        "VRL won't load a fallible call assigned without error handling (E103)",
        "`vector validate` exits 78 with error[E103]: unhandled fallible assignment on the parse_nginx_log line.",
        "Assigning the result of a fallible VRL function like parse_nginx_log directly.",
        "`.message` has type any, so the call can fail, and VRL requires every fallible call to be handled at compile "
        "time.",
        "Use the aborting form `parse_nginx_log!(.message, \"combined\")` (or `., err = ...`) and re-run `vector "
        "validate`."),
        "`vector validate /etc/vector/vector.yaml` → Exit code 78, `error[E103]: unhandled fallible assignment`, with "
        "the hint \"update the expression to be infallible by adding a `!`\"; with `parse_nginx_log!(.message, "
        "\"combined\")` the validate printed `Validated`.",
        label="shown", cls="edit_then_pass", category="tool_quirk",
        why="validate fails with E103; after the Edit to the `!` form the next validate passes and E103 never "
            "returns.",
        phrasing="code span, nested quotes, exit code, outcome claim",
        steps={"failure": "error[E103]: unhandled fallible assignment", "fix": '. = parse_nginx_log!(.message, "combined")'}),
    gotcha("ve-02", VECTOR, (
        "With `!`, a VRL remap aborts on unparseable lines: handle the error and tag the event instead",
        "After switching to `parse_nginx_log!`, the journal fills with `Mapping failed with event` for lines that "
        "aren't in combined format.",
        "Using the aborting `!` form in a remap that sees mixed log formats (the load balancer's health checks).",
        "On an abort the remap logs an error and forwards the event unparsed.",
        "`parsed, err = parse_nginx_log(.message, \"combined\")`, then `if err == null { . = parsed } else { "
        ".parse_error = err }`."),
        "journalctl after the restart: `vector::internal_events::remap: Mapping failed with event.` … `failed parsing "
        "log line`. Switched the remap to `parsed, err = parse_nginx_log(.message, \"combined\")` with "
        "`.parse_error = err` for failures.",
        label="not_shown", cls="korean_other", category="tool_quirk",
        why="After the err-handling Edit only `vector validate` and a restart ran; the journal was never read again. "
            "The person's 됐어 right after is explicitly about the logrotate change.",
        phrasing="code span, ellipsis, nested quotes",
        steps={"failure": "Mapping failed with event", "fix": "로그로테이트 daily로 바뀐 거 확인했어"}),
    knowledge("ve-03", VECTOR, (
        "`vector validate` exits 78 on a config error and prints VRL's own fix suggestions",
        "Writing or changing a VRL remap before restarting Vector.",
        "Run `vector validate <config>` first; on a VRL error it exits 78 and the diagnostic names both ways out "
        "(the `!` form or `., err =`).",
        "Bad VRL is caught before the restart, and the diagnostic usually spells out the fix."),
        "```\nx Transform \"parse_nginx\":\nerror[E103]: unhandled fallible assignment\n  │ or change this to an "
        "infallible assignment:\n  │ ., err = parse_nginx_log(.message, \"combined\")\n```\n(exit code 78)",
        cls="knowledge", category="debugging_technique", scope="global",
        why="The fenced lines are the failing validate's output, which began `Exit code 78`.",
        phrasing="fenced block, exit code", steps={"evidence": "or change this to an infallible assignment"}),
    knowledge("ve-04", VECTOR, (
        "logrotate -d로 설정을 실제 로테이션 없이 확인",
        "/etc/logrotate.d/nginx를 weekly에서 daily로 바꾼 뒤 반영됐는지 확인할 때.",
        "`sudo logrotate -d /etc/logrotate.d/nginx`로 디버그(드라이런) 실행 후 `rotating pattern` 줄을 본다.",
        "로그를 건드리지 않고 주기와 보관 개수가 반영됐는지 알 수 있음."),
        "`rotating pattern: /var/log/nginx/*.log  after 1 days (14 rotations)` — daily/rotate 14 편집 후 "
        "`sudo logrotate -d` 결과.",
        cls="knowledge", category="workflow", scope="global",
        why="The rotating-pattern line is the dry run's output after the logrotate Edit.",
        phrasing="Korean, code span", steps={"evidence": "after 1 days (14 rotations)"}),
    gotcha("ve-05", VECTOR, (
        "VRL treats an unhandled parse_nginx_log call as a fallible expression error",
        "vector validate rejects the remap.",
        "Calling fallible functions bare.",
        "VRL's type checker.",
        "Add `!`."),
        "`error[E103]: unhandled fallible expression`",
        label="invented", cls="near_miss", category="tool_quirk",
        why="The session's message says `unhandled fallible assignment`.",
        phrasing="code span, near-verbatim quote", steps={"evidence": "error[E103]"}),
    gotcha("ve-06", VECTOR, (
        "Tagging VRL parse errors silences Vector's mapping errors",
        "No more mapping errors once errors are handled in the remap.",
        "Letting `!` abort events.",
        "Handled errors are not logged.",
        "Use `parsed, err = ...` and set `.parse_error`."),
        "After the `err` handling change the journal showed no more `Mapping failed with event` errors.",
        label="invented", cls="names_false_claim", category="tool_quirk",
        why="journalctl was never run after that change; only `vector validate && sudo systemctl restart vector`.",
        phrasing="code span, false outcome claim",
        steps={"evidence": "vector validate /etc/vector/vector.yaml && sudo systemctl restart vector"}),
    gotcha("ve-07", VECTOR, (
        "Vector refuses to restart on a VRL type error",
        "systemctl restart fails after the remap edit.",
        "Restarting without validating.",
        "Vector compiles VRL at startup.",
        "Validate first."),
        "`sudo systemctl restart vector` failed with `error[E103]: unhandled fallible assignment`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="The restarts succeeded; E103 came from the first `vector validate`.",
        phrasing="code span, error from another call",
        steps={"evidence": "sudo systemctl restart vector && sleep 5"}),
]

TYPST_LESSONS = [
    gotcha("ty-01", TYPST, (
        "Typst can't read files above the project root unless `--root` widens it",
        "`typst compile main.typ` fails on the ../shared bibliography: failed to load file (access denied).",
        "Referencing a shared bibliography in a sibling directory with the root left at the entry file's folder.",
        "Typst sandboxes file access to the project root, which defaults to the entry file's directory.",
        "Compile with `typst compile --root .. main.typ`."),
        "`typst compile main.typ` → `error: failed to load file (access denied)` with `= hint: cannot read file "
        "outside of project root`; `typst compile --root .. main.typ` got past the bibliography (the next error was an "
        "unknown variable) and later produced main.pdf (`1843211` bytes).",
        label="shown", cls="rerun_passes", category="tool_quirk",
        why="The access error never returns once --root is given; the first run with it fails on another error, and "
            "the later run with the same root writes main.pdf.",
        phrasing="code span, arrow, outcome claim",
        steps={"failure": "cannot read file outside of project root",
               "fix": "typst compile --root .. main.typ && ls -la main.pdf"}),
    gotcha("ty-02", TYPST, (
        "Define LaTeX-style helpers like #todo in main.typ when porting a thesis to Typst",
        "Compiling fails with `error: unknown variable: todo` in chapters/method.typ.",
        "Keeping todonotes-style `#todo[...]` calls after moving from LaTeX.",
        "Typst has no built-in todo function.",
        "Add `#let todo(body) = text(fill: red)[TODO: #body]` to main.typ."),
        "`error: unknown variable: todo` at chapters/method.typ:41:2 (`#todo[cite the 2019 survey]`); added `#let "
        "todo(body) = text(fill: red)[TODO: #body]` after the `#set text(...)` line of main.typ.",
        label="not_shown", cls="rerun_still_fails", category="project_convention",
        why="The compile after the main.typ Edit (piped to `grep -A3 '^error'`, exit 0 thanks to grep) still shows "
            "`unknown variable: todo`; it only went away with the lib.typ import, a different fix.",
        phrasing="code span, ellipsis",
        steps={"failure": "error: unknown variable: todo", "fix": "#let todo(body) = text(fill: red)[TODO: #body]"}),
    gotcha("ty-03", TYPST, (
        "Typst `#include`d files don't see main.typ's definitions: import them from a module",
        "`#todo` stays an unknown variable in chapters/method.typ even after main.typ defines it.",
        "Defining helpers in the entry file and expecting included chapters to inherit them.",
        "Each included file is evaluated in its own scope; only explicit `#import`s bring names in.",
        "Put the helper in lib.typ and start the chapter with `#import \"../lib.typ\": todo`."),
        "Still `error: unknown variable: todo` after defining it in main.typ; with lib.typ and `#import "
        "\"../lib.typ\": todo` in chapters/method.typ, `typst compile --root .. main.typ && ls -la main.pdf` → "
        "`-rw-r--r-- 1 ravi ravi 1843211 Mar 26 19:22 main.pdf` (only the font warning left).",
        label="shown", cls="edit_then_pass", category="project_convention",
        why="The Write of lib.typ and the chapter Edit are followed by a compile that writes main.pdf; the todo error "
            "does not return.",
        phrasing="code span, nested quotes, arrow, outcome claim",
        steps={"failure": "error: unknown variable: todo", "fix": '#import "../lib.typ": todo'}),
    gotcha("ty-04", TYPST, (
        "Typst needs Libertinus itself: Debian's fonts-linuxlibertine is a different family",
        "`warning: unknown font family: libertinus serif`; typst falls back to its default font.",
        "Installing `fonts-linuxlibertine`, which provides Linux Libertine O, not Libertinus Serif.",
        "Libertinus is a fork of Linux Libertine with its own family names, and typst matches family names exactly.",
        "Install fonts-libertinus, or point typst at the Libertinus OTFs with `--font-path`."),
        "`sudo apt-get install -y fonts-linuxlibertine > /dev/null && typst fonts | grep -i libertin` → Linux "
        "Biolinum O … Linux Libertine O, no Libertinus Serif.",
        label="not_shown", cls="ran_the_trap", category="env_setup",
        why="The only font step run is the apt install of Linux Libertine, the trap the lesson names; neither "
            "fonts-libertinus nor --font-path runs, and the person keeps the fallback.",
        phrasing="code span, arrow, ellipsis",
        steps={"failure": "warning: unknown font family: libertinus serif",
               "fix": "sudo apt-get install -y fonts-linuxlibertine"}),
    knowledge("ty-05", TYPST, (
        "`typst fonts` lists the font families Typst can see",
        "A `#set text(font: ...)` family seems to be ignored.",
        "Run `typst fonts | grep -i <name>` to check the exact family names available.",
        "Typst matches family names exactly, so the listing shows at once whether the wanted family is installed."),
        "`typst fonts | grep -i libertin` listed `Linux Libertine O` and `Linux Biolinum O` but no `Libertinus "
        "Serif`.",
        cls="knowledge", category="debugging_technique", scope="global",
        why="Quoted from the font listing after the apt install.", phrasing="code span",
        steps={"evidence": "Linux Libertine Display O"}),
    gotcha("ty-06", TYPST, (
        "`--root ..` is all a Typst port of a LaTeX thesis needs",
        "The thesis compiles as soon as the root is widened.",
        "Porting LaTeX macros by hand.",
        "Typst ignores unknown commands.",
        "Compile with `--root ..`."),
        "`typst compile --root .. main.typ` produced main.pdf on its first run.",
        label="invented", cls="names_false_claim", category="tool_quirk",
        why="Its first run failed with `error: unknown variable: todo`; main.pdf came after the lib.typ import.",
        phrasing="code span, passed first time", steps={"evidence": "typst compile --root .. main.typ"}),
    gotcha("ty-07", TYPST, (
        "Typst can't parse a BibLaTeX file written for biber",
        "The bibliography fails to load.",
        "Reusing a biber .bib.",
        "Typst's BibLaTeX parser is stricter.",
        "Convert the bib to Hayagriva YAML."),
        "`error: failed to parse BibLaTeX file` for ../shared/refs.bib",
        label="invented", cls="never_seen_error", category="tool_quirk",
        why="The bibliography only failed on access; once --root was set it loaded without any parse error.",
        phrasing="code span, invented error", steps={"evidence": "failed to load file (access denied)"}),
    knowledge("ty-08", TYPST, (
        "Typst's access-denied error tells you to move the project root",
        "Typst refuses to read a file outside the entry file's directory.",
        "Follow the hint and pass `--root` with a directory that contains every file used.",
        "The hint names the flag directly."),
        "`= hint: you can change the project root with the --root argument`",
        cls="near_miss", category="tool_quirk",
        why="The hint in the session says `adjust the project root`, not `change`.",
        phrasing="code span, near-verbatim quote", steps={"evidence": "you can adjust the project root"}),
]


def records() -> list[dict[str, Any]]:
    return [*MISE_LESSONS, *VECTOR_LESSONS, *TYPST_LESSONS]
