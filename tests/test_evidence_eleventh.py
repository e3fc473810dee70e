"""Issue 24, eleventh round: a command said to have reproduced or hit something ("`elm make` reproduced `CORRUPT
CACHE`") claims no success; "passed as a plain string" is an argument handed on, no run that passed; a few
lower-case words a clause opens on are the command whose output it quotes ("`fc-list :lang=zh family` listed
`Noto Serif CJK SC`": looked for in that call's output); "after" behind a dash, or after a place in a file ("added
`x` after `y`"), orders nothing; the check that failed is the same check run from another folder (`cd app && …`) or
trimmed by another filter (`| tail -4`), and it fails "the same way" only when the error the citation quotes is back,
not when only a wrapper's "command exited with status 1" is. Each verdict from the whole-range judge and the
streaming scan alike (`verdict`); each test fails on the code before its rule."""
from __future__ import annotations

from core.distil import screen
from core.evidence.claims import parse
from core.evidence.judge import StepRefs, pick_failure
from core.evidence.sequence import split_clauses
from core.evidence.steps import Transcript
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

ELM = "ELM_HOME=/tmp/ci-elm-cache npx elm make src/Main.elm --output=/dev/null"


def elm_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": ELM}, "Exit code 1\n-- CORRUPT CACHE ---------\nI ran into an unknown package",
           is_error=True)
    b.tool("Bash", {"command": "rm -rf /tmp/ci-elm-cache && " + ELM}, "Success! Compiled 14 modules.")
    return b


def test_a_command_said_to_have_reproduced_the_trouble_claims_no_success(tmp_path):
    assert [c.outcome for c in parse(f"`{ELM}` reproduced `CORRUPT CACHE`").claims] == [""]
    assert verdict(elm_session(), tmp_path, fact(f"`{ELM}` reproduced `CORRUPT CACHE`")) == "write"
    for text in ("`cargo test` triggered the panic", "`make` hit `No rule to make target`"):
        assert all(c.outcome != "ok" for c in parse(text).claims), text


def test_passed_as_an_argument_says_nothing_worked():
    assert not parse("`registryPassword string` is passed as a plain string").worked
    assert not parse("the token is passed to `dagger call` in the clear").worked
    assert parse("`npm test` passed after the edit").worked


def fonts_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "pandoc ch.md --pdf-engine=xelatex -V 'CJKmainfont=Noto Serif CJK SC' -o t.pdf"},
           "Exit code 43\n! Package fontspec Error: The font \"Noto Serif CJK SC\" cannot be found.", is_error=True)
    b.tool("Bash", {"command": "fc-list :lang=zh family | sort -u"}, "Noto Sans CJK SC\nNoto Serif CJK JP")
    return b


def test_what_a_lower_case_command_is_said_to_have_listed_is_in_its_own_output(tmp_path):
    claim = parse("`fc-list :lang=zh family` listed `Noto Serif CJK SC`").claims[0]
    assert claim.inputs == ("fc-list :lang=zh family",) and claim.outputs == ("noto serif cjk sc",)
    assert verdict(fonts_session(), tmp_path, fact("`fc-list :lang=zh family` listed `Noto Serif CJK SC`")) \
        .startswith("refused")
    assert verdict(fonts_session(), tmp_path, fact("`fc-list :lang=zh family` listed `Noto Sans CJK SC`")) == "write"


def test_after_behind_a_dash_or_a_place_in_a_file_orders_nothing():
    dashed = parse("avrdude: `can't open device \"COM3\": Access is denied.` — after the IDE was closed the same "
                   "upload ended with `21874 bytes of flash verified`")
    assert all(c.after is None for c in dashed.claims)
    placed = parse("Edit gradle.properties: added `org.gradle.java.home=C:/jbr` after `android.useAndroidX=true`")
    assert all(c.after is None for c in placed.claims)
    assert parse("`npm test` passed after `npm ci`").claims[0].after == 1


