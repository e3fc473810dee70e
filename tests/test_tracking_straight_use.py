"""Tracking (issue 24, seventh round): "applied" is a straight use of the fix, before the session met trouble.

A session that read its failure in a log or a listing (a CI log, `kubectl describe` naming ErrImagePull) and then
ran the fix recovered; it did not apply the lesson, even when that trouble is in words no rule reads as the
lesson's symptom. A failed call counts when it is about the lesson (its program, a name the lesson gives); a check
the fix goes with failing (`mix format --check-formatted`) is the fix at work. Each test fails on the code before
the rule."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

KIND = gotcha("`kubectl get pods` → `ErrImagePull` … `kind load docker-image api:dev --name dev` and the pod ran",
              "Run `kind load docker-image <image>:<tag> --name <cluster>` after every local build")
KIND_SOURCE = session(("kubectl get pods -l app=api", "api-7c9d8f6b4d-qx2lm   0/1   ErrImagePull   0   1m", False),
                      ("kind load docker-image api:dev --name dev", "Image: \"api:dev\" not yet present, loading...",
                       False),
                      ("kubectl get pods -l app=api", "api-7c9d8f6b4d-m8wzt   1/1   Running   0   9s", False))
DESCRIBED = ("Warning  Failed  12s (x3 over 51s)  kubelet  Failed to pull image \"worker:dev\": pull access denied, "
             "repository does not exist or may require authorization")


def test_a_fix_after_trouble_read_in_a_listing_is_a_recovery_not_applied():
    calls = lesson_calls(KIND, KIND_SOURCE.log, redact)
    straight = session(("docker build -t worker:dev .", "naming to docker.io/library/worker:dev done", False),
                       ("kind load docker-image worker:dev --name dev", "loading...", False),
                       ("kubectl rollout restart deploy/worker", "deployment.apps/worker restarted", False))
    assert verdict(KIND, calls, straight)[1] is True
    recovered = session(("kubectl describe pod -l app=worker | tail -1", DESCRIBED, False),
                        ("kind load docker-image worker:dev --name dev", "loading...", False))
    assert verdict(KIND, calls, recovered)[1] is False


def test_an_unrelated_failure_before_the_fix_leaves_it_applied():
    """`npm run lint` failing says nothing of a cluster: the fix after it was still done up front."""
    calls = lesson_calls(KIND, KIND_SOURCE.log, redact)
    later = session(("npm run lint", "src/a.ts\n  3:1  'x' is never reassigned", True),
                    ("kind load docker-image worker:dev --name dev", "loading...", False))
    assert verdict(KIND, calls, later)[1] is True


def test_a_failing_check_the_fix_goes_with_is_no_trouble_met():
    e = gotcha("`mix format --check-formatted` → `The following files are not formatted: lib/a.ex`",
               "Run `mix format` before committing")
    calls = lesson_calls(e, session().log, redact)
    later = session(("mix format --check-formatted", "** (Mix) mix format failed due to --check-formatted.\nThe "
                     "following files are not formatted:\n  * lib/b.ex", True),
                    ("mix format", "", False),
                    ("git commit -qm 'tidy'", "[main 77aa001] tidy", False))
    assert verdict(e, calls, later)[1] is True
    # the lesson's program failing as itself (not in a check mode) is trouble met: the fix after it is a recovery
    met = session(("mix compile", "** (Mix) Could not compile dependency :jason", True), ("mix format", "", False))
    assert verdict(e, calls, met)[1] is False


def test_the_failures_message_in_a_log_a_call_read_is_the_failure_again():
    """`gh run view --log-failed` works; the log it prints holds the recorded message on an error line. A doc that
    quotes the message on a line naming no trouble is not the failure met."""
    e = gotcha("`npm test` → `MongoServerSelectionError: Server selection timed out after 30000 ms`",
               "Run `docker compose exec mongo mongosh --eval 'rs.initiate()'` once after the first start")
    source = session(("npm test -- shifts", "MongoServerSelectionError: Server selection timed out after 30000 ms\n"
                      "  type: 'ReplicaSetNoPrimary'", True),
                     ("docker compose exec mongo mongosh --quiet --eval 'rs.initiate()'", "{ ok: 1 }", False),
                     ("npm test -- shifts", "Tests: 12 passed, 12 total", False))
    calls = lesson_calls(e, source.log, redact)
    ci = session(("gh run view --log-failed | grep -E 'Mongo|Tests:'", "test\tnpm test\t    MongoServerSelectionError: "
                  "Server selection timed out after 30000 ms\ntest\tnpm test\tTests:       7 failed, 45 passed", False))
    assert verdict(e, calls, ci)[0] is True
    doc = session(("grep -n 'timed out' docs/dev.md", "12:If tests wait and say server selection timed out after 30000 "
                   "ms, initiate the replica set.", False))
    assert verdict(e, calls, doc)[0] is False


def test_the_command_prose_leads_up_to_before_an_arrow_is_the_one_cited():
    """"Ran `uv sync --locked` → …": the cited command is the span, not "Ran `uv sync --locked"; with it the
    failing call is recorded, and its message met in another project is the failure again."""
    from core.tracking.profile import cited_command
    assert cited_command("Ran `uv sync --locked` → \"needs to be updated, but\"") == "uv sync --locked"
    e = gotcha("Ran `uv sync --locked` → \"needs to be updated, but\" … after `uv lock` the same sync passed",
               "Run `uv lock` after editing pyproject.toml")
    stale = "Resolved 42 packages in 311ms\nerror: The lockfile at `uv.lock` needs to be updated, but `--locked` was " \
        "provided. To update the lockfile, run `uv lock`."
    source = session(("uv sync --locked", stale, True), ("uv lock", "Added httpx v0.28.1", False),
                     ("uv sync --locked", "Audited 39 packages in 2ms", False))
    calls = lesson_calls(e, source.log, redact)
    assert calls.failure is not None
    assert verdict(e, calls, session(("uv sync --locked --directory cli", stale.replace("42", "17"), True)))[0] is True


def test_a_tool_in_its_reading_mode_is_no_fix_and_no_change():
    """`git config --global --get-all safe.directory` reads the setting the fix adds; `aws configure list-profiles`,
    `rustup show` read too. A call that changes it (`--add`) is the fix; a fix that is itself a way of looking
    (`git log master..HEAD`) is still met by a look."""
    from core.tracking.looking import looks
    assert looks(["git", "config", "--global", "--get-all", "safe.directory"])
    assert not looks(["git", "config", "--global", "--add", "safe.directory", "/srv/app"])
    assert looks(["aws", "configure", "list-profiles"]) and looks(["rustup", "show", "active-toolchain"])
    assert looks(["php", "artisan", "config:show", "app.timezone"]) and not looks(["php", "artisan", "config:cache"])
    assert looks(["kubectl", "get", "pods"]) and not looks(["go", "get", "github.com/acme/x@v1.2.0"])
    e = gotcha("`git status` → `fatal: detected dubious ownership in repository at '/srv/app'`",
               "Trust it: `git config --global --add safe.directory <path>`")
    calls = lesson_calls(e, session().log, redact)
    read = session(("git config --global --get-all safe.directory", "/srv/other", False))
    assert verdict(e, calls, read)[1] is False
    added = session(("git config --global --add safe.directory /srv/tools", "", False),
                    ("git -C /srv/tools fetch --tags", "", False))
    assert verdict(e, calls, added)[1] is True
