"""corpus32 scripted sessions, part B: KoNLPy's JVM and MeCab on macOS zsh (in Korean), LibreOffice headless with
Hangul fonts in a Debian container (in Korean, an interrupted call), pyenv-win in Windows PowerShell 7 (a rejected
tool use), hledger for a fish user, a Firebird 3 database moved to Debian 12."""
from __future__ import annotations

from tests.truth.corpus32_common import INTERRUPTED, REJECTED

VENV = "/Users/jiwoo/nlp/.venv/lib/python3.12/site-packages"
JVM_ERR = (
    "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
    f"  File \"{VENV}/konlpy/tag/_okt.py\", line 51, in __init__\n    jvm.init_jvm(jvmpath, max_heap_size)\n"
    f"  File \"{VENV}/konlpy/jvm.py\", line 55, in init_jvm\n    jvmpath = jvmpath or jpype.getDefaultJVMPath()\n"
    "                         ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
    f"  File \"{VENV}/jpype/_jvmfinder.py\", line 74, in getDefaultJVMPath\n    return finder.get_jvm_path()\n"
    "           ^^^^^^^^^^^^^^^^^^^^^\n"
    f"  File \"{VENV}/jpype/_jvmfinder.py\", line 212, in get_jvm_path\n"
    "    raise JVMNotFoundException(\"No JVM shared library file ({0}) \"\n"
    "jpype._jvmfinder.JVMNotFoundException: No JVM shared library file (libjli.dylib) found. Try setting up the "
    "JAVA_HOME environment variable properly.")

BREW_JDK = """==> Downloading https://ghcr.io/v2/homebrew/core/openjdk/17/manifests/17.0.13
==> Fetching openjdk@17
==> Downloading https://ghcr.io/v2/homebrew/core/openjdk/17/blobs/sha256:7d1c4e0b
==> Pouring openjdk@17--17.0.13.arm64_sonoma.bottle.tar.gz
==> Caveats
For the system Java wrappers to find this JDK, symlink it with
  sudo ln -sfn /opt/homebrew/opt/openjdk@17/libexec/openjdk.jdk /Library/Java/JavaVirtualMachines/openjdk-17.jdk

openjdk@17 is keg-only, which means it was not symlinked into /opt/homebrew,
because this is an alternate version of another formula.

If you need to have openjdk@17 first in your PATH, run:
  echo 'export PATH="/opt/homebrew/opt/openjdk@17/bin:$PATH"' >> ~/.zshrc
==> Summary
🍺  /opt/homebrew/Cellar/openjdk@17/17.0.13: 636 files, 305.5MB"""

JH = "/opt/homebrew/opt/openjdk@17/libexec/openjdk.jdk/Contents/Home"

MECAB_DIC = (
    "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
    f"  File \"{VENV}/konlpy/tag/_mecab.py\", line 107, in __init__\n"
    "    raise Exception('The MeCab dictionary does not exist at \"%s\". Is the dictionary correctly installed?"
    "\\nYou can also try entering the dictionary path when initializing the Mecab class: \"Mecab(\\'/some/dic/path"
    "\\')\"' % dicpath)\n"
    "Exception: The MeCab dictionary does not exist at \"/usr/local/lib/mecab/dic/mecab-ko-dic\". Is the dictionary "
    "correctly installed?\nYou can also try entering the dictionary path when initializing the Mecab class: "
    "\"Mecab('/some/dic/path')\"")

MECAB_DIC2 = MECAB_DIC.replace("does not exist at \"/usr/local/lib/mecab/dic/mecab-ko-dic\"",
                               "does not exist at \"/opt/homebrew/lib/mecab/dic/mecab-ko-dic\"")

