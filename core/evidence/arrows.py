"""Arrows in a citation (`cmd` → `error` → `fix` → `output`) read as the words they stand for: from a quoted command
that heads a chain to what it printed, "printed"; any other arrow, another step. core.evidence.claims reads the
citation after this."""
from __future__ import annotations

import re

from core.evidence.outcomes import EXIT_CLAIM_RE
from core.evidence.runs import run_with
from core.evidence.sequence import (ARROW_AT_RE, ARROW_BEFORE_RE, FLAG_ARROW_RE, NOTHING_AFTER_RE, OUTPUT_AFTER_RE,
                                     SET_TO_RE, STEP)
from core.evidence.subjects import command_quote, opening_command
from core.evidence.words import OPTIONS_RE


# A quote of one setting, `name = value`, and a quote opening a clause with an arrow to another quote
_SETTING_RE = re.compile(r"\s*[A-Za-z_][\w.-]*\s+=\s+\S[^=\n]*")
_SETTING_ARROW_RE = re.compile(r"((?:^|[.;:]\s+|\n)\s*)(\x00(\d+)\x00)\s*(?:→|->|=>|⇒)\s*(?=\x00(\d+)\x00)")
# A line a program printed: words, not one value (`1.333333`) nor another setting
_PRINTED_RE = re.compile(r"(?![^=\n]*\s=\s)\s*\S+(?:\s+\S+)+\s*")
# Any quote with an arrow to another (the right one options alone: "re-ran with" them)
_TO_OPTIONS_RE = re.compile(r"(\x00(\d+)\x00)\s*(?:→|->|=>|⇒)\s*(\x00(\d+)\x00)")


def arrows(text: str, quoted: list[str]) -> str:
    """An arrow from a quoted command that heads a chain to a quote (or an exit code) right after it reads
    "printed"; any other arrow leads to another step (`cmd` → `error` → `fix` → `output`: the fix's arrow
    may as well lead to the re-run that printed the output, so only the first pair is one call). A later
    pair of its own (`fix` → `what came of it`, after `cmd` → `error`) is read the same way: what follows the
    fix's arrow came of it, at its step or after (`STEP`), not necessarily in its own output."""
    pairs = 0
    # `max_workers = 8` → `pool up: 8 workers`: a setting opening a clause, then a line a run printed after it was
    # written (not `scale = 1.3` → `1.333333`, a setting and the value it was changed to)
    text = _SETTING_ARROW_RE.sub(lambda m: f"{m.group(1)}after setting {m.group(2)}, the run gave " if
                                 _SETTING_RE.fullmatch(quoted[int(m.group(3))]) and
                                 _PRINTED_RE.fullmatch(quoted[int(m.group(4))]) else m.group(0), text)
    # `E` → `--tmpdir-prefix /x/` → `ok`: from no command line, the options of the run that came next (`run_with`)
    text = _TO_OPTIONS_RE.sub(lambda m: f"{m.group(1)} ; re-ran with {m.group(3)}" if OPTIONS_RE.fullmatch(
        quoted[int(m.group(4))]) and not command_quote(quoted, int(m.group(2))) else m.group(0), text)
    text = FLAG_ARROW_RE.sub(lambda m: f" ; {m.group(1)}" if quoted[int(m.group(2))].lstrip().startswith("-")
                              else m.group(0), text)

    def one(m: re.Match[str]) -> str:
        nonlocal pairs
        left = re.search(r"\x00(\d+)\x00\s*$", text[:m.start()])
        right = text[m.end():]
        reached = left is not None and bool(ARROW_BEFORE_RE.search(text[:left.start()]) or
                                            SET_TO_RE.search(text[:left.start()]))
        # ... or a few lower-case words a clause opens on (`ros2 launch my_robot_driver x.launch.py` → `E`)
        cmd = left is not None and not reached and (command_quote(quoted, int(left.group(1))) or (
            re.fullmatch(r"(?:.*[.;:]\s+)?", text[:left.start()], re.S) is not None and
            (opening_command(quoted, int(left.group(1))) or quoted[int(left.group(1))].lstrip().startswith("-"))) or
            run_with(text[:left.start()], quoted[int(left.group(1))]))   # "re-ran with `--x 1` → `E`": its options
        # the quote it leads to is a call of its own when something is said to come of it (`q` gave "5.18.0")
        nxt = re.match(r"\x00(\d+)\x00(?!\s*(?:gave|printed|returned|showed|said|reported|listed)\b)", right)
        if cmd and ((nxt is not None and not command_quote(quoted, int(nxt.group(1))))
                    or EXIT_CLAIM_RE.match(right.lstrip("( ")) or NOTHING_AFTER_RE.match(right)
                    or OUTPUT_AFTER_RE.match(right)):
            pairs += 1
            return " printed " if pairs == 1 else f" {STEP} "
        return " ; "
    text = ARROW_AT_RE.sub(one, text)

    # `train:` / `changed deps:`: lines of one output, no root path
    text = re.sub(r"(?<=\x00)\s+/\s+(?=\x00)", " ", text)

    def and_cmd(m: re.Match[str]) -> str:   # (within "After X and `cmd`, Y" both are what Y came after)
        within_after = re.search(r"\b(?:after|once)\b(?:(?!\.\s)[^,;\n])*$", text[:m.start()], re.I) and \
            re.match(r"(?:(?!\.\s)[^;\n])*?,", text[m.end():])
        return " ; " if command_quote(quoted, int(m.group(1))) and not within_after else m.group(0)
    return re.sub(r"(?<!\bboth \x00\d\x00)(?<!\bboth \x00\d\d\x00)(?:,\s*|\s+)and\s+(?=\x00(\d+)\x00)", and_cmd, text,
                  flags=re.I)
