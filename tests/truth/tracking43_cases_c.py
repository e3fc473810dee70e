"""Cases of the forty-third tracking corpus (tables in tracking43_cases.py): nginx's upstream connect denied by
SELinux without httpd_can_network_connect (Korean), Laravel with no APP_KEY after a fresh clone, and an ssh private
key with permissions too open."""
from __future__ import annotations

from tests.truth.tracking43_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write


# --- SELinux and nginx proxying to a local port (Korean) --------------------------------------------------------
def _ngx13(ts: str, port: str, req: str, host: str) -> str:
    return (f"{ts} [crit] 2231#2231: *7 connect() to 127.0.0.1:{port} failed (13: Permission denied) while "
            f"connecting to upstream, client: 127.0.0.1, server: _, request: \"GET {req} HTTP/1.1\", upstream: "
            f"\"http://127.0.0.1:{port}{req}\", host: \"{host}\"")


def selinux_nginx() -> None:
    T.source(
        "s-selinux-nginx-upstream", "/home/rocky/deploy", "2025-04-14T10:20:00Z", "HEAD",
        user("Rocky 9 새 서버에 nginx 리버스 프록시 붙였는데 502가 나. gunicorn은 8000에서 잘 떠 있어."),
        err("curl -fsS http://localhost/api/health", "curl: (22) The requested URL returned error: 502 Bad Gateway",
            22),
        ok("curl -fsS http://127.0.0.1:8000/api/health", '{"status":"ok"}'),
        ok("sudo tail -n 1 /var/log/nginx/error.log",
           _ngx13("2025/04/14 10:22:31", "8000", "/api/health", "localhost")),
        ok("sudo ausearch -m avc -ts recent | tail -n 1",
           "type=AVC msg=audit(1744626151.412:612): avc:  denied  { name_connect } for  pid=2231 comm=\"nginx\" "
           "dest=8000 scontext=system_u:system_r:httpd_t:s0 tcontext=system_u:object_r:soundd_port_t:s0 "
           "tclass=tcp_socket permissive=0"),
        say("SELinux가 httpd_t(nginx)의 TCP 포트 연결을 막고 있습니다. 기본값으로 httpd_can_network_connect가 "
            "꺼져 있어서입니다. -P로 재부팅 후에도 유지되게 켜겠습니다."),
        ok("sudo setsebool -P httpd_can_network_connect 1 && getsebool httpd_can_network_connect",
           "httpd_can_network_connect --> on"),
        ok("curl -fsS http://localhost/api/health", '{"status":"ok"}'))
    T.lesson(
        "t43-selinux-httpd-network", "global", "ko", "s-selinux-nginx-upstream", "security",
        "RHEL 계열에서 nginx가 로컬 upstream에 붙지 못해 502 — SELinux의 httpd_can_network_connect가 꺼져 있음",
        "`curl -fsS http://localhost/api/health` 가 502로 실패하는데 upstream(gunicorn)은 직접 호출하면 정상이고, "
        "nginx error.log에 `connect() to 127.0.0.1:8000 failed (13: Permission denied) while connecting to "
        "upstream` 이 남음.",
        "파일 권한이나 gunicorn 바인딩 문제로 보고 chmod/chown을 하거나 SELinux를 통째로 끄는 것(setenforce 0).",
        "SELinux 정책상 httpd_t 도메인(nginx)은 기본적으로 임의의 TCP 포트로 나가는 연결이 막혀 있음. audit 로그에 "
        "`avc:  denied  { name_connect }` 가 찍힘.",
        "`sudo setsebool -P httpd_can_network_connect 1` 로 불리언을 영구히 켬 (`-P` 없이는 재부팅 후 되돌아감). "
        "Ansible이라면 seboolean 모듈로 같은 불리언을 persistent로 켬.",
        ["`connect() to 127.0.0.1:8000 failed (13: Permission denied) while connecting to upstream`",
         "`avc:  denied  { name_connect } for  pid=2231 comm=\"nginx\" dest=8000`",
         "`sudo setsebool -P httpd_can_network_connect 1 && getsebool httpd_can_network_connect` → "
         "`httpd_can_network_connect --> on`"])

    T.later(
        "l-sel-alma-provision", "/home/alma/deploy", "2025-05-12T09:00:00Z", "HEAD",
        user("Alma 9 새 서버야. nginx 붙이기 전에 SELinux 쪽 먼저 잡고, 프록시 확인까지 해줘."),
        ok("sudo setsebool -P httpd_can_network_connect on && getsebool httpd_can_network_connect",
           "httpd_can_network_connect --> on"),
        ok("sudo systemctl enable --now nginx && curl -fsS http://localhost/api/health", '{"status":"ok"}'))
    T.pair("t43-selinux-httpd-network", "l-sel-alma-provision", "applied",
           "setsebool -P httpd_can_network_connect on before nginx proxies; the first request passes")

    T.later(
        "l-sel-ansible", "/home/jiwoo/infra/ansible", "2025-06-10T14:30:00Z", "feat/web-role",
        user("web 롤에 SELinux 불리언 태스크 넣고 web-4에 돌려줘."),
        edit("/home/jiwoo/infra/ansible/roles/web/tasks/main.yml", "- name: Install nginx\n",
             "- name: Allow nginx to reach upstreams\n  ansible.posix.seboolean:\n    name: "
             "httpd_can_network_connect\n"
             "    state: true\n    persistent: true\n\n- name: Install nginx\n"),
        ok("ansible-playbook -i inventory/prod site.yml -l web-4 --tags web",
           "TASK [web : Allow nginx to reach upstreams] ****\nchanged: [web-4]\n\nTASK [web : Install nginx] ****\n"
           "ok: [web-4]\n\nPLAY RECAP ****\nweb-4 : ok=9  changed=2  unreachable=0  failed=0  skipped=0"))
    T.pair("t43-selinux-httpd-network", "l-sel-ansible", "applied",
           "the seboolean task the lesson names turns httpd_can_network_connect on persistently; no 502 first")

    T.later(
        "l-sel-fedora-5000", "/home/min/src/notes", "2025-05-24T20:10:00Z", "main",
        user("Fedora 데스크톱에서 nginx 뒤에 flask 5000 붙였는데 502야."),
        err("curl -fsS http://notes.local/", "curl: (22) The requested URL returned error: 502", 22),
        ok("sudo tail -n 1 /var/log/nginx/error.log", _ngx13("2025/05/24 20:11:02", "5000", "/", "notes.local")),
        ok("sudo setsebool -P httpd_can_network_connect 1 && curl -fsS http://notes.local/ | head -c 40",
           "<!doctype html><html><head><title>Notes"))
    T.pair("t43-selinux-httpd-network", "l-sel-fedora-5000", "recurred",
           "nginx to 127.0.0.1:5000 fails with (13: Permission denied) under SELinux again; fixed after")

    T.later(
        "l-sel-ssh-web3", "/home/jiwoo/infra", "2025-07-01T11:45:00Z", "HEAD",
        user("web-3 재구축했는데 502 난대."),
        err("ssh rocky@web-3 'curl -fsS http://localhost/api/health'",
            "curl: (22) The requested URL returned error: 502 Bad Gateway", 22),
        ok("ssh rocky@web-3 'sudo tail -n 1 /var/log/nginx/error.log'",
           _ngx13("2025/07/01 11:46:10", "8000", "/api/health", "localhost")),
        say("web-3에서도 nginx가 8000에 붙는 게 SELinux에 막혀 있습니다. 재구축 때 불리언이 빠졌습니다."))
    T.pair("t43-selinux-httpd-network", "l-sel-ssh-web3", "recurred",
           "on the rebuilt web-3 nginx's upstream connect is denied (13: Permission denied) again, shown over ssh")

    T.later(
        "l-sel-refused", "/home/rocky/deploy", "2025-05-30T07:40:00Z", "HEAD",
        user("502 또 나. 확인해줘."),
        err("curl -fsS http://localhost/api/health", "curl: (22) The requested URL returned error: 502 Bad Gateway",
            22),
        ok("sudo tail -n 1 /var/log/nginx/error.log",
           "2025/05/30 07:40:12 [error] 2231#2231: *91 connect() failed (111: Connection refused) while connecting to "
           "upstream, client: 127.0.0.1, server: _, request: \"GET /api/health HTTP/1.1\", upstream: "
           "\"http://127.0.0.1:8000/api/health\", host: \"localhost\""),
        ok("sudo systemctl restart gunicorn && curl -fsS http://localhost/api/health", '{"status":"ok"}'))
    T.pair("t43-selinux-httpd-network", "l-sel-refused", "neither",
           "the 502 is (111: Connection refused), gunicorn down: same symptom, another cause")

    T.later(
        "l-sel-static-label", "/home/rocky/deploy", "2025-06-21T13:05:00Z", "HEAD",
        user("정적 파일이 403이야. /srv/app/static에 새로 배포한 것들."),
        ok("sudo tail -n 1 /var/log/nginx/error.log",
           "2025/06/21 13:04:40 [error] 2231#2231: *310 open() \"/srv/app/static/app.css\" failed (13: Permission "
           "denied), client: 127.0.0.1, server: _, request: \"GET /static/app.css HTTP/1.1\", host: \"localhost\""),
        ok("sudo semanage fcontext -a -t httpd_sys_content_t '/srv/app/static(/.*)?' && "
           "sudo restorecon -Rv /srv/app/static",
           "Relabeled /srv/app/static/app.css from unconfined_u:object_r:var_t:s0 to "
           "unconfined_u:object_r:httpd_sys_content_t:s0"))
    T.pair("t43-selinux-httpd-network", "l-sel-static-label", "neither",
           "an SELinux file label on static files is another denial; fixed with fcontext, not the boolean")


