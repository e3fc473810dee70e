"""Issue 24, twenty-sixth round (what the read thirty-second corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.judge import NOT_FOUND
from core.evidence.person import denies
from core.evidence.words import commandish, distinctive
from core.transcript.signals import trouble
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

REJECTED = "The user doesn't want to proceed with this tool use. The tool use was rejected."
STORE = "Python was not found; run without arguments to install from the Microsoft Store"


def store_stub_session() -> Builder:
    b = Builder()
    b.prompt("python does not work in this shell after the pyenv-win install")
    b.tool("Bash", {"command": "pyenv install 3.12.4"}, ":: [Info] ::  completed! 3.12.4")
    b.tool("Bash", {"command": "python --version"}, f"Exit code 9009\n{STORE}", is_error=True)
    b.reply("`python` is the Store's stub in WindowsApps, ahead of the pyenv shims on PATH.")
    b.tool("Bash", {"command": 'Remove-Item "$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python.exe"'}, REJECTED,
           is_error=True)
    b.prompt("leave WindowsApps alone, I turned the App execution aliases off in Settings myself")
    b.tool("Bash", {"command": "python --version"}, "Python 3.12.4")
    return b


def test_a_message_naming_a_program_is_no_command_line():
    """"Python was not found; …" opens on a program's name, but its next word makes a sentence of it: what a message
    says of the program, not a command line (so an arrow to it from a command reads "printed", not "then ran")."""
    assert not commandish("python was not found; run without arguments")
    assert not commandish("docker is not running")
    assert commandish("python -m venv .venv") and commandish("git status")   # guard: a program and its arguments


def test_an_arrow_from_a_command_to_another_calls_message_is_refused(tmp_path):
    """"`pyenv install 3.12.4` → `Python was not found; …`": the install printed no such thing; `python --version`
    did. The arrow joins a command to what it printed, and the message is no command that starts a step of its own."""
    lesson = gotcha(f"`pyenv install 3.12.4` → `{STORE}`.", "Turn the App execution aliases off.")
    assert verdict(store_stub_session(), tmp_path, lesson) == f"refused: {NOT_FOUND}"


def test_guard_the_arrow_from_the_call_that_printed_the_message_stands(tmp_path):
    lesson = gotcha(f"`python --version` → `{STORE}`.", "Turn the App execution aliases off.")
    assert not verdict(store_stub_session(), tmp_path, lesson).startswith("refused")


def test_a_cmdlet_in_lower_case_is_a_command_line():
    """A citation's pieces are compared lower-cased: `remove-item …` is PowerShell's Remove-Item all the same, known by
    its approved verb; a cmdlet alone (`Get-ExecutionPolicy`) is a command line too."""
    assert commandish("remove-item $env:localappdata/microsoft/windowsapps/python.exe")
    assert commandish("get-executionpolicy")
    assert not commandish("fix-permissions") and not commandish("well-known")   # guard: no approved verb, no cmdlet


def test_a_cmdlet_said_to_have_done_something_must_have_run(tmp_path):
    """"`Remove-Item …` removed the stub": a past verb after the quoted command says that call went well. The call
    was turned down, so nothing holds it."""
    lesson = gotcha('`Remove-Item "$env:LOCALAPPDATA\\Microsoft\\WindowsApps\\python.exe"` removed the stub.',
                    "Remove the stub with Remove-Item.")
    assert verdict(store_stub_session(), tmp_path, lesson).startswith("refused")


def test_guard_a_cmdlet_that_ran_holds_what_it_did(tmp_path):
    b = Builder()
    b.prompt("clean the build output")
    b.tool("Bash", {"command": "Remove-Item -Recurse -Force .\\dist"}, "")
    lesson = gotcha("`Remove-Item -Recurse -Force .\\dist` removed the stale bundle.", "Remove dist first.")
    assert not verdict(b, tmp_path, lesson).startswith("refused")


def lvm_session() -> Builder:
    b = Builder()
    b.prompt("/var is full, grow it into the free space of the volume group")
    b.tool("Bash", {"command": "sudo lvextend -l +100%FREE /dev/vg0/lv_var"},
           "  Logical volume vg0/lv_var successfully resized.")
    b.tool("Bash", {"command": "df -h /var"}, "/dev/mapper/vg0-lv_var   20G   19G  1.0G  95% /var")
    b.reply("The LV grew but XFS did not. Next time `sudo lvextend -r -l +100%FREE /dev/vg0/lv_var` does both.")
    b.tool("Bash", {"command": "sudo xfs_growfs /var && df -h /var"},
           "data blocks changed from 5242880 to 13107200\n/dev/mapper/vg0-lv_var   50G   19G   31G  38% /var")
    return b


def test_a_command_said_to_have_grown_something_must_have_run(tmp_path):
    """"`lvextend -r …` grew the LV and the filesystem": "grew" is a past verb as "resized" is (the verbs whose past
    has no -ed are known too). The `-r` command was only suggested in a reply, never run."""
    lesson = gotcha("`sudo lvextend -r -l +100%FREE /dev/vg0/lv_var` grew both the LV and the XFS filesystem in one "
                    "call.", "Use `lvextend -r`.")
    assert verdict(lvm_session(), tmp_path, lesson).startswith("refused")


def test_guard_a_command_that_ran_and_grew_something_stands(tmp_path):
    lesson = gotcha("`sudo xfs_growfs /var && df -h /var` grew the filesystem to 50G.", "Run `sudo xfs_growfs /var`.")
    assert not verdict(lvm_session(), tmp_path, lesson).startswith("refused")


def firebird_session(said: str) -> Builder:
    b = Builder()
    b.prompt("isql-fb cannot open the copied database")
    b.tool("Bash", {"command": "isql-fb localhost:/srv/db/ledger.fdb"},
           "Exit code 1\nStatement failed, SQLSTATE 08001\nI/O error during \"open\" operation", is_error=True)
    b.tool("Bash", {"command": "sudo chown firebird:firebird /srv/db/ledger.fdb && isql-fb localhost:/srv/db/ledger.fdb"},
           "Database: localhost:/srv/db/ledger.fdb")
    b.prompt("great. the ERP app on 10.0.4.12 connects to the server but gets connection refused")
    b.tool("Bash", {"command": "ss -ltn | grep 3050"}, "LISTEN 0 256 127.0.0.1:3050 0.0.0.0:*")
    b.reply("Firebird only listens on 127.0.0.1; `RemoteBindAddress = localhost` in firebird.conf.")
    b.tool("Edit", {"file_path": "/etc/firebird/3.0/firebird.conf", "old_string": "RemoteBindAddress = localhost",
                    "new_string": "RemoteBindAddress = 0.0.0.0"},
           "The file /etc/firebird/3.0/firebird.conf has been updated successfully.")
    b.tool("Bash", {"command": "sudo systemctl restart firebird3.0 && ss -ltn | grep 3050"},
           "LISTEN 0 256 0.0.0.0:3050 0.0.0.0:*")
    b.reply("It listens on all interfaces now. Please try the app again.")
    b.prompt(said)
    return b


BIND = gotcha("`ss -ltn | grep 3050` → `127.0.0.1:3050`; after the edit to `RemoteBindAddress = 0.0.0.0` and "
              "`sudo systemctl restart firebird3.0`, `0.0.0.0:3050`.",
              "Set `RemoteBindAddress = 0.0.0.0` and restart firebird3.0.")


def test_the_person_saying_still_and_the_trouble_they_reported_denies_the_fix(tmp_path):
    """"still connection refused from the app server": "still" and the word of trouble the person's own report
    gave before the fix ("gets connection refused") says the fix did not do it, as "still fails" does."""
    assert verdict(firebird_session("still connection refused from the app server :("), tmp_path, BIND) != "write"


def test_guard_still_and_another_trouble_is_no_denial(tmp_path):
    """"still" beside trouble the person never reported (a warning in the log) says nothing of this fix."""
    assert not denies("still a deprecation warning in the log, but it connects", trouble("gets connection refused"))
    assert denies("still connection refused", trouble("gets connection refused"))
    assert not denies("still connection refused")   # (no reported trouble given: the words alone decide, as before)
    assert verdict(firebird_session("connects now, thanks!"), tmp_path, BIND) == "write"


def gulp_session() -> Builder:
    b = Builder()
    b.prompt("the styles task fails since the gulp 4 upgrade")
    b.tool("Bash", {"command": "npx gulp build"}, "Exit code 1\n[10:44:51] Error in plugin \"gulp-sass\"\nMessage:\n"
           "gulp-sass 5 does not have a default Sass compiler; please set one yourself.", is_error=True)
    b.tool("Bash", {"command": "npm install --save-dev sass@1.77.8"}, "added 14 packages in 9s")
    b.tool("Edit", {"file_path": "/site/gulpfile.js", "old_string": "const sass = require('gulp-sass');",
                    "new_string": "const sass = require('gulp-sass')(require('sass'));"},
           "The file /site/gulpfile.js has been updated successfully.")
    b.tool("Bash", {"command": "npx gulp build"}, "[10:47:30] Starting 'build'...\n[10:47:32] Finished 'build' after 2.31 s")
    return b


def test_after_and_a_number_is_a_duration_not_a_step_later(tmp_path):
    """"re-ran the build: Finished 'build' after 2.31 s": "after 2.31 s" is how long it took, not what the install and
    the edit came after."""
    lesson = gotcha("npx gulp build → gulp-sass 5 does not have a default Sass compiler; please set one yourself. "
                    "Installed sass@1.77.8, changed the require to `require('gulp-sass')(require('sass'))`, re-ran the "
                    "build: Finished 'build' after 2.31 s.", "Pass the compiler: `require('gulp-sass')(require('sass'))`.")
    assert verdict(gulp_session(), tmp_path, lesson) == "write"
    assert all(c.after is None for c in parse("`npx gulp build` printed `Finished` after 2.31 s.").claims)


def test_guard_after_a_step_is_still_a_step_later():
    """Guard: "passed after `npm install …`" still says the run came after the install; a number after "after" is
    no duration."""
    assert any(c.after is not None for c in parse("`npx gulp build` passed after `npm install --save-dev sass`.").claims)


def carthage_session() -> Builder:
    b = Builder()
    b.prompt("carthage update fails on my M2")
    b.tool("Bash", {"command": "carthage update --platform iOS"},
           "Exit code 1\n*** Building scheme \"Alamofire iOS\"\nBuilding universal frameworks with common architectures is "
           "not possible. Rebuild with --use-xcframeworks to create an xcframework bundle instead.", is_error=True)
    b.tool("Bash", {"command": "carthage update --platform iOS --use-xcframeworks && ls Carthage/Build"},
           "*** Building scheme \"Alamofire iOS\"\nAlamofire.xcframework")
    return b


def test_a_quote_that_ends_its_sentence_ends_the_clause(tmp_path):
    """`"… bundle instead." With `--use-xcframeworks` it built …`: the quote ends a sentence, so the next one is a
    claim of its own, not the quote said to have built something."""
    lesson = gotcha("carthage: \"Building universal frameworks with common architectures is not possible.\" … \"Rebuild "
                    "with --use-xcframeworks to create an xcframework bundle instead.\" With `--use-xcframeworks` it "
                    "built `Alamofire.xcframework`.", "Run `carthage update --use-xcframeworks`.")
    assert verdict(carthage_session(), tmp_path, lesson) == "write"


def test_a_program_naming_itself_in_its_message_is_no_command_line(tmp_path):
    """`/bin/bash: line 1: hledger: command not found` opens on a path to a program, but the colon after it makes it
    that program's message: the arrow from the command to it reads "printed", in the same call."""
    assert not commandish("/bin/bash: line 1: hledger: command not found")
    assert commandish("/bin/bash -lc true")   # guard: the path to a program, run
    b = Builder()
    b.prompt("hledger works in my fish terminal")
    b.tool("Bash", {"command": "hledger -f 2024.journal bal"}, "Exit code 127\n/bin/bash: line 1: hledger: command not found",
           is_error=True)
    b.tool("Bash", {"command": "~/.local/bin/hledger -f 2024.journal bal"}, "Total: 0")
    lesson = gotcha("`hledger -f 2024.journal bal` → `/bin/bash: line 1: hledger: command not found` (exit 127); "
                    "`~/.local/bin/hledger -f 2024.journal bal` ran.", "Call it by its full path, `~/.local/bin/hledger`.")
    assert verdict(b, tmp_path, lesson) == "write"


