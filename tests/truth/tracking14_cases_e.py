"""Lessons K (Poetry hanging on the keyring in headless shells; global), L (pytest-xdist workers sharing one temp
dir; Korean) and M (luarocks --local modules off Lua's path) of the fourteenth tracking corpus, their later
sessions and labels, and the pairs of one topic's session with another topic's lesson (rules in
tracking14_cases.py)."""
from __future__ import annotations

from tests.truth.tracking14_cases import T, ed, grep, rd, say, sh, u, wr

# --- K: Poetry and the keyring in headless shells ---------------------------------------------------------------

GEO = "/home/lee/code/geo-tiles"


def lesson_k() -> None:
    T.source(
        "s-geo-poetry-keyring", GEO, "2026-03-07T10:00:00Z", "main",
        u("poetry install just sits there forever on the build VM (I'm ssh'd in, no desktop). Figure it out."),
        sh("timeout 120 poetry install --no-root", "Exit code 124\nInstalling dependencies from lock file\n\n"
           "Package operations: 42 installs, 0 updates, 0 removals\n\n  - Installing certifi (2024.8.30)", True),
        sh("timeout 60 poetry install --no-root -vvv 2>&1 | tail -4", "Exit code 124\n[keyring:keyring.backend] "
           "Loading KWallet\n[keyring:keyring.backend] Loading SecretService\nUsing keyring backend "
           "'SecretService Keyring'\nCreating new session", True),
        say("It is waiting on the SecretService keyring (D-Bus prompt for an unlock that nobody can answer over "
            "ssh). Poetry asks the keyring for credentials even for PyPI. Telling it to use the null backend."),
        sh("export PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring && timeout 300 poetry install --no-root",
           "Installing dependencies from lock file\n\nPackage operations: 42 installs, 0 updates, 0 removals\n\n"
           "  - Installing certifi (2024.8.30)\n  - Installing numpy-financial (1.0.0)\n  - Installing shapely "
           "(2.0.6)\n  - Installing rasterio (1.4.1)\n  - Installing mercantile (1.2.1)"))
    T.lesson(
        "t14-poetry-keyring-hang", "global", "en", "s-geo-poetry-keyring", "env_setup",
        "poetry install hangs forever in headless shells (ssh, CI) on the keyring",
        "`poetry install` (or add/lock/publish) prints the first package operation and then hangs until killed; "
        "-vvv ends at `Using keyring backend 'SecretService Keyring'`.",
        "No error and no CPU use, so it looks like a slow network or a stuck download.",
        "Poetry queries the system keyring for credentials; without a desktop session the SecretService backend "
        "waits for an unlock prompt nobody can answer.",
        "In headless shells set `PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring` before running poetry (or "
        "`poetry config keyring.enabled false` on Poetry ≥ 1.8).",
        "```\n$ timeout 120 poetry install --no-root\nExit code 124\n```\n-vvv stopped at `Using keyring backend "
        "'SecretService Keyring'`; after `export PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring` the install "
        "ran to the end (`Installing rasterio (1.4.1)`).")


