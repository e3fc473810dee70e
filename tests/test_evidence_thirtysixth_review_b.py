"""Issue 24, thirty-sixth round: the cases an independent reviewer (who read only the diff) wrote against the "`X`
alone fixed it" rule (core/evidence/alone.py), kept as guards: notes, plans, edits turned down or failing to apply,
shell writes, an unrelated failure, what the evidence itself names. Those the rule still gets wrong are listed in ADR
0010 ("Thirty-sixth round"), not kept."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict

PYTEST = "python -m pytest tests/test_cache.py -q"
TOO_LARGE = "Exit code 1\nFAILED tests/test_cache.py::test_roundtrip - assert None == b'%PDF-1.7'\n1 failed in 0.21s"
RESTART = "brew services restart memcached"
RESTART_OUT = ("Stopping `memcached`... (might take a while)\n"
               "==> Successfully stopped `memcached` (label: homebrew.mxcl.memcached)\n"
               "==> Successfully started `memcached` (label: homebrew.mxcl.memcached)")
PASS = "1 passed in 0.19s"
JUST_RUNNING = f"Just running `{RESTART}` made `{PYTEST}` pass - no code change was needed."
EDIT_OK = "The file /home/jo/app/reports/cache.py has been updated successfully."


def start() -> Builder:
    b = Builder(cwd="/home/jo/app")
    b.prompt("get_report sometimes returns None right after we set it")
    b.tool("Bash", {"command": PYTEST}, TOO_LARGE, is_error=True)
    return b


def compress_edit(b: Builder) -> None:
    b.tool("Edit", {"file_path": "/home/jo/app/reports/cache.py",
                    "old_string": "self.client.set(key, pdf_bytes, expire=3600)",
                    "new_string": "self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)"}, EDIT_OK)


def restart_and_pass(b: Builder) -> None:
    b.tool("Bash", {"command": f"{RESTART} && sleep 1 && {PYTEST}"}, f"{RESTART_OUT}\n{PASS}")


# ===================== (1) TRUE sentences refused =====================

def test_readme_edit_between_is_no_code_change(tmp_path):
    """A README note written between the failure and the restart changed no code: the claim is true."""
    b = start()
    b.tool("Edit", {"file_path": "/home/jo/app/README.md",
                    "old_string": "## Running the tests\n",
                    "new_string": "## Running the tests\n\nThe cache tests need a local memcached (`brew install "
                                  "memcached`).\n"},
           "The file /home/jo/app/README.md has been updated successfully.")
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)) == "write"


def test_plan_file_write_between_is_no_change_to_the_project(tmp_path):
    """Plan mode writes its plan with Write under ~/.claude/plans: nothing in the project changed."""
    b = start()
    b.tool("Write", {"file_path": "/Users/jo/.claude/plans/cache-none-bug.md",
                     "content": "# Plan\n1. Restart memcached and re-run tests/test_cache.py\n"
                                "2. If it still fails, compress the PDF before caching\n"},
           "File created successfully at: /Users/jo/.claude/plans/cache-none-bug.md")
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)) == "write"


def test_edit_the_person_rejected_changed_nothing(tmp_path):
    """The person turned the compressing Edit down: the file was not written, the restart alone made it pass."""
    b = start()
    b.tool("Edit", {"file_path": "/home/jo/app/reports/cache.py",
                    "old_string": "self.client.set(key, pdf_bytes, expire=3600)",
                    "new_string": "self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)"},
           "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
           "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
           "tell you how to proceed.", is_error=True)
    b.prompt("no, don't touch the code. memcached has been up for weeks, just restart it")
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)) == "write"


def test_edit_that_failed_to_apply_changed_nothing(tmp_path):
    """An Edit whose old_string was not found wrote nothing."""
    b = start()
    b.tool("Edit", {"file_path": "/home/jo/app/reports/cache.py",
                    "old_string": "self.client.set(key, pdf, expire=3600)",
                    "new_string": "self.client.set(key, zlib.compress(pdf, 6), expire=3600)"},
           "<tool_use_error>String to replace not found in file.\n"
           "String: self.client.set(key, pdf, expire=3600)</tool_use_error>", is_error=True)
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)) == "write"


def test_unrelated_lint_failure_before_x_does_not_open_the_window(tmp_path):
    """The last failing call before the restart was `ruff check .` on another file; the ruff fix came after the test
    passed. The restart alone made the named test pass."""
    b = start()
    b.tool("Bash", {"command": "ruff check ."},
           "Exit code 1\nreports/views.py:3:8: F401 [*] `os` imported but unused\nFound 1 error.\n"
           "[*] 1 fixable with the `--fix` option.", is_error=True)
    restart_and_pass(b)
    b.tool("Edit", {"file_path": "/home/jo/app/reports/views.py", "old_string": "import os\n", "new_string": ""},
           "The file /home/jo/app/reports/views.py has been updated successfully.")
    b.tool("Bash", {"command": "ruff check ."}, "All checks passed!")
    assert verdict(b, tmp_path, fact(JUST_RUNNING)) == "write"


def test_alone_left_it_red_is_no_claim_of_being_enough(tmp_path):
    """"X alone left the test red": X said NOT to be enough (no negation word), and the session shows it."""
    b = start()
    b.tool("Bash", {"command": f"{RESTART} && sleep 1 && {PYTEST}"}, f"{RESTART_OUT}\n{TOO_LARGE}", is_error=True)
    compress_edit(b)
    b.tool("Bash", {"command": PYTEST}, PASS)
    e = fact(f"`{RESTART}` alone left the test red (`1 failed in 0.21s`); after the Edit to reports/cache.py "
             f"it printed `{PASS}`.")
    assert verdict(b, tmp_path, e) == "write"


def test_evidence_naming_the_earlier_edit_then_x_was_enough(tmp_path):
    """The evidence itself says the import was added first and then the restart was enough: nothing hidden."""
    b = start()
    b.tool("Edit", {"file_path": "/home/jo/app/tests/test_cache.py",
                    "old_string": "@pytest.mark.memcached\n",
                    "new_string": "@pytest.mark.memcached\n@pytest.mark.slow\n"},
           "The file /home/jo/app/tests/test_cache.py has been updated successfully.")
    restart_and_pass(b)
    e = fact(f"After marking the test with `@pytest.mark.slow`, `{RESTART}` was enough: `{PASS}`.")
    assert verdict(b, tmp_path, e) == "write"


# ===================== (2) FALSE sentences let through =====================

def test_sed_in_place_between_is_a_change(tmp_path):
    b = start()
    b.tool("Bash", {"command": "sed -i '' 's/self.client.set(key, pdf_bytes, expire=3600)/"
                               "self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)/' reports/cache.py"},
           "")
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)).startswith("refused")


def test_config_append_between_is_a_change(tmp_path):
    """`echo >>` raised memcached's item size limit; the restart only loaded it: not the restart alone."""
    b = start()
    b.tool("Bash", {"command": "echo 'MEMCACHED_OPTS=\"-I 4m\"' >> /opt/homebrew/etc/memcached.conf"}, "")
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)).startswith("refused")


