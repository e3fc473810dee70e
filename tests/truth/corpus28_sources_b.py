"""Scripted sessions of the twenty-eighth corpus, part two: AutoHotkey v2 with Ahk2Exe in Windows PowerShell 5.1, MSIX
packaging with makeappx and signtool in Windows cmd, an Emacs package through Eask and ERT (a fish user), OpenLDAP's
slapd with ldapadd and cn=config (in Korean), a Kerberos keytab with kinit under WSL 2."""
from __future__ import annotations

AHK = r'& "C:\Program Files\AutoHotkey\v2\AutoHotkey64.exe" /ErrorStdOut /validate .\hotkeys.ahk'
AHK_ERR = r"C:\Users\hana\tools\hotkeys\hotkeys.ahk ({line}) : ==> Function calls require a space or " + \
    '"(".  Use comma only between parameters.\n     Specifically: {text}'
AHK2 = [
    ("user", r"convert my hotkeys.ahk to AutoHotkey v2 and compile it to an exe. v2 is installed under "
             r"C:\Program Files\AutoHotkey\v2 (this is Windows PowerShell)"),
    ("tool", "Read", {"file_path": r"C:\Users\hana\tools\hotkeys\hotkeys.ahk"},
     "     1\t#NoEnv\n     2\tSendMode Input\n     3\t^!t::Run, wt.exe\n     4\t\n     5\t^!b::\n     6\t    "
     "FileCopyDir, %A_MyDocuments%\\notes, D:\\backup\\notes, 1\n    14\t    MsgBox, 64, Backup, Done\n    15\treturn\n"
     "    21\t    StringReplace, out, Clipboard, `r`n, `n, All", False),
    ("edit", r"C:\Users\hana\tools\hotkeys\hotkeys.ahk", "#NoEnv\nSendMode Input\n^!t::Run, wt.exe\n",
     "#Requires AutoHotkey v2.0\n^!t::Run \"wt.exe\"\n"),
    ("bash", AHK, "Exit code 2\n" + AHK_ERR.format(line=14, text="MsgBox, 64, Backup, Done"), True),
    ("edit", r"C:\Users\hana\tools\hotkeys\hotkeys.ahk", "MsgBox, 64, Backup, Done", 'MsgBox "Done", "Backup", 64'),
    ("bash", AHK, "Exit code 2\n" + AHK_ERR.format(line=21, text="StringReplace, out, Clipboard, `r`n, `n, All"),
     True),
    ("say", "Another v1 command: StringReplace is gone in v2, and the clipboard variable is A_Clipboard now."),
    ("edit", r"C:\Users\hana\tools\hotkeys\hotkeys.ahk", "StringReplace, out, Clipboard, `r`n, `n, All",
     'out := StrReplace(A_Clipboard, "`r`n", "`n")'),
    ("bash", AHK + '; "exit $LASTEXITCODE"', "exit 0", False),
    ("bash", r'& "C:\Program Files\AutoHotkey\Compiler\Ahk2Exe.exe" /in .\hotkeys.ahk /out .\dist\hotkeys.exe',
     "Exit code 1\nError: The Base file \"C:\\Program Files\\AutoHotkey\\Compiler\\Unicode 64-bit.bin\" could not be "
     "found.", True),
    ("say", "Ahk2Exe falls back to the v1 `Unicode 64-bit.bin` base, which this v2-only install doesn't have; for a "
            "v2 script the base is the v2 interpreter itself. Should I rerun Ahk2Exe with "
            "`/base \"C:\\Program Files\\AutoHotkey\\v2\\AutoHotkey64.exe\"`?"),
    ("user", "not now, I'll compile it from the Ahk2Exe GUI later. just commit the script"),
    ("bash", 'git add hotkeys.ahk; git commit -m "Port hotkeys to AHK v2"',
     "[main 7d2e91a] Port hotkeys to AHK v2\n 1 file changed, 18 insertions(+), 21 deletions(-)", False),
]

