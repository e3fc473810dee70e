"""Labelled lessons of corpus13, part e: the sessions of corpus13_sources_e.py (SvelteKit, semantic-release with act,
isort/black/ruff and pyenv, maturin/PyO3/cibuildwheel)."""
from __future__ import annotations

from tests.truth.corpus13_common import gotcha, knowledge, steps


def _g(rid, s, ev, fix, cls, title, evidence, why, phrasing, st, category="tool_quirk", group=None, *,
       symptom, trap, cause, workaround):
    return gotcha(rid, s, ev, fix, cls, title=title, symptom=symptom, trap=trap, cause=cause, workaround=workaround,
                  evidence=evidence, why=why, phrasing=phrasing, st=st, category=category, group=group)


def _k(rid, s, ev, cls, title, evidence, why, phrasing, st, category="workflow", *, situation, approach, rationale):
    return knowledge(rid, s, ev, cls, title=title, situation=situation, approach=approach, rationale=rationale,
                     evidence=evidence, why=why, phrasing=phrasing, st=st, category=category)


def sveltekit() -> list:
    s = "sveltekit-env"
    return [
        _g("c13-118", s, "real", "shown", "fix_ran",
           "SvelteKit $env/static/private fails the build when the variable only exists at runtime",
           "`\"FEED_TOKEN\" is not exported by \"$env/static/private\"` → switched to `import { env } from "
           "'$env/dynamic/private';` and the next build got past it (`✓ built in 3.41s`)",
           "the build fails on the static import; the Edits switch to dynamic; the next build bundles",
           ["code span", "double quotes inside a code span", "arrow"],
           steps("✓ built in 3.41s", "is not exported by", "import { env } from '$env/dynamic/private';"),
           category="build_config",
           symptom="vite build: \"FEED_TOKEN\" is not exported by \"$env/static/private\".",
           trap="The variable is set in production, where the app runs.",
           cause="$env/static/private is inlined at build time; CI builds without FEED_TOKEN.",
           workaround="Read it from $env/dynamic/private (env.FEED_TOKEN)."),
        _g("c13-119", s, "real", "shown", "edit_then_pass",
           "A SvelteKit prerender crawl fails the build on a link to a missing page",
           "`Error: 404 /notes/draft-ideas (linked from /notes)` stopped prerendering; with "
           "`prerender: { handleHttpError: 'warn' }` in svelte.config.js the build ended with `Wrote site to` "
           "build and `✔ done`",
           "the build fails on the 404; the svelte.config.js Edit; the build completes with a warning",
           ["code span"],
           steps("✔ done", "Error: 404 /notes/draft-ideas (linked from /notes)", "handleHttpError: 'warn'"),
           category="build_config",
           symptom="Build: Error: 404 /notes/draft-ideas (linked from /notes).",
           trap="The failing page is not one you meant to publish.",
           cause="The prerender crawler follows every link and fails on any 404.",
           workaround="prerender.handleHttpError = 'warn' (or stop linking the page)."),
        _g("c13-120", s, "real", "not_shown", "only_suggested", "Stop linking draft notes so real 404s fail the build",
           "the 404 is a draft note linked from /notes; filter `!note.draft` in `src/routes/notes/+page.server.ts` "
           "and put `handleHttpError` back to the default — not changed yet",
           "the cleaner fix is only described ('I haven't changed that yet')",
           ["code span", "em dash"],
           steps(failure="Error: 404 /notes/draft-ideas (linked from /notes)", fix="filter `!note.draft`"),
           category="build_config",
           symptom="Prerender 404 on /notes/draft-ideas.",
           trap="'warn' makes the build pass but hides real broken links.",
           cause="The notes list links drafts that are not rendered.",
           workaround="Filter drafts in the load function and restore the default handleHttpError."),
        _k("c13-121", s, "real", "knowledge", "Runtime-only secrets belong in $env/dynamic/private",
           "`$env/static/private` 는 빌드 시점에 인라인되므로, 런타임에만 있는 값은 `$env/dynamic/private` 로 읽어야 "
           "한다 (`env.FEED_TOKEN`).",
           "the assistant's explanation and the Edits that follow it", ["Korean prose around code spans"],
           steps("is inlined at build time"), category="build_config",
           situation="A SvelteKit server route needs a secret that CI does not have at build time.",
           approach="import { env } from '$env/dynamic/private' and read env.FEED_TOKEN.",
           rationale="Static env modules are replaced with literals during the build."),
        _g("c13-122", s, "invented", None, "names_false_claim", "SvelteKit prerendering fails before env checks",
           "the first `npm run build` failed at prerender with `Error: 404 /notes/draft-ideas (linked from "
           "/notes)`",
           "the first build failed on $env/static/private; the 404 came on the second build",
           ["code span", "wrong order"], steps("is not exported by"), category="build_config",
           symptom="404.", trap="None.", cause="Draft.", workaround="warn."),
        _g("c13-123", s, "invented", None, "never_seen_error", "SvelteKit refuses private env in client code",
           "`Cannot import $env/static/private into client-side code`",
           "this error never appears; the build failed with 'is not exported by'",
           ["code span"], steps("is not exported by"), category="build_config",
           symptom="Import error.", trap="Server file.", cause="Client import.", workaround="Move to server."),
    ]


