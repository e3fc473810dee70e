"""Cases of the fortieth tracking corpus (tables in tracking40_cases.py): git filter-repo refusing a repository
that is not a fresh clone (in zsh), gitleaks failing on a known test secret, and actionlint's unknown
self-hosted runner label (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking40_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def fr_abort(why: str) -> str:
    return ("Aborting: Refusing to destructively overwrite repo history since\nthis does not look like a fresh clone.\n"
            f"  ({why})\nPlease operate on a fresh clone instead.  If you want to proceed\nanyway, use --force.")


def filter_repo() -> None:
    T.source(
        "s-filter-repo", "/Users/ari/src/design-assets", "2026-04-05T10:00:00Z", "main",
        user("strip assets/raw out of the whole history of this repo, it's bloating clones (zsh)"),
        err("zsh -c 'git filter-repo --path assets/raw --invert-paths'", fr_abort("expected freshly packed repo")),
        say("filter-repo only rewrites a fresh clone unless forced. A local clone needs --no-local so it is really "
            "freshly packed; I'll do the rewrite there and keep this working copy untouched."),
        ok("zsh -c 'git clone -q --no-local /Users/ari/src/design-assets /tmp/da-clean && cd /tmp/da-clean && "
           "git filter-repo --path assets/raw --invert-paths'",
           "Parsed 412 commits\nNew history written in 1.02 seconds; now repacking/cleaning...\n"
           "Repacking your repo and cleaning out old unneeded objects\nCompletely finished after 2.31 seconds."),
    )
    T.lesson(
        "t40-filter-repo-fresh", "global", "en", "s-filter-repo", "workflow",
        "git filter-repo refuses to rewrite a working repository that is not a fresh clone",
        "`git filter-repo` aborts with `Aborting: Refusing to destructively overwrite repo history since this does "
        "not look like a fresh clone.` and a reason such as `(expected freshly packed repo)`.",
        "A plain `git clone` of a local path hard-links objects and is not freshly packed, so even a new local clone "
        "trips the check.",
        "filter-repo checks reflogs, packs, stashes and remotes to make sure the destructive rewrite runs on a "
        "disposable copy.",
        "Rewrite in a fresh clone (`git clone --no-local <path>` for local repos, or `--mirror --no-local`), or pass "
        "`--force` when the copy is disposable.",
        ["`Aborting: Refusing to destructively overwrite repo history since`",
         "`(expected freshly packed repo)`",
         "`git clone -q --no-local /Users/ari/src/design-assets /tmp/da-clean`",
         "`Completely finished after 2.31 seconds.`"])

    T.later(
        "l-fr-mirror", "/Users/ari/src/api-gateway", "2026-04-09T11:00:00Z", "main",
        user("an old token is in history; scrub it with filter-repo and push the cleaned mirror to the new remote"),
        ok("zsh -c 'git clone -q --mirror --no-local . /tmp/gw.git && cd /tmp/gw.git && git filter-repo "
           "--replace-text ~/scrub.txt'",
           "Parsed 1893 commits\nNew history written in 3.40 seconds; now repacking/cleaning...\n"
           "Completely finished after 6.02 seconds."),
        ok("git -C /tmp/gw.git push -q --mirror git@git.internal:platform/api-gateway.git", ""),
    )
    T.pair("t40-filter-repo-fresh", "l-fr-mirror", "applied",
           "filter-repo run in a --mirror --no-local clone, the lesson's fix; no refusal")

    T.later(
        "l-fr-force-copy", "/home/jun/monorepo", "2026-04-12T08:00:00Z", "split-docs",
        user("split docs/ into its own repo; do it on a scratch copy"),
        ok("cp -a /home/jun/monorepo /tmp/docs-split && cd /tmp/docs-split && git filter-repo --force "
           "--subdirectory-filter docs",
           "Parsed 5120 commits\nNew history written in 9.77 seconds; now repacking/cleaning...\n"
           "Completely finished after 14.90 seconds."),
        ok("cd /tmp/docs-split && git log --oneline | wc -l", "611"),
    )
    T.pair("t40-filter-repo-fresh", "l-fr-force-copy", "applied",
           "--force used on a disposable copy, as the lesson allows; the rewrite runs")

    T.later(
        "l-fr-reflog", "/Users/ari/src/mobile-app", "2026-04-15T09:00:00Z", "cleanup",
        user("remove the leaked google-services.json from history here"),
        err("zsh -c 'git filter-repo --path app/google-services.json --invert-paths'",
            fr_abort("expected at most one entry in the reflog for HEAD")),
        say("Same fresh-clone check. Doing it in a --no-local clone."),
        ok("zsh -c 'git clone -q --no-local . /tmp/ma && cd /tmp/ma && git filter-repo --path app/google-services.json "
           "--invert-paths'", "Parsed 730 commits\nCompletely finished after 1.84 seconds."),
    )
    T.pair("t40-filter-repo-fresh", "l-fr-reflog", "recurred",
           "filter-repo refuses again (reflog reason) in another repo, then fixed in a fresh clone")

    T.later(
        "l-fr-local-clone", "/home/jun/infra-secrets", "2026-04-19T10:00:00Z", "main",
        user("rewrite the author emails in a clone of infra-secrets"),
        ok("git clone -q /home/jun/infra-secrets /tmp/is", ""),
        err("cd /tmp/is && git filter-repo --mailmap ../mailmap", fr_abort("expected freshly packed repo")),
        ok("rm -rf /tmp/is && git clone -q --no-local /home/jun/infra-secrets /tmp/is && cd /tmp/is && git filter-repo "
           "--mailmap ../mailmap", "Parsed 88 commits\nCompletely finished after 0.41 seconds."),
    )
    T.pair("t40-filter-repo-fresh", "l-fr-local-clone", "recurred",
           "a plain local clone (no --no-local) trips the same refusal, the lesson's trap; then fixed")

    T.later(
        "l-fr-analyze", "/Users/ari/src/design-assets", "2026-04-21T10:00:00Z", "main",
        user("which paths take the most space in history?"),
        ok("zsh -c 'git filter-repo --analyze && head -5 .git/filter-repo/analysis/path-all-sizes.txt'",
           "Processed 412 commits\nWriting reports to .git/filter-repo/analysis...done.\n"
           "=== All paths by reverse accumulated size ===\n  unpacked size  packed size  date deleted  path name\n"
           "      812339112    790114020  2026-04-05    assets/raw/"),
    )
    T.pair("t40-filter-repo-fresh", "l-fr-analyze", "neither",
           "filter-repo used only for --analyze, which does not rewrite; no refusal and no fix needed")

    T.later(
        "l-fr-missing", "/home/jun/new-laptop-setup", "2026-04-23T09:00:00Z", "main",
        user("drop vendor/ from the history of this repo"),
        err("git filter-repo --path vendor --invert-paths",
            "git: 'filter-repo' is not a git command. See 'git --help'."),
        ok("pipx install git-filter-repo", "  installed package git-filter-repo 2.45.0, installed using Python 3.12.3"),
        say("Installed. Before rewriting I'll make a --no-local clone to work in; tell me when to continue."),
    )
    T.pair("t40-filter-repo-fresh", "l-fr-missing", "neither",
           "a different error (filter-repo not installed); no rewrite is attempted")


GL_FOUND = ("Finding:     {line}\nSecret:      {secret}\nRuleID:      {rule}\nEntropy:     4.430\nFile:        {file}\n"
            "Line:        {n}\nCommit:      {commit}\nFingerprint: {commit}:{file}:{rule}:{n}\n\n"
            "10:02AM INF {c} commits scanned.\n10:02AM INF scan completed in 380ms\n10:02AM WRN leaks found: 1")


def gl_found(line: str, secret: str, rule: str, file: str, n: int, commit: str, c: int) -> str:
    return GL_FOUND.format(line=line, secret=secret, rule=rule, file=file, n=n, commit=commit, c=c)


def gitleaks_ignore() -> None:
    T.source(
        "s-gitleaks", "/home/jun/payments", "2026-04-06T01:00:00Z", "ci-secrets-scan",
        user("add a gitleaks step and make it pass; the stripe key in tests/fixtures is Stripe's public test key"),
        err("gitleaks detect --source . -v",
            gl_found("STRIPE_KEY = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\"", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
                     "stripe-access-token", "tests/fixtures/stripe.py", 3, "9c1e4f2a7b3d", 214)),
        say("That is Stripe's documented test key. I'll record this finding's fingerprint in .gitleaksignore so only "
            "this one is accepted."),
        ok("echo '9c1e4f2a7b3d:tests/fixtures/stripe.py:stripe-access-token:3' >> .gitleaksignore && "
           "gitleaks detect --source . -v",
           "10:04AM INF 214 commits scanned.\n10:04AM INF scan completed in 371ms\n10:04AM INF no leaks found"),
    )
    T.lesson(
        "t40-gitleaks-ignore", "project", "en", "s-gitleaks", "security",
        "gitleaks fails the scan on a known fake secret in test fixtures until its fingerprint is ignored",
        "`gitleaks detect` exits 1 with `WRN leaks found: 1` for a test key in tests/fixtures.",
        "Excluding the whole fixtures path or lowering the rule hides real leaks too; the finding must be accepted "
        "individually.",
        "gitleaks matches by pattern and entropy and cannot tell a published test key from a live one.",
        "Add the finding's Fingerprint line to `.gitleaksignore` (or a `gitleaks:allow` comment on the line, or a "
        "`--baseline-path` report of accepted findings) and rerun the scan.",
        ["`10:02AM WRN leaks found: 1`",
         "`echo '9c1e4f2a7b3d:tests/fixtures/stripe.py:stripe-access-token:3' >> .gitleaksignore`",
         "`10:04AM INF no leaks found`"])

    T.later(
        "l-gl-baseline", "/home/jun/ledger", "2026-04-10T02:00:00Z", "ci",
        user("wire gitleaks into ledger's CI; the team already reviewed the old findings into .gitleaks-baseline.json"),
        read("/home/jun/ledger/.gitleaks-baseline.json", "[\n {\"RuleID\": \"generic-api-key\", \"File\": \"docs/example.env\"}\n]"),
        ok("gitleaks detect --source . --baseline-path .gitleaks-baseline.json -v",
           "02:01AM INF 980 commits scanned.\n02:01AM INF scan completed in 1.2s\n02:01AM INF no leaks found"),
        edit("/home/jun/ledger/.github/workflows/ci.yml", "      - run: make test",
             "      - run: make test\n      - run: gitleaks detect --source . --baseline-path .gitleaks-baseline.json"),
    )
    T.pair("t40-gitleaks-ignore", "l-gl-baseline", "applied",
           "gitleaks run with --baseline-path of accepted findings; the scan passes")

    T.later(
        "l-gl-allow-comment", "/home/jun/payments", "2026-04-13T03:00:00Z", "refunds",
        user("add a fixture with the Stripe test webhook secret for the refunds tests, keep gitleaks green"),
        write("/home/jun/payments/tests/fixtures/webhook.py",
              "WEBHOOK_SECRET = \"whsec_test_5WbX5kEWLlfzsGNjH64I8lOOqUB6e8FH\"  # gitleaks:allow (Stripe test value)\n"),
        ok("git add tests/fixtures/webhook.py && gitleaks protect --staged -v",
           "03:02AM INF scan completed in 12ms\n03:02AM INF no leaks found"),
    )
    T.pair("t40-gitleaks-ignore", "l-gl-allow-comment", "applied",
           "the new test secret carries a gitleaks:allow comment before scanning; no leaks found")

    T.later(
        "l-gl-new-fixture", "/home/jun/payments", "2026-04-16T02:00:00Z", "payouts",
        user("commit the payouts tests"),
        err("git commit -qm 'payouts tests'",
            "gitleaks................................................................Failed\n- hook id: gitleaks\n"
            "- exit code: 1\n\n" + gl_found("key = \"sk_test_51Hh2aBCDxyz0987654321QWERty\"",
                                             "sk_test_51Hh2aBCDxyz0987654321QWERty", "stripe-access-token",
                                             "tests/fixtures/payouts.py", 7, "staged", 0).replace(
                "10:02AM INF 0 commits scanned.\n", "")),
        ok("echo 'tests/fixtures/payouts.py:stripe-access-token:7' >> .gitleaksignore && git add .gitleaksignore && "
           "git commit -qm 'payouts tests' && git log --oneline -1", "b7f20c1 payouts tests"),
    )
    T.pair("t40-gitleaks-ignore", "l-gl-new-fixture", "recurred",
           "the gitleaks hook fails on another fixture's Stripe test key, then it is fingerprinted")

    T.later(
        "l-gl-ci-branch", "/home/jun/payments", "2026-04-18T04:00:00Z", "release-2.3",
        user("CI secrets scan is red on release-2.3, see what it found"),
        err("gitleaks detect --source . --log-opts='origin/main..release-2.3' -v",
            gl_found("STRIPE_KEY = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\"", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
                     "stripe-access-token", "tests/fixtures/stripe_v2.py", 5, "e18a0c9d44f1", 12)),
        say("It's the same Stripe test key, copied into stripe_v2.py on this branch; its fingerprint isn't in "
            ".gitleaksignore yet."),
    )
    T.pair("t40-gitleaks-ignore", "l-gl-ci-branch", "recurred",
           "gitleaks fails on the known test key in another fixture file on another branch")

    T.later(
        "l-gl-real-key", "/home/jun/reports", "2026-04-20T05:00:00Z", "main",
        user("run gitleaks before I open the repo to the contractors"),
        err("gitleaks detect --source . -v",
            gl_found("AWS_SECRET_ACCESS_KEY=Jx3v1Q0Yw8m0Zr2sL7Ukq4e9bT6hN5cP1aD8fGzR", "Jx3v1Q0Yw8m0Zr2sL7Ukq4e9bT6hN5cP1aD8fGzR",
                     "aws-secret-access-key", "deploy/.env.prod", 2, "4a7d1b0e9c2f", 356)),
        say("This is a real production AWS key, not a test value: it must be rotated and removed from history, not "
            "ignored. I won't add it to .gitleaksignore."),
    )
    T.pair("t40-gitleaks-ignore", "l-gl-real-key", "neither",
           "leaks found for a real production secret (another cause); the fix is rightly not used")

    T.later(
        "l-gl-config", "/home/jun/ledger", "2026-04-22T02:00:00Z", "rules",
        user("add our custom internal-token rule to gitleaks"),
        err("gitleaks detect --source . --config .gitleaks.toml",
            "2:00AM FTL Failed to load config error=\"rule |internal-token| contains both a regex and a path but no "
            "description\""),
        edit("/home/jun/ledger/.gitleaks.toml", "id = \"internal-token\"\n",
             "id = \"internal-token\"\ndescription = \"Internal service token\"\n"),
        ok("gitleaks detect --source . --config .gitleaks.toml", "2:01AM INF no leaks found"),
    )
    T.pair("t40-gitleaks-ignore", "l-gl-config", "neither",
           "a different gitleaks error (config fails to load); no leaks-found failure and no ignore entry")


AL_UNKNOWN = ("{file}:{line}:14: label \"{label}\" is unknown. available labels are \"windows-latest\", "
              "\"windows-2022\", \"ubuntu-latest\", \"ubuntu-24.04\", \"ubuntu-22.04\", \"macos-latest\", \"macos-15\", "
              "\"self-hosted\", \"x64\", \"arm\", \"arm64\", \"linux\", \"macos\", \"windows\". if it is a custom label "
              "for self-hosted runner, set list of labels in actionlint.yaml config file [runner-label]\n"
              "   |\n{line} |     runs-on: [self-hosted, {label}]\n   |              ^~~~~~~~~~~~~~~~~~~~~~~~")


def al_unknown(file: str, line: int, label: str) -> str:
    return AL_UNKNOWN.format(file=file, line=line, label=label)


def actionlint_labels() -> None:
    T.source(
        "s-actionlint", "/home/jun/platform", "2026-04-07T04:00:00Z", "gpu-ci",
        user("lint the workflows with actionlint; the new gpu job runs on our self-hosted gpu-a100 runners"),
        err("actionlint", al_unknown(".github/workflows/build.yml", 9, "gpu-a100")),
        say("actionlint only knows GitHub-hosted labels and the generic self-hosted ones. Custom runner labels have to "
            "be declared in its config file."),
        write("/home/jun/platform/.github/actionlint.yaml", "self-hosted-runner:\n  labels:\n    - gpu-a100\n"),
        ok("actionlint && echo 'actionlint: ok'", "actionlint: ok"),
    )
    T.lesson(
        "t40-actionlint-labels", "project", "en", "s-actionlint", "workflow",
        "actionlint rejects custom self-hosted runner labels that are not declared in its config",
        "`actionlint` fails with `label \"gpu-a100\" is unknown. available labels are ...` and `[runner-label]` for a "
        "job that runs on a self-hosted runner.",
        "The workflow is valid for GitHub; only the linter does not know the label. Removing the label or switching "
        "to ubuntu-latest would silence it but break the job.",
        "actionlint checks runs-on against its built-in list of GitHub-hosted and generic self-hosted labels; any "
        "other label must be declared.",
        "Declare the custom labels in actionlint's config file: a `self-hosted-runner:` section with a `labels:` list "
        "in .github/actionlint.yaml (globs such as gpu-* are allowed), then lint again.",
        ["`label \"gpu-a100\" is unknown. available labels are`",
         "`[runner-label]`",
         "self-hosted-runner:\n  labels:\n    - gpu-a100",
         "`actionlint: ok`"])

    T.later(
        "l-al-arm-label", "/home/jun/platform", "2026-04-11T05:00:00Z", "arm-builds",
        user("add an arm64 build job on our arm-builder runners and keep actionlint clean"),
        edit("/home/jun/platform/.github/actionlint.yaml", "    - gpu-a100\n", "    - gpu-a100\n    - arm-builder\n"),
        write("/home/jun/platform/.github/workflows/arm.yml", "on: push\njobs:\n  build:\n    runs-on: [self-hosted, "
              "arm-builder]\n    steps:\n      - uses: actions/checkout@v4\n      - run: make build\n"),
        ok("actionlint && echo 'actionlint: ok'", "actionlint: ok"),
    )
    T.pair("t40-actionlint-labels", "l-al-arm-label", "applied",
           "the new custom label is declared in actionlint.yaml before linting; no unknown-label error")

    T.later(
        "l-al-precommit-glob", "/home/jun/ml-infra", "2026-04-14T06:00:00Z", "main",
        user("set up the actionlint pre-commit hook here; we have gpu-a100 and gpu-h100 runners"),
        write("/home/jun/ml-infra/.github/actionlint.yaml", "self-hosted-runner:\n  labels:\n    - \"gpu-*\"\n"),
        ok("pre-commit run actionlint --all-files", "Lint GitHub Actions workflow files.........................Passed"),
    )
    T.pair("t40-actionlint-labels", "l-al-precommit-glob", "applied",
           "a glob label list in actionlint.yaml before the hook runs actionlint; it passes")

    T.later(
        "l-al-signing", "/home/jun/platform", "2026-04-17T05:00:00Z", "win-sign",
        user("add the windows signing workflow and run the linters"),
        write("/home/jun/platform/.github/workflows/sign.yml", "on: workflow_dispatch\njobs:\n  sign:\n    runs-on: "
              "[self-hosted, win-signing]\n    steps:\n      - run: signtool sign /fd SHA256 dist\\app.exe\n"),
        err("actionlint", al_unknown(".github/workflows/sign.yml", 4, "win-signing")),
        edit("/home/jun/platform/.github/actionlint.yaml", "    - arm-builder\n", "    - arm-builder\n    - win-signing\n"),
        ok("actionlint && echo 'actionlint: ok'", "actionlint: ok"),
    )
    T.pair("t40-actionlint-labels", "l-al-signing", "recurred",
           "actionlint fails on another undeclared label (win-signing), then it is declared")

    T.later(
        "l-al-other-repo", "/home/jun/data-jobs", "2026-04-19T06:00:00Z", "nightly",
        user("lint the nightly workflow in data-jobs"),
        err("actionlint .github/workflows/nightly.yml", al_unknown(".github/workflows/nightly.yml", 7, "spark-large")),
        say("data-jobs has no actionlint.yaml, so the custom spark-large label is unknown to the linter."),
    )
    T.pair("t40-actionlint-labels", "l-al-other-repo", "recurred",
           "the same unknown-runner-label failure in another repository")

    T.later(
        "l-al-shellcheck", "/home/jun/platform", "2026-04-22T07:00:00Z", "release",
        user("actionlint is failing on the release workflow"),
        err("actionlint .github/workflows/release.yml",
            ".github/workflows/release.yml:21:9: shellcheck reported issue in this script: SC2086:info:1:6: Double "
            "quote to prevent globbing and word splitting [shellcheck]\n   |\n21 |         run: echo $TAG > version.txt\n"
            "   |         ^~~~"),
        edit("/home/jun/platform/.github/workflows/release.yml", "run: echo $TAG > version.txt",
             "run: echo \"$TAG\" > version.txt"),
        ok("actionlint && echo 'actionlint: ok'", "actionlint: ok"),
    )
    T.pair("t40-actionlint-labels", "l-al-shellcheck", "neither",
           "a different actionlint error (shellcheck SC2086); runner labels are not involved")

    T.later(
        "l-al-march", "/home/jun/platform", "2026-03-26T04:00:00Z", "main",
        user("run actionlint on the repo"),
        ok("actionlint && echo 'actionlint: ok'", "actionlint: ok"),
    )
    T.pair("t40-actionlint-labels", "l-al-march", "neither", "dated before the lesson's source session")


FILLS = [filter_repo, gitleaks_ignore, actionlint_labels]
