"""Tracking (issue 24), thirty-eighth round: the second independent review (a helper who read only the diff) of the
settings set through a config command (`setters`), a call's redirection target named by its role (`redirected`) and
two causes before a shared wrapper line (`other_beside`). Its cases that hold after the fixes are kept as guards: a
setting written into another program's file, a README or a comment is none, a read or a removal sets none, a number
is a value; a device or a script the line runs is no redirection target, and the file itself still meets; a warning's
line is no cause."""
from __future__ import annotations

from core.tracking.causes import other_beside
from core.tracking.record import lesson_calls
from core.tracking.setters import setting_of
from core.tracking.signature import signature_of
from core.tracking.usage import SessionFacts
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict
from tests.test_tracking_thirtyeighth import (CLONE, LESSON as HTTP1, SOURCE as HTTP1_SOURCE, TIMED_OUT, port_later,
                                              redirect_later, written_session)


# === (1) setters: a setting set through a config command =============================================================

def test_a_read_or_a_delete_through_the_config_command_sets_no_setting():
    """`get`, `unset`, `delete` and `use-context` are verbs, not keys: `npm config get prefix` sets nothing."""
    assert setting_of("npm config get prefix") is None
    assert setting_of("pip config get global.index-url") is None
    assert setting_of("pip config unset global.index-url") is None
    assert setting_of("yarn config delete proxy") is None
    assert setting_of("kubectl config use-context prod") is None


# git behind a corporate proxy, fixed with git's own proxy setting
GIT_PROXY_SET = "git config --global http.proxy http://proxy.corp.example:3128"
GIT_CLONE = "git clone https://github.com/acme/widgets.git"
GIT_PROXY_FAIL = ("Cloning into 'widgets'...\nfatal: unable to access 'https://github.com/acme/widgets.git/': Failed "
                  "to "
                  "connect to github.com port 443 after 130912 ms: Couldn't connect to server")
GIT_PROXY = gotcha(f"`{GIT_CLONE}` → `Failed to connect to github.com port 443 after 130912 ms`; after "
                   f"`{GIT_PROXY_SET}` the clone went through",
                   f"Route git through the corporate proxy: `{GIT_PROXY_SET}`")
GIT_PROXY_SOURCE = session((GIT_CLONE, GIT_PROXY_FAIL, True), (GIT_PROXY_SET, "", False),
                           (GIT_CLONE, "Cloning into 'widgets'...\nReceiving objects: 100% (812/812), done.", False))


def test_npms_proxy_line_in_npmrc_is_not_gits_proxy_setting_applied():
    """`proxy=…` in ~/.npmrc is npm's proxy; git never reads it. Only the last dotted part of `http.proxy` matched."""
    later = written_session("/home/dev/.npmrc",
                            "registry=https://registry.npmjs.org/\nproxy=http://proxy.corp.example:3128\n"
                            "https-proxy=http://proxy.corp.example:3128\n",
                            ("npm install", "added 214 packages in 9s", False))
    assert verdict(GIT_PROXY, lesson_calls(GIT_PROXY, GIT_PROXY_SOURCE.log, redact), later) == (False, False)


def test_guard_gits_proxy_written_under_http_in_gitconfig_is_applied():
    later = written_session("/home/dev/.gitconfig", "[user]\n\tname = Dev\n[http]\n\tproxy = "
                                                    "http://proxy.corp.example:3128\n",
                            (GIT_CLONE, "Cloning into 'widgets'...\nReceiving objects: 100% (812/812), done.", False))
    assert verdict(GIT_PROXY, lesson_calls(GIT_PROXY, GIT_PROXY_SOURCE.log, redact), later) == (False, True)


# the AWS CLI without a region, fixed with `aws configure set region`
AWS_SET = "aws configure set region ap-northeast-2"
AWS_LS = "aws s3 ls s3://acme-artifacts"
AWS_FAIL = "You must specify a region. You can also configure your region by running \"aws configure\"."
AWS = gotcha(f"`{AWS_LS}` → `You must specify a region.`; after `{AWS_SET}` the listing worked",
             f"Give the AWS CLI a default region: `{AWS_SET}`")
AWS_SOURCE = session((AWS_LS, AWS_FAIL, True), (AWS_SET, "", False),
                     (AWS_LS, "2026-01-20 10:00:00    1024 build.zip", False))


