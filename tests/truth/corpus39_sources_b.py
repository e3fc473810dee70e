"""Scripted sessions of corpus39, part two: papermill notebooks under WSL 2 (in Korean), Hangfire on ASP.NET Core in
Windows PowerShell 7 (a rejected tool use, file(line,col) errors), Syncthing's REST API in Windows cmd (doubled
backslashes), n8n in docker compose (in Korean), Node-RED on a Raspberry Pi (an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus39_common import INTERRUPTED, REJECTED

PAPERMILL = [
    ("user", "papermill로 report.ipynb를 월별로 돌리려는데 파라미터가 안 먹어요. 2024-11로 한번 돌려 주세요. "
             "(WSL2 우분투, venv는 .venv)"),
    ("bash", "papermill report.ipynb out/report-2024-11.ipynb -p month 2024-11",
     "Exit code 1\nInput Notebook:  report.ipynb\nOutput Notebook: out/report-2024-11.ipynb\n"
     "Passed unknown parameter: month\nInput notebook does not contain a cell with tag 'parameters'\n"
     "Traceback (most recent call last):\n  File \"/home/jiwoo/proj/churn-report/.venv/lib/python3.11/site-packages/"
     "jupyter_client/kernelspec.py\", line 285, in get_kernel_spec\n    raise NoSuchKernel(kernel_name)\n"
     "jupyter_client.kernelspec.NoSuchKernel: No such kernel named churn-venv", True),
    ("bash", "jupyter kernelspec list",
     "Available kernels:\n  python3    /home/jiwoo/proj/churn-report/.venv/share/jupyter/kernels/python3", False),
    ("say", "노트북 메타데이터가 `churn-venv` 커널을 요구하는데 이 환경에는 등록돼 있지 않습니다. venv로 커널을 등록하겠습니다."),
    ("bash", "python -m ipykernel install --user --name churn-venv --display-name \"churn (venv)\"",
     "Installed kernelspec churn-venv in /home/jiwoo/.local/share/jupyter/kernels/churn-venv", False),
    ("bash", "papermill report.ipynb out/report-2024-11.ipynb -p month 2024-11",
     "Input Notebook:  report.ipynb\nOutput Notebook: out/report-2024-11.ipynb\nPassed unknown parameter: month\n"
     "Input notebook does not contain a cell with tag 'parameters'\n"
     "Executing: 100%|██████████| 12/12 [00:41<00:00,  3.42s/cell]", False),
    ("bash", "python -c \"import nbformat; nb = nbformat.read('out/report-2024-11.ipynb', 4); "
             "print(nb.cells[1].source)\"",
     "month = \"2024-10\"  # 기본값\nregion = \"all\"", False),
    ("say", "커널 문제는 해결됐지만 month가 여전히 2024-10입니다. 기본값 셀에 `parameters` 태그가 없어서 papermill이 "
            "값을 주입하지 않았습니다. 태그를 추가하겠습니다."),
    ("bash", "python - <<'EOF'\nimport nbformat\nnb = nbformat.read('report.ipynb', 4)\n"
             "nb.cells[1].metadata.setdefault('tags', []).append('parameters')\nnbformat.write(nb, 'report.ipynb')\n"
             "EOF", "", False),
    ("bash", "papermill report.ipynb out/report-2024-11.ipynb -p month 2024-11 && python -c \"import nbformat; "
             "nb = nbformat.read('out/report-2024-11.ipynb', 4); print(nb.cells[2].source)\"",
     "Input Notebook:  report.ipynb\nOutput Notebook: out/report-2024-11.ipynb\n"
     "Executing: 100%|██████████| 13/13 [00:44<00:00,  3.40s/cell]\n# Parameters\nmonth = \"2024-11\"\n", False),
    ("say", "이제 경고가 사라졌고, papermill이 태그된 셀 바로 뒤에 `# Parameters` 셀을 새로 넣어 month = \"2024-11\"이 "
            "적용됐습니다."),
    ("user", "좋아요. 그런데 WSL에서 돌리면 차트의 한글 제목이 네모로 깨져요."),
    ("bash", "fc-list :lang=ko | head -3", "", False),
    ("say", "WSL 우분투에 한글 폰트가 하나도 없습니다. `sudo apt install fonts-nanum`으로 설치하고 "
            "`rm -rf ~/.cache/matplotlib`로 폰트 캐시를 지운 뒤 노트북에서 "
            "`plt.rcParams['font.family'] = 'NanumGothic'`을 설정하면 됩니다. 설치할까요?"),
    ("user", "아 그건 나중에요, 오늘 보고서부터 보내야 해서. 아까 파라미터 건은 됐어요, 감사합니다!"),
]

HF_BUILD_ERR = (
    "Exit code 1\n  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
    "C:\\src\\Relay.Jobs\\src\\Relay.Jobs\\AdminRoleDashboardFilter.cs(9,40): error CS0246: The type or namespace "
    "name 'DashboardContext' could not be found (are you missing a using directive or an assembly reference?) "
    "[C:\\src\\Relay.Jobs\\src\\Relay.Jobs\\Relay.Jobs.csproj]\n\nBuild FAILED.\n\n    0 Warning(s)\n    1 Error(s)")

HANGFIRE = [
    ("user", "The Hangfire dashboard works on my machine, but on the staging VM https://relay-stg:5001/hangfire "
             "answers 401. Also the recurring job 'nightly-export' never fires there."),
    ("bash", "Invoke-WebRequest https://relay-stg:5001/hangfire -SkipCertificateCheck | Select-Object StatusCode",
     "Exit code 1\nInvoke-WebRequest: Response status code does not indicate success: 401 (Unauthorized).", True),
    ("tool", "Grep", {"pattern": "UseHangfireDashboard", "path": "src"},
     "src\\Relay.Jobs\\Program.cs:41:app.UseHangfireDashboard(\"/hangfire\");", False),
    ("say", "With no options, Hangfire's dashboard only admits local requests (LocalRequestsOnlyAuthorizationFilter), "
            "which is why it works on your machine and answers 401 remotely. I'll add a filter that lets the "
            "relay-admin role in."),
    ("edit", "C:\\src\\Relay.Jobs\\src\\Relay.Jobs\\Program.cs", "app.UseHangfireDashboard(\"/hangfire\");",
     "app.UseHangfireDashboard(\"/hangfire\", new DashboardOptions\n{\n"
     "    Authorization = new[] { new AdminRoleDashboardFilter() }\n});"),
    ("write", "C:\\src\\Relay.Jobs\\src\\Relay.Jobs\\AdminRoleDashboardFilter.cs",
     "using Microsoft.AspNetCore.Http;\n\nnamespace Relay.Jobs;\n\n"
     "public sealed class AdminRoleDashboardFilter : IDashboardAuthorizationFilter\n{\n"
     "    public bool Authorize(DashboardContext context)\n    {\n"
     "        HttpContext http = context.GetHttpContext();\n"
     "        return http.User.Identity?.IsAuthenticated == true && http.User.IsInRole(\"relay-admin\");\n"
     "    }\n}\n"),
    ("bash", "dotnet build -c Release", HF_BUILD_ERR, True),
    ("edit", "C:\\src\\Relay.Jobs\\src\\Relay.Jobs\\AdminRoleDashboardFilter.cs", "using Microsoft.AspNetCore.Http;",
     "using Hangfire.Dashboard;\nusing Microsoft.AspNetCore.Http;"),
    ("bash", "dotnet build -c Release",
     "  Relay.Jobs -> C:\\src\\Relay.Jobs\\src\\Relay.Jobs\\bin\\Release\\net8.0\\Relay.Jobs.dll\n\n"
     "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:07.84", False),
    ("bash", "Invoke-Command -ComputerName relay-stg { Restart-Service RelayJobs }", REJECTED, True),
    ("user", "Don't restart anything on staging from here, ops does the deploys. Look at the recurring job instead."),
    ("bash", "sqlcmd -S relay-stg -d Hangfire -E -Q \"SET NOCOUNT ON; SELECT Field, Value FROM HangFire.Hash "
             "WHERE [Key] = 'recurring-job:nightly-export'\"",
     "Field                Value\n-------------------- ------------------------------\n"
     "Cron                 0 2 * * *\nJob                  {\"Type\":\"Relay.Jobs.ExportJob, Relay.Jobs\"}\n"
     "Queue                exports\nTimeZoneId           UTC\nCreatedAt            2025-01-28T10:14:03.5170000Z\n"
     "NextExecution        2025-02-04T02:00:00.0000000Z", False),
    ("bash", "Select-String -Path src\\Relay.Jobs\\appsettings.Staging.json -Pattern Queues",
     "src\\Relay.Jobs\\appsettings.Staging.json:12:      \"Queues\": [ \"default\", \"critical\" ],", False),
    ("say", "The job is scheduled (NextExecution is set) but goes to the `exports` queue, and the staging server "
            "only listens on default and critical, so the enqueued runs just sit there. Adding the queue:"),
    ("edit", "C:\\src\\Relay.Jobs\\src\\Relay.Jobs\\appsettings.Staging.json",
     "\"Queues\": [ \"default\", \"critical\" ],", "\"Queues\": [ \"default\", \"critical\", \"exports\" ],"),
    ("say", "Both changes are in the branch; the build passes. Ops needs to deploy them to relay-stg."),
    ("user", "Thanks, the 401 part is clear now."),
]

SYNCTHING = [
    ("user", "Syncthing on this PC says folder 'Photos' stopped with 'folder marker missing'. Separately, Syncthing "
             "doesn't start after I log in any more. Key is in %STKEY%."),
    ("bash", "curl -s -H \"X-API-Key: %STKEY%\" \"http://127.0.0.1:8384/rest/db/status?folder=photos-omar\"",
     "{\"errors\":0,\"error\":\"folder marker missing (this indicates potential data loss, search docs/users/"
     "faq.rst to see why and how to resolve it)\",\"globalFiles\":18344,\"localFiles\":18344,\"state\":\"error\"}",
     False),
    ("bash", "curl -s -H \"X-API-Key: %STKEY%\" \"http://127.0.0.1:8384/rest/config/folders/photos-omar\"",
     "{\"id\":\"photos-omar\",\"label\":\"Photos\",\"filesystemType\":\"basic\",\"path\":\"D:\\\\Photos\","
     "\"type\":\"sendreceive\",\"rescanIntervalS\":3600,\"markerName\":\".stfolder\"}", False),
    ("bash", "dir /a D:\\Photos\\.stfolder", "Exit code 1\nFile Not Found", True),
    ("say", "The `.stfolder` marker directory is gone (a cleanup tool that deletes hidden folders does this). "
            "Recreating it and asking for a rescan:"),
    ("bash", "mkdir D:\\Photos\\.stfolder && curl -s -X POST -H \"X-API-Key: %STKEY%\" "
             "\"http://127.0.0.1:8384/rest/db/scan?folder=photos-omar\"", "", False),
    ("bash", "curl -s -H \"X-API-Key: %STKEY%\" \"http://127.0.0.1:8384/rest/db/status?folder=photos-omar\"",
     "{\"errors\":0,\"error\":\"\",\"globalFiles\":18344,\"localFiles\":18344,\"state\":\"idle\","
     "\"stateChanged\":\"2025-02-03T19:22:41+01:00\"}", False),
    ("user", "Good. Also ignore the Lightroom previews, they're in D:\\Photos\\Lightroom\\Catalog Previews.lrdata"),
    ("bash", "echo Lightroom/Catalog Previews.lrdata> D:\\Photos\\.stignore && curl -s -H \"X-API-Key: %STKEY%\" "
             "\"http://127.0.0.1:8384/rest/db/ignores?folder=photos-omar\"",
     "{\"ignore\":[\"Lightroom/Catalog Previews.lrdata\"],\"expanded\":[\"Lightroom/Catalog Previews.lrdata\","
     "\"Lightroom/Catalog Previews.lrdata/**\"],\"error\":null}", False),
    ("say", "Now the autostart. I'll register a logon task that starts Syncthing without a console window."),
    ("bash", "schtasks /create /tn Syncthing /tr \"\\\"C:\\Program Files\\Syncthing\\syncthing.exe\\\" "
             "--no-console --no-browser\" /sc onlogon /rl limited",
     "SUCCESS: The scheduled task \"Syncthing\" has successfully been created.", False),
    ("user", "I logged off and on again. No Syncthing in the tray and http://127.0.0.1:8384 doesn't load. "
             "Didn't work."),
    ("say", "Then the task didn't start it. Next I'd look at `schtasks /query /tn Syncthing /v /fo list` for the "
            "Last Result, but that's for another time if you like."),
]

N8N = [
    ("user", "n8n 컨테이너가 계속 재시작돼요. docker compose로 올렸고 데이터는 ./n8n_data에 바인드 마운트했어요."),
    ("bash", "docker compose logs --tail 6 n8n",
     "n8n-1  | Error: EACCES: permission denied, open '/home/node/.n8n/config'\n"
     "n8n-1  |     at Object.openSync (node:fs:573:18)\n"
     "n8n-1  |     at Object.writeFileSync (node:fs:2366:35)\n"
     "n8n-1  | Error: EACCES: permission denied, open '/home/node/.n8n/config'\n"
     "n8n-1 exited with code 1\nn8n-1 exited with code 1", False),
    ("bash", "stat -c '%u:%g %A' n8n_data", "0:0 drwxr-xr-x", False),
    ("say", "./n8n_data가 root 소유인데 n8n 이미지는 node 사용자(uid 1000)로 돕니다. 소유자를 바꾸겠습니다."),
    ("bash", "sudo chown -R 1000:1000 n8n_data && docker compose up -d && sleep 5 && docker compose logs --tail 3 n8n",
     "n8n-1  | Version: 1.72.1\nn8n-1  | \nn8n-1  | Editor is now accessible via:\n"
     "n8n-1  | http://localhost:5678", False),
    ("user", "접속은 되는데 로그인하면 바로 튕기고 화면에 'Your n8n server is configured to use a secure cookie' "
             "어쩌고가 나와요. 사내망이라 http로 씁니다."),
    ("say", "n8n은 기본으로 secure 쿠키를 쓰기 때문에 http에서는 로그인이 유지되지 않습니다. "
            "`N8N_SECURE_COOKIE`를 false로 두겠습니다."),
    ("edit", "/srv/n8n/docker-compose.yml", "      - GENERIC_TIMEZONE=Asia/Seoul\n",
     "      - GENERIC_TIMEZONE=Asia/Seoul\n      - N8N_SECURE_COOKIE=false\n"),
    ("bash", "docker compose up -d && docker compose exec n8n printenv N8N_SECURE_COOKIE", "false", False),
    ("user", "이제 로그인 됩니다. 감사합니다!"),
    ("user", "그런데 이 n8n_data를 새 서버로 복사했더니 거기서는 'Mismatching encryption keys'가 나와요."),
    ("bash", "docker compose exec n8n cat /home/node/.n8n/config",
     "{\n\t\"encryptionKey\": \"q9Xr2LpZ7vTw4mNc\"\n}", False),
    ("say", "새 서버의 컨테이너가 다른 키로 만들어진 config를 보고 있거나 N8N_ENCRYPTION_KEY가 다르게 설정돼 있을 "
            "겁니다. 새 서버 compose에 `N8N_ENCRYPTION_KEY=q9Xr2LpZ7vTw4mNc`를 넣고 재시작하세요. 저는 새 서버에 "
            "접근할 수 없어서 직접 해 주셔야 합니다."),
]

NPM_GYP = (
    "Exit code 1\nnpm ERR! code 1\nnpm ERR! path /home/pi/.node-red/node_modules/@serialport/bindings-cpp\n"
    "npm ERR! command failed\nnpm ERR! command sh -c node-gyp-build\nnpm ERR! gyp info it worked if it ends with ok\n"
    "npm ERR! gyp info using node-gyp@10.1.0\nnpm ERR! gyp info using node@20.18.1 | linux | arm64\n"
    "npm ERR! gyp info find Python using Python version 3.11.2 found at \"/usr/bin/python3\"\n"
    "npm ERR! gyp info spawn make\nnpm ERR! gyp ERR! build error\n"
    "npm ERR! gyp ERR! stack Error: not found: make\n"
    "npm ERR! gyp ERR! stack     at getNotFoundError "
    "(/usr/lib/node_modules/npm/node_modules/which/lib/index.js:16:17)\n"
    "npm ERR! gyp ERR! System Linux 6.6.51+rpt-rpi-2712\nnpm ERR! gyp ERR! not ok\n\n"
    "npm ERR! A complete log of this run can be found in: /home/pi/.npm/_logs/2025-02-09T10_02_44_118Z-debug-0.log")

NODERED = [
    ("user", "Install node-red-node-serialport on the Pi and get the flow reading /dev/ttyUSB0. Node-RED runs as the "
             "nodered systemd service, user dir /home/pi/.node-red."),
    ("bash", "npm install node-red-node-serialport", NPM_GYP, True),
    ("bash", "sudo apt-get install -y build-essential",
     "Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n"
     "  build-essential dpkg-dev g++ g++-12 make\n0 upgraded, 5 newly installed, 0 to remove and 3 not upgraded.\n"
     "Setting up make (4.3-4.1) ...\nSetting up build-essential (12.9) ...", False),
    ("bash", "npm install node-red-node-serialport",
     "added 28 packages, and audited 334 packages in 1m\n\n41 packages are looking for funding\n"
     "  run `npm fund` for details\n\nfound 0 vulnerabilities", False),
    ("bash", "sudo systemctl restart nodered && sleep 8 && journalctl -u nodered -n 4 --no-pager",
     "Feb 09 10:09:31 pi5 Node-RED[2211]: 9 Feb 10:09:31 - [info] Started flows\n"
     "Feb 09 10:09:31 pi5 Node-RED[2211]: 9 Feb 10:09:31 - [error] [serialconfig:4e1a2c] serial port "
     "/dev/ttyUSB0 error: Error: Error: Permission denied, cannot open /dev/ttyUSB0", False),
    ("bash", "ls -l /dev/ttyUSB0; id nodered",
     "crw-rw---- 1 root dialout 188, 0 Feb  9 10:14 /dev/ttyUSB0\n"
     "uid=999(nodered) gid=999(nodered) groups=999(nodered)", False),
    ("bash", "sudo chmod 666 /dev/ttyUSB0", "", False),
    ("bash", "sudo systemctl restart nodered && sleep 8 && journalctl -u nodered -n 3 --no-pager",
     "Feb 09 10:16:02 pi5 Node-RED[2388]: 9 Feb 10:16:02 - [info] Started flows\n"
     "Feb 09 10:16:02 pi5 Node-RED[2388]: 9 Feb 10:16:02 - [info] [serialconfig:4e1a2c] serial port "
     "/dev/ttyUSB0 opened at 9600 baud 8N1", False),
    ("say", "The port opens now. chmod 666 is lost on replug or reboot, though; the durable fix is putting "
            "nodered in the dialout group."),
    ("bash", "sudo usermod -aG dialout nodered && sudo systemctl restart nodered", INTERRUPTED, True),
    ("user", INTERRUPTED),
    ("user", "Stop, don't touch the nodered user: ansible manages it. chmod is fine for tomorrow's demo. Other "
             "thing: I copied the flows to the second Pi and all my MQTT passwords are gone there."),
    ("say", "Node-RED encrypts flows_cred.json with `credentialSecret` from settings.js, or, when that's unset, with "
            "a key it generated into `.config.runtime.json`. The second Pi generated a different key. Copying "
            "`.config.runtime.json` along works, or a fixed secret. Want me to set "
            "`credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET` in settings.js on both?"),
    ("user", "Not now, I'll think about how we deploy that."),
]

SOURCES = {
    "m06-papermill-wsl-ko": ("/home/jiwoo/proj/churn-report", "2025-01-27T01:15:00Z", "main", PAPERMILL),
    "m07-hangfire-pwsh": ("C:\\src\\Relay.Jobs", "2025-02-03T09:40:00Z", "fix/dashboard-auth", HANGFIRE),
    "m08-syncthing-cmd": ("C:\\Users\\omar\\sync-setup", "2025-02-03T18:05:00Z", "HEAD", SYNCTHING),
    "m09-n8n-compose-ko": ("/srv/n8n", "2025-02-05T02:30:00Z", "main", N8N),
    "m10-nodered-serial": ("/home/pi/.node-red", "2025-02-09T09:58:00Z", "main", NODERED),
}
