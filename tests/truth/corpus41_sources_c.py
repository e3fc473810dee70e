"""Scripted sessions of corpus41, part three: brew bundle on macOS zsh (ANSI colour, a rejected tool use), fisher
for a fish user, marimo under WSL 2 (in Korean, an interrupted call), NLTK data in Windows cmd (doubled
backslashes, ANSI colour), Qwik City in Windows PowerShell 7 (ANSI colour, a rejected tool use, file:line:col
errors), importmap-rails with Stimulus on macOS zsh."""
from __future__ import annotations

from tests.truth.corpus41_common import ESC, INTERRUPTED, REJECTED

E = ESC
_RED_ERR = f"{E}[31mError:{E}[0m"
_BUNDLE_HEAD = "Using git\nUsing ripgrep\nUsing fd\nUsing jq\nUsing mas\n"
_BREW = [
    ("user", "new MacBook. `brew bundle --file ~/dotfiles/Brewfile` stops halfway. can you get it through?"),
    ("bash", "brew bundle --file ~/dotfiles/Brewfile",
     f"Exit code 1\n{_BUNDLE_HEAD}Installing visual-studio-code\n{_RED_ERR} It seems there is already an App at "
     "'/Applications/Visual Studio Code.app'.\nInstalling visual-studio-code has failed!\nInstalling 1password\n"
     f"Using font-jetbrains-mono-nerd-font\nInstalling Xcode\n{_RED_ERR} Not signed in to the App Store. Sign in "
     "via the App Store app and retry.\nInstalling Xcode has failed!\n"
     f"{E}[31mHomebrew Bundle failed! 2 Brewfile dependencies failed to install.{E}[0m", True),
    ("say", "Two failures: VS Code was installed by hand (dragged from a dmg), so the cask refuses to overwrite it, "
            "and the `mas \"Xcode\"` line needs an App Store sign-in."),
    ("bash", "sudo rm -rf \"/Applications/Visual Studio Code.app\"", REJECTED, True),
    ("user", "don't delete apps. isn't there an adopt thing for casks?"),
    ("bash", "brew install --cask --adopt visual-studio-code",
     f"{E}[34m==>{E}[0m {E}[1mDownloading https://update.code.visualstudio.com/1.96.2/darwin-arm64/stable{E}[0m\n"
     "######################################################################## 100.0%\n"
     f"{E}[34m==>{E}[0m {E}[1mInstalling Cask {E}[32mvisual-studio-code{E}[39m{E}[0m\n"
     f"{E}[34m==>{E}[0m {E}[1mAdopting existing App at '/Applications/Visual Studio Code.app'{E}[0m\n"
     f"{E}[34m==>{E}[0m {E}[1mLinking Binary 'code' to '/opt/homebrew/bin/code'{E}[0m\n"
     "🍺  visual-studio-code was successfully installed!", False),
    ("say", "VS Code is adopted. For Xcode, sign in to the App Store app and I'll re-run the bundle."),
    ("user", "ok, signed in via the App Store app"),
    ("bash", "brew bundle --file ~/dotfiles/Brewfile",
     f"Exit code 1\n{_BUNDLE_HEAD}Using visual-studio-code\nUsing 1password\nUsing font-jetbrains-mono-nerd-font\n"
     f"Installing Xcode\n{_RED_ERR} Not signed in to the App Store. Sign in via the App Store app and retry.\n"
     f"Installing Xcode has failed!\n{E}[31mHomebrew Bundle failed! 1 Brewfile dependency failed to install."
     f"{E}[0m", True),
    ("say", "`mas` can't see the App Store login on recent macOS (its `account` check has been broken since "
            "macOS 12), so the error stays after signing in. I can comment out the `mas \"Xcode\"` line and you "
            "install Xcode from the App Store by hand."),
    ("user", "comment it out"),
    ("edit", "/Users/priya/dotfiles/Brewfile", "mas \"Xcode\", id: 497799835",
     "# mas \"Xcode\", id: 497799835  # install by hand; mas can't see the App Store login"),
    ("bash", "brew bundle --file ~/dotfiles/Brewfile && brew bundle check --file ~/dotfiles/Brewfile",
     f"{_BUNDLE_HEAD}Using visual-studio-code\nUsing 1password\nUsing font-jetbrains-mono-nerd-font\n"
     f"{E}[32mHomebrew Bundle complete!{E}[0m 14 Brewfile dependencies now installed.\n"
     "The Brewfile's dependencies are satisfied.", False),
]

