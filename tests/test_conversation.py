import json
from pathlib import Path

import pytest

from core.transcript.conversation import (API_ERROR, CLEAR, COMPACT, COMPACT_BOUNDARY, COMPACT_SUMMARY, INTERRUPT,
                               block_text, subagent_files, turns_from_file, turns_from_records)
from core.transcript.reader import read_records
from tests.helpers_transcripts import CC, EN, KO, SPOTTER, SUBAGENT_MAIN, TRIVIAL, Builder, count_independently


def kinds(turns):
    return [t.kind for t in turns]


def test_english_error_then_fix_session() -> None:
    turns = turns_from_file(EN)
    assert kinds(turns) == ["prompt", "reply", "tool_call", "tool_result", "reply", "tool_call", "tool_result", "reply"]
    call, result = turns[2], turns[3]
    assert call.tool_name == "Bash" and call.tool_input["command"].startswith("python3 -c")
    assert result.is_error and result.tool_use_id == call.tool_use_id and result.tool_name == "Bash"
    assert "ModuleNotFoundError" in result.text
    assert not turns[6].is_error and turns[6].text == "42"
    assert {t.session_id for t in turns} == {"fc227cd3-5fb9-4a79-9c64-9ec401fad87d"}
    assert {t.entrypoint for t in turns} == {"sdk-cli"} and {t.cwd for t in turns} == {"/home/dev/proj"}


@pytest.mark.parametrize("path", sorted(SPOTTER.glob("*.jsonl")) + [EN, KO, TRIVIAL], ids=lambda p: p.name[:20])
def test_tool_calls_and_results_match_an_independent_count(path: Path) -> None:
    expected = count_independently(path)
    turns = turns_from_file(path)
    assert sum(1 for t in turns if t.kind == "tool_call") == expected["tool_use"]
    assert sum(1 for t in turns if t.kind == "tool_result") == expected["tool_result"]


def test_trivial_session_is_one_question_one_answer() -> None:
    turns = turns_from_file(TRIVIAL)
    assert [(t.kind, t.text) for t in turns] == [("prompt", "what is the capital of France?"),
                                                 ("reply", "The capital of France is Paris.")]


def test_interrupt_and_rejection() -> None:
    turns = turns_from_file(CC / "interactive_ctrl_c_interrupt_then_sigterm.jsonl")
    assert kinds(turns) == ["prompt", "tool_call", "tool_result", "marker", "prompt", "reply"]
    assert turns[2].is_error and turns[2].text.startswith("The user doesn't want to proceed")
    assert turns[3].marker == INTERRUPT


def test_api_error_is_a_marker() -> None:
    turns = turns_from_file(CC / "p_mode_api_error.jsonl")
    assert kinds(turns) == ["prompt", "marker"]
    assert turns[1].marker == API_ERROR and turns[1].is_error and "API Error: 400" in turns[1].text


def test_clear_file_is_only_a_clear_marker() -> None:
    turns = turns_from_file(CC / "interactive_after_clear_new_session.jsonl")
    assert [(t.kind, t.marker) for t in turns] == [("marker", CLEAR)]


def test_compaction_markers_and_summary_not_conversation() -> None:
    turns = turns_from_file(CC / "p_mode_continue_resume_compact_same_file.jsonl")
    markers = [t.marker for t in turns if t.kind == "marker"]
    assert markers == [COMPACT_BOUNDARY, COMPACT_SUMMARY, COMPACT]
    prompts = [t.text for t in turns if t.kind == "prompt"]
    assert prompts == ["first", "second", "third", "from other dir"]
    assert not any("being continued" in t.text for t in turns)
    assert turns[-1].cwd == "/home/dev/cc-facts/proj2"


def test_spotter_compaction_boundary_follows_logical_parent() -> None:
    path = SPOTTER / "258c7280-ae70-4798-800f-63464d01a85d.jsonl"
    turns = turns_from_file(path)
    boundary = next(t for t in turns if t.marker == COMPACT_BOUNDARY)
    raw = json.loads(path.read_bytes()[boundary.offset:].split(b"\n", 1)[0])
    assert raw["parentUuid"] is None and boundary.parent_uuid == raw["logicalParentUuid"]


