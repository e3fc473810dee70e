"""The cases of the twenty-second tracking corpus, part four: the later sessions of doctl with no access token (in
fish) and ngrok without an authtoken (on Windows and WSL). The rules are in tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash
from tests.truth.tracking22_cases_c import DOCTL_NO_TOKEN, DROPLETS

# ---------------------------------------------------------------- f: doctl, later sessions


def later_f() -> None:
    T.later("l-doctl-fish-env", "/home/rafa/ops/registry", "2025-10-16T07:30:00Z", "main",
            ("user", "On build-02 (fish again): list the repositories in our container registry."),
            bash("set -gx DIGITALOCEAN_ACCESS_TOKEN (cat ~/.config/doctl/token.txt); and doctl registry repository "
                 "list-v2", "Name          Latest Manifest     Latest Tag    Tag Count    Updated At\napi           "
                 "sha256:9c1e…       v2.14.0       38           2025-10-15 17:02:11 +0000 UTC\nworker        "
                 "sha256:4b7a…       v2.14.0       35           2025-10-15 17:04:40 +0000 UTC\n"))
    T.pair("t22-doctl-token", "l-doctl-fish-env", "applied", "DIGITALOCEAN_ACCESS_TOKEN exported in fish before the "
           "first doctl call; it works")
    T.later("l-doctl-t-script", "/home/rafa/ops/droplets", "2025-10-20T12:00:00Z", "feat/backup-check",
            ("user", "Write a small script that prints the last three backups of the main Postgres cluster, and "
                     "run it."),
            ("write", "/home/rafa/ops/droplets/scripts/db-backups.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\n: \"${DO_TOKEN:?set DO_TOKEN}\"\n"
             "doctl -t \"$DO_TOKEN\" databases backups list \"${DB_ID:?set DB_ID}\" --format Name,Size,CreatedAt "
             "| head -4\n"),
            bash("env DO_TOKEN=(cat ~/.config/doctl/token.txt) DB_ID=9cc10173-e9ea-4176-9dbc-a4cee4c4ff30 bash "
                 "scripts/db-backups.sh", "Name                  Size (GiB)    Created At\nbackup-2025-10-20    "
                 "  2.41          2025-10-20 02:00:11 +0000 UTC\nbackup-2025-10-19      2.40          2025-10-19 "
                 "02:00:09 +0000 UTC\nbackup-2025-10-18      2.38          2025-10-18 02:00:14 +0000 UTC\n"))
    T.pair("t22-doctl-token", "l-doctl-t-script", "applied", "the script passes the token with -t on its doctl call "
           "and runs cleanly")
    T.later("l-doctl-ci-recur", "/builds/rafa/infra", "2025-10-24T09:10:00Z", "ci/deploy",
            ("user", "The deploy job dies in the new CI image at the doctl step. Reproduce it in the job container."),
            bash("doctl apps list --format ID,Spec.Name", DOCTL_NO_TOKEN, True),
            bash("env | grep -c DIGITALOCEAN_TOKEN", "1\n"),
            ("say", "The CI variable is called DIGITALOCEAN_TOKEN, which doctl doesn't read. Initialising from it."),
            bash('doctl auth init -t "$DIGITALOCEAN_TOKEN" && doctl apps list --format ID,Spec.Name',
                 "Validating token... OK\nID                                      Spec Name\n"
                 "5e1c2b7a-8d3f-4a61-9b0e-2c7d4f6a8e1b    storefront\n"))
    T.pair("t22-doctl-token", "l-doctl-ci-recur", "recurred", "access token is required in the CI container before "
           "auth init")
    T.later("l-doctl-context-recur", "/home/rafa/ops/clients/acme", "2025-10-29T14:25:00Z", "main",
            ("user", "List the droplets in the acme team's account; its token is ~/.config/doctl/acme.txt."),
            bash("doctl --context acme compute droplet list --format Name,PublicIPv4,Region", DOCTL_NO_TOKEN, True),
            ("say", "The acme context exists in the config but has no token. Initialising that context."),
            bash("doctl auth init --context acme --access-token (cat ~/.config/doctl/acme.txt)",
                 "Validating token... OK\n"),
            bash("doctl --context acme compute droplet list --format Name,PublicIPv4,Region",
                 "Name           Public IPv4       Region\nacme-web-1     138.68.70.4       lon1\n"))
    T.pair("t22-doctl-token", "l-doctl-context-recur", "recurred", "the same token error for the acme context, "
           "then auth init for it")
    T.later("l-doctl-403", "/home/rafa/ops/droplets", "2025-11-03T10:40:00Z", "feat/bastion",
            ("user", "Create a small bastion droplet in fra1 from the ubuntu-24-04 image."),
            bash("doctl compute droplet create bastion-fra1 --region fra1 --size s-1vcpu-1gb --image "
                 "ubuntu-24-04-x64 --ssh-keys 41230987",
                 "Error: POST https://api.digitalocean.com/v2/droplets: 403 (request "
                 "\"8e2f0c1d-77aa-4b9e-9f31-6d3c2b1a0e55\") You are not authorized to perform this operation\n", True),
            ("say", "The API answered 403: the token on this box is read-only, so it can list but not create. "
                    "You'd need a token with write scope."),
            ("user", "Right, I'll make one after lunch."))
    T.pair("t22-doctl-token", "l-doctl-403", "neither", "a 403 for a read-only token, not a missing token; no auth "
           "init")
    T.later("l-doctl-kubectl", "/home/rafa/ops/k8s", "2025-11-07T08:00:00Z", "main",
            ("user", "kubectl stopped working against staging this morning."),
            bash("kubectl get pods -n web", "error: You must be logged in to the server (Unauthorized)\n", True),
            ("say", "The kubeconfig's cluster credentials expired; doctl can write fresh ones."),
            bash("doctl kubernetes cluster kubeconfig save staging-fra1",
                 "Notice: Adding cluster credentials to kubeconfig file found in \"/home/rafa/.kube/config\"\n"
                 "Notice: Setting current-context to do-fra1-staging-fra1\n"),
            bash("kubectl get pods -n web", "NAME                   READY   STATUS    RESTARTS   AGE\n"
                 "web-6d5f7c9b8-2xk4p    1/1     Running   0          3d\n"))
    T.pair("t22-doctl-token", "l-doctl-kubectl", "neither", "kubectl's Unauthorized fixed with kubeconfig save; no "
           "access-token error and no token given")


# ---------------------------------------------------------------- g: ngrok without an authtoken

NGROK_4018 = ("t=2025-10-12T15:00:31+0000 lvl=eror msg=\"failed to reconnect session\" obj=tunnels.session "
              "err=\"authentication failed: Usage of ngrok requires a verified account and authtoken.\"\n"
              "ERROR:  authentication failed: Usage of ngrok requires a verified account and authtoken.\nERROR:  \n"
              "ERROR:  Sign up for an account: https://dashboard.ngrok.com/signup\nERROR:  Install your authtoken: "
              "https://dashboard.ngrok.com/get-started/your-authtoken\nERROR:  \nERROR:  ERR_NGROK_4018\n"
              "ERROR:  https://ngrok.com/docs/errors/err_ngrok_4018\n")
TUNNEL_URL = ("(ngrok http {port} --log stdout > /tmp/ngrok.log 2>&1 &) ; sleep 4 ; curl -s "
              "http://127.0.0.1:4040/api/tunnels | python -c \"import json,sys; "
              "print(json.load(sys.stdin)['tunnels'][0]['public_url'])\"")


def lesson_g() -> None:
    cwd = "C:\\Users\\lucia\\dev\\webhook-relay"
    T.source("s-ngrok-authtoken", cwd, "2025-10-12T15:00:00Z", "feat/gh-webhooks",
             ("user", "Expose the local relay on port 8080 so I can point the GitHub webhook at it. My ngrok "
                      "authtoken is in C:\\Users\\lucia\\secrets\\ngrok.txt."),
             bash("ngrok http 8080 --log stdout", NGROK_4018, True),
             ("say", "ngrok on this machine has no authtoken configured, so the agent can't start a session. "
                     "Saving the token to ngrok's config."),
             bash('ngrok config add-authtoken "$(cat /c/Users/lucia/secrets/ngrok.txt)"',
                  "Authtoken saved to configuration file: C:\\Users\\lucia\\AppData\\Local\\ngrok\\ngrok.yml\n"),
             bash(TUNNEL_URL.format(port=8080), "https://3f2a-203-0-113-7.ngrok-free.app\n"))
    T.lesson("t22-ngrok-authtoken", "global", "en", "s-ngrok-authtoken", "env_setup",
             "ngrok will not open a tunnel without an authtoken (ERR_NGROK_4018)",
             "`ngrok http 8080 --log stdout` exited with \"authentication failed: Usage of ngrok requires a "
             "verified account and authtoken\" and ERR_NGROK_4018.",
             "Looking for a problem with the port or the local server, or retrying the same command.",
             "ngrok agents must authenticate with an account's authtoken; a machine where it was never installed "
             "cannot start a session at all.",
             "Install the token once with `ngrok config add-authtoken <token>` (saved in ngrok.yml), or give it "
             "per run with the `NGROK_AUTHTOKEN` environment variable or `--authtoken`.",
             ["`ngrok http 8080 --log stdout`",
              "`ERROR:  authentication failed: Usage of ngrok requires a verified account and authtoken.`",
              "`ERR_NGROK_4018`", "`ngrok config add-authtoken \"$(cat /c/Users/lucia/secrets/ngrok.txt)\"`",
              "`Authtoken saved to configuration file: C:\\Users\\lucia\\AppData\\Local\\ngrok\\ngrok.yml`"])


def later_g() -> None:
    T.later("l-ngrok-env-ps", "C:\\Users\\lucia\\dev\\shop-api", "2025-10-18T13:00:00Z", "feat/stripe-hooks",
            ("user", "I need a public URL for the shop API on 3000 for the Stripe dashboard. Use PowerShell, and "
                     "don't store the token anywhere."),
            bash("powershell -NoProfile -Command '$env:NGROK_AUTHTOKEN = Get-Content "
                 "C:\\Users\\lucia\\secrets\\ngrok.txt; Start-Process ngrok -ArgumentList \"http\",\"3000\" "
                 "-WindowStyle Hidden; Start-Sleep 4; (Invoke-RestMethod "
                 "http://127.0.0.1:4040/api/tunnels).tunnels[0].public_url'",
                 "https://9b41-203-0-113-7.ngrok-free.app\n"))
    T.pair("t22-ngrok-authtoken", "l-ngrok-env-ps", "applied", "NGROK_AUTHTOKEN set in PowerShell before starting "
           "the tunnel, which comes up")
    cwd = "C:\\Users\\lucia\\dev\\webhook-relay"
    T.later("l-ngrok-yml", cwd, "2025-10-23T16:15:00Z", "feat/admin-ui",
            ("user", "On the build laptop I need both the relay (8080) and the admin UI (5173) tunnelled at once."),
            bash("printf 'version: \"3\"\\nagent:\\n  authtoken: %s\\ntunnels:\\n  relay:\\n    proto: http\\n    "
                 "addr: 8080\\n  admin:\\n    proto: http\\n    addr: 5173\\n' \"$(cat "
                 "/c/Users/lucia/secrets/ngrok.txt)\" > ngrok.yml && echo ngrok.yml >> .git/info/exclude", ""),
            bash("(ngrok start --all --config ngrok.yml --log stdout > /tmp/ngrok.log 2>&1 &) ; sleep 4 ; curl -s "
                 "http://127.0.0.1:4040/api/tunnels | python -c \"import json,sys; [print(t['name'], "
                 "t['public_url']) for t in json.load(sys.stdin)['tunnels']]\"",
                 "relay https://51cd-198-51-100-23.ngrok-free.app\nadmin https://a0e2-198-51-100-23.ngrok-free.app\n"))
    T.pair("t22-ngrok-authtoken", "l-ngrok-yml", "applied", "an ngrok.yml with agent.authtoken written and passed "
           "with --config before starting; both tunnels up")
    T.later("l-ngrok-wsl-recur", "/home/lucia/dev/webhook-relay", "2025-10-28T10:05:00Z", "feat/admin-ui",
            ("user", "From WSL this time: tunnel the vite dev server on 5173."),
            bash("ngrok http 5173 --log stdout", NGROK_4018.replace("2025-10-12T15:00:31", "2025-10-28T10:05:40"),
                 True),
            ("say", "The Linux ngrok inside WSL has its own config file without the token."),
            bash('ngrok config add-authtoken "$(cat /mnt/c/Users/lucia/secrets/ngrok.txt)"',
                 "Authtoken saved to configuration file: /home/lucia/.config/ngrok/ngrok.yml\n"),
            bash(TUNNEL_URL.format(port=5173), "https://e7c3-198-51-100-23.ngrok-free.app\n"))
    T.pair("t22-ngrok-authtoken", "l-ngrok-wsl-recur", "recurred", "ERR_NGROK_4018 again in WSL before the token "
           "was added there")
    later_g2()


def later_g2() -> None:
    cwd = "C:\\Users\\lucia\\dev\\shop-api"
    T.later("l-ngrok-108", cwd, "2025-11-04T09:00:00Z", "main",
            ("user", "Tunnel port 3000 again please."),
            bash("ngrok http 3000 --log stdout",
                 "ERROR:  authentication failed: Your account is limited to 1 simultaneous ngrok agent sessions.\n"
                 "ERROR:  You can run multiple simultaneous tunnels from a single agent session by defining the "
                 "tunnels in your agent configuration file and starting them with the command `ngrok start --all`.\n"
                 "ERROR:  Read more about the agent configuration file: https://ngrok.com/docs/secure-tunnels/ngrok-"
                 "agent/reference/config\nERROR:  \nERROR:  ERR_NGROK_108\n", True),
            ("say", "Another ngrok agent is still running (the Stripe one from earlier). Stopping it first."),
            bash("taskkill /IM ngrok.exe /F && " + TUNNEL_URL.format(port=3000),
                 "SUCCESS: The process \"ngrok.exe\" with PID 11820 has been terminated.\n"
                 "https://c19d-203-0-113-7.ngrok-free.app\n"))
    T.pair("t22-ngrok-authtoken", "l-ngrok-108", "neither", "authentication failed for a second agent session "
           "(ERR_NGROK_108), not a missing authtoken; no token set")
    T.later("l-ngrok-8012", "C:\\Users\\lucia\\dev\\webhook-relay", "2025-11-08T11:30:00Z", "main",
            ("user", "GitHub says the webhook deliveries fail with 502. The tunnel is running."),
            bash("curl -s -o /dev/null -w '%{http_code}\\n' https://3f2a-203-0-113-7.ngrok-free.app/hooks/github && "
                 "tail -2 /tmp/ngrok.log", "502\nt=2025-11-08T11:30:22+0000 lvl=warn msg=\"failed to open private "
                 "leg\" id=5c2e privaddr=localhost:8080 err=\"dial tcp [::1]:8080: connectex: No connection could be "
                 "made because the target machine actively refused it.\"\n"),
            ("say", "ngrok reaches the agent but nothing listens on 8080 (ERR_NGROK_8012). The relay isn't running."),
            bash("(npm run start > /tmp/relay.log 2>&1 &) ; sleep 3 ; curl -s -o /dev/null -w '%{http_code}\\n' "
                 "https://3f2a-203-0-113-7.ngrok-free.app/healthz", "200\n"))
    T.pair("t22-ngrok-authtoken", "l-ngrok-8012", "neither", "the upstream server was down behind a working tunnel; "
           "no authtoken failure or fix")
    T.later("l-ngrok-readme", "C:\\Users\\lucia\\dev\\webhook-relay", "2025-11-10T08:45:00Z", "docs/readme",
            ("user", "Add a section to the README on exposing the relay for webhook testing."),
            ("edit", "C:\\Users\\lucia\\dev\\webhook-relay\\README.md", "## Configuration\n",
             "## Exposing the relay for webhooks\n\nOnce per machine:\n\n```\nngrok config add-authtoken <your "
             "token>\n```\n\nThen `ngrok http 8080` and paste the https URL into the webhook settings.\n\n"
             "## Configuration\n"),
            ("say", "Added the section above Configuration."))
    T.pair("t22-ngrok-authtoken", "l-ngrok-readme", "neither", "add-authtoken only written into the README; ngrok "
           "never runs")
    T.later("l-ngrok-early", "C:\\Users\\lucia\\dev\\webhook-relay", "2025-10-01T09:00:00Z", "main",
            ("user", "Tunnel 8080."),
            bash("ngrok http 8080 --log stdout", NGROK_4018, True),
            bash("ngrok http 8080 --log stdout --authtoken \"$(cat /c/Users/lucia/secrets/ngrok.txt)\" > "
                 "/tmp/ngrok.log 2>&1 & sleep 4; grep -o 'url=https[^ ]*' /tmp/ngrok.log",
                 "url=https://77e1-203-0-113-7.ngrok-free.app\n"))
    T.pair("t22-ngrok-authtoken", "l-ngrok-early", "neither", "dated before the lesson's source session")
