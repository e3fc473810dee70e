"""Cases of the fifty-fourth tracking corpus (tables in tracking54_cases.py): Ansible's modules dying with
/usr/bin/python: not found on Ubuntu 22.04 hosts under a legacy ansible_python_interpreter, chromadb refusing a
sqlite3 older than 3.35 (a Korean lesson), and sentence-transformers 2.2.2 importing cached_download from a
huggingface_hub that no longer has it."""
from __future__ import annotations

from tests.truth.tracking_tables import edit, err, ok, read, say, user, write
from tests.truth.tracking54_cases import T

INFRA = "/home/dana/src/infra-ansible"


def _fatal(host: str, ip: str, interp: str = "/usr/bin/python") -> str:
    return ("fatal: [" + host + "]: FAILED! => {\"ansible_facts\": {}, \"changed\": false, \"failed_modules\": "
            "{\"ansible.legacy.setup\": {\"failed\": true, \"module_stderr\": \"Shared connection to " + ip
            + " closed.\\r\\n\", \"module_stdout\": \"/bin/sh: 1: " + interp + ": not found\\r\\n\", \"msg\": "
            "\"The module failed to execute correctly, you probably need to set the interpreter.\\nSee "
            "stdout/stderr for the exact error\", \"rc\": 127}}, \"msg\": \"The following modules failed to "
            "execute: ansible.legacy.setup\\n\"}")


def _play(play: str, host: str, body: str, recap: str) -> str:
    return (f"PLAY [{play}] " + "*" * 40 + "\n\nTASK [Gathering Facts] " + "*" * 31 + f"\n{body}\n\n"
            "PLAY RECAP " + "*" * 43 + f"\n{host:<26} : {recap}")


