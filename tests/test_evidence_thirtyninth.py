"""Issue 24, thirty-ninth round: what a citation's prose says of what a call printed, of whom, and when.

"printed nothing but `ok`" says it printed ok; "where the journal had shown `A`" tells of an earlier output; "left the
extension at 1.4.8" is the value the call showed; a SQL comment line (`-- migrate:up`) is no option a run was given;
"the kebab-case name" names a spelling, not a name; a SQL statement given to `psql -c` is what that call ran; a
person's "thanks" in quotes is never output. And of fixes: a workaround that goes on to run the failing check again
("…, then rndc reconfig") is not shown by its first act alone; a build that passed but that the person rejected is no
word that the fix worked. Each verdict from the whole-range judge and the streaming scan alike (`verdict`); the rule
tests fail on the code before the rule, the guards hold before and after."""
from __future__ import annotations

from core.evidence.person import confirms
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

UP = "dbmate --url $DB up"
IN_TX = "ERROR: CREATE INDEX CONCURRENTLY cannot run inside a transaction block (SQLSTATE 25001)"
APPLIED = "Applied: 20260301_orders_idx.sql in 1.2s"


def migrate_session() -> Builder:
    """The migration fails inside a transaction (s2), the file opts out (s4), the same `up` applies it (s6)."""
    b = Builder()
    b.prompt("the index migration fails")
    b.tool("Bash", {"command": UP}, f"Exit code 1\n{IN_TX}", is_error=True)
    b.tool("Edit", {"file_path": "db/migrations/20260301_orders_idx.sql", "old_string": "-- migrate:up\n",
                    "new_string": "-- migrate:up transaction:false\n"},
           "The file db/migrations/20260301_orders_idx.sql has been updated successfully.")
    b.tool("Bash", {"command": UP}, APPLIED)
    return b


def test_a_sql_comment_line_is_no_option_the_run_was_given(tmp_path):
    e = gotcha(f"`{IN_TX}`; with `-- migrate:up transaction:false` in the file the next `up` printed `{APPLIED}`.",
               workaround="Write `-- migrate:up transaction:false` in that migration.")
    assert verdict(migrate_session(), tmp_path, e) == "write"


def test_guard_an_option_said_given_to_the_run_must_be_in_it(tmp_path):
    e = fact(f"With `--strict` the `{UP}` run printed `{APPLIED}`.")
    assert verdict(migrate_session(), tmp_path, e).startswith("refused")


def reload_session() -> Builder:
    """The check lists an unknown option (s2); the file is edited (s4); reload and check print only `ok` (s6)."""
    b = Builder()
    b.prompt("the compositor ignores my blur setting")
    b.tool("Bash", {"command": "wayctl configerrors"}, "line 12: config option <decoration:blur_size> does not exist.")
    b.tool("Edit", {"file_path": "/home/u/.config/way/way.conf", "old_string": "blur_size = 8",
                    "new_string": "blur {\n  size = 8\n}"}, "The file /home/u/.config/way/way.conf has been updated.")
    b.tool("Bash", {"command": "wayctl reload && wayctl configerrors"}, "ok\n")
    return b


def test_printed_nothing_but_a_word_is_one_claim_that_it_printed_that_word(tmp_path):
    e = fact("`config option <decoration:blur_size> does not exist.` → `blur {` block; then "
             "`wayctl reload && wayctl configerrors` printed nothing but ok.")
    assert verdict(reload_session(), tmp_path, e) == "write"


def test_guard_printed_nothing_is_still_checked(tmp_path):
    e = fact("`wayctl configerrors` printed nothing.")
    assert verdict(reload_session(), tmp_path, e).startswith("refused")


def test_the_kebab_case_name_is_a_spelling_not_a_name(tmp_path):
    e = fact("`wayctl configerrors` flagged the option with the snake_case name: `config option "
             "<decoration:blur_size> does not exist.`")
    assert verdict(reload_session(), tmp_path, e) == "write"


def test_guard_a_name_in_prose_is_still_looked_for(tmp_path):
    e = fact("`wayctl configerrors` flagged blur_radius: `config option <decoration:blur_size> does not exist.`")
    assert verdict(reload_session(), tmp_path, e).startswith("refused")


CHOWN = "chown _mailer:_mailer /var/lib/mailer/dkim.key && systemctl restart mailer"
DENIED = "cannot open file /var/lib/mailer/dkim.key: Permission denied"
SIGNED = "DKIM-Signature: v=1; a=rsa-sha256; d=example.org"


