"""Scripted sessions of the twelfth corpus (part d): Angular CLI budgets, ng update and Karma as root, Hugo with a
theme submodule, gcloud Application Default Credentials, a kind cluster (with a Task subagent)."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

NG_BUDGET = """Exit code 1
Application bundle generation failed. [18.412 seconds]

✘ [ERROR] bundle initial exceeded maximum budget. Budget 1.00 MB was not met by 245.31 kB with a total of 1.25 MB.

Initial chunk files   | Names         |  Raw size | Estimated transfer size
main-5QZ3XK2L.js      | main          |   1.12 MB |               298.40 kB
styles-TN6TQJ2S.css   | styles        | 131.77 kB |                14.02 kB"""


def angular() -> tuple[str, str, str, list]:
    return ("/workspace/fleet-portal", "2026-12-05T13:00:00Z", "ng18", [
        ("user", "prod build fails on budgets, and then please update us to angular 18. we run in the devcontainer"),
        ("bash", "npx ng build --configuration production", NG_BUDGET, True),
        ("bash", "grep -rn \"from 'lodash'\" src/app | head -5", "src/app/shared/table-utils.ts:1:import * as _ from "
         "'lodash';\nsrc/app/fleet/fleet.service.ts:3:import * as _ from 'lodash';", False),
        ("edit", "/workspace/fleet-portal/src/app/shared/table-utils.ts", "import * as _ from 'lodash';",
         "import { groupBy, sortBy } from 'lodash-es';"),
        ("edit", "/workspace/fleet-portal/src/app/fleet/fleet.service.ts", "import * as _ from 'lodash';",
         "import { debounce } from 'lodash-es';"),
        ("bash", "npm i lodash-es@4.17.21 && npm i -D @types/lodash-es && npx ng build --configuration production 2>&1 "
         "| tail -n 4", "added 2 packages in 3s\nInitial total                       | 968.40 kB |               "
         "251.07 kB\n\nApplication bundle generation complete. [16.902 seconds]\nOutput location: "
         "/workspace/fleet-portal/dist/fleet-portal", False),
        ("bash", "npx ng update @angular/core@18 @angular/cli@18", "Exit code 1\nError: Repository is not clean. "
         "Please commit or stash any changes before updating.", True),
        ("bash", "git add -A && git commit -qm 'build: lodash-es named imports to fit the initial budget' && npx ng "
         "update @angular/core@18 @angular/cli@18 2>&1 | tail -n 5", "** Executing migrations of package "
         "'@angular/core' **\n\n❯ Updates two-way bindings that have an invalid expression to use the longform "
         "expression instead.\n  Migration completed (No changes made).\n\n  UPDATE package.json (1623 bytes)",
         False),
        ("bash", "npx ng test --watch=false", "Exit code 1\n05 12 2026 13:09:41.118:ERROR [launcher]: No binary for "
         "ChromeHeadless browser on your platform.\n  Please, set \"CHROME_BIN\" env variable.", True),
        ("bash", "CHROME_BIN=$(which chromium) npx ng test --watch=false --browsers=ChromeHeadless",
         "Exit code 1\n05 12 2026 13:11:02.540:INFO [launcher]: Starting browser ChromeHeadless\n05 12 2026 "
         "13:11:02.913:ERROR [launcher]: Cannot start ChromeHeadless\n\t[0105/131102.901:ERROR:zygote_host_impl_"
         "linux.cc(100)] Running as root without --no-sandbox is not supported. See https://crbug.com/638180.",
         True),
        ("bash", "id -u", "0", False),
        ("write", "/workspace/fleet-portal/karma.conf.js", "module.exports = function (config) {\n  config.set({\n"
         "    frameworks: ['jasmine', '@angular-devkit/build-angular'],\n    plugins: [require('karma-jasmine'), "
         "require('karma-chrome-launcher'), require('@angular-devkit/build-angular/plugins/karma')],\n"
         "    customLaunchers: {\n      ChromeHeadlessNoSandbox: { base: 'ChromeHeadless', flags: ['--no-sandbox'] },"
         "\n    },\n    browsers: ['ChromeHeadlessNoSandbox'],\n  });\n};\n"),
        ("say", "The devcontainer runs as root, which Chrome refuses without --no-sandbox. I added karma.conf.js with "
         "a ChromeHeadlessNoSandbox launcher; that should take care of ng test."),
        ("user", "ok gotta run to a meeting, push what you have"),
        ("bash", "git add karma.conf.js && git commit -qm 'test: karma launcher without sandbox for root containers' "
         "&& git push -q origin ng18", "", False),
    ])


def hugo() -> tuple[str, str, str, list]:
    return ("/home/nadia/sites/fieldnotes", "2026-12-05T16:00:00Z", "main", [
        ("user", "fresh clone of my blog renders a blank page with hugo. can you get `hugo --minify` working and fix "
         "the README typo (\"recieve\") while you're at it"),
        ("bash", "hugo --minify", "Start building sites … \nhugo v0.139.3-2f6864387cd31b975914e8373d4bf38bddbd47bc "
         "linux/amd64 BuildDate=2024-11-29T15:36:56Z VendorInfo=gohugoio\n\nWARN  found no layout file for \"html\" "
         "for kind \"home\": You should create a template file which matches Hugo Layouts Lookup Rules for this "
         "combination.\nWARN  found no layout file for \"html\" for kind \"section\": You should create a template "
         "file which matches Hugo Layouts Lookup Rules for this combination.\nTotal in 41 ms", False),
        ("bash", "ls themes/ananke | wc -l && git submodule status", "0\n-8e7a9f1c2d3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f "
         "themes/ananke", False),
        ("say", "The theme is a git submodule that was never checked out (the leading `-` in `git submodule "
         "status`), so Hugo has no layouts. A plain `git clone` doesn't fetch submodules."),
        ("bash", "git submodule update --init --recursive", "Submodule 'themes/ananke' "
         "(https://github.com/theNewDynamic/gohugo-theme-ananke.git) registered for path 'themes/ananke'\nCloning "
         "into '/home/nadia/sites/fieldnotes/themes/ananke'...\nSubmodule path 'themes/ananke': checked out "
         "'8e7a9f1c2d3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f'", False),
        ("bash", "hugo --minify", "Exit code 1\nStart building sites … \nhugo v0.139.3-2f6864387cd31b975914e8373d4bf"
         "38bddbd47bc linux/amd64 BuildDate=2024-11-29T15:36:56Z VendorInfo=gohugoio\n\nERROR TOCSS: failed to "
         "transform \"/ananke/css/main.scss\" (text/x-scss). Check your Hugo installation; you need the extended "
         "version to build SCSS/SASS with transpiler set to 'libsass'.: this feature is not available in your "
         "current Hugo version, see https://goo.gl/YMrWcn for more information\nTotal in 88 ms\nError: error "
         "building site: TOCSS: failed to transform", True),
        ("bash", "curl -sSL -o /tmp/hugo.tgz https://github.com/gohugoio/hugo/releases/download/v0.139.3/"
         "hugo_extended_0.139.3_linux-amd64.tar.gz && tar -xzf /tmp/hugo.tgz -C ~/.local/bin hugo && hash -r && "
         "hugo version", "hugo v0.139.3-2f6864387cd31b975914e8373d4bf38bddbd47bc+extended linux/amd64 "
         "BuildDate=2024-11-29T15:36:56Z VendorInfo=gohugoio", False),
        ("bash", "hugo --minify 2>&1 | tail -n 8", "                   | EN  \n-------------------+-----\n  Pages   "
         "         | 38  \n  Paginator pages  |  2  \n  Static files     |  9  \n  Processed images |  4  \n\nTotal in "
         "412 ms", False),
        ("edit", "/home/nadia/sites/fieldnotes/.github/workflows/pages.yml", "      - uses: actions/checkout@v4\n",
         "      - uses: actions/checkout@v4\n        with:\n          submodules: recursive\n"),
        ("edit", "/home/nadia/sites/fieldnotes/.github/workflows/pages.yml", "          hugo-version: '0.139.3'\n",
         "          hugo-version: '0.139.3'\n          extended: true\n"),
        ("edit", "/home/nadia/sites/fieldnotes/README.md", "you will recieve", "you will receive"),
        ("say", "Local build works with hugo extended (38 pages). I also changed the Pages workflow to check out "
         "submodules and use the extended build, and fixed the README typo."),
        ("user", "perfect, README reads well now. I'll push later"),
    ])


def sources() -> Sources:
    return {"s11-angular-cli": angular(), "s12-hugo-theme": hugo()}
