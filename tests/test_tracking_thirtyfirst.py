"""Tracking (issue 24), thirty-first round: what tracking39's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.lessons.model import Entry, from_model
from core.tracking.commands import command_segments
from core.tracking.fixsteps import acts, other_act
from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict
from tests.test_tracking_thirtieth import later


def lesson(**fields: object) -> Entry:
    """A gotcha as an extraction model writes it, with these fields."""
    item: dict[str, object] = {"kind": "gotcha", "category": "env_setup", "scope": "global", "title": "A trap",
                               "trap": "Trusting the environment", "confidence": "high", **fields}
    return from_model(item, project="", session_id="source", date="2026-01-01")


# --- an error class tagged with another code is another failure ---------------------------------------------------

E050 = ("Traceback (most recent call last):\n  File \"/srv/tagger/tag.py\", line 14, in <module>\n"
        "    nlp = spacy.load(\"ko_core_news_sm\")\n"
        "OSError: [E050] Can't find model 'ko_core_news_sm'. It doesn't seem "
        "to be a Python package or a valid path to a data directory.")
E941 = ("Traceback (most recent call last):\n  File \"/srv/ner/ner.py\", line 5, in <module>\n"
        "    nlp = spacy.load(\"en\")\n"
        "OSError: [E941] Can't find model 'en'. It looks like you're trying to load a model from a shortcut, which is "
        "obsolete as of spaCy v3.0.")
SPACY = gotcha("`python -m tagger.tag data/sample.jsonl` -> `OSError: [E050] Can't find model 'ko_core_news_sm'`; "
               "`python -m spacy download ko_core_news_sm` -> `Download and installation successful`",
               "Run `python -m spacy download <model>` in the same venv.")
SPACY_SOURCE = session(("python -m tagger.tag data/sample.jsonl", E050, True),
                       ("python -m spacy download ko_core_news_sm", "Download and installation successful", False))


def test_the_same_class_of_error_with_another_code_is_another_failure():
    """spaCy's `[E941]` (a shortcut name, obsolete) is not its `[E050]` (a model not installed), though both say
    "Can't find model '<name>'"."""
    calls = lesson_calls(SPACY, SPACY_SOURCE.log, redact)
    assert verdict(SPACY, calls, session(("python ner.py samples.txt", E941, True)))[0] is False


def test_guard_the_same_code_with_another_name_is_the_failure_again():
    calls = lesson_calls(SPACY, SPACY_SOURCE.log, redact)
    again = E050.replace("ko_core_news_sm", "de_core_news_md")
    assert verdict(SPACY, calls, session(("python -m tagger.tag data/other.jsonl", again, True)))[0] is True


LISTENER = "Unhandled exception. System.Net.HttpListenerException ({}): {}"
URLACL = gotcha("`dotnet run --project src/Agent` -> `System.Net.HttpListenerException (5): Access is denied.`",
                "Reserve the prefix once: `netsh http add urlacl url=http://+:8080/ user=DOMAIN\\user`.")
URLACL_SOURCE = session(("dotnet run --project src/Agent", LISTENER.format(5, "Access is denied."), True))


def test_a_win32_code_after_the_exception_class_tells_the_failure():
    """`HttpListenerException (183)`, a prefix another process registered, is not `(5)`, access denied."""
    calls = lesson_calls(URLACL, URLACL_SOURCE.log, redact)
    taken = LISTENER.format(183, "Failed to listen on prefix 'http://+:8080/' because it conflicts with an existing "
                                 "registration on the machine.")
    assert verdict(URLACL, calls, session(("dotnet run --project src/Agent", taken, True)))[0] is False


def test_guard_the_same_win32_code_is_the_failure_again():
    calls = lesson_calls(URLACL, URLACL_SOURCE.log, redact)
    facts = session(("dotnet run --project src/Agent", LISTENER.format(5, "Access is denied."), True))
    assert verdict(URLACL, calls, facts)[0] is True


IIS = ("Invoke-WebRequest : IIS 10.0 Detailed Error - 500.19 - Internal Server Error\nHTTP Error 500.19 - Internal "
       "Server Error\n{}\nDetailed Error Information:\nModule     IIS Web Core\nError Code     {}\nConfig Error\n"
       "    + CategoryInfo          : InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) "
       "[Invoke-WebRequest], "
       "WebException\n    + FullyQualifiedErrorId : WebCmdletWebResponseException,Microsoft.PowerShell.Commands."
       "InvokeWebRequestCommand")
PROBE = "powershell.exe -NoProfile -Command '(Invoke-WebRequest http://localhost:8081/ -UseBasicParsing).StatusCode'"
UNREADABLE = IIS.format("The requested page cannot be accessed because the related configuration data for the page is "
                        "invalid.", "0x8007000d")
REWRITE = gotcha(f"`{PROBE}` -> `HTTP Error 500.19` with `Error Code 0x8007000d`; after installing the URL Rewrite "
                 "module and `iisreset` the probe printed 200", "Install the IIS URL Rewrite module, then `iisreset`.")
REWRITE_SOURCE = session((PROBE, UNREADABLE, True), ("iisreset", "Internet services successfully restarted", False))


def test_a_reported_error_code_tells_the_failure():
    """IIS's 500.19 with `Error Code 0x80070021` (a section locked at a parent level) is not the 500.19 with
    `0x8007000d` (a config it cannot read) that the lesson was learned from."""
    calls = lesson_calls(REWRITE, REWRITE_SOURCE.log, redact)
    locked = IIS.format("This configuration section cannot be used at this path. This happens when the section is "
                        "locked at a parent level.", "0x80070021")
    assert verdict(REWRITE, calls, session((PROBE, locked, True)))[0] is False


def test_guard_the_reported_code_again_is_the_failure_again():
    calls = lesson_calls(REWRITE, REWRITE_SOURCE.log, redact)
    assert verdict(REWRITE, calls, session((PROBE, UNREADABLE, True)))[0] is True


# --- the fix's program given another subcommand ---------------------------------------------------------------------

PUPPET = gotcha("`puppet agent -t` -> `Couldn't fetch certificate from CA server; you might still need to sign this "
                "agent's certificate (web02.example.internal).`; `puppetserver ca sign --certname "
                "web02.example.internal`, then the agent run applied its catalog",
                "On the server, sign it: `puppetserver ca sign --certname <host>` (or `--all`), then run the agent "
                "again.")
PUPPET_SOURCE = session(("puppet agent -t", "Couldn't fetch certificate from CA server; you might still need to sign "
                         "this agent's certificate (web02.example.internal).", True),
                        ("puppetserver ca sign --certname web02.example.internal", "Successfully signed certificate "
                         "request for web02.example.internal", False))


def test_the_fix_program_given_another_subcommand_is_not_the_fix():
    """`puppetserver ca clean --certname old01` holds most words of `puppetserver ca sign --certname <host>`: another
    act of the same program."""
    calls = lesson_calls(PUPPET, PUPPET_SOURCE.log, redact)
    facts = session(("puppetserver ca clean --certname old01.example.internal", "Revoked 1 certificate(s) for "
                     "old01.example.internal", False))
    assert verdict(PUPPET, calls, facts) == (False, False)


def test_guard_the_subcommand_the_lesson_gives_is_the_fix():
    calls = lesson_calls(PUPPET, PUPPET_SOURCE.log, redact)
    facts = session(("puppetserver ca sign --certname web07.example.internal", "Successfully signed certificate "
                     "request for web07.example.internal", False))
    assert verdict(PUPPET, calls, facts) == (False, True)


VCPKG = gotcha("`cmake --build build` -> `Could not find a package configuration file provided by \"PNG\"`; "
               "`vcpkg add port libpng` then `vcpkg install` and the build passed",
               "Add the port to the manifest: `vcpkg add port libpng`, then `vcpkg install`.")


def test_guard_a_line_running_the_fix_subcommand_beside_another_one_is_the_fix():
    """`vcpkg add port curl && vcpkg install …`: the lesson's `add`, whatever else the line runs."""
    facts = session(("vcpkg add port curl && vcpkg install --triplet x64-windows", "Succeeded in adding ports to "
                     "vcpkg.json file.", False))
    assert verdict(VCPKG, lesson_calls(VCPKG, session().log, redact), facts)[1] is True