def _ansible_python() -> None:
    T.source(
        "s-ansible-python", INFRA, "2026-02-06T15:20:00Z", "main",
        user("web-04 is a new 22.04 box. Run site.yml against just that host."),
        err("ansible-playbook -i inventory/prod.ini site.yml --limit web-04",
            _play("web", "web-04", _fatal("web-04", "10.20.1.14"),
                  "ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0"), 2),
        ok("grep -rn python_interpreter inventory/ ansible.cfg",
           "inventory/group_vars/all.yml:4:ansible_python_interpreter: /usr/bin/python"),
        ok("ansible web-04 -i inventory/prod.ini -m raw -a 'ls -l /usr/bin/python*'",
           "web-04 | CHANGED | rc=0 >>\nlrwxrwxrwx 1 root root      10 Aug  8  2024 /usr/bin/python3 -> python3.10\n"
           "-rwxr-xr-x 1 root root 5937800 Nov  6  2024 /usr/bin/python3.10\nShared connection to 10.20.1.14 closed."),
        say("The group_vars pin the interpreter to /usr/bin/python, left over from the 18.04 hosts. 22.04 ships "
            "only python3, so every module dies with rc 127. Pointing the variable at python3 works for all hosts; "
            "the old ones have python3 as well."),
        ok("sed -i 's#^ansible_python_interpreter: /usr/bin/python$#ansible_python_interpreter: /usr/bin/python3#' "
           "inventory/group_vars/all.yml && ansible-playbook -i inventory/prod.ini site.yml --limit web-04",
           _play("web", "web-04", "ok: [web-04]\n\nTASK [common : base packages] " + "*" * 24 + "\nchanged: [web-04]",
                 "ok=23   changed=6    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0")),
    )
    T.lesson(
        "t54-ansible-legacy-python-interpreter", "project", "en", "s-ansible-python", "env_setup",
        "infra-ansible's group_vars pinned ansible_python_interpreter to /usr/bin/python, which 22.04 hosts lack",
        "Gathering Facts fails on a new Ubuntu 22.04 host: `/bin/sh: 1: /usr/bin/python: not found`, rc 127, "
        "`The module failed to execute correctly, you probably need to set the interpreter.`",
        "The inventory's group_vars still set `ansible_python_interpreter: /usr/bin/python` from the 18.04 era, "
        "which overrides Ansible's own interpreter discovery; new hosts only have python3.",
        "Ubuntu 22.04 ships no /usr/bin/python (only python3), and an explicit ansible_python_interpreter is used "
        "as given, so every module's shebang fails.",
        "Point the variable at python3: `ansible_python_interpreter: /usr/bin/python3` in the inventory's "
        "group_vars/host_vars, or `-e ansible_python_interpreter=/usr/bin/python3` for one run, or drop the pin "
        "and set `interpreter_python = auto_silent` in ansible.cfg.",
        ['"ansible-playbook -i inventory/prod.ini site.yml --limit web-04" failed: '
         '"/bin/sh: 1: /usr/bin/python: not found"',
         '"inventory/group_vars/all.yml:4:ansible_python_interpreter: /usr/bin/python"',
         'after the sed to "ansible_python_interpreter: /usr/bin/python3" the play ended "failed=0"'],
    )
    lid = "t54-ansible-legacy-python-interpreter"

    T.later(
        "l-ansible-apply-adhoc", INFRA, "2026-02-25T10:30:00Z", "main",
        user("How full are the disks on the lab hosts? They were all reinstalled with 22.04 last week."),
        ok("grep -rn python_interpreter inventory/lab/",
           "inventory/lab/group_vars/all.yml:2:ansible_python_interpreter: /usr/bin/python"),
        say("The lab inventory still pins /usr/bin/python, which 22.04 doesn't have; I'll override it for this "
            "run."),
        ok("ansible lab -i inventory/lab/hosts.ini -m shell -a 'df -h / | tail -1' "
           "-e ansible_python_interpreter=/usr/bin/python3",
           "lab-01 | CHANGED | rc=0 >>\n/dev/sda2        98G   41G   53G  44% /\n"
           "lab-02 | CHANGED | rc=0 >>\n/dev/sda2        98G   87G  6.4G  94% /\n"
           "lab-03 | CHANGED | rc=0 >>\n/dev/sda2        98G   22G   72G  24% /"),
    )
    T.pair(lid, "l-ansible-apply-adhoc", "applied",
           "The run passes -e ansible_python_interpreter=/usr/bin/python3 up front; no 'python: not found'.")

    T.later(
        "l-ansible-apply-cfg", INFRA, "2026-04-06T14:00:00Z", "main",
        user("Stop pinning the interpreter per inventory, let Ansible discover it. Then check-run web-05."),
        read(f"{INFRA}/ansible.cfg", "[defaults]\ninventory = inventory/prod.ini\nforks = 20\n"),
        edit(f"{INFRA}/ansible.cfg", "forks = 20\n", "forks = 20\ninterpreter_python = auto_silent\n"),
        ok("sed -i '/^ansible_python_interpreter:/d' inventory/group_vars/all.yml inventory/staging/group_vars/all.yml"
           " inventory/lab/group_vars/all.yml && grep -rn python_interpreter inventory/ || echo none",
           "none"),
        ok("ansible-playbook site.yml --check --limit web-05",
           _play("web", "web-05", "ok: [web-05]",
                 "ok=23   changed=0    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0")),
    )
    T.pair(lid, "l-ansible-apply-cfg", "applied",
           "Drops the pin and sets interpreter_python = auto_silent in ansible.cfg; the check run passes.")

    T.later(
        "l-ansible-recur-staging", INFRA, "2026-03-04T09:10:00Z", "main",
        user("Roll site.yml out to staging's new web host stg-web-01."),
        err("ansible-playbook -i inventory/staging/hosts.ini site.yml --limit stg-web-01",
            _play("web", "stg-web-01", _fatal("stg-web-01", "10.30.1.11"),
                  "ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0"), 2),
        ok("grep -rn python_interpreter inventory/staging/",
           "inventory/staging/group_vars/all.yml:4:ansible_python_interpreter: /usr/bin/python"),
        ok("sed -i 's#/usr/bin/python$#/usr/bin/python3#' inventory/staging/group_vars/all.yml && "
           "ansible-playbook -i inventory/staging/hosts.ini site.yml --limit stg-web-01",
           _play("web", "stg-web-01", "ok: [stg-web-01]",
                 "ok=23   changed=7    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0")),
    )
    T.pair(lid, "l-ansible-recur-staging", "recurred",
           "Staging's own group_vars pin /usr/bin/python; the play fails with '/usr/bin/python: not found' again.")

    T.later(
        "l-ansible-recur-make", INFRA, "2026-04-20T16:45:00Z", "main",
        user("make deploy HOST=mon-02 please, it's the new monitoring box."),
        err("make deploy HOST=mon-02",
            "ansible-playbook site.yml --limit mon-02\n"
            + _play("monitoring", "mon-02", _fatal("mon-02", "10.20.4.12"),
                    "ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0")
            + "\nmake: *** [Makefile:9: deploy] Error 2", 2),
        ok("grep -rn python_interpreter inventory/ host_vars/ 2>/dev/null",
           "inventory/host_vars/mon-02.yml:3:ansible_python_interpreter: /usr/bin/python"),
        say("mon-02's host_vars file was brought over from the old monitoring repo and still pins /usr/bin/python; "
            "host_vars win over the auto-discovery in ansible.cfg."),
        ok("sed -i '/^ansible_python_interpreter:/d' inventory/host_vars/mon-02.yml && make deploy HOST=mon-02",
           "ansible-playbook site.yml --limit mon-02\n"
           + _play("monitoring", "mon-02", "ok: [mon-02]",
                   "ok=17   changed=9    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0")),
    )
    T.pair(lid, "l-ansible-recur-make", "recurred",
           "Through make, mon-02's host_vars pin /usr/bin/python and Gathering Facts fails with rc 127 again.")

    T.later(
        "l-ansible-neither-unreachable", INFRA, "2026-03-18T08:25:00Z", "main",
        user("Run site.yml on web-06."),
        err("ansible-playbook site.yml --limit web-06",
            _play("web", "web-06", "fatal: [web-06]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to "
                  "connect to the host via ssh: ssh: connect to host 10.20.1.16 port 22: Connection timed out\", "
                  "\"unreachable\": true}",
                  "ok=0    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0"), 4),
        say("web-06 doesn't answer on 22 at all; the security group in the console shows it was created without "
            "the bastion rule. Once you add it I can rerun."),
    )
    T.pair(lid, "l-ansible-neither-unreachable", "neither",
           "The host is unreachable over ssh: a different Ansible failure, no interpreter problem, no fix.")

    T.later(
        "l-ansible-neither-nopython", INFRA, "2026-04-24T11:50:00Z", "main",
        user("Bootstrap pi-07 (fresh Alpine on the lab Pi) with bootstrap.yml."),
        err("ansible-playbook -i inventory/lab/hosts.ini bootstrap.yml --limit pi-07",
            _play("bootstrap", "pi-07", _fatal("pi-07", "10.40.0.57", interp="/usr/bin/python3").replace(
                "/bin/sh: 1: ", "/bin/sh: "),
                  "ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0"), 2),
        ok("ansible pi-07 -i inventory/lab/hosts.ini -m raw -a 'ls /usr/bin/python*; cat /etc/alpine-release'",
           "pi-07 | CHANGED | rc=0 >>\nls: /usr/bin/python*: No such file or directory\n3.21.2\n"
           "Shared connection to 10.40.0.57 closed."),
        say("Alpine's base install has no Python at all, so no interpreter setting can help; the play needs a raw "
            "task to install it first."),
        edit(f"{INFRA}/bootstrap.yml", "  gather_facts: true\n  tasks:\n",
             "  gather_facts: false\n  tasks:\n    - name: python for ansible\n"
             "      raw: test -e /usr/bin/python3 || apk add --no-cache python3\n    - setup:\n"),
        ok("ansible-playbook -i inventory/lab/hosts.ini bootstrap.yml --limit pi-07",
           _play("bootstrap", "pi-07", "changed: [pi-07]",
                 "ok=9    changed=5    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0")),
    )
    T.pair(lid, "l-ansible-neither-nopython", "neither",
           "A 'python3: not found' from a host with no Python at all: same symptom, another cause and fix.")

    T.later(
        "l-ansible-neither-doc", INFRA, "2026-04-28T13:15:00Z", "main",
        user("Write docs/new-host.md: the checklist for adding a host to the inventory."),
        write(f"{INFRA}/docs/new-host.md",
              "# Adding a host\n\n1. Add it to the right group in the inventory.\n"
              "2. Do not set `ansible_python_interpreter: /usr/bin/python` in host_vars; 22.04+ hosts only have\n"
              "   python3. Leave it to `interpreter_python = auto_silent` or use `/usr/bin/python3`.\n"
              "3. Check ssh from the bastion: `ansible <host> -m ping`.\n"),
        say("Written; nothing run."),
    )
    T.pair(lid, "l-ansible-neither-doc", "neither",
           "The interpreter advice is only written into a doc; no playbook or ad-hoc run in the session.")


