"""Scripted sessions of corpus17, part B: Temporal Go workers, arduino-cli on Windows, Zephyr west builds, Pandoc with
xelatex and citeproc, Sphinx autodoc and intersphinx, MkDocs Material in strict mode, Jekyll on Ruby 3.3 and GitHub
Pages. In the record envelope sessions_dsl writes."""
from __future__ import annotations

from tests.truth import corpus_builder

TMPRL = "\n".join(
    f"2024-05-08T09:14:{s:02d}.221Z\tERROR\tWorkflow panic\t{{\"Namespace\": \"orders\", \"TaskQueue\": \"orders-tq\", "
    f"\"WorkflowType\": \"FulfilOrder\", \"WorkflowID\": \"order-{wid}\", \"Error\": \"[TMPRL1100] nondeterministic "
    f"workflow: history event is ActivityTaskScheduled: (ActivityId:5, ActivityType:(Name:ReserveStock)), replay "
    f"command is ScheduleActivityTask: (ActivityId:5, ActivityType:(Name:ChargeCard))\"}}"
    for s, wid in ((3, 88412), (9, 88415), (17, 88420)))

TEMPORAL = [
    ("user", "orders-worker pods spam 'nondeterministic workflow' since this morning's deploy. help"),
    ("bash", "cd /home/kai/src/orders-worker && kubectl logs deploy/orders-worker --tail=200 | grep -i nondetermin",
     TMPRL, False),
    ("say", "The new FulfilOrder schedules ChargeCard where old histories have ReserveStock. Pulling one history to "
            "replay it locally."),
    ("bash", "temporal workflow show -w order-88412 -n orders --output json > workflows/testdata/order-88412.json",
     "Error: unable to create SDK client: failed reaching server: connection error: desc = \"transport: Error while "
     "dialing: dial tcp 127.0.0.1:7233: connect: connection refused\"", True),
    ("bash", "temporal workflow show -w order-88412 -n orders --address temporal.acme.internal:7233 --output json "
             "> workflows/testdata/order-88412.json && wc -c workflows/testdata/order-88412.json",
     "48211 workflows/testdata/order-88412.json", False),
    ("write", "/home/kai/src/orders-worker/workflows/replay_test.go",
     "package workflows\n\nimport (\n\t\"testing\"\n\n\t\"go.temporal.io/sdk/worker\"\n)\n\n"
     "func TestReplayFulfilOrder(t *testing.T) {\n\tr := worker.NewWorkflowReplayer()\n"
     "\tr.RegisterWorkflow(FulfilOrder)\n"
     "\tif err := r.ReplayWorkflowHistoryFromJSONFile(nil, \"testdata/order-88412.json\"); err != nil {\n"
     "\t\tt.Fatal(err)\n\t}\n}\n"),
    ("bash", "go test ./workflows/ -run TestReplayFulfilOrder",
     "--- FAIL: TestReplayFulfilOrder (0.08s)\n    replay_test.go:14: [TMPRL1100] nondeterministic workflow: history "
     "event is ActivityTaskScheduled: (ActivityId:5, ActivityType:(Name:ReserveStock)), replay command is "
     "ScheduleActivityTask: (ActivityId:5, ActivityType:(Name:ChargeCard))\nFAIL\nFAIL\torders-worker/workflows\t0.311s",
     True),
    ("edit", "/home/kai/src/orders-worker/workflows/fulfil.go",
     "\tif err := chargeThenReserve(ctx, order); err != nil {",
     "\tv := workflow.GetVersion(ctx, \"charge-before-reserve\", workflow.DefaultVersion, 1)\n"
     "\tstep := reserveThenCharge\n\tif v == 1 {\n\t\tstep = chargeThenReserve\n\t}\n"
     "\tif err := step(ctx, order); err != nil {"),
    ("bash", "go test ./workflows/ -run TestReplayFulfilOrder", "ok  \torders-worker/workflows\t0.214s", False),
    ("bash", "docker build -q -t registry.acme.dev/orders-worker:1.14.1 . && docker push -q "
             "registry.acme.dev/orders-worker:1.14.1 && kubectl set image deploy/orders-worker "
             "worker=registry.acme.dev/orders-worker:1.14.1 && kubectl rollout status deploy/orders-worker",
     "sha256:7be0d1c9a2f4\nregistry.acme.dev/orders-worker:1.14.1\ndeployment.apps/orders-worker image updated\n"
     "Waiting for deployment \"orders-worker\" rollout to finish: 1 of 3 updated replicas are available...\n"
     "deployment \"orders-worker\" successfully rolled out", False),
    ("user", "아니요, order-88412 는 Temporal UI에서 아직도 WorkflowTaskFailed 로 보여요."),
    ("say", "Its last workflow task failed before the new worker came up, so it may be stuck on that failed task. "
            "`temporal workflow reset -w order-88412 -n orders --address temporal.acme.internal:7233 "
            "--type LastWorkflowTask --reason \"nondeterminism fix\"` would re-run it. Want me to run it?"),
    ("user", "not today, I'll check with the on-call first"),
]

