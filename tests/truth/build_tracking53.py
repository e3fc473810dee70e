"""The fifty-third tracking corpus: writes tests/truth/tracking53_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking53_cases.py and its parts _b … _e) and tracking53_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking53_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking53`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Fifty-third tracking corpus (Windows PowerShell 5.1 running curl as Invoke-WebRequest with A parameter "
         "cannot be found that matches parameter name 'X' (curl.exe in .ps1 scripts / Remove-Item Alias:curl in the "
         "profile; a release-check script and a deploy hook; Git Bash's real curl is another case), a Windows dev "
         "server refused with listen EACCES on a port inside a range winnat reserved at boot (net stop/start "
         "winnat / Stop-Service and Start-Service in PowerShell / a .cmd script; Next.js on 3000 and docker "
         "compose's WSAEACCES bind; EADDRINUSE and port 80 on Linux are other causes, a Korean lesson), mysqldump "
         "8.0.21+ asking for the PROCESS privilege to dump tablespaces (--no-tablespaces in a backup script and a "
         "make target / no-tablespaces in ~/.my.cnf; over ssh and a blog dump script; FLUSH TABLES' RELOAD and "
         "COLUMN_STATISTICS are other errors), go install outside a module without a version (@latest / @vX.Y.Z "
         "in a Makefile; a Dockerfile and gopls; go get's deprecation and a go build without go.mod are other "
         "errors), KoNLPy's Okt with no JVM (openjdk-17-jdk-headless over ssh / default-jre-headless in a "
         "Dockerfile; a slim compose worker and jvm.dll on Windows; Mecab's missing install is another error, a "
         "Korean lesson), pandas 2 without DataFrame.append (a prose-only fix: build once or pd.concat; a weekly "
         "merge script and Series.append; iteritems and a pandas 1.5 pin are other cases), docker against a "
         "plain-HTTP lab registry (insecure-registries in daemon.json through a bootstrap script and Docker "
         "Desktop; a rebuilt CI runner and compose on a new VM; x509 and no basic auth credentials are other "
         "errors), PyYAML 5.x built under Cython 3 with AttributeError: cython_sources (PyYAML==6.0.1 / cython<3 "
         "with --no-build-isolation in a CI script; a Docker build and docker-compose 1.29.2; PyYAML 6's Loader "
         "and psutil's gcc are other errors), ruff 0.5+ without a bare ruff <path> (ruff check in make, tox and a "
         "CI script; ruff format is another case), PostgreSQL peer authentication on the local socket (psql -h "
         "localhost / PGHOST in a backup script / sudo -u postgres psql; Django and pg_dump over ssh; a stopped "
         "server and a wrong password after -h are other cases, a Korean lesson), helm charts from a repository "
         "never added (helm repo add in a make target / --repo; a CI script in alpine/helm and helm template on a "
         "new laptop; a name in use and an OCI chart are other cases), pip.exe refusing to upgrade itself on "
         "Windows (python -m pip / py -m pip in cmd and PowerShell; cmd and a setup.ps1; WinError 5 and macOS are "
         "other cases), a Terraform child module using gavinbunney/kubectl without its own required_providers (a "
         "prose-only fix: a versions.tf per module; grafana and OpenTofu; an inconsistent lock file is another "
         "error), Vitest without Jest's globals (a prose-only fix: test.globals / --globals in a CI script / "
         "imports from vitest; packages/ui; jest.fn and an unresolved alias are other errors), and RedisJSON's "
         "unknown command 'JSON.SET' on a plain redis image (redis/redis-stack-server in compose; a CI script; "
         "WRONGTYPE and a refused connection are other errors)); see tests/truth/build_tracking53.py.")


_PARTS = ("tracking53_cases", "tracking53_cases_b", "tracking53_cases_c", "tracking53_cases_d",
          "tracking53_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking53", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
