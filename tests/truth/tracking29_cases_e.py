"""tracking29, part e: setx truncating PATH to 1024 characters in Windows cmd (a lesson whose fix is stated only in
prose), and the Spectral CLI with no ruleset. The labelling rules are in tracking29_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking29_cases import T, edit, say, sh, u, write

# ---------------------------------------------------------------- setx and a 1024-character PATH (cmd, PowerShell)

TRUNC = "\nWARNING: The data being saved is truncated to 1024 characters.\n\nSUCCESS: Specified value was saved."
NOT_FOUND = "INFO: Could not find files for the given pattern(s)."


def setx_source() -> None:
    T.source(
        "s-setx-path", "C:\\Users\\raj\\tools\\cli-bundle", "2025-05-16T12:00:00Z", "main",
        u("I'm in cmd on Windows 11. Add C:\\tools\\protoc\\bin to my PATH permanently so new terminals find "
          "protoc."),
        sh("setx PATH \"%PATH%;C:\\tools\\protoc\\bin\"", TRUNC),
        sh("cmd /c \"where protoc\"", NOT_FOUND, True),
        sh("reg query HKCU\\Environment /v Path",
           "\nHKEY_CURRENT_USER\\Environment\n    Path    REG_SZ    C:\\Program Files\\Microsoft SDKs\\Azure\\CLI2\\"
           "wbin;C:\\WINDOWS\\system32;C:\\WINDOWS;...;C:\\Users\\raj\\AppData\\Local\\Programs\\Microsoft VS Code"
           "\\bi"),
        say("setx cut the value at 1024 characters, so the new directory never made it, and it also copied the "
            "whole machine PATH into your user Path. I'll rewrite the user Path with only your own entries plus "
            "protoc, through the .NET environment API, which has no such limit."),
        sh("powershell -NoProfile -Command \"[Environment]::SetEnvironmentVariable('Path', "
           "'C:\\Users\\raj\\AppData\\Local\\Microsoft\\WindowsApps;C:\\Users\\raj\\.cargo\\bin;"
           "C:\\Users\\raj\\AppData\\Local\\Programs\\Microsoft VS Code\\bin;C:\\tools\\protoc\\bin', 'User'); "
           "[Environment]::GetEnvironmentVariable('Path', 'User')\"",
           "C:\\Users\\raj\\AppData\\Local\\Microsoft\\WindowsApps;C:\\Users\\raj\\.cargo\\bin;C:\\Users\\raj\\"
           "AppData\\Local\\Programs\\Microsoft VS Code\\bin;C:\\tools\\protoc\\bin"),
    )
    T.lesson(
        "t29-setx-truncate", "global", "en", "s-setx-path", "tool_quirk",
        "Never extend PATH with setx: it truncates at 1024 characters and merges the machine PATH into yours",
        "After `setx PATH \"%PATH%;C:\\tools\\protoc\\bin\"` prints a truncation warning and then SUCCESS, a new "
        "shell still cannot find protoc (`where protoc` finds nothing) and the user Path ends mid-word.",
        "setx ends with SUCCESS and exit code 0, so the warning above it is easy to miss; the damage shows only "
        "in the next terminal, and the original user Path is gone.",
        "setx stores at most 1024 characters, and %PATH% in cmd is the machine and user PATH joined, so the "
        "merged, cut value is written into the user variable.",
        "Do not write PATH with setx. Add the directory to the user Path alone, either in the Environment "
        "Variables dialog of System Properties or through the .NET environment API from PowerShell with the User "
        "target, keeping only the user's own entries, then open a new terminal. If setx already cut it, rebuild "
        "the user Path the same way.",
        ["`setx PATH \"%PATH%;C:\\tools\\protoc\\bin\"` printed `WARNING: The data being saved is truncated to "
         "1024 characters.`", "`where protoc` then gave `INFO: Could not find files for the given pattern(s).`",
         "setting the user Path through `[Environment]::SetEnvironmentVariable` ended with `C:\\tools\\protoc\\bin`"],
    )


def setx_later_a() -> None:
    T.later(
        "l-setx-ninja", "C:\\Users\\li\\dev\\engine", "2025-06-12T08:20:00Z", "build/ninja",
        u("cmd here. Put C:\\tools\\ninja on the PATH for good and check that a new shell sees it."),
        sh("setx PATH \"%PATH%;C:\\tools\\ninja\"", TRUNC),
        sh("cmd /c \"where ninja\"", NOT_FOUND, True),
        say("setx truncated the Path at 1024 characters. Rewriting the user Path through PowerShell."),
        sh("powershell -NoProfile -Command \"[Environment]::SetEnvironmentVariable('Path', "
           "'C:\\Users\\li\\AppData\\Local\\Microsoft\\WindowsApps;C:\\tools\\ninja', 'User')\"", ""),
    )
    T.pair("t29-setx-truncate", "l-setx-ninja", "recurred",
           "setx truncates another PATH addition (ninja) and where fails before the PowerShell rewrite")
    T.later(
        "l-setx-go-api", "C:\\Users\\li\\dev\\svc", "2025-06-30T10:00:00Z", "main",
        u("Add Go's bin directory to my user PATH, PowerShell 7."),
        sh("$u = [Environment]::GetEnvironmentVariable('Path', 'User'); "
           "[Environment]::SetEnvironmentVariable('Path', \"$u;C:\\Program Files\\Go\\bin\", 'User'); "
           "[Environment]::GetEnvironmentVariable('Path', 'User') -split ';' | Select-Object -Last 1",
           "C:\\Program Files\\Go\\bin"),
        sh("pwsh -NoProfile -Command \"go version\"", "go version go1.22.5 windows/amd64"),
    )
    T.pair("t29-setx-truncate", "l-setx-go-api", "applied",
           "the user Path is extended through [Environment]::SetEnvironmentVariable with the User target, no setx")
    T.later(
        "l-setx-script", "C:\\Users\\raj\\tools\\cli-bundle", "2025-07-15T13:30:00Z", "feat/add-path",
        u("Make a reusable script that appends a folder to my user PATH safely, then use it for C:\\tools\\buf."),
        write("C:\\Users\\raj\\tools\\cli-bundle\\add-path.ps1",
              "param([string]$Dir)\n$u = [Environment]::GetEnvironmentVariable('Path', 'User')\n"
              "if (($u -split ';') -notcontains $Dir) {\n"
              "  [Environment]::SetEnvironmentVariable('Path', \"$u;$Dir\", 'User')\n}\n"
              "[Environment]::GetEnvironmentVariable('Path', 'User')\n"),
        sh("powershell -NoProfile -ExecutionPolicy Bypass -File add-path.ps1 -Dir C:\\tools\\buf",
           "C:\\Users\\raj\\AppData\\Local\\Microsoft\\WindowsApps;C:\\Users\\raj\\.cargo\\bin;C:\\tools\\protoc"
           "\\bin;C:\\tools\\buf"),
    )
    T.pair("t29-setx-truncate", "l-setx-script", "applied",
           "the script the session writes and runs sets the user Path through the .NET API")


def setx_later_b() -> None:
    T.later(
        "l-setx-java-home", "C:\\Users\\li\\dev\\engine", "2025-07-23T09:00:00Z", "main",
        u("Set JAVA_HOME permanently to the Temurin 21 JDK."),
        sh("setx JAVA_HOME \"C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.3.9-hotspot\"",
           "\nSUCCESS: Specified value was saved."),
        sh("cmd /c \"echo %JAVA_HOME%\"", "%JAVA_HOME%"),
        say("That is expected: setx only affects new terminals. Open a new one to see it."),
    )
    T.pair("t29-setx-truncate", "l-setx-java-home", "neither",
           "setx used for a short JAVA_HOME value; no truncation and no PATH")
    T.later(
        "l-setx-quoted", "C:\\Users\\li\\dev\\engine", "2025-08-05T15:10:00Z", "main",
        u("A colleague's machine printed `WARNING: The data being saved is truncated to 1024 characters.` after "
          "some install script. What does it mean and is my machine affected?"),
        sh("powershell -NoProfile -Command \"([Environment]::GetEnvironmentVariable('Path','User')).Length\"",
           "214"),
        say("That warning comes from setx writing PATH; the value was cut at 1024 characters. Your user Path is "
            "214 characters, so you are not affected."),
    )
    T.pair("t29-setx-truncate", "l-setx-quoted", "neither",
           "the truncation warning is only quoted; setx is not run and nothing fails")
    T.later(
        "l-setx-april", "C:\\Users\\raj\\tools\\cli-bundle", "2025-04-21T11:00:00Z", "main",
        u("Add C:\\tools\\jq to PATH."),
        sh("setx PATH \"%PATH%;C:\\tools\\jq\"", TRUNC),
        sh("cmd /c \"where jq\"", NOT_FOUND, True),
    )
    T.pair("t29-setx-truncate", "l-setx-april", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- Spectral without a ruleset (zsh, PowerShell)

NO_RULESET = ("No ruleset has been found. Please provide a ruleset using the --ruleset CLI argument, or make sure "
              "your ruleset file matches .?spectral.(js|ya?ml|json)")
SPECTRAL = "npx @stoplight/spectral-cli lint "


def spectral_source() -> None:
    T.source(
        "s-spectral-ruleset", "/Users/kai/api/payments-api", "2025-05-19T13:00:00Z", "chore/openapi-lint",
        u("Lint openapi/payments.yaml with Spectral, we want the standard OpenAPI rules."),
        sh(SPECTRAL + "openapi/payments.yaml", NO_RULESET, True),
        say("Spectral 6 has no built-in default; it needs a ruleset. A .spectral.yaml extending spectral:oas at "
            "the root is picked up automatically."),
        write("/Users/kai/api/payments-api/.spectral.yaml", "extends: [\"spectral:oas\"]\n"),
        sh(SPECTRAL + "openapi/payments.yaml",
           "/Users/kai/api/payments-api/openapi/payments.yaml\n 12:9  warning  operation-description  Operation "
           "\"description\" must be present and non-empty string.  paths./charges.post\n\n"
           "✖ 1 problem (0 errors, 1 warning, 0 infos, 0 hints)"),
    )
    T.lesson(
        "t29-spectral-ruleset", "project", "en", "s-spectral-ruleset", "tool_quirk",
        "Spectral CLI refuses to lint without a ruleset file",
        "`spectral lint openapi/payments.yaml` prints `No ruleset has been found` and exits non-zero without "
        "linting.",
        "Older Spectral versions linted OpenAPI files with built-in rules, so it looks like a broken install or a "
        "wrong path to the document.",
        "Spectral 6 has no implicit ruleset; it looks for `.spectral.yaml`/`.yml`/`.json`/`.js` in the current "
        "directory only, unless one is passed.",
        "Add `.spectral.yaml` containing `extends: [\"spectral:oas\"]` where Spectral runs, or pass a ruleset per "
        "run with `--ruleset` (short `-r`), e.g. `spectral lint -r .spectral.yaml openapi/payments.yaml`.",
        ["`npx @stoplight/spectral-cli lint openapi/payments.yaml` → `No ruleset has been found`",
         "once `.spectral.yaml` was written the same lint ran: `1 problem (0 errors, 1 warning, 0 infos, 0 "
         "hints)`"],
    )


def spectral_later_a() -> None:
    T.later(
        "l-spectral-inventory", "/Users/kai/api/monorepo/services/inventory", "2025-06-09T12:00:00Z",
        "feat/inventory-v2",
        u("Lint the inventory service's OpenAPI file from its own folder."),
        sh(SPECTRAL + "openapi/inventory.yaml", NO_RULESET, True),
        say("The ruleset lives at the monorepo root; Spectral only looks in the current directory."),
        sh(SPECTRAL + "-r ../../.spectral.yaml openapi/inventory.yaml",
           "No results with a severity of 'error' found!"),
    )
    T.pair("t29-spectral-ruleset", "l-spectral-inventory", "recurred",
           "Spectral in another service folder fails with no ruleset before -r points at one")
    T.later(
        "l-spectral-ps-orders", "C:\\Users\\kai\\api\\orders-api", "2025-06-25T09:45:00Z", "chore/lint",
        u("PowerShell. Lint api\\orders.yaml with the JSON ruleset we keep in the repo."),
        sh(SPECTRAL + "--ruleset .spectral.json api\\orders.yaml", "No results with a severity of 'error' found!"),
        sh(SPECTRAL + "--ruleset .spectral.json api\\refunds.yaml",
           "C:\\Users\\kai\\api\\orders-api\\api\\refunds.yaml\n 44:15  error  oas3-valid-schema-example  "
           "\"example\" property type must be integer  components.schemas.Refund.properties.amount.example\n\n"
           "✖ 1 problem (1 error, 0 warnings, 0 infos, 0 hints)", True),
    )
    T.pair("t29-spectral-ruleset", "l-spectral-ps-orders", "applied",
           "--ruleset is passed from the first run; the later schema error is a lint finding, not the ruleset one")
    T.later(
        "l-spectral-r-short", "/Users/kai/api/payments-api", "2025-07-10T16:20:00Z", "feat/webhooks",
        u("Lint the new webhooks spec with the shared company ruleset in ../api-standards."),
        sh(SPECTRAL + "-r ../api-standards/ruleset.yaml openapi/webhooks.yaml",
           "/Users/kai/api/payments-api/openapi/webhooks.yaml\n 8:11  warning  info-contact  Info object must have "
           "\"contact\" object.  info\n\n✖ 1 problem (0 errors, 1 warning, 0 infos, 0 hints)"),
    )
    T.pair("t29-spectral-ruleset", "l-spectral-r-short", "applied",
           "-r, the short form the lesson names, passes a ruleset and the lint runs")


def spectral_later_b() -> None:
    T.later(
        "l-spectral-parse", "/Users/kai/api/payments-api", "2025-07-24T11:00:00Z", "fix/yaml",
        u("Spectral complains about payouts.yaml, look."),
        sh(SPECTRAL + "openapi/payouts.yaml",
           "/Users/kai/api/payments-api/openapi/payouts.yaml\n 31:1  error  parser  Mapping key must be a string "
           "scalar rather than number  paths./payouts.get.responses\n\n✖ 1 problem (1 error, 0 warnings, 0 infos, "
           "0 hints)", True),
        edit("/Users/kai/api/payments-api/openapi/payouts.yaml", "        200:\n", "        \"200\":\n"),
        sh(SPECTRAL + "openapi/payouts.yaml", "No results with a severity of 'error' found!"),
    )
    T.pair("t29-spectral-ruleset", "l-spectral-parse", "neither",
           "a different Spectral error (a YAML parser finding); no missing-ruleset failure and no ruleset passed")
    T.later(
        "l-spectral-readme", "/Users/kai/api/payments-api", "2025-08-07T10:30:00Z", "docs/lint",
        u("Add a 'Linting the API' section to the README."),
        edit("/Users/kai/api/payments-api/README.md", "## Running locally\n",
             "## Linting the API\n\n    npx @stoplight/spectral-cli lint -r .spectral.yaml openapi/*.yaml\n\n"
             "## Running locally\n"),
    )
    T.pair("t29-spectral-ruleset", "l-spectral-readme", "neither",
           "the -r command is only written into the README; Spectral is not run")
    T.later(
        "l-spectral-april", "/Users/kai/api/payments-api", "2025-04-23T14:00:00Z", "main",
        u("Does Spectral work on our spec?"),
        sh(SPECTRAL + "openapi/payments.yaml", NO_RULESET, True),
        say("It needs a ruleset; leaving it for now."),
    )
    T.pair("t29-spectral-ruleset", "l-spectral-april", "neither", "dated before the lesson's source session")


FILLS: list[Callable[[], None]] = [setx_source, setx_later_a, setx_later_b, spectral_source, spectral_later_a,
                                   spectral_later_b]
