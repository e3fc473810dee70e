"""Tracking (issue 24), thirty-second round: what tracking40's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.causes import other_library
from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

# --- another shared library missing is another failure ---------------------------------------------------------------

TB = ("Traceback (most recent call last):\n  File \"/app/thumbs.py\", line 1, in <module>\n    import cv2\n"
      "  File \"/usr/local/lib/python3.12/site-packages/cv2/__init__.py\", line 153, in bootstrap\n"
      "    native_module = importlib.import_module(\"cv2\")\n"
      "ImportError: {lib}: cannot open shared object file: No such file or directory")
LIBGL = gotcha("`docker run --rm thumbs:dev python thumbs.py` -> `ImportError: libGL.so.1: cannot open shared object "
               "file: No such file or directory`",
               "Use `opencv-python-headless` in slim images, or `apt-get install -y libgl1`.")
LIBGL_SOURCE = session(("docker run --rm thumbs:dev python thumbs.py", "Exit code 1\n" + TB.format(lib="libGL.so.1"),
                        True),
                       ("docker run --rm thumbs:dev pip install opencv-python-headless", "Successfully installed",
                        False))


def test_another_missing_shared_library_is_another_failure():
    """`libgthread-2.0.so.0` missing is glib's, not the `libGL.so.1` the lesson was learned on: another package."""
    calls = lesson_calls(LIBGL, LIBGL_SOURCE.log, redact)
    later = session(("docker run --rm annotator:trim python -c 'import cv2'",
                     "Exit code 1\n" + TB.format(lib="libgthread-2.0.so.0"), True))
    assert verdict(LIBGL, calls, later)[0] is False


def test_guard_the_same_library_missing_elsewhere_is_the_failure_again():
    calls = lesson_calls(LIBGL, LIBGL_SOURCE.log, redact)
    later = session(("docker run --rm annotator:trim python -c 'import cv2'",
                     "Exit code 1\n" + TB.format(lib="libGL.so.1"), True))
    assert verdict(LIBGL, calls, later)[0] is True


def test_a_library_cut_short_in_the_record_is_still_named():
    """The recorded output may be kept cut short (`libGL.so.1: cannot open shared obje…`)."""
    fix = "apt-get install -y libgl1"
    assert other_library("ImportError: libGL.so.1: cannot open shared obje…",
                         "ImportError: libgthread-2.0.so.0: cannot open shared object file", fix)
    assert not other_library("ImportError: libGL.so.1: cannot open shared obje…",
                             "ImportError: libGL.so.1: cannot open shared object file", fix)
    assert not other_library("ImportError: No module named 'cv2'", "ImportError: libGL.so.1: cannot open shared", fix)


def test_guard_a_fix_for_any_library_covers_another_one():
    """`npx playwright install-deps` (or a library path) installs or finds whatever is missing: another library
    missing is the lesson's failure again."""
    assert not other_library("chrome: error while loading shared libraries: libnss3.so: cannot open shared object",
                             "chrome: error while loading shared libraries: libatk-1.0.so.0: cannot open shared",
                             "npx playwright install-deps")


# --- a failing call that ran the lesson's fix itself ------------------------------------------------------------------

NOT_FOUND = "{plugin}: program not found or is not executable\nPlease specify a program using absolute path or make " \
            "sure the program is available in your PATH system variable\n--{out}_out: {plugin}: Plugin failed with " \
            "status code 1."
PROTOC = gotcha("`protoc --go_out=. api/v1/api.proto` -> `protoc-gen-go: program not found or is not executable`",
                "Put the Go bin folder on PATH for protoc: `PATH=\"$PATH:$HOME/go/bin\" protoc --go_out=. <proto>`.")
PROTOC_SOURCE = session(("protoc --go_out=. api/v1/api.proto", "Exit code 1\n" + NOT_FOUND.format(
    plugin="protoc-gen-go", out="go"), True),
                        ('PATH="$PATH:$HOME/go/bin" protoc --go_out=. api/v1/api.proto', "", False))


def test_a_failing_call_given_the_lessons_setting_failed_of_another_cause():
    """The call ran with the Go bin folder on PATH, the lesson's fix, value and all: its `program not found` is
    another plugin's (protoc-gen-go-grpc, never installed), not the lesson's failure."""
    calls = lesson_calls(PROTOC, PROTOC_SOURCE.log, redact)
    later = session(('PATH="$PATH:$HOME/go/bin" protoc --go_out=. --go-grpc_out=. api/v2/api.proto',
                     "Exit code 1\n" + NOT_FOUND.format(plugin="protoc-gen-go-grpc", out="go-grpc"), True))
    assert verdict(PROTOC, calls, later)[0] is False


