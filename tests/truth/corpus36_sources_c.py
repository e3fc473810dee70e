"""Scripted sessions of corpus36 (part c): Unbound beside systemd-resolved, BitLocker's manage-bde in Windows cmd (a
rejected tool use), hdiutil on macOS zsh (Korean), auditd rules on Rocky Linux."""
from __future__ import annotations

from tests.truth.corpus36_common import REJECTED

A11 = ("/home/ops/vpn-gw", "2026-11-08T08:00:00Z", "main", [
    ("user", "Set up unbound as the caching resolver on this VPN gateway (Ubuntu 24.04), listening on all interfaces. "
             "Config is already in /etc/unbound/unbound.conf.d/gw.conf."),
    ("bash", "sudo systemctl restart unbound",
     "Exit code 1\nJob for unbound.service failed because the control process exited with error code.\n"
     "See \"systemctl status unbound.service\" and \"journalctl -xeu unbound.service\" for details.", True),
    ("bash", "sudo journalctl -u unbound -n 4 --no-pager",
     "Nov 08 08:01:12 vpn-gw unbound[4121]: [1794124872] unbound[4121:0] error: can't bind socket: Address already in "
     "use for 0.0.0.0 port 53\nNov 08 08:01:12 vpn-gw unbound[4121]: [1794124872] unbound[4121:0] fatal error: could "
     "not open ports\nNov 08 08:01:12 vpn-gw systemd[1]: unbound.service: Control process exited, code=exited, "
     "status=1/FAILURE\nNov 08 08:01:12 vpn-gw systemd[1]: unbound.service: Failed with result 'exit-code'.", False),
    ("say", "systemd-resolved's stub listener holds port 53 on 127.0.0.53/127.0.0.54, so a wildcard bind on 0.0.0.0 "
            "collides. I'll turn the stub off."),
    ("edit", "/etc/systemd/resolved.conf", "#DNSStubListener=yes", "DNSStubListener=no"),
    ("bash", "sudo systemctl restart systemd-resolved && sudo systemctl restart unbound && systemctl is-active unbound",
     "active", False),
    ("bash", "dig @127.0.0.1 example.com +short", "93.184.215.14", False),
    ("user", "unbound answers, but now the gateway itself can't resolve anything: ping github.com fails."),
    ("bash", "ping -c1 github.com", "Exit code 2\nping: github.com: Temporary failure in name resolution", True),
    ("say", "/etc/resolv.conf is a symlink to the stub file, which points at 127.0.0.53 — the stub I just turned off. "
            "I'll point resolved at unbound and link resolv.conf to the non-stub file."),
    ("edit", "/etc/systemd/resolved.conf", "#DNS=", "DNS=127.0.0.1"),
    ("bash", "sudo ln -sf /run/systemd/resolve/resolv.conf /etc/resolv.conf && sudo systemctl restart "
             "systemd-resolved && ping -c1 github.com",
     "PING github.com (140.82.121.3) 56(84) bytes of data.\n64 bytes from lb-140-82-121-3-fra.github.com "
     "(140.82.121.3): icmp_seq=1 ttl=56 time=11.8 ms\n\n--- github.com ping statistics ---\n"
     "1 packets transmitted, 1 received, 0% packet loss, time 0ms", False),
    ("user", "good. I also added a DNS-over-TLS forward zone and now unbound-checkconf complains."),
    ("bash", "sudo unbound-checkconf",
     "Exit code 1\n/etc/unbound/unbound.conf.d/forward.conf:4: error: syntax error\n"
     "read /etc/unbound/unbound.conf failed: 1 errors in configuration file", True),
    ("tool", "Read", {"file_path": "/etc/unbound/unbound.conf.d/forward.conf"},
     "forward-zone:\n    name: \".\"\n    forward-tls-upstream: yes\n    forward-addr: 9.9.9.9#dns.quad9.net@853\n", False),
    ("say", "The port has to come before the TLS name: `IP@port#name`."),
    ("edit", "/etc/unbound/unbound.conf.d/forward.conf", "forward-addr: 9.9.9.9#dns.quad9.net@853",
     "forward-addr: 9.9.9.9@853#dns.quad9.net"),
    ("bash", "sudo unbound-checkconf && sudo systemctl reload unbound",
     "unbound-checkconf: no errors in /etc/unbound/unbound.conf", False),
    ("bash", "sudo unbound-control list_forwards",
     "Exit code 1\n[1794125301] unbound-control[5532:0] error: Error setting up SSL_CTX client key and cert\n"
     "error:80000002:system library::No such file or directory", True),
    ("say", "unbound-control needs its own TLS keys. Want me to run `sudo unbound-control-setup` to generate them "
            "and enable `remote-control`, so we can confirm the forwarder is used?"),
    ("user", "no, not now. checkconf passing is enough for today."),
])