def later_k() -> None:
    ing = "/home/lee/code/ingest-bot"
    T.later("l-ingest-ci-env", ing, "2026-03-12T09:10:00Z", "ci/poetry",
            u("move ingest-bot's CI from pip to poetry"),
            ed(f"{ing}/.github/workflows/ci.yml", "    env:\n      PYTHONUNBUFFERED: \"1\"\n", "    env:\n      "
               "PYTHONUNBUFFERED: \"1\"\n      PYTHON_KEYRING_BACKEND: keyring.backends.null.Keyring\n"),
            ed(f"{ing}/.github/workflows/ci.yml", "      - run: pip install -r requirements.txt\n",
               "      - run: pipx install poetry==1.8.4\n      - run: poetry install --no-interaction\n"),
            sh("git commit -qam 'ci: poetry' && git push -q && gh run watch --exit-status | tail -1",
               "✓ ci/poetry CI · 13866310"))
    T.pair("t14-poetry-keyring-hang", "l-ingest-ci-env", "applied",
           "other project: the null keyring backend is written into the CI env before poetry ever runs there")
    T.later("l-geo-keyring-config", GEO, "2026-03-14T14:30:00Z", "main",
            u("new build VM (ssh only). set up geo-tiles there"),
            sh("ssh build-vm-2 'cd ~/geo-tiles && poetry --version && poetry config keyring.enabled false && poetry "
               "install --no-root | tail -2'", "Poetry (version 1.8.4)\n  - Installing rasterio (1.4.1)\n  - "
               "Installing mercantile (1.2.1)"))
    T.pair("t14-poetry-keyring-hang", "l-geo-keyring-config", "applied",
           "headless host: disables the keyring with poetry config before the first install; it completes")
    T.later("l-geo-poetry-add", GEO, "2026-03-16T11:00:00Z", "tiles-http",
            u("on the build VM add httpx to geo-tiles"),
            sh("ssh build-vm-1 'cd ~/geo-tiles && timeout 90 poetry add httpx@^0.27'", "Exit code 124\nUsing version "
               "^0.27.2 for httpx\n\nUpdating dependencies\nResolving dependencies...", True),
            sh("ssh build-vm-1 'cd ~/geo-tiles && PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring poetry add "
               "httpx@^0.27'", "Using version ^0.27.2 for httpx\n\nUpdating dependencies\nResolving dependencies... "
               "(1.4s)\n\nWriting lock file"))
    T.pair("t14-poetry-keyring-hang", "l-geo-poetry-add", "recurred",
           "poetry add hangs (timeout 124) on the headless build VM; the null backend only afterwards")
    T.later("l-geo-publish", GEO, "2026-03-19T17:40:00Z", "release/0.4.0",
            u("publish geo-tiles 0.4.0 to our internal index from the release box"),
            sh("ssh release-box 'cd ~/geo-tiles && timeout 120 poetry publish --build -r internal'", "Exit code 124\n"
               "Building geo-tiles (0.4.0)\n  - Building sdist\n  - Built geo_tiles-0.4.0.tar.gz\n  - Building wheel\n"
               "  - Built geo_tiles-0.4.0-py3-none-any.whl\n\nPublishing geo-tiles (0.4.0) to internal", True))
    T.pair("t14-poetry-keyring-hang", "l-geo-publish", "recurred",
           "poetry publish stalls at Publishing … to internal on a headless box until the timeout")
    T.later("l-geo-solver", GEO, "2026-03-21T10:00:00Z", "gdal-bump",
            u("bump rasterio to 1.5"),
            sh("PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring poetry add rasterio@^1.5", "Exit code 1\n"
               "Updating dependencies\nResolving dependencies... (38.2s)\n\nBecause rasterio (1.5.0) requires numpy "
               "(>=2)\n and geo-tiles depends on numpy-financial (1.0.0) which requires numpy (<2), rasterio is "
               "forbidden.\nSo, because geo-tiles depends on rasterio (^1.5), version solving failed.", True))
    T.pair("t14-poetry-keyring-hang", "l-geo-solver", "applied",
           "sets the null keyring backend up front; the resolution then fails on a version conflict, not a hang")
    T.later("l-geo-config-list", GEO, "2026-03-23T09:30:00Z", "main",
            u("what poetry config is set on my laptop? just list it"),
            sh("poetry config --list", "cache-dir = \"/home/lee/.cache/pypoetry\"\nkeyring.enabled = true\n"
               "virtualenvs.create = true\nvirtualenvs.in-project = true\nvirtualenvs.path = \"{cache-dir}/"
               "virtualenvs\""))
    T.pair("t14-poetry-keyring-hang", "l-geo-config-list", "neither",
           "only lists poetry config (keyring.enabled shows up as a listed value)")
    T.later("l-geo-cli-option", GEO, "2026-03-24T15:00:00Z", "cli-zoom",
            u("add a --max-zoom option to the render command"),
            ed(f"{GEO}/geo_tiles/cli.py", "@click.option(\"--min-zoom\", type=int, default=0)\n",
               "@click.option(\"--min-zoom\", type=int, default=0)\n@click.option(\"--max-zoom\", type=int, "
               "default=14)\n"),
            sh("poetry run pytest -q tests/test_cli.py", "......\n6 passed in 0.91s"))
    T.pair("t14-poetry-keyring-hang", "l-geo-cli-option", "neither",
           "unrelated CLI change on the laptop; poetry run just works")


# --- L: pytest-xdist and a shared temp dir (Korean) ----------------------------------------------------------------

REP = "/home/minji/work/report-gen"


