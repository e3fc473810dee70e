"""The twenty-seventh tracking corpus's case tables (lessons `t27-*`, source sessions `s-*`, later sessions `l-*`,
labelled pairs) and the jq and stylelint cases; the other lessons are in tracking27_cases_b.py … _e.py.

Every lesson is written from a scripted source session in which the failing call and the fix call both happen, the
fix being the last call, and it passes. Later sessions come in bash, zsh, fish, PowerShell and cmd, on Linux, macOS
and Windows.

Labelling rules (each pair was labelled from the session text by these rules, before anything judged it, with a
one-line reason):
  - recurred: the lesson's failure comes back in the later session (the same error from the same cause, with other
    names: another branch, path, module, package, host or version; shown by a call), whatever follows it; a
    recurrence then fixed is still `recurred`;
  - applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way the
    lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool reads, a
    script or make target that runs it) with no such failure before it; a different failure after it does not undo
    that;
  - neither: everything else (the fix's program run for something else, the fix only written into a document, a
    different error from the same tool or the same message from another cause, the failure text quoted by the
    person but not re-run), and any session dated before the lesson's source session, whatever it holds.
Pairs without an honest single label were left out.
"""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t27-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def sh(command: str, output: str, error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, error)


def write(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def edit(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def read(path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Read", {"file_path": path}, output, False)


JQ_CMD_ERR = ("jq: error: syntax error, unexpected INVALID_CHARACTER (Windows cmd shell quoting issues?) at "
              "<top-level>, line 1:\n{expr}\njq: 1 compile error")


def jq_source() -> None:
    T.source(
        "s-jq-cmd-quotes", "C:\\Users\\dara\\src\\relkit", "2025-02-11T10:05:00Z", "main",
        u("In cmd, pull the version field out of package.json with jq so release.bat can set it as a variable."),
        sh("jq '.version' package.json", JQ_CMD_ERR.format(expr="'.version'"), True),
        say("cmd.exe does not treat single quotes as quoting, so jq got the quote characters as part of its "
            "program. In cmd the filter has to be in double quotes (or in a file passed with -f)."),
        sh("jq -r \".version\" package.json", "2.4.1"),
    )
    T.lesson(
        "t27-jq-cmd-quotes", "global", "en", "s-jq-cmd-quotes", "tool_quirk",
        "jq filters in single quotes fail in Windows cmd with INVALID_CHARACTER",
        "`jq '.version' package.json` run in cmd.exe stops with `jq: error: syntax error, unexpected "
        "INVALID_CHARACTER (Windows cmd shell quoting issues?)` and `jq: 1 compile error`.",
        "The command is copied from a Unix README where single-quoted filters are the norm, and the message reads "
        "like a syntax mistake inside the filter itself.",
        "cmd.exe does not treat `'` as a quote character, so the quotes reach jq as part of the program text.",
        "In cmd, wrap the filter in double quotes (`jq -r \".version\" package.json`, escaping inner double quotes "
        "as `\\\"`), or keep the filter in a file and pass it with `-f` (`--from-file`): "
        "`jq -r -f version.jq package.json`.",
        ["`jq '.version' package.json` failed with `unexpected INVALID_CHARACTER (Windows cmd shell quoting "
         "issues?)`",
         "the same lookup with the filter in double quotes and `-r` printed `2.4.1`"],
    )


def jq_later() -> None:
    T.later(
        "l-jq-early", "C:\\Users\\dara\\src\\relkit", "2025-01-20T15:40:00Z", "main",
        u("From cmd, print the name field of package.json with jq."),
        sh("jq '.name' package.json", JQ_CMD_ERR.format(expr="'.name'"), True),
        sh("jq -r \".name\" package.json", "relkit"),
    )
    T.pair("t27-jq-cmd-quotes", "l-jq-early", "neither",
           "dated before the lesson's source session, though it holds the same failure and fix")
    T.later(
        "l-jq-cmd-tag", "D:\\work\\installer", "2025-05-06T08:12:00Z", "release/3.1",
        u("In cmd, read tag_name from build\\release.json with jq and set RELEASE_TAG from it."),
        sh("jq '.tag_name' build\\release.json", JQ_CMD_ERR.format(expr="'.tag_name'"), True),
        say("Same cmd quoting problem; switching to double quotes."),
        sh("for /f %t in ('jq -r \".tag_name\" build\\release.json') do set RELEASE_TAG=%t", "set RELEASE_TAG=v3.1.0"),
    )
    T.pair("t27-jq-cmd-quotes", "l-jq-cmd-tag", "recurred",
           "single-quoted jq filter in cmd fails again with INVALID_CHARACTER (other file and key), then fixed")
    T.later(
        "l-jq-cmd-build", "C:\\ci\\agent\\_work\\7\\s", "2025-05-14T13:30:00Z", "main",
        u("This is the Windows CI agent (cmd). Print the build number from ci\\build.json."),
        sh("jq -r \".build.number\" ci\\build.json", "1187"),
    )
    T.pair("t27-jq-cmd-quotes", "l-jq-cmd-build", "applied",
           "in cmd the jq filter is double-quoted from the start and works; no failure before it")
    T.later(
        "l-jq-filter-file", "C:\\Users\\dara\\src\\relkit", "2025-05-21T09:02:00Z", "deps-report",
        u("In cmd, list the dependency names of package.json, one per line; the filter has pipes, keep it sane."),
        write("C:\\Users\\dara\\src\\relkit\\scripts\\deps.jq", ".dependencies | keys[]\n"),
        sh("jq -r --from-file scripts\\deps.jq package.json", "chalk\ncommander\nsemver"),
    )
    T.pair("t27-jq-cmd-quotes", "l-jq-filter-file", "applied",
           "the filter goes through a file with --from-file in cmd, the long form of the lesson's -f; it works")
    T.later(
        "l-jq-linux", "/home/dara/src/relkit", "2025-05-27T17:45:00Z", "main",
        u("On the Linux box, what version does package.json say?"),
        sh("jq '.version' package.json", "\"2.5.0\""),
    )
    T.pair("t27-jq-cmd-quotes", "l-jq-linux", "neither",
           "jq with single quotes in bash on Linux, where they are quoting; no cmd failure and no fix")
    T.later(
        "l-jq-ps-index", "C:\\Users\\dara\\src\\fleet", "2025-06-03T11:20:00Z", "main",
        u("In PowerShell, list the host names from inventory.json."),
        sh("jq -r '.hosts[].name' inventory.json",
           "jq: error (at inventory.json:14): Cannot index string with \"name\"", True),
        say("hosts is a map of name to address, not a list of objects; using keys instead."),
        sh("jq -r '.hosts | keys[]' inventory.json", "edge-01\nedge-02\nedge-03"),
    )
    T.pair("t27-jq-cmd-quotes", "l-jq-ps-index", "neither",
           "a different jq error (Cannot index string) in PowerShell, from the data's shape, not cmd quoting")
    T.later(
        "l-jq-doc-note", "C:\\Users\\dara\\src\\relkit", "2025-06-10T10:00:00Z", "docs",
        u("Last week release.bat died with `jq: error: syntax error, unexpected INVALID_CHARACTER (Windows cmd shell "
          "quoting issues?)`. Don't run anything, just add a note to CONTRIBUTING.md about quoting jq in cmd."),
        edit("C:\\Users\\dara\\src\\relkit\\CONTRIBUTING.md", "## Releasing\n",
             "## Releasing\n\nIn cmd, quote jq filters with double quotes: `jq -r \".version\" package.json`.\n"),
    )
    T.pair("t27-jq-cmd-quotes", "l-jq-doc-note", "neither",
           "the failure text is only quoted by the person and the fix only written into CONTRIBUTING.md; no jq run")


STYLE_ERR = "Error: No files matching the pattern \"{glob}\" were found."


def stylelint_source() -> None:
    T.source(
        "s-stylelint-empty", "/Users/oren/code/shopfront", "2025-02-18T14:22:00Z", "chore/lint-css",
        u("Run the css lint across all workspace packages from the root, like CI will."),
        sh("npm run lint:css --workspaces",
           "> @shop/web@1.8.0 lint:css\n> stylelint \"src/**/*.css\"\n\n\n> @shop/admin-api@0.3.0 lint:css\n"
           "> stylelint \"src/**/*.css\"\n\n" + STYLE_ERR.format(glob="src/**/*.css") + "\nnpm error Lifecycle "
           "script `lint:css` failed with error:\nnpm error code 78\nnpm error in workspace: @shop/admin-api@0.3.0",
           True),
        say("stylelint 16 exits non-zero when its glob matches nothing, and admin-api has no CSS. "
            "--allow-empty-input turns an empty match into a pass."),
        edit("/Users/oren/code/shopfront/packages/admin-api/package.json",
             "\"lint:css\": \"stylelint \\\"src/**/*.css\\\"\"",
             "\"lint:css\": \"stylelint --allow-empty-input \\\"src/**/*.css\\\"\""),
        sh("npm run lint:css --workspaces",
           "> @shop/web@1.8.0 lint:css\n> stylelint \"src/**/*.css\"\n\n\n> @shop/admin-api@0.3.0 lint:css\n"
           "> stylelint --allow-empty-input \"src/**/*.css\""),
    )
    T.lesson(
        "t27-stylelint-empty", "global", "en", "s-stylelint-empty", "tool_quirk",
        "stylelint fails a package whose glob matches no files",
        "`npm run lint:css --workspaces` fails in a package without stylesheets with `Error: No files matching the "
        "pattern \"src/**/*.css\" were found.` and npm error code 78.",
        "The other packages lint cleanly, so it looks like a broken glob or a wrong working directory.",
        "stylelint treats a pattern that matches nothing as an error unless told to allow empty input.",
        "Pass `--allow-empty-input` (short `--aei`) in that package's lint command, or set "
        "`\"allowEmptyInput\": true` in its `.stylelintrc.json` (or `stylelint.config.mjs`).",
        ["`npm run lint:css --workspaces` failed in @shop/admin-api: `Error: No files matching the pattern`",
         "after adding `--allow-empty-input` to that package's lint:css script the workspace run passed"],
    )


def stylelint_later() -> None:
    T.later(
        "l-css-aei", "/home/oren/code/mailer", "2025-05-07T09:15:00Z", "main",
        u("Lint the email templates' scss; some packages have none yet."),
        sh("npx stylelint --aei \"packages/templates/**/*.scss\"", ""),
        say("No problems reported."),
    )
    T.pair("t27-stylelint-empty", "l-css-aei", "applied",
           "stylelint run with --aei, the short form the lesson names, with no failure before it")
    T.later(
        "l-css-recur", "/home/oren/code/shopfront", "2025-05-12T16:40:00Z", "feat/docs-site",
        u("I'm in fish. Lint the new docs app's css."),
        sh("npx stylelint \"apps/docs/**/*.css\"", STYLE_ERR.format(glob="apps/docs/**/*.css"), True),
        say("The docs app has no CSS yet; allowing empty input."),
        sh("npx stylelint --allow-empty-input \"apps/docs/**/*.css\"", ""),
    )
    T.pair("t27-stylelint-empty", "l-css-recur", "recurred",
           "the no-files-matching failure comes back for apps/docs (another path), then fixed")
    T.later(
        "l-css-config", "/Users/oren/code/brand-kit", "2025-05-19T11:05:00Z", "chore/stylelint",
        u("Set up stylelint for this repo; several packages don't have styles yet."),
        write("/Users/oren/code/brand-kit/.stylelintrc.json",
              "{\n  \"extends\": [\"stylelint-config-standard-scss\"],\n  \"allowEmptyInput\": true\n}\n"),
        sh("npx stylelint \"src/**/*.scss\"", ""),
    )
    T.pair("t27-stylelint-empty", "l-css-config", "applied",
           "allowEmptyInput set in .stylelintrc.json (the config spelling) and stylelint run; no failure before")
    T.later(
        "l-css-syntax", "/home/oren/code/shopfront", "2025-05-26T10:30:00Z", "fix/theme",
        u("Lint the theme css."),
        sh("npx stylelint \"packages/web/src/**/*.css\"",
           "packages/web/src/theme.css\n  14:3  ✖  Unknown word  CssSyntaxError\n\n✖ 1 problem (1 error, 0 warnings)",
           True),
        say("Line 14 has a stray `color red` without a colon; fixing it."),
        edit("/home/oren/code/shopfront/packages/web/src/theme.css", "  color red;", "  color: red;"),
        sh("npx stylelint \"packages/web/src/**/*.css\"", ""),
    )
    T.pair("t27-stylelint-empty", "l-css-syntax", "neither",
           "a different stylelint error (CssSyntaxError); no empty-glob failure and no allow-empty-input")
    T.later(
        "l-css-doc", "/Users/oren/code/shopfront", "2025-06-02T15:00:00Z", "docs/lint",
        u("Document in docs/linting.md that packages without stylesheets need --allow-empty-input. Only the doc."),
        edit("/Users/oren/code/shopfront/docs/linting.md", "## CSS\n",
             "## CSS\n\nPackages without stylesheets must call `stylelint --allow-empty-input`.\n"),
    )
    T.pair("t27-stylelint-empty", "l-css-doc", "neither",
           "the fix is only written into docs/linting.md; stylelint never runs")
    T.later(
        "l-css-recur-ps", "C:\\Users\\oren\\code\\shopfront", "2025-06-09T08:50:00Z", "feat/ui-tokens",
        u("PowerShell here. Run stylelint on the ui-tokens lib."),
        sh("npx stylelint \"libs/ui-tokens/**/*.css\"", STYLE_ERR.format(glob="libs/ui-tokens/**/*.css"), True),
        u("Leave it, that lib will get styles later. Move on to the build."),
        sh("npm run build -w @shop/ui-tokens", "> @shop/ui-tokens@0.1.0 build\n> tsc -p .\n"),
    )
    T.pair("t27-stylelint-empty", "l-css-recur-ps", "recurred",
           "the no-files-matching failure comes back for libs/ui-tokens in PowerShell, left unfixed")


FILLS = [jq_source, jq_later, stylelint_source, stylelint_later]
