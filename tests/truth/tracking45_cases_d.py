"""Cases of the forty-fifth tracking corpus (see tracking45_cases.py for the labelling rules): apt-get install
in a Dockerfile with no apt-get update (E: Unable to locate package), pgvector missing from the Postgres server
(Korean), and a Python venv moved or copied to another path (bad interpreter)."""
from __future__ import annotations

from tests.truth.tracking45_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- apt-get install in a Dockerfile with no apt-get update ------------------------------------------------

def _locate(step: str, cmd: str, pkg: str) -> str:
    lines = ["Reading package lists...", "Building dependency tree...", "Reading state information...",
             f"E: Unable to locate package {pkg}"]
    stamped = "\n".join(f"{step.split()[0]} 0.3{i}1 {x}" for i, x in enumerate(lines))
    return (f"{step} RUN {cmd}\n{stamped}\n{step.split()[0]} ERROR: process \"/bin/sh -c {cmd}\" did not complete "
            f"successfully: exit code: 100\n------\nERROR: failed to solve: process \"/bin/sh -c {cmd}\" did not "
            "complete successfully: exit code: 100")


VIPS_BAD = "apt-get install -y --no-install-recommends libvips42"
VIPS_OK = "apt-get update && apt-get install -y --no-install-recommends libvips42 && rm -rf /var/lib/apt/lists/*"


