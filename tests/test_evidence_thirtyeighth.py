"""Issue 24, thirty-eighth round: what a citation's prose says of the order and the speaker of what it quotes.

"After X, the deploy that had failed with `A` finished with `B`": the pluperfect tells of A before the sentence's own
time, so A is a claim of its own and not something X was followed by; "Claude suggested …" names the assistant, not
the `claude` program. Each verdict from the whole-range judge and the streaming scan alike (`verdict`); the rule tests
fail on the code before the rule, the guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

DEPLOY = "npx cdktf deploy infra-dev"
CREDS = "Error: No valid credential sources found"
APPLIED = "Apply complete! Resources: 3 added, 0 changed, 0 destroyed."


def deploy_session(second: str = APPLIED, failed: bool = False) -> Builder:
    """The deploy fails on credentials (s2), the profile is set and the same deploy prints `second` (s4)."""
    b = Builder()
    b.prompt("cdktf deploy cannot find my SSO login")
    b.tool("Bash", {"command": DEPLOY}, f"Exit code 1\n{CREDS}\nPlease see https://registry.terraform.io",
           is_error=True)
    b.tool("Bash", {"command": f"export AWS_PROFILE=dev-sso && {DEPLOY}"}, second, is_error=failed)
    return b


HAD_FAILED = (f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed with "No valid '
              f'credential sources found" finished with "{APPLIED}"')


def test_a_failure_told_in_the_pluperfect_came_before_the_act(tmp_path):
    """Only the run before the profile failed on credentials; the run after it applied."""
    e = gotcha(HAD_FAILED, workaround="Set AWS_PROFILE before `cdktf deploy`")
    assert verdict(deploy_session(), tmp_path, e) == "write"


def test_guard_a_failure_said_after_the_act_is_still_checked_after_it(tmp_path):
    e = fact(f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy failed with "No valid credential '
             f'sources found"')
    assert verdict(deploy_session(), tmp_path, e).startswith("refused")


def test_guard_the_pluperfect_failure_must_be_in_the_session(tmp_path):
    e = fact(f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed with "ExpiredToken: '
             f'the security token included in the request is expired" finished with "{APPLIED}"')
    assert verdict(deploy_session(), tmp_path, e).startswith("refused")


def test_guard_what_it_finished_with_is_still_after_the_act(tmp_path):
    e = fact(f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed with "No valid '
             f'credential sources found" finished with "{APPLIED}"')
    assert verdict(deploy_session(second=f"Exit code 1\n{CREDS}", failed=True), tmp_path, e).startswith("refused")


def sdkman_session() -> Builder:
    """The config says auto-env is off (s2); the assistant tells how to turn it on; the person thanks for the build."""
    b = Builder()
    b.prompt("gradle wants Java 21; macOS, zsh")
    b.tool("Bash", {"command": "grep sdkman_auto_env ~/.sdkman/etc/config"}, "sdkman_auto_env=false")
    b.reply("Auto-switching needs `sdkman_auto_env=true` in ~/.sdkman/etc/config and a new zsh.")
    b.prompt("perfect, thanks for getting the build green")
    return b


def test_claude_in_prose_is_the_assistant_not_the_claude_program(tmp_path):
    e = fact("`grep sdkman_auto_env ~/.sdkman/etc/config` → `sdkman_auto_env=false`; Claude then suggested setting it "
             "to true and opening a new zsh.")
    assert verdict(sdkman_session(), tmp_path, e) == "write"


def test_guard_a_quoted_claude_command_is_still_a_command(tmp_path):
    e = fact("`grep sdkman_auto_env ~/.sdkman/etc/config` → `sdkman_auto_env=false`; `claude --version` printed "
             "`2.1.332 (Claude Code)`.")
    assert verdict(sdkman_session(), tmp_path, e).startswith("refused")


CONFIGTEST = "sudo rsnapshot configtest"


def rsnapshot_session() -> Builder:
    """The first configtest fails on line 91 (s2); after the edit (s3) the second prints Syntax OK (s4)."""
    b = Builder()
    b.prompt("rsnapshot stopped running from cron")
    b.tool("Bash", {"command": CONFIGTEST}, "Exit code 1\n----------------------------------------------------------\n"
           "rsnapshot encountered an error! The program was invoked with these options:\n/usr/bin/rsnapshot "
           "configtest\n"
           "----------------------------------------------------------\nERROR: /etc/rsnapshot.conf on line 91:\n"
           "ERROR: backup /home/  localhost/ - Fields must be separated by tabs", is_error=True)
    b.tool("Edit", {"file_path": "/etc/rsnapshot.conf", "old_string": "backup /home/  localhost/",
                    "new_string": "backup\t/home/\tlocalhost/"},
           "The file /etc/rsnapshot.conf has been updated successfully.")
    b.tool("Bash", {"command": CONFIGTEST}, "Syntax OK")
    return b


def test_what_the_first_run_of_a_command_the_session_ran_printed_is_checked_on_that_run(tmp_path):
    """No list knows `rsnapshot`; the session ran the line, so the first run must have printed Syntax OK."""
    e = fact(f"The first `{CONFIGTEST}` printed `Syntax OK`.")
    assert verdict(rsnapshot_session(), tmp_path, e).startswith("refused")


def test_guard_what_the_second_run_printed(tmp_path):
    e = fact(f"The second `{CONFIGTEST}` printed `Syntax OK`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


def test_guard_what_the_first_run_printed_when_it_printed_it(tmp_path):
    e = fact(f"The first `{CONFIGTEST}` printed `Fields must be separated by tabs`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


def zellij_session(second_check: bool) -> Builder:
    """`zellij setup --check` fails on a bind (s2); the binds are edited (s3); then, maybe, the check again."""
    b = Builder()
    b.prompt("my Alt H bind does nothing")
    b.tool("Bash", {"command": "zellij setup --check"},
           "Exit code 1\n  × Failed to parse Zellij configuration\n     "
           "╭─[/home/tove/.config/zellij/config.kdl:112:14]\n"
           "     ╰── Invalid key: 'Alt H'. Use a lower-case letter with an explicit Shift", is_error=True)
    b.tool("Edit", {"file_path": "/home/tove/.config/zellij/config.kdl", "old_string": 'bind "Alt H"',
                    "new_string": 'bind "Alt Shift h"'},
           "The file /home/tove/.config/zellij/config.kdl has been updated successfully.")
    if second_check:
        b.tool("Bash", {"command": "zellij setup --check"}, "[CONFIG FILE]: /home/tove/.config/zellij/config.kdl\nOK")
    return b


def test_a_check_that_flagged_something_did_not_go_well(tmp_path):
    """"flagged `config.kdl:112:14`" is what the check found wrong: said of the run that failed, it stands."""
    e = fact("`zellij setup --check` flagged `config.kdl:112:14` (\"Invalid key: 'Alt H'\").")
    assert verdict(zellij_session(False), tmp_path, e) == "write"


def test_guard_a_check_said_to_have_gone_through_is_checked_as_a_pass(tmp_path):
    e = fact("`zellij setup --check` went through without complaint on `config.kdl`.")
    assert verdict(zellij_session(False), tmp_path, e).startswith("refused")


def yadm_session() -> Builder:
    """`ls` shows only the per-OS variants (s2); `yadm alt` links one (s3); `ls -l` shows the link (s4)."""
    b = Builder()
    b.prompt("kitty has no config on this laptop")
    b.tool("Bash", {"command": "ls -la ~/.config/kitty/"}, "kitty.conf##os.Darwin\nkitty.conf##os.Linux")
    b.tool("Bash", {"command": "yadm alt"}, "Linking /home/o/.config/kitty/kitty.conf##os.Linux to "
                                            "/home/o/.config/kitty/kitty.conf")
    b.tool("Bash", {"command": "ls -l ~/.config/kitty/kitty.conf"},
           "lrwxrwxrwx 1 o o 48 /home/o/.config/kitty/kitty.conf -> /home/o/.config/kitty/kitty.conf##os.Linux")
    return b


def test_a_fix_typed_at_a_prompt_in_a_fenced_block_is_the_fix_a_prose_workaround_names():
    from core.evidence.workaround import told_fix
    evidence = ("```\n$ yadm alt\nLinking /home/o/.config/kitty/kitty.conf##os.Linux to …\n```\nthen `ls -l` showed "
                "the link")
    assert told_fix("Run yadm alt after cloning", evidence) == ["yadm alt"]
    assert told_fix("Copy the kernel to the ESP", "Bash(sudo cp -f /boot/vmlinuz-linux /efi/) → ok") == []
    assert told_fix("Run the sudo cp again", "Bash(sudo cp -f /boot/vmlinuz-linux /efi/) → ok") == \
        ["sudo cp -f /boot/vmlinuz-linux /efi/"]


def test_a_variable_in_shell_quotes_is_no_fix_of_its_own():
    from core.evidence.workaround import told_fix, workaround_parts
    fragments, _prose, _negated = workaround_parts('yadm checkout "$HOME" to overwrite the tracked files')
    assert fragments == []
    assert told_fix('yadm checkout "$HOME" to overwrite the tracked files',
                    '`yadm checkout "/home/oskar"` → `Updated 2 paths from the index`') == \
        ['yadm checkout "/home/oskar"']


def test_guard_a_quoted_setting_is_still_a_fix():
    from core.evidence.workaround import workaround_parts
    assert workaround_parts('Set "$HOME/.local/bin" first on PATH')[0] == ["$HOME/.local/bin"]


TRTEXEC = "trtexec --onnx=yolov8s.onnx --saveEngine=yolov8s.engine --fp16"
SHAPES = "--minShapes=images:1x3x640x640 --optShapes=images:4x3x640x640 --maxShapes=images:8x3x640x640"


def trtexec_session() -> Builder:
    b = Builder()
    b.prompt("build the engine")
    b.tool("Bash", {"command": TRTEXEC}, "Exit code 1\n[E] Error[4]: IOptimizationProfile::setDimensions: Error Code "
                                         "4: "
                                         "API Usage Error (images: dynamic input is missing dimensions in profile 0.)",
           is_error=True)
    b.tool("Bash", {"command": f"{TRTEXEC} {SHAPES}"}, "&&&& PASSED TensorRT.trtexec [TensorRT v100500]")
    return b


def test_options_written_together_are_each_a_name_of_the_fix(tmp_path):
    e = gotcha("`trtexec` failed with `dynamic input is missing dimensions`; with the shape ranges it printed "
               "`&&&& PASSED TensorRT.trtexec [TensorRT v100500]`.",
               workaround="Pass --minShapes/--optShapes/--maxShapes for the input")
    assert verdict(trtexec_session(), tmp_path, e) == "write"


def test_guard_options_the_run_lacks_show_no_fix(tmp_path):
    e = gotcha("`trtexec` failed with `dynamic input is missing dimensions`; with the shape ranges it printed "
               "`&&&& PASSED TensorRT.trtexec [TensorRT v100500]`.",
               workaround="Pass --explicitBatch/--noTF32 for the input")
    assert verdict(trtexec_session(), tmp_path, e).startswith("review")


def test_a_location_form_in_prose_is_no_name_the_call_printed(tmp_path):
    e = fact(f"`{TRTEXEC}` printed the error with file:line:col.")
    assert verdict(trtexec_session(), tmp_path, e) == "write"
    e = fact(f"`{TRTEXEC}` printed the error with line:col.")
    assert verdict(trtexec_session(), tmp_path, e) == "write"


def test_guard_the_person_saying_the_thing_the_fix_names_went_green(tmp_path):
    b = sdkman_session()
    b.tool("Bash", {"command": "sed -i 's/sdkman_auto_env=false/sdkman_auto_env=true/' ~/.sdkman/etc/config"}, "")
    b.prompt("perfect, the sdkman_auto_env switch is green now, java 21 in a new zsh")
    e = gotcha("`grep sdkman_auto_env ~/.sdkman/etc/config` → `sdkman_auto_env=false`; after the sed the user: "
               "\"perfect\".", workaround="Set `sdkman_auto_env=true` and open a new shell")
    assert verdict(b, tmp_path, e) == "write"


def test_guard_trouble_a_query_the_session_ran_showed_is_no_outcome_of_that_query(tmp_path):
    """The query worked and listed a failed login: "showed the monitor's access denied" tells what it printed."""
    b = Builder()
    b.prompt("proxysql marks the backend shunned")
    query = "select * from mysql_server_connect_log order by time_start_us desc limit 1"
    b.tool("Bash", {"command": query}, "db-1 3306 1718000000 Access denied for user 'monitor'@'10.0.0.5'")
    e = fact(f"`{query}` showed the monitor's access denied.")
    assert verdict(b, tmp_path, e) == "write"


def test_guard_a_variable_in_a_code_span_is_the_fix_it_names():
    from core.evidence.workaround import told_fix, workaround_parts
    assert workaround_parts("Use single quotes or pass `$env:ARANGO_PW`.")[0] == ["$env:ARANGO_PW"]
    # (the quotes the evidence gives around a fenced block are read in the block's absence, not shifted by it)
    evidence = "```\nerror[E0277]: the trait bound is not satisfied\n```\nChanging `fn f(_py: Python, m: &PyModule)` " \
               "to `fn f(m: &Bound<'_, PyModule>)` → `Built wheel`"
    assert told_fix("fn f(m: &Bound<'_, PyModule>)", evidence) == \
        ["fn f(_py: Python, m: &PyModule)", "fn f(m: &Bound<'_, PyModule>)"]


COUNT = "python ingest.py --file samples/day1.csv && psql -c 'select count(*) from readings'"


def ingest_session() -> Builder:
    """The count is 3120 before the cast (s2), the ingest is edited (s3), and 8120 after (s4)."""
    b = Builder()
    b.prompt("half the rows never arrive")
    b.tool("Bash", {"command": COUNT}, "[[3120]]")
    b.tool("Edit", {"file_path": "/srv/ingest.py", "old_string": 'row["humidity"]',
                    "new_string": 'int(round(float(row["humidity"])))'},
           "The file /srv/ingest.py has been updated successfully.")
    b.tool("Bash", {"command": COUNT}, "[[8120]]")
    return b


def test_what_a_run_took_a_count_from_came_before_the_act(tmp_path):
    e = fact("After casting with `int(round(float(row[\"humidity\"])))` the same ingest took `select count(*)` from "
             "`[[3120]]` to `[[8120]]`.")
    assert verdict(ingest_session(), tmp_path, e) == "write"


def test_what_a_run_ends_with_instead_of_an_earlier_output_came_before_the_act(tmp_path):
    e = fact("The missing rows are gone after the edit: the count ends `[[8120]]` instead of `[[3120]]`.")
    assert verdict(ingest_session(), tmp_path, e) == "write"


def test_guard_the_later_value_must_still_come_after_the_act(tmp_path):
    e = fact("After casting with `int(round(float(row[\"humidity\"])))` the same ingest took `select count(*)` from "
             "`[[8120]]` to `[[3120]]`.")
    assert verdict(ingest_session(), tmp_path, e).startswith("refused")


PUSH = "HTTPS_PROXY=http://127.0.0.1:8080 python -m billing_sync.push --dry-run"


def test_a_run_again_with_a_setting_added_is_a_re_run(tmp_path):
    b = Builder()
    b.prompt("the dry run fails behind mitmproxy")
    b.tool("Bash", {"command": PUSH}, "Exit code 1\nssl.SSLCertVerificationError: unable to get local issuer "
                                      "certificate",
           is_error=True)
    b.tool("Bash", {"command": f"REQUESTS_CA_BUNDLE=~/.mitmproxy/mitmproxy-ca-cert.pem {PUSH}"},
           "dry-run: 14 invoices would be pushed (0 skipped)")
    e = fact("Re-running it with `REQUESTS_CA_BUNDLE=~/.mitmproxy/mitmproxy-ca-cert.pem` printed `dry-run: 14 invoices "
             "would be pushed (0 skipped)`.")
    assert verdict(b, tmp_path, e) == "write"


def test_guard_a_fenced_output_line_is_no_fix_a_prose_workaround_names():
    from core.evidence.workaround import told_fix
    evidence = "```\nnpm error syscall unlink\nnpm error errno -4048\n```\n`taskkill /PID 14872 /F` 이후 `npm ci` 성공"
    assert told_fix("esbuild 프로세스를 종료한 뒤 npm ci", evidence) == ["npm ci"]


DUMP = "mongodump --uri mongodb://backup:pw@db1.lan:27017/shop --out /srv/dumps/shop"


def mongodump_session(second: str) -> Builder:
    b = Builder()
    b.prompt("the nightly dump fails to log in")
    b.tool("Bash", {"command": DUMP}, "Exit code 1\nFailed: can't create session: could not connect to server: "
                                      "connection() error: unable to authenticate using mechanism \"SCRAM-SHA-256\": "
                                      "(AuthenticationFailed) Authentication failed.", is_error=True)
    b.tool("Bash", {"command": second}, "done dumping shop.orders (184203 documents)")
    return b


def test_a_query_option_the_fix_adds_to_a_uri_is_run_within_that_uri(tmp_path):
    e = gotcha("`mongodump` → `(AuthenticationFailed) Authentication failed.`; re-run with `?authSource=admin` → "
               "`done dumping shop.orders (184203 documents)`", workaround="Add `?authSource=admin` to the URI.")
    fixed = DUMP.replace("/shop --out", "/shop?authSource=admin --out")
    assert verdict(mongodump_session(fixed), tmp_path, e) == "write"


def test_guard_the_query_option_in_another_programs_words_is_no_run_of_it(tmp_path):
    e = gotcha("`mongodump` → `(AuthenticationFailed) Authentication failed.`; then `done dumping shop.orders`",
               workaround="Add `?authSource=admin` to the URI.")
    other = "curl -s 'http://db1.lan:8080/status?authSource=admin' && " + DUMP
    assert verdict(mongodump_session(other), tmp_path, e).startswith("review")
