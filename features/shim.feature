Feature: the claude shim execs the real binary in place and watches the session from outside
  Covers (black box, the installed zipapp as `claude`): pass-through, wrapping and recording sessions.
  Through a `claude` link to the installed zipapp, invocations that write no
  transcript go straight to the real binary; a session is wrapped: a detached
  watcher records it once claude has exited, however it exited.

  Background:
    Given the shim folder is first on PATH

  Scenario Outline: invocations that write no transcript pass straight through
    Given a stand-in claude that echoes is on PATH after the shim
    When I run "claude <args>"
    Then the exit status is 0
    And stdout contains "args=<args>"
    And stdout contains "argv0={STANDIN_DIR}/claude"
    And no watcher was started

    Examples:
      | args                                 |
      | --version                            |
      | -v                                   |
      | --help                               |
      | -h                                   |
      | mcp list                             |
      | doctor                               |
      | update                               |
      | plugin list                          |
      | --model opus mcp list                |
      | -p --no-session-persistence hi       |

  Scenario: claude --bg passes straight through and only a background follower looks for its job
    Given a stand-in claude that echoes is on PATH after the shim
    When I run "claude --bg do it"
    Then the exit status is 0
    And stdout contains "args=--bg do it"
    And stdout contains "argv0={STANDIN_DIR}/claude"
    When the background work has finished
    Then no session was recorded

  Scenario Outline: the shim stays out of the way when told to, or when nested
    Given a stand-in claude that echoes is on PATH after the shim
    And the environment variable "<name>" is "1"
    When I run "claude hello"
    Then the exit status is 0
    And stdout contains "args=hello"
    And no watcher was started

    Examples:
      | name                   |
      | CLAUDE_DISTILL_DISABLE |
      | CLAUDE_DISTILL_CHILD   |
      | CLAUDE_DISTILL_INSIDE  |
      | CLAUDECODE             |

  Scenario: CLAUDE_DISTILL_INSIDE=1 passes through even in a Claude Code session with analyse_nested on
    Given a stand-in claude that echoes is on PATH after the shim
    And the environment variable "CLAUDE_DISTILL_INSIDE" is "1"
    And the environment variable "CLAUDECODE" is "1"
    And the environment variable "CLAUDE_DISTILL_ANALYSE_NESTED" is "1"
    When I run "claude hello"
    Then the exit status is 0
    And stdout contains "args=hello"
    And no watcher was started

  Scenario: the child sees the loop-break sentinel
    Given a stand-in claude that echoes is on PATH after the shim
    When I run "claude --version"
    Then stdout contains "inside=1"

  Scenario Outline: the environment reaches claude unchanged, with and without a locale
    Given a stand-in claude that echoes is on PATH after the shim
    And the environment variable "LANG" is unset
    And the environment variable "<var>" is "<value>"
    When I run the stand-in through the shim as "claude <args>"
    Then the exit status is 0
    And the stand-in saw the same environment as when run directly, plus the sentinel

    Examples:
      | var     | value       | args      |
      | LC_ALL  | C           | --version |
      | LC_ALL  | C           | hello     |
      | LANG    | C.UTF-8     | --version |
      | LANG    | ko_KR.UTF-8 | hello     |
      | NOTHING | x           | --version |

  Scenario: signal dispositions are a shell's, not the interpreter's
    Given a stand-in claude that echoes is on PATH after the shim
    Then the stand-in saw the signal dispositions of a direct run

  Scenario: resolution never finds the shim itself
    Given a stand-in claude that echoes is on PATH after the shim
    And the shim folder is on PATH twice and through a symlinked folder
    When I run "claude --version"
    Then the exit status is 0
    And stdout contains "argv0={STANDIN_DIR}/claude"

  Scenario Outline: a copy of the shim elsewhere on PATH is skipped, never exec'd back and forth
    Given a stand-in claude that echoes is on PATH after the shim
    And a copy of the installed zipapp named claude is on PATH after the shim
    When I run "timeout 20 claude <args>"
    Then the exit status is 0
    And stdout contains "argv0={STANDIN_DIR}/claude"

    Examples:
      | args      |
      | --version |
      | hello     |

  Scenario: only copies of the shim on PATH is 127 with one line
    Given a copy of the installed zipapp named claude is on PATH after the shim
    When I run "timeout 20 claude hello"
    Then the exit status is 127
    And stderr is one line starting with "claude-distill:"
    And stderr contains "shim itself"

  Scenario: no real claude at all is 127 with one line
    When I run "claude hello"
    Then the exit status is 127
    And stderr is one line starting with "claude-distill:"

  Scenario: a real claude that cannot be run is 126 with one line
    Given a stand-in claude that echoes is on PATH after the shim
    And the stand-in claude is not executable
    When I run "claude hello"
    Then the exit status is 126
    And stderr is one line starting with "claude-distill:"

  Scenario Outline: every ending's exit status is the real binary's own
    Given a stand-in claude that ends is on PATH after the shim
    When I run "claude <how> <what>; exit $?"
    Then the exit status is <status>

    Examples:
      | how  | what | status |
      | exit | 0    | 0      |
      | exit | 1    | 1      |
      | exit | 2    | 2      |
      | exit | 42   | 42     |
      | kill | TERM | 143    |
      | kill | HUP  | 129    |
      | kill | KILL | 137    |

  Scenario Outline: a wrapped session is recorded however claude ends
    Given a stand-in claude that records is on PATH after the shim
    And the environment variable "FAKE_END" is "<end>"
    When I run "claude hello; exit $?"
    Then the exit status is <status>
    When the background work has finished
    Then 1 wrapped session is recorded
    And every recorded hand-off points at a transcript of that session

    Examples:
      | end       | status |
      | exit=0    | 0      |
      | exit=1    | 1      |
      | kill=TERM | 143    |
      | kill=HUP  | 129    |
      | kill=KILL | 137    |

  Scenario: ten levels of nesting through sh -c and make record exactly one session
    Given a stand-in claude that records is on PATH after the shim
    And the environment variable "FAKE_SCRIPT" is "nest=make+-s+-C+{WORK}"
    And a Makefile that runs claude through 10 levels of sh -c and make
    When I run "claude hello"
    Then the exit status is 0
    When the background work has finished
    Then 1 wrapped session is recorded

  Scenario: a nested claude that lost the environment is still not wrapped
    Given a stand-in claude that records is on PATH after the shim
    And the environment variable "FAKE_SCRIPT" is "nest=env+-u+CLAUDE_DISTILL_INSIDE+claude+-p+inner"
    When I run "claude hello"
    Then the exit status is 0
    When the background work has finished
    Then 1 wrapped session is recorded

  Scenario: a $(claude -p …) returns as soon as claude exits, while the watcher still works
    Given a stand-in claude that records is on PATH after the shim
    And the environment variable "FAKE_SCRIPT" is "print=answer"
    And the state store is busy with another writer
    When I run "x=$(claude -p hi); echo "got:$x"; claude-distill wait --timeout 0; echo "pending:$?""
    Then stdout contains "got:answer"
    And stdout contains "pending:1"
    When the other writer lets go of the state store
    And the background work has finished
    Then 1 wrapped session is recorded

  Scenario: a /clear chain in one process hands off every transcript
    Given a stand-in claude that records is on PATH after the shim
    And the environment variable "FAKE_SCRIPT" is "clear quickclear clear"
    When I run "claude hello"
    And the background work has finished
    Then 1 wrapped session is recorded
    And every recorded hand-off points at a transcript of that session

  Scenario: claude-distill wait is immediate when nothing is pending
    When I run "claude-distill wait --timeout 5"
    Then the exit status is 0
    And stderr is empty
