"""Tracking (issue 24), thirty-eighth round: a fix call that sets a setting through its program's config command
(`git config --global http.version HTTP/1.1`) is applied when a later session writes that setting into a config file
by hand (`[http]` / `version = HTTP/1.1`) or gives it for one run (`git -c http.version=HTTP/1.1 clone …`): the key
and value are read off the recorded call (`core.tracking.setters`). Each test fails on the code before the rule,
except the guards, which hold before and after."""
from __future__ import annotations

import datetime as dt

from core.tracking.record import lesson_calls
from core.tracking.usage import SessionFacts
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

CLONE = "git clone https://git.corp.example/platform/monorepo.git"
RPC = ("error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8)\n"
       "fetch-pack: unexpected disconnect while reading sideband packet\nfatal: early EOF")
SET = "git config --global http.version HTTP/1.1"
LESSON = gotcha(f"`{CLONE}` → `curl 92 HTTP/2 stream 5 was not closed cleanly`; after `{SET}` the clone finished",
                f"Force HTTP/1.1 for git: `{SET}`")
SOURCE = session((CLONE, RPC, True), (SET, "", False), (CLONE, "Receiving objects: 100% (482113/482113), done.", False))
CLONED = "Cloning into 'monorepo'...\nReceiving objects: 100% (483011/483011), done."


def written_session(path: str, content: str, *after: tuple[str, str, bool]) -> SessionFacts:
    """A session that writes `content` into `path` with the Write tool, then runs `after`."""
    facts = SessionFacts()
    stamp = dt.datetime(2026, 2, 2, 9, tzinfo=dt.timezone.utc).isoformat()
    facts.add(Turn(TOOL_CALL, f"Write({path})", tool_name="Write", tool_input={"file_path": path, "content": content},
                   tool_use_id="w0", timestamp=stamp))
    facts.add(Turn(TOOL_RESULT, f"File created successfully at: {path}", tool_name="Write", tool_use_id="w0",
                   timestamp=stamp))
    for i, (command, output, failed) in enumerate(after):
        facts.add(Turn(TOOL_CALL, command, tool_name="Bash", tool_input={"command": command}, tool_use_id=f"t{i}",
                       timestamp=stamp))
        facts.add(Turn(TOOL_RESULT, output, tool_name="Bash", tool_use_id=f"t{i}", is_error=failed, timestamp=stamp))
    return facts


def _later(facts: SessionFacts) -> tuple[bool, bool]:
    return verdict(LESSON, lesson_calls(LESSON, SOURCE.log, redact), facts)


def test_the_setting_written_into_gitconfig_by_hand_is_the_fix_applied():
    assert _later(written_session("/home/yuna/.gitconfig", "[user]\n\tname = Yuna\n[http]\n\tversion = HTTP/1.1\n",
                           (CLONE, CLONED, False))) == (False, True)


def test_the_setting_given_for_one_run_is_the_fix_applied():
    assert _later(session((f"git -c http.version=HTTP/1.1 {CLONE[4:]}", CLONED, False))) == (False, True)


def test_guard_another_value_of_the_setting_is_no_fix():
    assert _later(written_session("/home/yuna/.gitconfig", "[http]\n\tversion = HTTP/2\n", (CLONE, CLONED, False))) == \
        (False, False)


def test_guard_the_setting_written_after_the_failure_came_back_is_a_recurrence():
    facts = session((CLONE, RPC, True), ("git -c http.version=HTTP/1.1 clone https://git.corp.example/x.git", CLONED,
                                         False))
    assert _later(facts)[0] is True


def test_the_key_and_value_are_read_off_the_config_command():
    from core.tracking.setters import setting_of
    assert setting_of(SET) == ("git", "http.version", "HTTP/1.1")
    assert setting_of("npm config set fund=false") == ("npm", "fund", "false")
    assert setting_of("pip config --user set global.index-url https://pypi.example/simple") == \
        ("pip", "global.index-url", "https://pypi.example/simple")
    assert setting_of("mkdir -p ~/.npm-global && npm config set prefix ~/.npm-global") == \
        ("npm", "prefix", "~/.npm-global")
    for other in ("git config --get http.version", "git clone x", "npm config get prefix",
                  "kubectl config use-context prod", "yarn config delete proxy"):
        assert setting_of(other) is None


HOSTS = 'sudo echo "10.0.4.21 registry.lab" >> /etc/hosts'
REDIRECT = gotcha(f"`{HOSTS}` → `bash: /etc/hosts: Permission denied`; `echo … | sudo tee -a /etc/hosts` worked",
                  "sudo does not cover the shell's redirection: pipe into `sudo tee -a FILE` instead")
