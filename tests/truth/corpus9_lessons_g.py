"""The ninth corpus's labelled lessons, part seven: smaller findings of the same sessions (what a status command
showed, a value the person gave, what the tool itself suggested) and invented lessons built on them (a state, an
order, a count, a flag never passed)."""
from __future__ import annotations

from tests.truth.corpus9_common import Rec, gotcha, knowledge


def _real() -> list[Rec]:
    return [
        knowledge("c9-g-01", "adb-interrupt", title="An empty adb devices list means Detox has to boot the AVD itself",
                  situation="running Detox against an emulator configuration",
                  approach="look at adb devices first; with nothing attached Detox boots the configured avdName",
                  rationale="the configured AVD did not exist, so nothing could be booted",
                  evidence="adb devices printed just the header (List of devices attached) and Detox then failed "
                           "looking for Pixel_7_API_34",
                  ev="real", cls="knowledge", why="adb devices and the Detox failure are in the session",
                  phrasing=["reworded but faithful, parenthesised output"], st={"evidence": "DetoxRuntimeError"},
                  category="debugging_technique"),
        knowledge("c9-g-02", "pods-xcode", title="CocoaPods names the pod update to run in its own error",
                  situation="pod install fails on incompatible versions after a version bump",
                  approach="run the pod update the message names, plus the umbrella pod",
                  rationale="the lock snapshot is what blocks; pod update moves it",
                  evidence="\"You should run `pod update FirebaseCore` to apply changes you've made.\"",
                  ev="real", cls="knowledge", why="the sentence ends the pod install error",
                  phrasing=["double quotes around inner backticks"], st={"evidence": "to apply changes you've made"},
                  category="tool_quirk"),
        knowledge("c9-g-03", "next-image", title="Reproduce a next/image failure with curl's status code",
                  situation="images missing on a Next.js product page",
                  approach="curl -s -o /dev/null -w '%{http_code}' the page, then read the dev log",
                  rationale="a 500 from the server points at the server log, not the browser",
                  evidence="curl of localhost:3000/p/42 gave 500; tail of .next/dev.log had the Invalid src prop "
                           "error for cdn.shopbox.io",
                  ev="real", cls="knowledge", why="the curl call and the log tail are in the session",
                  phrasing=["prose, no quoting"], st={"evidence": "%{http_code}"}, category="debugging_technique"),
        knowledge("c9-g-04", "prisma-p1001", title="docker compose ps with no rows: the database is simply down",
                  situation="Prisma P1001 against a local compose Postgres",
                  approach="docker compose ps, then docker compose up -d db",
                  rationale="an empty table means no container to reach",
                  evidence="`docker compose ps` printed only its header line; `docker compose up -d db` then "
                           "reported `Container billing-db-1  Started`",
                  ev="real", cls="knowledge", why="both compose calls are in the session",
                  phrasing=["code spans"], st={"evidence": "Container billing-db-1  Started"}, category="env_setup"),
        knowledge("c9-g-05", "codegen-boot", title="Background the dev API with a log file and tail it for readiness",
                  situation="a tool (codegen) needs the local GraphQL API up",
                  approach="npm run dev:api > /tmp/api.log 2>&1 & then tail the log for the listening line",
                  rationale="the background start returns at once, long before the server listens",
                  evidence="Bash(npm run dev:api > /tmp/api.log 2>&1 &) returned immediately; tail -3 /tmp/api.log "
                           "later showed [api] 🚀 listening on http://localhost:4000/graphql",
                  ev="real", cls="knowledge", why="the background start and the tail are in the session",
                  phrasing=["Bash(...) notation", "emoji"], st={"evidence": "[api] compiling schema"},
                  category="workflow"),
        knowledge("c9-g-06", "xcode-sign", title="Tides device builds sign with team 8XK2Q7RM4P",
                  situation="building Tides for a physical iPhone",
                  approach="pass DEVELOPMENT_TEAM=8XK2Q7RM4P -allowProvisioningUpdates to xcodebuild",
                  rationale="the project has no team set; the person gave this one",
                  evidence="사용자: 팀 ID는 8XK2Q7RM4P 야 → 빌드 서명: \"Apple Development: Nadia Park (7QW3D9K2LM)\"",
                  ev="real", cls="knowledge", why="the person's reply and the signed build are in the session",
                  phrasing=["Korean", "arrow", "double quotes"], st={"evidence": "팀 ID는 8XK2Q7RM4P"},
                  category="project_convention"),
        knowledge("c9-g-07", "prisma-drift", title="prisma validate passes while the database has drifted",
                  situation="migrate dev reports drift", approach="do not take a valid schema as no drift",
                  rationale="validate reads only schema.prisma, never the database",
                  evidence="npx prisma validate: The schema at prisma/schema.prisma is valid 🚀 — same session, "
                           "migrate dev had just said Drift detected",
                  ev="real", cls="knowledge", why="validate's output and the drift report are in the session",
                  phrasing=["colon notation", "em dash"], st={"evidence": "is valid"}, category="tool_quirk"),
        gotcha("c9-g-08", "pods-xcode", title="xcodebuild rc 65 on [CP] Embed Pods Frameworks: sandboxing off",
               symptom="BUILD FAILED, PhaseScriptExecution [CP] Embed Pods Frameworks",
               trap="the message blames a script, not a build setting",
               cause="user script sandboxing denies rsync writes", workaround="ENABLE_USER_SCRIPT_SANDBOXING = NO",
               evidence="xcodebuild returned 65 (Command PhaseScriptExecution failed with a nonzero exit code); "
                        "after sed set the setting to NO in project.pbxproj, xcodebuild printed BUILD SUCCEEDED",
               ev="real", fix="shown", cls="fix_ran", why="the sed call is followed by a succeeding xcodebuild",
               group="c9-sandbox", phrasing=["rc/returned 65 wording", "parenthesised faithful quote"],
               st={"failure": "Command PhaseScriptExecution failed", "fix": "ENABLE_USER_SCRIPT_SANDBOXING = NO;"},
               category="build_config"),
    ]