def lesson_l() -> None:
    T.source(
        "s-report-xdist", REP, "2026-03-07T14:00:00Z", "ci-speedup",
        u("테스트가 너무 느려서 pytest-xdist로 병렬 실행하려고 해요. `pytest -n 4` 돌려 보고 깨지면 고쳐 주세요."),
        sh("pytest -n 4 -q", "Exit code 1\n4 workers [58 items]\n......F....F.....................................F"
           "......\n=================================== FAILURES ===================================\n_____ "
           "test_summary_pdf _____\n[gw1] linux -- Python 3.12.6 /home/minji/work/report-gen/.venv/bin/python\n"
           "tests/conftest.py:14: in out_dir\n    os.makedirs(OUT)\nE   FileExistsError: [Errno 17] File exists: "
           "'/tmp/report-gen-out'\n_____ test_chart_png _____\n[gw3] linux -- Python 3.12.6\ntests/test_charts.py:"
           "22: in test_chart_png\n    assert (out_dir / \"chart.png\").stat().st_size > 0\nE   FileNotFoundError: "
           "[Errno 2] No such file or directory: '/tmp/report-gen-out/chart.png'\n3 failed, 55 passed in 4.87s",
           True),
        rd(f"{REP}/tests/conftest.py", "10\tOUT = \"/tmp/report-gen-out\"\n11\t\n12\t@pytest.fixture\n13\tdef "
           "out_dir():\n14\t    os.makedirs(OUT)\n15\t    yield Path(OUT)\n16\t    shutil.rmtree(OUT)\n"),
        say("모든 워커가 같은 /tmp/report-gen-out 디렉터리를 만들고 지워서 서로 충돌합니다. 픽스처를 pytest의 "
            "tmp_path 기반으로 바꾸면 테스트마다 고유한 디렉터리가 생깁니다."),
        ed(f"{REP}/tests/conftest.py", "@pytest.fixture\ndef out_dir():\n    os.makedirs(OUT)\n    yield Path(OUT)\n"
           "    shutil.rmtree(OUT)\n", "@pytest.fixture\ndef out_dir(tmp_path):\n    out = tmp_path / \"out\"\n    "
           "out.mkdir()\n    return out\n"),
        sh("pytest -n 4 -q", "4 workers [58 items]\n..........................................................\n"
           "58 passed in 3.12s"))
    T.lesson(
        "t14-xdist-shared-tmpdir", "project", "ko", "s-report-xdist", "workflow",
        "pytest-xdist 병렬 실행 시 고정 경로 /tmp 디렉터리를 공유하는 픽스처가 깨짐",
        "`pytest`는 통과하는데 `pytest -n 4`에서는 `FileExistsError: [Errno 17] File exists` 나 "
        "`FileNotFoundError` 가 무작위 테스트에서 납니다.",
        "실패하는 테스트가 매번 달라서 플래키 테스트나 xdist 버그처럼 보입니다.",
        "픽스처가 고정 경로(/tmp/report-gen-out)를 만들고 지우므로, 여러 워커가 동시에 같은 디렉터리를 "
        "만들고 삭제합니다.",
        "출력 디렉터리는 고정 경로 대신 `tmp_path` / `tmp_path_factory`로 테스트(워커)마다 따로 만듭니다. "
        "예: `def out_dir(tmp_path): ...` 로 <fixture>를 바꾼 뒤 `pytest -n <N>` 재실행.",
        ["`pytest -n 4 -q` → `FileExistsError: [Errno 17] File exists: '/tmp/report-gen-out'`, 그리고 다른 "
         "워커에서 `FileNotFoundError: [Errno 2] No such file or directory: '/tmp/report-gen-out/chart.png'`",
         "tests/conftest.py의 out_dir을 tmp_path 기반으로 수정한 뒤 `58 passed in 3.12s`"])