RAG = "/home/minji/work/rag-search"
_CHROMA = ("RuntimeError: Your system has an unsupported version of sqlite3. Chroma                     requires "
           "sqlite3 >= 3.35.0.\nPlease visit                     https://docs.trychroma.com/troubleshooting#sqlite "
           "to learn how                     to upgrade.")


def _chroma_tb(site: str, entry: str) -> str:
    return ("Traceback (most recent call last):\n"
            f"  File \"{entry}\", line 9, in <module>\n    import chromadb\n"
            f"  File \"{site}/chromadb/__init__.py\", line 85, in <module>\n    raise RuntimeError(\n" + _CHROMA)


def _chroma_sqlite() -> None:
    T.source(
        "s-chroma-sqlite", RAG, "2026-02-09T01:40:00Z", "main",
        user("ingest 컨테이너에서 FAQ 문서 적재가 시작하자마자 죽어요. 원인 좀 봐 주세요."),
        err("docker compose run --rm ingest python -m rag.ingest --source data/faq",
            _chroma_tb("/usr/local/lib/python3.10/site-packages", "/app/rag/ingest.py"), 1),
        ok("docker compose run --rm ingest python -c 'import sqlite3; print(sqlite3.sqlite_version)'", "3.27.2"),
        read(f"{RAG}/Dockerfile", "FROM python:3.10-slim-buster\nWORKDIR /app\nCOPY requirements.txt .\n"
                                  "RUN pip install --no-cache-dir -r requirements.txt\nCOPY rag/ rag/\n"),
        say("이미지가 buster 기반이라 파이썬이 쓰는 sqlite3 가 3.27.2 입니다. chromadb 는 import 할 때 3.35.0 이상인지 "
            "검사하고 아니면 바로 RuntimeError 를 냅니다. sqlite 3.40.1 이 들어 있는 bookworm 이미지로 올리겠습니다."),
        edit(f"{RAG}/Dockerfile", "FROM python:3.10-slim-buster\n", "FROM python:3.10-slim-bookworm\n"),
        ok("docker compose build ingest && docker compose run --rm ingest python -m rag.ingest --source data/faq",
           "[+] Building 41.2s (9/9) FINISHED\n => [ingest 1/4] FROM docker.io/library/python:3.10-slim-bookworm\n"
           "sqlite 3.40.1, chromadb 0.5.23\ningested 412 chunks into collection 'faq'"),
    )
    T.lesson(
        "t54-chromadb-needs-sqlite-335", "project", "ko", "s-chroma-sqlite", "env_setup",
        "chromadb 는 sqlite3 가 3.35.0 미만이면 import 단계에서 RuntimeError 로 멈춘다",
        "`import chromadb` 에서 `RuntimeError: Your system has an unsupported version of sqlite3. Chroma requires "
        "sqlite3 >= 3.35.0.` 이 나고 적재 스크립트가 시작도 못 한다.",
        "python:3.10-slim-buster 같은 오래된 베이스 이미지나 Ubuntu 20.04, Debian 11 호스트에서도 파이썬 버전만 보고 "
        "괜찮다고 판단한다. 파이썬의 sqlite3 는 OS 의 libsqlite3 를 그대로 쓴다는 점을 놓치기 쉽다.",
        "sqlite3 모듈은 시스템 libsqlite3 에 링크되는데 buster 는 3.27.2 라서 chromadb 의 버전 검사(>= 3.35.0)에 "
        "걸린다.",
        "sqlite 3.35 이상을 가진 베이스로 바꾼다(python:3.10-slim-bookworm 은 3.40.1). 베이스를 못 바꾸는 호스트에서는 "
        "pysqlite3-binary 를 설치하고 chromadb 를 import 하기 전에 `__import__('pysqlite3')` 후 "
        "`sys.modules['sqlite3'] = sys.modules.pop('pysqlite3')` 로 바꿔 끼운다.",
        ['"docker compose run --rm ingest python -m rag.ingest --source data/faq" 에서 '
         '"Chroma                     requires sqlite3 >= 3.35.0."',
         '"print(sqlite3.sqlite_version)" 결과 "3.27.2"',
         'Dockerfile 을 "FROM python:3.10-slim-bookworm" 으로 바꾼 뒤 "ingested 412 chunks into collection \'faq\'"'],
    )
    lid = "t54-chromadb-needs-sqlite-335"

    T.later(
        "l-chroma-apply-pysqlite", RAG, "2026-03-06T00:50:00Z", "main",
        user("Amazon Linux 2 배치 서버(batch-01)에서 야간 재색인이 돌게 해 주세요. 거기는 도커 없이 venv 로 돌아요."),
        ok("ssh batch-01 'cd rag-search && .venv/bin/python -c \"import sqlite3; print(sqlite3.sqlite_version)\"'",
           "3.7.17"),
        say("3.7.17 이면 chromadb 의 3.35.0 검사에 걸립니다. 이 호스트는 베이스를 바꿀 수 없으니 pysqlite3-binary 로 "
            "sqlite3 를 바꿔 끼운 뒤 chromadb 를 import 하도록 진입점을 고치겠습니다."),
        edit(f"{RAG}/rag/reindex.py", "import chromadb\n",
             "try:  # hosts whose system sqlite3 is older than chromadb's 3.35.0\n"
             "    __import__(\"pysqlite3\")\n    import sys\n"
             "    sys.modules[\"sqlite3\"] = sys.modules.pop(\"pysqlite3\")\nexcept ImportError:\n    pass\n"
             "import chromadb\n"),
        ok("rsync -a rag/ batch-01:rag-search/rag/ && ssh batch-01 'cd rag-search && .venv/bin/pip install -q "
           "pysqlite3-binary && .venv/bin/python -m rag.reindex --collection faq'",
           "sqlite 3.47.0 (pysqlite3), chromadb 0.5.23\nreindexed 412 chunks in collection 'faq'"),
    )
    T.pair(lid, "l-chroma-apply-pysqlite", "applied",
           "Swaps in pysqlite3 before chromadb on the old-sqlite host, before any run; no sqlite3 RuntimeError.")

    T.later(
        "l-chroma-apply-bookworm", RAG, "2026-04-03T05:15:00Z", "main",
        user("평가용 서비스 eval 을 compose 에 추가해 주세요. rag.eval 을 돌리면 됩니다."),
        say("chromadb 가 sqlite 3.35 이상을 요구하니 eval 이미지도 bookworm 베이스로 만듭니다."),
        write(f"{RAG}/eval.Dockerfile",
              "FROM python:3.11-slim-bookworm\nWORKDIR /app\nCOPY requirements.txt .\n"
              "RUN pip install --no-cache-dir -r requirements.txt\nCOPY rag/ rag/\n"
              "CMD [\"python\", \"-m\", \"rag.eval\"]\n"),
        edit(f"{RAG}/compose.yaml", "services:\n",
             "services:\n  eval:\n    build:\n      context: .\n      dockerfile: eval.Dockerfile\n"
             "    volumes:\n      - ./chroma:/app/chroma\n"),
        ok("docker compose build eval && docker compose run --rm eval",
           "[+] Building 38.7s (9/9) FINISHED\nsqlite 3.40.1, chromadb 0.5.23\n"
           "eval: 120 questions, hit@5=0.87, mrr=0.71"),
    )
    T.pair(lid, "l-chroma-apply-bookworm", "applied",
           "The new image is based on bookworm because of chromadb's sqlite >= 3.35 check; it runs clean.")

    T.later(
        "l-chroma-recur-ssh", RAG, "2026-03-16T02:20:00Z", "main",
        user("gpu-02 에서 매뉴얼 문서 적재 좀 돌려 주세요."),
        err("ssh gpu-02 'cd ~/rag-search && .venv/bin/python -m rag.ingest --source data/manuals'",
            _chroma_tb("/home/minji/rag-search/.venv/lib/python3.10/site-packages",
                       "/home/minji/rag-search/rag/ingest.py"), 1),
        ok("ssh gpu-02 'lsb_release -ds; python3 -c \"import sqlite3; print(sqlite3.sqlite_version)\"'",
           "Ubuntu 20.04.6 LTS\n3.31.1"),
        edit(f"{RAG}/rag/ingest.py", "import chromadb\n",
             "try:\n    __import__(\"pysqlite3\")\n    import sys\n"
             "    sys.modules[\"sqlite3\"] = sys.modules.pop(\"pysqlite3\")\nexcept ImportError:\n    pass\n"
             "import chromadb\n"),
        ok("rsync -a rag/ gpu-02:rag-search/rag/ && ssh gpu-02 'cd ~/rag-search && .venv/bin/pip install -q "
           "pysqlite3-binary && .venv/bin/python -m rag.ingest --source data/manuals'",
           "sqlite 3.47.0 (pysqlite3), chromadb 0.5.23\ningested 1,877 chunks into collection 'manuals'"),
    )
    T.pair(lid, "l-chroma-recur-ssh", "recurred",
           "On the Ubuntu 20.04 host (sqlite 3.31.1) import chromadb fails with the same sqlite3 RuntimeError.")

    T.later(
        "l-chroma-recur-ci", RAG, "2026-04-13T07:40:00Z", "main",
        user("통합 테스트를 CI 와 같은 방식으로 make 로 돌려 주세요."),
        err("make test-integration",
            "docker run --rm -v /home/minji/work/rag-search:/src -w /src python:3.10-bullseye sh -c "
            "\"pip install -q -r requirements.txt && pytest -q tests/integration\"\n"
            "ImportError while loading conftest '/src/tests/integration/conftest.py'.\n"
            "tests/integration/conftest.py:3: in <module>\n    import chromadb\n"
            "/usr/local/lib/python3.10/site-packages/chromadb/__init__.py:85: in <module>\n    raise RuntimeError(\n"
            "E   " + _CHROMA.replace("\n", "\nE   ") + "\nmake: *** [Makefile:21: test-integration] Error 4", 2),
        say("bullseye 의 sqlite 는 3.34.1 이라 3.35 에 한 끗 모자랍니다. Makefile 의 이미지를 bookworm 으로 바꿉니다."),
        edit(f"{RAG}/Makefile", "python:3.10-bullseye", "python:3.10-bookworm"),
        ok("make test-integration",
           "docker run --rm -v /home/minji/work/rag-search:/src -w /src python:3.10-bookworm sh -c "
           "\"pip install -q -r requirements.txt && pytest -q tests/integration\"\n"
           "..............                                                           [100%]\n14 passed in 21.30s"),
    )
    T.pair(lid, "l-chroma-recur-ci", "recurred",
           "The make target's bullseye image (sqlite 3.34.1) hits chromadb's sqlite >= 3.35.0 RuntimeError.")

    T.later(
        "l-chroma-neither-collection", RAG, "2026-03-24T04:05:00Z", "main",
        user("'환불 규정' 으로 검색이 안 돼요."),
        err("docker compose run --rm ingest python -m rag.query '환불 규정'",
            "Traceback (most recent call last):\n  File \"/app/rag/query.py\", line 22, in <module>\n"
            "    col = client.get_collection(os.environ.get(\"RAG_COLLECTION\", \"faq_v2\"))\n"
            "  File \"/usr/local/lib/python3.10/site-packages/chromadb/api/client.py\", line 155, in get_collection\n"
            "    model = self._server.get_collection(\n"
            "ValueError: Collection faq_v2 does not exist.", 1),
        say("기본 컬렉션 이름이 faq_v2 로 바뀌었는데 적재는 아직 faq 로 되어 있습니다."),
        ok("docker compose run --rm -e RAG_COLLECTION=faq ingest python -m rag.query '환불 규정'",
           "1. [0.82] 환불은 결제일로부터 7일 이내에 ...\n2. [0.77] 부분 환불 규정 ..."),
    )
    T.pair(lid, "l-chroma-neither-collection", "neither",
           "chromadb runs and fails on a missing collection: another error, nothing about sqlite3.")

    T.later(
        "l-chroma-neither-quoted", RAG, "2026-04-27T06:30:00Z", "main",
        user("팀원이 노트북에서 'Chroma requires sqlite3 >= 3.35.0' 에러가 났다고 슬랙에 올렸어요. README 에 해결법 "
             "섹션을 넣어 주세요. 실행은 안 해도 돼요."),
        read(f"{RAG}/README.md", "# rag-search\n\n## 개발 환경\n\n`docker compose run --rm ingest ...`\n"),
        edit(f"{RAG}/README.md", "## 개발 환경\n",
             "## 개발 환경\n\n### sqlite3 >= 3.35.0 에러\n\n"
             "호스트의 sqlite 가 오래되면 chromadb 가 import 에서 멈춥니다. 도커 이미지(bookworm)로 돌리거나 "
             "`pip install pysqlite3-binary` 후 진입점의 sqlite3 교체 코드를 쓰세요.\n"),
        say("README 에 추가했습니다."),
    )
    T.pair(lid, "l-chroma-neither-quoted", "neither",
           "The error is quoted from a teammate and the fix only written into the README; nothing is run.")

    T.later(
        "l-chroma-before", RAG, "2026-02-02T03:00:00Z", "main",
        user("로컬에서 FAQ 적재 한 번 돌려 주세요."),
        ok(".venv/bin/python -m rag.ingest --source data/faq",
           "sqlite 3.45.1, chromadb 0.5.23\ningested 409 chunks into collection 'faq'"),
    )
    T.pair(lid, "l-chroma-before", "neither",
           "Dated before the lesson's source session, so neither whatever it holds.")


