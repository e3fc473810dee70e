"""Issue 24, thirty-seventh round: the first independent review of "a program the session ran opens a command line"
and "the first full `X` run" (taken back). Each was a true lesson refused by the first version of the rule (a
message, a log line, a banner or a setting opening on a program's name; a shell keyword; "the first passing
run"); kept as guards, they hold now. `verdict` asserts the whole-range judge and the streaming scan agree."""
from __future__ import annotations


from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict
from tests.test_evidence_thirtyseventh import REPLICAS, VET


# --- 1. output / message / log lines that open on a program's name -----------------------------------------------

def python_stub_session() -> Builder:
    b = Builder(cwd="C:\\Users\\ana\\proj")
    b.prompt("set up a venv and run the tests")
    b.tool("Bash", {"command": "python -m venv .venv"},
           "Exit code 49\nPython was not found; run without arguments to install from the Microsoft Store, or disable "
           "this shortcut from Settings > Manage App Execution Aliases.", is_error=True)
    b.tool("Bash", {"command": "py -3.12 -m venv .venv && .venv/Scripts/python -m pytest -q"}, "12 passed in 0.41s")
    return b


def test_windows_python_stub_message_is_no_command_line(tmp_path):
    """Windows' Store stub answers `python -m venv` with "Python was not found; …" and exit code 49. The lesson quotes
    that message and its exit code, both in the one call: true. Since `python` ran, the message ("python was not
    found …") is taken for the command line of the call that failed, and no call ran it: refused. `commandish` knew
    "<program> was …" is a message (`_MESSAGE_VERBS`); `run_here` skips that guard. Right verdict: write."""
    e = fact("`Python was not found; run without arguments to install from the Microsoft Store` and exit code 49")
    assert verdict(python_stub_session(), tmp_path, e) == "write"


def npm_session() -> Builder:
    b = Builder()
    b.prompt("install deps")
    b.tool("Bash", {"command": "npm install"},
           "Exit code 1\nnpm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \n"
           "npm ERR! While resolving: web@0.1.0\nnpm ERR! Found: react@18.2.0\nnpm ERR! Could not resolve dependency:\n"
           "npm ERR! peer react@\"^17.0.0\" from react-beautiful-dnd@13.1.1", is_error=True)
    b.tool("Bash", {"command": "npm install --legacy-peer-deps"},
           "added 1203 packages, and audited 1204 packages in 41s\nfound 0 vulnerabilities")
    return b


def test_npm_err_log_line_is_no_command_line(tmp_path):
    """`npm install` printed `npm ERR! code ERESOLVE` and exited 1: the lesson says just that. The log line opens on
    `npm`, a program the session ran, so it becomes the failed call's command: refused. `commandish` rejects a
    program's log line (`_LOG_LEVELS`), `run_here` does not. Right verdict: write."""
    e = fact("`npm ERR! code ERESOLVE` and exit code 1, until `npm install --legacy-peer-deps`")
    assert verdict(npm_session(), tmp_path, e) == "write"


def cmake_session() -> Builder:
    b = Builder()
    b.prompt("build it")
    b.tool("Bash", {"command": "cmake -S . -B build"},
           "Exit code 1\n-- The C compiler identification is GNU 13.2.0\n"
           "CMake Error at CMakeLists.txt:23 (find_package):\n"
           "  Could not find a package configuration file provided by \"fmt\" with any of\n  the following names:\n\n"
           "    fmtConfig.cmake\n    fmt-config.cmake\n-- Configuring incomplete, errors occurred!", is_error=True)
    b.tool("Bash", {"command": "sudo apt-get install -y libfmt-dev && cmake -S . -B build"},
           "-- Configuring done (0.4s)\n-- Generating done (0.0s)\n-- Build files have been written to: "
           "/home/dev/proj/build")
    return b