def west_session(*, second_error: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "cd /home/li/node && west build -b nrf52840dk app -p auto 2>&1 | tail -6"},
           "Exit code 1\ndevicetree error: app.overlay:7 (column 12): parse error: expected '<', '\"', or '['\n"
           "FATAL ERROR: command exited with status 1: /usr/bin/cmake", is_error=True)
    b.tool("Edit", {"file_path": "/home/li/node/app.overlay", "old_string": "status = okay;",
                    "new_string": "status = \"okay\";"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "west build -b nrf52840dk app -p auto 2>&1 | tail -8"},
           f"Exit code 1\n{second_error}\nFATAL ERROR: command exited with status 1: /usr/bin/cmake --build", is_error=True)
    b.tool("Edit", {"file_path": "/home/li/node/prj.conf", "old_string": "CONFIG_LOG=y",
                    "new_string": "CONFIG_LOG=y\nCONFIG_I2C=y"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "west build -b nrf52840dk app -p auto 2>&1 | tail -4"},
           "[150/150] Linking C executable zephyr/zephyr.elf")
    return b


def test_a_rerun_failing_on_another_error_leaves_the_fix_to_the_check_passing_later(tmp_path):
    e = gotcha("`west build` failed: `parse error: expected '<', '\"', or '['` at `app.overlay:7`",
               workaround="Quote the value: `status = \"okay\";`")
    other = "ld.bfd: main.c:21: undefined reference to `__device_dts_ord_112`"
    assert verdict(west_session(second_error=other), tmp_path, e) == "write"
    # the quoted error came back on the re-run after the edit: that edit did not fix it
    same = "devicetree error: app.overlay:7 (column 12): parse error: expected '<', '\"', or '['"
    assert verdict(west_session(second_error=same), tmp_path, e).startswith("review")


def rollout_session(*, then: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "go test ./workflows/ -run TestReplayFulfilOrder"},
           "Exit code 1\n--- FAIL: TestReplayFulfilOrder (order-88412)\n[TMPRL1100] nondeterministic workflow: "
           "history event is ActivityTaskScheduled", is_error=True)
    b.tool("Edit", {"file_path": "/k/workflows/fulfil.go", "old_string": "chargeThenReserve(ctx, order)",
                    "new_string": "v := workflow.GetVersion(ctx, \"charge-before-reserve\", workflow.DefaultVersion, 1)"},
           "The file has been updated successfully.")
    b.tool("Bash", {"command": "go test ./workflows/ -run TestReplayFulfilOrder"}, "ok  orders-worker/workflows 0.214s")
    b.tool("Bash", {"command": "kubectl set image deploy/orders-worker worker=registry.acme.dev/orders-worker:1.14.1"},
           "deployment.apps/orders-worker image updated")
    b.prompt(then)
    return b


def test_the_persons_denial_after_the_rollout_naming_the_case_holds_the_fix(tmp_path):
    e = gotcha("Replay of order-88412 failed with `[TMPRL1100] nondeterministic workflow`; after wrapping the new "
               "order in `workflow.GetVersion` the replay test passed",
               workaround="Wrap it: `workflow.GetVersion(ctx, \"charge-before-reserve\", workflow.DefaultVersion, 1)`")
    said = verdict(rollout_session(then="아니요, order-88412 는 temporal ui에서 아직도 WorkflowTaskFailed 로 보여요."),
                   tmp_path, e)
    assert said == "review: fix not shown to work in the session (the person said it still fails after it)"
    # a denial of something the lesson never names, after other work, is about that
    assert verdict(rollout_session(then="no, the dashboard still shows the old version"), tmp_path, e) == "write"


def liquibase_session(*, then: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "liquibase --defaults-file=liquibase.prod.properties update"},
           "Exit code 1\nWaiting for changelog lock....\nERROR: Could not acquire change log lock.", is_error=True)
    b.tool("Bash", {"command": "liquibase --defaults-file=liquibase.prod.properties list-locks"},
           "Listing Liquibase locks...\n - ip-10-2-3-41 (10.2.3.41) at May 7, 2024, 3:12:55 AM")
    b.reply("Once no deploy runs, `liquibase --defaults-file=liquibase.prod.properties release-locks` frees it.")
    b.prompt(then)
    return b


