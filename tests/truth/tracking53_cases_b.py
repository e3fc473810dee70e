"""Cases of the fifty-third tracking corpus (tables and rules in tracking53_cases.py): `go install` outside a module
without a version, KoNLPy's Okt with no JVM on the host, and pandas 2.0 without DataFrame.append."""
from __future__ import annotations

from tests.truth.tracking53_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _go_needs_version(pkg: str, prefix: str = "") -> str:
    return (f"{prefix}go: 'go install' requires a version when current directory is not in a module\n"
            f"{prefix}\tTry 'go install {pkg}@latest' to install the latest version\n")


# ---------------------------------------------------------------------------------------------------------------
# 4. go install outside a module needs @version (global)
# ---------------------------------------------------------------------------------------------------------------
def fill_go_install() -> None:
    T.source(
        "s-go-install", "/home/kenji", "2025-04-10T14:05:00Z", "",
        user("Install stringer for me so go generate works in the tlv repo later. I'm in my home dir."),
        ok("go version && go env GOBIN GOPATH", "go version go1.22.2 linux/amd64\n\n/home/kenji/go\n"),
        err("go install golang.org/x/tools/cmd/stringer", _go_needs_version("golang.org/x/tools/cmd/stringer")),
        say("Outside a module, go install can't take the version from a go.mod, so since Go 1.16 it wants an "
            "explicit @version on the package path."),
        ok("go install golang.org/x/tools/cmd/stringer@latest && ls ~/go/bin",
           "go: downloading golang.org/x/tools v0.21.0\ngo: downloading golang.org/x/mod v0.17.0\n"
           "go: downloading golang.org/x/sync v0.7.0\nstringer\n"),
    )
    T.lesson(
        "t53-go-install-version", "global", "en", "s-go-install", "tool_quirk",
        "`go install pkg` outside a module fails: give it @latest or @vX.Y.Z",
        "Installing a Go tool from a directory with no go.mod fails with \"'go install' requires a version when "
        "current directory is not in a module\".",
        "The same command works inside a module checkout, so it looks like a broken GOPATH or Go install.",
        "Since Go 1.16, go install without a version resolves the package through the current module; outside "
        "any module there is nothing to resolve it against.",
        "Append a version to the package path: `go install example.com/cmd@latest`, or a pinned `@v1.2.3` "
        "(the usual form in Dockerfiles, Makefiles and CI tool steps).",
        ["`go install golang.org/x/tools/cmd/stringer` in /home/kenji failed with \"go: 'go install' requires a "
         "version when current directory is not in a module\"",
         "`go install golang.org/x/tools/cmd/stringer@latest` downloaded golang.org/x/tools v0.21.0 and "
         "installed \"stringer\" into ~/go/bin"],
    )

    T.later(
        "l-goinst-0", "/home/kenji", "2025-03-21T10:00:00Z", "",
        user("Set up goimports for my editor."),
        ok("go install golang.org/x/tools/cmd/goimports@latest && which goimports",
           "go: downloading golang.org/x/tools v0.19.0\n/home/kenji/go/bin/goimports\n"),
        say("goimports is in ~/go/bin; point the editor's format-on-save at it."),
    )
    T.pair("t53-go-install-version", "l-goinst-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-goinst-1", "/home/kenji/src/migrate-tools", "2025-05-05T08:30:00Z", "feat/goose-image",
        user("Build the migrate-tools image; it should just contain goose."),
        read("/home/kenji/src/migrate-tools/Dockerfile",
             "FROM golang:1.22-alpine AS build\nWORKDIR /tools\n"
             "RUN go install github.com/pressly/goose/v3/cmd/goose\n\n"
             "FROM alpine:3.19\nCOPY --from=build /go/bin/goose /usr/local/bin/goose\nENTRYPOINT [\"goose\"]\n"),
        err("docker build -t migrate-tools .",
            "#0 building with \"default\" instance using docker driver\n\n"
            "#6 [build 2/3] WORKDIR /tools\n#6 DONE 0.1s\n\n"
            "#7 [build 3/3] RUN go install github.com/pressly/goose/v3/cmd/goose\n"
            + _go_needs_version("github.com/pressly/goose/v3/cmd/goose", "#7 0.412 ")
            + "#7 ERROR: process \"/bin/sh -c go install github.com/pressly/goose/v3/cmd/goose\" did not complete "
              "successfully: exit code: 1\n"
              "------\nDockerfile:3\n--------------------\nERROR: failed to solve: process \"/bin/sh -c go install "
              "github.com/pressly/goose/v3/cmd/goose\" did not complete successfully: exit code: 1\n"),
        edit("/home/kenji/src/migrate-tools/Dockerfile", "RUN go install github.com/pressly/goose/v3/cmd/goose",
             "RUN go install github.com/pressly/goose/v3/cmd/goose@v3.20.0"),
        ok("docker build -t migrate-tools . && docker run --rm migrate-tools --version",
           "#7 [build 3/3] RUN go install github.com/pressly/goose/v3/cmd/goose@v3.20.0\n#7 DONE 21.4s\n"
           "#10 naming to docker.io/library/migrate-tools done\n#10 DONE 0.0s\ngoose version: v3.20.0\n"),
    )
    T.pair("t53-go-install-version", "l-goinst-1", "recurred",
           "go install without a version in a Dockerfile's module-less WORKDIR fails the same way, then pinned")

    T.later(
        "l-goinst-2", "/home/kenji", "2025-06-03T17:20:00Z", "",
        user("gopls is acting up, reinstall it please."),
        err("cd ~ && go install golang.org/x/tools/gopls", _go_needs_version("golang.org/x/tools/gopls")),
        ok("cd ~ && go install golang.org/x/tools/gopls@latest && gopls version",
           "go: downloading golang.org/x/tools/gopls v0.15.3\ngolang.org/x/tools/gopls v0.15.3\n"),
        say("gopls v0.15.3 is reinstalled; restart the language server in your editor."),
    )
    T.pair("t53-go-install-version", "l-goinst-2", "recurred",
           "go install golang.org/x/tools/gopls from ~ needs a version again, then @latest")

    T.later(
        "l-goinst-3", "/home/kenji/src/tlv-api", "2025-05-19T11:10:00Z", "chore/tools-target",
        user("Add a `make tools` target that installs swag pinned to 1.16.3, so CI and my laptop match. Run it."),
        edit("/home/kenji/src/tlv-api/Makefile", ".PHONY: build test\n",
             ".PHONY: build test tools\n\ntools:\n\tgo install github.com/swaggo/swag/cmd/swag@v1.16.3\n"),
        ok("make tools && swag --version",
           "go install github.com/swaggo/swag/cmd/swag@v1.16.3\ngo: downloading github.com/swaggo/swag v1.16.3\n"
           "swag version v1.16.3\n"),
        say("`make tools` installs swag v1.16.3."),
    )
    T.pair("t53-go-install-version", "l-goinst-3", "applied", "a Makefile target runs go install ...@v1.16.3")

    T.later(
        "l-goinst-4", "/home/kenji", "2025-06-16T09:00:00Z", "",
        user("Install air (the live reload thing) — the README says go get -u github.com/air-verse/air."),
        err("go get -u github.com/air-verse/air",
            "go: go.mod file not found in current directory or any parent directory.\n"
            "\t'go get' is no longer supported outside a module.\n"
            "\tTo build and install a command, use 'go install' with a version,\n"
            "\tlike 'go install example.com/cmd@latest'\n"
            "\tFor more information, see https://golang.org/doc/go-get-install-deprecation\n"
            "\tor run 'go help get' or 'go help install'.\n"),
        ok("go install github.com/air-verse/air@latest && air -v | tail -n 1",
           "go: downloading github.com/air-verse/air v1.52.2\nbuilt with Go go1.22.2\n"),
        say("The README's go get form is gone; installed air v1.52.2 with go install ...@latest."),
    )
    T.pair("t53-go-install-version", "l-goinst-4", "applied",
           "go install ...@latest used; the earlier go get error is a different error, not go install's")

    T.later(
        "l-goinst-5", "/home/kenji/src/tlv-api", "2025-05-29T15:45:00Z", "feat/health",
        user("Install the api binary from this checkout to ~/go/bin so I can run it from anywhere."),
        ok("go install ./cmd/tlv-api && ls -l ~/go/bin/tlv-api",
           "-rwxrwxr-x 1 kenji kenji 18342110 May 29 15:46 /home/kenji/go/bin/tlv-api\n"),
        say("~/go/bin/tlv-api is built from this module."),
    )
    T.pair("t53-go-install-version", "l-goinst-5", "neither",
           "go install of the current module's package: no version needed, the fix not involved")

    T.later(
        "l-goinst-6", "/home/kenji/scratch", "2025-06-20T13:35:00Z", "",
        user("Build the little port scanner in ~/scratch (main.go)."),
        err("go build -o scan main.go",
            "main.go:6:2: no required module provides package github.com/Ullaakut/nmap/v3: go.mod file not found "
            "in current directory or any parent directory; see 'go help modules'\n"),
        ok("go mod init scratch/scan && go mod tidy && go build -o scan . && ./scan -h | head -n 1",
           "go: creating new go.mod: module scratch/scan\ngo: finding module for package "
           "github.com/Ullaakut/nmap/v3\ngo: found github.com/Ullaakut/nmap/v3 in github.com/Ullaakut/nmap/v3 "
           "v3.0.3\nUsage of ./scan:\n"),
        say("It needed a go.mod for its nmap dependency; ./scan builds now."),
    )
    T.pair("t53-go-install-version", "l-goinst-6", "neither",
           "go build's missing go.mod for a dependency: a different error from the same tool")