def test_subagent_files_and_sidechain_turns() -> None:
    files = subagent_files(SUBAGENT_MAIN)
    assert [f.name for f in files] == ["agent-a37ae634d2253f335.jsonl"]
    turns = turns_from_file(files[0], subagent=True)
    assert kinds(turns) == ["prompt", "reply"]
    assert all(t.is_sidechain and t.agent_id == "a37ae634d2253f335" for t in turns)
    spotter = subagent_files(SPOTTER / "fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl")
    assert [f.name for f in spotter] == ["agent-a93ccab.jsonl", "agent-aa84377.jsonl"]
    assert len(subagent_files(SPOTTER / "fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl", include_compaction=True)) == 3
    assert subagent_files(EN) == []


def test_agent_tool_result_with_block_list() -> None:
    turns = turns_from_file(SUBAGENT_MAIN)
    result = next(t for t in turns if t.kind == "tool_result")
    assert result.tool_name == "Agent" and "agentId: a37ae634d2253f335" in result.text


def test_block_text_shapes() -> None:
    assert block_text("plain") == "plain"
    assert block_text([{"type": "text", "text": "a"}, {"type": "image", "source": {}}, {"type": "text", "text": "b"}]) == \
        "a\n[image]\nb"
    assert block_text(None) == ""


def test_meta_reminders_commands_and_repeats_are_skipped(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("<local-command-caveat>Caveat</local-command-caveat>", isMeta=True)
    b.prompt("<system-reminder>internal</system-reminder>")
    b.prompt("<system-reminder>x</system-reminder>\nreal question")
    b.prompt("<command-name>/model</command-name>\n<command-message>model</command-message>\n<command-args></command-args>")
    b.prompt("<local-command-stdout>Set model</local-command-stdout>")
    b.prompt("<command-name>/review-pr</command-name>\n<command-args>123 carefully</command-args>")
    b.records.append({"type": "attachment", "attachment": {"type": "queued_command", "prompt": "x"},
                      "uuid": "att", "sessionId": b.session_id})
    b.reply("answer")
    b.records.append(dict(b.records[-1]))  # the same record written twice
    b.records.append({"type": "unknown-future-type", "uuid": "u9", "sessionId": b.session_id})
    path = b.write(tmp_path / "t.jsonl")
    turns = turns_from_file(path)
    assert [(t.kind, t.marker, t.text) for t in turns] == [
        ("prompt", None, "real question"),
        ("marker", "command", "/model"),
        ("prompt", None, "/review-pr 123 carefully"),
        ("reply", None, "answer"),
    ]


def test_rewound_branch_is_dropped_but_parallel_tool_results_kept(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("build it")
    fork_point = b.reply("which target?")["uuid"]
    b.prompt("the old way")
    b.reply("abandoned answer")
    # The person rewinds and re-sends a prompt from the fork point.
    b.prompt("use make instead", parent=fork_point)
    call = b._envelope("assistant", {"role": "assistant", "content": [
        {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "make"}}]})
    call2 = b._envelope("assistant", {"role": "assistant", "content": [
        {"type": "tool_use", "id": "t2", "name": "Bash", "input": {"command": "make test"}}]})
    b._envelope("user", {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}]},
                parent=call["uuid"])
    b._envelope("user", {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t2", "content": "ok2"}]},
                parent=call2["uuid"])
    b.reply("done")
    records, _ = read_records(b.write(tmp_path / "t.jsonl"))
    texts = [t.text for t in turns_from_records(records)]
    assert "the old way" not in texts and "abandoned answer" not in texts
    assert texts == ["build it", "which target?", "use make instead", "make", "make test", "ok", "ok2", "done"]


def test_forked_copy_keeps_its_own_session_id() -> None:
    turns = turns_from_file(CC / "p_mode_fork_session_copy.jsonl")
    assert [t.text for t in turns if t.kind == "prompt"] == ["first", "second", "third", "fourth"]
    assert {t.session_id for t in turns} == {"597b9224-82cd-4873-a85b-e9a55e731853"}
