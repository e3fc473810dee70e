"""Independent review of the forty-first round's evidence rules (attributed, late-after / nth_call, european verbs,
"no longer reported", the person's trouble words). Each test states what a careful human reading the session would
conclude; the rule a test probes is named in its docstring."""

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict
from tests.test_evidence_fortyfirst import BUILD, EXPECTED, MODULE, TEST, UNUSED, module_session, zig_session


UNDECLARED = "use of undeclared identifier 'width'"


def sed_session() -> Builder:
    """The change is made with `sed -i` (no Edit tool); the build then passes; only afterwards is the changelog
    edited with the Edit tool."""
    b = Builder()
    b.prompt("the build is red")
    b.tool("Bash", {"command": BUILD}, f"Exit code 1\n{UNUSED}\n    const width = 80;", is_error=True)
    b.tool("Bash", {"command": "sed -i '/const width = 80;/d' src/main.zig"}, "")
    b.tool("Bash", {"command": BUILD}, "")
    b.tool("Edit", {"file_path": "CHANGELOG.md", "old_string": "## Unreleased\n",
                    "new_string": "## Unreleased\n- drop width\n"},
           "The file CHANGELOG.md has been updated successfully.")
    return b


def sed_then_edit_session() -> Builder:
    """sed deletes the constant (s3); the next build fails on the now undeclared name (s4); an Edit fixes the use
    (s5); the build passes (s6)."""
    b = Builder()
    b.prompt("the build is red")
    b.tool("Bash", {"command": BUILD}, f"Exit code 1\n{UNUSED}\n    const width = 80;", is_error=True)
    b.tool("Bash", {"command": "sed -i '/const width = 80;/d' src/main.zig"}, "")
    b.tool("Bash", {"command": BUILD}, f"Exit code 1\nsrc/main.zig:20:5: error: {UNDECLARED}", is_error=True)
    b.tool("Edit", {"file_path": "src/main.zig", "old_string": "    draw(width);\n",
                    "new_string": "    draw(80);\n"}, "The file src/main.zig has been updated successfully.")
    b.tool("Bash", {"command": BUILD}, "")
    return b


def twice_session() -> Builder:
    """The first edit (s3) does not help: the next build (s4) prints UNUSED again; the second edit (s5) does (s6)."""
    b = Builder()
    b.prompt("the build is red")
    b.tool("Bash", {"command": BUILD}, f"Exit code 1\n{UNUSED}\n    const width = 80;", is_error=True)
    b.tool("Edit", {"file_path": "src/main.zig", "old_string": "    const width = 80;\n",
                    "new_string": "    const width = 80;\n    _ = width;\n"},
           "The file src/main.zig has been updated successfully.")
    b.tool("Bash", {"command": BUILD}, f"Exit code 1\n{UNUSED}\n    const width = 80;", is_error=True)
    b.tool("Edit", {"file_path": "src/main.zig", "old_string": "    const width = 80;\n    _ = width;\n",
                    "new_string": ""}, "The file src/main.zig has been updated successfully.")
    b.tool("Bash", {"command": BUILD}, "")
    return b


def link_session() -> Builder:
    b = Builder()
    b.prompt("cargo build broke on the mac")
    b.tool("Bash", {"command": "cargo build"},
           "Exit code 101\n   Compiling app v0.1.0\nerror: linking with `cc` failed: "
           "exit status: 1\n  = note: ld: library not found for -lssl\n          clang: error: linker command failed",
           is_error=True)
    b.tool("Bash", {"command": "brew install openssl@3"}, "==> Pouring openssl@3--3.3.0.arm64_sonoma.bottle.tar.gz")
    b.tool("Bash", {"command": "OPENSSL_DIR=$(brew --prefix openssl@3) cargo build"},
           "    Finished dev [unoptimized + debuginfo] target(s) in 9.2s")
    return b


