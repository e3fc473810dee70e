"""The labelled lessons of the fourth corpus (ids `c4-…`), over the sessions of corpus4_sources.py.

Invented lessons sit next to a real twin over the same session wherever one is natural, so a judge
that refuses everything in these sessions shows. Each label was written from the session text first;
`why` says which steps it rests on (the builder adds their line and uuid prefix)."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as C

S = "tests/truth/corpus4_sessions/"
_ALL: list[dict[str, Any]] = []


def _rec(id_: str, session: str, lesson: dict[str, Any], ev: str, fix: str | None, cls: str, why: str,
         phrasing: list[str], step_text: dict[str, Any], group: str | None) -> None:
    _ALL.append(C.labelled("c4-" + id_, S + session + ".jsonl", lesson, ev, fix, cls, why, phrasing, step_text, group))


def g(id_: str, session: str, cat: str, title: str, symptom: str, trap: str, cause: str, workaround: str,
      evidence: str | list[str], ev: str, fix: str, cls: str, why: str, phrasing: list[str],
      step_text: dict[str, Any], group: str | None = None, scope: str = "project") -> None:
    lesson = C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    _rec(id_, session, lesson, ev, fix, cls, why, phrasing, step_text, group)


def k(id_: str, session: str, cat: str, title: str, situation: str, approach: str, rationale: str,
      evidence: str | list[str], ev: str, cls: str, why: str, phrasing: list[str], step_text: dict[str, Any],
      group: str | None = None, scope: str = "global") -> None:
    lesson = C.knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    _rec(id_, session, lesson, ev, None, cls, why, phrasing, step_text, group)


# --- c4-npm-pin: a cache clear and a version pin both ran after the failure; the pin fixed it -----------
NPM_FAIL = "npm error gyp ERR! stack Error: `make` failed with exit code: 2"
NPM_PIN = "npm install better-sqlite3@11.8.1"
NPM_CACHE = "npm cache clean --force"
NPM_TESTS = "Tests  14 passed (14)"
g("npm-pin-real", "c4-npm-pin", "build_config", "better-sqlite3 9.x has no Node 23 prebuilds: pin 11.8.1",
  "npm install fails compiling better-sqlite3 with node-gyp on Node v23.1.0.",
  "Clearing the npm cache looks like the fix for a failed native build; it changes nothing here.",
  "better-sqlite3 9.4.0 ships no prebuilt binary for Node 23, so node-gyp builds from source and fails.",
  "npm install better-sqlite3@11.8.1 (has Node 23 prebuilds).",
  "`npm install` failed with `gyp ERR! build error` on `node -v v23.1.0`; `npm cache clean --force` did not "
  "help (the next `npm install` failed the same way); after `npm install better-sqlite3@11.8.1`, `npm test` "
  "showed `Tests  14 passed (14)`.",
  "real", "shown", "fix_ran",
  "install fails twice (before and after the cache clean), the pin succeeds and npm test passes right after",
  ["claude code spans", "order of three commands"],
  {"evidence": NPM_PIN, "failure": NPM_FAIL, "fix": NPM_PIN}, group="npm-pin")
g("npm-pin-cache", "c4-npm-pin", "build_config", "Clear the npm cache when better-sqlite3 fails to build on Node 23",
  "npm install fails in node-gyp for better-sqlite3 after a Node upgrade.",
  "Retrying the install reuses a stale cached tarball.",
  "A stale tarball in the npm cache.",
  "npm cache clean --force, then npm install.",
  "After running `npm cache clean --force` the `npm install` went through and all 14 tests passed.",
  "invented", "not_shown", "names_false_claim",
  "the install right after the cache clean failed again (gyp ERR! not ok); only the later version pin fixed it",
  ["credits the wrong command", "claude code spans"],
  {"evidence": NPM_CACHE, "failure": NPM_FAIL, "fix": NPM_CACHE}, group="npm-pin")
g("npm-pin-near", "c4-npm-pin", "build_config", "Pin better-sqlite3 for Node 23 prebuilt binaries",
  "node-gyp rebuild of better-sqlite3 fails on Node 23.",
  "The old better-sqlite3 has no prebuilt binary and compiles from source.",
  "No prebuilt binaries for the Node 23 ABI in the old release.",
  "Install better-sqlite3@11.8.2.",
  "The session ran `npm install better-sqlite3@11.8.2` (\"added 1 package, changed 3 packages\") and the "
  "tests passed.",
  "invented", "not_shown", "near_miss",
  "the pinned version was 11.8.1; 11.8.2 never appears",
  ["version with one digit changed", "GPT prose"],
  {"evidence": NPM_PIN, "failure": NPM_FAIL}, group="npm-pin")
g("npm-pin-count", "c4-npm-pin", "build_config", "After pinning better-sqlite3 the suite is green",
  "Native build of better-sqlite3 fails on Node v23.1.0.",
  "Keeping the old 9.x version from package-lock.",
  "9.x has no prebuilt binaries for Node 23.",
  "npm install better-sqlite3@11.8.1 and rerun the tests.",
  "- `npm install better-sqlite3@11.8.1`\n- npm test: all 16 tests passed across 4 files",
  "invented", "not_shown", "names_false_claim",
  "npm test reported 14 tests (Tests  14 passed (14)), not 16",
  ["terse bullets", "wrong count"],
  {"evidence": NPM_TESTS, "failure": NPM_FAIL, "fix": NPM_PIN}, group="npm-pin")
g("npm-pin-exit", "c4-npm-pin", "build_config", "node-gyp make failure for better-sqlite3 on Node 23",
  "npm install stops in node-gyp rebuild --release.",
  "Reading the make exit code as the reason.",
  "No prebuilt binary for Node 23; building from source fails.",
  "Pin better-sqlite3@11.8.1.",
  "npm printed \"gyp ERR! stack Error: `make` failed with exit code: 1\" and then `gyp ERR! not ok`.",
  "invented", "not_shown", "near_miss",
  "make failed with exit code 2 in the session, not 1",
  ["wrong exit code", "backticks inside double quotes"],
  {"evidence": NPM_FAIL, "failure": NPM_FAIL}, group="npm-pin")
k("npm-prebuild-k", "c4-npm-pin", "tool_quirk", "prebuild-install says when no binary matches the Node ABI",
  "A native npm module fails in node-gyp right after a Node upgrade.",
  "Read the prebuild-install warning before node-gyp's error: it names the target Node version that has no "
  "binary; move to a release that ships one instead of clearing caches.",
  "The cache clean changed nothing in the session; the warning pointed at the missing binary.",
  "`prebuild-install warn install No prebuilt binaries found (target=23.1.0 runtime=node arch=x64 libc= "
  "platform=linux)`",
  "real", "knowledge", "the warning is in the first install's output; the pin to a release with binaries fixed it",
  ["single code span with the full warning"], {"evidence": "No prebuilt binaries found (target=23.1.0"})

# --- c4-pytest-week: 2 of 5 failed, in test_dates.py; the first edit left one failing -----------------
PW_FAIL = "2 failed, 3 passed in 0.41s"
PW_EDIT1 = "    return d.isocalendar()[1]"
PW_MID = "1 failed, 4 passed in 0.39s"
PW_EDIT2 = "    iso = d.isocalendar()\n    return (iso[0], iso[1])"
PW_PASS = "5 passed in 0.38s"
g("week-real", "c4-pytest-week", "api_quirk", "strftime %W gives week 0 in early January; use isocalendar()",
  "week_of returns 0 for 2027-01-01 and 52 for 2024-12-30.",
  "%W looks like a week number but counts from the first Monday of the year.",
  "%W is not the ISO week; the ISO year also differs from d.year at year boundaries.",
  "Use d.isocalendar() for both the week and the year.",
  "`FAILED tests/test_dates.py::test_iso_week - AssertionError: assert 0 == 53` and "
  "`FAILED tests/test_dates.py::test_leap_week - AssertionError: assert 52 == 1` (`2 failed, 3 passed`); after "
  "switching to `isocalendar()` one still failed (`1 failed, 4 passed`), and after also using the ISO year: "
  "`5 passed in 0.38s`.",
  "real", "shown", "edit_then_pass",
  "two edits to dates.py, the rerun after the second passes all five",
  ["claude code spans", "counts quoted", "two-step fix"],
  {"evidence": PW_PASS, "failure": PW_FAIL, "fix": PW_EDIT2}, group="week")
g("week-count", "c4-pytest-week", "api_quirk", "Week numbers from %W break the whole date suite",
  "The date tests fail for early-January dates.",
  "%W counts weeks from the first Monday.",
  "strftime('%W') is not the ISO week.",
  "Use isocalendar().",
  "Running pytest on tests/test_parse.py and tests/test_dates.py, all 5 tests failed with AssertionError until "
  "week_of used isocalendar().",
  "invented", "not_shown", "names_false_claim",
  "2 failed and 3 passed in the first run; not all 5",
  ["GPT prose", "wrong count"],
  {"evidence": PW_FAIL, "failure": PW_FAIL, "fix": PW_EDIT1}, group="week")
g("week-file", "c4-pytest-week", "api_quirk", "test_parse fails on week 0 in January",
  "An assertion on the week number fails for 2027-01-01.",
  "%W counts from the first Monday.",
  "strftime('%W') instead of the ISO week.",
  "Use isocalendar()[1].",
  "`FAILED tests/test_parse.py::test_iso_week - AssertionError: assert 0 == 53`",
  "invented", "not_shown", "near_miss",
  "the failing test is in tests/test_dates.py; test_parse.py passed",
  ["wrong file in a real-looking line", "single code span"],
  {"evidence": PW_FAIL, "failure": PW_FAIL}, group="week")
g("week-first", "c4-pytest-week", "api_quirk", "isocalendar() fixes the week numbers in one go",
  "week_of gives 0 for the first days of January.",
  "%W counts from the first Monday.",
  "Not the ISO week.",
  "return d.isocalendar()[1]",
  "Replacing `return int(d.strftime(\"%W\"))` with `return d.isocalendar()[1]` made the tests pass on the "
  "first rerun.",
  "invented", "not_shown", "names_false_claim",
  "the first rerun after that edit still had 1 failed (test_leap_week); a second edit was needed",
  ["on the first try, when it took two", "nested quotes inside spans"],
  {"evidence": PW_EDIT1, "failure": PW_FAIL, "fix": PW_EDIT1}, group="week")
g("week-year", "c4-pytest-week", "api_quirk", "ISO week needs the ISO year at year boundaries",
  "report_week(2024-12-30) returns (2024, 1) instead of (2025, 1).",
  "Pairing the ISO week with d.year.",
  "2024-12-30 belongs to ISO year 2025.",
  "Take both from d.isocalendar().",
  "After the first edit: `AssertionError: assert (2024, 1) == (2025, 1)`; after using `iso[0]` as the year "
  "the run gave `5 passed`.",
  "real", "shown", "edit_then_pass",
  "the mid-run shows the year bug; the second edit uses iso[0] and the rerun passes",
  ["claude code spans", "partial quotes"],
  {"evidence": "assert (2024, 1) == (2025, 1)", "failure": PW_MID, "fix": PW_EDIT2}, group="week-year")
g("week-year-mixed", "c4-pytest-week", "api_quirk", "ISO year mismatch in report_week",
  "test_leap_week fails after switching to ISO weeks.",
  "d.year is not the ISO year.",
  "The ISO year of 2024-12-30 is 2025.",
  "Use iso[0].",
  "The leftover failure was `AssertionError: assert (2025, 1) == (2024, 1)` in test_leap_week.",
  "invented", "not_shown", "near_miss",
  "the real assertion is (2024, 1) == (2025, 1); the sides are swapped",
  ["swapped operands", "single span"],
  {"evidence": PW_MID, "failure": PW_MID}, group="week-year")
k("week-k", "c4-pytest-week", "api_quirk", "strftime %W is not the ISO week number",
  "Computing a week number in Python.",
  "Use date.isocalendar() (week and ISO year), not strftime('%W').",
  "%W numbers weeks from the first Monday, so days before it are week 0.",
  "The assistant: `week_of` uses `strftime(\"%W\")`, which counts weeks from the first Monday of the year, so "
  "the days before it are week 0; the test showed `assert 0 == 53`.",
  "real", "knowledge", "the assistant says it and the test output shows 0 for 2027-01-01",
  ["reported speech with spans"], {"evidence": "counts weeks from the first Monday of the year"})

# --- c4-compose-port: both fixes only suggested; the person put it off -------------------------------
CP_FAIL = "Bind for 0.0.0.0:5432 failed: port is already allocated"
CP_Q = "Which do you prefer?"
g("port-real", "c4-compose-port", "env_setup", "compose db cannot bind 5432 while a local PostgreSQL runs",
  "docker compose up -d fails for shop-db-1: port is already allocated.",
  "The compose file maps 5432 on the host, which the local PostgreSQL holds.",
  "A local PostgreSQL listens on 127.0.0.1:5432.",
  "Stop the local PostgreSQL or map the container to 5433:5432.",
  "`Bind for 0.0.0.0:5432 failed: port is already allocated`; `ss -ltnp 'sport = :5432'` showed "
  "`LISTEN 0      244        127.0.0.1:5432`. Both fixes were only offered; the person deferred.",
  "real", "not_shown", "only_suggested",
  "the assistant offers two fixes in a question, the person says leave it, nothing runs",
  ["claude code spans", "whitespace runs in a quote"],
  {"evidence": CP_FAIL, "failure": CP_FAIL, "fix": CP_Q}, group="port")
g("port-stop", "c4-compose-port", "env_setup", "Stop the local postgres before docker compose up",
  "shop-db-1 fails to start: port is already allocated.",
  "Local PostgreSQL holds 5432.",
  "Two servers on one port.",
  "sudo systemctl stop postgresql",
  "After `sudo systemctl stop postgresql`, `docker compose up -d` started all three containers.",
  "invented", "not_shown", "names_false_claim",
  "the stop was only suggested and the person declined; compose up never ran again",
  ["fix never ran", "claude code spans"],
  {"evidence": "sudo systemctl stop postgresql", "failure": CP_FAIL, "fix": "sudo systemctl stop postgresql"},
  group="port")
g("port-remap", "c4-compose-port", "env_setup", "Remap the compose db port to 5433",
  "Port 5432 already allocated when bringing up the stack.",
  "Host PostgreSQL holds the port.",
  "Port clash.",
  "Map \"5433:5432\" in compose.yaml.",
  "Changed compose.yaml to `\"5433:5432\"`; the stack came up and shop-db-1 was healthy.",
  "invented", "not_shown", "names_false_claim",
  "compose.yaml was never edited; the remap was only offered",
  ["fix only suggested", "quoted mapping"],
  {"evidence": CP_Q, "failure": CP_FAIL, "fix": CP_Q}, group="port")
g("port-near", "c4-compose-port", "env_setup", "compose port clash on 5433",
  "docker compose up -d: port is already allocated.",
  "Another service holds the port.",
  "Port already taken.",
  "Free the port or remap.",
  "Error response from daemon: \"Bind for 0.0.0.0:5433 failed: port is already allocated\"",
  "invented", "not_shown", "near_miss",
  "the port in the error is 5432",
  ["prose with a double-quoted error"],
  {"evidence": CP_FAIL, "failure": CP_FAIL}, group="port")
k("port-k", "c4-compose-port", "workflow", "The person keeps a local PostgreSQL on 5432",
  "Starting the shop dev stack with docker compose on this machine.",
  "Do not stop the local PostgreSQL; ask before changing ports.",
  "The person needs the local PostgreSQL for other work.",
  "Person: \"leave it for now, I need the local postgres for something else\"",
  "real", "knowledge", "the person's reply to the question", ["person quote in double quotes"],
  {"evidence": "I need the local postgres for something else"}, scope="project")

# --- c4-ssh-perms: the fix was written into a script that never ran ------------------------------------
SP_FAIL = "Permissions 0644 for '/home/dev/.ssh/id_ed25519' are too open."
SP_WRITE = "chmod 600 ~/.ssh/id_ed25519"
g("ssh-real", "c4-ssh-perms", "security", "ssh ignores a world-readable private key",
  "git push fails with Permission denied (publickey) after an UNPROTECTED PRIVATE KEY FILE warning.",
  "The push error looks like a GitHub key problem; the key is fine but ignored.",
  "The key file is 0644; ssh ignores private keys readable by others.",
  "chmod 600 ~/.ssh/id_ed25519 (and 700 ~/.ssh).",
  "`Permissions 0644 for '/home/dev/.ssh/id_ed25519' are too open.` then `git@github.com: Permission denied "
  "(publickey).` The chmod went into scripts/fix_ssh_perms.sh, which was not run in the session.",
  "real", "not_shown", "write_named_like_fix",
  "the Write of fix_ssh_perms.sh is the only fix step; no chmod or push follows",
  ["claude code spans", "states the fix was not run"],
  {"evidence": SP_FAIL, "failure": SP_FAIL, "fix": SP_WRITE}, group="ssh")
g("ssh-ran", "c4-ssh-perms", "security", "chmod 600 the ssh key to push again",
  "git push origin main: bad permissions on id_ed25519.",
  "ssh ignores keys readable by others.",
  "Key file mode 0644.",
  "Run scripts/fix_ssh_perms.sh.",
  "Ran `scripts/fix_ssh_perms.sh` (`chmod 600 ~/.ssh/id_ed25519`), then `git push origin main` went through.",
  "invented", "not_shown", "names_false_claim",
  "the script was written, never executed; no second push",
  ["fix written to a file, never run"],
  {"evidence": SP_WRITE, "failure": SP_FAIL, "fix": SP_WRITE}, group="ssh")
g("ssh-near", "c4-ssh-perms", "security", "Group-writable ssh key rejected",
  "UNPROTECTED PRIVATE KEY FILE warning on push.",
  "Key mode too open.",
  "Group-writable key.",
  "chmod 600.",
  "`Permissions 0664 for '/home/dev/.ssh/id_ed25519' are too open.`",
  "invented", "not_shown", "near_miss",
  "the mode was 0644",
  ["one digit changed in a span"],
  {"evidence": SP_FAIL, "failure": SP_FAIL}, group="ssh")
g("ssh-other", "c4-ssh-perms", "security", "git status warns about the ssh key",
  "git commands print UNPROTECTED PRIVATE KEY FILE.",
  "Key mode too open.",
  "Key file 0644.",
  "chmod 600 the key.",
  "`git status -sb` printed `WARNING: UNPROTECTED PRIVATE KEY FILE!`",
  "invented", "not_shown", "other_call_error",
  "git status printed only the branch line; the warning came from git push",
  ["another call's error on a real command"],
  {"evidence": "git status -sb", "failure": SP_FAIL}, group="ssh")

# --- c4-cargo-letchains: the hint named #![feature]; the fix was a nested if let ---------------------
CL_FAIL = "error[E0658]: `let` expressions in this position are unstable"
CL_HINT = "add `#![feature(let_chains)]` to the crate attributes to enable"
CL_EDIT = "        if let Some(path) = home {\n            if path.exists() {"
CL_PASS = "target(s) in 3.21s"
g("let-real", "c4-cargo-letchains", "build_config", "let-chains do not build on stable Rust 1.82",
  "cargo build: error[E0658] on `if let Some(path) = home && path.exists()`.",
  "The compiler's help suggests #![feature(let_chains)], which only works on nightly.",
  "let-chains are unstable on rustc 1.82.0.",
  "Nest the if let instead of chaining it.",
  "\"error[E0658]: `let` expressions in this position are unstable\" at `src/config.rs:42:12` "
  "(`rustc 1.82.0`); after nesting the `if let`, `cargo build` finished (`target(s) in 3.21s`).",
  "real", "shown", "edit_then_pass",
  "edit to config.rs then cargo build succeeds",
  ["claude code spans", "backticks inside a double-quoted error"],
  {"evidence": CL_PASS, "failure": CL_FAIL, "fix": CL_EDIT}, group="let")
g("let-hint", "c4-cargo-letchains", "build_config", "Enable let_chains to fix E0658",
  "cargo build fails with E0658 on a let chain.",
  "let chains are gated.",
  "The feature is not enabled.",
  "Add #![feature(let_chains)] to lib.rs.",
  "As the compiler suggested, adding `#![feature(let_chains)]` to the crate attributes fixed the build "
  "(\"Finished `dev` profile\").",
  "invented", "not_shown", "names_false_claim",
  "the feature attribute was only in the compiler's help line; the fix was the nested if let",
  ["fix named only in an error hint"],
  {"evidence": CL_HINT, "failure": CL_FAIL, "fix": CL_HINT}, group="let")
g("let-code", "c4-cargo-letchains", "build_config", "E0685 on let chains in config.rs",
  "cargo build fails on a let chain.",
  "Let chains unstable.",
  "Stable compiler.",
  "Nest the if let.",
  "\"error[E0685]: `let` expressions in this position are unstable\"",
  "invented", "not_shown", "near_miss",
  "the error code was E0658",
  ["transposed digits in an error code"],
  {"evidence": CL_FAIL, "failure": CL_FAIL}, group="let")
g("let-file", "c4-cargo-letchains", "build_config", "let chain in main.rs breaks stable builds",
  "cargo build error on a let chain.",
  "let chains unstable.",
  "Stable 1.82.",
  "Nest the if let in main.rs.",
  "rustc pointed at ` --> src/main.rs:42:12` for `if let Some(path) = home && path.exists()`.",
  "invented", "not_shown", "near_miss",
  "the error was in src/config.rs:42:12",
  ["wrong file attribution in a span"],
  {"evidence": CL_FAIL, "failure": CL_FAIL}, group="let")
k("let-k", "c4-cargo-letchains", "tool_quirk", "rustc's #![feature] hints only apply on nightly",
  "A stable Rust build fails with E0658 and a help line suggesting #![feature(...)].",
  "Rewrite the code without the unstable feature (here, nest the if let) instead of following the hint.",
  "#![feature] is rejected on stable toolchains; the project builds on stable 1.82.",
  "\"= help: add `#![feature(let_chains)]` to the crate attributes to enable\"; `rustc 1.82.0 "
  "(f6e511eec 2024-10-15)`; the nested `if let` built.",
  "real", "knowledge", "hint and rustc version in outputs; nested if-let build passes",
  ["double-quoted line with backticks inside"], {"evidence": CL_HINT})

# --- c4-go-sum: go mod tidy ran BEFORE the failure; go get from the error fixed it ------------------
GS_FAIL = "missing go.sum entry for module providing package"
GS_FIX = "go get example.com/cli/cmd"
GS_PASS = "ok  \texample.com/cli/cmd\t0.012s"
g("gosum-real", "c4-go-sum", "build_config", "Run the go get that a missing go.sum error names",
  "go build ./... fails: missing go.sum entry for module providing package github.com/spf13/cobra.",
  "go mod tidy before the build does not add the entry here.",
  "The cobra requirement has no go.sum entry.",
  "Run the exact `go get` the error prints: go get example.com/cli/cmd.",
  "The build failed with `missing go.sum entry for module providing package github.com/spf13/cobra`; "
  "`go get example.com/cli/cmd` added `github.com/spf13/cobra v1.8.1`, then `go build ./... && go test ./...` "
  "printed `ok  \texample.com/cli/cmd\t0.012s`.",
  "real", "shown", "fix_ran",
  "go get runs after the failure and the build/test passes right after",
  ["claude code spans", "tabs inside a span"],
  {"evidence": GS_PASS, "failure": GS_FAIL, "fix": GS_FIX}, group="gosum")
g("gosum-tidy", "c4-go-sum", "build_config", "go mod tidy fixes missing go.sum entries",
  "missing go.sum entry for cobra.",
  "Building before tidying.",
  "go.sum out of date.",
  "Run go mod tidy.",
  "Running `go mod tidy` resolved the `missing go.sum entry` error and `go build ./...` passed.",
  "invented", "not_shown", "names_false_claim",
  "go mod tidy ran before the failure; the build failed after it; go get fixed it",
  ["credits a command that ran before the failure"],
  {"evidence": "go mod tidy", "failure": GS_FAIL, "fix": "go mod tidy"}, group="gosum")
g("gosum-near", "c4-go-sum", "build_config", "go get adds cobra v1.8.0",
  "missing go.sum entry for cobra.",
  "go.sum incomplete.",
  "No entry for cobra.",
  "go get example.com/cli/cmd",
  "`go get example.com/cli/cmd` → `go: added github.com/spf13/cobra v1.8.0`",
  "invented", "not_shown", "near_miss",
  "go get added v1.8.1",
  ["version one digit off", "arrow between spans"],
  {"evidence": GS_FIX, "failure": GS_FAIL}, group="gosum")
g("gosum-never", "c4-go-sum", "build_config", "cobra import is ambiguous after go get",
  "go build fails after adding cobra.",
  "Two modules provide the package.",
  "Ambiguous import.",
  "Drop the duplicate requirement.",
  "After `go get example.com/cli/cmd`, `go build ./...` failed with `ambiguous import: found package "
  "github.com/spf13/cobra in multiple modules`.",
  "invented", "not_shown", "never_seen_error",
  "the build after go get passed; no ambiguous import error anywhere",
  ["an error that never appeared"],
  {"evidence": GS_FIX, "failure": GS_FAIL}, group="gosum")
k("gosum-k", "c4-go-sum", "tool_quirk", "Go's missing go.sum error prints the command to run",
  "go build reports a missing go.sum entry.",
  "Run the `go get` line the error prints after `to add:`.",
  "It adds exactly the missing module; in the session it fixed the build.",
  ["`to add:\n\tgo get example.com/cli/cmd`", "then `go: added github.com/spf13/cobra v1.8.1` and the "
   "build passed"],
  "real", "knowledge", "error text and the following go get and passing build",
  ["evidence as a list", "tab and newline inside a span"], {"evidence": GS_FIX})

# --- c4-ruff-make: --fix fixed 2 of 3; F841 fixed by hand; make exit from Error 1 ---------------------
RM_FAIL = "make: *** [Makefile:12: lint] Error 1"
RM_FIX = "ruff check --fix src"
RM_EDIT = "    loader.run(paths)\n"
RM_PASS = "All checks passed!"
g("ruff-real", "c4-ruff-make", "tool_quirk", "ruff --fix leaves F841; remove the unused variable by hand",
  "make lint still fails after ruff check --fix: 1 remaining F841.",
  "Expecting --fix to clear every fixable-looking error.",
  "F841's fix is unsafe in ruff, so --fix skips it.",
  "Delete the unused assignment (or opt into --unsafe-fixes), then make lint.",
  "`ruff check --fix src` → `Found 3 errors (2 fixed, 1 remaining).` with \"F841 Local variable `result` "
  "is assigned to but never used\"; after the edit to src/app/cli.py, `make lint` → `All checks passed!`",
  "real", "shown", "edit_then_pass",
  "fix ran with one left; hand edit; make lint passes",
  ["claude code spans", "arrows", "backticks inside double quotes"],
  {"evidence": RM_PASS, "failure": RM_FAIL, "fix": RM_EDIT}, group="ruff")
g("ruff-all", "c4-ruff-make", "tool_quirk", "ruff check --fix clears make lint",
  "make lint fails with 3 ruff errors.",
  "Fixing them by hand.",
  "Autofixable lint errors.",
  "ruff check --fix src",
  "`ruff check --fix src` fixed all 3 errors and `make lint` passed.",
  "invented", "not_shown", "names_false_claim",
  "ruff reported 2 fixed, 1 remaining and exited 1; make lint passed only after the manual edit",
  ["wrong count", "credits the wrong step"],
  {"evidence": RM_FIX, "failure": RM_FAIL, "fix": RM_FIX}, group="ruff")
g("ruff-exit", "c4-ruff-make", "tool_quirk", "make lint exits 2 on ruff errors",
  "make lint fails.",
  "ruff errors.",
  "Lint errors in src/app.",
  "Fix them.",
  "`make: *** [Makefile:12: lint] Error 2`",
  "invented", "not_shown", "near_miss",
  "make printed Error 1 (the tool result's exit code was 2, make's line said Error 1)",
  ["exit code changed in a quoted line"],
  {"evidence": RM_FAIL, "failure": RM_FAIL}, group="ruff")
g("ruff-code", "c4-ruff-make", "tool_quirk", "unused import F841 in cli.py",
  "ruff leaves one error after --fix.",
  "Unsafe fix.",
  "Unused import.",
  "Remove it.",
  "ruff kept \"src/app/cli.py:88:5: F401 Local variable `result` is assigned to but never used\".",
  "invented", "not_shown", "near_miss",
  "the remaining rule was F841; F401 was the os import at 3:8",
  ["real rule code from another line"],
  {"evidence": "src/app/cli.py:88:5: F841", "failure": RM_FAIL}, group="ruff")
k("ruff-k", "c4-ruff-make", "tool_quirk", "ruff counts unsafe fixes as hidden",
  "ruff check --fix reports errors it will not fix.",
  "Read the `hidden fix` note: those need --unsafe-fixes or a hand edit.",
  "F841 was hidden; --fix left it.",
  "ruff: \"[*] 2 fixable with the `--fix` option (1 hidden fix can be enabled with the `--unsafe-fixes` "
  "option).\"",
  "real", "knowledge", "first make lint output and the --fix result",
  ["backticks inside a double-quoted line"], {"evidence": "1 hidden fix can be enabled"})
k("ruff-k-unsafe", "c4-ruff-make", "tool_quirk", "--unsafe-fixes removes unused variables",
  "ruff leaves F841 after --fix.",
  "Run ruff check --fix --unsafe-fixes.",
  "F841's fix is unsafe and only applies with the flag.",
  "`ruff check --fix --unsafe-fixes src` removed the unused `result` and lint passed.",
  "invented", "names_false_claim", "the flag was only in ruff's note and the assistant chose not to use it",
  ["fix never ran, knowledge"], {"evidence": RM_FIX})

# --- c4-tsc-vitest: npm test passed BEFORE the edit; tsc failed and then passed ----------------------
TV_TEST = "Tests  31 passed (31)"
TV_FAIL = "error TS2322: Type 'string | undefined' is not assignable to type 'string'."
TV_EDIT_RAW = 'const base: string = import.meta.env.VITE_API_URL ?? "/api";'
g("tsc-real", "c4-tsc-vitest", "test_strategy", "VITE_ API env values are string | undefined under tsc",
  "npx tsc --noEmit: TS2322 in src/api/client.ts(14,7) while npm test passed.",
  "vitest passing suggests the types are fine.",
  "import.meta.env.VITE_API_URL may be undefined; vitest does not type-check.",
  "Give a default: import.meta.env.VITE_API_URL ?? \"/api\"; rerun tsc.",
  "`src/api/client.ts(14,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.` "
  "After `const base: string = import.meta.env.VITE_API_URL ?? \"/api\";`, `npx tsc --noEmit` ran clean "
  "(no output).",
  "real", "shown", "edit_then_pass",
  "edit then tsc with empty output and no error",
  ["claude code spans", "quotes inside spans"],
  {"evidence": TV_FAIL, "failure": TV_FAIL, "fix": TV_EDIT_RAW}, group="tsc")
g("tsc-order", "c4-tsc-vitest", "test_strategy", "Default VITE_API_URL so the client tests pass",
  "TS2322 on VITE_API_URL.",
  "env values may be undefined.",
  "string | undefined assigned to string.",
  "?? \"/api\"",
  "After adding the `?? \"/api\"` default, `npm test` passed: `Tests  31 passed (31)`.",
  "invented", "not_shown", "names_false_claim",
  "npm test passed before the tsc failure and was not rerun after the edit",
  ["wrong order", "real quote"],
  {"evidence": TV_TEST, "failure": TV_FAIL, "fix": TV_EDIT_RAW}, group="tsc")
g("tsc-other", "c4-tsc-vitest", "test_strategy", "npm test fails on TS2322 in the api client",
  "npm test reports a type error.",
  "env values may be undefined.",
  "VITE_API_URL is string | undefined.",
  "Add a default value.",
  "`npm test` failed: error TS2322: Type 'string | undefined' is not assignable to type 'string'.",
  "invented", "not_shown", "other_call_error",
  "npm test passed; the TS2322 came from npx tsc --noEmit",
  ["another call's error", "GPT-ish prose after a span"],
  {"evidence": "vitest run", "failure": TV_FAIL}, group="tsc")
g("tsc-near", "c4-tsc-vitest", "test_strategy", "TS2322 at client.ts line 41",
  "tsc fails in the api client.",
  "Optional env.",
  "undefined in a string slot.",
  "Default it.",
  "tsc: `src/api/client.ts(41,7): error TS2322`",
  "invented", "not_shown", "near_miss",
  "the error is at (14,7)",
  ["line number transposed"],
  {"evidence": TV_FAIL, "failure": TV_FAIL}, group="tsc")
k("tsc-k", "c4-tsc-vitest", "test_strategy", "vitest does not type-check; run tsc --noEmit too",
  "A Vite/TypeScript project whose tests pass.",
  "Run npx tsc --noEmit as a separate check.",
  "vitest strips types; in the session 31 tests passed while tsc found TS2322.",
  "`npm test` → `Tests  31 passed (31)`, then `npx tsc --noEmit` → `error TS2322`; the assistant: \"vitest "
  "strips types without checking them\".",
  "real", "knowledge", "both outputs in order and the assistant's explanation",
  ["spans and a double-quoted reply"], {"evidence": TV_TEST})
k("tsc-k-false", "c4-tsc-vitest", "test_strategy", "tsc and vitest disagree until the default is added",
  "A TS error in an env value.",
  "Fix the type, rerun both.",
  "Both checks went green together.",
  "Before the fix both `npm test` and `npx tsc --noEmit` failed; after it both passed.",
  "invented", "names_false_claim", "npm test never failed; it passed before tsc ran",
  ["outcome false on real commands, knowledge"], {"evidence": TV_TEST})

# --- c4-pep668: venv fixed it; --break-system-packages only in the note ------------------------------
PP_FAIL = "error: externally-managed-environment"
PP_FIX = ".venv/bin/pip install httpx"
PP_OK = "Successfully installed anyio-4.6.2"
g("pep668-real", "c4-pep668", "env_setup", "PEP 668 blocks system pip: install into a venv",
  "pip install httpx: externally-managed-environment.",
  "Reaching for --break-system-packages.",
  "The distro Python is marked externally managed (PEP 668).",
  "python3 -m venv .venv && .venv/bin/pip install httpx.",
  "시스템 pip는 `error: externally-managed-environment`로 실패했고, `python3 -m venv .venv` 후 "
  "`.venv/bin/pip install httpx`가 `httpx-0.27.2`를 설치했습니다 (import 확인: `0.27.2`).",
  "real", "shown", "fix_ran",
  "venv and pip install in it succeed; the import check prints the version",
  ["Korean prose around spans"],
  {"evidence": PP_OK, "failure": PP_FAIL, "fix": PP_FIX}, group="pep668")
g("pep668-break", "c4-pep668", "env_setup", "pip --break-system-packages gets past PEP 668",
  "externally-managed-environment on pip install.",
  "System Python is locked.",
  "PEP 668 marker.",
  "pip install --break-system-packages httpx",
  "`pip install --break-system-packages httpx` installed httpx-0.27.2 despite PEP 668.",
  "invented", "not_shown", "names_false_claim",
  "the flag appears only in pip's note; the assistant refused it; that command never ran",
  ["fix named only in an error note"],
  {"evidence": PP_FAIL, "failure": PP_FAIL}, group="pep668")
g("pep668-still", "c4-pep668", "env_setup", "venv pip still hits PEP 668",
  "Installing httpx fails.",
  "venv created with the system python.",
  "Externally managed.",
  "Use pipx.",
  "Even `.venv/bin/pip install httpx` still failed with externally-managed-environment.",
  "invented", "not_shown", "names_false_claim",
  "the venv install succeeded",
  ["still failed, when it passed"],
  {"evidence": PP_FIX, "failure": PP_FAIL}, group="pep668")
g("pep668-near", "c4-pep668", "env_setup", "httpx 0.27.3 in a venv",
  "PEP 668 on system pip.",
  "System install.",
  "Externally managed Python.",
  "Use a venv.",
  "설치 결과: `Successfully installed anyio-4.6.2 certifi-2024.8.30 h11-0.14.0 httpcore-1.0.6 httpx-0.27.3`",
  "invented", "not_shown", "near_miss",
  "httpx 0.27.2 was installed",
  ["Korean, version one digit off"],
  {"evidence": PP_OK, "failure": PP_FAIL}, group="pep668")
k("pep668-k", "c4-pep668", "env_setup", "Check a venv install by importing from the venv's python",
  "Installing a package into a new venv.",
  "Run .venv/bin/python -c \"import pkg; print(pkg.__version__)\".",
  "It proves the package is importable from that interpreter.",
  "`.venv/bin/python -c \"import httpx; print(httpx.__version__)\"` printed `0.27.2`.",
  "real", "knowledge", "the check ran and printed the version",
  ["span with inner quotes"], {"evidence": "import httpx; print(httpx.__version__)"})

# --- c4-tf-lock: init -upgrade offered and refused --------------------------------------------------
TF_FAIL = "Error: Inconsistent dependency lock file"
TF_Q = "Shall I run `terraform init -upgrade`?"
g("tf-real", "c4-tf-lock", "build_config", "Raising a provider constraint breaks plan until the lock is upgraded",
  "terraform plan: Inconsistent dependency lock file for hashicorp/aws.",
  "Changing versions.tf without terraform init -upgrade.",
  "The lock pins 5.31.0, the constraint asks ~> 5.40.",
  "terraform init -upgrade (in a provider-upgrade PR, per the person).",
  "`locked version selection 5.31.0 doesn't match the updated version constraints \"~> 5.40\"`; the assistant "
  "offered `terraform init -upgrade` and the person said no.",
  "real", "not_shown", "confirmation_denied",
  "the question is refused; nothing ran after",
  ["claude code spans", "nested quotes"],
  {"evidence": TF_FAIL, "failure": TF_FAIL, "fix": TF_Q}, group="tf")
g("tf-ran", "c4-tf-lock", "build_config", "terraform init -upgrade fixes the lock mismatch",
  "Inconsistent dependency lock file.",
  "Old lock file.",
  "Lock at 5.31.0.",
  "terraform init -upgrade",
  "After `terraform init -upgrade`, `terraform plan` showed the new bucket: Plan: 3 to add, 0 to change, 0 to "
  "destroy.",
  "invented", "not_shown", "names_false_claim",
  "the person refused the upgrade; no second plan",
  ["refused fix claimed as run"],
  {"evidence": TF_Q, "failure": TF_FAIL, "fix": TF_Q}, group="tf")
g("tf-near", "c4-tf-lock", "build_config", "aws provider lock 5.31.1 vs ~> 5.40",
  "Inconsistent dependency lock file.",
  "Lock not upgraded.",
  "Lock pins an older aws provider.",
  "Upgrade the lock in its own PR.",
  "\"locked version selection 5.31.1 doesn't match the updated version constraints\"",
  "invented", "not_shown", "near_miss",
  "the lock pins 5.31.0",
  ["double-quoted quote, one digit off"],
  {"evidence": TF_FAIL, "failure": TF_FAIL}, group="tf")
k("tf-k", "c4-tf-lock", "project_convention", "Provider upgrades go in their own PR in infra",
  "A change in the infra repo needs a newer Terraform provider.",
  "Do not run terraform init -upgrade on a feature branch; leave the lock file to a separate PR.",
  "The person asked for it when refusing the upgrade.",
  "Person: \"no, don't touch the lock file on this branch. provider upgrades go in their own PR here\"",
  "real", "knowledge", "the person's reply", ["person quote"],
  {"evidence": "provider upgrades go in their own PR here"}, scope="project")

# --- c4-k8s-pull: apply fine, rollout failed, describe showed manifest unknown, push fixed it ---------
KP_FAIL = "manifest unknown"
KP_FIX = "docker push registry.local:5000/api:1.4.2"
KP_OK = "deployment \"api\" successfully rolled out"
g("k8s-real", "c4-k8s-pull", "workflow", "ImagePullBackOff from an image tag never pushed",
  "kubectl rollout status: exceeded its progress deadline; the new pod is ImagePullBackOff.",
  "kubectl apply succeeding says nothing about the image existing.",
  "registry.local:5000/api:1.4.2 was never pushed (manifest unknown).",
  "docker push the tag, then kubectl rollout restart.",
  "`kubectl describe pod` showed `Failed to pull image \"registry.local:5000/api:1.4.2\"` … `manifest unknown`; "
  "after `docker push registry.local:5000/api:1.4.2`, the rollout: `deployment \"api\" successfully rolled out`.",
  "real", "shown", "fix_ran",
  "push then restart/status succeeds",
  ["claude code spans", "ellipsis between spans"],
  {"evidence": KP_OK, "failure": KP_FAIL, "fix": KP_FIX}, group="k8s")
g("k8s-apply", "c4-k8s-pull", "workflow", "kubectl apply fails on an unpushed image",
  "The deploy fails.",
  "Image not in the registry.",
  "Unpushed tag.",
  "Push it.",
  "`kubectl apply -f k8s/deploy.yaml` failed with `manifest unknown`.",
  "invented", "not_shown", "other_call_error",
  "apply printed configured/unchanged; manifest unknown was in the pod events",
  ["another call's error on a real command"],
  {"evidence": "deployment.apps/api configured", "failure": KP_FAIL}, group="k8s")
g("k8s-port", "c4-k8s-pull", "workflow", "Push api 1.4.2 to registry.local:5001",
  "ImagePullBackOff for api 1.4.2.",
  "Tag not pushed.",
  "manifest unknown.",
  "docker push.",
  "`docker push registry.local:5001/api:1.4.2` then the rollout finished.",
  "invented", "not_shown", "near_miss",
  "the registry port is 5000",
  ["port one digit off"],
  {"evidence": KP_FIX, "failure": KP_FAIL}, group="k8s")
g("k8s-auth", "c4-k8s-pull", "workflow", "Dev registry needs an imagePullSecret",
  "api pods ImagePullBackOff.",
  "No pull secret.",
  "Registry requires auth.",
  "Add an imagePullSecret.",
  "The pod events said `Error: ErrImagePull` with `unauthorized: authentication required`.",
  "invented", "not_shown", "never_seen_error",
  "the cause was manifest unknown; no unauthorized error appears",
  ["real token next to an invented error"],
  {"evidence": "Error: ErrImagePull", "failure": KP_FAIL}, group="k8s")
g("k8s-restart", "c4-k8s-pull", "workflow", "A rollout restart clears ImagePullBackOff",
  "Stuck rollout with ImagePullBackOff.",
  "Waiting for the progress deadline.",
  "Pods stuck pulling.",
  "kubectl rollout restart deploy/api",
  "No push was needed: `kubectl rollout restart deploy/api` alone got `deployment \"api\" successfully rolled "
  "out`.",
  "invented", "not_shown", "names_false_claim",
  "the image was pushed right before the restart; the session says the push was the fix",
  ["cause the session contradicts"],
  {"evidence": KP_OK, "failure": KP_FAIL, "fix": "kubectl rollout restart deploy/api"}, group="k8s")

# --- c4-corepack: corepack enable failed (EACCES); --install-directory worked -------------------------
CO_FAIL = "However the current global version of Yarn is 1.22.22."
CO_EACCES = "EACCES: permission denied, symlink"
CO_FIX = "corepack enable --install-directory ~/.local/bin"
CO_OK = "Done with warnings in 2s 114ms"
g("corepack-real", "c4-corepack", "env_setup", "corepack enable needs a writable install directory",
  "yarn install: packageManager yarn@4.5.1 but global Yarn is 1.22.22; corepack enable then fails with EACCES.",
  "Running corepack enable as is (it writes to /usr/local/bin), or reaching for sudo.",
  "corepack links its shims into /usr/local/bin, which the user cannot write.",
  "corepack enable --install-directory ~/.local/bin (a dir on PATH), then yarn install.",
  "Erst `corepack enable` → `EACCES: permission denied, symlink`; dann "
  "`corepack enable --install-directory ~/.local/bin`, und `yarn install` lief mit Yarn 4.5.1 durch "
  "(`Done with warnings in 2s 114ms`).",
  "real", "shown", "fix_ran",
  "second corepack call succeeded and yarn install finished",
  ["German prose around spans"],
  {"evidence": CO_OK, "failure": CO_EACCES, "fix": CO_FIX}, group="corepack")
g("corepack-first", "c4-corepack", "env_setup", "corepack enable switches yarn to the packageManager version",
  "Global Yarn 1.22.22 vs packageManager yarn@4.5.1.",
  "Running yarn 1 on a Yarn 4 project.",
  "Corepack not enabled.",
  "corepack enable",
  "`corepack enable` worked on the first try and `yarn install` then used Yarn 4.5.1.",
  "invented", "not_shown", "names_false_claim",
  "the plain corepack enable failed with EACCES; it took the --install-directory form",
  ["on the first try, when it took two"],
  {"evidence": "corepack enable", "failure": CO_FAIL, "fix": "corepack enable"}, group="corepack")
g("corepack-near", "c4-corepack", "env_setup", "packageManager pins yarn@4.5.2",
  "yarn install refuses to run with global Yarn 1.",
  "Global yarn.",
  "packageManager field.",
  "Enable corepack.",
  "package.json: `\"packageManager\": \"yarn@4.5.2\"` vs global Yarn 1.22.22",
  "invented", "not_shown", "near_miss",
  "the field says yarn@4.5.1",
  ["version one digit off inside nested quotes"],
  {"evidence": CO_FAIL, "failure": CO_FAIL}, group="corepack")
g("corepack-sudo", "c4-corepack", "env_setup", "sudo corepack enable fixes EACCES",
  "corepack enable: EACCES on /usr/local/bin.",
  "Not root.",
  "Permissions.",
  "sudo corepack enable",
  "Mit `sudo corepack enable` wurden die Shims angelegt, danach lief `yarn install`.",
  "invented", "not_shown", "invented_detail",
  "sudo was explicitly avoided; sudo corepack enable never ran",
  ["German, a command that never ran"],
  {"evidence": CO_EACCES, "failure": CO_EACCES}, group="corepack")
k("corepack-k", "c4-corepack", "env_setup", "Yarn 1 refuses projects whose packageManager names Yarn 4",
  "yarn install in a project with a packageManager field.",
  "Let corepack provide the pinned Yarn instead of the global Yarn 1.",
  "The global Yarn 1.22.22 stops with an error naming the field.",
  "「This project's package.json defines \"packageManager\": \"yarn@4.5.1\". However the current global version "
  "of Yarn is 1.22.22.」",
  "real", "knowledge", "first yarn install output",
  ["Japanese brackets around a quote with nested double quotes"], {"evidence": CO_FAIL})

# --- c4-tz-report: TZ=UTC passed, so the cause was local time; the fixture was fine --------------------
TZ_FAIL = "assert '2026-11-07' == '2026-11-08'"
TZ_UTC = "TZ=UTC .venv/bin/python -m pytest -q tests/test_report.py"
TZ_EDIT = "    day = datetime.now(timezone.utc).date()"
TZ_PASS = "3 passed in 0.20s"
g("tz-real", "c4-tz-report", "test_strategy", "date.today() makes a test depend on the laptop's timezone",
  "test_daily_header fails locally (PST) and passes on CI.",
  "Suspecting the fixture data.",
  "daily_header used date.today() (local time) against a UTC fixture clock.",
  "Take the day in UTC: datetime.now(timezone.utc).date().",
  "Locally `AssertionError: assert '2026-11-07' == '2026-11-08'`; `TZ=UTC` made it pass (`3 passed in "
  "0.21s`); after switching to `datetime.now(timezone.utc).date()` it passes without TZ: `3 passed in 0.20s`.",
  "real", "shown", "edit_then_pass",
  "edit then plain rerun passes",
  ["claude code spans"],
  {"evidence": TZ_PASS, "failure": TZ_FAIL, "fix": TZ_EDIT}, group="tz")
g("tz-still", "c4-tz-report", "test_strategy", "test_report is not a timezone problem",
  "test_daily_header fails locally.",
  "Blaming the timezone.",
  "Wrong date in the fixture.",
  "Fix the fixture date.",
  "`TZ=UTC .venv/bin/python -m pytest -q tests/test_report.py` still failed, so the timezone was ruled out and "
  "the fixture date was wrong.",
  "invented", "not_shown", "names_false_claim",
  "the TZ=UTC run passed; the assistant says the fixture is fine",
  ["still failed, when it passed", "cause the session contradicts"],
  {"evidence": TZ_UTC, "failure": TZ_FAIL}, group="tz")
g("tz-swap", "c4-tz-report", "test_strategy", "Local date one day ahead of UTC",
  "test_daily_header off by one day.",
  "Local date.",
  "PST vs UTC.",
  "Use UTC.",
  "`assert '2026-11-08' == '2026-11-07'`",
  "invented", "not_shown", "near_miss",
  "the dates are the other way round",
  ["swapped operands"],
  {"evidence": TZ_FAIL, "failure": TZ_FAIL}, group="tz")
k("tz-k", "c4-tz-report", "debugging_technique", "Rerun a failing test with TZ=UTC to test for timezone dependence",
  "A date test passes on CI and fails on a laptop.",
  "Rerun it with TZ=UTC; if it passes, the code reads local time.",
  "One rerun separates a timezone bug from a data bug.",
  "`TZ=UTC .venv/bin/python -m pytest -q tests/test_report.py` → `3 passed in 0.21s` while the plain run had "
  "`1 failed, 2 passed`; `date +%Z` → `PST`.",
  "real", "knowledge", "the TZ=UTC run and date output",
  ["spans with arrows"], {"evidence": TZ_UTC})

# --- c4-ulimit: ulimit in its own call did nothing; in the same command it worked ---------------------
UL_FAIL = "Error: EMFILE: too many open files, watch"
UL_SEP = "ulimit -n 4096"
UL_FIX = "ulimit -n 4096 && npm run build"
UL_OK = "✓ built in 8.42s"
g("ulimit-real", "c4-ulimit", "tool_quirk", "Raise ulimit in the same Bash call as the build",
  "npm run build: EMFILE: too many open files, even after ulimit -n 4096.",
  "Running ulimit in one Bash call and the build in the next.",
  "Each Bash tool call is a new shell; the raised limit does not carry over.",
  "ulimit -n 4096 && npm run build",
  "`ulimit -n 4096` alone, then `npm run build` → still `EMFILE: too many open files`; "
  "`ulimit -n 4096 && npm run build` → `✓ built in 8.42s`.",
  "real", "shown", "fix_ran",
  "the combined command builds",
  ["claude code spans", "arrows"],
  {"evidence": UL_OK, "failure": UL_FAIL, "fix": UL_FIX}, group="ulimit")
g("ulimit-sep", "c4-ulimit", "tool_quirk", "ulimit -n 4096 fixes vite EMFILE",
  "vite build: EMFILE: too many open files.",
  "Default limit of 1024.",
  "Too few file descriptors.",
  "ulimit -n 4096",
  "ulimit -n was 1024; after `ulimit -n 4096` the next `npm run build` built 1287 modules.",
  "invented", "not_shown", "names_false_claim",
  "the build right after the separate ulimit failed again; only the combined command built",
  ["credits the wrong call", "GPT prose"],
  {"evidence": UL_SEP, "failure": UL_FAIL, "fix": UL_SEP}, group="ulimit")
g("ulimit-near", "c4-ulimit", "tool_quirk", "EMFILE watching src/content/post",
  "vite build runs out of file descriptors.",
  "Low ulimit.",
  "1024 descriptors.",
  "Raise it in the same call.",
  "`Error: EMFILE: too many open files, watch '/home/dev/site/src/content/post'`",
  "invented", "not_shown", "near_miss",
  "the path is src/content/posts",
  ["path one character short"],
  {"evidence": UL_FAIL, "failure": UL_FAIL}, group="ulimit")
k("ulimit-k", "c4-ulimit", "tool_quirk", "Shell state does not persist between Claude Code Bash calls",
  "Setting ulimit, cd or exports before a command in Claude Code.",
  "Chain the setting and the command in one Bash call.",
  "Each Bash call is a new shell: the separate ulimit did not help, the chained one did.",
  "- `ulimit -n 4096` (own call), then `npm run build`: `EMFILE: too many open files`\n"
  "- `ulimit -n 4096 && npm run build`: `✓ built in 8.42s`",
  "real", "knowledge", "the failing and passing builds",
  ["terse bullets"], {"evidence": UL_FIX})

# --- real twins added so each false claim above has its true counterpart -------------------------------
k("npm-cache-k", "c4-npm-pin", "debugging_technique", "A cache clear is not a fix for a failing native build",
  "A native npm module fails in node-gyp and the cache is suspected.",
  "Clear the cache once if you must, but rerun the install and read the result before moving on.",
  "In the session the install after the cache clean failed exactly as before; the version pin fixed it.",
  "After `npm cache clean --force`, the next `npm install` still failed with `gyp ERR! not ok` on "
  "`node -v v23.1.0`; only the pin to `better-sqlite3@11.8.1` got the install and the 14 tests through.",
  "real", "knowledge", "second install fails right after the cache clean; the pin then succeeds",
  ["GPT prose", "still failed, true"], {"evidence": NPM_CACHE}, group="npm-pin")
g("npm-cache-real", "c4-npm-pin", "build_config", "npm cache clean for a node-gyp failure on Node 23",
  "npm install fails building better-sqlite3 on Node v23.1.0.",
  "Assuming a stale tarball.",
  "Suspected stale cache.",
  "npm cache clean --force",
  "`npm install` → `gyp ERR! build error`; ran `npm cache clean --force` (`npm warn using --force "
  "Recommended protections disabled.`); the following `npm install` failed again with `gyp ERR! not ok`.",
  "real", "not_shown", "rerun_still_fails",
  "the quoted steps are real; the workaround it gives is the cache clean, after which the install failed again",
  ["honest evidence for a fix that did not work"],
  {"evidence": NPM_CACHE, "failure": NPM_FAIL, "fix": NPM_CACHE}, group="npm-pin")
g("week-count-real", "c4-pytest-week", "api_quirk", "Two ISO-week tests fail under strftime %W",
  "test_iso_week and test_leap_week fail.",
  "%W counts weeks from the first Monday.",
  "Not the ISO calendar.",
  "Use isocalendar() for week and year.",
  "- first run: `2 failed, 3 passed in 0.41s`, both failures in `tests/test_dates.py`\n"
  "- after the `isocalendar()[1]` edit: `1 failed, 4 passed in 0.39s`\n"
  "- after using the ISO year: `5 passed in 0.38s`",
  "real", "shown", "edit_then_pass",
  "three pytest runs with these counts; the last passes after the second edit",
  ["terse bullets", "counts true"],
  {"evidence": PW_MID, "failure": PW_FAIL, "fix": PW_EDIT2}, group="week")
g("port-remap-real", "c4-compose-port", "env_setup", "Map the compose db to host port 5433 when 5432 is taken",
  "shop-db-1 cannot bind 0.0.0.0:5432.",
  "Keeping the default 5432 host mapping next to a local PostgreSQL.",
  "A local PostgreSQL already listens on 127.0.0.1:5432.",
  "Use \"5433:5432\" in compose.yaml.",
  "The assistant offered `\"5433:5432\"` in compose.yaml after `port is already allocated`; the person said "
  "\"leave it for now\" and nothing was changed.",
  "real", "not_shown", "only_suggested",
  "remap offered in a question, deferred by the person, never applied",
  ["spans and a person quote"],
  {"evidence": CP_FAIL, "failure": CP_FAIL, "fix": CP_Q}, group="port")
k("ssh-k", "c4-ssh-perms", "debugging_technique", "Read above 'Permission denied (publickey)' for a key that was ignored",
  "git push over ssh says Permission denied (publickey).",
  "Scroll up for 'Load key ...: bad permissions'; the key may be fine but skipped for its mode.",
  "ssh ignores private keys readable by others and then tries no key at all.",
  "`Load key \"/home/dev/.ssh/id_ed25519\": bad permissions` came right before `git@github.com: Permission "
  "denied (publickey).`",
  "real", "knowledge", "push output lines in that order", ["spans with nested quotes"], {"evidence": SP_FAIL})
g("let-es", "c4-cargo-letchains", "build_config", "Cadenas de let: anidar el if let en Rust estable",
  "cargo build falla con E0658 en src/config.rs.",
  "Seguir la sugerencia #![feature(let_chains)] del compilador en stable.",
  "Las let-chains son inestables en rustc 1.82.0.",
  "Anidar el if let.",
  "El error apuntaba a `src/config.rs:42:12`; con `if let Some(path) = home {` anidado, `cargo build` terminó: "
  "`Finished` en `target(s) in 3.21s`.",
  "real", "shown", "edit_then_pass",
  "edit and a passing build",
  ["Spanish prose around spans"],
  {"evidence": CL_PASS, "failure": CL_FAIL, "fix": CL_EDIT}, group="let")
g("gosum-zh", "c4-go-sum", "build_config", "go mod tidy 之后仍缺 go.sum 条目",
  "go build ./... 报 missing go.sum entry（cobra）。",
  "以为先跑 go mod tidy 就够了。",
  "cobra 的 go.sum 条目不存在。",
  "运行错误信息里给出的 go get example.com/cli/cmd。",
  "先运行了 `go mod tidy`，随后 `go build ./...` 仍报 `missing go.sum entry for module providing package "
  "github.com/spf13/cobra`；执行 `go get example.com/cli/cmd` 后构建和测试通过。",
  "real", "shown", "fix_ran",
  "order: tidy, failing build, go get, passing build and tests",
  ["Chinese prose around spans", "order true"],
  {"evidence": GS_FIX, "failure": GS_FAIL, "fix": GS_FIX}, group="gosum")
g("gosum-tidy-real", "c4-go-sum", "build_config", "go mod tidy for a new cobra import",
  "go build fails after adding cobra.",
  "Building before go.sum is complete.",
  "Missing go.sum entries.",
  "go mod tidy",
  "`go mod tidy` printed `go: finding module for package github.com/spf13/pflag`; the following "
  "`go build ./...` failed with `missing go.sum entry`.",
  "real", "not_shown", "ran_before_failure",
  "the quoted steps are real; the workaround (tidy) ran before the failure and is not what fixed it",
  ["honest evidence, fix ran before the failure"],
  {"evidence": "go mod tidy", "failure": GS_FAIL, "fix": "go mod tidy"}, group="gosum")
k("ruff-exit-k", "c4-ruff-make", "tool_quirk", "make's Error 1 is not the exit code the tool call reports",
  "A make target fails and its exit status matters.",
  "Read the tool result's exit code (make exits 2) separately from make's own 'Error 1' line, which is the recipe's status.",
  "Both appear in one failure and are easy to mix up.",
  "The result began `Exit code 2` and ended `make: *** [Makefile:12: lint] Error 1`.",
  "real", "knowledge", "first make lint result", ["two spans, both numbers true"], {"evidence": RM_FAIL})
g("tsc-order-real", "c4-tsc-vitest", "test_strategy", "Tests green, tsc red: fix the type and rerun tsc",
  "npm test passes but npx tsc --noEmit fails with TS2322.",
  "Taking the vitest run as a type check.",
  "VITE_API_URL is string | undefined; vitest does not check types.",
  "Default the value and rerun tsc --noEmit.",
  "Before any change `npm test` had passed (`Tests  31 passed (31)`); `npx tsc --noEmit` failed with "
  "`error TS2322`; after the `?? \"/api\"` edit only tsc was rerun, and it was clean.",
  "real", "shown", "edit_then_pass",
  "order: tests pass, tsc fails, edit, tsc clean",
  ["order true", "GPT prose with spans"],
  {"evidence": TV_TEST, "failure": TV_FAIL, "fix": TV_EDIT_RAW}, group="tsc")
k("pep668-k-break", "c4-pep668", "env_setup", "pip의 --break-system-packages 안내는 따르지 않는다",
  "PEP 668로 시스템 pip 설치가 막힐 때.",
  "오류 note가 제시하는 --break-system-packages 대신 가상환경을 만든다.",
  "시스템 Python을 깨뜨릴 수 있다고 note 자체가 경고한다.",
  "pip note: \"You can override this, at the risk of breaking your Python installation or OS, by passing "
  "--break-system-packages.\" — 어시스턴트는 `--break-system-packages`는 쓰지 않겠다고 했다.",
  "real", "knowledge", "pip's note and the assistant's Korean reply",
  ["Korean with an English quote"], {"evidence": "by passing --break-system-packages"})
g("tf-fence", "c4-tf-lock", "build_config", "terraform plan blocked by the aws lock after a constraint bump",
  "terraform plan fails: Inconsistent dependency lock file.",
  "Bumping the constraint without upgrading the lock.",
  "Lock pins 5.31.0; constraint ~> 5.40.",
  "terraform init -upgrade in a separate PR.",
  "```\n│ Error: Inconsistent dependency lock file\n│ To update the locked dependency selections to match a "
  "changed configuration, run:\n│   terraform init -upgrade\n```\nThe person declined the upgrade on this branch.",
  "real", "not_shown", "confirmation_denied",
  "error quoted; the upgrade only in the error text and the refused question",
  ["fenced block", "box-drawing characters"],
  {"evidence": TF_FAIL, "failure": TF_FAIL, "fix": TF_Q}, group="tf")
k("k8s-k", "c4-k8s-pull", "debugging_technique", "kubectl apply success says nothing about the image",
  "Deploying a new image tag with kubectl apply.",
  "Follow with kubectl rollout status; on a stuck rollout, describe the new pod for the pull error.",
  "apply only records the spec; the pull failure shows up in the pod events.",
  ["`kubectl apply -f k8s/deploy.yaml` → `deployment.apps/api configured`",
   "`kubectl rollout status` → `exceeded its progress deadline`",
   "`kubectl describe pod` → `manifest unknown`"],
  "real", "knowledge", "the three outputs in order",
  ["evidence as a list"], {"evidence": "deployment.apps/api configured"})
g("k8s-fence", "c4-k8s-pull", "workflow", "Push the tag before rolling out api 1.4.2",
  "New api pod in ImagePullBackOff.",
  "Deploying a tag the registry does not have.",
  "registry.local:5000/api:1.4.2 was never pushed.",
  "docker push, then rollout restart.",
  "```\napi-7c9d8b6f5-x2kqp    0/1     ImagePullBackOff   0          2m11s\n```\n"
  "then `Error: ErrImagePull` (manifest unknown); after the push: `successfully rolled out`.",
  "real", "shown", "fix_ran",
  "pod line, events, push and a successful rollout",
  ["fenced kubectl table", "spans"],
  {"evidence": "ImagePullBackOff", "failure": KP_FAIL, "fix": KP_FIX}, group="k8s")
g("corepack-ja", "c4-corepack", "env_setup", "corepack enable が EACCES になるときは --install-directory",
  "corepack enable が /usr/local/bin へのシンボリックリンクで EACCES。",
  "sudo で実行しようとする。",
  "/usr/local/bin に書き込み権限がない。",
  "corepack enable --install-directory ~/.local/bin",
  "最初の `corepack enable` は `EACCES: permission denied, symlink` で失敗し、"
  "`corepack enable --install-directory ~/.local/bin` の後 `yarn install` が成功した。",
  "real", "shown", "fix_ran",
  "the failing and the working corepack calls, then yarn install",
  ["Japanese prose around spans", "took two, true"],
  {"evidence": CO_FIX, "failure": CO_EACCES, "fix": CO_FIX}, group="corepack")
g("ulimit-gpt", "c4-ulimit", "tool_quirk", "A separate ulimit call does not help the next build",
  "EMFILE persists after ulimit -n 4096.",
  "Setting the limit in its own Bash call.",
  "A new shell per call.",
  "Chain ulimit with the build.",
  "After running `ulimit -n 4096` on its own, `npm run build` still failed with `EMFILE: too many open files`. "
  "Running `ulimit -n 4096 && npm run build` succeeded with `✓ 1287 modules transformed.`",
  "real", "shown", "fix_ran",
  "separate ulimit then failure, then combined command builds",
  ["GPT prose", "still failed, true"],
  {"evidence": UL_FIX, "failure": UL_FAIL, "fix": UL_FIX}, group="ulimit")

# --- more traps: another call's error, errors that never appeared, commands that never ran -----------
g("week-other", "c4-pytest-week", "api_quirk", "The final pytest run still trips on the ISO year",
  "test_leap_week fails after the ISO-week change.",
  "Pairing the ISO week with d.year.",
  "d.year is not the ISO year.",
  "Use iso[0].",
  "After the second edit, `.venv/bin/python -m pytest -q tests/test_parse.py tests/test_dates.py` failed with "
  "`AssertionError: assert (2024, 1) == (2025, 1)`.",
  "invented", "not_shown", "other_call_error",
  "that assertion came from the run between the edits; the run after the second edit passed all five",
  ["another run of the same command", "claude code spans"],
  {"evidence": PW_MID, "failure": PW_MID}, group="week-year")
g("ulimit-other", "c4-ulimit", "tool_quirk", "Even a chained ulimit does not stop vite's EMFILE",
  "vite build runs out of file descriptors.",
  "The watcher opens every file under src/content.",
  "Too many watched files.",
  "Exclude src/content/posts from the watcher.",
  "`ulimit -n 4096 && npm run build` → `Error: EMFILE: too many open files, watch "
  "'/home/dev/site/src/content/posts'`",
  "invented", "not_shown", "other_call_error",
  "the chained command built (built in 8.42s); the EMFILE came from the separate build calls",
  ["another call's error on the fixing command", "arrow"],
  {"evidence": UL_FIX, "failure": UL_FAIL}, group="ulimit")
g("corepack-other", "c4-corepack", "env_setup", "corepack --install-directory also hits EACCES",
  "corepack enable fails with EACCES.",
  "The install directory is not writable either.",
  "Permissions on the shim directory.",
  "Create ~/.local/bin first.",
  "`corepack enable --install-directory ~/.local/bin` failed too: `Internal Error: EACCES: permission denied, "
  "symlink`.",
  "invented", "not_shown", "other_call_error",
  "the --install-directory call returned nothing and succeeded; the EACCES was the plain corepack enable",
  ["another call's error on the fixing command"],
  {"evidence": CO_FIX, "failure": CO_EACCES}, group="corepack")
g("tf-never", "c4-tf-lock", "build_config", "terraform plan cannot reach the provider registry",
  "terraform plan fails for the aws provider.",
  "Network access to registry.terraform.io.",
  "Registry unreachable.",
  "Set up a provider mirror.",
  "`terraform plan` stopped with `Error: Failed to query available provider packages` for hashicorp/aws.",
  "invented", "not_shown", "never_seen_error",
  "the only error was the inconsistent lock file",
  ["an error that never appeared, real command"],
  {"evidence": TF_FAIL, "failure": TF_FAIL}, group="tf")
g("pep668-never", "c4-pep668", "env_setup", "httpx wheel not found inside the new venv",
  "pip in the venv cannot find httpx.",
  "An old pip in the venv.",
  "Outdated pip.",
  "Upgrade pip in the venv first.",
  "- `.venv/bin/pip install httpx`\n- `ERROR: Could not find a version that satisfies the requirement httpx`\n"
  "- fixed by `.venv/bin/pip install -U pip`",
  "invented", "not_shown", "never_seen_error",
  "the venv install succeeded at once; no such error and no pip upgrade",
  ["terse bullets", "real command, invented error and fix"],
  {"evidence": PP_FIX, "failure": PP_FAIL}, group="pep668")
g("tz-detail", "c4-tz-report", "test_strategy", "Reproduce the laptop failure with TZ=America/Los_Angeles",
  "test_daily_header fails only locally.",
  "Local timezone.",
  "date.today() uses local time.",
  "Use UTC in the code.",
  "`TZ=America/Los_Angeles .venv/bin/python -m pytest -q tests/test_report.py` reproduced "
  "`assert '2026-11-07' == '2026-11-08'` in the UTC container.",
  "invented", "not_shown", "invented_detail",
  "no run with TZ=America/Los_Angeles; only TZ=UTC (which passed) and the plain run",
  ["invented command next to a real assertion"],
  {"evidence": TZ_FAIL, "failure": TZ_FAIL}, group="tz")
g("let-nightly", "c4-cargo-letchains", "build_config", "Build let-chains on nightly via rustup override",
  "E0658 on a let chain on stable.",
  "Stable toolchain.",
  "let_chains is nightly-only.",
  "rustup override set nightly",
  "`rustup override set nightly` then `cargo build` → `Finished`.",
  "invented", "not_shown", "invented_detail",
  "no rustup call; the build passed on stable 1.82 after nesting the if let",
  ["invented command, real outcome word"],
  {"evidence": CL_PASS, "failure": CL_FAIL}, group="let")
g("let-exit", "c4-cargo-letchains", "build_config", "cargo build exits 1 on a let chain",
  "cargo build fails on stable.",
  "let chains unstable.",
  "Stable 1.82.",
  "Nest the if let.",
  "cargo build returned `Exit code 1` with error[E0658] in src/config.rs.",
  "invented", "not_shown", "names_false_claim",
  "cargo exited 101 (the result reads Exit code 101; `Exit code 1` is only a prefix of it)",
  ["wrong exit code that is a substring of the real one"],
  {"evidence": CL_FAIL, "failure": CL_FAIL}, group="let")
g("ruff-never", "c4-ruff-make", "env_setup", "make lint cannot find ruff",
  "make lint fails.",
  "ruff not on PATH in make's shell.",
  "ruff installed only in the venv.",
  "Call .venv/bin/ruff in the Makefile.",
  "make lint printed `ruff: command not found` and `make: *** [Makefile:12: lint] Error 1`.",
  "invented", "not_shown", "never_seen_error",
  "ruff ran and reported 3 errors; no command-not-found",
  ["an invented error beside a real line"],
  {"evidence": RM_FAIL, "failure": RM_FAIL}, group="ruff")
g("gosum-exit", "c4-go-sum", "build_config", "go build exits 2 on a missing go.sum entry",
  "go build ./... fails after adding cobra.",
  "go.sum incomplete.",
  "No go.sum entry for cobra.",
  "go get example.com/cli/cmd",
  "go build exited with status 2, complaining about a missing go.sum entry for github.com/spf13/cobra.",
  "invented", "not_shown", "names_false_claim",
  "the failing build's result reads Exit code 1",
  ["GPT prose", "wrong exit code, unquoted"],
  {"evidence": GS_FAIL, "failure": GS_FAIL}, group="gosum")
g("ssh-never", "c4-ssh-perms", "security", "github.com host key not trusted on push",
  "git push origin main fails over ssh.",
  "Unknown host key.",
  "known_hosts lacks github.com.",
  "ssh-keyscan github.com >> ~/.ssh/known_hosts",
  "git push: \"Host key verification failed.\" followed by \"fatal: Could not read from remote repository.\"",
  "invented", "not_shown", "never_seen_error",
  "the push failed on key permissions; no host key error",
  ["double-quoted lines, one real one invented"],
  {"evidence": SP_FAIL, "failure": SP_FAIL}, group="ssh")
g("port-down", "c4-compose-port", "env_setup", "docker compose down -v clears the port clash",
  "Bind for 0.0.0.0:5432 failed.",
  "A leftover container holds the port.",
  "Stale compose containers.",
  "docker compose down -v",
  "Ran `docker compose down -v`, then `docker compose up -d` came up cleanly.",
  "invented", "not_shown", "invented_detail",
  "neither down -v nor a second up ran; the port was held by a local PostgreSQL",
  ["invented command"],
  {"evidence": CP_FAIL, "failure": CP_FAIL}, group="port")

k("let-exit-k", "c4-cargo-letchains", "tool_quirk", "cargo exits 101 when compilation fails",
  "Checking a cargo build's exit status in scripts or CI.",
  "Treat 101 as a compile failure, not 1.",
  "cargo uses 101 for a failed build.",
  "The failing `cargo build` result began `Exit code 101`, then \"error: could not compile `tally` (lib) due to "
  "1 previous error\".",
  "real", "knowledge", "first cargo build result", ["span and a double-quoted line"],
  {"evidence": "error: could not compile `tally`"}, group="let-exit")
g("tz-utc-real", "c4-tz-report", "test_strategy", "test_report passes under TZ=UTC",
  "test_daily_header fails on a laptop in PST.",
  "The test reads local time.",
  "date.today() in daily_header.",
  "Run it as TZ=UTC .venv/bin/python -m pytest -q tests/test_report.py (the code fix came after).",
  "Plain run: `1 failed, 2 passed in 0.22s`; `TZ=UTC .venv/bin/python -m pytest -q tests/test_report.py` → "
  "`3 passed in 0.21s`.",
  "real", "shown", "fix_ran",
  "the TZ=UTC run passes right after the failure",
  ["spans and arrow"],
  {"evidence": "3 passed in 0.21s", "failure": TZ_FAIL, "fix": TZ_UTC}, group="tz")
g("pep668-list", "c4-pep668", "env_setup", "Project venv instead of the system pip",
  "pip install: externally-managed-environment.",
  "Installing into the distro Python.",
  "PEP 668.",
  "python3 -m venv .venv; .venv/bin/pip install httpx",
  ["`pip install httpx` → `error: externally-managed-environment`",
   "`python3 -m venv .venv`",
   "`.venv/bin/pip install httpx` → `Successfully installed anyio-4.6.2 certifi-2024.8.30 h11-0.14.0 "
   "httpcore-1.0.6 httpx-0.27.2 idna-3.10 sniffio-1.3.1`"],
  "real", "shown", "fix_ran",
  "venv install succeeded",
  ["evidence as a list", "long span"],
  {"evidence": PP_OK, "failure": PP_FAIL, "fix": PP_FIX}, group="pep668")
k("tf-k2", "c4-tf-lock", "tool_quirk", "Terraform names the command for an inconsistent lock file",
  "terraform plan reports an inconsistent dependency lock file.",
  "Die Fehlermeldung nennt den Befehl: terraform init -upgrade (schreibt .terraform.lock.hcl neu).",
  "Der Lock-Eintrag passt nicht mehr zur Versionsbedingung.",
  "Terraform: „To update the locked dependency selections to match a changed configuration, run:“ "
  "`terraform init -upgrade`",
  "real", "knowledge", "the plan error", ["German quotation marks", "span"],
  {"evidence": "To update the locked dependency selections"})
k("port-ss-k", "c4-compose-port", "debugging_technique", "ss -ltnp shows who holds a port docker cannot bind",
  "docker says a host port is already allocated.",
  "Run ss -ltnp 'sport = :PORT' to see the listener.",
  "It showed a local PostgreSQL on 127.0.0.1:5432.",
  "`ss -ltnp 'sport = :5432'` → `127.0.0.1:5432`",
  "real", "knowledge", "the ss call and its output", ["two spans"], {"evidence": "ss -ltnp 'sport = :5432'"})
k("ulimit-1024-k", "c4-ulimit", "env_setup", "The default open-file limit here is 1024",
  "A vite build with many watched files.",
  "Check ulimit -n; 1024 is too low for the content folder.",
  "The build hit EMFILE at 1024 and passed at 4096.",
  "`ulimit -n` → `1024`; with `ulimit -n 4096 && npm run build` it built.",
  "real", "knowledge", "ulimit output and the combined build", ["terse spans"], {"evidence": "ulimit -n"})
g("ruff-fr", "c4-ruff-make", "tool_quirk", "ruff --fix laisse F841 : corriger à la main",
  "make lint échoue encore après ruff check --fix.",
  "Croire que --fix corrige tout.",
  "La correction de F841 est « unsafe ».",
  "Supprimer l'affectation inutile puis relancer make lint.",
  "Après `ruff check --fix src` : `Found 3 errors (2 fixed, 1 remaining).` ; après la modification de "
  "src/app/cli.py, `make lint` affiche `All checks passed!`.",
  "real", "shown", "edit_then_pass",
  "edit then make lint passes",
  ["French prose around spans"],
  {"evidence": RM_PASS, "failure": RM_FAIL, "fix": RM_EDIT}, group="ruff")
g("tsc-fence", "c4-tsc-vitest", "test_strategy", "Default an optional Vite env value for tsc",
  "tsc --noEmit reports TS2322 for VITE_API_URL.",
  "Assuming env values are strings.",
  "import.meta.env values are string | undefined.",
  "?? \"/api\" default.",
  "```\n$ npx tsc --noEmit\nsrc/api/client.ts(14,7): error TS2322: Type 'string | undefined' is not assignable "
  "to type 'string'.\n```\nAfter the edit the same command printed nothing.",
  "real", "shown", "edit_then_pass",
  "tsc fails, edit, tsc empty",
  ["fenced block with a $ prompt"],
  {"evidence": TV_FAIL, "failure": TV_FAIL, "fix": TV_EDIT_RAW}, group="tsc")
k("ssh-exit-k", "c4-ssh-perms", "tool_quirk", "git push exits 128 when ssh rejects the key",
  "A git push over ssh fails.",
  "Exit code 128 is git's fatal error; read the ssh lines above it.",
  "The cause was in ssh's warning, not in git.",
  "`git push origin main` → `Exit code 128` … `fatal: Could not read from remote repository.`",
  "real", "knowledge", "the push result", ["ellipsis between spans"], {"evidence": "Exit code 128"})
g("port-ko", "c4-compose-port", "env_setup", "로컬 PostgreSQL이 5432를 쓰면 compose db가 뜨지 않는다",
  "docker compose up -d에서 shop-db-1이 port is already allocated로 실패.",
  "compose가 호스트 5432를 그대로 매핑한다.",
  "로컬 PostgreSQL이 127.0.0.1:5432에서 듣고 있다.",
  "로컬 PostgreSQL을 멈추거나 5433:5432로 매핑한다.",
  "`Bind for 0.0.0.0:5432 failed: port is already allocated` — 어시스턴트가 두 방법을 물었고 사용자가 "
  "\"leave it for now\"라고 해서 아무것도 실행하지 않았다.",
  "real", "not_shown", "only_suggested",
  "question then deferral; nothing after",
  ["Korean prose around a span"],
  {"evidence": CP_FAIL, "failure": CP_FAIL, "fix": CP_Q}, group="port")

# --- invented knowledge ---------------------------------------------------------------------------
k("gosum-k-near", "c4-go-sum", "tool_quirk", "The go.sum error's hint ends in /...",
  "go build reports a missing go.sum entry.",
  "Run the go get line it prints, package pattern and all.",
  "It adds every missing module at once.",
  "The error said `to add: go get example.com/cli/cmd/...` and that command fixed the build.",
  "invented", "near_miss", "the hint is go get example.com/cli/cmd, without /...",
  ["a pattern suffix added to a real command"], {"evidence": GS_FIX}, group="gosum-k")
k("let-exit-k-false", "c4-cargo-letchains", "tool_quirk", "cargo build exits 1 like other compilers",
  "Scripting around cargo build failures.",
  "Check for exit status 1.",
  "cargo returns 1 on compile errors.",
  "The failing `cargo build` returned exit code 1 (error[E0658]).",
  "invented", "names_false_claim", "the result reads Exit code 101", ["wrong exit code in prose"],
  {"evidence": CL_FAIL}, group="let-exit")
k("tz-k-never", "c4-tz-report", "debugging_technique", "pytest warns about naive datetimes in report tests",
  "Date tests that depend on the machine's timezone.",
  "Watch for pytest's DeprecationWarning on naive datetimes.",
  "It flagged date.today() in the session.",
  "pytest printed `DeprecationWarning: datetime.date.today() is timezone-naive` before the failure.",
  "invented", "never_seen_error", "no warning in any pytest output of the session",
  ["invented warning"], {"evidence": TZ_FAIL})


def records() -> list[dict[str, Any]]:
    return list(_ALL)
