"""The knowledge files on disk: where they live, writing lessons into them, making them load (rules folders, repository files, worktrees) and curating them."""