S_KONLPY = [
    ("user", "맥북(M2, zsh)에서 KoNLPy로 형태소 분석을 하려는데 `Okt()`를 만들자마자 에러가 나요. 가상환경은 "
             "~/nlp/.venv 이고 python 3.12예요. 고쳐 주세요."),
    ("bash", "cd ~/nlp && source .venv/bin/activate && python -c \"from konlpy.tag import Okt; Okt()\"", JVM_ERR, True),
    ("bash", "/usr/libexec/java_home -V",
     "Exit code 1\nThe operation couldn’t be completed. Unable to locate a Java Runtime.\n"
     "Please visit http://www.java.com for information on installing Java.", True),
    ("say", "KoNLPy의 Okt는 JPype로 JVM을 띄우는데, 이 맥에는 Java 런타임이 아예 없습니다 "
            "(`Unable to locate a Java Runtime`). Homebrew로 openjdk@17을 설치하겠습니다."),
    ("bash", "brew install openjdk@17", BREW_JDK, False),
    ("bash", "cd ~/nlp && source .venv/bin/activate && python -c \"from konlpy.tag import Okt; Okt()\"", JVM_ERR, True),
    ("say", "설치는 됐지만 openjdk@17은 keg-only라서 `/usr/libexec/java_home`도 JPype도 찾지 못합니다. "
            "시스템 폴더에 `sudo ln`을 거는 대신 `JAVA_HOME`을 Homebrew 경로로 지정해 보겠습니다."),
    ("bash", f"export JAVA_HOME={JH} && cd ~/nlp && source .venv/bin/activate && python -c \"from konlpy.tag import "
             "Okt; print(Okt().morphs('아버지가방에들어가신다'))\"",
     "['아버지', '가방', '에', '들어가신다']", False),
    ("say", "이제 Okt가 동작합니다. 새 터미널에서도 되도록 `~/.zshrc`에 `JAVA_HOME`을 추가할까요?"),
    ("user", "네 ~/.zshrc에 넣어 주세요"),
    ("bash", f"echo 'export JAVA_HOME={JH}' >> ~/.zshrc && tail -1 ~/.zshrc", f"export JAVA_HOME={JH}", False),
    ("user", "Mecab도 쓰고 싶어요. mecab-python3는 pip로 깔았는데 `Mecab()`은 또 다른 에러가 나요"),
    ("bash", "cd ~/nlp && source .venv/bin/activate && python -c \"from konlpy.tag import Mecab; Mecab()\"",
     MECAB_DIC, True),
    ("bash", "brew install mecab mecab-ko-dic && ls /opt/homebrew/lib/mecab/dic/",
     "==> Pouring mecab--0.996.arm64_sonoma.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/mecab/0.996: 21 files, 4.1MB\n"
     "==> Pouring mecab-ko-dic--2.1.1-20180720.arm64_sonoma.bottle.tar.gz\n"
     "🍺  /opt/homebrew/Cellar/mecab-ko-dic/2.1.1-20180720: 40 files, 206.6MB\nipadic\nmecab-ko-dic", False),
    ("say", "KoNLPy는 사전 경로를 `/usr/local/lib/mecab/dic/mecab-ko-dic`으로 가정하는데, Apple 실리콘의 Homebrew는 "
            "`/opt/homebrew` 아래에 설치합니다. `dicpath`를 직접 넘겨 보겠습니다."),
    ("bash", "cd ~/nlp && source .venv/bin/activate && python -c \"from konlpy.tag import Mecab; "
             "print(Mecab(dicpath='/opt/homebrew/lib/mecab/dic/mecab-ko-dic').morphs('아버지가방에들어가신다'))\"",
     MECAB_DIC2, True),
    ("say", "경로를 넘겨도 같은 에러가 새 경로로 나옵니다. pip의 mecab-python3 휠은 libmecab을 자체 내장하고 있어서 "
            "Homebrew의 mecab-ko-dic를 읽지 못하는 것 같습니다. "
            "`pip install --force-reinstall --no-binary mecab-python3 mecab-python3`로 Homebrew의 mecab에 맞춰 "
            "소스에서 다시 빌드해 볼까요?"),
    ("user", "아 그건 내일 할게요. 일단 Okt는 됐어요. 감사합니다!"),
]

PDFFONTS_BAD = """name                                 type              encoding         emb sub uni object ID
------------------------------------ ----------------- ---------------- --- --- --- ---------
BAAAAA+LiberationSerif               TrueType          WinAnsi          yes yes no      12  0
CAAAAA+DejaVuSans                    TrueType          WinAnsi          yes yes no      17  0"""

PDFFONTS_OK = """convert /srv/docgen/templates/견적서.docx -> /tmp/out/견적서.pdf using filter : writer_pdf_Export
name                                 type              encoding         emb sub uni object ID
------------------------------------ ----------------- ---------------- --- --- --- ---------
BAAAAA+LiberationSerif               TrueType          WinAnsi          yes yes no      12  0
CAAAAA+NanumGothic                   TrueType          Identity-H       yes yes yes     17  0"""

