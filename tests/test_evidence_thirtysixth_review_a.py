"""Issue 24, thirty-sixth round: the cases an independent reviewer (who read only the diff) wrote against "the next
`cmd` passed" said right after an act, kept as guards: the act first named in a hint or a prompt, a next run turned
down or stopped, a to-do list naming the command, other phrasings. Each asserts what a careful reader expects; those the
rule still gets wrong are listed in ADR 0010 ("Thirty-sixth round"), not kept."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict

TEST = "molecule test -s default"
DRIVER = "CRITICAL Failed to validate: 'podman' is not one of the installed drivers"
INSTALL = "python3 -m pip install 'molecule-plugins[podman]'"
INSTALLED = "Successfully installed molecule-plugins-23.5.3"
OK = "INFO     default ➜ verify: Executed: Successful\nINFO     default ➜ destroy: Executed: Successful"
PODMAN_FAIL = ("Exit code 1\nCRITICAL Failed to create instance: Error: cannot setup namespace using newuidmap: "
               "exit status 1\nERROR: could not find a valid subuid range for user ana")
SUBUIDS = "sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 ana && podman system migrate"
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell "
            "you how "
            "to proceed.")
ALL_IT_TOOK = f"Installing `molecule-plugins[podman]` was all it took: the very next `{TEST}` passed end to end."


def molecule(first: str = "molecule test fails on the new laptop", between=(), next_out: str = OK,
             next_error: bool = False, driver_hint: bool = False) -> Builder:
    """The scenario fails on the driver, the plugin is installed, `between` calls, then the next run prints
    `next_out`; when that one fails, rootless podman is set up (a Bash call, no Edit) and the scenario passes."""
    b = Builder(cwd="/home/ana/role")
    b.prompt(first)
    hint = "\nHINT: pip install 'molecule-plugins[podman]'" if driver_hint else ""
    b.tool("Bash", {"command": TEST}, f"Exit code 1\n{DRIVER}{hint}", is_error=True)
    b.tool("Bash", {"command": INSTALL}, INSTALLED)
    for name, inp, out, err in between:
        b.tool(name, inp, out, is_error=err)
    b.tool("Bash", {"command": TEST}, next_out, is_error=next_error)
    if next_error:
        b.tool("Bash", {"command": SUBUIDS}, "")
        b.tool("Bash", {"command": TEST}, OK)
    return b


def failing_next(**kw) -> Builder:
    """The run right after the install fails (rootless podman); only the run after `usermod` passes."""
    return molecule(next_out=PODMAN_FAIL, next_error=True, **kw)


ERESOLVE = ("Exit code 1\nnpm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \n"
            "npm ERR! While resolving: web@0.1.0\nnpm ERR! Found: react@18.3.1\nnpm ERR! node_modules/react\n"
            "npm ERR!   react@\"^18.3.1\" from the root project\nnpm ERR! \nnpm ERR! Could not resolve dependency:\n"
            "npm ERR! peer react@\"^16.8.0 || ^17.0.0\" from react-helmet@6.1.0\nnpm ERR! \n"
            "npm ERR! Fix the upstream dependency conflict, or retry\n"
            "npm ERR! this command with --force or --legacy-peer-deps\n"
            "npm ERR! to accept an incorrect (and potentially broken) dependency resolution.")
CI_OK = "added 1184 packages, and audited 1185 packages in 41s\n\n213 packages are looking for funding\n" \
        "  run `npm fund` for details\n\nfound 0 vulnerabilities"


def avalonia(between=()) -> Builder:
    """dotnet build fails on compiled bindings, the Edit adds x:DataType, `between` calls, dotnet build succeeds."""
    b = Builder(cwd="C:\\src\\app")
    b.prompt("the avalonia build breaks on compiled bindings")
    b.tool("Bash", {"command": "dotnet build"}, "Exit code 1\nMainWindow.axaml(12,5): error AVLN2000: Unable to "
                                                "resolve suitable regular or attached property", is_error=True)
    b.tool("Edit", {"file_path": "C:\\src\\app\\MainWindow.axaml", "old_string": "<Window",
                    "new_string": "<Window x:DataType=\"vm:MainWindowViewModel\""},
           "The file C:\\src\\app\\MainWindow.axaml has been updated successfully.")
    for name, inp, out, err in between:
        b.tool(name, inp, out, is_error=err)
    b.tool("Bash", {"command": "dotnet build"}, "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\n"
                                                "Time Elapsed 00:00:07.41")
    return b


ENOUGH = ("Adding `x:DataType=\"vm:MainWindowViewModel\"` on the Window was enough — the next `dotnet build` "
          "reported "
          "`Build succeeded.`")


# --- (1) true sentences the rule now refuses ------------------------------------------------------------------------

def test_act_first_named_in_the_failing_runs_hint_counts_from_the_act(tmp_path):
    """npm's ERESOLVE message itself suggests `--legacy-peer-deps`; the very next `npm ci` after adding it passed.
    The rule counts "next" from where the words first appeared (the failing run's hint), not from the act."""
    b = Builder(cwd="/srv/web")
    b.prompt("npm ci fails after the react 18 bump")
    b.tool("Bash", {"command": "npm ci"}, ERESOLVE, is_error=True)
    b.tool("Bash", {"command": "npm ci --legacy-peer-deps"}, CI_OK)
    e = fact("Adding `--legacy-peer-deps` was all it took: the very next `npm ci` passed.")
    assert verdict(b, tmp_path, e) == "write"


def test_act_first_named_in_the_users_prompt_counts_from_the_act(tmp_path):
    """The person's prompt names the package; the run before the install failed, the one right after it passed."""
    b = molecule(first="molecule test fails with the podman driver; I think molecule-plugins[podman] is missing, "
                       "install it if so")
    assert verdict(b, tmp_path, fact(ALL_IT_TOOK)) == "write"


def test_act_first_named_in_a_hint_line_of_the_failure_counts_from_the_act(tmp_path):
    """Same as above with molecule printing the install hint under the driver error."""
    assert verdict(molecule(driver_hint=True), tmp_path, fact(ALL_IT_TOOK)) == "write"


def test_a_next_run_the_person_rejected_is_not_the_next_run(tmp_path):
    """The first `molecule test` after the install was turned down (it never ran); the first one that ran passed.
    order.Act already treats a rejected call as not having run; the first_next path does not."""
    b = molecule(between=[("Bash", {"command": f"{TEST} --destroy=never"}, REJECTED, True)])
    assert verdict(b, tmp_path, fact(ALL_IT_TOOK)) == "write"


def test_a_rejected_build_between_the_edit_and_the_build_is_not_the_next_build(tmp_path):
    b = avalonia(between=[("Bash", {"command": "dotnet build --no-incremental"}, REJECTED, True)])
    assert verdict(b, tmp_path, fact(ENOUGH)) == "write"


def test_a_next_run_interrupted_before_it_printed_anything_is_not_the_next_run(tmp_path):
    """Stopped at once by the person ("wrong terminal"), it never ended; the next run that did, passed."""
    b = molecule(between=[("Bash", {"command": TEST}, "[Request interrupted by user for tool use]", True)])
    assert verdict(b, tmp_path, fact(ALL_IT_TOOK)) == "write"


def test_a_todo_list_naming_the_command_is_not_the_next_run(tmp_path):
    """Claude Code's TodoWrite names "Run dotnet build to verify" between the Edit and the build: that is no run."""
    todo = ("TodoWrite", {"todos": [{"content": "Run dotnet build to verify", "status": "in_progress",
                                     "activeForm": "Running dotnet build to verify"}]},
            "Todos have been modified successfully. Ensure that you continue to use the todo list to track your "
            "progress. Please proceed with the current tasks if applicable", False)
    assert verdict(avalonia(between=[todo]), tmp_path, fact(ENOUGH)) == "write"


CONVERGE = ("Exit code 2\nINFO     default ➜ create: Executed: Successful\nINFO     default ➜ prepare: Executed: "
            "Successful\nINFO     default ➜ converge: Starting\nfatal: [instance]: FAILED! => {\"msg\": "
            "\"/usr/bin/python3: not found\"}\nCRITICAL Ansible return code was 2")


# --- (2) false sentences it still lets through (the run right after the install FAILED) ----------------------------


def test_ran_successfully_is_still_an_end_claim(tmp_path):
    """"ran successfully" matches `ran\\s+(?!clean|without)` and turns the rule off."""
    e = fact(f"Installing `molecule-plugins[podman]` was all it took: the very next `{TEST}` ran successfully.")
    assert verdict(failing_next(), tmp_path, e).startswith("refused")


def test_i_ran_the_act_and_the_next_run_passed(tmp_path):
    """"I ran `x`": the "ran" of the act, before "next", turns the rule off for the whole clause."""
    e = fact(f"I ran `{INSTALL}` and the very next `{TEST}` passed.")
    assert verdict(failing_next(), tmp_path, e).startswith("refused")


# --- cases the rule handles (these PASS) ----------------------------------------------------------------------------

def test_ok_all_it_took_false_without_an_edit_between(tmp_path):
    assert verdict(failing_next(), tmp_path, fact(ALL_IT_TOOK)).startswith("refused")


def test_ok_all_it_took_true(tmp_path):
    assert verdict(molecule(), tmp_path, fact(ALL_IT_TOOK)) == "write"


def test_ok_semicolon_and_next_attempt_phrasings(tmp_path):
    for t in (f"Installing `molecule-plugins[podman]` was all it took; the very next `{TEST}` passed.",
              f"Installing `molecule-plugins[podman]` was all it took: `{TEST}` passed on the next attempt.",
              f"Installing `molecule-plugins[podman]` and the very next `{TEST}` passed."):
        assert verdict(failing_next(), tmp_path, fact(t)).startswith("refused"), t
        assert verdict(molecule(), tmp_path, fact(t)) == "write", t


def test_ok_a_failed_next_run_said_to_fail(tmp_path):
    t = (f"Installing `molecule-plugins[podman]` was not enough: the very next `{TEST}` failed with "
         f"`{PODMAN_FAIL.splitlines()[1]}`.")
    assert verdict(failing_next(), tmp_path, fact(t)) == "write"


def test_ok_a_read_of_the_ci_file_between_is_not_the_next_run(tmp_path):
    read = ("Read", {"file_path": "/home/ana/role/.github/workflows/ci.yml"},
            "1\tjobs:\n2\t  molecule:\n3\t    steps:\n4\t      - run: molecule test -s default\n", False)
    assert verdict(molecule(between=[read]), tmp_path, fact(ALL_IT_TOOK)) == "write"
    assert verdict(failing_next(between=[read]), tmp_path, fact(ALL_IT_TOOK)).startswith("refused")
