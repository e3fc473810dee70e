"""Cases of the fiftieth tracking corpus (rules in tracking50_cases.py): Black older than 22.3 crashing under
click 8.1 (cannot import name '_unicodefun'), PyTorch 2.6's torch.load refusing full checkpoints with weights_only
on by default (a prose-only fix), and Flask-SQLAlchemy 3 code run outside an application context (a prose-only
fix)."""
from __future__ import annotations

from tests.truth.tracking50_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _black(bin_path: str, site: str) -> str:
    return (f"Traceback (most recent call last):\n  File \"{bin_path}\", line 8, in <module>\n    "
            f"sys.exit(patched_main())\n"
            f"  File \"{site}/black/__init__.py\", line 1423, in patched_main\n    patch_click()\n"
            f"  File \"{site}/black/__init__.py\", line 1409, in patch_click\n    from click import _unicodefun\n"
            f"ImportError: cannot import name '_unicodefun' from 'click' ({site}/click/__init__.py)")


_DONE = "All done! ✨ 🍰 ✨\n{} files would be left unchanged."


def black() -> None:
    site = "/home/ravi/src/ledger/.venv/lib/python3.10/site-packages"
    T.source(
        "s-black-click", "/home/ravi/src/ledger", "2025-04-17T10:00:00Z", "chore/lint",
        user("run the formatter check before I open the PR"),
        err(".venv/bin/black --check .", _black("/home/ravi/src/ledger/.venv/bin/black", site)),
        ok(".venv/bin/pip show black click | grep -E '^(Name|Version)'",
           "Name: black\nVersion: 22.1.0\nName: click\nVersion: 8.1.7"),
        say("Black 22.1 patches click through click._unicodefun, a private module click 8.1 removed; Black 22.3.0 "
            "dropped that import. Upgrading Black."),
        ok('.venv/bin/pip install "black>=22.3.0"', "Successfully installed black-24.4.2"),
        ok(".venv/bin/black --check .", _DONE.format(42)))
    T.lesson(
        "t50-black-click-unicodefun", "global", "en", "s-black-click", "tool_quirk",
        "Black older than 22.3 crashes under click 8.1: cannot import name '_unicodefun'",
        "`black --check .` crashes at start with `ImportError: cannot import name '_unicodefun' from 'click'` before "
        "reading any file.",
        "Black itself was not touched: click was upgraded underneath it (by another package, a fresh resolve or "
        "pre-commit's cached hook env), so it looks like a broken venv.",
        "Black < 22.3.0 imports click._unicodefun in patch_click(); click 8.1.0 removed that private module.",
        "Upgrade Black to 22.3.0 or later (`pip install \"black>=22.3.0\"`, or a newer rev for the black hook in "
        ".pre-commit-config.yaml). If Black has to stay old, pin click==8.0.4.",
        ["`.venv/bin/black --check .` failed: `ImportError: cannot import name '_unicodefun' from 'click'`",
         "`pip show` gave `Version: 22.1.0` for black with click `Version: 8.1.7`",
         "after `pip install \"black>=22.3.0\"` the check passed: `42 files would be left unchanged.`"])

    T.later(
        "l-black-precommit", "/home/ravi/src/ledger-ui", "2025-05-19T09:10:00Z", "feat/csv-export",
        user("run pre-commit on everything"),
        err("pre-commit run --all-files",
            "black....................................................................Failed\n- hook id: black\n"
            "- exit code: 1\n\n" + _black("/home/ravi/.cache/pre-commit/repo4k2j8w1x/py_env-python3.10/bin/black",
                                          "/home/ravi/.cache/pre-commit/repo4k2j8w1x/py_env-python3.10/lib/"
                                          "python3.10/site-packages")),
        read("/home/ravi/src/ledger-ui/.pre-commit-config.yaml",
             "repos:\n  - repo: https://github.com/psf/black\n    rev: 21.12b0\n    hooks:\n      - id: black\n"))
    T.pair("t50-black-click-unicodefun", "l-black-precommit", "recurred",
           "the pre-commit black hook (rev 21.12b0) crashed with cannot import name '_unicodefun' from 'click'")
    T.later(
        "l-black-tox", "/home/ravi/src/payouts", "2025-06-03T14:45:00Z", "main",
        user("tox -e lint is red on main, look"),
        err("tox -e lint",
            "lint: commands[0]> black --check src tests\n"
            + _black("/home/ravi/src/payouts/.tox/lint/bin/black", "/home/ravi/src/payouts/.tox/lint/lib/python3.9/"
                     "site-packages")
            + "\nlint: exit 1 (0.38 seconds) /home/ravi/src/payouts> black --check src tests pid=48122\n"
            "  lint: FAIL code 1 (2.11=setup[1.73]+cmd[0.38] seconds)\n  evaluation failed :( (2.20 seconds)"))
    T.pair("t50-black-click-unicodefun", "l-black-tox", "recurred",
           "tox's lint env ran an old Black with click 8.1 and crashed on _unicodefun again")
    T.later(
        "l-black-rev", "/home/ravi/src/ledger-ui", "2025-06-12T11:30:00Z", "chore/hooks",
        user("bump the black hook before it bites us (it's still on 21.12b0) and run it"),
        edit("/home/ravi/src/ledger-ui/.pre-commit-config.yaml", "rev: 21.12b0", "rev: 24.4.2"),
        ok("pre-commit run black --all-files",
           "[INFO] Initializing environment for https://github.com/psf/black.\n[INFO] Installing environment for "
           "https://github.com/psf/black.\n"
           "black....................................................................Passed"))
    T.pair("t50-black-click-unicodefun", "l-black-rev", "applied",
           "the black hook's rev was raised to 24.4.2 in .pre-commit-config.yaml and run; it passed with no crash")
    T.later(
        "l-black-poetry", "/home/ravi/src/rules-engine", "2025-06-25T16:00:00Z", "chore/dev-deps",
        user("rules-engine pins black 22.1 in dev deps; move it forward and check formatting"),
        ok('poetry add --group dev "black>=22.3"',
           "Using version ^24.4.2 for black\n\nUpdating dependencies\nResolving dependencies... (1.2s)\n\n"
           "Package operations: 0 installs, 1 update, 0 removals\n\n  - Updating black (22.1.0 -> 24.4.2)"),
        ok("poetry run black --check .", _DONE.format(67)))
    T.pair("t50-black-click-unicodefun", "l-black-poetry", "applied",
           "Black upgraded past 22.3 through poetry, then black --check ran with no _unicodefun crash")
    T.later(
        "l-black-parse", "/home/ravi/src/ledger", "2025-07-08T10:20:00Z", "feat/rules",
        user("black --check fails on the new rules module"),
        err(".venv/bin/black --check .",
            "error: cannot format src/ledger/rules.py: Cannot parse for target version Python 3.8: 14:10:     match "
            "event.kind:\nOh no! 💥 💔 💥\n41 files would be left unchanged, 1 file would fail to reformat.", 123),
        edit("/home/ravi/src/ledger/pyproject.toml", "target-version = [\"py38\"]", "target-version = [\"py310\"]"),
        ok(".venv/bin/black --check .", _DONE.format(42)))
    T.pair("t50-black-click-unicodefun", "l-black-parse", "neither",
           "a different Black error (cannot parse match under a py38 target), fixed in pyproject; no click crash")
    T.later(
        "l-black-contrib", "/home/ravi/src/ledger", "2025-07-22T15:40:00Z", "docs/contributing",
        user("note in CONTRIBUTING that black must be >= 22.3 because of the click thing"),
        edit("/home/ravi/src/ledger/CONTRIBUTING.md", "## Formatting\n",
             "## Formatting\n\nUse Black >= 22.3 (`pip install \"black>=22.3.0\"`); older Black crashes with click "
             "8.1.\n"),
        say("Added the note under Formatting."))
    T.pair("t50-black-click-unicodefun", "l-black-contrib", "neither",
           "the upgrade only written into CONTRIBUTING.md; Black was not installed or run")
    T.later(
        "l-black-before", "/home/ravi/src/ledger", "2025-03-02T09:00:00Z", "main",
        user("black is crashing"),
        err(".venv/bin/black --check .", _black("/home/ravi/src/ledger/.venv/bin/black", site)),
        ok('.venv/bin/pip install "click==8.0.4" && .venv/bin/black --check .',
           "Successfully installed click-8.0.4\n" + _DONE.format(40)))
    T.pair("t50-black-click-unicodefun", "l-black-before", "neither",
           "dated before the lesson's source session, whatever it holds")


