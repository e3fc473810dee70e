"""Issue 24, twentieth round (what the read twenty-sixth corpus showed, fixed by class): a run of the fix through a
pipe that exits 0 (`… | grep -m1 error`) yet prints the quoted error is the failure back, and running that fix
again afterwards shows nothing until the failing check passes; a shell handed a line (`powershell -Command "…;
iisreset"`) runs that line's programs; "perfect, the cover images look great" confirms a thing the lesson's fix
never names, so nothing of it; a call whose whole output is the quoted error status (`404`) is the failure; a
fix that is an edit in a named file and a command ("… to package.json and `npm install`") is shown by the failing
check passing after it, not by the command alone; the options of another command on the line (`rm -rf dist &&
… twine check dist/*`) select nothing of the re-run check; "the very next run passed" is said of the first call run
after the act; "`cmd` 실행 결과가 `E` 였습니다" is what that call printed; "passing `-d`" says a call was given the flag (not "the fix
is passing `-d`"); the failing command run again with only words the fix's own command adds (`sed -i '' …`, an empty
argument a word of its own; `git -C x pull --allow-unrelated-histories`) runs the fix; the model taking the fix back
in its own turn ("That was wrong of me") undoes it; an example file name in the fix's command (`x.nupkg`) stands for
any file of its kind. Each verdict from the whole-range judge and the streaming scan alike (`verdict`);
each test fails on the code before its rule, except the guards, each failing without its guard."""
from __future__ import annotations

from core.evidence.fixparts import adds_only, run_within, targets
from core.evidence.person import confirms
from core.evidence.steps import argv, command_words, programs
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

REFUSED = "error: error communicating with database: Connection refused (os error 111)"


def offline_session(rerun_cross: bool) -> Builder:
    b = Builder()
    b.prompt("cross-compile it for the pi")
    b.tool("Bash", {"command": "cross build --target aarch64-unknown-linux-gnu --release"},
           f"Exit code 101\n   Compiling notes-svc v0.3.0\n{REFUSED}\nerror: could not compile `notes-svc`",
           is_error=True)
    b.tool("Bash", {"command": "cargo sqlx prepare -- --lib"}, "query data written to .sqlx in the current directory")
    b.tool("Bash", {"command": "SQLX_OFFLINE=true cross build --target aarch64-unknown-linux-gnu --release 2>&1 | "
                               "grep -m1 error"}, REFUSED)
    b.tool("Bash", {"command": "cargo sqlx prepare -- --lib && cargo test 2>&1 | tail -1"},
           "query data written to .sqlx in the current directory\ntest result: ok. 17 passed; 0 failed")
    if rerun_cross:
        b.tool("Bash", {"command": "SQLX_OFFLINE=true cross build --target aarch64-unknown-linux-gnu --release"},
               "   Compiling notes-svc v0.3.0\n    Finished `release` profile [optimized] target(s) in 2m 41s")
    return b


OFFLINE = gotcha(f"`{REFUSED}`; ran `cargo sqlx prepare -- --lib` (query data written to .sqlx) and "
                 "`SQLX_OFFLINE=true cross build --target aarch64-unknown-linux-gnu --release`.",
                 "Run `cargo sqlx prepare -- --lib`, then `SQLX_OFFLINE=true cross build --target "
                 "aarch64-unknown-linux-gnu --release`.")


def test_a_piped_fix_printing_the_error_again_is_the_failure_back(tmp_path):
    assert verdict(offline_session(False), tmp_path, OFFLINE).startswith("review: fix not shown")


def test_after_it_came_back_the_failing_check_must_pass(tmp_path):
    """Guard: the failing check passing after the fix ran again shows it."""
    assert verdict(offline_session(True), tmp_path, OFFLINE) == "write"


def test_a_shell_handed_a_line_runs_its_programs():
    line = 'powershell -NoProfile -Command "Start-Process x.exe -Wait; iisreset"'
    assert programs(line) == ("powershell", "start-process", "iisreset")
    assert ("iisreset",) in command_words(line)
    assert programs("bash -c 'make && ./run.sh'") == ("bash", "make", "./run.sh")
    assert programs("echo -c 'make'") == ("echo",)   # guard: not a shell


