"""Issue 24, twelfth round: a Windows path ended by a shell operator (`infra\\main.bicep; echo …`) is the same
path as when it ends the line, so a re-run with an exit code echoed after it is the failing check run again; a
failure the person tells after a sentence of praise ("좋아요. 그런데 ci 에서는 … 실패해요") is another thing than the fix
they praised; praise that leaves for later a thing the fix names ("ill sort the db grant out tomorrow") confirms
nothing; a program asked only its version (`luarocks --version`) is no fix the evidence tells; an arrow from a few
lower-case words opening the citation (`ros2 launch x y.launch.py` → `E`) leads to what that call printed, and a
slash between quoted lines of output (`train:` / `changed deps:`) is no root path to find; a quote a past-tense verb
leads to from the command opening the clause ("`docker compose restart connect` came back with `E`") is in that
call's step, as what a request named by its method and URL ("the PUT to `/x` answered `E`") or the subagent is said
to have printed is in that call's; "answered" after a quote is no new clause; a command retried alone after it ran
as a part of a line (`git add x && git commit …`, then `git commit …`) is a repeat; "A vs B" compares two things,
each of its own clause, and "x3" after a quote is how many times, no name; after an edit naming the fix, another
command of the failing program on what it failed to load (`dagster asset materialize -m ingest_dag …` after
`timeout 20 dagster dev -m ingest_dag`) passing shows it. Each
verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before
its rule."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.steps import argv
from core.evidence.workaround import told_fix
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

BUILD = "az bicep build --file infra\\main.bicep"
BCP = ("WARNING: C:\\src\\infra\\main.bicep(14,5) : Error BCP037: The property \"sku\" is not allowed on objects of "
       "type \"Microsoft.Storage/storageAccounts/blobServices\".")


def bicep_session(rerun: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": BUILD}, "Exit code 1\n" + BCP, is_error=True)
    b.tool("Edit", {"file_path": "C:\\src\\infra\\main.bicep", "old_string": "  sku: {\n    name: 'Standard_LRS'\n  }\n"
                    "  properties: {", "new_string": "  properties: {"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": rerun}, "exit=0")
    return b


def test_a_windows_path_before_a_shell_operator_keeps_its_separators():
    assert argv(BUILD + "; echo exit=$LASTEXITCODE")[:5] == argv(BUILD)
    assert argv("cd C:\\src\\app&& dir")[1] == "c:/src/app"


def test_the_failing_build_rerun_with_its_exit_code_echoed_shows_an_edit_fix(tmp_path):
    lesson = gotcha(f"`{BUILD}` → `Error BCP037: The property \"sku\" is not allowed`; removed sku, re-ran the build "
                    "→ `exit=0`", "Delete the sku block from the blobServices resource.")
    assert verdict(bicep_session(BUILD + "; echo \"exit=$LASTEXITCODE\""), tmp_path, lesson) == "write"


def busted_session(then: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "busted"}, "Exit code 1\nspec/marks_spec.lua:1: module 'quickmarks.store' not found:",
           is_error=True)
    b.tool("Write", {"file_path": "/p/.busted", "content": 'return { _all = { lpath = "lua/?.lua" } }'},
           "File created successfully at: /p/.busted")
    b.tool("Bash", {"command": "busted"}, "6 successes / 0 failures / 0 errors / 0 pending")
    b.prompt(then)
    b.tool("Bash", {"command": "luarocks make --local q-scm-1.rockspec"},
           "Exit code 1\nError: Rockspec format 3.0 is not supported, please upgrade LuaRocks.", is_error=True)
    return b


def test_a_failure_told_after_praise_for_the_fix_is_another_thing(tmp_path):
    lesson = gotcha("`busted` → `module 'quickmarks.store' not found:`", "Add `.busted` with `lpath = \"lua/?.lua\"`.")
    assert verdict(busted_session("좋아요. 그런데 ci 에서는 luarocks make 가 실패해요."), tmp_path, lesson) == "write"
    assert verdict(busted_session("Nice. But the CI run still fails."), tmp_path, lesson) == "write"
    assert verdict(busted_session("아니요, 여전히 실패해요."), tmp_path, lesson).startswith("review")


def grant_session(then: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "fly ssh console -a app -C '/app/bin migrate'"},
           "Exit code 1\nERROR: permission denied for schema public (SQLSTATE 42501)", is_error=True)
    b.reply("The new user needs a grant: GRANT ALL ON SCHEMA public TO app_v2;")
    b.tool("Write", {"file_path": "/p/migrations/000_grant.sql", "content": "GRANT ALL ON SCHEMA public TO app_v2;"},
           "File created successfully at: /p/migrations/000_grant.sql")
    b.prompt(then)
    return b


def test_praise_that_leaves_the_fix_for_later_confirms_nothing(tmp_path):
    lesson = gotcha("`fly ssh console -a app -C '/app/bin migrate'` → `permission denied for schema public`",
                    "`GRANT ALL ON SCHEMA public TO app_v2;`")
    assert verdict(grant_session("perfect 👍 thanks for the deploy earlier. ill sort the db grant out tomorrow"),
                   tmp_path, lesson).startswith("review")
    assert verdict(grant_session("perfect 👍 the grant did it, the rest tomorrow"), tmp_path, lesson) == "write"


def test_a_program_asked_its_version_is_no_fix_the_evidence_tells():
    assert told_fix("Upgrade LuaRocks to 3.x", "`luarocks --version` = `/usr/bin/luarocks 2.4.2`") == []
    assert told_fix("Upgrade LuaRocks to 3.x", "ran `luarocks self-upgrade 3.11`") == ["luarocks self-upgrade 3.11"]


def ros_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "ros2 run my_robot_driver driver_node"}, "Exit code 1\nPackage 'my_robot_driver' not found",
           is_error=True)
    b.tool("Bash", {"command": "source install/setup.bash && ros2 launch my_robot_driver driver.launch.py"},
           "Exit code 1\n[ERROR] [launch]: file not found: install/my_robot_driver/share/config/driver.yaml", is_error=True)
    b.tool("Bash", {"command": "dvc status"}, "train:\n\tchanged deps:\n\t\tmodified:           data")
    return b


def test_an_arrow_from_a_few_lower_case_words_opening_the_citation_leads_to_their_output(tmp_path):
    claim = parse("`ros2 launch my_robot_driver driver.launch.py` → `Package 'my_robot_driver' not found`").claims[0]
    assert claim.inputs == ("ros2 launch my_robot_driver driver.launch.py",) and claim.outputs
    assert verdict(ros_session(), tmp_path, fact("`ros2 launch my_robot_driver driver.launch.py` → `Package "
                                                 "'my_robot_driver' not found`")).startswith("refused")
    assert verdict(ros_session(), tmp_path, fact("`ros2 run my_robot_driver driver_node` → `Package "
                                                 "'my_robot_driver' not found`")) == "write"


def test_a_slash_between_quoted_lines_of_output_is_no_root_path(tmp_path):
    assert parse("`dvc status` → `train:` / `changed deps:`").claims[0].outputs == ("train:", "changed deps:")
    assert verdict(ros_session(), tmp_path, fact("`dvc status` → `train:` / `changed deps:` / `modified:    data`")) \
        == "write"


def connect_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "docker compose ps pg-orders"}, "pg-orders  Creation of replication slot failed")
    b.tool("Bash", {"command": "docker compose restart connect"}, "Container connect  Restarting\nContainer connect  Started")
    return b


def test_what_a_past_tense_verb_leads_to_from_the_command_opening_the_clause_is_in_that_call(tmp_path):
    said = "`docker compose restart connect` came back with `Creation of replication slot failed`"
    assert parse(said).claims[0].tied == ("docker compose restart connect", "creation of replication slot failed")
    assert verdict(connect_session(), tmp_path, fact(said)).startswith("refused")
    assert verdict(connect_session(), tmp_path, fact("`docker compose restart connect` came back with "
                                                     "`Container connect  Started`")) == "write"
    for loose in ("`docker compose restart connect` fixed `Creation of replication slot failed`",
                  "`docker compose restart connect` added `slot.name`", "`docker compose restart connect` uses `x`"):
        assert len(parse(loose).claims[0].tied) < 2, loose


def meili_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "curl -s -X POST localhost:7700/indexes/recipes/search --data '{\"filter\":\"c = t\"}'"},
           '{"message":"Attribute `c` is not filterable.","code":"invalid_search_filter"}')
    b.tool("Bash", {"command": "curl -s -X PUT localhost:7700/indexes/recipes/settings/filterable-attributes "
                               "--data '[\"c\"]'"}, '{"taskUid":41,"status":"enqueued"}')
    b.tool("Task", {"description": "Scan rego files", "prompt": "List every rule on old syntax."},
           "Found 2 rules still using pre-1.0 syntax:\n- policy/limits.rego:5\n- policy/labels.rego:9")
    return b


def test_what_a_request_named_by_its_method_and_url_answered_is_in_that_call(tmp_path):
    said = "the PUT to `/indexes/recipes/settings/filterable-attributes` answered `{}`"
    claim = parse(said.format("invalid_search_filter")).claims[0]
    assert claim.inputs == ("/indexes/recipes/settings/filterable-attributes",)
    assert claim.outputs == ("invalid_search_filter",)
    assert verdict(meili_session(), tmp_path, fact(said.format("invalid_search_filter"))).startswith("refused")
    assert verdict(meili_session(), tmp_path, fact(said.format('"status":"enqueued"'))) == "write"


def test_what_the_subagent_is_said_to_have_hit_is_in_the_task_calls_result(tmp_path):
    assert verdict(meili_session(), tmp_path, fact("the subagent hit `invalid_search_filter` as well")) \
        .startswith("refused")
    assert verdict(meili_session(), tmp_path, fact("the subagent found `policy/labels.rego:9` as well")) == "write"


def test_a_command_retried_alone_after_it_ran_as_part_of_a_line_is_a_repeat(tmp_path):
    b = Builder()
    for command in ("git add x.ex && git commit -m wip", "git commit -m wip"):
        b.tool("Bash", {"command": command}, "Exit code 1\n[FORMAT] Fix these issues before committing.", is_error=True)
    for said in ("the retried `git commit -m wip` failed with `Fix these issues before committing.`",
                 "the commit was retried and the hook answered `Fix these issues before committing.` once more"):
        assert verdict(b, tmp_path, fact(said)) == "write", said


def cargo_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "cargo run"}, "   Finished `dev` profile target(s) in 2m 41s")
    b.tool("Bash", {"command": "cargo run --features bevy/dynamic_linking"},
           "   Finished `dev` profile target(s) in 3.87s\nSTEP_SUCCESS\nSTEP_SUCCESS\nSTEP_SUCCESS\nRUN_SUCCESS")
    return b


def test_a_comparison_is_two_clauses_and_a_multiple_no_name(tmp_path):
    said = "`cargo run --features bevy/dynamic_linking` → `target(s) in 3.87s` vs `target(s) in 2m 41s` for `cargo run`"
    assert verdict(cargo_session(), tmp_path, fact(said)) == "write"
    assert verdict(cargo_session(), tmp_path, fact("`cargo run --features bevy/dynamic_linking` printed `STEP_SUCCESS` "
                                                   "x3 and `RUN_SUCCESS`")) == "write"
    assert verdict(cargo_session(), tmp_path, fact("`cargo run --features bevy/dynamic_linking` → `target(s) in 2m "
                                                   "41s` versus `target(s) in 3.87s`")).startswith("refused")


def dagster_session(then: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "timeout 20 dagster dev -m ingest_dag"},
           "Exit code 1\ndagster._core.errors.DagsterImportError\nNameError: name 'load_assets_from_modules' is not "
           "defined", is_error=True)
    b.tool("Edit", {"file_path": "/p/ingest_dag/__init__.py", "old_string": "from dagster import Definitions",
                    "new_string": "from dagster import Definitions, load_assets_from_modules"},
           "The file /p/ingest_dag/__init__.py has been updated successfully.")
    b.tool("Bash", {"command": then}, "RUN_SUCCESS")
    return b


def test_another_command_of_the_failing_program_on_what_it_failed_to_load_shows_an_edit_fix(tmp_path):
    lesson = gotcha("`NameError: name 'load_assets_from_modules' is not defined` → import added → `RUN_SUCCESS`",
                    "`from dagster import Definitions, load_assets_from_modules`")
    assert verdict(dagster_session("dagster asset materialize -m ingest_dag --select '*daily_revenue'"), tmp_path,
                   lesson) == "write"
    assert verdict(dagster_session("timeout 30 dagster dev -m ingest_dag"), tmp_path, lesson) == "write"
    assert verdict(dagster_session("dagster asset materialize -m other_dag --select x"), tmp_path, lesson) \
        .startswith("review")
