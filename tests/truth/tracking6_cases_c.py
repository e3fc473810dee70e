"""The sixth tracking corpus, third part: alembic heads, the .NET SDK pinned by global.json, pnpm adding
to the workspace root, a pip cache with a damaged wheel, and sessions of one project paired with another
project's lesson. Same tables and labelling rules as tracking6_cases.py."""
from __future__ import annotations

from tests.truth.tracking6_cases import (
    APPLIED,
    NEITHER,
    RECURRED,
    err,
    later,
    lesson,
    ok,
    pair,
    source,
)

# --------------------------------------------------------------------------- alembic heads (Spanish)
INV = "/home/dev/inventario"

_HEADS = ("FAILED: Multiple head revisions are present for given argument 'head'; please specify a specific "
          "target revision, '<branchname>@head' to narrow to a specific head, or 'heads' for all heads")


def _alembic() -> None:
    source("s-alembic", INV, "2026-10-07T09:30:00.000Z", [
        ("user", "ya mergeé la rama de proveedores; aplica las migraciones en local"),
        err("uv run alembic upgrade head", _HEADS, 255),
        ok("uv run alembic heads", "3f2a9c1d7b44 (head)\n9be07e21c0aa (head)"),
        ("say", "Las dos ramas añadieron migraciones sobre la misma revisión; hace falta una migración de fusión."),
        ok("uv run alembic merge heads -m \"merge proveedores\"",
           "  Generating /home/dev/inventario/migrations/versions/c41d0b8e5f12_merge_proveedores.py ...  done"),
        ok("uv run alembic upgrade head",
           "INFO  [alembic.runtime.migration] Running upgrade 3f2a9c1d7b44, 9be07e21c0aa -> c41d0b8e5f12, merge proveedores"),
    ])
    lesson("t6-alembic-heads", "alembic multiple heads after a merge", "s-alembic", "Spanish prose, code spans",
           "es", "project", "workflow",
           "Tras fusionar ramas con migraciones, alembic tiene varias cabezas y no aplica nada",
           "`alembic upgrade head` termina con FAILED: Multiple head revisions are present.",
           "Fusionar una rama que trae sus propias migraciones y ejecutar `alembic upgrade head` sin más.",
           "Cada rama creó una revisión con el mismo padre; el historial queda con dos cabezas.",
           "Crear una migración de fusión con `alembic merge heads -m \"<mensaje>\"` y después ejecutar "
           "`alembic upgrade head`.",
           "\"FAILED: Multiple head revisions are present for given argument 'head'\" en `uv run alembic upgrade head`; "
           "con `uv run alembic merge heads -m \"merge proveedores\"` el upgrade aplicó `merge proveedores`.")
    later("l-al-before", INV, "2026-10-03T12:00:00.000Z", [
        ("user", "añade un índice por sku a la tabla productos"),
        ok("uv run alembic revision --autogenerate -m \"indice sku\"",
           "  Generating /home/dev/inventario/migrations/versions/3f2a9c1d7b44_indice_sku.py ...  done"),
        ok("uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 7ac0e1b2d930 -> 3f2a9c1d7b44, indice sku"),
        ok("uv run pytest -q tests/test_productos.py", "12 passed in 1.84s"),
    ])
    later("l-al-descuentos", INV, "2026-10-14T10:00:00.000Z", [
        ("user", "fusiona la rama descuentos en main y deja la base al día"),
        ok("git merge --no-ff descuentos", "Merge made by the 'ort' strategy.\n migrations/versions/5d8e2f0a9b31_descuentos.py | 31 +++"),
        ok("uv run alembic heads", "c41d0b8e5f12 (head)\n5d8e2f0a9b31 (head)"),
        ok("uv run alembic merge -m \"merge descuentos\" heads",
           "  Generating /home/dev/inventario/migrations/versions/e02b7a4c1d66_merge_descuentos.py ...  done"),
        ok("uv run alembic upgrade head",
           "INFO  [alembic.runtime.migration] Running upgrade c41d0b8e5f12, 5d8e2f0a9b31 -> e02b7a4c1d66, merge descuentos"),
        ok("uv run pytest -q", "87 passed in 6.02s"),
    ])
    later("l-al-pull", INV, "2026-10-19T08:50:00.000Z", [
        ("user", "trae lo último de main y arranca la api"),
        ok("git pull --rebase", "Successfully rebased and updated refs/heads/feature/almacenes."),
        ok("ls migrations/versions | tail -3", "a19c6e0f3b72_almacenes.py\nb7f3d2e1a088_lotes.py\ne02b7a4c1d66_merge_descuentos.py"),
        err("uv run alembic upgrade head", _HEADS, 255),
        ok("uv run alembic merge heads -m \"merge lotes almacenes\"",
           "  Generating /home/dev/inventario/migrations/versions/f5a0c9d2e417_merge_lotes_almacenes.py ...  done"),
        ok("uv run alembic upgrade head",
           "INFO  [alembic.runtime.migration] Running upgrade a19c6e0f3b72, b7f3d2e1a088 -> f5a0c9d2e417, merge lotes almacenes"),
    ], branch="feature/almacenes")
    later("l-al-missing", INV, "2026-10-23T15:30:00.000Z", [
        ("user", "la base local está rara, aplica las migraciones"),
        err("uv run alembic upgrade head",
            "ERROR [alembic.util.messaging] Can't locate revision identified by 'a7d1e3f9b210'\n"
            "  FAILED: Can't locate revision identified by 'a7d1e3f9b210'", 255),
        ok("git log --all --oneline -- migrations/versions | head -3", "9e1f2a3 borra migración experimental a7d1e3f9b210"),
        ok("uv run alembic stamp e02b7a4c1d66 --purge && uv run alembic upgrade head",
           "INFO  [alembic.runtime.migration] Running stamp_revision  -> e02b7a4c1d66"),
    ])
    later("l-al-columna", INV, "2026-10-27T11:20:00.000Z", [
        ("user", "añade la columna fecha_caducidad a lotes"),
        ("edit", f"{INV}/app/models/lote.py", "    cantidad: Mapped[int]", "    cantidad: Mapped[int]\n    fecha_caducidad: Mapped[date | None]"),
        ok("uv run alembic revision --autogenerate -m \"fecha caducidad\"",
           "INFO  [alembic.autogenerate.compare] Detected added column 'lotes.fecha_caducidad'\n"
           "  Generating /home/dev/inventario/migrations/versions/0b4d6e8f1a23_fecha_caducidad.py ...  done"),
        ok("uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade f5a0c9d2e417 -> 0b4d6e8f1a23, fecha caducidad"),
        ok("uv run pytest -q tests/test_lotes.py", "9 passed in 1.12s"),
    ])
    _alembic_more()