def _wo(script: str, line: int, call: str, site: str, glob: str, short: str) -> str:
    return (f"Traceback (most recent call last):\n  File \"{script}\", line {line}, in <module>\n    {call}\n"
            f"  File \"{site}/torch/serialization.py\", line 1470, in load\n"
            "    raise pickle.UnpicklingError(_get_wo_message(str(e))) from None\n"
            "_pickle.UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two "
            "options, do those steps only if you trust the source of the checkpoint. \n"
            "\t(1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from "
            "`False` to `True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but "
            "it can result in arbitrary code execution. Do it only if you got the file from a trusted source.\n"
            "\t(2) Alternatively, to load with `weights_only=True` please check the recommended steps in the "
            "following error message.\n"
            f"\tWeightsUnpickler error: Unsupported global: GLOBAL {glob} was not an allowed global by default. "
            f"Please use `torch.serialization.add_safe_globals([{short}])` or the "
            f"`torch.serialization.safe_globals([{short}])` context manager to allowlist this global if you trust "
            "this class/function.\n\nCheck the documentation of torch.load to learn more about types accepted by "
            "default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html.")


def weights_only() -> None:
    root = "/home/sora/src/vision-bench"
    site = f"{root}/.venv/lib/python3.11/site-packages"
    load = 'state = torch.load(args.ckpt, map_location="cpu")'
    T.source(
        "s-torch-weights-only", root, "2025-04-18T13:00:00Z", "bump/torch-2.6",
        user("I bumped torch to 2.6; re-run the resnet50 eval on the epoch-30 checkpoint"),
        err(".venv/bin/python eval.py --ckpt checkpoints/resnet50_ep30.pt --split val",
            _wo(f"{root}/eval.py", 41, load, site, "numpy.core.multiarray.scalar", "scalar")),
        say("Since 2.6 torch.load defaults to weights_only=True, and our checkpoint also pickles the best metric as a "
            "numpy scalar, which the restricted unpickler refuses. It's our own checkpoint, so it can be loaded with "
            "weights_only=False."),
        edit(f"{root}/eval.py", load,
             'state = torch.load(args.ckpt, map_location="cpu", weights_only=False)  # our own checkpoints'),
        ok(".venv/bin/python eval.py --ckpt checkpoints/resnet50_ep30.pt --split val",
           "val: top1 0.7612  top5 0.9287  (50000 images)"))
    T.lesson(
        "t50-torch-load-weights-only", "global", "en", "s-torch-weights-only", "api_quirk",
        "PyTorch 2.6 torch.load refuses full checkpoints: Weights only load failed",
        "Loading a checkpoint that worked under 2.5 raises `_pickle.UnpicklingError: Weights only load failed.` "
        "with `Unsupported global: GLOBAL numpy.core.multiarray.scalar was not an allowed global by default.`",
        "The file is not corrupt and the loading code did not change; only the torch upgrade changed what "
        "torch.load accepts by default.",
        "PyTorch 2.6 switched the weights_only default of torch.load from False to True; the restricted unpickler "
        "refuses anything beyond tensors and plain containers (numpy scalars, argparse.Namespace, pickled modules).",
        "For checkpoints from a trusted source (your own training runs), pass weights_only=False to that torch.load "
        "call; or keep weights_only=True and allowlist the named globals with torch.serialization.add_safe_globals "
        "(or the safe_globals context manager). Never load untrusted files with weights_only=False.",
        ["`eval.py --ckpt checkpoints/resnet50_ep30.pt` failed: `_pickle.UnpicklingError: Weights only load "
         "failed.` and `Unsupported global: GLOBAL numpy.core.multiarray.scalar`",
         "the load was changed to `torch.load(args.ckpt, map_location=\"cpu\", weights_only=False)` and the eval "
         "printed `val: top1 0.7612`"])

    asr = "/home/sora/src/asr-finetune"
    T.later(
        "l-wo-namespace", asr, "2025-05-23T10:00:00Z", "main",
        user("evaluate the best conformer checkpoint, torch 2.6 is in the venv now"),
        err(".venv/bin/python -m asr.evaluate --ckpt runs/conformer/best.pt",
            _wo(f"{asr}/asr/evaluate.py", 58, "ckpt = torch.load(path)", f"{asr}/.venv/lib/python3.11/site-packages",
                "argparse.Namespace", "Namespace")))
    T.pair("t50-torch-load-weights-only", "l-wo-namespace", "recurred",
           "another repo's checkpoint (with an argparse.Namespace) failed torch.load with Weights only load failed")
    T.later(
        "l-wo-yolo", "/home/sora/src/shelf-detect", "2025-06-05T15:20:00Z", "torch-2.6",
        user("run the custom yolov8 weights on the sample shelf photos"),
        err("yolo predict model=weights/yolov8n-shelf.pt source=samples/",
            _wo("/home/sora/src/shelf-detect/.venv/bin/yolo", 8, "sys.exit(entrypoint())",
                "/home/sora/src/shelf-detect/.venv/lib/python3.10/site-packages",
                "ultralytics.nn.tasks.DetectionModel", "DetectionModel")))
    T.pair("t50-torch-load-weights-only", "l-wo-yolo", "recurred",
           "an older ultralytics loading a full model under torch 2.6 hit the same weights-only refusal")
    T.later(
        "l-wo-export", root, "2025-06-16T11:00:00Z", "feat/onnx",
        user("write export_onnx.py for the epoch-30 checkpoint and export it"),
        write(f"{root}/export_onnx.py",
              "import sys\n\nimport torch\nfrom bench.models import resnet50\n\nstate = torch.load(sys.argv[1], "
              "map_location=\"cpu\", weights_only=False)  # our own checkpoint\nmodel = resnet50()\n"
              "model.load_state_dict(state[\"model\"])\nmodel.eval()\ntorch.onnx.export(model, torch.randn(1, 3, 224, "
              "224), sys.argv[2], opset_version=17)\nprint(\"wrote\", sys.argv[2])\n"),
        ok(".venv/bin/python export_onnx.py checkpoints/resnet50_ep30.pt export/resnet50.onnx",
           "wrote export/resnet50.onnx"))
    T.pair("t50-torch-load-weights-only", "l-wo-export", "applied",
           "the new loader passed weights_only=False for the trusted checkpoint and ran with no unpickling error")
    T.later(
        "l-wo-safeglobals", asr, "2025-07-02T09:40:00Z", "fix/torch-26",
        user("add the Namespace allowlist so we can keep weights_only on, then rerun the eval"),
        edit(f"{asr}/asr/evaluate.py", "import torch\n",
             "import argparse\n\nimport torch\n\ntorch.serialization.add_safe_globals([argparse.Namespace])\n"),
        ok(".venv/bin/python -m asr.evaluate --ckpt runs/conformer/best.pt", "test-clean WER 3.41  test-other WER "
           "8.07"))
    T.pair("t50-torch-load-weights-only", "l-wo-safeglobals", "applied",
           "argparse.Namespace allowlisted with add_safe_globals, the lesson's other fix, and the load then worked")
    T.later(
        "l-wo-statedict", root, "2025-07-17T14:10:00Z", "feat/vit-head",
        user("load the epoch-30 weights into the model with the new head"),
        err(".venv/bin/python finetune.py --init checkpoints/resnet50_ep30.pt",
            "RuntimeError: Error(s) in loading state_dict for ResNet:\n\tMissing key(s) in state_dict: "
            "\"head.weight\", "
            "\"head.bias\". \n\tUnexpected key(s) in state_dict: \"fc.weight\", \"fc.bias\". "),
        edit(f"{root}/finetune.py", "model.load_state_dict(state[\"model\"])",
             "model.load_state_dict(state[\"model\"], strict=False)"),
        ok(".venv/bin/python finetune.py --init checkpoints/resnet50_ep30.pt --epochs 1", "epoch 1: val top1 0.7034"))
    T.pair("t50-torch-load-weights-only", "l-wo-statedict", "neither",
           "a different loading error (state_dict keys that don't match the model); torch.load itself succeeded")
    T.later(
        "l-wo-cuda", root, "2025-08-01T08:30:00Z", "main",
        user("run the eval on the CPU-only CI box"),
        err("ssh ci-cpu-01 'cd ~/vision-bench && .venv/bin/python eval_gpu_ckpt.py checkpoints/resnet50_gpu.pt'",
            "RuntimeError: Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False. "
            "If you are running on a CPU-only machine, please use torch.load with map_location=torch.device('cpu') "
            "to map your storages to the CPU."),
        say("That script loads without map_location; it needs map_location='cpu' on this box."))
    T.pair("t50-torch-load-weights-only", "l-wo-cuda", "neither",
           "torch.load failed for another reason (CUDA storages on a CPU-only host), not the weights-only default")
    T.later(
        "l-wo-before", root, "2025-03-05T16:20:00Z", "spike/torch-2.6",
        user("try torch 2.6 on the eval"),
        err(".venv/bin/python eval.py --ckpt checkpoints/resnet50_ep20.pt --split val",
            _wo(f"{root}/eval.py", 41, load, site, "numpy.core.multiarray.scalar", "scalar")))
    T.pair("t50-torch-load-weights-only", "l-wo-before", "neither",
           "dated before the lesson's source session, whatever it holds")


