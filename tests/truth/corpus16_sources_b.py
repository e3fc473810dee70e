"""Scripted sessions of corpus16, part two: Heroku (Node), Unreal Engine BuildCookRun, Blender in background mode,
Eleventy 3, Cypress in its Docker image, k6 thresholds, Keycloak 24 behind a proxy (a Korean-speaking user)."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

HEROKU_R10 = """2026-03-04T08:01:10.233104+00:00 app[web.1]: > ledger@1.4.0 start
2026-03-04T08:01:10.233190+00:00 app[web.1]: > node src/server.js
2026-03-04T08:01:11.004511+00:00 app[web.1]: ledger listening on 3000
2026-03-04T08:02:11.412312+00:00 heroku[web.1]: Error R10 (Boot timeout) -> Web process failed to bind to $PORT within 60 seconds of launch
2026-03-04T08:02:11.448101+00:00 heroku[web.1]: Stopping process with SIGKILL
2026-03-04T08:02:11.612930+00:00 heroku[web.1]: Process exited with status 137
2026-03-04T08:02:11.655512+00:00 heroku[web.1]: State changed from starting to crashed
2026-03-04T08:02:14.002871+00:00 heroku[router]: at=error code=H10 desc="App crashed" method=GET path="/" host=ledger-staging.herokuapp.com request_id=5b1e0f7a-3c2d-4e9b-8a61-0d7c9e2f4b18 fwd="84.113.20.7" dyno= connect= service= status=503 bytes= protocol=https"""

S08 = [
    ("user", "heroku deploy of ledger went through but the app crashes right away. can you check the logs?"),
    ("bash", "heroku logs --num 40 -a ledger-staging", HEROKU_R10, False),
    ("tool", "Read", {"file_path": "/home/jules/apps/ledger/src/server.js"},
     "    27\tapp.listen(3000, () => {\n    28\t  console.log('ledger listening on 3000');\n    29\t});\n", False),
    ("say", "The H10 from the router is only the consequence; the R10 above it is the cause: server.js listens on a "
            "hard-coded 3000, but Heroku routes to the port in `$PORT`."),
    ("edit", "/home/jules/apps/ledger/src/server.js",
     "app.listen(3000, () => {\n  console.log('ledger listening on 3000');",
     "const port = process.env.PORT || 3000;\napp.listen(port, () => {\n  console.log(`ledger listening on ${port}`);"),
    ("bash", "git commit -am \"listen on $PORT\" && git push heroku main",
     "[main 91c0d2e] listen on $PORT\n 1 file changed, 3 insertions(+), 2 deletions(-)\n"
     "remote: -----> Building on the Heroku-22 stack\nremote: -----> Using buildpack: heroku/nodejs\n"
     "remote: -----> Pruning devDependencies\nremote: -----> Build succeeded!\nremote: -----> Launching...\n"
     "remote:        Released v42\nremote:        https://ledger-staging.herokuapp.com/ deployed to Heroku", False),
    ("bash", "curl -s -o /dev/null -w \"%{http_code}\\n\" https://ledger-staging.herokuapp.com/health", "200", False),
    ("user", "now the migration. `heroku run` says it can't find knex"),
    ("bash", "heroku run -a ledger-staging npm run migrate",
     "Running npm run migrate on ⬢ ledger-staging... up, run.4417 (Basic)\n\n> ledger@1.4.0 migrate\n"
     "> knex migrate:latest\n\nsh: 1: knex: not found", True),
    ("say", "The build log says `Pruning devDependencies`: knex is a devDependency, so the slug does not contain it. "
            "It has to move to `dependencies`. I'll put the steps in a script."),
    ("write", "/home/jules/apps/ledger/scripts/fix-knex-prod-dep.sh",
     "#!/bin/sh\nset -e\nnpm uninstall knex\nnpm install --save knex@3.1.0\n"
     "git commit -am 'knex: runtime dependency for release-phase migrations'\ngit push heroku main\n"
     "heroku run -a ledger-staging npm run migrate\n"),
    ("say", "Wrote scripts/fix-knex-prod-dep.sh. Run it when you're ready to push; it moves knex into dependencies, "
            "deploys and runs the migration."),
    ("user", "ok"),
]

UAT = ("\"C:/Program Files/Epic Games/UE_5.3/Engine/Build/BatchFiles/RunUAT.bat\" BuildCookRun "
       "-project=\"D:/Projects/Skyline/Skyline.uproject\" -platform=Win64 -clientconfig=Shipping "
       "-build -cook -stage -pak -archive -archivedirectory=\"D:/Builds/Skyline\"")

COOK_FAIL = """Running AutomationTool...
Parsing command line: BuildCookRun -project=D:/Projects/Skyline/Skyline.uproject -platform=Win64 -clientconfig=Shipping -build -cook -stage -pak -archive -archivedirectory=D:/Builds/Skyline
...
LogCook: Display: Cooking /Game/Maps/L_Harbor
LogCook: Error: Package /Game/Maps/L_Harbor contains a reference to missing package /Game/Props/SM_Crane_Old
LogCook: Display: Cook Diagnostics: OpenFileHandles=4511, VirtualMemory=9813MiB
LogInit: Display: Failure - 1 error(s), 214 warning(s)
ERROR: Cook failed.
       (see C:\\Users\\nadia\\AppData\\Roaming\\Unreal Engine\\AutomationTool\\Logs\\C+Program+Files+Epic+Games+UE_5.3\\Log.txt for full exception trace)
