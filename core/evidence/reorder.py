"""A fix that is an order: an edit moving two names into the order the workaround names.

"Add CreateTag before CreateTodoTag" is shown by an edit that swaps two lines: it adds no word the file lacked, so the
edits that add what the workaround names (core.evidence.fix) never see it; the passing re-run after it shows it."""
from __future__ import annotations

import re

from core.evidence.fixparts import into
from core.evidence.steps import Step

# "Add CreateTag before CreateTodoTag", "list X above Y": the order a workaround puts two names in
_ORDER_RE = re.compile(r"([\w.-]+)[`'\"]?\s+(?:before|ahead of|above)\s+(?:the\s+)?[`'\"]?([\w.-]+)", re.I)
# A file the workaround names ("in app/migrations.py"): the swap is made there
_FILE_RE = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.[a-z]{1,5})(?![\w/-])")


def reorders(step: Step, workaround: str, targets: tuple[str, ...] = ()) -> bool:
    """An edit that only moves what it replaced into the order the workaround names (the same words, X now before Y
    where Y came first): it adds nothing new, yet it is the fix. In the file the workaround says to change, if it
    names one (`targets`, or a file named anywhere in it); never when it names both orders (one as the trouble)."""
    if not step.replaced or step.replaced == step.edit or sorted(step.replaced.split()) != sorted(step.edit.split()):
        return False
    files = [f.casefold() for f in _FILE_RE.findall(workaround)]
    if not into(step.path, targets) or files and not any(step.path.endswith(f.lstrip("./")) for f in files):
        return False
    orders = [(m.group(1).strip("."), m.group(2).strip(".")) for m in _ORDER_RE.finditer(workaround.casefold())]
    if any((y, x) in orders for x, y in orders):
        return False

    def at(text: str, name: str) -> int:
        m = re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)
        return m.start() if m else -1
    for x, y in orders:
        new, old = (at(step.edit, x), at(step.edit, y)), (at(step.replaced, x), at(step.replaced, y))
        if min(*new, *old) >= 0 and new[0] < new[1] and old[0] > old[1]:
            return True
    return False
