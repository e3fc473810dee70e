"""Issue 24, thirty-sixth round: the cases a third independent reviewer wrote against 340e3d21 (a failure read from a
log coming back when the call the log explains fails again the same way; taken back, bc1592a2) and 6a9b0b67
(`Act.past`: only a call that ran spends "after X"), kept as guards: a service manager's fixed failure text is no
failure back; a line opening on `echo` or fed by `cat`, a look-only command that is itself the claim, a run stopped
after it printed its failure and a tool running the command with no shell `command` are runs."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

CAME_BACK = "review: fix not shown to work in the session (the failure came back"

# ---------------------------------------------------------------- change 1: the explained call failing "the same way"

DEBOOTSTRAP = "sudo debootstrap --arch=arm64 bookworm /srv/chroots/arm64 http://deb.debian.org/debian"
SEE_LOG = "W: See /srv/chroots/arm64/debootstrap/debootstrap.log for details"
STOPPED = ("Exit code 1\nI: Retrieving InRelease\nI: Validating Packages\nI: Extracting libc6...\n"
           f"W: Failure trying to run: chroot \"/srv/chroots/arm64\" /bin/true\n{SEE_LOG}")
LOG_TAIL = "sudo tail -2 /srv/chroots/arm64/debootstrap/debootstrap.log"
EXEC_FORMAT = "chroot: failed to run command '/bin/true': Exec format error"
CHROOT_EVIDENCE = f"`{EXEC_FORMAT}`; `sudo apt-get install -y qemu-user-static binfmt-support` → `Setting up " \
                  "qemu-user-static`"
CHROOT_FIX = "sudo apt-get install -y qemu-user-static binfmt-support, then run debootstrap again."


def chroot(again_cmd: str, again: str, again_error: bool, after: list[tuple[str, str, bool]] | None = None) -> Builder:
    b = Builder()
    b.prompt("build an arm64 chroot on this amd64 box")
    b.tool("Bash", {"command": DEBOOTSTRAP}, STOPPED, is_error=True)
    b.tool("Bash", {"command": LOG_TAIL}, f"dpkg: warning: 'ldconfig' not found in PATH\n{EXEC_FORMAT}")
    b.tool("Bash", {"command": "sudo apt-get install -y qemu-user-static binfmt-support"},
           "Setting up qemu-user-static (1:7.2+dfsg-7+deb12u7) ...")
    b.tool("Bash", {"command": again_cmd}, again, is_error=again_error)
    for cmd, out, err in after or []:
        b.tool("Bash", {"command": cmd}, out, is_error=err)
    b.tool("Bash", {"command": f"sudo rm -rf /srv/chroots/arm64 && {DEBOOTSTRAP}"},
           "I: Base system installed successfully.")
    return b


# generic outputs: a service manager says the same words whatever stopped the server

PG_CTL = "pg_ctl -D /usr/local/var/postgres -l /usr/local/var/log/postgres.log start"
PG_FAILED = "Exit code 1\nwaiting for server to start.... stopped waiting\npg_ctl: could not start server\n" \
            "Examine the log output."
PG_LOG = "tail -n 3 /usr/local/var/log/postgres.log"
LOCK = 'FATAL:  could not bind IPv4 address "127.0.0.1": Address already in use'
PG_EVIDENCE = f"`{LOCK}`; `brew services stop postgresql@14` → `Successfully stopped postgresql@14`"
PG_FIX = "Stop the old postgresql@14 service holding port 5432 (brew services stop postgresql@14), then start the " \
         "server again."


def postgres(again: str) -> Builder:
    b = Builder()
    b.prompt("postgres won't start after the laptop crashed")
    b.tool("Bash", {"command": PG_CTL}, PG_FAILED, is_error=True)
    b.tool("Bash", {"command": PG_LOG}, f"{LOCK}\nHINT:  Is another postmaster already running on port 5432? "
           "If not, wait a few "
                                        "seconds and retry.")
    b.tool("Bash", {"command": "brew services stop postgresql@14"},
           "Stopping `postgresql@14`... (might take a while)\n==> Successfully stopped `postgresql@14`")
    b.tool("Bash", {"command": PG_CTL}, again, is_error=True)
    return b


def test_pg_ctl_saying_its_usual_could_not_start_after_the_fix_is_no_failure_back_when_the_log_says_otherwise(
        tmp_path):
    """pg_ctl prints the same three lines whatever stopped the server. With the old service stopped, the log read
    next says the data directory's mode is wrong, not the port: the port fix worked, a new failure was revealed (and
    fixed by the chmod)."""
    b = postgres(PG_FAILED)
    b.tool("Bash", {"command": PG_LOG}, 'FATAL:  data directory "/usr/local/var/postgres" has invalid permissions\n'
                                        "DETAIL:  Permissions should be u=rwx (0700) or u=rwx,g=rx (0750).")
    b.tool("Bash", {"command": "chmod 700 /usr/local/var/postgres"}, "")
    b.tool("Bash", {"command": PG_CTL}, "waiting for server to start.... done\nserver started")
    e = gotcha(PG_EVIDENCE, PG_FIX, failure_step="s4", evidence_steps=["s4", "s6"])
    assert not verdict(b, tmp_path, e).startswith(CAME_BACK)


START_JENKINS = "Start-Service Jenkins"
SVC_FAILED = ("Start-Service : Service 'Jenkins (Jenkins)' cannot be started due to the following error: Cannot "
              "start service Jenkins on computer '.'.\nAt line:1 char:1\n+ Start-Service Jenkins\n"
              "+ ~~~~~~~~~~~~~~~~~~~~~\n"
              "    + CategoryInfo          : OpenError: (System.ServiceProcess.ServiceController:ServiceController) "
              "[Start-Service], ServiceCommandException\n"
              "    + FullyQualifiedErrorId : CouldNotStartService,Microsoft.PowerShell.Commands.StartServiceCommand")
JENKINS_LOG = r"Get-Content C:\ProgramData\Jenkins\.jenkins\jenkins.err.log -Tail 2"
BIND = "java.net.BindException: Address already in use: bind"


def test_start_service_saying_its_usual_cannot_be_started_is_no_failure_back_when_the_log_says_otherwise(tmp_path):
    """Windows: Start-Service prints the same error record whatever stopped the service. With the other server off
    port 8080 the next log read says the Java is too old, not the port: the port fix worked, another failure was
    revealed (and fixed by pointing the service at Java 17)."""
    b = Builder(cwd="C:/Users/ana")
    b.prompt("the Jenkins service won't start on the build box")
    b.tool("PowerShell", {"command": START_JENKINS}, SVC_FAILED, is_error=True)
    b.tool("PowerShell", {"command": JENKINS_LOG},
           f"SEVERE: Failed to bind to 0.0.0.0/0.0.0.0:8080\n{BIND}")
    b.tool("PowerShell", {"command": "Stop-Service Tomcat9; Set-Service Tomcat9 -StartupType Disabled"}, "")
    b.tool("PowerShell", {"command": START_JENKINS}, SVC_FAILED, is_error=True)
    b.tool("PowerShell", {"command": JENKINS_LOG},
           "java.lang.UnsupportedClassVersionError: hudson/Main has been compiled by a more recent version of the "
           "Java Runtime (class file version 61.0), this version of the Java Runtime only recognizes class file "
           "versions up to 55.0")
    b.tool("Edit", {"file_path": "C:/Program Files/Jenkins/jenkins.xml",
                    "old_string": "<executable>C:\\Program Files\\Java\\jdk-11\\bin\\java.exe</executable>",
                    "new_string": "<executable>C:\\Program Files\\Java\\jdk-17\\bin\\java.exe</executable>"},
           "The file C:/Program Files/Jenkins/jenkins.xml has been updated successfully.")
    b.tool("PowerShell", {"command": START_JENKINS}, "")
    e = gotcha(f"`{BIND}`; `Stop-Service Tomcat9; Set-Service Tomcat9 -StartupType Disabled` → ``",
               "Stop the Tomcat9 service holding port 8080, then start Jenkins again.", failure_step="s4",
               evidence_steps=["s4", "s6"])
    assert not verdict(b, tmp_path, e).startswith(CAME_BACK)


# ---------------------------------------------------------------- change 2: what spends "after X, `cmd` passed"

def jest_session(first_cmd: str, first_out: str, first_error: bool) -> Builder:
    """The Edit adding `jest.useFakeTimers()` (s2), the first `npx jest` run after it (s4), another Edit of another
    file (s6), then `npx jest` passing (s8)."""
    b = Builder()
    b.prompt("the retry test is flaky")
    b.tool("Edit", {"file_path": "/home/dev/proj/src/retry.test.ts", "old_string": "describe('retry', () => {",
                    "new_string": "describe('retry', () => {\n  jest.useFakeTimers();"},
           "The file /home/dev/proj/src/retry.test.ts has been updated successfully.")
    b.tool("Bash", {"command": first_cmd}, first_out, is_error=first_error)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/retry.ts", "old_string": "await sleep(delay)",
                    "new_string": "await new Promise((r) => setTimeout(r, delay))"},
           "The file /home/dev/proj/src/retry.ts has been updated successfully.")
    b.tool("Bash", {"command": "npx jest src/retry.test.ts"}, "PASS src/retry.test.ts\nTests:       4 passed, 4 total")
    return b


JEST_FAILED = "Exit code 1\nFAIL src/retry.test.ts\n  ● retry › backs off\n    thrown: \"Exceeded timeout of " \
              "5000 " \
              "ms for a test.\nTests:       1 failed, 3 passed, 4 total"
AFTER_FAKE_TIMERS = "After the Edit adding `jest.useFakeTimers()`, `npx jest src/retry.test.ts` passed: " \
                    "`Tests:       4 passed, 4 total`."


def test_a_failing_run_after_the_edit_that_starts_with_an_echo_is_a_run(tmp_path):
    """`echo '--- jest ---' && npx jest …` ran jest, and it failed: the run after the edit failed; `echo` being the
    line's first program does not make it look-only."""
    assert verdict(jest_session("echo '--- jest ---' && npx jest src/retry.test.ts", JEST_FAILED, True), tmp_path,
                   fact(AFTER_FAKE_TIMERS)).startswith("refused")


