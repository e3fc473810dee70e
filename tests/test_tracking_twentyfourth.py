"""Tracking (issue 24), twenty-fourth round: what tracking32's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

UNSAFE = "[concat @ 0x55] Unsafe file name '/home/d/ep41/clips/seg01.mp4'\nlist.txt: Operation not permitted"
CONCAT = gotcha("`ffmpeg -f concat -i list.txt -c copy ep41.mp4` → `list.txt: Operation not permitted`; with "
                "`-safe 0` it joined them", "Pass `-safe 0` before the input: `ffmpeg -f concat -safe 0 -i list.txt …`.")
CONCAT_SOURCE = session(("ffmpeg -f concat -i list.txt -c copy ep41.mp4", UNSAFE, True),
                        ("ffmpeg -f concat -safe 0 -i list.txt -c copy ep41.mp4", "size=147851KiB time=00:52:14", False))


def test_a_fix_a_build_runner_echoed_running_is_used():
    """`make ep42.mp4` printing its recipe line `ffmpeg … -safe 0 -i list.txt …`: the fix kept in the recipe ran,
    though the session never showed the makefile."""
    calls = lesson_calls(CONCAT, CONCAT_SOURCE.log, redact)
    later = session(("make ep42.mp4", "ffmpeg -hide_banner -y -f concat -safe 0 -i list.txt -c copy ep42.mp4\n"
                                      "size=  147851KiB time=00:47:51.30", False))
    assert verdict(CONCAT, calls, later) == (False, True)


def test_a_runners_own_lines_and_another_programs_output_are_no_use():
    """Guard: the runner's own message and the output of what it ran are not the fix echoed."""
    calls = lesson_calls(CONCAT, CONCAT_SOURCE.log, redact)
    later = session(("make ep42.mp4", "make: 'ep42.mp4' is up to date.", False),
                    ("python3 tools/pack.py", "ffmpeg -safe 0 would be needed here", False))
    assert verdict(CONCAT, calls, later) == (False, False)


UNICODE = "Error producing PDF.\n! LaTeX Error: Unicode character 신 (U+C2E0)\n               not set up for use with LaTeX."
PANDOC = gotcha("`pandoc handbook.md -o handbook.pdf` → `! LaTeX Error: Unicode character 신 (U+C2E0)`; "
                "`--pdf-engine=xelatex -V CJKmainfont=\"Noto Sans CJK KR\"` built it",
                "Use xelatex with a Korean font: `--pdf-engine=xelatex -V CJKmainfont=...`.")
PANDOC_SOURCE = session(("pandoc handbook.md -o handbook.pdf", UNICODE, True),
                        ('pandoc handbook.md -o handbook.pdf --pdf-engine=xelatex -V CJKmainfont="Noto Sans CJK KR"',
                         "", False))
BUILD_PDF = ("#!/bin/zsh\nset -eu\nfor f in spec/*.md; do\n  pandoc \"$f\" --pdf-engine xelatex \\\n"
             "    -V CJKmainfont='Noto Sans CJK KR' -V mainfont='Inter' \\\n    -o \"out/${f:t:r}.pdf\"\ndone\n")


def test_a_shown_scripts_continued_line_with_the_option_spelled_apart_is_the_fix():
    """The script the session showed runs `pandoc … --pdf-engine xelatex \\⏎ -V CJKmainfont='Noto Sans CJK KR'`: one
    command over two lines, the option's value given apart and its quotes of the other kind; the same fix."""
    calls = lesson_calls(PANDOC, PANDOC_SOURCE.log, redact)
    later = session(("cat scripts/build-pdf.sh", BUILD_PDF, False), ("./scripts/build-pdf.sh && ls out", "a.pdf", False))
    assert verdict(PANDOC, calls, later) == (False, True)


def test_an_option_spelled_apart_keeps_its_value():
    """Guard: the option spelled apart with another value is not the fix, and an option joined to its value still
    matches anywhere after the program, its value never read as a plain word in order."""
    from core.tracking.wordmatch import words_match
    assert not words_match(["pandoc", "--pdf-engine=xelatex"], ["pandoc", "a.md", "--pdf-engine", "lualatex"])
    assert words_match(["mkcert", "--cert-file=c.pem", "localhost"], ["mkcert", "localhost", "--cert-file=c.pem"])


