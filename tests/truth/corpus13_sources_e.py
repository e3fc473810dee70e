"""Scripted sessions of corpus13, part e: SvelteKit env and prerender, semantic-release with act, isort/black/ruff
config and pyenv, maturin with PyO3 and cibuildwheel."""
from __future__ import annotations

from tests.truth.corpus13_common import B, E, F, S, U

ENV_FAIL = """
> field-notes@0.0.1 build
> vite build

vite v5.2.11 building SSR bundle for production...
✓ 142 modules transformed.
x Build failed in 1.21s
error during build:
src/routes/api/feed/+server.ts (2:9): "FEED_TOKEN" is not exported by "$env/static/private", imported by "src/routes/api/feed/+server.ts"."""

PRERENDER_FAIL = """vite v5.2.11 building SSR bundle for production...
✓ 143 modules transformed.
✓ built in 3.41s

Error: 404 /notes/draft-ideas (linked from /notes)
To suppress or handle this error, implement `handleHttpError` in https://kit.svelte.dev/docs/configuration#prerender
    at file:///home/jo/web/field-notes/node_modules/@sveltejs/kit/src/core/config/options.js:212:13
    at file:///home/jo/web/field-notes/node_modules/@sveltejs/kit/src/core/postbuild/prerender.js:64:25"""


def sveltekit() -> list:
    return [
        U("npm run build fails in CI, FEED_TOKEN is only set at runtime there"),
        F("npm run build", 1, ENV_FAIL),
        S("`$env/static/private` is inlined at build time, so the variable has to exist when `vite build` runs. "
          "For a value only present at runtime, `$env/dynamic/private` is the module to use:"),
        E("/home/jo/web/field-notes/src/routes/api/feed/+server.ts",
          "import { FEED_TOKEN } from '$env/static/private';",
          "import { env } from '$env/dynamic/private';"),
        E("/home/jo/web/field-notes/src/routes/api/feed/+server.ts",
          "if (request.headers.get('x-feed-token') !== FEED_TOKEN)",
          "if (request.headers.get('x-feed-token') !== env.FEED_TOKEN)"),
        F("npm run build 2>&1 | tail -n 8", 1, PRERENDER_FAIL),
        S("Past the env error. Now the prerender crawler follows a link from `/notes` to a draft note that "
          "doesn't exist as a page."),
        E("/home/jo/web/field-notes/svelte.config.js", "    adapter: adapter()",
          "    adapter: adapter(),\n    prerender: { handleHttpError: 'warn' }"),
        B("npm run build 2>&1 | tail -n 5",
          "  Warning: 404 /notes/draft-ideas (linked from /notes)\n\n> Using @sveltejs/adapter-static\n"
          "  Wrote site to \"build\"\n  ✔ done"),
        U("hmm, 'warn' hides real broken links though. 괜찮아, 일단 이렇게 가자."),
        S("Agreed it's blunt. The cleaner fix is to stop linking drafts: filter `!note.draft` in "
          "`src/routes/notes/+page.server.ts`'s `load` and put `handleHttpError` back to the default, so real "
          "404s fail the build again. I haven't changed that yet."),
    ]


ACT_FAIL = """INFO[0000] Using docker host 'unix:///var/run/docker.sock', and daemon socket 'unix:///var/run/docker.sock'
[Release/release] 🚀  Start image=catthehacker/ubuntu:act-latest
[Release/release] ⭐ Run Main actions/checkout@v4
[Release/release]   ✅  Success - Main actions/checkout@v4
[Release/release] ⭐ Run Main npx semantic-release ${{ env.ACT && '--dry-run' || '' }}
| [semantic-release] › ✘  An error occurred while running semantic-release: SemanticReleaseError: No GitHub token specified.
|     code: 'ENOGHTOKEN',
[Release/release]   ❌  Failure - Main npx semantic-release ${{ env.ACT && '--dry-run' || '' }}
[Release/release] exitcode '1': failure
Error: Job 'release' failed"""

