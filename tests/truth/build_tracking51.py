"""The fifty-first tracking corpus: writes tests/truth/tracking51_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking51_cases.py and its parts _b … _e) and tracking51_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking51_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking51`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Fifty-first tracking corpus (MarkupSafe 2.1 breaking Jinja2 2.x with cannot import name 'soft_unicode' "
         "(markupsafe==2.0.1 in requirements before a docker build / pip over ssh; Ansible 2.9 and a Sphinx CI "
         "script; Jinja2 3.1's escape is another error), a Debian/Ubuntu python3 without tkinter (python3-tk / dnf "
         "python3-tkinter over ssh / a Dockerfile; WSL and a venv where pip install tk does not help; a pyenv "
         "build missing _tkinter and no $DISPLAY are other cases), Poetry 2 failing to install a root project with "
         "no package (--no-root in a Dockerfile / package-mode = false in fish; poetry sync in a CI script and "
         "over ssh; a stale lock is another error), lxml built from source without the libxml2/libxslt headers "
         "(apt in a Dockerfile / apk in an alpine CI script; armv7 over ssh and tox; Python.h missing is another "
         "error), a static library without -fPIC linked into a shared object (CMAKE_POSITION_INDEPENDENT_CODE / "
         "CFLAGS=-fPIC ./configure; aarch64 in docker and a PHP extension; an undefined reference is another "
         "error), JDK 17's InaccessibleObjectException (--add-opens on the java command line / JDK_JAVA_OPTIONS in "
         "PowerShell; Surefire on JDK 21 and Gson on a JRE image; Spark's IllegalAccessError and "
         "UnsupportedClassVersionError are other errors), javax.xml.bind gone from Java 11+ (a prose-only fix: "
         "jaxb-api or jakarta xml.bind-api as a dependency, Gradle and Maven; a Java 17 host over ssh and a "
         "temurin image; no JAXB implementation is another error), ASP.NET Core with no HTTPS developer "
         "certificate (dotnet dev-certs https in PowerShell and a devcontainer script; a new Mac in zsh and a "
         "container; port in use and --clean are other cases, a Korean lesson), a MySQL utf8mb3 column refusing "
         "emoji with ERROR 1366 (ALTER TABLE … CONVERT TO CHARACTER SET utf8mb4 over ssh / in an alembic "
         "migration; PowerShell into docker exec and pymysql; Data too long is another error, a Korean lesson), "
         "sshd with no host keys (ssh-keygen -A in an entrypoint through compose and on a cloned LXC guest; podman "
         "and sshd -t; the privilege separation directory is another error), CentOS 8's empty mirrorlist after end "
         "of life (the vault.centos.org sed over ssh and in a CI script; podman and a make target; CentOS 7's "
         "unresolvable mirrorlist is another error, a Korean lesson), pytest-asyncio's strict mode failing "
         "unmarked async tests (asyncio_mode = auto through -o in a CI script and pytest.ini under tox; zsh and "
         "docker compose; a missing plugin and a different-loop error are other cases), Django collectstatic "
         "without STATIC_ROOT (a prose-only fix: STATIC_ROOT in the settings; compose and a Dockerfile; a CI "
         "script and ssh; a missing manifest entry and an empty SECRET_KEY are other errors), and npm against "
         "GitHub Packages with no token for npm.pkg.github.com (an _authToken line in a CI script / npm config set "
         "in PowerShell; yarn 1 and a docker build through an npm script; npmjs's E404 for an unmapped scope and "
         "ENEEDAUTH are other errors)); see tests/truth/build_tracking51.py.")


_PARTS = ("tracking51_cases", "tracking51_cases_b", "tracking51_cases_c", "tracking51_cases_d", "tracking51_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking51", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