MAKEAPPX = r'"C:\Program Files (x86)\Windows Kits\10\bin\10.0.22621.0\x64\makeappx.exe"'
SIGN = r"signtool sign /fd SHA256 /a /f certs\inkpad-test.pfx /p %PFX_PASS% out\InkPad.msix"
PACKED = ("Microsoft (R) MakeAppx Tool\nCopyright (C) 2013 Microsoft.  All rights reserved.\n\n"
          r'The path (/d) parameter is: "\\?\C:\src\inkpad\out\layout"' + "\n"
          r'The package path (/p) parameter is: "\\?\C:\src\inkpad\out\InkPad.msix"' + "\n"
          r'Processing "\\?\C:\src\inkpad\out\layout\AppxManifest.xml" as a payload file.  Its path in the package '
          r'will be "AppxManifest.xml".' + "\n"
          r'Processing "\\?\C:\src\inkpad\out\layout\InkPad.exe" as a payload file.  Its path in the package will be '
          r'"InkPad.exe".' + "\nPackage creation succeeded.")
SIGN_FAIL = ("Exit code 1\nDone Adding Additional Store\nSignTool Error: An unexpected internal error has occurred.\n"
             "Error information: \"Error: SignerSign() failed.\" (-2147024885/0x8007000b)")
MSIX = [
    ("user", r"build the msix for inkpad from out\layout and sign it with the test cert (certs\inkpad-test.pfx, the "
             r"password is in %PFX_PASS%). this is cmd, not powershell"),
    ("bash", MAKEAPPX + r" pack /d out\layout /p out\InkPad.msix", PACKED, False),
    ("bash", SIGN, SIGN_FAIL, True),
    ("bash", r'certutil -p %PFX_PASS% -dump certs\inkpad-test.pfx | findstr /b /c:"Subject:" & findstr '
             r'/c:"Publisher=" out\layout\AppxManifest.xml',
     'Subject: CN=InkPad Test, O=Quillworks\n           Publisher="CN=Quillworks Ltd"', False),
    ("say", "0x8007000b from SignerSign means the manifest's Publisher doesn't match the certificate subject exactly. "
            "Setting the manifest's Publisher to the cert's subject."),
    ("edit", r"C:\src\inkpad\out\layout\AppxManifest.xml", 'Publisher="CN=Quillworks Ltd"',
     'Publisher="CN=InkPad Test, O=Quillworks"'),
    ("bash", SIGN, SIGN_FAIL, True),
    ("say", r"Still 0x8007000b: I edited the layout, but out\InkPad.msix was packed before the edit and still carries "
            "the old manifest. Repacking with /o, so makeappx overwrites the existing package instead of stopping to "
            "ask whether to replace it, then signing."),
    ("bash", MAKEAPPX + r" pack /o /d out\layout /p out\InkPad.msix && " + SIGN,
     PACKED + "\nDone Adding Additional Store\n" + r"Successfully signed: out\InkPad.msix" + "\n", False),
    ("user", "great. Add-AppxPackage on my test VM says the publisher isn't trusted though"),
    ("say", "Sideloading needs the test certificate in the machine's Trusted People store, and that takes an elevated "
            "prompt on the VM, which I can't open from here. As Administrator on the VM: "
            r"`certutil -addstore TrustedPeople certs\inkpad-test.cer`, then run Add-AppxPackage again."),
    ("user", "ok, I'll do that on the VM later"),
]

COMPILE_FAIL = ("Exit code 1\nLoading package information... done \u2713\nCompiling /home/ola/src/org-tidy-links/"
                "org-tidy-links.el...\n\nIn end of data:\norg-tidy-links.el:{line}:1: Error: the function "
                "\u2018string-remove-prefix\u2019 {what}.\n\n\x1b[31m\u2717\x1b[0m Compiling org-tidy-links.el... failed")
