"""The fifty-fifth tracking corpus, part d: Ansible's Missing sudo password on hosts that need one, where -K cannot
prompt in a shell without a terminal (--become-password-file; a Korean lesson), gensim 4.3.2 importing
scipy.linalg.triu, which SciPy 1.13 removed, and XGBoost's macOS wheel without Homebrew's libomp. Tables and
labelling rules: tracking55_cases.py."""
from __future__ import annotations

from tests.truth.tracking55_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

ANS = "/home/hyun/infra/ansible-web"
TOPIC = "/home/dev/src/topic-lab"
CHURN = "/Users/mina/src/churn-model"
BPF = "~/.ansible/become_pass.txt"


def play(hosts: list[str], rows: list[tuple[int, ...]], body: str, group: str = "web") -> str:
    """rows: (ok, changed, failed) or (ok, changed, failed, unreachable) per host."""
    recap = "\n".join(f"{h:<27}: ok={r[0]:<4} changed={r[1]:<4} unreachable={(r[3] if len(r) > 3 else 0):<4} "
                      f"failed={r[2]:<4} skipped=0    rescued=0    ignored=0" for h, r in zip(hosts, rows))
    return (f"\nPLAY [{group}] " + "*" * 69 + "\n\n" + body + "\n\nPLAY RECAP " + "*" * 69 + "\n" + recap)


def missing(hosts: list[str], group: str = "web") -> str:
    body = "TASK [Gathering Facts] " + "*" * 57 + "\n" + "\n".join(
        f"fatal: [{h}]: FAILED! => {{\"msg\": \"Missing sudo password\"}}" for h in hosts)
    return play(hosts, [(0, 0, 1)] * len(hosts), body, group)


def ran(hosts: list[str], okc: int, changed: int, group: str = "web") -> str:
    body = ("TASK [Gathering Facts] " + "*" * 57 + "\n" + "\n".join(f"ok: [{h}]" for h in hosts) + "\n...")
    return play(hosts, [(okc, changed, 0)] * len(hosts), body, group)


# --- Ansible's Missing sudo password in a shell without a terminal (Korean) --------------------------------------

