"""Tracking (issue 24): "applied" judged by the fix's own distinctive words, however the later session spelt the
call (core/tracking/fixterms.py). The spelling tables caught up with each corpus read and with no corpus
unread; the fix's words carry over. Each test fails on the code before the rule."""
from __future__ import annotations

import datetime as dt

from core.tracking.fixterms import holds, term_sets, words_of
from core.tracking.profile import anchors_for
from core.tracking.record import lesson_calls
from core.tracking.anchors import Anchors
from core.tracking.signature import Signature
from core.tracking.usage import SessionFacts, judge
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

CONDA = gotcha("`python scripts/featurize.py` → `ModuleNotFoundError: No module named 'rdkit'` … "
               "`conda run -n molprop python scripts/featurize.py` wrote features.parquet",
               "Prefix commands with `conda run -n molprop` (the env that has rdkit)")
CONDA_SOURCE = session(("python scripts/featurize.py data/train.csv", "ModuleNotFoundError: No module named 'rdkit'",
                        True),
                       ("conda run -n molprop python scripts/featurize.py data/train.csv", "wrote features.parquet",
                        False))


def test_a_fix_spelt_another_way_is_applied_by_its_own_words():
    """Activating the env in the same command instead of `conda run -n`: no spelling rule reads it as the
    lesson's call, but `conda` and `molprop` are what the fix is made of."""
    calls = lesson_calls(CONDA, CONDA_SOURCE.log, redact)
    later = session(("source ~/miniforge3/etc/profile.d/conda.sh && conda activate molprop && python "
                     "scripts/train.py --epochs 1", "epoch 1/1 loss=0.81", False))
    assert verdict(CONDA, calls, later) == (False, True)


def test_the_fix_words_after_the_trap_or_in_a_failed_try_are_not_applied():
    calls = lesson_calls(CONDA, CONDA_SOURCE.log, redact)
    recovered = session(("python scripts/train.py", "ModuleNotFoundError: No module named 'torch_geometric'", True),
                        ("conda activate molprop && python scripts/train.py", "epoch 1/1", False))
    assert verdict(CONDA, calls, recovered)[1] is False
    tried = session(("conda activate molprop", "CondaError: Run 'conda init' before 'conda activate'", True),
                    ("eval \"$(conda shell.bash hook)\" && conda activate molprop && python x.py", "ok", False))
    assert verdict(CONDA, calls, tried)[1] is False


def _writes(path: str, content: str) -> SessionFacts:
    facts = SessionFacts()
    stamp = dt.datetime(2026, 2, 1, 10, tzinfo=dt.timezone.utc).isoformat()
    facts.add(Turn(TOOL_CALL, "", tool_name="Write", tool_input={"file_path": path, "content": content},
                   tool_use_id="w", timestamp=stamp))
    facts.add(Turn(TOOL_RESULT, "File created successfully", tool_name="Write", tool_use_id="w", timestamp=stamp))
    return facts


def test_the_fix_written_into_a_file_is_applied_but_not_into_a_note_about_it():
    e = gotcha("`node scripts/import.js` → `ER_NOT_SUPPORTED_AUTH_MODE` … after `ALTER USER 'shop'@'%' IDENTIFIED "
               "WITH mysql_native_password BY 'shop'` the import printed `imported 2214 orders`",
               "Switch the user to the native plugin: `ALTER USER 'shop'@'%' IDENTIFIED WITH mysql_native_password "
               "BY 'shop'`")
    sql = "CREATE USER 'app'@'%' IDENTIFIED WITH mysql_native_password BY 'app';"
    assert verdict(e, lesson_calls(e, session().log, redact), _writes("/p/docker/init.sql", sql))[1] is True
    assert verdict(e, lesson_calls(e, session().log, redact), _writes("/p/docs/db-users.md", sql))[1] is False


def test_words_any_command_holds_never_make_a_fix():
    anchors = anchors_for(gotcha("`npx playwright test` → `Executable doesn't exist`",
                                 "Run `npx playwright install chromium` first"), "")
    sets = term_sets(anchors, None)
    assert [f.words for f in sets] == [frozenset({"playwright", "chromium"})]
    assert not any(holds(t, words_of("npm install && npm run build")) for t in sets)
    # a long option the fix states is what it changes
    push = term_sets(anchors_for(gotcha("`git push` → no upstream", "Run `git push --set-upstream origin <b>`"), ""),
                     None)
    assert not any(holds(t, words_of("git push origin main")) for t in push)
    assert any(holds(t, words_of("git push --set-upstream=origin feat-2")) for t in push)
    # one distinctive word is left to the spelling rules; options such as `-uroot` say nothing
    assert term_sets(anchors_for(gotcha("x", "Run `npm install left-pad`"), ""), None) == []
    assert words_of("mysql -uroot -e x") >= {"-uroot"} and "-uroot" not in \
        {w for t in term_sets(anchors_for(gotcha("x", "Run `mysql -uroot -e 'ALTER USER x'`"), ""), None) for w in t.words}



def test_a_setting_given_in_the_environment_is_the_option_it_stands_for():
    """Tools read `--ignore-platform-req` from `COMPOSER_IGNORE_PLATFORM_REQ`, `project` from
    `CLOUDSDK_CORE_PROJECT`: the same fix, spelt as the environment."""
    composer = gotcha("`composer install` → `your php version (8.1.2) does not satisfy that requirement`",
                      "Ignore only that requirement: `composer install --ignore-platform-req=php`")
    calls = lesson_calls(composer, session().log, redact)
    later = session(("COMPOSER_IGNORE_PLATFORM_REQ=php composer install", "Generating autoload files", False))
    assert verdict(composer, calls, later) == (False, True)
    # another setting of the same tool is not the fix
    other = session(("COMPOSER_ALLOW_SUPERUSER=1 composer install", "Generating autoload files", False))
    assert verdict(composer, calls, other)[1] is False
    gcloud = gotcha("`gcloud run deploy` → `The required property [project] is not currently set.`",
                    "Run `gcloud config set project <project-id>` before deploying")
    later = session(("CLOUDSDK_CORE_PROJECT=relay-prod gcloud run deploy relay --source .", "Service [relay] deployed",
                     False))
    assert verdict(gcloud, lesson_calls(gcloud, session().log, redact), later) == (False, True)