def test_cmake_error_line_is_no_command_line(tmp_path):
    """"CMake Error at CMakeLists.txt:23 (find_package)" is cmake's output (case-folded it opens on `cmake`, which
    ran). The configure did fail with it: true. Read as a command line, no call ran it: refused. Right: write."""
    e = fact("`CMake Error at CMakeLists.txt:23 (find_package)`: configure failed")
    assert verdict(cmake_session(), tmp_path, e) == "write"


def cargo_session() -> Builder:
    b = Builder()
    b.prompt("run the tests")
    b.tool("Bash", {"command": "test -f .env || cp .env.example .env"}, "")
    b.tool("Bash", {"command": "cargo test"},
           "Exit code 101\n   Compiling auth v0.3.0 (/home/dev/proj)\n    Finished test [unoptimized + debuginfo] "
           "target(s) in 4.10s\n     Running unittests src/lib.rs (target/debug/deps/auth-1f2e3d)\n\nrunning 12 tests\n"
           "test tokens::tests::refresh_rotates ... FAILED\ntest tokens::tests::issue ... ok\n\nfailures:\n\n"
           "---- tokens::tests::refresh_rotates stdout ----\nthread 'tokens::tests::refresh_rotates' panicked at "
           "src/tokens.rs:88:9:\nassertion `left != right` failed\n\ntest result: FAILED. 11 passed; 1 failed; "
           "0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n\nerror: test failed, to rerun pass `--lib`",
           is_error=True)
    return b


def test_cargo_test_output_line_is_no_command_line_when_the_shell_test_builtin_ran(tmp_path):
    """The session ran `test -f .env || …` (the shell's `test`), so `test` is a program it ran; cargo's result line
    "test result: FAILED. 11 passed; 1 failed" then reads as a command line and the true lesson is refused. A word
    the model quotes that equals a program (`test`) is no command. Right: write."""
    e = fact("`test result: FAILED. 11 passed; 1 failed` and exit code 101")
    assert verdict(cargo_session(), tmp_path, e) == "write"


def vercel_session() -> Builder:
    b = Builder()
    b.prompt("deploy the docs site")
    b.tool("Bash", {"command": "vercel deploy --prod"},
           "Exit code 1\nVercel CLI 33.0.1\nRetrieving project…\nDeploying acme/docs\nBuilding…\nError: No Output "
           "Directory named \"public\" found after the Build completed. You can configure the Output Directory in "
           "your Project Settings.", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/vercel.json", "old_string": "\"buildCommand\": \"npm run build\"",
                    "new_string": "\"buildCommand\": \"npm run build\",\n  \"outputDirectory\": \"dist\""},
           "The file /home/dev/proj/vercel.json has been updated successfully.")
    b.tool("Bash", {"command": "vercel deploy --prod"},
           "Vercel CLI 33.0.1\nRetrieving project…\nDeploying acme/docs\n"
           "Production: https://docs-acme.vercel.app [41s]")
    return b


def test_a_programs_version_banner_is_no_command_line(tmp_path):
    """Vercel prints "Vercel CLI 33.0.1" first on every run; the lesson quotes the banner, the error and the exit
    code of the failed deploy, all in that call. The banner (opening on `vercel`) is taken for the command: refused.
    Right: write."""
    e = fact("`Vercel CLI 33.0.1` / `No Output Directory named \"public\" found` / exit code 1")
    assert verdict(vercel_session(), tmp_path, e) == "write"


def msbuild_session() -> Builder:
    b = Builder(cwd="C:\\src\\app")
    b.prompt("build the release config")
    b.tool("PowerShell", {"command": "msbuild App.sln /p:Configuration=Release /m"},
           "Exit code 1\nMSBuild version 17.8.3+195e7f5a3 for .NET Framework\nBuild started 11/30/2026 9:12:04 AM.\n"
           "C:\\src\\app\\App.Core\\App.Core.csproj : error NU1105: Unable to find project information for "
           "'C:\\src\\app\\App.Shared\\App.Shared.csproj'.\nBuild FAILED.", is_error=True)
    b.tool("PowerShell", {"command": "msbuild App.sln /t:Restore;Build /p:Configuration=Release /m"},
           "MSBuild version 17.8.3+195e7f5a3 for .NET Framework\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)")
    return b


