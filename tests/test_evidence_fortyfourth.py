"""Issue 24, forty-fourth round: what a command printed, left unquoted, is checked in that command's own result.

A model often writes a program's line without quotes after an arrow or "failed:" (`` `devbox add pnpm` →
ERR_PNPM_BAD_PM_VERSION This project … ``); read as prose, its words were names found anywhere, so another call's
error passed for this one's. Only a line that opens the way a program's error does is taken as printed. "stopped
with `E`" names what the call printed, like "failed with". An HTTP API's error body (`{"code": "BAD_…",
"message": …}`) is a failed request though `curl -s` exits 0. The rule tests fail on the code before the round; the
guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

PM_ERROR = "ERR_PNPM_BAD_PM_VERSION This project is configured to use v9.12.3 of pnpm. Your current pnpm is v8.15.1"
TS_ERROR = "src/models/post.ts:12:3 - error TS2564: Property 'title' has no initializer and is not definitely " \
           "assigned in the constructor."
BASIC = "curl -s -u admin:public -X POST http://localhost:8080/api/users"
HEALTH = "curl -s http://localhost:8080/api/health"
BEARER = ('TOKEN=$(curl -s -X POST http://localhost:8080/api/v5/login -d @login.json | jq -r .token) && '
          'curl -s -H "Authorization: Bearer $TOKEN" -X POST http://localhost:8080/api/users')


def app_session() -> Builder:
    """pnpm refuses its version (s2); devbox adds the pinned pnpm (s4) and the install passes (s6); the type check
    fails on a model (s8) and the migration on an existing table (s10); the API refuses basic auth with an error body
    and exit 0 (s12) and creates the user with a bearer token (s14)."""
    b = Builder()
    b.prompt("set the project up and add the sensor user")
    b.tool("Bash", {"command": "pnpm install"}, f"Exit code 1\n{PM_ERROR}", is_error=True)
    b.tool("Bash", {"command": "devbox add pnpm@9.12.3"}, 'Info: Adding package "pnpm@9.12.3" to devbox.json')
    b.tool("Bash", {"command": "pnpm install"}, "Done in 2.1s")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, f"Exit code 2\n{TS_ERROR}", is_error=True)
    b.tool("Bash", {"command": "node ace migration:run"}, 'Exit code 1\nerror: relation "posts" already exists',
           is_error=True)
    b.tool("Bash", {"command": BASIC}, '{"code":"BAD_USERNAME_OR_PWD","message":"Bad username or password"}')
    b.tool("Bash", {"command": BEARER}, '{"user_id":"sensor1","is_superuser":false}')
    b.tool("Bash", {"command": HEALTH}, '{"status":"ok","code":"UP_AND_RUNNING"}')
    return b


# --- a line after an arrow, left unquoted: what that command printed

def test_an_unquoted_error_arrowed_from_a_command_that_never_printed_it_is_refused(tmp_path):
    e = fact("`devbox add pnpm@9.12.3` → ERR_PNPM_BAD_PM_VERSION This project is configured to use v9.12.3 of pnpm.")
    assert verdict(app_session(), tmp_path, e).startswith("refused")


def test_guard_an_unquoted_error_arrowed_from_the_command_that_printed_it_is_found(tmp_path):
    e = fact("`pnpm install` → ERR_PNPM_BAD_PM_VERSION This project is configured to use v9.12.3 of pnpm.")
    assert verdict(app_session(), tmp_path, e) == "write"


def test_an_unquoted_file_line_error_arrowed_from_another_command_is_refused(tmp_path):
    e = fact(f"`node ace migration:run` → {TS_ERROR}")
    assert verdict(app_session(), tmp_path, e).startswith("refused")


def test_guard_an_unquoted_file_line_error_arrowed_from_its_command_is_found(tmp_path):
    e = fact(f"`npx tsc --noEmit` → {TS_ERROR}")
    assert verdict(app_session(), tmp_path, e) == "write"


def test_guard_words_after_an_arrow_that_open_no_error_line_stay_prose(tmp_path):
    e = fact("`devbox add pnpm@9.12.3` → after that `pnpm install` printed `Done in 2.1s`")
    assert verdict(app_session(), tmp_path, e) == "write"


# --- "failed:" and "stopped with" before an unquoted line: what the call printed

def test_an_error_line_after_failed_colon_that_another_call_printed_is_refused(tmp_path):
    e = fact(f"`node ace migration:run` failed: {TS_ERROR}")
    assert verdict(app_session(), tmp_path, e).startswith("refused")


def test_guard_an_error_line_after_failed_colon_of_its_own_call_is_found(tmp_path):
    e = fact('`node ace migration:run` failed: error: relation "posts" already exists')
    assert verdict(app_session(), tmp_path, e) == "write"


def test_stopped_with_a_code_another_call_printed_is_refused(tmp_path):
    e = fact("`node ace migration:run` stopped with TS2564: Property 'title' has no initializer.")
    assert verdict(app_session(), tmp_path, e).startswith("refused")


def test_stopped_with_a_quote_the_call_printed_is_found(tmp_path):
    e = fact("`npx tsc --noEmit` stopped with `TS2564: Property 'title' has no initializer`.")
    assert verdict(app_session(), tmp_path, e) == "write"


# --- an API's error body: the request failed though the call exited 0

def test_a_request_said_to_have_worked_whose_answer_was_an_error_body_is_refused(tmp_path):
    e = fact(f"`{BASIC}` created sensor1 on the first try.")
    assert verdict(app_session(), tmp_path, e).startswith("refused")


def test_a_request_said_to_have_failed_with_an_error_body_is_found(tmp_path):
    e = fact(f"`{BASIC}` failed with `BAD_USERNAME_OR_PWD`.")
    assert verdict(app_session(), tmp_path, e) == "write"


def test_guard_a_request_whose_answer_has_a_code_but_no_message_worked(tmp_path):
    e = fact(f"`{HEALTH}` answered on the first try.")
    assert verdict(app_session(), tmp_path, e) == "write"


# --- a placeholder alone names nothing the fix runs

def serial_session() -> Builder:
    """The monitor is refused the serial port (s2); the port and groups are listed (s4); the fix is only suggested."""
    b = Builder()
    b.prompt("flash and watch the pico")
    b.tool("Bash", {"command": "tinygo monitor"}, "Exit code 1\nerror: open /dev/ttyACM0: permission denied",
           is_error=True)
    b.tool("Bash", {"command": "ls -l /dev/ttyACM0; id -nG"}, "crw-rw---- 1 root dialout 166, 0 /dev/ttyACM0\nines wheel")
    b.reply("Run `sudo usermod -aG dialout $USER`, then log out and back in.")
    return b


def test_a_look_at_the_groups_does_not_run_a_fix_naming_a_variable(tmp_path):
    e = gotcha("`error: open /dev/ttyACM0: permission denied`; `id -nG` prints `ines wheel`.",
               "sudo usermod -aG dialout $USER, then log out and back in")
    assert verdict(serial_session(), tmp_path, e).startswith("review")


# --- "and `cmd` found nothing": another command's clause, not more of what the first printed

def test_guard_a_second_command_after_and_is_not_what_the_first_printed(tmp_path):
    e = fact("`devbox add pnpm@9.12.3` printed `pnpm@9.12.3` and `pnpm install` printed `Done in 2.1s`.")
    assert verdict(app_session(), tmp_path, e) == "write"


def test_two_commands_of_one_call_each_saying_what_came_of_it_are_found(tmp_path):
    b = Builder()
    b.prompt("why is cgo off")
    b.tool("Bash", {"command": "go env CGO_ENABLED CC & where gcc"},
           "0\ngcc\nINFO: Could not find files for the given pattern(s).")
    e = fact("`go env CGO_ENABLED CC` printed 0 and `where gcc` found nothing.")
    assert verdict(b, tmp_path, e) == "write"
