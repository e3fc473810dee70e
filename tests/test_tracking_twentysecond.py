"""Tracking (issue 24), twenty-second round: what tracking30's missed applications showed. The recorded fix call's
options written into the config file the lesson names (`-d sat` on a disk's line of /etc/smartd.conf) are the fix
used; Windows' `py` launcher (`py -3.12 -m build -n`) runs the same module as `python -m build -n`. Each test fails on
the code before its rule."""
from __future__ import annotations

import datetime as dt

from core.tracking.record import lesson_calls
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

BRIDGE = "/dev/sdc: Unknown USB bridge [0x174c:0x55aa (0x100)]"
DISK = gotcha(f"`sudo smartctl -a /dev/sdc` → `{BRIDGE}`; `sudo smartctl -d sat -a /dev/sdc` read the attributes",
              "Give the device type: `smartctl -d sat -a /dev/sdX`; for smartd put `-d sat` on the disk's line in "
              "`/etc/smartd.conf`.")
SOURCE = session(("sudo smartctl -a /dev/sdc", BRIDGE, True),
                 ("sudo smartctl -d sat -a /dev/sdc", "SMART Attributes Data Structure revision number: 16", False))


def edited(path: str, new: str) -> object:
    facts = session()
    stamp = dt.datetime(2026, 3, 1, 10, tzinfo=dt.timezone.utc).isoformat()
    facts.add(Turn(TOOL_CALL, "", tool_name="Edit", tool_input={"file_path": path, "old_string": "DEVICESCAN",
                                                                 "new_string": new}, tool_use_id="e", timestamp=stamp))
    facts.add(Turn(TOOL_RESULT, f"The file {path} has been updated successfully.", tool_name="Edit",
                   tool_use_id="e", timestamp=stamp))
    return facts


def test_the_fix_calls_options_written_into_the_config_file_the_lesson_names():
    calls = lesson_calls(DISK, SOURCE.log, redact)
    later = edited("/etc/smartd.conf", "/dev/disk/by-id/usb-ASMT_2115-0:0 -d sat -a -m root\nDEVICESCAN")
    assert verdict(DISK, calls, later) == (False, True)


def test_the_options_written_into_another_file_or_another_option_into_it_are_no_use():
    """Guard: the same words in a note, or another device type in smartd.conf."""
    calls = lesson_calls(DISK, SOURCE.log, redact)
    assert verdict(DISK, calls, edited("/home/dev/notes.md", "try -d sat -a next time")) == (False, False)
    assert verdict(DISK, calls, edited("/etc/smartd.conf", "/dev/sda -d ata -a -m root\nDEVICESCAN")) == (False, False)


def test_the_windows_launcher_runs_the_same_module():
    failing = "python -m build --wheel"
    lesson = gotcha(f"`{failing}` → `ERROR: Could not find a version that satisfies the requirement setuptools>=64`; "
                    "`python -m build --wheel --no-isolation` built it", "Build offline with `--no-isolation` (`-n`).")
    source = session((failing, "ERROR: Could not find a version that satisfies the requirement setuptools>=64", True),
                     ("python -m build --wheel --no-isolation", "Successfully built pkg-1.0-py3-none-any.whl", False))
    calls = lesson_calls(lesson, source.log, redact)
    later = session(("py -3.12 -m build -n --sdist", "Successfully built pkg-1.0.tar.gz", False))
    assert verdict(lesson, calls, later) == (False, True)


def test_an_empty_quoted_argument_is_the_fix_and_its_failure_comes_back_on_another_file():
    """BSD sed's `sed -i '' …` differs from the failing `sed -i …` only by the empty `''`: kept as a word, it is the
    fix call's segment (not the `grep` check beside it), so the failure's quoted file name is only where it met the
    trap and `"README.md": invalid command code R` later is the same failure."""
    failing = "sed -i 's/v1.2/v1.3/' Makefile"
    invalid = 'sed: 1: "Makefile": invalid command code M'
    lesson = gotcha(f"`{failing}` → `{invalid}`; `sed -i '' 's/v1.2/v1.3/' Makefile` worked",
                    "Give BSD sed its suffix: `sed -i '' 's/old/new/' file`.")
    source = session((failing, invalid, True),
                     ("sed -i '' 's/v1.2/v1.3/' Makefile && grep -n v1.3 Makefile", "3:VERSION = v1.3", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert calls.fix_words[:3] == ("sed", "-i", "''")
    later = session(("sed -i 's/beta/rc/' README.md", 'sed: 1: "README.md": invalid command code R', True))
    assert verdict(lesson, calls, later) == (True, False)


def test_shell_writes_are_edits_of_the_file_they_write():
    """`echo … >> f`, `… | sudo tee -a f`, a here-document, `sed -i 's/a/b/' f`, PowerShell's `Add-Content`: the file
    and the text each puts in; a pipe into `tee build.log` or a write to /dev/null or stderr is none."""
    from core.tracking.shellwrites import shell_writes
    assert shell_writes("echo 'location' >> ~/.curlrc") == [("~/.curlrc", "location")]
    assert shell_writes("echo user_allow_other | sudo tee -a /etc/fuse.conf") == [("/etc/fuse.conf", "user_allow_other")]
    assert shell_writes("cat > run.sh <<'EOF'\nset -e\nnasm -f elf64 boot.asm\nEOF\nbash run.sh") == \
        [("run.sh", "set -e\nnasm -f elf64 boot.asm")]
    assert shell_writes("sudo sed -i 's/#user_allow_other/user_allow_other/' /etc/fuse.conf") == \
        [("/etc/fuse.conf", "user_allow_other")]
    assert shell_writes("Add-Content -Path $PROFILE -Value 'Set-Alias k kubectl'") == [("$PROFILE", "Set-Alias k kubectl")]
    assert shell_writes("make 2>&1 | tee build.log") == []
    assert shell_writes("echo $PATH > /dev/null; echo done >&2") == []


def test_the_fix_calls_options_written_by_the_shell_into_the_config_file():
    """The same `-d sat` line put into smartd.conf by `echo … | sudo tee -a`, not the Edit tool."""
    calls = lesson_calls(DISK, SOURCE.log, redact)
    later = session(("echo '/dev/disk/by-id/usb-ASMT_2115-0:0 -d sat -a -m root' | sudo tee -a /etc/smartd.conf",
                     "/dev/disk/by-id/usb-ASMT_2115-0:0 -d sat -a -m root", False))
    assert verdict(DISK, calls, later) == (False, True)


def test_an_option_the_message_quotes_is_what_the_call_was_given_not_the_advice():
    """`unrecognized option '--wsgi-file'`, later `unrecognized option '--module'`: the system uwsgi without its python
    plugin rejects whichever python option it is given; the quoted flag is the name, not the flag it says to use."""
    failing = "uwsgi --http :8080 --wsgi-file app/wsgi.py --master"
    lesson = gotcha(f"`{failing}` → `uwsgi: unrecognized option '--wsgi-file'`; with `--plugin python3` it served",
                    "Load the plugin: `uwsgi --plugin python3 …`.")
    source = session((failing, "uwsgi: unrecognized option '--wsgi-file'\ngetopt_long() error", True),
                     ("uwsgi --plugin python3 --http :8080 --wsgi-file app/wsgi.py --master",
                      "*** Operational MODE: preforking ***\nspawned uWSGI worker 1", False))
    calls = lesson_calls(lesson, source.log, redact)
    later = session(("uwsgi --socket /run/api.sock --module api.wsgi:app --master",
                     "uwsgi: unrecognized option '--module'\ngetopt_long() error", True))
    assert verdict(lesson, calls, later) == (True, False)