def dkim_session() -> Builder:
    """The journal shows the key unreadable (s2); chown and restart (s4); a test mail is signed (s6)."""
    b = Builder()
    b.prompt("outgoing mail is not signed")
    b.tool("Bash", {"command": "journalctl -u mailer -n 2 --no-pager"}, f"Mar 06 10:00:01 mx mailer[81]: {DENIED}")
    b.tool("Bash", {"command": CHOWN}, "")
    b.tool("Bash", {"command": "swaks --to probe@example.org --server localhost | grep DKIM"}, SIGNED)
    return b


def test_what_the_log_had_shown_came_before_the_act(tmp_path):
    e = gotcha(f"After running `{CHOWN}`, a test message sent with swaks showed `{SIGNED}` where the journal had shown "
               f"`{DENIED}`.", workaround="`chown _mailer:_mailer` the key and restart the mailer.")
    assert verdict(dkim_session(), tmp_path, e) == "write"


def test_guard_what_it_had_shown_must_be_in_the_session(tmp_path):
    e = fact(f"After running `{CHOWN}`, a test message showed `{SIGNED}` where the journal had shown "
             f"`cannot open file /var/lib/mailer/dkim.key: No such file or directory`.")
    assert verdict(dkim_session(), tmp_path, e).startswith("refused")


def test_guard_what_it_showed_is_still_after_the_act(tmp_path):
    e = fact(f"After running `{CHOWN}`, the journal showed `{DENIED}`.")
    assert verdict(dkim_session(), tmp_path, e).startswith("refused")


ALTER = "ALTER EXTENSION pg_squeeze UPDATE;"


def extension_session() -> Builder:
    """The tool refuses an old extension (s2); ALTER … UPDATE through `psql -c` lists the new version (s4)."""
    b = Builder()
    b.prompt("pg_squeeze fails on the shop db")
    b.tool("Bash", {"command": "pg_squeeze -d shop -t orders"},
           "Exit code 1\nERROR: program pg_squeeze 1.7.0 does not match database library pg_squeeze 1.6.2",
           is_error=True)
    b.tool("Bash", {"command": f'psql -d shop -c "{ALTER}" -c "\\dx pg_squeeze"'},
           "ALTER EXTENSION\n    Name    | Version\n------------+---------\n pg_squeeze | 1.7.0")
    return b


def test_a_statement_left_at_a_value_it_never_showed_is_refused(tmp_path):
    e = fact(f"`{ALTER}` left the extension at 1.6.2, so it had to be dropped and created again.")
    assert verdict(extension_session(), tmp_path, e).startswith("refused")


def test_guard_the_value_it_did_show(tmp_path):
    e = fact(f"`{ALTER}` left the extension at 1.7.0.")
    assert verdict(extension_session(), tmp_path, e) == "write"


def test_guard_a_statement_given_to_psql_c_printed_what_it_printed(tmp_path):
    e = fact(f"`{ALTER}` printed `pg_squeeze | 1.7.0`.")
    assert verdict(extension_session(), tmp_path, e) == "write"


def restore_session() -> Builder:
    """The restore fails on a role (s2); the restore without privileges works, a count follows, the person thanks."""
    b = Builder()
    b.prompt("restore the dump into a fresh db")
    b.tool("Bash", {"command": "pg_restore -d billing --no-owner dump.pgc"},
           'Exit code 1\npg_restore: error: could not execute query: ERROR:  role "billing_ro" does not exist',
           is_error=True)
    b.tool("Bash", {"command": "pg_restore -d billing --no-owner --no-privileges dump.pgc"}, "")
    b.tool("Bash", {"command": 'psql -d billing -c "select count(*) from invoices"'}, " count\n-------\n 48213")
    b.prompt("works, thanks!")
    return b


def test_the_persons_thanks_in_quotes_is_not_output(tmp_path):
    e = gotcha('`role "billing_ro" does not exist`; the same pg_restore with `--no-privileges` ran silently, and '
               '`select count(*) from invoices` gave 48213 ("works, thanks!").',
               workaround="Add `--no-privileges` to pg_restore.")
    assert verdict(restore_session(), tmp_path, e) == "write"


def test_guard_a_count_it_never_gave_is_refused(tmp_path):
    e = fact('`select count(*) from invoices` gave 51000 ("works, thanks!").')
    assert verdict(restore_session(), tmp_path, e).startswith("refused")


KEYDIR = "install -d -o named -g named -m 750 /var/lib/named/keys"
KEYMGR = "keymgr: example.org: failed to create key directory /var/lib/named/keys: permission denied"


