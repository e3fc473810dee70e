Feature: the real Claude Code behind the shim
  Covers (black box, the installed zipapp and the real Claude Code): the shim is invisible.
  The shim is judged against Claude Code 2.1.332 itself, talking to a fake
  Anthropic API on 127.0.0.1 that the scenario starts: pass-through output is
  byte-identical, and print and interactive sessions are located exactly.

  Background:
    Given the shim folder is first on PATH
    And the real Claude Code is on PATH after the shim

  Scenario: claude --version through the shim is byte-identical
    When I run "claude --version"
    Then the exit status is 0
    And the output is byte-identical to the real binary's "--version"

  Scenario: claude --help through the shim is byte-identical
    When I run "claude --help"
    Then the output is byte-identical to the real binary's "--help"

  Scenario: a claude -p run is located from outside
    Given a fake Anthropic API answering "Hello from the fake model."
    When I run claude -p "say hello" through the shim with JSON output
    And the background work has finished
    Then 1 wrapped session is recorded
    And the hand-off covers the transcript of session "printed"
    And the session file of claude is gone

  Scenario: an interactive session in tmux is located from outside
    Given a fake Anthropic API answering "Hello from the fake model."
    When I type "say hello" into an interactive claude in tmux, see "Hello from the fake model" and type /exit
    And the background work has finished
    Then 1 wrapped session is recorded
    And the hand-off covers the transcript of session "printed"
    And every recorded hand-off points at a transcript of that session
