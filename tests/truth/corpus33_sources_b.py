"""corpus33's scripted sessions, part two: an mdadm RAID1 disk swap (a long output), GNU Stow for a fish user, a
pybind11 extension on macOS zsh, MacPorts after a macOS upgrade, Babel 7 with Mocha (ANSI colour)."""
from __future__ import annotations

from tests.truth.corpus33_common import ESC
from tests.truth.corpus33_sources import err, ok

MDSTAT_DEGRADED = """Personalities : [raid1] [linear] [multipath] [raid0] [raid6] [raid5] [raid4] [raid10]
md1 : active raid1 sda3[0] sdb3[1](F)
      1917689856 blocks super 1.2 [2/1] [U_]
      bitmap: 11/15 pages [44KB], 65536KB chunk

md0 : active raid1 sda2[0] sdb2[1](F)
      33520640 blocks super 1.2 [2/1] [U_]

unused devices: <none>"""

MDSTAT_REBUILD = """Personalities : [raid1] [linear] [multipath] [raid0] [raid6] [raid5] [raid4] [raid10]
md1 : active raid1 sdb3[2] sda3[0]
      1917689856 blocks super 1.2 [2/1] [U_]
      [>....................]  recovery =  3.1% (59459712/1917689856) finish=158.2min speed=195732K/sec
      bitmap: 11/15 pages [44KB], 65536KB chunk

md0 : active raid1 sdb2[2] sda2[0]
      33520640 blocks super 1.2 [2/2] [UU]

unused devices: <none>"""

MDSTAT_DONE = """Personalities : [raid1] [linear] [multipath] [raid0] [raid6] [raid5] [raid4] [raid10]
md127 : active raid1 sda3[0] sdb3[2]
      1917689856 blocks super 1.2 [2/2] [UU]
      bitmap: 0/15 pages [0KB], 65536KB chunk

md0 : active raid1 sda2[0] sdb2[2]
      33520640 blocks super 1.2 [2/2] [UU]

unused devices: <none>"""

DETAIL_SCAN = """ARRAY /dev/md0 metadata=1.2 name=nas-02:0 UUID=5d1c2f7a:8b3e41d0:a6f0c9e2:17b4d583
ARRAY /dev/md1 metadata=1.2 name=nas-02:1 UUID=e93a0b6c:42d17f85:0c6e5a91:b8f2d347"""

