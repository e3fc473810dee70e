"""Labelled lessons of corpus16, part three (sessions s09-s12: Unreal, Blender, Eleventy, Cypress)."""
from __future__ import annotations

from tests.truth.corpus16_lessons import Rec, gotcha, knowledge, step_no
from tests.truth.corpus16_sources_b import S09, S12

UE = "s09-unreal-buildcookrun"
BLENDER = "s10-blender-background"
ELEVENTY = "s11-eleventy-esm"
CYPRESS = "s12-cypress-docker"


def _s09() -> list[Rec]:
    n_fail = step_no(S09, "Error_UnknownCookFailure")
    n_ok = step_no(S09, "BUILD SUCCESSFUL")
    return [
        gotcha("c16-054", UE, "A UE cook fails on a reference to a deleted asset; replace it in the editor",
               "BuildCookRun stops in the cook with exit code 25.",
               "Expecting a redirector fixup to repair a reference to an asset that was deleted, not moved.",
               "L_Harbor still references /Game/Props/SM_Crane_Old, which no longer exists.",
               "Open the map in the editor, swap the actor to an existing mesh (SM_Crane), save the map, cook again.",
               f"[s{n_fail}] `LogCook: Error: Package /Game/Maps/L_Harbor contains a reference to missing package "
               "/Game/Props/SM_Crane_Old` / `AutomationTool exiting with ExitCode=25 (Error_UnknownCookFailure)`. "
               f"The user swapped the crane in the editor and saved L_Harbor; [s{n_ok}] `BUILD SUCCESSFUL`, "
               "`ExitCode=0 (Success)`.",
               label="real", fix="shown", cls="rerun_passes",
               why="The person fixed the map outside the session; the re-run BuildCookRun right after succeeded.",
               phrasing=["step id", "code span", "person's own action"],
               steps={"failure": "contains a reference to missing package /Game/Props/SM_Crane_Old",
                      "fix": "I replaced the crane in the editor and saved L_Harbor", "evidence": "BUILD SUCCESSFUL"},
               category="build_config"),
        gotcha("c16-055", UE, "Set a packaged UE game's startup map with GameDefaultMap",
               "The Shipping build opens the main menu map instead of L_Harbor.",
               "Changing the map only in the editor's startup settings.",
               "The packaged game reads GameDefaultMap from the GameMapsSettings section.",
               "Set `GameDefaultMap=/Game/Maps/L_Harbor.L_Harbor` in Config/DefaultEngine.ini and repackage.",
               "Config/DefaultEngine.ini: `GameDefaultMap=/Game/Maps/L_MainMenu.L_MainMenu` → "
               "`GameDefaultMap=/Game/Maps/L_Harbor.L_Harbor`; repackaged with `-skipbuild`, `ExitCode=0 (Success)`",
               label="real", cls="confirmation_denied",
               why="After the ini edit and the repackage the person said it still opens the main menu.",
               phrasing=["code span", "arrow", "path in prose"],
               steps={"failure": "the packaged game starts on the main menu map",
                      "fix": "GameDefaultMap=/Game/Maps/L_Harbor.L_Harbor"},
               category="build_config", group="c16-ue-map"),
        knowledge("c16-056", UE, "ResavePackages -fixupredirects finds nothing when an asset was deleted",
                  "A cook fails on a missing package reference.",
                  "Read the commandlet's report: `0 redirectors fixed up` means there was no redirector, so the "
                  "asset was deleted and the reference must be replaced by hand.",
                  "The next cook failed on the same missing package.",
                  "`-run=ResavePackages -fixupredirects` → `[REPORT] 0 redirectors fixed up, 3 packages resaved`",
                  label="real", why="The commandlet run and the next failing cook.", phrasing=["code span", "arrow"],
                  steps={"evidence": "0 redirectors fixed up, 3 packages resaved"}, category="debugging_technique"),
        knowledge("c16-057", UE, "Add -skipbuild to BuildCookRun when only content changed",
                  "Re-running BuildCookRun after fixing a map or an ini file.",
                  "Append `-skipbuild` so UAT cooks, stages and packages without recompiling the game.",
                  "The session's re-runs all used it; the repackage after the ini edit took 3m37s against 6m12s "
                  "for the first run, which compiled.",
                  "first run (with `-build`) `AutomationTool executed for 0h 6m 12s`; the `-skipbuild` repackage "
                  "after the ini edit `0h 3m 37s`",
                  label="real", why="The four UAT runs and their durations.", phrasing=["code span", "numbers"],
                  steps={"evidence": "0h 3m 37s"}, category="performance"),
        gotcha("c16-058", UE, "GameDefaultMap decides which map a Shipping build opens",
               "Wrong startup map.", "Editor-only setting.", "GameMapsSettings.",
               "`GameDefaultMap=/Game/Maps/L_Harbor.L_Harbor`.",
               "After setting `GameDefaultMap=/Game/Maps/L_Harbor.L_Harbor` and repackaging "
               "(`AutomationTool exiting with ExitCode=0 (Success)`) the packaged game opened L_Harbor.",
               label="invented", cls="names_false_claim",
               why="The person reported it still opened the main menu.", phrasing=["code span", "outcome claim"],
               steps={"evidence": "GameDefaultMap=/Game/Maps/L_Harbor.L_Harbor"}, group="c16-ue-map"),
        gotcha("c16-059", UE, "BuildCookRun exit code 25 means the cook hit a missing package",
               "UAT exits 25.", "Reading the exit code only.", "A cook error.", "Find the LogCook: Error line.",
               "`AutomationTool exiting with ExitCode=25 (Error_CookFailure)`",
               label="invented", cls="near_miss", why="The log says Error_UnknownCookFailure.",
               phrasing=["code span", "exit code"], steps={"evidence": "ExitCode=25"}),
        gotcha("c16-060", UE, "ResavePackages cannot fix references to deleted meshes",
               "The commandlet fails.", "Running fixupredirects for a deleted asset.", "No redirector exists.",
               "Replace the reference in the editor.",
               "`UnrealEditor-Cmd.exe ... -run=ResavePackages -fixupredirects` failed with `LogCook: Error: Package "
               "/Game/Maps/L_Harbor contains a reference to missing package /Game/Props/SM_Crane_Old`",
               label="invented", cls="other_call_error",
               why="The commandlet succeeded (0 redirectors, 3 resaved); the LogCook error came from BuildCookRun.",
               phrasing=["code span", "ellipsis"], steps={"evidence": "-run=ResavePackages -fixupredirects"}),
    ]


