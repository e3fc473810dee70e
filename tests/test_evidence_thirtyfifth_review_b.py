"""Issue 24, thirty-fifth round: what the second independent review of the round found (the rules as first written: a
name of the file the fix edited, a line written another way, a CamelCase pair, a worked-out figure), each a guard now
that the rules are narrowed or taken back (ADR 0010, thirty-fifth round)."""
from __future__ import annotations

from core.evidence.words import pair_of
from tests.helpers_transcripts import Builder
from tests.test_evidence_thirtyfifth import docs_session, EVIDENCE
from tests.test_evidence_steps import gotcha, verdict

NOT_SHOWN = "review: fix not shown"

# --- the file the fix edited, named by a later command


FIX_CONF = "Fix the theme in docs/conf.py, then rebuild."


def test_sudo_tee_writing_the_edited_file_still_runs_the_fix(tmp_path):
    """`… | sudo tee -a docs/conf.py` writes conf.py exactly as `| tee -a docs/conf.py` does (which still counts, and
    which the suite's guard says must: "a line that writes the file … is a run of the fix as before, edited or not").
    `_writes` reads `part[0]`, which is `sudo` here, so the write is missed and the line counts as a mere read. Without
    the Edit before it the same line is "write"; an edit before it cannot make it less of a run."""
    e = gotcha(EVIDENCE, FIX_CONF, failure_step="s2", evidence_steps=["s2"])
    line = "echo \"html_theme = 'alabaster'\" | sudo tee -a docs/conf.py"
    assert verdict(docs_session([(line, "html_theme = 'alabaster'")], edit=False), tmp_path, e) == "write"
    assert verdict(docs_session([(line, "html_theme = 'alabaster'")]), tmp_path, e) == "write"


def test_sudo_sed_in_place_on_the_edited_file_still_runs_the_fix(tmp_path):
    """`sudo sed -i …` (or `env LC_ALL=C sed -i …`) is the guard's own `sed -i` with a prefix: it writes conf.py, so by
    the rule's docstring ("only when the command writes it (`cp`, `tee`, `sed -i`)") it is still a run of the fix."""
    e = gotcha(EVIDENCE, FIX_CONF, failure_step="s2", evidence_steps=["s2"])
    line = "sudo sed -i \"s/sphinx_rtd_theme/alabaster/\" docs/conf.py"
    assert verdict(docs_session([(line, "")]), tmp_path, e) == "write"


def test_powershell_set_content_writing_the_edited_file_still_runs_the_fix(tmp_path):
    """PowerShell's in-place rewrite, `(Get-Content f) -replace … | Set-Content f`, is `sed -i` on Windows: it writes
    docs\\conf.py. `writes_files` knows no Set-Content/Out-File/Add-Content/Copy-Item (nor cmd's `copy`), so after the
    Edit the line is taken as a read; without the Edit it is "write"."""
    e = gotcha(EVIDENCE, FIX_CONF, failure_step="s2", evidence_steps=["s2"])
    line = "(Get-Content docs\\conf.py) -replace 'sphinx_rtd_theme','alabaster' | Set-Content docs\\conf.py"
    assert verdict(docs_session([(line, "")], edit=False), tmp_path, e) == "write"
    assert verdict(docs_session([(line, "")]), tmp_path, e) == "write"


ERR = "Error: EACCES: permission denied, mkdir '/home/li/proj/node_modules/.vite'"


def script_session(path: str, content: str, run: str, write: bool = True) -> Builder:
    """`npm run dev` fails on node_modules owned by root (s2); the model Writes a helper script (s4), then runs it."""
    b = Builder()
    b.prompt("vite won't start")
    b.tool("Bash", {"command": "npm run dev"}, f"Exit code 1\n{ERR}", is_error=True)
    if write:
        b.tool("Write", {"file_path": path, "content": content}, f"File created successfully at: {path}")
    b.tool("Bash", {"command": run}, "")
    return b


def test_running_the_script_the_fix_wrote_runs_the_fix(tmp_path):
    """The workaround is to write scripts/fix_perms.sh and run it; the session Writes it, then `sh scripts/fix_perms.sh`
    passes. Running a script is neither reading nor checking it (the rule's docstring takes out only those), and the
    suite's own guard says running the script the workaround names runs the fix. Without the Write the same run is
    "write" (and it was "write" before this round); having written the script first must not make it less shown."""
    e = gotcha(f"`npm run dev` → `{ERR}`", "Write scripts/fix_perms.sh to chown node_modules to your user and run it.",
               failure_step="s2", evidence_steps=["s2"])
    script = "#!/bin/sh\nsudo chown -R \"$USER\" node_modules\n"
    assert verdict(script_session("/home/li/proj/scripts/fix_perms.sh", script, "sh scripts/fix_perms.sh",
                                  write=False), tmp_path, e) == "write"
    assert verdict(script_session("/home/li/proj/scripts/fix_perms.sh", script, "sh scripts/fix_perms.sh"),
                   tmp_path, e) == "write"


def test_running_the_powershell_script_the_fix_wrote_runs_the_fix(tmp_path):
    """The same on Windows: Write C:\\Users\\li\\proj\\scripts\\fix_perms.ps1, then `powershell -File` it."""
    e = gotcha(f"`npm run dev` → `{ERR}`", "Write scripts/fix_perms.ps1 to take ownership of node_modules and run it.",
               failure_step="s2", evidence_steps=["s2"])
    run = "powershell -ExecutionPolicy Bypass -File .\\scripts\\fix_perms.ps1"
    assert verdict(script_session("C:\\Users\\li\\proj\\scripts\\fix_perms.ps1", "takeown /f node_modules /r /d y\n",
                                  run, write=False), tmp_path, e) == "write"
    assert verdict(script_session("C:\\Users\\li\\proj\\scripts\\fix_perms.ps1", "takeown /f node_modules /r /d y\n",
                                  run), tmp_path, e) == "write"