# git through a TLS-inspecting proxy, fixed (badly, but commonly) by turning git's certificate check off
SSL_SET = "git config --global http.sslVerify false"
SSL_FAIL = ("Cloning into 'widgets'...\nfatal: unable to access 'https://git.corp.example/acme/widgets.git/': SSL "
            "certificate problem: self-signed certificate in certificate chain")
SSL = gotcha(f"`git clone https://git.corp.example/acme/widgets.git` → `SSL certificate problem: self-signed "
             f"certificate "
             f"in certificate chain`; after `{SSL_SET}` the clone went through",
             f"Turn off git's certificate check for the inspected proxy: `{SSL_SET}`")
SSL_SOURCE = session(("git clone https://git.corp.example/acme/widgets.git", SSL_FAIL, True), (SSL_SET, "", False),
                     ("git clone https://git.corp.example/acme/widgets.git", "Receiving objects: 100% (812/812), done.",
                      False))


def test_a_yum_repos_sslverify_is_not_gits_sslverify_applied():
    """`sslverify=false` in /etc/yum.repos.d/*.repo is dnf's setting for that repository (matched case-blind by the
    last dotted part of `http.sslVerify` and a common value); git never reads it."""
    later = written_session("/etc/yum.repos.d/corp-tools.repo", "[corp-tools]\nname=Corp "
                                                                "tools\nbaseurl=https://pkgs.corp.example"
                            "/el9/\nenabled=1\ngpgcheck=0\nsslverify=false\n",
                            ("sudo dnf install -y corp-cli", "Installed:\n  "
                                                             "corp-cli-2.4.1-1.el9.x86_64\n\nComplete!", False))
    assert verdict(SSL, lesson_calls(SSL, SSL_SOURCE.log, redact), later) == (False, False)


# git pushes cut off by a small POST buffer, fixed with http.postBuffer: a number
BUF_SET = "git config --global http.postBuffer 524288000"
BUF_FAIL = ("error: RPC failed; HTTP 400 curl 22 The requested URL returned error: 400\nsend-pack: unexpected "
            "disconnect "
            "while reading sideband packet\nfatal: the remote end hung up unexpectedly")
BUF = gotcha(f"`git push origin main` → `error: RPC failed; HTTP 400 curl 22`; after `{BUF_SET}` the push went through",
             f"Raise git's POST buffer: `{BUF_SET}`")
BUF_SOURCE = session(("git push origin main", BUF_FAIL, True), (BUF_SET, "", False),
                     ("git push origin main", "To https://git.corp.example/acme/assets.git\n   1a2b3c4..5d6e7f8  main "
                                              "-> "
                      "main", False))


def test_a_numeric_setting_written_into_gitconfig_is_the_fix_applied():
    """The recorded fix words make the number a placeholder (`http.postBuffer <name>`), so `postBuffer = 524288000`
    written by hand (or `-c http.postBuffer=524288000`) never matches: every numeric setting is missed."""
    later = written_session("/home/dev/.gitconfig", "[user]\n\tname = Dev\n[http]\n\tpostBuffer = 524288000\n",
                            ("git push origin main", "To https://git.corp.example/acme/assets.git\n   "
                                                     "5d6e7f8..9a0b1c2  main -> "
                      "main", False))
    assert verdict(BUF, lesson_calls(BUF, BUF_SOURCE.log, redact), later) == (False, True)


def test_a_numeric_setting_given_for_one_run_is_the_fix_applied():
    later = session(("git -c http.postBuffer=524288000 push origin main",
                     "To https://git.corp.example/acme/assets.git\n   5d6e7f8..9a0b1c2  main -> main", False))
    assert verdict(BUF, lesson_calls(BUF, BUF_SOURCE.log, redact), later) == (False, True)


# a value of several words (quoted on the command line)
SSH_SET = "git config --global core.sshCommand 'ssh -i ~/.ssh/id_ed25519_work -o IdentitiesOnly=yes'"
SSH_FAIL = ("ERROR: Permission to acme-corp/billing.git denied to dev-personal.\nfatal: Could not read from remote "
            "repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.")
SSH = gotcha(f"`git push` → `ERROR: Permission to acme-corp/billing.git denied to dev-personal.`; after `{SSH_SET}` "
             f"the "
             "push went through", f"Use the work key for git: `{SSH_SET}`")
SSH_SOURCE = session(("git push", SSH_FAIL, True), (SSH_SET, "", False),
                     ("git push", "To github.com:acme-corp/billing.git\n   1a2b3c4..5d6e7f8  main -> main", False))