S06 = ("/root", "2026-03-09T07:45:00.000Z", "HEAD", [
    ("user", "nas-02 (Debian 12) mailed that sdb failed in both RAID1 arrays. The replacement disk is already in "
             "the bay as the new sdb (hot swap done by the DC tech, the old one was pulled). Please get the arrays "
             "rebuilt."),
    ok("cat /proc/mdstat", MDSTAT_DEGRADED),
    ("say", "Both arrays still list the old sdb partitions as failed members (`(F)`). I'll take them out of the "
            "arrays first, then partition the new disk like sda and add it."),
    ok("update-initramfs -u", "update-initramfs: Generating /boot/initrd.img-6.1.0-31-amd64"),
    err("mdadm --manage /dev/md1 --remove /dev/sdb3", 1,
        "mdadm: Cannot find /dev/sdb3: No such file or directory"),
    ("say", "The old sdb3 node is gone (the new sdb has no partitions yet), so the member can't be named by its "
            "device path. mdadm accepts the keywords `failed` and `detached` for exactly this. Removing failed "
            "and detached members on both arrays:"),
    ok("mdadm /dev/md1 --remove failed --remove detached && mdadm /dev/md0 --remove failed --remove detached",
       "mdadm: hot removed 8:19 from /dev/md1\nmdadm: hot removed 8:18 from /dev/md0"),
    ok("sfdisk -d /dev/sda | sfdisk /dev/sdb",
       "Checking that no-one is using this disk right now ... OK\n\nDisk /dev/sdb: 1.82 TiB, 2000398934016 bytes, "
       "3907029168 sectors\nDisk model: WDC WD20EFPX-68C\n\n>>> Script header accepted.\n>>> Script header accepted."
       "\n>>> Script header accepted.\n>>> Script header accepted.\n>>> Created a new GPT disklabel (GUID: "
       "3F0A61C2-7D5B-4C8E-9E21-6A4B0D7F1C33).\n/dev/sdb1: Created a new partition 1 of type 'BIOS boot' and of "
       "size 1 MiB.\n/dev/sdb2: Created a new partition 2 of type 'Linux RAID' and of size 32 GiB.\n/dev/sdb3: "
       "Created a new partition 3 of type 'Linux RAID' and of size 1.79 TiB.\n/dev/sdb4: Done.\n\nThe partition "
       "table has been altered.\nCalling ioctl() to re-read partition table.\nSyncing disks."),
    ok("mdadm /dev/md0 --add /dev/sdb2 && mdadm /dev/md1 --add /dev/sdb3",
       "mdadm: added /dev/sdb2\nmdadm: added /dev/sdb3"),
    ok("cat /proc/mdstat", MDSTAT_REBUILD),
    ("say", "md0 is already in sync (`[UU]`), md1 is rebuilding at ~195 MB/s, about 2.6 hours to go. Meanwhile: "
            "this box boots from these disks, so GRUB has to go onto the new sdb too, and I'll record the arrays "
            "in mdadm.conf."),
    ok("grub-install /dev/sdb", "Installing for i386-pc platform.\nInstallation finished. No error reported."),
    ok("mdadm --detail --scan | tee -a /etc/mdadm/mdadm.conf", DETAIL_SCAN),
    ("user", "Rebuild finished at lunch. I rebooted to test booting from the new disk: it boots, but the data "
             "array looks different now."),
    ok("cat /proc/mdstat", MDSTAT_DONE),
    ok("grep -c ^ARRAY /etc/mdadm/mdadm.conf; lsinitramfs /boot/initrd.img-6.1.0-31-amd64 | grep mdadm.conf; "
       "unmkinitramfs /boot/initrd.img-6.1.0-31-amd64 /tmp/ird && grep ARRAY /tmp/ird/main/etc/mdadm/mdadm.conf",
       "4\netc/mdadm/mdadm.conf\nARRAY /dev/md/0  metadata=1.2 UUID=5d1c2f7a:8b3e41d0:a6f0c9e2:17b4d583 "
       "name=nas-02:0"),
    ("say", "Two things. mdadm.conf now has 4 ARRAY lines: the `tee -a` appended md0 and md1 next to the md0 line "
            "that was already there, so it has a duplicate. And the initramfs was generated this morning, before "
            "the md1 line existed: its copy only knows md0, so at boot md1 got assembled under a fallback name, "
            "`md127`. The fix is to drop the duplicate line and run `update-initramfs -u` again, then reboot. "
            "Want me to do that now?"),
    ("user", "Not now, people are using the share. Tonight."),
])

STOW_CONFLICT = """WARNING! stowing fish would cause conflicts:
  * existing target is neither a link nor a directory: .config/fish/config.fish
All operations aborted."""

