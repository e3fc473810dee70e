"""Labelled lessons of the twelfth corpus over s11 (Angular CLI) and s12 (Hugo with a theme submodule). Labels written
from the session text (corpus12_sources_d.py) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

NG, HUGO = "s11-angular-cli", "s12-hugo-theme"

RECORDS: list[dict[str, Any]] = [
    gotcha("066", NG, (
        "`import * as _ from 'lodash'` blows Angular's initial bundle budget",
        "ng build --configuration production: bundle initial exceeded maximum budget (1.25 MB of 1.00 MB)",
        "Raising the budget instead of looking at what the main chunk pulls in",
        "Namespace imports of CommonJS lodash cannot be tree-shaken, the whole library lands in main",
        "Named imports from lodash-es (`import { groupBy, sortBy } from 'lodash-es'`)"),
        "`Budget 1.00 MB was not met by 245.31 kB with a total of 1.25 MB` → swapped both `import * as _ from "
        "'lodash';` for named lodash-es imports → `Initial total | 968.40 kB` and `Application bundle generation "
        "complete.`", "real", "shown", "edit_then_pass",
        "Two edits and the lodash-es install precede the production build that completes under budget.",
        ["arrows", "table cell flattened"],
        {"failure": "bundle initial exceeded maximum budget", "fix": "import { groupBy, sortBy } from 'lodash-es';",
         "evidence": "Application bundle generation complete."}, category="performance", group="ng-budget"),
    gotcha("067", NG, (
        "ng update refuses to run on a dirty working tree",
        "`ng update @angular/core@18 @angular/cli@18` → Error: Repository is not clean",
        "Starting the framework update right after other uncommitted edits",
        "ng update wants a clean git state so its migrations can be reviewed on their own",
        "Commit (or stash) first, then run ng update"),
        "Error: Repository is not clean. Please commit or stash any changes before updating. — after `git commit` "
        "the update ran its migrations (`Migration completed (No changes made).`, `UPDATE package.json`).",
        "real", "shown", "rerun_passes", "Same ng update command after the commit, in one call, succeeds.",
        ["unquoted error", "code spans"],
        {"failure": "Error: Repository is not clean.", "fix": "git add -A && git commit -qm 'build: lodash-es named",
         "evidence": "UPDATE package.json (1623 bytes)"}, category="tool_quirk"),
    gotcha("068", NG, (
        "Karma's ChromeHeadless in a root devcontainer needs a --no-sandbox launcher",
        "ng test: Cannot start ChromeHeadless ... Running as root without --no-sandbox is not supported",
        "Setting CHROME_BIN and expecting Chrome to start in the container",
        "The devcontainer user is root (`id -u` → 0) and Chrome refuses to sandbox as root",
        "karma.conf.js with customLaunchers ChromeHeadlessNoSandbox { base: 'ChromeHeadless', flags: ['--no-sandbox'] }"),
        "`Running as root without --no-sandbox is not supported.`; `id -u` printed `0`; wrote karma.conf.js with "
        "`ChromeHeadlessNoSandbox`.", "real", "not_shown", "write_named_like_fix",
        "karma.conf.js is written and pushed, but ng test is never run again after it.",
        ["code spans", "semicolon list"],
        {"failure": "Running as root without --no-sandbox is not supported",
         "fix": "ChromeHeadlessNoSandbox: { base: 'ChromeHeadless'", "evidence": "Cannot start ChromeHeadless"},
        category="test_strategy", group="ng-karma"),
    gotcha("069", NG, (
        "A no-sandbox Karma launcher gets ng test running as root",
        "Chrome headless won't start in the devcontainer",
        "Root user",
        "Chrome sandbox",
        "ChromeHeadlessNoSandbox launcher"),
        "With the ChromeHeadlessNoSandbox launcher `npx ng test --watch=false` went green.", "invented", "not_shown",
        "names_false_claim", "ng test was never run after karma.conf.js was written.", ["code span", "never re-run"],
        {"evidence": "karma.conf.js", "fix": "push what you have"}, category="test_strategy", group="ng-karma"),
    gotcha("070", NG, (
        "Angular budget overshoot from lodash",
        "initial bundle over budget",
        "namespace import",
        "no tree-shaking",
        "lodash-es"),
        "`Budget 1.00 MB was not met by 254.31 kB with a total of 1.25 MB.`", "invented", "not_shown", "near_miss",
        "The overshoot was 245.31 kB.", ["code span", "digits swapped"],
        {"evidence": "Budget 1.00 MB was not met by 245.31 kB"}, category="performance", group="ng-budget"),
    knowledge("071", NG, (
        "Check `id -u` when headless Chrome fails inside a devcontainer",
        "Karma/Chrome errors in containers",
        "Run `id -u`; 0 means root, which needs --no-sandbox for Chrome",
        "Chrome refuses the sandbox as root"),
        "Karma: \"Running as root without --no-sandbox is not supported. See https://crbug.com/638180.\" and "
        "`id -u` → `0`", "real", "knowledge", "Both the launcher error and the id -u output are in the session.",
        ["double-quoted error", "arrow"], {"evidence": "Running as root without --no-sandbox"},
        category="debugging_technique", scope="global"),
    gotcha("072", NG, (
        "ng update fails when no Chrome binary is configured",
        "ng update stops with a Karma error",
        "Updating without CHROME_BIN",
        "Karma launcher",
        "Set CHROME_BIN"),
        "`npx ng update @angular/core@18 @angular/cli@18` → `No binary for ChromeHeadless browser on your platform.`",
        "invented", "not_shown", "other_call_error",
        "ng update failed on the dirty repository; the ChromeHeadless message came from `ng test`.", ["arrow"],
        {"evidence": "npx ng update @angular/core@18 @angular/cli@18",
         "failure": "No binary for ChromeHeadless browser on your platform."}, category="tool_quirk"),
    gotcha("073", HUGO, (
        "A fresh clone of a Hugo site leaves the theme submodule empty",
        "hugo renders blank pages: WARN found no layout file for \"html\" for kind \"home\"",
        "Cloning without --recurse-submodules and trusting hugo's exit code",
        "themes/ananke is a git submodule that was never checked out (`-` prefix in git submodule status)",
        "`git submodule update --init --recursive`"),
        "`ls themes/ananke | wc -l` → `0`; `git submodule status` shows `-8e7a9f1c2d3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f "
        "themes/ananke`; `git submodule update --init --recursive` → `Submodule path 'themes/ananke': checked out`",
        "real", "shown", "fix_ran",
        "The submodule update checks the theme out; the next hugo run no longer reports missing layouts.",
        ["arrows", "long hash"],
        {"failure": "found no layout file for \"html\" for kind \"home\"", "fix": "git submodule update --init --recursive",
         "evidence": "Submodule path 'themes/ananke': checked out"}, category="env_setup", group="hugo-sub"),
    gotcha("074", HUGO, (
        "Themes with SCSS need the hugo extended build",
        "hugo --minify: ERROR TOCSS: failed to transform \"/ananke/css/main.scss\" ... not available in your current Hugo version",
        "Using the standard hugo binary from the package manager",
        "Only hugo_extended includes the libsass transpiler",
        "Install hugo_extended_0.139.3_linux-amd64.tar.gz (`hugo version` shows +extended)"),
        "TOCSS: failed to transform \"/ananke/css/main.scss\" (text/x-scss) → installed "
        "`hugo_extended_0.139.3_linux-amd64.tar.gz` → `hugo --minify` built 38 pages (`Total in 412 ms`).",
        "real", "shown", "fix_ran", "The extended binary reports +extended and the build then succeeds.",
        ["arrows", "double-quoted path inside prose"],
        {"failure": "ERROR TOCSS: failed to transform", "fix": "hugo_extended_0.139.3_linux-amd64.tar.gz",
         "evidence": "Total in 412 ms"}, category="env_setup", group="hugo-ext"),
    gotcha("075", HUGO, (
        "GitHub Pages workflow must check out submodules and use extended Hugo",
        "The Pages build would hit the same empty theme / TOCSS errors as the fresh clone",
        "actions/checkout without submodules and a non-extended hugo in CI",
        "CI clones like a fresh clone does",
        "`submodules: recursive` on actions/checkout and `extended: true` for the hugo setup action"),
        "pages.yml: added `submodules: recursive` under actions/checkout@v4 and `extended: true` next to "
        "`hugo-version: '0.139.3'`.", "real", "not_shown", "confirmation_far_or_other",
        "The workflow is never run; the person's 'perfect' is about the README typo fix.",
        ["code spans"], {"failure": "ERROR TOCSS: failed to transform",
                         "fix": "perfect, README reads well now", "evidence": "submodules: recursive"},
        category="workflow", group="hugo-ci"),
    gotcha("076", HUGO, (
        "hugo exits non-zero when the theme is missing",
        "hugo --minify fails on the fresh clone",
        "Empty themes/ directory",
        "Submodule not checked out",
        "git submodule update --init"),
        "On the fresh clone `hugo --minify` failed (non-zero exit) with `found no layout file for \"html\" for kind "
        "\"home\"`.", "invented", "not_shown", "names_false_claim",
        "That run printed only WARN lines and 'Total in 41 ms' and was not an error; only the later TOCSS run "
        "failed.", ["code span", "false exit claim"],
        {"evidence": "Total in 41 ms"}, category="env_setup", group="hugo-sub"),
    gotcha("077", HUGO, (
        "Download the extended tarball for the matching Hugo version",
        "SCSS fails on standard hugo",
        "Wrong edition",
        "No libsass",
        "hugo_extended tarball"),
        "installed `hugo_extended_0.139.4_linux-amd64.tar.gz`", "invented", "not_shown", "near_miss",
        "The tarball was 0.139.3.", ["code span", "version changed"],
        {"evidence": "hugo_extended_0.139.3_linux-amd64.tar.gz"}, category="env_setup", group="hugo-ext"),
    knowledge("078", HUGO, (
        "Hugo only warns, and exits 0, when no layouts exist",
        "A Hugo site builds but renders blank pages",
        "Read the WARN lines of a successful build; a missing theme shows up only as 'found no layout file'",
        "Hugo treats missing templates as warnings"),
        "Le build sans thème n'a pas échoué : seulement `WARN  found no layout file for \"html\" for kind \"home\"` "
        "puis `Total in 41 ms`, sans code d'erreur.", "real", "knowledge",
        "The first hugo run is a normal result with WARN lines.", ["French prose", "code span with two spaces"],
        {"evidence": "Total in 41 ms"}, category="tool_quirk", scope="global"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
