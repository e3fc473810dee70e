"""Tracking (issue 24), fortieth round: `df` and `docker system df` only look. A workaround that says "Check `docker
system df`, then free Docker's space: `docker builder prune -af` …" had its look recorded as the fix call, and a later
session that pruned never met it; a fix call that only looks is no call to meet, so the lesson's own words decide. Each
test fails on the code before the rule, except the guards, which hold before and after."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

PULL = "docker pull ghcr.io/acme/worker:1.8.2"
FULL = "failed to register layer: write /usr/local/lib/libtorch_cuda.so: no space left on device"
PRUNE = "docker builder prune -af && docker image prune -af"
SPACE = gotcha(f"`{FULL}`; `Build Cache     512       0         38.2GB    38.2GB`",
               "Check `docker system df`, then free Docker's space: `docker builder prune -af` and "
               "`docker image prune -af` (or `docker system prune -af` for all of it), and retry the pull.")
SPACE_SOURCE = session((PULL, FULL, True),
                       ("df -h /var/lib/docker && docker system df", "/dev/nvme0n1p1  100G   99G  1.0G  99% /\n"
                        "Build Cache     512       0         38.2GB    38.2GB", False),
                       (PRUNE, "Total reclaimed space: 14.1GB", False),
                       (PULL, "Status: Downloaded newer image for ghcr.io/acme/worker:1.8.2", False))


def _space(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(SPACE, lesson_calls(SPACE, SPACE_SOURCE.log, redact), session(*steps))


def test_pruning_before_a_later_pull_is_the_fix_applied():
    assert _space(("docker builder prune -af && docker pull ghcr.io/acme/worker:1.9.0",
                   "Total reclaimed space: 12.4GB\nStatus: Downloaded newer image for ghcr.io/acme/worker:1.9.0",
                   False)) == (False, True)


def test_guard_only_looking_at_the_disk_is_no_fix():
    assert _space(("docker system df", "Build Cache     80       0         2.1GB    2.1GB", False)) == (False, False)


def test_guard_the_failure_again_is_a_recurrence():
    assert _space(("docker pull ghcr.io/acme/api:3.0.0", FULL, True)) == (True, False)


def test_a_cited_place_nobody_may_look_at_is_neither_tracked_nor_gone(tmp_path):
    """A lesson citing `/proc/1/root/…` (a distroless container's files, seen through `kubectl debug`) stopped the
    tracking with PermissionError where the path may not be looked at: such a place is left out, never a traceback.
    (A name too long for the file system raises the same way on any machine.)"""
    from core.tracking.anchors import Anchors
    from core.tracking.tracked import tracked_now
    here = tmp_path / "app.py"
    here.write_text("")
    kept = ("/" + "a" * 300 + "/app/config.yaml", str(here))
    assert tracked_now(Anchors(kept_paths=kept), "").tracked_paths == (str(here),)   # (a global lesson's)



def test_a_tracked_place_nobody_may_look_at_any_more_is_not_gone(tmp_path):
    """`entries list`, `check` and `status` ask whether each tracked path is gone: one that cannot be looked at is
    not reported gone (nor raises); one that is gone is."""
    from core.tracking.anchors import Anchors
    from core.tracking.profile import Known
    from core.tracking.record import stale_anchors
    from core.tracking.signature import Signature
    unseen, gone = "/" + "a" * 300 + "/app/config.yaml", str(tmp_path / "removed.yaml")
    k = Known(SPACE, "global", "", "gotchas.md", 0.0, Signature(), Anchors(tracked_paths=(unseen, gone)))
    assert stale_anchors(k, None) == [gone]


RUN = ".venv/bin/flask --app shop run"
NO_QUOTE = ("Traceback (most recent call last):\n  File \"/srv/shop/.venv/lib/python3.11/site-packages/flask/app.py\", "
            "line 7, in <module>\nImportError: cannot import name 'url_quote' from 'werkzeug.urls' "
            "(/srv/shop/.venv/lib/python3.11/site-packages/werkzeug/urls.py)")
PIN = gotcha("`ImportError: cannot import name 'url_quote' from 'werkzeug.urls'`; after `pip install \"Werkzeug<3\"` "
             "the app started", "Pin Werkzeug below 3: `pip install \"Werkzeug<3\"`.")
PIN_SOURCE = session((RUN, NO_QUOTE, True),
                     ('.venv/bin/pip install "Werkzeug<3"', "Successfully installed Werkzeug-2.3.8", False),
                     (RUN, " * Running on http://127.0.0.1:5000", False))


def _pin(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(PIN, lesson_calls(PIN, PIN_SOURCE.log, redact), session(*steps))


def test_another_packages_missing_name_is_another_trap():
    """The fix pins the package the missing name was imported from: `escape` gone from `jinja2` is Jinja2's own
    trap, not Werkzeug 3's come back."""
    assert _pin((".venv/bin/flask --app admin run", "ImportError: cannot import name 'escape' from 'jinja2' "
                 "(/home/j/admin/.venv/lib/python3.9/site-packages/jinja2/__init__.py)", True)) == (False, False)


def test_guard_another_name_gone_from_the_same_package_is_the_trap_again():
    assert _pin((".venv/bin/flask --app admin run", "ImportError: cannot import name 'url_unquote' from "
                 "'werkzeug.urls' (/home/j/admin/.venv/lib/python3.9/site-packages/werkzeug/urls.py)", True)) \
        == (True, False)


def test_guard_the_same_name_again_is_the_trap_again():
    assert _pin((".venv/bin/flask --app billing run", NO_QUOTE, True)) == (True, False)




ASKS = "Does C:\\inetpub\\storefront specify a file name\nor directory name on the target\n(F = file, D = directory)?"
XCOPY = gotcha("`xcopy dist C:\\inetpub\\storefront /E /Y` stopped at `(F = file, D = directory)?`",
               "Tell xcopy the target is a folder: answer up front with `echo D | xcopy …`, or give `/I`: `xcopy "
               "dist C:\\inetpub\\storefront /E /I /Y`.")
XCOPY_SOURCE = session(("xcopy dist C:\\inetpub\\storefront /E /Y", ASKS, True),
                       ("xcopy dist C:\\inetpub\\storefront /E /I /Y", "48 File(s) copied", False))


def test_a_command_cut_short_is_no_catch_all_for_its_program():
    """`echo D | xcopy …` cut short was read as `xcopy …`, any run of the program that failed: a later copy that
    gave neither the answer nor `/I` counted as the fix applied. Cut short, it is the command it begins with."""
    facts = session(("xcopy build C:\\site\\app /E /Y", "12 File(s) copied", False))
    assert verdict(XCOPY, lesson_calls(XCOPY, XCOPY_SOURCE.log, redact), facts) == (False, False)


DUMP = "pg_dump -h db.internal -U backup -Fc -f shop.dump shop"
MISMATCH = ("pg_dump: error: server version: 16.3 (Debian 16.3-1.pgdg120+1); pg_dump version: 14.12 (Ubuntu "
            "14.12-0ubuntu0.22.04.1)\npg_dump: error: aborting because of server version mismatch")
NEWER = gotcha("`pg_dump: error: aborting because of server version mismatch`; after `postgresql-client-16` the 16 "
               "pg_dump wrote `shop.dump`",
               "Use a pg_dump as new as the server: `sudo apt-get install -y postgresql-client-16`, then "
               "`/usr/lib/postgresql/16/bin/pg_dump ...`, or the server image's (`docker run --rm postgres:16 "
               "pg_dump ...`).")
NEWER_SOURCE = session((DUMP, MISMATCH, True),
                       ("sudo apt-get install -y postgresql-client-16", "Setting up postgresql-client-16", False),
                       (f"/usr/lib/postgresql/16/bin/{DUMP}", "", False))


def _newer(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(NEWER, lesson_calls(NEWER, NEWER_SOURCE.log, redact), session(*steps))


def test_guard_a_command_the_workaround_cuts_short_is_one_of_its_ways_out():
    """`docker run --rm postgres:16 pg_dump ...` is a command the model cut short, not a phrase: a later dump through
    the server's image is the fix applied."""
    assert _newer(("docker run --rm --network host postgres:16 pg_dump -h db.internal -U backup shop > shop.sql",
                   "", False)) == (False, True)


def test_guard_the_old_pg_dump_again_is_the_trap_again():
    assert _newer(("pg_dump -h db.internal -U backup orders > orders.sql", MISMATCH, True)) == (True, False)
