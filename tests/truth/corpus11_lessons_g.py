"""Labelled lessons of the eleventh corpus, part seven: fixes the sessions only proposed, offered or wrote down —
over the dotnet-sdk, composer-php, postgres-ext, flutter-android, gpg-ssh and latex-biblatex sessions."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus11_common import gotcha


def _offered() -> list[dict[str, Any]]:
    return [
        gotcha("dn-08", "dotnet-sdk", "An expired or under-scoped Azure Artifacts PAT also answers 401",
               ("the feed still returns 401 after the PAT variable is set",
                "assuming a set variable means a valid credential",
                "the PAT may have expired or lack the Packaging (Read) scope",
                "regenerate the PAT with Packaging (Read) and retry the dotnet add"),
               "Still `401 (Unauthorized)` with the variable set (\"still 401 when I run the dotnet add\"); the PAT "
               "needs checking for expiry and the Packaging (Read) scope.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the expiry/scope check was only suggested; the person will regenerate the PAT tomorrow and retry",
               ph=["code span", "quoted user reply"],
               st={"failure": "401 (Unauthorized)", "fix": "regenerate the PAT tomorrow",
                   "evidence": "still 401 when I run the dotnet add"}, cat="security"),
        gotcha("cp-08", "composer-php", "Skip a missing PHP extension with --ignore-platform-req",
               ("composer install under php8.3: ext-intl is missing from your system",
                "installing the distro package for every extension",
                "composer's platform check refuses missing extensions",
                "composer install --ignore-platform-req=ext-intl"),
               "Composer itself offers it: `Alternatively, you can run Composer with `--ignore-platform-req=ext-intl` "
               "to temporarily ignore these required extensions.`",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the flag is only named in composer's hint; the agent advised against it and installed php8.3-intl",
               ph=["code span with inner backticks", "prose"],
               st={"failure": "requires PHP extension ext-intl", "fix": "--ignore-platform-req=ext-intl",
                   "evidence": "to temporarily ignore these required extensions"}),
        gotcha("pg-09", "postgres-ext", "Restart PostgreSQL after generating a new OS locale",
               ("CREATE COLLATION still cannot create locale de_DE.UTF-8 after locale-gen",
                "expecting the running server to notice new locales",
                "the server process was started before the locale existed",
                "sudo systemctl restart postgresql, then CREATE COLLATION again"),
               "locale-gen said `Generation complete.` yet `could not create locale \"de_DE.UTF-8\"` again; the next "
               "step is `sudo systemctl restart postgresql`.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the restart was only proposed; the person cannot restart the shared db today",
               ph=["code spans", "prose"],
               st={"failure": "could not create locale", "fix": "sudo systemctl restart postgresql",
                   "evidence": "Generation complete."}, cat="env_setup"),
        gotcha("fl-08", "flutter-android", "Force a high-minSdk plugin in with tools:overrideLibrary",
               ("manifest merger: minSdkVersion 19 cannot be smaller than version 23 declared in firebase_auth",
                "raising the whole app's minSdk for one library",
                "the merger refuses libraries with a higher minSdk unless overridden",
                "tools:overrideLibrary=\"io.flutter.plugins.firebase.auth\" in AndroidManifest.xml"),
               "Gradle suggested `or use tools:overrideLibrary=\"io.flutter.plugins.firebase.auth\" to force usage "
               "(may lead to runtime failures)`.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="only Gradle's suggestion names it; the session raised minSdk to 23 instead and never used the "
                   "override",
               ph=["code span with nested quotes"],
               st={"failure": "Manifest merger failed", "fix": "tools:overrideLibrary",
                   "evidence": "to force usage (may lead to runtime failures)"}, cat="build_config"),
        gotcha("gp-09", "gpg-ssh", "Sign from a tty-less shell with --pinentry-mode loopback",
               ("git commit -S fails: gpg failed to sign the data (Inappropriate ioctl for device)",
                "exporting GPG_TTY in a shell that has no terminal",
                "pinentry needs a tty to prompt for the passphrase",
                "gpg --pinentry-mode loopback with the passphrase passed in"),
               "`gpg: signing failed: Inappropriate ioctl for device` even with GPG_TTY set; offered: sign with "
               "`--pinentry-mode loopback`.",
               ev="real", fix="not_shown", cls="question_offers_flag", group="gp-sign",
               why="loopback is only offered in a which-do-you-prefer question; the person chose to commit themselves",
               ph=["code spans"],
               st={"failure": "gpg failed to sign the data", "fix": "--pinentry-mode loopback",
                   "evidence": "Inappropriate ioctl for device"}, cat="security"),
        gotcha("lx-07", "latex-biblatex", "Make plain latexmk use LuaLaTeX with $pdf_mode = 4",
               ("latexmk -pdf keeps using pdflatex and fails on ł",
                "remembering to pass -lualatex on every run",
                "latexmk picks the engine from $pdf_mode in .latexmkrc",
                "$pdf_mode = 4 in .latexmkrc"),
               "Edited .latexmkrc: `$pdf_mode = 1;` → `$pdf_mode = 4;  # lualatex`.",
               ev="real", fix="not_shown", cls="never_run",
               why="after the .latexmkrc edit no plain latexmk run happened; only the explicit -lualatex run passed "
                   "(before the edit)",
               ph=["code spans", "arrow"],
               st={"failure": "Unicode character ł (U+0142)", "fix": "$pdf_mode = 4;  # lualatex",
                   "evidence": "$pdf_mode = 4;  # lualatex"}, cat="build_config"),
    ]


def records() -> list[dict[str, Any]]:
    return _offered()