NANO = "arduino:megaavr:nona4809"
ARDUINO = [
    ("user", "compile for the Nano Every fails, WiFiNINA not found. sketch is in "
             "C:\\Users\\jonas\\Documents\\Arduino\\soil-monitor"),
    ("bash", f"cd /c/Users/jonas/Documents/Arduino/soil-monitor && arduino-cli compile --fqbn {NANO} soil-monitor.ino",
     "C:\\Users\\jonas\\Documents\\Arduino\\soil-monitor\\soil-monitor.ino:3:10: fatal error: WiFiNINA.h: No such "
     "file or directory\n #include <WiFiNINA.h>\n          ^~~~~~~~~~~~\ncompilation terminated.\n\n"
     "Used platform     Version Path\narduino:megaavr   1.8.8   "
     "C:\\Users\\jonas\\AppData\\Local\\Arduino15\\packages\\arduino\\hardware\\megaavr\\1.8.8\n\n"
     "Error during build: exit status 1", True),
    ("bash", "arduino-cli lib install WiFiNINA",
     "Downloading WiFiNINA@1.8.14...\nWiFiNINA@1.8.14 downloaded\nInstalling WiFiNINA@1.8.14...\n"
     "Installed WiFiNINA@1.8.14", False),
    ("bash", f"arduino-cli compile --fqbn {NANO} soil-monitor.ino",
     "Sketch uses 21874 bytes (44%) of program storage space. Maximum is 49152 bytes.\nGlobal variables use 1412 bytes "
     "(23%) of dynamic memory, leaving 4732 bytes for local variables. Maximum is 6144 bytes.", False),
    ("bash", f"arduino-cli upload -p COM3 --fqbn {NANO} soil-monitor.ino",
     "avrdude: ser_open(): can't open device \"\\\\.\\COM3\": Access is denied.\n\n"
     "Failed uploading: uploading error: exit status 1", True),
    ("say", "COM3 is held by another program, most likely the Arduino IDE's Serial Monitor. Close it and I'll "
            "upload again."),
    ("user", "closed the IDE. try again"),
    ("bash", f"arduino-cli upload -p COM3 --fqbn {NANO} soil-monitor.ino",
     "avrdude: AVR device initialized and ready to accept instructions\navrdude: writing flash (21874 bytes):\n"
     "avrdude: 21874 bytes of flash written\navrdude: verifying flash memory against soil-monitor.ino.hex:\n"
     "avrdude: 21874 bytes of flash verified\n\navrdude done.  Thank you.", False),
    ("bash", "timeout 8 arduino-cli monitor -p COM3 -c baudrate=115200",
     "Monitor port settings:\n  baudrate=115200\nConnected to COM3! Press CTRL-C to exit.\n"
     "\u00ef\u00bf\u00bdx\u00ef\u00bf\u00bd\u00ef\u00bf\u00bdf\u00ef\u00bf\u00bdx\u00ef\u00bf\u00bd", True),
    ("say", "Garbage means a baud mismatch: the sketch calls `Serial.begin(9600)`. I'll make the sketch use 115200 so it "
            "matches the monitor default we use."),
    ("edit", "C:\\Users\\jonas\\Documents\\Arduino\\soil-monitor\\soil-monitor.ino", "  Serial.begin(9600);",
     "  Serial.begin(115200);"),
    ("bash", f"arduino-cli compile --fqbn {NANO} soil-monitor.ino",
     "Sketch uses 21874 bytes (44%) of program storage space. Maximum is 49152 bytes.\nGlobal variables use 1412 bytes "
     "(23%) of dynamic memory, leaving 4732 bytes for local variables. Maximum is 6144 bytes.", False),
    ("say", "Compiles. Upload it and the monitor at 115200 should be readable."),
]

