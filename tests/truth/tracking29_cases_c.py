"""tracking29, part c: codespell flagging a project's identifiers as typos, and lcov 2.x turning gcc's function
end-line mismatches into errors. The labelling rules are in tracking29_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking29_cases import T, edit, say, sh, u, write

# ---------------------------------------------------------------- codespell and identifiers (bash, PowerShell)


def codespell_source() -> None:
    T.source(
        "s-codespell-ci", "/home/ana/geoarrow-tools", "2025-05-12T11:00:00Z", "ci/spelling",
        u("The new spelling job in CI fails. The words it flags are our own names (nd for dimensions, hist for "
          "histogram), not typos. Make the job pass without renaming things."),
        sh("codespell src docs", "src/geoarrow_tools/ops.py:41: nd ==> and, 2nd\n"
           "src/geoarrow_tools/ops.py:88: nd ==> and, 2nd\ndocs/api.md:12: hist ==> heist, his", True),
        sh("codespell -L nd,hist src docs", ""),
        say("Those are the only hits. I'll put the list in .codespellrc so CI and local runs share it."),
        write("/home/ana/geoarrow-tools/.codespellrc", "[codespell]\nskip = *.ipynb,./build\n"
              "ignore-words-list = nd,hist\n"),
        sh("codespell src docs && echo spelling ok", "spelling ok"),
    )
    T.lesson(
        "t29-codespell-words", "project", "en", "s-codespell-ci", "tool_quirk",
        "codespell fails CI on short identifiers like nd and hist; list them instead of renaming",
        "`codespell src docs` exits non-zero with `nd ==> and, 2nd` and `hist ==> heist, his` on variable names "
        "in the source and the API docs.",
        "The hits look like typos to fix, and renaming `nd` across the code base is the tempting answer; they "
        "are deliberate names that codespell's dictionary happens to list as misspellings.",
        "codespell checks every word against its misspelling dictionary with no idea of identifiers, so short "
        "abbreviations match dictionary entries.",
        "Tell codespell to ignore the words: `codespell -L nd,hist` (long form `--ignore-words-list=nd,hist`), "
        "or for every run and CI put `ignore-words-list = nd,hist` under `[codespell]` in `.codespellrc` (or "
        "under `[tool.codespell]` in pyproject.toml).",
        ["`codespell src docs`: `src/geoarrow_tools/ops.py:41: nd ==> and, 2nd`, `docs/api.md:12: hist ==> heist, "
         "his`", "`codespell -L nd,hist src docs` printed nothing; once `.codespellrc` listed the words, "
         "`codespell src docs && echo spelling ok` printed `spelling ok`"],
    )


def codespell_later_a() -> None:
    T.later(
        "l-codespell-rasterkit", "/home/ana/rasterkit", "2025-06-09T10:30:00Z", "feat/tiles",
        u("Run the spelling check on rasterkit before I open the PR."),
        sh("codespell rasterkit tests", "rasterkit/tiling.py:17: te ==> the, be, we, to\n"
           "rasterkit/tiling.py:52: te ==> the, be, we, to\ntests/test_tiling.py:9: te ==> the, be, we, to", True),
        say("`te` is the tile-extent tuple used throughout tiling.py, not a typo. Adding it to the ignore list."),
        sh("codespell -L te rasterkit tests", ""),
    )
    T.pair("t29-codespell-words", "l-codespell-rasterkit", "recurred",
           "codespell flags another project identifier (te) as a typo before -L te is added")
    T.later(
        "l-codespell-long", "/home/ana/geoarrow-tools", "2025-06-18T09:00:00Z", "feat/reproject",
        u("Spell-check the new reprojection module and its notebook export."),
        sh("codespell --ignore-words-list=nd,hist,crs src/geoarrow_tools/reproject.py docs/reproject.md", ""),
        say("Clean."),
    )
    T.pair("t29-codespell-words", "l-codespell-long", "applied",
           "--ignore-words-list, the long form the lesson names, is used and codespell passes")
    T.later(
        "l-codespell-pyproject", "C:\\Users\\ana\\src\\geoarrow-win", "2025-07-02T14:10:00Z", "chore/pyproject",
        u("PowerShell on Windows. Move the codespell settings into pyproject.toml and run it."),
        edit("C:\\Users\\ana\\src\\geoarrow-win\\pyproject.toml", "[tool.ruff]\n",
             "[tool.codespell]\nignore-words-list = \"nd,hist\"\nskip = \"*.ipynb\"\n\n[tool.ruff]\n"),
        sh("codespell src docs; if ($LASTEXITCODE -eq 0) { 'spelling ok' }", "spelling ok"),
    )
    T.pair("t29-codespell-words", "l-codespell-pyproject", "applied",
           "the ignore list goes into [tool.codespell] in pyproject.toml and the plain run passes")
    T.later(
        "l-codespell-real-typo", "/home/ana/geoarrow-tools", "2025-07-14T16:00:00Z", "docs/intro",
        u("Spell-check the new intro page."),
        sh("codespell docs/intro.md", "docs/intro.md:3: recieve ==> receive\ndocs/intro.md:19: wich ==> which",
           True),
        edit("/home/ana/geoarrow-tools/docs/intro.md", "recieve", "receive"),
        edit("/home/ana/geoarrow-tools/docs/intro.md", "wich", "which"),
        sh("codespell docs/intro.md", ""),
    )
    T.pair("t29-codespell-words", "l-codespell-real-typo", "neither",
           "codespell finds real typos, not identifiers; they are fixed in the text, no ignore list")


def codespell_later_b() -> None:
    T.later(
        "l-codespell-precommit", "/home/ana/rasterkit", "2025-07-30T11:45:00Z", "chore/hooks",
        u("Add codespell to our pre-commit config with the same ignore list as CI and run it on everything."),
        edit("/home/ana/rasterkit/.pre-commit-config.yaml", "repos:\n",
             "repos:\n  - repo: https://github.com/codespell-project/codespell\n    rev: v2.3.0\n    hooks:\n"
             "      - id: codespell\n        args: [-L, \"te,nd\"]\n"),
        sh("pre-commit run codespell --all-files", "codespell................................................"
           "................Passed"),
    )
    T.pair("t29-codespell-words", "l-codespell-precommit", "applied",
           "the hook config the session writes passes -L te,nd to codespell and the run passes")
    T.later(
        "l-codespell-docs-only", "/home/ana/geoarrow-tools", "2025-08-08T10:20:00Z", "docs/contrib",
        u("Explain in CONTRIBUTING how to deal with spelling false positives."),
        write("/home/ana/geoarrow-tools/CONTRIBUTING.md",
              "## Spelling\n\nCI runs codespell. If it flags a name on purpose, add it with `codespell -L word` "
              "locally and to `ignore-words-list` in `.codespellrc`.\n"),
    )
    T.pair("t29-codespell-words", "l-codespell-docs-only", "neither",
           "the -L advice is only written into CONTRIBUTING.md; codespell is not run")
    T.later(
        "l-codespell-april", "/home/ana/geoarrow-tools", "2025-04-24T08:30:00Z", "main",
        u("Try codespell on the repo."),
        sh("codespell src", "src/geoarrow_tools/ops.py:41: nd ==> and, 2nd", True),
        sh("codespell -L nd src", ""),
    )
    T.pair("t29-codespell-words", "l-codespell-april", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- lcov 2.x and end-line mismatches (bash)

CAPTURE = ("Capturing coverage data from build\nFound gcov version: 13.2.0\nUsing intermediate gcov format\n"
           "Scanning build for .gcda files ...\nFound 14 data files in build\n")


def lcov_source() -> None:
    T.source(
        "s-lcov-mismatch", "/home/lee/rtfilter", "2025-05-13T15:20:00Z", "ci/coverage",
        u("Since the runner moved to Ubuntu 24.04 the coverage step fails. Get the lcov capture working again."),
        sh("lcov --capture --directory build --output-file coverage.info",
           CAPTURE + "Processing build/src/CMakeFiles/rtfilter.dir/biquad.cpp.gcda\n"
           "geninfo: ERROR: mismatched end line for _ZN8rtfilter6Biquad7processEf at "
           "/home/lee/rtfilter/src/biquad.cpp:27: 27 -> 41\n"
           "\t(use \"geninfo --ignore-errors mismatch ...\" to bypass this error)", True),
        sh("lcov --version && gcc --version | head -1", "lcov: LCOV version 2.0-1\ngcc (Ubuntu 13.2.0-23ubuntu4) "
           "13.2.0"),
        say("lcov 2.0 makes gcc 13's function end-line disagreements fatal; 1.x only warned. The data is fine, "
            "so the mismatch category can be ignored."),
        sh("lcov --capture --directory build --output-file coverage.info --ignore-errors mismatch",
           CAPTURE + "Finished .info-file creation\nSummary coverage rate:\n"
           "  lines......: 87.4% (612 of 700 lines)\n  functions......: 91.2% (83 of 91 functions)"),
    )
    T.lesson(
        "t29-lcov-mismatch", "global", "en", "s-lcov-mismatch", "tool_quirk",
        "lcov 2 stops on `mismatched end line` with gcc 13 unless the mismatch category is ignored",
        "`lcov --capture` aborts with `geninfo: ERROR: mismatched end line for <function> at <file>:<line>` on "
        "a build that captured fine with lcov 1.x.",
        "It looks like stale .gcda files or a broken build, and a clean rebuild does not help.",
        "lcov 2.0 treats inconsistencies between gcov's function ranges and its own as errors; gcc 13 reports "
        "end lines lcov disagrees with.",
        "Add `--ignore-errors mismatch` to the capture, or set it for every run in an lcovrc: "
        "`ignore_errors = mismatch` in `~/.lcovrc` or a file passed with `--config-file`.",
        "`geninfo: ERROR: mismatched end line for _ZN8rtfilter6Biquad7processEf` from `lcov --capture --directory "
        "build --output-file coverage.info`; adding `--ignore-errors mismatch` finished with `Summary coverage "
        "rate`.",
    )


def lcov_later_a() -> None:
    T.later(
        "l-lcov-fedora-dsp", "/srv/ci/libdsp", "2025-06-06T13:00:00Z", "release/0.9",
        u("Fedora 40 runner: the coverage job of libdsp is red. Fix it."),
        sh("lcov -c -d _build -o cov.info",
           "Capturing coverage data from _build\nFound gcov version: 14.1.1\nProcessing _build/fir.cpp.gcda\n"
           "geninfo: ERROR: mismatched end line for _ZN3dsp3Fir5applyEPKfPfm at /srv/ci/libdsp/src/fir.cpp:88: "
           "88 -> 102\n\t(use \"geninfo --ignore-errors mismatch ...\" to bypass this error)", True),
        sh("lcov -c -d _build -o cov.info --ignore-errors mismatch",
           "Capturing coverage data from _build\nFinished .info-file creation\nSummary coverage rate:\n"
           "  lines......: 79.0% (1210 of 1532 lines)"),
    )
    T.pair("t29-lcov-mismatch", "l-lcov-fedora-dsp", "recurred",
           "the mismatched end line error comes back in another project and gcc before the flag fixes it")
    T.later(
        "l-lcov-rcfile", "/home/lee/rtfilter", "2025-06-16T10:40:00Z", "ci/lcovrc",
        u("Put the lcov settings in a file in the repo instead of flags in the CI script, then capture."),
        write("/home/lee/rtfilter/.lcovrc", "ignore_errors = mismatch\nbranch_coverage = 1\n"),
        sh("lcov --config-file .lcovrc --capture --directory build --output-file coverage.info",
           CAPTURE + "Finished .info-file creation\nSummary coverage rate:\n  lines......: 88.1% (617 of 700 lines)\n"
           "  branches...: 71.3% (229 of 321 branches)"),
    )
    T.pair("t29-lcov-mismatch", "l-lcov-rcfile", "applied",
           "ignore_errors = mismatch goes into an lcovrc passed with --config-file; the capture succeeds")
    T.later(
        "l-lcov-unused", "/home/lee/rtfilter", "2025-06-27T09:15:00Z", "ci/exclude",
        u("Exclude third-party code from the coverage report."),
        sh("lcov --remove coverage.info '*/third_party/*' '/usr/*' --output-file coverage.filtered.info",
           "Excluding /usr/include/c++/13/bits/stl_vector.h\nlcov: ERROR: 'exclude' pattern '*/third_party/*' is "
           "unused.\n\t(use \"lcov --ignore-errors unused ...\" to bypass this error)", True),
        sh("lcov --remove coverage.info '/usr/*' --output-file coverage.filtered.info",
           "Excluding /usr/include/c++/13/bits/stl_vector.h\nSummary coverage rate:\n  lines......: 88.3%"),
    )
    T.pair("t29-lcov-mismatch", "l-lcov-unused", "neither",
           "a different lcov error (unused exclude pattern); no end-line mismatch and no --ignore-errors mismatch")


def lcov_later_b() -> None:
    T.later(
        "l-lcov-script", "/home/lee/rtfilter", "2025-07-10T08:00:00Z", "ci/coverage-script",
        u("Wrap the whole coverage run into scripts/coverage.sh and run it locally."),
        write("/home/lee/rtfilter/scripts/coverage.sh",
              "#!/bin/sh\nset -e\nctest --test-dir build\nlcov --capture --directory build --output-file "
              "coverage.info --ignore-errors mismatch\ngenhtml coverage.info --output-directory coverage-html\n"),
        sh("sh scripts/coverage.sh", "100% tests passed, 0 tests failed out of 37\n" + CAPTURE +
           "Finished .info-file creation\nOverall coverage rate:\n  lines......: 87.4% (612 of 700 lines)"),
    )
    T.pair("t29-lcov-mismatch", "l-lcov-script", "applied",
           "the script the session writes and runs passes --ignore-errors mismatch to lcov")
    T.later(
        "l-lcov-list-only", "/home/lee/rtfilter", "2025-07-21T12:30:00Z", "main",
        u("Which files have the lowest line coverage in yesterday's coverage.info?"),
        sh("lcov --list coverage.info | sort -k2 -n | head -4",
           "src/resample.cpp   |41.2%    85| 66.7%     6|    -      0\nsrc/window.cpp     |58.0%    50| 80.0%     5|"
           "    -      0"),
        say("resample.cpp (41%) and window.cpp (58%) are the weakest."),
    )
    T.pair("t29-lcov-mismatch", "l-lcov-list-only", "neither",
           "lcov only lists an existing report; no capture, no mismatch error")
    T.later(
        "l-lcov-april", "/home/lee/rtfilter", "2025-04-25T16:00:00Z", "spike/ubuntu24",
        u("Try the coverage step on an Ubuntu 24.04 container."),
        sh("lcov --capture --directory build --output-file coverage.info",
           CAPTURE + "geninfo: ERROR: mismatched end line for _ZN8rtfilter6Window5applyEv at "
           "/home/lee/rtfilter/src/window.cpp:12: 12 -> 30", True),
        say("lcov 2 problem; leaving the runner on 22.04 for now."),
    )
    T.pair("t29-lcov-mismatch", "l-lcov-april", "neither", "dated before the lesson's source session")


def later_c() -> None:
    T.later(
        "l-codespell-rename", "C:\\Users\\ana\\src\\meshio-lite", "2025-08-19T09:30:00Z", "fix/spelling",
        u("PowerShell. The spelling job fails on meshio-lite; we'd rather rename the variable than keep an ignore "
          "list."),
        sh("codespell src", "src\\meshio_lite\\cells.py:23: nnumber ==> number\n"
           "src\\meshio_lite\\cells.py:71: ot ==> to, of, or, not, it", True),
        edit("C:\\Users\\ana\\src\\meshio-lite\\src\\meshio_lite\\cells.py", "ot = ", "order_tag = "),
        edit("C:\\Users\\ana\\src\\meshio-lite\\src\\meshio_lite\\cells.py", "nnumber", "number"),
        sh("codespell src; if ($LASTEXITCODE -eq 0) { 'spelling ok' }", "spelling ok"),
    )
    T.pair("t29-codespell-words", "l-codespell-rename", "recurred",
           "codespell flags a project identifier (ot) in another repository; renamed instead of ignored")
    T.later(
        "l-lcov-runner-pin", "/srv/ci/imgproc", "2025-08-21T14:00:00Z", "ci/coverage",
        u("imgproc's coverage job broke on the new runner image. Get CI green today, whatever is quickest."),
        sh("lcov --capture --directory out --output-file lcov.info",
           "Capturing coverage data from out\nFound gcov version: 14.2.0\nProcessing out/blur.cpp.gcda\n"
           "geninfo: ERROR: mismatched end line for _ZN7imgproc4blurERKNS_5ImageEi at /srv/ci/imgproc/src/"
           "blur.cpp:40: 40 -> 66\n\t(use \"geninfo --ignore-errors mismatch ...\" to bypass this error)", True),
        edit("/srv/ci/imgproc/.gitlab-ci.yml", "image: gcc:14", "image: gcc:12"),
        say("Pinned the coverage job back to the gcc:12 image it passed on last week."),
    )
    T.pair("t29-lcov-mismatch", "l-lcov-runner-pin", "recurred",
           "the mismatched end line error returns in another project; the image is pinned back instead")


FILLS: list[Callable[[], None]] = [codespell_source, codespell_later_a, codespell_later_b, lcov_source,
                                   lcov_later_a, lcov_later_b, later_c]