ASDF = gotcha("`npm ci` -> `No version is set for command npm`; `asdf set nodejs 20.17.0 && npm ci` -> `added 412 "
              "packages`", "Choose a version: `asdf set nodejs 20.17.0` (asdf before 0.16 spells it `asdf local`).")


def test_guard_a_subcommand_the_lesson_names_as_another_spelling_is_the_fix():
    facts = session(("asdf local nodejs 18.20.4 && npm ci", "added 412 packages", False))
    assert verdict(ASDF, lesson_calls(ASDF, session().log, redact), facts)[1] is True


# --- a variable the recorded fix call set, with a name of no `_` ---------------------------------------------------

TKAGG = ("Traceback (most recent call last):\n  File \"/srv/figs/plot.py\", line 21, in <module>\nImportError: Cannot "
         "load backend 'TkAgg' which requires the 'tk' interactive framework, as 'headless' is currently running")
MPL = lesson(symptom="On a server without a display, scripts die at the first figure with `ImportError: Cannot load "
                     "backend 'TkAgg' which requires the 'tk' interactive framework, as 'headless' is currently "
                     "running`.",
             cause="The repository's matplotlibrc sets `backend: TkAgg`.",
             workaround="Set `MPLBACKEND=Agg` for the job (inline, exported in the job's script, `set -x` in fish, "
                        "`-e` "
                        "for docker); it overrides the rc file. Or use `backend: Agg` in the matplotlibrc that servers "
                        "read.",
             evidence=["`python3 plot.py --out out/latency.png` -> `ImportError: Cannot load backend 'TkAgg' which "
                       "requires the 'tk' interactive framework, as 'headless' is currently running`",
                       "`MPLBACKEND=Agg python3 plot.py --out out/latency.png` -> `wrote out/latency.png`"])
