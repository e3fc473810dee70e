"""Issue 24, tenth round: a command said to have done something ("`heroku run … migrate` applied the migrations",
"`dvc repro`를 다시 돌리니 … 보였다") claims that call went well, and that claim is checked against the call's own
outcome; a command written into a script is not run by the Write that wrote it; an edit that writes a fix's code in
its own words (`s.pool` for the lesson's `pool`, a body for its `{...}`) holds every name that code calls; what
"after X" says came is looked for after X, whatever it says of it ("`E`, fixed after X" excepted: that error came
before). Each
verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its
rule."""
from __future__ import annotations

from core.evidence.claims import parse
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

MIGRATE = "heroku run -a ledger npm run migrate"


def heroku_session(*, rerun_ok: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": MIGRATE}, "Exit code 127\n> knex migrate:latest\nsh: 1: knex: not found", is_error=True)
    b.tool("Write", {"file_path": "/p/scripts/fix-knex.sh",
                     "content": f"#!/bin/sh\nnpm install --save knex\ngit push heroku main\n{MIGRATE}\n"},
           "File created successfully at: /p/scripts/fix-knex.sh")
    if rerun_ok:
        b.tool("Bash", {"command": "sh scripts/fix-knex.sh"}, "added 1 package")
        b.tool("Bash", {"command": MIGRATE}, "Batch 1 run: 4 migrations")
    return b


def test_a_command_said_to_have_done_something_went_well_in_its_own_call(tmp_path):
    e = fact(f"`{MIGRATE}` applied the migrations without `sh: 1: knex: not found`")
    assert verdict(heroku_session(rerun_ok=True), tmp_path, e) == "write"
    # the only run of it failed; the script that names it was only written
    assert verdict(heroku_session(rerun_ok=False), tmp_path, e).startswith("refused")


def test_what_a_command_printed_or_does_is_no_outcome_said_of_it():
    for text in ("`make docs` → `make: *** No rule to make target 'docs'.  Stop.`",
                 "`ssh-keygen -R web2` removes the old key", "`fpm test`: At line 42 of file src/solver.f90",
                 "`pip install freezgun` terminó con `No matching distribution found for freezgun`",
                 "the next `./gradlew test` ran Gradle"):
        assert all(c.outcome != "ok" for c in parse(text).claims), text
    assert [c.outcome for c in parse("`heroku run -a x npm run migrate` applied the migrations").claims] == ["ok"]
    assert "ok" in [c.outcome for c in parse("`.envrc` 추가 후 `dvc repro`를 다시 돌리니 ui에 run이 보였다").claims]


def test_a_command_said_to_have_passed_is_not_held_by_the_script_that_wrote_it(tmp_path):
    e = fact(f"`{MIGRATE}` went through")
    assert verdict(heroku_session(rerun_ok=False), tmp_path, e).startswith("refused")
    assert verdict(heroku_session(rerun_ok=True), tmp_path, e) == "write"


def crdb_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "go test ./internal/transfer -count=1"},
           "Exit code 1\n--- FAIL: TestConcurrentTransfers\nrestart transaction: (SQLSTATE 40001)", is_error=True)
    b.tool("Edit", {"file_path": "/p/internal/transfer/transfer.go", "old_string": "tx, err := s.pool.Begin(ctx)",
                    "new_string": "return crdbpgx.ExecuteTx(ctx, s.pool, pgx.TxOptions{}, func(tx pgx.Tx) error {\n"
                                  "\t\treturn move(ctx, tx, from, to, amount)\n\t})"},
           "The file has been updated successfully.")
    b.tool("Bash", {"command": "go test ./internal/transfer -count=1"}, "ok  example.com/ledger/internal/transfer 2.9s")
    return b


