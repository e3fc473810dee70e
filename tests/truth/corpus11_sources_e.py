"""Scripted sessions of the eleventh corpus, part five: LaTeX with biblatex (Portuguese prompts), npm behind a
TLS-intercepting proxy with a GitHub Packages token (a Task subagent) and a GitHub API rate limit, a Python
container without tzdata, WSL file modes and container DNS (German prompts)."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources
from tests.truth.sessions_dsl import Step


def _latex_biblatex() -> list[Step]:
    lm = "latexmk -pdf -interaction=nonstopmode thesis.tex"
    return [
        ("user", "o latexmk não compila mais depois que mudei a bibliografia para biblatex"),
        ("bash", lm,
         "Exit code 12\nLatexmk: This is Latexmk, John Collins, 7 January 2023. Version 4.79.\n! LaTeX Error: File "
         "`biblatex.sty' not found.\n\nType X to quit or <RETURN> to proceed,\nor enter new name. (Default extension: "
         "sty)\n\n! Emergency stop.\n<read *> \n\nl.12 \\addbibresource\n                    {refs.bib}^^M\nLatexmk: "
         "Errors, so I did not complete making targets\nCollected error summary (may duplicate other error messages):"
         "\n  pdflatex: Command for 'pdflatex' gave return code 1", True),
        ("bash", "tlmgr install biblatex",
         "Exit code 1\n(running on Debian, switching to user mode!)\n(see /usr/share/doc/texlive-base/"
         "README.tlmgr-on-Debian.md)\n\ntlmgr: user mode not initialized, please read the documentation!", True),
        ("say", "This is Debian's TeX Live, so tlmgr doesn't manage it. biblatex is in texlive-bibtex-extra, and its "
                "backend biber is a separate package."),
        ("bash", "sudo apt-get install -y texlive-bibtex-extra biber",
         "Reading package lists...\nSetting up biber (2.19-1) ...\nSetting up texlive-bibtex-extra (2023.20240207-1) "
         "...\nProcessing triggers for tex-common (6.18) ...\nRunning mktexlsr. This may take some time... done.",
         False),
        ("bash", lm,
         "Exit code 12\nLatexmk: applying rule 'biber thesis'...\nLatexmk: applying rule 'pdflatex'...\n! Package "
         "inputenc Error: Unicode character ł (U+0142)\n(inputenc)                not set up for use with LaTeX.\n\n"
         "See the inputenc package documentation for explanation.\nl.214 ...Kowalczyk, Łukasz and Wąs\n"
         "Latexmk: Errors, so I did not complete making targets", True),
        ("say", "biblatex is found now. The bibliography has Polish names, and pdflatex with the default font "
                "encoding can't typeset ł. LuaLaTeX reads UTF-8 natively."),
        ("bash", "latexmk -lualatex -interaction=nonstopmode thesis.tex",
         "Latexmk: applying rule 'lualatex'...\nOutput written on thesis.pdf (84 pages, 1204331 bytes).\nTranscript "
         "written on thesis.log.\nLatexmk: Log file says output to 'thesis.pdf'\n=== TeX engine is 'LuaHBTeX'\n"
         "Latexmk: All targets (thesis.pdf) are up-to-date", False),
        ("edit", "/home/ana/thesis/.latexmkrc", "$pdf_mode = 1;", "$pdf_mode = 4;  # lualatex"),
        ("user", "ótimo! mas o CI usa a imagem texlive/texlive:TL2022-historic e lá dá isso:\n"
                 "ERROR - Error: Found biblatex control file version 3.7, expected version 3.10."),
        ("say", "biber and biblatex must come from the same release. The CI job installs biber from the runner's apt "
                "(2.19, for control file 3.10) while the TL2022 image has an older biblatex. Use the image's own "
                "biber (/usr/local/texlive/2022/bin/x86_64-linux/biber) or move the image to TL2023."),
        ("user", "vou atualizar a imagem depois, obrigada"),
    ]


def _npm_proxy() -> list[Step]:
    e401 = ("Exit code 1\nnpm error code E401\nnpm error Unable to authenticate, your authentication token seems to be "
            "invalid.\nnpm error To correct this please try logging in again with:\nnpm error   npm login\nnpm error A "
            "complete log of this run can be found in: /home/jsilva/.npm/_logs/2026-11-08T09_21_40_112Z-debug-0.log")
    return [
        ("user", "npm install fails on my new laptop. I'm on the corporate network; the old laptop was fine"),
        ("bash", "npm -v; node -v; npm config get registry; npm config get proxy",
         "10.8.2\nv20.17.0\nhttps://registry.npmjs.org/\nnull", False),
        ("bash", "npm install",
         "Exit code 1\nnpm error code SELF_SIGNED_CERT_IN_CHAIN\nnpm error errno SELF_SIGNED_CERT_IN_CHAIN\nnpm error "
         "request to https://registry.npmjs.org/@types%2fnode failed, reason: self-signed certificate in certificate "
         "chain\nnpm error A complete log of this run can be found in: /home/jsilva/.npm/_logs/"
         "2026-11-08T09_14_22_871Z-debug-0.log", True),
        ("say", "The corporate proxy re-signs TLS with its own root CA, and npm doesn't read the system trust store. "
                "Pointing npm at the CA file rather than turning strict-ssl off."),
        ("bash", "ls /usr/local/share/ca-certificates/", "acme-root-ca.crt", False),
        ("bash", "npm config set cafile /usr/local/share/ca-certificates/acme-root-ca.crt && npm install", e401, True),
        ("bash", "cat .npmrc", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken="
                               "${NODE_AUTH_TOKEN}", False),
        ("bash", "printenv NODE_AUTH_TOKEN | wc -c", "0", False),
        ("task", "find token setup docs",
         "In /home/jsilva/dev/storefront, find how NODE_AUTH_TOKEN is meant to be provided for local installs and in "
         "CI (docs, README, workflow files). Report file paths and the exact instructions.",
         "docs/dev-setup.md (section \"GitHub Packages\") says: create a classic PAT with `read:packages` and add "
         "`export NODE_AUTH_TOKEN=<token>` to ~/.bashrc. CI (.github/workflows/ci.yml) passes "
         "`NODE_AUTH_TOKEN: ${{ secrets.GITHUB_TOKEN }}` to the install step via actions/setup-node. Nothing else "
         "sets it."),
        ("say", "TLS is fine now; the E401 is GitHub Packages getting an empty token because NODE_AUTH_TOKEN isn't "
                "set. Please add the PAT the way docs/dev-setup.md describes."),
        ("user", "done, it's in .bashrc and I sourced it"),
        ("bash", "npm install", e401, True),
        ("say", "My shell is non-interactive and doesn't read ~/.bashrc, so it still has no token. Running the "
                "install in an interactive bash:"),
        ("bash", "bash -ic 'npm install' 2>&1 | tail -4",
         "added 1287 packages, and audited 1288 packages in 41s\n\n214 packages are looking for funding\n\n"
         "found 0 vulnerabilities", False),
        ("bash", "node scripts/sync-icons.mjs",
         "Exit code 1\nError: GitHub API responded 403: API rate limit exceeded for 203.0.113.45. (But here's the good "
         "news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)\n"
         "    at fetchTree (file:///home/jsilva/dev/storefront/scripts/sync-icons.mjs:18:11)", True),
        ("say", "Unauthenticated GitHub API calls get 60 an hour per IP, and the whole office shares one NAT address. "
                "The script could send `Authorization: Bearer $GITHUB_TOKEN` to get 5000/h."),
        ("user", "not needed now, the icons were synced last week anyway"),
    ]


def _wsl_tz() -> list[Step]:
    win = "cd /mnt/c/Users/lukas/proj/reporting-win"
    return [
        ("user", "Der Report-Job im Container crasht mit ZoneInfoNotFoundError. Lokal unter WSL geht's."),
        ("bash", "docker run --rm reporting:dev python -m reporting.daily",
         "Exit code 1\nTraceback (most recent call last):\n  File \"/usr/local/lib/python3.12/zoneinfo/_common.py\", "
         "line 12, in load_tzdata\n    return importlib.resources.files(package).joinpath(resource).open(\"rb\")\n"
         "ModuleNotFoundError: No module named 'tzdata'\n\nDuring handling of the above exception, another exception "
         "occurred:\n\nTraceback (most recent call last):\n  File \"/app/reporting/daily.py\", line 9, in <module>\n"
         "    BERLIN = ZoneInfo(\"Europe/Berlin\")\nzoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key "
         "Europe/Berlin'", True),
        ("say", "python:3.12-slim has no /usr/share/zoneinfo, so zoneinfo falls back to the tzdata package, which "
                "isn't installed. WSL has the system zoneinfo, which is why it works there."),
        ("edit", "/home/lukas/proj/reporting/requirements.txt", "psycopg[binary]==3.2.3\n",
         "psycopg[binary]==3.2.3\ntzdata==2024.2\n"),
        ("bash", "docker build -q -t reporting:dev . && docker run --rm reporting:dev python -m reporting.daily",
         "sha256:5f1c0e9ab2d74c1e8a0b6f3d2c9e7a1b4d8f0c2e6a9b3d5f7e1c4a8b2d6f0e3a\nreport for 2026-11-07 "
         "(Europe/Berlin): 1843 orders, 0 late", False),
        ("user", "Super. Noch was: git status unter /mnt/c zeigt alle Dateien als geändert"),
        ("bash", f"{win} && git status --short | head -3 && git diff --stat | tail -1",
         " M README.md\n M reporting/__init__.py\n M reporting/daily.py\n 41 files changed, 0 insertions(+), 0 "
         "deletions(-)", False),
        ("bash", f"{win} && git diff reporting/daily.py",
         "diff --git a/reporting/daily.py b/reporting/daily.py\nold mode 100644\nnew mode 100755", False),
        ("say", "Only mode changes: files on /mnt/c (drvfs) all show up as executable. Telling git to ignore the "
                "executable bit in that checkout:"),
        ("bash", f"{win} && git config core.fileMode false && git status --short | wc -l", "0", False),
        ("user", "Und DNS im Container: apt-get update sagt Temporary failure resolving 'deb.debian.org'"),
        ("bash", "docker run --rm debian:bookworm sh -c 'apt-get update 2>&1 | tail -2'",
         "W: Failed to fetch http://deb.debian.org/debian/dists/bookworm/InRelease  Temporary failure resolving "
         "'deb.debian.org'\nW: Some index files failed to download. They have been ignored, or old ones used instead.",
         False),
        ("bash", "grep nameserver /etc/resolv.conf", "nameserver 10.255.255.254", False),
        ("say", "WSL's generated resolv.conf points at 10.255.255.254, a DNS proxy the containers can't use over the "
                "VPN. Either `generateResolvConf = false` in /etc/wsl.conf plus the corporate DNS in /etc/resolv.conf "
                "and a `wsl --shutdown` from Windows, or `\"dns\": [\"10.20.0.53\"]` in /etc/docker/daemon.json and a "
                "dockerd restart."),
        ("user", "Ich mach das heute Abend, wsl --shutdown killt mir gerade alles."),
    ]


def sources() -> Sources:
    return {
        "latex-biblatex": ("/home/ana/thesis", "2026-11-08T16:45:00Z", "biblatex", _latex_biblatex()),
        "npm-proxy": ("/home/jsilva/dev/storefront", "2026-11-08T09:10:00Z", "main", _npm_proxy()),
        "wsl-tz": ("/home/lukas/proj/reporting", "2026-11-09T08:30:00Z", "main", _wsl_tz()),
    }
