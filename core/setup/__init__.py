"""Setting up the machine: the shim on PATH, shell start-up files, IDE settings, Claude Code hooks, the schedule, the install manifest."""