def _become() -> None:
    T.source(
        "s-ansible-become", ANS, "2026-02-16T01:00:00Z", "main",
        user("web 그룹에 nginx 설정 배포해줘 (site.yml, --limit web)."),
        err("ansible-playbook -i inventory/prod.ini site.yml --limit web", missing(["web1", "web2"]), 2),
        say("prod 호스트들은 sudo에 비밀번호가 필요합니다. 보통은 -K(--ask-become-pass)로 묻게 하지만 제가 쓰는 셸에는 "
            "터미널이 없어서 프롬프트에 답할 수 없습니다. become 비밀번호를 담은 파일이 있으면 "
            "--become-password-file로 넘기겠습니다 (ANSIBLE_BECOME_PASSWORD_FILE 환경변수나 ansible.cfg의 "
            "become_password_file도 같은 설정입니다)."),
        user("~/.ansible/become_pass.txt에 있어 (권한 600)."),
        ok(f"stat -c '%a %U' {BPF}", "600 hyun"),
        ok(f"ansible-playbook -i inventory/prod.ini site.yml --limit web --become-password-file {BPF}",
           ran(["web1", "web2"], 12, 2)),
    )
    T.lesson(
        "t55-ansible-missing-sudo-password", "project", "ko", "s-ansible-become", "workflow",
        "ansible-web의 prod 호스트는 sudo 비밀번호가 필요 — 터미널 없는 셸에서는 --become-password-file",
        "ansible-playbook -i inventory/prod.ini site.yml이 Gathering Facts에서 fatal: [web1]: FAILED! => "
        "{\"msg\": \"Missing sudo password\"}로 모든 호스트가 실패한다.",
        "-K(--ask-become-pass)가 정석이지만 에이전트의 셸에는 TTY가 없어서 비밀번호 프롬프트에 답할 수 없다.",
        "prod 인벤토리의 호스트는 NOPASSWD가 아니라서 become에 비밀번호가 필요한데 플레이북 실행에 비밀번호가 "
        "주어지지 않았다.",
        "`--become-password-file ~/.ansible/become_pass.txt`로 넘긴다 (같은 것을 ANSIBLE_BECOME_PASSWORD_FILE 환경 "
        "변수나 ansible.cfg [defaults]의 become_password_file로도 줄 수 있다). 파일 권한은 600.",
        ["`ansible-playbook -i inventory/prod.ini site.yml --limit web` 실패: \"Missing sudo password\"",
         "`--become-password-file ~/.ansible/become_pass.txt`를 붙이자 \"web1                       : ok=12\""])

    T.later(
        "l-become-before", ANS, "2026-02-10T02:30:00Z", "main",
        user("logrotate.yml을 web 그룹에 돌려줘"),
        err("ansible-playbook -i inventory/prod.ini logrotate.yml --limit web", missing(["web1", "web2"]), 2),
        user("아 sudo 비번. 내가 내 터미널에서 -K로 돌릴게"),
        say("네, 제 쪽에서는 비밀번호 프롬프트에 답할 수 없어서 그게 낫겠습니다."),
    )
    T.pair("t55-ansible-missing-sudo-password", "l-become-before", "neither",
           "dated before the lesson's source session (it holds the same Missing sudo password)")

    T.later(
        "l-become-db-group", ANS, "2026-02-24T01:40:00Z", "main",
        user("새로 추가한 db 그룹에 db.yml 돌려줘"),
        err("ansible-playbook -i inventory/prod.ini db.yml", missing(["db1", "db2"], "db"), 2),
        say("db 호스트도 sudo 비밀번호가 필요합니다. web 때처럼 비밀번호 파일로 넘기겠습니다."),
        ok(f"ansible-playbook -i inventory/prod.ini db.yml --become-password-file {BPF}",
           ran(["db1", "db2"], 18, 5, "db")),
        say("db1, db2 모두 적용됐습니다."),
    )
    T.pair("t55-ansible-missing-sudo-password", "l-become-db-group", "recurred",
           "db.yml on the new db group fails with Missing sudo password before the password file is passed")

    T.later(
        "l-become-make", ANS, "2026-03-03T02:00:00Z", "main",
        user("배포 명령을 Makefile 타깃으로 만들어줘 (deploy-web, deploy-db). 그리고 deploy-web 한 번 돌려봐."),
        write(f"{ANS}/Makefile",
              "INV ?= inventory/prod.ini\n"
              "# prod 호스트는 sudo 비밀번호가 필요하다 (-K는 TTY가 있어야 한다)\n"
              "export ANSIBLE_BECOME_PASSWORD_FILE ?= $(HOME)/.ansible/become_pass.txt\n\n"
              ".PHONY: deploy-web deploy-db\n"
              "deploy-web:\n\tansible-playbook -i $(INV) site.yml --limit web\n\n"
              "deploy-db:\n\tansible-playbook -i $(INV) db.yml\n"),
        ok("make deploy-web", "ansible-playbook -i inventory/prod.ini site.yml --limit web\n"
           + ran(["web1", "web2"], 12, 0)),
        say("Makefile을 만들었고 deploy-web이 변경 없이 통과했습니다."),
    )
    T.pair("t55-ansible-missing-sudo-password", "l-become-make", "applied",
           "a Makefile exports ANSIBLE_BECOME_PASSWORD_FILE and make deploy-web runs without the sudo error")

    T.later(
        "l-become-unreachable", ANS, "2026-03-05T03:10:00Z", "main",
        user("staging에 site.yml 돌려줘 (staging은 NOPASSWD야)"),
        err("ansible-playbook -i inventory/staging.ini site.yml",
            play(["web-stg1", "web-stg2"], [(12, 2, 0), (0, 0, 0, 1)],
                 "TASK [Gathering Facts] " + "*" * 57 + "\nok: [web-stg1]\nfatal: [web-stg2]: UNREACHABLE! => "
                 "{\"changed\": false, \"msg\": \"Failed to connect to the host via ssh: ssh: connect to host "
                 "10.0.8.22 port 22: Connection timed out\", \"unreachable\": true}\n..."), 4),
        say("web-stg1은 적용됐고 web-stg2는 ssh 연결이 타임아웃입니다 (10.0.8.22). 꺼져 있는 것 같습니다."),
        user("어제 내가 내렸어. 괜찮아"),
    )
    T.pair("t55-ansible-missing-sudo-password", "l-become-unreachable", "neither",
           "a different Ansible failure (an unreachable host) on a NOPASSWD inventory; no become password")

    T.later(
        "l-become-adhoc-web3", ANS, "2026-03-09T05:25:00Z", "main",
        user("web 그룹 전체에 nginx 최신으로 올려줘, 플레이북 말고 ad-hoc으로. web3도 새로 들어왔어."),
        err(f"ansible web -i inventory/prod.ini -b -m apt -a 'name=nginx state=latest update_cache=yes' "
            f"--become-password-file {BPF}",
            "web1 | CHANGED => {\n    \"cache_update_time\": 1773033920,\n    \"changed\": true\n}\n"
            "web2 | CHANGED => {\n    \"cache_update_time\": 1773033921,\n    \"changed\": true\n}\n"
            "web3 | FAILED! => {\n    \"msg\": \"Incorrect sudo password\"\n}", 2),
        say("web1, web2는 올라갔고 web3는 파일의 비밀번호가 틀렸다고 합니다. web3는 다른 sudo 비밀번호로 "
            "만들어진 것 같습니다."),
        user("맞아, web3는 아직 초기 비번이야. 내가 바꿀게"),
    )
    T.pair("t55-ansible-missing-sudo-password", "l-become-adhoc-web3", "applied",
           "the ad-hoc run passes --become-password-file up front; web3's Incorrect sudo password is another error")

    T.later(
        "l-become-fish", ANS, "2026-03-17T01:15:00Z", "main",
        user("내 fish 설정대로 환경변수로 비밀번호 파일 지정해서 site.yml 돌려줘"),
        err(f"fish -c 'set ANSIBLE_BECOME_PASSWORD_FILE {BPF}; ansible-playbook -i inventory/prod.ini site.yml "
            "--limit web'", missing(["web1", "web2", "web3"]), 2),
        say("fish의 set은 -x 없이는 변수를 자식 프로세스에 내보내지 않아서 ansible-playbook이 못 봤습니다."),
        ok(f"fish -c 'set -x ANSIBLE_BECOME_PASSWORD_FILE {BPF}; ansible-playbook -i inventory/prod.ini site.yml "
           "--limit web'", ran(["web1", "web2", "web3"], 12, 1)),
        say("set -x로 내보내니 세 호스트 모두 적용됐습니다."),
    )
    T.pair("t55-ansible-missing-sudo-password", "l-become-fish", "recurred",
           "with the variable set but not exported in fish, the playbook fails with Missing sudo password; then -x")

    T.later(
        "l-become-readme", ANS, "2026-03-19T04:00:00Z", "main",
        user("README에 새로 온 사람용으로 prod 배포하는 법 적어줘. 인벤토리 구조도 같이."),
        ok("ansible-inventory -i inventory/prod.ini --graph",
           "@all:\n  |--@ungrouped:\n  |--@web:\n  |  |--web1\n  |  |--web2\n  |  |--web3\n  |--@db:\n"
           "  |  |--db1\n  |  |--db2"),
        edit(f"{ANS}/README.md", "## Usage\n",
             "## Usage\n\nprod 호스트는 sudo 비밀번호가 필요하다. 비밀번호를 `~/.ansible/become_pass.txt`(600)에 두고 "
             "`make deploy-web` 또는 `ansible-playbook ... --become-password-file ~/.ansible/become_pass.txt`로 "
             "실행한다.\n\n인벤토리: web(web1-3), db(db1-2).\n"),
        say("README에 배포 방법과 인벤토리 구조를 적었습니다."),
    )
    T.pair("t55-ansible-missing-sudo-password", "l-become-readme", "neither",
           "--become-password-file is only written into the README; ansible-inventory is run for the graph")