def semrel() -> list:
    s = "semrel-act"
    return [
        _g("c13-124", s, "real", "shown", "fix_ran", "semantic-release ignores commits that are not Conventional Commits",
           "`Analyzing commit: Fixed race in drain()` → `The commit should not trigger a release`; an empty commit "
           "`fix: race in drain() when queue empties during flush` → `The next release version is 2.3.1`",
           "the dry-run finds no release; the empty fix: commit makes the next dry-run compute 2.3.1",
           ["code span", "arrow"],
           steps("The next release version is 2.3.1", "The commit should not trigger a release",
                 "git commit --allow-empty -m \"fix: race in drain()"),
           category="workflow",
           symptom="A merged bug fix produces no release.",
           trap="The commit message clearly describes a fix.",
           cause="commit-analyzer only reads Conventional Commit types like fix: and feat:.",
           workaround="Add a commit with a fix: message (empty commit on a protected main)."),
        _g("c13-125", s, "real", "not_shown", "question_offers_flag",
           "@semantic-release/npm needs NPM_TOKEN even in a dry run under act",
           "`act -j release -s GITHUB_TOKEN=\"$(gh auth token)\"` → `SemanticReleaseError: No npm token "
           "specified.` (`ENONPMTOKEN`); the fix is passing `-s NPM_TOKEN`",
           "the session ends on the question offering -s NPM_TOKEN; act is never re-run",
           ["code span", "double quotes inside a code span", "arrow"],
           steps(failure="No npm token specified.", fix="Should I rerun with `-s NPM_TOKEN`"),
           symptom="act job fails: ENONPMTOKEN.",
           trap="The workflow passes --dry-run under act, so no publishing credentials seem needed.",
           cause="verifyConditions of the npm plugin runs in dry-run too.",
           workaround="act -j release -s GITHUB_TOKEN=... -s NPM_TOKEN (act prompts for it)."),
        _k("c13-126", s, "real", "knowledge", "act sets ACT=true, which a workflow can use to dry-run releases",
           "act sets `ACT=true` in every job, so `npx semantic-release ${{ env.ACT && '--dry-run' || '' }}` runs "
           "in dry-run locally",
           "the assistant's explanation and the act log's step name", ["code span"],
           steps("act sets `ACT=true`"), category="workflow",
           situation="Running a release workflow locally without publishing.",
           approach="Guard publishing steps with env.ACT.",
           rationale="act defines ACT in the job environment; GitHub runners don't."),
        _k("c13-127", s, "real", "knowledge", "See semantic-release's verdict locally with --dry-run --no-ci",
           "`npx semantic-release --dry-run --no-ci` prints the commit-analyzer's verdict (`Analysis of 1 commits "
           "complete: no release`) without publishing",
           "the first dry-run output", ["code span", "parenthetical quote"],
           steps("Analysis of 1 commits complete: no release"), category="debugging_technique",
           situation="A merge did not produce a release.",
           approach="Run npx semantic-release --dry-run --no-ci on the branch.",
           rationale="It shows each analyzed commit and why it does or doesn't release."),
        _g("c13-128", s, "invented", None, "names_false_claim", "Passing GITHUB_TOKEN to act makes the release job pass",
           "with the GitHub token passed via -s, the act release job succeeded in dry-run",
           "that run failed again with ENONPMTOKEN", ["prose", "false outcome"],
           steps("No npm token specified."),
           symptom="ENOGHTOKEN.", trap="None.", cause="No token.", workaround="-s GITHUB_TOKEN."),
        _g("c13-129", s, "invented", None, "other_call_error", "act fails without an npm token on the first run",
           "the first `act -j release` failed with `ENONPMTOKEN`",
           "the first act run failed with ENOGHTOKEN; ENONPMTOKEN came after the GitHub token was passed",
           ["code span", "wrong attribution"], steps("code: 'ENOGHTOKEN'"),
           symptom="act fails.", trap="None.", cause="npm token.", workaround="Pass it."),
    ]


