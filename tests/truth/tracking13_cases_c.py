"""Lessons E (rust-toolchain.toml overriding rustup's default) and F (a stale tox env after a constraints bump) of the
thirteenth tracking corpus, with their later sessions and labels (see tracking13_cases.py for how the labels were
written)."""
from __future__ import annotations

from tests.truth.tracking13_cases import T, ed, rd, say, sh, u

LEDGER = "/home/dev/src/ledger-rs"
LCLI = "/home/dev/src/ledger-cli"
MSRV = ("error: package `{p}` cannot be built because it requires rustc {need} or newer, while the currently active "
        "rustc version is {have}\nEither upgrade to rustc {need} or newer, or use\ncargo update {p2} --precise ver\n"
        "where `ver` is the latest version of `{n}` supporting rustc {have}")


def _msrv(name: str, ver: str, need: str, have: str) -> str:
    return MSRV.format(p=f"{name} v{ver}", p2=f"{name}@{ver}", n=name, need=need, have=have)


def source_e() -> None:
    T.source(
        "s-e-rust-toolchain-pin", LEDGER, "2026-03-06T09:12:03Z", "chore/clap-4.5",
        u("bump clap to 4.5 in ledger-rs and make sure it still builds"),
        sh("cargo update -p clap --precise 4.5.2", "    Updating crates.io index\n    Updating clap v4.4.18 -> v4.5.2\n"
           "    Updating clap_builder v4.4.18 -> v4.5.2\n    Updating clap_derive v4.4.7 -> v4.5.0"),
        sh("cargo build", "Exit code 101\n" + _msrv("clap_builder", "4.5.2", "1.74", "1.72.1"), True),
        sh("rustup update stable", "info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'\n\n"
           "  stable-x86_64-unknown-linux-gnu unchanged - rustc 1.78.0 (9b00956e5 2024-04-29)\n\n"
           "info: checking for self-update"),
        sh("cargo build", "Exit code 101\n" + _msrv("clap_builder", "4.5.2", "1.74", "1.72.1"), True),
        sh("rustup show", "Default host: x86_64-unknown-linux-gnu\nrustup home:  /home/dev/.rustup\n\n"
           "installed toolchains\n--------------------\n\nstable-x86_64-unknown-linux-gnu (default)\n"
           "1.72.1-x86_64-unknown-linux-gnu\n\nactive toolchain\n----------------\n\n1.72.1-x86_64-unknown-linux-gnu "
           "(overridden by '/home/dev/src/ledger-rs/rust-toolchain.toml')\nrustc 1.72.1 (d5c2e9c34 2023-09-13)"),
        say("Stable is already 1.78, but the repo's rust-toolchain.toml pins 1.72.1 and a toolchain file beats "
            "rustup's default. The pin has to move."),
        rd(f"{LEDGER}/rust-toolchain.toml", "[toolchain]\nchannel = \"1.72.1\"\ncomponents = [\"rustfmt\", "
                                            "\"clippy\"]"),
        ed(f"{LEDGER}/rust-toolchain.toml", "channel = \"1.72.1\"", "channel = \"1.78.0\""),
        sh("cargo build", "info: syncing channel updates for '1.78.0-x86_64-unknown-linux-gnu'\n"
           "   Compiling clap_builder v4.5.2\n   Compiling clap v4.5.2\n   Compiling ledger-rs v0.7.0 "
           "(/home/dev/src/ledger-rs)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.47s"),
    )
    T.lesson(
        "t13-e-rust-toolchain-toml", "project", "en", "s-e-rust-toolchain-pin", "env_setup",
        "ledger-rs's rust-toolchain.toml pins rustc; updating rustup's stable does nothing there",
        "After a dependency bump, `cargo build` exits 101: `cannot be built because it requires rustc 1.74 or newer, "
        "while the currently active rustc version is 1.72.1`, even though `rustup update stable` reports 1.78.0.",
        "Updating or switching rustup's default toolchain (`rustup update`, `rustup default stable`) looks like the "
        "fix but changes nothing inside the repo.",
        "A rust-toolchain.toml in the project overrides rustup's default toolchain for every cargo/rustc call below "
        "it; `rustup show` names the override.",
        "Raise `channel` in <repo>/rust-toolchain.toml to a version that satisfies the dependency (or, for a one-off "
        "build, `cargo +<version> ...` / `RUSTUP_TOOLCHAIN=<version>`); check with `rustup show` which file wins.",
        "`rustup update stable` → `stable-x86_64-unknown-linux-gnu unchanged - rustc 1.78.0`, yet the rebuild still "
        "said `requires rustc 1.74 or newer, while the currently active rustc version is 1.72.1`. `rustup show`: "
        "`(overridden by '/home/dev/src/ledger-rs/rust-toolchain.toml')`. Changing `channel = \"1.72.1\"` to "
        "`channel = \"1.78.0\"` → `Finished `dev` profile`.")


