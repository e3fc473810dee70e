"""tracking16, part g: forking Ruby servers on macOS crashing in the Objective-C runtime
(`OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES`), and pairs across topics. Rules in tracking16_cases.py."""
from __future__ import annotations

from tests.truth.tracking16_cases import T, edit, err, grep, ok, read, say, u, write

PU = "/Users/hana/src/storefront"
OBJC = ("objc[48230]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was "
        "called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint "
        "on objc_initializeAfterForkError to debug.")


def lesson_m() -> None:
    T.source(
        "s-puma-objc-fork", PU, "2025-04-15T09:00:00Z", "perf/puma-cluster",
        u("prod runs puma in cluster mode; switch local to 2 workers too so we catch preload issues. then hit the homepage"),
        edit(f"{PU}/config/puma.rb", "# workers ENV.fetch(\"WEB_CONCURRENCY\") { 2 }", "workers ENV.fetch(\"WEB_CONCURRENCY\") { 2 }\npreload_app!"),
        err("(bundle exec puma -C config/puma.rb > log/puma.log 2>&1 &) ; sleep 6; curl -sf -m 10 localhost:3000/ >/dev/null; "
            "echo curl=$?; tail -5 log/puma.log",
            "curl=28\n[48211] - Worker 0 (PID: 48230) booted in 0.01s, phase: 0\n" + OBJC + "\n"
            "[48211] ! Worker 0 (PID: 48230) exited unexpectedly (signal 6)\n[48211] - Worker 0 (PID: 48244) booted in 0.01s, phase: 0", 28),
        say("macOS's Objective-C runtime aborts the forked workers because something initialized ObjC classes before "
            "fork (with preload_app! that happens in the master). The known workaround for local development is to "
            "disable that fork-safety check in the environment of the process."),
        ok("pkill -f 'puma 6' ; sleep 1", ""),
        ok("(OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb > log/puma.log 2>&1 &) ; sleep 6; "
           "curl -sf -m 10 -o /dev/null -w '%{http_code}\\n' localhost:3000/; grep -c 'booted' log/puma.log",
           "200\n2"),
    )
    T.lesson(
        "t16-macos-objc-fork-safety", "global", "ko", "s-puma-objc-fork", "env_setup",
        "macOS에서 fork하는 Ruby 서버(Puma 클러스터 등)는 `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES`가 필요함",
        "Puma 워커가 `may have been in progress in another thread when fork() was called` 메시지와 함께 계속 죽고 요청이 타임아웃된다.",
        "Puma 자체는 정상적으로 부팅되고 워커도 `booted`로 찍혀서 앱 코드 문제처럼 보인다.",
        "macOS Objective-C 런타임의 fork 안전성 검사가 `preload_app!` 이후 fork된 자식 프로세스를 abort시킨다.",
        "로컬에서는 `OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb` 처럼 환경 변수를 주고 실행한다 "
        "(.envrc나 Procfile에 넣어도 됨).",
        ["`+[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called.`",
         "`Worker 0 (PID: 48230) exited unexpectedly (signal 6)`",
         "`OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb` 로 다시 띄운 후 홈페이지 `200`"],
    )