_FISHER_URL = "https://raw.githubusercontent.com/jorgebucaran/fisher/main/functions/fisher.fish"
_FISHER = [
    ("user", "I want nvm.fish and z through fisher on this box. fish 3.7, fisher isn't installed yet."),
    ("bash", f"curl -sL {_FISHER_URL} | source && fisher install jorgebucaran/fisher",
     "Exit code 2\nbash: line 1: source: filename argument required\nsource: usage: source filename [arguments]",
     True),
    ("say", "The Bash tool runs bash; fisher's bootstrap has to be sourced by fish."),
    ("bash", f"fish -c 'curl -sL {_FISHER_URL} | source && fisher install jorgebucaran/fisher "
             "jorgebucaran/nvm.fish jethrokuan/z'",
     "fisher install version 4.4.5\nFetching https://api.github.com/repos/jorgebucaran/fisher/tarball/HEAD\n"
     "Fetching https://api.github.com/repos/jorgebucaran/nvm.fish/tarball/HEAD\n"
     "Fetching https://api.github.com/repos/jethrokuan/z/tarball/HEAD\nInstalling jorgebucaran/fisher\n"
     "           /home/noor/.config/fish/functions/fisher.fish\n"
     "           /home/noor/.config/fish/completions/fisher.fish\nInstalling jorgebucaran/nvm.fish\n"
     "           /home/noor/.config/fish/functions/nvm.fish\n           /home/noor/.config/fish/conf.d/nvm.fish\n"
     "Installing jethrokuan/z\n           /home/noor/.config/fish/conf.d/z.fish\n"
     "           /home/noor/.config/fish/functions/__z.fish\nInstalled 3 plugin/s", False),
    ("bash", "fish -c 'nvm install 20 && node --version'",
     "Installing Node v20.18.1 lts/iron\nFetching https://nodejs.org/dist/v20.18.1/node-v20.18.1-linux-x64.tar.xz\n"
     "Now using Node v20.18.1 (npm 10.8.2) ~/.local/share/nvm/v20.18.1/bin/node\nv20.18.1", False),
    ("bash", "fish -c 'node --version'", "Exit code 127\nfish: Unknown command: node", True),
    ("say", "nvm.fish doesn't keep a version active in new shells unless the universal variable "
            "`nvm_default_version` is set."),
    ("bash", "fish -c 'set --universal nvm_default_version 20' && fish -c 'node --version'", "v20.18.1", False),
    ("user", "also I added ilancosman/tide@v6 to fish_plugins by hand but the prompt isn't there"),
    ("bash", "cat ~/.config/fish/fish_plugins && echo --- && fish -c 'fisher list'",
     "jorgebucaran/fisher\njorgebucaran/nvm.fish\njethrokuan/z\nilancosman/tide@v6\n---\njorgebucaran/fisher\n"
     "jorgebucaran/nvm.fish\njethrokuan/z", False),
    ("say", "Editing fish_plugins alone does nothing until `fisher update`, which makes the installed set match "
            "the file: it installs what is listed and removes what isn't."),
    ("bash", "fish -c 'fisher update'",
     "fisher update version 4.4.5\nFetching https://api.github.com/repos/ilancosman/tide/tarball/v6\n"
     "Installing ilancosman/tide@v6\n           /home/noor/.config/fish/functions/tide.fish\n"
     "           /home/noor/.config/fish/conf.d/_tide_init.fish\nUpdated 3 plugin/s\nInstalled 1 plugin/s", False),
    ("user", "prompt shows up in a new tab, thanks!"),
]

