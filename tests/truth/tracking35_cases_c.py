"""Cases of the thirty-fifth tracking corpus, part c: Filebeat's strict permission check, a second Logstash stopped
by the running service's path.data lock (Korean), and PySpark's PYTHON_VERSION_MISMATCH between a venv driver and
the system python worker (Korean). Tables and rules are in tracking35_cases.py."""
from __future__ import annotations

from tests.truth.tracking35_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------
# Filebeat: a group-writable filebeat.yml
# ---------------------------------------------------------------------------------------------------------

OBS = "/home/lee/obs-stack"
FB_RUN = ("docker run --rm -v \"$PWD/filebeat.yml:/usr/share/filebeat/filebeat.yml:ro\" "
          "docker.elastic.co/beats/filebeat:8.13.2")


def fb_err(path: str = "/usr/share/filebeat/filebeat.yml", perms: str = "-rw-rw-r--") -> str:
    return ("Exiting: error loading config file: config file (\"filebeat.yml\") can only be writable by the owner "
            f"but the permissions are \"{perms}\" (to fix the permissions use: 'chmod go-w {path}')")


def filebeat() -> None:
    T.source(
        "s-filebeat-perms", OBS, "2026-04-09T10:00:00Z", "main",
        user("Validate the new filebeat.yml with the 8.13 container before we ship it."),
        ok("git log -1 --format=%s -- filebeat.yml", "Add nginx and journald inputs"),
        err(FB_RUN + " filebeat test config", fb_err()),
        ok("ls -l filebeat.yml && umask", "-rw-rw-r-- 1 lee lee 1204 Apr  9 10:12 filebeat.yml\n0002"),
        say("Your umask 0002 left filebeat.yml group-writable, and Filebeat refuses a config that anyone but its "
            "owner can write. Dropping group/other write."),
        ok("chmod go-w filebeat.yml && " + FB_RUN + " filebeat test config", "Config OK"),
    )
    T.lesson(
        "t35-filebeat-perms", "project", "en", "s-filebeat-perms", "security",
        "Filebeat refuses a filebeat.yml that is group-writable",
        "`filebeat test config` in the 8.13 container exits with \"can only be writable by the owner but the "
        "permissions are \"-rw-rw-r--\"\".",
        "The file is mounted read-only into the container, so write permission seems irrelevant; the check looks at "
        "the mode bits the host file carries, which a umask of 0002 makes group-writable.",
        "Filebeat's strict permission check rejects config files (filebeat.yml and modules.d/*.yml) writable by "
        "group or others.",
        "Take group/other write off the file before running Filebeat: `chmod go-w filebeat.yml` (a mode such as 644 "
        "or 600 does the same, also for files in modules.d); for a throwaway check `--strict.perms=false` on the "
        "filebeat command turns the check off. The separate ownership check (must be owned by root or the beat's "
        "user) is a different error.",
        ["`filebeat test config` → \"can only be writable by the owner but the permissions are\"",
         "`ls -l filebeat.yml && umask` → \"-rw-rw-r-- 1 lee lee 1204\"",
         "`chmod go-w filebeat.yml` → \"Config OK\""],
    )

    T.later(
        "l-fb-nginx-module", OBS, "2026-05-10T09:20:00Z", "main",
        user("Enable the nginx module and check the config still validates."),
        ok("cp modules.d/nginx.yml.disabled modules.d/nginx.yml && git status --short", "?? modules.d/nginx.yml"),
        ok("chmod go-w filebeat.yml modules.d/nginx.yml && docker run --rm -v \"$PWD/filebeat.yml:/usr/share/"
           "filebeat/filebeat.yml:ro\" -v \"$PWD/modules.d:/usr/share/filebeat/modules.d:ro\" "
           "docker.elastic.co/beats/filebeat:8.13.2 filebeat test config", "Config OK"),
        say("Config OK with the nginx module enabled."),
    )
    T.pair("t35-filebeat-perms", "l-fb-nginx-module", "applied",
           "chmod go-w is run on filebeat.yml and the new module file before filebeat test config, which passes")

    T.later(
        "l-fb-compose-strict", OBS, "2026-05-17T15:40:00Z", "feat/k8s-logs",
        user("Quick sanity check of the k8s-logs filebeat config through compose; don't touch file modes."),
        ok("docker compose config --services", "elasticsearch\nfilebeat\nkibana\nlogstash"),
        ok("docker compose run --rm filebeat filebeat test config --strict.perms=false", "Config OK"),
    )
    T.pair("t35-filebeat-perms", "l-fb-compose-strict", "applied",
           "filebeat test config runs with --strict.perms=false, the throwaway spelling the lesson names")

    T.later(
        "l-fb-make-target", OBS, "2026-05-25T11:00:00Z", "main",
        user("Use the new make target to check the filebeat config."),
        ok("sed -n '/^check-filebeat:/,/^$/p' Makefile",
           "check-filebeat:\n\tchmod 0644 filebeat.yml\n\tdocker run --rm -v \"$(CURDIR)/filebeat.yml:/usr/share/"
           "filebeat/filebeat.yml:ro\" docker.elastic.co/beats/filebeat:8.13.2 filebeat test config\n"),
        ok("make check-filebeat",
           "chmod 0644 filebeat.yml\ndocker run --rm -v \"/home/lee/obs-stack/filebeat.yml:/usr/share/filebeat/"
           "filebeat.yml:ro\" docker.elastic.co/beats/filebeat:8.13.2 filebeat test config\nConfig OK"),
    )
    T.pair("t35-filebeat-perms", "l-fb-make-target", "applied",
           "the make target sets mode 0644 on filebeat.yml before the check, and it passes")

    T.later(
        "l-fb-log-vm", OBS, "2026-06-01T08:25:00Z", "main",
        user("Deploy the config to log-vm-3 and validate it there."),
        ok("scp filebeat.yml log-vm-3:/tmp/filebeat.yml && ssh log-vm-3 'sudo install -o root -g root -m 0664 "
           "/tmp/filebeat.yml /etc/filebeat/filebeat.yml'", ""),
        err("ssh log-vm-3 'sudo filebeat test config -c /etc/filebeat/filebeat.yml'",
            fb_err("/etc/filebeat/filebeat.yml")),
        ok("ssh log-vm-3 'sudo chmod go-w /etc/filebeat/filebeat.yml && sudo filebeat test config -c "
           "/etc/filebeat/filebeat.yml'", "Config OK"),
    )
    T.pair("t35-filebeat-perms", "l-fb-log-vm", "recurred",
           "installed with mode 0664 on another host, filebeat rejects the group-writable config again")

    T.later(
        "l-fb-fresh-clone", "/home/yuna/obs-stack", "2026-06-08T14:15:00Z", "main",
        user("I just cloned obs-stack. Check the filebeat config works for me too."),
        ok("git log -1 --oneline", "5be71c0 Enable nginx module"),
        err(FB_RUN + " filebeat test config", fb_err()),
        say("Your checkout is group-writable too (umask 0002). Re-running without the strict check for now; "
            "I can chmod the file if you like."),
        ok(FB_RUN + " filebeat test config --strict.perms=false", "Config OK"),
    )
    T.pair("t35-filebeat-perms", "l-fb-fresh-clone", "recurred",
           "in a fresh clone at another path the same can-only-be-writable-by-the-owner error shows first")

    T.later(
        "l-fb-root-owner", OBS, "2026-06-14T10:35:00Z", "main",
        user("Run the filebeat check as root in the container, I want to test the journald input."),
        ok("stat -c '%a %U' filebeat.yml", "644 lee"),
        err("docker run --rm --user root -v \"$PWD/filebeat.yml:/usr/share/filebeat/filebeat.yml:ro\" "
            "docker.elastic.co/beats/filebeat:8.13.2 filebeat test config",
            "Exiting: error loading config file: config file (\"filebeat.yml\") must be owned by the user "
            "identifier (uid=0) or root"),
        say("As root Filebeat wants the file owned by root; your file is mode 644 already, owned by uid 1000. "
            "Mounting a root-owned copy instead."),
        ok("sudo cp filebeat.yml /tmp/fb-root.yml && sudo chown root:root /tmp/fb-root.yml && docker run --rm "
           "--user root -v "
           "/tmp/fb-root.yml:/usr/share/filebeat/filebeat.yml:ro docker.elastic.co/beats/filebeat:8.13.2 "
           "filebeat test config", "Config OK"),
    )
    T.pair("t35-filebeat-perms", "l-fb-root-owner", "neither",
           "the file is already 644; Filebeat fails the separate ownership check as root, a different error")

    T.later(
        "l-fb-output", OBS, "2026-06-20T16:00:00Z", "main",
        user("Does filebeat reach Elasticsearch from here?"),
        err(FB_RUN + " filebeat test output",
            "elasticsearch: https://es.internal:9200...\n  parse url... OK\n  connection...\n    parse host... OK\n"
            "    dns lookup... OK\n    addresses: 10.0.0.9\n    dial up... ERROR dial tcp 10.0.0.9:9200: connect: "
            "connection refused"),
        ok("ssh es-1 'systemctl is-active elasticsearch'", "inactive"),
        say("Elasticsearch on es-1 is stopped; Filebeat's config is fine."),
    )
    T.pair("t35-filebeat-perms", "l-fb-output", "neither",
           "filebeat test output fails on a refused connection to Elasticsearch, not on the config's permissions")