def later_e_applied() -> None:
    lid = "t13-e-rust-toolchain-toml"
    T.later(
        "l-e-bump-before-lazylock", LEDGER, "2026-03-18T10:44:10Z", "refactor/lazylock",
        u("replace once_cell's Lazy with std::sync::LazyLock in ledger-rs"),
        say("LazyLock is stable since Rust 1.80 and this repo's rust-toolchain.toml pins 1.78.0, so I'll raise the "
            "pin first."),
        ed(f"{LEDGER}/rust-toolchain.toml", "channel = \"1.78.0\"", "channel = \"1.80.1\""),
        ed(f"{LEDGER}/src/rates.rs", "use once_cell::sync::Lazy;\n\nstatic RATES: Lazy<RateTable> = Lazy::new(",
           "use std::sync::LazyLock;\n\nstatic RATES: LazyLock<RateTable> = LazyLock::new("),
        sh("cargo build && cargo test -q", "info: syncing channel updates for '1.80.1-x86_64-unknown-linux-gnu'\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 18.02s\n\ntest result: ok. 64 passed; "
           "0 failed; 0 ignored"),
    )
    T.pair(lid, "l-e-bump-before-lazylock", "applied",
           "raises the channel in rust-toolchain.toml before using a newer std API; the build never fails")
    T.later(
        "l-e-plus-toolchain", LCLI, "2026-03-21T16:58:24Z", "main",
        u("cut a release build of ledger-cli; it has the same old toolchain pin as ledger-rs had, don't change the "
          "pin yet"),
        sh("cat rust-toolchain.toml && rustup toolchain list",
           "[toolchain]\nchannel = \"1.72.1\"\nstable-x86_64-unknown-linux-gnu (default)\n1.72.1-x86_64-unknown-linux-"
           "gnu\n1.78.0-x86_64-unknown-linux-gnu\n1.80.1-x86_64-unknown-linux-gnu"),
        sh("cargo +1.78.0 build --release",
           "   Compiling anstream v0.6.13\n   Compiling ledger-cli v0.3.1 (/home/dev/src/ledger-cli)\n"
           "    Finished `release` profile [optimized] target(s) in 48.90s"),
    )
    T.pair(lid, "l-e-plus-toolchain", "applied",
           "overrides the sibling repo's pin for one build with `cargo +1.78.0` up front; the release build passes")
    T.later(
        "l-e-rustup-toolchain-env", LEDGER, "2026-03-27T14:31:59Z", "main",
        u("install the ledger-migrate tool from tools/ into ~/.cargo/bin; it needs a newer compiler than the pin"),
        sh("RUSTUP_TOOLCHAIN=stable cargo install --locked --path tools/ledger-migrate",
           "  Installing ledger-migrate v0.2.0 (/home/dev/src/ledger-rs/tools/ledger-migrate)\n"
           "    Finished `release` profile [optimized] target(s) in 1m 02s\n  Installed package `ledger-migrate "
           "v0.2.0` (executable `ledger-migrate`)"),
        sh("ledger-migrate --version", "ledger-migrate 0.2.0"),
    )
    T.pair(lid, "l-e-rustup-toolchain-env", "applied",
           "sets RUSTUP_TOOLCHAIN=stable on the cargo install so the file's pin doesn't apply; no MSRV error")


