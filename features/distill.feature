Feature: a finished session is distilled into the knowledge files
  Covers (black box, the installed zipapp and the real Claude Code): a session's lesson reaching the files.
  When a wrapped `claude` session ends, its new part is sliced, screened by the
  gates and, if it holds a lesson, written to gotchas.md or knowledge.md. The
  distiller's own model calls run the real Claude Code too, and leave nothing
  behind: no transcript, no analysis of their own.

  Background:
    Given the shim folder is first on PATH
    And the real Claude Code is on PATH after the shim
    And a fake model that scripts an error then a fix and answers the distiller

  Scenario: a session through the shim ends with an entry in gotchas.md
    When a print-mode session "fix the test env" runs through the shim
    And the background work has finished
    Then the project's gotchas.md holds the lesson "Run the tests with the venv interpreter"
    And the distiller asked the model for gate 2 and then for an extraction, once each
    And the distiller's children left no transcript and started no analysis
    And the ledger shows 1 analysis of that session with 1 entry written
    When I run "claude-distill log"
    Then stdout contains "1 entry written"
    And stdout contains "g1:pass g2:pass"

  Scenario: a lesson whose evidence is not in the session is refused, and the log says why
    Given the distiller's model cites "`deployctl push --key` → 401 Unauthorized" for its lesson
    When a print-mode session "fix the test env" runs through the shim
    And the background work has finished
    Then the file ".claude/rules/claude-distill/gotchas.md" does not exist
    When I run "claude-distill log --entries"
    Then stdout contains "nothing written: 1 refused: evidence not found in the session"
    And stdout contains "refused     g-"
    And stdout contains "Run the tests with the venv interpreter — evidence not found in the session"

  Scenario: a gotcha whose fix the session never showed working waits for review
    Given the distiller's model gives "Run the tests with `.venv/bin/python -m pytest`" as its lesson's workaround
    When a print-mode session "fix the test env" runs through the shim
    And the background work has finished
    Then the file ".claude/rules/claude-distill/gotchas.md" does not exist
    When I run "claude-distill log --entries"
    Then stdout contains "nothing written: 1 held for review"
    And stdout contains "Run the tests with the venv interpreter — fix not shown to work in the session"
    When I answer "q\n" to "claude-distill review"
    Then stdout contains "### Run the tests with the venv interpreter"
    And stdout contains "waiting because: fix not shown to work in the session"

  Scenario: the same session analysed again calls no model
    When a print-mode session "fix the test env" runs through the shim
    And the background work has finished
    And I run "claude-distill analyze --last"
    Then the exit status is 0
    And stdout contains "nothing new since the last analysis"
    And the distiller asked the model for gate 2 and then for an extraction, once each

  Scenario: the README's first command prints the entries it would write
    Given the bundled example transcript is in the working folder
    When I run "claude-distill analyze --transcript examples/error-then-fix.jsonl --backend offline --dry-run"
    Then the exit status is 0
    And stdout contains "dry run: 1 entry would be written"
    And stdout contains "**Workaround:**"