def test_an_edit_writing_the_fixs_code_in_its_own_words_is_the_fix(tmp_path):
    e = gotcha("`(SQLSTATE 40001)` from `go test ./internal/transfer -count=1`; after the edit it printed "
               "`ok  example.com/ledger/internal/transfer`",
               "Wrap the body in `crdbpgx.ExecuteTx(ctx, pool, pgx.TxOptions{}, func(tx pgx.Tx) error {...})`")
    assert verdict(crdb_session(), tmp_path, e) == "write"
    # an edit missing one of its names (another call) is not the fix, nor is the code's closing `})` alone
    other = gotcha("`(SQLSTATE 40001)` from `go test ./internal/transfer -count=1`; after the edit it printed "
                   "`ok  example.com/ledger/internal/transfer`",
                   "Wrap the body in `crdbpgx.ExecuteInTx(ctx, pool, pgx.TxOptions{}, func(tx pgx.Tx) error {...})`")
    assert verdict(crdb_session(), tmp_path, other).startswith("review")


def etcd_session(*, defrag_ran: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "etcdutl snapshot status /var/backups/etcd.db -w table"}, "| 3f0c7a2e | 9120402 | 2.1 GB |")
    if defrag_ran:
        b.tool("Bash", {"command": "etcdctl --endpoints=https://10.0.0.11:2379 defrag"},
               "Finished defragmenting etcd member[https://10.0.0.11:2379]")
        b.tool("Bash", {"command": "etcdutl snapshot status /var/backups/etcd2.db -w table"}, "| 7a1e | 9120870 | 2.1 GB |")
    else:
        b.tool("Bash", {"command": "etcdctl --endpoints=https://10.0.0.11:2379 defrag"},
               "The user doesn't want to proceed with this tool use. The tool use was rejected.", is_error=True)
    return b


def test_what_a_citation_says_came_after_an_act_is_looked_for_after_it(tmp_path):
    """"After X the snapshot was still `2.1 GB`": 2.1 GB after X, not only before it (X turned down, nothing after)."""
    e = fact("After `etcdctl --endpoints=https://10.0.0.11:2379 defrag` the next snapshot was as big: `2.1 GB`")
    assert verdict(etcd_session(defrag_ran=True), tmp_path, e) == "write"
    assert verdict(etcd_session(defrag_ran=False), tmp_path, e).startswith("refused")


def test_an_error_said_to_be_fixed_after_an_act_came_before_it(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "mix test test/live_test.exs"}, "** (RuntimeError) Phoenix LiveView requires lazy_html "
           "as a test dependency", is_error=True)
    b.tool("Bash", {"command": "mix deps.get 2>&1 | tail -5"}, "* Getting lazy_html (Hex package)")
    b.tool("Bash", {"command": "mix test test/live_test.exs"}, "5 tests, 0 failures")
    assert verdict(b, tmp_path, fact("`Phoenix LiveView requires lazy_html as a test dependency`, fixed after "
                                     "`mix deps.get 2>&1 | tail -5`")) == "write"
    # "— after X: `out`": what X's turn printed, after it
    assert verdict(b, tmp_path, fact("`Phoenix LiveView requires lazy_html as a test dependency` — after "
                                     "`mix deps.get 2>&1 | tail -5`: `5 tests, 0 failures`")) == "write"


def test_an_arrow_to_a_query_said_to_give_something_leads_to_a_call_of_its_own(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "rm plugins/apoc-4.4.0.26-all.jar && docker restart neo4j"}, "neo4j")
    b.tool("Bash", {"command": "cypher-shell -u neo4j 'RETURN apoc.version()'"}, "apoc.version()\n\"5.18.0\"")
    e = fact("`rm plugins/apoc-4.4.0.26-all.jar && docker restart neo4j` → `RETURN apoc.version()` gave \"5.18.0\"")
    assert verdict(b, tmp_path, e) == "write"


def test_two_addresses_joined_by_a_slash_in_prose_are_two_names(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "etcdctl --endpoints=https://10.0.0.11:2379,https://10.0.0.13:2379 defrag"},
           "The user doesn't want to proceed with this tool use. The tool use was rejected.", is_error=True)
    b.prompt("don't defrag the leader during business hours, it blocks writes on that member")
    e = fact("the person stopped the defrag of 10.0.0.11/10.0.0.13: \"don't defrag the leader during business hours\"")
    assert verdict(b, tmp_path, e).startswith(("write", "review"))
    # ... each still a name to find
    assert verdict(b, tmp_path, fact("the person stopped the defrag of 10.0.0.11/10.0.0.14: \"don't defrag the "
                                     "leader during business hours\"")).startswith("refused")