WEST = "west build -b nrf52840dk/nrf52840 app -p auto"
ZEPHYR_LINK = """[142/150] Linking C executable zephyr/zephyr_pre0.elf
FAILED: zephyr/zephyr_pre0.elf zephyr/zephyr_pre0.map
/opt/zephyr-sdk-0.16.8/arm-zephyr-eabi/bin/../lib/gcc/arm-zephyr-eabi/12.2.0/../../../../arm-zephyr-eabi/bin/ld.bfd: app/libapp.a(main.c.obj): in function `main':
/home/li/zp/sensor-node/app/src/main.c:21: undefined reference to `__device_dts_ord_112'
collect2: error: ld returned 1 exit status
ninja: build stopped: subcommand failed.
FATAL ERROR: command exited with status 1: /usr/bin/cmake --build /home/li/zp/sensor-node/build"""

ZEPHYR = [
    ("user", "west build fails after I added the bme280 overlay"),
    ("bash", f"cd /home/li/zp/sensor-node && {WEST} 2>&1 | tail -6",
     "devicetree error: /home/li/zp/sensor-node/app/boards/nrf52840dk_nrf52840.overlay:7 (column 12): parse error: "
     "expected '<', '\"', or '['\nCMake Error at /home/li/zp/zephyr/cmake/modules/dts.cmake:295 (message):\n"
     "  gen_defines.py failed with return code: 1\n-- Configuring incomplete, errors occurred!\n"
     "FATAL ERROR: command exited with status 1: /usr/bin/cmake -DWEST_PYTHON=/usr/bin/python3 "
     "-B/home/li/zp/sensor-node/build -GNinja -DBOARD=nrf52840dk/nrf52840 -S/home/li/zp/sensor-node/app", True),
    ("bash", "sed -n 1,12p app/boards/nrf52840dk_nrf52840.overlay",
     "&i2c0 {\n\tstatus = \"okay\";\n\tpinctrl-0 = <&i2c0_default>;\n\n\tbme280@76 {\n\t\tcompatible = \"bosch,bme280\";"
     "\n\t\tstatus = okay;\n\t\treg = <0x76>;\n\t};\n};", False),
    ("say", "Line 7: devicetree string properties need quotes, `status = okay;` must be `status = \"okay\";`."),
    ("edit", "/home/li/zp/sensor-node/app/boards/nrf52840dk_nrf52840.overlay", "\t\tstatus = okay;",
     "\t\tstatus = \"okay\";"),
    ("bash", f"{WEST} 2>&1 | tail -8", ZEPHYR_LINK, True),
    ("say", "Devicetree parses now. The link error means the bme280 device is defined but no driver is built: the "
            "sensor and I2C subsystems are off in prj.conf."),
    ("edit", "/home/li/zp/sensor-node/app/prj.conf", "CONFIG_LOG=y", "CONFIG_LOG=y\nCONFIG_I2C=y\nCONFIG_SENSOR=y"),
    ("bash", f"{WEST} 2>&1 | tail -4",
     "Memory region         Used Size  Region Size  %age Used\n           FLASH:       61232 B         1 MB      5.84%\n"
     "             RAM:       14872 B       256 KB      5.67%\n[150/150] Linking C executable zephyr/zephyr.elf", False),
    ("user", "great. flash it"),
    ("bash", "west flash",
     "-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner nrfjprog\n"
     "ERROR: JLinkARM DLL load failed. Try again. If it keeps failing, please reinstall latest JLinkARM from Segger "
     "webpage.\nFATAL ERROR: command exited with status 33: nrfjprog --program "
     "/home/li/zp/sensor-node/build/zephyr/zephyr.hex --sectoranduicrerase --verify -f NRF52 --snr 683512345", True),
    ("say", "nrfjprog cannot load the J-Link library. Should I try the jlink runner directly?"),
    ("user", "yes"),
    ("bash", "west flash --runner jlink",
     "-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner jlink\n"
     "FATAL ERROR: required program JLinkExe not found; install it or add its location to PATH", True),
    ("say", "The SEGGER J-Link software isn't installed on this machine at all, so neither runner can work. Install "
            "the J-Link Software and Documentation Pack and re-run `west flash`."),
]

