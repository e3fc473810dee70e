"""Is a lesson true: its citations found in the session's steps, its fix shown run, its risk."""