def later_l() -> None:
    api = "/home/minji/work/report-api"
    T.later("l-report-heatmap-tests", REP, "2026-03-10T10:30:00Z", "heatmap",
            u("히트맵 렌더러 테스트를 추가하고 병렬로 돌려 주세요."),
            wr(f"{REP}/tests/test_heatmap.py", "import pytest\n\nfrom report_gen.heatmap import render\n\n\n"
               "@pytest.fixture(scope=\"module\")\ndef charts_dir(tmp_path_factory):\n    return tmp_path_factory."
               "mktemp(\"charts\")\n\n\n@pytest.mark.parametrize(\"palette\", [\"viridis\", \"magma\", \"greys\"])\n"
               "def test_render(charts_dir, palette):\n    out = render(palette=palette, dest=charts_dir / f\"{palette}"
               ".png\")\n    assert out.stat().st_size > 0\n"),
            sh("pytest -n auto -q tests/test_heatmap.py", "8 workers [3 items]\n...\n3 passed in 1.41s"))
    T.pair("t14-xdist-shared-tmpdir", "l-report-heatmap-tests", "applied",
           "the new tests get their output dir from tmp_path_factory.mktemp before running under -n auto")
    T.later("l-reportapi-xdist", api, "2026-03-13T15:00:00Z", "xdist",
            u("report-api에도 xdist 적용해 주세요. addopts에 넣어도 돼요."),
            rd(f"{api}/tests/conftest.py", "8\tEXPORT_DIR = Path(\"/tmp/report-api-export\")\n9\t\n"
               "10\t@pytest.fixture\n"
               "11\tdef export_dir():\n12\t    EXPORT_DIR.mkdir(exist_ok=True)\n13\t    yield EXPORT_DIR\n"),
            ed(f"{api}/tests/conftest.py", "@pytest.fixture\ndef export_dir():\n    EXPORT_DIR.mkdir(exist_ok=True)\n"
               "    yield EXPORT_DIR\n", "@pytest.fixture\ndef export_dir(tmp_path):\n    return tmp_path\n"),
            ed(f"{api}/pyproject.toml", "addopts = \"-q\"", "addopts = \"-q -n auto\""),
            sh("pytest", "8 workers [112 items]\n" + "." * 112 + "\n112 passed in 5.73s"))
    T.pair("t14-xdist-shared-tmpdir", "l-reportapi-xdist", "applied",
           "sibling repo: the fixed export dir becomes tmp_path before -n auto is switched on; all pass")
    T.later("l-report-export-test", REP, "2026-03-15T11:20:00Z", "xlsx-export",
            u("엑셀 내보내기 테스트 추가"),
            wr(f"{REP}/tests/test_export.py", "from pathlib import Path\n\nfrom report_gen.export import to_xlsx\n\n"
               "TARGET = Path(\"/tmp/report-export.xlsx\")\n\n\ndef test_xlsx(sample):\n    to_xlsx(sample, TARGET)\n"
               "    assert TARGET.exists()\n    TARGET.unlink()\n\n\ndef test_xlsx_empty():\n    to_xlsx([], TARGET)\n"
               "    assert TARGET.stat().st_size > 0\n    TARGET.unlink()\n"),
            sh("pytest -n 4 -q tests/test_export.py", "Exit code 1\n4 workers [2 items]\n.F\n_____ test_xlsx_empty "
               "_____\n[gw2] linux -- Python 3.12.6\ntests/test_export.py:16: in test_xlsx_empty\n    assert "
               "TARGET.stat().st_size > 0\nE   FileNotFoundError: [Errno 2] No such file or directory: "
               "'/tmp/report-export.xlsx'\n1 failed, 1 passed in 1.02s", True))
    T.pair("t14-xdist-shared-tmpdir", "l-report-export-test", "recurred",
           "a new test file with a fixed /tmp path races under -n 4: FileNotFoundError after the other worker "
           "unlinked it")
    T.later("l-report-ci-flaky", REP, "2026-03-18T08:30:00Z", "main",
            u("main CI가 가끔 빨간색이에요. 로그 봐 주세요."),
            sh("gh run view 13890551 --log-failed | grep -E 'Error|gw[0-9]' | head -4", "test\tpytest -n auto\t[gw5] "
               "linux -- Python 3.12.6 /opt/hostedtoolcache/Python/3.12.6/x64/bin/python\ntest\tpytest -n auto\t"
               "tests/fixtures/cache.py:9: in font_cache\ntest\tpytest -n auto\tE   FileExistsError: [Errno 17] File "
               "exists: '/tmp/report-gen-cache'"))
    T.pair("t14-xdist-shared-tmpdir", "l-report-ci-flaky", "recurred",
           "CI log: another fixture (font_cache) collides on /tmp/report-gen-cache under pytest -n auto")
    T.later("l-reportapi-rmtree", api, "2026-03-20T13:10:00Z", "pdf-batch",
            u("배치 PDF 테스트가 -n 8에서 실패해요"),
            sh("pytest -n 8 tests/test_batch.py", "Exit code 1\n8 workers [16 items]\n.......F........\n[gw6] "
               "linux -- Python 3.12.6\ntests/test_batch.py:11: in batch_dir\n    shutil.rmtree(\"/tmp/report-api-"
               "batch\")\nE   OSError: [Errno 39] Directory not empty: '/tmp/report-api-batch'\n1 failed, 15 passed "
               "in 2.33s", True),
            ed(f"{api}/tests/test_batch.py", "def batch_dir():\n    d = Path(\"/tmp/report-api-batch\")\n",
               "def batch_dir(tmp_path):\n    d = tmp_path / \"batch\"\n"),
            sh("pytest -n 8 tests/test_batch.py", "8 workers [16 items]\n................\n16 passed in 2.02s"))
    T.pair("t14-xdist-shared-tmpdir", "l-reportapi-rmtree", "recurred",
           "sibling repo: a fixed /tmp/report-api-batch fixture races under -n 8 (Directory not empty), "
           "then moved to tmp_path")


