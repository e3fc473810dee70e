"""Tracking (issue 24), thirty-eighth round: the fourth independent review (a helper who read only the diff, after the
second review's fixes) of `setters`, `redirected` and `causes.other_beside`. Its cases that hold after the fixes are
kept as guards: the `-c` option quoted in a commit message, `diff.tool` read as `merge.tool`, a Terraform region in an
`aws` folder, a script run through nohup, a redirected file read back by another user, Python's warnings before one
error; a comment or a scope flag after the value, a read before the set, `python -m pip`, a container's `/root`,
noclobber's `>|`; and the config files of git, pip, poetry, yarn and the AWS CLI as written on Windows and Linux."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.usage import SessionFacts
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict
from tests.test_tracking_thirtyeighth_review_b import AWS, AWS_LS, AWS_SOURCE, NPM, NPM_SOURCE
from tests.test_tracking_thirtyeighth import (CLONE, CLONED, LESSON as HTTP1, SOURCE as HTTP1_SOURCE, redirect_later,
                                              written_session)

# =================================================================================================================
# (1) setters: a setting set through a program's config command, later written by hand or given with -c
# =================================================================================================================

# --- git over HTTP/2 cut off, fixed with http.version HTTP/1.1 (the round's own lesson) ---------------------------
FETCHED = "From https://git.corp.example/platform/monorepo\n   a1b2c3d..e4f5a6b  main -> origin/main"


def _http1(facts: SessionFacts) -> tuple[bool, bool]:
    return verdict(HTTP1, lesson_calls(HTTP1, HTTP1_SOURCE.log, redact), facts)


def test_a_trailing_comment_on_the_settings_line_is_still_the_setting():
    """git's config syntax allows a comment after the value (`version = HTTP/1.1  ; corp proxy`); the value pattern
    wants the line to end right after the value, so the documented setting is missed."""
    later = written_session("/home/dev/.gitconfig", "[user]\n\tname = Dev\n[http]\n\tversion = HTTP/1.1   ; the "
                            "corporate proxy cuts HTTP/2 streams\n", (CLONE, CLONED, False))
    assert _http1(later) == (False, True)


def test_guard_the_header_and_the_key_in_one_printf_without_a_tab_is_applied():
    later = session(("printf '[http]\\n    version = HTTP/1.1\\n' >> ~/.gitconfig", "", False), (CLONE, CLONED, False))
    assert _http1(later) == (False, True)


def test_the_one_run_option_quoted_in_a_commit_message_is_not_the_fix_applied():
    """`given` looks for `-c KEY=VALUE` anywhere in the text of a call that worked: a commit message, an issue comment
    or a line echoed into the docs that quote `git -c http.version=HTTP/1.1 clone …` ran no git with that option.
    (Before this round: not applied.)"""
    assert _http1(session(('git commit -am "docs: if a clone dies with curl 92, clone with git -c '
                           'http.version=HTTP/1.1"', "[main 3f2a1b0] docs: if a clone dies with curl 92\n 1 file "
                           "changed, 4 insertions(+)", False))) == (False, False)
    assert _http1(session(("echo '    git -c http.version=HTTP/1.1 clone <url>' >> docs/TROUBLESHOOTING.md", "", False),
                          ("git status", "On branch main", False))) == (False, False)


def test_guard_crlf_gitconfig_written_on_windows_is_applied():
    later = written_session("C:\\Users\\dev\\.gitconfig", "[user]\r\n\tname = Dev\r\n[http]\r\n\tversion = "
                                                          "HTTP/1.1\r\n",
                            (CLONE, CLONED, False))
    assert _http1(later) == (False, True)


# --- mergetool not configured, fixed with merge.tool vimdiff: another section's `tool` ----------------------------
MERGE_SET = "git config --global merge.tool vimdiff"
MERGE_FAIL = ("\nThis message is displayed because 'merge.tool' is not configured.\nSee 'git mergetool --tool-help' "
              "or 'git help config' for more details.\n'git mergetool' will now attempt to use one of the following "
              "tools:\nopendiff kdiff3 tkdiff xxdiff meld tortoisemerge gvimdiff diffuse diffmerge ecmerge p4merge "
              "araxis bc codecompare smerge emerge vimdiff nvimdiff\nNo files need merging")
MERGE = gotcha(f"`git mergetool` → `This message is displayed because 'merge.tool' is not configured.`; after "
               f"`{MERGE_SET}` it opened vimdiff", f"Set a merge tool: `{MERGE_SET}`")
MERGE_SOURCE = session(("git mergetool", MERGE_FAIL, True), (MERGE_SET, "", False),
                       ("git mergetool", "Merging:\nsrc/app.py\n\nNormal merge conflict for 'src/app.py':", False))


def test_diffs_tool_after_the_merge_section_is_not_merge_tool_applied():
    """`[merge]` / `conflictStyle = zdiff3` then `[diff]` / `tool = vimdiff`: `diff.tool` is not `merge.tool`
    (`git mergetool` still complains). The section's block runs from its header to the next header of the SAME
    section, so `tool = vimdiff` under `[diff]` is read as under `[merge]`."""
    later = written_session("/home/dev/.gitconfig", "[user]\n\tname = Dev\n[merge]\n\tconflictStyle = zdiff3\n"
                            "[diff]\n\ttool = vimdiff\n\tcolorMoved = default\n",
                            ("git status", "On branch main\nnothing to commit, working tree clean", False))
    assert verdict(MERGE, lesson_calls(MERGE, MERGE_SOURCE.log, redact), later) == (False, False)


def test_guard_merge_tool_under_its_own_section_is_applied():
    later = written_session("/home/dev/.gitconfig", "[diff]\n\tcolorMoved = default\n[merge]\n\ttool = vimdiff\n",
                            ("git status", "On branch main\nnothing to commit, working tree clean", False))
    assert verdict(MERGE, lesson_calls(MERGE, MERGE_SOURCE.log, redact), later) == (False, True)


# --- a single-branch clone, fixed with remote.origin.fetch: a key with a subsection ----------------------------------
REFSPEC = "+refs/heads/*:refs/remotes/origin/*"
FETCH_SET = f"git config remote.origin.fetch '{REFSPEC}'"
FETCH_FAIL = "error: pathspec 'release/2.4' did not match any file(s) known to git"
FETCH = gotcha(f"`git checkout release/2.4` → `{FETCH_FAIL}` (a --single-branch clone); after `{FETCH_SET}` and "
               "`git fetch` it checked out", f"Widen the clone's refspec: `{FETCH_SET}`")
FETCH_SOURCE = session(("git checkout release/2.4", FETCH_FAIL, True), (FETCH_SET, "", False),
                       ("git fetch origin", "From https://github.com/acme/app\n * [new branch] release/2.4 -> "
                                            "origin/release/2.4", False),
                       ("git checkout release/2.4", "Switched to a new branch 'release/2.4'", False))


# --- npm / pnpm ------------------------------------------------------------------------------------------------------
def test_the_home_prefix_written_for_root_in_a_container_is_applied():
    """Claude Code in a dev container runs as root: `~` is /root, and `prefix=/root/.npm-global` in /root/.npmrc is
    the same setting. `_value` spells home as `~`, `$HOME`, `${HOME}`, /home/<user> or /Users/<user>, never /root."""
    later = written_session("/root/.npmrc", "prefix=/root/.npm-global\n",
                            ("npm install -g pnpm", "added 1 package in 1s", False))
    assert verdict(NPM, lesson_calls(NPM, NPM_SOURCE.log, redact), later) == (False, True)


def test_a_read_before_the_set_in_the_fix_line_still_sets_the_setting():
    """`npm config get prefix; npm config set prefix ~/.npm-global` (look, then set): `setting_of` returns None at the
    first part that reads instead of going on to the part that sets."""
    from core.tracking.setters import setting_of
    assert setting_of("npm config get prefix; npm config set prefix ~/.npm-global") == \
        ("npm", "prefix", "~/.npm-global")


def test_a_scope_flag_after_the_value_still_sets_the_setting():
    """npm and yarn take their flags anywhere: `npm config set strict-ssl false --global` (or `-g` last) is the
    commonest spelling in answers; the flag after the value makes three words and `setting_of` gives up."""
    from core.tracking.setters import setting_of
    assert setting_of("npm config set strict-ssl false --global") == ("npm", "strict-ssl", "false")
    assert setting_of("yarn config set registry https://registry.npmmirror.com -g") == \
        ("yarn", "registry", "https://registry.npmmirror.com")


def test_pip_run_as_a_module_sets_the_setting():
    """`python3 -m pip config --user set global.index-url …` is how pip is run in most venvs and on Windows (`py -m
    pip`): the program is the module, not the interpreter, and `config` is the fourth word, not the second or third."""
    from core.tracking.setters import setting_of
    assert setting_of("python3 -m pip config --user set global.index-url https://pypi.corp.example/simple") == \
        ("pip", "global.index-url", "https://pypi.corp.example/simple")


PNPM_SET = "pnpm config set node-linker hoisted"
PNPM_FAIL = ("error: Error: Unable to resolve module @babel/runtime/helpers/interopRequireDefault from "
             "/home/dev/app/node_modules/expo-router/entry.js: @babel/runtime/helpers/interopRequireDefault could "
             "not be found within the project or in these directories:\n  node_modules")
PNPM = gotcha(f"`pnpm expo start` → `Unable to resolve module @babel/runtime/helpers/interopRequireDefault`; after "
              f"`{PNPM_SET}` and `pnpm install` Metro bundled", f"Give Metro a flat node_modules: `{PNPM_SET}`")
PNPM_SOURCE = session(("pnpm expo start", PNPM_FAIL, True), (PNPM_SET, "", False),
                      ("pnpm install", "Done in 14.2s", False),
                      ("pnpm expo start", "Metro waiting on exp://192.168.1.20:8081", False))


def test_guard_pnpms_setting_written_into_npmrc_is_applied():
    """pnpm keeps its settings in .npmrc (`node-linker=hoisted` in the project's .npmrc is what pnpm's docs say to
    write). `_owns` wants the program's name in the file's path: `pnpm` is not in `.npmrc`."""
    later = written_session("/home/dev/app2/.npmrc", "node-linker=hoisted\n",
                            ("pnpm install", "Done in 11.0s", False))
    assert verdict(PNPM, lesson_calls(PNPM, PNPM_SOURCE.log, redact), later) == (False, True)


# --- the AWS CLI without a region -------------------------------------------------------------------------------------
def test_a_terraform_region_in_an_aws_folder_is_not_the_clis_region():
    """`region = "ap-northeast-2"` in infra/aws/prod.tfvars is a Terraform variable (for the AWS provider), which the
    AWS CLI never reads; `_owns` takes any file with `aws` in its folder's or its own name for the CLI's own file.
    (Before this round: not applied.)"""
    later = written_session("/home/dev/infra/aws/prod.tfvars", 'region        = "ap-northeast-2"\ninstance_type = '
                            '"t3.small"\n', ("terraform -chdir=infra/aws plan -var-file=prod.tfvars",
                                             "No changes. Your infrastructure matches the configuration.", False))
    assert verdict(AWS, lesson_calls(AWS, AWS_SOURCE.log, redact), later) == (False, False)


def test_guard_the_region_written_into_aws_config_is_applied():
    later = written_session("/home/dev/.aws/config", "[default]\nregion = ap-northeast-2\noutput = json\n",
                            (AWS_LS, "2026-01-20 10:00:00    1024 build.zip", False))
    assert verdict(AWS, lesson_calls(AWS, AWS_SOURCE.log, redact), later) == (False, True)


# --- guards: other programs' own files, in their own syntax ----------------------------------------------------------

def _one(set_call: str, failing: str, fail_out: str) -> tuple:
    lesson = gotcha(f"`{failing}` → `{fail_out.splitlines()[0]}`; after `{set_call}` it worked", f"Run `{set_call}`")
    source = session((failing, fail_out, True), (set_call, "", False), (failing, "done", False))
    return lesson, lesson_calls(lesson, source.log, redact)


def test_guard_pips_index_in_pip_ini_on_windows_is_applied():
    lesson, calls = _one("pip config set global.index-url https://pypi.corp.example/simple", "pip install requests",
                         "ERROR: Could not find a version that satisfies the requirement requests (from versions: none)"
                         "\nERROR: No matching distribution found for requests")
    later = written_session("C:\\Users\\dev\\AppData\\Roaming\\pip\\pip.ini",
                            "[global]\r\nindex-url = https://pypi.corp.example/simple\r\n",
                            ("pip install httpx", "Successfully installed httpx-0.27.0", False))
    assert verdict(lesson, calls, later) == (False, True)


def test_guard_poetrys_setting_in_poetry_toml_is_applied():
    lesson, calls = _one("poetry config virtualenvs.in-project true", "poetry install",
                         "Current Python version (3.9.18) is not allowed by the project (^3.11).")
    later = written_session("/home/dev/api/poetry.toml", "[virtualenvs]\nin-project = true\n",
                            ("poetry install", "Installing the current project: api (0.1.0)", False))
    assert verdict(lesson, calls, later) == (False, True)


def test_guard_yarn_berrys_registry_in_yarnrc_yml_is_applied():
    lesson, calls = _one("yarn config set npmRegistryServer https://registry.npmmirror.com", "yarn install",
                         "➤ YN0001: │ RequestError: connect ETIMEDOUT 104.16.3.35:443")
    later = written_session("/home/dev/web/.yarnrc.yml", 'nodeLinker: node-modules\nnpmRegistryServer: '
                            '"https://registry.npmmirror.com"\n', ("yarn install", "➤ YN0000: · Done in 12s", False))
    assert verdict(lesson, calls, later) == (False, True)


# --- a refused write writes nothing -----------------------------------------------------------------------------------

def test_guard_a_refused_tee_into_the_system_gitconfig_did_not_apply_the_setting():
    """`printf '[http]\\n\\tversion = HTTP/1.1\\n' | tee -a /etc/gitconfig` without sudo: tee is refused, nothing is
    written. The shell write is taken as an edit whatever the call's result."""
    later = session(("printf '[http]\\n\\tversion = HTTP/1.1\\n' | tee -a /etc/gitconfig",
                     "tee: /etc/gitconfig: Permission denied", True),
                    ("git status", "On branch main\nnothing to commit, working tree clean", False))
    assert _http1(later) == (False, False)