def test_unrelated_failure_after_the_edit_hides_it(tmp_path):
    """`brew services start` failed after the Edit (already started): the edit must still count."""
    b = start()
    compress_edit(b)
    b.tool("Bash", {"command": "brew services start memcached"},
           "Exit code 1\nError: Service `memcached` already started, use `brew services restart memcached` to restart.",
           is_error=True)
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)).startswith("refused")


def test_x_run_once_before_the_failure_too(tmp_path):
    """The restart ran at the start (before the failure) and again after the Edit: the claim is still false."""
    b = Builder(cwd="/home/jo/app")
    b.prompt("get_report sometimes returns None right after we set it")
    b.tool("Bash", {"command": RESTART}, RESTART_OUT)
    b.tool("Bash", {"command": PYTEST}, TOO_LARGE, is_error=True)
    compress_edit(b)
    restart_and_pass(b)
    e = fact(f"Just running `{RESTART}` made the cache test pass - no code change was needed.")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_spanish_basto_con(tmp_path):
    b = start()
    compress_edit(b)
    restart_and_pass(b)
    e = fact(f"Bastó con ejecutar `{RESTART}`: `{PYTEST}` pasó sin cambiar código.")
    assert verdict(b, tmp_path, e).startswith("refused")


# ===================== handled correctly (expected to pass) =====================

def test_ok_write_tool_between_is_refused(tmp_path):
    b = start()
    b.tool("Write", {"file_path": "/home/jo/app/reports/cache.py",
                     "content": "import zlib\n\nclass Cache:\n    def put(self, key, pdf_bytes):\n"
                                "        self.client.set(key, zlib.compress(pdf_bytes, 6), expire=3600)\n"},
           "The file /home/jo/app/reports/cache.py has been updated successfully.")
    restart_and_pass(b)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)).startswith("refused")