PANDOC_BASE = "pandoc chapters/*.md --pdf-engine=xelatex"
PANDOC = [
    ("user", "O PDF do pandoc sai com caracteres faltando (nomes poloneses e chineses). Pode ajudar?"),
    ("bash", f"cd /home/ana/thesis && {PANDOC_BASE} -o build/thesis.pdf",
     "[WARNING] Missing character: There is no ł (U+0142) in font Latin Modern Roman!\n"
     "[WARNING] Missing character: There is no 语 (U+8BED) in font Latin Modern Roman!\n"
     "[WARNING] Missing character: There is no 义 (U+4E49) in font Latin Modern Roman!", False),
    ("say", "xelatex falls back to Latin Modern, which has neither glyph. Setting a main font and a CJK font:"),
    ("bash", f"{PANDOC_BASE} -V mainfont=\"Noto Serif\" -V CJKmainfont=\"Noto Serif CJK SC\" -o build/thesis.pdf",
     "Error producing PDF.\n! Package fontspec Error: The font \"Noto Serif CJK SC\" cannot be found.\n\n"
     "For immediate help type H <return>.\n ...                                              \n\n"
     "l.34 \\setCJKmainfont{Noto Serif CJK SC}", True),
    ("bash", "fc-list :lang=zh family | sort -u | head -5",
     "Noto Sans CJK SC,Noto Sans CJK SC Regular\nNoto Serif CJK JP\nWenQuanYi Zen Hei", False),
    ("say", "Only the Sans variant of the SC family is installed. Using that."),
    ("bash", f"{PANDOC_BASE} -V mainfont=\"Noto Serif\" -V CJKmainfont=\"Noto Sans CJK SC\" -o build/thesis.pdf && "
             "pdffonts build/thesis.pdf | grep -c Noto", "4", False),
    ("user", "Obrigada! Agora a bibliografia: as citações aparecem como ??"),
    ("bash", f"{PANDOC_BASE} -V mainfont=\"Noto Serif\" -V CJKmainfont=\"Noto Sans CJK SC\" --citeproc "
             "--bibliography=refs.bib --csl=apa.csl -o build/thesis.pdf",
     "[WARNING] Citeproc: citation silva2019 not found\n[WARNING] Citeproc: citation chen2021a not found", False),
    ("bash", "grep -n \"silva2019\\|Silva2019\\|chen2021\" refs.bib",
     "112:@article{Silva2019,\n240:@inproceedings{chen2021,", False),
    ("say", "Citation keys are case-sensitive, and there is no chen2021a. Renaming the citations in the chapters."),
    ("bash", "sed -i 's/@silva2019/@Silva2019/g; s/@chen2021a/@chen2021/g' chapters/*.md && "
             "grep -c \"@Silva2019\" chapters/02-related.md", "3", False),
    ("say", "The chapters now cite `@Silva2019` and `@chen2021`."),
    ("user", "vou rodar o build depois, obrigada"),
]

