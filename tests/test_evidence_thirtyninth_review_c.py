"""Independent review (c): fix verification after "then <the failing check>", prompts reporting trouble, person
confirmations naming a file, and the person rejecting something."""
from __future__ import annotations

from core.evidence.checks import chain
from core.evidence.checks import then_again
from core.evidence.person import confirms
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict
from tests.test_evidence_thirtyninth import KEYDIR, KEYMGR

# ---------------------------------------------------------------- then_again: npm
MISSING = "Error: Cannot find module 'left-pad'"


def npm_session(rerun: str | None = None, together: bool = False, confirm: str | None = None) -> Builder:
    """npm test fails on a missing module (s2); npm ci installs (s4); optionally the tests run again (s6)."""
    b = Builder()
    b.prompt("the tests fail after the merge")
    b.tool("Bash", {"command": "npm test"}, f"Exit code 1\n{MISSING}\nRequire stack:\n- /app/src/pad.js",
           is_error=True)
    if together:
        b.tool("Bash", {"command": "npm ci && npm test"}, "added 812 packages in 9s\n\nTests: 42 passed, 42 total")
        return b
    b.tool("Bash", {"command": "npm ci"}, "added 812 packages in 9s")
    if rerun:
        b.tool("Bash", {"command": rerun}, "Tests: 42 passed, 42 total")
    if confirm:
        b.prompt(confirm)
    return b


NPM_CITE = f"`npm test` → `{MISSING}`; `npm ci` → `added 812 packages in 9s`"


def test_then_backticked_failing_check_rerun_passing_is_shown(tmp_path):
    e = gotcha(NPM_CITE, workaround="Run `npm ci`, then `npm test`.")
    assert verdict(npm_session(rerun="npm test"), tmp_path, e) == "write"


def test_then_backticked_failing_check_never_rerun_is_not_shown(tmp_path):
    e = gotcha(NPM_CITE, workaround="Run `npm ci`, then `npm test`.")
    assert verdict(npm_session(), tmp_path, e).startswith("review")


def test_then_run_failing_check_again_never_rerun_is_not_shown(tmp_path):
    """"then run `npm test` again": the most natural way to say it; the fix alone does not show it."""
    e = gotcha(NPM_CITE, workaround="Run `npm ci`, then run `npm test` again.")
    assert verdict(npm_session(), tmp_path, e).startswith("review")


def test_then_rerun_failing_check_never_rerun_is_not_shown(tmp_path):
    e = gotcha(NPM_CITE, workaround="Run `npm ci`, then re-run `npm test`.")
    assert verdict(npm_session(), tmp_path, e).startswith("review")


def test_then_failing_check_rerun_with_extra_flags_is_shown(tmp_path):
    e = gotcha(NPM_CITE + "; `npm test -- --runInBand` → `Tests: 42 passed, 42 total`",
               workaround="Run `npm ci`, then `npm test`.")
    assert verdict(npm_session(rerun="npm test -- --runInBand"), tmp_path, e) == "write"


def test_then_failing_check_in_the_same_line_as_the_fix_is_shown(tmp_path):
    e = gotcha(f"`npm test` → `{MISSING}`; `npm ci && npm test` → `Tests: 42 passed, 42 total`",
               workaround="Run `npm ci`, then `npm test`.")
    assert verdict(npm_session(together=True), tmp_path, e) == "write"


def test_person_confirming_right_after_the_fix_shows_it(tmp_path):
    e = gotcha(NPM_CITE + '; the user replied "works now, thanks"', workaround="Run `npm ci`, then `npm test`.")
    assert verdict(npm_session(confirm="works now, thanks"), tmp_path, e) == "write"


# ---------------------------------------------------------------- then_again: sudo / nginx
DUP = 'nginx: [emerg] "proxy_buffering" directive is duplicate in /etc/nginx/sites-enabled/app:14'
NG_EDIT = {"file_path": "/etc/nginx/sites-enabled/app",
           "old_string": "    proxy_buffering off;\n    proxy_buffering off;\n",
           "new_string": "    proxy_buffering off;\n"}


def test_then_again_sees_a_sudo_check_named_without_sudo():
    """The failing line was `sudo nginx -t`; "then nginx -t" names that check again."""
    assert then_again("Delete the second `proxy_buffering` line, then nginx -t.", chain("sudo nginx -t"))


def test_then_again_sees_a_check_named_with_sudo_that_failed_without():
    assert then_again("`sudo mkdir -p /var/cache/nginx`, then sudo nginx -t.", chain("nginx -t"))


