"""The seventh tracking corpus, second part: the Rails production credentials key (lesson in Korean),
node_modules sent in the Docker build context, git's safe.directory, and systemd's daemon-reload (lesson in
German). The label rules are in tracking7_cases.py."""
from __future__ import annotations

from tests.truth.tracking7_cases import APPLIED, NEITHER, RECURRED, err, later, lesson, ok, source

RB = "/home/dev/bookclub"
KEYMSG = ("Missing encryption key to decrypt file with. Ask your team for your master key and write it to "
          "/home/dev/bookclub/config/credentials/production.key or put it in the ENV['RAILS_MASTER_KEY'].")


def _rails() -> None:
    source("s-rails-key", RB, "2026-10-09T07:30:00Z", [
        ("user", "프로덕션 에셋 프리컴파일 한번 돌려봐"),
        ok("ls config/credentials", "development.key\ndevelopment.yml.enc\nproduction.yml.enc"),
        err("RAILS_ENV=production bin/rails assets:precompile", "bin/rails aborted!\n"
            "ActiveSupport::EncryptedFile::MissingKeyError: " + KEYMSG),
        ("say", "production.key가 저장소에 없어서 production 자격 증명을 못 엽니다. 팀 금고의 키를 환경 변수로 넘기겠습니다."),
        ok("RAILS_MASTER_KEY=$(cat ~/keys/bookclub-production.key) RAILS_ENV=production bin/rails assets:precompile",
           "I, [2026-10-09T07:31:12] INFO -- : Writing /home/dev/bookclub/public/assets/application-4be1c2.css"),
    ])
    lesson("t7-rails-master-key", "s-rails-key", "ko", "project", "env_setup",
           title="RAILS_ENV=production 작업은 production.key 없이는 MissingKeyError로 멈춘다",
           symptom="`RAILS_ENV=production bin/rails assets:precompile`가 `ActiveSupport::EncryptedFile::MissingKeyError`"
                   " 로 중단된다.",
           trap="config/credentials/production.key는 git에 없으므로, 로컬에서 production 환경으로 rails 명령을 돌리면 "
                "자격 증명을 열지 못한다.",
           cause="환경별 자격 증명 파일(production.yml.enc)은 그 환경의 키로만 복호화되며, 키가 파일에도 "
                 "RAILS_MASTER_KEY에도 없다.",
           workaround="팀 금고에서 받은 키를 환경 변수로 넘겨 실행한다: RAILS_MASTER_KEY=$(cat ~/keys/<app>-production.key)"
                      " 를 명령 앞에 붙인다.",
           evidence="`ActiveSupport::EncryptedFile::MissingKeyError` 다음 `RAILS_MASTER_KEY=$(cat "
                    "~/keys/bookclub-production.key) RAILS_ENV=production bin/rails assets:precompile` 성공.")


