"""Labelled lessons of corpus13, part c: the sessions of corpus13_sources_c.py (Xdebug/Symfony, Pulumi, Vault,
HAProxy)."""
from __future__ import annotations

from tests.truth.corpus13_common import gotcha, knowledge, steps


def _g(rid, s, ev, fix, cls, title, evidence, why, phrasing, st, category="tool_quirk", group=None, *,
       symptom, trap, cause, workaround):
    return gotcha(rid, s, ev, fix, cls, title=title, symptom=symptom, trap=trap, cause=cause, workaround=workaround,
                  evidence=evidence, why=why, phrasing=phrasing, st=st, category=category, group=group)


def xdebug() -> list:
    s = "xdebug-symfony"
    return [
        _g("c13-061", s, "real", "shown", "fix_ran", "Symfony cache:clear fails on a dev cache warmed by root",
           "`php bin/console cache:clear` → `Failed to remove directory \"/var/www/shopfront/var/cache/dev/"
           "ContainerXyZ1abc\"` … Permission denied; var/cache/dev was owned by root; after `sudo chown -R "
           "www-data:www-data var/cache var/log` the cache:clear as www-data printed `[OK] Cache for the \"dev\" "
           "environment (debug=true) was successfully cleared.`",
           "cache:clear fails; ls shows root ownership; chown + cache:clear as www-data succeeds",
           ["code span", "ellipsis", "state in prose ('owned by root')"],
           steps("was successfully cleared", "Failed to remove directory",
                 "sudo chown -R www-data:www-data var/cache var/log"),
           symptom="cache:clear: Failed to remove directory .../ContainerXyZ1abc: Permission denied.",
           trap="It looks like a Symfony bug in the Filesystem component.",
           cause="An earlier sudo bin/console left var/cache/dev owned by root.",
           workaround="chown -R www-data:www-data var/cache var/log and clear as www-data."),
        _g("c13-062", s, "real", "shown", "edit_then_pass",
           "Xdebug with start_with_request=yes slows every PHP CLI run",
           "`xdebug.start_with_request => yes => yes` for the CLI; writing `xdebug.mode=off` to "
           "/etc/php/8.3/cli/conf.d/99-xdebug-off.ini gave `xdebug.mode => off => off` and the unit suite in "
           "`real 0m38.112s`",
           "php -i shows debug mode for the CLI; the Write of the CLI ini; php -i shows off and the suite runs fast",
           ["code span", "tab collapsed to a space", "prose path"],
           steps("xdebug.mode => off => off", "xdebug.start_with_request => yes => yes", "xdebug.mode=off"),
           category="performance",
           symptom="bin/console and phpunit are very slow on the dev box.",
           trap="Xdebug is wanted for FPM debugging, so it is left on everywhere.",
           cause="The CLI loads Xdebug in debug,develop mode and tries a debugger on every request.",
           workaround="Put xdebug.mode=off in the CLI's conf.d only; keep FPM's setting."),
        knowledge("c13-063", s, "real", "knowledge",
                  title="XDEBUG_MODE=off overrides xdebug.mode from the ini files for one command",
                  situation="Running a test suite fast on a box whose ini enables Xdebug.",
                  approach="Prefix the command with XDEBUG_MODE=off.",
                  rationale="The environment variable takes precedence over the ini setting.",
                  evidence="`time XDEBUG_MODE=off php bin/phpunit` → `OK (412 tests, 1287 assertions)` in 1m12s; the "
                           "env var overrides `xdebug.mode` from the ini files",
                  why="the timed run with the variable and the assistant's explanation",
                  phrasing=["code span", "arrow"],
                  st=steps("OK (412 tests, 1287 assertions)"), category="performance"),
        _g("c13-064", s, "real", "not_shown", "other_check_passes",
           "Symfony var/ needs ACLs for both the web user and the CLI user",
           "`php bin/console app:import --dry-run` died with `\"/var/www/shopfront/var/log/dev.log\" could not be "
           "opened in append mode`; after the two `setfacl` calls only `php bin/console about` was run",
           "after setfacl only bin/console about runs; app:import is never re-run",
           ["code span", "double quotes inside a code span"],
           steps(failure="could not be opened in append mode", fix="sudo setfacl -dR -m u:www-data:rwX"),
           category="env_setup",
           symptom="app:import as the login user: dev.log could not be opened in append mode.",
           trap="The chown to www-data fixed cache:clear a moment earlier.",
           cause="var/log is now writable by www-data only.",
           workaround="setfacl -dR and -R with rwX for www-data and the CLI user on var/."),
        _g("c13-065", s, "invented", None, "names_false_claim", "The Xdebug-enabled test suite took 9 minutes here",
           "`time php bin/phpunit` with Xdebug enabled took 9 minutes, vs 1m12s with `XDEBUG_MODE=off`",
           "the Xdebug run was rejected by the person; only the XDEBUG_MODE=off run completed",
           ["code span", "false outcome"], steps("time php bin/phpunit"), category="performance",
           symptom="Slow tests.", trap="Xdebug looks idle.", cause="Xdebug on the CLI.",
           workaround="Turn Xdebug off for the CLI."),
        _g("c13-066", s, "invented", None, "other_call_error", "cache:clear as www-data hits the same permission error",
           "`sudo -u www-data php bin/console cache:clear` failed with `Permission denied` on ContainerXyZ1abc",
           "that call printed [OK] ... successfully cleared; Permission denied came from the plain cache:clear",
           ["code span", "wrong attribution"], steps("was successfully cleared"), category="env_setup",
           symptom="cache:clear fails.", trap="Running as www-data.", cause="root-owned files.",
           workaround="chown first."),
        _g("c13-067", s, "invented", None, "never_seen_error", "Xdebug warns on every CLI run without an IDE listening",
           "each run printed `Xdebug: [Step Debug] Could not connect to debugging client. Tried: localhost:9003 "
           "(through xdebug.client_host/xdebug.client_port).`",
           "no Xdebug warning appears anywhere in the session",
           ["code span"], steps("xdebug.start_with_request => yes => yes"), category="performance",
           symptom="Warnings on the CLI.", trap="No IDE is open.", cause="start_with_request=yes.",
           workaround="Set xdebug.mode=off for the CLI."),
    ]