def test_a_file_of_the_same_name_in_another_folder_is_not_the_edited_file(tmp_path):
    """nginx: the edit changes /etc/nginx/sites-available/app.conf, and the workaround's second half is to link it as
    /etc/nginx/sites-enabled/app.conf. That is another file, never edited; `base_name` compares last parts only, so
    it is dropped as "edited" (and `ln` is not known as a writer either). Before this round the `ln` showed the fix;
    the rule is meant to take out only files the edit changed."""
    b = Builder()
    b.prompt("the app route 404s")
    b.tool("Bash", {"command": "curl -sfI http://localhost/app/"},
           "Exit code 22\ncurl: (22) The requested URL returned error: 404", is_error=True)
    b.tool("Edit", {"file_path": "/etc/nginx/sites-available/app.conf", "old_string": "server {",
                    "new_string": "server {\n    location /app/ { proxy_pass http://127.0.0.1:8000/; }"},
           "The file /etc/nginx/sites-available/app.conf has been updated successfully.")
    b.tool("Bash", {"command": "sudo ln -s /etc/nginx/sites-available/app.conf /etc/nginx/sites-enabled/app.conf"}, "")
    e = gotcha("`curl -sfI http://localhost/app/` → `The requested URL returned error: 404`",
               "Add the location block to /etc/nginx/sites-available/app.conf and link it as "
               "/etc/nginx/sites-enabled/app.conf.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) == "write"


# --- respelled: the failing line written another way ----------------------------------------------------------------

HEALTH = "http://localhost:8080/health"
REFUSED = "curl: (7) Failed to connect to localhost port 8080 after 0 ms: Connection refused"


def retry_session(first: str, second: str, err: str = REFUSED, out: str = '{"status":"ok"}') -> Builder:
    b = Builder()
    b.prompt("is the service healthy?")
    b.tool("Bash", {"command": first}, f"Exit code 7\n{err}", is_error=True)
    b.tool("Bash", {"command": second}, out)
    return b


def test_quoting_a_url_the_shell_reads_the_same_either_way_is_a_flake(tmp_path):
    """`curl -s http://localhost:8080/health` refused, then `curl -s "http://localhost:8080/health"` passes: the URL
    holds nothing a shell reads (no `?`, `*`, `[`, `$`, `&`, space), so the quotes change nothing the shell passes or
    does; the line is the failing line again and its passing is the server coming up, not the fix ("Quote the URL.",
    a wrong lesson). The suite's guard says the same line passing right after is a flake; `respelled` compares only the
    text, so any re-typing counts as a change."""
    e = gotcha(f"`curl -s {HEALTH}` → `Connection refused`", "Quote the URL.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(retry_session(f"curl -s {HEALTH}", f"curl -s \"{HEALTH}\""), tmp_path, e).startswith(NOT_SHOWN)


def test_quoting_a_windows_path_without_spaces_is_a_flake(tmp_path):
    """`python C:\\Users\\li\\proj\\manage.py check` fails on a database not up yet; the same line with the path in
    quotes passes a moment later. No space or special character in the path: cmd, PowerShell and Git Bash (after the
    judge's own backslash reading) all pass the same word, so nothing changed but the typing."""
    path = "C:\\Users\\li\\proj\\manage.py"
    err = "django.db.utils.OperationalError: could not connect to server: Connection refused"
    e = gotcha(f"`python {path} check` → `OperationalError: could not connect to server`", "Quote the Windows path.",
               failure_step="s2", evidence_steps=["s2"])
    session = retry_session(f"python {path} check", f"python \"{path}\" check", err,
                            "System check identified no issues (0 silenced).")
    assert verdict(session, tmp_path, e).startswith(NOT_SHOWN)


def test_a_line_continuation_is_layout_not_a_respelling(tmp_path):
    """`curl -s \\<newline>  URL` is the failing line broken over two lines: a backslash-newline is removed by the shell
    before anything is read, like the extra space the suite's guard (`curl -s  URL`) already calls the same line. The
    whitespace collapse in `respelled` does not take out the `\\`, so the layout counts as a change."""
    e = gotcha(f"`curl -s {HEALTH}` → `Connection refused`", "Quote the URL.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(retry_session(f"curl -s {HEALTH}", f"curl -s \\\n  {HEALTH}"), tmp_path,
                   e).startswith(NOT_SHOWN)


def test_a_trailing_semicolon_is_no_respelling(tmp_path):
    """`curl -s URL;` ends the same single command: nothing the shell runs differs."""
    e = gotcha(f"`curl -s {HEALTH}` → `Connection refused`", "Quote the URL.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(retry_session(f"curl -s {HEALTH}", f"curl -s {HEALTH};"), tmp_path, e).startswith(NOT_SHOWN)


# --- prose: pairs and worked-out figures ------------------------------------------------------------------------------

def test_a_windows_path_of_two_camel_case_folders_stays_one_name():
    """"the player log is under AppData/LocalLow": a path (%USERPROFILE%\\AppData\\LocalLow), which the pair rule's own
    comment keeps whole ("not … a path of capitalised folders (`Users/Alice`)"). Split, each half may be found
    anywhere (AppData of AppData\\Roaming, LocalLow elsewhere), so a wrong path would pass."""
    assert pair_of("AppData/LocalLow") == ("AppData/LocalLow",)