def apt_no_update() -> None:
    app = "/home/dev/src/thumbnailer"
    T.source("s-apt-no-update", app, "2025-05-09T15:00:00Z", "feat/libvips",
             user("the worker needs libvips now; add it to the image and build"),
             read(f"{app}/Dockerfile", "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\n"
                  "RUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"
                  "CMD [\"python\", \"-m\", \"thumbnailer.worker\"]\n"),
             edit(f"{app}/Dockerfile", "WORKDIR /app\n", f"WORKDIR /app\nRUN {VIPS_BAD}\n"),
             err("docker build -t thumbnailer:dev .", _locate("#6 [3/6]", VIPS_BAD, "libvips42"), 1),
             say("The slim base image ships with /var/lib/apt/lists emptied, so apt knows no packages until an "
                 "update runs. Updating in the same RUN (so a cached layer can't go stale) and cleaning the lists "
                 "afterwards."),
             edit(f"{app}/Dockerfile", f"RUN {VIPS_BAD}\n", f"RUN {VIPS_OK}\n"),
             ok("docker build -t thumbnailer:dev .",
                f"#6 [3/6] RUN {VIPS_OK}\n#6 0.412 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\n"
                "#6 9.871 Setting up libvips42:amd64 (8.14.1-3+deb12u1) ...\n#6 DONE 10.9s\n"
                "#10 naming to docker.io/library/thumbnailer:dev done"))
    T.lesson("t45-dockerfile-apt-no-update", "global", "en", "s-apt-no-update", "build_config",
             "apt-get install in a Dockerfile finds no packages without apt-get update in the same RUN",
             "`docker build` stops at the install step with `E: Unable to locate package libvips42` and `exit "
             "code: 100`, for a package that certainly exists in the base image's Debian release.",
             "The package name looks wrong, so one goes hunting for another name; the real problem is that the "
             "image has no package lists at all.",
             "Official Debian and Ubuntu based images (python:*-slim, debian, ubuntu, node:*-slim …) delete "
             "/var/lib/apt/lists to stay small, so `apt-get install` without a preceding `apt-get update` in the "
             "build has nothing to look the name up in. An update in an earlier, cached layer goes stale.",
             "Run `apt-get update` in the same RUN instruction as the install: `RUN apt-get update && apt-get "
             "install -y --no-install-recommends <pkgs> && rm -rf /var/lib/apt/lists/*`; in a multi-stage build, "
             "every stage that installs needs its own update.",
             ["`#6 0.331 E: Unable to locate package libvips42` then `did not complete successfully: exit code: 100`",
              f"after the edit the step ran `RUN {VIPS_OK}` and printed "
              "`Setting up libvips42:amd64 (8.14.1-3+deb12u1) ...`",
              "`naming to docker.io/library/thumbnailer:dev done`"])

    T.later("l-j-ffmpeg", "/home/dev/src/clipper", "2025-05-24T11:30:00Z", "feat/ffmpeg",
            user("write a Dockerfile for the clipper service; it shells out to ffmpeg"),
            write("/home/dev/src/clipper/Dockerfile",
                  "FROM python:3.12-slim\nRUN apt-get update && apt-get install -y --no-install-recommends ffmpeg "
                  "&& rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY . .\nRUN pip install --no-cache-dir .\n"
                  "CMD [\"clipper\"]\n"),
            ok("docker build -t clipper:dev .",
               "#5 [2/5] RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf "
               "/var/lib/apt/lists/*\n#5 31.04 Setting up ffmpeg (7:5.1.6-0+deb12u1) ...\n#5 DONE 33.2s\n"
               "#9 naming to docker.io/library/clipper:dev done"))
    T.pair("t45-dockerfile-apt-no-update", "l-j-ffmpeg", "applied",
           "apt-get update && apt-get install in one RUN in the built image; no Unable to locate package")
    T.pair("t45-dockerfile-apt-no-update", "l-b-image", "applied",
           "the runner image's RUN did apt-get update && apt-get install sshpass in one step and was built")

    T.later("l-j-noble", "/home/dev/infra/ci-images", "2025-06-05T09:15:00Z", "feat/ubuntu-noble",
            user("move the CI base image to ubuntu:24.04 and add git"),
            edit("/home/dev/infra/ci-images/base/Dockerfile", "FROM ubuntu:22.04\n",
                 "FROM ubuntu:24.04\nRUN apt-get install -y git\n"),
            err("docker build -t ci-base:noble base/", _locate("#5 [2/4]", "apt-get install -y git", "git"), 1),
            edit("/home/dev/infra/ci-images/base/Dockerfile", "RUN apt-get install -y git\n",
                 "RUN apt-get update && apt-get install -y git && rm -rf /var/lib/apt/lists/*\n"),
            ok("docker build -t ci-base:noble base/", "#7 naming to docker.io/library/ci-base:noble done"))
    T.pair("t45-dockerfile-apt-no-update", "l-j-noble", "recurred",
           "the ubuntu:24.04 image's RUN apt-get install with no update failed: Unable to locate package git")

    T.later("l-j-py312", "/home/dev/ops", "2025-06-12T10:40:00Z", "HEAD",
            user("install python 3.12 on tools-02 for the new report scripts"),
            err("ssh tools-02 'sudo apt-get install -y python3.12'",
                "Reading package lists...\nBuilding dependency tree...\nReading state information...\n"
                "E: Unable to locate package python3.12\nE: Couldn't find any package by glob 'python3.12'\n"
                "E: Couldn't find any package by regex 'python3.12'", 100),
            ok("ssh tools-02 'apt-cache policy python3 | head -3; grep VERSION_CODENAME /etc/os-release'",
               "python3:\n  Installed: 3.11.2-1+b1\n  Candidate: 3.11.2-1+b1\nVERSION_CODENAME=bookworm"),
            say("The package lists are there (python3 has a candidate); bookworm simply has no python3.12 package. "
                "Installing 3.12 with uv instead."),
            ok("ssh tools-02 'curl -LsSf https://astral.sh/uv/install.sh | sh && ~/.local/bin/uv python install "
               "3.12'", "...\nInstalled Python 3.12.11 in 2.41s"))
    T.pair("t45-dockerfile-apt-no-update", "l-j-py312", "neither",
           "the same apt message from another cause: lists present, but no python3.12 in bookworm; not a build")

    T.later("l-j-script", "/home/dev/src/release-notes", "2025-06-20T14:05:00Z", "ci/jq",
            user("the CI job runs in plain debian:bookworm-slim; add a setup script that installs jq and try it in "
                 "that image"),
            write("/home/dev/src/release-notes/ci/setup.sh",
                  "#!/bin/sh\nset -eu\napt-get update -qq\napt-get install -y -qq --no-install-recommends jq\n"),
            ok("chmod +x ci/setup.sh && docker run --rm -v \"$PWD\":/w -w /w debian:bookworm-slim sh -c "
               "'./ci/setup.sh && jq --version'", "Setting up jq (1.6-2.1) ...\njq-1.6"))
    T.pair("t45-dockerfile-apt-no-update", "l-j-script", "applied",
           "the setup script ran apt-get update before apt-get install in the same run in the slim image")

    T.later("l-j-lock", "/home/dev/ops", "2025-06-27T06:50:00Z", "HEAD",
            user("install nginx on web-03"),
            err("ssh web-03 'sudo apt-get install -y nginx'",
                "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2211 (unattended-upgr)\n"
                "N: Be aware that removing the lock file is not a solution and may break your system.\n"
                "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process "
                "using it?", 100),
            say("unattended-upgrades is running. Waiting for it instead of removing the lock."),
            ok("ssh web-03 'while pgrep -x unattended-upgr >/dev/null; do sleep 5; done; sudo apt-get install -y "
               "nginx'", "...\nSetting up nginx (1.22.1-9+deb12u1) ..."))
    T.pair("t45-dockerfile-apt-no-update", "l-j-lock", "neither",
           "a different apt error (dpkg lock held by unattended-upgrades) on a host, not a missing update")
    T.pair("t45-apt-repo-nopubkey", "l-j-lock", "neither",
           "an apt lock error on a host; no third-party repository or signing key involved")

    T.later("l-j-stage", "/home/dev/src/edge-proxy", "2025-07-05T12:10:00Z", "feat/tini",
            user("run the proxy under tini in the runtime image"),
            edit("/home/dev/src/edge-proxy/Dockerfile", "FROM node:20-bookworm-slim AS runtime\n",
                 "FROM node:20-bookworm-slim AS runtime\nRUN apt-get install -y --no-install-recommends tini\n"),
            err("docker build -t edge-proxy:dev .",
                "#9 [build 3/5] RUN apt-get update && apt-get install -y build-essential python3\n#9 CACHED\n"
                + _locate("#12 [runtime 2/4]", "apt-get install -y --no-install-recommends tini", "tini"), 1),
            say("The update ran in the build stage only; the runtime stage starts from a fresh image with empty "
                "lists."),
            edit("/home/dev/src/edge-proxy/Dockerfile", "RUN apt-get install -y --no-install-recommends tini\n",
                 "RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf "
                 "/var/lib/apt/lists/*\n"),
            ok("docker build -t edge-proxy:dev .", "#14 naming to docker.io/library/edge-proxy:dev done"))
    T.pair("t45-dockerfile-apt-no-update", "l-j-stage", "recurred",
           "the runtime stage installed tini with no update of its own: Unable to locate package tini")


