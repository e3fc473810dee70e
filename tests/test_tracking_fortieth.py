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
