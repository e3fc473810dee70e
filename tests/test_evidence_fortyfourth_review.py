"""Review of the forty-fourth round's rules (printed prose after a command, "and `cmd2` found", "stopped with", an
API's error body, a placeholder alone). Each test states the correct verdict on a realistic session."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

BUILD_ERR = "src/api/client.ts:14:7 - error TS2304: Cannot find name 'fetchJson'."
TEST_ERR = "FAIL src/date.test.ts\nTypeError: formatDate is not a function\n    at src/date.test.ts:8:5"
PS_A = ('CONTAINER ID   IMAGE        COMMAND            STATUS                     NAMES\n'
        'a1b2c3d4e5f6   app:latest   "node web.js"      Up 3 minutes               web\n'
        'f6e5d4c3b2a1   app:latest   "node worker.js"   Exited (1) 2 minutes ago   worker')


def web_session() -> Builder:
    """A build fails on a missing name (s2), is edited and passes (s6); tests fail (s8); env, ports, usb and
    containers are looked at; runserver misses psycopg2 while migrate cannot reach the db."""
    b = Builder()
    b.prompt("get the web app building and the services up")
    b.tool("Bash", {"command": "npm run build"}, f"Exit code 2\n{BUILD_ERR}", is_error=True)
    b.tool("Edit", {"file_path": "src/api/client.ts", "old_string": "import { get } from './http'",
                    "new_string": "import { get, fetchJson } from './http'"},
           "The file src/api/client.ts has been updated successfully.")
    b.tool("Bash", {"command": "npm run build"},
           "vite v5.2.0 building for production...\n✓ 42 modules transformed.\n✓ built in 1.2s")
    b.tool("Bash", {"command": "npm test"}, f"Exit code 1\n{TEST_ERR}", is_error=True)
    b.tool("Bash", {"command": "printenv | grep API"}, "VITE_API_URL=http://127.0.0.1:8000")
    b.tool("Bash", {"command": "docker compose ps"},
           "NAME   IMAGE         STATUS         PORTS\ndb     postgres:16   Up 2 minutes   0.0.0.0:5432->5432/tcp")
    b.tool("Bash", {"command": "lsusb"},
           "Bus 001 Device 004: ID 1a86:7523 QinHeng Electronics CH340 serial converter")
    b.tool("Bash", {"command": "docker ps -a"}, PS_A)
    b.tool("Bash", {"command": "python3 manage.py runserver"},
           "Exit code 1\nModuleNotFoundError: No module named 'psycopg2'", is_error=True)
    b.tool("Bash", {"command": "pip show psycopg2"}, "WARNING: Package(s) not found: psycopg2")
    b.tool("Bash", {"command": "python3 manage.py migrate"},
           "Exit code 1\ndjango.db.utils.OperationalError: could not connect to server: Connection refused",
           is_error=True)
    return b


# --- rule 1: an unquoted line after an arrow / "failed with" is what the command printed

def test_r1_a_printed_code_then_a_new_sentence_of_prose_is_found(tmp_path):
    """A full stop ends the printed line: the model's next sentence is prose, not more of the output."""
    e = fact("`npm run build` → TS2304: Cannot find name 'fetchJson'. The second build passed.")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_an_env_var_name_after_an_arrow_described_in_prose_is_found(tmp_path):
    """An upper-case setting name (VITE_API_URL) after an arrow opens prose about it, not an error code."""
    e = fact("`printenv | grep API` → VITE_API_URL set to http://127.0.0.1:8000")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_an_address_with_a_port_after_an_arrow_is_not_a_file_line(tmp_path):
    """`0.0.0.0:5432` is an address and port, not `file.ext:line`: the sentence stays prose."""
    e = fact("`docker compose ps` → 0.0.0.0:5432 published for the db container")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_a_part_number_after_an_arrow_is_not_an_error_code(tmp_path):
    """A device/part name (CH340) matches the TS2564 shape but opens a description, not a program's line."""
    e = fact("`lsusb` → CH340 serial converter on bus 001")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_an_exception_line_then_where_it_was_raised_in_prose_is_found(tmp_path):
    """"failed with TypeError: … in <file>": the trailing "in <file>" is the model's, the exception line is real."""
    e = fact("`npm test` failed with TypeError: formatDate is not a function in src/date.test.ts")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_a_file_line_named_as_where_it_failed_is_found(tmp_path):
    """`src/date.test.ts:8` followed by the model's words about it is a true account of the output."""
    e = fact("`npm test` → src/date.test.ts:8 is where it threw")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_guard_an_exception_another_call_printed_is_refused(tmp_path):
    """migrate never printed the psycopg2 error (runserver did): refused."""
    e = fact("`python3 manage.py migrate` crashed with ModuleNotFoundError: No module named 'psycopg2'")
    assert verdict(web_session(), tmp_path, e).startswith("refused")


