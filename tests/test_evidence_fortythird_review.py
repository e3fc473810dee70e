"""Review of the forty-third round's evidence rules (3e4501c0..HEAD, core/evidence).

Written by a reviewer who had read the rules' diff and no corpus. Each test states the behaviour a correct judge has
on a realistic session and citation: real claims written, invented claims refused, unshown fixes not verified. The
rule each test is about is named in its section and docstring."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_fortythird import EVENTS_EVIDENCE, EXCEEDS, START, TOO_MANY, events_session
from tests.test_evidence_steps import fact, gotcha, verdict

NOT_SHOWN = "review: fix not shown"

# --- sessions -----------------------------------------------------------------------------------------------------

def pool_session() -> Builder:
    """The pool fails (s2); an edit turns `max_workers = 64` into `max_workers = 8` (s4); it starts (s6); a start
    asking 16 cores fails (s8) and one asking 8 passes (s10)."""
    b = Builder()
    b.prompt("the worker pool never starts")
    b.tool("Bash", {"command": START}, f"Exit code 1\n{TOO_MANY}", is_error=True)
    b.tool("Edit", {"file_path": "pool.toml", "old_string": "max_workers = 64", "new_string": "max_workers = 8"},
           "The file pool.toml has been updated successfully.")
    b.tool("Bash", {"command": START}, "pool up: 8 workers\nlistening on :9000")
    b.tool("Bash", {"command": f"{START} --cores 16"}, f"Exit code 2\nerror: {EXCEEDS}", is_error=True)
    b.tool("Bash", {"command": f"{START} --cores 8"}, "pool ready on 8 cores")
    b.tool("Bash", {"command": "./pool status"}, "plugins: metrics loaded")
    return b


def pkgconfig_session() -> Builder:
    """Link flags read from pkg-config: a program whose output is itself a list of options."""
    b = Builder()
    b.prompt("link the daemon against openssl and zlib")
    b.tool("Bash", {"command": "pkg-config --libs openssl"}, "-lssl -lcrypto")
    b.tool("Bash", {"command": "pkg-config --libs zlib"}, "-lz")
    return b


def requirements_session() -> Builder:
    """A missing module (s2); an edit adds it to requirements.txt (s4); the install (s6); the tests pass (s8)."""
    b = Builder()
    b.prompt("the tests fail on import")
    b.tool("Bash", {"command": "pytest -q"}, "Exit code 1\nModuleNotFoundError: No module named 'httpx'",
           is_error=True)
    b.tool("Edit", {"file_path": "requirements.txt", "old_string": "requests==2.32.3",
                    "new_string": "requests==2.32.3\nhttpx==0.27.0"},
           "The file requirements.txt has been updated successfully.")
    b.tool("Bash", {"command": "pip install -r requirements.txt"}, "Successfully installed httpx-0.27.0")
    b.tool("Bash", {"command": "pytest -q"}, "3 passed in 0.41s")
    return b


def numpy_pin_session() -> Builder:
    b = Builder()
    b.prompt("the report script broke after the upgrade")
    b.tool("Bash", {"command": "python report.py"},
           "Exit code 1\nAttributeError: `np.float_` was removed in the NumPy 2.0 release.", is_error=True)
    b.tool("Bash", {"command": 'pip install "numpy<2"'}, "Successfully installed numpy-1.26.4")
    b.tool("Bash", {"command": "python report.py"}, "report written to out.csv")
    return b


def fish_session() -> Builder:
    """fish command substitutions `(…)` in two failing lines, then the agent's own output."""
    b = Builder()
    b.prompt("start the ssh agent and go to the repo root")
    b.tool("Bash", {"command": "eval (ssh-agent -c)"}, "Exit code 127\nfish: Unknown command: setenv", is_error=True)
    b.tool("Bash", {"command": "cd (git rev-parse --show-toplevel)"},
           "Exit code 1\nfatal: not a git repository (or any of the parent directories): .git", is_error=True)
    return b


