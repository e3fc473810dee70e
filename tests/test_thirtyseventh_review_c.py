"""Issue 24, thirty-seventh round: the second independent review, of the two rules after the first review.
1. evidence: a program the session ran read as one more vocabulary made an output line opening on a program's name a
   command line (`ffmpeg version 4.4.2-…`, `rails aborted!`, `timeout of 5000ms exceeded`, `open x.yaml: no such
   file`, `file format not recognized`), and a true lesson was refused: now only a quote written as a command the
   session ran, opening it (`subjects.as_run`), is one;
2. tracking: the field-name pattern took the value's opening quote with the key, so a one-word value
   (`"invalid_grant"`, `'not_in_channel'`) was dropped too: now only the key is.
Each case is a true lesson or a real recurrence; kept as guards, they hold now. `verdict` asserts the whole-range
judge and the streaming scan agree."""
from __future__ import annotations


from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.tracking.usage import SessionFacts
from core.transcript.redact import redact
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict
from tests.test_tracking_calls import gotcha as track_gotcha
from tests.test_tracking_calls import session as track_session
from tests.test_tracking_calls import verdict as track_verdict


# ================================================================ 1. evidence: output lines opening on a program's name

FFMPEG_AV1 = "ffmpeg -y -i demo.mov -c:v libsvtav1 demo.mkv"
FFMPEG_BANNER = "ffmpeg version 4.4.2-0ubuntu0.22.04.1"


def ffmpeg_session() -> Builder:
    """ffmpeg prints its version banner on stderr at the start of EVERY run (unless -hide_banner)."""
    b = Builder()
    b.prompt("convert the demo to av1")
    b.tool("Bash", {"command": FFMPEG_AV1},
           f"Exit code 1\n{FFMPEG_BANNER} Copyright (c) 2000-2021 the FFmpeg developers\n"
           "  built with gcc 11 (Ubuntu 11.2.0-19ubuntu1)\n"
           "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'demo.mov':\n"
           "  Duration: 00:00:12.04, start: 0.000000, bitrate: 8123 kb/s\n"
           "Unknown encoder 'libsvtav1'", is_error=True)
    b.tool("Bash", {"command": "ffmpeg -y -i demo.mov -c:v libaom-av1 -crf 30 demo.mkv"},
           f"{FFMPEG_BANNER} Copyright (c) 2000-2021 the FFmpeg developers\n"
           "frame=  362 fps=4.1 q=0.0 Lsize=    1021kB time=00:00:12.03\nvideo:1003kB audio:12kB")
    return b


def test_ffmpeg_version_banner_is_no_command_line(tmp_path):
    """Ubuntu 22.04's ffmpeg 4.4.2 has no SVT-AV1 encoder. The lesson quotes the banner ffmpeg printed, the error and
    the exit code, all in the failed call: true. Because `ffmpeg` ran, the lower-case banner `ffmpeg version 4.4.2-…`
    becomes the command line of the call that "exit code 1" is said of; no call ran that: refused. (The first review
    only caught capitalised banners, `Vercel CLI 33.0.1`, by case.) Right: write. NEW (ed817f80: write)."""
    e = fact(f"Ubuntu's `{FFMPEG_BANNER}` has no SVT-AV1 encoder: `Unknown encoder 'libsvtav1'` and exit code 1")
    assert verdict(ffmpeg_session(), tmp_path, e) == "write"


def test_a_banner_after_the_real_command_does_not_take_its_place_as_subject(tmp_path):
    """Two quotes in one clause: the command that ran (commandish by its flags), then the banner it printed. The
    subject of "exit code 1" is the LAST command-like quote before it (`_subjects`' `cmds[-1:]`), which is now the
    banner, not `ffmpeg -y -i … -c:v libsvtav1 …`; the true lesson is refused. A lesson that names its command
    properly is hurt by the new vocabulary. Right: write. NEW (ed817f80: write)."""
    e = fact(f"`{FFMPEG_AV1}` on `{FFMPEG_BANNER}`: `Unknown encoder 'libsvtav1'`, exit code 1")
    assert verdict(ffmpeg_session(), tmp_path, e) == "write"


def rails_session() -> Builder:
    b = Builder()
    b.prompt("migrate the dev db")
    b.tool("Bash", {"command": "rails db:migrate"},
           "Exit code 1\nrails aborted!\nActiveRecord::NoDatabaseError: We could not find your database: "
           "app_development. Available database configurations can be found in config/database.yml.\n\n"
           "Tasks: TOP => db:migrate\n(See full trace by running task with --trace)", is_error=True)
    b.tool("Bash", {"command": "rails db:create db:migrate"},
           "Created database 'app_development'\n== 20261130101010 CreateUsers: migrating ======\n"
           "-- create_table(:users)\n   -> 0.0123s")
    return b