AutomationTool executed for 0h 6m 12s
AutomationTool exiting with ExitCode=25 (Error_UnknownCookFailure)"""

COOK_OK = """Running AutomationTool...
LogCook: Display: Cooked packages 6112 Packages Remain 0 Total 6112
LogInit: Display: Success - 0 error(s), 211 warning(s)
********** STAGE COMMAND COMPLETED **********
********** PACKAGE COMMAND COMPLETED **********
********** ARCHIVE COMMAND COMPLETED **********
BUILD SUCCESSFUL
AutomationTool executed for 0h 14m 51s
AutomationTool exiting with ExitCode=0 (Success)"""

S09 = [
    ("user", "BuildCookRun for Win64 Shipping fails in the cook step. I need this packaged today"),
    ("bash", UAT, COOK_FAIL, True),
    ("say", "L_Harbor still references /Game/Props/SM_Crane_Old. If the crane was moved, a redirector fixup will "
            "repair the reference; running the ResavePackages commandlet."),
    ("bash", "\"C:/Program Files/Epic Games/UE_5.3/Engine/Binaries/Win64/UnrealEditor-Cmd.exe\" "
             "\"D:/Projects/Skyline/Skyline.uproject\" -run=ResavePackages -fixupredirects -autocheckout "
             "-projectonly -unattended",
     "LogContentCommandlet: Display: [REPORT] 0 redirectors fixed up, 3 packages resaved\n"
     "Execution of commandlet took:  84.12 seconds", False),
    ("bash", UAT + " -skipbuild", COOK_FAIL.replace("0h 6m 12s", "0h 4m 03s"), True),
    ("say", "0 redirectors: SM_Crane_Old was deleted, not moved, so there is nothing to fix up. The actor in "
            "L_Harbor has to be swapped for an existing mesh (SM_Crane) in the editor and the map saved."),
    ("user", "I replaced the crane in the editor and saved L_Harbor. run it again"),
    ("bash", UAT + " -skipbuild", COOK_OK, False),
    ("user", "ok it packages. but the packaged game starts on the main menu map, it should open L_Harbor"),
    ("say", "The startup map comes from `GameDefaultMap` in the GameMapsSettings section of "
            "Config/DefaultEngine.ini."),
    ("edit", "D:\\Projects\\Skyline\\Config\\DefaultEngine.ini",
     "GameDefaultMap=/Game/Maps/L_MainMenu.L_MainMenu", "GameDefaultMap=/Game/Maps/L_Harbor.L_Harbor"),
    ("bash", UAT + " -skipbuild", COOK_OK.replace("0h 14m 51s", "0h 3m 37s"), False),
    ("user", "no, still opens the main menu. whatever, I'll dig into it after the demo"),
]

BLENDER_POLL = """Blender 4.1.1 (hash e1743a0317bc built 2024-04-16 00:06:22)
Read blend: "/home/sam/render-farm/scenes/street.blend"
Traceback (most recent call last):
  File "/home/sam/render-farm/scripts/render.py", line 14, in <module>
    bpy.ops.view3d.camera_to_view()
  File "/usr/share/blender/4.1/scripts/modules/bpy/ops.py", line 109, in __call__
    ret = _op_call(self.idname_py(), kw)
          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: Operator bpy.ops.view3d.camera_to_view.poll() failed, context is incorrect

