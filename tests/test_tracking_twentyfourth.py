"""Tracking (issue 24), twenty-fourth round: what tracking32's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

UNSAFE = "[concat @ 0x55] Unsafe file name '/home/d/ep41/clips/seg01.mp4'\nlist.txt: Operation not permitted"
CONCAT = gotcha("`ffmpeg -f concat -i list.txt -c copy ep41.mp4` → `list.txt: Operation not permitted`; with "
                "`-safe 0` it joined them", "Pass `-safe 0` before the input: `ffmpeg -f concat -safe 0 -i list.txt …`.")
CONCAT_SOURCE = session(("ffmpeg -f concat -i list.txt -c copy ep41.mp4", UNSAFE, True),
                        ("ffmpeg -f concat -safe 0 -i list.txt -c copy ep41.mp4", "size=147851KiB time=00:52:14", False))


def test_a_fix_a_build_runner_echoed_running_is_used():
    """`make ep42.mp4` printing its recipe line `ffmpeg … -safe 0 -i list.txt …`: the fix kept in the recipe ran,
    though the session never showed the makefile."""
    calls = lesson_calls(CONCAT, CONCAT_SOURCE.log, redact)
    later = session(("make ep42.mp4", "ffmpeg -hide_banner -y -f concat -safe 0 -i list.txt -c copy ep42.mp4\n"
                                      "size=  147851KiB time=00:47:51.30", False))
    assert verdict(CONCAT, calls, later) == (False, True)


def test_a_runners_own_lines_and_another_programs_output_are_no_use():
    """Guard: the runner's own message and the output of what it ran are not the fix echoed."""
    calls = lesson_calls(CONCAT, CONCAT_SOURCE.log, redact)
    later = session(("make ep42.mp4", "make: 'ep42.mp4' is up to date.", False),
                    ("python3 tools/pack.py", "ffmpeg -safe 0 would be needed here", False))
    assert verdict(CONCAT, calls, later) == (False, False)
