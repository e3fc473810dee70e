"""A generated set of markdown probe files for measuring which `@path` lines
Claude Code follows, construct by construct (tests/test_markdown_probes_real_claude.py).

Each probe is a small markdown file built from one construct (a fence, an HTML
block, a reference link, a block quote, emphasis, ...) put into one block
context (top level, a list item, a block quote, ...), with every `{P}` replaced
by a reference to its own marker file. Planted as `~/.claude/rules/*.md`,
every probe is loaded by one `claude -p` run without any import of its own,
so a marker's text in the request means the binary followed that one line.

Pure data and string building: no I/O, so the unit tests can use it too."""
from __future__ import annotations

from dataclasses import dataclass

# --- constructs -----------------------------------------------------------------------
# One snippet each; `{P}` is a candidate import. Grouped by what they exercise.

FENCES = [
    "```\n{P}\n```\n\nafter {P}",
    "~~~\n{P}\n~~~\n\nafter {P}",
    "```python\n{P}\n```\n{P}",
    "~~~ python title\n{P}\n~~~\n{P}",
    "``` a`b\n{P}\n```\n{P}",
    "```a`\n{P}\n\n{P}",
    "``` `x` \n{P}\n```\n{P}",
    "~~~ a`b\n{P}\n~~~\n{P}",
    "````\n{P}\n```\n{P}\n````\n{P}",
    "```\n{P}\n~~~\n{P}\n```\n{P}",
    "```\n{P}\n``` x\n{P}\n```\n{P}",
    "   ```\n{P}\n   ```\n{P}",
    "    ```\n    {P}\n    ```\n{P}",
    "```\n{P}",
    "``\n{P}\n``",
    "`` a`b\n{P}",
    "text\n```\n{P}\n```\n{P}",
    "```\n{P}\n```   \n{P}",
    "```\n{P}\n  ```\n{P}",
    "~~~~\n{P}\n~~~\n{P}\n~~~~~\n{P}",
]

INDENTED = [
    "    {P}\n\n{P}",
    "\t{P}\n\n{P}",
    "para\n    {P}",
    "    code\n\n    {P}\n{P}",
    "  \t{P}",
    "   {P}",
]

HTML = [
    "<div>\n{P}\n</div>\n\n{P}",
    "<div>{P}</div>\n\n{P}",
    "<DIV class=\"x\">\n{P}\n\n{P}",
    "<script>\n{P}\n\n{P}\n</script>\n{P}",
    "<pre>\n{P}\n</pre>\n{P}",
    "<style>{P}</style>\n{P}",
    "<textarea>\n{P}\n\n</textarea>\n{P}",
    "<!-- x -->\n{P}",
    "<!--\n{P}\n-->\n{P}",
    "<!-- {P} -->",
    "<!-- a --> {P}",
    "<!-- a\n\n{P}\n-->\n{P}",
    "<? x ?>\n{P}\n\n{P}",
    "<?php\n{P}\n?>\n{P}",
    "<!doctype html>\n{P}\n\n{P}",
    "<!DOCTYPE html>\n{P}",
    "<![CDATA[ x ]]>\n{P}\n\n{P}",
    "<![CDATA[\n{P}\n]]>\n{P}",
    "<span>\n{P}\n\n{P}",
    "<span a=\"b\">\n{P}",
    "<span  \t a = 'b' >\n{P}",
    "<x-y data-é=\"1\">\n{P}",
    "<a é=1>\n{P}",
    "<a\tb>\n{P}",
    "<b\n>\n{P}",
    "</span>\n{P}",
    "</span  >\n{P}",
    "<span/>\n{P}",
    "<span>x\n{P}",
    "para\n<span>\n{P}",
    "para\n<div>\n{P}",
    "<a href=\"x\">{P}</a>",
    "<b>{P}</b> and <i>x</i>{P}",
    "<1a>\n{P}",
    "<a b c=d e='f' g=\"h\" />\n{P}",
    "<table><tr><td>\n{P}\n</td></tr></table>\n\n{P}",
    "<details>\n\n{P}\n\n</details>",
    "<?\n{P}",
    "<!x>\n{P}",
    "<!-->\n{P}",
]

