"""corpus38's scripted sessions, part two: Dokku (ANSI), mklink in cmd, WSL vhdx compaction in PowerShell 7,
ad-hoc codesigning on macOS (Korean), Prettier 3 plugins for a fish user (ANSI, file:line:col)."""
from __future__ import annotations

from tests.truth.corpus38_common import ESC

_R, _G, _Y, _B, _0 = f"{ESC}[1;31m", f"{ESC}[32m", f"{ESC}[33m", f"{ESC}[1m", f"{ESC}[0m"
_VHDX = r"C:\Users\hana\AppData\Local\Packages\CanonicalGroupLimited.Ubuntu22.04LTS_79rhkp1fndgsc\LocalState\ext4.vhdx"

SOURCES = {
    "s06-dokku-checks-zsh": ("/Users/lee/src/api", "2026-03-05T10:00:00Z", "main", [
        ("user", "git push dokku main keeps failing at the very end, the build itself looks fine"),
        ("bash", "git push dokku main 2>&1 | tail -22",
         f"remote: {_B}-----> Building api from Dockerfile{_0}\n"
         "remote:        Successfully built 4b0d9a7c1e2f\n"
         f"remote: {_B}-----> Releasing api...{_0}\n"
         f"remote: {_B}-----> Checking for predeploy task{_0}\n"
         f"remote: {_B}-----> Deploying api via the docker-local scheduler...{_0}\n"
         f"remote: {_B}-----> Deploying web (count=1){_0}\n"
         "remote:        Attempting pre-flight checks (web.1)\n"
         "remote:        CHECKS expected result: http://localhost/health => \"ok\"\n"
         "remote:        Attempt 1/5. Waiting for 5 seconds ...\n"
         "remote:        curl: (7) Failed to connect to 172.17.0.5 port 5000 after 0 ms: Connection refused\n"
         "remote:        Attempt 5/5. Waiting for 5 seconds ...\n"
         "remote:        curl: (7) Failed to connect to 172.17.0.5 port 5000 after 0 ms: Connection refused\n"
         f"remote: {_R} !     Check attempt 5/5 failed{_0}\n"
         f"remote: {_R} !     App container failed to start (web.1){_0}\n"
         "remote: =====> Start of api container output (web.1)\n"
         "remote:        api listening on http://127.0.0.1:5000\n"
         "remote: =====> End of api container output (web.1)\n"
         "To apps.example.net:api\n ! [remote rejected] main -> main (pre-receive hook declined)\n"
         "error: failed to push some refs to 'apps.example.net:api'", False),
        ("say", "The container starts but listens on 127.0.0.1, and Dokku's checks curl the container IP "
                "(172.17.0.5), so they are refused. The server must bind 0.0.0.0."),
        ("edit", "src/server.ts", "app.listen(port, '127.0.0.1', () =>", "app.listen(port, '0.0.0.0', () =>"),
        ("bash", "git commit -am 'bind 0.0.0.0 for dokku checks' && git push dokku main 2>&1 | tail -8",
         "[main 9c2e4f1] bind 0.0.0.0 for dokku checks\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"
         "remote:        Attempting pre-flight checks (web.1)\n"
         "remote:        CHECKS expected result: http://localhost/health => \"ok\"\n"
         f"remote: {_G}       All checks successful (web.1){_0}\n"
         f"remote: {_B}=====> Application deployed:{_0}\n"
         "remote:        http://api.apps.example.net\nTo apps.example.net:api\n   3f1a0b2..9c2e4f1  main -> main", False),
        ("user", "deployed! now https please"),
        ("bash", "ssh dokku@apps.example.net letsencrypt:enable api",
         "Exit code 1\n"
         f"{_B}=====> Enabling letsencrypt for api{_0}\n"
         f"{_R} !     Missing email, please set via: dokku letsencrypt:set api email you@example.com{_0}", True),
        ("say", "The plugin needs a contact address first. Set it with "
                "`ssh dokku@apps.example.net letsencrypt:set api email <address>` and then run "
                "`letsencrypt:enable api` again; `letsencrypt:cron-job --add` renews it automatically."),
        ("user", "I'll ask ops which mailbox they want for that, leave it for now"),
    ]),
    "s07-mklink-cmd": (r"C:\src\portal", "2026-03-05T14:30:00Z", "main", [
        ("user", "npm run link-assets fails on my windows machine, it works for everyone on mac"),
        ("bash", r'cmd /c "mklink /D public\assets ..\shared\assets"',
         "Exit code 1\nYou do not have sufficient privilege to perform this operation.", True),
        ("say", "Directory symlinks need either an elevated prompt or Developer Mode on Windows. A junction "
                "(`/J`) does not, and works for a local directory."),
        ("bash", r'cmd /c "mklink /J public\assets ..\shared\assets" && dir /b public\assets',
         r"Junction created for public\assets <<===>> ..\shared\assets" + "\nfonts\nimg\nlogo.svg", False),
        ("edit", "package.json", "\"link-assets\": \"mklink /D public\\\\assets ..\\\\shared\\\\assets\"",
         "\"link-assets\": \"mklink /J public\\\\assets ..\\\\shared\\\\assets\""),
        ("user", "thanks. also the docs/images folder in git is a symlink on mac, here it's a tiny text file"),
        ("bash", "git config core.symlinks && type docs\\images",
         "false\n../shared/assets/img", False),
        ("say", "With core.symlinks=false git checks symlinks out as plain files holding the target path. "
                "Turning it on and checking the path out again:"),
        ("bash", "git config core.symlinks true && git checkout -- docs/images",
         "Exit code 1\nerror: unable to create symlink docs/images: Permission denied", True),
        ("say", "Same privilege problem: git can only create real symlinks once Developer Mode is on "
                "(Settings > System > For developers) or from an elevated shell. After enabling it, run "
                "`git checkout -- docs/images` again."),
        ("user", "can't enable developer mode on this laptop, IT locks it. I'll live with it"),
    ]),
    "s08-wsl-vhdx-pwsh": (r"C:\Users\hana", "2026-03-06T08:00:00Z", "HEAD", [
        ("user", "C: is almost full. The WSL ext4.vhdx is 120 GB but df inside Ubuntu says 30 GB used. Can you shrink it?"),
        ("bash", "(Get-Item '" + _VHDX + "').Length / 1GB", "120.43359375", False),
        ("bash", "wsl --shutdown; Optimize-VHD -Path '" + _VHDX + "' -Mode Full",
         "Exit code 1\nOptimize-VHD: The term 'Optimize-VHD' is not recognized as a name of a cmdlet, function, "
         "script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify "
         "that the path is correct and try again.", True),
        ("say", "Optimize-VHD comes with the Hyper-V module, which Windows Home doesn't have. diskpart can "
                "compact the file too."),
        ("write", r"C:\Users\hana\compact-wsl.txt",
         f"select vdisk file=\"{_VHDX}\"\nattach vdisk readonly\ncompact vdisk\ndetach vdisk\nexit\n"),
        ("bash", r"diskpart /s C:\Users\hana\compact-wsl.txt",
         "Exit code 1\n\nMicrosoft DiskPart version 10.0.22631.1\n\nCopyright (C) Microsoft Corporation.\n"
         "On computer: HANA-LAPTOP\n\nDiskPart has encountered an error: Access is denied.\n"
         "See the System Event Log for more information.", True),
        ("say", "diskpart needs an elevated process. Starting it elevated (you'll get a UAC prompt)."),
        ("bash", r"Start-Process diskpart -ArgumentList '/s', 'C:\Users\hana\compact-wsl.txt' -Verb RunAs -Wait; "
                 "(Get-Item '" + _VHDX + "').Length / 1GB",
         "31.6875", False),
        ("user", "31 GB, perfect. will it grow back?"),
        ("say", "It grows again as files are written and deleted. On a recent WSL you can mark the disk sparse so "
                "freed space is returned automatically: `wsl --manage Ubuntu-22.04 --set-sparse true`."),
        ("user", "ok maybe next time"),
    ]),
    "s09-codesign-adhoc-ko": ("/Users/minseo/tools/imgtool", "2026-03-06T11:20:00Z", "fix-rpath", [
        ("user", "install_name_tool로 rpath를 고쳤더니 바이너리가 실행하자마자 죽어요. M2 맥이에요."),
        ("bash", "./bin/imgtool --version", "Exit code 137\nzsh: killed     ./bin/imgtool --version", True),
        ("bash", "codesign -v --verbose=2 bin/imgtool",
         "Exit code 1\nbin/imgtool: invalid signature (code or signature have been modified)\n"
         "In architecture: arm64", True),
        ("say", "Apple silicon에서는 arm64 바이너리에 유효한 서명이 꼭 있어야 합니다. install_name_tool이 바이너리를 "
                "고치면서 기존 서명이 깨졌어요. ad-hoc 서명으로 다시 서명하겠습니다."),
        ("bash", "codesign --force --sign - bin/imgtool && ./bin/imgtool --version",
         "bin/imgtool: replacing existing signature\nimgtool 2.3.1 (arm64)", False),
        ("user", "됐어요! 그런데 GitHub 릴리스에서 받은 dist/imgtool-cli는 \"개발자를 확인할 수 없기 때문에\" 창이 떠요."),
        ("bash", "xattr -l dist/imgtool-cli; ls dist/",
         "com.apple.quarantine: 0083;65e8a1f2;Safari;8C1D2E3F-4A5B-4C6D-9E8F-0A1B2C3D4E5F\n"
         "imgtool-cli\nlibvips.42.dylib", False),
        ("bash", "xattr -d com.apple.quarantine dist/imgtool-cli", "", False),
        ("user", "아직도 안 열려요. 이번엔 libvips.42.dylib 이 확인할 수 없다고 떠요."),
        ("say", "dylib에도 quarantine 속성이 붙어 있어서 그렇습니다. 폴더 전체에서 재귀적으로 지우면 됩니다: "
                "`xattr -dr com.apple.quarantine dist/`"),
        ("user", "회의 들어가야 해서 나중에 해볼게요."),
    ]),
    "s10-prettier-fish": ("/home/lee/web", "2026-03-07T09:00:00Z", "chore/prettier-3", [
        ("user", "after bumping prettier to 3, prettier --check dies. I use fish btw"),
        ("bash", "npx prettier --check .; echo \"exit=$status\"",
         f"Checking formatting...\n{_R}[error]{_0} Cannot find package 'prettier-plugin-organize-imports' imported "
         "from /home/lee/web/noop.js\nexit=2", False),
        ("bash", "npm ls prettier-plugin-organize-imports",
         "web@1.4.0 /home/lee/web\n`-- @acme/eslint-config@2.1.0\n  `-- prettier-plugin-organize-imports@3.2.4", False),
        ("say", "Prettier 3 resolves plugins from the project root, not from wherever they happen to be hoisted. "
                "The plugin is only a dependency of @acme/eslint-config; it has to be a direct devDependency."),
        ("bash", "npm i -D prettier-plugin-organize-imports; and npx prettier --check .; echo \"exit=$status\"",
         "added 1 package, and audited 812 packages in 3s\nChecking formatting...\n"
         f"{_Y}[warn]{_0} src/app.ts\n{_Y}[warn]{_0} src/routes/user.ts\n"
         f"{_R}[error]{_0} src/legacy/old.js: SyntaxError: Unexpected token (14:7)\n"
         "  12 | export default function legacy() {\n  13 |   return <div>\n> 14 |       {% raw %}\n     |       ^\n"
         f"{_Y}[warn]{_0} Code style issues found in 2 files. Run Prettier with --write to fix.\nexit=2", False),
        ("say", "The plugin loads now. src/legacy/old.js is a template, not JavaScript, so it belongs in "
                ".prettierignore; the two warnings are real formatting changes from Prettier 3's new defaults."),
        ("edit", ".prettierignore", "dist/\n", "dist/\nsrc/legacy/\n"),
        ("bash", "npx prettier --write src/app.ts src/routes/user.ts; and npx prettier --check .; echo \"exit=$status\"",
         "src/app.ts 41ms (changed)\nsrc/routes/user.ts 18ms (changed)\nChecking formatting...\n"
         "All matched files use Prettier code style!\nexit=0", False),
        ("user", "green locally, pushing"),
    ]),
}
