Feature: the claude-distill command line
  The installed zipapp answers as the CLI under its own name, explains bad input
  in one line, and keeps its settings in one config file.

  Scenario: the CLI reports its version
    When I run "claude-distill --version"
    Then the exit status is 0
    And stdout contains "claude-distill"

  Scenario: a setting is stored and read back with its source
    When I run "claude-distill config set slice.max_turns 80 && claude-distill config get slice.max_turns"
    Then the exit status is 0
    And stdout contains "80"
    And the file "~/.config/claude-distill/config.toml" contains "max_turns = 80"

  Scenario: the environment beats the config file
    Given a file "~/.config/claude-distill/config.toml" containing
      """
      backend = "api"
      """
    And the environment variable "CLAUDE_DISTILL_BACKEND" is "offline"
    When I run "claude-distill config get backend"
    Then stdout contains "offline"

  Scenario: an unknown setting is one line and a non-zero exit
    When I run "claude-distill config get no.such.key"
    Then the exit status is 2
    And stderr is one line starting with "claude-distill:"

  Scenario: a bad value is refused without touching the file
    When I run "claude-distill config set slice.max_turns many"
    Then the exit status is 2
    And stderr is one line starting with "claude-distill:"
    And the file "~/.config/claude-distill/config.toml" does not exist
