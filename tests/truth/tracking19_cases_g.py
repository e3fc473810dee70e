"""The cases of the nineteenth tracking corpus, part seven: Typst refusing to read a file outside the project root
(fixed with `--root`), and the pairs that cross lessons (a later session of one topic against another lesson).
Rules: tracking19_cases.py."""
from __future__ import annotations

from tests.truth.tracking19_cases import T, bash
from tests.truth.tracking19_cases_e import cross_pairs_ij

# ---------------------------------------------------------------- m: typst compile --root

TYPST_ROOT = """error: failed to load file (access denied)
  ┌─ chapters/main.typ:4:7
  │
4 │ #image("../figures/pipeline.svg", width: 80%)
  │        ^^^^^^^^^^^^^^^^^^^^^^^^^^
  │
  = hint: cannot read file outside of project root
  = hint: you can adjust the project root with the --root argument"""


def lesson_m() -> None:
    T.source("s-typst-root", "/home/ana/thesis", "2025-05-27T19:00:00Z", "ch3-methods",
             ("user", "Compile the thesis to out/thesis.pdf, the pipeline figure is new."),
             bash("typst compile chapters/main.typ out/thesis.pdf", TYPST_ROOT, True),
             ("say", "Typst takes the main file's directory (chapters/) as the root and won't read ../figures. "
                     "Setting the root to the repository."),
             bash("typst compile --root . chapters/main.typ out/thesis.pdf && ls -la out/thesis.pdf",
                  "-rw-r--r-- 1 ana ana 1843211 May 27 19:01 out/thesis.pdf"))
    T.lesson("t19-typst-root", "project", "en", "s-typst-root", "tool_quirk",
             "Typst can't read ../figures from chapters/main.typ unless the root is set",
             "`typst compile chapters/main.typ out/thesis.pdf` failed with `failed to load file (access denied)` "
             "and `cannot read file outside of project root`.",
             "Copying the figures into chapters/ or switching to absolute paths.",
             "Without --root, Typst uses the directory of the input file as the project root and refuses every "
             "path above it.",
             "Compile from the repo root with `typst compile --root . chapters/main.typ out/thesis.pdf` (or set "
             "`TYPST_ROOT` to the repository).",
             ["`failed to load file (access denied)`", "`cannot read file outside of project root`",
              "`typst compile --root . chapters/main.typ out/thesis.pdf`"])