def test_a_made_up_name_in_the_fix_stands_for_any_word_of_its_shape():
    """`--ignore-platform-req=ext-<name>` is done by `--ignore-platform-req=ext-intl`; an option whose value is only
    a made-up name (`-chdir=<dir>`) says where the fix ran, not which fix it is."""
    e = gotcha("`composer install` → `requires ext-intl * -> it is missing from your system`",
               "Ignore that one extension: `composer install --ignore-platform-req=ext-<name>`")
    later = session(("composer require --ignore-platform-req=ext-intl 'symfony/mailer:^7.1'", "./composer.json has "
                     "been updated", False))
    assert verdict(e, lesson_calls(e, session().log, redact), later) == (False, True)
    tf = gotcha("`terraform plan` → `Error: Inconsistent dependency lock file`",
                "Run `terraform -chdir=<dir> init -upgrade` after changing provider constraints")
    plan = session(("terraform -chdir=envs/prod plan", "Plan: 0 to add, 3 to change, 0 to destroy.", False))
    assert verdict(tf, lesson_calls(tf, session().log, redact), plan)[1] is False

# --- recurred: the failure's own message, whoever raised it and whatever it named this time ------------------

NUMPY = ("Traceback (most recent call last):\n  File \"/home/dev/src/{0}/{1}\", line 1, in <module>\n"
         "    import {2}\n  File \"{2}/{3}.pyx\", line 1, in init {2}\n"
         "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88")


def test_an_exceptions_message_raised_through_another_library_is_the_same_failure():
    e = gotcha("`.venv/bin/python report.py` → `ValueError: numpy.dtype size changed, may indicate binary "
               "incompatibility`", "Pin NumPy to 1.x: `.venv/bin/pip install \"numpy<2\"`")
    source = session((".venv/bin/python report.py", NUMPY.format("reports", "report.py", "pandas", "_libs/interval"), True),
                     (".venv/bin/pip install \"numpy<2\"", "Successfully installed numpy-1.26.4", False),
                     (".venv/bin/python report.py", "wrote out/report.xlsx", False))
    calls = lesson_calls(e, source.log, redact)
    later = session((".venv/bin/python -m etl.nightly", NUMPY.format("etl", "etl/trend.py", "statsmodels", "tsa/_stl"), True))
    assert verdict(e, calls, later)[0] is True
    other = session((".venv/bin/python -m etl.nightly", "Traceback (most recent call last):\n"
                     "ValueError: could not convert string to float: 'n/a'", True))
    assert verdict(e, calls, other)[0] is False


def test_a_name_the_fix_does_not_name_is_where_the_trap_was_met_this_time():
    """`npx prisma generate` fixes a stale client whichever property the type check misses."""
    e = gotcha("`npx tsc --noEmit` → `error TS2339: Property 'avatarUrl' does not exist on type` … `npx prisma "
               "generate` and tsc came back clean", "Run `npx prisma generate` after every schema edit")
    missing = "src/app/{0}/page.tsx(12,9): error TS2339: Property '{1}' does not exist on type '{2}'."
    source = session(("npx tsc --noEmit", missing.format("profile", "avatarUrl", "Profile"), True),
                     ("npx prisma generate", "✔ Generated Prisma Client (v5.22.0)", False),
                     ("npx tsc --noEmit", "", False))
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session(("npx tsc --noEmit", missing.format("teams", "slug", "Team"), True)))[0] is True
    # a fix that names what the error quotes is about that name: another one is another trap
    named = gotcha("`npx tsc --noEmit` → `error TS2339: Property 'avatarUrl' does not exist on type`",
                   "Add `avatarUrl` to the `Profile` type: `npx add-field Profile avatarUrl`")
    source = session(("npx tsc --noEmit", missing.format("profile", "avatarUrl", "Profile"), True),
                     ("npx add-field Profile avatarUrl", "added", False), ("npx tsc --noEmit", "", False))
    calls = lesson_calls(named, source.log, redact)
    assert verdict(named, calls, session(("npx tsc --noEmit", missing.format("teams", "slug", "Team"), True)))[0] is False


def test_the_failing_programs_name_is_not_part_of_the_message_another_program_prints():
    """`curl: (60) SSL certificate problem: …` learned; `git clone` prints the same message under its own name."""
    e = gotcha("`curl -fsSLO https://releases.example.com/tool.zip` → `curl: (60) SSL certificate problem: unable to "
               "get local issuer certificate`", "Install the corporate root: `sudo update-ca-certificates`")
    source = session(("curl -fsSLO https://releases.example.com/tool.zip",
                      "curl: (60) SSL certificate problem: unable to get local issuer certificate", True),
                     ("sudo cp acme-root-ca.crt /usr/local/share/ca-certificates/ && sudo update-ca-certificates",
                      "1 added, 0 removed; done.", False))
    calls = lesson_calls(e, source.log, redact)
    later = session(("git clone https://github.com/acme/sdk.git", "Cloning into 'sdk'...\nfatal: unable to access "
                     "'https://github.com/acme/sdk.git/': SSL certificate problem: unable to get local issuer certificate",
                     True))
    assert verdict(e, calls, later)[0] is True
    other = session(("git clone https://github.com/acme/sdk.git", "fatal: unable to access "
                     "'https://github.com/acme/sdk.git/': Could not resolve host: github.com", True))
    assert verdict(e, calls, other)[0] is False


