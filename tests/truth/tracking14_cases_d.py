"""Lessons H (the Cypress binary missing from its cache after a version bump), I (webpack 5 without Node core
polyfills; French) and J (sentry-cli uploads without an auth token; fix only in prose) of the fourteenth
tracking corpus, with their later sessions and labels (rules in tracking14_cases.py)."""
from __future__ import annotations

from tests.truth.tracking14_cases import T, ed, grep, rd, say, sh, u, wr

# --- H: Cypress binary cache ------------------------------------------------------------------------------------

STORE = "/home/olu/src/storefront-ui"


def cypress_missing(version: str, home: str = "/home/olu") -> str:
    return (f"No version of Cypress is installed in: {home}/.cache/Cypress/{version}/Cypress\n\nPlease reinstall "
            f"Cypress by running: cypress install\n----------\n\nCypress executable not found at: {home}/.cache/"
            f"Cypress/{version}/Cypress/Cypress\n----------\n\nPlatform: linux-x64 (Ubuntu - 22.04)\n"
            f"Cypress Version: {version}")


def lesson_h() -> None:
    T.source(
        "s-store-cypress", STORE, "2026-03-05T13:00:00Z", "deps/cypress-13.15",
        u("bumped cypress to 13.15.0, npm ci went fine, but e2e won't start. The devcontainer sets "
          "CYPRESS_INSTALL_BINARY=0 to keep npm ci fast, if that matters."),
        sh("npx cypress run --spec cypress/e2e/checkout.cy.ts", "Exit code 1\n" + cypress_missing("13.15.0"), True),
        sh("ls ~/.cache/Cypress/; echo \"CYPRESS_INSTALL_BINARY=$CYPRESS_INSTALL_BINARY\"",
           "13.13.1\nCYPRESS_INSTALL_BINARY=0"),
        say("The npm package is 13.15.0 but the binary cache only has 13.13.1: with CYPRESS_INSTALL_BINARY=0 the "
            "postinstall never downloads the matching binary. Installing it explicitly."),
        sh("CYPRESS_INSTALL_BINARY=13.15.0 npx cypress install", "Installing Cypress (version: 13.15.0)\n\n"
           "✔  Downloaded Cypress\n✔  Unzipped Cypress\n✔  Finished Installing /home/olu/.cache/Cypress/13.15.0 "
           "(version: 13.15.0)\n\nYou can now open Cypress by running: node_modules/.bin/cypress open"),
        sh("npx cypress run --spec cypress/e2e/checkout.cy.ts", "  (Run Finished)\n\n       Spec              Tests  "
           "Passing  Failing\n  ┌──────────────────────────────────────────┐\n  │ ✔  checkout.cy.ts   00:14    6   "
           "    6        -   │\n  └──────────────────────────────────────────┘\n    ✔  All specs passed!  00:14    6"
           "       6        -"))
    T.lesson(
        "t14-cypress-binary-cache", "project", "en", "s-store-cypress", "env_setup",
        "After a Cypress version bump the binary is missing when CYPRESS_INSTALL_BINARY=0",
        "`npx cypress run` stops with `No version of Cypress is installed in: ~/.cache/Cypress/<version>/Cypress` "
        "/ `Cypress executable not found at:` right after bumping cypress and running npm ci.",
        "npm ci succeeded and node_modules/cypress is the new version, so the install looks complete; clearing "
        "node_modules and running npm ci again changes nothing.",
        "The devcontainer exports CYPRESS_INSTALL_BINARY=0, so cypress's postinstall skips the download; the "
        "binary cache (~/.cache/Cypress) only holds the old version.",
        "After every cypress version change run `npx cypress install` (overriding CYPRESS_INSTALL_BINARY when it "
        "is 0), and in CI cache ~/.cache/Cypress keyed on the lockfile.",
        "Bash(npx cypress run --spec cypress/e2e/checkout.cy.ts) → \"No version of Cypress is installed in: "
        "/home/olu/.cache/Cypress/13.15.0/Cypress\"; `ls ~/.cache/Cypress/` showed only `13.13.1`. "
        "Bash(CYPRESS_INSTALL_BINARY=13.15.0 npx cypress install) → `Finished Installing "
        "/home/olu/.cache/Cypress/13.15.0`, after which the checkout spec passed (`All specs passed!`).")


