"""Labelled lessons of corpus42, part three (sessions a11-a15: WezTerm, PowerShell profile, launchd, notarytool,
debootstrap). Each label was written from the session text (corpus42_sources_c.py) before anything judged it."""
from __future__ import annotations

from tests.truth.corpus42_common import gotcha, knowledge

RECORDS = [
    gotcha(63, "a11-wezterm-fish", "real shown edit_then_pass", (
        "WezTerm key bindings using act need `local act = wezterm.action` first",
        "wezterm refuses the config: attempt to index a nil value (global 'act') at line 27.",
        "Copying key binding snippets that use the act alias without its definition.",
        "act is a local alias the snippets assume, not a global WezTerm provides.",
        "Add local act = wezterm.action after require 'wezterm'."),
        "`[string \"/home/ana/.config/wezterm/wezterm.lua\"]:27: attempt to index a nil value (global 'act')` → "
        "Edit(wezterm.lua): + `local act = wezterm.action` → `wezterm ... show-keys | head -4` printed "
        "`Default key table`",
        "The show-keys call after the Edit loaded the config and listed the key table.",
        ["tool-call notation", "arrows", "nested quotes in a span", "… cut"],
        {"failure": "attempt to index a nil value (global 'act')", "fix": "local act = wezterm.action",
         "evidence": "Default key table"}, cat="build_config"),
    gotcha(64, "a11-wezterm-fish", "real shown person_confirms", (
        "Point WezTerm's default_prog at fish's real path when fish comes from /usr/local",
        "New WezTerm tabs open bash although the login shell is fish.",
        "Guessing /usr/bin/fish; a source-built fish lives in /usr/local/bin.",
        "Started from the desktop launcher, WezTerm uses the desktop session's $SHELL.",
        "Set config.default_prog = { '/usr/local/bin/fish', '-l' } after checking `which fish`."),
        "`which fish` → `/usr/local/bin/fish`, so `config.default_prog = { '/usr/local/bin/fish', '-l' }`; user: "
        "\"new tabs open fish now, perfect\"",
        "Right after the default_prog Edit the person confirmed new tabs open fish.",
        ["code spans", "arrows", "double quotes"],
        {"failure": "new tabs don't open fish", "fix": "config.default_prog = { '/usr/local/bin/fish', '-l' }",
         "evidence": "new tabs open fish now, perfect"}, cat="env_setup"),
    gotcha(65, "a11-wezterm-fish", "invented not_shown near_miss", (
        "WezTerm reports an undefined action alias at the line of the keys table",
        "The config error banner names the keys table line.",
        "Looking at the top of the file.",
        "act is undefined where the keys use it.",
        "Define act."),
        "wezterm: `wezterm.lua\"]:72: attempt to index a nil value (global 'act')`",
        "The error was at line 27.",
        ["code span", "near miss"],
        {"evidence": "attempt to index a nil value", "failure": "attempt to index a nil value",
         "fix": "local act = wezterm.action"}),
    gotcha(66, "a11-wezterm-fish", "invented not_shown names_false_claim", (
        "default_prog = { '/usr/bin/fish', '-l' } makes WezTerm tabs start fish",
        "Tabs start bash.",
        "Relying on the login shell.",
        "The desktop $SHELL is bash.",
        "Set default_prog to /usr/bin/fish."),
        "Setting `config.default_prog = { '/usr/bin/fish', '-l' }` in wezterm.lua made new tabs open fish, which "
        "the user confirmed.",
        "/usr/bin/fish was only named in the assistant's text; which fish showed /usr/local/bin/fish and the Edit "
        "used that path.",
        ["code span", "false claim on real tokens"],
        {"evidence": "config.default_prog = { '/usr/bin/fish', '-l' }", "failure": "new tabs don't open fish",
         "fix": "config.default_prog = { '/usr/bin/fish', '-l' }"}, cat="env_setup"),
    knowledge(67, "a11-wezterm-fish", "real knowledge", (
        "Format a WezTerm Lua config with stylua and confirm with stylua --check",
        "A hand-edited wezterm.lua with messy indentation.",
        "Run stylua --check . to see the diff, then stylua . and check again.",
        "--check exits 1 with a diff when anything would change, 0 when clean."),
        "`stylua --check .` showed `Diff in ./wezterm.lua:`, then\n```\n$ stylua . && stylua --check . && echo clean\n"
        "clean\n```",
        "The check failed with a diff; the format-and-check call printed clean.",
        ["fenced block with $ prompt", "code spans"],
        {"evidence": "stylua . && stylua --check . && echo clean"}, cat="project_convention"),
    knowledge(68, "a11-wezterm-fish", "invented other_call_error", (
        "stylua --check also catches Lua runtime errors such as undefined globals",
        "Checking a WezTerm config before reloading.",
        "Run stylua --check . to find undefined names.",
        "stylua parses the whole file."),
        "`stylua --check .` exited 1 with `attempt to index a nil value (global 'act')`.",
        "stylua --check exited 1 with a formatting diff; the nil-value error came from wezterm's show-keys.",
        ["code spans", "wrong call"], {"evidence": "stylua --check ."}),

    gotcha(69, "a12-pwsh-starship", "real shown person_confirms", (
        "oh-my-posh initialised after starship in the PowerShell profile keeps the oh-my-posh prompt",
        "After installing starship the prompt is still oh-my-posh.",
        "Adding starship's init line without removing the old prompt engine.",
        "Both replace the prompt function; the one initialised last wins.",
        "Remove the oh-my-posh init line from $PROFILE."),
        "Get-Content $PROFILE listed `Invoke-Expression (&starship init powershell)` followed by `oh-my-posh init "
        "pwsh --config \"$env:POSH_THEMES_PATH\\jandedobbeleer.omp.json\" | Invoke-Expression`; after the edit "
        "kept only starship, the user: \"Prompt is starship now in a new window, good.\"",
        "The Edit removed the oh-my-posh line and the person confirmed the starship prompt right after.",
        ["code spans", "nested quotes", "double quotes", "single backslash"],
        {"failure": "my PowerShell prompt is still oh-my-posh",
         "fix": "Register-EngineEvent -SourceIdentifier PowerShell.OnIdle",
         "evidence": "Prompt is starship now in a new window, good."}, cat="env_setup"),
    gotcha(70, "a12-pwsh-starship", "real not_shown confirmation_far_or_other", (
        "Defer posh-git's import to PowerShell.OnIdle to take it off the profile load time",
        "The profile takes 4.1 s to load; Import-Module posh-git alone takes 2.9 s.",
        "Importing heavy modules at the top of $PROFILE.",
        "posh-git's import cost is paid before the first prompt.",
        "Register-EngineEvent -SourceIdentifier PowerShell.OnIdle -MaxTriggerCount 1 -Action { Import-Module "
        "posh-git }."),
        "`(Measure-Command { Import-Module posh-git }).TotalMilliseconds` → `2950.41` of the profile's `4128.77`; "
        "moved into `Register-EngineEvent -SourceIdentifier PowerShell.OnIdle -MaxTriggerCount 1 -Action { "
        "Import-Module posh-git }`.",
        "The re-measure after the Edit was interrupted and the person forbade measuring again; the following "
        "'good' is about the starship prompt, not the load time.",
        ["code spans", "arrows"],
        {"failure": "2950.41", "fix": "Prompt is starship now in a new window, good.",
         "evidence": "-MaxTriggerCount 1 -Action { Import-Module posh-git"}, cat="performance"),
    knowledge(71, "a12-pwsh-starship", "invented other_call_error", (
        "Import-Module posh-git alone takes about four seconds",
        "A slow PowerShell start.",
        "Time posh-git's import by itself.",
        "posh-git is the whole cost."),
        "`pwsh -NoProfile -Command \"(Measure-Command { Import-Module posh-git }).TotalMilliseconds\"` → `4128.77`",
        "That call printed 2950.41; 4128.77 was the whole profile.",
        ["code spans", "arrows", "number from another call"],
        {"evidence": "(Measure-Command { Import-Module posh-git }).TotalMilliseconds"}, cat="performance"),
    gotcha(72, "a12-pwsh-starship", "invented not_shown names_false_claim", (
        "Dropping oh-my-posh from the PowerShell profile measurably speeds up its load",
        "The profile loads slowly.",
        "Keeping two prompt engines.",
        "oh-my-posh init is expensive.",
        "Remove the oh-my-posh line."),
        "After removing the oh-my-posh line, `Measure-Command { pwsh -NoProfile -Command \". $PROFILE\" }` was "
        "run again and confirmed the faster load.",
        "The second Measure-Command was interrupted by the person; no faster time was ever printed.",
        ["GPT-style prose", "code span", "false claim on real tokens"],
        {"evidence": "Measure-Command { pwsh -NoProfile -Command", "failure": "4128.77",
         "fix": "Register-EngineEvent -SourceIdentifier PowerShell.OnIdle"}, cat="performance"),
    knowledge(73, "a12-pwsh-starship", "real knowledge", (
        "Time a PowerShell profile and its modules separately under pwsh -NoProfile",
        "A PowerShell profile is slow and it's unclear which line costs the time.",
        "Measure the dot-sourced profile, then each suspect module, each in pwsh -NoProfile.",
        "-NoProfile keeps the measurement from loading the profile twice."),
        "Measure-Command { pwsh -NoProfile -Command \". $PROFILE\" } gave TotalMilliseconds 4128.77, and pwsh "
        "-NoProfile -Command \"(Measure-Command { Import-Module posh-git }).TotalMilliseconds\" gave 2950.41.",
        "The two Measure-Command calls printed 4128.77 and 2950.41.",
        ["GPT-style prose", "double quotes"], {"evidence": "4128.77"}, cat="debugging_technique"),

    gotcha(74, "a13-launchd-agent", "real shown fix_ran", (
        "launchctl bootstrap fails with error 5 for an agent that is already loaded",
        "Bootstrap failed: 5: Input/output error, although plutil says the plist is OK.",
        "Reading error 5 as a broken plist.",
        "The label is already bootstrapped in gui/<uid>.",
        "launchctl bootout gui/<uid>/<label>, then bootstrap again."),
        "launchctl bootstrap gui/$(id -u) … → \"Bootstrap failed: 5: Input/output error\"; `launchctl print "
        "gui/$(id -u)/com.lea.syncer` showed it already loaded (`state = not running`); `launchctl bootout … && "
        "launchctl bootstrap … && echo reloaded` → `reloaded`.",
        "The bootout-then-bootstrap call succeeded and printed reloaded.",
        ["double quotes", "code spans", "… cuts", "arrows"],
        {"failure": "Bootstrap failed: 5: Input/output error", "fix": "com.lea.syncer.plist && echo reloaded",
         "evidence": "Bootstrap failed: 5: Input/output error"}, cat="tool_quirk"),
    gotcha(75, "a13-launchd-agent", "real shown edit_then_pass", (
        "launchd agents don't see Homebrew's /opt/homebrew/bin on PATH",
        "The agent exits 78 (EX_CONFIG); its stderr says rclone: command not found.",
        "Testing the script from a terminal whose PATH includes Homebrew.",
        "launchd starts agents with a minimal PATH.",
        "Add EnvironmentVariables with a PATH including /opt/homebrew/bin to the plist."),
        "- `last exit code = 78: EX_CONFIG`\n- `/Users/lea/dev/syncer/run.sh: line 3: rclone: command not found`\n"
        "- EnvironmentVariables PATH `/opt/homebrew/bin:/usr/bin:/bin:/usr/sbin:/sbin` added to the plist\n"
        "- afterwards `state = running`",
        "After the plist Edit and a reload, launchctl print shows state = running, never exited.",
        ["bullet list", "code spans"],
        {"failure": "rclone: command not found", "fix": "<key>EnvironmentVariables</key>",
         "evidence": "state = running"}, cat="env_setup"),
    gotcha(76, "a13-launchd-agent", "invented not_shown near_miss", (
        "A launchd agent whose script can't find its tool exits 78: EX_USAGE",
        "The agent stops right after loading.",
        "Ignoring last exit code.",
        "The script fails to find rclone.",
        "Fix PATH in the plist."),
        "`launchctl print` → `last exit code = 78: EX_USAGE`",
        "launchctl print showed 78: EX_CONFIG.",
        ["code spans", "near miss"],
        {"evidence": "last exit code = 78", "failure": "rclone: command not found",
         "fix": "<key>EnvironmentVariables</key>"}, cat="env_setup"),
    gotcha(77, "a13-launchd-agent", "invented not_shown other_call_error", (
        "plutil -lint reports I/O errors for an agent plist that is already loaded",
        "plutil fails on the agent's plist.",
        "Linting a loaded plist.",
        "launchd holds the file.",
        "Boot the agent out before linting."),
        "`plutil -lint ~/Library/LaunchAgents/com.lea.syncer.plist` → `Input/output error`",
        "plutil printed OK; Input/output error came from launchctl bootstrap.",
        ["code spans", "arrows", "wrong call"],
        {"evidence": "plutil -lint ~/Library/LaunchAgents/com.lea.syncer.plist",
         "failure": "Bootstrap failed: 5", "fix": "echo reloaded"}),
    knowledge(78, "a13-launchd-agent", "real knowledge", (
        "Read a launchd agent's state and last exit code with launchctl print",
        "A launch agent doesn't seem to run.",
        "launchctl print gui/$(id -u)/<label> | grep -E 'state|last exit'.",
        "It shows whether the label is loaded, running, and how it last exited."),
        "`launchctl print gui/$(id -u)/com.lea.syncer | grep -E 'state|last exit'` → `\tstate = not running` and "
        "`\tlast exit code = 78: EX_CONFIG`",
        "The print call after the reload showed not running with exit 78, which led to the stderr file.",
        ["code spans with literal tabs", "arrows"], {"evidence": "last exit code = 78: EX_CONFIG"},
        cat="debugging_technique"),
    gotcha(79, "a13-launchd-agent", "invented not_shown never_seen_error", (
        "The legacy launchctl load also fails with error 5 for a loaded agent",
        "launchctl load fails.",
        "Using the deprecated load subcommand.",
        "The agent is already loaded.",
        "Unload first."),
        "`launchctl load ~/Library/LaunchAgents/com.lea.syncer.plist` → `Load failed: 5: Input/output error`",
        "launchctl load never ran and that message never appeared.",
        ["code spans", "never seen"],
        {"evidence": "Bootstrap failed: 5", "failure": "Bootstrap failed: 5", "fix": "echo reloaded"}),

    gotcha(80, "a14-notarytool", "real shown rerun_passes", (
        "Sparkle's Autoupdate helper must be re-signed with the hardened runtime and a timestamp for notarization",
        "notarytool submit ends with status: Invalid.",
        "Signing only the app bundle; the embedded helper keeps its own signature.",
        "Autoupdate was signed without --options runtime and without --timestamp.",
        "Re-sign Autoupdate, then the app, with --options runtime --timestamp, rebuild the DMG, submit again."),
        "notarytool: `status: Invalid`; the Task reading `notarytool log` found Autoupdate: \"The executable does "
        "not have the hardened runtime enabled.\" and \"The signature does not include a secure timestamp.\"; after "
        "re-signing with `codesign --force --options runtime --timestamp` (Autoupdate, then the app) and rebuilding "
        "the DMG, the second submit → `status: Accepted`.",
        "The same notarytool submit, re-run after the re-signing, came back Accepted.",
        ["code spans", "double quotes", "subagent result", "arrows"],
        {"failure": "status: Invalid", "fix": "Sparkle.framework/Versions/B/Autoupdate: replacing existing signature",
         "evidence": "status: Accepted"}, cat="security"),
    knowledge(81, "a14-notarytool", "real knowledge", (
        "Read why notarization failed with notarytool log and the submission id",
        "notarytool submit --wait ends with status: Invalid and no reason.",
        "Run xcrun notarytool log <submission id> --keychain-profile <profile> (here via a subagent).",
        "The log names each failing binary and the reason."),
        "Task(Read the notary log) ran `xcrun notarytool log 6f1c2a9e-8b44-4d0e-9c3a-52e7d1f0a913 "
        "--keychain-profile AC_NOTARY` → 2 issues, both for "
        "`Clipper.app/Contents/Frameworks/Sparkle.framework/Versions/B/Autoupdate`",
        "The Task's prompt and reply.",
        ["tool-call notation", "code spans", "subagent result"],
        {"evidence": "The log lists 2 issues"}, cat="debugging_technique"),
    knowledge(82, "a14-notarytool", "real knowledge", (
        "Confirm a stapled DMG with spctl -a -vvv -t install",
        "Checking a notarized, stapled DMG before shipping.",
        "spctl -a -vvv -t install <dmg> must say accepted and source=Notarized Developer ID.",
        "It is the same Gatekeeper assessment users' Macs make."),
        "`spctl -a -vvv -t install build/Clipper.dmg` → `accepted`, `source=Notarized Developer ID`",
        "The spctl call after stapling printed both lines.",
        ["code spans", "arrows"], {"evidence": "source=Notarized Developer ID"}, cat="security"),
    gotcha(83, "a14-notarytool", "real not_shown never_run", (
        "notarytool in CI rejects the Apple ID password with 401; it needs an app-specific password",
        "CI: Error: HTTP status code: 401. Invalid credentials. Username or password is incorrect.",
        "Passing the account password to notarytool --password.",
        "notarytool accepts only app-specific passwords (or API keys).",
        "Use an app-specific password secret and --team-id in the workflow."),
        "CI: \"Error: HTTP status code: 401. Invalid credentials. Username or password is incorrect.\" with "
        "`--apple-id` and `--password`; fix in release.yml: `--password \"${{ secrets.APPLE_APP_SPECIFIC_PASSWORD "
        "}}\" --team-id 7KX2Q9L4PB`.",
        "The workflow was edited but CI never ran in the session; the person will add the secret next week.",
        ["double quotes", "code spans with nested quotes"],
        {"failure": "Invalid credentials. Username or password is incorrect.",
         "fix": "secrets.APPLE_APP_SPECIFIC_PASSWORD }}\" --team-id 7KX2Q9L4PB",
         "evidence": "HTTP status code: 401"}, cat="security"),
    gotcha(84, "a14-notarytool", "invented not_shown names_false_claim", (
        "notarytool can accept a DMG whose stapling then fails",
        "stapler staple fails after an accepted submission.",
        "Trusting status: Accepted.",
        "A nested helper is still badly signed.",
        "Re-sign the helper and submit again."),
        "The first `xcrun notarytool submit build/Clipper.dmg --keychain-profile AC_NOTARY --wait` came back "
        "`status: Accepted`, but `xcrun stapler staple` failed until Sparkle was re-signed.",
        "The first submit came back Invalid; stapler only ran once, after the second submit, and worked.",
        ["code spans", "outcome words", "false claim on real tokens"],
        {"evidence": "status: Invalid", "failure": "status: Invalid", "fix": "The staple and validate action worked!"},
        cat="security"),
    gotcha(85, "a14-notarytool", "invented not_shown near_miss", (
        "Re-sign Sparkle's helper with the team's Developer ID before notarizing",
        "Notarization is Invalid because of Autoupdate.",
        "Leaving Sparkle's own signature.",
        "The helper lacks runtime and timestamp.",
        "codesign it with the team identity."),
        "codesign --sign \"Developer ID Application: Omar Haddad (7KX2Q9L4BP)\" on Autoupdate, then Accepted.",
        "The team id is 7KX2Q9L4PB.",
        ["double quotes", "near miss"],
        {"evidence": "replacing existing signature", "failure": "status: Invalid", "fix": "status: Accepted"},
        cat="security"),
    gotcha(86, "a14-notarytool", "invented not_shown invented_detail", (
        "codesign --deep re-signs nested Sparkle helpers with the hardened runtime in one call",
        "Nested helpers fail notarization.",
        "Signing helpers one by one.",
        "They lack the hardened runtime.",
        "codesign --deep the app."),
        "`codesign --deep --force --options runtime --timestamp` on build/Clipper.app fixed both notary issues in "
        "one call.",
        "--deep was never used; Autoupdate and the app were signed in two separate calls.",
        ["code span", "command never run"],
        {"evidence": "build/Clipper.app: replacing existing signature", "failure": "status: Invalid",
         "fix": "build/Clipper.app: replacing existing signature"}, cat="security"),

    gotcha(87, "a15-debootstrap-arm64", "real not_shown rerun_still_fails", (
        "Cross-architecture debootstrap needs qemu-user-static on the host",
        "debootstrap --arch=arm64 on amd64: W: Failure trying to run: chroot ... /bin/true; the log says Exec format "
        "error.",
        "Running a foreign-architecture debootstrap without an emulator.",
        "The host cannot execute arm64 binaries in the chroot.",
        "sudo apt-get install -y qemu-user-static binfmt-support, then run debootstrap again."),
        "`chroot: failed to run command '/bin/true': Exec format error`; `sudo apt-get install -y qemu-user-static "
        "binfmt-support` → `Setting up qemu-user-static (1:7.2+dfsg-7+deb12u7) ...`",
        "The install ran, but the debootstrap right after it failed the same way; it only worked after "
        "update-binfmts --enable.",
        ["code spans", "arrows"],
        {"failure": "Exec format error", "fix": "sudo apt-get install -y qemu-user-static binfmt-support",
         "evidence": "Setting up qemu-user-static (1:7.2+dfsg-7+deb12u7)"}, cat="env_setup",
        group="c42-qemu-binfmt"),
    gotcha(88, "a15-debootstrap-arm64", "real shown rerun_passes", (
        "A disabled qemu-aarch64 binfmt entry keeps arm64 chroots failing after qemu-user-static is installed",
        "debootstrap still fails with the chroot /bin/true failure after installing qemu-user-static.",
        "Assuming installing the package registers the binfmt handler.",
        "update-binfmts shows qemu-aarch64 (disabled).",
        "sudo update-binfmts --enable qemu-aarch64, then rerun debootstrap."),
        "`update-binfmts --display qemu-aarch64` → `qemu-aarch64 (disabled):`; `sudo update-binfmts --enable "
        "qemu-aarch64` → next debootstrap: `I: Base system installed successfully.`, `chroot ... uname -m` → "
        "`aarch64`",
        "The debootstrap re-run after enabling the entry installed the base system and uname -m printed aarch64.",
        ["code spans", "arrows", "… cut"],
        {"failure": "qemu-aarch64 (disabled):", "fix": "sudo update-binfmts --enable qemu-aarch64",
         "evidence": "I: Base system installed successfully."}, cat="env_setup", group="c42-qemu-binfmt"),
    knowledge(89, "a15-debootstrap-arm64", "real knowledge", (
        "schroot falls back to the home directory when the current directory is missing inside the chroot",
        "schroot prints I: and W: lines before the command output.",
        "They are harmless; pass --directory / to avoid them.",
        "schroot tries to keep the caller's working directory."),
        "schroot printed `I: The directory does not exist inside the chroot.  Use the --directory option to run the "
        "command in a different directory.` before `aarch64`",
        "The schroot call printed the two lines and then aarch64.",
        ["code spans", "whitespace-significant quote"], {"evidence": "W: Falling back to directory '/home/tom'"}),
    gotcha(90, "a15-debootstrap-arm64", "invented not_shown other_call_error", (
        "apt-get install of qemu-user-static fails while a half-built arm64 chroot exists",
        "Installing qemu-user-static errors out.",
        "Installing the emulator with the broken target still present.",
        "The failed target interferes.",
        "Remove the target first."),
        "`sudo apt-get install -y qemu-user-static binfmt-support` failed: `chroot: failed to run command "
        "'/bin/true': Exec format error`",
        "The apt-get call succeeded; the Exec format error is from debootstrap.log.",
        ["code spans", "wrong call"],
        {"evidence": "sudo apt-get install -y qemu-user-static binfmt-support", "failure": "Exec format error",
         "fix": "sudo apt-get install -y qemu-user-static binfmt-support"}, cat="env_setup"),
    gotcha(91, "a15-debootstrap-arm64", "invented not_shown names_false_claim", (
        "Wiping the half-built target is enough for arm64 debootstrap once qemu is installed",
        "debootstrap fails after qemu-user-static is installed.",
        "Reusing the half-built target.",
        "Leftovers from the failed run.",
        "rm -rf the target and rerun."),
        "After `sudo apt-get install -y qemu-user-static binfmt-support`, the first `sudo rm -rf "
        "/srv/chroots/bookworm-arm64 && sudo debootstrap --arch=arm64 ...` re-run ended with `I: Base system "
        "installed successfully.`",
        "That first re-run failed again (Exit code 1); success came only after update-binfmts --enable.",
        ["code spans", "first run", "false claim on real tokens"],
        {"evidence": "sudo rm -rf /srv/chroots/bookworm-arm64 && sudo debootstrap", "failure": "Exec format error",
         "fix": "sudo rm -rf /srv/chroots/bookworm-arm64 && sudo debootstrap"}, cat="env_setup"),
    gotcha(92, "a15-debootstrap-arm64", "invented not_shown near_miss", (
        "bookworm's qemu-user-static deb12u6 makes arm64 debootstrap work",
        "arm64 debootstrap fails on amd64.",
        "No emulator.",
        "Binaries can't run.",
        "Install qemu-user-static."),
        "`Setting up qemu-user-static (1:7.2+dfsg-7+deb12u6) ...`",
        "The installed version was deb12u7.",
        ["one code span", "near miss"],
        {"evidence": "Setting up qemu-user-static", "failure": "Exec format error",
         "fix": "sudo apt-get install -y qemu-user-static"}, cat="env_setup"),
]
