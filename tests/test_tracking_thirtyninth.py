"""Tracking (issue 24), thirty-ninth round: a fix that takes a variable out of the environment (`unset GITHUB_TOKEN`)
is applied however a later shell spells that (fish's `set -e`, `env -u`, PowerShell's `Remove-Item Env:`); a fix call's
way of meeting the person (`--no-launch-browser`) is no part of a fix that is another program than the one that failed;
`--password-stdin` takes no value, so the registry after it is kept, not redacted as a password; a file named for a
program in a dotfiles repository (`dotfiles/git/gitconfig`) is not the program's own; a URL in an error's message is
where it went, not its words. Each test fails on the code before the rule, except the guards, which hold before and
after."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict
from tests.test_tracking_thirtyeighth import CLONE, CLONED, LESSON, SOURCE, written_session

BAD = "HTTP 401: Bad credentials (https://api.github.com/graphql)\nTry authenticating with:  gh auth login"
TOKEN = gotcha("`gh pr list` → `HTTP 401: Bad credentials`; after `unset GITHUB_TOKEN` it listed the PRs",
               "Take the stale token out: `unset GITHUB_TOKEN`.")
TOKEN_SOURCE = session(("gh pr list", BAD, True), ("unset GITHUB_TOKEN; gh pr list", "#88  fix: retry  main", False))
LISTED = "v2.4.0  Latest  v2.4.0  about 3 days ago"


def _token(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(TOKEN, lesson_calls(TOKEN, TOKEN_SOURCE.log, redact), session(*steps))


def test_fishs_set_e_takes_the_variable_out_and_is_the_fix_applied():
    assert _token(("set -e GITHUB_TOKEN; gh release list --limit 3", LISTED, False)) == (False, True)


def test_env_u_for_one_run_is_the_fix_applied():
    assert _token(("env -u GITHUB_TOKEN gh pr create --fill --base main", "https://github.com/acme/x/pull/91",
                   False)) == (False, True)


def test_powershells_remove_item_env_is_the_fix_applied():
    assert _token(("Remove-Item Env:GITHUB_TOKEN; gh release list --limit 3", LISTED, False)) == (False, True)


def test_guard_asking_whether_the_variable_is_set_is_no_fix():
    assert _token(("set -q GITHUB_TOKEN; and echo set", "set", False)) == (False, False)


def test_guard_setting_the_variable_is_no_fix():
    assert _token(("export GITHUB_TOKEN=ghp_0000placeholder; gh release list", LISTED, False)) == (False, False)


EXPORT = "python export.py --date 2025-04-02"
NO_ADC = ("google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. To set up "
          "Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc")
LOGIN = "gcloud auth application-default login"
ADC = gotcha(f"`{EXPORT}` → `DefaultCredentialsError`; after `{LOGIN} --no-launch-browser` the export ran",
             f"Log in for Application Default Credentials: `{LOGIN}` (on a box without a browser, "
             f"`--no-launch-browser`)")
ADC_SOURCE = session((EXPORT, NO_ADC, True), (f"{LOGIN} --no-launch-browser", "Credentials saved to file", False),
                     (EXPORT, "exported 1200 rows", False))


def test_the_fix_run_without_the_options_of_how_it_met_the_person_is_applied():
    facts = session((LOGIN, "Credentials saved to file: [/home/m/.config/gcloud/adc.json]", False),
                    ("node upload.js --bucket dev-assets ./fixtures", "uploaded 12 files", False))
    assert verdict(ADC, lesson_calls(ADC, ADC_SOURCE.log, redact), facts) == (False, True)


INSTALL = "apt-get install libpq-dev"
ABORT = "Do you want to continue? [Y/n] Abort."
YES = gotcha(f"`{INSTALL}` → `Abort.` in the CI job; `{INSTALL} -y` installed it", f"Give apt-get `-y`: `{INSTALL} -y`")
YES_SOURCE = session((INSTALL, ABORT, True), (f"{INSTALL} -y", "Setting up libpq-dev (16.2-1) ...", False))


def test_guard_an_option_that_is_the_fix_itself_is_still_needed():
    facts = session((INSTALL, "Setting up libpq-dev (16.2-1) ...", False))
    assert verdict(YES, lesson_calls(YES, YES_SOURCE.log, redact), facts)[1] is False


def test_the_registry_after_password_stdin_is_no_password():
    line = ("aws ecr get-login-password | docker login --username AWS --password-stdin "
            "1234.dkr.ecr.eu-west-1.amazonaws.com")
    assert redact(line) == line


def test_guard_a_password_given_on_the_line_is_still_redacted():
    assert "s3cr3tPassw0rd" not in redact("docker login --username ci --password s3cr3tPassw0rd registry.example.com")


def test_a_copy_in_a_dotfiles_repository_is_not_the_programs_own_file():
    from core.tracking.setters import _owns
    assert not _owns("git", "/home/ola/dotfiles/git/gitconfig")


def test_guard_the_programs_own_files_are_its_own():
    from core.tracking.setters import _owns
    assert all(_owns("git", p) for p in ("/home/ola/.gitconfig", "/etc/gitconfig", "/home/ola/.config/git/config",
                                          "/srv/app/.git/config"))
    assert _owns("pip", "/etc/pip.conf") and _owns("npm", "C:/Users/ola/.npmrc")


def test_guard_the_setting_written_into_the_real_gitconfig_is_still_applied():
    facts = written_session("/home/yuna/.gitconfig", "[http]\n\tversion = HTTP/1.1\n", (CLONE, CLONED, False))
    assert verdict(LESSON, lesson_calls(LESSON, SOURCE.log, redact), facts) == (False, True)


def test_a_url_in_a_message_is_where_not_its_words():
    from core.tracking.signature import message_words
    said = "Release file for {}/dists/jammy-updates/InRelease is not valid yet (invalid for another 6h 41min 12s)."
    assert message_words(said.format("http://archive.ubuntu.com/ubuntu")) == \
        message_words(said.format("http://deb.debian.org/debian"))


UPDATE = "sudo apt-get update"
NOT_YET = ("E: Release file for http://archive.ubuntu.com/ubuntu/dists/jammy-updates/InRelease is not valid yet "
           "(invalid for another 6h 41min 12s). Updates for this repository will not be applied.")
CLOCK = gotcha(f"`{UPDATE}` → `is not valid yet`; after `sudo hwclock -s` the update went through",
               "Set the clock from the hardware clock: `sudo hwclock -s`")
CLOCK_SOURCE = session((UPDATE, NOT_YET, True), ("sudo hwclock -s && date -u", "Fri Jun  6 09:28:01 UTC 2025", False),
                       (UPDATE, "Reading package lists... Done", False))


def test_the_same_message_for_another_mirror_inside_docker_build_is_a_recurrence():
    later = ("#5 0.712 E: Release file for http://deb.debian.org/debian/dists/bookworm-updates/InRelease is not valid "
             "yet (invalid for another 1h 2min 3s). Updates for this repository will not be applied.\n"
             '#5 ERROR: process "/bin/sh -c apt-get update" did not complete successfully: exit code: 100')
    facts = session(("docker build -t worker:ffmpeg .", later, True))
    assert verdict(CLOCK, lesson_calls(CLOCK, CLOCK_SOURCE.log, redact), facts)[0] is True


def test_guard_another_message_for_that_mirror_is_no_recurrence():
    later = ("#5 0.712 E: Failed to fetch http://deb.debian.org/debian/dists/bookworm/InRelease  Temporary failure "
             "resolving 'deb.debian.org'\n#5 ERROR: process \"/bin/sh -c apt-get update\" did not complete")
    facts = session(("docker build -t worker:ffmpeg .", later, True))
    assert verdict(CLOCK, lesson_calls(CLOCK, CLOCK_SOURCE.log, redact), facts)[0] is False
