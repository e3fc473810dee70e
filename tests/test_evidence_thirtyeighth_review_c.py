"""Issue 24, thirty-eighth round: the third independent review of the evidence rules (a helper who read only the diff,
after the first review's fixes). Its cases that hold are kept as guards: "the next `x`" after an edit named by its
file, a target triple's `unknown`, a check that flagged nothing, npm's echoed script lines, the prompts of bash
(`user@host:~$`), PowerShell and cmd before a fenced line, and this round's gains (the pluperfect of a named thing,
options joined by "/")."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict
from tests.test_evidence_thirtyeighth import CONFIGTEST, rsnapshot_session

# ------------------------------------------------------------------ claims._verb_parts: the ordered quote as subject



def test_the_next_run_after_an_edit_to_a_file_the_error_named_printed_ok(tmp_path):
    """True: the very next call after the edit (s3) is the configtest that printed Syntax OK (s4). Now that the quote
    is the subject, "after the edit to `/etc/rsnapshot.conf`" is tied to the file's first mention, the failing
    configtest's own output (s2), whose next call is the edit: refused. Written before this round."""
    e = fact(f"After the edit to `/etc/rsnapshot.conf`, the next `{CONFIGTEST}` printed `Syntax OK`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


def test_a_lesson_whose_next_run_after_the_edit_printed_ok_is_written(tmp_path):
    """The same as a gotcha with its failure: refused now, written before this round."""
    e = gotcha(f"`{CONFIGTEST}` failed with `Fields must be separated by tabs`; after the edit to "
               f"`/etc/rsnapshot.conf`, the next `{CONFIGTEST}` printed `Syntax OK`.",
               workaround="Separate the fields of `backup` lines in /etc/rsnapshot.conf with tabs")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


def test_guard_the_next_run_after_an_edit_in_words_printed_ok(tmp_path):
    e = fact(f"After replacing the spaces with tabs, the next `{CONFIGTEST}` printed `Syntax OK`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


def test_guard_the_first_run_showed_its_error_line(tmp_path):
    e = fact(f"The first `{CONFIGTEST}` showed `ERROR: /etc/rsnapshot.conf on line 91:`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


# ------------------------------------------------------------------ outcomes: _WRONG_RE in a quote, _DID_RE's verbs

WASM = "wasm32-unknown-unknown"


def wasm_session(second_ok: bool) -> Builder:
    """The build lacks the target (s2); rustup adds it (s3); the build again, passing or failing to link (s4)."""
    b = Builder()
    b.prompt("build the wasm module")
    b.tool("Bash", {"command": f"cargo build --release --target {WASM}"},
           f"Exit code 101\nerror[E0463]: can't find crate for `core`\n  = note: the `{WASM}` target may not be "
           "installed", is_error=True)
    b.tool("Bash", {"command": f"rustup target add {WASM}"},
           f"info: downloading component 'rust-std' for '{WASM}'\ninfo: installing component 'rust-std' for '{WASM}'")
    b.tool("Bash", {"command": f"cargo build --release --target {WASM}"},
           "   Compiling app v0.1.0\n    Finished `release` profile [optimized] target(s) in 4.2s" if second_ok else
           "   Compiling app v0.1.0\nerror: linking with `rust-lld` failed: exit status: 1", is_error=not second_ok)
    return b


COMPILED_FOR = (f"After `rustup target add {WASM}`, `cargo build --release --target {WASM}` compiled `app v0.1.0` for "
                f"`{WASM}`.")


def test_a_target_triple_with_unknown_in_it_is_no_trouble(tmp_path):
    """Invented: the build after rustup failed to link. "compiled … for `wasm32-unknown-unknown`" says it went well;
    the new _WRONG_RE reads `unknown` in the triple (x86_64-unknown-linux-gnu alike) as trouble, so the run's outcome
    is no longer checked and the claim is accepted. Refused before this round."""
    assert verdict(wasm_session(False), tmp_path, fact(COMPILED_FOR)).startswith("refused")


def test_guard_a_target_triple_build_that_went_well(tmp_path):
    assert verdict(wasm_session(True), tmp_path, fact(COMPILED_FOR)) == "write"


SC2115 = ("Exit code 1\n\nIn deploy.sh line 12:\nrm -rf $DIR/\n       ^--^ SC2115 (warning): Use \"${var:?}\" to "
          "ensure "
          "this never expands to /* .\n")


def shellcheck_session(second_clean: bool) -> Builder:
    """shellcheck flags SC2115 (s2); the edit (s3); shellcheck again, clean or flagging another line (s4)."""
    b = Builder()
    b.prompt("lint the deploy script")
    b.tool("Bash", {"command": "shellcheck deploy.sh"}, SC2115, is_error=True)
    b.tool("Edit", {"file_path": "deploy.sh", "old_string": "rm -rf $DIR/", "new_string": 'rm -rf "${DIR:?}"/'},
           "The file deploy.sh has been updated successfully.")
    b.tool("Bash", {"command": "shellcheck deploy.sh"}, "" if second_clean else SC2115.replace("line 12", "line 30"),
           is_error=not second_clean)
    return b


def test_a_check_said_to_have_flagged_nothing_must_have_passed(tmp_path):
    """Invented: the second shellcheck failed again (line 30). "flagged nothing" says the check went well; with
    "flagged" taken out of _DID_RE's verbs of a run that went well, nothing is checked. Refused before this round."""
    e = fact("`shellcheck deploy.sh` flagged `SC2115`; after the edit, `shellcheck deploy.sh` flagged nothing.")
    assert verdict(shellcheck_session(False), tmp_path, e).startswith("refused")


def test_a_check_said_to_have_flagged_zero_issues_must_have_passed(tmp_path):
    """The same with "flagged zero issues": refused before this round, accepted now."""
    e = fact("After quoting `${DIR:?}` in deploy.sh, `shellcheck deploy.sh` flagged zero issues.")
    assert verdict(shellcheck_session(False), tmp_path, e).startswith("refused")


def test_a_check_said_to_complain_about_nothing_must_have_passed(tmp_path):
    """"complained about nothing" of the failing re-run: accepted before and after this round."""
    e = fact("After quoting `${DIR:?}` in deploy.sh, `shellcheck deploy.sh` complained about nothing.")
    assert verdict(shellcheck_session(False), tmp_path, e).startswith("refused")


def test_guard_a_check_that_flagged_nothing_when_it_passed(tmp_path):
    e = fact("`shellcheck deploy.sh` flagged `SC2115`; after the edit, `shellcheck deploy.sh` flagged nothing.")
    assert verdict(shellcheck_session(True), tmp_path, e) == "write"


# ------------------------------------------------------------------ workaround.told_fix: prompts in fenced blocks

KITTY_LS = "kitty.conf##os.Darwin\nkitty.conf##os.Linux"
LINKING = "Linking /home/o/.config/kitty/kitty.conf##os.Linux to /home/o/.config/kitty/kitty.conf"


def test_a_fix_typed_behind_a_user_at_host_prompt_is_told():
    """`user@host:~$ yadm alt` is how bash (Debian, Ubuntu) and a `console` block show a typed line; only a bare `$ `
    is read (missed before this round, which read no fenced line)."""
    from core.evidence.workaround import told_fix
    evidence = f"```console\noskar@laptop:~$ yadm alt\n{LINKING}\n```"
    assert told_fix("Run yadm alt after cloning", evidence) == ["yadm alt"]


def test_a_fix_typed_behind_a_cmd_prompt_with_no_space_is_told():
    """cmd.exe writes its prompt and the typed line with no space (`C:\\src\\web>npm ci`); _PROMPT_RE wants one."""
    from core.evidence.workaround import told_fix
    evidence = "```\nC:\\src\\web>npm ci\nnpm error code EPERM\n```"
    assert told_fix("Run npm ci from an elevated prompt", evidence) == ["npm ci"]


def test_npm_echoing_its_script_is_no_line_typed_at_a_prompt():
    """npm prints `> web@0.1.0 build` and `> next build` before a script runs; in a fenced block of what `npm run
    build` printed they are output, not lines typed behind a `> ` prompt, yet `next build` is read as the told fix."""
    from core.evidence.workaround import told_fix
    evidence = ("```\n$ npm run build\n\n> web@0.1.0 build\n> next build\n\nFATAL ERROR: Reached heap limit "
                "Allocation failed - JavaScript heap out of memory\n```")
    assert "next build" not in told_fix("Give next build a bigger heap", evidence)


def yadm_session() -> Builder:
    b = Builder()
    b.prompt("kitty has no config on this laptop")
    b.tool("Bash", {"command": "ls -la ~/.config/kitty/"}, KITTY_LS)
    b.tool("Bash", {"command": "yadm alt"}, LINKING)
    b.tool("Bash", {"command": "ls -l ~/.config/kitty/kitty.conf"},
           "lrwxrwxrwx 1 o o 48 /home/o/.config/kitty/kitty.conf -> /home/o/.config/kitty/kitty.conf##os.Linux")
    return b


def test_evidence_typed_behind_a_user_at_host_prompt_is_found(tmp_path):
    """The fenced lines are the session's, behind a bash prompt; parse strips only `$ `, `> ` and `# `, so the
    `oskar@laptop:~$ ls -la …` line is looked for whole and the true evidence refused (before this round too; the
    round taught told_fix prompts that the evidence's own reading does not know)."""
    evidence = f"```\noskar@laptop:~$ ls -la ~/.config/kitty/\n{KITTY_LS}\noskar@laptop:~$ yadm alt\n{LINKING}\n```"
    assert not verdict(yadm_session(), tmp_path, fact(evidence)).startswith("refused")


def npm_windows_session() -> Builder:
    b = Builder()
    b.prompt("npm ci fails on my Windows box")
    b.tool("PowerShell", {"command": "npm ci"}, "Exit code 1\nnpm error code EPERM\nnpm error syscall unlink\n"
           "npm error path C:\\src\\web\\node_modules\\esbuild\\esbuild.exe", is_error=True)
    return b


def test_evidence_typed_behind_a_powershell_prompt_is_found(tmp_path):
    """`PS C:\\src\\web> npm ci` in a fenced block: told_fix now strips the prompt, the evidence reading does not."""
    evidence = "```\nPS C:\\src\\web> npm ci\nnpm error code EPERM\nnpm error syscall unlink\n```"
    assert not verdict(npm_windows_session(), tmp_path, fact(evidence)).startswith("refused")


def test_guard_evidence_typed_behind_a_dollar_prompt_is_found(tmp_path):
    evidence = f"```\n$ ls -la ~/.config/kitty/\n{KITTY_LS}\n$ yadm alt\n{LINKING}\n```"
    assert not verdict(yadm_session(), tmp_path, fact(evidence)).startswith("refused")


# ------------------------------------------------------------------ earlier.py: the pluperfect, "instead of"

DEPLOY = "npx cdktf deploy infra-dev"
CREDS = "No valid credential sources found"
APPLIED = "Apply complete! Resources: 3 added, 0 changed, 0 destroyed."


def deploy_session(prompt: str = "cdktf deploy cannot find my SSO login") -> Builder:
    b = Builder()
    b.prompt(prompt)
    b.tool("Bash", {"command": DEPLOY}, f"Exit code 1\nError: {CREDS}", is_error=True)
    b.tool("Bash", {"command": f"export AWS_PROFILE=dev-sso && {DEPLOY}"}, APPLIED)
    return b


def test_guard_a_pluperfect_failure_of_a_thing_named_with_a_word_after_its_quote(tmp_path):
    e = fact(f'The `infra-dev` stack that had failed with "{CREDS}" finished with "{APPLIED}" after `export '
             f'AWS_PROFILE=dev-sso`.')
    assert verdict(deploy_session(), tmp_path, e) == "write"


def test_guard_a_pluperfect_failure_when_the_act_was_named_in_the_prompt_first(tmp_path):
    e = fact(f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed with "{CREDS}" '
             f'finished with "{APPLIED}"')
    s = deploy_session("cdktf deploy cannot find my SSO login though I ran export AWS_PROFILE=dev-sso elsewhere")
    assert verdict(s, tmp_path, e) == "write"


def test_guard_an_invented_pluperfect_failure_is_refused(tmp_path):
    e = fact(f'The deploy that had failed with "ExpiredToken: token expired" finished with "{APPLIED}" once '
             f'`AWS_PROFILE` was exported.')
    assert verdict(deploy_session(), tmp_path, e).startswith("refused")


def python_session() -> Builder:
    b = Builder()
    b.prompt("why is my script on py2")
    b.tool("Bash", {"command": "python --version"}, "Python 2.7.18")
    b.tool("Bash", {"command": "python3 --version"}, "Python 3.12.3")
    return b


def test_guard_instead_of_does_not_lend_the_earlier_value_to_the_call(tmp_path):
    e = fact("`python --version` printed `Python 3.12.3` instead of `Python 2.7.18`.")
    assert verdict(python_session(), tmp_path, e).startswith("refused")


# ------------------------------------------------------------------ fixparts.names_in: options joined by "/"

def apt_in_container() -> Builder:
    b = Builder()
    b.prompt("install libpq in the container")
    b.tool("Bash", {"command": "docker exec web apt-get install libpq-dev"},
           "Exit code 1\nDo you want to continue? [Y/n] Abort.", is_error=True)
    b.tool("Bash", {"command": "docker exec web apt-get install -y libpq-dev"},
           "Setting up libpq-dev (15.6-0+deb12u1) ...")
    return b


def test_guard_alternative_spellings_of_one_option_joined_by_a_slash(tmp_path):
    e = gotcha("`docker exec web apt-get install libpq-dev` → `Do you want to continue? [Y/n] Abort.`; with `-y` it "
               "printed `Setting up libpq-dev (15.6-0+deb12u1) ...`",
               workaround="Pass --yes/-y to apt-get inside docker exec")
    assert verdict(apt_in_container(), tmp_path, e) == "write"