ACT_FAIL_NPM = """[Release/release] ⭐ Run Main npx semantic-release ${{ env.ACT && '--dry-run' || '' }}
| [semantic-release] › ✔  Allowed to push to the Git repository
| [semantic-release] › ✘  An error occurred while running semantic-release: SemanticReleaseError: No npm token specified.
|     code: 'ENONPMTOKEN',
[Release/release]   ❌  Failure - Main npx semantic-release ${{ env.ACT && '--dry-run' || '' }}
Error: Job 'release' failed"""


def semrel() -> list:
    return [
        U("semantic-release didn't publish anything after I merged my fix. Also can you run the release "
          "workflow locally with act so I stop pushing blind?"),
        B("npx semantic-release --dry-run --no-ci 2>&1 | grep -E 'Analyzing|should not|no release|no relevant'",
          "[semantic-release] [@semantic-release/commit-analyzer] › ℹ  Analyzing commit: Fixed race in drain()\n"
          "[semantic-release] [@semantic-release/commit-analyzer] › ℹ  The commit should not trigger a release\n"
          "[semantic-release] [@semantic-release/commit-analyzer] › ℹ  Analysis of 1 commits complete: no release\n"
          "[semantic-release] › ℹ  There are no relevant changes, so no new version is released."),
        S("The merged commit says `Fixed race in drain()`; the commit analyzer only releases for Conventional "
          "Commits like `fix: ...`. Main is protected, so instead of rewriting it I'll add an empty commit with "
          "a proper message:"),
        B('git commit --allow-empty -m "fix: race in drain() when queue empties during flush" && '
          "npx semantic-release --dry-run --no-ci 2>&1 | grep -E 'Analyzing|release type|next release'",
          "[main 7c1d2e9] fix: race in drain() when queue empties during flush\n"
          "[semantic-release] [@semantic-release/commit-analyzer] › ℹ  Analyzing commit: fix: race in drain() "
          "when queue empties during flush\n"
          "[semantic-release] [@semantic-release/commit-analyzer] › ℹ  The release type for the commit is patch\n"
          "[semantic-release] › ℹ  The next release version is 2.3.1"),
        S("That gives 2.3.1. Now act — the workflow passes `--dry-run` when `env.ACT` is set (act sets `ACT=true` "
          "in every job), so a local run can't publish:"),
        F("act -j release", 1, ACT_FAIL),
        B("act -j release -s GITHUB_TOKEN=\"$(gh auth token)\" 2>&1 | tail -n 6", ACT_FAIL_NPM),
        S("GitHub auth passes now (`Allowed to push to the Git repository`), but `@semantic-release/npm` checks "
          "for an npm token even in dry-run. Should I rerun with `-s NPM_TOKEN` so act prompts you for the "
          "token?"),
    ]


PRECOMMIT_FIGHT = """isort....................................................................Failed
- hook id: isort
- files were modified by this hook

Fixing /home/mo/code/parcel-api/app/routes/parcels.py
Fixing /home/mo/code/parcel-api/app/db.py

black....................................................................Failed
- hook id: black
- files were modified by this hook

reformatted app/routes/parcels.py
reformatted app/db.py

All done! ✨ 🍰 ✨
2 files reformatted, 41 files left unchanged.

ruff.....................................................................Passed"""

RUFF_WARN = """warning: The top-level linter settings are deprecated in favour of their counterparts in the `lint` section. Please update the following options in `pyproject.toml`:
  - 'ignore' -> 'lint.ignore'
  - 'select' -> 'lint.select'
All checks passed!"""