# ---------------------------------------------------------------------------------------------------------------
# 5. KoNLPy's Okt needs a JVM (project, Korean)
# ---------------------------------------------------------------------------------------------------------------
def _jvm_trace(root: str, py: str, lib: str, script: str = "scripts/tokenize_reviews.py", sep: str = "/") -> str:
    site = f"{root}{sep}.venv{sep}lib{sep}{py}{sep}site-packages" if sep == "/" else \
        f"{root}\\.venv\\Lib\\site-packages"
    return ("Traceback (most recent call last):\n"
            f"  File \"{root}{sep}{script.replace('/', sep)}\", line 8, in <module>\n"
            "    okt = Okt()\n          ^^^^^\n"
            f"  File \"{site}{sep}konlpy{sep}tag{sep}_okt.py\", line 51, in __init__\n"
            "    jvm.init_jvm(jvmpath, max_heap_size)\n"
            f"  File \"{site}{sep}konlpy{sep}jvm.py\", line 55, in init_jvm\n"
            "    jvmpath = jvmpath or jpype.getDefaultJVMPath()\n"
            "                         ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
            f"  File \"{site}{sep}jpype{sep}_jvmfinder.py\", line 74, in getDefaultJVMPath\n"
            "    return finder.get_jvm_path()\n           ^^^^^^^^^^^^^^^^^^^^^\n"
            f"  File \"{site}{sep}jpype{sep}_jvmfinder.py\", line 212, in get_jvm_path\n"
            "    raise JVMNotFoundException(\"No JVM shared library file ({0}) \"\n"
            f"jpype._jvmfinder.JVMNotFoundException: No JVM shared library file ({lib}) found. Try setting up the "
            "JAVA_HOME environment variable properly.\n")


