"""Scripted sessions of corpus26, part three: a Zola site (a fish user, Bash's run_in_background as the fix),
mermaid-cli with Puppeteer under WSL, Tesseract OCR through pytesseract (Windows PowerShell 5.1), pgvector HNSW
indexes (in Korean), a Postgres 15 to 16 pg_upgradecluster on Debian (in Korean)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus26_common import fail

S11 = [
    ("user", "zola build broke since I added cover images to some posts. fyi my shell is fish"),
    ("bash", "zola build", fail(1, """Building site...
Error: Failed to build the site
Error: Failed to render page '/home/jo/site/content/blog/first.md'
Error: Reason: Failed to render 'page.html' (error happened in a parent template)
Error: Reason: Variable `page.extra.cover` not found in context while rendering 'page.html'"""), True),
    ("say", "Only some posts set `cover` in their front matter, and Tera errors on an undefined lookup. Guarding it."),
    ("edit", "/home/jo/site/templates/page.html", "<img src=\"{{ page.extra.cover }}\" alt=\"\">",
     "{% if page.extra.cover %}<img src=\"{{ page.extra.cover }}\" alt=\"\">{% endif %}"),
    ("bash", "zola build", """Building site...
Checking all internal links with anchors.
> Successfully checked 0 internal link(s) with anchors.
-> Creating 14 pages (0 orphan) and 2 sections
Done in 87ms.""", False),
    ("user", "serve it so I can look"),
    ("bash", "zola serve --interface 0.0.0.0 --port 1111", fail(143, """Command timed out after 2m 0.0s Building site...
-> Creating 14 pages (0 orphan) and 2 sections
Done in 92ms.

Listening for changes in /home/jo/site/{config.toml,content,sass,static,templates}
Press Ctrl+C to stop

Web server is available at http://0.0.0.0:1111"""), True),
    ("say", "`zola serve` never exits, so the call hit the 2-minute limit. Starting it in the background instead."),
    ("tool", "Bash", {"command": "zola serve --interface 0.0.0.0 --port 1111", "description": "Serve the site",
                      "run_in_background": True}, "Command running in background with ID: bash_2", False),
    ("bash", "curl -s localhost:1111/blog/first/ | head -3", "<!doctype html>\n<html lang=\"en\">\n<head>", False),
    ("user", "run zola check as well"),
    ("bash", "zola check", fail(1, """Checking site...
Checking all internal links with anchors.
> Successfully checked 3 internal link(s) with anchors.
Checking 21 external link(s).
Found 1 broken external link(s) in 21 checked link(s) (17 unique).
Error: Dead link in /home/jo/site/content/blog/second.md to https://old.example.net/talks/2019: Client error status code (404 Not Found) received
Error: Site check failed"""), True),
    ("say", "`zola build` only checks internal links; `zola check` also fetches external ones. old.example.net is "
            "gone for good, so I'll skip that prefix in the link checker."),
    ("edit", "/home/jo/site/config.toml", "[link_checker]",
     "[link_checker]\nskip_prefixes = [\"https://old.example.net/\"]"),
    ("user", "perfect, the cover images look great in the browser. thx"),
    ("user", "last thing, the prod build. in fish I tried BASE=https://jo.example.net zola build --base-url $BASE"),
    ("bash", "fish -c 'BASE=https://jo.example.net zola build --base-url $BASE'",
     fail(2, """error: a value is required for '--base-url <BASE_URL>' but none was supplied

For more information, try '--help'."""), True),
    ("say", "The `VAR=value cmd` prefix sets BASE for zola's environment, but `$BASE` on the same line is expanded "
            "before that, so it's empty. In fish set it first:"),
    ("bash", "fish -c 'set -lx BASE https://jo.example.net; zola build --base-url $BASE'",
     "Building site...\n-> Creating 14 pages (0 orphan) and 2 sections\nDone in 91ms.", False),
]

