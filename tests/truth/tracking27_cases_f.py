"""tracking27's later yamllint sessions and its Invoke-WebRequest case; the labelling rules are in
tracking27_cases.py."""
from __future__ import annotations

from tests.truth.tracking27_cases import T, edit, say, sh, u, write
from tests.truth.tracking27_cases_e import TRUTHY


def yamllint_later() -> None:
    T.later(
        "l-yaml-inline", "/Users/tomas/src/deployer", "2025-05-09T14:00:00Z", "ci/lint",
        u("zsh. Lint the deploy workflow strictly; no config file in this repo."),
        sh("yamllint --strict -d \"{extends: default, rules: {truthy: {check-keys: false}}}\" "
           ".github/workflows/deploy.yml && echo ok", "ok"),
    )
    T.pair("t27-yamllint-truthy", "l-yaml-inline", "applied",
           "the check-keys: false config passed inline with -d, as the lesson names, at the first call")
    T.later(
        "l-yaml-recur", "/home/tomas/src/gitea-runner", "2025-05-16T09:25:00Z", "feat/build",
        u("fish. Run the strict yaml lint on the Gitea workflows."),
        sh("yamllint --strict .gitea/workflows/", ".gitea/workflows/build.yaml\n" + TRUTHY.format(pos="2:1"), True),
        write("/home/tomas/src/gitea-runner/.yamllint", "extends: default\nrules:\n  truthy:\n    check-keys: false\n"),
        sh("yamllint --strict .gitea/workflows/; and echo ok", "ok"),
    )
    T.pair("t27-yamllint-truthy", "l-yaml-recur", "recurred",
           "the truthy warning on the workflow's on: key comes back in .gitea/workflows (another repo), then fixed")
    T.later(
        "l-yaml-recur-ps", "C:\\Users\\tomas\\src\\harbor-ci", "2025-05-23T08:10:00Z", "feat/nightly",
        u("PowerShell. Lint the new nightly workflow before I commit it."),
        sh("yamllint --strict .github\\workflows\\nightly.yml",
           ".github\\workflows\\nightly.yml\n" + TRUTHY.format(pos="3:1"), True),
        say("This branch was cut before the .yamllint file landed, so the on: key is flagged again."),
    )
    T.pair("t27-yamllint-truthy", "l-yaml-recur-ps", "recurred",
           "the truthy warning on on: comes back for nightly.yml on another branch; not fixed in the session")
    T.later(
        "l-yaml-env", "/home/tomas/src/charts", "2025-05-30T15:30:00Z", "ci/lint",
        u("Our shared yamllint config lives in ci/; point yamllint at it and lint the workflows."),
        write("/home/tomas/src/charts/ci/yamllint.yml", "extends: default\nrules:\n  truthy:\n    check-keys: false\n"),
        sh("YAMLLINT_CONFIG_FILE=ci/yamllint.yml yamllint --strict .github/ && echo ok", "ok"),
    )
    T.pair("t27-yamllint-truthy", "l-yaml-env", "applied",
           "a check-keys: false config named by YAMLLINT_CONFIG_FILE, as the lesson names, at the first run")
    T.later(
        "l-yaml-indent", "/home/tomas/src/charts", "2025-06-06T10:45:00Z", "fix/k8s",
        u("Lint the k8s manifests."),
        sh("yamllint --strict k8s/", "k8s/deploy.yaml\n  14:5      error    wrong indentation: expected 6 but found 4  "
           "(indentation)", True),
        edit("/home/tomas/src/charts/k8s/deploy.yaml", "    - name: api\n", "      - name: api\n"),
        sh("yamllint --strict k8s/ && echo ok", "ok"),
    )
    T.pair("t27-yamllint-truthy", "l-yaml-indent", "neither",
           "a different yamllint error (indentation); no truthy warning and no check-keys fix")
    T.later(
        "l-yaml-value", "/home/tomas/src/harbor-ci", "2025-06-13T13:20:00Z", "feat/flags",
        u("Lint the feature flag file."),
        sh("yamllint --strict config/features.yml", "config/features.yml\n" + TRUTHY.format(pos="7:9"), True),
        sh("sed -n 7p config/features.yml", "  beta: yes"),
        edit("/home/tomas/src/harbor-ci/config/features.yml", "  beta: yes\n", "  beta: true\n"),
        sh("yamllint --strict config/features.yml && echo ok", "ok"),
    )
    T.pair("t27-yamllint-truthy", "l-yaml-value", "neither",
           "the same truthy message from another cause: a yes value, not the on: key; check-keys is not the fix")
    T.later(
        "l-yaml-quote", "/home/tomas/src/harbor-ci", "2025-06-20T16:00:00Z", "main",
        u("The lint job on the old release branch says `truthy value should be one of [false, true]` on line 3 of "
          "ci.yml. I'm not touching that branch; just tell me if it matters."),
        say("It is the on: key; it only fails because --strict makes warnings fatal. The main branch already has "
            "the .yamllint that turns key checking off."),
    )
    T.pair("t27-yamllint-truthy", "l-yaml-quote", "neither",
           "the warning text is quoted by the person and not re-run; nothing is run in the session")