def later_m() -> None:
    cwd = "/home/ana/thesis"
    T.later("l-typst-rootup", "/home/ana/thesis/chapters", "2025-06-07T20:00:00Z", "ch4-results",
            ("user", "I'm in chapters/. Build the pdf into ../out."),
            bash("typst compile --root .. main.typ ../out/thesis.pdf && ls ../out",
                 "thesis.pdf"),
            ("say", "Built."))
    T.pair("t19-typst-root", "l-typst-rootup", "applied",
           "the root is given (--root ..) on the first compile; no access-denied error")

    T.later("l-typst-envvar", cwd, "2025-06-14T18:30:00Z", "defense-slides",
            ("user", "The defence slides reuse the thesis figures. Compile slides/deck.typ."),
            bash("TYPST_ROOT=$PWD typst compile slides/deck.typ out/deck.pdf && ls out", "deck.pdf\nthesis.pdf"),
            ("say", "deck.pdf built with the shared figures."))
    T.pair("t19-typst-root", "l-typst-envvar", "applied",
           "the root is set through TYPST_ROOT (the lesson's other form) before compiling; no error")

    T.later("l-typst-recur", cwd, "2025-06-21T21:10:00Z", "defense-slides",
            ("user", "Make a handout version of the slides."),
            bash("typst compile slides/handout.typ out/handout.pdf",
                 TYPST_ROOT.replace("chapters/main.typ:4:7", "slides/handout.typ:12:3")
                 .replace("4 │", "12 │").replace("pipeline.svg\", width: 80%", "results-f1.svg\", width: 60%"), True),
            ("say", "The handout reads ../figures like the deck does, so it needs the repo as root. I'll leave the "
                    "build command for you to pick: a Makefile target or TYPST_ROOT?"))
    T.pair("t19-typst-root", "l-typst-recur", "recurred",
           "compiling slides/handout.typ fails with 'access denied' / 'cannot read file outside of project root'")

    T.later("l-typst-pasted", cwd, "2025-06-28T22:00:00Z", "ch5-discussion",
            ("user", "My editor preview shows this, the terminal build works though:\n\n```\nerror: failed to load "
                     "file (access denied)\n  ┌─ chapters/discussion.typ:9:2\n  = hint: cannot read file outside of "
                     "project root\n```\n\nCan the preview use the repo root?"),
            ("write", "/home/ana/thesis/.vscode/settings.json", "{\n  \"tinymist.rootPath\": \"${workspaceFolder}\"\n}\n"),
            ("say", "Set tinymist's root to the workspace folder; reopen the preview."))
    T.pair("t19-typst-root", "l-typst-pasted", "recurred",
           "the person pastes the same access-denied / outside-project-root error from the editor preview")

    T.later("l-typst-unknownvar", cwd, "2025-07-05T19:40:00Z", "ch4-results",
            ("user", "compile, I added the results table"),
            bash("typst compile --root . chapters/main.typ out/thesis.pdf",
                 "error: unknown variable: fig\n  ┌─ chapters/results.typ:22:3\n   │\n22 │   fig.caption\n   │"
                 "   ^^^", True),
            ("edit", "/home/ana/thesis/chapters/results.typ", "  fig.caption", "  figure.caption"),
            bash("typst compile --root . chapters/main.typ out/thesis.pdf", ""))
    T.pair("t19-typst-root", "l-typst-unknownvar", "applied",
           "--root . is given from the first compile; the unknown-variable error that follows is a different failure")

    T.later("l-typst-typo", cwd, "2025-07-12T20:15:00Z", "ch3-methods",
            ("user", "there's a missing figure error"),
            bash("cd chapters && typst compile main.typ /tmp/t.pdf --root ..",
                 "error: file not found (searched at /home/ana/thesis/figures/pipline.svg)\n  ┌─ main.typ:4:7\n  │\n"
                 "4 │ #image(\"../figures/pipline.svg\", width: 80%)\n  │        ^^^^^^^^^^^^^^^^^^^^^^^^^", True),
            ("edit", "/home/ana/thesis/chapters/main.typ", "pipline.svg", "pipeline.svg"),
            bash("cd chapters && typst compile main.typ /tmp/t.pdf --root ..", ""))
    T.pair("t19-typst-root", "l-typst-typo", "applied",
           "the root is set (--root ..) from the start; the file-not-found that follows is a typo, not access denied")

    T.later("l-typst-fonts", cwd, "2025-07-19T18:00:00Z", "main",
            ("user", "Which fonts can typst see? I want Source Serif."),
            bash("typst fonts | grep -i source", "Source Code Pro\nSource Serif 4"),
            ("say", "Source Serif 4 is available."))
    T.pair("t19-typst-root", "l-typst-fonts", "neither",
           "typst only lists fonts; nothing is compiled, no root given, no error")

    T.later("l-typst-before", cwd, "2025-04-27T19:00:00Z", "main",
            ("user", "compile"),
            bash("typst compile chapters/main.typ out/thesis.pdf", TYPST_ROOT, True))
    T.pair("t19-typst-root", "l-typst-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


def cross_pairs() -> None:
    """Later sessions of one topic against another lesson: the words or the program are near, the lesson's
    failure and fix are not there."""
    cross_pairs_ij()
    T.pair("t19-molecule-docker-driver", "l-buildx-recur", "neither",
           "a docker buildx driver error, not Molecule's missing docker driver; molecule never runs")
    T.pair("t19-buildx-container-driver", "l-molecule-recur", "neither",
           "Molecule can't find its docker driver plugin; no buildx build")
    T.pair("t19-vagrant-autocorrect", "l-direnv-pgdown", "neither",
           "Postgres refusing connections on port 5432 is not a Vagrant port collision; vagrant never runs")
    T.pair("t19-conda-activate", "l-sphinx-recur", "neither",
           "a venv without the package, not conda activate; conda never runs")
    T.pair("t19-idf-export", "l-conda-recur", "neither",
           "conda activate failing, not idf.py missing; no ESP-IDF")
    T.pair("t19-earthly-privileged", "l-buildx-execformat", "neither",
           "docker run --privileged for binfmt is not an Earthly privileged target; earthly never runs")