_MARIMO = [
    ("user", "Jupyter 노트북(eda.ipynb)을 marimo 로 옮기고 싶어. WSL 우분투고 브라우저는 윈도우 쪽 크롬이야."),
    ("bash", "pip show marimo | head -2", "Name: marimo\nVersion: 0.10.9", False),
    ("bash", "marimo convert eda.ipynb > eda.py && wc -l eda.py", "212 eda.py", False),
    ("bash", "marimo export html eda.py -o eda.html",
     "Exit code 1\nMultipleDefinitionError: This cell redefines variables from other cells.\n\n"
     "'df' was also defined by:\n  cell-3 (eda.py:41)\n  cell-7 (eda.py:88)\n\n"
     "Fix: rename the variable in one cell, or merge the cells.\nFailed to export notebook: 1 cell(s) had errors",
     True),
    ("say", "marimo 는 셀끼리 같은 변수를 다시 정의하는 걸 허용하지 않아요. 7번 셀의 `df` 를 `df_clean` 으로 "
            "바꿀게요."),
    ("edit", "eda.py", "    df = df.dropna(subset=[\"amount\"])\n    df",
     "    df_clean = df.dropna(subset=[\"amount\"])\n    df_clean"),
    ("bash", "marimo export html eda.py -o eda.html && ls -la eda.html",
     "-rw-r--r-- 1 yuna yuna 1843311 Jan 16 10:21 eda.html", False),
    ("bash", "marimo edit eda.py", INTERRUPTED, True),
    ("user", "그거 안 끝나잖아 ㅋㅋ 서버는 내가 터미널에서 띄울게. 윈도우 크롬에서 열려면 어떻게 해?"),
    ("say", "WSL 2 는 localhost 를 윈도우로 포워딩해 줘서 보통 `marimo edit eda.py --headless --port 2718` 로 "
            "띄우고, 출력되는 `http://localhost:2718?access_token=…` 주소를 크롬에 붙이면 돼요. 안 되면 "
            "`--host 0.0.0.0` 을 붙이고 WSL 의 IP 로 접속하세요."),
    ("user", "알겠어, 나중에 해볼게. 그리고 export 한 html 을 슬랙에 올리니까 그래프가 안 보여."),
    ("say", "슬랙 미리보기는 html 안의 스크립트를 실행하지 않아서 인터랙티브 그래프가 비어 보여요. 파일을 "
            "내려받아 브라우저에서 열면 보일 거예요."),
    ("user", "아 그렇네, 다운받으니까 보여. 됐어요!"),
]

_LOOKUP = (
    "Exit code 1\nTraceback (most recent call last):\n  File \"C:\\Users\\Olu\\nlp-tools\\tokenize_reviews.py\", "
    "line 14, in <module>\n    tokens = word_tokenize(text)\n  File \"C:\\Python312\\Lib\\site-packages\\nltk\\"
    "tokenize\\__init__.py\", line 142, in word_tokenize\n    sentences = [text] if preserve_line else "
    "sent_tokenize(text, language)\nLookupError: \n"
    "**********************************************************************\n"
    f"  Resource {E}[93mpunkt_tab{E}[0m not found.\n  Please use the NLTK Downloader to obtain the resource:\n\n"
    f"  {E}[31m>>> import nltk\n  >>> nltk.download('punkt_tab')\n  {E}[0m\n"
    "  For more information see: https://www.nltk.org/data.html\n\n"
    f"  Attempted to load {E}[93mtokenizers/punkt_tab/english/{E}[0m\n\n  Searched in:\n"
    "    - 'C:\\\\Users\\\\Olu/nltk_data'\n    - 'C:\\\\Python312\\\\nltk_data'\n"
    "    - 'C:\\\\Python312\\\\share\\\\nltk_data'\n    - 'C:\\\\Python312\\\\lib\\\\nltk_data'\n"
    "    - 'C:\\\\Users\\\\Olu\\\\AppData\\\\Roaming\\\\nltk_data'\n    - 'C:\\\\nltk_data'\n"
    "    - 'D:\\\\nltk_data'\n    - 'E:\\\\nltk_data'\n"
    "**********************************************************************")
