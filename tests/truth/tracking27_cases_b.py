"""tracking27's AppImage (a Korean lesson), uWSGI and flake8 cases; the labelling rules are in tracking27_cases.py."""
from __future__ import annotations

from tests.truth.tracking27_cases import T, edit, read, say, sh, u, write

FUSE_ERR = ("dlopen(): error loading libfuse.so.2\n\nAppImages require FUSE to run. \nYou might still be able to "
            "extract the contents of this AppImage \nif you run it with the --appimage-extract option. \nSee "
            "https://github.com/AppImage/AppImageKit/wiki/FUSE \nfor more information")


def appimage_source() -> None:
    T.source(
        "s-appimage-fuse", "/home/jun/tools", "2025-02-25T07:30:00Z", "main",
        u("받아 둔 nvim.appimage 실행되는지 버전만 확인해 줘."),
        sh("chmod +x nvim.appimage && ./nvim.appimage --version", FUSE_ERR, True),
        say("이 호스트(Ubuntu 24.04)에는 libfuse2가 없어서 AppImage가 자기 자신을 마운트하지 못합니다. "
            "--appimage-extract-and-run으로 임시 디렉터리에 풀어서 실행해 보겠습니다."),
        sh("./nvim.appimage --appimage-extract-and-run --version",
           "NVIM v0.10.4\nBuild type: Release\nLuaJIT 2.1.1713484068\nRun \"nvim -V1 -v\" for more info"),
    )
    T.lesson(
        "t27-appimage-fuse", "global", "ko", "s-appimage-fuse", "env_setup",
        "FUSE 없는 호스트에서 AppImage 실행 실패 (libfuse.so.2)",
        "`./nvim.appimage --version`이 `dlopen(): error loading libfuse.so.2`와 `AppImages require FUSE to run.`를 "
        "내고 바로 끝난다.",
        "`chmod +x`까지 했으니 실행 권한 문제처럼 보이고, 메시지가 권하는 `--appimage-extract`는 풀기만 할 뿐 "
        "실행은 하지 않는다.",
        "AppImage 런타임은 자기 자신을 FUSE로 마운트하는데, Ubuntu 22.04 이후 기본 설치나 컨테이너에는 "
        "`libfuse2`가 없거나 `/dev/fuse`를 쓸 수 없다.",
        "`--appimage-extract-and-run` 옵션으로 임시 디렉터리에 풀어서 실행하거나, 환경 변수 "
        "`APPIMAGE_EXTRACT_AND_RUN=1`을 설정하고 실행한다. 직접 관리하는 호스트라면 `libfuse2`(Ubuntu 24.04는 "
        "`libfuse2t64`)를 설치해도 된다.",
        ["`./nvim.appimage --version` 실행 결과: `AppImages require FUSE to run.`",
         "`./nvim.appimage --appimage-extract-and-run --version`이 `NVIM v0.10.4`를 출력"],
    )


