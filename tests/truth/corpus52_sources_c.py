"""Scripted sessions of corpus52, part three: devpi-server and devpi-client for a fish user (an interrupted call),
FreeCAD 0.21's FreeCADCmd converting STEP to STL from Windows PowerShell 7 (Windows paths, a Python repr with doubled
backslashes), PySide6's pyside6-deploy with Nuitka in Windows PowerShell 7 (a rejected tool use, a long output), the
Snyk CLI over an npm workspace in Windows PowerShell 7 (ANSI colour), a MonoGame 3.8.1 content build in Windows cmd
(file(line,col) errors, MSBuild errors)."""
from __future__ import annotations

from tests.truth.corpus52_common import ESC, INTERRUPTED, REJECTED

DEVPI = ("/home/tomas/infra/devpi", "2025-03-18T10:00:00Z", "main", [
    ("user", "Set up devpi on this box (devbox-07) so the team can pip install our internal wheels (they're in "
             "./dist). I use fish."),
    ("bash", "pipx install devpi-server && pipx install devpi-client",
     "  installed package devpi-server 6.14.0, installed using Python 3.12.3\n"
     "  These apps are now globally available\n    - devpi-export\n    - devpi-fsck\n    - devpi-gen-config\n"
     "    - devpi-import\n    - devpi-init\n    - devpi-passwd\n    - devpi-server\ndone! ✨ 🌟 ✨\n"
     "  installed package devpi-client 7.1.0, installed using Python 3.12.3\n"
     "  These apps are now globally available\n    - devpi\ndone! ✨ 🌟 ✨", False),
    ("bash", "devpi-server --host 0.0.0.0 --port 3141",
     "2025-03-18 10:02:11,412 INFO  NOCTX Loading node info from /home/tomas/.devpi/server/.nodeinfo\n"
     "2025-03-18 10:02:11,413 ERROR NOCTX No sqlite storage found in /home/tomas/.devpi/server. "
     "Please run devpi-init first.", True),
    ("bash", "devpi-init",
     "2025-03-18 10:02:40,118 INFO  NOCTX Loading node info from /home/tomas/.devpi/server/.nodeinfo\n"
     "2025-03-18 10:02:40,119 INFO  NOCTX wrote nodeinfo to: /home/tomas/.devpi/server/.nodeinfo\n"
     "2025-03-18 10:02:40,127 INFO  NOCTX DB: Creating schema\n"
     "2025-03-18 10:02:40,161 INFO  [Wtx-1] setting password for user 'root'\n"
     "2025-03-18 10:02:40,162 INFO  [Wtx-1] created user 'root'\n"
     "2025-03-18 10:02:40,163 INFO  [Wtx-1] created root/pypi index\n"
     "2025-03-18 10:02:40,171 INFO  [Wtx-1] fswriter0: committed at 0", False),
    ("bash", "devpi-server --host 0.0.0.0 --port 3141", INTERRUPTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "it just sits there in the foreground, of course. make it a proper service"),
    ("bash", "devpi-gen-config --host 0.0.0.0 --port 3141 && ls gen-config",
     "It is highly recommended to use a configuration file for devpi-server, see --configfile option.\n"
     "wrote gen-config/crontab\nwrote gen-config/net.devpi.plist\nwrote gen-config/nginx-devpi.conf\n"
     "wrote gen-config/supervisor-devpi.conf\nwrote gen-config/devpi.service\nwrote gen-config/devpi.yml\n"
     "wrote gen-config/windows-service.txt\n"
     "crontab\ndevpi.service\ndevpi.yml\nnet.devpi.plist\nnginx-devpi.conf\nsupervisor-devpi.conf\n"
     "windows-service.txt", False),
    ("bash", "sudo cp gen-config/devpi.service /etc/systemd/system/ && sudo systemctl daemon-reload && "
             "sudo systemctl enable --now devpi && sleep 3 && curl -s localhost:3141/+api | head -c 150",
     "Created symlink /etc/systemd/system/multi-user.target.wants/devpi.service → "
     "/etc/systemd/system/devpi.service.\n"
     "{\n  \"type\": \"list:userconfig\",\n  \"result\": {\n    \"login\": \"http://localhost:3141/+login\",\n"
     "    \"authstatus\": [\n      \"noauth\",\n      \"\",", False),
    ("bash", "devpi use http://devbox-07:3141 && devpi login root --password '' && "
             "devpi index -c team/stable bases=root/pypi volatile=False",
     "using server: http://devbox-07:3141/ (not logged in)\nno current index: type 'devpi use -l' to discover "
     "indices\nlogged in 'root' at 'http://devbox-07:3141/', credentials valid for 10.00 hours\n"
     "PUT http://devbox-07:3141/team/stable\n404 Not Found: user 'team' does not exist", True),
    ("bash", "devpi user -c team password=Tm-devpi-77 && devpi index -c team/stable bases=root/pypi volatile=False",
     "user created: team\nhttp://devbox-07:3141/team/stable?no_projects=:\n  type=stage\n  bases=root/pypi\n"
     "  volatile=False\n  acl_upload=team\n  acl_toxresult_upload=:ANONYMOUS:\n  mirror_whitelist=\n"
     "  mirror_whitelist_inheritance=intersection", False),
    ("bash", "devpi use team/stable && devpi upload --from-dir dist/",
     "current devpi index: http://devbox-07:3141/team/stable (logged in as root)\n"
     "file_upload of acme_core-2.3.1-py3-none-any.whl to http://devbox-07:3141/team/stable/\n"
     "403 Forbidden: root is not allowed to upload to team/stable", True),
    ("say", "The index's acl_upload is `team`, and I'm logged in as root."),
    ("bash", "devpi login team --password Tm-devpi-77 && devpi upload --from-dir dist/",
     "logged in 'team' at 'http://devbox-07:3141/team/stable/', credentials valid for 10.00 hours\n"
     "file_upload of acme_core-2.3.1-py3-none-any.whl to http://devbox-07:3141/team/stable/\n"
     "file_upload of acme_core-2.3.1.tar.gz to http://devbox-07:3141/team/stable/", False),
    ("bash", "python3 -m venv /tmp/t && /tmp/t/bin/pip install --index-url http://devbox-07:3141/team/stable/+simple/ "
             "acme-core",
     "Looking in indexes: http://devbox-07:3141/team/stable/+simple/\n"
     "WARNING: The repository located at devbox-07 is not a trusted or secure host and is being ignored. If this "
     "repository is available via HTTPS we recommend you use HTTPS instead, otherwise you may silence this warning "
     "and allow it anyway with '--trusted-host devbox-07'.\n"
     "ERROR: Could not find a version that satisfies the requirement acme-core (from versions: none)\n"
     "ERROR: No matching distribution found for acme-core", True),
    ("bash", "/tmp/t/bin/pip install --index-url http://devbox-07:3141/team/stable/+simple/ --trusted-host devbox-07 "
             "acme-core",
     "Looking in indexes: http://devbox-07:3141/team/stable/+simple/\nCollecting acme-core\n"
     "  Downloading http://devbox-07:3141/team/stable/+f/3b1/9c04e7a2d51f0/acme_core-2.3.1-py3-none-any.whl (41 kB)\n"
     "Collecting requests>=2.31 (from acme-core)\n"
     "  Downloading http://devbox-07:3141/root/pypi/+f/70c/8d0d2d8e0fb4a/requests-2.32.3-py3-none-any.whl (64 kB)\n"
     "Installing collected packages: urllib3, idna, charset-normalizer, certifi, requests, acme-core\n"
     "Successfully installed acme-core-2.3.1 certifi-2025.1.31 charset-normalizer-3.4.1 idna-3.10 "
     "requests-2.32.3 urllib3-2.3.0", False),
    ("say", "The team index works. Two follow-ups I haven't done:\n"
            "- root still has the empty password devpi-init gave it (`devpi login root --password ''` worked "
            "above). Set one with `devpi user -m root password=<new>`.\n"
            "- For the team on fish: `set -Ux PIP_INDEX_URL http://devbox-07:3141/team/stable/+simple/` and "
            "`set -Ux PIP_TRUSTED_HOST devbox-07` make pip use it everywhere."),
    ("user", "I'll set the root password myself later. thanks"),
])