MPL_SOURCE = session(("python3 plot.py --out out/latency.png", TKAGG, True),
                     ("MPLBACKEND=Agg python3 plot.py --out out/latency.png", "wrote out/latency.png", False))


def test_the_variable_the_fix_set_given_to_a_container_is_the_fix():
    """`docker run -e MPLBACKEND=Agg …`: the variable the recorded call set, though its name holds no `_`."""
    calls = lesson_calls(MPL, MPL_SOURCE.log, redact)
    facts = session(("docker run --rm -e MPLBACKEND=Agg -v \"$PWD\":/w -w /w python:3.12-slim python report.py",
                     "wrote out/capacity.png", False))
    assert verdict(MPL, calls, facts) == (False, True)


NOT_FOUND = "protoc-gen-go: program not found or is not executable"
PROTOC = gotcha(f"`protoc --go_out=. api/v1/ledger.proto`, `{NOT_FOUND}`, `export PATH=\"$PATH:$(go env GOPATH)/bin\"`",
                "protoc 실행 전에 `export PATH=\"$PATH:$(go env GOPATH)/bin\"`를 하거나, "
                "`--plugin=protoc-gen-go=$(go env GOPATH)/bin/protoc-gen-go`로 플러그인 경로를 직접 지정한다.")
PROTOC_SOURCE = session(("protoc --go_out=. api/v1/ledger.proto", NOT_FOUND, True),
                        ("export PATH=\"$PATH:$(go env GOPATH)/bin\" && protoc --go_out=. api/v1/ledger.proto", "",
                         False))


def test_guard_the_shells_own_path_set_for_another_program_is_not_the_fix():
    """`PATH` is set for every program: set for `golangci-lint`, after its own failure, it is no use of this fix."""
    calls = lesson_calls(PROTOC, PROTOC_SOURCE.log, redact)
    facts = session(("golangci-lint run ./...", "bash: golangci-lint: command not found", True),
                    ("export PATH=\"$PATH:$(go env GOPATH)/bin\" && golangci-lint run ./...", "0 issues.", False))
    assert verdict(PROTOC, calls, facts)[1] is False


# --- `env`'s own options ------------------------------------------------------------------------------------------

def test_env_options_are_dropped_and_what_it_runs_is_read():
    """`env -i HOME=$HOME PATH=/usr/bin scripts/nightly.sh` runs the script with those settings."""
    assert command_segments("env -i HOME=$HOME PATH=/usr/bin:/bin scripts/nightly.sh") == [
        ["env", "HOME"], ["env", "PATH", "/usr/bin:/bin"], ["scripts/nightly.sh"]]
    assert command_segments("env -u DEBUG LOG=1 ./run.sh")[-1] == ["run.sh"]


def test_a_script_run_under_env_options_sets_what_it_exports():
    calls = lesson_calls(MPL, MPL_SOURCE.log, redact)
    facts = later(("write", "/srv/figs/scripts/nightly.sh", "#!/usr/bin/env bash\nexport MPLBACKEND=Agg\n"
                   "python3 plot.py --out out/latency.png\n"),
                  ("bash", "chmod +x scripts/nightly.sh && env -i HOME=$HOME PATH=/usr/bin:/bin scripts/nightly.sh",
                   False))
    assert verdict(MPL, calls, facts) == (False, True)


