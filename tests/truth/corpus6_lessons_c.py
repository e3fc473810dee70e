"""The labelled lessons of the sixth corpus: pytest fixtures, mypy/ruff, a rebase conflict, CI YAML, shell
quoting, an exec bit (see corpus6_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus6_lessons import gotcha, knowledge, rec


def records_c() -> list[dict[str, Any]]:
    from tests.truth.corpus6_lessons_d import records_d
    return _pytest() + _mypy() + _rebase() + _ci() + _quote() + _exec() + records_d()


def _pytest() -> list[dict[str, Any]]:
    s = "c6-pytest-fixture"
    return [
        rec("c6-49", s, gotcha(
            "A fixture in tests/unit/conftest.py is invisible to tests/repo",
            "pytest: fixture 'tmp_db' not found",
            "moving conftest.py up then hits a ScopeMismatch",
            "conftest fixtures apply only below their folder; the module-scoped fixture used tmp_path",
            "move conftest.py to tests/ and use tmp_path_factory in the module-scoped fixture",
            "`E       fixture 'tmp_db' not found` for tests/repo; after "
            "`git mv tests/unit/conftest.py tests/conftest.py` the run hit `ScopeMismatch: You tried to access the "
            "function scoped fixture tmp_path with a module scoped request object`; switching to "
            "`tmp_path_factory.mktemp` gave `10 passed in 0.21s`.", category="test_strategy"),
            "real", "edit_then_pass", "not found, git mv, ScopeMismatch, Edit, 10 passed",
            ["code span", "whitespace trimmed"],
            {"failure": "fixture 'tmp_db' not found", "fix": "tmp_path_factory.mktemp(\"db\")",
             "evidence": "10 passed in 0.21s"}, fix="shown"),
        rec("c6-50", s, gotcha(
            "Move conftest.py up to share fixtures",
            "fixture 'tmp_db' not found in tests/repo",
            "conftest scoping",
            "fixture defined below",
            "git mv tests/unit/conftest.py tests/conftest.py",
            "Moving conftest.py with `git mv tests/unit/conftest.py tests/conftest.py` was enough: the next pytest "
            "run passed.", category="test_strategy"),
            "invented", "names_false_claim", "false claim: the run after the git mv had 1 error (ScopeMismatch); it "
            "passed only after the tmp_path_factory Edit", ["code span", "outcome reversed"],
            {"evidence": "git mv tests/unit/conftest.py tests/conftest.py",
             "fix": "git mv tests/unit/conftest.py tests/conftest.py"}),
        rec("c6-51", s, knowledge(
            "Scope mismatch between tmp_path and a module fixture",
            "a module-scoped fixture requests tmp_path",
            "use tmp_path_factory",
            "tmp_path is function scoped",
            "`ScopeMismatch: You tried to access the function scoped fixture tmp_path with a session scoped request "
            "object`", category="test_strategy"),
            "invented", "near_miss", "altered quote: the request object was 'module scoped', not 'session scoped'",
            ["code span only", "near quote"], {"evidence": "ScopeMismatch"}),
        rec("c6-52", s, knowledge(
            "conftest.py fixtures only reach tests below it",
            "tests in a sibling folder cannot see a fixture",
            "put shared fixtures in tests/conftest.py",
            "pytest collects conftest.py per directory",
            "Un fixture definido en `tests/unit/conftest.py` solo lo ven los tests de `tests/unit`; por eso "
            "`tests/repo/test_accounts.py` daba `fixture 'tmp_db' not found`. Movido a `tests/conftest.py`.",
            category="test_strategy", scope="global"),
            "real", "knowledge", "the error, the ls and the git mv", ["Spanish prose", "code span"],
            {"evidence": "fixture 'tmp_db' not found"}),
    ]


def _mypy() -> list[dict[str, Any]]:
    s = "c6-mypy-ruff"
    return [
        rec("c6-53", s, gotcha(
            "dict.get returns Optional for mypy",
            "make check: mypy Incompatible return value type (got str | None, expected str)",
            "make stops at ruff first, hiding the mypy error",
            "entry.get(\"title\") may be None",
            "fall back to an empty string with `or \"\"`",
            "mypy: `src/feeds/parse.py:41: error: Incompatible return value type` … `[return-value]`; the Edit made "
            "the title fall back to an empty string; `make check` then printed "
            "`Success: no issues found in 14 source files`.", category="tool_quirk"),
            "real", "edit_then_pass", "make check failed on mypy, the Edit, make check passed",
            ["code span", "ellipsis", "paraphrased Edit"],
            {"failure": "Incompatible return value type", "fix": "return entry.get(\"title\") or \"\"",
             "evidence": "Success: no issues found in 14 source files"}, fix="shown"),
        rec("c6-54", s, gotcha(
            "ruff --fix clears the whole make check",
            "make check fails",
            "one lint error",
            "unused import",
            "ruff check --fix src",
            "The first `make check` showed both the ruff and the mypy errors; `ruff check --fix src` fixed both."),
            "invented", "names_false_claim", "false claim: the first make check stopped at ruff, and after "
            "`ruff check --fix src` make check still failed on mypy", ["code span", "fix credited to wrong command"],
            {"evidence": "Found 1 error (1 fixed, 0 remaining).", "fix": "ruff check --fix src"}),
        rec("c6-55", s, knowledge(
            "What ruff --fix reports",
            "running ruff with --fix",
            "read its summary line",
            "it says how many were fixed",
            "`ruff check --fix src` reported `Found 1 error in 1 file (checked 14 source files)`."),
            "invented", "other_call_error", "output moved: that line is mypy's; ruff said 'Found 1 error (1 fixed, 0 "
            "remaining).'", ["code span", "output attributed to another call"],
            {"evidence": "Found 1 error in 1 file (checked 14 source files)"}),
        rec("c6-56", s, knowledge(
            "ruff fixes F401 itself",
            "an unused import fails the lint step",
            "run ruff check --fix",
            "F401 is marked fixable with [*]",
            "`ruff check --fix src` → `Found 1 error (1 fixed, 0 remaining).` — F401 for the unused re import, "
            "marked `[*] 1 fixable with the` fix option.", category="tool_quirk"),
            "real", "knowledge", "the ruff error and its --fix run", ["arrows", "code span"],
            {"evidence": "Found 1 error (1 fixed, 0 remaining)."}),
    ]


def _rebase() -> list[dict[str, Any]]:
    s = "c6-rebase-conflict"
    return [
        rec("c6-57", s, gotcha(
            "git rebase --continue needs the resolved file staged",
            "git rebase --continue: src/app/routes.py: needs merge",
            "editing the conflict markers away feels like enough",
            "the resolution is not staged",
            "git add the file, then GIT_EDITOR=true git rebase --continue",
            "`git rebase --continue` straight after the Edit failed: `src/app/routes.py: needs merge` / `You must "
            "edit all merge conflicts and then`; `git add src/app/routes.py && GIT_EDITOR=true git rebase "
            "--continue` → `Successfully rebased and updated refs/heads/feat/login.`", category="workflow",
            scope="global"),
            "real", "fix_ran", "continue failed, add + continue succeeded", ["code span", "arrows"],
            {"failure": "src/app/routes.py: needs merge",
             "fix": "git add src/app/routes.py && GIT_EDITOR=true git rebase --continue",
             "evidence": "Successfully rebased and updated refs/heads/feat/login."}, fix="shown"),
        rec("c6-58", s, gotcha(
            "GIT_EDITOR=true lets rebase --continue run unattended",
            "rebase --continue opens an editor",
            "the editor blocks",
            "interactive commit message",
            "GIT_EDITOR=true git rebase --continue",
            "`GIT_EDITOR=true git rebase --continue` worked right after the Edit removed the conflict markers.",
            category="workflow"),
            "invented", "names_false_claim", "false claim: that continue failed with 'needs merge'; it worked only "
            "after git add", ["code span", "outcome reversed"],
            {"evidence": "GIT_EDITOR=true git rebase --continue", "fix": "GIT_EDITOR=true git rebase --continue"}),
        rec("c6-59", s, knowledge(
            "Unmerged files block rebase",
            "continuing a rebase after a conflict",
            "stage first",
            "git checks the index",
            "git answered `error: Committing is not possible because you have unmerged files.`"),
            "invented", "never_seen_error", "error never seen: git said 'needs merge' / 'You must edit all merge "
            "conflicts', not this", ["code span"], {"evidence": "needs merge"}),
        rec("c6-60", s, knowledge(
            "Keep both sides of a route conflict",
            "both branches added a route at the same spot",
            "keep both lines",
            "the routes are independent",
            "Beim Rebase auf `origin/main` kam `CONFLICT (content): Merge conflict in src/app/routes.py`; beide "
            "Routen (`/health` und `/login`) behalten, danach `4 passed in 0.12s`.", category="workflow"),
            "real", "knowledge", "the conflict, the Edit keeping both and the passing tests",
            ["German prose", "code span"], {"evidence": "4 passed in 0.12s"}),
    ]


def _ci() -> list[dict[str, Any]]:
    s = "c6-ci-yaml"
    return [
        rec("c6-61", s, gotcha(
            "A GitHub Actions matrix goes under strategy.matrix",
            "actionlint: unexpected key python-version for strategy section",
            "the workflow looks fine at a glance",
            "python-version sat directly under strategy",
            "nest it under matrix:",
            "actionlint: `unexpected key \"python-version\" for \"strategy\" section`; after the Edit added "
            "`matrix:` the second `actionlint .github/workflows/ci.yml` printed nothing and the user said the "
            "workflow runs now.", category="build_config", scope="global"),
            "real", "rerun_passes", "actionlint failed, the Edit, actionlint clean, the person says the workflow "
            "runs", ["code span", "prose outcome"],
            {"failure": "unexpected key \"python-version\"", "fix": "      matrix:\n        python-version",
             "evidence": "the workflow runs now"}, fix="shown"),
        rec("c6-62", s, gotcha(
            "Python matrix for three versions",
            "workflow invalid",
            "indentation",
            "key in the wrong place",
            "strategy.matrix",
            "`python-version: [\"3.11\", \"3.12\", \"3.13\"]` under `strategy.matrix` → all three jobs green on CI.",
            category="build_config"),
            "invented", "names_false_claim", "false claim: the 3.13 job still failed (Visual C++ error on windows)",
            ["code span", "arrows", "outcome reversed"], {"evidence": "still fails: error: Microsoft Visual C++"}),
        rec("c6-63", s, gotcha(
            "Exclude windows on new Python versions in the matrix",
            "3.13 windows job fails to compile a dependency",
            "no wheel yet",
            "sdist needs MSVC",
            "exclude windows/3.13",
            "The windows 3.13 job was excluded with `exclude: [{os: windows-latest, python-version: \"3.13\"}]` and "
            "the run went green.", category="build_config"),
            "invented", "invented_detail", "invented detail: the exclude was only offered and declined; no such edit",
            ["code span", "invented edit"], {"evidence": "exclude windows/3.13"}),
        rec("c6-64", s, gotcha(
            "No 3.13 wheel on Windows means a C++ build",
            "the windows 3.13 job fails: Microsoft Visual C++ 14.0 or greater is required",
            "the matrix change looks guilty",
            "a dependency has no 3.13 wheel for Windows and compiles from source",
            "exclude windows/3.13 from the matrix or pin the dependency",
            "user: `error: Microsoft Visual C++ 14.0 or greater is required` on the 3.13 windows job; excluding "
            "windows/3.13 was only offered and declined (\"no, leave it\").", category="build_config"),
            "real", "only_suggested", "the exclude was offered as a question and declined; nothing ran",
            ["code span", "person's words quoted"],
            {"failure": "Microsoft Visual C++ 14.0", "fix": "exclude windows/3.13",
             "evidence": "no, leave it"}, fix="not_shown"),
    ]


def _quote() -> list[dict[str, Any]]:
    s = "c6-shell-quote"
    return [
        rec("c6-65", s, gotcha(
            "Unquoted $src splits paths with spaces",
            "cp: cannot stat '/home/dev/Pictures/Summer': No such file or directory",
            "the folder exists",
            "word splitting of the unquoted variable",
            "quote it: cp \"$src\"/*.jpg",
            "`cp: cannot stat '/home/dev/Pictures/Summer': No such file or directory` → shellcheck `SC2086` → Edit "
            "quoted `$src` → `copied 84 files to /mnt/nas/photos/Summer 2026`.", category="tool_quirk",
            scope="global"),
            "real", "rerun_passes", "the script failed, the Edit, the re-run copied 84 files", ["arrows", "code span"],
            {"failure": "cp: cannot stat '/home/dev/Pictures/Summer'", "fix": "cp \"$src\"/*.jpg \"$dest\"/",
             "evidence": "copied 84 files"}, fix="shown"),
        rec("c6-66", s, gotcha(
            "sync.sh and album names with spaces",
            "cp cannot stat",
            "retrying",
            "word splitting",
            "quote $src",
            "The first two runs of `./sync.sh \"/home/dev/Pictures/Summer 2026\"` both hit `cp: cannot stat`."),
            "invented", "names_false_claim", "wrong count: the script failed once; the second run copied 84 files",
            ["code span", "count"], {"evidence": "cp: cannot stat"}),
        rec("c6-67", s, knowledge(
            "SC2086 severity",
            "shellcheck on a script with unquoted variables",
            "follow SC2086",
            "word splitting",
            "`SC2086 (warning): Double quote to prevent globbing and word splitting.`"),
            "invented", "near_miss", "altered quote: shellcheck said '(info)', not '(warning)'",
            ["code span only", "near quote"], {"evidence": "SC2086 (info)"}),
        rec("c6-68", s, knowledge(
            "Quote variables that hold paths",
            "a shell script takes a folder argument",
            "quote every expansion of it",
            "a space splits the word",
            "Unquoted $src split the album path at the space, so cp looked for the folder Summer alone; quoting it "
            "fixed the copy and the user confirmed it works now.", category="tool_quirk", scope="global"),
            "real", "knowledge", "the failing cp, the Edit, 'great, works now'", ["plain prose, no quotes"],
            {"evidence": "great, works now"}),
    ]


def _exec() -> list[dict[str, Any]]:
    s = "c6-exec-bit"
    return [
        rec("c6-69", s, gotcha(
            "Exit code 126 means the script lost its exec bit",
            "./scripts/deploy.sh: Permission denied (exit 126)",
            "it looks like a permission problem on the bucket",
            "the file mode is 644",
            "chmod +x scripts/deploy.sh and commit the mode change",
            "`./scripts/deploy.sh staging` exited 126 (`Permission denied`); `ls -l` showed `-rw-r--r--`; "
            "`chmod +x scripts/deploy.sh && ./scripts/deploy.sh staging` → `deploy done in 12s`.",
            category="env_setup", scope="global"),
            "real", "fix_ran", "chmod and the same command ran and deployed", ["code span", "exit code", "arrows"],
            {"failure": "./scripts/deploy.sh: Permission denied", "fix": "chmod +x scripts/deploy.sh",
             "evidence": "deploy done in 12s"}, fix="shown"),
        rec("c6-70", s, gotcha(
            "chmod on a tracked script can fail",
            "chmod +x fails",
            "file owned by another user",
            "ownership",
            "sudo chmod",
            "`chmod +x scripts/deploy.sh` failed with `Exit code 126`."),
            "invented", "other_call_error", "exit code moved: 126 came from running the script before chmod; the "
            "chmod call succeeded", ["code span", "exit code from another call"],
            {"evidence": "chmod +x scripts/deploy.sh"}),
        rec("c6-71", s, knowledge(
            "Record the exec bit with update-index",
            "a script must stay executable in git",
            "use git update-index",
            "works on filesystems without modes",
            "The mode was committed with `git update-index --chmod=+x scripts/deploy.sh`."),
            "invented", "invented_detail", "invented detail: no update-index ran; `git commit -am` recorded the mode",
            ["code span"], {"evidence": "mode change 100644 => 100755"}),
        rec("c6-72", s, knowledge(
            "git records the exec bit as a mode change",
            "after chmod +x on a tracked file",
            "commit the mode change",
            "otherwise the next checkout loses it again",
            "git records the exec bit: `git diff --summary` → `mode change 100644 => 100755 scripts/deploy.sh`; "
            "committed as `scripts: deploy.sh executable again`.", category="workflow"),
            "real", "knowledge", "git diff --summary and the commit", ["arrows", "code span"],
            {"evidence": "deploy.sh executable again"}),
    ]