def pulumi() -> list:
    s = "pulumi-pending"
    return [
        _g("c13-068", s, "real", "shown", "fix_ran", "A passphrase-provider Pulumi stack needs the passphrase in every command",
           "`error: getting secrets manager: passphrase must be set with PULUMI_CONFIG_PASSPHRASE or "
           "PULUMI_CONFIG_PASSPHRASE_FILE environment variables` → with "
           "`PULUMI_CONFIG_PASSPHRASE_FILE=$HOME/.config/pulumi/dev.pass` the later `pulumi up` printed `+ 1 created`",
           "up fails on the secrets manager; with the passphrase file it gets past it and the later up deploys",
           ["code span", "arrow"],
           steps("+ 1 created", "passphrase must be set",
                 "PULUMI_CONFIG_PASSPHRASE_FILE=$HOME/.config/pulumi/dev.pass pulumi up"),
           symptom="pulumi up: getting secrets manager: passphrase must be set.",
           trap="The stack has no secrets you remember adding.",
           cause="The stack uses the passphrase secrets provider.",
           workaround="Export PULUMI_CONFIG_PASSPHRASE or PULUMI_CONFIG_PASSPHRASE_FILE."),
        _g("c13-069", s, "real", "shown", "rerun_passes",
           "pulumi refresh --clear-pending-creates repairs a stack after an interrupted create",
           "up failed: `the current deployment has 1 resource(s) with pending operations` (`edge-auth, interrupted "
           "while creating`); `pulumi refresh --clear-pending-creates --yes --stack dev` then `pulumi up` → "
           "`+   └─ aws:lambda:Function  edge-auth       created (4s)`",
           "up fails on the pending create; refresh clears it; up creates edge-auth",
           ["code span", "tree characters kept"],
           steps("created (4s)", "resource(s) with pending operations", "pulumi refresh --clear-pending-creates"),
           symptom="pulumi up: the current deployment has 1 resource(s) with pending operations.",
           trap="Re-running up looks like it should just continue.",
           cause="A deploy killed mid-create left a pending operation in the state.",
           workaround="pulumi refresh --clear-pending-creates, then pulumi up."),
        _g("c13-070", s, "real", "shown", "person_confirms", "CI needs PULUMI_CONFIG_PASSPHRASE from a repository secret",
           "Added `PULUMI_CONFIG_PASSPHRASE: ${{ secrets.PULUMI_CONFIG_PASSPHRASE }}` to deploy.yml; the person: "
           "\"deploy is green now\"",
           "after the workflow Edit the person reports the re-run CI job green",
           ["code span", "person quoted"],
           steps("deploy is green now", "passphrase must be set",
                 "PULUMI_CONFIG_PASSPHRASE: ${{ secrets.PULUMI_CONFIG_PASSPHRASE }}"),
           category="env_setup",
           symptom="CI pulumi up: passphrase must be set.",
           trap="It works locally, where the passphrase file exists.",
           cause="The CI job has no passphrase in its environment.",
           workaround="Add a PULUMI_CONFIG_PASSPHRASE repo secret and pass it in the job env."),
        knowledge("c13-071", s, "real", "knowledge",
                  title="pulumi config set --secret stores the value encrypted in the stack file",
                  situation="Keeping a database password out of Pulumi.<stack>.yaml in plain text.",
                  approach="pulumi config set --secret <key> <value>.",
                  rationale="The stack file keeps only ciphertext and pulumi config masks it.",
                  evidence="`pulumi config set --secret dbPassword` → `pulumi config` lists `dbPassword   [secret]` "
                           "and Pulumi.dev.yaml holds `secure: v1:...`",
                  why="the config listing and the grep of the stack file",
                  phrasing=["code span", "ellipsis inside a code span"],
                  st=steps("dbPassword   [secret]"), category="security"),
        _g("c13-072", s, "invented", None, "never_seen_error", "A wrong passphrase fails decrypting stack config",
           "`error: failed to decrypt encrypted configuration value 'dbPassword': incorrect passphrase`",
           "no decrypt error appears; the secret was set and listed as [secret]",
           ["code span"], steps("dbPassword   [secret]"), category="security",
           symptom="Decrypt error.", trap="The passphrase file exists.", cause="Wrong passphrase.",
           workaround="Use the stack's passphrase."),
        _g("c13-073", s, "invented", None, "names_false_claim",
           "After clearing pending creates the half-made Lambda is kept as is",
           "after the refresh, `pulumi up` reported only `14 unchanged`, so edge-auth already existed",
           "the up after the refresh created edge-auth (+ 1 created) besides 14 unchanged",
           ["code span", "false count"], steps("14 unchanged"),
           symptom="Pending create.", trap="Unknown state.", cause="Interrupted deploy.",
           workaround="Refresh."),
        _g("c13-074", s, "invented", None, "other_call_error", "pulumi refresh needs the passphrase too",
           "`pulumi refresh --clear-pending-creates` failed with exit 255: `passphrase must be set`",
           "the refresh ran with the passphrase file and succeeded; the 255 passphrase error was the first up",
           ["code span", "exit code", "wrong attribution"], steps("passphrase must be set"),
           symptom="refresh fails.", trap="Refresh looks read-only.", cause="Secrets manager.",
           workaround="Set the passphrase."),
    ]


