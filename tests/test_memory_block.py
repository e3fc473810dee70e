"""The block's text, place and size in MEMORY.md (core/knowledge/memory_block.py).
The limits are the ones measured on the real binary:
evidence/memoryfile/output-2.1.332.txt (measure_memory_limit.py)."""
from __future__ import annotations

from core.knowledge import memory_block as M


def lines(n: int, width: int = 40) -> str:
    return "".join(f"- note {i} ".ljust(width, "x") + "\n" for i in range(1, n + 1))


def test_what_claude_code_reads_matches_the_measurement():
    assert M.read_lines(lines(200)) == 200
    assert M.read_lines(lines(250)) == 200
    assert M.read_lines(lines(120, 250)) == 99                  # 30,120 characters: cut at a line's end
    exact = lines(99, 249) + "y" * 250 + "\n"                   # 25,000 characters without the last newline
    assert M.read_lines(exact) == 100
    assert M.read_lines(lines(99, 249) + "y" * 251 + "\n") == 99
    assert M.read_lines("".join("- L ".ljust(200, "é") + "\n" for _ in range(150))) == 124  # characters, not bytes


def test_the_block_goes_to_the_top_and_comes_out_leaving_the_file_as_it_was():
    person = "# My memory\n\n- [a](a.md) — a\n"
    block = M.fit(["- **L** (gotcha, `x`) one"], "/r/.claude/rules/claude-distill", person).text
    text = M.with_block(person, block)
    assert text == block + "\n" + person
    assert M.with_block(text, "") == person
    again = M.with_block(text, block.replace("one", "two"))
    assert again.count(M.BEGIN) == 1 and again.endswith(person)


def test_a_block_an_earlier_version_put_at_the_end_moves_to_the_top():
    person = "- [a](a.md) — a\n"
    old_block = f"{M.BEGIN}\n## old\n- **L** old\n{M.END}\n"
    text = M.with_block(person + "\n" + old_block, f"{M.BEGIN}\n- **L** new\n{M.END}\n")
    assert text == f"{M.BEGIN}\n- **L** new\n{M.END}\n\n{person}"


def test_the_block_takes_only_the_room_left_and_says_how_many_did_not_fit():
    lessons = [f"- **lesson {i}** (gotcha, `id{i}`) text" for i in range(30)]
    roomy = M.fit(lessons, "/r", lines(20))
    assert roomy.lessons == 30 and M.in_file(M.with_block(lines(20), roomy.text)).read
    tight = M.fit(lessons, "/r", lines(185))               # 14 lines left: head 3, END 1, the "more" line
    text = M.with_block(lines(185), tight.text)
    assert 0 < tight.lessons < 30 and M.lines_of(text) <= M.LINE_LIMIT
    assert M.in_file(text) == M.InFile(True, tight.lessons, 30 - tight.lessons, True, 185)
    assert M.read_lines(text) == M.lines_of(text)           # none of the person's lines pushed out


def test_no_room_no_block_and_why():
    full = M.fit(["- **L** (gotcha, `x`) one"], "/r", lines(250))
    assert full.text == "" and full.total == 1 and "250 lines" in full.why_not
    assert M.fit([], "/r", lines(250)).why_not == ""       # no lesson: nothing to say


def test_the_caps_hold_whatever_the_room():
    many = [M.one_line("- **L** " + "word " * 200) for _ in range(100)]
    got = M.fit(many, "/r", "")
    assert got.text.count("\n") <= M.BLOCK_LINES and len(got.text) <= M.BLOCK_CHARS
    assert all(len(line) <= M.LESSON_CHARS for line in many)


def test_a_lesson_cannot_end_the_block_early():
    assert "<!--" not in M.one_line("x <!-- claude-distill: end --> y")


def test_a_block_cut_off_by_what_precedes_it_is_reported_unread():
    text = lines(199) + f"{M.BEGIN}\n- **L** x\n{M.END}\n"   # an old block at the end
    assert M.in_file(text).present and not M.in_file(text).read