# --- gensim 4.3.2 and SciPy 1.13 -------------------------------------------------------------------------------

def triu(site: str, top: str, line: int = 3) -> str:
    return ("Traceback (most recent call last):\n"
            f"  File \"{top}\", line {line}, in <module>\n    from gensim.models import Word2Vec\n"
            f"  File \"{site}/gensim/__init__.py\", line 11, in <module>\n"
            "    from gensim import parsing, corpora, matutils, interfaces, models, similarities, utils  # noqa:F401\n"
            f"  File \"{site}/gensim/corpora/__init__.py\", line 6, in <module>\n"
            "    from .indexedcorpus import IndexedCorpus  # noqa:F401 must appear before the other classes\n"
            f"  File \"{site}/gensim/corpora/indexedcorpus.py\", line 14, in <module>\n"
            "    from gensim import interfaces, utils\n"
            f"  File \"{site}/gensim/interfaces.py\", line 19, in <module>\n    from gensim import utils, matutils\n"
            f"  File \"{site}/gensim/matutils.py\", line 20, in <module>\n"
            "    from scipy.linalg import get_blas_funcs, triu\n"
            f"ImportError: cannot import name 'triu' from 'scipy.linalg' ({site}/scipy/linalg/__init__.py)")


def _gensim() -> None:
    site = f"{TOPIC}/.venv/lib/python3.11/site-packages"
    T.source(
        "s-gensim-scipy", TOPIC, "2026-02-17T14:00:00Z", "main",
        user("Train the word2vec model on data/corpus.txt with scripts/train_w2v.py. I just recreated the venv "
             "from requirements.txt."),
        err(".venv/bin/python scripts/train_w2v.py --corpus data/corpus.txt --out models/w2v.model",
            triu(site, f"{TOPIC}/scripts/train_w2v.py")),
        ok(".venv/bin/pip show gensim scipy | grep -E '^(Name|Version)'",
           "Name: gensim\nVersion: 4.3.2\nName: scipy\nVersion: 1.13.1"),
        say("SciPy 1.13 removed scipy.linalg.triu, and gensim 4.3.2 still imports it (4.3.3 no longer does). "
            "requirements.txt pins gensim==4.3.2 but leaves scipy open, so the fresh venv got 1.13.1. Pinning "
            "scipy below 1.13 next to it."),
        edit(f"{TOPIC}/requirements.txt", "scipy\n",
             "scipy<1.13  # gensim 4.3.2 imports scipy.linalg.triu, removed in SciPy 1.13\n"),
        ok(".venv/bin/pip install -q -r requirements.txt && .venv/bin/pip show scipy | grep ^Version && "
           ".venv/bin/python scripts/train_w2v.py --corpus data/corpus.txt --out models/w2v.model",
           "Version: 1.12.0\n2026-02-17 14:09:41,118 : INFO : collecting all words and their counts\n"
           "2026-02-17 14:10:12,530 : INFO : EPOCH 5: training on 4183022 raw words (3390115 effective words) "
           "took 6.1s, 555762 effective words/s\nsaved models/w2v.model"),
    )
    T.lesson(
        "t55-gensim-scipy-triu", "global", "en", "s-gensim-scipy", "api_quirk",
        "gensim 4.3.2 fails to import under SciPy 1.13+ (scipy.linalg.triu removed): pin scipy<1.13 or gensim 4.3.3",
        "`from gensim.models import Word2Vec` raised ImportError: cannot import name 'triu' from 'scipy.linalg' "
        "in a freshly built venv.",
        "Nothing in the project changed; only an unpinned scipy moved to 1.13.x when the environment was rebuilt, "
        "so it looks like a broken gensim install.",
        "SciPy 1.13 removed scipy.linalg.triu; gensim 4.3.2 (and older) imports it in gensim/matutils.py, and "
        "4.3.3 stopped doing so.",
        "Pin scipy below 1.13 next to gensim 4.3.2 (`scipy<1.13`, e.g. scipy==1.12.0, in requirements or pip "
        "install), or upgrade to gensim 4.3.3.",
        ["\"ImportError: cannot import name 'triu' from 'scipy.linalg'\"",
         "`pip show` gave \"Version: 4.3.2\" for gensim and \"Version: 1.13.1\" for scipy",
         "with \"scipy<1.13\" in requirements.txt: \"Version: 1.12.0\" and \"saved models/w2v.model\""])

    T.later(
        "l-gensim-before", "/home/dev/src/recsys-api", "2026-02-11T11:00:00Z", "main",
        user("add a word2vec similarity endpoint; gensim is in requirements"),
        err(".venv/bin/python -c 'from gensim.models import KeyedVectors'",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n...\n"
            "ImportError: cannot import name 'triu' from 'scipy.linalg' "
            "(/home/dev/src/recsys-api/.venv/lib/python3.11/site-packages/scipy/linalg/__init__.py)"),
        user("gensim is more trouble than it's worth. use the vectors with numpy directly"),
        write("/home/dev/src/recsys-api/recsys/similar.py",
              "import numpy as np\n\n_vecs = np.load(\"models/vectors.npy\")\n_norm = _vecs / "
              "np.linalg.norm(_vecs, axis=1, keepdims=True)\n\n\ndef most_similar(i: int, k: int = 10) -> "
              "list[int]:\n    return np.argsort(-_norm @ _norm[i])[1:k + 1].tolist()\n"),
        say("Wrote recsys/similar.py with plain numpy cosine similarity instead of gensim."),
    )
    T.pair("t55-gensim-scipy-triu", "l-gensim-before", "neither",
           "dated before the lesson's source session (it holds the same triu ImportError)")

    T.later(
        "l-gensim-docker", "/home/dev/src/recsys-api", "2026-02-26T10:20:00Z", "main",
        user("Containerise the trainer: a Dockerfile that installs requirements-train.txt (gensim 4.3.2) and runs "
             "train.py."),
        write("/home/dev/src/recsys-api/requirements-train.txt",
              "gensim==4.3.2\n# gensim 4.3.2 imports scipy.linalg.triu, gone in SciPy 1.13\nscipy==1.12.0\n"
              "numpy<2\n"),
        write("/home/dev/src/recsys-api/Dockerfile.train",
              "FROM python:3.11-slim\nWORKDIR /app\nCOPY requirements-train.txt .\n"
              "RUN pip install --no-cache-dir -r requirements-train.txt\nCOPY . .\n"
              "CMD [\"python\", \"train.py\"]\n"),
        ok("docker build -q -f Dockerfile.train -t recsys-train . && docker run --rm recsys-train python -c "
           "'import gensim, scipy; print(gensim.__version__, scipy.__version__)'",
           "sha256:9a7d0c2e41f8b6d3a5e1c0f97b24d8e6a3c5f1b0d9e7a2c4b6d8f0e1a3c5b7d9\n4.3.2 1.12.0"),
        say("recsys-train builds; gensim 4.3.2 imports with scipy 1.12.0."),
    )
    T.pair("t55-gensim-scipy-triu", "l-gensim-docker", "applied",
           "pins scipy==1.12.0 beside gensim 4.3.2 in the image's requirements; gensim imports in the container")
    T.pair("t55-buildx-missing-mount", "l-gensim-docker", "neither",
           "a plain docker build with no RUN --mount that works; nothing about buildx")

    T.later(
        "l-gensim-papermill", TOPIC, "2026-03-03T09:45:00Z", "main",
        user("run notebooks/lda.ipynb with papermill in the lda conda env and save to out/lda.ipynb"),
        err("conda run -n lda papermill notebooks/lda.ipynb out/lda.ipynb",
            "Executing:   0%|          | 0/14 [00:00<?, ?cell/s]\nExecuting:   7%|▋         | 1/14 [00:02<00:30, "
            "2.31s/cell]\nTraceback (most recent call last):\n...\npapermill.exceptions.PapermillExecutionError: \n"
            "---------------------------------------------------------------------------\n"
            "Exception encountered at \"In [1]\":\n"
            "---------------------------------------------------------------------------\n"
            "ImportError                               Traceback (most recent call last)\nCell In[1], line 2\n"
            "      1 import pandas as pd\n----> 2 from gensim.models import LdaModel\n...\n"
            "ImportError: cannot import name 'triu' from 'scipy.linalg' "
            "(/home/dev/miniforge3/envs/lda/lib/python3.11/site-packages/scipy/linalg/__init__.py)"),
        ok("conda run -n lda python -c 'import gensim, scipy; print(gensim.__version__, scipy.__version__)'",
           "4.3.2 1.14.1"),
        say("The lda env has scipy 1.14.1 with gensim 4.3.2, the combination that lost triu. Pinning scipy there."),
        ok("conda run -n lda pip install -q 'scipy<1.13' && conda run -n lda papermill notebooks/lda.ipynb "
           "out/lda.ipynb",
           "Executing: 100%|██████████| 14/14 [01:12<00:00,  5.17s/cell]"),
        say("The notebook ran through; out/lda.ipynb is written."),
    )
    T.pair("t55-gensim-scipy-triu", "l-gensim-papermill", "recurred",
           "the notebook in the lda env hits the triu ImportError under papermill; then scipy<1.13 is installed")

    T.later(
        "l-gensim-numpy2", "/home/dev/src/kw-extract", "2026-03-05T15:30:00Z", "main",
        user("the keyword extractor crashes on import since I rebuilt the venv"),
        err(".venv/bin/python -m kw_extract --help",
            "Traceback (most recent call last):\n...\n  File \"/home/dev/src/kw-extract/.venv/lib/python3.12/"
            "site-packages/gensim/models/word2vec.py\", line 228, in <module>\n"
            "    from gensim.models.word2vec_inner import (  # noqa: F401\n"
            "  File \"gensim/models/word2vec_inner.pyx\", line 1, in init gensim.models.word2vec_inner\n"
            "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, "
            "got 88 from PyObject"),
        ok(".venv/bin/pip show numpy gensim scipy | grep -E '^(Name|Version)'",
           "Name: numpy\nVersion: 2.1.3\nName: gensim\nVersion: 4.3.3\nName: scipy\nVersion: 1.13.1"),
        say("gensim 4.3.3's compiled modules were built against NumPy 1.x and the venv got NumPy 2.1. Pinning "
            "numpy<2."),
        ok(".venv/bin/pip install -q 'numpy<2' && .venv/bin/python -m kw_extract --help | head -1",
           "usage: kw_extract [-h] [--top K] [--lang {en,ko}] FILE"),
        say("Works again with numpy 1.26."),
    )
    T.pair("t55-gensim-scipy-triu", "l-gensim-numpy2", "neither",
           "a different gensim import error (NumPy 2's dtype size), fixed with numpy<2; scipy is left alone")

    T.later(
        "l-gensim-433", "/home/dev/src/news-cluster", "2026-03-10T13:00:00Z", "main",
        user("add gensim to this uv project, I want Doc2Vec"),
        say("I'll take gensim 4.3.3 rather than 4.3.2: 4.3.2 imports scipy.linalg.triu, which SciPy 1.13 removed, "
            "and uv would resolve the current scipy."),
        ok("uv add 'gensim==4.3.3' && uv run python -c 'import gensim, scipy; from gensim.models import Doc2Vec; "
           "print(gensim.__version__, scipy.__version__)'",
           "Resolved 41 packages in 612ms\nInstalled 4 packages in 88ms\n + gensim==4.3.3\n + scipy==1.13.1\n"
           " + smart-open==7.1.0\n + wrapt==1.17.2\n4.3.3 1.13.1"),
        say("gensim 4.3.3 is added and imports with scipy 1.13.1."),
    )
    T.pair("t55-gensim-scipy-triu", "l-gensim-433", "applied",
           "chooses gensim 4.3.3 for the scipy 1.13 problem before any import; Doc2Vec imports")

    T.later(
        "l-gensim-tox", TOPIC, "2026-03-13T16:20:00Z", "main",
        user("run tox -e py311 before I tag"),
        err("tox -e py311",
            "py311: install_deps> python -I -m pip install -r requirements-test.txt\n.pkg: build_sdist> ...\n"
            "py311: commands[0]> pytest -q\n\n==================================== ERRORS "
            "====================================\n__________________ ERROR collecting tests/test_topics.py "
            "__________________\nImportError while importing test module '/home/dev/src/topic-lab/tests/"
            "test_topics.py'.\n...\ntopic_lab/topics.py:4: in <module>\n    from gensim.models import LdaModel\n...\n"
            "E   ImportError: cannot import name 'triu' from 'scipy.linalg' (/home/dev/src/topic-lab/.tox/py311/lib/"
            "python3.11/site-packages/scipy/linalg/__init__.py)\n  py311: FAIL code 2 (31.02 seconds)\n"
            "  evaluation failed :( (31.40 seconds)", 2),
        say("tox builds its env from setup.cfg's install_requires, which lists scipy without the <1.13 pin that "
            "requirements.txt has, so the py311 env got the new scipy."),
        user("don't bother, I'm replacing gensim next sprint. I'll tag without tox"),
    )
    T.pair("t55-gensim-scipy-triu", "l-gensim-tox", "recurred",
           "the tox env imports gensim 4.3.2 with a new scipy and test collection fails on triu; not fixed")

    T.later(
        "l-gensim-statsmodels", "/home/dev/src/stats-tools", "2026-03-18T10:10:00Z", "main",
        user("the seasonal decomposition script broke after pip install -U"),
        err(".venv/bin/python decompose.py data/sales.csv",
            "Traceback (most recent call last):\n  File \"/home/dev/src/stats-tools/decompose.py\", line 2, in "
            "<module>\n    from statsmodels.tsa.seasonal import STL\n...\nImportError: cannot import name "
            "'_lazywhere' from 'scipy._lib._util' (/home/dev/src/stats-tools/.venv/lib/python3.12/site-packages/"
            "scipy/_lib/_util.py)"),
        ok(".venv/bin/pip show statsmodels scipy | grep -E '^(Name|Version)'",
           "Name: statsmodels\nVersion: 0.14.4\nName: scipy\nVersion: 1.16.0"),
        say("statsmodels 0.14.4 uses a private SciPy helper that 1.16 removed. Pinning scipy below 1.16 for now."),
        ok(".venv/bin/pip install -q 'scipy<1.16' && .venv/bin/python decompose.py data/sales.csv | tail -1",
           "wrote out/sales_stl.png"),
        say("Works with scipy 1.15."),
    )
    T.pair("t55-gensim-scipy-triu", "l-gensim-statsmodels", "neither",
           "another package's scipy removal (statsmodels and _lazywhere); a scipy pin for something else")