# --- pgvector missing from the Postgres server (Korean) -----------------------------------------------------

def _control(path: str) -> str:
    return f"could not open extension control file \"{path}/vector.control\": No such file or directory"


CREATE = "docker compose exec -T db psql -U app -d docsearch -c 'CREATE EXTENSION IF NOT EXISTS vector;'"


def pgvector_missing() -> None:
    app = "/home/dev/src/doc-search"
    T.source("s-pgvector", app, "2025-05-10T10:00:00Z", "feat/embeddings",
             user("임베딩 저장하려고 pgvector 확장 켜려는데, 로컬 compose db에서 CREATE EXTENSION 해줘"),
             err(CREATE, "ERROR:  " + _control("/usr/share/postgresql/16/extension"), 1),
             ok("docker compose config --images", "postgres:16\ndoc-search-api"),
             say("공식 postgres:16 이미지에는 pgvector가 들어 있지 않아서 서버에 vector.control 파일이 없습니다. "
                 "같은 PostgreSQL 16에 pgvector가 포함된 pgvector/pgvector:pg16 이미지로 바꾸겠습니다. 데이터 "
                 "디렉터리 형식이 같아서 볼륨은 그대로 씁니다."),
             edit(f"{app}/compose.yaml", "    image: postgres:16\n", "    image: pgvector/pgvector:pg16\n"),
             ok(f"docker compose up -d db && sleep 5 && {CREATE}",
                " Container doc-search-db-1  Recreate\n Container doc-search-db-1  Recreated\n"
                " Container doc-search-db-1  Starting\n Container doc-search-db-1  Started\nCREATE EXTENSION"))
    T.lesson("t45-pgvector-not-installed", "global", "ko", "s-pgvector", "env_setup",
             "공식 postgres 이미지에는 pgvector가 없어서 CREATE EXTENSION vector가 control 파일 오류로 실패한다",
             "`CREATE EXTENSION IF NOT EXISTS vector;`가 `ERROR:  could not open extension control file "
             "\"/usr/share/postgresql/16/extension/vector.control\": No such file or directory`로 실패한다.",
             "pip/npm의 pgvector 클라이언트 패키지를 설치했으니 될 거라고 생각하기 쉽지만, 확장은 클라이언트가 아니라 "
             "PostgreSQL 서버 쪽에 설치돼 있어야 한다. 권한 문제도 아니다.",
             "CREATE EXTENSION은 서버의 extension 디렉터리에서 vector.control을 찾는다. 공식 postgres 도커 "
             "이미지(Debian판, alpine판 모두)나 기본 패키지로 설치한 서버에는 pgvector가 포함돼 있지 않다.",
             "pgvector가 들어 있는 이미지(`pgvector/pgvector:pg16`처럼 서버 메이저 버전에 맞는 태그)로 바꾸거나, "
             "직접 운영하는 서버라면 메이저 버전에 맞는 패키지(`apt-get install postgresql-16-pgvector`)를 설치하거나 "
             "소스에서 빌드한 뒤 `CREATE EXTENSION vector;`를 다시 실행한다.",
             ["`ERROR:  could not open extension control file \"/usr/share/postgresql/16/extension/vector.control\": "
              "No such file or directory`",
              "`docker compose config --images` → `postgres:16`",
              "이미지를 `pgvector/pgvector:pg16`으로 바꾼 뒤 `CREATE EXTENSION`"])

    T.later("l-k-pg17", "/home/dev/src/rag-eval", "2025-05-31T16:00:00Z", "feat/pg17",
            user("start a throwaway postgres 17 with vector support on 5434 for the eval run"),
            ok("docker run -d --name rag-pg -e POSTGRES_PASSWORD=pw -p 5434:5432 pgvector/pgvector:pg17",
               "1f0c9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e"),
            ok("sleep 4 && psql postgresql://postgres:pw@127.0.0.1:5434/postgres -c 'CREATE EXTENSION vector' -c "
               "\"SELECT extversion FROM pg_extension WHERE extname = 'vector'\"",
               "CREATE EXTENSION\n extversion \n------------\n 0.8.0\n(1 row)"))
    T.pair("t45-pgvector-not-installed", "l-k-pg17", "applied",
           "started the pgvector/pgvector:pg17 image the lesson names and CREATE EXTENSION worked")

    T.later("l-k-alembic", "/home/dev/src/support-bot", "2025-06-07T11:25:00Z", "feat/semantic-search",
            user("run the new embeddings migration"),
            err("alembic upgrade head",
                "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] "
                "Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 7c1d2e3f4a5b -> "
                "9e8f7a6b5c4d, add embeddings\nTraceback (most recent call last):\n  ...\n"
                "sqlalchemy.exc.OperationalError: (psycopg2.errors.UndefinedFile) "
                + _control("/usr/local/share/postgresql/extension")
                + "\n\n[SQL: CREATE EXTENSION IF NOT EXISTS vector]\n(Background on this error at: "
                "https://sqlalche.me/e/20/e3q8)", 1),
            ok("grep -n 'image:' docker-compose.yml", "4:    image: postgres:15-alpine"),
            edit("/home/dev/src/support-bot/docker-compose.yml", "image: postgres:15-alpine",
                 "image: pgvector/pgvector:pg15"),
            ok("docker compose up -d db && sleep 5 && alembic upgrade head",
               "INFO  [alembic.runtime.migration] Running upgrade 7c1d2e3f4a5b -> 9e8f7a6b5c4d, add embeddings"))
    T.pair("t45-pgvector-not-installed", "l-k-alembic", "recurred",
           "the migration's CREATE EXTENSION on postgres:15-alpine hit the same missing vector.control")

    T.later("l-k-apt", "/home/dev/ops", "2025-06-15T13:10:00Z", "HEAD",
            user("db-rag-1에 pgvector 설치하고 rag DB에 확장 켜줘 (PostgreSQL 16, pgdg 저장소 있음)"),
            ok("ssh db-rag-1 'sudo apt-get install -y postgresql-16-pgvector'",
               "...\nSetting up postgresql-16-pgvector (0.8.0-1.pgdg120+1) ..."),
            ok("ssh db-rag-1 'sudo -u postgres psql -d rag -c \"CREATE EXTENSION IF NOT EXISTS vector;\"'",
               "CREATE EXTENSION"))
    T.pair("t45-pgvector-not-installed", "l-k-apt", "applied",
           "postgresql-16-pgvector installed on the server before CREATE EXTENSION; no control-file error")

    T.later("l-k-type", app, "2025-06-22T10:00:00Z", "feat/tenant-dbs",
            user("create the chunks table in the new tenant database tenant_acme"),
            err("docker compose exec -T db psql -v ON_ERROR_STOP=1 -U app -d tenant_acme -f "
                "/migrations/001_chunks.sql",
                "psql:/migrations/001_chunks.sql:4: ERROR:  type \"vector\" does not exist\n"
                "LINE 4:     embedding vector(1536) NOT NULL\n                      ^", 3),
            say("The server has pgvector (this stack runs pgvector/pgvector:pg16); the extension just hasn't been "
                "created in the new tenant database."),
            ok("docker compose exec -T db psql -v ON_ERROR_STOP=1 -U app -d tenant_acme -c 'CREATE EXTENSION IF "
               "NOT EXISTS vector;' -f /migrations/001_chunks.sql", "CREATE EXTENSION\nCREATE TABLE\nCREATE INDEX"))
    T.pair("t45-pgvector-not-installed", "l-k-type", "neither",
           "a different error (type vector does not exist) on a server that has pgvector; only CREATE EXTENSION")

    T.later("l-k-before", app, "2025-04-18T09:30:00Z", "spike/vectors",
            user("try pgvector on the local db"),
            err(CREATE, "ERROR:  " + _control("/usr/share/postgresql/16/extension"), 1),
            say("Not available in this image; let's leave the spike for now."))
    T.pair("t45-pgvector-not-installed", "l-k-before", "neither",
           "dated before the lesson's source session (2025-05-10); neither whatever it holds")

    T.later("l-k-brew", "/Users/dev/src/notes-search", "2025-07-02T20:15:00Z", "feat/local-embeddings",
            user("enable vector in my local Homebrew postgres for the notes db"),
            err("fish -c 'psql -d notes -c \"CREATE EXTENSION vector\"'",
                "ERROR:  " + _control("/opt/homebrew/share/postgresql@16/extension"), 1),
            say("The Homebrew postgresql@16 server has no pgvector. Building it from source against that server's "
                "pg_config."),
            ok("fish -c 'cd /tmp; and git clone --branch v0.8.0 https://github.com/pgvector/pgvector.git; and cd "
               "pgvector; and make PG_CONFIG=/opt/homebrew/opt/postgresql@16/bin/pg_config; and make install "
               "PG_CONFIG=/opt/homebrew/opt/postgresql@16/bin/pg_config; and psql -d notes -c \"CREATE EXTENSION "
               "vector\"'", "...\nCREATE EXTENSION"))
    T.pair("t45-pgvector-not-installed", "l-k-brew", "recurred",
           "CREATE EXTENSION on the Homebrew postgres@16 failed: the same missing vector.control on the server")

    T.later("l-k-ask", app, "2025-07-09T11:40:00Z", "HEAD",
            user("팀원이 'could not open extension control file \"/usr/share/postgresql/16/extension/vector.control\"' "
                 "에러가 났대. 스테이징 RDS도 이미지를 바꿔야 해?"),
            say("RDS에는 이미지가 없고 PostgreSQL 16용 pgvector가 이미 들어 있어서 `CREATE EXTENSION vector;`만 하면 "
                "됩니다. 그 에러는 팀원 로컬의 공식 postgres 이미지에서 난 것이니 로컬 compose만 pgvector 이미지로 "
                "바꾸면 됩니다."))
    T.pair("t45-pgvector-not-installed", "l-k-ask", "neither",
           "the error is only quoted by the person and answered in prose; nothing run")


