"""Scripted sessions of corpus45, part four: espanso match files in Windows cmd (doubled backslashes), git worktree
with core.longpaths in Windows cmd, Django mail through Mailpit in docker compose (in Korean, a Task), pg_repack on
PostgreSQL 16 (a long output), Tectonic with biblatex on macOS zsh (ANSI colour), raylib through CMake and MSVC in
Windows PowerShell 7 (file(line,col) errors)."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC

B, R, Z = f"{ESC}[1m", f"{ESC}[31m", f"{ESC}[0m"

ESPANSO = [
    ("user", "espanso stopped expanding anything after I edited base.yml"),
    ("bash", "espanso path",
     "Config: C:\\Users\\lena\\AppData\\Roaming\\espanso\nPackages: "
     "C:\\Users\\lena\\AppData\\Roaming\\espanso\\match\\packages\nRuntime: C:\\Users\\lena\\AppData\\Local\\espanso",
     False),
    ("bash", "espanso status", "espanso is not running", False),
    ("bash", "espanso log | findstr /i error",
     "10:41:02 [worker(9120)] [ERROR] error while loading match file "
     "C:\\Users\\lena\\AppData\\Roaming\\espanso\\match\\base.yml: mapping values are not allowed in this context at "
     "line 9 column 22", False),
    ("bash", "findstr /n \"replace\" %APPDATA%\\espanso\\match\\base.yml",
     "6:    replace: \"Best regards,\\nLena\"\n9:    replace: Time: {{mytime}}\n"
     "14:    replace: \"Room: {{form1.room}}\"",
     False),
    ("say", "Line 9's value contains `: ` itself, so YAML reads `Time:` as a nested key. Quoting the value."),
    ("edit", "C:\\Users\\lena\\AppData\\Roaming\\espanso\\match\\base.yml", "    replace: Time: {{mytime}}",
     "    replace: \"Time: {{mytime}}\""),
    ("bash", "espanso start && espanso status", "espanso started correctly!\nespanso is running", False),
    ("user", "the :sig and :now triggers work again. but my :mtg form with the room dropdown just pastes "
             "{{form1.room}} literally"),
    ("bash", "espanso match list | findstr mtg", ":mtg - Meeting room form", False),
    ("say", "The form's fields are exposed under the variable `form`, not `form1`."),
    ("edit", "C:\\Users\\lena\\AppData\\Roaming\\espanso\\match\\base.yml", "{{form1.room}}", "{{form.room}}"),
    ("bash", "espanso restart && espanso match list | findstr mtg", "espanso restarted\n:mtg - Meeting room form",
     False),
    ("say", "Restarted, and the :mtg match is loaded."),
]

WORKTREE = [
    ("user", "create a worktree for release/2.4 next to the repo so I can hotfix without stashing"),
    ("bash", "git worktree add ..\\atlas-2.4 release/2.4",
     "Exit code 128\nPreparing worktree (checking out 'release/2.4')\nerror: unable to create file "
     "web/src/components/reports/quarterly/__snapshots__/QuarterlyRevenueBreakdownByRegionAndChannelTable.test.tsx"
     ".snap: Filename too long\nfatal: Could not reset index file to revision 'HEAD'.", True),
    ("say", "That's Windows' 260-character path limit; git for Windows needs `core.longpaths` to go past it."),
    ("bash", "git config --global core.longpaths true", "", False),
    ("bash", "git worktree add ..\\atlas-2.4 release/2.4", "Exit code 128\nfatal: '..\\atlas-2.4' already exists",
     True),
    ("say", "The failed attempt left the directory and a worktree entry behind."),
    ("bash", "git worktree list",
     "C:/work/atlas      9f3e2d1 [main]\nC:/work/atlas-2.4  5b77c0e [release/2.4] prunable", False),
    ("bash", "rmdir /s /q ..\\atlas-2.4 && git worktree prune && git worktree add ..\\atlas-2.4 release/2.4",
     "Preparing worktree (checking out 'release/2.4')\nUpdating files: 100% (4182/4182), done.\n"
     "HEAD is now at 5b77c0e Bump version to 2.4.3", False),
    ("user", "thanks!"),
]

MAILPIT = [
    ("user", "장고에서 회원가입 메일이 안 보내져요. 개발용으로 mailpit 띄워놨어요 (compose 서비스 이름은 mailpit)"),
    ("bash", "docker compose exec web python manage.py sendtestemail test@example.com",
     "Exit code 1\nTraceback (most recent call last):\n  ...\n  File \"/usr/local/lib/python3.12/smtplib.py\", line "
     "341, in connect\n    self.sock = self._get_socket(host, port, self.timeout)\n"
     "ConnectionRefusedError: [Errno 111] Connection refused", True),
    ("bash", "docker compose exec web env | grep EMAIL_", "EMAIL_HOST=localhost\nEMAIL_PORT=1025\nEMAIL_USE_TLS=True",
     False),
    ("say", "컨테이너 안에서 localhost는 web 컨테이너 자신입니다. compose 서비스 이름인 mailpit으로 바꿀게요."),
    ("edit", "/home/minji/projects/booking/.env.dev", "EMAIL_HOST=localhost", "EMAIL_HOST=mailpit"),
    ("bash", "docker compose up -d web && docker compose exec web python manage.py sendtestemail test@example.com",
     "Exit code 1\n Container booking-web-1  Recreated\n Container booking-web-1  Started\n"
     "Traceback (most recent call last):\n  ...\nsmtplib.SMTPNotSupportedError: STARTTLS extension not supported by "
     "server.", True),
    ("say", "이제 연결은 되는데 EMAIL_USE_TLS=True라서 STARTTLS를 요구합니다. mailpit은 기본 설정으로는 STARTTLS를 "
            "지원하지 않아요."),
    ("edit", "/home/minji/projects/booking/.env.dev", "EMAIL_USE_TLS=True", "EMAIL_USE_TLS=False"),
    ("bash", "docker compose up -d web && docker compose exec web python manage.py sendtestemail test@example.com "
             "&& curl -s localhost:8025/api/v1/messages | jq .total",
     " Container booking-web-1  Recreated\n Container booking-web-1  Started\n1", False),
    ("user", "메일 들어왔어요! 감사해요. 테스트 코드에서도 mailpit으로 확인하고 싶은데 방법 좀 찾아봐 주세요"),
    ("task", "mailpit API 조사",
     "booking 프로젝트의 tests/에서 회원가입 메일을 mailpit으로 확인하려고 한다. mailpit REST API로 최근 메시지 "
     "제목을 읽는 방법과 테스트가 끝난 뒤 메시지를 지우는 방법을 조사해 줘. 코드는 수정하지 마.",
     "- 최근 메시지: `GET http://mailpit:8025/api/v1/messages?limit=1` → 응답의 `messages[0].Subject`\n"
     "- 전체 삭제: `DELETE http://mailpit:8025/api/v1/messages`\n"
     "- 호스트에서는 `localhost:8025`, web 컨테이너 안(테스트가 도는 곳)에서는 `mailpit:8025`로 접근합니다.\n"
     "코드는 수정하지 않았습니다."),
    ("say", "정리하면, 테스트는 web 컨테이너 안에서 돌기 때문에 `mailpit:8025`의 API를 쓰면 됩니다."),
]

_REPACK_LOG = "\n".join(
    [f"LOG: (query) INSERT INTO repack.table_16419 SELECT * FROM ONLY public.orders -- chunk {n}" for n in range(1, 19)]
    + [f"LOG: (query) CREATE UNIQUE INDEX index_{16430 + n} ON repack.table_16419 USING btree (col{n})"
       for n in range(1, 9)]
    + ["LOG: (query) SELECT repack.repack_apply($1, $2, $3, $4, $5, $6)", "LOG: (query) SELECT repack.repack_swap($1)",
       "INFO: repacking table \"public.orders\"", "LOG: (query) SELECT repack.repack_drop($1, $2)",
       "LOG: (param:0) = 16419"])

REPACK = [
    ("user", "orders in the shop db is mostly bloat. run pg_repack on it (pg16 on this host)"),
    ("bash", "pg_repack -d shop -t public.orders",
     "Exit code 1\nERROR: pg_repack failed with error: program 'pg_repack 1.5.1' does not match database library "
     "'pg_repack 1.4.8'", True),
    ("say", "The pg_repack extension in shop is still 1.4.8 from before the package upgrade; the client is 1.5.1."),
    ("bash", "psql -d shop -c 'ALTER EXTENSION pg_repack UPDATE;' -c '\\dx pg_repack'",
     "ALTER EXTENSION\n                      List of installed extensions\n   Name    | Version | Schema |"
     "                          Description\n-----------+---------+--------+-----------------------------------------"
     "---------------------\n pg_repack | 1.5.1   | public | Reorganize tables in PostgreSQL databases with minimal "
     "locks\n(1 row)", False),
    ("bash", "pg_repack -d shop -t public.orders --dry-run",
     "INFO: Dry run enabled, not executing repack\nINFO: repacking table \"public.orders\"", False),
    ("bash", "pg_repack -d shop -t public.orders -j 4 --echo 2>&1 | tail -n 31", _REPACK_LOG, False),
    ("bash", "psql -d shop -Atc \"select pg_size_pretty(pg_total_relation_size('public.orders'))\"", "9214 MB",
     False),
    ("user", "41 GB down to 9. do audit_log too"),
    ("bash", "pg_repack -d shop -t public.audit_log",
     "Exit code 1\nERROR: relation \"public.audit_log\" must have a primary key or not-null unique keys", True),
    ("say", "audit_log has no primary key, which pg_repack needs to replay changes. Either add one first with "
            "`ALTER TABLE audit_log ADD PRIMARY KEY (id)` (it holds an ACCESS EXCLUSIVE lock while the index "
            "builds), or use `pg_repack --only-indexes`, which only rebuilds the indexes. I'd add the key in the "
            "maintenance window."),
    ("user", "ok, the window is Sunday. stop here"),
]

TECTONIC = [
    ("user", "tectonic -X build fails since I switched the bibliography to biblatex"),
    ("bash", "tectonic -X build",
     f"Exit code 1\n{B}note:{Z} Running TeX ...\n{B}note:{Z} Running biber ...\n{R}error:{Z} failed to execute the "
     f"biber program: No such file or directory (os error 2)\n{R}error:{Z} the external tool exited with an error code",
     True),
    ("say", "Tectonic runs biber for biblatex but doesn't ship it. Quick route: the bibtex backend, which tectonic "
            "runs itself."),
    ("edit", "/Users/elif/thesis/src/_preamble.tex", "\\usepackage[backend=biber,style=authoryear]{biblatex}",
     "\\usepackage[backend=bibtex,style=authoryear]{biblatex}"),
    ("bash", "tectonic -X build",
     f"{B}note:{Z} Running TeX ...\n{B}note:{Z} Running bibtex ...\n{B}note:{Z} Rerunning TeX because \"main.aux\" "
     f"changed ...\n{B}note:{Z} Writing `build/default/default.pdf` (412.33 KiB)", False),
    ("user", "hm, with the bibtex backend my `date = {2024-03}` fields vanish and the sorting is off. I really need "
             "biber. brew has it, but doesn't it have to match tectonic's biblatex?"),
    ("bash", "tectonic -X bundle cat biblatex.sty | grep -m1 ProvidesPackage",
     "\\ProvidesPackage{biblatex}[2022/07/12 v3.18b programmable bibliographies (PK/MW)]", False),
    ("say", "The bundle carries biblatex 3.18b, which pairs with biber 2.18. Homebrew's biber is 2.20, so installing "
            "it from brew would stop with a control-file version mismatch; the standalone biber 2.18 binary from "
            "SourceForge matches."),
    ("user", "ok I'll fetch that myself later. meanwhile chapter 2 on its own doesn't compile either"),
    ("bash", "tectonic -X compile chapters/ch2.tex",
     f"Exit code 1\n{B}note:{Z} Running TeX ...\n{R}error:{Z} chapters/ch2.tex:5: Package fontspec Error: The font "
     "\"Helvetica Neue\" cannot be found.", True),
    ("say", "Tectonic only sees fonts from its bundle and fontconfig, not the macOS system font Helvetica Neue. "
            "TeX Gyre Heros is the bundled look-alike."),
    ("edit", "/Users/elif/thesis/chapters/ch2.tex", "\\setmainfont{Helvetica Neue}", "\\setmainfont{TeX Gyre Heros}"),
    ("bash", "tectonic -X compile chapters/ch2.tex",
     f"{B}note:{Z} Running TeX ...\n{B}note:{Z} Writing `chapters/ch2.pdf` (88.10 KiB)", False),
]

RAYLIB = [
    ("user", "set up the raylib pong project to build with cmake and VS 2022"),
    ("bash", "cmake -S . -B build -G \"Visual Studio 17 2022\" -A x64",
     "-- Selecting Windows SDK version 10.0.22621.0 to target Windows 10.0.22631.\n"
     "-- The C compiler identification is MSVC 19.40.33811.0\n-- Populating raylib\n-- Configuring done (38.2s)\n"
     "-- Generating done (0.4s)\n-- Build files have been written to: C:/src/pong/build", False),
    ("bash", "cmake --build build --config Debug",
     "Exit code 1\nMSBuild version 17.10.4+10fbfbf2e for .NET Framework\n\n  main.c\n"
     "C:\\src\\pong\\src\\main.c(27,25): error C2065: 'KEY_SPACEBAR': undeclared identifier "
     "[C:\\src\\pong\\build\\pong.vcxproj]", True),
    ("say", "raylib calls that key `KEY_SPACE`."),
    ("edit", "C:\\src\\pong\\src\\main.c", "IsKeyPressed(KEY_SPACEBAR)", "IsKeyPressed(KEY_SPACE)"),
    ("bash", "cmake --build build --config Debug",
     "Exit code 1\n  main.c\n  raylib.lib(rcore.obj) : error LNK2019: unresolved external symbol "
     "__imp_timeBeginPeriod referenced in function InitTimer [C:\\src\\pong\\build\\pong.vcxproj]\n"
     "C:\\src\\pong\\build\\Debug\\pong.exe : fatal error LNK1120: 1 unresolved externals "
     "[C:\\src\\pong\\build\\pong.vcxproj]", True),
    ("say", "main.c compiles now. raylib's timer calls into winmm, which this target doesn't link."),
    ("edit", "C:\\src\\pong\\CMakeLists.txt", "target_link_libraries(pong PRIVATE raylib)",
     "target_link_libraries(pong PRIVATE raylib winmm)"),
    ("bash", "cmake --build build --config Debug",
     "  main.c\n  pong.vcxproj -> C:\\src\\pong\\build\\Debug\\pong.exe", False),
    ("user", "runs! but the ball sprite is missing, console says: WARNING: FILEIO: [resources/ball.png] Failed to "
             "open file"),
    ("say", "The exe resolves resources/ against the directory it was started from. A POST_BUILD copy of resources "
            "next to the exe would fix it for every launch; or should I set `VS_DEBUGGER_WORKING_DIRECTORY` on the "
            "target so F5 in Visual Studio starts in the project folder?"),
    ("user", "let's commit what we have first"),
    ("bash", "git add -A && git commit -m \"build with cmake + raylib via FetchContent\"",
     "[main 1d0e6b2] build with cmake + raylib via FetchContent\n 3 files changed, 41 insertions(+), 2 deletions(-)",
     False),
]

SOURCES = {
    "espanso-cmd": ("C:\\Users\\lena", "2026-03-14T10:38:00Z", "HEAD", ESPANSO),
    "git-worktree-cmd": ("C:\\work\\atlas", "2026-03-15T08:20:00Z", "main", WORKTREE),
    "mailpit-ko": ("/home/minji/projects/booking", "2026-03-16T14:00:00Z", "feature/email", MAILPIT),
    "pg-repack": ("/home/dba", "2026-03-17T22:10:00Z", "HEAD", REPACK),
    "tectonic-biblatex": ("/Users/elif/thesis", "2026-03-18T16:25:00Z", "draft", TECTONIC),
    "raylib-cmake": ("C:\\src\\pong", "2026-03-19T19:40:00Z", "main", RAYLIB),
}
