"""The case tables of the fortieth tracking corpus (written by build_tracking40.py), and its first cases:
pandas' read_excel without openpyxl (Korean), NLTK 3.9's punkt_tab resource (Korean), and the Kaggle CLI with no
kaggle.json. The other cases are in tracking40_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t40-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- pandas' read_excel without openpyxl (Korean) --------------------------------------------------------------

XL_TB = ("Traceback (most recent call last):\n  File \"{path}\", line {line}, in <module>\n    {code}\n"
         "  File \"{site}/pandas/io/excel/_openpyxl.py\", line 552, in __init__\n"
         "    import_optional_dependency(\"openpyxl\")\n"
         "  File \"{site}/pandas/compat/_optional.py\", line 138, in import_optional_dependency\n"
         "    raise ImportError(msg)\n"
         "ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install openpyxl.")


def xl_err(path: str, line: int, code: str, site: str) -> str:
    return XL_TB.format(path=path, line=line, code=code, site=site)


SITE_SURVEY = "/home/minji/survey/.venv/lib/python3.12/site-packages"


def pandas_openpyxl() -> None:
    T.source(
        "s-pandas-openpyxl", "/home/minji/survey", "2026-04-02T01:10:00Z", "main",
        user("data/응답.xlsx 읽어서 문항별 평균이랑 응답 수 요약해줘. load.py 이미 있어."),
        ok("ls data && cat requirements.txt", "응답.xlsx\n응답_2025.xlsx\npandas==2.2.3\nnumpy==2.1.3"),
        err(".venv/bin/python load.py",
            xl_err("/home/minji/survey/load.py", 4, "df = pd.read_excel(\"data/응답.xlsx\")", SITE_SURVEY)),
        say("pandas는 .xlsx를 읽을 때 openpyxl 엔진을 쓰는데, pandas를 설치해도 openpyxl은 같이 설치되지 않습니다. "
            "가상환경에 openpyxl을 설치하고 다시 실행하겠습니다."),
        ok(".venv/bin/python -m pip install openpyxl && .venv/bin/python load.py",
           "Collecting openpyxl\n  Downloading openpyxl-3.1.5-py2.py3-none-any.whl (250 kB)\nCollecting et-xmlfile\n"
           "Installing collected packages: et-xmlfile, openpyxl\nSuccessfully installed et-xmlfile-2.0.0 "
           "openpyxl-3.1.5\n문항   평균   응답수\nQ1   4.12   318\nQ2   3.87   316\nQ3   4.40   318"),
    )
    T.lesson(
        "t40-pandas-openpyxl", "project", "ko", "s-pandas-openpyxl", "workflow",
        "pandas read_excel은 openpyxl이 없으면 .xlsx를 읽지 못한다",
        "`pd.read_excel(\"data/응답.xlsx\")`가 `ImportError: Missing optional dependency 'openpyxl'.  Use pip or "
        "conda to install openpyxl.`로 실패한다.",
        "pandas만 requirements.txt에 있으면 엑셀도 읽힐 거라고 생각하기 쉽다. openpyxl은 pandas의 선택 의존성이라 "
        "pandas와 함께 설치되지 않고, read_excel/to_excel로 .xlsx를 다룰 때에야 ImportError가 난다.",
        "pandas는 .xlsx 읽기·쓰기에 openpyxl 엔진을 쓰지만 openpyxl을 필수 의존성으로 설치하지 않는다.",
        "가상환경에 openpyxl을 설치한다: `python -m pip install openpyxl` (또는 `uv pip install openpyxl`, "
        "`pip install \"pandas[excel]\"`, requirements.txt에 openpyxl을 추가하고 `pip install -r requirements.txt`).",
        ["`ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install openpyxl.`",
         "`.venv/bin/python -m pip install openpyxl && .venv/bin/python load.py`",
         "`Successfully installed et-xmlfile-2.0.0 openpyxl-3.1.5`"])

    T.later(
        "l-xl-uv-report", "/home/minji/survey", "2026-04-09T02:00:00Z", "report-q2",
        user("2분기 응답 파일로 report.py 돌려서 표 만들어줘. 새로 만든 .venv라 패키지 없을 수도 있어."),
        ok("uv venv .venv && uv pip install -r requirements.txt",
           "Using CPython 3.12.7\nCreating virtual environment at: .venv\nResolved 6 packages in 211ms\n"
           "Installed 6 packages in 48ms\n + numpy==2.1.3\n + pandas==2.2.3\n + python-dateutil==2.9.0.post0\n"
           " + pytz==2024.2\n + six==1.16.0\n + tzdata==2024.2"),
        ok("uv pip install openpyxl", "Resolved 2 packages in 95ms\nInstalled 2 packages in 9ms\n"
           " + et-xmlfile==2.0.0\n + openpyxl==3.1.5"),
        ok(".venv/bin/python report.py data/응답_2025Q2.xlsx", "문항별 요약 저장: out/q2_summary.xlsx (12행)"),
        ok("git add out/q2_summary.xlsx && git commit -m 'Q2 요약표'", "[report-q2 4c1e9a0] Q2 요약표\n 1 file changed"),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-uv-report", "applied",
           "openpyxl installed with uv pip (a spelling the lesson names) before report.py reads the .xlsx; no ImportError")

    T.later(
        "l-xl-requirements", "/home/minji/survey", "2026-04-12T06:30:00Z", "main",
        user("requirements.txt에 엑셀 관련 의존성 정리하고 새 환경에서 테스트 돌려줘."),
        read("/home/minji/survey/requirements.txt", "pandas==2.2.3\nnumpy==2.1.3\n"),
        edit("/home/minji/survey/requirements.txt", "pandas==2.2.3\n", "pandas==2.2.3\nopenpyxl==3.1.5\n"),
        ok("python3 -m venv /tmp/sv && /tmp/sv/bin/pip install -q -r requirements.txt pytest && /tmp/sv/bin/pytest -q",
           "........                                                                 [100%]\n8 passed in 1.92s"),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-requirements", "applied",
           "openpyxl added to requirements.txt and that file installed before the tests that read .xlsx pass")

    T.later(
        "l-xl-docker-export", "/home/jihoon/etl", "2026-04-15T08:00:00Z", "feature/export-xlsx",
        user("export 잡이 엑셀로 저장하도록 바꿨는데 컨테이너에서 한번 돌려봐줘."),
        ok("docker build -t etl:dev .", "#9 [5/5] RUN pip install --no-cache-dir -r requirements.txt\n"
           "#9 DONE 14.2s\n#10 naming to docker.io/library/etl:dev done"),
        err("docker run --rm -v $PWD/out:/app/out etl:dev python export.py --format xlsx",
            xl_err("/app/export.py", 31, "frame.to_excel(target, index=False)",
                   "/usr/local/lib/python3.12/site-packages").replace("_openpyxl.py\", line 552, in __init__",
                                                                        "_openpyxl.py\", line 57, in __init__")),
        say("to_excel로 .xlsx를 쓸 때도 openpyxl이 필요한데 이미지 requirements.txt에 없습니다. 추가하고 다시 빌드합니다."),
        edit("/home/jihoon/etl/requirements.txt", "pandas==2.2.3\n", "pandas==2.2.3\nopenpyxl==3.1.5\n"),
        ok("docker build -q -t etl:dev . && docker run --rm -v $PWD/out:/app/out etl:dev python export.py --format xlsx",
           "sha256:9b1f0c2e77d1\nwrote out/orders_2026-04-14.xlsx (1,204 rows)"),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-docker-export", "recurred",
           "the same missing-openpyxl ImportError from to_excel inside another image, then fixed")

    T.later(
        "l-xl-new-venv", "/home/minji/survey", "2026-04-20T00:40:00Z", "py313",
        user("python 3.13으로 올려보자. .venv313 만들고 load.py 되는지 봐줘."),
        ok("python3.13 -m venv .venv313 && .venv313/bin/pip install -q pandas==2.2.3 numpy",
           "[notice] A new release of pip is available: 24.2 -> 25.0"),
        err(".venv313/bin/python load.py data/응답_2025.xlsx",
            xl_err("/home/minji/survey/load.py", 4, "df = pd.read_excel(path)",
                   "/home/minji/survey/.venv313/lib/python3.13/site-packages")),
        say("새 환경에 openpyxl이 빠졌습니다. 이번에는 requirements.txt를 그대로 설치하겠습니다."),
        ok(".venv313/bin/pip install -q -r requirements.txt && .venv313/bin/python load.py data/응답_2025.xlsx",
           "문항   평균   응답수\nQ1   4.05   402"),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-new-venv", "recurred",
           "read_excel fails again with Missing optional dependency 'openpyxl' in a new Python 3.13 venv")

    T.later(
        "l-xl-engine-error", "/home/minji/survey", "2026-04-22T05:00:00Z", "main",
        user("업체에서 받은 응답_업체.xlsx가 안 열려. 확인해줘."),
        err(".venv/bin/python load.py data/응답_업체.xlsx",
            "Traceback (most recent call last):\n  File \"/home/minji/survey/load.py\", line 4, in <module>\n"
            "    df = pd.read_excel(path)\n  File \"" + SITE_SURVEY + "/pandas/io/excel/_base.py\", line 1567, in "
            "__init__\n    raise ValueError(\nValueError: Excel file format cannot be determined, you must "
            "specify an engine manually."),
        ok("file data/응답_업체.xlsx", "data/응답_업체.xlsx: CSV text, UTF-8 Unicode (with BOM) text"),
        say("확장자만 .xlsx이고 실제로는 CSV 파일입니다. read_csv로 읽도록 분기하겠습니다."),
        edit("/home/minji/survey/load.py", "df = pd.read_excel(path)",
             "df = pd.read_csv(path, encoding=\"utf-8-sig\") if is_csv(path) else pd.read_excel(path)"),
        ok(".venv/bin/python load.py data/응답_업체.xlsx", "문항   평균   응답수\nQ1   3.98   87"),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-engine-error", "neither",
           "a different read_excel error (a CSV named .xlsx, engine cannot be determined); openpyxl is not involved")

    T.later(
        "l-xl-docs-only", "/home/minji/survey", "2026-04-24T03:00:00Z", "docs",
        user("README에 설치 방법 정리해줘. 엑셀 읽으려면 뭐가 필요한지도 써줘."),
        read("/home/minji/survey/README.md", "# survey\n\n설문 응답 요약 스크립트.\n"),
        edit("/home/minji/survey/README.md", "설문 응답 요약 스크립트.\n",
             "설문 응답 요약 스크립트.\n\n## 설치\n\n```\npython -m pip install -r requirements.txt\n"
             "python -m pip install openpyxl   # .xlsx 읽기에 필요\n```\n"),
        ok("git diff --stat", " README.md | 7 +++++++\n 1 file changed, 7 insertions(+)"),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-docs-only", "neither",
           "the install command is only written into README.md; nothing installs openpyxl or reads an .xlsx")

    T.later(
        "l-xl-quoted", "/home/seo/dash", "2026-04-26T09:10:00Z", "main",
        user("동료가 이런 에러 났다는데 우리 대시보드 코드도 같은 문제 있을까?\n\n"
             "ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install openpyxl."),
        ok("grep -rn 'read_excel\\|to_excel' src/ || true", ""),
        ok("grep -n openpyxl requirements.txt pyproject.toml || true", "pyproject.toml:14:    \"openpyxl>=3.1\","),
        say("이 저장소는 엑셀을 읽거나 쓰지 않고, pyproject.toml에 이미 openpyxl이 들어 있어 같은 문제는 없습니다."),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-quoted", "neither",
           "the error is only quoted by the person; nothing re-runs it and no install happens")

    T.later(
        "l-xl-march", "/home/minji/survey", "2026-03-18T04:00:00Z", "main",
        user("엑셀 읽는 스크립트 초안 만들어줘."),
        write("/home/minji/survey/load.py", "import pandas as pd\nimport sys\n\ndf = pd.read_excel(sys.argv[1])\n"
              "print(df.describe())\n"),
        ok(".venv/bin/python -m pip install openpyxl && .venv/bin/python load.py data/sample.xlsx",
           "Successfully installed et-xmlfile-2.0.0 openpyxl-3.1.5\n              Q1         Q2\ncount  20.000000  20.000000"),
    )
    T.pair("t40-pandas-openpyxl", "l-xl-march", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


# --- NLTK 3.9's punkt_tab (Korean) ------------------------------------------------------------------------------

def punkt_err(home: str, venv: str, script: str, line: int, code: str) -> str:
    return ("Traceback (most recent call last):\n  File \"" + script + "\", line " + str(line) + ", in <module>\n"
            "    " + code + "\n  ...\nLookupError: \n"
            "**********************************************************************\n"
            "  Resource punkt_tab not found.\n  Please use the NLTK Downloader to obtain the resource:\n\n"
            "  >>> import nltk\n  >>> nltk.download('punkt_tab')\n  \n"
            "  For more information see: https://www.nltk.org/data.html\n\n"
            "  Attempted to load tokenizers/punkt_tab/english/\n\n  Searched in:\n"
            "    - '" + home + "/nltk_data'\n    - '" + venv + "/nltk_data'\n    - '" + venv + "/share/nltk_data'\n"
            "    - '/usr/share/nltk_data'\n    - '/usr/local/share/nltk_data'\n"
            "**********************************************************************")


def nltk_punkt() -> None:
    T.source(
        "s-nltk-punkt", "/home/minji/reviews", "2026-04-03T02:20:00Z", "main",
        user("리뷰 텍스트 토큰화 스크립트가 nltk 올린 뒤로 안 돌아. 고쳐줘."),
        ok(".venv/bin/pip show nltk | head -2", "Name: nltk\nVersion: 3.9.1"),
        err(".venv/bin/python tokenize_reviews.py",
            punkt_err("/home/minji", "/home/minji/reviews/.venv", "/home/minji/reviews/tokenize_reviews.py", 9,
                      "tokens = word_tokenize(text)")),
        say("예전처럼 punkt를 받아 보겠습니다."),
        ok(".venv/bin/python -m nltk.downloader punkt",
           "[nltk_data] Downloading package punkt to /home/minji/nltk_data...\n"
           "[nltk_data]   Unzipping tokenizers/punkt.zip."),
        err(".venv/bin/python tokenize_reviews.py",
            punkt_err("/home/minji", "/home/minji/reviews/.venv", "/home/minji/reviews/tokenize_reviews.py", 9,
                      "tokens = word_tokenize(text)")),
        say("NLTK 3.9부터 word_tokenize는 pickle 기반 punkt 대신 punkt_tab 리소스를 읽습니다. punkt_tab을 받아야 합니다."),
        ok(".venv/bin/python -m nltk.downloader punkt_tab && .venv/bin/python tokenize_reviews.py",
           "[nltk_data] Downloading package punkt_tab to /home/minji/nltk_data...\n"
           "[nltk_data]   Unzipping tokenizers/punkt_tab.zip.\ntokenized 12,408 reviews -> out/tokens.jsonl"),
    )
    T.lesson(
        "t40-nltk-punkt-tab", "project", "ko", "s-nltk-punkt", "workflow",
        "NLTK 3.9의 word_tokenize는 punkt가 아니라 punkt_tab 데이터를 요구한다",
        "`word_tokenize`가 `Resource punkt_tab not found.` LookupError로 실패하고, `punkt`를 받아도 그대로 실패한다.",
        "pip로 nltk를 설치해도 토크나이저 데이터는 같이 오지 않는다. 게다가 예전 안내대로 `punkt`를 받으면 "
        "다운로드는 성공하지만 NLTK 3.9는 punkt_tab을 찾기 때문에 같은 에러가 계속 난다.",
        "NLTK 3.9에서 pickle 로딩을 없애면서 word_tokenize/sent_tokenize가 tokenizers/punkt_tab 리소스를 읽도록 바뀌었고, "
        "NLTK 데이터는 패키지와 별도로 내려받아야 한다.",
        "`python -m nltk.downloader punkt_tab`(또는 `nltk.download('punkt_tab')`)으로 punkt_tab을 받는다. "
        "이미지나 CI에서는 `-d`로 받은 디렉터리를 NLTK_DATA 환경변수로 가리켜도 된다.",
        ["`Resource punkt_tab not found.`",
         "`[nltk_data]   Unzipping tokenizers/punkt.zip.`",
         "`.venv/bin/python -m nltk.downloader punkt_tab && .venv/bin/python tokenize_reviews.py`",
         "`tokenized 12,408 reviews -> out/tokens.jsonl`"])

    T.later(
        "l-punkt-inline", "/home/minji/reviews", "2026-04-08T01:00:00Z", "sentiment",
        user("감성 분석용으로 문장 단위 분리 추가했어. 새 노트북 서버에서 돌려봐줘."),
        ok("ssh nb02 'cd ~/reviews && .venv/bin/python -c \"import nltk; nltk.download(\\\"punkt_tab\\\")\"'",
           "[nltk_data] Downloading package punkt_tab to /home/minji/nltk_data...\n"
           "[nltk_data]   Unzipping tokenizers/punkt_tab.zip.\nTrue"),
        ok("ssh nb02 'cd ~/reviews && .venv/bin/python split_sentences.py'", "split 12,408 reviews into 41,930 sentences"),
    )
    T.pair("t40-nltk-punkt-tab", "l-punkt-inline", "applied",
           "nltk.download('punkt_tab') run on the new host before sent splitting; no LookupError")

    T.later(
        "l-punkt-dockerfile", "/home/jihoon/nlp-api", "2026-04-13T07:00:00Z", "docker",
        user("NLP API 이미지 만들어줘. 토크나이저 데이터도 이미지에 넣고."),
        write("/home/jihoon/nlp-api/Dockerfile",
              "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r "
              "requirements.txt\nRUN python -m nltk.downloader -d /usr/local/share/nltk_data punkt_tab\n"
              "ENV NLTK_DATA=/usr/local/share/nltk_data\nCOPY . .\nCMD [\"uvicorn\", \"app:app\", \"--host\", \"0.0.0.0\"]\n"),
        ok("docker build -t nlp-api:dev .",
           "#8 [4/5] RUN python -m nltk.downloader -d /usr/local/share/nltk_data punkt_tab\n"
           "#8 1.912 [nltk_data] Downloading package punkt_tab to /usr/local/share/nltk_data...\n#8 DONE 3.1s\n"
           "#10 naming to docker.io/library/nlp-api:dev done"),
        ok("docker run --rm nlp-api:dev python -c \"from nltk import word_tokenize; print(word_tokenize('좋아요 정말 좋아요'))\"",
           "['좋아요', '정말', '좋아요']"),
    )
    T.pair("t40-nltk-punkt-tab", "l-punkt-dockerfile", "applied",
           "the Dockerfile downloads punkt_tab with nltk.downloader -d and sets NLTK_DATA, and docker build runs it")

    T.later(
        "l-punkt-ci", "/home/minji/reviews", "2026-04-16T10:00:00Z", "ci-fix",
        user("CI에서 테스트가 깨졌대. 로컬 컨테이너로 CI 환경 재현해서 봐줘."),
        err("docker run --rm -v $PWD:/src -w /src python:3.12 sh -c 'pip install -q -r requirements.txt pytest && pytest -q tests/test_tokenize.py'",
            "F.\n=================================== FAILURES ===================================\n"
            "E   LookupError: \nE   **********************************************************************\n"
            "E     Resource punkt_tab not found.\nE     Please use the NLTK Downloader to obtain the resource:\n"
            "E     Attempted to load tokenizers/punkt_tab/english/\n"
            "1 failed, 1 passed in 0.88s"),
        say("CI 이미지에는 NLTK 데이터가 없습니다. 워크플로에 다운로드 단계를 넣겠습니다."),
        edit("/home/minji/reviews/.github/workflows/test.yml", "      - run: pytest -q",
             "      - run: python -m nltk.downloader punkt_tab\n      - run: pytest -q"),
    )
    T.pair("t40-nltk-punkt-tab", "l-punkt-ci", "recurred",
           "the tests fail with Resource punkt_tab not found in a fresh python:3.12 container")

    T.later(
        "l-punkt-old-name", "/home/taeyang/chatbot", "2026-04-19T04:30:00Z", "main",
        user("nltk를 3.9.1로 올렸어. 전처리 스크립트 돌려봐."),
        ok(".venv/bin/python -m nltk.downloader punkt stopwords",
           "[nltk_data] Downloading package punkt to /home/taeyang/nltk_data...\n"
           "[nltk_data] Downloading package stopwords to /home/taeyang/nltk_data..."),
        err(".venv/bin/python preprocess.py",
            punkt_err("/home/taeyang", "/home/taeyang/chatbot/.venv", "/home/taeyang/chatbot/preprocess.py", 22,
                      "sents = sent_tokenize(doc)")),
        ok(".venv/bin/python -m nltk.downloader punkt_tab && .venv/bin/python preprocess.py",
           "[nltk_data] Downloading package punkt_tab to /home/taeyang/nltk_data...\nwrote data/clean.parquet"),
    )
    T.pair("t40-nltk-punkt-tab", "l-punkt-old-name", "recurred",
           "downloading the old punkt again leaves sent_tokenize failing on punkt_tab, the lesson's trap")

    T.later(
        "l-punkt-stopwords", "/home/minji/reviews", "2026-04-21T02:00:00Z", "keywords",
        user("불용어 목록을 nltk 영어 stopwords로 바꿔줘."),
        ok(".venv/bin/python -m nltk.downloader stopwords",
           "[nltk_data] Downloading package stopwords to /home/minji/nltk_data...\n"
           "[nltk_data]   Unzipping corpora/stopwords.zip."),
        edit("/home/minji/reviews/keywords.py", "STOP = set(open('stop.txt').read().split())",
             "from nltk.corpus import stopwords\nSTOP = set(stopwords.words('english'))"),
        ok(".venv/bin/python keywords.py --top 20", "battery 812\nscreen 640\ndelivery 533"),
    )
    T.pair("t40-nltk-punkt-tab", "l-punkt-stopwords", "neither",
           "nltk.downloader used for stopwords, not punkt_tab, and no tokenizer failure")

    T.later(
        "l-punkt-feb", "/home/minji/reviews", "2026-03-25T05:00:00Z", "main",
        user("토큰화 스크립트 처음 만들어줘."),
        ok(".venv/bin/python -m nltk.downloader punkt_tab", "[nltk_data] Downloading package punkt_tab to /home/minji/nltk_data..."),
        ok(".venv/bin/python tokenize_reviews.py", "tokenized 9,870 reviews -> out/tokens.jsonl"),
    )
    T.pair("t40-nltk-punkt-tab", "l-punkt-feb", "neither", "dated before the lesson's source session")


FILLS = [pandas_openpyxl, nltk_punkt]