def _s10() -> list[Rec]:
    return [
        gotcha("c16-061", BLENDER, "bpy.ops.view3d operators fail under blender -b",
               "A script that works in the UI crashes in background mode.",
               "Calling View3D operators (`camera_to_view`) that need a 3D viewport.",
               "Operators poll their context; with -b there is no window or 3D view.",
               "Set the object data directly (camera location/rotation) instead of calling the operator.",
               "render.py line 14 → `RuntimeError: Operator bpy.ops.view3d.camera_to_view.poll() failed, context is "
               "incorrect`. Set `cam.location`/`cam.rotation_euler` instead; rerun → `Saved: '/tmp/street_0001.png'`",
               label="real", fix="shown", cls="rerun_passes",
               why="The poll failure, the edit, then the same blender command rendered and saved.",
               phrasing=["code span", "arrow", "file and line in prose"],
               steps={"failure": "camera_to_view.poll() failed, context is incorrect",
                      "fix": "cam.rotation_euler = (1.22, 0.0, 0.91)", "evidence": "Saved: '/tmp/street_0001.png'"},
               category="api_quirk", scope="global"),
        gotcha("c16-062", BLENDER, "Blender leaves its own arguments in sys.argv; parse only what follows --",
               "argparse in the render script rejects `-b` and `--python`.",
               "`parser.parse_args()` without arguments reads Blender's argv.",
               "Inside Blender, sys.argv holds the whole blender command line.",
               "`parser.parse_args(sys.argv[sys.argv.index(\"--\") + 1:])` and pass script args after `--`.",
               "`blender -b scenes/street.blend --python scripts/render.py -- --frames 1-4` → "
               "`blender: error: unrecognized arguments: -b scenes/street.blend --python scripts/render.py`",
               label="real", cls="other_check_passes",
               why="After the argv edit only `python3 -m py_compile` ran; the blender command with `-- --frames 1-4` "
                   "was not re-run.",
               phrasing=["code span", "arrow"],
               steps={"failure": "unrecognized arguments: -b scenes/street.blend",
                      "fix": "python3 -m py_compile scripts/render.py && echo ok"},
               category="api_quirk", scope="global", group="c16-blender-argv"),
        knowledge("c16-063", BLENDER, "Render-farm nodes without a GPU: set Cycles to CPU in the script",
                  "Rendering in background mode on machines with no GPU.",
                  "Set the engine, device and samples in the script itself so the .blend's GPU settings do not "
                  "apply.",
                  "The person said the farm nodes have no GPU and asked for Cycles on CPU with 128 samples.",
                  "render.py now sets `scene.render.engine = 'CYCLES'`, `scene.cycles.device = 'CPU'` and "
                  "`scene.cycles.samples = 128`",
                  label="real", why="The person's request and the edit.", phrasing=["code span"],
                  steps={"evidence": "scene.cycles.device = 'CPU'"}, category="env_setup", scope="project"),
        gotcha("c16-064", BLENDER, "Script arguments after -- reach the render script once sys.argv is sliced",
               "Farm args rejected.", "Parsing all of sys.argv.", "Blender's own args.",
               "Slice sys.argv after `--`.",
               "With `argv = sys.argv[sys.argv.index(\"--\") + 1:]`, `blender -b scenes/street.blend --python "
               "scripts/render.py -- --frames 1-4` rendered frames 1-4 to /tmp.",
               label="invented", cls="names_false_claim",
               why="The blender command was never re-run after the edit; only py_compile ran.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "sys.argv.index(\"--\") + 1:"},
               group="c16-blender-argv"),
        gotcha("c16-065", BLENDER, "Blender background renders report unfreed memory on exit",
               "Farm logs show a memory error after each render.", "Treating it as a failed render.",
               "Add-ons leaking blocks.", "Ignore it; the image is saved.",
               "`Error: Not freed memory blocks: 3, total unfreed memory 0.001 MB` after `Blender quit`",
               label="invented", cls="never_seen_error", why="No such message appears in any blender run.",
               phrasing=["code span"], steps={"evidence": "Blender quit"}),
        gotcha("c16-066", BLENDER, "camera_to_view needs a 3D viewport",
               "Operator fails in -b.", "View3D operator.", "No UI.", "Set the camera transform directly.",
               "`RuntimeError: Operator bpy.ops.view3d.camera_to_view.poll() failed, context is missing`",
               label="invented", cls="near_miss", why="Blender said the context is incorrect, not missing.",
               phrasing=["code span", "terse"], steps={"evidence": "camera_to_view.poll() failed"}),
    ]