def test_a_label_heading_the_line_before_its_quote_is_no_name_to_find(tmp_path):
    """"PS7: `pyenv: The term 'pyenv' is not recognized …`": the word and colon heading the line say where it was
    seen (the shell), not text a step holds."""
    b = Builder()
    b.prompt("pyenv does nothing in PowerShell 7")
    b.tool("Bash", {"command": "pwsh -NoProfile -Command 'pyenv --version'"},
           "Exit code 1\npyenv: The term 'pyenv' is not recognized as a name of a cmdlet, function, script file, or "
           "executable program.", is_error=True)
    lesson = gotcha("PS7: `pyenv: The term 'pyenv' is not recognized as a name of a cmdlet, function, script file, or "
                    "executable program.`", "Reload PATH from the registry.")
    assert not verdict(b, tmp_path, lesson).startswith("refused")
    assert "ps7" not in parse("PS7: `pyenv: The term`").tokens
    assert "ps7" in parse("the PS7 job printed `pyenv: The term`").tokens   # guard: a name in the prose stays one


def test_a_verb_said_again_is_no_name():
    """"(`ps` printed only its header), re-ran the same `apt-get install …`": "re-ran" is prose, its hyphen no name's
    (so it is not looked for in what `ps` printed); a name with a hyphen stays one."""
    assert not distinctive("re-ran") and not distinctive("re-running")
    assert distinctive("re-frame") and distinctive("v4l2loopback-dkms")   # guard: names with a hyphen