def formatters() -> list:
    s = "isort-black-ruff"
    return [
        _g("c13-130", s, "real", "shown", "edit_then_pass", "isort and black rewrite each other's imports without profile = black",
           "`pre-commit run --all-files` failed twice in a row, isort `Fixing /home/mo/code/parcel-api/app/db.py` "
           "and black `reformatted app/db.py` each time; with `profile = \"black\"` under `[tool.isort]` all three "
           "hooks `Passed`",
           "two runs fail the same way; the pyproject Edit; the next run passes all hooks",
           ["code span", "count ('twice')"],
           steps("isort....................................................................Passed",
                 "Fixing /home/mo/code/parcel-api/app/db.py", 'profile = "black"'),
           category="build_config",
           symptom="pre-commit: isort and black both modify the same files on every run.",
           trap="Each tool alone is happy with its own output.",
           cause="isort's default wrapping style differs from black's.",
           workaround="Set profile = \"black\" in [tool.isort]."),
        _g("c13-131", s, "real", "shown", "edit_then_pass", "ruff wants select/ignore under [tool.ruff.lint]",
           "ruff: \"warning: The top-level linter settings are deprecated in favour of their counterparts in the "
           "`lint` section.\" → after moving select/ignore under `[tool.ruff.lint]`, `ruff check .` printed only "
           "`All checks passed!`",
           "ruff warns; the Edit moves the keys; ruff check is clean",
           ["double-quoted message with a code span inside", "arrow"],
           steps("[tool.ruff.lint]", "The top-level linter settings are deprecated", "[tool.ruff.lint]\nselect"),
           category="build_config",
           symptom="ruff check: warning: The top-level linter settings are deprecated.",
           trap="The checks still pass, so the warning is easy to ignore.",
           cause="Linter options moved to the lint section.",
           workaround="Move select/ignore to [tool.ruff.lint]."),
        _g("c13-132", s, "real", "not_shown", "other_check_passes",
           "pyenv builds CPython without ssl and ctypes when the -dev headers are missing",
           "`WARNING: The Python ssl extension was not compiled. Missing the OpenSSL lib?` — installed `libssl-dev` "
           "… `libffi-dev` (apt-get succeeded), but the interpreter was not rebuilt",
           "only the apt-get install runs; pyenv install is left for the night",
           ["code span", "ellipsis", "em dash"],
           steps(failure="The Python ssl extension was not compiled",
                 fix="sudo apt-get install -y build-essential libssl-dev"),
           category="env_setup",
           symptom="pyenv install warns: ssl / ctypes extension was not compiled.",
           trap="pyenv install still finishes and the interpreter runs.",
           cause="Modules whose headers are missing are skipped silently.",
           workaround="Install libssl-dev, libffi-dev etc., then pyenv uninstall -f and install again."),
        _k("c13-133", s, "real", "knowledge", "Two formatter hooks modifying the same files every run means a config clash",
           "Two consecutive `pre-commit run --all-files` runs each showed `- files were modified by this hook` for "
           "isort and black on the same two files",
           "the first two pre-commit runs", ["code span"],
           steps("- files were modified by this hook"), category="debugging_technique",
           situation="pre-commit never settles.",
           approach="Run it twice; if the same hooks modify the same files again, align their configs.",
           rationale="A formatter that only catches up converges after one run."),
        _g("c13-134", s, "invented", None, "near_miss", "ruff's deprecation names the lint table",
           "`warning: The top-level linter settings are deprecated in favour of their counterparts in the "
           "[tool.ruff.lint] section`",
           "ruff's message names the `lint` section, not [tool.ruff.lint]", ["code span"],
           steps("The top-level linter settings are deprecated"), category="build_config",
           symptom="Warning.", trap="None.", cause="Old keys.", workaround="Move them."),
        _g("c13-135", s, "invented", None, "other_call_error", "ruff reformats files in pre-commit",
           "`ruff check .` exited 1 with `2 files reformatted, 41 files left unchanged.`",
           "ruff check printed All checks passed; the reformatted line came from black",
           ["code span", "exit code", "wrong attribution"], steps("2 files reformatted, 41 files left unchanged."),
           category="build_config",
           symptom="ruff fails.", trap="None.", cause="Formatting.", workaround="Run ruff format."),
    ]