IE_ERR = ("Invoke-WebRequest : The response content cannot be parsed because the Internet Explorer engine is not "
          "available, or Internet Explorer's first-launch configuration is not complete. Specify the UseBasicParsing "
          "parameter and try again.\nAt line:1 char:2\n+ {call} ...\n+  ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
          "    + CategoryInfo          : NotImplemented: (:) [Invoke-WebRequest], NotSupportedException\n"
          "    + FullyQualifiedErrorId : WebCmdletIEDomNotSupportedException,"
          "Microsoft.PowerShell.Commands.InvokeWebRequestCommand")


def iwr_source() -> None:
    T.source(
        "s-iwr-basicparsing", "C:\\build\\agent", "2025-05-05T06:50:00Z", "main",
        u("Windows PowerShell 5.1 on the Server Core build box. Find the newest Node version from nodejs.org's index."),
        sh("(Invoke-WebRequest -Uri https://nodejs.org/dist/index.json).Content | ConvertFrom-Json | "
           "Select-Object -First 1 -ExpandProperty version",
           IE_ERR.format(call="(Invoke-WebRequest -Uri https://nodejs.org/dist/index.json).Content |"), True),
        say("Server Core has no Internet Explorer, and Windows PowerShell 5.1 parses responses with it unless told "
            "not to. -UseBasicParsing skips that."),
        sh("(Invoke-WebRequest -Uri https://nodejs.org/dist/index.json -UseBasicParsing).Content | ConvertFrom-Json "
           "| Select-Object -First 1 -ExpandProperty version", "v23.11.0"),
    )
    T.lesson(
        "t27-iwr-basicparsing", "global", "en", "s-iwr-basicparsing", "tool_quirk",
        "Invoke-WebRequest on Server Core fails without -UseBasicParsing",
        "In Windows PowerShell 5.1 `(Invoke-WebRequest -Uri https://nodejs.org/dist/index.json).Content` fails with "
        "`The response content cannot be parsed because the Internet Explorer engine is not available`.",
        "The URL is fine and opens in any browser, so it looks like a network or proxy problem.",
        "Windows PowerShell 5.1 parses every response with Internet Explorer's DOM unless told otherwise; Server "
        "Core, containers and IE-less installs do not have it.",
        "Add `-UseBasicParsing` to every `Invoke-WebRequest` / `iwr` call (PowerShell also accepts the "
        "unambiguous prefix `-UseB`), or set it once in `$PROFILE` with "
        "`$PSDefaultParameterValues['Invoke-WebRequest:UseBasicParsing'] = $true`. PowerShell 7 always parses "
        "this way.",
        ["`the Internet Explorer engine is not available`",
         "`WebCmdletIEDomNotSupportedException`",
         "with `-UseBasicParsing` the same call printed `v23.11.0`"],
    )