def later_e_other() -> None:
    lid = "t13-e-rust-toolchain-toml"
    T.later(
        "l-e-cli-anstream", LCLI, "2026-03-19T11:26:40Z", "chore/deps",
        u("cargo update ledger-cli's deps and build"),
        sh("cargo update && cargo build", "Exit code 101\n    Updating anstream v0.6.4 -> v0.6.13\n"
           + _msrv("anstream", "0.6.13", "1.74", "1.72.1"), True),
        sh("rustup default stable && cargo build", "Exit code 101\ninfo: using existing install for "
           "'stable-x86_64-unknown-linux-gnu'\ninfo: default toolchain set to 'stable-x86_64-unknown-linux-gnu'\n"
           + _msrv("anstream", "0.6.13", "1.74", "1.72.1"), True),
        ed(f"{LCLI}/rust-toolchain.toml", "channel = \"1.72.1\"", "channel = \"1.78.0\""),
        sh("cargo build", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 25.11s"),
    )
    T.pair(lid, "l-e-cli-anstream", "recurred",
           "ledger-cli's pinned 1.72.1 can't build anstream 0.6.13; rustup default stable doesn't help, the pin is "
           "raised after")
    T.later(
        "l-e-docker-icu", LEDGER, "2026-03-31T10:03:47Z", "feat/unicode-names",
        u("the docker build of ledger-rs fails on my branch, the image is rust:1.82 so the compiler can't be old"),
        sh("docker build -t ledger-rs:dev . 2>&1 | tail -6",
           "#10 [build 4/6] RUN cargo build --release\n#10 0.412 info: syncing channel updates for "
           "'1.78.0-x86_64-unknown-linux-gnu'\n#10 38.20 " + _msrv("icu_properties", "1.5.1", "1.81", "1.78.0")
           .split("\n")[0] + "\nERROR: failed to solve: process \"/bin/sh -c cargo build --release\" did not complete "
           "successfully: exit code: 101"),
        say("Inside the image rustup reads the repo's rust-toolchain.toml and installs 1.78.0 instead of using the "
            "image's 1.82, so the new icu dependency can't build. Raising the pin is a team decision - I've noted "
            "it on the PR."),
    )
    T.pair(lid, "l-e-docker-icu", "recurred",
           "in the Docker build the file's 1.78.0 pin beats the rust:1.82 image; icu_properties needs 1.81")
    T.later(
        "l-e-linker-missing", LEDGER, "2026-03-22T08:12:36Z", "main",
        u("build ledger-rs in a plain debian container to check the musl-free build"),
        sh("docker run --rm -v $PWD:/src -w /src debian:bookworm bash -c 'curl -sSf https://sh.rustup.rs | sh -s -- -y "
           "-q && . ~/.cargo/env && cargo build'",
           "Exit code 101\n   Compiling libc v0.2.153\nerror: linker `cc` not found\n  |\n  = note: No such file or "
           "directory (os error 2)\n\nerror: could not compile `libc` (build script) due to 1 previous error", True),
        sh("docker run --rm -v $PWD:/src -w /src rust:1.82-bookworm cargo build",
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 40.03s"),
    )
    T.pair(lid, "l-e-linker-missing", "neither",
           "look-alike build failure with exit 101: no C linker in a bare debian image, not a toolchain pin")
    T.later(
        "l-e-which-pin", LEDGER, "2026-03-25T12:00:21Z", "main",
        u("quick question: which rust version does ledger-rs pin?"),
        sh("cat rust-toolchain.toml && rustup show active-toolchain",
           "[toolchain]\nchannel = \"1.80.1\"\ncomponents = [\"rustfmt\", \"clippy\"]\n"
           "1.80.1-x86_64-unknown-linux-gnu (overridden by '/home/dev/src/ledger-rs/rust-toolchain.toml')"),
        say("1.80.1, via rust-toolchain.toml, with rustfmt and clippy."),
    )
    T.pair(lid, "l-e-which-pin", "neither", "only reads the toolchain file and the active toolchain to answer a "
                                            "question")
    T.later(
        "l-e-before-fmt", LEDGER, "2026-02-26T15:40:08Z", "main",
        u("run rustfmt over ledger-rs and commit"),
        sh("cargo fmt --all && git commit -qam 'style: cargo fmt' && git log --oneline -1", "a91d0e3 style: cargo fmt"),
    )
    T.pair(lid, "l-e-before-fmt", "neither", "dated 2026-02-26, before the lesson's source session (2026-03-06)")


# --- F: tox reuses an env whose constraints changed ------------------------------------------------------------------

PPK = "/home/dev/src/pyparsekit"
TOX_INI = ("[tox]\nenv_list = py311, lint\n\n[testenv]\ndeps =\n    -c constraints.txt\n    pytest\n    pydantic\n"
           "commands = pytest {posargs}")


def _stale(env: str, name: str, sofile: str, seconds: str) -> str:
    return (f"{env}: commands[0]> pytest\nImportError while loading conftest '{PPK}/tests/conftest.py'.\n"
            "tests/conftest.py:4: in <module>\n    from pyparsekit.models import Document\n"
            f"src/pyparsekit/models.py:3: in <module>\n    from pydantic import BaseModel, {name}\n"
            f"E   ImportError: cannot import name '{name}' from 'pydantic' ({PPK}/.tox/{env}/lib/{sofile})\n"
            f"{env}: exit 4 (0.61 seconds) {PPK}> pytest pid=48211\n  {env}: FAIL code 4 ({seconds} seconds)\n"
            "  evaluation failed :( (3.10 seconds)")


def source_f() -> None:
    T.source(
        "s-f-tox-stale-env", PPK, "2026-03-07T14:02:19Z", "chore/pydantic-2",
        u("I bumped pydantic to 2.6 in constraints.txt and ported the models. Run the suite through tox"),
        rd(f"{PPK}/tox.ini", TOX_INI),
        sh("tox -e py311", "Exit code 4\n" + _stale(
            "py311", "field_validator", "python3.11/site-packages/pydantic/__init__.cpython-311-x86_64-linux-gnu.so",
            "3.02=setup[2.41]+cmd[0.61]"), True),
        sh(".venv/bin/python -c 'import pydantic; print(pydantic.VERSION)'", "2.6.4"),
        sh(".tox/py311/bin/python -m pip show pydantic | head -2", "Name: pydantic\nVersion: 1.10.13"),
        say("Your dev venv has 2.6.4, but tox's py311 env still has pydantic 1.10.13. The deps lines in tox.ini "
            "didn't change (only the constraints file they point at), so tox reused the old env. Recreating it."),
        sh("tox -r -e py311", f"py311: remove tox env folder {PPK}/.tox/py311\npy311: install_deps> python -I -m pip "
           "install -c constraints.txt pydantic pytest\npy311: commands[0]> pytest\n........................"
           "..................................  [100%]\n58 passed in 1.92s\n  py311: OK (19.44=setup[17.31]+"
           "cmd[2.13] seconds)\n  congratulations :) (19.52 seconds)"),
    )
    T.lesson(
        "t13-f-tox-stale-env", "project", "en", "s-f-tox-stale-env", "workflow",
        "tox keeps a stale .tox env when only constraints.txt changes - recreate it",
        "After bumping a pin in constraints.txt, `tox -e py311` fails with an ImportError from an old package "
        "version inside .tox/<env> (`cannot import name 'field_validator' from 'pydantic'`), while the dev venv "
        "imports fine.",
        "The same import works in .venv, so it looks like a code or path problem rather than an outdated tox env.",
        "tox only notices changes to the deps lines in tox.ini; `-c constraints.txt` is the same line after the "
        "bump, so the env created with pydantic 1.10.13 is reused.",
        "Recreate the env after touching constraints or requirements files: `tox -r -e <env>` (`--recreate`), or "
        "delete `.tox/<env>`.",
        "tox -e py311 exited 4 with `E   ImportError: cannot import name 'field_validator' from 'pydantic'`; "
        "`.tox/py311/bin/python -m pip show pydantic` said `Version: 1.10.13` while .venv had 2.6.4; "
        "`tox -r -e py311` → `58 passed in 1.92s`, `congratulations :)`")


def later_f_applied() -> None:
    lid = "t13-f-tox-stale-env"
    T.later(
        "l-f-recreate-long", PPK, "2026-03-19T09:55:30Z", "chore/attrs-23",
        u("bump attrs to 23.2 in constraints.txt and run tox for py311 and lint"),
        ed(f"{PPK}/constraints.txt", "attrs==22.2.0", "attrs==23.2.0"),
        say("Only the constraints file changes, so tox would reuse the old envs - recreating them."),
        sh("tox --recreate -e py311,lint", "py311: remove tox env folder /home/dev/src/pyparsekit/.tox/py311\n"
           "58 passed in 2.04s\n  py311: OK (18.90 seconds)\nlint: remove tox env folder /home/dev/src/pyparsekit/"
           ".tox/lint\n  lint: OK (9.12 seconds)\n  congratulations :) (28.10 seconds)"),
    )
    T.pair(lid, "l-f-recreate-long", "applied",
           "after a constraints bump runs `tox --recreate -e py311,lint` up front; both envs pass")
    T.later(
        "l-f-rm-env-dir", "/home/dev/src/pyparsekit-cli", "2026-03-22T13:14:07Z", "chore/pydantic-2",
        u("pyparsekit-cli: same pydantic 2 constraints bump as the library, then tox py312"),
        ed("/home/dev/src/pyparsekit-cli/constraints.txt", "pydantic==1.10.13", "pydantic==2.6.4"),
        sh("rm -rf .tox/py312 && tox -e py312", "py312: install_deps> python -I -m pip install -c constraints.txt "
           "pydantic pytest typer\npy312: commands[0]> pytest\n21 passed in 0.88s\n  py312: OK (16.71 seconds)\n"
           "  congratulations :) (16.80 seconds)"),
    )
    T.pair(lid, "l-f-rm-env-dir", "applied",
           "deletes .tox/py312 before running tox after the constraints bump in a sibling project; passes")
    T.later(
        "l-f-re-combined", PPK, "2026-03-26T16:40:52Z", "chore/lxml-5",
        u("lxml 5.2 is out; bump the constraint and run the table tests"),
        ed(f"{PPK}/constraints.txt", "lxml==4.9.4", "lxml==5.2.1"),
        sh("tox -re py311 -- -k tables", "py311: remove tox env folder /home/dev/src/pyparsekit/.tox/py311\n"
           "py311: commands[0]> pytest -k tables\n9 passed, 49 deselected in 0.61s\n  py311: OK (17.02 seconds)"),
    )
    T.pair(lid, "l-f-re-combined", "applied",
           "recreates with the combined short flags `-re` right after editing constraints; no stale-env failure")


def later_f_other() -> None:
    lid = "t13-f-tox-stale-env"
    T.later(
        "l-f-aliaschoices", PPK, "2026-03-20T11:08:19Z", "feat/aliases",
        u("use AliasChoices for the 'doc_id'/'id' field, I already bumped pydantic to 2.7 in constraints"),
        ed(f"{PPK}/src/pyparsekit/models.py", "from pydantic import BaseModel, field_validator",
           "from pydantic import AliasChoices, BaseModel, field_validator"),
        sh("tox -e py312", "Exit code 4\n" + _stale(
            "py312", "AliasChoices", "python3.12/site-packages/pydantic/__init__.py", "2.77=setup[2.20]+cmd[0.57]"),
           True),
        sh(".tox/py312/bin/python -m pip show pydantic | sed -n 2p && tox -r -e py312",
           "Version: 2.5.3\n60 passed in 2.10s\n  py312: OK (20.11 seconds)"),
    )
    T.pair(lid, "l-f-aliaschoices", "recurred",
           "the py312 env still has pydantic 2.5.3 after the constraints bump: ImportError for AliasChoices; "
           "recreated after")
    T.later(
        "l-f-ci-cache", PPK, "2026-03-28T10:21:45Z", "chore/pydantic-2-7",
        u("CI fails on the pydantic bump branch but passes locally, check the log"),
        sh("gh run view 9102284410 --log-failed | tail -4",
           "test\tRun tox -e py311\tE   ImportError: cannot import name 'AliasChoices' from 'pydantic' "
           "(/home/runner/work/pyparsekit/pyparsekit/.tox/py311/lib/python3.11/site-packages/pydantic/__init__.py)\n"
           "test\tRun tox -e py311\t  py311: FAIL code 4 (2.90 seconds)\ntest\tRun tox -e py311\t##[error]Process "
           "completed with exit code 4."),
        sh("grep -n -A3 'actions/cache' .github/workflows/ci.yml",
           "18:      - uses: actions/cache@v4\n19-        with:\n20-          path: .tox\n"
           "21-          key: tox-${{ hashFiles('tox.ini') }}"),
        say("The cache restores .tox keyed only on tox.ini, so CI reuses the old env with the old pydantic."),
    )
    T.pair(lid, "l-f-ci-cache", "recurred",
           "CI restores a cached .tox keyed on tox.ini and fails with the old pydantic's ImportError; not fixed yet")
    T.later(
        "l-f-skip-install", PPK, "2026-03-24T15:33:27Z", "feat/docs-env",
        u("add a docs env to tox that runs the doctests"),
        ed(f"{PPK}/tox.ini", "commands = pytest {posargs}",
           "commands = pytest {posargs}\n\n[testenv:docs]\nskip_install = true\ndeps = pytest\n"
           "commands = pytest --doctest-glob='*.md' docs"),
        sh("tox -e docs", "Exit code 1\ndocs: commands[0]> pytest --doctest-glob='*.md' docs\n"
           "docs/usage.md:4: in <module>\nE   ModuleNotFoundError: No module named 'pyparsekit'\n"
           "  docs: FAIL code 1 (1.44 seconds)", True),
        ed(f"{PPK}/tox.ini", "[testenv:docs]\nskip_install = true\n", "[testenv:docs]\n"),
        sh("tox -e docs", "docs: commands[0]> pytest --doctest-glob='*.md' docs\n6 passed in 0.31s\n  docs: OK"),
    )
    T.pair(lid, "l-f-skip-install", "neither",
           "look-alike import failure in tox: skip_install left the package out of a new env; not a stale env")
    T.later(
        "l-f-docs-grep", PPK, "2026-03-30T09:10:03Z", "main",
        u("does our contributing guide say anything about recreating tox envs?"),
        ("tool", "Grep", {"pattern": "recreate|tox -r", "path": f"{PPK}/CONTRIBUTING.md", "output_mode": "content"},
         "41:If you change constraints.txt, run `tox -r` (or `tox --recreate`) so the envs pick it up.", False),
        say("Yes, line 41 of CONTRIBUTING.md covers it."),
    )
    T.pair(lid, "l-f-docs-grep", "neither", "only greps the contributing guide for the recreate flag; no tox run")
    T.pair(lid, "l-b-go-env-inspect", "neither", "another project's lesson: a Go env listing has nothing of tox in it")


def build_third_part() -> None:
    source_e()
    later_e_applied()
    later_e_other()
    source_f()
    later_f_applied()
    later_f_other()
