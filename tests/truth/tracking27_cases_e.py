"""tracking27's later Inkscape sessions and its sqlcmd, yamllint and Invoke-WebRequest cases; the labelling rules
are in tracking27_cases.py."""
from __future__ import annotations

from tests.truth.tracking27_cases import T, edit, say, sh, u, write
from tests.truth.tracking27_cases_d import INK_ERR


def inkscape_later() -> None:
    T.later(
        "l-ink-before", "/home/noor/site/assets", "2025-04-01T18:00:00Z", "main",
        u("Export the hero image to PNG."),
        sh("inkscape -z -e hero.png -w 1600 svg/hero.svg", INK_ERR.format(opt="-z"), True),
    )
    T.pair("t27-inkscape-export", "l-ink-before", "neither",
           "dated before the lesson's source session, though the failure is there")
    T.later(
        "l-ink-long", "C:\\Users\\noor\\site\\assets", "2025-05-08T09:40:00Z", "banner",
        u("PowerShell. Export the new banner at 1200 px wide to dist."),
        sh("inkscape --export-type=png --export-filename=dist\\banner.png -w 1200 src\\banner.svg; "
           "Get-Item dist\\banner.png | Select-Object Name, Length",
           "Name       Length\n----       ------\nbanner.png 183422"),
    )
    T.pair("t27-inkscape-export", "l-ink-long", "applied",
           "--export-filename (the long form of -o) with --export-type at the first call; it works")
    T.later(
        "l-ink-recur", "/Users/noor/site/web", "2025-05-15T15:05:00Z", "feat/favicon",
        u("zsh. Make the 32px favicon PNG from art/favicon.svg."),
        sh("inkscape -z -e public/favicon-32.png -w 32 -h 32 art/favicon.svg", INK_ERR.format(opt="-z"), True),
        sh("inkscape -w 32 -h 32 -o public/favicon-32.png art/favicon.svg && ls public/favicon-32.png",
           "public/favicon-32.png"),
    )
    T.pair("t27-inkscape-export", "l-ink-recur", "recurred",
           "the old -z -e export fails again for the favicon (another file, repo), then fixed with -o")
    T.later(
        "l-ink-script", "/home/noor/site/assets", "2025-05-22T10:15:00Z", "icons",
        u("Write a script that exports the logo at 16, 32, 64 and 256 px, and run it."),
        write("/home/noor/site/assets/scripts/export-icons.sh", "#!/bin/sh\nset -e\nfor s in 16 32 64 256; do\n"
              "  inkscape -w \"$s\" -h \"$s\" -o \"icons/logo-$s.png\" svg/logo.svg\ndone\n"),
        sh("sh scripts/export-icons.sh && ls icons", "logo-16.png\nlogo-256.png\nlogo-32.png\nlogo-64.png"),
    )
    T.pair("t27-inkscape-export", "l-ink-script", "applied",
           "inkscape -o used through the export script the session writes and runs; no failure before it")
    T.later(
        "l-ink-query", "/home/noor/site/assets", "2025-05-29T14:30:00Z", "icons",
        u("What are the object ids and sizes in logo.svg?"),
        sh("inkscape --query-all svg/logo.svg | head -3",
           "svg8,0,0,256,256\nlayer1,12,10,232,236\npath842,12,10,120,236"),
    )
    T.pair("t27-inkscape-export", "l-ink-query", "neither",
           "inkscape run to query object sizes, something else; no export, no failure, no -o")
    T.later(
        "l-ink-actions", "/home/noor/site/print", "2025-06-05T16:20:00Z", "poster",
        u("Convert the poster text to paths in place."),
        sh("inkscape --actions=\"select-all;object-to-path\" --export-overwrite art/poster.svg",
           "InkscapeApplication::parse_actions: could not find action for: object-to-path", True),
        sh("inkscape --actions=\"select-all;object-to-path;export-do\" --export-overwrite art/poster.svg",
           "InkscapeApplication::parse_actions: could not find action for: object-to-path", True),
        say("This build has no object-to-path action under that name; `inkscape --action-list` will show it."),
    )
    T.pair("t27-inkscape-export", "l-ink-actions", "neither",
           "a different Inkscape error (an unknown action), not the removed -z/-e flags; no -o export")


