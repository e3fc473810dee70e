"""The case tables of the fifty-fourth tracking corpus (written by build_tracking54.py), and its first cases: git
cherry-pick of a merge commit without -m, other branches of a --depth clone that git fetch never brings (the clone
is single-branch), and pytest's --cov options rejected until pytest-cov is installed. The other cases are in
tracking54_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host, port or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script, Makefile target or CI step that runs it, another shell) with no such failure before it; a
  different failure after it does not undo that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t54-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs

API = "/home/dana/src/ledger-api"

_PICK_OK = ("[{branch} {short}] Merge pull request #{pr} from {head}\n Date: {date}\n"
            " {files} files changed, {ins} insertions(+), {dels} deletions(-)")


def _cherry_merge() -> None:
    T.source(
        "s-cherry-merge", API, "2026-02-03T09:12:00Z", "release/2.3",
        user("PR #412 (the invoice rounding fix) was merged to main. Backport it onto release/2.3 please, we cut "
             "2.3.4 this afternoon."),
        ok("git status -sb && git log --oneline --merges -3 origin/main",
           "## release/2.3...origin/release/2.3\n"
           "8c41e7d Merge pull request #412 from dana/fix-invoice-rounding\n"
           "2b90f3a Merge pull request #409 from lee/ci-cache\n"
           "71d5c02 Merge pull request #405 from dana/alembic-0034"),
        err("git cherry-pick 8c41e7d",
            "error: commit 8c41e7d5a90b3f1e42c6d8a7b0e9f3c1d2a4b6e8 is a merge but no -m option was given.\n"
            "fatal: cherry-pick failed", 128),
        say("8c41e7d is the merge commit itself, and git won't guess which parent to diff it against. Parent 1 is "
            "main as it was just before the merge, so `-m 1` replays exactly what the PR brought in."),
        ok("git show --no-patch --format='%P' 8c41e7d",
           "5e7a1c9b3d2f4e6a8c0b1d3f5a7c9e1b2d4f6a8c 0f3b8d2e6a4c1e9b7d5f3a1c8e6b4d2f0a9c7e5b"),
        ok("git cherry-pick -m 1 8c41e7d",
           _PICK_OK.format(branch="release/2.3", short="d41c0a7", pr=412, head="dana/fix-invoice-rounding",
                           date="Mon Feb 2 16:48:05 2026 +0000", files=3, ins=27, dels=6)),
    )
    T.lesson(
        "t54-cherry-pick-merge-needs-mainline", "global", "en", "s-cherry-merge", "tool_quirk",
        "git cherry-pick of a merge commit needs -m 1 (the mainline parent)",
        "`git cherry-pick <merge sha>` stops with `error: commit <sha> is a merge but no -m option was given.` and "
        "`fatal: cherry-pick failed`; nothing is applied.",
        "Backporting a PR that was merged with a merge commit by cherry-picking the sha GitHub shows for the merge, "
        "as if it were an ordinary commit.",
        "A merge commit has two parents, so git cannot tell which side to diff against and refuses to pick it "
        "until the mainline parent is named.",
        "Name the mainline parent: `git cherry-pick -m 1 <merge sha>` (long form `--mainline 1`). Parent 1 is the "
        "branch the PR was merged into, so the pick replays the PR's whole change as one commit. Picking the PR's "
        "own commits instead of the merge also works.",
        ['"git cherry-pick 8c41e7d" failed: "is a merge but no -m option was given."',
         '"git cherry-pick -m 1 8c41e7d" then made "[release/2.3 d41c0a7] Merge pull request #412"'],
    )

    T.later(
        "l-cherry-apply-support", "/home/dana/src/payments-worker", "2026-03-10T10:02:00Z", "support/1.8",
        user("Backport the ACH retry fix (PR #77, merged on main as 1f9c2ab) to support/1.8 and run its tests."),
        ok("git fetch origin && git log --oneline -1 1f9c2ab && git show --no-patch --format='%P' 1f9c2ab",
           "1f9c2ab Merge pull request #77 from raj/ach-retry-backoff\n"
           "9a7c5e3b1d0f2e4c6a8b0d2f4e6a8c0b2d4f6e8a 3e1c5a7b9d0f2e4c6a8b0d2f4e6a8c0b2d4f6e8b"),
        say("1f9c2ab is the merge commit (two parents), so I'll pick it against its first parent, main."),
        ok("git cherry-pick -m 1 1f9c2ab",
           _PICK_OK.format(branch="support/1.8", short="6a0e3d1", pr=77, head="raj/ach-retry-backoff",
                           date="Fri Mar 6 11:20:44 2026 +0000", files=2, ins=14, dels=3)),
        ok("python -m pytest -q tests/test_retry.py", ".......                                                 "
           "                 [100%]\n7 passed in 0.84s"),
    )
    T.pair("t54-cherry-pick-merge-needs-mainline", "l-cherry-apply-support", "applied",
           "The merge commit is picked with -m 1 from the start; no 'is a merge but no -m option' error.")

    T.later(
        "l-cherry-apply-script", API, "2026-04-02T13:40:00Z", "main",
        user("We backport every release fix by hand. Write scripts/backport.sh <release-branch> <merge-sha>... that "
             "picks GitHub merge commits onto the branch and pushes it, then use it for #447 (6e1b2f9) onto "
             "release/2.4."),
        write(f"{API}/scripts/backport.sh",
              "#!/usr/bin/env bash\n# Backport merged PRs (their merge commits) onto a release branch.\n"
              "set -euo pipefail\nbranch=$1; shift\ngit fetch origin\ngit switch \"$branch\"\n"
              "git pull --ff-only\nfor sha in \"$@\"; do\n"
              "  # a merge commit: replay it against its first parent, the branch it was merged into\n"
              "  git cherry-pick -x --mainline 1 \"$sha\"\ndone\ngit push origin \"$branch\"\n"),
        ok("chmod +x scripts/backport.sh && ./scripts/backport.sh release/2.4 6e1b2f9",
           "Switched to branch 'release/2.4'\nYour branch is up to date with 'origin/release/2.4'.\n"
           "Already up to date.\n[release/2.4 51be7c2] Merge pull request #447 from lee/statement-export\n"
           " Date: Tue Mar 31 09:12:40 2026 +0000\n 4 files changed, 61 insertions(+), 12 deletions(-)\n"
           "To github.com:ledgerco/ledger-api.git\n   3a0d9f1..51be7c2  release/2.4 -> release/2.4"),
    )
    T.pair("t54-cherry-pick-merge-needs-mainline", "l-cherry-apply-script", "applied",
           "The script it runs picks the merge with --mainline 1 (the long form); no merge/-m error.")

    T.later(
        "l-cherry-recur-hotfix", API, "2026-03-19T15:05:00Z", "release/2.4",
        user("Pick the FX rate fix (#431) onto release/2.4, it's 9d2f6b0 on main."),
        err("git cherry-pick 9d2f6b0",
            "error: commit 9d2f6b0e1c7a4b3d5f8e2a6c0b9d1f3e5a7c4b2d is a merge but no -m option was given.\n"
            "fatal: cherry-pick failed", 128),
        say("That's the merge commit; picking it relative to main (parent 1)."),
        ok("git cherry-pick -m 1 9d2f6b0",
           _PICK_OK.format(branch="release/2.4", short="0c4e8a2", pr=431, head="raj/fx-rate-cache",
                           date="Tue Mar 17 09:12:40 2026 +0000", files=4, ins=61, dels=12)),
    )
    T.pair("t54-cherry-pick-merge-needs-mainline", "l-cherry-recur-hotfix", "recurred",
           "git cherry-pick of the #431 merge commit fails again with 'is a merge but no -m option was given'.")

    T.later(
        "l-cherry-recur-range", "/home/dana/src/notify-service", "2026-04-14T08:50:00Z", "release/0.9",
        user("Bring everything from a71c3e2 up to the templating merge e5b04d9 onto release/0.9."),
        err("git cherry-pick a71c3e2..e5b04d9",
            "[release/0.9 2c8d1f4] Add template cache\n Date: Thu Apr 9 10:02:13 2026 +0000\n"
            " 1 file changed, 22 insertions(+)\n"
            "error: commit e5b04d97c1a3f5e2b4d6c8a0f1e3b5d7c9a2e4f6 is a merge but no -m option was given.\n"
            "fatal: cherry-pick failed", 128),
        say("The range ends on a merge commit; the first commit went in, the merge stopped the sequence. I'll "
            "leave the sequencer and pick the merge against its first parent."),
        ok("git cherry-pick --quit && git cherry-pick -m 1 e5b04d9",
           _PICK_OK.format(branch="release/0.9", short="7f3a9d0", pr=58, head="lee/templating",
                           date="Fri Apr 10 16:30:01 2026 +0000", files=5, ins=140, dels=37)),
    )
    T.pair("t54-cherry-pick-merge-needs-mainline", "l-cherry-recur-range", "recurred",
           "A range ending on a merge commit stops with the same 'is a merge but no -m option was given' error.")

    T.later(
        "l-cherry-neither-conflict", API, "2026-03-25T11:15:00Z", "release/2.3",
        user("Also pick 47ab2e1 (the VAT quantize commit) onto release/2.3."),
        err("git cherry-pick 47ab2e1",
            "Auto-merging ledger/invoices/totals.py\n"
            "CONFLICT (content): Merge conflict in ledger/invoices/totals.py\n"
            "error: could not apply 47ab2e1... Use Decimal quantize for VAT lines\n"
            "hint: After resolving the conflicts, mark them with\n"
            "hint: \"git add/rm <pathspec>\", then run\nhint: \"git cherry-pick --continue\".\n"
            "hint: You can instead skip this commit with \"git cherry-pick --skip\".\n"
            "hint: To abort and get back to the state before \"git cherry-pick\",\n"
            "hint: run \"git cherry-pick --abort\".\n"
            "hint: Disable this message with \"git config advice.mergeConflict false\"", 1),
        edit(f"{API}/ledger/invoices/totals.py",
             "<<<<<<< HEAD\n    vat = line.net * rate\n=======\n"
             "    vat = (line.net * rate).quantize(CENT, ROUND_HALF_UP)\n>>>>>>> 47ab2e1 (Use Decimal quantize for "
             "VAT lines)\n",
             "    vat = (line.net * rate).quantize(CENT, ROUND_HALF_UP)\n"),
        ok("git add ledger/invoices/totals.py && git cherry-pick --continue --no-edit",
           "[release/2.3 a9e27c4] Use Decimal quantize for VAT lines\n Date: Mon Mar 23 14:01:55 2026 +0000\n"
           " 1 file changed, 1 insertion(+), 1 deletion(-)"),
    )
    T.pair("t54-cherry-pick-merge-needs-mainline", "l-cherry-neither-conflict", "neither",
           "An ordinary commit hits a content conflict: another cherry-pick error, no merge commit, no -m.")

    T.later(
        "l-cherry-neither-plain", "/home/dana/src/payments-worker", "2026-04-20T10:35:00Z", "support/1.8",
        user("Also take Raj's one-line timeout bump (c2d7e41, a plain commit on main) onto support/1.8."),
        ok("git cherry-pick -x c2d7e41",
           "[support/1.8 8b3f0d5] Raise ACH gateway timeout to 20s\n Date: Fri Apr 17 08:02:51 2026 +0000\n"
           " 1 file changed, 1 insertion(+), 1 deletion(-)"),
    )
    T.pair("t54-cherry-pick-merge-needs-mainline", "l-cherry-neither-plain", "neither",
           "git cherry-pick of an ordinary commit: the fix's program for something else, no merge, no -m.")

    T.later(
        "l-cherry-before", API, "2026-01-27T16:20:00Z", "release/2.2",
        user("Backport #398 (merge a3c6e0f on main) to release/2.2."),
        err("git cherry-pick a3c6e0f",
            "error: commit a3c6e0f2b8d4c1e7f9a0b3d5e6c8f1a2b4d7e9c0 is a merge but no -m option was given.\n"
            "fatal: cherry-pick failed", 128),
        ok("git cherry-pick -m 1 a3c6e0f",
           _PICK_OK.format(branch="release/2.2", short="e02d7b9", pr=398, head="lee/pagination-cursor",
                           date="Mon Jan 26 10:44:19 2026 +0000", files=2, ins=33, dels=9)),
    )
    T.pair("t54-cherry-pick-merge-needs-mainline", "l-cherry-before", "neither",
           "Dated before the lesson's source session (it holds the same error and fix, but earlier).")


REVIEW = "/home/dana/tmp/ledger-api-review"


def _shallow_branch() -> None:
    T.source(
        "s-shallow-branch", REVIEW, "2026-02-04T14:30:00Z", "main",
        user("I cloned ledger-api shallow into ~/tmp/ledger-api-review to look at Raj's branch "
             "feature/ledger-export. Check it out there."),
        err("git checkout feature/ledger-export",
            "error: pathspec 'feature/ledger-export' did not match any file(s) known to git", 1),
        ok("git fetch origin && git branch -r", "  origin/HEAD -> origin/main\n  origin/main"),
        say("The fetch brought nothing and only origin/main exists. A --depth clone is single-branch, so the "
            "remote's fetch refspec only covers main:"),
        ok("git config --get-all remote.origin.fetch && git rev-parse --is-shallow-repository",
           "+refs/heads/main:refs/remotes/origin/main\ntrue"),
        ok("git remote set-branches origin '*' && git fetch --depth 1 origin feature/ledger-export && "
           "git switch feature/ledger-export",
           "From github.com:ledgerco/ledger-api\n"
           " * [new branch]      feature/ledger-export -> origin/feature/ledger-export\n"
           "branch 'feature/ledger-export' set up to track 'origin/feature/ledger-export'.\n"
           "Switched to a new branch 'feature/ledger-export'"),
    )
    T.lesson(
        "t54-shallow-clone-single-branch", "global", "en", "s-shallow-branch", "tool_quirk",
        "A --depth clone is single-branch: other branches need git remote set-branches before a fetch sees them",
        "`git checkout <branch>` fails with `error: pathspec '<branch>' did not match any file(s) known to git` "
        "(git switch: `fatal: invalid reference: <branch>`) although the branch exists on the remote, and "
        "`git fetch origin` brings nothing: `git branch -r` lists only origin/main.",
        "Assuming `git fetch` (or `git fetch --unshallow`) makes the remote's other branches visible in a clone "
        "made with `--depth 1`.",
        "`git clone --depth` implies `--single-branch`, so remote.origin.fetch is "
        "`+refs/heads/main:refs/remotes/origin/main` and no other branch is ever fetched.",
        "Widen the refspec, then fetch and switch: `git remote set-branches origin '*'` (or "
        "`git remote set-branches --add origin <branch>` for one branch), `git fetch --depth 1 origin <branch>`, "
        "`git switch <branch>`.",
        ['"git checkout feature/ledger-export" failed: "did not match any file(s) known to git"',
         '"git config --get-all remote.origin.fetch" showed "+refs/heads/main:refs/remotes/origin/main"',
         '"git remote set-branches origin \'*\'" and a fetch, then "Switched to a new branch"'],
    )

    T.later(
        "l-shallow-apply-add", "/home/dana/tmp/payments-worker-ci", "2026-03-05T09:20:00Z", "main",
        user("This is a --depth 1 clone from the CI cache. Get release/1.9 into it and give me the diffstat "
             "against main."),
        say("A depth-1 clone only tracks main, so I'll add release/1.9 to the remote's branches before fetching."),
        ok("git remote set-branches --add origin release/1.9 && git fetch --depth 50 origin release/1.9 && "
           "git switch release/1.9",
           "From github.com:ledgerco/payments-worker\n"
           " * [new branch]      release/1.9 -> origin/release/1.9\n"
           "branch 'release/1.9' set up to track 'origin/release/1.9'.\nSwitched to a new branch 'release/1.9'"),
        ok("git diff --stat main..release/1.9 | tail -1", " 14 files changed, 302 insertions(+), 88 deletions(-)"),
    )
    T.pair("t54-shallow-clone-single-branch", "l-shallow-apply-add", "applied",
           "set-branches --add before the fetch in a depth-1 clone; the branch switches with no pathspec error.")

    T.later(
        "l-shallow-apply-make", API, "2026-04-08T10:10:00Z", "main",
        user("Add a make target that checks out a branch into a throwaway shallow clone in /tmp/review and runs the "
             "tests there, then try it on feature/fx-rates."),
        read(f"{API}/Makefile", "REPO ?= git@github.com:ledgerco/ledger-api.git\n\n.PHONY: test lint\n"
                                "test:\n\tpython -m pytest -q\nlint:\n\truff check .\n"),
        edit(f"{API}/Makefile", ".PHONY: test lint\n", ".PHONY: test lint review-branch\n\n"
             "# a --depth clone is single-branch: widen the refspec before fetching BRANCH\n"
             "review-branch:\n\trm -rf /tmp/review && git clone -q --depth 1 $(REPO) /tmp/review\n"
             "\tcd /tmp/review && git remote set-branches origin '*' && "
             "git fetch -q --depth 1 origin $(BRANCH) && git switch $(BRANCH)\n"
             "\tcd /tmp/review && python -m pytest -q\n"),
        ok("make review-branch BRANCH=feature/fx-rates",
           "rm -rf /tmp/review && git clone -q --depth 1 git@github.com:ledgerco/ledger-api.git /tmp/review\n"
           "cd /tmp/review && git remote set-branches origin '*' && git fetch -q --depth 1 origin feature/fx-rates "
           "&& git switch feature/fx-rates\nbranch 'feature/fx-rates' set up to track 'origin/feature/fx-rates'.\n"
           "Switched to a new branch 'feature/fx-rates'\ncd /tmp/review && python -m pytest -q\n"
           "........................................................................ [ 58%]\n"
           "....................................................                     [100%]\n"
           "124 passed in 7.02s"),
    )
    T.pair("t54-shallow-clone-single-branch", "l-shallow-apply-make", "applied",
           "The new make target widens the refspec with set-branches in the shallow clone; the switch works.")

    T.later(
        "l-shallow-recur-clone", "/home/dana/tmp", "2026-03-12T17:05:00Z", "HEAD",
        user("Make a quick shallow clone of notify-service here and check out hotfix/smtp-timeout."),
        ok("git clone --depth 1 git@github.com:ledgerco/notify-service.git && git -C notify-service log --oneline -1",
           "Cloning into 'notify-service'...\n4b7e0c2 Merge pull request #63 from lee/retry-jitter"),
        err("cd notify-service && git switch hotfix/smtp-timeout", "fatal: invalid reference: hotfix/smtp-timeout",
            128),
        say("Depth clones are single-branch; widening the refspec for that branch."),
        ok("cd notify-service && git remote set-branches --add origin hotfix/smtp-timeout && "
           "git fetch --depth 1 origin hotfix/smtp-timeout && git switch hotfix/smtp-timeout",
           "From github.com:ledgerco/notify-service\n"
           " * [new branch]      hotfix/smtp-timeout -> origin/hotfix/smtp-timeout\n"
           "branch 'hotfix/smtp-timeout' set up to track 'origin/hotfix/smtp-timeout'.\n"
           "Switched to a new branch 'hotfix/smtp-timeout'"),
    )
    T.pair("t54-shallow-clone-single-branch", "l-shallow-recur-clone", "recurred",
           "git switch of a remote branch in a fresh --depth 1 clone fails with 'invalid reference' again.")

    T.later(
        "l-shallow-recur-unshallow", "/home/dana/tmp/payments-worker-ci", "2026-04-21T15:45:00Z", "release/1.9",
        user("In the CI-cache clone of payments-worker, switch to release/2.0 now; unshallow it if you need "
             "history."),
        err("git checkout release/2.0",
            "error: pathspec 'release/2.0' did not match any file(s) known to git", 1),
        ok("git fetch --unshallow origin && git branch -r",
           "remote: Enumerating objects: 18422, done.\nremote: Total 18422 (delta 11021), reused 18109 (delta 10815)\n"
           "Receiving objects: 100% (18422/18422), 9.41 MiB | 11.20 MiB/s, done.\n"
           "Resolving deltas: 100% (11021/11021), done.\n"
           "  origin/HEAD -> origin/main\n  origin/main\n  origin/release/1.9"),
        err("git checkout release/2.0",
            "error: pathspec 'release/2.0' did not match any file(s) known to git", 1),
        say("--unshallow deepened history but the refspec still lists only main and release/1.9."),
        ok("git remote set-branches --add origin release/2.0 && git fetch origin release/2.0 && "
           "git checkout release/2.0",
           "From github.com:ledgerco/payments-worker\n * [new branch]      release/2.0 -> origin/release/2.0\n"
           "branch 'release/2.0' set up to track 'origin/release/2.0'.\nSwitched to a new branch 'release/2.0'"),
    )
    T.pair("t54-shallow-clone-single-branch", "l-shallow-recur-unshallow", "recurred",
           "Checking out a remote branch in the CI clone fails with the pathspec error, even after --unshallow.")

    T.later(
        "l-shallow-neither-typo", API, "2026-03-17T09:30:00Z", "main",
        user("Check out Raj's export branch, I want to run it locally."),
        err("git checkout feature/leger-export",
            "error: pathspec 'feature/leger-export' did not match any file(s) known to git", 1),
        ok("git branch -r | grep export", "  origin/feature/ledger-export"),
        say("Typo on my side: it's ledger, not leger."),
        ok("git checkout feature/ledger-export",
           "branch 'feature/ledger-export' set up to track 'origin/feature/ledger-export'.\n"
           "Switched to a new branch 'feature/ledger-export'"),
    )
    T.pair("t54-shallow-clone-single-branch", "l-shallow-neither-typo", "neither",
           "Same pathspec error from a misspelt branch name in a full clone; no shallow single-branch refspec.")

    T.later(
        "l-shallow-neither-dirty", API, "2026-03-27T14:00:00Z", "main",
        user("Switch to release/2.4, I need to check something there."),
        err("git switch release/2.4",
            "error: Your local changes to the following files would be overwritten by checkout:\n"
            "\tledger/settings.py\nPlease commit your changes or stash them before you switch branches.\nAborting",
            1),
        ok("git stash push -m wip-settings && git switch release/2.4",
           "Saved working directory and index state On main: wip-settings\nSwitched to branch 'release/2.4'\n"
           "Your branch is up to date with 'origin/release/2.4'."),
    )
    T.pair("t54-shallow-clone-single-branch", "l-shallow-neither-dirty", "neither",
           "git switch refuses over local changes: another error from git, nothing about a shallow clone.")

    T.later(
        "l-shallow-before", "/home/dana/tmp/ledger-api-ci", "2026-01-29T11:00:00Z", "main",
        user("In this shallow CI clone, get release/2.2 too."),
        ok("git remote set-branches --add origin release/2.2 && git fetch --depth 1 origin release/2.2 && "
           "git switch release/2.2",
           "From github.com:ledgerco/ledger-api\n * [new branch]      release/2.2 -> origin/release/2.2\n"
           "branch 'release/2.2' set up to track 'origin/release/2.2'.\nSwitched to a new branch 'release/2.2'"),
    )
    T.pair("t54-shallow-clone-single-branch", "l-shallow-before", "neither",
           "Dated before the lesson's source session, so neither whatever it holds.")


_COV_USAGE = ("ERROR: usage: __main__.py [options] [file_or_dir] [file_or_dir] [...]\n"
              "__main__.py: error: unrecognized arguments: {args}\n  inifile: {root}/pyproject.toml\n"
              "  rootdir: {root}\n")


def _pytest_cov() -> None:
    T.source(
        "s-pytest-cov", API, "2026-02-05T10:05:00Z", "main",
        user("Fresh venv on the new laptop. Can you get the test suite running? I made .venv from requirements.txt."),
        err(".venv/bin/python -m pytest -q",
            _COV_USAGE.format(args="--cov=ledger --cov-report=term-missing", root=API), 4),
        ok("grep -n 'cov' pyproject.toml requirements*.txt",
           "pyproject.toml:41:addopts = \"--cov=ledger --cov-report=term-missing\"\n"
           "requirements-dev.txt:3:pytest-cov==5.0.0"),
        say("The addopts in pyproject.toml pass --cov on every run, and --cov only exists once the pytest-cov "
            "plugin is installed. It's pinned in requirements-dev.txt, which this venv never got."),
        ok(".venv/bin/pip install -q -r requirements-dev.txt && .venv/bin/python -m pytest -q",
           "........................................................................ [ 61%]\n"
           ".............................................                            [100%]\n\n"
           "---------- coverage: platform linux, python 3.12.8-final-0 -----------\n"
           "Name                         Stmts   Miss  Cover   Missing\n"
           "----------------------------------------------------------\n"
           "TOTAL                         1842    131    93%\n\n117 passed in 6.41s"),
    )
    T.lesson(
        "t54-pytest-cov-options-need-plugin", "global", "en", "s-pytest-cov", "env_setup",
        "pytest's --cov options fail with 'unrecognized arguments' until pytest-cov is installed",
        "pytest exits 4 before collecting anything: `error: unrecognized arguments: --cov=ledger "
        "--cov-report=term-missing`, naming the inifile whose addopts hold them.",
        "Making a venv from requirements.txt only while pyproject's addopts put --cov on every pytest run; the "
        "error reads like a typo in the command, not a missing package.",
        "--cov and --cov-report are registered by the pytest-cov plugin; without it in the same environment, "
        "pytest's argument parser rejects them.",
        "Install pytest-cov into the environment that runs pytest: `pip install pytest-cov`, or the dev "
        "requirements / dev extra that pin it (`pip install -r requirements-dev.txt`, `pip install -e '.[dev]'`, "
        "`uv add --dev pytest-cov`, a tox deps line).",
        ['".venv/bin/python -m pytest -q" failed: "unrecognized arguments: --cov=ledger --cov-report=term-missing"',
         '"requirements-dev.txt:3:pytest-cov==5.0.0"',
         '".venv/bin/pip install -q -r requirements-dev.txt" then "117 passed"'],
    )

    inv = "/home/dana/src/invoice-pdf"
    T.later(
        "l-cov-apply-devextra", inv, "2026-03-03T08:45:00Z", "main",
        user("Set up a venv for invoice-pdf and run the tests."),
        ok("grep -n 'addopts\\|pytest-cov' pyproject.toml",
           "38:    \"pytest-cov>=5\",\n52:addopts = \"--cov=invoice_pdf --cov-report=term-missing -q\""),
        say("addopts uses --cov, so the venv needs pytest-cov too; it's in the dev extra."),
        ok("python3.12 -m venv .venv && .venv/bin/pip install -q -e '.[dev]' && .venv/bin/pip show pytest-cov | "
           "head -2", "Name: pytest-cov\nVersion: 5.0.0"),
        ok(".venv/bin/python -m pytest",
           "................................................                         [100%]\n\n"
           "---------- coverage: platform linux, python 3.12.8-final-0 -----------\n"
           "TOTAL                          611     40    93%\n\n48 passed in 2.10s"),
    )
    T.pair("t54-pytest-cov-options-need-plugin", "l-cov-apply-devextra", "applied",
           "Installs the dev extra with pytest-cov before the first pytest run; no 'unrecognized arguments'.")

    T.later(
        "l-cov-apply-tox", API, "2026-04-09T16:20:00Z", "main",
        user("Add a tox env 'cov' that runs the suite with a coverage.xml for Sonar, and run it."),
        write(f"{API}/tox.ini",
              "[tox]\nenv_list = py312, cov\n\n[testenv]\ndeps =\n    -r requirements.txt\n"
              "    -r requirements-dev.txt\n"
              "commands = pytest -q\n\n[testenv:cov]\n"
              "deps =\n    -r requirements.txt\n    pytest\n    pytest-cov==5.0.0\n"
              "commands = pytest -q --cov=ledger --cov-report=xml:coverage.xml\n"),
        ok("tox -e cov",
           "cov: install_deps> python -I -m pip install pytest pytest-cov==5.0.0 -r requirements.txt\n"
           "cov: commands[0]> pytest -q --cov=ledger --cov-report=xml:coverage.xml\n"
           "........................................................................ [ 58%]\n"
           "....................................................                     [100%]\n\n"
           "---------- coverage: platform linux, python 3.12.8-final-0 -----------\n"
           "Coverage XML written to file coverage.xml\n\n124 passed in 7.88s\n"
           "  cov: OK (19.40=setup[11.12]+cmd[8.28] seconds)\n  congratulations :) (19.52 seconds)"),
    )
    T.pair("t54-pytest-cov-options-need-plugin", "l-cov-apply-tox", "applied",
           "The tox env's deps line installs pytest-cov before its --cov run; the run passes.")

    T.later(
        "l-cov-recur-docker", API, "2026-03-13T11:30:00Z", "main",
        user("Run the tests inside the api image the way CI does."),
        err("docker compose -f deploy/compose.yaml -f deploy/compose.override.yaml run --rm api python -m pytest -q",
            "[+] Creating 1/0\n ✔ Container deploy-db-1  Running                                     0.0s\n"
            + _COV_USAGE.format(args="--cov=ledger --cov-report=term-missing", root="/app"), 4),
        say("The api image installs requirements.txt only, so pytest-cov is missing in the container."),
        ok("docker compose -f deploy/compose.yaml -f deploy/compose.override.yaml run --rm api "
           "sh -c 'pip install -q pytest-cov==5.0.0 && python -m pytest -q'",
           "[+] Creating 1/0\n ✔ Container deploy-db-1  Running                                     0.0s\n"
           "........................................................................ [ 58%]\n"
           "....................................................                     [100%]\n\n"
           "---------- coverage: platform linux, python 3.12.8-final-0 -----------\n"
           "TOTAL                         1911    140    93%\n\n124 passed in 8.30s"),
    )
    T.pair("t54-pytest-cov-options-need-plugin", "l-cov-recur-docker", "recurred",
           "pytest in the api container fails with 'unrecognized arguments: --cov=ledger' (no pytest-cov there).")

    T.later(
        "l-cov-recur-windows", "C:\\Users\\dana\\src\\invoice-pdf", "2026-04-16T07:55:00Z", "main",
        user("On my Windows box the tests won't start. The venv is there already."),
        err("powershell -NoProfile -Command \".venv\\Scripts\\python.exe -m pytest\"",
            "ERROR: usage: __main__.py [options] [file_or_dir] [file_or_dir] [...]\n"
            "__main__.py: error: unrecognized arguments: --cov=invoice_pdf --cov-report=term-missing\n"
            "  inifile: C:\\Users\\dana\\src\\invoice-pdf\\pyproject.toml\n"
            "  rootdir: C:\\Users\\dana\\src\\invoice-pdf\n", 4),
        ok("powershell -NoProfile -Command \".venv\\Scripts\\python.exe -m pip install -q -e '.[dev]'; "
           ".venv\\Scripts\\python.exe -m pytest\"",
           "................................................                         [100%]\n\n"
           "---------- coverage: platform win32, python 3.12.8-final-0 -----------\n"
           "TOTAL                          611     40    93%\n\n48 passed in 3.02s"),
    )
    T.pair("t54-pytest-cov-options-need-plugin", "l-cov-recur-windows", "recurred",
           "In PowerShell on Windows the venv lacks pytest-cov and pytest rejects --cov=invoice_pdf again.")

    T.later(
        "l-cov-neither-xdist", API, "2026-03-20T10:40:00Z", "main",
        user("The suite is getting slow, try running it in parallel."),
        err(".venv/bin/python -m pytest -q -n auto",
            _COV_USAGE.format(args="-n", root=API), 4),
        say("-n comes from pytest-xdist, which isn't installed."),
        ok(".venv/bin/pip install -q pytest-xdist && .venv/bin/python -m pytest -q -n auto",
           "8 workers [124 items]\n"
           "........................................................................ [ 58%]\n"
           "....................................................                     [100%]\n\n"
           "---------- coverage: platform linux, python 3.12.8-final-0 -----------\n"
           "TOTAL                         1911    140    93%\n\n124 passed in 2.91s"),
    )
    T.pair("t54-pytest-cov-options-need-plugin", "l-cov-neither-xdist", "neither",
           "The rejected option is -n (pytest-xdist missing); --cov works, pytest-cov is already there.")

    T.later(
        "l-cov-neither-quoted", API, "2026-04-23T09:05:00Z", "main",
        user("Yesterday's nightly on the old runner died with `__main__.py: error: unrecognized arguments: "
             "--cov=ledger --cov-report=term-missing`. That runner is gone, don't run anything; just make the "
             "nightly workflow install what it needs."),
        read(f"{API}/.github/workflows/nightly.yml",
             "      - run: pip install -r requirements.txt\n      - run: python -m pytest -q\n"),
        edit(f"{API}/.github/workflows/nightly.yml", "      - run: pip install -r requirements.txt\n",
             "      - run: pip install -r requirements.txt -r requirements-dev.txt\n"),
        say("The nightly now installs requirements-dev.txt (which pins pytest-cov) before pytest."),
    )
    T.pair("t54-pytest-cov-options-need-plugin", "l-cov-neither-quoted", "neither",
           "The error is only quoted and the fix only written into a workflow file that is not run here.")

    T.later(
        "l-cov-before", API, "2026-01-22T13:10:00Z", "main",
        user("Run the tests in the fresh venv I just made."),
        err(".venv/bin/python -m pytest -q",
            _COV_USAGE.format(args="--cov=ledger --cov-report=term-missing", root=API), 4),
        ok(".venv/bin/pip install -q pytest-cov && .venv/bin/python -m pytest -q",
           "........................................................................ [ 64%]\n"
           "........................................                                 [100%]\n\n"
           "---------- coverage: platform linux, python 3.12.8-final-0 -----------\n"
           "TOTAL                         1790    129    93%\n\n112 passed in 6.02s"),
    )
    T.pair("t54-pytest-cov-options-need-plugin", "l-cov-before", "neither",
           "Dated before the lesson's source session (the same failure, but earlier), so neither.")


FILLS = [_cherry_merge, _shallow_branch, _pytest_cov]
