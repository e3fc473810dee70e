"""Cases of the thirty-first tracking corpus: ripgrep skipping hidden directories, OpenVPN 2.6's data-ciphers
(a Korean lesson) and sshfs's allow_other. The labelling rules are in tracking31_cases.py."""
from __future__ import annotations

from tests.truth.tracking31_cases import T
from tests.truth.tracking_tables import err, ok, say, user


def _rg_source() -> None:
    T.source(
        "s-rg-hidden", "/Users/mina/work/payments-api", "2025-05-12T09:00:00Z", "runner-bump",
        user("Find every place we still pin ubuntu-20.04 so we can bump it to ubuntu-22.04."),
        err('rg -n "ubuntu-20.04"', ""),
        ok('grep -rn "ubuntu-20.04" .github',
           ".github/workflows/ci.yml:14:    runs-on: ubuntu-20.04\n"
           ".github/workflows/release.yml:9:    runs-on: ubuntu-20.04"),
        say("ripgrep skips hidden files and directories by default, so `.github` was never searched and rg "
            "exited 1 with no matches."),
        ok('rg -n --hidden "ubuntu-20.04"',
           ".github/workflows/ci.yml\n14:    runs-on: ubuntu-20.04\n\n.github/workflows/release.yml\n"
           "9:    runs-on: ubuntu-20.04"),
    )
    T.lesson(
        "t31-rg-hidden", "global", "en", "s-rg-hidden", "tool_quirk",
        "ripgrep finds nothing under `.github` and other dot-directories unless told `--hidden`",
        "`rg -n \"ubuntu-20.04\"` exits 1 with no output while `grep -rn` finds the string in "
        "`.github/workflows/ci.yml`.",
        "An empty result reads as \"not used anywhere\", so the search looks finished.",
        "ripgrep skips hidden files and directories (names starting with a dot) by default, so a dot-directory "
        "such as `.github` is never searched.",
        "Search hidden paths with `rg --hidden` (short `-.` in ripgrep 13+, or `-uu`, which also drops "
        ".gitignore filtering); to make it the default, put `--hidden` on a line of a config file named by "
        "`RIPGREP_CONFIG_PATH`.",
        ["`rg -n \"ubuntu-20.04\"` exited with \"Exit code 1\" and no output",
         "`grep -rn \"ubuntu-20.04\" .github` found \".github/workflows/ci.yml:14:    runs-on: ubuntu-20.04\"",
         "`rg -n --hidden \"ubuntu-20.04\"` found both workflow files"],
    )


def _rg_later() -> None:
    T.later(
        "l-rg-before", "/Users/mina/work/ledger", "2025-05-02T15:10:00Z", "ci",
        user("Where do we set the node version for CI?"),
        err('rg -n "node-version"', ""),
        ok('rg -n --hidden "node-version"', ".github/workflows/test.yml\n21:          node-version: 18"),
    )
    T.later(
        "l-rg-bash", "/srv/git/infra-live", "2025-06-03T10:30:00Z", "vault-move",
        user("Which files still mention vault_addr?"),
        err('rg -l "vault_addr"', ""),
        ok("ls -a", ".\n..\n.envrc\n.git\n.gitlab-ci.yml\nmodules\nstacks"),
        say("The only candidates are dotfiles, which rg skips. Searching hidden files too."),
        ok('rg -l --hidden "vault_addr"', ".gitlab-ci.yml\n.envrc"),
    )
    T.later(
        "l-rg-fish", "/home/ivo/src/site", "2025-06-09T08:15:00Z", "node22",
        user("fish: where is node-version pinned?"),
        ok('rg -. -n "node-version"', ".github/workflows/lint.yml\n22:          node-version: 20"),
    )
    T.later(
        "l-rg-ps", r"C:\Users\rafa\src\shop-api", "2025-06-16T13:45:00Z", "runners",
        user("PowerShell: make rg search dot-directories by default, then find windows-2019."),
        ok("Set-Content $HOME\\.ripgreprc '--hidden'; $env:RIPGREP_CONFIG_PATH = \"$HOME\\.ripgreprc\"; "
           'rg -n "windows-2019"', ".github\\workflows\\build.yml\n8:    runs-on: windows-2019"),
    )
    T.later(
        "l-rg-ignored", "/home/ivo/src/site", "2025-06-23T16:20:00Z", "api-base",
        user("Is API_BASE baked into the built bundle?"),
        err('rg "API_BASE"', ""),
        ok("git check-ignore -v dist/config.js", ".gitignore:3:dist/\tdist/config.js"),
        say("dist/ is gitignored, not hidden; --no-ignore includes it."),
        ok('rg --no-ignore "API_BASE"', "dist/config.js:1:window.API_BASE=\"https://api.example.com\";"),
    )
    T.later(
        "l-rg-doc", "/Users/mina/work/payments-api", "2025-06-30T11:00:00Z", "contrib",
        user("Add a search tip to CONTRIBUTING.md and list the TODOs in src."),
        ("edit", "/Users/mina/work/payments-api/CONTRIBUTING.md", "## Tips\n",
         "## Tips\n\n- `rg --hidden` also searches `.github/`; plain `rg` skips dot-directories.\n"),
        ok('rg -n "TODO" src/', "src/ledger/post.go:88:// TODO: idempotency key\nsrc/api/h.go:12:// TODO: rate limit"),
    )
    T.later(
        "l-rg-ps-recur", r"C:\Users\rafa\src\billing", "2025-07-10T09:30:00Z", "net8",
        user("PowerShell: where is dotnet-version set?"),
        err('rg -n "dotnet-version"', ""),
        ok(r"Select-String -Path .github\workflows\*.yml -Pattern dotnet-version",
           ".github\\workflows\\ci.yml:17:          dotnet-version: 6.0.x"),
    )


