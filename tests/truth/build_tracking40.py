"""The fortieth tracking corpus: writes tests/truth/tracking40_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking40_cases.py and its parts _b … _e) and tracking40_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking40_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking40`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Fortieth tracking corpus (pandas' read_excel without openpyxl (pip / uv pip / requirements.txt, also in "
         "docker, a Korean lesson), NLTK 3.9's punkt_tab resource never downloaded (python -m nltk.downloader "
         "punkt_tab / nltk.download / NLTK_DATA, a Dockerfile, a Korean lesson), the Kaggle CLI with no kaggle.json "
         "(KAGGLE_USERNAME and KAGGLE_KEY in fish and bash / ~/.kaggle/kaggle.json / KAGGLE_CONFIG_DIR, over ssh), "
         "Pydantic 2 moving BaseSettings to pydantic-settings (in zsh), OpenCV's libGL.so.1 in slim containers "
         "(opencv-python-headless / libgl1 in a Dockerfile), Meilisearch in production with no master key of 16 "
         "bytes (--master-key / MEILI_MASTER_KEY / config.toml, docker and compose), clamscan before freshclam ever "
         "ran (freshclam, over ssh, in a Dockerfile, a custom --datadir; clamdscan without clamd is another error), "
         "mount without the NFS helper (nfs-common / nfs-utils, over ssh and Ansible, a Korean lesson), OpenOCD's "
         "LIBUSB_ERROR_ACCESS without udev rules (the rules file and udevadm reload, a setup script, over ssh), git "
         "filter-repo refusing a repository that is not a fresh clone (--force / a --no-local clone, in zsh), "
         "gitleaks failing on a known test secret (.gitleaksignore fingerprints / --baseline-path / gitleaks:allow),"
         " actionlint's unknown self-hosted runner label (a prose-only fix: self-hosted-runner labels in "
         "actionlint.yaml), the Supabase CLI with no linked project (supabase link --project-ref / --project-ref, in"
         " PowerShell and through npx and pnpm), and the Windows python App Execution Alias stub (a prose-only fix: "
         "the aliases turned off, the stubs removed or the real Python first on PATH, in cmd and PowerShell)); see "
         "tests/truth/build_tracking40.py.")


_PARTS = ("tracking40_cases", "tracking40_cases_b", "tracking40_cases_c", "tracking40_cases_d", "tracking40_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking40", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