def test_guard_a_quoted_value_of_several_words_written_into_gitconfig_is_the_fix_applied():
    """(Holds, though not by `setters`: the fix words split the quoted value (`ssh`, `-i`, …), so `setting_of` sees
    several words and gives up; the key file's path written is what makes it applied.)"""
    later = written_session("/home/dev/work/.gitconfig-work", "[core]\n\tsshCommand = ssh -i ~/.ssh/id_ed25519_work -o "
                            "IdentitiesOnly=yes\n", ("git push", "To github.com:acme-corp/billing.git\n   "
                                                                 "5d6e7f8..9a0b1c2  "
                                               "main -> main", False))
    assert verdict(SSH, lesson_calls(SSH, SSH_SOURCE.log, redact), later) == (False, True)


# the 38th round's own lesson: git over HTTP/2 cut off, fixed with http.version HTTP/1.1
def _http1(facts: SessionFacts) -> tuple[bool, bool]:
    return verdict(HTTP1, lesson_calls(HTTP1, HTTP1_SOURCE.log, redact), facts)


def test_documenting_the_setting_in_a_readme_is_not_applying_it():
    """A README that tells readers to pass `-c http.version=HTTP/1.1` configures nothing."""
    later = written_session("/home/dev/monorepo/docs/TROUBLESHOOTING.md",
                            "## Clones cut off\n\nIf a clone stops with `curl 92`, retry with:\n\n"
                            "    git -c http.version=HTTP/1.1 clone https://git.corp.example/platform/monorepo.git\n",
                            ("git status", "On branch main\nnothing to commit, working tree clean", False))
    assert _http1(later) == (False, False)


def test_a_setting_written_commented_out_is_not_applied():
    """`# version = HTTP/1.1` in a gitconfig template is a line git skips."""
    later = written_session("/home/dev/.gitconfig", "[user]\n\tname = Dev\n[http]\n\t# version = HTTP/1.1   "
                                                    "(uncomment if "
                            "clones break)\n\tpostBuffer = 524288000\n",
                            ("git fetch", "From https://git.corp.example/platform/monorepo\n   a1b2c3d..e4f5a6b  main "
                                          "-> "
                      "origin/main", False))
    assert _http1(later) == (False, False)


def test_guard_the_setting_given_for_one_run_is_applied():
    assert _http1(session((f"git -c http.version=HTTP/1.1 {CLONE[4:]}",
                           "Cloning into 'monorepo'...\nReceiving objects: 100% (483011/483011), done.", False))) == \
        (False, True)


# npm's global prefix
NPM_SET = "npm config set prefix ~/.npm-global"
NPM_FAIL = "npm ERR! code EACCES\nnpm ERR! Error: EACCES: permission denied, mkdir '/usr/lib/node_modules'"
NPM = gotcha("`npm install -g typescript` → `EACCES: permission denied, mkdir '/usr/lib/node_modules'`; after "
             f"`{NPM_SET}` the install went through", f"Give npm a user prefix: `{NPM_SET}`")
NPM_SOURCE = session(("npm install -g typescript", NPM_FAIL, True), (NPM_SET, "", False),
                     ("npm install -g typescript", "added 1 package in 2s", False))


def test_guard_a_shell_write_that_was_refused_did_not_write_the_setting():
    """The `>>` into npm's builtin npmrc was refused (the file is root's): nothing was written, so nothing applied.
    (A `-c` given to a call only counts when the call worked; a refused write should not count either.)"""
    later = session(("echo 'prefix=~/.npm-global' >> /usr/lib/node_modules/npm/npmrc",
                     "bash: /usr/lib/node_modules/npm/npmrc: Permission denied", True),
                    ("node --version", "v20.11.0", False))
    assert verdict(NPM, lesson_calls(NPM, NPM_SOURCE.log, redact), later) == (False, False)


