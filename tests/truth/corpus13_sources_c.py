"""Scripted sessions of corpus13, part c: Xdebug and Symfony cache permissions (with an interrupted call), Pulumi
passphrase and pending operations, Vault kv v2, an HAProxy certificate chain."""
from __future__ import annotations

from tests.truth.corpus13_common import REJECT, B, E, F, S, U, W

CACHE_FAIL = """
 // Clearing the cache for the dev environment with debug true


In Filesystem.php line 125:

  Failed to remove directory "/var/www/shopfront/var/cache/dev/ContainerXyZ1abc": rmdir(/var/www/shopfront/var/cache/dev/ContainerXyZ1abc): Permission denied


cache:clear [--no-warmup] [--no-optional-warmers]
"""


def xdebug() -> list:
    return [
        U("bin/console is insanely slow, phpunit takes ~9 minutes, and cache:clear throws permission errors. "
          "dev box, PHP 8.3"),
        B("php -v",
          "PHP 8.3.8 (cli) (built: Jun  6 2024 16:46:31) (NTS)\nCopyright (c) The PHP Group\n"
          "Zend Engine v4.3.8, Copyright (c) Zend Technologies\n"
          "    with Zend OPcache v8.3.8, Copyright (c), by Zend Technologies\n"
          "    with Xdebug v3.3.2, Copyright (c) 2002-2024, by Derick Rethans"),
        B("php -i | grep -E '^xdebug.mode|^xdebug.start_with_request'",
          "xdebug.mode => debug,develop => debug,develop\nxdebug.start_with_request => yes => yes"),
        S("Xdebug is loaded for the CLI with `start_with_request=yes`, so every `php` process tries to reach a "
          "debugger, and `develop` mode adds overhead on every call. Let me time the suite as it is first."),
        *REJECT("time php bin/phpunit"),
        U("don't run the full suite with xdebug on, it takes forever. try it with xdebug off"),
        B("time XDEBUG_MODE=off php bin/phpunit | tail -n 4",
          "\nOK (412 tests, 1287 assertions)\n\nreal\t1m12.408s"),
        S("1m12s with `XDEBUG_MODE=off` — the environment variable overrides `xdebug.mode` from the ini files. "
          "Now the cache:"),
        F("php bin/console cache:clear", 1, CACHE_FAIL),
        B("ls -ld var/cache/dev var/cache/dev/Container*",
          "drwxr-xr-x 5 root     root     4096 Jun 18 09:12 var/cache/dev\n"
          "drwxr-xr-x 2 root     root     4096 Jun 18 09:12 var/cache/dev/ContainerXyZ1abc"),
        S("The dev cache is owned by root — probably from an earlier `sudo bin/console`. Giving it back to "
          "www-data, which PHP-FPM runs as:"),
        B("sudo chown -R www-data:www-data var/cache var/log && sudo -u www-data php bin/console cache:clear",
          "\n // Clearing the cache for the dev environment with debug true\n\n"
          ' [OK] Cache for the "dev" environment (debug=true) was successfully cleared.\n'),
        U("Can you make xdebug default to off on the CLI but keep it for FPM?"),
        W("/etc/php/8.3/cli/conf.d/99-xdebug-off.ini",
          "; CLI only: step debugging on demand with XDEBUG_MODE=debug\nxdebug.mode=off\n"),
        B("php -i | grep '^xdebug.mode' && time php bin/phpunit --testsuite unit | tail -n 4",
          "xdebug.mode => off => off\n\nOK (301 tests, 902 assertions)\n\nreal\t0m38.112s"),
        S("The CLI now runs with `xdebug.mode => off`; the unit suite takes 38 s. FPM reads "
          "`/etc/php/8.3/fpm/conf.d`, so it keeps debug mode."),
        U("now `php bin/console app:import` as me blows up"),
        F("php bin/console app:import --dry-run", 255,
          'PHP Fatal error:  Uncaught UnexpectedValueException: The stream or file '
          '"/var/www/shopfront/var/log/dev.log" could not be opened in append mode: Failed to open stream: '
          'Permission denied in /var/www/shopfront/vendor/monolog/monolog/src/Monolog/Handler/StreamHandler.php:146'),
        S("My chown made `var/log` writable only by www-data. Symfony's recommended fix is ACLs so both users can "
          "write:"),
        B("sudo setfacl -dR -m u:www-data:rwX -m u:$(whoami):rwX var && "
          "sudo setfacl -R -m u:www-data:rwX -m u:$(whoami):rwX var && php bin/console about | head -n 6",
          " -------------------- --------------------------------- \n"
          "  Symfony                                                \n"
          " -------------------- --------------------------------- \n"
          "  Version              6.4.8                            \n"
          "  Long-Term Support    Yes                              \n"
          "  End of maintenance   11/2026 (in +869 days)           "),
        S("`bin/console about` runs as you now. That should cover the import command as well."),
    ]