def later_h() -> None:
    admin = "/home/olu/src/storefront-admin"
    T.later("l-store-cypress-1316", STORE, "2026-03-12T10:00:00Z", "deps/cypress-13.16",
            u("renovate wants cypress 13.16.0; apply it and run the cart spec"),
            sh("npm install -D cypress@13.16.0 && env -u CYPRESS_INSTALL_BINARY npx cypress install",
               "\nchanged 1 package, and audited 1187 packages in 6s\nInstalling Cypress (version: 13.16.0)\n\n"
               "✔  Downloaded Cypress\n✔  Unzipped Cypress\n✔  Finished Installing /home/olu/.cache/Cypress/13.16.0 "
               "(version: 13.16.0)"),
            sh("npx cypress run --spec cypress/e2e/cart.cy.ts", "    ✔  All specs passed!  00:09    4       4   "
               "     -"))
    T.pair("t14-cypress-binary-cache", "l-store-cypress-1316", "applied",
           "installs the matching binary (env -u the skip variable) right after the bump, before any run")
    T.later("l-store-ci-cache", STORE, "2026-03-14T15:30:00Z", "ci/e2e-cache",
            u("e2e job downloads the cypress binary every run and sometimes times out. Cache it properly."),
            rd(f"{STORE}/.github/workflows/e2e.yml", "1\tjobs:\n2\t  e2e:\n3\t    runs-on: ubuntu-22.04\n4\t    "
               "steps:\n5\t      - uses: actions/checkout@v4\n6\t      - run: npm ci\n"
               "7\t      - run: npx cypress run\n"),
            ed(f"{STORE}/.github/workflows/e2e.yml", "      - run: npm ci\n", "      - uses: actions/cache@v4\n"
               "        with:\n          path: ~/.cache/Cypress\n          key: cypress-${{ runner.os }}-${{ "
               "hashFiles('package-lock.json') }}\n      - run: npm ci\n      - run: npx cypress install\n"),
            sh("git commit -qam 'ci: cache Cypress binary' && git push -q && gh run watch --exit-status | tail -2",
               "✓ e2e in 3m12s (ID 13877201)\n✓ ci/e2e-cache E2E · 13877201"))
    T.pair("t14-cypress-binary-cache", "l-store-ci-cache", "applied",
           "edits the workflow to cache ~/.cache/Cypress keyed on the lockfile and run cypress install; job green")
    T.later("l-admin-cypress", admin, "2026-03-17T09:45:00Z", "deps/cypress",
            u("storefront-admin: same cypress bump to 13.15.0 as storefront-ui, then run e2e"),
            sh("npm install -D cypress@13.15.0 && CYPRESS_INSTALL_BINARY=13.15.0 ./node_modules/.bin/cypress install",
               "\nchanged 1 package in 5s\nCypress 13.15.0 is installed in /home/olu/.cache/Cypress/13.15.0"),
            sh("./node_modules/.bin/cypress run", "    ✔  All specs passed!  01:02   17      17        -"))
    T.pair("t14-cypress-binary-cache", "l-admin-cypress", "applied",
           "sibling repo: bump then cypress install by node_modules/.bin path before running; all specs pass")
    T.later("l-store-cypress-open", STORE, "2026-03-19T11:20:00Z", "deps/cypress-13.16.1",
            u("pulled the 13.16.1 patch bump from main; open cypress so I can debug the address form"),
            sh("npm ci && npx cypress open --e2e --browser chrome", "Exit code 1\n\nadded 1187 packages in 21s\n"
               + cypress_missing("13.16.1"), True))
    T.pair("t14-cypress-binary-cache", "l-store-cypress-open", "recurred",
           "cypress open after another bump: No version of Cypress is installed for 13.16.1")
    T.later("l-admin-ci-log", admin, "2026-03-21T08:10:00Z", "main",
            u("e2e-admin job on main failed overnight"),
            sh("gh run view --job 39100022 --log-failed | tail -6", "e2e-admin\tRun npx cypress run\tThe cypress "
               "npm package is installed, but the Cypress binary is missing.\ne2e-admin\tRun npx cypress run\t\n"
               "e2e-admin\tRun npx cypress run\tWe expected the binary to be installed here: /home/runner/.cache/"
               "Cypress/13.16.0/Cypress/Cypress\ne2e-admin\tRun npx cypress run\t##[error]Process completed with "
               "exit code 1."))
    T.pair("t14-cypress-binary-cache", "l-admin-ci-log", "recurred",
           "the admin repo's CI log: the cypress npm package is installed but the binary is missing")
    T.later("l-store-cart-test", STORE, "2026-02-28T14:00:00Z", "cart-tests",
            u("write an e2e test for removing an item from the cart"),
            wr(f"{STORE}/cypress/e2e/cart.cy.ts", "describe(\"cart\", () => {\n  it(\"removes an item\", () => {\n"
               "    cy.visit(\"/cart\");\n    cy.get(\"[data-test=remove]\").first().click();\n    cy.get(\"[data-test"
               "=line]\").should(\"have.length\", 1);\n  });\n});\n"),
            sh("npx cypress run --spec cypress/e2e/cart.cy.ts", "    ✔  All specs passed!  00:07    3       3       "
               " -"))
    T.pair("t14-cypress-binary-cache", "l-store-cart-test", "neither",
           "dated before the source session; writes and runs a spec")
    T.later("l-store-xvfb", STORE, "2026-03-23T13:00:00Z", "main",
            u("run e2e inside the new slim ci image locally"),
            sh("docker run --rm -v \"$PWD\":/e2e -w /e2e storefront-ci:slim npx cypress run", "Exit code 1\nYour "
               "system is missing the dependency: Xvfb\n\nInstall Xvfb and run Cypress again.\n\nRead our "
               "documentation on dependencies for more information:\n\nhttps://on.cypress.io/required-dependencies",
               True),
            ed(f"{STORE}/ci/Dockerfile.slim", "RUN apt-get install -y --no-install-recommends git",
               "RUN apt-get install -y --no-install-recommends git xvfb libgtk-3-0 libnss3 libasound2"),
            sh("docker build -q -t storefront-ci:slim -f ci/Dockerfile.slim . && docker run --rm -v \"$PWD\":/e2e "
               "-w /e2e storefront-ci:slim npx cypress run | tail -1", "    ✔  All specs passed!  01:31   23      23"
               "        -"))
    T.pair("t14-cypress-binary-cache", "l-store-xvfb", "neither",
           "look-alike start failure: Xvfb missing from the image, the binary itself is there")
    T.later("l-store-cache-list", STORE, "2026-03-25T17:00:00Z", "main",
            u("my disk is full; how much do old cypress versions take?"),
            sh("npx cypress cache list --size", "┌─────────┬──────────────┬─────────┐\n"
               "│ version │ last used    │ size  "
               "  │\n├─────────┼──────────────┼─────────┤\n│ 13.13.1 │ a month ago  │ 571.2MB │\n"
               "│ 13.15.0 │ 8 days ago   "
               "│ 574.9MB │\n│ 13.16.0 │ 4 days ago   │ 576.0MB │\n└─────────┴──────────────┴─────────┘"),
            say("About 1.7 GB in ~/.cache/Cypress; 13.13.1 is unused and can go (`npx cypress cache prune` keeps "
                "only the current one)."))
    T.pair("t14-cypress-binary-cache", "l-store-cache-list", "neither",
           "only lists the binary cache for disk usage; nothing is installed or run")