def test_windows_msbuild_banner_is_no_command_line(tmp_path):
    """A Windows build: MSBuild's banner, NU1105 and exit code 1 all in the first call. Refused, the banner read as
    the failed call's command line. Right: write."""
    e = fact("`MSBuild version 17.8.3+195e7f5a3 for .NET Framework`, `error NU1105`, exit code 1")
    assert verdict(msbuild_session(), tmp_path, e) == "write"


def apt_session() -> Builder:
    b = Builder()
    b.prompt("list the seed files then install postgres client 16")
    b.tool("Bash", {"command": "for f in seeds/*.sql; do echo \"== $f\"; done"},
           "== seeds/01_users.sql\n== seeds/02_orders.sql")
    b.tool("Bash", {"command": "sudo apt-get install postgresql-client-16"},
           "Exit code 1\nReading package lists...\nBuilding dependency tree...\nThe following NEW packages will be "
           "installed:\n  postgresql-client-16\n0 upgraded, 1 newly installed, 0 to remove and 12 not upgraded.\n"
           "Need to get 1,868 kB of archives.\nDo you want to continue? [Y/n] Abort.", is_error=True)
    b.tool("Bash", {"command": "sudo apt-get install -y postgresql-client-16"},
           "Setting up postgresql-client-16 (16.4-1.pgdg22.04+1) ...")
    return b


def test_a_shell_keyword_of_a_loop_is_no_program(tmp_path):
    """A `for …; do …; done` loop makes `do` (and `for`, `done`) "programs the session ran" (`steps.programs`), so
    apt's prompt "Do you want to continue? [Y/n] Abort." is read as a command line. The lesson is true (apt-get
    without -y printed that and exited 1). Right: write."""
    e = fact("Without `-y`: `Do you want to continue? [Y/n] Abort.` and exit code 1")
    assert verdict(apt_session(), tmp_path, e) == "write"


# --- 2. a config line, a command only in a CI log, an outcome about another thing ---------------------------------

def poetry_session() -> Builder:
    b = Builder()
    b.prompt("add numpy")
    b.tool("Bash", {"command": "python --version && poetry add numpy@^2.1"},
           "Exit code 1\nPython 3.12.4\nUpdating dependencies\nResolving dependencies...\n\nThe current project's "
           "supported Python range (>=3.8,<4.0) is not compatible with some of the required packages Python "
           "requirement:\n  - numpy requires Python >=3.10, so it will not be satisfied for Python >=3.8,<3.10",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/pyproject.toml", "old_string": "python = \"^3.8\"",
                    "new_string": "python = \"^3.10\""},
           "The file /home/dev/proj/pyproject.toml has been updated successfully.")
    b.tool("Bash", {"command": "poetry add numpy@^2.1"},
           "Updating dependencies\nResolving dependencies...\n\n"
           "Package operations: 1 install, 0 updates, 0 removals\n\n"
           "  - Installing numpy (2.1.3)\n\nWriting lock file")
    return b


def test_a_config_line_opening_on_a_program_is_no_command_line(tmp_path):
    """pyproject's `python = "^3.8"` (a setting: `commandish` says so, `words[1:2] == ["="]`) made the resolve fail;
    the session ran `python`, so the setting is taken for a command line and the true lesson refused. Right: write."""
    e = fact("Because of `python = \"^3.8\"` resolving failed with `numpy requires Python >=3.10`")
    assert verdict(poetry_session(), tmp_path, e) == "write"


def ci_session() -> Builder:
    b = Builder()
    b.prompt("CI is red on the configs repo but it works on my machine")
    b.tool("Bash", {"command": "cue vet ./... && echo vet-ok"}, "vet-ok")
    b.tool("Bash", {"command": "gh run view 9912734 --log-failed"},
           f"vet\tRun cue vet ./...\nvet\t2026-11-30T01:02:03.000Z {REPLICAS}:\nvet\t    ./services/api.cue:9:13\n"
           "vet\t##[error]Process completed with exit code 1.")
    b.tool("Bash", {"command": "cue version"}, "cue version v0.11.0\n\ngo version go1.23.2")
    b.reply("CI pins cue v0.6.0 in .github/workflows/vet.yml; v0.6 still reads the quoted \"3\" as a string.")
    return b