def later_l2() -> None:
    T.later("l-report-xdist-install", REP, "2026-03-01T16:00:00Z", "ci-speedup",
            u("pytest-xdist를 dev 의존성에 추가만 해 주세요."),
            ed(f"{REP}/requirements-dev.txt", "pytest==8.3.3\n", "pytest==8.3.3\npytest-xdist==3.6.1\n"),
            sh(".venv/bin/pip install -q -r requirements-dev.txt && .venv/bin/pip show pytest-xdist | head -2",
               "Name: pytest-xdist\nVersion: 3.6.1"))
    T.pair("t14-xdist-shared-tmpdir", "l-report-xdist-install", "neither",
           "dated before the source session; only adds pytest-xdist to the dev requirements")
    T.later("l-report-reportlab", REP, "2026-03-17T10:00:00Z", "pdf-fonts",
            u("새 venv에서 병렬 테스트가 전부 에러예요"),
            sh("pytest -n 4 -q", "Exit code 1\n4 workers [58 items]\nEEEE\n==================================== "
               "ERRORS ====================================\n[gw0] linux -- Python 3.12.6\nImportError while "
               "importing test module '/home/minji/work/report-gen/tests/test_pdf.py'.\nE   ModuleNotFoundError: No "
               "module named 'reportlab'", True),
            sh(".venv/bin/pip install -q -r requirements.txt && pytest -n 4 -q", "4 workers [58 items]\n"
               + "." * 58 + "\n58 passed in 3.20s"))
    T.pair("t14-xdist-shared-tmpdir", "l-report-reportlab", "neither",
           "look-alike parallel failure: every worker lacks reportlab in a fresh venv, no shared directory")
    T.later("l-report-count-tmp", REP, "2026-03-22T09:00:00Z", "main",
            u("tmp_path를 쓰는 테스트가 몇 개인지만 세 주세요"),
            grep("tmp_path", f"{REP}/tests", "tests/conftest.py:12:def out_dir(tmp_path):\ntests/conftest.py:13:    "
                 "out = tmp_path / \"out\"\ntests/test_heatmap.py:7:def charts_dir(tmp_path_factory):"),
            say("conftest의 out_dir 픽스처와 test_heatmap의 charts_dir, 두 곳입니다."))
    T.pair("t14-xdist-shared-tmpdir", "l-report-count-tmp", "neither",
           "only greps for tmp_path to count usages; no test is written or run")


# --- M: luarocks --local modules off Lua's path --------------------------------------------------------------------

WIKI = "/home/ana/src/wikiparse"


def lua_missing(mod: str, where: str) -> str:
    return (f"lua5.4: {where}: module '{mod}' not found:\n\tno field package.preload['{mod}']\n\tno file "
            f"'/usr/local/share/lua/5.4/{mod}.lua'\n\tno file '/usr/share/lua/5.4/{mod}.lua'\n\tno file "
            f"'./{mod}.lua'\n\tno file '/usr/local/lib/lua/5.4/{mod}.so'\n\tno file './{mod}.so'\nstack traceback:"
            "\n\t[C]: in function 'require'")


