Feature: sessions the shim never saw are swept up
  Covers (black box, the installed zipapp): `sweep` and what `status` says is waiting.
  Sessions from an IDE's or the desktop app's built-in Claude never pass
  through the shim. The sweep finds their transcripts by what changed on disk,
  analyses each once, and reports what it did; `status` says what is waiting.

  Background:
    Given the real Claude Code is on PATH after the shim
    And a fake model that scripts an error then a fix and answers the distiller
    And the environment variable "CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS" is "0"

  Scenario: a session run without the shim is analysed by a sweep, once
    When a print-mode session "fix the test env" runs without the shim
    And I run "claude-distill sweep"
    Then the exit status is 0
    And stdout contains "1 to analyse"
    And the project's gotchas.md holds the lesson "Run the tests with the venv interpreter"
    When I run "claude-distill sweep"
    Then stdout contains "0 to analyse, 1 unchanged"
    And the ledger shows 1 analysis of that session with 1 entry written
    And the distiller asked the model for gate 2 and then for an extraction, once each

  Scenario: a live session is left alone until it ends
    When a print-mode session "fix the test env" runs without the shim
    And its Claude Code process still looks alive
    And I run "claude-distill sweep --dry-run"
    Then stdout contains "0 to analyse"
    And stdout contains "1 live"

  Scenario: at the spend cap the sweep waits and status says so
    Given the distiller already spent 2 dollars today
    When a print-mode session "fix the test env" runs without the shim
    And I run "claude-distill sweep"
    Then stdout contains "daily spend cap reached"
    When I run "claude-distill status"
    Then stdout contains "capped: daily spend cap reached"
    When I run "claude-distill analyze --last --force"
    Then the exit status is 0
    And the project's gotchas.md holds the lesson "Run the tests with the venv interpreter"

  Scenario: a schedule without systemd writes the timer, says what to do instead and exits 1
    Given a PATH on which systemctl cannot be found
    When I run "claude-distill schedule install"
    Then the exit status is 1
    And stdout contains "systemctl --user enable --now claude-distill-sweep.timer"
    And stdout contains "crontab -e"
    And stdout contains "sweep --bounded --quiet"
    And stdout contains "`claude-distill sweep` now and then by hand"
    And the file "~/.config/systemd/user/claude-distill-sweep.timer" contains "OnUnitActiveSec=60min"
    And the file "~/.config/systemd/user/claude-distill-sweep.service" contains "sweep --bounded --quiet"
