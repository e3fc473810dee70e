Feature: lessons earn their place: which recurred, which were applied
  Covers (black box, the installed zipapp and the real Claude Code): every
  analysed session is matched against the lessons already kept, with no model
  call, so each lesson says in how many later sessions its symptom came back
  (recurred) and in how many the session went straight to its workaround
  (applied).

  Background:
    Given the shim folder is first on PATH
    And the real Claude Code is on PATH after the shim
    And a fake model that scripts three sessions in one project: an error and its fix, the error again, the fix alone

  Scenario: the second session meets the error again, the third goes straight to the workaround
    When a print-mode session "fix the test env" runs through the shim
    And the background work has finished
    Then the project's gotchas.md holds the lesson "Run the tests with the venv interpreter"
    When a print-mode session "try the missing folder again" runs through the shim
    And the background work has finished
    And a print-mode session "list the root folder" runs through the shim
    And the background work has finished
    When I run "claude-distill entries list --json"
    Then the exit status is 0
    And the lesson "Run the tests with the venv interpreter" shows recurred 1, applied 1, relevant 2
    And the distiller asked the model only what the gates needed: gate 2 and an extraction, then gate 2
    When I run "claude-distill entries list"
    Then stdout contains "[applied 1 · recurred 1 · relevant 2]"
    When I run "claude-distill entries show {id}" for that lesson
    Then stdout contains "recurred in:"
    And stdout contains "applied in:"
    When I run "claude-distill stats"
    Then stdout contains "lessons applied:      in 1 of 3 sessions since tracking began; symptom recurred in 1"
    And stdout contains "per session in which a lesson applied"

  Scenario: a lesson whose file moved or whose package left the project is flagged, and review retires it
    Given a file ".git/HEAD" containing
      """
      ref: refs/heads/main
      """
    And a file "scripts/seed-db.sh" containing
      """
      #!/bin/sh
      """
    And a file "pyproject.toml" containing
      """
      [project]
      dependencies = ["tomli-w>=1"]
      """
    When I run "claude-distill remember 'Seed with `scripts/seed-db.sh` before the tests' --scope project --kind gotcha"
    And I run "claude-distill remember 'Install the writer with `pip install tomli-w` first' --scope project --kind knowledge"
    And I run "claude-distill entries check"
    Then the exit status is 0
    When I run "mkdir -p tools && mv scripts/seed-db.sh tools/ && printf '[project]\ndependencies = []\n' > pyproject.toml"
    And I run "claude-distill entries list --json"
    Then stdout contains ""stale_anchors": ["
    When I run "claude-distill entries check"
    Then the exit status is 1
    And stdout contains "missing scripts/seed-db.sh"
    And stdout contains "gone from the project: tomli-w"
    When I run "claude-distill status"
    Then stdout contains "stale lessons:        2"
    When I answer "r\nr\n" to "claude-distill review"
    Then the exit status is 0
    And stdout contains "proposed: retire"
    And stdout contains "2 retired, 0 rewritten, 0 kept, 0 forgotten"
    And the file ".claude/gotchas.archive.md" contains "scripts/seed-db.sh"
    And the file ".claude/knowledge.archive.md" contains "pip install tomli-w"
    And the file ".claude/rules/claude-distill/gotchas.md" does not contain "scripts/seed-db.sh"
    When I run "claude-distill entries list --all --json"
    Then stdout contains ""status": "archived""
    When I run "claude-distill review"
    Then stdout contains "nothing waiting for review"
