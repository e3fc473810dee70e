"""Tracking (issue 24), twenty-third round: what tracking31's misses showed. A failure of a plain-word class records
the words of its line; a version banner's bracketed list is no tagged message; a file at a line and the row a message
quotes are names; a rehearsal (`--dry-run`, `--test`) is never the fix, recorded or used; an option with its value is a
spelling of the fix; a variable is the fix for the program it was set for. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

NOT_FOUND = ("can't find file to patch at input line 5\nPerhaps you should have used the -p or --strip option?\n"
             "|--- a/src/buf.c\n|+++ b/src/buf.c")
PATCH = gotcha(f"`patch < fix.patch` → `{NOT_FOUND.splitlines()[0]}`; `patch -p1 < fix.patch` applied it",
               "Strip the first path component: `patch -p1 < fix.patch`.")
PATCH_SOURCE = session(("patch < fix.patch", NOT_FOUND, True), ("patch -p1 < fix.patch", "patching file src/buf.c", False))


def test_a_plain_word_class_keeps_the_words_of_its_line():
    calls = lesson_calls(PATCH, PATCH_SOURCE.log, redact)
    assert calls.failure_shape.error_class == "not found"
    assert calls.failure_shape.message[:4] == ("can't", "find", "file", "patch")


def test_the_same_message_from_a_script_on_another_file_is_a_recurrence():
    calls = lesson_calls(PATCH, PATCH_SOURCE.log, redact)
    later = session(("sh scripts/apply-patches.sh", NOT_FOUND.replace("buf.c", "shell.c"), True))
    assert verdict(PATCH, calls, later) == (True, False)


def test_another_missing_thing_of_the_same_program_is_not():
    """Guard: patch not finding the patch file itself is another failure."""
    calls = lesson_calls(PATCH, PATCH_SOURCE.log, redact)
    later = session(("sh scripts/apply-patches.sh", "sh: 1: cannot open fixes/x.patch: No such file", True))
    assert verdict(PATCH, calls, later) == (False, False)


def test_a_rehearsal_before_the_run_that_did_it_is_not_the_recorded_fix():
    """`patch -p1 --dry-run` then `patch -p1`: the fix is the run that applied it, so a later `patch -p1` is the fix
    used, not a call missing the rehearsal's `--dry-run`."""
    source = session(("patch < fix.patch", NOT_FOUND, True),
                     ("patch -p1 --dry-run < fix.patch", "checking file src/buf.c", False),
                     ("patch -p1 < fix.patch && make -j4", "patching file src/buf.c", False))
    calls = lesson_calls(PATCH, source.log, redact)
    assert calls.fix_words == ("patch", "-p1")
    later = session(("patch -p1 < ../patches/cve.patch", "patching file src/parse.c", False))
    assert verdict(PATCH, calls, later) == (False, True)


def test_a_rehearsal_alone_is_no_fix_call():
    """With no run after it, the rehearsal only looked: nothing was fixed by a call, and a later rehearsal (`dnsmasq
    --test`) is no use of the fix either."""
    source = session(("patch < fix.patch", NOT_FOUND, True),
                     ("patch -p1 --dry-run < fix.patch", "checking file src/buf.c", False))
    assert lesson_calls(PATCH, source.log, redact).fix_words == ()
    later = session(("patch -p1 --dry-run < ../patches/cve.patch", "checking file src/parse.c", False))
    assert verdict(PATCH, lesson_calls(PATCH, PATCH_SOURCE.log, redact), later) == (False, False)


def test_a_version_banners_list_of_tags_is_no_tagged_message():
    """`OpenVPN 2.6.9 … [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL]` heads every run: the failure is the `OPTIONS ERROR:` line
    under it, so the same negotiation failure with another server's cipher is the lesson's failure again."""
    from core.tracking.signature import signature_of
    out = ("Exit code 1\nOpenVPN 2.6.9 x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL]\n"
           "OPTIONS ERROR: failed to negotiate cipher with server.  Add the server's cipher ('AES-256-CBC') to "
           "--data-ciphers if you want to connect to this server.")
    shape = signature_of(out, "sudo openvpn --config office.ovpn")
    assert shape.error_class == "error" and shape.message[:4] == ("failed", "negotiate", "cipher", "server")
    assert signature_of("[ERROR] Could not resolve dependencies", "mvn package").error_class == "[error]"   # guard


