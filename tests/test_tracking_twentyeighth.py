"""Tracking (issue 24), twenty-eighth round: what tracking36's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.calls import LessonCalls
from core.tracking.fixterms import words_of
from core.tracking.profile import anchors_for
from core.tracking.record import lesson_calls
from core.tracking.usage import SessionFacts
from core.tracking.wordmatch import path_matches
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def wrote(path: str, content: str, then: str, output: str = "ok") -> SessionFacts:
    """A later session that writes a file, then runs a command that works."""
    facts = SessionFacts()
    stamp = "2026-02-01T10:00:00+00:00"
    facts.add(Turn(TOOL_CALL, path, tool_name="Write", tool_input={"file_path": path, "content": content},
                   tool_use_id="w", timestamp=stamp))
    facts.add(Turn(TOOL_RESULT, "File created", tool_name="Write", tool_use_id="w", timestamp=stamp))
    facts.add(Turn(TOOL_CALL, then, tool_name="Bash", tool_input={"command": then}, tool_use_id="b", timestamp=stamp))
    facts.add(Turn(TOOL_RESULT, output, tool_name="Bash", tool_use_id="b", timestamp=stamp))
    return facts


NO_TESTS = "No test files found, exiting with code 1"
VITEST = gotcha(f"`pnpm -r test` → `{NO_TESTS}`; `vitest run --passWithNoTests` → `No test files found, exiting with "
                "code 0`", "Add --passWithNoTests to the package's test script (`vitest run --passWithNoTests`), or set "
                "passWithNoTests: true in the test block of its vitest.config.ts.")
VITEST_SOURCE = session(("pnpm -r test", f"packages/hooks test$ vitest run\n{NO_TESTS}", True),
                        ("cd packages/hooks && pnpm exec vitest run --passWithNoTests",
                         "No test files found, exiting with code 0", False))


def test_a_camel_case_option_written_as_its_config_key_is_the_fix():
    """`passWithNoTests: true` in vitest.config.ts is the `--passWithNoTests` the lesson runs: a tool whose options
    are camelCase takes them by the same name in its config."""
    assert "--passwithnotests" in words_of("  test: {\n    passWithNoTests: true,\n  },\n")
    calls = lesson_calls(VITEST, VITEST_SOURCE.log, redact)
    later = wrote("/home/dana/ds/packages/hooks/vitest.config.ts", "export default defineConfig({ test: {\n"
                  "    environment: 'jsdom',\n    passWithNoTests: true,\n  } });\n", "pnpm --filter @acme/hooks test",
                  "No test files found, exiting with code 0")
    assert verdict(VITEST, calls, later) == (False, True)


def test_guard_the_key_written_only_into_a_readme_is_not_the_fix():
    calls = lesson_calls(VITEST, VITEST_SOURCE.log, redact)
    later = wrote("/home/dana/ds/README.md", "Set `passWithNoTests: true` in vitest.config.ts for empty packages.\n",
                  "git status --short", " M README.md")
    assert verdict(VITEST, calls, later) == (False, False)


PORT_TAKEN = "Error: Port 4200 is already in use. Use '--port' to specify a different port."
NG = gotcha(f"`npx ng serve` → `{PORT_TAKEN}`; `npx ng serve --port 4300` → `Local: http://localhost:4300/`",
            "Give the second app its own port: `npx ng serve --port 4300`, or set \"port\": 4300 in the serve "
            "target's options in angular.json.")


def test_an_option_given_a_number_as_a_json_key_is_that_option():
    """`"port": 4300` in angular.json's serve options is `--port 4300`: an object key given a number, as one given a
    quoted string already was."""
    assert {"--port", "--port=4300"} <= words_of('"options": {\n  "proxyConfig": "proxy.conf.json",\n  "port": 4300\n}')
    later = wrote("/home/ren/shop/angular.json", '"serve": {\n "options": {\n  "proxyConfig": "proxy.conf.json",\n'
                  '  "port": 4300\n }\n}',
                  "npx ng serve", "Local: http://localhost:4300/")
    source = session(("npx ng serve", PORT_TAKEN, True),
                     ("npx ng serve --port 4300", "Local: http://localhost:4300/", False))
    assert verdict(NG, lesson_calls(NG, source.log, redact), later) == (False, True)


def test_guard_a_number_that_is_a_version_or_a_time_is_no_option_value():
    assert "--version=1" not in words_of('"version": 1.2.3')
    assert not any(w.startswith("--timeout=") for w in words_of('timeout: 10:30'))


NO_AUTO = "Cannot create auto config when metrics are off. Please allow metrics or run with a specific config."
SEMGREP = gotcha(f"`semgrep scan --config auto --metrics off` → `{NO_AUTO}`; "
                 "`semgrep scan --config p/python --config p/secrets --error .` → `Ran 312 rules`",
                 "Keep metrics off and name the rules explicitly: --config p/python --config p/secrets, "
                 "or set SEMGREP_RULES to the rulesets.")


def test_a_variable_the_prose_says_to_set_is_another_way_of_the_fix():
    """"or set SEMGREP_RULES to the rulesets": a variable named in prose with "set" (or "export", or Korean "환경 변수")
    is an other way of the fix, as "the SEMGREP_RULES variable" already was."""
    assert "SEMGREP_RULES" in anchors_for(SEMGREP, "").fix_terms
    source = session(("semgrep scan --config auto --metrics off", NO_AUTO, True),
                     ("semgrep scan --config p/python --config p/secrets --error .", "Ran 312 rules on 151 files", False))
    calls = lesson_calls(SEMGREP, source.log, redact)
    later = session(("SEMGREP_RULES='p/python p/secrets' semgrep scan --error", "Ran 312 rules on 151 files", False))
    assert verdict(SEMGREP, calls, later) == (False, True)
    korean = gotcha("`ansible-playbook site.yml` → `ERROR! Attempting to decrypt but no vault secrets found`",
                    "vault 비밀번호를 넘긴다: 환경 변수 ANSIBLE_VAULT_PASSWORD_FILE, 또는 --ask-vault-pass.")
    assert "ANSIBLE_VAULT_PASSWORD_FILE" in anchors_for(korean, "").fix_terms


def test_guard_a_variable_set_with_its_value_in_prose_is_read_as_before():
    """Guard: "set FOO_BAR=1" in prose keeps to what it was (the `=` form is read elsewhere, or not at all)."""
    e = gotcha("`x` → `boom`", "set FOO_BAR=1 before the run.")
    assert "FOO_BAR" not in anchors_for(e, "").settings


def test_a_path_under_the_home_folder_is_the_same_file_written_out():
    """`~/.config/yt-dlp/config` is `/home/kai/.config/yt-dlp/config` (or `/Users/ren/…`, `C:/Users/mina/…`): the
    file the lesson names, written by a later session by its full path."""
    assert path_matches("~/.config/yt-dlp/config", "/home/kai/.config/yt-dlp/config")
    assert path_matches("~/.config/yt-dlp/config", "/Users/ren/.config/yt-dlp/config")
    e = gotcha("`yt-dlp -f bv*+ba URL` → `ERROR: You have requested merging of multiple formats but ffmpeg is not "
               "installed.`", "Point yt-dlp at ffmpeg with --ffmpeg-location ~/opt/ffmpeg-7.0 (on the command line or "
               "as a line in ~/.config/yt-dlp/config).")
    later = wrote("/home/kai/.config/yt-dlp/config", "--ffmpeg-location ~/opt/ffmpeg-7.0\n", "yt-dlp -f 'bv*+ba' URL",
                  '[Merger] Merging formats into "talk.mkv"')
    assert verdict(e, LessonCalls(), later) == (False, True)


def test_guard_the_same_tail_under_another_folder_is_not_the_home_file():
    assert not path_matches("~/.config/yt-dlp/config", "/srv/app/.config/yt-dlp/config")
    assert not path_matches("~/.config/yt-dlp/config", "/home/kai/work/.config/yt-dlp/config")
