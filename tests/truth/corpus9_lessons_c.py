"""The ninth corpus's labelled lessons, part three: a Windows PowerShell session (execution policy, `rm -rf`,
a missing target folder), Storybook moved to Vite with a subagent, Tailwind 4's PostCSS plugin, and GraphQL
codegen against an API that was still starting."""
from __future__ import annotations

from tests.truth.corpus9_common import Rec, gotcha, knowledge


def _pwsh() -> list[Rec]:
    s = "pwsh-policy"
    return [
        gotcha("c9-ps-01", s, title="PowerShell blocks npm.ps1 under the Restricted execution policy",
               symptom="npm : File C:\\Program Files\\nodejs\\npm.ps1 cannot be loaded",
               trap="npm itself is installed fine, so it looks like a broken Node install",
               cause="LocalMachine policy Restricted and no CurrentUser policy",
               workaround="Set-ExecutionPolicy -Scope CurrentUser RemoteSigned (or call npm.cmd)",
               evidence="`File C:\\Program Files\\nodejs\\npm.ps1 cannot be loaded because running scripts is "
                        "disabled on this system.` → `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned -Force; "
                        "npm run build` → `bundled 41 modules -> dist\\app.js (212 kB)`",
               ev="real", fix="shown", cls="fix_ran",
               why="the policy change and npm run build in one call; the build output follows",
               phrasing=["Windows backslash paths", "arrows"],
               st={"failure": "npm.ps1 cannot be loaded because running scripts is disabled",
                   "fix": "Set-ExecutionPolicy -Scope CurrentUser RemoteSigned -Force",
                   "evidence": "bundled 41 modules"}, category="env_setup", scope="global"),
        gotcha("c9-ps-02", s, title="Copy-Item to a UNC share needs the folder to exist",
               symptom="Copy-Item : Could not find a part of the path \\\\fileserv\\kiosk\\current\\app.js",
               trap="rm -rf works in bash but PowerShell's rm alias rejects -rf; then the delete leaves no folder",
               cause="Remove-Item -Recurse removed the target directory itself",
               workaround="New-Item -ItemType Directory before Copy-Item",
               evidence="1. rm -rf → Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\n"
                        "2. Remove-Item -Recurse -Force then Copy-Item → Could not find a part of the path\n"
                        "3. New-Item -ItemType Directory \\\\fileserv\\kiosk\\current, Copy-Item, Get-ChildItem → "
                        "app.js, 217088 bytes",
               ev="real", fix="shown", cls="fix_ran",
               why="the New-Item + Copy-Item call lists app.js on the share",
               phrasing=["numbered list", "doubled-backslash UNC path unquoted"],
               st={"failure": "Could not find a part of the path",
                   "fix": "New-Item -ItemType Directory \\\\fileserv\\kiosk\\current",
                   "evidence": "217088 app.js"}, category="tool_quirk"),
        gotcha("c9-ps-03", s, title="npm.cmd also blocked by the execution policy",
               symptom="npm.ps1 cannot be loaded", trap="npm.cmd", cause="policy",
               workaround="Set-ExecutionPolicy",
               evidence="Tried `npm.cmd run build` first — same PSSecurityException — so only "
                        "`Set-ExecutionPolicy -Scope CurrentUser RemoteSigned` helped.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="outcome reversed: npm.cmd run build succeeded (bundled 41 modules)",
               phrasing=["code spans", "em dashes"], st={}),
        gotcha("c9-ps-04", s, title="Machine-wide RemoteSigned still blocks npm.ps1",
               symptom="running scripts is disabled", trap="policy looks permissive", cause="scope order",
               workaround="set CurrentUser scope", evidence="Get-ExecutionPolicy -List: `LocalMachine    RemoteSigned`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="value changed: LocalMachine was Restricted", phrasing=["code span"], st={}),
        gotcha("c9-ps-05", s, title="Remove-Item -Recurse -Force rejects the rf parameter",
               symptom="ParameterBindingException", trap="Remove-Item looks like rm", cause="alias parameters",
               workaround="use the long names",
               evidence="Remove-Item -Recurse -Force \\\\fileserv\\kiosk\\current → \"A parameter cannot be found "
                        "that matches parameter name 'rf'.\"",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="error moved: it came from `rm -rf`; the Remove-Item -Recurse call failed on Copy-Item instead",
               phrasing=["arrow", "double quotes"], st={}),
        knowledge("c9-ps-06", s, title="npm.cmd sidesteps the PowerShell script policy",
                  situation="npm run build in a PowerShell with scripts disabled",
                  approach="call npm.cmd instead of npm; it is a batch file, not the .ps1 shim",
                  rationale="it built while `npm` itself was blocked",
                  evidence="`npm run build` → `PSSecurityException`; `npm.cmd run build` → `bundled 41 modules -> "
                           "dist\\\\app.js (212 kB)`",
                  ev="real", cls="knowledge", why="both calls and their outputs are in the session",
                  phrasing=["doubled backslashes", "arrows"],
                  st={"evidence": "npm.cmd run build"}, category="env_setup", scope="global"),
    ]


def _storybook() -> list[Rec]:
    s = "storybook-vite"
    return [
        gotcha("c9-sb-01", s, group="c9-sb",
               title="Storybook main.ts still naming react-webpack5 after dropping webpack",
               symptom="CriticalPresetLoadError: Cannot find module '@storybook/react-webpack5/preset'",
               trap="the packages are right; the stale name sits in .storybook/main.ts",
               cause="framework field not updated when the webpack5 framework package was removed",
               workaround="framework: '@storybook/react-vite'",
               evidence="Task (subagent) traced `Error: Cannot find module '@storybook/react-webpack5/preset'` to "
                        "`framework: '@storybook/react-webpack5'` in .storybook/main.ts. Edit → "
                        "`framework: '@storybook/react-vite',` and `npm run build-storybook` produced "
                        "`info => Output directory: /home/pia/ui-kit/storybook-static`.",
               ev="real", fix="shown", cls="edit_then_pass",
               why="after the main.ts edit the same build-storybook succeeds",
               phrasing=["Task notation", "code spans", "Edit →"],
               st={"failure": "Cannot find module '@storybook/react-webpack5/preset'",
                   "fix": "framework: '@storybook/react-vite',", "evidence": "info => Output directory"},
               category="build_config"),
        gotcha("c9-sb-02", s, title="test-storybook green after the Vite framework switch",
               symptom="preset load error", trap="webpack5 name", cause="framework field",
               workaround="switch to react-vite and run test-storybook",
               evidence="After the framework edit both `npm run build-storybook` and `npx test-storybook --url "
                        "http://127.0.0.1:6006` passed.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="test-storybook failed (Exit code 1, Storybook instance is not running)",
               phrasing=["code spans", "universal claim"], st={}),
        gotcha("c9-sb-03", s, title="react-webpack5 is still listed in ui-kit's lockfile",
               symptom="preset missing", trap="lockfile", cause="stale install", workaround="reinstall",
               evidence="the subagent ran `npm ls @storybook/react-webpack5` and it printed `└── (empty)`",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no such command or output; the subagent's reply cites main.ts, package.json and a commit only",
               phrasing=["code spans"], st={}),
        knowledge("c9-sb-04", s, title="test-storybook needs a served Storybook, not the static build",
                  situation="running Storybook interaction tests after build-storybook",
                  approach="serve storybook-static (or run storybook dev) on :6006 first",
                  rationale="the runner only talks to a live instance",
                  evidence="[test-storybook] It seems that your Storybook instance is not running at: "
                           "http://127.0.0.1:6006. Are you sure it's running?",
                  ev="real", cls="knowledge", why="the test-storybook error is in the session",
                  phrasing=["verbatim line without quotes"], st={"evidence": "Storybook instance is not running"},
                  category="test_strategy"),
        knowledge("c9-sb-05", s, title="Storybook Vite preview build time",
                  situation="ui-kit storybook on Vite", approach="expect a short preview build",
                  rationale="412 modules", evidence="`info => Preview built (8.1 s)` after `✓ 412 modules transformed.`",
                  ev="invented", cls="near_miss", why="number changed: Preview built (9.1 s)",
                  phrasing=["code spans"], st={}),
        knowledge("c9-sb-06", s, title="Subagent found the dropped-webpack commit",
                  situation="finding why a config broke", approach="ask a subagent to read git history",
                  rationale="it names the commit",
                  evidence="The subagent reported the webpack5 framework was removed in commit 7f3a1c2 \"drop "
                           "webpack\", and the main agent then edited .storybook/main.ts.",
                  ev="real", cls="knowledge", why="the Task reply names the commit; the edit follows",
                  phrasing=["Task result paraphrased", "short double quote"], st={"evidence": "7f3a1c2"},
                  category="debugging_technique"),
    ]


def _tailwind() -> list[Rec]:
    s = "tailwind4"
    return [
        gotcha("c9-tw-01", s, group="c9-tw",
               title="Tailwind 4 needs @tailwindcss/postcss in postcss.config.js, not just installed",
               symptom="vite build: trying to use tailwindcss directly as a PostCSS plugin",
               trap="installing @tailwindcss/postcss alone changes nothing",
               cause="postcss.config.js still lists tailwindcss; v4 also drops the @tailwind directives",
               workaround="replace `tailwindcss: {}, autoprefixer: {}` with '@tailwindcss/postcss': {} and use "
                          "@import \"tailwindcss\" in the CSS",
               evidence="- `npm i -D @tailwindcss/postcss` → same error on the next `npx vite build`\n"
                        "- postcss.config.js: `tailwindcss: {},` → `'@tailwindcss/postcss': {},`\n"
                        "- index.css: `@import \"tailwindcss\";`\n- then `✓ built in 1.12s`",
               ev="real", fix="shown", cls="edit_then_pass",
               why="the two edits are followed by a passing vite build",
               phrasing=["bullet list", "code spans with nested double quotes"],
               st={"failure": "directly as a PostCSS plugin", "fix": "'@tailwindcss/postcss': {},",
                   "evidence": "built in 1.12s"}, category="build_config"),
        gotcha("c9-tw-02", s, title="Installing @tailwindcss/postcss unblocks the v4 build",
               symptom="PostCSS plugin has moved", trap="config edit looks necessary", cause="missing package",
               workaround="npm i -D @tailwindcss/postcss",
               evidence="npm i -D @tailwindcss/postcss (added 14 packages) and the build no longer complained",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="fix credited to the install: the build right after it failed with the same PostCSS error",
               phrasing=["prose", "paraphrased outcome: no longer complained"], st={}),
        gotcha("c9-tw-03", s, title="Tailwind 4 CSS bundle size",
               symptom="utilities missing", trap="content globs", cause="v4 engine", workaround="@import",
               evidence="`dist/assets/index-C1x9.css      9.48 kB`",
               ev="invented", fix="not_shown", cls="near_miss", why="digits swapped: 9.84 kB",
               phrasing=["whitespace-significant code span"], st={}),
        knowledge("c9-tw-04", s, title="Grep the built CSS for a utility to prove Tailwind ran",
                  situation="after migrating Tailwind's build pipeline",
                  approach="grep -c a class used in the markup in dist/assets/*.css",
                  rationale="a passing build alone does not show the utilities were generated",
                  evidence="grep -c 'bg-sky-600' dist/assets/index-C1x9.css printed 1",
                  ev="real", cls="knowledge", why="the grep call and its output are in the session",
                  phrasing=["plain command line, no quoting"], st={"evidence": "grep -c 'bg-sky-600'"},
                  category="test_strategy"),
        knowledge("c9-tw-05", s, title="Tailwind 4 keeps autoprefixer next to its PostCSS plugin",
                  situation="postcss.config.js for v4", approach="list both plugins",
                  rationale="vendor prefixes",
                  evidence="postcss.config.js after the edit: `'@tailwindcss/postcss': {},` and `autoprefixer: {},`",
                  ev="invented", cls="names_false_claim",
                  why="the edit removed autoprefixer: both old lines were replaced by the single new plugin line",
                  phrasing=["code spans"], st={}),
    ]


def _codegen() -> list[Rec]:
    s = "codegen-boot"
    return [
        gotcha("c9-cg-01", s, title="graphql-codegen right after starting the API hits ECONNREFUSED",
               symptom="Failed to load schema from http://localhost:4000/graphql: connect ECONNREFUSED",
               trap="looks like a wrong schema URL in codegen.ts",
               cause="the dev API was launched in the background and had not finished starting",
               workaround="wait for the API's listening line, then re-run codegen unchanged",
               evidence="first `npx graphql-codegen --config codegen.ts` → `connect ECONNREFUSED 127.0.0.1:4000`; "
                        "api.log then said `🚀 listening on http://localhost:4000/graphql`; the identical command "
                        "re-run → `✔ Generate outputs`",
               ev="real", fix="shown", cls="rerun_passes",
               why="the unchanged re-run passes once the server is up", group="c9-codegen",
               phrasing=["code spans", "arrows", "emoji kept"],
               st={"failure": "connect ECONNREFUSED 127.0.0.1:4000", "fix": "listening on",
                   "evidence": "✔ Generate outputs"}, category="workflow"),
        gotcha("c9-cg-02", s, title="Start the API in the background before graphql-codegen",
               symptom="codegen: Failed to load schema ... ECONNREFUSED", trap="the API seems started",
               cause="codegen loads the schema from the running server",
               workaround="npm run dev:api > /tmp/api.log 2>&1 & before codegen",
               evidence="Failed to load schema from http://localhost:4000/graphql → fix: `npm run dev:api > "
                        "/tmp/api.log 2>&1 &`",
               ev="real", fix="not_shown", cls="ran_before_failure",
               why="the background start ran before the failure, not after it; the later pass came from waiting",
               group="c9-codegen", phrasing=["fix: notation", "code span"],
               st={"failure": "Failed to load schema from http://localhost:4000/graphql",
                   "fix": "npm run dev:api > /tmp/api.log 2>&1 &"}, category="workflow"),
        gotcha("c9-cg-03", s, title="Generated fragment type renames avatarURL",
               symptom="TS2339 Property 'avatarURL' does not exist on type 'UserCardFragment'",
               trap="codegen looks wrong", cause="component typo; generated field is avatarUrl",
               workaround="use user.avatarUrl",
               evidence="tsc: error TS2339: Property 'avatarURL' does not exist on type 'UserCardFragment'. Did you "
                        "mean 'avatarUrl'? — Edit Avatar.tsx (user.avatarURL → user.avatarUrl), tsc --noEmit then "
                        "came back empty.",
               ev="real", fix="shown", cls="edit_then_pass",
               why="the one-word edit is followed by tsc with no output", phrasing=["prose", "arrow inside parens"],
               st={"failure": "Property 'avatarURL' does not exist", "fix": "user.avatarUrl"},
               category="debugging_technique"),
        gotcha("c9-cg-04", s, title="Codegen needs two retries while the API boots",
               symptom="ECONNREFUSED", trap="URL", cause="boot time", workaround="retry",
               evidence="graphql-codegen failed twice with ECONNREFUSED 127.0.0.1:4000 before the third run "
                        "generated src/gql/",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="wrong count: it failed once; the second run generated", phrasing=["prose count"], st={}),
        gotcha("c9-cg-05", s, title="Codegen document validation rejects avatarUrl",
               symptom="document validation failed", trap="server schema", cause="field missing on User",
               workaround="restart API",
               evidence="`Cannot query field \"avatarUrl\" on type \"User\".`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="never printed; codegen only ever failed with ECONNREFUSED", phrasing=["code span"], st={}),
        knowledge("c9-cg-06", s, title="Codegen regenerated nothing for avatarUrl",
                  situation="after adding a field on the server", approach="check git diff of src/gql",
                  rationale="output unchanged",
                  evidence="`git diff --stat src/gql` showed no changes after codegen",
                  ev="invented", cls="names_false_claim",
                  why="false absence: it showed src/gql/graphql.ts | 3 +++", phrasing=["absence claim"], st={}),
    ]


def records_c() -> list[Rec]:
    return _pwsh() + _storybook() + _tailwind() + _codegen()
