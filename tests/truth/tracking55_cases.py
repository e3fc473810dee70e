"""The case tables of the fifty-fifth tracking corpus (written by build_tracking55.py), and its first cases: git
worktree add refusing a branch already checked out in another worktree, git push refused by a non-bare remote's
checked-out branch (receive.denyCurrentBranch updateInstead), and a credential.helper still naming the removed
manager-core helper of Git Credential Manager. The other cases are in tracking55_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host, resource or version), shown by a call there,
  whatever follows it; a recurrence that is then fixed is still `recurred`;
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

from tests.truth.tracking_tables import CaseTables, edit, err, ok, say, user, write

T = CaseTables("t55-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs

LEDGER = "/home/dev/src/ledger"
HUB = "/home/dev/src/sensorhub"
WIN = "C:\\Users\\jkim\\src"

_PUSH_REFUSED = (
    "remote: error: refusing to update checked out branch: refs/heads/{b}\n"
    "remote: error: By default, updating the current branch in a non-bare repository\n"
    "remote: is denied, because it will make the index and work tree inconsistent\n"
    "remote: with what you pushed, and will require 'git reset --hard' to match\n"
    "remote: the work tree to HEAD.\n"
    "remote:\n"
    "remote: You can set the 'receive.denyCurrentBranch' configuration variable\n"
    "remote: to 'ignore' or 'warn' in the remote repository to allow pushing into\n"
    "remote: its current branch; however, this is not recommended unless you\n"
    "remote: arranged to update its work tree to match what you pushed in some\n"
    "remote: other way.\n"
    "remote:\n"
    "remote: To squelch this message and still keep the default behaviour, set\n"
    "remote: 'receive.denyCurrentBranch' configuration variable to 'refuse'.\n"
    "To {url}\n"
    " ! [remote rejected] {b} -> {b} (branch is currently checked out)\n"
    "error: failed to push some refs to '{url}'")


def push_refused(branch: str, url: str) -> str:
    return _PUSH_REFUSED.format(b=branch, url=url)


def gcm_missing(host: str, tail: str = "No such file or directory") -> str:
    return ("git: 'credential-manager-core' is not a git command. See 'git --help'.\n"
            f"fatal: could not read Username for 'https://{host}': {tail}")


# --- git worktree add of a branch checked out in another worktree ------------------------------------------------

def _worktree() -> None:
    T.source(
        "s-worktree-main", LEDGER, "2026-02-03T09:10:00Z", "main",
        user("I want to bisect the rounding regression without disturbing my checkout here (I have uncommitted "
             "changes). Set up a separate worktree of main at ../ledger-bisect."),
        ok("git status -sb", "## main...origin/main\n M src/ledger/fx.py\n M tests/test_fx.py"),
        err("git worktree add ../ledger-bisect main",
            "Preparing worktree (checking out 'main')\n"
            "fatal: 'main' is already used by worktree at '/home/dev/src/ledger'", 128),
        say("A branch can be checked out in only one worktree at a time, and main is checked out right here. For "
            "bisecting a detached HEAD is what we want anyway, so I'll add the worktree detached at main's commit."),
        ok("git worktree add --detach ../ledger-bisect main",
           "Preparing worktree (detached HEAD 9c41e07)\n"
           "HEAD is now at 9c41e07 Merge pull request #388 from ledger/fx-cache"),
    )
    T.lesson(
        "t55-worktree-branch-in-use", "global", "en", "s-worktree-main", "tool_quirk",
        "git worktree add refuses a branch already checked out in another worktree: add it --detach or -b",
        "`git worktree add ../ledger-bisect main` stopped with fatal: 'main' is already used by worktree at "
        "'/home/dev/src/ledger' (older git: is already checked out at).",
        "It reads like a broken path or a locked repository; git switch/checkout inside a linked worktree refuses "
        "the same branch in the same words, and --force only checks the branch out twice.",
        "A branch can be checked out in only one worktree at a time; main was the branch of the main worktree.",
        "Add the worktree detached at the branch's commit (`git worktree add --detach <path> <branch>`, -d for "
        "short) or on a new branch started from it (`git worktree add -b <new-branch> <path> <branch>`).",
        ["`git worktree add ../ledger-bisect main` failed: \"fatal: 'main' is already used by worktree at "
         "'/home/dev/src/ledger'\"",
         "`git worktree add --detach ../ledger-bisect main` worked: \"Preparing worktree (detached HEAD 9c41e07)\""])

    T.later(
        "l-wt-old-clone", LEDGER, "2026-01-20T14:02:00Z", "main",
        user("Can you get me a second copy of main at ../ledger-old to compare the old report output?"),
        err("git worktree add ../ledger-old main",
            "Preparing worktree (checking out 'main')\n"
            "fatal: 'main' is already used by worktree at '/home/dev/src/ledger'", 128),
        user("never mind worktrees, just clone it"),
        ok("git clone --quiet . ../ledger-old && git -C ../ledger-old log --oneline -1",
           "4d2e8a1 Bump pandas to 2.2.3"),
        say("Cloned into ../ledger-old at 4d2e8a1."),
    )
    T.pair("t55-worktree-branch-in-use", "l-wt-old-clone", "neither",
           "dated before the lesson's source session (it holds the same refusal, then a clone)")

    T.later(
        "l-wt-hotfix-branch", LEDGER, "2026-02-24T10:15:00Z", "main",
        user("Need a worktree for a 2.4.1 hotfix off release/2.4. Careful: release/2.4 is already checked out in "
             "~/src/ledger-rel where Priya runs the release build."),
        ok("git worktree list",
           "/home/dev/src/ledger      4d2e8a1 [main]\n/home/dev/src/ledger-rel  51d0a2c [release/2.4]"),
        say("release/2.4 is held by the ledger-rel worktree, so I'll start a new hotfix branch from it in its own "
            "worktree instead of checking release/2.4 out a second time."),
        ok("git worktree add -b hotfix/2.4.1 ../ledger-hotfix release/2.4",
           "Preparing worktree (new branch 'hotfix/2.4.1')\nHEAD is now at 51d0a2c Release 2.4.0"),
        ok("cd ../ledger-hotfix && git status -sb", "## hotfix/2.4.1"),
        say("The hotfix worktree is at ../ledger-hotfix on hotfix/2.4.1, branched from release/2.4 (51d0a2c)."),
    )
    T.pair("t55-worktree-branch-in-use", "l-wt-hotfix-branch", "applied",
           "adds the worktree with -b on a new branch from release/2.4, which another worktree holds; no refusal")

    T.later(
        "l-wt-bisect-switch", "/home/dev/src/ledger-bisect", "2026-02-26T16:40:00Z", "HEAD",
        user("bisect is done, culprit is 4e1b2c9. Put this worktree back on main and revert that commit there."),
        ok("git bisect reset", "Previous HEAD position was 4e1b2c9 Round FX amounts half-even\n"
                               "HEAD is now at 9c41e07 Merge pull request #388 from ledger/fx-cache"),
        err("git switch main", "fatal: 'main' is already used by worktree at '/home/dev/src/ledger'", 128),
        say("main is still checked out in the main worktree, so this one can't switch to it. I'll make a branch for "
            "the revert from main here instead."),
        ok("git switch -c fix/revert-half-even main && git revert --no-edit 4e1b2c9",
           "Switched to a new branch 'fix/revert-half-even'\n"
           "[fix/revert-half-even 0b77f3e] Revert \"Round FX amounts half-even\"\n 2 files changed, 3 insertions(+), "
           "9 deletions(-)"),
        ok("git push -u origin fix/revert-half-even",
           "remote: \nremote: Create a pull request for 'fix/revert-half-even' on GitHub by visiting:\n"
           "remote:      https://github.com/ledger-co/ledger/pull/new/fix/revert-half-even\nremote: \n"
           "To github.com:ledger-co/ledger.git\n * [new branch]      fix/revert-half-even -> fix/revert-half-even\n"
           "branch 'fix/revert-half-even' set up to track 'origin/fix/revert-half-even'."),
        say("Reverted 4e1b2c9 on fix/revert-half-even and pushed it for a PR."),
    )
    T.pair("t55-worktree-branch-in-use", "l-wt-bisect-switch", "recurred",
           "git switch main in the linked worktree is refused: main is already used by the main worktree")

    T.later(
        "l-wt-leftover-dir", LEDGER, "2026-03-04T11:20:00Z", "main",
        user("Make a worktree at ../ledger-bisect for tag v2.3.0, I want to run the old test suite."),
        err("git worktree add ../ledger-bisect v2.3.0", "fatal: '../ledger-bisect' already exists", 128),
        ok("git worktree list",
           "/home/dev/src/ledger         4d2e8a1 [main]\n/home/dev/src/ledger-bisect  0b77f3e [fix/revert-half-even]"),
        say("The old bisect worktree is still registered there. It has no local changes, so I'll remove it first."),
        ok("git worktree remove ../ledger-bisect && git worktree add ../ledger-bisect v2.3.0",
           "Preparing worktree (detached HEAD 2f90c1d)\nHEAD is now at 2f90c1d Release 2.3.0"),
        say("../ledger-bisect is now at v2.3.0 (detached, as a tag always is)."),
    )
    T.pair("t55-worktree-branch-in-use", "l-wt-leftover-dir", "neither",
           "a different git worktree error (the path already exists); the tag is checked out detached by itself")

    T.later(
        "l-wt-pr-review", "/home/dev/src/pricing-api", "2026-03-09T13:05:00Z", "feature/tiered-discounts",
        user("Review PR #52 in a separate worktree and run its tests there, I keep editing here."),
        ok("gh pr view 52 --json headRefName -q .headRefName", "feature/tiered-discounts"),
        err("git worktree add ../pricing-pr52 feature/tiered-discounts",
            "Preparing worktree (checking out 'feature/tiered-discounts')\n"
            "fatal: 'feature/tiered-discounts' is already used by worktree at '/home/dev/src/pricing-api'", 128),
        say("The PR branch is the one you have checked out here. I'll put the review worktree on a detached HEAD "
            "at the same commit."),
        ok("git worktree add --detach ../pricing-pr52 feature/tiered-discounts && cd ../pricing-pr52 && "
           "python -m pytest -q",
           "Preparing worktree (detached HEAD c3a08e5)\nHEAD is now at c3a08e5 Tiered discounts: cap at 40%\n"
           "..................................                                       [100%]\n34 passed in 2.87s"),
        say("All 34 tests pass on the PR's head (c3a08e5)."),
    )
    T.pair("t55-worktree-branch-in-use", "l-wt-pr-review", "recurred",
           "worktree add of the PR branch is refused because the main worktree has it checked out; then --detach")

    T.later(
        "l-wt-fish-function", "/home/dev/src/tessellate", "2026-03-02T09:30:00Z", "main",
        user("I keep needing review copies of branches I'm on. Give me a fish function wtreview that makes "
             "../<repo>-<branch>-review for a branch, and try it on main."),
        write("/home/dev/.config/fish/functions/wtreview.fish",
              "function wtreview --description 'detached review worktree of a branch'\n"
              "    set -l repo (basename (git rev-parse --show-toplevel))\n"
              "    set -l dir ../$repo-(string replace -a / - $argv[1])-review\n"
              "    # -d: the branch may be checked out here already, and a branch can live in one worktree only\n"
              "    git worktree add -d $dir $argv[1]\n"
              "end\n"),
        ok("fish -c 'wtreview main'",
           "Preparing worktree (detached HEAD 77ab310)\nHEAD is now at 77ab310 Simplify the hull merge"),
        say("wtreview main made ../tessellate-main-review detached at 77ab310."),
    )
    T.pair("t55-worktree-branch-in-use", "l-wt-fish-function", "applied",
           "a fish function runs git worktree add -d on the branch checked out here; it works, no refusal first")

    T.later(
        "l-wt-contributing-doc", LEDGER, "2026-03-12T15:45:00Z", "main",
        user("Write a short section in CONTRIBUTING.md on how we use worktrees for reviews, and clean out any "
             "stale worktree entries."),
        ok("git worktree list", "/home/dev/src/ledger          4d2e8a1 [main]\n"
                                "/home/dev/src/ledger-hotfix   6a1d9e0 [hotfix/2.4.1] prunable"),
        ok("git worktree prune -v", "Removing worktrees/ledger-hotfix: gitdir file points to non-existent location"),
        edit("CONTRIBUTING.md", "## Releases\n",
             "## Reviewing in a worktree\n\nA branch can be checked out in one worktree only. To review a branch "
             "you also have checked out, add the worktree detached:\n\n    git worktree add --detach "
             "../ledger-review <branch>\n\nRemove it with `git worktree remove ../ledger-review` when done.\n\n"
             "## Releases\n"),
        say("Added the section and pruned the stale ledger-hotfix entry."),
    )
    T.pair("t55-worktree-branch-in-use", "l-wt-contributing-doc", "neither",
           "--detach is only written into CONTRIBUTING.md; git worktree is run to list and prune")


# --- git push into a non-bare repository's checked-out branch ----------------------------------------------------

def _push_checked_out() -> None:
    T.source(
        "s-push-checkout", HUB, "2026-02-04T10:00:00Z", "main",
        user("The Pi runs the service from a clone at /home/pi/sensorhub. Add it as a remote `pi` and push main "
             "there so it gets the new calibration code."),
        ok("git remote add pi pi@sensorpi.local:/home/pi/sensorhub && git remote -v",
           "origin\tgit@github.com:dev/sensorhub.git (fetch)\norigin\tgit@github.com:dev/sensorhub.git (push)\n"
           "pi\tpi@sensorpi.local:/home/pi/sensorhub (fetch)\npi\tpi@sensorpi.local:/home/pi/sensorhub (push)"),
        err("git push pi main", push_refused("main", "sensorpi.local:/home/pi/sensorhub")),
        say("The clone on the Pi is a normal (non-bare) repository with main checked out, and git refuses to move "
            "a checked-out branch under its work tree. Setting receive.denyCurrentBranch to updateInstead there "
            "makes a push update the work tree as well, provided it is clean. Checking that first."),
        ok("ssh pi@sensorpi.local 'git -C /home/pi/sensorhub status --porcelain | wc -l'", "0"),
        ok("ssh pi@sensorpi.local 'git -C /home/pi/sensorhub config receive.denyCurrentBranch updateInstead' && "
           "git push pi main",
           "To sensorpi.local:/home/pi/sensorhub\n   3b7e0c1..a94d2f8  main -> main"),
    )
    T.lesson(
        "t55-push-checked-out-branch", "global", "en", "s-push-checkout", "tool_quirk",
        "git push to a non-bare clone's checked-out branch is refused; set receive.denyCurrentBranch updateInstead",
        "`git push pi main` to the clone on the Pi failed with remote: error: refusing to update checked out "
        "branch: refs/heads/main and ! [remote rejected] main -> main (branch is currently checked out).",
        "The remote's long hint suggests 'ignore' or 'warn', which leave the remote's work tree out of step with "
        "the pushed commit; the push looks like a permissions or ssh problem at first.",
        "The target is a non-bare repository whose work tree has that branch checked out; by default git refuses "
        "to move a checked-out branch under a work tree.",
        "On the receiving repository run `git config receive.denyCurrentBranch updateInstead` (its work tree must "
        "be clean; a push then updates the files too), e.g. over ssh with git -C <path>, then push again.",
        ["`git push pi main` failed: \"! [remote rejected] main -> main (branch is currently checked out)\"",
         "`git -C /home/pi/sensorhub config receive.denyCurrentBranch updateInstead` over ssh, then the push "
         "went through: \"3b7e0c1..a94d2f8  main -> main\""])

    T.later(
        "l-push-pi-scp", HUB, "2026-01-27T17:10:00Z", "main",
        user("push main to the pi remote"),
        err("git push pi main", push_refused("main", "sensorpi.local:/home/pi/sensorhub")),
        user("ugh. just scp the changed files over for now"),
        ok("scp sensorhub/calibrate.py pi@sensorpi.local:/home/pi/sensorhub/sensorhub/", ""),
        say("Copied calibrate.py to the Pi."),
    )
    T.pair("t55-push-checked-out-branch", "l-push-pi-scp", "neither",
           "dated before the lesson's source session (it holds the refusal, then scp)")

    T.later(
        "l-push-add-pi-script", HUB, "2026-02-27T11:00:00Z", "main",
        user("We got a second Pi, sensorpi2.local. Write a script that sets one up like the first (clone from "
             "GitHub, make it accept pushes, add it as a remote here) and deploy main to it."),
        write(f"{HUB}/scripts/add-pi.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\nhost=$1 remote=$2\n"
              "ssh \"pi@$host\" 'test -d sensorhub || git clone -q https://github.com/dev/sensorhub.git'\n"
              "# the clone on the Pi has main checked out: let pushes update its work tree\n"
              "ssh \"pi@$host\" 'git -C /home/pi/sensorhub config receive.denyCurrentBranch updateInstead'\n"
              "git remote add \"$remote\" \"pi@$host:/home/pi/sensorhub\" 2>/dev/null || true\n"
              "git push \"$remote\" main\n"),
        ok("chmod +x scripts/add-pi.sh && ./scripts/add-pi.sh sensorpi2.local pi2",
           "To sensorpi2.local:/home/pi/sensorhub\n   3b7e0c1..c02f6b8  main -> main"),
        say("sensorpi2 is set up as remote pi2 and has main at c02f6b8."),
    )
    T.pair("t55-push-checked-out-branch", "l-push-add-pi-script", "applied",
           "a setup script sets receive.denyCurrentBranch updateInstead over ssh before the push, which works")

    T.later(
        "l-push-vps-blog", "/home/dev/src/blog", "2026-03-03T20:30:00Z", "master",
        user("publish: push master to the vps remote (the site is built from the clone there)"),
        err("git push vps master", push_refused("master", "vps.example.net:/srv/blog")),
        ok("ssh deploy@vps.example.net 'git -C /srv/blog status --porcelain'", ""),
        ok("ssh deploy@vps.example.net 'git -C /srv/blog config receive.denyCurrentBranch updateInstead' && "
           "git push vps master",
           "To vps.example.net:/srv/blog\n   81c4d2a..e6f09b3  master -> master"),
        say("Published: /srv/blog on the VPS now has master at e6f09b3."),
    )
    T.pair("t55-push-checked-out-branch", "l-push-vps-blog", "recurred",
           "the push to the VPS clone's checked-out master is refused the same way, then fixed with updateInstead")

    T.later(
        "l-push-dirty-tree", HUB, "2026-03-05T09:40:00Z", "main",
        user("push main to pi, I tweaked the sampling interval"),
        err("git push pi main",
            "To sensorpi.local:/home/pi/sensorhub\n"
            " ! [remote rejected] main -> main (Working directory has unstaged changes)\n"
            "error: failed to push some refs to 'sensorpi.local:/home/pi/sensorhub'"),
        ok("ssh pi@sensorpi.local 'git -C /home/pi/sensorhub status --short'", " M config/sensors.toml"),
        user("oh, I edited that on the pi by hand. stash it there"),
        ok("ssh pi@sensorpi.local 'git -C /home/pi/sensorhub stash' && git push pi main",
           "Saved working directory and index state WIP on main: a94d2f8 Calibrate humidity offset\n"
           "To sensorpi.local:/home/pi/sensorhub\n   a94d2f8..d15e7a0  main -> main"),
        say("Stashed the hand edit on the Pi and pushed."),
    )
    T.pair("t55-push-checked-out-branch", "l-push-dirty-tree", "neither",
           "a different rejection (unstaged changes in the remote work tree), with updateInstead already in place")

    T.later(
        "l-push-reimaged-pi", HUB, "2026-03-16T08:50:00Z", "field-test",
        user("The Pi was re-imaged last week and Tom re-cloned the repo onto it on field-test. Push field-test."),
        err("git push pi field-test", push_refused("field-test", "sensorpi.local:/home/pi/sensorhub")),
        user("leave it, Tom is on the Pi right now, I'll sort it with him"),
        say("OK, not touching the Pi. The push was refused because field-test is checked out in that clone."),
    )
    T.pair("t55-push-checked-out-branch", "l-push-reimaged-pi", "recurred",
           "the push of field-test to the re-cloned Pi is refused: branch is currently checked out")

    T.later(
        "l-push-nas-config", "/home/dev/src/dotfiles", "2026-03-10T19:05:00Z", "main",
        user("My NAS has a working clone of these dotfiles at /volume1/homes/dev/dotfiles with main checked out. "
             "Make it so I can push to it and push main."),
        ok("ssh nas 'git -C /volume1/homes/dev/dotfiles status --porcelain | wc -l'", "0"),
        ok("ssh nas 'printf \"[receive]\\n\\tdenyCurrentBranch = updateInstead\\n\" >> "
           "/volume1/homes/dev/dotfiles/.git/config && git -C /volume1/homes/dev/dotfiles config "
           "receive.denyCurrentBranch'", "updateInstead"),
        ok("git remote add nas nas:/volume1/homes/dev/dotfiles && git push nas main",
           "To nas:/volume1/homes/dev/dotfiles\n   5e2a1f0..92cb7d4  main -> main"),
        say("The NAS clone accepts pushes now (updateInstead in its .git/config); main is at 92cb7d4 there."),
    )
    T.pair("t55-push-checked-out-branch", "l-push-nas-config", "applied",
           "writes denyCurrentBranch = updateInstead into the NAS clone's .git/config before the push; no refusal")

    T.later(
        "l-push-quoted", HUB, "2026-03-18T14:25:00Z", "main",
        user("Tom got this when pushing to his own Pi, what does it mean?\n\n"
             " ! [remote rejected] main -> main (branch is currently checked out)\n"
             "error: failed to push some refs to 'sensorpi-tom.local:/home/pi/sensorhub'"),
        say("His Pi's clone is a non-bare repository with main checked out, and git won't move a checked-out "
            "branch under a work tree. He can run `git config receive.denyCurrentBranch updateInstead` in that "
            "clone (with a clean work tree) and push again."),
    )
    T.pair("t55-push-checked-out-branch", "l-push-quoted", "neither",
           "the refusal is only quoted by the person and explained; nothing is pushed or configured")
    T.pair("t55-push-checked-out-branch", "l-wt-bisect-switch", "neither",
           "its only push goes to GitHub (a bare remote) and works; no checked-out branch is involved")


# --- a credential.helper still naming Git Credential Manager's removed manager-core ------------------------------

def _gcm() -> None:
    T.source(
        "s-gcm-manager-core", f"{WIN}\\invoice-ui", "2026-02-05T08:45:00Z", "feature/export-csv",
        user("push my branch feature/export-csv and open a PR against main"),
        err("git push -u origin feature/export-csv", gcm_missing("github.com"), 128),
        ok("git config --show-origin --get-all credential.helper", "file:C:/Users/jkim/.gitconfig\tmanager-core"),
        ok("git credential-manager --version", "2.6.1+1ed0a4ba7bd0c1ff9d7e52a4ebc4e1c4ac87f0ee"),
        say("Your global config still names the helper `manager-core`. Git Credential Manager 2.x no longer ships "
            "git-credential-manager-core, only git-credential-manager, so git can't run the helper and falls back "
            "to asking for a username, which fails without a terminal. Pointing the helper at `manager` fixes it."),
        ok("git config --global credential.helper manager && git push -u origin feature/export-csv",
           "remote: \nremote: Create a pull request for 'feature/export-csv' on GitHub by visiting:\n"
           "remote:      https://github.com/acme/invoice-ui/pull/new/feature/export-csv\nremote: \n"
           "To https://github.com/acme/invoice-ui.git\n"
           " * [new branch]      feature/export-csv -> feature/export-csv\n"
           "branch 'feature/export-csv' set up to track 'origin/feature/export-csv'."),
    )
    T.lesson(
        "t55-gcm-manager-core", "global", "en", "s-gcm-manager-core", "env_setup",
        "credential.helper=manager-core breaks after Git Credential Manager 2.x: set it to manager",
        "`git push` over https printed git: 'credential-manager-core' is not a git command and then fatal: could "
        "not read Username for 'https://github.com': No such file or directory.",
        "The second line looks like a missing token or a broken remote URL; the stored credentials are fine, and "
        "git credential-manager itself still runs.",
        "The gitconfig still names the old helper `manager-core`; GCM 2.x installs only git-credential-manager, so "
        "git cannot find git-credential-manager-core and falls back to a terminal prompt, which is not there.",
        "Point the helper at the new name: `git config --global credential.helper manager` (or fix the "
        "[credential] helper line in whichever config --show-origin names), then retry.",
        ["`git push -u origin feature/export-csv` failed: \"git: 'credential-manager-core' is not a git command. "
         "See 'git --help'.\"",
         "`git config --show-origin --get-all credential.helper` showed \"manager-core\"",
         "`git config --global credential.helper manager && git push -u origin feature/export-csv` pushed: "
         "\"[new branch]      feature/export-csv -> feature/export-csv\""])

    T.later(
        "l-gcm-ps-newlaptop", f"{WIN}\\invoice-api", "2026-02-25T09:00:00Z", "main",
        user("New laptop. Set up git the way I had it (I'm pasting my old .gitconfig below) and clone "
             "acme/invoice-api here.\n\n[user]\n\tname = Jae Kim\n\temail = jkim@acme.example\n[credential]\n"
             "\thelper = manager-core\n[pull]\n\trebase = true"),
        say("I'll set these with PowerShell, but the credential helper as `manager`: current Git Credential "
            "Manager has no manager-core helper any more."),
        ok("powershell -NoProfile -Command \"git config --global user.name 'Jae Kim'; git config --global "
           "user.email jkim@acme.example; git config --global credential.helper manager; git config --global "
           "pull.rebase true; git config --global --get credential.helper\"", "manager"),
        ok("git clone https://github.com/acme/invoice-api.git .",
           "Cloning into '.'...\nremote: Enumerating objects: 2316, done.\nremote: Total 2316 (delta 0), reused 0 "
           "(delta 0), pack-reused 2316 (from 1)\nReceiving objects: 100% (2316/2316), 1.08 MiB | 6.21 MiB/s, "
           "done.\nResolving deltas: 100% (1402/1402), done."),
        say("Git is configured and invoice-api is cloned."),
    )
    T.pair("t55-gcm-manager-core", "l-gcm-ps-newlaptop", "applied",
           "sets credential.helper manager (not manager-core) in PowerShell before any https call; the clone works")

    T.later(
        "l-gcm-azure-local", f"{WIN}\\ledger-sync", "2026-03-02T10:30:00Z", "main",
        user("pull the latest from Azure DevOps"),
        err("git pull", gcm_missing("dev.azure.com"), 128),
        ok("git config --show-origin --get-all credential.helper",
           "file:C:/Users/jkim/.gitconfig\tmanager\nfile:.git/config\tmanager-core"),
        say("The global helper is right, but this repository's own .git/config still adds manager-core. Dropping "
            "the local entry leaves the global `manager`."),
        ok("git config --local --unset credential.helper && git pull",
           "Updating 7c1e2d0..fa4b831\nFast-forward\n src/sync/job.cs | 12 ++++++++----\n 1 file changed, "
           "8 insertions(+), 4 deletions(-)"),
        say("Pulled; main is at fa4b831."),
    )
    T.pair("t55-gcm-manager-core", "l-gcm-azure-local", "recurred",
           "git pull from dev.azure.com fails on the repo-local manager-core helper; then fixed")

    T.later(
        "l-gcm-cmd-local", f"{WIN}\\reports", "2026-03-06T13:15:00Z", "main",
        user("Before you fetch: this old reports repo might still have manager-core somewhere in its config."),
        ok("git config --show-origin --get-all credential.helper",
           "file:C:/Users/jkim/.gitconfig\tmanager\nfile:.git/config\tmanager-core"),
        ok("cmd /c \"git config --local credential.helper manager && git fetch origin\"",
           "From https://github.com/acme/reports\n   19ab0c2..6d4e2f7  main       -> origin/main"),
        say("Set the repo's helper to manager (in cmd) and fetched: origin/main is at 6d4e2f7."),
    )
    T.pair("t55-gcm-manager-core", "l-gcm-cmd-local", "applied",
           "replaces the repo's manager-core with credential.helper manager in cmd before fetching; no failure")

    T.later(
        "l-gcm-mac-zsh", "/Users/jkim/src/invoice-ui", "2026-03-11T18:20:00Z", "fix/totals",
        user("push fix/totals from the mac"),
        err("git push -u origin fix/totals", gcm_missing("github.com", "Device not configured"), 128),
        user("leave the credential stuff, switch this clone to ssh"),
        ok("git remote set-url origin git@github.com:acme/invoice-ui.git && git push -u origin fix/totals",
           "To github.com:acme/invoice-ui.git\n * [new branch]      fix/totals -> fix/totals\n"
           "branch 'fix/totals' set up to track 'origin/fix/totals'."),
        say("Switched origin to ssh and pushed fix/totals."),
    )
    T.pair("t55-gcm-manager-core", "l-gcm-mac-zsh", "recurred",
           "on the Mac the https push fails with credential-manager-core is not a git command; then ssh instead")

    T.later(
        "l-gcm-ci-noprompt", "/builds/acme/invoice-ui", "2026-03-13T07:55:00Z", "main",
        user("The nightly job in the node:22 container fails at the tag push step, here's the job's shell. "
             "Reproduce it."),
        err("git push origin v1.8.0",
            "fatal: could not read Username for 'https://github.com': No such device or address", 128),
        ok("git config --show-origin --get-all credential.helper", ""),
        say("No credential helper is configured in this container at all, and no token is in the URL, so git "
            "falls back to a prompt that a CI job can't answer. The job needs the token: I'll use the "
            "GITHUB_TOKEN the runner provides through an extraheader."),
        ok("git -c http.https://github.com/.extraheader=\"AUTHORIZATION: basic $(printf 'x-access-token:%s' "
           "\"$GITHUB_TOKEN\" | base64 -w0)\" push origin v1.8.0",
           "To https://github.com/acme/invoice-ui.git\n * [new tag]         v1.8.0 -> v1.8.0"),
        say("The tag push works with the token header."),
    )
    T.pair("t55-gcm-manager-core", "l-gcm-ci-noprompt", "neither",
           "the same could-not-read-Username symptom from another cause: no helper or token at all in CI")

    T.later(
        "l-gcm-403", f"{WIN}\\invoice-ui", "2026-03-19T11:40:00Z", "feature/pdf-footer",
        user("push feature/pdf-footer"),
        err("git push -u origin feature/pdf-footer",
            "remote: Permission to acme/invoice-ui.git denied to jkim-personal.\n"
            "fatal: unable to access 'https://github.com/acme/invoice-ui.git/': The requested URL returned "
            "error: 403", 128),
        ok("git credential-manager github list", "jkim-personal"),
        say("GCM only has your personal account stored, which has no access to acme. Logging in with the work "
            "account."),
        ok("git credential-manager github login --username jkim-acme --browser",
           "Signed in to GitHub as jkim-acme."),
        ok("git -c credential.username=jkim-acme push -u origin feature/pdf-footer",
           "To https://github.com/acme/invoice-ui.git\n * [new branch]      feature/pdf-footer -> "
           "feature/pdf-footer\nbranch 'feature/pdf-footer' set up to track 'origin/feature/pdf-footer'."),
        say("Pushed as jkim-acme."),
    )
    T.pair("t55-gcm-manager-core", "l-gcm-403", "neither",
           "a different error (403 for the wrong account); git credential-manager is run to list and log in")

    T.later(
        "l-gcm-onboarding-doc", f"{WIN}\\handbook", "2026-03-23T15:10:00Z", "main",
        user("Add a 'Git on Windows' page to the handbook for new hires. Mention the credential-manager-core thing "
             "we keep hitting with old dotfiles."),
        write(f"{WIN}\\handbook\\docs\\git-on-windows.md",
              "# Git on Windows\n\nInstall Git for Windows with its bundled Git Credential Manager, then:\n\n"
              "    git config --global credential.helper manager\n\nOld dotfiles may still say "
              "`helper = manager-core`; that helper no longer exists, and git then fails with "
              "`git: 'credential-manager-core' is not a git command` followed by `could not read Username`.\n"),
        edit(f"{WIN}\\handbook\\mkdocs.yml", "  - Onboarding: onboarding.md\n",
             "  - Onboarding: onboarding.md\n  - Git on Windows: git-on-windows.md\n"),
        say("Added docs/git-on-windows.md and linked it in the nav."),
    )
    T.pair("t55-gcm-manager-core", "l-gcm-onboarding-doc", "neither",
           "the helper setting and the error are only written into a handbook page; no git command runs")


FILLS = [_worktree, _push_checked_out, _gcm]