# --- Laravel with no APP_KEY ------------------------------------------------------------------------------------
_NOKEY = "No application encryption key has been specified."


def _artisan_fail(name: str) -> str:
    return (f"\n   FAIL  Tests\\Feature\\{name}\n  ⨯ it renders the login page\n\n"
            f"   FAILED  Tests\\Feature\\{name} > it renders the login page\n"
            "  Expected response status code [200] but received 500.\nFailed asserting that 500 is identical to "
            "200.\n\n"
            "The following exception occurred during the last request:\n\n"
            f"Illuminate\\Encryption\\MissingAppKeyException: {_NOKEY} in /var/www/html/vendor/laravel/framework/src/"
            "Illuminate/Encryption/EncryptionServiceProvider.php:83\n\n"
            "  Tests:    1 failed, 11 passed (26 assertions)")


def laravel_app_key() -> None:
    T.source(
        "s-laravel-app-key", "/home/lena/src/clinic", "2025-04-23T14:00:00Z", "main",
        user("Fresh clone of clinic. Get the test suite green locally."),
        ok("composer install && cp .env.example .env", "Generating optimized autoload files\n"
           "> @php artisan package:discover --ansi\n\n   INFO  Discovering packages."),
        err("php artisan test", _artisan_fail("LoginPageTest").replace("/var/www/html", "/home/lena/src/clinic")),
        ok("grep '^APP_KEY' .env", "APP_KEY="),
        say("The copied .env has an empty APP_KEY and the session/cookie encryption needs one."),
        ok("php artisan key:generate", "\n   INFO  Application key set successfully."),
        ok("php artisan test", "\n   PASS  Tests\\Feature\\LoginPageTest\n  ✓ it renders the login page\n\n"
           "  Tests:    12 passed (27 assertions)\n  Duration: 0.61s"))
    T.lesson(
        "t43-laravel-app-key", "global", "en", "s-laravel-app-key", "env_setup",
        "A Laravel checkout with .env copied from .env.example answers 500 until php artisan key:generate",
        "`php artisan test` fails with `Expected response status code [200] but received 500.` and "
        "`Illuminate\\Encryption\\MissingAppKeyException: No application encryption key has been specified.`",
        "Debugging the failing feature test or the view: every request that touches the session or cookies fails "
        "the same way.",
        "`.env.example` ships `APP_KEY=` empty, so after `cp .env.example .env` the encrypter has no key.",
        "Run `php artisan key:generate` after creating .env (`--force` in non-interactive or production contexts), "
        "or provide an APP_KEY environment variable made with `php artisan key:generate --show`.",
        ["`Illuminate\\Encryption\\MissingAppKeyException: No application encryption key has been specified.`",
         "`grep '^APP_KEY' .env` → `APP_KEY=`",
         "`php artisan key:generate` → `Application key set successfully.`",
         "`Tests:    12 passed (27 assertions)`"])

    T.later(
        "l-lkey-ci-script", "/home/lena/src/clinic", "2025-05-15T09:25:00Z", "ci/github-actions",
        user("Write the CI test script for clinic and run it locally to check it."),
        write("/home/lena/src/clinic/ci/test.sh", "#!/usr/bin/env bash\nset -euxo pipefail\ncomposer install "
              "--no-interaction --prefer-dist\ncp .env.example .env\nphp artisan key:generate --force\n"
              "php artisan test --parallel\n"),
        ok("bash ci/test.sh", "+ cp .env.example .env\n+ php artisan key:generate --force\n\n   INFO  Application "
           "key set successfully.\n\n+ php artisan test --parallel\n\n  Tests:    12 passed (27 assertions)"))
    T.pair("t43-laravel-app-key", "l-lkey-ci-script", "applied",
           "the CI script runs php artisan key:generate --force after copying .env; tests pass, no missing key")

    T.later(
        "l-lkey-compose-exec", "/home/omar/src/booking", "2025-06-03T10:10:00Z", "main",
        user("Bring booking up in docker for the first time, run migrations and open the home page."),
        ok("cp .env.example .env && docker compose up -d && docker compose exec app php artisan key:generate",
           "[+] Running 3/3\n ✔ Container booking-db-1   Started\n ✔ Container booking-app-1  Started\n\n"
           "   INFO  Application key set successfully."),
        ok("docker compose exec app php artisan migrate --force && curl -fsS -o /dev/null -w '%{http_code}\\n' "
           "http://localhost:8080/", "   INFO  Running migrations.\n200"))
    T.pair("t43-laravel-app-key", "l-lkey-compose-exec", "applied",
           "key:generate runs through docker compose exec right after the .env copy; the page answers 200")

    T.later(
        "l-lkey-sail", "/home/omar/src/booking-admin", "2025-05-20T16:30:00Z", "feat/invoices",
        user("Run the feature tests through Sail on this new clone."),
        err("./vendor/bin/sail artisan test", _artisan_fail("InvoiceIndexTest")),
        ok("./vendor/bin/sail artisan key:generate && ./vendor/bin/sail artisan test",
           "   INFO  Application key set successfully.\n\n  Tests:    12 passed (27 assertions)"))
    T.pair("t43-laravel-app-key", "l-lkey-sail", "recurred",
           "the Sail test run on a new clone fails with MissingAppKeyException before key:generate")

    T.later(
        "l-lkey-prod-logs", "/home/lena/src/clinic", "2025-07-09T21:15:00Z", "release/1.4",
        user("The new staging stack serves 500 on every page. Check the app container."),
        ok("docker compose -f compose.staging.yml logs app --tail 1",
           f"app-1  | [2025-07-09 21:14:58] staging.ERROR: {_NOKEY} {{\"exception\":\"[object] "
           f"(Illuminate\\\\Encryption\\\\MissingAppKeyException(code: 0): {_NOKEY} at /var/www/html/vendor/laravel/"
           "framework/src/Illuminate/Encryption/EncryptionServiceProvider.php:83)\"}"),
        err("curl -fsS https://staging.clinic.acme.dev/", "curl: (22) The requested URL returned error: 500", 22),
        say("compose.staging.yml never passes APP_KEY to the app container."))
    T.pair("t43-laravel-app-key", "l-lkey-prod-logs", "recurred",
           "the staging container answers 500 with MissingAppKeyException: no APP_KEY reaches the app")

    T.later(
        "l-lkey-log-perms", "/home/omar/src/booking", "2025-06-11T12:00:00Z", "main",
        user("The docker app answers 500 after I rebuilt it as another user."),
        err("curl -fsS http://localhost:8080/", "curl: (22) The requested URL returned error: 500", 22),
        ok("docker compose logs app --tail 1",
           "app-1  | The stream or file \"/var/www/html/storage/logs/laravel.log\" could not be opened in append "
           "mode: "
           "Failed to open stream: Permission denied"),
        ok("docker compose exec -u root app chown -R www-data:www-data storage bootstrap/cache && "
           "curl -fsS -o /dev/null -w '%{http_code}\\n' http://localhost:8080/", "200"))
    T.pair("t43-laravel-app-key", "l-lkey-log-perms", "neither",
           "the 500 comes from laravel.log not writable: same symptom, another cause, no key:generate")

    T.later(
        "l-lkey-bad-cipher", "/home/lena/src/clinic", "2025-06-24T09:50:00Z", "main",
        user("I pasted the APP_KEY from the vault into .env and now every page is 500."),
        err("php artisan test --filter LoginPageTest",
            "RuntimeException: Unsupported cipher or incorrect key length. Supported ciphers are: aes-128-cbc, "
            "aes-256-cbc, aes-128-gcm, aes-256-gcm."),
        ok("grep '^APP_KEY' .env", "APP_KEY=Jw4o3s2yVn4Q9mC7KxR8pL1tZ6eH0aB5uF2dG9iS3kM="),
        edit("/home/lena/src/clinic/.env", "APP_KEY=Jw4o3s2yVn4Q9mC7KxR8pL1tZ6eH0aB5uF2dG9iS3kM=",
             "APP_KEY=base64:Jw4o3s2yVn4Q9mC7KxR8pL1tZ6eH0aB5uF2dG9iS3kM="),
        ok("php artisan test --filter LoginPageTest", "  Tests:    1 passed (2 assertions)"))
    T.pair("t43-laravel-app-key", "l-lkey-bad-cipher", "neither",
           "a key without its base64: prefix is another error; fixed by hand, key:generate is not run")

    T.later(
        "l-lkey-early", "/home/lena/src/clinic", "2025-04-11T10:00:00Z", "main",
        user("Set up clinic locally."),
        ok("cp .env.example .env && php artisan key:generate", "\n   INFO  Application key set successfully."))
    T.pair("t43-laravel-app-key", "l-lkey-early", "neither", "dated before the lesson's source session")


