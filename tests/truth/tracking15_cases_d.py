"""tracking15, part d: the Vault CLI defaulting to https against a plain-http dev server (VAULT_ADDR), and
RabbitMQ's `guest` user refused from anywhere but localhost."""
from __future__ import annotations

from tests.truth.tracking15_cases import T, ed, grep, say, sh, u, wr

PAY = "/home/dev/src/payments-api"


def http_to_https(verb: str, path: str) -> str:
    return (f'Error making API request.\n\nURL: {verb} https://127.0.0.1:8200/v1/{path}\nCode: 0. Errors:\n\n'
            f'* {verb.capitalize()} "https://127.0.0.1:8200/v1/{path}": http: server gave HTTP response to HTTPS '
            "client")


KV_OK = """====== Secret Path ======
secret/data/payments/dev

======= Metadata =======
Key                Value
---                -----
created_time       2026-02-08T10:03:41.552Z
deletion_time      n/a
destroyed          false
version            1"""


def lesson_g() -> None:
    T.source("s-vault-addr", PAY, "2026-02-08T10:00:00Z", "chore/local-secrets",
             u("start a vault dev server and seed the kv secrets the api reads in local dev"),
             sh("vault server -dev -dev-root-token-id=root > /tmp/vault-dev.log 2>&1 &\nsleep 2 && grep -E "
                "'Api Address|Root Token' /tmp/vault-dev.log",
                "Api Address: http://127.0.0.1:8200\nRoot Token: root"),
             sh("VAULT_TOKEN=root vault kv put secret/payments/dev api_key=local-dev-only",
                http_to_https("GET", "sys/internal/ui/mounts/secret/payments/dev"), True),
             say("The CLI defaults to `https://127.0.0.1:8200`, but the dev server listens on plain HTTP. Pointing "
                 "the CLI at the http address."),
             sh("export VAULT_ADDR=http://127.0.0.1:8200 VAULT_TOKEN=root && vault kv put secret/payments/dev "
                "api_key=local-dev-only", KV_OK))
    T.lesson("t15-vault-addr-http", "global", "en", "s-vault-addr", "tool_quirk",
             "vault CLI talks https to the plain-http dev server",
             "`vault kv put` against a `vault server -dev` fails with `http: server gave HTTP response to HTTPS "
             "client`.",
             "The dev server is up and the token is right, so it looks like a TLS or token problem.",
             "Without `VAULT_ADDR` the CLI uses `https://127.0.0.1:8200`; `vault server -dev` serves plain HTTP.",
             "`export VAULT_ADDR=http://127.0.0.1:8200` before vault commands (or pass "
             "`-address=http://127.0.0.1:8200`).",
             ["`VAULT_TOKEN=root vault kv put secret/payments/dev api_key=local-dev-only` → `http: server gave HTTP "
              "response to HTTPS client`",
              "`export VAULT_ADDR=http://127.0.0.1:8200 VAULT_TOKEN=root && vault kv put ...` → `version            1`"])


