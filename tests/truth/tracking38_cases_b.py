"""Cases of the thirty-eighth tracking corpus (tables and rules in tracking38_cases.py): Postfix hash: maps never
compiled with postmap (Korean), MIT kinit with no KDC for the realm, and HDFS simple-auth permission denied."""
from __future__ import annotations

from tests.truth.tracking38_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# ---------------------------------------------------------------------------------------------------------------
# 3. Postfix hash: maps never compiled with postmap (a Korean lesson)

def no_db(name: str) -> str:
    return f"postmap: fatal: open database /etc/postfix/{name}.db: No such file or directory"


def fill_postmap() -> None:
    T.source(
        "s-postmap-sasl", "/home/ubuntu/mailrelay", "2026-02-07T10:20:00Z", "main",
        user("SES로 릴레이하게 postfix 설정했는데 메일이 큐에만 쌓여요. 봐 주세요"),
        ok("sudo postqueue -p | tail -4",
           "4F2C81A0B3      412 Sat Feb  7 10:02:11  alerts@acme.kr\n(delivery temporarily suspended: SASL "
           "authentication failed; server email-smtp.ap-northeast-2.amazonaws.com[13.125.10.4] said: 530 "
           "Authentication required)\n                                         ops@acme.kr\n-- 3 Kbytes in 7 Requests."),
        ok("sudo journalctl -u postfix@- -n 3 --no-pager",
           "Feb 07 10:19:02 relay1 postfix/smtp[18231]: warning: hash:/etc/postfix/sasl_passwd is unavailable. "
           "open database /etc/postfix/sasl_passwd.db: No such file or directory\nFeb 07 10:19:02 relay1 "
           "postfix/smtp[18231]: warning: hash:/etc/postfix/sasl_passwd lookup error for "
           "\"[email-smtp.ap-northeast-2.amazonaws.com]:587\"\nFeb 07 10:19:02 relay1 postfix/smtp[18231]: "
           "4F2C81A0B3: to=<ops@acme.kr>, relay=none, delay=1011, dsn=4.3.0, status=deferred"),
        err("sudo postmap -q '[email-smtp.ap-northeast-2.amazonaws.com]:587' hash:/etc/postfix/sasl_passwd",
            no_db("sasl_passwd")),
        ok("ls -l /etc/postfix/sasl_passwd*", "-rw------- 1 root root 98 Feb  7 09:51 /etc/postfix/sasl_passwd"),
        say("sasl_passwd 텍스트 파일만 있고 postfix가 읽는 sasl_passwd.db가 없습니다. postmap으로 만들고 reload "
            "하겠습니다."),
        ok("sudo postmap /etc/postfix/sasl_passwd && sudo postfix reload && sudo postqueue -f",
           "postfix/postfix-script: refreshing the Postfix mail system"),
    )
    T.lesson(
        "t38-postmap-hash", "global", "ko", "s-postmap-sasl", "workflow",
        "Postfix hash: 맵은 postmap으로 .db를 만들기 전에는 없는 것과 같다",
        "릴레이 메일이 deferred로 큐에 쌓이고 로그에 `warning: hash:/etc/postfix/sasl_passwd is unavailable. open "
        "database /etc/postfix/sasl_passwd.db: No such file or directory`가 찍힌다. `postmap -q` 조회도 "
        "`postmap: fatal: open database /etc/postfix/sasl_passwd.db: No such file or directory`로 끝난다.",
        "텍스트 파일 sasl_passwd는 제자리에 있고 내용도 맞아서, SASL 인증 정보가 틀린 것처럼 보인다.",
        "main.cf의 `hash:` 맵은 텍스트 파일이 아니라 postmap이 만든 .db 파일을 읽는다. 파일을 만들거나 고친 뒤 "
        "postmap을 돌리지 않으면 .db가 없거나 예전 내용 그대로다.",
        "맵 파일을 만들거나 고칠 때마다 `postmap /etc/postfix/sasl_passwd`(또는 `postmap hash:/etc/postfix/"
        "sasl_passwd`)로 .db를 다시 만들고 `postfix reload`(또는 `systemctl reload postfix`)한다. transport, "
        "virtual 같은 다른 hash: 맵도 똑같고, 컨테이너나 다른 릴레이 서버에서도 그 안에서 postmap을 돌려야 한다.",
        ["`warning: hash:/etc/postfix/sasl_passwd is unavailable. open database /etc/postfix/sasl_passwd.db: No "
         "such file or directory`",
         "`postmap: fatal: open database /etc/postfix/sasl_passwd.db: No such file or directory`",
         "`sudo postmap /etc/postfix/sasl_passwd && sudo postfix reload` 뒤 `refreshing the Postfix mail system`"],
    )

    # recurred: a new transport map never compiled, then fixed
    T.later(
        "l-postmap-transport", "/home/ubuntu/mailrelay", "2026-03-08T13:00:00Z", "main",
        user("Route everything for partner.co.kr straight to their MX, mx.partner.co.kr, via a transport map."),
        edit("/etc/postfix/main.cf", "relayhost = [email-smtp.ap-northeast-2.amazonaws.com]:587\n",
             "relayhost = [email-smtp.ap-northeast-2.amazonaws.com]:587\ntransport_maps = hash:/etc/postfix/"
             "transport\n"),
        write("/etc/postfix/transport", "partner.co.kr    smtp:[mx.partner.co.kr]:25\n"),
        ok("sudo postfix reload", "postfix/postfix-script: refreshing the Postfix mail system"),
        err("sudo postmap -q partner.co.kr hash:/etc/postfix/transport", no_db("transport")),
        say("The transport file was never compiled; postfix reads transport.db."),
        ok("sudo postmap /etc/postfix/transport && sudo postfix reload && sudo postmap -q partner.co.kr "
           "hash:/etc/postfix/transport",
           "postfix/postfix-script: refreshing the Postfix mail system\nsmtp:[mx.partner.co.kr]:25"),
    )
    T.pair("t38-postmap-hash", "l-postmap-transport", "recurred",
           "a new hash: map (transport) is used without its .db and postmap -q fails with the missing database")

    # applied: postmap hash: after editing virtual, then systemctl reload
    T.later(
        "l-postmap-virtual", "/home/ubuntu/mailrelay", "2026-03-16T08:30:00Z", "main",
        user("sales@acme.kr 별칭을 kim, lee 두 명한테 가게 추가해줘"),
        read("/etc/postfix/virtual", "support@acme.kr    park@acme.kr\n"),
        edit("/etc/postfix/virtual", "support@acme.kr    park@acme.kr\n",
             "support@acme.kr    park@acme.kr\nsales@acme.kr      kim@acme.kr,lee@acme.kr\n"),
        ok("sudo postmap hash:/etc/postfix/virtual && sudo systemctl reload postfix", ""),
        ok("postmap -q sales@acme.kr hash:/etc/postfix/virtual", "kim@acme.kr,lee@acme.kr"),
    )
    T.pair("t38-postmap-hash", "l-postmap-virtual", "applied",
           "the edited virtual map is compiled with postmap hash: and postfix reloaded, lookups then work")

    # applied: in the relay container after rotating credentials
    T.later(
        "l-postmap-container", "/home/ops/mailrelay-docker", "2026-03-25T17:45:00Z", "main",
        user("I rotated the SES SMTP credentials, secrets/sasl_passwd has the new ones. Load them into the running "
             "relay container."),
        ok("docker compose ps mailrelay", "NAME        IMAGE                   STATUS\nmailrelay   acme/postfix-relay:3.8 "
           "  Up 6 days"),
        ok("docker cp secrets/sasl_passwd mailrelay:/etc/postfix/sasl_passwd && docker exec mailrelay chmod 600 "
           "/etc/postfix/sasl_passwd", ""),
        ok("docker exec mailrelay postmap /etc/postfix/sasl_passwd && docker exec mailrelay postfix reload",
           "postfix/postfix-script: refreshing the Postfix mail system"),
        ok("docker exec mailrelay sh -c 'echo \"Subject: relay test\" | sendmail -v ops@acme.kr' | tail -1",
           "Mail Delivery Status Report will be mailed to <root>."),
    )
    T.pair("t38-postmap-hash", "l-postmap-container", "applied",
           "after the new credentials are copied in, postmap and postfix reload run inside the container")

    # recurred: another relay over ssh
    T.later(
        "l-postmap-mx2", "/home/ubuntu/mailrelay", "2026-04-03T10:10:00Z", "main",
        user("mx2에서도 SES 릴레이가 안 된대. sasl_passwd는 어제 복사해 놨어"),
        err("ssh mx2 \"sudo postmap -q '[email-smtp.ap-northeast-2.amazonaws.com]:587' "
            "hash:/etc/postfix/sasl_passwd\"", no_db("sasl_passwd")),
        ok("ssh mx2 'sudo postmap /etc/postfix/sasl_passwd && sudo systemctl reload postfix && sudo postqueue -f'",
           ""),
    )
    T.pair("t38-postmap-hash", "l-postmap-mx2", "recurred",
           "on mx2 the copied sasl_passwd was never compiled and postmap -q fails on the missing .db")

    # neither: same symptom (deferred, SASL failure) from wrong credentials; postmap only queried
    T.later(
        "l-postmap-bad-creds", "/home/ubuntu/mailrelay", "2026-04-14T09:25:00Z", "main",
        user("Mail is stuck in the queue again on relay1, can you check?"),
        ok("sudo journalctl -u postfix@- -n 2 --no-pager",
           "Apr 14 09:20:41 relay1 postfix/smtp[30112]: 9A1B2C3D4E: SASL authentication failed; server "
           "email-smtp.ap-northeast-2.amazonaws.com[13.125.10.4] said: 535 Authentication Credentials Invalid\n"
           "Apr 14 09:20:41 relay1 postfix/smtp[30112]: 9A1B2C3D4E: to=<ops@acme.kr>, status=deferred"),
        ok("sudo postmap -q '[email-smtp.ap-northeast-2.amazonaws.com]:587' hash:/etc/postfix/sasl_passwd | "
           "cut -c1-8", "AKIAZX3Q"),
        say("The map is compiled and the lookup returns the credentials; SES rejects them (535). These look like "
            "IAM access keys rather than SES SMTP credentials, which are derived separately. Generate SMTP "
            "credentials in the SES console and I can load them."),
        user("ok, I'll do that tomorrow"),
    )
    T.pair("t38-postmap-hash", "l-postmap-bad-creds", "neither",
           "the map compiles and resolves; the deferral comes from invalid SES credentials, another cause")

    # neither: before the lesson, holding the failure
    T.later(
        "l-postmap-early", "/home/ubuntu/mailrelay", "2026-01-29T16:00:00Z", "main",
        user("relay1 세팅 확인만 해줘"),
        err("sudo postmap -q '[email-smtp.ap-northeast-2.amazonaws.com]:587' hash:/etc/postfix/sasl_passwd",
            no_db("sasl_passwd")),
        user("아직 SES 자격 증명 안 넣었어. 나중에 하자"),
    )
    T.pair("t38-postmap-hash", "l-postmap-early", "neither",
           "the session is dated before the lesson's source session")