def fill_konlpy() -> None:
    root = "/home/seoyeon/work/review-nlp"
    T.source(
        "s-konlpy", root, "2025-04-12T05:10:00Z", "feat/okt-tokens",
        user("리뷰 토크나이즈 스크립트 돌리면 JVM 어쩌고 에러가 나요. 새로 받은 서버라 파이썬만 깔려 있어요. "
             "data/reviews_sample.csv로 돌려 봐 주세요."),
        err(".venv/bin/python scripts/tokenize_reviews.py data/reviews_sample.csv",
            _jvm_trace(root, "python3.11", "libjvm.so")),
        err("java -version", "bash: line 1: java: command not found\n", 127),
        say("KoNLPy의 Okt는 JPype로 JVM을 띄워서 자바 구현을 호출합니다. 이 서버에는 JDK가 없어서 libjvm.so를 "
            "못 찾는 것이니 headless JDK를 설치하겠습니다."),
        ok("sudo apt-get install -y openjdk-17-jdk-headless >/dev/null && "
           ".venv/bin/python scripts/tokenize_reviews.py data/reviews_sample.csv | head -3",
           "1\t['배송', '이', '정말', '빨라요', '!']\n2\t['포장', '이', '꼼꼼하고', '좋아요']\n"
           "3\t['사이즈', '가', '조금', '작아요', 'ㅠㅠ']\n"),
    )
    T.lesson(
        "t53-konlpy-jvm", "project", "ko", "s-konlpy", "env_setup",
        "KoNLPy(Okt)는 JVM이 필요하다: 새 서버·컨테이너에는 JDK/JRE부터 설치",
        "review-nlp의 토크나이즈 스크립트가 Okt() 생성에서 \"JVMNotFoundException: No JVM shared library file "
        "(libjvm.so) found\"로 죽는다.",
        "pip install konlpy는 문제없이 끝나서 파이썬 패키지 쪽 문제처럼 보이고, JAVA_HOME만 만지게 된다.",
        "KoNLPy의 Okt 등은 JPype로 JVM을 띄워 자바 구현을 부르는데, 파이썬만 있는 호스트나 python slim 이미지에는 "
        "libjvm이 없다.",
        "실행할 곳에 JDK나 JRE를 설치한다: `sudo apt-get install -y openjdk-17-jdk-headless`(또는 default-jre-headless, "
        "Dockerfile의 apt-get 단계). 비표준 위치에 설치했다면 JAVA_HOME을 그 경로로 지정한다.",
        ["`.venv/bin/python scripts/tokenize_reviews.py data/reviews_sample.csv` 실패: \"jpype._jvmfinder."
         "JVMNotFoundException: No JVM shared library file (libjvm.so) found\"",
         "`java -version` → \"java: command not found\"",
         "`sudo apt-get install -y openjdk-17-jdk-headless` 후 같은 스크립트가 \"['배송', '이', '정말', '빨라요', '!']\" "
         "등을 출력"],
    )

    T.later(
        "l-konlpy-0", "/Users/seoyeon/work/review-nlp", "2025-04-01T12:30:00Z", "main",
        user("Okt로 리뷰 몇 개 토크나이즈해 보는 스크립트 초안 만들어 줘. 맥에서 먼저 돌려 볼게."),
        write("/Users/seoyeon/work/review-nlp/scripts/tokenize_reviews.py",
              "import csv\nimport sys\n\nfrom konlpy.tag import Okt\n\n\ndef main(path):\n"
              "    okt = Okt()\n    with open(path, encoding=\"utf-8\") as f:\n"
              "        for row in csv.DictReader(f):\n"
              "            print(row[\"id\"], okt.morphs(row[\"text\"]), sep=\"\\t\")\n\n\n"
              "if __name__ == \"__main__\":\n    main(sys.argv[1])\n"),
        ok(".venv/bin/python scripts/tokenize_reviews.py data/reviews_sample.csv | head -2",
           "1\t['배송', '이', '정말', '빨라요', '!']\n2\t['포장', '이', '꼼꼼하고', '좋아요']\n"),
        say("맥에서는 잘 돕니다(이 맥에는 Temurin 17이 설치돼 있어요)."),
    )
    T.pair("t53-konlpy-jvm", "l-konlpy-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-konlpy-1", root, "2025-05-08T02:45:00Z", "feat/worker-image",
        user("토크나이저를 compose의 worker 컨테이너에서 돌리게 바꿨어요. docker compose run으로 한 번 돌려 봐 주세요."),
        err("docker compose run --rm worker python scripts/tokenize_reviews.py data/reviews_sample.csv",
            _jvm_trace("/app", "python3.11", "libjvm.so").replace("/app/.venv/lib/python3.11/site-packages",
                                                                 "/usr/local/lib/python3.11/site-packages")),
        read(f"{root}/Dockerfile",
             "FROM python:3.11-slim\nWORKDIR /app\nCOPY requirements.txt .\n"
             "RUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"),
        say("python:3.11-slim에도 자바가 없습니다. 이미지에 headless JRE를 넣겠습니다."),
        edit(f"{root}/Dockerfile", "WORKDIR /app\n",
             "WORKDIR /app\nRUN apt-get update && apt-get install -y --no-install-recommends "
             "openjdk-17-jre-headless && rm -rf /var/lib/apt/lists/*\n"),
        ok("docker compose build worker >/dev/null && docker compose run --rm worker python "
           "scripts/tokenize_reviews.py data/reviews_sample.csv | head -2",
           "1\t['배송', '이', '정말', '빨라요', '!']\n2\t['포장', '이', '꼼꼼하고', '좋아요']\n"),
    )
    T.pair("t53-konlpy-jvm", "l-konlpy-1", "recurred",
           "JVMNotFoundException (libjvm.so) again in the slim worker container, then a JRE is added")

    T.later(
        "l-konlpy-2", r"C:\Users\seoyeon\work\review-nlp", "2025-06-05T06:20:00Z", "main",
        user("윈도우 노트북에서도 돌려 보고 싶어요. venv는 만들어 놨어요."),
        err(".venv/Scripts/python.exe scripts/tokenize_reviews.py data/reviews_sample.csv",
            _jvm_trace(r"C:\Users\seoyeon\work\review-nlp", "", "jvm.dll", sep="\\")),
        say("이 노트북에도 JVM이 없습니다. winget으로 OpenJDK 17을 설치하고 JAVA_HOME을 잡겠습니다."),
        ok("winget install --silent Microsoft.OpenJDK.17 && powershell -NoProfile -Command '$env:JAVA_HOME = "
           "\"C:\\Program Files\\Microsoft\\jdk-17.0.11.9-hotspot\"; .venv\\Scripts\\python.exe "
           "scripts\\tokenize_reviews.py data\\reviews_sample.csv | Select-Object -First 1'",
           "Found Microsoft Build of OpenJDK with Hotspot 17 [Microsoft.OpenJDK.17] Version 17.0.11.9\n"
           "Successfully installed\n1\t['배송', '이', '정말', '빨라요', '!']\n"),
    )
    T.pair("t53-konlpy-jvm", "l-konlpy-2", "recurred",
           "the same JVMNotFoundException on Windows (jvm.dll), then OpenJDK installed")

    T.later(
        "l-konlpy-3", root, "2025-05-22T01:00:00Z", "main",
        user("새 GPU 서버 nlp-gpu2에 review-nlp 세팅해 주세요. 코드는 /srv/review-nlp에 클론돼 있고 venv도 있어요."),
        ok("ssh nlp-gpu2 'sudo apt-get install -y openjdk-17-jdk-headless >/dev/null && java -version 2>&1 | "
           "head -1'", "openjdk version \"17.0.11\" 2024-04-16\n"),
        ok("ssh nlp-gpu2 'cd /srv/review-nlp && .venv/bin/python scripts/tokenize_reviews.py "
           "data/reviews_sample.csv | head -1'", "1\t['배송', '이', '정말', '빨라요', '!']\n"),
        say("nlp-gpu2에 JDK 17을 먼저 깔고 토크나이저를 확인했습니다."),
    )
    T.pair("t53-konlpy-jvm", "l-konlpy-3", "applied",
           "JDK installed over ssh before the first tokenizer run on the new host; no JVM error")

    T.later(
        "l-konlpy-4", "/home/seoyeon/work/review-api", "2025-06-19T03:15:00Z", "feat/keyword-endpoint",
        user("review-api에 키워드 추출 엔드포인트를 붙이려고 konlpy를 requirements에 넣었어요. 이미지 빌드하고 "
             "/keywords 한 번 호출해 봐 주세요."),
        edit("/home/seoyeon/work/review-api/Dockerfile", "FROM python:3.12-slim\nWORKDIR /srv\n",
             "FROM python:3.12-slim\nWORKDIR /srv\n# konlpy (Okt) starts a JVM\n"
             "RUN apt-get update && apt-get install -y --no-install-recommends default-jre-headless "
             "&& rm -rf /var/lib/apt/lists/*\n"),
        ok("docker build -q -t review-api . && docker run -d --rm -p 8000:8000 --name review-api review-api && "
           "sleep 3 && curl -s 'http://localhost:8000/keywords?text=배송이%20정말%20빨라요'",
           "sha256:5e0c1f9a7b2d\n9b1c2d3e4f5a\n{\"keywords\":[\"배송\",\"정말\"]}\n"),
        say("JRE를 이미지에 넣은 상태로 빌드했고 /keywords가 응답합니다."),
    )
    T.pair("t53-konlpy-jvm", "l-konlpy-4", "applied",
           "default-jre-headless put in the Dockerfile before konlpy ever ran there; endpoint works")

    T.later(
        "l-konlpy-5", root, "2025-05-30T04:40:00Z", "exp/mecab",
        user("Okt 대신 Mecab으로 바꿔 보면 빨라질까요? 한번 바꿔서 돌려 봐 주세요."),
        edit(f"{root}/scripts/tokenize_reviews.py", "from konlpy.tag import Okt",
             "from konlpy.tag import Mecab as Okt"),
        err(".venv/bin/python scripts/tokenize_reviews.py data/reviews_sample.csv",
            "Traceback (most recent call last):\n"
            f"  File \"{root}/.venv/lib/python3.11/site-packages/konlpy/tag/_mecab.py\", line 77, in __init__\n"
            "    self.tagger = Tagger('-d %s' % dicpath)\n                  ^^^^^^\n"
            "NameError: name 'Tagger' is not defined\n\nDuring handling of the above exception, another exception "
            "occurred:\n\nTraceback (most recent call last):\n"
            f"  File \"{root}/scripts/tokenize_reviews.py\", line 8, in <module>\n    okt = Okt()\n"
            "Exception: Install MeCab in order to use it: http://konlpy.org/en/latest/install/\n"),
        say("Mecab은 JVM이 아니라 mecab-ko와 사전, mecab-python이 따로 필요합니다. 일단 Okt로 되돌려 둘게요."),
        edit(f"{root}/scripts/tokenize_reviews.py", "from konlpy.tag import Mecab as Okt",
             "from konlpy.tag import Okt"),
    )
    T.pair("t53-konlpy-jvm", "l-konlpy-5", "neither", "Mecab's 'Install MeCab' error: a different error, no JVM issue")

    T.later(
        "l-konlpy-6", root, "2025-06-27T07:00:00Z", "docs/setup",
        user("동료가 코랩에서 \"JVMNotFoundException: No JVM shared library file (libjvm.so) found\" 떴대요. 실행은 하지 "
             "말고 README의 설치 절차에 자바 설치 얘기 좀 넣어 주세요."),
        edit(f"{root}/README.md", "## 설치\n\n```bash\npip install -r requirements.txt\n```\n",
             "## 설치\n\nKoNLPy(Okt)는 JVM을 띄우므로 자바가 먼저 있어야 합니다.\n\n```bash\n"
             "sudo apt-get install -y openjdk-17-jdk-headless\npip install -r requirements.txt\n```\n"),
        say("README 설치 절차에 JDK 설치를 추가했습니다."),
    )
    T.pair("t53-konlpy-jvm", "l-konlpy-6", "neither",
           "error only quoted from a colleague; the JDK install only written into the README")