PENDING = """Updating (dev):
error: the current deployment has 1 resource(s) with pending operations:
  * urn:pulumi:dev::edge-stack::aws:lambda/function:Function::edge-auth, interrupted while creating

These resources are in an unknown state because the Pulumi CLI was interrupted while
waiting for changes to these resources to complete. You should confirm whether or not the
operations listed completed successfully by checking the state of the appropriate provider.
For example, if you are using AWS, you can confirm using the AWS Console.

Once you have confirmed the status of the interrupted operations, you can repair your stack
using `pulumi refresh --clear-pending-creates` which will refresh the state from the provider you are using and
clear the pending operations if there are any."""


def pulumi() -> list:
    pf = "PULUMI_CONFIG_PASSPHRASE_FILE=$HOME/.config/pulumi/dev.pass"
    return [
        U("pulumi up fails in CI with a passphrase error, and locally it says there's a pending operation. "
          "I killed a deploy halfway yesterday"),
        F("pulumi up --yes --stack dev", 255,
          "Previewing update (dev):\n\nerror: getting secrets manager: passphrase must be set with "
          "PULUMI_CONFIG_PASSPHRASE or PULUMI_CONFIG_PASSPHRASE_FILE environment variables"),
        S("This stack uses the passphrase secrets provider, so every command needs the passphrase in the "
          "environment. Your local one is in `~/.config/pulumi/dev.pass`:"),
        F(f"{pf} pulumi up --yes --stack dev", 255, PENDING),
        S("Past the secrets manager; now the interrupted create. The Lambda `edge-auth` never finished creating "
          "yesterday. Clearing the pending create and refreshing from AWS:"),
        B(f"{pf} pulumi refresh --clear-pending-creates --yes --stack dev",
          "Refreshing (dev):\n\nResources:\n    14 unchanged\n\nDuration: 9s"),
        B(f"{pf} pulumi up --yes --stack dev",
          "Updating (dev):\n     Type                    Name            Status\n"
          "     pulumi:pulumi:Stack     edge-stack-dev\n +   └─ aws:lambda:Function  edge-auth       created (4s)\n\n"
          "Resources:\n    + 1 created\n    14 unchanged\n\nDuration: 12s"),
        S("Deployed: `edge-auth` created, 14 unchanged. For CI, the workflow has to hand the passphrase to "
          "Pulumi:"),
        E("/home/oskar/infra/edge-stack/.github/workflows/deploy.yml",
          "        env:\n          AWS_REGION: eu-central-1",
          "        env:\n          AWS_REGION: eu-central-1\n"
          "          PULUMI_CONFIG_PASSPHRASE: ${{ secrets.PULUMI_CONFIG_PASSPHRASE }}"),
        S("Add a repository secret `PULUMI_CONFIG_PASSPHRASE` with the dev passphrase and re-run the job."),
        U("added the repo secret and re-ran the job — deploy is green now 🎉"),
        U("one more: I need to store the DB password in config, how do I keep it out of Pulumi.dev.yaml in "
          "plain text?"),
        B(f"{pf} pulumi config set --secret dbPassword 'example-only' --stack dev && "
          f"{pf} pulumi config --stack dev",
          "KEY          VALUE\naws:region   eu-central-1\ndbPassword   [secret]\nedgeDomain   auth.example.dev"),
        B("grep -A1 dbPassword Pulumi.dev.yaml",
          "  edge-stack:dbPassword:\n    secure: v1:q9dW3n0c7yVbE2Xh:T1tqk0mJv0V8q3yB4d5Qmw=="),
        S("With `--secret` the value is stored encrypted (`secure: v1:...`) and `pulumi config` shows "
          "`[secret]`."),
    ]