def mkdir_session(rerun: bool) -> Builder:
    b = Builder()
    b.prompt("nginx won't start after the upgrade")
    b.tool("Bash", {"command": "sudo nginx -t"},
           'Exit code 1\nnginx: [emerg] mkdir() "/var/cache/nginx/client_temp" failed (2: No such file or directory)\n'
           "nginx: configuration file /etc/nginx/nginx.conf test failed", is_error=True)
    b.tool("Bash", {"command": "sudo mkdir -p /var/cache/nginx"}, "")
    if rerun:
        b.tool("Bash", {"command": "sudo nginx -t"},
               "nginx: configuration file /etc/nginx/nginx.conf test is successful")
    return b


MK_CITE = ('`sudo nginx -t` → `mkdir() "/var/cache/nginx/client_temp" failed (2: No such file or directory)`; '
           "then `sudo mkdir -p /var/cache/nginx`")


def test_sudo_check_never_rerun_after_then_nginx_t_is_not_shown(tmp_path):
    e = gotcha(MK_CITE, workaround="Create it with `sudo mkdir -p /var/cache/nginx`, then nginx -t.")
    assert verdict(mkdir_session(rerun=False), tmp_path, e).startswith("review")


def test_sudo_check_rerun_passing_is_shown(tmp_path):
    e = gotcha(MK_CITE + "; `sudo nginx -t` → `test is successful`",
               workaround="Create it with `sudo mkdir -p /var/cache/nginx`, then `sudo nginx -t`.")
    assert verdict(mkdir_session(rerun=True), tmp_path, e) == "write"


def test_then_restart_nginx_after_nginx_t_failed_is_not_a_rerun_of_the_check():
    """"then restart nginx" restarts the service; the failing check was `nginx -t`."""
    assert not then_again("Delete the duplicate line, then restart nginx.", chain("nginx -t"))


# ---------------------------------------------------------------- then part is itself the fix
def port_session() -> Builder:
    b = Builder()
    b.prompt("start the dev server")
    b.tool("Bash", {"command": "npm run dev"}, "Exit code 1\nError: listen EADDRINUSE: address already in use :::3000",
           is_error=True)
    b.tool("Bash", {"command": "kill $(lsof -t -i:3000)"}, "")
    b.tool("Bash", {"command": "npm run dev -- --port 3001"}, "ready - started server on 0.0.0.0:3001")
    return b


def test_then_part_that_is_the_fix_itself_is_shown_by_its_run(tmp_path):
    """Workaround's "then" part is the fix (run on another port), which opens like the failing check."""
    e = gotcha("`npm run dev` → `EADDRINUSE: address already in use :::3000`; `npm run dev -- --port 3001` → "
               "`ready - started server on 0.0.0.0:3001`",
               workaround="If the port is taken, then npm run dev -- --port 3001.")
    assert verdict(port_session(), tmp_path, e) == "write"


def migrate_session() -> Builder:
    b = Builder()
    b.prompt("migrate the shop db")
    b.tool("Bash", {"command": "python manage.py migrate"},
           'Exit code 1\ndjango.db.utils.OperationalError: FATAL:  database "shop" does not exist', is_error=True)
    b.tool("Bash", {"command": "createdb shop"}, "")
    b.tool("Bash", {"command": "python3 manage.py migrate"}, "Operations to perform:\n  Apply all migrations\n"
           "Running migrations:\n  Applying contenttypes.0001_initial... OK")
    return b


def test_then_check_rerun_through_python3_is_shown(tmp_path):
    e = gotcha('`python manage.py migrate` → `database "shop" does not exist`; `createdb shop`; '
               "`python3 manage.py migrate` → `Applying contenttypes.0001_initial... OK`",
               workaround="Create the database with `createdb shop`, then python manage.py migrate.")
    assert verdict(migrate_session(), tmp_path, e) == "write"


# ---------------------------------------------------------------- then_again: Korean / German workarounds


def keys_session() -> Builder:
    b = Builder()
    b.prompt("example.org 에 dnssec 켜 주세요")
    b.tool("Bash", {"command": "rndc reconfig && journalctl -u named -n 2 --no-pager"}, f"Mar 06 named[9]: {KEYMGR}")
    b.tool("Bash", {"command": f"sudo {KEYDIR}"}, "")
    b.tool("Bash", {"command": "named-checkconf && echo conf-ok"}, "conf-ok")
    return b


KEYS_CITE = f"`{KEYMGR}`; then `sudo {KEYDIR}` and `named-checkconf && echo conf-ok` → `conf-ok`"


