"""Cases of the fifth tracking corpus: 12 gotchas from ecosystems outside the earlier corpora (bundler,
composer, gradle/JDK, psql roles, redis, git submodules + CMake, apt locks, helm repos, AWS SSO tokens,
mix deps, deno permissions, TLS CAs) and the later sessions judged against them.

Labels, written from the session texts: "recurred" = the lesson's failure (same error shape, other names
allowed) shows up in the later session, whatever follows; "applied" = the lesson's fix (same kind of
call, names generalised, equivalent spelling) ran with no such failure before it; otherwise neither
(look-alike errors, fixes only proposed in text, sessions dated before the lesson)."""
from __future__ import annotations

from typing import Any

LESSONS: list[dict[str, Any]] = []
SOURCES: dict[str, tuple[str, str, str, list[Any]]] = {}
LATER: dict[str, tuple[str, str, str, list[Any]]] = {}
PAIRS: list[tuple[str, str, tuple[bool, bool], str]] = []

A, R, N = (True, False), (False, True), (False, False)


def b(cmd: str, out: str, err: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", cmd, out, err)


def lesson(lid: str, cwd: str, start: str, steps: list[Any], style: str, lang: str, **entry: str) -> None:
    src = "s-" + lid
    SOURCES[src] = (cwd, start, "main", steps)
    e = {"confidence": "high", "scope": "project", "kind": "gotcha", "category": "build_config"}
    e.update(entry)
    LESSONS.append({"id": "t5-" + lid, "topic": lid, "source": src, "style": style, "scope": "project",
                    "kind": "gotcha", "lang": lang, "ignored": [], "entry": e})


def later(lid: str, name: str, label: tuple[bool, bool], why: str, cwd: str, start: str,
          steps: list[Any], branch: str = "main") -> None:
    sid = "l-" + name
    if sid not in LATER:
        LATER[sid] = (cwd, start, branch, steps)
    PAIRS.append(("t5-" + lid, sid, label, why))


def build_ruby_php_java() -> None:
    # 1 bundler: rake activated twice
    lesson("bundle-rake", "/srv/shop", "2026-11-26T01:00:00Z", [
        ("user", "run the migrations"),
        b("rake db:migrate", "rake aborted!\nGem::LoadError: You have already activated rake 13.2.1, but your "
          "Gemfile requires rake 13.0.6. Prepending `bundle exec` to your command may solve this.", True),
        b("bundle exec rake db:migrate", "== 20261120 AddSkuToItems: migrating ==\n== 20261120 AddSkuToItems: "
          "migrated (0.0123s) =="),
        b("bundle exec rake db:migrate:status", " up     20261120  Add sku to items"),
    ], "code spans, placeholder <task>", "en",
        title="Run rake through bundler: the global rake is newer than the Gemfile's",
        symptom="`Gem::LoadError: You have already activated rake 13.2.1, but your Gemfile requires rake 13.0.6`",
        trap="Calling `rake <task>` directly in the Rails app",
        cause="The system gem rake is loaded before Bundler pins the Gemfile.lock version",
        workaround="`bundle exec rake <task>` (or the binstub `bin/rake <task>`)",
        evidence="`rake db:migrate` → `rake aborted!`; `bundle exec rake db:migrate` → `migrated (0.0123s)`")
    L = "bundle-rake"
    later(L, "rake-binstub", A, "ran bin/rake assets:precompile (the binstub spelling) with no LoadError first",
          "/srv/shop", "2026-11-27T09:00:00Z", [
              ("user", "precompile assets"),
              b("bin/rake assets:precompile", "I, [2026-11-27] Writing public/assets/application-3f2a.css")])
    later(L, "rake-recur", R, "rake db:seed hit 'already activated rake' (other task, other versions) then bundle exec",
          "/srv/blog", "2026-11-27T10:00:00Z", [
              ("user", "seed the db"),
              b("rake db:seed", "rake aborted!\nGem::LoadError: You have already activated rake 13.1.0, but your "
                "Gemfile requires rake 12.3.3. Prepending `bundle exec` to your command may solve this.", True),
              b("bundle exec rake db:seed", "Seeded 40 posts")])
    later(L, "rake-lookalike", N, "a different error: rake task not found (Don't know how to build task), no bundle exec",
          "/srv/shop", "2026-11-27T11:00:00Z", [
              ("user", "run the cleanup task"),
              b("bundle exec rake cleanup:orphans", "rake aborted!\nDon't know how to build task 'cleanup:orphans' "
                "(See the list of available tasks with `rake --tasks`)", True),
              b("bundle exec rake -T | grep clean", "rake tmp:clear  # Clear cache")])
    later(L, "rake-before", N, "session dated before the lesson", "/srv/shop", "2026-11-20T09:00:00Z", [
        ("user", "migrate"), b("bundle exec rake db:migrate", "== migrated ==")])

    # 2 composer: platform requirement (Spanish)
    lesson("composer-platform", "/var/www/api", "2026-11-26T02:00:00Z", [
        ("user", "instala las dependencias"),
        b("composer install", "Your lock file does not contain a compatible set of packages. Please run composer "
          "update.\n\n  Problem 1\n    - symfony/console v7.1.4 requires php >=8.2 -> your php version (8.1.2) "
          "does not satisfy that requirement.", True),
        b("composer install --ignore-platform-req=php", "Installing dependencies from lock file\nGenerating "
          "autoload files"),
        b("php vendor/bin/phpunit --version", "PHPUnit 11.3.1 by Sebastian Bergmann and contributors."),
    ], "Spanish prose, code spans", "es",
        title="composer install falla porque el PHP local (8.1) es más viejo que el del lock",
        symptom="`your php version (8.1.2) does not satisfy that requirement` al hacer `composer install`",
        trap="Instalar en la máquina de desarrollo con PHP 8.1 un lock generado para PHP 8.2 (producción)",
        cause="Composer comprueba la versión de PHP de la plataforma contra los requisitos de cada paquete",
        workaround="Ignorar sólo ese requisito: `composer install --ignore-platform-req=php`",
        evidence="`composer install` → `does not satisfy that requirement`; `composer install --ignore-platform-req=php` → `Generating autoload files`")
    L = "composer-platform"
    later(L, "composer-applied", A, "composer update --ignore-platform-req=php for another package, no platform error first",
          "/var/www/admin", "2026-11-27T12:00:00Z", [
              ("user", "add guzzle"),
              b("composer require guzzlehttp/guzzle --ignore-platform-req=php", "Using version ^7.9 for guzzlehttp/guzzle\n"
                "Generating autoload files")])
    later(L, "composer-recur", R, "php version does not satisfy (laravel/framework, 8.0.30) then a fix",
          "/var/www/shop", "2026-11-27T13:00:00Z", [
              ("user", "composer install please"),
              b("composer install", "  Problem 1\n    - laravel/framework v11.2.0 requires php ^8.2 -> your php "
                "version (8.0.30) does not satisfy that requirement.", True),
              b("composer install --ignore-platform-reqs", "Generating optimized autoload files")])
    later(L, "composer-ext", N, "a different platform error: missing ext-intl, fixed by installing the extension",
          "/var/www/api", "2026-11-27T14:00:00Z", [
              ("user", "install"),
              b("composer install", "  Problem 1\n    - Root composer.json requires PHP extension ext-intl * but it "
                "is missing from your system. Install or enable PHP's intl extension.", True),
              b("sudo apt-get install -y php8.1-intl", "Setting up php8.1-intl (8.1.2-1ubuntu2.19) ..."),
              b("composer install", "Generating autoload files")])
    later(L, "composer-proposed", N, "the flag was only suggested in text, never run",
          "/var/www/api", "2026-11-27T15:00:00Z", [
              ("user", "why does CI use --ignore-platform-req?"),
              ("say", "Because the dev box runs PHP 8.1; locally you could run `composer install --ignore-platform-req=php`, "
                      "but I did not run it here.")])

    # 3 gradle on the wrong JDK (German, env assignment prefix)
    lesson("gradle-jdk", "/home/dev/svc", "2026-11-26T03:00:00Z", [
        ("user", "bau das Projekt"),
        b("./gradlew build", "FAILURE: Build failed with an exception.\n* What went wrong:\nUnsupported class file "
          "major version 65", True),
        b("JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build", "BUILD SUCCESSFUL in 41s"),
        b("JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew test", "BUILD SUCCESSFUL in 12s"),
    ], "German prose, env assignment before the command", "de",
        title="Gradle bricht mit `Unsupported class file major version 65` ab, wenn Java 21 aktiv ist",
        symptom="`Unsupported class file major version 65` bei `./gradlew build`",
        trap="Das System-JDK ist 21, der Gradle-Wrapper (7.x) kann aber nur bis Java 17",
        cause="Gradle 7 liest Klassen von JDK 21 nicht",
        workaround="Gradle mit JDK 17 starten: `JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew <task>`",
        evidence="`./gradlew build` → `Unsupported class file major version 65`; mit `JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build` → `BUILD SUCCESSFUL in 41s`")
    L = "gradle-jdk"
    later(L, "gradle-export", A, "exported JAVA_HOME=jdk17 then gradle (not the wrapper) check, no class-version error first",
          "/home/dev/svc", "2026-11-27T16:00:00Z", [
              ("user", "run the checks"),
              b("export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 && gradle check", "BUILD SUCCESSFUL in 30s")])
    later(L, "gradle-recur", R, "Unsupported class file major version 66 (JDK 22) in another project, then JAVA_HOME",
          "/home/dev/billing", "2026-11-27T17:00:00Z", [
              ("user", "build billing"),
              b("./gradlew assemble", "* What went wrong:\nUnsupported class file major version 66", True),
              b("JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew assemble", "BUILD SUCCESSFUL in 22s")])
    later(L, "gradle-maven", N, "a maven compile error (invalid target release), not Gradle's class-file version; no JAVA_HOME switch",
          "/home/dev/legacy", "2026-11-27T18:00:00Z", [
              ("user", "compile legacy"),
              b("mvn -q compile", "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.8.1:"
                "compile: Fatal error compiling: error: invalid target release: 21", True),
              ("edit", "/home/dev/legacy/pom.xml", "<release>21</release>", "<release>17</release>"),
              b("mvn --quiet compile", "")])
    later(L, "gradle-before", N, "session dated before the lesson", "/home/dev/svc", "2026-11-21T09:00:00Z", [
        ("user", "build"), b("./gradlew build", "* What went wrong:\nUnsupported class file major version 65", True)])


def build_db_redis_git() -> None:
    # 4 psql role missing (placeholder <user>, sudo -u)
    lesson("psql-role", "/home/dev/app", "2026-11-26T04:00:00Z", [
        ("user", "create the dev database"),
        b("createdb app_dev", "createdb: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" "
          "failed: FATAL:  role \"dev\" does not exist", True),
        b("sudo -u postgres createuser --superuser dev", ""),
        b("createdb app_dev && psql -d app_dev -c 'select 1'", " ?column? \n----------\n        1\n(1 row)"),
    ], "code spans, placeholder <user>", "en",
        title="Fresh Postgres has no role for your login user: create it as postgres first",
        symptom="`FATAL:  role \"<user>\" does not exist` from `createdb`/`psql`",
        trap="Running `createdb` or `psql` as the login user right after installing PostgreSQL",
        cause="Peer authentication maps the OS user to a database role that only `postgres` can create",
        workaround="`sudo -u postgres createuser --superuser <user>`",
        evidence="`createdb app_dev` → `role \"dev\" does not exist`; `sudo -u postgres createuser --superuser dev` then `createdb app_dev` works")
    L = "psql-role"
    later(L, "psql-applied", A, "created the role for ci user up front (sudo -u postgres createuser -s), no role error before",
          "/home/ci/app", "2026-11-27T19:00:00Z", [
              ("user", "set up postgres for the ci user"),
              b("sudo -u postgres createuser -s ci", ""),
              b("createdb app_test", "")])
    later(L, "psql-recur", R, "psql: role \"runner\" does not exist (other user), then createuser",
          "/home/runner/work", "2026-11-27T20:00:00Z", [
              ("user", "open a psql shell"),
              b("psql -d postgres", "psql: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" "
                "failed: FATAL:  role \"runner\" does not exist", True),
              b("sudo -u postgres createuser --superuser runner", "")])
    later(L, "psql-dbmissing", N, "a look-alike: database does not exist (role is fine); fixed by createdb",
          "/home/dev/app", "2026-11-27T21:00:00Z", [
              ("user", "connect to reports"),
              b("psql -d reports", "psql: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" "
                "failed: FATAL:  database \"reports\" does not exist", True),
              b("createdb reports", "")])
    later(L, "psql-auth", N, "password authentication failed over TCP: different error, no createuser",
          "/home/dev/app", "2026-11-27T22:00:00Z", [
              ("user", "why does the app fail to connect"),
              b("psql -h 127.0.0.1 -U app -d app_dev -c 'select 1'", "psql: error: connection to server at "
                "\"127.0.0.1\", port 5432 failed: FATAL:  password authentication failed for user \"app\"", True),
              ("edit", "/home/dev/app/.env", "DB_PASSWORD=app", "DB_PASSWORD=app-dev-2026")])

    # 5 redis connection refused (Japanese)
    lesson("redis-down", "/home/dev/queue", "2026-11-26T05:00:00Z", [
        ("user", "ワーカーのテストを実行して"),
        b("redis-cli ping", "Could not connect to Redis at 127.0.0.1:6379: Connection refused", True),
        b("sudo systemctl start redis-server", ""),
        b("redis-cli ping", "PONG"),
    ], "Japanese prose, code spans", "ja",
        title="テスト前に redis-server が起動していないと接続拒否になる",
        symptom="`Could not connect to Redis at 127.0.0.1:6379: Connection refused`",
        trap="再起動後の開発マシンで redis-server が自動起動しない",
        cause="redis-server のサービスが enable されておらず停止したまま",
        workaround="`sudo systemctl start redis-server` で起動してから再実行する",
        evidence="`redis-cli ping` → `Connection refused`; `sudo systemctl start redis-server` → `PONG`")
    L = "redis-down"
    later(L, "redis-applied", A, "started the service first (systemctl start redis-server without sudo, as root), then tests pass",
          "/root/queue", "2026-11-28T01:00:00Z", [
              ("user", "run the worker tests"),
              b("systemctl start redis-server && redis-cli ping", "PONG"),
              b("bundle exec rspec spec/workers", "12 examples, 0 failures")])
    later(L, "redis-recur", R, "Redis refused on another host:port (redis.local:6380), then the service started",
          "/home/dev/cache", "2026-11-28T02:00:00Z", [
              ("user", "run the cache tests"),
              b("redis-cli -h redis.local -p 6380 ping", "Could not connect to Redis at redis.local:6380: "
                "Connection refused", True),
              b("sudo systemctl start redis-server@6380", ""),
              b("npm test", "Tests: 8 passed")])
    later(L, "redis-noauth", N, "a look-alike: NOAUTH Authentication required (server is up); fixed with a password",
          "/home/dev/queue", "2026-11-28T03:00:00Z", [
              ("user", "ping redis"),
              b("redis-cli ping", "(error) NOAUTH Authentication required.", True),
              b("redis-cli -a \"$REDIS_PASSWORD\" ping", "PONG")])
    later(L, "redis-before", N, "dated before the lesson", "/home/dev/queue", "2026-11-19T05:00:00Z", [
        ("user", "ping"), b("redis-cli ping", "Could not connect to Redis at 127.0.0.1:6379: Connection refused", True),
        b("sudo systemctl start redis-server", "")])

    # 6 git submodules not initialised -> CMake (Korean)
    lesson("submodule-cmake", "/home/dev/engine", "2026-11-26T06:00:00Z", [
        ("user", "빌드해 줘"),
        b("cmake -S . -B build", "CMake Error at CMakeLists.txt:12 (add_subdirectory):\n  The source directory\n\n"
          "    /home/dev/engine/third_party/fmt\n\n  does not contain a CMakeLists.txt file.", True),
        b("git submodule update --init --recursive", "Submodule path 'third_party/fmt': checked out '0c9fce2ffefecfdce794e1859584e25877b7b592'"),
        b("cmake -S . -B build && cmake --build build -j2", "[100%] Built target engine"),
    ], "Korean prose, code spans", "ko",
        title="클론 직후 서브모듈이 비어 있어 CMake 가 add_subdirectory 에서 실패함",
        symptom="`does not contain a CMakeLists.txt file.` (third_party/<lib>)",
        trap="`--recursive` 없이 클론한 저장소에서 바로 `cmake` 실행",
        cause="third_party/ 아래 서브모듈이 초기화되지 않아 디렉터리가 비어 있음",
        workaround="`git submodule update --init --recursive` 후 다시 cmake",
        evidence="`cmake -S . -B build` → `does not contain a CMakeLists.txt file.`; `git submodule update --init --recursive` → `Built target engine`")
    L = "submodule-cmake"
    later(L, "submodule-applied", A, "ran git submodule update --init --recursive right after clone, no CMake error before",
          "/home/dev", "2026-11-28T04:00:00Z", [
              ("user", "clone and build the renderer"),
              b("git clone git@github.com:acme/renderer.git && cd renderer && git submodule update --init --recursive",
                "Submodule path 'extern/glfw': checked out '7b6aead9fb88b3623e3b3725ebb42670cbe4c579'"),
              b("cd renderer && cmake -S . -B build", "-- Build files have been written to: /home/dev/renderer/build")])
    later(L, "submodule-recur", R, "add_subdirectory on an empty extern/spdlog (other lib, other repo), then submodule update",
          "/home/dev/logger", "2026-11-28T05:00:00Z", [
              ("user", "configure"),
              b("cmake -B out", "CMake Error at CMakeLists.txt:30 (add_subdirectory):\n  The source directory\n\n"
                "    /home/dev/logger/extern/spdlog\n\n  does not contain a CMakeLists.txt file.", True),
              b("git submodule update --init", "Submodule path 'extern/spdlog': checked out 'a1b2c3d'"),
              b("cmake -B out", "-- Generating done")], branch="feature/json-sink")
    later(L, "submodule-findpkg", N, "a different CMake error: find_package could not find OpenSSL; fixed with apt",
          "/home/dev/engine", "2026-11-28T06:00:00Z", [
              ("user", "build with tls"),
              b("cmake -S . -B build -DWITH_TLS=ON", "CMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n"
                "  Could NOT find OpenSSL", True),
              b("sudo apt-get install -y libssl-dev", "Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ..."),
              b("cmake -S . -B build -DWITH_TLS=ON", "-- Generating done")])
    later(L, "submodule-lfs", N, "a git LFS pointer problem (git lfs pull), not submodules",
          "/home/dev/engine", "2026-11-28T07:00:00Z", [
              ("user", "the textures look broken"),
              b("file assets/sky.png", "assets/sky.png: ASCII text"),
              b("git lfs pull", "Downloading LFS objects: 100% (42/42), 180 MB")])