def _s11() -> list[Rec]:
    return [
        gotcha("c16-067", ELEVENTY, "eleventy-img 5 is ESM-only: write the Eleventy config as ESM in a .mjs file",
               "Eleventy 3 fails to load its config after upgrading eleventy-img.",
               "Keeping `require(\"@11ty/eleventy-img\")` in a CommonJS config.",
               "eleventy-img 5 ships only ES modules; CommonJS cannot require() them.",
               "Use `import Image from \"@11ty/eleventy-img\"` and `export default`, in eleventy.config.mjs.",
               "`require() of ES Module /home/priya/site/node_modules/@11ty/eleventy-img/img.js from "
               "/home/priya/site/eleventy.config.js not supported.` → config rewritten with "
               "`import Image from \"@11ty/eleventy-img\";` and renamed to .mjs: "
               "`[11ty] Copied 38 Wrote 61 files in 2.14 seconds (35.1ms each, v3.0.0)`",
               label="real", fix="shown", cls="fix_ran",
               why="The ESM rewrite plus the rename ran and the build wrote 61 files.",
               phrasing=["code span", "nested quotes", "arrow"],
               steps={"failure": "require() of ES Module", "fix": "git mv eleventy.config.js eleventy.config.mjs",
                      "evidence": "Wrote 61 files in 2.14 seconds"},
               category="build_config", scope="global", group="c16-eleventy-esm"),
        gotcha("c16-068", ELEVENTY, "An ESM Eleventy config named .js fails without type: module",
               "`Cannot use import statement outside a module` while loading eleventy.config.js.",
               "Converting the config to import/export but keeping the .js name.",
               "Without \"type\": \"module\" in package.json, Node loads .js as CommonJS.",
               "Rename to eleventy.config.mjs.",
               "`Cannot use import statement outside a module (via SyntaxError)`; "
               "`git mv eleventy.config.js eleventy.config.mjs && npx @11ty/eleventy` built the site",
               label="real", fix="shown", cls="fix_ran",
               why="The rename and build ran in one call and succeeded.", phrasing=["code span", "terse"],
               steps={"failure": "Cannot use import statement outside a module",
                      "fix": "git mv eleventy.config.js eleventy.config.mjs", "evidence": "(35.1ms each, v3.0.0)"},
               category="build_config", scope="global", group="c16-eleventy-esm"),
        gotcha("c16-069", ELEVENTY, "eleventy --serve does not write passthrough copies into _site",
               "A deploy that rsyncs _site from a running `--serve` has no images.",
               "Deploying the output of the dev server.",
               "Since Eleventy 2 the dev server emulates passthrough copy and serves files from their source.",
               "Add `eleventyConfig.setServerPassthroughCopyBehavior(\"copy\")` to the config.",
               "`ls _site/img | wc -l` → 0 while the deploy runs `npx @11ty/eleventy --serve`",
               label="real", cls="confirmation_far_or_other",
               why="After the config edit came a markdown-it bump and a plain build; the person's perfect follows "
                   "those, and the --serve/_site/img check was never repeated.",
               phrasing=["code span", "prose"],
               steps={"failure": "ls _site/img | wc -l", "fix": "setServerPassthroughCopyBehavior(\"copy\");\n"},
               category="tool_quirk"),
        knowledge("c16-070", ELEVENTY, "Count files in _site to see whether Eleventy passthrough wrote them",
                  "Images are missing on a deployed Eleventy site.",
                  "Check `ls _site/img | wc -l` on the build machine before suspecting the deploy.",
                  "It showed 0 files although the config has a passthrough copy for img.",
                  "`ls _site/img | wc -l` printed 0 for a config with `eleventyConfig.addPassthroughCopy(\"img\");`",
                  label="real", why="The ls call and the config line shown by the edit.", phrasing=["code span"],
                  steps={"evidence": "ls _site/img | wc -l"}, category="debugging_technique"),
        gotcha("c16-071", ELEVENTY, "markdown-it 14 breaks an Eleventy config that still uses require",
               "npm install fails.", "CommonJS config.", "markdown-it 14 is ESM.", "Convert the config to ESM.",
               "`npm install markdown-it@14` → `Cannot use import statement outside a module (via SyntaxError)`",
               label="invented", cls="other_call_error",
               why="The npm install succeeded; that SyntaxError came from the eleventy build before the rename.",
               phrasing=["code span", "arrow"], steps={"evidence": "npm install markdown-it@14"}),
        knowledge("c16-072", ELEVENTY, "Eleventy's build summary names the exact Eleventy version",
                  "Checking which Eleventy version a build really used.",
                  "Read the version at the end of the build summary line.",
                  "npx may resolve a different version than package.json suggests.",
                  "`[11ty] Copied 38 Wrote 61 files in 2.14 seconds (35.1ms each, v3.0.1)`",
                  label="invented", cls="near_miss", why="The build printed v3.0.0.",
                  phrasing=["code span"], steps={"evidence": "Copied 38 Wrote 61 files"}),
        gotcha("c16-073", ELEVENTY, "Mark the Eleventy project as ESM in package.json",
               "import statement error.", "No type field.", ".js loaded as CommonJS.",
               "`npm pkg set type=module`.",
               "Added `\"type\": \"module\"` to package.json with `npm pkg set type=module`, after which "
               "`eleventy.config.js` loaded",
               label="invented", cls="invented_detail",
               why="package.json was never changed; the config was renamed to .mjs instead.",
               phrasing=["code span", "nested quotes"], steps={"evidence": "Cannot use import statement outside a module"}),
    ]