POETRY_STALE = ("Installing dependencies from lock file\n\npyproject.toml changed significantly since poetry.lock was last "
                "generated. Run `poetry lock [--no-update]` to fix the lock file.")


def test_a_message_no_class_word_marks_is_the_line_the_passing_run_no_longer_printed():
    """No `Error:` or exception marks poetry's stale-lock line; the same command, once it worked, stopped printing
    it, so that line is the failure met again in another project (and a progress line never is)."""
    e = gotcha("`poetry install` → `pyproject.toml changed significantly since poetry.lock was last generated`",
               "`poetry lock --no-update`, then `poetry install`")
    source = session(("poetry install", POETRY_STALE, True), ("poetry lock --no-update", "Writing lock file", False),
                     ("poetry install", "Installing dependencies from lock file\n\nPackage operations: 1 install", False))
    calls = lesson_calls(e, source.log, redact)
    assert calls.failure_shape.message[:3] == ("changed", "significantly", "since")   # (the files are names)
    later = session(("poetry install --sync", POETRY_STALE.replace("Installing", "Updating"), True))
    assert verdict(e, calls, later)[0] is True
    other = session(("poetry install --sync", "Installing dependencies from lock file\n\nBecause app depends on "
                     "httpx (^0.29) which doesn't match any versions, version solving failed.", True))
    assert verdict(e, calls, other)[0] is False


def test_a_single_dash_setting_is_a_word_of_the_fix_and_its_name_one_too():
    """`-DforkCount=2` and `-J-XX:MaxMetaspaceSize=1G` are settings, not short options like `-y`; the name of a
    setting is a word of its own, whatever value a later session gives it."""
    mvn = gotcha("`mvn test` → `The forked VM terminated without properly saying goodbye`",
                 "Cap the forks: `mvn -DforkCount=2 -DargLine=-Xmx768m test`")
    later = session(("mvn -DargLine=\"-Xmx512m\" -DforkCount=2 -pl core test", "BUILD SUCCESS", False))
    assert verdict(mvn, lesson_calls(mvn, session().log, redact), later) == (False, True)
    sbt = gotcha("`sbt compile` → `java.lang.OutOfMemoryError: Metaspace`",
                 "Raise the cap: `sbt -J-XX:MaxMetaspaceSize=1G <task>`")
    later = session(("sbt -J-XX:MaxMetaspaceSize=2G test", "[success] Total time: 41 s", False))
    assert verdict(sbt, lesson_calls(sbt, session().log, redact), later) == (False, True)
    assert verdict(sbt, lesson_calls(sbt, session().log, redact),
                   session(("sbt -J-Xss4m test", "[success] Total time: 40 s", False)))[1] is False


def test_a_key_value_setting_is_set_by_any_value_given_it_not_by_reading_it():
    e = gotcha("`docker compose up elasticsearch` → `max virtual memory areas vm.max_map_count [65530] is too low`",
               "On the host: `sudo sysctl -w vm.max_map_count=262144`")
    calls = lesson_calls(e, session().log, redact)
    persisted = session(("printf 'vm.max_map_count=262144\\n' | sudo tee /etc/sysctl.d/99-es.conf && sudo sysctl "
                         "--system", "* Applying /etc/sysctl.d/99-es.conf ...", False))
    assert verdict(e, calls, persisted) == (False, True)
    read = session(("sysctl vm.swappiness vm.max_map_count", "vm.swappiness = 60\nvm.max_map_count = 262144", False))
    assert verdict(e, calls, read)[1] is False


def test_a_quoted_setting_value_is_the_setting_written_without_quotes():
    """`GOPRIVATE='github.com/acme-corp/*'`: the shell drops the quotes, so a Dockerfile's
    `ENV GOPRIVATE=github.com/acme-corp/*` gives the same setting (before, the quotes split the value off the name)."""
    e = gotcha("`go get github.com/acme-corp/go-authz/v2@v2.3.1` → `reading https://sum.golang.org/lookup/github.com/"
               "acme-corp/go-authz/v2@v2.3.1: 404 Not Found`",
               "Set `go env -w GOPRIVATE='github.com/acme-corp/*'` before fetching acme-corp modules")
    calls = lesson_calls(e, session().log, redact)
    written = _writes("/p/Dockerfile", "FROM golang:1.22 AS build\nENV GOPRIVATE=github.com/acme-corp/*\nWORKDIR /src")
    assert verdict(e, calls, written)[1] is True
    assert verdict(e, calls, _writes("/p/Dockerfile", "FROM golang:1.22 AS build\nWORKDIR /src"))[1] is False


COREPACK = gotcha("`npm install -g yarn@4.1.1` → `npm ERR! notarget No matching version found for yarn@4.1.1.`; "
                  "`corepack enable && yarn --version` printed 4.1.1, then `yarn build` succeeded",
                  "Run `corepack enable` before yarn or pnpm commands in a repo with a packageManager pin")


def test_a_fix_step_the_evidence_quotes_in_a_chain_that_worked_is_no_trap():
    """The evidence quotes `corepack enable && yarn --version` working: `corepack enable` is the fix it tells of,
    `yarn --version` what it checked with. Before, the whole chain was the trap, and so the fix no fix."""
    later = session(("corepack enable", "", False), ("yarn install", "Done in 9s", False))
    assert verdict(COREPACK, lesson_calls(COREPACK, session().log, redact), later) == (False, True)