def test_the_crash_as_a_thing_is_no_outcome_of_the_call(tmp_path):
    """"`gulp --version` printed `CLI version 3.9.1` …, which explained the crash at gulp.js:129": "the crash" names
    the earlier failure; the version call itself passed."""
    b = Builder()
    b.prompt("gulp build crashes")
    b.tool("Bash", {"command": "gulp build"}, "Exit code 1\nTypeError: Cannot read properties of undefined (reading "
           "'apply')\n    at gulp.js:129:20", is_error=True)
    b.tool("Bash", {"command": "gulp --version"}, "[10:42:10] CLI version 3.9.1\n[10:42:10] Local version 4.0.2")
    lesson = fact("`gulp --version` printed `CLI version 3.9.1` and `Local version 4.0.2`, which explained the crash "
                  "at gulp.js:129.")
    assert verdict(b, tmp_path, lesson) == "write"
    assert verdict(b, tmp_path, fact("`gulp --version` crashed with `CLI version 3.9.1`.")).startswith("refused")  # guard


def asm_session() -> Builder:
    b = Builder()
    b.prompt("link my nasm hello world as a PIE")
    b.tool("Bash", {"command": "nasm -f elf64 hello.asm && gcc hello.o -o hello"},
           "Exit code 1\n/usr/bin/ld: hello.o: relocation R_X86_64_PC32 against symbol `printf@@GLIBC_2.2.5' can not be "
           "used when making a PIE object; recompile with -fPIE", is_error=True)
    b.tool("Edit", {"file_path": "/home/ilya/asm/hello.asm", "old_string": "call printf",
                    "new_string": "call printf wrt ..plt"},
           "The file /home/ilya/asm/hello.asm has been updated successfully.")
    b.tool("Bash", {"command": "nasm -f elf64 hello.asm && gcc hello.o -o hello && ./hello"}, "Hello, asm")
    return b


