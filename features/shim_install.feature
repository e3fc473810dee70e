Feature: setting the shim up with consent, and undoing it exactly
  Covers (black box, the installed zipapp): `shim install`, `shim status` and `shim uninstall`.
  `claude-distill shim install` shows every start-up file and line it would
  add and changes them only after a yes; `shim status` tells scripts whether
  `claude` goes through the shim; uninstall puts every file back.

  Background:
    Given a home holding Debian's skeleton .bashrc and .profile

  Scenario: --yes puts the shim first for login and interactive bash
    When I run "claude-distill shim install --yes"
    Then the exit status is 0
    And stdout contains "Add the shim folder to your PATH? [y/N] yes (--yes)"
    And stdout contains "# >>> claude-distill shim >>>"
    And stdout contains "open terminals"
    And "bash -lc" finds claude in the shim folder
    And "bash -ic" finds claude in the shim folder
    And the file "~/.bash_profile" does not exist

  Scenario: answering n on a terminal changes no file and prints the line to add
    When I type "n" at the prompt of "claude-distill shim install"
    Then the exit status is 0
    And stdout contains "Add the shim folder to your PATH? [y/N]"
    And stdout contains "export PATH='{HOME}/.local/share/claude-distill/bin':"
    And stdout does not contain "Restart what is already running"
    And stdout contains "still caught afterwards by the sweep"
    And the start-up files are byte-identical to what I noted

  Scenario: the line added by hand after a no counts as done
    When I type "n" at the prompt of "claude-distill shim install"
    And I add the line it printed for bash at the end of "~/.profile"
    And I add the line it printed for bash at the end of "~/.bashrc"
    And I note the start-up files
    And I run "claude-distill shim install"
    Then the exit status is 0
    And stdout does not contain "[y/N]"
    And stdout does not contain "add this line"
    And stdout contains "already leads PATH"
    And the start-up files are byte-identical to what I noted
    And "bash -lc" finds claude in the shim folder
    When I run "claude-distill shim status"
    Then stdout contains "rc files:  {HOME}/.bashrc, {HOME}/.profile"

  Scenario: end of input on a terminal is a no
    When I press Ctrl-D at the prompt of "claude-distill shim install"
    Then the exit status is 0
    And the start-up files are byte-identical to what I noted

  Scenario: answering y on a terminal accepts
    When I type "y" at the prompt of "claude-distill shim install --shell zsh"
    Then the exit status is 0
    And the file "~/.zshenv" contains "# >>> claude-distill shim >>>"

  Scenario: without a terminal nothing is asked and nothing changes
    When I answer "y\n" to "claude-distill shim install"
    Then stdout contains "no (no terminal to ask; --yes accepts)"
    And the start-up files are byte-identical to what I noted

  Scenario: a second install changes nothing and asks nothing
    When I run "claude-distill shim install --yes --shell bash --shell fish"
    And I note the start-up files
    And I run "claude-distill shim install --shell bash --shell fish"
    Then the exit status is 0
    And stdout contains "already leads PATH"
    And stdout does not contain "[y/N]"
    And the start-up files are byte-identical to what I noted

  Scenario: shim uninstall gives every start-up file back byte for byte
    When I run "claude-distill shim install --yes --shell bash --shell zsh --shell fish"
    Then the start-up files have changed
    When I run "claude-distill shim uninstall"
    Then the exit status is 0
    And the start-up files are byte-identical to what I noted
    And the file "~/.local/share/claude-distill/bin/claude" does not exist

  Scenario: a damaged install record is moved aside and locks nothing out
    When I run "claude-distill shim install --yes"
    And I run "printf '{bad' > ~/.local/share/claude-distill/shim-install.json && claude-distill shim uninstall"
    Then the exit status is 0
    And stdout contains "moved it to shim-install.json.damaged"
    And the file "~/.local/share/claude-distill/bin/claude" does not exist
    And the file "~/.bashrc" does not contain "# >>> claude-distill shim >>>"
    And the file "~/.profile" does not contain "# >>> claude-distill shim >>>"
    When I run "printf '[]' > ~/.local/share/claude-distill/shim-install.json && claude-distill shim install --yes"
    Then the exit status is 0
    And stdout contains "was damaged"
    And the file "~/.bashrc" contains "# >>> claude-distill shim >>>"

  Scenario: an older claude-distill Stop hook is found and removed with consent
    Given a file "~/.claude/settings.json" containing
      """
      {"hooks": {"Stop": [{"matcher": "", "hooks": [{"type": "command", "command": "claude-distill hook stop"}]}]}}
      """
    When I run "claude-distill shim status"
    Then stdout contains "old hook"
    When I run "claude-distill shim install --yes"
    Then stdout contains "Remove them (a backup is kept beside each file)? [y/N] yes"
    And the JSON file "~/.claude/settings.json" has no hooks left
    And the file "~/.claude/settings.json.claude-distill.bak" contains "claude-distill hook stop"

  Scenario: the IDE wrapper is set in VS Code's settings without losing comments, and taken out again
    Given a file "~/.config/Code/User/settings.json" containing
      """
      {
          // keep this comment
          "editor.fontSize": 14,
      }
      """
    When I run "claude-distill shim install --yes"
    Then the file "~/.config/Code/User/settings.json" contains ""claudeCode.claudeProcessWrapper": "{HOME}/.local/share/claude-distill/bin/claude-distill-wrap""
    And the file "~/.config/Code/User/settings.json" contains "// keep this comment"
    When I run "claude-distill shim uninstall"
    Then the file "~/.config/Code/User/settings.json" does not contain "claudeProcessWrapper"
    And the file "~/.config/Code/User/settings.json" contains "// keep this comment"

  Scenario: status exits 0 when the shim is first on PATH
    Given a stand-in claude that prints its version in {STANDIN_DIR}
    When I run "claude-distill shim install --yes"
    And I run "PATH={HOME}/.local/share/claude-distill/bin:{STANDIN_DIR}:$PATH claude-distill shim status"
    Then the exit status is 0
    And stdout contains "`claude` resolves to the shim"
    And stdout contains "{STANDIN_DIR}/claude (0.0.1 (stand-in))"

  Scenario: status exits non-zero when another claude comes first on PATH
    Given a stand-in claude that prints its version in {STANDIN_DIR}
    When I run "claude-distill shim install --yes"
    And I run "PATH={STANDIN_DIR}:{HOME}/.local/share/claude-distill/bin:$PATH claude-distill shim status"
    Then the exit status is 1
    And stdout contains "in a folder before the shim folder"

  Scenario: status exits non-zero when an alias named claude hides the shim
    Given a file "~/.bash_aliases" containing
      """
      alias claude="$HOME/.claude/local/claude"
      """
    When I run "claude-distill shim install --yes"
    Then stdout contains "warning: {HOME}/.bash_aliases:1 defines alias `claude`"
    When I run "PATH={HOME}/.local/share/claude-distill/bin:$PATH claude-distill shim status --json"
    Then the exit status is 1
    And stdout contains ""kind": "alias""

  Scenario: a function that runs `command claude` wraps the shim instead of hiding it
    Given a file "~/.bash_aliases" containing
      """
      claude() { command claude --model opus "$@"; }
      """
    When I run "claude-distill shim install --yes"
    Then stdout does not contain "warning:"
    When I run "PATH={HOME}/.local/share/claude-distill/bin:$PATH claude-distill shim status"
    Then the exit status is 0
    And stdout contains "{HOME}/.bash_aliases:1: a function wraps claude (still reaches the shim)"
    And stdout does not contain "hides the shim"

  Scenario: status exits non-zero on a broken shim link
    When I run "claude-distill shim install --yes"
    And I run "ln -sfn {HOME}/gone.pyz ~/.local/share/claude-distill/bin/claude && claude-distill shim status"
    Then the exit status is 1
    And stdout contains "is a broken link"

  Scenario: a file in the shim folder that is not ours is refused without --force
    Given a file "~/.local/share/claude-distill/bin/claude" containing
      """
      #!/bin/sh
      """
    When I run "claude-distill shim install --yes"
    Then the exit status is 2
    And stderr is one line starting with "claude-distill:"
    And the start-up files are byte-identical to what I noted

  # PATH holds only the private install, so no service manager of this machine is asked.
  Scenario: uninstall --purge removes the install and the state but never the knowledge files
    Given a private install of claude-distill in this home
    And a file "~/.claude/knowledge.md" containing
      """
      # what we learnt
      """
    And a file "~/.config/claude-distill/config.toml" containing
      """
      backend = "offline"
      """
    When I run "claude-distill shim install --yes"
    And I run "PATH={HOME}/.local/bin claude-distill uninstall --purge"
    Then the exit status is 0
    And the file "~/.local/share/claude-distill/claude-distill.pyz" does not exist
    And the file "~/.local/share/claude-distill/venv" does not exist
    And the file "~/.local/bin/claude-distill" does not exist
    And the file "~/.config/claude-distill/config.toml" does not exist
    And the file "~/.claude/knowledge.md" contains "# what we learnt"
    And the skeleton .bashrc and .profile are back byte for byte

  Scenario: a plain uninstall says what it kept, and its command removes that as --purge would
    Given a private install of claude-distill in this home
    And a file "~/.claude/knowledge.md" containing
      """
      # what we learnt
      """
    And a file "~/.config/claude-distill/config.toml" containing
      """
      backend = "offline"
      """
    When I run "claude-distill status > /dev/null && PATH={HOME}/.local/bin claude-distill uninstall > {HOME}/said.txt && cat {HOME}/said.txt"
    Then the exit status is 0
    And stdout contains "Kept, with --purge these would have gone too:"
    And stdout contains "{HOME}/.local/state/claude-distill: the database, logs, edits and backups"
    And stdout contains "{HOME}/.config/claude-distill: your settings (config.toml)"
    And the file "~/.local/bin/claude-distill" does not exist
    When I run
      """
      sh -c "$(grep '^  find ' {HOME}/said.txt)"
      """
    Then the exit status is 0
    And the file "~/.local/state/claude-distill" does not exist
    And the file "~/.config/claude-distill" does not exist
    And the file "~/.claude/knowledge.md" contains "# what we learnt"

  Scenario: uninstall takes out what init added and leaves every CLAUDE.md as it was
    Given a private install of claude-distill in this home
    And a file "{WORK}/CLAUDE.md" containing
      """
      # the project's own rules
      """
    When I run "claude-distill init --imports-only"
    And I run "claude-distill init --imports-only --project ."
    Then the file "~/.claude/rules/claude-distill.md" contains "@~/.claude/gotchas.md"
    And the file "~/.claude/CLAUDE.md" does not exist
    And the file "{WORK}/CLAUDE.md" is exactly "# the project's own rules\n"
    When I run "PATH={HOME}/.local/bin claude-distill uninstall"
    Then the exit status is 0
    And the file "~/.claude/rules" does not exist
    And the file "~/.claude/CLAUDE.md" does not exist
    And the file "{WORK}/CLAUDE.md" is exactly "# the project's own rules\n"
    And the file "{WORK}/CLAUDE.md.claude-distill.bak" does not exist
    And the file "~/.claude/knowledge.md" exists
    And the file "{WORK}/.claude/rules/claude-distill/knowledge.md" exists
