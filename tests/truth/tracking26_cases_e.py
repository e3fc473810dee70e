"""tracking26's cases, part e: Subversion refusing a server certificate from the company CA in a
non-interactive shell (a Korean lesson), and the OpenLDAP tools trying SASL unless told -x. The labelling rules
are in tracking26_cases.py."""
from __future__ import annotations

from tests.truth.tracking26_cases import T, bad, edit, ok, say, u, write

# ---- svn: E230001 issuer is not trusted ----

SVN_CA = ("svn: E170013: Unable to connect to a repository at URL '{url}'\n"
          "svn: E230001: Server SSL certificate verification failed: issuer is not trusted")


def svn_source() -> None:
    url = "https://svn.corp.example/repos/billing/trunk"
    T.source(
        "s-svn-ca", "/home/minsu/work", "2026-02-09T01:30:00Z", "HEAD",
        u("billing 트렁크를 svn으로 체크아웃해줘. 사내 svn 서버야."),
        bad(f"svn checkout {url} billing --non-interactive", SVN_CA.format(url=url)),
        say("서버 인증서가 사내 CA로 서명되어 있어서 svn이 신뢰하지 않습니다. 비대화형이라 수락 프롬프트도 뜨지 "
            "않습니다. 알 수 없는 CA만 허용하도록 옵션을 줍니다."),
        ok(f"svn checkout {url} billing --non-interactive --trust-server-cert-failures=unknown-ca",
           "A    billing/pom.xml\nA    billing/src/main/java/corp/billing/Invoice.java\n"
           "Checked out revision 48213.\n"),
    )
    T.lesson(
        "t26-svn-unknown-ca", "global", "ko", "s-svn-ca", "tool_quirk",
        "사내 CA 인증서의 svn 서버: 비대화형에서는 E230001로 바로 실패",
        "`svn checkout ... --non-interactive` 가 `svn: E230001: Server SSL certificate verification failed: "
        "issuer is not trusted` 로 실패한다.",
        "네트워크나 계정 문제로 보고 비밀번호를 다시 넣거나, 인증서 검증 자체를 끄는 방법을 찾는 것.",
        "서버 인증서가 사내 CA로 서명되어 있고 svn은 그 CA를 모른다. 비대화형 셸에서는 (p)ermanently accept "
        "프롬프트도 나오지 않는다.",
        "명령에 `--non-interactive --trust-server-cert-failures=unknown-ca` 를 붙이거나, "
        "`~/.subversion/servers` 의 `[global]` 에 `ssl-authority-files = <사내 CA 경로>` 를 넣는다.",
        ["`svn: E230001: Server SSL certificate verification failed: issuer is not trusted`",
         "`--trust-server-cert-failures=unknown-ca` → `Checked out revision 48213.`"],
    )


def svn_later() -> None:
    T.later(
        "l-svn-reports-update", "/home/minsu/work/reports", "2026-03-03T02:00:00Z", "HEAD",
        u("reports 작업 사본 svn update 해줘."),
        bad("svn update --non-interactive",
            "Updating '.':\n" + SVN_CA.format(url="https://svn.corp.example/repos/reports/trunk")),
        ok("svn update --non-interactive --trust-server-cert-failures=unknown-ca",
           "Updating '.':\nU    queries/monthly.sql\nUpdated to revision 48377.\n"),
    )
    T.later(
        "l-svn-servers-file", "/home/minsu/work/billing", "2026-03-16T00:45:00Z", "HEAD",
        u("매번 옵션 붙이기 귀찮아. 사내 CA를 svn 설정에 등록하고 최근 로그 3개 보여줘."),
        edit("/home/minsu/.subversion/servers", "[global]\n",
             "[global]\nssl-authority-files = /usr/local/share/ca-certificates/corp-root.crt\n"),
        ok("svn log -l 3 --non-interactive",
           "------------------------------------------------------------------------\nr48290 | jhkim | "
           "2026-03-14 17:02:11 +0900 (Sat, 14 Mar 2026) | 1 line\n\nfix rounding in InvoiceLine\n"),
    )
    T.later(
        "l-svn-pwsh-export", "C:\\Users\\minsu\\release", "2026-03-31T06:00:00Z", "HEAD",
        u("윈도우 PowerShell에서 릴리스 태그 2.4.0을 export 해줘."),
        ok("pwsh -NoProfile -Command \"svn export https://svn.corp.example/repos/billing/tags/2.4.0 billing-2.4.0 "
           "--non-interactive --trust-server-cert-failures=unknown-ca\"",
           "A    billing-2.4.0\nA    billing-2.4.0\\pom.xml\nExported revision 48301.\n"),
        bad("pwsh -NoProfile -Command \"svn export https://svn.corp.example/repos/billing/tags/2.4.1 billing-2.4.1 "
            "--non-interactive --trust-server-cert-failures=unknown-ca\"",
            "svn: E170000: URL 'https://svn.corp.example/repos/billing/tags/2.4.1' doesn't exist"),
    )
    T.later(
        "l-svn-auth-failed", "/home/minsu/work", "2026-04-13T01:10:00Z", "HEAD",
        u("ops 저장소 체크아웃. 내 계정으로."),
        bad("svn checkout https://svn.corp.example/repos/ops/trunk ops --non-interactive --username minsu",
            "svn: E170013: Unable to connect to a repository at URL 'https://svn.corp.example/repos/ops/trunk'\n"
            "svn: E215004: No more credentials or we tried too many times.\nAuthentication failed"),
        say("비대화형이라 비밀번호를 물어볼 수 없습니다. --password-from-stdin 으로 넘겨 주세요."),
    )
    T.later(
        "l-svn-quoted", "/home/minsu/work", "2026-04-27T03:00:00Z", "HEAD",
        u("Jenkins 로그에 \"svn: E230001: Server SSL certificate verification failed: issuer is not trusted\" "
          "가 찍혔대. 무슨 뜻인지만 설명해줘."),
        say("svn이 서버 인증서를 발급한 CA를 모른다는 뜻입니다. 에이전트에 사내 CA를 ssl-authority-files로 "
            "등록하거나 --trust-server-cert-failures=unknown-ca 를 쓰면 됩니다."),
    )
    T.later(
        "l-svn-before", "/home/minsu/work", "2026-01-15T02:00:00Z", "HEAD",
        u("billing 트렁크 체크아웃."),
        bad("svn checkout https://svn.corp.example/repos/billing/trunk billing --non-interactive",
            SVN_CA.format(url="https://svn.corp.example/repos/billing/trunk")),
        say("인증서 문제로 보입니다. 인프라 팀에 CA 파일을 요청해 보겠습니다."),
    )


