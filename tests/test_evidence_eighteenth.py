"""Issue 24, eighteenth round (what the read twenty-fourth corpus showed, fixed by class): a call the person turned
down did nothing, so nothing comes "after" it until a call doing the same runs; words the shell joins or sends to a
file (`x > p.yml`, `a | b`, `a && b`) make a command line whatever its program; Korean says what a call printed
after it ("`cmd`에서 `E`가 나왔습니다", "`_index`로 … 요청이 `E`를 돌려줬습니다"), read as "`cmd` printed `E`"; "`cmd`
still ended in `E`" holds for a command run for the first time when an earlier call printed E (the trouble went on);
"20 seconds later" is a wait read off the clock, not a name; "the first Read of SUMMARY.md failed with `E`" names that
tool's call on that file, as "`Read` of `x`" does; "…, and after the fix it printed `X`" is a clause of its own, not
"Y after X"; what a call printed ends where another subject opens ("printed 0 and the count query returned 12"); the
person reporting trouble in their own words may be the cited failure; a command the workaround says not to rely on is
not its fix; "after `X` was rejected" is after the refusal; a tool parameter the workaround names in prose ("Read
again with offset and limit") is its fix; an outcome word on what a call listed ("listed each rejected task") is not
the call's. Each verdict from the whole-range judge and the streaming
scan alike (`verdict`); each test fails on the code before its rule, except two guards, each failing without its
guard (the person's report taken as the failure verifies the trap without the first; the refusal would be no act
without the second)."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

REJECTED = "The user doesn't want to proceed with this tool use. The tool use was rejected."
BLOCKED = "Exit code 1\n.\\build.ps1 : File C:\\src\\ledger\\build.ps1 cannot be loaded because running scripts is " \
          "disabled on this system."


def policy_session(turned_down: bool) -> Builder:
    b = Builder()
    b.prompt("build.ps1 won't start")
    b.tool("Bash", {"command": ".\\build.ps1 -Target Release"}, BLOCKED, is_error=True)
    policy = "Set-ExecutionPolicy -Scope CurrentUser RemoteSigned"
    if turned_down:
        b.tool("Bash", {"command": policy}, REJECTED, is_error=True)
        b.prompt("no, don't touch the machine's policy. bypass it for the single run")
    else:
        b.tool("Bash", {"command": policy}, "")
    b.tool("Bash", {"command": "powershell -NoProfile -ExecutionPolicy Bypass -File .\\build.ps1 -Target Release"},
           "Target: Release\nStatus: Ok")
    return b


def test_nothing_comes_after_a_call_the_person_turned_down(tmp_path):
    said = "After `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned`, `.\\build.ps1 -Target Release` ended " \
           "with `Status: Ok`."
    assert verdict(policy_session(True), tmp_path, fact(said)).startswith("refused")
    assert not verdict(policy_session(False), tmp_path, fact(said)).startswith("refused")


def circleci_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "circleci local execute test"}, "Exit code 255\nError:\nYou attempted to run a local "
           "build with version '2.1' of configuration.", is_error=True)
    b.tool("Bash", {"command": "circleci config process .circleci/config.yml > process.yml && "
                               "circleci local execute -c process.yml test"}, "Tests: 48 passed, 48 total\nSuccess!")
    return b


def test_words_the_shell_sends_to_a_file_are_a_command_line(tmp_path):
    """`circleci config process … > process.yml`: a program no vocabulary knows, a command line by its `>`; the
    exit code said of it is its own call's."""
    said = "`circleci config process .circleci/config.yml > process.yml` exited with `Exit code 255`."
    assert verdict(circleci_session(), tmp_path, fact(said)).startswith("refused")
    true = "`circleci config process .circleci/config.yml > process.yml` and the local run printed `Success!`."
    assert not verdict(circleci_session(), tmp_path, fact(true)).startswith("refused")


NCCL = "Exit code 1\n[rank1]: torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, " \
       "unhandled system error (run with NCCL_DEBUG=INFO for details)"


def nccl_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "accelerate launch --num_processes 2 train.py"}, NCCL, is_error=True)
    b.tool("Bash", {"command": "accelerate env | grep -i mixed"}, "- mixed_precision: no")
    b.tool("Bash", {"command": "curl -s -X POST http://127.0.0.1:5984/orders/_index -d @idx.json"},
           '{"result":"created","id":"_design/a7c1"}')
    b.tool("Bash", {"command": "curl -s -X POST http://127.0.0.1:5984/orders/_find -d @q.json"},
           '{"error":"no_usable_index","reason":"No index exists for this sort."}')
    return b


def test_korean_says_what_a_call_printed_after_naming_it(tmp_path):
    said = "`accelerate env`에서 `unhandled system error`가 나왔습니다."
    assert verdict(nccl_session(), tmp_path, fact(said)).startswith("refused")
    true = "`accelerate launch --num_processes 2 train.py`에서 `unhandled system error`가 나왔습니다."
    assert not verdict(nccl_session(), tmp_path, fact(true)).startswith("refused")