EASK = [
    ("user", "CI says the byte-compile fails on Emacs 29 for org-tidy-links, can you reproduce it locally? eask is "
             "installed through npm, my shell is fish"),
    ("bash", "eask --version; and emacs --version | head -1", "0.10.1\nGNU Emacs 29.4", False),
    ("bash", "eask compile --strict", COMPILE_FAIL.format(line=142, what="is not known to be defined"), True),
    ("say", "string-remove-prefix lives in subr-x, which the file never requires; in an interactive Emacs it is "
            "usually loaded already, which is why it only shows in CI."),
    ("edit", "/home/ola/src/org-tidy-links/org-tidy-links.el", "(require 'org)\n",
     "(require 'org)\n(eval-when-compile (require 'subr-x))\n"),
    ("bash", "eask compile --strict", COMPILE_FAIL.format(line=143, what="might not be defined at runtime"), True),
    ("say", "eval-when-compile only loads subr-x while compiling. In Emacs 29 string-remove-prefix is an ordinary "
            "function, not a macro, so subr-x has to be required at load time too."),
    ("edit", "/home/ola/src/org-tidy-links/org-tidy-links.el", "(eval-when-compile (require 'subr-x))",
     "(require 'subr-x) ; string-remove-prefix is called at runtime"),
    ("bash", "eask compile --strict",
     "Loading package information... done \u2713\nCompiling /home/ola/src/org-tidy-links/org-tidy-links.el... done "
     "\u2713\n\n(Total of 1 file compiled, 0 skipped)", False),
    ("bash", "eask test ert test/org-tidy-links-test.el",
     "Exit code 1\nRunning 9 tests (2026-03-06 14:02:11+0100, selector \u2018t\u2019)\n   passed  1/9  "
     "otl-collapse-duplicates (0.000412 sec)\n   passed  2/9  otl-drop-fragment (0.000198 sec)\n   passed  3/9  "
     "otl-keep-query (0.000204 sec)\n   passed  4/9  otl-links-in-region (0.003911 sec)\nTest otl-normalise-url "
     "condition:\n    (ert-test-failed\n     ((should (equal (otl--normalise \"HTTP://Example.org/\") "
     "\"http://example.org/\")) :form\n      (equal \"HTTP://example.org/\" \"http://example.org/\") :value nil))\n"
     "   FAILED  5/9  otl-normalise-url (0.000233 sec) at test/org-tidy-links-test.el:41\n   passed  6/9  "
     "otl-skip-mailto (0.000101 sec)\n   passed  7/9  otl-sort-stable (0.000350 sec)\n   passed  8/9  "
     "otl-tidy-buffer (0.002750 sec)\n   passed  9/9  otl-trailing-slash (0.000122 sec)\n\nRan 9 tests, 8 results as "
     "expected, 1 unexpected (2026-03-06 14:02:11+0100, 0.012771 sec)\n\n1 unexpected results:\n   FAILED  "
     "otl-normalise-url", True),
    ("say", "otl--normalise downcases the host but leaves the scheme alone. Downcasing the scheme too."),
    ("edit", "/home/ola/src/org-tidy-links/org-tidy-links.el", "    (setf (url-host u) (downcase (url-host u)))",
     "    (setf (url-type u) (downcase (url-type u)))\n    (setf (url-host u) (downcase (url-host u)))"),
    ("bash", "eask lint checkdoc",
     "Loading package information... done \u2713\n\n`org-tidy-links.el` with checkdoc (1.0.0)\n\n"
     "\x1b[32mNo issues found\x1b[0m", False),
    ("user", "thanks, I have to head out \u2014 push the branch, I'll look at CI tomorrow"),
    ("bash", "git push -u origin fix/emacs29-compile",
     "To github.com:ola/org-tidy-links.git\n * [new branch]      fix/emacs29-compile -> fix/emacs29-compile\n"
     "branch 'fix/emacs29-compile' set up to track 'origin/fix/emacs29-compile'.", False),
]