def iis_session() -> Builder:
    b = Builder()
    b.prompt("/health gives a 500")
    b.tool("Bash", {"command": 'powershell -NoProfile -Command "try { Invoke-WebRequest http://localhost:8080/health '
                               '} catch { $_.ErrorDetails.Message }"'},
           "HTTP Error 500.19 - Internal Server Error\nError Code    0x8007000d")
    b.tool("Bash", {"command": 'powershell -NoProfile -Command "Start-Process C:\\dl\\dotnet-hosting-8.0.11-win.exe '
                               "-ArgumentList '/install','/quiet' -Wait; iisreset\""},
           "Attempting stop...\nInternet services successfully stopped\nAttempting start...\n"
           "Internet services successfully restarted")
    b.prompt("ok, moving on to the logs")
    return b


def test_a_fix_run_inside_a_shells_line_is_run(tmp_path):
    e = gotcha("/health returned `HTTP Error 500.19 - Internal Server Error` with `Error Code 0x8007000d`; after "
               "installing the hosting bundle and `iisreset` (Internet services successfully restarted) it served.",
               "Install the .NET Hosting Bundle quietly, then `iisreset`.")
    assert verdict(iis_session(), tmp_path, e) == "write"


def test_praise_for_a_thing_the_fix_never_names_confirms_nothing():
    fix = 'Add `skip_prefixes = ["https://old.example.net/"]` under [link_checker] in config.toml.'
    assert not confirms("perfect, the cover images look great in the browser. thx", "", fix)
    assert confirms("perfect, the link checker looks good now", "", fix + " link checker")   # guard: named
    assert confirms("perfect, thanks", "", fix)   # guard: praise naming nothing


def tomcat_session() -> Builder:
    b = Builder()
    b.prompt("deploy notes.war to tomcat")
    b.tool("Bash", {"command": "./mvnw -q package"}, "Exit code 1\n[ERROR] release version 21 not supported",
           is_error=True)
    b.tool("Bash", {"command": "JAVA_HOME=/opt/jdk21 ./mvnw -q package && ls target/*.war"}, "target/notes.war")
    b.tool("Bash", {"command": "rm -rf /opt/tomcat/webapps/notes && cp target/notes.war /opt/tomcat/webapps/ && "
                               "brew services restart tomcat"}, "==> Successfully started `tomcat`")
    b.tool("Bash", {"command": "curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/notes/api/health"}, "404")
    b.tool("Bash", {"command": "sed -i 's/javax.servlet/jakarta.servlet/g' src/App.java && ./mvnw -q package && "
                               "curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/notes/api/health"}, "200")
    return b


def test_a_call_printing_only_the_quoted_error_status_is_the_failure(tmp_path):
    """The fix ran before the call that printed `404`: it is no fix of that failure (not of the build failing
    earlier, which the citation never quotes)."""
    e = gotcha("Health check answered `404` after deploy; the deploy step ran `rm -rf /opt/tomcat/webapps/notes` "
               "and `brew services restart tomcat`.", "`rm -rf $CATALINA_BASE/webapps/notes` before copying the WAR.")
    assert verdict(tomcat_session(), tmp_path, e).startswith("review: fix not shown")


def osv_session(rescan: bool) -> Builder:
    b = Builder()
    b.prompt("scan the repo")
    b.tool("Bash", {"command": "osv-scanner -r ."},
           "Exit code 1\n| https://osv.dev/GHSA-rhx6-c78j-4q9w | 7.5 | npm | path-to-regexp | 0.1.10 |", is_error=True)
    b.tool("Edit", {"file_path": "/app/package.json", "old_string": '"devDependencies": {',
                    "new_string": '"overrides": { "path-to-regexp": "0.1.12" }, "devDependencies": {'},
           "The file /app/package.json has been updated successfully.")
    b.tool("Bash", {"command": "npm install && npm test"}, "changed 1 package\n Tests  87 passed (87)")
    if rescan:
        b.tool("Bash", {"command": "osv-scanner -r ."}, "Scanned /app/package-lock.json file and found 412 packages\n"
                                                        "No issues found")
    return b