def test_r1_guard_an_exception_its_own_call_printed_is_found(tmp_path):
    """runserver printed the psycopg2 error: written."""
    e = fact("`python3 manage.py runserver` failed: ModuleNotFoundError: No module named 'psycopg2'")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_guard_an_error_line_then_a_so_clause_is_found(tmp_path):
    """", so …" ends the printed line; the real error is found in migrate's own output."""
    e = fact("`python3 manage.py migrate` → OperationalError: could not connect to server, so the db was not up yet")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_guard_plain_words_after_an_arrow_stay_prose(tmp_path):
    """"→ built in 1.2s" opens no error line: prose, found."""
    e = fact("`npm run build` → built in 1.2s once `fetchJson` was imported")
    assert verdict(web_session(), tmp_path, e) == "write"


# --- rule 2: " and `cmd2` found/showed …" ends the first clause

def test_r2_a_second_quoted_name_that_is_no_command_stays_in_the_first_clause(tmp_path):
    """`worker` is a container docker ps listed, not a command: "`worker` showed `Exited (1)`" is docker ps's output."""
    e = fact("`docker ps -a` listed `web` and `worker` showed `Exited (1)`")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r2_guard_a_second_command_saying_what_it_found_is_found(tmp_path):
    """Two commands, each with what it printed: written."""
    e = fact("`python3 manage.py runserver` printed `No module named 'psycopg2'` and `pip show psycopg2` found "
             "nothing")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r2_guard_an_invented_second_clause_is_refused(tmp_path):
    """pip show never printed a version: refused even after a true first clause."""
    e = fact("`python3 manage.py runserver` printed `No module named 'psycopg2'` and `pip show psycopg2` printed "
             "`Version: 2.9.9`")
    assert verdict(web_session(), tmp_path, e).startswith("refused")


# --- rule 3: "stopped with" names what the call printed

def compose_session() -> Builder:
    b = Builder()
    b.prompt("bring the stack up then down")
    b.tool("Bash", {"command": "docker compose up"}, "Attaching to db, web\nweb  | listening on :3000")
    b.tool("Bash", {"command": "docker compose down"}, "Container web  Stopped\nContainer db  Stopped")
    return b


def test_r3_stopped_with_a_command_that_stopped_it_is_found(tmp_path):
    """"was stopped with `docker compose down`": the means it was stopped by, not what `up` printed."""
    e = fact("`docker compose up` ran in the foreground and was stopped with `docker compose down`.")
    assert verdict(compose_session(), tmp_path, e) == "write"


def test_r3_guard_stopped_with_what_the_call_printed_is_found(tmp_path):
    """npm test printed the TypeError: written."""
    e = fact("`npm test` stopped with `TypeError: formatDate is not a function`")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r3_guard_stopped_with_another_calls_error_is_refused(tmp_path):
    """The build never printed the test's TypeError: refused."""
    e = fact("`npm run build` stopped with `TypeError: formatDate is not a function`")
    assert verdict(web_session(), tmp_path, e).startswith("refused")


