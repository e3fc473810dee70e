"""Issue 24, thirteenth round: a Windows path whose extension holds a digit (`tools\\update-checksum.ps1`) reads
with `/` like any other; a format's name ("printed the steps JSON") and a count of what a listing held ("among 5
targets") are no names to find; an aside opening on "(and" is a clause of its own; "got past X to the match step"
tells of a step the call reached, not that it passed, and irregular past verbs ("`mix burn` wrote the card") say
the call went well as regular ones do; a value an edit set ("switched to `python 3.12` → `200 OK`") is no command
whose output follows the arrow; "the first `X`" is the first call running X, inside a longer line or alone; "`A` after `B` passed" says
A passed; a script the workaround says to run, written by the session, is not an edit adding the fix. Each
verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before
its rule."""
from __future__ import annotations

from core.distil import screen
from core.evidence.claims import parse
from core.evidence.fixparts import stretch
from core.evidence.judge import pick_failure
from core.evidence.matching import normalise
from core.evidence.steps import Transcript
from core.evidence.words import distinctive
from core.transcript.stepids import StepRefs
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict


def choco_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "choco install relay -s .\\out -y"}, "Exit code 1\nERROR: Checksum for 'relay.zip' did "
           "not meet '3f1a0c9e' for checksum type 'SHA256'.", is_error=True)
    b.tool("Write", {"file_path": "C:\\src\\relay\\tools\\update-checksum.ps1", "content": "param($Zip)\n"},
           "File created successfully at: C:\\src\\relay\\tools\\update-checksum.ps1")
    b.reply("tools\\update-checksum.ps1 rewrites checksum64 from the zip.")
    return b


def test_a_windows_path_with_a_digit_in_its_extension_reads_with_slashes(tmp_path):
    assert normalise("tools\\update-checksum.ps1") == "tools/update-checksum.ps1"
    assert verdict(choco_session(), tmp_path, fact("after `did not meet '3f1a0c9e'` I wrote "
                                                   "`tools\\update-checksum.ps1`")) == "write"


def listing_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "plz query alltargets //src/..."},
           "//src/a:a\n//src/a:a_test\n//src/b:b\n//src/b:b_test\n//src/c:c")
    b.tool("Bash", {"command": "buildkite-agent pipeline upload --dry-run p.yml | jq '.steps[]'"},
           '{\n  "label": "build",\n  "command": "make"\n}')
    return b


def test_a_format_and_a_count_of_what_a_listing_held_are_no_names(tmp_path):
    assert not distinctive("JSON") and not distinctive("YAML")
    assert verdict(listing_session(), tmp_path, fact("plz query alltargets //src/... listed //src/a:a_test and "
                                                     "//src/b:b_test among 5 targets")) == "write"
    assert verdict(listing_session(), tmp_path, fact("`buildkite-agent pipeline upload --dry-run p.yml` printed the "
                                                     "steps JSON")) == "write"


def crumb_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "curl -s -X POST -F f=@J https://ci.x/validate"},
           "<h2>HTTP ERROR 403 No valid crumb was included in the request</h2>")
    b.tool("Bash", {"command": "curl -s -u bot:t -X POST -F f=@J https://ci.x/validate"}, "Jenkinsfile successfully validated.")
    return b


def test_an_aside_opening_on_and_is_a_clause_of_its_own(tmp_path):
    said = ("The first `curl -s -X POST -F f=@J https://ci.x/validate` printed `HTTP ERROR 403 No valid crumb` "
            "(and `curl -s` still exited 0).")
    assert len(parse(said).claims) == 2
    assert verdict(crumb_session(), tmp_path, fact(said)) == "write"


def lane_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "DEVELOPER_DIR=/X.app bundle exec fastlane ios build"},
           "Exit code 1\n--- Step: match ---\n[!] Invalid password passed via 'MATCH_PASSWORD'", is_error=True)
    b.tool("Bash", {"command": "MIX_TARGET=rpi0 mix burn -d /dev/sdb"}, "Exit code 1\nfwup: Permission denied on /dev/sdb",
           is_error=True)
    return b


def test_getting_past_a_step_to_another_is_no_pass_and_wrote_is_a_past_verb(tmp_path):
    assert verdict(lane_session(), tmp_path, fact("`DEVELOPER_DIR=/X.app bundle exec fastlane ios build` got past "
                                                  "xcodebuild to the match step")) == "write"
    assert verdict(lane_session(), tmp_path, fact("`MIX_TARGET=rpi0 mix burn -d /dev/sdb` wrote the card without any "
                                                  "extra step")).startswith("refused")


def unit_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "sudo tail -2 /var/log/unit.log"}, "[alert] Python failed to import module \"q.main\"")
    b.tool("Edit", {"file_path": "/srv/q/unit.json", "old_string": '"type": "python 3.11"',
                    "new_string": '"type": "python 3.12"'}, "The file /srv/q/unit.json has been updated successfully.")
    b.tool("Bash", {"command": "sudo curl -X PUT --data-binary @unit.json --unix-socket /s http://localhost/config && "
                               "curl -si http://localhost:8300/health"}, '{"success": "Reconfiguration done."}\nHTTP/1.1 200 OK')
    return b


def test_a_value_an_edit_set_leads_by_an_arrow_to_a_later_step(tmp_path):
    said = "`Python failed to import module \"q.main\"`; the type was `python 3.11` → switched to `python 3.12` → `HTTP/1.1 200 OK`"
    assert verdict(unit_session(), tmp_path, fact(said)) == "write"


def alembic_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "alembic upgrade head && alembic revision --autogenerate -m x"},
           "Running upgrade 9a1f -> b7e2")
    b.tool("Bash", {"command": "alembic upgrade head && alembic downgrade -1 && alembic upgrade head"},
           "Exit code 1\npsycopg.errors.DuplicateObject: type \"invoice_status\" already exists", is_error=True)
    return b


