"""Issue 24, fifteenth round (what the read twenty-first corpus showed, fixed by class): no clause of a citation
comes both before and after another ("after the edit adding `A` the main scope compiled and, once munit was
declared as well, the third run printed `C`" made each of its two clauses wait for the other, so the streaming
scan and the whole-range judge disagreed); and the failure a fix is judged after is the failing call that printed
the error the citation quotes, over a later failing run that printed only a neutral quoted line (`Compiled project
(…)`) before failing on something else. Each verdict from the whole-range judge and the streaming scan alike
(`verdict`); each test fails on the code before its rule."""
from __future__ import annotations

from core.evidence.claims import parse
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict

SCALA = "`scala-cli test .` → `[error] Not found: upickle`; after the edit adding " \
        "`//> using dep com.lihaoyi::upickle:3.3.1` the main scope compiled (`Compiled project (Scala 3.4.2)`) " \
        "and, once munit was declared as well, the third run printed `+ sums postings per account`."


def test_no_clause_is_both_before_and_after_another():
    claims = parse(SCALA).claims
    assert claims[2].after == 1 and claims[1].after is None


def scala_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "scala-cli test ."}, "Exit code 1\nCompiling project (Scala 3.4.2)\n"
           "[error] ./src/Ledger.scala:3:8\n[error] Not found: upickle\nCompilation failed", is_error=True)
    b.tool("Edit", {"file_path": "/w/project.scala", "old_string": "//> using scala 3.4.2",
                    "new_string": "//> using scala 3.4.2\n//> using dep com.lihaoyi::upickle:3.3.1"},
           "The file /w/project.scala has been updated successfully.")
    b.tool("Bash", {"command": "scala-cli test ."}, "Exit code 1\nCompiling project (Scala 3.4.2)\n"
           "Compiled project (Scala 3.4.2)\n[error] ./test/LedgerTest.scala:1:8\n[error] Not found: munit\n"
           "Compilation failed", is_error=True)
    b.tool("Edit", {"file_path": "/w/project.scala", "old_string": "//> using dep com.lihaoyi::upickle:3.3.1",
                    "new_string": "//> using dep com.lihaoyi::upickle:3.3.1\n"
                                  "//> using test.dep org.scalameta::munit:1.0.0"},
           "The file /w/project.scala has been updated successfully.")
    b.tool("Bash", {"command": "scala-cli test ."}, "Compiled project (Scala 3.4.2)\nLedgerTest:\n"
           "  + parses an empty ledger 0.012s\n  + sums postings per account 0.004s")
    return b


def test_the_failure_is_the_run_that_printed_the_quoted_error(tmp_path):
    fix = "Add `//> using dep com.lihaoyi::upickle:3.3.1` to project.scala and re-run `scala-cli test .`."
    assert verdict(scala_session(), tmp_path, gotcha(SCALA, fix)) == "write"
