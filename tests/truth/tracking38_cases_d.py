"""Cases of the thirty-eighth tracking corpus (tables and rules in tracking38_cases.py): pm2 loading
ecosystem.config.js under "type": "module", Parcel reading package.json's main as a library target (a prose-only
fix), and IIS's 500.19 for a web.config rewrite section without the URL Rewrite module (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking38_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 8. pm2 and ecosystem.config.js under "type": "module"


def pm2_esm(app: str) -> str:
    root = f"/home/deploy/apps/{app}"
    return ("[PM2][ERROR] File ecosystem.config.js malformated\nError [ERR_REQUIRE_ESM]: require() of ES Module "
            f"{root}/ecosystem.config.js from /usr/lib/node_modules/pm2/lib/Common.js not supported.\n"
            "ecosystem.config.js is treated as an ES module file as it is a .js file whose nearest parent "
            "package.json contains \"type\": \"module\" which declares all .js files in that package scope as ES "
            "modules.\nInstead either rename ecosystem.config.js to end in .cjs, change the requiring code to use "
            "dynamic import() which is available in all CommonJS modules, or change \"type\": \"module\" to "
            f"\"type\": \"commonjs\" in {root}/package.json to treat all .js files as CommonJS (using import "
            f"instead of require in {root}/package.json).")


def pm2_table(app: str) -> str:
    return (f"[PM2] App [{app}] launched (2 instances)\n"
            "┌────┬───────────────┬─────────┬──────┬───────────┬──────────┐\n"
            "│ id │ name          │ mode    │ ↺    │ status    │ memory   │\n"
            "├────┼───────────────┼─────────┼──────┼───────────┼──────────┤\n"
            f"│ 0  │ {app:<13} │ cluster │ 0    │ online    │ 52.1mb   │\n"
            f"│ 1  │ {app:<13} │ cluster │ 0    │ online    │ 51.8mb   │\n"
            "└────┴───────────────┴─────────┴──────┴───────────┴──────────┘")


def fill_pm2() -> None:
    T.source(
        "s-pm2-esm", "/home/deploy/apps/notify-svc", "2026-02-17T07:40:00Z", "main",
        user("Start notify-svc under pm2 with the ecosystem file, production env."),
        ok("grep '\"type\"' package.json && head -3 ecosystem.config.js",
           "  \"type\": \"module\",\nmodule.exports = {\n  apps: [{\n    name: 'notify-svc',"),
        err("pm2 start ecosystem.config.js --env production", pm2_esm("notify-svc")),
        say("package.json says \"type\": \"module\", so Node treats ecosystem.config.js as ESM and pm2's require() "
            "of it fails. The file is CommonJS (module.exports), so it only needs the .cjs extension."),
        ok("git mv ecosystem.config.js ecosystem.config.cjs && pm2 start ecosystem.config.cjs --env production",
           pm2_table("notify-svc")),
    )
    T.lesson(
        "t38-pm2-ecosystem-cjs", "global", "en", "s-pm2-esm", "workflow",
        "pm2 cannot load ecosystem.config.js in a package with \"type\": \"module\"",
        "`pm2 start ecosystem.config.js` prints `[PM2][ERROR] File ecosystem.config.js malformated` followed by "
        "`Error [ERR_REQUIRE_ESM]: require() of ES Module …/ecosystem.config.js … not supported.`",
        "'malformated' points at a syntax error in the config, but the file is fine; the message that matters is "
        "the ERR_REQUIRE_ESM below it.",
        "pm2 require()s its config; with \"type\": \"module\" in package.json Node treats every .js file there as "
        "an ES module, which require() refuses.",
        "Name the config `ecosystem.config.cjs` (the module.exports body stays as it is) and point every pm2 call "
        "at it: `pm2 start ecosystem.config.cjs`, `pm2 reload ecosystem.config.cjs`, `pm2-runtime "
        "ecosystem.config.cjs` in a container, and any npm script that starts pm2.",
        ["`[PM2][ERROR] File ecosystem.config.js malformated`",
         "`Error [ERR_REQUIRE_ESM]: require() of ES Module /home/deploy/apps/notify-svc/ecosystem.config.js`",
         "`git mv ecosystem.config.js ecosystem.config.cjs && pm2 start ecosystem.config.cjs --env production` "
         "showed both instances `online`"],
    )

    T.later(
        "l-pm2-reload", "/home/deploy/apps/notify-svc", "2026-03-09T06:30:00Z", "main",
        user("Deploy the latest notify-svc: pull, install, zero-downtime reload."),
        ok("git pull --ff-only", "Updating 3b2e6c1..a91f0d4\nFast-forward\n src/templates/digest.ts | 14 ++++++---"),
        ok("npm ci --omit=dev --silent", ""),
        ok("pm2 reload ecosystem.config.cjs --env production",
           "[PM2] Applying action reloadProcessId on app [notify-svc](ids: [ 0, 1 ])\n[PM2] [notify-svc](0) ✓\n"
           "[PM2] [notify-svc](1) ✓"),
        ok("pm2 save", "[PM2] Saving current process list...\n[PM2] Successfully saved in /home/deploy/.pm2/dump.pm2"),
    )
    T.pair("t38-pm2-ecosystem-cjs", "l-pm2-reload", "applied",
           "pm2 reload is pointed at ecosystem.config.cjs and both instances reload")

    T.later(
        "l-pm2-runtime-docker", "/home/deploy/apps/notify-svc", "2026-03-17T13:00:00Z", "feat/container",
        user("Containerise notify-svc keeping pm2 as the process manager."),
        write("/home/deploy/apps/notify-svc/Dockerfile",
              "FROM node:20-alpine\nWORKDIR /app\nRUN npm i -g pm2@5\nCOPY package*.json ./\nRUN npm ci "
              "--omit=dev\nCOPY . .\nCMD [\"pm2-runtime\", \"ecosystem.config.cjs\", \"--env\", \"production\"]\n"),
        ok("docker build -q -t notify-svc:1.8.0 .", "sha256:5c1f0e2a9b7d"),
        ok("docker run -d --name notify-test -p 3400:3400 notify-svc:1.8.0 >/dev/null && docker logs notify-test "
           "2>&1 | tail -2", "2026-03-17T13:02:11: PM2 log: App [notify-svc:0] online\n"
           "2026-03-17T13:02:11: PM2 log: App [notify-svc:1] online"),
        ok("docker rm -f notify-test", "notify-test"),
    )
    T.pair("t38-pm2-ecosystem-cjs", "l-pm2-runtime-docker", "applied",
           "the container runs pm2-runtime ecosystem.config.cjs and the apps come online")

    T.later(
        "l-pm2-mailer", "/home/deploy/apps/mailer-svc", "2026-03-26T07:10:00Z", "main",
        user("mailer-svc is the new ESM service, start it with pm2 like notify"),
        err("pm2 start ecosystem.config.js --env production", pm2_esm("mailer-svc")),
        ok("git mv ecosystem.config.js ecosystem.config.cjs && pm2 start ecosystem.config.cjs --env production",
           pm2_table("mailer-svc")),
    )
    T.pair("t38-pm2-ecosystem-cjs", "l-pm2-mailer", "recurred",
           "mailer-svc's ecosystem.config.js fails with malformated / ERR_REQUIRE_ESM before the rename")

    T.later(
        "l-pm2-npm-script", "/home/deploy/apps/billing-hooks", "2026-04-07T09:00:00Z", "main",
        user("start billing-hooks in prod mode"),
        read("/home/deploy/apps/billing-hooks/package.json",
             "{\n  \"name\": \"billing-hooks\",\n  \"type\": \"module\",\n  \"scripts\": {\n    \"start:prod\": "
             "\"pm2 start ecosystem.config.js --env production\"\n  }\n}\n"),
        err("npm run start:prod", "\n> billing-hooks@1.0.0 start:prod\n> pm2 start ecosystem.config.js --env "
            "production\n\n" + pm2_esm("billing-hooks")),
        user("stop there, Petra owns that repo, I'll send her the error"),
    )
    T.pair("t38-pm2-ecosystem-cjs", "l-pm2-npm-script", "recurred",
           "the npm script starts pm2 on ecosystem.config.js and it fails with ERR_REQUIRE_ESM")

    T.later(
        "l-pm2-logs", "/home/deploy/apps/notify-svc", "2026-04-13T22:15:00Z", "main",
        user("notify-svc stopped sending digests tonight, check the logs and restart it"),
        ok("pm2 logs notify-svc --lines 3 --nostream",
           "0|notify-s | 2026-04-13 21:58:02 error: SMTP 421 Too many connections from 10.0.3.14\n"
           "0|notify-s | 2026-04-13 21:58:02 error: digest batch 8812 failed\n"
           "1|notify-s | 2026-04-13 21:58:03 error: digest batch 8813 failed"),
        ok("pm2 restart notify-svc", "[PM2] Applying action restartProcessId on app [notify-svc](ids: [ 0, 1 ])"),
        say("The relay refused connections (SMTP 421); restarted, and the pool size should come down."),
    )
    T.pair("t38-pm2-ecosystem-cjs", "l-pm2-logs", "neither",
           "pm2 is used only for logs and a restart by name; no config load and no ESM error")

    T.later(
        "l-pm2-node-fetch", "/home/deploy/apps/notify-svc", "2026-04-21T10:40:00Z", "fix/backfill",
        user("the backfill script crashes, fix it"),
        err("node scripts/backfill.cjs --since 2026-04-01",
            "node:internal/modules/cjs/loader:1080\nError [ERR_REQUIRE_ESM]: require() of ES Module "
            "/home/deploy/apps/notify-svc/node_modules/node-fetch/src/index.js from /home/deploy/apps/notify-svc/"
            "scripts/backfill.cjs not supported.\nInstead change the require of index.js in /home/deploy/apps/"
            "notify-svc/scripts/backfill.cjs to a dynamic import() which is available in all CommonJS modules."),
        edit("/home/deploy/apps/notify-svc/scripts/backfill.cjs", "const fetch = require('node-fetch');",
             "const fetch = (...a) => import('node-fetch').then(({ default: f }) => f(...a));"),
        ok("node scripts/backfill.cjs --since 2026-04-01", "backfilled 412 digests"),
    )
    T.pair("t38-pm2-ecosystem-cjs", "l-pm2-node-fetch", "neither",
           "ERR_REQUIRE_ESM comes from a script requiring ESM-only node-fetch, not from pm2's config")

    T.later(
        "l-pm2-early", "/home/deploy/apps/notify-svc", "2026-02-01T08:00:00Z", "main",
        user("what's running under pm2?"),
        ok("pm2 list", "┌────┬───────────┬─────────┬──────┬───────────┐\n│ id │ name      │ mode    │ ↺    │ status    │\n"
           "└────┴───────────┴─────────┴──────┴───────────┘"),
    )
    T.pair("t38-pm2-ecosystem-cjs", "l-pm2-early", "neither", "the session is dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 9. Parcel reading package.json's main as a library target (a prose-only fix)

def parcel_main(root: str, main: str, line: int = 5) -> str:
    return ("🚨 Build failed.\n\n@parcel/namer-default: Target \"main\" declares an output file path of "
            f"\"{main}\" which does not match the compiled bundle type \"html\".\n\n  {root}/package.json:{line}:11\n"
            f"  > {line} |   \"main\": \"{main}\",\n  >   |           ^^^^^^^^^^ Did you mean \"index.html\"?\n\n"
            "  💡 Try changing the file extension of \"main\" in package.json.")


def parcel_built(secs: str) -> str:
    return f"✨ Built in {secs}s\n\ndist/index.html              3.12 kB    210ms\ndist/index.8f2c1e.css  9.8 kB    " \
           "145ms\ndist/index.3b91aa.js    41.2 kB    388ms"


def fill_parcel() -> None:
    T.source(
        "s-parcel-main", "/home/lena/code/landing", "2026-02-19T10:05:00Z", "main",
        user("parcel build fails on the landing page, fix it"),
        err("npx parcel build src/index.html", parcel_main("/home/lena/code/landing", "index.js")),
        read("/home/lena/code/landing/package.json",
             "{\n  \"name\": \"landing\",\n  \"version\": \"1.0.0\",\n  \"description\": \"\",\n  \"main\": "
             "\"index.js\",\n  \"scripts\": {\n    \"build\": \"parcel build src/index.html\"\n  }\n}\n"),
        say("npm init left \"main\": \"index.js\" in package.json. Parcel reads main as a library target and "
            "wants that output to be JS, but the entry is HTML. This is an app, not a library, so the field goes."),
        edit("/home/lena/code/landing/package.json", "  \"main\": \"index.js\",\n", ""),
        ok("npx parcel build src/index.html", parcel_built("1.32")),
    )
    T.lesson(
        "t38-parcel-main-target", "global", "en", "s-parcel-main", "workflow",
        "Parcel treats package.json's \"main\" as a library target and fails on an HTML entry",
        "`parcel build src/index.html` fails with `@parcel/namer-default: Target \"main\" declares an output file "
        "path of \"index.js\" which does not match the compiled bundle type \"html\".`",
        "The hint suggests renaming main to index.html, which only moves the problem; the field should not be "
        "there for an app.",
        "Parcel 2 builds every target named in package.json; the \"main\" field that npm init writes makes a "
        "library target whose output must match the bundle type.",
        "For an app, remove the \"main\" field from package.json (or replace it with a \"source\" field that "
        "names the HTML entry); keep \"main\" only for a real library whose entry is JS.",
        ["`Target \"main\" declares an output file path of \"index.js\" which does not match the compiled bundle "
         "type \"html\"`",
         "after the `\"main\": \"index.js\",` line was removed from package.json, `npx parcel build src/index.html` "
         "printed `✨ Built in 1.32s`"],
    )

    T.later(
        "l-parcel-source-field", "/home/lena/code/pricing-page", "2026-03-04T13:20:00Z", "main",
        user("Set up the pricing page so `npm run build` works with parcel, npm init just created package.json."),
        read("/home/lena/code/pricing-page/package.json",
             "{\n  \"name\": \"pricing-page\",\n  \"version\": \"1.0.0\",\n  \"main\": \"index.js\",\n"
             "  \"scripts\": {}\n}\n"),
        edit("/home/lena/code/pricing-page/package.json", "  \"main\": \"index.js\",\n  \"scripts\": {}",
             "  \"source\": \"src/index.html\",\n  \"scripts\": {\n    \"build\": \"parcel build\"\n  }"),
        ok("npm i -D parcel@2 --silent && npm run build", "\n> pricing-page@1.0.0 build\n> parcel build\n\n"
           + parcel_built("2.07")),
    )
    T.pair("t38-parcel-main-target", "l-parcel-source-field", "applied",
           "main is replaced by a source field before the first parcel build, which succeeds")

    T.later(
        "l-parcel-jq-del", "/home/lena/code/events-microsite", "2026-03-12T09:50:00Z", "feat/parcel",
        user("Switch the events microsite from the gulp pipeline to parcel. Keep it simple."),
        ok("git rm -q gulpfile.js && npm rm gulp gulp-sass --silent && npm i -D parcel@2 --silent", ""),
        ok("jq 'del(.main) | .scripts.build = \"parcel build src/index.html\"' package.json > package.tmp && mv "
           "package.tmp package.json && grep -c '\"main\"' package.json || true", "0"),
        ok("npm run build", "\n> events-microsite@3.0.0 build\n> parcel build src/index.html\n\n"
           + parcel_built("3.40")),
        ok("git add -A && git commit -qm 'build with parcel' && git log --oneline -1", "c4d88e0 build with parcel"),
    )
    T.pair("t38-parcel-main-target", "l-parcel-jq-del", "applied",
           "the main field is deleted with jq before the parcel build, which succeeds")

    T.later(
        "l-parcel-docs-site", "/home/lena/code/docs-site", "2026-03-20T15:35:00Z", "feat/new-nav",
        user("npm run build is broken on the docs site after I added parcel"),
        err("npm run build", "\n> docs-site@0.4.0 build\n> parcel build src/index.html\n\n"
            + parcel_main("/home/lena/code/docs-site", "app.js", 6)),
        say("Same thing as on the landing page: \"main\" in package.json makes Parcel build a library target."),
        edit("/home/lena/code/docs-site/package.json", "  \"main\": \"app.js\",\n", ""),
        ok("npm run build", parcel_built("4.11")),
    )
    T.pair("t38-parcel-main-target", "l-parcel-docs-site", "recurred",
           "the docs site's main field (app.js) makes the Parcel build fail the same way before it is removed")

    T.later(
        "l-parcel-promo", "/home/lena/code/promo-2026", "2026-04-01T10:00:00Z", "campaign/spring",
        user("build all the promo pages"),
        err("npx parcel build 'src/pages/*.html'", parcel_main("/home/lena/code/promo-2026", "index.js", 4)),
        user("hold on, Marco uses main for something in the deploy script. Don't touch package.json, I'll ask him"),
    )
    T.pair("t38-parcel-main-target", "l-parcel-promo", "recurred",
           "Parcel fails on the main target in promo-2026 and it is left unfixed")

    T.later(
        "l-parcel-scss-path", "/home/lena/code/landing", "2026-04-09T11:25:00Z", "feat/hero",
        user("build broke after I moved the styles"),
        err("npx parcel build src/index.html",
            "🚨 Build failed.\n\n@parcel/core: Failed to resolve './styles/main.scss' from './src/index.html'\n\n"
            "  /home/lena/code/landing/src/index.html:7:33\n  > 7 |     <link rel=\"stylesheet\" "
            "href=\"./styles/main.scss\">\n\n@parcel/resolver-default: Cannot load file './styles/main.scss' in "
            "'./src'."),
        edit("/home/lena/code/landing/src/index.html", "href=\"./styles/main.scss\"", "href=\"./scss/main.scss\""),
        ok("npx parcel build src/index.html", parcel_built("1.58")),
    )
    T.pair("t38-parcel-main-target", "l-parcel-scss-path", "neither",
           "a different Parcel error (an unresolved stylesheet path)")

    T.later(
        "l-parcel-module-script", "/home/lena/code/pricing-page", "2026-04-17T14:10:00Z", "feat/toggle",
        user("added a toggle.js with an import and now parcel fails"),
        err("npm run build", "\n> pricing-page@1.0.0 build\n> parcel build\n\n🚨 Build failed.\n\n"
            "@parcel/transformer-js: Browser scripts cannot have imports or exports.\n\n"
            "  /home/lena/code/pricing-page/src/toggle.js:1:1\n  > 1 | import { qs } from './dom.js';\n\n"
            "  💡 Add the type=\"module\" attribute to the <script> tag."),
        edit("/home/lena/code/pricing-page/src/index.html", "<script src=\"./toggle.js\">",
             "<script type=\"module\" src=\"./toggle.js\">"),
        ok("npm run build", parcel_built("1.96")),
    )
    T.pair("t38-parcel-main-target", "l-parcel-module-script", "neither",
           "a different Parcel error (a classic script with imports), fixed with type=module")

    T.later(
        "l-parcel-early", "/home/lena/code/landing", "2026-02-02T09:00:00Z", "main",
        user("try parcel on the landing page"),
        err("npx parcel build src/index.html", parcel_main("/home/lena/code/landing", "index.js")),
        user("ok, no time today, later"),
    )
    T.pair("t38-parcel-main-target", "l-parcel-early", "neither",
           "the session is dated before the lesson's source session")


FILLS = [fill_pm2, fill_parcel]
