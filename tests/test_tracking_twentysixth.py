"""Tracking (issue 24), twenty-sixth round: what tracking34's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.signature import signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

NO_VERSION = ("No version is set for command {program}\nConsider adding one of the following versions in "
              "your config file at /home/kai/mono/{service}/.tool-versions\nnodejs 18.20.4\nnodejs 20.17.0")
ASDF = gotcha("`npm ci` -> `No version is set for command npm`; `asdf set nodejs 20.17.0 && npm ci` -> `added 412 "
              "packages`", "Choose a version for the directory: `asdf set nodejs 20.17.0`.")
ASDF_SOURCE = session(("npm ci", NO_VERSION.format(program="npm", service="notifier"), True),
                      ("asdf set nodejs 20.17.0 && npm ci", "added 412 packages", False))


def test_a_first_line_saying_something_is_not_there_is_the_failure_shape():
    """`No version is set for command npm` names no failure in words, yet a failed call's first line saying
    something is not there is what went wrong; the command it names is made up by the call, like a branch."""
    shape = signature_of("Exit code 126\n" + NO_VERSION.format(program="npm", service="notifier"), "npm ci")
    assert shape.error_class == "said" and shape.message == ("no", "version", "set", "command")


def test_the_same_message_from_another_program_in_another_folder_is_the_failure_back():
    """yarn in another service hitting `No version is set for command yarn` before `asdf set`: the lesson's failure
    came back, whatever program and folder it names this time."""
    calls = lesson_calls(ASDF, ASDF_SOURCE.log, redact)
    later = session(("zsh -c 'yarn lint'", NO_VERSION.format(program="yarn", service="scheduler"), True),
                    ("asdf set nodejs 20.17.0 && zsh -c 'yarn lint'", "Done in 4.21s.", False))
    assert verdict(ASDF, calls, later)[0] is True


def test_guard_a_progress_line_and_another_message_are_no_such_shape():
    """Guard: a failed call's first line that is progress (`No changes to apply, rebuilding …` is not of that shape
    either: "no" then a noun and no verb of being there) gives no message; another "No …" message is another
    symptom."""
    assert signature_of("Exit code 1\nCompiling app v0.1.0\nsomething broke later", "cargo build").message == ()
    calls = lesson_calls(ASDF, ASDF_SOURCE.log, redact)
    later = session(("npm ci", "No matching version found for left-pad@9.9.9.", True))
    assert verdict(ASDF, calls, later) == (False, False)


NO_USER = "abort: no username supplied\n(use 'hg config --edit' to set your username)"
HG = gotcha("`hg commit -m \"Release 2.4.1\"` -> `abort: no username supplied`; `cat ~/.hgrc` -> `cat: /root/.hgrc: No "
            "such file or directory`; after writing `[ui] username = …` to ~/.hgrc the commit passed",
            "Give hg a username: `[ui] username = Name <mail>` in ~/.hgrc, or `--config ui.username=…`.")
HG_SOURCE = session(('hg commit -m "Release 2.4.1"', NO_USER, True),
                    ("cat ~/.hgrc", "cat: /root/.hgrc: No such file or directory", True),
                    ("printf '[ui]\\nusername = Bot <bot@example.org>\\n' >> ~/.hgrc && hg commit -m \"Release 2.4.1\"",
                     "", False))


def test_a_look_for_the_cause_that_failed_is_not_the_lessons_failure():
    """`cat ~/.hgrc` failing after `hg commit` did is a look for the cause; the command the lesson names and that
    failed first is its failure, and hg's `abort:` is a prefix class like git's `fatal:`."""
    calls = lesson_calls(HG, HG_SOURCE.log, redact)
    assert calls.failure is not None and calls.failure.command.startswith("hg commit")
    assert signature_of(NO_USER, "hg commit").error_class == "abort"
    later = session(('hg commit --amend -m "Add BMP390 driver"', NO_USER, True),
                    ('hg --config ui.username="Dev <dev@example.org>" commit --amend -m "Add BMP390 driver"', "", False))
    assert verdict(HG, calls, later)[0] is True


def test_guard_a_look_that_is_the_lessons_own_failure_stays_it():
    """Guard: when the failing look is the only failing call the lesson's symptom names (`cat` of a missing file), it
    is the failure still."""
    lesson = gotcha("`cat config/app.yml` -> `cat: config/app.yml: No such file or directory`; copy the example first",
                    "Run `cp config/app.example.yml config/app.yml`.")
    source = session(("cat config/app.yml", "cat: config/app.yml: No such file or directory", True),
                     ("cp config/app.example.yml config/app.yml", "", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert calls.failure is not None and calls.failure.command == "cat config/app.yml"


def test_an_exception_with_no_message_on_another_file_of_the_same_tree_is_the_same_symptom():
    """`ValidationFailedException` on `db/changelog/2026/03-invoice.yaml`, then on `db/changelog/2026/05-refund.yaml`:
    an exception that says nothing of its own beyond the file is the same trap met on another file of the tree."""
    from core.tracking.signature import Signature, same_symptom
    lesson = Signature("validationfailedexception", ("db/changelog/2026/03-invoice.yaml",), 1, "liquibase")
    assert same_symptom(lesson, Signature("validationfailedexception", ("db/changelog/2026/05-refund.yaml",), 1,
                                          "liquibase"))
    # guards: another tree, another class, or a class with a message of its own decides as before
    assert not same_symptom(lesson, Signature("validationfailedexception", ("docs/api/openapi.yaml",), 1, "liquibase"))
    assert not same_symptom(lesson, Signature("lockexception", ("db/changelog/2026/05-refund.yaml",), 1, "liquibase"))
    said = Signature("configerror", ("conf/app/one.yml",), 1, "app", ("missing", "key", "port"))
    assert not same_symptom(said, Signature("configerror", ("conf/app/two.yml",), 1, "app", ("bad", "indent", "tab")))