def test_rails_aborted_line_is_no_command_line(tmp_path):
    """`rails db:migrate` (Rails run as `rails`, not `bin/rails`) prints `rails aborted!` then the error, exit 1.
    The lesson quotes exactly that: true. `rails aborted!` opens on `rails`, which ran, and `aborted!` is in no guard
    list (log levels, message verbs): it is taken for the failed call's command line: refused. Right: write. NEW
    (ed817f80: write; `rake aborted!` was already misread, `rake` being in COMMAND_WORDS)."""
    e = fact("`rails db:migrate`: `rails aborted!`, `ActiveRecord::NoDatabaseError`, exit code 1")
    assert verdict(rails_session(), tmp_path, e) == "write"


def test_axios_timeout_message_is_no_command_line_when_a_timeout_wrapper_ran(tmp_path):
    """The model capped the suite with `timeout 300 npm test …`; `steps.programs` lists `timeout` as a program the
    session ran. Axios' error `timeout of 5000ms exceeded` (lower case, and `past_set_up` only skips `timeout N`)
    then reads as a command line, the subject of "exit code 1": refused. The citation is true. Right: write. NEW
    (ed817f80: write)."""
    b = Builder()
    b.prompt("the payments tests hang in CI, run them with a cap")
    b.tool("Bash", {"command": "timeout 300 npm test -- payments"},
           "Exit code 1\n> api@1.0.0 test\n> jest payments\n\nFAIL src/payments/charge.test.ts (6.2 s)\n"
           "  ● charge › captures the payment\n\n    AxiosError: timeout of 5000ms exceeded\n\n"
           "      at RedirectableRequest.handleRequestTimeout (node_modules/axios/lib/adapters/http.js:630:16)\n\n"
           "Tests:       1 failed, 11 passed, 12 total", is_error=True)
    e = fact("`timeout of 5000ms exceeded` in `charge › captures the payment`, exit code 1")
    assert verdict(b, tmp_path, e) == "write"


def test_webpack_export_not_found_is_no_command_line_when_export_ran(tmp_path):
    """`export NODE_OPTIONS=… && npm run build`: the shell builtin `export` is a program the session ran. webpack's
    (create-react-app's) error `export 'default' (imported as 'App') was not found in './App'` opens on `export`: read
    as the failed call's command line: refused. True lesson. Right: write. NEW (ed817f80: write)."""
    b = Builder()
    b.prompt("the build is broken after the rename")
    b.tool("Bash", {"command": "export NODE_OPTIONS=--openssl-legacy-provider && npm run build"},
           "Exit code 1\n> web@0.1.0 build\n> react-scripts build\n\nCreating an optimized production build...\n"
           "Failed to compile.\n\nexport 'default' (imported as 'App') was not found in './App' (possible exports: "
           "App)", is_error=True)
    e = fact("`export 'default' (imported as 'App') was not found in './App'` and exit code 1")
    assert verdict(b, tmp_path, e) == "write"


def test_go_open_error_is_no_command_line_when_a_python_heredoc_called_open(tmp_path):
    """The model read a YAML file with a Python heredoc (`python3 - <<'EOF' … open('config/app.yaml') … EOF`).
    `steps.programs` splits the heredoc body at parentheses, so `open`, `print`, `yaml.safe_load(…)`'s argument
    and the like all become "programs the session ran" (macOS `open coverage.html` does the same for `open`). Go's
    error `open config/local.yaml: no such file or directory` then reads as a command line: the true lesson (that
    error and `exit status 1` from `go run`) is refused. Right: write. NEW (ed817f80: write)."""
    b = Builder()
    b.prompt("the api won't start")
    b.tool("Bash", {"command": "python3 - <<'EOF'\nimport yaml\nprint(yaml.safe_load(open('config/app.yaml'))['env'])"
                               "\nEOF"}, "local")
    b.tool("Bash", {"command": "go run ./cmd/api"},
           "Exit code 1\n2026/11/30 10:00:00 load config: open config/local.yaml: no such file or directory\n"
           "exit status 1", is_error=True)
    e = fact("`open config/local.yaml: no such file or directory` and exit status 1")
    assert verdict(b, tmp_path, e) == "write"


def test_go_stat_error_is_no_command_line_when_stat_ran(tmp_path):
    """`stat -c …` listed cmd/; `go build ./cmd/server` then failed with Go's `stat <dir>: directory not found`. The
    Go error opens on `stat`, which ran: taken for the failed call's command line: refused. True. Right: write. NEW
    (ed817f80: write)."""
    b = Builder()
    b.prompt("build the server")
    b.tool("Bash", {"command": "stat -c '%n %s' cmd/*"}, "cmd/api 4096\ncmd/worker 4096")
    b.tool("Bash", {"command": "go build -o bin/server ./cmd/server"},
           "Exit code 1\nstat /home/dev/proj/cmd/server: directory not found", is_error=True)
    e = fact("`stat /home/dev/proj/cmd/server: directory not found` and exit code 1: the package is cmd/api")
    assert verdict(b, tmp_path, e) == "write"