# ---------------------------------------------------------------------------------------------------------
# Logstash: a second instance beside the running service (Korean lesson)
# ---------------------------------------------------------------------------------------------------------

LS_BIN = "sudo -u logstash /usr/share/logstash/bin/logstash --path.settings /etc/logstash"


def ls_fatal(ts: str) -> str:
    return ("Using bundled JDK: /usr/share/logstash/jdk\n"
            f"[{ts},441][INFO ][logstash.runner          ] Log4j configuration path used is: "
            "/etc/logstash/log4j2.properties\n"
            f"[{ts},447][INFO ][logstash.runner          ] Starting Logstash {{\"logstash.version\"=>\"8.13.2\", "
            "\"jruby.version\"=>\"jruby 9.4.5.0 (3.1.4) 2023-11-02 1abae2700f OpenJDK 64-Bit Server VM "
            "17.0.10+7 on 17.0.10+7 +indy +jit [x86_64-linux]\"}\n"
            f"[{ts},902][FATAL][logstash.runner          ] Logstash could not be started because there is already "
            "another instance using the configured data directory.  If you wish to run multiple instances, you must "
            "change the \"path.data\" setting.\n"
            f"[{ts},910][FATAL][org.logstash.Logstash    ] Logstash stopped processing because of an error: "
            "(SystemExit) exit")


