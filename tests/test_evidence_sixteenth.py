"""Issue 24, sixteenth round (what the read twenty-second corpus showed, fixed by class): `sudo`'s own options (`sudo
-E wg-quick up wg0`) and an `up`/`down` subcommand leave a quote a command line, so what a clause says came of it is
that call's outcome; "was denied" says a call failed; an absolute path under a Windows session's folder is the
relative one a call ran (`C:/Users/x/dist/app.exe` for `.\\dist\\app.exe`); a call the person stopped (`[Request
interrupted by user for tool use]`) shows no fix; a fix named only by a flag in prose ("use sudo -E"), a fix whose
name its failing call already ran, or one quoting a part its failing line ran before the check that failed, names
something, so only a reply naming it proposes it for the person's "works"; what a thing that ran "wrote" or "added"
("the final exe ran and wrote `x`", "the rework added `x`"), or what a call "got" after an edit word, is that call's
output, not the session's edit; the failing check failing again on another error after the fix is the next failure
revealed, not this one back; "the next check got past X" gives the next call no outcome; after a colon, "the next
pytest run passed" is said of the call after the clause's own. Each verdict from the whole-range judge and the streaming scan alike (`verdict`);
each test fails on the code before its rule."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

RESOLVCONF = "[#] resolvconf -a wg0 -m 0 -x\n/usr/bin/wg-quick: line 32: resolvconf: command not found"


def wireguard_session() -> Builder:
    b = Builder()
    b.prompt("bring up wg0")
    b.tool("Bash", {"command": "sudo wg-quick up wg0"}, f"Exit code 127\n{RESOLVCONF}", is_error=True)
    b.tool("Bash", {"command": "sudo -E wg-quick up wg0"}, f"Exit code 127\n{RESOLVCONF}", is_error=True)
    b.reply("Same thing, so it is not PATH. Dropping the DNS line from the config.")
    b.tool("Bash", {"command": "sudo sed -i '/^DNS/d' /etc/wireguard/wg0.conf"},
           "[Request interrupted by user for tool use]", is_error=True)
    b.prompt("don't touch /etc/wireguard. I've installed openresolv myself now, try again")
    b.tool("Bash", {"command": "sudo wg-quick up wg0"},
           "[#] resolvconf -a wg0 -m 0 -x\n[#] ip -4 route add 10.40.0.0/16")
    b.reply("The tunnel is up, but the office never answered: their peer may still have our old key.")
    b.prompt("ah, the office side still had the old key. fixed it there")
    return b


def test_a_command_run_with_sudo_options_is_the_call_a_clause_says_came_up(tmp_path):
    said = "`sudo -E wg-quick up wg0` kept PATH and brought the tunnel up."
    assert verdict(wireguard_session(), tmp_path, fact(said)).startswith("refused")


def test_a_fix_its_failing_call_already_ran_is_not_confirmed_by_a_works_about_another_thing(tmp_path):
    """"Use sudo -E." after `sudo -E wg-quick up wg0` failed: the person's "fixed it" after a reply about the
    office's key is not about it."""
    cited = "`sudo -E wg-quick up wg0` → `resolvconf: command not found`."
    assert verdict(wireguard_session(), tmp_path, gotcha(cited, "Use sudo -E.")).startswith("review")


def test_a_stopped_call_shows_no_fix(tmp_path):
    cited = "`resolvconf: command not found` (exit 127); retried as `sudo -E wg-quick up wg0`."
    assert verdict(wireguard_session(), tmp_path, gotcha(cited, "Leave the `DNS =` line out of wg0.conf.")) != "write"


def test_was_denied_says_the_call_failed(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "velero backup describe b1 --details"},
           "Errors:\n  pod volume backup failed: admission webhook \"validate.kyverno.svc-fail\" denied the request")
    b.tool("Bash", {"command": "kubectl apply -f policies/require-team-label.yaml"},
           "clusterpolicy.kyverno.io/require-team-label configured")
    said = "`kubectl apply -f policies/require-team-label.yaml` was denied: " \
           "`admission webhook \"validate.kyverno.svc-fail\" denied the request`."
    assert verdict(b, tmp_path, fact(said)).startswith("refused")


