"""The twelfth tracking corpus, part seven: a local opam switch the agent's shell never entered (M). Same tables
as tracking12_cases.py."""
from __future__ import annotations

from tests.truth.tracking12_cases import B, E, S, T, U

# --- M: a local opam switch without `opam env` in the shell -------------------------------------------------------

SHEETS = "/home/tom/src/camlsheets"
LEDGER_ML = "/home/tom/src/ocaml-ledger"


def _not_found(lib: str, dune_file: str = "bin/dune", line: str = "3 |  (libraries cmdliner csv camlsheets)") -> str:
    return (f"File \"{dune_file}\", line 3, characters 21-24:\n{line}\n                          ^^^\nError: Library "
            f"\"{lib}\" not found.\n-> required by _build/default/bin/main.exe\n-> required by @@default")


def _opam_source() -> None:
    T.source(
        "s-opam-env", SHEETS, "2025-04-23T18:00:00Z", "main",
        U("I created a local opam switch in the repo (`_opam`, OCaml 5.2.1) and installed the deps. Build and run "
          "the tests."),
        B("dune build", _not_found("csv"), True),
        B("opam switch show; which dune ocaml; ocaml -version", "/home/tom/src/camlsheets\n/home/tom/.opam/default/"
          "bin/dune\n/home/tom/.opam/default/bin/ocaml\nThe OCaml toplevel, version 4.14.2"),
        S("opam itself picks the local switch in this directory, but my shell's PATH still points at the default "
          "switch (OCaml 4.14, no csv): each Bash call starts without `opam env` applied. Loading the switch's "
          "environment in the same command."),
        B("eval $(opam env --switch=. --set-switch) && which dune && dune build", "/home/tom/src/camlsheets/_opam/"
          "bin/dune"),
        B("eval $(opam env --switch=. --set-switch) && dune test", "Testing `camlsheets'.\nThis run has ID "
          "`7Q2K1C'.\n\n  [OK]          parse          0   quoted fields.\n  [OK]          parse          1   empty "
          "lines.\n\nFull test results in `~/src/camlsheets/_build/default/test/_build/_tests/camlsheets'.\nTest "
          "Successful in 0.014s. 14 tests run."),
    )
    T.lesson(
        "t12-opam-env", "project", "en", "s-opam-env", "workflow",
        "The repo's local opam switch isn't active in the agent's shell",
        "`dune build` fails with Error: Library \"csv\" not found, although the deps were installed into the "
        "repo's local switch (_opam).",
        "`opam switch show` prints the local switch, so it looks active, but that only affects opam's own "
        "commands; PATH still has the default switch's dune and OCaml 4.14.",
        "Every Bash call starts a fresh shell without `eval $(opam env)`, so dune, ocamlfind and the libraries "
        "come from the default switch.",
        "Prefix build commands with the switch's environment: `eval $(opam env --switch=. --set-switch) && dune "
        "<cmd>` (or `opam exec --switch=. -- dune <cmd>`), in the same command line.",
        "dune build → `Error: Library \"csv\" not found.`; `which dune` → `/home/tom/.opam/default/bin/dune` and "
        "`The OCaml toplevel, version 4.14.2` even though `opam switch show` gave `/home/tom/src/camlsheets`. "
        "With `eval $(opam env --switch=. --set-switch) && dune test` → `Test Successful in 0.014s. 14 tests run.`")