def test_english_guard_same_session_is_not_shown(tmp_path):
    e = gotcha(KEYS_CITE, workaround=f"`{KEYDIR}`, then rndc reconfig and check the zone is signed.")
    assert verdict(keys_session(), tmp_path, e).startswith("review")


# ---------------------------------------------------------------- prompts cited as the failure
FONT = "fc-cache -f ~/.local/share/fonts && fc-list | grep -c Inter"


def prompt_failure(prompt: str) -> Builder:
    """The person's prompt (s1); the font cache is rebuilt and the font listed (s2)."""
    b = Builder()
    b.prompt(prompt)
    b.tool("Bash", {"command": FONT}, "4")
    return b


def _prompt_verdict(tmp_path, prompt):
    e = gotcha(f"`{FONT}` → `4`", workaround=f"Run `{FONT}`.",
               failure_step="s1", fix_step="s2", evidence_steps=["s2"])
    return verdict(prompt_failure(prompt), tmp_path, e)


def test_a_request_for_a_not_found_fallback_is_no_failure(tmp_path):
    assert _prompt_verdict(tmp_path, "add a fallback for when a font is not found").startswith("review")


def test_a_request_with_cannot_as_a_constraint_is_no_failure(tmp_path):
    assert _prompt_verdict(tmp_path, "install Inter for me. note you cannot use sudo here").startswith("review")


def test_a_request_to_drop_unsupported_fonts_is_no_failure(tmp_path):
    assert _prompt_verdict(tmp_path, "install Inter and drop the unsupported Type1 fonts").startswith("review")


def test_a_persons_question_is_the_font_not_found_is_no_failure(tmp_path):
    assert _prompt_verdict(tmp_path, "is Inter not found yet? install it if so").startswith("review")


def test_a_negated_report_not_unsupported_anymore_is_no_failure(tmp_path):
    assert _prompt_verdict(tmp_path, "woff2 is not unsupported anymore, so install Inter").startswith("review")


def test_a_prompt_saying_not_found_trouble_is_gone_is_no_failure(tmp_path):
    assert _prompt_verdict(tmp_path, "the font not found warning is gone. now install Inter too").startswith("review")


# ---------------------------------------------------------------- confirmations naming a file
HYPR = "Add `exec-once = hyprpaper` to hyprland.conf and log in again."


def test_korean_confirmation_of_another_conf_file_is_none():
    assert not confirms("waybar.conf는 이제 잘 돼요, 고마워요", about=HYPR)


def test_korean_confirmation_of_the_lessons_conf_file_is_one():
    assert confirms("hyprland.conf는 이제 잘 돼요, 고마워요", about=HYPR)


def test_korean_confirmation_naming_config_toml_of_the_lesson_is_one():
    assert confirms("config.toml는 이제 잘 돼요", about="Move the `[font]` table into `~/.config/alacritty/config.toml`.")


def test_korean_confirmation_of_another_toml_file_is_none():
    assert not confirms("config.toml는 이제 잘 돼요",
                        about="Pin `ruff = \"0.4\"` in pyproject.toml and run `uv sync`.")


def test_english_confirmation_of_another_toml_file_is_none():
    assert not confirms("config.toml is fine now, thanks",
                        about="Pin `ruff = \"0.4\"` in pyproject.toml and run `uv sync`.")


def test_korean_confirmation_of_another_thing_without_a_file_is_none():
    assert not confirms("폰트는 이제 잘 나와요, 고마워요", about=HYPR)


# ---------------------------------------------------------------- the person rejecting something
def bib_session() -> Builder:
    b = Builder()
    b.prompt("tectonic fails on the bibliography")
    b.tool("Bash", {"command": "tectonic -X build"},
           "Exit code 1\nerror: failed to execute the biber program: No such file or directory (os error 2)",
           is_error=True)
    b.tool("Bash", {"command": "sed -i 's/backend=biber/backend=bibtex/' thesis.tex && tectonic -X build"},
           "note: Running bibtex\nnote: Writing thesis.pdf")
    b.prompt("ok, but later I want biber back")
    return b


BIB = "`error: failed to execute the biber program: No such file or directory (os error 2)`"
BIBER = "Install a standalone biber matching the bundle."


def test_guard_false_claim_that_the_fix_worked_is_refused(tmp_path):
    e = gotcha(f"{BIB}; after installing biber the build passed.", workaround=BIBER)
    assert verdict(bib_session(), tmp_path, e).startswith("refused")