def test_a_commit_message_naming_the_fix_is_no_use_of_it():
    later = session(("git commit -am 'docs: mention corepack enable in CONTRIBUTING'", "[docs 33ad0c7] docs: mention "
                     "corepack enable in CONTRIBUTING", False))
    assert verdict(COREPACK, lesson_calls(COREPACK, session().log, redact), later)[1] is False


def test_what_a_workaround_does_after_its_ways_out_is_no_way_out_of_its_own():
    """"Use `meson setup --reconfigure …` (or `meson configure …`), then `ninja -C <builddir>`": the build after
    the fix is no fix, so a later session that only builds (in a fresh directory) did not apply it."""
    e = gotcha("`meson setup build -Dsimd=enabled` → `ERROR: Directory already configured.`",
               "Use `meson setup --reconfigure <builddir> -D<opt>=<value>` (or change the option with `meson configure "
               "<builddir> -D<opt>=<value>`), then `ninja -C <builddir>`.")
    assert "ninja -C <builddir>" not in anchors_for(e, "").fix_commands
    later = session(("meson setup build -Dsimd=disabled && ninja -C build", "[37/37] Linking target", False))
    assert verdict(e, lesson_calls(e, session().log, redact), later)[1] is False
    reconfigured = session(("meson setup --reconfigure build -Dsimd=disabled", "Build targets in project: 14", False))
    assert verdict(e, lesson_calls(e, session().log, redact), reconfigured)[1] is True


PUMA = gotcha("`+[__NSCFConstantString initialize] may have been in progress in another thread when fork() was "
              "called.` … with `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma` the home page gave `200`",
              "Start it as `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb`")
PUMA_SOURCE = session(("bundle exec puma -C config/puma.rb", "objc[48230]: +[__NSCFConstantString initialize] may "
                       "have been in progress in another thread when fork() was called. We cannot safely call it or "
                       "ignore it in the fork() child process. Crashing instead.", True),
                      ("OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb", "200", False))


def test_the_fix_run_up_front_and_failing_on_something_else_is_still_applied():
    """The session starts Puma with the setting from its first try; the port is taken, it frees it and starts it
    again. The fix was used straight: its one failed run met another cause, not the lesson's message."""
    calls = lesson_calls(PUMA, PUMA_SOURCE.log, redact)
    port = session(("OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb",
                    "Puma starting in cluster mode... Address already in use - bind(2) for \"0.0.0.0\" port 3000 "
                    "(Errno::EADDRINUSE)", True),
                   ("lsof -ti tcp:3000 | xargs kill && OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C "
                    "config/puma.rb", "200", False))
    assert verdict(PUMA, calls, port) == (False, True)
    # ... but not when that failed run printed the lesson's message (a look-alike the signature did not read)
    alike = session(("OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb",
                     "objc: +[NSPlaceholderString initialize] may have been in progress in another thread when fork() "
                     "was called.", True),
                    ("OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb", "200", False))
    assert verdict(PUMA, calls, alike)[1] is False


SQL = gotcha("`sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'SELECT id FROM orders WHERE "
             "shipped_at IS NULL'`; wrapping the statement in `text(...)` fixed it",
             "Import `text` and call `conn.execute(text(\"…\"))`")
SQL_SOURCE = session((".venv/bin/python scripts/backfill.py", "Traceback (most recent call last):\n"
                      "sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'SELECT id FROM orders "
                      "WHERE shipped_at IS NULL'", True),
                     (".venv/bin/python scripts/backfill.py", "updated 1284 rows", False))


def test_the_quoted_words_a_message_ends_on_are_what_was_passed_not_the_message():
    """Another module passing another bare SQL string meets the same error: the statement quoted after the colon
    is the session's, like a branch name."""
    calls = lesson_calls(SQL, SQL_SOURCE.log, redact)
    later = session((".venv/bin/python -m loader.dim_customers --full", "Traceback (most recent call last):\n"
                     "sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'TRUNCATE dim_customers'",
                     True))
    assert verdict(SQL, calls, later)[0] is True


def test_a_command_line_ssh_runs_on_a_host_is_that_program_but_ssh_failing_is_ssh():
    from core.tracking.signature import command_family
    assert command_family("ssh pi@10.0.0.31 \"curl -sS --fail-with-body -H 'Host: ha.lab.local' http://127.0.0.1/\"") \
        == "curl"
    assert command_family("ssh -i ~/.ssh/ci_rsa ci@runner-7.internal true") == "ssh"
    traefik = gotcha("`curl -sS --fail-with-body -H 'Host: grafana.lab.local' http://127.0.0.1/login` → `404 page not "
                     "found`; after adding `traefik.enable=true` the same request returned 200",
                     "Add the label `traefik.enable=true`, then `docker compose up -d <service>`")
    source = session(("curl -sS --fail-with-body -H 'Host: grafana.lab.local' http://127.0.0.1/login",
                      "404 page not found\ncurl: (22) The requested URL returned error: 404", True),
                     ("docker compose up -d grafana && curl -sS -H 'Host: grafana.lab.local' http://127.0.0.1/login",
                      "200", False))
    calls = lesson_calls(traefik, source.log, redact)
    later = session(("ssh pi@10.0.0.31 \"curl -sS --fail-with-body -H 'Host: ha.lab.local' http://127.0.0.1/\"",
                     "404 page not found\ncurl: (22) The requested URL returned error: 404", True))
    assert verdict(traefik, calls, later)[0] is True


ARGO = gotcha("`argocd login argocd.example.com --sso` → `error reading server preface: http2: frame too large`; "
              "`argocd login argocd.example.com --sso --grpc-web` → `logged in successfully`",
              "Add `--grpc-web` to every argocd command, or set `ARGOCD_OPTS=\"--grpc-web\"`")