def powershell_session() -> Builder:
    b = Builder()
    b.prompt("install the cli")
    b.tool("PowerShell", {"command": "iex (irm https://get.example.dev/install.ps1)"},
           "Exit code 1\nirm : The remote name could not be resolved: 'get.example.dev'", is_error=True)
    b.tool("PowerShell", {"command": "Test-Path (Join-Path $env:USERPROFILE .example)"}, "False")
    return b


def poetry_session() -> Builder:
    b = Builder()
    b.prompt("poetry install fails")
    b.tool("Bash", {"command": "poetry --version"}, "Poetry (version 2.1.2)")
    b.tool("Bash", {"command": "poetry install"},
           "Exit code 1\nError: No file/folder found for package pool-scripts", is_error=True)
    b.tool("Bash", {"command": "curl -s localhost:9000/health"}, '{"status":"ok"}')
    return b


DEV = "npm run dev"
WATCH_FIX = "Raise the watch limit: `sudo sysctl fs.inotify.max_user_watches=524288`"


def hang_session() -> Builder:
    """The dev server hangs and is interrupted; the limit is only suggested, never raised."""
    b = Builder()
    b.prompt("the dev server hangs")
    b.tool("Bash", {"command": DEV}, "> vite\nwaiting for file changes...\n[Request interrupted by user for tool use]",
           is_error=True)
    b.reply("The watcher is probably hitting the inotify limit; raise fs.inotify.max_user_watches.")
    return b


def crashloop_session() -> Builder:
    """A restart that did not help; the memory fix is only suggested."""
    b = Builder()
    b.prompt("the api pod keeps restarting")
    b.tool("Bash", {"command": "kubectl get pods"}, "api-7d9  0/1  CrashLoopBackOff  7  12m")
    b.tool("Bash", {"command": "kubectl rollout restart deploy/api"}, "deployment.apps/api restarted")
    b.tool("Bash", {"command": "kubectl get pods"}, "api-5c1  0/1  CrashLoopBackOff  2  3m")
    b.reply("The restart did not help; the pod is OOMKilled. Raise the memory limit to 512Mi.")
    return b


MIGRATE = "./manage migrate --yes"


def reorder_session(path: str, missing: str, old: tuple[str, str], new: tuple[str, str]) -> Builder:
    b = Builder()
    b.prompt("the migrations broke")
    b.tool("Bash", {"command": MIGRATE}, f'Exit code 1\nERROR: relation "{missing}" does not exist', is_error=True)
    b.tool("Edit", {"file_path": path,
                    "old_string": f"migrations.add({old[0]}())\nmigrations.add({old[1]}())",
                    "new_string": f"migrations.add({new[0]}())\nmigrations.add({new[1]}())"},
           f"The file {path} has been updated successfully.")
    b.tool("Bash", {"command": MIGRATE}, "[ INFO ] Migration successful")
    return b


# --- rule 1: a setting opening a clause is no command ---------------------------------------------------------------

def test_r1_setting_arrowed_to_the_error_printed_before_it_was_written_is_refused(tmp_path):
    """The arrow still says the error came after the setting; the error came before the edit that wrote it."""
    e = fact(f"`max_workers = 8` → `{TOO_MANY}`")
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


# --- rule 2: "adding `x` gave `y`" ------------------------------------------------------------------------------------

def test_r2_a_quoted_command_said_to_give_an_output_after_adding_keeps_its_subject(tmp_path):
    """"`pip install …` after adding `x` gave `3 passed`": the pip call printed no such line."""
    e = fact("`pip install -r requirements.txt` after adding `httpx==0.27.0` to requirements.txt gave `3 passed`.")
    assert verdict(requirements_session(), tmp_path, e).startswith("refused")


def test_r2_guard_the_command_that_gave_the_output_after_adding(tmp_path):
    """The same sentence with the call that printed it."""
    e = fact("`pytest -q` after adding `httpx==0.27.0` to requirements.txt gave `3 passed`.")
    assert verdict(requirements_session(), tmp_path, e) == "write"


def test_r2_guard_pinning_gave_the_install_line_of_the_pin_itself(tmp_path):
    """"pinning `numpy<2` gave `Successfully installed …`": the pin was a call, and that is its own output."""
    e = fact("pinning `numpy<2` gave `Successfully installed numpy-1.26.4`.")
    assert verdict(numpy_pin_session(), tmp_path, e) == "write"