def vault() -> list:
    return [
        U("vault kv get fails for me, and the payments app can't read its secret either"),
        F("vault kv get secret/payments/stripe", 2,
          'Error checking if secret/payments/stripe is a kv-v2 mount: Get '
          '"https://127.0.0.1:8200/v1/sys/internal/ui/mounts/secret/payments/stripe": http: server gave HTTP '
          'response to HTTPS client'),
        S("`VAULT_ADDR` isn't set, so the CLI defaults to `https://127.0.0.1:8200`, but the dev server listens "
          "on plain HTTP."),
        F("export VAULT_ADDR=http://127.0.0.1:8200 && vault kv get secret/payments/stripe", 2,
          "Error making API request.\n\nURL: GET http://127.0.0.1:8200/v1/sys/internal/ui/mounts/secret/payments/stripe\n"
          "Code: 403. Errors:\n\n* permission denied"),
        F("VAULT_ADDR=http://127.0.0.1:8200 vault token lookup", 2,
          "Error looking up token: Error making API request.\n\n"
          "URL: GET http://127.0.0.1:8200/v1/auth/token/lookup-self\nCode: 403. Errors:\n\n* permission denied"),
        S("Even looking up your own token is denied, so `~/.vault-token` is stale — the dev server keeps tokens "
          "in memory and was restarted this morning. Logging in with the new root token from its startup output:"),
        B('VAULT_ADDR=http://127.0.0.1:8200 vault login "$(cat ~/.vault-dev-root)" | head -n 4',
          "Success! You are now authenticated. The token information displayed below\n"
          "is already stored in the token helper. You do NOT need to run \"vault login\"\nagain. Future Vault "
          "requests will automatically use this token."),
        B("VAULT_ADDR=http://127.0.0.1:8200 vault kv get secret/payments/stripe",
          "====== Secret Path ======\nsecret/data/payments/stripe\n\n======= Metadata =======\nKey              Value\n"
          "---              -----\ncreated_time     2026-03-06T07:58:12.0913Z\nversion          1\n\n"
          "======= Data =======\nKey            Value\n---            -----\npublishable    pk_test_51Hx"),
        S("That works. Now the app's policy:"),
        B("VAULT_ADDR=http://127.0.0.1:8200 vault policy read payments-app",
          'path "secret/payments/*" {\n  capabilities = ["read"]\n}'),
        F("export VAULT_ADDR=http://127.0.0.1:8200 && vault token create -policy=payments-app -ttl=10m "
          "-field=token > /tmp/t && VAULT_TOKEN=$(cat /tmp/t) vault kv get -field=publishable secret/payments/stripe",
          2, "Error reading secret/data/payments/stripe: Error making API request.\n\n"
             "URL: GET http://127.0.0.1:8200/v1/secret/data/payments/stripe\nCode: 403. Errors:\n\n* permission denied"),
        S("`secret/` is a kv v2 mount, so the API path is `secret/data/payments/stripe` — the policy path "
          "`secret/payments/*` never matches it. Rewriting the policy:"),
        W("/home/priya/platform/vault-bootstrap/policies/payments-app.hcl",
          'path "secret/data/payments/*" {\n  capabilities = ["read"]\n}\n'),
        B("export VAULT_ADDR=http://127.0.0.1:8200 && vault policy write payments-app policies/payments-app.hcl && "
          "vault token create -policy=payments-app -ttl=10m -field=token > /tmp/t && "
          "VAULT_TOKEN=$(cat /tmp/t) vault kv get -field=publishable secret/payments/stripe",
          "Success! Uploaded policy: payments-app\npk_test_51Hx"),
        U("and the app's AppRole login?"),
        F("VAULT_ADDR=http://127.0.0.1:8200 vault write auth/approle/login role_id=$(cat .role_id) "
          "secret_id=$(cat .secret_id)", 2,
          "Error writing data to auth/approle/login: Error making API request.\n\n"
          "URL: PUT http://127.0.0.1:8200/v1/auth/approle/login\nCode: 400. Errors:\n\n* invalid role or secret ID"),
        S("The dev server is in-memory: the restart dropped the AppRole and its secret IDs along with the "
          "tokens. `scripts/bootstrap-approle.sh` recreates the role; with `--rotate-secret-id` it also writes a "
          "new `.secret_id` for the app. Want me to run `scripts/bootstrap-approle.sh --rotate-secret-id`?"),
    ]


SCLIENT_BEFORE = """CONNECTED(00000003)
depth=0 CN = api.kestrel-pay.example
verify error:num=20:unable to get local issuer certificate
verify return:1
depth=0 CN = api.kestrel-pay.example
verify error:num=21:unable to verify the first certificate
verify return:1
---
Certificate chain
 0 s:CN = api.kestrel-pay.example
   i:C = US, O = Let's Encrypt, CN = R11
---"""

