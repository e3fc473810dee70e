"""Labelled lessons of corpus21, part B: the Tuist, Sentry CLI and Datadog Agent sessions of corpus21_sources.py.
Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus21_common import gotcha, knowledge
from tests.truth.corpus21_sources import DATADOG, SENTRY, TUIST

_TUIST = [
    gotcha("tu-01", TUIST, (
        "Tuist 4 refuses to generate until external packages are installed",
        "`tuist generate` exits 1 right after loading the graph.",
        "Running generate on a fresh clone with Swift package dependencies in Tuist/Package.swift.",
        "Tuist 4 resolves external dependencies in a separate install step.",
        "Run `tuist install`, then `tuist generate`."),
        "tuist generate said \"We could not find external dependencies. Run `tuist install` before you continue.\" "
        "— `tuist install` resolved Nuke at 12.8.0 and `tuist generate --no-open` then printed `Project generated.`",
        ev="real", fix="shown", cls="fix_ran",
        why="`tuist install` succeeds and the following generate builds the workspace; the error never returns.",
        phrasing=["nested quotes: code span inside double quotes", "prose", "outcome claim: then"],
        steps={"failure": "We could not find external dependencies.",
               "fix": "Plugins resolved and fetched successfully.", "evidence": "Total time taken: 3.412s"},
        category="env_setup"),
    gotcha("tu-02", TUIST, (
        "Listing resourceSynthesizers in Tuist drops the default strings accessor",
        "xcodebuild: `cannot find 'TrailheadStrings' in scope` after `tuist generate`.",
        "Setting `resourceSynthesizers: [.assets()]` to customise assets only.",
        "An explicit synthesizer list replaces Tuist's defaults, so no TuistStrings file is generated.",
        "Add `.strings()` to the list (or use `.default`) and generate again."),
        ["`cannot find 'TrailheadStrings' in scope` / `** BUILD FAILED **`",
         "subagent: \"Project.swift sets `resourceSynthesizers: [.assets()]` on the app target, which replaces "
         "Tuist's default synthesizer list\"",
         "edit to `resourceSynthesizers: [.assets(), .strings()]`, then `tuist generate --no-open && ... build` → "
         "`** BUILD SUCCEEDED **`"],
        ev="real", fix="shown", cls="edit_then_pass",
        why="Edit to Project.swift, then generate and build succeed in one call.",
        phrasing=["list evidence", "subagent quote", "nested quotes", "ellipsis", "arrow"],
        steps={"failure": "error: cannot find 'TrailheadStrings' in scope",
               "fix": "resourceSynthesizers: [.assets(), .strings()]", "evidence": "** BUILD SUCCEEDED **"},
        category="build_config", scope="project"),
    gotcha("tu-03", TUIST, (
        "Tuist attaches unit tests to the app scheme instead of a TrailheadTests scheme",
        "`xcodebuild test -scheme TrailheadTests` exits 65: no such scheme.",
        "Guessing a scheme name from the test target's name.",
        "Tuist's generated schemes are Trailhead, Trailhead-Workspace and TrailheadKit; the tests belong to "
        "Trailhead's test action.",
        "Run `xcodebuild test -scheme Trailhead` after checking `xcodebuild -list`."),
        "`xcodebuild test ... -scheme TrailheadTests` → `does not contain a scheme named \"TrailheadTests\"` (Exit "
        "code 65); `xcodebuild -list -workspace Trailhead.xcworkspace` shows only Trailhead, Trailhead-Workspace "
        "and TrailheadKit.",
        ev="real", fix="not_shown", cls="question_offers_flag",
        why="The assistant only asks whether to run `-scheme Trailhead`; the person says to leave it.",
        phrasing=["code spans", "exit code", "ellipsis"],
        steps={"failure": "does not contain a scheme named",
               "fix": "Should I run `xcodebuild test -scheme Trailhead`"}, scope="project"),
    knowledge("tu-04", TUIST, (
        "Piping xcodebuild into tail hides a failed build",
        "A build piped through `2>&1 | tail -5` to keep the output short.",
        "Read the tail for `** BUILD FAILED **` (or use `set -o pipefail`) instead of trusting the call's status.",
        "The pipeline's status is tail's, so the failed build came back as a normal result."),
        "`... build 2>&1 | tail -5` came back as a normal result although its last lines read "
        "`** BUILD FAILED **` — the pipe's status is tail's.",
        ev="real", cls="knowledge",
        why="The first xcodebuild call is not an error result yet prints BUILD FAILED.",
        phrasing=["code spans", "ellipsis", "claim about exit status"],
        steps={"evidence": "** BUILD FAILED **"}, category="debugging_technique"),
    gotcha("tu-05", TUIST, (
        "Tuist generate points at tuist fetch for missing package dependencies",
        "Generate stops asking for dependencies to be fetched.",
        "Skipping the dependency step.",
        "Dependencies are fetched separately.",
        "Run `tuist fetch` first."),
        "`tuist generate` → `We could not find external dependencies. Run tuist fetch before you continue.`; "
        "running `tuist fetch` then `tuist generate --no-open` produced `Project generated.`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="Tuist named `tuist install`, and `tuist fetch` was never run.",
        phrasing=["code spans", "near-miss quote"],
        steps={"evidence": "We could not find external dependencies."}),
    gotcha("tu-06", TUIST, (
        "tuist generate stops on a missing TrailheadStrings accessor",
        "Project generation fails on the strings accessor.",
        "Custom synthesizer list.",
        "No strings synthesizer.",
        "Add `.strings()`."),
        "`tuist generate --no-open` failed with `error: cannot find 'TrailheadStrings' in scope` until `.strings()` "
        "was added to the synthesizers.",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="Generate succeeded ('Project generated.'); the error is xcodebuild's compile error.",
        phrasing=["code spans"],
        steps={"evidence": "error: cannot find 'TrailheadStrings' in scope"}, scope="project"),
    knowledge("tu-07", TUIST, (
        "A Task subagent can patch Project.swift synthesizers itself",
        "Delegating a Tuist investigation to a subagent.",
        "Let the subagent edit Project.swift and regenerate before it reports.",
        "Saves a round trip."),
        "The Task subagent (\"Find why TrailheadStrings is missing\") edited Project.swift itself, adding "
        "`.strings()`, and re-ran `tuist generate` before reporting back.",
        ev="invented", cls="names_false_claim",
        why="The subagent was told not to edit and only reported; the main agent made the Edit afterwards.",
        phrasing=["tool name", "nested quotes", "false claim about a real step"],
        steps={"evidence": "Do not edit any file."}),
]

_SENTRY = [
    gotcha("sen-01", SENTRY, (
        "An env-var prefix gives sentry-cli its token for one command only",
        "The upload worked with a `SENTRY_AUTH_TOKEN=$(op read ...)` prefix, but the next sentry-cli command failed "
        "with the same auth error.",
        "Setting the token as a one-command prefix and expecting later sentry-cli calls to see it.",
        "A `VAR=value cmd` prefix only sets the variable in that command's environment.",
        "Export SENTRY_AUTH_TOKEN for the shell (or put it in .sentryclirc) before running several sentry-cli "
        "commands."),
        "```\n$ SENTRY_AUTH_TOKEN=$(op read op://dev/sentry-ci/token) npx sentry-cli sourcemaps upload --org acme "
        "--project storefront ./dist\n> Uploaded files to Sentry\n"
        "$ npx sentry-cli sourcemaps explain 7c1e9a2b4d6f48e0a1b2c3d4e5f60718 --org acme --project storefront\n"
        "error: Auth token is required for this request. Please run `sentry-cli login` and try again!\n```",
        ev="real", fix="not_shown", cls="ran_the_trap",
        why="The only token handling in the session is the one-command prefix (the trap); nothing exports it, and "
            "the explain call fails afterwards.",
        phrasing=["fenced block", "$ prompts", "env-var prefix"],
        steps={"failure": "sentry-cli sourcemaps explain 7c1e9a2b4d6f48e0a1b2c3d4e5f60718",
               "fix": "SENTRY_AUTH_TOKEN=$(op read op://dev/sentry-ci/token)"}, category="env_setup"),
    gotcha("sen-02", SENTRY, (
        "Sentry source maps only help once CI injects debug ids into the files it deploys",
        "Bundles were uploaded from a local ./dist, yet new events stay minified.",
        "Uploading source maps of a local build whose files are not the deployed ones.",
        "The deployed files come from CI's own build without debug ids, so no uploaded bundle matches them.",
        "Run `sentry-cli sourcemaps inject` and `upload` in the deploy workflow between build and deploy."),
        "Uploaded the bundle for ./dist, yet the newest event (7c1e9a2b4d6f48e0a1b2c3d4e5f60718) was still "
        "minified; the fix was adding `npx sentry-cli sourcemaps inject ./dist` and the upload step to "
        ".github/workflows/deploy.yml between `npm run build` and `npm run deploy`.",
        ev="real", fix="not_shown", cls="never_run",
        why="The workflow edit is never run: the person will push and look at the next event tomorrow.",
        phrasing=["prose with code spans"],
        steps={"failure": "the newest error in sentry is still minified",
               "fix": "run: npx sentry-cli sourcemaps inject ./dist"}, category="build_config", scope="project"),
    knowledge("sen-03", SENTRY, (
        "sentry-cli sourcemaps inject reports which files got debug ids",
        "Setting up debug-id based source maps for a Vite build.",
        "Run `sentry-cli sourcemaps inject ./dist` after the build and check its report before uploading.",
        "The report shows each script and its map carrying the same debug id, which the upload report repeats."),
        "`npx sentry-cli sourcemaps inject ./dist` printed `Source Map Debug ID Injection Report` listing "
        "`./dist/assets/index-B7xk2LqA.js` and its `.js.map` with the same debug id "
        "0a3c5e7f-1b2d-4e6f-8a9b-c0d1e2f3a4b5, which the upload report then repeated.",
        ev="real", cls="knowledge",
        why="The inject call's report and the later upload report carry the same id.",
        phrasing=["code spans", "prose"],
        steps={"evidence": "Source Map Debug ID Injection Report"}, category="tool_quirk"),
    gotcha("sen-04", SENTRY, (
        "sentry-cli sourcemaps explain confirms uploaded bundles match an event",
        "Events stay minified after an upload.",
        "Guessing instead of asking Sentry.",
        "Bundle/event mismatch.",
        "Run `sentry-cli sourcemaps explain <event id>`."),
        "`npx sentry-cli sourcemaps explain 7c1e9a2b4d6f48e0a1b2c3d4e5f60718 --org acme --project storefront` "
        "confirmed the frames resolve against the uploaded bundle.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The explain call failed with the auth-token error; it confirmed nothing.",
        phrasing=["code span", "false outcome claim"],
        steps={"evidence": "sentry-cli sourcemaps explain 7c1e9a2b4d6f48e0a1b2c3d4e5f60718"}),
    gotcha("sen-05", SENTRY, (
        "sentry-cli uploads need the release name to match events",
        "Uploads do not apply to events.",
        "Uploading without a release.",
        "Events are matched by release.",
        "Pass `--release` to the upload."),
        "The upload only counted once it was tagged: `npx sentry-cli sourcemaps upload --release storefront@2.3.0 "
        "--org acme --project storefront ./dist` → `> Uploaded files to Sentry`.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="No upload used --release; the successful one was the token-prefixed command.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "> Uploaded files to Sentry"}),
    gotcha("sen-06", SENTRY, (
        "sentry-cli inject needs an auth token too",
        "The inject step stops before touching ./dist.",
        "Running inject without a token.",
        "sentry-cli authenticates every command.",
        "Set the token before inject."),
        "`npx sentry-cli sourcemaps inject ./dist` failed with \"error: Auth token is required for this request\".",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="Inject succeeded offline; the auth error belongs to the first upload (and to explain).",
        phrasing=["code span", "double-quoted error"],
        steps={"evidence": "> Injecting debug ids"}),
]

_DATADOG = [
    gotcha("dd-01", DATADOG, (
        "Datadog Agent cannot decrypt ENC[] secrets when the fetch script is group-readable",
        "postgres check `[ERROR]` with a password failure; `datadog-agent secret` reports an invalid executable.",
        "Leaving the secret backend script with default permissions.",
        "The agent refuses to run a secret executable anyone but dd-agent can access, so ENC[] stays unresolved.",
        "`chown dd-agent:dd-agent` and `chmod 700` the script, then restart the agent."),
        "`sudo datadog-agent secret` → `other users/groups than dd-agent should not have rights on it`; after "
        "`sudo chown dd-agent:dd-agent /etc/datadog-agent/secrets/fetch-secret.sh && sudo chmod 700 "
        "/etc/datadog-agent/secrets/fetch-secret.sh` it printed `Executable permissions: OK, the executable has the "
        "correct permissions` and `Number of secrets decrypted: 1`; after a restart `datadog-agent check postgres` "
        "showed `Metric Samples: Last Run: 412, Total: 412`.",
        ev="real", fix="shown", cls="fix_ran",
        why="The chown/chmod call reports OK and one secret decrypted; the postgres check then collects metrics and "
            "the person confirms the dashboard.",
        phrasing=["code spans", "arrow", "outcome claims: after"],
        steps={"failure": "should not have rights on it", "fix": "sudo chown dd-agent:dd-agent",
               "evidence": "Number of secrets decrypted: 1"}, category="security"),
    gotcha("dd-02", DATADOG, (
        "A mis-indented tag list breaks the Datadog nginx check's YAML",
        "`datadog-agent configcheck` lists `nginx: yaml: line 7: did not find expected key`.",
        "Adding a tag with one space less than its sibling.",
        "YAML sees the five-space item as a new, invalid mapping entry.",
        "Indent the item like its siblings, restart the agent, re-run configcheck."),
        "`configcheck` showed `nginx: yaml: line 7: did not find expected key`; line 7 was `     - role:edge` "
        "(five spaces). Re-indented to six, restarted, and `grep -c 'did not find expected key'` counted 0 (grep's "
        "exit code 1 only means no match).",
        ev="real", fix="shown", cls="edit_then_pass",
        why="After the Edit and a restart, configcheck no longer contains the error (count 0); the person says ok.",
        phrasing=["code spans", "exit code explained", "whitespace-sensitive quote"],
        steps={"failure": "nginx: yaml: line 7: did not find expected key", "fix": "      - role:edge",
               "evidence": "grep -c 'did not find expected key'"}, category="build_config"),
    knowledge("dd-03", DATADOG, (
        "datadog-agent secret shows which config entries use each decrypted handle",
        "An integration using `ENC[...]` secrets misbehaves.",
        "Run `sudo datadog-agent secret` to see the executable check, how many secrets decrypted and where each is "
        "used.",
        "It tells permission problems from wrong handles without reading agent logs."),
        "`sudo datadog-agent secret` lists `Number of secrets decrypted: 1` and `used in 'postgres.d/conf.yaml' "
        "configuration in entry 'instances/password'`.",
        ev="real", cls="knowledge",
        why="The second `datadog-agent secret` output.",
        phrasing=["code spans"],
        steps={"evidence": "used in 'postgres.d/conf.yaml' configuration"}, category="debugging_technique"),
    gotcha("dd-04", DATADOG, (
        "datadog-agent check postgres fails authentication until the secret resolves",
        "Running the postgres check by hand fails to log in.",
        "Testing the check before the secret backend works.",
        "ENC[] password not resolved.",
        "Fix the secret script permissions."),
        "`sudo datadog-agent check postgres` → `Error: FATAL:  password authentication failed for user "
        "\"datadog\"`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="The FATAL line comes from `datadog-agent status`; the only `check postgres` run collected 412 metrics.",
        phrasing=["code spans", "arrow", "nested quotes"],
        steps={"evidence": "password authentication failed for user"}),
    gotcha("dd-05", DATADOG, (
        "Restarting datadog-agent fails while its secrets script is unreadable",
        "The agent service will not restart.",
        "Restarting before fixing the script.",
        "Secret resolution at start-up.",
        "Fix permissions first."),
        "`sudo systemctl restart datadog-agent` → `Job for datadog-agent.service failed because the control process "
        "exited with error code.`",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="Both restarts in the session succeed; no systemd job failure appears.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "sudo systemctl restart datadog-agent && sleep 20"}),
    gotcha("dd-06", DATADOG, (
        "Datadog configcheck keeps flagging the nginx YAML after re-indenting",
        "The YAML error survives the indentation fix.",
        "Trusting the indentation fix.",
        "Another YAML problem.",
        "Validate the whole file."),
        "Even after re-indenting `- role:edge` and restarting, `sudo datadog-agent configcheck 2>&1 | grep -c 'did "
        "not find expected key'` still failed with exit code 1, so the YAML error was still there.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="grep exited 1 because the count was 0: the error was gone.",
        phrasing=["code spans", "outcome claim: still failed"],
        steps={"evidence": "grep -c 'did not find expected key'"}),
]


def records() -> list[dict[str, Any]]:
    return [*_TUIST, *_SENTRY, *_DATADOG]