def test_a_korean_request_to_a_place_printed_what_its_call_printed(tmp_path):
    said = "`_index`로 인덱스를 만드는 요청이 `no_usable_index`를 돌려줬습니다."
    assert verdict(nccl_session(), tmp_path, fact(said)).startswith("refused")
    true = "`_find`로 보낸 요청이 `no_usable_index`를 돌려줬습니다."
    assert not verdict(nccl_session(), tmp_path, fact(true)).startswith("refused")


def test_still_holds_for_a_new_command_when_the_error_went_on(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "spago build"}, "Exit code 1\n  Module Affjax was not found.\n✘ Failed to build.",
           is_error=True)
    b.tool("Bash", {"command": "spago install affjax-web"}, "Exit code 1\nError: package affjax-web not in the set\n✘ Failed to build.",
           is_error=True)
    said = "`spago install affjax-web` alone still ended in `✘ Failed to build.`"
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")
    never = "`spago install affjax-web` alone still ended in `Error: package affjax-web not in the set`"   # (first there)
    assert verdict(b, tmp_path, fact(never)).startswith("refused")


def test_seconds_later_is_a_wait_not_a_name(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "sudo systemctl restart telegraf"}, "")
    b.tool("Bash", {"command": "sleep 20; journalctl -u telegraf --since '1 min ago' | tail -1"},
           "Dec 14 08:16:10 mon01 telegraf[2388]: E! failed to write metric (401 Unauthorized)")
    said = "`sudo systemctl restart telegraf`, and 30 seconds later the journal showed `401 Unauthorized` at 08:16:10."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")


def test_a_tool_named_in_prose_on_a_file_is_that_call(tmp_path):
    """"The first Read of SUMMARY.md failed with `E`": E is that Read's own result, not the build's before it."""
    b = Builder()
    b.tool("Bash", {"command": "mdbook build docs/book"}, "Exit code 101\n[ERROR] (mdbook::renderer): Renderer exited "
           "with non-zero return code.", is_error=True)
    b.tool("Read", {"file_path": "/home/lee/tsdb/docs/book/src/SUMMARY.md"}, "File content (31822 tokens) exceeds "
           "maximum allowed tokens (25000).", is_error=True)
    said = "The first Read of SUMMARY.md failed with `Renderer exited with non-zero return code.`"
    assert verdict(b, tmp_path, fact(said)).startswith("refused")
    true = "The first Read of SUMMARY.md failed with `exceeds maximum allowed tokens (25000)`."
    assert not verdict(b, tmp_path, fact(true)).startswith("refused")


def test_and_after_opens_a_clause_of_its_own(tmp_path):
    """"…, and after the test fix it printed `X`": not "the run failed on a 406 after X" (Y after X)."""
    b = Builder()
    b.tool("Bash", {"command": "./gradlew test"}, "Exit code 1\nOrderRoutesTest > listOrders() FAILED\n"
           "    expected: 200 but was: 406", is_error=True)
    b.tool("Edit", {"file_path": "/src/test/OrderRoutesTest.kt", "old_string": "get(\"/orders\")",
                    "new_string": "get(\"/orders\") { accept(ContentType.Application.Json) }"}, "updated")
    b.tool("Bash", {"command": "./gradlew test"}, "OrderRoutesTest > listOrders() PASSED")
    said = "the run failed only on a 406, and after the test fix it printed `OrderRoutesTest > listOrders() PASSED`."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")


def test_what_a_call_printed_ends_where_another_subject_opens(tmp_path):
    """"`grep -c 'E!'` printed 0 and the count query returned 12": the 12 is the query's, not grep's."""
    b = Builder()
    b.tool("Bash", {"command": "sleep 20; journalctl -u telegraf --no-pager | grep -c 'E!'"}, "Exit code 1\n0",
           is_error=True)
    b.tool("Bash", {"command": "influx query --file count.flux --raw | tail -1"}, ",_result,0,usage_idle,cpu,mon01,12")
    said = "`grep -c 'E!'` over the journal printed 0 and the influx count query returned 12 cpu points."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")


def test_a_command_the_workaround_says_not_to_rely_on_is_not_its_fix(tmp_path):
    """"don't rely on docker compose restart connect": the evidence quoting that command ties no fix to it."""
    b = Builder()
    b.prompt("the s3 sink is broken, it keeps rebalancing")
    b.tool("Bash", {"command": "docker compose restart connect && sleep 30 && docker compose logs connect | "
                               "grep -c 'Rebalance started'"}, "4")
    b.prompt("leave flush.size to the data team")
    ids = _ids(b, tmp_path)   # the person's report, the restart, the person's word
    e = gotcha("`docker compose restart connect && sleep 30 && docker compose logs connect | grep -c 'Rebalance "
               "started'` → `4`", "Lower flush.size on s3-sink; don't rely on docker compose restart connect.",
               evidence_steps=[ids[1]], failure_step=ids[0], fix_step=ids[1])
    assert verdict(b, tmp_path, e).startswith("review")