def appimage_later() -> None:
    T.later(
        "l-appimage-before", "/home/jun/tools", "2025-01-30T22:10:00Z", "main",
        u("Try the new helix AppImage."),
        sh("./helix-25.01-x86_64.AppImage --version", FUSE_ERR, True),
        sh("./helix-25.01-x86_64.AppImage --appimage-extract-and-run --version", "helix 25.01 (7275b7f8)"),
    )
    T.pair("t27-appimage-fuse", "l-appimage-before", "neither",
           "dated before the lesson's source session, though it holds the same failure and fix")
    T.later(
        "l-appimage-env", "/home/jun/projects/tally-desktop", "2025-05-08T19:00:00Z", "release/1.2",
        u("fish shell. Pack build/AppDir into an AppImage with appimagetool."),
        sh("set -x APPIMAGE_EXTRACT_AND_RUN 1; ./appimagetool-x86_64.AppImage build/AppDir dist/Tally-x86_64.AppImage",
           "appimagetool, continuous build (commit 5735cc5)\nUsing architecture x86_64\nGenerating squashfs...\n"
           "Embedding ELF...\nMarking the AppImage as executable...\nSuccess"),
    )
    T.pair("t27-appimage-fuse", "l-appimage-env", "applied",
           "APPIMAGE_EXTRACT_AND_RUN=1 set (the lesson's environment variable) before running an AppImage; it works")
    T.later(
        "l-appimage-recur", "/builds/desk/viewer", "2025-05-15T06:20:00Z", "ci/appimage",
        u("The CI container needs to build the AppImage with linuxdeploy; run the packaging step."),
        sh("./linuxdeploy-x86_64.AppImage --appdir AppDir --output appimage", FUSE_ERR, True),
        say("No FUSE in the container; running linuxdeploy extracted instead."),
        sh("./linuxdeploy-x86_64.AppImage --appimage-extract-and-run --appdir AppDir --output appimage",
           "linuxdeploy version 1-alpha (git commit ID 2b73a2173)\n...\nSuccess: created Viewer-x86_64.AppImage"),
    )
    T.pair("t27-appimage-fuse", "l-appimage-recur", "recurred",
           "the FUSE failure comes back for linuxdeploy in a CI container (another AppImage), then fixed")
    T.later(
        "l-appimage-desktop", "/home/jun/tools", "2025-05-22T12:45:00Z", "main",
        u("What does the Krita AppImage's .desktop file say its categories are?"),
        sh("./krita-5.2.9-x86_64.AppImage --appimage-extract '*.desktop'", "squashfs-root/org.kde.krita.desktop"),
        sh("grep Categories squashfs-root/org.kde.krita.desktop",
           "Categories=Qt;KDE;Graphics;2DGraphics;RasterGraphics;"),
    )
    T.pair("t27-appimage-fuse", "l-appimage-desktop", "neither",
           "an AppImage only extracted to read its .desktop file; nothing run, no FUSE failure, no lesson fix")
    T.later(
        "l-appimage-apt", "/home/jun/tools", "2025-06-04T08:05:00Z", "main",
        u("Fresh Ubuntu 24.04 laptop. Make AppImages work properly here, then check nvim starts."),
        sh("sudo apt-get install -y libfuse2t64",
           "Reading package lists...\nSetting up libfuse2t64:amd64 (2.9.9-8.1build1) ..."),
        sh("./nvim.appimage --headless +q && echo started", "started"),
    )
    T.pair("t27-appimage-fuse", "l-appimage-apt", "applied",
           "libfuse2t64 installed (the lesson's host fix) and then the AppImage runs; no failure before it")
    T.later(
        "l-appimage-quote", "/home/jun/projects/tally-desktop", "2025-06-11T17:30:00Z", "docs",
        u("The release job log says `AppImages require FUSE to run.` at the linuxdeploy step. Don't rerun the job; "
          "write in docs/RELEASING.md what that means."),
        edit("/home/jun/projects/tally-desktop/docs/RELEASING.md", "## Packaging\n",
             "## Packaging\n\nIn containers without FUSE, run AppImage tools with "
             "`--appimage-extract-and-run`.\n"),
    )
    T.pair("t27-appimage-fuse", "l-appimage-quote", "neither",
           "the failure is only quoted from a CI log and the fix written into a doc; no AppImage is run")


UWSGI_ERR = "uwsgi: unrecognized option '--{opt}'\ngetopt_long() error"