def _rails_later() -> None:
    later("l-rails-1", RB, "2026-10-13T10:00:00Z", [
        ("user", "check the production mailer config loads, then fix the typo in the welcome mail"),
        ok("export RAILS_MASTER_KEY=\"$(cat ~/keys/bookclub-production.key)\"; RAILS_ENV=production bin/rails runner "
           "'puts Rails.application.credentials.smtp[:host]'", "smtp.mailgun.org"),
        ("edit", f"{RB}/app/views/user_mailer/welcome.html.erb", "Welcom to", "Welcome to"),
        ok("bin/rails test test/mailers", "5 runs, 11 assertions, 0 failures, 0 errors, 0 skips"),
    ], [("t7-rails-master-key", APPLIED, "RAILS_MASTER_KEY exported before the production runner read credentials")])
    later("l-rails-2", RB, "2026-10-16T09:20:00Z", [
        ("user", "run the staging data migration task locally against the staging config"),
        ok("bin/rails test test/models/book_test.rb", "9 runs, 20 assertions, 0 failures, 0 errors, 0 skips"),
        err("RAILS_ENV=staging bin/rails data:backfill_isbn", "bin/rails aborted!\nActiveSupport::EncryptedFile::"
            "MissingKeyError: " + KEYMSG.replace("production.key", "staging.key")),
        ok("RAILS_MASTER_KEY=$(cat ~/keys/bookclub-staging.key) RAILS_ENV=staging bin/rails data:backfill_isbn",
           "Backfilled 412 books"),
    ], [("t7-rails-master-key", RECURRED, "MissingKeyError again for the staging key, fixed after the failure")])
    later("l-rails-3", RB, "2026-10-19T14:45:00Z", [
        ("user", "the production console won't open, look"),
        err("RAILS_MASTER_KEY=$(cat ~/keys/bookclub-production.key) RAILS_ENV=production bin/rails console",
            "ActiveSupport::MessageEncryptor::InvalidMessage\n/home/dev/bookclub/config/credentials/production.yml.enc"),
        ("say", "The key is there but does not match the file: someone re-encrypted production.yml.enc with a new "
                "key. Asking the team for the rotated key."),
    ], [("t7-rails-master-key", APPLIED, "key passed in RAILS_MASTER_KEY first; InvalidMessage is a wrong key, "
                                         "not a missing one")])
    later("l-rails-4", RB, "2026-10-21T11:00:00Z", [
        ("user", "add a reading_goal column to users"),
        ok("bin/rails g migration AddReadingGoalToUsers reading_goal:integer", "create    db/migrate/20261021110102_add_reading_goal_to_users.rb"),
        ok("bin/rails db:migrate && bin/rails test", "== AddReadingGoalToUsers: migrated\n88 runs, 240 assertions, 0 failures"),
        ("say", "Note for deploys: production tasks need RAILS_MASTER_KEY set from the vault."),
    ], [("t7-rails-master-key", NEITHER, "development work only; the key is only mentioned")])
    later("l-rails-0", RB, "2026-10-03T16:00:00Z", [
        ("user", "precompile for production"),
        err("RAILS_ENV=production bin/rails assets:precompile", "bin/rails aborted!\n"
            "ActiveSupport::EncryptedFile::MissingKeyError: " + KEYMSG),
    ], [("t7-rails-master-key", NEITHER, "dated before the lesson's source session")])


NX = "/home/dev/pricing-svc"
ELF = ("Error: /app/node_modules/bcrypt/lib/binding/napi-v3/bcrypt_lib.node: invalid ELF header\n"
       "    at Module._extensions..node (node:internal/modules/cjs/loader:1454:18)\n  code: 'ERR_DLOPEN_FAILED'")


def _dockerignore() -> None:
    source("s-dockerignore", NX, "2026-10-10T13:00:00Z", [
        ("user", "the container crashes right after start on my mac build, check it"),
        ok("cat Dockerfile", "FROM node:20-slim\nWORKDIR /app\nCOPY . .\nRUN npm ci --omit=dev\nCMD [\"node\", \"server.js\"]"),
        ok("ls -a | head -20", ".\n..\n.git\nDockerfile\nnode_modules\npackage.json\npackage-lock.json\nserver.js"),
        err("docker build -t pricing:dev . && docker run --rm pricing:dev", "#6 [internal] load build context\n"
            "#6 transferring context: 412.31MB 9.8s done\n...\n" + ELF),
        ("say", "There is no .dockerignore, so COPY . . brings the macOS node_modules along and the darwin bcrypt "
                "binary ends up in the linux image. Excluding node_modules from the context."),
        ("write", f"{NX}/.dockerignore", "node_modules\n.git\n*.log\n"),
        ok("docker build -t pricing:dev . && docker run --rm pricing:dev --check", "#6 transferring context: 1.02MB "
           "0.1s done\nprice engine ok"),
    ])
    lesson("t7-dockerignore-modules", "s-dockerignore", "en", "global", "build_config",
           title="Without a .dockerignore, the host's node_modules land in the image",
           symptom="The container dies on start with `invalid ELF header` from a native module, and the build "
                   "context transfer is hundreds of MB.",
           trap="A Dockerfile with COPY . . in a folder that has node_modules installed on the host and no "
                ".dockerignore next to it.",
           cause="The host-built native addons (darwin) are copied over whatever npm ci built, and linux cannot load them.",
           workaround="Put node_modules (and .git) in a .dockerignore beside the Dockerfile in <dir> before building.",
           evidence="`transferring context: 412.31MB` and `invalid ELF header`; after writing .dockerignore "
                     "`transferring context: 1.02MB` and `price engine ok`.")


