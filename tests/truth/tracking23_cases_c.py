"""The cases of the twenty-third tracking corpus, part three: acme.sh defaulting to ZeroSSL without an account
e-mail, and a ZFS pool moved from another machine (both Korean lessons). The labelling rules are in
tracking23_cases.py."""
from __future__ import annotations

from tests.truth.tracking23_cases import T, bash

# ---------------------------------------------------------------- e: acme.sh and ZeroSSL's account e-mail


def acme_log(stamp: str, *lines: str) -> str:
    return "\n".join(f"[{stamp}] {line}" for line in lines)


def zerossl_refused(stamp: str) -> str:
    return acme_log(stamp, "Using CA: https://acme.zerossl.com/v2/DV90", "Create account key ok.",
                    "No EAB credentials found for ZeroSSL, let's get one",
                    "acme.sh is using ZeroSSL as default CA now.",
                    "Please update your account with an email address first.",
                    "acme.sh --register-account -m my@example.com",
                    "See: https://github.com/acmesh-official/acme.sh/wiki/ZeroSSL.com-CA",
                    "Please add '--debug' or '--log' to check more details.")


def issued(stamp: str, domain: str, ca: str = "https://acme-v02.api.letsencrypt.org/directory") -> str:
    return acme_log(stamp, f"Using CA: {ca}", "Creating domain key",
                    f"The domain key is here: /root/.acme.sh/{domain}_ecc/{domain}.key",
                    f"Single domain='{domain}'", f"Verifying: {domain}", "Success",
                    "Verify finished, start to sign.", "Cert success.",
                    f"Your cert is in: /root/.acme.sh/{domain}_ecc/{domain}.cer")


def lesson_e() -> None:
    T.source("s-acme-zerossl", "/root", "2025-11-07T02:10:00Z", "HEAD",
             ("user", "새 VPS에 acme.sh 설치했어. shop.example.kr 인증서를 webroot 방식으로 발급해 줘. 웹루트는 "
                      "/var/www/html."),
             bash("~/.acme.sh/acme.sh --issue -d shop.example.kr -w /var/www/html",
                  zerossl_refused("Fri Nov  7 02:10:41 UTC 2025"), True),
             ("say", "acme.sh 최신 버전은 기본 CA가 ZeroSSL이라서, 이메일로 등록된 계정이 없으면 발급을 거부합니다. "
                     "이 서버는 Let's Encrypt를 쓰기로 했으니 --server letsencrypt 로 다시 발급하겠습니다."),
             bash("~/.acme.sh/acme.sh --issue --server letsencrypt -d shop.example.kr -w /var/www/html",
                  issued("Fri Nov  7 02:12:03 UTC 2025", "shop.example.kr")))
    T.lesson("t23-acmesh-zerossl", "global", "ko", "s-acme-zerossl", "tool_quirk",
             "acme.sh 기본 CA(ZeroSSL)는 계정 이메일 없이 발급을 거부한다",
             "새로 설치한 acme.sh로 `--issue` 하자 \"Please update your account with an email address first.\" "
             "로 끝나고 인증서가 발급되지 않았다.",
             "Let's Encrypt를 쓰는 줄 알고 도메인, 방화벽, 웹루트 설정만 계속 고치는 것.",
             "acme.sh 3.0부터 기본 CA가 Let's Encrypt에서 ZeroSSL로 바뀌었고, ZeroSSL은 이메일이 등록된 계정(EAB)을 "
             "요구한다.",
             "발급 명령에 `--server letsencrypt`를 붙이거나, `acme.sh --set-default-ca --server letsencrypt`로 기본 CA를 "
             "바꾼다. ZeroSSL을 계속 쓸 거라면 먼저 `acme.sh --register-account -m <메일주소>`로 계정을 등록한다.",
             ["`~/.acme.sh/acme.sh --issue -d shop.example.kr -w /var/www/html`",
              "`acme.sh is using ZeroSSL as default CA now.`",
              "`Please update your account with an email address first.`",
              "`~/.acme.sh/acme.sh --issue --server letsencrypt -d shop.example.kr -w /var/www/html`"])


