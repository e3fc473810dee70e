"""corpus32 lessons over part B's sessions (konlpy-jvm-ko, libreoffice-hangul-ko, pyenv-win-ps7, hledger-fish,
firebird-debian). Labels written from the session text first."""
from __future__ import annotations

from tests.truth.corpus32_common import gotcha, knowledge

K = "konlpy-jvm-ko"
LO = "libreoffice-hangul-ko"
PW = "pyenv-win-ps7"
HL = "hledger-fish"
FB = "firebird-debian"
JH = "/opt/homebrew/opt/openjdk@17/libexec/openjdk.jdk/Contents/Home"

RECORDS = [
    # --- konlpy-jvm-ko ---------------------------------------------------------------------------------------
    gotcha(38, K, "real shown fix_ran", (
        "KoNLPy Okt on Apple silicon needs JAVA_HOME pointed at Homebrew's keg-only openjdk@17",
        "Okt() raises JVMNotFoundException: No JVM shared library file (libjli.dylib) found.",
        "Installing openjdk@17 with Homebrew and expecting JPype to find it.",
        "openjdk@17 is keg-only, so neither /usr/libexec/java_home nor JPype's finder sees it.",
        f"export JAVA_HOME={JH} (and add it to ~/.zshrc)."),
        "`Okt()` 호출이 `jpype._jvmfinder.JVMNotFoundException: No JVM shared library file (libjli.dylib) found.`로 "
        f"실패했고, `export JAVA_HOME={JH}` 후 같은 코드가 `['아버지', '가방', '에', '들어가신다']`를 출력했다.",
        "Error in the first and second Okt() runs; the run with JAVA_HOME exported prints the morphs.",
        ["korean_prose", "code_spans"],
        {"failure": "No JVM shared library file (libjli.dylib)", "fix": "print(Okt().morphs"},
        cat="env_setup", group="konlpy-jvm"),
    gotcha(39, K, "real not_shown rerun_still_fails", (
        "Install a JDK with Homebrew when KoNLPy cannot find a JVM on macOS",
        "Okt() fails with JVMNotFoundException and java_home says no Java runtime is installed.",
        "Running KoNLPy on a Mac without any Java installed.",
        "KoNLPy starts a JVM through JPype; no JDK means no libjli.dylib.",
        "`brew install openjdk@17`."),
        "Okt() failed with `JVMNotFoundException: No JVM shared library file (libjli.dylib) found`; "
        "`/usr/libexec/java_home -V` said `Unable to locate a Java Runtime`. Installed the JDK with "
        "`brew install openjdk@17`.",
        "The Okt() run right after `brew install openjdk@17` fails with the same JVMNotFoundException; only the "
        "later JAVA_HOME export (not this workaround) made it work.",
        ["code_spans"],
        {"failure": "Unable to locate a Java Runtime", "fix": "brew install openjdk@17"}, cat="env_setup",
        group="konlpy-jvm"),
    gotcha(40, K, "real not_shown korean_other", (
        "konlpy.tag.Mecab assumes /usr/local/lib/mecab/dic/mecab-ko-dic; on Apple silicon pass dicpath",
        "Mecab() raises 'The MeCab dictionary does not exist at \"/usr/local/lib/mecab/dic/mecab-ko-dic\"'.",
        "Using KoNLPy's default dictionary path with Homebrew on an M-series Mac.",
        "Homebrew installs under /opt/homebrew, not /usr/local.",
        "`Mecab(dicpath='/opt/homebrew/lib/mecab/dic/mecab-ko-dic')`."),
        "`Exception: The MeCab dictionary does not exist at \"/usr/local/lib/mecab/dic/mecab-ko-dic\"` — "
        "`brew install mecab mecab-ko-dic` 후 `Mecab(dicpath='/opt/homebrew/lib/mecab/dic/mecab-ko-dic')`로 경로를 "
        "넘기는 것이 해결책.",
        "With dicpath the same exception comes back for the /opt/homebrew path; the person's '일단 Okt는 됐어요' "
        "is about Okt, not Mecab.",
        ["korean_prose", "nested_quotes", "code_spans"],
        {"failure": "does not exist at \"/usr/local/lib/mecab/dic/mecab-ko-dic\"", "fix": "일단 Okt는 됐어요"},
        cat="env_setup"),
    gotcha(41, K, "real not_shown question_offers_flag", (
        "pip's mecab-python3 wheel cannot read Homebrew's mecab-ko-dic; rebuild it with --no-binary",
        "Even with the right dicpath, Mecab() says the dictionary does not exist at /opt/homebrew/lib/mecab/dic/"
        "mecab-ko-dic.",
        "Mixing the self-contained mecab-python3 wheel with a dictionary built for Homebrew's mecab.",
        "The wheel bundles its own libmecab.",
        "`pip install --force-reinstall --no-binary mecab-python3 mecab-python3`."),
        "두 번째 에러: `The MeCab dictionary does not exist at \"/opt/homebrew/lib/mecab/dic/mecab-ko-dic\"`. "
        "제안: `pip install --force-reinstall --no-binary mecab-python3 mecab-python3`.",
        "The rebuild is only offered in a question; the person postpones it to tomorrow.",
        ["korean_prose", "code_spans"],
        {"failure": "does not exist at \"/opt/homebrew/lib/mecab/dic/mecab-ko-dic\"",
         "fix": "--no-binary mecab-python3 mecab-python3"}, cat="env_setup"),
    knowledge(42, K, "real knowledge", (
        "Ask /usr/libexec/java_home -V whether macOS knows any JVM before debugging JPype",
        "A Python package that embeds a JVM cannot find one on macOS.",
        "Run `/usr/libexec/java_home -V`; keg-only Homebrew JDKs are invisible to it unless symlinked.",
        "It is the lookup macOS tools and JPype's finder rely on."),
        "`/usr/libexec/java_home -V` → `Unable to locate a Java Runtime.` (exit 1) before the JDK was installed.",
        "Command and output in the session.",
        ["code_spans", "arrow"], {"evidence": "/usr/libexec/java_home -V"}, cat="debugging_technique"),
    gotcha(43, K, "invented not_shown near_miss", (
        "JPype looks for libjvm.dylib on macOS and fails without JAVA_HOME",
        "JVMNotFoundException.",
        "No JAVA_HOME.",
        "JPype finder.",
        "Set JAVA_HOME."),
        "`JVMNotFoundException: No JVM shared library file (libjvm.dylib) found. Try setting up the JAVA_HOME "
        "environment variable properly.`",
        "The session's file name is libjli.dylib.",
        ["code_spans", "word_changed"], {"evidence": "JVMNotFoundException"}),
    gotcha(44, K, "invented not_shown names_false_claim", (
        "Symlinking Homebrew openjdk@17 into JavaVirtualMachines makes KoNLPy's Okt start",
        "Okt() cannot find a JVM.",
        "Relying on JAVA_HOME.",
        "java_home only scans /Library/Java/JavaVirtualMachines.",
        "The sudo ln -sfn from brew's caveats."),
        "brew 캐비엇의 `sudo ln -sfn /opt/homebrew/opt/openjdk@17/libexec/openjdk.jdk "
        "/Library/Java/JavaVirtualMachines/openjdk-17.jdk`를 실행하자 `Okt()`가 바로 동작했다.",
        "The symlink was never run (the assistant chose JAVA_HOME instead of sudo ln); Okt worked after the export.",
        ["korean_prose", "code_spans", "false_claim_ran"], {"evidence": "For the system Java wrappers"}),
    gotcha(45, K, "invented not_shown other_call_error", (
        "brew install openjdk@17 reports no Java runtime on a fresh Mac",
        "brew install fails.",
        "Installing the JDK.",
        "No runtime.",
        "Install Java first."),
        "`brew install openjdk@17` → `Unable to locate a Java Runtime.`",
        "That line is /usr/libexec/java_home's output; brew install poured the bottle without error.",
        ["code_spans", "arrow"], {"evidence": "Pouring openjdk@17"}),

    # --- libreoffice-hangul-ko -------------------------------------------------------------------------------
    gotcha(46, LO, "real shown person_confirms", (
        "LibreOffice headless in a slim Debian container renders Hangul as boxes until a Korean font is installed",
        "soffice converts docx to PDF without error but every Hangul glyph is a box.",
        "Assuming libreoffice-writer-nogui brings fonts for the document's languages.",
        "The container has no font covering Hangul; LibreOffice falls back to DejaVuSans.",
        "`apt-get update && apt-get install -y fonts-nanum && fc-cache -f`, then convert again."),
        "`fc-list :lang=ko`는 아무것도 출력하지 않았고 `pdffonts`에는 `CAAAAA+DejaVuSans`만 있었다. "
        "`apt-get update && apt-get install -y fonts-nanum && fc-cache -f` 후 다시 변환하자 `CAAAAA+NanumGothic`이 "
        "임베드되었고, 사용자가 \"PDF 열어보니 한글 잘 나와요\"라고 확인.",
        "DejaVuSans in the first pdffonts; after the font install the conversion embeds NanumGothic and the person "
        "confirms right after.",
        ["korean_prose", "code_spans", "quoted_user"],
        {"failure": "CAAAAA+DejaVuSans", "fix": "apt-get update && apt-get install -y fonts-nanum && fc-cache -f",
         "evidence": "한글 잘 나와요"}, cat="env_setup"),
    gotcha(47, LO, "real shown fix_ran", (
        "debian slim images have empty apt lists: 'Unable to locate package' until apt-get update",
        "apt-get install exits 100 with 'E: Unable to locate package fonts-nanum'.",
        "Installing into a running bookworm-slim container without apt-get update.",
        "The image's build removed /var/lib/apt/lists.",
        "Run apt-get update in the same command before apt-get install."),
        "apt-get install -y fonts-nanum && fc-cache -f -> E: Unable to locate package fonts-nanum (Exit code 100); "
        "with apt-get update in front it went through: Setting up fonts-nanum (20200506-1) ...",
        "Error in the first install; the install with apt-get update in front succeeds.",
        ["prose", "arrow_ascii", "exit_code"],
        {"failure": "E: Unable to locate package fonts-nanum",
         "fix": "apt-get update && apt-get install -y fonts-nanum && fc-cache -f"}, cat="env_setup"),
    gotcha(48, LO, "real shown fix_ran", (
        "soffice --headless blocks when another soffice uses the same profile; give the CLI its own UserInstallation",
        "A headless conversion hangs with no output while a worker process runs soffice in the same container.",
        "Calling soffice from a shell while the application server already keeps one running as the same user.",
        "A second soffice with the same user profile hands the request to the running instance and waits.",
        "`soffice -env:UserInstallation=file:///tmp/lo-profile-cli --headless --convert-to pdf ...`."),
        "The plain `soffice --headless --convert-to pdf` call hung and was interrupted ([Request interrupted by user "
        "for tool use]); with `-env:UserInstallation=file:///tmp/lo-profile-cli` the conversion finished: "
        "`convert /srv/docgen/templates/견적서.docx -> /tmp/out/견적서.pdf using filter : writer_pdf_Export`.",
        "The interrupted call and the person's note; the call with -env:UserInstallation converts and pdffonts runs.",
        ["code_spans", "interrupt", "korean_path"],
        {"failure": "1분 넘게 멈춰 있어서 중단했어요", "fix": "-env:UserInstallation=file:///tmp/lo-profile-cli --headless"}),
    knowledge(50, LO, "real knowledge", (
        "Diagnose tofu in LibreOffice PDFs with fc-list :lang=ko and pdffonts",
        "Converted PDFs show boxes instead of CJK text.",
        "`fc-list :lang=ko` lists fonts covering Korean; `pdffonts out.pdf` shows which fonts were embedded.",
        "Shows at once whether the system lacks the font or the document picked a fallback."),
        ["`fc-list :lang=ko` → (nothing)", "`pdffonts /tmp/out/견적서.pdf` → `CAAAAA+DejaVuSans`, later "
         "`CAAAAA+NanumGothic`"],
        "Both commands and outputs are in the session.",
        ["list", "code_spans", "arrow"], {"evidence": "CAAAAA+NanumGothic"}, cat="debugging_technique"),
    gotcha(51, LO, "invented not_shown other_call_error", (
        "fonts-nanum is missing from bookworm even after apt-get update",
        "apt-get cannot find fonts-nanum.",
        "Expecting fonts-nanum in main.",
        "Package not in bookworm.",
        "Use another font."),
        "`apt-get update && apt-get install -y fonts-nanum && fc-cache -f` → `E: Unable to locate package "
        "fonts-nanum`.",
        "That error came from the install without apt-get update; with update the package installed.",
        ["code_spans", "arrow"], {"evidence": "Setting up fonts-nanum"}),
    gotcha(52, LO, "invented not_shown near_miss", (
        "fc-list with a Korean language filter shows nothing in a bare container",
        "No Korean fonts listed.",
        "Bare container.",
        "No fonts.",
        "Install fonts-nanum."),
        "`fc-list :lang=kr` printed nothing.",
        "The session's filter is :lang=ko.",
        ["code_spans", "one_char_changed"], {"evidence": "fc-list :lang=ko"}),
    gotcha(53, LO, "invented not_shown never_seen_error", (
        "soffice reports source file could not be loaded for Hangul file names",
        "Conversion fails for 견적서.docx.",
        "Non-ASCII file names.",
        "Locale in the container.",
        "Set LANG=C.UTF-8."),
        "soffice printed `Error: source file could not be loaded` for `templates/견적서.docx`.",
        "Every conversion in the session found the file; that error never appears.",
        ["code_spans"], {"evidence": "templates/견적서.docx"}),
    gotcha(54, LO, "invented not_shown names_false_claim", (
        "A second soffice --headless run after installing fonts-nanum converts immediately",
        "Boxes in the PDF.",
        "Missing fonts.",
        "No Korean font.",
        "Install fonts and convert again."),
        "글꼴 설치 후 두 번째 `soffice --headless --convert-to pdf --outdir /tmp/out templates/견적서.docx` 실행은 "
        "곧바로 끝났고 `NanumGothic`이 임베드됐다.",
        "That second plain run hung and was interrupted; only the run with -env:UserInstallation converted.",
        ["korean_prose", "code_spans", "false_outcome"], {"evidence": "1분 넘게 멈춰 있어서"}),

    # --- pyenv-win-ps7 ---------------------------------------------------------------------------------------
    gotcha(55, PW, "real shown fix_ran", (
        "pyenv-win is not recognized in a PowerShell 7 window opened before its installer ran",
        "`pyenv --version` fails: The term 'pyenv' is not recognized as a name of a cmdlet.",
        "Using the same terminal (or VS Code window) that was open during the pyenv-win install.",
        "The installer writes the user PATH in the registry; running processes keep their old environment.",
        "Open a new terminal, or reload $env:Path from the Machine and User values."),
        "PS7: `pyenv: The term 'pyenv' is not recognized as a name of a cmdlet, function, script file, or "
        "executable program.` The user PATH already had `C:\\Users\\minh\\.pyenv\\pyenv-win\\bin`; after "
        "reloading `$env:Path` from `[Environment]::GetEnvironmentVariable(\"Path\",\"User\")` the same call "
        "printed `pyenv 3.1.1`.",
        "Error in the first call; the call with the PATH reload prints pyenv 3.1.1.",
        ["code_spans", "windows_path", "nested_quotes"],
        {"failure": "The term 'pyenv' is not recognized", "fix": "pyenv 3.1.1"}, cat="env_setup"),
    gotcha(56, PW, "real shown rerun_passes", (
        "Windows' python.exe App Execution Alias shadows pyenv-win shims placed after WindowsApps in PATH",
        "`python --version` exits 9009: Python was not found; run without arguments to install from the "
        "Microsoft Store.",
        "Having %LOCALAPPDATA%\\Microsoft\\WindowsApps before the pyenv shims in the user PATH.",
        "The Store stub python.exe in WindowsApps is found first.",
        "Turn off the python.exe / python3.exe App execution aliases in Settings (or reorder PATH)."),
        "`Exit code 9009` — \"Python was not found; run without arguments to install from the Microsoft Store, or "
        "disable this shortcut from Settings > Manage App Execution Aliases.\" The user turned the aliases off in "
        "Settings; re-running `python --version` → `Python 3.11.9`.",
        "9009 failure, the person switches the aliases off, and the same python --version prints 3.11.9.",
        ["code_spans", "double_quotes", "arrow"],
        {"failure": "Python was not found", "fix": "I switched the two", "evidence": "Python 3.11.9"},
        cat="env_setup", group="windowsapps-stub"),
    gotcha(57, PW, "real not_shown never_run", (
        "Delete the WindowsApps python.exe stubs so pyenv-win's shims are used",
        "python resolves to the Microsoft Store stub (exit 9009).",
        "Leaving the App Installer aliases in place.",
        "WindowsApps comes first in PATH.",
        "`Remove-Item \"$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python.exe\", ...python3.exe`."),
        "`python --version` → exit 9009, `Python was not found; run without arguments to install from the "
        "Microsoft Store`; removing `$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python.exe` and `python3.exe` "
        "with Remove-Item.",
        "The Remove-Item call was rejected by the person and never ran; python was fixed by turning the aliases "
        "off in Settings instead.",
        ["code_spans", "doubled_backslashes", "tool_names"],
        {"failure": "Python was not found", "fix": "Remove-Item \"$env:LOCALAPPDATA"}, cat="env_setup",
        group="windowsapps-stub"),
    gotcha(58, PW, "real shown fix_ran", (
        "venv's Activate.ps1 is blocked by the default execution policy; set RemoteSigned for CurrentUser",
        "Activate.ps1 cannot be loaded because running scripts is disabled on this system.",
        "Activating a venv in PowerShell on a Windows client with the default Restricted policy.",
        "Restricted blocks every script, Activate.ps1 included.",
        "`Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned`."),
        "Activation failed with \"File C:\\Users\\minh\\code\\invoice-bot\\.venv\\Scripts\\Activate.ps1 cannot be "
        "loaded because running scripts is disabled on this system\". After Set-ExecutionPolicy -Scope CurrentUser "
        "-ExecutionPolicy RemoteSigned -Force, activating and printing sys.prefix gave "
        "\"C:\\Users\\minh\\code\\invoice-bot\\.venv\".",
        "Execution policy error; after Set-ExecutionPolicy the activation prints the venv prefix.",
        ["gpt_prose", "double_quotes", "windows_path"],
        {"failure": "running scripts is disabled on this system",
         "fix": "Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned -Force"}, cat="env_setup"),
    knowledge(59, PW, "real knowledge", (
        "Get-ExecutionPolicy -List shows which scope actually sets PowerShell's policy",
        "A script is blocked and you are unsure which scope's policy applies.",
        "Run `Get-ExecutionPolicy -List`; the first defined scope from MachinePolicy down wins.",
        "Shows every scope at once, so a CurrentUser change can be checked."),
        "`Get-ExecutionPolicy -List` after the change: `CurrentUser    RemoteSigned`, every other scope "
        "`Undefined`.",
        "Table in the Set-ExecutionPolicy call's output.",
        ["code_spans", "aligned_whitespace"], {"evidence": "Get-ExecutionPolicy -List"}, cat="env_setup"),
    gotcha(60, PW, "invented not_shown near_miss", (
        "pyenv local writes .python-version and python then reports the pinned version",
        "Wrong Python version.",
        "No pyenv local.",
        "Shims read .python-version.",
        "pyenv local."),
        "After the aliases were off, `python --version` printed `Python 3.11.8`.",
        "The session prints Python 3.11.9.",
        ["code_spans", "digit_changed"], {"evidence": "pyenv install 3.11.9"}),
    gotcha(61, PW, "invented not_shown other_call_error", (
        "pyenv install fails while the Store python stub is first in PATH",
        "pyenv install errors.",
        "Store stub.",
        "pyenv-win calls python.",
        "Disable aliases first."),
        "`pyenv install 3.11.9` → `Python was not found; run without arguments to install from the Microsoft "
        "Store`.",
        "pyenv install completed ('completed! 3.11.9'); the stub message came from `python --version`.",
        ["code_spans", "arrow"], {"evidence": "completed! 3.11.9"}),
    gotcha(62, PW, "invented not_shown invented_detail", (
        "pyenv rehash regenerates pyenv-win shims after installing a version",
        "python not found after install.",
        "No rehash.",
        "Stale shims.",
        "pyenv rehash."),
        "`pyenv rehash` rebuilt the shims in `C:\\Users\\minh\\.pyenv\\pyenv-win\\shims` and python started working.",
        "No rehash ran; python worked after the aliases were switched off.",
        ["code_spans", "windows_path"], {"evidence": "pyenv-win\\shims"}),
    gotcha(63, PW, "invented not_shown names_false_claim", (
        "Removing the App Installer python stubs from WindowsApps lets pyenv-win's python run",
        "Exit code 9009.",
        "Store alias.",
        "Stub first in PATH.",
        "Remove-Item the stubs."),
        "`Remove-Item \"$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python.exe\"` removed the stub and `python "
        "--version` then printed `Python 3.11.9`.",
        "The Remove-Item call was rejected; the aliases were turned off in Settings by the person.",
        ["code_spans", "false_claim_ran"], {"evidence": "don't delete stuff in WindowsApps"}),

    # --- hledger-fish ----------------------------------------------------------------------------------------
    gotcha(64, HL, "real shown fix_ran", (
        "Claude Code's Bash tool does not see PATH entries from a fish config; call ~/.local/bin tools by full path",
        "`hledger` works in the person's fish terminal, but the Bash tool says command not found (exit 127).",
        "Assuming the agent's shell has the same PATH as the person's fish shell.",
        "~/.local/bin is only added by fish_add_path in config.fish; bash never reads it.",
        "Call `~/.local/bin/hledger` by full path (or add it to bash's PATH)."),
        "`hledger -f 2024.journal bal` → `/bin/bash: line 1: hledger: command not found` (exit 127); "
        "`~/.config/fish/config.fish` line 12 is `fish_add_path ~/.local/bin`. `~/.local/bin/hledger -f "
        "2024.journal bal` ran (and reported the journal error).",
        "Not found in the first call; the full-path call runs hledger (its own error is about the journal).",
        ["code_spans", "arrow", "exit_code"],
        {"failure": "hledger: command not found", "fix": "~/.local/bin/hledger -f 2024.journal bal"},
        cat="env_setup", group="hl-path"),
    gotcha(65, HL, "real not_shown write_named_like_fix", (
        "Put ~/.local/bin on bash's PATH through ~/.bashrc.d for a fish user's agent shell",
        "The agent's Bash tool cannot find tools a fish user installed under ~/.local/bin.",
        "Fixing PATH only in config.fish.",
        "bash does not read fish config.",
        "Write `export PATH=\"$HOME/.local/bin:$PATH\"` to ~/.bashrc.d/10-local-bin.sh."),
        "Bash tool: `/bin/bash: line 1: hledger: command not found` although config.fish has "
        "`fish_add_path ~/.local/bin`; wrote `~/.bashrc.d/10-local-bin.sh` with `export "
        "PATH=\"$HOME/.local/bin:$PATH\"`.",
        "The file was written but never sourced or tested; the assistant says it hasn't tested it.",
        ["code_spans", "nested_quotes"],
        {"failure": "hledger: command not found", "fix": "10-local-bin.sh"}, cat="env_setup", group="hl-path"),
    gotcha(66, HL, "real shown edit_then_pass", (
        "hledger's unbalanced-transaction error names the line range; fix the swapped digits there",
        "hledger bal stops with 'This transaction is unbalanced' for 2024.journal:211-213.",
        "Typing a posting amount with swapped digits (54.20 vs -45.20).",
        "Postings of a transaction must sum to zero.",
        "Correct the amount at the reported lines and re-run."),
        "```\nhledger: Error: /home/mina/fin/2024.journal:211-213:\nThis transaction is unbalanced.\nThe real "
        "postings' sum should be 0 but is: 9.00 EUR\n```\nEdit `-45.20 EUR` → `-54.20 EUR`; the next run no longer "
        "reported it and the final `bal --depth 1` totalled 0.",
        "Unbalanced error; after the edit the next run reports a different (assertion) error and the final bal "
        "passes.",
        ["fenced_block", "file_line_range", "code_spans"],
        {"failure": "This transaction is unbalanced", "fix": "    assets:checking        -54.20 EUR"},
        cat="debugging_technique"),
    gotcha(67, HL, "real shown rerun_passes", (
        "A failing hledger balance assertion points at a missing transaction, not at the assertion line",
        "Balance assertion failed in assets:checking at 2024.journal:388:33, difference 12.50 EUR.",
        "Editing the asserted amount to make the error go away.",
        "A transaction (a 12.50 refund) was never entered.",
        "Add the missing transaction before the assertion and re-run."),
        "`/home/mina/fin/2024.journal:388:33` — `Balance assertion failed in assets:checking`, "
        "`(difference: 12.50 EUR)`. Added the 2024-06-28 pharmacy refund; `~/.local/bin/hledger -f 2024.journal "
        "bal --depth 1` then ran clean with a 0 total.",
        "Assertion error; after the refund edit the bal run succeeds and the person says perfect.",
        ["code_spans", "file_line_col"],
        {"failure": "Balance assertion failed in assets:checking", "fix": "2024-06-28 * Pharmacy refund",
         "evidence": "bal --depth 1"}, cat="debugging_technique"),
    knowledge(68, HL, "real knowledge", (
        "Debug hledger balance assertions with reg -I on the account",
        "An assertion fails and you need the running balance.",
        "`hledger reg -I 'assets:checking$' cur:EUR` shows the running balance with assertions ignored.",
        "It is hledger's own suggestion and shows where the balance diverges."),
        "hledger's hint: `hledger reg -I 'assets:checking$' cur:EUR`",
        "In the assertion error output.",
        ["code_spans"], {"evidence": "hledger reg -I 'assets:checking$' cur:EUR"}, cat="debugging_technique"),
    gotcha(69, HL, "invented not_shown near_miss", (
        "hledger reports unbalanced transactions with their full line span",
        "Unbalanced error.",
        "Digit swap.",
        "Sum not zero.",
        "Fix the amount."),
        "`hledger: Error: /home/mina/fin/2024.journal:212-214:` — `This transaction is unbalanced.`",
        "The session's span is 211-213.",
        ["code_spans", "digit_changed"], {"evidence": "This transaction is unbalanced."}),
    gotcha(70, HL, "invented not_shown never_seen_error", (
        "hledger says could not balance this transaction for a swapped-digit posting",
        "Unbalanced journal.",
        "Typo.",
        "Sum off by 9.00.",
        "Fix amount."),
        "`hledger: could not balance this transaction (real postings are off by 9.00 EUR)`",
        "That older message never appears; this hledger printed 'This transaction is unbalanced.'",
        ["code_spans"], {"evidence": "9.00 EUR"}),
    gotcha(71, HL, "invented not_shown names_false_claim", (
        "After ~/.bashrc.d/10-local-bin.sh the Bash tool finds hledger without a path",
        "command not found.",
        "fish-only PATH.",
        "bash PATH.",
        "bashrc.d file."),
        "With `~/.bashrc.d/10-local-bin.sh` in place, plain `hledger -f 2024.journal bal` worked from the Bash tool.",
        "Nothing ran after the Write; the assistant said it had not tested it.",
        ["code_spans", "false_outcome"], {"evidence": "I haven't tested it from this session"}),

    # --- firebird-debian -------------------------------------------------------------------------------------
    gotcha(72, FB, "real shown rerun_passes", (
        "Firebird's server opens database files as the firebird user: chown a copied .fdb",
        "isql-fb: SQLSTATE = 08001, I/O error during \"open\" operation for file, -Permission denied.",
        "Copying a .fdb as a deploy user and connecting through localhost:/path.",
        "With a server connection string the firebird service process opens the file; mode 600 for deploy blocks it.",
        "`chown firebird:firebird` (and chmod 660) on the database file."),
        "isql-fb → I/O error during \"open\" operation … `-Permission denied`; `ls -l` showed "
        "`-rw------- 1 deploy deploy` while the server runs as `uid=118(firebird)`. After `sudo chown "
        "firebird:firebird /srv/db/ledger.fdb && sudo chmod 660 /srv/db/ledger.fdb` the file opened (next error "
        "was about login) and the final query returned COUNT 97.",
        "Permission error; after chown the rerun gets past the open to a login error, and the query with the right "
        "password returns 97.",
        ["code_spans", "short_quotes", "ellipsis_unicode"],
        {"failure": "-Permission denied", "fix": "sudo chown firebird:firebird /srv/db/ledger.fdb"},
        cat="env_setup"),
    gotcha(73, FB, "real shown fix_ran", (
        "Firebird 3 on Debian gets a new SYSDBA password at install; use /etc/firebird/3.0/SYSDBA.password",
        "isql-fb: SQLSTATE = 28000, Your user name and password are not defined.",
        "Reusing the old server's SYSDBA password after moving a database file.",
        "Users live in the server's security3.fdb, not in the database; Debian generates SYSDBA's password.",
        "Source /etc/firebird/3.0/SYSDBA.password and use its ISC_PASSWORD."),
        [r"`Statement failed, SQLSTATE = 28000`",
         r"`Your user name and password are not defined. Ask your database administrator to set up a Firebird login.`",
         r"fix: `. /etc/firebird/3.0/SYSDBA.password` inside `sudo sh -c` → COUNT 97"],
        "Login error after the chown; the sudo sh -c call with SYSDBA.password sourced returns 97.",
        ["list", "code_spans", "arrow"],
        {"failure": "SQLSTATE = 28000", "fix": ". /etc/firebird/3.0/SYSDBA.password"}, cat="env_setup"),
    gotcha(74, FB, "real not_shown confirmation_denied", (
        "Debian's firebird3.0 listens on localhost only: set RemoteBindAddress for remote clients",
        "A remote app gets connection refused on 3050; ss shows Firebird on 127.0.0.1:3050.",
        "Expecting a fresh firebird3.0-server to accept network clients.",
        "firebird.conf has RemoteBindAddress = localhost.",
        "Set `RemoteBindAddress = 0.0.0.0` and restart firebird3.0."),
        "`ss -ltnp | grep 3050` → `127.0.0.1:3050`; Edit `RemoteBindAddress = localhost` → "
        "`RemoteBindAddress = 0.0.0.0`, `sudo systemctl restart firebird3.0`, then `0.0.0.0:3050`.",
        "Listening changed, but the person reports 'still connection refused from the app server' right after.",
        ["code_spans", "arrow", "tool_names"],
        {"failure": "gets connection refused", "fix": "RemoteBindAddress = 0.0.0.0",
         "evidence": "still connection refused from the app server"}, cat="env_setup"),
    gotcha(75, FB, "real not_shown only_suggested", (
        "An nftables input policy of drop hides Firebird's port 3050 from app servers",
        "Remote clients still get connection refused after Firebird binds 0.0.0.0.",
        "Only opening the ports of other services (22, 5432) in the input chain.",
        "`policy drop` with no rule for 3050.",
        "`nft add rule inet filter input ip saddr <app> tcp dport 3050 accept` and persist in nftables.conf."),
        "`sudo nft list chain inet filter input` shows `policy drop;` and only `tcp dport { 22, 5432 } accept`; "
        "rule to add: `sudo nft add rule inet filter input ip saddr 10.0.4.12 tcp dport 3050 accept`.",
        "The rule is only offered; the person declines (the infra team's ansible will do it).",
        ["code_spans"],
        {"failure": "still connection refused from the app server",
         "fix": "sudo nft add rule inet filter input ip saddr 10.0.4.12 tcp dport 3050 accept"}, cat="env_setup"),
    knowledge(76, FB, "real knowledge", (
        "Check which address a database server binds with ss -ltnp before blaming the client",
        "A remote client gets connection refused.",
        "`ss -ltnp | grep <port>` shows the local address (127.0.0.1 vs 0.0.0.0) and the owning process.",
        "Separates a bind problem from a firewall problem in one call."),
        "ss -ltnp | grep 3050 -> LISTEN 0 256 127.0.0.1:3050 ... users:((\"firebird\",pid=811,fd=5))",
        "Output in the session.",
        ["prose", "arrow_ascii", "ellipsis"], {"evidence": "127.0.0.1:3050"}, cat="debugging_technique"),
    gotcha(77, FB, "invented not_shown near_miss", (
        "isql-fb fails with SQLSTATE 08006 when the .fdb is owned by another user",
        "I/O error on open.",
        "Wrong owner.",
        "firebird user.",
        "chown."),
        "`Statement failed, SQLSTATE = 08006` / `I/O error during \"open\" operation for file \"/srv/db/ledger.fdb\"`",
        "The session's SQLSTATE is 08001.",
        ["code_spans", "digit_changed"], {"evidence": "SQLSTATE = 08001"}),
    gotcha(78, FB, "invented not_shown other_call_error", (
        "chown on a Firebird database file resets its login",
        "chown fails.",
        "Changing owners.",
        "Login.",
        "Use SYSDBA.password."),
        "`sudo chown firebird:firebird /srv/db/ledger.fdb` → `Your user name and password are not defined`.",
        "chown printed nothing; the login error came from the isql-fb rerun afterwards.",
        ["code_spans", "arrow"], {"evidence": "sudo chown firebird:firebird"}),
    gotcha(79, FB, "invented not_shown invented_detail", (
        "Reset SYSDBA with gsec after moving a Firebird 3 database",
        "Login refused.",
        "Old password.",
        "security3.fdb.",
        "gsec -modify."),
        "Ran `gsec -user SYSDBA -modify SYSDBA -pw` to reset the password, then isql-fb connected.",
        "gsec never ran; the fix was sourcing /etc/firebird/3.0/SYSDBA.password.",
        ["code_spans"], {"evidence": "SYSDBA.password"}),
    gotcha(80, FB, "invented not_shown names_false_claim", (
        "RemoteBindAddress = 0.0.0.0 lets the ERP app server reach Firebird",
        "connection refused.",
        "localhost bind.",
        "Debian default.",
        "Edit firebird.conf."),
        "After `RemoteBindAddress = 0.0.0.0` and `sudo systemctl restart firebird3.0`, the ERP app on 10.0.4.12 "
        "connected.",
        "The person said it was still refused; the nftables policy was dropping 3050.",
        ["code_spans", "false_outcome"], {"evidence": "0.0.0.0:3050"}),
]