COLUMNS = ("responses.csv:1: expected 4 columns but found 1 - filling the rest with NULL\n"
           "responses.csv:1: INSERT failed: NOT NULL constraint failed: responses.email")
IMPORT = gotcha("`sqlite3 survey.db \".import responses.csv responses\"` → `expected 4 columns but found 1 - filling the "
                "rest with NULL`", "Import in CSV mode: `.import --csv --skip 1 file table` (or start the shell with "
                "`-csv`).", symptom="`sqlite3 survey.db \".import responses.csv responses\"` loaded every row into one column")
IMPORT_SOURCE = session(('sqlite3 survey.db ".import responses.csv responses"', COLUMNS, True),
                        ('sqlite3 survey.db ".import --csv --skip 1 responses.csv responses"', "", False))


def test_an_option_beside_an_inner_command_belongs_to_the_program_it_was_given_to():
    """`-csv` beside sqlite3's own `.import` is sqlite3's option: `sqlite3 -csv inventory.db ".import …"` is the fix."""
    calls = lesson_calls(IMPORT, IMPORT_SOURCE.log, redact)
    later = session(('sqlite3 -csv inventory.db ".import --skip 1 stock.csv stock"', "", False))
    assert verdict(IMPORT, calls, later) == (False, True)


def test_the_inner_command_given_to_its_program_is_the_fix_the_text_states():
    """Guard: with no recorded calls (a lesson from `remember`), the text's `.import --csv --skip 1 …` given to sqlite3
    is still found as the fix, and `.import` without CSV mode is not."""
    from core.tracking.profile import anchors_for, signature_for
    from core.tracking.usage import judge
    lesson = gotcha("`expected 4 columns but found 1 - filling the rest with NULL`", "Import in CSV mode: `.import --csv "
                    "--skip 1 responses.csv responses`.")
    later = session(('sqlite3 fresh.db ".import --csv --skip 1 responses.csv responses"', "", False))
    assert judge(signature_for(lesson), anchors_for(lesson, ""), later, None).applied
    other = session(('sqlite3 fresh.db ".import responses.csv responses"', "", False))   # (guard: not in CSV mode)
    assert not judge(signature_for(lesson), anchors_for(lesson, ""), other, None).applied


def test_another_inner_command_of_the_program_is_not():
    """Guard: sqlite3 given `.tables` or `.import` without CSV mode did not use the fix."""
    calls = lesson_calls(IMPORT, IMPORT_SOURCE.log, redact)
    later = session(('sqlite3 inventory.db ".tables"', "stock", False),
                    ('sqlite3 inventory.db ".import stock.tsv stock"', "", False))
    assert verdict(IMPORT, calls, later) == (False, False)


def test_fishs_and_joins_a_command_that_runs():
    """fish's `createdb x; and psql …` runs psql: `and`, `or` and `not` are no programs."""
    from core.tracking.commands import command_segments
    segs = command_segments("fish -c 'createdb a; and psql -d a -f dump.sql; or echo failed'")
    assert ["psql", "-d", "a", "-f", "dump.sql"] in segs and ["echo", "failed"] in segs
    assert not any(seg[0] in ("and", "or") for seg in segs)


NO_VENV = ("💥 maturin failed\n  Caused by: Couldn't find a virtualenv or conda environment, but you need one to use "
           "this command.")
MATURIN = gotcha("`maturin develop --release` → `Couldn't find a virtualenv or conda environment`; "
                 "`source venv/bin/activate && maturin develop --release` installed it",
                 "Activate the environment in the same command (`source venv/bin/activate && maturin develop`).")
MATURIN_SOURCE = session(("maturin develop --release", NO_VENV, True),
                         ("source venv/bin/activate && maturin develop --release", "🛠 Installed fastbloom-0.3.1", False))


def test_another_shells_activation_script_activates_the_same_environment():
    """fish's `source venv/bin/activate.fish; and maturin develop -r` is the lesson's `source venv/bin/activate &&
    maturin develop`; so is PowerShell running `.venv\\Scripts\\Activate.ps1`."""
    calls = lesson_calls(MATURIN, MATURIN_SOURCE.log, redact)
    later = session(("fish -c 'source venv/bin/activate.fish; and maturin develop -r'", "🛠 Installed fastbloom", False))
    assert verdict(MATURIN, calls, later) == (False, True)
    from core.tracking.commands import command_segments
    from core.tracking.wordmatch import words_match
    ran = command_segments(r".venv\Scripts\Activate.ps1; maturin develop")[0]
    assert ran == ["source", ".venv/Scripts/Activate.ps1"] and words_match(["source", ".venv/bin/activate"], ran)