SPHINX_OPTS = "make html SPHINXOPTS=\"-W --keep-going\""
SPHINX = [
    ("user", "docs CI fails: make html with -W, autodoc import errors"),
    ("bash", f"cd /home/bo/proj/pyhydro/docs && {SPHINX_OPTS} 2>&1 | tail -6",
     "WARNING: autodoc: failed to import module 'solver' from module 'pyhydro'; the following exception was raised:\n"
     "No module named 'netCDF4'\nWARNING: autodoc: failed to import module 'io' from module 'pyhydro'; the following "
     "exception was raised:\nNo module named 'netCDF4'\n"
     "build finished with problems, 2 warnings (with warnings treated as errors).\n"
     "make: *** [Makefile:20: html] Error 1", True),
    ("say", "netCDF4 is a compiled dependency the docs job doesn't install. autodoc can mock it."),
    ("edit", "/home/bo/proj/pyhydro/docs/conf.py", "autodoc_typehints = \"description\"",
     "autodoc_typehints = \"description\"\nautodoc_mock_imports = [\"netCDF4\"]"),
    ("bash", f"{SPHINX_OPTS} 2>&1 | tail -3",
     "/home/bo/proj/pyhydro/pyhydro/solver.py:docstring of pyhydro.solver.step:1: WARNING: py:class reference target "
     "not found: numpy.typing.NDArray\nbuild finished with problems, 1 warning (with warnings treated as errors).\n"
     "make: *** [Makefile:20: html] Error 1", True),
    ("edit", "/home/bo/proj/pyhydro/docs/conf.py",
     "intersphinx_mapping = {\"python\": (\"https://docs.python.org/3\", None)}",
     "intersphinx_mapping = {\n    \"python\": (\"https://docs.python.org/3\", None),\n"
     "    \"numpy\": (\"https://numpy.org/doc/stable/\", None),\n}"),
    ("bash", f"{SPHINX_OPTS} 2>&1 | tail -4",
     "loading intersphinx inventory 'numpy' from https://numpy.org/doc/stable/objects.inv ...\n"
     "writing output... [100%] usage\nbuild succeeded.\n\nThe HTML pages are in _build/html.", False),
    ("user", "also the linkcheck job is flaky"),
    ("bash", "make linkcheck 2>&1 | grep -E \"broken|timeout\" | head",
     "(api/solver: line   12) broken    https://doi.org/10.1029/2019WR025312 - 403 Client Error: Forbidden for url: "
     "https://agupubs.onlinelibrary.wiley.com/doi/10.1029/2019WR025312\n"
     "(index: line   40) timeout   https://hydro.example.edu/data - HTTPSConnectionPool(host='hydro.example.edu', "
     "port=443): Read timed out. (read timeout=5)", False),
    ("say", "Both are the remote side: the publisher answers 403 to bots and the university host is slow. Add "
            "`linkcheck_ignore = [r\"https://doi.org/.*\"]` and `linkcheck_timeout = 30` to conf.py; I'll leave that "
            "to you since ignoring DOIs is a policy call."),
    ("user", "ok cool"),
]

ESC = "\x1b"
MKDOCS_WARN = (f"{ESC}[33mWARNING {ESC}[0m-  Doc file 'guides/install.md' contains a link 'img/arch.png', but the "
               "target 'guides/img/arch.png' is not found among documentation files. Did you mean '../img/arch.png'?")
MKDOCS = [
    ("user", "mkdocs build --strict fails since we added the blog plugin"),
    ("bash", "cd /home/eva/site-docs && mkdocs build --strict",
     f"{ESC}[31mERROR   {ESC}[0m-  Config value 'plugins': The \"blog\" plugin is not installed\n\n"
     "Aborted with 1 configuration errors!", True),
    ("bash", "pip show mkdocs-material | head -2", "Name: mkdocs-material\nVersion: 9.1.21", False),
    ("say", "The blog plugin ships with mkdocs-material from 9.2 on; this environment has 9.1.21."),
    ("bash", "pip install -q -U \"mkdocs-material>=9.2\" && mkdocs build --strict",
     f"INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: /home/eva/site-docs/site\n"
     f"{MKDOCS_WARN}\n\nAborted with 1 warnings in strict mode!", True),
    ("say", "The plugin loads now; strict mode stops on a relative image link in guides/install.md."),
    ("edit", "/home/eva/site-docs/docs/guides/install.md", "![Architecture](img/arch.png)",
     "![Architecture](../img/arch.png)"),
    ("bash", "mkdocs build --strict",
     "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: /home/eva/site-docs/site\n"
     "INFO    -  Documentation built in 2.14 seconds", False),
    ("user", "perfect. and pin it in requirements-docs.txt please, CI installs from that"),
    ("edit", "/home/eva/site-docs/requirements-docs.txt", "mkdocs-material==9.1.21", "mkdocs-material==9.5.27"),
    ("say", "Pinned to 9.5.27, the version now installed here."),
]