def test_ok_edit_after_the_pass_is_not_counted(tmp_path):
    b = start()
    restart_and_pass(b)
    compress_edit(b)
    b.tool("Bash", {"command": PYTEST}, PASS)
    assert verdict(b, tmp_path, fact(JUST_RUNNING)) == "write"


def test_ok_person_confirming_changes_nothing(tmp_path):
    b = start()
    b.prompt("ok go ahead and restart it")
    restart_and_pass(b)
    b.prompt("yes that fixed it, thanks")
    assert verdict(b, tmp_path, fact(JUST_RUNNING)) == "write"


def test_ok_single_edit_was_enough(tmp_path):
    b = start()
    compress_edit(b)
    b.tool("Bash", {"command": PYTEST}, PASS)
    e = fact("Wrapping the cached value in `zlib.compress(pdf_bytes, 6)` was enough; the cache test passed after it.")
    assert verdict(b, tmp_path, e) == "write"


def test_ok_ran_alone_guard(tmp_path):
    b = start()
    compress_edit(b)
    restart_and_pass(b)
    e = fact(f"`{PYTEST}` run on its own printed `{PASS}`.")
    assert verdict(b, tmp_path, e) == "write"


def test_single_edit_x_then_pass_named_in_one_clause(tmp_path):
    """X is the one Edit, the only change; the clause also names the run and its output."""
    b = start()
    compress_edit(b)
    b.tool("Bash", {"command": PYTEST}, PASS)
    e = fact(f"Wrapping the value in `zlib.compress(pdf_bytes, 6)` alone fixed it: `{PYTEST}` printed `{PASS}`.")
    assert verdict(b, tmp_path, e) == "write"


def test_ok_same_phrasing_without_the_early_restart_is_refused(tmp_path):
    b = start()
    compress_edit(b)
    restart_and_pass(b)
    e = fact(f"Just running `{RESTART}` made the cache test pass - no code change was needed.")
    assert verdict(b, tmp_path, e).startswith("refused")


def _deploy(b: Builder) -> None:
    b.prompt("deploy.sh dies on the staging box")
    b.tool("Bash", {"command": "./deploy.sh staging"},
           "Exit code 2\n./deploy.sh: line 3: set: pipefail export: invalid option name", is_error=True)
    b.tool("Edit", {"file_path": "/srv/ops/deploy.sh", "old_string": "set -o pipefail export RSYNC_OPTS=-az",
                    "new_string": "set -o pipefail\nexport RSYNC_OPTS=-az"},
           "The file /srv/ops/deploy.sh has been updated successfully.")
    b.tool("Edit", {"file_path": "/srv/ops/deploy.sh", "old_string": "rsync $RSYNC_OPTS build/ $DEPLOY_DIR",
                    "new_string": "rsync $RSYNC_OPTS build/ \"$DEPLOY_DIR\""},
           "The file /srv/ops/deploy.sh has been updated successfully.")
    b.tool("Bash", {"command": "./deploy.sh staging"}, "sent 18,204 bytes  received 512 bytes\nDeployed to staging")


def test_on_its_own_line_is_a_place_not_alone(tmp_path):
    """"on its own line" says where X went, not that X was the only change; both edits are named."""
    b = Builder(cwd="/srv/ops")
    _deploy(b)
    e = fact("Putting `set -o pipefail` on its own line fixed the `invalid option name` error, and quoting "
             "`\"$DEPLOY_DIR\"` in the rsync line let `./deploy.sh staging` print `Deployed to staging`.")
    assert verdict(b, tmp_path, e) == "write"


def test_no_code_change_when_the_only_edit_was_config_the_evidence_names(tmp_path):
    """The .env edit is named in the evidence; "no code change" is literally true (only config changed)."""
    b = start()
    b.tool("Edit", {"file_path": "/home/jo/app/.env", "old_string": "MEMCACHED_MAX_ITEM=1m",
                    "new_string": "MEMCACHED_MAX_ITEM=4m"},
           "The file /home/jo/app/.env has been updated successfully.")
    b.tool("Bash", {"command": f"docker compose up -d --force-recreate memcached && sleep 1 && {PYTEST}"},
           " Container app-memcached-1  Recreated\n Container app-memcached-1  Started\n" + PASS)
    e = fact("No code change was needed. Setting `MEMCACHED_MAX_ITEM=4m` in .env and then running "
             "`docker compose up -d --force-recreate memcached` made the cache test pass.")
    assert verdict(b, tmp_path, e) == "write"