def test_guard_the_same_call_without_the_setting_is_the_failure_again():
    calls = lesson_calls(PROTOC, PROTOC_SOURCE.log, redact)
    later = session(("protoc --go_out=. api/v2/api.proto",
                     "Exit code 1\n" + NOT_FOUND.format(plugin="protoc-gen-go", out="go"), True))
    assert verdict(PROTOC, calls, later)[0] is True


# --- a fix path put in place by a copy -------------------------------------------------------------------------------

KAGGLE_ERR = ("Traceback (most recent call last):\n  File \"/home/dana/.local/bin/kaggle\", line 5, in <module>\n"
              "OSError: Could not find kaggle.json. Make sure it's located in /home/dana/.kaggle. Or use the "
              "environment method.")
KAGGLE = gotcha("`kaggle datasets download -d blastchar/telco-customer-churn` -> `OSError: Could not find kaggle.json`",
                "Export KAGGLE_USERNAME and KAGGLE_KEY (`set -x` in fish), or put the API token at "
                "~/.kaggle/kaggle.json with mode 600.")
KAGGLE_SOURCE = session(("kaggle datasets download -d blastchar/telco-customer-churn", KAGGLE_ERR, True),
                        ("set -x KAGGLE_USERNAME dana; set -x KAGGLE_KEY (cat ~/secrets/kaggle.key); kaggle datasets "
                         "download -d blastchar/telco-customer-churn", "Downloading telco-customer-churn.zip", False))


def test_a_fix_path_a_copy_put_in_place_is_the_fix_applied():
    """`install -D -m 600 ~/Downloads/kaggle.json ~/.kaggle/kaggle.json`, then kaggle works: the lesson's other way."""
    calls = lesson_calls(KAGGLE, KAGGLE_SOURCE.log, redact)
    later = session(("install -D -m 600 ~/Downloads/kaggle.json ~/.kaggle/kaggle.json", "", False),
                    ("kaggle datasets list -s churn", "ref  title  size\nblastchar/telco-customer-churn", False))
    assert verdict(KAGGLE, calls, later)[1] is True


def test_guard_a_copy_of_the_path_elsewhere_is_not_the_fix():
    calls = lesson_calls(KAGGLE, KAGGLE_SOURCE.log, redact)
    later = session(("cp ~/.kaggle/kaggle.json /tmp/backup/kaggle.json", "", False),
                    ("kaggle datasets list -s churn", "ref  title  size\nblastchar/telco-customer-churn", False))
    assert verdict(KAGGLE, calls, later)[1] is False


def test_guard_another_value_of_the_variable_is_not_the_setting():
    calls = lesson_calls(PROTOC, PROTOC_SOURCE.log, redact)
    later = session(('PATH="$PATH:/opt/nothing" protoc --go_out=. api/v2/api.proto',
                     "Exit code 1\n" + NOT_FOUND.format(plugin="protoc-gen-go", out="go"), True))
    assert verdict(PROTOC, calls, later)[0] is True


def test_guard_a_line_running_the_program_again_without_the_setting_may_be_what_failed():
    calls = lesson_calls(PROTOC, PROTOC_SOURCE.log, redact)
    later = session(('PATH="$PATH:$HOME/go/bin" protoc --go_out=. a.proto; protoc --go_out=. b.proto',
                     "Exit code 1\n" + NOT_FOUND.format(plugin="protoc-gen-go", out="go"), True))
    assert verdict(PROTOC, calls, later)[0] is True


def test_guard_a_copy_away_from_the_fix_path_or_a_link_to_it_is_not_the_fix():
    calls = lesson_calls(KAGGLE, KAGGLE_SOURCE.log, redact)
    for away in ("cp -t /tmp/backup ~/.kaggle/kaggle.json", "mv -t /tmp/old ~/.kaggle/kaggle.json",
                 "ln -s ~/.kaggle/kaggle.json"):
        later = session((away, "", False),
                        ("kaggle datasets list -s churn", "ref  title  size\nblastchar/telco-customer-churn", False))
        assert verdict(KAGGLE, calls, later)[1] is False, away