_FC = "C:\\Program Files\\FreeCAD 0.21\\bin\\FreeCADCmd.exe"
_BANNER = ("FreeCAD 0.21.2, Libs: 0.21.2R33771 (Git)\n(C) 2001-2023 FreeCAD contributors\n"
           "FreeCAD is free and open-source software licensed under the terms of LGPL2+ license.\n")
_SCRIPT = ("import os\nimport sys\n\nimport FreeCAD\nimport Import\nimport Mesh\n\n"
           "src, dst = sys.argv[1], sys.argv[2]\n"
           "log = open(\"C:\\work\\cad\\stl\\new_parts.log\", \"w\")\n"
           "count = 0\nfor name in sorted(os.listdir(src)):\n"
           "    if not name.lower().endswith((\".step\", \".stp\")):\n        continue\n"
           "    doc = FreeCAD.newDocument(\"conv\")\n    Import.insert(os.path.join(src, name), doc.Name)\n"
           "    objs = [o for o in doc.Objects if hasattr(o, \"Shape\")]\n"
           "    out = os.path.join(dst, os.path.splitext(name)[0] + \".stl\")\n"
           "    Mesh.export(objs, out)\n    log.write(out + \"\\n\")\n    FreeCAD.closeDocument(doc.Name)\n"
           "    count += 1\nprint(f\"converted {count} files\")\n")
