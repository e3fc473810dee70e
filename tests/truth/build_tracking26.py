"""The twenty-sixth tracking corpus: writes tests/truth/tracking26_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking26_cases.py and its parts _b … _g) and tracking26_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking26_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking26`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking26_cases as C
from tests.truth import tracking26_cases_b as CB
from tests.truth import tracking26_cases_c as CC
from tests.truth import tracking26_cases_d as CD
from tests.truth import tracking26_cases_e as CE
from tests.truth import tracking26_cases_f as CF
from tests.truth import tracking26_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Twenty-sixth tracking corpus (virsh as a normal user on qemu:///session (-c / --connect qemu:///system / "
         "LIBVIRT_DEFAULT_URI / uri_default in libvirt.conf), esbuild bundling server code for the browser "
         "(--platform=node / platform: \"node\" in a build script), tesseract not finding traineddata outside its "
         "install dir (TESSDATA_PREFIX / --tessdata-dir, a Korean lesson, in PowerShell and cmd), MSBuild's MSB8020 "
         "for a retired platform toolset (/p:PlatformToolset=v143 / -p: / Directory.Build.rsp, in cmd), TFLint "
         "plugins never installed (tflint --init), skopeo on macOS choosing a darwin image (--override-os linux, in "
         "zsh), dbmate against a Postgres without TLS (sslmode=disable through --url / -u / DATABASE_URL / .env, in "
         "fish), gdb attaching inside a container without CAP_SYS_PTRACE (--cap-add / compose cap_add), svn and a "
         "company CA in a non-interactive shell (--trust-server-cert-failures=unknown-ca / ssl-authority-files, a "
         "Korean lesson), the OpenLDAP tools' SASL bind (-x), grpcurl speaking TLS to a plaintext server "
         "(-plaintext / --plaintext), supervisorctl reading a project's supervisord.conf (-c / --configuration / "
         "-s), logrotate skipping a group-writable log directory (a su directive, a prose-only fix), firewalld "
         "runtime rules lost on reload (--permanent / --runtime-to-permanent)); see "
         "tests/truth/build_tracking26.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fills in (C.FILLS, CB.FILLS, CC.FILLS, CD.FILLS, CE.FILLS, CF.FILLS, CG.FILLS):
        for fill in fills:
            fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking26", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