# --- I: webpack 5 and Node core modules --------------------------------------------------------------------------

CARTO = "/home/claire/dev/carto-front"


def wp_missing(src: str, mod: str, where: str, poly: str) -> str:
    return (f"ERROR in {src}\nModule not found: Error: Can't resolve '{mod}' in '{where}'\n\nBREAKING CHANGE: "
            "webpack < 5 used to include polyfills for node.js core modules by default.\nThis is no longer the "
            "case. Verify if you need this module and configure a polyfill for it.\n\nIf you want to include a "
            f"polyfill, you need to:\n\t- add a fallback 'resolve.fallback: {{ \"{mod}\": require.resolve(\"{poly}\") "
            f"}}'\n\t- install '{poly}'\nIf you don't want to include a polyfill, you can use an empty module like "
            f"this:\n\tresolve.fallback: {{ \"{mod}\": false }}")


def lesson_i() -> None:
    T.source(
        "s-carto-polyfill", CARTO, "2026-03-06T09:30:00Z", "upgrade-webpack5",
        u("On passe à webpack 5. Le build casse sur la signature des tuiles, tu peux regarder ?"),
        sh("npm run build", "Exit code 1\n\n> carto-front@3.2.0 build\n> webpack --mode production\n\n"
           + wp_missing("./src/lib/signature.js 3:0-29", "crypto", f"{CARTO}/src/lib", "crypto-browserify")
           + "\n\nwebpack 5.94.0 compiled with 1 error in 4212 ms", True),
        rd(f"{CARTO}/src/lib/signature.js", "1\t// HMAC des URLs de tuiles\n2\t\n3\timport { createHmac } from "
           "'crypto';\n"),
        say("webpack 5 n'injecte plus les polyfills des modules Node. `crypto` est utilisé côté navigateur ici, il "
            "faut donc le polyfill et le déclarer dans resolve.fallback (avec stream et buffer qu'il tire)."),
        sh("npm install --save-dev crypto-browserify stream-browserify buffer", "\nadded 41 packages, and audited "
           "902 packages in 7s\n\nfound 0 vulnerabilities"),
        ed(f"{CARTO}/webpack.config.js", "  resolve: {\n    extensions: ['.js', '.jsx'],\n",
           "  resolve: {\n    extensions: ['.js', '.jsx'],\n    fallback: {\n      crypto: require.resolve("
           "'crypto-browserify'),\n      stream: require.resolve('stream-browserify'),\n      buffer: "
           "require.resolve('buffer/'),\n    },\n"),
        sh("npm run build", "\n> carto-front@3.2.0 build\n> webpack --mode production\n\nasset main.3f9c1e.js 412 "
           "KiB [emitted] [immutable] [minimized] [big] (name: main)\nwebpack 5.94.0 compiled with 1 warning in "
           "5380 ms"))
    T.lesson(
        "t14-webpack5-node-polyfills", "project", "fr", "s-carto-polyfill", "env_setup",
        "webpack 5 : plus de polyfills Node par défaut, « Can't resolve 'crypto' » au build",
        "Après la montée en webpack 5, `npm run build` échoue avec `Module not found: Error: Can't resolve "
        "'crypto'` suivi du bloc BREAKING CHANGE sur les polyfills.",
        "Le module existe dans Node et le code n'a pas changé : on croit à une dépendance manquante ou à un alias "
        "cassé.",
        "webpack 5 a supprimé l'injection automatique des polyfills des modules cœur de Node (crypto, stream, "
        "buffer, path…).",
        "Installer le polyfill (par ex. crypto-browserify) et le déclarer dans `resolve.fallback` de "
        "webpack.config.js, ou `<module>: false` si le navigateur n'en a pas besoin.",
        "- `npm run build` → `Module not found: Error: Can't resolve 'crypto' "
        "in '/home/claire/dev/carto-front/src/lib'`"
        "\n- `webpack < 5 used to include polyfills for node.js core modules by default.`\n- après `npm install "
        "--save-dev crypto-browserify stream-browserify buffer` et l'ajout de `fallback` dans webpack.config.js : "
        "`webpack 5.94.0 compiled with 1 warning`")