def later_g() -> None:
    T.later("l-va-flag", PAY, "2026-02-16T09:30:00Z", "feat/refunds",
            u("what's the api_key in the local vault? I need it for a curl test"),
            sh("VAULT_TOKEN=root vault kv get -address=http://127.0.0.1:8200 -field=api_key secret/payments/dev",
               "local-dev-only"))
    T.later("l-va-script", PAY, "2026-02-18T10:00:00Z", "chore/dev-secrets-script",
            u("turn the local vault seeding into scripts/dev-secrets.sh so anyone can run it"),
            wr(f"{PAY}/scripts/dev-secrets.sh", "#!/bin/sh\nset -eu\n# the -dev server speaks plain http\n"
               "export VAULT_ADDR=http://127.0.0.1:8200\nexport VAULT_TOKEN=${VAULT_TOKEN:-root}\n"
               "vault kv put secret/payments/dev api_key=local-dev-only webhook_secret=local-dev-hook\n"
               "vault kv put secret/payments/ledger dsn=postgres://ledger@localhost/ledger\n"),
            sh("chmod +x scripts/dev-secrets.sh && ./scripts/dev-secrets.sh",
               KV_OK.replace("version            1", "version            2") + "\n" +
               KV_OK.replace("payments/dev", "payments/ledger")))
    T.later("l-va-hvac-env", "/home/dev/src/ledger-svc", "2026-02-20T14:00:00Z", "feat/vault-client",
            u("ledger-svc should read its DSN from the local vault via hvac; run the integration test"),
            ed("/home/dev/src/ledger-svc/.env.test", "DATABASE_URL=postgres://ledger@localhost/ledger",
               "DATABASE_URL=postgres://ledger@localhost/ledger\nVAULT_ADDR=http://127.0.0.1:8200\nVAULT_TOKEN=root"),
            sh("set -a && . ./.env.test && set +a && python -m pytest tests/integration/test_vault.py -q",
               "..\n2 passed in 0.41s"))
    T.later("l-va-recur-policy", PAY, "2026-02-23T11:00:00Z", "feat/approle",
            u("add an approle for the payments api with a read-only policy on the local vault"),
            wr(f"{PAY}/deploy/vault/payments-ro.hcl", 'path "secret/data/payments/*" {\n  capabilities = ["read"]\n}\n'),
            sh("VAULT_TOKEN=root vault policy write payments-ro deploy/vault/payments-ro.hcl",
               'Error uploading policy: Put "https://127.0.0.1:8200/v1/sys/policies/acl/payments-ro": http: server '
               "gave HTTP response to HTTPS client", True),
            sh("export VAULT_ADDR=http://127.0.0.1:8200 VAULT_TOKEN=root && vault policy write payments-ro "
               "deploy/vault/payments-ro.hcl && vault auth enable approle",
               "Success! Uploaded policy: payments-ro\nSuccess! Enabled approle auth method at: approle/"))
    T.later("l-va-recur-sdk", "/home/dev/src/ledger-svc", "2026-02-17T16:00:00Z", "feat/vault-client",
            u("run the vault integration test in ledger-svc against my local dev vault"),
            sh("VAULT_TOKEN=root python -m pytest tests/integration/test_vault.py -q -x",
               "F\n=================================== FAILURES ===================================\n"
               "E   requests.exceptions.SSLError: HTTPSConnectionPool(host='127.0.0.1', port=8200): Max retries "
               "exceeded with url: /v1/secret/data/ledger (Caused by SSLError(SSLError(1, '[SSL: WRONG_VERSION_NUMBER] "
               "wrong version number (_ssl.c:1006)')))\n1 failed in 0.58s", True),
            say("hvac defaults to `https://127.0.0.1:8200` like the CLI; the dev server is plain http."),
            sh("VAULT_ADDR=http://127.0.0.1:8200 VAULT_TOKEN=root python -m pytest tests/integration/test_vault.py -q",
               "..\n2 passed in 0.44s"))
    T.later("l-va-sealed", "/home/dev/ops/vault", "2026-02-21T07:30:00Z", "main",
            u("the shared vault stopped answering after last night's host reboot"),
            sh("VAULT_ADDR=https://vault.internal.tidewater.io:8200 vault status",
               "Key                Value\n---                -----\nSeal Type          shamir\nInitialized        true\n"
               "Sealed             true\nUnseal Progress    0/3", True),
            say("It's sealed after the reboot; unsealing needs three key holders. I'll leave that to you and the "
                "other two key holders."))
    T.later("l-va-denied", PAY, "2026-02-24T13:00:00Z", "feat/refunds",
            u("read the staging stripe config from the shared vault"),
            sh("VAULT_ADDR=https://vault.internal.tidewater.io:8200 vault kv get secret/payments/staging",
               "Error reading secret/data/payments/staging: Error making API request.\n\nURL: GET "
               "https://vault.internal.tidewater.io:8200/v1/secret/data/payments/staging\nCode: 403. Errors:\n\n"
               "* permission denied", True),
            say("Your token has no policy for the staging path; someone with admin rights needs to grant it."))
    T.later("l-va-echo", PAY, "2026-02-19T09:00:00Z", "main",
            u("is my shell pointed at the local vault or the shared one?"),
            sh("echo $VAULT_ADDR && vault version", "http://127.0.0.1:8200\nVault v1.18.2 (5f2b1f4f), built "
               "2024-11-20T11:24:56Z"))
    for sess, outcome, why in (
            ("l-va-flag", "applied", "passes `-address=http://127.0.0.1:8200` to `vault kv get`; value read"),
            ("l-va-script", "applied", "seeding script exports VAULT_ADDR=http://127.0.0.1:8200 first; writes succeed"),
            ("l-va-hvac-env", "applied", "writes VAULT_ADDR=http://127.0.0.1:8200 into .env.test before the test"),
            ("l-va-recur-policy", "recurred", "`vault policy write` → `server gave HTTP response to HTTPS client`"),
            ("l-va-recur-sdk", "recurred", "hvac hits https on the http dev server (WRONG_VERSION_NUMBER), then "
                                           "VAULT_ADDR=http fixes it"),
            ("l-va-sealed", "neither", "the shared https vault is sealed: another cause"),
            ("l-va-denied", "neither", "403 permission denied on the shared vault: a policy problem"),
            ("l-va-echo", "neither", "only echoes VAULT_ADDR and prints the version")):
        T.pair("t15-vault-addr-http", sess, outcome, why)