def test_an_absolute_path_under_a_windows_folder_is_the_relative_one_run(tmp_path):
    b = Builder(cwd="C:\\Users\\lena\\dev\\invoicer")
    b.tool("Bash", {"command": "powershell.exe -NoProfile -Command \".\\dist\\invoicer.exe render\""},
           "Wrote out\\invoice-2026-12.pdf (3 pages)")
    said = "`Wrote out\\invoice-2026-12.pdf (3 pages)` from C:/Users/lena/dev/invoicer/dist/invoicer.exe."
    assert verdict(b, tmp_path, fact(said)) == "write"


def test_what_a_thing_that_ran_wrote_is_its_output(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "./dist/invoicer render"}, "Wrote out/invoice-2026-12.pdf (3 pages)")
    b.tool("Bash", {"command": "sqitch rework items_sku -n 'normalise'"},
           "Added \"items_sku [items_sku@v1.4.0]\" to sqitch.plan")
    b.tool("Bash", {"command": "ping -c2 10.40.0.1"}, "2 packets transmitted, 2 received, 0% packet loss")
    assert verdict(b, tmp_path, fact("The final exe ran and wrote `out/invoice-2026-12.pdf`.")) == "write"
    assert verdict(b, tmp_path, fact("The rework added `items_sku [items_sku@v1.4.0]` to the plan.")) == "write"
    said = "After the key was updated ping got `2 packets transmitted, 2 received, 0% packet loss`."
    assert verdict(b, tmp_path, fact(said)) == "write"


def test_a_fix_the_failing_line_already_ran_is_not_confirmed_by_a_works_after_another(tmp_path):
    b = Builder()
    b.tool("Edit", {"file_path": "/w/pgbouncer.ini", "old_string": "pool_mode = transaction",
                    "new_string": "pool_mode = transaction\nmax_prepared_statements = 200"},
           "The file /w/pgbouncer.ini has been updated successfully.")
    b.tool("Bash", {"command": "docker compose restart pgbouncer && python -m scripts.smoke"},
           "Exit code 1\n Container pgbouncer-1  Started\nsmoke: 500 requests, 37 failed\n"
           "DuplicatePreparedStatementError: prepared statement \"s1\" already exists", is_error=True)
    b.reply("The image copies the ini, so a restart does not change it. Rebuilding the image.")
    b.tool("Bash", {"command": "docker compose up -d --build pgbouncer && python -m scripts.smoke"},
           "Container pgbouncer-1  Recreated\nsmoke: 500 requests, 0 failed")
    b.prompt("oh, now it works")
    cited = "`DuplicatePreparedStatementError: prepared statement \"s1\" already exists` after the ini edit."
    assert verdict(b, tmp_path, gotcha(cited, "`docker compose restart pgbouncer`.")) != "write"


def biome_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npx biome check src"}, "Exit code 1\nbiome.json:2:14 deserialize\n"
           "  × The configuration schema version does not match the CLI version 2.0.5", is_error=True)
    b.tool("Bash", {"command": "npx biome migrate --write"},
           "The configuration biome.json has been successfully migrated.")
    b.tool("Bash", {"command": "npx biome check src"},
           "Exit code 1\nsrc/Clock.tsx:14:9 lint/correctness/noUnusedVariables\n"
           "  × This variable tickMs is unused.\nFound 1 error.", is_error=True)
    b.tool("Edit", {"file_path": "/w/src/Clock.tsx", "old_string": "const tickMs = 1000;", "new_string": ""},
           "The file /w/src/Clock.tsx has been updated successfully.")
    b.tool("Bash", {"command": "npx biome check src"}, "Checked 47 files in 198ms. No fixes applied.")
    return b


def test_the_check_failing_on_another_error_after_the_fix_is_no_recurrence(tmp_path):
    """After `biome migrate --write` the same check failed on a lint finding, not the schema: the next failure
    revealed, not this one back; and "got past the configuration" says that trouble went, not that the call passed."""
    cited = "The configuration schema version does not match the CLI version 2.0.5 → `npx biome migrate --write` " \
            "reported `biome.json has been successfully migrated`, and the next check got past the configuration."
    assert verdict(biome_session(), tmp_path, gotcha(cited, "Run `npx biome migrate --write`.")) == "write"


def test_the_next_run_after_a_colon_is_the_call_after_the_clauses_own(tmp_path):
    cited = "Running `npx biome migrate --write` was enough: the next check run passed."
    assert verdict(biome_session(), tmp_path, fact(cited)).startswith("refused")