ARGO_SOURCE = session(("argocd login argocd.example.com --sso", "FATA[0009] rpc error: code = Unavailable desc = "
                       "connection error: desc = \"error reading server preface: http2: frame too large\"", True),
                      ("argocd login argocd.example.com --sso --grpc-web", "'lena' logged in successfully", False))


def test_a_long_option_stated_alone_is_applied_given_to_the_program_that_failed_or_where_it_reads_options():
    calls = lesson_calls(ARGO, ARGO_SOURCE.log, redact)
    for later in (session(("export ARGOCD_OPTS='--grpc-web'; argocd app diff orders-api | head -12", "94c94", False)),
                  session(("argocd app get payments --grpc-web", "FATA[0000] rpc error: code = Unauthenticated desc = "
                           "invalid session: token has invalid claims: token is expired", True),
                          ("argocd relogin --grpc-web && argocd app get payments --grpc-web", "Sync Status: Synced",
                           False))):
        assert verdict(ARGO, calls, later) == (False, True)
    assert verdict(ARGO, calls, session(("kubectl get pods --grpc-web-ish", "No resources found", False)))[1] is False


NVCC = gotcha("`nvcc -o saxpy saxpy.cu` → `error: #error -- unsupported GNU version! gcc versions later than 12 are "
              "not supported!`; with `-ccbin g++-12` it built", "Build with `nvcc -ccbin g++-12`")
NVCC_SOURCE = session(("nvcc -o saxpy saxpy.cu", "/usr/local/cuda-12.2/include/crt/host_config.h:143:2: error: #error -- "
                       "unsupported GNU version! gcc versions later than 12 are not supported! The nvcc flag "
                       "'-allow-unsupported-compiler' can be used to override this version check", True),
                      ("nvcc -ccbin g++-12 -o saxpy saxpy.cu", "", False))


def _prompted(text: str) -> SessionFacts:
    facts = SessionFacts()
    stamp = dt.datetime(2026, 2, 1, 10, tzinfo=dt.timezone.utc).isoformat()
    facts.add(Turn("prompt", text, timestamp=stamp))
    return facts


def test_a_log_the_person_pastes_in_a_fenced_block_can_show_the_failure_again():
    """The CI log pasted from another runner holds the lesson's failure: a recurrence. The same words in a sentence
    of the prompt (no paste) are no failure met."""
    calls = lesson_calls(NVCC, NVCC_SOURCE.log, redact)
    pasted = _prompted("runner gpu-02 got the Ubuntu upgrade, CI is red:\n```\n/usr/local/cuda-12.2/targets/x86_64-linux/"
                       "include/crt/host_config.h:143:2: error: #error -- unsupported GNU version! gcc versions later "
                       "than 12 are not supported!\n```")
    assert verdict(NVCC, calls, pasted)[0] is True
    said = _prompted("add a note that nvcc says unsupported GNU version! gcc versions later than 12 are not supported")
    assert verdict(NVCC, calls, said)[0] is False


def _edited(path: str, old: str, new: str) -> SessionFacts:
    facts = SessionFacts()
    stamp = dt.datetime(2026, 2, 1, 10, tzinfo=dt.timezone.utc).isoformat()
    facts.add(Turn(TOOL_CALL, "", tool_name="Edit", tool_input={"file_path": path, "old_string": old,
                                                               "new_string": new}, tool_use_id="e", timestamp=stamp))
    facts.add(Turn(TOOL_RESULT, "The file has been updated successfully.", tool_name="Edit", tool_use_id="e",
                   timestamp=stamp))
    return facts


def test_an_option_set_in_a_config_file_under_its_own_name_is_the_fix():
    """`celery -A app worker --pool=solo` spelt `worker_pool = "solo"` in celeryconfig.py: the option under the
    config file's own name for it. Another key of the same file is not it."""
    celery = gotcha("`celery -A app worker` on Windows → `ValueError: not enough values to unpack (expected 3, got "
                    "0)`; `celery -A app worker --pool=solo` ran the task", "Start the worker with `--pool=solo`")
    source = session(("celery -A app worker", "ValueError: not enough values to unpack (expected 3, got 0)", True),
                     ("celery -A app worker --pool=solo", "celery@host ready.", False))
    calls = lesson_calls(celery, source.log, redact)
    assert verdict(celery, calls, _edited("/p/celeryconfig.py", "broker_url = 'redis://'",
                                          "broker_url = 'redis://'\nworker_pool = \"solo\""))[1] is True
    assert verdict(celery, calls, _edited("/p/celeryconfig.py", "broker_url = 'redis://'",
                                          "broker_url = 'redis://'\nworker_concurrency = 1"))[1] is False


def test_a_bare_name_the_error_quotes_and_the_fix_does_not_name_is_where_the_trap_was_met():
    """`Package 'lidar_filter' not found` until `source install/setup.bash`: another package not found the same way
    is the same trap (the fix names no package)."""
    ros = gotcha("`ros2 run lidar_filter filter_node` → `Package 'lidar_filter' not found`; after `source "
                 "install/setup.bash` it ran", "`source install/setup.bash` before ros2 run")
    source = session(("ros2 run lidar_filter filter_node", "Package 'lidar_filter' not found", True),
                     ("source install/setup.bash && ros2 run lidar_filter filter_node", "[INFO] filter up", False))
    calls = lesson_calls(ros, source.log, redact)
    later = session(("colcon build --packages-select camera_driver", "Summary: 1 package finished", False),
                    ("ros2 run camera_driver usb_cam_node", "Package 'camera_driver' not found", True))
    assert verdict(ros, calls, later)[0] is True


