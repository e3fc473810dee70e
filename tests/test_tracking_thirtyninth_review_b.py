"""Independent review of the thirty-ninth tracking round (variables / _HOW_IT_ASKED / redact / setters._owns /
signature URLs). Each test asserts what a careful human would say from the sessions."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict
from tests.test_tracking_thirtyeighth import written_session
from tests.test_tracking_thirtyninth import ABORT, BAD, LISTED, _token


# ============================================================ 1. unset VAR and its other spellings


def test_v1_fish_set_erase_long_form_is_the_fix():
    assert _token(("set --erase GITHUB_TOKEN; gh release list --limit 3", LISTED, False)) == (False, True)


def test_v2_fish_set_eU_is_the_fix():
    assert _token(("set -eU GITHUB_TOKEN; gh release list --limit 3", LISTED, False)) == (False, True)


def test_v3_env_u_among_other_unsets_is_the_fix():
    assert _token(("env -u GH_TOKEN -u GITHUB_TOKEN gh release list --limit 3", LISTED, False)) == (False, True)


def test_v4_gnu_env_unset_long_form_is_the_fix():
    assert _token(("env --unset=GITHUB_TOKEN gh release list --limit 3", LISTED, False)) == (False, True)


def test_v5_trap_unsetting_a_longer_named_variable_is_no_fix():
    assert _token(("unset GITHUB_TOKEN_OLD; gh release list --limit 3", LISTED, False)) == (False, False)


def test_v6_trap_bash_errexit_then_setting_the_variable_is_no_fix():
    # a bash script: `set -e` (errexit) on one line, the token SET on the next: the opposite of the fix
    assert _token(("set -e\nGITHUB_TOKEN=ghp_fresh0123456789 gh release list --limit 3", LISTED, False)) == \
        (False, False)


def test_v7_trap_unsetting_another_variable_then_exporting_this_one_is_no_fix():
    assert _token(("unset GH_TOKEN\nexport GITHUB_TOKEN=ghp_fresh0123456789\ngh release list --limit 3", LISTED,
                   False)) == (False, False)


def test_v9_powershell_empty_string_removes_the_variable_and_is_the_fix():
    # in PowerShell, assigning '' to an Env: item removes it, same as $null
    assert _token(("$env:GITHUB_TOKEN = ''; gh release list --limit 3", LISTED, False)) == (False, True)


def test_v10_recorded_env_u_fix_is_applied_by_a_later_unset():
    src = session(("gh pr list", BAD, True), ("env -u GITHUB_TOKEN gh pr list", "#88  fix: retry  main", False))
    lesson = gotcha("`gh pr list` → `HTTP 401: Bad credentials`; `env -u GITHUB_TOKEN gh pr list` listed the PRs",
                    "Run gh without the stale token: `env -u GITHUB_TOKEN gh pr list`.")
    facts = session(("unset GITHUB_TOKEN; gh release list --limit 3", LISTED, False))
    assert verdict(lesson, lesson_calls(lesson, src.log, redact), facts) == (False, True)


PROXY_ERR = ("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection "
             "broken by 'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 403 Forbidden'))'\n"
             "ERROR: Could not find a version that satisfies the requirement requests (from versions: none)")
PROXY = gotcha("`pip install requests` → `ProxyError('Cannot connect to proxy.'`; after `unset http_proxy https_proxy` "
               "it installed", "Take the dead proxy out: `unset http_proxy https_proxy`.")
PROXY_SOURCE = session(("pip install requests", PROXY_ERR, True),
                       ("unset http_proxy https_proxy; pip install requests", "Successfully installed requests-2.32.3",
                        False))


def test_v8_lowercase_proxy_variable_taken_out_with_env_u_is_the_fix():
    facts = session(("env -u http_proxy -u https_proxy pip install httpx", "Successfully installed httpx-0.27.0",
                     False))
    assert verdict(PROXY, lesson_calls(PROXY, PROXY_SOURCE.log, redact), facts) == (False, True)


# ============================================================ 2. _HOW_IT_ASKED
SETUP = "Setting up libpq-dev (16.2-1) ..."


def test_h1_apt_then_apt_get_y_the_y_is_still_the_fix():
    # failed with `apt`, fixed with `apt-get -y`: another program's name, but the -y IS the fix
    lesson = gotcha("`apt install libpq-dev` → `Abort.` in the CI job; `apt-get install -y libpq-dev` installed it",
                    "Give apt-get `-y`: `apt-get install -y libpq-dev`")
    src = session(("apt install libpq-dev", ABORT, True), ("apt-get install -y libpq-dev", SETUP, False))
    facts = session(("apt-get install libpq-dev", SETUP, False))
    assert verdict(lesson, lesson_calls(lesson, src.log, redact), facts)[1] is False


def test_h2_sudo_apt_get_then_sudo_apt_get_y_the_y_is_still_the_fix():
    lesson = gotcha("`sudo apt-get install libpq-dev` → `Abort.`; `sudo apt-get install -y libpq-dev` installed it",
                    "Give apt-get `-y`: `sudo apt-get install -y libpq-dev`")
    src = session(("sudo apt-get install libpq-dev", ABORT, True), ("sudo apt-get install -y libpq-dev", SETUP, False))
    facts = session(("sudo apt-get install libpq-dev", SETUP, False))
    assert verdict(lesson, lesson_calls(lesson, src.log, redact), facts)[1] is False


def test_h3_other_program_install_without_q_is_the_fix_applied():
    err = "Traceback (most recent call last):\n  File \"app.py\", line 1\nModuleNotFoundError: No module named 'rich'"
    lesson = gotcha("`python app.py` → `ModuleNotFoundError: No module named 'rich'`; after `pip install -q rich` it "
                    "ran",
                    "Install it: `pip install -q rich`")
    src = session(("python app.py", err, True), ("pip install -q rich", "", False), ("python app.py", "ok", False))
    facts = session(("pip install rich", "Successfully installed rich-13.7.1", False), ("python app.py", "ok", False))
    assert verdict(lesson, lesson_calls(lesson, src.log, redact), facts) == (False, True)


# ============================================================ 3. redact
PW = "s3cr3tPassw0rd"


def test_r1_password_after_dash_p_still_redacted():
    assert PW not in redact(f"docker login -u ci -p {PW} registry.example.com")


def test_r4_registry_after_password_stdin_with_helm_kept():
    line = 'echo "$HARBOR_PW" | helm registry login --username robot --password-stdin harbor.acme.io'
    assert redact(line) == line


# ============================================================ 4. setters._owns
def test_o1_config_root_vs_any_folder_named_git():
    from core.tracking.setters import _owns
    assert _owns("git", "/home/ola/.config/git/config") and not _owns("git", "/home/ola/work/git/config")


def test_o2_poetry_local_config_file_is_poetrys_own():
    from core.tracking.setters import _owns
    assert _owns("poetry", "/home/ola/proj/poetry.toml")   # what `poetry config --local …` writes


def test_o3_poetry_setting_written_into_poetry_toml_is_applied_end_to_end():
    sync_err = "Creating virtualenv proj-Xy12ab-py3.12 in /home/ola/.cache/pypoetry/virtualenvs\nError: .venv not found"
    setc = "poetry config virtualenvs.in-project true --local"
    lesson = gotcha(f"`poetry install` → `.venv not found` for the IDE; after `{setc}` the venv was in .venv",
                    f"Keep the venv in the project: `{setc}`")
    src = session(("poetry install", sync_err, True), (setc, "", False), ("poetry install", "Installing deps", False))
    facts = written_session("/home/ola/proj/poetry.toml", "[virtualenvs]\nin-project = true\n",
                            ("poetry install", "Installing dependencies from lock file", False))
    assert verdict(lesson, lesson_calls(lesson, src.log, redact), facts) == (False, True)


def test_o4_pip_site_and_system_config_files_are_pips_own():
    from core.tracking.setters import _owns
    assert _owns("pip", "/home/ola/proj/.venv/pip.conf")   # `pip config set --site …`
    assert _owns("pip", "/Users/ola/Library/Application Support/pip/pip.conf")   # macOS user config
    assert _owns("pip", "/etc/xdg/pip/pip.conf")           # XDG system config
    assert _owns("pip", "C:/ProgramData/pip/pip.ini")      # Windows system config


def test_o5_dotfiles_copy_is_not_owned():
    from core.tracking.setters import _owns
    assert not _owns("git", "/home/ola/dotfiles/git/gitconfig")
    assert not _owns("npm", "/home/ola/src/tools/npm/npmrc.example")


# ============================================================ 5. URLs in messages
GH_401 = "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: {}"
SYNC = gotcha("`python sync.py` → `401 Client Error: Unauthorized`; after `unset GITHUB_TOKEN` it synced",
              "Take the stale token out: `unset GITHUB_TOKEN`.")
SYNC_SOURCE = session(("python sync.py", GH_401.format("https://api.github.com/repos/acme/x/pulls?state=open"), True),
                      ("unset GITHUB_TOKEN; python sync.py", "synced 12 PRs", False))


def test_u1_same_401_from_github_at_another_path_is_a_recurrence():
    facts = session(("python sync.py --since 2026-01-01",
                     GH_401.format("https://api.github.com/repos/acme/y/issues?state=all"), True))
    assert verdict(SYNC, lesson_calls(SYNC, SYNC_SOURCE.log, redact), facts)[0] is True


def test_u4_same_apt_clock_message_other_mirror_same_words():
    from core.tracking.signature import message_words
    said = "Release file for {}/dists/noble/InRelease is not valid yet (invalid for another 2h 1min 12s)."
    assert message_words(said.format("https://mirror.hetzner.com/ubuntu/packages")) == \
        message_words(said.format("http://archive.ubuntu.com/ubuntu"))