def test_an_arrow_from_an_edits_old_text_to_its_new_text_is_that_edit(tmp_path):
    """"`call printf` → `call printf wrt ..plt`: the PC32 relocation error went away": the arrow joins what the edit
    replaced to its new text, and "PC32" is a part of the `R_X86_64_PC32` the citation gives whole."""
    lesson = gotcha("`call printf` → `call printf wrt ..plt`: the PC32 relocation error (relocation R_X86_64_PC32 "
                    "against symbol printf@@GLIBC_2.2.5) went away and `./hello` printed `Hello, asm`.",
                    "Call through the PLT: `call printf wrt ..plt`.")
    assert verdict(asm_session(), tmp_path, lesson) == "write"


def test_guard_an_arrow_to_text_the_edit_did_not_write_is_refused(tmp_path):
    lesson = gotcha("`call printf` → `call printf@PLT`: the relocation error went away.", "Call through the PLT.")
    assert verdict(asm_session(), tmp_path, lesson).startswith("refused")


def test_and_a_program_named_in_prose_with_its_output_is_another_call(tmp_path):
    """"`squid -k parse` printed no ERROR and curl from 10.20.3.7 through the proxy got `200`": "and curl … got" names
    another call, by its program; `200` is curl's output, not the parse check's."""
    b = Builder()
    b.prompt("squid refuses to start after my ACL change")
    b.tool("Bash", {"command": "sudo squid -k parse"}, "Exit code 1\nERROR: aclParseAclList: ACL name 'officenet' not found.",
           is_error=True)
    b.tool("Edit", {"file_path": "/etc/squid/squid.conf", "old_string": "http_access allow officenet\nacl officenet src "
                    "10.20.0.0/16", "new_string": "acl officenet src 10.20.0.0/16\nhttp_access allow officenet"},
           "The file /etc/squid/squid.conf has been updated successfully.")
    b.tool("Bash", {"command": "sudo squid -k parse 2>&1 | tail -1"}, "Processing: http_access deny all")
    b.tool("Bash", {"command": "ssh 10.20.3.7 curl -s -o /dev/null -w '%{http_code}' -x http://proxy:3128 http://example.org"},
           "200")
    lesson = gotcha("After moving the acl above its http_access line, `squid -k parse` printed no ERROR and curl from "
                    "10.20.3.7 through the proxy got `200`.", "Define the acl before the http_access line using it.")
    assert verdict(b, tmp_path, lesson) == "write"
    assert len(parse("`squid -k parse` printed `x` and curl from 10.20.3.7 got `200`.").claims) == 2
    assert len(parse("`squid -k parse` printed `x` and `y`.").claims) == 1   # guard: two quotes of one output


