"""Tracking (issue 24), thirtieth round: what tracking38's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.profile import anchors_for
from core.tracking.record import lesson_calls
from core.tracking.usage import SessionFacts
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def later(*steps: tuple[str, str, str | bool]) -> SessionFacts:
    """A later session of ("write", path, content), ("read", path, content) and ("bash", command, failed) steps."""
    facts = SessionFacts()
    stamp = "2026-02-01T10:00:00+00:00"
    for i, (kind, what, how) in enumerate(steps):
        if kind == "write":
            facts.add(Turn(TOOL_CALL, what, tool_name="Write", tool_input={"file_path": what, "content": how},
                           tool_use_id=f"t{i}", timestamp=stamp))
            facts.add(Turn(TOOL_RESULT, "File created successfully", tool_name="Write", tool_use_id=f"t{i}",
                           timestamp=stamp))
        elif kind == "read":
            facts.add(Turn(TOOL_CALL, what, tool_name="Read", tool_input={"file_path": what}, tool_use_id=f"t{i}",
                           timestamp=stamp))
            facts.add(Turn(TOOL_RESULT, "\n".join(f"{n:>6}→{line}" for n, line in enumerate(str(how).splitlines(), 1)),
                           tool_name="Read", tool_use_id=f"t{i}", timestamp=stamp))
        else:
            failed = how is True
            facts.add(Turn(TOOL_CALL, what, tool_name="Bash", tool_input={"command": what}, tool_use_id=f"t{i}",
                           timestamp=stamp))
            facts.add(Turn(TOOL_RESULT, "Exit code 1\nERROR: failed to solve" if failed else "done", tool_name="Bash",
                           tool_use_id=f"t{i}", is_error=failed, timestamp=stamp))
    return facts


# --- a setting written into a file, then the program that failed runs ------------------------------------------

SCAN = "sonar-scanner -Dsonar.host.url=https://sonar.acme.internal"
NO_KEY = "ERROR: You must define the following mandatory properties for 'Unknown': sonar.projectKey"
SONAR = gotcha(f"`{NO_KEY}`; `sonar-scanner -Dsonar.projectKey=billing-api -Dsonar.sources=src` ended with "
               "`EXECUTION SUCCESS`", "Pass the key: `sonar-scanner -Dsonar.projectKey=<key>`, or commit a "
               "sonar-project.properties with `sonar.projectKey=<key>`.")
SONAR_SOURCE = session((SCAN, f"INFO: Project root configuration file: NONE\n{NO_KEY}", True),
                       (f"{SCAN} -Dsonar.projectKey=billing-api -Dsonar.sources=src", "INFO: EXECUTION SUCCESS", False))
PROPERTIES = "/home/dana/ledger-ui/sonar-project.properties"


def test_the_fix_options_written_as_settings_then_the_program_run_is_the_fix():
    """`sonar.projectKey=ledger-ui` in the scanner's properties file, then the scanner run and working: the option the
    fix gives `sonar-scanner`, given through the file it reads."""
    calls = lesson_calls(SONAR, SONAR_SOURCE.log, redact)
    facts = later(("write", PROPERTIES, "sonar.projectKey=ledger-ui\nsonar.sources=src\n"), ("bash", SCAN, False))
    assert verdict(SONAR, calls, facts) == (False, True)


def test_guard_the_setting_written_and_the_program_never_run_is_not_the_fix():
    calls = lesson_calls(SONAR, SONAR_SOURCE.log, redact)
    facts = later(("write", PROPERTIES, "sonar.projectKey=ledger-ui\nsonar.sources=src\n"),
                  ("bash", "git status", False))
    assert verdict(SONAR, calls, facts)[1] is False


def test_guard_another_setting_written_before_the_run_is_not_the_fix():
    calls = lesson_calls(SONAR, SONAR_SOURCE.log, redact)
    facts = later(("write", PROPERTIES, "sonar.exclusions=**/*.spec.ts\n"), ("bash", SCAN, False))
    assert verdict(SONAR, calls, facts)[1] is False


# --- an install per system, and one kept in a Dockerfile the session built -------------------------------------

PIPELINE = "gst-launch-1.0 -e rtspsrc location=rtsp://10.20.0.13/s1 ! rtph264depay ! h264parse ! avdec_h264 ! fakesink"
NO_ELEMENT = "WARNING: erroneous pipeline: no element \"avdec_h264\""
LIBAV = gotcha(f"`{NO_ELEMENT}`; `sudo apt-get install -y -q gstreamer1.0-libav` then the pipeline wrote 50 frames",
               "Install gst-libav: `apt-get install gstreamer1.0-libav` on Debian/Ubuntu (also in the Dockerfile of an "
               "image that runs the pipeline), `dnf install gstreamer1-libav` on Fedora.")
LIBAV_SOURCE = session((PIPELINE, NO_ELEMENT, True), ("sudo apt-get install -y -q gstreamer1.0-libav", "Setting up "
                       "gstreamer1.0-libav:amd64 (1.22.0-2) ...", False), (PIPELINE, "Got EOS from element", False))
DOCKERFILE = ("FROM debian:bookworm-slim\nRUN apt-get update && \\\n    apt-get install -y --no-install-recommends "
              "gstreamer1.0-tools gstreamer1.0-libav\nCOPY grab.sh /usr/local/bin/grab\n")


def test_an_install_per_system_is_either_one_not_a_chain_of_both():
    """`apt-get install …` on Debian, `dnf install …` on Fedora: one way out per system; and the evidence's `sudo
    apt-get install -y -q …` is the first of them run, not part of the trap."""
    fixes = anchors_for(LIBAV, "").fix_commands
    assert "apt-get install gstreamer1.0-libav" in fixes and "dnf install gstreamer1-libav" in fixes


def test_the_install_kept_in_a_dockerfile_the_session_built_is_the_fix():
    """The image build ran the Dockerfile's RUN lines: the install written there was run."""
    calls = lesson_calls(LIBAV, LIBAV_SOURCE.log, redact)
    facts = later(("write", "/home/tomas/cams/Dockerfile", DOCKERFILE),
                  ("bash", "docker build -t cam-grab .", False), ("bash", "docker run --rm cam-grab 10.20.0.1", False))
    assert verdict(LIBAV, calls, facts) == (False, True)


def test_guard_a_build_after_a_failed_build_is_a_recovery():
    calls = lesson_calls(LIBAV, LIBAV_SOURCE.log, redact)
    facts = later(("write", "/home/tomas/cams/Dockerfile", DOCKERFILE),
                  ("bash", "docker build -q -t cam-grab .", True), ("bash", "docker build -q -t cam-grab .", False))
    assert verdict(LIBAV, calls, facts)[1] is False


def test_guard_a_dockerfile_never_built_ran_nothing():
    calls = lesson_calls(LIBAV, LIBAV_SOURCE.log, redact)
    facts = later(("write", "/home/tomas/cams/Dockerfile", DOCKERFILE), ("bash", "git add Dockerfile", False))
    assert verdict(LIBAV, calls, facts)[1] is False


# --- the fix the evidence quotes names no name of the session's own -------------------------------------------

def test_a_package_in_the_fix_command_the_evidence_quotes_is_no_session_name():
    """`npm install --save pg pg-hstore`, quoted as what was run: the fix with a flag of its own, so not the trap, and
    `pg-hstore` is the package the fix installs, not a name the failing session made up."""
    lesson = gotcha("`npx sequelize-cli db:migrate`; `ERROR: Please install pg package manually`; "
                    "`npm install --save pg pg-hstore`; `20250928101500-create-appointments: migrated`",
                    "Add the dialect's driver to the project that runs the CLI: `npm install pg pg-hstore` for "
                    "postgres, then rerun.")
    assert anchors_for(lesson, "").fix_commands == ("npm install pg pg-hstore",)


# --- the fix given to the failing program, which then failed on something else ---------------------------------

NO_CREDENTIALS = ("Error: No existing credentials found. Please run `vercel login` or pass \"--token\"\n"
                  "Learn More: https://err.sh/vercel/no-credentials-found")
VERCEL = gotcha(f"`vercel deploy --prebuilt --yes` → `{NO_CREDENTIALS.splitlines()[0]}`",
                "Pass the token on every call: `vercel deploy --prebuilt --yes --token $VERCEL_TOKEN`.")
VERCEL_SOURCE = session(("vercel build", "Build Completed in .vercel/output", False),
                        ("vercel deploy --prebuilt --yes", f"Vercel CLI 34.2.0\n{NO_CREDENTIALS}", True),
                        ("vercel deploy --prebuilt --yes --token $VERCEL_TOKEN", "Production: https://shop.vercel.app",
                         False))


def test_the_fix_given_to_the_failing_program_counts_though_the_run_failed_on_something_else():
    """`--token` given from the first deploy: the lesson's error did not come; the token being invalid is another
    failure, which does not undo the use."""
    calls = lesson_calls(VERCEL, VERCEL_SOURCE.log, redact)
    later_session = session(("vercel deploy --prebuilt --yes --token $VERCEL_TOKEN",
                             "Vercel CLI 34.3.1\nError: The specified token is not valid. Use `vercel login` to "
                             "generate a new token.", True))
    assert verdict(VERCEL, calls, later_session) == (False, True)


def test_guard_the_lessons_own_error_back_is_no_use():
    calls = lesson_calls(VERCEL, VERCEL_SOURCE.log, redact)
    later_session = session(("vercel deploy --prebuilt --yes", f"Vercel CLI 34.3.1\n{NO_CREDENTIALS}", True))
    assert verdict(VERCEL, calls, later_session) == (True, False)


LOCKED = "error: lockfile had changes, but lockfile is frozen"
BUN = gotcha(f"`bun install --frozen-lockfile` → `{LOCKED}`",
             "After changing dependencies, run `bun install` (or change them with `bun add` / `bun remove`) and "
             "commit bun.lock.")
BUN_SOURCE = session(("bun install --frozen-lockfile", f"bun install v1.2.4\n{LOCKED}", True),
                     ("bun install && git add bun.lock", "Saved lockfile", False))


def test_guard_another_act_of_the_failing_program_failing_is_no_use():
    """`bun add x` failing with a 404: the failing program given another act, which never went through."""
    calls = lesson_calls(BUN, BUN_SOURCE.log, redact)
    later_session = session(("bun add @acme/ui", "bun add v1.2.4\nerror: GET https://registry.npmjs.org/@acme%2fui - "
                             "404\nerror: @acme/ui@latest failed to resolve", True))
    assert verdict(BUN, calls, later_session)[1] is False


# --- a script the session read or wrote, then ran --------------------------------------------------------------

NO_GPU = 'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].'
CTK = gotcha(f"`{NO_GPU}`", "`sudo nvidia-ctk runtime configure --runtime=docker`, then `sudo systemctl restart "
             "docker`, and run again.")