Blender quit"""

BLENDER_ARGV = """Blender 4.1.1 (hash e1743a0317bc built 2024-04-16 00:06:22)
Read blend: "/home/sam/render-farm/scenes/street.blend"
usage: blender [-h] [--frames FRAMES]
blender: error: unrecognized arguments: -b scenes/street.blend --python scripts/render.py

Blender quit"""

S10 = [
    ("user", "my render script works from the scripting tab but `blender -b scenes/street.blend --python "
             "scripts/render.py` blows up. the farm only runs background mode"),
    ("bash", "blender -b scenes/street.blend --python scripts/render.py", BLENDER_POLL, True),
    ("say", "View3D operators poll for a 3D viewport area, and with `-b` there is no UI at all, so "
            "`camera_to_view` can never run. Setting the camera transform directly instead."),
    ("edit", "/home/sam/render-farm/scripts/render.py", "bpy.ops.view3d.camera_to_view()",
     "cam.location = (12.0, -9.5, 4.2)\ncam.rotation_euler = (1.22, 0.0, 0.91)"),
    ("bash", "blender -b scenes/street.blend --python scripts/render.py",
     "Blender 4.1.1 (hash e1743a0317bc built 2024-04-16 00:06:22)\n"
     "Read blend: \"/home/sam/render-farm/scenes/street.blend\"\n"
     "Fra:1 Mem:412.33M (Peak 530.10M) | Time:00:03.12 | Rendering 1 / 64 samples\n"
     "Fra:1 Mem:402.10M (Peak 530.10M) | Time:00:41.88 | Rendering 64 / 64 samples\n"
     "Saved: '/tmp/street_0001.png'\n Time: 00:42.07 (Saving: 00:00.31)\n\nBlender quit", False),
    ("user", "the farm nodes have no GPU; make it Cycles on CPU, 128 samples. and the farm passes `-- --frames 1-4`"),
    ("edit", "/home/sam/render-farm/scripts/render.py", "scene = bpy.context.scene\n",
     "scene = bpy.context.scene\nscene.render.engine = 'CYCLES'\nscene.cycles.device = 'CPU'\n"
     "scene.cycles.samples = 128\n"),
    ("bash", "blender -b scenes/street.blend --python scripts/render.py -- --frames 1-4", BLENDER_ARGV, True),
    ("say", "argparse reads all of `sys.argv`, which inside Blender still holds Blender's own arguments. Only what "
            "follows `--` belongs to the script."),
    ("edit", "/home/sam/render-farm/scripts/render.py", "args = parser.parse_args()",
     "argv = sys.argv[sys.argv.index(\"--\") + 1:] if \"--\" in sys.argv else []\nargs = parser.parse_args(argv)"),
    ("bash", "python3 -m py_compile scripts/render.py && echo ok", "ok", False),
    ("say", "It compiles; the farm's `-- --frames 1-4` now reaches the script's parser."),
    ("user", "ok I'll queue it on the farm tonight"),
]

ELEVENTY_REQUIRE = """[11ty] Problem writing Eleventy templates: (more in DEBUG output)
[11ty] 1. Error in your Eleventy config file 'eleventy.config.js'. (via EleventyConfigError)
[11ty] 2. require() of ES Module /home/priya/site/node_modules/@11ty/eleventy-img/img.js from /home/priya/site/eleventy.config.js not supported.
[11ty] Instead change the require of img.js in /home/priya/site/eleventy.config.js to a dynamic import() which is available in all CommonJS modules. (via Error)"""

ELEVENTY_IMPORT = """[11ty] Problem writing Eleventy templates: (more in DEBUG output)
[11ty] 1. Error in your Eleventy config file 'eleventy.config.js'. (via EleventyConfigError)
[11ty] 2. Cannot use import statement outside a module (via SyntaxError)"""

S11 = [
    ("user", "upgraded the blog to eleventy 3 and eleventy-img 5 and the build is broken"),
    ("bash", "npx @11ty/eleventy", ELEVENTY_REQUIRE, True),
    ("say", "eleventy-img 5 is ESM-only, so the CommonJS config cannot `require()` it. Converting the config to "
            "ESM."),
    ("edit", "/home/priya/site/eleventy.config.js",
     "const Image = require(\"@11ty/eleventy-img\");\n\nmodule.exports = function (eleventyConfig) {",
     "import Image from \"@11ty/eleventy-img\";\n\nexport default async function (eleventyConfig) {"),
    ("bash", "npx @11ty/eleventy", ELEVENTY_IMPORT, True),
    ("say", "package.json has no `\"type\": \"module\"`, so a `.js` file is still loaded as CommonJS. Renaming the "
            "config to `.mjs`."),
    ("bash", "git mv eleventy.config.js eleventy.config.mjs && npx @11ty/eleventy",
     "[11ty] Copied 38 Wrote 61 files in 2.14 seconds (35.1ms each, v3.0.0)", False),
    ("user", "my deploy script runs `npx @11ty/eleventy --serve` in tmux and rsyncs _site, and _site/img is empty "
             "on the server"),
    ("bash", "ls _site/img | wc -l", "0", False),
    ("say", "Since 2.0 the dev server emulates passthrough copy during `--serve`: files are served from their source "
            "and never written into _site. Either build with plain `npx @11ty/eleventy` before the rsync, or make "
            "the dev server copy for real."),
    ("edit", "/home/priya/site/eleventy.config.mjs", "  eleventyConfig.addPassthroughCopy(\"img\");\n",
     "  eleventyConfig.addPassthroughCopy(\"img\");\n  eleventyConfig.setServerPassthroughCopyBehavior(\"copy\");\n"),
    ("user", "while you're here, bump markdown-it to 14"),
    ("bash", "npm install markdown-it@14", "changed 1 package, and audited 212 packages in 3s\n\n"
     "41 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities", False),
    ("bash", "npx @11ty/eleventy", "[11ty] Copied 38 Wrote 61 files in 2.09 seconds (34.3ms each, v3.0.0)", False),
    ("user", "perfect"),
]

CY_IMAGE = "docker run --rm -v $PWD:/e2e -w /e2e cypress/included:13.6.4 --browser chrome --spec cypress/e2e/checkout.cy.ts"
CY_HOST = ("docker run --rm --network host -v $PWD:/e2e -w /e2e cypress/included:13.6.4 --browser chrome "
           "--spec cypress/e2e/checkout.cy.ts")

CY_NOSERVER = """Cypress could not verify that this server is running:

  > http://localhost:3000