def test_linker_file_format_not_recognized_is_no_command_line_when_file_ran(tmp_path):
    """Cross-compiling: the model ran `file libfoo.a` (`file` is a look-only program), then the link failed with
    ld's `file format not recognized`. The lesson quotes that and exit code 1: true. The ld message opens on `file`,
    which ran, so it is read as the failed call's command: refused. Right: write. NEW (ed817f80: write)."""
    b = Builder()
    b.prompt("link the app against the vendored libfoo")
    b.tool("Bash", {"command": "file vendor/libfoo.a vendor/foo.o"},
           "vendor/libfoo.a: current ar archive\nvendor/foo.o: ELF 64-bit LSB relocatable, ARM aarch64, version 1 "
           "(SYSV), not stripped")
    b.tool("Bash", {"command": "gcc -o app main.o -Lvendor -lfoo"},
           "Exit code 1\n/usr/bin/ld: vendor/libfoo.a: error adding symbols: file format not recognized\n"
           "collect2: error: ld returned 1 exit status", is_error=True)
    e = fact("`file format not recognized` and exit code 1: vendor/libfoo.a is an aarch64 archive")
    assert verdict(b, tmp_path, e) == "write"


def test_ffmpeg_banner_said_to_succeed_is_no_command_line(tmp_path):
    """The same banner with an "ok" outcome: "`ffmpeg version 4.4.2…` encoded with `-c:v libaom-av1` successfully"
    (true: the libaom run printed that banner and went well). The banner becomes the subject of "successfully", no
    call ran it: refused. Right: write. NEW (ed817f80: write)."""
    e = fact(f"`{FFMPEG_BANNER}` encoded with `-c:v libaom-av1` successfully")
    assert verdict(ffmpeg_session(), tmp_path, e) == "write"


# ======================================================== 2. tracking: a JSON field's VALUE dropped with its key

def _session(*steps: tuple[str, str, bool]) -> SessionFacts:
    """Bash calls with their whole output (the real `Exit code N` line included)."""
    return track_session(*steps, whole=True)


TOKEN = ("curl -s --fail-with-body https://oauth2.googleapis.com/token -d grant_type=refresh_token "
         "-d client_id=$CLIENT_ID -d client_secret=$CLIENT_SECRET -d refresh_token=$REFRESH_TOKEN")


def _google(err: str, desc: str) -> str:
    # Google's token endpoint answers a 400 with this pretty-printed body; curl --fail-with-body exits 22
    return 'Exit code 22\n{\n  "error": "%s",\n  "error_description": "%s"\n}' % (err, desc)


EXPIRED = _google("invalid_grant", "Token has been expired or revoked.")
OAUTH = track_gotcha(f'`{TOKEN}` -> `"error": "invalid_grant"`; after `python scripts/auth.py --consent` the token '
                     "call returned an access_token",
                     "Refresh tokens of a Google app in Testing mode expire after 7 days: run "
                     "`python scripts/auth.py --consent` again.")
OAUTH_SOURCE = _session((TOKEN, EXPIRED, True), ("python scripts/auth.py --consent", "Saved token.json", False),
                        (TOKEN, '{\n  "access_token": "ya29.a0",\n  "expires_in": 3599\n}', False))


def test_the_same_invalid_grant_a_week_later_is_recurred():
    """The refresh token expired again a week later: the very same `{"error": "invalid_grant", …}` from the same
    call. Right: recurred. `_FIELD_NAME` ends by consuming the value's opening quote, so `_field_name` drops the
    VALUE `invalid_grant` together with the key `error` (and `error_description`): both signatures have no name at
    all and nothing matches: not recurred. NEW (ed817f80: recurred — though it also said recurred for an
    `invalid_client`, by the shared key names; the right split is on the value)."""
    calls = lesson_calls(OAUTH, OAUTH_SOURCE.log, redact)
    assert track_verdict(OAUTH, calls, _session((TOKEN, EXPIRED, True)))[0] is True


_SLACK = ('Traceback (most recent call last):\n  File "<string>", line 4, in <module>\n'
          '  File "/home/dev/digest/.venv/lib/python3.12/site-packages/slack_sdk/web/client.py", line 2915, in {fn}\n'
          '    return self.api_call("{api}", params=kwargs)\n'
          'slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/{api})\n'
          "The server responded with: {{'ok': False, 'error': '{err}'}}")


def test_the_bot_not_in_the_channel_again_on_another_method_is_the_same_symptom():
    """Lesson: the bot must be invited to the channel (`not_in_channel` from conversations.history). Later the same
    bot posts there (chat.postMessage) and Slack answers `{'ok': False, 'error': 'not_in_channel'}` again: the same
    trap. Right: same symptom. The value `not_in_channel` is dropped as if it were a field's name, leaving only the
    API method names, which differ: not the same. NEW (ed817f80: same symptom)."""
    cmd = "uv run python -c '...'"
    lesson = signature_of(_SLACK.format(fn="conversations_history", api="conversations.history",
                                        err="not_in_channel"), cmd)
    later = signature_of(_SLACK.format(fn="chat_postMessage", api="chat.postMessage", err="not_in_channel"), cmd)
    assert same_symptom(lesson, later)