def lesson_m() -> None:
    T.source(
        "s-wiki-luarocks", WIKI, "2026-03-08T10:00:00Z", "lpeg-grammar",
        u("install lpeg (no sudo here) and run the parser on sample.wiki"),
        sh("luarocks install --local lpeg", "Installing https://luarocks.org/lpeg-1.1.0-2.src.rock\n\ngcc -O2 -fPIC "
           "-I/usr/include/lua5.4 -c lpcap.c -o lpcap.o\n...\nlpeg 1.1.0-2 is now installed in /home/ana/.luarocks "
           "(license: MIT/X11)"),
        sh("lua5.4 bin/wikiparse.lua sample.wiki", "Exit code 1\n" + lua_missing("lpeg", "src/grammar.lua:1")
           + "\n\tsrc/grammar.lua:1: in main chunk", True),
        say("`--local` put lpeg under ~/.luarocks, which is not on Lua's default package.path/cpath. "
            "`luarocks path` prints the exports; each Bash call is a fresh shell, so eval it in the same command."),
        sh("eval \"$(luarocks path --lua-version 5.4)\" && lua5.4 bin/wikiparse.lua sample.wiki | head -3",
           "<h1>Sample</h1>\n<p>Some <em>wiki</em> text with a <a href=\"/Link\">link</a>.</p>\n<ul><li>one</li>"
           "<li>two</li></ul>"))
    T.lesson(
        "t14-luarocks-local-path", "project", "en", "s-wiki-luarocks", "env_setup",
        "Rocks installed with luarocks --local are invisible to lua until luarocks path is eval'd",
        "After `luarocks install --local <rock>` succeeds, `lua5.4 <script>` fails with `module '<rock>' not "
        "found` and a list of searched paths that never includes ~/.luarocks.",
        "The install said it worked, so it looks like the wrong Lua version or a broken rock.",
        "--local installs under ~/.luarocks, which is not in Lua's default package.path/package.cpath; the "
        "LUA_PATH/LUA_CPATH exports only exist after `luarocks path` is evaluated in that shell.",
        "Evaluate the paths in the same shell as the run: `eval \"$(luarocks path --lua-version 5.4)\" && lua5.4 "
        "<script>` (or set LUA_PATH/LUA_CPATH to the ~/.luarocks dirs).",
        "Ran `luarocks install --local lpeg` (`lpeg 1.1.0-2 is now installed in /home/ana/.luarocks`), then "
        "`lua5.4 bin/wikiparse.lua sample.wiki` → `module 'lpeg' not found:`. With `eval \"$(luarocks path "
        "--lua-version 5.4)\" && lua5.4 bin/wikiparse.lua sample.wiki` the parser printed the HTML.")