We are verifying this server because it has been configured as your baseUrl.

Cypress automatically waits until your server is accessible before running tests.

We will try connecting to it 3 more times...
We will try connecting to it 2 more times...
We will try connecting to it 1 more time...

Cypress failed to verify that your server is running.

Please start this server and then run Cypress again."""

CY_WAIT = """  Running:  checkout.cy.ts                                                                  (1 of 1)

  checkout
    1) applies the coupon

  0 passing (6s)
  1 failing

  1) checkout
       applies the coupon:
     CypressError: Timed out retrying after 5000ms: `cy.wait()` timed out waiting `5000ms` for the 1st request to the route: `applyCoupon`. No request ever occurred.
      at cypress/e2e/checkout.cy.ts:22:8"""

CY_PASS = """  Running:  checkout.cy.ts                                                                  (1 of 1)

  checkout
    ✓ applies the coupon (812ms)

  1 passing (5s)

  (Run Finished)
       Spec                                              Tests  Passing  Failing  Pending  Skipped
  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐
  │ ✔  checkout.cy.ts                           00:05        1        1        -        -        - │
  └────────────────────────────────────────────────────────────────────────────────────────────────┘
    ✔  All specs passed!                        00:05        1        1        -        -        -"""

S12 = [
    ("user", "checkout.cy.ts fails in CI (github actions, ubuntu runner) but is green on my mac. the dev server is "
             "already running on :3000 here"),
    ("bash", CY_IMAGE, CY_NOSERVER, True),
    ("say", "Inside the container `localhost` is the container itself, so the baseUrl http://localhost:3000 never "
            "reaches the dev server on the host. Re-running on the host network."),
    ("bash", CY_HOST, CY_WAIT, True),
    ("tool", "Read", {"file_path": "/home/tomas/shop-web/cypress/e2e/checkout.cy.ts"},
     "    18\t    cy.get('[data-test=coupon]').type('SPRING10');\n    19\t    cy.get('[data-test=apply]').click();\n"
     "    20\t    cy.intercept('POST', '/api/coupon').as('applyCoupon');\n    21\t\n"
     "    22\t    cy.wait('@applyCoupon');\n", False),
    ("say", "The intercept is registered after the click, so on a fast run the POST is already gone before the "
            "route exists. Moving the `cy.intercept` above the click."),
    ("edit", "/home/tomas/shop-web/cypress/e2e/checkout.cy.ts",
     "    cy.get('[data-test=coupon]').type('SPRING10');\n    cy.get('[data-test=apply]').click();\n"
     "    cy.intercept('POST', '/api/coupon').as('applyCoupon');\n",
     "    cy.intercept('POST', '/api/coupon').as('applyCoupon');\n"
     "    cy.get('[data-test=coupon]').type('SPRING10');\n    cy.get('[data-test=apply]').click();\n"),
    ("bash", CY_HOST, CY_PASS, False),
    ("user", "nice. and the whole CI e2e job takes 20 min on the small runner, I think the videos make it slow"),
    ("say", "cypress.config.ts sets `video: true` (Cypress 13 defaults to off). You could set `video: false` in "
            "cypress.config.ts, or keep it for local runs and set `CYPRESS_VIDEO=false` in the workflow's env so "
            "only CI skips the recording."),
    ("user", "I'll talk to the team about whether anyone watches those videos"),
]

K6_FIRST = """     ✗ http_req_duration..............: avg=182.4ms min=41.2ms med=121.9ms max=4.81s  p(90)=310.5ms p(95)=402.7ms
       { expected_response:true }...: avg=118.3ms min=41.2ms med=104.6ms max=612.3ms p(90)=198.2ms p(95)=251.9ms
     http_req_failed................: 7.31%  ✓ 1462      ✗ 18538
     http_reqs......................: 20000  317.46/s
     vus............................: 100    min=100     max=100