def test_a_confirmation_naming_a_thing_the_lesson_never_names_confirms_nothing_here(tmp_path):
    e = gotcha("`list-locks` → `ip-10-2-3-41 (10.2.3.41) at May 7, 2024, 3:12:55 AM`",
               workaround="`liquibase --defaults-file=liquibase.prod.properties release-locks`")
    assert verdict(liquibase_session(then="ok. btw the staging update looks perfect in the db, thanks!"),
                   tmp_path, e).startswith("review")
    assert verdict(liquibase_session(then="ran release-locks myself, the prod deploy is done now, perfect"),
                   tmp_path, e) == "write"


def cors_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "envoy --mode validate -c envoy.yaml"},
           "Exit code 1\nerror initializing configuration 'envoy.yaml': INVALID_ARGUMENT", is_error=True)
    b.tool("Edit", {"file_path": "/p/envoy.yaml", "old_string": "explicit_http_config:",
                    "new_string": "typed_extension_protocol_options:"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "envoy --mode validate -c envoy.yaml"}, "configuration 'envoy.yaml' OK")
    b.prompt("works! the browser says the preflight has no access-control-allow-origin header though")
    b.tool("Edit", {"file_path": "/p/envoy.yaml", "old_string": "http_filters:",
                    "new_string": "http_filters:\n- name: envoy.filters.http.cors"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "envoy --mode validate -c envoy.yaml"}, "configuration 'envoy.yaml' OK")
    return b


def test_the_persons_report_after_the_last_failing_call_is_the_failure_the_fix_is_judged_after(tmp_path):
    e = gotcha("preflight had no `Access-Control-Allow-Origin` header; added `envoy.filters.http.cors` → "
               "`configuration 'envoy.yaml' OK`", workaround="Add a cors policy to the route for the web app's origin.")
    # only the config check passes after it: the browser is never tried again
    assert verdict(cors_session(), tmp_path, e).startswith("review")


def itch_session(*, then: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "godot --headless --export-release 'Windows Desktop' build/win/hop.exe"}, "savepack: end")
    b.prompt("웹 버전은 itch.io에 올리면 검은 화면이에요. 콘솔에 SharedArrayBuffer is not defined 라고 떠요")
    b.tool("Edit", {"file_path": "/g/export_presets.cfg", "old_string": "variant/thread_support=true",
                    "new_string": "variant/thread_support=false"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "godot --headless --export-release Web build/web/index.html"}, "savepack: end")
    b.prompt(then)
    return b


def test_after_a_failure_the_person_reported_their_word_after_the_next_passing_call_confirms_it(tmp_path):
    e = gotcha("사용자: \"SharedArrayBuffer is not defined\" → `variant/thread_support=false` → web export "
               "`savepack: end`", workaround="Export with `variant/thread_support=false`.")
    assert verdict(itch_session(then="이제 itch에서 돼요! 감사합니다"), tmp_path, e) == "write"
    # said of a thing the fix never names, it confirms nothing
    assert verdict(itch_session(then="nice, the grafana panel shows data now too"), tmp_path, e).startswith("review")


def gleam_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "gleam test"}, "Exit code 1\nerror: Dependency resolution failed\nBecause gleam_json "
           ">= 2.0.0 depends on gleam_stdlib >= 0.40.0", is_error=True)
    b.tool("Edit", {"file_path": "/d/gleam.toml", "old_string": "gleam_stdlib = \">= 0.34.0 and < 0.38.0\"",
                    "new_string": "gleam_stdlib = \">= 0.40.0 and < 2.0.0\""}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "gleam deps download && gleam test"}, "Exit code 1\nDownloaded 6 packages in 0.41s\n"
           "error: Unknown module value\nstring.concat_all", is_error=True)
    b.tool("Edit", {"file_path": "/d/src/report.gleam", "old_string": "string.concat_all", "new_string": "string.concat"},
           "The file has been updated successfully.")
    b.tool("Bash", {"command": "gleam test"}, "Compiled in 1.82s\n9 tests, 0 failures")
    return b