def later_m() -> None:
    T.later("l-wiki-cjson", WIKI, "2026-03-11T11:00:00Z", "json-export",
            u("add a --json output using lua-cjson, install it locally"),
            sh("luarocks --local install lua-cjson", "lua-cjson 2.1.0.10-1 is now installed in /home/ana/.luarocks "
               "(license: MIT)"),
            ed(f"{WIKI}/bin/wikiparse.lua", "local render = require(\"render\")\n", "local render = require("
               "\"render\")\nlocal cjson = require(\"cjson\")\n"),
            sh("LUA_PATH=\"$HOME/.luarocks/share/lua/5.4/?.lua;;\" LUA_CPATH=\"$HOME/.luarocks/lib/lua/5.4/?.so;;\" "
               "lua5.4 bin/wikiparse.lua --json sample.wiki | head -c 80", "{\"title\":\"Sample\",\"blocks\":"
               "[{\"type\":\"p\",\"text\":\"Some wiki text with a link.\"}"))
    T.pair("t14-luarocks-local-path", "l-wiki-cjson", "applied",
           "sets LUA_PATH/LUA_CPATH to the ~/.luarocks dirs on the first run after the local install")
    T.later("l-wiki-busted", WIKI, "2026-03-13T14:20:00Z", "specs",
            u("write a busted spec for the heading rule and run it"),
            wr(f"{WIKI}/spec/heading_spec.lua", "local grammar = require(\"grammar\")\n\ndescribe(\"headings\", "
               "function()\n  it(\"parses =Title=\", function()\n    assert.are.equal(\"<h1>Title</h1>\", "
               "grammar.render(\"=Title=\"))\n  end)\nend)\n"),
            sh("~/.luarocks/bin/busted spec/", "Exit code 1\n●\n0 successes / 0 failures / 1 error / 0 pending : "
               "0.004 seconds\n\nError → spec/heading_spec.lua @ 1\nsuite spec/heading_spec.lua\n"
               "src/grammar.lua:1: module 'lpeg' not found:\n\tno field package.preload['lpeg']\n\tno file "
               "'/usr/local/share/lua/5.4/lpeg.lua'", True))
    T.pair("t14-luarocks-local-path", "l-wiki-busted", "recurred",
           "busted (another program) cannot find the locally installed lpeg: module 'lpeg' not found")
    T.later("l-wiki-lfs", WIKI, "2026-03-17T09:40:00Z", "batch",
            u("process every .wiki file in a folder; use luafilesystem"),
            sh("luarocks install --local luafilesystem && lua5.4 bin/wikibatch.lua pages/", "Exit code 1\n"
               "luafilesystem 1.8.0-1 is now installed in /home/ana/.luarocks (license: MIT/X11)\n"
               + lua_missing("lfs", "bin/wikibatch.lua:2"), True),
            sh("eval \"$(luarocks path)\" && lua5.4 bin/wikibatch.lua pages/", "converted 31 pages"))
    T.pair("t14-luarocks-local-path", "l-wiki-lfs", "recurred",
           "a new rock (lfs) installed --local is not found by the next lua5.4 run; luarocks path only after")
    T.later("l-wiki-render-typo", WIKI, "2026-03-19T15:30:00Z", "render-split",
            u("split rendering out of grammar.lua into src/render.lua"),
            wr(f"{WIKI}/src/render.lua", "local M = {}\n\nfunction M.html(node)\n  return node.tag and (\"<\" .. "
               "node.tag .. \">\") or node.text\nend\n\nreturn M\n"),
            sh("eval \"$(luarocks path)\" && lua5.4 bin/wikiparse.lua sample.wiki", "Exit code 1\nlua5.4: "
               "src/grammar.lua:3: module 'wikiparse.render' not found:\n\tno field package.preload['wikiparse."
               "render']\n\tno file './wikiparse/render.lua'", True),
            ed(f"{WIKI}/src/grammar.lua", "require(\"wikiparse.render\")", "require(\"render\")"),
            sh("eval \"$(luarocks path)\" && lua5.4 bin/wikiparse.lua sample.wiki | head -1", "<h1>Sample</h1>"))
    T.pair("t14-luarocks-local-path", "l-wiki-render-typo", "neither",
           "look-alike module not found: a wrong require name for the project's own file, the rocks path is set")
    T.later("l-wiki-rocks-list", WIKI, "2026-03-21T10:00:00Z", "main",
            u("which rocks do I have locally? list only"),
            sh("luarocks list --local", "\nRocks installed for Lua 5.4\n---------------------------\n\n"
               "lpeg\n   1.1.0-2 "
               "(installed) - /home/ana/.luarocks/lib/luarocks/rocks-5.4\n\nlua-cjson\n   2.1.0.10-1 (installed) - "
               "/home/ana/.luarocks/lib/luarocks/rocks-5.4"))
    T.pair("t14-luarocks-local-path", "l-wiki-rocks-list", "neither",
           "only lists the locally installed rocks")
    T.later("l-wiki-readme", WIKI, "2026-03-23T16:45:00Z", "docs",
            u("README: add a short usage section"),
            ed(f"{WIKI}/README.md", "## Usage\n", "## Usage\n\n    lua5.4 bin/wikiparse.lua page.wiki > page.html\n\n"
               "Pass `--json` for a JSON tree instead of HTML.\n"))
    T.pair("t14-luarocks-local-path", "l-wiki-readme", "neither",
           "a README usage edit; nothing is installed or run")


def cross_pairs() -> None:
    """Sessions of one topic paired with another project's lesson: nothing of that lesson is in them."""
    T.pair("t14-bootsnap-stale-path", "l-tsumiki-yard", "neither",
           "a Ruby gem's doc build; no Rails app, no moved files, no bootsnap")
    T.pair("t14-celery-broker-namespace", "l-fact-compose-dns", "neither",
           "another project's compose DNS setup; no Celery worker or broker setting")
    T.pair("t14-poetry-keyring-hang", "l-report-reportlab", "neither",
           "a pip-based venv missing reportlab; poetry is not used")
    T.pair("t14-go-vendor-inconsistent", "l-lager-bad-tag", "neither",
           "a Kubernetes image tag bump; no Go module or vendor directory")