_NLTK = [
    ("user", "tokenize_reviews.py fails with a LookupError after upgrading nltk. This is plain cmd.exe, not "
             "PowerShell. Our data lives in D:\\nltk_data (no admin rights here)."),
    ("bash", "python tokenize_reviews.py data\\reviews.csv", _LOOKUP, True),
    ("say", "NLTK 3.9 loads the tokenizer from `punkt_tab` instead of `punkt`. D:\\nltk_data is already on the "
            "search path, so downloading it there is enough."),
    ("bash", "python -c \"import nltk; print(nltk.download('punkt_tab', download_dir=r'D:\\nltk_data'))\"",
     "[nltk_data] Downloading package punkt_tab to D:\\nltk_data...\n"
     "[nltk_data]   Unzipping tokenizers\\punkt_tab.zip.\nTrue", False),
    ("bash", "python tokenize_reviews.py data\\reviews.csv", "tokenized 4,812 reviews -> out\\tokens.parquet",
     False),
    ("user", "works. on the build server the data is at E:\\shared\\nltk_data instead, how do I point it there?"),
    ("say", "Set `NLTK_DATA`. In cmd, `set NLTK_DATA=E:\\shared\\nltk_data` covers the current window; "
            "`setx NLTK_DATA E:\\shared\\nltk_data` persists it for new windows."),
    ("bash", "setx NLTK_DATA E:\\shared\\nltk_data && python -c \"import nltk; print(nltk.data.path[0])\"",
     "\nSUCCESS: Specified value was saved.\nC:\\Users\\Olu/nltk_data", False),
    ("say", "`setx` writes the user environment for windows opened later; this process still has the old "
            "environment, so `nltk.data.path[0]` is still the default. A new cmd window will pick it up."),
    ("user", "ok I'll check from a fresh window on the build box tomorrow"),
]

_QWIK_PAGE = "src/routes/product/[id]/index.tsx"
_QWIK = [
    ("user", "`npm run build` fails on the product page since I pulled Dan's changes. PowerShell 7, Windows 11."),
    ("bash", "npm run build",
     f"Exit code 1\n\n> shop-qwik@0.0.1 build\n> qwik build\n\n{E}[36mqwik build{E}[39m\n\n"
     f"{E}[32m✓{E}[39m build.types\n{E}[31m✗{E}[39m build.client\n\n"
     f"{E}[31m[vite-plugin-qwik] {_QWIK_PAGE}:18:32: Error: Reference to identifier 'formatPrice' can not be used "
     "inside a Qwik component, because it's a function declared inside another function. Move it to module "
     f"scope and export it.{E}[39m", True),
    ("bash", f"Get-Content -Path '{_QWIK_PAGE}' | Select-Object -Skip 10 -First 12",
     "Exit code 1\nGet-Content: Cannot find path 'C:\\Users\\Sofia\\src\\shop-qwik\\src\\routes\\product\\[id]\\"
     "index.tsx' because it does not exist.", True),
    ("say", "For `-Path`, PowerShell reads `[id]` as a wildcard character class. `-LiteralPath` takes it as is."),
    ("bash", f"Get-Content -LiteralPath '{_QWIK_PAGE}' | Select-Object -Skip 10 -First 12",
     "export default component$(() => {\n  const product = useProduct();\n  function formatPrice(cents: number) {\n"
     "    return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);\n  }\n"
     "  return (\n    <div class=\"product\">\n      <h1>{product.value.name}</h1>\n"
     "      <button onClick$={() => alert(formatPrice(product.value.price))}>Preis</button>\n    </div>\n  );\n});",
     False),
    ("edit", _QWIK_PAGE,
     "  function formatPrice(cents: number) {\n    return new Intl.NumberFormat('de-DE', { style: 'currency', "
     "currency: 'EUR' }).format(cents / 100);\n  }\n", ""),
    ("edit", _QWIK_PAGE, "export default component$(() => {",
     "export function formatPrice(cents: number) {\n  return new Intl.NumberFormat('de-DE', { style: 'currency', "
     "currency: 'EUR' }).format(cents / 100);\n}\n\nexport default component$(() => {"),
    ("bash", "npm run build",
     f"\n> shop-qwik@0.0.1 build\n> qwik build\n\n{E}[36mqwik build{E}[39m\n\n{E}[32m✓{E}[39m build.types\n"
     f"{E}[32m✓{E}[39m build.client\n{E}[32m✓{E}[39m build.server\n{E}[32m✓{E}[39m lint\n\n"
     f"{E}[36m●{E}[39m Missing an integration\n\n{E}[35m・{E}[39m Use {E}[35mnpm run qwik add{E}[39m to add an "
     f"integration\n{E}[35m・{E}[39m Use {E}[35mnpm run preview{E}[39m to preview the build", False),
    ("user", "cool. Dan says the preview is stale sometimes, clear the vite cache?"),
    ("bash", "Remove-Item -Recurse -Force node_modules", REJECTED, True),
    ("user", "not the whole node_modules!! only the .vite cache folder, a full reinstall takes ages here"),
    ("bash", "Remove-Item -Recurse -Force -LiteralPath node_modules/.vite; Test-Path node_modules/.vite", "False",
     False),
    ("say", "Only `node_modules/.vite` is gone; `npm run preview` will pre-bundle again on its next start."),
]

