"""Cases of the fifty-fourth tracking corpus (tables in tracking54_cases.py): PEP 604 `X | None` annotations
evaluated on the Lambda's Python 3.9 (a prose-only fix: from __future__ import annotations or Optional), the ABC
aliases removed from `collections` in Python 3.10 (a prose-only fix: collections.abc), and pip not finding
torch's +cuXXX local-version wheels on PyPI (the PyTorch index; a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking_tables import edit, err, ok, read, say, user, write
from tests.truth.tracking54_cases import T

REPORT = "/home/dana/src/report-lambda"
_UNION = "TypeError: unsupported operand type(s) for |: 'type' and 'NoneType'"


def _tox_fail(env: str, body: str, pid: int) -> str:
    return (f"{env}: commands[0]> pytest -q\n{body}\n"
            f"{env}: exit 4 (0.88 seconds) {REPORT}> pytest -q pid={pid}\n"
            f"  {env}: FAIL code 4 (5.91=setup[5.03]+cmd[0.88] seconds)\n  evaluation failed :( (6.02 seconds)")


def _tox_ok(*envs: str) -> str:
    lines = [f"  {e}: OK ({6.4 - i:.2f}=setup[0.31]+cmd[{6.09 - i:.2f}] seconds)" for i, e in enumerate(envs)]
    return ("...........................................................               [100%]\n"
            "59 passed in 1.02s\n" + "\n".join(lines) + "\n  congratulations :) (12.10 seconds)")


def _pep604() -> None:
    T.source(
        "s-pep604-py39", REPORT, "2026-02-18T11:25:00Z", "main",
        user("tox -e py39 fails since Raj's handler change. The Lambda runtime is still python3.9, so py39 has to "
             "pass."),
        err("tox -e py39",
            _tox_fail("py39", f"ImportError while loading conftest '{REPORT}/tests/conftest.py'.\n"
                      "tests/conftest.py:5: in <module>\n    from report.handler import build_report\n"
                      "report/handler.py:14: in <module>\n"
                      "    def build_report(period: str, account_id: str | None = None) -> dict:\n"
                      f"E   {_UNION}", 51877), 4),
        ok("grep -rn ' | None' report/ | head",
           "report/handler.py:14:def build_report(period: str, account_id: str | None = None) -> dict:\n"
           "report/handler.py:31:def _lookup(key: str) -> str | None:"),
        say("`str | None` in a signature is evaluated when the def runs, and PEP 604 unions only exist from "
            "Python 3.10. With `from __future__ import annotations` the annotations stay strings and 3.9 never "
            "evaluates them, so both signatures can stay as written."),
        edit(f"{REPORT}/report/handler.py", "\"\"\"Monthly report Lambda handler.\"\"\"\nimport json\n",
             "\"\"\"Monthly report Lambda handler.\"\"\"\nfrom __future__ import annotations\n\nimport json\n"),
        ok("tox -e py39,py312", _tox_ok("py39", "py312")),
    )
    T.lesson(
        "t54-pep604-union-on-py39-lambda", "project", "en", "s-pep604-py39", "api_quirk",
        "report-lambda runs on Python 3.9: `X | None` annotations need from __future__ import annotations",
        "Importing report.handler on Python 3.9 (tox -e py39, the Lambda runtime) fails with `TypeError: "
        "unsupported operand type(s) for |: 'type' and 'NoneType'` at a def whose signature uses `str | None`.",
        "Writing 3.10+ union syntax in a package whose Lambda runtime is still python3.9; local runs on 3.12 and "
        "the type checker are happy with it.",
        "PEP 604 unions (`type | None`) exist only from Python 3.10. Annotations are evaluated when the def runs "
        "unless postponed, so 3.9 tries `str | None` and fails.",
        "Start each module that uses `X | None` annotations with `from __future__ import annotations` (they stay "
        "strings), or spell them `Optional[X]` from typing. Unions outside annotations (type aliases, isinstance, "
        "cast) are still evaluated and need Optional/Union on 3.9.",
        ['"tox -e py39" failed: "TypeError: unsupported operand type(s) for |: \'type\' and \'NoneType\'" at '
         '"def build_report(period: str, account_id: str | None = None) -> dict:"',
         'after adding "from __future__ import annotations" to report/handler.py, "py39: OK"'],
    )
    lid = "t54-pep604-union-on-py39-lambda"

    T.later(
        "l-604-apply-future", REPORT, "2026-03-04T15:00:00Z", "main",
        user("Add report/export.py: write_csv(rows, path, delimiter=None) that defaults to ';' for the DE "
             "accounts."),
        say("The Lambda is on 3.9, so the module postpones annotations before using `str | None`."),
        write(f"{REPORT}/report/export.py",
              "\"\"\"CSV export of report rows.\"\"\"\nfrom __future__ import annotations\n\nimport csv\n"
              "from pathlib import Path\n\n\ndef write_csv(rows: list[dict], path: Path, delimiter: str | None = None,"
              "\n              account: str | None = None) -> int:\n"
              "    delim = delimiter or (\";\" if account and account.startswith(\"DE\") else \",\")\n"
              "    with path.open(\"w\", newline=\"\") as fh:\n"
              "        w = csv.DictWriter(fh, fieldnames=list(rows[0]), delimiter=delim)\n"
              "        w.writeheader()\n        w.writerows(rows)\n    return len(rows)\n"),
        ok("tox -e py39", _tox_ok("py39")),
    )
    T.pair(lid, "l-604-apply-future", "applied",
           "The new module uses from __future__ import annotations for its | None hints; tox py39 passes first time.")

    T.later(
        "l-604-apply-optional", REPORT, "2026-04-07T10:25:00Z", "main",
        user("Add an FX helper report/fx.py: rate(currency, on=None) returning a Decimal or None if unknown."),
        write(f"{REPORT}/report/fx.py",
              "\"\"\"FX rates for the report.\"\"\"\nimport datetime as dt\nfrom decimal import Decimal\n"
              "from typing import Optional\n\n# Optional[...] rather than `X | None`: the Lambda runtime is 3.9\n"
              "_RATES = {\"EUR\": Decimal(\"1\"), \"USD\": Decimal(\"0.9231\")}\n\n\n"
              "def rate(currency: str, on: Optional[dt.date] = None) -> Optional[Decimal]:\n"
              "    return _RATES.get(currency.upper())\n"),
        ok("tox -e py39,py312", _tox_ok("py39", "py312")),
    )
    T.pair(lid, "l-604-apply-optional", "applied",
           "Writes Optional[...] (the lesson's other spelling) because of the 3.9 runtime; py39 passes.")

    T.later(
        "l-604-recur-alias", REPORT, "2026-03-13T09:50:00Z", "main",
        user("Pull the row type into report/types.py and use it in the handler."),
        write(f"{REPORT}/report/types.py",
              "from __future__ import annotations\n\nRow = dict[str, str | None]\n"),
        ok("sed -i 's/^from report.export import write_csv$/from report.export import write_csv\\nfrom report.types "
           "import Row/' report/handler.py", ""),
        err("tox -e py39",
            _tox_fail("py39", f"ImportError while loading conftest '{REPORT}/tests/conftest.py'.\n"
                      "tests/conftest.py:5: in <module>\n    from report.handler import build_report\n"
                      "report/handler.py:9: in <module>\n    from report.types import Row\n"
                      "report/types.py:3: in <module>\n    Row = dict[str, str | None]\n"
                      f"E   {_UNION}", 60214), 4),
        say("The future import only postpones annotations; a module-level alias is ordinary code and still runs "
            "`str | None` on 3.9."),
        edit(f"{REPORT}/report/types.py", "from __future__ import annotations\n\nRow = dict[str, str | None]\n",
             "from typing import Dict, Optional\n\nRow = Dict[str, Optional[str]]\n"),
        ok("tox -e py39", _tox_ok("py39")),
    )
    T.pair(lid, "l-604-recur-alias", "recurred",
           "A module-level alias `str | None` fails on py39 with the same unsupported operand TypeError.")

    T.later(
        "l-604-recur-lambda-image", REPORT, "2026-04-15T13:05:00Z", "main",
        user("Smoke-test the package inside the real Lambda python3.9 image before I deploy."),
        err("docker run --rm --entrypoint python -v \"$PWD\":/var/task public.ecr.aws/lambda/python:3.9 -c "
            "'import report.handler'",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "  File \"/var/task/report/handler.py\", line 10, in <module>\n"
            "    from report.ledger_client import fetch_entries\n"
            "  File \"/var/task/report/ledger_client.py\", line 18, in <module>\n"
            "    def fetch_entries(account: str, cursor: str | None = None) -> list[dict]:\n" + _UNION, 1),
        edit(f"{REPORT}/report/ledger_client.py", "\"\"\"Ledger API client.\"\"\"\n",
             "\"\"\"Ledger API client.\"\"\"\nfrom __future__ import annotations\n"),
        ok("docker run --rm --entrypoint python -v \"$PWD\":/var/task public.ecr.aws/lambda/python:3.9 -c "
           "'import report.handler; print(\"ok\")'", "ok"),
    )
    T.pair(lid, "l-604-recur-lambda-image", "recurred",
           "In the python3.9 Lambda image a new module's `str | None` signature raises the same TypeError.")

    T.later(
        "l-604-neither-subscript", REPORT, "2026-03-27T11:40:00Z", "main",
        user("The old ingest Lambda in legacy/ is still on python3.8; its tox env broke after Lee's tidy-up."),
        err("tox -e legacy38",
            "legacy38: commands[0]> pytest -q legacy/tests\n"
            "ImportError while loading conftest '/home/dana/src/report-lambda/legacy/tests/conftest.py'.\n"
            "legacy/tests/conftest.py:3: in <module>\n    from legacy.ingest import parse_lines\n"
            "legacy/ingest.py:12: in <module>\n    def parse_lines(lines: list[str]) -> list[dict]:\n"
            "E   TypeError: 'type' object is not subscriptable\n"
            "  legacy38: FAIL code 4 (4.10=setup[3.30]+cmd[0.80] seconds)\n  evaluation failed :( (4.22 seconds)", 4),
        say("Built-in generics like list[str] need 3.9; on 3.8 use typing.List."),
        edit(f"{REPORT}/legacy/ingest.py", "def parse_lines(lines: list[str]) -> list[dict]:",
             "def parse_lines(lines: List[str]) -> List[Dict]:"),
        edit(f"{REPORT}/legacy/ingest.py", "import re\n", "import re\nfrom typing import Dict, List\n"),
        ok("tox -e legacy38", "legacy38: commands[0]> pytest -q legacy/tests\n"
           "..........                                                                [100%]\n10 passed in 0.31s\n"
           "  legacy38: OK (4.02=setup[3.30]+cmd[0.72] seconds)\n  congratulations :) (4.10 seconds)"),
    )
    T.pair(lid, "l-604-neither-subscript", "neither",
           "'type' object is not subscriptable from list[str] on 3.8: another error, fixed with typing.List.")

    T.later(
        "l-604-neither-match", REPORT, "2026-04-22T16:15:00Z", "main",
        user("Raj rewrote the period parser with match; py39 fails now."),
        err("tox -e py39",
            _tox_fail("py39", f"ImportError while loading conftest '{REPORT}/tests/conftest.py'.\n"
                      "tests/conftest.py:5: in <module>\n    from report.handler import build_report\n"
                      "report/handler.py:11: in <module>\n    from report.period import parse_period\n"
                      "E     File \"/home/dana/src/report-lambda/report/period.py\", line 8\n"
                      "E       match spec.split(\"-\"):\n"
                      "E             ^\nE   SyntaxError: invalid syntax", 70442), 4),
        say("match statements need 3.10; on 3.9 it has to be if/elif."),
        edit(f"{REPORT}/report/period.py",
             "    match spec.split(\"-\"):\n        case [y, m]:\n            return Period(int(y), int(m))\n"
             "        case [y]:\n            return Period(int(y), None)\n",
             "    parts = spec.split(\"-\")\n    if len(parts) == 2:\n        return Period(int(parts[0]), "
             "int(parts[1]))\n    if len(parts) == 1:\n        return Period(int(parts[0]), None)\n"),
        ok("tox -e py39", _tox_ok("py39")),
    )
    T.pair(lid, "l-604-neither-match", "neither",
           "A match statement is a SyntaxError on 3.9: another 3.10-only feature, another error and fix.")

    T.later(
        "l-604-before", REPORT, "2026-02-12T09:30:00Z", "main",
        user("Run the tests on 3.12."),
        ok("tox -e py312", _tox_ok("py312")),
    )
    T.pair(lid, "l-604-before", "neither", "Dated before the lesson's source session, so neither.")


SYNC = "/home/dana/src/legacy-sync"


def _collections_abc() -> None:
    T.source(
        "s-collections-abc", SYNC, "2026-02-19T15:45:00Z", "main",
        user("Moving legacy-sync from 3.8 to 3.11. The dry run dies immediately."),
        err(".venv/bin/python -m sync.run --dry-run",
            "Traceback (most recent call last):\n  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
            "  File \"<frozen runpy>\", line 88, in _run_code\n"
            f"  File \"{SYNC}/sync/run.py\", line 7, in <module>\n    from sync.config import load_config\n"
            f"  File \"{SYNC}/sync/config.py\", line 41, in <module>\n"
            "    class LayeredConfig(collections.MutableMapping):\n                        ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
            "AttributeError: module 'collections' has no attribute 'MutableMapping'", 1),
        ok("grep -rn 'collections\\.\\(Mapping\\|MutableMapping\\|Sequence\\|Iterable\\|Callable\\)' sync/",
           "sync/config.py:41:class LayeredConfig(collections.MutableMapping):\n"
           "sync/config.py:88:        if isinstance(value, collections.Mapping):"),
        say("The ABC aliases in `collections` (Mapping, MutableMapping, Sequence, …) were removed in Python 3.10; "
            "they have lived in `collections.abc` since 3.3, so switching keeps 3.8 working too."),
        edit(f"{SYNC}/sync/config.py", "import collections\n", "import collections.abc\n"),
        edit(f"{SYNC}/sync/config.py", "class LayeredConfig(collections.MutableMapping):",
             "class LayeredConfig(collections.abc.MutableMapping):"),
        edit(f"{SYNC}/sync/config.py", "isinstance(value, collections.Mapping)",
             "isinstance(value, collections.abc.Mapping)"),
        ok(".venv/bin/python -m sync.run --dry-run",
           "loaded 3 config layers\n[dry-run] would sync 1,204 accounts to ledger (0 errors)"),
    )
    T.lesson(
        "t54-collections-abc-aliases-removed", "project", "en", "s-collections-abc", "api_quirk",
        "legacy-sync on Python 3.10+: collections.Mapping and friends are gone, use collections.abc",
        "On the 3.11 venv, import fails with `AttributeError: module 'collections' has no attribute "
        "'MutableMapping'` (or 'Mapping'; with `from collections import Mapping` it is `ImportError: cannot "
        "import name 'Mapping' from 'collections'`).",
        "Moving the 3.8-era code base to a newer Python; on 3.8 those names only printed a DeprecationWarning, "
        "so nothing looked wrong before.",
        "The ABC aliases in the collections module (Mapping, MutableMapping, Sequence, Iterable, Callable, …) "
        "were deprecated since 3.3 and removed in Python 3.10; they exist only in collections.abc.",
        "Refer to them through collections.abc: `import collections.abc` and `collections.abc.MutableMapping`, or "
        "`from collections.abc import Mapping`. For a third-party package that still uses the old names, upgrade "
        "or replace it.",
        ['".venv/bin/python -m sync.run --dry-run" failed: '
         '"AttributeError: module \'collections\' has no attribute \'MutableMapping\'"',
         'after the edits to "collections.abc.MutableMapping" and "collections.abc.Mapping", '
         '"would sync 1,204 accounts"'],
    )
    lid = "t54-collections-abc-aliases-removed"

    T.later(
        "l-abc-apply-port", SYNC, "2026-03-06T09:10:00Z", "main",
        user("Before we run sync/transforms.py on 3.11, port it off the 3.8-isms."),
        read(f"{SYNC}/sync/transforms.py",
             "import collections\n\n\ndef flatten(items):\n    for x in items:\n"
             "        if isinstance(x, collections.Iterable) and not isinstance(x, str):\n"
             "            yield from flatten(x)\n        else:\n            yield x\n\n\n"
             "def apply(fn, value):\n    if not isinstance(fn, collections.Callable):\n"
             "        raise TypeError(fn)\n    return fn(value)\n"),
        say("collections.Iterable and collections.Callable are gone on 3.10+; they live in collections.abc."),
        edit(f"{SYNC}/sync/transforms.py", "import collections\n", "import collections.abc\n"),
        edit(f"{SYNC}/sync/transforms.py", "isinstance(x, collections.Iterable)",
             "isinstance(x, collections.abc.Iterable)"),
        edit(f"{SYNC}/sync/transforms.py", "isinstance(fn, collections.Callable)",
             "isinstance(fn, collections.abc.Callable)"),
        ok(".venv/bin/python -m pytest -q tests/test_transforms.py",
           "............                                                             [100%]\n12 passed in 0.09s"),
    )
    T.pair(lid, "l-abc-apply-port", "applied",
           "Switches the module to collections.abc before running it on 3.11; the tests pass, no AttributeError.")

    T.later(
        "l-abc-apply-new", SYNC, "2026-04-10T14:30:00Z", "main",
        user("Add a read-only FrozenLayer to sync/config.py for the audit mode."),
        say("It subclasses collections.abc.Mapping (the bare collections alias no longer exists on 3.11)."),
        edit(f"{SYNC}/sync/config.py", "class LayeredConfig(collections.abc.MutableMapping):",
             "class FrozenLayer(collections.abc.Mapping):\n    def __init__(self, data):\n"
             "        self._d = dict(data)\n\n    def __getitem__(self, k):\n        return self._d[k]\n\n"
             "    def __iter__(self):\n        return iter(self._d)\n\n    def __len__(self):\n"
             "        return len(self._d)\n\n\nclass LayeredConfig(collections.abc.MutableMapping):"),
        ok(".venv/bin/python -m pytest -q tests/test_config.py",
           "...............                                                          [100%]\n15 passed in 0.12s"),
    )
    T.pair(lid, "l-abc-apply-new", "applied",
           "The new class is written against collections.abc.Mapping, citing the removal; tests pass.")

    T.later(
        "l-abc-recur-vendored", SYNC, "2026-03-12T10:20:00Z", "main",
        user("Dry-run the EU profile; it loads its YAML through third_party/yamlcfg."),
        err(".venv/bin/python -m sync.run --profile eu --dry-run",
            "Traceback (most recent call last):\n  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
            "  File \"<frozen runpy>\", line 88, in _run_code\n"
            f"  File \"{SYNC}/sync/run.py\", line 31, in <module>\n    from third_party.yamlcfg import loader\n"
            f"  File \"{SYNC}/third_party/yamlcfg/loader.py\", line 12, in <module>\n"
            "    class AttrDict(collections.Mapping):\n                   ^^^^^^^^^^^^^^^^^^^\n"
            "AttributeError: module 'collections' has no attribute 'Mapping'", 1),
        edit(f"{SYNC}/third_party/yamlcfg/loader.py", "class AttrDict(collections.Mapping):",
             "class AttrDict(collections.abc.Mapping):"),
        edit(f"{SYNC}/third_party/yamlcfg/loader.py", "import collections\n", "import collections.abc\n"),
        ok(".venv/bin/python -m sync.run --profile eu --dry-run",
           "loaded 4 config layers\n[dry-run] would sync 377 accounts to ledger (0 errors)"),
    )
    T.pair(lid, "l-abc-recur-vendored", "recurred",
           "The vendored loader's collections.Mapping fails on 3.11 with the same AttributeError.")

    T.later(
        "l-abc-recur-attrdict", SYNC, "2026-04-02T11:05:00Z", "main",
        user("Run the monthly report for March."),
        err(".venv/bin/python -m sync.report --month 2026-03",
            "Traceback (most recent call last):\n  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
            "  File \"<frozen runpy>\", line 88, in _run_code\n"
            f"  File \"{SYNC}/sync/report.py\", line 4, in <module>\n    from attrdict import AttrDict\n"
            f"  File \"{SYNC}/.venv/lib/python3.11/site-packages/attrdict/__init__.py\", line 5, in <module>\n"
            "    from attrdict.mapping import AttrMap\n"
            f"  File \"{SYNC}/.venv/lib/python3.11/site-packages/attrdict/mapping.py\", line 4, in <module>\n"
            "    from collections import Mapping\n"
            "ImportError: cannot import name 'Mapping' from 'collections' "
            "(/usr/lib/python3.11/collections/__init__.py)", 1),
        say("attrdict 2.0.1 is unmaintained and still imports the removed alias; sync/report.py only uses it for "
            "dotted access, so replace it with types.SimpleNamespace and drop the dependency."),
        edit(f"{SYNC}/sync/report.py", "from attrdict import AttrDict\n", "from types import SimpleNamespace\n"),
        edit(f"{SYNC}/sync/report.py", "cfg = AttrDict(raw)", "cfg = SimpleNamespace(**raw)"),
        ok("sed -i '/^attrdict==/d' requirements.txt && .venv/bin/pip uninstall -qy attrdict && "
           ".venv/bin/python -m sync.report --month 2026-03", "report: 1,204 accounts, 0 mismatches -> "
           "out/report-2026-03.html"),
    )
    T.pair(lid, "l-abc-recur-attrdict", "recurred",
           "attrdict's `from collections import Mapping` fails on 3.11: the removed alias again (ImportError form).")

    T.later(
        "l-abc-neither-warning", SYNC, "2026-03-09T08:40:00Z", "main",
        user("Run the tests on the old 3.8 box, sync-old-01, before we retire it."),
        ok("ssh sync-old-01 'cd legacy-sync && .venv/bin/python -m pytest -q'",
           "........................................................                  [100%]\n"
           "=============================== warnings summary ===============================\n"
           "third_party/yamlcfg/loader.py:12\n"
           "  /home/dana/legacy-sync/third_party/yamlcfg/loader.py:12: DeprecationWarning: Using or importing the "
           "ABCs from 'collections' instead of from 'collections.abc' is deprecated since Python 3.3, and in 3.10 "
           "it will stop working\n    class AttrDict(collections.Mapping):\n\n"
           "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n"
           "56 passed, 1 warning in 0.88s"),
        say("All 56 pass on 3.8; the one warning is the vendored yamlcfg using collections.Mapping, which only "
            "warns on 3.8."),
    )
    T.pair(lid, "l-abc-neither-warning", "neither",
           "On 3.8 the old alias only warns and the tests pass: no failure, and nothing is changed.")

    T.later(
        "l-abc-neither-asyncio", SYNC, "2026-04-21T13:50:00Z", "main",
        user("The poller won't start on 3.11 either."),
        err(".venv/bin/python -m sync.poller --once",
            "Traceback (most recent call last):\n  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
            "  File \"<frozen runpy>\", line 88, in _run_code\n"
            f"  File \"{SYNC}/sync/poller.py\", line 19, in <module>\n    @asyncio.coroutine\n     ^^^^^^^^^^^^^^^^^\n"
            "AttributeError: module 'asyncio' has no attribute 'coroutine'", 1),
        say("Generator-based coroutines (@asyncio.coroutine / yield from) were removed in 3.11; rewrite as async "
            "def / await."),
        edit(f"{SYNC}/sync/poller.py", "@asyncio.coroutine\ndef poll_once(client):\n    batch = yield from "
             "client.fetch()\n", "async def poll_once(client):\n    batch = await client.fetch()\n"),
        ok(".venv/bin/python -m sync.poller --once", "polled 1 batch (42 events)"),
    )
    T.pair(lid, "l-abc-neither-asyncio", "neither",
           "asyncio.coroutine removed in 3.11: another removed API and error, nothing about collections.")


VISION = "/home/minji/work/vision-train"
_TORCH_VERSIONS = ("2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1, 2.5.0, "
                   "2.5.1, 2.6.0")


def _no_torch(spec: str) -> str:
    return (f"ERROR: Could not find a version that satisfies the requirement {spec} (from versions: "
            f"{_TORCH_VERSIONS})\nERROR: No matching distribution found for {spec}")


def _torch_index() -> None:
    T.source(
        "s-torch-cuda-index", VISION, "2026-02-20T02:10:00Z", "main",
        user("새 학습 서버용 venv 를 requirements.txt 로 만들어 주세요. CUDA 12.1 빌드 torch 여야 해요."),
        err("python3.11 -m venv .venv && .venv/bin/pip install -r requirements.txt",
            "Collecting numpy==1.26.4 (from -r requirements.txt (line 1))\n  Using cached numpy-1.26.4-cp311-cp311-"
            "manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (61 kB)\n" + _no_torch("torch==2.3.1+cu121"), 1),
        ok("head -5 requirements.txt",
           "numpy==1.26.4\ntorch==2.3.1+cu121\ntorchvision==0.18.1+cu121\nalbumentations==1.4.21\ntimm==1.0.12"),
        say("+cu121 같은 로컬 버전 태그가 붙은 휠은 PyPI 에는 없고 PyTorch 인덱스(download.pytorch.org/whl/cu121)에만 "
            "있습니다. requirements.txt 맨 위에 --extra-index-url 을 넣으면 pip install -r 만으로 받아집니다."),
        ok("sed -i '1i --extra-index-url https://download.pytorch.org/whl/cu121' requirements.txt && "
           ".venv/bin/pip install -q -r requirements.txt && .venv/bin/python -c 'import torch; "
           "print(torch.__version__, torch.version.cuda)'", "2.3.1+cu121 12.1"),
    )
    T.lesson(
        "t54-torch-cuda-wheels-need-pytorch-index", "global", "ko", "s-torch-cuda-index", "env_setup",
        "torch==X+cu121 같은 CUDA 빌드는 PyPI 에 없다 — PyTorch 인덱스를 지정해야 설치된다",
        "`pip install` 이 `ERROR: Could not find a version that satisfies the requirement torch==2.3.1+cu121` 와 "
        "`No matching distribution found` 로 실패한다. from versions 목록에는 2.3.1 이 버젓이 있다.",
        "목록에 같은 버전이 보이니 pip 캐시나 파이썬 버전 문제로 오해한다. +cu121 같은 로컬 버전 태그 휠이 어디에 "
        "있는지 놓친다.",
        "PyPI 에는 기본 빌드만 올라가고, +cu118/+cu121/+cu124 같은 로컬 버전 태그 휠은 download.pytorch.org 의 "
        "PyTorch 인덱스에만 있다.",
        "PyTorch 인덱스를 알려 준다: `pip install torch==2.3.1+cu121 --index-url "
        "https://download.pytorch.org/whl/cu121` (다른 패키지도 함께면 `--extra-index-url`), requirements.txt 맨 "
        "위의 `--extra-index-url https://download.pytorch.org/whl/cu121` 줄, 환경 변수 PIP_EXTRA_INDEX_URL, uv 라면 "
        "`--index-url` 또는 pyproject 의 [[tool.uv.index]].",
        ['".venv/bin/pip install -r requirements.txt" 가 "No matching distribution found for torch==2.3.1+cu121" '
         '로 실패',
         '"--extra-index-url https://download.pytorch.org/whl/cu121" 을 requirements.txt 에 넣은 뒤 '
         '"2.3.1+cu121 12.1"'],
    )
    lid = "t54-torch-cuda-wheels-need-pytorch-index"
    seg = "C:\\Users\\minji\\work\\seg-bench"

    T.later(
        "l-torch-apply-cmd", seg, "2026-03-05T05:30:00Z", "main",
        user("윈도우 PC 의 seg-bench venv 에 torch 2.4.1 cu124 빌드를 설치해 주세요. cmd 로 해 주세요."),
        ok("cmd /c \".venv\\Scripts\\python.exe -m pip install -q torch==2.4.1 torchvision==0.19.1 --index-url "
           "https://download.pytorch.org/whl/cu124 && .venv\\Scripts\\python.exe -c \"import torch; "
           "print(torch.__version__, torch.cuda.is_available())\"\"", "2.4.1+cu124 True"),
    )
    T.pair(lid, "l-torch-apply-cmd", "applied",
           "Installs the CUDA build with --index-url download.pytorch.org/whl/cu124 from cmd; no 'no matching'.")

    T.later(
        "l-torch-apply-docker", VISION, "2026-04-06T06:00:00Z", "main",
        user("학습용 도커 이미지를 만들어 주세요. requirements.txt 는 그대로 쓰고요."),
        write(f"{VISION}/Dockerfile",
              "FROM nvidia/cuda:12.1.1-cudnn8-runtime-ubuntu22.04\n"
              "RUN apt-get update && apt-get install -y --no-install-recommends python3.11 python3-pip && "
              "rm -rf /var/lib/apt/lists/*\n# +cu121 wheels only exist on the PyTorch index\n"
              "ENV PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cu121\nWORKDIR /app\nCOPY requirements.txt .\n"
              "RUN python3.11 -m pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"),
        ok("docker build -t vision-train:cu121 . && docker run --rm --gpus all vision-train:cu121 python3.11 -c "
           "'import torch; print(torch.__version__, torch.cuda.is_available())'",
           "#9 [5/6] RUN python3.11 -m pip install --no-cache-dir -r requirements.txt\n#9 DONE 182.4s\n"
           "#11 naming to docker.io/library/vision-train:cu121 done\n2.3.1+cu121 True"),
    )
    T.pair(lid, "l-torch-apply-docker", "applied",
           "The image sets PIP_EXTRA_INDEX_URL to the PyTorch cu121 index before pip; the build passes.")

    T.later(
        "l-torch-recur-ssh", VISION, "2026-03-13T07:20:00Z", "main",
        user("gpu-03 의 예전 실험 venv 에 torch 2.1.2 cu118 을 깔아 주세요. 드라이버가 11.8 까지예요."),
        err("ssh gpu-03 'cd vision-train-old && .venv/bin/pip install torch==2.1.2+cu118 torchvision==0.16.2+cu118'",
            _no_torch("torch==2.1.2+cu118"), 1),
        ok("ssh gpu-03 'cd vision-train-old && .venv/bin/pip install -q torch==2.1.2+cu118 torchvision==0.16.2+cu118"
           " --index-url https://download.pytorch.org/whl/cu118 && .venv/bin/python -c \"import torch; "
           "print(torch.__version__)\"'", "2.1.2+cu118"),
    )
    T.pair(lid, "l-torch-recur-ssh", "recurred",
           "Over ssh, pip can't find torch==2.1.2+cu118 on PyPI: the same 'No matching distribution' failure.")

    T.later(
        "l-torch-recur-uv", "/home/minji/work/seg-bench", "2026-04-14T08:35:00Z", "main",
        user("seg-bench 를 uv 로 옮기는 중이에요. torch 2.5.1 cu124 를 uv pip 로 설치해 주세요."),
        err("uv pip install torch==2.5.1+cu124",
            "  × No solution found when resolving dependencies:\n"
            "  ╰─▶ Because there is no version of torch==2.5.1+cu124 and you require torch==2.5.1+cu124, we can "
            "conclude that your requirements are unsatisfiable.", 1),
        ok("uv pip install torch==2.5.1+cu124 --index-url https://download.pytorch.org/whl/cu124",
           "Resolved 13 packages in 1.92s\nPrepared 13 packages in 41.33s\nInstalled 13 packages in 402ms\n"
           " + torch==2.5.1+cu124"),
    )
    T.pair(lid, "l-torch-recur-uv", "recurred",
           "uv can't resolve torch==2.5.1+cu124 from PyPI: the same missing-index failure, uv's wording.")

    T.later(
        "l-torch-neither-py313", "/home/minji/work/seg-bench", "2026-03-24T03:10:00Z", "main",
        user("seg-bench 를 파이썬 3.13 venv 로 올려 볼래요. requirements 그대로 설치해 주세요."),
        err("python3.13 -m venv .venv313 && .venv313/bin/pip install -r requirements.txt",
            "ERROR: Could not find a version that satisfies the requirement torch==2.2.2 (from versions: 2.5.0, "
            "2.5.1, 2.6.0)\nERROR: No matching distribution found for torch==2.2.2", 1),
        say("torch 2.2.2 에는 cp313 휠이 없습니다(3.13 지원은 2.5 부터). 인덱스 문제가 아니라 파이썬 버전 문제라 "
            "3.13 으로 가려면 torch 를 2.5 이상으로 올려야 합니다. 일단 3.11 venv 를 유지할게요."),
        ok("rm -rf .venv313 && .venv/bin/python -c 'import torch, sys; print(sys.version.split()[0], "
           "torch.__version__)'", "3.11.11 2.2.2"),
    )
    T.pair(lid, "l-torch-neither-py313", "neither",
           "No torch==2.2.2 wheel for Python 3.13: same 'No matching distribution' from another cause.")

    T.later(
        "l-torch-neither-driver", VISION, "2026-04-21T04:45:00Z", "main",
        user("gpu-04 에서 torch 가 GPU 를 못 잡아요."),
        ok("ssh gpu-04 'cd vision-train && .venv/bin/python -c \"import torch; print(torch.__version__, "
           "torch.cuda.is_available())\"; nvidia-smi --query-gpu=driver_version --format=csv,noheader'",
           "/home/minji/vision-train/.venv/lib/python3.11/site-packages/torch/cuda/__init__.py:128: UserWarning: "
           "CUDA initialization: The NVIDIA driver on your system is too old (found version 11040). Please update "
           "your GPU driver by downloading and installing a new version from the URL: "
           "http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a "
           "PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at "
           "../c10/cuda/CUDAFunctions.cpp:108.)\n  return torch._C._cuda_getDeviceCount() > 0\n"
           "2.3.1+cu121 False\n470.223.02"),
        say("설치는 정상이고, 드라이버 470 (CUDA 11.4) 이 cu121 빌드에 비해 너무 오래됐습니다. 드라이버를 535 이상으로 "
            "올려 주시면 됩니다. 인프라 팀 작업이라 여기서 멈출게요."),
    )
    T.pair(lid, "l-torch-neither-driver", "neither",
           "torch installs fine but the GPU driver is too old: another problem; no install failure, no index.")

    T.later(
        "l-torch-before", "/home/minji/work/seg-bench", "2026-02-17T06:50:00Z", "main",
        user("seg-bench venv 에 torch 2.2.2 cu121 설치해 주세요."),
        ok(".venv/bin/pip install -q torch==2.2.2 --index-url https://download.pytorch.org/whl/cu121 && "
           ".venv/bin/python -c 'import torch; print(torch.__version__)'", "2.2.2+cu121"),
    )
    T.pair(lid, "l-torch-before", "neither",
           "Dated before the lesson's source session, so neither whatever it holds.")


FILLS = [_pep604, _collections_abc, _torch_index]