def _rg_pairs() -> None:
    lid = "t31-rg-hidden"
    T.pair(lid, "l-rg-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-rg-bash", "recurred", "rg misses .gitlab-ci.yml and .envrc, then --hidden finds them")
    T.pair(lid, "l-rg-fish", "applied", "rg -. (the short --hidden) finds .github/workflows/lint.yml first time")
    T.pair(lid, "l-rg-ps", "applied", "--hidden in a config file named by RIPGREP_CONFIG_PATH, then the search works")
    T.pair(lid, "l-rg-ignored", "neither", "rg misses a gitignored file, not a hidden one; fixed with --no-ignore")
    T.pair(lid, "l-rg-doc", "neither", "--hidden only written into CONTRIBUTING.md; rg searches src/ only")
    T.pair(lid, "l-rg-ps-recur", "recurred", "rg finds nothing because .github is hidden; Select-String finds it")
    T.pair(lid, "l-curl-fish", "neither", "rg only prints its version")


OVPN_FAIL = ("OPTIONS ERROR: failed to negotiate cipher with server.  Add the server's cipher ('{c}') to "
             "--data-ciphers (currently 'AES-256-GCM:AES-128-GCM:CHACHA20-POLY1305') if you want to connect to this "
             "server.\nERROR: Failed to apply push options\nSIGUSR1[soft,process-push-msg-failed] received, "
             "process restarting")
DC = "AES-256-GCM:AES-128-GCM:AES-256-CBC"