OVERRIDE = gotcha("`| https://osv.dev/GHSA-rhx6-c78j-4q9w | 7.5 | npm | path-to-regexp | 0.1.10 |` → override to "
                  "`\"path-to-regexp\": \"0.1.12\"` → `npm install && npm test`: `Tests  87 passed (87)`.",
                  "Add `\"overrides\": {\"path-to-regexp\": \"0.1.12\"}` to package.json and `npm install`.")


def test_a_command_beside_an_edit_in_a_file_is_no_fix_until_the_check_passes(tmp_path):
    assert targets("Add `\"overrides\": {\"x\": \"0.1.12\"}` to package.json and `npm install`.") == ("package.json",)
    assert verdict(osv_session(False), tmp_path, OVERRIDE).startswith("review: fix not shown")
    assert verdict(osv_session(True), tmp_path, OVERRIDE) == "write"   # guard: the failing scan passes after it


def twine_session() -> Builder:
    b = Builder()
    b.prompt("check the package")
    b.tool("Bash", {"command": "twine check dist/*"},
           "Exit code 1\nChecking dist/slug-0.4.0-py3-none-any.whl: FAILED\n  line 14: Error: Unknown target name: "
           "\"korean romanization\".", is_error=True)
    b.tool("Edit", {"file_path": "/p/README.rst", "old_string": "See `Korean Romanization`_.",
                    "new_string": "See `Korean Romanization`_.\n\n.. _Korean Romanization: https://example.org"},
           "The file /p/README.rst has been updated successfully.")
    b.tool("Bash", {"command": "rm -rf dist && python -m build -q && twine check dist/*"},
           "Checking dist/slug-0.4.0-py3-none-any.whl: PASSED")
    return b


def test_another_commands_option_selects_nothing_of_the_check(tmp_path):
    """`rm -rf dist` before the re-run of `twine check dist/*` is no re-run selecting another thing than failed."""
    e = gotcha("`twine check dist/*` reported `line 14: Error: Unknown target name: \"korean romanization\".`; with "
               "the target added the rebuild printed `PASSED`.",
               "Add `.. _Korean Romanization: <url>` to README.rst, rebuild, and re-run `twine check dist/*`.")
    assert verdict(twine_session(), tmp_path, e) == "write"


def flatpak_session() -> Builder:
    b = Builder()
    b.prompt("package it as a flatpak")
    b.tool("Bash", {"command": "flatpak-builder build-dir org.example.Noted.yml 2>&1 | tail -2"},
           "Exit code 1\n../meson.build:21:10: ERROR: Dependency 'libadwaita-1' is required but not found: found 1.5.1 "
           "but need: '>= 1.6'", is_error=True)
    b.tool("Edit", {"file_path": "/n/org.example.Noted.yml", "old_string": "runtime-version: '46'",
                    "new_string": "runtime-version: '47'"}, "The file /n/org.example.Noted.yml has been updated "
                                                            "successfully.")
    b.tool("Bash", {"command": "flatpak-builder build-dir org.example.Noted.yml 2>&1 | tail -2"},
           "Exit code 1\nerror: Build directory 'build-dir' already initialized, use --force-clean to clear it",
           is_error=True)
    b.tool("Bash", {"command": "flatpak-builder --force-clean build-dir org.example.Noted.yml 2>&1 | tail -2"},
           "Run-time dependency libadwaita-1 found: YES 1.6.2\nExporting org.example.Noted to repo")
    return b