SUP = "/home/dana/src/support-search"


def _st_tb(site: str, entry: str, line: int = 4) -> str:
    return ("Traceback (most recent call last):\n"
            f"  File \"{entry}\", line {line}, in <module>\n"
            "    from sentence_transformers import SentenceTransformer\n"
            f"  File \"{site}/sentence_transformers/__init__.py\", line 3, in <module>\n"
            "    from .datasets import SentencesDataset, ParallelSentencesDataset\n"
            f"  File \"{site}/sentence_transformers/datasets/__init__.py\", line 3, in <module>\n"
            "    from .ParallelSentencesDataset import ParallelSentencesDataset\n"
            f"  File \"{site}/sentence_transformers/datasets/ParallelSentencesDataset.py\", line 4, in <module>\n"
            "    from .. import SentenceTransformer\n"
            f"  File \"{site}/sentence_transformers/SentenceTransformer.py\", line 12, in <module>\n"
            "    from huggingface_hub import HfApi, HfFolder, Repository, hf_hub_url, cached_download\n"
            "ImportError: cannot import name 'cached_download' from 'huggingface_hub' "
            f"({site}/huggingface_hub/__init__.py)")


def _st_cached_download() -> None:
    site = f"{SUP}/.venv/lib/python3.11/site-packages"
    T.source(
        "s-st-cached-download", SUP, "2026-02-10T11:00:00Z", "main",
        user("After `pip install -U transformers` the embed script won't even import. Fix it without downgrading "
             "transformers."),
        err(".venv/bin/python scripts/embed.py --limit 10", _st_tb(site, f"{SUP}/scripts/embed.py"), 1),
        ok(".venv/bin/pip list 2>/dev/null | grep -iE '^(sentence-transformers|huggingface-hub|transformers) '",
           "huggingface-hub       0.27.1\nsentence-transformers 2.2.2\ntransformers          4.48.0"),
        say("sentence-transformers 2.2.2 imports `cached_download`, which huggingface_hub removed in 0.26; the "
            "transformers upgrade pulled hub 0.27. sentence-transformers 2.3+ no longer uses it, so bump that pin "
            "rather than holding the hub back."),
        ok("sed -i 's/^sentence-transformers==2.2.2$/sentence-transformers==3.3.1/' requirements.txt && "
           ".venv/bin/pip install -q -r requirements.txt && .venv/bin/python scripts/embed.py --limit 10",
           "loaded sentence-transformers/all-MiniLM-L6-v2 (dim 384)\nembedded 10 tickets -> out/embeddings.parquet"),
    )
    T.lesson(
        "t54-sentence-transformers-cached-download", "project", "en", "s-st-cached-download", "build_config",
        "sentence-transformers 2.2.2 breaks on huggingface_hub 0.26+ (cached_download removed)",
        "`from sentence_transformers import SentenceTransformer` fails with `ImportError: cannot import name "
        "'cached_download' from 'huggingface_hub'`, right after an unrelated upgrade such as transformers.",
        "support-search pinned sentence-transformers==2.2.2 but not huggingface_hub, so upgrading transformers "
        "quietly moved the hub to 0.27 under it.",
        "sentence-transformers 2.2.2 imports huggingface_hub.cached_download, which was deprecated and then "
        "removed in huggingface_hub 0.26; 2.3 and later use hf_hub_download instead.",
        "Upgrade sentence-transformers to 2.3 or later (the repo now pins sentence-transformers==3.3.1). Where "
        "something else forces 2.2.2, hold `huggingface_hub<0.26` next to it in the same environment.",
        ['".venv/bin/python scripts/embed.py --limit 10" failed: '
         '"ImportError: cannot import name \'cached_download\' from \'huggingface_hub\'"',
         '"huggingface-hub       0.27.1" with "sentence-transformers 2.2.2"',
         'the sed to "sentence-transformers==3.3.1" and a reinstall, then "embedded 10 tickets"'],
    )
    lid = "t54-sentence-transformers-cached-download"

    T.later(
        "l-st-apply-hubpin", SUP, "2026-03-09T15:30:00Z", "main",
        user("Try the InstructorEmbedding model as an experiment in its own venv; it needs sentence-transformers "
             "2.2.2."),
        say("2.2.2 imports cached_download, gone from huggingface_hub 0.26, so that venv gets "
            "huggingface_hub<0.26 pinned next to it."),
        ok("python3.11 -m venv .venv-instructor && .venv-instructor/bin/pip install -q InstructorEmbedding==1.0.1 "
           "sentence-transformers==2.2.2 'huggingface_hub<0.26' && .venv-instructor/bin/pip list 2>/dev/null | "
           "grep -iE '^(sentence-transformers|huggingface-hub) '",
           "huggingface-hub       0.25.2\nsentence-transformers 2.2.2"),
        write(f"{SUP}/scripts/embed_instructor.py",
              "from InstructorEmbedding import INSTRUCTOR\n\nmodel = INSTRUCTOR(\"hkunlp/instructor-base\")\n"
              "print(model.encode([[\"Represent the support ticket:\", \"refund not received\"]]).shape)\n"),
        ok(".venv-instructor/bin/python scripts/embed_instructor.py", "load INSTRUCTOR_Transformer\n"
           "max_seq_length  512\n(1, 768)"),
    )
    T.pair(lid, "l-st-apply-hubpin", "applied",
           "Pins huggingface_hub<0.26 beside sentence-transformers 2.2.2 before any import; no cached_download error.")

    T.later(
        "l-st-recur-docker", SUP, "2026-03-18T09:45:00Z", "main",
        user("The api container crashes on start since this morning's rebuild. Look?"),
        err("docker compose run --rm api python -c 'from sentence_transformers import SentenceTransformer'",
            _st_tb("/usr/local/lib/python3.11/site-packages", "<string>", line=1).replace(
                "File \"<string>\", line 1, in <module>\n    from sentence_transformers import SentenceTransformer\n",
                "File \"<string>\", line 1, in <module>\n"), 1),
        ok("grep -n 'sentence-transformers\\|huggingface' api/requirements.lock",
           "88:huggingface-hub==0.27.1\n131:sentence-transformers==2.2.2"),
        edit(f"{SUP}/api/requirements.lock", "sentence-transformers==2.2.2", "sentence-transformers==3.3.1"),
        ok("docker compose build api && docker compose run --rm api python -c "
           "'from sentence_transformers import SentenceTransformer; print(\"ok\")'",
           "[+] Building 64.0s (11/11) FINISHED\nok"),
    )
    T.pair(lid, "l-st-recur-docker", "recurred",
           "The api image's lock still has 2.2.2 with hub 0.27.1: the same cached_download ImportError.")

    T.later(
        "l-st-recur-gpu", SUP, "2026-04-07T12:10:00Z", "main",
        user("On gpu-01, update transformers and accelerate in the old finetune venv and do a one-epoch run."),
        err("ssh gpu-01 'cd support-search && .venv/bin/pip install -q -U transformers accelerate && "
            ".venv/bin/python scripts/finetune.py --epochs 1'",
            _st_tb("/home/dana/support-search/.venv/lib/python3.10/site-packages",
                   "/home/dana/support-search/scripts/finetune.py", line=6), 1),
        ok("ssh gpu-01 'cd support-search && .venv/bin/pip install -q sentence-transformers==3.3.1 && "
           ".venv/bin/python scripts/finetune.py --epochs 1'",
           "epoch 1/1: 100%|##########| 412/412 [03:41<00:00,  1.86it/s, loss=0.214]\nsaved models/ft-2026-04-07"),
    )
    T.pair(lid, "l-st-recur-gpu", "recurred",
           "The upgrade over ssh lifts the hub under an old 2.2.2 venv; finetune.py fails on cached_download.")

    T.later(
        "l-st-neither-offline", SUP, "2026-03-26T18:00:00Z", "main",
        user("The embed job on the air-gapped box fails; here's the host: airgap-01."),
        err("ssh airgap-01 'cd support-search && .venv/bin/python scripts/embed.py --limit 10'",
            "OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the "
            "cached files and it looks like sentence-transformers/all-MiniLM-L6-v2 is not the path to a directory "
            "containing a file named config.json.\nCheckout your internet connection or see how to run the library "
            "in offline mode at 'https://huggingface.co/docs/transformers/installation#offline-mode'.", 1),
        ok("rsync -a ~/.cache/huggingface/hub/models--sentence-transformers--all-MiniLM-L6-v2 "
           "airgap-01:.cache/huggingface/hub/ && ssh airgap-01 'cd support-search && HF_HUB_OFFLINE=1 "
           ".venv/bin/python scripts/embed.py --limit 10'",
           "loaded sentence-transformers/all-MiniLM-L6-v2 (dim 384)\nembedded 10 tickets -> out/embeddings.parquet"),
    )
    T.pair(lid, "l-st-neither-offline", "neither",
           "sentence-transformers imports fine and fails to download a model offline: another error.")

    T.later(
        "l-st-neither-conflict", SUP, "2026-04-23T11:20:00Z", "main",
        user("transformers 4.42+ breaks our tokenizer patch. Pin transformers<4.41 in requirements.txt for now and "
             "reinstall."),
        edit(f"{SUP}/requirements.txt", "transformers==4.48.0\n", "transformers<4.41\n"),
        err(".venv/bin/pip install -q -r requirements.txt",
            "ERROR: Cannot install -r requirements.txt (line 7) and transformers<4.41 because these package "
            "versions have conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested "
            "transformers<4.41\n    sentence-transformers 3.3.1 depends on transformers<5.0.0 and >=4.41.0\n\n"
            "To fix this you could try to:\n1. loosen the range of package versions you've specified\n2. remove "
            "package versions to allow pip to attempt to solve the dependency conflict\n\n"
            "ERROR: ResolutionImpossible: for help visit "
            "https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts", 1),
        say("sentence-transformers 3.3.1 needs transformers 4.41+, so that pin can't hold. I've put requirements.txt "
            "back; the tokenizer patch needs fixing instead."),
        edit(f"{SUP}/requirements.txt", "transformers<4.41\n", "transformers==4.48.0\n"),
        ok(".venv/bin/pip install -q -r requirements.txt && .venv/bin/pip check", "No broken requirements found."),
    )
    T.pair(lid, "l-st-neither-conflict", "neither",
           "pip's resolver refuses a transformers pin that conflicts with sentence-transformers: another error.")

    T.later(
        "l-st-before", SUP, "2026-02-06T10:20:00Z", "main",
        user("Re-embed the last week of tickets."),
        ok(".venv/bin/python scripts/embed.py --since 2026-01-30",
           "loaded sentence-transformers/all-MiniLM-L6-v2 (dim 384)\n"
           "embedded 2,318 tickets -> out/embeddings.parquet"),
    )
    T.pair(lid, "l-st-before", "neither",
           "Dated before the lesson's source session, so neither.")


FILLS = [_ansible_python, _chroma_sqlite, _st_cached_download]
