"""Independent review of the thirty-ninth round's evidence rules: phrasings other than the rule tests', and traps."""
from __future__ import annotations

from core.evidence.person import confirms
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict
from tests.test_evidence_thirtyninth import CHOWN, CURSOR, DENIED, KEYDIR, KEYMGR, SIGNED


def ok(v: str) -> bool:
    return v == "write"


# ---------------------------------------------------------------- rule 1: "with `-- …`" is no option

GOOSE_UP = "goose -dir db/migrations postgres $DB up"
GOOSE_ERR = "ERROR 20260301_idx.sql: failed to run SQL migration: CREATE INDEX CONCURRENTLY cannot run inside a " \
            "transaction block"
GOOSE_OK = "OK   20260301_idx.sql (1.13s)"


def goose_session() -> Builder:
    b = Builder()
    b.prompt("goose up fails on the new index")
    b.tool("Bash", {"command": GOOSE_UP}, f"Exit code 1\n{GOOSE_ERR}", is_error=True)
    b.tool("Edit", {"file_path": "db/migrations/20260301_idx.sql", "old_string": "-- +goose Up\n",
                    "new_string": "-- +goose NO TRANSACTION\n-- +goose Up\n"},
           "The file db/migrations/20260301_idx.sql has been updated successfully.")
    b.tool("Bash", {"command": GOOSE_UP}, GOOSE_OK)
    return b


def test_r1_goose_comment_directive_after_with_is_no_option(tmp_path):
    e = gotcha(f"`{GOOSE_ERR}`; with `-- +goose NO TRANSACTION` above `-- +goose Up`, `{GOOSE_UP}` printed "
               f"`{GOOSE_OK}`.", workaround="Put `-- +goose NO TRANSACTION` at the top of the migration.")
    assert ok(verdict(goose_session(), tmp_path, e))


def test_r1_lua_comment_directive_after_with_is_no_option(tmp_path):
    b = Builder()
    b.prompt("luacheck complains about vim")
    b.tool("Bash", {"command": "luacheck init.lua"},
           "Exit code 1\ninit.lua:1:1: accessing undefined variable 'vim'\nTotal: 1 warning / 0 errors in 1 file",
           is_error=True)
    b.tool("Edit", {"file_path": "init.lua", "old_string": "vim.o.number = true",
                    "new_string": "-- luacheck: globals vim\nvim.o.number = true"},
           "The file init.lua has been updated.")
    b.tool("Bash", {"command": "luacheck init.lua"}, "Total: 0 warnings / 0 errors in 1 file")
    e = fact("`init.lua:1:1: accessing undefined variable 'vim'`; with `-- luacheck: globals vim` at the top, "
             "`luacheck init.lua` printed `Total: 0 warnings / 0 errors in 1 file`.")
    assert ok(verdict(b, tmp_path, e))


def restore_session() -> Builder:
    b = Builder()
    b.prompt("restore the dump into a fresh db")
    b.tool("Bash", {"command": "pg_restore -d billing --no-owner dump.pgc"},
           'Exit code 1\npg_restore: error: could not execute query: ERROR:  role "billing_ro" does not exist',
           is_error=True)
    b.tool("Bash", {"command": "pg_restore -d billing --no-owner --no-privileges dump.pgc"}, "")
    b.tool("Bash", {"command": 'psql -d billing -c "select count(*) from invoices"'}, " count\n-------\n 48213")
    b.prompt("works, thanks!")
    return b


def test_r1_a_real_long_option_after_with_given_to_the_run_is_accepted(tmp_path):
    e = fact("With `--no-privileges` the `pg_restore -d billing --no-owner` run printed nothing.")
    assert ok(verdict(restore_session(), tmp_path, e))


def test_r1_a_real_option_after_with_never_given_is_refused(tmp_path):
    e = fact("With `--no-acl` the `pg_restore -d billing --no-owner` run printed nothing.")
    assert verdict(restore_session(), tmp_path, e).startswith("refused")


def npm_session() -> Builder:
    b = Builder()
    b.prompt("the prod build uses the dev api url")
    b.tool("Bash", {"command": "npm run build"}, "vite v5.2.0 building for development...\nbuilt in 2.1s")
    b.tool("Bash", {"command": "npm run build -- --mode staging"},
           "vite v5.2.0 building for staging...\nbuilt in 2.3s")
    return b