_MBDE = "BitLocker Drive Encryption: Configuration Tool version 10.0.26100\nCopyright (C) 2013 Microsoft Corporation. All rights reserved.\n\n"

A12 = ("C:\\Users\\lena\\ops", "2026-11-08T11:20:00Z", "HEAD", [
    ("user", "Turn on BitLocker for the data drive D: with a recovery password. I'm in cmd."),
    ("bash", "manage-bde -status D:",
     "Exit code 1\n" + _MBDE + "ERROR: An attempt to access a required resource was denied.\n"
     "Check that you have administrative rights on the computer.", True),
    ("say", "manage-bde needs an elevated prompt even for `-status`. This session's shell is not elevated; could you "
            "restart the terminal (and Claude Code) as Administrator?"),
    ("user", "ok, restarted it as admin. go."),
    ("bash", "manage-bde -status D:",
     _MBDE + "Volume D: [Data]\n[Data Volume]\n\n    Size:                 931.50 GB\n    BitLocker Version:    None\n"
     "    Conversion Status:    Fully Decrypted\n    Percentage Encrypted: 0.0%\n    Encryption Method:    None\n"
     "    Protection Status:    Protection Off\n    Lock Status:          Unlocked\n    Identification Field: None\n"
     "    Automatic Unlock:     Disabled\n    Key Protectors:       None Found", False),
    ("bash", "manage-bde -protectors -add D: -RecoveryPassword",
     _MBDE + "Key Protectors Added:\n\n    Numerical Password:\n      ID: {6C1F0E3A-2B7D-4E51-9A0C-3F8D21B7E644}\n"
     "      Password:\n        412698-033715-550231-287540-609873-145002-391655-702218\n\nACTIONS REQUIRED:\n\n"
     "    1. Save this numerical recovery password in a secure location away from your computer:\n\n"
     "    412698-033715-550231-287540-609873-145002-391655-702218\n\n"
     "    To prevent data loss, save this password immediately. This password helps ensure that you can unlock the "
     "encrypted volume.", False),
    ("user", "saved it in the vault. now encrypt."),
    ("bash", "manage-bde -on D: -UsedSpaceOnly",
     _MBDE + "Volume D: [Data]\n[Data Volume]\nKey Protectors\n    Numerical Password\n"
     "      ID: {6C1F0E3A-2B7D-4E51-9A0C-3F8D21B7E644}\n\nEncryption is now in progress.", False),
    ("bash", "manage-bde -autounlock -enable D:",
     "Exit code 1\n" + _MBDE + "ERROR: An error occurred (code 0x80310028):\nThe drive cannot be unlocked "
     "automatically because the operating system drive is not protected by BitLocker.", True),
    ("say", "Auto-unlock of a data drive needs the OS drive C: to be BitLocker-protected (its key is stored there). "
            "I'll start encrypting C: with the TPM."),
    ("bash", "manage-bde -on C: -RecoveryPassword -SkipHardwareTest", REJECTED, True),
    ("user", "No. Not touching C: today. I'll unlock D: by hand after reboots for now."),
    ("bash", "manage-bde -status D:",
     _MBDE + "Volume D: [Data]\n[Data Volume]\n\n    Conversion Status:    Used Space Only Encrypted\n"
     "    Percentage Encrypted: 100.0%\n    Encryption Method:    XTS-AES 128\n    Protection Status:    Protection On\n"
     "    Automatic Unlock:     Disabled\n    Key Protectors:\n        Numerical Password", False),
    ("say", "D: is done: `Used Space Only Encrypted`, protection on, with the recovery password as its protector."),
])