# --- rule 4: an API's error body is a failed call though it exited 0

USERS = "curl -s -X POST http://localhost:8080/api/users -d @user.json"
ITEMS = "curl -s http://localhost:8080/api/items"


def api_session() -> Builder:
    b = Builder()
    b.prompt("add the sensor2 user")
    b.tool("Bash", {"command": USERS}, '{"code":"USER_CREATED","message":"User sensor2 created"}')
    b.tool("Bash", {"command": ITEMS}, '{"error":"unauthorized"}')
    return b


def test_r4_a_success_code_beside_a_message_is_no_error(tmp_path):
    """`{"code":"USER_CREATED","message":…}` is a success body: the request worked."""
    e = fact(f"`{USERS}` created sensor2 on the first try.")
    assert verdict(api_session(), tmp_path, e) == "write"


def test_r4_guard_an_error_body_claimed_to_have_worked_is_refused(tmp_path):
    """`{"error":"unauthorized"}` with exit 0: the call did not work."""
    e = fact(f"`{ITEMS}` worked on the first try.")
    assert verdict(api_session(), tmp_path, e).startswith("refused")


def json_fix_session() -> Builder:
    """jq refuses a trailing comma (s2); the comma is removed (s4); jq prints the file, which has an "error" key (s6)."""
    b = Builder()
    b.prompt("the locale file breaks the build")
    b.tool("Bash", {"command": "jq . src/locales/en.json"},
           "Exit code 5\njq: error (at src/locales/en.json:4): parse error: Expected another key-value pair at "
           "line 4, column 1", is_error=True)
    b.tool("Edit", {"file_path": "src/locales/en.json", "old_string": '"error": "Something went wrong",\n}',
                    "new_string": '"error": "Something went wrong"\n}'},
           "The file src/locales/en.json has been updated successfully.")
    b.tool("Bash", {"command": "jq . src/locales/en.json"},
           '{\n  "welcome": "Welcome",\n  "error": "Something went wrong"\n}')
    return b


def test_r4_a_json_file_read_back_with_an_error_key_is_a_passing_check(tmp_path):
    """jq printing a translation file with an "error" string is a passing call: the fix is shown."""
    e = gotcha("`jq . src/locales/en.json` → `parse error: Expected another key-value pair at line 4, column 1`",
               "Remove the trailing comma after the last key in `src/locales/en.json`")
    assert verdict(json_fix_session(), tmp_path, e) == "write"


def test_r4_a_json_file_read_back_with_an_error_key_parsed_cleanly(tmp_path):
    """"jq parsed it cleanly after the edit" is true: the jq call exited 0 and printed the object."""
    e = fact("After removing the trailing comma, `jq . src/locales/en.json` parsed the file cleanly.")
    assert verdict(json_fix_session(), tmp_path, e) == "write"


# --- rule 5: a placeholder alone fills no word

def docker_group_session(fixed: bool) -> Builder:
    b = Builder()
    b.prompt("docker ps is denied")
    b.tool("Bash", {"command": "docker ps"},
           "Exit code 1\npermission denied while trying to connect to the Docker daemon socket at "
           "unix:///var/run/docker.sock", is_error=True)
    if fixed:
        b.tool("Bash", {"command": "sudo usermod -aG docker ines && newgrp docker"}, "")
    else:
        b.tool("Bash", {"command": "groups"}, "ines wheel")
    b.tool("Bash", {"command": "docker ps"}, "CONTAINER ID   IMAGE   COMMAND   STATUS   NAMES")
    return b


EV_DOCKER = "`docker ps` → `permission denied while trying to connect to the Docker daemon socket`"


def test_r5_guard_the_placeholder_filled_and_run_shows_the_fix(tmp_path):
    """`usermod -aG docker ines` is `usermod -aG docker $USER` filled: shown."""
    e = gotcha(EV_DOCKER, "`sudo usermod -aG docker $USER`, then start a new login shell")
    assert verdict(docker_group_session(True), tmp_path, e) == "write"