def test_false_claim_passed_and_he_refused_in_one_clause_is_still_refused(tmp_path):
    e = gotcha(f"{BIB}; after installing biber the build passed and he refused the bibtex fallback.", workaround=BIBER)
    assert verdict(bib_session(), tmp_path, e).startswith("refused")


def test_user_rejected_but_the_build_passed_says_it_worked(tmp_path):
    e = gotcha(f"{BIB}; the user rejected the upgrade but after installing biber the build passed.", workaround=BIBER)
    assert verdict(bib_session(), tmp_path, e).startswith("refused")


# ---------------------------------------------------------------- then_again: the re-check split or with sudo
def keys_rechecked(lines: list[tuple[str, str]]) -> Builder:
    b = Builder()
    b.prompt("turn on dnssec for example.org")
    b.tool("Bash", {"command": "rndc reconfig && journalctl -u named -n 2 --no-pager"}, f"Mar 06 named[9]: {KEYMGR}")
    b.tool("Bash", {"command": f"sudo {KEYDIR}"}, "")
    for cmd, out in lines:
        b.tool("Bash", {"command": cmd}, out)
    return b


SIGNED = "Mar 06 named[9]: zone example.org/IN (signed): next key event in 1 hour"
KEYS_WA = f"`{KEYDIR}`, then rndc reconfig and check the zone is signed."


def test_recheck_split_in_two_calls_passing_is_shown(tmp_path):
    """`rndc reconfig` alone, then the journal read: the failing line's two parts, run one per call, pass."""
    b = keys_rechecked([("rndc reconfig", ""), ("journalctl -u named -n 2 --no-pager", SIGNED)])
    e = gotcha(f"`{KEYMGR}`; then `sudo {KEYDIR}`; `rndc reconfig`, and the journal → `zone example.org/IN (signed)`",
               workaround=KEYS_WA)
    assert verdict(b, tmp_path, e) == "write"


def test_recheck_with_sudo_passing_is_shown(tmp_path):
    b = keys_rechecked([("sudo rndc reconfig && sudo journalctl -u named -n 2 --no-pager", SIGNED)])
    e = gotcha(f"`{KEYMGR}`; then `sudo {KEYDIR}`; `sudo rndc reconfig` again → `zone example.org/IN (signed)`",
               workaround=KEYS_WA)
    assert verdict(b, tmp_path, e) == "write"


def test_fix_and_recheck_in_one_line_passing_is_shown(tmp_path):
    b2 = Builder()
    b2.prompt("turn on dnssec for example.org")
    b2.tool("Bash", {"command": "rndc reconfig && journalctl -u named -n 2 --no-pager"}, f"Mar 06 named[9]: {KEYMGR}")
    b2.tool("Bash", {"command": f"sudo {KEYDIR} && rndc reconfig && journalctl -u named -n 2 --no-pager"}, SIGNED)
    e = gotcha(f"`{KEYMGR}`; `sudo {KEYDIR} && rndc reconfig && journalctl -u named -n 2 --no-pager` → "
               "`zone example.org/IN (signed)`", workaround=KEYS_WA)
    assert verdict(b2, tmp_path, e) == "write"


def test_korean_confirmation_right_after_the_fix_shows_it(tmp_path):
    b = keys_rechecked([])
    b.prompt("이제 잘 돼요, 서명됐어요")
    e = gotcha(f"`{KEYMGR}`; then `sudo {KEYDIR}`; the user replied \"이제 잘 돼요\"", workaround=KEYS_WA)
    assert verdict(b, tmp_path, e) == "write"


def test_recheck_through_python_m_pytest_is_shown(tmp_path):
    b = Builder()
    b.prompt("the api tests fail")
    b.tool("Bash", {"command": "pytest tests/test_api.py"},
           "Exit code 4\nImportError while loading conftest '/app/tests/conftest.py'.\n"
           "ModuleNotFoundError: No module named 'app'", is_error=True)
    b.tool("Bash", {"command": "pip install -e ."}, "Successfully installed app-0.1.0")
    b.tool("Bash", {"command": "python -m pytest tests/test_api.py -q"}, "12 passed in 0.84s")
    e = gotcha("`pytest tests/test_api.py` → `ModuleNotFoundError: No module named 'app'`; `pip install -e .`; "
               "`python -m pytest tests/test_api.py -q` → `12 passed in 0.84s`",
               workaround="Install the package with `pip install -e .`, then pytest tests/test_api.py.")
    assert verdict(b, tmp_path, e) == "write"