def test_a_failing_run_after_the_edit_fed_by_cat_is_a_run(tmp_path):
    """`cat … | node solve.js` ran the script (printing the wrong answer) right after the edit; only after another
    edit did it print 42."""
    b = Builder()
    b.prompt("day 7 part 2 gives the wrong answer")
    b.tool("Edit", {"file_path": "/home/dev/aoc/solve.js", "old_string": "const seen = []",
                    "new_string": "const seen = new Set()"},
           "The file /home/dev/aoc/solve.js has been updated successfully.")
    b.tool("Bash", {"command": "cat input/day07.txt | node solve.js"}, "41")
    b.tool("Edit", {"file_path": "/home/dev/aoc/solve.js", "old_string": "i < rows.length - 1",
                    "new_string": "i < rows.length"}, "The file /home/dev/aoc/solve.js has been updated successfully.")
    b.tool("Bash", {"command": "cat input/day07.txt | node solve.js"}, "42")
    e = fact("After the Edit adding `new Set()`, `node solve.js` printed `42`.")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_a_look_only_command_that_is_the_claimed_run_is_spent_by_its_first_run(tmp_path):
    """The claim is about `cat dist/config.json` itself: its first run after the edit still showed the old value
    (nothing had been built); only after `npm run build` did it show the new one. A look that is the claimed command
    is its run: "after X, `cat …` showed Y" is not in the session."""
    b = Builder()
    b.prompt("make the client retry three times")
    b.tool("Edit", {"file_path": "/home/dev/proj/config/client.ts", "old_string": "maxRetries: 1",
                    "new_string": "maxRetries: 3"},
           "The file /home/dev/proj/config/client.ts has been updated successfully.")
    b.tool("Bash", {"command": "cat dist/config.json"}, '{\n  "maxRetries": 1,\n  "timeoutMs": 5000\n}')
    b.tool("Bash", {"command": "npm run build"}, "> client@1.4.0 build\n> tsc -p . && node scripts/emit-config.js")
    b.tool("Bash", {"command": "cat dist/config.json"}, '{\n  "maxRetries": 3,\n  "timeoutMs": 5000\n}')
    e = fact('After the Edit adding `maxRetries: 3`, `cat dist/config.json` showed `"maxRetries": 3`.')
    assert verdict(b, tmp_path, e).startswith("refused")