def uwsgi_source() -> None:
    T.source(
        "s-uwsgi-plugin", "/srv/ledger", "2025-03-03T09:40:00Z", "deploy/uwsgi",
        u("Serve the Flask app with the Debian uwsgi package on port 8080 so nginx can proxy to it."),
        sh("uwsgi --http-socket :8080 --wsgi-file ledger/wsgi.py --callable app --master --processes 2",
           UWSGI_ERR.format(opt="wsgi-file"), True),
        sh("ls /usr/lib/uwsgi/plugins/", "python3_plugin.so"),
        say("Debian's uwsgi binary has no Python loader built in; --wsgi-file only exists once the python3 plugin "
            "is loaded, and the plugin has to come before the Python options."),
        sh("uwsgi --plugin python3 --http-socket :8080 --wsgi-file ledger/wsgi.py --callable app --master "
           "--processes 2 --daemonize /tmp/uwsgi.log && sleep 1 && curl -s -o /dev/null -w '%{http_code}\\n' "
           "http://127.0.0.1:8080/health", "200"),
    )
    T.lesson(
        "t27-uwsgi-plugin", "global", "en", "s-uwsgi-plugin", "env_setup",
        "Distro uwsgi rejects --wsgi-file until the python3 plugin is loaded",
        "`uwsgi --http-socket :8080 --wsgi-file ledger/wsgi.py ...` exits at once with `uwsgi: unrecognized option "
        "'--wsgi-file'` and `getopt_long() error`.",
        "The same command works with a pip-installed uwsgi, so the option looks misspelled or removed.",
        "Debian/Ubuntu build uwsgi as a bare core; the Python options (`--wsgi-file`, `--module`, `--callable`) "
        "come from `python3_plugin.so`, which is only loaded on request.",
        "Load the plugin before any Python option: `uwsgi --plugin python3 ...` (`--plugins` works too), "
        "`plugins = python3` at the top of the `[uwsgi]` section of an ini file, or `UWSGI_PLUGINS=python3` in the "
        "environment.",
        ["`uwsgi: unrecognized option '--wsgi-file'` with `getopt_long() error`",
         "`ls /usr/lib/uwsgi/plugins/` showed `python3_plugin.so`",
         "with `--plugin python3` first, the health check answered `200`"],
    )


def uwsgi_later() -> None:
    T.later(
        "l-uwsgi-ini", "/srv/billing", "2025-05-09T10:10:00Z", "deploy/ini",
        u("Give billing a uwsgi ini so systemd can start it, and try it."),
        write("/srv/billing/deploy/uwsgi.ini", "[uwsgi]\nplugins = python3\nmodule = billing.wsgi:application\n"
              "http-socket = :8090\nmaster = true\nprocesses = 4\n"),
        sh("uwsgi --ini deploy/uwsgi.ini --daemonize /tmp/billing.log && sleep 1 && grep -m1 Operational "
           "/tmp/billing.log", "*** Operational MODE: preforking ***"),
    )
    T.pair("t27-uwsgi-plugin", "l-uwsgi-ini", "applied",
           "plugins = python3 in the ini file uwsgi reads, and uwsgi starts; no failure before it")
    T.later(
        "l-uwsgi-recur", "/srv/notes", "2025-05-16T14:25:00Z", "main",
        u("Start the notes service on the unix socket with the system uwsgi."),
        sh("uwsgi --socket /run/notes/notes.sock --module notes.wsgi:app --master", UWSGI_ERR.format(opt="module"),
           True),
        u("Stop there, I'll do the systemd unit tomorrow."),
    )
    T.pair("t27-uwsgi-plugin", "l-uwsgi-recur", "recurred",
           "the system uwsgi rejects --module (another app and option) for the same missing plugin; left unfixed")
    T.later(
        "l-uwsgi-recur-zsh", "/home/ali/src/api", "2025-05-23T09:00:00Z", "feat/uwsgi",
        u("zsh on the Ubuntu VM. Try the api under apt's uwsgi."),
        sh("uwsgi --http-socket :8000 --module api.app:app", UWSGI_ERR.format(opt="module"), True),
        sh("uwsgi --plugins python3 --http-socket :8000 --module api.app:app --daemonize /tmp/api.log && echo up",
           "up"),
    )
    T.pair("t27-uwsgi-plugin", "l-uwsgi-recur-zsh", "recurred",
           "unrecognized option '--module' comes back for api.app (another module), then fixed with --plugins")
    T.later(
        "l-uwsgi-env", "/home/ali/src/hooks", "2025-05-30T16:35:00Z", "main",
        u("Quick smoke test of the webhook app under uwsgi on 9090."),
        sh("UWSGI_PLUGINS=python3 uwsgi --http-socket :9090 --wsgi-file hooks/app.py --daemonize /tmp/hooks.log "
           "&& sleep 1 && curl -s localhost:9090/ping", "pong"),
    )
    T.pair("t27-uwsgi-plugin", "l-uwsgi-env", "applied",
           "UWSGI_PLUGINS=python3 (the lesson's environment spelling) with the first uwsgi call; it serves")
    T.later(
        "l-uwsgi-bind", "/srv/ledger", "2025-06-05T08:15:00Z", "deploy/uwsgi",
        u("Restart the ledger app under uwsgi after the config change."),
        sh("uwsgi --plugin python3 --http-socket :8080 --wsgi-file ledger/wsgi.py --callable app --master",
           "*** Starting uWSGI 2.0.21-debian (64bit) on [Thu Jun  5 08:15:31 2025] ***\n"
           "probably another instance of uWSGI is running on the same address (:8080).\n"
           "bind(): Address already in use [core/socket.c line 769]", True),
        sh("pkill -f 'wsgi-file ledger/wsgi.py'; sleep 1; uwsgi --plugin python3 --http-socket :8080 --wsgi-file "
           "ledger/wsgi.py --callable app --master --daemonize /tmp/uwsgi.log && echo restarted", "restarted"),
    )
    T.pair("t27-uwsgi-plugin", "l-uwsgi-bind", "applied",
           "--plugin python3 used from the first call; the bind() failure after it is a different error")
    T.later(
        "l-uwsgi-pip", "/home/ali/src/portal", "2025-06-12T13:50:00Z", "main",
        u("Run the portal with the uwsgi from the venv."),
        sh(".venv/bin/uwsgi --http :8000 --module portal.wsgi",
           "*** Operational MODE: single process ***\nModuleNotFoundError: No module named 'portal'\nunable to load "
           "app 0 (mountpoint='') (callable not found or import error)\n*** no app loaded. GAME OVER ***", True),
        sh(".venv/bin/uwsgi --http :8000 --chdir src --module portal.wsgi --daemonize /tmp/p.log && echo ok", "ok"),
    )
    T.pair("t27-uwsgi-plugin", "l-uwsgi-pip", "neither",
           "a different uwsgi error (the app module not importable) from a pip uwsgi; no plugin failure or fix")
    T.later(
        "l-uwsgi-version", "/srv/ledger", "2025-06-18T11:00:00Z", "main",
        u("Which uwsgi version is on this box? Just tell me."),
        sh("uwsgi --version", "2.0.21-debian"),
    )
    T.pair("t27-uwsgi-plugin", "l-uwsgi-version", "neither", "uwsgi only run for --version; no failure and no plugin")


