"""A second, independent generator of markdown probe files (issue 25), built to
find what a construct-by-construct list misses: random combinations of what
comes before a line (open fences, HTML blocks, quotes, list items), what starts
the line (HTML blocks that end mid-line, containers), what sits right before
the `@` (inline HTML of every kind, tags with `_` and `:`, emphasis, escapes,
entities, odd spaces, letters), what follows the path (emphasis, escaped
spaces, link and reference tails, closing markup) and what follows the line
(closers, definitions with escaped labels, setext underlines, no final newline).

Besides the random set, `families()` holds one probe per form in the issue's
table, and every probe is built once more with an ASCII letter or digit
right before each `@`: the form claude-distill writes, which must never load.

Each `@` gets its own marker file, so a marker's word in the next session's
request says exactly which `@` the binary followed; `Probe.ats` gives the line
and column of each, which is how `entries check` is held to it.

Pure data and string building, seeded: no I/O, the same set every run."""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace

# What comes on the lines before the probe line (may leave a block open).
BEFORE = [
    "", "", "", "para", "<div>", "<DIV>", "> <div>", "- <div>", "```", "~~~", "``` a`b", "<!--", "<!-- c -->",
    "<?x", "<!doctype html>", "- x", "> x", "1. x", "[k]: u", "[k\\]]: u", "    code", "<b_c>", "</b:c>",
    "<script>", "<pre>", "<textarea>", "<![CDATA[", "para\n<DIV>", "> para", "- > x", "> - x", "<details>",
    "x <!--", "- `x", "* * *", "t\n===", "<p>", "<span>",
]

# What starts the probe line: containers and blocks that may end mid-line.
LEAD = [
    "", "", "", "- ", "* ", "+ ", "1. ", "1) ", "10. ", "-\t", "> ", ">", ">\t", "> > ", "- > ", "> - ",
    "    ", "\t", "   ", "# ", "### ", "- **Trap:** ", "<!doctype html> ", "<!DOCTYPE x>", "<?x?> ", "<?x?>",
    "<![CDATA[x]]> ", "<![CDATA[x]]>", "<!-- c --> ", "<!-- c -->", "<!--> ", "<!---> ", "<div> ", "<DIV>",
    "</div> ", "<b_c>", "</b:c>", "<b_c> ", "<x-y a=1> ", "<!X y> ", "<script> ", "<pre>", "<style> ",
    "<textarea>", "<p>", "<P>", "<a href=\"u\">", "<span>", "<img src=x/>", "> <!doctype html> ", "- <?x?> ",
    "> <![CDATA[x]]> ", "```", "~~~ ", "``` a`b ", "[k]: ", "[x](", "<table><tr><td>",
]

# Text between the lead and what is right before the `@`.
TEXT = ["", "", "x ", "a b ", "x", "para ", "`c` "]

# Right before the `@`.
BEFORE_AT = [
    " ", "", "**", "*", "_", "__", "***", "`", "`x`", "<b>", "<b_c>", "</b:c>", "<x:y>", "<X_Y>", "<?x?>",
    "<!-->", "<!-- c -->", "<!X y>", "<![CDATA[y]]>", "<!DOCTYPE>", "\\*", "\\\\", "\\", "[", "[x](", "](u)",
    "&#32;", "&nbsp;", "&amp;", "\u00a0", "\u3000", "\u2028", "\u200b", "\ufeff", "(", "\"", "'", "~~",
    "<https://e.com>", "<u@e.com>", "![a](u)", "**a*", "*a **", "<span a=\"b\">", "</span>", "x_", "a*",
    "[x][k]", "[x]", "\t", "  ", "| ",
]

# Right after the path.
AFTER = [
    "", "", " ", "*", "**", "_", "\\ ", "\\", ")", "]", "](u)", "](()", "](u\\))", "][k]", "][k\\]]", "]\n\n[k]: u",
    "`", " -->", "-->", "</b>", " #h", "#h", "</div>", "?>", "]]>", ">", " y", "  ", "*)", "**a*",
]

# The lines after the probe line.
AFTER_LINE = [
    "", "", "", "\n", "\n</div>", "\n-->", "\n```", "\n~~~", "\n[k]: u", "\n[k\\]]: u", "\n===", "\n---",
    "\n  more {P}", "\n> {P}", "\n{P}", "\n\n{P}", "\n</b:c>\n{P}", "\n?>\n{P}", "\n]]>\n{P}", "\n    {P}",
]

# One probe per form of the table (issue 25, part A).
FAMILIES = [
    "<!doctype html> {P}", "<?x?> {P}", "<![CDATA[x]]> {P}", "> <!doctype html> {P}", "- <?x?> {P}",
    "> <![CDATA[x]]> {P}", "- <!doctype html> {P}",
    "x <?x?>{P}", "x <!-->{P}", "x <!X y>{P}", "x <![CDATA[y]]>{P}",
    "<b_c>{P}", "</b:c>{P}", "x <b_c>{P}", "x </b:c>{P}",
    "> <div>\n{P}", "> <DIV>\n{P}", "> <script>\n{P}",
    "para\n<DIV>\n{P}", "para\n<Div>\n{P}",
    "[{P}](()", "[{P}](u\\)", "[{P}](u\\))",
    "[{P}][k\\]]\n\n[k\\]]: u",
    "para\n~~~ {P}", "para\n``` {P}",
    "**a*{P}*", "{P}\\ ", "x {P}\\ y",
]