_RUN_OK = ("pwsh -NoProfile -Command '$env:STEP_SRC=\"C:\\work\\cad\\parts\"; $env:STL_DST=\"C:\\work\\cad\\stl\"; "
           f"& \"{_FC}\" C:\\work\\cad\\step2stl.py'")
_NOT_CMDLET = ("{0}: The term '{0}' is not recognized as a name of a cmdlet, function, script file, or executable "
               "program.\nCheck the spelling of the name, or if a path was included, verify that the path is "
               "correct and try again.")

FREECAD = ("C:\\work\\cad", "2025-03-19T08:30:00Z", "main", [
    ("user", "Convert all STEP files in C:\\work\\cad\\parts to STL in C:\\work\\cad\\stl with FreeCAD 0.21 "
             "headless. I'm on PowerShell 7."),
    ("write", "C:\\work\\cad\\step2stl.py", _SCRIPT),
    ("bash", f"pwsh -NoProfile -Command \"& '{_FC}' C:\\work\\cad\\step2stl.py C:\\work\\cad\\parts "
             "C:\\work\\cad\\stl\"",
     _BANNER + "\nException while processing file: C:\\work\\cad\\step2stl.py [list index out of range]\n"
     "Exception while processing file: C:\\work\\cad\\parts [Cannot open unknown file type: C:\\work\\cad\\parts]\n"
     "Exception while processing file: C:\\work\\cad\\stl [Cannot open unknown file type: C:\\work\\cad\\stl]",
     True),
    ("say", "FreeCADCmd treats every extra argument as another file to open, and the script doesn't get them in "
            "sys.argv. I'll pass the folders through environment variables instead."),
    ("edit", "C:\\work\\cad\\step2stl.py", "src, dst = sys.argv[1], sys.argv[2]",
     "src = os.environ[\"STEP_SRC\"]\ndst = os.environ[\"STL_DST\"]"),
    ("bash", "pwsh -NoProfile -Command \"$env:STEP_SRC='C:\\work\\cad\\parts'; $env:STL_DST='C:\\work\\cad\\stl'; "
             f"& '{_FC}' C:\\work\\cad\\step2stl.py\"",
     _NOT_CMDLET.format(":STEP_SRC=C:\\work\\cad\\parts") + "\n"
     + _NOT_CMDLET.format(":STL_DST=C:\\work\\cad\\stl") + "\n" + _BANNER
     + "\nException while processing file: C:\\work\\cad\\step2stl.py ['STEP_SRC']", True),
    ("say", "The Bash tool's shell expanded `$env` inside the double quotes before pwsh ever saw it, so pwsh got "
            "`:STEP_SRC=...`. Single quotes outside, double quotes inside:"),
    ("bash", _RUN_OK,
     _BANNER + "\nException while processing file: C:\\work\\cad\\step2stl.py [[Errno 22] Invalid argument: "
     "'C:\\\\work\\\\cad\\\\stl\\new_parts.log']", True),
    ("say", "Now the script itself: in \"C:\\work\\cad\\stl\\new_parts.log\" the `\\n` is read as a newline. A "
            "raw string keeps the backslashes."),
    ("edit", "C:\\work\\cad\\step2stl.py", "log = open(\"C:\\work\\cad\\stl\\new_parts.log\", \"w\")",
     "log = open(r\"C:\\work\\cad\\stl\\new_parts.log\", \"w\")"),
    ("bash", _RUN_OK, _BANNER + "\nconverted 14 files", False),
    ("bash", "pwsh -NoProfile -Command '(Get-ChildItem C:\\work\\cad\\stl -Filter *.stl).Count'", "14", False),
    ("user", "great. the curved parts look faceted though, can the mesh be finer?"),
    ("say", "Mesh.export uses the shape's default tessellation. MeshPart.meshFromShape takes explicit "
            "LinearDeflection and AngularDeflection."),
    ("edit", "C:\\work\\cad\\step2stl.py", "import Mesh\n", "import Mesh\nimport MeshPart\nimport Part\n"),
    ("edit", "C:\\work\\cad\\step2stl.py", "    Mesh.export(objs, out)",
     "    shape = Part.makeCompound([o.Shape for o in objs])\n"
     "    mesh = MeshPart.meshFromShape(Shape=shape, LinearDeflection=0.05, AngularDeflection=0.0872, "
     "Relative=False)\n    mesh.write(out)"),
    ("user", "ok but don't run it now, the workstation is busy rendering. I'll run it tonight"),
    ("say", "Sure. It's the same pwsh command as before when you're ready."),
])