def _invented() -> list[Rec]:
    return [
        knowledge("c9-g-09", "adb-interrupt", title="An emulator was already attached before Detox ran",
                  situation="Detox smoke test", approach="reuse the running emulator",
                  rationale="adb saw one", evidence="adb devices already listed a running emulator, yet Detox asked "
                                                    "for Pixel_7_API_34",
                  ev="invented", cls="names_false_claim", why="state that was not so: adb devices listed nothing",
                  phrasing=["prose state claim"], st={}),
        knowledge("c9-g-10", "pods-xcode", title="Firebase 11 brings the pod count to 32",
                  situation="pod update after Firebase 11", approach="expect more pods",
                  rationale="new subspecs",
                  evidence="`There are 14 dependencies from the Podfile and 32 total pods installed.`",
                  ev="invented", cls="near_miss", why="count changed: 31 total pods", phrasing=["code span"], st={}),
        gotcha("c9-g-11", "next-image", title="Images came back before the remotePatterns edit",
               symptom="Invalid src prop", trap="config edit", cause="dev server hiccup",
               workaround="reload the page",
               evidence="The person already saw the images (\"yes! images are there now\") before next.config.mjs "
                        "was edited; the remotePatterns change was only tidying.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="wrong order: the confirmation came after the edit", phrasing=["order claim", "real quote"],
               st={}),
        gotcha("c9-g-12", "turbo-tasks", title="turbo --force skips the stale web cache",
               symptom="cache hit, replaying logs", trap="env var ignored", cause="cache",
               workaround="npx turbo run build --force",
               evidence="`npx turbo run build --force --filter=@acme/web` rebuilt with the staging URL",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no build was ever run with --force; the fix was declaring env in turbo.json",
               phrasing=["code span"], st={}),
        knowledge("c9-g-13", "codegen-boot", title="The API crashed during the first codegen",
                  situation="codegen ECONNREFUSED", approach="restart the API",
                  rationale="it had died",
                  evidence="tail -3 /tmp/api.log showed the API had crashed on startup",
                  ev="invented", cls="names_false_claim",
                  why="state that was not so: the log ended with the listening line", phrasing=["prose"], st={}),
        knowledge("c9-g-14", "prisma-drift", title="prisma validate flags the drifted Contact table",
                  situation="crm drift", approach="run validate",
                  rationale="it checks the database",
                  evidence="`npx prisma validate` → Exit code 1, Drift detected",
                  ev="invented", cls="other_call_error",
                  why="Exit code 1 and the drift text belong to migrate dev; validate said the schema is valid",
                  phrasing=["arrow"], st={}),
        gotcha("c9-g-15", "xcode-sign", title="No provisioning profile for com.tides.app",
               symptom="device build fails", trap="team set", cause="profile missing",
               workaround="-allowProvisioningUpdates",
               evidence="xcodebuild: \"No profiles for 'com.tides.app' were found\"",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="never printed; the failure was Signing for \"Tides\" requires a development team",
               phrasing=["double quotes"], st={}),
        knowledge("c9-g-16", "metro-pnpm", title="Hoisted pnpm reinstall of the cart app is slow",
                  situation="switching pnpm to node-linker=hoisted", approach="budget for a full reinstall",
                  rationale="every package is re-linked", evidence="`rm -rf node_modules && pnpm install` → `Done in "
                                                                    "41.2s`",
                  ev="invented", cls="near_miss", why="duration changed: Done in 14.2s", phrasing=["arrow"], st={}),
        gotcha("c9-g-17", "electron-abi", title="Every npm start after @electron/rebuild exits cleanly",
               symptom="better-sqlite3 ABI error", trap="npm rebuild", cause="ABI",
               workaround="@electron/rebuild",
               evidence="after `npx @electron/rebuild -f -w better-sqlite3` every `npm start` exited 0",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="false universal: the one later start (under timeout) ended with Exit code 124",
               phrasing=["universal claim"], st={}),
    ]