def test_r1_dash_dash_passthrough_option_never_given_is_refused(tmp_path):
    """`npm run build -- --mode production` is a real option given to the run: an invented one must be refused."""
    e = fact("With `-- --mode production`, `npm run build` printed `building for staging...`.")
    assert verdict(npm_session(), tmp_path, e).startswith("refused")


def test_r1_dash_dash_passthrough_option_given_is_accepted(tmp_path):
    e = fact("With `-- --mode staging`, `npm run build` printed `building for staging...`.")
    assert ok(verdict(npm_session(), tmp_path, e))


# ---------------------------------------------------------------- rule 2: case-style words are no names

def eslint_session() -> Builder:
    b = Builder()
    b.prompt("lint fails")
    b.tool("Bash", {"command": "npx eslint src"},
           "Exit code 1\nsrc/api.js\n  4:7  error  Identifier 'user_id' is not in camel case  camelcase\n\n"
           "✖ 1 problem (1 error, 0 warnings)", is_error=True)
    b.tool("Edit", {"file_path": "src/api.js", "old_string": "user_id", "new_string": "userId"},
           "The file src/api.js has been updated.")
    b.tool("Bash", {"command": "npx eslint src"}, "")
    return b


def test_r2_camelcase_in_prose_is_a_style_not_a_name(tmp_path):
    e = fact("`npx eslint src` rejected the snake_case identifier: `Identifier 'user_id' is not in camel case`; "
             "after renaming it to camelCase the run printed nothing.")
    assert ok(verdict(eslint_session(), tmp_path, e))


def test_r2_pascalcase_and_screaming_snake_case_are_styles(tmp_path):
    e = fact("`npx eslint src` wanted neither PascalCase nor SCREAMING_SNAKE_CASE, only camelCase: "
             "`Identifier 'user_id' is not in camel case`.")
    assert ok(verdict(eslint_session(), tmp_path, e))


def test_r2_an_invented_identifier_is_still_looked_for(tmp_path):
    e = fact("`npx eslint src` flagged user_name: `Identifier 'user_id' is not in camel case`.")
    assert verdict(eslint_session(), tmp_path, e).startswith("refused")


def script_session() -> Builder:
    b = Builder()
    b.prompt("convert the keys")
    b.tool("Bash", {"command": "python3 tools/snake_case.py config.json"}, "converted 3 keys")
    return b


def test_r2_a_script_named_snake_case_py_is_a_name(tmp_path):
    e = fact("Running kebab_case.py printed `converted 3 keys`.")
    assert verdict(script_session(), tmp_path, e).startswith("refused")


def changecase_session() -> Builder:
    b = Builder()
    b.prompt("the build fails after the upgrade")
    b.tool("Bash", {"command": "node build.js"}, "Exit code 1\nError: Cannot find module 'param-case'",
           is_error=True)
    b.tool("Bash", {"command": "npm install param-case"}, "added 2 packages in 1s")
    b.tool("Bash", {"command": "node build.js"}, "built 14 pages")
    return b


def test_r2_an_npm_package_named_like_a_case_style_is_a_name(tmp_path):
    """snake-case, dot-case, camel-case are real npm packages (the change-case family): a lesson saying one was
    installed when another was must be refused."""
    e = fact("`Error: Cannot find module 'param-case'`; after npm install of snake-case, `node build.js` printed "
             "`built 14 pages`.")
    assert verdict(changecase_session(), tmp_path, e).startswith("refused")


# ---------------------------------------------------------------- rule 3: "printed nothing but X"

def nginx_session(clean: bool = True) -> Builder:
    b = Builder()
    b.prompt("nginx will not reload")
    b.tool("Bash", {"command": "sudo nginx -t"},
           "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
           "nginx: configuration file /etc/nginx/nginx.conf test is successful" if clean else
           "Exit code 1\nnginx: [emerg] unknown directive \"proxy_passs\" in /etc/nginx/sites-enabled/app:12",
           is_error=not clean)
    b.tool("Bash", {"command": "curl -s -o /dev/null -w '%{http_code}' localhost/health"}, "200")
    return b


def test_r3_returned_nothing_other_than_a_code_is_a_claim_of_that_code(tmp_path):
    e = fact("`curl -s -o /dev/null -w '%{http_code}' localhost/health` returned nothing other than 200.")
    assert ok(verdict(nginx_session(), tmp_path, e))


