"""Scripted sessions of corpus19, part A: Elixir Nerves firmware on Ubuntu, linting a Jenkinsfile on macOS, a
Buildkite pipeline upload, the Please build system's Go plugin on Fedora, a Docusaurus 3 site on macOS (with a
subagent). Steps in the shape of tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus19_common import out
from tests.truth.sessions_dsl import Step

NERVES = "nerves-thermostat"
JENKINS = "jenkinsfile-lint"
BUILDKITE = "buildkite-arm64"
PLEASE = "please-go-plugin"
DOCUSAURUS = "docusaurus-cli-rename"

_FW = "_build/rpi0_dev/nerves/images/thermostat_fw.fw"

NERVES_STEPS: list[Step] = [
    ("user", "Build the thermostat firmware for the rpi0 and burn it to the SD card at /dev/sdb."),
    ("bash", "mix firmware", out(
        "Exit code 1", "==> nerves", "", "Nerves environment", "  MIX_TARGET:   host", "  MIX_ENV:      dev", "",
        "** (Mix) You must set MIX_TARGET to one of your targets to build firmware (MIX_TARGET is host).",
        "  Example: MIX_TARGET=rpi0 mix firmware"), True),
    ("bash", "MIX_TARGET=rpi0 mix firmware", out(
        "Exit code 1", "Unchecked dependencies for environment dev:", "* nerves_system_rpi0 (Hex package)",
        '  the dependency is not available, run "mix deps.get"', "** (Mix) Can't continue due to errors on dependencies"),
     True),
    ("say", "Target dependencies are resolved per MIX_TARGET; the host `mix deps.get` never fetched the rpi0 system."),
    ("bash", "MIX_TARGET=rpi0 mix deps.get && MIX_TARGET=rpi0 mix firmware", out(
        "Resolving Hex dependencies...", "Resolution completed in 0.412s", "* Getting nerves_system_rpi0 (Hex package)",
        "* Getting nerves_toolchain_armv6_nerves_linux_gnueabihf (Hex package)",
        "Downloading https://github.com/nerves-project/nerves_system_rpi0/releases/download/v1.27.1/"
        "nerves_system_rpi0-portable-1.27.1-4D2E6A1.tar.gz",
        "==> thermostat_fw", "Compiling 9 files (.ex)", "Generated thermostat_fw app", "|nerves| Building OTP Release...",
        "", "Firmware built successfully! \U0001f389", "",
        "Now you may install it to a MicroSD card using `mix burn` or upload it",
        "to a device with `mix upload` or `mix firmware.gen.script`."), False),
    ("bash", "MIX_TARGET=rpi0 mix burn -d /dev/sdb", out(
        "Exit code 1", "Use 14.84 GiB memory card found at /dev/sdb? [Yn] ",
        "** (Mix) fwup: could not open /dev/sdb: Permission denied",
        "Try running with sudo, or add your user to the 'disk' group."), True),
    ("say", "`mix burn` prompts on stdin and needs write access to /dev/sdb. I'll write the built image with fwup "
            "directly, under sudo, and skip the prompt with -y."),
    ("bash", f"sudo fwup -a -i {_FW} -t complete -d /dev/sdb -y", out(
        "100% [====================================] 38.12 MB in / 41.46 MB out", "Success!", "Elapsed: 6.214 s"),
     False),
    ("user", "It boots but never joins the wifi. The VintageNet config is in config/target.exs"),
    ("bash", "grep -n 'wlan0' -A6 config/target.exs", out(
        '42:  {"wlan0",', "43-   %{", "44-     type: VintageNetWiFi,", "45-     vintage_net_wifi: %{",
        '46-       networks: [%{ssid: "atelier", psk: System.get_env("WIFI_PSK"), key_mgmt: :wpa_psk}]',
        "47-     },", "48-     ipv4: %{method: :dhcp}"), False),
    ("bash", 'echo "WIFI_PSK=${WIFI_PSK:-<unset>}"', "WIFI_PSK=<unset>", False),
    ("say", "config/target.exs is evaluated on this machine when the firmware is built, so the passphrase lookup "
            "returned nil and the image carries no psk. It has to be set in the shell that runs `mix firmware`."),
    ("user", "it's in .envrc, direnv isn't hooked into this shell. load it and rebuild + burn"),
    ("bash", f"set -a && . ./.envrc && set +a && MIX_TARGET=rpi0 mix firmware && sudo fwup -a -i {_FW} -t complete "
             "-d /dev/sdb -y", out(
                 "==> thermostat_fw", "Compiling 1 file (.exs)", "|nerves| Building OTP Release...", "",
                 "Firmware built successfully! \U0001f389", "...",
                 "100% [====================================] 38.12 MB in / 41.46 MB out", "Success!",
                 "Elapsed: 6.087 s"), False),
    ("user", "it's on the network now, `ping nerves.local` answers. thanks. now run the host tests"),
    ("bash", "mix test", out(
        "Exit code 2", "Compiling 9 files (.ex)", "Generated thermostat_fw app", "....", "",
        "  1) test reads the temperature register (ThermostatFw.SensorTest)", "     test/sensor_test.exs:8",
        "     ** (MatchError) no match of right hand side value: {:error, :bus_not_found}",
        '     code: {:ok, bus} = Circuits.I2C.open("i2c-1")', "     stacktrace:",
        "       test/sensor_test.exs:9: (test)", "", "",
        "Finished in 0.08 seconds (0.00s async, 0.08s sync)", "5 tests, 1 failure"), True),
    ("say", "That test opens the real I2C bus, which only exists on the device. I'll tag it and exclude the tag on the "
            "host."),
    ("edit", "/home/ilse/src/thermostat_fw/test/sensor_test.exs", '  test "reads the temperature register" do',
     '  @tag :target_only\n  test "reads the temperature register" do'),
    ("edit", "/home/ilse/src/thermostat_fw/test/test_helper.exs", "ExUnit.start()",
     "ExUnit.start(exclude: [:target_only])"),
    ("bash", "mix test 2>&1 | tail -4", out(
        "Finished in 0.07 seconds (0.00s async, 0.07s sync)", "5 tests, 0 failures, 1 excluded", "",
        "Randomized with seed 418822"), False),
    ("say", "Host tests pass; the I2C test is only excluded on the host."),
]

_LINT = "https://ci.acme.internal/pipeline-model-converter/validate"
_AUTH = 'curl -s -u "ci-bot:$JENKINS_TOKEN" -X POST -F "jenkinsfile=<Jenkinsfile" ' + _LINT

JENKINS_STEPS: list[Step] = [
    ("user", "Lint the Jenkinsfile against our controller before I push. JENKINS_URL is https://ci.acme.internal, "
             "the API token is in $JENKINS_TOKEN, user ci-bot."),
    ("bash", 'curl -s -X POST -F "jenkinsfile=<Jenkinsfile" ' + _LINT, out(
        "<html>", "<head>", '<meta http-equiv="Content-Type" content="text/html;charset=ISO-8859-1"/>',
        "<title>Error 403 No valid crumb was included in the request</title>", "</head>",
        "<body><h2>HTTP ERROR 403 No valid crumb was included in the request</h2>", "<table>",
        "<tr><th>URI:</th><td>/pipeline-model-converter/validate</td></tr>",
        "<tr><th>STATUS:</th><td>403</td></tr>", "</table>", "</body>", "</html>"), False),
    ("say", "Anonymous POSTs need a CSRF crumb. Requests authenticated with an API token are exempt, so I'll send the "
            "ci-bot token with basic auth."),
    ("bash", _AUTH, out(
        "Errors encountered validating Jenkinsfile:",
        "WorkflowScript: 27: Unknown stage section \"sh\". Starting with version 0.5, steps in a stage must be in a "
        "\u2018steps\u2019 block. @ line 27, column 9.",
        "           stage('Deploy') {", "           ^", "",
        "WorkflowScript: 27: Expected one of \"steps\", \"stages\", or \"parallel\" for stage \"Deploy\" @ line 27, "
        "column 9.", "           stage('Deploy') {", "           ^"), False),
    ("edit", "/Users/tomas/src/payments-api/Jenkinsfile",
     "        stage('Deploy') {\n            when { branch 'main' }\n            sh './scripts/deploy.sh'\n        }",
     "        stage('Deploy') {\n            when { branch 'main' }\n            steps {\n"
     "                sh './scripts/deploy.sh'\n            }\n        }"),
    ("bash", _AUTH + " && echo", out("Jenkinsfile successfully validated.", ""), False),
    ("user", "good. now trigger the deploy-api job with TAG=1.4.2 through the CLI"),
    ("bash", "java -jar ~/bin/jenkins-cli.jar -s https://ci.acme.internal -auth ci-bot:$JENKINS_TOKEN build deploy-api "
             "-p TAG=1.4.2 -s -v", out(
                 "Exit code 3", "ERROR: No such job 'deploy-api'; perhaps you meant 'payments/deploy-api'?"), True),
    ("say", "Jobs inside folders need the full path: `build payments/deploy-api -p TAG=1.4.2 -s -v`. Want me to run it?"),
    ("user", "no, don't deploy from here, I'll press Build in the UI after review. Is there a way to lint without "
             "the token in my env?"),
    ("bash", "ssh -p 53801 ci-bot@ci.acme.internal declarative-linter < Jenkinsfile",
     "Jenkinsfile successfully validated.", False),
    ("say", "Yes: the SSH CLI's declarative-linter uses your registered SSH key, no token needed."),
]

_DRY = "buildkite-agent pipeline upload --dry-run .buildkite/pipeline.yml"
_JQ = _DRY + " | jq '.steps[] | {label, command, agents}'"

BUILDKITE_STEPS: list[Step] = [
    ("user", "I changed .buildkite/pipeline.yml to add the arm64 build. Check it before I push."),
    ("bash", "buildkite-agent pipeline upload .buildkite/pipeline.yml", out(
        "Exit code 1", "2024-05-14 10:02:11 INFO   Reading pipeline config from \".buildkite/pipeline.yml\"",
        "\U0001f6a8 Error: Missing job parameter. Usually the job is set in the environment as BUILDKITE_JOB_ID."),
     True),
    ("say", "Outside a job there is nothing to upload to. The dry-run mode parses and interpolates the file and prints "
            "what would be uploaded, without a job."),
    ("bash", _DRY, out(
        "Exit code 1", "2024-05-14 10:02:40 INFO   Reading pipeline config from \".buildkite/pipeline.yml\"",
        "\U0001f6a8 Error: Pipeline parsing of \"pipeline.yml\" failed (yaml: line 14: did not find expected key)"),
     True),
    ("bash", "sed -n 9,16p .buildkite/pipeline.yml", out(
        "  - label: \":docker: build arm64\"", "    command: GOOS=linux go build -o bin/ledger-linux-$GOARCH ./cmd/ledger",
        "    env:", "      GOARCH: arm64", "     agents:", "      queue: \"arm64\"", "", "  - wait"), False),
    ("edit", "/home/ravi/src/ledger-svc/.buildkite/pipeline.yml", "     agents:\n      queue: \"arm64\"",
     "    agents:\n      queue: \"arm64\""),
    ("bash", _JQ, out(
        "{", "  \"label\": \":docker: build amd64\",",
        "  \"command\": \"GOOS=linux go build -o bin/ledger-linux- ./cmd/ledger\",", "  \"agents\": null", "}",
        "{", "  \"label\": \":docker: build arm64\",",
        "  \"command\": \"GOOS=linux go build -o bin/ledger-linux- ./cmd/ledger\",",
        "  \"agents\": {", "    \"queue\": \"arm64\"", "  }", "}"), False),
    ("say", "It parses now, but both commands lost their architecture: the agent interpolates `$GOARCH` at upload time, "
            "before the step's own env exists. Escaping it with a second dollar sign leaves it for the job's shell."),
    ("edit", "/home/ravi/src/ledger-svc/.buildkite/pipeline.yml", "bin/ledger-linux-$GOARCH ./cmd/ledger",
     "bin/ledger-linux-$$GOARCH ./cmd/ledger"),
    ("bash", _JQ + " | grep command", out(
        "  \"command\": \"GOOS=linux go build -o bin/ledger-linux-$GOARCH ./cmd/ledger\",",
        "  \"command\": \"GOOS=linux go build -o bin/ledger-linux-$GOARCH ./cmd/ledger\","), False),
    ("user", "pushed. build 1482 shows the arm64 step as waiting forever: `No agents matching queue=arm64 are "
             "connected`. Our arm pool is called linux-arm64 I think"),
    ("edit", "/home/ravi/src/ledger-svc/.buildkite/pipeline.yml", "      queue: \"arm64\"",
     "      queue: \"linux-arm64\""),
    ("bash", _JQ + " | grep -A2 agents", out(
        "  \"agents\": null", "--", "  \"agents\": {", "    \"queue\": \"linux-arm64\"", "  }"), False),
    ("say", "The dry-run shows the new queue; push it and the arm64 step should be picked up."),
    ("user", "ok pushing, thanks"),
]

_PLZ_FAIL = out("Exit code 1", "Build stopped after {t}. 1 target failed:", "    //src/server:server",
                "src/server/BUILD:1:1: error: name 'go_library' is not defined", "", "go_library(", "^")

PLEASE_STEPS: list[Step] = [
    ("user", "After upgrading Please to 17.8 the go targets don't build any more. Fix it."),
    ("bash", "plz build //src/...", _PLZ_FAIL.format(t="0.41s"), True),
    ("say", "Please 17 moved the Go rules out of the core into a plugin, which has to be declared in .plzconfig and "
            "fetched by a plugin_repo target."),
    ("bash", "plz --version && cat .plzconfig", out(
        "Please version 17.8.3", "[please]", "version = 17.8.3", "", "[go]", "gotool = go",
        "importpath = github.com/acme/mono"), False),
    ("write", "/home/oksana/work/mono/plugins/BUILD", 'plugin_repo(\n    name = "go",\n    revision = "v1.17.2",\n)\n'),
    ("edit", "/home/oksana/work/mono/.plzconfig", "[go]\ngotool = go\nimportpath = github.com/acme/mono",
     "[Plugin \"go\"]\nTarget = //plugins:go\nImportPath = github.com/acme/mono"),
    ("bash", "plz build //src/... && echo BUILD-OK", _PLZ_FAIL.format(t="2.87s"), True),
    ("say", "The plugin is registered, but every BUILD file that uses the rules has to subinclude their definitions."),
    ("bash", "grep -rl 'go_library\\|go_test\\|go_binary' --include=BUILD src | xargs sed -i "
             "'1i subinclude(\"///go//build_defs:go\")\\n' && plz build //src/... && echo BUILD-OK", out(
                 "Build finished; total time 38.12s, incrementality 12.4%. Outputs:", "//src/server:server:",
                 "  plz-out/gen/src/server/server.a", "//src/cmd/api:api:", "  plz-out/bin/src/cmd/api/api",
                 "BUILD-OK"), False),
    ("user", "now plz test"),
    ("bash", "plz test //src/server:server_test", out(
        "Exit code 1", "//src/server:server_test 3 tests run; 2 passed, 1 errored", "    TestHealthUpstream ERRORED (12ms)",
        "    Get \"https://status.acme.dev/ping\": dial tcp: lookup status.acme.dev: no such host",
        "1 test target and 3 tests run; 2 passed, 1 errored.", "Total time: 1.92s real, 0.31s compute."), True),
    ("say", "Tests run in a sandbox without network by default. I'll turn the test sandbox off for one run to check "
            "that this is the only problem."),
    ("bash", "plz -o sandbox.test:false test //src/server:server_test", out(
        "Exit code 1", "//src/server:server_test 3 tests run; 2 passed, 1 errored", "    TestHealthUpstream ERRORED (30.01s)",
        "    Get \"https://status.acme.dev/ping\": context deadline exceeded (Client.Timeout exceeded while awaiting "
        "headers)", "1 test target and 3 tests run; 2 passed, 1 errored."), True),
    ("say", "status.acme.dev isn't reachable from this machine either, sandbox or not. The test should use an httptest "
            "server instead of the real endpoint."),
    ("user", "yeah leave it, I'll rewrite that test. what targets are there under src?"),
    ("bash", "plz query alltargets //src/...", out(
        "//src/cmd/api:api", "//src/server:server", "//src/server:server_test", "//src/store:store",
        "//src/store:store_test"), False),
]

_CLEAR = out(
    "> acme-docs@0.0.0 clear", "> docusaurus clear", "",
    "[SUCCESS] Removed the Webpack persistent cache folder at \"/Users/rafa/src/acme-docs/node_modules/.cache\".",
    "[SUCCESS] Removed the generated folder at \"/Users/rafa/src/acme-docs/.docusaurus\".", "")
_BROKEN = out(
    "[INFO] [en] Creating an optimized production build...", "[ERROR] Error: Unable to build website for locale en.",
    "    at tryToBuildLocale (/Users/rafa/src/acme-docs/node_modules/@docusaurus/core/lib/commands/build.js:83:15)",
    "  [cause]: Error: Docusaurus found broken links!", "",
    "  Please check the pages of your site in the list below, and make sure you don't reference any path that does "
    "not exist.",
    "  Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build "
    "pass.", "", "  Exhaustive list of all broken links found:",
    "  - Broken link on source page path = /docs/guides/install:",
    "     -> linking to ../reference/cli (resolved as: /docs/reference/cli)",
    "  - Broken link on source page path = /docs/guides/quickstart:",
    "     -> linking to ../reference/cli#flags (resolved as: /docs/reference/cli)",
    "  - Broken link on source page path = /docs/faq:", "     -> linking to ./reference/cli (resolved as: /docs/reference/cli)")

DOCUSAURUS_STEPS: list[Step] = [
    ("user", "The docs build broke after Lena's CLI reference rename. Get `npm run build` green."),
    ("bash", "npm run clear && npm run build",
     out("Exit code 1", _CLEAR, "> acme-docs@0.0.0 build", "> docusaurus build", "", _BROKEN), True),
    ("task", "Find where the CLI reference moved",
     "In /Users/rafa/src/acme-docs, find what happened to docs/reference/cli.md in the git history and what its "
     "current URL slug is. Report the new path and slug only.",
     "docs/reference/cli.md was renamed to docs/reference/command-line.mdx in 8d41c2a (\"rename CLI reference\", "
     "Lena Park). Its front matter sets `slug: /reference/command-line`, so the page is served at "
     "/docs/reference/command-line. `git log --follow --oneline -- docs/reference/command-line.mdx` shows the rename."),
    ("say", "Do you want me to set `onBrokenLinks: 'warn'` in docusaurus.config.js so the build passes while the links "
            "get fixed?"),
    ("user", "No. Fix the links, don't hide them."),
    ("bash", "grep -rln 'reference/cli' docs | xargs sed -i '' -e 's#reference/cli#reference/command-line#g' && "
             "grep -rn 'reference/command-line' docs", out(
                 "docs/guides/install.md:18:See the [CLI reference](../reference/command-line) for every flag.",
                 "docs/guides/quickstart.md:40:Flags are listed in [the reference](../reference/command-line#flags).",
                 "docs/faq.md:12:Every command is in the [CLI reference](./reference/command-line)."), False),
    ("bash", "npm run build 2>&1 | tail -3", out(
        "[SUCCESS] Generated static files in \"build\".",
        "[INFO] Use `npm run serve` command to test your build locally.", ""), False),
    ("user", "Thanks. Also merge Tom's quickstart tweak from origin/tom/quickstart and rebuild."),
    ("bash", "git merge --no-edit origin/tom/quickstart", out(
        "Updating 3f2a9c1..b71e04d", "Fast-forward", " docs/guides/quickstart.md | 6 ++++--",
        " 1 file changed, 4 insertions(+), 2 deletions(-)"), False),
    ("bash", "npm run build", out(
        "Exit code 1", "", "> acme-docs@0.0.0 build", "> docusaurus build", "",
        "[INFO] [en] Creating an optimized production build...",
        "[ERROR] Error: MDX compilation failed for file \"/Users/rafa/src/acme-docs/docs/guides/quickstart.md\"",
        "Cause: Unexpected character `5` (U+0035) before name, expected a character that can start a name, such as a "
        "letter, `$`, or `_`", "Details:", "{", "  \"column\": 16,", "  \"line\": 42,",
        "  \"ruleId\": \"unexpected-character\",", "  \"source\": \"micromark-extension-mdx-jsx\"", "}"), True),
    ("say", "MDX 3 reads `<5` as the start of a JSX tag. Escaping the less-than sign fixes it."),
    ("edit", "/Users/rafa/src/acme-docs/docs/guides/quickstart.md", "Setup takes <5 minutes on a laptop.",
     "Setup takes &lt;5 minutes on a laptop."),
    ("bash", "npm run build 2>&1 | tail -2", out(
        "[SUCCESS] Generated static files in \"build\".",
        "[INFO] Use `npm run serve` command to test your build locally."), False),
    ("user", "great, both green. thanks"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        NERVES: ("/home/ilse/src/thermostat_fw", "2025-02-03T08:14:00Z", "main", NERVES_STEPS),
        JENKINS: ("/Users/tomas/src/payments-api", "2025-02-04T13:40:00Z", "ci/jenkinsfile-deploy", JENKINS_STEPS),
        BUILDKITE: ("/home/ravi/src/ledger-svc", "2025-02-05T10:01:00Z", "bk/arm-builds", BUILDKITE_STEPS),
        PLEASE: ("/home/oksana/work/mono", "2025-02-06T15:22:00Z", "plz-go-plugin", PLEASE_STEPS),
        DOCUSAURUS: ("/Users/rafa/src/acme-docs", "2025-02-07T09:30:00Z", "docs/cli-rename", DOCUSAURUS_STEPS),
    }