_INV = "C:\\Users\\jun\\src\\invoicer"
_GCC = ("C:\\Users\\jun\\AppData\\Local\\Nuitka\\Nuitka\\Cache\\downloads\\gcc\\x86_64\\"
        "14.2.0posix-19.1.1-12.0.0-msvcrt-r2")

PYSIDE = (_INV, "2025-03-20T09:00:00Z", "packaging", [
    ("user", "Package the PySide6 app (app\\main.py) into a single exe with pyside6-deploy. Windows 11, "
             "PowerShell 7, the venv is .venv."),
    ("bash", "pwsh -NoProfile -Command '.\\.venv\\Scripts\\pyside6-deploy.exe app\\main.py --name invoicer'",
     "[DEPLOY] Start\n"
     f"[DEPLOY] Creating config file {_INV}\\pysidedeploy.spec\n"
     "[DEPLOY] Running Nuitka\n"
     "Nuitka-Options: Used command line options: --onefile --enable-plugin=pyside6 --output-dir=deployment "
     "--quiet --noinclude-qt-translations app\\main.py\n"
     "Nuitka: Starting Python compilation with Nuitka '2.4.8' on Python '3.12' commercial grade 'not installed'.\n"
     "Nuitka will use gcc from MinGW64 of winlibs to compile on Windows.\n\n"
     f"Is it OK to download and put it in '{_GCC}'.\n\n"
     "Fully automatic, cached. Proceed and download? [Yes]/No : \n"
     "FATAL: Error, failed to read answer, use '--assume-yes-for-downloads' to avoid being asked.\n"
     "[DEPLOY] Exception occurred: Nuitka failed with exit code 1", True),
    ("say", "Nuitka wants to download MinGW and asks interactively, but the Bash tool has no stdin. The spec file "
            "passes extra_args on to Nuitka."),
    ("bash", "pwsh -NoProfile -Command 'Select-String -Path pysidedeploy.spec -Pattern \"extra_args\"'",
     "pysidedeploy.spec:38:extra_args = --quiet --noinclude-qt-translations", False),
    ("edit", f"{_INV}\\pysidedeploy.spec", "extra_args = --quiet --noinclude-qt-translations",
     "extra_args = --quiet --noinclude-qt-translations --assume-yes-for-downloads"),
    ("bash", "pwsh -NoProfile -Command '.\\.venv\\Scripts\\pyside6-deploy.exe -c pysidedeploy.spec'",
     "\n".join([
         "[DEPLOY] Start", "[DEPLOY] Running Nuitka",
         "Nuitka: Downloading 'https://github.com/brechtsanders/winlibs_mingw/releases/download/14.2.0posix-19.1.1-"
         "12.0.0-msvcrt-r2/winlibs-x86_64-posix-seh-gcc-14.2.0-llvm-19.1.1-mingw-w64msvcrt-12.0.0-r2.zip'.",
         f"Nuitka: Extracting to '{_GCC}\\mingw64\\bin\\gcc.exe'",
         "Nuitka-Plugins:pyside6: Including Qt plugins 'iconengines,imageformats,platforms,styles,tls' below "
         "'PySide6\\qt-plugins'.",
         "Nuitka: Completed Python level compilation and optimization.",
         "Nuitka: Generating source code for C backend compiler.",
         "Nuitka: Running data composer tool for optimal constant value handling.",
         "Nuitka: Running C compilation via Scons.",
         "Nuitka-Scons: Backend C compiler: gcc (gcc 14.2.0).",
         "Nuitka-Scons: Backend C linking with 1412 files (no progress information available for this stage).",
         "Nuitka-Scons: Compiled 1412 C files using ccache.",
         "Nuitka-Postprocessing: Creating single file from dist folder, this may take a while.",
         "Nuitka-Onefile: Running bootstrap binary compilation via Scons.",
         f"Nuitka: Successfully created '{_INV}\\deployment\\invoicer.exe'.",
         f"[DEPLOY] Executed file created in {_INV}\\deployment\\invoicer.exe"]), False),
    ("bash", "pwsh -NoProfile -Command '.\\deployment\\invoicer.exe --selftest'",
     "qt.qpa.plugin: Could not find the Qt platform plugin \"windows\" in \"\"\n"
     "This application failed to start because no Qt platform plugin could be initialized. Reinstalling the "
     "application may fix this problem.", True),
    ("bash", "pwsh -NoProfile -Command '$env:QT_PLUGIN_PATH; $env:QT_QPA_PLATFORM_PLUGIN_PATH'",
     "C:\\ProgramData\\Anaconda3\\Library\\plugins", False),
    ("say", "A machine-wide QT_PLUGIN_PATH from Anaconda points Qt at Anaconda's Qt 5 plugins, which the Qt 6 exe "
            "can't load. I'll clear it at machine level."),
    ("bash", "pwsh -NoProfile -Command '[Environment]::SetEnvironmentVariable(\"QT_PLUGIN_PATH\", $null, "
             "\"Machine\")'", REJECTED, True),
    ("user", "no, don't touch machine env vars, Spyder and the old Anaconda tools on this PC need it. just unset it "
             "in the shell to test"),
    ("bash", "pwsh -NoProfile -Command 'Remove-Item Env:QT_PLUGIN_PATH; .\\deployment\\invoicer.exe --selftest'",
     "selftest ok: 3 windows created, 0 warnings", False),
    ("user", "ok. write that down for the others, they'll hit it too"),
    ("write", f"{_INV}\\docs\\QT_PLUGIN_PATH-fix.md",
     "# invoicer.exe: Could not find the Qt platform plugin \"windows\"\n\n"
     "Cause: a machine-wide QT_PLUGIN_PATH (set by Anaconda) points Qt 6 at Anaconda's Qt 5 plugins.\n\n"
     "Fix: in app/main.py, before creating the QApplication:\n\n```python\nimport os\n"
     "os.environ.pop(\"QT_PLUGIN_PATH\", None)\n```\n\nthen rebuild with `pyside6-deploy -c pysidedeploy.spec`.\n\n"
     "Until then: run `Remove-Item Env:QT_PLUGIN_PATH` in the shell before starting the exe. Do not remove the "
     "machine variable; Spyder needs it.\n"),
    ("say", "Written docs\\QT_PLUGIN_PATH-fix.md. I haven't changed main.py or rebuilt the exe."),
])

