"""The forty-sixth tracking corpus: writes tests/truth/tracking46_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking46_cases.py and its parts _b … _e) and tracking46_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking46_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking46`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-sixth tracking corpus (sudo in front of a command whose > or >> redirection the unprivileged shell "
         "opens (sudo tee -a / sudo sh -c, a make target; over ssh into a Pi and in zsh; a sudo with no terminal "
         "and a script run without sudo are other cases), Cargo before 1.85 on a crate published with edition = "
         "\"2024\" (rustup update stable / rust-toolchain.toml / a newer rust image; a CI script and a Dockerfile; "
         "a rust-version requirement is another error), systemd's 203/EXEC for a script with no #! line (a shebang "
         "/ ExecStart naming the interpreter; a python script and a user unit over ssh; a missing execute bit and "
         "217/USER are other causes), find_package for a Qt or OpenCV installed under its own prefix "
         "(-DCMAKE_PREFIX_PATH / the env var in fish / a preset's cacheVariables; PowerShell on Windows; Qt not "
         "installed at all is another cause), Yarn Berry taking a stray ~/package.json as the project root (an "
         "empty yarn.lock / New-Item in PowerShell / the stray files removed; YN0028 is another error), Python on "
         "Windows reading UTF-8 files in the ANSI code page (PYTHONUTF8=1 in PowerShell and cmd / -X utf8 in a "
         ".bat / setx; cp949 and pytest; a cp949 file on Linux is another cause), npm ci under NODE_ENV=production "
         "leaving out the build's devDependencies (--include=dev / npm_config_include=dev; a CI script and an "
         "alpine image; nothing installed yet and an out-of-sync lock file are other cases), Homebrew refusing "
         "/opt/homebrew from a shell under Rosetta 2 (arch -arm64 brew / arch -arm64 zsh; brew bundle through make; "
         "the Intel prefix on ARM is another error), git over HTTP/2 cut off by a proxy with curl 92 "
         "(http.version HTTP/1.1 through git config, git -c in a script and .gitconfig; push and a CI fetch; HTTP "
         "413 and a full disk are other causes, a Korean lesson), sed's s command broken by a slash in the "
         "replacement (| or # as the delimiter; a CI script, BSD sed on macOS and a make rule; unterminated `s' "
         "is another error), cron's short PATH (a prose-only fix: a PATH line in the crontab or absolute paths; "
         "node from nvm and restic over ssh; a missing execute bit is another cause), docker exec -it with no "
         "terminal (-i alone / docker compose exec -T; docker run -it from cron and a make target over ssh; "
         "kubectl's TTY warning is another tool), GitHub SSH from a network blocking port 22 (ssh.github.com:443 "
         "in ~/.ssh/config or the remote URL; PowerShell and gitlab.com; publickey and DNS failures are other "
         "causes, a Korean lesson), PostgreSQL's server-side COPY of a client's file (psql's \\copy / COPY FROM "
         "STDIN / a make target; COPY TO and over ssh; the pg_read_server_files error is another error, a Korean "
         "lesson), and literal $ in compose.yaml values eaten by interpolation (a prose-only fix: $$; Grafana and "
         "a deploy over ssh; a genuinely unset variable is another cause)); see tests/truth/build_tracking46.py.")


_PARTS = ("tracking46_cases", "tracking46_cases_b", "tracking46_cases_c", "tracking46_cases_d", "tracking46_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking46", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