def test_r5_guard_a_look_at_the_groups_does_not_run_the_fix(tmp_path):
    """`groups` is no run of `usermod … $USER`: not shown."""
    e = gotcha(EV_DOCKER, "`sudo usermod -aG docker $USER`, then start a new login shell")
    assert verdict(docker_group_session(False), tmp_path, e).startswith("review")


def kube_session() -> Builder:
    b = Builder()
    b.prompt("list the pods on staging")
    b.tool("Bash", {"command": "kubectl get pods"},
           "Exit code 1\nThe connection to the server localhost:8080 was refused - did you specify the right host "
           "or port?", is_error=True)
    b.tool("Bash", {"command": "export KUBECONFIG=~/.kube/staging.yaml && kubectl get pods"},
           "NAME      READY   STATUS    RESTARTS   AGE\napi-7f9   1/1     Running   0          3d")
    return b


def git_identity_session() -> Builder:
    b = Builder()
    b.prompt("commit the change")
    b.tool("Bash", {"command": "git commit -m init"},
           "Exit code 128\nAuthor identity unknown\n\n*** Please tell me who you are.", is_error=True)
    b.tool("Bash", {"command": "git status --short"}, " M app.py")
    b.tool("Bash", {"command": "git commit -m init"}, "[main 1a2b3c4] init\n 1 file changed, 2 insertions(+)")
    return b


def test_r5_guard_an_angle_placeholder_fills_no_word_of_a_status_call(tmp_path):
    """`git status --short` is no run of `git config user.email <email>`: not shown."""
    e = gotcha("`git commit -m init` → `Author identity unknown`", "Run `git config user.email <email>` first")
    assert verdict(git_identity_session(), tmp_path, e).startswith("review")


# --- added after a first run

def test_r1_an_error_code_then_the_models_account_of_the_fix_is_found(tmp_path):
    """"→ TS2304 on client.ts until the import was added": a code the build printed, then prose."""
    e = fact("`npm run build` → TS2304 on client.ts until the import was added")
    assert verdict(web_session(), tmp_path, e) == "write"


def test_r1_guard_died_with_an_exception_another_call_printed_is_refused(tmp_path):
    """The build never printed the test's TypeError: refused."""
    e = fact("`npm run build` died with TypeError: formatDate is not a function")
    assert verdict(web_session(), tmp_path, e).startswith("refused")


def install_session() -> Builder:
    b = Builder()
    b.prompt("install the deps")
    b.tool("Bash", {"command": "npm ci"}, "added 312 packages in 9s")
    b.tool("Bash", {"command": "npm install react-datepicker"},
           "Exit code 1\nnpm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree", is_error=True)
    return b


def test_r2_guard_the_second_of_two_commands_saying_what_it_printed_is_found(tmp_path):
    """"`npm ci` worked and `npm install x` printed E": both true."""
    e = fact("`npm ci` added the packages and `npm install react-datepicker` printed `npm ERR! code ERESOLVE`")
    assert verdict(install_session(), tmp_path, e) == "write"


def nvm_session() -> Builder:
    b = Builder()
    b.prompt("the build needs a newer node")
    b.tool("Bash", {"command": "npm run build"},
           "Exit code 1\nSyntaxError: Unexpected token '??='", is_error=True)
    b.tool("Bash", {"command": "nvm use 20 && npm run build"}, "Now using node v20.11.1\n✓ built in 1.4s")
    return b


def test_r5_guard_a_quoted_command_with_a_placeholder_run_filled_shows_the_fix(tmp_path):
    """`nvm use 20` is `nvm use <version>` filled, and the build then passes: shown."""
    e = gotcha("`npm run build` → `SyntaxError: Unexpected token '??='`",
               "Switch node with `nvm use <version>` (the version in .nvmrc) before building")
    assert verdict(nvm_session(), tmp_path, e) == "write"