S12 = [
    ("user", "render docs/arch.mmd to an svg with mermaid-cli. I'm on WSL, Ubuntu 24.04"),
    ("bash", "npx -y @mermaid-js/mermaid-cli -i docs/arch.mmd -o docs/arch.svg", fail(1, """
Error: Failed to launch the browser process!
/home/kim/.cache/puppeteer/chrome-headless-shell/linux-131.0.6778.204/chrome-headless-shell-linux64/chrome-headless-shell: error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or directory


TROUBLESHOOTING: https://pptr.dev/troubleshooting
"""), True),
    ("say", "Possibly an incomplete browser download. Reinstalling the headless shell."),
    ("bash", "npx -y puppeteer browsers install chrome-headless-shell@131.0.6778.204",
     "chrome-headless-shell@131.0.6778.204 /home/kim/.cache/puppeteer/chrome-headless-shell/linux-131.0.6778.204/"
     "chrome-headless-shell-linux64/chrome-headless-shell", False),
    ("bash", "npx -y @mermaid-js/mermaid-cli -i docs/arch.mmd -o docs/arch.svg 2>&1 | grep -m1 libnss3",
     "/home/kim/.cache/puppeteer/chrome-headless-shell/linux-131.0.6778.204/chrome-headless-shell-linux64/"
     "chrome-headless-shell: error while loading shared libraries: libnss3.so: cannot open shared object file: "
     "No such file or directory", False),
    ("say", "Not the download: WSL's Ubuntu lacks Chrome's shared libraries. On 24.04 several of them carry the "
            "t64 suffix (libasound2t64, libcups2t64, libatk1.0-0t64)."),
    ("bash", "sudo apt-get install -y libnss3 libatk1.0-0t64 libatk-bridge2.0-0t64 libcups2t64 libxkbcommon0 libgbm1 "
             "libasound2t64 libpango-1.0-0 libxcomposite1 libxdamage1 libxrandr2 2>&1 | tail -2",
     "Setting up libnss3:amd64 (2:3.98-1build1) ...\nProcessing triggers for libc-bin (2.39-0ubuntu8.3) ...", False),
    ("bash", "npx -y @mermaid-js/mermaid-cli -i docs/arch.mmd -o docs/arch.svg", fail(1, """
Error: Failed to launch the browser process!
[0311/101522.118:FATAL:zygote_host_impl_linux.cc(128)] No usable sandbox! If you are running on Ubuntu 23.10+ or another Linux distro that has disabled unprivileged user namespaces with AppArmor, see https://chromium.googlesource.com/chromium/src/+/main/docs/security/apparmor-userns-restrictions.md. Otherwise see https://chromium.googlesource.com/chromium/src/+/main/docs/linux/suid_sandbox_development.md for more information on developing with the (older) SUID sandbox. If you want to live dangerously and need an immediate workaround, you can try using --no-sandbox.
"""), True),
    ("say", "Libraries are fine now; Ubuntu 24.04's AppArmor blocks the unprivileged user namespaces Chrome's "
            "sandbox needs. mmdc takes a Puppeteer config with launch args."),
    ("write", "/home/kim/proj/puppeteer-config.json", "{\n  \"args\": [\"--no-sandbox\"]\n}\n"),
    ("bash", "npx -y @mermaid-js/mermaid-cli -p puppeteer-config.json -i docs/arch.mmd -o docs/arch.svg && ls -l docs/arch.svg",
     "Generating single mermaid chart\n-rw-r--r-- 1 kim kim 41877 Mar 18 10:16 docs/arch.svg", False),
    ("user", "is --no-sandbox ok to keep?"),
    ("say", "For rendering your own diagrams locally, yes: the sandbox protects against hostile web content, and "
            "mmdc only loads your .mmd. Don't reuse that config for a service that renders untrusted input."),
    ("user", "the korean node labels show up as empty boxes in the svg"),
    ("say", "WSL's Ubuntu has no CJK font. Install `fonts-noto-cjk` (`sudo apt-get install -y fonts-noto-cjk`) and "
            "render again; Chrome picks it up through fontconfig."),
    ("user", "ok I'll do that later, need to run"),
]