GLEAM = ("`gleam test` failed with `Because gleam_json >= 2.0.0 depends on gleam_stdlib >= 0.40.0`; after widening "
         "to `gleam_stdlib = \">= 0.40.0 and < 2.0.0\"` the deps resolved (`Downloaded 6 packages in 0.41s`) and {} "
         "`gleam test` printed `9 tests, 0 failures`")


def test_the_last_run_after_an_act_is_any_later_run_not_the_first(tmp_path):
    e = gotcha(GLEAM.format("the last"), workaround="Set `gleam_stdlib = \">= 0.40.0 and < 2.0.0\"`")
    assert verdict(gleam_session(), tmp_path, e) == "write"
    # without it, the first run after the edit is the one meant, and it did not print that
    assert verdict(gleam_session(), tmp_path, gotcha(GLEAM.format("then"))).startswith("refused")


def test_the_failure_is_the_call_holding_what_the_citation_says_failed(tmp_path):
    """A later failing call printed another piece the citation quotes (`Downloaded 6 packages`): the failure the fix
    is judged after is still the one said to have failed with its error."""
    path = gleam_session().write(tmp_path / "g.jsonl")
    steps = Transcript.from_turns(screen.analysed_turns(str(path), 0, None)).steps
    failure, _ = pick_failure(steps, len(steps) - 1, GLEAM.format("the last"), StepRefs())
    assert failure is not None and "because gleam_json" in failure.result


def earthly_session(*, reran: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "time earthly +test"}, "+test | --> RUN go mod download\n+test | go: downloading "
           "github.com/jackc/pgx/v5 v5.5.5\n+test | ok  billing/internal 2.1s")
    b.tool("Edit", {"file_path": "/r/Earthfile", "old_string": "COPY . ./\nRUN go mod download",
                    "new_string": "COPY go.mod go.sum ./\nRUN go mod download\nCOPY . ./"},
           "The file has been updated successfully.")
    if reran:
        b.tool("Bash", {"command": "earthly +test"}, "+test | *cached* --> RUN go mod download\n+test | ok  billing 2.0s")
    return b


def test_after_an_occasion_in_prose_the_quoted_command_is_what_came_and_what_it_did_without_is_checked(tmp_path):
    """"After the reorder `earthly +test` finished without any `go: downloading` lines": the quote opens what came
    after the reorder; the run it names must not have printed what the clause says it did without."""
    e = fact("After the reorder `earthly +test` finished without any `go: downloading` lines.")
    assert verdict(earthly_session(reran=False), tmp_path, e).startswith("refused")
    assert verdict(earthly_session(reran=True), tmp_path, e) == "write"
    # with no occasion before it ("After `npm ci` finished, …"), the quote is still the act that came first
    assert "\x000\x00" in split_clauses("After \x000\x00 finished the build passed.")[0][0]


UPLOAD = "arduino-cli upload -p COM3 --fqbn arduino:megaavr:nona4809 soil-monitor.ino"


def upload_session(*, said: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": UPLOAD}, "Exit code 1\navrdude: ser_open(): can't open device \"\\\\.\\COM3\": Access is "
           "denied.", is_error=True)
    b.reply("COM3 is held by another program, most likely the Arduino IDE's serial monitor. Close it and I'll retry.")
    b.prompt(said)
    b.tool("Bash", {"command": UPLOAD}, "avrdude: 21874 bytes of flash verified")
    return b


def test_a_slash_between_words_of_the_fix_is_no_name_to_run(tmp_path):
    """"Close the IDE / Serial Monitor and re-run `X`": the quoted re-run is the failing command itself, and `/` no
    name the fix is run with, so the fix names nothing new to run: the re-run passing after it shows it."""
    e = gotcha("`ser_open(): can't open device \"\\\\.\\COM3\": Access is denied.` — after the IDE was closed the "
               "same upload ended with `avrdude: 21874 bytes of flash verified`",
               workaround=f"Close the IDE / Serial Monitor and re-run `{UPLOAD}`.")
    assert verdict(upload_session(said="closed the ide. try again"), tmp_path, e) == "write"