ADD = 'ldapadd -x -D cn=admin,dc=corp,dc=lan -w "$LDAP_ADMIN_PW" -f '
LDAP = [
    ("user", "slapd 새로 설치했는데 base.ldif(ou=people, ou=groups) 넣는 게 안 돼. 관리자 비번은 $LDAP_ADMIN_PW 에 "
             "있어"),
    ("bash", ADD + "base.ldif", "Exit code 49\nldap_bind: Invalid credentials (49)", True),
    ("bash", "sudo ldapsearch -Q -LLL -Y EXTERNAL -H ldapi:/// -b cn=config '(olcSuffix=*)' olcSuffix olcRootDN",
     "dn: olcDatabase={1}mdb,cn=config\nolcSuffix: dc=nodomain\nolcRootDN: cn=admin,dc=nodomain", False),
    ("say", "DB suffix가 dc=nodomain으로 잡혀 있네요. 설치할 때 도메인을 못 받아서 기본값이 들어간 거라, "
            "cn=admin,dc=corp,dc=lan 으로는 바인드가 안 됩니다. `sudo dpkg-reconfigure slapd`로 도메인을 corp.lan으로 "
            "다시 설정해야 하는데, 대화형이라 여기서는 제가 못 돌려요."),
    ("user", "dpkg-reconfigure 내가 직접 돌렸어. 도메인 corp.lan, 비번은 그대로. 다시 해봐"),
    ("bash", ADD + "base.ldif",
     'adding new entry "ou=people,dc=corp,dc=lan"\n\nadding new entry "ou=groups,dc=corp,dc=lan"\n', False),
    ("bash", ADD + "users.ldif",
     'Exit code 21\nadding new entry "uid=minji,ou=people,dc=corp,dc=lan"\nldap_add: Invalid syntax (21)\n\t'
     "additional info: objectClass: value #0 invalid per syntax", True),
    ("bash", "grep -n objectClass users.ldif | cat -A | head -3",
     "3:objectClass: inetOrgPerson $\n4:objectClass: posixAccount$\n5:objectClass: shadowAccount$", False),
    ("say", "3번 줄 `inetOrgPerson` 뒤에 공백이 하나 붙어 있어요. LDIF는 값 끝 공백도 값으로 읽어서 그런 "
            "objectClass는 없다고 합니다. 줄 끝 공백을 지우고 다시 넣을게요."),
    ("bash", "sed -i 's/[[:space:]]*$//' users.ldif && " + ADD + "users.ldif",
     'adding new entry "uid=minji,ou=people,dc=corp,dc=lan"\n\nadding new entry "uid=doyun,ou=people,dc=corp,dc=lan"'
     "\n", False),
    ("user", "좋아. 이제 TLS도 켜줘. 인증서랑 키는 /etc/ldap/tls 에 있어"),
    ("write", "/tmp/tls.ldif",
     "dn: cn=config\nchangetype: modify\nreplace: olcTLSCertificateFile\nolcTLSCertificateFile: /etc/ldap/tls/"
     "ldap.crt\n-\nreplace: olcTLSCertificateKeyFile\nolcTLSCertificateKeyFile: /etc/ldap/tls/ldap.key\n"),
    ("bash", "sudo ldapmodify -Y EXTERNAL -H ldapi:/// -f /tmp/tls.ldif",
     "Exit code 80\nSASL/EXTERNAL authentication started\nSASL username: gidNumber=0+uidNumber=0,cn=peercred,"
     "cn=external,cn=auth\nSASL SSF: 0\nmodifying entry \"cn=config\"\nldap_modify: Other (e.g., implementation "
     "specific) error (80)", True),
    ("bash", "ls -l /etc/ldap/tls/",
     "total 8\n-rw-r--r-- 1 root root 1834 Mar  6 10:02 ldap.crt\n-rw------- 1 root root 1704 Mar  6 10:02 ldap.key",
     False),
    ("say", "slapd는 openldap 사용자로 도는데 ldap.key는 root만 읽을 수 있어서 80 에러가 납니다. "
            "`sudo chgrp openldap /etc/ldap/tls/ldap.key && sudo chmod 640 /etc/ldap/tls/ldap.key` 후에 ldapmodify를 "
            "다시 하면 됩니다. 바로 할까요?"),
    ("user", "아 키 권한은 보안팀 승인 받아야 해. 일단 그대로 두고, 아까 추가한 사용자들 들어갔는지만 확인해줘"),
    ("bash", "ldapsearch -x -LLL -H ldap://localhost -b ou=people,dc=corp,dc=lan uid",
     "dn: uid=minji,ou=people,dc=corp,dc=lan\nuid: minji\n\ndn: uid=doyun,ou=people,dc=corp,dc=lan\nuid: doyun", False),
    ("user", "됐다, 고마워"),
]

