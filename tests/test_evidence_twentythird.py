"""Issue 24, twenty-third round (what the read twenty-ninth corpus showed, fixed by class): a summary's count of no
trouble (`FAIL=0`, `0 failed`) names none; a key=value word the fix gives is one of its words; "and" before another
quoted subject and its outcome opens a claim; a command a build runner echoed, or a subagent reports, ran in that call;
the platform a session ran on is no name to find; a date or time is never a secret; a bare name beside what a call
printed may be the one it was given. Each verdict from the whole-range judge and the streaming scan alike (`verdict`);
each test fails on the code before its rule, except the guards, which hold before and after: they keep the rule from
reaching further than it should."""
from __future__ import annotations

from core.evidence.outcomes import errorish, success_message
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

FRAMING = "AssertionError: framing_error not asserted after bad stop bit"


def sim_session() -> Builder:
    b = Builder()
    b.prompt("the framing test fails")
    b.tool("Bash", {"command": "make sim 2>&1 | tail -3"}, f"{FRAMING}\n** TESTS=2 PASS=1 FAIL=1 SKIP=0 **")
    b.tool("Edit", {"file_path": "/home/dev/fpga/tb/test_rx.py", "old_string": "await ClockCycles(dut.clk, 1)",
                    "new_string": "await ClockCycles(dut.clk, HALF + 1)"},
           "The file /home/dev/fpga/tb/test_rx.py has been updated successfully.")
    b.tool("Bash", {"command": "make sim 2>&1 | grep -E 'TESTS=|FAIL '"}, "** TESTS=2 PASS=2 FAIL=0 SKIP=0 **")
    return b


def test_a_count_of_no_failures_names_no_trouble():
    assert not errorish("TESTS=2 PASS=2 FAIL=0 SKIP=0") and not errorish("errors: 0")
    assert errorish("TESTS=2 PASS=1 FAIL=1") and errorish("FAIL=0.5 of runs")   # guard: a count of some


def test_the_passing_run_after_the_edit_shows_the_fix(tmp_path):
    lesson = gotcha(f"`{FRAMING}` with `await ClockCycles(dut.clk, 1)`; waiting `HALF + 1` cycles instead gave "
                    "`TESTS=2 PASS=2 FAIL=0 SKIP=0`.", "Wait `HALF + 1` clock cycles before the assertion.")
    assert verdict(sim_session(), tmp_path, lesson) == "write"


def test_a_passing_count_is_a_success_message():
    assert success_message("10 passed, 0 failed")


def defaults_session() -> Builder:
    b = Builder()
    b.prompt("queue the nightly run")
    b.tool("Bash", {"command": "az pipelines run --name nightly"},
           "Exit code 1\nERROR: --organization must be specified.", is_error=True)
    b.tool("Bash", {"command": "az devops configure --defaults organization=https://dev.azure.com/contoso "
                               "project=Platform"}, "")
    b.tool("Bash", {"command": "az pipelines run --name nightly --query id -o tsv"}, "90517")
    return b


def test_a_key_value_word_the_fix_gives_with_a_placeholder_is_filled_not_an_assignment(tmp_path):
    """`organization=https://dev.azure.com/<org>` is the fix's own word, filled by the session's organization; only
    a variable set for the run (`PGPASSWORD=… psql`) is beside the fix."""
    lesson = gotcha("`az pipelines run --name nightly` → `ERROR: --organization must be specified.`; after "
                    "`az devops configure --defaults organization=https://dev.azure.com/contoso project=Platform` the "
                    "run was queued (`90517`).",
                    "`az devops configure --defaults organization=https://dev.azure.com/<org> project=<project>`.")
    assert verdict(defaults_session(), tmp_path, lesson) == "write"


def broker_session() -> Builder:
    b = Builder()
    b.prompt("create the topic from the mac")
    b.tool("Bash", {"command": "rpk topic create orders"},
           "Exit code 1\nunable to dial: lookup 8c1f0e2d9a7b on 192.168.1.1:53: no such host", is_error=True)
    b.tool("Bash", {"command": "rpk cluster info"}, "BROKERS\n=======\nID    HOST          PORT\n0*    8c1f0e2d9a7b  9092")
    return b


def test_and_before_another_quoted_subject_and_its_outcome_starts_a_claim_of_its_own(tmp_path):
    """"`a` listed `x` and `b` failed with `E`": b's failure is b's own claim, not something a printed."""
    lesson = fact("`rpk cluster info` listed the broker as `0*    8c1f0e2d9a7b  9092` and `rpk topic create orders` "
                  "failed with `lookup 8c1f0e2d9a7b on 192.168.1.1:53: no such host`.")
    assert verdict(broker_session(), tmp_path, lesson) == "write"


def test_and_before_another_quoted_subject_keeps_each_outcome_on_its_call(tmp_path):
    """Guard: the second subject's outcome is still checked on its own call."""
    lesson = fact("`rpk cluster info` listed the broker as `0*    8c1f0e2d9a7b  9092` and `rpk topic create orders` "
                  "passed on the first try.")
    assert verdict(broker_session(), tmp_path, lesson).startswith("refused")


