"""The cases of the twenty-second tracking corpus, part five: Atlas's checksum mismatch after a hand-edited migration
and Wails v2 on Ubuntu 24.04 without webkit2gtk-4.0 (a Korean lesson). The rules are in tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash

# ---------------------------------------------------------------- h: Atlas checksum mismatch

ATLAS_SUM = ("Error: checksum mismatch\n\nYou have a checksum error in your migration directory.\nThis happens if you "
             "manually create or edit a migration file.\nPlease check your migration files and run\n\n'atlas migrate "
             "hash'\n\nto re-hash the contents and resolve the error\n")


def atlas_applied(version: str, stmt: str) -> str:
    return (f"Migrating to version {version} (1 migrations in total):\n\n  -- migrating version {version}\n    -> "
            f"{stmt}\n  -- ok (14.203ms)\n\n  -------------------------\n  -- 21.877ms\n  -- 1 migration\n  -- 1 sql "
            "statement\n")


def lesson_h() -> None:
    cwd = "/home/oyelaran/src/ledger-svc"
    T.source("s-atlas-hash", cwd, "2025-10-13T10:00:00Z", "fix/refund-reason-default",
             ("user", "Migration 20251012094500_add_refund_reason.sql has a typo in the column default ('unkown'). "
                      "It isn't applied anywhere yet, only pending on my local db. Fix it and apply locally."),
             bash("atlas migrate status --env local",
                  "Migration Status: PENDING\n  -- Current Version: 20251003120000\n  -- Next Version:    "
                  "20251012094500\n  -- Executed Files:  14\n  -- Pending Files:   1\n"),
             ("edit", f"{cwd}/migrations/20251012094500_add_refund_reason.sql", "DEFAULT 'unkown'",
              "DEFAULT 'unknown'"),
             bash("atlas migrate apply --env local", ATLAS_SUM, True),
             ("say", "atlas.sum still holds the hash of the file before my edit, so Atlas refuses the whole "
                     "directory. Re-hashing it."),
             bash("atlas migrate hash --env local", ""),
             bash("atlas migrate apply --env local",
                  atlas_applied("20251012094500", "ALTER TABLE \"refunds\" ADD COLUMN \"reason\" text NOT NULL "
                                "DEFAULT 'unknown';")))
    T.lesson("t22-atlas-hash", "global", "en", "s-atlas-hash", "tool_quirk",
             "atlas migrate apply refuses the migration directory after a migration file is edited by hand",
             "After fixing a typo in a pending migration, `atlas migrate apply --env local` failed with \"Error: "
             "checksum mismatch\".",
             "Reverting the edit or looking for a broken migration; the file itself is fine.",
             "atlas.sum stores a hash of every migration file; any hand-made or edited file makes the directory "
             "fail its integrity check until the sum file is regenerated.",
             "After creating or editing any file in the migration directory, run `atlas migrate hash` (with the "
             "same --env or --dir) to rewrite atlas.sum, then apply or lint.",
             ["`atlas migrate apply --env local`", "`Error: checksum mismatch`",
              "`You have a checksum error in your migration directory.`", "`atlas migrate hash --env local`"])


def later_h() -> None:
    cwd = "/home/oyelaran/src/ledger-svc"
    T.later("l-atlas-handwritten", cwd, "2025-10-17T08:10:00Z", "feat/payout-index",
            ("user", "Add a migration that builds an index on payouts(merchant_id, created_at) concurrently, and "
                     "apply it locally."),
            ("write", f"{cwd}/migrations/20251017081000_payouts_merchant_idx.sql",
             "-- atlas:txmode none\n\nCREATE INDEX CONCURRENTLY \"payouts_merchant_created_idx\" ON \"payouts\" "
             "(\"merchant_id\", \"created_at\");\n"),
            bash("atlas migrate hash --env local && atlas migrate apply --env local",
                 atlas_applied("20251017081000", "CREATE INDEX CONCURRENTLY \"payouts_merchant_created_idx\" ON "
                               "\"payouts\" (\"merchant_id\", \"created_at\");")))
    T.pair("t22-atlas-hash", "l-atlas-handwritten", "applied", "migrate hash right after writing the migration by "
           "hand, before apply; no checksum error")
    T.later("l-atlas-merge", cwd, "2025-10-21T15:00:00Z", "feat/payout-index",
            ("user", "Merge main into this branch and make sure the local db is migrated."),
            bash("git merge origin/main", "Auto-merging migrations/atlas.sum\nCONFLICT (content): Merge conflict in "
                 "migrations/atlas.sum\nAutomatic merge failed; fix conflicts and then commit the result.\n", True),
            ("say", "atlas.sum is generated, so I'll take either side and regenerate it from the merged files."),
            bash("git checkout --theirs migrations/atlas.sum && atlas migrate hash --env local && git add "
                 "migrations/atlas.sum && git commit --no-edit", "[feat/payout-index 6b1f0e2] Merge remote-tracking "
                 "branch 'origin/main' into feat/payout-index\n"),
            bash("atlas migrate apply --env local",
                 atlas_applied("20251020113000", "ALTER TABLE \"merchants\" ADD COLUMN \"payout_schedule\" text;")))
    T.pair("t22-atlas-hash", "l-atlas-merge", "applied", "re-hashed after the git conflict and before apply; no "
           "checksum mismatch (the merge conflict is git's)")
    T.later("l-atlas-lint-recur", cwd, "2025-10-25T09:40:00Z", "feat/refund-notes",
            ("user", "The migrations lint job is red on my PR."),
            bash("atlas migrate lint --env ci --latest 1", ATLAS_SUM, True),
            bash("git log --oneline -1 -- migrations/20251024160000_refund_notes.sql",
                 "a9c8e7f tweak refund notes column length\n"),
            ("say", "The last commit edited the migration by hand without re-hashing."),
            bash("atlas migrate hash --env ci && atlas migrate lint --env ci --latest 1",
                 "Analyzing changes until version 20251024160000 (1 migration in total):\n\n  -- analyzing version "
                 "20251024160000\n    -- no diagnostics found\n  -------------------------\n  -- 1 version ok\n"))
    T.pair("t22-atlas-hash", "l-atlas-lint-recur", "recurred", "migrate lint hit the checksum mismatch from a hand "
           "edit before any hash")
    later_h2()


def later_h2() -> None:
    notify = "/home/oyelaran/src/notify-svc"
    url = '"postgres://notify:notify@db:5432/notify?sslmode=disable"'
    T.later("l-atlas-docker-recur", notify, "2025-10-30T11:20:00Z", "feat/digest-emails",
            ("user", "I added 20251030_digest.sql by hand in notify-svc; apply it to the compose database."),
            bash(f"docker compose run --rm atlas migrate apply --dir file:///migrations --url {url}",
                 "[+] Creating 1/0\n ✔ Container notify-svc-db-1  Running\n" + ATLAS_SUM, True),
            bash("docker compose run --rm atlas migrate hash --dir file:///migrations", ""),
            bash(f"docker compose run --rm atlas migrate apply --dir file:///migrations --url {url}",
                 atlas_applied("20251030", "CREATE TABLE \"digests\" (\"id\" bigserial PRIMARY KEY, ...);")))
    T.pair("t22-atlas-hash", "l-atlas-docker-recur", "recurred", "checksum mismatch in notify-svc through docker "
           "compose, re-hashed afterwards")
    cwd = "/home/oyelaran/src/ledger-svc"
    T.later("l-atlas-diff", cwd, "2025-11-04T13:00:00Z", "feat/refund-notes-2",
            ("user", "I added a notes column to the refunds table in schema.sql; generate the migration and apply "
                     "it."),
            bash("atlas migrate diff refund_notes_2 --env local", ""),
            bash("ls migrations | tail -2", "20251104130012_refund_notes_2.sql\natlas.sum\n"),
            bash("atlas migrate apply --env local",
                 atlas_applied("20251104130012", "ALTER TABLE \"refunds\" ADD COLUMN \"internal_notes\" text;")))
    T.pair("t22-atlas-hash", "l-atlas-diff", "neither", "a generated migration (diff writes atlas.sum itself); no "
           "checksum error and no hash call")
    T.later("l-atlas-baseline", "/home/oyelaran/src/legacy-billing", "2025-11-08T10:30:00Z", "chore/adopt-atlas",
            ("user", "legacy-billing now has an Atlas migration dir; apply it to the prod replica copy."),
            bash("atlas migrate apply --env replica",
                 "Error: sql/migrate: connected database is not clean: found table \"invoices\" in schema "
                 "\"public\". baseline version or allow-dirty is required\n", True),
            ("say", "The database already has the schema the first migration creates. Marking it as the baseline."),
            bash("atlas migrate apply --env replica --baseline 20250101000000",
                 "No migration files to execute\n"))
    T.pair("t22-atlas-hash", "l-atlas-baseline", "neither", "a not-clean database needing a baseline, not a "
           "checksum error; no hash")


# ---------------------------------------------------------------- i: Wails v2 on Ubuntu 24.04

WAILS_NO_40 = ("Wails CLI v2.9.2\n\n# Compiling application\n• Generating bindings: Done.\n• Installing frontend "
               "dependencies: Done.\n• Compiling frontend: Done.\n• Compiling application: \nERROR   # pkg-config "
               "--cflags  -- gtk+-3.0 webkit2gtk-4.0\n        Package webkit2gtk-4.0 was not found in the pkg-config "
               "search path.\n        Perhaps you should add the directory containing `webkit2gtk-4.0.pc'\n        "
               "to the PKG_CONFIG_PATH environment variable\n        Package 'webkit2gtk-4.0', required by "
               "'virtual:world', not found\n        pkg-config: exit status 1\n")


def wails_built(path: str, secs: str) -> str:
    return ("Wails CLI v2.9.2\n\n# Compiling application\n• Generating bindings: Done.\n• Installing frontend "
            "dependencies: Done.\n• Compiling frontend: Done.\n• Compiling application: Done.\n• Packaging "
            f"application: Done.\nBuilt '{path}' in {secs}s.\n")


def lesson_i() -> None:
    cwd = "/home/minseo/projects/memo-desk"
    T.source("s-wails-webkit41", cwd, "2025-10-14T04:00:00Z", "main",
             ("user", "우분투 24.04 새 노트북에서 memo-desk 빌드해줘. wails 는 설치해놨어."),
             bash("wails build", WAILS_NO_40, True),
             bash("pkg-config --modversion webkit2gtk-4.1", "2.46.5\n"),
             ("say", "24.04 에는 webkit2gtk-4.0 이 없고 4.1 만 있습니다. Wails v2.8 부터는 `webkit2_41` 빌드 태그로 "
                     "4.1 에 링크할 수 있습니다."),
             bash("wails build -tags webkit2_41", wails_built(f"{cwd}/build/bin/memo-desk", "38.412")))
    T.lesson("t22-wails-webkit41", "global", "ko", "s-wails-webkit41", "build_config",
             "우분투 24.04 에서 wails build 가 webkit2gtk-4.0 을 못 찾아 실패함",
             "`wails build` 가 애플리케이션 컴파일 단계에서 \"Package webkit2gtk-4.0 was not found in the "
             "pkg-config search path\" 로 실패했다.",
             "libwebkit2gtk-4.0-dev 를 apt 로 설치하려 하거나 (24.04 저장소에는 없다) PKG_CONFIG_PATH 를 고치는 것.",
             "Wails v2 는 기본으로 webkit2gtk-4.0 에 링크하는데 우분투 24.04 에는 webkit2gtk-4.1 만 있다.",
             "빌드 태그 `webkit2_41` 을 준다: `wails build -tags webkit2_41`, 개발 서버는 `wails dev -tags "
             "webkit2_41` (Wails v2.8 이상). 다른 태그가 있으면 쉼표로 함께 적고, wails 없이 go test 할 때도 같은 "
             "태그를 준다.",
             ["`wails build`", "`Package webkit2gtk-4.0 was not found in the pkg-config search path.`",
              "`pkg-config --modversion webkit2gtk-4.1`", "`wails build -tags webkit2_41`"])


def later_i() -> None:
    cwd = "/home/minseo/projects/memo-desk"
    T.later("l-wails-dev", cwd, "2025-10-19T05:00:00Z", "feat/tags-sidebar",
            ("user", "개발 서버 띄워줘. 태그 사이드바 작업할 거야."),
            bash("(wails dev -tags webkit2_41 > /tmp/wails-dev.log 2>&1 &) ; sleep 20 ; tail -4 /tmp/wails-dev.log",
                 "• Compiling application: Done.\n\nTo develop in the browser and call your bound Go methods from "
                 "Javascript, navigate to: http://localhost:34115\nUsing DevServer URL: http://localhost:34115\n"
                 "Watching (sub)/directory: /home/minseo/projects/memo-desk\n"),
            ("say", "개발 서버가 떴습니다. 브라우저에서는 http://localhost:34115 로 접근하면 됩니다."))
    T.pair("t22-wails-webkit41", "l-wails-dev", "applied", "wails dev -tags webkit2_41 from the start; it compiles")
    T.later("l-wails-fts5", cwd, "2025-10-23T06:30:00Z", "feat/search",
            ("user", "sqlite FTS5 켜서 릴리즈 빌드해줘."),
            bash('wails build -clean -tags "webkit2_41,sqlite_fts5"',
                 "Wails CLI v2.9.2\n\n# Compiling application\n• Generating bindings: Done.\n• Installing frontend "
                 "dependencies: Done.\n• Compiling frontend: \nERROR   src/lib/search.ts(14,7): error TS2322: Type "
                 "'string | undefined' is not assignable to type 'string'.\n", True),
            ("edit", f"{cwd}/frontend/src/lib/search.ts", "const q: string = params.get('q');",
             "const q: string = params.get('q') ?? '';"),
            bash('wails build -clean -tags "webkit2_41,sqlite_fts5"',
                 wails_built(f"{cwd}/build/bin/memo-desk", "44.907")))
    T.pair("t22-wails-webkit41", "l-wails-fts5", "applied", "webkit2_41 among the tags from the first build; the "
           "TypeScript error is a different failure")
    T.later("l-wails-docker-recur", cwd, "2025-10-28T02:15:00Z", "ci/docker-build",
            ("user", "CI 용 Docker 이미지(ubuntu:24.04)로 리눅스 빌드 되는지 확인해줘."),
            bash("docker build -t memo-desk-build -f build/ci.Dockerfile .",
                 "#12 [builder 7/7] RUN wails build -platform linux/amd64\n#12 2.811 " + WAILS_NO_40.replace("\n",
                 "\n#12 ") + "\nERROR: failed to solve: process \"/bin/sh -c wails build -platform linux/amd64\" "
                 "did not complete successfully: exit code: 1\n", True),
            ("say", "이미지도 24.04 라서 노트북과 같은 문제입니다. Dockerfile 에 태그를 추가합니다."),
            ("edit", f"{cwd}/build/ci.Dockerfile", "RUN wails build -platform linux/amd64",
             "RUN wails build -platform linux/amd64 -tags webkit2_41"),
            bash("docker build -t memo-desk-build -f build/ci.Dockerfile .",
                 "#12 [builder 7/7] RUN wails build -platform linux/amd64 -tags webkit2_41\n#12 41.20 Built "
                 "'/src/build/bin/memo-desk' in 39.877s.\n#13 exporting to image\n#13 DONE 0.4s\n"))
    T.pair("t22-wails-webkit41", "l-wails-docker-recur", "recurred", "the webkit2gtk-4.0 failure inside the 24.04 "
           "image before the tag was added")
    later_i2()


def later_i2() -> None:
    cwd = "/home/minseo/projects/memo-desk"
    T.later("l-wails-gotest-recur", cwd, "2025-11-01T07:00:00Z", "feat/search",
            ("user", "Go 테스트 전부 돌려줘."),
            bash("go test ./...",
                 "# github.com/wailsapp/wails/v2/internal/frontend/desktop/linux\n# [pkg-config --cflags  -- "
                 "gtk+-3.0 webkit2gtk-4.0]\nPackage webkit2gtk-4.0 was not found in the pkg-config search path.\n"
                 "Perhaps you should add the directory containing `webkit2gtk-4.0.pc'\nto the PKG_CONFIG_PATH "
                 "environment variable\nPackage 'webkit2gtk-4.0', required by 'virtual:world', not found\n"
                 "FAIL\tgithub.com/minseo/memo-desk [setup failed]\nok  \tgithub.com/minseo/memo-desk/internal/store"
                 "\t0.412s\n", True),
            ("say", "wails 를 거치지 않아서 태그가 빠졌습니다."),
            bash("go test -tags webkit2_41 ./...", "ok  \tgithub.com/minseo/memo-desk\t0.088s\nok  \t"
                 "github.com/minseo/memo-desk/internal/store\t0.405s\n"))
    T.pair("t22-wails-webkit41", "l-wails-gotest-recur", "recurred", "go test hit the same webkit2gtk-4.0 "
           "pkg-config failure before -tags webkit2_41")
    T.later("l-wails-nsis", cwd, "2025-11-05T03:40:00Z", "release/0.4.0",
            ("user", "윈도우용 설치 파일도 만들어줘."),
            bash("wails build -platform windows/amd64 -nsis",
                 "Wails CLI v2.9.2\n\n# Compiling application\n• Compiling application: Done.\n• Packaging "
                 "application: Done.\n• Building NSIS installer: \nERROR   Error: Unable to find makensis. Please "
                 "install NSIS and make sure makensis is in your PATH.\n", True),
            bash("sudo apt-get install -y nsis && wails build -platform windows/amd64 -nsis",
                 "Setting up nsis (3.09-4) ...\n" + wails_built(f"{cwd}/build/bin/memo-desk-amd64-installer.exe",
                                                               "51.302")))
    T.pair("t22-wails-webkit41", "l-wails-nsis", "neither", "a Windows cross build missing makensis; no "
           "webkit2gtk failure and no webkit2_41 tag")
    T.later("l-wails-fedora-q", cwd, "2025-11-09T01:20:00Z", "main",
            ("user", "다음 주에 Fedora 41 노트북도 쓸 건데 거기서도 태그가 필요해?"),
            ("say", "Fedora 41 도 webkit2gtk 4.0 패키지가 빠지고 4.1 만 남아서 같은 문제가 생깁니다. 거기서도 "
                    "`wails build -tags webkit2_41` 처럼 태그를 주면 됩니다. 패키지는 webkit2gtk4.1-devel 과 "
                    "gtk3-devel 을 설치하세요."),
            ("user", "고마워."))
    T.pair("t22-wails-webkit41", "l-wails-fedora-q", "neither", "the tag is only mentioned in an answer; nothing is "
           "built")
    T.later("l-wails-early", cwd, "2025-09-20T03:00:00Z", "main",
            ("user", "빌드해줘."),
            bash("wails build", WAILS_NO_40, True),
            bash("wails build -tags webkit2_41", wails_built(f"{cwd}/build/bin/memo-desk", "40.118")))
    T.pair("t22-wails-webkit41", "l-wails-early", "neither", "dated before the lesson's source session")
