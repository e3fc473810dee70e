"""Scripted sessions of corpus36 (part d): Artillery on macOS zsh (ANSI colour), Gradio in Windows PowerShell 7 (an
interrupted call), bitsandbytes under WSL 2 (Korean), Monit on Debian (a long output)."""
from __future__ import annotations

from tests.truth.corpus36_common import ESC, INTERRUPTED, REJECTED

E = ESC

_ART_1 = f"""--------------------------------------
Metrics for period to: 10:14:20(+0100) (width: 9.871s)
--------------------------------------

{E}[90merrors.ECONNREFUSED: {E}[39m.......................................... 600
http.requests: ................................................................. 600
vusers.created: ................................................................ 600
vusers.created_by_name.checkout: ............................................... 600
{E}[31mvusers.failed: {E}[39m................................................................. 600

All VUs finished. Total time: 11 seconds"""

_ART_2 = f"""Exit code 1
--------------------------------
Summary report @ 10:21:03(+0100)
--------------------------------

http.codes.200: ................................................................ 1800
http.response_time:
  min: ......................................................................... 41
  max: ......................................................................... 1187
  mean: ........................................................................ 166.3
  median: ...................................................................... 127.8
  p95: ......................................................................... 412.2
  p99: ......................................................................... 788.5
vusers.completed: .............................................................. 600
vusers.failed: ................................................................. 0

Checks:
{E}[31mfail{E}[39m: http.response_time.p95 < 300
{E}[32mok{E}[39m: http.codes.200 > 1500"""

A15 = ("/Users/kenji/src/shop-api", "2026-11-10T09:10:00Z", "perf/checkout", [
    ("user", "Load test the checkout flow on my local staging stack with artillery. We want p95 under 300 ms."),
    ("bash", "npx artillery run load/checkout.yml", _ART_1, False),
    ("say", "Every request failed with ECONNREFUSED, yet Artillery exited 0. The config targets `http://localhost:3000`; "
            "the local stack publishes the API on 3001."),
    ("edit", "/Users/kenji/src/shop-api/load/checkout.yml", "  target: \"http://localhost:3000\"",
     "  target: \"http://localhost:3001\"\n  plugins:\n    ensure: {}\n  ensure:\n    thresholds:\n"
     "      - http.response_time.p95: 300\n    conditions:\n      - expression: \"http.codes.200 > 1500\""),
    ("bash", "npx artillery run load/checkout.yml", _ART_2, True),
    ("say", "No more connection errors (1800 × 200), and with the `ensure` plugin the run now fails on the budget: "
            "p95 412.2 ms > 300. The API's pg pool is 5 connections; raising it to 20."),
    ("edit", "/Users/kenji/src/shop-api/src/db.ts", "max: 5,", "max: 20,"),
    ("bash", "npm test -- --silent",
     "> shop-api@1.12.0 test\n> node --test --test-reporter=dot\n\n.........................................\n"
     "ℹ tests 41\nℹ pass 41\nℹ fail 0", False),
    ("say", "Unit tests pass with the larger pool. That should bring p95 under the 300 ms threshold."),
    ("user", "cool, I'll look at it after standup"),
])