def test_r3_printed_nothing_except_an_invented_code_is_refused(tmp_path):
    e = fact("`curl -s -o /dev/null -w '%{http_code}' localhost/health` printed nothing except 502.")
    assert verdict(nginx_session(), tmp_path, e).startswith("refused")


def test_r3_nothing_but_errors_said_of_a_clean_run_is_refused(tmp_path):
    e = fact("`sudo nginx -t` printed nothing but errors.")
    assert verdict(nginx_session(clean=True), tmp_path, e).startswith("refused")


def test_r3_printed_nothing_but_then_a_new_clause_without_comma_still_checks_nothing(tmp_path):
    """"X printed nothing but Y still …" (no comma) is two claims; X printed an error, so "printed nothing" is false."""
    e = fact("`sudo nginx -t` printed nothing but `curl -s -o /dev/null -w '%{http_code}' localhost/health` "
             "still returned 200.")
    assert verdict(nginx_session(clean=False), tmp_path, e).startswith("refused")


# ---------------------------------------------------------------- rule 4: "where it had shown A"


def dkim_session() -> Builder:
    b = Builder()
    b.prompt("outgoing mail is not signed")
    b.tool("Bash", {"command": "journalctl -u mailer -n 2 --no-pager"}, f"Mar 06 10:00:01 mx mailer[81]: {DENIED}")
    b.tool("Bash", {"command": CHOWN}, "")
    b.tool("Bash", {"command": "swaks --to probe@example.org --server localhost | grep DKIM"}, SIGNED)
    return b


def test_r4_whereas_before_it_had_printed_is_earlier(tmp_path):
    e = fact(f"Once `{CHOWN}` had run, swaks printed `{SIGNED}`, whereas the mailer log had printed `{DENIED}`.")
    assert ok(verdict(dkim_session(), tmp_path, e))


def test_r4_reversed_order_is_refused(tmp_path):
    """The later output is the one before the act: the sentence says DENIED came after the chown; it did not."""
    e = fact(f"After running `{CHOWN}`, the journal showed `{DENIED}` where swaks had shown `{SIGNED}`.")
    assert verdict(dkim_session(), tmp_path, e).startswith("refused")


def curl_session() -> Builder:
    b = Builder()
    b.prompt("the site gives 502")
    b.tool("Bash", {"command": "curl -sI https://app.example.org | head -1"}, "HTTP/2 502")
    b.tool("Bash", {"command": "sudo systemctl restart gunicorn"}, "")
    b.tool("Bash", {"command": "curl -sI https://app.example.org | head -1"}, "HTTP/2 200")
    return b


def test_r4_curl_returned_where_it_had_returned(tmp_path):
    e = fact("After `sudo systemctl restart gunicorn`, `curl -sI https://app.example.org` returned `HTTP/2 200` "
             "where it had returned `HTTP/2 502`.")
    assert ok(verdict(curl_session(), tmp_path, e))


def test_r4_an_invented_earlier_output_is_refused(tmp_path):
    e = fact("After `sudo systemctl restart gunicorn`, `curl -sI https://app.example.org` returned `HTTP/2 200` "
             "where it had returned `HTTP/2 504`.")
    assert verdict(curl_session(), tmp_path, e).startswith("refused")


def test_r4_what_it_had_shown_said_as_the_later_output_is_refused(tmp_path):
    """Pluperfect A, but B (what is said of after the act) is the earlier output: B must still be after the act."""
    e = fact("After `sudo systemctl restart gunicorn`, `curl -sI https://app.example.org` returned `HTTP/2 502` "
             "where it had returned `HTTP/2 200`.")
    assert verdict(curl_session(), tmp_path, e).startswith("refused")


# ---------------------------------------------------------------- rule 5: `-c "…"`, "left … at V", thanks

def sh_c_session() -> Builder:
    b = Builder()
    b.prompt("run the unit tests in the container")
    b.tool("Bash", {"command": 'docker compose run --rm app sh -c "pytest -q tests/unit"'},
           "...\n3 passed in 0.41s")
    return b


def test_r5_a_command_given_to_sh_c_printed_its_output(tmp_path):
    e = fact("`pytest -q tests/unit` printed `3 passed in 0.41s`.")
    assert ok(verdict(sh_c_session(), tmp_path, e))