CTK_SOURCE = session(("docker run --rm --gpus all nvidia/cuda:12.4.1-base nvidia-smi -L", NO_GPU, True),
                     ("sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart docker",
                      "INFO Wrote updated config to /etc/docker/daemon.json", False))
PROVISION = ("#!/usr/bin/env bash\nset -euo pipefail\napt-get install -y nvidia-container-toolkit\n"
             "nvidia-ctk runtime configure --runtime=docker\nsystemctl restart docker\n")


def test_a_script_read_then_fed_to_a_shell_runs_its_lines_and_reading_it_met_no_trouble():
    """The Read tool showed the provisioning script (its `set -euo pipefail` is code, not trouble met), and `ssh host
    'sudo bash -s' < it` ran its lines: the fix, straight."""
    calls = lesson_calls(CTK, CTK_SOURCE.log, redact)
    facts = later(("read", "/home/hyun/infra/provision/gpu-node.sh", PROVISION),
                  ("bash", "ssh gpu-02 'sudo bash -s' < provision/gpu-node.sh", False))
    assert verdict(CTK, calls, facts) == (False, True)


NO_DIGEST = "SignTool Error: No file digest algorithm specified. Please specify the digest algorithm with the /fd flag."
SIGN = gotcha(f"`signtool sign /a out\\Tally.exe` → `{NO_DIGEST}`", "Always pass the digest: `signtool sign /fd SHA256 "
              "/a <file>`, in every .bat build script that calls signtool too.")