ORDERS = "/home/dev/src/orders-svc"
PIKA_REFUSED = ("pika.exceptions.ProbableAccessDeniedError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - Login "
                "was refused using authentication mechanism PLAIN. For details see the broker logfile.'")


def lesson_h() -> None:
    T.source("s-rabbit-guest", ORDERS, "2026-02-09T13:00:00Z", "feat/shared-mq",
             u("point the worker at the shared dev rabbit on mq-dev.lan and run the queue integration tests"),
             sh("AMQP_URL=amqp://guest:guest@mq-dev.lan:5672/%2F python -m pytest tests/integration -q -x",
                "E\n==================================== ERRORS ====================================\n"
                "_______________ ERROR at setup of test_publish_order_created _______________\n"
                "tests/integration/conftest.py:14: in channel\n    conn = pika.BlockingConnection(params)\n"
                f"E   {PIKA_REFUSED}\n1 error in 0.37s", True),
             sh("ssh mq-dev.lan sudo tail -n 3 /var/log/rabbitmq/rabbit@mq-dev.log",
                "2026-02-09 13:01:12.418 [error] <0.18734.0> PLAIN login refused: user 'guest' can only connect via "
                "localhost\n2026-02-09 13:01:12.419 [info] <0.18731.0> closing AMQP connection"),
             say("RabbitMQ only lets `guest` log in over loopback. The remote worker needs its own user."),
             sh("ssh mq-dev.lan 'sudo rabbitmqctl add_user orders orders-dev && sudo rabbitmqctl set_permissions -p / "
                "orders \".*\" \".*\" \".*\"'",
                'Adding user "orders" ...\nDone. Don\'t forget to grant the user permissions to some virtual hosts! '
                'See \'rabbitmqctl help set_permissions\' to learn more.\nSetting permissions for user "orders" in '
                'vhost "/" ...'),
             sh("AMQP_URL=amqp://orders:orders-dev@mq-dev.lan:5672/%2F python -m pytest tests/integration -q",
                "..............\n14 passed in 2.81s"))
    T.lesson("t15-rabbitmq-guest-remote", "global", "en", "s-rabbit-guest", "env_setup",
             "RabbitMQ's guest user can't log in from another host",
             f"Connecting to a remote broker as `guest:guest` fails with `ACCESS_REFUSED - Login was refused using "
             f"authentication mechanism PLAIN`.",
             "guest/guest works on the broker machine itself, so the credentials look right and the error suggests "
             "a wrong password.",
             "RabbitMQ restricts `guest` to loopback connections (`user 'guest' can only connect via localhost` in "
             "the broker log).",
             "Create a real user on the broker and connect as it: `rabbitmqctl add_user <user> <pass> && "
             "rabbitmqctl set_permissions -p <vhost> <user> \".*\" \".*\" \".*\"`, then "
             "`amqp://<user>:<pass>@<host>:5672/`.",
             ["pytest: `ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN`",
              "broker log: `PLAIN login refused: user 'guest' can only connect via localhost`",
              "after `sudo rabbitmqctl add_user orders orders-dev` and set_permissions, the tests passed "
              "(`14 passed in 2.81s`)"])


