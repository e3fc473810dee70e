"""Tracking (issue 24), thirty-third round: what tracking41's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

import datetime as dt

from core.tracking.record import lesson_calls
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

# --- a fix that is a configuration line, written again with another value ---------------------------------------------

UPLOAD = "curl -sS -f -F 'file=@/srv/exports/q2.zip' https://files.acme.dev/upload"
TOO_LARGE = "curl: (22) The requested URL returned error: 413"
BODY = gotcha(f"`{UPLOAD}` -> `{TOO_LARGE}`; the directive was set nowhere under /etc/nginx/; after "
              "`client_max_body_size 200m;` and a reload the upload went through",
              "Set `client_max_body_size 200m;` (or the size needed) in the server block that takes the upload, check "
              "with `nginx -t`, and reload nginx.")
BODY_SOURCE = session((UPLOAD, TOO_LARGE, True),
                      ("grep -rn client_max_body_size /etc/nginx/ || echo 'not set'", "not set", False))
_t = dt.datetime(2026, 2, 1, 10, 5, tzinfo=dt.timezone.utc).isoformat()
BODY_SOURCE.add(Turn(TOOL_CALL, "Edit", tool_name="Edit", tool_use_id="e1", timestamp=_t, tool_input={
    "file_path": "/etc/nginx/sites-available/files", "old_string": "    server_name files.acme.dev;",
    "new_string": "    server_name files.acme.dev;\n    client_max_body_size 200m;"}))
BODY_SOURCE.add(Turn(TOOL_RESULT, "The file has been updated successfully.", tool_name="Edit", tool_use_id="e1",
                     timestamp=_t))
for _i, (_c, _o) in enumerate((("sudo nginx -t && sudo systemctl reload nginx", "test is successful"),
                               (UPLOAD.replace(" -f", ""), '{"ok":true}'))):
    _t = dt.datetime(2026, 2, 1, 10, 6 + _i, tzinfo=dt.timezone.utc).isoformat()
    BODY_SOURCE.add(Turn(TOOL_CALL, _c, tool_name="Bash", tool_input={"command": _c}, tool_use_id=f"b{_i}",
                         timestamp=_t))
    BODY_SOURCE.add(Turn(TOOL_RESULT, _o, tool_name="Bash", tool_use_id=f"b{_i}", timestamp=_t))
MEDIA = "curl -sS -f -F 'file=@/tmp/80mb.bin' https://media.acme.dev/upload"


def _written_to(path: str) -> tuple[bool, bool]:
    calls = lesson_calls(BODY, BODY_SOURCE.log, redact)
    sed = "sudo sed -i '/server_name media.acme.dev;/a \\    client_max_body_size 100m;'"
    later = session((f"ssh web-2 \"{sed} {path} "
                     "&& sudo nginx -t && sudo systemctl reload nginx\"",
                     "nginx: configuration file /etc/nginx/nginx.conf test is successful", False),
                    (MEDIA, '{"ok":true}', False))
    return verdict(BODY, calls, later)


def test_the_directive_written_with_another_value_under_the_lessons_folder_is_the_fix_applied():
    """Another host, another site, 100m where the lesson needed 200m: the directive is what the lesson taught."""
    assert _written_to("/etc/nginx/sites-available/media.conf") == (False, True)


def test_guard_the_directive_written_into_a_note_is_not_applied():
    assert _written_to("/home/ops/notes/nginx-upload.md") == (False, False)


def test_only_a_configuration_line_is_a_directive():
    from core.tracking.configured import directives
    assert directives(("client_max_body_size 200m;", "nginx -t", "sudo systemctl reload nginx")) == \
        ("client_max_body_size",)
    assert directives(("pip install tomli_w", "max_connections", "pg_ctl restart", "make_install foo",
                       "Run_tests 3")) == ()
    assert directives(("worker_processes auto", "max_connections 200")) == ("worker_processes", "max_connections")


def _later(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(BODY, lesson_calls(BODY, BODY_SOURCE.log, redact), session(*steps, (MEDIA, '{"ok":true}', False)))


def test_guard_looking_for_the_directive_writes_nothing():
    """A `grep` names the directive, a value and a file under the folder: it reads them, whatever it redirects."""
    for grep in ("grep -rn 'client_max_body_size 100m' /etc/nginx/ 2>/dev/null",
                 "grep -c 'client_max_body_size 100m' /etc/nginx/nginx.conf > /tmp/count"):
        assert _later((grep, "12:    client_max_body_size 100m;", False)) == (False, False), grep


def test_the_directive_written_by_tee_or_a_redirection_is_written():
    for line in ("echo 'client_max_body_size 100m;' | sudo tee -a /etc/nginx/conf.d/upload.conf > /dev/null",
                 "echo 'client_max_body_size 100m;' >> /etc/nginx/conf.d/upload.conf"):
        assert _later((line, "", False)) == (False, True), line


def test_guard_a_commented_directive_or_a_note_elsewhere_is_not_written():
    assert _later(("echo '# client_max_body_size 100m;' | sudo tee -a /etc/nginx/sites-available/media.conf", "",
                   False)) == (False, False)
    assert _later(("echo '#  client_max_body_size 100m;' | sudo tee -a /etc/nginx/conf.d/upload.conf", "",
                   False)) == (False, False)
    for line in ("sudo sed -i 's/80/8080/' /etc/nginx/sites-available/media.conf && echo 'client_max_body_size 1g' "
                 ">> ~/notes/nginx.md",
                 "echo 'client_max_body_size 1g' >> ~/notes/nginx.md && sudo sed -i 's/80/8080/' "
                 "/etc/nginx/sites-available/media.conf"):
        assert _later((line, "", False)) == (False, False), line   # the file it writes is the note


def test_guard_a_file_read_on_the_next_line_is_not_the_one_written():
    """`sed -i` writes the note; the nginx config is only read, by the command on the next line."""
    assert _later(("sudo sed -i 's/x/client_max_body_size 100m;/' /home/ops/notes.md\ncat /etc/nginx/nginx.conf", "",
                   False)) == (False, False)