def svn_pairs() -> None:
    lid = "t26-svn-unknown-ca"
    T.pair(lid, "l-svn-reports-update", "recurred", "E230001 issuer is not trusted on another working copy before "
           "the trust option")
    T.pair(lid, "l-svn-servers-file", "applied", "ssl-authority-files added to ~/.subversion/servers, then svn log "
           "works")
    T.pair(lid, "l-svn-pwsh-export", "applied", "--trust-server-cert-failures=unknown-ca from PowerShell; the later "
           "missing-tag error is different")
    T.pair(lid, "l-svn-auth-failed", "neither", "a different svn error (authentication), no certificate failure")
    T.pair(lid, "l-svn-quoted", "neither", "the error is only quoted by the person; no svn call at all")
    T.pair(lid, "l-svn-before", "neither", "dated before the lesson's source session")


# ---- ldapsearch and friends: without -x they try a SASL bind ----

SASL_FAIL = ("ldap_sasl_interactive_bind_s: Unknown authentication method (-6)\n\tadditional info: SASL(-4): "
             "no mechanism available: No worthy mechs found")


def ldap_source() -> None:
    T.source(
        "s-ldap-simple", "/home/tomas/src/sso-sync", "2026-02-11T09:00:00Z", "feat/ldap-groups",
        u("List the eng-* groups from the directory with the sync account so I can map them."),
        bad('ldapsearch -H ldap://ldap.corp.lan -D "cn=sync,ou=svc,dc=corp,dc=lan" -w "$LDAP_PW" '
            '-b "ou=groups,dc=corp,dc=lan" "(cn=eng-*)" cn', SASL_FAIL),
        say("With -D and -w but no -x, ldapsearch still attempts a SASL bind, and no SASL mechanism is usable "
            "here. Adding -x for a simple bind."),
        ok('ldapsearch -x -H ldap://ldap.corp.lan -D "cn=sync,ou=svc,dc=corp,dc=lan" -w "$LDAP_PW" '
           '-b "ou=groups,dc=corp,dc=lan" "(cn=eng-*)" cn',
           "# extended LDIF\n#\ndn: cn=eng-backend,ou=groups,dc=corp,dc=lan\ncn: eng-backend\n\n"
           "dn: cn=eng-mobile,ou=groups,dc=corp,dc=lan\ncn: eng-mobile\n\n# numEntries: 2\n"),
    )
    T.lesson(
        "t26-ldap-simple-bind", "global", "en", "s-ldap-simple", "tool_quirk",
        "OpenLDAP's ldapsearch/ldapmodify need -x for a simple bind with -D/-w",
        "`ldapsearch -H ldap://ldap.corp.lan -D ... -w ...` fails with `ldap_sasl_interactive_bind_s: Unknown "
        "authentication method (-6)` and `No worthy mechs found`.",
        "Thinking the bind DN or password is wrong and resetting the service account.",
        "The OpenLDAP client tools default to a SASL bind; -D and -w alone don't switch them to simple "
        "authentication.",
        "Add `-x` to ldapsearch, and the same to ldapmodify, ldapadd, ldapdelete and ldapwhoami whenever you "
        "bind with a DN and password.",
        ["`ldap_sasl_interactive_bind_s: Unknown authentication method (-6)`",
         "`ldapsearch -x -H ldap://ldap.corp.lan` → `# numEntries: 2`"],
    )


