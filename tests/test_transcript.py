import json
from pathlib import Path

import pytest

from core.transcript.reader import ReadStats, classify, iter_records, read_records
from tests.helpers_transcripts import CC, EN, SPOTTER, Builder, all_transcripts, count_independently


@pytest.mark.parametrize("path", all_transcripts(), ids=lambda p: str(p.relative_to(p.parents[1])))
def test_every_fixture_parses_with_independent_counts(path: Path) -> None:
    expected = count_independently(path)
    records, stats = read_records(path)
    assert len(records) == expected["kept"]
    assert stats.noise == expected["noise"]
    assert stats.lines == expected["lines"]
    assert stats.broken == 0 and not stats.truncated
    assert stats.complete_until == path.stat().st_size
    assert sum(1 for r in records if r.data.get("type") == "user") == expected["user"]


def test_offsets_point_at_the_line_of_each_record() -> None:
    raw = EN.read_bytes()
    records, _ = read_records(EN)
    for record in records:
        line = raw[record.offset:record.end]
        assert line.endswith(b"\n")
        assert json.loads(line) == record.data


def test_known_counts_of_the_english_session() -> None:
    records, stats = read_records(EN)
    types = [r.data["type"] for r in records]
    assert types.count("user") == 3 and types.count("assistant") == 5
    assert stats.noise == 28


def test_noise_is_classified_from_the_line_head() -> None:
    assert classify(b'{"type":"api-request-blob","sessionId":"x","message":{"type":"user"}}') == ("api-request-blob", None)
    assert classify(b'{"parentUuid":"a","isSidechain":false,"attachment":{"type":"prompt_snapshot","x":1}}') == \
        ("attachment", "prompt_snapshot")
    assert classify(b'{"parentUuid":null,"userType":"external","cwd":"/p","type":"progress","data":{"type":"x"}}') == \
        ("progress", None)
    # An assistant record's "type" comes after its message: no guess, a real parse decides.
    assert classify(b'{"parentUuid":"a","message":{"type":"message","role":"assistant"},"type":"assistant"}') == (None, None)
    # Text that quotes a noise record cannot fool it: quotes inside strings are escaped.
    assert classify(b'{"parentUuid":"a","promptId":"p","type":"user","message":{"content":"{\\"type\\":\\"progress\\"}"}}') == \
        ("user", None)


def test_truncated_last_line_is_not_consumed(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("first")
    b.reply("second")
    lines = b.lines()
    path = tmp_path / "t.jsonl"
    path.write_bytes(lines[0] + lines[1][:-20])
    stats = ReadStats()
    records = list(iter_records(path, stats=stats))
    assert [r.data["message"]["content"] for r in records] == ["first"]
    assert stats.truncated
    assert stats.complete_until == len(lines[0])
    # Once the writer finishes the line, resuming from complete_until yields it.
    path.write_bytes(lines[0] + lines[1])
    resumed = list(iter_records(path, stats.complete_until))
    assert len(resumed) == 1 and resumed[0].data["type"] == "assistant"


def test_invalid_utf8_and_broken_lines_are_tolerated(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("caf\u00e9 ok")
    good = b.lines()[0]
    bad_utf8 = good.replace("caf\u00e9".encode(), b"caf\xff\xfe")
    path = tmp_path / "t.jsonl"
    path.write_bytes(good + b"{not json\n" + b"\n" + bad_utf8 + b"[1,2]\n")
    records, stats = read_records(path)
    assert len(records) == 2
    assert "\ufffd" in records[1].data["message"]["content"]
    assert stats.broken == 2
    assert stats.complete_until == path.stat().st_size


def test_five_megabyte_lines(tmp_path: Path) -> None:
    b = Builder()
    b.prompt("before")
    b.noise(5 * 1024 * 1024)
    b.tool("Bash", {"command": "cat big"}, "y" * (5 * 1024 * 1024))
    b.reply("after")
    path = b.write(tmp_path / "t.jsonl")
    records, stats = read_records(path)
    assert stats.noise == 1
    assert [r.data["type"] for r in records] == ["user", "assistant", "user", "assistant"]
    assert len(records[2].data["message"]["content"][0]["content"]) == 5 * 1024 * 1024
    # Over the limit, a line is skipped (counted as huge), and reading goes on.
    records, stats = read_records(path, max_line_bytes=1024 * 1024)
    assert stats.huge == 1 and stats.noise == 1
    assert [r.data["type"] for r in records] == ["user", "assistant", "assistant"]
    assert stats.complete_until == path.stat().st_size


def test_unknown_types_are_passed_on(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text('{"type":"brand-new-type","x":1}\n{"_type":"mode","record":{}}\n')
    records, stats = read_records(path)
    assert [r.data.get("type") for r in records] == ["brand-new-type", None]
    assert stats.noise == 0


def test_byte_ranges_are_respected() -> None:
    raw = EN.read_bytes()
    all_records, _ = read_records(EN)
    middle = all_records[len(all_records) // 2]
    # Starting inside a line skips to the next one.
    later, stats = read_records(EN, middle.offset + 5)
    assert later[0].offset > middle.offset
    assert all(r.offset >= middle.offset + 5 for r in later)
    # An end inside a line stops before it and reports where complete lines end.
    head, stats = read_records(EN, 0, middle.end - 3)
    assert head[-1].end <= middle.end - 3
    assert stats.truncated
    assert raw[stats.complete_until - 1:stats.complete_until] == b"\n"
    # Exactly on line boundaries, the two halves make the whole.
    first, s1 = read_records(EN, 0, middle.end)
    second, _ = read_records(EN, s1.complete_until)
    assert [r.offset for r in first + second] == [r.offset for r in all_records]


def test_keep_noise_yields_everything() -> None:
    records, stats = read_records(SPOTTER / "short.jsonl", keep_noise=True)
    assert len(records) == sum(1 for _ in open(SPOTTER / "short.jsonl", "rb"))
    assert stats.noise == 0


def test_record_type_catalogue_is_read_as_unknown_records() -> None:
    records, stats = read_records(CC / "record_type_examples_redacted.jsonl")
    assert len(records) == 36 and stats.noise == 0


def test_lines_too_long_or_too_deep_are_skipped_and_noted(tmp_path: Path) -> None:
    from core.transcript.reader import notes

    good = b'{"type":"user","uuid":"u1","message":{"role":"user","content":"hi"}}\n'
    huge = b'{"type":"user","message":{"role":"user","content":"' + b"y" * (3 << 20) + b'"}}\n'
    deep = b'{"type":"user","message":' + b"[" * 200_000 + b"]" * 200_000 + b"}\n"
    path = tmp_path / "t.jsonl"
    path.write_bytes(good + huge + deep + good.replace(b"u1", b"u2"))
    records, stats = read_records(path, max_line_bytes=1 << 20)
    assert [r.data["uuid"] for r in records] == ["u1", "u2"]
    assert (stats.huge, stats.too_deep, stats.first_huge, stats.first_too_deep) == (1, 1, len(good),
                                                                                    len(good) + len(huge))
    assert stats.complete_until == path.stat().st_size
    assert notes(stats, 1 << 20) == [f"skipped 1 line longer than 1 MiB (first at byte {len(good):,})",
                                     f"skipped 1 line nested too deeply to read (first at byte "
                                     f"{len(good) + len(huge):,})"]