def _coverage() -> list[Rec]:
    s = "vitest-coverage"
    return [
        gotcha("c9-cv-01", s, title="@vitest/coverage-v8 must be pinned to vitest's exact version",
               symptom="vitest --coverage: MISSING DEPENDENCY @vitest/coverage-v8; unpinned install fails ERESOLVE",
               trap="npm i -D @vitest/coverage-v8 pulls the latest provider, which peers on a newer vitest",
               cause="the provider peers on vitest at the same version (2.1.1 wants vitest 2.1.1; the repo has 2.0.5)",
               workaround="npm i -D @vitest/coverage-v8@2.0.5 (same version as vitest)",
               evidence="`MISSING DEPENDENCY  Cannot find dependency '@vitest/coverage-v8'` → unpinned install: "
                        "`npm error peer vitest@\"2.1.1\" from @vitest/coverage-v8@2.1.1` → proposed "
                        "`npm i -D @vitest/coverage-v8@2.0.5`; the person will add it in their own PR and later said "
                        "the README part reads well.",
               ev="real", fix="not_shown", cls="confirmation_far_or_other",
               why="the pinned install is only proposed; the person's 'looks good' is about the README edit, and "
                   "coverage never runs again",
               phrasing=["arrow chain", "code spans with inner double quotes"],
               st={"failure": "Cannot find dependency '@vitest/coverage-v8'", "fix": "looks good"},
               category="build_config", scope="global"),
        knowledge("c9-cv-02", s, title="Read the peer line of an ERESOLVE to find the version to pin",
                  situation="npm i of a plugin fails with ERESOLVE",
                  approach="take the version from the peer line and pin the plugin to the host's version instead",
                  rationale="the peer line names the host version the latest plugin wants",
                  evidence="npm error Found: vitest@2.0.5 … npm error peer vitest@\"2.1.1\" from "
                           "@vitest/coverage-v8@2.1.1",
                  ev="real", cls="knowledge", why="both lines are in the failed install's output",
                  phrasing=["unquoted lines with … cut"], st={"evidence": "npm error Found: vitest@2.0.5"},
                  category="debugging_technique"),
        gotcha("c9-cv-03", s, title="Pinned coverage provider gives the widgets coverage table",
               symptom="MISSING DEPENDENCY", trap="ERESOLVE", cause="version mismatch",
               workaround="npm i -D @vitest/coverage-v8@2.0.5",
               evidence="after `npm i -D @vitest/coverage-v8@2.0.5`, `npx vitest run --coverage` printed the v8 "
                        "coverage table",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="never ran: the install was only proposed and coverage was not run again", phrasing=["GPT-style"],
               st={}),
        gotcha("c9-cv-04", s, title="coverage-v8 2.1.0 peers on a newer vitest",
               symptom="ERESOLVE", trap="latest", cause="peer", workaround="pin",
               evidence="`npm error peer vitest@\"2.1.0\" from @vitest/coverage-v8@2.1.0`",
               ev="invented", fix="not_shown", cls="near_miss", why="version changed: 2.1.1",
               phrasing=["code span"], st={}),
        knowledge("c9-cv-05", s, title="vitest --coverage itself reports ERESOLVE",
                  situation="coverage run", approach="fix npm tree", rationale="resolution fails",
                  evidence="`npx vitest run --coverage` → `npm error code ERESOLVE`",
                  ev="invented", cls="other_call_error",
                  why="ERESOLVE came from the npm i call; vitest reported MISSING DEPENDENCY",
                  phrasing=["arrow"], st={}),
    ]


def records_g() -> list[Rec]:
    return _real() + _invented() + _coverage()