def _ovpn_source() -> None:
    T.source(
        "s-openvpn-ciphers", "/home/jiwoo/vpn", "2025-05-14T10:15:00Z", "main",
        user("사무실 VPN에 연결해 줘. 설정 파일은 office.ovpn 이야."),
        err("sudo openvpn --config office.ovpn --verb 3 --connect-retry-max 1",
            "OpenVPN 2.6.9 x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL]\n" + OVPN_FAIL.format(c="AES-256-CBC")),
        ok("grep -n cipher office.ovpn", "12:cipher AES-256-CBC"),
        say("OpenVPN 2.6는 `cipher` 옵션이 아니라 `--data-ciphers` 목록으로만 협상합니다. 서버가 AES-256-CBC만 "
            "쓰므로 그 값을 목록에 넣겠습니다."),
        ok(f"sudo openvpn --config office.ovpn --data-ciphers {DC} --daemon --log /tmp/ovpn.log && sleep 8 && "
           "grep 'Initialization Sequence Completed' /tmp/ovpn.log",
           "2025-05-14 10:22:41 Initialization Sequence Completed"),
    )
    T.lesson(
        "t31-openvpn-data-ciphers", "global", "ko", "s-openvpn-ciphers", "env_setup",
        "OpenVPN 2.6 클라이언트가 예전 서버에 붙지 못함: `failed to negotiate cipher with server`",
        "`sudo openvpn --config office.ovpn`가 `OPTIONS ERROR: failed to negotiate cipher with server`와 "
        "`Failed to apply push options`를 내고 재시작을 반복한다.",
        ".ovpn 파일에 `cipher AES-256-CBC`가 이미 있어서 설정은 맞아 보인다.",
        "OpenVPN 2.6은 데이터 채널 암호를 `--data-ciphers` 목록으로만 협상하고 `cipher` 줄은 무시한다. 기본 목록에 "
        "서버의 AES-256-CBC가 없다.",
        f"서버의 cipher를 목록에 넣는다: `--data-ciphers {DC}` 옵션을 주거나, .ovpn 파일에 "
        f"`data-ciphers {DC}` 줄을 넣는다. 협상을 못 하는 아주 오래된 서버에는 "
        "`data-ciphers-fallback AES-256-CBC` 도 된다.",
        ["`sudo openvpn --config office.ovpn --verb 3 --connect-retry-max 1`: \"failed to negotiate cipher with "
         "server\"",
         "`grep -n cipher office.ovpn` → \"12:cipher AES-256-CBC\"",
         f"`--data-ciphers {DC}`를 준 뒤 \"Initialization Sequence Completed\""],
    )


def _ovpn_later() -> None:
    T.later(
        "l-ovpn-before", "/home/jiwoo/vpn", "2025-05-03T09:00:00Z", "main",
        user("집에서 office.ovpn 으로 접속해 봐."),
        err("sudo openvpn --config office.ovpn --connect-retry-max 1", OVPN_FAIL.format(c="AES-256-CBC")),
    )
    T.later(
        "l-ovpn-lab", "/home/jiwoo/vpn", "2025-06-05T18:00:00Z", "main",
        user("랩 bastion 프로필(lab-bastion.ovpn)로 연결해 줘."),
        err("sudo openvpn --config lab-bastion.ovpn --connect-retry-max 1", OVPN_FAIL.format(c="BF-CBC")),
        ("edit", "/home/jiwoo/vpn/lab-bastion.ovpn", "cipher BF-CBC\n",
         "cipher BF-CBC\ndata-ciphers AES-256-GCM:AES-128-GCM:BF-CBC\n"),
        ok("sudo openvpn --config lab-bastion.ovpn --daemon --log /tmp/lab.log && sleep 8 && "
           "grep -c 'Initialization Sequence Completed' /tmp/lab.log", "1"),
    )
    T.later(
        "l-ovpn-config", "/home/minsu/vpn", "2025-06-13T08:40:00Z", "main",
        user("Fedora 노트북에서 client.ovpn 준비하고 연결해 줘."),
        ("edit", "/home/minsu/vpn/client.ovpn", "cipher AES-256-CBC\n",
         f"cipher AES-256-CBC\ndata-ciphers {DC}\n"),
        ok("sudo openvpn --config client.ovpn --daemon --log /tmp/c.log && sleep 8 && "
           "grep 'Initialization Sequence Completed' /tmp/c.log",
           "2025-06-13 08:42:10 Initialization Sequence Completed"),
    )
    T.later(
        "l-ovpn-auth", "/home/jiwoo/vpn", "2025-06-21T09:10:00Z", "main",
        user("office.ovpn 접속이 또 안 돼."),
        err("sudo openvpn --config office.ovpn --connect-retry-max 1",
            "AUTH: Received control message: AUTH_FAILED\nSIGTERM[soft,auth-failure] received, process exiting"),
        say("이번에는 인증 실패입니다. 비밀번호가 만료된 것 같습니다."),
    )
    T.later(
        "l-ovpn-quoted", "/home/jiwoo/wiki", "2025-07-04T14:00:00Z", "vpn-page",
        user("동료 노트북에서 `failed to negotiate cipher with server` 가 떴대. 위키 vpn.md에 해결법만 적어 줘."),
        ("edit", "/home/jiwoo/wiki/vpn.md", "## 문제 해결\n",
         f"## 문제 해결\n\nOpenVPN 2.6에서는 .ovpn에 `data-ciphers {DC}` 를 추가하세요.\n"),
    )
    T.later(
        "l-ovpn-fallback", "/home/jiwoo/vpn", "2025-07-12T20:30:00Z", "main",
        user("예전 NAS의 legacy.ovpn 으로 연결해 줘."),
        ok("sudo openvpn --config legacy.ovpn --data-ciphers-fallback AES-256-CBC --daemon --log /tmp/l.log && "
           "sleep 8 && tail -1 /tmp/l.log", "2025-07-12 20:31:02 Initialization Sequence Completed"),
    )
    T.later(
        "l-ovpn-mac", "/Users/jiwoo/vpn", "2025-07-20T07:30:00Z", "main",
        user("맥(zsh)에서 dc2.ovpn 으로 연결."),
        err("sudo openvpn --config ~/vpn/dc2.ovpn --connect-retry-max 1", OVPN_FAIL.format(c="AES-128-CBC")),
        user("됐어, 그건 IT에 물어볼게."),
    )


