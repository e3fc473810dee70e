"""Issue 24, fourteenth round: a Latin name with a Korean particle written onto it (`TWINE_PASSWORD에`) is that
name; two compound names of one shape joined by a slash ("New-Item/Copy-Item"), or two plain words ("the
select/ignore lists"; not a branch, a remote's branch or a project's first folder), are two names; a Korean clause
ending "…설치됨" says the call went well, as "…설치됐다" does; "starts with `X`" is no start of anything; a
quoted command that is the failing check narrowed (`tox -e py39` of `tox -e py39,py310`) is the check a fix is
seen by, not the fix; a name only a reading part of a line touches (`…; grep -n go/bin ~/.zshrc`) is not the fix
run, nor a check named in the fix its proposal, and a call of the fix the person turned down ends the proposal; the
person's "still go1.21.6 in a new tab" after an edit undoes what the edit showed, and "see if it still works" is
no denial; "on the first submission" is the first run; a shell handed a script (`powershell.exe -Command "just
assets; …"`) runs the script's commands as the check; a fix that is a file's new name is run by the rename to
it; a command "blocked by" an error failed with it; "After the ~/.zshrc edit a new tab printed `X`", with no comma
and no quote after the occasion, puts what was printed after the edit; the failing check run again later in a line
of other programs (`pack build … && docker run … && curl …`) is the check; the quoted error about another file
(`…/.Trash-1000/a.jpg: permission denied`) is not the failure back; a failed call whose result is only its `Exit
code 1` printed nothing, and `%LOCALAPPDATA%\\Unity\\…` reads with `/`. Each verdict from the whole-range judge
and the streaming scan alike (`verdict`); each test fails on the code before its rule."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.fixparts import made, objects, split_checks
from core.evidence.matching import normalise, occurs
from core.evidence.person import denies
from core.evidence.steps import command_words
from core.evidence.words import pair_of
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict


def test_a_name_with_a_korean_particle_written_onto_it_is_that_name():
    assert occurs("twine_password", normalise("토큰은 TWINE_PASSWORD에 넣어놨어"))
    assert not occurs("twine", normalise("TWINE_PASSWORD"))
    assert not occurs("caf", normalise("café"))


def test_two_compound_names_joined_by_a_slash_are_two_names():
    assert pair_of("AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY") == ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY")
    assert pair_of("select/ignore") == ("select", "ignore") and pair_of("daily/rotate") == ("daily", "rotate")
    # a branch, a remote's branch, a project's first folder: one name
    assert pair_of("feat/login") == ("feat/login",) and pair_of("origin/main") == ("origin/main",)
    assert pair_of("src/utils") == ("src/utils",) and pair_of("release/v1-2") == ("release/v1-2",)


def keys_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "sed -i 's/B2_ACCOUNT_ID/AWS_ACCESS_KEY_ID/; s/B2_ACCOUNT_KEY/AWS_SECRET_ACCESS_KEY/' "
                               "restic.env && . ./restic.env && restic init"}, "created restic repository 4f1a9b2c3d")
    return b


def test_keys_named_with_a_slash_are_found_one_by_one(tmp_path):
    evidence = "after the sed rename to AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, `restic init` → `created restic " \
               "repository 4f1a9b2c3d`"
    assert verdict(keys_session(), tmp_path, fact(evidence)) == "write"


def install_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "python -m venv /tmp/hs && /tmp/hs/bin/pip install -q -i https://test.pypi.org/simple/ "
                               "hangul-slug==0.4.0"},
           "Exit code 1\nERROR: No matching distribution found for jamo>=0.4.1", is_error=True)
    return b


def test_a_korean_clause_ending_in_doem_says_the_call_went_well(tmp_path):
    evidence = "`/tmp/hs/bin/pip install -q -i https://test.pypi.org/simple/ hangul-slug==0.4.0`는 jamo까지 한 번에 설치됨."
    assert verdict(install_session(), tmp_path, fact(evidence)).startswith("refused")


def test_starts_with_is_no_start():
    said = parse("`mpremote ls :` showed boot.py only, while main.py starts with `from secrets import WIFI_SSID`; "
                 "ran `mpremote cp secrets.py :`.")
    assert not said.worked
    assert parse("after `mpremote reset` the board started").worked


def test_the_failing_check_narrowed_is_the_check_not_the_fix():
    old = ("tox", "-e", "py39,py310,py311,py312")
    fixes, checks = split_checks([("winget", "install", "python.python.3.9"), ("tox", "-e", "py39")], old)
    assert fixes == [("winget", "install", "python.python.3.9")] and checks == [("tox", "-e", "py39")]
    # the failing command with something of its own is a fix, and a check alone is all the fix there is
    assert split_checks([("tox", "-e", "py39", "--recreate"), ("uv", "sync")], old)[1] == []
    assert split_checks([("tox", "-e", "py39")], old) == ([("tox", "-e", "py39")], [])


def tox_session(rejected: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "tox -e py39,py312"}, "Exit code 1\npy39: skipped because could not find python "
           "interpreter with spec(s): py39", is_error=True)
    if rejected:
        b.tool("Bash", {"command": "winget install --id Python.Python.3.9 -e"}, "The user doesn't want to proceed with "
               "this tool use. The tool use was rejected.", is_error=True)
    else:
        b.tool("Bash", {"command": "winget install --id Python.Python.3.9 -e"}, "Successfully installed")
    b.tool("Bash", {"command": "uv tool install tox --with tox-uv --force && tox -e py39"}, "py39: OK\ncongratulations :)")
    b.prompt("perfect, that's the one. thanks")   # of the uv way: the check named in the fix is no proposal of it
    return b


def test_a_check_passing_after_another_fix_does_not_show_the_one_never_run(tmp_path):
    lesson = gotcha("`tox -e py39,py312` → `py39: skipped because could not find python interpreter with spec(s): "
                    "py39`", "Install 3.9 with `winget install --id Python.Python.3.9 -e`, then re-run `tox -e py39`.")
    assert verdict(tox_session(rejected=True), tmp_path, lesson).startswith("review")
    assert verdict(tox_session(rejected=False), tmp_path, lesson) == "write"


def zshrc_session(denied: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "go version && make test"}, "Exit code 2\ngo: go.mod requires go >= 1.22.5 (running go "
           "1.21.6; GOTOOLCHAIN=local)", is_error=True)
    b.tool("Edit", {"file_path": "/Users/c/.zshrc", "old_string": ". /opt/asdf.sh",
                    "new_string": "eval \"$(mise activate zsh)\""}, "The file has been updated successfully.")
    b.reply("Open a new tab and run `go version`.")
    b.prompt("still go1.21.6 in a new tab" if denied else "ok, let me look")
    b.tool("Bash", {"command": "zsh -ic 'which -a go' 2>/dev/null; grep -n 'go/bin' ~/.zshrc"},
           "/usr/local/go/bin/go\n40:export PATH=/usr/local/go/bin:$PATH")
    return b


def test_a_name_only_read_is_not_the_fix_run_and_the_persons_still_undoes_the_edit(tmp_path):
    assert denies("still go1.21.6 in a new tab 😕") and denies("still nothing on the charger")
    assert not denies("still need to push it")
    lesson = gotcha("`go version && make test` → `go: go.mod requires go >= 1.22.5`",
                    "Replace the asdf line of ~/.zshrc with `eval \"$(mise activate zsh)\"`.")
    assert verdict(zshrc_session(denied=True), tmp_path, lesson).startswith("review")


def slurm_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "snakemake --profile profiles/slurm"}, "Exit code 1\nError in rule star_align: SLURM "
           "status is: 'OUT_OF_MEMORY'", is_error=True)
    b.tool("Bash", {"command": "snakemake --profile profiles/slurm"}, "51 of 51 steps (100%) done")
    return b


def test_the_first_submission_is_the_first_run(tmp_path):
    evidence = "`snakemake --profile profiles/slurm` completed all 51 jobs on the first submission"
    assert verdict(slurm_session(), tmp_path, fact(evidence)).startswith("refused")
    assert verdict(slurm_session(), tmp_path, fact("`snakemake --profile profiles/slurm` completed all 51 jobs")) == "write"


def test_asking_whether_it_still_works_is_no_denial():
    assert not denies("ci is ubuntu. try the recipe in wsl to see if it still works there")
    assert denies("it still doesn't work") and denies("still not working")


def rename_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "git commit --allow-empty -m 'bad message'"}, "Exit code 1\ncommit-msg hook: SyntaxError: "
           "Unexpected token 'export' at commitlint.config.js:1", is_error=True)
    b.tool("Bash", {"command": "mv commitlint.config.js commitlint.config.mjs"}, "")
    b.tool("Bash", {"command": "git commit -m 'chore: switch hooks'"}, "[main 1a2b3c4] chore: switch hooks")
    return b


def test_a_fix_that_is_a_files_new_name_is_run_by_the_rename_to_it(tmp_path):
    lesson = gotcha("`git commit` → `SyntaxError: Unexpected token 'export'`",
                    "Rename it to `commitlint.config.mjs`, an ES module whatever the package type.")
    assert made("commitlint.config.mjs", command_words("mv commitlint.config.js commitlint.config.mjs"))
    assert not made("commitlint.config.mjs", command_words("cat commitlint.config.mjs"))
    assert verdict(rename_session(), tmp_path, lesson) == "write"


def hooks_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "pre-commit run --all-files"}, "Exit code 1\nmypy....Failed\nsrc/pdf.py:3: error: Library "
           "stubs not installed for \"requests\"  [import-untyped]", is_error=True)
    b.tool("Bash", {"command": "git add -A && git commit -m \"Add hooks\""}, "Exit code 1\nmypy....Passed\nfix end of "
           "files....Failed\n- hook id: end-of-file-fixer", is_error=True)
    return b


def test_a_command_blocked_by_an_error_failed_with_it(tmp_path):
    evidence = "`git add -A && git commit -m \"Add hooks\"` was blocked by mypy: `Library stubs not installed for " \
               "\"requests\"`"
    assert verdict(hooks_session(), tmp_path, fact(evidence)).startswith("refused")
    assert verdict(hooks_session(), tmp_path, fact("`pre-commit run --all-files` was blocked by mypy: `Library stubs "
                                                   "not installed for \"requests\"`")) == "write"


def tab_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "mise exec -- go version"}, "go version go1.22.5 darwin/arm64")
    b.tool("Edit", {"file_path": "/Users/c/.zshrc", "old_string": ". /opt/asdf.sh",
                    "new_string": "eval \"$(mise activate zsh)\""}, "The file has been updated successfully.")
    b.prompt("still go1.21.6 in a new tab")
    return b


def test_after_an_occasion_with_no_comma_what_a_call_printed_is_after_it(tmp_path):
    # only a sentence opening on "After": in "`X` after the edit still reported `E`" the "still" is Y's
    assert parse("`docker build .` after the edit still reported `not found`.").claims[-1].repeat
    evidence = "After the ~/.zshrc edit a new tab printed `go version go1.22.5 darwin/arm64`."
    assert verdict(tab_session(), tmp_path, fact(evidence)).startswith("refused")
    assert verdict(tab_session(), tmp_path, fact("After the asdf line `mise exec -- go version` printed `go version "
                                                 "go1.22.5 darwin/arm64`.")) == "write"


def procfile_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "docker run --rm -p 8000:8000 route-planner"}, "Exit code 1\nERROR: failed to launch: "
           "determine start command: when there is no default process a command is required", is_error=True)
    b.tool("Write", {"file_path": "/src/rp/Procfile", "content": "web: gunicorn app:app --bind 0.0.0.0:8000\n"},
           "File created successfully at: /src/rp/Procfile")
    b.tool("Bash", {"command": "pack build route-planner -q && docker run --rm -d --name rp -p 8000:8000 route-planner && "
                               "sleep 3 && curl -s localhost:8000/healthz"}, '{"status": "ok"}')
    return b


def test_the_failing_check_run_again_later_in_a_line_of_other_programs_is_the_check(tmp_path):
    lesson = gotcha("`docker run --rm -p 8000:8000 route-planner` → `failed to launch: determine start command`",
                    "Add a Procfile `web: gunicorn app:app --bind 0.0.0.0:8000` and rebuild.")
    assert verdict(procfile_session(), tmp_path, lesson) == "write"


def chown_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": ". ./restic.env && restic init"}, "Exit code 1\nFatal: reading password from file failed: "
           "open /etc/restic/pass: permission denied", is_error=True)
    b.tool("Bash", {"command": "sudo chown bart:bart /etc/restic/pass && . ./restic.env && restic init"},
           "created restic repository 4f1a9b2c3d")
    b.tool("Bash", {"command": ". ./restic.env && restic backup /srv/photos"}, "Exit code 3\nerror: open "
           "/srv/photos/.Trash-1000/files/a.jpg: permission denied\nsnapshot 9e3c1d7a saved", is_error=True)
    return b


def test_the_quoted_error_about_another_file_is_not_the_failure_back(tmp_path):
    assert objects("open /etc/restic/pass: permission denied", ("permission denied",)) == ("/etc/restic/pass",)
    lesson = gotcha("`restic init` → `permission denied`",
                    "Give the file to the user who runs restic: `sudo chown bart:bart /etc/restic/pass`.")
    assert verdict(chown_session(), tmp_path, lesson) == "write"


def unity_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "Unity.exe -batchmode -quit -projectPath . -executeMethod BuildScript.Build"},
           "Exit code 1\n", is_error=True)
    b.reply("In batchmode Unity writes its log to `%LOCALAPPDATA%\\Unity\\Editor\\Editor.log`, not stdout.")
    return b


def test_a_failed_call_that_printed_nothing_but_its_exit_code_printed_nothing(tmp_path):
    assert normalise("%LOCALAPPDATA%\\Unity\\Editor\\Editor.log") == "%localappdata%/unity/editor/editor.log"
    evidence = "`Unity.exe -batchmode -quit` exited 1 with no output at all; the log lands in " \
               "%LOCALAPPDATA%/Unity/Editor/Editor.log"
    assert verdict(unity_session(), tmp_path, fact(evidence)) == "write"