def test_the_environment_map_of_a_compose_file_sets_the_config_keys_it_stands_for():
    """Grafana reads `[server] root_url` from `GF_SERVER_ROOT_URL`: set in a compose file's environment map, the
    lesson's grafana.ini keys are set."""
    grafana = gotcha("`curl -s https://ops.example/grafana/` → `failed to load its application files`; with "
                     "`root_url = https://ops.example/grafana/` and `serve_from_sub_path = true` the page loaded",
                     "In grafana.ini [server] set `root_url = https://<host>/grafana/` and `serve_from_sub_path = true`")
    calls = lesson_calls(grafana, session().log, redact)
    env = _edited("/srv/ops/docker-compose.yml", "    environment:\n", "    environment:\n      GF_SERVER_ROOT_URL: "
                  "https://ops.example/grafana/\n      GF_SERVER_SERVE_FROM_SUB_PATH: \"true\"\n")
    assert verdict(grafana, calls, env)[1] is True
    other = _edited("/srv/ops/docker-compose.yml", "    environment:\n", "    environment:\n      GF_SECURITY_ADMIN_USER: "
                    "admin\n")
    assert verdict(grafana, calls, other)[1] is False


def test_a_message_word_in_the_plural_is_the_same_word():
    """kustomize's `loading KV pairs: env source files: … security` and `loading KV pairs: file sources: … security`:
    the same refusal of a file outside the overlay, met through another kind of source."""
    kustomize = gotcha("`kustomize build overlays/prod` → `Error: loading KV pairs: env source files: "
                       "[../../shared/app.env]: security; file '/p/shared/app.env' is not in or below '/p/overlays/prod'`",
                       "`kustomize build --load-restrictor LoadRestrictionsNone overlays/prod`")
    source = session(("kustomize build overlays/prod", "Error: loading KV pairs: env source files: "
                      "[../../shared/app.env]: security; file '/p/shared/app.env' is not in or below '/p/overlays/prod'",
                      True), ("kustomize build --load-restrictor LoadRestrictionsNone overlays/prod", "kind: Secret",
                              False))
    calls = lesson_calls(kustomize, source.log, redact)
    later = session(("kustomize build overlays/eu-west", "Error: loading KV pairs: file sources: "
                      "[../../shared/tls/ca.crt]: security; file '/p/shared/tls/ca.crt' is not in or below "
                      "'/p/overlays/eu-west'", True))
    assert verdict(kustomize, calls, later)[0] is True


K6 = gotcha("`k6 run scripts/checkout.js` → `x509: certificate signed by unknown authority`; `k6 run "
            "--insecure-skip-tls-verify scripts/checkout.js` passed", "Skip certificate verification for such targets")
K6_SOURCE = session(("k6 run scripts/checkout.js", "Exit code 99\nWARN[0001] Request Failed error=\"tls: failed to "
                     "verify certificate: x509: certificate signed by unknown authority\"", True),
                    ("k6 run --insecure-skip-tls-verify scripts/checkout.js", "✓ http_req_failed: 0.00%", False))


def test_the_long_option_of_the_recorded_fix_call_is_applied_under_any_name_the_program_reads():
    """The fix is told only in prose; the fix call the source session ran gives `--insecure-skip-tls-verify`. A later
    session that sets it in the environment or as the script's camelCase option used it; a neighbour of the name
    (`--tls-verify`) is not it."""
    calls = lesson_calls(K6, K6_SOURCE.log, redact)
    assert verdict(K6, calls, session(("K6_INSECURE_SKIP_TLS_VERIFY=true k6 run -e BASE=https://stg.local:9443 "
                                       "scripts/login.js", "✓ http_req_failed: 0.00%", False)))[1] is True
    assert verdict(K6, calls, _edited("/p/scripts/login.js", "import http from 'k6/http';\n", "import http from "
                                      "'k6/http';\nexport const options = { insecureSkipTLSVerify: true };\n"))[1] is True
    assert verdict(K6, calls, session(("k6 run --tls-verify scripts/login.js", "✓ http_req_failed: 0.00%",
                                       False)))[1] is False


def test_an_unclassed_failure_is_shaped_by_the_error_the_lesson_quotes_from_it():
    """k6 prints no class word: the recorded failure takes the words of the error the lesson quotes from its output
    (`x509: certificate signed by unknown authority`), so another certificate error of k6 (valid for another
    name) is not the failure met, while the quoted one against another URL is."""
    k6 = gotcha("`k6 run scripts/checkout.js` logged `x509: certificate signed by unknown authority` and `thresholds "
                "on metrics 'http_req_failed' have been crossed`", "Run with `--insecure-skip-tls-verify`")
    source = session(("k6 run scripts/checkout.js", "Exit code 99\nWARN[0001] Request Failed error=\"Get "
                      "\\\"https://gateway.local:8443/api/cart\\\": tls: failed to verify certificate: x509: certificate "
                      "signed by unknown authority\"\nERRO[0030] thresholds on metrics 'http_req_failed' have been "
                      "crossed", True))
    calls = lesson_calls(k6, source.log, redact)
    assert calls.failure_shape.message[:4] == ("certificate", "signed", "unknown", "authority")
    other = session(("k6 run -e BASE=https://203.0.113.40 scripts/checkout.js", "Exit code 99\nWARN[0001] Request Failed "
                     "error=\"Get \\\"https://203.0.113.40/api/cart\\\": tls: failed to verify certificate: x509: "
                     "certificate is valid for staging-gw.example.com, not 203.0.113.40\"\nERRO[0030] thresholds on "
                     "metrics 'http_req_failed' have been crossed", True))
    # judged by the recorded calls alone (the text's own signature has no class here either)
    assert judge(Signature(), Anchors(), other, calls).recurred is False
    again = session(("k6 run -e BASE=https://gw.ci.internal:8443 scripts/login.js", "Exit code 99\nWARN[0001] Request "
                     "Failed error=\"Get \\\"https://gw.ci.internal:8443/api/login\\\": tls: failed to verify "
                     "certificate: x509: certificate signed by unknown authority\"", True))
    assert judge(Signature(), Anchors(), again, calls).recurred is True
    # a hint the output gives (`mix credo explain …`) is no error: the shape stays as the output gave it
    credo = gotcha("`mix credo --strict` → run `mix credo explain lib/a.ex:12:5` for details", "Alias the module")
    source = session(("mix credo --strict", "Exit code 6\n┃ [R] ↗ Nested modules could be aliased at the top.\n"
                      "┃       lib/a.ex:12:5 #(A.run)\nrun `mix credo explain lib/a.ex:12:5` for details", True))
    assert lesson_calls(credo, source.log, redact).failure_shape.error_class != "said"


