"""The fifty-fifth tracking corpus, part e: two lessons whose fix is stated only in prose: Pydantic 2 refusing a bare
@root_validator (model_validator(mode="after"), or skip_on_failure=True as a stopgap), and f-strings that reuse
the outer quote inside their braces, valid only from Python 3.12, in a project still supporting 3.10 and 3.11.
Tables and labelling rules: tracking55_cases.py."""
from __future__ import annotations

from tests.truth.tracking55_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

BILL = "/home/dev/src/billing-svc"
REP = "/home/dev/src/reportgen"
ROOTVAL = ("pydantic.errors.PydanticUserError: If you use `@root_validator` with pre=False (the default) you MUST "
           "specify `skip_on_failure=True`. Note that `@root_validator` is deprecated and should be replaced with "
           "`@model_validator`.")


def conftest_error(module: str, cls: str, line: int, pre: str = "E   ") -> str:
    return ("ImportError while loading conftest '/home/dev/src/billing-svc/tests/conftest.py'.\n"
            f"tests/conftest.py:4: in <module>\n    from {module.replace('/', '.')[:-3]} import {cls}\n"
            f"{module}:{line - 9}: in <module>\n    class {cls}(BaseModel):\n"
            f"{module}:{line}: in {cls}\n    @root_validator\n"
            ".venv/lib/python3.12/site-packages/pydantic/deprecated/class_validators.py:240: in root_validator\n"
            f"    raise PydanticUserError(\n{pre}{ROOTVAL}\n{pre}\n"
            f"{pre}For further information visit https://errors.pydantic.dev/2.10/u/root-validator-pre-skip")


OLD_INVOICE = ("    @root_validator\n    def total_matches_lines(cls, values):\n"
               "        lines = values.get(\"lines\") or []\n"
               "        if sum(l.amount for l in lines) != values.get(\"total\"):\n"
               "            raise ValueError(\"total does not match the sum of lines\")\n        return values\n")
NEW_INVOICE = ("    @model_validator(mode=\"after\")\n    def total_matches_lines(self) -> \"InvoiceIn\":\n"
               "        if sum(l.amount for l in self.lines) != self.total:\n"
               "            raise ValueError(\"total does not match the sum of lines\")\n        return self\n")


# --- Pydantic 2 and a bare @root_validator (a prose-only fix) --------------------------------------------------