REDIRECT_SOURCE = session((HOSTS, "bash: /etc/hosts: Permission denied", True),
                          ('echo "10.0.4.21 registry.lab" | sudo tee -a /etc/hosts', "10.0.4.21 registry.lab", False))


def redirect_later(*steps: tuple[str, str, bool], whole: bool = False) -> tuple[bool, bool]:
    return verdict(REDIRECT, lesson_calls(REDIRECT, REDIRECT_SOURCE.log, redact), session(*steps, whole=whole))


def test_the_shell_refusing_another_redirection_under_sudo_is_the_trap_back():
    """Another file, another program and zsh's wording: the redirection's target is the name, by its role."""
    assert redirect_later(("sudo printf '%s\\n' 'net.ipv4.ip_forward=1' > /etc/sysctl.d/60-forward.conf",
                            "zsh: permission denied: /etc/sysctl.d/60-forward.conf", True))[0] is True


def test_guard_a_permission_denied_on_a_file_no_redirection_writes_is_not_the_trap():
    assert redirect_later(("cat /etc/shadow", "cat: /etc/shadow: Permission denied", True))[0] is False


def test_the_redirection_target_is_named_by_its_role():
    from core.tracking.signature import signature_of
    said = signature_of("Exit code 1\nbash: /etc/hosts: Permission denied", HOSTS)
    assert said.identifiers == ("/etc/hosts", "<redirect target>")
    assert signature_of("Exit code 1\ncat: /etc/hosts: Permission denied", "cat /etc/hosts").identifiers == \
        ("/etc/hosts",)


TIMED_OUT = ("ssh: connect to host github.com port 22: Connection timed out\nfatal: Could not read from remote "
             "repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.")
PORT_443 = gotcha("`git pull` → `ssh: connect to host github.com port 22: Connection timed out`; with `Hostname "
                  "ssh.github.com` and `Port 443` in ~/.ssh/config the pull went through",
                  "Reach GitHub's ssh on port 443: `Host github.com`, `Hostname ssh.github.com`, `Port 443`")
PORT_SOURCE = session(("git pull", TIMED_OUT, True), ("nc -zv -w 5 ssh.github.com 443", "succeeded!", False),
                      ("git pull", "Fast-forward", False))


def port_later(output: str) -> tuple[bool, bool]:
    return verdict(PORT_443, lesson_calls(PORT_443, PORT_SOURCE.log, redact), session(("git fetch", output, True)))


def test_another_cause_before_the_same_wrapper_line_is_another_failure():
    """git's `fatal: Could not read from remote repository.` wraps whatever ssh said before it."""
    assert port_later(TIMED_OUT.replace("ssh: connect to host github.com port 22: Connection timed out",
                                         "git@github.com: Permission denied (publickey).")) == (False, False)
    assert port_later(TIMED_OUT.replace("connect to host github.com port 22: Connection timed out",
                                         "Could not resolve hostname github.com: Temporary failure in name "
                                         "resolution")) == (False, False)


def test_guard_the_same_cause_from_another_host_is_the_trap_back():
    assert port_later(TIMED_OUT.replace("github.com port 22", "gitlab.example.com port 22"))[0] is True


def test_a_home_path_set_by_the_config_command_is_the_same_written_with_home_spelt_out():
    prefix = gotcha("`npm install -g typescript` → `EACCES: permission denied, mkdir '/usr/lib/node_modules'`; after "
                    "`npm config set prefix ~/.npm-global` the install went through",
                    "Give npm a user prefix: `npm config set prefix ~/.npm-global`")
    source = session(("npm install -g typescript", "npm ERR! code EACCES\nnpm ERR! Error: EACCES: permission denied, "
                                                   "mkdir '/usr/lib/node_modules'", True),
                     ("npm config set prefix ~/.npm-global", "", False),
                     ("npm install -g typescript", "added 1 package in 2s", False))
    later = written_session("/home/dev/.npmrc", "prefix=${HOME}/.npm-global\nfund=false\n",
                     ("npm install -g pnpm", "added 1 package in 1s", False))
    assert verdict(prefix, lesson_calls(prefix, source.log, redact), later) == (False, True)
    from core.tracking.setters import setting_of
    assert setting_of("aws configure set region ap-northeast-2") == ("aws", "region", "ap-northeast-2")