SCLIENT_AFTER = """CONNECTED(00000003)
depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1
verify return:1
depth=1 C = US, O = Let's Encrypt, CN = R11
verify return:1
depth=0 CN = api.kestrel-pay.example
verify return:1
---
Certificate chain
 0 s:CN = api.kestrel-pay.example
   i:C = US, O = Let's Encrypt, CN = R11
 1 s:C = US, O = Let's Encrypt, CN = R11
   i:C = US, O = Internet Security Research Group, CN = ISRG Root X1"""


def haproxy() -> list:
    sc = ("openssl s_client -connect api.kestrel-pay.example:443 -servername api.kestrel-pay.example </dev/null "
          "2>&1 | sed -n '1,14p'")
    live = "/etc/letsencrypt/live/api.kestrel-pay.example"
    return [
        U("partners say our TLS cert is untrusted since the renewal, browsers are fine. haproxy -c also complains "
          "since the package upgrade"),
        B(sc, SCLIENT_BEFORE),
        S("Only the leaf is served. Browsers fetch the R11 intermediate themselves via AIA; many HTTP clients "
          "don't. HAProxy serves exactly the certificates in the pem, so it needs leaf + intermediate + key."),
        B("grep -c 'BEGIN CERTIFICATE' /etc/haproxy/certs/api.pem", "1"),
        B(f"sudo sh -c 'cat {live}/fullchain.pem {live}/privkey.pem > /etc/haproxy/certs/api.pem' && "
          "sudo grep -c 'BEGIN CERTIFICATE' /etc/haproxy/certs/api.pem", "2"),
        F("sudo haproxy -c -f /etc/haproxy/haproxy.cfg", 1,
          "[NOTICE]   (48211) : haproxy version is 2.8.5-1ubuntu3\n"
          "[ALERT]    (48211) : config : parsing [/etc/haproxy/haproxy.cfg:44] : The 'reqrep' directive is not "
          "supported anymore since HAProxy 2.1. Use 'http-request replace-path' instead.\n"
          "[ALERT]    (48211) : config : Error(s) found in configuration file : /etc/haproxy/haproxy.cfg\n"
          "[ALERT]    (48211) : config : Fatal errors found in configuration."),
        E("/etc/haproxy/haproxy.cfg", "    reqrep ^([^\\ :]*)\\ /v1/(.*)     \\1\\ /\\2",
          "    http-request replace-path ^/v1/(.*) /\\1"),
        B("sudo haproxy -c -f /etc/haproxy/haproxy.cfg", "Configuration file is valid"),
        B(f"sudo systemctl reload haproxy && {sc}", SCLIENT_AFTER),
        S("The chain now goes to ISRG Root X1 with `verify return:1` at every depth. But certbot renewals won't "
          "rebuild the concatenated pem, so I'll add a deploy hook:"),
        W("/etc/letsencrypt/renewal-hooks/deploy/haproxy-pem.sh",
          "#!/bin/sh\nset -e\ncat \"$RENEWED_LINEAGE/fullchain.pem\" \"$RENEWED_LINEAGE/privkey.pem\" > "
          "/etc/haproxy/certs/api.pem\nsystemctl reload haproxy\n"),
        B("sudo chmod +x /etc/letsencrypt/renewal-hooks/deploy/haproxy-pem.sh", ""),
        U("can you dry-run the renewal to be sure?"),
        B("sudo certbot renew --dry-run 2>&1 | tail -n 5",
          "Simulating renewal of an existing certificate for api.kestrel-pay.example\n\n"
          "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\n"
          "Congratulations, all simulated renewals succeeded: \n"
          f"  {live}/fullchain.pem (success)"),
        S("The simulated renewal succeeds, but note `--dry-run` skips deploy hooks, so this didn't run "
          "`haproxy-pem.sh`. It will first run at the real renewal in ~60 days."),
    ]


def sources() -> dict:
    return {
        "xdebug-symfony": ("/var/www/shopfront", "2026-03-06T08:20:00Z", "main", xdebug()),
        "pulumi-pending": ("/home/oskar/infra/edge-stack", "2026-03-06T11:00:00Z", "main", pulumi()),
        "vault-kv2": ("/home/priya/platform/vault-bootstrap", "2026-03-06T14:15:00Z", "main", vault()),
        "haproxy-chain": ("/home/sam/ops/lb-config", "2026-03-07T09:30:00Z", "main", haproxy()),
    }