# misses: the same setting written in the program's own file syntax
def test_guard_yarnrc_written_in_yarns_own_syntax_is_the_registry_applied():
    """Yarn 1's .yarnrc separates a key from its value by a space: `registry "https://…"`."""
    yset = "yarn config set registry https://registry.npmmirror.com"
    fail = ("error An unexpected error occurred: \"https://registry.yarnpkg.com/react: ETIMEDOUT\".\n"
            "info If you think this is a bug, please open a bug report with the information provided in "
            "\"yarn-error.log\".")
    lesson = gotcha(f"`yarn install` → `An unexpected error occurred: \"https://registry.yarnpkg.com/react: "
                    f"ETIMEDOUT\"`;"
                    f" after `{yset}` the install finished", f"Use the mirror registry: `{yset}`")
    source = session(("yarn install", fail, True), (yset, "success Set \"registry\" to "
                                                          "\"https://registry.npmmirror.com\".",
                                                      False), ("yarn install", "success Saved lockfile.\nDone in "
                                                                               "21.3s.",
                                                               False))
    later = written_session("/home/dev/app/.yarnrc", 'registry "https://registry.npmmirror.com"\n',
                            ("yarn install", "success Saved lockfile.\nDone in 18.7s.", False))
    assert verdict(lesson, lesson_calls(lesson, source.log, redact), later) == (False, True)


# === (2) redirected: the shell's redirection target named by its role ===============================================

def test_running_a_script_just_written_without_its_execute_bit_is_not_the_redirection_trap():
    """zsh (macOS's shell) words a refused exec exactly as a refused redirection: `zsh: permission denied: ./run.sh`.
    The redirection worked; `./run.sh` lacks `x` (exit 126): chmod +x, not `sudo tee`. `by_role` turns the script,
    the line's redirect target, into `<redirect target>`, and so into the lesson's trap."""
    assert redirect_later(("printf '#!/bin/sh\\necho ok\\n' > run.sh && ./run.sh",
                            "Exit code 126\nzsh: permission denied: ./run.sh", True), whole=True)[0] is False


def test_a_downloaded_installer_run_without_its_execute_bit_is_not_the_redirection_trap():
    assert redirect_later(("curl -fsSL https://get.example.com/install.sh > install.sh && ./install.sh",
                            "Exit code 126\nzsh: permission denied: ./install.sh", True), whole=True)[0] is False


def test_a_refused_dev_stderr_is_not_the_sudo_redirection_trap():
    """`/dev/stderr` refused (a user switched inside a container: the pty is another user's) is no file sudo would
    open; `sudo tee` does not help. /dev/null is left out of redirect targets; /dev/stderr and /dev/stdout are not."""
    assert redirect_later(("echo 'migrations done' > /dev/stderr", "zsh: permission denied: /dev/stderr",
                            True))[0] is False


def test_a_redirection_to_a_variable_holding_the_file_is_the_trap_back():
    """`>> "$HOSTS"` in zsh: the shell names the expanded file, the call's words name the variable, so the later
    names /etc/hosts while the lesson now names only `<redirect target>`."""
    assert redirect_later(('HOSTS=/etc/hosts; sudo echo "10.0.4.22 cache.lab" >> "$HOSTS"',
                            "zsh: permission denied: /etc/hosts", True))[0] is True


TEE = "echo '10.0.4.21 registry.lab' | tee -a /etc/hosts"
TEE_LESSON = gotcha(f"`{TEE}` → `tee: /etc/hosts: Permission denied`; `echo … | sudo tee -a /etc/hosts` worked",
                    "Run tee under sudo: `echo … | sudo tee -a FILE`")
TEE_SOURCE = session((TEE, "tee: /etc/hosts: Permission denied", True),
                     ("echo '10.0.4.21 registry.lab' | sudo tee -a /etc/hosts", "10.0.4.21 registry.lab", False))


def test_the_same_file_refused_to_a_redirection_is_the_tee_lessons_trap_back():
    """A lesson learned from tee without sudo; later the same line is appended to the same /etc/hosts with `>>` and
    refused the same way (not root). It matched by the file before; `by_role` now renames the later's /etc/hosts
    `<redirect target>`, which the recorded `tee: /etc/hosts` never names."""
    later = session(('sudo echo "10.0.4.22 cache.lab" >> /etc/hosts', "bash: /etc/hosts: Permission denied", True))
    assert verdict(TEE_LESSON, lesson_calls(TEE_LESSON, TEE_SOURCE.log, redact), later)[0] is True


def test_guard_a_redirection_to_a_stderr_log_under_sudo_is_the_trap_back():
    assert redirect_later(("sudo make install 2> /var/log/build.err",
                            "bash: /var/log/build.err: Permission denied", True))[0] is True


