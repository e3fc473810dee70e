"""corpus30's labelled lessons, part four: Rsbuild (PowerShell 7), Haxe/Lime (PowerShell 7), ReScript 11 (fish)."""
from __future__ import annotations

from tests.truth.corpus30_common import gotcha, knowledge

RS, HX, RE = "s13-rsbuild-pwsh", "s14-haxe-lime-pwsh", "s15-rescript-fish"

RECORDS = [
    # --- s13 Rsbuild ----------------------------------------------------------------------------------------------
    gotcha(83, RS, "real shown edit_then_pass",
           ("CRA to Rsbuild: JSX in .js files needs @rsbuild/plugin-react",
            "rsbuild build fails: Module build failed ... x Expression expected at the first JSX tag in src/index.js.",
            "Renaming every .js file to .jsx or adding a Babel config.",
            "CRA enabled JSX implicitly; Rsbuild's SWC parses plain JavaScript unless the React plugin is added.",
            "npm i -D @rsbuild/plugin-react and add pluginReact() to plugins in rsbuild.config.mjs."),
           "`npx rsbuild build` printed [31merror[39m   Build failed. (escape bytes lost) with `x Expression "
           "expected` at C:/Users/minji/src/storefront/src/index.js:9:1, pointing at `<React.StrictMode>`. After "
           "`npm i -D @rsbuild/plugin-react` and the Edit to `plugins: [pluginReact()],`, the build ended with "
           "ready   built in 1.84 s.",
           "Failed first; the next build after the install and the config Edit succeeded and listed dist files.",
           ["ANSI codes without the escape byte", "forward-slash Windows path", "code spans", "failed first, then passed"],
           {"failure": "Expression expected", "fix": "plugins: [pluginReact()],"}, cat="build_config"),
    gotcha(84, RS, "real shown person_confirms",
           ("Import path case: works on Windows, 'Module not found' on the Linux CI runner",
            "CI: Module not found: Can't resolve './components/header' while the local Windows build passes.",
            "Trusting the local build: NTFS matches names case-insensitively.",
            "The file is Header.jsx but App.jsx imports './components/header'.",
            "Make the import match the file name's case exactly ('./components/Header')."),
           "CI: \"Module not found: Can't resolve './components/header'\"; `git ls-files src/components` showed "
           "`src/components/Header.jsx` and Select-String found `src\\App.jsx:4:import Header from "
           "'./components/header';`. The import was edited to './components/Header' and the user replied \"pushed, CI "
           "is green\".",
           "The person reports CI green right after the import Edit (the local build passed before and after).",
           ["double-quoted error", "code spans", "Windows path", "quoted user reply"],
           {"failure": "Can't resolve './components/header'", "fix": "import Header from './components/Header';"},
           cat="build_config"),
    gotcha(85, RS, "real not_shown confirmation_far_or_other",
           ("Rsbuild doesn't inline CRA's REACT_APP_* variables",
            "After moving to Rsbuild the deployed app calls `undefined/api/products`.",
            "Assuming the deploy environment lost the variables.",
            "CRA inlined process.env.REACT_APP_*; Rsbuild only inlines PUBLIC_* variables by default.",
            "In rsbuild.config.mjs use loadEnv({ prefixes: ['REACT_APP_'] }) and pass publicVars to source.define."),
           "User: every API call goes to `undefined/api/products`. Edits: `const { publicVars } = loadEnv({ prefixes: "
           "['REACT_APP_'] });` and `source: { define: publicVars },`; the user then said \"README section is nice, "
           "thanks!\"",
           "No build or preview ran after the config Edits; the thanks is about the README and the person will check "
           "the preview later.",
           ["code spans", "quoted user reply"],
           {"failure": "undefined/api/products", "fix": "source: { define: publicVars },"}, cat="build_config"),
    knowledge(86, RS, "real knowledge",
              ("On Windows, check a file's real case with git ls-files",
               "A case mismatch between an import and a file name, invisible on NTFS.",
               "Use `git ls-files <dir>` (what the Linux runner will check out) and compare with the import strings.",
               "Explorer and the local bundler ignore case; git's index has the name CI sees."),
              "`git ls-files src/components | Select-String -Pattern header` → `src/components/Header.jsx`, while "
              "App.jsx imported `./components/header`.",
              "The git ls-files call and the Select-String hit.",
              ["code spans", "arrow", "PowerShell"], {"evidence": "git ls-files src/components"},
              cat="debugging_technique"),
    gotcha(87, RS, "invented not_shown other_call_error",
           ("Installing @rsbuild/plugin-react surfaces a case-sensitive import error",
            "npm i -D fails to resolve a component.",
            "Installing plugins before fixing imports.",
            "Case mismatch.",
            "Fix the import's case."),
           "`npm i -D @rsbuild/plugin-react` failed with `Can't resolve './components/header'`.",
           "The npm install succeeded ('added 3 packages'); the resolve error came from CI's build.",
           ["code spans"], {"evidence": "npm i -D @rsbuild/plugin-react", "failure": "Can't resolve"},
           cat="build_config"),
    gotcha(88, RS, "invented not_shown near_miss",
           ("Rsbuild on Linux CI can't resolve the Header component",
            "Module not found in CI.",
            "Trusting Windows.",
            "Case-insensitive NTFS.",
            "Match case."),
           "CI log: `Module not found: Can't resolve './components/Header' in '/home/runner/work/storefront/"
           "storefront/src'`",
           "CI could not resolve './components/header' (lower case); the quote flips the case.",
           ["code spans"], {"evidence": "Module not found"}, cat="build_config"),
    knowledge(89, RS, "invented invented_detail",
              ("Rsbuild needs source.alias for CRA's absolute imports",
               "Moving a CRA app that imports from 'src/...' paths.",
               "Add `source: { alias: { '@': './src' } }` to rsbuild.config.mjs.",
               "Rsbuild doesn't read jsconfig baseUrl."),
              "Added `source: { alias: { '@': './src' } }`, after which the component imports resolved.",
              "No alias was ever added; the only source option set was define.",
              ["code spans", "invented edit"], {"evidence": "rsbuild.config.mjs"}, cat="build_config"),

    # --- s14 Haxe / Lime ------------------------------------------------------------------------------------------
    gotcha(90, HX, "real shown fix_ran",
           ("Lime build needs every haxelib listed in project.xml installed (hscript)",
            "Error: Could not find haxelib \"hscript\", does it need to be installed?",
            "Installing only lime and openfl on a new machine.",
            "project.xml lists hscript as a haxelib, and haxelib installs nothing implicitly.",
            "haxelib install each library project.xml names (here hscript) before building."),
           "`haxelib run lime build html5` → `Error: Could not find haxelib \"hscript\", does it need to be "
           "installed?`; `haxelib install hscript` → `Install hscript:2.5.0` / `Done`; the next build got past "
           "library resolution to the compiler.",
           "The install ran and the next build no longer complained about hscript (it reached a type error in "
           "Level.hx).",
           ["code spans", "nested quotes", "arrow", "slash-joined quotes"],
           {"failure": "Could not find haxelib \"hscript\"", "fix": "Install hscript:2.5.0"}, cat="env_setup"),
    gotcha(91, HX, "real shown edit_then_pass",
           ("Haxe: CSV cells are String; parse them before passing to an Int parameter",
            "src/Level.hx:58: characters 24-31 : String should be Int ... For function argument 'tileId'.",
            "Casting with cast or changing placeTile's signature to Dynamic.",
            "row[x] is the raw CSV string, placeTile expects an Int tile id.",
            "Use Std.parseInt(row[x]) (Null<Int>, fine on the html5 target)."),
           "```\nsrc/Level.hx:58: characters 24-31 : String should be Int\n"
           "src/Level.hx:58: characters 24-31 : ... For function argument 'tileId'\n```\n"
           "Edit: `placeTile(x, y, Std.parseInt(row[x]));` → rebuild listed `starhop.js` in Export\\html5\\bin.",
           "The type error is the third build; after the Edit the build ran and Export\\html5\\bin held index.html and "
           "starhop.js.",
           ["fenced block", "file:line:col", "code spans", "arrow"],
           {"failure": "String should be Int", "fix": "placeTile(x, y, Std.parseInt(row[x]));"}, cat="api_quirk"),
    gotcha(92, HX, "real not_shown question_offers_flag",
           ("lime test windows needs the MSVC build tools: 'Could not automatically setup MSVC'",
            "haxelib run lime test windows fails with Error: Could not automatically setup MSVC.",
            "Expecting the html5 setup to cover native targets.",
            "The native target compiles through hxcpp, which needs Visual C++ build tools.",
            "Install the VS 2022 Build Tools with the VCTools workload (winget ... --add "
            "Microsoft.VisualStudio.Workload.VCTools), then rebuild."),
           "`haxelib run lime test windows` -> `Error: Could not automatically setup MSVC`. Proposed: `winget install "
           "Microsoft.VisualStudio.2022.BuildTools --override \"--add Microsoft.VisualStudio.Workload.VCTools "
           "--includeRecommended --quiet\"`.",
           "The install was only offered as a question; the person has no admin rights and declined.",
           ["code spans", "arrow", "nested quotes"],
           {"failure": "Could not automatically setup MSVC", "fix": "Should I run it?"}, cat="env_setup"),
    knowledge(93, HX, "real knowledge",
              ("Call Lime through haxelib run lime when the lime alias isn't set up",
               "A new machine where `lime` is not a known command after installing the haxelib.",
               "Use `haxelib run lime <command>`; `haxelib run lime setup` would install the `lime` shortcut.",
               "The alias comes only from lime setup; haxelib run works right after install."),
              "`lime build html5` → `The term 'lime' is not recognized as a name of a cmdlet`; `haxelib run lime build "
              "html5` ran the build once the libraries were installed, and the assistant noted `haxelib run lime "
              "setup` was never run on this machine.",
              "The PowerShell error, the haxelib run builds and the assistant's remark.",
              ["code spans", "arrow", "PowerShell"], {"evidence": "haxelib run lime setup"}, cat="env_setup"),
    gotcha(94, HX, "invented not_shown near_miss",
           ("Haxe type error in Level.hx after the CSV change",
            "String should be Int.",
            "Casting.",
            "Raw CSV cell.",
            "Std.parseInt."),
           "`src/Level.hx:85: characters 24-31 : String should be Int`",
           "The error was on line 58, not 85.",
           ["code spans", "file:line:col"], {"evidence": "String should be Int"}, cat="api_quirk"),
    gotcha(95, HX, "invented not_shown names_false_claim",
           ("Installing hscript is the last step for starhop's html5 build",
            "Could not find haxelib hscript.",
            "Skipping optional libs.",
            "project.xml lists hscript.",
            "haxelib install hscript."),
           "After `haxelib install hscript` (`Current version is now 2.5.0`), `haxelib run lime build html5` "
           "succeeded.",
           "The build after installing hscript failed with 'String should be Int'; it passed only after the Level.hx "
           "Edit.",
           ["code spans", "false outcome"], {"evidence": "haxelib install hscript"}, cat="env_setup"),
    gotcha(96, HX, "invented not_shown other_call_error",
           ("Native Windows target of starhop also misses hscript",
            "lime test windows fails on a missing library.",
            "Installing libs per target.",
            "hscript missing.",
            "haxelib install hscript."),
           "`haxelib run lime test windows` → `Error: Could not find haxelib \"hscript\", does it need to be "
           "installed?`",
           "lime test windows failed with 'Could not automatically setup MSVC'; the hscript error was an html5 "
           "build before the install.",
           ["code spans", "arrow", "nested quotes"],
           {"evidence": "haxelib run lime test windows", "failure": "Could not find haxelib"}, cat="env_setup"),

    # --- s15 ReScript 11 ------------------------------------------------------------------------------------------
    gotcha(97, RE, "real shown edit_then_pass",
           ("ReScript 11: 'The module or file React can't be found' until @rescript/react is in bs-dependencies",
            "rescript fails at src/Counter.res:3:19-29: The module or file React can't be found.",
            "Reinstalling @rescript/react with npm, which was already installed.",
            "npm installing a ReScript package isn't enough; the compiler only sees packages listed in "
            "bs-dependencies (and JSX 4 must be enabled for @rescript/react 0.12).",
            "Add \"@rescript/react\" to bs-dependencies and \"jsx\": { \"version\": 4 } in rescript.json."),
           "`/home/noor/code/tally/src/Counter.res:3:19-29` → `The module or file React can't be found.` with the hint "
           "`Did you add it to the \"bs-dependencies\" or \"bs-dev-dependencies\" in rescript.json?`. After adding "
           "`\"@rescript/react\"` and `\"jsx\": { \"version\": 4 }`, the React error was gone (next error was in "
           "App.res) and after that fix `>>>> Finish compiling 212 mseconds`.",
           "The React error never came back after the rescript.json Edit; the build passed after the App.res Edit.",
           ["file:line:col", "code spans", "nested quotes", "arrow"],
           {"failure": "The module or file React can't be found",
            "fix": "\"bs-dependencies\": [\"@rescript/core\", \"@rescript/react\"],"}, cat="build_config"),
    gotcha(98, RE, "real shown person_confirms",
           ("npm ci in CI rejects a package.json committed without its package-lock.json",
            "CI: `npm ci` can only install packages when your package.json and package-lock.json ... are in sync.",
            "Committing only package.json after bumping versions.",
            "The version bumps changed both files, but only package.json was committed.",
            "Commit package-lock.json together with package.json."),
           "CI: `npm ci` can only install packages when your package.json and package-lock.json or "
           "npm-shrinkwrap.json are in sync; `git status --short` listed ` M package-lock.json`. User after "
           "committing it: \"committed the lock file, CI is green now\".",
           "git status shows the lock file uncommitted; the person confirms CI green right after committing it.",
           ["code spans", "quoted user reply", "leading space in a span"],
           {"failure": "are in sync", "fix": "Commit package-lock.json too"}, cat="workflow"),
    knowledge(99, RE, "real knowledge",
              ("ReScript 11 renames bsconfig.json to rescript.json",
               "Upgrading a ReScript 10 project to 11.",
               "`git mv bsconfig.json rescript.json` (the compiler warns that bsconfig.json is deprecated) and keep "
               "editing rescript.json from then on.",
               "The compiler still reads bsconfig.json but warns; the hints in its errors already refer to "
               "rescript.json."),
              "Build output: [33mbsconfig.json is deprecated. Rename it to rescript.json.[0m (escape byte dropped); "
              "then `git mv bsconfig.json rescript.json`.",
              "The deprecation warning and the git mv call.",
              ["ANSI codes without the escape byte", "code spans"], {"evidence": "git mv bsconfig.json rescript.json"},
              cat="build_config"),
    gotcha(100, RE, "invented not_shown near_miss",
           ("React.string applied to an int in ReScript",
            "Type error in App.res.",
            "Converting with string_of_int.",
            "total is an int.",
            "Use React.int."),
           "`This has type: string` / `But this function argument is expecting: int` at App.res:12.",
           "The compiler said the value has type int and the argument expects string; the quote swaps them.",
           ["code spans", "swapped operands"], {"evidence": "This has type"}, cat="api_quirk"),
    gotcha(101, RE, "invented not_shown invented_detail",
           ("Stale ReScript 10 artifacts after the upgrade",
            "Strange errors after bumping the compiler.",
            "Building over old lib/bs output.",
            "Old compiled artifacts.",
            "Run npx rescript clean before the first build."),
           "Ran `npx rescript clean` before rebuilding, which cleared the old `lib/bs` artifacts.",
           "No clean ever ran in the session.",
           ["code spans", "invented command"], {"evidence": "npm run res:build"}, cat="build_config"),
    knowledge(102, RE, "invented never_seen_error",
              ("@rescript/react 0.12 rejects JSX version 3",
               "Upgrading @rescript/react with an old jsx setting.",
               "Set jsx version 4 in rescript.json.",
               "The compiler errors on JSX 3."),
              "The first build failed with `Error: JSX version 3 is no longer supported by @rescript/react 0.12`.",
              "No JSX-version error appears; the first failure was 'The module or file React can't be found'.",
              ["code spans"], {"evidence": "npm run res:build"}, cat="build_config"),
]
