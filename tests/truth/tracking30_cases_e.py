"""Tracking30 cases, part e: markdownlint's MD013 on unwrapped prose and p4 with no P4PORT. Labelled by the rules in
tracking30_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking30_cases import T, say, sh, u


def mdl_source() -> None:
    T.source(
        "s-mdl-handbook", "/home/aiko/src/handbook", "2025-06-13T09:00:00Z", "ci/docs-lint",
        u("CI's docs lint fails, make it pass; in this repo we never hard-wrap prose"),
        sh("npx markdownlint-cli \"docs/**/*.md\"",
           "docs/onboarding.md:14:81 MD013/line-length Line length [Expected: 80; Actual: 212]\n"
           "docs/onboarding.md:31:81 MD013/line-length Line length [Expected: 80; Actual: 148]\n"
           "docs/runbooks/deploy.md:9:81 MD013/line-length Line length [Expected: 80; Actual: 133]", True),
        say("Every finding is MD013, the 80-column rule, which fights our one-sentence-per-line prose. Turning it "
            "off in the repo config."),
        ("write", "/home/aiko/src/handbook/.markdownlint.json", "{\n  \"default\": true,\n  \"MD013\": false\n}\n"),
        sh("npx markdownlint-cli \"docs/**/*.md\" && echo lint-ok", "lint-ok"),
    )
    T.lesson(
        "t30-markdownlint-md013-prose", "global", "en", "s-mdl-handbook", "tool_quirk",
        "markdownlint's default MD013 fails Markdown whose prose is not hard-wrapped",
        "`npx markdownlint-cli \"docs/**/*.md\"` fails with lines like `docs/onboarding.md:14:81 MD013/line-length "
        "Line length [Expected: 80; Actual: 212]`.",
        "The failures look like real style problems file by file, and rewrapping them would fight a repo's "
        "convention of not hard-wrapping prose.",
        "markdownlint enables every rule by default, including MD013's 80-column limit, and a repo without a "
        "markdownlint config gets it.",
        "Disable the rule in the repo's config: `.markdownlint.json` with `\"MD013\": false` (or `.markdownlint.yaml` "
        "with `MD013: false`); for a one-off run `markdownlint --disable MD013 -- FILES`.",
        ["`npx markdownlint-cli \"docs/**/*.md\"` -> `docs/onboarding.md:14:81 MD013/line-length Line length`",
         "`npx markdownlint-cli \"docs/**/*.md\" && echo lint-ok` -> `lint-ok`"],
    )


def mdl_later() -> None:
    T.later(
        "l-mdl-adr-zsh", "/home/aiko/src/architecture", "2025-06-20T10:00:00Z", "adr/queue",
        u("lint the new ADRs (zsh)"),
        sh("npx markdownlint-cli \"adr/*.md\"",
           "adr/0007-queue.md:5:81 MD013/line-length Line length [Expected: 80; Actual: 176]", True),
        sh("npx markdownlint-cli --disable MD013 -- adr/*.md && echo ok", "ok"),
    )
    T.later(
        "l-mdl-precommit", "/home/aiko/src/handbook-site", "2025-07-02T11:00:00Z", "feat/faq",
        u("run the markdownlint pre-commit hook on everything"),
        sh("pre-commit run markdownlint --all-files",
           "markdownlint.............................................................Failed\n"
           "- hook id: markdownlint\n- exit code: 1\n\n"
           "content/faq.md:3:81 MD013/line-length Line length [Expected: 80; Actual: 301]", True),
        say("Only MD013 on the FAQ; want me to turn the rule off for this repo too?"),
    )
    T.later(
        "l-mdl-yaml-config", "/home/aiko/src/handbook-site", "2025-07-03T09:30:00Z", "chore/lint-config",
        u("yes, add a yaml markdownlint config without MD013 and rerun the hook"),
        ("write", "/home/aiko/src/handbook-site/.markdownlint.yaml", "default: true\nMD013: false\n"),
        sh("pre-commit run markdownlint --all-files",
           "markdownlint.............................................................Passed"),
    )
    T.later(
        "l-mdl-disable-flag", "/home/aiko/src/release-tools", "2025-07-05T16:00:00Z", "release/notes",
        u("lint CHANGELOG.md only, quickly"),
        sh("npx markdownlint-cli --disable MD013 -- CHANGELOG.md && echo ok", "ok"),
    )
    T.later(
        "l-mdl-md041", "/home/aiko/src/handbook", "2025-07-09T13:00:00Z", "docs/faq",
        u("lint docs after adding the faq"),
        sh("npx markdownlint-cli \"docs/**/*.md\"",
           "docs/faq.md:1 MD041/first-line-heading/first-line-h1 First line in a file should be a top-level heading",
           True),
        ("edit", "/home/aiko/src/handbook/docs/faq.md", "Frequently asked questions\n", "# Frequently asked questions\n"),
        sh("npx markdownlint-cli \"docs/**/*.md\" && echo lint-ok", "lint-ok"),
    )
    T.later(
        "l-mdl-fix-lists", "/home/aiko/src/handbook", "2025-07-11T08:00:00Z", "docs/style",
        u("auto-fix the list indentation in docs/style.md"),
        sh("npx markdownlint-cli --fix docs/style.md && git diff --stat", " docs/style.md | 6 +++---\n"
           " 1 file changed, 3 insertions(+), 3 deletions(-)"),
    )
    T.later(
        "l-mdl-before", "/home/aiko/src/handbook", "2025-05-22T09:00:00Z", "main",
        u("lint the docs"),
        sh("npx markdownlint-cli \"docs/**/*.md\"",
           "docs/onboarding.md:14:81 MD013/line-length Line length [Expected: 80; Actual: 212]", True),
    )


def mdl_pairs() -> None:
    lid = "t30-markdownlint-md013-prose"
    T.pair(lid, "l-mdl-adr-zsh", "recurred", "MD013 line-length fails again on adr/0007-queue.md in another repo; --disable MD013 "
           "after it")
    T.pair(lid, "l-mdl-precommit", "recurred", "the markdownlint hook fails on MD013 in another repo's content/faq.md")
    T.pair(lid, "l-mdl-yaml-config", "applied", "adds `.markdownlint.yaml` with `MD013: false`, then the hook passes")
    T.pair(lid, "l-mdl-disable-flag", "applied", "`--disable MD013`, the one-off spelling the lesson names; no failure")
    T.pair(lid, "l-mdl-md041", "neither", "a different markdownlint rule (MD041) fails; no MD013 and no MD013 fix")
    T.pair(lid, "l-mdl-fix-lists", "neither", "markdownlint run only with --fix for list indentation")
    T.pair(lid, "l-mdl-before", "neither", "dated before the lesson's source session, whatever it holds")


P4_FAIL = ("Perforce client error:\n\tConnect to server failed; check $P4PORT.\n\tTCP connect to perforce:1666 failed.\n"
           "\tgetaddrinfo: Name or service not known")
P4_INFO = ("User name: greta\nClient name: {client}\nClient host: {host}\nServer address: p4.studio.internal:1666\n"
           "Server version: P4D/LINUX26X86_64/2024.2/2675662 (2025/03/18)")


def p4_source() -> None:
    T.source(
        "s-p4-first-connect", "/home/greta/ws/game-main", "2025-06-14T07:30:00Z", "main",
        u("check this workspace can talk to the perforce server p4.studio.internal:1666"),
        sh("p4 info", P4_FAIL, True),
        sh("env | grep ^P4", "P4USER=greta\nP4CLIENT=greta-game-main"),
        say("No P4PORT is set, so p4 falls back to the default perforce:1666, which does not resolve here."),
        sh("p4 -p p4.studio.internal:1666 info", P4_INFO.format(client="greta-game-main", host="ws-greta")),
    )
    T.lesson(
        "t30-p4-no-p4port", "global", "en", "s-p4-first-connect", "env_setup",
        "p4 with no P4PORT tries the default perforce:1666",
        "`p4 info` fails with `Connect to server failed; check $P4PORT.` and `TCP connect to perforce:1666 failed.`",
        "P4USER and P4CLIENT are set, so the workspace looks configured; only the server address is missing and "
        "p4 silently uses its built-in default host name.",
        "Without P4PORT (environment, P4CONFIG file, or `p4 set` on Windows) and without -p, p4 connects to "
        "perforce:1666.",
        "Name the server: `p4 -p p4.studio.internal:1666 ...` on each call, or set it once with "
        "`export P4PORT=p4.studio.internal:1666` (fish `set -gx P4PORT ...`, Windows `p4 set P4PORT=...`), or put "
        "`P4PORT=...` in a `.p4config` at the workspace root with `P4CONFIG=.p4config` set.",
        ["`p4 info` -> `TCP connect to perforce:1666 failed.`",
         "`p4 -p p4.studio.internal:1666 info` -> `Server address: p4.studio.internal:1666`"],
    )


def p4_later() -> None:
    T.later(
        "l-p4-tools-sync", "/home/greta/ws/tools", "2025-06-21T08:00:00Z", "main",
        u("sync the build tools stream into this new workspace"),
        sh("p4 -c greta-tools sync //depot/tools/build/...", P4_FAIL, True),
        sh("p4 -p p4.studio.internal:1666 -c greta-tools sync //depot/tools/build/...",
           "//depot/tools/build/pack.py#12 - added as /home/greta/ws/tools/build/pack.py\n"
           "//depot/tools/build/README.md#3 - added as /home/greta/ws/tools/build/README.md"),
    )
    T.later(
        "l-p4-mac-clients", "/Users/greta/ws/art", "2025-07-02T09:00:00Z", "main",
        u("list my perforce workspaces from the mac (zsh)"),
        sh("p4 clients -u greta", "Perforce client error:\n\tConnect to server failed; check $P4PORT.\n"
           "\tTCP connect to perforce:1666 failed.\n\tgetaddrinfo: nodename nor servname provided, or not known", True),
        say("P4PORT isn't set on this mac; tell me the server and I'll set it."),
    )
    T.later(
        "l-p4-fish-env", "/home/greta/ws/game-main", "2025-06-25T10:00:00Z", "main",
        u("show the last three changes on main (fish)"),
        sh("set -gx P4PORT p4.studio.internal:1666; p4 changes -m 3 //depot/game/main/...",
           "Change 88412 on 2025/06/24 by ivo@ivo-main 'Fix shader LOD popping'\n"
           "Change 88409 on 2025/06/24 by greta@greta-game-main 'Bump engine to 5.4.2'\n"
           "Change 88397 on 2025/06/23 by sam@sam-main 'Add menu music'"),
    )
    T.later(
        "l-p4-config-file", "/home/greta/ws/tools", "2025-07-05T08:15:00Z", "main",
        u("set this workspace up with a .p4config so any shell works, then show opened files"),
        ("write", "/home/greta/ws/tools/.p4config", "P4PORT=p4.studio.internal:1666\nP4CLIENT=greta-tools\n"),
        sh("export P4CONFIG=.p4config && p4 opened", "//depot/tools/build/pack.py#12 - edit default change (text)"),
    )
    T.later(
        "l-p4-windows-set", "C:\\Users\\greta\\ws\\game-main", "2025-07-07T12:00:00Z", "main",
        u("the windows box needs the perforce server too (cmd)"),
        sh("p4 set P4PORT=p4.studio.internal:1666 && p4 info",
           P4_INFO.format(client="greta-game-win", host="GRETA-WIN")),
    )
    T.later(
        "l-p4-password", "/home/greta/ws/game-main", "2025-07-09T15:00:00Z", "main",
        u("submit the opened shader fix with description 'fix shader LOD'"),
        sh("p4 submit -d \"fix shader LOD\"", "Perforce password (P4PASSWD) invalid or unset.", True),
        sh("p4 login -s", "Your session has expired, please login again."),
        say("Your ticket expired; run p4 login yourself so the password isn't typed here."),
    )
    T.later(
        "l-p4-before", "/home/greta/ws/game-main", "2025-06-02T07:00:00Z", "main",
        u("does p4 work here?"),
        sh("p4 info", P4_FAIL, True),
    )


def p4_pairs() -> None:
    lid = "t30-p4-no-p4port"
    T.pair(lid, "l-p4-tools-sync", "recurred", "TCP connect to perforce:1666 fails again in another workspace; fixed "
           "after with -p")
    T.pair(lid, "l-p4-mac-clients", "recurred", "on the mac, p4 clients fails with check $P4PORT / perforce:1666; not "
           "fixed")
    T.pair(lid, "l-p4-fish-env", "applied", "P4PORT exported in fish (`set -gx`), the environment spelling of -p, "
           "before the first call")
    T.pair(lid, "l-p4-config-file", "applied", "a .p4config with P4PORT plus P4CONFIG set, as the lesson names")
    T.pair(lid, "l-p4-windows-set", "applied", "`p4 set P4PORT=...` on Windows, then p4 info works")
    T.pair(lid, "l-p4-password", "neither", "a different p4 error (password / expired ticket); server reached, no "
           "P4PORT fix in the session")
    T.pair(lid, "l-p4-before", "neither", "dated before the lesson's source session, whatever it holds")


FILLS: list[Callable[[], None]] = [mdl_source, mdl_later, mdl_pairs, p4_source, p4_later, p4_pairs]
