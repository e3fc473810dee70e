"""Scripted sessions of the twenty-eighth corpus, part three: a pandas rollup moved to Polars' lazy API (a Task
comparing Polars and Dask), Qdrant with a sentence-transformers e5 model (in Korean, macOS zsh), WebdriverIO with
Appium 2 on an Android emulator (macOS zsh, an interrupted call), a JMeter dashboard in Windows cmd (the Bash tool's
timeout), asciidoctor-pdf with a CJK fallback font."""
from __future__ import annotations

from tests.truth.corpus28_common import INTERRUPTED, STOPPED

TIME = ("/usr/bin/time -v python jobs/rollup.py --input data/events --out out/daily.parquet 2>&1 | egrep "
        "'Maximum resident|Exit status|signal'")
POLARS = [
    ("user", "the nightly aggregation in jobs/rollup.py gets OOM-killed on the 40GB parquet set (the box has 32GB). "
             "try polars lazy or dask, whatever fixes it"),
    ("bash", "python jobs/rollup.py --input data/events --out out/daily.parquet", "Exit code 137\nKilled", True),
    ("task", "Compare polars and dask for rollup",
     "On data/events/sample10 (a 10% sample), compare peak memory and wall time of the rollup (count of id and "
     "sum(size) by day, tenant) with polars lazy (collect with and without the streaming engine) and dask.dataframe. "
     "Measure peak RSS with /usr/bin/time -v.",
     "Results on the 10% sample (4.1 GB of parquet):\n\n| approach | peak RSS | wall |\n|---|---|---|\n| polars "
     "`scan_parquet(...).group_by(...).agg(...).collect()` | 14.2 GB | 38 s |\n| polars, same query with "
     "`collect(engine=\"streaming\")` | 2.9 GB | 41 s |\n| dask.dataframe `read_parquet(...).groupby(...).agg(...)` | "
     "5.6 GB | 2 m 07 s |\n\nThe in-memory polars collect grows with the input, so on the full 40 GB set it will not "
     "fit in 32 GB; the streaming engine keeps memory flat. In polars 1.x `collect(streaming=True)` is deprecated in "
     "favour of `collect(engine=\"streaming\")`."),
    ("edit", "/srv/analytics/jobs/rollup.py", "import pandas as pd", "import polars as pl"),
    ("edit", "/srv/analytics/jobs/rollup.py",
     "    df = pd.read_parquet(args.input)\n    daily = df.groupby([\"day\", \"tenant\"]).agg(events=(\"id\", \"count\"), "
     "bytes=(\"size\", \"sum\")).reset_index()\n    daily.to_parquet(args.out)",
     "    lf = pl.scan_parquet(f\"{args.input}/**/*.parquet\")\n    daily = (lf.group_by(\"day\", \"tenant\")\n"
     "               .agg(pl.len().alias(\"events\"), pl.col(\"size\").sum().alias(\"bytes\"))\n"
     "               .collect())\n    daily.write_parquet(args.out)"),
    ("bash", TIME, "Command terminated by signal 9\n\tMaximum resident set size (kbytes): 30998412\n\tExit status: 0",
     False),
    ("say", "Still killed, at about 31 GB: collect() without the streaming engine materialises everything, as the "
            "sample predicted. Note this Bash call exited 0 anyway, because the pipe into egrep hides time's status; "
            "`set -o pipefail` in front would make a kill show up as a failure. Switching to the streaming engine."),
    ("edit", "/srv/analytics/jobs/rollup.py", "               .collect())",
     "               .collect(engine=\"streaming\"))"),
    ("bash", TIME, "\tMaximum resident set size (kbytes): 3391204\n\tExit status: 0", False),
    ("bash", "python -c \"import polars as pl; print(pl.read_parquet('out/daily.parquet').shape)\"", "(18250, 4)",
     False),
    ("user", "18250 rows matches the old output. is bytes int64? the loader downstream wants Int64, not UInt64"),
    ("bash", "python -c \"import polars as pl; print(pl.read_parquet_schema('out/daily.parquet'))\"",
     "{'day': Date, 'tenant': String, 'events': UInt32, 'bytes': Int64}", False),
    ("say", "bytes is Int64. events is UInt32 because pl.len() returns UInt32; `.cast(pl.Int64)` would change that "
            "if the loader needs it there too. I'll leave it unless you want it."),
    ("user", "leave it"),
]