JOIN = "join: users.csv:118: is not sorted: u-Z07,zed@example.com\njoin: input is not in sorted order"
SORTED = gotcha(f"`join -t, users.csv spend.csv` → `{JOIN.splitlines()[1]}`; `LC_ALL=C join -t, users.csv spend.csv` "
                "joined them", "Run join in the C locale: `LC_ALL=C join …`.")


def test_a_file_at_a_line_and_the_data_it_quotes_are_names_not_message_words():
    """join's `users.csv:118: is not sorted: u-Z07,zed@example.com` is the same failure on refunds.csv:41, inside
    `make` too: the file, its line and the row are the session's own."""
    source = session(("join -t, users.csv spend.csv > joined.csv", JOIN, True),
                     ("LC_ALL=C join -t, users.csv spend.csv > joined.csv", "", False))
    calls = lesson_calls(SORTED, source.log, redact)
    assert "csv" not in calls.failure_shape.message and "zed" not in calls.failure_shape.message
    later = session(("make report", "join -t, build/a.csv build/b.csv > build/r.csv\n"
                     "join: build/b.csv:7: is not sorted: INV-b20,acct-9,120.00\njoin: input is not in sorted order\n"
                     "make: *** [Makefile:14: build/r.csv] Error 1", True))
    assert verdict(SORTED, calls, later) == (True, False)


def test_a_missing_command_keeps_its_name_as_the_failure():
    """Guard: `idf.py: command not found` is that command missing; another missing command is another failure."""
    lesson = gotcha("`idf.py build` → `idf.py: command not found`; after `. $HOME/esp/esp-idf/export.sh` it built",
                    "Source the environment first: `. $HOME/esp/esp-idf/export.sh`.")
    source = session(("idf.py build", "/bin/bash: line 1: idf.py: command not found", True),
                     (". $HOME/esp/esp-idf/export.sh >/dev/null && idf.py build", "Project build complete.", False))
    calls = lesson_calls(lesson, source.log, redact)
    later = session(("clang-format -i main/*.c", "/bin/bash: line 1: clang-format: command not found", True))
    assert verdict(lesson, calls, later) == (False, False)


def test_an_option_with_its_value_the_text_gives_is_a_spelling_of_the_fix():
    """"`patch -p1` (the same as `--strip=1`)": `patch --strip=1 < x` is the fix used."""
    lesson = gotcha(f"`patch < fix.patch` → `{NOT_FOUND.splitlines()[0]}`; `patch -p1 < fix.patch` applied it",
                    "Strip the first path component: `patch -p1 < fix.patch` (the same as `--strip=1` or `-p 1`).")
    from core.tracking.profile import anchors_for
    assert "patch --strip=1" in anchors_for(lesson, "").fix_commands
    later = session(("patch --strip=1 < debian/patches/01-fix-build.patch", "patching file Makefile.in", False))
    assert verdict(lesson, lesson_calls(lesson, PATCH_SOURCE.log, redact), later) == (False, True)


def test_a_variable_set_for_another_program_is_not_the_fix_used():
    """`LC_ALL=C join …` is the fix for join: `LC_ALL=C tr …` sets it for tr, and `LC_ALL=C join` again is the fix."""
    source = session(("join -t, users.csv spend.csv > joined.csv", JOIN, True),
                     ("LC_ALL=C join -t, users.csv spend.csv > joined.csv && wc -l joined.csv", "212 joined.csv", False))
    calls = lesson_calls(SORTED, source.log, redact)
    assert calls.fix_words[:1] == ("env",)
    from core.tracking.later import fix_ran
    tr = session(("LC_ALL=C tr -d '\\r' < export-win.csv > export.csv", "", False))
    again = session(("LC_ALL=C join -t, orders.csv refunds.csv > matched.csv", "", False))
    assert not fix_ran(calls, tr.ran(), None) and fix_ran(calls, again.ran(), None)


def test_a_value_read_by_a_command_substitution_tells_no_program():
    """Guard: `RAILS_MASTER_KEY=$(cat key) … bin/rails …`: the `cat` reads the value; with no program told, any call
    setting the variable is the fix used, as before."""
    from core.tracking.later import _set_for
    assert _set_for("RAILS_MASTER_KEY=$(cat ~/keys/prod.key) RAILS_ENV=production bin/rails assets:precompile") == ""
    assert _set_for("OLLAMA_HOST=0.0.0.0 nohup ollama serve") == "ollama"