def _alembic_more() -> None:
    pair("t6-alembic-heads", "l-al-before", NEITHER, "dated before the lesson's source session")
    pair("t6-alembic-heads", "l-al-descuentos", APPLIED, "alembic merge -m ... heads run before upgrading after the merge; no failure")
    pair("t6-alembic-heads", "l-al-pull", RECURRED, "upgrade head failed with Multiple head revisions after the pull; merged after")
    pair("t6-alembic-heads", "l-al-missing", NEITHER, "Can't locate revision (a deleted revision), not multiple heads")
    pair("t6-alembic-heads", "l-al-columna", NEITHER, "one new migration on a single head; upgrade ran clean, no merge needed")


# --------------------------------------------------------------------------- .NET SDK pinned by global.json
LEDGER = "/home/dev/ledger-api"


def _sdk_missing(version: str) -> str:
    return ("The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n"
            "      The application 'build' does not exist.\n  * You intended to execute a .NET SDK command:\n"
            "      A compatible .NET SDK was not found.\n\n"
            f"Requested SDK version: {version}\nglobal.json file: /home/dev/ledger-api/global.json\n\n"
            "Installed SDKs:\n8.0.100 [/home/dev/.dotnet/sdk]\n9.0.101 [/usr/share/dotnet/sdk]\n\n"
            f"Install the [{version}] .NET SDK or update [/home/dev/ledger-api/global.json] to match an installed SDK.")


