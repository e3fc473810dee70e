"""Cases of the thirty-first tracking corpus: csvkit on CP949 files (a Korean lesson), join under a UTF-8
locale, and PowerShell's ConvertTo-Json depth. The labelling rules are in tracking31_cases.py."""
from __future__ import annotations

from tests.truth.tracking31_cases import T
from tests.truth.tracking_tables import err, ok, say, user

CSV_FAIL = ("Your file is not \"utf-8\" encoded. Please specify the correct encoding with the -e flag. "
            "Use the -v flag to see the complete error.")


def _csv_source() -> None:
    T.source(
        "s-csvkit-cp949", "/Users/seoyeon/data/sales", "2025-05-19T06:30:00Z", "main",
        user("거래처 매출 파일 sales_2024.csv 요약 통계를 보여줘. 엑셀에서 저장한 거야."),
        err("csvstat sales_2024.csv", CSV_FAIL),
        ok("file sales_2024.csv", "sales_2024.csv: Non-ISO extended-ASCII text, with CRLF line terminators"),
        say("한국어 Windows의 엑셀은 CSV를 CP949로 저장합니다. csvkit은 기본으로 utf-8로 읽기 때문에 실패했습니다."),
        ok("csvstat -e cp949 -c 거래처,금액 sales_2024.csv",
           "  1. \"거래처\"\n\n\tType of data:          Text\n\tUnique values:         214\n\n"
           "  2. \"금액\"\n\n\tType of data:          Number\n\tSum:                   1,284,530,000"),
    )
    T.lesson(
        "t31-csvkit-cp949", "global", "ko", "s-csvkit-cp949", "tool_quirk",
        "엑셀에서 저장한 한글 CSV를 csvkit이 읽지 못함: `Your file is not \"utf-8\" encoded`",
        "`csvstat sales_2024.csv`가 `Your file is not \"utf-8\" encoded. Please specify the correct encoding with "
        "the -e flag.`로 끝난다.",
        "파일은 엑셀과 메모장에서 멀쩡히 열려서 파일이 깨진 것처럼 보이지 않는다.",
        "한국어 Windows의 엑셀은 CSV를 CP949(EUC-KR 확장)로 저장하고, csvkit 도구들은 인코딩을 따로 알려 주지 "
        "않으면 utf-8로 읽는다.",
        "파일 인코딩을 `-e cp949`(긴 이름 `--encoding cp949`)로 알려 준다. csvstat, csvcut, csvlook, csvsql, "
        "csvjson 모두 같은 옵션을 받는다. 여러 번 쓸 파일이면 `iconv -f cp949 -t utf-8`로 한 번 utf-8로 바꿔 둔다.",
        ["`csvstat sales_2024.csv` → \"Your file is not \"utf-8\" encoded\"",
         "`file sales_2024.csv` → \"Non-ISO extended-ASCII text, with CRLF line terminators\"",
         "`csvstat -e cp949 -c 거래처,금액 sales_2024.csv` 성공"],
    )