A13 = ("/Users/hana/dev/notely", "2026-11-09T06:40:00Z", "release/2.4", [
    ("user", "배포용 DMG 만드는 스크립트가 \"hdiutil: create failed - Resource busy\" 로 실패해요. zsh 쓰고 있어요."),
    ("bash", "./scripts/make-dmg.sh",
     "Exit code 1\ncreating dist/Notely-2.4.0.dmg from build/Notely.app\n.............................................\n"
     "hdiutil: create failed - Resource busy", True),
    ("bash", "hdiutil info | grep -B2 -A2 Notely",
     "image-path      : /Users/hana/dev/notely/dist/Notely-2.4.0-rw.dmg\n"
     "/dev/disk4          \tGUID_partition_scheme          \t\n/dev/disk4s1        \tApple_HFS                      "
     "\t/Volumes/Notely", False),
    ("say", "이전 실행에서 만든 `Notely-2.4.0-rw.dmg` 가 `/Volumes/Notely` 에 아직 붙어 있어서 같은 볼륨 이름으로 "
            "만들 수가 없습니다. 먼저 분리하겠습니다."),
    ("bash", "hdiutil detach /Volumes/Notely",
     "Exit code 16\nhdiutil: couldn't unmount \"disk4\" - Resource busy", True),
    ("bash", "lsof +D /Volumes/Notely 2>/dev/null | head -3",
     "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\n"
     "mdworker_ 812 hana  txt    REG   1,18     6148    4 /Volumes/Notely/.DS_Store", False),
    ("say", "Spotlight(mdworker)가 볼륨을 잡고 있습니다. 강제로 분리하고 스크립트를 다시 돌리겠습니다."),
    ("bash", "hdiutil detach -force /Volumes/Notely && ./scripts/make-dmg.sh",
     "\"disk4\" ejected.\ncreating dist/Notely-2.4.0.dmg from build/Notely.app\n"
     ".............................................\ncreated: /Users/hana/dev/notely/dist/Notely-2.4.0.dmg", False),
    ("user", "됐어요! 감사합니다. 근데 DMG가 214MB나 되네요, 앱은 60MB 정도인데."),
    ("bash", "grep -n 'hdiutil create' scripts/make-dmg.sh && ls -lh dist/Notely-2.4.0.dmg",
     "14:hdiutil create -volname Notely -srcfolder build/Notely.app -ov -format UDRW \"$OUT\"\n"
     "-rw-r--r--  1 hana  staff   214M Nov  9 06:47 dist/Notely-2.4.0.dmg", False),
    ("say", "`-format UDRW` 는 압축 없는 읽기/쓰기 이미지입니다. 배포용은 압축 포맷(ULFO, lzfse)이 맞습니다. 스크립트를 "
            "고치겠습니다."),
    ("edit", "/Users/hana/dev/notely/scripts/make-dmg.sh", "-ov -format UDRW \"$OUT\"", "-ov -format ULFO \"$OUT\""),
    ("say", "스크립트를 ULFO로 바꿨습니다. 다음 빌드 때 크기가 크게 줄어들 거예요."),
    ("user", "아 그리고 아까 말한 앱 아이콘 깨지는 문제는 됐어요. 다음 릴리스 때 확인할게요."),
])

A14 = ("/root", "2026-11-09T15:00:00Z", "HEAD", [
    ("user", "On db-prod-2 (Rocky 9) add audit watches for /etc/sudoers and /etc/sudoers.d, persistent across reboots."),
    ("write", "/etc/audit/rules.d/50-sudoers.rules",
     "-w /etc/sudoers -p wa -k sudoers\n-w /etc/sudoers.d/ -p wa -k sudoers\n"),
    ("bash", "sudo systemctl restart auditd",
     "Exit code 1\nFailed to restart auditd.service: Operation refused, unit auditd.service may be requested by "
     "dependency only (it is configured to refuse manual start/stop).\nSee system logs and 'systemctl status "
     "auditd.service' for details.", True),
    ("say", "The RHEL auditd unit sets `RefuseManualStop=yes`; the supported way is the legacy `service` wrapper."),
    ("bash", "sudo service auditd restart",
     "Stopping logging:                                          [  OK  ]\n"
     "Redirecting start to /bin/systemctl start auditd.service", False),
    ("bash", "sudo auditctl -l | grep sudoers", "Exit code 1", True),
    ("bash", "sudo augenrules --load",
     "Exit code 1\nNo rules\nenabled 2\nfailure 1\npid 23144\nrate_limit 0\nbacklog_limit 8192\nlost 0\nbacklog 0\n"
     "Error sending add rule data request (The audit system is in immutable mode, no rule changes allowed)", True),
    ("bash", "sudo auditctl -s | head -2 && grep -rn '^-e' /etc/audit/rules.d/",
     "enabled 2\nfailure 1\n/etc/audit/rules.d/99-finalize.rules:2:-e 2", False),
    ("say", "`enabled 2` means the kernel audit rules are locked (immutable): `99-finalize.rules` ends with `-e 2`. "
            "No restart or `augenrules --load` can change rules now; the new file is loaded at the next boot. So the "
            "fix is a reboot of db-prod-2: `sudo systemctl reboot` in a maintenance window, then "
            "`sudo auditctl -l | grep sudoers`."),
    ("user", "can't reboot prod now, I'll schedule it for Sunday's window."),
])

SOURCES = {"a11-unbound-resolved": A11, "a12-bitlocker-cmd": A12, "a13-hdiutil-ko": A13, "a14-auditd-rocky": A14}
