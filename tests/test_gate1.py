import json
from pathlib import Path

import pytest

from core.config import Config
from core.distil.gate1 import gate1, gate1_from_config, scan_signals
from core.transcript.slicer import build_slice
from tests.helpers_transcripts import CC, EN, KO, SPOTTER, TRIVIAL, Builder

DEFAULTS = dict(min_turns=4, require_tool_use=True, require_signal=True)


def test_trivial_session_stops() -> None:
    verdict = gate1(build_slice(TRIVIAL), **DEFAULTS)
    assert not verdict.passed and "too few turns" in verdict.reason
    assert verdict.details["turns"] == 2 and verdict.details["tool_calls"] == 0


@pytest.mark.parametrize("path", [EN, KO, CC / "p_mode_bash_tool_error.jsonl",
                                  CC / "interactive_session_before_clear_then_resumed.jsonl"])
def test_error_then_fix_sessions_pass(path: Path) -> None:
    verdict = gate1(build_slice(path), **DEFAULTS)
    assert verdict.passed, verdict.reason
    assert verdict.details["tool_errors"] >= 1


def test_english_signals_in_detail() -> None:
    sig = scan_signals(EN)
    assert (sig.turns, sig.prompts, sig.replies, sig.tool_calls, sig.tool_errors) == (8, 1, 3, 2, 1)
    assert any("ModuleNotFoundError" in e or "Exit code 1" in e for e in sig.error_examples)


def test_korean_error_words_are_seen() -> None:
    sig = scan_signals(KO)
    assert sig.tool_errors == 1 and sig.error_words >= 1   # "빌드가 실패해요"


def test_no_tool_use_and_no_signal_stop() -> None:
    verdict = gate1(build_slice(CC / "interactive_two_turns.jsonl"), **DEFAULTS)
    assert not verdict.passed and verdict.reason == "no tool use"
    relaxed = gate1(build_slice(CC / "interactive_two_turns.jsonl"), min_turns=1, require_tool_use=False,
                    require_signal=True)
    assert relaxed.passed  # "does not exist" in the reply is read as an error signal


def test_corrections_and_interrupts_count(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("add the cache")
    b.tool("Edit", {"file_path": "/p/a.py", "old_string": "a", "new_string": "b"}, "updated")
    b.reply("Added an in-memory cache.")
    b.prompt("no, use the redis cache instead")
    b.tool("Edit", {"file_path": "/p/a.py", "old_string": "b", "new_string": "c"}, "updated")
    b.reply("Switched to redis.")
    verdict = gate1(build_slice(b.write(tmp_path / "t.jsonl")), **DEFAULTS)
    assert verdict.passed and verdict.details["corrections"] == 1
    assert verdict.details["tool_errors"] == 0
    ctrl_c = scan_signals(CC / "interactive_ctrl_c_interrupt_then_sigterm.jsonl")
    assert ctrl_c.interrupts == 1 and ctrl_c.rejections == 1 and ctrl_c.tool_errors == 0


def test_clean_session_with_tools_stops(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("list the files")
    b.tool("Bash", {"command": "ls"}, "a.py\nb.py")
    b.reply("Two files.")
    b.prompt("count lines")
    b.tool("Bash", {"command": "wc -l a.py"}, "10 a.py")
    b.reply("Ten lines.")
    verdict = gate1(build_slice(b.write(tmp_path / "t.jsonl")), **DEFAULTS)
    assert not verdict.passed and verdict.reason == "no error signal and no user correction"


def test_exit_code_without_is_error_flag(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("run it")
    b.tool("Bash", {"command": "make"}, "make: *** [all] Exit code 2")
    b.reply("Fixed the makefile.")
    b.prompt("thanks, commit")
    sig = scan_signals(b.write(tmp_path / "t.jsonl"))
    assert sig.exit_codes == 1 and sig.tool_errors == 0


def _early_error_long_transcript(tmp_path: Path) -> Path:
    """An error in the first lines, then a long clean real session (spotter records, fresh uuids)."""
    b = Builder()
    b.prompt("set up the project")
    b.tool("Bash", {"command": "mix deps.get"}, "** (Mix) Could not find Hex, which is needed to build dependency",
           is_error=True)
    b.reply("Installed hex with mix local.hex.")
    head = b.lines()
    clean = []
    for line in open(SPOTTER / "258c7280-ae70-4798-800f-63464d01a85d.jsonl", "rb"):
        data = json.loads(line)
        if data.get("type") not in ("user", "assistant"):
            continue
        text = json.dumps(data.get("message", {}).get("content"))
        if "is_error\": true" in text or "rror" in text or "ail" in text or "xit code" in text or "annot" in text:
            continue
        clean.append(line)
    path = tmp_path / "long.jsonl"
    path.write_bytes(b"".join(head) + b"".join(clean))
    assert len(head) < 10 and len(clean) > 250
    return path


def test_error_in_the_first_lines_of_a_long_transcript_is_seen(tmp_path: Path) -> None:
    path = _early_error_long_transcript(tmp_path)
    sl = build_slice(path)
    assert "Could not find Hex" in sl.text              # an early error is an episode the slice keeps…
    verdict = gate1(sl, **DEFAULTS)
    assert verdict.passed                                 # …and gate 1 sees it too
    assert verdict.details["tool_errors"] == 1
    assert verdict.details["first_signal_offset"] < 2000


def test_thresholds_come_from_config() -> None:
    sl = build_slice(TRIVIAL)
    strict = Config({}, {}, {})
    assert not gate1_from_config(sl, strict).passed
    lax = Config({"gate1": {"min_turns": 1, "require_tool_use": False, "require_signal": False}}, {}, {})
    assert gate1_from_config(sl, lax).passed


def test_signals_counted_in_the_slicer_pass_equal_a_separate_scan() -> None:
    """The pipeline counts gate 1's signals while the slice is built: one pass over the range, same counts."""
    from core.distil.gate1 import Signals, observe
    from tests.helpers_transcripts import all_transcripts

    for path in all_transcripts():
        sig = Signals()
        build_slice(path, on_turn=lambda turn: observe(sig, turn))
        assert sig.as_dict() == scan_signals(path).as_dict(), path.name