REFERENCES = [
    "[{P}][k]\n\n[k]: https://example.com",
    "[k]: https://example.com\n\n[{P}][k]",
    "[{P}][]\n\n[{P}]: https://example.com",
    "[{P}]\n\n[{P}]: https://example.com",
    "[x {P}][k]\n\n[K]: <https://example.com> \"t\"",
    "[{P}][nope]",
    "[{P}]",
    "[k]: https://example.com\n{P}",
    "[k]:\n  https://example.com\n  'title'\n{P}",
    "[k]: u 'unterminated\n{P}",
    "- [{P}][k]\n\n[k]: u",
    "> [{P}][k]\n\n[k]: u",
    "[k]: u\n\n> [k]: v\n\n[{P}][k]",
    "![{P}][k]\n\n[k]: u",
    "[{P}](u)",
    "[a](u){P}",
    "[{P}](<u v>)",
    "[{P}](u \"t\")",
    "[*{P}*](u)",
    "[{P}\n]: u\n\n[{P}\n]",
]

QUOTES = [
    "> {P}",
    ">{P}",
    ">\t{P}",
    "> \t{P}",
    ">  {P}",
    ">     {P}",
    ">\t\t{P}",
    "> > {P}",
    "> a\n{P}",
    "> a\n\n{P}",
    "> ```\n> {P}\n> ```\n> {P}",
    "> ```\n{P}",
    "> - {P}",
    ">\n>\t{P}",
    "   > {P}",
    "    > {P}",
]

LISTS = [
    "- {P}",
    "* {P}",
    "+ {P}",
    "1. {P}",
    "1) {P}",
    "-\t{P}",
    "- a\n  {P}",
    "- a\n{P}",
    "- a\n\n  {P}",
    "- a\n\n{P}",
    "- a\n    - {P}",
    "- `x {P} y`",
    "- `x {P}`",
    "- `{P}`",
    "- **Evidence:** `see {P}`",
    "- **Evidence:** `see {P} now`",
    "- a <!-- {P} --> b",
    "- ``x {P}``",
    "-     {P}",
    "- ```\n  {P}\n  ```",
    "- x\n  ```\n  {P}\n  ```\n  {P}",
    "10. {P}",
    "2. a\n{P}",
    "- [{P}](u)",
    "- \\`x {P}\\`",
    "- # {P}",
    "- > {P}",
    "-\n  {P}",
]

INLINE = [
    "`x {P} y` z",
    "`{P}` z",
    "``x {P}`` z",
    "`a`{P}",
    "\\`x {P}\\`",
    "x `` ` `` {P}",
    "**{P}**",
    "*{P}*",
    "_{P}_",
    "__{P}__",
    "***{P}***",
    "*a **{P}** b*",
    "**a *{P}* b**",
    "_a __{P}__ b_",
    "*a*{P}",
    "**a**{P}",
    "a*{P}*",
    "a_{P}_",
    "foo*bar*{P}",
    "*a\n{P}*",
    "**a\n*{P}* b**",
    "\\*{P}",
    "\\\\{P}",
    "x&#64;{P}",
    "x <b>{P}",
    "x <b>a</b>{P}",
    "<https://e.com>{P}",
    "x ~~{P}~~",
    "| a | {P} |\n|---|---|\n| {P} | b |",
    "a  \n{P}",
    "a\\\n{P}",
    "# {P}",
    "### t `x {P} y`",
    "t\n===\n{P}",
    "{P}\n---",
    "x\u00a0{P}",
    "x\u3000{P}",
    "x\u200b{P}",
    "x\u2028{P}",
    "(\u0040x) ({P})",
    "a{P}",
]