APT_NANUM = """Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]
Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]
Get:3 http://deb.debian.org/debian-security bookworm-security InRelease [48.0 kB]
Get:4 http://deb.debian.org/debian bookworm/main amd64 Packages [8789 kB]
Fetched 9306 kB in 2s (4652 kB/s)
Reading package lists...
Reading package lists...
Building dependency tree...
Reading state information...
The following NEW packages will be installed:
  fonts-nanum
0 upgraded, 1 newly installed, 0 to remove and 0 not upgraded.
Need to get 9604 kB of archives.
Get:1 http://deb.debian.org/debian bookworm/main amd64 fonts-nanum all 20200506-1 [9604 kB]
Setting up fonts-nanum (20200506-1) ..."""

S_LIBRE = [
    ("user", "도커 컨테이너(debian:bookworm-slim + libreoffice-writer-nogui)에서 soffice로 견적서 docx를 pdf로 "
             "바꾸는데 한글이 전부 네모(□)로 나와요. 고쳐 주세요. 작업 폴더는 /srv/docgen 이에요."),
    ("bash", "soffice --headless --convert-to pdf --outdir /tmp/out templates/견적서.docx",
     "convert /srv/docgen/templates/견적서.docx -> /tmp/out/견적서.pdf using filter : writer_pdf_Export", False),
    ("bash", "fc-list :lang=ko; echo \"exit=$?\"; pdffonts /tmp/out/견적서.pdf", "exit=0\n" + PDFFONTS_BAD, False),
    ("say", "`fc-list :lang=ko`가 아무것도 출력하지 않습니다. 컨테이너에 한글 글꼴이 하나도 없어서 LibreOffice가 "
            "'맑은 고딕' 대신 DejaVuSans로 대체했고, 그 글꼴에는 한글 글리프가 없어 네모로 찍힙니다. "
            "fonts-nanum을 설치하겠습니다."),
    ("bash", "apt-get install -y fonts-nanum && fc-cache -f",
     "Exit code 100\nReading package lists...\nBuilding dependency tree...\nReading state information...\n"
     "E: Unable to locate package fonts-nanum", True),
    ("say", "slim 이미지는 빌드 끝에 `/var/lib/apt/lists`를 지워서 패키지 목록이 비어 있습니다. "
            "`apt-get update`부터 하겠습니다."),
    ("bash", "apt-get update && apt-get install -y fonts-nanum && fc-cache -f", APT_NANUM, False),
    ("bash", "fc-list :lang=ko family",
     "NanumGothic,나눔고딕\nNanumMyeongjo,나눔명조\nNanumBarunGothic,나눔바른고딕\nNanumGothicCoding,나눔고딕코딩\n"
     "NanumSquare,나눔스퀘어", False),
    ("bash", "soffice --headless --convert-to pdf --outdir /tmp/out templates/견적서.docx && pdffonts /tmp/out/견적서.pdf",
     REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "1분 넘게 멈춰 있어서 중단했어요. 컨테이너 안에서 API 워커가 soffice를 계속 돌리고 있는데 그거랑 "
             "부딪히는 건가요?"),
    ("say", "네, 그럴 가능성이 큽니다. 같은 사용자 프로필(`~/.config/libreoffice`)을 쓰는 soffice가 이미 떠 있으면 "
            "새 `soffice --headless`는 변환하지 않고 그 인스턴스에 요청만 넘긴 채 기다립니다. CLI 호출에는 "
            "`-env:UserInstallation`으로 별도 프로필을 주겠습니다."),
    ("bash", "soffice -env:UserInstallation=file:///tmp/lo-profile-cli --headless --convert-to pdf --outdir /tmp/out "
             "templates/견적서.docx && pdffonts /tmp/out/견적서.pdf", PDFFONTS_OK, False),
    ("user", "PDF 열어보니 한글 잘 나와요. 됐어요!"),
    ("user", "근데 Dockerfile에도 반영해야죠?"),
    ("edit", "/srv/docgen/Dockerfile",
     "RUN apt-get install -y --no-install-recommends libreoffice-writer-nogui",
     "RUN apt-get update && apt-get install -y --no-install-recommends libreoffice-writer-nogui fonts-nanum \\\n"
     "    && fc-cache -f && rm -rf /var/lib/apt/lists/*"),
    ("say", "Dockerfile에 `apt-get update`와 `fonts-nanum`, `fc-cache -f`를 한 RUN으로 넣었습니다. 이미지는 여기서 "
            "다시 빌드하지 않았으니 `docker build -t docgen .` 후 변환을 한 번 확인해 주세요."),
]