# --- rule 3: an options quote after "with"/":" is no output ----------------------------------------------------------

def test_r3_an_option_of_the_passing_call_set_on_the_failing_calls_exit_is_refused(tmp_path):
    """The call that exited 2 ran `--cores 16`; `--cores 8` is the passing call's."""
    e = fact(f"exit code 2 with `--cores 8`: `{EXCEEDS}`")
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


def test_r3_a_program_that_prints_options_is_held_to_its_own_output(tmp_path):
    """pkg-config prints options; `-lssl -lcrypto` is the openssl call's output, not the zlib call's."""
    e = fact("`pkg-config --libs zlib` succeeded with `-lssl -lcrypto`.")
    assert verdict(pkgconfig_session(), tmp_path, e).startswith("refused")


# --- rule 4: `E` → `--opt v` leads to another step ------------------------------------------------------------------

def test_r4_a_command_arrowed_to_options_another_call_printed_is_refused(tmp_path):
    """`cmd` → `-lssl -lcrypto`: what the command printed, which the zlib call did not."""
    e = fact("`pkg-config --libs zlib` → `-lssl -lcrypto`")
    assert verdict(pkgconfig_session(), tmp_path, e).startswith("refused")


def test_r4_guard_a_command_arrowed_to_the_options_it_printed(tmp_path):
    e = fact("`pkg-config --libs openssl` → `-lssl -lcrypto`")
    assert verdict(pkgconfig_session(), tmp_path, e) == "write"


def test_r4_options_said_to_be_the_next_runs_are_that_runs(tmp_path):
    """`E` → `--cores 16` → `pool ready`: the passing run took `--cores 8`; 16 was the failing run's."""
    e = fact(f"`{EXCEEDS}` → `--cores 16` → `pool ready on 8 cores`")
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


# --- rule 5: JSON lists of strings --------------------------------------------------------------------------------

def test_r5_a_json_list_item_with_backticks_is_not_dropped(tmp_path):
    """The note's claim (`listening on :9443`) is invented; dropping the item leaves only a true command."""
    e = fact('{"failed": "./pool start", "notes": ["`./pool start` printed `listening on :9443`"]}')
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


def test_r5_json_output_list_is_held_to_the_command_beside_it(tmp_path):
    """{"command": status, "output": [start's lines]}: the status call printed none of them."""
    e = fact('{"command": "./pool status", "output": ["pool up: 8 workers", "listening on :9000"]}')
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


# --- rule 6: a second word opening with "(" ----------------------------------------------------------------------

def test_r6_a_fish_substitution_line_arrowed_to_another_calls_error_is_refused(tmp_path):
    """`eval (ssh-agent -c)` is a command line (fish); the git error is the other call's."""
    e = fact("`eval (ssh-agent -c)` → `fatal: not a git repository`")
    assert verdict(fish_session(), tmp_path, e).startswith("refused")


def test_r6_a_powershell_line_with_a_parenthesised_argument_is_a_command(tmp_path):
    """`Test-Path (Join-Path …)` printed `False`, not the download error."""
    e = fact("`Test-Path (Join-Path $env:USERPROFILE .example)` → `The remote name could not be resolved`")
    assert verdict(powershell_session(), tmp_path, e).startswith("refused")


def test_r6_guard_a_fish_line_arrowed_to_its_own_error(tmp_path):
    e = fact("`cd (git rev-parse --show-toplevel)` → `fatal: not a git repository`")
    assert verdict(fish_session(), tmp_path, e) == "write"


# --- rule 7: Korean "`x`로 확인했더니" --------------------------------------------------------------------------------

def test_r7_a_version_confirmed_as_what_a_call_printed_is_found(tmp_path):
    """"버전은 `Poetry (version 2.1.2)`로 확인했다" ("the version was confirmed as …"): an output, not a command run."""
    e = fact("버전은 `Poetry (version 2.1.2)`로 확인했다.")
    assert verdict(poetry_session(), tmp_path, e) == "write"


