"""claude-distill core: everything that is not the `claude` pass-through.

Pure functions live in modules named for what they compute; I/O stays at the
edges (cli, commands, state, safefile)."""