SIGN_SOURCE = session(("signtool sign /a out\\Tally.exe", NO_DIGEST, True),
                      ("signtool sign /fd SHA256 /a out\\Tally.exe", "Successfully signed: out\\Tally.exe", False))


BATCH = "@echo off\r\nsigntool sign /fd SHA256 /a out\\Tally.exe\r\n"


def test_a_batch_file_read_then_run_by_cmd_runs_its_lines():
    """`cmd /c "scripts\\sign.bat"` after the session read it: a batch file is a script, its lines run."""
    calls = lesson_calls(SIGN, SIGN_SOURCE.log, redact)
    facts = later(("read", "C:\\src\\tally\\scripts\\sign.bat", BATCH),
                  ("bash", 'cmd /c "scripts\\sign.bat"', False))
    assert verdict(SIGN, calls, facts) == (False, True)


def test_guard_a_batch_file_read_and_never_run_is_no_use():
    calls = lesson_calls(SIGN, SIGN_SOURCE.log, redact)
    facts = later(("read", "C:\\src\\tally\\scripts\\sign.bat", BATCH),
                  ("bash", "git add scripts/sign.bat", False))
    assert verdict(SIGN, calls, facts)[1] is False


# --- guards an independent review of the round's diff asked for (each failed on the rules as first written) -------

def test_guard_one_systems_update_and_install_are_a_chain_not_two_ways_out():
    lesson = gotcha("`bundle install` → `Can't find the 'libpq-fe.h header`",
                    "Run `apt-get update` and then `apt install -y libpq-dev`.")
    assert anchors_for(lesson, "").fix_commands == ("apt install -y libpq-dev",)