# =================================================================================================================
# (2) redirected: the shell refusing a call's own redirection target, named by its role
# =================================================================================================================

def test_guard_bashs_non_interactive_wording_of_the_refused_redirection_is_the_trap_back():
    """Claude Code's Bash tool runs the line through `bash -c`, and bash words it `/bin/bash: line 1: FILE: Permission
    denied`; another file, the same trap."""
    assert redirect_later(("sudo echo 'net.ipv4.ip_forward=1' >> /etc/sysctl.d/60-forward.conf",
                            "/bin/bash: line 1: /etc/sysctl.d/60-forward.conf: Permission denied", True))[0] is True


def test_guard_zshs_eval_wording_of_the_refused_redirection_is_the_trap_back():
    """On macOS the tool's zsh words it `(eval):1: permission denied: FILE`."""
    assert redirect_later(("sudo echo 'pass in proto tcp to port 8080' >> /etc/pf.conf",
                            "(eval):1: permission denied: /etc/pf.conf", True))[0] is True


def test_a_noclobber_override_redirection_refused_under_sudo_is_the_trap_back():
    """`>|` (write even with noclobber set, zsh users' habit) is a redirection like `>`: `redirect_targets` reads the
    `|` as the target, so the file is not named by its role."""
    assert redirect_later(("sudo echo 'vm.swappiness=10' >| /etc/sysctl.d/99-swap.conf",
                            "zsh: permission denied: /etc/sysctl.d/99-swap.conf", True))[0] is True