def _csv_later() -> None:
    T.later(
        "l-csv-before", "/Users/seoyeon/data/sales", "2025-05-10T07:00:00Z", "main",
        user("sales_2023.csv 열 이름만 보여줘."),
        ok("csvcut -e cp949 -n sales_2023.csv", "  1: 일자\n  2: 거래처\n  3: 금액"),
    )
    T.later(
        "l-csv-linux", "/home/seoyeon/crm", "2025-06-07T10:00:00Z", "export",
        user("고객목록.csv 열 목록 좀."),
        err("csvcut -n 고객목록.csv", CSV_FAIL),
        ok("csvcut -e cp949 -n 고객목록.csv", "  1: 고객번호\n  2: 이름\n  3: 전화"),
    )
    T.later(
        "l-csv-ps", r"C:\Users\seoyeon\data\orders", "2025-06-15T01:20:00Z", "main",
        user("PowerShell에서 orders.csv 지역별 합계를 구해 줘. 엑셀에서 저장한 파일이야."),
        ok('csvsql --encoding cp949 --query "select 지역, sum(금액) as 합계 from orders group by 지역" orders.csv',
           "지역,합계\n서울,412000000\n부산,98000000\n대구,61000000"),
    )
    T.later(
        "l-csv-iconv", "/home/seoyeon/club", "2025-06-24T12:00:00Z", "main",
        user("fish야. members.csv를 utf-8로 바꾸고 표로 보여줘."),
        ok("iconv -f cp949 -t utf-8 members.csv > members.utf8.csv; and csvlook members.utf8.csv | head -4",
           "| 이름   | 기수 |\n| ------ | ---- |\n| 김하늘 |   12 |\n| 박서준 |   13 |"),
    )
    T.later(
        "l-csv-ragged", "/home/seoyeon/crm", "2025-07-02T09:15:00Z", "export",
        user("visits.csv 통계 보여줘."),
        err("csvstat visits.csv", "ValueError: Row 12 has 5 values, but Table only has 4 columns."),
        say("인코딩 문제는 아니고 12번째 줄에 쉼표가 하나 더 있습니다."),
    )
    T.later(
        "l-csv-quoted", "/Users/seoyeon/data/sales", "2025-07-09T08:00:00Z", "main",
        user("어제 `csvstat`이 'Your file is not \"utf-8\" encoded' 라고 했는데 왜 그런 거야? 설명만 해 줘."),
        say("엑셀이 CP949로 저장했기 때문입니다. 다음에는 인코딩을 알려 주면 됩니다."),
    )
    T.later(
        "l-csv-cmd", r"C:\Users\seoyeon\data\stock", "2025-07-18T05:40:00Z", "main",
        user("cmd에서 재고.csv를 json으로 바꿔 줘."),
        err("csvjson 재고.csv > 재고.json", CSV_FAIL),
        ok("csvjson -e cp949 재고.csv > 재고.json && type 재고.json",
           "[{\"품목\": \"볼트\", \"수량\": 120}, {\"품목\": \"너트\", \"수량\": 300}]"),
    )


def _csv_pairs() -> None:
    lid = "t31-csvkit-cp949"
    T.pair(lid, "l-csv-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-csv-linux", "recurred", "csvcut fails on 고객목록.csv as not utf-8, then -e cp949")
    T.pair(lid, "l-csv-ps", "applied", "csvsql --encoding cp949, the long form the lesson names, works first time")
    T.pair(lid, "l-csv-iconv", "applied", "iconv -f cp949 -t utf-8 before csvlook, as the lesson names")
    T.pair(lid, "l-csv-ragged", "neither", "a ragged row is a different csvkit error; no encoding given")
    T.pair(lid, "l-csv-quoted", "neither", "the error is only quoted by the person; nothing is run")
    T.pair(lid, "l-csv-cmd", "recurred", "csvjson rejects 재고.csv as not utf-8 in cmd, then -e cp949")


JOIN_FAIL = "join: users.csv:118: is not sorted: u-Z07,zed@example.com\njoin: input is not in sorted order"


def _join_source() -> None:
    T.source(
        "s-join-locale", "/home/ivo/reports", "2025-05-21T14:00:00Z", "q2",
        user("Join users.csv (id,email) with spend.csv (id,total) on id. Both come sorted from the Python export."),
        err("join -t, users.csv spend.csv > joined.csv", JOIN_FAIL),
        ok("locale | head -1", "LANG=en_US.UTF-8"),
        say("The export sorts by code point (Python's sorted()), but join compares with the en_US.UTF-8 "
            "collation, which orders case and punctuation differently. In the C locale join compares bytes."),
        ok("LC_ALL=C join -t, users.csv spend.csv > joined.csv && wc -l joined.csv", "1873 joined.csv"),
    )
    T.lesson(
        "t31-join-c-locale", "global", "en", "s-join-locale", "tool_quirk",
        "join rejects byte-sorted input under a UTF-8 locale: `input is not in sorted order`",
        "`join -t, users.csv spend.csv` stops with `join: input is not in sorted order` on files that are sorted.",
        "The files really are sorted (by a program), so re-sorting them or checking the data looks like the "
        "thing to do.",
        "join compares keys with the current locale's collation (en_US.UTF-8 here), while the files were sorted "
        "by byte value; the two orders differ for mixed case and punctuation.",
        "Run join, and any sort that feeds it, in the C locale: `LC_ALL=C join -t, users.csv spend.csv`, "
        "`export LC_ALL=C` at the top of a script, `env LC_ALL=C join …` in fish; `LC_COLLATE=C` alone is "
        "enough when LC_ALL is not set.",
        ["`join -t, users.csv spend.csv > joined.csv` → \"join: input is not in sorted order\"",
         "`locale` showed \"LANG=en_US.UTF-8\"",
         "`LC_ALL=C join -t, users.csv spend.csv > joined.csv && wc -l joined.csv` → \"1873 joined.csv\""],
    )


