"""What a failed call printed around its failure: the warnings a program opens its output with, and the help a build
tool closes it with.

`mysql: [Warning] Using a password on the command line interface can be insecure.` comes first whenever a password
is given on the command line, whatever went wrong after it; docker's `WARNING: The requested image's platform …`, apt's
`WARNING: apt does not have a stable CLI interface.`, ansible's `[WARNING]: …` and MariaDB's `mysql: Deprecated program
name …` likewise. Read as the failure, they made every later failure of the same program the lesson's failure back
(core.tracking.signature reads the rest). When warnings were made errors (`-Werror`, `ld: fatal warning(s) induced
error`) the warning is the failure, and it stays.

Maven ends every failed build with the same help (`[ERROR] -> [Help 1]`, `[ERROR] Re-run Maven using the -X switch …`,
`[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException`) and opens a compiler's errors
with `[ERROR] COMPILATION ERROR :`: read as the failure, the link's exception name made every failed build alike.

An argument parser prints its usage synopsis before the error (pytest's `ERROR: usage: __main__.py [options]
[file_or_dir] …`, then `__main__.py: error: unrecognized arguments: --cov=app`): the synopsis is the same for every
bad argument, the error line after it says which."""
from __future__ import annotations

import re

# Claude Code's `Exit code N` (and the `Error: ` before it) opening a failed call's output
_LEAD_IN = re.compile(r"\s*(?:Error: )?(?:Exit code \d+\s*)?")
# Warning lines (and notices) a program prints before what went wrong, one or more
_WARNINGS = re.compile(r"(?:(?:[\w.-]+: \[?[Ww]arning\]?[:\s]|WARNING: |\[WARNING\]:? |"
                       r"[\w.-]+: Deprecated program name\b)[^\n]*(?:\n|$)\s*)+")
# Warnings made errors: then a warning is the failure
_MADE_FATAL = re.compile(r"fatal.warnings?|warnings? (?:being )?treated as errors?|-Werror\b|warnings? induced error",
                         re.I)


def past_warnings(head: str) -> str:
    """The output without the warning lines it opens with (its `Exit code N` kept), when something follows them and
    no warning was made an error; else the output as it is."""
    lead = _LEAD_IN.match(head)
    start = lead.end() if lead else 0
    warned = _WARNINGS.match(head, start)
    after = head[warned.end():] if warned else ""
    return head[:start] + after if after.strip() and not _MADE_FATAL.search(after) else head


# Maven's lines around any failure: the heading of a compiler's errors and the help it closes a failed build with
_BUILD_HELP = re.compile(r"^\[ERROR\][ \t]*(?:COMPILATION ERROR\s*:?|-> \[Help \d+\]|"
                         r"To see the full stack trace of the errors\b.*|Re-run Maven using\b.*|"
                         r"For more information about the errors\b.*|"
                         r"\[Help \d+\] https?://\S+)?[ \t]*(?:\n|$)", re.M)


# ... and, once that help is found, the build's progress lines (`[INFO] Scanning for projects...`): none is a failure
_PROGRESS = re.compile(r"^\[(?:INFO|DEBUG|WARNING)\][^\n]*(?:\n|$)", re.M)


def past_help(output: str) -> str:
    """The output without the lines a build tool prints around every failure (Maven's help, its empty `[ERROR]` lines,
    its heading of compiler errors and, with them, its progress lines), when an `[ERROR]` line is left; else the output
    as it is."""
    rest = _BUILD_HELP.sub("", output)
    rest = _PROGRESS.sub("", rest) if rest != output else rest
    return rest if rest.strip() and rest != output and re.search(r"\[ERROR\]", rest) else output


# A usage synopsis (`usage: prog [options] …`, after an `ERROR:` too, with its wrapped lines) and an error line after it
_USAGE = re.compile(r"^[ \t]*(?:error:[ \t]*)?usage:[^\n]*\n(?:[ \t]+[^\n]*\n)*(?=[^\n]*\berror\b)", re.M | re.I)


def past_usage(output: str) -> str:
    """The output without a usage synopsis printed before an error line; else the output as it is."""
    return _USAGE.sub("", output, count=1)