def test_guard_a_serial_device_refused_to_a_redirection_under_sudo_is_the_trap_back():
    """`sudo echo 'G28' > /dev/ttyUSB0` (talking to a 3D printer or an Arduino) is the very trap: sudo runs echo,
    the user's shell opens the device and is refused; `| sudo tee /dev/ttyUSB0` is the fix. Every /dev/* target is
    left out, not only the streams (`/dev/stderr`, `/dev/stdout`, `/dev/tty`, `/dev/fd/N`)."""
    assert redirect_later(("sudo echo 'G28' > /dev/ttyUSB0", "bash: /dev/ttyUSB0: Permission denied", True))[0] \
        is True


def test_guard_a_heredoc_written_to_a_root_file_under_sudo_is_the_trap_back():
    """`sudo cat > FILE <<'EOF'` … `EOF`: sudo runs cat; the shell opens FILE."""
    line = ("sudo cat > /etc/nginx/conf.d/registry.conf <<'EOF'\nserver {\n    listen 80;\n    server_name "
            "registry.lab;\n    location / { proxy_pass http://127.0.0.1:5000; }\n}\nEOF")
    assert redirect_later((line, "bash: /etc/nginx/conf.d/registry.conf: Permission denied", True))[0] is True


def test_a_script_written_then_run_under_nohup_without_its_execute_bit_is_not_the_trap():
    """`printf … > watch.sh && nohup ./watch.sh &`: the redirection worked; nohup could not exec the script (no x
    bit: chmod +x is the fix, not sudo tee). Only a part's first word counts as a file the line runs, so the script
    run through nohup (or env, time, exec, xargs, timeout) is taken for the refused redirection target."""
    assert redirect_later(("printf '#!/bin/sh\\nwhile true; do curl -fsS localhost:8080/health; sleep 5; done\\n' "
                            "> watch.sh && nohup ./watch.sh &",
                            "nohup: ignoring input and appending output to 'nohup.out'\nnohup: failed to run command "
                            "'./watch.sh': Permission denied", True))[0] is False


