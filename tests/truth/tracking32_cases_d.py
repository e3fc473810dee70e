"""Cases of the thirty-second tracking corpus (see tracking32_cases.py for the labelling rules): Windows
OpenSSH ignoring a private key with inherited ACL entries (icacls, in cmd and PowerShell), Caddy as a normal
user binding ports 80/443 (setcap), and maturin develop with a virtualenv it cannot find."""
from __future__ import annotations

from tests.truth.tracking32_cases import T
from tests.truth.tracking_tables import err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 10. Windows OpenSSH and a private key with inherited permissions (icacls)


def _too_open(path: str, host: str) -> str:
    return (f"Bad permissions. Try removing permissions for user: NT AUTHORITY\\Authenticated Users (S-1-5-11) on "
            f"file {path}.\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
            f"@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\n"
            f"@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions for '{path}' are too open.\n"
            f"It is required that your private key files are NOT accessible by others.\nThis private key will be "
            f"ignored.\nLoad key \"{path}\": bad permissions\n{host}: Permission denied (publickey).")


def _icacls() -> None:
    win = "C:\\Users\\mina\\src\\infra-deploy"
    key = "C:/Users/mina/.ssh/deploy_ed25519"
    T.source(
        "s-icacls-sshkey", win, "2025-08-05T07:00:00Z", "main",
        user("I copied the deploy key from the team share to C:\\Users\\mina\\.ssh\\deploy_ed25519. Check that it "
             "gets us into git.corp.example."),
        err(f"ssh -i {key} -T git@git.corp.example", _too_open(key, "git@git.corp.example"), 255),
        ok("cmd.exe /c \"icacls %USERPROFILE%\\.ssh\\deploy_ed25519\"",
           "C:\\Users\\mina\\.ssh\\deploy_ed25519 NT AUTHORITY\\Authenticated Users:(I)(M)\n"
           "                                   NT AUTHORITY\\SYSTEM:(I)(F)\n"
           "                                   BUILTIN\\Administrators:(I)(F)\n"
           "                                   BUILTIN\\Users:(I)(RX)\n\n"
           "Successfully processed 1 files; Failed processing 0 files"),
        say("The file inherited the share folder's entries, so Authenticated Users and Users can read it. Windows "
            "OpenSSH checks the NTFS ACL, not a mode, so `chmod 600` from Git Bash would not change anything. "
            "Removing inheritance and granting only your account."),
        ok("cmd.exe /c \"icacls %USERPROFILE%\\.ssh\\deploy_ed25519 /inheritance:r /grant:r %USERNAME%:F && ssh -i "
           "%USERPROFILE%\\.ssh\\deploy_ed25519 -T git@git.corp.example\"",
           "processed file: C:\\Users\\mina\\.ssh\\deploy_ed25519\nSuccessfully processed 1 files; Failed processing "
           "0 files\nWelcome to GitLab, @deploy-bot!"),
    )
    T.lesson(
        "t32-windows-ssh-key-icacls", "global", "en", "s-icacls-sshkey", "security",
        "Windows OpenSSH ignores a copied private key whose ACL still grants other users access",
        "`ssh -i C:/Users/mina/.ssh/deploy_ed25519 …` prints `WARNING: UNPROTECTED PRIVATE KEY FILE!`, `Load key "
        "…: bad permissions` and ends in `Permission denied (publickey)`.",
        "The key is the right one, and `chmod 600` in Git Bash appears to succeed but changes nothing on NTFS.",
        "A file copied from a share inherits its folder's ACL entries (Authenticated Users, Users); Windows OpenSSH "
        "refuses a private key other principals can read.",
        "Strip the inherited entries and grant only your account with icacls: `icacls <key> /inheritance:r "
        "/grant:r %USERNAME%:F` in cmd, or the same with `$env:USERNAME` in PowerShell.",
        ["`WARNING: UNPROTECTED PRIVATE KEY FILE!`", "`NT AUTHORITY\\Authenticated Users:(I)(M)`",
         "`icacls %USERPROFILE%\\.ssh\\deploy_ed25519 /inheritance:r /grant:r %USERNAME%:F`",
         "`Welcome to GitLab, @deploy-bot!`"],
    )

    T.later(
        "l-ic-before", win, "2025-07-28T06:30:00Z", "main",
        user("Test the staging bastion key, C:\\Users\\mina\\.ssh\\bastion_ed25519."),
        err("ssh -i C:/Users/mina/.ssh/bastion_ed25519 ops@bastion.stg.corp.example true",
            _too_open("C:/Users/mina/.ssh/bastion_ed25519", "ops@bastion.stg.corp.example"), 255),
        say("Windows says the key file's permissions are too open. Could you regenerate it with ssh-keygen so it "
            "gets fresh permissions?"),
    )
    T.later(
        "l-ic-powershell", "C:\\Users\\mina\\src\\nas-backup", "2025-08-12T08:45:00Z", "main",
        user("Restore my backup key from the USB stick to .ssh and use it to list the snapshots on nas01. Use "
             "PowerShell."),
        ok("powershell.exe -NoProfile -Command 'Copy-Item E:\\keys\\id_ed25519_backup \"$env:USERPROFILE\\.ssh\\\"; "
           "icacls \"$env:USERPROFILE\\.ssh\\id_ed25519_backup\" /inheritance:r /grant:r \"$($env:USERNAME):(R)\"'",
           "processed file: C:\\Users\\mina\\.ssh\\id_ed25519_backup\nSuccessfully processed 1 files; Failed "
           "processing 0 files"),
        ok("powershell.exe -NoProfile -Command 'ssh -i \"$env:USERPROFILE\\.ssh\\id_ed25519_backup\" backup@nas01 "
           "ls /volume1/snapshots'", "2025-08-09\n2025-08-10\n2025-08-11"),
    )
    T.later(
        "l-ic-recur-chmod", "C:\\Users\\mina\\src\\build-farm", "2025-08-19T10:10:00Z", "main",
        user("New laptop. I copied build_rsa over from the old one; ssh into the builder at 10.0.4.12 and show uptime."),
        err("ssh -i ~/.ssh/build_rsa builder@10.0.4.12 uptime",
            _too_open("C:/Users/mina/.ssh/build_rsa", "builder@10.0.4.12"), 255),
        ok("chmod 600 ~/.ssh/build_rsa && ls -l ~/.ssh/build_rsa",
           "-rw-r--r-- 1 mina 197121 2602 Aug 19 10:08 /c/Users/mina/.ssh/build_rsa"),
        err("ssh -i ~/.ssh/build_rsa builder@10.0.4.12 uptime",
            _too_open("C:/Users/mina/.ssh/build_rsa", "builder@10.0.4.12"), 255),
        say("chmod cannot change the NTFS ACL. Using icacls."),
        ok("cmd.exe /c \"icacls %USERPROFILE%\\.ssh\\build_rsa /inheritance:r /grant:r %USERNAME%:F\" && ssh -i "
           "~/.ssh/build_rsa builder@10.0.4.12 uptime",
           "processed file: C:\\Users\\mina\\.ssh\\build_rsa\nSuccessfully processed 1 files; Failed processing 0 "
           "files\n 10:11:42 up 41 days,  3:02,  0 users,  load average: 0.31, 0.44, 0.40"),
    )
    T.later(
        "l-ic-iis-folder", "C:\\inetpub\\intranet", "2025-08-26T13:00:00Z", "main",
        user("Uploads fail with 'access denied' on the intranet site. Let the app pool write to App_Data\\uploads."),
        ok("cmd.exe /c 'icacls C:\\inetpub\\intranet\\App_Data\\uploads /grant \"IIS AppPool\\Intranet:(OI)(CI)M\"'",
           "processed file: C:\\inetpub\\intranet\\App_Data\\uploads\nSuccessfully processed 1 files; Failed "
           "processing 0 files"),
        ok("curl -s -o NUL -w \"%{http_code}\" -F file=@test.pdf http://localhost/intranet/upload", "201"),
    )
    T.later(
        "l-ic-linux-mode", "/home/mina/src/infra-deploy", "2025-09-02T09:20:00Z", "main",
        user("On my Linux box now. The deploy key I scp'd from Windows won't load; fix it and test."),
        err("ssh -i ~/.ssh/deploy_ed25519 -T git@git.corp.example",
            "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@         WARNING: UNPROTECTED PRIVATE KEY "
            "FILE!          @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions 0644 for "
            "'/home/mina/.ssh/deploy_ed25519' are too open.\nIt is required that your private key files are NOT "
            "accessible by others.\nThis private key will be ignored.\nLoad key \"/home/mina/.ssh/deploy_ed25519\": "
            "bad permissions\ngit@git.corp.example: Permission denied (publickey).", 255),
        ok("chmod 600 ~/.ssh/deploy_ed25519 && ssh -i ~/.ssh/deploy_ed25519 -T git@git.corp.example",
           "Welcome to GitLab, @deploy-bot!"),
    )
    T.later(
        "l-ic-bad-format", win, "2025-09-09T07:40:00Z", "main",
        user("Try the new key the vendor emailed, C:\\Users\\mina\\.ssh\\vendor_key, against sftp.vendor.example."),
        err("ssh -i C:/Users/mina/.ssh/vendor_key -T acme@sftp.vendor.example",
            "Load key \"C:/Users/mina/.ssh/vendor_key\": invalid format\nacme@sftp.vendor.example: Permission denied "
            "(publickey).", 255),
        ok("head -1 C:/Users/mina/.ssh/vendor_key", "PuTTY-User-Key-File-3: ssh-ed25519"),
        say("That is a PuTTY .ppk key; OpenSSH cannot read it. It needs converting with puttygen first."),
    )
    lid = "t32-windows-ssh-key-icacls"
    T.pair(lid, "l-ic-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-ic-powershell", "applied", "icacls /inheritance:r /grant:r with $env:USERNAME in PowerShell, then ssh works")
    T.pair(lid, "l-ic-recur-chmod", "recurred", "copied build_rsa gives UNPROTECTED PRIVATE KEY FILE; chmod fails, then icacls")
    T.pair(lid, "l-ic-iis-folder", "neither", "icacls used to grant an IIS app pool write access; no ssh key")
    T.pair(lid, "l-ic-linux-mode", "neither", "same warning on Linux from file mode 0644, fixed by chmod; not an NTFS ACL")
    T.pair(lid, "l-ic-bad-format", "neither", "a different ssh error: `invalid format` for a PuTTY key")