def test_a_lesson_naming_one_shells_script_wants_that_one():
    """Guard: for fish, `activate.fish` is the fix and the plain `bin/activate` the trap; they stay apart."""
    from core.tracking.wordmatch import words_match
    assert not words_match(["source", ".venv/bin/activate.fish"], ["source", ".venv/bin/activate"])
    assert not words_match(["source", "venv/bin/activate"], ["source", "other/bin/activate.fish"])


def test_a_script_named_activate_elsewhere_is_not_an_environment():
    """Guard: `./activate.sh` or `bin/activate-license` is no virtual environment's activation."""
    from core.tracking.commands import command_segments
    assert command_segments("./scripts/activate.sh")[0][0] == "scripts/activate.sh"
    assert command_segments("tools/bin/activate-license --key x")[0][0] == "tools/bin/activate-license"


HOOK = "fish: The file “.husky/pre-commit” is not executable by this user"
HUSKY = gotcha(f"`.husky/pre-commit` → `{HOOK}`", "Make every hook executable and record the mode in git: `chmod +x "
               ".husky/<hook>` and `git update-index --chmod=+x .husky/<hook>`.")


def test_the_first_step_of_a_stated_chain_the_fix_call_ran_is_its_fix():
    """The fix call `git reset --soft HEAD~1; and chmod +x x; and git update-index --chmod=+x x` runs the lesson's two
    steps: the first, `chmod +x`, made the hook run; recording its mode in git came after. A later `chmod +x` of a new
    hook before `git add` is the fix used."""
    source = session((".husky/pre-commit", HOOK, True),
                     ("git reset --soft HEAD~1; and chmod +x .husky/pre-commit; and git update-index --chmod=+x "
                      ".husky/pre-commit", "", False))
    calls = lesson_calls(HUSKY, source.log, redact)
    assert calls.fix_words[:2] == ("chmod", "+x")
    later = session(("chmod +x .husky/commit-msg; and git add .husky/commit-msg", "", False),
                    ('git commit -m "build: lint"', "create mode 100755 .husky/commit-msg", False))
    assert verdict(HUSKY, calls, later) == (False, True)


LOCKED = "Error: source file could not be loaded"
SOFFICE = gotcha("`soffice --headless --convert-to pdf --outdir out a.docx` wrote nothing while LibreOffice was open: "
                 "`ls: cannot access 'out/*.pdf': No such file or directory`",
                 "Give the conversion its own profile: `soffice -env:UserInstallation=file:///tmp/lo-convert --headless "
                 "--convert-to pdf …`.")
SOFFICE_SOURCE = session(("soffice --headless --convert-to pdf --outdir out a.docx", "", False),
                         ("ls out/*.pdf", "ls: cannot access 'out/*.pdf': No such file or directory", True),
                         ("soffice -env:UserInstallation=file:///tmp/lo-convert --headless --convert-to pdf --outdir out "
                          "a.docx", "convert a.docx -> out/a.pdf using filter : writer_pdf_Export", False))


def test_an_alias_the_session_saw_defined_runs_what_it_stands_for():
    """`grep lo2pdf ~/.zshrc` showed `alias lo2pdf='soffice -env:UserInstallation=… --headless …'`; `zsh -ic 'lo2pdf
    …'` ran it, with the lesson's own profile option."""
    calls = lesson_calls(SOFFICE, SOFFICE_SOURCE.log, redact)
    later = session(("grep lo2pdf ~/.zshrc", "alias lo2pdf='soffice -env:UserInstallation=file:///tmp/lo-convert "
                                            "--headless --convert-to pdf'", False),
                    ("zsh -ic 'lo2pdf --outdir out letters/*.odt' && ls out", "offer-kim.pdf", False))
    assert verdict(SOFFICE, calls, later) == (False, True)