def _join_later() -> None:
    T.later(
        "l-join-before", "/home/ivo/reports", "2025-05-05T09:00:00Z", "q1",
        user("Join q1 users with spend."),
        ok("LC_ALL=C join -t, q1-users.csv q1-spend.csv | wc -l", "1702"),
    )
    T.later(
        "l-join-fish", "/home/ivo/shop-data", "2025-06-08T15:30:00Z", "refunds",
        user("fish: match orders.csv and refunds.csv on order id."),
        err("join -t, -1 1 -2 1 orders.csv refunds.csv > matched.csv",
            "join: refunds.csv:41: is not sorted: ORD-a113,2025-05-02,19.90\njoin: input is not in sorted order"),
        ok("env LC_ALL=C join -t, -1 1 -2 1 orders.csv refunds.csv > matched.csv; and wc -l matched.csv",
           "212 matched.csv"),
    )
    T.later(
        "l-join-export", "/home/ivo/reports", "2025-06-17T08:10:00Z", "q2",
        user("Build the churn list: sort both exports and join them."),
        ok("export LC_ALL=C; sort -t, -k1,1 active.csv > a.s; sort -t, -k1,1 cancelled.csv > c.s; "
           "join -t, a.s c.s > churn.csv; wc -l churn.csv", "96 churn.csv"),
    )
    T.later(
        "l-join-collate", "/Users/mina/ops/inventory", "2025-06-26T10:45:00Z", "owners",
        user("zsh: put each host next to its owner (tab-separated files)."),
        ok("LC_COLLATE=C join -t $'\\t' hosts.tsv owners.tsv | head -2",
           "db-01\t10.0.3.11\tdata-team\nweb-01\t10.0.1.21\tweb-team"),
    )
    T.later(
        "l-join-missing", "/home/ivo/reports", "2025-07-03T13:00:00Z", "q2",
        user("Re-run the q2 join."),
        err("join -t, users.csv spend-q2.csv > joined.csv", "join: spend-q2.csv: No such file or directory"),
        say("The spend file is named spend.csv; nothing else to do until the export lands."),
    )
    T.later(
        "l-join-tr", "/home/ivo/reports", "2025-07-11T16:00:00Z", "cleanup",
        user("Strip the carriage returns from the Windows export."),
        ok("LC_ALL=C tr -d '\\r' < export-win.csv > export.csv && file export.csv", "export.csv: ASCII text"),
    )
    T.later(
        "l-join-make", "/home/ivo/reports", "2025-07-19T07:30:00Z", "monthly",
        user("make report for July."),
        err("make report MONTH=2025-07",
            "join -t, build/accounts.csv build/invoices.csv > build/report.csv\n"
            "join: build/invoices.csv:7: is not sorted: INV-b20,acct-9,120.00\njoin: input is not in sorted order\n"
            "make: *** [Makefile:14: build/report.csv] Error 1"),
    )


def _join_pairs() -> None:
    lid = "t31-join-c-locale"
    T.pair(lid, "l-join-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-join-fish", "recurred", "join rejects refunds.csv as unsorted, then env LC_ALL=C join works")
    T.pair(lid, "l-join-export", "applied", "export LC_ALL=C before sort and join, as the lesson names")
    T.pair(lid, "l-join-collate", "applied", "LC_COLLATE=C join, a spelling the lesson names")
    T.pair(lid, "l-join-missing", "neither", "a missing input file is a different join error")
    T.pair(lid, "l-join-tr", "neither", "LC_ALL=C used for tr, not for join")
    T.pair(lid, "l-join-make", "recurred", "the Makefile's join rejects invoices.csv as unsorted")