_SP = "C:\\Users\\pablo\\src\\storefront"
_RED, _GRN, _BOLD, _OFF, _NB = f"{ESC}[31m", f"{ESC}[32m", f"{ESC}[1m", f"{ESC}[39m", f"{ESC}[22m"
_SNYK = "snyk test --all-projects --severity-threshold=high"
_IGN = "snyk ignore --id=SNYK-JS-IP-6240864 --expiry=2025-06-01 --reason=\"no upstream fix; isPublic not used\""
_IP_BLOCK = (f"Testing {_SP}\\packages\\api...\n\n"
             "Tested 301 dependencies for known issues, found 1 issue, 1 vulnerable path.\n\n"
             f"{_BOLD}Issues with no direct upgrade or patch:{_NB}\n"
             f"  {_RED}✗ Server-side Request Forgery (SSRF) [High Severity][https://security.snyk.io/vuln/"
             f"SNYK-JS-IP-6240864] in ip@2.0.0{_OFF}\n"
             "    introduced by @storefront/api@1.0.0 > socks-proxy-agent@8.0.2 > socks@2.7.1 > ip@2.0.0\n"
             "  No upgrade or patch available\n")
_SEMVER_BLOCK = (f"Testing {_SP}...\n\n"
                 "Tested 412 dependencies for known issues, found 1 issue, 2 vulnerable paths.\n\n"
                 f"{_BOLD}Issues to fix by upgrading dependencies:{_NB}\n\n"
                 "  Upgrade node-sass@4.14.1 to node-sass@7.0.0 to fix\n"
                 f"  {_RED}✗ Regular Expression Denial of Service (ReDoS) [High Severity][https://security.snyk.io/"
                 f"vuln/SNYK-JS-SEMVER-3247795] in semver@5.3.0{_OFF}\n"
                 "    introduced by node-sass@4.14.1 > semver@5.3.0 and 1 other path(s)\n")