def _rootval() -> None:
    T.source(
        "s-pydantic-root-validator", BILL, "2026-02-19T10:00:00Z", "pydantic-2",
        user("Bump pydantic to 2.x and get the tests passing."),
        edit(f"{BILL}/requirements.txt", "pydantic==1.10.13\n", "pydantic==2.10.4\n"),
        ok(".venv/bin/pip install -q -r requirements.txt && .venv/bin/pip show pydantic | grep ^Version",
           "Version: 2.10.4"),
        err(".venv/bin/pytest -q", conftest_error("billing/schemas.py", "InvoiceIn", 27), 4),
        read(f"{BILL}/billing/schemas.py",
             "from decimal import Decimal\n\nfrom pydantic import BaseModel, root_validator, validator\n\n...\n\n"
             "class InvoiceIn(BaseModel):\n    currency: str\n    lines: list[LineIn]\n    total: Decimal\n\n"
             + OLD_INVOICE),
        say("Pydantic 2 still ships @root_validator for compatibility, but refuses it at class creation unless "
            "it is pre=True or has skip_on_failure=True. The proper port is @model_validator(mode=\"after\"): it "
            "runs on the built model, so the method takes self and reads the fields as attributes instead of a "
            "values dict."),
        edit(f"{BILL}/billing/schemas.py", "from pydantic import BaseModel, root_validator, validator\n",
             "from pydantic import BaseModel, model_validator, validator\n"),
        edit(f"{BILL}/billing/schemas.py", OLD_INVOICE, NEW_INVOICE),
        ok(".venv/bin/pytest -q",
           "........................................                                 [100%]\n40 passed in 1.12s"),
    )
    T.lesson(
        "t55-pydantic2-root-validator", "project", "en", "s-pydantic-root-validator", "api_quirk",
        "billing-svc on Pydantic 2: bare @root_validator is refused; port it to @model_validator(mode=\"after\")",
        "After the bump to pydantic 2.10, importing billing.schemas failed: PydanticUserError: If you use "
        "`@root_validator` with pre=False (the default) you MUST specify `skip_on_failure=True`.",
        "The decorator still exists in Pydantic 2, so the code looks valid; the error comes at class creation, "
        "i.e. on import (here from conftest, so pytest reports an ImportError while loading conftest).",
        "Pydantic 2 keeps @root_validator only as a deprecated shim and requires pre=True or skip_on_failure=True "
        "for it; the V2 replacement is @model_validator.",
        "Rewrite each @root_validator as `@model_validator(mode=\"after\")` on a method taking self (use the "
        "attributes, return self; mode=\"before\" for pre=True ones). A quick stopgap is "
        "`@root_validator(skip_on_failure=True)`.",
        ["pytest: \"If you use `@root_validator` with pre=False (the default) you MUST specify "
         "`skip_on_failure=True`\"",
         "after the port to model_validator: \"40 passed in 1.12s\""])

    T.later(
        "l-rootval-before", BILL, "2026-02-16T15:00:00Z", "spike/pydantic-2",
        user("quick spike: does the test suite survive pydantic 2?"),
        ok(".venv/bin/pip install -q 'pydantic>=2,<3'", ""),
        err(".venv/bin/pytest -q", conftest_error("billing/schemas.py", "InvoiceIn", 27), 4),
        user("ok, it doesn't. put pydantic 1 back, we'll do it properly later"),
        ok(".venv/bin/pip install -q -r requirements.txt && .venv/bin/pytest -q | tail -1", "40 passed in 1.05s"),
        say("Back on pydantic 1.10.13; 40 passed."),
    )
    T.pair("t55-pydantic2-root-validator", "l-rootval-before", "neither",
           "dated before the lesson's source session (it holds the same root_validator error)")

    T.later(
        "l-rootval-refund", BILL, "2026-02-26T13:30:00Z", "main",
        user("Add a RefundIn schema: amount must not exceed the original invoice's total, both are fields."),
        say("Cross-field check, so a model validator. Not @root_validator: on Pydantic 2 it's refused without "
            "skip_on_failure, so @model_validator(mode=\"after\") on self."),
        edit(f"{BILL}/billing/schemas.py", "class InvoiceIn(BaseModel):\n",
             "class RefundIn(BaseModel):\n    invoice_total: Decimal\n    amount: Decimal\n\n"
             "    @model_validator(mode=\"after\")\n    def not_above_total(self) -> \"RefundIn\":\n"
             "        if self.amount > self.invoice_total:\n"
             "            raise ValueError(\"refund exceeds the invoice total\")\n        return self\n\n\n"
             "class InvoiceIn(BaseModel):\n"),
        write(f"{BILL}/tests/test_refund.py",
              "import pytest\nfrom pydantic import ValidationError\n\nfrom billing.schemas import RefundIn\n\n\n"
              "def test_refund_above_total_is_rejected():\n    with pytest.raises(ValidationError):\n"
              "        RefundIn(invoice_total=\"10.00\", amount=\"10.01\")\n"),
        ok(".venv/bin/pytest -q", "........................................."
                                 "                                [100%]\n41 passed in 1.15s"),
        say("RefundIn is in with a model_validator; 41 passed."),
    )
    T.pair("t55-pydantic2-root-validator", "l-rootval-refund", "applied",
           "writes the cross-field check as @model_validator(mode=\"after\") instead of @root_validator; tests pass")

    T.later(
        "l-rootval-webhooks", BILL, "2026-03-03T10:20:00Z", "main",
        user("merge feature/stripe-webhooks (it was branched before the pydantic upgrade) and run the tests"),
        ok("git merge --no-edit feature/stripe-webhooks",
           "Merge made by the 'ort' strategy.\n billing/webhooks.py | 48 ++++++++++\n tests/test_webhooks.py | 31 "
           "+++++++\n 2 files changed, 79 insertions(+)"),
        err(".venv/bin/pytest -q",
            "ImportError while loading conftest '/home/dev/src/billing-svc/tests/conftest.py'.\n"
            "tests/conftest.py:5: in <module>\n    from billing.webhooks import StripeEvent\n"
            "billing/webhooks.py:14: in <module>\n    class StripeEvent(BaseModel):\n"
            "billing/webhooks.py:22: in StripeEvent\n    @root_validator()\n"
            ".venv/lib/python3.12/site-packages/pydantic/deprecated/class_validators.py:240: in root_validator\n"
            f"    raise PydanticUserError(\nE   {ROOTVAL}", 4),
        say("The webhooks branch still uses a pydantic-1 @root_validator(). Porting it to model_validator like "
            "the rest."),
        edit(f"{BILL}/billing/webhooks.py",
             "    @root_validator()\n    def object_matches_type(cls, values):\n"
             "        if not values.get(\"type\", \"\").startswith(values.get(\"data_object\", \"?\")):\n"
             "            raise ValueError(\"event type and object disagree\")\n        return values\n",
             "    @model_validator(mode=\"after\")\n    def object_matches_type(self) -> \"StripeEvent\":\n"
             "        if not self.type.startswith(self.data_object):\n"
             "            raise ValueError(\"event type and object disagree\")\n        return self\n"),
        edit(f"{BILL}/billing/webhooks.py", "from pydantic import BaseModel, root_validator\n",
             "from pydantic import BaseModel, model_validator\n"),
        ok(".venv/bin/pytest -q", "................................................"
                                 "                         [100%]\n48 passed in 1.31s"),
        say("Merged; 48 passed after the port."),
    )
    T.pair("t55-pydantic2-root-validator", "l-rootval-webhooks", "recurred",
           "the merged webhooks module's @root_validator() fails at import under Pydantic 2; then ported")

    T.later(
        "l-rootval-field-validators", BILL, "2026-03-05T11:00:00Z", "main",
        user("the test run prints a wall of PydanticDeprecatedSince20 warnings, clean those up"),
        ok(".venv/bin/pytest -q -W default 2>&1 | grep -m1 -A1 PydanticDeprecatedSince20",
           "billing/schemas.py:31: PydanticDeprecatedSince20: Pydantic V1 style `@validator` validators are "
           "deprecated. You should migrate to Pydantic V2 style `@field_validator` validators, see the migration "
           "guide for more details. Deprecated in Pydantic V2.0 to be removed in V3.0.\n"
           "  @validator(\"currency\")"),
        edit(f"{BILL}/billing/schemas.py", "    @validator(\"currency\")\n    def upper(cls, v):\n",
             "    @field_validator(\"currency\")\n    @classmethod\n    def upper(cls, v: str) -> str:\n"),
        edit(f"{BILL}/billing/schemas.py", "from pydantic import BaseModel, model_validator, validator\n",
             "from pydantic import BaseModel, field_validator, model_validator\n"),
        ok(".venv/bin/pytest -q -W error::DeprecationWarning | tail -1", "48 passed in 1.29s"),
        say("Moved the @validator uses to @field_validator; no deprecation warnings left."),
    )
    T.pair("t55-pydantic2-root-validator", "l-rootval-field-validators", "neither",
           "deprecation warnings for @validator, moved to @field_validator; no root_validator error or fix")

    T.later(
        "l-rootval-tax-stopgap", BILL, "2026-03-09T09:40:00Z", "main",
        user("Wire the vendored billing/legacy/tax.py into invoice totals. It's old code; change as little of it "
             "as you can."),
        ok("grep -n 'root_validator' billing/legacy/tax.py",
           "3:from pydantic import BaseModel, root_validator\n18:    @root_validator\n41:    @root_validator"),
        say("Those two bare @root_validator decorators would be refused as soon as the module is imported under "
            "Pydantic 2. To keep the vendored code nearly untouched I'll use the stopgap, skip_on_failure=True, "
            "instead of rewriting them."),
        edit(f"{BILL}/billing/legacy/tax.py", "    @root_validator\n    def region_rate",
             "    @root_validator(skip_on_failure=True)\n    def region_rate"),
        edit(f"{BILL}/billing/legacy/tax.py", "    @root_validator\n    def exempt_needs_id",
             "    @root_validator(skip_on_failure=True)\n    def exempt_needs_id"),
        edit(f"{BILL}/billing/totals.py", "from billing.schemas import InvoiceIn\n",
             "from billing.legacy.tax import TaxLine\nfrom billing.schemas import InvoiceIn\n"),
        ok(".venv/bin/pytest -q | tail -1", "52 passed, 2 warnings in 1.40s"),
        say("tax.py is wired in with the two validators marked skip_on_failure=True; 52 passed (the warnings are "
            "root_validator's deprecation notices)."),
    )
    T.pair("t55-pydantic2-root-validator", "l-rootval-tax-stopgap", "applied",
           "adds skip_on_failure=True to the vendored root validators before importing them; no error")

    T.later(
        "l-rootval-worker", BILL, "2026-03-16T14:10:00Z", "main",
        user("bring up the worker with docker compose, I want to check the monthly report job"),
        err("docker compose up --abort-on-container-exit --exit-code-from worker worker",
            "worker-1  | Traceback (most recent call last):\n"
            "worker-1  |   File \"/app/billing/worker.py\", line 7, in <module>\n"
            "worker-1  |     from billing.reports.schemas import MonthlyReport\n"
            "worker-1  |   File \"/app/billing/reports/schemas.py\", line 12, in <module>\n"
            "worker-1  |     class MonthlyReport(BaseModel):\n"
            "worker-1  |   File \"/app/billing/reports/schemas.py\", line 19, in MonthlyReport\n"
            "worker-1  |     @root_validator\n"
            f"worker-1  | {ROOTVAL}\nworker-1 exited with code 1\nAborting on container exit..."),
        say("billing/reports/schemas.py still has a pydantic-1 @root_validator. The tests never import the "
            "reports package, which is why CI stayed green."),
        user("that's Dana's module, she's rewriting it this week. leave it"),
    )
    T.pair("t55-pydantic2-root-validator", "l-rootval-worker", "recurred",
           "the worker dies at import on reports/schemas.py's bare @root_validator; left to its owner")

    T.later(
        "l-rootval-config-clash", BILL, "2026-03-19T16:45:00Z", "main",
        user("allow extra fields on WebhookEnvelope, Stripe keeps adding some"),
        edit(f"{BILL}/billing/webhooks.py", "    model_config = ConfigDict(frozen=True)\n",
             "    model_config = ConfigDict(frozen=True)\n\n    class Config:\n        extra = \"allow\"\n"),
        err(".venv/bin/pytest -q tests/test_webhooks.py",
            "ImportError while loading conftest '/home/dev/src/billing-svc/tests/conftest.py'.\n...\n"
            "E   pydantic.errors.PydanticUserError: \"Config\" and \"model_config\" cannot be used together\nE   \n"
            "E   For further information visit https://errors.pydantic.dev/2.10/u/config-both", 4),
        edit(f"{BILL}/billing/webhooks.py",
             "    model_config = ConfigDict(frozen=True)\n\n    class Config:\n        extra = \"allow\"\n",
             "    model_config = ConfigDict(frozen=True, extra=\"allow\")\n"),
        ok(".venv/bin/pytest -q tests/test_webhooks.py | tail -1", "8 passed in 0.41s"),
        say("My first edit mixed the old Config class with model_config; extra=\"allow\" is in model_config now."),
    )
    T.pair("t55-pydantic2-root-validator", "l-rootval-config-clash", "neither",
           "a different PydanticUserError (Config and model_config together); no root_validator involved")