def ls_ok(ts: str, event: str) -> str:
    return ("Using bundled JDK: /usr/share/logstash/jdk\n"
            f"[{ts},512][INFO ][logstash.javapipeline    ][main] Pipeline started {{\"pipeline.id\"=>\"main\"}}\n"
            f"{event}\n"
            f"[{ts},730][INFO ][logstash.javapipeline    ][main] Pipeline terminated {{\"pipeline.id\"=>\"main\"}}\n"
            f"[{ts},801][INFO ][logstash.runner          ] Logstash shut down.")


def logstash() -> None:
    T.source(
        "s-logstash-lock", OBS, "2026-04-10T11:00:00Z", "feat/syslog-pipeline",
        user("syslog 파이프라인을 샘플 로그로 한번 돌려봐줘. logstash 서비스는 이 서버에서 계속 돌고 있어야 해."),
        ok("systemctl is-active logstash && grep '^path' /etc/logstash/logstash.yml",
           "active\npath.data: /var/lib/logstash\npath.logs: /var/log/logstash"),
        err(LS_BIN + " -f /home/lee/obs-stack/pipelines/syslog.conf < samples/syslog.sample",
            ls_fatal("2026-04-10T11:02:14")),
        say("실행 중인 서비스가 /var/lib/logstash 를 잠그고 있어서 두 번째 인스턴스는 바로 종료됩니다. 서비스는 "
            "그대로 두고 테스트 실행에만 별도의 데이터 디렉터리를 주겠습니다."),
        ok(LS_BIN + " --path.data /tmp/ls-syslog-test -f /home/lee/obs-stack/pipelines/syslog.conf "
           "< samples/syslog.sample",
           ls_ok("2026-04-10T11:04:31", "{\n       \"message\" => \"sshd[912]: Accepted publickey for deploy\",\n"
                 "    \"syslog_host\" => \"web-02\",\n    \"@timestamp\" => 2026-04-10T09:58:12.000Z\n}")),
    )
    T.lesson(
        "t35-logstash-datalock", "project", "ko", "s-logstash-lock", "workflow",
        "서비스로 Logstash 가 도는 서버에서 두 번째 logstash 실행은 path.data 잠금 때문에 바로 종료된다",
        "파이프라인 테스트로 `bin/logstash -f pipelines/syslog.conf` 를 실행하면 \"Logstash could not be started "
        "because there is already another instance using the configured data directory\" 로 FATAL 종료된다.",
        "설정 파일이나 파이프라인 문법 문제처럼 보이지만, 파이프라인은 읽히기도 전에 끝난다. 서비스를 멈추면 "
        "되지만 그러면 운영 수집이 끊긴다.",
        "--path.settings /etc/logstash 를 쓰면 서비스와 같은 path.data(/var/lib/logstash)를 쓰게 되고, 실행 중인 "
        "서비스가 그 디렉터리의 잠금을 쥐고 있다.",
        "테스트 실행에는 별도 데이터 디렉터리를 준다: `--path.data /tmp/ls-syslog-test` (또는 path.data 를 다르게 "
        "적은 logstash.yml 이 있는 다른 `--path.settings` 디렉터리, 또는 이를 넣은 테스트 스크립트). 서비스는 "
        "멈추지 않는다.",
        ["\"Logstash could not be started because there is already another instance using the configured data "
         "directory\"",
         "`grep '^path' /etc/logstash/logstash.yml` → \"path.data: /var/lib/logstash\"",
         "`--path.data /tmp/ls-syslog-test` → \"Logstash shut down.\""],
    )

    T.later(
        "l-ls-nginx", OBS, "2026-05-12T10:10:00Z", "feat/nginx-pipeline",
        user("nginx 파이프라인도 샘플로 돌려줘."),
        ok("wc -l samples/access.log", "500 samples/access.log"),
        ok(LS_BIN + " --path.data /tmp/ls-nginx -f /home/lee/obs-stack/pipelines/nginx.conf < samples/access.log "
           "| tail -n 3",
           ls_ok("2026-05-12T10:12:40",
                 "{\"status\":502,\"upstream\":\"10.0.3.7:8080\",\"request\":\"GET /api/orders\"}")
           .split("\n", 2)[2]),
        say("500줄 모두 처리됐고 502 응답이 파싱됩니다."),
    )
    T.pair("t35-logstash-datalock", "l-ls-nginx", "applied",
           "the test run gets its own --path.data beside the service and finishes with no lock error")

    T.later(
        "l-ls-settings-dir", OBS, "2026-05-18T13:45:00Z", "main",
        user("테스트용 설정 디렉터리 ~/ls-test 만들어뒀어. 그걸로 beats 파이프라인 돌려봐."),
        read("/home/lee/ls-test/logstash.yml", "path.data: /tmp/ls-test-data\npath.logs: /tmp/ls-test-logs\n"
             "pipeline.workers: 2\n"),
        ok("sudo -u logstash /usr/share/logstash/bin/logstash --path.settings /home/lee/ls-test "
           "-f /home/lee/obs-stack/pipelines/beats.conf < samples/beats.json",
           ls_ok("2026-05-18T13:47:02", "{\"agent\":{\"type\":\"filebeat\"},\"host\":{\"name\":\"web-02\"}}")),
    )
    T.pair("t35-logstash-datalock", "l-ls-settings-dir", "applied",
           "a separate --path.settings directory whose logstash.yml sets another path.data is used, run passes")

    T.later(
        "l-ls-test-script", OBS, "2026-05-26T09:30:00Z", "main",
        user("파이프라인 테스트 스크립트 만들어서 audit 파이프라인에 써봐."),
        write(OBS + "/scripts/test-pipeline.sh",
              "#!/bin/sh\n# usage: test-pipeline.sh PIPELINE SAMPLE\nset -e\ndata=$(mktemp -d)\n"
              "chown logstash \"$data\"\n"
              "sudo -u logstash /usr/share/logstash/bin/logstash --path.settings /etc/logstash "
              "--path.data \"$data\" -f \"$(realpath \"$1\")\" < \"$2\"\n"),
        ok("chmod +x scripts/test-pipeline.sh && sudo ./scripts/test-pipeline.sh pipelines/audit.conf "
           "samples/audit.log",
           ls_ok("2026-05-26T09:33:19", "{\"auditd\":{\"type\":\"USER_LOGIN\",\"res\":\"success\"}}")),
    )
    T.pair("t35-logstash-datalock", "l-ls-test-script", "applied",
           "a script that gives logstash a fresh --path.data is written and run; no lock error")

    T.later(
        "l-ls-audit", OBS, "2026-06-02T15:20:00Z", "feat/audit-geoip",
        user("audit 파이프라인에 geoip 필터 추가했어. 샘플로 확인해줘."),
        ok("git diff --stat", " pipelines/audit.conf | 6 ++++++\n 1 file changed, 6 insertions(+)"),
        err(LS_BIN + " -f /home/lee/obs-stack/pipelines/audit.conf < samples/audit.log",
            ls_fatal("2026-06-02T15:21:55")),
        ok(LS_BIN + " --path.data /tmp/ls-audit -f /home/lee/obs-stack/pipelines/audit.conf < samples/audit.log",
           ls_ok("2026-06-02T15:23:10", "{\"source\":{\"geo\":{\"country_iso_code\":\"KR\"}}}")),
    )
    T.pair("t35-logstash-datalock", "l-ls-audit", "recurred",
           "the audit pipeline run without its own path.data hits the same FATAL data-directory lock first")

    T.later(
        "l-ls-log-vm", OBS, "2026-06-09T11:05:00Z", "main",
        user("log-vm-3 에서도 syslog 파이프라인 샘플 테스트 해줘."),
        ok("scp pipelines/syslog.conf samples/syslog.sample log-vm-3:/tmp/", ""),
        err("ssh log-vm-3 '" + LS_BIN + " -f /tmp/syslog.conf < /tmp/syslog.sample'",
            ls_fatal("2026-06-09T11:06:48")),
        say("log-vm-3 에서도 서비스가 같은 데이터 디렉터리를 쓰고 있습니다."),
    )
    T.pair("t35-logstash-datalock", "l-ls-log-vm", "recurred",
           "on another host over ssh the second logstash stops on the same data-directory lock")

    T.later(
        "l-ls-service-reload", OBS, "2026-06-15T08:40:00Z", "main",
        user("syslog 파이프라인 배포했어. 서비스 재시작하고 파이프라인이 올라왔는지 봐줘."),
        ok("sudo cp pipelines/syslog.conf /etc/logstash/conf.d/ && sudo systemctl restart logstash", ""),
        ok("curl -s 'localhost:9600/_node/pipelines?pretty' | grep -c '\"main\"'", "1"),
        ok("sudo journalctl -u logstash -n 2 --no-pager",
           "Jun 15 08:41:37 log-1 logstash[30712]: [2026-06-15T08:41:37,220][INFO ][logstash.javapipeline    ][main] "
           "Pipeline started {\"pipeline.id\"=>\"main\"}\nJun 15 08:41:37 log-1 logstash[30712]: "
           "[2026-06-15T08:41:37,301][INFO ][logstash.agent           ] Pipelines running {:count=>1}"),
    )
    T.pair("t35-logstash-datalock", "l-ls-service-reload", "neither",
           "only the service itself is restarted; no second instance is started, so no lock and no --path.data")

    T.later(
        "l-ls-quoted", OBS, "2026-06-21T14:25:00Z", "main",
        user("동료가 docker 로 logstash 두 개 띄우다가 \"Logstash could not be started because there is already "
             "another instance using the configured data directory\" 가 났대. 원인만 설명해줘, 실행은 하지 마."),
        say("두 컨테이너가 같은 볼륨을 /usr/share/logstash/data 에 마운트해서 같은 path.data 를 쓰기 때문입니다. "
            "컨테이너마다 다른 볼륨을 주거나 path.data 를 다르게 설정하면 됩니다."),
    )
    T.pair("t35-logstash-datalock", "l-ls-quoted", "neither",
           "the FATAL line is only quoted by the person and explained; logstash is never run")