def _dockerignore_later() -> None:
    later("l-dign-1", "/home/dev/notify-svc", "2026-10-14T10:30:00Z", [
        ("user", "containerise the notify service"),
        ok("ls -a", ".\n..\n.git\nnode_modules\npackage.json\nsrc"),
        ("write", "/home/dev/notify-svc/.dockerignore", "node_modules\n.git\n"),
        ("write", "/home/dev/notify-svc/Dockerfile", "FROM node:20-slim\nWORKDIR /app\nCOPY . .\nRUN npm ci\nCMD [\"node\", \"src/index.js\"]\n"),
        ok("docker build -t notify:dev . && docker run --rm notify:dev --selftest", "#5 transferring context: 88kB\nselftest ok"),
    ], [("t7-dockerignore-modules", APPLIED, "wrote .dockerignore with node_modules before the first build (another folder)")])
    later("l-dign-2", NX, "2026-10-17T15:10:00Z", [
        ("user", "add the currency worker as a second image built from worker/"),
        ok("npm test", "Tests: 64 passed, 64 total"),
        ("write", f"{NX}/worker/Dockerfile", "FROM node:20-slim\nWORKDIR /w\nCOPY . .\nRUN npm ci\nCMD [\"node\", \"run.js\"]\n"),
        err("cd worker && docker build -t pricing-worker:dev . && docker run --rm pricing-worker:dev",
            "#5 transferring context: 233.9MB 5.2s done\n...\nError: /w/node_modules/sharp/build/Release/sharp-darwin-arm64v8.node: "
            "invalid ELF header\n  code: 'ERR_DLOPEN_FAILED'"),
        ("write", f"{NX}/worker/.dockerignore", "node_modules\n"),
        ok("cd worker && docker build -t pricing-worker:dev . && docker run --rm pricing-worker:dev --once", "rates refreshed"),
    ], [("t7-dockerignore-modules", RECURRED, "worker/ had no .dockerignore; sharp from the host broke the image")])
    later("l-dign-3", NX, "2026-10-20T09:00:00Z", [
        ("user", "the image build fails at npm ci now"),
        ok("cat .dockerignore", "node_modules\n.git\n*.log"),
        err("docker build -t pricing:dev .", "#8 [4/4] RUN npm ci --omit=dev\n#8 1.9 npm ERR! code EUSAGE\n"
            "#8 1.9 npm ERR! The `npm ci` command can only install with an existing package-lock.json"),
        ("say", "package-lock.json was added to .gitignore by accident and my sync left it out; restoring it."),
        ok("git checkout origin/main -- package-lock.json && docker build -q -t pricing:dev .", "sha256:9f1c0a"),
    ], [("t7-dockerignore-modules", NEITHER, "an npm ci lockfile error in the build, not host modules in the image")])
    later("l-dign-4", NX, "2026-10-22T12:00:00Z", [
        ("user", "raise the discount cap to 40% and test"),
        ("edit", f"{NX}/src/discount.js", "const CAP = 0.3;", "const CAP = 0.4;"),
        ok("npm test -- discount", "Tests: 12 passed, 12 total"),
    ], [("t7-dockerignore-modules", NEITHER, "code and tests only, no image built")])
    later("l-dign-0", NX, "2026-10-01T09:00:00Z", [
        ("user", "first docker build of the service"),
        err("docker build -t pricing:dev . && docker run --rm pricing:dev", "#6 transferring context: 398.0MB\n" + ELF),
    ], [("t7-dockerignore-modules", NEITHER, "dated before the lesson's source session")])


OPS = "/srv/deploy-tools"
DUBIOUS = ("fatal: detected dubious ownership in repository at '/srv/deploy-tools'\nTo add an exception for this "
           "directory, call:\n\n\tgit config --global --add safe.directory /srv/deploy-tools")


