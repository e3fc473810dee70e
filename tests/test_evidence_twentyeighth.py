"""Issue 24, twenty-eighth round (what the read thirty-fourth corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.judge import NOT_FOUND
from core.evidence.steps import argv
from core.evidence.words import commandish
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

NOT_FOUND_127 = "Exit code 127\nzsh: command not found: templ"
PATH_FIX = 'export PATH="$PATH:$(go env GOPATH)/bin"'
TEMPL = gotcha("`templ generate` → `zsh: command not found: templ` (exit 127); with the PATH export `templ generate` "
               "printed `(✓) Complete [ updates=3 ]`.", f"`{PATH_FIX}` (and persist it in ~/.zshrc).")


def templ_session(fixed: str) -> Builder:
    b = Builder()
    b.prompt("templ isn't found")
    b.tool("Bash", {"command": "templ generate"}, NOT_FOUND_127, is_error=True)
    b.tool("Bash", {"command": "go install github.com/a-h/templ/cmd/templ@v0.2.707 && ls $(go env GOPATH)/bin"},
           "air\ntempl", is_error=False)
    b.tool("Bash", {"command": fixed}, "(✓) Complete [ updates=3 ]", is_error=False)
    return b


def test_a_quoted_command_with_a_subshell_in_a_quoted_value_is_run_as_the_shell_reads_it(tmp_path):
    """`export PATH="$PATH:$(go env GOPATH)/bin"`: the quote is cut at `$(…)` when read as a claim, but a call runs
    it as the shell reads it, the quoted value one word. That call, passing, shows the fix."""
    assert verdict(templ_session(f"{PATH_FIX} && templ generate"), tmp_path, TEMPL) == "write"


def test_guard_another_value_for_the_same_variable_shows_no_fix(tmp_path):
    held = verdict(templ_session('export PATH="$PATH:$HOME/bin" && templ generate'), tmp_path, TEMPL)
    assert held.startswith("review: fix not shown")


NO_SOURCE = ("Exit code -2146498529\nDeployment Image Servicing and Management tool\n\nError: 0x800f081f\n\n"
             "The source files could not be found.")
DISM = "DISM /Online /Cleanup-Image /RestoreHealth /Source:{}:E:\\sources\\install.esd:6 /LimitAccess"
ESD = gotcha("With `/Source:WIM:E:\\sources\\install.esd:6 /LimitAccess` DISM still said Error: 0x800f081f; the "
             "`ESD:` prefix gave \"The restore operation completed successfully.\"",
             "Use `/Source:ESD:E:\\sources\\install.esd:6`.")


def dism_session(second: str) -> Builder:
    b = Builder()
    b.prompt("sfc cannot fix some files; the 23H2 ISO is mounted on E:")
    b.tool("Bash", {"command": DISM.format("WIM")}, NO_SOURCE, is_error=True)
    b.tool("Bash", {"command": DISM.format(second)},
           "Deployment Image Servicing and Management tool\n\nThe restore operation completed successfully.\n"
           "The operation completed successfully.", is_error=False)
    return b


def test_a_windows_path_given_as_an_options_value_keeps_its_separators():
    """`/Source:ESD:E:\\sources\\install.esd:6`: the path after the option's `:` is a Windows path, its backslashes
    separators (a shell would otherwise drop them as escapes, and the call would not match the fix that names it)."""
    assert argv(DISM.format("ESD"))[4] == "/source:esd:e:/sources/install.esd:6"
    assert argv("--out=C:\\build\\app.exe") == ("--out=c:/build/app.exe",)


def test_the_option_with_a_windows_path_run_after_the_failure_shows_the_fix(tmp_path):
    assert verdict(dism_session("ESD"), tmp_path, ESD) == "write"


def test_guard_the_failing_prefix_again_shows_no_fix(tmp_path):
    assert verdict(dism_session("WIM"), tmp_path, ESD).startswith("review: fix not shown")


def test_guard_an_escape_in_a_plain_word_is_still_an_escape():
    """Guard: a backslash with no path around it (`echo a\\ b`) is the shell's escape, as before."""
    assert argv("echo a\\ b") == ("echo", "a b")


def test_a_windows_programs_long_option_makes_a_command_line():
    """`sfc /scannow`, `DISM /Online …`: a lower-case program with a Windows option is a command, as `tasklist /FI`
    already was; so "`sfc /scannow` failed" is that call's outcome, not a thing named."""
    assert commandish("sfc /scannow") and commandish("dism /Online /Cleanup-Image /RestoreHealth")
    assert commandish("signtool sign /fd SHA256 app.exe")
    assert parse("`sfc /scannow` failed.").claims[0].outcome == "fail"


def test_guard_a_word_before_a_unix_root_folder_is_no_command():
    assert not commandish("docs /usr") and not commandish("notes /tmp")


def sfc_session() -> Builder:
    b = Builder()
    b.prompt("sfc keeps finding corrupt files")
    b.tool("Bash", {"command": "sfc /scannow"}, "Windows Resource Protection found corrupt files but was unable to fix "
           "some of them.", is_error=False)
    b.tool("Bash", {"command": "DISM /Online /Cleanup-Image /RestoreHealth"}, "The restore operation completed "
           "successfully.", is_error=False)
    b.tool("Bash", {"command": "sfc /scannow"}, "Windows Resource Protection found corrupt files and successfully "
           "repaired them.", is_error=False)
    return b


def test_the_first_run_of_a_windows_command_must_hold_what_it_is_said_to_have_ended_with(tmp_path):
    """"The first `sfc /scannow` already ended with `successfully repaired them`": the first sfc said it could not
    fix them; only the one after DISM repaired them."""
    claim = "The first `sfc /scannow` already ended with `successfully repaired them`; DISM was just belt and braces."
    assert verdict(sfc_session(), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def test_guard_the_run_after_dism_ended_so(tmp_path):
    claim = "After DISM, `sfc /scannow` ended with `successfully repaired them`."
    assert verdict(sfc_session(), tmp_path, fact(claim)) == "write"


def classes_session(listing: str) -> Builder:
    b = Builder()
    b.prompt("the repository bean is missing")
    b.tool("Bash", {"command": "ls build/classes/java/main/com/acme/books"}, listing, is_error=False)
    return b


ABSENT_CLAIM = "`ls build/classes/java/main/com/acme/books` listed no `$BookRepository$Intercepted$Definition.class`."


def test_a_quoted_name_a_call_is_said_to_have_listed_no_must_not_be_in_its_output(tmp_path):
    """"listed no `X`": X is what the call's output does not show. Read before as a quote the output held, the claim
    stood on the very listing that showed X, and fell on one that did not name it."""
    listing = "Book.class\nBookController.class\n$BookRepository$Intercepted$Definition.class"
    assert verdict(classes_session(listing), tmp_path, fact(ABSENT_CLAIM)) == f"refused: {NOT_FOUND}"
    assert parse(ABSENT_CLAIM).claims[0].absent == ("$bookrepository$intercepted$definition.class",)
    assert verdict(classes_session("Book.class\nBookController.class"), tmp_path, fact(ABSENT_CLAIM)) == "write"


def test_guard_an_output_saying_the_thing_is_not_there_agrees(tmp_path):
    """Guard: an output naming X only to say there is none ("but no X") agrees with "listed no `X`"."""
    listing = "Book.class BookController.class, but no $BookRepository$Intercepted$Definition.class"
    assert verdict(classes_session(listing), tmp_path, fact(ABSENT_CLAIM)) == "write"