def later_i() -> None:
    embed = "/home/claire/dev/carto-embed"
    T.later("l-embed-webpack", embed, "2026-03-11T14:00:00Z", "main",
            u("Crée la config webpack 5 de carto-embed (elle importe `path` pour les URLs de style) et builde."),
            wr(f"{embed}/webpack.config.js", "const path = require('path');\n\nmodule.exports = {\n  entry: "
               "'./src/embed.js',\n  output: { path: path.resolve(__dirname, 'dist'), filename: 'embed.js' },\n  "
               "resolve: {\n    fallback: {\n      path: require.resolve('path-browserify'),\n"
               "      fs: false,\n    },\n"
               "  },\n};\n"),
            sh("npm install --save-dev webpack@5 webpack-cli path-browserify && npx webpack --mode production",
               "\nadded 118 packages in 9s\nasset embed.js 96.4 KiB [emitted] [minimized] (name: main)\nwebpack "
               "5.94.0 compiled successfully in 2710 ms"))
    T.pair("t14-webpack5-node-polyfills", "l-embed-webpack", "applied",
           "sibling project: resolve.fallback for path (and fs: false) written into the new config before the "
           "first build")
    T.later("l-carto-url-polyfill", CARTO, "2026-03-13T10:40:00Z", "share-links",
            u("Les liens de partage doivent utiliser le module `url` de Node (url.format). Branche-le."),
            sh("npm install --save-dev url", "\nadded 3 packages in 2s"),
            ed(f"{CARTO}/webpack.config.js", "      buffer: require.resolve('buffer/'),\n",
               "      buffer: require.resolve('buffer/'),\n      url: require.resolve('url/'),\n"),
            ed(f"{CARTO}/src/share.js", "export function shareLink(view) {", "import { format } from 'url';\n\n"
               "export function shareLink(view) {"),
            sh("npm run build", "\n> carto-front@3.2.0 build\n> webpack --mode production\n\nwebpack 5.94.0 compiled "
               "with 1 warning in 5502 ms"))
    T.pair("t14-webpack5-node-polyfills", "l-carto-url-polyfill", "applied",
           "adds the url polyfill to resolve.fallback before importing url and building; build passes")
    T.later("l-carto-xml2js", CARTO, "2026-03-16T15:15:00Z", "gpx-import",
            u("Import GPX : utilise xml2js pour parser le fichier côté navigateur."),
            sh("npm install xml2js@0.6.2 && npm run build", "Exit code 1\n\nadded 4 packages in 2s\n\n> "
               "carto-front@3.2.0 build\n> webpack --mode production\n\n" + wp_missing(
                   "./node_modules/xml2js/lib/parser.js 17:17-34", "timers", f"{CARTO}/node_modules/xml2js/lib",
                   "timers-browserify") + "\n\nwebpack 5.94.0 compiled with 1 error in 4870 ms", True))
    T.pair("t14-webpack5-node-polyfills", "l-carto-xml2js", "recurred",
           "a new dependency (xml2js) pulls timers: Can't resolve 'timers' with the BREAKING CHANGE block")
    T.later("l-carto-storybook", CARTO, "2026-03-18T09:00:00Z", "storybook",
            u("Le build Storybook échoue en CI, regarde le log."),
            sh("gh run view --log-failed | grep -A3 'ERROR in' | head -8", "storybook\tbuild-storybook\tERROR in "
               "./src/lib/tiles.js 2:0-24\nstorybook\tbuild-storybook\tModule not found: Error: Can't resolve "
               "'path' in '/home/runner/work/carto-front/carto-front/src/lib'\nstorybook\tbuild-storybook\t\n"
               "storybook\tbuild-storybook\tBREAKING CHANGE: webpack < 5 used to include polyfills for node.js core "
               "modules by default."),
            rd(f"{CARTO}/.storybook/main.js", "1\tmodule.exports = {\n2\t  framework: '@storybook/react-webpack5',\n"
               "3\t  stories: ['../src/**/*.stories.jsx'],\n4\t};\n"))
    T.pair("t14-webpack5-node-polyfills", "l-carto-storybook", "recurred",
           "Storybook's own webpack 5 build (CI log) cannot resolve 'path': the polyfill block again")
    T.later("l-carto-legend-case", CARTO, "2026-03-20T11:30:00Z", "legend",
            u("Ajoute la légende de carte dans App.jsx."),
            ed(f"{CARTO}/src/App.jsx", "import Map from './components/Map';", "import Map from './components/Map';\n"
               "import MapLegend from './components/MapLegend';"),
            sh("npm run build", "Exit code 1\nERROR in ./src/App.jsx 4:0-51\nModule not found: Error: Can't resolve "
               "'./components/MapLegend' in '/home/claire/dev/carto-front/src'\n\nwebpack 5.94.0 compiled with 1 "
               "error in 3991 ms", True),
            sh("ls src/components", "Map.jsx\nMapLegende.jsx\nToolbar.jsx"),
            ed(f"{CARTO}/src/App.jsx", "'./components/MapLegend'", "'./components/MapLegende'"),
            sh("npm run build", "webpack 5.94.0 compiled with 1 warning in 5120 ms"))
    T.pair("t14-webpack5-node-polyfills", "l-carto-legend-case", "neither",
           "look-alike Can't resolve: a misspelt local component path, no Node core module")
    T.later("l-carto-docs-grep", CARTO, "2026-03-22T16:00:00Z", "main",
            u("Question : pourquoi a-t-on crypto-browserify dans les devDependencies ? Ne change rien."),
            grep("resolve.fallback|crypto-browserify", CARTO, "webpack.config.js:14:      crypto: require.resolve("
                 "'crypto-browserify'),\npackage.json:31:    \"crypto-browserify\": \"^3.12.0\","),
            say("Parce que webpack 5 ne fournit plus `crypto` au navigateur ; signature.js en a besoin."))
    T.pair("t14-webpack5-node-polyfills", "l-carto-docs-grep", "neither",
           "only greps the config to answer a question about a dependency")
    T.later("l-carto-dark-css", CARTO, "2026-03-24T10:10:00Z", "dark-mode",
            u("Ajoute un thème sombre via prefers-color-scheme."),
            ed(f"{CARTO}/src/styles/base.css", ":root {\n  --bg: #fff;\n", ":root {\n  --bg: #fff;\n}\n@media "
               "(prefers-color-scheme: dark) {\n  :root { --bg: #111; --fg: #eee; }\n"),
            sh("npm run build", "webpack 5.94.0 compiled with 1 warning in 5233 ms"))
    T.pair("t14-webpack5-node-polyfills", "l-carto-dark-css", "neither",
           "unrelated CSS change; the build passes")


