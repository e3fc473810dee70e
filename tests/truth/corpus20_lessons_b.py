"""Labelled lessons of corpus20, part B: the PDM, twine/TestPyPI (Korean), pre-commit on Windows and lefthook
sessions. Every label was written from the session text (corpus20_sources*.py) before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus20_common import gotcha, knowledge
from tests.truth.corpus20_sources import PDM, TWINE
from tests.truth.corpus20_sources_b import LEFTHOOK, PRECOMMIT

PDM_LESSONS = [
    gotcha("pdm-01", PDM, (
        "PDM locks for the whole requires-python range, so an open-ended >=3.8 blocks numpy 2",
        "`pdm lock` after `pdm import` ends in `🔒 Lock failed`: the dependencies don't work on every Python the "
        "range allows.",
        "Keeping the `requires-python = \">=3.8\"` that `pdm import` wrote while depending on numpy 2.1.",
        "PDM resolves one lock valid for every Python in requires-python, and numpy 2.1.3 needs >=3.10.",
        "Raise the floor to `requires-python = \">=3.10\"`, then `pdm lock`."),
        "`pdm import requirements.txt && pdm lock` → 🔒 Lock failed: \"Unable to find a resolution because the "
        "following dependencies don't work on all Python versions in the range of the project's requires-python: "
        ">=3.8.\" PDM itself suggested >=3.10; after the edit `pdm lock` printed `🔒 Lock successful.`",
        label="shown", cls="edit_then_pass", category="build_config",
        why="The lock fails on the range; the Edit raises requires-python and the next `pdm lock` succeeds, with no "
            "later lock failure.",
        phrasing="code span, double-quoted output, arrow, emoji",
        steps={"failure": "🔒 Lock failed", "fix": 'requires-python = ">=3.10"'}),
    gotcha("pdm-02", PDM, (
        "pdm import가 distribution = false로 설정해 프로젝트 자체가 설치되지 않음",
        "`pdm run pytest -q`가 수집 단계에서 `ModuleNotFoundError: No module named 'kestrel'`로 실패.",
        "`pdm import`가 만든 `[tool.pdm]`의 `distribution = false`를 그대로 두고 src 레이아웃 패키지를 테스트함.",
        "distribution = false이면 PDM은 의존성만 설치하고 프로젝트 자신은 설치하지 않아서 src/kestrel이 import 경로에 없음.",
        "`distribution = true`로 바꾸고 `[build-system]`에 pdm-backend를 넣은 뒤 `pdm install`."),
        "`pdm install && pdm run pytest -q` → `E   ModuleNotFoundError: No module named 'kestrel'`; `[tool.pdm]` 아래 "
        "`distribution = false` 확인 후 `distribution = true` + pdm-backend로 바꾸니 `✔ Install kestrel-api 0.3.0 "
        "successful`, `38 passed in 2.21s`.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="Collection fails on the missing package; the Edit makes the project a distribution and the same "
            "`pdm install && pdm run pytest -q` passes.",
        phrasing="Korean, code span, arrow, outcome claim",
        steps={"failure": "No module named 'kestrel'", "fix": "distribution = true"}),
    knowledge("pdm-03", PDM, (
        "A PDM lock made on macOS still carries the Windows- and Linux-only dependencies",
        "Wondering whether a pdm.lock created on a Mac works on Ubuntu CI and Windows laptops.",
        "Check with `pdm export --no-hashes`: PDM locks cross-platform by default and keeps each package's "
        "environment marker.",
        "The lock is not tied to the platform it was made on, so one lock serves every OS."),
        "```\ncolorama==0.4.6; sys_platform == \"win32\"\nuvloop==0.21.0; sys_platform != \"win32\" and "
        "platform_python_implementation != \"PyPy\"\n```\n(from `pdm export --no-hashes` on the Mac)",
        cls="knowledge", category="build_config", scope="global",
        why="Both marker lines are quoted from the export run on the Mac.",
        phrasing="fenced block, code span", steps={"evidence": "colorama==0.4.6"}),
    gotcha("pdm-04", PDM, (
        "`pdm import` copies the oldest Python it can find into requires-python",
        "The imported pyproject allows Pythons the dependencies dropped long ago.",
        "Trusting the requires-python that `pdm import` writes.",
        "pdm import derives the floor from the running interpreter's oldest supported version.",
        "Set requires-python by hand right after `pdm import`."),
        "`pdm import requirements.txt` wrote `requires-python = \">=3.7\"` into pyproject.toml",
        label="invented", cls="invented_detail", category="build_config",
        why="The session's value is >=3.8 (in the lock error and the Edit's old string); >=3.7 never appears.",
        phrasing="code span, changed detail", steps={"evidence": "requires-python: >=3.8"}),
    gotcha("pdm-05", PDM, (
        "PDM installs a src-layout project editable right after locking",
        "Tests import the package straight after `pdm lock` and `pdm install`.",
        "Adding a build backend that PDM does not need.",
        "PDM installs the project itself in editable mode by default.",
        "Just run `pdm install && pdm run pytest -q` after locking."),
        "`pdm install && pdm run pytest -q` passed on the first try after `pdm lock` (`38 passed in 2.21s`).",
        label="invented", cls="names_false_claim", category="build_config",
        why="The first `pdm install && pdm run pytest -q` failed with `No module named 'kestrel'`; the 38 passed came "
            "only after `distribution = true`.",
        phrasing="code span, passed first time", steps={"evidence": "No module named 'kestrel'"}),
    knowledge("pdm-06", PDM, (
        "Re-run `pdm lock` whenever pyproject.toml changes",
        "Editing dependencies or requires-python in a PDM project.",
        "Run `pdm lock` after every pyproject change before `pdm install`.",
        "PDM notices the stale lock and warns before installing."),
        "After the requires-python edit, `pdm install` warned `WARNING: Lock file hash doesn't match pyproject.toml, "
        "packages may be outdated`.",
        cls="never_seen_error", category="workflow",
        why="No PDM warning about a lock hash appears anywhere; `pdm lock` ran right after the Edit.",
        phrasing="code span, invented warning", steps={"evidence": "🔒 Lock successful."}),
]

TWINE_LESSONS = [
    gotcha("tw-01", TWINE, (
        "`twine check` fails the whole long_description on an undefined RST link target",
        "`twine check dist/*` marks both the wheel and the sdist FAILED with `Unknown target name: \"korean "
        "romanization\"`.",
        "Using a named reference like Korean Romanization_ in README.rst without a matching target line.",
        "docutils cannot resolve the reference, so the description has a markup error and PyPI would not render it.",
        "Add `.. _Korean Romanization: <url>` to README.rst, rebuild, and re-run `twine check dist/*`."),
        "`twine check dist/*` reported `line 14: Error: Unknown target name: \"korean romanization\".` for both "
        "files; with `.. _Korean Romanization:` added, the rebuild printed `Checking "
        "dist/hangul_slug-0.4.0.tar.gz: PASSED`.",
        label="shown", cls="edit_then_pass", category="tool_quirk",
        why="twine check fails on line 14; the Edit adds the target and the rebuild plus check passes.",
        phrasing="code span, nested quotes, outcome claim",
        steps={"failure": 'Unknown target name: "korean romanization"',
               "fix": ".. _Korean Romanization: https://www.korean.go.kr"}),
    gotcha("tw-02", TWINE, (
        "TestPyPI 업로드에는 TestPyPI 전용 토큰이 필요함 (pypi.org 토큰은 403)",
        "`twine upload --repository testpypi dist/*`가 `HTTPError: 403 Forbidden`으로 실패.",
        "~/.pypirc의 [testpypi] 섹션에 pypi.org에서 발급한 토큰을 넣어 둠.",
        "TestPyPI는 계정과 토큰이 따로인 별도 인덱스라서 pypi.org 토큰을 거부함.",
        "TestPyPI 토큰을 TWINE_PASSWORD에 넣고 `TWINE_USERNAME=__token__ twine upload --repository testpypi dist/*`."),
        "`twine upload --repository testpypi dist/*` → `ERROR    HTTPError: 403 Forbidden from "
        "https://test.pypi.org/legacy/`. [testpypi] 섹션의 password가 pypi.org 토큰(`pypi-AgEIcHlw…`)이었음. "
        "TWINE_PASSWORD에 TestPyPI 토큰을 두고 `TWINE_USERNAME=__token__ twine upload --repository testpypi dist/*` → "
        "`View at:` https://test.pypi.org/project/hangul-slug/0.4.0/",
        label="shown", cls="fix_ran", category="security",
        why="The upload fails with 403; the upload with the TestPyPI token from TWINE_PASSWORD runs next and prints "
            "the project URL, and the person says 됐어.",
        phrasing="Korean, code span, ellipsis, arrow",
        steps={"failure": "403 Forbidden from https://test.pypi.org/legacy/",
               "fix": "TWINE_USERNAME=__token__ twine upload --repository testpypi dist/*"}),
    gotcha("tw-03", TWINE, (
        "Installing from TestPyPI needs PyPI as an extra index for the dependencies",
        "`pip install -i https://test.pypi.org/simple/ hangul-slug==0.4.0` fails to find jamo>=0.4.1.",
        "Pointing pip only at TestPyPI to test a freshly uploaded package.",
        "TestPyPI holds only what was uploaded there; the jamo dependency lives on the real PyPI.",
        "Keep TestPyPI as the index and add `--extra-index-url https://pypi.org/simple/`."),
        "`ERROR: No matching distribution found for jamo>=0.4.1` → with `--extra-index-url https://pypi.org/simple/` "
        "the clean venv installed it and `slugify('한글 슬러그')` printed hangeul-seulleogeu",
        label="shown", cls="fix_ran", category="env_setup",
        why="The TestPyPI-only install fails; the next call adds the extra index, installs and runs the package.",
        phrasing="code span, arrow, Korean string",
        steps={"failure": "No matching distribution found for jamo>=0.4.1",
               "fix": "--extra-index-url https://pypi.org/simple/"}),
    knowledge("tw-04", TWINE, (
        "TWINE_PASSWORD 환경변수가 ~/.pypirc의 password보다 우선함",
        "~/.pypirc에 잘못된 토큰이 있어도 파일을 고치지 않고 업로드해야 할 때.",
        "`TWINE_USERNAME=__token__`과 TWINE_PASSWORD를 환경변수로 주고 `twine upload --repository testpypi`를 "
        "실행하면 .pypirc의 repository URL은 그대로 쓰고 password는 환경변수 값을 씀.",
        "토큰을 파일에 남기지 않고도 맞는 인덱스의 토큰으로 올릴 수 있음."),
        "같은 ~/.pypirc(`10-  password = pypi-AgEIcHlw…`)로 403이 난 뒤 `TWINE_USERNAME=__token__ twine upload "
        "--repository testpypi dist/*`는 `Uploading hangul_slug-0.4.0.tar.gz`까지 성공.",
        cls="knowledge", category="security",
        why="The masked .pypirc line and the successful upload with the environment variables are both in the "
            "session.",
        phrasing="Korean, code span, ellipsis", steps={"evidence": "View at:"}),
    gotcha("tw-05", TWINE, (
        "A PyPI token sent to TestPyPI is rejected by the upload host",
        "The upload stops with 403 Forbidden.",
        "Reusing the production token for TestPyPI.",
        "Tokens are per index.",
        "Create a TestPyPI token."),
        "`ERROR    HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/`",
        label="invented", cls="near_miss", category="security",
        why="The 403 in the session is from https://test.pypi.org/legacy/; upload.pypi.org never appears.",
        phrasing="code span, near-verbatim quote",
        steps={"evidence": "403 Forbidden from https://test.pypi.org/legacy/"}),
    knowledge("tw-06", TWINE, (
        "TestPyPI에서 설치할 때 의존성도 같이 받아짐",
        "방금 올린 패키지를 TestPyPI에서 설치해 볼 때.",
        "`pip install -i https://test.pypi.org/simple/ <pkg>`만으로 설치하면 됨.",
        "TestPyPI가 의존성을 PyPI에서 대신 찾아 줌."),
        "`/tmp/hs/bin/pip install -q -i https://test.pypi.org/simple/ hangul-slug==0.4.0`는 jamo까지 한 번에 설치됨.",
        cls="names_false_claim", category="env_setup",
        why="That exact install failed with `No matching distribution found for jamo>=0.4.1`; it only worked with "
            "the extra index.",
        phrasing="Korean, code span, passed first time",
        steps={"evidence": "No matching distribution found for jamo>=0.4.1"}),
    gotcha("tw-07", TWINE, (
        "twine check also wants long_description_content_type",
        "`twine check` complains about the description's content type.",
        "Leaving the readme content type implicit.",
        "twine cannot tell RST from Markdown.",
        "Declare the readme content type in pyproject."),
        "`twine check dist/*` → `WARNING  long_description_content_type missing. defaulting to text/x-rst.`",
        label="invented", cls="never_seen_error", category="tool_quirk",
        why="twine check only reported the unknown target name; no content-type warning was printed.",
        phrasing="code span, invented warning", steps={"evidence": "Checking dist/hangul_slug-0.4.0.tar.gz: FAILED"}),
]

PRECOMMIT_LESSONS = [
    gotcha("pc-01", PRECOMMIT, (
        "pre-commit's mypy hook needs type stubs in additional_dependencies",
        "The mypy hook fails with `Library stubs not installed for \"requests\"` although the project's own "
        "environment has them.",
        "Expecting the mirrors-mypy hook to see the project's installed packages and stubs.",
        "pre-commit runs mypy in its own isolated virtualenv with only the hook's dependencies.",
        "Add `additional_dependencies: [types-requests]` under the mypy hook and re-run `pre-commit run "
        "--all-files`."),
        r'mypy hook: `src\invoice_tool\pdf.py:3: error: Library stubs not installed for "requests"  [import-untyped]`; '
        r"with `additional_dependencies: [types-requests]` under `- id: mypy` the next `pre-commit run --all-files` "
        r"showed mypy …Passed",
        label="shown", cls="edit_then_pass", category="tool_quirk",
        why="mypy fails in the first run; the Edit adds the stubs and the next `pre-commit run --all-files` passes "
            "every hook, mypy included.",
        phrasing="Windows path, code span, ellipsis",
        steps={"failure": 'Library stubs not installed for "requests"', "fix": "additional_dependencies: [types-requests]"}),
    gotcha("pc-02", PRECOMMIT, (
        "A pre-commit fixer that rewrites a file aborts the commit; re-stage and commit again",
        "`git commit` stops on `fix end of files` Failed with `Fixing .pre-commit-config.yaml`.",
        "Expecting pre-commit's fixers to amend the staged content themselves.",
        "Fixers rewrite the working-tree file and report failure so the change gets looked at; the commit is "
        "aborted with the fix unstaged.",
        "`git add` the fixed file and run the same `git commit` again."),
        "git commit failed on \"fix end of files\": `Fixing .pre-commit-config.yaml`; `git add .pre-commit-config.yaml "
        "&& git commit -m \"Add pre-commit hooks\"` then committed `[hooks 4e1a9c2] Add pre-commit hooks`.",
        label="shown", cls="rerun_passes", category="workflow",
        why="The commit fails on the fixer; re-adding the file and re-running the commit passes every hook and "
            "creates the commit.",
        phrasing="double-quoted hook name, code span, nested quotes",
        steps={"failure": "Fixing .pre-commit-config.yaml", "fix": "git add .pre-commit-config.yaml && git commit"}),
    knowledge("pc-03", PRECOMMIT, (
        "`pre-commit run --all-files` skips files git does not track yet",
        "A new file, here the hook config itself, passes every `pre-commit run --all-files` and then fails the commit.",
        "Stage new files with `git add` before `pre-commit run --all-files`; it only looks at files git tracks.",
        "Otherwise the first real check of a new file happens at commit time."),
        r"C:\Users\Marek\dev\invoice-tool\.pre-commit-config.yaml was written in the session and never fixed by the "
        r"two `pre-commit run --all-files` runs; it was first fixed (`Fixing .pre-commit-config.yaml`) when "
        r"`git add -A && git commit` staged it.",
        cls="knowledge", category="tool_quirk", scope="global",
        why="Neither --all-files run mentions the config file; the commit run is the first to fix it, and the "
            "assistant names the untracked file as the reason.",
        phrasing="Windows path, prose, code span", steps={"evidence": "Fixing .pre-commit-config.yaml"}),
    gotcha("pc-04", PRECOMMIT, (
        "mypy in pre-commit blocks the first commit until stubs are installed",
        "The hook commit is refused by mypy.",
        "Committing before adding the stubs.",
        "mypy runs on every staged Python file.",
        "Install the stubs before committing."),
        "`git add -A && git commit -m \"Add pre-commit hooks\"` was blocked by mypy: `Library stubs not installed for "
        "\"requests\"`",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="In the commit run mypy passed; the stub error is from the first `pre-commit run --all-files`, before the "
            "additional_dependencies Edit.",
        phrasing="code span, nested quotes, error from another call",
        steps={"evidence": 'git add -A && git commit -m "Add pre-commit hooks"'}),
    knowledge("pc-05", PRECOMMIT, (
        "mypy names the stub package to install for an untyped import",
        "A mypy `import-untyped` error for a third-party library.",
        "Follow mypy's hint and add the named types- package.",
        "The hint names the exact distribution."),
        "mypy printed `note: Hint: \"pip install types-requests\"` next to the error.",
        cls="near_miss", category="tool_quirk",
        why="The session's hint reads `Hint: \"python3 -m pip install types-requests\"`; the shortened form is not "
            "there.",
        phrasing="code span, nested quotes, near-verbatim quote", steps={"evidence": "Hint:"}),
    knowledge("pc-06", PRECOMMIT, (
        "pre-commit keeps its hook environments under the user's .cache folder on Windows",
        "Looking for the virtualenv pre-commit built for a hook.",
        "Check the pre-commit cache directory in the user profile.",
        "Deleting it forces the hook environments to be rebuilt."),
        r"`[INFO] Installing environment for https://github.com/pre-commit/mirrors-mypy.` went to "
        r"`C:\Users\Marek\.cache\pre-commit\repoq3k2j_0`",
        cls="invented_detail", category="env_setup",
        why="The installing line is real, but no cache path is printed anywhere in the session.",
        phrasing="Windows path, code span",
        steps={"evidence": "[INFO] Installing environment for https://github.com/pre-commit/mirrors-mypy."}),
]

LEFTHOOK_LESSONS = [
    gotcha("lh-01", LEFTHOOK, (
        "husky leaves core.hooksPath behind and lefthook refuses to install",
        "`npx lefthook install` fails because core.hooksPath is set locally to '.husky/_'.",
        "Uninstalling husky with npm and expecting git to fall back to .git/hooks.",
        "husky v9 sets `core.hooksPath` in the repository config; npm uninstall leaves it, and git ignores "
        ".git/hooks while it is set.",
        "`git config --unset-all --local core.hooksPath`, then `npx lefthook install` (rather than `--force`)."),
        "`npx lefthook install` → `Error: core.hooksPath is set locally to '.husky/_'`; `git config --unset-all "
        "--local core.hooksPath && npx lefthook install` → `sync hooks: ✔️ (commit-msg, pre-commit)`",
        label="shown", cls="fix_ran", category="tool_quirk",
        why="The install fails on the leftover setting; the next call unsets it and the install syncs both hooks.",
        phrasing="code span, arrow",
        steps={"failure": "core.hooksPath is set locally to '.husky/_'",
               "fix": "git config --unset-all --local core.hooksPath && npx lefthook install"}),
    gotcha("lh-02", LEFTHOOK, (
        "commitlint.config.js with `export default` crashes in a CommonJS package",
        "The commit-msg hook dies with `SyntaxError: Unexpected token 'export'` at commitlint.config.js:1.",
        "Writing the commitlint config as ESM in a `.js` file when package.json has no `\"type\": \"module\"`.",
        "Node loads `.js` files of such a package as CommonJS, where `export` is a syntax error.",
        "Rename it to `commitlint.config.mjs`, an ES module whatever the package type."),
        "commit-msg hook: `SyntaxError: Unexpected token 'export'` at /Users/olu/work/storefront/commitlint.config.js:1. "
        "After `mv commitlint.config.js commitlint.config.mjs`, commitlint really linted: \"bad message\" got "
        "`✖   subject may not be empty [subject-empty]` and the conventional message passed with "
        "`✔   found 0 problems, 0 warnings`.",
        label="shown", cls="fix_ran", category="tool_quirk",
        why="The rename runs; the next commit-msg run reports commitlint findings instead of the SyntaxError (the "
            "rejected 'bad message' is the intended lint), and the conventional commit goes through.",
        phrasing="code span, double quotes, outcome claim",
        steps={"failure": "SyntaxError: Unexpected token 'export'",
               "fix": "mv commitlint.config.js commitlint.config.mjs"}),
    knowledge("lh-03", LEFTHOOK, (
        "Check a commit-msg hook with `git commit --allow-empty` and a bad message",
        "Verifying that commitlint really runs in the hook after switching hook managers.",
        "Commit an empty change with a non-conventional message and expect a rejection (subject-empty, type-empty), "
        "then commit a conventional one.",
        "A rejection proves the hook runs and its config loads, without touching the working tree."),
        "```\n$ git commit --allow-empty -m \"bad message\" 2>&1 | sed -n '5,9p'\n⧗   input: bad message\n"
        "✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n```",
        cls="knowledge", category="test_strategy", scope="global",
        why="The fenced lines are the piped commit and its output in the session.",
        phrasing="fenced block, $ prompt, pipe", steps={"evidence": "⧗   input: bad message"}),
    gotcha("lh-04", LEFTHOOK, (
        "lefthook installs over a husky setup without extra steps",
        "Switching from husky to lefthook in one command.",
        "Cleaning up husky's git settings by hand.",
        "lefthook overrides core.hooksPath on install.",
        "Just run `npx lefthook install` after removing husky."),
        "`npx lefthook install` worked on the first try and printed `sync hooks: ✔️ (commit-msg, pre-commit)`.",
        label="invented", cls="names_false_claim", category="tool_quirk",
        why="The first `npx lefthook install` failed on core.hooksPath; the sync line only came after unsetting it.",
        phrasing="code span, passed first time", steps={"evidence": "core.hooksPath is set locally to '.husky/_'"}),
    gotcha("lh-05", LEFTHOOK, (
        "lefthook looks for husky's hooks directory after a migration",
        "lefthook install fails on a missing hooks directory.",
        "Removing .husky before lefthook install.",
        "lefthook reads the old hooks path.",
        "Recreate .husky/_ or reset the hooks path."),
        "`npx lefthook install` → `Error: could not find git hooks directory .husky/_/hooks`",
        label="invented", cls="never_seen_error", category="tool_quirk",
        why="lefthook's only error was `core.hooksPath is set locally to '.husky/_'`; the quoted one is invented.",
        phrasing="code span, arrow, invented error", steps={"evidence": "npx lefthook install"}),
    gotcha("lh-06", LEFTHOOK, (
        "ESLint in lefthook's pre-commit chokes on an ESM commitlint config",
        "The pre-commit eslint command crashes on commitlint.config.js.",
        "Letting eslint lint config files written as ESM in a CommonJS package.",
        "eslint parses the staged config as CommonJS.",
        "Exclude commitlint.config.js from the eslint glob."),
        "the `eslint` pre-commit command crashed with `SyntaxError: Unexpected token 'export'` on commitlint.config.js",
        label="invented", cls="other_call_error", category="tool_quirk",
        why="The SyntaxError came from commitlint in the commit-msg hook; eslint was skipped (`no matching staged "
            "files`).",
        phrasing="code span, error from another call", steps={"evidence": "eslint (skip) no matching staged files"}),
]


def records() -> list[dict[str, Any]]:
    return [*PDM_LESSONS, *TWINE_LESSONS, *PRECOMMIT_LESSONS, *LEFTHOOK_LESSONS]
