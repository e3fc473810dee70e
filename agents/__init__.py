"""What the agent CLIs keep on this machine, read with the standard library only so both the shim and core can use it: the real binary past the shim on PATH, Claude Code's background jobs."""