def vault() -> list:
    s = "vault-kv2"
    return [
        _g("c13-076", s, "real", "shown", "rerun_passes", "A restarted Vault dev server invalidates ~/.vault-token",
           "Even `vault token lookup` got `Code: 403. Errors:` / `* permission denied`; after `vault login "
           "\"$(cat ~/.vault-dev-root)\"` (`Success! You are now authenticated.`) the kv get returned the data.",
           "token lookup is denied; login; the same kv get succeeds",
           ["code span", "double quotes inside a code span", "slash between quotes"],
           steps("Success! You are now authenticated.", "Error looking up token", "vault login"),
           symptom="Every request, even token lookup, returns 403 permission denied.",
           trap="403 reads like a policy problem.",
           cause="The dev server keeps tokens in memory; its restart dropped the saved token.",
           workaround="vault login again with the new root token."),
        _g("c13-077", s, "real", "shown", "edit_then_pass", "Vault policies for kv v2 must name the data/ path",
           "policy `path \"secret/payments/*\"` gave `Code: 403` on `GET "
           "http://127.0.0.1:8200/v1/secret/data/payments/stripe`; with `path \"secret/data/payments/*\"` → "
           "`Success! Uploaded policy: payments-app` then `pk_test_51Hx`",
           "a token with the old policy is denied; the Write of the data/ policy; the new token reads the secret",
           ["code span", "double quotes inside a code span", "arrow"],
           steps("Success! Uploaded policy: payments-app",
                 "URL: GET http://127.0.0.1:8200/v1/secret/data/payments/stripe", 'path "secret/data/payments/*"'),
           category="security",
           symptom="A token with the app policy gets 403 on vault kv get.",
           trap="The CLI path secret/payments/stripe matches the policy text.",
           cause="kv v2 reads go to secret/data/..., which the policy never names.",
           workaround="Write the policy for secret/data/payments/*."),
        _g("c13-078", s, "real", "not_shown", "question_offers_flag",
           "An in-memory Vault dev server loses AppRoles on restart",
           "`vault write auth/approle/login ...` → `* invalid role or secret ID`; "
           "`scripts/bootstrap-approle.sh --rotate-secret-id` recreates the role and a new secret ID",
           "the session ends on the question offering the script; it is never run",
           ["code span", "ellipsis", "arrow"],
           steps(failure="invalid role or secret ID",
                 fix="Want me to run `scripts/bootstrap-approle.sh --rotate-secret-id`?"),
           symptom="AppRole login: Code: 400, invalid role or secret ID.",
           trap="The role_id and secret_id files are unchanged.",
           cause="The dev server's restart wiped the AppRole and its secret IDs.",
           workaround="Re-run scripts/bootstrap-approle.sh --rotate-secret-id."),
        _g("c13-079", s, "invented", None, "near_miss", "AppRole login rejects ids after a dev restart",
           "`vault write auth/approle/login` → `* invalid role ID or secret ID`",
           "the error was '* invalid role or secret ID'",
           ["code span", "arrow"], steps("invalid role or secret ID"),
           symptom="Login fails.", trap="Ids unchanged.", cause="Restart.", workaround="Bootstrap again."),
        _g("c13-080", s, "invented", None, "other_call_error", "vault login with the root token is denied",
           "`vault login` failed with `Code: 403`",
           "login printed Success!; the 403s came from kv get and token lookup",
           ["code span", "wrong attribution"], steps("Success! You are now authenticated."),
           symptom="Login denied.", trap="Root token.", cause="Stale token.", workaround="Restart the server."),
        knowledge("c13-081", s, "invented", "names_false_claim",
                  title="The payments secret lives on a kv v1 mount",
                  situation="Reading secret/payments/stripe.",
                  approach="Use the path as typed; no data/ prefix.",
                  rationale="kv v1 paths are used directly.",
                  evidence="`vault kv get` printed the path `secret/payments/stripe` directly — the mount is kv v1",
                  why="kv get printed 'secret/data/payments/stripe' as the Secret Path: a kv v2 mount",
                  phrasing=["code span", "false state"],
                  st=steps("secret/data/payments/stripe"), category="api_quirk"),
    ]