QDRANT = [
    ("user", "qdrant에 문서 임베딩 올리는 스크립트 돌려줘. scripts/index_docs.py, 컬렉션은 kb_docs. qdrant는 docker로 "
             "떠 있어"),
    ("bash", "python scripts/index_docs.py --collection kb_docs",
     "Exit code 1\nTraceback (most recent call last):\n  File \"/Users/seo/kb/scripts/index_docs.py\", line 48, in "
     "<module>\n    client.upsert(collection_name=args.collection, points=batch)\n  File \"/Users/seo/kb/.venv/lib/"
     "python3.12/site-packages/qdrant_client/qdrant_client.py\", line 1339, in upsert\n    return "
     "self._client.upsert(\n           ^^^^^^^^^^^^^^^^^^^^\nqdrant_client.http.exceptions.UnexpectedResponse: "
     "Unexpected Response: 400 (Bad Request)\nRaw response content:\nb'{\"status\":{\"error\":\"Wrong input: Vector "
     "dimension error: expected dim: 384, got 768\"},\"time\":0.0012}'", True),
    ("bash", "grep -n 'SentenceTransformer(\\|VectorParams(' scripts/*.py",
     "scripts/create_collection.py:9:    vectors_config=VectorParams(size=384, distance=Distance.COSINE),\n"
     "scripts/index_docs.py:12:model = SentenceTransformer(\"intfloat/multilingual-e5-base\")", False),
    ("say", "컬렉션은 384차원(예전 MiniLM 기준)으로 만들어져 있는데, 지금 모델 multilingual-e5-base는 768차원을 냅니다. "
            "컬렉션을 768로 다시 만들어야 하고 그러면 기존 포인트는 지워져요. 진행할까요?"),
    ("user", "응 지워도 돼"),
    ("edit", "/Users/seo/kb/scripts/create_collection.py", "VectorParams(size=384,", "VectorParams(size=768,"),
    ("bash", "python scripts/create_collection.py --recreate kb_docs && python scripts/index_docs.py --collection "
             "kb_docs",
     "recreated collection kb_docs (size=768, distance=Cosine)\nindexed 2314 chunks in 47 batches (118.2s)", False),
    ("bash", "curl -s localhost:6333/collections/kb_docs | jq '.result.points_count, "
             ".result.config.params.vectors.size'", "2314\n768", False),
    ("user", "검색 테스트 해봐. '휴가 신청 방법'"),
    ("bash", "python scripts/search.py \"휴가 신청 방법\" -k 3",
     "0.8123  hr/leave-policy.md#신청-절차\n0.8011  hr/leave-policy.md#연차\n0.7720  faq/hr.md#휴가", False),
    ("say", "결과는 맞게 나오는데, e5 계열 모델은 쿼리 앞에 `query: `, 문서 앞에 `passage: ` 접두어를 붙인 입력으로 "
            "학습돼서 지금처럼 접두어 없이 임베딩하면 점수가 뭉개집니다(상위 3개가 0.77~0.81로 붙어 있어요). "
            "index_docs.py와 search.py에 접두어를 넣고 재색인해야 합니다. 재색인 스크립트를 만들어 둘게요."),
    ("write", "/Users/seo/kb/scripts/reindex_with_prefix.sh",
     "#!/bin/zsh\nset -e\n# e5 모델: 문서는 'passage: ', 쿼리는 'query: ' 접두어\npython scripts/create_collection.py "
     "--recreate kb_docs\nE5_PREFIX=1 python scripts/index_docs.py --collection kb_docs\n"),
    ("user", "오케이 그건 내일 돌리자. 로고 바꾼 거 커밋해줘"),
    ("bash", "git add assets/logo.svg && git commit -m \"새 로고\"",
     "[main 51c0a9e] 새 로고\n 1 file changed, 3 insertions(+), 3 deletions(-)", False),
    ("user", "됐어요 \U0001f44d"),
]