# --- XGBoost's macOS wheel without Homebrew's libomp -----------------------------------------------------------

def xgb_error(venv: str) -> str:
    lib = f"{venv}/lib/python3.12/site-packages/xgboost"
    return ("Traceback (most recent call last):\n"
            "  File \"/Users/mina/src/churn-model/train.py\", line 6, in <module>\n    import xgboost as xgb\n"
            f"  File \"{lib}/__init__.py\", line 6, in <module>\n    from . import tracker  # noqa\n"
            f"  File \"{lib}/tracker.py\", line 9, in <module>\n    from .core import _LIB, _check_call, "
            f"make_jcargs\n  File \"{lib}/core.py\", line 295, in <module>\n    _LIB = _load_lib()\n"
            f"  File \"{lib}/core.py\", line 257, in _load_lib\n    raise XGBoostError(\n"
            "xgboost.core.XGBoostError: \nXGBoost Library (libxgboost.dylib) could not be loaded.\nLikely causes:\n"
            "  * OpenMP runtime is not installed\n    - vcomp140.dll or libgomp-1.dll for Windows\n"
            "    - libomp.dylib for Mac OSX\n    - libgomp.so for Linux and other UNIX-like OSes\n"
            "    Mac OSX users: Run `brew install libomp` to install OpenMP runtime.\n\n"
            "  * You are running 32-bit Python on a 64-bit OS\n\n"
            f"Error message(s): [\"dlopen({lib}/lib/libxgboost.dylib, 0x0006): Library not loaded: "
            "@rpath/libomp.dylib\\n  Referenced from: <5C8B1F2E-7A3D-3B9C-A1E4-0D6F2B8C9E71> "
            f"{lib}/lib/libxgboost.dylib\\n  Reason: tried: '/opt/homebrew/opt/libomp/lib/libomp.dylib' (no such "
            "file), '/System/Volumes/Preboot/Cryptexes/OS/opt/homebrew/opt/libomp/lib/libomp.dylib' (no such file)\"]")