_IMPORTMAP = [
    ("user", "the chart on /stats never renders. importmap + stimulus, no node. test/system/stats_test.rb shows "
             "it."),
    ("bash", "bin/importmap pin chart.js",
     "Pinning \"chart.js\" to vendor/javascript/chart.js.js via download from "
     "https://ga.jspm.io/npm:chart.js@4.4.7/dist/chart.js\nPinning \"@kurkle/color\" to "
     "vendor/javascript/@kurkle--color.js via download from "
     "https://ga.jspm.io/npm:@kurkle/color@0.3.4/dist/color.esm.js", False),
    ("bash", "bin/rails test test/system/stats_test.rb",
     "Exit code 1\nRunning 1 tests in a single process (parallelization threshold is 50)\nRun options: --seed "
     "40911\n\n# Running:\n\nF\n\nFailure:\nStatsTest#test_renders_the_reading_chart "
     "[test/system/stats_test.rb:9]:\nexpected to find css \"canvas[data-chart-rendered]\" but there were no "
     "matches\n\n\nbin/rails test test/system/stats_test.rb:6\n\nFinished in 4.812s, 0.2078 runs/s, "
     "0.2078 assertions/s.\n1 runs, 1 assertions, 1 failures, 0 errors, 0 skips", True),
    ("bash", "grep -n 'import' app/javascript/controllers/reading_chart_controller.js; "
             "bin/importmap json | grep -n chart",
     "1:import { Controller } from \"@hotwired/stimulus\"\n2:import Chart from \"chart.js/auto\"\n"
     "12:    \"chart.js\": \"/assets/chart.js-5b1c9e0d.js\",", False),
    ("bash", "CAPYBARA_CONSOLE=1 bin/rails test test/system/stats_test.rb 2>&1 | grep -i 'console' | head -3",
     "[console] SEVERE http://127.0.0.1:49731/assets/controllers/reading_chart_controller-3f9a1c2e.js - "
     "Uncaught TypeError: Failed to resolve module specifier \"chart.js/auto\". Relative references must start "
     "with either \"/\", \"./\", or \"../\".", False),
    ("say", "The controller imports `chart.js/auto`, but only `chart.js` is pinned. An import map matches exact "
            "specifiers (or prefixes ending in `/`), so `chart.js/auto` resolves to nothing."),
    ("bash", "bin/importmap pin chart.js/auto",
     "Pinning \"chart.js/auto\" to vendor/javascript/chart.js--auto.js via download from "
     "https://ga.jspm.io/npm:chart.js@4.4.7/auto/auto.js\nPinning \"@kurkle/color\" to "
     "vendor/javascript/@kurkle--color.js via download from "
     "https://ga.jspm.io/npm:@kurkle/color@0.3.4/dist/color.esm.js", False),
    ("bash", "bin/rails test test/system/stats_test.rb",
     "Running 1 tests in a single process (parallelization threshold is 50)\nRun options: --seed 7720\n\n"
     "# Running:\n\n.\n\nFinished in 3.951s, 0.2531 runs/s, 0.2531 assertions/s.\n"
     "1 runs, 1 assertions, 0 failures, 0 errors, 0 skips", False),
    ("user", "🎉 ship it. anything to check before deploy?"),
    ("bash", "bin/importmap audit", "No vulnerable packages found", False),
    ("user", "great"),
]

SOURCES = {
    "brewfile-zsh": ("/Users/priya/dotfiles", "2027-01-16T08:12:00Z", "main", _BREW),
    "fisher-fish": ("/home/noor/.config/fish", "2027-01-16T15:30:00Z", "HEAD", _FISHER),
    "marimo-wsl-ko": ("/home/yuna/analysis", "2027-01-16T01:05:00Z", "HEAD", _MARIMO),
    "nltk-cmd": ("C:\\Users\\Olu\\nlp-tools", "2027-01-17T09:30:00Z", "main", _NLTK),
    "qwik-pwsh": ("C:\\Users\\Sofia\\src\\shop-qwik", "2027-01-17T13:14:00Z", "fix/product-page", _QWIK),
    "importmap-zsh": ("/Users/daniel/code/bookclub", "2027-01-18T10:00:00Z", "stats-chart", _IMPORTMAP),
}