# --- a Python venv moved or copied to another path ----------------------------------------------------------

def venv_moved() -> None:
    app = "/home/dev/src/etl-jobs"
    T.source("s-venv-moved", app, "2025-05-10T14:00:00Z", "main",
             user("I moved this repo from ~/projects/etl-jobs to ~/src/etl-jobs. Install the new requirements "
                  "(the pyarrow bump) into the venv"),
             err(".venv/bin/pip install -r requirements.txt",
                 "bash: .venv/bin/pip: /home/dev/projects/etl-jobs/.venv/bin/python3: bad interpreter: No such file "
                 "or directory", 126),
             ok("head -1 .venv/bin/pip; grep -m1 '^VIRTUAL_ENV=' .venv/bin/activate",
                "#!/home/dev/projects/etl-jobs/.venv/bin/python3\nVIRTUAL_ENV=\"/home/dev/projects/etl-jobs/.venv\""),
             say("A venv isn't relocatable: its scripts' shebangs and activate still point at the old path. "
                 "Recreating it here and reinstalling."),
             ok("rm -rf .venv && python3 -m venv .venv && .venv/bin/python -m pip install -q -r requirements.txt && "
                ".venv/bin/python -c 'import pyarrow; print(pyarrow.__version__)'", "16.1.0"))
    T.lesson("t45-venv-moved", "global", "en", "s-venv-moved", "env_setup",
             "A Python venv moved or copied to another path breaks with bad interpreter",
             "After moving the project, `.venv/bin/pip` (or pytest, celery, any console script) fails with "
             "`bad interpreter: No such file or directory` naming the venv's old path.",
             "The venv directory came along with the project, so it looks intact; `ls .venv/bin/python3` even "
             "exists. Only the first line of each script still points at the old location.",
             "venv writes absolute paths when it is created: every console script's shebang and the activate "
             "scripts name the interpreter by its original path. Moving, renaming or copying the directory "
             "(rsync to another host, a renamed checkout) leaves those paths dangling.",
             "Recreate the venv where it now lives and reinstall: `rm -rf .venv && python3 -m venv .venv` (or "
             "`python3 -m venv --clear .venv`), then install the requirements again with `.venv/bin/python -m pip "
             "install -r requirements.txt`. Never ship a venv to another path; build it on the target.",
             ["`bash: .venv/bin/pip: /home/dev/projects/etl-jobs/.venv/bin/python3: bad interpreter: No such file "
              "or directory`",
              "`#!/home/dev/projects/etl-jobs/.venv/bin/python3`",
              "`rm -rf .venv && python3 -m venv .venv && .venv/bin/python -m pip install -q -r requirements.txt` "
              "… printed `16.1.0`"])

    T.later("l-l-rsync", app, "2025-05-25T09:30:00Z", "main",
            user("I rsynced the etl-jobs checkout from my old laptop (it has /home/dev/work/etl-jobs there, .venv "
                 "included); get the tests running here"),
            ok("python3 -m venv --clear .venv && .venv/bin/python -m pip install -q -r requirements.txt -r "
               "requirements-dev.txt && echo 'venv ready'", "venv ready"),
            ok(".venv/bin/pytest -q", "................................................................ "
               "[100%]\n64 passed in 5.22s"))
    T.pair("t45-venv-moved", "l-l-rsync", "applied",
           "recreated the copied venv with python3 -m venv --clear before using it; no bad interpreter")

    T.later("l-l-zsh", "/home/dev/src/etl", "2025-06-08T10:45:00Z", "feat/partitioned-writes",
            user("I renamed the folder to ~/src/etl; run the tests"),
            err("zsh -c '.venv/bin/pytest -q'",
                "zsh:1: .venv/bin/pytest: bad interpreter: /home/dev/src/etl-jobs/.venv/bin/python3: no such file "
                "or directory", 127),
            ok("zsh -c 'python3 -m venv --clear .venv && .venv/bin/python -m pip install -q -r requirements.txt -r "
               "requirements-dev.txt && .venv/bin/pytest -q'", "66 passed in 5.61s"))
    T.pair("t45-venv-moved", "l-l-zsh", "recurred",
           "after the rename the venv's pytest failed with bad interpreter naming the old path (zsh wording)")

    T.later("l-l-crlf", app, "2025-06-14T15:20:00Z", "fix/deploy-script",
            user("deploy to staging with the script Ana sent over"),
            err("./scripts/deploy.sh staging",
                "bash: ./scripts/deploy.sh: /bin/bash^M: bad interpreter: No such file or directory", 126),
            ok("file scripts/deploy.sh",
               "scripts/deploy.sh: Bourne-Again shell script, ASCII text executable, with CRLF line terminators"),
            ok("sed -i 's/\\r$//' scripts/deploy.sh && ./scripts/deploy.sh staging",
               "deploying etl-jobs@b1c2d3e to staging... done"))
    T.pair("t45-venv-moved", "l-l-crlf", "neither",
           "the same bad interpreter from another cause: CRLF line endings in a shell script, no venv")

    T.later("l-l-prod", app, "2025-06-20T07:10:00Z", "release/2025.06",
            user("the release job rsynced the built venv to etl-prod-2 (Debian 12); start the celery worker there"),
            err("ssh etl-prod-2 '/opt/etl/.venv/bin/celery -A etl worker --loglevel=info --detach'",
                "bash: line 1: /opt/etl/.venv/bin/celery: cannot execute: required file not found", 127),
            ok("ssh etl-prod-2 'head -1 /opt/etl/.venv/bin/celery'", "#!/home/ci/build/etl/.venv/bin/python3"),
            ok("ssh etl-prod-2 'cd /opt/etl && rm -rf .venv && python3 -m venv .venv && .venv/bin/python -m pip "
               "install -q -r requirements.lock && .venv/bin/celery -A etl worker --loglevel=info --detach && echo "
               "started'", "started"))
    T.pair("t45-venv-moved", "l-l-prod", "recurred",
           "the venv built at /home/ci/build and copied to /opt/etl failed to run (bash 5.2's wording of it)")

    T.later("l-l-new", "/home/dev/src/invoice-parser", "2025-06-29T13:00:00Z", "main",
            user("start a new project here for the invoice parser: a venv, pdfplumber and pytest, and a smoke test"),
            ok("python3 -m venv .venv && .venv/bin/python -m pip install -q pdfplumber pytest && echo ok", "ok"),
            write("/home/dev/src/invoice-parser/tests/test_smoke.py",
                  "import pdfplumber\n\n\ndef test_import():\n    assert pdfplumber.__version__\n"),
            ok(".venv/bin/pytest -q", ".                                                                        "
               "[100%]\n1 passed in 0.05s"))
    T.pair("t45-venv-moved", "l-l-new", "neither",
           "a first venv for a brand-new project; nothing was moved, so not the recreate-after-move fix")

    T.later("l-l-make", "/home/dev/src/work/etl-jobs", "2025-07-03T09:05:00Z", "chore/monorepo-move",
            user("etl-jobs moved under ~/src/work with the monorepo reshuffle; rebuild the venv with the make target "
                 "and run the tests"),
            ok("make venv", "rm -rf .venv\npython3 -m venv .venv\n.venv/bin/python -m pip install -q -r "
               "requirements.txt -r requirements-dev.txt"),
            ok(".venv/bin/pytest -q", "66 passed in 5.48s"))
    T.pair("t45-venv-moved", "l-l-make", "applied",
           "make venv removed and recreated the venv at the new path before use; no bad interpreter")

    T.later("l-l-before", "/home/dev/projects/etl-jobs", "2025-04-20T18:00:00Z", "main",
            user("I copied the old airflow-dags checkout into etl-jobs/dags with its venv; run its tests"),
            err("dags/.venv/bin/pytest -q dags/tests",
                "bash: dags/.venv/bin/pytest: /home/dev/projects/airflow-dags/.venv/bin/python3: bad interpreter: "
                "No such file or directory", 126),
            ok("rm -rf dags/.venv && python3 -m venv dags/.venv && dags/.venv/bin/python -m pip install -q -r "
               "dags/requirements.txt && dags/.venv/bin/pytest -q dags/tests", "12 passed in 1.90s"))
    T.pair("t45-venv-moved", "l-l-before", "neither",
           "dated before the lesson's source session (2025-05-10); neither whatever it holds")


FILLS = [apt_no_update, pgvector_missing, venv_moved]