# --- a failure matched by a name only, saying something else --------------------------------------------------------

NO_CHANGESET = ("🦋  error Some packages have been changed but no changesets were found. Run `changeset add` to resolve "
                "this error.")
CHANGESET = lesson(symptom="`changeset status --since=origin/main` fails with `Some packages have been changed but no "
                           "changesets were found.` on a docs-only change.",
                   cause="changesets treats any file under a package directory as a change to that package.",
                   workaround="Add an empty changeset and commit it: `changeset add --empty` (also "
                              "`changeset --empty`) "
                              "through npx, pnpm or yarn.",
                   evidence=["`pnpm changeset status --since=origin/main` -> `Some packages have been changed but no "
                             "changesets were found. Run `changeset add` to resolve this error.`",
                             "`pnpm changeset add --empty` then `pnpm changeset status --since=origin/main` -> `NO "
                             "packages to be bumped at patch level`"])
CHANGESET_SOURCE = session(("pnpm changeset status --since=origin/main", NO_CHANGESET, True),
                           ("pnpm changeset add --empty", "", False))


def test_a_failure_sharing_only_a_name_and_saying_something_else_is_another_failure():
    """`Failed to find where HEAD diverged from "origin/main"` (a shallow clone) shares the branch with the lesson's
    status call, and no word of what went wrong."""
    calls = lesson_calls(CHANGESET, CHANGESET_SOURCE.log, redact)
    facts = session(("pnpm changeset status --since=origin/main", "🦋  error Error: Failed to find where HEAD diverged "
                     "from \"origin/main\". Does \"origin/main\" exist and it's synced with remote?", True))
    assert verdict(CHANGESET, calls, facts)[0] is False


def test_guard_the_same_message_on_another_branch_is_the_failure_again():
    calls = lesson_calls(CHANGESET, CHANGESET_SOURCE.log, redact)
    facts = session(("pnpm changeset status --since=origin/release", NO_CHANGESET, True))
    assert verdict(CHANGESET, calls, facts)[0] is True


# --- an address cut short, written into pip's requirements ------------------------------------------------------------

WHEEL = gotcha("`python -m tagger.tag data/sample.jsonl` -> `OSError: [E050] Can't find model 'ko_core_news_sm'`",
               "Install the model: `python -m spacy download ko_core_news_sm`, or put its wheel in requirements.txt "
               "(`ko_core_news_sm @ https://github.com/explosion/spacy-models/releases/download/...`).")
WHEEL_LINE = ("ko_core_news_sm @ https://github.com/explosion/spacy-models/releases/download/ko_core_news_sm-3.7.0/"
              "ko_core_news_sm-3.7.0-py3-none-any.whl\n")


def test_an_address_cut_short_is_held_by_one_going_on_and_requirements_are_no_prose():
    """The wheel's address written into requirements.txt: the lesson's `…/download/...` goes on to it, and pip reads
    that file, so it is no note."""
    calls = lesson_calls(WHEEL, SPACY_SOURCE.log, redact)
    facts = later(("write", "/srv/tagger/requirements.txt", "spacy==3.7.5\n" + WHEEL_LINE))
    assert verdict(WHEEL, calls, facts)[1] is True


def test_guard_the_same_line_in_a_note_is_not_the_fix():
    calls = lesson_calls(WHEEL, SPACY_SOURCE.log, redact)
    facts = later(("write", "/srv/tagger/NOTES.txt", "to try: " + WHEEL_LINE))
    assert verdict(WHEEL, calls, facts)[1] is False


# --- a setting named in prose, with its value ----------------------------------------------------------------------

LINKS = gotcha("`npm run build` -> `Error: Docusaurus found broken links!`",
               "Fix each listed link. Only if a link cannot be fixed yet, set onBrokenLinks to 'warn' in "
               "docusaurus.config.js.")
CONFIG = "/home/ines/portal/docusaurus.config.js"


def test_a_setting_prose_names_with_its_value_written_is_the_fix():
    facts = later(("write", CONFIG, "module.exports = {\n  title: 'Portal',\n  onBrokenLinks: 'warn',\n};\n"),
                  ("bash", "npm run build", False))
    assert verdict(LINKS, lesson_calls(LINKS, session().log, redact), facts)[1] is True


def test_guard_the_setting_given_another_value_is_not_the_fix():
    facts = later(("write", CONFIG, "module.exports = {\n  title: 'Portal',\n  onBrokenLinks: 'throw',\n};\n"),
                  ("bash", "npm run build", False))
    assert verdict(LINKS, lesson_calls(LINKS, session().log, redact), facts)[1] is False