E501 = "{path}:{line}:80: E501 line too long ({n} > 79 characters)"


def flake8_source() -> None:
    T.source(
        "s-flake8-pyproject", "/home/ines/work/tallyho", "2025-03-10T13:00:00Z", "feat/report",
        u("We set max-line-length to 110 in pyproject.toml; run flake8 before I push."),
        sh("flake8 src/", E501.format(path="src/tallyho/report.py", line=41, n=97) + "\n"
           + E501.format(path="src/tallyho/cli.py", line=18, n=104), True),
        sh("grep -n -A2 'tool.flake8' pyproject.toml", "31:[tool.flake8]\n32-max-line-length = 110\n"
           "33-extend-ignore = E203"),
        say("flake8 does not read pyproject.toml at all, so it is still on its default of 79. It reads .flake8, "
            "setup.cfg or tox.ini; moving the settings there."),
        write("/home/ines/work/tallyho/.flake8", "[flake8]\nmax-line-length = 110\nextend-ignore = E203\n"),
        sh("flake8 src/ && echo clean", "clean"),
    )
    T.lesson(
        "t27-flake8-pyproject", "global", "en", "s-flake8-pyproject", "tool_quirk",
        "flake8 ignores [tool.flake8] in pyproject.toml",
        "`flake8 src/` reports `E501 line too long (97 > 79 characters)` although pyproject.toml sets "
        "`max-line-length = 110` under `[tool.flake8]`.",
        "Black, isort, ruff and mypy all read pyproject.toml, so the section looks right and the limit seems to be "
        "ignored for some other reason.",
        "flake8 has no pyproject.toml support; it only reads `.flake8`, `setup.cfg` and `tox.ini`.",
        "Put the settings under `[flake8]` in `.flake8`, `setup.cfg` or `tox.ini`, or pass them on the command "
        "line: `flake8 --max-line-length=110 --extend-ignore=E203 src/`.",
        ["`flake8 src/` printed `E501 line too long (97 > 79 characters)`",
         "pyproject.toml has `max-line-length = 110` under `[tool.flake8]`",
         "after writing `.flake8` the run printed `clean`"],
    )