# ---------------------------------------------------------------------------------------------------------
# 11. Caddy run by a normal user cannot bind 80/443 (setcap cap_net_bind_service)

CADDY_HEAD = ("{d} INFO\tusing config from file\t{{\"file\": \"{f}\"}}\n{d} INFO\tadapted config to JSON\t"
              "{{\"adapter\": \"caddyfile\"}}\n{d} INFO\tadmin\tadmin endpoint started\t{{\"address\": "
              "\"localhost:2019\", \"enforce_origin\": false, \"origins\": [\"//localhost:2019\"]}}\n")


def _bind(d: str, f: str, port: str) -> str:
    return (CADDY_HEAD.format(d=d, f=f) + f"Error: loading initial config: loading new config: http app module: "
            f"start: listening on :{port}: listen tcp :{port}: bind: permission denied")


def _caddy() -> None:
    T.source(
        "s-caddy-setcap", "/home/ren/sites/pinboard", "2025-08-12T10:00:00Z", "main",
        user("Run Caddy with our Caddyfile so pinboard.ren.dev gets HTTPS. I don't want it running as root."),
        ok("cat Caddyfile", "pinboard.ren.dev {\n\treverse_proxy 127.0.0.1:8080\n\tencode zstd gzip\n}"),
        err("caddy run --config Caddyfile", _bind("2025/08/12 10:01:04.218", "Caddyfile", "443")),
        ok("command -v caddy && caddy version", "/usr/local/bin/caddy\nv2.8.4 h1:q3pe0wpBj1OcHFZ3n/1nl4V4bxBrYoSoab7rL9BMYNk="),
        say("A non-root process cannot bind ports below 1024. Giving the caddy binary the cap_net_bind_service "
            "capability lets it bind 80 and 443 while still running as you. The capability lives on the file, so "
            "it must be set again whenever the binary is replaced."),
        ok("sudo setcap cap_net_bind_service=+ep /usr/local/bin/caddy && getcap /usr/local/bin/caddy && caddy start "
           "--config Caddyfile",
           "/usr/local/bin/caddy cap_net_bind_service=ep\n" + CADDY_HEAD.format(d="2025/08/12 10:03:27.540",
                                                                                 f="Caddyfile")
           + "Successfully started Caddy (pid=48211) - Caddy is running in the background"),
    )
    T.lesson(
        "t32-caddy-cap-net-bind", "project", "en", "s-caddy-setcap", "security",
        "Caddy run as a normal user cannot listen on 80/443 without the cap_net_bind_service capability",
        "`caddy run --config Caddyfile` stops with `listening on :443: listen tcp :443: bind: permission denied`.",
        "`permission denied` looks like a file permission problem with the Caddyfile or the certificate store.",
        "Ports below 1024 are privileged; an unprivileged process needs CAP_NET_BIND_SERVICE to bind them, and a "
        "replaced binary loses a file capability.",
        "`sudo setcap cap_net_bind_service=+ep /usr/local/bin/caddy` (again after every upgrade), or run it as a "
        "systemd service with `AmbientCapabilities=CAP_NET_BIND_SERVICE`.",
        ["`listen tcp :443: bind: permission denied`",
         "`sudo setcap cap_net_bind_service=+ep /usr/local/bin/caddy`",
         "`Successfully started Caddy (pid=48211)`"],
    )

    T.later(
        "l-cd-upgrade-recur", "/home/ren/sites/pinboard", "2025-08-20T09:15:00Z", "main",
        user("Upgrade caddy to the latest release and restart it."),
        ok("caddy stop && sudo caddy upgrade",
           "2025/08/20 09:15:48.102 INFO\tthis executable will be replaced\t{\"path\": \"/usr/local/bin/caddy\"}\n"
           "2025/08/20 09:15:52.877 INFO\tupgrade successful; please restart any running Caddy instances\t"
           "{\"executable\": \"/usr/local/bin/caddy\"}"),
        err("caddy start --config Caddyfile",
            "2025/08/20 09:16:01.331 INFO\tlistening on :80\nError: loading initial config: loading new config: http "
            "app module: start: listening on :80: listen tcp :80: bind: permission denied"),
        say("The upgrade replaced the binary, and the capability went with the old file. Setting it again."),
        ok("sudo setcap cap_net_bind_service=+ep /usr/local/bin/caddy && caddy start --config Caddyfile | tail -1",
           "Successfully started Caddy (pid=50317) - Caddy is running in the background"),
    )
    T.later(
        "l-cd-systemd", "/home/ren/sites/pinboard", "2025-08-27T11:30:00Z", "main",
        user("Make Caddy a proper service under my user account, starting at boot, still not root."),
        write("/etc/systemd/system/caddy-pinboard.service",
              "[Unit]\nDescription=Caddy for pinboard\nAfter=network-online.target\n\n[Service]\nUser=ren\n"
              "ExecStart=/usr/local/bin/caddy run --config /home/ren/sites/pinboard/Caddyfile\n"
              "AmbientCapabilities=CAP_NET_BIND_SERVICE\nRestart=on-failure\n\n[Install]\nWantedBy=multi-user.target\n"),
        ok("sudo systemctl daemon-reload && sudo systemctl enable --now caddy-pinboard && systemctl is-active "
           "caddy-pinboard", "Created symlink /etc/systemd/system/multi-user.target.wants/caddy-pinboard.service → "
           "/etc/systemd/system/caddy-pinboard.service.\nactive"),
        ok("curl -sI https://pinboard.ren.dev | head -1", "HTTP/2 200"),
    )
    T.later(
        "l-cd-high-ports", "/home/ren/sites/preview", "2025-09-03T15:00:00Z", "main",
        user("Serve the preview build with Caddy on 8080/8443 behind the office router; no root, no capabilities."),
        write("/home/ren/sites/preview/Caddyfile",
              "{\n\thttp_port 8080\n\thttps_port 8443\n}\n\npreview.ren.dev {\n\troot * dist\n\tfile_server\n}\n"),
        ok("caddy start --config Caddyfile | tail -1",
           "Successfully started Caddy (pid=51020) - Caddy is running in the background"),
    )
    T.later(
        "l-cd-setcap-other", "/home/ren/tools/pingmon", "2025-09-10T08:20:00Z", "main",
        user("pingmon needs raw sockets for ICMP. Let it run without sudo."),
        ok("sudo setcap cap_net_raw+ep /usr/local/bin/pingmon && getcap /usr/local/bin/pingmon",
           "/usr/local/bin/pingmon cap_net_raw=ep"),
        ok("pingmon -c 3 1.1.1.1", "1.1.1.1: 3/3 replies, avg 11.8 ms"),
    )
    T.later(
        "l-cd-addr-in-use", "/home/ren/sites/pinboard", "2025-09-17T12:45:00Z", "main",
        user("Caddy isn't answering after the reboot. Start it."),
        err("caddy start --config Caddyfile",
            "2025/09/17 12:45:31.004 INFO\tlistening on :443\nError: loading initial config: loading new config: "
            "http app module: start: listening on :443: listen tcp :443: bind: address already in use"),
        ok("sudo ss -ltnp 'sport = :443'",
           "LISTEN 0 4096 *:443 *:* users:((\"caddy\",pid=912,fd=7))"),
        say("The systemd unit already started Caddy at boot; it is answering on 443 now."),
    )
    lid = "t32-caddy-cap-net-bind"
    T.pair(lid, "l-cd-upgrade-recur", "recurred", "after caddy upgrade, `listen tcp :80: bind: permission denied`, then setcap")
    T.pair(lid, "l-cd-systemd", "applied", "a systemd unit with AmbientCapabilities=CAP_NET_BIND_SERVICE is started and works")
    T.pair(lid, "l-cd-high-ports", "neither", "Caddy moved to 8080/8443; no capability and no bind failure")
    T.pair(lid, "l-cd-setcap-other", "neither", "setcap grants cap_net_raw to another program, not Caddy")
    T.pair(lid, "l-cd-addr-in-use", "neither", "a different bind error: address already in use")