def test_r5_a_command_given_to_bash_lc_printed_its_output(tmp_path):
    """Codex-style `bash -lc "…"`: the same as `sh -c`."""
    b = Builder()
    b.prompt("run the unit tests in the container")
    b.tool("Bash", {"command": "docker compose run --rm app bash -lc 'pytest -q tests/unit'"}, "3 passed in 0.41s")
    e = fact("`pytest -q tests/unit` printed `3 passed in 0.41s`.")
    assert ok(verdict(b, tmp_path, e))


def ext_two_calls_session() -> Builder:
    b = Builder()
    b.prompt("pg_squeeze fails on the shop db")
    b.tool("Bash", {"command": "pg_squeeze -d shop -t orders"},
           "Exit code 1\nERROR: program pg_squeeze 1.7.0 does not match database library pg_squeeze 1.6.2",
           is_error=True)
    b.tool("Bash", {"command": 'psql -d shop -c "ALTER EXTENSION pg_squeeze UPDATE;"'}, "ALTER EXTENSION")
    b.tool("Bash", {"command": 'psql -d shop -c "\\dx pg_squeeze"'},
           "    Name    | Version\n------------+---------\n pg_squeeze | 1.7.0")
    return b


def test_r5_left_at_a_value_a_later_check_showed_is_true(tmp_path):
    """The ALTER printed only `ALTER EXTENSION`; the next `\\dx` showed 1.7.0: "left the extension at 1.7.0" is true."""
    e = fact("`ALTER EXTENSION pg_squeeze UPDATE;` left the extension at 1.7.0, as `\\dx pg_squeeze` then showed.")
    assert ok(verdict(ext_two_calls_session(), tmp_path, e))


def test_r5_left_at_an_invented_value_with_a_later_check_is_refused(tmp_path):
    e = fact("`ALTER EXTENSION pg_squeeze UPDATE;` left the extension at 1.6.2.")
    assert verdict(ext_two_calls_session(), tmp_path, e).startswith("refused")


def pip_session() -> Builder:
    b = Builder()
    b.prompt("torch import fails with numpy 2")
    b.tool("Bash", {"command": "pip install 'numpy<2'"},
           "Collecting numpy<2\nInstalling collected packages: numpy\nSuccessfully installed numpy-1.26.4")
    return b


def test_r5_pip_kept_numpy_at_the_version_it_installed(tmp_path):
    e = fact("`pip install 'numpy<2'` kept numpy at 1.26.4.")
    assert ok(verdict(pip_session(), tmp_path, e))


def test_r5_pip_left_numpy_at_an_invented_version_is_refused(tmp_path):
    e = fact("`pip install 'numpy<2'` left numpy at 1.24.0.")
    assert verdict(pip_session(), tmp_path, e).startswith("refused")


def test_r5_a_thanks_the_person_never_wrote_is_refused(tmp_path):
    e = fact('`select count(*) from invoices` gave 48213 ("perfect, thanks a lot!").')
    assert verdict(restore_session(), tmp_path, e).startswith("refused")


def test_r5_the_persons_thank_you_after_a_count_is_theirs(tmp_path):
    b = restore_session()
    b.prompt("thank you, that's it")
    e = fact('`psql -d billing -c "select count(*) from invoices"` printed 48213 ("thank you, that\'s it").')
    assert ok(verdict(b, tmp_path, e))


# ---------------------------------------------------------------- rule 6: Korean topic and a dot in a file name

WALL = "Fix the `preload` line in hyprpaper.conf to an absolute path."


def test_r6_the_file_named_as_topic_confirms_its_fix():
    assert confirms("hyprpaper.conf는 이제 잘 돼요, 고마워요", about=WALL)


def test_r6_another_file_as_topic_does_not_confirm():
    assert not confirms("waybar.conf는 이제 잘 돼요, 고마워요", about=WALL)


def test_r6_two_sentences_split_by_a_stop_keep_their_topics():
    """The cursor (the lesson's) still waits; the wallpaper is done: no confirmation of the cursor fix."""
    assert not confirms("배경화면은 이제 잘 나와요. XCURSOR_SIZE는 아직 안 돼요.", about=CURSOR)


