"""The twenty-eighth tracking corpus's cases, part one: the shared tables and helpers, and the lessons on BSD sed's
`-i` on macOS, `tar -z` on an xz archive and xargs on names with quotes (parts _b … _f hold the rest).

Labelling rules (every pair was labelled by them from the session text, before anything judged it, each with a
one-line reason):
  - recurred: the lesson's failure comes back in the later session — the same error from the same cause, with
    other names (another branch, path, module, package, host, version), shown by a call in the session, whatever
    follows it. A recurrence that the session then fixes is still `recurred`.
  - applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way that
    the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
    reads, a script that runs it) with no such failure before it. A different failure after it (or from the same
    call, for another reason) does not undo that.
  - neither: everything else — the fix's program run for something else, the fix only written into a document,
    a different error from the same tool, the failure quoted by the person but not re-run, a session where neither
    the failure nor the fix happens — and any session dated before the lesson's source session, whatever it holds.
  - A pair without an honest single label is left out of the corpus.

Written by a helper that had not read the product's tracking code, the bench or the earlier corpora's lessons,
cases and labels.
"""
from __future__ import annotations

from typing import Any, Callable

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t28-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def u(text: str) -> tuple[str, str]:
    return ("user", text)


def say(text: str) -> tuple[str, str]:
    return ("say", text)


def b(command: str, output: str, code: int = 0) -> tuple[Any, ...]:
    """A Bash call; a non-zero `code` makes it a failed call whose result starts with the exit code."""
    if code:
        return ("bash", command, f"Exit code {code}\n{output}", True)
    return ("bash", command, output, False)


