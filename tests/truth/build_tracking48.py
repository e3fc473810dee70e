"""The forty-eighth tracking corpus: writes tests/truth/tracking48_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking48_cases.py and its parts _b … _e) and tracking48_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking48_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking48`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-eighth tracking corpus (urllib3 2 on a Python built against OpenSSL 1.0.2 (urllib3<2 through pip, a "
         "requirements pin in an amazonlinux:2 image; RHEL 7 over ssh and a CI pytest; requests-toolbelt's "
         "DEFAULT_CIPHERS is another error), Flask 2.x importing url_quote from Werkzeug 3 (Werkzeug<3 / "
         "Werkzeug==2.3.8 in requirements and a Dockerfile from PowerShell; a CI script and staging over ssh; "
         "Jinja2's escape is another error, a Korean lesson), NumPy 1.24 without np.float / np.int / np.bool (a "
         "prose-only fix: the builtins; imgaug and another repo; the inhomogeneous-shape error and NumPy 2's "
         "np.float_ are other cases), `source` in a Makefile recipe under dash (SHELL := /bin/bash / the POSIX `.` "
         "in docker; a CI runner and ssh; a missing poetry and a missing separator are other errors), Poetry 1.x "
         "refusing a stale poetry.lock (poetry lock --no-update, through a make target; a CI script and PowerShell; a "
         "version-solving failure is another error), pg_dump older than the server (postgresql-client-16 / "
         "postgres:16 through docker and a make target; Homebrew in fish and a CI runner against RDS; pg_restore's "
         "unsupported archive version and a password failure are other errors, a Korean lesson), MySQL's ERROR 1153 "
         "over max_allowed_packet (SET GLOBAL / --max-allowed-packet in compose, over ssh; docker exec and "
         "PowerShell; an unknown collation on MariaDB is another error), flash-attn's build not seeing torch under "
         "pip's build isolation (--no-build-isolation in a Dockerfile / uv's no-build-isolation-package; a GPU host "
         "over ssh and causal-conv1d; an undefined-symbol ABI error is another error, a Korean lesson), Ingress on "
         "extensions/v1beta1 after Kubernetes 1.22 (a prose-only fix: networking.k8s.io/v1; kustomize and helm; a "
         "missing cert-manager CRD and an admission webhook are other cases), GitHub refusing an account password "
         "over HTTPS (git remote set-url to SSH in zsh / gh auth setup-git in a post-create script; a Jenkins script "
         "and a jump host over ssh; a 403 and an SSH publickey failure are other errors), Bundler missing the "
         "Gemfile.lock's BUNDLED WITH version (gem install bundler:X / -v X in a Dockerfile and a CI script; zsh over "
         "ssh and docker compose; a Ruby version mismatch is another error), Docker's data root full of build cache "
         "and images (docker builder/image/system prune in a CI script and a make target over ssh; BuildKit and "
         "compose pull; a full bind mount is another cause), python3 -m venv without python3-venv (apt over ssh "
         "and in a Dockerfile; Debian 12 and a make target in WSL; a permission error is another error), an SSH key "
         "written without its final newline (printf '%s\\n' / tr -d '\\r' / ssh-add -; a GitLab clone and rsync; "
         "bad permissions and a key missing from authorized_keys are other causes), and Rollup's native package "
         "dropped by npm's optional-dependency bug (rm -rf node_modules package-lock.json && npm install, through "
         "a make target; arm64 and alpine; esbuild's other-platform error and ERESOLVE are other errors)); see "
         "tests/truth/build_tracking48.py.")


_PARTS = ("tracking48_cases", "tracking48_cases_b", "tracking48_cases_c", "tracking48_cases_d", "tracking48_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking48", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