SNYK = (_SP, "2025-03-21T13:00:00Z", "chore/snyk", [
    ("user", "Run Snyk like CI does (PowerShell 7). SNYK_TOKEN is already set. Fail only on high and above, and "
             "skip tools/legacy and e2e/fixtures."),
    ("bash", f"pwsh -NoProfile -Command '{_SNYK} --exclude=tools/legacy,e2e/fixtures; \"exit=$LASTEXITCODE\"'",
     "The --exclude argument must be a comma separated list of directory or file names and cannot contain a "
     "path.\nexit=2", False),
    ("say", "--exclude only takes bare directory or file names."),
    ("bash", f"pwsh -NoProfile -Command '{_SNYK} --exclude=legacy,fixtures; \"exit=$LASTEXITCODE\"'",
     "\n" + _SEMVER_BLOCK + "\n" + _IP_BLOCK + "\n"
     "Tested 6 projects, 2 contained vulnerable paths.\n\nexit=1", False),
    ("say", "Two high issues: semver@5.3.0 under node-sass in the root project, and ip@2.0.0 in packages/api with "
            "no fix available."),
    ("user", "upgrade the semver one"),
    ("bash", "pwsh -NoProfile -Command 'npm audit fix; \"exit=$LASTEXITCODE\"'",
     "\nup to date, audited 1187 packages in 6s\n\n142 packages are looking for funding\n  run `npm fund` for "
     "details\n\n# npm audit report\n\nip  *\nSeverity: high\nip SSRF improper categorization in isPublic - "
     "https://github.com/advisories/GHSA-2p57-rm9w-gvfp\nNo fix available\n\nsemver  <5.7.2\nSeverity: high\n"
     "semver vulnerable to Regular Expression Denial of Service - https://github.com/advisories/"
     "GHSA-c2qf-rxjj-qqgw\nfix available via `npm audit fix --force`\nWill install node-sass@9.0.0, which is a "
     "breaking change\n\n3 high severity vulnerabilities\n\nTo address issues that do not require attention, run:\n"
     "  npm audit fix\n\nTo address all issues (including breaking changes), run:\n  npm audit fix --force\n"
     "exit=1", False),
    ("bash", f"pwsh -NoProfile -Command '{_SNYK} --exclude=legacy,fixtures; \"exit=$LASTEXITCODE\"'",
     "\n" + _SEMVER_BLOCK + "\n" + _IP_BLOCK + "\n"
     "Tested 6 projects, 2 contained vulnerable paths.\n\nexit=1", False),
    ("say", "npm audit fix leaves semver alone because the only fix it knows is the breaking node-sass 9 upgrade. "
            "An override pins semver under node-sass without touching node-sass itself."),
    ("edit", f"{_SP}\\package.json", "  \"devDependencies\": {\n    \"node-sass\": \"^4.14.1\",",
     "  \"overrides\": {\n    \"node-sass\": {\n      \"semver\": \"^5.7.2\"\n    }\n  },\n"
     "  \"devDependencies\": {\n    \"node-sass\": \"^4.14.1\","),
    ("bash", f"pwsh -NoProfile -Command 'npm install; {_SNYK} --exclude=legacy,fixtures; \"exit=$LASTEXITCODE\"'",
     "\nchanged 1 package, and audited 1187 packages in 4s\n\n"
     f"Testing {_SP}...\n\n{_GRN}✔ Tested 412 dependencies for known issues, no vulnerable paths found.{_OFF}\n\n"
     + _IP_BLOCK + "\nTested 6 projects, 1 contained vulnerable paths.\n\nexit=1", False),
    ("user", "the ip one has no fix and we don't use isPublic. ignore it until June"),
    ("bash", f"pwsh -NoProfile -Command '{_IGN}; {_SNYK} --exclude=legacy,fixtures; \"exit=$LASTEXITCODE\"'",
     f"{_GRN}✔{_OFF} Ignored SNYK-JS-IP-6240864 until 2025-06-01\nPolicy updated: {_SP}\\.snyk\n\n"
     f"Testing {_SP}...\n\n{_GRN}✔ Tested 412 dependencies for known issues, no vulnerable paths found.{_OFF}\n\n"
     + _IP_BLOCK + "\nTested 6 projects, 1 contained vulnerable paths.\n\nexit=1", False),
    ("say", "The ignore went into the root .snyk, but with --all-projects each project reads the .snyk next to its "
            "own manifest, and the ip path is in packages/api."),
    ("bash", f"pwsh -NoProfile -Command '{_IGN} --policy-path=packages/api; {_SNYK} --exclude=legacy,fixtures; "
             "\"exit=$LASTEXITCODE\"'",
     f"{_GRN}✔{_OFF} Ignored SNYK-JS-IP-6240864 until 2025-06-01\nPolicy updated: {_SP}\\packages\\api\\.snyk\n\n"
     f"{_GRN}✔ Tested 6 projects, no vulnerable paths were found.{_OFF}\n\nexit=0", False),
    ("user", "👌"),
])

