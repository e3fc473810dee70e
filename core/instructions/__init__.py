"""Is a lesson safe to load: instructions planted in what a session read, and advice to run fetched code, are held
for a person, never written where the next session loads them (issue 3: safe by construction)."""