def flake8_later() -> None:
    T.later(
        "l-flake8-before", "/home/ines/work/tallyho", "2025-02-27T10:20:00Z", "main",
        u("Run flake8."),
        sh("flake8 src/", E501.format(path="src/tallyho/io.py", line=9, n=92), True),
        sh("flake8 --max-line-length=110 src/ && echo clean", "clean"),
    )
    T.pair("t27-flake8-pyproject", "l-flake8-before", "neither",
           "dated before the lesson's source session, though it holds the same failure and fix")
    T.later(
        "l-flake8-setupcfg", "/Users/ines/work/pantry", "2025-05-06T15:10:00Z", "chore/lint",
        u("zsh, mac. Lines up to 120 are fine in this repo; configure flake8 for that and run it."),
        edit("/Users/ines/work/pantry/setup.cfg", "[metadata]\n", "[flake8]\nmax-line-length = 120\n\n[metadata]\n"),
        sh("flake8 pantry/ && echo clean", "clean"),
    )
    T.pair("t27-flake8-pyproject", "l-flake8-setupcfg", "applied",
           "flake8's limit set under [flake8] in setup.cfg, a file the lesson names, then flake8 runs clean")
    T.later(
        "l-flake8-flag", "C:\\Users\\ines\\work\\tallyho", "2025-05-13T09:30:00Z", "main",
        u("PowerShell. Lint src with our 110 limit."),
        sh("flake8 --max-line-length=110 src\\tallyho; if ($?) { 'clean' }", "clean"),
    )
    T.pair("t27-flake8-pyproject", "l-flake8-flag", "applied",
           "--max-line-length=110 on the command line, as the lesson names; no failure before it")
    T.later(
        "l-flake8-recur", "/home/ines/work/wharf", "2025-05-20T12:00:00Z", "feat/sync",
        u("Run flake8 on wharf; pyproject already says 100 columns."),
        sh("flake8 wharf/", E501.format(path="wharf/sync.py", line=77, n=88), True),
        write("/home/ines/work/wharf/.flake8", "[flake8]\nmax-line-length = 100\n"),
        sh("flake8 wharf/ && echo clean", "clean"),
    )
    T.pair("t27-flake8-pyproject", "l-flake8-recur", "recurred",
           "E501 at 79 despite [tool.flake8] comes back in wharf (another project), then fixed with .flake8")
    T.later(
        "l-flake8-f401", "/home/ines/work/tallyho", "2025-05-28T17:20:00Z", "refactor/io",
        u("flake8 again after the refactor."),
        sh("flake8 src/", "src/tallyho/__init__.py:3:1: F401 'tallyho.report.render' imported but unused", True),
        edit("/home/ines/work/tallyho/src/tallyho/__init__.py", "from tallyho.report import render\n", ""),
        sh("flake8 src/ && echo clean", "clean"),
    )
    T.pair("t27-flake8-pyproject", "l-flake8-f401", "neither",
           "a different flake8 error (F401 unused import); no line-length failure and no config fix")
    T.later(
        "l-flake8-quote", "/home/ines/work/tallyho", "2025-06-06T08:40:00Z", "ci",
        u("fish here. CI keeps saying `E501 line too long (97 > 79 characters)`. Is the lint step's config the "
          "problem? Just look, don't run anything."),
        read("/home/ines/work/tallyho/.github/workflows/lint.yml",
             "1\tname: lint\n2\ton: [push]\n3\tjobs:\n4\t  flake8:\n5\t    runs-on: ubuntu-latest\n6\t    steps:\n"
             "7\t      - uses: actions/checkout@v4\n8\t      - run: pipx run flake8 src/"),
        say("The job runs plain flake8 from a fresh checkout; it will pick up .flake8 once that file is committed."),
    )
    T.pair("t27-flake8-pyproject", "l-flake8-quote", "neither",
           "the E501 text is quoted by the person from CI and not re-run; nothing applied in the session")


FILLS = [appimage_source, appimage_later, uwsgi_source, uwsgi_later, flake8_source, flake8_later]