def test_r6_a_version_number_in_the_topic_is_one_word():
    assert not confirms("waybar 0.10.4는 잘 돼요, 고마워요", about=CURSOR)


# ---------------------------------------------------------------- rule 7: "…, then <the failing check>"

MIGRATE = "python manage.py migrate"
NO_DB = 'django.db.utils.OperationalError: connection to server failed: FATAL:  database "shop" does not exist'


def django_session(rerun: bool = False) -> Builder:
    b = Builder()
    b.prompt("migrations fail on a new machine")
    b.tool("Bash", {"command": MIGRATE}, f"Exit code 1\n{NO_DB}", is_error=True)
    b.tool("Bash", {"command": "createdb shop"}, "")
    if rerun:
        b.tool("Bash", {"command": MIGRATE}, "Operations to perform:\n  Apply all migrations\nRunning migrations:\n"
                                             "  Applying contenttypes.0001_initial... OK")
    return b


def test_r7_then_the_failing_command_passing_shows_it(tmp_path):
    e = gotcha(f"`{NO_DB}`; `createdb shop`, then `{MIGRATE}` printed `Applying contenttypes.0001_initial... OK`.",
               workaround=f"Create the database with `createdb shop`, then `{MIGRATE}`.")
    assert ok(verdict(django_session(rerun=True), tmp_path, e))


def kube_session(rerun: bool = False) -> Builder:
    b = Builder()
    b.prompt("deploy to prod")
    b.tool("Bash", {"command": "kubectl apply -f deploy.yaml"},
           'Exit code 1\nError from server (NotFound): error when creating "deploy.yaml": namespaces "prod" not found',
           is_error=True)
    b.tool("Bash", {"command": "kubectl create namespace prod"}, "namespace/prod created")
    if rerun:
        b.tool("Bash", {"command": "kubectl apply -f deploy.yaml"}, "deployment.apps/api created")
    return b


def test_r7_then_the_failing_command_again_not_rerun_is_not_shown(tmp_path):
    e = gotcha('`namespaces "prod" not found`; `kubectl create namespace prod` → `namespace/prod created`.',
               workaround="Create it with `kubectl create namespace prod`, then kubectl apply again.")
    assert verdict(kube_session(), tmp_path, e).startswith("review")


def test_r7_then_rerun_the_failing_command_not_rerun_is_not_shown(tmp_path):
    e = gotcha('`namespaces "prod" not found`; `kubectl create namespace prod` → `namespace/prod created`.',
               workaround="Create it with `kubectl create namespace prod`, then re-run kubectl apply.")
    assert verdict(kube_session(), tmp_path, e).startswith("review")


def test_r7_then_the_failing_command_rerun_shows_it(tmp_path):
    e = gotcha('`namespaces "prod" not found`; `kubectl create namespace prod`, then `kubectl apply -f deploy.yaml` '
               '→ `deployment.apps/api created`.',
               workaround="Create it with `kubectl create namespace prod`, then kubectl apply again.")
    assert ok(verdict(kube_session(rerun=True), tmp_path, e))


SIGNED_ZONE = "Mar 06 named[9]: zone example.org/IN (signed): next key event in 1 hour"


def test_r7_fix_and_check_in_one_call_passing_shows_it(tmp_path):
    b = Builder()
    b.prompt("turn on dnssec for example.org")
    b.tool("Bash", {"command": "rndc reconfig && journalctl -u named -n 2 --no-pager"}, f"Mar 06 named[9]: {KEYMGR}")
    b.tool("Bash", {"command": f"sudo {KEYDIR} && rndc reconfig && journalctl -u named -n 2 --no-pager"},
           SIGNED_ZONE)
    e = gotcha(f"`{KEYMGR}`; `sudo {KEYDIR} && rndc reconfig` → `zone example.org/IN (signed)`",
               workaround=f"`{KEYDIR}`, then rndc reconfig and check the zone is signed.")
    assert ok(verdict(b, tmp_path, e))


