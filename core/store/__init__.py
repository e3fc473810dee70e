"""The one SQLite store: every SQL statement of the project lives in this package."""