PS = "pwsh -NoProfile -Command "
REFRESH = ("$env:Path = [Environment]::GetEnvironmentVariable(\"Path\",\"Machine\") + \";\" + "
           "[Environment]::GetEnvironmentVariable(\"Path\",\"User\"); ")
ACT_ERR = (
    "Exit code 1\n.\\.venv\\Scripts\\Activate.ps1: File C:\\Users\\minh\\code\\invoice-bot\\.venv\\Scripts\\Activate.ps1 "
    "cannot be loaded because running scripts is disabled on this system. For more information, see "
    "about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.")

S_PYENV = [
    ("user", "I installed pyenv-win with the PowerShell one-liner from its README, but in PowerShell 7 nothing "
             "works. This repo needs Python 3.11.9 (see .python-version). Can you sort it out?"),
    ("bash", PS + "'pyenv --version'",
     "Exit code 1\npyenv: The term 'pyenv' is not recognized as a name of a cmdlet, function, script file, or "
     "executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is "
     "correct and try again.", True),
    ("bash", PS + "'[Environment]::GetEnvironmentVariable(\"Path\",\"User\") -split \";\"'",
     "C:\\Users\\minh\\AppData\\Local\\Microsoft\\WindowsApps\nC:\\Users\\minh\\.pyenv\\pyenv-win\\bin\n"
     "C:\\Users\\minh\\.pyenv\\pyenv-win\\shims", False),
    ("say", "The installer did add pyenv-win to your *user* PATH, but this shell (like any terminal opened before "
            "the install) still has the old environment. I'll reload PATH from the registry inside the command."),
    ("bash", PS + "'" + REFRESH + "pyenv --version'", "pyenv 3.1.1", False),
    ("bash", PS + "'" + REFRESH + "pyenv install 3.11.9; pyenv local 3.11.9'",
     ":: [Info] ::  Mirror: https://www.python.org/ftp/python\n:: [Downloading] ::  3.11.9 ...\n"
     ":: [Downloading] ::  From https://www.python.org/ftp/python/3.11.9/python-3.11.9-amd64.exe\n"
     ":: [Downloading] ::  To   C:\\Users\\minh\\.pyenv\\pyenv-win\\install_cache\\python-3.11.9-amd64.exe\n"
     ":: [Installing] ::  3.11.9 ...\n:: [Info] :: completed! 3.11.9", False),
    ("bash", PS + "'" + REFRESH + "python --version'",
     "Exit code 9009\nPython was not found; run without arguments to install from the Microsoft Store, or disable "
     "this shortcut from Settings > Manage App Execution Aliases.", True),
    ("say", "`python` resolves to the Microsoft Store stub in `WindowsApps`, which sits *before* the pyenv shims in "
            "your user PATH. I'll remove the two stub aliases so the shims win."),
    ("bash", PS + "'Remove-Item \"$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python.exe\", "
                  "\"$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python3.exe\"'", REJECTED, True),
    ("user", "don't delete stuff in WindowsApps. I switched the two \"App Installer python.exe / python3.exe\" "
             "aliases off in Settings > Apps > Advanced app settings > App execution aliases myself."),
    ("bash", PS + "'" + REFRESH + "python --version'", "Python 3.11.9", False),
    ("bash", PS + "'" + REFRESH + "python -m venv .venv; .\\.venv\\Scripts\\Activate.ps1'", ACT_ERR, True),
    ("say", "That's PowerShell's execution policy: on Windows client editions the default (Restricted) blocks every "
            ".ps1, including venv's Activate.ps1. Options: `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned` "
            "(persistent, only for you), or `-ExecutionPolicy Bypass` per process. Which do you prefer?"),
    ("user", "set it for CurrentUser, RemoteSigned is our company standard anyway"),
    ("bash", PS + "'Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned -Force; "
                  "Get-ExecutionPolicy -List'",
     "\n        Scope ExecutionPolicy\n        ----- ---------------\nMachinePolicy       Undefined\n"
     "   UserPolicy       Undefined\n      Process       Undefined\n  CurrentUser    RemoteSigned\n"
     " LocalMachine       Undefined\n", False),
    ("bash", PS + "'" + REFRESH + ".\\.venv\\Scripts\\Activate.ps1; python -c \"import sys; print(sys.prefix)\"'",
     "C:\\Users\\minh\\code\\invoice-bot\\.venv", False),
    ("user", "all good now, thanks"),
]