# --- J: sentry-cli without an auth token (fix only in prose) ----------------------------------------------------

PULSE = "/home/sam/work/pulse-web"
SENTRY_401 = ("Exit code 1\nerror: API request failed\n  caused by: sentry reported an error: Invalid token header. No "
              "credentials provided. (http status: 401)\n\nAdd --log-level=[info|debug] or export "
              "SENTRY_LOG_LEVEL=[info|debug] to see more output.\nPlease attach the full debug log to all bug "
              "reports.")
UPLOADED = ("> Found 38 files\n> Analyzing 38 sources\n> Adding source map references\n> Bundled 38 files for upload\n"
            "> Uploaded files to Sentry\n> File upload complete (processing pending on server)\n> Organization: "
            "pulse\n> Project: pulse-web\n> Release: {rel}")


def lesson_j() -> None:
    T.source(
        "s-pulse-sentry", PULSE, "2026-03-06T15:00:00Z", "release/2.14",
        u("upload the source maps for 2.14.0 to Sentry by hand, the release job skipped it"),
        sh("npm run build && npx sentry-cli sourcemaps inject dist/", "\n> pulse-web@2.14.0 build\n> rollup -c\n\n"
           "src/main.ts → dist...\ncreated dist in 6.1s\n> Found 38 files\n"
           "> Analyzing 38 sources\n> Injecting debug ids\n"
           "Source Map Debug ID Injection Report\n  Modified: The following source files have been modified to have "
           "debug ids"),
        sh("npx sentry-cli sourcemaps upload --org pulse --project pulse-web --release 2.14.0 dist/", SENTRY_401,
           True),
        sh("cat .sentryclirc; env | grep -c '^SENTRY_AUTH_TOKEN='", "Exit code 1\n[defaults]\norg = pulse\nproject "
           "= pulse-web\n0", True),
        say("The committed .sentryclirc has org/project but, on purpose, no token; CI injects it as "
            "SENTRY_AUTH_TOKEN. Locally nothing provides one. Using the token from your config dir for this call."),
        sh("SENTRY_AUTH_TOKEN=\"$(cat ~/.config/pulse/sentry-token)\" npx sentry-cli sourcemaps upload --org pulse "
           "--project pulse-web --release 2.14.0 dist/", UPLOADED.format(rel="2.14.0")))
    T.lesson(
        "t14-sentry-auth-token", "project", "en", "s-pulse-sentry", "security",
        "sentry-cli source map upload fails with 401 outside CI: the repo config has no token",
        "`sentry-cli sourcemaps upload` (and other API calls) fail with `Invalid token header. No credentials "
        "provided. (http status: 401)`, while inject, which works offline, succeeded just before.",
        "The committed .sentryclirc names the org and project, so it looks fully configured and the 401 reads like "
        "a revoked token or a wrong org.",
        "The token is deliberately kept out of .sentryclirc; CI passes it as an environment variable, and a local "
        "shell or a new job has none.",
        "Provide the auth token to sentry-cli through the SENTRY_AUTH_TOKEN environment variable for the upload "
        "(read it from your local token file or the CI secret store); never commit it to .sentryclirc.",
        "The upload for release 2.14.0 answered \"Invalid token header. No credentials provided. (http status: "
        "401)\"; `.sentryclirc` only has `org = pulse` and no token. With the token passed in the environment the "
        "same upload printed `> Uploaded files to Sentry` and `File upload complete`.")


