"""The case tables of the fifty-first tracking corpus (written by build_tracking51.py), and its first cases:
MarkupSafe 2.1 breaking Jinja2 2.x with "cannot import name 'soft_unicode'", a Debian/Ubuntu python3 without
tkinter until python3-tk is installed, and Poetry 2 refusing to install a root project that has no package. The
other cases are in tracking51_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t51-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs

_MKS_TAIL = ("  File \"{p}/jinja2/__init__.py\", line 12, in <module>\n    from .environment import Environment\n"
             "  File \"{p}/jinja2/environment.py\", line 25, in <module>\n    from .defaults import BLOCK_END_STRING\n"
             "  File \"{p}/jinja2/defaults.py\", line 3, in <module>\n"
             "    from .filters import FILTERS as DEFAULT_FILTERS  # noqa: F401\n"
             "  File \"{p}/jinja2/filters.py\", line 13, in <module>\n    from markupsafe import soft_unicode\n"
             "ImportError: cannot import name 'soft_unicode' from 'markupsafe' ({p}/markupsafe/__init__.py)")


def _mks(head: str, site: str) -> str:
    return "Traceback (most recent call last):\n" + head + _MKS_TAIL.format(p=site)


def markupsafe() -> None:
    site = "/home/priya/reports-legacy/.venv/lib/python3.9/site-packages"
    T.source(
        "s-markupsafe", "/home/priya/reports-legacy", "2025-04-03T09:12:00Z", "chore/rebuild-venv",
        user("rebuilt the venv for the reports app after the server move and now it won't even start. can you look?"),
        ok("python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt", ""),
        err("FLASK_APP=reports.app .venv/bin/flask routes", _mks(
            "  File \"/home/priya/reports-legacy/.venv/bin/flask\", line 5, in <module>\n    from flask.cli import "
            "main\n"
            f"  File \"{site}/flask/__init__.py\", line 14, in <module>\n    from jinja2 import escape\n", site)),
        ok(".venv/bin/pip show markupsafe jinja2 | grep -E '^(Name|Version)'",
           "Name: MarkupSafe\nVersion: 2.1.5\nName: Jinja2\nVersion: 2.11.3"),
        say("requirements.txt pins Jinja2==2.11.3 but leaves MarkupSafe open, so the fresh venv got MarkupSafe 2.1.5, "
            "which removed soft_unicode. Jinja2 2.x still imports it. Pinning MarkupSafe to 2.0.1, the last release "
            "that has it."),
        edit("/home/priya/reports-legacy/requirements.txt", "Jinja2==2.11.3\n", "Jinja2==2.11.3\nmarkupsafe==2.0.1\n"),
        ok(".venv/bin/pip install 'markupsafe==2.0.1'",
           "Collecting markupsafe==2.0.1\n  Downloading "
           "MarkupSafe-2.0.1-cp39-cp39-manylinux_2_5_x86_64.manylinux1_x86_64"
           ".manylinux_2_12_x86_64.manylinux2010_x86_64.whl (30 kB)\nInstalling collected packages: markupsafe\n"
           "  Attempting uninstall: markupsafe\n    Found existing installation: MarkupSafe 2.1.5\n"
           "    Uninstalling MarkupSafe-2.1.5:\n      Successfully uninstalled MarkupSafe-2.1.5\n"
           "Successfully installed markupsafe-2.0.1"),
        ok("FLASK_APP=reports.app .venv/bin/flask routes",
           "Endpoint        Methods    Rule\n--------------  ---------  -----------------------\nindex           GET  "
           "      /\n"
           "monthly         GET        /monthly/<int:year>\nstatic          GET        /static/<path:filename>"))
    T.lesson(
        "t51-markupsafe", "global", "en", "s-markupsafe", "tool_quirk",
        "MarkupSafe 2.1 breaks Jinja2 2.x (and Flask 1.x) with ImportError on soft_unicode",
        "Anything that imports Jinja2 2.x (Flask 1.x, old Sphinx, mkdocs, Ansible 2.9) dies at import time with "
        "ImportError: cannot import name 'soft_unicode' from 'markupsafe'.",
        "The requirements pin Jinja2 2.11 but not MarkupSafe, so a freshly built environment pulls MarkupSafe 2.1+ "
        "and "
        "an app that worked in the old venv fails although nothing in the project changed.",
        "MarkupSafe 2.1 removed soft_unicode (deprecated in 2.0); Jinja2 2.x's filters.py still imports it.",
        "Pin MarkupSafe to 2.0.1 wherever the old stack is installed: `pip install 'markupsafe==2.0.1'` and a "
        "`markupsafe==2.0.1` line in requirements.txt (or the same pin in a constraints file or Poetry).",
        ["`FLASK_APP=reports.app .venv/bin/flask routes` failed with \"ImportError: cannot import name "
         "'soft_unicode' from 'markupsafe'\" raised from jinja2/filters.py.",
         "`pip show` reported \"Version: 2.1.5\" for MarkupSafe beside \"Version: 2.11.3\" for Jinja2.",
         "After `.venv/bin/pip install 'markupsafe==2.0.1'` the same flask routes call listed the routes."])

    T.later(
        "l-mks-docker-pin", "/home/priya/status-page", "2025-05-06T13:40:00Z", "main",
        user("build the status-page image please, it's the old Flask 1.1 app on the same stack as reports"),
        read("/home/priya/status-page/requirements.txt", "Flask==1.1.4\nWerkzeug==1.0.1\nJinja2==2.11.3\n"
             "itsdangerous==1.1.0\ngunicorn==20.1.0\n"),
        say("Same stack as reports: Jinja2 2.11 with MarkupSafe unpinned. Pinning markupsafe==2.0.1 before building."),
        edit("/home/priya/status-page/requirements.txt", "Jinja2==2.11.3\n", "Jinja2==2.11.3\nmarkupsafe==2.0.1\n"),
        ok("docker build -t status-page:1.4 .",
           "#7 [3/5] RUN pip install --no-cache-dir -r requirements.txt\n#7 9.812 Successfully installed Flask-1.1.4 "
           "Jinja2-2.11.3 Werkzeug-1.0.1 click-7.1.2 gunicorn-20.1.0 itsdangerous-1.1.0 markupsafe-2.0.1\n#7 DONE "
           "10.4s\n"
           "#9 naming to docker.io/library/status-page:1.4 done"),
        ok("docker run --rm status-page:1.4 flask --version", "Python 3.9.21\nFlask 1.1.4\nWerkzeug 1.0.1"))
    T.pair("t51-markupsafe", "l-mks-docker-pin", "applied",
           "markupsafe==2.0.1 pinned in requirements before the image build, which installed it and ran; no failure")

    T.later(
        "l-mks-ssh", "/home/priya/docs-site", "2025-06-11T08:05:00Z", "docs/q2",
        user("the legacy mkdocs build on ci-02 has to run again (jinja 2.11 env in /opt/mkdocs-legacy), "
             "do it over ssh"),
        ok("ssh ci-02 'cd /opt/mkdocs-legacy && .venv/bin/pip install -q markupsafe==2.0.1 && "
           ".venv/bin/mkdocs build --strict'",
           "INFO     -  Cleaning site directory\nINFO     -  Building documentation to directory: "
           "/opt/mkdocs-legacy/site\nINFO     -  Documentation built in 3.42 seconds"))
    T.pair("t51-markupsafe", "l-mks-ssh", "applied",
           "pip install markupsafe==2.0.1 over ssh before the Jinja2 2.11 mkdocs build, which passed")

    site = "/home/sam/venvs/ansible29/lib/python3.8/site-packages"
    T.later(
        "l-mks-ansible", "/home/sam/infra", "2025-05-20T16:22:00Z", "ops/nginx-stage",
        user("run the nginx tag of site.yml against stage with the old ansible 2.9 venv (~/venvs/ansible29)"),
        err("~/venvs/ansible29/bin/ansible-playbook -i inventories/stage site.yml --tags nginx", _mks(
            "  File \"/home/sam/venvs/ansible29/bin/ansible-playbook\", line 62, in <module>\n"
            "    import ansible.constants as C\n"
            f"  File \"{site}/ansible/constants.py\", line 12, in <module>\n    from jinja2 import Template\n", site)),
        ok("~/venvs/ansible29/bin/pip install -q 'markupsafe==2.0.1'", ""),
        ok("~/venvs/ansible29/bin/ansible-playbook -i inventories/stage site.yml --tags nginx",
           "PLAY RECAP *********************************************************************\n"
           "web-stage-1                : ok=7    changed=1    unreachable=0    failed=0    skipped=2"))
    T.pair("t51-markupsafe", "l-mks-ansible", "recurred",
           "Ansible 2.9's Jinja2 2.x died on the soft_unicode ImportError from MarkupSafe 2.1; pinned only after")

    T.later(
        "l-mks-ci", "/builds/acme/handbook", "2025-07-02T10:15:00Z", "release/2.3",
        user("the docs job broke on the new runner image. reproduce it locally with the CI script, python:3.8"),
        ok("cat ci/build-docs.sh", "#!/bin/sh\nset -e\npip install -q -r docs/requirements.txt\n"
           "sphinx-build -W -b html docs build/html"),
        err("docker run --rm -v \"$PWD\":/src -w /src python:3.8 sh ci/build-docs.sh", _mks(
            "  File \"/usr/local/bin/sphinx-build\", line 5, in <module>\n    from sphinx.cmd.build import main\n"
            "  File \"/usr/local/lib/python3.8/site-packages/sphinx/cmd/build.py\", line 25, in <module>\n"
            "    from sphinx.application import Sphinx\n", "/usr/local/lib/python3.8/site-packages")),
        say("Reproduced: docs/requirements.txt pins Jinja2 2.11.3 and the image now resolves MarkupSafe 2.1.x. The "
            "docs team owns that file, so I'm leaving the pin to them."))
    T.pair("t51-markupsafe", "l-mks-ci", "recurred",
           "the CI docs script failed with the soft_unicode ImportError again (Sphinx on Jinja2 2.11, python:3.8)")

    T.later(
        "l-mks-escape", "/home/priya/admin-tool", "2025-05-14T11:00:00Z", "deps/refresh",
        user("admin-tool fails after I refreshed the lock, flask 2.0"),
        err(".venv/bin/flask --app admin run --port 5055",
            "Traceback (most recent call last):\n  File \"/home/priya/admin-tool/.venv/bin/flask\", line 5, in "
            "<module>\n"
            "    from flask.cli import main\n  File \"/home/priya/admin-tool/.venv/lib/python3.11/site-packages/flask/"
            "__init__.py\", line 14, in <module>\n    from jinja2 import escape\nImportError: cannot import name "
            "'escape' from 'jinja2' (/home/priya/admin-tool/.venv/lib/python3.11/site-packages/jinja2/__init__.py)"),
        say("Flask 2.0 imports jinja2.escape, which Jinja2 3.1 removed. Pinning Jinja2<3.1 until Flask is upgraded."),
        ok(".venv/bin/pip install -q 'jinja2<3.1' && .venv/bin/flask --app admin routes | head -3",
           "Endpoint  Methods  Rule\n--------  -------  ----------------------\nindex     GET      /"))
    T.pair("t51-markupsafe", "l-mks-escape", "neither",
           "a different ImportError (escape from jinja2 3.1); MarkupSafe was not the cause and was not pinned")

    T.later(
        "l-mks-upgrade", "/home/priya/reports-v2", "2025-08-19T09:30:00Z", "sec/deps",
        user("the scanner flags old markupsafe in reports-v2 (flask 3). bump it and run the tests"),
        ok(".venv/bin/pip install -U markupsafe",
           "Requirement already satisfied: markupsafe in ./.venv/lib/python3.12/site-packages (2.1.3)\n"
           "Collecting markupsafe\n  Using cached MarkupSafe-3.0.2-cp312-cp312-manylinux_2_17_x86_64."
           "manylinux2014_x86_64.whl (23 kB)\nSuccessfully installed MarkupSafe-3.0.2"),
        ok(".venv/bin/python -m pytest -q", "........................................            [100%]\n"
           "40 passed in 2.31s"))
    T.pair("t51-markupsafe", "l-mks-upgrade", "neither",
           "pip upgraded MarkupSafe to 3.0 on a Jinja2 3 app: pip for something else, no 2.0.1 pin and no failure")

    T.later(
        "l-mks-before", "/home/priya/invoices", "2025-02-14T15:10:00Z", "main",
        user("invoices app won't start in the new venv"),
        err("FLASK_APP=invoices .venv/bin/flask run", _mks(
            "  File \"/home/priya/invoices/.venv/bin/flask\", line 5, in <module>\n    from flask.cli import main\n",
            "/home/priya/invoices/.venv/lib/python3.9/site-packages")),
        ok(".venv/bin/pip install -q 'markupsafe==2.0.1' && FLASK_APP=invoices .venv/bin/flask routes | wc -l", "9"))
    T.pair("t51-markupsafe", "l-mks-before", "neither", "dated before the lesson's source session")


def tkinter() -> None:
    T.source(
        "s-tkinter", "/home/dana/labeler", "2025-04-05T10:00:00Z", "feat/bbox-tool",
        user("the labeling tool window doesn't open on my new ubuntu 24.04 box"),
        err("python3 labeler.py --images ~/data/batch7",
            "Traceback (most recent call last):\n  File \"/home/dana/labeler/labeler.py\", line 4, in <module>\n"
            "    import tkinter as tk\nModuleNotFoundError: No module named 'tkinter'"),
        ok("python3 --version && which python3", "Python 3.12.3\n/usr/bin/python3"),
        say("Ubuntu's python3 is split: tkinter lives in the separate python3-tk package and pip cannot install it."),
        ok("sudo apt-get install -y python3-tk",
           "Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\n"
           "The following additional packages will be installed:\n  blt libtcl8.6 libtk8.6 tk8.6-blt2.5\n"
           "The following NEW packages will be installed:\n  blt libtcl8.6 libtk8.6 python3-tk tk8.6-blt2.5\n"
           "Setting up python3-tk:amd64 (3.12.3-0ubuntu1) ..."),
        ok("python3 -c 'import tkinter; print(tkinter.TkVersion)'", "8.6"))
    T.lesson(
        "t51-tkinter", "global", "en", "s-tkinter", "env_setup",
        "Debian/Ubuntu python3 has no tkinter until the python3-tk package is installed",
        "A Tk GUI script (or turtle) on the system python3 fails with ModuleNotFoundError: No module named 'tkinter'.",
        "tkinter is in the standard library, so it looks like a broken Python or a missing pip dependency; "
        "`pip install tk` installs an unrelated package and changes nothing.",
        "Debian and Ubuntu package the Tk binding of the system Python separately from python3; Fedora/RHEL do the "
        "same with python3-tkinter.",
        "Install the distribution package: `sudo apt-get install python3-tk` on Debian/Ubuntu, "
        "`sudo dnf install python3-tkinter` on Fedora/RHEL; venvs made from the system python see it afterwards.",
        ["`python3 labeler.py --images ~/data/batch7` failed with \"ModuleNotFoundError: No module named 'tkinter'\" "
         "on /usr/bin/python3 (Python 3.12.3).",
         "After `sudo apt-get install -y python3-tk` the check `python3 -c 'import tkinter; "
         "print(tkinter.TkVersion)'` "
         "printed 8.6."])

    T.later(
        "l-tk-fedora", "/home/dana/labeler", "2025-05-09T09:20:00Z", "feat/bbox-tool",
        user("set up the labeler on the fedora workstation lab-ws3 as well"),
        ok("ssh lab-ws3 'sudo dnf install -y python3-tkinter && python3 -c \"import tkinter; "
           "print(tkinter.TkVersion)\"'",
           "Installed:\n  python3-tkinter-3.13.1-2.fc41.x86_64  tk-1:8.6.14-2.fc41.x86_64\n\nComplete!\n8.6"),
        ok("ssh lab-ws3 'cd ~/labeler && git pull -q && python3 labeler.py --check'", "labeler 0.7.2: ok (Tk 8.6)"))
    T.pair("t51-tkinter", "l-tk-fedora", "applied",
           "dnf install python3-tkinter (the Fedora spelling the lesson names) over ssh before the tool ran; no "
           "failure")

    T.later(
        "l-tk-docker", "/home/dana/annotator", "2025-05-21T14:00:00Z", "docker/gui",
        user("make a docker image for the annotator GUI, we run it with X forwarding"),
        write("/home/dana/annotator/Dockerfile",
              "FROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y --no-install-recommends "
              "python3 python3-tk python3-pil.imagetk && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY . .\n"
              "CMD [\"python3\", \"-m\", \"annotator\"]\n"),
        ok("docker build -t annotator:gui .", "#6 [2/4] RUN apt-get update && apt-get install -y "
                                              "--no-install-recommends "
           "python3 python3-tk python3-pil.imagetk\n#6 11.902 Setting up python3-tk:amd64 (3.11.2-1+b1) ...\n"
           "#6 DONE 12.6s\n#9 naming to docker.io/library/annotator:gui done"),
        ok("docker run --rm annotator:gui python3 -c 'import tkinter; print(tkinter.TkVersion)'", "8.6"))
    T.pair("t51-tkinter", "l-tk-docker", "applied",
           "python3-tk installed by apt in the Dockerfile that was built; tkinter imported, no failure before")

    T.later(
        "l-tk-wsl", "/home/kim/kids", "2025-06-03T18:45:00Z", "HEAD",
        user("the turtle snake game from the book doesn't start in my WSL ubuntu"),
        err("python3 snake.py",
            "Traceback (most recent call last):\n  File \"/home/kim/kids/snake.py\", line 1, in <module>\n"
            "    import turtle\n  File \"/usr/lib/python3.12/turtle.py\", line 101, in <module>\n"
            "    import tkinter as TK\nModuleNotFoundError: No module named 'tkinter'"),
        ok("sudo apt-get install -y python3-tk", "Setting up python3-tk:amd64 (3.12.3-0ubuntu2) ..."),
        ok("python3 -c 'import turtle; print(\"ok\")'", "ok"))
    T.pair("t51-tkinter", "l-tk-wsl", "recurred",
           "turtle on Ubuntu's system python3 hit No module named 'tkinter' again (WSL); fixed after")

    T.later(
        "l-tk-venv", "/opt/annotator", "2025-07-08T08:10:00Z", "main",
        user("annotator on the lab server crashes at start, can you check? use fish"),
        err("fish -c '.venv/bin/python -m annotator --project lungs-2'",
            "Traceback (most recent call last):\n  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
            "  File \"<frozen runpy>\", line 88, in _run_code\n  File \"/opt/annotator/annotator/__main__.py\", "
            "line 2, in <module>\n    from annotator.ui import App\n  File \"/opt/annotator/annotator/ui.py\", "
            "line 1, in <module>\n    import tkinter as tk\nModuleNotFoundError: No module named 'tkinter'"),
        ok("fish -c '.venv/bin/pip install tk'", "Collecting tk\n  Downloading tk-0.1.0-py3-none-any.whl (3.9 kB)\n"
           "Installing collected packages: tk\nSuccessfully installed tk-0.1.0"),
        err("fish -c '.venv/bin/python -c \"import tkinter\"'",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "ModuleNotFoundError: No module named 'tkinter'"),
        say("The tk package on PyPI is unrelated. The venv comes from /usr/bin/python3, so the server needs the "
            "distribution's tkinter package; I don't have sudo there, please ask the admins."))
    T.pair("t51-tkinter", "l-tk-venv", "recurred",
           "a venv from the system python3 failed with No module named 'tkinter'; pip install tk did not help")

    T.later(
        "l-tk-pyenv", "/home/dana/plots", "2025-06-17T12:00:00Z", "main",
        user("matplotlib's TkAgg fails under my pyenv 3.11.9"),
        err("python -c 'import tkinter'",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File "
            "\"/home/dana/.pyenv/versions/3.11.9/lib/python3.11/tkinter/__init__.py\", line 38, in <module>\n"
            "    import _tkinter # If this fails your Python may not be configured for Tk\n"
            "ModuleNotFoundError: No module named '_tkinter'"),
        say("pyenv compiled 3.11.9 without the Tk headers, so the _tkinter extension was skipped. Installing tk-dev "
            "and rebuilding that version."),
        ok("sudo apt-get install -y tk-dev && pyenv install --force 3.11.9",
           "Setting up tk8.6-dev:amd64 (8.6.14-1build1) ...\nDownloading Python-3.11.9.tar.xz...\n"
           "Installing Python-3.11.9...\nInstalled Python-3.11.9 to /home/dana/.pyenv/versions/3.11.9"),
        ok("python -c 'import tkinter; print(tkinter.TkVersion)'", "8.6"))
    T.pair("t51-tkinter", "l-tk-pyenv", "neither",
           "another error and cause: a pyenv build missing _tkinter for lack of tk-dev, not the distro's python3-tk")

    T.later(
        "l-tk-display", "/home/dana/labeler", "2025-06-24T07:30:00Z", "ci/smoke",
        user("smoke-test the labeler on the headless build box"),
        err("ssh build-07 'cd labeler && python3 labeler.py --check'",
            "Traceback (most recent call last):\n  File \"/home/dana/labeler/labeler.py\", line 88, in <module>\n"
            "    root = tk.Tk()\n  File \"/usr/lib/python3.12/tkinter/__init__.py\", line 2346, in __init__\n"
            "    self.tk = _tkinter.create(screenName, baseName, className, interactive, wantobjects, useTk, sync, "
            "use)\n"
            "_tkinter.TclError: no display name and no $DISPLAY environment variable"),
        ok("ssh build-07 'cd labeler && xvfb-run -a python3 labeler.py --check'", "labeler 0.7.2: ok (Tk 8.6)"))
    T.pair("t51-tkinter", "l-tk-display", "neither",
           "tkinter was present; the failure was a TclError for no $DISPLAY, solved with xvfb-run")

    T.later(
        "l-tk-before", "/home/dana/old-labeler", "2025-03-02T09:00:00Z", "main",
        user("install what the labeler needs on this debian box"),
        ok("sudo apt-get install -y python3-tk python3-pil.imagetk", "Setting up python3-tk:amd64 (3.11.2-1+b1) ..."),
        ok("python3 labeler.py --check", "labeler 0.5.0: ok (Tk 8.6)"))
    T.pair("t51-tkinter", "l-tk-before", "neither", "dated before the lesson's source session")


_POETRY_ROOT = ("Installing the current project: {n} (0.1.0)\nError: The current project could not be installed: "
                "No file/folder found for package {n}\nIf you do not want to install the current project use "
                "--no-root.\nIf you want to use Poetry only for dependency management but not for packaging, you can "
                "disable package mode by setting package-mode = false in your pyproject.toml file.\nIf you did intend "
                "to install the current project, you may need to set `packages` in your pyproject.toml file.")


def poetry_no_root() -> None:
    T.source(
        "s-poetry", "/home/ken/ops-scripts", "2025-04-08T08:30:00Z", "main",
        user("after upgrading to poetry 2, `poetry install` fails in ops-scripts. fix?"),
        ok("poetry --version", "Poetry (version 2.1.2)"),
        err("poetry install",
            "Installing dependencies from lock file\n\nPackage operations: 8 installs, 0 updates, 0 removals\n\n"
            "  - Installing certifi (2025.1.31)\n  - Installing charset-normalizer (3.4.1)\n  - Installing idna "
            "(3.10)\n"
            "  - Installing urllib3 (2.3.0)\n  - Installing click (8.1.8)\n  - Installing pyyaml (6.0.2)\n"
            "  - Installing requests (2.32.3)\n  - Installing tabulate (0.9.0)\n\n"
            + _POETRY_ROOT.format(n="ops-scripts")),
        ok("ls", "README.md\nbin\npoetry.lock\npyproject.toml\nscripts"),
        say("The repo is a set of scripts with no ops_scripts package. Poetry 1.x only warned when the root project "
            "could not be installed; Poetry 2 fails. Installing just the dependencies."),
        ok("poetry install --no-root",
           "Installing dependencies from lock file\n\nNo dependencies to install or update"))
    T.lesson(
        "t51-poetry-noroot", "global", "en", "s-poetry", "tool_quirk",
        "Poetry 2 fails `poetry install` in a scripts-only repo whose project has no package",
        "poetry install installs the dependencies, then exits non-zero with Error: The current project could not be "
        "installed: No file/folder found for package <name>.",
        "The same pyproject worked under Poetry 1.x, which only printed a warning, so it looks like the upgrade broke "
        "the lock or the environment.",
        "Poetry installs the root project by default; when no package directory matches the project name and the "
        "project is not declared non-package, Poetry 2 treats the failed root install as an error.",
        "Install only the dependencies: `poetry install --no-root` (also `poetry sync --no-root`), or declare the "
        "project non-package with `package-mode = false` under [tool.poetry] so plain `poetry install` skips it.",
        ["`poetry install` under \"Poetry (version 2.1.2)\" ended with \"Error: The current project could not be "
         "installed: No file/folder found for package ops-scripts\".",
         "`ls` showed only README.md, bin, poetry.lock, pyproject.toml and scripts.",
         "`poetry install --no-root` then finished: \"No dependencies to install or update\"."])

    T.later(
        "l-poetry-docker", "/home/ken/alerts-relay", "2025-05-12T10:10:00Z", "docker/slim",
        user("write a slim Dockerfile for alerts-relay (poetry project, scripts only)"),
        write("/home/ken/alerts-relay/Dockerfile",
              "FROM python:3.12-slim\nRUN pip install --no-cache-dir poetry==2.1.3\nWORKDIR /app\n"
              "COPY pyproject.toml poetry.lock ./\nRUN poetry config virtualenvs.create false \\\n"
              " && poetry install --no-root --only main --no-interaction\nCOPY . .\nCMD [\"python\", \"relay.py\"]\n"),
        ok("docker build -t alerts-relay:dev .",
           "#8 [5/6] RUN poetry config virtualenvs.create false  && poetry install --no-root --only main "
           "--no-interaction\n#8 2.114 Installing dependencies from lock file\n#8 2.301 Package operations: 6 "
           "installs, "
           "0 updates, 0 removals\n#8 6.870 DONE 7.2s\n#10 naming to docker.io/library/alerts-relay:dev done"))
    T.pair("t51-poetry-noroot", "l-poetry-docker", "applied",
           "poetry install --no-root in the Dockerfile that was built; no root-install failure first")

    T.later(
        "l-poetry-pkgmode", "/home/ken/notebooks-env", "2025-06-02T15:00:00Z", "main",
        user("this repo is only notebooks; make poetry stop trying to install it as a package. I'm on fish"),
        edit("/home/ken/notebooks-env/pyproject.toml", "[tool.poetry]\n", "[tool.poetry]\npackage-mode = false\n"),
        ok("fish -c 'poetry install'",
           "Installing dependencies from lock file\n\nPackage operations: 41 installs, 0 updates, 0 removals\n\n"
           "  - Installing numpy (2.2.6)\n  - Installing pandas (2.2.3)\n  - Installing jupyterlab (4.4.3)"))
    T.pair("t51-poetry-noroot", "l-poetry-pkgmode", "applied",
           "package-mode = false written into pyproject.toml, then poetry install passed; no failure before")

    T.later(
        "l-poetry-ci", "/builds/fin/billing-jobs", "2025-06-19T06:40:00Z", "ci/poetry2",
        user("the CI image moved to poetry 2 and setup fails. run ci/setup.sh here"),
        ok("cat ci/setup.sh", "#!/usr/bin/env bash\nset -euo pipefail\npoetry sync --without dev\n"),
        err("bash ci/setup.sh",
            "Installing dependencies from lock file\n\nNo dependencies to install or update\n\n"
            + _POETRY_ROOT.format(n="billing-jobs")),
        say("billing-jobs has no package directory, so the root install fails under Poetry 2."))
    T.pair("t51-poetry-noroot", "l-poetry-ci", "recurred",
           "poetry sync in the CI script failed with No file/folder found for package billing-jobs")

    T.later(
        "l-poetry-ssh", "/home/ken/etl", "2025-07-15T09:05:00Z", "main",
        user("etl-01 got poetry 2 too. install /srv/etl-jobs there"),
        err("ssh etl-01 'cd /srv/etl-jobs && poetry install'",
            "Installing dependencies from lock file\n\nPackage operations: 3 installs, 0 updates, 0 removals\n\n"
            "  - Installing psycopg (3.2.9)\n  - Installing sqlalchemy (2.0.41)\n  - Installing pyarrow (20.0.0)\n\n"
            + _POETRY_ROOT.format(n="etl-jobs")),
        ok("ssh etl-01 'cd /srv/etl-jobs && poetry install --no-root'",
           "Installing dependencies from lock file\n\nNo dependencies to install or update"))
    T.pair("t51-poetry-noroot", "l-poetry-ssh", "recurred",
           "poetry install over ssh failed on the root project etl-jobs before --no-root was used")

    T.later(
        "l-poetry-lock", "/home/ken/inventory-api", "2025-05-27T11:30:00Z", "feat/pagination",
        user("added fastapi-pagination to pyproject by hand, install it"),
        err("poetry install",
            "pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock` to fix "
            "the lock file."),
        ok("poetry lock && poetry install",
           "Resolving dependencies...\n\nWriting lock file\nInstalling dependencies from lock file\n\n"
           "Package operations: 1 install, 0 updates, 0 removals\n\n  - Installing fastapi-pagination (0.13.1)\n\n"
           "Installing the current project: inventory-api (1.4.0)"))
    T.pair("t51-poetry-noroot", "l-poetry-lock", "neither",
           "a different Poetry error (stale lock); the project installed as a package, no --no-root")

    T.later(
        "l-poetry-readme", "/home/ken/ops-scripts", "2025-08-04T13:00:00Z", "docs/setup",
        user("document the setup steps in the README; don't run anything"),
        edit("/home/ken/ops-scripts/README.md", "## Setup\n",
             "## Setup\n\n```sh\npipx install poetry\npoetry install --no-root\n```\n"),
        say("README updated with the setup steps."))
    T.pair("t51-poetry-noroot", "l-poetry-readme", "neither", "--no-root only written into the README, nothing run")


FILLS = [markupsafe, tkinter, poetry_no_root]