WDIO = "npx wdio run wdio.android.conf.ts --spec test/smoke.e2e.ts"
EXPORT = "export ANDROID_HOME=$HOME/Library/Android/sdk && export PATH=$ANDROID_HOME/platform-tools:$PATH && "
NO_SDK = ("Exit code 1\n\nExecution of 1 workers started at 2026-03-09T10:{mm}:36.410Z\n\n[0-0] RUNNING in Android - "
          "file:///test/smoke.e2e.ts\n[0-0] 2026-03-09T10:{mm}:40.118Z ERROR webdriver: WebDriverError: An unknown "
          "server-side error occurred while processing the command. Original error: Neither ANDROID_HOME nor "
          "ANDROID_SDK_ROOT environment variable was exported. Read https://developer.android.com/studio/"
          "command-line/variables for more details when running \"http://127.0.0.1:4723/session\" with method "
          "\"POST\"\n[0-0] FAILED in Android - file:///test/smoke.e2e.ts\n\nSpec Files:\t 0 passed, 1 failed, 1 total "
          "(100% completed) in 00:00:04")
APPIUM = [
    ("user", "get the wdio android smoke test running against the emulator (Pixel_7_API_34 is already booted). "
             "appium 2 is installed globally"),
    ("bash", WDIO,
     "Exit code 1\n\nExecution of 1 workers started at 2026-03-09T10:10:55.904Z\n\n[0-0] RUNNING in Android - "
     "file:///test/smoke.e2e.ts\n[0-0] 2026-03-09T10:11:02.512Z ERROR webdriver: WebDriverError: Could not find a "
     "driver for automationName 'UiAutomator2' and platformName 'Android'. Have you installed a driver that supports "
     "those capabilities? Run 'appium driver list --installed' to see. (Lower-level error: Driver 'uiautomator2' not "
     "found) when running \"http://127.0.0.1:4723/session\" with method \"POST\"\n[0-0] FAILED in Android - "
     "file:///test/smoke.e2e.ts\n\nSpec Files:\t 0 passed, 1 failed, 1 total (100% completed) in 00:00:06", True),
    ("bash", "appium driver install uiautomator2",
     "\u2714 Checking if 'appium-uiautomator2-driver' is compatible\n\u2714 Installing 'uiautomator2'\n\u2139 Driver "
     "uiautomator2@3.7.4 successfully installed\n- automationName: UiAutomator2\n- platformNames: [\"Android\"]",
     False),
    ("bash", WDIO, NO_SDK.format(mm=13), True),
    ("bash", "echo \"ANDROID_HOME=$ANDROID_HOME\"; ls ~/Library/Android/sdk | head -3",
     "ANDROID_HOME=\nbuild-tools\ncmdline-tools\nemulator", False),
    ("say", "The driver is found now. The appium server that wdio starts inherits this shell's environment, and "
            "ANDROID_HOME isn't set in it. Exporting it for the run."),
    ("bash", EXPORT + WDIO,
     "\nExecution of 1 workers started at 2026-03-09T10:15:12.033Z\n\n[0-0] RUNNING in Android - "
     "file:///test/smoke.e2e.ts\n[0-0] PASSED in Android - file:///test/smoke.e2e.ts\n\n \"spec\" Reporter:\n"
     "------------------------------------------------------------------\n[emulator-5554 Android 14 #0-0] \u00bb "
     "/test/smoke.e2e.ts\n[emulator-5554 Android 14 #0-0] shop smoke\n[emulator-5554 Android 14 #0-0]    \u2713 opens "
     "the catalogue\n[emulator-5554 Android 14 #0-0]    \u2713 adds an item to the cart\n[emulator-5554 Android 14 "
     "#0-0]\n[emulator-5554 Android 14 #0-0] 2 passing (28.4s)\n\n\nSpec Files:\t 1 passed, 1 total (100% completed) "
     "in 00:00:41", False),
    ("user", "great. now run the full suite"),
    ("bash", EXPORT + "npx wdio run wdio.android.conf.ts", STOPPED, True),
    ("user", INTERRUPTED),
    ("user", "sorry, the full suite takes 20 minutes and locks the emulator, not now. make ANDROID_HOME permanent "
             "instead so nobody needs the export"),
    ("edit", "/Users/pia/.zshenv", "export JAVA_HOME=$(/usr/libexec/java_home -v 17)\n",
     "export JAVA_HOME=$(/usr/libexec/java_home -v 17)\nexport ANDROID_HOME=$HOME/Library/Android/sdk\n"
     "export PATH=$ANDROID_HOME/platform-tools:$PATH\n"),
    ("bash", WDIO, NO_SDK.format(mm=21), True),
    ("say", "Same error: this shell was started before the .zshenv change and doesn't re-read it, so this run can't "
            "tell whether it works; a new terminal will load it. Alternatively I could put the export into the wdio "
            "npm script (`\"e2e:android\": \"ANDROID_HOME=$HOME/Library/Android/sdk wdio run "
            "wdio.android.conf.ts\"`) so it doesn't depend on the shell at all. Want me to do that?"),
    ("user", "no, leave the npm scripts alone, I'll check in a new terminal later"),
]

