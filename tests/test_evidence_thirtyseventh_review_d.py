"""Issue 24, thirty-seventh round: the third independent review of "a quote written as a command the session ran is a
command line" (`subjects.as_run`). It found true lessons refused: a command whose line hid its status (`|| true`,
`| head -20`, `; echo "rc=$?"`), a CI failure the person pasted ("In CI, `cue vet ./...` failed …"), a test failing
inside a run ("In `just e2e`, `checkout.spec.ts:12:5` failed …") and SQL a heredoc fed `psql`. Now a line hiding the
status makes no subject, the quote must open its clause, and a heredoc's body is no command. Kept as guards."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict

VET = "cue vet ./..."
REPLICAS = 'deployments.api.spec.replicas: conflicting values "3" and int (mismatched types string and int)'
STILL = f"After the edit to services/api.cue, `{VET}` still failed on `deployments.api.spec.replicas`"


def cue_session(second_cmd: str, second_out: str) -> Builder:
    """`cue vet` fails on replicas; one edit (which did not take: another file also sets it); the second run, in a
    line whose own exit code is 0, prints the same error."""
    b = Builder()
    b.prompt("cue vet fails on our k8s configs since I added the api service")
    b.tool("Bash", {"command": VET}, f"Exit code 1\n{REPLICAS}:\n    ./schema.cue:14:13", is_error=True)
    b.tool("Edit", {"file_path": "/home/ana/deploy/services/api.cue", "old_string": 'replicas: "3"',
                    "new_string": "replicas: 3"},
           "The file /home/ana/deploy/services/api.cue has been updated successfully.")
    b.tool("Bash", {"command": second_cmd}, second_out)
    return b


# ------------------------------------------------------------------ NEW: the call's exit code is not the command's

def test_still_failed_behind_or_true_is_written(tmp_path):
    """The model ran the second vet as `cue vet ./... || true` (a common way to keep going); cue printed the same
    replicas error again, the line exited 0. "`cue vet ./...` still failed on `…replicas`" is true. The new rule makes
    `cue vet ./...` the subject of "still failed" and asks the CALL to have failed: refused. Right: write.
    NEW (ed817f80: write)."""
    b = cue_session(f"{VET} || true", f"{REPLICAS}:\n    ./schema.cue:14:13")
    assert verdict(b, tmp_path, fact(STILL)) == "write"


def test_still_failed_behind_a_pipe_to_head_is_written(tmp_path):
    """`cue vet ./... 2>&1 | head -20`: the pipe's exit code is head's (0) though cue failed and printed the error.
    (`steps.passed` already knows a pipe's 0 does not mean the run went well; the "fail" side does not.) Refused.
    Right: write. NEW (ed817f80: write)."""
    b = cue_session(f"{VET} 2>&1 | head -20", f"{REPLICAS}:\n    ./schema.cue:14:13")
    assert verdict(b, tmp_path, fact(STILL)) == "write"


def test_still_failed_with_its_exit_status_echoed_is_written(tmp_path):
    """`cue vet ./...; echo "rc=$?"` printed the error and `rc=1`; the line's own exit code is echo's 0. Refused.
    Right: write. NEW (ed817f80: write)."""
    b = cue_session(f'{VET}; echo "rc=$?"', f"{REPLICAS}:\n    ./schema.cue:14:13\nrc=1")
    assert verdict(b, tmp_path, fact(STILL)) == "write"


# ------------------------------------------------------------------ NEW: the outcome is another run's (CI, a test)

def ci_session() -> Builder:
    """The person pastes CI's failing `cue vet ./...` log; locally the same command passes (another cue version);
    after a push the person pastes the same failure again."""
    b = Builder()
    b.prompt(f"CI is red on main, the vet step fails:\n\n$ {VET}\n{REPLICAS}\n"
             "Error: Process completed with exit code 1.")
    b.tool("Bash", {"command": VET}, "")
    b.tool("Bash", {"command": "cue version"}, "cue version v0.9.2")
    b.tool("Bash", {"command": "git commit -am 'pin cue' && git push"}, "[main 1a2b3c4] pin cue\n 1 file changed")
    b.prompt(f"still red:\n\n$ {VET}\n{REPLICAS}\nError: Process completed with exit code 1.")
    return b


def test_ci_failure_pasted_by_the_person_is_written(tmp_path):
    """"In CI, `cue vet ./...` failed with `X`": the person's message shows exactly that (`_pasted_failure` reads
    such a message as the failure, but only while the claim names no command). Because the session ALSO ran
    `cue vet ./...` locally (it passed), the quote is now the call's subject and no failing call printed X: refused.
    Right: write. NEW (ed817f80: write)."""
    e = fact(f"In CI, `{VET}` failed with `conflicting values \"3\" and int`; locally it passed on "
             "`cue version v0.9.2`")
    assert verdict(ci_session(), tmp_path, e) == "write"


def test_ci_still_failing_after_the_push_is_written(tmp_path):
    """The person pasted the same CI failure twice (before and after the push): "After the push, CI's `cue vet
    ./...` still failed on `…replicas`" is true. Refused (the local call passed). Right: write.
    NEW (ed817f80: write)."""
    e = fact(f"After the push, CI's `{VET}` still failed on `deployments.api.spec.replicas`")
    assert verdict(ci_session(), tmp_path, e) == "write"


def e2e_session() -> Builder:
    """`just e2e` runs Playwright with retries: a test fails on its first attempt, passes on retry, the run is
    reported `1 flaky` and exits 0."""
    b = Builder()
    b.prompt("run the e2e suite")
    b.tool("Bash", {"command": "just e2e"},
           "Running 14 tests using 4 workers\n"
           "  1) [chromium] › checkout.spec.ts:12:5 › pays with a saved card ───\n"
           "    Error: expect(locator).toBeVisible() failed\n    Retry #1 ───\n\n  1 flaky\n"
           "    [chromium] › checkout.spec.ts:12:5 › pays with a saved card\n  13 passed (41.2s)")
    return b


def test_a_test_failing_inside_a_run_that_exited_zero_is_written(tmp_path):
    """"In `just e2e`, `checkout.spec.ts:12:5` failed on its first attempt and was marked `1 flaky`": the failure is
    the test's, inside a run that exited 0. The new rule makes `just e2e` (which ran) the subject of "failed":
    refused. Right: write. NEW (ed817f80: write)."""
    e = fact("In `just e2e`, `checkout.spec.ts:12:5` failed on its first attempt and was marked `1 flaky`")
    assert verdict(e2e_session(), tmp_path, e) == "write"


# ------------------------------------------------------------------ NEW: a statement after `;` is no command line

def psql_session() -> Builder:
    """psql reading SQL from a heredoc, without ON_ERROR_STOP: a statement errors, psql goes on and exits 0."""
    b = Builder()
    b.prompt("add the index on orders.user_id without locking the table")
    b.tool("Bash", {"command": "psql \"$DATABASE_URL\" <<'SQL'\nBEGIN;\nCREATE INDEX CONCURRENTLY idx_orders_user ON "
                               "orders(user_id);\nCOMMIT;\nSQL"},
           "BEGIN\nERROR:  CREATE INDEX CONCURRENTLY cannot run inside a transaction block\nROLLBACK")
    return b


def test_a_sql_statement_after_a_semicolon_in_a_heredoc_is_no_command_line(tmp_path):
    """The classic Postgres gotcha, quoted exactly: "`CREATE INDEX CONCURRENTLY` failed: `cannot run inside a
    transaction block`". `as_run` reads the heredoc's `BEGIN; CREATE INDEX CONCURRENTLY …` as a shell line where
    `;` opens a command, so the SQL statement becomes the call's command and "failed" is asked of the psql call,
    which exited 0 (psql without ON_ERROR_STOP): refused. Right: write. NEW (ed817f80: write)."""
    e = fact("`CREATE INDEX CONCURRENTLY` failed: `cannot run inside a transaction block`")
    assert verdict(psql_session(), tmp_path, e) == "write"


# ------------------------------------------------------------------ old: holes the rule leaves

def chain_session() -> Builder:
    b = Builder()
    b.prompt("deploy the api config")
    b.tool("Bash", {"command": f"{VET} && cue export ./... --out yaml > k8s.yaml && kubectl apply -f k8s.yaml"},
           'Exit code 1\nError from server (Forbidden): deployments.apps "api" is forbidden: User "ci-bot" cannot '
           'patch resource "deployments" in API group "apps" in the namespace "prod"', is_error=True)
    return b


def multiline_session(prefix: str, suffix: str = "") -> Builder:
    """`cue vet` passes; `cue fmt` fails: both run in a line the rule cannot open on."""
    b = Builder()
    b.prompt("vet and format the configs")
    b.tool("Bash", {"command": f"{prefix}{VET}{suffix}"}, "")
    b.tool("Bash", {"command": f"{prefix}cue fmt ./...{suffix}"}, "Exit code 1\nexpected operand, found '}'",
           is_error=True)
    return b


