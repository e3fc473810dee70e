Feature: removing the tool without `claude-distill uninstall` never breaks `claude`
  Covers (black box, real installs, real bash and zsh, the real Claude Code where its installer puts it): the PATH block in the start-up files
  puts the shim folder first only while the shim's interpreter is there, so deleting the tool's environment
  (what `uv tool uninstall` or `rm -rf` of the private venv does) leaves every new shell running the real `claude`.

  Background:
    Given a home holding Debian's skeleton .bashrc and .profile
    And an empty "~/.zshrc" in this home
    And the real Claude Code in "~/.local/bin" on PATH

  Scenario: a private install (install/install.py) whose environment is deleted
    Given the real Codex CLI in "~/.local/bin" on PATH
    And claude-distill installed into this home by install/install.py
    When I run "claude-distill init --yes --no-schedule"
    Then the exit status is 0
    And a new bash and zsh run `claude` through the shim folder
    And a new bash and zsh run `codex` through the shim folder
    When I run "claude-distill doctor"
    Then the exit status is 0
    And stdout contains "all checks hold"
    When the private environment of the install is deleted
    Then a new bash and zsh run `claude --version` as the real Claude Code
    And a new bash and zsh run `claude` from "~/.local/bin"
    And a new bash and zsh run `codex --version` as the real Codex CLI
    When I run "{HOME}/.local/share/claude-distill/bin/claude-distill-wrap {HOME}/.local/bin/claude --version"
    Then the exit status is 0
    And stdout contains "(Claude Code)"
    And stderr is empty

  Scenario: a uv tool install removed with `uv tool uninstall`
    Given claude-distill installed with `uv tool install` into a throw-away folder
    When I run "claude-distill init --yes --no-schedule"
    Then the exit status is 0
    And a new bash and zsh run `claude` through the shim folder
    When I run "claude-distill doctor --json"
    Then the exit status is 0
    And stdout contains ""ok": true"
    When I run "uv tool uninstall claude-distill"
    Then the exit status is 0
    And a new bash and zsh run `claude --version` as the real Claude Code
    And a new bash and zsh run `claude` from "~/.local/bin"
