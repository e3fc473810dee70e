"""Labelled lessons of corpus19, part B (Docusaurus from corpus19_sources.py; ESP-IDF, the Homebrew tap and
Chocolatey from corpus19_sources_b.py). Each lesson is written as a model replies it; its labels were written from
the session text before anything judged it."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus19_common import G, K
from tests.truth.corpus19_sources import DOCUSAURUS
from tests.truth.corpus19_sources_b import BREW, CHOCO, ESPIDF

_DOCUSAURUS = [
    G("034", DOCUSAURUS, "Renaming a doc page breaks every relative link to it and Docusaurus fails the build",
      "`npm run build` stops with `Docusaurus found broken links!` after a page rename.",
      "Renaming docs/reference/cli.md without updating the pages that link to it.",
      "Docusaurus resolves relative links at build time and fails on any that lead nowhere.",
      "Rewrite the links to the new slug (`sed 's#reference/cli#reference/command-line#g'`) and rebuild.",
      "```\nExhaustive list of all broken links found:\n- Broken link on source page path = /docs/guides/install:\n"
      "   -> linking to ../reference/cli (resolved as: /docs/reference/cli)\n```\n"
      "After rewriting the links to reference/command-line the next `npm run build` ended with "
      "`[SUCCESS] Generated static files`.",
      "real", "edit_then_pass", "the sed rewrite is followed by a build that generates the static files",
      ["fenced block", "code spans"],
      {"failure": "Docusaurus found broken links!", "fix": "s#reference/cli#reference/command-line#g",
       "evidence": "Docusaurus found broken links!"}, category="build_config"),
    G("035", DOCUSAURUS, "onBrokenLinks: 'warn' lets a Docusaurus build pass with broken links",
      "The production build fails on broken links.", "Treating every broken link as a build blocker.",
      "`onBrokenLinks` defaults to throwing.", "Set `onBrokenLinks: 'warn'` in docusaurus.config.js.",
      "The build error itself says: `it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus "
      "configuration, and let the build pass`.",
      "real", "question_offers_flag", "the assistant only asks whether to set it; the person refuses and the links are "
      "fixed instead", ["code span", "prose"],
      {"failure": "Docusaurus found broken links!", "fix": "Do you want me to set `onBrokenLinks: 'warn'`",
       "evidence": "ignore broken links with the 'onBrokenLinks'"}, category="build_config"),
    G("036", DOCUSAURUS, "Clear the Docusaurus cache to get rid of stale broken links",
      "Broken-link errors after a page rename.", "Building on top of the old .docusaurus folder.",
      "Stale generated routes.", "`npm run clear` before `npm run build`.",
      "`npm run clear` → `[SUCCESS] Removed the generated folder at \"/Users/rafa/src/acme-docs/.docusaurus\".`, then "
      "the build: `Docusaurus found broken links!`",
      "real", "ran_before_failure", "the clear ran in the same command before the broken-link failure and did not "
      "prevent it; the links were fixed by rewriting them", ["code spans", "arrow", "nested quotes"],
      {"failure": "Docusaurus found broken links!", "fix": "npm run clear && npm run build",
       "evidence": "Removed the generated folder"}, category="build_config"),
    G("037", DOCUSAURUS, "MDX 3 parses <5 in markdown as a JSX tag: escape it as &lt;5",
      "Build fails with `MDX compilation failed` pointing at a prose line.",
      "Writing a bare less-than sign before a digit in a .md page.",
      "Docusaurus 3 compiles .md with MDX 3, where `<` starts JSX.", "Write `&lt;5`.",
      "MDX compilation failed for quickstart.md: \"Unexpected character `5` (U+0035) before name\". Changed "
      "\"<5 minutes\" to \"&lt;5 minutes\" and `npm run build 2>&1 | tail -2` printed `[SUCCESS] Generated static files`.",
      "real", "edit_then_pass", "the escape edit is followed by a passing build",
      ["nested quotes", "prose", "code spans"],
      {"failure": "Unexpected character `5` (U+0035)", "fix": "npm run build 2>&1 | tail -2",
       "evidence": "MDX compilation failed"}, category="api_quirk"),
    K("038", DOCUSAURUS, "Let a subagent trace a moved doc page through git history before fixing links",
      "Broken links point at a page that was renamed by someone else.",
      "Ask a subagent for the new path and slug (`git log --follow` on the new file).",
      "The front matter slug, not the file name, decides the URL.",
      "Task reply: `docs/reference/cli.md was renamed to docs/reference/command-line.mdx in 8d41c2a`, front matter "
      "`slug: /reference/command-line`",
      "real", "knowledge", "the Task reply holds both quotes", ["code spans", "tool name"],
      {"evidence": "renamed to docs/reference/command-line.mdx"}, category="debugging_technique"),
    G("039", DOCUSAURUS, "Four pages linked to the old CLI reference path",
      "Several broken links after the rename.", "Fixing only install.md.", "Many pages linked the old path.",
      "Rewrite every link.",
      "The subagent found `four pages link to ../reference/cli`",
      "invented", "invented_detail", "the Task reply gives no count; the build listed three pages",
      ["code span"], {"evidence": "renamed to docs/reference/command-line.mdx"}),
    G("040", DOCUSAURUS, "Docusaurus clear+build fails on MDX in quickstart before any link check",
      "The first build after the rename fails.", "Prose `<` in markdown.", "MDX 3.", "Escape the character.",
      "The first `npm run clear && npm run build` failed with `MDX compilation failed for file`.",
      "invented", "other_call_error", "the first build failed on broken links; the MDX error came after the merge",
      ["code spans"], {"evidence": "npm run clear && npm run build"}, category="build_config"),
    G("041", DOCUSAURUS, "The CLI reference rename broke the client bundle",
      "Build aborts in webpack.", "Renaming an imported mdx.", "Webpack can't resolve it.", "Fix imports.",
      "`[ERROR] Client bundle compiled with errors therefore further build is impossible.`",
      "invented", "never_seen_error", "no bundle error appears in the session", ["code span"], {}),
    K("042", DOCUSAURUS, "Merging a docs branch into a fixed site builds first time",
      "Merging a colleague's docs branch after fixing the build.", "Merge and rebuild once.",
      "The site had just been fixed.",
      "`npm run build` after `git merge --no-edit origin/tom/quickstart` passed on the first try",
      "invented", "names_false_claim", "the build after the merge failed with the MDX error", ["false outcome"],
      {"evidence": "git merge --no-edit origin/tom/quickstart"}),
]

_ESPIDF = [
    G("043", ESPIDF, "Dot-source ESP-IDF's export.ps1 in the same PowerShell command as idf.py",
      "`idf.py` is not recognized as a cmdlet.", "Running idf.py in a fresh PowerShell.",
      "The ESP-IDF environment lives only in the shell that ran export.ps1.",
      "`. C:\\Espressif\\frameworks\\esp-idf-v5.2.1\\export.ps1; idf.py build` in one command line.",
      "`idf.py : The term 'idf.py' is not recognized as the name of a cmdlet` → "
      "`. C:\\Espressif\\frameworks\\esp-idf-v5.2.1\\export.ps1; idf.py build` found it (the build then ran up to "
      "the size check)",
      "real", "fix_ran", "idf.py runs in the next call once export.ps1 is dot-sourced in it",
      ["windows paths", "code spans", "arrow"],
      {"failure": "The term 'idf.py' is not recognized", "fix": ". C:\\Espressif\\frameworks\\esp-idf-v5.2.1\\export.ps1; idf.py build",
       "evidence": "The term 'idf.py' is not recognized"}, category="env_setup"),
    G("044", ESPIDF, "sdkconfig.defaults is ignored while an sdkconfig already exists",
      "Adding partition options to sdkconfig.defaults changes nothing.",
      "Expecting sdkconfig.defaults to override an existing sdkconfig.",
      "Defaults only seed a new sdkconfig.", "Delete sdkconfig (`Remove-Item sdkconfig`) and rebuild.",
      "After adding `CONFIG_PARTITION_TABLE_TWO_OTA=y` to sdkconfig.defaults the rebuild still said "
      "`app partition is too small for binary blink-ota.bin size 0x10f2a0`; "
      "`Remove-Item sdkconfig; . C:\\Espressif\\frameworks\\esp-idf-v5.2.1\\export.ps1; idf.py build` → "
      "`Smallest app partition is 0x1f0000 bytes. 0xe0d60 bytes (45%) free.`",
      "real", "fix_ran", "the build after removing sdkconfig completes with the two-OTA table",
      ["code spans", "windows paths", "still", "arrow"],
      {"failure": "app partition is too small", "fix": "Remove-Item sdkconfig;", "evidence": "app partition is too small"},
      category="build_config"),
    G("045", ESPIDF, "esptool 'Access is denied' on a COM port means a serial monitor holds it",
      "`idf.py -p COM5 flash` cannot open the port.", "Leaving PuTTY connected to the board.",
      "Windows gives a COM port to one process at a time.", "Close the monitor and flash again.",
      "`A fatal error occurred: Could not open COM5, the port is busy or doesn't exist.` "
      "`(could not open port 'COM5': PermissionError(13, 'Access is denied.', None, 5))` — closed PuTTY, the "
      "re-run flash ended with `Hash of data verified.`",
      "real", "rerun_passes", "after the person closed PuTTY the flash is re-run and verifies",
      ["code spans", "exit codes"],
      {"failure": "Could not open COM5", "fix": "idf.py -p COM5 flash 2>&1 | Select-Object -Last 6",
       "evidence": "Could not open COM5"}, category="env_setup"),
    K("046", ESPIDF, "ESP-IDF's two-OTA partition table on 4 MB flash gives 1984K app slots",
      "An ESP32 app outgrows the 1 MB factory partition.", "Switch to the two-OTA table and 4 MB flash.",
      "Each OTA slot is 0x1f0000 bytes, enough for this 0x10f2a0 app, and OTA updates become possible.",
      "partition table after the rebuild: `ota_0,app,ota_0,0x10000,1984K,` and `ota_1,app,ota_1,0x200000,1984K,`",
      "real", "knowledge", "the partition table printed by the successful build", ["code spans"],
      {"evidence": "ota_0,app,ota_0,0x10000,1984K,"}, category="build_config"),
    G("047", ESPIDF, "idf.py is not a command until export.ps1 runs",
      "idf.py unknown in a new shell.", "No ESP-IDF env.", "PATH not set.", "Run export.ps1 first.",
      "`'idf.py' is not recognized as an internal or external command, operable program or batch file.`",
      "invented", "near_miss", "that is cmd.exe's wording; PowerShell said `The term 'idf.py' is not recognized as "
      "the name of a cmdlet`", ["code span", "reworded error"], {"evidence": "The term 'idf.py' is not recognized"},
      category="env_setup"),
    G("048", ESPIDF, "Adding the two-OTA lines to sdkconfig.defaults fixes the partition overflow",
      "App too large for the factory partition.", "Single factory table.", "1 MB app partition.",
      "Add `CONFIG_PARTITION_TABLE_TWO_OTA=y` to sdkconfig.defaults.",
      "with `CONFIG_PARTITION_TABLE_TWO_OTA=y` in sdkconfig.defaults the next `idf.py build` fit the app",
      "invented", "names_false_claim", "the next build failed with the same overflow; only deleting sdkconfig helped",
      ["false outcome", "code spans"], {"evidence": "CONFIG_PARTITION_TABLE_TWO_OTA=y"}, category="build_config"),
    G("049", ESPIDF, "Flashing blink-ota over COM5 once the serial monitor is closed",
      "Flash fails while PuTTY is open.", "Monitor left open.", "Port busy.", "Close it and re-run.",
      "closed PuTTY → `Wrote 1110688 bytes (702031 compressed) at 0x00010000 in 41.3 seconds` and "
      "`Hash of data verified.`",
      "invented", "invented_detail", "the flash took 62.1 seconds", ["code spans", "arrow"],
      {"evidence": "Hash of data verified."}, category="env_setup"),
]

_BREW = [
    G("050", BREW, "brew audit takes formula names, not paths",
      "`brew audit Formula/pgsift.rb` refuses to run.", "Auditing the file you just edited by path.",
      "Homebrew disabled path arguments for audit.", "`brew audit --strict --online acme/tools/pgsift`.",
      "brew audit on the file path says \"Error: Calling `brew audit [path ...]` is disabled! Use "
      "`brew audit [name ...]` instead.\"; by name (`brew audit --strict --online acme/tools/pgsift`) it ran and "
      "reported the real problems.",
      "real", "fix_ran", "the audit by name runs right after and reports the formula's problems",
      ["nested quotes", "code spans", "ellipsis"],
      {"failure": "is disabled! Use", "fix": "brew audit --strict --online acme/tools/pgsift",
       "evidence": "is disabled! Use"}, category="tool_quirk"),
    G("051", BREW, "brew audit --strict flags a redundant version line and an article in desc",
      "Audit reports two problems after a version bump.",
      "Adding `version` next to a URL that already names it, and starting desc with A.",
      "Strict audit rejects both.", "Drop the version line and the article.",
      "```\n  * line 3, col 3: Description shouldn't start with an article.\n"
      "  * Stable: version 0.4.0 is redundant with version scanned from URL\n```\n"
      "after dropping `version \"0.4.0\"` and the leading A: `AUDIT-OK`",
      "real", "edit_then_pass", "both edits are followed by the audit passing", ["fenced block", "code spans"],
      {"failure": "Description shouldn't start with an article", "fix": "&& echo AUDIT-OK",
       "evidence": "is redundant with version scanned from URL"}, category="project_convention"),
    G("052", BREW, "pgsift 0.4.0 dropped --version: the formula test must call the version subcommand",
      "`brew test` fails executing `pgsift --version`.", "Keeping the old test block across a major CLI change.",
      "The binary now rejects `--version` with exit 2.",
      "`assert_match version.to_s, shell_output(\"#{bin}/pgsift version\")`.",
      "`brew test acme/tools/pgsift` → `BuildError: Failed executing: /opt/homebrew/Cellar/pgsift/0.4.0/bin/pgsift "
      "--version`; run directly: `error: unexpected argument '--version' found` and `exit=2`.",
      "real", "never_run", "the test block is edited but brew test is never run again; the person leaves it to CI",
      ["code spans", "exit code", "arrow"],
      {"failure": "BuildError: Failed executing", "fix": 'shell_output("#{bin}/pgsift version")',
       "evidence": "unexpected argument '--version' found"}, category="test_strategy"),
    K("053", BREW, "Run a formula's binary directly and echo $? to see why brew test fails",
      "`brew test` only reports that the command failed.",
      "Run the installed binary from the Cellar with `; echo \"exit=$?\"`.",
      "Shows the tool's own message and exit code, which brew hides.",
      "`/opt/homebrew/Cellar/pgsift/0.4.0/bin/pgsift --version; echo \"exit=$?\"` printed the usage error and "
      "`exit=2`",
      "real", "knowledge", "that call prints the usage error and exit=2", ["code spans", "nested quotes"],
      {"evidence": "unexpected argument '--version' found"}, category="debugging_technique"),
    G("054", BREW, "brew install --build-from-source rejects descriptions starting with an article",
      "Source install stops on the formula's desc.", "desc starting with A.", "Homebrew style.",
      "Drop the article.",
      "`brew install --build-from-source acme/tools/pgsift` → `Description shouldn't start with an article.`",
      "invented", "other_call_error", "that message came from brew audit; the install built fine and the test failed",
      ["code spans", "arrow"], {"evidence": "Description shouldn't start with an article"},
      category="project_convention"),
    G("055", BREW, "brew audit on a path is only deprecated",
      "A warning when auditing by path.", "Path argument.", "Deprecated interface.", "Use the name.",
      "`Warning: Calling brew audit [path ...] is deprecated! Use brew audit [name ...] instead.`",
      "invented", "near_miss", "Homebrew said `Error: Calling ... is disabled!`, not a deprecation warning",
      ["code span", "reworded error"], {"evidence": "is disabled! Use"}, category="tool_quirk"),
    K("056", BREW, "brew test-bot --only-formulae reproduces the tap CI locally",
      "Checking a tap formula before opening the PR.", "Run test-bot locally for the formula.",
      "It runs audit, build and test like CI.",
      "`brew test-bot --only-formulae acme/tools/pgsift` reproduces what CI runs",
      "invented", "invented_detail", "test-bot is only mentioned by the person; it is never run", ["code span"], {}),
]

_CHOCO = [
    G("057", CHOCO, "The nuspec schema rejects the British spelling licenceUrl",
      "`choco pack` fails with a schema error on `metadata`.", "Writing `licenceUrl`.",
      "The nuspec schema only knows `licenseUrl`.", "Rename the element to `licenseUrl`.",
      "`choco pack` → `has invalid child element 'licenceUrl'` … `List of possible elements expected: 'licenseUrl, "
      "projectUrl, iconUrl` → renamed → `Successfully created package "
      "'C:\\src\\logrelay-choco\\out\\logrelay.1.2.0.nupkg'`",
      "real", "edit_then_pass", "the rename is followed by a successful pack",
      ["code spans", "windows paths", "arrows", "ellipsis"],
      {"failure": "invalid child element 'licenceUrl'", "fix": "--outputdirectory .\\out",
       "evidence": "invalid child element 'licenceUrl'"}, category="build_config"),
    K("058", CHOCO, "choco install needs an elevated shell",
      "Test-installing a local Chocolatey package.", "Run `choco install <pkg> -s .\\out -y` from an admin PowerShell.",
      "From a normal shell choco cannot write to C:\\ProgramData\\chocolatey.",
      "`choco install logrelay -s .\\out -y` from the normal shell: `Access to the path "
      "'C:\\ProgramData\\chocolatey\\lib-bad' is denied.` and `Chocolatey installed 0/1 packages. 1 packages failed.`",
      "real", "knowledge", "the unelevated install fails with access denied", ["code spans", "windows paths"],
      {"evidence": "lib-bad' is denied"}, category="env_setup"),
    G("059", CHOCO, "checksum64 must match the release zip: recompute it with Get-FileHash",
      "Install fails with `Checksum ... did not meet`.", "Copying the checksum from the previous release.",
      "Chocolatey verifies the downloaded zip against checksum64.",
      "`Get-FileHash <zip> -Algorithm SHA256`, paste the hash into chocolateyinstall.ps1, repack.",
      "admin install: `did not meet '3f1a0c9e…' for checksum type 'SHA256'`; `Get-FileHash … -Algorithm SHA256` gave "
      "`9C4E2B7A1D0F3E6A…`, put into checksum64, `choco pack` succeeded",
      "real", "other_check_passes", "after the checksum edit only choco pack ran; the install was never re-run",
      ["code spans", "ellipsis", "person quoted"],
      {"failure": "did not meet '3f1a0c9e", "fix": "checksum64    = '9C4E2B7A", "evidence": "did not meet '3f1a0c9e"},
      category="build_config", group="c19-choco-checksum"),
    G("060", CHOCO, "Keep Chocolatey's checksum64 in sync with a checksum script",
      "Checksum mismatch on install after a release.", "Editing the hash by hand each release.",
      "The install script carries a stale checksum64.", "Run `tools\\update-checksum.ps1 -Zip <zip>` before packing.",
      "after `did not meet '3f1a0c9e…'` I wrote `tools\\update-checksum.ps1`, which rewrites checksum64 from the zip",
      "real", "write_named_like_fix", "the script is only written, never run; the install is never retried",
      ["code spans", "windows paths", "first person"],
      {"failure": "did not meet '3f1a0c9e", "fix": "update-checksum.ps1", "evidence": "did not meet '3f1a0c9e"},
      category="workflow", group="c19-choco-checksum"),
    G("061", CHOCO, "A local choco install goes through from an admin shell",
      "Access denied installing the package.", "Normal shell.", "Needs admin.", "Use an admin PowerShell.",
      "`choco install logrelay -s .\\out -y` worked once run from an admin shell",
      "invented", "names_false_claim", "from the admin shell it failed on the checksum", ["false outcome", "code span"],
      {"evidence": "did not meet '3f1a0c9e"}, category="env_setup"),
    G("062", CHOCO, "Chocolatey 2 refuses to pack without a packageSourceUrl",
      "choco pack fails on metadata.", "Missing packageSourceUrl.", "Community rules.", "Add it.",
      "`choco pack` → `ERROR: packageSourceUrl is required for community packages`",
      "invented", "never_seen_error", "the only pack error was the licenceUrl schema error", ["code spans", "arrow"],
      {}, category="build_config"),
    K("063", CHOCO, "Get-FileHash -Algorithm SHA256 gives the value for checksum64",
      "Filling checksum64 for a new release.", "Hash the downloaded zip with Get-FileHash.",
      "Chocolatey compares SHA256 of the zip.",
      "`Hash      : 9C4E2B7A1D0F3E6A5B8C7D2E1F0A9B8C7D6E5F4A3B2C1D0E9F8A7B6C5D4E3F2B`",
      "invented", "near_miss", "the last hex digit differs from the hash Get-FileHash printed", ["code span"],
      {"evidence": "Algorithm : SHA256"}),
]


def records() -> list[dict[str, Any]]:
    return [*_DOCUSAURUS, *_ESPIDF, *_BREW, *_CHOCO]
