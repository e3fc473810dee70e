"""Issue 24, twenty-fifth round (what the read thirty-first corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.distil.screen import analysed_turns
from core.evidence.judge import reports_failure
from core.evidence.person import denies
from core.evidence.steps import Step, Transcript
from core.transcript.conversation import PROMPT
from core.evidence.workaround import workaround_parts
from core.transcript.signals import trouble
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict
from tests.test_evidence_units import step_ids

VERSION = "The use of local versions in <Version('0.1.dev1+gf3c9a1e')> is not allowed."


def release_session(said: str) -> Builder:
    b = Builder()
    b.prompt("the release upload to PyPI failed")
    b.tool("Bash", {"command": "python -m twine upload dist/*"}, f"Exit code 1\nHTTPError: 400 Bad Request\n{VERSION}",
           is_error=True)
    b.reply("The shallow checkout has no tags, so setuptools-scm made a local version. The checkout needs `fetch-depth: 0`.")
    b.tool("Edit", {"file_path": "/repo/.github/workflows/release.yml", "old_string": "- uses: actions/checkout@v4",
                    "new_string": "- uses: actions/checkout@v4\n  with:\n    fetch-depth: 0"},
           "The file /repo/.github/workflows/release.yml has been updated successfully.")
    b.prompt(said)
    b.tool("Bash", {"command": "python -m twine upload dist/*"}, "Uploading geotile-2.4.1.tar.gz\n"
                                                                 "View at: https://pypi.org/project/geotile/2.4.1/")
    return b


RELEASE = gotcha(f"`{VERSION}` After adding `fetch-depth: 0` to release.yml the user re-ran the release: "
                 "\"job is green and 2.4.1 is on PyPI\".", "Set `fetch-depth: 0` on the checkout step.")


def _prompt(b: Builder, tmp_path) -> Step:
    path = b.write(tmp_path / "p.jsonl")
    return [s for s in Transcript.from_turns(analysed_turns(str(path), 0, None)).steps if s.kind == PROMPT][-1]


def test_trouble_in_another_sentence_than_the_quote_is_no_report_of_it(tmp_path):
    """"…: job is green and 2.4.1 is on PyPI. While you're here, tests/test_version.py fails locally." The quoted
    words are the person's; the trouble is another thing, so this prompt reports no failure of them (and the
    upload failing before the edit stays the failure, its passing re-run after it showing the fix)."""
    evidence = RELEASE.said.get("evidence") or RELEASE.evidence
    said = "pushed it and re-ran the release: job is green and 2.4.1 is on PyPI. While you're here, tests/test_version.py fails locally."
    assert not reports_failure(_prompt(release_session(said), tmp_path), evidence)
    assert reports_failure(_prompt(release_session("no, the job is green and 2.4.1 is on PyPI is not what I see"),
                                   tmp_path), evidence)   # guard: trouble beside the quote is a report
    assert verdict(release_session(said), tmp_path, RELEASE) == "write"


def test_trouble_in_the_sentence_of_the_quote_still_reports_it(tmp_path):
    """Guard: the person quoting the state with a word of trouble beside it ("still nothing on the charger. the LED
    doesn't even blink", a quote over two sentences) reports the failure, after which nothing was shown."""
    b = Builder()
    b.prompt("the board does nothing on a charger")
    b.tool("Bash", {"command": "mpremote cp secrets.py : && mpremote reset"}, "cp secrets.py :")
    b.reply("Unplug it and try the charger again.")
    b.prompt("still nothing on the charger. the LED doesn't even blink")
    b.reply("I'll write a helper that logs the boot error: `mpremote run tools/fix_autostart.py`.")
    b.tool("Write", {"file_path": "/p/tools/fix_autostart.py", "content": "print('wrap main.py')"},
           "File created successfully at: /p/tools/fix_autostart.py")
    lesson = gotcha("\"still nothing on the charger. the LED doesn't even blink\" → wrote tools/fix_autostart.py",
                    "Run `mpremote run tools/fix_autostart.py`.")
    assert verdict(b, tmp_path, lesson) != "write"


BAD = ("sshd: Bad permissions. Try removing permissions for user: NT AUTHORITY\\Authenticated Users (S-1-5-11) on file "
       "C:/ProgramData/ssh/administrators_authorized_keys.")


def sshd_session() -> Builder:
    b = Builder()
    b.prompt("key login to the VM keeps asking for the password")
    b.tool("Bash", {"command": "Get-WinEvent -LogName OpenSSH/Operational -MaxEvents 1 | Format-List Message"},
           f"Message     : sshd: Authentication refused.\n\nMessage     : {BAD}")
    b.reply("sshd refuses the file because Authenticated Users can read it.")
    b.tool("Bash", {"command": "icacls.exe C:\\ProgramData\\ssh\\administrators_authorized_keys /inheritance:r "
                               "/grant \"Administrators:F\" /grant \"SYSTEM:F\""},
           "processed file: C:\\ProgramData\\ssh\\administrators_authorized_keys\n"
           "Successfully processed 1 files; Failed processing 0 files")
    b.prompt("yes! `ssh build-vm` logs straight in now, no password. Can you also turn off password logins?")
    return b


SSHD = gotcha(f"Get-WinEvent: `{BAD}` → icacls with `/inheritance:r` (\"Successfully processed 1 files; Failed "
              "processing 0 files\") → user: `ssh build-vm` logs straight in now, no password.",
              "icacls administrators_authorized_keys /inheritance:r /grant \"Administrators:F\" /grant \"SYSTEM:F\".")


def test_a_glad_message_holding_a_quote_reports_no_failure_and_a_zero_count_is_no_trouble(tmp_path):
    """"yes! `ssh build-vm` logs straight in now, no password": a confirmation, though "no" is in it; and icacls'
    `Failed processing 0 files` counts no failure. The failure is the event log's line; the fix ran after it."""
    assert not trouble("successfully processed 1 files; failed processing 0 files")
    assert verdict(sshd_session(), tmp_path, SSHD) == "write"


def test_a_count_of_failures_above_zero_is_still_trouble():
    """Guard: only the zero count is left out."""
    assert trouble("successfully processed 0 files; failed processing 2 files")
    assert trouble("error: failed opening the file")


def host_session(said: str) -> Builder:
    b = Builder()
    b.prompt("my phone can't open the flask app running in WSL, it says ERR_CONNECTION_TIMED_OUT")
    b.tool("Bash", {"command": "wsl -e sh -c 'ss -ltnp | grep 5000'"}, "LISTEN 0 128 127.0.0.1:5000 0.0.0.0:*")
    b.reply("The proxy is in place, but flask listens only on 127.0.0.1 inside WSL. Restart it with `--host=0.0.0.0`.")
    b.prompt(said)
    return b


HOST = gotcha("The phone: `ERR_CONNECTION_TIMED_OUT`; `ss -ltnp` in WSL showed `127.0.0.1:5000`. After restarting with `--host=0.0.0.0` the user reported "
              "the phone \"loads the page now\".", "Start the server with flask run --host=0.0.0.0.")


def test_the_person_telling_of_the_fix_they_did_and_that_it_works_confirms_it(tmp_path):
    """"restarted with --host=0.0.0.0 and the phone loads the page now": the thing said to work (the phone) is not the
    fix's word, but the same message tells of doing the fix, so it is the fix that worked."""
    assert verdict(host_session("restarted with --host=0.0.0.0 and the phone loads the page now 🎉"), tmp_path,
                   HOST) == "write"


def test_the_person_telling_of_the_fix_and_that_it_still_fails_confirms_nothing(tmp_path):
    """Guard: the same act told beside a failure."""
    assert verdict(host_session("restarted with --host=0.0.0.0 but the phone still times out"), tmp_path,
                   HOST) != "write"


TIMEOUT = "RuntimeError: Timed out waiting for PulseIn message."


def sensor_session() -> Builder:
    b = Builder()
    b.prompt("the DHT22 doesn't read on the Pi 5")
    for _ in range(2):
        b.tool("Bash", {"command": "cd /home/pi/greenhouse && python3 dht.py"},
               f"Exit code 1\nTraceback (most recent call last):\n  File \"dht.py\", line 6\n{TIMEOUT}", is_error=True)
    b.reply("Blinka's pulsein helper does not answer on the Pi 5; reading by bit-banging instead.")
    b.tool("Edit", {"file_path": "/home/pi/greenhouse/dht.py", "old_string": "sensor = adafruit_dht.DHT22(board.D4)",
                    "new_string": "sensor = adafruit_dht.DHT22(board.D4, use_pulseio=False)"},
           "The file /home/pi/greenhouse/dht.py has been updated successfully.")
    b.tool("Bash", {"command": "cd /home/pi/greenhouse && python3 dht.py"},
           "read failed: A full buffer was not returned. Try again.\ntemp=23.4C humidity=61.2%")
    return b


def test_the_failing_commands_passing_rerun_is_not_the_failure_though_it_prints_a_quoted_retry(tmp_path):
    """The passing re-run printed one retried read (`A full buffer was not returned`), which the citation quotes as an
    aside: it is where the fix showed, not the failure the fix is judged after."""
    lesson = gotcha("Edit: `sensor = adafruit_dht.DHT22(board.D4, use_pulseio=False)` → `python3 dht.py`: "
                    "`temp=23.4C humidity=61.2%` (once `A full buffer was not returned. Try again.`)",
                    "Construct the sensor with adafruit_dht.DHT22(board.D4, use_pulseio=False).")
    assert verdict(sensor_session(), tmp_path, lesson) == "write"


def test_values_coming_out_fine_confirms_though_failures_are_mentioned():
    """"센서 값 잘 나와요. 가끔 실패하는 건 … 괜찮아요" (the values come out fine; the odd failure is fine): a
    confirmation first, so the failure word after it is no denial."""
    said = "센서 값 잘 나와요. 가끔 실패하는 건 스크립트가 재시도하니까 괜찮아요"
    assert not denies(said)
    # "오 돌아가요. 그런데 … 여전히 예전 tensorflow가 잡혀요" (oh, it runs. But the notebook still picks the old one)
    assert not denies("오 돌아가요. 그런데 jupyter 노트북 커널에서는 여전히 예전 tensorflow가 잡혀요")
    assert denies("아직도 실패해요")   # guard: a failure said alone still denies


def test_a_prose_workaround_naming_two_commands_gives_both():
    """"fnm env --use-on-cd --shell fish | source in conf.d/fnm.fish, and fnm install 20 once": two commands."""
    fix = "fnm env --use-on-cd --shell fish | source in conf.d/fnm.fish, and fnm install 20 once."
    assert workaround_parts(fix)[0] == ["fnm env --use-on-cd --shell fish | source", "fnm install 20"]
    assert workaround_parts("Run go mod tidy.")[0] == ["go mod tidy"]   # guard: one command stays one


def test_the_second_command_of_a_prose_workaround_running_before_the_passing_check_shows_it(tmp_path):
    """After the hook was set, the check failed further on (no Node 20 installed); `fnm install 20`, the prose's second
    command, then the check passing: the fix shown."""
    b = Builder()
    b.prompt("fnm doesn't switch node versions on cd in fish")
    b.tool("Edit", {"file_path": "/home/r/.config/fish/conf.d/fnm.fish", "old_string": "fnm env | source",
                    "new_string": "fnm env --use-on-cd --shell fish | source"},
           "The file /home/r/.config/fish/conf.d/fnm.fish has been updated successfully.")
    b.tool("Bash", {"command": "fish -ic 'cd /home/r/storefront; node -v'"},
           "Exit code 1\nerror: Can't find an installed Node version matching v20.x.x.", is_error=True)
    b.tool("Bash", {"command": "fish -c 'fnm install 20'"}, "Installing Node v20.18.0 (x64)")
    b.tool("Bash", {"command": "fish -ic 'cd /home/r/storefront; node -v'"}, "Using Node v20.18.0\nv20.18.0")
    lesson = gotcha("the cd hook fired (\"Can't find an installed Node version matching v20.x.x.\"); after "
                    "`fnm install 20`, `fish -ic 'cd /home/r/storefront; node -v'` printed `Using Node v20.18.0`.",
                    "fnm env --use-on-cd --shell fish | source in conf.d/fnm.fish, and fnm install 20 once.")
    assert verdict(b, tmp_path, lesson) == "write"


def test_the_persons_act_cited_as_the_fix_step_after_the_fixs_own_run_is_where_it_was_shown(tmp_path):
    """"ran `dot -c` as admin, no output" cited as the fix step, the check passing right after it: the fix is the
    person's act, though the fix's own run before it (failing further on, not elevated) already counted as one."""
    b = Builder()
    b.prompt("plantuml can't render class diagrams")
    b.tool("Bash", {"command": "java -jar plantuml.jar -testdot"},
           "Exit code 1\nError: dot: Format: \"png\" not recognized. No formats found.", is_error=True)
    b.tool("Bash", {"command": "dot -c"}, "Exit code 1\nError: failed to open C:\\Program Files\\Graphviz\\bin\\"
                                          "config6 for write.", is_error=True)
    b.reply("Please run `dot -c` once in an elevated cmd to register the plugins.")
    b.prompt("ran `dot -c` as admin, no output.")
    b.tool("Bash", {"command": "java -jar plantuml.jar -testdot"}, "Installation seems OK. File generation OK")
    ids = step_ids(b, tmp_path)
    fail, act = ids[1], ids[4]
    lesson = gotcha("`Format: \"png\" not recognized. No formats found.`; the user ran `dot -c` as admin; the same "
                    "-testdot then: `Installation seems OK. File generation OK`",
                    "Run `dot -c` once from an elevated cmd (it writes dot.exe's plugin registry).",
                    evidence_steps=[fail], failure_step=fail, fix_step=act)
    assert verdict(b, tmp_path, lesson) == "write"


def warning_session() -> Builder:
    b = Builder()
    b.prompt("the Tk window is blank on my colleague's Mac")
    b.tool("Bash", {"command": "python3 viewer.py"},
           "DEPRECATION WARNING: The system version of Tk is deprecated and may be removed in a future release. "
           "Please don't rely on it. Set TK_SILENCE_DEPRECATION=1 to suppress this warning.")
    b.reply("That warning is harmless; the blank window comes from the system Tk 8.5. Install python-tk@3.12 "
            "from Homebrew and use that python.")
    b.prompt("ok, I'll do that tomorrow")
    return b


def test_a_claim_that_the_fix_removed_the_warning_is_refused_when_the_fix_never_ran(tmp_path):
    """"Setting `TK_SILENCE_DEPRECATION=1` removed the warning": it says the trouble went away, and nothing in the
    session set the variable (only the warning names it), so the claim is not in the session."""
    lesson = gotcha("Setting `TK_SILENCE_DEPRECATION=1` removed the warning and the window drew normally.",
                    "Export TK_SILENCE_DEPRECATION=1.")
    assert verdict(warning_session(), tmp_path, lesson).startswith("refused")
    from core.evidence.outcomes import RESOLVED_RE
    assert RESOLVED_RE.search("silenced the deprecation warning")


def test_a_quoted_warning_with_no_claim_that_it_went_away_is_held():
    """Guard: the warning quoted, and the variable named as what it asks, say nothing went away."""
    from core.evidence.outcomes import RESOLVED_RE
    assert not RESOLVED_RE.search("it printed the warning and asked to set the variable to suppress it")


def test_korean_words_for_running_without_an_error_are_an_outcome():
    """"에러 없이 돌아갔습니다" (ran without an error), "정상 동작했습니다" (worked normally): said of a call, it is
    the outcome claimed; said at the end, that the trouble went away."""
    from core.evidence.outcomes import OK_RE, RESOLVED_RE, outcome
    assert outcome("이 에러 없이 돌아갔습니다") == "ok" and RESOLVED_RE.search("relay.py가 정상 동작했습니다")
    assert not OK_RE.search("에러가 났습니다")   # guard: an error said is no success


def tk_session() -> Builder:
    b = Builder()
    b.prompt("the tkinter app won't start from the venv")
    b.tool("Bash", {"command": ".venv/bin/python app.py --selftest"},
           "Exit code 1\nModuleNotFoundError: No module named '_tkinter'", is_error=True)
    b.tool("Bash", {"command": "brew install python-tk@3.12"}, "==> Pouring python-tk@3.12--3.12.7.arm64_sonoma.bottle.tar.gz")
    b.tool("Bash", {"command": ".venv/bin/python app.py --selftest"}, "selftest: Tk 8.6 window built, 14 widgets")
    b.prompt("Works. My colleague runs it with /usr/bin/python3 and gets a deprecation warning and a blank window.")
    b.tool("Bash", {"command": "/usr/bin/python3 app.py --selftest"},
           "DEPRECATION WARNING: The system version of Tk is deprecated and may be removed in a future release.\n"
           "selftest: Tk 8.5 window built, 14 widgets")
    b.reply("Apple's python3 links the old Tk 8.5. She should run it from a Python with Tk 8.6, Homebrew's with "
            "python-tk@3.12 or the python.org installer.")
    b.prompt("I'll tell her.")
    return b


def test_a_quoted_deprecation_is_the_trouble_the_lesson_is_about(tmp_path):
    """The system python exits 0 printing `DEPRECATION WARNING: … Tk is deprecated`: that call, which the citation
    quotes, is the failure, not the venv's earlier failure the person confirmed fixed; after it the fix is only
    advised."""
    lesson = gotcha("/usr/bin/python3 → \"DEPRECATION WARNING: The system version of Tk is deprecated and may be "
                    "removed in a future release.\" and `selftest: Tk 8.5 window built`",
                    "Run the app from a Python with Tk 8.6 (Homebrew + python-tk, or python.org) and recreate the venv.")
    assert verdict(tk_session(), tmp_path, lesson) != "write"


def test_a_deprecation_named_in_prose_is_still_no_error_word():
    """Guard: only a quoted piece naming trouble counts; a success message quoting the word is none."""
    from core.evidence.outcomes import errorish
    assert not errorish("Successfully installed deprecation-2.1.0")


def test_an_inline_lists_item_numbers_are_no_names_to_find(tmp_path):
    """"1) `E` 2) `fix` 3) after the prepare, `xtrabackup --copy-back` ended `completed OK!`": the numbers order the
    items; they were never printed, so they must not be looked for."""
    from core.evidence.sequence import without_counts
    assert without_counts("1) a 2) b 3) after c").split() == ["a", "b", "after", "c"]
    b = Builder()
    b.prompt("restore the backup into the new server")
    b.tool("Bash", {"command": "xtrabackup --copy-back --target-dir=/backup/full"},
           "Exit code 1\n[ERROR] Original data directory /var/lib/mysql is not empty!", is_error=True)
    b.tool("Bash", {"command": "mv /var/lib/mysql /var/lib/mysql.old && mkdir /var/lib/mysql"}, "")
    b.tool("Bash", {"command": "xtrabackup --copy-back --target-dir=/backup/full"}, "[Xtrabackup] completed OK!")
    lesson = gotcha("1) `Original data directory /var/lib/mysql is not empty!` 2) `mv /var/lib/mysql /var/lib/mysql.old "
                    "&& mkdir /var/lib/mysql` 3) then `xtrabackup --copy-back` ended `[Xtrabackup] completed OK!`",
                    "Move the old datadir away first: `mv /var/lib/mysql /var/lib/mysql.old && mkdir /var/lib/mysql`.")
    assert verdict(b, tmp_path, lesson) == "write"


def test_a_number_in_parentheses_inside_a_sentence_is_still_a_name():
    """Guard: "(2)" glued to a word, a version, a numbered step in prose are kept."""
    from core.evidence.sequence import without_counts
    assert "v2)" in without_counts("the retry (v2) passed") or "(v2)" in without_counts("the retry (v2) passed")
    assert "3.12" in without_counts("python 3.12 failed")


def ant_session() -> Builder:
    b = Builder()
    b.prompt("build the dist jar")
    b.tool("Bash", {"command": "copy build.properties.example build.properties"}, "        1 file(s) copied.")
    b.tool("Bash", {"command": "ant dist"}, "Exit code 1\nsrc\\Main.java:12: error: unmappable character (0x90) for "
                                             "encoding windows-1252\nBUILD FAILED", is_error=True)
    b.reply("javac reads the sources as windows-1252; setting encoding=\"UTF-8\" on the javac task.")
    b.tool("Edit", {"file_path": "build.xml", "old_string": "<javac srcdir=\"src\"",
                    "new_string": "<javac encoding=\"UTF-8\" srcdir=\"src\""},
           "The file build.xml has been updated successfully.")
    b.tool("Bash", {"command": "ant dist"}, "BUILD SUCCESSFUL")
    return b


def test_a_build_said_to_go_straight_to_success_that_failed_first_is_refused(tmp_path):
    """"`ant dist` went straight to `BUILD SUCCESSFUL`": said to pass on its first run, it failed first (the
    encoding edit came between)."""
    lesson = gotcha("`ant dist` went straight to `BUILD SUCCESSFUL`.",
                    "Copy build.properties.example to build.properties first.")
    assert verdict(ant_session(), tmp_path, lesson).startswith("refused")


def test_coming_up_without_the_error_says_the_trouble_went_away():
    """"the reboots came up without the `x509: …` error": a claim that it is gone; a command that only ran
    without a flag says nothing of the kind (guard)."""
    from core.evidence.claims import parse
    assert parse("After `systemctl enable chrony-wait.service`, the reboots came up without the `x509: certificate "
                 "has expired` error.").worked
    assert not parse("`apt-get install` ran without the `--no-install-recommends` flag.").worked