SQL_TLS_ERR = ("Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : SSL Provider: The certificate chain was "
               "issued by an authority that is not trusted.\n.\nSqlcmd: Error: Microsoft ODBC Driver 18 for SQL "
               "Server : Client unable to establish connection. For solutions related to encryption errors, see "
               "https://go.microsoft.com/fwlink/?linkid=2226722.")


def sqlcmd_source() -> None:
    T.source(
        "s-sqlcmd-trust", "C:\\Users\\ravi\\src\\payroll-api", "2025-04-22T08:35:00Z", "feat/seed",
        u("PowerShell. Run db\\seed.sql against the dev SQL Server container on localhost,1433."),
        sh("sqlcmd -S localhost,1433 -U sa -P $env:MSSQL_SA_PASSWORD -i db\\seed.sql", SQL_TLS_ERR, True),
        say("ODBC Driver 18 encrypts by default and checks the server certificate, and the container's certificate "
            "is self-signed. -C trusts it; fine for a local dev container, not for production."),
        sh("sqlcmd -S localhost,1433 -U sa -P $env:MSSQL_SA_PASSWORD -C -i db\\seed.sql",
           "(42 rows affected)\n(7 rows affected)"),
    )
    T.lesson(
        "t27-sqlcmd-trust", "global", "en", "s-sqlcmd-trust", "security",
        "sqlcmd with ODBC Driver 18 rejects a dev server's self-signed certificate",
        "`sqlcmd -S localhost,1433 -U sa ... -i db\\seed.sql` fails with `SSL Provider: The certificate chain was "
        "issued by an authority that is not trusted.` and `Client unable to establish connection`.",
        "The same command worked with the older driver and the password is right, so it looks like a login or "
        "network problem.",
        "ODBC Driver 18 turns encryption on by default and validates the server certificate; a SQL Server "
        "container presents a self-signed one.",
        "For a local or dev server, add `-C` to trust the server certificate (`--trust-server-certificate` in the "
        "go-sqlcmd build); for real servers install a certificate the client trusts instead.",
        ["`SSL Provider: The certificate chain was issued by an authority that is not trusted.`",
         "the same seed with `-C` added printed `(42 rows affected)`"],
    )


def sqlcmd_later() -> None:
    T.later(
        "l-sql-before", "C:\\Users\\ravi\\src\\payroll-api", "2025-04-10T13:00:00Z", "main",
        u("PowerShell. List the databases on the dev container."),
        sh("sqlcmd -S localhost,1433 -U sa -P $env:MSSQL_SA_PASSWORD -Q \"SELECT name FROM sys.databases\"",
           SQL_TLS_ERR, True),
    )
    T.pair("t27-sqlcmd-trust", "l-sql-before", "neither",
           "dated before the lesson's source session, though the failure is there")
    T.later(
        "l-sql-long", "C:\\Users\\ravi\\src\\timesheets", "2025-05-07T10:50:00Z", "main",
        u("PowerShell with the new go-sqlcmd. Which databases does the local container have?"),
        sh("sqlcmd -S localhost -U sa --trust-server-certificate -Q \"SELECT name FROM sys.databases\"",
           "name\n------\nmaster\ntempdb\nmodel\nmsdb\ntimesheets\n\n(5 rows affected)"),
    )
    T.pair("t27-sqlcmd-trust", "l-sql-long", "applied",
           "--trust-server-certificate, the long go-sqlcmd form of -C, at the first call; it works")
    T.later(
        "l-sql-recur", "C:\\work\\hr-portal", "2025-05-14T07:45:00Z", "release/2025.05",
        u("cmd. Apply migration 0042 to hr_dev on sqldev01."),
        sh("sqlcmd -S sqldev01 -d hr_dev -E -i migrate\\0042_add_grades.sql", SQL_TLS_ERR, True),
        sh("sqlcmd -S sqldev01 -d hr_dev -E -C -i migrate\\0042_add_grades.sql",
           "(0 rows affected)\n(12 rows affected)"),
    )
    T.pair("t27-sqlcmd-trust", "l-sql-recur", "recurred",
           "the untrusted-certificate failure comes back on sqldev01/hr_dev (another host, database), then fixed")
    T.later(
        "l-sql-login", "C:\\Users\\ravi\\src\\payroll-api", "2025-05-21T16:10:00Z", "feat/seed",
        u("Check the container answers."),
        sh("sqlcmd -S localhost,1433 -U sa -P $env:SA_PASS -C -Q \"SELECT 1\"",
           "Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'..", True),
        say("SA_PASS is not set in this shell; the variable is MSSQL_SA_PASSWORD."),
    )
    T.pair("t27-sqlcmd-trust", "l-sql-login", "applied",
           "-C used from the first call; the login failure after it is a different error")
    T.later(
        "l-sql-refused", "C:\\Users\\ravi\\src\\payroll-api", "2025-05-28T09:00:00Z", "main",
        u("Run a quick SELECT 1 against the container on 1444."),
        sh("sqlcmd -S localhost,1444 -U sa -P $env:MSSQL_SA_PASSWORD -Q \"SELECT 1\"",
           "Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : TCP Provider: No connection could be made "
           "because the target machine actively refused it.", True),
        say("Nothing listens on 1444; the container maps 1433."),
    )
    T.pair("t27-sqlcmd-trust", "l-sql-refused", "neither",
           "a different sqlcmd error (connection refused on a wrong port); no certificate failure, no -C")
    T.later(
        "l-sql-doc", "C:\\work\\hr-portal", "2025-06-04T11:30:00Z", "docs",
        u("cmd. Add a line to docs\\dev-db.md that local containers need sqlcmd -C. Don't connect to anything."),
        edit("C:\\work\\hr-portal\\docs\\dev-db.md", "## Connecting\n",
             "## Connecting\n\nLocal containers use a self-signed certificate: add `-C` to sqlcmd.\n"),
    )
    T.pair("t27-sqlcmd-trust", "l-sql-doc", "neither", "-C is only written into docs\\dev-db.md; sqlcmd never runs")


