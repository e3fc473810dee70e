"""Issue 24, thirty-sixth round: "the next `cmd` passed", said right after an act ("installing `x` was all it took:
the very next `cmd` passed", "the Edit added `y` and the next `cmd` passed"), is said of the first run of that command
after the act, as "after X, the next `cmd`" already was; before, such a sentence was checked against any run of the
command, and a false "was enough" stood whenever a later run passed. Each verdict from the whole-range judge and the
streaming scan alike (`verdict`); the rule tests fail on the code before the rule, the guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

TEST = "molecule test -s default"
DRIVER = "CRITICAL Failed to validate: 'podman' is not one of the installed drivers"
INSTALL = "python3 -m pip install 'molecule-plugins[podman]'"
WORKAROUND = "Install molecule-plugins[podman] and run the scenario again."


def molecule_session(next_out: str, next_error: bool, edit_between: bool = True) -> Builder:
    """The scenario fails on the driver (s2), the plugin is installed (s4), the next run prints `next_out` (s6); then
    (with `edit_between`) molecule.yml is edited (s8) and the scenario passes (s10)."""
    b = Builder()
    b.prompt("molecule test fails on the new laptop")
    b.tool("Bash", {"command": TEST}, f"Exit code 1\n{DRIVER}", is_error=True)
    b.tool("Bash", {"command": INSTALL}, "Successfully installed molecule-plugins-23.5.3")
    b.tool("Bash", {"command": TEST}, next_out, is_error=next_error)
    if edit_between:
        b.tool("Edit", {"file_path": "/home/ana/role/molecule/default/molecule.yml",
                        "old_string": "image: quay.io/centos/centos:stream9",
                        "new_string": "image: geerlingguy/docker-rockylinux9-ansible"},
               "The file /home/ana/role/molecule/default/molecule.yml has been updated successfully.")
        b.tool("Bash", {"command": TEST}, "INFO     default ➜ converge: Executed: Successful\n"
                                          "INFO     default ➜ destroy: Executed: Successful")
    return b


CONVERGE_FAILED = "Exit code 2\nfatal: [instance]: FAILED! => {\"msg\": \"/usr/bin/python3: not found\"}\n" \
                  "CRITICAL Ansible return code was 2"
ALL_IT_TOOK = f"Installing `molecule-plugins[podman]` was all it took: the very next `{TEST}` passed end to end."


def test_installing_was_all_it_took_when_the_next_run_failed_is_refused(tmp_path):
    """The run right after the install failed on another error; only the run after the edit passed."""
    e = fact(ALL_IT_TOOK)
    assert verdict(molecule_session(CONVERGE_FAILED, True), tmp_path, e).startswith("refused")


def test_guard_installing_was_all_it_took_when_the_next_run_passed(tmp_path):
    e = fact(ALL_IT_TOOK)
    ok = "INFO     default ➜ verify: Executed: Successful\nINFO     default ➜ destroy: Executed: Successful"
    assert verdict(molecule_session(ok, False, edit_between=False), tmp_path, e) == "write"


LINT = "hadolint Dockerfile"
FINDINGS = "Dockerfile:4 DL3008 warning: Pin versions in apt get install"


def hadolint_session(after_edit: list[tuple[str, bool]], again: bool = False) -> Builder:
    """hadolint fails (s2), the Dockerfile is read (s4: the flag is already named there, on another line), (with
    `again`, hadolint fails once more), the Edit adds the flag, then each (output, failed) of `after_edit` is a
    hadolint run."""
    b = Builder()
    b.prompt("make hadolint happy")
    b.tool("Bash", {"command": LINT}, f"Exit code 1\n{FINDINGS}\nDockerfile:2 DL3015 info: Avoid additional packages "
                                      "by specifying `--no-install-recommends`", is_error=True)
    b.tool("Read", {"file_path": "/srv/app/Dockerfile"},
           "1\tFROM debian:12\n2\tRUN apt-get install -y --no-install-recommends curl\n"
           "4\tRUN apt-get install -y git")
    if again:
        b.tool("Bash", {"command": LINT}, f"Exit code 1\n{FINDINGS}", is_error=True)
    b.tool("Edit", {"file_path": "/srv/app/Dockerfile", "old_string": "RUN apt-get install -y git",
                    "new_string": "RUN apt-get install -y --no-install-recommends git=1:2.39.5-0+deb12u1"},
           "The file /srv/app/Dockerfile has been updated successfully.")
    for out, failed in after_edit:
        b.tool("Bash", {"command": LINT}, out, is_error=failed)
    return b


EDIT_AND_NEXT = f"Edit added `--no-install-recommends` to the apt-get line and the next `{LINT}` passed."


def test_an_edit_and_the_next_run_passed_when_it_failed_is_refused(tmp_path):
    e = fact(EDIT_AND_NEXT)
    session = hadolint_session([(f"Exit code 1\n{FINDINGS}", True), ("", False)])
    assert verdict(session, tmp_path, e).startswith("refused")


def test_a_change_was_enough_dash_the_next_build_reported_success_when_it_failed_is_refused(tmp_path):
    """The outcome is what the next run printed, quoted, after a dash instead of a comma."""
    b = Builder()
    b.prompt("the avalonia build breaks on compiled bindings")
    b.tool("Bash", {"command": "dotnet build -c Debug"}, "Exit code 1\nMainWindow.axaml(12,5): error AVLN2000",
           is_error=True)
    b.tool("Edit", {"file_path": "C:\\src\\app\\MainWindow.axaml", "old_string": "<Window",
                    "new_string": "<Window x:DataType=\"vm:MainWindowViewModel\""},
           "The file C:\\src\\app\\MainWindow.axaml has been updated successfully.")
    b.tool("Bash", {"command": "dotnet build -c Debug"}, "Exit code 1\nMainWindow.axaml(40,34): error AVLN2100",
           is_error=True)
    b.tool("Edit", {"file_path": "C:\\src\\app\\MainWindow.axaml", "old_string": "<DataTemplate>",
                    "new_string": "<DataTemplate x:DataType=\"vm:ItemViewModel\">"},
           "The file C:\\src\\app\\MainWindow.axaml has been updated successfully.")
    b.tool("Bash", {"command": "dotnet build -c Debug"}, "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
    e = fact("Adding `x:DataType=\"vm:MainWindowViewModel\"` on the Window was enough — the next "
             "`dotnet build -c Debug` reported `Build succeeded.`")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_guard_the_next_run_got_further_is_not_a_claim_that_it_passed(tmp_path):
    """"the very next run no longer showed `E` (it got as far as …)": how far it got, not how it ended; the next run
    failed further on and the claim stands."""
    e = gotcha(f"`{INSTALL}` — the very next `{TEST}` no longer showed `is not one of the installed drivers` (it got "
               "as far as converge).", WORKAROUND, failure_step="s2", evidence_steps=["s2", "s4", "s6"])
    assert not verdict(molecule_session(CONVERGE_FAILED, True), tmp_path, e).startswith("refused")


def test_guard_an_error_then_the_next_run_after_an_edit_is_not_counted_from_the_error(tmp_path):
    """The clause before "the next `cmd`" quotes the failure itself, not an act: the next run is counted from the
    act the clause itself names (the flag the Edit wrote), not from the failing run that printed the error."""
    e = fact(f"`{FINDINGS}`; with `git=1:2.39.5-0+deb12u1` on the git line the next `{LINT}` passed.")
    assert verdict(hadolint_session([("", False)]), tmp_path, e) == "write"


def test_guard_runs_failing_before_the_act_are_not_the_next_run(tmp_path):
    """hadolint failed once more after the Read and before the Edit; the run right after the Edit passed: held."""
    e = fact(EDIT_AND_NEXT)
    assert verdict(hadolint_session([("", False)], again=True), tmp_path, e) == "write"


# --- "`X` alone fixed it": no other edit between the failure and the run that passed --------------------------------

PYTEST = "python -m pytest tests/test_cache.py -q"
TOO_LARGE = "Exit code 1\nFAILED tests/test_cache.py::test_roundtrip - assert None == b'%PDF-1.7'\n1 failed in 0.21s"


def cache_session(edit: bool, restart_passes: bool = True) -> Builder:
    """The cache test fails (s2); (with `edit`) reports/cache.py is edited to compress (s4); memcached is restarted
    and the test run in one line (s4 or s6), passing with `restart_passes`."""
    b = Builder()
    b.prompt("get_report sometimes returns None right after we set it")
    b.tool("Bash", {"command": PYTEST}, TOO_LARGE, is_error=True)
    if edit:
        b.tool("Edit", {"file_path": "/home/jo/app/reports/cache.py",
                        "old_string": "self.client.set(key, pdf_bytes, expire=3600)",
                        "new_string": "self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)"},
               "The file /home/jo/app/reports/cache.py has been updated successfully.")
    out = "1 passed in 0.19s" if restart_passes else TOO_LARGE
    b.tool("Bash", {"command": f"brew services restart memcached && sleep 1 && {PYTEST}"}, out,
           is_error=not restart_passes)
    return b


JUST_RUNNING = f"Just running `brew services restart memcached` made `{PYTEST}` pass - no code change was needed."


def test_just_running_x_with_an_edit_between_the_failure_and_the_pass_is_refused(tmp_path):
    """The compressing edit came after the failure and before the passing run: the restart was not the only change."""
    assert verdict(cache_session(edit=True), tmp_path, fact(JUST_RUNNING)).startswith("refused")


def test_guard_just_running_x_with_no_edit_between_is_written(tmp_path):
    assert verdict(cache_session(edit=False), tmp_path, fact(JUST_RUNNING)) == "write"


def test_x_was_enough_with_another_edit_before_the_pass_is_refused(tmp_path):
    """`X` was enough, and the next run is not named: the run that passed came after a second edit."""
    e = fact("Pinning `sass@1.77.8` with `npm install --save-dev sass@1.77.8` was enough and the gulp build "
             "went through.")
    b = Builder()
    b.prompt("gulp build broke after the node upgrade")
    b.tool("Bash", {"command": "npx gulp build"}, "Exit code 1\nError: Cannot find module 'node-sass'", is_error=True)
    b.tool("Bash", {"command": "npm install --save-dev sass@1.77.8"}, "added 14 packages in 3s")
    b.tool("Bash", {"command": "npx gulp build"}, "Exit code 1\nError: gulp-sass no longer has a default Sass compiler",
           is_error=True)
    b.tool("Edit", {"file_path": "/srv/site/gulpfile.js", "old_string": "const sass = require('gulp-sass');",
                    "new_string": "const sass = require('gulp-sass')(require('sass'));"},
           "The file /srv/site/gulpfile.js has been updated successfully.")
    b.tool("Bash", {"command": "npx gulp build"}, "[10:02:11] Finished 'build' after 2.31 s")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_guard_x_alone_still_failing_is_no_claim_that_it_was_enough(tmp_path):
    """"`X` alone was not enough; after the edit it passed": said of X not being enough, which the session shows."""
    e = fact("`brew services restart memcached` alone was not enough (`1 failed in 0.21s`); after the Edit to "
             "reports/cache.py the test printed `1 passed in 0.19s`.")
    b = cache_session(edit=False, restart_passes=False)
    b.tool("Edit", {"file_path": "/home/jo/app/reports/cache.py",
                    "old_string": "self.client.set(key, pdf_bytes, expire=3600)",
                    "new_string": "self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)"},
           "The file /home/jo/app/reports/cache.py has been updated successfully.")
    b.tool("Bash", {"command": PYTEST}, "1 passed in 0.19s")
    assert verdict(b, tmp_path, e) == "write"


def test_guard_a_test_passing_alone_is_not_said_of_an_act(tmp_path):
    """"passed alone": a test run by itself, no act said to have been the only change."""
    e = fact(f"`{PYTEST}` failed in the full run and passed alone (`1 passed in 0.19s`).")
    assert verdict(cache_session(edit=True), tmp_path, e) == "write"