BREW_OMP = ("==> Downloading https://ghcr.io/v2/homebrew/core/libomp/manifests/21.1.8\n"
            "==> Pouring libomp--21.1.8.arm64_sequoia.bottle.tar.gz\n==> Caveats\n"
            "libomp is keg-only, which means it was not symlinked into /opt/homebrew,\n"
            "because it can override GCC headers and result in broken builds.\n"
            "==> Summary\n🍺  /opt/homebrew/Cellar/libomp/21.1.8: 9 files, 1.7MB\n")


def _xgboost() -> None:
    T.source(
        "s-xgboost-libomp", CHURN, "2026-02-18T09:00:00Z", "main",
        user("run train.py with configs/base.yaml on the new M3 laptop, the venv is set up"),
        err(".venv/bin/python train.py --config configs/base.yaml", xgb_error(f"{CHURN}/.venv")),
        err("ls /opt/homebrew/opt/libomp/lib/libomp.dylib",
            "ls: /opt/homebrew/opt/libomp/lib/libomp.dylib: No such file or directory"),
        say("The xgboost wheel for macOS links against Homebrew's OpenMP runtime (libomp.dylib under "
            "/opt/homebrew/opt/libomp) but doesn't ship it, and this fresh Mac doesn't have it. LightGBM's macOS "
            "wheel loads the same library. Installing libomp with Homebrew."),
        ok("brew install libomp && .venv/bin/python train.py --config configs/base.yaml",
           BREW_OMP + "[0]\tvalidation_0-auc:0.81234\n[100]\tvalidation_0-auc:0.89802\n"
           "[199]\tvalidation_0-auc:0.90417\nsaved models/churn-xgb.json"),
    )
    T.lesson(
        "t55-xgboost-libomp-macos", "global", "en", "s-xgboost-libomp", "env_setup",
        "XGBoost (and LightGBM) on a Mac need Homebrew's libomp: brew install libomp",
        "`import xgboost` raised XGBoostError: XGBoost Library (libxgboost.dylib) could not be loaded, with "
        "Library not loaded: @rpath/libomp.dylib and tried: '/opt/homebrew/opt/libomp/lib/libomp.dylib' (no such "
        "file).",
        "pip installed the wheel without complaint, so it looks like a broken install or a wrong architecture; "
        "the 32-bit Python hint in the message is a red herring on Apple Silicon.",
        "The macOS wheels of xgboost (and LightGBM) link against the OpenMP runtime libomp.dylib from Homebrew "
        "but do not bundle it; a fresh Mac has none.",
        "`brew install libomp` (keg-only under /opt/homebrew/opt/libomp, where the wheel looks), then import "
        "again; on other Macs put it in the Brewfile or setup script before installing the wheels.",
        ["\"XGBoost Library (libxgboost.dylib) could not be loaded.\"",
         "\"Library not loaded: @rpath/libomp.dylib\"",
         "`brew install libomp && .venv/bin/python train.py --config configs/base.yaml`: \"saved "
         "models/churn-xgb.json\""])

    T.later(
        "l-xgb-brewfile", "/Users/mina/src/dotfiles", "2026-02-27T16:00:00Z", "main",
        user("New teammates get Macs next week. Add what our ML repos need to the Brewfile, run brew bundle here, "
             "then check churn-model still imports xgboost."),
        edit("/Users/mina/src/dotfiles/Brewfile", "brew \"uv\"\n",
             "brew \"uv\"\n# OpenMP runtime: the macOS xgboost and lightgbm wheels load libomp.dylib from here\n"
             "brew \"libomp\"\n"),
        ok("brew bundle --file=Brewfile",
           "Using uv\nInstalling libomp\nUsing git-lfs\n`brew bundle` complete! 3 Brewfile dependencies now "
           "installed."),
        ok(f"cd {CHURN} && .venv/bin/python -c 'import xgboost; print(xgboost.__version__)'", "3.0.2"),
        say("libomp is in the Brewfile and installed; xgboost 3.0.2 imports."),
    )
    T.pair("t55-xgboost-libomp-macos", "l-xgb-brewfile", "applied",
           "puts libomp in the Brewfile and runs brew bundle before importing xgboost; no load error")

    T.later(
        "l-xgb-buildmac", CHURN, "2026-03-04T11:30:00Z", "main",
        user("run the nightly training on build-mac-02 by hand, the scheduled one failed"),
        err("ssh build-mac-02 'cd ~/churn-model && .venv/bin/python train.py --config configs/nightly.yaml'",
            xgb_error("/Users/ci/churn-model/.venv").replace("/Users/mina/src/churn-model/train.py",
                                                             "/Users/ci/churn-model/train.py")),
        say("build-mac-02 has no libomp either. Installing it there with Homebrew."),
        ok("ssh build-mac-02 '/opt/homebrew/bin/brew install libomp && cd ~/churn-model && .venv/bin/python "
           "train.py --config configs/nightly.yaml'",
           BREW_OMP + "[199]\tvalidation_0-auc:0.90388\nsaved models/churn-xgb.json"),
        say("The nightly model is trained on build-mac-02."),
    )
    T.pair("t55-xgboost-libomp-macos", "l-xgb-buildmac", "recurred",
           "on build-mac-02 over ssh xgboost fails to load libomp.dylib; then brew install libomp there")

    T.later(
        "l-xgb-featnames", CHURN, "2026-03-05T10:10:00Z", "main",
        user("score data/march.csv with the saved model"),
        err(".venv/bin/python score.py --model models/churn-xgb.json data/march.csv",
            "Traceback (most recent call last):\n  File \"/Users/mina/src/churn-model/score.py\", line 21, in "
            "<module>\n    proba = booster.predict(xgb.DMatrix(df))\n...\nValueError: feature_names mismatch: "
            "['tenure_months', 'plan', 'monthly_spend', 'tickets_90d'] ['tenure', 'plan', 'monthly_spend', "
            "'tickets_90d']\nexpected tenure_months in input data\ntraining data did not have the following "
            "fields: tenure"),
        say("The March export calls the column tenure; the model was trained with tenure_months. Renaming on "
            "load."),
        edit(f"{CHURN}/score.py", "df = pd.read_csv(args.csv)\n",
             "df = pd.read_csv(args.csv).rename(columns={\"tenure\": \"tenure_months\"})\n"),
        ok(".venv/bin/python score.py --model models/churn-xgb.json data/march.csv", "scored 48211 rows -> "
           "out/march_scores.csv"),
        say("Scored 48211 rows."),
    )
    T.pair("t55-xgboost-libomp-macos", "l-xgb-featnames", "neither",
           "a different xgboost error (feature_names mismatch); the library loads fine")

    T.later(
        "l-xgb-lgbm-mini", "/Users/mina/src/fraud-lgbm", "2026-03-11T14:40:00Z", "main",
        user("Set up fraud-lgbm on the team's new Mac mini (fraud-mini) and run a training there."),
        say("LightGBM's macOS wheel needs Homebrew's libomp, which a new Mac doesn't have, so that goes in first."),
        ok("ssh fraud-mini '/opt/homebrew/bin/brew install libomp'", BREW_OMP.rstrip()),
        ok("ssh fraud-mini 'cd ~/fraud-lgbm && uv sync -q && uv run python train.py'",
           "[LightGBM] [Info] Number of positive: 4121, number of negative: 391877\n"
           "[LightGBM] [Info] Total Bins 6014\nvalid_0's auc: 0.97112\nsaved models/fraud-lgbm.txt"),
        say("fraud-lgbm trains on fraud-mini."),
    )
    T.pair("t55-xgboost-libomp-macos", "l-xgb-lgbm-mini", "applied",
           "installs libomp on the new Mac mini before LightGBM is imported, as the lesson says; it trains")

    T.later(
        "l-xgb-omp15", CHURN, "2026-03-12T15:20:00Z", "main",
        user("run the new explain.py (it uses torch for the surrogate model and xgboost)"),
        err(".venv/bin/python explain.py --model models/churn-xgb.json",
            "OMP: Error #15: Initializing libomp.dylib, but found libomp.dylib already initialized.\n"
            "OMP: Hint This means that multiple copies of the OpenMP runtime have been linked into the program. "
            "That is dangerous, since it can degrade performance or cause incorrect results. The best thing to do "
            "is to ensure that only a single OpenMP runtime is linked into the process, e.g. by avoiding static "
            "linking of the OpenMP runtime in any library. As an unsafe, unsupported, undocumented workaround you "
            "can set the environment variable KMP_DUPLICATE_LIB_OK=TRUE to allow the program to continue to "
            "execute, but that may cause crashes or silently produce incorrect results. For more information, "
            "please see http://openmp.llvm.org/", 134),
        say("Two OpenMP runtimes now: torch bundles its own libomp and xgboost loads Homebrew's. Running with the "
            "torch thread pool limited to one thread and the duplicate check off for this offline report."),
        ok("KMP_DUPLICATE_LIB_OK=TRUE OMP_NUM_THREADS=1 .venv/bin/python explain.py --model models/churn-xgb.json",
           "wrote out/explain/shap_summary.png"),
        say("The report is written; for a real fix torch and xgboost should share one libomp."),
    )
    T.pair("t55-xgboost-libomp-macos", "l-xgb-omp15", "neither",
           "a different OpenMP failure (two libomp copies, Error #15), not a missing libomp")

    T.later(
        "l-xgb-imac-lightgbm", "/Users/mina/src/ranker", "2026-03-16T20:05:00Z", "main",
        user("on my home iMac: train the ranker (lightgbm), venv is fresh"),
        err(".venv/bin/python train_ranker.py",
            "Traceback (most recent call last):\n  File \"/Users/mina/src/ranker/train_ranker.py\", line 3, in "
            "<module>\n    import lightgbm as lgb\n...\nOSError: dlopen(/Users/mina/src/ranker/.venv/lib/python3.12/"
            "site-packages/lightgbm/lib/lib_lightgbm.dylib, 0x0006): Library not loaded: "
            "/opt/homebrew/opt/libomp/lib/libomp.dylib\n  Referenced from: <0E4A7C21-9B3F-3D58-B6E2-7F1A0C9D4E35> "
            "/Users/mina/src/ranker/.venv/lib/python3.12/site-packages/lightgbm/lib/lib_lightgbm.dylib\n"
            "  Reason: tried: '/opt/homebrew/opt/libomp/lib/libomp.dylib' (no such file)"),
        say("This iMac has no Homebrew libomp, which LightGBM's wheel loads. `brew install libomp` will fix it."),
        user("this iMac's brew is under my partner's account, I'll do it later"),
    )
    T.pair("t55-xgboost-libomp-macos", "l-xgb-imac-lightgbm", "recurred",
           "LightGBM on the iMac fails: Library not loaded /opt/homebrew/opt/libomp/lib/libomp.dylib; not fixed")

    T.later(
        "l-xgb-readme", CHURN, "2026-03-19T09:15:00Z", "main",
        user("Add a Setup section to the README for Mac and for the Docker image, and check the image builds."),
        edit(f"{CHURN}/README.md", "## Training\n",
             "## Setup\n\nmacOS: `brew install libomp` before creating the venv (xgboost's wheel loads it).\n"
             "Docker: `docker build -t churn-model .` (the Linux wheel bundles libgomp).\n\n## Training\n"),
        ok("docker build -q -t churn-model . && docker run --rm churn-model python -c 'import xgboost; "
           "print(xgboost.__version__)'",
           "sha256:1f3e5a7c9b0d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7d9f1a2c4e6b8d0f\n3.0.2"),
        say("README has the Setup section; the Linux image imports xgboost 3.0.2."),
    )
    T.pair("t55-xgboost-libomp-macos", "l-xgb-readme", "neither",
           "brew install libomp is only written into the README; the import runs in a Linux image")


FILLS = [_become, _gensim, _xgboost]