def _ovpn_pairs() -> None:
    lid = "t31-openvpn-data-ciphers"
    T.pair(lid, "l-ovpn-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-ovpn-lab", "recurred", "cipher negotiation fails again for lab-bastion's BF-CBC, then data-ciphers")
    T.pair(lid, "l-ovpn-config", "applied", "data-ciphers line added to client.ovpn before the first connect")
    T.pair(lid, "l-ovpn-auth", "neither", "AUTH_FAILED is a different error; no cipher failure and no data-ciphers")
    T.pair(lid, "l-ovpn-quoted", "neither", "the error is only quoted and the fix only written into the wiki")
    T.pair(lid, "l-ovpn-fallback", "applied", "--data-ciphers-fallback AES-256-CBC, a spelling the lesson names")
    T.pair(lid, "l-ovpn-mac", "recurred", "the same negotiation failure for dc2's AES-128-CBC, left unfixed")


FUSE_FAIL = "fusermount3: option allow_other only allowed if 'user_allow_other' is set in /etc/fuse.conf"


def _sshfs_source() -> None:
    T.source(
        "s-sshfs-allow-other", "/home/ivo/media", "2025-05-16T19:20:00Z", "main",
        user("Mount nas:/volume1/media on /mnt/media so the jellyfin user can read it."),
        err("sshfs -o allow_other,reconnect ivo@nas:/volume1/media /mnt/media", FUSE_FAIL),
        ok("grep -n allow_other /etc/fuse.conf", "10:#user_allow_other"),
        say("fusermount refuses allow_other from a normal user until user_allow_other is enabled in "
            "/etc/fuse.conf; the line is there but commented out."),
        ok("sudo sed -i 's/^#user_allow_other/user_allow_other/' /etc/fuse.conf", ""),
        ok("sshfs -o allow_other,reconnect ivo@nas:/volume1/media /mnt/media && sudo -u jellyfin ls /mnt/media",
           "Movies\nMusic\nShows"),
    )
    T.lesson(
        "t31-sshfs-user-allow-other", "global", "en", "s-sshfs-allow-other", "env_setup",
        "sshfs -o allow_other needs user_allow_other in /etc/fuse.conf",
        "`sshfs -o allow_other,reconnect ivo@nas:/volume1/media /mnt/media` fails at once with `option "
        "allow_other only allowed if 'user_allow_other' is set in /etc/fuse.conf`.",
        "The option is right for letting another user (a service account) read the mount, so it looks like an "
        "sshfs or ssh problem.",
        "fusermount only lets non-root users pass allow_other when /etc/fuse.conf enables user_allow_other; most "
        "distributions ship that line commented out.",
        "Enable the line once per host: `sudo sed -i 's/^#user_allow_other/user_allow_other/' /etc/fuse.conf` (or "
        "append it with `echo user_allow_other | sudo tee -a /etc/fuse.conf`), then mount again with "
        "`-o allow_other`.",
        ["`sshfs -o allow_other,reconnect ivo@nas:/volume1/media /mnt/media`: \"option allow_other only allowed if "
         "'user_allow_other' is set in /etc/fuse.conf\"",
         "`grep -n allow_other /etc/fuse.conf` → \"10:#user_allow_other\"",
         "after the sed, the mount worked and `sudo -u jellyfin ls /mnt/media` listed \"Movies\""],
    )


