Feature: the claude-distill command line
  Covers (black box, the installed zipapp): the CLI answers under its own name,
  explains bad input in one line, and keeps its settings in one config file
  that `config set`, `get`, `list` and `unset` manage.

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

  Scenario: a negative number is refused, since only 0 turns a cap off
    When I run "claude-distill config set spend.daily_usd -3"
    Then the exit status is 2
    And stderr is one line starting with "claude-distill: invalid value '-3' for spend.daily_usd"
    And the file "~/.config/claude-distill/config.toml" does not exist
    When I run "claude-distill config list"
    Then stdout contains "Daily spend cap in US dollars (0 disables)."

  Scenario: unsetting a setting gives its default back and leaves the others
    When I run "claude-distill config set spend.daily_usd 0 && claude-distill config set backend offline && claude-distill config unset spend.daily_usd"
    Then the exit status is 0
    And stdout contains "spend.daily_usd: removed from"
    And stdout contains "now 1.0 (default)"
    And the file "~/.config/claude-distill/config.toml" does not contain "spend"
    And the file "~/.config/claude-distill/config.toml" contains "offline"
    When I run "claude-distill config unset spend.daily_usd"
    Then the exit status is 0
    And stdout contains "not set in"

  Scenario: a command group typed alone runs its overview, never an internal error
    When I run "claude-distill entries"
    Then the exit status is 0
    And stdout contains "no entries yet"
    And stderr is empty
    When I run "claude-distill config"
    Then the exit status is 0
    And stdout contains "spend.daily_usd"
    And stderr is empty

  Scenario: -V is the version, and an unknown option points at the subcommand's help
    When I run "claude-distill -V"
    Then the exit status is 0
    And stdout contains "claude-distill "
    When I run "claude-distill log --bogus"
    Then the exit status is 2
    And stderr is one line starting with "claude-distill: unrecognized arguments: --bogus (see `claude-distill log --help`)"

  Scenario: a reader that stops early gets no traceback
    When I run "claude-distill config list --json | head -1; claude-distill log --json | head -1"
    Then the exit status is 0
    And stderr is empty

  Scenario: every help shows an example
    When I run "claude-distill entries show --help"
    Then stdout contains "examples:"
    And stdout contains "claude-distill entries show 454f   # a unique start"
