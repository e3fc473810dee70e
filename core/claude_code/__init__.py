"""What Claude Code 2.1.332 does with memory files, as measured on the pinned binary: the markdown lexer, the import scanner, the edit check and the path resolver."""