S07 = ("/home/noor/dotfiles", "2026-03-10T18:22:40.000Z", "main", [
    ("user", "New laptop. I cloned my dotfiles repo to ~/dotfiles (packages: fish, git, bin). I use fish. Can you "
             "stow them into $HOME?"),
    ok("ls -A ~/dotfiles; ls -A ~/dotfiles/bin", ".git  bin  fish  git  README.md\n.local"),
    err("cd ~/dotfiles && stow -v fish git bin", 1, STOW_CONFLICT),
    ("say", "The distro created a default `~/.config/fish/config.fish`, so stow won't replace it. `--adopt` moves "
            "the existing file into the package and links it."),
    ok("cd ~/dotfiles && stow -v --adopt fish git bin",
       "MV: .config/fish/config.fish -> dotfiles/fish/.config/fish/config.fish\nLINK: .config/fish/config.fish => "
       "../../dotfiles/fish/.config/fish/config.fish\nLINK: .gitconfig => dotfiles/git/.gitconfig\nLINK: .local => "
       "dotfiles/bin/.local"),
    ok("git -C ~/dotfiles status --short", " M fish/.config/fish/config.fish"),
    ("say", "Careful: `--adopt` moved the laptop's default config.fish *into* the repo, overwriting your version "
            "(git shows it modified). Restoring yours from git; the symlink then points at it."),
    ok("git -C ~/dotfiles checkout -- fish/.config/fish/config.fish && git -C ~/dotfiles status --short", ""),
    ok("fish -c 'functions -q fish_prompt; and echo prompt-ok; echo $EDITOR'", "prompt-ok\nhx"),
    ("user", "yes, my prompt and EDITOR are back in a new tab 👍"),
    ("user", "Now `pipx install black` put files into my dotfiles repo?? git status shows junk."),
    ok("git -C ~/dotfiles status --short; ls -ld ~/.local",
       "?? bin/.local/bin/black\n?? bin/.local/bin/blackd\n?? bin/.local/share/pipx/\n"
       "lrwxrwxrwx 1 noor noor 17 Mar 10 18:24 /home/noor/.local -> dotfiles/bin/.local"),
    ("say", "Tree folding: `~/.local` didn't exist, so stow linked the whole directory to the repo, and everything "
            "pipx writes to ~/.local lands in dotfiles. Unstow, move the pipx files back out, and restow with "
            "`--no-folding` so only the files themselves are links."),
    ok("cd ~/dotfiles && stow -D bin && mkdir -p ~/.local/bin ~/.local/share && mv bin/.local/share/pipx "
       "~/.local/share/ && mv bin/.local/bin/black bin/.local/bin/blackd ~/.local/bin/ && stow -v --no-folding bin",
       "UNLINK: .local\nLINK: .local/bin/ksync => ../../dotfiles/bin/.local/bin/ksync\n"
       "LINK: .local/bin/tm => ../../dotfiles/bin/.local/bin/tm"),
    ok("git -C ~/dotfiles status --short; ls -ld ~/.local",
       "drwxr-xr-x 5 noor noor 4096 Mar 10 18:41 /home/noor/.local"),
    ("user", "ok. but in fish `black --version` says fish: Unknown command: black"),
    ("say", "~/.local/bin isn't on fish's PATH on this laptop. Adding it in a conf.d snippet inside the fish "
            "package."),
    ("write", "/home/noor/dotfiles/fish/.config/fish/conf.d/local-bin.fish", "fish_add_path -g ~/.local/bin\n"),
    ("say", "Added `fish_add_path -g ~/.local/bin` in `conf.d/local-bin.fish`. Open a new tab and try again."),
    ("user", "still says fish: Unknown command: black in a new tab"),
    ("say", "Ah, my mistake: fish/.config/fish was stowed as single-file links, so a new file in the package isn't "
            "linked until the package is restowed (`stow -R fish`). It's in the repo but not in "
            "~/.config/fish/conf.d yet."),
])

MAKEFILE_NOTE = "PYTHON ?= python3"

LINK_FAIL = """c++ -O3 -Wall -shared -std=c++17 -fPIC -I/usr/local/opt/python@3.12/Frameworks/Python.framework/Versions/3.12/include/python3.12 -I/Users/yuki/Library/Python/3.12/lib/python/site-packages/pybind11/include src/fastgeo.cpp -o fastgeo.cpython-312-darwin.so
Undefined symbols for architecture arm64:
  "_PyBaseObject_Type", referenced from:
      pybind11::detail::make_object_base_type(_typeobject*) in fastgeo-3b1a2c.o
  "_PyBool_Type", referenced from:
      pybind11::detail::type_caster<bool, void>::load(pybind11::handle, bool) in fastgeo-3b1a2c.o
  "_PyByteArray_AsString", referenced from:
      pybind11::detail::string_caster<std::string, false>::load_raw(pybind11::handle) in fastgeo-3b1a2c.o
  ...
ld: symbol(s) not found for architecture arm64
clang++: error: linker command failed with exit code 1 (use -v to see invocation)
make: *** [fastgeo.cpython-312-darwin.so] Error 1"""

PYTEST_ARCH = """==================================== ERRORS ====================================
____________________ ERROR collecting tests/test_geo.py ____________________
ImportError while importing test module '/Users/yuki/src/fastgeo/tests/test_geo.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/local/Cellar/python@3.12/3.12.4/Frameworks/Python.framework/Versions/3.12/lib/python3.12/importlib/__init__.py:90: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/test_geo.py:3: in <module>
    import fastgeo
E   ImportError: dlopen(/Users/yuki/src/fastgeo/fastgeo.cpython-312-darwin.so, 0x0002): tried: '/Users/yuki/src/fastgeo/fastgeo.cpython-312-darwin.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))
=========================== short test summary info ============================
ERROR tests/test_geo.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.21s"""