_NUGET = "C:\\Users\\kai\\.nuget\\packages"
_MGCB = f"{_NUGET}\\dotnet-mgcb\\3.8.1.303\\tools\\net6.0\\any\\mgcb.dll"
_TARGETS = f"{_NUGET}\\monogame.content.builder.task\\3.8.1.303\\build\\MonoGame.Content.Builder.Task.targets(138,5)"
_CONTENT = "C:\\src\\DesertRun\\DesertRun\\Content"
_MSB3073 = (f"{_TARGETS}: error MSB3073: The command \"dotnet \"{_MGCB}\" /quiet /@:\"{_CONTENT}\\Content.mgcb\" "
            "/platform:DesktopGL /outputDir:\"C:/src/DesertRun/DesertRun/Content/bin/DesktopGL/Content\" "
            "/intermediateDir:\"C:/src/DesertRun/DesertRun/Content/obj/DesktopGL/net8.0/Content\" "
            "/workingDir:\"C:/src/DesertRun/DesertRun/Content/\"\" exited with code {0}. "
            "[C:\\src\\DesertRun\\DesertRun\\DesertRun.csproj]")
_HEAD = ("MSBuild version 17.11.4+37ba24fa8 for .NET\n  Determining projects to restore...\n"
         "  All projects are up-to-date for restore.\n")
_CS0618 = ("C:\\src\\DesertRun\\DesertRun\\Game1.cs(57,13): warning CS0618: "
           "'GraphicsDeviceManager.PreferMultiSampling' "
           "is obsolete: 'Use GraphicsProfile and PresentationParameters.MultiSampleCount'. "
           "[C:\\src\\DesertRun\\DesertRun\\DesertRun.csproj]")
_BUILD_Q = "cmd /c \"set \"DOTNET_ROLL_FORWARD=Major\"&& dotnet build DesertRun.sln -c Release\""