A16 = ("C:\\Users\\lena\\demos\\caption-demo", "2026-11-10T13:30:00Z", "main", [
    ("user", "python app.py for the Gradio captioning demo fails on my machine, PowerShell 7."),
    ("bash", "python app.py",
     "Exit code 1\nTraceback (most recent call last):\n  File \"C:\\Users\\lena\\demos\\caption-demo\\app.py\", line 41, "
     "in <module>\n    demo.launch()\n  File \"C:\\Users\\lena\\demos\\caption-demo\\.venv\\Lib\\site-packages\\gradio\\"
     "blocks.py\", line 2562, in launch\n    ) = http_server.start_server(\nOSError: Cannot find empty port in range: "
     "7860-7860. You can specify a different port by setting the GRADIO_SERVER_PORT environment variable or passing "
     "the `server_port` parameter to `launch()`.", True),
    ("bash", "Get-NetTCPConnection -LocalPort 7860 -State Listen | Select-Object OwningProcess; "
             "Get-Process -Id (Get-NetTCPConnection -LocalPort 7860 -State Listen).OwningProcess",
     "OwningProcess\n-------------\n        18244\n\n NPM(K)    PM(M)      WS(M)     CPU(s)      Id  SI ProcessName\n"
     " ------    -----      -----     ------      --  -- -----------\n     61   812.44     690.12      42.11   18244   1 "
     "python", False),
    ("say", "An older `python` (PID 18244) still serves 7860, probably a demo you left running. I'll start this one "
            "on 7861 instead of killing it."),
    ("bash", "$env:GRADIO_SERVER_PORT = 7861; python app.py", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "it just sits there, the server runs forever — don't run it in the foreground. I started it in my own "
             "terminal with GRADIO_SERVER_PORT=7861: \"Running on local URL:  http://127.0.0.1:7861\", works. But "
             "share=True prints: Could not create share link. Missing file: "
             "C:\\Users\\lena\\.cache\\huggingface\\gradio\\frpc\\frpc_windows_amd64_v0.3"),
    ("say", "The share tunnel binary is missing; on Windows Defender often quarantines frpc. I'll download it to the "
            "path Gradio expects."),
    ("bash", "New-Item -ItemType Directory -Force $HOME\\.cache\\huggingface\\gradio\\frpc | Out-Null; "
             "Invoke-WebRequest https://cdn-media.huggingface.co/frpc-gradio-0.3/frpc_windows_amd64.exe "
             "-OutFile $HOME\\.cache\\huggingface\\gradio\\frpc\\frpc_windows_amd64_v0.3; "
             "(Get-Item $HOME\\.cache\\huggingface\\gradio\\frpc\\frpc_windows_amd64_v0.3).Length",
     "11873792", False),
    ("say", "The file is in place (11.8 MB). If Defender removes it again, add an exclusion for that folder."),
    ("user", "thanks, the port thing is perfect. I'll try share later, gotta demo in 5 min."),
])

A17 = ("/home/jun/llm-lab", "2026-11-11T01:15:00Z", "main", [
    ("user", "WSL2 우분투에서 4bit로 모델 로드하는 스크립트가 에러가 나요. GPU는 RTX 4070이고 nvidia-smi 는 잘 돼요."),
    ("bash", "python load_4bit.py",
     "Exit code 1\nTraceback (most recent call last):\n  File \"/home/jun/llm-lab/load_4bit.py\", line 12, in <module>\n"
     "    model = AutoModelForCausalLM.from_pretrained(MODEL, quantization_config=bnb_cfg, device_map=\"auto\")\n"
     "ImportError: Using `bitsandbytes` 4-bit quantization requires the latest version of bitsandbytes: "
     "`pip install -U bitsandbytes`", True),
    ("bash", "pip show bitsandbytes | head -2", "Name: bitsandbytes\nVersion: 0.41.1", False),
    ("bash", "pip install -U bitsandbytes",
     "Collecting bitsandbytes\n  Downloading bitsandbytes-0.45.3-py3-none-manylinux_2_24_x86_64.whl (76.1 MB)\n"
     "Installing collected packages: bitsandbytes\n  Attempting uninstall: bitsandbytes\n"
     "    Found existing installation: bitsandbytes 0.41.1\n    Successfully uninstalled bitsandbytes-0.41.1\n"
     "Successfully installed bitsandbytes-0.45.3", False),
    ("bash", "python load_4bit.py",
     "Exit code 1\nTraceback (most recent call last):\n  ...\nRuntimeError: Failed to import "
     "transformers.integrations.bitsandbytes because of the following error (look up to see its traceback):\n"
     "libcuda.so: cannot open shared object file: No such file or directory", True),
    ("say", "버전 문제는 해결됐고, 이제 `libcuda.so` 를 못 찾습니다. WSL2에서는 드라이버 라이브러리가 "
            "`/usr/lib/wsl/lib` 에 있고 기본 라이브러리 경로에 없을 때가 있습니다."),
    ("bash", "ls /usr/lib/wsl/lib | grep libcuda",
     "libcuda.so\nlibcuda.so.1\nlibcuda.so.1.1\nlibcudadebugger.so.1", False),
    ("bash", "export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH && python load_4bit.py",
     "Loading checkpoint shards: 100%|██████████| 2/2 [00:07<00:00,  3.61s/it]\n"
     "model loaded in 4-bit, memory footprint: 5.37 GB", False),
    ("user", "됐어요! ~/.bashrc 에도 넣어주세요."),
    ("edit", "/home/jun/.bashrc", "# >>> conda initialize >>>",
     "export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH\n# >>> conda initialize >>>"),
    ("say", "`~/.bashrc` 에 추가했습니다. 새 터미널부터 적용됩니다."),
])