JM = r"C:\tools\apache-jmeter-5.6.3\bin\jmeter.bat"
JM_RUN = JM + r" -n -f -t plans\checkout.jmx -l results\run.jtl -e -o report"
JM_START = ("Creating summariser <summary>\nCreated the tree successfully using plans\\checkout.jmx\nStarting standalone "
            "test @ 2026 Mar 10 {t} CET\nWaiting for possible Shutdown/StopTestNow/HeapDump/ThreadDump message on "
            "port 4445\nsummary +    312 in 00:00:25 =   12.4/s Avg:   402 Min:    88 Max:  2210 Err:     0 (0.00%) "
            "Active: 50 Started: 50 Finished: 0\n")
JMETER = [
    ("user", r"run the checkout load test headless and generate the html dashboard into report\ (this is cmd). "
             r"JMeter is unzipped in C:\tools"),
    ("bash", r"jmeter -n -t plans\checkout.jmx -l results\run.jtl -e -o report",
     "Exit code 1\n'jmeter' is not recognized as an internal or external command,\noperable program or batch file.",
     True),
    ("bash", r"dir /b C:\tools\apache-jmeter-5.6.3\bin\jmeter*",
     "jmeter\njmeter-n-r.cmd\njmeter-n.cmd\njmeter-server\njmeter-server.bat\njmeter-t.cmd\njmeter.bat\n"
     "jmeter.properties\njmeter.sh", False),
    ("say", "JMeter's bin folder isn't on PATH in this shell, so I'll call jmeter.bat by its full path. To make a "
            "plain `jmeter` work in new shells you could add it with "
            r'`setx PATH "%PATH%;C:\tools\apache-jmeter-5.6.3\bin"`.'),
    ("bash", JM + r" -n -t plans\checkout.jmx -l results\run.jtl -e -o report",
     "Exit code 1\nError in NonGUIDriver java.lang.IllegalArgumentException: Results file:results\\run.jtl is not "
     "empty", True),
    ("say", r"A previous run left results\run.jtl and report\ behind, and with -e -o JMeter refuses to reuse them. "
            "-f deletes both before the test starts."),
    ("bash", JM_RUN, "Command timed out after 2m 0.0s\n" + JM_START.format(t="14:02:11") + "summary +   1496 in "
     "00:00:30 =   49.9/s Avg:   655 Min:    71 Max:  3918 Err:    14 (0.94%) Active: 50 Started: 50 Finished: 0",
     True),
    ("say", "The plan runs for 5 minutes and the Bash tool stops commands after 2 by default. Rerunning with a "
            "10-minute timeout."),
    ("tool", "Bash", {"command": JM_RUN, "description": "Run the checkout load test headless", "timeout": 600000},
     JM_START.format(t="14:04:40") + "summary =  14212 in 00:05:00 =   47.4/s Avg:   688 Min:    71 Max:  5120 "
     "Err:   143 (1.01%)\nTidying up ...    @ 2026 Mar 10 14:09:41 CET\n... end of run", False),
    ("bash", "dir /b report", "content\nindex.html\nsbadmin2-1.0.7\nstatistics.json", False),
    ("user", "1% errors is over our 0.5% budget. what are they?"),
    ("bash", "powershell -NoProfile -Command \"Import-Csv results\\run.jtl | ? success -eq 'false' | Group-Object "
             "responseCode | Select-Object Count,Name\"",
     "\nCount Name\n----- ----\n  138 502\n    5 Non HTTP response code: java.net.SocketException\n", False),
    ("say", "Almost all are 502s from the gateway, and they cluster in the first minute, while all 50 threads start "
            "within the 60 s ramp-up. Worth rerunning with the ramp-up doubled (the plan reads "
            "`${__P(rampup,60)}`, so `-Jrampup=120`) to see whether they come from the burst."),
    ("user", "add that to the README as the next step, I'll run it tomorrow on the load agent"),
    ("edit", r"C:\perf\checkout-load\README.md", "## Results\n",
     "## Results\n\nNext: rerun with `-Jrampup=120` to check whether the 502s come from the ramp-up burst:\n\n"
     "    jmeter.bat -n -f -t plans\\checkout.jmx -Jrampup=120 -l results\\run.jtl -e -o report\n"),
]

