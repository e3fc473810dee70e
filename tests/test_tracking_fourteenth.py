"""Tracking (issue 24), fourteenth round: the fix's settings in every shell's words, and errors prefixed `Fatal:`.
A placeholder a fix gives an option (`--access-token <token>`) is no secret, and redacting it must not swallow the
code span's closing backtick and with it the spans after it (`DIGITALOCEAN_ACCESS_TOKEN`); an environment variable
the fix names counts as set by fish (`set -gx NAME …`), PowerShell (`$env:NAME = …`) and cmd (`setx NAME …`) as by
`NAME=…`; restic's `Fatal: Please specify repository location` is an error with a message, as `fatal:` is, so the
same failure from another subcommand is the lesson's failure back; one program given the same options for each of
its subcommands (`wails build -tags x`, `wails dev -tags x`) is one fix per subcommand, not a chain; the fix's value
among a list given the same option (`-tags "webkit2_41,sqlite_fts5"`) is the fix; a failure recorded by its class
and names with no message (`Package webkit2gtk-4.0 was not found`) met on one line of another failing program's
output (the same build inside `docker build`) is the failure back. Each test fails on the code before its rule."""
from __future__ import annotations

from core.tracking.variables import sets_variable
from core.tracking.record import lesson_calls
from core.tracking.signature import signature_of
from core.tracking.wordmatch import word_matches
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

TOKEN_ERROR = "Error: Unable to initialize DigitalOcean API client: access token is required."
LISTING = "Name           Public IPv4\nweb-fra1-01    164.90.161.12"
DOCTL = gotcha("`doctl compute droplet list` → `access token is required` … `doctl auth init --access-token "
               "(cat ~/.config/doctl/token.txt)` → `Validating token... OK`",
               "Authenticate once with `doctl auth init --access-token <token>`, or export "
               "`DIGITALOCEAN_ACCESS_TOKEN`, or pass `--access-token` on each call.")
DOCTL_SOURCE = session(("doctl compute droplet list", TOKEN_ERROR, True),
                       ("doctl auth init --access-token (cat ~/.config/doctl/token.txt)", "Validating token... OK", False),
                       ("doctl compute droplet list", LISTING, False))


def test_a_placeholder_value_ends_at_its_code_span():
    text = "Authenticate once with `doctl auth init --access-token <token>`, or export `DIGITALOCEAN_ACCESS_TOKEN`"
    assert redact(text) == text
    assert "dop_v1_abcdef" not in redact("doctl auth init --access-token dop_v1_abcdef0123456789abcdef")


def test_a_variable_set_in_any_shell_is_set():
    assert sets_variable("NGROK_AUTHTOKEN", '$env:NGROK_AUTHTOKEN = "x"; ngrok http 8080')
    assert sets_variable("DIGITALOCEAN_ACCESS_TOKEN", "set -gx DIGITALOCEAN_ACCESS_TOKEN (cat t); and doctl ls")
    assert sets_variable("APP_KEYS", "setx APP_KEYS a,b") and sets_variable("APP_KEYS", "export APP_KEYS=a,b")
    assert not sets_variable("APP_KEYS", "echo $APP_KEYS") and not sets_variable("APP_KEYS", "MY_APP_KEYS=a npm start")


def test_the_fix_s_variable_set_by_fish_before_the_first_call_is_the_fix_applied():
    calls = lesson_calls(DOCTL, DOCTL_SOURCE.log, redact)
    later = session(("set -gx DIGITALOCEAN_ACCESS_TOKEN (cat ~/.config/doctl/token.txt); and doctl registry "
                     "repository list-v2", "Name    Latest Tag\napi     v2.14.0", False))
    assert verdict(DOCTL, calls, later) == (False, True)


def test_a_capitalised_fatal_prefix_is_an_error_with_its_message():
    restic = signature_of("Exit code 1\nFatal: Please specify repository location (-r or --repository-file)",
                          "restic snapshots --latest 3")
    assert restic.error_class == "fatal" and "repository" in restic.message


def test_the_same_fatal_error_from_another_subcommand_is_the_failure_back():
    missing = "Fatal: Please specify repository location (-r or --repository-file)"
    lesson = gotcha("`restic snapshots --latest 3` → `Fatal: Please specify repository location` … `source "
                    "~/.config/restic/b2.env && restic snapshots --latest 3` listed the snapshots",
                    "Source the env file in the same command: `source ~/.config/restic/b2.env && restic ...`.")
    source = session(("restic snapshots --latest 3", missing, True),
                     ("source ~/.config/restic/b2.env && restic snapshots --latest 3", "ID  Time\n4f1a9b2c  2026", False))
    calls = lesson_calls(lesson, source.log, redact)
    later = session(("restic forget --keep-daily 7 --prune", missing, True),
                    ("source ~/.config/restic/b2.env && restic forget --keep-daily 7 --prune", "remove 9 snapshots", False))
    assert verdict(lesson, calls, later)[0] is True


MISSING_WEBKIT = ("ERROR   # pkg-config --cflags  -- gtk+-3.0 webkit2gtk-4.0\nPackage webkit2gtk-4.0 was not found in the "
                  "pkg-config search path.\nPerhaps you should add the directory containing `webkit2gtk-4.0.pc'\nPackage "
                  "'webkit2gtk-4.0', required by 'virtual:world', not found")
WAILS = gotcha("`wails build` → `Package webkit2gtk-4.0 was not found` … `wails build -tags webkit2_41` built it",
               "Give the build tag: `wails build -tags webkit2_41`, and `wails dev -tags webkit2_41` for the dev server.")
WAILS_SOURCE = session(("wails build", MISSING_WEBKIT, True), ("wails build -tags webkit2_41", "Built 'build/bin/x'", False))


def test_one_program_given_the_same_options_for_each_subcommand_is_one_fix_per_subcommand():
    from core.tracking.profile import anchors_for
    # (the tag is the fix's own, which the evidence quotes as run: no name of the session's, so kept as written)
    assert {"wails build -tags webkit2_41", "wails dev -tags webkit2_41"} <= set(anchors_for(WAILS, "").fix_commands)


def test_the_fix_s_value_among_a_list_given_the_same_option_is_the_fix():
    assert word_matches("webkit2_41", '"webkit2_41,sqlite_fts5"') and not word_matches("webkit2_41", "sqlite_fts5")
    calls = lesson_calls(WAILS, WAILS_SOURCE.log, redact)
    later = session(('wails build -clean -tags "webkit2_41,sqlite_fts5"', "Built 'build/bin/x'", False))
    assert verdict(WAILS, calls, later) == (False, True)


def test_a_failure_recorded_by_class_and_names_met_inside_another_programs_output_is_back():
    calls = lesson_calls(WAILS, WAILS_SOURCE.log, redact)
    inside = ("#12 [builder 7/7] RUN wails build\n#12 ERROR   # pkg-config --cflags  -- gtk+-3.0 webkit2gtk-4.0\n"
              "#12         Package webkit2gtk-4.0 was not found in the pkg-config search path\nERROR: failed to solve: "
              "process \"/bin/sh -c wails build\" did not complete successfully: exit code: 1")
    later = session(("docker build -t desk -f build/ci.Dockerfile .", inside, True),
                    ("docker build -t desk -f build/ci.Dockerfile .", "#12 Built 'build/bin/x'", False))
    assert verdict(WAILS, calls, later)[0] is True
    other = session(("docker build -t desk .", "ERROR: failed to solve: process did not complete: Package libfoo-2.0 "
                     "was not found", True))
    assert verdict(WAILS, calls, other)[0] is False