# ---------------------------------------------------------------------------------------------------------------
# 4. MIT kinit with no KDC for the realm (zsh)

KRB = "~/keytabs/svc-ingest.keytab svc-ingest@CORP.EXAMPLE.NET"


def no_kdc(realm: str) -> str:
    return f'kinit: Cannot find KDC for realm "{realm}" while getting initial credentials'


def tgt(principal: str, realm: str, day: str) -> str:
    return (f"Ticket cache: FILE:/tmp/krb5cc_1000\nDefault principal: {principal}@{realm}\n\n"
            "Valid starting       Expires              Service principal\n"
            f"{day} 09:41:12  {day} 19:41:12  krbtgt/{realm}@{realm}\n\trenew until {day} 23:59:00")


def fill_kinit() -> None:
    T.source(
        "s-kinit-realm", "/home/minji/work/hadoop-gw", "2026-02-09T09:38:00Z", "main",
        user("Get me a Kerberos ticket for svc-ingest in CORP.EXAMPLE.NET with the keytab in ~/keytabs. The realm "
             "config is in infra/krb5.conf. I'm in zsh."),
        ok("head -4 /etc/krb5.conf && ls infra", "[libdefaults]\n\tdefault_realm = ATHENA.MIT.EDU\n\n[realms]\n"
           "hdfs-site.xml\nkrb5.conf\ncore-site.xml"),
        err(f"kinit -kt {KRB}", no_kdc("CORP.EXAMPLE.NET")),
        say("/etc/krb5.conf is the package default and has no CORP.EXAMPLE.NET realm, so the library cannot find "
            "a KDC. The repo's infra/krb5.conf lists the KDCs; KRB5_CONFIG points the library at it."),
        ok(f"KRB5_CONFIG=$PWD/infra/krb5.conf kinit -kt {KRB} && KRB5_CONFIG=$PWD/infra/krb5.conf klist",
           tgt("svc-ingest", "CORP.EXAMPLE.NET", "02/09/2026")),
    )
    T.lesson(
        "t38-kinit-kdc", "global", "en", "s-kinit-realm", "security",
        "kinit cannot find a KDC when the system krb5.conf does not list the realm",
        "`kinit` fails at once with `kinit: Cannot find KDC for realm \"CORP.EXAMPLE.NET\" while getting initial "
        "credentials`, before any password or keytab is checked.",
        "It reads like a network or DNS outage of the KDC, but no request was ever sent: the client has no KDC "
        "address for that realm.",
        "MIT Kerberos reads /etc/krb5.conf unless KRB5_CONFIG names another file; the distribution's default file "
        "has no [realms] entry for the company realm and DNS SRV lookup is off.",
        "Point the library at a krb5.conf that knows the realm: `KRB5_CONFIG=<path>/krb5.conf kinit …` (inline, "
        "`export KRB5_CONFIG=…`, `set -gx KRB5_CONFIG …` in fish, `-e KRB5_CONFIG=…` for a container), or add the "
        "realm's kdc lines under [realms] in /etc/krb5.conf. klist, hdfs and other Kerberos clients need the same "
        "setting.",
        ["`kinit: Cannot find KDC for realm \"CORP.EXAMPLE.NET\" while getting initial credentials`",
         "`KRB5_CONFIG=$PWD/infra/krb5.conf kinit -kt ~/keytabs/svc-ingest.keytab svc-ingest@CORP.EXAMPLE.NET` "
         "then klist showed `krbtgt/CORP.EXAMPLE.NET@CORP.EXAMPLE.NET`"],
    )

    # applied: exported KRB5_CONFIG in zsh, then the hadoop client
    T.later(
        "l-kinit-export", "/home/minji/work/hadoop-gw", "2026-03-03T08:50:00Z", "main",
        user("List what landed in /warehouse/raw on the secure cluster overnight."),
        ok(f"export KRB5_CONFIG=$PWD/infra/krb5.conf && kinit -kt {KRB} && klist -s && echo ticket-ok",
           "ticket-ok"),
        ok("export KRB5_CONFIG=$PWD/infra/krb5.conf HADOOP_CONF_DIR=$PWD/infra && hdfs dfs -ls /warehouse/raw",
           "Found 3 items\ndrwxr-xr-x   - etl supergroup 0 2026-03-03 02:11 /warehouse/raw/clicks\n"
           "drwxr-xr-x   - etl supergroup 0 2026-03-03 02:14 /warehouse/raw/orders\n"
           "drwxr-xr-x   - etl supergroup 0 2026-03-03 02:20 /warehouse/raw/sessions"),
        say("Clicks, orders and sessions all have fresh directories from 02:11–02:20."),
    )
    T.pair("t38-kinit-kdc", "l-kinit-export", "applied",
           "KRB5_CONFIG is exported to the repo's krb5.conf before kinit, which gets a ticket")

    # applied: fish spelling
    T.later(
        "l-kinit-fish", "/home/minji/work/hadoop-gw", "2026-03-12T18:05:00Z", "main",
        user("my ticket expired, renew it — I'm on fish today"),
        ok("fish -c 'set -gx KRB5_CONFIG ~/work/hadoop-gw/infra/krb5.conf; kinit -kt ~/keytabs/minji.keytab "
           "minji@CORP.EXAMPLE.NET; and klist'", tgt("minji", "CORP.EXAMPLE.NET", "03/12/2026")),
    )
    T.pair("t38-kinit-kdc", "l-kinit-fish", "applied", "set -gx KRB5_CONFIG in fish before kinit; the ticket is issued")

    # recurred: another realm, then a krb5.conf written for it
    T.later(
        "l-kinit-lab-realm", "/home/minji/work/hadoop-gw", "2026-03-20T10:30:00Z", "lab-cluster",
        user("The lab cluster uses LAB.EXAMPLE.NET, KDC is kdc1.lab.example.net. Get a ticket with "
             "~/keytabs/svc-etl-lab.keytab."),
        err("kinit -kt ~/keytabs/svc-etl-lab.keytab svc-etl@LAB.EXAMPLE.NET", no_kdc("LAB.EXAMPLE.NET")),
        write("/home/minji/work/hadoop-gw/infra/krb5-lab.conf",
              "[libdefaults]\n  default_realm = LAB.EXAMPLE.NET\n\n[realms]\n  LAB.EXAMPLE.NET = {\n"
              "    kdc = kdc1.lab.example.net\n    admin_server = kdc1.lab.example.net\n  }\n"),
        ok("KRB5_CONFIG=$PWD/infra/krb5-lab.conf kinit -kt ~/keytabs/svc-etl-lab.keytab svc-etl@LAB.EXAMPLE.NET "
           "&& KRB5_CONFIG=$PWD/infra/krb5-lab.conf klist", tgt("svc-etl", "LAB.EXAMPLE.NET", "03/20/2026")),
    )
    T.pair("t38-kinit-kdc", "l-kinit-lab-realm", "recurred",
           "kinit for LAB.EXAMPLE.NET fails with Cannot find KDC before a krb5.conf is written and pointed at")

    # recurred: inside the client container, then fixed with -e KRB5_CONFIG
    T.later(
        "l-kinit-container", "/home/minji/work/hadoop-gw", "2026-04-01T07:55:00Z", "main",
        user("Check that the hadoop-client image can authenticate with the svc-ingest keytab."),
        ok("docker image ls acme/hadoop-client --format '{{.Tag}}'", "3.3\n3.2"),
        err("docker run --rm -v ~/keytabs:/keytabs:ro acme/hadoop-client:3.3 kinit -kt /keytabs/svc-ingest.keytab "
            "svc-ingest@CORP.EXAMPLE.NET", no_kdc("CORP.EXAMPLE.NET")),
        ok("docker run --rm -v ~/keytabs:/keytabs:ro -v $PWD/infra:/etc/hadoop-gw:ro -e "
           "KRB5_CONFIG=/etc/hadoop-gw/krb5.conf acme/hadoop-client:3.3 sh -c 'kinit -kt "
           "/keytabs/svc-ingest.keytab svc-ingest@CORP.EXAMPLE.NET && klist'",
           tgt("svc-ingest", "CORP.EXAMPLE.NET", "04/01/2026").replace("/tmp/krb5cc_1000", "/tmp/krb5cc_0")),
    )
    T.pair("t38-kinit-kdc", "l-kinit-container", "recurred",
           "kinit in the container fails with Cannot find KDC for CORP.EXAMPLE.NET before -e KRB5_CONFIG is added")

    # neither: the realm is configured, the keytab is stale (another error)
    T.later(
        "l-kinit-preauth", "/home/minji/work/reports", "2026-04-08T09:15:00Z", "main",
        user("kinit stopped working on the reports box since my password change, look?"),
        ok("grep -A3 '^\\[realms\\]' /etc/krb5.conf", "[realms]\n  CORP.EXAMPLE.NET = {\n"
           "    kdc = kdc1.corp.example.net\n    kdc = kdc2.corp.example.net"),
        err("kinit -kt ~/keytabs/minji.keytab minji@CORP.EXAMPLE.NET",
            "kinit: Preauthentication failed while getting initial credentials"),
        ok("klist -kt ~/keytabs/minji.keytab", "Keytab name: FILE:/home/minji/keytabs/minji.keytab\n"
           "KVNO Timestamp           Principal\n---- ------------------- ------------------------------------------\n"
           "   3 01/12/2026 10:02:44 minji@CORP.EXAMPLE.NET"),
        say("The realm is configured here; the KDC rejects the key. The keytab still holds kvno 3 from before "
            "your password change, so it needs to be regenerated (ktutil or from the admin)."),
    )
    T.pair("t38-kinit-kdc", "l-kinit-preauth", "neither",
           "kinit finds the KDC and fails on preauthentication (a stale keytab), a different error")

    # neither: KRB5_CONFIG only written into the README; klist fails on an empty cache
    T.later(
        "l-kinit-readme", "/home/minji/work/hadoop-gw", "2026-04-16T15:00:00Z", "docs",
        user("Document in the README how to get a ticket for this repo, and check whether I currently have one."),
        err("klist", "klist: No credentials cache found (filename: /tmp/krb5cc_1000)"),
        edit("/home/minji/work/hadoop-gw/README.md", "## Setup\n",
             "## Setup\n\nKerberos: the system krb5.conf does not know our realm. Run\n\n"
             "    KRB5_CONFIG=$PWD/infra/krb5.conf kinit -kt ~/keytabs/<you>.keytab <you>@CORP.EXAMPLE.NET\n\n"),
        say("README updated. You have no ticket at the moment (empty cache)."),
    )
    T.pair("t38-kinit-kdc", "l-kinit-readme", "neither",
           "the KRB5_CONFIG line is only written into the README and kinit never runs; klist's error is another")