def iwr_later() -> None:
    T.later(
        "l-iwr-before", "C:\\build\\agent", "2025-04-20T07:30:00Z", "main",
        u("PowerShell 5.1. Check the latest Go release from go.dev."),
        sh("(Invoke-WebRequest https://go.dev/dl/?mode=json).Content",
           IE_ERR.format(call="(Invoke-WebRequest https://go.dev/dl/?mode=json).Content"), True),
    )
    T.pair("t27-iwr-basicparsing", "l-iwr-before", "neither",
           "dated before the lesson's source session, though the failure is there")
    T.later(
        "l-iwr-alias", "C:\\build\\agent", "2025-05-12T07:05:00Z", "main",
        u("Windows PowerShell. What's the latest gh CLI release tag?"),
        sh("(iwr https://api.github.com/repos/cli/cli/releases/latest -UseB).Content | ConvertFrom-Json | "
           "Select-Object -ExpandProperty tag_name", "v2.72.0"),
    )
    T.pair("t27-iwr-basicparsing", "l-iwr-alias", "applied",
           "iwr with -UseB, the alias and prefix spelling the lesson names, at the first call")
    T.later(
        "l-iwr-recur", "C:\\agents\\ci-win-04", "2025-05-19T05:40:00Z", "ci/go",
        u("On ci-win-04 (PowerShell 5.1): download the Go 1.24.3 installer list and pick the msi URL."),
        sh("$r = Invoke-WebRequest https://go.dev/dl/?mode=json; $r.Content",
           IE_ERR.format(call="$r = Invoke-WebRequest https://go.dev/dl/?mode=json; $r.Content"), True),
        sh("$r = Invoke-WebRequest https://go.dev/dl/?mode=json -UseBasicParsing; ($r.Content | ConvertFrom-Json)[0]"
           ".version", "go1.24.3"),
    )
    T.pair("t27-iwr-basicparsing", "l-iwr-recur", "recurred",
           "the IE-engine failure comes back on ci-win-04 for go.dev (another host, URL), then fixed")
    T.later(
        "l-iwr-profile", "C:\\build\\agent", "2025-05-26T06:15:00Z", "chore/profile",
        u("Make -UseBasicParsing the default for this build account's PowerShell, then check nodejs.org answers."),
        write("C:\\Users\\builder\\Documents\\WindowsPowerShell\\Microsoft.PowerShell_profile.ps1",
              "$PSDefaultParameterValues['Invoke-WebRequest:UseBasicParsing'] = $true\n"),
        sh(". $PROFILE; (Invoke-WebRequest https://nodejs.org/dist/index.json).StatusCode", "200"),
    )
    T.pair("t27-iwr-basicparsing", "l-iwr-profile", "applied",
           "UseBasicParsing set as a default in $PROFILE, the config the lesson names, before the first call")
    T.later(
        "l-iwr-restmethod", "C:\\Users\\ravi\\src\\tools", "2025-06-02T12:00:00Z", "main",
        u("PowerShell 7. Get the newest ripgrep tag."),
        sh("(Invoke-RestMethod https://api.github.com/repos/BurntSushi/ripgrep/releases/latest).tag_name", "14.1.1"),
    )
    T.pair("t27-iwr-basicparsing", "l-iwr-restmethod", "neither",
           "Invoke-RestMethod in PowerShell 7, something else; no IE-engine failure and no -UseBasicParsing")
    T.later(
        "l-iwr-tls", "C:\\build\\agent", "2025-06-09T08:00:00Z", "main",
        u("Windows PowerShell 5.1. Save the legacy feed to feed.xml."),
        sh("Invoke-WebRequest https://legacy-feed.corp.local/feed.xml -OutFile feed.xml",
           "Invoke-WebRequest : The request was aborted: Could not create SSL/TLS secure channel.", True),
        say("That server only speaks TLS 1.2 and 5.1 defaults to older protocols here; enabling Tls12 for the "
            "session is the next step."),
    )
    T.pair("t27-iwr-basicparsing", "l-iwr-tls", "neither",
           "a different Invoke-WebRequest error (TLS channel); no IE-engine failure and no -UseBasicParsing")


FILLS = [yamllint_later, iwr_source, iwr_later]