def test_r7_check_rerun_with_sudo_passing_shows_it(tmp_path):
    b = Builder()
    b.prompt("turn on dnssec for example.org")
    b.tool("Bash", {"command": "rndc reconfig && journalctl -u named -n 2 --no-pager"}, f"Mar 06 named[9]: {KEYMGR}")
    b.tool("Bash", {"command": f"sudo {KEYDIR}"}, "")
    b.tool("Bash", {"command": "sudo rndc reconfig && sudo journalctl -u named -n 2 --no-pager"}, SIGNED_ZONE)
    e = gotcha(f"`{KEYMGR}`; `sudo {KEYDIR}`, then `sudo rndc reconfig` → `zone example.org/IN (signed)`",
               workaround=f"`{KEYDIR}`, then rndc reconfig and check the zone is signed.")
    assert ok(verdict(b, tmp_path, e))


def test_r7_a_then_that_is_the_fix_itself_sharing_the_failing_programs_name(tmp_path):
    """Failing `pip install psycopg2`; the fix is `pip install psycopg2-binary` (then-clause is the fix itself)."""
    b = Builder()
    b.prompt("install deps")
    b.tool("Bash", {"command": "pip install psycopg2"},
           "Exit code 1\nError: pg_config executable not found.", is_error=True)
    b.tool("Bash", {"command": "pip uninstall -y psycopg2"}, "WARNING: Skipping psycopg2 as it is not installed.")
    b.tool("Bash", {"command": "pip install psycopg2-binary"}, "Successfully installed psycopg2-binary-2.9.9")
    e = gotcha("`Error: pg_config executable not found.`; `pip install psycopg2-binary` → "
               "`Successfully installed psycopg2-binary-2.9.9`",
               workaround="Uninstall psycopg2 first, then pip install psycopg2-binary.")
    assert ok(verdict(b, tmp_path, e))


# ---------------------------------------------------------------- rule 8: the person reporting trouble

CONV_CMD = "alacritty migrate -c ~/.config/alacritty/alacritty.yml"
CONV_OUT = "Successfully migrated /home/u/.config/alacritty/alacritty.yml to /home/u/.config/alacritty/alacritty.toml"


def conv_gotcha(**over: object):
    return gotcha(f"`{CONV_CMD}` → `{CONV_OUT}`", workaround=f"`{CONV_CMD}` writes alacritty.toml beside it.",
                  failure_step="s1", fix_step="s2", evidence_steps=["s2"], **over)


def conv_session(prompt: str) -> Builder:
    b = Builder()
    b.prompt(prompt)
    b.tool("Bash", {"command": CONV_CMD}, CONV_OUT)
    return b


def test_r8_unsupported_config_is_trouble(tmp_path):
    s = conv_session("alacritty 0.13 warns my alacritty.yml config is unsupported, fix it")
    assert ok(verdict(s, tmp_path, conv_gotcha()))


def test_r8_a_conditional_not_found_in_an_instruction_is_no_trouble(tmp_path):
    s = conv_session("convert my alacritty.yml to toml. if alacritty is not found in PATH, use ~/.cargo/bin/alacritty")
    assert verdict(s, tmp_path, conv_gotcha()).startswith("review")


def test_r8_you_cannot_use_sudo_is_no_trouble(tmp_path):
    s = conv_session("convert my alacritty.yml to toml. note you cannot use sudo on this machine")
    assert verdict(s, tmp_path, conv_gotcha()).startswith("review")


def bib_session() -> Builder:
    b = Builder()
    b.prompt("tectonic fails on the bibliography")
    b.tool("Bash", {"command": "tectonic -X build"},
           "Exit code 1\nerror: failed to execute the biber program: No such file or directory (os error 2)",
           is_error=True)
    b.tool("Bash", {"command": "sed -i 's/backend=biber/backend=bibtex/' thesis.tex && tectonic -X build"},
           "note: Running bibtex\nnote: Writing thesis.pdf")
    b.prompt("no, bibtex drops the dates. leave it, I'll install biber myself")
    return b


BIBER = "`error: failed to execute the biber program: No such file or directory (os error 2)`; "
INSTALL_BIBER = "Install a standalone biber matching the bundle."


def test_r9_passed_but_the_user_turned_it_down(tmp_path):
    e = gotcha(BIBER + "switching to bibtex made the build pass, but the user turned it down.",
               workaround=INSTALL_BIBER)
    assert verdict(bib_session(), tmp_path, e).startswith("review")


def test_r9_user_rejected_an_approach_then_claims_the_fix_passed_is_refused(tmp_path):
    e = gotcha(BIBER + "the user rejected the bibtex switch; after installing biber the build passed.",
               workaround=INSTALL_BIBER)
    assert verdict(bib_session(), tmp_path, e).startswith("refused")


