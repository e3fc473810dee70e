"""The fifty-second tracking corpus: writes tests/truth/tracking52_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking52_cases.py and its parts _b … _e) and tracking52_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking52_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking52`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Fifty-second tracking corpus (SQLAlchemy 1.4+ refusing Heroku's postgres:// URLs with NoSuchModuleError: "
         "Can't load plugin: sqlalchemy.dialects:postgres (the scheme rewritten inline from heroku config:get / "
         "replaced in code before create_engine; a staging seed script and a CI migrate script; psycopg 3's missing "
         "psycopg2 and a missing snowflake dialect are other cases), Pillow 10 without Image.ANTIALIAS (a "
         "prose-only fix: Image.LANCZOS / Image.Resampling.LANCZOS, or Pillow<10 for moviepy 1.0.3; a captcha "
         "script and moviepy's resize; FreeTypeFont.getsize is another error), FastAPI File/Form/UploadFile "
         "parameters without python-multipart (uv add / fastapi[standard]; an OAuth2 password form and a compose "
         "image missing it), openai 1.x removing openai.ChatCompletion with APIRemovedInV1 (openai==0.28.1 pinned "
         "in a tools requirements file / the move to client.chat.completions.create; a CI image and "
         "openai.Embedding; RateLimitError and httpx 0.28's proxies are other errors, a Korean lesson), kubectl "
         "against GKE without gke-gcloud-auth-plugin (the apt package over ssh / gcloud components install in a "
         "Dockerfile; a new Mac and a deploy script in a CI image; a disabled component manager and an expired "
         "gcloud login are other cases), EKS kubeconfigs on client.authentication.k8s.io/v1alpha1 under kubectl "
         "1.24+ (sed to v1beta1 / AWS CLI v2 and update-kubeconfig over ssh; another context and helm; Unauthorized "
         "is another error, a Korean lesson), MySQL 8's ONLY_FULL_GROUP_BY failing a legacy PHP app's reports with "
         "ERROR 1055 (a conf.d sql_mode file / SET GLOBAL over ssh; staging over ssh and a test compose file through "
         "make; 1292 zero dates and an ANY_VALUE rewrite are other cases), #!/usr/bin/env python on Ubuntu 20.04+ "
         "(python-is-python3 over ssh / a python3 shebang; a Docker build and make on WSL; a missing pip is another "
         "cause), add-apt-repository missing from ubuntu images (software-properties-common in a Dockerfile and on "
         "WSL; a minimal host over ssh and a CI script; Debian's missing distribution template is another error, a "
         "Korean lesson), a compose Redis run as 1000:1000 refusing writes with MISCONF over a root-owned "
         "data/redis (a make dev-up target; after git clean and on a CI runner over ssh; maxmemory OOM and a full "
         "disk are other causes), pdf2image without poppler (brew / poppler_path= in PowerShell; a slim container "
         "and a Mac; pdftoppm on its own and an encrypted PDF are other cases), git push of a new branch with no "
         "upstream (push.autoSetupRemote / -u from PowerShell; a release script; fetch first is another error), "
         "adb install's INSTALL_FAILED_UPDATE_INCOMPATIBLE over another signature (adb -s uninstall / before "
         "flutter install; a CI-signed APK and gradle installDebug; a version downgrade is another error), Maven "
         "on JDK 17 with no language level: Source option 5 is no longer supported (a prose-only fix: "
         "maven.compiler.source/target in the pom; a module's own 1.5 setting and 1.7 on JDK 21 in docker; "
         "sun.misc.BASE64Encoder is another error), and Terraform's hashicorp/template with no darwin_arm64 "
         "package (a prose-only fix: templatefile(); a module under envs/staging; a one-platform lock file is "
         "another error)); see tests/truth/build_tracking52.py.")


_PARTS = ("tracking52_cases", "tracking52_cases_b", "tracking52_cases_c", "tracking52_cases_d",
          "tracking52_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking52", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