def keys_session(checked: bool = False) -> Builder:
    """Reconfig logs the key directory error (s2); the directory is made (s4); a syntax check passes (s6); with
    `checked`, reconfig runs again and the journal shows the zone signed (s8)."""
    b = Builder()
    b.prompt("turn on dnssec for example.org")
    b.tool("Bash", {"command": "rndc reconfig && journalctl -u named -n 2 --no-pager"}, f"Mar 06 named[9]: {KEYMGR}")
    b.tool("Bash", {"command": f"sudo {KEYDIR}"}, "")
    b.tool("Bash", {"command": "named-checkconf && echo conf-ok"}, "conf-ok")
    if checked:
        b.tool("Bash", {"command": "rndc reconfig && journalctl -u named -n 2 --no-pager"},
               "Mar 06 named[9]: zone example.org/IN (signed): next key event in 1 hour")
    return b


KEYS_WORKAROUND = f"`{KEYDIR}`, then rndc reconfig and check the zone is signed."


def test_a_fix_that_goes_on_to_run_the_failing_check_again_is_not_shown_by_its_first_act(tmp_path):
    e = gotcha(f"`{KEYMGR}`; then `sudo {KEYDIR}` and `named-checkconf && echo conf-ok` → `conf-ok`",
               workaround=KEYS_WORKAROUND)
    assert verdict(keys_session(), tmp_path, e).startswith("review")


def test_guard_the_failing_check_passing_after_it_shows_it(tmp_path):
    e = gotcha(f"`{KEYMGR}`; then `sudo {KEYDIR}`; `rndc reconfig` again → `zone example.org/IN (signed)`",
               workaround=KEYS_WORKAROUND)
    assert verdict(keys_session(checked=True), tmp_path, e) == "write"


def test_guard_a_then_that_is_the_fix_itself_is_run_by_it(tmp_path):
    e = gotcha(f"`{KEYMGR}`; `sudo {KEYDIR}` then ran clean.",
               workaround="Check with `ls -ld /var/lib/named`, then `install -d -o named -g named -m 750 <dir>`.")
    assert verdict(keys_session(), tmp_path, e) == "write"


def bib_session() -> Builder:
    """The build cannot run biber (s2); switching the backend builds (s4); the person rejects that (s5)."""
    b = Builder()
    b.prompt("tectonic fails on the bibliography")
    b.tool("Bash", {"command": "tectonic -X build"},
           "Exit code 1\nerror: failed to execute the biber program: No such file or directory (os error 2)",
           is_error=True)
    b.tool("Bash", {"command": "sed -i 's/backend=biber/backend=bibtex/' thesis.tex && tectonic -X build"},
           "note: Running bibtex\nnote: Writing thesis.pdf")
    b.prompt("no, bibtex drops the dates. leave it, I'll install biber myself")
    return b


def test_a_build_that_passed_but_was_rejected_is_no_word_the_fix_worked(tmp_path):
    e = gotcha("`error: failed to execute the biber program: No such file or directory (os error 2)`; the build that "
               "passed used `backend=bibtex`, which the user rejected.",
               workaround="Install a standalone biber matching the bundle.")
    assert verdict(bib_session(), tmp_path, e).startswith("review")


def test_guard_a_build_that_passed_is_a_word_the_fix_worked(tmp_path):
    e = gotcha("`error: failed to execute the biber program: No such file or directory (os error 2)`; after "
               "installing biber the build passed.", workaround="Install a standalone biber matching the bundle.")
    assert verdict(bib_session(), tmp_path, e).startswith("refused")


CURSOR = "Set `env = XCURSOR_SIZE,24` and log in again: the cursor stays small until then."


def test_a_korean_thanks_for_another_thing_named_with_a_file_is_no_confirmation():
    """"The wallpaper, I fixed wallpaper.conf myself, shows fine now": its topic is the wallpaper, which the lesson
    never names (the stop inside `wallpaper.conf` ends no clause)."""
    assert not confirms("배경화면은 아까 제가 wallpaper.conf 고쳐서 이제 잘 나와요, 고마워요", about=CURSOR)


def test_guard_a_korean_confirmation_of_what_the_lesson_names_is_one():
    assert confirms("XCURSOR_SIZE는 이제 잘 나와요, 고마워요", about=CURSOR)