def _opam_later() -> None:
    T.later(
        "l-opam-a1", SHEETS, "2025-04-29T19:10:00Z", "feat/tsv",
        U("Add TSV support (a --sep flag) and run the tests."),
        E(f"{SHEETS}/bin/main.ml", "let sep = ','", "let sep = if !tsv then '\\t' else ','"),
        B("opam exec --switch=. -- dune runtest", "Testing `camlsheets'.\nTest Successful in 0.016s. 15 tests run."),
    )
    T.later(
        "l-opam-a2", LEDGER_ML, "2025-05-05T20:00:00Z", "main",
        U("ocaml-ledger also has its own switch now. Build the installable targets."),
        B("eval \"$(opam env --switch=/home/tom/src/ocaml-ledger --set-switch)\"; dune build @install && ls "
          "_build/install/default/bin", "ledger"),
    )
    T.later(
        "l-opam-r1", SHEETS, "2025-05-09T17:30:00Z", "chore/fmt",
        U("Format the code with ocamlformat (it's in the local switch) and commit."),
        B("dune fmt", "Error: Program ocamlformat not found in the tree or in PATH\n (context: default)", True),
        S("Same as before: PATH is the default switch's. Running it with the local switch's environment."),
        B("eval $(opam env --switch=. --set-switch) && dune fmt 2>/dev/null; git commit -qam 'Format with "
          "ocamlformat' && git log --oneline -1", "c1e0a47 Format with ocamlformat"),
    )
    T.later(
        "l-opam-r2", LEDGER_ML, "2025-05-13T18:40:00Z", "feat/budget",
        U("Run `make test` for the budget feature."),
        B("make test", "dune runtest\nFile \"test/dune\", line 3, characters 13-21:\n3 |  (libraries alcotest "
          "ledger))\n                 ^^^^^^^^\nError: Library \"alcotest\" not found.\n-> required by "
          "_build/default/test/test_ledger.exe\nmake: *** [Makefile:7: test] Error 1", True),
        B("which dune", "/home/tom/.opam/default/bin/dune"),
        B("opam exec --switch=. -- make test", "dune runtest\nTesting `ledger'.\nTest Successful in 0.009s. 22 tests "
          "run."),
    )
    T.later(
        "l-opam-n1", SHEETS, "2025-05-16T19:00:00Z", "feat/xlsx",
        U("Add xlsx export using the `xlsx` library."),
        E(f"{SHEETS}/bin/dune", "(libraries cmdliner csv camlsheets)", "(libraries cmdliner csv xlsx camlsheets)"),
        B("opam exec --switch=. -- dune build", _not_found("xlsx", line="3 |  (libraries cmdliner csv xlsx "
                                                                          "camlsheets)"), True),
        S("The environment is the local switch this time; xlsx simply isn't installed in it (it's not in the opam "
          "file yet). Adding it as a dependency and installing."),
        E(f"{SHEETS}/camlsheets.opam", "  \"csv\" {>= \"2.4\"}\n", "  \"csv\" {>= \"2.4\"}\n  \"xlsx\"\n"),
        B("opam install . --deps-only -y && opam exec --switch=. -- dune build", "The following actions will be "
          "performed:\n  ∗ install xlsx 0.3.0\n∗ installed xlsx.0.3.0\nDone."),
    )
    T.later(
        "l-opam-n2", SHEETS, "2025-05-20T18:15:00Z", "docs/readme",
        U("Update the README's build section for new contributors."),
        E(f"{SHEETS}/README.md", "## Building\n\n    dune build\n", "## Building\n\n    opam switch create . 5.2.1 "
          "--deps-only\n    eval $(opam env)\n    dune build\n"),
        B("git commit -qam 'README: local switch setup' && git log --oneline -1", "5fd2b18 README: local switch setup"),
    )


def _opam_pairs() -> None:
    lid = "t12-opam-env"
    T.pair(lid, "l-opam-a1", "applied", "runs the tests through `opam exec --switch=. --` from the start")
    T.pair(lid, "l-opam-a2", "applied", "sibling project: quoted eval of opam env with the full switch path before "
           "dune build")
    T.pair(lid, "l-opam-r1", "recurred", "dune fmt can't find ocamlformat from the local switch; fixed with opam env")
    T.pair(lid, "l-opam-r2", "recurred", "sibling's make test: Library \"alcotest\" not found with the default "
           "switch's dune")
    T.pair(lid, "l-opam-n1", "neither", "env is right (opam exec); the library just isn't installed yet")
    T.pair(lid, "l-opam-n2", "neither", "only writes `eval $(opam env)` into the README")
    T.pair(lid, "l-cargo-r1", "neither", "another project's Rust build; no opam")


def build_seventh_part() -> None:
    _opam_source()
    _opam_later()
    _opam_pairs()