def test_a_dump_the_line_then_hands_to_another_user_is_not_the_trap():
    """`pg_dump app > /home/dev/dump.sql && sudo -u postgres psql -d app_copy -f /home/dev/dump.sql`: the redirection
    wrote the dump; psql, running as postgres, may not read it in dev's home. The file named is the redirection's
    target, but the refusal is psql's read, not the shell's write (sudo tee would not help). Same for kubectl run as
    another user. (Before this round: no recurrence.)"""
    assert redirect_later(("pg_dump app > /home/dev/dump.sql && sudo -u postgres psql -d app_copy -f "
                            "/home/dev/dump.sql",
                            'psql: error: could not open file "/home/dev/dump.sql" for reading: Permission denied',
                            True))[0] is False
    assert redirect_later(("kubectl get secret api-tls -o yaml > /home/dev/api-tls.yaml && sudo -u deploy kubectl "
                            "apply -f /home/dev/api-tls.yaml", "error: open /home/dev/api-tls.yaml: permission denied",
                            True))[0] is False


# =================================================================================================================
# (3) causes.other_beside: two causes before one shared line of trouble
# =================================================================================================================

NO_KERNEL = ("Traceback (most recent call last):\n  File \"/app/train.py\", line 41, in <module>\n"
             "RuntimeError: CUDA error: no kernel image is available for execution on the device")