_MONIT_STATUS = """Monit 5.33.0 uptime: 0m

Process 'nginx'
  status                       OK
  monitoring status            Monitored
  monitoring mode              active
  on reboot                    start
  pid                          1123
  parent pid                   1
  uid                          0
  effective uid                0
  gid                          0
  uptime                       3d 4h 12m
  threads                      1
  children                     4
  cpu                          0.0%
  cpu total                    0.1%
  memory                       0.1% [6.2 MB]
  memory total                 0.6% [48.9 MB]
  port response time           0.412 ms to localhost:80 type TCP/IP protocol HTTP
  data collected               Tue, 11 Nov 2026 09:02:14

Process 'postgresql'
  status                       Does not exist
  monitoring status            Monitored
  monitoring mode              active
  on reboot                    start
  data collected               Tue, 11 Nov 2026 09:02:14

Filesystem 'rootfs'
  status                       OK
  monitoring status            Monitored
  space free for non superuser 21.3 GB [54.6%]
  inodes free                  2480113 [94.7%]
  data collected               Tue, 11 Nov 2026 09:02:14

System 'web01'
  status                       OK
  monitoring status            Monitored
  load average                 [0.08] [0.11] [0.09]
  cpu                          1.2%usr 0.4%sys 0.0%nice 0.1%iowait
  memory usage                 1.1 GB [28.4%]
  swap usage                   0 B [0.0%]
  uptime                       3d 4h 13m
  data collected               Tue, 11 Nov 2026 09:02:14"""

A18 = ("/root", "2026-11-11T08:55:00Z", "HEAD", [
    ("user", "monit on web01 (Debian 12) doesn't start anymore after I edited /etc/monit/monitrc."),
    ("bash", "sudo monit -t",
     "Exit code 1\nThe control file '/etc/monit/monitrc' must have permissions no more than -rwx------ (0700); right "
     "now permissions are -rw-r--r-- (0644).", True),
    ("say", "The editor saved the file with 0644; monit refuses a control file readable by others (it can contain "
            "credentials)."),
    ("bash", "sudo chmod 0600 /etc/monit/monitrc && sudo monit -t", "Control file syntax OK", False),
    ("bash", "sudo systemctl restart monit && sudo monit status",
     "Exit code 1\nCannot connect to the monit daemon. Did you start it with http support?", True),
    ("say", "The daemon runs, but the `monit status` client talks to it over monit's embedded HTTP server, and "
            "`set httpd` is commented out in your monitrc."),
    ("edit", "/etc/monit/monitrc", "# set httpd port 2812 and\n#     use address localhost\n#     allow localhost",
     "set httpd port 2812 and\n    use address localhost\n    allow localhost"),
    ("bash", "sudo monit -t && sudo systemctl reload monit && sleep 2 && sudo monit status", _MONIT_STATUS, False),
    ("say", "monit status works again. Note `Process 'postgresql'` reports `Does not exist` although Postgres is up: "
            "the check uses `/var/run/postgresql/postgresql.pid`, while Debian's Postgres 16 writes "
            "`/var/run/postgresql/16-main.pid`. Change the check to `check process postgresql with pidfile "
            "/var/run/postgresql/16-main.pid` and reload monit."),
    ("user", "thanks, I'll fix the pidfile myself later."),
])

SOURCES = {"a15-artillery-zsh": A15, "a16-gradio-ps7": A16, "a17-bitsandbytes-wsl-ko": A17, "a18-monit-debian": A18}