# Containers inside containers, lazy lines, setext text, odd definitions and spans.
NESTED = [
    "- a\n  - b\n    {P}",
    "- a\n  > {P}",
    "> - a\n{P}",
    "> a\n> - b\n{P}",
    "- a\n\n  ```\n  {P}\n  ```\n\n  {P}",
    "1. a\n2. {P}",
    "- a\n+ {P}",
    "- a\n---\n{P}",
    "* * *\n{P}",
    "- t\n  ===\n  {P}",
    "t\n---\n{P}",
    "> t\n===\n{P}",
    "- <div>\n  {P}",
    "- <!-- c -->\n  {P}",
    "<div>\n- {P}",
    "[k]: u\n- [{P}][k]",
    "- [k]: u\n\n[{P}][k]",
    "para\n[k]: u\n\n[{P}][k]",
    "[k]: u \"t\"\n\n[{P}][k]",
    "[k]:\n\n[{P}][k]",
    "[k] : u\n\n[{P}][k]",
    "[k]: <u v> 't'\n\n[{P}][k]",
    "[k]: u\n[{P}][K]",
    "`` `{P}` ``",
    "```{P}```",
    "` {P}",
    "a `b\n{P}` c",
    "x_{P}_",
    "__a__{P}",
    "*{P}",
    "**{P}*",
    "*a*b*{P}*",
    "<a href=\"u\">x</a>{P}",
    "<u@e.com>{P}",
    "![a](u){P}",
    "[a]({P})",
    "[a](u '{P}')",
    "&amp;{P}",
    "a\t{P}",
    "{P}\\",
]

SNIPPETS: dict[str, list[str]] = {"fence": FENCES, "indented": INDENTED, "html": HTML, "reference": REFERENCES,
                                  "quote": QUOTES, "list": LISTS, "inline": INLINE, "nested": NESTED}

# --- block contexts ---------------------------------------------------------------------


def _top(s: str) -> str:
    return s


def _item(s: str) -> str:
    lines = s.split("\n")
    return "\n".join(["- " + lines[0]] + [("  " + x if x else x) for x in lines[1:]])


def _ordered(s: str) -> str:
    lines = s.split("\n")
    return "\n".join(["1. " + lines[0]] + [("   " + x if x else x) for x in lines[1:]])


def _quote(s: str) -> str:
    return "\n".join("> " + x if x else ">" for x in s.split("\n"))


def _quote_tab(s: str) -> str:
    return "\n".join(">\t" + x if x else ">" for x in s.split("\n"))


def _after_entry(s: str) -> str:
    """After an entry block as the tool writes it, as the next entry's text."""
    return "### an entry\n`k-00000000` · workflow · 2026-12-01\n\n- **Situation:** s\n\n" + s


CONTEXTS = {"top": _top, "item": _item, "ordered": _ordered, "quote": _quote, "quote-tab": _quote_tab,
            "entry": _after_entry}

# The path forms: `./` relative and a bare name.
FORMS = {"dot": "@./mk/{name}", "bare": "@mk/{name}"}


@dataclass(frozen=True)
class Probe:
    """One probe file: its name, text, and each marker it mentions (ref → marker word)."""
    name: str
    text: str
    markers: dict[str, str]


def build(snippet: str, index: int, form: str, context: str) -> Probe:
    pieces = snippet.split("{P}")
    refs, words = [], {}
    for k in range(len(pieces) - 1):
        name = f"p{index:04d}_{k}.txt"
        ref = FORMS[form].format(name=name)
        refs.append(ref)
        words[ref[1:]] = f"MARKER-{index:04d}-{k}-X"
    body = pieces[0] + "".join(r + p for r, p in zip(refs, pieces[1:]))
    text = f"# PROBE-{index:04d}\n\n" + CONTEXTS[context](body) + "\n"
    return Probe(f"{context}-{form}-{index:04d}", text, words)


def probes() -> list[Probe]:
    """Every construct in every context, both path forms: the generated set."""
    out: list[Probe] = []
    for group in SNIPPETS.values():
        for snippet in group:
            for context in CONTEXTS:
                for form in FORMS:
                    if form == "bare" and context not in ("top", "item"):
                        continue
                    out.append(build(snippet, len(out), form, context))
    return out
