"""Issue 24, ninth round: what the session's own calls show of a fix. A pipe that exited 0 while printing
trouble is no pass (and may be cited as the failure); the person's own act cited as the fix; quoted words with a
placeholder filled in an edit or a written file's path; an option given a value; the fix run in a line that failed
further on, the quoted error gone; the log that showed the error read again after the edit; an edit taking out
what the error named; the person's next words after other work; a quoted success message never picks the
failure. Each verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the
code before its rule."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict
from tests.test_evidence_units import step_ids

OOM = "allocating 6144.00 MiB on device 0: cudaMalloc failed: out of memory"


def server_session(fix_output: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "./llama-server -m m.gguf -c 32768 --port 8081"}, f"Exit code 1\n{OOM}",
           is_error=True)
    b.tool("Bash", {"command": "timeout 30 ./llama-server -m m.gguf -c 32768 -fa -ctk q8_0 --port 8081 2>&1 | "
                               "grep -E 'KV|listen'"}, fix_output)
    return b


def test_a_pipe_that_exited_0_printing_trouble_does_not_show_the_fix(tmp_path):
    e = gotcha(f"`{OOM}` with `-c 32768`; then `-fa -ctk q8_0` was tried", "Quantize the KV cache with `-fa -ctk q8_0`")
    assert verdict(server_session("KV buffer size = 1536.00 MiB\nserver is listening on http://127.0.0.1:8081"),
                   tmp_path, e) == "write"
    assert verdict(server_session("KV buffer size = 1536.00 MiB\nllama_new_context: failed to allocate compute "
                                  "buffers"), tmp_path, e).startswith("review")


def test_such_a_pipe_may_be_cited_as_the_failure(tmp_path):
    b = server_session("KV buffer size = 3264.00 MiB\nfailed to allocate compute buffers")
    b.tool("Bash", {"command": "timeout 30 ./llama-server -m m.gguf -ngl 40 -c 32768 -fa -ctk q8_0 --port 8081 2>&1 "
                               "| grep -E 'KV|listen'"}, "KV buffer size = 2720.00 MiB\nserver is listening")
    ids = step_ids(b, tmp_path)
    e = gotcha("`-ngl 40` → `server is listening`", "`-ngl 40` (8 layers on the CPU)",
               evidence_steps=[ids[2]], failure_step=ids[1], fix_step=ids[2])
    assert verdict(b, tmp_path, e) == "write"


def puma_session(check_next: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "bundle exec puma -c config/puma.rb"}, "Exit code 1\nAddress already in use - "
           "bind(2) for \"0.0.0.0\" port 3000 (Errno::EADDRINUSE)", is_error=True)
    b.reply("Another puma (pid 59911) still holds port 3000; I'd rather not kill it without asking.")
    b.prompt("oh that's my other tab, I killed it")
    if not check_next:
        b.tool("Bash", {"command": "git status --short"}, " M config/puma.rb")
    b.tool("Bash", {"command": "bundle exec puma -c config/puma.rb"}, "* Listening on http://0.0.0.0:3000")
    return b


def test_the_persons_act_cited_as_the_fix_is_shown_by_the_check_passing_next(tmp_path):
    for check_next, expected in ((True, "write"), (False, "review")):
        b = puma_session(check_next)
        ids = step_ids(b, tmp_path)
        e = gotcha("`Address already in use - bind(2) for \"0.0.0.0\" port 3000`; the person killed the other puma; "
                   "rerun → `* Listening on http://0.0.0.0:3000`", "Find it with `lsof -i :3000` and stop it",
                   evidence_steps=[ids[0], ids[-1]], failure_step=ids[0], fix_step=ids[2])
        assert verdict(b, tmp_path, e).startswith(expected), check_next


def nats_session(edit: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "nats stream add ORDERS --subjects 'orders.>' --defaults"}, "Exit code 1\nnats: error: "
           "could not create Stream: JetStream not enabled for account (10039)", is_error=True)
    b.tool("Edit", {"file_path": "/p/scripts/dev-nats.sh", "old_string": "exec nats-server -p 4222",
                    "new_string": edit}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "nats stream add ORDERS --subjects 'orders.>' --defaults | head -n 3"},
           "Stream ORDERS was created")
    return b


def test_quoted_words_with_a_placeholder_are_named_by_an_edit_filling_it(tmp_path):
    e = gotcha("`could not create Stream: JetStream not enabled for account (10039)`; after the edit → `Stream "
               "ORDERS was created`", "Start it with `-js -sd <dir>` (store directory)")
    assert verdict(nats_session("exec nats-server -p 4222 -js -sd /var/tmp/nats"), tmp_path, e) == "write"
    assert verdict(nats_session("exec nats-server -p 4222 -m 8222"), tmp_path, e).startswith("review")


def changeset_session(written: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npx changeset status --since=origin/main"}, "Exit code 1\n🦋 error Some packages "
           "have been changed but no changesets were found.", is_error=True)
    b.tool("Write", {"file_path": f"/p/tiny-date/{written}", "content": "---\n\"tiny-date\": minor\n---\nship esm"},
           "File created successfully")
    b.tool("Bash", {"command": "npx changeset status --since=origin/main"}, "🦋 info Packages to be bumped at minor")
    return b


def test_a_written_file_filling_a_placeholder_path_is_the_fix(tmp_path):
    e = gotcha("`error Some packages have been changed but no changesets were found.` → wrote a changeset → "
               "`Packages to be bumped at minor`", "Add a changeset (write `.changeset/<name>.md`)")
    assert verdict(changeset_session(".changeset/quiet-dates-rest.md"), tmp_path, e) == "write"
    assert verdict(changeset_session("notes/quiet-dates-rest.md"), tmp_path, e).startswith("review")


def context_session(value: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "./llama-server -m m.gguf -ngl 99 -c 32768 --port 8081"}, f"Exit code 1\n{OOM}",
           is_error=True)
    b.tool("Bash", {"command": f"./llama-server -m m.gguf -ngl 99 -c {value} --port 8081"},
           "server is listening on http://127.0.0.1:8081")
    return b


def test_an_option_given_a_value_is_shown_by_the_failing_command_run_with_it(tmp_path):
    e = gotcha(f"`{OOM}` with `-c 32768`; a shorter context started the server", "Lower the context (`-c 8192`)")
    assert verdict(context_session("8192"), tmp_path, e) == "write"
    assert verdict(context_session("16384"), tmp_path, e) != "write"


def rollup_session(rename_output: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npx rollup -c"}, "Exit code 1\n[!] RollupError: Node tried to load your "
           "configuration file as CommonJS even though it is likely an ES module.", is_error=True)
    b.tool("Bash", {"command": "git mv rollup.config.js rollup.config.mjs && npx rollup -c"},
           f"Exit code 1\n{rename_output}", is_error=True)
    b.tool("Edit", {"file_path": "/p/tsconfig.json", "old_string": "\"moduleResolution\": \"nodenext\"",
                    "new_string": "\"moduleResolution\": \"bundler\""}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "npx rollup -c"}, "created dist/index.js, dist/index.cjs in 1.1s")
    return b


def test_the_fix_run_in_a_line_failing_further_on_is_shown_by_the_check_passing_later(tmp_path):
    e = gotcha("`[!] RollupError: Node tried to load your configuration file as CommonJS even though it is likely an "
               "ES module.`; after the rename the build got further and later printed `created dist/index.js`",
               "`git mv rollup.config.js rollup.config.mjs`")
    assert verdict(rollup_session("[!] (plugin typescript) RollupError: TS5110: Option 'module' must be set to "
                                  "'NodeNext'"), tmp_path, e) == "write"
    # the person turning the rename down: it never ran
    b = Builder()
    b.tool("Bash", {"command": "npx rollup -c"}, "Exit code 1\n[!] RollupError: Node tried to load your "
           "configuration file as CommonJS even though it is likely an ES module.", is_error=True)
    b.tool("Bash", {"command": "git mv rollup.config.js rollup.config.mjs && npx rollup -c"},
           "The user doesn't want to proceed with this tool use. The tool use was rejected.", is_error=True)
    b.tool("Edit", {"file_path": "/p/package.json", "old_string": "\"name\"", "new_string": "\"type\": \"module\", "
                    "\"name\""}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "npx rollup -c"}, "created dist/index.js, dist/index.cjs in 1.1s")
    assert verdict(b, tmp_path, e).startswith("review")


RULE = "error while adding rule Host: unexpected number of parameters; got 2, expected one of [1]"


def traefik_session(after: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "docker logs edge-traefik-1 --since 5m 2>&1 | grep ERR | tail -n 2"},
           f"2025-06-03T08:12:40Z ERR error=\"{RULE}\" routerName=whoami@docker")
    b.tool("Edit", {"file_path": "/p/docker-compose.yml", "old_string": "Host(`a.test`, `b.test`)",
                    "new_string": "Host(`a.test`) || Host(`b.test`)"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "docker compose up -d whoami && docker logs edge-traefik-1 --since 1m 2>&1 | "
                               "grep ERR | tail -n 2"}, after)
    return b


def test_the_log_that_showed_the_error_read_again_after_the_edit_without_it_shows_the_fix(tmp_path):
    e = gotcha(f"Traefik logged `{RULE}`; after the label became two Host matchers the log had no such error",
               "Write Host(`a`) || Host(`b`).")
    assert verdict(traefik_session("Container edge-whoami-1 Started"), tmp_path, e) == "write"
    assert verdict(traefik_session(f"2025-06-03T08:14:02Z ERR error=\"{RULE}\""), tmp_path, e).startswith("review")


def caddy_session(removed: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "sudo caddy validate --config /etc/caddy/Caddyfile"}, "Exit code 1\nError: adapting "
           "config using caddyfile: ambiguous site definition: api.example.test", is_error=True)
    b.tool("Edit", {"file_path": "/etc/caddy/Caddyfile", "old_string": removed, "new_string": ""},
           "The file has been updated successfully.")
    b.tool("Bash", {"command": "sudo caddy validate --config /etc/caddy/Caddyfile"}, "Valid configuration")
    return b


def test_an_edit_taking_out_what_the_error_names_is_the_removal_the_fix_asks_for(tmp_path):
    e = gotcha("`Error: adapting config using caddyfile: ambiguous site definition: api.example.test`; after "
               "removing the old copy, validate printed `Valid configuration`",
               "grep the whole config dir for the host and delete the stale block")
    assert verdict(caddy_session("api.example.test {\n  reverse_proxy 127.0.0.1:9001\n}"), tmp_path, e) == "write"
    assert verdict(caddy_session("log {\n  output stderr\n}"), tmp_path, e).startswith("review")


def reload_session(other_work: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "sudo caddy reload --config /etc/caddy/Caddyfile"}, "Exit code 1\nError: sending "
           "configuration to instance: dial tcp [::1]:2019: connect: connection refused", is_error=True)
    b.tool("Bash", {"command": "sudo caddy reload --config /etc/caddy/Caddyfile --address unix//run/caddy/admin.sock "
                               "&& echo reloaded"}, "reloaded")
    if other_work:
        b.tool("Bash", {"command": "curl -s https://api.example.test/version"}, "1.8.3")
    b.prompt("no, still getting the old backend on api")
    return b


def test_what_the_person_says_after_other_work_is_about_that_work(tmp_path):
    e = gotcha("reload → `dial tcp [::1]:2019: connect: connection refused`; with `--address "
               "unix//run/caddy/admin.sock` → `reloaded`",
               "`caddy reload --config /etc/caddy/Caddyfile --address unix//run/caddy/admin.sock`")
    assert verdict(reload_session(other_work=True), tmp_path, e) == "write"
    assert verdict(reload_session(other_work=False), tmp_path, e).startswith("review")


def test_a_quoted_success_message_a_later_failing_call_printed_does_not_make_it_the_failure(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "./gradlew bootRun"}, "Exit code 1\nFlywayValidateException: Migration checksum "
           "mismatch for migration version 7", is_error=True)
    b.tool("Bash", {"command": "./gradlew flywayRepair"}, "Successfully repaired schema history table")
    b.tool("Bash", {"command": "./gradlew bootRun"}, "Exit code 1\nSuccessfully validated 9 migrations\nWeb server "
           "failed to start. Port 8080 was already in use.", is_error=True)
    e = gotcha("`./gradlew bootRun` failed with `Migration checksum mismatch for migration version 7`; `./gradlew "
               "flywayRepair` then printed `Successfully repaired schema history table` and the next bootRun "
               "logged `Successfully validated 9 migrations`", "Run `./gradlew flywayRepair`")
    assert verdict(b, tmp_path, e) == "write"


def image_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "pants package services/billing:image"}, "Exit code 1\nERROR: failed to calculate "
           "checksum of ref 6f1c: \"/services.billing/bin.pex\": not found", is_error=True)
    b.tool("Edit", {"file_path": "/p/services/billing/BUILD", "old_string": "docker_image(",
                    "new_string": "docker_image(\n    dependencies=[\":bin\"],"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "pants package services/billing:image"}, "Built docker image: billing:latest")
    b.prompt("the container crashes on start: exec /bin/app: no such file or directory")
    b.tool("Edit", {"file_path": "/p/services/billing/Dockerfile", "old_string": "FROM gcr.io/distroless/static-debian12",
                    "new_string": "FROM python:3.11-slim"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "pants package services/billing:image"}, "Built docker image: billing:latest")
    b.prompt("nope, still exec /bin/app: no such file or directory when i docker run it")
    return b


def test_the_step_showing_the_quoted_error_beats_an_earlier_failing_call_that_only_shares_a_command(tmp_path):
    """The quoted error is the person's (the container), not the packaging call's that failed earlier for another
    reason: the fix is judged after the person's report, and their "still" after it says it did not work."""
    e = gotcha("Container start: `exec /bin/app: no such file or directory`; switched the Dockerfile to `FROM "
               "python:3.11-slim` and `pants package services/billing:image` built.",
               "Use a Python base image (`python:3.11-slim`) for the docker_image")
    assert verdict(image_session(), tmp_path, e).startswith("review")