S08 = ("/Users/yuki/src/fastgeo", "2026-03-11T11:05:19.000Z", "pybind", [
    ("user", "I'm moving our haversine helper to C++ with pybind11. `make` fails on my M2 mac (zsh). Makefile is "
             "tiny, have a look."),
    err("make", 2, "c++ -O3 -Wall -shared -std=c++17 -fPIC  src/fastgeo.cpp -o fastgeo.cpython-312-darwin.so\n"
                   "src/fastgeo.cpp:1:10: fatal error: 'pybind11/pybind11.h' file not found\n"
                   "#include <pybind11/pybind11.h>\n         ^~~~~~~~~~~~~~~~~~~~~\n1 error generated.\n"
                   "make: *** [fastgeo.cpython-312-darwin.so] Error 1"),
    ("tool", "Read", {"file_path": "/Users/yuki/src/fastgeo/Makefile"},
     "PYTHON ?= python3\nINCLUDES := $(shell $(PYTHON) -m pybind11 --includes 2>/dev/null)\n"
     "SUFFIX := $(shell $(PYTHON)-config --extension-suffix)\nCXXFLAGS := -O3 -Wall -shared -std=c++17 -fPIC\n\n"
     "fastgeo$(SUFFIX): src/fastgeo.cpp\n\tc++ $(CXXFLAGS) $(INCLUDES) $< -o $@\n", False),
    ("say", "`$(PYTHON) -m pybind11 --includes` printed nothing (its error is sent to /dev/null): pybind11 isn't "
            "installed for that python3. Installing it for the user."),
    ok("python3 -m pip install --user pybind11",
       "Collecting pybind11\n  Downloading pybind11-2.13.6-py3-none-any.whl.metadata (9.5 kB)\nDownloading "
       "pybind11-2.13.6-py3-none-any.whl (243 kB)\nInstalling collected packages: pybind11\nSuccessfully installed "
       "pybind11-2.13.6"),
    err("make", 2, LINK_FAIL),
    ("say", "Headers are found now. On macOS an extension module must not link libpython; the Python symbols are "
            "resolved when the interpreter loads it, which the linker has to be told with `-undefined "
            "dynamic_lookup`."),
    ("edit", "/Users/yuki/src/fastgeo/Makefile", "CXXFLAGS := -O3 -Wall -shared -std=c++17 -fPIC",
     "CXXFLAGS := -O3 -Wall -shared -std=c++17 -fPIC\nLDFLAGS += -undefined dynamic_lookup"),
    ("edit", "/Users/yuki/src/fastgeo/Makefile", "\tc++ $(CXXFLAGS) $(INCLUDES) $< -o $@",
     "\tc++ $(CXXFLAGS) $(INCLUDES) $< $(LDFLAGS) -o $@"),
    ok("make", "c++ -O3 -Wall -shared -std=c++17 -fPIC -I/usr/local/opt/python@3.12/Frameworks/Python.framework/"
               "Versions/3.12/include/python3.12 -I/Users/yuki/Library/Python/3.12/lib/python/site-packages/"
               "pybind11/include src/fastgeo.cpp -undefined dynamic_lookup -o fastgeo.cpython-312-darwin.so"),
    err("python3 -m pytest -q", 2, PYTEST_ARCH),
    ok("which -a python3; file $(which python3) /opt/homebrew/bin/python3.12",
       "/usr/local/bin/python3\n/opt/homebrew/bin/python3\n/usr/bin/python3\n"
       "/usr/local/bin/python3: Mach-O 64-bit executable x86_64\n"
       "/opt/homebrew/bin/python3.12: Mach-O 64-bit executable arm64"),
    ("say", "The module is arm64 (clang builds natively) but the `python3` first on your PATH is the Intel "
            "Homebrew one in /usr/local, running under Rosetta. Pointing the Makefile at the arm64 Homebrew "
            "Python so build and tests use the same interpreter."),
    ("edit", "/Users/yuki/src/fastgeo/Makefile", MAKEFILE_NOTE, "PYTHON ?= /opt/homebrew/bin/python3.12"),
    ok("/opt/homebrew/bin/python3.12 -c 'import platform; print(platform.machine())'", "arm64"),
    ("say", "The Makefile now uses /opt/homebrew/bin/python3.12, which is arm64. Next: `make clean all`, install "
            "pybind11 and pytest for that interpreter (in a venv, Homebrew's Python refuses `pip install` "
            "outside one), and run the tests with it."),
    ("user", "I have to run to a meeting, I'll pick it up from there later."),
])

PORT_MISMATCH = """Error: Current platform "darwin 24" does not match expected platform "darwin 23"
Error: If you upgraded your OS, please follow the migration instructions: https://trac.macports.org/wiki/Migration
OS platform mismatch
    while executing
"mportinit ui_options global_options global_variations"
Error: /opt/local/bin/port: Failed to initialize MacPorts, OS platform mismatch"""