def _sshfs_later() -> None:
    T.later(
        "l-sshfs-restore", "/srv/restore", "2025-06-06T02:10:00Z", "main",
        user("On the Debian box: mount vault:/srv/dumps at /srv/restore for the postgres user."),
        err("sshfs -o allow_other backup@vault:/srv/dumps /srv/restore",
            "fusermount: option allow_other only allowed if 'user_allow_other' is set in /etc/fuse.conf"),
        ok("echo user_allow_other | sudo tee -a /etc/fuse.conf", "user_allow_other"),
        ok("sshfs -o allow_other backup@vault:/srv/dumps /srv/restore && sudo -u postgres ls /srv/restore | tail -1",
           "dump-2025-06-05.sql.gz"),
    )
    T.later(
        "l-sshfs-vm", "/home/ivo", "2025-06-14T11:00:00Z", "main",
        user("Fresh VM: set it up so the www-data user can read the assets mount from the build host."),
        ok("echo user_allow_other | sudo tee -a /etc/fuse.conf", "user_allow_other"),
        ok("sshfs -o allow_other,ro ivo@build:/srv/assets /var/www/assets && sudo -u www-data ls /var/www/assets",
           "css\nimg\njs"),
    )
    T.later(
        "l-sshfs-plain", "/home/ivo", "2025-06-22T17:30:00Z", "main",
        user("Mount my home dir from the build host at ~/mnt/build, just for me."),
        ok("sshfs ivo@build: ~/mnt/build && ls ~/mnt/build | head -2", "notes\nsrc"),
        ok("fusermount3 -u ~/mnt/build", ""),
    )
    T.later(
        "l-sshfs-reset", "/home/ivo/media", "2025-06-29T21:00:00Z", "main",
        user("Remount the NAS, it dropped."),
        err("sshfs -o allow_other,reconnect ivo@nas:/volume1/media /mnt/media",
            "read: Connection reset by peer"),
        say("The NAS's sshd reset the connection; it is still rebooting after the update."),
    )
    T.later(
        "l-sshfs-script", "/home/ivo/infra", "2025-07-06T10:45:00Z", "provision",
        user("Put the fuse setting into provision.sh and run it on the new worker."),
        ("write", "/home/ivo/infra/provision.sh",
         "#!/bin/sh\nset -e\necho 'enabling user_allow_other in /etc/fuse.conf'\n"
         "sudo sed -i 's/^#user_allow_other/user_allow_other/' /etc/fuse.conf\n"
         "sshfs -o allow_other,reconnect ivo@nas:/volume1/media /mnt/media\n"),
        ok("sh provision.sh && ls /mnt/media", "enabling user_allow_other in /etc/fuse.conf\nMovies\nMusic\nShows"),
    )
    T.later(
        "l-sshfs-octopi", "/home/ivo", "2025-07-14T19:50:00Z", "main",
        user("fish: mount the printer's uploads from octopi so the slicer service can write there."),
        err("sshfs -o allow_other,uid=1001 pi@octopi:/home/pi/.octoprint/uploads ~/prints", FUSE_FAIL),
        user("Forget allow_other, mount it just for me."),
        ok("sshfs pi@octopi:/home/pi/.octoprint/uploads ~/prints; and ls ~/prints | wc -l", "37"),
    )


def _sshfs_pairs() -> None:
    lid = "t31-sshfs-user-allow-other"
    T.pair(lid, "l-sshfs-restore", "recurred", "allow_other refused on the Debian host, then user_allow_other appended")
    T.pair(lid, "l-sshfs-vm", "applied", "user_allow_other appended with tee before the allow_other mount")
    T.pair(lid, "l-sshfs-plain", "neither", "sshfs mounts without allow_other; no failure and no fuse.conf change")
    T.pair(lid, "l-sshfs-reset", "neither", "connection reset by the NAS is a different error")
    T.pair(lid, "l-sshfs-script", "applied", "provision.sh runs the fuse.conf sed before the allow_other mount")
    T.pair(lid, "l-sshfs-octopi", "recurred", "fusermount refuses allow_other for octopi's uploads; dropped the option")


FILLS = [_rg_source, _rg_later, _rg_pairs, _ovpn_source, _ovpn_later, _ovpn_pairs,
         _sshfs_source, _sshfs_later, _sshfs_pairs]
