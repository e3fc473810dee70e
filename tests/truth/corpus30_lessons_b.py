"""corpus30's labelled lessons, part two: sqlcmd on macOS, faster-whisper under WSL (Korean), Scrapy (fish), Ant/Ivy."""
from __future__ import annotations

from tests.truth.corpus30_common import gotcha, knowledge

Q, W, S, A = "s05-sqlcmd-mac", "s06-whisper-wsl-ko", "s07-scrapy-fish", "s08-ant-ivy-cmd"

RECORDS = [
    # --- s05 sqlcmd / mssql-tools18 ------------------------------------------------------------------------------
    gotcha(27, Q, "real shown rerun_passes",
           ("brew install mssql-tools18 hangs on the EULA prompt in a non-interactive shell",
            "The install stops at 'Do you accept the license terms? (Enter YES or NO)' and fails with exit 1.",
            "Re-running brew install, or piping `yes` into it.",
            "The msodbcsql18/mssql-tools18 formulae ask for EULA acceptance on stdin unless HOMEBREW_ACCEPT_EULA is set.",
            "Run `HOMEBREW_ACCEPT_EULA=Y brew install mssql-tools18`."),
           "brew install mssql-tools18 stopped at `Do you accept the license terms? (Enter YES or NO)` and then "
           "`Error: Failure while executing`. Re-run as `HOMEBREW_ACCEPT_EULA=Y brew install mssql-tools18` → "
           "`/opt/homebrew/Cellar/mssql-tools18/18.4.1.1: 9 files, 1.2MB`.",
           "The prompt failure is the first install; the run with the variable finished and sqlcmd then existed.",
           ["code spans", "arrow", "prose"],
           {"failure": "Do you accept the license terms?", "fix": "HOMEBREW_ACCEPT_EULA=Y brew install mssql-tools18"},
           cat="env_setup"),
    gotcha(28, Q, "real shown fix_ran",
           ("ODBC Driver 18 sqlcmd fails certificate verification against a corp-CA SQL Server",
            "Sqlcmd: Error: ... SSL Provider: certificate verify failed:unable to get local issuer certificate.",
            "Assuming wrong credentials or a firewall.",
            "Driver 18 encrypts by default and validates the server certificate; the dev server's cert comes from the "
            "corporate CA that the Mac doesn't trust.",
            "For a dev server pass -C (trust server certificate); for shared environments import the corp root CA "
            "into the System keychain instead."),
           "Without -C: `SSL Provider: [error:0A000086:SSL routines::certificate verify failed:unable to get local "
           "issuer certificate]`. With `-C` the same sqlcmd call connected (`Changed database context to 'ledger'.`).",
           "The -C run connected and executed the script (its Msg 2714 is a separate problem).",
           ["code spans", "terse"], {"failure": "certificate verify failed:unable to get local issuer certificate",
                                     "fix": "-d ledger -C -i db/001_init.sql"}, cat="security"),
    gotcha(29, Q, "real not_shown other_check_passes",
           ("pyodbc can't run sqlcmd scripts containing GO",
            "Executing db/001_init.sql through pyodbc fails with Incorrect syntax near 'GO'.",
            "Sending the whole .sql file to cursor.execute as sqlcmd would run it.",
            "GO is a batch separator understood by sqlcmd/SSMS, not T-SQL; pyodbc sends it to the server.",
            "Split the script on lines that contain only GO (etl/sqlfile.py `batches`) and execute each batch."),
           "User: loader dies with `Incorrect syntax near 'GO'`. Wrote etl/sqlfile.py (`_GO = re.compile(...)`, "
           "`def batches(text: str)`), and `python -c \"from etl.sqlfile import batches; ...\"` printed `3`.",
           "Only the batch count was checked; the loader itself never ran with the helper (the person will wire it in "
           "tomorrow).",
           ["code spans", "ellipsis inside a quote", "nested quotes"],
           {"failure": "Incorrect syntax near 'GO'", "fix": "from etl.sqlfile import batches"}, cat="api_quirk"),
    knowledge(30, Q, "real knowledge",
              ("sqlcmd returns exit code 0 on T-SQL errors unless -b is given",
               "Running .sql scripts with sqlcmd from scripts or CI and trusting $? to detect failures.",
               "Always pass -b so an error (severity > 10) sets a non-zero exit code; read the Msg lines otherwise.",
               "Without -b a failing statement is just printed and sqlcmd still exits 0."),
              "Running the script with `-C` printed `Msg 2714, Level 16, State 6, Server SQLDEV01, Line 12` / "
              "`There is already an object named 'staging_entries' in the database.` and then `rc=0`.",
              "The -C run reports Msg 2714 yet rc=0; the assistant notes that only -b changes the exit code.",
              ["code spans", "slash-joined quotes"], {"evidence": "There is already an object named 'staging_entries'"},
              cat="tool_quirk"),
    gotcha(31, Q, "invented not_shown other_call_error",
           ("sqlcmd -C still fails TLS against sqldev01",
            "Even with -C, the ODBC 18 driver rejects the certificate.",
            "Relying on -C.",
            "Corporate CA missing.",
            "Import the corp root CA into the System keychain."),
           "`sqlcmd -S sqldev01.corp.local ... -C -i db/001_init.sql` failed with `certificate verify failed:unable "
           "to get local issuer certificate`.",
           "The certificate error came from the run without -C; the -C run connected.",
           ["code spans", "ellipsis inside a quote"],
           {"evidence": "-d ledger -C -i db/001_init.sql", "failure": "certificate verify failed"}, cat="security"),
    gotcha(32, Q, "invented not_shown near_miss",
           ("db/001_init.sql is not re-runnable on the dev server",
            "Msg 2714 when the init script runs a second time.",
            "Running CREATE TABLE unguarded.",
            "staging table exists from an earlier run.",
            "Guard with IF OBJECT_ID(...) IS NULL."),
           "`Msg 2714, Level 16, State 6` — `There is already an object named 'staging_entry' in the database.`",
           "The table is staging_entries; 'staging_entry' never appears.",
           ["code spans", "dash-joined quotes"], {"evidence": "Msg 2714"}, cat="build_config"),
    knowledge(33, Q, "invented names_false_claim",
              ("sqlcmd reports T-SQL errors through its exit code",
               "Checking whether a sqlcmd script run succeeded.",
               "Rely on sqlcmd's exit code; it is non-zero when a statement fails.",
               "The Msg 2714 run exited non-zero."),
              "The run that hit `Msg 2714` exited non-zero even before `-b` was added.",
              "That run printed rc=0; -b was needed for a failing exit code.",
              ["code spans", "false outcome"], {"evidence": "Msg 2714"}, cat="tool_quirk"),

    # --- s06 faster-whisper (Korean) ------------------------------------------------------------------------------
    gotcha(34, W, "real shown fix_ran",
           ("faster-whisper GPU 실행 시 libcudnn_ops_infer.so.8 로드 실패: ctranslate2와 cuDNN 버전 불일치",
            "transcribe.py가 'Could not load library libcudnn_ops_infer.so.8'로 죽는다 (exit 134).",
            "cuDNN 8을 따로 설치하려고 하는 것.",
            "ctranslate2 4.4.0은 cuDNN 8용 빌드인데 설치된 것은 nvidia-cudnn-cu12 9.1이다.",
            "ctranslate2를 4.5.0 이상으로 올려 cuDNN 9를 쓰게 하고, pip로 설치한 nvidia 라이브러리 경로를 "
            "LD_LIBRARY_PATH에 넣는다."),
           "첫 실행: `Could not load library libcudnn_ops_infer.so.8`. `pip list`에 `ctranslate2               4.4.0`과 "
           "`nvidia-cudnn-cu12         9.1.0.70`이 보였고, `pip install -U \"ctranslate2>=4.5.0\"` → "
           "`Successfully installed ctranslate2-4.5.0`. LD_LIBRARY_PATH까지 잡은 뒤 "
           "`Detected language 'ko' with probability 0.98`로 전사됨.",
           "The upgrade ran; with LD_LIBRARY_PATH set in the next call the GPU transcription printed segments.",
           ["Korean prose", "code spans", "arrow", "nested quotes"],
           {"failure": "libcudnn_ops_infer.so.8", "fix": "Successfully installed ctranslate2-4.5.0"},
           cat="env_setup", group="whisper-cudnn"),
    gotcha(35, W, "real shown rerun_passes",
           ("pip의 nvidia-cudnn-cu12 라이브러리는 LD_LIBRARY_PATH에 직접 넣어야 한다",
            "ctranslate2 4.5.0으로 올린 뒤 'Could not load library libcudnn_ops.so.9'.",
            "cuDNN이 없다고 보고 시스템 CUDA를 다시 설치하는 것.",
            "pip wheel로 설치된 cuBLAS/cuDNN은 site-packages/nvidia/*/lib에 있어 동적 로더가 찾지 못한다.",
            "nvidia.cublas.lib와 nvidia.cudnn.lib 디렉터리를 LD_LIBRARY_PATH에 넣고 실행한다."),
           "Bash: `python transcribe.py samples/standup-1104.mp3` → `libcudnn_ops.so.9: cannot open shared object "
           "file`; 같은 명령을 `export LD_LIBRARY_PATH=$(python -c 'import os, nvidia.cublas.lib, "
           "nvidia.cudnn.lib; ...')` 뒤에 다시 실행하니 `[0.00s -> 4.12s] 오늘 스탠드업 시작하겠습니다.`",
           "The .so.9 failure is the second run; the same script with the export transcribed.",
           ["Korean prose", "tool names", "ellipsis inside a quote", "arrow"],
           {"failure": "libcudnn_ops.so.9: cannot open shared object file",
            "fix": "export LD_LIBRARY_PATH=$(python -c 'import os, nvidia.cublas.lib"}, cat="env_setup",
           group="whisper-cudnn"),
    gotcha(36, W, "real not_shown korean_other",
           ("긴 회의 파일에서 faster-whisper CUDA out of memory: vad_filter와 beam_size=1",
            "1시간짜리 파일을 GPU로 전사하다 'RuntimeError: CUDA failed with error out of memory'.",
            "모델을 더 작은 것으로 바꾸는 것부터 하는 것.",
            "긴 오디오 전체를 기본 beam으로 처리하면서 VRAM이 부족해진다.",
            "model.transcribe(path, vad_filter=True, beam_size=1)로 무음 구간을 잘라 내고 빔을 줄인다."),
           "`python transcribe.py samples/allhands-1h.mp3` → `RuntimeError: CUDA failed with error out of memory`; "
           "Edit: `model.transcribe(path, vad_filter=True, beam_size=1)`. 사용자가 \"됐어요\"라고 함.",
           "The long file was never re-run after the Edit; the person's 됐어요 is about the README and they will try "
           "the long file tomorrow.",
           ["Korean prose", "code spans", "arrow", "quoted Korean reply"],
           {"failure": "CUDA failed with error out of memory", "fix": "vad_filter=True, beam_size=1"},
           cat="performance"),
    knowledge(37, W, "real knowledge",
              ("faster-whisper: GPU가 없으면 CPU와 int8로 자동 전환",
               "같은 전사 스크립트를 GPU 있는 WSL과 GPU 없는 노트북에서 모두 돌려야 할 때.",
               "ctranslate2.get_cuda_device_count()로 device를 고르고, CPU면 compute_type을 int8로 둔다 (import "
               "ctranslate2 필요).",
               "CPU에서 float16을 요청하면 ValueError가 나고, device=\"auto\"만으로는 compute_type이 바뀌지 않는다."),
              "CPU 실행(`CUDA_VISIBLE_DEVICES=`)이 `ValueError: Requested float16 compute type, but the target device or "
              "backend do not support efficient float16 computation.`으로 실패 → device/compute_type 분기 Edit 후 "
              "`NameError: name 'ctranslate2' is not defined` → import 추가 후 `Detected language 'ko' with "
              "probability 0.97`.",
              "Failed first, then passed after the second Edit.",
              ["Korean prose", "code spans", "arrow chain"], {"evidence": "ctranslate2.get_cuda_device_count()"},
              cat="api_quirk"),
    gotcha(38, W, "invented not_shown names_false_claim",
           ("ctranslate2 4.5로 올리면 cuDNN 9 환경에서 바로 GPU 전사가 된다",
            "libcudnn_ops_infer.so.8 로드 실패.",
            "cuDNN 8 설치.",
            "ctranslate2와 cuDNN 버전 불일치.",
            "ctranslate2>=4.5.0 설치."),
           "`pip install -U \"ctranslate2>=4.5.0\"` 후 다른 설정 없이 `python transcribe.py "
           "samples/standup-1104.mp3`가 바로 `Detected language 'ko'`를 출력했다.",
           "The run right after the upgrade failed with libcudnn_ops.so.9; it only worked with LD_LIBRARY_PATH.",
           ["Korean prose", "code spans", "false outcome"],
           {"evidence": "Successfully installed ctranslate2-4.5.0"}, cat="env_setup"),
    gotcha(39, W, "invented not_shown near_miss",
           ("WSL에서 faster-whisper가 libcudnn_ops_infer.so.9를 못 찾음",
            "GPU 실행이 core dump.",
            "CUDA 재설치.",
            "cuDNN 경로.",
            "LD_LIBRARY_PATH 설정."),
           "`Could not load library libcudnn_ops_infer.so.9. Error: libcudnn_ops_infer.so.9: cannot open shared "
           "object file`",
           "The messages were libcudnn_ops_infer.so.8 and libcudnn_ops.so.9; this blend never appears.",
           ["code spans"], {"evidence": "Could not load library"}, cat="env_setup"),
    gotcha(40, W, "invented not_shown other_call_error",
           ("CPU 모드 faster-whisper도 메모리 부족으로 죽는다",
            "GPU 없는 실행이 OOM.",
            "beam_size 기본값.",
            "메모리 부족.",
            "vad_filter=True."),
           "CPU 실행 `CUDA_VISIBLE_DEVICES= python transcribe.py samples/standup-1104.mp3`에서 `RuntimeError: CUDA "
           "failed with error out of memory`가 났다.",
           "The OOM came from the GPU run on allhands-1h.mp3, not from the CPU run.",
           ["Korean prose", "code spans"],
           {"evidence": "CUDA_VISIBLE_DEVICES= python transcribe.py", "failure": "CUDA failed with error out of memory"},
           cat="performance"),

    # --- s07 Scrapy (fish user) ----------------------------------------------------------------------------------
    gotcha(41, S, "real shown rerun_passes",
           ("scrapy crawl says 'Unknown command: crawl' outside the directory with scrapy.cfg",
            "Scrapy prints 'no active project' and 'Unknown command: crawl' (exit 2).",
            "Reinstalling Scrapy or suspecting the spider name.",
            "Scrapy finds the project through scrapy.cfg in the current directory or a parent; here it lives in "
            "crawler/.",
            "cd into the directory that holds scrapy.cfg (crawler/) before scrapy crawl."),
           "$ scrapy crawl shops -O out/items.jsonl\nScrapy 2.11.2 - no active project\nUnknown command: crawl\n"
           "(exit 2). `ls crawler` showed `scrapy.cfg`; `cd crawler && scrapy crawl shops -O ../out/items.jsonl` "
           "started the bot (`Scrapy 2.11.2 started (bot: pricewatch)`).",
           "The first crawl failed; the same crawl from crawler/ started the project and ran to 'Spider closed'.",
           ["prompt-style lines", "code spans", "exit code"],
           {"failure": "Unknown command: crawl", "fix": "Scrapy 2.11.2 started (bot: pricewatch)"}),
    gotcha(42, S, "real shown person_confirms",
           ("A module-level `from twisted.internet import reactor` breaks TWISTED_REACTOR=asyncio",
            "Exception: The installed reactor (EPollReactor) does not match the requested one "
            "(AsyncioSelectorReactor).",
            "Changing TWISTED_REACTOR back, or installing the reactor by hand in settings.",
            "Importing twisted.internet.reactor at import time installs the default epoll reactor before Scrapy "
            "installs the asyncio one.",
            "Import reactor inside the function that uses it (pipelines.py `_schedule_flush`), not at module level."),
           "After setting `TWISTED_REACTOR = \"twisted.internet.asyncioreactor.AsyncioSelectorReactor\"` the crawl "
           "raised `Exception: The installed reactor (twisted.internet.epollreactor.EPollReactor) does not match the "
           "requested one (twisted.internet.asyncioreactor.AsyncioSelectorReactor)`. grep found "
           "`crawler/pricewatch/pipelines.py:3:from twisted.internet import reactor`; the import was moved into "
           "`_schedule_flush` and the user said \"works now, ran it in my terminal, 5 pages and it closed cleanly\".",
           "The person confirms right after the two pipelines.py Edits.",
           ["code spans", "nested quotes", "quoted user reply"],
           {"failure": "does not match the requested one", "fix": "        from twisted.internet import reactor\n"},
           cat="api_quirk"),
    gotcha(43, S, "real shown person_confirms",
           ("fish can't source a venv's bin/activate: use activate.fish",
            "source .venv/bin/activate in fish fails with \"'case' builtin not inside of switch block\".",
            "Switching to bash just to activate the venv.",
            "bin/activate is written for bash/zsh; venv also writes activate.fish for fish.",
            "In fish run `source .venv/bin/activate.fish`."),
           ".venv/bin/activate (line 40): 'case' builtin not inside of switch block → use `source "
           ".venv/bin/activate.fish`; user: \"yep, activate.fish works. thanks!\"",
           "The person pasted the fish error and confirmed activate.fish right after the suggestion.",
           ["unquoted error line", "arrow", "quoted user reply"],
           {"failure": "'case' builtin not inside of switch block", "fix": "source .venv/bin/activate.fish"},
           cat="env_setup"),
    knowledge(44, S, "real knowledge",
              ("pricewatch: use the shop's /api/products feed, never bypass its robots.txt",
               "The shops spider collects 0 items because robots.txt now disallows /category.",
               "Start the spider from https://shop.example-outdoor.de/api/products and parse the JSON feed, keeping "
               "ROBOTSTXT_OBEY = True.",
               "The shop gave written permission for the feed and asked for it; the person ruled out bypassing "
               "robots."),
              ["stats: `'robotstxt/forbidden': 41`, `'item_scraped_count': 0`",
               "user: \"we have written permission, and they asked us to use their /api/products feed instead. don't "
               "bypass robots.\"",
               "start_urls changed to `https://shop.example-outdoor.de/api/products?page=1`"],
              "Crawl stats and the person's instruction.",
              ["evidence list", "code spans", "quoted user reply"],
              {"evidence": "don't bypass robots"}, cat="project_convention", scope="project"),
    knowledge(45, S, "real knowledge",
              ("Cap test crawls with -s CLOSESPIDER_PAGECOUNT",
               "A spider that follows pagination runs through hundreds of pages while you only want to check parsing.",
               "Pass `-s CLOSESPIDER_PAGECOUNT=5` on the command line; the run stops with finish_reason "
               "closespider_pagecount.",
               "No code change and the stats still show whether items were scraped."),
              "The uncapped crawl was interrupted (\"it's walking every page of the feed (300+)\"); with "
              "`-s CLOSESPIDER_PAGECOUNT=5` the stats showed `'finish_reason': 'closespider_pagecount'` and "
              "`'item_scraped_count': 120`.",
              "The interrupted call, the person's reason and the capped run's stats.",
              ["code spans", "quoted user reply"], {"evidence": "'finish_reason': 'closespider_pagecount'"}),
    gotcha(46, S, "invented not_shown never_seen_error",
           ("Scrapy asyncio reactor already installed by pipelines.py",
            "ReactorAlreadyInstalledError at startup.",
            "Setting TWISTED_REACTOR without checking imports.",
            "Module-level reactor import.",
            "Move the import into the method."),
           "`twisted.internet.error.ReactorAlreadyInstalledError: reactor already installed` once TWISTED_REACTOR "
           "was set.",
           "The run raised the 'installed reactor does not match' Exception; ReactorAlreadyInstalledError never "
           "appears.",
           ["code spans"], {"evidence": "TWISTED_REACTOR"}, cat="api_quirk"),
    gotcha(47, S, "invented not_shown near_miss",
           ("robots.txt blocks the shops spider's category pages",
            "No items scraped.",
            "Ignoring robots stats.",
            "robots.txt disallows /category.",
            "Use the feed."),
           "Stats after `scrapy crawl shops`: `'robotstxt/forbidden': 14`, `'item_scraped_count': 0`.",
           "The stats said 41 forbidden requests, not 14.",
           ["code spans"], {"evidence": "'robotstxt/forbidden'"}),
    knowledge(48, S, "invented invented_detail",
              ("Disable robots.txt for partner shops with written permission",
               "A partner shop's robots.txt blocks the category pages you are allowed to crawl.",
               "Set `ROBOTSTXT_OBEY = False` in settings.py for that project.",
               "Permission makes robots.txt irrelevant."),
              "Set `ROBOTSTXT_OBEY = False` in settings.py after the shop confirmed permission; the category crawl "
              "then scraped items.",
              "ROBOTSTXT_OBEY stayed True; the person forbade bypassing robots and the spider moved to the feed.",
              ["code spans", "invented edit"], {"evidence": "ROBOTSTXT_OBEY = True"}, cat="project_convention",
              scope="project"),

    # --- s08 Ant / Ivy (Windows cmd) ------------------------------------------------------------------------------
    gotcha(49, A, "real shown rerun_passes",
           ("Ant can't find Ivy's antlib until ivy.jar is in %USERPROFILE%\\.ant\\lib (or passed with -lib)",
            "BUILD FAILED: Problem: failed to create task or type antlib:org.apache.ivy.ant:retrieve.",
            "Adding a taskdef to build.xml or unzipping Ivy into ANT_HOME\\lib by hand on every machine.",
            "Ivy was unzipped to C:\\tools but its jar is in none of the places Ant loads antlibs from.",
            "Copy ivy-2.5.2.jar into %USERPROFILE%\\.ant\\lib (or run ant -lib path\\to\\ivy.jar)."),
           "`ant dist` → `Problem: failed to create task or type antlib:org.apache.ivy.ant:retrieve`. After "
           "`copy C:\\tools\\apache-ivy-2.5.2\\ivy-2.5.2.jar %USERPROFILE%\\.ant\\lib\\`, plain `ant dist` printed "
           "`BUILD SUCCESSFUL` / `Total time: 2 seconds`.",
           "The antlib failure is the first ant dist; the last call copied the jar and the same ant dist succeeded.",
           ["code spans", "arrow", "Windows paths", "slash-joined quotes"],
           {"failure": "failed to create task or type antlib:org.apache.ivy.ant:retrieve",
            "fix": "%USERPROFILE%\\.ant\\lib\\ && ant dist"}, cat="env_setup"),
    gotcha(50, A, "real shown edit_then_pass",
           ("javac in Ant on Windows reads UTF-8 sources as windows-1252",
            "[javac] Invoice.java:88: error: unmappable character (0x8D) for encoding windows-1252.",
            "Re-saving the file in ANSI or deleting the Czech comment.",
            "javac defaults to the platform encoding (windows-1252 here) when the javac task sets none.",
            "Add encoding=\"UTF-8\" to the <javac> task in build.xml."),
           "[javac] C:\\\\work\\\\legacy-billing\\\\src\\\\com\\\\acme\\\\billing\\\\Invoice.java:88: error: "
           "`unmappable character (0x8D) for encoding windows-1252` → Edit build.xml: `includeantruntime=\"false\" "
           "encoding=\"UTF-8\"` → `ant -lib ... dist` → `BUILD SUCCESSFUL`, "
           "`Building jar: C:\\work\\legacy-billing\\dist\\legacy-billing-2.7.3.jar`.",
           "Compile failed, the build.xml Edit added the encoding, and the next ant run built the jar.",
           ["doubled backslashes", "arrow chain", "code spans", "nested quotes"],
           {"failure": "unmappable character (0x8D) for encoding windows-1252", "fix": "encoding=\"UTF-8\""},
           cat="build_config"),
    knowledge(51, A, "real knowledge",
              ("Ant's antlib error lists the directories it loads task jars from",
               "An Ant build fails because a third-party antlib (Ivy, Contrib) isn't found.",
               "Read the 'Check that the implementing library exists in one of' list: ANT_HOME\\lib, "
               "%USERPROFILE%\\.ant\\lib, or a -lib directory; drop the jar into one of them.",
               "It names the exact per-user folder, which needs no admin rights and survives Ant upgrades."),
              "The failure printed `Action: Check that the implementing library exists in one of:` followed by "
              "`-C:\\\\tools\\\\apache-ant-1.10.14\\\\lib`, `-C:\\\\Users\\\\rafael\\\\.ant\\\\lib` and `-a directory "
              "added on the command line with the -lib argument`.",
              "The first ant dist output.",
              ["doubled backslashes", "code spans"], {"evidence": "Check that the implementing library exists"},
              cat="debugging_technique"),
    gotcha(52, A, "invented not_shown near_miss",
           ("javac unmappable character in Invoice.java under Ant on Windows",
            "Compile fails on a UTF-8 comment.",
            "Removing the comment.",
            "Platform encoding windows-1252.",
            "encoding=\"UTF-8\" on javac."),
           "`Invoice.java:88: error: unmappable character (0x8F) for encoding windows-1252`",
           "The byte was 0x8D, not 0x8F.",
           ["code spans"], {"evidence": "unmappable character"}, cat="build_config"),
    gotcha(53, A, "invented not_shown names_false_claim",
           ("legacy-billing needs build.properties copied from the example",
            "Ivy can't resolve billing-core.",
            "Editing ivysettings.xml.",
            "${nexus.url} is defined only in build.properties, which isn't in git.",
            "copy build.properties.example build.properties."),
           "After `copy build.properties.example build.properties`, `ant -lib "
           "C:\\tools\\apache-ivy-2.5.2\\ivy-2.5.2.jar dist` went straight to `BUILD SUCCESSFUL`.",
           "That run resolved the dependencies but failed compiling (unmappable character); success needed the "
           "encoding Edit.",
           ["code spans", "false outcome"], {"evidence": "copy build.properties.example build.properties"},
           cat="build_config"),
    gotcha(54, A, "invented not_shown other_call_error",
           ("ant -lib with the Ivy jar still can't define the Ivy tasks",
            "failed to create task or type antlib:org.apache.ivy.ant:retrieve even with -lib.",
            "Trusting -lib.",
            "Wrong jar path.",
            "Copy the jar into ANT_HOME\\lib."),
           "`ant -lib C:\\tools\\apache-ivy-2.5.2\\ivy-2.5.2.jar dist` → `Problem: failed to create task or type "
           "antlib:org.apache.ivy.ant:retrieve`",
           "With -lib the Ivy tasks loaded (ivy:retrieve ran and reported unresolved dependencies); the antlib error "
           "came from plain ant dist.",
           ["code spans", "arrow", "Windows paths"],
           {"evidence": "ant -lib C:\\tools\\apache-ivy-2.5.2\\ivy-2.5.2.jar dist",
            "failure": "failed to create task or type"}, cat="env_setup"),
]