def _safedir() -> None:
    source("s-safedir", OPS, "2026-10-11T08:00:00Z", [
        ("user", "pull the latest deploy scripts on this box"),
        ok("ls -ld /srv/deploy-tools && id -un", "drwxr-xr-x 9 deploy deploy 4096 Oct 11 07:58 /srv/deploy-tools\nops"),
        err("git pull --ff-only", DUBIOUS),
        ("say", "The checkout belongs to the deploy user and I run as ops; git refuses it since 2.35.2. "
                "Trusting exactly this path."),
        ok("git config --global --add safe.directory /srv/deploy-tools && git pull --ff-only",
           "Updating 1d3e4f5..5a6b7c8\nFast-forward\n rollout.sh | 6 ++++--"),
    ])
    lesson("t7-safe-directory", "s-safedir", "en", "global", "tool_quirk",
           title="git refuses a checkout owned by another user",
           symptom="Every git command in the folder fails with `fatal: detected dubious ownership in repository`.",
           trap="Working in a repository owned by another account (a deploy user, a container volume, root).",
           cause="Since git 2.35.2 git ignores repositories whose owner differs from the current user unless the "
                 "path is listed in safe.directory.",
           workaround="Trust that path once: git config --global --add safe.directory <dir>, then rerun.",
           evidence="`fatal: detected dubious ownership in repository at '/srv/deploy-tools'` → `git config "
                    "--global --add safe.directory /srv/deploy-tools && git pull --ff-only` fast-forwarded.")


def _safedir_later() -> None:
    later("l-safe-1", "/srv/metrics-agent", "2026-10-15T08:10:00Z", [
        ("user", "update the metrics agent checkout too and restart it"),
        ok("ls -ld /srv/metrics-agent", "drwxr-xr-x 6 deploy deploy 4096 Oct  2 10:11 /srv/metrics-agent"),
        err("git -C /srv/metrics-agent pull --ff-only", DUBIOUS.replace("deploy-tools", "metrics-agent")),
        ok("git config --global --add safe.directory /srv/metrics-agent && git -C /srv/metrics-agent pull --ff-only",
           "Already up to date."),
    ], [("t7-safe-directory", RECURRED, "dubious ownership again, for /srv/metrics-agent (another folder)")])
    later("l-safe-2", OPS, "2026-10-18T07:45:00Z", [
        ("user", "run the rollout dry-run from inside the ci container"),
        ok("docker run --rm -v /srv/deploy-tools:/work -w /work ci-tools:3 sh -c "
           "'git config --global --add safe.directory /work && git describe --tags && ./rollout.sh --dry-run'",
           "v2.14.0\nrollout: 3 services would be updated (dry run)"),
        ok("bats tests/rollout.bats", "1..6\nok 1 parses targets\nok 6 dry run prints plan"),
    ], [("t7-safe-directory", APPLIED, "safe.directory added for the mounted path before git ran in the container")])
    later("l-safe-3", OPS, "2026-10-21T09:30:00Z", [
        ("user", "tag the release"),
        err("cd /srv/deploy-tools/templates && git tag -a v2.15.0 -m 'v2.15.0'",
            "fatal: not a git repository (or any of the parent directories): .git"),
        ("say", "templates/ was copied from the tarball, it is not in the checkout; tagging from the repository root."),
        ok("git -C /srv/deploy-tools tag -a v2.15.0 -m 'v2.15.0'", ""),
    ], [("t7-safe-directory", NEITHER, "not a git repository is another git failure")])
    later("l-safe-4", OPS, "2026-10-23T07:00:00Z", [
        ("user", "on the fresh runner, fetch the deploy tools"),
        ok("sudo git config --system --add safe.directory '*'", ""),
        ok("git -C /srv/deploy-tools fetch --tags", "From github.com:acme/deploy-tools\n * [new tag] v2.15.0 -> v2.15.0"),
        ok("shellcheck rollout.sh", ""),
    ], [("t7-safe-directory", APPLIED, "safe.directory set (system-wide, wildcard) before git touched the checkout")])
    later("l-safe-0", OPS, "2026-10-04T08:00:00Z", [
        ("user", "pull deploy tools"),
        err("git pull --ff-only", DUBIOUS),
    ], [("t7-safe-directory", NEITHER, "dated before the lesson's source session")])


SV = "/home/ops/reporting"
CHANGED = ("Warning: The unit file, source configuration file or drop-ins of reporting.service changed on disk. "
           "Run 'systemctl daemon-reload' to reload units.")