TORCHVISION_WARN = ("/opt/venv/lib/python3.12/site-packages/torchvision/io/image.py:14: UserWarning: Failed to load "
                    "image Python extension: 'libc10_cuda.so: cannot open shared object file'\n  warn(\n")
NUMPY_WARN = ("/opt/venv/lib/python3.12/site-packages/torch/_subclasses/functional_tensor.py:295: UserWarning: Failed "
              "to initialize NumPy: _ARRAY_API not found\n  cpu = _conversion_method_template(device=torch.device("
              "\"cpu\"))\n")
CU128 = "pip install --pre torch torchvision --index-url https://download.pytorch.org/whl/nightly/cu128"
KERNEL = gotcha("`python train.py` → `RuntimeError: CUDA error: no kernel image is available for execution on the "
                f"device` (an RTX 5090, sm_120); after `{CU128}` training ran",
                f"Blackwell GPUs need a CUDA 12.8 build of torch: `{CU128}`")
KERNEL_SOURCE = session(("python train.py", TORCHVISION_WARN + NO_KERNEL, True),
                        (CU128, "Successfully installed torch-2.8.0.dev20250320+cu128", False),
                        ("python train.py", "epoch 1/10 loss 2.31", False))


def test_a_different_python_warning_before_the_same_error_is_not_another_cause():
    """Python prints a warning as `FILE:LINE: UserWarning: …`; `_WARNING` knows `warning:`, `npm warn`, `W:`, not
    that shape, so torchvision's and NumPy's unrelated warnings (each with `Failed`/`cannot`/`not found` in it) are
    read as the causes before the shared `CUDA error: no kernel image…`, and the trap back is dropped."""
    later = session(("python train.py", NUMPY_WARN + NO_KERNEL, True))
    assert verdict(KERNEL, lesson_calls(KERNEL, KERNEL_SOURCE.log, redact), later)[0] is True
    from core.tracking.causes import other_beside
    assert other_beside(TORCHVISION_WARN + NO_KERNEL, NUMPY_WARN + NO_KERNEL) is False