def later_e() -> None:
    T.later("l-acme-set-default", "/root", "2025-11-23T03:00:00Z", "HEAD",
            ("user", "api.example.kr 서버에도 인증서 발급해 줘. nginx 모드로."),
            bash("~/.acme.sh/acme.sh --set-default-ca --server letsencrypt",
                 acme_log("Sun Nov 23 03:00:24 UTC 2025", "Changed default CA to: "
                          "https://acme-v02.api.letsencrypt.org/directory")),
            bash("~/.acme.sh/acme.sh --issue --nginx -d api.example.kr",
                 issued("Sun Nov 23 03:00:51 UTC 2025", "api.example.kr")))
    T.pair("t23-acmesh-zerossl", "l-acme-set-default", "applied",
           "--set-default-ca --server letsencrypt ran before the issue, which succeeded")
    T.later("l-acme-register", "/root", "2025-11-29T05:40:00Z", "HEAD",
            ("user", "Let's keep ZeroSSL on the mail host. Issue mail.example.kr with standalone mode."),
            bash("~/.acme.sh/acme.sh --register-account -m ops@example.kr",
                 acme_log("Sat Nov 29 05:40:12 UTC 2025", "No EAB credentials found for ZeroSSL, let's get one",
                          "Registering account: https://acme.zerossl.com/v2/DV90", "Registered",
                          "ACCOUNT_THUMBPRINT='mH3sQk0xV8c2Jp1nT4bA6yWz9eRf5uLd7oGiE2hC0Ks'")),
            bash("~/.acme.sh/acme.sh --issue --standalone -d mail.example.kr",
                 issued("Sat Nov 29 05:40:40 UTC 2025", "mail.example.kr", "https://acme.zerossl.com/v2/DV90")))
    T.pair("t23-acmesh-zerossl", "l-acme-register", "applied",
           "the account was registered with -m first, the lesson's other named fix; the issue then succeeded")
    T.later("l-acme-wildcard", "/root", "2025-12-06T01:15:00Z", "HEAD",
            ("user", "새 서버(ns2)에서 *.example.kr 와일드카드 인증서를 Cloudflare DNS로 발급해 줘. CF_Token은 "
                     "환경변수에 있어."),
            bash("~/.acme.sh/acme.sh --issue --dns dns_cf -d 'example.kr' -d '*.example.kr'",
                 zerossl_refused("Sat Dec  6 01:15:33 UTC 2025"), True),
            ("say", "이 서버도 acme.sh 기본 CA가 ZeroSSL이네요. Let's Encrypt로 지정해서 다시 발급합니다."),
            bash("~/.acme.sh/acme.sh --issue --server letsencrypt --dns dns_cf -d 'example.kr' -d '*.example.kr'",
                 issued("Sat Dec  6 01:17:02 UTC 2025", "example.kr")))
    T.pair("t23-acmesh-zerossl", "l-acme-wildcard", "recurred",
           "ZeroSSL's \"update your account with an email address\" refusal on another server, then fixed")
    T.later("l-acme-renew-404", "/root", "2025-12-13T04:05:00Z", "HEAD",
            ("user", "shop.example.kr 갱신이 실패했다는 메일이 왔어. 확인해 줘."),
            bash("~/.acme.sh/acme.sh --renew -d shop.example.kr --force",
                 acme_log("Sat Dec 13 04:05:40 UTC 2025", "Renew: 'shop.example.kr'",
                          "Using CA: https://acme-v02.api.letsencrypt.org/directory", "Verifying: shop.example.kr",
                          "shop.example.kr: Invalid status. Verification error details: 203.0.113.24: Invalid "
                          "response from http://shop.example.kr/.well-known/acme-challenge/Xy3k9QvT: 404",
                          "Please add '--debug' or '--log' to check more details."), True),
            ("say", "HTTP 검증 파일이 404입니다. nginx 설정에서 /.well-known 경로가 새 앱 프록시로 넘어가고 있어요."),
            ("edit", "/etc/nginx/sites-enabled/shop.conf", "location / {",
             "location /.well-known/acme-challenge/ {\n        root /var/www/html;\n    }\n\n    location / {"),
            bash("nginx -t && systemctl reload nginx", "nginx: the configuration file /etc/nginx/nginx.conf syntax is "
                 "ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"))
    T.pair("t23-acmesh-zerossl", "l-acme-renew-404", "neither",
           "a different acme.sh failure (challenge 404 on Let's Encrypt), no ZeroSSL refusal and no CA switch")
    T.later("l-acme-early", "/root", "2025-10-19T06:00:00Z", "HEAD",
            ("user", "Issue blog.example.kr on this box."),
            bash("~/.acme.sh/acme.sh --issue -d blog.example.kr -w /srv/blog",
                 zerossl_refused("Sun Oct 19 06:00:31 UTC 2025"), True),
            bash("~/.acme.sh/acme.sh --issue --server letsencrypt -d blog.example.kr -w /srv/blog",
                 issued("Sun Oct 19 06:01:10 UTC 2025", "blog.example.kr")))
    T.pair("t23-acmesh-zerossl", "l-acme-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- f: a ZFS pool last used by another system

def foreign_pool(pool: str, host: str, hostid: str, when: str) -> str:
    return (f"cannot import '{pool}': pool was previously in use from another system.\n"
            f"Last accessed by {host} (hostid={hostid}) at {when}\n"
            "The pool can be imported, use 'zpool import -f' to import the pool.")


def lesson_f() -> None:
    T.source("s-zpool-force", "/root", "2025-11-09T11:30:00Z", "HEAD",
             ("user", "옛 NAS(oldnas)가 메인보드 고장으로 죽어서 디스크 두 개를 새 서버로 옮겼어. tank 풀 가져와 줘."),
             bash("zpool import", "   pool: tank\n     id: 8842157720931846615\n  state: ONLINE\nstatus: The pool was "
                  "last accessed by another system.\n action: The pool can be imported using its name or numeric "
                  "identifier and\n\tthe '-f' flag.\n   see: https://openzfs.github.io/openzfs-docs/msg/ZFS-8000-EY\n"
                  " config:\n\n\ttank        ONLINE\n\t  mirror-0  ONLINE\n\t    ata-WDC_WD40EFRX-68N32N0_WD-WCC7K1AB"
                  "  ONLINE\n\t    ata-WDC_WD40EFRX-68N32N0_WD-WCC7K2CD  ONLINE"),
             bash("zpool import tank", foreign_pool("tank", "oldnas", "1f2e3d4c", "Sun Nov  9 02:14:51 2025"), True),
             ("say", "옛 NAS가 죽기 전에 export를 못 해서 풀에 다른 hostid가 남아 있습니다. oldnas는 더 이상 이 "
                     "디스크를 쓰지 않으니 -f로 강제로 가져와도 안전합니다."),
             bash("zpool import -f tank && zpool status -x tank", "pool 'tank' is healthy"))
    T.lesson("t23-zpool-import-force", "global", "ko", "s-zpool-force", "env_setup",
             "다른 시스템에서 쓰던 ZFS 풀은 zpool import -f 로만 가져올 수 있다",
             "디스크를 새 서버로 옮긴 뒤 `zpool import tank`가 \"pool was previously in use from another system\"으로 "
             "거부됐다.",
             "풀이 깨졌다고 생각하고 `zpool import -F`(복구 모드, 트랜잭션 되감기)를 쓰거나 zpool.cache를 지우는 것.",
             "풀에 마지막으로 쓴 시스템의 hostid가 남아 있다. 옛 시스템에서 `zpool export`를 하지 못했으면, 두 "
             "시스템이 동시에 풀을 쓰는 사고를 막으려고 다른 hostid의 가져오기를 거부한다.",
             "옛 시스템이 더 이상 그 디스크를 쓰지 않는 것을 확인하고 `zpool import -f <풀>`로 강제로 가져온다. 옛 "
             "시스템이 살아 있다면 그쪽에서 먼저 `zpool export <풀>`를 한다.",
             ["`zpool import tank`",
              "`cannot import 'tank': pool was previously in use from another system.`",
              "`The pool can be imported, use 'zpool import -f' to import the pool.`",
              "`zpool import -f tank && zpool status -x tank`"])


def later_f() -> None:
    T.later("l-zfs-backup-pool", "/root", "2025-11-25T19:20:00Z", "HEAD",
            ("user", "Now the backup disks from the old NAS too. Pool name is backup."),
            bash("zpool import backup", foreign_pool("backup", "oldnas", "1f2e3d4c", "Sun Nov  9 02:14:49 2025"),
                 True),
            bash("zpool import -f backup && zpool list backup",
                 "NAME     SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT\n"
                 "backup  7.27T  3.02T  4.25T        -         -     4%    41%  1.00x    ONLINE  -"))
    T.pair("t23-zpool-import-force", "l-zfs-backup-pool", "recurred",
           "\"previously in use from another system\" again for the backup pool before -f was used")
    T.later("l-zfs-no-such-pool", "/root", "2025-12-01T20:45:00Z", "HEAD",
            ("user", "USB 케이스에 있는 archive2 풀도 붙여 줘."),
            bash("zpool import archive2", "cannot import 'archive2': no such pool available", True),
            ("say", "기본 검색 경로(/dev)에서 풀을 못 찾았습니다. USB 디스크는 by-id 경로로 찾아보겠습니다."),
            bash("zpool import -d /dev/disk/by-id archive2 && zpool status -x archive2", "pool 'archive2' is healthy"))
    T.pair("t23-zpool-import-force", "l-zfs-no-such-pool", "neither",
           "\"cannot import … no such pool available\" is a different cause (device search path); no -f used")
    T.later("l-zfs-script-force", "/root", "2025-12-07T07:10:00Z", "HEAD",
            ("user", "Write a script that imports the archive pool from the shelf without mounting, then mounts "
                     "photos. The shelf was attached to the old NAS last, so force the import."),
            ("write", "/usr/local/sbin/attach-archive", "#!/bin/sh\nset -e\nzpool import -f -N archive\n"
             "zfs mount archive/photos\n"),
            bash("chmod +x /usr/local/sbin/attach-archive && /usr/local/sbin/attach-archive",
                 "cannot mount 'archive/photos': directory is not empty", True),
            ("say", "The import worked; /archive/photos has leftover files from before the pool was attached. "
                    "I won't delete them without asking."))
    T.pair("t23-zpool-import-force", "l-zfs-script-force", "applied",
           "zpool import -f ran before any import failure; the mount error after it is a different one")
    T.later("l-zfs-scrub", "/root", "2025-12-14T22:00:00Z", "HEAD",
            ("user", "tank 스크럽 돌리고 결과 알려 줘."),
            bash("zpool scrub -w tank && zpool status tank | sed -n '1,6p'",
                 "  pool: tank\n state: ONLINE\n  scan: scrub repaired 0B in 05:12:44 with 0 errors on Sun Dec 14 "
                 "03:12:45 2025\nconfig:\n\n\tNAME        STATE     READ WRITE CKSUM"))
    T.pair("t23-zpool-import-force", "l-zfs-scrub", "neither", "a scrub of an imported pool; no import at all")
    T.later("l-zfs-early", "/root", "2025-10-30T12:00:00Z", "HEAD",
            ("user", "Import the test pool from the disks I moved over."),
            bash("zpool import testpool", foreign_pool("testpool", "lab1", "0a9b8c7d", "Wed Oct 29 18:02:10 2025"),
                 True),
            bash("zpool import -f testpool", ""))
    T.pair("t23-zpool-import-force", "l-zfs-early", "neither", "dated before the lesson's source session")