def ngrok_session() -> Builder:
    b = Builder()
    b.prompt("stripe webhooks don't reach my local server")
    b.tool("Bash", {"command": "ngrok http 3000", "run_in_background": True},
           "Command running in background with ID: bash_1")
    b.tool("BashOutput", {"bash_id": "bash_1"},
           "<stdout>\nSession Status                online\nForwarding                    "
           "https://7c1e-81-2-69-160.ngrok-free.app -> http://localhost:3000\n</stdout>")
    b.tool("Bash", {"command": "curl -s -X POST https://7c1e-81-2-69-160.ngrok-free.app/webhooks/stripe -o /dev/null "
                               "-w '%{http_code}'"}, "404")
    b.reply("The route is mounted at /api/webhooks/stripe, not /webhooks/stripe.")
    return b


# --- 3. "the first <word> `X` run" -------------------------------------------------------------------------------

def pytest_session() -> Builder:
    b = Builder()
    b.prompt("fix the failing auth tests")
    b.tool("Bash", {"command": "python -m pytest tests/test_auth.py -q"},
           "Exit code 1\nFAILED tests/test_auth.py::test_refresh - KeyError: 'exp'\n1 failed, 11 passed in 0.52s",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/auth/tokens.py", "old_string": "claims['exp']",
                    "new_string": "claims.get('exp')"},
           "The file /home/dev/proj/auth/tokens.py has been updated successfully.")
    b.tool("Bash", {"command": "python -m pytest tests/test_auth.py -q"}, "12 passed in 0.49s")
    return b


def test_the_first_passing_run_is_not_the_first_call(tmp_path):
    """"The first passing `X` run" is the first run that passed (the second call), not X's first call, which
    failed. Right: write."""
    e = fact("the first passing `python -m pytest tests/test_auth.py -q` run showed `12 passed`")
    assert verdict(pytest_session(), tmp_path, e) == "write"


def flaky_session() -> Builder:
    b = Builder()
    b.prompt("the e2e suite is flaky, loop it")
    for _ in range(2):
        b.tool("Bash", {"command": "npx playwright test tests/checkout.spec.ts --repeat-each=1"},
               "Running 4 tests using 2 workers\n  4 passed (12.3s)")
    b.tool("Bash", {"command": "npx playwright test tests/checkout.spec.ts --repeat-each=1"},
           "Exit code 1\nRunning 4 tests using 2 workers\n  1) tests/checkout.spec.ts:22:5 › pays with saved card\n"
           "    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n  1 failed\n  3 passed (17.0s)",
           is_error=True)
    return b


def test_the_first_failing_run_of_a_flaky_suite_is_not_the_first_call(tmp_path):
    """Two green runs, then the third failed. "The first failing `X` run failed with `Timed out …`" is the third
    call; read as X's first call (which passed) it is refused. Right: write."""
    e = fact("The first failing `npx playwright test tests/checkout.spec.ts` run failed with `Timed out 5000ms "
             "waiting for expect(locator).toBeVisible()`")
    assert verdict(flaky_session(), tmp_path, e) == "write"


PIT = "mvn org.pitest:pitest-maven:mutationCoverage"


def pit_scoped_first_session() -> Builder:
    b = Builder()
    b.prompt("run pitest on the pricing module, start small")
    b.tool("Bash", {"command": f"{PIT} '-DtargetClasses=com.acme.pricing.rules.*'"},
           "[INFO] --- pitest:1.17.0:mutationCoverage (default-cli) @ pricing ---\n[INFO] >> Generated 212 mutations "
           "Killed 190 (90%)\n[INFO] BUILD SUCCESS\n[INFO] Total time:  03:12 min")
    b.prompt("ok now the whole module")
    b.tool("Bash", {"command": f"{PIT} -Dthreads=8"},
           "[INFO] --- pitest:1.17.0:mutationCoverage (default-cli) @ pricing ---\n[INFO] >> Generated 1843 mutations "
           "Killed 1501 (81%)\n[INFO] BUILD SUCCESS\n[INFO] Total time:  41:07 min")
    return b