def port_session() -> Builder:
    b = Builder()
    b.prompt("tests fail locally")
    b.tool("Bash", {"command": "npm run dev &"},
           "> web@1.0.0 dev\n> vite --port 3000\n  VITE v5.2.0  ready in 312 ms")
    b.tool("Bash", {"command": "npm test"}, "Exit code 1\nError: listen EADDRINUSE: address already in use :::3000",
           is_error=True)
    b.tool("Bash", {"command": "kill %1 && npm test"}, "Tests: 12 passed, 12 total")
    return b


def windows_session() -> Builder:
    b = Builder()
    b.prompt("the windows build is broken")
    b.tool("Bash", {"command": "pwsh -File .\\build.ps1"},
           "Exit code 1\nbuild.ps1: MSB3073: The command \"copy /y x.dll out\\\" exited with code 1.", is_error=True)
    b.tool("Bash", {"command": "pwsh -c 'Get-ChildItem out'"},
           "Get-ChildItem: Cannot find path 'C:\\src\\out' because it does not exist.")
    return b


# ---------------------------------------------------------------- rule 1: "`E` came from `cmd`"

def test_r1_came_from_running_another_call_is_refused(tmp_path):
    """Rule 1: "came from running `cmd`" names the call as plainly as "came from `cmd`"; UNUSED is zig build's."""
    e = fact(f"`{UNUSED}` came from running `{TEST}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_r1_two_outputs_said_to_come_from_one_call_are_both_its(tmp_path):
    """Rule 1: "`A` and `B` came from `cmd`" says cmd printed both; A (UNUSED) was zig build's, not zig test's."""
    e = fact(f"`{UNUSED}` and `{EXPECTED}` came from `{TEST}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_r1_came_from_a_library_or_a_cause_is_not_which_call_printed_it(tmp_path):
    """Rule 1: "came from `ld`" (the linker cargo ran) and "came from `npm run dev` still holding the port" say where
    an error originated, not which call printed it; both errors are in the session and the claims are true."""
    e = fact("`ld: library not found for -lssl` came from `ld`, not from rustc: `cargo build` could not find libssl.")
    assert verdict(link_session(), tmp_path, e) == "write"
    e = fact("`EADDRINUSE: address already in use :::3000` came from `npm run dev` still holding the port.")
    assert verdict(port_session(), tmp_path, e) == "write"


def test_r1_guard_a_cut_command_named_as_the_source(tmp_path):
    """Rule 1 (should hold): `zig test` cut from `zig test src/parse.zig` is that call, either way."""
    assert verdict(zig_session(), tmp_path, fact(f"`{EXPECTED}` is from `zig test`.")) == "write"
    assert verdict(zig_session(), tmp_path, fact(f"`{UNUSED}` came from `zig test`.")).startswith("refused")


# ---------------------------------------------------------------- rule 2: "`cmd` after the edit failed"

def test_r2_the_edit_made_with_sed_is_the_edit(tmp_path):
    """Rule 2: the change was made with `sed -i`; "after the edit, `zig build` passed" is true. The only Edit-tool
    call (a changelog line) came later, so "the edit" must not mean the first Edit-tool call."""
    assert verdict(sed_session(), tmp_path, fact(f"After the edit, `{BUILD}` passed.")) == "write"
    assert verdict(sed_session(), tmp_path, fact(f"`{BUILD}` after the edit printed nothing.")) == "write"


def test_r2_the_build_after_a_sed_edit_failed_with_its_own_error(tmp_path):
    """Rule 2: after sed deleted the constant, the build failed on the undeclared name (s4), before any Edit call."""
    e = fact(f"`{BUILD}` after the edit failed with `{UNDECLARED}`.")
    assert verdict(sed_then_edit_session(), tmp_path, e) == "write"


def test_r2_the_first_build_after_it_still_failed_when_it_did(tmp_path):
    """Rule 2: the rule's own phrase, true here: after the first edit the very next build (s4) failed again."""
    e = fact("Discarding the constant with `_ = width;` was not enough: the first `zig build` after it still failed.")
    assert verdict(twice_session(), tmp_path, e) == "write"
    e = fact(f"The first `{BUILD}` after the edit still failed with `{UNUSED}`.")
    assert verdict(twice_session(), tmp_path, e) == "write"


def test_r2_guard_after_the_edit_still_failed_when_it_did(tmp_path):
    """Rule 2 (should hold): after the first edit the build did fail with UNUSED again."""
    e = fact(f"`{BUILD}` after the edit still failed with `{UNUSED}`.")
    assert verdict(twice_session(), tmp_path, e) == "write"


# ---------------------------------------------------------------- rule 3: German, Spanish, Portuguese, French

def test_r3_an_article_between_the_verb_and_the_error_still_ties_it(tmp_path):
    """Rule 3: "falló con el error `E`", "a échoué avec l'erreur `E`", "falhou com o erro `E`", "schlug mit dem
    Fehler `E` fehl" are how these languages say it; EXPECTED is zig test's, not zig build's."""
    for said in (f"`{BUILD}` falló con el error `{EXPECTED}`.", f"`{BUILD}` a échoué avec l'erreur `{EXPECTED}`.",
                 f"`{BUILD}` falhou com o erro `{EXPECTED}`.", f"`{BUILD}` schlug mit dem Fehler `{EXPECTED}` fehl."):
        assert verdict(zig_session(), tmp_path, fact(said)).startswith("refused"), said


def test_r3_german_verb_second_order_still_ties_the_error(tmp_path):
    """Rule 3: German puts the verb before the subject after an adverb ("Danach schlug `x` mit `E` fehl")."""
    for said in (f"Danach schlug `{BUILD}` mit `{EXPECTED}` fehl.", f"Dann brach `{BUILD}` mit `{EXPECTED}` ab."):
        assert verdict(zig_session(), tmp_path, fact(said)).startswith("refused"), said


def test_r3_german_verb_second_order_does_not_make_the_command_an_output(tmp_path):
    """Rule 3: "Danach zeigte `zig build` keine Fehler mehr" is zig build showing no errors; translated to "showed
    `zig build`" it turns the command into something printed. The citation is true."""
    e = fact(f"Danach zeigte `{BUILD}` keine Fehler mehr, und `{TEST}` scheiterte mit `{EXPECTED}`.")
    assert verdict(zig_session(), tmp_path, e) == "write"


def test_r3_after_with_a_contracted_article_orders_what_follows(tmp_path):
    """Rule 3: "después del `x`", "depois do `x`", "après le `x`" are "after `x`"; no build ran after zig test."""
    for said in (f"Después del `{TEST}`, `{BUILD}` mostró `{UNUSED}`.",
                 f"Depois do `{TEST}`, `{BUILD}` mostrou `{UNUSED}`.",
                 f"Après le `{TEST}`, `{BUILD}` a affiché `{UNUSED}`."):
        assert verdict(zig_session(), tmp_path, fact(said)).startswith("refused"), said


def test_r3_guard_after_words_before_a_quote(tmp_path):
    """Rule 3 (should hold): French/Portuguese "after" order real and invented citations correctly."""
    e = fact(f"Après `{BUILD}`, `{TEST}` a échoué avec `{EXPECTED}`.")
    assert verdict(zig_session(), tmp_path, e) == "write"
    e = fact(f"Após `{TEST}`, `{BUILD}` mostrou `{UNUSED}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


# ---------------------------------------------------------------- rule 4: "`cmd` no longer reported `E`"

def test_r4_no_longer_reported_when_the_next_call_did_report_it(tmp_path):
    """Rule 4: after the first edit the next build (s4) printed UNUSED again: "no longer reported" is false."""
    e = fact(f"After the first edit, the next `{BUILD}` no longer reported `{UNUSED}`.")
    assert verdict(twice_session(), tmp_path, e).startswith("refused")


def test_r4_no_longer_reported_an_error_the_call_never_reported(tmp_path):
    """Rule 4: "no longer" says zig build had reported EXPECTED; only zig test ever printed it."""
    e = fact(f"After the edit, the next `{BUILD}` no longer reported `{EXPECTED}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_r4_other_ways_to_say_it_no_longer_failed(tmp_path):
    """Rule 4 (with rule 2's "the edit"): after the edit the build passed and UNUSED was gone; these say just that
    and were accepted before the round."""
    for said in (f"After the edit, the next `{BUILD}` no longer failed with `{UNUSED}`.",
                 f"After the edit, the next `{BUILD}` no longer reports `{UNUSED}`.",
                 f"After the edit, `{BUILD}` stopped reporting `{UNUSED}`."):
        assert verdict(zig_session(), tmp_path, fact(said)) == "write", said


def test_r4_guard_spanish_no_longer(tmp_path):
    """Rule 4 (should hold): "ya no mostró" after the edit is true of the next build."""
    e = fact(f"Después de la edición, el siguiente `{BUILD}` ya no mostró `{UNUSED}`.")
    assert verdict(zig_session(), tmp_path, e) == "write"


# ---------------------------------------------------------------- rule 5: the person's report as the failure


def module_lesson():
    return gotcha(f"`{MODULE}` → `1.4.0`", "Remove the old version's folder: `Remove-Item -Recurse "
                  "C:/Modules/Acme.Deploy/1.3.2`", failure_step="s1", fix_step="s2")


def test_r5_wont_and_dont_work_in_a_request_are_no_failure(tmp_path):
    """Rule 5: "i wont be around", "dont work on main" are about the person, not a failure; the prompt is a
    request, so no failure was shown and the fix cannot be shown to end one."""
    for report in ("i wont be around tomorrow, so please make the build agent load 1.4.0 of Acme.Deploy",
                   "please dont work on main directly; make the build agent load 1.4.0 of Acme.Deploy"):
        assert verdict(module_session(report), tmp_path, module_lesson()).startswith("review"), report


def test_r5_still_use_in_a_request_is_no_failure(tmp_path):
    """Rule 5: "the other agents can still use 1.3.2" is a constraint on the request, not a report of trouble."""
    b = module_session("make the build agent load 1.4.0 of Acme.Deploy; the other agents can still use 1.3.2")
    assert verdict(b, tmp_path, module_lesson()).startswith("review")


def test_r5_korean_cannot_do_it_myself_is_a_request(tmp_path):
    """Rule 5: "저는 권한이 없어서 직접 못 해요" (I have no permission so I can't do it myself) then a request."""
    b = module_session("저는 권한이 없어서 직접 못 해요. 빌드 에이전트가 Acme.Deploy 1.4.0을 로드하게 해 주세요")
    assert verdict(b, tmp_path, module_lesson()).startswith("review")


def test_r5_times_out_and_never_started_are_failure_reports(tmp_path):
    """Rule 5: present "times out" and past "never started" report trouble as "timed out", "never starts" do."""
    for report in ("the deploy step times out on the build agent since i installed Acme.Deploy 1.4.0",
                   "the deploy job never started after i installed Acme.Deploy 1.4.0"):
        assert verdict(module_session(report), tmp_path, module_lesson()) == "write", report


def test_r5_still_loading_is_a_failure_report(tmp_path):
    """Rule 5: "is still loading 1.3.2" is "still loads 1.3.2" in the progressive."""
    b = module_session("import-module is still loading 1.3.2 on the build agent even after i installed 1.4.0")
    assert verdict(b, tmp_path, module_lesson()) == "write"


def test_r5_guard_reports_the_rule_reads(tmp_path):
    """Rule 5 (should hold): "keeps loading 1.3.2", "connection reset" and "못 불러와요" are failure reports."""
    for report in ("the agent keeps loading 1.3.2 after i installed 1.4.0",
                   "Install-Module gets connection reset on the build agent",
                   "빌드 에이전트가 1.4.0을 못 불러와요"):
        assert verdict(module_session(report), tmp_path, module_lesson()) == "write", report
