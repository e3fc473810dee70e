"""Labelled lessons of corpus41, part three (sessions of corpus41_sources_c.py): brew bundle, fisher, marimo
(Korean), NLTK in cmd, Qwik City in PowerShell 7, importmap-rails. Labels written from the session text."""
from __future__ import annotations

from tests.truth.corpus41_common import ESC, gotcha, knowledge

E = ESC

RECORDS = [
    # --- brewfile-zsh ----------------------------------------------------------------------------------------------
    gotcha(62, "brewfile-zsh", "real shown fix_ran", (
        "brew install --cask --adopt takes over an app that was installed by hand",
        "brew bundle fails: It seems there is already an App at '/Applications/Visual Studio Code.app'",
        "Deleting the app from /Applications so the cask can install",
        "The cask won't overwrite an app it didn't install",
        "brew install --cask --adopt <cask>"),
        "brew bundle: `Error: It seems there is already an App at '/Applications/Visual Studio Code.app'.` — "
        "`sudo rm -rf` was rejected; `brew install --cask --adopt visual-studio-code` → `==> Adopting existing App "
        "at '/Applications/Visual Studio Code.app'` … `visual-studio-code was successfully installed!`",
        "The bundle fails on VS Code; the rm is rejected; the adopt call adopts and installs; the later bundle "
        "says Using visual-studio-code.",
        ["code span", "ANSI stripped", "ellipsis", "arrow"],
        {"failure": "It seems there is already an App at", "fix": "brew install --cask --adopt visual-studio-code",
         "evidence": "Adopting existing App at"}, cat="env_setup"),
    gotcha(63, "brewfile-zsh", "real not_shown rerun_still_fails", (
        "brew bundle's mas entries need an App Store sign-in first",
        "brew bundle fails on a mas line: Not signed in to the App Store",
        "Running brew bundle on a fresh Mac before signing in to the App Store",
        "mas installs through the App Store account",
        "Sign in in the App Store app, then re-run brew bundle"),
        "`Installing Xcode` → `Not signed in to the App Store. Sign in via the App Store app and retry.`; after "
        "the user signed in, the re-run printed the same error and `Homebrew Bundle failed! 1 Brewfile dependency "
        "failed to install.`",
        "The person signs in; the re-run of brew bundle fails again on Xcode with the same message.",
        ["code span", "outcome words"],
        {"failure": "Not signed in to the App Store", "fix": "ok, signed in via the App Store app",
         "evidence": "1 Brewfile dependency failed to install"}, cat="env_setup"),
    gotcha(64, "brewfile-zsh", "real shown edit_then_pass", (
        "Take mas entries out of a Brewfile when mas can't see the App Store login",
        "brew bundle keeps failing on a mas app even after signing in",
        "Retrying sign-in over and over",
        "mas can't detect the App Store login on recent macOS",
        "Comment out the mas line, install that app by hand, re-run the bundle"),
        "Edit(/Users/priya/dotfiles/Brewfile): `# mas \"Xcode\", id: 497799835  # install by hand; mas can't see "
        "the App Store login` → `brew bundle … && brew bundle check` → `Homebrew Bundle complete! 14 Brewfile "
        "dependencies now installed.` / `The Brewfile's dependencies are satisfied.`",
        "After the second failure the person agrees; the Brewfile edit comments the line; the bundle and check "
        "pass.",
        ["tool-call notation", "nested quotes", "whitespace-significant quote", "ANSI stripped"],
        {"failure": "1 Brewfile dependency failed to install", "fix": "# mas \"Xcode\", id: 497799835  # install",
         "evidence": "The Brewfile's dependencies are satisfied."}, cat="env_setup"),
    gotcha(65, "brewfile-zsh", "real not_shown never_run", (
        "Delete a hand-installed app so brew bundle can install its cask",
        "brew bundle stops because the app already exists in /Applications",
        "Keeping the manually dragged app around",
        "The cask refuses to overwrite an existing app",
        "Remove the app with sudo rm -rf and re-run the bundle"),
        "`Error: It seems there is already an App at '/Applications/Visual Studio Code.app'.`; remove it with "
        "`sudo rm -rf \"/Applications/Visual Studio Code.app\"` and re-run the bundle",
        "The rm call was rejected by the person (tool use rejected) and never ran; the app was adopted instead.",
        ["code span", "nested quotes"],
        {"failure": "It seems there is already an App at",
         "fix": "sudo rm -rf \"/Applications/Visual Studio Code.app\"", "evidence": "Installing visual-studio-code"}),
    gotcha(66, "brewfile-zsh", "invented not_shown names_false_claim", (
        "Signing in to the App Store lets brew bundle install Xcode through mas",
        "Xcode fails in brew bundle",
        "Not being signed in",
        "mas needs the account",
        "Sign in and re-run"),
        "after signing in, re-running `brew bundle --file ~/dotfiles/Brewfile` installed Xcode: "
        "`[32mHomebrew Bundle complete![0m`",
        "The re-run after signing in failed on Xcode again; 'Homebrew Bundle complete!' is from the run after the "
        "mas line was commented out, and Xcode was never installed.",
        ["ANSI codes without the escape byte", "outcome words"],
        {"evidence": "ok, signed in via the App Store app"}),
    gotcha(67, "brewfile-zsh", "invented not_shown invented_detail", (
        "brew bundle --cleanup clears a hand-installed app before the cask goes in",
        "The cask conflicts with an existing app",
        "Fixing the conflict by hand",
        "--cleanup removes what the Brewfile doesn't manage",
        "brew bundle --cleanup --force"),
        "`brew bundle --file ~/dotfiles/Brewfile --cleanup --force` cleared the manual VS Code install before the "
        "cask went in",
        "No --cleanup run exists; the conflict was solved with --adopt.",
        ["code span", "command never run"],
        {"evidence": "brew install --cask --adopt visual-studio-code"}),
    # --- fisher-fish -----------------------------------------------------------------------------------------------
    gotcha(68, "fisher-fish", "real shown fix_ran", (
        "Fisher's curl | source bootstrap must run inside fish",
        "bash: source: filename argument required when installing fisher",
        "Running the fish bootstrap one-liner from a bash shell (such as the Bash tool)",
        "bash's source needs a file name and can't read fish code from a pipe",
        "fish -c 'curl -sL …/fisher.fish | source && fisher install …'"),
        "`curl -sL …/fisher.fish | source` under bash → `source: filename argument required`; the same pipe inside "
        "`fish -c '…'` ended `Installed 3 plugin/s`",
        "The bash call fails; the fish -c call installs fisher, nvm.fish and z.",
        ["code span", "ellipsis", "arrow"],
        {"failure": "source: filename argument required", "fix": "fish -c 'curl -sL",
         "evidence": "Installed 3 plugin/s"}, cat="env_setup"),
    gotcha(69, "fisher-fish", "real shown rerun_passes", (
        "nvm.fish forgets the Node version in new shells without nvm_default_version",
        "node works right after nvm install, then fish: Unknown command: node in the next shell",
        "Assuming nvm install makes the version the default",
        "nvm.fish activates a version per shell; only the universal nvm_default_version carries over",
        "set --universal nvm_default_version 20"),
        "Bash(fish -c 'node --version') → Exit code 127, `fish: Unknown command: node`; Bash(fish -c 'set "
        "--universal nvm_default_version 20' && fish -c 'node --version') → `v20.18.1`",
        "The fresh shell can't find node; after setting the universal variable the same node --version in a new "
        "fish prints v20.18.1.",
        ["tool-call notation", "exit code"],
        {"failure": "fish: Unknown command: node", "fix": "set --universal nvm_default_version 20",
         "evidence": "fish -c 'set --universal nvm_default_version 20' && fish -c 'node --version'"},
        cat="env_setup"),
    gotcha(70, "fisher-fish", "real shown person_confirms", (
        "Adding a plugin to fish_plugins by hand does nothing until fisher update",
        "tide is listed in fish_plugins but not installed; the prompt doesn't appear",
        "Editing fish_plugins and expecting fisher to notice",
        "fisher reads the file only on fisher update",
        "Run fisher update"),
        "fish_plugins listed `ilancosman/tide@v6` but `fisher list` didn't; `fish -c 'fisher update'` → "
        "`Installing ilancosman/tide@v6`; user: \"prompt shows up in a new tab, thanks!\"",
        "cat shows tide in the file but not in fisher list; fisher update installs it; the person confirms.",
        ["code span", "double quotes"],
        {"failure": "ilancosman/tide@v6\n---", "fix": "fish -c 'fisher update'",
         "evidence": "prompt shows up in a new tab"}),
    gotcha(71, "fisher-fish", "invented not_shown near_miss", (
        "nvm.fish wants the version with a v prefix in nvm_default_version",
        "node is missing in new fish shells",
        "Setting the variable without the v",
        "nvm.fish matches the full tag",
        "set -U nvm_default_version v20"),
        "`set -U nvm_default_version v20` made node available in every new fish",
        "The session ran set --universal nvm_default_version 20, no v prefix and not -U.",
        ["code span", "near miss"],
        {"evidence": "set --universal nvm_default_version 20"}),
    gotcha(72, "fisher-fish", "invented not_shown other_call_error", (
        "nvm install in fish -c doesn't put node on PATH even in the same call",
        "node isn't found right after nvm install",
        "Chaining node after nvm install",
        "The install doesn't activate the version",
        "Set nvm_default_version first"),
        "`fish -c 'nvm install 20 && node --version'` printed `fish: Unknown command: node` even though nvm said "
        "it installed v20.18.1",
        "That call printed v20.18.1 from node --version; the Unknown command error is the next call's, in a "
        "fresh shell.",
        ["code span", "another call's error"],
        {"evidence": "fish -c 'nvm install 20 && node --version'"}),
    knowledge(73, "fisher-fish", "real knowledge", (
        "fisher update makes the installed plugins match fish_plugins",
        "Managing fish plugins declaratively from a dotfiles repo",
        "Edit fish_plugins, then run `fisher update`",
        "fisher update installs what the file lists (and removes what it doesn't)"),
        "Nach dem Eintrag in fish_plugins fehlte tide in `fisher list`; erst `fisher update` meldete "
        "`Installing ilancosman/tide@v6` und `Installed 1 plugin/s`.",
        "The cat/fisher list call and the fisher update call.",
        ["German prose", "code span"],
        {"evidence": "Installed 1 plugin/s"}),
    # --- marimo-wsl-ko ---------------------------------------------------------------------------------------------
    gotcha(74, "marimo-wsl-ko", "real shown rerun_passes", (
        "marimo refuses a converted notebook that redefines a variable in two cells",
        "marimo export fails with MultipleDefinitionError",
        "Converting a Jupyter notebook that reassigns df in later cells",
        "marimo treats cells as a dataflow graph; each name may be defined by one cell",
        "Rename the variable in one of the cells"),
        "`marimo export html eda.py -o eda.html` → `MultipleDefinitionError: This cell redefines variables from "
        "other cells.` (`'df' was also defined by:` cell-3, cell-7) → 7번 셀을 `df_clean` 으로 바꾼 뒤 같은 명령이 "
        "통과, eda.html 1843311 bytes",
        "The export fails; the edit renames df in cell 7; the same export && ls shows the file.",
        ["code span", "Korean prose", "arrows"],
        {"failure": "MultipleDefinitionError: This cell redefines", "fix": "df_clean = df.dropna",
         "evidence": "1843311"}),
    gotcha(75, "marimo-wsl-ko", "real not_shown korean_other", (
        "marimo edit blocks the agent's shell; start it headless from a terminal",
        "marimo edit never returns and the call has to be interrupted",
        "Starting the marimo editor from a tool call",
        "marimo edit is a long-running server",
        "Run marimo edit --headless --port 2718 in a terminal and open the printed URL"),
        "`marimo edit eda.py` → `[Request interrupted by user for tool use]` (\"그거 안 끝나잖아\")",
        "The headless command is only suggested; the person says they will try later. The later 됐어요 is "
        "about opening the downloaded html, not the editor.",
        ["code span", "Korean quote"],
        {"failure": "그거 안 끝나잖아", "fix": "다운받으니까 보여. 됐어요", "evidence": "marimo edit eda.py"}),
    gotcha(76, "marimo-wsl-ko", "invented not_shown invented_detail", (
        "marimo needs --host 0.0.0.0 to be reached from Windows",
        "The marimo editor in WSL isn't reachable from Chrome on Windows",
        "Binding to localhost only",
        "WSL 2 networking",
        "Run with --headless --host 0.0.0.0 --port 2718"),
        "`marimo edit eda.py --headless --host 0.0.0.0 --port 2718` 로 띄우니 윈도우 크롬에서 바로 열렸다",
        "That command never ran; the assistant only suggested --headless --port 2718 and, as a fallback, "
        "--host 0.0.0.0.",
        ["Korean prose", "command never run"],
        {"evidence": "--headless --port 2718"}),
    gotcha(77, "marimo-wsl-ko", "invented not_shown names_false_claim", (
        "marimo export html works on converted notebooks out of the box",
        "Exporting a converted notebook",
        "Expecting conversion problems",
        "marimo convert produces a valid notebook",
        "Export straight after converting"),
        "`marimo export html eda.py -o eda.html` 는 처음부터 성공했다 (`eda.html` 1843311 bytes)",
        "The first export failed with MultipleDefinitionError; 1843311 bytes is after the rename.",
        ["Korean prose", "outcome words", "first run"],
        {"evidence": "Failed to export notebook: 1 cell(s) had errors"}),
    knowledge(78, "marimo-wsl-ko", "real knowledge", (
        "marimo convert turns a Jupyter notebook into a marimo .py file",
        "Moving an .ipynb notebook to marimo",
        "marimo convert eda.ipynb > eda.py, then export or edit the .py",
        "The result is a plain Python file that diffs and reviews like code"),
        "`marimo convert eda.ipynb > eda.py && wc -l eda.py` → `212 eda.py`",
        "The convert call and its wc output.",
        ["code span", "arrow"],
        {"evidence": "marimo convert eda.ipynb > eda.py"}),
    knowledge(79, "marimo-wsl-ko", "invented never_seen_error", (
        "marimo convert needs notebooks saved as valid nbformat JSON",
        "Converting an old notebook to marimo",
        "Re-save the notebook in current Jupyter before converting",
        "marimo convert reads it with nbformat"),
        "`marimo convert eda.ipynb` 가 `nbformat.reader.NotJSONError: Notebook does not appear to be JSON` 를 냈다",
        "marimo convert succeeded (212 lines); no nbformat error appears.",
        ["Korean prose", "error never seen"],
        {"evidence": "212 eda.py"}),
    # --- nltk-cmd --------------------------------------------------------------------------------------------------
    gotcha(80, "nltk-cmd", "real shown rerun_passes", (
        "NLTK 3.9 word_tokenize needs the punkt_tab resource, not punkt",
        "LookupError: Resource punkt_tab not found after upgrading nltk",
        "Having only punkt downloaded from older NLTK versions",
        "NLTK 3.9 loads the tokenizer from punkt_tab",
        "nltk.download('punkt_tab') into a directory on the search path"),
        "LookupError: Resource [93mpunkt_tab[0m not found. → `nltk.download('punkt_tab', "
        "download_dir=r'D:\\nltk_data')` → `True`; rerun: `tokenized 4,812 reviews -> out\\tokens.parquet`",
        "The script fails; the download into D:\\nltk_data prints True; the same script run again succeeds.",
        ["ANSI codes without the escape byte (unquoted)", "Windows path", "arrows"],
        {"failure": f"punkt_tab{E}[0m not found", "fix": "nltk.download('punkt_tab', download_dir=",
         "evidence": "tokenized 4,812 reviews"}, cat="env_setup"),
    gotcha(81, "nltk-cmd", "real not_shown ran_the_trap", (
        "setx doesn't change the environment of the cmd window that runs it",
        "After setx NLTK_DATA, NLTK in the same window still searches the default path",
        "Using setx and testing in the same session",
        "setx writes the user environment for processes started later",
        "Use set for the current window; test setx from a new window"),
        "`setx NLTK_DATA E:\\shared\\nltk_data && python -c \"import nltk; print(nltk.data.path[0])\"` → "
        "`SUCCESS: Specified value was saved.` then still `C:\\Users\\Olu/nltk_data`",
        "Only setx ran, and its own output shows the old path; set was never run and no new window was tried (the "
        "person will check tomorrow).",
        ["code span", "Windows path", "outcome words"],
        {"failure": "SUCCESS: Specified value was saved.", "fix": "setx NLTK_DATA E:\\shared\\nltk_data &&",
         "evidence": "C:\\Users\\Olu/nltk_data"}, cat="env_setup"),
    knowledge(82, "nltk-cmd", "real knowledge", (
        "NLTK on Windows already searches X:\\nltk_data on C:, D: and E:",
        "Choosing where to put NLTK data on a Windows machine without admin rights",
        "Read the 'Searched in' list of the LookupError and download into one of those folders",
        "No NLTK_DATA variable is needed for a folder already on the list"),
        "The LookupError's `Searched in:` list already had `'D:\\\\nltk_data'` (and `'E:\\\\nltk_data'`), so "
        "downloading into D:\\nltk_data needed no NLTK_DATA",
        "The Searched in list of the first run; the download and the successful re-run without NLTK_DATA.",
        ["doubled backslashes", "code span"],
        {"evidence": "Searched in:"}, cat="env_setup"),
    gotcha(83, "nltk-cmd", "invented not_shown other_call_error", (
        "nltk.download into a custom directory still leaves LookupError",
        "The resource is downloaded but still not found",
        "Downloading with download_dir",
        "NLTK doesn't search the download_dir",
        "Set NLTK_DATA as well"),
        "After running `python -c \"import nltk; print(nltk.download('punkt_tab', download_dir=r'D:\\nltk_data'))\"`, "
        "it still raised `LookupError`, and only the rerun of the script succeeded.",
        "The download call printed True; the LookupError is the script's first run, before the download.",
        ["GPT-style prose", "another call's error"],
        {"evidence": "print(nltk.download('punkt_tab'"}),
    gotcha(84, "nltk-cmd", "invented not_shown near_miss", (
        "NLTK searches the Local AppData folder for data",
        "LookupError on Windows",
        "Putting data in Roaming",
        "The search path uses Local AppData",
        "Move the data to Local"),
        "Searched in: `'C:\\\\Users\\\\Olu\\\\AppData\\\\Local\\\\nltk_data'`",
        "The list has AppData\\\\Roaming, not Local.",
        ["doubled backslashes", "near miss"],
        {"evidence": "Searched in:"}),
    gotcha(85, "nltk-cmd", "invented not_shown never_seen_error", (
        "setx truncates long values",
        "NLTK_DATA is cut off",
        "Using setx for long paths",
        "setx limits values to 1024 characters",
        "Edit the variable in the System dialog"),
        "`setx` printed `WARNING: The data being saved is truncated to 1024 characters.`",
        "setx printed SUCCESS: Specified value was saved.; no truncation warning.",
        ["code span", "error never seen"],
        {"evidence": "SUCCESS: Specified value was saved."}),
    # --- qwik-pwsh -------------------------------------------------------------------------------------------------
    gotcha(86, "qwik-pwsh", "real shown edit_then_pass", (
        "Qwik's optimizer rejects a helper function declared inside component$",
        "qwik build fails: Reference to identifier 'formatPrice' can not be used inside a Qwik component",
        "Declaring helpers inside the component body and calling them from an onClick$ handler",
        "Handlers are split into lazy chunks; they can only capture module-scope exports or serializable values",
        "Move the function to module scope and export it"),
        "`[vite-plugin-qwik] src/routes/product/[id]/index.tsx:18:32: Error: Reference to identifier 'formatPrice' "
        "can not be used inside a Qwik component` → moved formatPrice to module scope as `export function "
        f"formatPrice(cents: number)` → `npm run build`: `{E}[32m✓{E}[39m build.client`",
        "The build fails at index.tsx:18:32; two edits move the function out; the next npm run build passes "
        "build.client, build.server and lint.",
        ["file:line:col", "ANSI codes with the escape byte", "arrows"],
        {"failure": "Reference to identifier 'formatPrice' can not be used",
         "fix": "export function formatPrice(cents: number)", "evidence": f"✓{E}[39m build.server"},
        cat="build_config"),
    gotcha(87, "qwik-pwsh", "real shown fix_ran", (
        "PowerShell -Path treats [id] in a route folder as a wildcard",
        "Get-Content says Cannot find path for src/routes/product/[id]/index.tsx although it exists",
        "Passing file-based route paths with brackets to -Path",
        "-Path expands wildcards and [id] is a character class",
        "Use -LiteralPath"),
        "PowerShell: `Get-Content -Path 'src/routes/product/[id]/index.tsx'` → `Cannot find path "
        "'C:\\Users\\Sofia\\src\\shop-qwik\\src\\routes\\product\\[id]\\index.tsx' because it does not exist.`; "
        "`Get-Content -LiteralPath` read the file",
        "The -Path call fails; the -LiteralPath call returns the file's lines.",
        ["code span", "Windows path", "arrow"],
        {"failure": "Cannot find path", "fix": "Get-Content -LiteralPath",
         "evidence": "Get-Content -Path 'src/routes"}),
    knowledge(88, "qwik-pwsh", "real knowledge", (
        "Clear only node_modules/.vite for a stale Vite pre-bundle",
        "A Vite-based preview seems stale and someone proposes deleting node_modules",
        "Remove just node_modules/.vite (with -LiteralPath in PowerShell) and let Vite pre-bundle again",
        "The cache is all that goes stale; a full reinstall is slow and was refused"),
        "`Remove-Item -Recurse -Force node_modules` was rejected by the user (\"not the whole node_modules!! only "
        "the .vite cache folder\"); `Remove-Item -Recurse -Force -LiteralPath node_modules/.vite; Test-Path "
        "node_modules/.vite` → `False`",
        "The rejected call, the person's instruction, the narrower Remove-Item returning False.",
        ["code span", "double quotes", "rejected call"],
        {"evidence": "not the whole node_modules!!"}),
    gotcha(89, "qwik-pwsh", "invented not_shown near_miss", (
        "Qwik points at the handler column, not the function",
        "The optimizer error location is confusing",
        "Looking at the wrong column",
        "The error names the capture site",
        "Go to the reported column"),
        "the optimizer pointed at `src/routes/product/[id]/index.tsx:18:23`",
        "The error says index.tsx:18:32.",
        ["file:line:col", "near miss"],
        {"evidence": "index.tsx:18:32"}),
    gotcha(90, "qwik-pwsh", "invented not_shown names_false_claim", (
        "A clean node_modules fixes Qwik preview staleness",
        "The preview serves an old build",
        "Keeping node_modules across pulls",
        "Stale dependencies",
        "Delete node_modules and reinstall"),
        "`Remove-Item -Recurse -Force node_modules` ran, then `npm run build` passed with a fresh install",
        "That Remove-Item was rejected and never ran; npm run build had passed before it.",
        ["code span", "outcome words"],
        {"evidence": "Remove-Item -Recurse -Force node_modules"}),
    gotcha(91, "qwik-pwsh", "invented not_shown invented_detail", (
        "Wrap component-local helpers in $() for Qwik",
        "Qwik can't capture a local function",
        "Leaving the helper plain",
        "Only QRLs can be captured",
        "const formatPrice = $((cents) => ...)"),
        "fixed by wrapping it as `const formatPrice = $((cents: number) => …)` inside the component",
        "The fix moved the function to module scope; no $() wrapper was written.",
        ["code span", "ellipsis", "edit never made"],
        {"evidence": "export function formatPrice(cents: number)"}),
    # --- importmap-zsh ---------------------------------------------------------------------------------------------
    gotcha(92, "importmap-zsh", "real shown rerun_passes", (
        "An import map pin for chart.js doesn't cover chart.js/auto",
        "Stimulus chart never renders; the browser can't resolve module specifier \"chart.js/auto\"",
        "Pinning the package name and importing a subpath",
        "Import maps match exact specifiers (or prefixes ending in /)",
        "bin/importmap pin chart.js/auto"),
        "`[console] SEVERE … Uncaught TypeError: Failed to resolve module specifier \"chart.js/auto\"` → "
        "`bin/importmap pin chart.js/auto` → `bin/rails test test/system/stats_test.rb`: "
        "`1 runs, 1 assertions, 0 failures, 0 errors, 0 skips`",
        "The console grep shows the failed specifier; the subpath pin; the same system test then passes.",
        ["code span", "ellipsis", "nested quotes", "arrows"],
        {"failure": "Failed to resolve module specifier \"chart.js/auto\"", "fix": "bin/importmap pin chart.js/auto",
         "evidence": "1 runs, 1 assertions, 0 failures"}, cat="build_config"),
    gotcha(93, "importmap-zsh", "real not_shown ran_before_failure", (
        "Re-pin chart.js with bin/importmap pin when a Stimulus chart won't render",
        "The chart canvas never appears on /stats",
        "Relying on a CDN pin that may have drifted",
        "A stale chart.js pin",
        "bin/importmap pin chart.js to vendor it again"),
        "`bin/importmap pin chart.js` → `Pinning \"chart.js\" to vendor/javascript/chart.js.js`; system test: "
        "`expected to find css \"canvas[data-chart-rendered]\" but there were no matches`",
        "The pin ran first; the system test failed after it. What fixed it was pinning chart.js/auto later.",
        ["code span", "nested quotes", "order"],
        {"failure": "but there were no matches", "fix": "bin/importmap pin chart.js",
         "evidence": "Pinning \"chart.js\" to vendor/javascript/chart.js.js"}),
    knowledge(94, "importmap-zsh", "real knowledge", (
        "bin/importmap pin vendors a package's dependencies along with it",
        "Adding an npm package to a Rails app with importmap and no node",
        "Pin the exact specifier you import; read which extra pins the command adds",
        "Dependencies like @kurkle/color come along, vendored under vendor/javascript"),
        "pinning chart.js also printed 'Pinning \"@kurkle/color\" to vendor/javascript/@kurkle--color.js' — the "
        "dependency came along without being named",
        "Both pin calls list the @kurkle/color pin.",
        ["prose", "single and double quotes"],
        {"evidence": "vendor/javascript/@kurkle--color.js"}),
    gotcha(95, "importmap-zsh", "invented not_shown other_call_error", (
        "bin/importmap pin fails until every dependency is pinned",
        "Pinning chart.js/auto errors",
        "Pinning a subpath first",
        "The pin resolves dependencies eagerly",
        "Pin @kurkle/color first"),
        "`bin/importmap pin chart.js/auto` printed `Uncaught TypeError: Failed to resolve module specifier "
        "\"chart.js/auto\"` until @kurkle/color was pinned too",
        "The TypeError is from the browser console in the system test; the pin call printed two Pinning lines.",
        ["code span", "another call's error"],
        {"evidence": "Uncaught TypeError: Failed to resolve module specifier"}),
    gotcha(96, "importmap-zsh", "invented not_shown names_false_claim", (
        "A subpath pin alone doesn't make the importmap chart render",
        "The system test keeps failing after pinning",
        "Stopping after the pin",
        "Something beyond the pin is missing",
        "Restart the test server after pinning"),
        "After running `bin/importmap pin chart.js/auto`, the system test still failed with `expected to find css "
        "\"canvas[data-chart-rendered]\" but there were no matches`",
        "The test after that pin passed: 1 runs, 1 assertions, 0 failures.",
        ["GPT-style prose", "still failed"],
        {"evidence": "bin/importmap pin chart.js/auto"}),
    gotcha(97, "importmap-zsh", "invented not_shown near_miss", (
        "chart.js 4.4.7 pulls @kurkle/color 0.3.2",
        "An extra pin appears",
        "Not reviewing the added pins",
        "chart.js depends on @kurkle/color",
        "Check the version"),
        "`https://ga.jspm.io/npm:@kurkle/color@0.3.2/dist/color.esm.js`",
        "The pin downloads @kurkle/color@0.3.4.",
        ["code span", "near miss"],
        {"evidence": "@kurkle/color@0.3.4"}),
]