def ldap_later() -> None:
    T.later(
        "l-ldap-modify-member", "/home/tomas/src/sso-sync", "2026-03-05T10:30:00Z", "feat/add-member",
        u("Add ana to eng-backend with add-member.ldif over ldaps."),
        bad('ldapmodify -H ldaps://ldap2.corp.lan -D "cn=admin,dc=corp,dc=lan" -w "$LDAP_ADMIN_PW" '
            '-f add-member.ldif', SASL_FAIL),
        ok('ldapmodify -x -H ldaps://ldap2.corp.lan -D "cn=admin,dc=corp,dc=lan" -w "$LDAP_ADMIN_PW" '
           '-f add-member.ldif', 'modifying entry "cn=eng-backend,ou=groups,dc=corp,dc=lan"\n'),
    )
    T.later(
        "l-ldap-whoami", "/home/tomas/src/sso-sync", "2026-03-18T08:15:00Z", "main",
        u("Check the sync account can still bind against dc2 after the password rotation."),
        ok('ldapwhoami -x -H ldap://dc2.corp.lan -D "cn=sync,ou=svc,dc=corp,dc=lan" -w "$LDAP_PW"',
           "dn:cn=sync,ou=svc,dc=corp,dc=lan\n"),
    )
    T.later(
        "l-ldap-zsh-badpw", "/Users/tomas/src/sso-sync", "2026-04-01T09:45:00Z", "fix/rotation",
        u("From my mac (zsh), look up the mail attribute for uid=ana."),
        ok("zsh -c 'ldapsearch -x -LLL -H ldap://ldap.corp.lan -D \"cn=sync,ou=svc,dc=corp,dc=lan\" -w "
           "\"$LDAP_PW\" -b \"ou=people,dc=corp,dc=lan\" \"(uid=ana)\" mail'",
           "dn: uid=ana,ou=people,dc=corp,dc=lan\nmail: ana@corp.lan\n"),
        bad("zsh -c 'ldapsearch -x -LLL -H ldap://ldap-ro.corp.lan -D \"cn=sync,ou=svc,dc=corp,dc=lan\" -w "
            "\"$LDAP_PW_OLD\" -b \"ou=people,dc=corp,dc=lan\" \"(uid=ana)\" mail'",
            "ldap_bind: Invalid credentials (49)", 49),
    )
    T.later(
        "l-ldap-unreachable", "/home/tomas/src/sso-sync", "2026-04-15T07:30:00Z", "main",
        u("Query the new replica ldap3.corp.lan for the groups base."),
        bad('ldapsearch -H ldap://ldap3.corp.lan -b "ou=groups,dc=corp,dc=lan" "(objectClass=*)" dn',
            "ldap_sasl_interactive_bind_s: Can't contact LDAP server (-1)", 255),
        say("The replica isn't answering on 389 yet; it was only provisioned this morning."),
    )
    T.later(
        "l-ldap-runbook", "/home/tomas/src/sso-sync", "2026-04-28T13:00:00Z", "docs/runbook",
        u("Write docs/runbook.md with the commands we use to check group membership."),
        write("/home/tomas/src/sso-sync/docs/runbook.md",
              "# Directory checks\n\n```\nldapsearch -x -H ldap://ldap.corp.lan -D \"cn=sync,ou=svc,dc=corp,dc=lan\""
              " -W -b \"ou=groups,dc=corp,dc=lan\" \"(member=uid=NAME,ou=people,dc=corp,dc=lan)\" cn\n```\n"),
    )
    T.later(
        "l-ldap-delete-zsh", "/Users/tomas/src/sso-sync", "2026-05-08T09:10:00Z", "chore/cleanup",
        u("Delete the leftover uid=tmp-import entry (zsh on my mac)."),
        bad("zsh -c 'ldapdelete -H ldap://ldap.corp.lan -D \"cn=admin,dc=corp,dc=lan\" -w \"$LDAP_ADMIN_PW\" "
            "\"uid=tmp-import,ou=people,dc=corp,dc=lan\"'", SASL_FAIL),
        u("Stop there, I'll do it from the admin console."),
    )


def ldap_pairs() -> None:
    lid = "t26-ldap-simple-bind"
    T.pair(lid, "l-ldap-modify-member", "recurred", "ldapmodify without -x hits Unknown authentication method "
           "(-6) on another host, then -x fixes it")
    T.pair(lid, "l-ldap-whoami", "applied", "ldapwhoami -x with a DN and password, no SASL failure")
    T.pair(lid, "l-ldap-zsh-badpw", "applied", "ldapsearch -x from zsh works; the later Invalid credentials is a "
           "different failure")
    T.pair(lid, "l-ldap-delete-zsh", "recurred", "ldapdelete without -x hits the SASL failure from zsh, not "
           "fixed")
    T.pair(lid, "l-ldap-unreachable", "neither", "a different ldapsearch error (can't contact the server), no -x")
    T.pair(lid, "l-ldap-runbook", "neither", "ldapsearch -x only written into a runbook")
    T.pair("t26-svn-unknown-ca", "l-ldap-whoami", "neither", "an LDAP session, nothing about svn")


FILLS = [svn_source, svn_later, svn_pairs, ldap_source, ldap_later, ldap_pairs]