TRUTHY = "  {pos}       warning  truthy value should be one of [false, true]  (truthy)"


def yamllint_source() -> None:
    T.source(
        "s-yamllint-truthy", "/home/tomas/src/harbor-ci", "2025-04-28T10:00:00Z", "ci/yamllint",
        u("Add yamllint --strict to the CI lint job and make it pass on the workflows."),
        sh("yamllint --strict .github/workflows/", ".github/workflows/ci.yml\n" + TRUTHY.format(pos="3:1") +
           "\n\n.github/workflows/release.yml\n" + TRUTHY.format(pos="3:1"), True),
        sh("sed -n 1,4p .github/workflows/ci.yml", "name: ci\n\non:\n  push:"),
        say("Line 3 is GitHub Actions' `on:` key, a YAML 1.1 truthy word, and yamllint's truthy rule checks keys "
            "too. Turning off key checking for that rule in a .yamllint file."),
        write("/home/tomas/src/harbor-ci/.yamllint",
              "extends: default\n\nrules:\n  truthy:\n    check-keys: false\n  line-length:\n    max: 120\n"),
        sh("yamllint --strict .github/workflows/ && echo ok", "ok"),
    )
    T.lesson(
        "t27-yamllint-truthy", "project", "en", "s-yamllint-truthy", "tool_quirk",
        "yamllint flags GitHub Actions' on: key as a truthy value",
        "`yamllint --strict .github/workflows/` fails with `3:1 warning truthy value should be one of [false, true] "
        "(truthy)` on every workflow, at the `on:` line.",
        "`on:` is what GitHub documents, so renaming or quoting it feels wrong and the warning looks like noise "
        "that `--strict` turns fatal.",
        "`on` is a YAML 1.1 boolean word and the default truthy rule checks mapping keys as well as values.",
        "Turn off key checking for the truthy rule: a `.yamllint` with `rules: {truthy: {check-keys: false}}`, the "
        "same config inline with `-d \"{extends: default, rules: {truthy: {check-keys: false}}}\"`, or a config "
        "file named by `YAMLLINT_CONFIG_FILE`.",
        ["`truthy value should be one of [false, true]` at `3:1` in ci.yml and release.yml",
         "line 3 of ci.yml is `on:`",
         "with `check-keys: false` in `.yamllint` the strict run printed `ok`"],
    )


FILLS = [inkscape_later, sqlcmd_source, sqlcmd_later, yamllint_source]