# ---------------------------------------------------------------------------------------------------------------
# 5. HDFS simple-auth permission denied (fish)

def hdfs_denied(verb: str, user_: str, inode: str) -> str:
    return (f"{verb}: Permission denied: user={user_}, access=WRITE, inode=\"{inode}\":hdfs:supergroup:"
            "drwxr-xr-x")


def fill_hdfs() -> None:
    T.source(
        "s-hdfs-user", "/home/ravi/etl", "2026-02-11T13:55:00Z", "main",
        user("Create /warehouse/raw/clicks on the dev cluster and upload today's click file from data/. My shell "
             "is fish if that matters."),
        ok("hdfs dfs -ls /warehouse/raw", "Found 2 items\n"
           "drwxr-xr-x   - hdfs supergroup          0 2026-01-30 10:11 /warehouse/raw/orders\n"
           "drwxr-xr-x   - hdfs supergroup          0 2026-01-30 10:11 /warehouse/raw/sessions"),
        err("hdfs dfs -mkdir -p /warehouse/raw/clicks", hdfs_denied("mkdir", "ravi", "/warehouse/raw")),
        say("The dev cluster runs simple auth, so the client sends your login name and /warehouse/raw belongs to "
            "hdfs. HADOOP_USER_NAME makes the client act as hdfs; in fish that is set -x."),
        ok("fish -c 'set -x HADOOP_USER_NAME hdfs; hdfs dfs -mkdir -p /warehouse/raw/clicks; and hdfs dfs -put "
           "data/clicks-2026-02-11.parquet /warehouse/raw/clicks/; and hdfs dfs -ls /warehouse/raw/clicks'",
           "Found 1 items\n-rw-r--r--   3 hdfs supergroup   48211093 2026-02-11 14:03 "
           "/warehouse/raw/clicks/clicks-2026-02-11.parquet"),
    )
    T.lesson(
        "t38-hdfs-simple-user", "global", "en", "s-hdfs-user", "workflow",
        "HDFS on simple auth denies writes because the client sends the local login as the user",
        "`hdfs dfs -mkdir` (or put, or a Spark job's write) fails with `Permission denied: user=ravi, "
        "access=WRITE, inode=\"/warehouse/raw\":hdfs:supergroup:drwxr-xr-x`.",
        "It looks like an ACL someone must grant; on a dev cluster without Kerberos the user name is simply "
        "whatever the client claims.",
        "With hadoop.security.authentication=simple the client identifies as the OS user unless "
        "HADOOP_USER_NAME is set, and the warehouse directories belong to hdfs with mode 755.",
        "Act as the owner: `HADOOP_USER_NAME=hdfs hdfs dfs …` (inline or exported in bash/zsh, `set -x "
        "HADOOP_USER_NAME hdfs` in fish, `$env:HADOOP_USER_NAME='hdfs'` in PowerShell; the same variable covers "
        "spark-submit), or `sudo -u hdfs hdfs dfs …` on a cluster node; better, have hdfs create and chown the "
        "directory once.",
        ["`mkdir: Permission denied: user=ravi, access=WRITE, inode=\"/warehouse/raw\":hdfs:supergroup:drwxr-xr-x`",
         "`set -x HADOOP_USER_NAME hdfs; hdfs dfs -mkdir -p /warehouse/raw/clicks` then the put and ls succeeded"],
    )

    # applied: inline HADOOP_USER_NAME in bash to create and chown
    T.later(
        "l-hdfs-chown-inline", "/home/ravi/etl", "2026-03-05T09:40:00Z", "feat/curated",
        user("The curate job will write to /warehouse/curated as the etl user. Set that up on dev."),
        ok("HADOOP_USER_NAME=hdfs hdfs dfs -mkdir -p /warehouse/curated/orders && HADOOP_USER_NAME=hdfs hdfs dfs "
           "-chown -R etl:etl /warehouse/curated", ""),
        ok("hdfs dfs -ls -d /warehouse/curated /warehouse/curated/orders",
           "drwxr-xr-x   - etl etl          0 2026-03-05 09:41 /warehouse/curated\n"
           "drwxr-xr-x   - etl etl          0 2026-03-05 09:41 /warehouse/curated/orders"),
        ok("git add jobs/curate_orders.py && git commit -m 'curate: write under /warehouse/curated'",
           "[feat/curated 41a9e03] curate: write under /warehouse/curated\n 1 file changed, 3 insertions(+)"),
    )
    T.pair("t38-hdfs-simple-user", "l-hdfs-chown-inline", "applied",
           "HADOOP_USER_NAME=hdfs is set inline for the mkdir and chown, which succeed")

    # applied: sudo -u hdfs on an edge node
    T.later(
        "l-hdfs-sudo-home", "/home/ravi/etl", "2026-03-13T11:20:00Z", "main",
        user("Jin joined, give her a home directory on dev HDFS."),
        ok("ssh edge01 'sudo -u hdfs hdfs dfs -mkdir /user/jin && sudo -u hdfs hdfs dfs -chown jin:jin /user/jin "
           "&& hdfs dfs -ls -d /user/jin'", "drwxr-xr-x   - jin jin          0 2026-03-13 11:21 /user/jin"),
    )
    T.pair("t38-hdfs-simple-user", "l-hdfs-sudo-home", "applied",
           "the directory is made and chowned with sudo -u hdfs on the edge node, no denial")

    # recurred: through spark-submit, then fixed in fish
    T.later(
        "l-hdfs-spark", "/home/ravi/etl", "2026-03-21T08:00:00Z", "fix/curate-perms",
        user("Run the orders curate job on yarn."),
        ok("git status --short", ""),
        err("spark-submit --master yarn --deploy-mode client jobs/curate_orders.py --day 2026-03-20",
            "26/03/21 08:01:12 INFO SparkContext: Running Spark version 3.5.1\n...\n"
            "py4j.protocol.Py4JJavaError: An error occurred while calling o112.parquet.\n"
            ": org.apache.hadoop.security.AccessControlException: Permission denied: user=ravi, access=WRITE, "
            "inode=\"/warehouse/curated/orders\":etl:etl:drwxr-xr-x\n\tat org.apache.hadoop.hdfs.server.namenode."
            "FSPermissionChecker.check(FSPermissionChecker.java:506)"),
        say("The job writes as ravi; the directory belongs to etl. Running it as etl."),
        ok("fish -c 'set -x HADOOP_USER_NAME etl; spark-submit --master yarn --deploy-mode client "
           "jobs/curate_orders.py --day 2026-03-20'", "26/03/21 08:06:40 INFO curate: wrote 1203344 rows to "
           "/warehouse/curated/orders/day=2026-03-20"),
        ok("hdfs dfs -du -s -h /warehouse/curated/orders/day=2026-03-20", "87.1 M  261.3 M  "
           "/warehouse/curated/orders/day=2026-03-20"),
    )
    T.pair("t38-hdfs-simple-user", "l-hdfs-spark", "recurred",
           "the Spark write is denied for user=ravi on /warehouse/curated/orders before HADOOP_USER_NAME is set")

    # recurred: another user and path, left for the admin
    T.later(
        "l-hdfs-landing", "/home/jin/exports", "2026-04-04T14:30:00Z", "main",
        user("push the csv exports to /data/landing on dev hdfs"),
        ok("ls exports", "customers.csv\ninvoices.csv"),
        err("hdfs dfs -put exports/*.csv /data/landing/", hdfs_denied("put", "jin", "/data/landing")),
        user("don't impersonate hdfs, I'll ask Ravi to open that directory for me"),
    )
    T.pair("t38-hdfs-simple-user", "l-hdfs-landing", "recurred",
           "put to /data/landing is denied for user=jin, the same simple-auth write denial")

    # neither: a different HDFS error (file exists)
    T.later(
        "l-hdfs-exists", "/home/ravi/etl", "2026-04-10T14:05:00Z", "main",
        user("re-upload today's clicks file, the first upload was truncated"),
        err("hdfs dfs -put data/clicks-2026-04-10.parquet /warehouse/raw/clicks/",
            "put: `/warehouse/raw/clicks/clicks-2026-04-10.parquet': File exists"),
        ok("hdfs dfs -put -f data/clicks-2026-04-10.parquet /warehouse/raw/clicks/ && hdfs dfs -ls "
           "/warehouse/raw/clicks/clicks-2026-04-10.parquet", "-rw-r--r--   3 ravi supergroup   51022931 "
           "2026-04-10 14:06 /warehouse/raw/clicks/clicks-2026-04-10.parquet"),
    )
    T.pair("t38-hdfs-simple-user", "l-hdfs-exists", "neither", "a different HDFS error (File exists), fixed with -f")

    # neither for HDFS (Kerberos cluster error), applied for kinit (KRB5_CONFIG before kinit)
    T.later(
        "l-hdfs-secure", "/home/ravi/etl", "2026-04-18T10:00:00Z", "main",
        user("Now try the same listing against the secure cluster config in infra/secure."),
        err("HADOOP_CONF_DIR=$PWD/infra/secure hdfs dfs -ls /warehouse",
            "ls: SIMPLE authentication is not enabled.  Available:[TOKEN, KERBEROS]"),
        say("The secure cluster needs a Kerberos ticket; HADOOP_USER_NAME would not help here."),
        ok("export KRB5_CONFIG=$PWD/infra/secure/krb5.conf && kinit -kt ~/keytabs/ravi.keytab ravi@CORP.EXAMPLE.NET "
           "&& HADOOP_CONF_DIR=$PWD/infra/secure hdfs dfs -ls /warehouse", "Found 2 items\n"
           "drwxr-xr-x   - etl supergroup 0 2026-04-17 23:10 /warehouse/curated\n"
           "drwxr-xr-x   - etl supergroup 0 2026-04-17 23:02 /warehouse/raw"),
    )
    T.pair("t38-hdfs-simple-user", "l-hdfs-secure", "neither",
           "the HDFS error is the Kerberos-only cluster refusing simple auth, not a write denial")
    T.pair("t38-kinit-kdc", "l-hdfs-secure", "applied",
           "KRB5_CONFIG is exported to the secure krb5.conf before kinit, which succeeds")

    # neither: before the lesson
    T.later(
        "l-hdfs-early", "/home/ravi/etl", "2026-01-25T10:00:00Z", "main",
        user("what is in /warehouse/raw on dev?"),
        ok("hdfs dfs -ls /warehouse/raw", "Found 2 items\n"
           "drwxr-xr-x   - hdfs supergroup 0 2026-01-24 10:11 /warehouse/raw/orders\n"
           "drwxr-xr-x   - hdfs supergroup 0 2026-01-24 10:11 /warehouse/raw/sessions"),
        err("hdfs dfs -mkdir /warehouse/raw/tmp-ravi", hdfs_denied("mkdir", "ravi", "/warehouse/raw")),
    )
    T.pair("t38-hdfs-simple-user", "l-hdfs-early", "neither", "the session is dated before the lesson's source session")
    T.pair("t38-kinit-kdc", "l-hdfs-early", "neither", "the session is dated before the lesson's source session")


FILLS = [fill_postmap, fill_kinit, fill_hdfs]