# --- f-strings reusing the outer quote, valid only from Python 3.12 (a prose-only fix) --------------------------

def unmatched(path: str, line: int, code: str, indent: str = "E     ", caret: int = 20) -> str:
    return (f"{indent}File \"{path}\", line {line}\n{indent}  {code}\n{indent}  {' ' * caret}^^^^\n"
            f"{indent[:-2]}SyntaxError: f-string: unmatched '['")


TOX_FAIL = ("py311: commands[0]> pytest -q\n\n==================================== ERRORS "
            "====================================\n____________________ ERROR collecting tests/test_render.py "
            "_____________________\n.tox/py311/lib/python3.11/site-packages/_pytest/python.py:493: in "
            "importtestmodule\n    mod = import_path(\n...\n")


def _fstring() -> None:
    bad = "lines.append(f\"{row[\"name\"]}: {row[\"total\"]:.2f}\")"
    T.source(
        "s-fstring-quotes", REP, "2026-02-20T11:00:00Z", "main",
        user("CI is red on the py311 job after my change to render.py; it passes for me. Check with tox -e py311."),
        ok("python --version", "Python 3.12.8"),
        err("tox -e py311",
            TOX_FAIL + unmatched(f"{REP}/src/reportgen/render.py", 42, bad)
            + "\n=========================== short test summary info ============================\n"
              "ERROR tests/test_render.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection "
              "!!!!!!!!!!!!!!!!!!!!\n1 error in 0.31s\npy311: exit 2 (0.92 seconds) /home/dev/src/reportgen> "
              "pytest -q pid=48211\n  py311: FAIL code 2 (4.18=setup[3.26]+cmd[0.92] seconds)\n"
              "  evaluation failed :( (4.31 seconds)", 2),
        ok("grep -n requires-python pyproject.toml", "9:requires-python = \">=3.10\""),
        say("Reusing the outer double quote inside an f-string's braces (f\"{row[\"name\"]}\") is new syntax in "
            "Python 3.12 (PEP 701). Your machine runs 3.12, but the project supports 3.10+, and 3.11 ends the "
            "string at the second double quote. The inner keys need the other kind of quote."),
        edit(f"{REP}/src/reportgen/render.py", bad,
             "lines.append(f\"{row['name']}: {row['total']:.2f}\")"),
        ok("tox -e py310,py311,py312",
           "py310: OK (5.11 seconds)\npy311: OK (5.02 seconds)\npy312: OK (4.40 seconds)\n"
           "  congratulations :) (14.62 seconds)"),
    )
    T.lesson(
        "t55-fstring-nested-quotes-py311", "project", "en", "s-fstring-quotes", "project_convention",
        "reportgen supports Python 3.10+: never reuse the outer quote inside f-string braces (3.12-only syntax)",
        "tox -e py311 failed collecting tests: render.py line 42, f\"{row[\"name\"]}: ...\" gives SyntaxError: "
        "f-string: unmatched '['; the same code passes locally on Python 3.12.",
        "It passes on the developer machine (3.12) and only the py310/py311 jobs fail, at import time, so it "
        "looks like a CI environment problem.",
        "PEP 701 (Python 3.12) lets an f-string's expressions reuse the enclosing quote; Python 3.11 and older "
        "end the string at the second double quote. The project declares requires-python >= 3.10.",
        "Inside f-string braces use the other kind of quote than the one delimiting the f-string (f\"{row['name']}"
        "\" or f'{row[\"name\"]}'), or pull the value into a variable first, and run the py310/py311 tox envs.",
        ["tox -e py311: \"SyntaxError: f-string: unmatched '['\"",
         "with single quotes inside the braces: \"py311: OK (5.02 seconds)\""])

    T.later(
        "l-fstring-before", REP, "2026-02-13T17:30:00Z", "main",
        user("py311 CI job fails after this morning's commit, reproduce"),
        err("tox -e py311",
            TOX_FAIL + unmatched(f"{REP}/src/reportgen/summary.py", 18,
                                 "out.write(f\"{rec[\"region\"]}\\t{rec[\"count\"]}\\n\")", caret=18)
            + "\n1 error in 0.29s\n  py311: FAIL code 2 (3.97 seconds)", 2),
        user("I don't have time today, revert the commit and I'll redo it"),
        ok("git revert --no-edit HEAD && tox -e py311 | tail -1",
           "[main 5a0c7e2] Revert \"Summary by region\"\n 1 file changed, 12 deletions(-)\n"
           "  congratulations :) (5.20 seconds)"),
        say("Reverted; py311 passes again."),
    )
    T.pair("t55-fstring-nested-quotes-py311", "l-fstring-before", "neither",
           "dated before the lesson's source session (it holds the same f-string SyntaxError)")

    T.later(
        "l-fstring-summary", REP, "2026-02-27T10:00:00Z", "main",
        user("add a per-region summary line to the text report: '<region>: <count> orders, <total>'"),
        say("Using single quotes for the keys inside the f-string: reusing the outer double quote is 3.12-only "
            "and we support 3.10 and 3.11."),
        edit(f"{REP}/src/reportgen/render.py", "    return \"\\n\".join(lines)\n",
             "    for r in summary:\n        lines.append(f\"{r['region']}: {r['count']} orders, "
             "{r['total']:.2f}\")\n    return \"\\n\".join(lines)\n"),
        ok("tox -e py310,py311", "py310: OK (5.30 seconds)\npy311: OK (5.12 seconds)\n"
                                 "  congratulations :) (10.44 seconds)"),
        say("Added the summary lines; py310 and py311 pass."),
    )
    T.pair("t55-fstring-nested-quotes-py311", "l-fstring-summary", "applied",
           "writes the new f-string with single-quoted keys for 3.10/3.11 and runs those envs; they pass")

    T.later(
        "l-fstring-cli-prod", REP, "2026-03-03T07:45:00Z", "main",
        user("the 7am report on report-01 didn't arrive. run it by hand there"),
        err("ssh report-01 'cd /opt/reportgen && python3.11 -m reportgen daily --out /srv/reports'",
            "Traceback (most recent call last):\n  File \"<frozen runpy>\", line 189, in _run_module_as_main\n"
            "  File \"<frozen runpy>\", line 148, in _get_module_details\n  File \"<frozen runpy>\", line 112, in "
            "_get_module_details\n  File \"/opt/reportgen/src/reportgen/__init__.py\", line 3, in <module>\n"
            "    from .cli import main\n"
            + unmatched("/opt/reportgen/src/reportgen/cli.py", 57,
                        "log.info(f\"wrote {len(rows)} rows to {opts[\"out\"]}\")", indent="  ", caret=36)),
        say("Yesterday's change to cli.py reuses the double quote inside the f-string, which report-01's Python "
            "3.11 can't parse. Fixing the quotes and redeploying."),
        edit(f"{REP}/src/reportgen/cli.py", "log.info(f\"wrote {len(rows)} rows to {opts[\"out\"]}\")",
             "log.info(f\"wrote {len(rows)} rows to {opts['out']}\")"),
        ok("git commit -qam 'cli: 3.11-compatible f-string' && git push -q && ssh report-01 'cd /opt/reportgen && "
           "git pull -q && python3.11 -m reportgen daily --out /srv/reports'",
           "wrote 1832 rows to /srv/reports/daily-2026-03-03.xlsx"),
        say("Fixed and re-ran; today's report is in /srv/reports."),
    )
    T.pair("t55-fstring-nested-quotes-py311", "l-fstring-cli-prod", "recurred",
           "report-01's Python 3.11 hits f-string: unmatched '[' in cli.py over ssh; then the quotes are fixed")

    T.later(
        "l-fstring-backslash", REP, "2026-03-05T14:20:00Z", "main",
        user("py311 CI fails again, different file this time"),
        err("tox -e py311",
            TOX_FAIL + "E     File \"/home/dev/src/reportgen/src/reportgen/notes.py\", line 9\n"
            "E       return f\"{'\\n'.join(items)}\"\nE                                      ^\n"
            "E   SyntaxError: f-string expression part cannot include a backslash\n1 error in 0.30s\n"
            "  py311: FAIL code 2 (4.02 seconds)", 2),
        edit(f"{REP}/src/reportgen/notes.py", "    return f\"{'\\n'.join(items)}\"\n",
             "    return \"\\n\".join(items)\n"),
        ok("tox -e py311 | tail -1", "  congratulations :) (5.08 seconds)"),
        say("A backslash inside an f-string expression is also 3.12-only; the join doesn't need an f-string at "
            "all."),
    )
    T.pair("t55-fstring-nested-quotes-py311", "l-fstring-backslash", "neither",
           "a different 3.12-only f-string error (a backslash in the expression), not a reused quote")

    T.later(
        "l-fstring-review", REP, "2026-03-10T16:00:00Z", "review/export-naming",
        user("Review Lee's export-naming branch and fix anything small before I merge."),
        ok("git diff main --stat && grep -n \"f'\" src/reportgen/export.py",
           " src/reportgen/export.py | 9 +++++----\n 1 file changed, 5 insertions(+), 4 deletions(-)\n"
           "17:    name = f'{meta['title']}.xlsx'"),
        say("Line 17 reuses the single quote inside the f-string, which only Python 3.12 accepts; the project "
            "supports 3.10 and 3.11. Switching the outer quotes."),
        edit(f"{REP}/src/reportgen/export.py", "    name = f'{meta['title']}.xlsx'\n",
             "    name = f\"{meta['title']}.xlsx\"\n"),
        ok("tox -e py310,py311,py312", "py310: OK (5.21 seconds)\npy311: OK (5.09 seconds)\npy312: OK (4.52 seconds)\n"
                                       "  congratulations :) (14.90 seconds)"),
        say("One fix (export.py line 17 quotes); all three envs pass. The rest looks fine to merge."),
    )
    T.pair("t55-fstring-nested-quotes-py311", "l-fstring-review", "applied",
           "rewrites the reused-quote f-string for 3.10/3.11 before running anything; all envs pass")

    T.later(
        "l-fstring-docker-build", REP, "2026-03-16T12:30:00Z", "feature/xlsx-themes",
        user("build the runtime image from this branch"),
        err("docker build -t reportgen:themes .",
            "#0 building with \"default\" instance using docker driver\n...\n"
            "#9 [5/5] RUN python -m compileall -q src\n#9 0.512 *** Error compiling 'src/reportgen/themes.py'...\n"
            "#9 0.512   File \"src/reportgen/themes.py\", line 23\n"
            "#9 0.512     path = f'{theme['name']}.json'\n#9 0.512                    ^^^^\n"
            "#9 0.512 SyntaxError: f-string: unmatched '['\n"
            "#9 ERROR: process \"/bin/sh -c python -m compileall -q src\" did not complete successfully: exit code: "
            "1\n------\nERROR: failed to solve: process \"/bin/sh -c python -m compileall -q src\" did not complete "
            "successfully: exit code: 1"),
        say("The image is python:3.11-slim and themes.py line 23 reuses the single quote inside the f-string, "
            "which 3.11 can't parse."),
        user("my branch, my mess. I'll fix it tonight, don't touch it"),
    )
    T.pair("t55-fstring-nested-quotes-py311", "l-fstring-docker-build", "recurred",
           "the python:3.11 image's compileall fails on themes.py with f-string: unmatched '['; left to the author")

    T.later(
        "l-fstring-issue-reply", REP, "2026-03-19T09:50:00Z", "main",
        user("Issue #88 says:\n\n  File \".../reportgen/cli.py\", line 57\n    log.info(f\"wrote {len(rows)} "
             "rows to {opts[\"out\"]}\")\nSyntaxError: f-string: unmatched '['\n\nThat's the 1.4.1 bug we fixed in "
             "1.4.2. Reply telling them to upgrade and close it."),
        ok("gh issue comment 88 --body 'Thanks for the report! This was a Python 3.10/3.11 incompatibility in "
           "1.4.1, fixed in 1.4.2: `pip install -U reportgen`.' && gh issue close 88",
           "https://github.com/acme/reportgen/issues/88#issuecomment-2731904415\n✓ Closed issue acme/reportgen#88 "
           "(SyntaxError on Python 3.11)"),
        say("Replied on #88 and closed it."),
    )
    T.pair("t55-fstring-nested-quotes-py311", "l-fstring-issue-reply", "neither",
           "the SyntaxError is only quoted from an issue; nothing is run or edited besides the gh reply")


FILLS = [_rootval, _fstring]
