"""The case tables of the fifty-second tracking corpus (written by build_tracking52.py), and its first cases:
SQLAlchemy 1.4+ refusing Heroku's postgres:// URLs with "Can't load plugin: sqlalchemy.dialects:postgres",
Pillow 10 without Image.ANTIALIAS, and FastAPI's File/Form parameters without python-multipart. The other cases
are in tracking52_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t52-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- SQLAlchemy 1.4+ and Heroku's postgres:// URLs (project: ledgerly) -------------------------------------------

LEDGER = "/home/rafa/ledgerly"
LSP = "/home/rafa/ledgerly/.venv/lib/python3.11/site-packages"


def _no_postgres_plugin(head: str) -> str:
    return head + f"""
  File "<string>", line 2, in create_engine
  File "{LSP}/sqlalchemy/util/deprecations.py", line 281, in warned
    return fn(*args, **kwargs)  # type: ignore[no-any-return]
           ^^^^^^^^^^^^^^^^^^^
  File "{LSP}/sqlalchemy/engine/create.py", line 550, in create_engine
    entrypoint = u._get_entrypoint()
                 ^^^^^^^^^^^^^^^^^^^
  File "{LSP}/sqlalchemy/engine/url.py", line 758, in _get_entrypoint
    cls = registry.load(name)
          ^^^^^^^^^^^^^^^^^^^
  File "{LSP}/sqlalchemy/util/langhelpers.py", line 375, in load
    raise exc.NoSuchModuleError(
sqlalchemy.exc.NoSuchModuleError: Can't load plugin: sqlalchemy.dialects:postgres"""


ALEMBIC_HEAD = f"""Traceback (most recent call last):
  File "{LEDGER}/.venv/bin/alembic", line 8, in <module>
    sys.exit(main())
             ^^^^^^
  File "{LSP}/alembic/config.py", line 641, in main
    CommandLine(prog=prog).main(argv=argv)
  File "{LSP}/alembic/config.py", line 631, in main
    self.run_cmd(cfg, options)
  File "{LSP}/alembic/config.py", line 608, in run_cmd
    fn(
  File "{LSP}/alembic/command.py", line 403, in upgrade
    script.run_env()
  File "{LSP}/alembic/script/base.py", line 583, in run_env
    util.load_python_file(self.dir, "env.py")
  File "{LSP}/alembic/util/pyfiles.py", line 95, in load_python_file
    module = load_module_py(module_id, path)
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{LSP}/alembic/util/pyfiles.py", line 113, in load_module_py
    spec.loader.exec_module(module)  # type: ignore
    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "<frozen importlib._bootstrap_external>", line 940, in exec_module
  File "<frozen importlib._bootstrap>", line 241, in _call_with_frames_removed
  File "{LEDGER}/migrations/env.py", line 74, in <module>
    run_migrations_online()
  File "{LEDGER}/migrations/env.py", line 56, in run_migrations_online
    connectable = create_engine(os.environ["DATABASE_URL"], poolclass=pool.NullPool)
                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"""

ALEMBIC_OK = """INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL."""


def _sqla() -> None:
    T.source(
        "s-sqla-postgres-scheme", LEDGER, "2025-03-04T10:02:00Z", "main",
        user("I copied the Heroku DATABASE_URL into .env so I can try the new migration against a snapshot of prod. "
             "`alembic upgrade head` dies with some plugin error, can you sort it out?"),
        ok("grep DATABASE_URL .env | sed -E 's#(://[^:]+:)[^@]+@#\\1****@#'",
           "DATABASE_URL=postgres://u9k2fh1m:****@ec2-52-4-111-20.compute-1.amazonaws.com:5432/d3kq9vlp1h8s0a"),
        err("alembic upgrade head", _no_postgres_plugin(ALEMBIC_HEAD)),
        say("SQLAlchemy 1.4 removed the `postgres` dialect alias; only `postgresql://` (optionally "
            "`postgresql+psycopg2://`) is accepted. Heroku still hands out `postgres://` URLs, so the URL that works "
            "with psql is rejected by create_engine in migrations/env.py. I'll rewrite the scheme in .env."),
        edit(f"{LEDGER}/.env", "DATABASE_URL=postgres://", "DATABASE_URL=postgresql://"),
        ok("alembic upgrade head", ALEMBIC_OK + "\nINFO  [alembic.runtime.migration] Running upgrade 3c1e9a7b2d40 -> "
           "8f2a61d0c9e5, add invoice due_date"),
    )
    T.lesson(
        "t52-sqla-postgres-scheme", "project", "en", "s-sqla-postgres-scheme", "api_quirk",
        "SQLAlchemy 1.4+ rejects the postgres:// URLs Heroku hands out",
        "alembic upgrade head (or anything calling create_engine) fails with sqlalchemy.exc.NoSuchModuleError: "
        "Can't load plugin: sqlalchemy.dialects:postgres when DATABASE_URL was copied from Heroku.",
        "The same URL works with psql and looks valid, so the driver or the install gets the blame.",
        "SQLAlchemy 1.4 dropped the `postgres` dialect alias; only postgresql:// (or postgresql+psycopg2://) is "
        "accepted, but Heroku config vars still use the postgres:// scheme.",
        "Rewrite the scheme to postgresql:// wherever DATABASE_URL is set for ledgerly (.env files, the value fetched "
        "with heroku config:get), or replace the postgres:// prefix in code before calling create_engine.",
        ["alembic upgrade head failed with \"sqlalchemy.exc.NoSuchModuleError: Can't load plugin: "
         "sqlalchemy.dialects:postgres\" for \"DATABASE_URL=postgres://u9k2fh1m\"",
         "after .env was edited to \"DATABASE_URL=postgresql://\" the upgrade ran: \"Running upgrade 3c1e9a7b2d40 "
         "-> 8f2a61d0c9e5, add invoice due_date\""],
    )

    T.later(
        "l-ledgerly-heroku-copy-feb", LEDGER, "2025-02-18T15:30:00Z", "feat/due-dates",
        user("Try the due-date migration against the Heroku DB copy, the URL is in .env.heroku."),
        err("env $(grep -v '^#' .env.heroku | xargs) alembic upgrade head", _no_postgres_plugin(ALEMBIC_HEAD)),
        say("create_engine can't load a dialect called `postgres`, which is the scheme of the URL in .env.heroku."),
        user("Leave it, I'll run the migration from a one-off dyno tomorrow."),
        say("OK, nothing was changed."),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-heroku-copy-feb", "neither",
           "dated before the lesson's source session (it even shows the same NoSuchModuleError)")

    T.later(
        "l-ledgerly-seed-staging", LEDGER, "2025-03-20T09:10:00Z", "main",
        user("Seed the staging database with the demo tenants. I put the staging URL from the Heroku dashboard in "
             ".env.staging."),
        err("ENV_FILE=.env.staging python scripts/seed_demo.py --tenants 5", _no_postgres_plugin(
            f"""Traceback (most recent call last):
  File "{LEDGER}/scripts/seed_demo.py", line 88, in <module>
    main()
  File "{LEDGER}/scripts/seed_demo.py", line 71, in main
    engine = get_engine()
             ^^^^^^^^^^^^
  File "{LEDGER}/ledgerly/db.py", line 14, in get_engine
    return create_engine(settings.database_url, pool_pre_ping=True)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^""")),
        say("Same problem as with the prod snapshot: the staging URL starts with postgres://, which SQLAlchemy "
            "no longer accepts. Rewriting the scheme in .env.staging."),
        ok("sed -i 's#^DATABASE_URL=postgres://#DATABASE_URL=postgresql://#' .env.staging && "
           "ENV_FILE=.env.staging python scripts/seed_demo.py --tenants 5",
           "created tenant demo-1\ncreated tenant demo-2\ncreated tenant demo-3\ncreated tenant demo-4\n"
           "created tenant demo-5\nseeded 5 tenants, 250 invoices"),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-seed-staging", "recurred",
           "seed_demo.py with the staging postgres:// URL failed with the same NoSuchModuleError before the sed fix")

    T.later(
        "l-ledgerly-follower-revision", LEDGER, "2025-04-02T10:20:00Z", "main",
        user("Which alembic revision is the Heroku follower DB on? `heroku config:get HEROKU_POSTGRESQL_COPPER_URL "
             "-a ledgerly-prod` gives its URL."),
        ok("DATABASE_URL=\"$(heroku config:get HEROKU_POSTGRESQL_COPPER_URL -a ledgerly-prod | "
           "sed 's#^postgres://#postgresql://#')\" alembic current",
           ALEMBIC_OK + "\n8f2a61d0c9e5 (head)"),
        say("The follower is at 8f2a61d0c9e5 (head). I rewrote the postgres:// scheme Heroku returns to "
            "postgresql:// on the way in, since SQLAlchemy won't load a `postgres` dialect."),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-follower-revision", "applied",
           "the heroku config:get URL was piped through a postgres:// -> postgresql:// sed before alembic used it")

    T.later(
        "l-ledgerly-normalise-url", LEDGER, "2025-04-10T16:00:00Z", "chore/db-url",
        user("I'm tired of fixing the URL by hand every time Heroku rotates the credentials. Make the app accept "
             "whatever Heroku gives us."),
        read(f"{LEDGER}/ledgerly/db.py",
             "from sqlalchemy import create_engine\n\nfrom ledgerly.settings import settings\n\n\n"
             "def get_engine(**kw):\n    return create_engine(settings.database_url, pool_pre_ping=True, **kw)\n"),
        edit(f"{LEDGER}/ledgerly/db.py",
             "    return create_engine(settings.database_url, pool_pre_ping=True, **kw)\n",
             "    url = settings.database_url\n    if url.startswith(\"postgres://\"):\n"
             "        # Heroku still issues postgres:// URLs; SQLAlchemy 1.4+ only knows postgresql://\n"
             "        url = \"postgresql://\" + url[len(\"postgres://\"):]\n"
             "    return create_engine(url, pool_pre_ping=True, **kw)\n"),
        write(f"{LEDGER}/tests/test_db_url.py",
              "from ledgerly import db\n\n\ndef test_heroku_scheme_is_normalised(monkeypatch):\n"
              "    monkeypatch.setattr(db.settings, \"database_url\", \"postgres://u:p@h:5432/d\")\n"
              "    assert db.get_engine().url.drivername == \"postgresql\"\n"),
        ok("pytest -q tests/test_db_url.py tests/db", "..........................................\n"
           "42 passed in 5.87s"),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-normalise-url", "applied",
           "get_engine now replaces the postgres:// prefix with postgresql:// before create_engine; tests pass")

    T.later(
        "l-ledgerly-ci-migrate", LEDGER, "2025-04-25T13:00:00Z", "main",
        user("ci/migrate.sh fails on my machine too when DATABASE_URL isn't set. Check it."),
        ok("cat ci/migrate.sh",
           "#!/usr/bin/env bash\nset -euo pipefail\n"
           "export DATABASE_URL=\"${DATABASE_URL:-postgres://postgres:postgres@localhost:5432/ledgerly_test}\"\n"
           "alembic upgrade head\npytest -q tests/db"),
        err("./ci/migrate.sh", _no_postgres_plugin(ALEMBIC_HEAD)),
        say("The script's default URL uses the postgres:// scheme, and env.py hands it straight to create_engine, "
            "so SQLAlchemy can't find a `postgres` dialect. Fixing the default."),
        edit(f"{LEDGER}/ci/migrate.sh", "${DATABASE_URL:-postgres://postgres", "${DATABASE_URL:-postgresql://postgres"),
        ok("./ci/migrate.sh", ALEMBIC_OK + "\nINFO  [alembic.runtime.migration] Running upgrade  -> 1a0c77e3b812, "
           "initial\nINFO  [alembic.runtime.migration] Running upgrade 1a0c77e3b812 -> 3c1e9a7b2d40, customers\n"
           "INFO  [alembic.runtime.migration] Running upgrade 3c1e9a7b2d40 -> 8f2a61d0c9e5, add invoice due_date\n"
           "..........................................\n42 passed in 6.02s"),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-ci-migrate", "recurred",
           "ci/migrate.sh's default postgres:// URL made alembic fail with the same NoSuchModuleError")

    T.later(
        "l-ledgerly-readme-note", LEDGER, "2025-05-05T09:40:00Z", "docs/local-setup",
        user("Someone on the team hit `sqlalchemy.exc.NoSuchModuleError: Can't load plugin: "
             "sqlalchemy.dialects:postgres` running alembic with a URL from the Heroku dashboard. Add a short note "
             "to docs/local-setup.md, no need to run anything."),
        read(f"{LEDGER}/docs/local-setup.md", "# Local setup\n\n1. `python -m venv .venv && pip install -r "
             "requirements.txt`\n2. Copy `.env.example` to `.env`\n3. `alembic upgrade head`\n"),
        edit(f"{LEDGER}/docs/local-setup.md", "3. `alembic upgrade head`\n",
             "3. `alembic upgrade head`\n\nNote: the Heroku dashboard shows `postgres://...` URLs. The app rewrites "
             "them, but alembic and scripts that read `DATABASE_URL` directly need `postgresql://...`.\n"),
        say("Added the note under step 3."),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-readme-note", "neither",
           "the error is only quoted by the person and the fix is written into a doc; nothing is run")

    T.later(
        "l-ledgerly-psycopg3", LEDGER, "2025-05-08T11:00:00Z", "chore/psycopg3",
        user("Swap psycopg2-binary for psycopg 3 (psycopg[binary]) and make sure the db tests still pass."),
        edit(f"{LEDGER}/requirements.txt", "psycopg2-binary==2.9.9\n", "psycopg[binary]==3.1.18\n"),
        ok("pip uninstall -y psycopg2-binary && pip install -q -r requirements.txt",
           "Found existing installation: psycopg2-binary 2.9.9\nUninstalling psycopg2-binary-2.9.9:\n"
           "  Successfully uninstalled psycopg2-binary-2.9.9"),
        err("pytest -q tests/db", f"""E
==================================== ERRORS ====================================
_____________________ ERROR at setup of test_invoice_roundtrip _____________________
tests/db/conftest.py:12: in engine
    eng = get_engine()
ledgerly/db.py:9: in get_engine
    return create_engine(url, pool_pre_ping=True, **kw)
<string>:2: in create_engine
    ???
{LSP}/sqlalchemy/engine/create.py:599: in create_engine
    dbapi = dbapi_meth(**dbapi_args)
{LSP}/sqlalchemy/dialects/postgresql/psycopg2.py:690: in import_dbapi
    import psycopg2
E   ModuleNotFoundError: No module named 'psycopg2'
=========================== short test summary info ============================
ERROR tests/db/test_invoices.py::test_invoice_roundtrip - ModuleNotFoundError: No module named 'psycopg2'
1 error in 0.71s"""),
        say("A plain postgresql:// URL still means the psycopg2 driver to SQLAlchemy; psycopg 3 is selected with "
            "postgresql+psycopg://. Updating .env and the CI default."),
        edit(f"{LEDGER}/.env", "DATABASE_URL=postgresql://", "DATABASE_URL=postgresql+psycopg://"),
        edit(f"{LEDGER}/ci/migrate.sh", "${DATABASE_URL:-postgresql://postgres",
             "${DATABASE_URL:-postgresql+psycopg://postgres"),
        ok("pytest -q tests/db", "..........................................\n42 passed in 5.64s"),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-psycopg3", "neither",
           "a different error (No module named 'psycopg2') from a URL that already used postgresql://")

    T.later(
        "l-ledgerly-snowflake-export", LEDGER, "2025-05-15T14:00:00Z", "feat/snowflake-export",
        user("Add the nightly Snowflake export of the invoices table: engine from SNOWFLAKE_URL. Try a dry run "
             "against the trial account, the URL is already exported in my shell."),
        write(f"{LEDGER}/ledgerly/export_snowflake.py",
              "import os\nimport sys\n\nfrom sqlalchemy import create_engine\n\n\ndef main(dry_run: bool) -> None:\n"
              "    engine = create_engine(os.environ[\"SNOWFLAKE_URL\"])\n    ...\n"),
        err("python -m ledgerly.export_snowflake --dry-run", f"""Traceback (most recent call last):
  File "<frozen runpy>", line 198, in _run_module_as_main
  File "<frozen runpy>", line 88, in _run_code
  File "{LEDGER}/ledgerly/export_snowflake.py", line 31, in <module>
    main("--dry-run" in sys.argv)
  File "{LEDGER}/ledgerly/export_snowflake.py", line 9, in main
    engine = create_engine(os.environ["SNOWFLAKE_URL"])
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "<string>", line 2, in create_engine
  File "{LSP}/sqlalchemy/util/deprecations.py", line 281, in warned
    return fn(*args, **kwargs)  # type: ignore[no-any-return]
           ^^^^^^^^^^^^^^^^^^^
  File "{LSP}/sqlalchemy/engine/create.py", line 550, in create_engine
    entrypoint = u._get_entrypoint()
                 ^^^^^^^^^^^^^^^^^^^
  File "{LSP}/sqlalchemy/engine/url.py", line 758, in _get_entrypoint
    cls = registry.load(name)
          ^^^^^^^^^^^^^^^^^^^
  File "{LSP}/sqlalchemy/util/langhelpers.py", line 375, in load
    raise exc.NoSuchModuleError(
sqlalchemy.exc.NoSuchModuleError: Can't load plugin: sqlalchemy.dialects:snowflake"""),
        say("The snowflake dialect isn't part of SQLAlchemy; it comes with the snowflake-sqlalchemy package."),
        edit(f"{LEDGER}/requirements.txt", "psycopg[binary]==3.1.18\n",
             "psycopg[binary]==3.1.18\nsnowflake-sqlalchemy==1.5.3\n"),
        ok("pip install -q snowflake-sqlalchemy==1.5.3 && python -m ledgerly.export_snowflake --dry-run",
           "dry run: would export 18,204 invoices to LEDGERLY.PUBLIC.INVOICES"),
    )
    T.pair("t52-sqla-postgres-scheme", "l-ledgerly-snowflake-export", "neither",
           "the same NoSuchModuleError shape from another cause: the snowflake dialect package was not installed")


# --- Pillow 10 without Image.ANTIALIAS (global, the fix stated in prose) -----------------------------------------

MP = "/home/kofi/clipper/.venv/lib/python3.11/site-packages/moviepy"


def _pillow() -> None:
    T.source(
        "s-pillow-antialias", "/home/ines/thumbsrv", "2025-03-11T08:45:00Z", "main",
        user("The thumbnail job crashes since I rebuilt the venv this morning. Can you fix it? Test folder is "
             "photos/sample."),
        err("python -m thumbsrv.make_thumbs photos/sample out/", """Traceback (most recent call last):
  File "<frozen runpy>", line 198, in _run_module_as_main
  File "<frozen runpy>", line 88, in _run_code
  File "/home/ines/thumbsrv/thumbsrv/make_thumbs.py", line 52, in <module>
    main(sys.argv[1], sys.argv[2])
  File "/home/ines/thumbsrv/thumbsrv/make_thumbs.py", line 44, in main
    thumb = fit(img, (320, 240))
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/ines/thumbsrv/thumbsrv/make_thumbs.py", line 21, in fit
    return img.resize(size, Image.ANTIALIAS)
                            ^^^^^^^^^^^^^^^
AttributeError: module 'PIL.Image' has no attribute 'ANTIALIAS'"""),
        ok("pip show pillow | head -2", "Name: pillow\nVersion: 10.2.0"),
        say("Pillow 10 removed `Image.ANTIALIAS` (deprecated since 9.1). It was only an alias for the Lanczos "
            "filter, so `Image.LANCZOS` produces the same thumbnails."),
        edit("/home/ines/thumbsrv/thumbsrv/make_thumbs.py", "    return img.resize(size, Image.ANTIALIAS)",
             "    return img.resize(size, Image.LANCZOS)"),
        ok("python -m thumbsrv.make_thumbs photos/sample out/", "wrote 38 thumbnails to out/ (320x240)"),
    )
    T.lesson(
        "t52-pillow-antialias", "global", "en", "s-pillow-antialias", "api_quirk",
        "Pillow 10 removed Image.ANTIALIAS",
        "Resizing code fails with AttributeError: module 'PIL.Image' has no attribute 'ANTIALIAS' after a venv "
        "rebuild pulls in Pillow 10.",
        "Nothing in the code changed; an unpinned Pillow upgrade did, and until then the name had only raised a "
        "DeprecationWarning.",
        "Image.ANTIALIAS was deprecated in Pillow 9.1 and removed in Pillow 10; it was an alias for the Lanczos "
        "resampling filter.",
        "Pass Image.LANCZOS (or Image.Resampling.LANCZOS) wherever Image.ANTIALIAS was used; if the call is inside "
        "a third-party package you can't change, upgrade that package or keep Pillow below 10 for that project.",
        ["the job failed with \"AttributeError: module 'PIL.Image' has no attribute 'ANTIALIAS'\" on "
         "\"Version: 10.2.0\"",
         "after the resize call became \"return img.resize(size, Image.LANCZOS)\" it printed \"wrote 38 thumbnails "
         "to out/\""],
    )

    T.later(
        "l-pillow-captcha-gen", "/home/ines/captcha-gen", "2025-03-28T12:00:00Z", "main",
        user("gen.py should write 5 sample captchas to samples/. Run it and fix whatever is wrong."),
        err("python gen.py --n 5 --out samples/", """Traceback (most recent call last):
  File "/home/ines/captcha-gen/gen.py", line 61, in <module>
    cli()
  File "/home/ines/captcha-gen/gen.py", line 56, in cli
    img = render(text, font)
          ^^^^^^^^^^^^^^^^^^
  File "/home/ines/captcha-gen/gen.py", line 37, in render
    im = im.resize((W, H), Image.ANTIALIAS)
                           ^^^^^^^^^^^^^^^
AttributeError: module 'PIL.Image' has no attribute 'ANTIALIAS'"""),
        say("This venv has Pillow 10, where ANTIALIAS no longer exists; LANCZOS is the same filter."),
        edit("/home/ines/captcha-gen/gen.py", "    im = im.resize((W, H), Image.ANTIALIAS)",
             "    im = im.resize((W, H), Image.LANCZOS)"),
        ok("python gen.py --n 5 --out samples/", "samples/captcha-0.png\nsamples/captcha-1.png\nsamples/captcha-2.png"
           "\nsamples/captcha-3.png\nsamples/captcha-4.png"),
    )
    T.pair("t52-pillow-antialias", "l-pillow-captcha-gen", "recurred",
           "gen.py's resize failed with the same ANTIALIAS AttributeError before it was switched to LANCZOS")

    T.later(
        "l-pillow-moviepy-clip", "/home/kofi/clipper", "2025-04-07T15:20:00Z", "main",
        user("clip.py should cut intro.mp4 to 10 seconds and scale it to 720p, but it crashes. Why?"),
        err("python clip.py intro.mp4 --height 720", f"""Traceback (most recent call last):
  File "/home/kofi/clipper/clip.py", line 27, in <module>
    main()
  File "/home/kofi/clipper/clip.py", line 21, in main
    clip.write_videofile(out, codec="libx264", audio_codec="aac")
  File "<decorator-gen-55>", line 2, in write_videofile
  File "{MP}/decorators.py", line 54, in requires_duration
    return f(clip, *a, **k)
           ^^^^^^^^^^^^^^^^
  File "{MP}/video/VideoClip.py", line 300, in write_videofile
    ffmpeg_write_video(self, filename, fps, codec,
  File "{MP}/video/io/ffmpeg_writer.py", line 220, in ffmpeg_write_video
    for t, frame in clip.iter_frames(logger=logger, with_times=True,
  File "{MP}/Clip.py", line 472, in iter_frames
    frame = self.get_frame(t)
            ^^^^^^^^^^^^^^^^^
  File "<decorator-gen-11>", line 2, in get_frame
  File "{MP}/decorators.py", line 89, in wrapper
    return f(*new_a, **new_kw)
           ^^^^^^^^^^^^^^^^^^^
  File "{MP}/Clip.py", line 93, in get_frame
    return self.make_frame(t)
           ^^^^^^^^^^^^^^^^^^
  File "{MP}/Clip.py", line 136, in <lambda>
    newclip = self.set_make_frame(lambda t: fun(self.get_frame, t))
                                            ^^^^^^^^^^^^^^^^^^^^^^
  File "{MP}/video/VideoClip.py", line 490, in <lambda>
    return self.fl(lambda gf, t: image_func(gf(t)), apply_to)
                                 ^^^^^^^^^^^^^^^^^
  File "{MP}/video/fx/resize.py", line 150, in <lambda>
    fl = lambda pic: resizer(pic.astype('uint8'), newsize)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{MP}/video/fx/resize.py", line 37, in resizer
    resized_pil = pilim.resize(newsize[::-1], Image.ANTIALIAS)
                                              ^^^^^^^^^^^^^^^
AttributeError: module 'PIL.Image' has no attribute 'ANTIALIAS'"""),
        ok("pip show moviepy pillow | grep -E '^(Name|Version)'",
           "Name: moviepy\nVersion: 1.0.3\nName: pillow\nVersion: 10.4.0"),
        say("It's moviepy 1.0.3's own resize helper that still passes Image.ANTIALIAS, which Pillow 10 removed. "
            "There's no newer 1.x moviepy, so the simplest fix is keeping Pillow below 10 here."),
        edit("/home/kofi/clipper/requirements.txt", "moviepy==1.0.3\n", "moviepy==1.0.3\nPillow<10\n"),
        ok("pip install -q \"Pillow<10\" && python clip.py intro.mp4 --height 720",
           "Moviepy - Building video intro_720p.mp4.\nMoviePy - Writing audio in intro_720pTEMP_MPY_wvf_snd.mp4\n"
           "MoviePy - Done.\nMoviepy - Writing video intro_720p.mp4\n\nMoviepy - Done !\n"
           "Moviepy - video ready intro_720p.mp4"),
    )
    T.pair("t52-pillow-antialias", "l-pillow-moviepy-clip", "recurred",
           "the same ANTIALIAS AttributeError, raised inside moviepy's resize under Pillow 10.4, before the pin")

    T.later(
        "l-pillow-avatar-bump", "/home/ines/avatar-svc", "2025-04-15T10:05:00Z", "deps/pillow-10.3",
        user("Dependabot wants Pillow 10.3.0. Bump it in requirements.txt and make sure nothing breaks."),
        ok("grep -rn 'ANTIALIAS\\|getsize(\\|Image.LINEAR' avatar_svc/",
           "avatar_svc/resize.py:12:    return im.resize((size, size), Image.ANTIALIAS)"),
        say("Pillow 10 dropped `Image.ANTIALIAS`, so I'll switch that call to `Image.Resampling.LANCZOS` before "
            "bumping."),
        edit("/home/ines/avatar-svc/avatar_svc/resize.py", "    return im.resize((size, size), Image.ANTIALIAS)",
             "    return im.resize((size, size), Image.Resampling.LANCZOS)"),
        edit("/home/ines/avatar-svc/requirements.txt", "Pillow==9.5.0", "Pillow==10.3.0"),
        ok("pip install -q -r requirements.txt && pytest -q", ".................\n17 passed in 1.94s"),
    )
    T.pair("t52-pillow-antialias", "l-pillow-avatar-bump", "applied",
           "Image.ANTIALIAS was replaced by Image.Resampling.LANCZOS before the Pillow 10 bump; tests pass")

    T.later(
        "l-pillow-watermark", "/home/ines/thumbsrv", "2025-04-22T09:00:00Z", "feat/watermark",
        user("Add a small watermark text, bottom right, to every thumbnail."),
        edit("/home/ines/thumbsrv/thumbsrv/make_thumbs.py", "    return img.resize(size, Image.LANCZOS)\n",
             "    img = img.resize(size, Image.LANCZOS)\n    draw = ImageDraw.Draw(img)\n"
             "    w, h = FONT.getsize(MARK)\n    draw.text((size[0] - w - 4, size[1] - h - 4), MARK, font=FONT)\n"
             "    return img\n"),
        err("python -m thumbsrv.make_thumbs photos/sample out/", """Traceback (most recent call last):
  File "<frozen runpy>", line 198, in _run_module_as_main
  File "<frozen runpy>", line 88, in _run_code
  File "/home/ines/thumbsrv/thumbsrv/make_thumbs.py", line 56, in <module>
    main(sys.argv[1], sys.argv[2])
  File "/home/ines/thumbsrv/thumbsrv/make_thumbs.py", line 48, in main
    thumb = fit(img, (320, 240))
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/ines/thumbsrv/thumbsrv/make_thumbs.py", line 23, in fit
    w, h = FONT.getsize(MARK)
           ^^^^^^^^^^^^
AttributeError: 'FreeTypeFont' object has no attribute 'getsize'"""),
        say("Pillow 10 also removed FreeTypeFont.getsize; getbbox gives the box instead."),
        edit("/home/ines/thumbsrv/thumbsrv/make_thumbs.py", "    w, h = FONT.getsize(MARK)\n",
             "    left, top, right, bottom = FONT.getbbox(MARK)\n    w, h = right - left, bottom - top\n"),
        ok("python -m thumbsrv.make_thumbs photos/sample out/", "wrote 38 thumbnails to out/ (320x240)"),
    )
    T.pair("t52-pillow-antialias", "l-pillow-watermark", "neither",
           "a different Pillow 10 removal (FreeTypeFont.getsize); the resize already used LANCZOS")

    T.later(
        "l-pillow-reels-setup", "/home/kofi/reels", "2025-05-02T17:30:00Z", "main",
        user("New repo for the reels exporter. It uses moviepy 1.0.3 like clipper does. Set up the venv and run "
             "export.py on demo/."),
        say("moviepy 1.0.3 resizes with Image.ANTIALIAS, which Pillow 10 removed, so I'm pinning Pillow below 10 "
            "in requirements.txt from the start."),
        write("/home/kofi/reels/requirements.txt", "moviepy==1.0.3\nPillow<10\nnumpy<2\n"),
        ok("python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && .venv/bin/python export.py demo/",
           "Moviepy - Building video out/demo-reel.mp4.\nMoviepy - Writing video out/demo-reel.mp4\n\n"
           "Moviepy - Done !\nMoviepy - video ready out/demo-reel.mp4"),
    )
    T.pair("t52-pillow-antialias", "l-pillow-reels-setup", "applied",
           "Pillow was kept below 10 for moviepy 1.0.3 before anything ran; the export worked")


# --- FastAPI File/Form parameters without python-multipart (global) ----------------------------------------------

def _multipart_error(sp: str, head: str) -> str:
    return head + f"""
  File "{sp}/fastapi/routing.py", line 994, in decorator
    self.add_api_route(
  File "{sp}/fastapi/routing.py", line 933, in add_api_route
    route = route_class(
            ^^^^^^^^^^^^
  File "{sp}/fastapi/routing.py", line 554, in __init__
    self.dependant = get_dependant(path=self.path_format, call=self.endpoint)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{sp}/fastapi/dependencies/utils.py", line 285, in get_dependant
    sub_dependant = get_param_sub_dependant(
                    ^^^^^^^^^^^^^^^^^^^^^^^^
  File "{sp}/fastapi/dependencies/utils.py", line 112, in get_param_sub_dependant
    return get_sub_dependant(
           ^^^^^^^^^^^^^^^^^^
  File "{sp}/fastapi/dependencies/utils.py", line 147, in get_sub_dependant
    sub_dependant = get_dependant(
                    ^^^^^^^^^^^^^^
  File "{sp}/fastapi/dependencies/utils.py", line 292, in get_dependant
    add_param_to_body_fields(field=param_field, dependant=dependant)
  File "{sp}/fastapi/dependencies/utils.py", line 97, in ensure_multipart_is_installed
    raise RuntimeError(multipart_not_installed_error) from None
RuntimeError: Form data requires "python-multipart" to be installed.
You can install "python-multipart" with:

pip install python-multipart
"""


def _multipart() -> None:
    sp = ".venv/lib/python3.12/site-packages"
    T.source(
        "s-fastapi-multipart", "/home/priya/receipts-api", "2025-03-17T13:10:00Z", "feat/upload",
        user("Add POST /receipts/upload that takes an image file and stores it under media/receipts, with a test."),
        write("/home/priya/receipts-api/app/routes/upload.py",
              "from pathlib import Path\n\nfrom fastapi import APIRouter, File, UploadFile\n\n"
              "router = APIRouter()\nMEDIA = Path(\"media/receipts\")\n\n\n@router.post(\"/receipts/upload\")\n"
              "async def upload(file: UploadFile = File(...)):\n    MEDIA.mkdir(parents=True, exist_ok=True)\n"
              "    (MEDIA / file.filename).write_bytes(await file.read())\n    return {\"stored\": file.filename}\n"),
        write("/home/priya/receipts-api/tests/test_upload.py",
              "from fastapi.testclient import TestClient\n\nfrom app.main import app\n\nclient = TestClient(app)\n\n\n"
              "def test_upload(tmp_path, monkeypatch):\n    monkeypatch.chdir(tmp_path)\n"
              "    r = client.post(\"/receipts/upload\", files={\"file\": (\"r.png\", b\"png\", \"image/png\")})\n"
              "    assert r.json() == {\"stored\": \"r.png\"}\n"),
        err("pytest -q tests/test_upload.py", f"""
==================================== ERRORS ====================================
___________________________ ERROR collecting tests/test_upload.py ___________________________
tests/test_upload.py:3: in <module>
    from app.main import app
app/main.py:4: in <module>
    from app.routes import upload
app/routes/upload.py:9: in <module>
    @router.post("/receipts/upload")
{sp}/fastapi/routing.py:994: in decorator
    self.add_api_route(
{sp}/fastapi/routing.py:933: in add_api_route
    route = route_class(
{sp}/fastapi/routing.py:554: in __init__
    self.dependant = get_dependant(path=self.path_format, call=self.endpoint)
{sp}/fastapi/dependencies/utils.py:292: in get_dependant
    add_param_to_body_fields(field=param_field, dependant=dependant)
{sp}/fastapi/dependencies/utils.py:97: in ensure_multipart_is_installed
    raise RuntimeError(multipart_not_installed_error) from None
E   RuntimeError: Form data requires "python-multipart" to be installed.
E   You can install "python-multipart" with:
E
E   pip install python-multipart
=========================== short test summary info ============================
ERROR tests/test_upload.py - RuntimeError: Form data requires "python-multipart" to be installed.
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.61s""", 2),
        say("FastAPI needs the separate python-multipart package for any File/Form parameter and checks for it "
            "when the route is declared, so the import fails before any test runs. It isn't in requirements.txt."),
        edit("/home/priya/receipts-api/requirements.txt", "fastapi==0.110.0\n",
             "fastapi==0.110.0\npython-multipart==0.0.9\n"),
        ok("pip install python-multipart==0.0.9 && pytest -q tests/test_upload.py",
           "Collecting python-multipart==0.0.9\n  Using cached python_multipart-0.0.9-py3-none-any.whl (22 kB)\n"
           "Installing collected packages: python-multipart\nSuccessfully installed python-multipart-0.0.9\n"
           "..                                                                       [100%]\n2 passed in 0.48s"),
    )
    T.lesson(
        "t52-fastapi-multipart", "global", "en", "s-fastapi-multipart", "env_setup",
        "FastAPI File/Form/UploadFile parameters need python-multipart installed",
        "Importing the app fails at the route decorator with RuntimeError: Form data requires \"python-multipart\" "
        "to be installed, so pytest stops during collection (or uvicorn during import).",
        "fastapi installs and imports fine without it, and the error fires at import time, so it looks like the "
        "new test or route is broken rather than the environment.",
        "FastAPI doesn't depend on python-multipart; any UploadFile, File() or Form() parameter (including "
        "OAuth2PasswordRequestForm) checks for it when the route is declared.",
        "pip install python-multipart (or uv add python-multipart, or install fastapi[standard], which includes it) "
        "and add it to the project's requirements so images and CI get it too.",
        ["pytest stopped during collection: \"Form data requires\" ... \"pip install python-multipart\" and "
         "\"Interrupted: 1 error during collection\"",
         "\"pip install python-multipart==0.0.9 && pytest -q tests/test_upload.py\" then reported \"2 passed in "
         "0.48s\""],
    )

    T.later(
        "l-multipart-fleet-skeleton", "/home/priya/fleet-admin", "2025-03-05T10:00:00Z", "main",
        user("Set up the fleet-admin API skeleton: FastAPI, a /token login with the OAuth2 password form, one "
             "health test."),
        ok("python3 -m venv .venv && .venv/bin/pip install -q fastapi uvicorn python-multipart passlib "
           "'python-jose[cryptography]' pytest httpx && .venv/bin/pip freeze | grep -ci multipart", "1"),
        write("/home/priya/fleet-admin/app/main.py",
              "from fastapi import Depends, FastAPI\nfrom fastapi.security import OAuth2PasswordRequestForm\n\n"
              "app = FastAPI()\n\n\n@app.get(\"/health\")\ndef health():\n    return {\"ok\": True}\n\n\n"
              "@app.post(\"/token\")\ndef token(form: OAuth2PasswordRequestForm = Depends()):\n"
              "    return {\"access_token\": form.username, \"token_type\": \"bearer\"}\n"),
        ok(".venv/bin/pytest -q", "...                                                                      [100%]\n"
           "3 passed in 0.52s"),
    )
    T.pair("t52-fastapi-multipart", "l-multipart-fleet-skeleton", "neither",
           "dated before the lesson's source session, though it installs python-multipart")

    dsp = "/home/priya/dispatch-api/.venv/lib/python3.12/site-packages"
    T.later(
        "l-multipart-dispatch-token", "/home/priya/dispatch-api", "2025-04-03T11:30:00Z", "feat/auth",
        user("Add an OAuth2 password login (/token) to dispatch-api, like the one in fleet-admin, and start the "
             "server so I can try it."),
        write("/home/priya/dispatch-api/app/auth.py",
              "from fastapi import APIRouter, Depends\nfrom fastapi.security import OAuth2PasswordRequestForm\n\n"
              "router = APIRouter()\n\n\n@router.post(\"/token\")\n"
              "def token(form: OAuth2PasswordRequestForm = Depends()):\n    ...\n"),
        err("python -c 'import app.main'", _multipart_error(dsp, """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/home/priya/dispatch-api/app/main.py", line 5, in <module>
    from app import auth
  File "/home/priya/dispatch-api/app/auth.py", line 7, in <module>
    @router.post("/token")
     ^^^^^^^^^^^^^^^^^^^^^""")),
        say("OAuth2PasswordRequestForm is a form, and this venv has no python-multipart. Installing it and adding "
            "it to requirements.txt."),
        ok("pip install -q python-multipart && echo 'python-multipart==0.0.9' >> requirements.txt && "
           "python -c 'import app.main; print(\"import ok\")'", "import ok"),
    )
    T.pair("t52-fastapi-multipart", "l-multipart-dispatch-token", "recurred",
           "importing the app with an OAuth2PasswordRequestForm route failed with the same python-multipart error")

    psp = "/usr/local/lib/python3.12/site-packages"
    T.later(
        "l-multipart-portal-container", "/home/priya/invoice-portal", "2025-04-20T16:00:00Z", "main",
        user("The invoice-portal container won't start since the rebuild. Works on my machine. Check?"),
        err("docker compose run --rm web python -c 'import portal.main'", _multipart_error(psp, """\
[+] Creating 1/0
 ✔ Container invoice-portal-db-1  Running                                              0.0s
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/app/portal/main.py", line 8, in <module>
    from portal.routes import invoices
  File "/app/portal/routes/invoices.py", line 41, in <module>
    @router.post("/invoices/{invoice_id}/attachments")
     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^""")),
        ok("grep -ci multipart requirements.txt; pip show python-multipart | head -2",
           "0\nName: python-multipart\nVersion: 0.0.9"),
        say("It's installed in your local venv only; requirements.txt never got python-multipart, so the image "
            "doesn't have it. Adding it there."),
        edit("/home/priya/invoice-portal/requirements.txt", "fastapi==0.111.0\n",
             "fastapi==0.111.0\npython-multipart==0.0.9\n"),
        ok("docker compose build -q web && docker compose run --rm web python -c 'import portal.main; print(\"ok\")'",
           "ok"),
    )
    T.pair("t52-fastapi-multipart", "l-multipart-portal-container", "recurred",
           "the container image lacked python-multipart and the app import failed with the same RuntimeError")

    T.later(
        "l-multipart-formbin-uv", "/home/lena/formbin", "2025-04-12T09:15:00Z", "main",
        user("Start formbin: a FastAPI app with POST /submit taking an HTML form (name, email, message). Use uv."),
        ok("uv init --app . && uv add fastapi uvicorn python-multipart",
           "Initialized project `formbin` at `/home/lena/formbin`\nUsing CPython 3.12.3 interpreter at: "
           "/usr/bin/python3.12\nCreating virtual environment at: .venv\nResolved 16 packages in 231ms\n"
           "Prepared 14 packages in 402ms\nInstalled 14 packages in 11ms\n + fastapi==0.110.2\n"
           " + python-multipart==0.0.9\n + uvicorn==0.29.0\n ..."),
        write("/home/lena/formbin/main.py",
              "from fastapi import FastAPI, Form\n\napp = FastAPI()\n\n\n@app.post(\"/submit\")\n"
              "def submit(name: str = Form(...), email: str = Form(...), message: str = Form(\"\")):\n"
              "    return {\"name\": name, \"email\": email, \"chars\": len(message)}\n"),
        write("/home/lena/formbin/test_main.py",
              "from fastapi.testclient import TestClient\n\nfrom main import app\n\n\ndef test_submit():\n"
              "    r = TestClient(app).post(\"/submit\", data={\"name\": \"a\", \"email\": \"a@b.c\"})\n"
              "    assert r.status_code == 200\n"),
        ok("uv add --dev pytest httpx && uv run pytest -q",
           "Resolved 22 packages in 198ms\nInstalled 6 packages in 9ms\n.                                      "
           "                                  [100%]\n1 passed in 0.31s"),
        say("python-multipart is in the dependencies because FastAPI's Form() won't import without it."),
    )
    T.pair("t52-fastapi-multipart", "l-multipart-formbin-uv", "applied",
           "uv add ... python-multipart before the first Form() route was written; tests pass with no error")

    T.later(
        "l-multipart-uploader-standard", "/home/lena/uploader", "2025-05-06T13:00:00Z", "main",
        user("Set up uploader: FastAPI with an UploadFile endpoint, a requirements.txt and a smoke test."),
        write("/home/lena/uploader/requirements.txt", "fastapi[standard]==0.115.4\npytest==8.3.3\n"),
        ok("python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && .venv/bin/pip show "
           "python-multipart | head -2", "Name: python-multipart\nVersion: 0.0.17"),
        write("/home/lena/uploader/app.py",
              "from fastapi import FastAPI, UploadFile\n\napp = FastAPI()\n\n\n@app.post(\"/files\")\n"
              "async def files(upload: UploadFile):\n    return {\"size\": len(await upload.read())}\n"),
        ok(".venv/bin/pytest -q", ".                                                                        [100%]\n"
           "1 passed in 0.44s"),
    )
    T.pair("t52-fastapi-multipart", "l-multipart-uploader-standard", "applied",
           "fastapi[standard] (which brings python-multipart) was installed before the UploadFile route; no error")

    T.later(
        "l-multipart-ci-question", "/home/priya/receipts-api", "2025-05-14T10:00:00Z", "main",
        user("Last week's CI run had 'Form data requires \"python-multipart\" to be installed' for receipts-api. Is "
             "the Docker install path fine now? Just look, don't build anything."),
        read("/home/priya/receipts-api/requirements.txt", "fastapi==0.110.0\npython-multipart==0.0.9\n"
             "uvicorn[standard]==0.29.0\npillow==10.3.0\n"),
        read("/home/priya/receipts-api/Dockerfile", "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\n"
             "RUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"
             "CMD [\"uvicorn\", \"app.main:app\", \"--host\", \"0.0.0.0\"]\n"),
        say("Yes: requirements.txt pins python-multipart==0.0.9 and the Dockerfile installs from that file, so "
            "the image gets it. The failing run was from a commit before the pin."),
    )
    T.pair("t52-fastapi-multipart", "l-multipart-ci-question", "neither",
           "the error is only quoted by the person; files are read, nothing installed or run")


FILLS = (_sqla, _pillow, _multipart)
