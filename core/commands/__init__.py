"""One module per `claude-distill` command (discovered by core.cli)."""