# --- ssh private key with permissions too open ------------------------------------------------------------------
def _too_open(path: str, mode: str, target: str) -> str:
    bar = "@" * 59
    return (f"{bar}\n@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\n{bar}\n"
            f"Permissions {mode} for '{path}' are too open.\n"
            "It is required that your private key files are NOT accessible by others.\n"
            f"This private key will be ignored.\nLoad key \"{path}\": bad permissions\n{target}: Permission denied "
            "(publickey).")


def ssh_key_perms() -> None:
    key = "/home/runner/.ssh/deploy_key"
    T.source(
        "s-ssh-key-too-open", "/home/runner/work/shipper", "2025-04-25T18:30:00Z", "ci/deploy-step",
        user("Reproduce the deploy step of the pipeline on the runner: write the key from $DEPLOY_KEY and ssh in."),
        ok("mkdir -p ~/.ssh && printf '%s\\n' \"$DEPLOY_KEY\" > ~/.ssh/deploy_key && ls -l ~/.ssh/deploy_key",
           f"-rw-r--r-- 1 runner runner 411 Apr 25 18:31 {key}"),
        err("ssh -i ~/.ssh/deploy_key -o StrictHostKeyChecking=accept-new deploy@10.0.4.7 uptime",
            "Warning: Permanently added '10.0.4.7' (ED25519) to the list of known hosts.\n" +
            _too_open(key, "0644", "deploy@10.0.4.7"), 255),
        say("The umask left the key world-readable and ssh refuses to use a private key others can read."),
        ok("chmod 600 ~/.ssh/deploy_key && ssh -i ~/.ssh/deploy_key deploy@10.0.4.7 uptime",
           " 18:32:05 up 41 days,  3:12,  0 users,  load average: 0.08, 0.03, 0.01"))
    T.lesson(
        "t43-ssh-key-too-open", "global", "en", "s-ssh-key-too-open", "security",
        "ssh ignores a private key written with default permissions (0644) and the login fails with publickey",
        "`ssh -i ~/.ssh/deploy_key deploy@10.0.4.7 uptime` prints `WARNING: UNPROTECTED PRIVATE KEY FILE!`, "
        "`Permissions 0644 for '/home/runner/.ssh/deploy_key' are too open.` and ends with `Permission denied "
        "(publickey).`",
        "Reading only the last line and re-adding the public key on the server or regenerating the key pair.",
        "A key file written with `printf ... > file` gets the umask's 0644; OpenSSH ignores private keys that the "
        "group or others can read, so no key is offered.",
        "Restrict the key to its owner before using it: `chmod 600 ~/.ssh/deploy_key` (0400 works too), or create "
        "it already private (`install -m 600`, or umask 077 before writing).",
        ["`Permissions 0644 for '/home/runner/.ssh/deploy_key' are too open.`",
         "`Load key \"/home/runner/.ssh/deploy_key\": bad permissions`",
         "`chmod 600 ~/.ssh/deploy_key && ssh -i ~/.ssh/deploy_key deploy@10.0.4.7 uptime` → "
         "`up 41 days`"])

    T.later(
        "l-sshk-install-m", "/home/runner/work/shipper", "2025-05-16T18:00:00Z", "ci/rsync-assets",
        user("Add an rsync of the built assets to the deploy step and try it from the runner."),
        ok("install -m 600 /dev/null ~/.ssh/assets_key && printf '%s\\n' \"$ASSETS_KEY\" > ~/.ssh/assets_key && "
           "stat -c %a ~/.ssh/assets_key", "600"),
        ok("rsync -az -e 'ssh -i ~/.ssh/assets_key' dist/ deploy@10.0.4.7:/srv/shipper/static/",
           ""))
    T.pair("t43-ssh-key-too-open", "l-sshk-install-m", "applied",
           "the key file is created with install -m 600, a named spelling; the rsync over ssh works first time")

    T.later(
        "l-sshk-chmod400-make", "/home/pia/src/edge-fleet", "2025-06-06T12:40:00Z", "main",
        user("Run `make push-config` for the gateway fleet, it fetches the fleet key from the vault first."),
        ok("make push-config", "vault kv get -field=private_key secret/fleet/ssh > .keys/fleet\nchmod 400 "
                               ".keys/fleet\n"
           "ssh -i .keys/fleet root@gw-01 'mkdir -p /etc/gw'\nscp -i .keys/fleet config/gw.toml root@gw-01:/etc/gw/\n"
           "gw.toml                                       100% 2211   301.2KB/s   00:00"))
    T.pair("t43-ssh-key-too-open", "l-sshk-chmod400-make", "applied",
           "the make target chmods the fetched key to 400 before ssh/scp; no permissions error")

    T.later(
        "l-sshk-wsl-mnt", "/home/jun", "2025-05-23T22:05:00Z", "HEAD",
        user("From WSL, ssh into the NAS with my Windows key."),
        err("ssh -i /mnt/c/Users/jun/.ssh/id_ed25519 admin@nas.local",
            _too_open("/mnt/c/Users/jun/.ssh/id_ed25519", "0777", "admin@nas.local"), 255),
        ok("cp /mnt/c/Users/jun/.ssh/id_ed25519 ~/.ssh/nas_ed25519 && chmod 600 ~/.ssh/nas_ed25519 && "
           "ssh -i ~/.ssh/nas_ed25519 admin@nas.local hostname", "nas"))
    T.pair("t43-ssh-key-too-open", "l-sshk-wsl-mnt", "recurred",
           "the key on /mnt/c is 0777 and ssh ignores it as too open; the same failure, then copied and chmodded")

    T.later(
        "l-sshk-ansible", "/home/pia/src/edge-fleet/ansible", "2025-07-04T09:30:00Z", "feat/ntp",
        user("Run the ntp play against the lab hosts."),
        err("ansible-playbook -i inventory/lab ntp.yml",
            "PLAY [lab] ****\n\nTASK [Gathering Facts] ****\nfatal: [lab-2]: UNREACHABLE! => {\"changed\": false, "
            "\"msg\": \"Failed to connect to the host via ssh: " +
            _too_open("/home/pia/src/edge-fleet/ansible/keys/lab.pem", "0664", "root@lab-2").replace("\n", "\\r\\n") +
            "\", \"unreachable\": true}", 4),
        say("keys/lab.pem came out of git with 0664, so ssh drops it. Shall I chmod it and keep it out of git?"))
    T.pair("t43-ssh-key-too-open", "l-sshk-ansible", "recurred",
           "ansible's ssh refuses keys/lab.pem as 0664 too open: the same unprotected-key failure")

    T.later(
        "l-sshk-not-authorized", "/home/pia/src/edge-fleet", "2025-06-13T15:20:00Z", "main",
        user("I can't get into gw-07 with my key, it's a new box."),
        err("ssh -i ~/.ssh/id_ed25519 root@gw-07 true", "root@gw-07: Permission denied (publickey).", 255),
        ok("stat -c %a ~/.ssh/id_ed25519", "600"),
        ok("ssh-copy-id -i ~/.ssh/id_ed25519.pub -o PreferredAuthentications=password admin@gw-07 && "
           "ssh -i ~/.ssh/id_ed25519 admin@gw-07 true", "Number of key(s) added: 1"))
    T.pair("t43-ssh-key-too-open", "l-sshk-not-authorized", "neither",
           "Permission denied (publickey) with a 600 key: the key is not authorised, same symptom another cause")

    T.later(
        "l-sshk-quoted", "/home/runner/work/shipper", "2025-06-30T08:15:00Z", "main",
        user("Someone posted \"WARNING: UNPROTECTED PRIVATE KEY FILE!\" in the channel from their laptop. Write a "
             "short FAQ entry about it in docs/faq.md, nothing else."),
        edit("/home/runner/work/shipper/docs/faq.md", "## Deploys\n",
             "## Deploys\n\n### UNPROTECTED PRIVATE KEY FILE\n\nssh ignores keys others can read: `chmod 600 "
             "<key>`.\n"))
    T.pair("t43-ssh-key-too-open", "l-sshk-quoted", "neither",
           "the warning is quoted by the person and chmod only written into the FAQ; nothing runs")

    T.later(
        "l-sshk-early", "/home/runner/work/shipper", "2025-04-18T17:00:00Z", "main",
        user("Check we can reach the deploy host."),
        err("ssh -i ~/.ssh/deploy_key deploy@10.0.4.7 true", _too_open(key, "0644", "deploy@10.0.4.7"), 255))
    T.pair("t43-ssh-key-too-open", "l-sshk-early", "neither", "dated before the lesson's source session")


FILLS = [selinux_nginx, laravel_app_key, ssh_key_perms]
