"""Tracking30 cases, part f: `python -m build` on an offline runner and qpdf's exit status 3 on warnings. Labelled by
the rules in tracking30_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking30_cases import T, say, sh, u


def build_fail(req: str, env: str = "/tmp/build-env-k2x9") -> str:
    return ("* Creating isolated environment: venv+pip...\n* Installing packages in isolated environment:\n"
            f"  - {req}\n> {env}/bin/python -m pip install --use-pep517 --no-warn-script-location --no-compile -r "
            f"/tmp/build-reqs-3f1a.txt\n< ERROR: Could not find a version that satisfies the requirement {req} "
            f"(from versions: none)\n< ERROR: No matching distribution found for {req}\n\n"
            "ERROR Failed to install build dependencies")


def pyb_source() -> None:
    T.source(
        "s-pybuild-offline", "/builds/platform/acme-sdk", "2025-06-15T06:00:00Z", "release/3.2",
        u("build the acme-sdk wheel on this runner; it has no internet, only the venv we ship"),
        sh("python -m build --wheel", build_fail("setuptools>=68"), True),
        sh("python -m pip list 2>/dev/null | grep -Ei '^(setuptools|wheel) '", "setuptools 75.1.0\nwheel      0.44.0"),
        say("build creates a fresh isolated venv and asks pip to download the build backend, which this runner "
            "cannot. The backend is already in the active venv, so building without isolation works."),
        sh("python -m build --wheel --no-isolation",
           "* Getting build dependencies for wheel...\n* Building wheel...\nrunning bdist_wheel\n"
           "Successfully built acme_sdk-3.2.0-py3-none-any.whl"),
    )
    T.lesson(
        "t30-pybuild-offline-no-isolation", "global", "en", "s-pybuild-offline", "build_config",
        "`python -m build` cannot fetch the build backend on an offline runner",
        "`python -m build --wheel` ends with `ERROR: No matching distribution found for setuptools>=68` and "
        "`ERROR Failed to install build dependencies`, although setuptools is installed.",
        "`pip list` shows setuptools and wheel in the active environment, so the missing-distribution error looks "
        "like a version pin problem.",
        "pypa/build builds in a fresh isolated virtualenv and installs the `[build-system] requires` there with pip; "
        "without network access that install fails whatever the outer venv holds.",
        "On offline runners install the backend into the active environment and build with "
        "`python -m build --no-isolation` (short `-n`), e.g. in the Makefile or CI script that builds.",
        ["`python -m build --wheel` -> `ERROR: No matching distribution found for setuptools>=68`",
         "`python -m build --wheel --no-isolation` -> `Successfully built acme_sdk-3.2.0-py3-none-any.whl`"],
    )


def pyb_later() -> None:
    T.later(
        "l-pyb-cli-hatchling", "/builds/platform/acme-cli", "2025-06-22T06:10:00Z", "release/1.4",
        u("build acme-cli's sdist and wheel on the offline runner"),
        sh("python -m build", build_fail("hatchling", "/tmp/build-env-p0c1"), True),
        sh("python -m pip install --no-index --find-links /opt/wheelhouse hatchling && python -m build -n",
           "Successfully installed hatchling-1.27.0\n* Getting build dependencies for sdist...\n"
           "Successfully built acme_cli-1.4.0.tar.gz and acme_cli-1.4.0-py3-none-any.whl"),
    )
    T.later(
        "l-pyb-docker-none", "/home/yusuf/src/acme-sdk", "2025-07-03T14:00:00Z", "ci/hermetic",
        u("check the hermetic image build still works"),
        sh("docker build --network=none -t acme-sdk-build -f ci/Dockerfile.build .",
           "#7 [4/5] RUN python -m build --wheel\n" + build_fail("setuptools>=68", "/tmp/build-env-9a7d") +
           "\n#7 ERROR: process \"/bin/sh -c python -m build --wheel\" did not complete successfully: exit code: 1",
           True),
        say("Same offline backend install failure inside the image; stopping for now."),
    )
    T.later(
        "l-pyb-short-pwsh", "C:\\lab\\acme-sdk", "2025-06-28T09:00:00Z", "main",
        u("make an sdist on the lab PC, it's offline (PowerShell)"),
        sh("py -m build -n --sdist", "* Getting build dependencies for sdist...\n* Building sdist...\n"
           "Successfully built acme_sdk-3.2.0.tar.gz"),
    )
    T.later(
        "l-pyb-make-dist", "/builds/platform/acme-sdk", "2025-07-06T06:00:00Z", "ci/dist-target",
        u("add a make dist target for the offline runners and run it"),
        ("edit", "/builds/platform/acme-sdk/Makefile", "dist:\n\tpython -m build\n",
         "dist:\n\tpython -m build --no-isolation --outdir dist/\n"),
        sh("make dist", "python -m build --no-isolation --outdir dist/\n"
           "Successfully built acme_sdk-3.2.1.tar.gz and acme_sdk-3.2.1-py3-none-any.whl"),
    )
    T.later(
        "l-pyb-laptop-online", "/Users/yusuf/src/acme-sdk", "2025-07-08T17:00:00Z", "main",
        u("build an sdist on my laptop to check the manifest"),
        sh("python -m build --sdist", "* Creating isolated environment: venv+pip...\n"
           "* Installing packages in isolated environment:\n  - setuptools>=68\n* Building sdist...\n"
           "Successfully built acme_sdk-3.2.1.tar.gz"),
    )
    T.later(
        "l-pyb-no-project", "/builds/platform", "2025-07-10T06:20:00Z", "main",
        u("build the package"),
        sh("python -m build", "ERROR Source /builds/platform does not appear to be a Python project: no "
           "pyproject.toml or setup.py", True),
        say("This is the parent folder; which project should I build?"),
    )


def pyb_pairs() -> None:
    lid = "t30-pybuild-offline-no-isolation"
    T.pair(lid, "l-pyb-cli-hatchling", "recurred", "the isolated env can't fetch hatchling offline (another package); "
           "then -n")
    T.pair(lid, "l-pyb-docker-none", "recurred", "`docker build --network=none` runs python -m build and hits the same "
           "backend install failure")
    T.pair(lid, "l-pyb-short-pwsh", "applied", "`py -m build -n`, the short flag the lesson names, first call works")
    T.pair(lid, "l-pyb-make-dist", "applied", "the Makefile's dist target carries --no-isolation and make dist works")
    T.pair(lid, "l-pyb-laptop-online", "neither", "build run online where isolation works; neither the failure nor the "
           "flag")
    T.pair(lid, "l-pyb-no-project", "neither", "a different build error (no pyproject.toml)")


QPDF_WARN = ("WARNING: {f}: file is damaged\nWARNING: {f} (offset 184220): xref not found\n"
             "WARNING: {f}: Attempting to reconstruct cross-reference table\n"
             "qpdf: operation succeeded with warnings; resulting file may have some problems")


def qpdf_source() -> None:
    f = "in/2025-06/acct-3391.pdf"
    T.source(
        "s-qpdf-merge-june", "/home/marta/src/statements-pipeline", "2025-06-16T05:00:00Z", "fix/june-merge",
        u("the merge step in scripts/merge.sh dies on the June statements, find out why"),
        sh("bash scripts/merge.sh 2025-06", "+ qpdf --empty --pages in/2025-06/*.pdf -- out/statements-2025-06.pdf\n" +
           QPDF_WARN.format(f=f) + "\nmerge failed (exit 3)", True),
        sh("qpdf --check out/statements-2025-06.pdf | tail -2",
           "No syntax or stream encoding errors found; the file may still contain\nerrors that qpdf cannot detect"),
        say("The merged file is fine. qpdf exits 3 when it succeeded with warnings, and the script treats any "
            "non-zero status as failure. --warning-exit-0 makes warnings exit 0."),
        ("edit", "/home/marta/src/statements-pipeline/scripts/merge.sh", "qpdf --empty --pages",
         "qpdf --warning-exit-0 --empty --pages"),
        sh("bash scripts/merge.sh 2025-06", "+ qpdf --warning-exit-0 --empty --pages in/2025-06/*.pdf -- "
           "out/statements-2025-06.pdf\n" + QPDF_WARN.format(f=f) + "\nmerged out/statements-2025-06.pdf"),
    )
    T.lesson(
        "t30-qpdf-exit-3-warnings", "global", "en", "s-qpdf-merge-june", "tool_quirk",
        "qpdf exits with status 3 when it succeeds with warnings",
        "A script running qpdf stops with `merge failed (exit 3)` right after "
        "`qpdf: operation succeeded with warnings; resulting file may have some problems`.",
        "The output file is written and `qpdf --check` finds it valid, so the failure looks like it comes from "
        "somewhere else in the script.",
        "qpdf reports recoverable problems in input files (a damaged xref table) as warnings and then exits 3, which "
        "`set -e`, make and CI treat as failure.",
        "Add `--warning-exit-0` (qpdf 10.6+) to qpdf calls on input you accept as damaged, or treat status 3 as "
        "success explicitly (`qpdf ... || [ $? -eq 3 ]`).",
        ["`bash scripts/merge.sh 2025-06` -> `qpdf: operation succeeded with warnings`",
         "`merge failed (exit 3)`",
         "`qpdf --warning-exit-0 --empty --pages`"],
    )


def qpdf_later() -> None:
    T.later(
        "l-qpdf-make-web", "/home/marta/src/statements-pipeline", "2025-07-02T05:00:00Z", "feat/web-copies",
        u("run make web for July's statements"),
        sh("make web MONTH=2025-07", "qpdf --linearize in/2025-07/acct-1180.pdf web/acct-1180.pdf\n" +
           QPDF_WARN.format(f="in/2025-07/acct-1180.pdf") + "\nmake: *** [Makefile:12: web/acct-1180.pdf] Error 3",
           True),
        ("edit", "/home/marta/src/statements-pipeline/Makefile", "qpdf --linearize", "qpdf --warning-exit-0 --linearize"),
        sh("make web MONTH=2025-07", "qpdf --warning-exit-0 --linearize in/2025-07/acct-1180.pdf web/acct-1180.pdf\n"
           + QPDF_WARN.format(f="in/2025-07/acct-1180.pdf")),
    )
    T.later(
        "l-qpdf-split-fish", "/home/marta/src/statements-pipeline", "2025-07-08T05:30:00Z", "main",
        u("split acct-2001 from August into single pages (fish)"),
        sh("qpdf --split-pages=1 in/2025-08/acct-2001.pdf out/pages/acct-2001-%d.pdf",
           QPDF_WARN.format(f="in/2025-08/acct-2001.pdf"), True),
        say("qpdf wrote the pages but exited 3 because the input is damaged; leaving the status for you to judge."),
    )
    T.later(
        "l-qpdf-bundle-zsh", "/Users/oskar/paperwork", "2025-06-30T18:00:00Z", "main",
        u("bundle all scans into one pdf (zsh), some scans are from the old copier"),
        sh("qpdf --warning-exit-0 --empty --pages scans/*.pdf -- bundle.pdf && echo bundled",
           "WARNING: scans/copier-07.pdf: file is damaged\nWARNING: scans/copier-07.pdf: Attempting to reconstruct "
           "cross-reference table\nqpdf: operation succeeded with warnings; resulting file may have some problems\n"
           "bundled"),
    )
    T.later(
        "l-qpdf-rotate-status", "/home/marta/src/statements-pipeline", "2025-07-12T06:00:00Z", "fix/rotation",
        u("rotate page 2 of in/2025-07/acct-0042.pdf in the pipeline step; accept damaged input"),
        sh("set -e; qpdf --rotate=+90:2 in/2025-07/acct-0042.pdf out/acct-0042.pdf || [ $? -eq 3 ]; echo rotated",
           "WARNING: in/2025-07/acct-0042.pdf: file is damaged\nqpdf: operation succeeded with warnings; resulting "
           "file may have some problems\nrotated"),
    )
    T.later(
        "l-qpdf-bad-password", "/home/marta/src/statements-pipeline", "2025-07-14T07:00:00Z", "main",
        u("decrypt in/locked.pdf so the pipeline can read it"),
        sh("qpdf --decrypt in/locked.pdf out/unlocked.pdf", "qpdf: in/locked.pdf: invalid password", True),
        say("It needs the owner's password; I don't have it."),
    )
    T.later(
        "l-qpdf-before", "/home/marta/src/statements-pipeline", "2025-06-01T05:00:00Z", "main",
        u("run the May merge"),
        sh("bash scripts/merge.sh 2025-05", "+ qpdf --empty --pages in/2025-05/*.pdf -- out/statements-2025-05.pdf\n"
           + QPDF_WARN.format(f="in/2025-05/acct-0911.pdf") + "\nmerge failed (exit 3)", True),
    )


def qpdf_pairs() -> None:
    lid = "t30-qpdf-exit-3-warnings"
    T.pair(lid, "l-qpdf-make-web", "recurred", "make fails with Error 3 after qpdf's warnings on July's acct-1180; "
           "fixed after with --warning-exit-0")
    T.pair(lid, "l-qpdf-split-fish", "recurred", "qpdf --split-pages exits 3 on August's damaged file; not fixed")
    T.pair(lid, "l-qpdf-bundle-zsh", "applied", "`--warning-exit-0` on the first qpdf call; warnings but success")
    T.pair(lid, "l-qpdf-rotate-status", "applied", "accepts status 3 with `|| [ $? -eq 3 ]`, the other spelling the "
           "lesson names, before any failure")
    T.pair(lid, "l-qpdf-bad-password", "neither", "a different qpdf error (invalid password), no warnings exit")
    T.pair(lid, "l-ocr-encrypted", "neither", "qpdf used only to decrypt, succeeds without warnings; neither the exit "
           "3 nor the flag")
    T.pair(lid, "l-qpdf-before", "neither", "dated before the lesson's source session, whatever it holds")


FILLS: list[Callable[[], None]] = [pyb_source, pyb_later, pyb_pairs, qpdf_source, qpdf_later, qpdf_pairs]