S13 = [
    ("user", "ocr.py fails on my invoice scans (Korean + English). Windows 11, PowerShell 5.1."),
    ("bash", "powershell -NoProfile -Command \"python ocr.py scans\\invoice-0042.png\"", fail(1, """Traceback (most recent call last):
  File "C:\\Users\\yuna\\ocr\\ocr.py", line 14, in <module>
    text = pytesseract.image_to_string(img, lang="kor+eng")
pytesseract.pytesseract.TesseractNotFoundError: tesseract is not installed or it's not in your PATH. See README file for more information."""), True),
    ("bash", "powershell -NoProfile -Command \"Test-Path 'C:\\Program Files\\Tesseract-OCR\\tesseract.exe'\"", "True", False),
    ("say", "Tesseract is installed but the installer didn't add it to PATH. Pointing pytesseract at the exe."),
    ("edit", "C:\\Users\\yuna\\ocr\\ocr.py", "import pytesseract",
     "import pytesseract\npytesseract.pytesseract.tesseract_cmd = r\"C:\\Program Files\\Tesseract-OCR\\tesseract.exe\""),
    ("bash", "powershell -NoProfile -Command \"python ocr.py scans\\invoice-0042.png\"", fail(1, """Traceback (most recent call last):
  File "C:\\Users\\yuna\\ocr\\ocr.py", line 15, in <module>
    text = pytesseract.image_to_string(img, lang="kor+eng")
pytesseract.pytesseract.TesseractError: (1, 'Error opening data file C:\\\\Program Files\\\\Tesseract-OCR/tessdata/kor.traineddata Please make sure the TESSDATA_PREFIX environment variable is set to your "tessdata" directory. Failed loading language \\'kor\\' Tesseract couldn\\'t load any languages! Could not initialize tesseract.')"""), True),
    ("say", "Found now, but the installer only shipped English. Downloading the Korean model."),
    ("bash", "powershell -NoProfile -Command \"Invoke-WebRequest https://github.com/tesseract-ocr/tessdata_fast/raw/main/"
             "kor.traineddata -OutFile 'C:\\Program Files\\Tesseract-OCR\\tessdata\\kor.traineddata'\"",
     fail(1, """Invoke-WebRequest : Access to the path 'C:\\Program Files\\Tesseract-OCR\\tessdata\\kor.traineddata' is denied.
At line:1 char:1
+ Invoke-WebRequest https://github.com/tesseract-ocr/tessdata_fast/raw/ ...
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : NotSpecified: (:) [Invoke-WebRequest], UnauthorizedAccessException
    + FullyQualifiedErrorId : System.UnauthorizedAccessException,Microsoft.PowerShell.Commands.InvokeWebRequestCommand"""),
     True),
    ("say", "Program Files needs admin. I'll keep both models in a tessdata folder under your profile and pass it "
            "with --tessdata-dir. Turning off the progress bar too: in 5.1 it makes Invoke-WebRequest crawl."),
    ("bash", "powershell -NoProfile -Command '$ProgressPreference = \"SilentlyContinue\"; New-Item -ItemType Directory "
             "-Force $env:USERPROFILE\\tessdata | Out-Null; foreach ($l in \"kor\",\"eng\") { Invoke-WebRequest "
             "https://github.com/tesseract-ocr/tessdata_fast/raw/main/$l.traineddata -OutFile "
             "$env:USERPROFILE\\tessdata\\$l.traineddata }; Get-ChildItem $env:USERPROFILE\\tessdata | Select-Object Name, Length'",
     "\nName             Length\n----             ------\neng.traineddata 4113088\nkor.traineddata 1658215\n", False),
    ("edit", "C:\\Users\\yuna\\ocr\\ocr.py", "text = pytesseract.image_to_string(img, lang=\"kor+eng\")",
     "text = pytesseract.image_to_string(img, lang=\"kor+eng\", config=r'--tessdata-dir \"C:\\Users\\yuna\\tessdata\"')"),
    ("bash", "powershell -NoProfile -Command \"python ocr.py scans\\invoice-0042.png\"",
     "INVOICE No. 0042\n공급자: 한빛상사\n합계 금액: ₩128,000", False),
    ("user", "why was the first download attempt so slow before it failed?"),
    ("say", "Windows PowerShell 5.1 redraws Invoke-WebRequest's progress bar for every chunk, which can make "
            "downloads many times slower. `$ProgressPreference = 'SilentlyContinue'` turns it off; PowerShell 7 "
            "doesn't have the problem."),
    ("user", "also .\\scripts\\ocr-batch.ps1 won't start"),
    ("bash", "powershell -NoProfile -File .\\scripts\\ocr-batch.ps1", fail(1, """File C:\\Users\\yuna\\ocr\\scripts\\ocr-batch.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.
    + CategoryInfo          : SecurityError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : UnauthorizedAccess"""), True),
    ("say", "That's the execution policy. Run `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned` once in your own "
            "PowerShell window (it's a per-user setting, so I'd rather you make that call), or start it with "
            "`-ExecutionPolicy Bypass` for a one-off."),
    ("user", "ok I'll set it myself"),
]