JEKYLL_SERVE = """Configuration file: /home/sam/blog/_config.yml
            Source: /home/sam/blog
       Destination: /home/sam/blog/_site
 Incremental build: disabled. Enable with --incremental
      Generating...
                    done in 0.812 seconds.
 Auto-regeneration: enabled for '/home/sam/blog'
<internal:/home/sam/.rubies/ruby-3.3.1/lib/ruby/3.3.0/rubygems/core_ext/kernel_require.rb>:136:in `require': cannot load such file -- webrick (LoadError)"""

JEKYLL = [
    ("user", "bundle exec jekyll serve crashes on ruby 3.3"),
    ("bash", "cd /home/sam/blog && bundle exec jekyll serve", JEKYLL_SERVE, True),
    ("say", "Ruby 3 no longer bundles webrick, which jekyll serve needs."),
    ("bash", "bundle add webrick && bundle exec jekyll serve --detach",
     "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n"
     "Installing webrick 1.8.1\nConfiguration file: /home/sam/blog/_config.yml\n"
     "      Generating...\n                    done in 0.774 seconds.\n"
     " Server detached with pid '48213'. Server address: http://127.0.0.1:4000/", False),
    ("bash", "curl -s -o /dev/null -w \"%{http_code}\\n\" http://127.0.0.1:4000/", "200", False),
    ("user", "nice. GitHub Pages build fails though: \"The github-pages gem can't satisfy your Gemfile's "
             "dependencies.\""),
    ("bash", "grep -n jekyll Gemfile", "3:gem \"jekyll\", \"~> 4.3\"\n7:  gem \"jekyll-feed\", \"~> 0.12\"", False),
    ("say", "The classic Pages build uses the github-pages gem, which pins Jekyll 3.9, so `jekyll ~> 4.3` can't "
            "resolve there. A GitHub Actions workflow that runs `bundle exec jekyll build` avoids the pin. Or we "
            "downgrade to github-pages. Which do you prefer?"),
    ("user", "let's do the actions workflow"),
    ("write", "/home/sam/blog/.github/workflows/pages.yml",
     "name: Deploy Jekyll site to Pages\non:\n  push:\n    branches: [main]\npermissions:\n  contents: read\n"
     "  pages: write\n  id-token: write\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n"
     "      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          ruby-version: '3.3'\n"
     "          bundler-cache: true\n      - run: bundle exec jekyll build\n        env:\n"
     "          JEKYLL_ENV: production\n      - uses: actions/upload-pages-artifact@v3\n  deploy:\n    needs: build\n"
     "    runs-on: ubuntu-latest\n    environment:\n      name: github-pages\n    steps:\n"
     "      - uses: actions/deploy-pages@v4\n"),
    ("bash", "git add .github/workflows/pages.yml Gemfile Gemfile.lock && git commit -qm \"Build Pages with Actions\" && "
             "git push -q && sleep 20 && gh run watch --exit-status "
             "$(gh run list -w pages.yml -L1 --json databaseId -q '.[0].databaseId')",
     "✓ main Deploy Jekyll site to Pages · 9123456789\nTriggered via push about 1 minute ago\n\nJOBS\n"
     "✓ build in 41s (ID 25012345678)\n✓ deploy in 12s (ID 25012345901)", False),
    ("user", "완벽해요, 사이트 올라왔어요!"),
]


def sources() -> corpus_builder.Sources:
    return {
        "temporal-replay": ("/home/kai/src/orders-worker", "2024-05-08T09:30:00Z", "fix/nondeterminism", TEMPORAL),
        "arduino-nano-every": ("C:\\Users\\jonas\\Documents\\Arduino\\soil-monitor", "2024-05-08T18:02:00Z", "HEAD",
                               ARDUINO),
        "zephyr-bme280": ("/home/li/zp/sensor-node", "2024-05-09T10:15:00Z", "bme280", ZEPHYR),
        "pandoc-fonts": ("/home/ana/thesis", "2024-05-09T21:40:00Z", "main", PANDOC),
        "sphinx-autodoc": ("/home/bo/proj/pyhydro/docs", "2024-05-10T08:05:00Z", "docs-ci", SPHINX),
        "mkdocs-blog": ("/home/eva/site-docs", "2024-05-10T14:20:00Z", "blog", MKDOCS),
        "jekyll-ruby33": ("/home/sam/blog", "2024-05-11T10:00:00Z", "main", JEKYLL),
    }