# ---------------------------------------------------------------------------------------------------------
# 12. maturin develop without an activated virtualenv

MATURIN_NOVENV = ("💥 maturin failed\n  Caused by: Couldn't find a virtualenv or conda environment, but you need one to "
                  "use this command. For maturin to find your virtualenv you need to either set VIRTUAL_ENV (through "
                  "activate), set CONDA_PREFIX (through conda activate) or have a virtualenv called .venv in the "
                  "current or any parent folder. See https://virtualenv.pypa.io/en/latest/index.html on how to use "
                  "virtualenv or use `maturin build` and `pip install <path/to/wheel>` instead.")


def _built(pkg: str, ver: str, venv: str) -> str:
    return (f"🔗 Found pyo3 bindings\n🐍 Found CPython 3.12 at {venv}/bin/python\n"
            f"   Compiling {pkg} v{ver} ({venv.rsplit('/', 1)[0]})\n    Finished `release` profile [optimized] target(s) "
            f"in 21.40s\n📦 Built wheel for CPython 3.12 to /tmp/.tmpQ2x1/{pkg}-{ver}-cp312-cp312-linux_x86_64.whl\n"
            f"✏️  Setting installed package as editable\n🛠 Installed {pkg}-{ver}")


def _maturin() -> None:
    base = "/home/priya/src/fastbloom"
    T.source(
        "s-maturin-venv", base, "2025-08-19T12:00:00Z", "main",
        user("Build the Rust extension in place so I can run the Python tests against it."),
        ok("ls", "Cargo.toml  pyproject.toml  python  src  tests  venv"),
        err("maturin develop --release", MATURIN_NOVENV),
        say("maturin installs into a virtualenv and finds it through VIRTUAL_ENV, CONDA_PREFIX or a folder called "
            "`.venv`. This one is called `venv`, and the shell I run commands in is not activated. Activating it "
            "in the same command."),
        ok("source venv/bin/activate && maturin develop --release && python -c \"import fastbloom; "
           "print(fastbloom.__version__)\"", _built("fastbloom", "0.3.1", base + "/venv") + "\n0.3.1"),
    )
    T.lesson(
        "t32-maturin-develop-venv", "project", "en", "s-maturin-venv", "workflow",
        "maturin develop cannot find a virtualenv that is not activated and not named .venv",
        "`maturin develop --release` fails with `Couldn't find a virtualenv or conda environment, but you need one "
        "to use this command.`",
        "The project has a virtualenv right there (`venv/`), so it looks like maturin is broken.",
        "maturin finds the environment only through VIRTUAL_ENV, CONDA_PREFIX or a folder called `.venv`; each "
        "command runs in a fresh, unactivated shell.",
        "Activate the environment in the same command (`source venv/bin/activate && maturin develop`), or set "
        "`VIRTUAL_ENV=$PWD/venv` for the call, or name the environment `.venv`.",
        ["`maturin develop --release`", "`Couldn't find a virtualenv or conda environment`",
         "`source venv/bin/activate && maturin develop --release`", "`Installed fastbloom-0.3.1`"],
    )

    T.later(
        "l-mt-virtual-env-var", "/home/priya/src/fastbloom", "2025-08-26T09:40:00Z", "feature/simd",
        user("Rebuild the extension after my SIMD change and run the benchmarks."),
        ok("git diff --stat", " src/filter.rs | 48 ++++++++++++++++++++++++++++++------------\n 1 file changed"),
        ok("VIRTUAL_ENV=$PWD/venv maturin develop --release",
           _built("fastbloom", "0.3.2", "/home/priya/src/fastbloom/venv")),
        ok("venv/bin/python -m pytest benches -q --benchmark-only 2>&1 | tail -2",
           "bench_insert_1m      41.22 ms\n3 passed in 9.84s"),
    )
    T.later(
        "l-mt-recur-geohash", "/home/priya/src/geohash-rs", "2025-09-02T14:10:00Z", "main",
        user("Same drill for geohash-rs: build it into its env and run pytest."),
        ok("ls -d */", "env/  python/  src/  tests/"),
        err("maturin develop", MATURIN_NOVENV),
        say("Its environment is `env/`, not `.venv`, and nothing is activated. Activating it for the call."),
        ok("source env/bin/activate && maturin develop && pytest -q",
           _built("geohash_rs", "0.1.4", "/home/priya/src/geohash-rs/env").replace("release", "dev")
           + "\n........                                                                 [100%]\n8 passed in 0.42s"),
    )
    T.later(
        "l-mt-fish", "/home/priya/src/fastbloom", "2025-09-09T10:30:00Z", "main",
        user("From my fish shell: rebuild fastbloom in release mode."),
        ok("fish -c 'source venv/bin/activate.fish; and maturin develop -r'",
           _built("fastbloom", "0.3.2", "/home/priya/src/fastbloom/venv")),
    )
    T.later(
        "l-mt-release-wheels", "/home/priya/src/fastbloom", "2025-09-16T16:00:00Z", "release/0.4",
        user("Cut the 0.4.0 release artifacts: sdist plus wheels for 3.11 and 3.12 into dist/."),
        ok("maturin sdist --out dist", "📦 Built source distribution to dist/fastbloom-0.4.0.tar.gz"),
        ok("maturin build --release --out dist -i python3.11 python3.12",
           "🔗 Found pyo3 bindings\n🐍 Found CPython 3.11 at /usr/bin/python3.11, CPython 3.12 at /usr/bin/python3.12\n"
           "📦 Built wheel for CPython 3.11 to dist/fastbloom-0.4.0-cp311-cp311-manylinux_2_34_x86_64.whl\n"
           "📦 Built wheel for CPython 3.12 to dist/fastbloom-0.4.0-cp312-cp312-manylinux_2_34_x86_64.whl"),
        ok("ls dist", "fastbloom-0.4.0-cp311-cp311-manylinux_2_34_x86_64.whl\n"
           "fastbloom-0.4.0-cp312-cp312-manylinux_2_34_x86_64.whl\nfastbloom-0.4.0.tar.gz"),
    )
    T.later(
        "l-mt-import-error", "/home/priya/src/fastbloom", "2025-09-23T11:50:00Z", "feature/py-api",
        user("Run the Python tests."),
        err("venv/bin/python -m pytest -q tests",
            "ImportError while importing test module '/home/priya/src/fastbloom/tests/test_filter.py'.\n"
            "E   ImportError: cannot import name 'CountingFilter' from 'fastbloom' "
            "(/home/priya/src/fastbloom/python/fastbloom/__init__.py)"),
        ok("grep -n CountingFilter python/fastbloom/__init__.py src/lib.rs", "src/lib.rs:88:struct CountingFilter {"),
        say("CountingFilter exists in Rust but is not added to the module or re-exported in __init__.py."),
    )
    lid = "t32-maturin-develop-venv"
    T.pair(lid, "l-mt-virtual-env-var", "applied", "`VIRTUAL_ENV=$PWD/venv maturin develop --release` builds and installs")
    T.pair(lid, "l-mt-recur-geohash", "recurred", "maturin develop in geohash-rs with env/ unactivated: `Couldn't find a virtualenv`")
    T.pair(lid, "l-mt-fish", "applied", "fish sources venv/bin/activate.fish before `maturin develop -r`")
    T.pair(lid, "l-mt-release-wheels", "neither", "maturin sdist/build for release wheels; no develop, no venv error")
    T.pair(lid, "l-mt-import-error", "neither", "an ImportError from a symbol not exported; maturin is not run")


FILLS = [_icacls, _caddy, _maturin]