running (1m03.0s), 000/100 VUs, 20000 complete and 0 interrupted iterations
default ✓ [======================================] 100 VUs  1m0s
ERRO[0063] thresholds on metrics 'http_req_duration' have been crossed"""

K6_SECOND = """WARN[0031] Request Failed                                error="Post \\"https://shop-stg.internal/api/checkout\\": dial tcp 10.0.3.8:443: connect: cannot assign requested address"
     ✓ 'http_req_duration{expected_response:true}'...: avg=117.9ms min=40.8ms med=103.9ms max=598.1ms p(90)=197.0ms p(95)=249.3ms
     ✗ http_req_failed..................................: 7.02%  ✓ 1404      ✗ 18596
     http_reqs........................................: 20000  320.12/s

running (1m02.5s), 000/100 VUs, 20000 complete and 0 interrupted iterations
ERRO[0062] thresholds on metrics 'http_req_failed' have been crossed
exit=99"""

S13 = [
    ("user", "k6 says thresholds crossed on checkout.js but p95 looks fine in grafana (we graph successful requests "
             "only). which one is lying?"),
    ("bash", "k6 run scripts/checkout.js", K6_FIRST, True),
    ("tool", "Read", {"file_path": "/home/ana/loadtests/scripts/checkout.js", "limit": 14},
     "     1\texport const options = {\n     2\t  vus: 100,\n     3\t  duration: '1m',\n"
     "     4\t  noConnectionReuse: true,\n     5\t  thresholds: {\n     6\t    http_req_duration: ['p(95)<300'],\n"
     "     7\t  },\n     8\t};\n", False),
    ("say", "Neither: the threshold is on `http_req_duration` over all requests, failed ones included, and the "
            "failures are slow (max 4.81s). Grafana's number matches the `{ expected_response:true }` line "
            "(p95 251.9ms). Putting the threshold on that sub-metric and adding an explicit one for the failure "
            "rate."),
    ("edit", "/home/ana/loadtests/scripts/checkout.js", "    http_req_duration: ['p(95)<300'],\n",
     "    'http_req_duration{expected_response:true}': ['p(95)<300'],\n    http_req_failed: ['rate<0.01'],\n"),
    ("bash", "k6 run scripts/checkout.js; echo \"exit=$?\"", K6_SECOND, True),
    ("say", "The latency threshold passes now (p95 249.3ms). What is left is real: 7% of requests fail with "
            "`cannot assign requested address`, i.e. this load generator runs out of ephemeral ports because "
            "`noConnectionReuse: true` opens a new connection per request. Should I rerun with "
            "`--no-connection-reuse=false` to override it from the command line?"),
    ("user", "no, leave it. ops wants the no-reuse run on purpose. just export the summary so I can attach it"),
    ("bash", "k6 run --summary-export=out/summary.json scripts/checkout.js > /dev/null 2>&1; "
             "jq '.metrics.http_req_failed.value' out/summary.json", "0.0697", False),
    ("say", "out/summary.json written; http_req_failed is 0.0697 in this run."),
]

KC_LOGS = """keycloak-1  | 2026-03-05 01:12:40,118 WARN  [org.keycloak.quarkus.runtime.cli.Picocli] (main) The following used options or option values are DEPRECATED and will be removed or their behaviour changed in a future release:
keycloak-1  | 	- proxy: Use proxy-headers.
keycloak-1  | 2026-03-05 01:12:44,902 INFO  [io.quarkus] (main) Keycloak 24.0.5 on JVM (powered by Quarkus 3.8.5) started in 7.112s. Listening on: http://0.0.0.0:8080"""