HL_UNBAL = """Exit code 1
hledger: Error: /home/mina/fin/2024.journal:211-213:
211 | 2024-03-14 * Groceries
    |     expenses:food           54.20 EUR
    |     assets:checking        -45.20 EUR

This transaction is unbalanced.
The real postings' sum should be 0 but is: 9.00 EUR
Consider adjusting this entry's amounts, or adding missing postings."""

HL_ASSERT = """Exit code 1
hledger: Error: /home/mina/fin/2024.journal:388:33:
    | 2024-06-30 * Statement check
388 |     assets:checking           0 EUR = 1,204.17 EUR
    |                                 ^^^^^^^^^^^^^^^^

Balance assertion failed in assets:checking
In commodity EUR at this point, excluding subaccounts, ignoring costs,
the asserted balance is:        1,204.17 EUR
but the calculated balance is:  1,191.67 EUR
(difference: 12.50 EUR)
To troubleshoot, check this account's running balance with assertions disabled, eg:
hledger reg -I 'assets:checking$' cur:EUR"""

S_HLEDGER = [
    ("user", "I'm a fish user. hledger is installed with `stack install hledger` and works in my terminal. "
             "`hledger bal` says 2024.journal doesn't balance somewhere — can you find and fix it?"),
    ("bash", "hledger -f 2024.journal bal", "Exit code 127\n/bin/bash: line 1: hledger: command not found", True),
    ("bash", "ls ~/.local/bin/ && grep -n local/bin ~/.config/fish/config.fish",
     "hledger\nhledger-ui\nhledger-web\nstack\n12:fish_add_path ~/.local/bin", False),
    ("say", "hledger is in `~/.local/bin`, which only your fish config (`fish_add_path`, line 12) puts on PATH. My "
            "Bash tool runs bash, which never reads config.fish, so I'll call it by its full path."),
    ("bash", "~/.local/bin/hledger -f 2024.journal bal", HL_UNBAL, True),
    ("say", "Lines 211-213: the Groceries entry books 54.20 to food but only -45.20 from checking (digits swapped). "
            "Which amount is right?"),
    ("user", "receipt says 54.20"),
    ("edit", "/home/mina/fin/2024.journal", "    assets:checking        -45.20 EUR",
     "    assets:checking        -54.20 EUR"),
    ("bash", "~/.local/bin/hledger -f 2024.journal bal", HL_ASSERT, True),
    ("say", "The transaction balances now, but the 30 June statement assertion is 12.50 EUR off: the journal has "
            "less in checking than the bank says. Is there an incoming 12.50 you haven't entered?"),
    ("user", "right, there's a pharmacy refund of 12.50 on 2024-06-28 I never entered"),
    ("edit", "/home/mina/fin/2024.journal", "2024-06-30 * Statement check",
     "2024-06-28 * Pharmacy refund\n    assets:checking         12.50 EUR\n    expenses:health        -12.50 EUR\n\n"
     "2024-06-30 * Statement check"),
    ("bash", "~/.local/bin/hledger -f 2024.journal bal --depth 1",
     "        3,310.45 EUR  assets\n       -2,114.28 EUR  expenses\n       -1,196.17 EUR  income\n"
     "--------------------\n                   0  ", False),
    ("user", "perfect. can you also make hledger findable for your tool so you don't need the full path next time?"),
    ("write", "/home/mina/.bashrc.d/10-local-bin.sh", "# added for non-fish shells (Claude Code's Bash tool)\n"
              "export PATH=\"$HOME/.local/bin:$PATH\"\n"),
    ("say", "Created `~/.bashrc.d/10-local-bin.sh`. Fedora's default `~/.bashrc` sources `~/.bashrc.d/*`, so bash "
            "shells started from now on should find `hledger` without the full path. I haven't tested it from this "
            "session."),
]

