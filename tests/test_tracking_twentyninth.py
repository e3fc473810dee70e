"""Tracking (issue 24), twenty-ninth round: what tracking37's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.looking import looks
from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

GENSUB = "awk '{ print gensub(/([0-9]+)ms/, \"\\\\1\", \"g\", $5) }' api.log | sort -n | tail -3"
NO_GENSUB = "awk: line 1: function gensub never defined"
GAWK = gotcha(f"`{GENSUB}` → `{NO_GENSUB}`; `readlink -f $(command -v awk)` → `/usr/bin/mawk`",
              "Install gawk and call it by name (`gawk`), or `sudo update-alternatives --set awk /usr/bin/gawk`.")
GAWK_SOURCE = session((GENSUB, NO_GENSUB, True),
                      ("readlink -f \"$(command -v awk)\"; dpkg -l gawk 2>/dev/null | tail -1 || true", "/usr/bin/mawk",
                       False),
                      (f"sudo apt-get install -y gawk >/dev/null && g{GENSUB}", "2281\n3904\n5120", False))


def test_a_filter_at_the_end_of_the_failing_pipe_is_not_the_failing_thing_run_again():
    """`tail -1` of a look for the cause is not `awk …| tail -3` run again: the failing call's own program is
    awk, so the fix is the call that ran the same words with gawk."""
    calls = lesson_calls(GAWK, GAWK_SOURCE.log, redact)
    assert calls.fix is not None and calls.fix.command.startswith("sudo apt-get install -y gawk")


def test_a_program_swapped_for_the_one_that_failed_is_the_fix_whatever_it_is_given_later():
    """The same words given gawk instead of awk: the lesson is gawk, so a later `gawk` on another script uses it."""
    calls = lesson_calls(GAWK, GAWK_SOURCE.log, redact)
    assert calls.fix_words == ("gawk",)
    later = session(("gawk '{ c[$7]++ } END { n = asorti(c, k) }' api.log | head -4", "/api/v2/cart 1822", False))
    assert verdict(GAWK, calls, later) == (False, True)


def test_guard_a_shell_swapped_for_another_is_no_such_fix():
    """`bash x.sh` after `sh x.sh` failed: a later `bash` runs anything, so the swap is not the program alone."""
    from core.tracking.commands import swapped_program   # (new this round: imported here, so the rest run before it)
    assert swapped_program("bash deploy.sh --prod", "sh deploy.sh --prod") == ""
    assert swapped_program("gawk -f x.awk data", "awk -f x.awk data") == "gawk"
    assert swapped_program("gawk -f y.awk data", "awk -f x.awk data") == ""


UNSUPPORTED = ("Warning: unsupported version of Python, required 3.6-3.11 but found 3.12\n"
               "No appropriate Python interpreter found.")
CQLSH = gotcha(f"`/opt/cassandra/bin/cqlsh 10.0.4.21` → `{UNSUPPORTED.splitlines()[0]}`, "
               f"`{UNSUPPORTED.splitlines()[1]}`",
               "Point CQLSH_PYTHON at a supported interpreter: `CQLSH_PYTHON=/usr/bin/python3.11 "
               "/opt/cassandra/bin/cqlsh …`.")
CQLSH_SOURCE = session(("/opt/cassandra/bin/cqlsh 10.0.4.21 -e 'DESCRIBE KEYSPACES'", UNSUPPORTED, True),
                       ("CQLSH_PYTHON=/usr/bin/python3.11 /opt/cassandra/bin/cqlsh 10.0.4.21 -e 'DESCRIBE KEYSPACES'",
                        "system  system_auth  orders", False))


def test_a_quoted_unsupported_line_is_the_failure_shape_and_comes_back_on_another_host():
    """"unsupported version" says something went wrong: the line the lesson quotes is its shape, so the same refusal
    from cqlsh run over ssh on another node is the failure back."""
    calls = lesson_calls(CQLSH, CQLSH_SOURCE.log, redact)
    assert "unsupported" in calls.failure_shape.message
    later = session(("ssh db-02 \"/opt/cassandra/bin/cqlsh 10.0.4.22 -e 'SELECT now() FROM system.local'\"",
                     UNSUPPORTED, True))
    assert verdict(CQLSH, calls, later) == (True, False)


def test_guard_another_cqlsh_failure_is_not_the_unsupported_python():
    calls = lesson_calls(CQLSH, CQLSH_SOURCE.log, redact)
    later = session(("/opt/cassandra/bin/cqlsh 10.0.4.23", "Connection error: ('Unable to connect to any servers', "
                     "{'10.0.4.23:9042': ConnectionRefusedError(111, 'Connection refused')})", True))
    assert verdict(CQLSH, calls, later)[0] is False


CMD_NO_CL = "'cl' is not recognized as an internal or external command,\noperable program or batch file."
PS_NO_CL = ("cl : The term 'cl' is not recognized as the name of a cmdlet, function, script file, or operable "
            "program. Check the spelling of the name, or if a path was included, verify that the path is correct "
            "and try again.")


def test_cmd_and_powershell_saying_a_program_is_not_recognized_are_one_missing_command():
    """cmd's and PowerShell's words for a program not on PATH name the same missing `cl`, as a POSIX shell's
    `command not found` does."""
    from_cmd = signature_of(f"Exit code 1\n{CMD_NO_CL}", 'cmd /c "cl /nologo src\\main.cpp"')
    from_ps = signature_of(f"Exit code 1\n{PS_NO_CL}", 'powershell -NoProfile -Command "cl /nologo w.cpp"')
    assert from_cmd.identifiers == from_ps.identifiers == ("cmd:cl",)
    assert same_symptom(from_cmd, from_ps)


def test_guard_another_program_not_recognized_is_not_the_same_missing_command():
    from_cmd = signature_of(f"Exit code 1\n{CMD_NO_CL}", 'cmd /c "cl /nologo src\\main.cpp"')
    link = signature_of("Exit code 1\nlink : The term 'link' is not recognized as the name of a cmdlet, function, "
                        "script file, or operable program.", "powershell -Command link")
    assert not same_symptom(from_cmd, link)


def test_the_shell_that_ran_the_failing_line_is_not_what_a_later_look_runs_again():
    """`cmd /c "dir …"` is not `cmd /c "cl …"` run again: the fix call is the one that ran cl after vcvars64."""
    vcvars = 'call "C:\\BuildTools\\VC\\Auxiliary\\Build\\vcvars64.bat"'
    lesson = gotcha(f"`cl` → `{CMD_NO_CL.splitlines()[0]}`", "Load the developer environment (vcvars64.bat) first, in "
                    "the same cmd.")
    source = session(('cmd /c "cl /nologo /EHsc src\\main.cpp"', CMD_NO_CL, True),
                     ('cmd /c "dir /b C:\\BuildTools\\VC\\Tools\\MSVC"', "14.40.33807", False),
                     (f'cmd /c "{vcvars} && cl /nologo /EHsc src\\main.cpp"', "main.cpp", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert calls.fix is not None and "vcvars64" in calls.fix.command


REFUSED = ('Error querying jobs: Get "http://127.0.0.1:4646/v1/jobs": dial tcp 127.0.0.1:4646: connect: '
           "connection refused")
NOMAD = gotcha(f"`nomad job status` → `{REFUSED}`",
               "Give the CLI the server address: `nomad job status -address=http://10.20.0.10:4646`, or "
               "`export NOMAD_ADDR=http://10.20.0.10:4646` once for the shell.")
NOMAD_SOURCE = session(("nomad job status", REFUSED, True),
                       ("nomad job status -address=http://10.20.0.10:4646", "ID  Type  Status\nbilling-api  running",
                        False))


def test_trouble_printed_by_the_call_that_used_the_fix_was_met_with_the_fix_in_use():
    """The export and the status call in one line, whose output lists a failed allocation: the fix came first."""
    later = session(("export NOMAD_ADDR=http://10.20.0.10:4646 && nomad job status nightly-etl | tail -4",
                     "Allocations\nID  Task Group  Desired  Status\nb71e09c2  etl  run  failed", False))
    assert verdict(NOMAD, lesson_calls(NOMAD, NOMAD_SOURCE.log, redact), later) == (False, True)


def test_guard_the_fix_used_after_a_failing_call_of_the_lessons_program_is_no_straight_use():
    later = session(("nomad alloc logs b71e09c2", "Error: alloc not found", True),
                    ("export NOMAD_ADDR=http://10.20.0.10:4646 && nomad job status nightly-etl", "running", False))
    assert verdict(NOMAD, lesson_calls(NOMAD, NOMAD_SOURCE.log, redact), later) == (False, False)


UNSUPPORTED_NODE = ("Syntax Error: Error: Node Sass does not yet support your current environment: Linux 64-bit with "
                    "Unsupported runtime (115)")
NODE_SASS = gotcha(f"`npm run build` → `{UNSUPPORTED_NODE}`",
                   "Replace node-sass with Dart Sass: remove node-sass from the devDependencies and add the sass package.")
NODE_SASS_SOURCE = session(("npm run build", UNSUPPORTED_NODE, True),
                           ("node -v && npm ls node-sass", "v20.12.2\n└── node-sass@4.14.1", False),
                           ("npm uninstall node-sass && npm install -D sass@1.77.2", "removed 113 packages", False),
                           ("npm run build", "DONE  Build complete.", False))


def test_a_version_flag_given_alone_only_looks():
    """`node -v` asks the version, as `node --version` does: the look before the fix is not the fix."""
    assert looks(["node", "-v"]) and looks(["python", "-V"])
    calls = lesson_calls(NODE_SASS, NODE_SASS_SOURCE.log, redact)
    assert calls.fix is not None and calls.fix.command.startswith("npm uninstall node-sass")


def test_guard_a_short_v_beside_other_words_is_no_look():
    assert not looks(["docker", "run", "-v", "/src:/src", "img"]) and not looks(["cp", "-v", "a", "b"])


def test_a_package_taken_out_by_another_manager_is_the_same_removal():
    """`pnpm remove node-sass` takes out what `npm uninstall node-sass` did, as `pnpm add` installs what `npm
    install` does."""
    calls = lesson_calls(NODE_SASS, NODE_SASS_SOURCE.log, redact)
    later = session(("pnpm remove node-sass && pnpm add -D sass", "- node-sass 7.0.3\n+ sass 1.77.4", False),
                    ("pnpm run build", "Finished 'build' after 2.1 s", False))
    assert verdict(NODE_SASS, calls, later) == (False, True)


def test_guard_another_package_taken_out_is_not_that_removal():
    calls = lesson_calls(NODE_SASS, NODE_SASS_SOURCE.log, redact)
    later = session(("pnpm remove left-pad", "- left-pad 1.3.0", False), ("pnpm run build", "done", False))
    assert verdict(NODE_SASS, calls, later) == (False, False)


SESSION_NOT_CREATED = ("E   selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This "
                       "version of ChromeDriver only supports Chrome version 114")


def test_guard_a_rerun_that_only_dropped_a_flag_adds_no_option():
    """`pytest tests/smoke -q` after `pytest tests/smoke -x -q` failed: the fix was the driver removed beside it,
    not an option; a later pytest run failing on another cause is not the lesson applied."""
    lesson = gotcha(f"`python -m pytest tests/smoke -x -q` → `{SESSION_NOT_CREATED}`",
                    "Stop pinning the driver: delete the checked-in chromedriver so Selenium Manager fetches the "
                    "matching one.")
    source = session(('powershell -NoProfile -Command "python -m pytest tests/smoke -x -q"', SESSION_NOT_CREATED, True),
                     ('powershell -NoProfile -Command "Remove-Item drivers\\chromedriver.exe; python -m pytest '
                      'tests/smoke -q"', "12 passed", False))
    calls = lesson_calls(lesson, source.log, redact)
    later = session(("docker run --rm e2e python -m pytest tests/smoke -q -x", "SessionNotCreatedException: Message: "
                     "session not created: Chrome failed to start: exited normally.", True),
                    ("docker run --rm -e CI=1 e2e python -m pytest tests/smoke -q", "12 passed", False))
    assert verdict(lesson, calls, later)[1] is False


OLD_FORMAT = "Error reading /src/rl/.clang-format: Invalid argument"


def test_the_failing_words_given_another_program_are_the_fix_call_before_any_look():
    """`clang-format --dry-run …` failed (a check in its rehearsal mode); `clang-format --version; ls …` only looked;
    `clang-format-17 --dry-run …`, the same words given another program, is the fix."""
    lesson = gotcha(f"`clang-format --dry-run --Werror src/*.cc` → `{OLD_FORMAT}`",
                    "Run the clang-format version the config uses (17), as CI does.")
    source = session(("clang-format --dry-run --Werror src/*.cc", OLD_FORMAT, True),
                     ("clang-format --version; ls /usr/bin/clang-format-*", "clang-format version 14.0.0", False),
                     ("clang-format-17 --dry-run --Werror src/*.cc && echo clean", "clean", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert calls.fix is not None and calls.fix.command.startswith("clang-format-17")
    assert calls.fix_words == ("clang-format-17",)


def test_a_script_fed_to_a_shell_on_its_input_runs_its_lines():
    """`ssh gpu-02 'sudo bash -s' < provision/gpu-node.sh` after the script was read runs its lines, as
    `bash provision/gpu-node.sh` does; so does `bash -x deploy.sh` (its first word past the options)."""
    from core.tracking.scripts import ShownFiles
    shown = ShownFiles()
    shown.note("/home/hyun/infra/provision/gpu-node.sh", "#!/usr/bin/env bash\nnvidia-ctk runtime configure "
               "--runtime=docker\nsystemctl restart docker\n")
    assert "nvidia-ctk runtime configure --runtime=docker" in shown.ran_by(
        "ssh gpu-02 'sudo bash -s' < provision/gpu-node.sh")
    assert "systemctl restart docker" in shown.ran_by("bash -x provision/gpu-node.sh")
    assert shown.ran_by("bash -s < other.sh") == []


def test_guard_a_look_at_the_failing_words_is_no_swap():
    """`head dist/server.js` after `node dist/server.js` failed only looks at the file; the fix is the call that
    installed and ran it again."""
    lesson = gotcha("`node dist/server.js` → `Error: Cannot find module 'express'`", "Install the production deps first.")
    source = session(("node dist/server.js", "Error: Cannot find module 'express'", True),
                     ("head dist/server.js", "const express = require('express');", False),
                     ("npm ci --omit=dev && node dist/server.js", "listening on 3000", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert calls.fix is not None and calls.fix.command.startswith("npm ci")
    assert swapped_program_of("head dist/server.js", "node dist/server.js") == ""


def swapped_program_of(fix: str, failed: str) -> str:
    from core.tracking.commands import swapped_program
    return swapped_program(fix, failed)


def test_guard_a_variable_exported_after_the_trouble_in_the_same_line_was_not_in_use():
    later = session(("nomad job status nightly-etl | tail -4; export NOMAD_ADDR=http://10.20.0.10:4646",
                     "Allocations\nID  Task Group  Desired  Status\nb71e09c2  etl  run  failed", False))
    assert verdict(NOMAD, lesson_calls(NOMAD, NOMAD_SOURCE.log, redact), later) == (False, False)


def test_a_rerun_that_only_dropped_a_flag_is_no_fix_a_later_run_of_the_program_uses():
    """The fix was the driver removed beside the rerun; `pytest -q`, which the failing call had too, is no option it
    lacked, so any later `pytest -q` does not apply the lesson."""
    lesson = gotcha(f"`python -m pytest tests/smoke -x -q` → `{SESSION_NOT_CREATED}`",
                    "Stop pinning the driver: delete the checked-in chromedriver.")
    source = session(("python -m pytest tests/smoke -x -q", SESSION_NOT_CREATED, True),
                     ("rm drivers/chromedriver; python -m pytest tests/smoke -q", "12 passed", False))
    calls = lesson_calls(lesson, source.log, redact)
    later = session(("python -m pytest tests/unit -q", "48 passed", False))
    assert verdict(lesson, calls, later) == (False, False)


def test_guard_a_shell_given_a_script_and_an_input_file_runs_the_script():
    from core.tracking.scripts import ShownFiles
    shown = ShownFiles()
    shown.note("deploy.sh", "#!/bin/sh\nkubectl apply -f k8s/\n")
    assert shown.ran_by("bash deploy.sh < answers.txt") == ["kubectl apply -f k8s/"]