def test_the_first_run_of_a_command_is_the_first_call_running_it_in_any_line(tmp_path):
    assert verdict(alembic_session(), tmp_path, fact("the first `alembic upgrade head` → `type \"invoice_status\" "
                                                     "already exists`")).startswith("refused")
    assert verdict(alembic_session(), tmp_path, fact("`alembic upgrade head` → `type \"invoice_status\" already "
                                                     "exists`")) == "write"


def docs_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "git merge --no-edit origin/tom/quickstart"}, "Merge made by the 'ort' strategy.")
    b.tool("Bash", {"command": "npm run build"}, "Exit code 1\nError: MDX compilation failed for file quickstart.mdx",
           is_error=True)
    return b


def test_a_command_after_another_then_an_outcome_is_the_first_commands_outcome(tmp_path):
    said = "`npm run build` after `git merge --no-edit origin/tom/quickstart` passed on the first try"
    assert parse(said).claims[-1].inputs == ("npm run build",)
    assert verdict(docs_session(), tmp_path, fact(said)).startswith("refused")


def regen_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npx prisma generate"}, "Exit code 1\nError: EPERM: operation not permitted, rename "
           "query_engine-windows.dll.node.tmp8812", is_error=True)
    b.tool("Write", {"file_path": "/kiosk/scripts/regen.sh", "content": "kill \"$1\"\nnpx prisma generate\n"},
           "File created successfully at: /kiosk/scripts/regen.sh")
    b.tool("Bash", {"command": "npx prisma generate"}, "Generated Prisma Client (v5.19.1)")
    return b


def test_a_script_the_fix_runs_written_by_the_session_is_no_edit_adding_the_fix(tmp_path):
    lesson = gotcha("`npx prisma generate` → `EPERM: operation not permitted, rename query_engine-windows.dll.node"
                    ".tmp8812`", "run scripts/regen.sh <pid>")
    assert verdict(regen_session(), tmp_path, lesson).startswith("review")


def links_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npm run build"}, "Exit code 1\nError: Docusaurus found broken links!\n- Broken link on "
           "source page path = /docs/guides/install:\n   -> linking to ../reference/cli", is_error=True)
    b.tool("Bash", {"command": "grep -rln reference/cli docs | xargs sed -i -e 's#reference/cli#reference/command-line#g'"},
           "")
    b.tool("Bash", {"command": "npm run build 2>&1 | tail -1"}, "[SUCCESS] Generated static files in \"build\".")
    return b


def test_a_fix_run_with_options_of_the_sessions_own_among_its_words_is_run():
    def same(_k: int, w: str, r: str) -> bool:
        return w == r
    assert stretch(("sed", "s#a#b#g"), ("xargs", "sed", "-i", "-e", "s#a#b#g"), same)
    assert not stretch(("sed", "-n", "s#a#b#g"), ("xargs", "sed", "-i", "-e", "s#a#b#g"), same)
    assert not stretch(("sed", "s#a#c#g"), ("xargs", "sed", "-i", "-e", "s#a#b#g"), same)


def test_the_fix_run_with_options_of_the_sessions_own_shows_it(tmp_path):
    lesson = gotcha("`npm run build` → `Broken link on source page path = /docs/guides/install:`",
                    "Rewrite the links to the new slug (`sed 's#reference/cli#reference/command-line#g'`) and rebuild.")
    assert verdict(links_session(), tmp_path, lesson) == "write"


def match_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "bundle exec fastlane ios build"}, "Exit code 1\n[!] Invalid password passed via "
           "'MATCH_PASSWORD'", is_error=True)
    b.tool("Bash", {"command": "MATCH_PASSWORD=s bundle exec fastlane ios build"}, "Exit code 1\nAll required keys, "
           "certificates and provisioning profiles are installed\nerror: exportArchive: No profiles were found",
           is_error=True)
    return b


def test_a_quoted_warning_of_trouble_is_the_failure_and_what_was_installed_is_not(tmp_path):
    evidence = ("`[!] Invalid password passed via 'MATCH_PASSWORD'` → `MATCH_PASSWORD=s bundle exec fastlane` → "
                "`All required keys, certificates and provisioning profiles are installed`")
    path = match_session().write(tmp_path / "s.jsonl")
    transcript = Transcript.from_turns(screen.analysed_turns(str(path), 0, None))
    failure, _ = pick_failure(transcript.steps, len(transcript.steps) - 1, evidence, StepRefs())
    assert failure is not None and "invalid password" in failure.result


def kafka_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "docker compose logs --since 1m taskmanager 2>&1 | grep -m3 -i exception"},
           "taskmanager-1 | ERROR Source: orders failed: org.apache.kafka.common.errors.TimeoutException: Timeout expired "
           "while fetching topic metadata")
    b.tool("Edit", {"file_path": "/p/jobs/orders.sql", "old_string": "'properties.bootstrap.servers' = 'localhost:9092'",
                    "new_string": "'properties.bootstrap.servers' = 'kafka:9092'"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "docker compose exec kafka kafka-configs --bootstrap-server kafka:9092 --describe | grep "
                               "advertised"}, "advertised.listeners=PLAINTEXT://localhost:9092")
    return b


def test_a_subcommand_of_a_group_is_part_of_the_check(tmp_path):
    """`docker compose exec kafka …` after an edit is not the `docker compose logs` that showed the error, run
    again."""
    lesson = gotcha("`docker compose logs --since 1m taskmanager` → `TimeoutException: Timeout expired while fetching "
                    "topic metadata`", "`'properties.bootstrap.servers' = 'kafka:9092'`")
    assert verdict(kafka_session(), tmp_path, lesson).startswith("review")