def haproxy() -> list:
    s = "haproxy-chain"
    return [
        _g("c13-082", s, "real", "shown", "rerun_passes", "An HAProxy pem with only the leaf breaks non-browser TLS clients",
           "```\nverify error:num=20:unable to get local issuer certificate\n"
           "verify error:num=21:unable to verify the first certificate\n```\nAfter concatenating `fullchain.pem` "
           "and `privkey.pem` into /etc/haproxy/certs/api.pem (`grep -c` 1 → 2) and reloading, s_client showed "
           "`depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1`.",
           "s_client shows only the leaf; the pem is rebuilt from fullchain + key; s_client verifies to ISRG Root X1",
           ["fenced block", "code span", "count change"],
           steps("depth=2 C = US, O = Internet Security Research Group",
                 "verify error:num=20:unable to get local issuer certificate",
                 "privkey.pem > /etc/haproxy/certs/api.pem"),
           category="security",
           symptom="Partners report an untrusted certificate; browsers are fine.",
           trap="Browsers fetch the missing intermediate via AIA, hiding the problem.",
           cause="The pem HAProxy serves holds the leaf and key but no intermediate.",
           workaround="Build the pem from fullchain.pem + privkey.pem and reload."),
        _g("c13-083", s, "real", "shown", "edit_then_pass", "HAProxy 2.1+ rejects reqrep",
           "`The 'reqrep' directive is not supported anymore since HAProxy 2.1. Use 'http-request replace-path' "
           "instead.` → line 44 became `http-request replace-path ^/v1/(.*) /\\1`; `haproxy -c` → "
           "`Configuration file is valid`",
           "haproxy -c fails on reqrep; the Edit; haproxy -c passes",
           ["code span", "arrow", "regex with backslash"],
           steps("Configuration file is valid", "The 'reqrep' directive is not supported anymore",
                 "http-request replace-path ^/v1/(.*)"),
           category="build_config",
           symptom="haproxy -c: The 'reqrep' directive is not supported anymore since HAProxy 2.1.",
           trap="The config worked for years before the package upgrade.",
           cause="reqrep was removed in HAProxy 2.1.",
           workaround="Rewrite it as http-request replace-path."),
        _g("c13-084", s, "real", "not_shown", "write_named_like_fix",
           "A certbot deploy hook keeps the concatenated HAProxy pem current",
           "Wrote `/etc/letsencrypt/renewal-hooks/deploy/haproxy-pem.sh` to rebuild the pem on renewal; "
           "`sudo certbot renew --dry-run` → `Congratulations, all simulated renewals succeeded`",
           "the hook is written and made executable; the dry-run skips deploy hooks, so it never ran",
           ["code span", "arrow"],
           steps(failure="verify error:num=21:unable to verify the first certificate", fix="haproxy-pem.sh"),
           category="security",
           symptom="After a renewal HAProxy serves an incomplete chain again.",
           trap="certbot renews fullchain.pem, so the chain looks handled.",
           cause="HAProxy reads its own concatenated pem, which certbot does not rebuild.",
           workaround="A deploy hook that cats fullchain + privkey into the pem and reloads HAProxy."),
        knowledge("c13-085", s, "real", "knowledge",
                  title="certbot renew --dry-run does not run deploy hooks",
                  situation="Testing a renewal deploy hook.",
                  approach="Do not rely on --dry-run; run the hook by hand with RENEWED_LINEAGE set.",
                  rationale="Deploy hooks only run on real renewals.",
                  evidence="`sudo certbot renew --dry-run` succeeded, but `--dry-run` skips deploy hooks, so "
                           "`haproxy-pem.sh` did not run",
                  why="the dry-run output and the assistant's note after it",
                  phrasing=["code span"],
                  st=steps("`--dry-run` skips deploy hooks"), category="tool_quirk"),
        _g("c13-086", s, "invented", None, "names_false_claim", "A certbot dry run exercises the HAProxy deploy hook",
           "`sudo certbot renew --dry-run` ran `haproxy-pem.sh` and reloaded haproxy",
           "the session says the dry-run skips deploy hooks; nothing shows the hook running",
           ["code span", "false outcome"], steps("Congratulations, all simulated renewals succeeded"),
           symptom="Unsure the hook works.", trap="None.", cause="None.", workaround="Dry-run the renewal."),
        _g("c13-087", s, "invented", None, "near_miss", "openssl flags a missing issuer for a leaf-only chain",
           "`verify error:num=20:unable to get issuer certificate`",
           "openssl printed 'unable to get local issuer certificate'",
           ["code span"], steps("verify error:num=20:unable to get local issuer certificate"), category="security",
           symptom="Untrusted cert.", trap="Browsers OK.", cause="No intermediate.", workaround="Serve fullchain."),
        _g("c13-088", s, "invented", None, "other_call_error", "Reloading HAProxy fails on the old reqrep line",
           "`sudo systemctl reload haproxy` failed with `The 'reqrep' directive is not supported anymore`",
           "the reload ran after the config was fixed and s_client then verified; the reqrep error was haproxy -c",
           ["code span", "wrong attribution"], steps("The 'reqrep' directive is not supported anymore"),
           category="build_config",
           symptom="Reload fails.", trap="Config unchanged.", cause="reqrep.", workaround="Use replace-path."),
    ]


def records() -> list:
    return [*xdebug(), *pulumi(), *vault(), *haproxy()]