S14 = [
    ("user", "chunks 테이블에 HNSW 인덱스 만들어 줘. embedding 컬럼은 vector(1536)이고 검색은 코사인 거리로 해."),
    ("bash", "psql -d notes -c \"CREATE INDEX chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops);\"",
     fail(1, "ERROR:  access method \"hnsw\" does not exist"), True),
    ("bash", "psql -d notes -Atc \"SELECT extversion FROM pg_extension WHERE extname = 'vector';\"", "0.4.4", False),
    ("say", "DB에 설치된 vector 확장 버전이 0.4.4입니다. HNSW는 0.5.0부터라서 없습니다. 패키지는 이미 새 버전일 수 "
            "있으니 확인하고 ALTER EXTENSION으로 올리겠습니다."),
    ("bash", "apt-cache policy postgresql-16-pgvector | head -3",
     "postgresql-16-pgvector:\n  Installed: 0.8.0-1.pgdg24.04+1\n  Candidate: 0.8.0-1.pgdg24.04+1", False),
    ("bash", "psql -d notes -c \"ALTER EXTENSION vector UPDATE;\" -c \"SELECT extversion FROM pg_extension WHERE extname = 'vector';\"",
     "ALTER EXTENSION\n extversion \n------------\n 0.8.0\n(1 row)", False),
    ("bash", "psql -d notes -c \"CREATE INDEX chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops);\"",
     """NOTICE:  hnsw graph no longer fits into maintenance_work_mem after 48211 tuples
DETAIL:  Building will take significantly more time.
HINT:  Increase maintenance_work_mem to speed up builds.
CREATE INDEX""", False),
    ("say", "인덱스는 생성됐습니다. 다만 maintenance_work_mem이 작아서 48211개 이후로는 느린 방식으로 빌드됐어요. "
            "다음에 다시 만들 땐 같은 세션에서 `SET maintenance_work_mem = '2GB';` 후 CREATE INDEX 하세요."),
    ("user", "검색이 인덱스를 타는지 확인해 줘"),
    ("bash", "psql -d notes -c \"EXPLAIN SELECT id FROM chunks ORDER BY embedding <-> (SELECT embedding FROM chunks WHERE id = 1) LIMIT 5;\"",
     """                                   QUERY PLAN
---------------------------------------------------------------------------------
 Limit  (cost=41873.22..41873.23 rows=5 width=12)
   InitPlan 1
     ->  Index Scan using chunks_pkey on chunks chunks_1  (cost=0.29..8.31 rows=1 width=6160)
   ->  Sort  (cost=41864.91..42364.91 rows=200000 width=12)
         ->  Seq Scan on chunks  (cost=0.00..38543.00 rows=200000 width=12)
(5 rows)""", False),
    ("say", "`<->`는 L2 거리라서 vector_cosine_ops 인덱스를 못 씁니다(Seq Scan). 코사인 거리는 `<=>` 연산자입니다."),
    ("bash", "psql -d notes -c \"EXPLAIN SELECT id FROM chunks ORDER BY embedding <=> (SELECT embedding FROM chunks WHERE id = 1) LIMIT 5;\"",
     """                                   QUERY PLAN
---------------------------------------------------------------------------------
 Limit  (cost=172.31..180.52 rows=5 width=12)
   InitPlan 1
     ->  Index Scan using chunks_pkey on chunks chunks_1  (cost=0.29..8.31 rows=1 width=6160)
   ->  Index Scan using chunks_embedding_idx on chunks  (cost=164.00..328603.00 rows=200000 width=12)
         Order By: (embedding <=> (InitPlan 1).col1)
(5 rows)""", False),
    ("user", "user_id로 필터 걸면 (WHERE user_id = 7) 50개 요청했는데 40개만 나와"),
    ("say", "HNSW는 hnsw.ef_search(기본 40)개의 후보를 먼저 찾고 그 다음에 WHERE를 적용해서 그렇습니다. pgvector "
            "0.8의 iterative scan을 켜면 모자란 만큼 더 탐색합니다. 앱 쿼리 앞에 SET을 넣겠습니다."),
    ("edit", "/srv/notes/app/db.py", "        cur.execute(SEARCH_SQL, (user_id, emb, k))",
     "        cur.execute(\"SET hnsw.iterative_scan = relaxed_order\")\n        cur.execute(SEARCH_SQL, (user_id, emb, k))"),
    ("user", "됐어요! 대시보드 로고도 이제 제대로 나오네요. 오늘은 여기까지"),
]