def yaml_session() -> Builder:
    """The person reports the old config unsupported (s1); the migration converts it (s2)."""
    b = Builder()
    b.prompt("kitty 0.40 says my kitty.yml is no longer supported. convert it")
    b.tool("Bash", {"command": "kittyconv migrate -c ~/.config/kitty/kitty.yml"},
           "Successfully migrated /home/u/.config/kitty/kitty.yml to /home/u/.config/kitty/kitty.toml")
    return b


def test_the_persons_no_longer_supported_is_a_failure_to_cite(tmp_path):
    e = gotcha("`kittyconv migrate -c ~/.config/kitty/kitty.yml` → `Successfully migrated "
               "/home/u/.config/kitty/kitty.yml to /home/u/.config/kitty/kitty.toml`",
               workaround="`kittyconv migrate -c ~/.config/kitty/kitty.yml` writes kitty.toml beside it.",
               failure_step="s1", fix_step="s2", evidence_steps=["s2"])
    assert verdict(yaml_session(), tmp_path, e) == "write"


def test_guard_a_prompt_reporting_nothing_is_no_failure_to_cite(tmp_path):
    b = Builder()
    b.prompt("kitty 0.40 is installed. convert my kitty.yml")
    b.tool("Bash", {"command": "kittyconv migrate -c ~/.config/kitty/kitty.yml"},
           "Successfully migrated /home/u/.config/kitty/kitty.yml to /home/u/.config/kitty/kitty.toml")
    e = gotcha("`kittyconv migrate -c ~/.config/kitty/kitty.yml` → `Successfully migrated "
               "/home/u/.config/kitty/kitty.yml to /home/u/.config/kitty/kitty.toml`",
               workaround="`kittyconv migrate -c ~/.config/kitty/kitty.yml` writes kitty.toml beside it.",
               failure_step="s1", fix_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e).startswith("review")


def convert_session() -> Builder:
    """The second plain conversion hangs and is interrupted (s4); one with its own profile converts (s7)."""
    b = Builder()
    b.prompt("pdf 변환에서 한글이 네모로 나와요")
    b.tool("Bash", {"command": "soffice --headless --convert-to pdf quote.docx"}, "convert quote.docx -> quote.pdf")
    b.tool("Bash", {"command": "soffice --headless --convert-to pdf quote.docx"},
           "[Request interrupted by user for tool use]", is_error=True)
    b.prompt("1분 넘게 멈춰 있어서 중단했어요")
    b.tool("Bash", {"command": "soffice -env:UserInstallation=file:///tmp/lo --headless --convert-to pdf quote.docx"},
           "convert quote.docx -> quote.pdf")
    return b


def test_a_korean_finished_right_away_is_a_run_that_went_well(tmp_path):
    e = fact("두 번째 `soffice --headless --convert-to pdf quote.docx` 실행은 곧바로 끝났다.")
    assert verdict(convert_session(), tmp_path, e).startswith("refused")


def test_guard_the_run_with_its_own_profile_finished(tmp_path):
    e = fact("`soffice -env:UserInstallation=file:///tmp/lo --headless --convert-to pdf quote.docx` 실행은 곧바로 끝났다.")
    assert verdict(convert_session(), tmp_path, e) == "write"


def test_a_korean_done_of_an_earlier_thing_or_the_persons_own_act_is_no_confirmation():
    about = "Set `stopwaitsecs=30`, then `supervisorctl update`."
    assert not confirms("재부팅은 이따 할게요. 아까 커널 설치는 됐어요, 고마워요.", about=about)
    assert not confirms("nginx 쪽 proxy_read_timeout은 제가 방금 바꿨어요. 됐어요, 오늘은 여기까지 할게요.", about=about)


def test_guard_a_korean_done_then_a_question_of_an_earlier_thing_is_a_confirmation():
    about = "Create an L2Advertisement listing the pool."
    assert confirms("됐어요! 그런데 아까 말한 strictarp도 넣어야 하나요?", about=about)
    assert confirms("아까 말씀하신 대로 했더니 됐어요.", about=about)


def test_a_korean_solution_heading_is_no_word_that_it_worked():
    from core.evidence.outcomes import ends_resolved
    assert not ends_resolved(["해결: `shared_preload_libraries` 에 넣고 재시작."])
    assert ends_resolved(["재시작 후 해결됐다."])


def test_python3_runs_the_python_check_again():
    from core.evidence.fixparts import runs_again
    assert runs_again(["python", "manage.py", "migrate"], ["python3", "manage.py", "migrate"], exactly=True)
    assert not runs_again(["python", "manage.py", "migrate"], ["python3", "manage.py", "test"], exactly=True)