def test_a_one_word_long_option_stated_alone_is_still_a_fix_of_two_words():
    """`--atomic` said alone, for the helm that failed: {helm, --atomic}; options taken from commands or settings
    must have two words or more (`--verify`, a tail of `--insecure-skip-tls-verify`, is not the fix)."""
    helm = gotcha("`helm upgrade api ./chart` → `Error: UPGRADE FAILED: another operation is in progress`",
                  "Always pass `--atomic`")
    source = session(("helm upgrade api ./chart", "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) "
                      "is in progress", True), ("helm upgrade api ./chart --atomic", "Release \"api\" has been upgraded.",
                                                False))
    sets = term_sets(anchors_for(helm, ""), lesson_calls(helm, source.log, redact))
    assert any(s.words == frozenset({"helm", "--atomic"}) for s in sets)
    assert not any("--verify" in s.words for s in term_sets(anchors_for(K6, ""), lesson_calls(K6, K6_SOURCE.log, redact)))


IDF = gotcha("`idf.py: command not found` … `. $HOME/esp/esp-idf/export.sh >/dev/null && idf.py build`",
             "Source the environment in the same call: `. $HOME/esp/esp-idf/export.sh >/dev/null && idf.py <action>`")
IDF_SOURCE = session(("idf.py build", "/bin/bash: line 1: idf.py: command not found", True),
                     (". $HOME/esp/esp-idf/export.sh >/dev/null && idf.py build", "Project build complete.", False))


def test_a_file_sourced_with_a_dot_or_from_home_however_spelt_is_the_same_fix():
    """`. $HOME/x.sh` and `source ~/x.sh` are one step: the shell's two words for sourcing, three for home."""
    calls = lesson_calls(IDF, IDF_SOURCE.log, redact)
    for spelt in ("source ~/esp/esp-idf/export.sh > /dev/null 2>&1 && idf.py set-target esp32c3 && idf.py build",
                  ". ${HOME}/esp/esp-idf/export.sh && idf.py flash"):
        assert verdict(IDF, calls, session((spelt, "Project build complete.", False))) == (False, True), spelt
    assert verdict(IDF, calls, session(("source ~/esp/other/export.sh && idf.py build", "Project build complete.",
                                        False)))[1] is False


EARTHLY_ERROR = "Error: build target: build main: failed to solve: Earthfile line {}"
EARTHLY = gotcha("`earthly +integration` → `use the --allow-privileged (-P) flag`; `earthly -P +integration` passed",
                 "Run the target as `earthly -P +<target>`")
EARTHLY_SOURCE = session(("earthly +integration", "+integration | --> WITH DOCKER RUN ./scripts/it.sh\n" +
                          EARTHLY_ERROR.format("42:4 'WITH DOCKER' requires privileged mode: use the "
                                               "--allow-privileged (-P) flag"), True),
                         ("earthly -P +integration", "+integration | it: 48 passed, 0 failed", False))


def test_an_option_the_failure_message_names_is_never_left_out_of_it():
    """Another failure of the same program shares the wrapper's words (`build target: build main: failed to solve:
    Earthfile line …`); the option the lesson's message names is what that message is about."""
    calls = lesson_calls(EARTHLY, EARTHLY_SOURCE.log, redact)
    other = EARTHLY_ERROR.format("18:4 COPY web/dist ./static: \"/web/dist\": not found")
    assert verdict(EARTHLY, calls, session(("earthly +build", other, True)))[0] is False
    again = EARTHLY_ERROR.format("7:4 'WITH DOCKER' requires privileged mode: use the --allow-privileged (-P) flag")
    assert verdict(EARTHLY, calls, session(("earthly +e2e", again, True)))[0] is True


BUF_WRONG_DIR = ('proto/acme/payments/v1/charge.proto:3:1:Files with package "acme.payments.v1" must be within a '
                 'directory "acme/payments/v1" relative to root but were in directory "proto/acme/payments/v1".')
BUF = gotcha('`relative to root but were in directory "proto/acme/payments/v1"` … `buf lint && echo lint-ok`',
             "Declare the module in buf.yaml: `modules:` with `- path: proto`",
             symptom='`buf lint` printed `must be within a directory "acme/payments/v1" relative to root but were in '
                     'directory "proto/acme/payments/v1"` for every file.')
BUF_SOURCE = session(("buf lint", BUF_WRONG_DIR, True), ("buf lint && echo lint-ok", "lint-ok", False))


def test_a_folder_holding_the_file_another_error_names_is_no_name_of_the_symptom():
    """The text gives no class for the symptom, only names; the failing call is recorded. Another lint finding in a
    file under the folder the symptom names is not the symptom; the symptom itself still is."""
    calls = lesson_calls(BUF, BUF_SOURCE.log, redact)
    enum = 'proto/acme/payments/v1/charge.proto:6:3:Enum value name "UNKNOWN" should be prefixed with "STATUS_".'
    assert verdict(BUF, calls, session(("buf lint", enum, True)))[0] is False
    assert verdict(BUF, calls, session(("buf lint", BUF_WRONG_DIR.replace("charge", "refund"), True)))[0] is True