def test_a_run_stopped_part_way_after_printing_a_failure_is_the_run_after_the_edit(tmp_path):
    """The first jest run after the edit printed its failing test before the person stopped it: it ran (`rejected`
    says a call stopped part way did), and it failed."""
    stopped = "[Request interrupted by user for tool use]\nFAIL src/retry.test.ts\n  ● retry › backs off\n" \
              "    thrown: \"Exceeded timeout of 5000 ms for a test."
    assert verdict(jest_session("npx jest src/retry.test.ts", stopped, True), tmp_path,
                   fact(AFTER_FAKE_TIMERS)).startswith("refused")


def test_a_failing_run_by_a_tool_with_no_shell_command_is_the_run_after_the_edit(tmp_path):
    """A tool that runs the command in the container (its input `cmd`, not `command`) ran jest right after the edit
    and it failed; only after another edit did jest pass. No shell `command`, but a run all the same."""
    b = Builder()
    b.prompt("the retry test is flaky")
    b.tool("Edit", {"file_path": "/home/dev/proj/src/retry.test.ts", "old_string": "describe('retry', () => {",
                    "new_string": "describe('retry', () => {\n  jest.useFakeTimers();"},
           "The file /home/dev/proj/src/retry.test.ts has been updated successfully.")
    b.tool("mcp__docker__exec_in_container", {"container_name": "api", "cmd": "npx jest src/retry.test.ts"},
           JEST_FAILED, is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/retry.ts", "old_string": "await sleep(delay)",
                    "new_string": "await new Promise((r) => setTimeout(r, delay))"},
           "The file /home/dev/proj/src/retry.ts has been updated successfully.")
    b.tool("mcp__docker__exec_in_container", {"container_name": "api", "cmd": "npx jest src/retry.test.ts"},
           "PASS src/retry.test.ts\nTests:       4 passed, 4 total")
    assert verdict(b, tmp_path, fact(AFTER_FAKE_TIMERS)).startswith("refused")