def test_r9_a_shown_fix_with_the_user_declining_a_push_is_still_written(tmp_path):
    b = Builder()
    b.prompt("tests fail on import")
    b.tool("Bash", {"command": "pytest -q"}, "Exit code 1\nModuleNotFoundError: No module named 'yaml'", is_error=True)
    b.tool("Bash", {"command": "pip install pyyaml"}, "Successfully installed pyyaml-6.0.1")
    b.tool("Bash", {"command": "pytest -q"}, "12 passed in 0.8s")
    b.prompt("good, but don't push yet")
    e = gotcha("`ModuleNotFoundError: No module named 'yaml'`; after `pip install pyyaml`, `pytest -q` printed "
               "`12 passed in 0.8s`, which the user accepted but declined to push.",
               workaround="`pip install pyyaml`.")
    assert ok(verdict(b, tmp_path, e))


# ---------------------------------------------------------------- more traps

def test_r3_printed_nothing_but_warnings_said_of_a_clean_run_is_refused(tmp_path):
    e = fact("`sudo nginx -t` printed nothing but warnings about the proxy_pass line.")
    assert verdict(nginx_session(clean=True), tmp_path, e).startswith("refused")


def test_r3_printed_nothing_but_its_own_error_is_accepted(tmp_path):
    e = fact('`sudo nginx -t` printed nothing but `nginx: [emerg] unknown directive "proxy_passs"`.')
    assert ok(verdict(nginx_session(clean=False), tmp_path, e))


def test_r5_python_c_snippet_printed_its_output(tmp_path):
    b = Builder()
    b.prompt("which openssl does python use")
    b.tool("Bash", {"command": 'python3 -c "import ssl; print(ssl.OPENSSL_VERSION)"'}, "OpenSSL 3.0.2 15 Mar 2022")
    e = fact("`import ssl; print(ssl.OPENSSL_VERSION)` printed `OpenSSL 3.0.2 15 Mar 2022`.")
    assert ok(verdict(b, tmp_path, e))


def certbot_session() -> Builder:
    b = Builder()
    b.prompt("renew the certs")
    b.tool("Bash", {"command": "certbot register -m ops@example.org --agree-tos"},
           "Account registered. Thanks for registering with Let's Encrypt")
    b.tool("Bash", {"command": "certbot renew --dry-run"},
           "Exit code 1\nFailed to renew certificate example.org: Connection refused", is_error=True)
    return b


def test_r5_an_output_with_thanks_said_of_the_wrong_call_is_refused(tmp_path):
    """A real output containing "Thanks" is still output: tying it to the call that never printed it is false."""
    e = fact("`certbot renew --dry-run` printed `Thanks for registering with Let's Encrypt`.")
    assert verdict(certbot_session(), tmp_path, e).startswith("refused")


def test_r5_an_output_with_thanks_after_a_gave_is_still_checked(tmp_path):
    e = fact("`certbot renew --dry-run` succeeded and gave `Account registered. Thanks for registering`.")
    assert verdict(certbot_session(), tmp_path, e).startswith("refused")


def test_r9_a_false_pass_claim_then_the_user_rejecting_a_tool_call_is_still_refused(tmp_path):
    """Claude Code's permission prompt: "the user rejected the `git push` call" says nothing of the fix."""
    e = gotcha(BIBER + "after installing biber the build passed; the user then rejected the `git push` call.",
               workaround=INSTALL_BIBER)
    assert verdict(bib_session(), tmp_path, e).startswith("refused")


def test_r8_not_found_in_a_question_is_no_trouble(tmp_path):
    s = conv_session("what happens if the toml file is not found? anyway, convert my alacritty.yml to toml")
    assert verdict(s, tmp_path, conv_gotcha()).startswith("review")


def test_r2_lowercase_as_a_real_flag_value_is_still_looked_for(tmp_path):
    """`--case lowercase` style values: prose naming a value the call never had."""
    b = Builder()
    b.prompt("rename the files")
    b.tool("Bash", {"command": "rename-tool --style kebab-case src/"}, "renamed 12 files")
    e = fact("`rename-tool` with the --style snake_case option printed `renamed 12 files`.")
    assert verdict(b, tmp_path, e).startswith("refused")