# ---------------------------------------------------------------------------------------------------------
# PySpark: the worker's python is not the venv's (Korean lesson)
# ---------------------------------------------------------------------------------------------------------

CHURN = "/home/minji/analytics/churn"


def ps_err(worker: str, driver: str, job: str, root: str = CHURN) -> str:
    return ("26/04/11 14:02:31 WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... "
            "using builtin-java classes where applicable\nSetting default log level to \"WARN\".\n"
            "26/04/11 14:02:40 ERROR Executor: Exception in task 0.0 in stage 1.0 (TID 1)\n"
            "org.apache.spark.api.python.PythonException: Traceback (most recent call last):\n"
            f"  File \"{root}/.venv/lib/python{driver}/site-packages/pyspark/python/lib/pyspark.zip/pyspark/"
            "worker.py\", "
            "line 1100, in main\n    raise PySparkRuntimeError(\n"
            "pyspark.errors.exceptions.base.PySparkRuntimeError: [PYTHON_VERSION_MISMATCH] Python in worker has "
            f"different version ({worker}) than that in driver {driver}, PySpark cannot run with different minor "
            "versions.\nPlease check environment variables PYSPARK_PYTHON and PYSPARK_DRIVER_PYTHON are correctly "
            f"set.\n...\npy4j.protocol.Py4JJavaError: An error occurred while calling o87.{job}.")