def jbr_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "cd android && ./gradlew.bat assembleDebug"}, "Exit code 1\nFAILURE: Build failed with an "
           "exception.\n> error: invalid source release: 17", is_error=True)
    b.tool("Bash", {"command": "cd android && JAVA_HOME=\"C:/Program Files\\\\Android\\\\Android Studio\\\\jbr\" "
                               "./gradlew.bat assembleDebug"}, "BUILD SUCCESSFUL in 1m 12s")
    return b


def test_a_windows_path_run_with_escaped_separators_is_the_fix_written_with_plain_ones(tmp_path):
    e = gotcha("`./gradlew.bat assembleDebug` failed: `> error: invalid source release: 17`",
               workaround="`JAVA_HOME=\"C:\\Program Files\\Android\\Android Studio\\jbr\" ./gradlew.bat assembleDebug`")
    assert verdict(jbr_session(), tmp_path, e) == "write"


def challenge_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "kubectl describe challenge -n shop shop-tls-1 | tail -4"},
           "Reason: Waiting for HTTP-01 challenge propagation: wrong status code '404', expected '200'\nState: pending")
    b.tool("Edit", {"file_path": "/k/clusterissuer.yaml", "old_string": "class: nginx",
                    "new_string": "ingressClassName: nginx"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "kubectl apply -f clusterissuer.yaml && kubectl delete challenge -n shop shop-tls-1"},
           "clusterissuer.cert-manager.io/letsencrypt configured\nchallenge.acme.cert-manager.io \"shop-tls-1\" deleted")
    b.prompt("yay 🎉 the cert is ready now")
    return b


def test_a_listing_quoting_a_wrong_status_code_is_the_failure_the_fix_is_judged_after(tmp_path):
    """A call that worked printed the trouble the citation quotes with no word of an error (`wrong status code
    '404'`): it is the failure, and the person's word right after the fix confirms it."""
    e = gotcha("`Waiting for HTTP-01 challenge propagation: wrong status code '404', expected '200'`; `class: nginx` → "
               "`ingressClassName: nginx`, deleted the challenge", workaround="`ingressClassName: nginx` in the issuer")
    assert verdict(challenge_session(), tmp_path, e) == "write"


COUNT = "trino --catalog hive --schema sales --execute \"select count(*) from orders where dt = '2024-05-01'\""


def trino_session() -> Builder:
    b = Builder()
    b.prompt("trino query on hive orders returns partition location does not exist")
    b.tool("Bash", {"command": COUNT}, "Exit code 1\nQuery failed: Partition location does not exist: "
           "s3a://acme-lake/sales/orders/dt=2024-05-01", is_error=True)
    b.tool("Bash", {"command": "trino --execute \"CALL system.sync_partition_metadata('sales', 'orders', 'FULL')\""},
           "CALL")
    b.tool("Bash", {"command": COUNT}, "\"0\"")
    return b


def test_the_person_telling_the_error_in_their_own_words_may_be_the_cited_failure(tmp_path):
    e = gotcha("`Partition location does not exist: s3a://acme-lake/sales/orders/dt=2024-05-01` → "
               "`CALL system.sync_partition_metadata('sales', 'orders', 'FULL')` → the same count query returned 0",
               workaround="`CALL system.sync_partition_metadata('sales', 'orders', 'FULL')`",
               failure_step="s1", fix_step="s4", evidence_steps=["s1", "s2", "s4"])
    assert verdict(trino_session(), tmp_path, e) == "write"


def test_the_cut_before_the_quote_keeps_its_mark_whole_with_a_parenthesis_after_it():
    """"After the reorder `earthly +test` (cached) finished …": the quote's mark (`\\x00N\\x00`) opens what came
    after, whole, whatever follows it."""
    clauses = split_clauses("After the reorder \x000\x00 (cached) finished without any \x001\x00 lines.")[0]
    assert clauses[0].strip() == "the reorder" and clauses[1].lstrip().startswith("\x000\x00 (cached)")
