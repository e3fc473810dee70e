"""Issue 24, twenty-seventh round (what the read thirty-third corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.judge import NOT_FOUND
from core.evidence.outcomes import ends_resolved, outcome
from core.evidence.person import confirms
from core.evidence.words import distinctive
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict


def port_select_session(listed: str) -> Builder:
    b = Builder()
    b.prompt("after the MacPorts migration psql is not found anymore")
    b.tool("Bash", {"command": "sudo port -N migrate"}, "--->  Restoring ports\nMigration finished.")
    b.tool("Bash", {"command": "port select --list postgresql"}, f"Available versions for postgresql:\n{listed}")
    b.tool("Bash", {"command": "sudo port select --set postgresql postgresql16"}, "Selecting 'postgresql16' succeeded.")
    return b


STILL_NONE = "none (active)\npostgresql16"
SELECTED = "none\npostgresql16 (active)"
STATE_CLAIM = "`port select --list postgresql` already showed `postgresql16` active."


def test_a_quoted_name_said_to_be_in_a_state_must_be_listed_in_it(tmp_path):
    """"showed `postgresql16` active": the listing's row for that name must say so; here `none` was the active one,
    postgresql16 only listed. A name in prose was checked so; quoted, the same name went unchecked."""
    assert verdict(port_select_session(STILL_NONE), tmp_path, fact(STATE_CLAIM)) == f"refused: {NOT_FOUND}"
    assert parse("`docker compose ps` showed `db-1` running").claims[0].states == (("db-1", "running"),)


def test_guard_the_quoted_name_listed_in_that_state_stands(tmp_path):
    assert verdict(port_select_session(SELECTED), tmp_path, fact(STATE_CLAIM)) == "write"


def test_guard_a_quoted_row_of_several_words_is_no_name_in_a_state():
    """Guard: "showed `java    47102 dana` listening": a row of a listing quoted whole, not one name whose state the
    row must give (the row's words are found as a quote)."""
    claim = parse("`lsof -iTCP:8080 -sTCP:LISTEN` showed `java    47102 dana` listening").claims[0]
    assert claim.states == ()


def test_green_and_finished_without_errors_are_outcomes():
    """"was already green", "finished without errors": a run that went well, in the words models use for it; "without
    errors" is no negated outcome."""
    assert outcome(" the first run was already green") == "ok"
    assert outcome(" into billing_copy finished without errors ") == "ok"
    assert outcome(" finished without any failures") == "ok"
    assert outcome(" did not finish") == ""   # guard: a negated outcome still says neither


def restore_session() -> Builder:
    b = Builder()
    b.prompt("restore the billing dump into billing_copy")
    b.tool("Bash", {"command": "pg_restore -h localhost -U postgres -d billing_copy --no-owner billing.dump"},
           "Exit code 1\npg_restore: error: could not execute query: ERROR:  role \"billing_app\" does not exist\n"
           "pg_restore: warning: errors ignored on restore: 14", is_error=True)
    return b


def test_a_command_quoted_with_an_ellipsis_said_to_finish_without_errors_must_have(tmp_path):
    """"`pg_restore ... --no-owner` … finished without errors": the call it names, its ellipsis and all, is the one
    whose outcome the words say; that restore exited 1."""
    lesson = fact("`pg_restore ... --no-owner` into billing_copy finished without errors.")
    assert verdict(restore_session(), tmp_path, lesson) == f"refused: {NOT_FOUND}"


def test_guard_a_failure_said_of_it_stands(tmp_path):
    lesson = fact("`pg_restore ... --no-owner` into billing_copy failed with `errors ignored on restore: 14`.")
    assert verdict(restore_session(), tmp_path, lesson) == "write"


def whitelist_session() -> Builder:
    b = Builder()
    b.prompt("ruok 가 이상한 메시지를 돌려줘요")
    b.tool("Bash", {"command": "echo ruok | nc zk1.internal 2181"}, "ruok is not executed because it is not in the whitelist.")
    b.tool("Bash", {"command": "ssh zk1.internal 'sudo systemctl restart zookeeper' && echo ruok | nc zk1.internal 2181"},
           "imok")
    return b


def test_korean_even_after_puts_what_follows_after_the_call(tmp_path):
    """"`X` 뒤에도 `E`가 나왔어요" ("even after X, E came out"): E after X, as "after X, E" says; the whitelist message
    came before the restart only."""
    lesson = fact("`ssh zk1.internal 'sudo systemctl restart zookeeper'` 뒤에도 "
                  "`ruok is not executed because it is not in the whitelist.`가 나왔어요.")
    assert verdict(whitelist_session(), tmp_path, lesson).startswith("refused")


def test_guard_korean_after_with_what_came_after_stands(tmp_path):
    lesson = fact("`ssh zk1.internal 'sudo systemctl restart zookeeper'` 뒤에 `imok`이 나왔어요.")
    assert verdict(whitelist_session(), tmp_path, lesson) == "write"


def initramfs_session(again: bool) -> Builder:
    b = Builder()
    b.prompt("md1 came back as md127 after the reboot")
    b.tool("Bash", {"command": "update-initramfs -u"}, "update-initramfs: Generating /boot/initrd.img-6.1.0-31-amd64")
    b.tool("Bash", {"command": "mdadm --detail --scan | tee -a /etc/mdadm/mdadm.conf"}, "ARRAY /dev/md1 metadata=1.2")
    if again:
        b.tool("Bash", {"command": "update-initramfs -u"}, "update-initramfs: Generating /boot/initrd.img-6.1.0-31-amd64")
    b.tool("Bash", {"command": "cat /proc/mdstat"}, "md1 : active raid1 sdb2[1] sda2[0]")
    return b


RERUN = ("Re-running `update-initramfs -u` after the mdadm.conf change brought the array back as `md1` on the next "
         "boot.")


def test_a_command_said_to_be_re_run_must_have_run_twice(tmp_path):
    """"Re-running `update-initramfs -u` after the change": a repeat word heading a quote the clause ties to no call
    still says that command ran again; it ran once, before the change."""
    assert verdict(initramfs_session(again=False), tmp_path, fact(RERUN)) == f"refused: {NOT_FOUND}"


def test_guard_a_command_that_did_run_again_stands(tmp_path):
    assert verdict(initramfs_session(again=True), tmp_path, fact(RERUN)) == "write"


def test_a_comment_at_the_lines_end_is_the_same_command_again(tmp_path):
    """`go test ./... # frontend built` runs `go test ./...` again; the comment runs nothing."""
    b = Builder()
    b.prompt("go test fails on the embed pattern")
    b.tool("Bash", {"command": "go test ./..."}, "Exit code 1\nmain.go:14:12: pattern all:frontend/dist: no matching "
           "files found", is_error=True)
    b.tool("Bash", {"command": "npm run build"}, "✓ built in 1.92s")
    b.tool("Bash", {"command": "go test ./... # frontend built"}, "ok  \tgithub.com/dkim/ledger-desk\t0.412s")
    lesson = fact("Built the frontend (`✓ built in 1.92s`), re-ran `go test ./...` → `ok github.com/dkim/ledger-desk`.")
    assert verdict(b, tmp_path, lesson) == "write"


def test_an_ordinal_is_which_run_not_a_name():
    """"1st `sudo port -N migrate`: …, 2nd run: …": the ordinal says which run, as "first" and "second" do; no output
    holds it."""
    assert not distinctive("1st") and not distinctive("2nd") and not distinctive("23rd")
    assert distinctive("v2") and distinctive("md127")   # guard: names with digits stay names
    assert parse("the 2nd `sudo port -N migrate` failed").claims[0].repeat


def test_answered_after_and_starts_a_claim_of_its_own():
    """"… reported `X` and `port version` answered `Version: 2.10.5`": another call and what it printed, as "and `x`
    printed …" already was."""
    claims = parse("`sudo installer -pkg x.pkg -target /` reported `The install was successful.` and `port version` "
                   "answered `Version: 2.10.5`").claims
    assert len(claims) == 2 and claims[1].inputs == ("port version",)


def firewall_session() -> Builder:
    b = Builder()
    b.prompt("after the reboot the port is closed again")
    b.tool("Bash", {"command": "sudo firewall-cmd --zone=public --add-port=3000/tcp --permanent && "
                               "sudo firewall-cmd --reload"}, "success\nsuccess")
    b.tool("Bash", {"command": "sudo firewall-cmd --zone=public --list-ports"}, "3000/tcp")
    return b


def test_a_count_after_what_was_printed_is_how_often_one_call_printed_it(tmp_path):
    """"`a && b` → `success` twice, `--list-ports` → `3000/tcp`": the chain printed success twice, in one call; and
    a call named by its option after a comma heads a pair of its own, not one more thing the first printed."""
    lesson = fact("`firewall-cmd --zone=public --add-port=3000/tcp --permanent && sudo firewall-cmd --reload` → "
                  "`success` twice, `--list-ports` → `3000/tcp`.")
    assert verdict(firewall_session(), tmp_path, lesson) == "write"


def test_guard_two_runs_are_two_calls_whatever_one_printed(tmp_path):
    """Guard: "the first two runs … both hit `E`" counts runs: one call printing E on two lines is one run."""
    b = Builder()
    b.prompt("the sync script fails on the folder with a space")
    b.tool("Bash", {"command": './sync.sh "Summer 2026"'}, "Exit code 1\ncp: cannot stat 'Summer': No such file\n"
           "cp: cannot stat '2026': No such file", is_error=True)
    b.tool("Bash", {"command": './sync.sh "Summer 2026"'}, "copied 84 files")
    lesson = fact('The first two runs of `./sync.sh "Summer 2026"` both hit `cp: cannot stat`.')
    assert verdict(b, tmp_path, lesson) == f"refused: {NOT_FOUND}"


def test_started_doing_something_is_no_success():
    """"nmake started compiling": the call got going, not that the trouble went away (it failed at the lib step)."""
    assert not ends_resolved([" and nmake started compiling"])
    assert ends_resolved([" and the server started"])   # guard: started, said of a thing, is still its outcome


def test_the_person_saying_what_now_shows_confirms():
    """"ran it in an admin pwsh myself, get-item on trustedhosts now shows build-07": a state said to hold now, in
    the order "now shows X" as well as "shows X now"."""
    assert confirms("ran it in an admin pwsh myself, get-item on trustedhosts now shows build-07")
    assert confirms("오 이제 한글 이름 제대로 나와요!")


def test_guard_what_now_shows_and_is_not_wanted_is_no_confirmation():
    assert not confirms("ok. git status now shows like 180 new files under styles, i dont want those committed.")
    assert not confirms("the list now shows both hosts but the session still fails")


def stow_session(status: str) -> Builder:
    b = Builder()
    b.prompt("stow refuses to link my fish config on the new laptop")
    b.tool("Bash", {"command": "cd ~/dotfiles && stow -v --adopt fish git bin"},
           "MV: .config/fish/config.fish -> dotfiles/fish/.config/fish/config.fish\nLINK: .gitconfig => dotfiles/git/.gitconfig")
    b.tool("Bash", {"command": "git -C ~/dotfiles status --short"}, status)
    return b


LEFT_CLEAN = "`stow -v --adopt fish git bin` left `git -C ~/dotfiles status --short` clean."


def test_a_command_said_to_be_left_clean_printed_nothing_after_the_act(tmp_path):
    """"`stow --adopt …` left `git status --short` clean": after the act, that command printed nothing; here it
    printed the file --adopt overwrote."""
    assert verdict(stow_session(" M fish/.config/fish/config.fish"), tmp_path, fact(LEFT_CLEAN)) == \
        f"refused: {NOT_FOUND}"


def test_guard_a_status_that_printed_nothing_stands(tmp_path):
    assert verdict(stow_session(""), tmp_path, fact(LEFT_CLEAN)) == "write"


def test_a_command_said_to_have_run_is_no_edit_writing_it(tmp_path):
    """"the full `npx mocha` run finished with `3 passing`" after the targets edit: only the README edit wrote `npx
    mocha` after it; a command said to have run is a call's, not text written into a file."""
    b = Builder()
    b.prompt("mocha fails on async tests")
    b.tool("Bash", {"command": "npx mocha test/render.test.js"}, "  3 passing (41ms)")
    b.tool("Edit", {"file_path": "/w/babel.config.json", "old_string": '"presets": []',
                    "new_string": '"presets": [["@babel/preset-env", {"targets": {"node": "current"}}]]'},
           "The file /w/babel.config.json has been updated successfully.")
    b.tool("Edit", {"file_path": "/w/README.md", "old_string": "## License",
                    "new_string": "## Running tests\nnpx mocha test/render.test.js\n## License"},
           "The file /w/README.md has been updated successfully.")
    lesson = fact("With `targets` set, the full `npx mocha` run finished with `3 passing` and no failures.")
    assert verdict(b, tmp_path, lesson) == f"refused: {NOT_FOUND}"


def test_praise_of_a_thing_that_reads_well_is_about_that_thing():
    """"perfect, the readme section reads well": praise of the README the person also asked for, not of the babel
    fix that no run followed; said of the fix's own thing it still confirms."""
    praise = "perfect, the readme section reads well. ill look at the rest after lunch."
    assert not confirms(praise, fix="Set targets to node current in babel.config.json")
    assert confirms("perfect, the readme section reads well.", fix="add a Running tests section to the README")


def lan_session(prompt: str) -> Builder:
    b = Builder()
    b.prompt(prompt)
    b.tool("Bash", {"command": "sudo firewall-cmd --get-active-zones"}, "public\n  interfaces: ens192")
    b.tool("Bash", {"command": "sudo firewall-cmd --zone=public --add-port=3000/tcp"}, "success")
    b.prompt("works from my laptop now")
    return b


def test_the_person_saying_nobody_can_reach_it_may_be_the_cited_failure(tmp_path):
    """"answers on localhost:3000 but nobody on the LAN can open it": the person's report of the trouble, in words of
    who cannot, may be the cited failure; a prompt telling of none is still no failure."""
    from tests.test_evidence_eighteenth import _ids
    said = "after `sudo firewall-cmd --zone=public --add-port=3000/tcp` (`success`) the user said it works now"
    for prompt, want in (("metabase answers on localhost:3000 but nobody on the LAN can open it", "write"),
                         ("metabase answers on localhost:3000; open the port for the LAN too", "review")):
        b = lan_session(prompt)
        ids = _ids(b, tmp_path)
        e = gotcha(said, "Open the port: `firewall-cmd --zone=public --add-port=3000/tcp`.", failure_step=ids[0],
                   fix_step=ids[2])
        assert verdict(b, tmp_path, e).startswith(want), prompt