def edit(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def write(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


# --- BSD sed -i on macOS (zsh) --------------------------------------------------------------------------------

def sed_source() -> None:
    T.source("s-sed-macos", "/Users/mina/code/ledger-api", "2025-10-06T09:12:00Z", "chore/bump-version",
             u("bump the version to 2.4.0 in the Makefile, I'm on my mac (zsh)"),
             b("grep -n 'VERSION' Makefile", "3:VERSION ?= 2.3.1\n41:\t@echo $(VERSION)"),
             b("sed -i 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile",
               'sed: 1: "Makefile": invalid command code M', 1),
             say("macOS ships BSD sed: its `-i` always takes the next argument as the backup suffix, so the "
                 "script became the suffix and `Makefile` was parsed as the script. Passing an explicit empty "
                 "suffix."),
             b("sed -i '' 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile && grep -n 'VERSION' Makefile",
               "3:VERSION ?= 2.4.0\n41:\t@echo $(VERSION)"))
    T.lesson("t28-bsd-sed-inplace", "global", "en", "s-sed-macos", "tool_quirk",
             "BSD sed on macOS needs an explicit backup suffix after -i",
             "On macOS `sed -i 's/old/new/' Makefile` exits 1 with `sed: 1: \"Makefile\": invalid command code M` "
             "and the file is untouched.",
             "The GNU spelling `sed -i 's/…/…/' file` works on Linux and in CI, and the error names the file, "
             "not the flag, so it looks like a problem with the script or the file.",
             "macOS ships BSD sed, whose `-i` always consumes the next argument as the backup extension: the "
             "script is taken as the suffix and the file name is parsed as the sed script.",
             "Give BSD sed its suffix explicitly: `sed -i '' 's/old/new/' file` (empty, no backup) or "
             "`sed -i.bak 's/old/new/' file`; or install GNU sed (`brew install gnu-sed`) and run `gsed -i`.",
             ["`sed -i 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile` failed with \"invalid command code M\"",
              "`sed -i '' 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile` then worked: \"3:VERSION ?= 2.4.0\""])


def sed_later() -> None:
    T.later("l-sed-readme-mac", "/Users/mina/code/billing-web", "2025-10-15T10:02:00Z", "release/1.8",
            u("update the install snippet in README.md from 1.7.9 to 1.8.0"),
            b("sed -i 's/billing-web@1.7.9/billing-web@1.8.0/g' README.md",
              'sed: 1: "README.md": invalid command code R', 1),
            say("BSD sed again wants a suffix after -i."),
            b("sed -i '' 's/billing-web@1.7.9/billing-web@1.8.0/g' README.md && grep -c '1.8.0' README.md", "3"))
    T.later("l-sed-find-mac", "/Users/theo/infra/charts", "2025-10-22T15:40:00Z", "feat/api-v2-image",
            u("switch every manifest under manifests/ from image tag v1 to v2 (macOS, zsh)"),
            b("find manifests -name '*.yaml' -exec sed -i 's/api:v1/api:v2/' {} +",
              'sed: 1: "manifests/api.yaml": invalid command code m', 1),
            say("That sed treated the first file name as its script. I'll do it with perl instead."),
            b("find manifests -name '*.yaml' -exec perl -pi -e 's/api:v1/api:v2/' {} + && "
              "grep -rc 'api:v2' manifests", "manifests/api.yaml:1\nmanifests/worker.yaml:1"))
    T.later("l-sed-bak-mac", "/Users/mina/code/ledger-api", "2025-10-28T08:30:00Z", "chore/staging-host",
            u("point config/settings.ini at the new staging DB host db-stg-2"),
            b("sed -i.bak 's/db-stg-1/db-stg-2/' config/settings.ini && rm config/settings.ini.bak && "
              "grep -n 'host' config/settings.ini", "4:host = db-stg-2.internal"))
    T.later("l-sed-gsed-mac", "/Users/ren/work/docs-portal", "2025-11-04T13:15:00Z", "docs/rename-product",
            u("rename 'Acme Cloud' to 'Acme Platform' in all the docs pages"),
            b("brew list gnu-sed >/dev/null 2>&1 || brew install gnu-sed", "==> Pouring gnu-sed--4.9.arm64_sonoma"
              ".bottle.tar.gz\n==> Caveats\nGNU \"sed\" has been installed as \"gsed\"."),
            b("gsed -i 's/Acme Cloud/Acme Platform/g' docs/*.md && grep -l 'Acme Platform' docs/*.md | wc -l",
              "      17"))
    T.later("l-sed-print-mac", "/Users/mina/code/ledger-api", "2025-11-06T09:50:00Z", "fix/make-help",
            u("what does the help target in the Makefile print?"),
            b("sed -n '38,46p' Makefile", "help:\n\t@echo 'targets: build test lint release'\n\t@echo $(VERSION)"),
            say("`make help` prints the target list and the version."))
    T.later("l-sed-regex-mac", "/Users/ren/work/docs-portal", "2025-11-12T16:20:00Z", "docs/anchors",
            u("show me the headings that have a version in them"),
            b("sed -E -n '/^#+ .*(v[0-9]+/p' docs/changelog.md",
              'sed: 1: "/^#+ .*(v[0-9]+/p": RE error: parentheses not balanced', 1),
            b("grep -nE '^#+ .*v[0-9]+' docs/changelog.md", "3:## v3.2.0\n19:## v3.1.4"))
    T.later("l-sed-linux-ci", "/home/runner/work/ledger-api/ledger-api", "2025-11-18T11:05:00Z", "ci/version-stamp",
            u("the CI job on ubuntu should stamp the build number into version.txt"),
            b("sed -i \"s/BUILD=.*/BUILD=${GITHUB_RUN_NUMBER:-812}/\" version.txt && cat version.txt",
              "VERSION=2.4.0\nBUILD=812"))
    T.pair("t28-bsd-sed-inplace", "l-sed-readme-mac", "recurred",
           "`sed -i 's/…/' README.md` on macOS fails with \"invalid command code R\" again; the `-i ''` fix comes after")
    T.pair("t28-bsd-sed-inplace", "l-sed-find-mac", "recurred",
           "sed -i without a suffix via find -exec on macOS reads the file name as the script again")
    T.pair("t28-bsd-sed-inplace", "l-sed-bak-mac", "applied", "`sed -i.bak …` is the suffix spelling the lesson names")
    T.pair("t28-bsd-sed-inplace", "l-sed-gsed-mac", "applied", "GNU sed installed and run as `gsed -i`, as the lesson says")
    T.pair("t28-bsd-sed-inplace", "l-sed-print-mac", "neither", "sed only prints lines (-n); no -i, no failure")
    T.pair("t28-bsd-sed-inplace", "l-sed-regex-mac", "neither",
           "a different BSD sed error (unbalanced parentheses in the regex), no -i involved")
    T.pair("t28-bsd-sed-inplace", "l-sed-linux-ci", "neither",
           "GNU sed on Linux: `sed -i` without suffix works there; neither the failure nor the fix")


# --- tar -z on an xz archive (bash, fish) ---------------------------------------------------------------------

TAR_GZIP_FAIL = "gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now"


def tar_source() -> None:
    T.source("s-tar-xz", "/home/devon/toolchains", "2025-10-06T14:00:00Z", "main",
             u("grab the node 22.11 linux x64 tarball and unpack it under ~/toolchains"),
             b("curl -fsSLO https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.xz && "
               "ls -la node-v22.11.0-linux-x64.tar.xz",
               "-rw-r--r-- 1 devon devon 29163568 Oct  6 14:01 node-v22.11.0-linux-x64.tar.xz"),
             b("tar -xzf node-v22.11.0-linux-x64.tar.xz", TAR_GZIP_FAIL, 2),
             say("The archive is xz-compressed; `-z` forces gzip. Using the xz flag instead."),
             b("tar -xJf node-v22.11.0-linux-x64.tar.xz && ./node-v22.11.0-linux-x64/bin/node --version",
               "v22.11.0"))
    T.lesson("t28-tar-xz-z", "global", "en", "s-tar-xz", "tool_quirk",
             "tar -z on a .tar.xz archive fails with 'not in gzip format'",
             "`tar -xzf node-v22.11.0-linux-x64.tar.xz` prints `gzip: stdin: not in gzip format` and "
             "`tar: Child returned status 1`, and nothing is extracted.",
             "`-xzf` is muscle memory from .tar.gz downloads; the message blames gzip, which makes the download look "
             "corrupt.",
             "`-z` tells tar to pipe the archive through gzip whatever it really is; an xz (or zstd) archive is "
             "not gzip.",
             "Use the flag of the real compression — `tar -xJf file.tar.xz` (long: `--xz`), `--zstd` for .tar.zst "
             "— or give none: GNU tar detects the compression itself when extracting, so `tar -xf file` works for "
             "all of them.",
             ["`tar -xzf node-v22.11.0-linux-x64.tar.xz` failed: \"gzip: stdin: not in gzip format\"",
              "`tar -xJf node-v22.11.0-linux-x64.tar.xz` then worked and node printed \"v22.11.0\""])


def tar_later() -> None:
    T.later("l-tar-zig-fish", "/home/ola/bin", "2025-10-16T19:10:00Z", "main",
            u("I use fish. install zig 0.13 from the official tarball into ~/bin/zig"),
            b("curl -fsSLO https://ziglang.org/download/0.13.0/zig-linux-x86_64-0.13.0.tar.xz; and "
              "tar -xzf zig-linux-x86_64-0.13.0.tar.xz", TAR_GZIP_FAIL, 2),
            b("tar -xf zig-linux-x86_64-0.13.0.tar.xz; and mv zig-linux-x86_64-0.13.0 zig; and ./zig/zig version",
              "0.13.0"))
    T.later("l-tar-backup-zst", "/srv/restore", "2025-10-24T07:45:00Z", "HEAD",
            u("restore yesterday's uploads backup into /srv/restore/uploads"),
            b("ls -lh /backups/uploads-2025-10-23.tar.zst",
              "-rw-r----- 1 backup backup 1.2G Oct 24 02:00 /backups/uploads-2025-10-23.tar.zst"),
            b("tar -xzvf /backups/uploads-2025-10-23.tar.zst -C /srv/restore/uploads", TAR_GZIP_FAIL, 2),
            say("The backup job writes zstd archives now; the restore needs a different tool, I'll ask ops "
                "which zstd is installed on this host."))
    T.later("l-tar-python-src", "/home/devon/src", "2025-10-30T12:00:00Z", "main",
            u("build python 3.13.0 from source in ~/src"),
            b("curl -fsSLO https://www.python.org/ftp/python/3.13.0/Python-3.13.0.tar.xz && "
              "tar --xz -xf Python-3.13.0.tar.xz && ls Python-3.13.0 | head -n 3", "Doc\nGrammar\nInclude"),
            b("cd Python-3.13.0 && ./configure --prefix=$HOME/.local/py313 >/dev/null && make -j8 >/dev/null "
              "&& echo built", "built"))
    T.later("l-tar-shellcheck", "/home/ops/tools", "2025-11-08T10:20:00Z", "main",
            u("put shellcheck 0.10 on this box, no apt please"),
            b("curl -fsSLO https://github.com/koalaman/shellcheck/releases/download/v0.10.0/"
              "shellcheck-v0.10.0.linux.x86_64.tar.xz && tar -xf shellcheck-v0.10.0.linux.x86_64.tar.xz "
              "&& ./shellcheck-v0.10.0/shellcheck --version | head -n 2",
              "ShellCheck - shell script analysis tool\nversion: 0.10.0"))
    T.later("l-tar-create-release", "/home/devon/projects/cli-tool", "2025-11-10T17:30:00Z", "release/0.9.0",
            u("package dist/ into a release tarball"),
            b("tar -czf cli-tool-0.9.0-linux-amd64.tar.gz -C dist . && tar -tzf cli-tool-0.9.0-linux-amd64.tar.gz",
              "./\n./cli-tool\n./LICENSE\n./README.md"))
    T.later("l-tar-readme-quote", "/home/devon/projects/cli-tool", "2025-11-14T09:05:00Z", "docs/install",
            u("a teammate unpacking our xz release got `gzip: stdin: not in gzip format` from `tar -xzf`. "
              "fix the install section of the README so people stop copying -z"),
            edit("/home/devon/projects/cli-tool/README.md",
                 "tar -xzf cli-tool-linux-amd64.tar.xz", "tar -xJf cli-tool-linux-amd64.tar.xz"),
            say("The README now tells people to extract with `tar -xJf`."))
    T.later("l-tar-perm", "/home/kim/site", "2025-11-20T14:40:00Z", "main",
            u("unpack the site backup into /srv/www"),
            b("tar -xzf site-backup.tar.gz -C /srv/www",
              "tar: ./index.html: Cannot open: Permission denied\ntar: Exiting with failure status due to "
              "previous errors", 2),
            b("sudo tar -xzf site-backup.tar.gz -C /srv/www && ls /srv/www | head -n 2", "assets\nindex.html"))
    T.pair("t28-tar-xz-z", "l-tar-zig-fish", "recurred",
           "`tar -xzf` on another .tar.xz (zig) fails with the gzip error again; `tar -xf` only after it")
    T.pair("t28-tar-xz-z", "l-tar-backup-zst", "recurred",
           "`tar -xzvf` on a .tar.zst backup: the same forced-gzip failure with another archive, never fixed")
    T.pair("t28-tar-xz-z", "l-tar-python-src", "applied", "a .tar.xz extracted with `--xz -xf`, the long spelling of -J")
    T.pair("t28-tar-xz-z", "l-tar-shellcheck", "applied", "a .tar.xz extracted with plain `tar -xf`, as the lesson says")
    T.pair("t28-tar-xz-z", "l-tar-create-release", "neither", "tar only creates and lists a gzip archive")
    T.pair("t28-tar-xz-z", "l-tar-readme-quote", "neither",
           "the failure is only quoted and the fix only written into the README; no tar call runs")
    T.pair("t28-tar-xz-z", "l-tar-perm", "neither", "a different tar error (permission denied) on a real .tar.gz")


# --- xargs on names with quotes (bash, zsh, fish) -------------------------------------------------------------

XARGS_QUOTE = "xargs: unmatched single quote; by default quotes are special to xargs unless you use the -0 option"


def xargs_source() -> None:
    T.source("s-xargs-quotes", "/home/ana/notes-site", "2025-10-07T08:40:00Z", "content/audit",
             u("count the lines of every markdown file under content/"),
             b("find content -name '*.md' | xargs wc -l",
               f"   112 content/about.md\n   640 content/posts/hello-world.md\n{XARGS_QUOTE}", 1),
             b("find content -name \"*'*\"", "content/posts/what's-new-in-v2.md"),
             say("One file name has an apostrophe, which xargs reads as an opening quote. Passing the names "
                 "NUL-separated instead."),
             b("find content -name '*.md' -print0 | xargs -0 wc -l | tail -n 1", "  4187 total"))
    T.lesson("t28-xargs-quotes", "global", "en", "s-xargs-quotes", "tool_quirk",
             "xargs stops at a file name with an apostrophe unless names are NUL-separated",
             "`find content -name '*.md' | xargs wc -l` stops part-way with `xargs: unmatched single quote; by "
             "default quotes are special to xargs unless you use the -0 option` and exit code 1.",
             "It works for months until someone adds a file such as `what's-new-in-v2.md`; the partial output "
             "above the error hides that files were skipped.",
             "Without -0, xargs splits its input on blanks and interprets quotes and backslashes in it, so an "
             "apostrophe in a name opens a quote that never closes.",
             "Pass the names NUL-separated: `find … -print0 | xargs -0 …` (long: `xargs --null`), or let find run "
             "the command itself with `find … -exec cmd {} +`.",
             [f"`find content -name '*.md' | xargs wc -l` failed: \"{XARGS_QUOTE}\"",
              "`find content -name '*.md' -print0 | xargs -0 wc -l | tail -n 1` then printed \"4187 total\""])


def xargs_later() -> None:
    T.later("l-xargs-photos-zsh", "/Users/lisa/Pictures/export", "2025-10-17T20:10:00Z", "HEAD",
            u("how much space do the jpgs in here take, one line per file (zsh on my mac)"),
            b("find . -name '*.jpg' | xargs -n1 du -h", f"2.1M\t./IMG_0012.jpg\n{XARGS_QUOTE}", 1),
            b("find . -name '*.jpg' -print0 | xargs -0 -n1 du -h | sort -h | tail -n 2",
              "6.4M\t./Lisa's birthday 03.jpg\n7.0M\t./Lisa's birthday 01.jpg"))
    T.later("l-xargs-gzip-csv", "/home/ana/etl", "2025-10-23T06:30:00Z", "chore/compress-raw",
            u("gzip all the raw csv exports under data/raw"),
            b("find data/raw -name '*.csv' | xargs gzip", XARGS_QUOTE, 1),
            say("One of the exports is named `o'brien-accounts.csv`. Shall I rename it before compressing?"))
    T.later("l-xargs-logs-clean", "/var/log/myapp", "2025-10-27T23:00:00Z", "HEAD",
            u("delete rotated logs older than 14 days"),
            b("find . -type f -name '*.log.*' -mtime +14 -print0 | xargs -0 rm -f && find . -type f | wc -l",
              "9"))
    T.later("l-xargs-exec-ts", "/home/ana/notes-site", "2025-11-03T10:10:00Z", "refactor/search",
            u("how many lines of typescript are in src?"),
            b("find src -name '*.ts' -exec wc -l {} + | tail -n 1", "  2311 total"))
    T.later("l-xargs-fish-png", "/home/jo/game/assets", "2025-11-09T18:45:00Z", "art/compress",
            u("optimise all the pngs under sprites/ (I'm in fish)"),
            b("find sprites -name '*.png' -print0 | xargs --null optipng -quiet -o2; and echo done", "done"))
    T.later("l-xargs-parallel", "/home/ana/bench", "2025-11-15T12:00:00Z", "perf/runs",
            u("run the bench script for seeds 1..4 in parallel"),
            b("seq 1 4 | xargs -n1 -P4 ./bench.sh",
              "seed=2 ops/s=1834\nseed=1 ops/s=1851\nseed=4 ops/s=1790\nseed=3 ops/s=1822"))
    T.later("l-xargs-missing-cmd", "/home/ana/notes-site", "2025-11-21T09:30:00Z", "ci/lint-scripts",
            u("lint all the shell scripts"),
            b("find scripts -name '*.sh' | xargs shellcheck", "xargs: shellcheck: No such file or directory", 127),
            say("shellcheck isn't installed on this machine."))
    T.pair("t28-xargs-quotes", "l-xargs-photos-zsh", "recurred",
           "xargs hits the unmatched single quote on another name (Lisa's birthday) before the -print0/-0 fix")
    T.pair("t28-xargs-quotes", "l-xargs-gzip-csv", "recurred",
           "`find … | xargs gzip` stops on o'brien-accounts.csv with the same xargs quote error")
    T.pair("t28-xargs-quotes", "l-xargs-logs-clean", "applied", "`find -print0 | xargs -0` used with no failure before")
    T.pair("t28-xargs-quotes", "l-xargs-exec-ts", "applied", "`find … -exec wc -l {} +`, the lesson's other spelling")
    T.pair("t28-xargs-quotes", "l-xargs-fish-png", "applied", "`-print0 | xargs --null`, the long form of -0")
    T.pair("t28-xargs-quotes", "l-xargs-parallel", "neither", "xargs run on numbers from seq; no names, no -0, no failure")
    T.pair("t28-xargs-quotes", "l-xargs-missing-cmd", "neither", "a different xargs error: the command is not installed")


FILLS: list[Callable[[], None]] = [sed_source, sed_later, tar_source, tar_later, xargs_source, xargs_later]