def test_an_erroneous_thing_is_trouble_so_the_call_printing_it_is_the_failure(tmp_path):
    """`WARNING: erroneous pipeline: no element "x264enc"` names trouble ("erroneous"): the run that printed it is the
    failure, not the later run of the same pipeline that got further (`Setting pipeline to PLAYING ...`) and failed on
    something else, so the install between them is shown by the pipeline getting past it."""
    pipeline = "gst-launch-1.0 v4l2src ! x264enc ! rtph264pay ! udpsink host=192.168.1.50 port=5000"
    b = Builder()
    b.prompt("my pipeline fails straight away")
    b.tool("Bash", {"command": pipeline}, "Exit code 1\nWARNING: erroneous pipeline: no element \"x264enc\"",
           is_error=True)
    b.tool("Bash", {"command": "sudo apt-get install -y gstreamer1.0-plugins-ugly"}, "Setting up gstreamer1.0-plugins-ugly")
    b.tool("Bash", {"command": pipeline}, "Exit code 1\nSetting pipeline to PLAYING ...\nERROR: from element "
           "/GstPipeline:pipeline0/GstV4l2Src:v4l2src0: Internal data stream error.\nstreaming stopped, reason "
           "not-negotiated (-4)", is_error=True)
    b.reply("The install got it past the missing element; the camera's caps are next.")
    lesson = gotcha("`WARNING: erroneous pipeline: no element \"x264enc\"`. Installed gstreamer1.0-plugins-ugly; the same "
                    "pipeline then got to `Setting pipeline to PLAYING ...`.",
                    "`sudo apt-get install -y gstreamer1.0-plugins-ugly`.")
    assert verdict(b, tmp_path, lesson) == "write"


def test_a_korean_verb_of_running_after_the_quote_says_a_call_ran_it(tmp_path):
    """"brew 안내의 `sudo ln -sfn …`를 실행하자 `Okt()`가 바로 동작했다" ("on running `sudo ln -sfn …`, Okt() worked"):
    Korean puts the verb after the quote; the command is said to have run, and it was only printed in brew's
    caveats, never run."""
    b = Builder()
    b.prompt("Okt() 가 JVM 을 못 찾아요")
    b.tool("Bash", {"command": "brew install openjdk@17"}, "==> Caveats\nFor the system Java wrappers to find this JDK, "
           "symlink it with\n  sudo ln -sfn /opt/homebrew/opt/openjdk@17/libexec/openjdk.jdk "
           "/Library/Java/JavaVirtualMachines/openjdk-17.jdk")
    b.tool("Bash", {"command": "export JAVA_HOME=/opt/homebrew/opt/openjdk@17 && python -c 'from konlpy.tag import Okt; "
           "print(Okt().morphs(\"안녕\"))'"}, "['안녕']")
    said = "`sudo ln -sfn /opt/homebrew/opt/openjdk@17/libexec/openjdk.jdk /Library/Java/JavaVirtualMachines/openjdk-17.jdk`"
    lesson = gotcha(f"brew 안내의 {said}를 실행하자 `Okt()`가 바로 동작했다.", "brew 안내대로 심볼릭 링크를 만든다.")
    assert verdict(b, tmp_path, lesson).startswith("refused")
    shown = gotcha(f"brew 안내에 {said}가 나왔다.", "JAVA_HOME 을 지정한다.")   # guard: only said to be printed
    assert not verdict(b, tmp_path, shown).startswith("refused")
