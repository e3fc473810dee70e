"""The cases of the twenty-second tracking corpus, part two: commitlint with no rules (on Windows) and GoReleaser in a
repository without tags. The rules are in tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash

# ---------------------------------------------------------------- c: commitlint without a config

CL_HELP = ("    - Getting started guide: https://commitlint.js.org/guides/getting-started\n    - Example config: "
           "https://github.com/conventional-changelog/commitlint/blob/master/%40commitlint/config-conventional/src/"
           "index.ts [empty-rules]\n\n✖   found 1 problems, 0 warnings\nⓘ   Get help: "
           "https://github.com/conventional-changelog/commitlint/#what-is-commitlint\n")


def cl_empty(subject: str) -> str:
    return f"⧗   input: {subject}\n✖   Please add rules to your `commitlint.config.js`\n" + CL_HELP


def cl_ok(subject: str) -> str:
    return f"⧗   input: {subject}\n✔   found 0 problems, 0 warnings\n"


CONVENTIONAL_MJS = "export default { extends: ['@commitlint/config-conventional'] };\n"


def lesson_c() -> None:
    cwd = "C:\\Users\\arjun\\src\\billing-api"
    subject = "feat(invoices): add proration to mid-cycle upgrades"
    T.source("s-commitlint-rules", cwd, "2025-10-08T10:00:00Z", "ci/commitlint",
             ("user", "Set up commitlint with the conventional commits rules in this repo and check it against the "
                      "last commit."),
             bash("npm install --save-dev @commitlint/cli @commitlint/config-conventional",
                  "added 97 packages, and audited 812 packages in 9s\n\n164 packages are looking for funding\n  run "
                  "`npm fund` for details\n\nfound 0 vulnerabilities\n"),
             bash("npx commitlint --from HEAD~1 --to HEAD --verbose", cl_empty(subject), True),
             ("say", "Installing @commitlint/config-conventional doesn't turn it on: commitlint found no config, so "
                     "it has no rules at all. Checking with --extends first, then adding a config file."),
             bash("npx commitlint --extends @commitlint/config-conventional --from HEAD~1 --to HEAD --verbose",
                  cl_ok(subject)),
             ("write", f"{cwd}\\commitlint.config.mjs", CONVENTIONAL_MJS),
             bash("npx commitlint --from HEAD~1 --to HEAD --verbose", cl_ok(subject)))
    T.lesson("t22-commitlint-rules", "global", "en", "s-commitlint-rules", "tool_quirk",
             "commitlint with no config file rejects every message with \"Please add rules\"",
             "Right after installing @commitlint/cli and @commitlint/config-conventional, `npx commitlint --from "
             "HEAD~1 --to HEAD --verbose` failed a valid conventional message with `Please add rules to your`.",
             "Thinking the installed config-conventional package is picked up by itself, or that the message is "
             "wrong.",
             "commitlint takes its rules only from a config file (or --extends); with none found it has zero rules "
             "and reports empty-rules for every commit.",
             "Add a config that extends the shared rules, e.g. `commitlint.config.mjs` with "
             "`export default { extends: ['@commitlint/config-conventional'] };` (or .commitlintrc.json, or a "
             "\"commitlint\" key in package.json), or pass `--extends @commitlint/config-conventional` (`-x`).",
             ["`npx commitlint --from HEAD~1 --to HEAD --verbose`", "`✖   Please add rules to your`",
              "`npx commitlint --extends @commitlint/config-conventional --from HEAD~1 --to HEAD --verbose`",
              "`export default { extends: ['@commitlint/config-conventional'] };`"])


def later_c() -> None:
    cwd = "C:\\Users\\arjun\\src\\invoice-pdf"
    T.later("l-cl-rcjson", cwd, "2025-10-15T09:20:00Z", "feat/footer",
            ("user", "Add commitlint to invoice-pdf as well and lint this branch's commits against main."),
            bash("npm install --save-dev @commitlint/cli @commitlint/config-conventional",
                 "added 95 packages, and audited 430 packages in 7s\n\nfound 0 vulnerabilities\n"),
            ("write", f"{cwd}\\.commitlintrc.json", '{\n  "extends": ["@commitlint/config-conventional"]\n}\n'),
            bash("npx commitlint --from origin/main --to HEAD --verbose",
                 cl_ok("feat(pdf): render the tax footer") + "⧗   input: Fixed the footer\n✖   subject may not be "
                 "empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 "
                 "warnings\n", True),
            ("say", "The config works; one commit, \"Fixed the footer\", isn't a conventional message. Want me to "
                    "reword it with a non-interactive rebase?"),
            ("user", "Leave it, I'll squash on merge."))
    T.pair("t22-commitlint-rules", "l-cl-rcjson", "applied", ".commitlintrc.json extending config-conventional "
           "written before the first run; the later subject-empty failure is a different one")
    T.later("l-cl-pnpm-x", "/home/arjun/src/billing-web", "2025-10-19T17:05:00Z", "fix/tax-rounding",
            ("user", "Lint the commit messages on this branch before I open the PR; don't add config files."),
            bash("pnpm exec commitlint -x @commitlint/config-conventional --from origin/main --to HEAD --verbose",
                 cl_ok("fix(tax): round per line before summing") + cl_ok("test(tax): cover zero-rated lines")))
    T.pair("t22-commitlint-rules", "l-cl-pnpm-x", "applied", "the shared rules passed with -x through pnpm exec; "
           "no empty-rules failure")
    mobile = "C:\\Users\\arjun\\src\\mobile-app"
    subject = "fix(i18n): correct German plural forms"
    T.later("l-cl-lefthook-recur", mobile, "2025-10-23T11:40:00Z", "feat/i18n",
            ("user", "Commit the translation fixes."),
            bash(f'git add -A && git commit -m "{subject}"',
                 "╭───────────────────────────────────────╮\n│ 🥊 lefthook v1.7.18  hook: commit-msg │\n"
                 "╰───────────────────────────────────────╯\n┃  commitlint ❯ \n\n" + cl_empty(subject)
                 + "\n  ────────────────────────────────────\nsummary: (done in 1.21 seconds)\n🥊  commitlint\n", True),
            ("say", "The hook runs commitlint but the repo has no commitlint config. Adding one."),
            ("write", f"{mobile}\\commitlint.config.js",
             "module.exports = { extends: ['@commitlint/config-conventional'] };\n"),
            bash(f'git add commitlint.config.js && git commit -m "{subject}"',
                 f"[feat/i18n 3e4f5a6] {subject}\n 5 files changed, 61 insertions(+), 12 deletions(-)\n create mode "
                 "100644 commitlint.config.js\n"))
    T.pair("t22-commitlint-rules", "l-cl-lefthook-recur", "recurred", "the commit-msg hook's commitlint found no "
           "rules in mobile-app; config written after the failure")
    later_c2()


def later_c2() -> None:
    cwd = "C:\\Users\\arjun\\src\\ledger-sync"
    T.later("l-cl-pkgkey-recur", cwd, "2025-10-27T08:15:00Z", "chore/commitlint",
            ("user", "I put the commitlint config in package.json, check the last commit with it."),
            bash("npx commitlint --last --verbose", cl_empty("chore: drop the node 16 matrix entry"), True),
            bash('findstr /n "commit" package.json',
                 '41:  "commitLint": {\n42:    "extends": ["@commitlint/config-conventional"]\n'),
            ("say", "The key is `commitLint`; commitlint only reads `commitlint`, so it found no config at all."),
            ("edit", f"{cwd}\\package.json", '"commitLint": {', '"commitlint": {'),
            bash("npx commitlint --last --verbose", cl_ok("chore: drop the node 16 matrix entry")))
    T.pair("t22-commitlint-rules", "l-cl-pkgkey-recur", "recurred", "Please add rules again: the package.json key "
           "was misspelt so no config was found; fixed after the failure")
    T.later("l-cl-type-enum", "C:\\Users\\arjun\\src\\billing-api", "2025-10-30T14:00:00Z", "chore/deps",
            ("user", "Commit the dependency bumps."),
            bash('git commit -am "update deps"',
                 "⧗   input: update deps\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty "
                 "[type-empty]\n\n✖   found 2 problems, 0 warnings\nⓘ   Get help: "
                 "https://github.com/conventional-changelog/commitlint/#what-is-commitlint\n\nhusky - commit-msg "
                 "script failed (code 1)\n", True),
            bash('git commit -am "chore(deps): bump stripe and zod"',
                 "[chore/deps 8a7b6c5] chore(deps): bump stripe and zod\n 2 files changed, 14 insertions(+), 14 "
                 "deletions(-)\n"))
    T.pair("t22-commitlint-rules", "l-cl-type-enum", "neither", "commitlint rejected a non-conventional subject "
           "(subject-empty/type-empty), not empty rules; no config or --extends in the session")
    T.later("l-cl-early", "C:\\Users\\arjun\\src\\payments-gateway", "2025-09-25T10:30:00Z", "ci/commitlint",
            ("user", "Try commitlint on the last commit."),
            bash("npx commitlint --from HEAD~1 --to HEAD --verbose", cl_empty("fix: retry idempotent webhooks"), True),
            ("write", "C:\\Users\\arjun\\src\\payments-gateway\\commitlint.config.mjs", CONVENTIONAL_MJS),
            bash("npx commitlint --from HEAD~1 --to HEAD --verbose", cl_ok("fix: retry idempotent webhooks")))
    T.pair("t22-commitlint-rules", "l-cl-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- d: GoReleaser with no tags

GR_NO_TAGS = ("  • starting release...\n  • loading                                          path=.goreleaser.yaml\n"
              "  • loading environment variables\n  • getting and validating git state\n  ⨯ release failed after 0s   "
              "               error=git doesn't contain any tags. Either add a tag or use --snapshot\n")


def gr_ok(name: str, sha: str, secs: int) -> str:
    return ("  • starting release...\n  • loading                                          path=.goreleaser.yaml\n"
            "  • skipping announce, publish and validate...\n  • getting and validating git state\n"
            f"    • git state                                      commit={sha} branch=main current_tag=v0.0.0 "
            "previous_tag=<unknown> dirty=false\n    • pipe skipped                                   "
            "reason=disabled during snapshot mode\n  • snapshotting\n    • building snapshot...                 "
            f"          version=0.0.1-SNAPSHOT-{sha}\n  • building binaries\n    • building                       "
            f"                binary=dist/{name}_linux_amd64_v1/{name}\n    • building                        "
            f"               binary=dist/{name}_darwin_arm64_v8.0/{name}\n  • archives\n    • archiving          "
            f"                            name=dist/{name}_0.0.1-SNAPSHOT-{sha}_linux_amd64.tar.gz\n  • release "
            f"succeeded after {secs}s\n  • thanks for using goreleaser!\n")


def lesson_d() -> None:
    cwd = "/home/tomas/src/ferry"
    T.source("s-goreleaser-snapshot", cwd, "2025-10-09T14:00:00Z", "main",
             ("user", "Check that the goreleaser config produces all the archives. Don't publish anything; the repo "
                      "has no release yet."),
             bash("goreleaser check", "  • checking                                 path=.goreleaser.yaml\n  • 1 "
                  "configuration file(s) validated\n  • thanks for using goreleaser!\n"),
             bash("goreleaser release --skip=publish", GR_NO_TAGS, True),
             ("say", "There are no tags, so goreleaser has no version to release. For a local dry run snapshot mode "
                     "makes up a version and skips publishing."),
             bash("goreleaser release --snapshot --clean", gr_ok("ferry", "a1b2c3d", 38)))
    T.lesson("t22-goreleaser-snapshot", "global", "en", "s-goreleaser-snapshot", "tool_quirk",
             "goreleaser release stops in a repository with no tags; dry runs need --snapshot",
             "`goreleaser release --skip=publish` failed at the git state step with \"git doesn't contain any "
             "tags\".",
             "Skipping the publish step and expecting a local build, or creating a throwaway tag just to test the "
             "config.",
             "A release takes its version from the current tag; without one goreleaser refuses before building "
             "anything. Only snapshot mode invents a version.",
             "For local or CI dry runs use `goreleaser release --snapshot --clean` (or `goreleaser build "
             "--snapshot`); only a real release needs a tag.",
             ["`goreleaser release --skip=publish`",
              "`error=git doesn't contain any tags. Either add a tag or use --snapshot`",
              "`goreleaser release --snapshot --clean`"])


def later_d() -> None:
    cwd = "/home/tomas/src/ferry"
    T.later("l-gr-single", cwd, "2025-10-12T09:00:00Z", "feat/version-flag",
            ("user", "Build just a binary for this machine through goreleaser so I can check the --version output."),
            bash("goreleaser build --snapshot --clean --single-target",
                 "  • starting build...\n  • loading                                          path=.goreleaser.yaml\n"
                 "  • building snapshot...                           version=0.0.1-SNAPSHOT-9e8d7c6\n  • building "
                 "binaries\n    • building                                     binary=dist/ferry_linux_amd64_v1/ferry\n"
                 "  • build succeeded after 6s\n  • thanks for using goreleaser!\n"),
            bash("./dist/ferry_linux_amd64_v1/ferry --version", "ferry version 0.0.1-SNAPSHOT-9e8d7c6 (commit "
                 "9e8d7c6, built 2025-10-12T09:00:31Z)\n"))
    T.pair("t22-goreleaser-snapshot", "l-gr-single", "applied", "goreleaser build --snapshot from the start; no "
           "missing-tag failure")
    T.later("l-gr-dist", cwd, "2025-10-15T16:45:00Z", "feat/sbom",
            ("user", "I added SBOM generation to .goreleaser.yaml, run a dry release to see the files."),
            bash("goreleaser release --snapshot",
                 "  • starting release...\n  • loading                                          "
                 "path=.goreleaser.yaml\n  ⨯ release failed after 0s                  error=/home/tomas/src/ferry/"
                 "dist is not empty, remove it before running goreleaser or use the --clean flag\n", True),
            bash("goreleaser release --snapshot --clean", gr_ok("ferry", "4d5e6f7", 44)
                 + "  • cataloging artifacts\n    • cataloging  artifact=dist/ferry_0.0.1-SNAPSHOT-4d5e6f7_linux_"
                   "amd64.tar.gz.sbom.json\n"),
            bash("ls dist/*.sbom.json | wc -l", "6\n"))
    T.pair("t22-goreleaser-snapshot", "l-gr-dist", "applied", "--snapshot used from the first call; the dist-not-"
           "empty failure is a different one")
    T.later("l-gr-fork-recur", "/home/tomas/src/ferry-fork", "2025-10-18T10:10:00Z", "fix/windows-paths",
            ("user", "In my shallow clone of the fork, check the release config still builds after the Windows "
                     "path fix."),
            bash("goreleaser release --clean --skip=publish,announce", GR_NO_TAGS, True),
            ("say", "The clone has no tags. Using snapshot mode for the check."),
            bash("goreleaser release --clean --snapshot", gr_ok("ferry", "77aa88b", 41)))
    T.pair("t22-goreleaser-snapshot", "l-gr-fork-recur", "recurred", "no tags in the fork clone: the same failure "
           "before --snapshot")
    later_d2()


def later_d2() -> None:
    cwd = "/home/tomas/src/tidewater"
    T.later("l-gr-make-recur", cwd, "2025-10-25T13:30:00Z", "main",
            ("user", "`make dist` fails on the build VM, can you see why?"),
            bash("make dist", "goreleaser release --clean --skip=publish\n" + GR_NO_TAGS
                 + "make: *** [Makefile:31: dist] Error 1\n", True),
            bash("git tag | wc -l && git rev-parse --is-shallow-repository", "0\ntrue\n"),
            ("say", "The VM's checkout is shallow and has no tags; the remote has them."),
            bash("git fetch --tags --unshallow origin && make dist",
                 "From github.com:tomas/tidewater\n * [new tag]         v1.3.0     -> v1.3.0\n * [new tag]         "
                 "v1.3.1     -> v1.3.1\ngoreleaser release --clean --skip=publish\n  • starting release...\n"
                 "    • git state  commit=c0ffee1 branch=main current_tag=v1.3.1 previous_tag=v1.3.0 dirty=false\n"
                 "  • release succeeded after 52s\n"))
    T.pair("t22-goreleaser-snapshot", "l-gr-make-recur", "recurred", "make dist's goreleaser release hit no tags; "
           "fixed by fetching tags, still a recurrence")
    T.later("l-gr-dirty", "/home/tomas/src/ferry", "2025-11-01T18:00:00Z", "main",
            ("user", "v0.1.0 is tagged and pushed. Cut the release."),
            bash("goreleaser release --clean",
                 "  • starting release...\n  • getting and validating git state\n  ⨯ release failed after 0s      "
                 "            error=git is in a dirty state\nPlease check in your pipeline what can be changing the "
                 "following files:\n M go.sum\n\nLearn more at https://goreleaser.com/errors/dirty\n", True),
            ("say", "go.sum changed locally (a go mod tidy from earlier). Restoring it."),
            bash("git restore go.sum && goreleaser release --clean",
                 "  • starting release...\n    • git state  commit=5a6b7c8 branch=main current_tag=v0.1.0 "
                 "previous_tag=<unknown> dirty=false\n  • publishing\n    • scm releases\n      • creating or "
                 "updating release  tag=v0.1.0 repo=tomas/ferry\n  • release succeeded after 71s\n"))
    T.pair("t22-goreleaser-snapshot", "l-gr-dirty", "neither", "a dirty git state on a tagged release, not a "
           "missing tag; no snapshot run")
    T.later("l-gr-early", "/home/tomas/src/ferry", "2025-09-30T12:00:00Z", "main",
            ("user", "Dry-run goreleaser on this repo."),
            bash("goreleaser release --skip=publish", GR_NO_TAGS, True),
            bash("goreleaser release --snapshot --clean", gr_ok("ferry", "0f1e2d3", 35)))
    T.pair("t22-goreleaser-snapshot", "l-gr-early", "neither", "dated before the lesson's source session")