def test_the_very_next_run_is_the_first_call_run_after_the_act(tmp_path):
    said = "After `runtime-version: '47'` the {} flatpak-builder run passed: `Run-time dependency libadwaita-1 " \
           "found: YES 1.6.2`."
    assert verdict(flatpak_session(), tmp_path, fact(said.format("very next"))).startswith("refused")
    assert verdict(flatpak_session(), tmp_path, fact(said.format("later"))) == "write"   # guard: not "next"


def pgvector_session() -> Builder:
    b = Builder()
    b.prompt("HNSW 인덱스 만들어 줘")
    b.tool("Bash", {"command": "psql -d notes -c \"CREATE INDEX i ON chunks USING hnsw (embedding vector_cosine_ops);\""},
           "Exit code 1\nERROR:  access method \"hnsw\" does not exist", is_error=True)
    b.tool("Bash", {"command": "psql -d notes -c \"ALTER EXTENSION vector UPDATE;\""}, "ALTER EXTENSION")
    return b


def test_a_korean_run_result_is_what_that_call_printed(tmp_path):
    said = "`{}` 실행 결과가 `ERROR:  access method \"hnsw\" does not exist` 였습니다."
    assert verdict(pgvector_session(), tmp_path, fact(said.format("ALTER EXTENSION vector UPDATE;"))) \
        .startswith("refused")
    assert verdict(pgvector_session(), tmp_path, fact(said.format("USING hnsw (embedding vector_cosine_ops)"))) == \
        "write"   # guard: the call that printed it


def debuild_session() -> Builder:
    b = Builder()
    b.prompt("build the .deb")
    b.tool("Bash", {"command": "debuild -us -uc"},
           "Exit code 3\ndpkg-checkbuilddeps: error: Unmet build dependencies: libsystemd-dev pkg-config\n"
           "dpkg-buildpackage: warning: (Use -d flag to override.)", is_error=True)
    b.reply("I won't use `-d`: it only skips the check. Installing the build dependencies instead.")
    b.tool("Bash", {"command": "sudo mk-build-deps --install --remove debian/control"}, "Setting up pkg-config")
    return b


def test_passing_a_flag_says_a_call_was_given_it(tmp_path):
    said = "The warning said `dpkg-buildpackage: warning: (Use -d flag to override.)`; {} `-d` got debuild past " \
           "the missing libsystemd-dev."
    assert verdict(debuild_session(), tmp_path, fact(said.format("passing"))).startswith("refused")
    assert verdict(debuild_session(), tmp_path, fact(said.format("the fix is passing"))) == "write"   # guard


def sed_session() -> Builder:
    b = Builder()
    b.prompt("bump the version in the Makefile, I'm on my mac")
    b.tool("Bash", {"command": "sed -i 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile"},
           "Exit code 1\nsed: 1: \"Makefile\": invalid command code M", is_error=True)
    b.tool("Bash", {"command": "sed -i '' 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile && grep -n VERSION Makefile"},
           "3:VERSION ?= 2.4.0")
    return b


def test_the_failing_command_with_what_the_fix_adds_runs_the_fix(tmp_path):
    """`sed -i '' …` after `sed -i …` failed: the empty argument is a word of its own, and the failing command run
    with only words the fix's command adds (its placeholders filled in) is the fix run."""
    assert argv("sed -i '' 's/a/b/' f") == ("sed", "-i", "''", "s/a/b/", "f")
    e = gotcha("`sed -i 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile` failed with \"invalid command code M\"; "
               "`sed -i '' 's/VERSION ?= 2.3.1/VERSION ?= 2.4.0/' Makefile` then worked: \"3:VERSION ?= 2.4.0\"",
               "Give BSD sed its suffix: `sed -i '' 's/old/new/' file`.")
    assert verdict(sed_session(), tmp_path, e) == "write"
    # guard: the same words without the empty argument are the failing command again, no fix
    assert verdict(sed_session(), tmp_path, gotcha(e.evidence, "Run `sed -i 's/old/new/' file` again.")) != "write"


