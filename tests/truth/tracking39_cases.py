"""The case tables of the thirty-ninth tracking corpus (written by build_tracking39.py), and its first cases:
isort's check failing on Black-formatted imports, spaCy pipelines not installed by pip (Korean), and matplotlib
forced to TkAgg on a headless host. The other cases are in tracking39_cases_b.py … _e.py.

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

T = CaseTables("t39-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# ---------------------------------------------------------------------------------------------------------------
# 1. isort's check failing on Black-formatted imports (zsh)

ISORT_ERR = ("ERROR: {root}/{a} Imports are incorrectly sorted and/or formatted.\n"
             "ERROR: {root}/{b} Imports are incorrectly sorted and/or formatted.")
LK = "/Users/minji/src/ledgerkit"


def isort_cases() -> None:
    T.source(
        "s-isort-black", LK, "2026-03-03T01:10:00Z", "chore/black-24",
        user("CI's lint job fails on isort right after I ran black over the repo. Make both pass locally."),
        ok("black --check src tests", "All done! ✨ 🍰 ✨\n42 files would be left unchanged."),
        err("isort --check-only --diff src tests",
            ISORT_ERR.format(root=LK, a="src/ledgerkit/cli.py", b="tests/test_io.py")
            + "\n--- before\n+++ after\n@@ -1,6 +1,3 @@\n-from ledgerkit.io import (\n-    read_journal,\n"
              "-    write_journal,\n-)\n+from ledgerkit.io import read_journal, write_journal"),
        say("isort's default style collapses Black's magic-trailing-comma imports back onto one line, so the two "
            "tools fight. isort ships a `black` profile for exactly this; I'll put it in pyproject.toml."),
        read(f"{LK}/pyproject.toml", "[tool.black]\nline-length = 100\n"),
        edit(f"{LK}/pyproject.toml", "[tool.black]\nline-length = 100\n",
             "[tool.black]\nline-length = 100\n\n[tool.isort]\nprofile = \"black\"\nline_length = 100\n"),
        ok("isort --check-only --diff src tests && black --check src tests",
           "All done! ✨ 🍰 ✨\n42 files would be left unchanged."),
    )
    T.lesson(
        "t39-isort-profile-black", "global", "en", "s-isort-black", "tool_quirk",
        "isort --check-only fails on imports Black has just formatted",
        "Right after `black` reformats a repo, `isort --check-only` reports `ERROR: <file> Imports are incorrectly "
        "sorted and/or formatted.` for files whose imports are wrapped with a trailing comma.",
        "Running isort to 'fix' the files makes black reformat them again; the two keep undoing each other.",
        "isort's default multi-line style is not Black's: without the black profile it joins or re-wraps the "
        "parenthesised imports Black writes with a magic trailing comma.",
        "Run isort with the black profile: `isort --profile black` on the command line, or `profile = \"black\"` "
        "under `[tool.isort]` in pyproject.toml (or `[isort]` in setup.cfg / .isort.cfg), also in a pre-commit "
        "hook's args.",
        ["`isort --check-only --diff src tests` printed `ERROR: /Users/minji/src/ledgerkit/src/ledgerkit/cli.py "
         "Imports are incorrectly sorted and/or formatted.`",
         "after adding `profile = \"black\"` under `[tool.isort]`, `isort --check-only --diff src tests && black "
         "--check src tests` passed"])

    T.later(
        "l-isort-precommit", "/Users/minji/src/pricing-engine", "2026-03-19T02:00:00Z", "main",
        user("Add black and isort to pre-commit for pricing-engine and run them over everything."),
        write("/Users/minji/src/pricing-engine/.pre-commit-config.yaml",
              "repos:\n  - repo: https://github.com/psf/black\n    rev: 24.3.0\n    hooks:\n      - id: black\n"
              "  - repo: https://github.com/PyCQA/isort\n    rev: 5.13.2\n    hooks:\n      - id: isort\n"
              "        args: [\"--profile\", \"black\"]\n"),
        ok("pre-commit install && pre-commit run --all-files",
           "pre-commit installed at .git/hooks/pre-commit\nblack....................................................."
           "Passed\nisort.....................................................Passed"),
        ok("git add .pre-commit-config.yaml && git commit -qm 'pre-commit: black + isort'", ""),
    )
    T.pair("t39-isort-profile-black", "l-isort-precommit", "applied",
           "the isort hook is given --profile black and pre-commit runs it: Passed")

    T.later(
        "l-isort-setupcfg", "/home/minji/src/ledgerkit-cli", "2026-04-02T05:30:00Z", "feat/export",
        user("ledgerkit-cli still uses setup.cfg. Set isort up so it agrees with black, then check the export "
             "branch."),
        read("/home/minji/src/ledgerkit-cli/setup.cfg", "[metadata]\nname = ledgerkit-cli\n\n[flake8]\n"
             "max-line-length = 100\n"),
        edit("/home/minji/src/ledgerkit-cli/setup.cfg", "[flake8]\nmax-line-length = 100\n",
             "[flake8]\nmax-line-length = 100\n\n[isort]\nprofile = black\n"),
        ok("isort --check-only ledgerkit_cli tests && black --check ledgerkit_cli tests",
           "All done! ✨ 🍰 ✨\n17 files would be left unchanged."),
        ok("pytest -q", "........................                                   [100%]\n24 passed in 1.92s"),
    )
    T.pair("t39-isort-profile-black", "l-isort-setupcfg", "applied",
           "profile = black goes into setup.cfg's [isort] and the isort check then passes")

    T.later(
        "l-isort-make", "/Users/minji/src/fx-rates", "2026-04-10T08:15:00Z", "main",
        user("`make lint` is red on fx-rates after the black upgrade. Look at it."),
        read("/Users/minji/src/fx-rates/Makefile", "lint:\n\tblack src\n\tisort --check-only src\n\tflake8 src\n"),
        err("make lint",
            "black src\nreformatted /Users/minji/src/fx-rates/src/fx_rates/feeds.py\nAll done! ✨ 🍰 ✨\n"
            "1 file reformatted, 11 files left unchanged.\nisort --check-only src\n"
            "ERROR: /Users/minji/src/fx-rates/src/fx_rates/feeds.py Imports are incorrectly sorted and/or "
            "formatted.\nmake: *** [Makefile:3: lint] Error 1", 2),
        say("Same black/isort disagreement: fx-rates has no isort profile. Adding it to the Makefile call."),
        edit("/Users/minji/src/fx-rates/Makefile", "\tisort --check-only src\n",
             "\tisort --profile black --check-only src\n"),
        ok("make lint", "black src\nAll done! ✨ 🍰 ✨\n12 files left unchanged.\n"
           "isort --profile black --check-only src\nflake8 src"),
    )
    T.pair("t39-isort-profile-black", "l-isort-make", "recurred",
           "make lint's isort check fails on the file black just reformatted; fixed afterwards, still a recurrence")

    T.later(
        "l-isort-tox", "/home/minji/src/billing-api", "2026-04-21T03:40:00Z", "release/2.4",
        user("Run the lint env on billing-api release/2.4 and tell me what fails; don't change config today."),
        err("tox -e lint",
            "lint: commands[0]> black --check src\nAll done! ✨ 🍰 ✨\n30 files would be left unchanged.\n"
            "lint: commands[1]> isort --check-only src\nERROR: /home/minji/src/billing-api/src/billing/api.py "
            "Imports are incorrectly sorted and/or formatted.\nERROR: /home/minji/src/billing-api/src/billing/"
            "models.py Imports are incorrectly sorted and/or formatted.\nlint: exit 1 (0.41 seconds)\n"
            "  lint: FAIL code 1 (2.90 seconds)"),
        say("black is clean, isort rejects the same files: isort runs with its default style here, not black's. "
            "Leaving the config alone as asked; the change is one line in [tool.isort]."),
    )
    T.pair("t39-isort-profile-black", "l-isort-tox", "recurred",
           "isort's check fails on black-clean files in tox on another repo and branch; left unfixed")

    T.later(
        "l-isort-docs", "/Users/minji/src/ledgerkit", "2026-04-25T06:00:00Z", "docs/contributing",
        user("A contributor asked why CI said 'ERROR: ... Imports are incorrectly sorted and/or formatted.' on "
             "their PR. Write a CONTRIBUTING note about how we format imports."),
        read(f"{LK}/CONTRIBUTING.md", "# Contributing\n\n## Tests\n\nRun `pytest -q`.\n"),
        edit(f"{LK}/CONTRIBUTING.md", "## Tests\n",
             "## Formatting\n\nRun `black .` and then `isort --profile black .` (the profile is also set in "
             "pyproject.toml).\n\n## Tests\n"),
        ok("git add CONTRIBUTING.md && git commit -qm 'docs: import formatting'", ""),
    )
    T.pair("t39-isort-profile-black", "l-isort-docs", "neither",
           "the error is only quoted and the flag only written into CONTRIBUTING.md; isort never runs")

    T.later(
        "l-isort-ruff", "/Users/minji/src/pricing-engine", "2026-05-06T01:20:00Z", "chore/ruff",
        user("Replace black+isort with ruff in pricing-engine."),
        edit("/Users/minji/src/pricing-engine/pyproject.toml", "[tool.black]\nline-length = 100\n",
             "[tool.ruff]\nline-length = 100\n\n[tool.ruff.lint]\nextend-select = [\"I\"]\n"),
        ok("ruff check --fix . && ruff format .", "Found 3 errors (3 fixed, 0 remaining).\n"
           "2 files reformatted, 38 files left unchanged"),
        ok("git rm -q --cached .pre-commit-config.yaml; ruff check .", "All checks passed!"),
    )
    T.pair("t39-isort-profile-black", "l-isort-ruff", "neither",
           "isort is dropped for ruff's import rule; isort is neither run nor failing")

    T.later(
        "l-isort-early", "/Users/minji/src/ledgerkit", "2026-01-14T04:00:00Z", "main",
        user("Sort the imports in ledgerkit, black style."),
        ok("isort --profile black src tests", "Fixing /Users/minji/src/ledgerkit/src/ledgerkit/io.py"),
        ok("black --check src tests", "All done! ✨ 🍰 ✨\n40 files would be left unchanged."),
    )
    T.pair("t39-isort-profile-black", "l-isort-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 2. spaCy pipelines are not installed by `pip install spacy` (Korean lesson)

RT = "/home/jiho/work/review-tagger"


def e050(path: str, line: int, model: str) -> str:
    return (f"Traceback (most recent call last):\n  File \"{path}\", line {line}, in <module>\n"
            f"    nlp = spacy.load(\"{model}\")\n          ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
            f"OSError: [E050] Can't find model '{model}'. It doesn't seem to be a Python package or a valid path "
            "to a data directory.")


def spacy_dl(model: str, ver: str, size: str) -> str:
    return (f"Collecting {model.replace('_', '-')}=={ver}\n  Downloading https://github.com/explosion/spacy-models/"
            f"releases/download/{model}-{ver}/{model}-{ver}-py3-none-any.whl ({size})\n"
            f"Successfully installed {model.replace('_', '-')}-{ver}\n✔ Download and installation successful\n"
            f"You can now load the package via spacy.load('{model}')")


def spacy_cases() -> None:
    T.source(
        "s-spacy-ko", RT, "2026-03-05T00:30:00Z", "main",
        user("리뷰 태거가 새로 만든 venv에서 바로 죽어요. 원인 찾고 고쳐 주세요."),
        ok("python3 -m venv .venv && . .venv/bin/activate && pip install -q -r requirements.txt && pip show spacy "
           "| head -2", "Name: spacy\nVersion: 3.7.5"),
        err(". .venv/bin/activate && python -m review_tagger.tag data/sample.jsonl",
            e050(f"{RT}/review_tagger/tag.py", 14, "ko_core_news_sm")),
        say("spacy 패키지에는 학습된 파이프라인이 들어 있지 않습니다. ko_core_news_sm은 따로 설치해야 합니다."),
        ok(". .venv/bin/activate && python -m spacy download ko_core_news_sm && python -m review_tagger.tag "
           "data/sample.jsonl", spacy_dl("ko_core_news_sm", "3.7.0", "14.1 MB")
           + "\ntagged 200 reviews -> out/sample.tagged.jsonl"),
    )
    T.lesson(
        "t39-spacy-model-download", "global", "ko", "s-spacy-ko", "env_setup",
        "pip install spacy만으로는 spaCy 파이프라인 모델이 설치되지 않음",
        "새 venv에서 `spacy.load(\"ko_core_news_sm\")`이 `OSError: [E050] Can't find model 'ko_core_news_sm'`로 "
        "실패한다.",
        "requirements.txt에 spacy만 있으면 설치는 성공하므로 환경이 다 갖춰진 것처럼 보인다.",
        "spaCy의 학습된 파이프라인(ko_core_news_sm, en_core_web_sm 등)은 별도의 파이썬 패키지라서 spacy 설치에 "
        "포함되지 않고, 모델을 쓰는 venv마다 따로 설치해야 한다.",
        "같은 venv에서 `python -m spacy download ko_core_news_sm`(또는 `spacy download <모델>`)을 실행하거나, "
        "requirements.txt에 모델 휠 URL(`ko_core_news_sm @ https://github.com/explosion/spacy-models/releases/"
        "download/...`)을 넣어 pip로 설치한다. Docker 이미지는 빌드 단계에서 같은 명령을 실행한다.",
        ["`python -m review_tagger.tag data/sample.jsonl` -> `OSError: [E050] Can't find model "
         "'ko_core_news_sm'. It doesn't seem to be a Python package or a valid path to a data directory.`",
         "`python -m spacy download ko_core_news_sm` -> `✔ Download and installation successful`"])

    T.later(
        "l-spacy-docker", "/home/jiho/work/review-api", "2026-03-20T07:00:00Z", "main",
        user("review-api 컨테이너 이미지를 만들어 주세요. 영어 리뷰용 en_core_web_sm을 씁니다."),
        write("/home/jiho/work/review-api/Dockerfile",
              "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install -r requirements.txt "
              "&& python -m spacy download en_core_web_sm\nCOPY . .\nCMD [\"uvicorn\", \"review_api.main:app\", "
              "\"--host\", \"0.0.0.0\"]\n"),
        ok("docker build -t review-api:dev .",
           "#8 [4/5] RUN pip install -r requirements.txt && python -m spacy download en_core_web_sm\n#8 41.2 "
           + spacy_dl("en_core_web_sm", "3.7.1", "12.8 MB").replace("\n", "\n#8 41.9 ")
           + "\n#8 DONE 44.6s\n#10 naming to docker.io/library/review-api:dev done"),
        ok("docker run --rm review-api:dev python -c \"import spacy; print(spacy.load('en_core_web_sm').pipe_names)\"",
           "['tok2vec', 'tagger', 'parser', 'attribute_ruler', 'lemmatizer', 'ner']"),
    )
    T.pair("t39-spacy-model-download", "l-spacy-docker", "applied",
           "the Dockerfile runs python -m spacy download during docker build and the model loads")

    T.later(
        "l-spacy-wheel", RT, "2026-04-01T02:10:00Z", "chore/pin-model",
        user("모델 설치를 requirements.txt에 고정해 주세요. 매번 download 치기 싫어요."),
        edit(f"{RT}/requirements.txt", "spacy==3.7.5\n",
             "spacy==3.7.5\nko_core_news_sm @ https://github.com/explosion/spacy-models/releases/download/"
             "ko_core_news_sm-3.7.0/ko_core_news_sm-3.7.0-py3-none-any.whl\n"),
        ok("rm -rf /tmp/rt-venv && python3 -m venv /tmp/rt-venv && /tmp/rt-venv/bin/pip install -q -r "
           "requirements.txt && /tmp/rt-venv/bin/python -m review_tagger.tag data/sample.jsonl",
           "tagged 200 reviews -> out/sample.tagged.jsonl"),
    )
    T.pair("t39-spacy-model-download", "l-spacy-wheel", "applied",
           "the model wheel URL goes into requirements.txt and a fresh venv installs it; the tagger runs")

    T.later(
        "l-spacy-ci", "/home/jiho/work/review-summarizer", "2026-04-08T05:00:00Z", "feat/keywords",
        user("Run the summarizer tests like CI does, in a clean venv."),
        ok("python3 -m venv /tmp/ci && /tmp/ci/bin/pip install -q -e '.[test]'", ""),
        err("/tmp/ci/bin/pytest -q tests/test_keywords.py",
            "E   " + e050("/home/jiho/work/review-summarizer/summarizer/keywords.py", 9, "en_core_web_sm")
            .replace("\n", "\nE   ") + "\n1 error in 2.31s"),
        say("The test venv has spacy but no English pipeline. Installing it into the same venv."),
        ok("/tmp/ci/bin/python -m spacy download en_core_web_sm && /tmp/ci/bin/pytest -q tests/test_keywords.py",
           spacy_dl("en_core_web_sm", "3.7.1", "12.8 MB") + "\n......  [100%]\n6 passed in 3.02s"),
    )
    T.pair("t39-spacy-model-download", "l-spacy-ci", "recurred",
           "E050 for en_core_web_sm in a fresh test venv of another project; the later download does not undo it")

    T.later(
        "l-spacy-notebook", "/home/jiho/work/review-tagger", "2026-04-16T09:00:00Z", "exp/lg-model",
        user("lg 모델로 바꾼 실험 노트북을 돌려 보세요."),
        err("jupyter nbconvert --to notebook --execute notebooks/compare_lg.ipynb --output /tmp/out.ipynb",
            "[NbConvertApp] Converting notebook notebooks/compare_lg.ipynb to notebook\n"
            "Traceback (most recent call last):\n  ...\nnbclient.exceptions.CellExecutionError: An error occurred "
            "while executing the following cell:\n------------------\nnlp = spacy.load(\"ko_core_news_lg\")\n"
            "------------------\n\nOSError: [E050] Can't find model 'ko_core_news_lg'. It doesn't seem to be a "
            "Python package or a valid path to a data directory."),
        say("lg 파이프라인이 이 커널 환경에 설치되어 있지 않습니다. 어떤 환경에 설치할지 정해 주시면 진행하겠습니다."),
    )
    T.pair("t39-spacy-model-download", "l-spacy-notebook", "recurred",
           "the notebook fails with E050 for ko_core_news_lg, another model not installed in the kernel's env")

    T.later(
        "l-spacy-shortcut", "/home/jiho/work/legacy-ner", "2026-04-22T01:00:00Z", "main",
        user("Port legacy-ner to spaCy 3; the script crashes at load."),
        ok("python -m pip list 2>/dev/null | grep -i -E 'spacy|core-web'",
           "en-core-web-sm      3.7.1\nspacy               3.7.5"),
        err("python ner.py samples.txt",
            "Traceback (most recent call last):\n  File \"/home/jiho/work/legacy-ner/ner.py\", line 5, in <module>\n"
            "    nlp = spacy.load(\"en\")\nOSError: [E941] Can't find model 'en'. It looks like you're trying to "
            "load a model from a shortcut, which is obsolete as of spaCy v3.0. To load the model, use its full "
            "name instead:\n\nnlp = spacy.load(\"en_core_web_sm\")"),
        edit("/home/jiho/work/legacy-ner/ner.py", "spacy.load(\"en\")", "spacy.load(\"en_core_web_sm\")"),
        ok("python ner.py samples.txt", "ORG  Acme Corp\nGPE  Seoul\nDATE  last Tuesday"),
    )
    T.pair("t39-spacy-model-download", "l-spacy-shortcut", "neither",
           "E941, the obsolete 'en' shortcut name: a different spaCy error; the model was already installed")

    T.later(
        "l-spacy-validate", RT, "2026-05-02T03:30:00Z", "chore/spacy-3.8",
        user("spaCy 3.8로 올려도 되는지 확인만 해 주세요."),
        ok(". .venv/bin/activate && python -m spacy validate",
           "✔ Loaded compatibility table\n\n================= Installed pipeline packages (spaCy v3.7.5) "
           "=================\nℹ spaCy installation: /home/jiho/work/review-tagger/.venv/lib/python3.12/"
           "site-packages/spacy\n\nNAME              SPACY            VERSION\nko_core_news_sm   >=3.7.0,<3.8.0   "
           "3.7.0   ✔"),
        say("현재 모델은 3.7 계열 전용이라 spaCy 3.8로 올리면 모델도 3.8용으로 다시 받아야 합니다."),
    )
    T.pair("t39-spacy-model-download", "l-spacy-validate", "neither",
           "spacy's CLI runs validate to check compatibility; nothing fails to load and nothing is downloaded")

    T.later(
        "l-spacy-early", RT, "2026-02-11T02:00:00Z", "main",
        user("태거 처음 세팅해 주세요."),
        ok(". .venv/bin/activate && python -m spacy download ko_core_news_sm",
           spacy_dl("ko_core_news_sm", "3.7.0", "14.1 MB")),
    )
    T.pair("t39-spacy-model-download", "l-spacy-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 3. matplotlib forced to TkAgg by a committed matplotlibrc on a headless host

FG = "/srv/jobs/figs"


def tkagg(path: str, line: int) -> str:
    return (f"Traceback (most recent call last):\n  File \"{path}\", line {line}, in <module>\n"
            "    fig, ax = plt.subplots(figsize=(12, 6))\n  File \"/usr/lib/python3/dist-packages/matplotlib/"
            "pyplot.py\", line 279, in switch_backend\n    raise ImportError(\nImportError: Cannot load backend "
            "'TkAgg' which requires the 'tk' interactive framework, as 'headless' is currently running")


def mpl_cases() -> None:
    T.source(
        "s-mpl-headless", FG, "2026-03-06T22:00:00Z", "main",
        user("The nightly latency plot dies on the build box since someone committed a matplotlibrc. Fix the run."),
        err("python3 scripts/plot_latency.py --out out/latency.png", tkagg(f"{FG}/scripts/plot_latency.py", 21)),
        ok("cat matplotlibrc; echo DISPLAY=$DISPLAY", "backend: TkAgg\nfigure.dpi: 110\nDISPLAY="),
        say("The repo's matplotlibrc pins TkAgg (handy on a laptop) and this host has no display. MPLBACKEND "
            "takes precedence over the rc file, so the job can ask for Agg without touching the file."),
        ok("MPLBACKEND=Agg python3 scripts/plot_latency.py --out out/latency.png",
           "wrote out/latency.png (1320x660)"),
    )
    T.lesson(
        "t39-mpl-backend-agg", "global", "en", "s-mpl-headless", "env_setup",
        "A committed matplotlibrc with backend: TkAgg breaks plotting on headless hosts",
        "On a server without a display, scripts die at the first figure with `ImportError: Cannot load backend "
        "'TkAgg' which requires the 'tk' interactive framework, as 'headless' is currently running`.",
        "The same script works on every laptop, so it looks like a broken matplotlib install on the server.",
        "The repository's matplotlibrc sets `backend: TkAgg`; matplotlib honours it instead of falling back to Agg "
        "and refuses an interactive backend when it detects no display.",
        "Set `MPLBACKEND=Agg` for the job (inline, exported in the job's script, `set -x` in fish, `-e` for "
        "docker); it overrides the rc file. Or use `backend: Agg` in the matplotlibrc that servers read.",
        ["`python3 scripts/plot_latency.py --out out/latency.png` -> `ImportError: Cannot load backend 'TkAgg' "
         "which requires the 'tk' interactive framework, as 'headless' is currently running`",
         "`MPLBACKEND=Agg python3 scripts/plot_latency.py --out out/latency.png` -> `wrote out/latency.png`"])

    T.later(
        "l-mpl-fish", FG, "2026-03-18T21:30:00Z", "main",
        user("Regenerate the error-rate plots from my fish session on the build box."),
        ok("fish -c 'set -x MPLBACKEND Agg; for f in scripts/plot_errors.py scripts/plot_p99.py; "
           "python3 $f --out out/; end'", "wrote out/errors.png (1320x660)\nwrote out/p99.png (1320x660)"),
        ok("ls -la out/ | tail -3", "-rw-r--r-- 1 ci ci  88213 Mar 18 21:31 errors.png\n"
           "-rw-r--r-- 1 ci ci  90144 Mar 18 21:31 latency.png\n-rw-r--r-- 1 ci ci  79320 Mar 18 21:31 p99.png"),
    )
    T.pair("t39-mpl-backend-agg", "l-mpl-fish", "applied",
           "MPLBACKEND=Agg is exported with fish's set -x before the plots run; they are written")

    T.later(
        "l-mpl-cron", FG, "2026-03-27T10:00:00Z", "ops/cron",
        user("Wrap the nightly plots in a script cron can run and test it."),
        write(f"{FG}/scripts/nightly.sh", "#!/usr/bin/env bash\nset -euo pipefail\ncd /srv/jobs/figs\n"
              "export MPLBACKEND=Agg\npython3 scripts/plot_latency.py --out out/latency.png\n"
              "python3 scripts/plot_errors.py --out out/\n"),
        ok("chmod +x scripts/nightly.sh && env -i HOME=$HOME PATH=/usr/bin:/bin scripts/nightly.sh",
           "wrote out/latency.png (1320x660)\nwrote out/errors.png (1320x660)"),
        ok("crontab -l | tail -1", "15 2 * * * /srv/jobs/figs/scripts/nightly.sh >> /var/log/figs.log 2>&1"),
    )
    T.pair("t39-mpl-backend-agg", "l-mpl-cron", "applied",
           "the cron script exports MPLBACKEND=Agg and is run under a bare environment; the plots are written")

    T.later(
        "l-mpl-docker", "/home/ana/src/capacity-report", "2026-04-04T12:00:00Z", "main",
        user("Build the capacity report inside the python image so I don't need matplotlib locally."),
        ok("docker run --rm -e MPLBACKEND=Agg -v \"$PWD\":/w -w /w python:3.12-slim sh -c "
           "'pip install -q matplotlib pandas && python report.py --out out/capacity.png'",
           "wrote out/capacity.png (1600x900)"),
        ok("file out/capacity.png", "out/capacity.png: PNG image data, 1600 x 900, 8-bit/color RGBA, non-interlaced"),
    )
    T.pair("t39-mpl-backend-agg", "l-mpl-docker", "applied",
           "MPLBACKEND=Agg passed with docker run -e, the lesson's docker spelling; the plot is written")

    T.later(
        "l-mpl-ssh", "/home/ana/src/figs", "2026-04-13T07:45:00Z", "main",
        user("Kick the error plot on build02 by hand, the nightly missed it."),
        err("ssh build02 'cd /srv/jobs/figs && python3 scripts/plot_errors.py --out out/'",
            tkagg("/srv/jobs/figs/scripts/plot_errors.py", 17)),
        say("build02 has the repo's matplotlibrc with TkAgg and no display, and this ssh command doesn't go "
            "through nightly.sh. Re-running with the backend set."),
        ok("ssh build02 'cd /srv/jobs/figs && MPLBACKEND=Agg python3 scripts/plot_errors.py --out out/'",
           "wrote out/errors.png (1320x660)"),
    )
    T.pair("t39-mpl-backend-agg", "l-mpl-ssh", "recurred",
           "the TkAgg headless ImportError returns on build02 for plot_errors.py before the env var is added")

    T.later(
        "l-mpl-pytest", "/home/ana/src/capacity-report", "2026-04-29T06:20:00Z", "feat/rc",
        user("I added a matplotlibrc with TkAgg so plots pop up locally. Run the tests in the CI container."),
        err("docker run --rm -v \"$PWD\":/w -w /w capacity-ci:latest pytest -q tests/test_charts.py",
            "F.\n=================================== FAILURES ===================================\n"
            "____________________________ test_capacity_chart ____________________________\n"
            "E   ImportError: Cannot load backend 'TkAgg' which requires the 'tk' interactive framework, as "
            "'headless' is currently running\n1 failed, 1 passed in 1.88s"),
        say("The new matplotlibrc is picked up in the container too. I won't change anything until you decide "
            "whether to keep the file."),
    )
    T.pair("t39-mpl-backend-agg", "l-mpl-pytest", "recurred",
           "the new TkAgg matplotlibrc fails a chart test in the headless CI container with the same ImportError")

    T.later(
        "l-mpl-readme", FG, "2026-05-04T09:10:00Z", "docs/ops",
        user("Document the nightly plot job for the on-call handbook."),
        write(f"{FG}/docs/nightly.md", "# Nightly plots\n\nRuns from cron via scripts/nightly.sh at 02:15.\n\n"
              "When running a plot script by hand on a server, prefix it with `MPLBACKEND=Agg`: the repo's "
              "matplotlibrc asks for TkAgg.\n"),
        ok("git add docs/nightly.md && git commit -qm 'docs: nightly plots' && git log --oneline -1",
           "a41c9e2 docs: nightly plots"),
    )
    T.pair("t39-mpl-backend-agg", "l-mpl-readme", "neither",
           "MPLBACKEND=Agg is only written into a handbook page; no plot script runs")

    T.later(
        "l-mpl-nomodule", "/home/ana/src/capacity-report", "2026-05-12T04:00:00Z", "main",
        user("New laptop venv: make the report run."),
        err(".venv/bin/python report.py --out out/capacity.png",
            "Traceback (most recent call last):\n  File \"/home/ana/src/capacity-report/report.py\", line 3, in "
            "<module>\n    import matplotlib.pyplot as plt\nModuleNotFoundError: No module named 'matplotlib'"),
        ok(".venv/bin/pip install -q -r requirements.txt && .venv/bin/python report.py --out out/capacity.png",
           "wrote out/capacity.png (1600x900)"),
    )
    T.pair("t39-mpl-backend-agg", "l-mpl-nomodule", "neither",
           "matplotlib is simply not installed in the venv: a different error, no backend involved")


FILLS = [isort_cases, spacy_cases, mpl_cases]
