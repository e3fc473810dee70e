"""The cases of the twenty-first tracking corpus, part one (gh pr create with no TTY, winget's source agreements),
and the tables every part fills. Parts _b … _g hold the other lessons.

Written by someone who had not read the product's tracking code, the bench or the earlier corpora's lessons,
cases and labels. Each source session `s-*` is scripted so the lesson's failing call and its fix call really
are in it (the fix is the last call and it passes). The later sessions `l-*` are labelled from their own text,
before anything judged them, by these rules:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with other
  names: another target, file, plugin, style, context, key path or version number; shown by a call), whatever
  follows it: a recurrence that is then fixed is still `recurred`, not `applied`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way the
  lesson names: a short flag for a long one, an environment variable for a flag, a config file or profile that
  the tool then reads, another wrapper such as pnpm exec for npx) with no such failure before it; a different
  failure after it does not undo that;
- neither: everything else: work on the same tool with no such failure and no fix, a different error from the
  same tool, the lesson's trap used instead of its fix, the fix's program or command run for something that is
  not the fix (after an unrelated failure), the fix only written into a document and never run, and any session
  dated before the lesson's source session, whatever it holds.

Pairs without an honest single label are left out."""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t21-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def bash(command: str, output: str, error: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", command, output, error)


# ---------------------------------------------------------------- a: gh pr create needs its text without a TTY

GH_NOTTY = ("must provide `--title` and `--body` (or `--fill` or `fill-first` or `--fillverbose`) when not running "
            "interactively\n\nUsage:  gh pr create [flags]\n\nFlags:\n  -a, --assignee login       Assign people by "
            "their login. Use \"@me\" to self-assign.\n  -B, --base branch          The branch into which you want "
            "your code merged\n  -b, --body string          Body for the pull request\n  -F, --body-file file       "
            "Read body text from file (use \"-\" to read from standard input)\n  -d, --draft                Mark pull "
            "request as a draft\n  -f, --fill                 Use commit info for title and body\n  -t, --title string "
            "        Title for the pull request")


def gh_made(branch: str, base: str, repo: str, number: int) -> str:
    return (f"\nCreating pull request for {branch} into {base} in {repo}\n\n"
            f"https://github.com/{repo}/pull/{number}")


def lesson_a() -> None:
    T.source("s-gh-notty", "/Users/dana/code/ledger-api", "2025-09-02T14:05:00Z", "feat/csv-export",
             ("user", "Push the branch and open a PR against main for the CSV export."),
             bash("git push -u origin feat/csv-export",
                  "To github.com:dana-k/ledger-api.git\n * [new branch]      feat/csv-export -> feat/csv-export\n"
                  "branch 'feat/csv-export' set up to track 'origin/feat/csv-export'."),
             bash("gh pr create --base main", GH_NOTTY, True),
             ("say", "gh wants to prompt for the title and body, and this shell has no terminal for it to prompt "
                     "in. I'll give it both on the command line."),
             bash('gh pr create --base main --title "Add CSV export for ledger entries" --body "Adds GET '
                  '/entries.csv with the same filters as /entries; streams rows so large exports stay flat in '
                  'memory."', gh_made("feat/csv-export", "main", "dana-k/ledger-api", 87)))
    T.lesson("t21-gh-pr-notty", "global", "en", "s-gh-notty", "tool_quirk",
             "gh pr create refuses to run from an agent's shell unless the title and body are on the command line",
             "`gh pr create --base main` exited at once with `when not running interactively` and opened no pull "
             "request.",
             "Expecting gh to open its prompts or editor for the title and body, as it does in a terminal.",
             "The tool's shell has no TTY, so gh cannot prompt; rather than invent a title it stops and asks for "
             "the text as flags.",
             "Give gh the text every time: `gh pr create --base <base> --title <title> --body <body>` (short "
             "`-t`/`-b`, or `-F <file>` for a body file), or `--fill` to take both from the branch's commits.",
             ["`gh pr create --base main`", "`when not running interactively`",
              '`gh pr create --base main --title "Add CSV export for ledger entries"`'])


def later_a() -> None:
    T.later("l-gh-fill", "/Users/dana/code/ledger-api", "2025-10-03T09:12:00Z", "fix/rounding-half-even",
            ("user", "Open a PR for the rounding fix, the commit messages say it all."),
            bash("git push -u origin fix/rounding-half-even",
                 "To github.com:dana-k/ledger-api.git\n * [new branch]      fix/rounding-half-even -> "
                 "fix/rounding-half-even\nbranch 'fix/rounding-half-even' set up to track "
                 "'origin/fix/rounding-half-even'."),
            bash("gh pr create --fill --base main", gh_made("fix/rounding-half-even", "main", "dana-k/ledger-api", 93)),
            ("say", "PR #93 is open with the title and body taken from the two commits."))
    T.pair("t21-gh-pr-notty", "l-gh-fill", "applied", "gh pr create --fill: the text comes from the commits, no "
           "prompt needed, no failure first")
    T.later("l-gh-short-flags", "/Users/dana/code/ledger-web", "2025-10-09T16:40:00Z", "feat/dark-mode",
            ("user", "Write a proper PR description to a file, open the PR against main, then turn on auto-merge."),
            ("write", "/tmp/pr-body-dark-mode.md",
             "## What\nA dark mode toggle in Settings, stored per user.\n\n## How to test\n1. Settings > Appearance\n"
             "2. Flip the toggle and reload\n"),
            bash('gh pr create -t "Dark mode toggle in settings" -F /tmp/pr-body-dark-mode.md -B main',
                 gh_made("feat/dark-mode", "main", "dana-k/ledger-web", 41)),
            bash("gh pr merge 41 --auto --squash",
                 "GraphQL: Pull request Auto merge is not allowed for this repository (enablePullRequestAutoMerge)",
                 True),
            ("say", "The PR is open (#41), but auto-merge is disabled in this repository's settings, so it will "
                    "need a manual merge after review."))
    T.pair("t21-gh-pr-notty", "l-gh-short-flags", "applied", "gh pr create -t … -F <file>: the short title flag and "
           "a body file, no TTY failure; the later auto-merge refusal is another failure")
    T.later("l-gh-draft-develop", "/Users/dana/code/ledger-api", "2025-10-15T11:02:00Z", "chore/bump-go-1.25",
            ("user", "Open a draft PR against develop for the Go bump."),
            bash("gh pr create --draft --base develop", GH_NOTTY, True),
            ("say", "Same as before: no terminal, so gh needs the title and body as flags."),
            bash('gh pr create --draft --base develop --title "Bump Go to 1.25" --body "go.mod, the Dockerfile '
                 'base image and the CI matrix."', gh_made("chore/bump-go-1.25", "develop", "dana-k/ledger-api", 95)))
    T.pair("t21-gh-pr-notty", "l-gh-draft-develop", "recurred", "gh pr create --draft --base develop failed again "
           "with 'when not running interactively' before the title/body were added")
    later_a2()


def later_a2() -> None:
    T.later("l-gh-review", "/Users/dana/code/ledger-api", "2025-10-20T13:30:00Z", "main",
            ("user", "Check out PR 96, run the tests and approve it if they pass."),
            bash("gh pr checkout 96", "From github.com:dana-k/ledger-api\n * [new ref]         refs/pull/96/head -> "
                 "feat/statement-pdf\nSwitched to branch 'feat/statement-pdf'"),
            bash("go test ./...", "ok  \tgithub.com/dana-k/ledger-api/internal/entries\t0.412s\n"
                 "ok  \tgithub.com/dana-k/ledger-api/internal/statement\t1.087s\n"
                 "?   \tgithub.com/dana-k/ledger-api/cmd/ledger\t[no test files]"),
            bash('gh pr review 96 --approve --body "Tests pass locally; LGTM."',
                 "✓ Approved pull request dana-k/ledger-api#96"))
    T.pair("t21-gh-pr-notty", "l-gh-review", "neither", "gh used to check out and review a PR; no pr create, no "
           "TTY failure")
    T.later("l-gh-auth", "/Users/dana/code", "2025-10-24T08:05:00Z", "HEAD",
            ("user", "New laptop. Clone ledger-api and get the tests running."),
            bash("gh repo clone dana-k/ledger-api",
                 "To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN "
                 "environment variable with a GitHub API authentication token.", True),
            bash("gh auth login --with-token < ~/Downloads/gh-token.txt && gh auth status",
                 "github.com\n  ✓ Logged in to github.com account dana-k (keyring)\n  - Active account: true\n"
                 "  - Git operations protocol: https"),
            bash("gh repo clone dana-k/ledger-api && cd ledger-api && go test ./...",
                 "Cloning into 'ledger-api'...\nok  \tgithub.com/dana-k/ledger-api/internal/entries\t0.398s\n"
                 "ok  \tgithub.com/dana-k/ledger-api/internal/statement\t1.120s"))
    T.pair("t21-gh-pr-notty", "l-gh-auth", "neither", "a gh authentication failure on a new machine, a different "
           "error; no pull request is created")
    T.later("l-gh-before", "/Users/dana/code/ledger-api", "2025-08-21T10:00:00Z", "feat/entries-filter",
            ("user", "Open the PR for the entries filter."),
            bash("gh pr create --fill --base main", gh_made("feat/entries-filter", "main", "dana-k/ledger-api", 71)))
    T.pair("t21-gh-pr-notty", "l-gh-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- b: winget's source agreements in a script

WINGET_AGREE = ("The `msstore` source requires that you view the following agreements before using.\n"
                "Terms of Transaction: https://aka.ms/microsoft-store-terms-of-transaction\n"
                "The source requires the current machine's 2-letter geographic region to be sent to the backend "
                "service to function properly (ex. \"US\").\n\nDo you agree to all the source agreements terms?\n"
                "[Y] Yes  [N] No: \nOne or more of the source agreements were not agreed to. The operation was "
                "cancelled. Please accept the source agreements or remove the corresponding sources.")


def winget_ok(name: str, pid: str, version: str) -> str:
    return (f"Found {name} [{pid}] Version {version}\nThis application is licensed to you by its owner.\n"
            "Microsoft is not responsible for, nor does it grant any licenses to, third-party packages.\n"
            "Downloading https://github.com/…/installer.exe\n  ██████████████████████████████  8.21 MB / 8.21 MB\n"
            "Successfully verified installer hash\nStarting package install...\nSuccessfully installed")


WG = "--accept-source-agreements --accept-package-agreements"


def lesson_b() -> None:
    T.source("s-winget-agree", "C:\\Users\\mehmet\\src\\tally-desktop", "2025-09-04T08:30:00Z", "chore/dev-setup",
             ("user", "Set this machine up for the packaging script: it needs Git LFS and 7-Zip."),
             bash("winget install --id GitHub.GitLFS -e", WINGET_AGREE, True),
             ("say", "winget stopped at the msstore source's agreement prompt; nothing can answer it from this "
                     "shell, so it cancelled. The agreements can be accepted with flags."),
             bash(f"winget install --id GitHub.GitLFS -e {WG}", winget_ok("Git LFS", "GitHub.GitLFS", "3.7.0")),
             bash(f"winget install --id 7zip.7zip -e {WG}", winget_ok("7-Zip", "7zip.7zip", "25.01")))
    T.lesson("t21-winget-agreements", "global", "en", "s-winget-agree", "env_setup",
             "winget cancels installs from a script when the msstore source agreements were never accepted",
             "`winget install --id GitHub.GitLFS -e` printed the msstore agreement prompt and then `One or more of "
             "the source agreements were not agreed to`; nothing was installed.",
             "Retrying, or blaming the package id; the prompt cannot be answered from a non-interactive shell.",
             "winget asks once per user for the msstore source's terms; with no console to answer, it treats the "
             "prompt as declined and cancels the whole operation.",
             "Accept the agreements in the command itself: add `--accept-source-agreements` (and "
             "`--accept-package-agreements` for install, upgrade and import) to every winget call made from a "
             "script or an agent.",
             ["`winget install --id GitHub.GitLFS -e`",
              "`One or more of the source agreements were not agreed to. The operation was cancelled.`",
              "`winget install --id GitHub.GitLFS -e --accept-source-agreements --accept-package-agreements`"])


BOOTSTRAP = f"""$ErrorActionPreference = 'Stop'
$tools = @('Git.Git', 'GitHub.GitLFS', '7zip.7zip', 'WiXToolset.WiXToolset')
foreach ($id in $tools) {{
    winget install --id $id -e --silent {WG}
}}
"""


def later_b() -> None:
    T.later("l-winget-upgrade", "C:\\Users\\mehmet\\src\\tally-desktop", "2025-10-02T07:50:00Z", "main",
            ("user", "Update everything winget manages on this box before I cut the release build."),
            bash(f"winget upgrade --all --silent {WG}",
                 "Name           Id              Version  Available Source\n--------------------------------------"
                 "-------------------\nGit LFS        GitHub.GitLFS   3.7.0    3.7.1     winget\n7-Zip          "
                 "7zip.7zip       25.01    25.02     winget\n2 upgrades available.\n\n(1/2) Found Git LFS [GitHub.GitLFS] "
                 "Version 3.7.1\nSuccessfully installed\n(2/2) Found 7-Zip [7zip.7zip] Version 25.02\n"
                 "Successfully installed"))
    T.pair("t21-winget-agreements", "l-winget-upgrade", "applied", "winget upgrade --all with both accept flags, no "
           "agreement failure")
    T.later("l-winget-script", "C:\\Users\\mehmet\\src\\tally-desktop", "2025-10-11T12:15:00Z", "chore/bootstrap",
            ("user", "Turn the dev setup into a script in scripts/ so the new hire can run it."),
            ("write", "C:\\Users\\mehmet\\src\\tally-desktop\\scripts\\bootstrap.ps1", BOOTSTRAP),
            bash("powershell -NoProfile -ExecutionPolicy Bypass -File .\\scripts\\bootstrap.ps1",
                 "Found Git [Git.Git] Version 2.51.0\nSuccessfully installed\nFound Git LFS [GitHub.GitLFS] Version "
                 "3.7.1\nSuccessfully installed\nFound 7-Zip [7zip.7zip] Version 25.02\nSuccessfully installed\n"
                 "Found WiX Toolset v3 [WiXToolset.WiXToolset] Version 3.14.1.8722\nSuccessfully installed"))
    T.pair("t21-winget-agreements", "l-winget-script", "applied", "the bootstrap script it wrote runs winget install "
           "with --accept-source-agreements --accept-package-agreements; no agreement failure")
    T.later("l-winget-cmake", "C:\\Users\\mehmet\\src\\tally-core", "2025-10-18T15:20:00Z", "feat/native-sync",
            ("user", "The native sync module needs CMake and Ninja; install them and configure the build."),
            bash("winget install --id Kitware.CMake -e", WINGET_AGREE, True),
            ("say", "The msstore agreements again; accepting them on the command line."),
            bash(f"winget install --id Kitware.CMake -e {WG} && winget install --id Ninja-build.Ninja -e {WG}",
                 winget_ok("CMake", "Kitware.CMake", "4.1.1") + "\n" + winget_ok("Ninja", "Ninja-build.Ninja",
                                                                                  "1.13.1")),
            bash("cmake -S native -B build -G Ninja", "-- The CXX compiler identification is MSVC 19.44.35211.0\n"
                 "-- Configuring done (3.1s)\n-- Generating done (0.1s)\n-- Build files have been written to: "
                 "C:/Users/mehmet/src/tally-core/build"))
    T.pair("t21-winget-agreements", "l-winget-cmake", "recurred", "winget install --id Kitware.CMake hit the same "
           "'source agreements were not agreed to' cancellation before the flags were added")
    later_b2()


def later_b2() -> None:
    T.later("l-winget-python", "C:\\Users\\mehmet\\src\\tally-desktop", "2025-10-25T09:40:00Z", "main",
            ("user", "Install Python 3.12 with winget for the release notes generator."),
            bash(f"winget install --id Python.Python.3.12 -e {WG}",
                 "Found Python 3.12 [Python.Python.3.12] Version 3.12.10\nThis application is licensed to you by its "
                 "owner.\nSuccessfully verified installer hash\nStarting package install...\nInstaller failed with "
                 "exit code: 1638\nAnother version of this product is already installed.", True),
            bash("winget list --id Python.Python.3.12",
                 "Name              Id                 Version  Source\n-------------------------------------------"
                 "-----------\nPython 3.12.6 (64-bit) Python.Python.3.12 3.12.6   winget"),
            ("say", "3.12.6 is already installed from an earlier MSI, which is why the installer refused; that is "
                    "recent enough for the generator."))
    T.pair("t21-winget-agreements", "l-winget-python", "applied", "winget install carried both accept flags and got "
           "past the sources; the installer's 1638 exit is another failure after the fix")
    T.later("l-winget-search", "C:\\Users\\mehmet\\src\\tally-desktop", "2025-10-28T14:00:00Z", "main",
            ("user", "Is Docker Desktop available through winget? Don't install it, just find the id."),
            bash("winget search dockerdesktop", "No package found matching input criteria.", True),
            bash('winget search "Docker Desktop"',
                 "Name           Id                    Version Source\n---------------------------------------------"
                 "---------\nDocker Desktop Docker.DockerDesktop  4.46.0  winget"),
            ("say", "The id is Docker.DockerDesktop (version 4.46.0 in the winget source)."))
    T.pair("t21-winget-agreements", "l-winget-search", "neither", "winget search with a wrong query ('No package "
           "found'), a different error; no agreement prompt and no accept flags")
    T.later("l-winget-before", "C:\\Users\\mehmet\\src\\tally-desktop", "2025-08-28T10:10:00Z", "main",
            ("user", "Install Git on this machine."),
            bash(f"winget install --id Git.Git -e {WG}", winget_ok("Git", "Git.Git", "2.50.1")))
    T.pair("t21-winget-agreements", "l-winget-before", "neither", "dated before the lesson's source session")