def merge_session(retract: bool) -> Builder:
    b = Builder()
    b.prompt("update my other checkout too")
    b.tool("Bash", {"command": "git -C ~/work/notes pull"}, "Exit code 128\nfatal: refusing to merge unrelated histories",
           is_error=True)
    b.tool("Bash", {"command": "git -C ~/work/notes pull --allow-unrelated-histories --no-edit"},
           "Merge made by the 'ort' strategy.")
    b.tool("Bash", {"command": "git -C ~/work/notes log --oneline -- secrets/ | head -3"}, "a91c3e2 add staging secrets")
    b.reply("That was wrong of me: the merge brought the old history back. Resetting instead." if retract else
            "Merged.")
    return b


def test_the_model_taking_back_the_fix_in_its_turn_undoes_it(tmp_path):
    e = gotcha("`git -C ~/work/notes pull` → `fatal: refusing to merge unrelated histories`; then `git -C ~/work/notes "
               "pull --allow-unrelated-histories --no-edit` → `Merge made by the 'ort' strategy.`",
               "`git pull --allow-unrelated-histories --no-edit` in the old checkout.")
    assert verdict(merge_session(False), tmp_path, e) == "write"   # (the fix run with `-C` before it)
    assert verdict(merge_session(True), tmp_path, e).startswith("review: fix not shown")


def test_the_failing_command_with_a_word_swapped_for_the_fixs_runs_it(tmp_path):
    b = Builder()
    b.prompt("unpack node under ~/toolchains")
    b.tool("Bash", {"command": "tar -xzf node-v22.11.0-linux-x64.tar.xz"},
           "Exit code 2\ngzip: stdin: not in gzip format\ntar: Child returned status 1", is_error=True)
    b.tool("Bash", {"command": "tar -xJf node-v22.11.0-linux-x64.tar.xz && ./node-v22.11.0-linux-x64/bin/node -v"},
           "v22.11.0")
    e = gotcha("`tar -xzf node-v22.11.0-linux-x64.tar.xz` failed: \"gzip: stdin: not in gzip format\"; `tar -xJf "
               "node-v22.11.0-linux-x64.tar.xz` then worked and node printed \"v22.11.0\"",
               "Use the flag of the real compression: `tar -xJf file.tar.xz`.")
    assert verdict(b, tmp_path, e) == "write"
    # guard: more words swapped than kept is another command, not the failing one with the fix's word
    assert not adds_only(("tar", "-xzf", "a.tar.xz"), ("tar", "-xjf", "b.tar.xz"), (("tar", "-xjf", "b.tar.xz"),))


def test_an_example_file_name_stands_for_any_file_of_its_kind(tmp_path):
    b = Builder()
    b.prompt("unpack the nupkg")
    b.tool("Bash", {"command": "Expand-Archive -Path .\\Newtonsoft.Json.13.0.3.nupkg -DestinationPath .\\nj"},
           "Exit code 1\nExpand-Archive : .nupkg is not a supported archive file format. .zip is the only supported "
           "archive file format.", is_error=True)
    b.tool("Bash", {"command": "Copy-Item .\\Newtonsoft.Json.13.0.3.nupkg .\\nj.zip; Expand-Archive -Path .\\nj.zip "
                               "-DestinationPath .\\nj -Force; Get-ChildItem .\\nj\\lib -Name"}, "net45\nnetstandard2.0")
    e = gotcha("`Expand-Archive -Path .\\Newtonsoft.Json.13.0.3.nupkg -DestinationPath .\\nj` failed: \".zip is the "
               "only supported archive file format.\"; after `Copy-Item .\\Newtonsoft.Json.13.0.3.nupkg .\\nj.zip` the "
               "expand worked and listed \"netstandard2.0\"",
               "Copy the file to a `.zip` name first (`Copy-Item x.nupkg x.zip`) and expand that.")
    assert verdict(b, tmp_path, e) == "write"
    # guard: an example name stands for a file of its own kind only
    assert not run_within(("copy-item", "x.nupkg", "x.zip"), ("copy-item", "./a.nupkg", "./b.tar"))