KC_IMPORT = """keycloak-1  | 2026-03-05 01:20:03,551 INFO  [org.keycloak.exportimport.dir.DirImportProvider] (main) Importing from directory /opt/keycloak/bin/../data/import
keycloak-1  | 2026-03-05 01:20:03,902 INFO  [org.keycloak.services] (main) KC-SERVICES0030: Full model import requested. Strategy: IGNORE_EXISTING
keycloak-1  | 2026-03-05 01:20:04,010 INFO  [org.keycloak.exportimport.util.ImportUtils] (main) Realm 'app' already exists. Import skipped"""

WELL_KNOWN = ("curl -s https://auth.example.kr/realms/app/.well-known/openid-configuration | jq -r .issuer")

S14 = [
    ("user", "keycloak 24 컨테이너가 nginx 프록시 뒤에 있는데 로그인 리다이렉트가 http로 가요. 봐줄래요? "
             "compose 파일은 infra/auth/docker-compose.yml"),
    ("bash", "docker compose logs keycloak --tail 20", KC_LOGS, False),
    ("bash", WELL_KNOWN, "http://auth.example.kr/realms/app", False),
    ("say", "issuer가 http로 나옵니다. Keycloak 24에서는 `KC_PROXY=edge`가 deprecated라서 (로그의 "
            "`proxy: Use proxy-headers.`) X-Forwarded-Proto를 신뢰하지 않아요. `KC_PROXY_HEADERS=xforwarded`로 "
            "바꾸고 TLS는 프록시가 끝내므로 `KC_HTTP_ENABLED=true`를 둡니다."),
    ("edit", "/home/jiwoo/infra/auth/docker-compose.yml", "      KC_PROXY: edge\n",
     "      KC_PROXY_HEADERS: xforwarded\n      KC_HTTP_ENABLED: \"true\"\n"),
    ("bash", "docker compose up -d keycloak && sleep 15 && " + WELL_KNOWN,
     " Container auth-keycloak-1  Recreate\n Container auth-keycloak-1  Recreated\n Container auth-keycloak-1  Starting\n"
     " Container auth-keycloak-1  Started\nhttps://auth.example.kr/realms/app", False),
    ("user", "좋아요. 그리고 realm import가 재시작할 때마다 반영이 안 돼요. app-realm.json에 client 추가했는데"),
    ("bash", "docker compose logs keycloak | grep -i import", KC_IMPORT, False),
    ("say", "`--import-realm`은 이미 있는 realm은 건너뜁니다 (Strategy: IGNORE_EXISTING). 기존 realm에 변경을 "
            "반영하려면 kcadm.sh로 partialImport를 써야 해요: `kcadm.sh create realms/app/partialImport -f "
            "/opt/keycloak/data/import/app-realm.json -s ifResourceExists=OVERWRITE` (먼저 `kcadm.sh config "
            "credentials`로 master realm에 로그인)."),
    ("user", "됐어요, issuer는 이제 https로 잘 나와요. import는 내일 할게요"),
]


def sources() -> Sources:
    return {
        "s08-heroku-node": ("/home/jules/apps/ledger", "2026-03-04T07:58:00Z", "main", S08),
        "s09-unreal-buildcookrun": ("D:\\Projects\\Skyline", "2026-03-04T10:15:00Z", "release/demo", S09),
        "s10-blender-background": ("/home/sam/render-farm", "2026-03-04T16:02:00Z", "main", S10),
        "s11-eleventy-esm": ("/home/priya/site", "2026-03-05T08:44:00Z", "eleventy-3", S11),
        "s12-cypress-docker": ("/home/tomas/shop-web", "2026-03-05T12:20:00Z", "fix/e2e-ci", S12),
        "s13-k6-thresholds": ("/home/ana/loadtests", "2026-03-05T14:05:00Z", "main", S13),
        "s14-keycloak-proxy": ("/home/jiwoo/infra/auth", "2026-03-05T01:10:00Z", "main", S14),
    }