def _ids(b: Builder, tmp_path) -> list[str]:
    from core.transcript.slicer import build_slice
    path = b.write(tmp_path / "ids.jsonl")
    return [line.split("]")[0][1:] for line in build_slice(path).text.splitlines() if line.startswith("[s")]


def disk_panel(prompt: str) -> Builder:
    b = Builder()
    b.prompt(prompt)
    b.tool("Bash", {"command": "influx query --file disk.flux --raw"}, "Exit code 1\nError: runtime error @6:6-6:64: "
           "schema collision: cannot group float and integer types together", is_error=True)
    b.tool("Edit", {"file_path": "/ops/disk.flux", "old_string": "|> filter(fn: (r) => r._field == \"used\")",
                    "new_string": "|> filter(fn: (r) => r._field == \"used\")\n  |> toFloat()"}, "updated")
    b.tool("Bash", {"command": "influx query --file disk.flux --raw"}, ",_result,0,used,disk,mon01,/,4.1e+10")
    return b


def test_the_person_reporting_trouble_may_be_the_cited_failure(tmp_path):
    """The model cites the person's report ("the disk panel errors with …") as the failure: a report of trouble, so
    the fix is judged from it, as from the failing call that follows; a prompt reporting none is still no failure."""
    said = "`schema collision: cannot group float and integer types together` → the Edit added `|> toFloat()` → " \
           "the rerun printed `4.1e+10`"
    for prompt, want in (("the disk panel errors with something about a schema collision", "write"),
                         ("one more thing: the disk panel", "review")):
        b = disk_panel(prompt)
        ids = _ids(b, tmp_path)
        e = gotcha(said, "Add `|> toFloat()` before grouping.", evidence_steps=[ids[1], ids[3]], failure_step=ids[0],
                   fix_step=ids[3])
        assert verdict(b, tmp_path, e).startswith(want)


def test_after_a_call_said_to_be_turned_down_is_after_the_refusal(tmp_path):
    """"After `X` was rejected, `Y` printed `Z`": the writer knows X never ran; the refusal is the act."""
    said = "After `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned` was rejected, `powershell -NoProfile " \
           "-ExecutionPolicy Bypass -File .\\build.ps1 -Target Release` printed `Status: Ok`."
    assert not verdict(policy_session(True), tmp_path, fact(said)).startswith("refused")


def test_a_report_line_with_a_greater_than_sign_is_no_command_line():
    """Only a pipe or `&&` into a program, or a redirection into a file, makes a command line: a test report's
    `OrderRoutesTest > listOrders() PASSED` and a table's `name | value` stay what a call printed."""
    from core.evidence.words import commandish
    assert commandish("circleci config process .circleci/config.yml > process.yml")
    assert commandish("mytool build 2>&1 | tail -3")
    assert not commandish("orderroutestest > listorders() passed")
    assert not commandish("name | value")


def test_a_tool_parameter_the_workaround_names_in_prose_is_its_fix(tmp_path):
    """"Read again with offset and limit": a later Read given `offset`/`limit` after the one that failed runs the fix,
    though the workaround quotes no parameter."""
    b = Builder()
    b.tool("Read", {"file_path": "/home/lee/tsdb/docs/book/src/SUMMARY.md"}, "File content (31822 tokens) exceeds "
           "maximum allowed tokens (25000). Please use offset and limit parameters.", is_error=True)
    b.tool("Read", {"file_path": "/home/lee/tsdb/docs/book/src/SUMMARY.md", "offset": 1, "limit": 200},
           "     1\t# Summary\n     7\t- [Retention](reference/retention.md)")
    e = gotcha("Read of SUMMARY.md failed: `File content (31822 tokens) exceeds maximum allowed tokens (25000).`; the "
               "second Read went through.", "Read again with offset and limit (here offset 1, limit 200).")
    assert verdict(b, tmp_path, e) == "write"


def test_an_outcome_word_on_what_a_call_listed_is_not_the_calls(tmp_path):
    """"`docker service ps …` listed each rejected task": the tasks were rejected; the call that listed them worked."""
    b = Builder()
    b.tool("Bash", {"command": "docker service ps shop_api --no-trunc --format '{{.Node}} {{.Error}}'"},
           "worker-2 No such image: registry.internal:5000/shop/api:1.8.2\nworker-1 No such image: "
           "registry.internal:5000/shop/api:1.8.2")
    said = "`docker service ps shop_api --no-trunc` listed each rejected task with the `No such image` error."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")
    failed = "`docker service ps shop_api --no-trunc` failed with the `No such image` error."
    assert verdict(b, tmp_path, fact(failed)).startswith("refused")