def later_m() -> None:
    T.later(
        "l-pu-envrc", PU, "2025-04-22T10:00:00Z", "perf/puma-cluster",
        u("make the cluster-mode setting stick for local dev so nobody has to remember the env var"),
        read(f"{PU}/.envrc", "export DATABASE_URL=postgres://localhost/storefront_dev"),
        write(f"{PU}/.envrc", "export DATABASE_URL=postgres://localhost/storefront_dev\n"
              "# macOS: Puma workers fork after preload_app!\nexport OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES\n"),
        ok("direnv allow && direnv exec . bash -c '(bundle exec puma -C config/puma.rb > log/puma.log 2>&1 &); sleep 6; "
           "curl -sf -o /dev/null -w \"%{http_code}\\n\" localhost:3000/'", "direnv: loading ~/src/storefront/.envrc\n200"),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-envrc", "applied",
           "writes export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES into .envrc before starting Puma; homepage 200")

    T.later(
        "l-pu-procfile", "/Users/hana/src/backoffice", "2025-05-06T14:00:00Z", "main",
        u("backoffice should run with puma workers and resque locally via bin/dev"),
        write("/Users/hana/src/backoffice/Procfile.dev",
              "web: OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb\n"
              "worker: OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES QUEUE=* bundle exec rake resque:work\n"),
        ok("(bin/dev > log/dev.log 2>&1 &) ; sleep 10; curl -sf -o /dev/null -w '%{http_code}\\n' localhost:3000/admin/login; "
           "grep -E 'booted|Starting worker' log/dev.log | head -3",
           "200\nweb.1    | [61020] - Worker 0 (PID: 61033) booted in 0.02s, phase: 0\n"
           "web.1    | [61020] - Worker 1 (PID: 61034) booted in 0.02s, phase: 0\nworker.1 | Starting worker hana-mbp:61041:*"),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-procfile", "applied",
           "Procfile.dev written with OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES for web and resque; workers boot, 200")

    T.later(
        "l-pu-resque", "/Users/hana/src/backoffice", "2025-05-19T11:20:00Z", "feat/exports",
        u("the CSV export job never finishes locally"),
        ok("tail -4 log/resque.log",
           "*** Running before_fork hooks with [(Job{exports} | ExportJob | [812])]\n"
           "objc[70115]: +[__NSPlaceholderDate initialize] may have been in progress in another thread when fork() was called. "
           "We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on "
           "objc_initializeAfterForkError to debug.\n"
           "*** (Job{exports} | ExportJob | [812]) failed: #<Resque::DirtyExit: Child process received unhandled signal pid "
           "70115 SIGABRT>"),
        say("Resque forks a child per job and it's hitting the same ObjC fork-safety abort. This worker was started "
            "outside bin/dev without the env var."),
        ok("OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES QUEUE=exports bundle exec rake resque:work & sleep 20; tail -1 log/resque.log",
           "*** done: (Job{exports} | ExportJob | [812])"),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-resque", "recurred",
           "resque.log shows the objc 'may have been in progress in another thread when fork() was called' abort for a job")

    T.later(
        "l-pu-paralleltests", PU, "2025-06-05T16:00:00Z", "feat/checkout-v2",
        u("run the full test suite"),
        err("bin/rails test",
            "Running 412 tests in parallel using 8 processes\n"
            "objc[80412]: +[NSCharacterSet initialize] may have been in progress in another thread when fork() was called.\n"
            "objc[80412]: +[NSCharacterSet initialize] may have been in progress in another thread when fork() was called. "
            "We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on "
            "objc_initializeAfterForkError to debug.\n"
            "DRb::DRbConnError: connection closed\nError: test suite crashed with 1 worker failure"),
        ok("OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bin/rails test", "Running 412 tests in parallel using 8 processes\n\n"
           "Finished in 38.211s, 10.7822 runs/s\n412 runs, 1319 assertions, 0 failures, 0 errors, 0 skips"),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-paralleltests", "recurred",
           "parallel Rails tests fork and crash with the same objc fork() message before the env var is set")

    T.later(
        "l-pu-addrinuse", PU, "2025-04-29T09:40:00Z", "main",
        u("puma won't start"),
        err("OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb",
            "[51002] Puma starting in cluster mode...\n[51002] * Puma version: 6.4.2 (ruby 3.3.1-p55) (\"The Eagle of Durango\")\n"
            "bundler: failed to load command: puma (/Users/hana/.gem/ruby/3.3.1/bin/puma)\n"
            "/Users/hana/.gem/ruby/3.3.1/gems/puma-6.4.2/lib/puma/binder.rb:334:in `initialize': Address already in use - "
            "bind(2) for \"0.0.0.0\" port 3000 (Errno::EADDRINUSE)"),
        ok("lsof -ti tcp:3000 | xargs kill && sleep 1 && (OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES bundle exec puma -C config/puma.rb "
           "> log/puma.log 2>&1 &) && sleep 6 && curl -sf -o /dev/null -w '%{http_code}\\n' localhost:3000/", "200"),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-addrinuse", "applied",
           "starts Puma with OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES from the first try; only a port-in-use error, another cause")

    T.later(
        "l-pu-linux", "/home/hana/src/storefront", "2025-05-13T08:00:00Z", "main",
        u("on the linux staging box, after preload_app! the workers lose their DB connection"),
        ok("tail -3 log/production.log",
           "ActiveRecord::ConnectionNotEstablished (connection is closed):\n"
           "  app/controllers/products_controller.rb:8:in `index'\n"
           "PG::UnableToSend: SSL error: decryption failed or bad record mac"),
        say("Connections opened in the master are shared by forked workers. Reconnect per worker."),
        edit("/home/hana/src/storefront/config/puma.rb", "preload_app!",
             "preload_app!\n\non_worker_boot do\n  ActiveRecord::Base.establish_connection\nend"),
        ok("sudo -u deploy bundle exec pumactl -F config/puma.rb phased-restart", "Command phased-restart sent success"),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-linux", "neither",
           "a post-fork DB connection problem on Linux, another cause; no objc crash")

    T.later(
        "l-pu-readconf", PU, "2025-05-27T13:00:00Z", "main",
        u("how many puma workers and threads do we run locally?"),
        read(f"{PU}/config/puma.rb", "max_threads_count = ENV.fetch(\"RAILS_MAX_THREADS\") { 5 }\n"
             "threads max_threads_count, max_threads_count\nworkers ENV.fetch(\"WEB_CONCURRENCY\") { 2 }\npreload_app!"),
        grep("OBJC_DISABLE", PU, ".envrc:3:export OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES"),
        say("2 workers × 5 threads; .envrc also sets the ObjC fork-safety override for macOS."),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-readconf", "neither",
           "only reads puma.rb and greps .envrc, where the setting already sits; nothing is started")

    T.later(
        "l-pu-before", PU, "2025-04-01T10:00:00Z", "main",
        u("try puma with workers locally"),
        err("WEB_CONCURRENCY=2 bundle exec puma -C config/puma.rb", OBJC + "\n[40110] ! Worker 0 (PID: 40122) exited unexpectedly (signal 6)"),
        say("Workers crash on macOS; leaving local in single mode for now."),
    )
    T.pair("t16-macos-objc-fork-safety", "l-pu-before", "neither",
           "dated before the lesson's source session, though it shows the same crash")


def cross_pairs() -> None:
    """Later sessions of one topic, paired with another topic's lesson."""
    T.pair("t16-gunicorn-asgi-worker", "l-sa-async", "neither",
           "an ASGI app crashing on startup under uvicorn because of SQLAlchemy; no gunicorn, no __call__ TypeError")
    T.pair("t16-hatch-vcs-pretend-version", "l-gu-docker", "neither",
           "a Python docker build from requirements.txt; no hatch-vcs version lookup")
    T.pair("t16-flyway-out-of-order", "l-sa-opserr", "neither",
           "a database connection refused in a Python script; no Flyway")
    T.pair("t16-sqlalchemy-text", "l-fly-spring", "neither",
           "a Spring Boot app's Flyway migration; no SQLAlchemy")