def later_h() -> None:
    T.later("l-rb-billing", "/home/dev/src/billing-svc", "2026-02-17T10:00:00Z", "feat/mq",
            u("billing-svc should consume from the shared dev rabbit too, in its own vhost"),
            say("guest won't work from here, so I'll create a billing user and vhost first."),
            sh("ssh mq-dev.lan 'sudo rabbitmqctl add_vhost billing && sudo rabbitmqctl add_user billing billing-dev && "
               "sudo rabbitmqctl set_permissions -p billing billing \".*\" \".*\" \".*\"'",
               'Adding vhost "billing" ...\nAdding user "billing" ...\nSetting permissions for user "billing" in vhost '
               '"billing" ...'),
            sh("AMQP_URL=amqp://billing:billing-dev@mq-dev.lan:5672/billing python -m pytest tests/integration -q",
               ".......\n7 passed in 1.92s"))
    T.later("l-rb-admin", "/home/dev/src/reports-svc", "2026-02-20T11:00:00Z", "feat/mq",
            u("reports-svc needs read access to the orders exchange on mq-dev"),
            sh("rabbitmqadmin -H mq-dev.lan -u admin -p \"$MQ_ADMIN_PW\" declare user name=reports "
               "password=reports-dev tags= && rabbitmqadmin -H mq-dev.lan -u admin -p \"$MQ_ADMIN_PW\" declare "
               "permission vhost=/ user=reports configure='^reports\\..*' write='^reports\\..*' read='.*'",
               "user declared\npermission declared"),
            ed("/home/dev/src/reports-svc/config/dev.toml", 'amqp_url = "amqp://guest:guest@localhost:5672/"',
               'amqp_url = "amqp://reports:reports-dev@mq-dev.lan:5672/"'),
            sh("python -m reports_svc.consume --once", "connected to mq-dev.lan:5672 as reports\nconsumed 3 messages"))
    T.later("l-rb-recur-node", "/home/dev/src/notify-node", "2026-02-22T09:00:00Z", "main",
            u("the node notifier can't connect to mq-staging.lan, check"),
            sh("node src/consumer.js",
               "Error: Handshake terminated by server: 403 (ACCESS-REFUSED) with message \"ACCESS_REFUSED - Login was "
               "refused using authentication mechanism PLAIN. For details see the broker logfile.\"\n    at "
               "afterStartOk (/home/dev/src/notify-node/node_modules/amqplib/lib/connection.js:224:12)", True),
            grep("AMQP", "/home/dev/src/notify-node/.env", "1:AMQP_URL=amqp://guest:guest@mq-staging.lan:5672"),
            say("It's logging in as guest to a remote broker, which RabbitMQ only allows from localhost."),
            sh("ssh mq-staging.lan 'sudo rabbitmqctl add_user notify notify-stg && sudo rabbitmqctl set_permissions "
               "-p / notify \".*\" \".*\" \".*\"'", 'Adding user "notify" ...\nSetting permissions for user "notify" '
               'in vhost "/" ...'))
    T.later("l-rb-recur-journal", ORDERS, "2026-02-25T08:00:00Z", "main",
            u("orders-worker on the qa box isn't processing anything"),
            sh("ssh qa-1.lan 'journalctl -u orders-worker -n 6 --no-pager'",
               "Feb 25 07:58:02 qa-1 orders-worker[2210]: Traceback (most recent call last):\n"
               "Feb 25 07:58:02 qa-1 orders-worker[2210]:   File \"/srv/orders/worker.py\", line 31, in main\n"
               f"Feb 25 07:58:02 qa-1 orders-worker[2210]: {PIKA_REFUSED}\n"
               "Feb 25 07:58:02 qa-1 orders-worker[2210]: orders-worker.service: Main process exited, code=exited, "
               "status=1/FAILURE"),
            sh("ssh qa-1.lan 'grep AMQP_URL /etc/orders/worker.env'", "AMQP_URL=amqp://guest:guest@mq-qa.lan:5672/%2F"),
            say("The qa worker logs in as guest to mq-qa.lan from another host; that's refused by design. It needs "
                "a real user, which someone with access to mq-qa has to create."))
    T.later("l-rb-wrongpass", ORDERS, "2026-02-23T15:00:00Z", "main",
            u("integration tests against mq-dev broke today"),
            sh("AMQP_URL=amqp://orders:orders-dev@mq-dev.lan:5672/%2F python -m pytest tests/integration -q -x",
               f"E   {PIKA_REFUSED}\n1 error in 0.35s", True),
            sh("ssh mq-dev.lan sudo tail -n 2 /var/log/rabbitmq/rabbit@mq-dev.log",
               "2026-02-23 15:00:41.002 [error] <0.9912.0> PLAIN login refused: user 'orders' - invalid credentials"),
            u("oh yes, ops rotated it this morning, it's orders-dev-2 now"),
            sh("AMQP_URL=amqp://orders:orders-dev-2@mq-dev.lan:5672/%2F python -m pytest tests/integration -q",
               "..............\n14 passed in 2.77s"))
    T.later("l-rb-listusers", ORDERS, "2026-02-21T10:00:00Z", "main",
            u("which users exist on mq-dev?"),
            sh("ssh mq-dev.lan sudo rabbitmqctl list_users", "Listing users ...\nuser\ttags\nguest\t[administrator]\n"
               "orders\t[]\nbilling\t[]"))
    T.later("l-rb-local", ORDERS, "2026-02-18T16:00:00Z", "feat/retry",
            u("add retry with backoff to the publisher and run the unit tests with the local broker"),
            ed(f"{ORDERS}/orders/publish.py", "def publish(channel, body):",
               "@retry(wait=wait_exponential(max=8), stop=stop_after_attempt(5))\ndef publish(channel, body):"),
            sh("AMQP_URL=amqp://guest:guest@localhost:5672/%2F python -m pytest tests -q -k publish",
               "......\n6 passed in 1.02s"))
    for sess, outcome, why in (
            ("l-rb-billing", "applied", "creates a billing user + vhost on mq-dev first and connects as it"),
            ("l-rb-admin", "applied", "declares a reports user via rabbitmqadmin and switches off guest"),
            ("l-rb-recur-node", "recurred", "amqplib `ACCESS_REFUSED - Login was refused` as guest to mq-staging"),
            ("l-rb-recur-journal", "recurred", "journal shows the pika ACCESS_REFUSED as guest to remote mq-qa"),
            ("l-rb-wrongpass", "neither", "same client message, but the broker log says invalid credentials for a "
                                          "rotated password"),
            ("l-rb-listusers", "neither", "only lists users on the broker"),
            ("l-rb-local", "neither", "guest on localhost is allowed; unrelated retry work")):
        T.pair("t15-rabbitmq-guest-remote", sess, outcome, why)