S15 = [
    ("user", "서버 Postgres 15 → 16 업그레이드 해줘. 클러스터 이름은 main이고 앱은 5432로 붙어."),
    ("bash", "sudo pg_upgradecluster 15 main", fail(1, "Error: target cluster 16/main already exists"), True),
    ("bash", "pg_lsclusters", """Ver Cluster Port Status Owner    Data directory              Log file
15  main    5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log
16  main    5433 online postgres /var/lib/postgresql/16/main /var/log/postgresql/postgresql-16-main.log""", False),
    ("say", "postgresql-16 패키지를 설치할 때 빈 16/main 클러스터가 자동으로 생겼습니다. 데이터가 없으니 지우고 "
            "진행하겠습니다."),
    ("bash", "sudo pg_dropcluster 16 main --stop && sudo pg_upgradecluster -m upgrade 15 main 2>&1 | tail -9",
     """Upgrade Complete
----------------

Success. Please check that the upgraded cluster works. If it does,
you can remove the old cluster with
    pg_dropcluster 15 main

Ver Cluster Port Status Owner    Data directory              Log file
15  main    5433 down   postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log
16  main    5432 online postgres /var/lib/postgresql/16/main /var/log/postgresql/postgresql-16-main.log""", False),
    ("say", "업그레이드 완료. 16이 5432를 넘겨받았고 15는 5433으로 옮겨져 down 상태라 앱 설정은 그대로 둬도 됩니다."),
    ("bash", "sudo -u postgres /usr/lib/postgresql/16/bin/vacuumdb --all --analyze-in-stages 2>&1 | tail -3",
     """vacuumdb: processing database "app": Generating default (full) optimizer statistics
vacuumdb: processing database "postgres": Generating default (full) optimizer statistics
vacuumdb: processing database "template1": Generating default (full) optimizer statistics""", False),
    ("say", "pg_upgrade는 플래너 통계를 옮기지 않아서 analyze를 단계별로 돌렸습니다. 안 하면 처음 몇 시간 쿼리가 "
            "느릴 수 있어요."),
    ("user", "백업 스크립트도 확인해 줘. /usr/local/bin/backup.sh 크론으로 도는 거"),
    ("bash", "sudo /usr/local/bin/backup.sh", fail(1, """pg_dump: error: aborting because of server version mismatch
pg_dump: detail: server version: 16.4 (Ubuntu 16.4-1.pgdg24.04+1); pg_dump version: 15.8 (Ubuntu 15.8-1.pgdg24.04+1)"""),
     True),
    ("bash", "grep -n pg_dump /usr/local/bin/backup.sh",
     "4:/usr/lib/postgresql/15/bin/pg_dump -Fc app > /backup/app-$(date +%F).dump", False),
    ("say", "스크립트가 15 버전 pg_dump를 절대 경로로 부릅니다. `/usr/lib/postgresql/16/bin/pg_dump`로 바꾸거나, "
            "경로 없이 `pg_dump`만 쓰면 pg_wrapper가 서버 버전에 맞는 걸 골라 줍니다. 바꿀까요?"),
    ("user", "아니요, 그건 ansible로 배포하는 거라 거기서 고칠게요. 15 클러스터는 아직 지우지 마세요."),
    ("say", "네, 15/main은 그대로 두겠습니다. 앱 확인이 끝나면 `pg_dropcluster 15 main`으로 지우시면 됩니다."),
]

SOURCES: dict[str, tuple[str, str, str, Any]] = {
    "s11-zola-fish": ("/home/jo/site", "2026-03-18T07:40:00Z", "main", S11),
    "s12-mermaid-wsl": ("/home/kim/proj", "2026-03-18T10:05:00Z", "docs", S12),
    "s13-tesseract": ("C:\\Users\\yuna\\ocr", "2026-03-19T12:00:00Z", "main", S13),
    "s14-pgvector-ko": ("/srv/notes", "2026-03-20T02:30:00Z", "search", S14),
    "s15-pgupgrade-ko": ("/home/minji", "2026-03-21T05:10:00Z", "HEAD", S15),
}