def later_j() -> None:
    mob = "/home/sam/work/pulse-mobile-web"
    T.later("l-pulse-release-215", PULSE, "2026-03-12T16:00:00Z", "release/2.15",
            u("do the 2.15.0 sentry release by hand again: new release, maps, finalize"),
            sh("export SENTRY_AUTH_TOKEN=$(cat ~/.config/pulse/sentry-token) && npx sentry-cli releases new 2.15.0 "
               "&& npx sentry-cli sourcemaps upload --release 2.15.0 --org pulse --project pulse-web dist/ && npx "
               "sentry-cli releases finalize 2.15.0", "Created release 2.15.0\n" + UPLOADED.format(rel="2.15.0")
               + "\nFinalized release 2.15.0"))
    T.pair("t14-sentry-auth-token", "l-pulse-release-215", "applied",
           "exports SENTRY_AUTH_TOKEN before the first sentry-cli call (other flag order); every call succeeds")
    T.later("l-pulse-release-yml", PULSE, "2026-03-14T10:30:00Z", "ci/sourcemaps",
            u("make the release workflow upload source maps itself"),
            ed(f"{PULSE}/.github/workflows/release.yml", "      - run: npm run build\n", "      - run: npm run build\n"
               "      - name: Upload source maps\n        env:\n          SENTRY_AUTH_TOKEN: ${{ "
               "secrets.SENTRY_AUTH_TOKEN }}\n        run: npx sentry-cli sourcemaps upload --org pulse --project "
               "pulse-web --release ${{ github.ref_name }} dist/\n"),
            sh("git commit -qam 'ci: upload source maps' && git push -q && gh workflow run release.yml --ref "
               "v2.15.1 && sleep 90 && gh run list --workflow release.yml -L 1", "completed\tsuccess\tci: upload "
               "source maps\tRelease\tv2.15.1\tworkflow_dispatch\t13901277\t1m22s"))
    T.pair("t14-sentry-auth-token", "l-pulse-release-yml", "applied",
           "writes SENTRY_AUTH_TOKEN from the CI secret into the upload step's env before it first runs")
    T.later("l-mobweb-sourcemaps", mob, "2026-03-18T13:20:00Z", "main",
            u("pulse-mobile-web needs its maps uploaded for 1.4.2 too"),
            sh("SENTRY_AUTH_TOKEN=$(cat ~/.config/pulse/sentry-token) npm run sentry:sourcemaps -- --release 1.4.2",
               "\n> pulse-mobile-web@1.4.2 sentry:sourcemaps\n> sentry-cli sourcemaps inject dist && sentry-cli "
               "sourcemaps upload --org pulse --project pulse-mobile-web dist --release 1.4.2\n\n"
               "> Uploaded files to Sentry\n> File upload complete (processing pending on server)"))
    T.pair("t14-sentry-auth-token", "l-mobweb-sourcemaps", "applied",
           "sibling project: token given in the environment of the npm script from the start")
    T.later("l-pulse-finalize", PULSE, "2026-03-16T09:50:00Z", "release/2.15",
            u("finalize the 2.15.1 release in sentry"),
            sh("npx sentry-cli releases finalize 2.15.1 --org pulse", SENTRY_401, True))
    T.pair("t14-sentry-auth-token", "l-pulse-finalize", "recurred",
           "another subcommand (releases finalize) fails with the same 401 No credentials provided")
    T.later("l-pulse-deploy-log", PULSE, "2026-03-20T18:05:00Z", "main",
            u("the deploy job for the marketing site build is red, what happened?"),
            sh("gh run view 13944018 --log-failed | tail -5", "deploy\tnpm run build:marketing\t[sentry-webpack-"
               "plugin] Info: Uploading source maps\ndeploy\tnpm run build:marketing\terror: API request failed\n"
               "deploy\tnpm run build:marketing\t  caused by: sentry reported an error: Invalid token header. No "
               "credentials provided. (http status: 401)\ndeploy\tnpm run build:marketing\t##[error]Process "
               "completed with exit code 1."),
            rd(f"{PULSE}/.github/workflows/deploy.yml", "14\t      - run: npm run build:marketing\n15\t        env:\n"
               "16\t          NODE_ENV: production\n"))
    T.pair("t14-sentry-auth-token", "l-pulse-deploy-log", "recurred",
           "the webpack plugin's upload in the deploy job's log fails with the 401 No credentials provided")
    T.later("l-pulse-sentryclirc", PULSE, "2026-02-27T11:00:00Z", "main",
            u("add a .sentryclirc with our org and project so people stop typing --org"),
            wr(f"{PULSE}/.sentryclirc", "[defaults]\norg = pulse\nproject = pulse-web\n"),
            sh("git add .sentryclirc && git commit -qm 'chore: sentry defaults' && git log --oneline -1",
               "4a1b9e0 chore: sentry defaults"))
    T.pair("t14-sentry-auth-token", "l-pulse-sentryclirc", "neither",
           "dated before the source session; writes the org/project defaults")
    T.later("l-pulse-404", PULSE, "2026-03-22T12:00:00Z", "release/2.16",
            u("upload maps for 2.16.0, project is pulse-webapp now I think"),
            sh("SENTRY_AUTH_TOKEN=$(cat ~/.config/pulse/sentry-token) npx sentry-cli sourcemaps upload --org pulse "
               "--project pulse-webapp --release 2.16.0 dist/", "Exit code 1\nerror: Project not found. Ensure that "
               "you configured the correct project and organization.\n\nAdd --log-level=[info|debug] or export "
               "SENTRY_LOG_LEVEL=[info|debug] to see more output.", True),
            sh("SENTRY_AUTH_TOKEN=$(cat ~/.config/pulse/sentry-token) npx sentry-cli sourcemaps upload --org pulse "
               "--project pulse-web --release 2.16.0 dist/", UPLOADED.format(rel="2.16.0")))
    T.pair("t14-sentry-auth-token", "l-pulse-404", "applied",
           "passes the token in the environment from the first upload; the error it meets is a wrong project "
           "slug (Project not found), not the 401")