PDF = ("asciidoctor-pdf -a pdf-theme=themes/manual-theme.yml -a pdf-fontsdir=/usr/share/fonts/truetype/noto -D build "
       "docs/manual.adoc\n")
ASCIIDOC = [
    ("user", "make build-pdf produces a manual with a missing diagram, and the Korean text shows up as tofu boxes. "
             "fix it"),
    ("bash", "make build-pdf; echo \"make exit $?\"",
     PDF + "asciidoctor: WARNING: manual.adoc: line 41: image to embed not found or not readable: /home/ben/manual/"
     "docs/diagrams/flow.svg\nasciidoctor: WARNING: Could not locate the character `\ud55c' (\\uD55C) in the "
     "following fonts: Noto Serif\nasciidoctor: WARNING: Could not locate the character `\uae00' (\\uAE00) in the "
     "following fonts: Noto Serif\nmake exit 0", False),
    ("bash", "grep -n 'imagesdir\\|^image::' docs/manual.adoc; ls docs/images docs/diagrams",
     "Exit code 2\n3::imagesdir: diagrams\n41:image::flow.svg[Flow,600]\nls: cannot access 'docs/diagrams': No such "
     "file or directory\ndocs/images:\nflow.svg\nlogo.png", True),
    ("say", "imagesdir points at docs/diagrams, which doesn't exist; the images are in docs/images. Also note make "
            "exited 0 despite both warnings: asciidoctor-pdf only warns. Adding `--failure-level WARN` to the "
            "Makefile's asciidoctor-pdf line would make CI catch this kind of thing."),
    ("edit", "/home/ben/manual/docs/manual.adoc", ":imagesdir: diagrams", ":imagesdir: images"),
    ("edit", "/home/ben/manual/themes/manual-theme.yml", "extends: default\n",
     "extends: default\nfont:\n  catalog:\n    merge: true\n    Noto Sans KR:\n      normal: NotoSansKR-Regular.ttf\n"
     "  fallbacks: [Noto Sans KR]\n"),
    ("bash", "make build-pdf; echo \"make exit $?\"", PDF + "make exit 0", False),
    ("say", "Clean build now: no missing image and no glyph warnings, so the fallback font covers the Korean text."),
    ("user", "the body text is fine now, but the headings and the TOC are still tofu"),
    ("say", "Headings and the TOC entries are bold, and the fallback font only has a normal style, so bold Korean "
            "glyphs still have nowhere to come from. Adding bold (and the italic styles mapped to the same files)."),
    ("edit", "/home/ben/manual/themes/manual-theme.yml", "      normal: NotoSansKR-Regular.ttf\n",
     "      normal: NotoSansKR-Regular.ttf\n      bold: NotoSansKR-Bold.ttf\n      italic: NotoSansKR-Regular.ttf\n"
     "      bold_italic: NotoSansKR-Bold.ttf\n"),
    ("bash", "make build-pdf; echo \"make exit $?\"", PDF + "make exit 0", False),
    ("user", "ok. I'll check the headings on the printer PC tomorrow"),
]

SESSIONS = {
    "s11-polars-rollup": ("/srv/analytics", "2026-03-07T07:30:00Z", "perf/rollup-polars", POLARS),
    "s12-qdrant-ko": ("/Users/seo/kb", "2026-03-08T05:10:00Z", "main", QDRANT),
    "s13-appium-wdio": ("/Users/pia/work/shop-app", "2026-03-09T10:08:00Z", "e2e/android-smoke", APPIUM),
    "s14-jmeter-cmd": (r"C:\perf\checkout-load", "2026-03-10T13:00:00Z", "main", JMETER),
    "s15-asciidoctor-pdf": ("/home/ben/manual", "2026-03-10T15:20:00Z", "main", ASCIIDOC),
}