NPM_EACCES = "npm error code EACCES\nnpm error Error: EACCES: permission denied, mkdir '/usr/lib/node_modules/pnpm'"
NPM_GLOBAL = gotcha("`npm install --global pnpm` → `EACCES: permission denied, mkdir '/usr/lib/node_modules/pnpm'`",
                    "Install it for the project instead: `npm install pnpm`.")


def test_guard_the_failing_command_is_no_fix_run_with_flags_of_its_own():
    """`npm install --global pnpm` is the trap: `--global` is another act, not a flag that only answers or quiets."""
    src = session(("npm install --global pnpm", NPM_EACCES, True), ("npm install pnpm", "added 1 package in 2s", False))
    calls = lesson_calls(NPM_GLOBAL, src.log, redact)
    assert verdict(NPM_GLOBAL, calls, session(("sudo npm install --global pnpm", "added 1 package", False)))[1] is False


def test_guard_the_program_asked_its_version_after_the_setting_was_written_used_nothing():
    calls = lesson_calls(SONAR, SONAR_SOURCE.log, redact)
    facts = later(("write", PROPERTIES, "sonar.projectKey=ledger-ui\nsonar.sources=src\n"),
                  ("bash", "sonar-scanner --version", False))
    assert verdict(SONAR, calls, facts)[1] is False


def test_guard_a_build_of_another_dockerfile_or_context_runs_none_of_the_shown_ones_lines():
    calls = lesson_calls(LIBAV, LIBAV_SOURCE.log, redact)
    for build in ("docker build --file=Dockerfile.dev -t cam-grab .", "docker build -t web ./web"):
        facts = later(("write", "/home/tomas/cams/Dockerfile", DOCKERFILE), ("bash", build, False))
        assert verdict(LIBAV, calls, facts)[1] is False


def test_guard_a_failed_command_naming_build_is_no_failed_build():
    """`docker logs build` failing (a container named "build") leaves the image build that follows a straight use;
    a Dockerfile written with Windows line ends and a lower-case `run` still has its lines run."""
    calls = lesson_calls(LIBAV, LIBAV_SOURCE.log, redact)
    crlf = DOCKERFILE.replace("RUN", "run").replace("\n", "\r\n")
    facts = later(("write", "/home/tomas/cams/Dockerfile", crlf), ("bash", "docker logs build", True),
                  ("bash", "docker build -q -t cam-grab .", False))
    assert verdict(LIBAV, calls, facts) == (False, True)


# --- ways out per platform, and what a PowerShell script block runs ---------------------------------------------

NOT_RECOGNIZED = ("Get-ADUser : The term 'Get-ADUser' is not recognized as the name of a cmdlet, function, script "
                  "file, or operable program.")
RSAT = gotcha(f"`{NOT_RECOGNIZED}`", "관리자 권한으로 RSAT AD 도구를 설치한다: Windows 10/11에서는 `Add-WindowsCapability "
              "-Online -Name Rsat.ActiveDirectory.DS-LDS.Tools~~~~0.0.1.0`, Windows Server에서는 `Install-WindowsFeature "
              "RSAT-AD-PowerShell`.")
RSAT_SOURCE = session(("powershell.exe -NoProfile -File .\\Get-StaleUsers.ps1", NOT_RECOGNIZED, True),
                      ("powershell.exe -NoProfile -Command 'Add-WindowsCapability -Online -Name "
                       "Rsat.ActiveDirectory.DS-LDS.Tools~~~~0.0.1.0'", "Online : True", False))


def test_ways_out_said_per_platform_are_each_a_fix():
    """"Windows 10/11에서는 `A`, Windows Server에서는 `B`": one way out per platform, not a chain of both."""
    fixes = anchors_for(RSAT, "").fix_commands
    assert len(fixes) == 2 and any(f.startswith("Install-WindowsFeature") for f in fixes)


def test_the_fix_in_a_powershell_script_block_is_run():
    """`Invoke-Command -ComputerName JOBS01 { Install-WindowsFeature RSAT-AD-PowerShell }` runs what its braces
    hold, on the server: the lesson's server way out, straight."""
    calls = lesson_calls(RSAT, RSAT_SOURCE.log, redact)
    later_session = session(("powershell.exe -NoProfile -Command 'Invoke-Command -ComputerName JOBS01 { "
                             "Install-WindowsFeature RSAT-AD-PowerShell }'", "Success Restart Needed Exit Code", False))
    assert verdict(RSAT, calls, later_session) == (False, True)


def test_guard_one_platform_named_leaves_a_chain_a_chain():
    lesson = gotcha("`bundle install` → `Can't find the 'libpq-fe.h header`",
                    "On Debian run `apt-get update` and then `apt-get install -y libpq-dev`.")
    assert anchors_for(lesson, "").fix_commands == ("apt-get install -y libpq-dev",)