def formatters() -> list:
    return [
        U("pre-commit is fighting itself: isort and black keep rewriting the same two files. and ruff warns "
          "about settings"),
        F("pre-commit run --all-files", 1, PRECOMMIT_FIGHT),
        F("pre-commit run --all-files 2>&1 | grep -E 'Failed|Passed|Fixing'", 1,
          "isort....................................................................Failed\n"
          "Fixing /home/mo/code/parcel-api/app/routes/parcels.py\nFixing /home/mo/code/parcel-api/app/db.py\n"
          "black....................................................................Failed\n"
          "ruff.....................................................................Passed"),
        S("Two runs in a row, the same two files: isort's default profile wraps long imports in grid style and "
          "black rewraps them. isort needs `profile = \"black\"`:"),
        E("/home/mo/code/parcel-api/pyproject.toml", "[tool.isort]\nline_length = 100",
          "[tool.isort]\nprofile = \"black\"\nline_length = 100"),
        B("pre-commit run --all-files 2>&1 | grep -E 'Failed|Passed'",
          "isort....................................................................Passed\n"
          "black....................................................................Passed\n"
          "ruff.....................................................................Passed"),
        B("ruff check .", RUFF_WARN),
        E("/home/mo/code/parcel-api/pyproject.toml",
          "[tool.ruff]\nline-length = 100\nselect = [\"E\", \"F\", \"B\"]\nignore = [\"E501\"]",
          "[tool.ruff]\nline-length = 100\n\n[tool.ruff.lint]\nselect = [\"E\", \"F\", \"B\"]\nignore = [\"E501\"]"),
        B("ruff check .", "All checks passed!"),
        U("last thing: on the new box `pyenv install 3.12.4` printed\n"
          "WARNING: The Python ssl extension was not compiled. Missing the OpenSSL lib?\n"
          "WARNING: The Python ctypes extension was not compiled. Missing the libffi lib?"),
        S("pyenv builds CPython from source, and it silently skips modules whose -dev headers are missing. "
          "Installing the usual build dependencies:"),
        B("sudo apt-get install -y build-essential libssl-dev zlib1g-dev libbz2-dev libreadline-dev "
          "libsqlite3-dev libffi-dev liblzma-dev tk-dev 2>&1 | tail -n 2",
          "Setting up libffi-dev:amd64 (3.4.6-1build1) ...\nProcessing triggers for man-db (2.12.0-4build2) ..."),
        S("Dependencies are in. Then `pyenv uninstall -f 3.12.4 && pyenv install 3.12.4` rebuilds it with ssl "
          "and ctypes."),
        U("I'll rebuild it tonight, the compile takes ages on that box"),
    ]


MATURIN_FAIL = """🔗 Found pyo3 bindings
🐍 Found CPython 3.13 at /home/eli/dev/fastgeo/.venv/bin/python
   Compiling pyo3-build-config v0.21.2
   Compiling pyo3-ffi v0.21.2
error: failed to run custom build command for `pyo3-ffi v0.21.2`

Caused by:
  process didn't exit successfully: `/home/eli/dev/fastgeo/target/release/build/pyo3-ffi-5e1c2d1a3b4f6e7d/build-script-build` (exit status: 1)
  --- stderr
  error: the configured Python interpreter version (3.13) is newer than PyO3's maximum supported version (3.12)
  = help: please check if an updated version of PyO3 is available. Current version: 0.21.2
  = help: set PYO3_USE_ABI3_FORWARD_COMPATIBILITY=1 to suppress this check and build anyway using the stable ABI
💥 maturin failed
  Caused by: Failed to build a native library through cargo
  Caused by: Cargo build finished with "exit status: 101": `cargo rustc --message-format json-render-diagnostics --manifest-path /home/eli/dev/fastgeo/Cargo.toml --release --lib`"""

BOUND_FAIL = """   Compiling pyo3 v0.22.2
   Compiling fastgeo v0.3.0 (/home/eli/dev/fastgeo)
error[E0277]: the trait bound `&PyModule: From<BoundRef<'_, '_, PyModule>>` is not satisfied
  --> src/lib.rs:24:1
   |
24 | #[pymodule]
   | ^^^^^^^^^^^ the trait `From<BoundRef<'_, '_, PyModule>>` is not implemented for `&PyModule`
💥 maturin failed
  Caused by: Cargo build finished with "exit status: 101\""""

