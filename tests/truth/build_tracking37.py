"""The thirty-seventh tracking corpus: writes tests/truth/tracking37_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking37_cases.py and its parts _b … _e) and tracking37_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking37_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking37`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-seventh tracking corpus (Black failing to parse match statements under a pyproject target-version "
         "below py310 (--target-version / -t / [tool.black] target-version, also through a Makefile), Karma's "
         "ChromeHeadless launcher with no browser binary (CHROME_BIN inline / export / in fish / in docker -e / "
         "process.env.CHROME_BIN in karma.conf.js), cqlsh refusing an unsupported system Python (CQLSH_PYTHON / "
         "the pip cqlsh package, a Korean lesson), the Vercel CLI with no credentials in CI (--token / -t, in fish), "
         "the Nomad CLI defaulting to 127.0.0.1:4646 (-address / NOMAD_ADDR in fish and zsh), node-sass on a "
         "Node it has no binding for (a prose-only fix: replace it with Dart Sass, the sass package), "
         "Compress-Archive's 2 GB limit in Windows PowerShell 5.1 (tar.exe -a / ZipFile::CreateFromDirectory, in "
         "PowerShell and cmd), MSVC's cl.exe outside a developer environment (vcvars64.bat / VsDevCmd.bat / "
         "Enter-VsDevShell, in cmd and PowerShell, a Korean lesson), docker --gpus without the NVIDIA runtime "
         "configured (nvidia-ctk runtime configure and a docker restart, over ssh, a Korean lesson), cosign's "
         "keyless verify without an identity (--certificate-identity(-regexp) with --certificate-oidc-issuer), "
         "Astro's on-demand pages with no adapter (astro add / an adapter in astro.config.mjs, in zsh), auditwheel "
         "repair with too-recent glibc symbols (--plat for the build host / AUDITWHEEL_PLAT / a manylinux "
         "container), clang-format older than the .clang-format keys (the matching clang-format-N / the pip "
         "clang-format wheel / pre-commit mirror), mawk without gawk's functions (gawk / update-alternatives, "
         "a Korean lesson), and the OpenTelemetry Collector's removed logging exporter (a prose-only fix: the "
         "debug exporter, in docker)); see tests/truth/build_tracking37.py.")


_PARTS = ("tracking37_cases", "tracking37_cases_b", "tracking37_cases_c", "tracking37_cases_d", "tracking37_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking37", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
