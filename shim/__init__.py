"""The `claude` side of the multi-call zipapp.

Everything here runs before the real Claude Code binary starts, so it imports
only what the interpreter has already loaded (os, sys) until it knows it must
wrap a session."""
