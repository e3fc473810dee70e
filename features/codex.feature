Feature: one memory for Claude Code and Codex
  Covers (black box, the installed zipapp, the real Claude Code 2.1.332 and the real Codex CLI 0.171.0): the
  zipapp named `codex` wraps Codex; a Codex session's error and fix become a lesson; the next Codex session
  and the next Claude Code session both carry it, and a Claude Code lesson reaches the next Codex session;
  uninstall gives every Codex file back byte for byte.
  Both agents talk to fake models on 127.0.0.1; the distiller runs offline, so every lesson comes from what
  the session itself ran. "Carries" is judged by the request each real binary sends.

  Background:
    Given the shim folder is first on PATH
    And the real Claude Code is on PATH after the shim
    And the real Codex CLI is on PATH after the shim
    And fake models for both agents, where a command fails on a missing module and the project's venv python works
    And the working folder is a git repository with a venv python
    And the environment variable "CLAUDE_DISTILL_BACKEND" is "offline"
    When I run "claude-distill init --yes --no-schedule"
    Then the exit status is 0
    And stdout contains "Codex CLI found at"

  Scenario: a Codex session's fix reaches the next Codex session and the next Claude Code session
    When a Codex session "check that distill_probe_codex imports" runs through the shim
    And the background work has finished
    Then 1 wrapped session is recorded
    And a lesson in the project's files says "No module named 'distill_probe_codex'"
    When a Codex session "what is next" runs through the shim
    Then that Codex session's request carries "No module named 'distill_probe_codex'"
    When a print-mode session "what is next" runs through the shim
    Then that Claude Code session's request carries "No module named 'distill_probe_codex'"

  Scenario: a Claude Code session's fix reaches the next Codex session
    When a print-mode session "check that distill_probe_claude imports" runs through the shim
    And the background work has finished
    Then a lesson in the project's files says "No module named 'distill_probe_claude'"
    When a Codex session "what is next" runs through the shim
    Then that Codex session's request carries "No module named 'distill_probe_claude'"

  Scenario: uninstall leaves every Codex file byte for byte as it was
    Given a private install of claude-distill in this home
    And a global lesson "GNU ls exits 2 for a missing path" in Claude Code's folder
    And Codex's own AGENTS.md without a last newline and an empty AGENTS.override.md, noted with its config
    When I run "claude-distill init --yes --no-schedule"
    Then the file "~/.codex/AGENTS.md" contains "GNU ls exits 2 for a missing path"
    And the file "~/.codex/AGENTS.md" contains "# My rules for Codex"
    When a Codex session "what is next" runs through the shim
    Then that Codex session's request carries "GNU ls exits 2 for a missing path"
    When I run "PATH={HOME}/.local/bin:$PATH claude-distill uninstall"
    Then the exit status is 0
    And every noted Codex file is byte-identical and no other file of ours is left in ~/.codex
