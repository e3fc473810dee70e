"""The forty-ninth tracking corpus: writes tests/truth/tracking49_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking49_cases.py and its parts _b … _e) and tracking49_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking49_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking49`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-ninth tracking corpus (Lombok older than 1.18.30 crashing javac on JDK 21 with NoSuchFieldError "
         "JCImport qualid (a prose-only fix: the Lombok version in a pom or version catalog; Gradle and a CI image; "
         "release version 21 not supported is another error), asyncio.run() where an event loop already runs (a "
         "prose-only fix: await directly; a notebook, papermill and a FastAPI test; Event loop is closed is another "
         "error), apt stopped by dpkg was interrupted (sudo dpkg --configure -a over ssh and in a recovery script; "
         "Raspberry Pis and WSL; the dpkg frontend lock and .deb dependency problems are other errors, a Korean "
         "lesson), brew link's Could not symlink over files Homebrew doesn't own (brew link --overwrite, a make "
         "target; awscli on Intel and brew upgrade; keg-only and No such keg are other cases), CMake refusing to "
         "switch generators in an existing build dir (--fresh / removing CMakeCache.txt and CMakeFiles, a preset in "
         "PowerShell; Visual Studio to Ninja and a CI script; a minimum-version error is another error), rustc "
         "SIGKILLed by the OOM killer under cargo's parallel jobs (-j 1 / CARGO_BUILD_JOBS in a Dockerfile / [build] "
         "jobs in .cargo/config.toml; Docker Desktop and a release script; linker cc not found is another error), "
         "ansible-playbook with requirements.yml's roles never installed (ansible-galaxy install -r through make and "
         "in a tools container; a new control node over ssh and a CI script; a typo'd local role is another cause), "
         "helm install/upgrade with subcharts never fetched (helm dependency build / --dependency-update / helm dep "
         "build in a CI script; helm template and PowerShell; a release name in use is another error), kubectl/"
         "docker exec into a distroless image with no shell (kubectl debug --target / docker run --pid=container:; "
         "bash and sh in docker, another cluster; alpine without bash is another cause), pip's requires a different "
         "Python (a venv from python3.11 / uv venv --python / a newer base image; tox and RHEL over ssh; a missing "
         "torch wheel is another error), Intel OpenMP's Error #15 with two libiomp5 copies (KMP_DUPLICATE_LIB_OK=TRUE "
         "in bash, PowerShell, cmd and os.environ; macOS; an MKL load failure is another error, a Korean lesson), "
         "mysqlclient 2.2 without pkg-config and the client headers (apt in a Dockerfile / dnf over ssh / brew with "
         "PKG_CONFIG_PATH; a CI script and macOS; a missing gcc is another error), uvicorn unable to import an app "
         "under src/ (--app-dir / PYTHONPATH=src / a Docker CMD; compose and a make target; attribute not found and "
         "address in use are other errors), PostgreSQL's uuid_generate_v4() without CREATE EXTENSION uuid-ossp (psql "
         "-c / docker-entrypoint-initdb.d; a CI test DB and a new compose volume; relation does not exist is another "
         "error, a Korean lesson), and MySQL's root@localhost on auth_socket giving ERROR 1698 (sudo mysql over ssh "
         "and in WSL; Django and MariaDB; 1045 and 2002 are other errors)); see tests/truth/build_tracking49.py.")


_PARTS = ("tracking49_cases", "tracking49_cases_b", "tracking49_cases_c", "tracking49_cases_d", "tracking49_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking49", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
