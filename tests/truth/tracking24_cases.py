"""Cases of the twenty-fourth tracking corpus, part one (the tables, the step helpers, and the shellcheck and
hadolint lessons); parts _b … _h hold the other twelve lessons and their later sessions.

Labelling rules (every pair was labelled by them from the session text alone, before anything judged it, and
carries a one-line reason):
- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version; shown by a call), whatever follows it;
  a recurrence then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way the
  lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool reads,
  a script the session writes and runs) with no such failure before it; a different failure after it does not
  undo that;
- neither: everything else (the fix's program run for something else, the fix only written into a document,
  a different error from the same tool, the failure text quoted by the person but not re-run), and any session
  dated before the lesson's source session, whatever it holds.
Pairs without an honest single label were left out.
"""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t24-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def U(text: str) -> tuple[Any, ...]:
    return ("user", text)


def S(text: str) -> tuple[Any, ...]:
    return ("say", text)


def B(command: str, output: str, error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, error)


def W(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def E(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def R(path: str, content: str) -> tuple[Any, ...]:
    return ("tool", "Read", {"file_path": path}, content, False)


SC1091 = ("In {f} line {n}:\n{src}\n{pad}^-{dash}^ SC1091 (info): Not following: {inc} was not specified as input "
          "(see shellcheck -x).\n\nFor more information:\n  https://www.shellcheck.net/wiki/SC1091 -- Not following: "
          "{inc} w...")


def sc1091(f: str, n: int, inc: str, verb: str = "source") -> str:
    src = f"{verb} {inc}"
    return SC1091.format(f=f, n=n, src=src, pad=" " * (len(verb) + 1), dash="-" * (len(inc) - 2), inc=inc)


def dl3008(f: str, n: int) -> str:
    return (f"{f}:{n} DL3008 warning: Pin versions in apt get install. Instead of `apt-get install <package>` use "
            "`apt-get install <package>=<version>`")


def lesson_shellcheck() -> None:
    T.source("s-shellcheck", "/home/dev/infra-scripts", "2025-05-06T09:02:00Z", "fix/ci-lint",
             U("The lint job in CI is red on the deploy scripts. Can you get shellcheck passing?"),
             B("shellcheck scripts/deploy.sh", sc1091("scripts/deploy.sh", 4, "./lib/common.sh"), True),
             S("Only an info note, SC1091, but shellcheck exits 1 on any finding. It will not open the sourced "
               "helper unless it is allowed to follow external sources."),
             B("shellcheck -x scripts/deploy.sh scripts/rollback.sh && echo 'shellcheck: clean'",
               "shellcheck: clean"))
    T.lesson("t24-shellcheck-source", "global", "en", "s-shellcheck", "tool_quirk",
             "shellcheck fails on `source`d helper files unless run with `-x`",
             "`shellcheck scripts/deploy.sh` exits 1 with `SC1091 (info): Not following: ./lib/common.sh was not "
             "specified as input (see shellcheck -x).` although the script itself has no problem.",
             "SC1091 is only an info-level note, so it looks ignorable, but shellcheck exits non-zero on every "
             "finding and the CI lint step fails on it.",
             "shellcheck does not open files named in `source` / `.` unless they are given on the command line or "
             "following external sources is allowed.",
             "Run `shellcheck -x` (long form `--external-sources`), or put `external-sources=true` in a "
             "`.shellcheckrc` at the repository root so every shellcheck run follows sourced files.",
             ["`shellcheck scripts/deploy.sh` failed: `SC1091 (info): Not following: ./lib/common.sh was not "
              "specified as input (see shellcheck -x).`",
              "`shellcheck -x scripts/deploy.sh scripts/rollback.sh` then printed `shellcheck: clean`"])


def later_shellcheck_a() -> None:
    T.later("l-sc-dotfiles", "/Users/mina/dotfiles", "2025-06-11T20:14:00Z", "feat/prompt",
            U("add shellcheck to the pre-push checks and make bootstrap.sh pass it"),
            B("shellcheck bootstrap.sh", sc1091("bootstrap.sh", 9, "./helpers/os.sh", verb="."), True),
            S("It can't follow the sourced helper. Allowing external sources."),
            B("shellcheck -x bootstrap.sh && echo ok", "ok"))
    T.pair("t24-shellcheck-source", "l-sc-dotfiles", "recurred",
           "SC1091 on ./helpers/os.sh in another repo (a call), then fixed with -x: still recurred")
    T.later("l-sc-fedora-ci", "/builds/ops/provisioning", "2025-06-14T07:40:00Z", "main",
            U("Fedora runner: lint every script under bin/ and tell me what fails."),
            B("for f in bin/*.sh; do shellcheck \"$f\" || echo \"FAIL $f\"; done",
              sc1091("bin/provision.sh", 6, "./bin/env/defaults.sh") + "\nFAIL bin/provision.sh"),
            S("provision.sh sources bin/env/defaults.sh and shellcheck is not told to follow it; the others pass."))
    T.pair("t24-shellcheck-source", "l-sc-fedora-ci", "recurred",
           "a loop over bin/*.sh hits SC1091 Not following ./bin/env/defaults.sh on another repo and branch")
    T.later("l-sc-rc-file", "/home/sam/backup-tools", "2025-06-18T11:05:00Z", "chore/lint-config",
            U("I'm tired of passing flags to shellcheck. Make the repo config do it, then lint tools/."),
            W("/home/sam/backup-tools/.shellcheckrc", "external-sources=true\nsource-path=SCRIPTDIR\n"),
            B("shellcheck tools/*.sh && echo 'all clean'", "all clean"))
    T.pair("t24-shellcheck-source", "l-sc-rc-file", "applied",
           ".shellcheckrc with external-sources=true written, then shellcheck tools/*.sh passes with no SC1091 before")


def later_shellcheck_b() -> None:
    T.later("l-sc-fish-long", "/home/ivo/releaser", "2025-06-20T15:31:00Z", "release/2.4",
            U("in fish: lint ci/release.sh before I tag"),
            B("shellcheck --external-sources ci/release.sh; and echo passed", "passed"))
    T.pair("t24-shellcheck-source", "l-sc-fish-long", "applied",
           "shellcheck --external-sources (the long form the lesson names) used first, no SC1091 before it")
    T.later("l-sc-quoting", "/home/dev/infra-scripts", "2025-06-23T10:12:00Z", "fix/backup-quotes",
            U("shellcheck complains about backup.sh now, fix it"),
            B("shellcheck scripts/backup.sh",
              "In scripts/backup.sh line 12:\ntar czf $ARCHIVE $SRC_DIR\n        ^------^ SC2086 (info): Double "
              "quote to prevent globbing and word splitting.\n\nDid you mean:\ntar czf \"$ARCHIVE\" $SRC_DIR", True),
            E("/home/dev/infra-scripts/scripts/backup.sh", "tar czf $ARCHIVE $SRC_DIR",
              "tar czf \"$ARCHIVE\" \"$SRC_DIR\""),
            B("shellcheck scripts/backup.sh && echo ok", "ok"))
    T.pair("t24-shellcheck-source", "l-sc-quoting", "neither",
           "a different shellcheck finding (SC2086 quoting), fixed by quoting; no SC1091, no -x")
    T.later("l-sc-contrib-doc", "/home/dev/infra-scripts", "2025-06-25T16:40:00Z", "docs/contributing",
            U("Write down in CONTRIBUTING.md how to lint the scripts locally so people stop hitting SC1091."),
            E("/home/dev/infra-scripts/CONTRIBUTING.md", "## Linting\n",
              "## Linting\n\nRun `shellcheck -x scripts/*.sh` before pushing; without `-x` shellcheck stops at "
              "SC1091 on every sourced helper.\n"),
            S("Documented the -x flag under Linting."))
    T.pair("t24-shellcheck-source", "l-sc-contrib-doc", "neither",
           "the -x fix is only written into CONTRIBUTING.md and SC1091 only named; shellcheck never runs")
    T.later("l-sc-early", "/home/dev/infra-scripts", "2025-05-02T13:20:00Z", "main",
            U("quick sanity lint of the rollback script"),
            B("shellcheck -x scripts/rollback.sh && echo ok", "ok"))
    T.pair("t24-shellcheck-source", "l-sc-early", "neither",
           "dated before the lesson's source session (May 2 vs May 6): neither whatever it holds")


def lesson_hadolint() -> None:
    T.source("s-hadolint", "/Users/jonas/work/ingest-svc", "2025-05-08T14:20:00Z", "feat/slim-image",
             U("hadolint is failing the image build check, can you sort it out? we deliberately don't pin apt "
               "packages, we want the security updates from the base image's repo."),
             B("hadolint Dockerfile", dl3008("Dockerfile", 7), True),
             S("DL3008 is a warning, but hadolint's default failure threshold makes any finding exit 1. Since "
               "unpinned apt packages are intended here, ignore that rule."),
             B("hadolint --ignore DL3008 Dockerfile && echo 'hadolint ok'", "hadolint ok"))
    T.lesson("t24-hadolint-dl3008", "global", "en", "s-hadolint", "tool_quirk",
             "hadolint fails the check on DL3008 (unpinned apt packages) even though it is only a warning",
             "`hadolint Dockerfile` exits 1 with `DL3008 warning: Pin versions in apt get install.`",
             "The finding is labelled `warning`, so it looks non-fatal, but hadolint exits non-zero for warnings "
             "too and the build check fails.",
             "The Dockerfile installs apt packages without `=<version>` on purpose, and hadolint's default "
             "failure threshold counts every rule it reports.",
             "Ignore the rule explicitly: `hadolint --ignore DL3008 Dockerfile`; the same can be set with "
             "`HADOLINT_IGNORE=DL3008` in the environment or with `ignored: [DL3008]` in a `.hadolint.yaml` "
             "that hadolint reads from the working directory.",
             "`hadolint Dockerfile` failed with `Dockerfile:7 DL3008 warning: Pin versions in apt get install.`; "
             "`hadolint --ignore DL3008 Dockerfile` then printed `hadolint ok`.")


def later_hadolint_a() -> None:
    T.later("l-hl-worker", "/home/runner/work/billing/billing", "2025-06-12T08:03:00Z", "feat/worker-image",
            U("CI says the Dockerfile lint failed for the worker image, check it"),
            B("hadolint docker/Dockerfile.worker", dl3008("docker/Dockerfile.worker", 12), True),
            S("Unpinned apt-get install on line 12 of the worker Dockerfile."))
    T.pair("t24-hadolint-dl3008", "l-hl-worker", "recurred",
           "DL3008 on docker/Dockerfile.worker line 12 in another repo, shown by the hadolint call")
    T.later("l-hl-pwsh-docker", r"C:\Users\femi\src\gateway", "2025-06-15T10:22:00Z", "main",
            U("Run hadolint through docker on Windows (PowerShell), I don't have it installed."),
            B("Get-Content Dockerfile | docker run --rm -i hadolint/hadolint", dl3008("-", 5), True),
            S("DL3008 again. The image keeps apt packages unpinned on purpose, so ignoring the rule."),
            B("Get-Content Dockerfile | docker run --rm -i hadolint/hadolint hadolint --ignore DL3008 -", ""))
    T.pair("t24-hadolint-dl3008", "l-hl-pwsh-docker", "recurred",
           "DL3008 from hadolint in a container under PowerShell, then --ignore DL3008: a recurrence then fixed")
    T.later("l-hl-env", "/home/kai/svc-auth", "2025-06-17T09:45:00Z", "chore/lint",
            U("lint the Dockerfiles for svc-auth"),
            B("HADOLINT_IGNORE=DL3008 hadolint Dockerfile Dockerfile.migrate && echo clean", "clean"))
    T.pair("t24-hadolint-dl3008", "l-hl-env", "applied",
           "HADOLINT_IGNORE=DL3008 (the env var the lesson names) on the first hadolint call, no DL3008 failure")


def later_hadolint_b() -> None:
    T.later("l-hl-yaml", "/Users/jonas/work/ingest-api", "2025-06-19T13:10:00Z", "feat/api-image",
            U("set hadolint up for the api repo the way ingest-svc does it but with a config file"),
            W("/Users/jonas/work/ingest-api/.hadolint.yaml", "ignored:\n  - DL3008\nfailure-threshold: warning\n"),
            B("hadolint Dockerfile.api && echo 'hadolint ok'", "hadolint ok"))
    T.pair("t24-hadolint-dl3008", "l-hl-yaml", "applied",
           ".hadolint.yaml with ignored: DL3008 written, then hadolint passes; no DL3008 failure before")
    T.later("l-hl-latest", "/home/runner/work/site/site", "2025-06-21T17:55:00Z", "renovate/base",
            U("hadolint failed on the site image after renovate's bump"),
            B("hadolint Dockerfile",
              "Dockerfile:1 DL3007 warning: Using latest is prone to errors if the image will ever update. Pin "
              "the version explicitly to a release tag", True),
            E("/home/runner/work/site/site/Dockerfile", "FROM nginx:latest", "FROM nginx:1.27-alpine"),
            B("hadolint Dockerfile && echo ok", "ok"))
    T.pair("t24-hadolint-dl3008", "l-hl-latest", "neither",
           "a different hadolint rule (DL3007 latest tag), fixed by pinning the base; no DL3008, no ignore")
    T.later("l-hl-version", "/Users/jonas/work/ingest-svc", "2025-06-24T09:00:00Z", "main",
            U("which hadolint do we have locally? the CI one is 2.12"),
            B("hadolint --version", "Haskell Dockerfile Linter 2.12.0"),
            S("Same version as CI, 2.12.0."))
    T.pair("t24-hadolint-dl3008", "l-hl-version", "neither",
           "hadolint run only for its version; no DL3008 and no ignore")
    T.later("l-hl-early", "/Users/jonas/work/ingest-svc", "2025-05-03T11:30:00Z", "main",
            U("first pass at linting the ingest Dockerfile"),
            B("hadolint Dockerfile", dl3008("Dockerfile", 7), True),
            S("It wants apt versions pinned. Leaving it for now."))
    T.pair("t24-hadolint-dl3008", "l-hl-early", "neither",
           "DL3008 shown, but the session is dated before the lesson's source (May 3 vs May 8)")


FILLS = (lesson_shellcheck, later_shellcheck_a, later_shellcheck_b, lesson_hadolint, later_hadolint_a,
         later_hadolint_b)