def test_r7_an_error_confirmed_as_the_cause_is_found(tmp_path):
    """"오류는 `E`로 확인했습니다" ("the error was confirmed to be E")."""
    e = fact("`poetry install` 오류는 `No file/folder found for package pool-scripts`로 확인했습니다.")
    assert verdict(poetry_session(), tmp_path, e) == "write"


def test_r7_what_came_of_checking_with_a_command_is_that_commands_output(tmp_path):
    """"`curl …`로 확인했더니 `Poetry …`가 나왔다": curl printed {"status":"ok"}, not the version line."""
    e = fact("`curl -s localhost:9000/health`로 확인했더니 `Poetry (version 2.1.2)`가 나왔다.")
    assert verdict(poetry_session(), tmp_path, e).startswith("refused")


# --- rule 8: "stopped/ended the loop/hang/…" -----------------------------------------------------------------------

def test_r8_ctrl_c_stopping_a_hang_is_no_claim_the_fix_worked(tmp_path):
    """The interrupt stopped the hang; the evidence does not say the (unshown) fix worked: review, not refused."""
    e = gotcha(f"`{DEV}` hung at `waiting for file changes...`; Ctrl-C stopped the hang.", WATCH_FIX)
    assert verdict(hang_session(), tmp_path, e).startswith(NOT_SHOWN)


def test_r8_a_restart_that_never_stopped_the_crash_loop_is_no_claim_the_fix_worked(tmp_path):
    """"never stopped the crash loop": the trouble went on."""
    e = gotcha("`kubectl rollout restart deploy/api` never stopped the crash loop: `CrashLoopBackOff` came back.",
               "Raise the api container's memory limit to 512Mi")
    assert verdict(crashloop_session(), tmp_path, e).startswith(NOT_SHOWN)


# --- rule 9: an edit that puts two names in the fix's order --------------------------------------------------------

def test_r9_a_reorder_in_another_file_than_the_one_the_fix_names_shows_nothing(tmp_path):
    """The fix names app/migrations.py; the swap was made in a test fixture."""
    b = reorder_session("tests/fixtures/seed.py", "teams", ("CreateMembers", "CreateTeams"),
                        ("CreateTeams", "CreateMembers"))
    e = gotcha(f'`{MIGRATE}` failed with `relation "teams" does not exist`; after the edit it printed '
               "`Migration successful`.", "In app/migrations.py, add CreateTeams before CreateMembers")
    assert verdict(b, tmp_path, e).startswith(NOT_SHOWN)


def test_r9_the_order_the_fix_names_as_what_breaks_is_not_its_fix(tmp_path):
    """The session moved CreateMembers first; the lesson says CreateTeams first, naming the other order as the
    trouble: the session's edit is the opposite of the fix."""
    b = reorder_session("app/migrations.py", "members", ("CreateTeams", "CreateMembers"),
                        ("CreateMembers", "CreateTeams"))
    e = gotcha(f'`{MIGRATE}` failed with `relation "members" does not exist`; after reordering it printed '
               "`Migration successful`.",
               "Add CreateTeams before CreateMembers; CreateMembers before CreateTeams is what breaks the migration")
    assert verdict(b, tmp_path, e).startswith(NOT_SHOWN)


# --- rule 10: an edit of the named file must write part of the fix ------------------------------------------------

def test_r10_a_quoted_setting_is_what_the_edit_must_write(tmp_path):
    """The fix quotes `events.enabled: true`; the edit changed the web port in the same file."""
    b = events_session("web:\n  port: 9000", "web:\n  port: 9100", "leave that for now, change the web port to 9100")
    e = gotcha(EVENTS_EVIDENCE, "Set `events.enabled: true` in pool.yaml and restart")
    assert verdict(b, tmp_path, e).startswith(NOT_SHOWN)


def test_r10_a_common_word_of_the_setting_is_not_the_setting(tmp_path):
    """The edit turned another section's `enabled` on; `enabled` alone is not `events.enabled`."""
    b = events_session("metrics:\n  enabled: false", "metrics:\n  enabled: true",
                       "leave that for now, turn the metrics on instead")
    e = gotcha(EVENTS_EVIDENCE, "Set events.enabled: true in pool.yaml and restart")
    assert verdict(b, tmp_path, e).startswith(NOT_SHOWN)