def make_session() -> Builder:
    b = Builder()
    b.prompt("run the simulation")
    b.tool("Bash", {"command": "cd tb && make SIM=ghdl 2>&1 | tail -3"},
           "ghdl -r --work=work --workdir=sim_build uart_rx\nghdl:error: cannot find entity or configuration uart_rx\n"
           "make: *** [Makefile:23: sim] Error 2")
    return b


def test_a_command_the_build_runner_echoed_running_is_run_by_that_call(tmp_path):
    """"`ghdl -r` said `E`": make printed the recipe line it ran, then its error; the call ran `ghdl -r`."""
    lesson = fact("Under make, `ghdl -r` said `ghdl:error: cannot find entity or configuration uart_rx`.")
    assert verdict(make_session(), tmp_path, lesson) == "write"


def test_a_command_named_only_in_another_programs_output_is_not_run_by_it(tmp_path):
    """Guard: a command a program that echoes nothing names (a hint) is not run by that call."""
    b = Builder()
    b.prompt("run it")
    b.tool("Bash", {"command": "tool sim"}, "hint: ghdl -r --work=work uart_rx\nghdl:error: cannot find entity or "
                                            "configuration uart_rx")
    lesson = fact("`ghdl -r` said `ghdl:error: cannot find entity or configuration uart_rx`.")
    assert verdict(b, tmp_path, lesson) != "write"


def test_the_platform_a_session_ran_on_is_no_name_to_find(tmp_path):
    """"isn't on PATH in PowerShell": the shell the session ran in is said of it, no call prints its name."""
    b = Builder()
    b.prompt("plot the gerbers")
    b.tool("Bash", {"command": "kicad-cli pcb export gerbers board.kicad_pcb"},
           "Exit code 1\nkicad-cli: The term 'kicad-cli' is not recognized as a name of a cmdlet", is_error=True)
    lesson = fact("`kicad-cli` isn't on PATH in PowerShell (`The term 'kicad-cli' is not recognized as a name of a "
                  "cmdlet`).")
    assert verdict(b, tmp_path, lesson) == "write"


def test_a_date_or_time_under_a_key_named_field_is_no_secret():
    """`replication_key_value` holds a bookmark, `2027-01-11T10:11:47.203118+00:00`: a time, read as it was printed,
    so a citation quoting it (or a near miss of it) is judged against the real value."""
    from core.transcript.redact import redact
    kept = '{"replication_key_value": "2027-01-11T10:11:47.203118+00:00"}'
    assert redact(kept) == kept
    assert "[REDACTED" in redact('{"api_key": "sk-abc123def456ghi789"}')   # guard: a key's value is still one


def test_a_command_a_subagent_reports_it_ran_holds_on_its_task_call(tmp_path):
    """"Subagent: `tar tzf x` showed 41 files under y": the Task's result is the subagent's report of its calls."""
    b = Builder()
    b.prompt("why is the sdist 9 MB?")
    b.tool("Task", {"description": "Inspect sdist contents", "prompt": "build and list the sdist"},
           "Listed it with `tar tzf dist/tui-0.4.0.tar.gz`. 41 SVG snapshot files under tests/snapshots/__snapshots__ "
           "are included, 8.7 MB of the 9.1 MB.")
    lesson = fact("Subagent: `tar tzf dist/tui-0.4.0.tar.gz` showed 41 SVG snapshot files under "
                  "tests/snapshots/__snapshots__, 8.7 MB of the 9.1 MB.")
    assert verdict(b, tmp_path, lesson) == "write"
    other = Builder()   # guard: the same words in a Bash call's output are no command that call ran
    other.prompt("why is the sdist 9 MB?")
    other.tool("Bash", {"command": "cat notes.md"}, "Listed it with `tar tzf dist/tui-0.4.0.tar.gz`. 41 SVG snapshot "
               "files under tests/snapshots/__snapshots__ are included, 8.7 MB of the 9.1 MB.")
    assert verdict(other, tmp_path, lesson) != "write"


def vip_session() -> Builder:
    b = Builder()
    b.prompt("where is the VIP now?")
    b.tool("Bash", {"command": "ssh lb2 'ip -br addr show eth0'"}, "eth0  UP  10.20.0.12/24 10.20.0.100/32")
    b.tool("Bash", {"command": "npx vitest run"}, "Exit code 1\nMISSING DEPENDENCY  Cannot find dependency "
           "'@vitest/coverage-v8'", is_error=True)
    return b


def test_a_bare_name_beside_what_a_call_printed_may_be_the_one_it_was_given(tmp_path):
    """"`ip -br addr show eth0` showed who holds the VIP (lb2: `…`)": lb2 is the host the call went to."""
    lesson = fact("`ip -br addr show eth0` showed who holds 10.20.0.100/32 (lb2: `10.20.0.12/24 10.20.0.100/32`).")
    assert verdict(vip_session(), tmp_path, lesson) == "write"


def test_a_bare_name_only_another_calls_output_holds_is_not_what_this_call_printed(tmp_path):
    """Guard: "`npx vitest run` printed lb2 and `E`": lb2 is another call's host, not in this call nor its output."""
    lesson = fact("`npx vitest run` printed lb2 and `MISSING DEPENDENCY`.")
    assert verdict(vip_session(), tmp_path, lesson) != "write"
