"""corpus38 lessons over part two: Dokku, mklink in cmd, WSL vhdx compaction, codesign (Korean), Prettier 3."""
from __future__ import annotations

from tests.truth.corpus38_common import gotcha, knowledge

S6, S7, S8, S9, S10 = ("s06-dokku-checks-zsh", "s07-mklink-cmd", "s08-wsl-vhdx-pwsh", "s09-codesign-adhoc-ko",
                       "s10-prettier-fish")

RECORDS = [
    # --- s06 Dokku ------------------------------------------------------------------------------------
    gotcha(32, S6, "real shown edit_then_pass", (
        "Dokku pre-flight checks fail when the app binds 127.0.0.1",
        "git push dokku ends with 'Check attempt 5/5 failed' and 'pre-receive hook declined' though the build works.",
        "Binding the HTTP server to 127.0.0.1 inside the container.",
        "Dokku's checks curl the container's own IP (172.17.0.5), which a loopback-only listener refuses.",
        "Listen on 0.0.0.0 (app.listen(port, '0.0.0.0')) and push again."),
        "push output, in red ([1;31m ... [0m): `!     Check attempt 5/5 failed` after `curl: (7) Failed to "
        "connect to 172.17.0.5 port 5000 after 0 ms: Connection refused`; container said `api listening on "
        "http://127.0.0.1:5000`. Edit src/server.ts to `app.listen(port, '0.0.0.0', () =>` -> next push: "
        "`All checks successful (web.1)` and `Application deployed:`.",
        "The Edit is followed by a commit and push whose checks succeed and the app deploys.",
        ["ANSI without ESC", "code spans", "arrow"],
        {"failure": "Check attempt 5/5 failed", "fix": "app.listen(port, '0.0.0.0', () =>"}, cat="tool_quirk"),
    gotcha(33, S6, "real not_shown only_suggested", (
        "dokku-letsencrypt needs an email set per app before letsencrypt:enable",
        "`letsencrypt:enable api` stops with 'Missing email, please set via: dokku letsencrypt:set api email ...'.",
        "Enabling TLS right after the first deploy.",
        "The plugin needs an ACME contact address for the app.",
        "`dokku letsencrypt:set api email <address>`, then `letsencrypt:enable api`."),
        "ssh dokku@apps.example.net letsencrypt:enable api → \"Missing email, please set via: dokku letsencrypt:set "
        "api email you@example.com\" (Exit code 1).",
        "The assistant only tells the person to set the email; they leave it for ops and nothing more runs.",
        ["nested quotes", "arrow", "exit code"],
        {"failure": "Missing email, please set via", "fix": "letsencrypt:set api email <address>"}),
    knowledge(34, S6, "real knowledge", (
        "Read the container output Dokku prints after failed checks",
        "A Dokku deploy fails its pre-flight checks.",
        "Look at the block between '=====> Start of api container output' and its end: it shows what the app "
        "logged, here the address it listened on.",
        "The failing curl alone doesn't say why; the app's own log line does."),
        ["`=====> Start of api container output (web.1)`", "`api listening on http://127.0.0.1:5000`"],
        "Both lines are in the first push's output.",
        ["list", "code spans"], {"evidence": "Start of api container output (web.1)"}, cat="debugging_technique"),
    gotcha(35, S6, "invented not_shown near_miss", (
        "Dokku checks fail against the app port 3000",
        "Deploy rejected after checks.",
        "Wrong port.",
        "The checks curl 3000.",
        "Bind 0.0.0.0."),
        "`curl: (7) Failed to connect to 172.17.0.5 port 3000 after 0 ms: Connection refused`",
        "The port in the session is 5000.",
        ["code span"], {"failure": "Failed to connect to 172.17.0.5"}),
    gotcha(36, S6, "invented not_shown names_false_claim", (
        "Binding 0.0.0.0 is not enough for Dokku checks",
        "Checks keep failing after the bind change.",
        "Only changing the bind address.",
        "A CHECKS file is needed too.",
        "Add a CHECKS file."),
        "Even after the Edit to `app.listen(port, '0.0.0.0', () =>` the next `git push dokku main` still ended in "
        "`pre-receive hook declined`.",
        "The second push succeeded (All checks successful, Application deployed).",
        ["code spans", "still failed"], {"failure": "pre-receive hook declined"}),
    gotcha(37, S6, "invented not_shown never_seen_error", (
        "letsencrypt:enable fails the HTTP-01 challenge behind Dokku's nginx",
        "TLS enabling fails.",
        "Proxy config.",
        "Challenge path not served.",
        "Fix the proxy."),
        "`letsencrypt:enable api` -> `acme: error: 403 :: urn:ietf:params:acme:error:unauthorized`",
        "The session shows only the missing-email error.",
        ["arrow", "code spans"], {"failure": "letsencrypt:enable api"}),
    # --- s07 mklink ------------------------------------------------------------------------------------
    gotcha(38, S7, "real shown fix_ran", (
        "Use a junction (mklink /J) when mklink /D lacks privilege on Windows",
        "`mklink /D` fails with 'You do not have sufficient privilege to perform this operation.'",
        "Directory symlinks need an elevated prompt or Developer Mode.",
        "Creating symbolic links is a privileged operation by default on Windows.",
        "For a local directory use `mklink /J` (a junction), which needs no privilege."),
        "cmd /c \"mklink /D public\\assets ..\\shared\\assets\" -> `You do not have sufficient privilege to "
        "perform this operation.`; with /J: `Junction created for public\\assets <<===>> ..\\shared\\assets` and "
        "dir listed fonts, img, logo.svg. package.json now says \"mklink /J public\\\\assets ..\\\\shared\\\\assets\".",
        "The /J call creates the junction and lists the directory's files.",
        ["Windows paths", "doubled backslashes", "arrow"],
        {"failure": "You do not have sufficient privilege", "fix": "Junction created for public"}, cat="env_setup"),
    gotcha(39, S7, "real not_shown ran_the_trap", (
        "git core.symlinks=true on Windows still needs Developer Mode",
        "Symlinks in the repo check out as small text files holding the target path.",
        "Just setting `git config core.symlinks true` and re-checking out.",
        "Without Developer Mode (or elevation) git can't create symlinks at all.",
        "Enable Developer Mode, then core.symlinks=true and `git checkout -- docs/images`."),
        "Bash: `git config core.symlinks true && git checkout -- docs/images` → `error: unable to create symlink "
        "docs/images: Permission denied`",
        "What ran is the trap (core.symlinks without Developer Mode) and it failed; Developer Mode is never enabled "
        "(IT locks it).",
        ["tool names", "arrow", "code spans"],
        {"failure": "unable to create symlink docs/images: Permission denied",
         "fix": "git config core.symlinks true && git checkout -- docs/images"}),
    knowledge(40, S7, "real knowledge", (
        "With core.symlinks=false git writes symlinks as plain files",
        "A repo made on macOS with a symlinked directory, cloned on Windows.",
        "Check `git config core.symlinks`; if false, the 'file' holds the link target as text.",
        "Explains the tiny text file in place of docs/images."),
        "`git config core.symlinks && type docs\\images` printed `false` and `../shared/assets/img`.",
        "The Bash result shows the flag and the file's content.",
        ["code spans", "doubled backslashes"], {"evidence": "git config core.symlinks && type"}),
    gotcha(41, S7, "invented not_shown other_call_error", (
        "mklink junctions also need admin rights on locked-down Windows",
        "Junction creation refused.",
        "Using /J.",
        "Policy.",
        "Run as admin."),
        "Even `mklink /J public\\assets ..\\shared\\assets` returned `You do not have sufficient privilege to "
        "perform this operation.`",
        "That error belongs to the /D call; /J printed 'Junction created'.",
        ["code spans", "Windows paths"], {"failure": "mklink /J public"}),
    gotcha(42, S7, "invented not_shown near_miss", (
        "git on Windows: unable to create symlink, operation not permitted",
        "Checkout of a symlink fails.",
        "core.symlinks true.",
        "No privilege.",
        "Developer Mode."),
        "`error: unable to create symlink docs/images: Operation not permitted`",
        "The real message ends in 'Permission denied'.",
        ["code span"], {"failure": "unable to create symlink"}),
    # --- s08 WSL vhdx ----------------------------------------------------------------------------------
    gotcha(43, S8, "real shown fix_ran", (
        "Compact a WSL ext4.vhdx with diskpart when Optimize-VHD is missing",
        "Optimize-VHD: The term 'Optimize-VHD' is not recognized on Windows Home.",
        "Following guides that assume the Hyper-V PowerShell module.",
        "Optimize-VHD ships with Hyper-V, absent on Home editions.",
        "diskpart script: select vdisk file=..., attach vdisk readonly, compact vdisk, detach vdisk (elevated)."),
        ["`Optimize-VHD: The term 'Optimize-VHD' is not recognized as a name of a cmdlet`",
         "wrote C:\\Users\\hana\\compact-wsl.txt with `compact vdisk`",
         "elevated `Start-Process diskpart -ArgumentList '/s', ...` → size `120.43359375` GB → `31.6875`"],
        "The elevated diskpart run is followed by the size check at 31.69 GB; the person: '31 GB, perfect'.",
        ["list", "Windows paths", "arrow"],
        {"failure": "The term 'Optimize-VHD' is not recognized", "fix": "Start-Process diskpart -ArgumentList"},
        cat="env_setup", group="c38-vhdx"),
    gotcha(44, S8, "real shown fix_ran", (
        "diskpart /s fails with Access is denied unless elevated",
        "`diskpart /s compact-wsl.txt` prints 'DiskPart has encountered an error: Access is denied.'",
        "Running diskpart from a normal PowerShell 7 session.",
        "diskpart requires an administrator token.",
        "`Start-Process diskpart -ArgumentList '/s', '<script>' -Verb RunAs -Wait`."),
        "First diskpart → \"DiskPart has encountered an error: Access is denied.\"; then Start-Process ... -Verb "
        "RunAs -Wait compacted it (vhdx now 31.6875 GB).",
        "The RunAs call includes the size check showing the shrink.",
        ["nested quotes", "ellipsis", "prose"],
        {"failure": "DiskPart has encountered an error: Access is denied.", "fix": "-Verb RunAs -Wait"},
        group="c38-vhdx"),
    knowledge(45, S8, "real knowledge", (
        "Measure the vhdx from PowerShell before and after compaction",
        "Reclaiming disk space from a WSL 2 distro.",
        "`(Get-Item '<path>\\ext4.vhdx').Length / 1GB` before and after, with `wsl --shutdown` first.",
        "df inside Linux shows used space, not the size of the file on C:."),
        "(Get-Item ...ext4.vhdx).Length / 1GB → 120.43359375 before, 31.6875 after.",
        "Both size checks are Bash results.",
        ["prose", "arrow"], {"evidence": "120.43359375"}),
    gotcha(46, S8, "invented not_shown names_false_claim", (
        "diskpart compacts the WSL disk from a normal shell",
        "vhdx too big.",
        "Expecting admin.",
        "diskpart can attach readonly without admin.",
        "diskpart /s."),
        "`diskpart /s C:\\Users\\hana\\compact-wsl.txt` shrank the disk to 31.6875 GB on the first run.",
        "The first diskpart run failed with Access is denied; the shrink came from the elevated rerun.",
        ["code span", "outcome claim"], {"failure": "diskpart /s C:"}),
    gotcha(47, S8, "invented not_shown near_miss", (
        "Optimize-VHD not recognized in PowerShell 7",
        "Cmdlet missing.",
        "Hyper-V module absent.",
        "Windows Home.",
        "diskpart."),
        "`Optimize-VHD: The term 'Optimize-VHD' is not recognized as the name of a cmdlet, function, script file`",
        "PowerShell 7 printed 'as a name of a cmdlet'; 'as the name of' is the 5.1 wording.",
        ["code span"], {"failure": "Optimize-VHD"}),
    knowledge(48, S8, "invented names_false_claim", (
        "Sparse WSL disks give space back automatically",
        "A WSL vhdx keeps growing.",
        "Mark it sparse.",
        "Freed blocks go back to Windows."),
        "Ran `wsl --manage Ubuntu-22.04 --set-sparse true` after the compaction, so the disk will not grow back.",
        "The command was only suggested; the person said 'maybe next time'.",
        ["code span", "prose"], {"evidence": "--set-sparse true"}),
    # --- s09 codesign (Korean) -------------------------------------------------------------------------
    gotcha(49, S9, "real shown fix_ran", (
        "install_name_tool 후 arm64 바이너리는 ad-hoc 재서명이 필요",
        "바이너리를 실행하면 `zsh: killed` (exit 137).",
        "install_name_tool 로 rpath 만 고치고 서명을 잊는 것.",
        "Apple silicon 은 서명이 깨진 arm64 코드를 바로 죽인다 (`invalid signature (code or signature have been modified)`).",
        "`codesign --force --sign - bin/imgtool` 로 ad-hoc 서명."),
        "`./bin/imgtool --version` → `zsh: killed     ./bin/imgtool --version` (Exit code 137). "
        "`codesign --force --sign - bin/imgtool && ./bin/imgtool --version` 실행 후 `imgtool 2.3.1 (arm64)` 출력, "
        "사용자도 \"됐어요!\" 라고 함.",
        "The re-sign call runs the binary in the same command and prints its version; the person confirms.",
        ["Korean", "code spans", "exit code"],
        {"failure": "zsh: killed     ./bin/imgtool --version", "fix": "codesign --force --sign - bin/imgtool"},
        cat="env_setup"),
    gotcha(50, S9, "real not_shown confirmation_denied", (
        "quarantine 속성은 dylib 까지 재귀적으로 지워야 함",
        "다운로드한 CLI 가 '개발자를 확인할 수 없기 때문에' 로 막힌다.",
        "실행 파일에서만 `xattr -d com.apple.quarantine` 를 지우는 것.",
        "같은 폴더의 libvips.42.dylib 에도 com.apple.quarantine 이 붙어 있다.",
        "`xattr -dr com.apple.quarantine dist/`."),
        "xattr -l 결과 `com.apple.quarantine: 0083;65e8a1f2;Safari;...`, `xattr -d com.apple.quarantine "
        "dist/imgtool-cli` 실행 → 사용자: \"아직도 안 열려요\"",
        "The person says it still does not open right after the xattr -d; the recursive form is only suggested.",
        ["Korean", "code spans", "ellipsis"],
        {"failure": "아직도 안 열려요", "fix": "xattr -d com.apple.quarantine dist/imgtool-cli"}),
    knowledge(51, S9, "real knowledge", (
        "macOS 에서 'zsh: killed' 는 codesign -v 로 먼저 확인",
        "arm64 바이너리가 메시지 없이 exit 137 로 죽을 때.",
        "`codesign -v --verbose=2 <binary>` 로 서명 상태를 본다.",
        "`invalid signature` 가 나오면 원인이 서명이라는 것이 확실해진다."),
        "codesign -v --verbose=2 bin/imgtool: \"invalid signature (code or signature have been modified)\" / "
        "\"In architecture: arm64\"",
        "The verify call's error result.",
        ["Korean", "double quotes"], {"evidence": "codesign -v --verbose=2 bin/imgtool"},
        cat="debugging_technique"),
    gotcha(52, S9, "invented not_shown other_call_error", (
        "ad-hoc 서명 후에도 invalid signature",
        "재서명 후에도 실패.",
        "--force 없이 서명.",
        "기존 서명 잔존.",
        "--deep 사용."),
        "`codesign --force --sign - bin/imgtool` 결과: `invalid signature (code or signature have been modified)`",
        "That output came from `codesign -v`; the re-sign printed 'replacing existing signature'.",
        ["Korean", "code spans"], {"failure": "codesign --force --sign - bin/imgtool"}),
    gotcha(53, S9, "invented not_shown never_seen_error", (
        "Gatekeeper 가 공증되지 않은 CLI 를 거부",
        "dist/imgtool-cli 실행 불가.",
        "공증 없이 배포.",
        "Unnotarized Developer ID.",
        "공증."),
        "`spctl -a -vv dist/imgtool-cli` → `rejected source=Unnotarized Developer ID`",
        "spctl never ran in the session.",
        ["Korean", "arrow"], {"failure": "dist/imgtool-cli"}),
    # --- s10 Prettier (fish) ---------------------------------------------------------------------------
    gotcha(54, S10, "real shown fix_ran", (
        "Prettier 3 only finds plugins that are direct dependencies",
        "prettier --check: `[error] Cannot find package 'prettier-plugin-organize-imports' imported from "
        "/home/lee/web/noop.js`.",
        "Relying on a plugin that is only hoisted from another package (@acme/eslint-config).",
        "Prettier 3 resolves plugins from the project root as ESM imports.",
        "`npm i -D prettier-plugin-organize-imports`."),
        "red \\x1b[1;31m[error]\\x1b[0m prefix, then:\n```\nCannot find package 'prettier-plugin-organize-imports' imported from "
        "/home/lee/web/noop.js\n```\nAfter `npm i -D prettier-plugin-organize-imports` the check ran with the plugin "
        "(only formatting warnings left) and the final `npx prettier --check .` gave exit=0.",
        "npm i -D adds the package and the check in the same call gets past plugin loading; the final check passes.",
        ["fenced block", "escaped ANSI", "code spans"],
        {"failure": "Cannot find package 'prettier-plugin-organize-imports'",
         "fix": "npm i -D prettier-plugin-organize-imports"}, cat="build_config"),
    gotcha(55, S10, "real shown edit_then_pass", (
        "Put non-JS templates in .prettierignore instead of letting Prettier parse them",
        "prettier --check exits 2 with `src/legacy/old.js: SyntaxError: Unexpected token (14:7)`.",
        "A .js file containing `{% raw %}` template syntax.",
        "Prettier parses every matched .js file as JavaScript.",
        "Add `src/legacy/` to .prettierignore."),
        "src/legacy/old.js: SyntaxError: Unexpected token (14:7); Edit .prettierignore adding `src/legacy/`, then "
        "`npx prettier --write src/app.ts src/routes/user.ts; and npx prettier --check .` → `All matched files use "
        "Prettier code style!` exit=0",
        "Edit, then the check (fish `; and`) passes.",
        ["file:line:col", "fish syntax", "arrow"],
        {"failure": "src/legacy/old.js: SyntaxError: Unexpected token (14:7)", "fix": "dist/\nsrc/legacy/\n"}),
    knowledge(56, S10, "real knowledge", (
        "npm ls shows why a plugin resolves only transitively",
        "A tool can't find a package that is present in node_modules.",
        "`npm ls <package>` shows which dependency pulls it in; if it isn't top-level, add it as a devDependency.",
        "Hoisting is an accident of the tree, not a declared dependency."),
        "npm ls prettier-plugin-organize-imports: `-- @acme/eslint-config@2.1.0` → `prettier-plugin-organize-imports@3.2.4`",
        "The npm ls result.",
        ["code spans", "arrow"], {"evidence": "npm ls prettier-plugin-organize-imports"}),
    gotcha(57, S10, "invented not_shown near_miss", (
        "Prettier chokes on template tags in legacy .js",
        "SyntaxError in old.js.",
        "Parsing templates.",
        "Not JS.",
        "Ignore it."),
        "`[error] src/legacy/old.js: SyntaxError: Unexpected token (14:9)`",
        "The column is 7, not 9.",
        ["file:line:col", "code span"], {"failure": "src/legacy/old.js"}),
    gotcha(58, S10, "invented not_shown names_false_claim", (
        "Installing the organize-imports plugin turns prettier --check green",
        "Prettier 3 check fails.",
        "Missing plugin.",
        "Resolution.",
        "npm i -D."),
        "`npm i -D prettier-plugin-organize-imports; and npx prettier --check .` → exit=0 right away.",
        "That call ended exit=2 with two warnings and a SyntaxError.",
        ["arrow", "outcome claim"], {"failure": "exit=2"}),
    gotcha(59, S10, "invented not_shown invented_detail", (
        "Point Prettier 3 at the plugin path explicitly",
        "Plugin not found.",
        "Bare plugin name.",
        "Resolution from noop.js.",
        "Use a path in .prettierrc."),
        "Edited .prettierrc to `\"plugins\": [\"./node_modules/prettier-plugin-organize-imports/index.js\"]` and "
        "the plugin loaded.",
        ".prettierrc was never edited.",
        ["code span", "nested quotes"], {"failure": "noop.js"}),
]