def test_the_first_full_run_after_a_scoped_one_is_not_the_first_call(tmp_path):
    """A scoped run came first; "the first full `X` run" is the unscoped second call, which printed 1843
    mutations. Rule 2 ties it to X's first call (the scoped one): refused. Right: write."""
    e = fact(f"The first full `{PIT}` run succeeded with `Generated 1843 mutations Killed 1501 (81%)`")
    assert verdict(pit_scoped_first_session(), tmp_path, e) == "write"


# --- 4. the scan and the judge told different programs ---------------------------------------------------------

RESET = "supabase db reset"


def long_supabase_session() -> Builder:
    """`supabase db reset` exits 0 (s2); then forty long reads push the session past the slice's budget, and the
    slicer leaves the reset out of `sl.turns`."""
    b = Builder()
    b.prompt("reset the local db and then go through the migrations one by one")
    b.tool("Bash", {"command": RESET},
           "Resetting local database...\nSkipping migration 2024052_add_reminders.sql... (file name must match pattern "
           "\"<timestamp>_name.sql\")\nFinished supabase db reset on branch main.")
    for i in range(40):
        body = "\n".join(f"{n:4d}  alter table public.t{i} add column c{n} text;" for n in range(120))
        b.tool("Read", {"file_path": f"/home/dev/proj/supabase/migrations/20240{i:03d}_step.sql"}, body)
        b.reply(f"Migration {i} adds 120 columns to t{i}.")
    return b


# --- 5. false lessons still written: a program behind a wrapper ------------------------------------------------

def wrapped_cue_session(prefix: str) -> Builder:
    b = Builder()
    b.prompt("cue vet fails on our k8s configs since I added the api service")
    b.tool("Bash", {"command": f"{prefix}{VET}"},
           f"Exit code 1\n{REPLICAS}:\n    ./schema.cue:14:13\n    ./services/api.cue:9:13", is_error=True)
    b.tool("Edit", {"file_path": "/home/ana/deploy/services/api.cue", "old_string": 'replicas: "3"',
                    "new_string": "replicas: 3"},
           "The file /home/ana/deploy/services/api.cue has been updated successfully.")
    b.tool("Bash", {"command": f"{prefix}{VET} && echo vet-ok"}, "vet-ok")
    return b


STILL = f"After the edit to services/api.cue, `{VET}` still failed on `deployments.api.spec.replicas`."


def test_false_still_failed_behind_timeout_is_refused(tmp_path):
    """`timeout 120 cue vet ./...`: `steps.programs` gives `timeout`, not `cue` (it skips sudo/env/exec/time only),
    so the false "still failed" (the run after the edit passed) is written. Right: refused, as without `timeout`."""
    assert verdict(wrapped_cue_session("timeout 120 "), tmp_path, fact(STILL)).startswith("refused")


def test_false_still_failed_behind_sudo_u_is_refused(tmp_path):
    """`sudo -u deploy cue vet ./...`: `steps.programs` gives `-u` as the program; the false "still failed" is
    written. Right: refused."""
    assert verdict(wrapped_cue_session("sudo -u deploy "), tmp_path, fact(STILL)).startswith("refused")


def test_scan_and_judge_agree_when_the_slice_left_the_program_out(tmp_path):
    """A session long enough that the slice leaves the `supabase db reset` call out: both judges read the programs of
    the calls the model read (`screen.commands_read`), so they agree (`verdict` asserts it)."""
    e = fact(f"`{RESET}` exited non-zero when it skipped 2024052_add_reminders.sql")
    verdict(long_supabase_session(), tmp_path, e)   # (raises unless the two agree)
