"""Review D (thirty-ninth round): real-world later sessions -- other shells, docker, ssh, CI logs, Windows -- checked
for false "applied", false "recurred", and that true ones are still caught."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict
from tests.test_tracking_thirtyeighth import CLONE, CLONED, LESSON, SOURCE, written_session
from tests.test_tracking_thirtyninth import ADC, ADC_SOURCE, CLOCK, CLOCK_SOURCE, LOGIN, _token


# --- 1. a stale GitHub token taken out: `unset GITHUB_TOKEN` ------------------------------------------------------

LISTED = "#91  feat: export  main\n#88  fix: retry  main"


def test_unsetting_another_variable_then_the_same_401_is_recurred_not_applied():
    bad = "HTTP 401: Bad credentials (https://api.github.com/graphql)\nTry authenticating with:  gh auth login"
    assert _token(("unset GH_TOKEN", "", False), ("gh pr view 91 --comments", bad, True)) == (True, False)


def test_env_u_of_another_variable_is_not_applied():
    assert _token(("env -u GH_ENTERPRISE_TOKEN gh pr list --state merged", LISTED, False)) == (False, False)


def test_unset_of_both_names_in_one_line_inside_ssh_runner_is_applied():
    # zsh/bash on a CI runner reached over ssh: both token names taken out in one `unset`
    assert _token(("unset GH_TOKEN GITHUB_TOKEN && gh pr list --state open", LISTED, False)) == (False, True)


def test_a_multiline_script_under_set_e_that_sets_a_fresh_token_is_not_the_fix():
    # `set -e` is bash's errexit; the next line *sets* GITHUB_TOKEN for one run: the opposite of taking it out
    script = 'set -e\nGITHUB_TOKEN="$(cat ~/.config/ci/token)" gh release create v2.5.0 --generate-notes'
    assert _token((script, "https://github.com/acme/x/releases/tag/v2.5.0", False)) == (False, False)


def test_a_multiline_unset_of_another_name_then_setting_the_token_is_not_the_fix():
    script = 'unset GH_TOKEN\nGITHUB_TOKEN="$(op read op://ci/gh/token)" gh pr list'
    assert _token((script, LISTED, False)) == (False, False)


def test_grepping_the_workflows_for_the_unset_line_is_not_the_fix():
    out = ".github/workflows/release.yml:14:          unset GITHUB_TOKEN"
    assert _token(('grep -rn "unset GITHUB_TOKEN" .github/workflows/', out, False)) == (False, False)


def test_powershell_remove_item_with_backslash_on_windows_is_applied():
    assert _token(("Remove-Item Env:\\GITHUB_TOKEN; gh pr list", LISTED, False)) == (False, True)


def test_a_script_that_unsets_histfile_then_exports_a_fresh_token_is_not_the_fix():
    script = "unset HISTFILE\nexport GITHUB_TOKEN=$(pass show gh/ci)\ngh pr list --state open"
    assert _token((script, LISTED, False)) == (False, False)


def test_cmd_exe_set_to_nothing_on_windows_is_applied():
    assert _token(("set GITHUB_TOKEN= && gh pr list", LISTED, False)) == (False, True)


def test_powershell_setenvironmentvariable_to_null_is_applied():
    assert _token(("[Environment]::SetEnvironmentVariable('GITHUB_TOKEN', $null, 'Process'); gh pr list", LISTED,
                   False)) == (False, True)


# --- 2. gcloud Application Default Credentials --------------------------------------------------------------------


def _adc(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(ADC, lesson_calls(ADC, ADC_SOURCE.log, redact), session(*steps))


def test_adc_login_with_quiet_in_a_devcontainer_is_applied():
    assert _adc((f"{LOGIN} --quiet", "Credentials saved to file: [/root/.config/gcloud/adc.json]", False),
                ("python export.py --date 2025-05-01", "exported 980 rows", False)) == (False, True)


def test_printing_an_adc_token_is_not_logging_in():
    assert _adc(("gcloud auth application-default print-access-token", "ya29.a0AfB_byC", False)) == (False, False)


def test_the_same_adc_error_inside_docker_compose_run_is_recurred():
    tb = ("Traceback (most recent call last):\n  File \"/app/export.py\", line 12, in <module>\n"
          "google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. To set up "
          "Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc "
          "for more information.")
    assert _adc(("docker compose run --rm api python export.py --date 2025-05-01", tb, True))[0] is True


# --- 3. apt clock skew: the URL is where, not the words ------------------------------------------------------------


def _clock(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(CLOCK, lesson_calls(CLOCK, CLOCK_SOURCE.log, redact), session(*steps))


def test_a_404_for_a_mirror_in_docker_build_is_not_the_clock_failure():
    out = ("#7 3.114 E: Failed to fetch http://deb.debian.org/debian/pool/main/libp/libpq/libpq5_15.6-0%2bdeb12u1_"
           "amd64.deb  404  Not Found [IP: 151.101.2.132 80]\n#7 3.115 E: Unable to fetch some archives, maybe run "
           "apt-get update or try with --fix-missing?\n"
           '#7 ERROR: process "/bin/sh -c apt-get install -y libpq5" did not complete successfully: exit code: 100')
    assert _clock(("docker build -t api:dev .", out, True))[0] is False


def test_the_clock_message_in_a_github_actions_log_for_another_mirror_is_recurred():
    log = ("2025-06-07T10:11:12.1234567Z E: Release file for https://security.ubuntu.com/ubuntu/dists/"
           "noble-security/InRelease is not valid yet (invalid for another 2h 3min 4s). Updates for this "
           "repository will not be applied.\n2025-06-07T10:11:12.2Z ##[error]Process completed with exit code 100.")
    assert _clock(("gh run view 9912345 --log-failed", log, True))[0] is True


# --- 4. git: SSL behind a corporate proxy, another remote ---------------------------------------------------------

PULL = "git pull origin main"
SELF_SIGNED = ("fatal: unable to access 'https://github.com/acme/api.git/': SSL certificate problem: self-signed "
               "certificate in certificate chain")
CA = "git config --global http.sslCAInfo /etc/ssl/certs/acme-root.pem"
SSL = gotcha(f"`{PULL}` → `SSL certificate problem: self-signed certificate in certificate chain`; after `{CA}` "
             "the pull worked", f"Point git at the corporate root CA: `{CA}`")
SSL_SOURCE = session((PULL, SELF_SIGNED, True), (CA, "", False), (PULL, "Already up to date.", False))


def _ssl(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(SSL, lesson_calls(SSL, SSL_SOURCE.log, redact), session(*steps))


def test_the_same_ssl_error_for_another_remote_is_recurred():
    other = ("fatal: unable to access 'https://gitlab.corp.example/infra/terraform.git/': SSL certificate problem: "
             "self-signed certificate in certificate chain")
    assert _ssl(("git clone https://gitlab.corp.example/infra/terraform.git", other, True))[0] is True


def test_another_error_for_the_same_remote_is_not_recurred():
    other = "fatal: unable to access 'https://github.com/acme/api.git/': Could not resolve host: github.com"
    assert _ssl((PULL, other, True))[0] is False


# --- 5. pip SSL through a proxy: the same error for another index URL ---------------------------------------------

PIP = "pip install -r requirements.txt"
PIP_SSL = ("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection "
           "broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify "
           "failed: self-signed certificate in certificate chain (_ssl.c:1006)'))': /simple/requests/\n"
           "Could not fetch URL https://pypi.org/simple/requests/: There was a problem confirming the ssl "
           "certificate: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: "
           "/simple/requests/ - skipping\nERROR: Could not find a version that satisfies the requirement requests")
PIP_CERT = "pip config set global.cert /etc/ssl/certs/acme-root.pem"
PIP_LESSON = gotcha(f"`{PIP}` → `CERTIFICATE_VERIFY_FAILED`; after `{PIP_CERT}` it installed",
                    f"Give pip the corporate CA: `{PIP_CERT}`")
PIP_SOURCE = session((PIP, PIP_SSL, True), (PIP_CERT, "Writing to /home/m/.config/pip/pip.conf", False),
                     (PIP, "Successfully installed requests-2.32.3", False))


def _pip(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(PIP_LESSON, lesson_calls(PIP_LESSON, PIP_SOURCE.log, redact), session(*steps))


def test_the_same_pip_ssl_error_for_another_index_url_is_recurred():
    out = PIP_SSL.replace("https://pypi.org/simple/requests/", "https://nexus.corp.example/repository/pypi/simple/"
                          "numpy/").replace("'pypi.org'", "'nexus.corp.example'").replace("requests", "numpy")
    assert _pip(("pip install numpy==2.0.1", out, True))[0] is True


def test_the_cert_written_into_the_pip_config_under_dot_config_is_applied():
    facts = written_session("/home/m/.config/pip/pip.conf", "[global]\ncert = /etc/ssl/certs/acme-root.pem\n",
                            ("pip install numpy==2.0.1", "Successfully installed numpy-2.0.1", False))
    assert verdict(PIP_LESSON, lesson_calls(PIP_LESSON, PIP_SOURCE.log, redact), facts) == (False, True)


# --- 6. npm: a URL carries what was not found ----------------------------------------------------------------------

NPM_404 = ("npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/@acme%2fui - Not found\n"
           "npm ERR! 404\nnpm ERR! 404  '@acme/ui@^2.1.0' is not in this registry.")
NPMRC = "npm config set @acme:registry https://npm.pkg.github.com"
NPM = gotcha(f"`npm install` → `404 Not Found - GET https://registry.npmjs.org/@acme%2fui`; after `{NPMRC}` it "
             "installed", f"Send the @acme scope to GitHub Packages: `{NPMRC}`")
NPM_SOURCE = session(("npm install", NPM_404, True), (NPMRC, "", False), ("npm install", "added 812 packages", False))


# --- 7. pip build needs libpq-dev: `-y` in a fix that is another program ------------------------------------------

PSYCOPG = "pip install psycopg2==2.9.9"
PG_CONFIG = ("Error: pg_config executable not found.\n\npg_config is required to build psycopg2 from source.  "
             "Please add the directory containing pg_config to the $PATH")
APT = "sudo apt-get install -y libpq-dev"
PQ = gotcha(f"`{PSYCOPG}` → `pg_config executable not found`; after `{APT}` it built",
            f"Install the PostgreSQL headers first: `{APT}`")
PQ_SOURCE = session((PSYCOPG, PG_CONFIG, True), (APT, "Setting up libpq-dev (14.11-0ubuntu0.22.04.1) ...", False),
                    (PSYCOPG, "Successfully installed psycopg2-2.9.9", False))


def _pq(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(PQ, lesson_calls(PQ, PQ_SOURCE.log, redact), session(*steps))


def test_installing_libpq_dev_at_a_terminal_without_y_is_applied():
    assert _pq(("sudo apt-get install libpq-dev", "Setting up libpq-dev (16.2-1) ...", False),
               (PSYCOPG, "Successfully installed psycopg2-2.9.9", False)) == (False, True)


def test_installing_another_package_with_y_is_not_applied():
    assert _pq(("sudo apt-get install -y libpq5", "Setting up libpq5 (16.2-1) ...", False)) == (False, False)


# --- 8. docker login to ECR; the registry after --password-stdin ---------------------------------------------------

PUSH = "docker push 1234.dkr.ecr.eu-west-1.amazonaws.com/api:1.2"
NO_AUTH = "denied: Your authorization token has expired. Reauthenticate and try again."
ECR_LOGIN = ("aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin "
             "1234.dkr.ecr.eu-west-1.amazonaws.com")
ECR = gotcha(f"`{PUSH}` → `authorization token has expired`; after `{ECR_LOGIN}` the push went through",
             f"Log docker in to ECR again: `{ECR_LOGIN}`")
ECR_SOURCE = session((PUSH, NO_AUTH, True), (ECR_LOGIN, "Login Succeeded", False),
                     (PUSH, "1.2: digest: sha256:9f1c size: 2210", False))


def _ecr(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(ECR, lesson_calls(ECR, ECR_SOURCE.log, redact), session(*steps))


def test_the_ecr_login_again_before_pushing_is_applied():
    assert _ecr((ECR_LOGIN, "Login Succeeded", False),
                ("docker push 1234.dkr.ecr.eu-west-1.amazonaws.com/worker:3.0", "3.0: digest: sha256:1b2c", False)
                ) == (False, True)


def test_the_registry_after_password_stdin_is_kept_for_podman_and_skopeo():
    for line in ("cat ~/.quay-token | podman login --username acme+ci --password-stdin quay.io",
                 "skopeo login --username AWS --password-stdin 1234.dkr.ecr.us-east-1.amazonaws.com"):
        assert "quay.io" in redact(line) or "1234.dkr.ecr.us-east-1.amazonaws.com" in redact(line)


# --- 9. git config written by hand: the program's own file or not --------------------------------------------------

def _git(facts) -> tuple[bool, bool]:
    return verdict(LESSON, lesson_calls(LESSON, SOURCE.log, redact), facts)


def test_the_setting_written_into_xdg_git_config_is_applied():
    facts = written_session("/home/yuna/.config/git/config", "[http]\n\tversion = HTTP/1.1\n", (CLONE, CLONED, False))
    assert _git(facts) == (False, True)


def test_the_setting_written_into_windows_home_gitconfig_is_applied():
    facts = written_session("C:\\Users\\yuna\\.gitconfig", "[http]\n\tversion = HTTP/1.1\n", (CLONE, CLONED, False))
    assert _git(facts) == (False, True)


def test_the_setting_written_into_a_repos_docs_is_not_applied():
    facts = written_session("/home/yuna/src/handbook/docs/git/gitconfig",
                            "[http]\n\tversion = HTTP/1.1\n", ("mkdocs build", "INFO - Documentation built", False))
    assert _git(facts) == (False, False)


def test_the_setting_written_into_a_dotfiles_repo_then_the_clone_is_not_applied():
    facts = written_session("/home/yuna/dotfiles/git/gitconfig", "[http]\n\tversion = HTTP/1.1\n",
                            (CLONE, CLONED, False))
    assert _git(facts) == (False, False)


def test_a_backup_of_gitconfig_is_not_the_programs_own():
    from core.tracking.setters import _owns
    assert not _owns("git", "/home/yuna/.gitconfig.bak")
    assert not _owns("git", "/srv/app/.gitlab-ci.yml")