# ---------------------------------------------------------------------------------------------------------------
# 6. pandas 2.0 removed DataFrame.append (project, prose-only fix)
# ---------------------------------------------------------------------------------------------------------------
def _append_error(root: str, script: str, line: int, code: str, kind: str = "DataFrame",
                  py: str = "python3.12") -> str:
    return ("Traceback (most recent call last):\n"
            f"  File \"{root}/{script}\", line {line}, in <module>\n    {code}\n"
            f"  File \"{root}/.venv/lib/{py}/site-packages/pandas/core/generic.py\", line 6299, in __getattr__\n"
            "    return object.__getattribute__(self, name)\n"
            "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
            f"AttributeError: '{kind}' object has no attribute 'append'. Did you mean: '_append'?\n")


def fill_pandas_append() -> None:
    root = "/home/arjun/projects/sales-report"
    T.source(
        "s-pandas-append", root, "2025-04-14T09:00:00Z", "main",
        user("report.py stopped working after I recreated the venv. I need the March report."),
        err(".venv/bin/python report.py --month 2025-03",
            _append_error(root, "report.py", 42, "summary = summary.append(row, ignore_index=True)")),
        ok(".venv/bin/python -c 'import pandas; print(pandas.__version__)'", "2.2.2\n"),
        read(f"{root}/report.py",
             "    summary = pd.DataFrame(columns=[\"region\", \"orders\", \"revenue\"])\n"
             "    for region, grp in df.groupby(\"region\"):\n"
             "        row = {\"region\": region, \"orders\": len(grp), \"revenue\": grp[\"amount\"].sum()}\n"
             "        summary = summary.append(row, ignore_index=True)\n"),
        say("The new venv got pandas 2.2, and DataFrame.append was removed in 2.0 (deprecated since 1.4). The "
            "replacement is to collect the rows and build the frame once, or pd.concat frames; appending row by "
            "row was quadratic anyway."),
        edit(f"{root}/report.py",
             "    summary = pd.DataFrame(columns=[\"region\", \"orders\", \"revenue\"])\n"
             "    for region, grp in df.groupby(\"region\"):\n"
             "        row = {\"region\": region, \"orders\": len(grp), \"revenue\": grp[\"amount\"].sum()}\n"
             "        summary = summary.append(row, ignore_index=True)\n",
             "    rows = []\n"
             "    for region, grp in df.groupby(\"region\"):\n"
             "        rows.append({\"region\": region, \"orders\": len(grp), \"revenue\": grp[\"amount\"].sum()})\n"
             "    summary = pd.DataFrame(rows, columns=[\"region\", \"orders\", \"revenue\"])\n"),
        ok(".venv/bin/python report.py --month 2025-03",
           "  region  orders    revenue\n0   APAC     412   91830.50\n1   EMEA     688  154220.75\n"
           "2     NA     901  201774.10\nwrote out/report-2025-03.xlsx\n"),
    )
    T.lesson(
        "t53-pandas-append", "project", "en", "s-pandas-append", "api_quirk",
        "pandas 2 has no DataFrame.append: collect rows, build once or pd.concat",
        "After a fresh venv pulls pandas 2.x, report code that grows a frame row by row fails with "
        "\"AttributeError: 'DataFrame' object has no attribute 'append'\".",
        "The hint \"Did you mean: '_append'?\" invites calling the private method, which only hides the removal.",
        "DataFrame.append (and Series.append) were deprecated in pandas 1.4 and removed in 2.0.",
        "Collect the rows in a list and build the DataFrame once, or combine frames with pd.concat([...], "
        "ignore_index=True); do not switch to the private _append.",
        ["`.venv/bin/python report.py --month 2025-03` failed: \"AttributeError: 'DataFrame' object has no "
         "attribute 'append'. Did you mean: '_append'?\"",
         "`import pandas; print(pandas.__version__)` printed 2.2.2",
         "after building the summary from a list of rows the report printed \"wrote out/report-2025-03.xlsx\""],
    )

    T.later(
        "l-pdappend-0", root, "2025-04-02T10:15:00Z", "main",
        user("Write report.py: read sales.csv for a month, summarise orders and revenue per region, write xlsx."),
        write(f"{root}/report.py",
              "import argparse\n\nimport pandas as pd\n\n\ndef main():\n    ...\n"
              "    summary = pd.DataFrame(columns=[\"region\", \"orders\", \"revenue\"])\n"
              "    for region, grp in df.groupby(\"region\"):\n"
              "        row = {\"region\": region, \"orders\": len(grp), \"revenue\": grp[\"amount\"].sum()}\n"
              "        summary = summary.append(row, ignore_index=True)\n"),
        ok(".venv/bin/python report.py --month 2025-02",
           f"{root}/report.py:42: FutureWarning: The frame.append method is deprecated and will be removed from "
           "pandas in a future version. Use pandas.concat instead.\n"
           "  summary = summary.append(row, ignore_index=True)\n"
           "  region  orders    revenue\n0   APAC     398   88412.00\n1   EMEA     702  149980.25\n"
           "2     NA     877  197001.60\nwrote out/report-2025-02.xlsx\n"),
        say("report.py works for February (pandas 1.5.3 in this venv)."),
    )
    T.pair("t53-pandas-append", "l-pdappend-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-pdappend-1", root, "2025-05-07T08:40:00Z", "feat/weekly",
        user("Run scripts/merge_weekly.py for weeks 14-17."),
        err(".venv/bin/python scripts/merge_weekly.py --weeks 14-17",
            _append_error(root, "scripts/merge_weekly.py", 27, "merged = merged.append(week_df)")),
        say("Same pandas 2 removal as in report.py. Collecting the weekly frames and concatenating once."),
        edit(f"{root}/scripts/merge_weekly.py",
             "    merged = pd.DataFrame()\n    for wk in weeks:\n        week_df = load_week(wk)\n"
             "        merged = merged.append(week_df)\n",
             "    merged = pd.concat([load_week(wk) for wk in weeks], ignore_index=True)\n"),
        ok(".venv/bin/python scripts/merge_weekly.py --weeks 14-17", "merged 4 weeks, 8312 rows -> out/w14-17.csv\n"),
    )
    T.pair("t53-pandas-append", "l-pdappend-1", "recurred",
           "merge_weekly.py hits the same DataFrame.append AttributeError, then pd.concat")

    T.later(
        "l-pdappend-2", "/home/arjun/projects/inventory-forecast", "2025-06-12T12:10:00Z", "main",
        user("forecast.py crashes on the new server; can you fix it?"),
        err(".venv/bin/python forecast.py --sku-file skus.txt",
            _append_error("/home/arjun/projects/inventory-forecast", "forecast.py", 88,
                          "history = history.append(pd.Series([latest], index=[today]))", kind="Series",
                          py="python3.11")),
        edit("/home/arjun/projects/inventory-forecast/forecast.py",
             "history = history.append(pd.Series([latest], index=[today]))",
             "history = pd.concat([history, pd.Series([latest], index=[today])])"),
        ok(".venv/bin/python forecast.py --sku-file skus.txt", "forecast written for 214 SKUs\n"),
        say("Series.append is gone in pandas 2 as well; it now uses pd.concat."),
    )
    T.pair("t53-pandas-append", "l-pdappend-2", "recurred",
           "Series.append removed in pandas 2: the same AttributeError on another object, then pd.concat")

    T.later(
        "l-pdappend-3", root, "2025-05-26T09:30:00Z", "feat/channels",
        user("Add a per-channel breakdown sheet to the monthly report (web, store, marketplace)."),
        edit(f"{root}/report.py", "    summary = pd.DataFrame(rows, columns=[\"region\", \"orders\", \"revenue\"])\n",
             "    summary = pd.DataFrame(rows, columns=[\"region\", \"orders\", \"revenue\"])\n"
             "    per_channel = [grp.assign(channel=ch).groupby([\"channel\", \"region\"], as_index=False)"
             "[\"amount\"].sum()\n                   for ch, grp in df.groupby(\"channel\")]\n"
             "    channels = pd.concat(per_channel, ignore_index=True)\n"),
        ok(".venv/bin/python report.py --month 2025-04",
           "  region  orders    revenue\n0   APAC     430   95120.00\n1   EMEA     671  150002.40\n"
           "2     NA     944  210330.80\nchannels: 9 rows\nwrote out/report-2025-04.xlsx\n"),
        say("The report has a Channels sheet (9 rows: 3 channels × 3 regions)."),
    )
    T.pair("t53-pandas-append", "l-pdappend-3", "applied",
           "new code combines per-channel frames with pd.concat; the report runs on pandas 2")

    T.later(
        "l-pdappend-4", root, "2025-06-06T10:00:00Z", "main",
        user("scripts/export_targets.py fails now, please look."),
        err(".venv/bin/python scripts/export_targets.py",
            "Traceback (most recent call last):\n"
            f"  File \"{root}/scripts/export_targets.py\", line 15, in <module>\n"
            "    for region, col in targets.iteritems():\n                       ^^^^^^^^^^^^^^^^^\n"
            f"  File \"{root}/.venv/lib/python3.12/site-packages/pandas/core/generic.py\", line 6299, in "
            "__getattr__\n    return object.__getattribute__(self, name)\n"
            "AttributeError: 'DataFrame' object has no attribute 'iteritems'\n"),
        edit(f"{root}/scripts/export_targets.py", "targets.iteritems()", "targets.items()"),
        ok(".venv/bin/python scripts/export_targets.py", "exported 3 regions\n"),
        say("iteritems was renamed items in pandas 2."),
    )
    T.pair("t53-pandas-append", "l-pdappend-4", "neither",
           "DataFrame.iteritems removed: a different pandas 2 error, no append involved")

    T.later(
        "l-pdappend-5", "/home/arjun/projects/legacy-kpi", "2025-05-15T14:20:00Z", "main",
        user("Run the Q1 KPI export in legacy-kpi."),
        ok("grep -i pandas requirements.txt && .venv/bin/python kpi.py --quarter 2025Q1",
           "pandas==1.5.3\n/home/arjun/projects/legacy-kpi/kpi.py:31: FutureWarning: The frame.append method is "
           "deprecated and will be removed from pandas in a future version. Use pandas.concat instead.\n"
           "  out = out.append(rec, ignore_index=True)\nwrote kpi-2025Q1.csv (57 rows)\n"),
        say("Done (kpi-2025Q1.csv). This repo pins pandas 1.5.3, so append still works there with a warning."),
    )
    T.pair("t53-pandas-append", "l-pdappend-5", "neither",
           "pandas 1.5.3 pinned: append only warns; no failure and no concat rewrite")


FILLS = [fill_go_install, fill_konlpy, fill_pandas_append]
