Feature: every lesson reaches the next session where it applies
  Covers (black box, the installed zipapp and the real Claude Code): where lessons are written and that
  the next session's request carries them.
  After the one `claude-distill init --yes`, a session through the shim yields
  a global and a project lesson (the fake model returns both), and the next
  Claude Code session's request to the model carries both: global lessons from
  Claude Code's own folder, project lessons from the project's
  .claude/rules/claude-distill/, whatever CLAUDE.md is. Judged by the request
  the real Claude Code 2.1.332 sends, not by what was written.

  Background:
    Given the shim folder is first on PATH
    And the real Claude Code is on PATH after the shim
    And a fake model that scripts an error then a fix and answers with a global and a project lesson
    And the working folder is a git repository whose CLAUDE.md the team committed

  Scenario Outline: the next session carries both lessons, <setup>
    Given <setup>
    When I run "claude-distill init --yes --no-schedule"
    Then the exit status is 0
    And stdout contains "checked: "
    When a print-mode session "fix the test env" runs through the shim
    And the background work has finished
    And a print-mode session "what is next" runs through the shim in "<folder>"
    Then that session's request to the model carries the global and the project lesson
    And the team's CLAUDE.md is unchanged and git shows only the new lesson files
    When in "<folder>" I run "claude-distill status --json"
    Then status says both lessons load in "<folder>"

    Examples:
      | setup                                                           | folder  |
      | Claude Code's folder holds a plain CLAUDE.md                    | .       |
      | ~/.claude/CLAUDE.md is a link to a CLAUDE.md in a dotfiles folder | .       |
      | CLAUDE_CONFIG_DIR names a folder of its own, with a CLAUDE.md   | .       |
      | the project's CLAUDE.md is a link to a file outside the project | .       |
      | Claude Code's folder holds a plain CLAUDE.md                    | src/app |

  Scenario: status says why a lesson would not load
    Given ~/.claude/CLAUDE.md is a link to a CLAUDE.md in a dotfiles folder
    And the dotfiles CLAUDE.md imports "@gotchas.md"
    And the environment variable "CLAUDE_CODE_DISABLE_CLAUDE_MDS" is "1"
    When I run "claude-distill init --imports-only"
    Then the exit status is 1
    And stderr contains "NOT loaded: ~/.claude/gotchas.md: CLAUDE_CODE_DISABLE_CLAUDE_MDS is set"
    Given the environment variable "CLAUDE_CODE_DISABLE_CLAUDE_MDS" is unset
    When I run "rm ~/.claude/rules/claude-distill.md && claude-distill status"
    Then stdout contains "NOT loaded   ~/.claude/gotchas.md: ~/.claude/CLAUDE.md is a link to"
    And stdout contains "imports resolve there (@gotchas.md → "
