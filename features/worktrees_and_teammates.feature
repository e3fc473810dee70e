Feature: one project per repository: worktrees and teammates
  Covers (black box, the installed zipapp and the real Claude Code 2.1.332 through the shim): a
  worktree's lessons are the repository's, they reach the next session in the main checkout and in
  any worktree, even after the worktree they were learned in is removed; two teammates' lesson files
  merge through git with no conflict and a lesson both learned is listed once; a lesson file with
  conflict markers is reported with its lines, not read as empty (docs/adr/0012).

  Background:
    Given the shim folder is first on PATH
    And the real Claude Code is on PATH after the shim
    And a fake model that scripts an error then a fix and answers with a global and a project lesson
    And the working folder is a git repository whose CLAUDE.md the team committed

  Scenario: a lesson learned in a sibling worktree outlives it and reaches the main checkout and a .claude/worktrees/ worktree
    Given a git worktree of the working folder at "../app-wt/fix"
    When I run "claude-distill init --yes --no-schedule"
    And a print-mode session "fix the test env" runs through the shim in "../app-wt/fix"
    And the background work has finished
    And the git worktree at "../app-wt/fix" is removed
    And a git worktree of the working folder is added at ".claude/worktrees/feat"
    And a print-mode session "what is next" runs through the shim in "."
    Then that session's request to the model carries the global and the project lesson
    When a print-mode session "what is next" runs through the shim in ".claude/worktrees/feat"
    Then that session's request to the model carries the global and the project lesson
    When in ".claude/worktrees/feat" I run "claude-distill status --json"
    Then status says ".claude/worktrees/feat" is a linked worktree whose project lessons are the main checkout's and load there
    When in ".claude/worktrees/feat" I run "claude-distill status"
    Then stdout contains "this folder is in a linked worktree"
    And stdout contains "project lessons: {WORK}/.claude/rules/claude-distill/"

  Scenario: two teammates learn in their own clones, commit and merge: no conflict, the shared lesson listed once
    Given Alice and Bob each cloned the team repository into a folder of their own, with a HOME of their own
    When Alice and Bob each learn in a session through the shim in their clone and remember a lesson of their own
    And Alice commits and pushes her lessons, and Bob commits his and pulls
    Then the pull merged with no conflict
    And in Bob's clone the project lessons are the shared one once and both own lessons
    And in Bob's clone "claude-distill entries check" finds no line it cannot read

  Scenario: a lesson file with conflict markers is reported, not read as empty
    Given the project's gotchas.md holds two lessons inside git conflict markers
    When I run "claude-distill entries check"
    Then the exit status is 1
    And stdout contains "gotchas.md:5: git conflict marker `<<<<<<<`"
    When I run "claude-distill entries list --scope project"
    Then stdout contains "Alice's lesson"
    And stdout contains "Bob's lesson"
    And stderr contains "not fully read: line 5: git conflict marker"
    When I run "claude-distill status --json"
    Then status lists the project's gotchas.md as not fully read at line 5
    When I run "claude-distill remember --kind gotcha --scope project 'A third lesson about the build'"
    Then the project's gotchas.md has no conflict marker and holds all three lessons