def maturin() -> list:
    s = "maturin-pyo3"
    return [
        _g("c13-136", s, "real", "shown", "fix_ran", "PyO3 0.21 refuses Python 3.13; PyO3 0.22 builds it",
           "`error: the configured Python interpreter version (3.13) is newer than PyO3's maximum supported version "
           "(3.12)` with pyo3 0.21.2; after moving to `pyo3 = { version = \"0.22.2\", features = "
           "[\"extension-module\"] }` (plus the Bound signature) `maturin develop --release` → `🛠 Installed "
           "fastgeo-0.3.0` and the import printed `111.19492664455873`",
           "the build fails on the version check; the Cargo.toml Edit; after the signature fix it builds and imports",
           ["code span", "double quotes inside a code span", "parenthetical"],
           steps("111.19492664455873", "newer than PyO3's maximum supported version",
                 'pyo3 = { version = "0.22.2"'),
           category="build_config",
           symptom="maturin develop: interpreter version (3.13) is newer than PyO3's maximum supported version.",
           trap="The help line offers an environment variable that makes it build anyway.",
           cause="PyO3 0.21 only knows Python up to 3.12.",
           workaround="Upgrade pyo3 to 0.22 and adapt the module signature."),
        _g("c13-137", s, "real", "shown", "edit_then_pass", "PyO3 0.22 module functions take &Bound<PyModule>",
           "```\nerror[E0277]: the trait bound `&PyModule: From<BoundRef<'_, '_, PyModule>>` is not satisfied\n"
           "```\nChanging `fn fastgeo(_py: Python, m: &PyModule)` to `fn fastgeo(m: &Bound<'_, PyModule>)` → "
           "`📦 Built wheel for CPython 3.13`",
           "the 0.22 build fails on the signature; the lib.rs Edit; maturin builds the wheel",
           ["fenced block", "code span", "arrow"],
           steps("Built wheel for CPython 3.13", "error[E0277]", "fn fastgeo(m: &Bound<'_, PyModule>)"),
           category="api_quirk",
           symptom="error[E0277]: &PyModule: From<BoundRef<...>> is not satisfied at #[pymodule].",
           trap="The code compiled unchanged for months.",
           cause="0.22 removed the GIL-ref module signature.",
           workaround="fn module(m: &Bound<'_, PyModule>) -> PyResult<()>."),
        _g("c13-138", s, "real", "not_shown", "only_suggested",
           "PYO3_USE_ABI3_FORWARD_COMPATIBILITY lets an old PyO3 build for a newer Python",
           "the build script's help: `set PYO3_USE_ABI3_FORWARD_COMPATIBILITY=1 to suppress this check and build "
           "anyway using the stable ABI`",
           "the variable is only discussed and set aside; the session upgrades PyO3 instead",
           ["code span"],
           steps(failure="newer than PyO3's maximum supported version",
                 fix="The message offers `PYO3_USE_ABI3_FORWARD_COMPATIBILITY=1`"),
           category="build_config",
           symptom="PyO3's maximum supported version (3.12) is older than the interpreter.",
           trap="Upgrading PyO3 means code changes.",
           cause="PyO3 checks the interpreter version at build time.",
           workaround="Set PYO3_USE_ABI3_FORWARD_COMPATIBILITY=1 for the build."),
        _g("c13-139", s, "real", "shown", "edit_then_pass", "cibuildwheel's manylinux image has no Rust toolchain",
           "cibuildwheel: `error: can't find Rust compiler`; `before-all = \"curl -sSf https://sh.rustup.rs | sh "
           "-s -- -y --profile minimal\"` plus `PATH = \"$HOME/.cargo/bin:$PATH\"` → `2 wheels produced in 3 "
           "minutes:`",
           "the linux build fails; the pyproject Edit; both wheels are produced",
           ["code span", "double quotes inside code spans", "arrow"],
           steps("2 wheels produced in 3 minutes:", "error: can't find Rust compiler",
                 "before-all = \"curl -sSf https://sh.rustup.rs"),
           category="build_config",
           symptom="cibuildwheel --platform linux: error: can't find Rust compiler.",
           trap="maturin builds fine on the host.",
           cause="Wheels build inside manylinux containers without cargo.",
           workaround="[tool.cibuildwheel.linux] before-all installs rustup; environment adds ~/.cargo/bin to PATH."),
        _k("c13-140", s, "real", "knowledge", "Import the extension right after maturin develop",
           "`python -c \"import fastgeo; print(fastgeo.haversine(0.0, 0.0, 0.0, 1.0))\"` → `111.19492664455873` "
           "confirms the installed module loads",
           "the import check after the build", ["code span", "double quotes inside a code span"],
           steps("111.19492664455873"), category="test_strategy",
           situation="A native extension was rebuilt against a new Python.",
           approach="Import it and call one function in the target interpreter.",
           rationale="A wheel can build and still fail to load."),
        _g("c13-141", s, "invented", None, "never_seen_error", "A PyO3 build for 3.13 misses a C-API symbol",
           "`ImportError: fastgeo.cpython-313-x86_64-linux-gnu.so: undefined symbol: PyUnicode_AsUTF8AndSize`",
           "the import printed 111.19492664455873; no ImportError", ["code span"],
           steps("111.19492664455873"),
           symptom="ImportError.", trap="Built fine.", cause="ABI.", workaround="Rebuild."),
        _g("c13-142", s, "invented", None, "names_false_claim", "The forward-compatibility variable builds fastgeo on 3.13",
           "`PYO3_USE_ABI3_FORWARD_COMPATIBILITY=1` made `maturin develop --release` build and install fastgeo",
           "the variable was never used; the build passed only after upgrading PyO3",
           ["code span", "false outcome"], steps("PYO3_USE_ABI3_FORWARD_COMPATIBILITY=1"), category="build_config",
           symptom="Build fails.", trap="None.", cause="Version check.", workaround="Env var."),
    ]


def records() -> list:
    return [*sveltekit(), *semrel(), *formatters(), *maturin()]