def _ctx(script: str, line: int, call: str, site: str) -> str:
    return (f"Traceback (most recent call last):\n  File \"{script}\", line {line}, in <module>\n    {call}\n"
            f"  File \"{site}/flask_sqlalchemy/extension.py\", line 687, in engines\n"
            "    app = current_app._get_current_object()  # type: ignore[attr-defined]\n"
            f"  File \"{site}/werkzeug/local.py\", line 519, in _get_current_object\n"
            "    raise RuntimeError(unbound_message) from None\nRuntimeError: Working outside of "
            "application context.\n\n"
            "This typically means that you attempted to use functionality that needed\nthe current application. To "
            "solve this, set up an application context\nwith app.app_context(). See the documentation for more "
            "information.")


def appctx() -> None:
    root = "/home/nadia/src/clinic-portal"
    site = f"{root}/.venv/lib/python3.11/site-packages"
    body = "app = create_app(sqlite_path=args.sqlite)\ndb.create_all()\nprint(f\"created {len(db.metadata.tables)} " \
           "tables in {args.sqlite}\")\n"
    T.source(
        "s-flask-appctx", root, "2025-04-21T10:30:00Z", "chore/flask-sqlalchemy-3",
        user("after the Flask-SQLAlchemy 3 upgrade scripts/init_db.py fails on a fresh sqlite file, fix it"),
        err(".venv/bin/python scripts/init_db.py --sqlite instance/dev.db",
            _ctx(f"{root}/scripts/init_db.py", 14, "db.create_all()", site)),
        say("Flask-SQLAlchemy 3 looks the app up through current_app, which only exists inside an application "
            "context; the script never pushes one. Wrapping the db work in app.app_context()."),
        edit(f"{root}/scripts/init_db.py", body,
             "app = create_app(sqlite_path=args.sqlite)\nwith app.app_context():\n    db.create_all()\n"
             "    print(f\"created {len(db.metadata.tables)} tables in {args.sqlite}\")\n"),
        ok(".venv/bin/python scripts/init_db.py --sqlite instance/dev.db", "created 6 tables in instance/dev.db"))
    T.lesson(
        "t50-flask-sqlalchemy-app-context", "global", "en", "s-flask-appctx", "api_quirk",
        "Flask-SQLAlchemy 3: db calls in a standalone script fail with Working outside of application context",
        "A script or test fixture that calls db.create_all() (or any query) outside a request raises "
        "`RuntimeError: Working outside of application context.`",
        "The same script worked on Flask-SQLAlchemy 2.x and the app object is created a line above, so it looks "
        "like a bad import or a broken app factory.",
        "Flask-SQLAlchemy 3.0 dropped the fallback to a stored app: db.engine, db.session and create_all look up "
        "current_app, which exists only while an application context is pushed.",
        "Run the database code inside an application context: wrap it in a with app.app_context(): block using the "
        "app from the factory, or move it into a Flask CLI command or a pytest fixture that pushes the context first.",
        ["`scripts/init_db.py --sqlite instance/dev.db` failed at `db.create_all()` with `RuntimeError: Working "
         "outside of application context.`",
         "after wrapping it in `with app.app_context():` the script printed `created 6 tables in instance/dev.db`"])

    lab = "/home/nadia/src/lab-orders"
    T.later(
        "l-ctx-seed", lab, "2025-05-26T13:00:00Z", "feat/demo-data",
        user("seed the demo data for the lab-orders review"),
        err(".venv/bin/python scripts/seed_demo.py --patients 50",
            _ctx(f"{lab}/scripts/seed_demo.py", 22, "db.session.add_all(patients)",
                 f"{lab}/.venv/lib/python3.12/site-packages")),
        edit(f"{lab}/scripts/seed_demo.py", "db.session.add_all(patients)\ndb.session.commit()\n",
             "with app.app_context():\n    db.session.add_all(patients)\n    db.session.commit()\n"),
        ok(".venv/bin/python scripts/seed_demo.py --patients 50", "seeded 50 patients, 212 orders"))
    T.pair("t50-flask-sqlalchemy-app-context", "l-ctx-seed", "recurred",
           "a seed script in another project hit Working outside of application context before it was wrapped")
    T.later(
        "l-ctx-pytest", root, "2025-06-09T10:15:00Z", "test/appointments",
        user("run the appointment tests"),
        err(".venv/bin/pytest -q tests/test_appointments.py",
            "E   RuntimeError: Working outside of application context.\n\n"
            "ERROR tests/test_appointments.py::test_book_slot - RuntimeError: Working outside of "
            "application context.\n"
            "1 error in 0.52s"))
    T.pair("t50-flask-sqlalchemy-app-context", "l-ctx-pytest", "recurred",
           "a test fixture's db call raised Working outside of application context under pytest")
    T.later(
        "l-ctx-backfill", root, "2025-06-30T16:40:00Z", "data/phone-e164",
        user("write a one-off script that normalises patient phone numbers to E.164 and run it on dev"),
        write(f"{root}/scripts/backfill_phone.py",
              "from portal import create_app\nfrom portal.models import Patient, db\nfrom portal.phones import to_e164"
              "\n\napp = create_app()\nwith app.app_context():\n    n = 0\n    for p in Patient.query.all():\n"
              "        p.phone = to_e164(p.phone)\n        n += 1\n    db.session.commit()\n"
              "    print(f\"updated {n} patients\")\n"),
        ok(".venv/bin/python scripts/backfill_phone.py", "updated 1204 patients"))
    T.pair("t50-flask-sqlalchemy-app-context", "l-ctx-backfill", "applied",
           "the new script did its db work inside app.app_context() and ran cleanly, no context error first")
    T.later(
        "l-ctx-conftest", lab, "2025-07-11T09:25:00Z", "test/fixtures",
        user("give lab-orders a db fixture for the new tests"),
        write(f"{lab}/tests/conftest.py",
              "import pytest\n\nfrom lab import create_app\nfrom lab.models import db\n\n\n@pytest.fixture()\n"
              "def app():\n    app = create_app(testing=True)\n    with app.app_context():\n        db.create_all()\n"
              "        yield app\n        db.drop_all()\n"),
        ok(".venv/bin/pytest -q", "58 passed in 3.12s"))
    T.pair("t50-flask-sqlalchemy-app-context", "l-ctx-conftest", "applied",
           "the fixture pushes an application context around the db calls; the tests passed with no context error")
    T.later(
        "l-ctx-request", root, "2025-07-25T11:50:00Z", "feat/reminders",
        user("the reminder job crashes"),
        err(".venv/bin/python -m portal.jobs.reminders",
            "  File \"/home/nadia/src/clinic-portal/portal/jobs/reminders.py\", line 18, in build_link\n"
            "    base = request.host_url\nRuntimeError: Working outside of request context.\n\nThis typically means "
            "that you attempted to use functionality that needed\nan active HTTP request. Consult the documentation "
            "on testing for information about how to avoid this problem."),
        edit(f"{root}/portal/jobs/reminders.py", "base = request.host_url",
             "base = current_app.config[\"PUBLIC_URL\"]"))
    T.pair("t50-flask-sqlalchemy-app-context", "l-ctx-request", "neither",
           "a different error (Working outside of request context: request used in a background job)")
    T.later(
        "l-ctx-quoted", root, "2025-08-07T10:05:00Z", "review/pr-311",
        user("the reviewer on PR 311 wrote \"this will raise RuntimeError: Working outside of application context.\" "
             "Is she right? Just read it, don't run anything"),
        read(f"{root}/scripts/purge_old_slots.py",
             "from portal import create_app\nfrom portal.models import Slot, db\n\napp = create_app()\n"
             "Slot.query.filter(Slot.day < cutoff()).delete()\ndb.session.commit()\n"),
        say("Yes: the query runs with no application context pushed. It needs a with app.app_context(): block."))
    T.pair("t50-flask-sqlalchemy-app-context", "l-ctx-quoted", "neither",
           "the error is quoted by a reviewer and the code only read; nothing was run or changed")
    T.later(
        "l-ctx-before", root, "2025-03-12T15:00:00Z", "spike/fsa3",
        user("try Flask-SQLAlchemy 3 quickly"),
        err(".venv/bin/python scripts/init_db.py --sqlite /tmp/t.db",
            _ctx(f"{root}/scripts/init_db.py", 14, "db.create_all()", site)))
    T.pair("t50-flask-sqlalchemy-app-context", "l-ctx-before", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = (black, weights_only, appctx)