MONOGAME = ("C:\\src\\DesertRun", "2025-03-22T10:00:00Z", "main", [
    ("user", "Build DesertRun.sln (MonoGame 3.8.1) on this new PC. I use cmd. Only the .NET 8 SDK is installed."),
    ("bash", "cmd /c \"dotnet tool restore\"",
     "Tool 'dotnet-mgcb' (version '3.8.1.303') was restored. Available commands: mgcb\n"
     "Tool 'dotnet-mgcb-editor' (version '3.8.1.303') was restored. Available commands: mgcb-editor\n\n"
     "Restore was successful.", False),
    ("bash", "cmd /c \"dotnet build DesertRun.sln -c Release\"",
     _HEAD + "  You must install or update .NET to run this application.\n  \n"
     f"  App: {_MGCB}\n  Architecture: x64\n  Framework: 'Microsoft.NETCore.App', version '6.0.0' (x64)\n"
     "  .NET location: C:\\Program Files\\dotnet\\\n  \n  The following frameworks were found:\n"
     "    8.0.10 at [C:\\Program Files\\dotnet\\shared\\Microsoft.NETCore.App]\n  \n"
     + _MSB3073.format("-2147450730") + "\n\nBuild FAILED.\n\n    0 Warning(s)\n    1 Error(s)", True),
    ("say", "The MonoGame 3.8.1 content builder (mgcb) targets net6.0 and only .NET 8 is installed. "
            "DOTNET_ROLL_FORWARD=Major lets it run on the newer runtime."),
    ("bash", "cmd /c \"set DOTNET_ROLL_FORWARD=Major && dotnet build DesertRun.sln -c Release\"",
     _HEAD + "  Unrecognized roll forward setting value 'Major '.\n"
     + _MSB3073.format("-2147450728") + "\n\nBuild FAILED.\n\n    0 Warning(s)\n    1 Error(s)", True),
    ("say", "cmd keeps the space before `&&` as part of the value, so it's 'Major '. Quoting the whole assignment "
            "ends the value at the quote."),
    ("bash", _BUILD_Q,
     _HEAD + "  C:/src/DesertRun/DesertRun/Content/Shaders/Bloom.fx(42,19-38): error X3004: undeclared identifier "
     "'SpriteTextureSampler'\n"
     f"  {_CONTENT}\\Shaders\\Bloom.fx: error: Processor 'EffectProcessor' had unexpected failure!\n"
     + _MSB3073.format("1") + "\n\nBuild FAILED.\n\n    0 Warning(s)\n    2 Error(s)", True),
    ("bash", "cmd /c \"findstr /n \"Sampler\" DesertRun\\Content\\Shaders\\Bloom.fx\"",
     "12:sampler2D SpriteTextureSamplr = sampler_state\n"
     "42:    float4 c = tex2D(SpriteTextureSampler, input.TexCoord);", False),
    ("edit", f"{_CONTENT}\\Shaders\\Bloom.fx", "sampler2D SpriteTextureSamplr = sampler_state",
     "sampler2D SpriteTextureSampler = sampler_state"),
    ("bash", _BUILD_Q,
     _HEAD + _CS0618 + "\n  DesertRun -> C:\\src\\DesertRun\\DesertRun\\bin\\Release\\net8.0\\DesertRun.dll\n\n"
     "Build succeeded.\n\n" + _CS0618 + "\n    1 Warning(s)\n    0 Error(s)", False),
    ("user", "builds and runs 🎉. the build server has the same problem though, and there I can't set env vars "
             "per command. can it work without DOTNET_ROLL_FORWARD?"),
    ("say", "Two ways: install the .NET 6 runtime on the build server (`winget install Microsoft.DotNet.Runtime.6`), "
            "or move to MonoGame 3.8.2, whose mgcb targets net8.0 (bump the MonoGame.* packages and "
            ".config/dotnet-tools.json to 3.8.2.1105). Which do you prefer?"),
    ("user", "let me ask the build server owner first"),
])

SOURCES = {"devpi-fish-team-index": DEVPI, "freecadcmd-step-to-stl": FREECAD, "pyside6-deploy-nuitka": PYSIDE,
           "snyk-all-projects-ps": SNYK, "monogame-mgcb-cmd": MONOGAME}