MIGRATE_FAIL = """Warning: The Xcode Command Line Tools don't appear to be installed; most ports will likely fail to build.
Warning: Install them by running `xcode-select --install'.
--->  Saving ports to be reinstalled
--->  Uninstalling all ports
--->  Restoring ports
--->  Computing dependencies for xz
--->  Fetching distfiles for xz
--->  Configuring xz
Error: Failed to configure xz: configure failure: command execution failed
Error: See /opt/local/var/macports/logs/_opt_local_var_macports_sources_rsync.macports.org_macports_release_tarballs_ports_archivers_xz/xz/main.log for details.
Error: Restoring ports failed; 41 ports remain to be restored. Run `sudo port migrate` again to continue."""

MIGRATE_OK = """--->  Restoring ports
--->  Fetching archive for xz
--->  Installing xz @5.6.3_0
--->  Activating xz @5.6.3_0
--->  Fetching archive for gettext-runtime
--->  Installing gettext-runtime @0.22.5_0
--->  Activating gettext-runtime @0.22.5_0
[...]
--->  Fetching archive for postgresql16
--->  Installing postgresql16 @16.6_0
--->  Activating postgresql16 @16.6_0
--->  Fetching archive for gnupg2
--->  Installing gnupg2 @2.4.7_0
--->  Activating gnupg2 @2.4.7_0
--->  Migration finished. 41 ports restored."""

S09 = ("/Users/lena", "2026-03-12T20:10:02.000Z", "HEAD", [
    ("user", "I upgraded this Mac to Sequoia yesterday and now MacPorts is broken, zsh. Every port command fails."),
    err("sudo port selfupdate", 1, PORT_MISMATCH),
    ("say", "MacPorts is built per macOS release; after an OS upgrade the base has to be reinstalled for the new "
            "release (darwin 24 = macOS 15) and the installed ports migrated. Installing the Sequoia package of "
            "the current release."),
    ok("cd /tmp && curl -fsSLO https://github.com/macports/macports-base/releases/download/v2.10.5/"
       "MacPorts-2.10.5-15-Sequoia.pkg && sudo installer -pkg MacPorts-2.10.5-15-Sequoia.pkg -target /",
       "installer: Package name is MacPorts-2.10.5\ninstaller: Installing at base path /\n"
       "installer: The install was successful."),
    ok("port version", "Version: 2.10.5"),
    err("sudo port -N migrate", 1, MIGRATE_FAIL),
    ("say", "The OS upgrade removed the Command Line Tools, so xz (which had no binary archive yet) can't be "
            "compiled. This opens Apple's installer dialog; tell me when it has finished."),
    ok("xcode-select --install", "xcode-select: note: install requested for command line developer tools"),
    ("user", "done, the CLT installer finished"),
    ok("sudo port -N migrate", MIGRATE_OK),
    ok("port installed requested | head -5",
       "The following ports are currently installed:\n  gnupg2 @2.4.7_0 (active) requested_variants='' "
       "platform='darwin 24' archs='arm64' date='2026-03-12T20:31:48+0100'\n  postgresql16 @16.6_0 (active) "
       "requested_variants='' platform='darwin 24' archs='arm64' date='2026-03-12T20:33:02+0100'"),
    ("user", "great, port works again and gpg is back, thanks. One more: `psql` isn't found anymore."),
    ok("port select --list postgresql", "Available versions for postgresql:\n\tnone (active)\n\tpostgresql16"),
    ("say", "The migration reinstalls ports but not your `port select` choices. Selecting postgresql16 again:"),
    ok("sudo port select --set postgresql postgresql16",
       "Selecting 'postgresql16' for 'postgresql' succeeded. 'postgresql16' is now active."),
    ok("hash -r; psql --version", "psql (PostgreSQL) 16.6"),
])

A = ESC
MOCHA_JSX = f"""{A}[31mSyntaxError: /home/ines/src/widgets/test/render.test.js: Support for the experimental syntax 'jsx' isn't currently enabled (14:12):{A}[39m

{A}[0m {A}[90m 12 |{A}[39m describe({A}[32m'render()'{A}[39m{A}[33m,{A}[39m () {A}[33m=>{A}[39m {{
 {A}[90m 13 |{A}[39m   it({A}[32m'renders a button'{A}[39m{A}[33m,{A}[39m () {A}[33m=>{A}[39m {{
{A}[31m{A}[1m>{A}[22m{A}[39m{A}[90m 14 |{A}[39m     {A}[36mconst{A}[39m html {A}[33m={A}[39m render({A}[33m<{A}[39m{A}[33mButton{A}[39m label{A}[33m={A}[39m{A}[32m"Save"{A}[39m {A}[33m/>{A}[39m){A}[33m;{A}[39m
 {A}[90m    |{A}[39m                        {A}[31m{A}[1m^{A}[22m{A}[39m{A}[0m

Add @babel/preset-react (https://git.io/JfeDR) to the 'presets' section of your Babel config to enable transformation.
If you want to leave it as-is, add @babel/plugin-syntax-jsx (https://git.io/vb4yA) to the 'plugins' section to enable parsing."""