def test_an_unseen_alias_is_only_its_name():
    """Guard: without the definition shown, `lo2pdf` is a program of its own."""
    calls = lesson_calls(SOFFICE, SOFFICE_SOURCE.log, redact)
    later = session(("zsh -ic 'lo2pdf --outdir out letters/*.odt' && ls out", "offer-kim.pdf", False))
    assert verdict(SOFFICE, calls, later) == (False, False)


def test_an_option_given_a_path_stays_in_the_recorded_fix():
    """`-env:UserInstallation=file:///tmp/lo-convert` is the fix, the folder whichever the session picked: the recorded
    words keep the option with a made-up name for its path, not drop it as a path worked on."""
    calls = lesson_calls(SOFFICE, SOFFICE_SOURCE.log, redact)
    assert "-env:UserInstallation=<path>" in calls.fix_words


def test_a_setting_option_of_one_dash_must_be_given_for_the_fix_to_be_used():
    """A container converting with plain `soffice --headless --convert-to pdf` holds most of the fix's words but not
    the profile option that is the lesson: not the fix used."""
    calls = lesson_calls(SOFFICE, SOFFICE_SOURCE.log, redact)
    later = session(('docker run --rm -v "$PWD":/data -w /data lo:latest soffice --headless --convert-to pdf --outdir '
                     'out in/Q-1001.docx', "convert /data/in/Q-1001.docx -> /data/out/Q-1001.pdf", False))
    assert verdict(SOFFICE, calls, later) == (False, False)


def test_a_setting_option_passed_on_is_given():
    """`-J-XX:MaxMetaspaceSize=1G` for sbt is the JVM's `-XX:MaxMetaspaceSize=1G` set in SBT_OPTS."""
    from core.tracking.fixterms import FixWords, holds, words_of
    fix = FixWords(frozenset({"sbt", "-j-xx:maxmetaspacesize=1g", "maxmetaspacesize"}),
                   settings=frozenset({"-j-xx:maxmetaspacesize"}))
    assert holds(fix, words_of("SBT_OPTS='-Xmx3G -XX:MaxMetaspaceSize=1G' sbt 'Test/compile'"))
    assert not holds(fix, words_of("SBT_OPTS='-Xmx3G' sbt 'Test/compile' # maxmetaspacesize"))


SHORT = ('Error: short-name "postgres:16" did not resolve to an alias and no unqualified-search registries are defined '
         'in "/etc/containers/registries.conf"')
PODMAN = gotcha(f"`podman run -d --name pg -p 5432:5432 postgres:16` → `{SHORT}`",
                "Use the fully qualified name (`docker.io/library/postgres:16`).")
PODMAN_SOURCE = session(("podman run -d --name pg -p 5432:5432 postgres:16", f"Exit code 125\n{SHORT}", True),
                        ("podman run -d --name pg -p 5432:5432 docker.io/library/postgres:16", "9c2f4e71b0d8", False))


def test_a_name_the_failing_call_gave_qualified_is_a_fix_for_any_name():
    """`docker.io/library/postgres:16` for `postgres:16`: the qualifying part is the fix, the image the session's own;
    and `-d`, which the failing call had too, is where it ran, not the fix."""
    calls = lesson_calls(PODMAN, PODMAN_SOURCE.log, redact)
    assert calls.fix_words == ("podman", "run", "docker.io/library/<name>")
    later = session(("sudo podman run --rm docker.io/library/alpine:3.20 cat /etc/alpine-release", "3.20.3", False))
    assert verdict(PODMAN, calls, later) == (False, True)


def test_the_unqualified_name_again_is_no_use_of_the_fix():
    """Guard: another short name run plainly is not the fix (it fails, or it resolves through an alias)."""
    calls = lesson_calls(PODMAN, PODMAN_SOURCE.log, redact)
    later = session(("podman run --rm alpine:3.20 cat /etc/alpine-release", "3.20.3", False))
    assert verdict(PODMAN, calls, later)[1] is False


def test_a_new_flag_the_failing_call_lacked_stays_the_fix():
    """Guard: `npm install x --legacy-peer-deps` after `npm install x`: the new flag is the fix, kept."""
    from core.tracking.fixwords import carried
    seg = ["npm", "install", "react-query@3", "--legacy-peer-deps"]
    assert carried(seg, [["npm", "install", "react-query@3"]]) == {2}
    assert carried(["npm", "install", "-D", "x", "--force"], [["npm", "install", "-D", "x"]]) == {2, 3}