def _dotnet() -> None:
    source("s-dotnet", LEDGER, "2026-10-07T13:00:00.000Z", [
        ("user", "build the ledger api and run its tests"),
        err("dotnet build",
            _sdk_missing("8.0.100").replace("8.0.100 [/home/dev/.dotnet/sdk]\n", ""), 145),
        ok("cat global.json", '{\n  "sdk": {\n    "version": "8.0.100",\n    "rollForward": "disable"\n  }\n}'),
        ("say", ("global.json pins SDK 8.0.100 with roll-forward disabled and only 9.0.101 is installed. "
                "Installing the pinned SDK next to it rather than editing global.json.")),
        ok("curl -sSL https://dot.net/v1/dotnet-install.sh -o /tmp/dotnet-install.sh && bash /tmp/dotnet-install.sh --jsonfile global.json --install-dir ~/.dotnet",
           "dotnet-install: Extracting zip from https://dotnetcli.azureedge.net/dotnet/Sdk/8.0.100/dotnet-sdk-8.0.100-linux-x64.tar.gz\n"
           "dotnet-install: Installed version is 8.0.100\ndotnet-install: Installation finished successfully."),
        ok("~/.dotnet/dotnet build && ~/.dotnet/dotnet test --no-build",
           "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\nPassed!  - Failed:     0, Passed:    64, Skipped:     0, Total:    64"),
    ])
    lesson("t6-dotnet-sdk", ".NET SDK version pinned by global.json", "s-dotnet", "code spans, ~ path",
           "en", "project", "env_setup",
           "global.json pins an SDK that is not installed; install that exact SDK instead of editing the pin",
           "Any dotnet command fails with: A compatible .NET SDK was not found. Requested SDK version: ...",
           "Running dotnet build with only a newer SDK installed while global.json pins another with rollForward disabled.",
           "The muxer picks the SDK from global.json and, with rollForward disabled, refuses every other version.",
           "Install the pinned version with `bash dotnet-install.sh --jsonfile global.json --install-dir ~/.dotnet` "
           "(script from https://dot.net/v1/dotnet-install.sh) and build with `~/.dotnet/dotnet`; leave global.json alone.",
           "\"A compatible .NET SDK was not found.\" with `Requested SDK version: 8.0.100`; "
           "`bash /tmp/dotnet-install.sh --jsonfile global.json --install-dir ~/.dotnet` printed "
           "`Installed version is 8.0.100` and `~/.dotnet/dotnet build` succeeded.")
    later("l-dn-before", LEDGER, "2026-10-01T10:00:00.000Z", [
        ("user", "add an endpoint returning the account balance"),
        ("edit", f"{LEDGER}/src/Ledger.Api/Program.cs", "app.MapGet(\"/accounts\", ListAccounts);",
         "app.MapGet(\"/accounts\", ListAccounts);\napp.MapGet(\"/accounts/{id}/balance\", GetBalance);"),
        ok("git diff --stat", " src/Ledger.Api/Program.cs | 1 +\n 1 file changed, 1 insertion(+)"),
    ])
    later("l-dn-bump", LEDGER, "2026-10-15T09:00:00.000Z", [
        ("user", "pull main and run the tests, Ana bumped some things"),
        ok("git pull", "Updating 71c2e0a..b3d94f1\nFast-forward\n global.json | 2 +-\n src/Ledger.Api/Ledger.Api.csproj | 4 ++--"),
        err("~/.dotnet/dotnet test", _sdk_missing("8.0.404").replace("'build'", "'test'"), 145),
        ok("bash /tmp/dotnet-install.sh --jsonfile global.json --install-dir ~/.dotnet",
           "dotnet-install: Installed version is 8.0.404\ndotnet-install: Installation finished successfully."),
        ok("~/.dotnet/dotnet test", "Passed!  - Failed:     0, Passed:    66, Skipped:     0, Total:    66"),
    ])
    later("l-dn-preinstall", LEDGER, "2026-10-24T10:30:00.000Z", [
        ("user", "Ana moved us to 8.0.405, pull and check the build still works"),
        ok("git pull", "Updating c0e1d22..f7a8b90\nFast-forward\n global.json | 2 +-"),
        ok("git show --stat -p HEAD -- global.json | tail -4", '-    "version": "8.0.404",\n+    "version": "8.0.405",'),
        ok("bash /tmp/dotnet-install.sh --install-dir ~/.dotnet --jsonfile ./global.json",
           "dotnet-install: Installed version is 8.0.405\ndotnet-install: Installation finished successfully."),
        ok("~/.dotnet/dotnet build -c Release", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        ok("~/.dotnet/dotnet test -c Release --no-build", "Passed!  - Failed:     0, Passed:    66, Skipped:     0, Total:    66"),
    ])
    later("l-dn-nuget", LEDGER, "2026-10-28T14:00:00.000Z", [
        ("user", "use the shared contracts package from the internal feed"),
        ok("~/.dotnet/dotnet add src/Ledger.Api package Acme.Ledger.Contracts --no-restore", "info : PackageReference for package 'Acme.Ledger.Contracts' added"),
        err("~/.dotnet/dotnet restore",
            "/home/dev/ledger-api/src/Ledger.Api/Ledger.Api.csproj : error NU1101: Unable to find package "
            "Acme.Ledger.Contracts. No packages exist with this id in source(s): nuget.org\n"
            "  Failed to restore /home/dev/ledger-api/src/Ledger.Api/Ledger.Api.csproj (in 1.21 sec)."),
        ok("~/.dotnet/dotnet nuget add source https://nuget.acme.dev/v3/index.json -n acme && ~/.dotnet/dotnet restore",
           "Package source with Name: acme added successfully.\n  Restored /home/dev/ledger-api/src/Ledger.Api/Ledger.Api.csproj (in 3.4 sec)."),
    ])
    later("l-dn-net9", LEDGER, "2026-11-02T09:30:00.000Z", [
        ("user", "what would it take to move to .NET 9? don't change anything yet"),
        ok("cat global.json src/Ledger.Api/Ledger.Api.csproj | grep -i -e version -e TargetFramework",
           '    "version": "8.0.405",\n    <TargetFramework>net8.0</TargetFramework>'),
        ("say", ("Change TargetFramework to net9.0, bump global.json to a 9.0 SDK, and install it with "
                "`bash /tmp/dotnet-install.sh --jsonfile global.json --install-dir ~/.dotnet` before building. "
                "The EF Core packages would need 9.x too.")),
    ])
    _dotnet_more()


def _dotnet_more() -> None:
    pair("t6-dotnet-sdk", "l-dn-before", NEITHER, "dated before the lesson's source session")
    pair("t6-dotnet-sdk", "l-dn-bump", RECURRED, "compatible SDK not found again, requested 8.0.404 after the pull; installed after")
    pair("t6-dotnet-sdk", "l-dn-preinstall", APPLIED, "ran dotnet-install --jsonfile for the bumped pin before building; no failure")
    pair("t6-dotnet-sdk", "l-dn-nuget", NEITHER, "NU1101 package not found in the feed, not a missing SDK")
    pair("t6-dotnet-sdk", "l-dn-net9", NEITHER, "the install only proposed in text; nothing ran but cat")


# --------------------------------------------------------------------------- pnpm add at the workspace root
MONO = "/home/dev/acme-mono"

_ROOT = (" ERR_PNPM_ADDING_TO_ROOT  Running this command will add the dependency to the workspace root, which might "
         "not be what you want - if you really meant it, make it explicit by running this command again with the -w "
         "flag (or --workspace-root). If you don't want to see this warning anymore, you may set the "
         "ignore-workspace-root-check setting to true.")


def _pnpm() -> None:
    source("s-pnpm", MONO, "2026-10-10T13:00:00.000Z", [
        ("user", "validate the signup body in the api with zod"),
        err("pnpm add zod", _ROOT),
        ok("pnpm --filter @acme/api add zod", "packages/api                             |  +1 +\nDone in 2.1s"),
        ("edit", f"{MONO}/packages/api/src/routes/signup.ts", "const body = req.body;",
         "const body = SignupBody.parse(req.body);"),
        ok("pnpm --filter @acme/api test", " Test Files  4 passed (4)\n      Tests  12 passed (12)"),
    ])
    lesson("t6-pnpm-root", "pnpm add at the workspace root", "s-pnpm", "code spans, placeholders <package> <dep>",
           "en", "project", "workflow",
           "In the monorepo, add dependencies to a workspace package with --filter",
           "pnpm add fails with ERR_PNPM_ADDING_TO_ROOT.",
           "Running `pnpm add <dep>` from the repository root for a dependency of one package.",
           "pnpm refuses to add to the workspace root without -w; the dependency belongs to a package anyway.",
           "`pnpm --filter <package> add <dep>` (e.g. `@acme/api`); use `-w` only for real root tooling.",
           "`pnpm add zod` gave `ERR_PNPM_ADDING_TO_ROOT`; `pnpm --filter @acme/api add zod` added it to `packages/api`.")
    later("l-pn-datefns", MONO, "2026-10-13T09:30:00.000Z", [
        ("user", "show relative times on the web dashboard"),
        ok("pnpm add date-fns --filter @acme/web", "packages/web                             |  +1 +\nDone in 1.8s"),
        ("edit", f"{MONO}/packages/web/src/Activity.tsx", "{item.at}", "{formatDistanceToNow(item.at)} ago"),
        ok("pnpm --filter @acme/web test", " Test Files  9 passed (9)\n      Tests  40 passed (40)"),
    ])
    later("l-pn-cd", MONO, "2026-10-16T14:00:00.000Z", [
        ("user", "move the email jobs to bullmq in the worker"),
        ok("cd packages/worker && pnpm add bullmq", "Progress: resolved 412, reused 398, downloaded 14, added 14, done\ndependencies:\n+ bullmq 5.21.2"),
        ("edit", f"{MONO}/packages/worker/src/email.ts", "setInterval(sendPending, 5000);",
         "new Worker('email', sendOne, { connection });"),
        ok("pnpm --filter @acme/worker test", " Test Files  3 passed (3)\n      Tests  11 passed (11)"),
    ])
    later("l-pn-types", MONO, "2026-10-20T10:10:00.000Z", [
        ("user", "parse cookies in the api auth middleware"),
        ok("pnpm --filter @acme/api add cookie", "packages/api                             |  +1 +"),
        err("pnpm add -D @types/cookie", _ROOT),
        ok("pnpm -F @acme/api add -D @types/cookie", "packages/api                             |  +1 +\nDone in 1.6s"),
        ok("pnpm -F @acme/api test", " Test Files  5 passed (5)\n      Tests  19 passed (19)"),
    ])
    later("l-pn-nomatch", MONO, "2026-10-23T16:00:00.000Z", [
        ("user", "add react-table to the admin app"),
        err("pnpm --filter @acme/admin add @tanstack/react-table",
            "No projects matched the filters in \"/home/dev/acme-mono\""),
        ok("pnpm ls -r --depth -1 | grep @acme", "@acme/api 0.9.0 /home/dev/acme-mono/packages/api\n"
           "@acme/backoffice 0.4.1 /home/dev/acme-mono/packages/backoffice\n@acme/web 1.2.0 /home/dev/acme-mono/packages/web"),
        ok("pnpm --filter @acme/backoffice add @tanstack/react-table", "packages/backoffice                      |  +1 +"),
    ])
    later("l-pn-prettier", MONO, "2026-10-27T09:00:00.000Z", [
        ("user", "add prettier for the whole repo, with one config at the root"),
        ok("pnpm add -w -D prettier", "devDependencies:\n+ prettier 3.3.3\nDone in 2.4s"),
        ("write", f"{MONO}/.prettierrc", '{ "singleQuote": true, "printWidth": 100 }\n'),
        ok("pnpm exec prettier --check packages/*/src", "Checking formatting...\nAll matched files use Prettier code style!"),
    ])
    pair("t6-pnpm-root", "l-pn-datefns", APPLIED, "pnpm add date-fns --filter @acme/web (flag after the name) with no root error")
    pair("t6-pnpm-root", "l-pn-cd", APPLIED, "cd packages/worker && pnpm add: added to the package directly; no root error")
    pair("t6-pnpm-root", "l-pn-types", RECURRED, "pnpm add -D @types/cookie at the root hit ERR_PNPM_ADDING_TO_ROOT; -F after")
    pair("t6-pnpm-root", "l-pn-nomatch", NEITHER, "--filter named a package that does not exist; no root error")
    pair("t6-pnpm-root", "l-pn-prettier", NEITHER, "a deliberate root dev tool added with -w; no failure, no package filter")


# --------------------------------------------------------------------------- pip cache with a bad wheel
ML = "/home/dev/ml-pipeline"


def _mismatch(req: str, wheel: str, line: int, want: str, got: str, lock: str = "requirements.lock") -> str:
    return ("ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. If you have updated the "
            "package versions, please update the hashes. Otherwise, examine the package contents carefully; "
            "someone may have tampered with them.\n"
            f"    {req} from https://files.pythonhosted.org/packages/{wheel} (from -r {lock} (line {line})):\n"
            f"        Expected sha256 {want}\n             Got        {got}")


def _pip() -> None:
    source("s-pip-hash", ML, "2026-10-11T09:00:00.000Z", [
        ("user", "the disk filled up yesterday; recreate the venv and make sure the pipeline tests pass"),
        ok("rm -rf .venv && python3.11 -m venv .venv", ""),
        err(".venv/bin/pip install --require-hashes -r requirements.lock",
            _mismatch("numpy==1.26.4", "numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", 41,
                      "2d5b1c9e0a6f4e3b8d7c1a2f5e9b0c4d6a8f3e1b7c5d9a2e4f6b8c0d1e3a5f7b",
                      "8f1e0a7c3b5d9e2f4a6c8b0d1f3e5a7c9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e")),
        ok("pip download -q --no-deps --no-cache-dir numpy==1.26.4 -d /tmp/chk && pip hash /tmp/chk/numpy-*.whl",
           "/tmp/chk/numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl:\n"
           "--hash=sha256:2d5b1c9e0a6f4e3b8d7c1a2f5e9b0c4d6a8f3e1b7c5d9a2e4f6b8c0d1e3a5f7b"),
        ("say", ("A fresh download matches the lock, so the wheel in pip's cache was cut short when the disk filled. "
                "Installing without the cache.")),
        ok(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock",
           "Successfully installed numpy-1.26.4 pandas-2.2.3 pyarrow-17.0.0 scipy-1.14.1 (and 31 more)"),
        ok(".venv/bin/python -m pytest -q", "118 passed in 14.20s"),
    ])
    lesson("t6-pip-hash", "pip hash mismatch from a damaged cache", "s-pip-hash", "prose with code spans, placeholder <lock>",
           "en", "global", "tool_quirk",
           "After the disk filled up, pip's cached wheels fail the lock's hashes",
           "A --require-hashes install fails with THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE "
           "although the lock is right.",
           "Installing a hash-pinned requirements file through pip's cache after the disk ran full.",
           "A wheel in pip's cache was cut short; a fresh download matches the lock.",
           "Install without the cache: `pip install --no-cache-dir --require-hashes -r <lock>`.",
           "`pip install --require-hashes -r requirements.lock` failed with \"THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE\"; "
           "`.venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock` gave `Successfully installed numpy-1.26.4`.")
    later("l-ph-before", ML, "2026-10-07T15:00:00.000Z", [
        ("user", "add a step that drops rows with a null station id"),
        ("edit", f"{ML}/pipeline/clean.py", "df = df.drop_duplicates()", "df = df.drop_duplicates().dropna(subset=['station_id'])"),
        ok(".venv/bin/python -m pytest -q tests/test_clean.py", "14 passed in 1.02s"),
    ])
    later("l-ph-py312", ML, "2026-10-15T10:00:00.000Z", [
        ("user", "try the pipeline on python 3.12 in a second venv"),
        ok("python3.12 -m venv .venv312 && .venv312/bin/python -m pip install --no-cache-dir --require-hashes -r requirements-py312.lock",
           "Successfully installed numpy-1.26.4 pandas-2.2.3 pyarrow-17.0.0 scipy-1.14.1 (and 31 more)"),
        ok(".venv312/bin/python -m pytest -q", "118 passed in 13.71s"),
        ("edit", f"{ML}/pyproject.toml", 'requires-python = ">=3.11,<3.12"', 'requires-python = ">=3.11,<3.13"'),
    ])
    later("l-ph-scipy", ML, "2026-10-19T09:30:00.000Z", [
        ("user", "pull main and sync the venv with the new lock"),
        ok("git pull -q && git diff HEAD@{1} --stat", " requirements.lock | 12 ++++++------"),
        err(".venv/bin/pip install --require-hashes -r requirements.lock",
            _mismatch("pyarrow==18.0.0", "pyarrow-18.0.0-cp311-cp311-manylinux_2_28_x86_64.whl", 57,
                      "4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c",
                      "a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3")),
        ok(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock", "Successfully installed pyarrow-18.0.0"),
        ok(".venv/bin/python -m pytest -q", "121 passed in 14.88s"),
    ])
    later("l-ph-unpinned", ML, "2026-10-23T14:00:00.000Z", [
        ("user", "add rich for nicer progress output"),
        ("edit", f"{ML}/requirements.lock", "pyarrow==18.0.0 \\", "rich>=13\npyarrow==18.0.0 \\"),
        err(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock",
            "ERROR: In --require-hashes mode, all requirements must have their versions pinned with ==. These do not:\n"
            "    rich>=13 from https://files.pythonhosted.org/packages/rich-13.9.2-py3-none-any.whl (from -r requirements.lock (line 58))"),
        ("edit", f"{ML}/requirements.lock", "rich>=13\n", ""),
        ok("echo 'rich>=13' >> requirements.in && .venv/bin/pip-compile --generate-hashes -q -o requirements.lock requirements.in && "
           ".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock", "Successfully installed rich-13.9.2 markdown-it-py-3.0.0 mdurl-0.1.2 pygments-2.18.0"),
    ])
    later("l-ph-serving", "/home/dev/ml-serving", "2026-10-27T10:00:00.000Z", [
        ("user", "set up the serving repo's venv and run its smoke test"),
        ok("python3.11 -m venv .venv", ""),
        err(".venv/bin/pip install --require-hashes -r requirements.txt",
            _mismatch("pandas==2.2.3", "pandas-2.2.3-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", 22,
                      "0e5d9c1b3a7f2e4d6c8b0a1f3e5d7c9b2a4f6e8d0c1b3a5f7e9d2c4b6a8f0e1d",
                      "7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d",
                      lock="requirements.txt")),
        ok(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.txt", "Successfully installed pandas-2.2.3 fastapi-0.115.2 (and 17 more)"),
        ok(".venv/bin/python -m pytest -q tests/smoke", "3 passed in 0.88s"),
    ])
    _pip_more()


def _pip_more() -> None:
    pair("t6-pip-hash", "l-ph-before", NEITHER, "dated before the lesson's source session")
    pair("t6-pip-hash", "l-ph-py312", APPLIED, "python -m pip install --no-cache-dir with hashes for the new venv; no mismatch")
    pair("t6-pip-hash", "l-ph-scipy", RECURRED, "hash mismatch again for pyarrow from the cache; --no-cache-dir after")
    pair("t6-pip-hash", "l-ph-unpinned", NEITHER, "require-hashes refused an unpinned requirement; not a hash mismatch")
    pair("t6-pip-hash", "l-ph-serving", RECURRED, "other folder: hash mismatch for pandas with the cache; --no-cache-dir after")


def _across() -> None:
    """Sessions of one project paired with a lesson from another: unrelated work."""
    pair("t6-pnpm-root", "l-vt-sentry", NEITHER, "other folder (storefront-ui, npm); no pnpm at all")
    pair("t6-nvmrc", "l-js-lodash", NEITHER, "other folder (notes-app) without an .nvmrc; npm ran fine")
    pair("t6-mypy-stubs", "l-ph-py312", NEITHER, "other folder; a pip install and pytest, mypy never ran")
    pair("t6-jest-esm", "l-vt-stripe", NEITHER, "other folder; a vitest failure about an env variable, not jest and ESM")
    pair("t6-rust-target", "l-lf-padding", NEITHER, "other folder; a python tool change, no cargo")


def build_third_part() -> None:
    _alembic()
    _dotnet()
    _pnpm()
    _pip()
    _across()