MOCHA_RENDER_OK = f"""
  render()
    {A}[32m  ✔{A}[0m{A}[90m renders a button{A}[0m
    {A}[32m  ✔{A}[0m{A}[90m renders a disabled button{A}[0m
    {A}[32m  ✔{A}[0m{A}[90m escapes the label{A}[0m


{A}[92m {A}[0m{A}[32m 3 passing{A}[0m{A}[90m (41ms){A}[0m
"""

MOCHA_REGEN = f"""
  api
    fetchWidgets
      {A}[31m  1) loads widgets{A}[0m

  render()
    {A}[32m  ✔{A}[0m{A}[90m renders a button{A}[0m
    {A}[32m  ✔{A}[0m{A}[90m renders a disabled button{A}[0m
    {A}[32m  ✔{A}[0m{A}[90m escapes the label{A}[0m


{A}[92m {A}[0m{A}[32m 3 passing{A}[0m{A}[90m (52ms){A}[0m
{A}[31m  1 failing{A}[0m

  1) api
       fetchWidgets
         loads widgets:
     {A}[31mReferenceError: regeneratorRuntime is not defined{A}[0m{A}[90m
      at /home/ines/src/widgets/src/api.js:3:44
      at Context.<anonymous> (test/api.test.js:9:5)
{A}[0m
"""

S10 = ("/home/ines/src/widgets", "2026-03-13T09:30:55.000Z", "jsx-tests", [
    ("user", "Mocha broke as soon as I added the first test for a JSX component. We run mocha with "
             "@babel/register. Also, while you're at it, add a short 'Running tests' section to the README."),
    err("npx mocha", 1, MOCHA_JSX),
    ("tool", "Read", {"file_path": "/home/ines/src/widgets/babel.config.json"},
     '{\n  "presets": ["@babel/preset-env"]\n}\n', False),
    ok("npm i -D @babel/preset-react",
       "\nadded 9 packages, and audited 412 packages in 3s\n\n58 packages are looking for funding\n  run `npm fund` "
       "for details\n\nfound 0 vulnerabilities"),
    ("edit", "/home/ines/src/widgets/babel.config.json", '  "presets": ["@babel/preset-env"]',
     '  "presets": ["@babel/preset-env", ["@babel/preset-react", { "runtime": "automatic" }]]'),
    ok("npx mocha test/render.test.js", MOCHA_RENDER_OK),
    ("say", "JSX compiles now and the render tests pass. Running the whole suite:"),
    err("npx mocha", 1, MOCHA_REGEN),
    ("say", "`regeneratorRuntime is not defined`: preset-env without targets compiles for old browsers, turning "
            "`async` functions into generator code that needs the regenerator runtime. For tests under Node we "
            "can target the running Node and leave async alone."),
    ("edit", "/home/ines/src/widgets/babel.config.json",
     '  "presets": ["@babel/preset-env", ["@babel/preset-react", { "runtime": "automatic" }]]',
     '  "presets": [\n    ["@babel/preset-env", { "targets": { "node": "current" } }],\n'
     '    ["@babel/preset-react", { "runtime": "automatic" }]\n  ]'),
    ("edit", "/home/ines/src/widgets/README.md", "## License",
     "## Running tests\n\n```sh\nnpm test            # mocha + @babel/register\nnpx mocha test/render.test.js\n"
     "```\n\n## License"),
    ("say", "Set preset-env's `targets` to `{ \"node\": \"current\" }` in babel.config.json, and added the "
            "'Running tests' section to the README."),
    ("user", "perfect, the README section reads well. I'll look at the rest after lunch."),
])

SOURCES = {"s06-mdadm-raid1": S06, "s07-stow-fish": S07, "s08-pybind11-zsh": S08, "s09-macports-sequoia": S09,
           "s10-babel-mocha-ansi": S10}
