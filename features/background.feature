Feature: background sessions are distilled when they go idle, and status says what was caught
  Covers (black box, the installed zipapp and the real Claude Code): `claude --bg` through the
  shim, followed through Claude Code's job state and distilled once it goes idle, with no
  schedule installed; the coverage counts of `status --json`.
  Claude Code runs a `--bg` session in its own daemon, which outlives the command: every
  scenario stops the processes it started, by PID, whatever the outcome.

  Background:
    Given the shim folder is first on PATH
    And the real Claude Code is on PATH after the shim
    And the Claude Code processes of this scenario are stopped at its end

  Scenario: a claude --bg session is distilled after it goes idle, with no schedule installed
    Given a fake model that scripts an error then a fix and answers the distiller
    When I run claude --bg "fix the test env" through the shim
    Then it printed what Claude Code prints for a background session, with exit status 0
    When the background session has gone idle and the background work has finished
    Then the project's gotchas.md holds the lesson "Run the tests with the venv interpreter"
    And the background session was handed off by its follower from byte 0
    And the distiller asked the model for gate 2 and then for an extraction, once each
    And no schedule is installed

  Scenario: status --json counts wrapped, background and swept sessions
    Given a fake model that scripts an error then a fix and answers the distiller
    And the sweep takes transcripts as soon as they are still
    When a print-mode session "fix the test env" runs through the shim
    And the background work has finished
    And a print-mode session "say hello" runs without the shim
    And I run claude --bg "say hello in the background" through the shim
    And the background session has gone idle and the background work has finished
    And I run "claude-distill sweep"
    And I run "claude-distill status --json"
    Then the exit status is 0
    And the coverage counts 3 written and 3 analysed: shim 1, background 1, sweep 1; 0 waiting
    When I run "claude-distill status"
    Then stdout contains "coverage, last 7 days: 3 transcripts written by Claude Code, 3 analysed (shim 1, background 1, sweep 1)"

  Scenario: a /fork of a wrapped interactive session is distilled while that session goes on
    Given a fake model that scripts an error then a fix for "fix the test env" and answers the distiller
    When I start an interactive claude through the shim in tmux and see "OK." after typing "hello"
    And I type "/fork fix the test env" into it
    Then the project's gotchas.md holds the lesson "Run the tests with the venv interpreter" while that claude still runs
    When I type /exit into it and the background work has finished
    Then the background session was handed off by its follower from its first own record