CIBW_FAIL = """Building cp312-manylinux_x86_64 wheel
...
      error: can't find Rust compiler

      If you are using an outdated pip version, it is possible a prebuilt wheel is available for this package but pip is not able to install from it.
      [end of output]
  note: This error originates from a subprocess, and is likely not a problem with pip.
  ERROR: Failed building wheel for fastgeo

Command ['python', '-m', 'pip', 'wheel', '/project', '--wheel-dir=/tmp/cibuildwheel/built_wheel', '--no-deps'] failed with code 1. """


def maturin() -> list:
    return [
        U("maturin develop fails since I moved the venv to python 3.13"),
        F("maturin develop --release", 1, MATURIN_FAIL),
        S("PyO3 0.21 tops out at 3.12. The message offers `PYO3_USE_ABI3_FORWARD_COMPATIBILITY=1`, but that "
          "builds against the stable ABI without the crate opting into `abi3`; the real fix is PyO3 0.22, which "
          "knows 3.13:"),
        E("/home/eli/dev/fastgeo/Cargo.toml", 'pyo3 = { version = "0.21.2", features = ["extension-module"] }',
          'pyo3 = { version = "0.22.2", features = ["extension-module"] }'),
        F("maturin develop --release 2>&1 | tail -n 9", 1, BOUND_FAIL),
        S("0.22 drops the old GIL-ref module signature; the module function takes `&Bound<'_, PyModule>`:"),
        E("/home/eli/dev/fastgeo/src/lib.rs", "fn fastgeo(_py: Python, m: &PyModule) -> PyResult<()> {",
          "fn fastgeo(m: &Bound<'_, PyModule>) -> PyResult<()> {"),
        B("maturin develop --release 2>&1 | tail -n 2",
          "📦 Built wheel for CPython 3.13 to /tmp/.tmpQk2x9d/fastgeo-0.3.0-cp313-cp313-linux_x86_64.whl\n"
          "🛠 Installed fastgeo-0.3.0"),
        B('python -c "import fastgeo; print(fastgeo.haversine(0.0, 0.0, 0.0, 1.0))"', "111.19492664455873"),
        U("then cibuildwheel for linux, 3.12 and 3.13"),
        F('CIBW_BUILD="cp312-manylinux_x86_64 cp313-manylinux_x86_64" cibuildwheel --platform linux 2>&1 | '
          "tail -n 12", 1, CIBW_FAIL),
        S("The manylinux container has no Rust toolchain. cibuildwheel can install it in `before-all` and put "
          "cargo on PATH:"),
        E("/home/eli/dev/fastgeo/pyproject.toml", "[tool.cibuildwheel]\nskip = \"*-musllinux_*\"",
          "[tool.cibuildwheel]\nskip = \"*-musllinux_*\"\n\n[tool.cibuildwheel.linux]\n"
          "before-all = \"curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal\"\n"
          "environment = { PATH = \"$HOME/.cargo/bin:$PATH\" }"),
        B('CIBW_BUILD="cp312-manylinux_x86_64 cp313-manylinux_x86_64" cibuildwheel --platform linux 2>&1 | '
          "tail -n 6",
          "✓ cp312-manylinux_x86_64 finished in 94.21s\n✓ cp313-manylinux_x86_64 finished in 88.03s\n\n"
          "2 wheels produced in 3 minutes:\n"
          "  fastgeo-0.3.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl   412 kB\n"
          "  fastgeo-0.3.0-cp313-cp313-manylinux_2_17_x86_64.manylinux2014_x86_64.whl   412 kB"),
    ]


def sources() -> dict:
    return {
        "sveltekit-env": ("/home/jo/web/field-notes", "2026-03-09T14:00:00Z", "feed", sveltekit()),
        "semrel-act": ("/home/lina/oss/tinyqueue-js", "2026-03-10T10:30:00Z", "main", semrel()),
        "isort-black-ruff": ("/home/mo/code/parcel-api", "2026-03-10T15:50:00Z", "tooling", formatters()),
        "maturin-pyo3": ("/home/eli/dev/fastgeo", "2026-03-11T09:00:00Z", "py313", maturin()),
    }