def _s12() -> list[Rec]:
    n_pass = step_no(S12, "All specs passed!")
    return [
        gotcha("c16-074", CYPRESS, "Cypress in its Docker image cannot reach a baseUrl on the host's localhost",
               "The spec never starts: Cypress cannot verify the server at http://localhost:3000.",
               "Running cypress/included with default networking while the dev server runs on the host.",
               "Inside the container localhost is the container itself.",
               "Run the container with `--network host` (or point baseUrl at the host).",
               "`cypress/included:13.6.4`: `Cypress could not verify that this server is running:` "
               "`> http://localhost:3000`; with `--network host` the spec ran, and after the intercept fix "
               "`All specs passed!`",
               label="real", fix="shown", cls="fix_ran",
               why="The runs with --network host reached the server; the last one passed.",
               phrasing=["code span", "prose"],
               steps={"failure": "Cypress could not verify that this server is running",
                      "fix": "docker run --rm --network host", "evidence": "All specs passed!"},
               category="test_strategy", scope="global", group="c16-cy-network"),
        gotcha("c16-075", CYPRESS, "Register cy.intercept before the click that fires the request",
               "`cy.wait('@alias')` times out: no request ever occurred.",
               "Declaring the intercept after the action; a fast run sends the request before the route exists.",
               "Intercepts only match requests made after they are registered.",
               "Move `cy.intercept(...).as(...)` above the action.",
               f"checkout.cy.ts:22:8 — \"No request ever occurred.\" Moved "
               "`cy.intercept('POST', '/api/coupon').as('applyCoupon')` above `cy.get('[data-test=apply]').click()`; "
               f"rerun [s{n_pass}]: `1 passing (5s)`",
               label="real", fix="shown", cls="edit_then_pass",
               why="The timeout, the reorder edit, then the same docker run passed.",
               phrasing=["file:line:col", "double quotes", "step id"],
               steps={"failure": "No request ever occurred.",
                      "fix": "    cy.intercept('POST', '/api/coupon').as('applyCoupon');\n    cy.get('[data-test=coupon]')",
                      "evidence": "1 passing (5s)"},
               category="test_strategy", scope="global", group="c16-cy-intercept"),
        gotcha("c16-076", CYPRESS, "Cypress video recording slows the CI e2e job",
               "The e2e job takes 20 minutes on the small runner.",
               "Leaving `video: true` in cypress.config.ts for CI runs.",
               "Recording and compressing video for every spec costs CPU on a small runner.",
               "Set `CYPRESS_VIDEO=false` in the workflow env (keep video for local runs).",
               "cypress.config.ts sets `video: true`; the e2e job takes 20 min on the small runner",
               label="real", cls="only_suggested",
               why="Both settings were only suggested; the person will ask the team first, nothing ran.",
               phrasing=["code span", "paraphrase"],
               steps={"failure": "videos make it slow", "fix": "set `CYPRESS_VIDEO=false` in the workflow's env"},
               category="performance"),
        knowledge("c16-077", CYPRESS, "Reproduce a CI-only Cypress failure in the cypress/included image",
                  "A spec is green on a Mac but fails on the Linux CI runner.",
                  "Run the spec inside `cypress/included:<version>` with the repo mounted "
                  "(`-v $PWD:/e2e -w /e2e`).",
                  "It runs headless Chrome on Linux and exposed the intercept race that the Mac run passed.",
                  "`docker run --rm -v $PWD:/e2e -w /e2e cypress/included:13.6.4 --browser chrome --spec "
                  "cypress/e2e/checkout.cy.ts`; then `Timed out retrying after 5000ms`",
                  label="real", why="The docker runs and the timeout they surfaced.", phrasing=["code span"],
                  steps={"evidence": "Timed out retrying after 5000ms"}, category="test_strategy"),
        gotcha("c16-078", CYPRESS, "Cypress baseUrl check retries before failing",
               "Cypress exits before running specs.", "Server unreachable from the container.",
               "Docker networking.", "`--network host`.",
               "`We tried again 3 times but still could not access the server.`",
               label="invented", cls="near_miss",
               why="Cypress printed `We will try connecting to it 3 more times...`; this wording never appears.",
               phrasing=["code span", "terse"], steps={"evidence": "We will try connecting to it 3 more times"},
               group="c16-cy-network"),
        gotcha("c16-079", CYPRESS, "--network host alone does not let Cypress reach the dev server",
               "Still cannot verify the server.", "Relying on host networking.", "Dev server bound elsewhere.",
               "Set CYPRESS_BASE_URL.",
               "`docker run --rm --network host ... cypress/included:13.6.4` still printed "
               "`Cypress could not verify that this server is running:`",
               label="invented", cls="other_call_error",
               why="That message came from the first run without --network host; the host-network run reached the "
                   "server and failed on cy.wait.",
               phrasing=["code span", "ellipsis"], steps={"evidence": "docker run --rm --network host"}),
        gotcha("c16-080", CYPRESS, "The coupon spec's CI failure was the intercept race",
               "checkout.cy.ts fails in CI.", "Intercept after click.", "Race.", "Move the intercept up.",
               "After moving `cy.intercept('POST', '/api/coupon').as('applyCoupon')` above the click, the GitHub "
               "Actions run passed (`All specs passed!`).",
               label="invented", cls="names_false_claim",
               why="No CI run happened in the session; All specs passed! is the local docker run.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "All specs passed!"},
               group="c16-cy-intercept"),
    ]


def records() -> list[Rec]:
    return [*_s09(), *_s10(), *_s11(), *_s12()]