KINIT = "kinit -kt ~/keys/svc-etl.keytab svc-etl@CORP.EXAMPLE.COM"
KERBEROS = [
    ("user", "the AD team sent svc-etl.keytab (it's in ~/keys). make kinit work from WSL with it so the nightly ETL "
             "job can get a ticket without a password"),
    ("bash", KINIT, 'Exit code 1\nkinit: Cannot find KDC for realm "CORP.EXAMPLE.COM" while getting initial '
                    "credentials", True),
    ("bash", "head -5 /etc/krb5.conf",
     "[libdefaults]\n\tdefault_realm = ATHENA.MIT.EDU\n\n# The following krb5.conf variables are only for MIT "
     "Kerberos.\n\tkdc_timesync = 1", False),
    ("say", "That's the stock Debian krb5.conf (ATHENA.MIT.EDU) with nothing for CORP.EXAMPLE.COM. I'll write a "
            "config for this job and point KRB5_CONFIG at it rather than edit /etc."),
    ("write", "/home/tom/etl/krb5.conf",
     "[libdefaults]\n  default_realm = CORP.EXAMPLE.COM\n  dns_lookup_kdc = true\n  rdns = false\n\n[realms]\n  "
     "CORP.EXAMPLE.COM = {\n    kdc = dc01.corp.example.com\n  }\n"),
    ("bash", "KRB5_CONFIG=~/etl/krb5.conf " + KINIT,
     "Exit code 1\nkinit: Clock skew too great while getting initial credentials", True),
    ("bash", "date -u; powershell.exe -NoProfile -Command \"[DateTime]::UtcNow.ToString('u')\"",
     "Fri Mar  6 09:41:07 UTC 2026\n2026-03-06 09:52:33Z", False),
    ("say", "The KDC answers now. WSL's clock is 11 minutes behind Windows (a known drift after the host sleeps) and "
            "Kerberos only tolerates 5. `sudo hwclock -s` resyncs WSL from the host clock."),
    ("bash", "sudo hwclock -s && date -u", "Fri Mar  6 09:52:51 UTC 2026", False),
    ("bash", "KRB5_CONFIG=~/etl/krb5.conf " + KINIT + " && klist",
     "Ticket cache: FILE:/tmp/krb5cc_1000\nDefault principal: svc-etl@CORP.EXAMPLE.COM\n\nValid starting       "
     "Expires              Service principal\n03/06/2026 09:53:02  03/06/2026 19:53:02  "
     "krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM\n\trenew until 03/13/2026 09:53:02", False),
    ("user", "nice. what enctypes does the keytab have? the AD team wasn't sure"),
    ("bash", "klist -kte ~/keys/svc-etl.keytab",
     "Keytab name: FILE:/home/tom/keys/svc-etl.keytab\nKVNO Timestamp           Principal\n---- ------------------- "
     "------------------------------------------------------\n   3 03/05/2026 16:20:11 svc-etl@CORP.EXAMPLE.COM "
     "(aes256-cts-hmac-sha1-96) \n   3 03/05/2026 16:20:11 svc-etl@CORP.EXAMPLE.COM (arcfour-hmac) ", False),
    ("say", "kvno 3 with aes256-cts-hmac-sha1-96 and arcfour-hmac (RC4). Current MIT krb5 disables RC4 by default, so "
            "the ticket above came from the aes256 key and the arcfour entry is simply unused."),
]

SESSIONS = {
    "s06-ahk2-powershell": (r"C:\Users\hana\tools\hotkeys", "2026-03-05T13:20:00Z", "main", AHK2),
    "s07-msix-cmd": (r"C:\src\inkpad", "2026-03-05T16:02:00Z", "packaging", MSIX),
    "s08-eask-fish": ("/home/ola/src/org-tidy-links", "2026-03-06T13:55:00Z", "fix/emacs29-compile", EASK),
    "s09-openldap-ko": ("/home/minsu/ldap", "2026-03-06T00:58:00Z", "HEAD", LDAP),
    "s10-kerberos-wsl": ("/home/tom/etl", "2026-03-06T09:38:00Z", "main", KERBEROS),
}