JSON_WARN = "WARNING: Resulting JSON is truncated as serialization has exceeded the set depth of 2."
PY_CHECK = ("python -c \"import json; print(json.load(open('appsettings.Development.json'))['Logging']['LogLevel']"
            "['Default'])\"")


def _psjson_source() -> None:
    T.source(
        "s-ps-json-depth", r"C:\Users\rafa\src\shop-api", "2025-05-23T08:00:00Z", "devsettings",
        user("Run scripts/new-devsettings.ps1 to write appsettings.Development.json and check that "
             "Logging.LogLevel.Default comes out as Debug."),
        ok("pwsh -NoProfile -File scripts/new-devsettings.ps1", f"{JSON_WARN}\nWrote appsettings.Development.json"),
        err(PY_CHECK, "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "TypeError: string indices must be integers, not 'str'"),
        ok("Get-Content appsettings.Development.json",
           "{\n  \"Logging\": {\n    \"LogLevel\": \"System.Collections.Hashtable\"\n  }\n}"),
        say("ConvertTo-Json stops at depth 2 by default and writes anything deeper as its type name, here "
            "System.Collections.Hashtable."),
        ("edit", r"C:\Users\rafa\src\shop-api\scripts\new-devsettings.ps1",
         "$cfg | ConvertTo-Json | Set-Content", "$cfg | ConvertTo-Json -Depth 10 | Set-Content"),
        ok(f"pwsh -NoProfile -File scripts/new-devsettings.ps1; {PY_CHECK}",
           "Wrote appsettings.Development.json\nDebug"),
    )
    T.lesson(
        "t31-ps-convertto-json-depth", "global", "en", "s-ps-json-depth", "api_quirk",
        "ConvertTo-Json writes nested hashtables as \"System.Collections.Hashtable\" past depth 2",
        "The generated appsettings.Development.json has `\"LogLevel\": \"System.Collections.Hashtable\"` and "
        "reading `['Logging']['LogLevel']['Default']` fails with `string indices must be integers`.",
        "The script runs without an error; PowerShell 7 only prints a warning and Windows PowerShell 5.1 prints "
        "nothing, so the file looks written.",
        "ConvertTo-Json's -Depth defaults to 2; deeper objects are converted with ToString(), which gives the "
        "type name.",
        "Always give a depth: `ConvertTo-Json -Depth 10` (the parameter name can be shortened, `-d 10`), or set "
        "`$PSDefaultParameterValues['ConvertTo-Json:Depth'] = 10` at the top of the script or in `$PROFILE`.",
        [f"`pwsh -NoProfile -File scripts/new-devsettings.ps1` printed \"{JSON_WARN}\"",
         "the file held \"LogLevel\": \"System.Collections.Hashtable\" and the check failed with \"string indices "
         "must be integers\"",
         "after the edit to `ConvertTo-Json -Depth 10` the check printed \"Debug\""],
    )


def _psjson_later() -> None:
    T.later(
        "l-psjson-before", r"C:\Users\rafa\src\shop-api", "2025-05-15T09:30:00Z", "ci-matrix",
        user("Dump the CI matrix hashtable to matrix.json."),
        ok("$matrix | ConvertTo-Json -Depth 10 | Set-Content matrix.json; (Get-Item matrix.json).Length", "1843"),
    )
    T.later(
        "l-psjson-tags", r"C:\Users\rafa\src\infra-scripts", "2025-06-09T07:15:00Z", "tags",
        user("Windows PowerShell 5.1: export the tag map and apply it with the node script."),
        ok(r"powershell -NoProfile -File .\tools\export-tags.ps1; Get-Content tags.json",
           "{\n    \"web\":  {\n        \"labels\":  \"System.Collections.Hashtable\"\n    }\n}"),
        err("node scripts/apply-tags.js", "TypeError: Cannot read properties of undefined (reading 'owner')\n"
            "    at applyTags (C:\\Users\\rafa\\src\\infra-scripts\\scripts\\apply-tags.js:14:31)"),
        ("edit", r"C:\Users\rafa\src\infra-scripts\tools\export-tags.ps1", "ConvertTo-Json |",
         "ConvertTo-Json -Depth 5 |"),
        ok(r"powershell -NoProfile -File .\tools\export-tags.ps1; node scripts/apply-tags.js", "tagged 14 resources"),
    )
    T.later(
        "l-psjson-manifest", r"C:\Users\rafa\src\shop-web", "2025-06-18T12:40:00Z", "release",
        user("Write the release manifest from $manifest."),
        ok("$manifest | ConvertTo-Json -Depth 8 | Set-Content package.manifest.json; "
           "(Get-Content package.manifest.json | ConvertFrom-Json).assets.js.hash", "5d1c0e7a"),
    )
    T.later(
        "l-psjson-default", r"C:\Users\rafa\src\shop-api", "2025-06-27T10:00:00Z", "ci-matrix",
        user("Regenerate the CI matrix; make every ConvertTo-Json in the session deep enough."),
        ok("$PSDefaultParameterValues['ConvertTo-Json:Depth'] = 10; .\\scripts\\build-matrix.ps1; "
           "Select-String -Path matrix.json -Pattern Hashtable -Quiet", "Wrote matrix.json\nFalse"),
    )
    T.later(
        "l-psjson-flat", r"C:\Users\rafa\src\shop-api", "2025-07-05T15:20:00Z", "ops",
        user("List the dotnet processes as JSON."),
        ok("Get-Process dotnet | Select-Object Name,Id | ConvertTo-Json -Compress",
           "[{\"Name\":\"dotnet\",\"Id\":9120},{\"Name\":\"dotnet\",\"Id\":11384}]"),
    )
    T.later(
        "l-psjson-parse", r"C:\Users\rafa\src\legacy-tool", "2025-07-13T09:05:00Z", "config",
        user("Windows PowerShell 5.1: read settings.json and print the port."),
        err("(Get-Content settings.json -Raw | ConvertFrom-Json).port",
            "ConvertFrom-Json : Invalid JSON primitive: ."),
        say("settings.json has // comments, which Windows PowerShell 5.1's ConvertFrom-Json cannot parse."),
    )
    T.later(
        "l-psjson-d", r"C:\Users\rafa\src\report-svc", "2025-07-21T11:30:00Z", "schedules",
        user("Generate schedules.json and validate it with the checker."),
        ok(r".\scripts\gen-schedules.ps1", f"{JSON_WARN}\nWrote schedules.json"),
        err("python tools/check_schedules.py schedules.json",
            "schedules.json: jobs[0].cron must be an object, got 'System.Collections.Hashtable'"),
        ("edit", r"C:\Users\rafa\src\report-svc\scripts\gen-schedules.ps1", "ConvertTo-Json |", "ConvertTo-Json -d 6 |"),
        ok(r".\scripts\gen-schedules.ps1; python tools/check_schedules.py schedules.json",
           "Wrote schedules.json\nschedules.json: 9 jobs OK"),
    )


def _psjson_pairs() -> None:
    lid = "t31-ps-convertto-json-depth"
    T.pair(lid, "l-psjson-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-psjson-tags", "recurred", "tags.json truncated to System.Collections.Hashtable breaks apply-tags.js")
    T.pair(lid, "l-psjson-manifest", "applied", "ConvertTo-Json -Depth 8 used, no failure before it")
    T.pair(lid, "l-psjson-default", "applied", "$PSDefaultParameterValues sets ConvertTo-Json's depth, as named")
    T.pair(lid, "l-psjson-flat", "neither", "ConvertTo-Json on flat objects; no depth needed and nothing fails")
    T.pair(lid, "l-psjson-parse", "neither", "ConvertFrom-Json choking on comments is a different error")
    T.pair(lid, "l-psjson-d", "recurred", "the depth-2 warning and a Hashtable string fail the checker, then -d 6")


FILLS = [_csv_source, _csv_later, _csv_pairs, _join_source, _join_later, _join_pairs,
         _psjson_source, _psjson_later, _psjson_pairs]