FB = "localhost:/srv/db/ledger.fdb"
S_FIREBIRD = [
    ("user", "Moving our old Firebird 3 database (ledger.fdb) from the CentOS box to a new Debian 12 server. I "
             "copied it to /srv/db/ledger.fdb and installed firebird3.0-server. isql-fb can't open it. "
             "ISC_PASSWORD in my env is the old server's SYSDBA password."),
    ("bash", f"echo 'select count(*) from rdb$relations;' | isql-fb -user SYSDBA -password \"$ISC_PASSWORD\" {FB}",
     "Exit code 1\nStatement failed, SQLSTATE = 08001\nI/O error during \"open\" operation for file "
     "\"/srv/db/ledger.fdb\"\n-Error while trying to open file\n-Permission denied\n"
     "Use CONNECT or CREATE DATABASE to specify a database", True),
    ("bash", "ls -l /srv/db/ledger.fdb; id firebird",
     "-rw------- 1 deploy deploy 734003200 Nov  2 17:41 /srv/db/ledger.fdb\n"
     "uid=118(firebird) gid=126(firebird) groups=126(firebird)", False),
    ("say", "With a `localhost:` connection string the *server* process opens the file, and it runs as `firebird`; "
            "the copied file is `deploy`'s, mode 600."),
    ("bash", "sudo chown firebird:firebird /srv/db/ledger.fdb && sudo chmod 660 /srv/db/ledger.fdb", "", False),
    ("bash", f"echo 'select count(*) from rdb$relations;' | isql-fb -user SYSDBA -password \"$ISC_PASSWORD\" {FB}",
     "Exit code 1\nStatement failed, SQLSTATE = 28000\nYour user name and password are not defined. Ask your "
     "database administrator to set up a Firebird login.\nUse CONNECT or CREATE DATABASE to specify a database",
     True),
    ("say", "The file opens now; the login fails because users live in the *server's* security3.fdb, not in "
            "ledger.fdb, and Debian generated a new SYSDBA password at install time in "
            "/etc/firebird/3.0/SYSDBA.password. I'll source it without printing it."),
    ("bash", "sudo sh -c '. /etc/firebird/3.0/SYSDBA.password && echo \"select count(*) from rdb\\$relations;\" | "
             f"isql-fb -user SYSDBA -password \"$ISC_PASSWORD\" {FB}'",
     "\n                COUNT\n=====================\n                   97\n", False),
    ("user", "great. the ERP app on 10.0.4.12 connects with 10.0.4.30:/srv/db/ledger.fdb but gets connection "
             "refused"),
    ("bash", "ss -ltnp | grep 3050", "LISTEN 0      256        127.0.0.1:3050      0.0.0.0:*    "
                                     "users:((\"firebird\",pid=811,fd=5))", False),
    ("say", "Firebird only listens on 127.0.0.1. Debian's package sets `RemoteBindAddress = localhost` in "
            "firebird.conf unless you allowed remote access during install."),
    ("edit", "/etc/firebird/3.0/firebird.conf", "RemoteBindAddress = localhost", "RemoteBindAddress = 0.0.0.0"),
    ("bash", "sudo systemctl restart firebird3.0 && ss -ltn | grep 3050",
     "LISTEN 0      256          0.0.0.0:3050      0.0.0.0:*", False),
    ("say", "It listens on all interfaces now. Please try the app again from 10.0.4.12."),
    ("user", "still connection refused from the app server :("),
    ("bash", "sudo nft list chain inet filter input",
     "table inet filter {\n\tchain input {\n\t\ttype filter hook input priority filter; policy drop;\n"
     "\t\tct state established,related accept\n\t\tiif \"lo\" accept\n\t\ttcp dport { 22, 5432 } accept\n\t}\n}",
     False),
    ("say", "The nftables input chain drops everything except 22 and 5432, so 3050 never reaches Firebird. The rule "
            "would be `sudo nft add rule inet filter input ip saddr 10.0.4.12 tcp dport 3050 accept`, plus the "
            "same line in /etc/nftables.conf to survive a reboot. Shall I add it?"),
    ("user", "no, firewall changes go through the infra team's ansible. I'll open a ticket with them."),
]

SOURCES = {
    "konlpy-jvm-ko": ("/Users/jiwoo/nlp", "2026-11-06T01:14:00Z", "main", S_KONLPY),
    "libreoffice-hangul-ko": ("/srv/docgen", "2026-11-06T05:30:00Z", "feat/pdf-quote", S_LIBRE),
    "pyenv-win-ps7": (r"C:\Users\minh\code\invoice-bot", "2026-11-06T16:05:00Z", "main", S_PYENV),
    "hledger-fish": ("/home/mina/fin", "2026-11-07T20:40:00Z", "HEAD", S_HLEDGER),
    "firebird-debian": ("/srv/legacy-erp", "2026-11-08T08:55:00Z", "HEAD", S_FIREBIRD),
}