# --- guards from the independent review: each fails on the rules as first written -----------------------------------

PORT_LESSON = gotcha("`npm start` -> `Error: listen EADDRINUSE: address already in use :::3000`; "
                     "`PORT=3001 npm start` -> `listening on 3001`", "Start it on another port: `PORT=3001 npm start`.")
PORT_SOURCE = session(("npm start", "Error: listen EADDRINUSE: address already in use :::3000", True),
                      ("PORT=3001 npm start", "listening on 3001", False))


def test_guard_an_option_spelt_like_the_variable_does_not_set_it():
    """`--port=8081` is an option of another program, not `PORT=`."""
    calls = lesson_calls(PORT_LESSON, PORT_SOURCE.log, redact)
    facts = session(("npx http-server dist --port=8081", "Available on: http://127.0.0.1:8081", False))
    assert verdict(PORT_LESSON, calls, facts)[1] is False


def test_guard_the_same_win32_error_as_an_hresult_is_the_failure_again():
    """.NET Framework prints `(0x80070005)` where .NET prints `(5)`; E_FAIL, `0x80004005`, names no failure."""
    calls = lesson_calls(URLACL, URLACL_SOURCE.log, redact)
    for code in ("0x80070005", "0x80004005"):
        facts = session(("dotnet run --project src/Agent", LISTENER.format(code, "Access is denied."), True))
        assert verdict(URLACL, calls, facts)[0] is True


def test_guard_a_failure_kept_cut_short_is_not_told_apart_by_its_words():
    """The output kept for a call is its head: the failure may be said after it."""
    calls = lesson_calls(CHANGESET, CHANGESET_SOURCE.log, redact)
    fetch = ("From github.com:acme/portal\n * branch            main       -> FETCH_HEAD\n"
             "   4f1c2d3..9a8b7c6  main       -> origin/main\n"
             + "".join(f"Receiving objects: {p:3d}% ({p * 37}/3700), {p * 0.1:.1f} MiB | 4.2 MiB/s\n"
                       for p in range(1, 31))
             + "".join(f"Resolving deltas: {p:3d}% ({p * 12}/1200)\n" for p in range(1, 21)))
    facts = session(("git fetch --unshallow origin main && pnpm changeset status --since=origin/main",
                     fetch + NO_CHANGESET, True))
    assert verdict(CHANGESET, calls, facts)[0] is True


def test_guard_a_group_of_more_letters_is_the_act():
    """`kind load image-archive` loads an image as the fix's `kind load docker-image` does (labelled applied): a group
    longer than two letters is the act, and what follows it a name."""
    fix = acts(command_segments("kind load docker-image billing-svc:dev --name dev"))
    assert not other_act(fix, command_segments("kind load image-archive /tmp/ledger-gw.tar --name gw"))
    assert other_act(acts(command_segments("puppetserver ca sign --certname web02")),
                     command_segments("puppetserver ca clean --certname old01"))


def test_guard_a_capital_set_and_a_dotted_value_are_read_whole():
    lesson = gotcha("`mypy src` -> `error: X | Y syntax for unions requires Python 3.10`",
                    "Set python_version to 3.11 in mypy.ini.")
    facts = later(("write", "/srv/app/mypy.ini", "[mypy]\npython_version = 3.11\n"), ("bash", "mypy src", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), facts)[1] is True
    capital = gotcha("`npm run build` -> `Error: Docusaurus found broken links!`",
                     "Set onBrokenLinks to 'warn' in docusaurus.config.js.")
    facts = later(("write", CONFIG, "module.exports = {\n  onBrokenLinks: 'warn',\n};\n"),
                  ("bash", "npm run build", False))
    assert verdict(capital, lesson_calls(capital, session().log, redact), facts)[1] is True


def test_guard_requirements_in_a_folder_are_no_prose_either():
    calls = lesson_calls(WHEEL, SPACY_SOURCE.log, redact)
    facts = later(("write", "/srv/tagger/requirements/base.txt", "spacy==3.7.5\n" + WHEEL_LINE))
    assert verdict(WHEEL, calls, facts)[1] is True


def test_guard_gos_own_dots_are_no_path_cut_short():
    lesson = gotcha("`go test ./...` -> `undefined: assert.Eventually`", "Upgrade testify, then `go test ./...`.")
    facts = session(("go test ./cmd/server", "ok  	example.com/app/cmd/server	0.4s", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), facts)[1] is False