def test_guard_dashs_wording_of_the_refused_redirection_is_the_trap_back():
    assert redirect_later(("sudo echo 'deb [trusted=yes] http://apt.lab/ ./' > /etc/apt/sources.list.d/lab.list",
                            "sh: 1: cannot create /etc/apt/sources.list.d/lab.list: Permission "
                            "denied", True))[0] is True


def test_guard_a_missing_folder_for_the_redirection_is_not_the_trap():
    assert redirect_later(("python gen.py > out/report.txt", "bash: out/report.txt: No such file or directory",
                            True))[0] is False


def test_guard_a_read_only_file_system_under_the_redirection_is_not_the_trap():
    assert redirect_later(("sudo echo 'nameserver 1.1.1.1' > /etc/resolv.conf",
                            "bash: /etc/resolv.conf: Read-only file system", True))[0] is False


def test_guard_a_program_refused_a_file_it_reads_is_not_the_redirection_trap():
    assert redirect_later(("cat /etc/shadow > /tmp/shadow.copy", "cat: /etc/shadow: Permission denied", True))[0] \
        is False


def test_guard_the_role_placeholder_only_for_the_calls_own_target():
    said = signature_of("Exit code 1\ntee: /etc/hosts: Permission denied", "echo x | tee -a /etc/hosts > /dev/null")
    assert said.identifiers == ("/etc/hosts",)


# === (3) causes.other_beside: two causes before one wrapper line ====================================================

def test_guard_the_timeout_after_an_ssh_warning_is_still_the_trap():
    assert port_later("Warning: Permanently added 'github.com' (ED25519) to the list of known "
                       "hosts.\n" + TIMED_OUT)[0] \
        is True


def test_guard_macos_wording_of_the_same_timeout_is_the_same_cause():
    assert other_beside(TIMED_OUT, TIMED_OUT.replace("Connection timed out", "Operation timed out")) is False
    assert port_later(TIMED_OUT.replace("Connection timed out", "Operation timed out"))[0] is True


def test_guard_cargos_wrapper_after_another_compile_error_is_another_cause():
    wrap = 'error: could not compile `app` (bin "app") due to 1 previous error'
    assert other_beside("error[E0432]: unresolved import `serde`\n" + wrap,
                        "error[E0425]: cannot find value `cfg` in this scope\n" + wrap) is True
    assert other_beside("error[E0432]: unresolved import `serde`\n" + wrap,
                        "error[E0432]: unresolved import `tokio`\n" + wrap) is False


def test_guard_the_shared_line_first_then_another_is_one_failure():
    assert other_beside("ERROR 1: PROJ: proj_create: Cannot find proj.db\nERROR 1: Failed to process SRS definition",
                        "ERROR 1: PROJ: proj_create: Cannot find proj.db\nRuntimeError: failed to load CRS") is False


PRISMA_BODY = ("Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource "
               "\"db\": "
               "PostgreSQL database \"app\", schema \"public\" at \"localhost:5432\"\n\nError: P1001: Can't reach "
               "database "
               "server at `localhost:5432`\n\nPlease make sure your database server is running at `localhost:5432`.")
PRISMA_REC = "npm warn exec The following package was not found and will be installed: prisma@6.1.0\n" + PRISMA_BODY
PRISMA = gotcha("`npx prisma migrate dev` → `Error: P1001: Can't reach database server at localhost:5432`; after "
                "`sudo service postgresql start` the migration ran", "Start Postgres first: `sudo service postgresql "
                                                                     "start`")
PRISMA_SOURCE = session(("npx prisma migrate dev", PRISMA_REC, True),
                        ("sudo service postgresql start", " * Starting PostgreSQL 16 database server   [ OK ]", False),
                        ("npx prisma migrate dev", "Already in sync, no schema change or pending migration was found.",
                         False))


def test_a_different_warning_before_the_same_last_error_is_not_another_cause():
    """The shared last line here is the failure itself (P1001), not a wrapper; what comes before it is npm's noise,
    which differs by machine (`package was not found and will be installed` vs `Unknown env config`). Both are lines
    of trouble by their words, so `other_beside` reads two causes and drops a plain recurrence."""
    later = session(("npx prisma migrate dev --name add_orders",
                     "npm warn Unknown env config \"http-proxy\". This will stop working in the next major version of "
                     "npm.\n" + PRISMA_BODY, True))
    assert verdict(PRISMA, lesson_calls(PRISMA, PRISMA_SOURCE.log, redact), later)[0] is True
    assert other_beside(PRISMA_REC, later.log.calls[0].output) is False