def index_session(answer: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "cypher-shell 'PROFILE MATCH (a:Account {iban: $i}) RETURN a'"},
           "NodeByLabelScan\nTotal database accesses: 3617824")
    b.tool("Bash", {"command": "cypher-shell 'CREATE INDEX account_iban IF NOT EXISTS FOR (a:Account) ON (a.iban)'"},
           "0 rows\nready to start consuming query after 31 ms")
    b.reply("The lookup now uses NodeIndexSeek.")
    b.prompt(answer)
    return b


def test_the_person_saying_right_after_the_fix_that_nothing_changed_takes_it_back(tmp_path):
    e = gotcha("`Total database accesses: 3617824` from the PROFILE", "`CREATE INDEX account_iban IF NOT EXISTS FOR "
               "(a:Account) ON (a.iban)`")
    assert verdict(index_session("thanks, the healthcheck is fast now"), tmp_path, e) == "write"
    for answer in ("healthcheck still takes 2s in the api log, no change at all", "nothing changed on my side",
                   "헬스체크는 그대로 2초예요"):
        assert verdict(index_session(answer), tmp_path, e).startswith("review"), answer


def two_fixes_session(answer: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "python scripts/smoke.py list"}, "Exit code 1\nsqlalchemy.exc.MissingGreenlet: "
           "greenlet_spawn has not been called", is_error=True)
    b.tool("Edit", {"file_path": "/p/app/products.py", "old_string": "select(Product)",
                    "new_string": "select(Product).options(selectinload(Product.tags))"},
           "The file has been updated successfully.")
    b.reply("Added `.options(selectinload(Product.tags))` to the list query.")
    b.prompt(answer)
    return b


def test_a_person_saying_one_part_is_done_and_another_waits_confirms_only_the_part_named(tmp_path):
    """"목록은 됐어요 … create 쪽은 내일": the list works, the create side waits. It confirms the lesson about the list
    (its own words name 목록) and not one about the create side."""
    answer = "목록은 됐어요! 고마워요. create 쪽은 제가 내일 따로 볼게요"
    listing = gotcha("목록 API: `sqlalchemy.exc.MissingGreenlet: greenlet_spawn has not been called`",
                     "Add `.options(selectinload(Product.tags))` to the query")
    assert verdict(two_fixes_session(answer), tmp_path, listing) == "write"
    create = gotcha("create API: `sqlalchemy.exc.MissingGreenlet: greenlet_spawn has not been called`",
                    "Add `.options(selectinload(Product.tags))` to the query")
    assert verdict(two_fixes_session(answer), tmp_path, create).startswith("review")
    assert verdict(two_fixes_session("readme 업데이트는 됐어요, 고마워요! 설치는 내일 ci에서 할게요."), tmp_path,
                   listing).startswith("review")
    assert verdict(two_fixes_session("됐어요, 고마워요"), tmp_path, create) == "write"


def test_a_sentence_opening_with_a_change_tells_what_came_after_it(tmp_path):
    """"With the cast in loaders.py, `ge docs build` rendered the site": that run came after the edit, not before."""
    b = Builder()
    b.tool("Bash", {"command": "great_expectations docs build --no-view"}, "Building Data Docs... done: local_site")
    b.tool("Edit", {"file_path": "/p/loaders.py", "old_string": "amount", "new_string": "amount.astype('float64')"},
           "The file has been updated successfully.")
    e = fact("With the float64 cast in loaders.py, `great_expectations docs build --no-view` rendered local_site.")
    assert verdict(b, tmp_path, e).startswith("refused")
    b.tool("Bash", {"command": "great_expectations docs build --no-view"}, "Building Data Docs... done: local_site")
    assert verdict(b, tmp_path, e) == "write"
