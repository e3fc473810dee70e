Feature: the measurements ADR 0001 and ADR 0003 rest on
  Covers (black box, the installed Claude Code itself): the hook behaviour the ADRs rely on.
  Claude Code's hooks are measured on the installed binary, against the fake API,
  with a settings.json whose hooks log their input (evidence/hooks/measure_hooks.py).
  If a Claude Code release changes any of this, these scenarios fail and the ADRs
  must be revisited.

  Scenario: Stop fires once per turn, SessionEnd once per process
    Given the installed Claude Code with hooks that log their input
    When an interactive Claude Code session answers two prompts and is left with /exit
    Then the hook log shows Stop 2 times and SessionEnd 1 time for that claude process
    And the logged SessionEnd reason is "prompt_input_exit"

  Scenario Outline: no SessionEnd when the session is killed with <signal>
    Given the installed Claude Code with hooks that log their input
    When an interactive Claude Code session is killed with <signal> during its second turn
    Then the hook log shows Stop 1 times and SessionEnd 0 times for that claude process
    And the killed Claude Code exited with status <status>
    And its sessions/<pid>.json is left behind stale

    Examples:
      | signal  | status |
      | SIGKILL | 137    |
      | SIGQUIT | 131    |

  Scenario: SIGTERM still gets a SessionEnd, but the interrupted turn gets no Stop
    Given the installed Claude Code with hooks that log their input
    When an interactive Claude Code session is killed with SIGTERM during its second turn
    Then the hook log shows Stop 1 times and SessionEnd 1 time for that claude process
    And the logged SessionEnd reason is "other"

  Scenario: a slow SessionEnd hook is cancelled after the default budget
    Given the installed Claude Code with hooks that log their input
    When a print-mode session ends with a SessionEnd hook that needs 5 seconds
    Then the SessionEnd hook was signalled within 3 seconds and never finished
    And Claude Code printed "Hook cancelled"

  Scenario: a SessionEnd hook has time enough to start a detached worker
    Given the installed Claude Code with hooks that log their input
    When a print-mode session ends with a SessionEnd hook that starts a detached 4-second worker
    Then the detached worker finished after Claude Code had exited

  Scenario: hooks fire in a claude -p child too, so a hook-based distiller triggers itself
    Given the installed Claude Code with hooks that log their input
    When each SessionEnd hook starts a `claude -p` child, at most 2 generations deep
    Then 3 Claude Code processes fired SessionStart, Stop and SessionEnd hooks

  Scenario: the distiller's own claude -p child, run with --safe-mode, fires no hooks
    Given the installed Claude Code with hooks that log their input
    When a SessionEnd hook starts one `claude -p --safe-mode` child
    Then the child reached the fake API but only the first Claude Code process fired hooks

  Scenario: SIGKILL on the shim kills claude itself; on a spawn-and-wait wrapper it orphans claude
    When a stand-in claude is killed with SIGKILL through the shim and through a spawn-and-wait wrapper
    Then through the shim the stand-in died with status 137 and left no orphan
    And through the spawn-and-wait wrapper the stand-in was left running as an orphan