def _systemd() -> None:
    source("s-reload", SV, "2026-10-12T12:00:00Z", [
        ("user", "Der Report-Dienst soll den neuen REPORT_BUCKET nutzen, bitte umstellen"),
        ("edit", "/etc/systemd/system/reporting.service", "Environment=REPORT_BUCKET=reports-old",
         "Environment=REPORT_BUCKET=reports-2026"),
        ok("sudo systemctl restart reporting", CHANGED),
        err("curl -fsS localhost:8090/health | jq -e '.bucket == \"reports-2026\"'",
            "false\ncurl: (22) The requested URL returned error: 500"),
        ("say", "systemd hat die alte Unit-Datei weiterverwendet; erst neu laden, dann neu starten."),
        ok("sudo systemctl daemon-reload && sudo systemctl restart reporting && curl -fsS localhost:8090/health",
           "{\"status\":\"ok\",\"bucket\":\"reports-2026\"}"),
    ])
    lesson("t7-systemd-daemon-reload", "s-reload", "de", "global", "tool_quirk",
           title="Geänderte Unit-Datei greift erst nach systemctl daemon-reload",
           symptom="Nach dem Bearbeiten der Unit meldet `systemctl restart` den Hinweis `changed on disk` und der "
                   "Dienst läuft mit der alten Umgebung weiter.",
           trap="Eine Unit-Datei oder ein Drop-in ändern und direkt neu starten.",
           cause="systemd hält die Units im Speicher; ein restart liest die Datei nicht neu ein.",
           workaround="Nach jeder Änderung an einer Unit zuerst sudo systemctl daemon-reload, dann sudo systemctl "
                      "restart <unit>.",
           evidence="`Run 'systemctl daemon-reload' to reload units.` und die alte Umgebung; danach "
                    "`sudo systemctl daemon-reload && sudo systemctl restart reporting` mit `reports-2026`.")


def _systemd_later() -> None:
    later("l-reload-1", SV, "2026-10-16T10:00:00Z", [
        ("user", "raise the report worker's memory limit to 2G"),
        ("edit", "/etc/systemd/system/reporting-worker.service.d/limits.conf", "MemoryMax=1G", "MemoryMax=2G"),
        ok("sudo systemctl restart reporting-worker", CHANGED.replace("reporting.service", "reporting-worker.service")),
        ok("systemctl show reporting-worker -p MemoryMax", "MemoryMax=1073741824"),
        ok("sudo systemctl daemon-reload && sudo systemctl restart reporting-worker && systemctl show "
           "reporting-worker -p MemoryMax", "MemoryMax=2147483648"),
    ], [("t7-systemd-daemon-reload", RECURRED, "restart after the drop-in edit kept the old limit (changed on disk)")])
    later("l-reload-2", SV, "2026-10-19T13:15:00Z", [
        ("user", "point reporting at the new database host"),
        ("edit", "/etc/systemd/system/reporting.service", "Environment=DB_HOST=db1.lan", "Environment=DB_HOST=db2.lan"),
        ok("sudo systemctl daemon-reload", ""),
        ok("sudo systemctl restart reporting.service && systemctl show reporting -p Environment",
           "Environment=REPORT_BUCKET=reports-2026 DB_HOST=db2.lan"),
        ok("python -m pytest -q tests/test_queries.py", "14 passed in 1.73s"),
    ], [("t7-systemd-daemon-reload", APPLIED, "daemon-reload ran after the unit edit, before the restart")])
    later("l-reload-3", SV, "2026-10-22T08:20:00Z", [
        ("user", "restart the exporter"),
        err("sudo systemctl restart reporting-exporter",
            "Failed to restart reporting-exporter.service: Unit reporting-exporter.service not found."),
        ok("systemctl list-unit-files 'report*'", "reporting.service  enabled\nreporting-worker.service  enabled"),
        ("say", "The exporter unit was never installed on this host; it runs on the metrics box."),
    ], [("t7-systemd-daemon-reload", NEITHER, "unit not found is another systemctl failure; no unit was edited")])
    later("l-reload-4", SV, "2026-10-24T09:00:00Z", [
        ("user", "add the weekly summary query"),
        ("write", f"{SV}/queries/weekly.sql", "select date_trunc('week', created_at), count(*) from reports group by 1;\n"),
        ok("python -m pytest -q tests/test_queries.py", "15 passed in 1.80s"),
    ], [("t7-systemd-daemon-reload", NEITHER, "SQL and tests only, no unit touched")])


def build_second_half() -> None:
    _rails()
    _rails_later()
    _dockerignore()
    _dockerignore_later()
    _safedir()
    _safedir_later()
    _systemd()
    _systemd_later()