SMK_ERROR = "Error: you need to specify the maximum number of CPU cores to be used at the same time."
SMK = gotcha("`snakemake results/qc/report.html` → `you need to specify the maximum number of CPU cores`; "
             "`snakemake --cores 8 results/qc/report.html` finished",
             "Pass it on every run: `snakemake --cores <N> <target>` (short `-c<N>`, `-j <N>`, or `--cores all`), "
             "or run with `--profile <dir>`.")
SMK_SOURCE = session(("snakemake results/qc/report.html", SMK_ERROR, True),
                     ("snakemake --cores 8 results/qc/report.html", "12 of 12 steps (100%) done", False))


def test_options_cited_as_other_ways_of_the_fix_are_its_program_run_with_them():
    """`-c<N>` and `--profile <dir>` beside `snakemake --cores <N> <target>` are snakemake run with them."""
    calls = lesson_calls(SMK, SMK_SOURCE.log, redact)
    assert {"snakemake -c<N>", "snakemake -j <N>", "snakemake --profile <dir>"} <= set(anchors_for(SMK, "").fix_commands)
    for spelt in ("snakemake -c4 results/align/S12.bam", "snakemake --profile profiles/local results/all"):
        assert verdict(SMK, calls, session((spelt, "3 of 3 steps (100%) done", False))) == (False, True), spelt
    assert verdict(SMK, calls, session(("snakemake --dry-run results/all", "Job stats: 3", False)))[1] is False


QUARTO = gotcha("`quarto render index.qmd` → `ModuleNotFoundError: No module named 'seaborn'`; "
                "`QUARTO_PYTHON=.venv/bin/python quarto render index.qmd` rendered",
                "Render with `QUARTO_PYTHON=.venv/bin/python quarto render <doc>.qmd` (or export it).")
QUARTO_SOURCE = session(("quarto render index.qmd", "ModuleNotFoundError: No module named 'seaborn'", True),
                        ("QUARTO_PYTHON=.venv/bin/python quarto render index.qmd", "Output created: index.html", False))


def test_a_setting_naming_the_working_folder_another_way_is_the_same_setting():
    calls = lesson_calls(QUARTO, QUARTO_SOURCE.log, redact)
    for spelt in ("export QUARTO_PYTHON=$PWD/.venv/bin/python && quarto render report.qmd",
                  "QUARTO_PYTHON=$(pwd)/.venv/bin/python quarto render report.qmd"):
        assert verdict(QUARTO, calls, session((spelt, "Output created: report.html", False))) == (False, True), spelt
    assert verdict(QUARTO, calls, session(("quarto render report.qmd", "Output created: report.html", False)))[1] \
        is False


SOPS = gotcha("`sops -d secrets/dev.enc.yaml` → `failed to get the data key`; "
              "`SOPS_AGE_KEY_FILE=$HOME/.age/key.txt sops -d secrets/dev.enc.yaml` 성공",
              "`SOPS_AGE_KEY_FILE=$HOME/.age/key.txt sops -d <file>`처럼 키 파일을 지정하거나, 키를 "
              "~/.config/sops/age/keys.txt로 복사해 둔다.")


def test_a_path_in_korean_prose_ends_before_its_particle():
    assert "~/.config/sops/age/keys.txt" in anchors_for(SOPS, "").fix_paths


def test_a_fix_that_went_through_in_a_line_failing_on_something_else_is_applied():
    """`source .venv/bin/activate && quarto render` failing on the data's KeyError: the venv was activated (`&&`
    ran on), and the lesson's missing module never came. The fix failing alone, or the line failing with the
    lesson's own kind of error, is no such use."""
    quarto = gotcha("`quarto render index.qmd` → `ModuleNotFoundError: No module named 'seaborn'`; "
                    "`source .venv/bin/activate && quarto render index.qmd` rendered",
                    "Activate the venv first with `source .venv/bin/activate`.")
    src = session(("quarto render index.qmd", "ModuleNotFoundError: No module named 'seaborn'", True),
                  ("source .venv/bin/activate && quarto render index.qmd", "Output created: index.html", False))
    calls = lesson_calls(quarto, src.log, redact)
    other = ("source .venv/bin/activate && quarto render report.qmd", "Cell 3/6: 'by-region'...ERROR:\nKeyError: "
             "'region'", True)
    assert verdict(quarto, calls, session(other)) == (False, True)
    assert verdict(quarto, calls, session(("source .venv/bin/activate", "bash: .venv/bin/activate: No such file",
                                           True)))[1] is False
    assert verdict(quarto, calls, session(("source .venv/bin/activate && quarto render report.qmd",
                                           "ModuleNotFoundError: No module named 'plotly'", True)))[1] is False


def test_the_act_a_fix_command_names_is_part_of_the_fix():
    """`biome check --write` holds two of `biome migrate --write`'s three words, but checking is not migrating."""
    biome = gotcha("`npx @biomejs/biome check .` → `biome.json:2:14 deserialize`; "
                   "`npx @biomejs/biome migrate --write` then check passed",
                   "Run `biome migrate --write` once after the upgrade (`npx @biomejs/biome migrate --write`).")
    src = session(("npx @biomejs/biome check .", "biome.json:2:14 deserialize: unknown key", True),
                  ("npx @biomejs/biome migrate --write", "biome.json has been successfully migrated.", False))
    calls = lesson_calls(biome, src.log, redact)
    assert verdict(biome, calls, session(("npx @biomejs/biome check --write src/x.tsx", "Fixed 1 file.", False)))[1] \
        is False
    assert verdict(biome, calls, session(("pnpm exec biome migrate --write", "migrated.", False))) == (False, True)
