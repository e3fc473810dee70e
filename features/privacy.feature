Feature: what claude-distill keeps about a person stays theirs
  Covers (black box, the installed zipapp): the state folder, its database,
  logs and backups and the config file are private (folders 0700, files 0600)
  under an ordinary umask, older installs are repaired, and a secret setting
  is never printed by `config set`, `get` or `list`.

  Scenario: under umask 022 every folder and file of ours is private
    Given the bundled example transcript is in the working folder
    When I run "umask 022 && claude-distill config set slice.max_turns 80 && claude-distill analyze --transcript examples/error-then-fix.jsonl --backend offline --dry-run"
    Then the exit status is 0
    And the file "~/.local/state/claude-distill/state.db" exists
    And every folder under "~/.local/state/claude-distill" is 0700 and every file 0600
    And every folder under "~/.config/claude-distill" is 0700 and every file 0600

  Scenario: an install made before this is repaired by the next command
    Given a file "~/.local/state/claude-distill/logs/cli.log" containing
      """
      2026-01-01T00:00:00 something about a session
      """
    And a file "~/.config/claude-distill/config.toml" containing
      """
      backend = "offline"
      """
    And every folder under "~/.local/state/claude-distill" is 0755 and every file 0644
    And every folder under "~/.config/claude-distill" is 0755 and every file 0644
    When I run "claude-distill status"
    Then the exit status is 0
    And every folder under "~/.local/state/claude-distill" is 0700 and every file 0600
    And every folder under "~/.config/claude-distill" is 0700 and every file 0600

  Scenario: an API key is stored privately and never printed
    When I run "umask 022 && claude-distill config set openai.api_key sk-test-Zq8vR2mK9pL4xW7n"
    Then the exit status is 0
    And stdout contains "openai.api_key = (set)"
    And stdout does not contain "Zq8vR2mK9pL4xW7n"
    And every folder under "~/.config/claude-distill" is 0700 and every file 0600
    When I run "claude-distill config get openai.api_key; claude-distill config list; claude-distill config list --json"
    Then stdout does not contain "Zq8vR2mK9pL4xW7n"
    And stdout contains "(set) (file "
    And stdout contains "openai.api_key"
    When I run "echo sk-from-stdin-Hh3Jk5 | claude-distill config set openai.api_key -"
    Then stdout does not contain "Hh3Jk5"
    And the file "~/.config/claude-distill/config.toml" contains "sk-from-stdin-Hh3Jk5"