# Where the `@` points: relative to the rules file, bare, under ~, and absolute.
FORMS = ("dot", "bare", "home", "abs")
LETTERS = "aZ9"


@dataclass(frozen=True)
class At:
    """One `@` of a probe: its 1-based line and 0-based column, and its marker."""
    line: int
    col: int
    marker: str   # the marker file's name, under mk/
    word: str     # what the marker file holds
    # Other names under mk/ the binary could read for this `@` as the line stands (markup
    # after the path, an escaped space): they hold the same word, so a marker at every path.
    variants: tuple[str, ...] = ()


# Claude Code's pattern for the path after an `@`, with JavaScript's whitespace.
_JS = "\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_PATH = re.compile(rf"(?:[^{_JS}\\]|\\ )+")


def _variants(line: str, at: At) -> tuple[str, ...]:
    """The file names the binary's pattern reads from the source line (before any token
    cuts it shorter), when they differ from the marker and stay inside mk/."""
    m = _PATH.match(line, at.col + 1)
    read = (m.group(0) if m else "").split("#")[0].replace("\\ ", " ")
    cut = read.find(at.marker)
    tail = read[cut + len(at.marker):] if cut != -1 else ""
    names = {at.marker + tail, at.marker + tail.rstrip(" ")}
    return tuple(sorted(n for n in names if n != at.marker and "/" not in n and "\0" not in n))


@dataclass(frozen=True)
class Probe:
    name: str
    text: str
    ats: tuple[At, ...]
    family: str   # "issue", "random", or "letter" (the written form: a letter before each `@`)


def _ref(form: str, marker: str, root: str) -> str:
    return {"dot": f"./mk/{marker}", "bare": f"mk/{marker}", "home": f"~/.claude/rules/mk/{marker}",
            "abs": f"{root}/mk/{marker}"}[form]


def build(template: str, name: str, form: str, root: str, family: str, final_newline: bool = True,
          letter: str = "") -> Probe:
    """`template` with each `{P}` replaced by `@` and a path of its own (`letter` right before the `@`)."""
    head = f"# {name.upper()}\n\n"
    pieces = template.split("{P}")
    text, ats = head + pieces[0], []
    for k, piece in enumerate(pieces[1:]):
        marker = f"{name}_{k}"  # no extension: Claude Code skips a path whose extension is not text (`x.txt y`)
        text += letter
        line = text.count("\n") + 1
        col = len(text) - (text.rfind("\n") + 1)
        ats.append(At(line, col, marker, f"MARK-{name}-{k}-X"))
        text += "@" + _ref(form, marker, root) + piece
    if final_newline:
        text += "\n"
    lines = text.split("\n")
    ats = [replace(a, variants=_variants(lines[a.line - 1], a)) for a in ats]
    return Probe(name, text, tuple(ats), family)


def _random_template(rng: random.Random) -> tuple[str, bool]:
    before = rng.choice(BEFORE)
    line = rng.choice(LEAD) + rng.choice(TEXT) + rng.choice(BEFORE_AT) + "{P}" + rng.choice(AFTER)
    template = (before + "\n" if before else "") + line + rng.choice(AFTER_LINE)
    return template, rng.random() < 0.8


def probes(root: str, count: int = 2400, seed: int = 25) -> list[Probe]:
    """The issue's families in every form, `count` random probes, and each again in
    the form claude-distill writes (a letter or digit right before every `@`)."""
    rng = random.Random(seed)
    out: list[Probe] = []
    for i, template in enumerate(FAMILIES):
        for form in FORMS:
            out.append(build(template, f"f{i:02d}{form[0]}", form, root, "issue",
                             final_newline="~~~ {P}" not in template and "``` {P}" not in template))
    for i in range(count):
        template, newline = _random_template(rng)
        out.append(build(template, f"r{i:05d}", rng.choice(FORMS), root, "random", newline))
    letters = []
    for p in out[: len(FAMILIES) * len(FORMS)] + out[len(FAMILIES) * len(FORMS):: 4]:
        template = _template_of(p)
        letters.append(build(template, "l" + p.name, rng.choice(FORMS), root, "letter",
                             p.text.endswith("\n"), letter=rng.choice(LETTERS)))
    return out + letters


def _template_of(p: Probe) -> str:
    """The probe's text back as a template (its header dropped, each `@path` as `{P}`)."""
    lines = p.text.split("\n")
    for at in sorted(p.ats, key=lambda a: (a.line, -a.col)):
        row = lines[at.line - 1]
        end = row.index(at.marker, at.col) + len(at.marker)
        lines[at.line - 1] = row[: at.col] + "{P}" + row[end:]
    body = "\n".join(lines[2:])
    return body.removesuffix("\n")