def pyspark() -> None:
    T.source(
        "s-pyspark-mismatch", CHURN, "2026-04-11T14:00:00Z", "feat/spark-features",
        user("jobs/build_features.py 를 2026-04-10 날짜로 로컬에서 돌려줘."),
        ok("which python && python --version && /usr/bin/python3 --version",
           "/home/minji/analytics/churn/.venv/bin/python\nPython 3.11.9\nPython 3.10.12"),
        err("python jobs/build_features.py --date 2026-04-10", ps_err("3, 10", "3.11", "parquet")),
        say("드라이버는 venv 의 Python 3.11 인데, 워커는 PATH 의 python3(시스템 3.10)로 뜹니다. 워커도 venv "
            "파이썬을 쓰도록 PYSPARK_PYTHON 을 지정하겠습니다."),
        ok("PYSPARK_PYTHON=.venv/bin/python python jobs/build_features.py --date 2026-04-10",
           "26/04/11 14:05:12 WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... "
           "using builtin-java classes where applicable\nwrote 48211 rows to out/features/date=2026-04-10"),
    )
    T.lesson(
        "t35-pyspark-pyver", "project", "ko", "s-pyspark-mismatch", "tool_quirk",
        "PySpark 로컬 실행: 워커가 시스템 python3 로 떠서 PYTHON_VERSION_MISMATCH 로 실패한다",
        "`python jobs/build_features.py` 가 \"[PYTHON_VERSION_MISMATCH] Python in worker has different version "
        "(3, 10) than that in driver 3.11\" 로 첫 태스크에서 죽는다.",
        "venv 를 활성화해서 실행했으니 전부 venv 파이썬을 쓸 것 같지만, 드라이버만 venv 이고 워커는 따로 뜬다.",
        "PySpark 워커는 PYSPARK_PYTHON 이 없으면 PATH 의 `python3` 를 실행한다. 여기서는 시스템 Python 3.10 이고 "
        "드라이버(venv)는 3.11 이라 마이너 버전이 다르다.",
        "워커도 같은 인터프리터를 쓰게 한다: `PYSPARK_PYTHON=.venv/bin/python` (PowerShell 은 "
        "`$env:PYSPARK_PYTHON`), spark-submit 이면 `--conf spark.pyspark.python=.venv/bin/python`, 또는 "
        "conf/spark-env.sh 나 Makefile 에 넣는다. 다른 잡(score.py)이나 pytest 로 띄울 때도 마찬가지.",
        ["`python jobs/build_features.py --date 2026-04-10` → \"[PYTHON_VERSION_MISMATCH] Python in worker has "
         "different version (3, 10) than that in driver 3.11\"",
         "`PYSPARK_PYTHON=.venv/bin/python python jobs/build_features.py --date 2026-04-10` → \"wrote 48211 rows\""],
    )

    T.later(
        "l-ps-windows-pwsh", "C:\\Users\\minji\\analytics\\churn", "2026-05-03T10:30:00Z", "main",
        user("윈도우 노트북에서 build_features 를 2026-05-02 로 돌려줘. 셸은 PowerShell 이야."),
        ok("powershell -NoProfile -Command '(Get-Command python).Source; python --version'",
           "C:\\Users\\minji\\analytics\\churn\\.venv\\Scripts\\python.exe\nPython 3.11.9"),
        ok("powershell -NoProfile -Command '$env:PYSPARK_PYTHON = (Get-Command python).Source; python "
           "jobs\\build_features.py --date 2026-05-02'", "wrote 50377 rows to out/features/date=2026-05-02"),
    )
    T.pair("t35-pyspark-pyver", "l-ps-windows-pwsh", "applied",
           "$env:PYSPARK_PYTHON is set to the venv python in PowerShell before the job, which runs cleanly")

    T.later(
        "l-ps-submit-conf", CHURN, "2026-05-13T16:20:00Z", "main",
        user("spark-submit 으로 local[4] 에서 2026-05-12 피처 만들어줘."),
        ok("spark-submit --version 2>&1 | grep -m1 'version'", "   /___/ .__/\\_,_/_/ /_/\\_\\   version 3.5.1"),
        ok("spark-submit --master 'local[4]' --conf spark.pyspark.python=.venv/bin/python "
           "jobs/build_features.py --date 2026-05-12", "wrote 49120 rows to out/features/date=2026-05-12"),
    )
    T.pair("t35-pyspark-pyver", "l-ps-submit-conf", "applied",
           "spark-submit gets --conf spark.pyspark.python=.venv/bin/python, the spelling the lesson names")

    T.later(
        "l-ps-makefile", CHURN, "2026-05-20T09:10:00Z", "main",
        user("Makefile 에 features 타깃 만들고 2026-05-19 로 돌려줘."),
        edit(CHURN + "/Makefile", "VENV := .venv\n",
             "VENV := .venv\n\nfeatures:\n\tPYSPARK_PYTHON=$(VENV)/bin/python $(VENV)/bin/python "
             "jobs/build_features.py --date $(DATE)\n"),
        ok("make features DATE=2026-05-19",
           "PYSPARK_PYTHON=.venv/bin/python .venv/bin/python jobs/build_features.py --date 2026-05-19\n"
           "wrote 48870 rows to out/features/date=2026-05-19"),
    )
    T.pair("t35-pyspark-pyver", "l-ps-makefile", "applied",
           "a make target that sets PYSPARK_PYTHON to the venv python is written and run, and it succeeds")

    T.later(
        "l-ps-score", CHURN, "2026-05-27T14:00:00Z", "feat/scoring",
        user("새 모델 gbt-v3 로 스코어링 잡 돌려줘."),
        err("python jobs/score.py --model models/gbt-v3", ps_err("3, 10", "3.11", "save")),
        ok("PYSPARK_PYTHON=$(which python) python jobs/score.py --model models/gbt-v3",
           "scored 1823311 customers, wrote out/scores/gbt-v3"),
    )
    T.pair("t35-pyspark-pyver", "l-ps-score", "recurred",
           "another job (score.py) fails with the same PYTHON_VERSION_MISMATCH before PYSPARK_PYTHON is set")

    T.later(
        "l-ps-pytest", CHURN, "2026-06-03T11:40:00Z", "main",
        user("피처 테스트 돌려줘."),
        err("pytest tests/test_features.py -q",
            "F.\n=================================== FAILURES ===================================\n"
            "___________________________ test_tenure_buckets ___________________________\n"
            "E   pyspark.errors.exceptions.base.PySparkRuntimeError: [PYTHON_VERSION_MISMATCH] Python in worker has "
            "different version (3, 10) than that in driver 3.11, PySpark cannot run with different minor versions.\n"
            "E   Please check environment variables PYSPARK_PYTHON and PYSPARK_DRIVER_PYTHON are correctly set.\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_features.py::test_tenure_buckets - pyspark.errors.exceptions.base.PySparkRuntimeError\n"
            "1 failed, 1 passed in 14.22s"),
        ok("PYSPARK_PYTHON=.venv/bin/python pytest tests/test_features.py -q", "..\n2 passed in 12.87s"),
    )
    T.pair("t35-pyspark-pyver", "l-ps-pytest", "recurred",
           "a pytest run starting Spark workers hits the same version mismatch before PYSPARK_PYTHON is given")

    T.later(
        "l-ps-no-java", "/home/minji/analytics/churn", "2026-06-10T09:25:00Z", "main",
        user("새로 설치한 노트북이야. build_features 한번 돌려봐."),
        err("python jobs/build_features.py --date 2026-06-09",
            "JAVA_HOME is not set\nTraceback (most recent call last):\n  File \"/home/minji/analytics/churn/jobs/"
            "build_features.py\", line 14, in <module>\n    spark = SparkSession.builder.getOrCreate()\n"
            "pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited "
            "before sending its port number."),
        ok("sudo apt-get install -y openjdk-17-jre-headless >/dev/null && java -version 2>&1 | head -1",
           "openjdk version \"17.0.11\" 2024-04-16"),
        say("Java 를 설치했습니다. 다시 돌려볼까요?"),
    )
    T.pair("t35-pyspark-pyver", "l-ps-no-java", "neither",
           "PySpark fails because Java is missing (JAVA_GATEWAY_EXITED), a different error; no worker starts")

    T.later(
        "l-ps-readme", CHURN, "2026-06-16T13:50:00Z", "main",
        user("README 에 로컬 실행 주의사항 정리해줘. 실행은 필요 없어."),
        edit(CHURN + "/README.md", "## 로컬 실행\n",
             "## 로컬 실행\n\n워커가 시스템 python3 로 뜨지 않도록 `PYSPARK_PYTHON=.venv/bin/python` 을 함께 지정한다.\n"),
        say("README 에 추가했습니다."),
    )
    T.pair("t35-pyspark-pyver", "l-ps-readme", "neither",
           "PYSPARK_PYTHON is only written into the README; no Spark job runs")


FILLS = [filebeat, logstash, pyspark]
